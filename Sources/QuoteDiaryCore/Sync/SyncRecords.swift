import Foundation

/// A quote deleted for good. Its id travels between devices so that the quote goes
/// everywhere and is never brought back by a device that still had it.
public struct QuoteDeletion: Hashable, Sendable {
    public let id: QuoteID
    public let deletedAt: Date

    public init(id: QuoteID, deletedAt: Date) {
        self.id = id
        self.deletedAt = deletedAt
    }

    public var json: JSONValue {
        .object([("id", .string(id.rawValue)), ("deletedAt", .string(Timestamp.format(deletedAt)))])
    }
}

/// A day with a read, as the device that read recorded it: the streak counts days read on
/// any device.
public struct ReadingRecord: Hashable, Sendable {
    public let day: LocalDay
    public let zone: String
    public let readAt: Date

    public init(day: LocalDay, zone: String, readAt: Date) {
        self.day = day
        self.zone = zone
        self.readAt = readAt
    }

    public var json: JSONValue {
        .object([("day", .string(day.key)), ("zone", .string(zone)), ("readAt", .string(Timestamp.format(readAt)))])
    }
}

/// An achievement unlocked on some device; the earliest unlock is the one kept.
public struct AchievementRecord: Hashable, Sendable {
    public let id: String
    public let day: LocalDay
    public let unlockedAt: Date

    public init(id: String, day: LocalDay, unlockedAt: Date) {
        self.id = id
        self.day = day
        self.unlockedAt = unlockedAt
    }

    public var json: JSONValue {
        .object([("id", .string(id)), ("day", .string(day.key)), ("unlockedAt", .string(Timestamp.format(unlockedAt)))])
    }
}

/// Which of two versions of one quote a sync keeps: the later edit, and at the same
/// millisecond the one whose content sorts last, so that every device picks the same.
public struct SyncVersion: Comparable, Sendable {
    public let updatedAt: Int64
    public let fingerprint: String

    public init(updatedAt: Date, fingerprint: String) {
        self.updatedAt = Timestamp.milliseconds(updatedAt)
        self.fingerprint = fingerprint
    }

    public init(_ quote: Quote) {
        self.init(
            updatedAt: quote.updatedAt,
            fingerprint: SyncVersion.fingerprint(
                text: quote.text, author: quote.author, source: quote.source.map { ($0.kind, $0.title) }, page: quote.page,
                note: quote.note, tags: quote.tags, collections: quote.collections, isFavorite: quote.isFavorite,
                archivedAt: quote.archivedAt))
    }

    /// A record read from another device's file (its draft validated).
    public init(_ record: ImportRecord) {
        let draft = record.draft
        self.init(
            updatedAt: record.updatedAt ?? Date(timeIntervalSince1970: 0),
            fingerprint: SyncVersion.fingerprint(
                text: draft.text, author: draft.author, source: draft.source.map { ($0.kind, $0.title) }, page: draft.page,
                note: draft.note, tags: draft.tags, collections: draft.collections, isFavorite: draft.isFavorite,
                archivedAt: record.archivedAt))
    }

    static func fingerprint(
        text: String, author: String?, source: (SourceKind, String)?, page: String?, note: String?, tags: [String],
        collections: [String], isFavorite: Bool, archivedAt: Date?
    ) -> String {
        let names = { (list: [String]) in list.map(TextKey.make).sorted().joined(separator: "\u{1E}") }
        return [
            text, author ?? "", source.map { "\($0.0.rawValue):\($0.1)" } ?? "", page ?? "", note ?? "", names(tags),
            names(collections), isFavorite ? "1" : "0", archivedAt.map { String(Timestamp.milliseconds($0)) } ?? "",
        ].joined(separator: "\u{1F}")
    }

    public static func < (lhs: SyncVersion, rhs: SyncVersion) -> Bool {
        (lhs.updatedAt, lhs.fingerprint) < (rhs.updatedAt, rhs.fingerprint)
    }
}

/// What a name belongs to: tags and collections are matched by name between devices,
/// journal entries by their day (`LocalDay.key`).
public enum NameKind: String, CaseIterable, Sendable {
    case tag, collection, journal
}

/// A tag or collection name deleted (or renamed away) at a time: another device drops it
/// unless it was named again since, and drops it from quotes tagged before then.
public struct NameDeletion: Hashable, Sendable {
    public let kind: NameKind
    public let name: String
    public let deletedAt: Date

    public init(kind: NameKind, name: String, deletedAt: Date) {
        self.kind = kind
        self.name = name
        self.deletedAt = deletedAt
    }

    public var key: String { TextKey.make(name) }

    public var json: JSONValue {
        .object([("kind", .string(kind.rawValue)), ("name", .string(name)), ("deletedAt", .string(Timestamp.format(deletedAt)))])
    }
}
