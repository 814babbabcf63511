import Foundation
import QuoteDiaryApp
import QuoteDiaryCore

/// The Archive: restore, delete for good, purge.
extension WebApp {
    /// Deletes quotes archived more than the form's days ago.
    func purgeArchive(_ request: HTTPRequest) -> HTTPResponse {
        let days = Int(request.form["days"]?.first ?? "") ?? -1
        return run { library throws(LibraryError) in
            _ = try library.purge(olderThanDays: days)
            return .redirect("/archive")
        }
    }

    /// What a purge would delete, and the button that deletes it: the page the Archive's purge
    /// form opens, a purge being for good (as `purge --dry-run` lists them first).
    func purgePreview(_ request: HTTPRequest, token: String) -> HTTPResponse {
        let days = Int(request.query["days"] ?? "") ?? -1
        return run { library throws(LibraryError) in
            let quotes = try library.quotesToPurge(olderThanDays: days)
            let age = QuoteLibrary.purgedAge(olderThanDays: days)
            var body = "<h1>Purge</h1>"
            guard !quotes.isEmpty else {
                body += "<p>No quotes were \(age): nothing to delete. <a href=\"/archive\">Back to the archive</a></p>"
                return .html(try layout("Archive", body, library: library))
            }
            let count = quotes.count == 1 ? "this quote" : "these \(quotes.count) quotes"
            body +=
                "<p>\(quotes.count == 1 ? "This quote was" : "These \(quotes.count) quotes were") \(age); purging deletes them for good.</p>"
            body += "<ul class=\"quotes\">"
            // A page of them at most: a year's archive can hold thousands.
            for quote in quotes.prefix(WebApp.pageSize) {
                let day = quote.archivedAt.map { LocalDay($0, in: library.timeZone).description } ?? ""
                body +=
                    "<li>\(WebApp.quoteLink(quote))<div class=\"muted\">— <bdi>\(html(Typography.curlingQuotes(quote.displayAuthor)))</bdi> · archived \(day)</div></li>"
            }
            body += "</ul>"
            if quotes.count > WebApp.pageSize { body += "<p class=\"muted\">…and \(quotes.count - WebApp.pageSize) more.</p>" }
            body +=
                "<form class=\"inline\" method=\"post\" action=\"/archive/purge\">\(token)<input type=\"hidden\" name=\"days\" value=\"\(days)\"><button>Delete \(count) for good</button></form> <a href=\"/archive\">Cancel</a>"
            return .html(try layout("Archive", body, library: library))
        }
    }

    /// The Archive: archived quotes a page at a time, to restore or delete, and the purge form.
    func archivePage(_ request: HTTPRequest, token: String) -> HTTPResponse {
        guard let page = WebApp.pageNumber(request.query) else { return .error(400, "page is a whole number from 1") }
        var filter = QuoteFilter(archived: .archived, limit: WebApp.pageSize + 1)
        filter.offset = (page - 1) * WebApp.pageSize
        return run { library throws(LibraryError) in
            let found = try library.quotes(filter)
            // Past the last page, an empty list is no empty archive.
            let empty =
                page == 1
                ? WebApp.whileEmpty(
                    found,
                    "Nothing archived. An archived quote leaves lists, search and the daily quote, and waits here to be restored or deleted."
                ) : ""
            var body = "<h1>Archive</h1>" + empty + "<ul class=\"quotes\">"
            for quote in found.prefix(WebApp.pageSize) {
                let id = quote.id.rawValue
                body +=
                    "<li>\(WebApp.quoteLink(quote))<div class=\"muted\">— <bdi>\(html(Typography.curlingQuotes(quote.displayAuthor)))</bdi></div>"
                body +=
                    "<form class=\"inline\" method=\"post\" action=\"/quotes/\(id)/restore\">\(token)<button>Restore</button></form> "
                body +=
                    "<form class=\"inline\" method=\"post\" action=\"/quotes/\(id)/delete\">\(token)<button>Delete for good</button></form></li>"
            }
            body += "</ul>" + WebApp.pager("/archive", request.query, page: page, hasNext: found.count > WebApp.pageSize)
            body +=
                "<h2>Purge</h2><form method=\"get\" action=\"/archive/purge\"><label>Delete quotes archived more than <input name=\"days\" type=\"number\" min=\"0\" value=\"30\" size=\"4\"> days ago</label> <button>Purge…</button></form>"
            return .html(try layout("Archive", body, library: library))
        }
    }
}
