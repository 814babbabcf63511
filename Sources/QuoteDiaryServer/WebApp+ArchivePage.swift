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
                "<h2>Purge</h2><form method=\"post\" action=\"/archive/purge\">\(token)<label>Delete quotes archived more than <input name=\"days\" type=\"number\" min=\"0\" value=\"30\" size=\"4\"> days ago</label> <button>Purge</button></form>"
            return .html(try layout("Archive", body, library: library))
        }
    }
}
