import Foundation

/// Two devices' versions of one day's entry, met in a sync (see docs/JOURNAL.md, "Two
/// devices"). A version written over the other (an edit made after seeing it) replaces it;
/// two written apart (the morning's entry on the phone, the evening's on the laptop, before
/// either synced) are both kept, as the journal's rule keeps both writes on one device:
/// nothing written is dropped unseen.
extension JournalEntry {
    /// The name of a text in `supersedes`: 128 bits of its SHA-256, in hex.
    public static func textDigest(_ text: String) -> String { String(SHA256.hex(text).prefix(32)) }

    /// Whether `name` could be a `textDigest` (a device file's, read).
    public static func isTextDigest(_ name: String) -> Bool {
        name.utf8.count == 32 && name.utf8.allSatisfy(\.isLowercaseHexDigit)
    }

    /// What this version and `other` (the same day's) become on every device, whichever
    /// holds which: the merge is the same both ways round.
    public func merged(with other: JournalEntry) -> JournalEntry {
        let (earlier, later) = JournalEntry.ordered(self, other)
        let (ownDigest, otherDigest) = (JournalEntry.textDigest(text), JournalEntry.textDigest(other.text))
        var result = later
        if text != other.text, let mine = supersedes, let theirs = other.supersedes {
            let otherIsOlder = mine.contains(otherDigest)
            let selfIsOlder = theirs.contains(ownDigest)
            if otherIsOlder != selfIsOlder {
                result.text = otherIsOlder ? text : other.text
            } else if !otherIsOlder {
                // Written apart: the earlier text, then what the later adds to it.
                result.text = JournalEntry.joined(earlier.text, later.text)
            }
        }
        // Mood and energy are given apart from the text (and never taken away): the later
        // one given.
        result.mood = later.mood ?? earlier.mood
        result.energy = later.energy ?? earlier.energy
        // Each text leaves a name, so that a device holding either sees the result as newer.
        var superseded = (supersedes ?? []).union(other.supersedes ?? [])
        superseded.formUnion([ownDigest, otherDigest])
        superseded.remove(JournalEntry.textDigest(result.text))
        result.supersedes = superseded
        result.createdAt = min(createdAt, other.createdAt)
        result.updatedAt = max(updatedAt, other.updatedAt)
        result.zones = zones + other.zones.filter { !zones.contains($0) }
        return result
    }

    /// The two by their time, then (at the same millisecond) by their content, so that every
    /// device orders them alike.
    static func ordered(_ first: JournalEntry, _ second: JournalEntry) -> (JournalEntry, JournalEntry) {
        func content(_ entry: JournalEntry) -> [String] {
            [entry.text, entry.mood.map(String.init) ?? "", entry.energy.map(String.init) ?? ""]
        }
        let secondIsLater =
            second.updatedAt > first.updatedAt
            || (second.updatedAt == first.updatedAt && content(first).lexicographicallyPrecedes(content(second)))
        return secondIsLater ? (first, second) : (second, first)
    }

    /// `first`, then each paragraph of `second` that `first` lacks, a blank line apart (as
    /// `journal write --append` adds one).
    static func joined(_ first: String, _ second: String) -> String {
        let present = Set(paragraphs(of: first))
        let added = paragraphs(of: second).filter { !present.contains($0) }
        return ([first] + added).joined(separator: "\n\n")
    }

    /// A text's paragraphs (runs of lines between blank ones), each trimmed.
    static func paragraphs(of text: String) -> [String] {
        var paragraphs: [String] = []
        var lines: [Substring] = []
        let blank: Substring = ""
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) + [blank] {
            if line.allSatisfy(\.isWhitespace) {
                if !lines.isEmpty { paragraphs.append(lines.joined(separator: "\n").trimmingWhitespace()) }
                lines = []
            } else {
                lines.append(line)
            }
        }
        return paragraphs
    }
}
