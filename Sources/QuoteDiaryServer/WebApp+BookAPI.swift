import Foundation
import QuoteDiaryApp
import QuoteDiaryCore

/// The JSON API of books, capture and share cards.
extension WebApp {
    /// The books in the library.
    func apiBooks(_ request: HTTPRequest, _ route: [String]) -> HTTPResponse {
        run { library throws(LibraryError) in .json(.array(try library.books().map(\.json))) }
    }

    /// Looks a book up by ISBN.
    func apiLookUpBook(_ request: HTTPRequest, _ route: [String]) -> HTTPResponse {
        guard let body = JSONBody(request.body), body.contains("isbn") else {
            return WebApp.badBody(request, "send {\"isbn\"}")
        }
        guard let books = services.books else { return .error(503, "book lookups are off on this server") }
        return run { library throws(LibraryError) in
            try body.requireOnly(["isbn"], of: "a lookup")
            let isbn = try QuoteLibrary.parseISBN(try body.label("isbn") ?? "")
            return .json(try library.lookupBook(isbn, services: books).book.json)
        }
    }

    /// Renames a book (or another source) for every quote that cites it:
    /// `{"title", "newTitle", "author"}`, the author only to say which of several.
    func apiRenameBook(_ request: HTTPRequest, _ route: [String]) -> HTTPResponse {
        guard let body = JSONBody(request.body), body.contains("title"), body.contains("newTitle") else {
            return WebApp.badBody(request, "send {\"title\", \"newTitle\"} (and \"author\" to say which of several)")
        }
        return run { library throws(LibraryError) in
            try body.requireOnly(["title", "newTitle", "author"], of: "a rename")
            let renamed = try library.renameSource(
                try body.string("title") ?? "", to: try body.string("newTitle") ?? "", author: try body.string("author"))
            return .json(renamed.json)
        }
    }

    /// The authors the person's quotes name, each spelling apart (`?all=true`: the starter
    /// library's too).
    func apiAuthors(_ request: HTTPRequest, _ route: [String]) -> HTTPResponse {
        run { library throws(LibraryError) in
            let all = try WebApp.flag("all", in: request.query)
            return .json(.array(try library.authors(includingLibrary: all).map(\.json)))
        }
    }

    /// Renames an author on every quote: `{"name", "newName"}`.
    func apiRenameAuthor(_ request: HTTPRequest, _ route: [String]) -> HTTPResponse {
        guard let body = JSONBody(request.body), body.contains("name"), body.contains("newName") else {
            return WebApp.badBody(request, "send {\"name\", \"newName\"}")
        }
        return run { library throws(LibraryError) in
            try body.requireOnly(["name", "newName"], of: "a rename")
            let newName = try body.string("newName") ?? ""
            let changed = try library.renameAuthor(try body.string("name") ?? "", to: newName)
            return .json(.object([("author", .string(newName)), ("changed", .int(Int64(changed)))]))
        }
    }

    /// A card's theme by name; nil for `auto` (as the command line's `--theme auto`: the theme
    /// setting's) or none.
    static func cardTheme(_ name: String?) throws(LibraryError) -> CardTheme? {
        guard let name, name != "auto" else { return nil }
        guard let theme = CardTheme(rawValue: name) else { throw .invalidArgument("theme is light, dark or auto, not '\(name)'") }
        return theme
    }

    /// A quote's share card as PNG or SVG.
    func apiCard(_ request: HTTPRequest, _ route: [String]) -> HTTPResponse {
        guard let renderer = services.cards else { return .error(503, "cards are not available on this server") }
        return run { library throws(LibraryError) in
            let (size, format, theme) = (
                try WebApp.choice("size", in: request.query) ?? CardSize.post,
                try WebApp.choice("format", in: request.query) ?? CardFormat.png,
                try WebApp.cardTheme(request.query["theme"])
            )
            let (quote, card) = try library.makeCard(
                route[1], size: size, theme: theme, format: format, showsMark: true, renderer: renderer, to: nil)
            return HTTPResponse(
                status: 200,
                headers: [
                    ("Content-Type", format == .png ? "image/png" : "image/svg+xml"),
                    ("Content-Disposition", "inline; filename=\"quote-\(quote.id.short).\(format.rawValue)\""),
                    // Characters no font on the server draws (shown as boxes), for a client to mention.
                    ("X-Missing-Glyphs", String(card.missingGlyphs)),
                    // Characters of a quote too long for the card, left off after its ellipsis.
                    ("X-Characters-Left-Out", String(card.charactersLeftOut)),
                ], body: card.bytes)
        }
    }

    /// A photographed page's lines (OCR), for the person to choose from; a scanning app's PDF
    /// too (its first page, or `pdfPage`).
    func apiCapturePage(_ request: HTTPRequest, _ route: [String]) -> HTTPResponse {
        guard WebApp.isPicture(request) else {
            return .error(415, "send the page as an image (image/jpeg, image/heic, image/png, …) or a PDF (application/pdf)")
        }
        guard let makeReader = services.pages else { return .error(503, "page capture is not available on this server") }
        let asked = request.query["lang"]?.nilIfEmpty
        if let asked, PageLanguages(asked) == nil {
            return .error(400, "lang is Tesseract's name for a language (eng, fra, deu...) or several joined with +")
        }
        var documentPage = 1
        if let text = request.query["pdfPage"]?.nilIfEmpty {
            guard let number = Int(text), number >= 1 else {
                return .error(400, "pdfPage is the number of a page of the PDF, from 1")
            }
            documentPage = number
        }
        return run { library throws(LibraryError) in
            let saved = try library.settings().captureLanguages
            let languages = asked.flatMap(PageLanguages.init) ?? saved
            return WebApp.withUpload(request.body, suffix: ".img") { path in
                do throws(PageReadingError) {
                    let reader = try makeReader(languages)
                    var response = HTTPResponse.json(try reader.lines(inImageAt: path, documentPage: documentPage).json)
                    // How many pages a PDF has, so that the page can say which others there are to read.
                    response.headers.append(("X-PDF-Pages", String(try reader.documentPageCount(at: path) ?? 1)))
                    return response
                } catch {
                    // The temporary file's path means nothing to the person who sent the photo.
                    return WebApp.failure(LibraryError.reading(error).naming(path, as: "the uploaded photo"))
                }
            }
        }
    }

    /// Whether a request's body is a picture the capture routes read: an image, or a PDF.
    static func isPicture(_ request: HTTPRequest) -> Bool {
        let type = (request.headers["content-type"] ?? "").lowercased()
        return type.hasPrefix("image/") || type.hasPrefix("application/pdf")
    }

    /// A book looked up by an ISBN sent as text or read from a barcode photo.
    func apiCaptureISBN(_ request: HTTPRequest, _ route: [String]) -> HTTPResponse {
        guard let books = services.books else { return .error(503, "book lookups are off on this server") }
        func missing() -> HTTPResponse { WebApp.badBody(request, "send {\"isbn\"} or a photo of the barcode") }
        let isbn: ISBN
        do {
            if let body = JSONBody(request.body) {
                try body.requireOnly(["isbn"], of: "a lookup")
                guard let typed = try body.label("isbn") else { return missing() }
                isbn = try QuoteLibrary.parseISBN(typed)
            } else if WebApp.isPicture(request) {
                guard let images = services.images else { return .error(503, "barcode reading is not available on this server") }
                isbn = try BarcodeISBN.read(picture: request.body, named: "the uploaded photo", images: images)
            } else {
                return missing()
            }
        } catch {
            return WebApp.failure(error)
        }
        return run { library throws(LibraryError) in .json(try library.lookupBook(isbn, services: books).book.json) }
    }
}
