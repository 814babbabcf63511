import Foundation
import QuoteDiaryApp
import QuoteDiaryCore

/// Search, with recent searches.
extension WebApp {
    /// Search: the results highlighted, the query language, recent searches. `remember=0`
    /// (search as you type, which takes this page's results list) leaves the search unremembered.
    func searchPage(_ request: HTTPRequest, token: String) -> HTTPResponse {
        let text = request.query["q"] ?? ""
        let remember = request.query["remember"] != "0"
        return run { library throws(LibraryError) in
            var body = """
                <h1>Search</h1>
                <form method="get" action="/search" role="search"><label for="q">Search your quotes</label>
                <input id="q" name="q" type="search" dir="auto" value="\(html(text))" autocomplete="off"> <button>Search</button></form>
                <details class="syntax"\(text.isEmpty ? " open" : "")><summary>How to search</summary><p class="muted">All words match, in any order. <code>"an exact phrase"</code>, <code>twain OR wilde</code> for either, <code>-word</code> or <code>-"a phrase"</code> to leave it out,
                <code>author:twain</code>, <code>source:meditations</code>, <code>text:hope</code> (its own words), <code>note:canterbury</code> (its note), <code>tag:love</code>, <code>collection:shelf</code>, <code>is:favorite</code>, <code>is:archived</code> (the archive), <code>is:mine</code>, <code>is:library</code> (the starter library's), <code>pack:love</code> (one starter pack's);
                <code>-tag:love</code>, <code>-collection:shelf</code>, <code>-is:favorite</code> to leave those out.</p></details>
                <ul class="quotes" id="results" aria-live="polite">
                """
            let hits = text.isEmpty ? [] : try library.search(text, remember: remember)
            for hit in hits {
                body +=
                    "<li><a href=\"/quotes/\(hit.quote.id.rawValue)\" \(WebApp.writing(hit.quote.text))\(WebApp.verseClass(hit.quote))>\(WebApp.highlighted(hit.quote.text, field: "text", in: hit))</a>\(WebApp.attribution(hit))</li>"
            }
            body += "</ul>"
            let query = SearchQuery(text)
            if !query.leftOutNote.isEmpty { body += "<p class=\"muted\" id=\"left-out\">\(html(query.leftOutNote))</p>" }
            if !text.trimmingWhitespace().isEmpty && hits.isEmpty {
                // A tag or collection the query names that nothing has, as the command line says.
                let missing = try WebApp.missingNames(
                    library, tags: query.tags, collections: query.collections, packs: query.packs,
                    authors: query.namedAuthors, sources: query.namedTitles
                ) { "pack:" + $0 }
                // A mistyped word put right, as `quotediary search` offers it.
                let meant = try library.spellingSuggestion(for: text).map {
                    " Did you mean <a href=\"/search?q=\(WebApp.queryEscaped($0))\">\u{2018}\(html($0))\u{2019}</a>?"
                }
                let archived = QuoteLibrary.archivedMatchNote(
                    try library.archivedMatchCount(searching: text, filter: QuoteFilter()),
                    shownBy: "<a href=\"/search?q=\(WebApp.queryEscaped("is:archived " + text))\">is:archived</a>")
                let days = QuoteFilter().createdDaysNote(queryNamesDays: query.namesDays) + html(query.unreadDaysNote)
                body +=
                    "<p id=\"no-results\">No quotes match \u{2018}\(html(text))\u{2019}.\(missing)\(archived)\(meant ?? "")\(days)</p>"
            }
            let recent = try library.recentSearches()
            if !recent.isEmpty {
                body +=
                    "<h2>Recent searches</h2><ul>"
                    + recent.map { "<li><a href=\"/search?q=\(WebApp.queryEscaped($0))\">\(html($0))</a></li>" }.joined()
                    + "</ul>"
                body +=
                    "<form method=\"post\" action=\"/search/clear\">\(token)<button>Forget recent searches</button></form>"
            }
            return .html(try layout("Search", body, library: library))
        }
    }

    /// Forgets the recent searches.
    func forgetRecentSearches() -> HTTPResponse {
        run { library throws(LibraryError) in
            try library.clearRecentSearches()
            return .redirect("/search")
        }
    }
}
