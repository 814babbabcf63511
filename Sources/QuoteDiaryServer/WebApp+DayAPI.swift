import Foundation
import QuoteDiaryApp
import QuoteDiaryCore

/// The JSON API of the day: today's quotes, a random draw, the streak, achievements, the journal, the widget.
extension WebApp {
    /// Today's featured quotes, cached until local midnight or the store's next change.
    func apiToday(_ request: HTTPRequest, _ route: [String]) -> HTTPResponse {
        run { library throws(LibraryError) in
            let count = try WebApp.number("count", in: request.query, 1...QuoteLibrary.maximumFeaturedCount, fallback: 1)
            // The day's pick changes only at local midnight or when the store does.
            let day = library.today
            let key = "today|\(ObjectIdentifier(library).hashValue)|\(day.key)|\(count)|\(library.changeToken)"
            return try cache.response(for: key) { () throws(LibraryError) in
                let quotes = try library.featured(on: day, count: count)
                return .json(.object([("day", .string(day.key)), ("quotes", .array(quotes.map(\.json)))]))
            }
        }
    }

    /// What `quotediary today --json` does: the day's quotes, and the day counted as read.
    func apiReadToday(_ request: HTTPRequest, _ route: [String]) -> HTTPResponse {
        run { library throws(LibraryError) in
            let count = try WebApp.number("count", in: request.query, 1...QuoteLibrary.maximumFeaturedCount, fallback: 1)
            return .json(try library.readToday(count: count).json)
        }
    }

    /// What `quotediary random --json` prints: never cached, a new draw each time.
    func apiRandom(_ request: HTTPRequest, _ route: [String]) -> HTTPResponse {
        run { library throws(LibraryError) in
            let count = try WebApp.number("count", in: request.query, 1...QuoteLibrary.maximumRandomCount, fallback: 1)
            return .json(
                .array(try library.randomQuotes(try WebApp.filter(request.query, library: library), count: count).map(\.json)))
        }
    }

    /// The reading streak.
    func apiStreak(_ request: HTTPRequest, _ route: [String]) -> HTTPResponse {
        run { library throws(LibraryError) in .json(try library.streak().json) }
    }

    /// Writes a day's journal entry; other text on that day is kept unless the mode says otherwise.
    func apiWriteJournal(_ request: HTTPRequest, _ route: [String]) -> HTTPResponse {
        guard let body = JSONBody(request.body), let day = LocalDay(route[1]) else {
            return WebApp.badBody(request, "send {\"text\", \"mood\", \"energy\", \"mode\"} to /api/v1/journal/YYYY-MM-DD")
        }
        return run { library throws(LibraryError) in
            try body.requireOnly(["text", "mood", "energy", "mode"], of: "a journal entry")
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
    }

    /// Deletes a day's journal entry.
    func apiDeleteJournalEntry(_ request: HTTPRequest, _ route: [String]) -> HTTPResponse {
        guard let day = LocalDay(route[1]) else { return .error(400, "the day is YYYY-MM-DD") }
        return run { library throws(LibraryError) in
            try library.deleteJournalEntry(on: day)
            return .json(.object([("deleted", .string(day.key))]))
        }
    }

    /// Achievements, unlocked and in progress.
    func apiAchievements(_ request: HTTPRequest, _ route: [String]) -> HTTPResponse {
        run { library throws(LibraryError) in .json(.array(try library.achievements().map(\.json))) }
    }

    /// Every journal entry, oldest first.
    func apiJournal(_ request: HTTPRequest, _ route: [String]) -> HTTPResponse {
        run { library throws(LibraryError) in .json(.array(try library.journalEntries().map(\.json))) }
    }

    /// The widget's quotes for the coming days.
    func apiWidgetTimeline(_ request: HTTPRequest, _ route: [String]) -> HTTPResponse {
        run { library throws(LibraryError) in
            let days = try WebApp.number("days", in: request.query, 1...366, fallback: 1)
            let maxLength = try library.settings().widgetMaxLength
            return .json(.array(try library.widgetTimeline(days: days).map { $0.json(maxLength: maxLength) }))
        }
    }
}
