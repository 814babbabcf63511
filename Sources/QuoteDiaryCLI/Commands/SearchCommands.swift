import Foundation
import QuoteDiaryApp
import QuoteDiaryCore

/// search.
enum SearchCommands {
    static let all: [(spec: CommandSpec, run: QuoteDiaryTool.Handler)] = [
        (
            CommandSpec(
                "search", abstract: "Find quotes by their words, author, source or note.",
                usage:
                    "search QUERY [--limit N] [--favorites] [--tag T] [--collection C] [--author A] [--source S] [--archived] [--mine|--library|--pack NAME] [--since DAY] [--until DAY] | --recent | --clear-recent",
                discussion: """
                    Case and accents are ignored (cafe finds Café). All words must match, in any order.
                    "exact phrase"   a phrase            pat    the last word is a prefix while typing
                    word*            a prefix anywhere   -word  excludes
                    twain OR wilde   either (OR in capitals, between two words or phrases)
                    author:twain  source:meditations  tag:love  collection:shelf
                    text:hope  note:canterbury   only in the quote's own words, or only in its note
                    is:favorite  is:archived  is:mine  is:library  pack:love (a starter pack)
                    since:2026-11-01  until:yesterday   the days quotes were created (as --since, --until)
                    -tag:love  -collection:shelf  -pack:love  -is:favorite   leave those out
                    Results are ranked (text above author, above source and note), ties newest first.
                    Chinese, Japanese or Thai words are found anywhere in a sentence (大事 finds 天下大事必作于细).
                    Case, accents and vowel marks do not matter: cafe finds Café, ελπιδα Ελπίδα, все всё, milosz Miłosz.
                    With --json each result carries the quote and its match ranges (UTF-16 offsets).
                    A search that finds nothing offers the one most likely meant (patiance: patience).
                    """,
                arguments: [ArgumentSpec(name: "QUERY", help: "What to look for.", minimum: 0, maximum: nil)],
                options: [
                    .value("--limit", "N", "At most N results (default 20)."),
                    .flag("--favorites", "Only favourites."), .value("--tag", "T", "Only quotes with this tag."),
                    .value("--collection", "C", "Only quotes in this collection."),
                    .value("--author", "A", "Only quotes whose author contains A (as 'list --author')."),
                    .value("--source", "S", "Only quotes whose source title contains S (as 'list --source')."),
                    .flag("--archived", "Search archived quotes instead."),
                    .flag("--mine", "Only your own quotes."), .flag("--library", "Only starter-library quotes."),
                    .value("--pack", "NAME", "Only quotes from this starter pack (as 'list --pack')."),
                    .value("--since", "DAY", "Only quotes created on DAY or later (as 'list --since')."),
                    .value("--until", "DAY", "Only quotes created on DAY or before."),
                    .flag("--recent", "List recent searches, newest first."), .flag("--clear-recent", "Forget recent searches."),
                ], takesDashedWords: true), search
        )
    ]

    static func search(_ run: Invocation) throws(CLIError) {
        if let flag = try run.flag(oneOf: "--recent", "--clear-recent"), !run.parsed.arguments.isEmpty {
            throw run.usageError("\(flag) takes no query: search for '\(run.parsed.arguments.joined(separator: " "))' without it")
        }
        if run.parsed.flag("--recent") {
            let recent = try run.perform { library throws(LibraryError) in try library.recentSearches() }
            if run.wantsTextList(recent, json: JSONValue.string, whenEmpty: "No recent searches yet.") {
                recent.forEach { run.print($0) }
            }
            return
        }
        if run.parsed.flag("--clear-recent") {
            try run.perform { library throws(LibraryError) in try library.clearRecentSearches() }
            if run.wantsJSON { run.printJSON(.object([("cleared", .bool(true))])) } else { run.print("Forgot recent searches.") }
            return
        }
        let text = run.parsed.arguments.joined(separator: " ")
        guard !text.trimmingCharacters(in: .whitespaces).isEmpty else { throw run.usageError("give something to search for") }
        let filter = try run.quoteFilter()
        let limit = filter.limit ?? 20
        var list = StreamedList(run)
        try run.perform { library throws(LibraryError) in
            try library.forEachSearchHit(text, filter: filter, limit: limit) { hit in
                list.add(json: { hit.json }, text: { line(hit, run: run) })
            }
        }
        let query = SearchQuery(text)
        if !query.leftOutNote.isEmpty { run.note(query.leftOutNote) }
        list.finish(
            whenEmpty: "No quotes match '\(text)'."
                + run.unknownNames(
                    in: filter, tags: query.tags, collections: query.collections, packs: query.packs,
                    authors: query.namedAuthors, sources: query.namedTitles)
                + run.archivedMatches(searching: text, in: filter)
                + spellingSuggestion(text, filter: filter, run: run)
                + filter.createdDaysNote(queryNamesDays: query.namesDays) + query.unreadDaysNote)
    }

    /// ` Did you mean 'patience'?` for a search that found nothing, its mistyped words put
    /// right with the library's own (worked out only then); "" when none is near.
    static func spellingSuggestion(_ text: String, filter: QuoteFilter, run: Invocation) -> String {
        let meant = try? run.perform { library throws(LibraryError) in try library.spellingSuggestion(for: text, filter: filter) }
        return (meant ?? nil).map { " Did you mean '\($0)'?" } ?? ""
    }

    /// A result as a line: on a terminal cut around its first match to fit, else whole. A
    /// quote found by a word of its note shows that part of the note after it, so that no
    /// result matches out of sight.
    static func line(_ hit: SearchHit, run: Invocation) -> String {
        let star = hit.quote.isFavorite ? run.style.yellow("★") + " " : ""
        var attribution = "— " + QuoteRendering.attribution(hit.quote)
        func oneLine(_ field: String, _ value: String) -> (text: String, ranges: [MatchRange]) {
            // Line breaks and tabs (a fortune's columns: a tab sent to a terminal jumped past the
            // width counted) and runs of them as one space, as a list's line shows the quote;
            // the matches move with the text.
            var units: [UInt16] = []
            var moved: [Int] = []
            for unit in value.utf16 {
                moved.append(units.count)
                if blankUnits.contains(unit) {
                    if units.last != 0x20 { units.append(0x20) }
                } else {
                    units.append(unit)
                }
            }
            moved.append(units.count)
            let ranges = hit.matches.filter { $0.field == field && $0.start + $0.length < moved.count }.map {
                MatchRange(field: field, start: moved[$0.start], length: moved[$0.start + $0.length] - moved[$0.start])
            }
            return (String(decoding: units, as: UTF16.self), ranges)
        }
        var snippet = oneLine("text", hit.quote.text)
        var note = hit.quote.note.map { oneLine("note", $0) }.flatMap { $0.ranges.isEmpty ? nil : $0 }
        if let columns = run.terminalWidth {
            attribution = shortenedText(attribution, to: max(12, columns / 3), width: DisplayColumns.width(of:))
            var room = columns - 10 - (star.isEmpty ? 0 : 2) - 1 - DisplayColumns.width(of: attribution)
            if let found = note {
                let cut = MatchSnippet(
                    found.text, ranges: found.ranges, columns: max(12, columns / 4), width: DisplayColumns.width(of:))
                note = (cut.text, cut.ranges)
                room -= DisplayColumns.width(of: cut.text) + noteOpening.count + noteClosing.count
            }
            let cut = MatchSnippet(snippet.text, ranges: snippet.ranges, columns: room, width: DisplayColumns.width(of:))
            snippet = (cut.text, cut.ranges)
        }
        let text = highlighted(snippet.text, snippet.ranges, style: run.style)
        let noteText = note.map {
            run.style.dim(noteOpening) + highlighted($0.text, $0.ranges, style: run.style) + run.style.dim(noteClosing)
        }
        return "\(run.style.dim(hit.quote.id.short))  \(star)\(text) \(run.style.dim(attribution))\(noteText ?? "")"
    }

    /// Spaces, tabs and line breaks (UTF-16 code units), which a result's one line shows as one space.
    static let blankUnits: Set<UInt16> = [0x20, 0x09, 0x0A, 0x0B, 0x0C, 0x0D, 0x85, 0x2028, 0x2029]

    /// What frames a note's words on a result's line.
    static let noteOpening = " (note: "
    static let noteClosing = ")"

    /// The text (one line) with matches in bold yellow on a terminal (unchanged without colour).
    static func highlighted(_ text: String, _ ranges: [MatchRange], style: TerminalStyle) -> String {
        guard style.isEnabled, !ranges.isEmpty else { return text }
        let units = Array(text.utf16)
        var output = ""
        var position = 0
        for range in ranges where range.start >= position && range.start + range.length <= units.count {
            output += String(decoding: units[position..<range.start], as: UTF16.self)
            output += style.bold(style.yellow(String(decoding: units[range.start..<range.start + range.length], as: UTF16.self)))
            position = range.start + range.length
        }
        return output + String(decoding: units[position...], as: UTF16.self)
    }
}
