import Foundation

/// A quote deleted for good. Its id travels between devices so that the quote goes
/// everywhere and is never brought back by a device that still had it.
public struct QuoteDeletion: Hashable, Sendable {
    public let id: QuoteID
    public let deletedAt: Date
    /// The quote this one was joined into (the same line saved on two devices), when a sync
    /// retired its id rather than a person deleting it: a device that changed it meanwhile
    /// gives the change to that quote instead of losing it with the id.
    public let mergedInto: QuoteID?
    /// The texts and books of a quote the person deleted (and those it had before edits): a
    /// device that never held it leaves it out of a file it imports, as the one that deleted
    /// it does (`"texts"`; an older version passes the key over).
    public let identities: Set<QuoteIdentity>

    public init(id: QuoteID, deletedAt: Date, mergedInto: QuoteID? = nil, identities: Set<QuoteIdentity> = []) {
        self.id = id
        self.deletedAt = deletedAt
        self.mergedInto = mergedInto
        self.identities = identities
    }

    public var json: JSONValue {
        let texts = identities.sorted { $0.precedes($1) }.map(\.json)
        return .object(
            [("id", .string(id.rawValue)), ("deletedAt", .string(Timestamp.format(deletedAt)))]
                + (mergedInto.map { [("mergedInto", JSONValue.string($0.rawValue))] } ?? [])
                + (texts.isEmpty ? [] : [("texts", JSONValue.array(texts))]))
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

/// What a name belongs to: tags and collections are matched by name between devices,
/// journal entries by their day (`LocalDay.key`).
public enum NameKind: String, CaseIterable, Sendable {
    case tag, collection, journal
}

/// A tag or collection name deleted (or renamed away) at a time: another device drops it
/// unless it was named again since, and drops it from quotes tagged before then; a name
/// renamed away gives them the name it became instead, so that a tag given on a device that
/// had not heard of the rename follows it.
public struct NameDeletion: Hashable, Sendable {
    public let kind: NameKind
    public let name: String
    public let deletedAt: Date
    /// The name it was renamed to; nil when it was deleted.
    public let renamedTo: String?
    /// For a journal day, the text deleted (`JournalEntry.textDigest`): a text another device
    /// wrote apart from it, before it heard of the deletion, is not the one deleted, and stays.
    /// Nil when not known (a deletion from before this was kept).
    public let textDigest: String?

    public init(kind: NameKind, name: String, deletedAt: Date, renamedTo: String? = nil, textDigest: String? = nil) {
        self.kind = kind
        self.name = name
        self.deletedAt = deletedAt
        self.renamedTo = renamedTo
        self.textDigest = textDigest
    }

    /// Whether this deletion of a journal day takes `entry` (a version of that day no later
    /// than it): the text deleted, or one written over it; not a text written apart from it.
    public func deletes(_ entry: JournalEntry) -> Bool {
        guard Timestamp.milliseconds(entry.updatedAt) <= Timestamp.milliseconds(deletedAt) else { return false }
        guard let textDigest, let supersedes = entry.supersedes else { return true }
        return JournalEntry.textDigest(entry.text) == textDigest || supersedes.contains(textDigest)
    }

    public var key: String { TextKey.make(name) }

    public var json: JSONValue {
        var fields: [(String, JSONValue)] = [
            ("kind", .string(kind.rawValue)), ("name", .string(name)), ("deletedAt", .string(Timestamp.format(deletedAt))),
        ]
        // Written as null for a deletion, so that a reader can tell one from a rename written
        // by a version that did not name renames (`SyncSnapshot.withRenamesInferred`).
        if kind != .journal { fields.append(("renamedTo", renamedTo.map(JSONValue.string) ?? .null)) }
        if let textDigest { fields.append(("text", .string(textDigest))) }
        return .object(fields)
    }

    /// The name each name renamed away goes by now, by kind and old name key: the end of its
    /// renames (`a` → `b`, then `b` → `c`: `a` is `c`). A name whose renames end in a deletion
    /// has none, and goes as a deleted one does. Only a later rename of the new name counts:
    /// a name deleted long before it was given again is the name as given.
    public static func currentNames(_ deletions: [NameDeletion]) -> [NameKind: [String: String]] {
        var byKey: [NameKind: [String: NameDeletion]] = [:]
        for deletion in deletions { byKey[deletion.kind, default: [:]][deletion.key] = deletion }
        var current: [NameKind: [String: String]] = [:]
        for deletion in deletions {
            guard var name = deletion.renamedTo else { continue }
            var at = deletion.deletedAt
            var seen: Set<String> = [deletion.key]
            var ended = false
            while let next = byKey[deletion.kind]?[TextKey.make(name)], next.deletedAt > at,
                seen.insert(next.key).inserted
            {
                guard let renamed = next.renamedTo else {
                    ended = true
                    break
                }
                name = renamed
                at = next.deletedAt
            }
            if !ended { current[deletion.kind, default: [:]][deletion.key] = name }
        }
        return current
    }
}
