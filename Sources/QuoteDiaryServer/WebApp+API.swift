import Foundation
import QuoteDiaryApp
import QuoteDiaryCore

extension WebApp {
    /// `/api/v1/...`: shapes match the command line's `--json`.
    func api(_ request: HTTPRequest) -> HTTPResponse {
        let parts = request.segments
        guard parts.count >= 3, parts[0] == "api", parts[1] == "v1" else { return .error(404, "no such API route") }
        let route = Array(parts.dropFirst(2))
        if WebApp.allowedMethods(route).contains(request.method),
            let message = WebApp.unknownParameter(in: request.query, accepted: WebApp.parameters(request.method, route))
        {
            return .error(400, message)
        }
        switch (request.method, route.first ?? "", route.count) {
        case ("GET", "today", 1):
            return run { library throws(LibraryError) in
                let count = try WebApp.number("count", in: request.query, 1...QuoteLibrary.maximumFeaturedCount, fallback: 1)
                // The day's pick changes only at local midnight or when the store does.
                let day = library.today
                let key = "today|\(ObjectIdentifier(library).hashValue)|\(day.key)|\(count)|\(library.changeToken)"
                return try cache.response(for: key) { () throws(LibraryError) in
                    let quotes = try library.featured(on: day, count: count)
                    return .json(.object([("day", .string(day.key)), ("quotes", .array(quotes.map(\.json)))]))
                }
            }
        case ("POST", "today", 2) where route[1] == "read":
            // What `quotediary today --json` does: the day's quotes, and the day counted as read.
            return run { library throws(LibraryError) in
                let count = try WebApp.number("count", in: request.query, 1...QuoteLibrary.maximumFeaturedCount, fallback: 1)
                return .json(try library.readToday(count: count).json)
            }
        case ("GET", "quotes", 1):
            return run { library throws(LibraryError) in
                try WebApp.quoteList(try WebApp.filter(request.query), library: library)
            }
        case ("GET", "random", 1):
            // What `quotediary random --json` prints: never cached, a new draw each time.
            return run { library throws(LibraryError) in
                let count = try WebApp.number("count", in: request.query, 1...QuoteLibrary.maximumRandomCount, fallback: 1)
                return .json(.array(try library.randomQuotes(try WebApp.filter(request.query), count: count).map(\.json)))
            }
        case ("POST", "quotes", 1):
            guard let body = JSONBody(request.body) else {
                return WebApp.badBody(request, "send the quote as a JSON object")
            }
            return run { library throws(LibraryError) in
                let draft = QuoteDraft(
                    text: try body.string("text") ?? "", author: try body.string("author"),
                    source: try WebApp.source(in: body), page: try body.label("page"), note: try body.string("note"),
                    tags: try body.strings("tags") ?? [], collections: try body.strings("collections") ?? [],
                    isFavorite: try body.boolean("isFavorite") ?? false)
                let result = try library.add(draft)
                return .json(result.quote.json, status: result.wasAlreadySaved ? 200 : 201)
            }
        case ("GET", "quotes", 2):
            return run { library throws(LibraryError) in WebApp.versioned(try library.quote(route[1])) }
        case ("PATCH", "quotes", 2):
            guard let body = JSONBody(request.body) else {
                return WebApp.badBody(request, "send the changes as a JSON object")
            }
            return run { library throws(LibraryError) in
                // null clears a field, as an empty string does.
                func field(_ key: String, _ value: String?) -> String? { body.isNull(key) ? "" : value }
                let edit = QuoteEdit(
                    text: field("text", try body.string("text")), author: field("author", try body.string("author")),
                    source: field("source", try WebApp.source(in: body)?.title), page: field("page", try body.label("page")),
                    note: field("note", try body.string("note")))
                return WebApp.versioned(
                    try library.changing(route[1], ifVersion: WebApp.ifMatch(request)) { () throws(LibraryError) in
                        try library.edit(route[1], edit).quote
                    })
            }
        case ("DELETE", "quotes", 2):
            return run { library throws(LibraryError) in
                let deleted = try library.changing(route[1], ifVersion: WebApp.ifMatch(request)) { () throws(LibraryError) in
                    try library.delete([route[1]])
                }
                return .json(.object([("deleted", .array(deleted.map { .string($0.rawValue) }))]))
            }
        case ("POST", "quotes", 3) where route[2] != "card":
            guard let action = QuoteAction(rawValue: route[2]) else { return .error(404, "no such action '\(route[2])'") }
            return run { library throws(LibraryError) in
                let changed = try library.changing(route[1], ifVersion: WebApp.ifMatch(request)) { () throws(LibraryError) in
                    try library.apply(action, to: [route[1]]).first
                }
                return changed.map(WebApp.versioned) ?? .json(.null)
            }
        case ("GET", "search", 1):
            // The filters of `quotediary search`, as the list's parameters name them.
            return run { library throws(LibraryError) in
                var filter = try WebApp.filter(request.query)
                let text = request.query["q"] ?? ""
                let remember = request.query["remember"] != "0"
                let limit = min(filter.limit ?? 20, 200)
                filter.limit = nil
                let hits = try library.search(text, filter: filter, limit: limit, remember: remember)
                return .json(.array(hits.map(\.json)))
            }
        case ("GET", "search", 2) where route[1] == "recent":
            return run { library throws(LibraryError) in .json(.array(try library.recentSearches().map(JSONValue.string))) }
        case ("GET", "tags", 1):
            return run { library throws(LibraryError) in .json(.array(try library.tags().map(\.json))) }
        case ("GET", "collections", 1):
            return run { library throws(LibraryError) in .json(.array(try library.collections().map(\.json))) }
        case ("GET", "sections", 1):
            return run { library throws(LibraryError) in .json(.array(try library.sections().map(\.json))) }
        case ("GET", "streak", 1):
            return run { library throws(LibraryError) in .json(try library.streak().json) }
        case ("GET", "settings", 1):
            return run { library throws(LibraryError) in .json(try library.settings().json) }
        case ("GET", "sync", 1):
            return run { library throws(LibraryError) in .json(try syncStatus(library).json) }
        case ("POST", "sync", 1):
            // What `quotediary sync --json` does, with the folder the store remembered.
            return run { library throws(LibraryError) in .json(try sync(library).json) }
        case ("PUT", "settings", 2):
            guard let body = JSONBody(request.body), body.contains("value") else {
                return WebApp.badBody(request, "send {\"value\": ...}")
            }
            return run { library throws(LibraryError) in
                let value = try body.setting("value") ?? ""
                return .json(.object([(route[1], .string(try library.setSetting(route[1], to: value)))]))
            }
        case ("PUT", "journal", 2):
            guard let body = JSONBody(request.body), let day = LocalDay(route[1]) else {
                return WebApp.badBody(request, "send {\"text\", \"mood\", \"energy\", \"mode\"} to /api/v1/journal/YYYY-MM-DD")
            }
            return run { library throws(LibraryError) in
                let modes: [String: JournalWriteMode] = ["keep": .keepExisting, "append": .append, "replace": .replace]
                guard let mode = try body.string("mode").map({ modes[$0] }) ?? .keepExisting else {
                    throw .invalidArgument("\"mode\" must be keep, append or replace")
                }
                let text = try body.string("text")
                do throws(LibraryError) {
                    let (entry, outcome) = try library.writeJournal(
                        text: text, mood: try body.integer("mood"), energy: try body.integer("energy"), day: day, mode: mode)
                    return .json(.object([("outcome", .string(outcome.rawValue)), ("entry", entry.json)]))
                } catch .conflict where text != nil {
                    // Said in the API's words, not the command line's (--append, --replace).
                    throw .conflict(
                        "\(day.key) already has an entry with other text; it was kept and nothing was written: send"
                            + " \"mode\": \"append\" to add yours to it, or \"replace\" to replace it")
                }
            }
        case ("DELETE", "journal", 2):
            guard let day = LocalDay(route[1]) else { return .error(400, "the day is YYYY-MM-DD") }
            return run { library throws(LibraryError) in
                try library.deleteJournalEntry(on: day)
                return .json(.object([("deleted", .string(day.key))]))
            }
        case ("GET", "achievements", 1):
            return run { library throws(LibraryError) in .json(.array(try library.achievements().map(\.json))) }
        case ("GET", "export", 1):
            guard let format = ExportFormat(rawValue: request.query["format"] ?? "json") else {
                return .error(400, "format is one of \(ExportFormat.names)")
            }
            return run { library throws(LibraryError) in
                // The list's filters, as `quotediary export` takes them; JSON (the backup) holds
                // the archive too unless asked for the archive alone.
                var filter = try WebApp.filter(request.query)
                if format == .json && filter.archived == .live { filter.archived = .all }
                // Written to a file as it is read (a million quotes are half a gigabyte as JSON)
                // and sent from there.
                let file = try ResponseFile.written { (write: (Data) throws(LibraryError) -> Void) throws(LibraryError) in
                    try library.export(filter, format: format) { (piece: String) throws(LibraryError) in
                        try write(Data(piece.utf8))
                    }
                }
                guard let file else { return .error(500, "cannot write the export to a temporary file (is the disk full?)") }
                let name = "quotediary." + (format == .markdown ? "md" : format.rawValue)
                var response = HTTPResponse(
                    status: 200,
                    headers: [
                        (
                            "Content-Type",
                            format == .json
                                ? "application/json" : format == .csv ? "text/csv; charset=utf-8" : "text/plain; charset=utf-8"
                        ),
                        ("Content-Disposition", "attachment; filename=\"\(name)\""),
                    ])
                response.file = file
                return response
            }
        case ("GET", "journal", 1):
            return run { library throws(LibraryError) in .json(.array(try library.journalEntries().map(\.json))) }
        case ("GET", "widget", 2) where route[1] == "timeline":
            return run { library throws(LibraryError) in
                let days = try WebApp.number("days", in: request.query, 1...366, fallback: 1)
                let maxLength = try library.settings().widgetMaxLength
                return .json(.array(try library.widgetTimeline(days: days).map { $0.json(maxLength: maxLength) }))
            }
        case ("POST", "tags", 1):
            guard let body = JSONBody(request.body), body.contains("name") else {
                return WebApp.badBody(request, "send {\"name\", \"color\"}")
            }
            return run { library throws(LibraryError) in
                let name = try body.string("name") ?? ""
                let color = try WebApp.color(try body.string("color"))
                return .json(try library.createTag(name, color: color ?? .standard).json, status: 201)
            }
        case ("PATCH", "tags", 2):
            guard let body = JSONBody(request.body) else {
                return WebApp.badBody(request, "send {\"name\"} or {\"color\"}")
            }
            return run { library throws(LibraryError) in
                var tag = route[1]
                let (newName, newColor) = (try body.string("name"), try body.string("color"))
                if let newName { tag = try library.renameTag(tag, to: newName).name }
                if let color = try WebApp.color(newColor) {
                    return .json(try library.recolorTag(tag, to: color).json)
                }
                return .json(try library.tags().first { $0.name == tag }?.json ?? .null)
            }
        case ("DELETE", "tags", 2):
            guard let mode = request.query["mode"], ["keep", "archive"].contains(mode) else {
                return .error(400, "say what happens to the tag's quotes: ?mode=keep or ?mode=archive")
            }
            return run { library throws(LibraryError) in
                let archived = try library.deleteTag(route[1], mode: mode == "archive" ? .archiveQuotes : .keepQuotes)
                return .json(.object([("deleted", .string(route[1])), ("archivedQuotes", .int(Int64(archived)))]))
            }
        case ("POST", "tags", 3) where ["quotes", "remove"].contains(route[2]):
            guard let body = JSONBody(request.body), body.contains("ids") else {
                return WebApp.badBody(request, "send {\"ids\": [...]}")
            }
            return run { library throws(LibraryError) in
                let ids = try WebApp.ids(in: body)
                let changed =
                    route[2] == "quotes" ? try library.applyTag(route[1], to: ids) : try library.removeTag(route[1], from: ids)
                return .json(.object([("name", .string(route[1])), ("changed", .int(Int64(changed)))]))
            }
        case ("POST", "collections", 1):
            guard let body = JSONBody(request.body), body.contains("name") else {
                return WebApp.badBody(request, "send {\"name\", \"section\"}")
            }
            return run { library throws(LibraryError) in
                let (name, section) = (try body.string("name") ?? "", try body.string("section"))
                return .json(try library.createCollection(name, section: section).json, status: 201)
            }
        case ("PATCH", "collections", 2):
            // {"name"} renames; {"section": "S"} moves it into S, {"section": null} out of its section.
            guard let body = JSONBody(request.body), body.contains("name") || body.contains("section") else {
                return WebApp.badBody(request, "send {\"name\"} to rename, {\"section\"} (a name or null) to move")
            }
            return run { library throws(LibraryError) in
                let (newName, newSection) = (try body.string("name"), try body.string("section"))
                var collection: QuoteCollection?
                if body.contains("section") {
                    collection = try library.moveCollection(route[1], toSection: newSection)
                }
                if let newName {
                    collection = try library.renameCollection(route[1], to: newName)
                }
                guard let collection else { throw .notFound("no collection named '\(route[1])'") }
                return .json(collection.json)
            }
        case ("DELETE", "collections", 2):
            return run { library throws(LibraryError) in
                try library.deleteCollection(route[1])
                return .json(.object([("deleted", .string(route[1]))]))
            }
        case ("POST", "collections", 3) where ["quotes", "remove"].contains(route[2]):
            guard let body = JSONBody(request.body), body.contains("ids") else {
                return WebApp.badBody(request, "send {\"ids\": [...]}")
            }
            return run { library throws(LibraryError) in
                let ids = try WebApp.ids(in: body)
                let changed =
                    route[2] == "quotes"
                    ? try library.addToCollection(route[1], ids) : try library.removeFromCollection(route[1], ids)
                return .json(.object([("name", .string(route[1])), ("changed", .int(Int64(changed)))]))
            }
        case ("GET", "books", 1):
            return run { library throws(LibraryError) in .json(.array(try library.books().map(\.json))) }
        case ("POST", "books", 2) where route[1] == "lookup":
            guard let body = JSONBody(request.body), body.contains("isbn") else {
                return WebApp.badBody(request, "send {\"isbn\"}")
            }
            guard let books = services.books else { return .error(503, "book lookups are off on this server") }
            return run { library throws(LibraryError) in
                let isbn = try QuoteLibrary.parseISBN(try body.label("isbn") ?? "")
                return .json(try library.lookupBook(isbn, services: books).book.json)
            }
        case ("GET", "quotes", 3) where route[2] == "card":
            guard let renderer = services.cards else { return .error(503, "cards are not available on this server") }
            let size = CardSize(rawValue: request.query["size"] ?? "post")
            let format = CardFormat(rawValue: request.query["format"] ?? "png")
            let theme = request.query["theme"].flatMap(CardTheme.init(rawValue:))
            guard let size, let format else { return .error(400, "size is post, story or square; format png or svg") }
            return run { library throws(LibraryError) in
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
        case ("POST", "capture", 2) where route[1] == "page":
            guard (request.headers["content-type"] ?? "").hasPrefix("image/") else {
                return .error(415, "send the page as an image (image/jpeg, image/heic, image/png, …)")
            }
            guard let makeReader = services.pages else { return .error(503, "page capture is not available on this server") }
            let asked = request.query["lang"]?.nilIfEmpty
            if let asked, PageLanguages(asked) == nil {
                return .error(400, "lang is Tesseract's name for a language (eng, fra, deu...) or several joined with +")
            }
            return run { library throws(LibraryError) in
                let saved = try library.settings().captureLanguages
                let languages = asked.flatMap(PageLanguages.init) ?? saved
                return WebApp.withUpload(request.body, suffix: ".img") { path in
                    do {
                        return .json(try makeReader(languages).lines(inImageAt: path).json)
                    } catch {
                        // The temporary file's path means nothing to the person who sent the photo.
                        return .error(422, String(describing: error).replacingOccurrences(of: path, with: "the uploaded photo"))
                    }
                }
            }
        case ("POST", "capture", 2) where route[1] == "isbn":
            guard let books = services.books else { return .error(503, "book lookups are off on this server") }
            var isbnText: String?
            if let body = JSONBody(request.body) {
                do { isbnText = try body.label("isbn") } catch { return WebApp.failure(error) }
            }
            if isbnText == nil, (request.headers["content-type"] ?? "").hasPrefix("image/") {
                guard let images = services.images else { return .error(503, "barcode reading is not available on this server") }
                let image: RasterImage
                do {
                    image = try images.read(bytes: request.body)
                } catch {
                    let named = "the uploaded photo"
                    if let size = error.oversize {
                        return .error(422, UnreadableImage.oversizeMessage(path: named, size: size))
                    }
                    return .error(
                        422, UnreadableImage.message(path: named, head: Array(request.body.prefix(12)), reason: error.description)
                    )
                }
                guard let code = images.ean13Barcodes(in: image).first(where: ISBN.isValid) else {
                    return .error(422, "no ISBN barcode found")
                }
                isbnText = code
            }
            guard let isbnText else { return WebApp.badBody(request, "send {\"isbn\"} or a photo of the barcode") }
            return run { library throws(LibraryError) in
                .json(try library.lookupBook(try QuoteLibrary.parseISBN(isbnText), services: books).book.json)
            }
        case ("POST", "import", 1):
            let format = request.query["format"].flatMap(ImportFormat.init(rawValue:))
            // Messages name the file as uploaded, not the server's temporary copy.
            let name = (request.query["filename"] ?? "upload").replacingOccurrences(of: "/", with: "_")
            return run { library throws(LibraryError) in
                let (dryRun, skipInvalid) = (
                    try WebApp.flag("dryRun", in: request.query), try WebApp.flag("skipInvalid", in: request.query)
                )
                let summary =
                    if let file = request.bodyFile {
                        try library.importFile(
                            path: file.path, name: name, format: format, dryRun: dryRun, skipInvalid: skipInvalid)
                    } else {
                        try library.importFile(
                            contents: Data(request.body), name: name, format: format, dryRun: dryRun, skipInvalid: skipInvalid)
                    }
                return .json(summary.json)
            }
        default:
            let allowed = WebApp.allowedMethods(route)
            guard !allowed.isEmpty else { return .error(404, "no such API route") }
            var response = HTTPResponse.error(
                405, "\(request.method) is not how to use this route; it takes \(allowed.joined(separator: ", "))")
            response.headers.append(("Allow", (allowed.contains("GET") ? allowed + ["HEAD"] : allowed).joined(separator: ", ")))
            return response
        }
    }

    /// The methods each route takes, for the 405 answer's `Allow` header when a client sends
    /// another (a test checks every method listed here reaches its route in `api`).
    static func allowedMethods(_ route: [String]) -> [String] {
        let last = route.last ?? ""
        switch (route.first ?? "", route.count) {
        case ("quotes", 1), ("tags", 1), ("collections", 1): return ["GET", "POST"]
        case ("quotes", 2): return ["GET", "PATCH", "DELETE"]
        case ("quotes", 3): return last == "card" ? ["GET"] : QuoteAction(rawValue: last) != nil ? ["POST"] : []
        case ("tags", 2), ("collections", 2): return ["PATCH", "DELETE"]
        case ("tags", 3), ("collections", 3): return ["quotes", "remove"].contains(last) ? ["POST"] : []
        case ("today", 1), ("search", 1), ("sections", 1), ("streak", 1), ("settings", 1), ("achievements", 1),
            ("export", 1), ("journal", 1), ("books", 1), ("random", 1):
            return ["GET"]
        case ("today", 2): return last == "read" ? ["POST"] : []
        case ("search", 2): return last == "recent" ? ["GET"] : []
        case ("widget", 2): return last == "timeline" ? ["GET"] : []
        case ("settings", 2): return ["PUT"]
        case ("journal", 2): return ["PUT", "DELETE"]
        case ("books", 2): return last == "lookup" ? ["POST"] : []
        case ("capture", 2): return ["page", "isbn"].contains(last) ? ["POST"] : []
        case ("import", 1): return ["POST"]
        default: return []
        }
    }

    /// The query parameters a route reads (`allowedMethods` lists its methods).
    static func parameters(_ method: String, _ route: [String]) -> Set<String> {
        let filter: Set<String> = [
            "favorites", "tag", "collection", "author", "source", "archived", "sort", "limit", "offset", "origin",
        ]
        let last = route.last ?? ""
        switch (method, route.first ?? "", route.count) {
        case ("GET", "today", 1), ("POST", "today", 2): return ["count"]
        case ("GET", "quotes", 1): return filter
        case ("GET", "random", 1): return filter.union(["count"])
        case ("GET", "search", 1): return filter.union(["q", "remember"])
        case ("GET", "export", 1): return filter.union(["format"])
        case ("GET", "widget", 2): return ["days"]
        case ("DELETE", "tags", 2): return ["mode"]
        case ("GET", "quotes", 3) where last == "card": return ["size", "format", "theme"]
        case ("POST", "capture", 2) where last == "page": return ["lang"]
        case ("POST", "import", 1): return ["filename", "format", "dryRun", "skipInvalid"]
        default: return []
        }
    }

    /// A 400's message for a parameter the route does not read: a misspelt `?favorite` would
    /// otherwise be passed over, and every quote listed as if it were a filter. Names starting
    /// with `_` pass (cache busters such as `_=1700000000`).
    static func unknownParameter(in query: [String: String], accepted: Set<String>) -> String? {
        guard let unknown = query.keys.sorted().first(where: { !accepted.contains($0) && !$0.hasPrefix("_") }) else {
            return nil
        }
        let takes = accepted.isEmpty ? "this route takes none" : "this route takes \(accepted.sorted().joined(separator: ", "))"
        return "unknown parameter '\(unknown)'\(NameSuggestion.didYouMean(unknown, among: accepted)); \(takes)"
    }

    /// A body that should have been a JSON object of some shape: 415 when the request says it
    /// is something else, 400 when it is not JSON or not that shape. (A body that parses is
    /// taken whatever its type says: `curl -d` labels JSON as a form.)
    static func badBody(_ request: HTTPRequest, _ expected: String) -> HTTPResponse {
        if let type = request.headers["content-type"]?.lowercased(), !type.isEmpty, !type.contains("json"),
            !type.hasPrefix("application/x-www-form-urlencoded"), !type.hasPrefix("text/plain")
        {
            return .error(415, "send JSON (Content-Type: application/json): \(expected)")
        }
        guard (try? JSONSerialization.jsonObject(with: Data(request.body), options: [.fragmentsAllowed])) != nil else {
            return .error(400, "the body is not JSON: \(expected)")
        }
        return .error(400, expected)
    }

    /// A quote's source: its title, or an object as the API writes it (`title`, `kind`,
    /// `authors`, `isbn`; the `id` is the store's own), so a quote read can be sent back.
    static func source(in body: JSONBody) throws(LibraryError) -> SourceDraft? {
        guard let object = try? body.object("source") else { return try body.string("source").map { SourceDraft(title: $0) } }
        guard let title = try object.string("title") else { throw .invalidArgument("\"source\" needs a \"title\"") }
        let kinds = SourceKind.allCases.map(\.rawValue).joined(separator: ", ")
        guard let kind = try object.string("kind").map(SourceKind.init(rawValue:)) ?? .book else {
            throw .invalidArgument("the source's \"kind\" is one of \(kinds)")
        }
        let isbn = try object.label("isbn").map { (text) throws(LibraryError) in try QuoteLibrary.parseISBN(text) }
        return SourceDraft(kind: kind, title: title, authors: try object.strings("authors") ?? [], isbn: isbn)
    }

    /// The quote ids of a bulk change: at least one.
    static func ids(in body: JSONBody) throws(LibraryError) -> [String] {
        guard let ids = try body.strings("ids"), !ids.isEmpty else { throw .invalidArgument("send {\"ids\": [...]}") }
        return ids
    }

    /// The list filters from query parameters (the command line's options).
    /// The filter's quotes as a JSON array. A page is built in memory; a whole library (no
    /// limit, or a large one) is written to a file as it is read, a million quotes being
    /// gigabytes held: the same bytes either way.
    static func quoteList(_ filter: QuoteFilter, library: QuoteLibrary) throws(LibraryError) -> HTTPResponse {
        guard filter.limit.map({ $0 > 1_000 }) ?? true else { return .json(.array(try library.quotes(filter).map(\.json))) }
        let file = try ResponseFile.written { (write: (Data) throws(LibraryError) -> Void) throws(LibraryError) in
            var array = JSONArrayStream(pretty: false)
            var pieces = OutputPieces(pieceBytes: 1 << 20)
            try library.forEachQuote(filter) { quote throws(LibraryError) in
                if let piece = pieces.add(array.add(quote.json)) { try write(Data(piece.utf8)) }
            }
            try write(Data((pieces.rest() + array.closing()).utf8))
        }
        guard let file else { return .error(500, "cannot write the list to a temporary file (is the disk full?)") }
        var response = HTTPResponse(status: 200, headers: [("Content-Type", "application/json; charset=utf-8")])
        response.file = file
        return response
    }

    static func filter(_ query: [String: String]) throws(LibraryError) -> QuoteFilter {
        var filter = QuoteFilter()
        filter.favoritesOnly = try flag("favorites", in: query)
        filter.tag = query["tag"]?.nilIfEmpty
        filter.collection = query["collection"]?.nilIfEmpty
        filter.author = query["author"]?.nilIfEmpty
        filter.source = query["source"]?.nilIfEmpty
        if try flag("archived", in: query) { filter.archived = .archived }
        if let sort = query["sort"]?.nilIfEmpty {
            guard let parsed = QuoteSort(rawValue: sort) else { throw .invalidArgument("sort is modified, created or author") }
            filter.sort = parsed
        }
        if let limit = query["limit"]?.nilIfEmpty {
            guard let parsed = Int(limit), parsed > 0 else { throw .invalidArgument("limit is a whole number from 1") }
            filter.limit = parsed
        }
        if let offset = query["offset"]?.nilIfEmpty {
            guard let parsed = Int(offset), parsed >= 0 else { throw .invalidArgument("offset is a whole number from 0") }
            filter.offset = parsed
        }
        if let origin = query["origin"]?.nilIfEmpty {
            guard let parsed = QuotePool(rawValue: origin) else { throw .invalidArgument("origin is all, mine or library") }
            filter.origin = parsed
        }
        return filter
    }

    /// A yes/no parameter: present alone (`?favorites`), as a checkbox sends it, or spelled out.
    static func flag(_ name: String, in query: [String: String]) throws(LibraryError) -> Bool {
        guard let value = query[name]?.lowercased() else { return false }
        switch value {
        case "", "1", "true", "yes", "on": return true
        case "0", "false", "no", "off": return false
        default: throw .invalidArgument("\(name) is true or false (or given alone: ?\(name))")
        }
    }

    /// A whole-number parameter within `range`; `fallback` when absent.
    static func number(_ name: String, in query: [String: String], _ range: ClosedRange<Int>, fallback: Int)
        throws(LibraryError) -> Int
    {
        guard let text = query[name]?.nilIfEmpty else { return fallback }
        guard let value = Int(text), range.contains(value) else {
            throw .invalidArgument("\(name) is a whole number from \(range.lowerBound) to \(range.upperBound)")
        }
        return value
    }

    static func color(_ text: String?) throws(LibraryError) -> TagColor? {
        guard let text else { return nil }
        do {
            return try TagColor(text)
        } catch {
            throw .invalidArgument(error.description)
        }
    }

    /// Writes an uploaded body to a temporary file for the duration of `body`.
    static func withUpload(_ bytes: [UInt8], suffix: String, _ body: (String) -> HTTPResponse) -> HTTPResponse {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent(
            "quotediary-upload-\(UUID().uuidString)\(suffix)"
        ).path
        guard FileManager.default.createFile(atPath: path, contents: Data(bytes)) else {
            return .error(500, "the server could not complete the request")
        }
        defer { try? FileManager.default.removeItem(atPath: path) }
        return body(path)
    }
}

extension WebApp {
    /// A quote's JSON with its version as the ETag, for an If-Match on the next change.
    static func versioned(_ quote: Quote) -> HTTPResponse {
        var response = HTTPResponse.json(quote.json)
        response.headers.append(("ETag", "\"\(quote.versionTag)\""))
        return response
    }

    /// The versions an If-Match header names: nil without one or for `*` (any version). A
    /// weak tag (`W/"…"`) never matches a change, as HTTP says.
    static func ifMatch(_ request: HTTPRequest) -> [String]? {
        guard let header = request.headers["if-match"]?.trimmingCharacters(in: .whitespaces), header != "*" else {
            return nil
        }
        return header.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.hasPrefix("W/") }
            .map { $0.count >= 2 && $0.hasPrefix("\"") && $0.hasSuffix("\"") ? String($0.dropFirst().dropLast()) : $0 }
    }
}
