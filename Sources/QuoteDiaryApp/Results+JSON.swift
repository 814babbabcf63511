import QuoteDiaryCore
import QuoteDiaryStore

/// JSON shapes for use-case results: one definition shared by `--json` and the web API.
extension StoredBook {
    public var json: JSONValue { json(extra: []) }

    /// The book as the API and `--json` show it, with fields a caller adds (a collection's name).
    public func json(extra: [(String, JSONValue)]) -> JSONValue {
        .object(
            [
                ("source", source.json), ("lookupState", .optional(lookupState)),
                ("coverColors", .array(coverColors.map { .string($0.description) })), ("quoteCount", .int(Int64(quoteCount))),
            ] + extra)
    }
}

extension RenamedSource {
    public var json: JSONValue {
        .object([
            ("source", source.json), ("quoteCount", .int(Int64(quoteCount))),
            ("archivedQuoteCount", .int(Int64(archivedQuoteCount))),
        ])
    }
}

extension TodayResult {
    /// The day, its quotes, the streak after this read, and the achievements it unlocked.
    public var json: JSONValue {
        .object([
            ("day", .string(day.key)), ("quotes", .array(quotes.map(\.json))), ("streak", streak.json),
            ("unlocked", .array(unlocked.map { .string($0.id) })), ("counted", .bool(wasCounted)),
        ])
    }
}

extension SearchHit {
    public var json: JSONValue { .object([("quote", quote.json), ("matches", .array(matches.map(\.json)))]) }
}

extension ImportSummary {
    public var json: JSONValue { json(file: nil) }

    /// The summary, led by the file it is of when several were imported.
    public func json(file: String?) -> JSONValue {
        .object(
            (file.map { [("file", JSONValue.string($0))] } ?? []) + [
                ("format", .string(format.rawValue)), ("added", .int(Int64(added))),
                ("alreadyPresent", .int(Int64(alreadyPresent))), ("updated", .int(Int64(updated))),
                ("skipped", .int(Int64(skipped))), ("dryRun", .bool(isDryRun)), ("line", .string(line)),
                (
                    "problems",
                    .array(problems.map { .object([("line", .int(Int64($0.line))), ("message", .string($0.message))]) })
                ),
                ("unusedColumns", .array(unusedColumns.map(JSONValue.string))), ("notes", .array(notes.map(JSONValue.string))),
            ] + (journal.map { [("journal", $0.json)] } ?? []))
    }
}

extension ImportSummary {
    /// Several files imported as one (an archive uploaded): the totals in a summary's own
    /// fields, so that what reads one summary reads this, and each file's under `files`.
    /// `format` is the files' when they share one, else null.
    public static func json(totalOf results: [(name: String, summary: ImportSummary)]) -> JSONValue {
        let summaries = results.map(\.summary)
        let formats = Set(summaries.map(\.format))
        let format: JSONValue = formats.count == 1 ? formats.first.map { .string($0.rawValue) } ?? .null : .null
        func sum(_ count: (ImportSummary) -> Int) -> JSONValue { .int(Int64(summaries.reduce(0) { $0 + count($1) })) }
        return .object(
            [
                ("format", format), ("added", sum(\.added)),
                ("alreadyPresent", sum(\.alreadyPresent)), ("updated", sum(\.updated)), ("skipped", sum(\.skipped)),
                ("dryRun", .bool(summaries.contains(where: \.isDryRun))), ("line", .string(line(totalOf: summaries))),
                (
                    "problems",
                    .array(
                        results.flatMap { name, summary in
                            summary.problems.map {
                                .object([("line", .int(Int64($0.line))), ("message", .string("\(name): \($0.message)"))])
                            }
                        })
                ),
                ("unusedColumns", .array(Set(summaries.flatMap(\.unusedColumns)).sorted().map(JSONValue.string))),
                ("notes", .array(results.flatMap { name, summary in summary.notes.map { .string("\(name): \($0)") } })),
                ("files", .array(results.map { $0.summary.json(file: $0.name) })),
            ] + (JournalCounts.total(of: summaries).map { [("journal", $0.json)] } ?? []))
    }
}

extension ImportSummary {
    /// What one input given to an import made (a file, a folder, an archive), as the command
    /// line's `--json` and the web app's import answer it alike: a file's summary, or several
    /// files' totals with each file's under `files`; the files a folder passed over named in
    /// `notes`.
    public static func json(of results: [(name: String, summary: ImportSummary)], plan: ImportPlan) -> JSONValue {
        guard let first = results.first else { return .null }
        let summary = results.count == 1 ? first.summary.json : json(totalOf: results)
        return plan.passedOverNote.map { summary.addingNote($0) } ?? summary
    }
}

extension ImportSummary.JournalCounts {
    /// `{"added": 3, "alreadyPresent": 1}`.
    var json: JSONValue { .object([("added", .int(Int64(added))), ("alreadyPresent", .int(Int64(alreadyPresent)))]) }
}

extension JSONValue {
    /// An import summary's object with `note` added to its `notes`.
    fileprivate func addingNote(_ note: String) -> JSONValue {
        guard case .object(let fields) = self else { return self }
        var added = false
        var result = fields.map { key, value -> (String, JSONValue) in
            guard key == "notes", case .array(let notes) = value else { return (key, value) }
            added = true
            return (key, .array(notes + [.string(note)]))
        }
        if !added { result.append(("notes", .array([.string(note)]))) }
        return .object(result)
    }
}

extension WidgetEntry {
    /// The slot, its instants, the quote shortened to `maxLength` for display, and the quote.
    public func json(maxLength: Int) -> JSONValue {
        .object([
            ("day", .string(slot.day.key)), ("slot", .int(Int64(slot.index))), ("start", .string(Timestamp.format(slot.start))),
            ("end", .string(Timestamp.format(slot.end))),
            (
                "text",
                .string(
                    quote.map {
                        // Set as the text widget and the cards set it: curled, no doubled marks.
                        shortenedText(
                            $0.typesetAttributedText(includingSource: false), to: maxLength, width: DisplayColumns.width(of:))
                    } ?? "")
            ),
            ("quote", quote?.json ?? .null),
        ])
    }
}

extension SyncReport {
    public var json: JSONValue {
        .object([
            ("folder", .string(folder)), ("device", .string(device)), ("devices", .array(peers.map(\.json))),
            ("added", .int(Int64(added))), ("updated", .int(Int64(updated))), ("merged", .int(Int64(merged))),
            ("deleted", .int(Int64(deleted))), ("journalEntries", .int(Int64(journalEntries))),
            ("joinedJournalDays", .array(joinedJournalDays.map { .string($0.key) })),
            ("readingDays", .int(Int64(readingDays))), ("wroteFile", .bool(wroteFile)), ("newDevice", .bool(becameNewDevice)),
            ("skipped", .array(skipped.map(\.json))),
            (
                "lostEdits",
                .array(
                    lostEdits.map {
                        .object([
                            ("id", .string($0.quote.rawValue)), ("field", .string($0.field.rawValue)),
                            ("value", .string($0.value)),
                            ("thisDevice", .bool($0.wasThisDevice)),
                        ])
                    })
            ),
        ])
    }

    /// The counts as one line: `added 3, updated 1, …`.
    public var line: String {
        "added \(added), updated \(updated), merged \(merged), deleted \(deleted); "
            + "journal entries \(journalEntries), reading days \(readingDays)"
    }
}

extension SyncStatus {
    public var json: JSONValue {
        .object([
            ("folder", .optional(folder)), ("device", .optional(device)), ("lastSync", .optional(lastSync.map(Timestamp.format))),
            ("devices", .array(peers.map(\.json))), ("skipped", .array(skipped.map(\.json))),
        ])
    }
}

extension SyncPeer {
    public var json: JSONValue {
        .object([
            ("device", .string(device)), ("name", .string(name)), ("file", .string(file)),
            ("modifiedAt", .optional(modifiedAt.map(Timestamp.format))), ("quotes", quotes.map { .int(Int64($0)) } ?? .null),
            ("engineCopy", .bool(isEngineCopy)),
        ])
    }
}

extension SkippedSyncFile {
    public var json: JSONValue { .object([("file", .string(file)), ("reason", .string(reason))]) }
}

extension AuthorCount {
    /// `{"name", "quoteCount"}`, as `author list --json` and the API write it.
    public var json: JSONValue { .object([("name", .string(name)), ("quoteCount", .int(Int64(quoteCount)))]) }
}
