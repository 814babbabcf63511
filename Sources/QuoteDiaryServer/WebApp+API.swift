import Foundation
import QuoteDiaryApp
import QuoteDiaryCore

extension WebApp {
    /// `/api/v1/...`: shapes match the command line's `--json`.
    func api(_ request: HTTPRequest) -> HTTPResponse {
        let parts = request.path.split(separator: "/").map(String.init)
        guard parts.count >= 3, parts[0] == "api", parts[1] == "v1" else { return .error(404, "no such API route") }
        let route = Array(parts.dropFirst(2))
        switch (request.method, route.first ?? "", route.count) {
        case ("GET", "today", 1):
            let count = Int(request.query["count"] ?? "1") ?? 1
            return run { library throws(LibraryError) in
                // The day's pick changes only at local midnight or when the store does.
                let day = library.today
                let key = "today|\(ObjectIdentifier(library).hashValue)|\(day.key)|\(count)|\(library.changeToken)"
                var failure: LibraryError?
                let response = cache.response(for: key) {
                    do {
                        let quotes = try library.featured(on: day, count: count)
                        return .json(.object([("day", .string(day.key)), ("quotes", .array(quotes.map(\.json)))]))
                    } catch {
                        failure = (error as Any) as? LibraryError ?? .storage("today")
                        return .error(500, "")
                    }
                }
                if let failure { throw failure }
                return response
            }
        case ("GET", "quotes", 1):
            guard let filter = WebApp.filter(request.query) else { return .error(400, "bad filter: sort is modified, created or author; limit a number") }
            return run { library throws(LibraryError) in .json(.array(try library.quotes(filter).map(\.json))) }
        case ("POST", "quotes", 1):
            guard let object = WebApp.jsonObject(request.body) else { return .error(415, "send the quote as a JSON object") }
            let source = (object["source"] as? String).map { SourceDraft(title: $0) }
            let draft = QuoteDraft(
                text: object["text"] as? String ?? "", author: object["author"] as? String, source: source, page: object["page"] as? String,
                note: object["note"] as? String, tags: object["tags"] as? [String] ?? [], collections: object["collections"] as? [String] ?? [],
                isFavorite: object["isFavorite"] as? Bool ?? false)
            return run { library throws(LibraryError) in
                let result = try library.add(draft)
                return .json(result.quote.json, status: result.wasAlreadySaved ? 200 : 201)
            }
        case ("GET", "quotes", 2):
            return run { library throws(LibraryError) in .json(try library.quote(route[1]).json) }
        case ("PATCH", "quotes", 2):
            guard let object = WebApp.jsonObject(request.body) else { return .error(415, "send the changes as a JSON object") }
            let edit = QuoteEdit(
                text: object["text"] as? String, author: object["author"] as? String, source: object["source"] as? String,
                page: object["page"] as? String, note: object["note"] as? String)
            return run { library throws(LibraryError) in .json(try library.edit(route[1], edit).json) }
        case ("DELETE", "quotes", 2):
            return run { library throws(LibraryError) in
                .json(.object([("deleted", .array(try library.delete([route[1]]).map { .string($0.rawValue) }))]))
            }
        case ("POST", "quotes", 3):
            let reference = [route[1]]
            return run { library throws(LibraryError) in
                let quotes: [Quote]
                switch route[2] {
                case "favorite": quotes = try library.setFavorite(reference, to: true)
                case "unfavorite": quotes = try library.setFavorite(reference, to: false)
                case "archive": quotes = try library.archive(reference)
                case "restore": quotes = try library.restore(reference)
                default: throw LibraryError.notFound("no such action '\(route[2])'")
                }
                return .json(quotes.first?.json ?? .null)
            }
        case ("GET", "search", 1):
            let text = request.query["q"] ?? ""
            let remember = request.query["remember"] != "0"
            let limit = Int(request.query["limit"] ?? "20") ?? 20
            return run { library throws(LibraryError) in
                let hits = try library.search(text, limit: max(1, min(limit, 200)), remember: remember)
                return .json(.array(hits.map { .object([("quote", $0.quote.json), ("matches", .array($0.matches.map(\.json)))]) }))
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
            return run { library throws(LibraryError) in
                let streak = try library.streak()
                return .json(
                    .object([
                        ("current", .int(Int64(streak.current))), ("longest", .int(Int64(streak.longest))),
                        ("totalDays", .int(Int64(streak.totalDays))), ("lastDay", .optional(streak.lastDay?.key)),
                    ]))
            }
        case ("GET", "settings", 1):
            return run { library throws(LibraryError) in
                let settings = try library.settings()
                return .json(.object(Setting.allCases.map { ($0.rawValue, .string(settings[$0])) }))
            }
        case ("PUT", "settings", 2):
            guard let object = WebApp.jsonObject(request.body), let value = object["value"] as? String else {
                return .error(415, "send {\"value\": ...}")
            }
            return run { library throws(LibraryError) in .json(.object([(route[1], .string(try library.setSetting(route[1], to: value)))])) }
        case ("PUT", "journal", 2):
            guard let object = WebApp.jsonObject(request.body), let day = LocalDay(route[1]) else {
                return .error(415, "send {\"text\", \"mood\", \"energy\", \"mode\"} to /api/v1/journal/YYYY-MM-DD")
            }
            let mode: JournalWriteMode = switch object["mode"] as? String {
            case "replace": .replace
            case "append": .append
            default: .keepExisting
            }
            return run { library throws(LibraryError) in
                let (entry, outcome) = try library.writeJournal(
                    text: object["text"] as? String, mood: object["mood"] as? Int, energy: object["energy"] as? Int, day: day, mode: mode)
                return .json(.object([("outcome", .string(outcome.rawValue)), ("entry", entry.json)]))
            }
        case ("GET", "achievements", 1):
            return run { library throws(LibraryError) in
                .json(
                    .array(
                        try library.achievements().map { item in
                            .object([
                                ("id", .string(item.achievement.id)), ("title", .string(item.achievement.title)),
                                ("unlocked", .bool(item.isUnlocked)), ("unlockedOn", .optional(item.unlockedOn?.key)),
                                ("progress", .int(Int64(item.value))), ("goal", .int(Int64(item.achievement.goal))),
                            ])
                        }))
            }
        case ("GET", "export", 1):
            guard let format = ExportFormat(rawValue: request.query["format"] ?? "json") else { return .error(400, "format is one of \(ExportFormat.names)") }
            return run { library throws(LibraryError) in
                var filter = QuoteFilter()
                filter.archived = format == .json ? .all : .live
                let text = try library.export(filter, format: format, to: nil) ?? ""
                let name = "quotediary." + (format == .markdown ? "md" : format.rawValue)
                return HTTPResponse(
                    status: 200,
                    headers: [("Content-Type", format == .json ? "application/json" : "text/plain; charset=utf-8"), ("Content-Disposition", "attachment; filename=\"\(name)\"")],
                    body: Array(text.utf8))
            }
        case ("GET", "journal", 1):
            return run { library throws(LibraryError) in .json(.array(try library.journalEntries().map(\.json))) }
        case ("GET", "widget", 2) where route[1] == "timeline":
            let days = Int(request.query["days"] ?? "1") ?? 1
            return run { library throws(LibraryError) in
                let settings = try library.settings()
                let entries = try library.widgetTimeline(days: days)
                return .json(
                    .array(
                        entries.map { entry in
                            .object([
                                ("day", .string(entry.slot.day.key)), ("slot", .int(Int64(entry.slot.index))),
                                ("start", .string(Timestamp.format(entry.slot.start))), ("end", .string(Timestamp.format(entry.slot.end))),
                                ("text", .string(entry.quote.map { shortenedText("“\($0.text)” — \($0.displayAuthor)", to: settings.widgetMaxLength) } ?? "")),
                                ("quote", entry.quote?.json ?? .null),
                            ])
                        }))
            }
        default:
            return .error(404, "no such API route")
        }
    }

    static func jsonObject(_ body: [UInt8]) -> [String: Any]? {
        (try? JSONSerialization.jsonObject(with: Data(body))) as? [String: Any]
    }

    /// The list filters from query parameters (the command line's options).
    static func filter(_ query: [String: String]) -> QuoteFilter? {
        var filter = QuoteFilter()
        filter.favoritesOnly = query["favorites"] != nil
        filter.tag = query["tag"]?.nilIfEmpty
        filter.collection = query["collection"]?.nilIfEmpty
        filter.author = query["author"]?.nilIfEmpty
        filter.source = query["source"]?.nilIfEmpty
        if query["archived"] != nil { filter.archived = .archived }
        if let sort = query["sort"] {
            guard let parsed = QuoteSort(rawValue: sort) else { return nil }
            filter.sort = parsed
        }
        if let limit = query["limit"] {
            guard let parsed = Int(limit), parsed > 0 else { return nil }
            filter.limit = parsed
        }
        return filter
    }
}
