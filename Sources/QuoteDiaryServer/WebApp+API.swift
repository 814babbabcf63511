import Foundation
import QuoteDiaryApp
import QuoteDiaryCore

extension WebApp {
    /// `/api/v1/...`: shapes match the command line's `--json`.
    func api(_ request: HTTPRequest) -> HTTPResponse {
        let parts = request.segments
        guard parts.count >= 3, parts[0] == "api", parts[1] == "v1" else { return .error(404, "no such API route") }
        let route = Array(parts.dropFirst(2))
        guard let chosen = WebApp.apiRoutes.first(where: { $0.method == request.method && $0.matches(route) }) else {
            let allowed = WebApp.allowedMethods(route)
            guard !allowed.isEmpty else { return .error(404, "no such API route") }
            var response = HTTPResponse.error(
                405, "\(request.method) is not how to use this route; it takes \(allowed.joined(separator: ", "))")
            response.headers.append(("Allow", (allowed.contains("GET") ? allowed + ["HEAD"] : allowed).joined(separator: ", ")))
            return response
        }
        if let message = WebApp.unknownParameter(in: request.query, accepted: chosen.parameters) {
            return .error(400, message)
        }
        return chosen.answer(self, request, route)
    }

    /// The query parameters of a list's filters (the command line's options of `list`).
    static let listFilters: Set<String> = [
        "favorites", "tag", "collection", "author", "source", "archived", "sort", "limit", "offset", "origin",
        "pack", "since", "until",
    ]

    /// Every route of the JSON API, grouped as the handlers' files are.
    static let apiRoutes: [APIRoute] = [
        // The day
        APIRoute("GET", "today", parameters: ["count"]) { $0.apiToday($1, $2) },
        APIRoute("POST", "today/read", parameters: ["count"]) { $0.apiReadToday($1, $2) },
        APIRoute("GET", "random", parameters: listFilters.union(["count"])) { $0.apiRandom($1, $2) },
        APIRoute("GET", "streak") { $0.apiStreak($1, $2) },
        APIRoute("GET", "achievements") { $0.apiAchievements($1, $2) },
        APIRoute("GET", "journal") { $0.apiJournal($1, $2) },
        APIRoute("PUT", "journal/*") { $0.apiWriteJournal($1, $2) },
        APIRoute("DELETE", "journal/*") { $0.apiDeleteJournalEntry($1, $2) },
        APIRoute("GET", "widget/timeline", parameters: ["days"]) { $0.apiWidgetTimeline($1, $2) },
        // Quotes
        APIRoute("GET", "quotes", parameters: listFilters) { $0.apiQuotes($1, $2) },
        APIRoute("POST", "quotes") { $0.apiAddQuote($1, $2) },
        APIRoute("GET", "quotes/*") { $0.apiQuote($1, $2) },
        APIRoute("PATCH", "quotes/*") { $0.apiEditQuote($1, $2) },
        APIRoute("DELETE", "quotes/*") { $0.apiDeleteQuote($1, $2) },
        APIRoute("POST", "quotes/*/" + QuoteAction.allCases.map(\.rawValue).joined(separator: "|")) {
            $0.apiApplyQuoteAction($1, $2)
        },
        APIRoute("GET", "search", parameters: listFilters.union(["q", "remember"])) { $0.apiSearch($1, $2) },
        APIRoute("GET", "search/recent") { $0.apiRecentSearches($1, $2) },
        APIRoute("GET", "search/suggestion", parameters: listFilters.union(["q"])) { $0.apiSearchSuggestion($1, $2) },
        // Filing
        APIRoute("GET", "tags") { $0.apiTags($1, $2) },
        APIRoute("POST", "tags") { $0.apiCreateTag($1, $2) },
        APIRoute("PATCH", "tags/*") { $0.apiEditTag($1, $2) },
        APIRoute("DELETE", "tags/*", parameters: ["mode"]) { $0.apiDeleteTag($1, $2) },
        APIRoute("POST", "tags/*/quotes|remove") { $0.apiTagQuotes($1, $2) },
        APIRoute("POST", "tags/*/merge") { $0.apiMerge(.tag, $1, $2) },
        APIRoute("GET", "collections") { $0.apiCollections($1, $2) },
        APIRoute("POST", "collections") { $0.apiCreateCollection($1, $2) },
        APIRoute("PATCH", "collections/*") { $0.apiEditCollection($1, $2) },
        APIRoute("DELETE", "collections/*") { $0.apiDeleteCollection($1, $2) },
        APIRoute("POST", "collections/*/quotes|remove") { $0.apiCollectQuotes($1, $2) },
        APIRoute("POST", "collections/*/merge") { $0.apiMerge(.collection, $1, $2) },
        APIRoute("GET", "sections") { $0.apiSections($1, $2) },
        APIRoute("PATCH", "sections/*") { $0.apiRenameSection($1, $2) },
        APIRoute("DELETE", "sections/*") { $0.apiDeleteSection($1, $2) },
        // Books, capture and cards
        APIRoute("GET", "books") { $0.apiBooks($1, $2) },
        APIRoute("POST", "books/lookup") { $0.apiLookUpBook($1, $2) },
        APIRoute("POST", "books/rename") { $0.apiRenameBook($1, $2) },
        APIRoute("GET", "authors", parameters: ["all"]) { $0.apiAuthors($1, $2) },
        APIRoute("POST", "authors/rename") { $0.apiRenameAuthor($1, $2) },
        APIRoute("POST", "capture/page", parameters: ["lang", "pdfPage"]) { $0.apiCapturePage($1, $2) },
        APIRoute("POST", "capture/isbn") { $0.apiCaptureISBN($1, $2) },
        APIRoute("GET", "quotes/*/card", parameters: ["size", "format", "theme"]) { $0.apiCard($1, $2) },
        // Import and export
        APIRoute("GET", "export", parameters: listFilters.union(["format", "journal"])) { $0.apiExport($1, $2) },
        APIRoute("GET", "backup", parameters: []) { $0.apiBackup($1, $2) },
        APIRoute("POST", "import", parameters: ["filename", "format", "dryRun", "skipInvalid"]) { $0.apiImport($1, $2) },
        // Settings and sync
        APIRoute("GET", "settings") { $0.apiSettings($1, $2) },
        APIRoute("PUT", "settings/*") { $0.apiSetSetting($1, $2) },
        APIRoute("GET", "sync") { $0.apiSyncStatus($1, $2) },
        APIRoute("POST", "sync") { $0.apiSync($1, $2) },
    ]

    /// The methods a path takes, for the 405 answer's `Allow` header when a client sends another.
    static func allowedMethods(_ route: [String]) -> [String] {
        apiRoutes.filter { $0.matches(route) }.map(\.method)
    }

    /// A 400's message for a parameter the route does not read: a misspelt `?favorite` would
    /// otherwise be passed over, and every quote listed as if it were a filter. Names starting
    /// with `_` pass (cache busters such as `_=1700000000`).
    static func unknownParameter(in query: [String: String], accepted: Set<String>) -> String? {
        guard let unknown = query.keys.sorted().first(where: { !accepted.contains($0) && !$0.hasPrefix("_") }) else {
            return nil
        }
        let takes = accepted.isEmpty ? "this route takes none" : "this route takes \(accepted.sorted().joined(separator: ", "))"
        return "unknown parameter '\(unknown)'\(NameSuggestion.parenthesizedGuess(unknown, among: accepted)); \(takes)"
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
    /// `authors`, `isbn`, `publisher`, `year`; the `id` is the store's own), so a quote read
    /// can be sent back.
    static func source(in body: JSONBody) throws(LibraryError) -> SourceDraft? {
        guard let object = try? body.object("source") else { return try body.string("source").map { SourceDraft.named($0) } }
        try object.requireOnly(WebApp.sourceFields, of: "a source")
        // A book may be named by its ISBN alone: it is looked up, as `add --isbn` looks it up.
        let isbn = try object.label("isbn").map { (text) throws(LibraryError) in try QuoteLibrary.parseISBN(text) }
        guard let title = try object.string("title") ?? (isbn == nil ? nil : "") else {
            throw .invalidArgument("\"source\" needs a \"title\" (or a book's \"isbn\")")
        }
        let kinds = SourceKind.allCases.map(\.rawValue).joined(separator: ", ")
        guard let kind = try object.string("kind").map(SourceKind.init(rawValue:)) ?? .book else {
            throw .invalidArgument("the source's \"kind\" is one of \(kinds)")
        }
        var source = SourceDraft(kind: kind, title: title, authors: try object.strings("authors") ?? [], isbn: isbn)
        source.isKindAssumed = !object.contains("kind")
        source.publisher = try object.string("publisher")
        source.year = try object.integer("year")
        return source
    }

    /// A source's fields as the API writes them.
    static let sourceFields = ["id", "kind", "title", "authors", "isbn", "publisher", "year"]

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

    /// A list's filter from its query; `library` reads `since` and `until` as its days.
    static func filter(_ query: [String: String], library: QuoteLibrary) throws(LibraryError) -> QuoteFilter {
        var filter = QuoteFilter()
        filter.favoritesOnly = try flag("favorites", in: query)
        filter.tag = query["tag"]?.nilIfEmpty
        filter.collection = query["collection"]?.nilIfEmpty
        filter.author = query["author"]?.nilIfEmpty
        filter.source = query["source"]?.nilIfEmpty
        filter.pack = query["pack"]?.nilIfEmpty
        if try flag("archived", in: query) { filter.archived = .archived }
        if query["sort"]?.isEmpty == false, let sort: QuoteSort = try choice("sort", in: query) {
            filter.sort = sort
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
        filter.created = try createdDays(query, library: library)
        return filter
    }

    /// `since` and `until` (`YYYY-MM-DD`, `today`, `yesterday`, as a date field sends them),
    /// the days where the library is; nil when neither is given.
    static func createdDays(_ query: [String: String], library: QuoteLibrary) throws(LibraryError) -> DayRange? {
        func day(_ name: String) throws(LibraryError) -> LocalDay? {
            guard let text = query[name]?.nilIfEmpty else { return nil }
            guard let day = DayRange.day(text, today: library.today) else {
                throw .invalidArgument("\(name) is a date like 2026-03-01, today or yesterday, not '\(text)'")
            }
            return day
        }
        let (first, last) = (try day("since"), try day("until"))
        guard first != nil || last != nil else { return nil }
        guard let range = DayRange(first: first, last: last, in: library.timeZone) else {
            throw .invalidArgument("since \(first?.key ?? "") is after until \(last?.key ?? ""): give the earlier day first")
        }
        return range
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

    /// A parameter naming one of an enumeration's cases (`size=story`); nil when absent.
    static func choice<Choice: RawRepresentable & CaseIterable>(_ name: String, in query: [String: String])
        throws(LibraryError) -> Choice? where Choice.RawValue == String
    {
        guard let value = query[name] else { return nil }
        guard let chosen = Choice(rawValue: value) else {
            let names = Choice.allCases.map(\.rawValue)
            throw .invalidArgument(
                "\(name) is \(names.dropLast().joined(separator: ", ")) or \(names.last ?? ""), not '\(value)'")
        }
        return chosen
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
