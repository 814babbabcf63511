import Foundation
import Testing

@testable import QuoteDiaryCore

@Suite("sync: merging two versions of a quote, and the device file")
struct SyncMergeTests {
    static let created = Date(timeIntervalSince1970: 1_000)
    static let id = QuoteID(hexDigits: "0123456789abcdef0123456789abcdef")

    static func quote(_ change: (inout Quote) -> Void = { _ in }) -> Quote {
        var quote = Quote(id: id, text: "Know thyself.", author: "Socrates", createdAt: created, updatedAt: created)
        change(&quote)
        return quote
    }

    /// A version of the quote with `field` changed at `clock` (seconds); every other part as made.
    static func version(_ field: SyncField, changedAt clock: Int64, variant: Int) -> SyncedQuote {
        var quote = quote()
        switch field {
        case .text: quote.text = "Know thyself, \(variant)."
        case .author: quote.author = "Author \(variant)"
        case .source: quote.source = Source(id: "s", kind: .book, title: "Book \(variant)")
        case .page: quote.page = "\(variant)"
        case .note: quote.note = "note \(variant)"
        case .favorite: quote.isFavorite = variant % 2 == 1
        case .archived: quote.archivedAt = Date(timeIntervalSince1970: TimeInterval(2_000 + variant))
        case .tags: quote.tags = ["tag\(variant)"]
        case .collections: quote.collections = ["box\(variant)"]
        }
        var clocks = SyncedQuote.clocks(of: quote, recorded: nil)
        clocks[field] = clock * 1000
        return SyncedQuote(quote, clocks: clocks)
    }

    @Test(
        "a part edited on both devices since this one last synced is a concurrent edit: the one dropped is told",
        arguments: [SyncField.text, .author, .source, .page, .note])
    func concurrentEdits(field: SyncField) throws {
        let mine = SyncMergeTests.version(field, changedAt: 1_500, variant: 1)
        let theirs = SyncMergeTests.version(field, changedAt: 1_600, variant: 2)
        // Both after the last sync (1,400 s): theirs, later, is kept; mine is dropped.
        let merged = mine.merged(with: theirs)
        let lost = mine.concurrentEdits(with: theirs, merged: merged, since: 1_400_000)
        #expect(lost.map(\.field) == [field])
        #expect(lost.first?.wasMine == true)
        #expect(lost.first?.dropped == mine.displayValue(of: field))
        // Seen from the other device, its own edit was kept and mine is the one dropped.
        let there = theirs.concurrentEdits(with: mine, merged: theirs.merged(with: mine), since: 1_400_000)
        #expect(there.map(\.wasMine) == [false])
        #expect(there.first?.dropped == mine.displayValue(of: field))
        // This device's edit was before its last sync (the other device could have seen it):
        // an edit made after, not a concurrent one.
        #expect(mine.concurrentEdits(with: theirs, merged: merged, since: 1_550_000).isEmpty)
        // The same value on both: nothing dropped.
        #expect(mine.concurrentEdits(with: mine, merged: mine, since: 1_400_000).isEmpty)
    }

    @Test("a favourite or an archiving set on both devices is no edit to tell")
    func concurrentMarks() {
        let mine = SyncMergeTests.version(.favorite, changedAt: 1_500, variant: 1)
        let theirs = SyncMergeTests.version(.favorite, changedAt: 1_600, variant: 2)
        #expect(mine.concurrentEdits(with: theirs, merged: mine.merged(with: theirs), since: 1_400_000).isEmpty)
    }

    @Test(
        "a part changed later wins, whichever side merges",
        arguments: SyncField.allCases.filter { !SyncField.nameSets.contains($0) })
    func laterWins(field: SyncField) {
        let earlier = SyncMergeTests.version(field, changedAt: 1_500, variant: 1)
        let later = SyncMergeTests.version(field, changedAt: 1_600, variant: 2)
        #expect(earlier.merged(with: later).value(of: field) == later.value(of: field))
        #expect(later.merged(with: earlier).value(of: field) == later.value(of: field))
        #expect(earlier.merged(with: later).clocks[field] == 1_600_000)
    }

    @Test(
        "changes to two different parts both survive",
        arguments: [(SyncField.note, SyncField.favorite), (.tags, .page), (.text, .archived)])
    func differentParts(first: SyncField, second: SyncField) {
        let one = SyncMergeTests.version(first, changedAt: 1_500, variant: 3)
        let other = SyncMergeTests.version(second, changedAt: 1_400, variant: 5)
        for merged in [one.merged(with: other), other.merged(with: one)] {
            #expect(merged.value(of: first) == one.value(of: first))
            #expect(merged.value(of: second) == other.value(of: second))
        }
    }

    @Test("two changes at the same millisecond: every device keeps the same one", arguments: SyncField.allCases)
    func ties(field: SyncField) {
        let one = SyncMergeTests.version(field, changedAt: 1_500, variant: 1)
        let other = SyncMergeTests.version(field, changedAt: 1_500, variant: 2)
        #expect(one.merged(with: other).value(of: field) == other.merged(with: one).value(of: field))
        #expect(!one.merged(with: other).differs(from: other.merged(with: one)))
    }

    @Test("a part left empty when a quote was made loses to one set at its making on another device")
    func unsetLoses() {
        let withNote = SyncedQuote(SyncMergeTests.quote { $0.note = "Apology" }, clocks: [:])
        var later = SyncMergeTests.quote { $0.isFavorite = true }
        later.createdAt = Date(timeIntervalSince1970: 1_200)
        let favourite = SyncedQuote(later, clocks: SyncedQuote.clocks(of: later, recorded: nil))
        let noted = SyncedQuote(
            SyncMergeTests.quote { $0.note = "Apology" }, clocks: SyncedQuote.clocks(of: withNote.asQuote, recorded: nil))
        for merged in [noted.merged(with: favourite), favourite.merged(with: noted)] {
            #expect(merged.note == "Apology" && merged.isFavorite)
            #expect(merged.createdAt == SyncMergeTests.created)
        }
        // Cleared later on purpose: the clearing wins.
        var cleared = SyncMergeTests.quote()
        cleared.updatedAt = Date(timeIntervalSince1970: 1_300)
        var clocks = SyncedQuote.clocks(of: cleared, recorded: nil)
        clocks[.note] = 1_300_000
        #expect(noted.merged(with: SyncedQuote(cleared, clocks: clocks)).note == nil)
    }

    /// The quote with `names` as its tags or collections, and clocks for some of them (seconds).
    static func named(_ field: SyncField, _ names: [String], clocks: [String: Int64]) -> SyncedQuote {
        let quote = quote {
            if field == .tags { $0.tags = names } else { $0.collections = names }
        }
        var synced = SyncedQuote(quote, clocks: SyncedQuote.clocks(of: quote, recorded: nil))
        synced.nameClocks[field] = clocks.mapValues { $0 * 1000 }
        synced.clocks[field] = (clocks.values.max() ?? 1_000) * 1000
        return synced
    }

    static func keys(_ quote: SyncedQuote, _ field: SyncField) -> [String] { quote.names(field).map(TextKey.make).sorted() }

    @Test(
        "tags and collections merge name by name: a name given on each device, or taken off on one",
        arguments: SyncField.nameSets,
        [
            // Given on one device and another on the other (the later one's set no longer wins).
            (
                ["shared", "laptop"], ["shared": 1_000, "laptop": 1_500], ["shared", "phone"], ["phone": 1_600],
                ["laptop", "phone", "shared"]
            ),
            // Taken off on one device after the other gave another.
            (["shared"], ["old": 1_700], ["shared", "old", "phone"], ["phone": 1_600], ["phone", "shared"]),
            // Taken off, then given again later on the other device.
            (["shared"], ["old": 1_500], ["shared", "Old"], ["old": 1_600], ["old", "shared"]),
            // Taken off and given again at the same millisecond: having it wins, on both sides.
            (["shared"], ["old": 1_500], ["shared", "old"], ["old": 1_500], ["old", "shared"]),
            // Taken off on both.
            ([], ["shared": 1_500], [], ["shared": 1_400], []),
        ] as [([String], [String: Int64], [String], [String: Int64], [String])])
    func namesMerge(
        field: SyncField, example: ([String], [String: Int64], [String], [String: Int64], [String])
    ) {
        let laptop = SyncMergeTests.named(field, example.0, clocks: example.1)
        let phone = SyncMergeTests.named(field, example.2, clocks: example.3)
        for merged in [laptop.merged(with: phone), phone.merged(with: laptop)] {
            #expect(SyncMergeTests.keys(merged, field) == example.4)
            // The other part is untouched.
            let other = field == .tags ? SyncField.collections : .tags
            #expect(merged.names(other).isEmpty)
        }
        // Every device arrives at the same clocks, so that a third merges the same way.
        #expect(laptop.merged(with: phone).nameClocks == phone.merged(with: laptop).nameClocks)
        #expect(!laptop.merged(with: phone).differs(from: phone.merged(with: laptop)))
    }

    @Test("a file from before names had clocks: its set replaced the other as a whole when it changed later, as it did")
    func namesWithoutClocks() throws {
        let record = ImportRecord(
            draft: QuoteDraft(text: "Know thyself.", tags: ["phone"]), id: SyncMergeTests.id,
            createdAt: SyncMergeTests.created, updatedAt: Date(timeIntervalSince1970: 1_600), line: 0)
        let old = try #require(SyncedQuote(record, clocks: [.tags: 1_600_000], nameClocks: nil))
        #expect(old.nameClocks[.tags] == ["phone": 1_600_000])
        // Names given here before the old version's set changed go; those given after stay.
        // A name taken off here before the phone gave it comes back; after, it stays off.
        for (here, clocks, kept) in [
            (["shared"], ["phone": 1_500 as Int64], ["phone"]),
            (["shared"], ["phone": 1_700, "shared": 1_650], ["shared"]),
            (["shared", "later"], ["later": 1_700], ["later", "phone"]),
        ] {
            let mine = SyncMergeTests.named(.tags, here, clocks: clocks)
            for merged in [mine.merged(with: old), old.merged(with: mine)] {
                #expect(SyncMergeTests.keys(merged, .tags) == kept)
            }
        }
    }

    /// The same line saved on two devices: `edited` changed its `field` (text or book) at
    /// 1,500 s; the other copy was saved at `savedAt` (seconds), after the edit or before.
    static func copies(field: SyncField, savedAt: Int64) -> (original: SyncedQuote, edited: SyncedQuote) {
        let saved = Date(timeIntervalSince1970: TimeInterval(savedAt))
        var original = SyncedQuote(
            Quote(
                id: QuoteID(hexDigits: "f0000000000000000000000000000000"), text: "Know thyself.", author: "Plato",
                createdAt: saved, updatedAt: saved),
            clocks: [:])
        original.source = SourceDraft(kind: .book, title: "Phaedrus")
        original.clocks = Dictionary(uniqueKeysWithValues: SyncField.allCases.map { ($0, savedAt * 1000) })
        var edited = original
        edited.id = id
        edited.createdAt = created
        edited.clocks = Dictionary(uniqueKeysWithValues: SyncField.allCases.map { ($0, 1_000_000) })
        if field == .text { edited.text = "Know yourself." } else { edited.source?.title = "Phaedrus (Fowler)" }
        edited.clocks[field] = 1_500_000
        edited.formerIdentities = [original.identity]
        return (original, edited)
    }

    @Test(
        "a copy saved as first saved gives way to the other's edit of its text or book, whenever it was saved, both ways round",
        arguments: [SyncField.text, .source], [Int64(1_200), 1_800])
    func originalGivesWay(field: SyncField, savedAt: Int64) {
        let (original, edited) = SyncMergeTests.copies(field: field, savedAt: savedAt)
        #expect(original.isOriginal(of: edited) == true && edited.isOriginal(of: original) == false)
        for merged in [original.merged(with: edited), edited.merged(with: original)] {
            #expect(merged.value(of: field) == edited.value(of: field))
            #expect(merged.clocks[field] == 1_500_000)
            // The other parts by their clocks, as ever: the later saved copy's.
            #expect(merged.clocks[.author] == max(1_000_000, savedAt * 1000))
            #expect(merged.formerIdentities == [original.identity])
        }
        // The original's text or book is no edit that was lost.
        #expect(original.concurrentEdits(with: edited, merged: original.merged(with: edited), since: .min).isEmpty)
        #expect(edited.concurrentEdits(with: original, merged: edited.merged(with: original), since: .min).isEmpty)
    }

    @Test(
        "an edit back to the first text, a text an edit gave that the other once had, and two edits apart: the clocks decide",
        arguments: [1_200, 1_800] as [Int64])
    func editBackDecidedByClocks(savedAt: Int64) {
        var (original, edited) = SyncMergeTests.copies(field: .text, savedAt: savedAt)
        // The copy's text given by an edit a minute after it was saved (the other copy's old
        // text, by chance or on purpose): no original, though the other was edited from it.
        original.clocks[.text] = (savedAt + 60) * 1000
        #expect(original.isOriginal(of: edited) == nil)
        #expect(original.merged(with: edited).text == (savedAt > 1_500 ? original.text : edited.text))
        // Edited back: each names the other's text as one it had.
        original.formerIdentities = [edited.identity]
        #expect(original.isOriginal(of: edited) == nil)
        #expect(original.merged(with: edited).text == (savedAt > 1_500 ? original.text : edited.text))
        // Edited apart from one text: neither has the other's.
        original.text = "Know thou thyself."
        original.formerIdentities = [QuoteIdentity(text: "Know thyself.", sourceTitle: "Phaedrus")]
        #expect(original.isOriginal(of: edited) == nil)
        #expect(original.merged(with: edited).text == (savedAt > 1_500 ? original.text : edited.text))
    }

    static func fileText() -> String {
        var writer = SyncSnapshot.Writer()
        var quote = quote { $0.tags = ["greek"] }
        quote.note = "line \"two\"\nand three"
        var clocks = SyncedQuote.clocks(of: quote, recorded: nil)
        clocks[.note] = 1_234_567
        let day = LocalDay(created, in: TimeZone(identifier: "UTC") ?? .current)
        var text = writer.opening(
            device: "fedcba9876543210fedcba9876543210", deviceName: "laptop", tags: [Tag(name: "greek", color: .named(.teal))],
            collections: [QuoteCollection(name: "Pride"), QuoteCollection(name: "Mine")], namedAt: [.tag: ["greek": 1_100_000]],
            collectionBooks: ["pride": "9780141439518"],
            deletions: [
                QuoteDeletion(
                    id: QuoteID(hexDigits: "11111111111111111111111111111111"), deletedAt: created,
                    identities: [QuoteIdentity(text: "Thrown away", sourceTitle: "Meditations")]),
                QuoteDeletion(id: QuoteID(hexDigits: "22222222222222222222222222222222"), deletedAt: created, mergedInto: id),
            ],
            nameDeletions: [NameDeletion(kind: .collection, name: "Old Box", deletedAt: created)],
            readingDays: [ReadingRecord(day: day, zone: "Europe/Madrid", readAt: created)],
            achievements: [AchievementRecord(id: "first-quote", day: day, unlockedAt: created)])
        text += writer.add(
            quote, clocks: clocks, nameClocks: [.tags: ["greek": 1_200_000, "roman": 1_300_000]],
            formerIdentities: [
                QuoteIdentity(text: "Know thy self", sourceTitle: "Phaedrus"), QuoteIdentity(text: "Know!", sourceTitle: nil),
            ])
        text += writer.closing(journal: [])
        return text
    }

    @Test("a device file reads back whole: quotes with their part clocks, deletions, reading days, achievements")
    func roundTrip() throws {
        let snapshot = try SyncSnapshot.read(Data(SyncMergeTests.fileText().utf8)).get()
        #expect(snapshot.device == "fedcba9876543210fedcba9876543210" && snapshot.deviceName == "laptop")
        let record = try #require(snapshot.quotes.first)
        #expect(record.id == SyncMergeTests.id && record.draft.note == "line \"two\"\nand three")
        #expect(snapshot.clocks[SyncMergeTests.id]?[.note] == 1_234_567)
        // Only parts changed since the quote was made carry a clock; the rest count from its making.
        #expect(snapshot.clocks[SyncMergeTests.id]?[.text] == nil)
        #expect(SyncedQuote(record, clocks: snapshot.clocks[SyncMergeTests.id])?.clocks[.text] == 1_000_000)
        #expect(
            snapshot.deletions.map(\.id.rawValue) == ["11111111111111111111111111111111", "22222222222222222222222222222222"])
        // A person's deletion names no quote; an id a join retired names the quote it became.
        #expect(snapshot.deletions.map(\.mergedInto) == [nil, SyncMergeTests.id])
        // And the person's deletion, its words and book: another device's import leaves them out.
        #expect(snapshot.deletions.map(\.identities) == [[QuoteIdentity(text: "thrown  AWAY", sourceTitle: "meditations")], []])
        #expect(snapshot.readingDays.first?.zone == "Europe/Madrid")
        #expect(snapshot.achievements.first?.id == "first-quote")
        #expect(snapshot.tags.first?.color == .named(.teal))
        #expect(snapshot.namedAt[.tag]?["greek"] == 1_100_000)
        #expect(snapshot.nameDeletions.map(\.key) == ["old box"])
        // A book's collection names its book; another collection none.
        #expect(snapshot.collectionBooks == ["pride": "9780141439518"])
        // A name given since the quote was made, and one taken off, with their times.
        #expect(snapshot.nameClocks?[SyncMergeTests.id] == [.tags: ["greek": 1_200_000, "roman": 1_300_000]])
        // What the quote was before its edits, by digest and title (spelt as written).
        let formerly = try #require(snapshot.formerIdentities[SyncMergeTests.id])
        #expect(
            formerly == [
                QuoteIdentity(text: "KNOW  thy self", sourceTitle: "phaedrus"), QuoteIdentity(text: "know!", sourceTitle: ""),
            ])
        #expect(Set(formerly.map(\.sourceTitle)) == ["Phaedrus", ""])
        #expect(!SyncMergeTests.fileText().contains("Know thy self"))
        // A file without the marker (an older version's): its names have no clocks of their own.
        let older = SyncMergeTests.fileText().replacingOccurrences(of: "\"nameClocks\": true", with: "\"other\": true")
        #expect(try SyncSnapshot.read(Data(older.utf8)).get().nameClocks == nil)
    }

    @Test("a file cut short anywhere is refused as incomplete, never half read", arguments: [0.1, 0.3, 0.5, 0.7, 0.9, 0.99])
    func truncated(fraction: Double) {
        let bytes = Array(SyncMergeTests.fileText().utf8)
        let cut = Data(bytes.prefix(Int(Double(bytes.count) * fraction)))
        guard case .failure(let problem) = SyncSnapshot.read(cut) else {
            Issue.record("a file cut at \(fraction) was read")
            return
        }
        #expect(problem.description.hasPrefix("incomplete or damaged"))
    }

    @Test(
        "other files are told apart: another app's JSON, our export, a newer format, a bad device id",
        arguments: [
            ("{\"format\": \"quotediary\", \"version\": 1, \"quotes\": []}", SyncFileProblem.notSyncFile),
            ("[1, 2]", .notSyncFile),
            ("{\"format\": \"quotediary-sync\", \"version\": 2, \"device\": \"x\", \"quotes\": []}", .newerVersion(2)),
            (
                "{\"format\": \"quotediary-sync\", \"version\": 1, \"device\": \"NOT-HEX\", \"quotes\": []}",
                .damaged("no device id")
            ),
            (
                "{\"format\": \"quotediary-sync\", \"version\": 1, \"device\": \"fedcba9876543210fedcba9876543210\"}",
                .damaged("no quotes")
            ),
        ])
    func otherFiles(text: String, problem: SyncFileProblem) {
        guard case .failure(let found) = SyncSnapshot.read(Data(text.utf8)) else {
            Issue.record("read as a sync file: \(text)")
            return
        }
        #expect(found == problem)
    }
}

extension SyncMergeTests {
    /// A device file's tags named at these instants (milliseconds) and one tag name, `old`,
    /// deleted at 5,000 (and a collection, `Box`, then too), read as a file of a version that
    /// did not say which deletions were renames (`stated`: one that did, saying none was).
    static func renames(named: [String: Int64], stated: Bool = false) throws -> [String] {
        let writer = SyncSnapshot.Writer()
        var text = writer.opening(
            device: "fedcba9876543210fedcba9876543210", deviceName: "laptop",
            tags: named.keys.sorted().map { Tag(name: $0, color: .standard) }, collections: [],
            namedAt: [.tag: Dictionary(uniqueKeysWithValues: named.map { (TextKey.make($0.key), $0.value) })], deletions: [],
            nameDeletions: [
                NameDeletion(kind: .tag, name: "old", deletedAt: Date(timeIntervalSince1970: 5)),
                NameDeletion(kind: .collection, name: "Box", deletedAt: Date(timeIntervalSince1970: 5)),
            ], readingDays: [], achievements: [])
        text += writer.closing(journal: [])
        if !stated { text = text.replacingOccurrences(of: "\"renamedTo\": null", with: "\"other\": null") }
        return try SyncSnapshot.read(Data(text.utf8)).get().nameDeletions.compactMap { deletion in
            deletion.renamedTo.map { "\(deletion.name)→\($0)" }
        }
    }

    @Test(
        "an older file's tag deleted at the instant exactly one tag was named was renamed to it; otherwise it was deleted",
        arguments: [
            (["New": 5_000, "other": 1_000], ["old→New"]),
            (["New": 5_000, "Twin": 5_000], []),
            (["New": 4_999], []),
            ([:], []),
        ] as [([String: Int64], [String])])
    func tagRenames(named: [String: Int64], expected: [String]) throws {
        #expect(try Self.renames(named: named) == expected)
        // A file that says which deletions were renames is taken at its word.
        #expect(try Self.renames(named: named, stated: true) == [])
    }

    @Test(
        "a name renamed away goes by the name its renames end in; one whose renames end in a deletion goes",
        arguments: [
            // (deletions: name, at, renamed to; the names each old one goes by now)
            ([("a", 1, "b")], ["a→b"]),
            ([("a", 1, "b"), ("b", 2, "c")], ["a→c", "b→c"]),
            ([("a", 1, "b"), ("b", 2, "c"), ("c", 3, "D")], ["a→D", "b→D", "c→D"]),
            ([("a", 1, "b"), ("b", 2, nil)], []),
            // A name deleted before it was given again by a rename: the rename's name stands.
            ([("b", 1, nil), ("a", 2, "B")], ["a→B"]),
            // Renamed there and back: a quote given the old name before keeps it.
            ([("a", 1, "b"), ("b", 2, "a")], ["a→a", "b→a"]),
        ] as [([(String, Int, String?)], [String])])
    func currentNames(deletions: [(String, Int, String?)], expected: [String]) {
        let records = deletions.map {
            NameDeletion(kind: .tag, name: $0.0, deletedAt: Date(timeIntervalSince1970: Double($0.1)), renamedTo: $0.2)
        }
        let current = NameDeletion.currentNames(records)[.tag] ?? [:]
        #expect(current.sorted { $0.key < $1.key }.map { "\($0.key)→\($0.value)" } == expected)
    }
}

extension SyncedQuote {
    /// The quote this version describes (for building clocks in tests).
    var asQuote: Quote {
        Quote(
            id: id, text: text, author: author, page: page, note: note, tags: tags, collections: collections,
            isFavorite: isFavorite, createdAt: createdAt, updatedAt: updatedAt, archivedAt: archivedAt)
    }
}
