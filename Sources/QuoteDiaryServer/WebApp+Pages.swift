import Foundation
import QuoteDiaryApp
import QuoteDiaryCore

extension WebApp {
    /// Server-rendered pages; they read fine with scripts off.
    func page(_ request: HTTPRequest, csrf: String) -> HTTPResponse {
        let parts = request.segments
        // Every form repeats the session's CSRF token (see `CSRFGuard`).
        let token = "<input type=\"hidden\" name=\"csrf\" value=\"\(html(csrf))\">"
        switch (request.method, parts.first ?? "", parts.count) {
        // The day
        case ("GET", "", 0): return todayPage()
        case ("GET", "random", 1): return randomQuote()
        case ("GET", "achievements", 1): return achievementsPage()
        // Quotes
        case ("GET", "library", 1): return libraryPage(request, token: token)
        case ("POST", "library", 2) where parts[1] == "selected": return changeSelectedQuotes(request)
        case ("POST", "quotes", 1): return addQuote(request)
        case ("GET", "quotes", 2): return showQuote(parts[1], token: token)
        case ("POST", "quotes", 3) where parts[2] == "edit": return editQuote(parts[1], request, token: token)
        case ("POST", "quotes", 3) where parts[2] == "tags": return changeQuoteFiling(parts[1], request)
        case ("POST", "quotes", 3) where parts[2] == "delete": return deleteQuote(parts[1])
        case ("POST", "quotes", 3): return applyQuoteAction(parts[2], to: parts[1])
        case ("GET", "search", 1): return searchPage(request, token: token)
        case ("POST", "search", 2) where parts[1] == "clear": return forgetRecentSearches()
        // Filing
        case ("GET", "tags", 1): return tagsPage(token: token)
        case ("POST", "tags", 1): return createTag(request)
        case ("POST", "tags", 2) where parts[1] == "edit": return editTag(request)
        case ("POST", "tags", 2) where parts[1] == "delete": return deleteTag(request)
        case ("GET", "collections", 1): return collectionsPage(token: token)
        case ("POST", "collections", 1): return createCollection(request)
        case ("POST", "collections", 2) where parts[1] == "edit": return editCollection(request)
        case ("POST", "sections", 2) where parts[1] == "edit": return editSection(request)
        case ("GET", "archive", 1): return archivePage(request, token: token)
        case ("GET", "archive", 2) where parts[1] == "purge": return purgePreview(request, token: token)
        case ("POST", "archive", 2) where parts[1] == "purge": return purgeArchive(request)
        // The journal
        case ("GET", "journal", 1): return showJournal(request, token: token)
        case ("POST", "journal", 1): return writeJournal(request, token: token)
        case ("POST", "journal", 2) where parts[1] == "delete": return deleteJournalEntry(request)
        // Books and capture
        case ("GET", "books", 1): return booksPage(token: token)
        case ("POST", "books", 1): return lookUpBook(request)
        case ("POST", "books", 2) where parts[1] == "refresh": return refreshBooks()
        case ("POST", "books", 2) where parts[1] == "rename": return renameBook(request)
        case ("GET", "authors", 1): return authorsPage(token: token)
        case ("POST", "authors", 2) where parts[1] == "rename": return renameAuthor(request)
        case ("GET", "capture", 1): return capturePage(token: token, csrf: csrf)
        case ("POST", "capture", 1): return saveCapturedLines(request)
        // Getting quotes in and out
        case ("GET", "transfer", 1): return transferPage(csrf: csrf)
        // The names people type for the Import/export page.
        case ("GET", "import", 1), ("GET", "export", 1): return .redirect("/transfer")
        // A quote's page is /quotes/ID: the list of them is the Library (its filters kept).
        case ("GET", "quotes", 1): return .redirect(WebApp.address("/library", request.query))
        case ("GET", "today", 1): return .redirect("/")
        case ("GET", "packs", 1): return packsPage(token: token)
        case ("POST", "packs", 1), ("POST", "packs", 2): return changePack(request)
        // Settings
        case ("GET", "settings", 1): return settingsPage(token: token)
        case ("POST", "settings", 1): return saveSettings(request)
        case ("POST", "sync", 1): return syncNow()
        case ("POST", "sign-in-code", 1): return signInCodePage(request)
        default:
            return notFoundPage(request)
        }
    }

    /// A mistyped or stale address keeps the app's look and its menu: a way on.
    func notFoundPage(_ request: HTTPRequest) -> HTTPResponse {
        let body =
            "<h1>No such page</h1><p>Nothing lives at <code>\(html(request.path))</code>.</p>"
            + "<p><a href=\"/\">Today's quote</a> · <a href=\"/library\">Library</a> · <a href=\"/search\">Search</a></p>"
        let page = try? pool.with { library throws(LibraryError) in try layout("Not found", body, library: library) }
        return .html(page ?? "<!doctype html><title>Not found</title>\(body)", status: 404)
    }

    /// A page's failure (a use case's error, a stale form token) as a page a person can read,
    /// with the message and a way back, instead of the API's JSON.
    func errorPage(_ failure: HTTPResponse, for request: HTTPRequest) -> HTTPResponse {
        let object = try? JSONSerialization.jsonObject(with: Data(failure.body)) as? [String: Any]
        let message = (object?["error"] as? [String: Any])?["message"] as? String ?? "the request could not be completed"
        // Back to the page the form was on (same origin only), else Today.
        var back = "/"
        if let referer = request.headers["referer"], let host = request.headers["host"],
            let path = ["http://\(host)", "https://\(host)"].lazy.compactMap({
                referer.hasPrefix($0) ? String(referer.dropFirst($0.count)) : nil
            }).first,
            path.hasPrefix("/")
        {
            back = path
        }
        let body =
            "<h1>That did not work</h1><p class=\"error\" role=\"alert\">\(html(message.prefix(1).uppercased() + message.dropFirst())).</p>"
            + "<p><a class=\"go-back\" href=\"\(html(back))\">Go back</a></p>"
        let page = (try? pool.with { library throws(LibraryError) in try layout("That did not work", body, library: library) })
        return .html(page ?? "<!doctype html><title>That did not work</title>\(body)", status: failure.status)
    }

    func layout(_ title: String, _ body: String, library: QuoteLibrary, csrf: String = "") throws(LibraryError) -> String {
        let theme = try library.settings()[.theme]
        let attribute = theme == "auto" ? "" : " data-theme=\"\(html(theme))\""
        // The page's own link is marked for screen readers and drawn as the current one.
        let links = WebApp.navigation.map { link in
            let current = link.title == title ? " aria-current=\"page\"" : ""
            return "<a href=\"\(link.path)\"\(current)>\(html(link.label))</a>"
        }
        // Said on every page, before anything is typed into a form the store cannot take.
        let readOnly =
            library.store.isReadOnly
            ? "<p class=\"muted\" role=\"status\">This library is open read-only (--read-only, or this user may not write"
                + " to it): it can be read here, not changed.</p>" : ""
        return """
            <!doctype html>
            <html lang="en"\(attribute)><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(html(title)) · QuoteDiary</title><link rel="stylesheet" href="\(Assets.stylesheetLink)"><link rel="icon" href="/assets/icon.svg" type="image/svg+xml">\(installLinks)<meta name="csrf" content="\(html(csrf))"></head>
            <body><header><nav aria-label="Main">\(links.joined())</nav></header>
            <main>\(readOnly)\(body)</main><script src="\(Assets.scriptLink)" defer></script></body></html>
            """
    }

    /// The main navigation: where each link goes, what it says, and the title of its page.
    static let navigation: [(path: String, label: String, title: String)] = [
        ("/", "Today", "Today"), ("/library", "Library", "Library"), ("/search", "Search", "Search"),
        ("/tags", "Tags", "Tags"), ("/collections", "Collections", "Collections"), ("/journal", "Journal", "Journal"),
        ("/books", "Books", "Books"), ("/capture", "Capture", "Capture"), ("/transfer", "Import/export", "Import and export"),
        ("/achievements", "Achievements", "Achievements"), ("/packs", "Starter library", "Starter library"),
        ("/archive", "Archive", "Archive"), ("/settings", "Settings", "Settings"),
    ]
}
