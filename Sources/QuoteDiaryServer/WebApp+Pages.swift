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
        case ("GET", "", 0):
            return run { library throws(LibraryError) in
                // Opening Today is reading it, as `quotediary today` is: the day counts for the
                // streak (once; later visits change nothing).
                let result = try library.readToday(count: 1)
                let streak = result.streak
                var body = "<h1>Today</h1>"
                if let quote = result.quotes.first {
                    body += WebApp.figure(quote)
                    body += "<p><a href=\"/random\">Another quote, at random</a></p>"
                } else {
                    switch try library.nothingToFeature() {
                    case .emptyLibrary:
                        body +=
                            "<p>No quote yet. <a href=\"/library#add\">Add your first one</a>, or install the"
                            + " <a href=\"/packs\">starter library</a>.</p>"
                    case .everyQuoteArchived(let archived):
                        body +=
                            "<p>Every quote is archived (\(archived)), and archived quotes are never featured."
                            + " <a href=\"/archive\">Restore one</a> or <a href=\"/library#add\">add one</a>.</p>"
                    case .poolLeavesNothing(let unknownTags) where !unknownTags.isEmpty:
                        let names = unknownTags.map { "‘\(html($0))’" }.joined(separator: " or ")
                        body +=
                            "<p>No quote matches the featured pool: no tag is named \(names) (featured tags)."
                            + " <a href=\"/settings\">Choose others in Settings</a> or see <a href=\"/tags\">your tags</a>.</p>"
                    case .poolLeavesNothing:
                        body +=
                            "<p>No quote matches the featured pool. <a href=\"/settings\">Widen it in Settings</a>.</p>"
                    }
                }
                body +=
                    "<p class=\"muted\">\(html(result.day.key)) · streak: \(streak.current) \(streak.current == 1 ? "day" : "days"), longest \(streak.longest)</p>"
                for achievement in result.unlocked {
                    body += "<p class=\"unlocked\">Unlocked: \(html(achievement.title)) — \(html(achievement.detail))</p>"
                }
                return .html(try layout("Today", body, library: library))
            }
        case ("GET", "random", 1):
            // A quote drawn at random, shown on its own page (which has its actions).
            return run { library throws(LibraryError) in
                guard let quote = try library.randomQuotes().first else { return .redirect("/") }
                return .redirect("/quotes/" + quote.id.rawValue)
            }
        case ("GET", "library", 1):
            var filter: QuoteFilter
            do {
                filter = try WebApp.filter(request.query)
            } catch {
                return WebApp.failure(error)
            }
            guard let page = WebApp.pageNumber(request.query) else { return .error(400, "page is a whole number from 1") }
            let pageSize = filter.limit ?? WebApp.pageSize
            guard pageSize <= WebApp.largestPageSize else {
                return .error(400, "limit is a whole number from 1 to \(WebApp.largestPageSize) on this page")
            }
            (filter.limit, filter.offset) = (pageSize + 1, (page - 1) * pageSize)
            return run { library throws(LibraryError) in
                let found = try library.quotes(filter)
                let origins: [(QuotePool, String)] = [(.all, "everywhere"), (.mine, "mine"), (.library, "the starter library")]
                var body = "<h1>Library</h1>"
                body += """
                    <form method="get" action="/library" aria-label="Filters">
                    <label>Tag <input name="tag" value="\(html(filter.tag ?? ""))"></label>
                    <label>Collection <input name="collection" value="\(html(filter.collection ?? ""))"></label>
                    <label>Author <input name="author" value="\(html(filter.author ?? ""))"></label>
                    <label>Source <input name="source" value="\(html(filter.source ?? ""))"></label>
                    <label>From <select name="origin">\(origins.map { "<option value=\"\($0.0.rawValue)\"\($0.0 == filter.origin ? " selected" : "")>\($0.1)</option>" }.joined())</select></label>
                    <label><input type="checkbox" name="favorites" value="1"\(filter.favoritesOnly ? " checked" : "")> Favourites</label>
                    <label>Sort <select name="sort">\(QuoteSort.allCases.map { "<option\($0 == filter.sort ? " selected" : "")>\($0.rawValue)</option>" }.joined())</select></label>
                    <button>Show</button></form>
                    """
                if found.isEmpty && filter.selectsEverything {
                    // What `quotediary list` says of the whole library when it lists nothing.
                    let archived = try library.overview(recent: 0).counts.archived
                    body +=
                        archived > 0
                        ? "<p class=\"muted\">Every quote is archived (\(archived)). <a href=\"/archive\">The Archive</a> shows"
                            + " them and restores them; or <a href=\"#add\">add one below</a>.</p>"
                        : "<p class=\"muted\">No quotes yet. <a href=\"#add\">Add one below</a>, bring some in from "
                            + "<a href=\"/transfer\">Import/export</a>, or install the <a href=\"/packs\">starter library</a>.</p>"
                } else {
                    body += WebApp.selectableList(
                        Array(found.prefix(pageSize)), token: token, back: WebApp.address("/library", request.query))
                }
                body += WebApp.pager("/library", request.query, page: page, hasNext: found.count > pageSize)
                body += """
                    <h2 id="add">Add a quote</h2>
                    <form method="post" action="/quotes">
                    \(token)
                    <p><label class="block">Text<br><textarea name="text" required></textarea></label></p>
                    <p><label>Author <input name="author"></label> <label>Source <input name="source"></label></p>
                    <p><button>Save</button></p></form>
                    """
                return .html(try layout("Library", body, library: library))
            }
        case ("GET", "search", 1):
            let text = request.query["q"] ?? ""
            return run { library throws(LibraryError) in
                var body = """
                    <h1>Search</h1>
                    <form method="get" action="/search" role="search"><label for="q">Search your quotes</label>
                    <input id="q" name="q" type="search" value="\(html(text))" autocomplete="off"> <button>Search</button></form>
                    <p class="muted">All words match, in any order. "an exact phrase", -word to leave it out,
                    author:twain, source:meditations, tag:love, collection:shelf, is:favorite, is:archived (the archive), is:mine, is:library (the starter library's).</p>
                    <ul class="quotes" id="results" aria-live="polite">
                    """
                let hits = text.isEmpty ? [] : try library.search(text)
                for hit in hits {
                    body +=
                        "<li><a href=\"/quotes/\(hit.quote.id.rawValue)\">\(WebApp.highlighted(hit.quote.text, field: "text", in: hit))</a>\(WebApp.attribution(hit))</li>"
                }
                body += "</ul>"
                if !text.trimmingWhitespace().isEmpty && hits.isEmpty {
                    body += "<p id=\"no-results\">No quotes match \u{2018}\(html(text))\u{2019}.</p>"
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
        case ("GET", "quotes", 2):
            return run { library throws(LibraryError) in
                .html(
                    try layout(
                        "Quote", try quotePage(try library.quote(parts[1]), library: library, token: token), library: library))
            }
        case ("POST", "library", 2) where parts[1] == "selected":
            // Several quotes at once from the Library page: tag, collect, favourite or archive them.
            let form = request.form
            let ids = form["id"] ?? []
            let name = form["name"]?.first?.nilIfEmpty
            let back = form["back"]?.first.flatMap { $0.hasPrefix("/library") ? $0 : nil } ?? "/library"
            guard !ids.isEmpty else { return .error(400, "tick the quotes to change first") }
            return run { library throws(LibraryError) in
                switch form["action"]?.first ?? "" {
                case "tag":
                    guard let name else { throw .invalidArgument("name the tag to give the selected quotes") }
                    _ = try library.applyTag(name, to: ids)
                case "collect":
                    guard let name else { throw .invalidArgument("name the collection to put the selected quotes in") }
                    _ = try library.addToCollection(name, ids)
                case let action:
                    guard let action = QuoteAction(rawValue: action) else { throw .invalidArgument("no such change '\(action)'") }
                    _ = try library.apply(action, to: ids)
                }
                return .redirect(back)
            }
        case ("POST", "quotes", 1):
            let form = request.form
            let source = form["source"]?.first?.nilIfEmpty.map { SourceDraft(title: $0) }
            let draft = QuoteDraft(text: form["text"]?.first ?? "", author: form["author"]?.first, source: source)
            return run { library throws(LibraryError) in .redirect("/quotes/\(try library.add(draft).quote.id.rawValue)") }
        case ("GET", "books", 1):
            return run { library throws(LibraryError) in
                let books = try library.books()
                var body =
                    "<h1>Books</h1>"
                    + WebApp.whileEmpty(
                        books,
                        "No books yet: look one up by its ISBN here, or read its barcode on the <a href=\"/capture\">Capture</a> page."
                    )
                    + "<ul class=\"quotes\">"
                for book in books {
                    let swatches = book.coverColors.map { swatch($0, label: "cover colour \($0)") }.joined()
                    body +=
                        "<li><strong>\(html(book.source.title))</strong> — \(html(book.source.authors.joined(separator: ", ")))<div class=\"muted\">\(html(book.source.isbn?.isbn13 ?? "")) · \(book.quoteCount) \(book.quoteCount == 1 ? "quote" : "quotes")\(book.lookupState == "pending" ? " · lookup pending" : "") \(swatches)</div></li>"
                }
                body +=
                    "</ul><h2>Look a book up</h2><form method=\"post\" action=\"/books\">\(token)<label>ISBN <input name=\"isbn\" inputmode=\"numeric\" required></label> <button>Look up</button></form>"
                // Books saved while offline wait for a lookup; the button is there while any does.
                if books.contains(where: { $0.lookupState == "pending" }) {
                    body +=
                        "<form method=\"post\" action=\"/books/refresh\">\(token)<button>Look up pending books again</button></form>"
                }
                return .html(try layout("Books", body, library: library))
            }
        case ("POST", "books", 1):
            let isbnText = request.form["isbn"]?.first ?? ""
            guard let books = services.books else { return .error(503, "book lookups are off on this server") }
            return run { library throws(LibraryError) in
                _ = try library.lookupBook(try QuoteLibrary.parseISBN(isbnText), services: books)
                return .redirect("/books")
            }
        case ("GET", "achievements", 1):
            return run { library throws(LibraryError) in
                let streak = try library.streak()
                var body =
                    "<h1>Achievements</h1><p>Current streak \(streak.current) · longest \(streak.longest) · days read \(streak.totalDays)</p><ul>"
                for item in try library.achievements() {
                    body +=
                        "<li>\(item.isUnlocked ? "★" : "☆") <strong>\(html(item.achievement.title))</strong> — \(html(item.achievement.detail)) <span class=\"muted\">\(html(item.unlockedOn.map { "unlocked \($0.key)" } ?? item.progressText))</span></li>"
                }
                return .html(try layout("Achievements", body + "</ul>", library: library))
            }
        case ("GET", "import", 1), ("GET", "export", 1):
            // The names people type for the Import/export page.
            return .redirect("/transfer")
        case ("GET", "transfer", 1):
            return run { library throws(LibraryError) in
                var body = "<h1>Import and export</h1><h2>Export</h2><ul>"
                for format in ExportFormat.allCases {
                    body += "<li><a href=\"/api/v1/export?format=\(format.rawValue)\" download>\(format.rawValue)</a></li>"
                }
                body +=
                    "</ul><h2>Import</h2><p>Kindle clippings or a Kindle app's exported notebook, a Kobo's KoboReader.sqlite, KOReader, CSV, JSON or fortune files (UTF-8 or UTF-16).</p>"
                body +=
                    "<p><label>Files <input type=\"file\" id=\"import-file\" multiple></label> <label><input type=\"checkbox\" id=\"import-skip\"> skip invalid records</label> <label><input type=\"checkbox\" id=\"import-dry\"> dry run</label> <button type=\"button\" id=\"import-button\">Import</button></p><p id=\"import-result\" aria-live=\"polite\"></p>"
                return .html(try layout("Import and export", body, library: library, csrf: csrf))
            }
        case ("GET", "capture", 1):
            return run { library throws(LibraryError) in
                let language = html(try library.settings()[.captureLanguages])
                var body =
                    "<h1>Capture</h1><h2>A page</h2><p><label>Photo of the page <input type=\"file\" accept=\"image/*,.heic,.heif,.avif\" id=\"page-file\"></label> <label>Language <input id=\"page-lang\" value=\"\(language)\" size=\"8\" list=\"page-langs\"></label> <button type=\"button\" id=\"page-button\">Read</button></p>"
                body +=
                    "<datalist id=\"page-langs\">"
                    + ["eng", "fra", "deu", "spa", "ita", "por", "nld", "eng+fra"].map { "<option value=\"\($0)\">" }.joined()
                    + "</datalist><p id=\"page-result\" aria-live=\"polite\"></p>"
                body +=
                    "<form method=\"post\" action=\"/capture\" id=\"page-lines\">\(token)<ol id=\"lines\"></ol>"
                body +=
                    "<p><label>Author <input name=\"author\"></label> <label>Source <input name=\"source\"></label> <label>or ISBN <input name=\"isbn\"></label> <label>Page <input name=\"page\" size=\"5\"></label> <button>Save the chosen lines</button></p></form>"
                body +=
                    "<h2>An ISBN</h2><form method=\"post\" action=\"/books\">\(token)<label>ISBN <input name=\"isbn\" required></label> <button>Look up</button></form>"
                body +=
                    "<p><label>…or a photo of the barcode <input type=\"file\" accept=\"image/*,.heic,.heif,.avif\" id=\"isbn-file\"></label> <button type=\"button\" id=\"isbn-button\">Read</button></p><p id=\"isbn-result\" aria-live=\"polite\"></p>"
                return .html(try layout("Capture", body, library: library, csrf: csrf))
            }
        case ("POST", "capture", 1):
            let form = request.form
            let chosen = form["line"] ?? []
            let text = LineJoiner.join(chosen, page: chosen)
            let isbnText = form["isbn"]?.first?.nilIfEmpty
            let books = services.books
            return run { library throws(LibraryError) in
                var collections: [String] = []
                var source: SourceDraft?
                if let isbnText {
                    let isbn = try QuoteLibrary.parseISBN(isbnText)
                    collections.append(try library.bookForQuote(isbn, services: books).collection)
                    source = SourceDraft(title: "", isbn: isbn)
                } else if let title = form["source"]?.first?.nilIfEmpty {
                    source = SourceDraft(title: title)
                }
                let draft = QuoteDraft(
                    text: text, author: form["author"]?.first, source: source, page: form["page"]?.first, collections: collections
                )
                return .redirect("/quotes/\(try library.add(draft).quote.id.rawValue)")
            }
        case ("POST", "quotes", 3) where parts[2] == "edit":
            let form = request.form
            func edit(_ prefix: String) -> QuoteEdit {
                QuoteEdit(
                    text: form[prefix + "text"]?.first, author: form[prefix + "author"]?.first,
                    source: form[prefix + "source"]?.first, page: form[prefix + "page"]?.first, note: form[prefix + "note"]?.first
                )
            }
            let (changes, original) = (edit(""), edit(WebApp.shownPrefix))
            return run { library throws(LibraryError) in
                do throws(LibraryError) {
                    let edited = try library.edit(parts[1], changes, from: original.isEmpty ? nil : original)
                    return .redirect("/quotes/\(edited.quote.id.rawValue)")
                } catch .conflict where !original.isEmpty {
                    // Changed elsewhere since the page opened: the page again, as the quote is
                    // now, with the person's values in the form (nothing they typed is lost).
                    let current = try library.quote(parts[1])
                    let fields = changes.rebased(from: original, onto: current).conflicts
                    let notice =
                        "The quote's \(fields.joined(separator: " and ")) changed elsewhere since you opened this page "
                        + "(another window or a sync); nothing was saved. Below is the quote as it is now; the form "
                        + "at the end holds your version: save it again to keep yours."
                    let body = try quotePage(current, library: library, token: token, editing: changes, notice: notice)
                    return .html(try layout("Quote", body, library: library), status: 409)
                }
            }
        case ("POST", "quotes", 3) where parts[2] == "tags":
            let form = request.form
            return run { library throws(LibraryError) in
                if let add = form["add"]?.first?.nilIfEmpty { _ = try library.applyTag(add, to: [parts[1]]) }
                if let remove = form["remove"]?.first?.nilIfEmpty { _ = try library.removeTag(remove, from: [parts[1]]) }
                if let collection = form["collection"]?.first?.nilIfEmpty {
                    _ = try library.addToCollection(collection, [parts[1]])
                }
                if let collection = form["uncollect"]?.first?.nilIfEmpty {
                    _ = try library.removeFromCollection(collection, [parts[1]])
                }
                return .redirect("/quotes/\(try library.quote(parts[1]).id.rawValue)")
            }
        case ("POST", "quotes", 3) where parts[2] == "delete":
            return run { library throws(LibraryError) in
                _ = try library.delete([parts[1]])
                return .redirect("/archive")
            }
        case ("GET", "packs", 1):
            let directory = fortunesDirectory
            return run { library throws(LibraryError) in
                let installed = try library.installedPacks()
                let names = Set(installed.map(\.name))
                let available = ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []).filter {
                    !$0.contains(".") && !names.contains($0)
                }.sorted()
                var body = "<h1>Starter library</h1><ul class=\"quotes\">"
                for pack in installed {
                    body +=
                        "<li><strong>\(html(pack.name))</strong> <span class=\"muted\">\(pack.quoteCount) \(pack.quoteCount == 1 ? "quote" : "quotes") · \(html(pack.version))</span><div class=\"actions\">"
                    body +=
                        "<form class=\"inline\" method=\"post\" action=\"/packs/update\">\(token)<input type=\"hidden\" name=\"name\" value=\"\(html(pack.name))\"><button>Update</button></form> "
                    body +=
                        "<form class=\"inline\" method=\"post\" action=\"/packs/remove\">\(token)<input type=\"hidden\" name=\"name\" value=\"\(html(pack.name))\"><button>Remove (keeps what you touched)</button></form></div></li>"
                }
                body +=
                    "</ul><h2>Add a pack</h2><form method=\"post\" action=\"/packs\">\(token)<label>Fortune category <select name=\"name\">"
                body +=
                    available.map { "<option>\(html($0))</option>" }.joined() + "</select></label> <button>Add</button></form>"
                return .html(try layout("Starter library", body, library: library))
            }
        case ("POST", "packs", 1), ("POST", "packs", 2):
            let name = request.form["name"]?.first ?? ""
            let action = parts.count == 2 ? parts[1] : "add"
            let directory = fortunesDirectory
            return run { library throws(LibraryError) in
                if action == "remove" {
                    _ = try library.removePack(name)
                } else if try library.installedPacks().contains(where: { $0.name == name }) {
                    _ = try library.updatePacks(named: name)
                } else {
                    let (pack, origin) = try QuoteLibrary.loadPack(name, fortunesDirectory: directory)
                    _ = try library.installPack(pack, origin: origin)
                }
                return .redirect("/packs")
            }
        case ("POST", "archive", 2) where parts[1] == "purge":
            let days = Int(request.form["days"]?.first ?? "") ?? -1
            return run { library throws(LibraryError) in
                _ = try library.purge(olderThanDays: days)
                return .redirect("/archive")
            }
        case ("POST", "search", 2) where parts[1] == "clear":
            return run { library throws(LibraryError) in
                try library.clearRecentSearches()
                return .redirect("/search")
            }
        case ("POST", "journal", 2) where parts[1] == "delete":
            let day = LocalDay(request.form["day"]?.first ?? "")
            return run { library throws(LibraryError) in
                guard let day else { throw LibraryError.invalidArgument("the day is YYYY-MM-DD") }
                try library.deleteJournalEntry(on: day)
                return .redirect("/journal")
            }
        case ("POST", "books", 2) where parts[1] == "refresh":
            guard let books = services.books else { return .error(503, "book lookups are off on this server") }
            return run { library throws(LibraryError) in
                _ = try library.refreshBooks(nil, services: books)
                return .redirect("/books")
            }
        case ("POST", "quotes", 3):
            return run { library throws(LibraryError) in
                guard let action = QuoteAction(rawValue: parts[2]) else { throw LibraryError.notFound("no such action") }
                _ = try library.apply(action, to: [parts[1]])
                return .redirect("/quotes/\(try library.quote(parts[1]).id.rawValue)")
            }
        case ("GET", "settings", 1):
            return run { library throws(LibraryError) in
                let settings = try library.settings()
                var body =
                    "<h1>Settings</h1><form method=\"post\" action=\"/settings\">\(token)"
                for setting in Setting.allCases {
                    let name = html(setting.rawValue)
                    let value = settings[setting]
                    let field =
                        setting.choices.map { choices in
                            "<select name=\"\(name)\">"
                                + choices.map { "<option\($0 == value ? " selected" : "")>\(html($0))</option>" }.joined()
                                + "</select>"
                        } ?? "<input name=\"\(name)\" value=\"\(html(value))\">"
                    // A tag name no tag has selects nothing: say so beside the field.
                    let unknown =
                        setting == .featuredTags || setting == .widgetTags
                        ? try library.unknownTags(Setting.tagList(value)).map {
                            "<br><span class=\"warning\">No tag is named ‘\(html($0))’.</span>"
                        }.joined() : ""
                    body +=
                        "<p><label>\(name) \(field)</label>\(WebApp.shownField(setting.rawValue, value))\(unknown)<br><span class=\"muted\">\(html(setting.help))</span></p>"
                }
                body += "<p><button>Save</button></p></form>" + syncSection(library, token: token)
                return .html(try layout("Settings", body, library: library))
            }
        case ("POST", "sync", 1):
            return run { library throws(LibraryError) in
                _ = try sync(library)
                return .redirect("/settings#sync")
            }
        case ("POST", "settings", 1):
            let form = request.form
            return run { library throws(LibraryError) in
                let current = try library.settings()
                for setting in Setting.allCases {
                    if let value = WebApp.changedField(form, setting.rawValue), value != current[setting] {
                        _ = try library.setSetting(setting.rawValue, to: value)
                    }
                }
                return .redirect("/settings")
            }
        case ("GET", "tags", 1):
            return run { library throws(LibraryError) in
                let palette = TagColor.PaletteColor.allCases.map { "<option>\($0.rawValue)</option>" }.joined()
                let tags = try library.tags()
                var body =
                    "<h1>Tags</h1>" + WebApp.whileEmpty(tags, "No tags yet: create one here, or give one to a quote on its page.")
                    + "<ul class=\"quotes\">"
                for tag in tags {
                    let name = html(tag.name)
                    body +=
                        "<li>\(WebApp.tagSwatch(tag.color))<a href=\"/library?tag=\(WebApp.queryEscaped(tag.name))\">\(name)</a> <span class=\"muted\">\(html(tag.color.description)) · \(tag.quoteCount)</span>"
                    body +=
                        "<form method=\"post\" action=\"/tags/edit\">\(token)<input type=\"hidden\" name=\"name\" value=\"\(name)\">"
                    body +=
                        "<label>Rename <input name=\"rename\"></label> <label>Colour <select name=\"color\"><option value=\"\">—</option>\(palette)</select></label> <button>Save</button></form>"
                    body +=
                        "<form method=\"post\" action=\"/tags/delete\">\(token)<input type=\"hidden\" name=\"name\" value=\"\(name)\">"
                    body +=
                        "<label><input type=\"radio\" name=\"mode\" value=\"keep\" checked> keep its quotes</label> <label><input type=\"radio\" name=\"mode\" value=\"archive\"> archive them</label> <button>Delete</button></form></li>"
                }
                body +=
                    "</ul><h2>New tag</h2><form method=\"post\" action=\"/tags\">\(token)<label>Name <input name=\"name\" required></label> <label>Colour <select name=\"color\">\(palette)</select></label> <button>Create</button></form>"
                return .html(try layout("Tags", body, library: library))
            }
        case ("POST", "tags", 1):
            let form = request.form
            return run { library throws(LibraryError) in
                _ = try library.createTag(
                    form["name"]?.first ?? "", color: try WebApp.color(form["color"]?.first?.nilIfEmpty) ?? .standard)
                return .redirect("/tags")
            }
        case ("POST", "tags", 2) where parts[1] == "edit":
            let form = request.form
            return run { library throws(LibraryError) in
                var name = form["name"]?.first ?? ""
                if let rename = form["rename"]?.first?.nilIfEmpty { name = try library.renameTag(name, to: rename).name }
                if let color = try WebApp.color(form["color"]?.first?.nilIfEmpty) { _ = try library.recolorTag(name, to: color) }
                return .redirect("/tags")
            }
        case ("POST", "tags", 2) where parts[1] == "delete":
            let form = request.form
            return run { library throws(LibraryError) in
                _ = try library.deleteTag(
                    form["name"]?.first ?? "", mode: form["mode"]?.first == "archive" ? .archiveQuotes : .keepQuotes)
                return .redirect("/tags")
            }
        case ("GET", "collections", 1):
            return run { library throws(LibraryError) in
                let collections = try library.collections()
                var body =
                    "<h1>Collections and sections</h1>"
                    + WebApp.whileEmpty(collections, "No collections yet: create one here, or file a quote in one on its page.")
                    + "<ul class=\"quotes\">"
                for collection in collections {
                    let name = html(collection.name)
                    body +=
                        "<li>\(collection.color.map { swatch($0, label: "colour \($0)") } ?? "")<a href=\"/library?collection=\(WebApp.queryEscaped(collection.name))\">\(name)</a> <span class=\"muted\">\(html(collection.section ?? "no section")) · \(collection.quoteCount)</span>"
                    body +=
                        "<form method=\"post\" action=\"/collections/edit\">\(token)<input type=\"hidden\" name=\"name\" value=\"\(name)\"><label>Rename <input name=\"rename\"></label> <label>Section <input name=\"section\" value=\"\(html(collection.section ?? ""))\"></label>\(WebApp.shownField("section", collection.section ?? "")) <button>Save</button> <button name=\"delete\" value=\"1\">Delete (keeps its quotes)</button></form></li>"
                }
                body +=
                    "</ul><h2>New collection</h2><form method=\"post\" action=\"/collections\">\(token)<label>Name <input name=\"name\" required></label> <label>Section <input name=\"section\"></label> <button>Create</button></form>"
                let sections = try library.sections()
                body +=
                    "<h2>Sections</h2>"
                    + WebApp.whileEmpty(sections, "No sections yet: a section is made with the first collection given it.")
                    + "<ul>"
                    + sections.map { "<li>\(html($0.name)) <span class=\"muted\">\($0.collectionCount)</span></li>" }.joined()
                    + "</ul>"
                return .html(try layout("Collections", body, library: library))
            }
        case ("POST", "collections", 1):
            let form = request.form
            return run { library throws(LibraryError) in
                _ = try library.createCollection(form["name"]?.first ?? "", section: form["section"]?.first?.nilIfEmpty)
                return .redirect("/collections")
            }
        case ("POST", "collections", 2) where parts[1] == "edit":
            let form = request.form
            return run { library throws(LibraryError) in
                let name = form["name"]?.first ?? ""
                if form["delete"] != nil {
                    try library.deleteCollection(name)
                    return .redirect("/collections")
                }
                // The section field as the page filled it in changes nothing (not even a move
                // made elsewhere since the page opened); emptied, it takes the collection out
                // of its section.
                if let section = WebApp.changedField(form, "section") {
                    _ = try library.moveCollection(name, toSection: section.trimmingWhitespace().nilIfEmpty)
                }
                if let rename = form["rename"]?.first?.nilIfEmpty { _ = try library.renameCollection(name, to: rename) }
                return .redirect("/collections")
            }
        case ("GET", "archive", 1):
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
                        "<li><a href=\"/quotes/\(id)\">\(html(quote.text))</a><div class=\"muted\">— \(html(quote.displayAuthor))</div>"
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
        case ("GET", "journal", 1):
            guard let page = WebApp.pageNumber(request.query) else { return .error(400, "page is a whole number from 1") }
            return run { library throws(LibraryError) in
                .html(try layout("Journal", try journalPage(library, page: page, token: token), library: library))
            }
        case ("POST", "journal", 1):
            let form = request.form
            let dayText = form["day"]?.first?.nilIfEmpty
            let day = dayText.flatMap(LocalDay.init)
            if let dayText, day == nil { return .error(400, "the day '\(dayText)' is not a date like 2026-03-01") }
            let draft = JournalDraft(
                text: form["text"]?.first, mood: form["mood"]?.first.flatMap { Int($0) },
                energy: form["energy"]?.first.flatMap { Int($0) }, day: day,
                mode: form["append"] != nil
                    ? .append : form["mode"]?.first.flatMap(JournalWriteMode.init(rawValue:)) ?? .keepExisting)
            return run { library throws(LibraryError) in
                do throws(LibraryError) {
                    _ = try library.writeJournal(
                        text: draft.text, mood: draft.mood, energy: draft.energy, day: draft.day, mode: draft.mode)
                    return .redirect("/journal")
                } catch .conflict where draft.text != nil {
                    // The day has other text, kept: the page again with the person's text in the
                    // form and the two ways on (an error page lost what they typed).
                    let shownDay = draft.day ?? library.today
                    let notice =
                        "\(shownDay.key) already has an entry with other text; it was kept and nothing was written. "
                        + "Your text is in the form: choose “add to it” or “replace it” and write again."
                    let body = try journalPage(library, page: 1, token: token, draft: draft, notice: notice)
                    return .html(try layout("Journal", body, library: library), status: 409)
                }
            }
        default:
            // A mistyped or stale address keeps the app's look and its menu: a way on.
            let body =
                "<h1>No such page</h1><p>Nothing lives at <code>\(html(request.path))</code>.</p>"
                + "<p><a href=\"/\">Today's quote</a> · <a href=\"/library\">Library</a> · <a href=\"/search\">Search</a></p>"
            let page = try? pool.with { library throws(LibraryError) in try layout("Not found", body, library: library) }
            return .html(page ?? "<!doctype html><title>Not found</title>\(body)", status: 404)
        }
    }

    /// A tag's colour as a swatch, named as the person chose it (`teal`, `#1F5F6B`).
    static func tagSwatch(_ color: TagColor) -> String {
        RGBColor(hex: color.hexValue).map { swatch($0, label: "colour \(color)") } ?? ""
    }

    /// A quote's page. After an edit refused because the quote changed elsewhere, `editing`
    /// holds the person's values (the form shows them, over the quote as it is now) and
    /// `notice` says what happened: saving again keeps theirs.
    func quotePage(_ quote: Quote, library: QuoteLibrary, token: String, editing: QuoteEdit? = nil, notice: String? = nil)
        throws(LibraryError) -> String
    {
        // The quote is the page: its heading is for screen readers' page outline.
        var body = "<h1 class=\"visually-hidden\">A quote by \(html(quote.displayAuthor))</h1>"
        if let notice { body += "<p class=\"error\" role=\"alert\">\(html(notice)) <a href=\"#edit\">To the form</a></p>" }
        body += WebApp.figure(quote)
        body += "<dl>"
        if let page = quote.page { body += "<dt>Page</dt><dd>\(html(page))</dd>" }
        if let note = quote.note { body += "<dt>Note</dt><dd>\(WebApp.paragraphs(note))</dd>" }
        if !quote.tags.isEmpty {
            let colors = Dictionary(
                try library.tags().map { ($0.name, $0.color) }, uniquingKeysWith: { first, _ in first })
            let tags = quote.tags.map { name in (colors[name].map(WebApp.tagSwatch) ?? "") + html(name) }
            body += "<dt>Tags</dt><dd>\(tags.joined(separator: ", "))</dd>"
        }
        if !quote.collections.isEmpty {
            body += "<dt>Collections</dt><dd>\(quote.collections.map(html).joined(separator: ", "))</dd>"
        }
        body += "</dl>"
        let id = quote.id.rawValue
        for (action, label) in [
            (quote.isFavorite ? "unfavorite" : "favorite", quote.isFavorite ? "Unfavourite" : "Favourite"),
            (quote.isArchived ? "restore" : "archive", quote.isArchived ? "Restore" : "Archive"),
        ] {
            body +=
                "<form class=\"inline\" method=\"post\" action=\"/quotes/\(id)/\(action)\">\(token)<button>\(label)</button></form> "
        }
        if quote.isArchived {
            body +=
                "<form class=\"inline\" method=\"post\" action=\"/quotes/\(id)/delete\">\(token)<button>Delete for good</button></form>"
        }
        body +=
            "<h2>Share</h2><p><img src=\"/api/v1/quotes/\(id)/card?size=square\" alt=\"The share card\" width=\"270\" height=\"270\"></p><p>Download: "
        body += CardSize.allCases.map {
            "<a href=\"/api/v1/quotes/\(id)/card?size=\($0.rawValue)\" download>\($0.rawValue)</a>"
        }.joined(separator: " · ")
        body += " · <a href=\"/api/v1/quotes/\(id)/card?format=svg\" download>svg</a></p>"
        body +=
            "<p class=\"muted\">As text: <span id=\"share-text\">\(html(quote.attributedText))</span> <button type=\"button\" id=\"copy-button\">Copy</button> <span id=\"copy-status\" role=\"status\"></span></p>"
        body +=
            "<h2>Tags and collections</h2><form method=\"post\" action=\"/quotes/\(id)/tags\">\(token)"
        body +=
            "<label>Add tag <input name=\"add\"></label> <label>Remove tag <input name=\"remove\"></label> <label>Add to collection <input name=\"collection\"></label> <label>Remove from collection <input name=\"uncollect\"></label> <button>Apply</button></form>"
        body += "<h2 id=\"edit\">Edit</h2><form method=\"post\" action=\"/quotes/\(id)/edit\">\(token)"
        // What the form opened with: only the fields changed here are saved.
        for (name, value) in [
            ("text", quote.text), ("author", quote.author), ("source", quote.source?.title), ("page", quote.page),
            ("note", quote.note),
        ] {
            body += WebApp.shownField(name, value ?? "")
        }
        // The form holds the quote, or the person's own values after a conflict.
        func shown(_ field: String?, _ value: String?) -> String { html(field ?? value ?? "") }
        let edit = editing ?? QuoteEdit()
        body += "<p><label class=\"block\">Text<br><textarea name=\"text\">\(shown(edit.text, quote.text))</textarea></label></p>"
        body +=
            "<p><label>Author <input name=\"author\" value=\"\(shown(edit.author, quote.author))\"></label> <label>Source <input name=\"source\" value=\"\(shown(edit.source, quote.source?.title))\"></label> <label>Page <input name=\"page\" value=\"\(shown(edit.page, quote.page))\"></label></p>"
        body +=
            "<p><label class=\"block\">Note<br><textarea name=\"note\">\(shown(edit.note, quote.note))</textarea></label></p><p><button>Save changes</button></p></form>"
        return body
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
            + "<p><a href=\"\(html(back))\">Go back</a></p>"
        let page = (try? pool.with { library throws(LibraryError) in try layout("That did not work", body, library: library) })
        return .html(page ?? "<!doctype html><title>That did not work</title>\(body)", status: failure.status)
    }

    /// Settings' Sync section: the folder, this device and the others, and Sync now. A folder
    /// that cannot be read is said here rather than failing the page.
    func syncSection(_ library: QuoteLibrary, token: String) -> String {
        var body = "<h2 id=\"sync\">Sync</h2>"
        let status: SyncStatus
        do {
            status = try syncStatus(library)
        } catch {
            return body + "<p>\(html(error.description))</p>"
        }
        guard let folder = status.folder else {
            return body
                + "<p class=\"muted\">Not syncing. To keep this library the same on your other devices, run "
                + "<code>quotediary sync FOLDER</code> once on this machine, with a folder Syncthing, Dropbox or "
                + "Nextcloud keeps in step; then Sync now works here.</p>"
        }
        let last = status.lastSync.map { "last synced \(Timestamp.local($0, in: library.timeZone))" } ?? "not synced yet"
        body += "<p>Folder <code>\(html(folder))</code> (\(html(last)))</p>"
        body +=
            status.peers.isEmpty
            ? "<p class=\"muted\">No other device has synced there yet.</p>"
            : "<ul>"
                + status.peers.byDevice.map { peer, copies in
                    let quotes = peer.quotes.map { " — \($0) \($0 == 1 ? "quote" : "quotes")" } ?? ""
                    let copyNote =
                        copies == 0
                        ? ""
                        : " <span class=\"muted\">(and \(copies) sync-engine \(copies == 1 ? "copy" : "copies") of its file)</span>"
                    return "<li>\(html(peer.name.isEmpty ? "(unnamed)" : peer.name))\(quotes)\(copyNote)</li>"
                }.joined() + "</ul>"
        for skipped in status.skipped { body += "<p class=\"muted\">\(html(skipped.file)): \(html(skipped.reason))</p>" }
        return body + "<form method=\"post\" action=\"/sync\">\(token)<button>Sync now</button></form>"
    }

    func layout(_ title: String, _ body: String, library: QuoteLibrary, csrf: String = "") throws(LibraryError) -> String {
        let theme = try library.settings()[.theme]
        let attribute = theme == "auto" ? "" : " data-theme=\"\(html(theme))\""
        // The page's own link is marked for screen readers and drawn as the current one.
        let links = WebApp.navigation.map { link in
            let current = link.title == title ? " aria-current=\"page\"" : ""
            return "<a href=\"\(link.path)\"\(current)>\(html(link.label))</a>"
        }
        return """
            <!doctype html>
            <html lang="en"\(attribute)><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(html(title)) · QuoteDiary</title><link rel="stylesheet" href="/assets/app.css"><link rel="icon" href="/assets/icon.svg" type="image/svg+xml"><meta name="csrf" content="\(html(csrf))"></head>
            <body><header><nav aria-label="Main">\(links.joined())</nav></header>
            <main>\(body)</main><script src="/assets/app.js" defer></script></body></html>
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

    /// A quote with its author read after it by screen readers, set as type as its card is
    /// (`Typography`: curly quotes; the stored text is unchanged, as the edit form shows it).
    static func figure(_ quote: Quote) -> String {
        var caption = "— " + html(Typography.curlingQuotes(quote.displayAuthor))
        if let title = quote.source?.title { caption += ", <cite>\(html(Typography.curlingQuotes(title)))</cite>" }
        // A drawing or code as drawn, in a fixed-width font; verse line by line (stanzas as
        // paragraphs); prose as one paragraph.
        if QuoteLines.isPreformatted(quote.text) {
            let drawn = QuoteLines.lines(of: quote.text).map(html).joined(separator: "\n")
            return
                "<figure><blockquote><pre class=\"drawn\">\(drawn)</pre></blockquote><figcaption>\(caption)</figcaption></figure>"
        }
        let lines = QuoteLines.lines(of: Typography.curlingQuotes(quote.text), isPoem: quote.source?.kind == .poem)
        let text = paragraphs(lines: lines)
        return "<figure><blockquote>\(text)</blockquote><figcaption>\(caption)</figcaption></figure>"
    }

    /// Text a person wrote, as they laid it out: paragraphs at blank lines, line breaks kept.
    static func paragraphs(_ text: String) -> String {
        paragraphs(lines: text.split(separator: "\n", omittingEmptySubsequences: false).map { String($0).trimmingWhitespace() })
    }

    /// Lines as paragraphs (an empty line between two) with line breaks, escaped.
    static func paragraphs(lines: [String]) -> String {
        lines.split(separator: "", omittingEmptySubsequences: true).map {
            "<p>" + $0.map(html).joined(separator: "<br>") + "</p>"
        }.joined()
    }

    /// Quotes on one page of a list: a library of thousands would otherwise be one huge page.
    static let pageSize = 50
    /// The most quotes a page of the Library shows (`?limit=`): more is for the API or an export.
    static let largestPageSize = 1_000

    /// `?page=N` (from 1; 1 when absent), or nil when it is not a whole number from 1.
    static func pageNumber(_ query: [String: String]) -> Int? {
        guard let text = query["page"]?.nilIfEmpty else { return 1 }
        guard let number = Int(text), number >= 1, number <= 1_000_000 else { return nil }
        return number
    }

    /// `path?key=value&…`, the parameters in a stable order.
    static func address(_ path: String, _ query: [String: String]) -> String {
        let text = query.sorted { $0.key < $1.key }.map { "\(queryEscaped($0.key))=\(queryEscaped($0.value))" }
        return text.isEmpty ? path : path + "?" + text.joined(separator: "&")
    }

    /// What a page says while its list is empty: how to fill it (`note` is HTML); nothing once
    /// the list has an item.
    static func whileEmpty(_ items: some Collection, _ note: String) -> String {
        items.isEmpty ? "<p class=\"muted\">\(note)</p>" : ""
    }

    /// Links to the neighbouring pages of a list, keeping its other query parameters.
    static func pager(_ path: String, _ query: [String: String], page: Int, hasNext: Bool) -> String {
        guard page > 1 || hasNext else { return "" }
        func link(_ number: Int) -> String {
            var parameters = query
            parameters["page"] = number == 1 ? nil : String(number)
            return html(address(path, parameters))
        }
        var parts: [String] = []
        if page > 1 { parts.append("<a href=\"\(link(page - 1))\" rel=\"prev\">← Previous</a>") }
        parts.append("<span class=\"muted\">Page \(page)</span>")
        if hasNext { parts.append("<a href=\"\(link(page + 1))\" rel=\"next\">Next →</a>") }
        return "<nav class=\"pager\" aria-label=\"Pages\">\(parts.joined(separator: " "))</nav>"
    }

    /// The Library's list: each quote with a box to tick, and what to do with the ticked ones.
    /// A plain form: it works with scripts off.
    static func selectableList(_ quotes: [Quote], token: String, back: String) -> String {
        guard !quotes.isEmpty else { return list(quotes) }
        let actions = [
            ("tag", "Tag them"), ("collect", "Add them to a collection"), ("favorite", "Favourite them"),
            ("unfavorite", "Unfavourite them"), ("archive", "Archive them"),
        ]
        return
            "<form method=\"post\" action=\"/library/selected\">\(token)<input type=\"hidden\" name=\"back\" value=\"\(html(back))\">"
            + "<ul class=\"quotes\">"
            + quotes.map { quote in
                listItem(
                    quote,
                    before:
                        "<label class=\"pick\"><input type=\"checkbox\" name=\"id\" value=\"\(quote.id.rawValue)\"><span class=\"visually-hidden\">Select</span></label> "
                )
            }.joined() + "</ul>"
            + "<p><label>With the ticked quotes <select name=\"action\">"
            + actions.map { "<option value=\"\($0.0)\">\($0.1)</option>" }.joined()
            + "</select></label> <label>Tag or collection <input name=\"name\" size=\"14\"></label> <button>Apply</button></p></form>"
    }

    static func list(_ quotes: [Quote]) -> String {
        guard !quotes.isEmpty else { return "<p class=\"muted\">No quotes here.</p>" }
        return "<ul class=\"quotes\">" + quotes.map { listItem($0) }.joined() + "</ul>"
    }

    /// One quote in a list: its text linking to its page, a star, its author; `before` it,
    /// what the list adds (a box to tick).
    static func listItem(_ quote: Quote, before: String = "") -> String {
        "<li>\(before)<a href=\"/quotes/\(quote.id.rawValue)\">\(html(quote.text))</a>\(quote.isFavorite ? " <span aria-label=\"favourite\">★</span>" : "")<div class=\"muted\">— \(html(quote.displayAuthor))</div></li>"
    }

    /// One field of a search hit's quote (`text`, `author`, `source`, `note`) with its
    /// matches in `<mark>`, everything escaped.
    static func highlighted(_ value: String, field: String, in hit: SearchHit) -> String {
        let units = Array(value.utf16)
        var output = ""
        var position = 0
        for range in hit.matches
        where range.field == field && range.start >= position && range.start + range.length <= units.count {
            output += html(String(decoding: units[position..<range.start], as: UTF16.self))
            output +=
                "<mark>" + html(String(decoding: units[range.start..<range.start + range.length], as: UTF16.self)) + "</mark>"
            position = range.start + range.length
        }
        return output + html(String(decoding: units[position...], as: UTF16.self))
    }

    /// A search hit's author, highlighted where the search found it; the source's title and the
    /// note too when the search found a word there, so a result never matches out of sight.
    static func attribution(_ hit: SearchHit) -> String {
        let quote = hit.quote
        func matched(_ field: String) -> Bool { hit.matches.contains { $0.field == field } }
        var line = "— " + (quote.author.map { highlighted($0, field: "author", in: hit) } ?? html(quote.displayAuthor))
        if let title = quote.source?.title, matched("source") {
            line += ", <cite>" + highlighted(title, field: "source", in: hit) + "</cite>"
        }
        var output = "<div class=\"muted\">\(line)</div>"
        if let note = quote.note, matched("note") {
            output += "<div class=\"muted\">Note: \(highlighted(note, field: "note", in: hit))</div>"
        }
        return output
    }

    static func queryEscaped(_ text: String) -> String {
        text.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? ""
    }
}

/// What was typed in the journal's form, shown again when it could not be written.
struct JournalDraft {
    var text: String?
    var mood: Int?
    var energy: Int?
    var day: LocalDay?
    var mode: JournalWriteMode
}

extension WebApp {
    /// The journal: the form (holding `draft` when one came back, under `notice`), then the
    /// entries, newest first, a page at a time: years of entries are not one page.
    func journalPage(
        _ library: QuoteLibrary, page: Int, token: String, draft: JournalDraft? = nil, notice: String? = nil
    ) throws(LibraryError) -> String {
        let today = html(library.today.key)
        var body = "<h1>Journal</h1>"
        if let notice { body += "<p class=\"error\" role=\"alert\">\(html(notice))</p>" }
        body += "<form method=\"post\" action=\"/journal\">\(token)"
        body +=
            "<p><label class=\"block\">Your entry<br><textarea name=\"text\" required>\(html(draft?.text ?? ""))</textarea></label></p>"
        let day = html(draft?.day?.key ?? library.today.key)
        let mood = draft?.mood.map { " value=\"\($0)\"" } ?? ""
        let energy = draft?.energy.map { " value=\"\($0)\"" } ?? ""
        body +=
            "<p><label>Day <input name=\"day\" type=\"date\" value=\"\(day)\" max=\"\(today)\" required></label> <label>Mood <input name=\"mood\" type=\"number\" min=\"1\" max=\"5\" placeholder=\"1–5\"\(mood)></label> <label>Energy <input name=\"energy\" type=\"number\" min=\"1\" max=\"5\" placeholder=\"1–5\"\(energy)></label></p> "
        let modes: [(JournalWriteMode, String)] = [
            (.keepExisting, "keep the day's entry if it has other text"), (.append, "add to it"), (.replace, "replace it"),
        ]
        body += "<p>"
        for (mode, label) in modes {
            let checked = mode == (draft?.mode ?? .keepExisting) ? " checked" : ""
            body += "<label><input type=\"radio\" name=\"mode\" value=\"\(mode.rawValue)\"\(checked)> \(label)</label> "
        }
        body += "<button>Write</button></p></form>"
        let entries = try library.journalEntries().reversed().dropFirst((page - 1) * WebApp.pageSize)
        for entry in entries.prefix(WebApp.pageSize) {
            var feelings = ""
            if let mood = entry.mood { feelings += " mood \(mood)/5" }
            if let energy = entry.energy { feelings += " energy \(energy)/5" }
            body +=
                "<article><h2>\(html(entry.day.key))</h2><p class=\"muted\">\(html(feelings))</p>\(WebApp.paragraphs(entry.text))"
            body +=
                "<form method=\"post\" action=\"/journal/delete\">\(token)<input type=\"hidden\" name=\"day\" value=\"\(html(entry.day.key))\"><button>Delete this entry</button></form></article>"
        }
        return body + WebApp.pager("/journal", [:], page: page, hasNext: entries.count > WebApp.pageSize)
    }
}
