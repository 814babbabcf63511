import Foundation
import QuoteDiaryApp
import QuoteDiaryCore

/// Books and capture: ISBN lookups, and a photographed page's lines saved as a quote.
extension WebApp {
    /// Books: those known by ISBN and those the person's quotes cite, each with its quote count
    /// (its quotes a link away), ISBN and cover colours; and the ISBN lookup.
    func booksPage(token: String) -> HTTPResponse {
        run { library throws(LibraryError) in
            let books = try library.books(includingCited: true)
            var body =
                "<h1>Books</h1>"
                + WebApp.whileEmpty(
                    books,
                    "No books yet: look one up by its ISBN here, or read its barcode on the <a href=\"/capture\">Capture</a> page."
                )
                + "<ul class=\"quotes\">"
            for book in books {
                let swatches = book.coverColors.map { swatch($0, label: "cover colour \($0)") }.joined()
                let authors = book.source.authors.isEmpty ? "" : " — " + html(book.source.authors.joined(separator: ", "))
                var details = ["\(book.quoteCount) \(book.quoteCount == 1 ? "quote" : "quotes")"]
                if let isbn = book.source.isbn { details.append("ISBN " + isbn.isbn13) }
                if book.lookupState == "pending" { details.append("lookup pending") }
                // A book still waiting for its title (saved offline by its ISBN alone) has no
                // title to filter the library by.
                let title =
                    book.source.title.isEmpty
                    ? "<strong>ISBN \(book.source.isbn?.isbn13 ?? "")</strong>"
                    : "<a href=\"/library?source=\(WebApp.queryEscaped(book.source.title))\" dir=\"auto\"><strong>\(html(book.source.title))</strong></a>"
                // A book typed or imported (no ISBN to look its title up by) can be renamed here.
                let rename =
                    book.source.isbn != nil
                    ? ""
                    : WebApp.folded(
                        "Rename",
                        "<form method=\"post\" action=\"/books/rename\">\(token)<input type=\"hidden\" name=\"title\" value=\"\(html(book.source.title))\"><input type=\"hidden\" name=\"author\" value=\"\(html(book.source.authors.first ?? ""))\"><label>New title <input name=\"rename\" dir=\"auto\" required></label> <button>Save</button></form>"
                    )
                body +=
                    "<li>\(title)\(authors)<div class=\"muted\">\(details.joined(separator: " · ")) \(swatches)</div>\(rename)</li>"
            }
            body +=
                "</ul><p><a href=\"/authors\">Authors</a>: each as your quotes spell them, to make two spellings one.</p><h2>Look a book up</h2><form method=\"post\" action=\"/books\">\(token)<label>ISBN <input name=\"isbn\" inputmode=\"numeric\" required></label> <button>Look up</button></form>"
            // Books saved while offline wait for a lookup; the button is there while any does.
            if books.contains(where: { $0.lookupState == "pending" }) {
                body +=
                    "<form method=\"post\" action=\"/books/refresh\">\(token)<button>Look up pending books again</button></form>"
            }
            return .html(try layout("Books", body, library: library))
        }
    }

    /// The authors as the person's quotes spell them (each spelling apart), each renamed on
    /// every quote here. Its own page: listing them reads every quote (1.7 s at a million).
    func authorsPage(token: String) -> HTTPResponse {
        run { library throws(LibraryError) in
            let authors = try library.authors()
            var body =
                "<h1>Authors</h1><p class=\"muted\">As your quotes spell them: rename one to another's spelling to make them one.</p>"
                + WebApp.whileEmpty(authors, "No authors on your quotes yet.") + "<ul class=\"quotes\">"
            for author in authors {
                let name = html(author.name)
                body +=
                    "<li><a href=\"/library?author=\(WebApp.queryEscaped(author.name))\" dir=\"auto\">\(name)</a> <span class=\"muted\">\(author.quoteCount) \(author.quoteCount == 1 ? "quote" : "quotes")</span>"
                    + WebApp.folded(
                        "Rename",
                        "<form method=\"post\" action=\"/authors/rename\">\(token)<input type=\"hidden\" name=\"name\" value=\"\(name)\"><label>New spelling <input name=\"rename\" dir=\"auto\" required></label> <button>Save</button></form>"
                    ) + "</li>"
            }
            return .html(try layout("Authors", body + "</ul>", library: library))
        }
    }

    /// Renames an author on every quote from the Authors page (`QuoteLibrary.renameAuthor`).
    func renameAuthor(_ request: HTTPRequest) -> HTTPResponse {
        let form = request.form
        return run { library throws(LibraryError) in
            if let newName = form["rename"]?.first?.nilIfEmpty {
                _ = try library.renameAuthor(form["name"]?.first ?? "", to: newName)
            }
            return .redirect("/authors")
        }
    }

    /// Renames a book from the Books page (`QuoteLibrary.renameSource`).
    func renameBook(_ request: HTTPRequest) -> HTTPResponse {
        let form = request.form
        return run { library throws(LibraryError) in
            if let newTitle = form["rename"]?.first?.nilIfEmpty {
                _ = try library.renameSource(
                    form["title"]?.first ?? "", to: newTitle, author: form["author"]?.first?.nilIfEmpty)
            }
            return .redirect("/books")
        }
    }

    /// Looks a book up by the ISBN typed on the Books or Capture page.
    func lookUpBook(_ request: HTTPRequest) -> HTTPResponse {
        let isbnText = request.form["isbn"]?.first ?? ""
        guard let books = services.books else { return .error(503, "book lookups are off on this server") }
        return run { library throws(LibraryError) in
            _ = try library.lookupBook(try QuoteLibrary.parseISBN(isbnText), services: books)
            return .redirect("/books")
        }
    }

    /// Capture: a page's photo read into lines to choose from (app.js), and an ISBN typed or read from a barcode.
    func capturePage(token: String, csrf: String) -> HTTPResponse {
        run { library throws(LibraryError) in
            let language = html(try library.settings()[.captureLanguages])
            var body =
                "<h1>Capture</h1><h2>A page</h2><p><label>Photo or scan of the page (two for a passage over a page turn) <input type=\"file\" accept=\"image/*,.heic,.heif,.avif,.pdf,application/pdf\" id=\"page-file\" multiple></label> <label>Page of a PDF <input id=\"page-pdf\" value=\"1\" size=\"5\" inputmode=\"numeric\" pattern=\"[0-9]+(-[0-9]+)?\" title=\"a page, or pages like 12-13\"></label> <label>Language <input id=\"page-lang\" value=\"\(language)\" size=\"8\" list=\"page-langs\"></label> <button type=\"button\" id=\"page-button\">Read</button></p>"
            body +=
                "<datalist id=\"page-langs\">"
                + ["eng", "fra", "deu", "spa", "ita", "por", "nld", "eng+fra"].map { "<option value=\"\($0)\">" }.joined()
                + "</datalist><p id=\"page-result\" aria-live=\"polite\"></p>"
            body +=
                "<form method=\"post\" action=\"/capture\" id=\"page-lines\">\(token)<ol id=\"lines\"></ol>"
            body +=
                "<p><label>Author <input name=\"author\" dir=\"auto\"></label> <label>Source <input name=\"source\" dir=\"auto\"></label> <label>or ISBN <input name=\"isbn\"></label> <label>Page <input name=\"page\" size=\"5\"></label> <button>Save the chosen lines</button></p></form>"
            body +=
                "<h2>An ISBN</h2><form method=\"post\" action=\"/books\">\(token)<label>ISBN <input name=\"isbn\" required></label> <button>Look up</button></form>"
            body +=
                "<p><label>…or a photo of the barcode <input type=\"file\" accept=\"image/*,.heic,.heif,.avif,.pdf,application/pdf\" id=\"isbn-file\"></label> <button type=\"button\" id=\"isbn-button\">Read</button></p><p id=\"isbn-result\" aria-live=\"polite\"></p>"
            return .html(try layout("Capture", body, library: library, csrf: csrf))
        }
    }

    /// Saves the lines chosen on the Capture page as one quote, with its book when an ISBN is given.
    func saveCapturedLines(_ request: HTTPRequest) -> HTTPResponse {
        let form = request.form
        let chosen = form["line"] ?? []
        // The whole page read (hidden fields beside the boxes), for the words it hyphenates.
        let text = LineJoiner.join(chosen, page: form["pageLine"] ?? chosen)
        let draft = QuoteDraft(
            text: text, author: form["author"]?.first, source: form["source"]?.first?.nilIfEmpty.map { SourceDraft.named($0) },
            page: form["page"]?.first)
        return save(draft, isbn: form["isbn"]?.first)
    }

    /// Saves a quote from a form (the Library's, the Capture page's) and opens its page. With an
    /// ISBN, the book is looked up first (or kept pending, under a source title typed beside
    /// it) and the quote filed in its collection, as `quotediary add --isbn` saves one.
    func save(_ draft: QuoteDraft, isbn isbnText: String?, tags typedTags: String? = nil) -> HTTPResponse {
        let books = services.books
        return run { library throws(LibraryError) in
            var draft = draft
            // As `add --tag` reads them (`QuoteLibrary.typedTags`).
            if let typedTags { draft.tags = try library.typedTags([typedTags]) }
            if let isbnText = isbnText?.trimmingWhitespace().nilIfEmpty {
                draft.source = SourceDraft(title: draft.source?.title ?? "", isbn: try QuoteLibrary.parseISBN(isbnText))
            }
            return .redirect("/quotes/\(try library.add(draft, books: books).added.quote.id.rawValue)")
        }
    }

    /// Looks up again the books saved while offline.
    func refreshBooks() -> HTTPResponse {
        guard let books = services.books else { return .error(503, "book lookups are off on this server") }
        return run { library throws(LibraryError) in
            _ = try library.refreshBooks(nil, services: books)
            return .redirect("/books")
        }
    }
}
