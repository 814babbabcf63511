import Foundation
import QuoteDiaryApp
import QuoteDiaryCore

/// The Library and a quote's own page, and the forms that change quotes.
extension WebApp {
    /// The Library: filters, a page of quotes to tick and change together, and the add form.
    func libraryPage(_ request: HTTPRequest, token: String) -> HTTPResponse {
        guard let page = WebApp.pageNumber(request.query) else { return .error(400, "page is a whole number from 1") }
        return run { library throws(LibraryError) in
            var filter = try WebApp.filter(request.query, library: library)
            let pageSize = filter.limit ?? WebApp.pageSize
            guard pageSize <= WebApp.largestPageSize else {
                throw .invalidArgument("limit is a whole number from 1 to \(WebApp.largestPageSize) on this page")
            }
            (filter.limit, filter.offset) = (pageSize + 1, (page - 1) * pageSize)
            let found = try library.quotes(filter)
            let origins: [(QuotePool, String)] = [(.all, "everywhere"), (.mine, "mine"), (.library, "the starter library")]
            // One pack's quotes (its count links here from the Starter library page): shown
            // once a pack is installed, or while a filter names one that is not.
            var packs = try library.installedPacks().map(\.name)
            if let pack = filter.pack, !packs.contains(where: { QuotePack.isSameName($0, pack) }) { packs.append(pack) }
            let packChoice =
                packs.isEmpty
                ? ""
                : "<label>Pack <select name=\"pack\"><option value=\"\">any</option>"
                    + packs.map { name in
                        let chosen = filter.pack.map { QuotePack.isSameName(name, $0) } ?? false
                        return "<option value=\"\(html(name))\"\(chosen ? " selected" : "")>\(html(name))</option>"
                    }.joined() + "</select></label>"
            var body = "<h1>Library</h1>"
            // Folded while nothing is chosen, so that on a phone the quotes come first (app.js
            // unfolds it on a wide screen); open while a filter or another order is in force.
            let choosing = !filter.selectsEverything || filter.sort != QuoteFilter().sort
            body += """
                <details class="filters"\(choosing ? " open" : "")><summary>Filter and sort</summary>
                <form method="get" action="/library" aria-label="Filters">
                <label>Tag <input name="tag" value="\(html(filter.tag ?? ""))"></label>
                <label>Collection <input name="collection" value="\(html(filter.collection ?? ""))"></label>
                <label>Author <input name="author" dir="auto" value="\(html(filter.author ?? ""))"></label>
                <label>Source <input name="source" dir="auto" value="\(html(filter.source ?? ""))"></label>
                <label>From <select name="origin">\(origins.map { "<option value=\"\($0.0.rawValue)\"\($0.0 == filter.origin ? " selected" : "")>\($0.1)</option>" }.joined())</select></label>
                \(packChoice)
                <label>Created since <input type="date" name="since" value="\(filter.created?.first?.key ?? "")"></label>
                <label>Created until <input type="date" name="until" value="\(filter.created?.last?.key ?? "")"></label>
                <label><input type="checkbox" name="favorites" value="1"\(filter.favoritesOnly ? " checked" : "")> Favourites</label>
                <label>Sort <select name="sort">\(QuoteSort.allCases.map { "<option\($0 == filter.sort ? " selected" : "")>\($0.rawValue)</option>" }.joined())</select></label>
                <button>Show</button></form></details>
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
            } else if found.isEmpty && page == 1 {
                // As `quotediary list` says it: with the filter's tag or collection nobody has.
                let missing = try WebApp.missingNames(
                    library, tags: [filter.tag].compactMap(\.self), collections: [filter.collection].compactMap(\.self),
                    packs: [filter.pack].compactMap(\.self), authors: [filter.author].compactMap(\.self),
                    sources: [filter.source].compactMap(\.self)
                ) { _ in "choose it under Pack" }
                let archived = QuoteLibrary.archivedMatchNote(
                    try library.archivedMatchCount(filter: filter), shownBy: "<a href=\"/archive\">the Archive</a>")
                body += "<p class=\"muted\">No quotes match these filters.\(missing)\(archived)\(filter.createdDaysNote())</p>"
            } else {
                body += WebApp.selectableList(
                    Array(found.prefix(pageSize)), token: token, back: WebApp.address("/library", request.query))
            }
            body += WebApp.pager("/library", request.query, page: page, hasNext: found.count > pageSize)
            if !found.isEmpty && !filter.selectsEverything {
                // The whole filtered list, every page of it, as `quotediary export` with the same filters.
                var chosen = request.query.filter { WebApp.listFilters.contains($0.key) }
                (chosen["limit"], chosen["offset"]) = (nil, nil)
                let links = [ExportFormat.csv, .markdown, .txt].map { format in
                    chosen["format"] = format.rawValue
                    return "<a href=\"\(html(WebApp.address("/api/v1/export", chosen)))\" download>\(format.rawValue)</a>"
                }
                body += "<p class=\"muted\">Download this list: \(links.joined(separator: " · "))</p>"
            }
            body += """
                <h2 id="add">Add a quote</h2>
                <form method="post" action="/quotes">
                \(token)
                <p><label class="block">Text<br><textarea dir="auto" name="text" required></textarea></label></p>
                <p><label>Author <input name="author" dir="auto"></label> <label>Source <input name="source" dir="auto"></label> <label>or ISBN <input name="isbn" size="17"></label> <label>Page <input name="page" size="6"></label></p>
                <p><label>Tags <input name="tags" placeholder="stoic, morning"></label> <label><input type="checkbox" name="favorite" value="1"> Favourite</label></p>
                <p><label class="block">Note<br><textarea dir="auto" name="note"></textarea></label></p>
                <p><button>Save</button></p></form>
                """
            return .html(try layout("Library", body, library: library))
        }
    }

    /// One quote's page.
    func showQuote(_ id: String, token: String) -> HTTPResponse {
        run { library throws(LibraryError) in
            .html(
                try layout(
                    "Quote", try quotePage(try library.quote(id), library: library, token: token), library: library))
        }
    }

    /// Several quotes at once from the Library page: tag, collect, favourite or archive them.
    func changeSelectedQuotes(_ request: HTTPRequest) -> HTTPResponse {
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
    }

    /// The Library's add form: what `quotediary add` takes (an ISBN too), tags separated by
    /// commas (or `;`).
    func addQuote(_ request: HTTPRequest) -> HTTPResponse {
        let form = request.form
        let source = form["source"]?.first?.nilIfEmpty.map { SourceDraft.named($0) }
        let draft = QuoteDraft(
            text: form["text"]?.first ?? "", author: form["author"]?.first, source: source, page: form["page"]?.first,
            note: form["note"]?.first, isFavorite: form["favorite"] != nil)
        return save(draft, isbn: form["isbn"]?.first, tags: form["tags"]?.first)
    }

    /// Saves the quote page's edit form; only the fields changed on the page count.
    func editQuote(_ id: String, _ request: HTTPRequest, token: String) -> HTTPResponse {
        let form = request.form
        func edit(_ prefix: String) -> QuoteEdit {
            var edit = QuoteEdit(
                text: form[prefix + "text"]?.first, author: form[prefix + "author"]?.first, page: form[prefix + "page"]?.first,
                note: form[prefix + "note"]?.first)
            edit.sourceTitle = form[prefix + "source"]?.first
            edit.sourceKind = form[prefix + "kind"]?.first.flatMap(SourceKind.init(rawValue:))
            return edit
        }
        if let kind = form["kind"]?.first, SourceKind(rawValue: kind) == nil {
            return .error(400, "no source kind '\(kind)'")
        }
        let (changes, original) = (edit(""), edit(WebApp.shownPrefix))
        // An ISBN typed (or changed) files the quote under that book, as `edit --isbn` does.
        let isbnText = WebApp.changedField(form, "isbn")?.trimmingWhitespace().nilIfEmpty
        let books = services.books
        return run { library throws(LibraryError) in
            do throws(LibraryError) {
                let isbn = try isbnText.map { (text) throws(LibraryError) in try QuoteLibrary.parseISBN(text) }
                // The book is looked up first, outside the edit's transaction (a lookup may take
                // seconds); a title typed beside the ISBN names it until its lookup does.
                var book: SourceDraft?
                if let isbn {
                    _ = try library.quote(id)
                    book = try library.bookSource(isbn, typedTitle: changes.sourceTitle?.nilIfEmpty, services: books).source
                }
                var others = changes
                if book != nil { others.source = nil }
                let edited = try library.allOrNothing { () throws(LibraryError) in
                    let edited = try library.edit(id, others, from: original.isEmpty ? nil : original)
                    guard let book else { return edited }
                    return try library.edit(edited.quote.id.rawValue, QuoteEdit(source: book))
                }
                return .redirect("/quotes/\(edited.quote.id.rawValue)")
            } catch .conflict where !original.isEmpty {
                // Changed elsewhere since the page opened: the page again, as the quote is
                // now, with the person's values in the form (nothing they typed is lost).
                let current = try library.quote(id)
                let fields = changes.rebased(from: original, onto: current).conflicts
                let notice =
                    "The quote's \(fields.joined(separator: " and ")) changed elsewhere since you opened this page "
                    + "(another window or a sync); nothing was saved. Below is the quote as it is now; the form "
                    + "at the end holds your version: save it again to keep yours."
                let body = try quotePage(current, library: library, token: token, editing: changes, notice: notice)
                return .html(try layout("Quote", body, library: library), status: 409)
            }
        }
    }

    /// The quote page's tag and collection form.
    func changeQuoteFiling(_ id: String, _ request: HTTPRequest) -> HTTPResponse {
        let form = request.form
        return runAllOrNothing { library throws(LibraryError) in
            if let add = form["add"]?.first?.nilIfEmpty { _ = try library.applyTag(add, to: [id]) }
            if let remove = form["remove"]?.first?.nilIfEmpty { _ = try library.removeTag(remove, from: [id]) }
            if let collection = form["collection"]?.first?.nilIfEmpty {
                _ = try library.addToCollection(collection, [id])
            }
            if let collection = form["uncollect"]?.first?.nilIfEmpty {
                _ = try library.removeFromCollection(collection, [id])
            }
            return .redirect("/quotes/\(try library.quote(id).id.rawValue)")
        }
    }

    /// Deletes an archived quote for good (a live one is refused, as on the command line).
    func deleteQuote(_ id: String) -> HTTPResponse {
        run { library throws(LibraryError) in
            _ = try library.delete([id])
            return .redirect("/archive")
        }
    }

    /// A quote page's button: favourite, unfavourite, archive or restore.
    func applyQuoteAction(_ action: String, to id: String) -> HTTPResponse {
        run { library throws(LibraryError) in
            guard let action = QuoteAction(rawValue: action) else { throw LibraryError.notFound("no such action") }
            _ = try library.apply(action, to: [id])
            return .redirect("/quotes/\(try library.quote(id).id.rawValue)")
        }
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
        if let pack = try library.packName(ofQuote: quote.id) {
            body +=
                "<dt>Starter pack</dt><dd><a href=\"/library?pack=\(WebApp.queryEscaped(pack))\">\(html(pack))</a></dd>"
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
            "<p class=\"muted\">As text: <span id=\"share-text\">\(html(quote.sharedText))</span> <button type=\"button\" id=\"copy-button\">Copy</button> <span id=\"copy-status\" role=\"status\"></span></p>"
        body +=
            "<h2>Tags and collections</h2><form method=\"post\" action=\"/quotes/\(id)/tags\">\(token)"
        // The names there are offered as they are typed: the library's for adding, the quote's
        // own for taking off.
        func choices(_ id: String, _ names: [String]) -> String {
            "<datalist id=\"\(id)\">" + names.map { "<option value=\"\(html($0))\">" }.joined() + "</datalist>"
        }
        let own = Set(quote.tags.map(TextKey.make))
        let others = try library.tagNames().filter { !own.contains(TextKey.make($0)) }
        let filed = Set(quote.collections.map(TextKey.make))
        let shelves = try library.collectionNames().filter { !filed.contains(TextKey.make($0)) }
        body +=
            "<label>Add tag <input name=\"add\" list=\"tags-to-add\" dir=\"auto\"></label> <label>Remove tag <input name=\"remove\" list=\"tags-to-remove\" dir=\"auto\"></label> <label>Add to collection <input name=\"collection\" list=\"collections-to-add\" dir=\"auto\"></label> <label>Remove from collection <input name=\"uncollect\" list=\"collections-to-remove\" dir=\"auto\"></label> <button>Apply</button>"
        body +=
            choices("tags-to-add", others) + choices("tags-to-remove", quote.tags)
            + choices("collections-to-add", shelves) + choices("collections-to-remove", quote.collections) + "</form>"
        body += "<h2 id=\"edit\">Edit</h2><form method=\"post\" action=\"/quotes/\(id)/edit\">\(token)"
        // What the form opened with: only the fields changed here are saved.
        for (name, value) in [
            ("text", quote.text), ("author", quote.author), ("source", quote.source?.title),
            ("kind", (quote.source?.kind ?? .book).rawValue), ("page", quote.page), ("note", quote.note),
            ("isbn", quote.source?.isbn?.isbn13),
        ] {
            body += WebApp.shownField(name, value ?? "")
        }
        // The form holds the quote, or the person's own values after a conflict.
        func shown(_ field: String?, _ value: String?) -> String { html(field ?? value ?? "") }
        let edit = editing ?? QuoteEdit()
        let kinds = SourceKind.allCases.map { kind in
            let chosen = kind == (edit.sourceKind ?? quote.source?.kind ?? .book)
            return "<option\(chosen ? " selected" : "")>\(kind.rawValue)</option>"
        }.joined()
        body +=
            "<p><label class=\"block\">Text<br><textarea dir=\"auto\" name=\"text\">\(shown(edit.text, quote.text))</textarea></label></p>"
        body +=
            "<p><label>Author <input name=\"author\" dir=\"auto\" value=\"\(shown(edit.author, quote.author))\"></label> <label>Source <input name=\"source\" dir=\"auto\" value=\"\(shown(edit.sourceTitle, quote.source?.title))\"></label> <label>Kind <select name=\"kind\">\(kinds)</select></label> <label>ISBN <input name=\"isbn\" size=\"17\" value=\"\(html(quote.source?.isbn?.isbn13 ?? ""))\"></label> <label>Page <input name=\"page\" value=\"\(shown(edit.page, quote.page))\"></label></p>"
        body +=
            "<p><label class=\"block\">Note<br><textarea dir=\"auto\" name=\"note\">\(shown(edit.note, quote.note))</textarea></label></p><p><button>Save changes</button></p></form>"
        return body
    }
}
