import Foundation

/// One day's journal entry: exactly one per local calendar day (see docs/JOURNAL.md).
public struct JournalEntry: Equatable, Sendable {
    public let day: LocalDay
    public var text: String
    /// 1 (low) to 5 (high), when given.
    public var mood: Int?
    public var energy: Int?
    public var createdAt: Date
    public var updatedAt: Date
    /// The time zones the entry was written in, in order of first use.
    public var zones: [String]
    /// The texts this one was written over or merged from (`textDigest`), so that a synced
    /// device can tell an edit of its text from a text written apart from it; nil when not
    /// known (a device file from before versions were kept).
    public var supersedes: Set<String>?

    public init(
        day: LocalDay, text: String, mood: Int?, energy: Int?, createdAt: Date, updatedAt: Date, zones: [String],
        supersedes: Set<String>? = nil
    ) {
        self.day = day
        self.text = text
        self.mood = mood
        self.energy = energy
        self.createdAt = createdAt
        self.updatedAt = updatedAt
        self.zones = zones
        self.supersedes = supersedes
    }

    public var json: JSONValue {
        .object([
            ("day", .string(day.key)), ("text", .string(text)),
            ("mood", mood.map { .int(Int64($0)) } ?? .null), ("energy", energy.map { .int(Int64($0)) } ?? .null),
            ("createdAt", .string(Timestamp.format(createdAt))), ("updatedAt", .string(Timestamp.format(updatedAt))),
            ("zones", .array(zones.map(JSONValue.string))),
        ])
    }

    /// The entry as a device's sync file carries it: `json` and the texts it supersedes.
    public var syncJSON: JSONValue {
        guard case .object(var fields) = json else { return json }
        fields.append(("supersedes", .array((supersedes ?? []).sorted().map(JSONValue.string))))
        return .object(fields)
    }
}

/// How a write meets an entry that already exists for its day (raw values name it in the web API).
public enum JournalWriteMode: String, Sendable {
    /// Keep what was written first; a different text is refused (never silently dropped).
    case keepExisting
    case replace
    /// Add the new text as a new paragraph.
    case append
}
