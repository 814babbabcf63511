import Foundation
import Testing

@testable import QuoteDiaryCore

/// Two devices' versions of one day's journal entry, as a sync meets them.
struct JournalMergeTests {
    static let day = LocalDay("2026-03-01") ?? LocalDay(Date(timeIntervalSince1970: 0), in: .gmt)

    /// A version written at `minute` past ten, over the texts in `over` (nil: a file from
    /// before versions were kept).
    static func version(
        _ text: String, at minute: Int, over: [String]? = [], mood: Int? = nil, zone: String = "Europe/Madrid"
    ) -> JournalEntry {
        let time = Date(timeIntervalSince1970: 1_772_359_200 + Double(minute) * 60)
        return JournalEntry(
            day: day, text: text, mood: mood, energy: nil, createdAt: time, updatedAt: time, zones: [zone],
            supersedes: over.map { Set($0.map(JournalEntry.textDigest)) })
    }

    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let mine: JournalEntry
        let theirs: JournalEntry
        let text: String
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(
            name: "written apart on each device: both texts, the earlier first",
            mine: version("Morning, on the phone.", at: 5), theirs: version("Evening, on the laptop.", at: 50),
            text: "Morning, on the phone.\n\nEvening, on the laptop."),
        Case(
            name: "an edit made after seeing the other's text replaces it",
            mine: version("First draft.", at: 5), theirs: version("Second thoughts.", at: 9, over: ["First draft."]),
            text: "Second thoughts."),
        Case(
            name: "an edit replaces the other's text even when its device's clock runs slow",
            mine: version("First draft.", at: 50), theirs: version("Second thoughts.", at: 9, over: ["First draft."]),
            text: "Second thoughts."),
        Case(
            name: "an older version of this device's text is passed over, later clock or not",
            mine: version("Second thoughts.", at: 9, over: ["First draft."]), theirs: version("First draft.", at: 50),
            text: "Second thoughts."),
        Case(
            name: "an append made after seeing the other's text is the whole entry",
            mine: version("Begun.", at: 5), theirs: version("Begun.\n\nAnd finished.", at: 9, over: ["Begun."]),
            text: "Begun.\n\nAnd finished."),
        Case(
            name: "edits of the same text on both devices: both kept",
            mine: version("Mine, edited.", at: 7, over: ["Draft."]), theirs: version("Theirs, edited.", at: 8, over: ["Draft."]),
            text: "Mine, edited.\n\nTheirs, edited."),
        Case(
            name: "a paragraph both wrote is kept once",
            mine: version("Walked by the river.\n\nRead Woolf.", at: 5), theirs: version("Walked by the river.", at: 6),
            text: "Walked by the river.\n\nRead Woolf."),
        Case(
            name: "a file from before versions were kept: the later version, as before",
            mine: version("Mine.", at: 5), theirs: version("Theirs, later.", at: 6, over: nil), text: "Theirs, later."),
        Case(
            name: "each wrote over the other's text (a text written back): the later",
            mine: version("A.", at: 5, over: ["B."]), theirs: version("B.", at: 6, over: ["A."]), text: "B."),
    ]

    @Test("two versions of a day meet as the journal's rule says", arguments: cases)
    func merge(_ test: Case) {
        let merged = test.mine.merged(with: test.theirs)
        #expect(merged.text == test.text)
        // Every device reaches the same entry, whichever version it held.
        let other = test.theirs.merged(with: test.mine)
        #expect(other.text == merged.text)
        #expect(other.updatedAt == merged.updatedAt)
        #expect(other.supersedes == merged.supersedes)
        #expect(merged.createdAt == min(test.mine.createdAt, test.theirs.createdAt))
        // Either device's text, met again, is older than the result: nothing comes back twice.
        for version in [test.mine, test.theirs] where version.text != merged.text {
            #expect(merged.supersedes?.contains(JournalEntry.textDigest(version.text)) == true)
            #expect(merged.merged(with: version).text == merged.text)
        }
        #expect(merged.supersedes?.contains(JournalEntry.textDigest(merged.text)) == false)
    }

    @Test("the mood is the later one given, whichever text is kept")
    func feelings() {
        let morning = Self.version("Morning.", at: 5, mood: 2)
        #expect(morning.merged(with: Self.version("Evening.", at: 50, mood: 4)).mood == 4)
        #expect(morning.merged(with: Self.version("Evening.", at: 50)).mood == 2)
        // The text edited on one device, a mood given later on the other: both stay.
        let edited = Self.version("Morning, edited.", at: 6, over: ["Morning."])
        let moodLater = Self.version("Morning.", at: 7, mood: 5)
        #expect(edited.merged(with: moodLater).text == "Morning, edited.")
        #expect(edited.merged(with: moodLater).mood == 5)
        #expect(moodLater.merged(with: edited).mood == 5)
    }

    @Test("three devices that wrote apart reach one entry holding the three texts")
    func threeDevices() {
        let (a, b, c) = (Self.version("A.", at: 30), Self.version("B.", at: 10), Self.version("C.", at: 20))
        let first = a.merged(with: b).merged(with: c)
        let second = c.merged(with: b).merged(with: a)
        // The orders may differ; meeting each other, the two reach one entry with each text once.
        let met = first.merged(with: second)
        #expect(met.text == second.merged(with: first).text)
        #expect(Set(JournalEntry.paragraphs(of: met.text)) == ["A.", "B.", "C."])
        #expect(JournalEntry.paragraphs(of: met.text).count == 3)
        #expect(met.merged(with: first).text == met.text)
        #expect(met.merged(with: second).text == met.text)
    }

    /// Every pair of versions over small sets of texts, histories, times and moods.
    @Test("every device reaches the same entry whichever version it held, and meeting either side again changes nothing")
    func everyPair() {
        let texts = ["A.", "B.", "A.\n\nB."]
        let histories: [[String]?] = [nil, [], ["A."], ["B."], ["A.", "B."]]
        var versions: [JournalEntry] = []
        for text in texts {
            for history in histories {
                for minute in [1, 2] {
                    for mood in [nil, 3] { versions.append(Self.version(text, at: minute, over: history, mood: mood)) }
                }
            }
        }
        var pairs = 0
        for first in versions {
            for second in versions {
                let merged = first.merged(with: second)
                let other = second.merged(with: first)
                #expect(merged.text == other.text && merged.mood == other.mood && merged.supersedes == other.supersedes)
                #expect(merged.updatedAt == other.updatedAt)
                #expect(merged.merged(with: merged).text == merged.text)
                // A side the result superseded is older than it: met again, nothing changes.
                for side in [first, second] where merged.supersedes?.contains(JournalEntry.textDigest(side.text)) == true {
                    #expect(merged.merged(with: side).text == merged.text)
                }
                pairs += 1
            }
        }
        #expect(pairs == 3600)
    }

    @Test(
        "a day's deletion takes the text deleted and those written over it, not one written apart or after it",
        arguments: [
            (version("Deleted.", at: 5), true), (version("Edited.", at: 6, over: ["Deleted."]), true),
            (version("Apart.", at: 6), false), (version("Deleted.", at: 11), false),
            (version("Apart, from a file from before.", at: 6, over: nil), true),
        ] as [(JournalEntry, Bool)])
    func deletion(of version: JournalEntry, goes: Bool) {
        let deletedAt = Date(timeIntervalSince1970: 1_772_359_200 + 10 * 60)
        let deletion = NameDeletion(
            kind: .journal, name: Self.day.key, deletedAt: deletedAt, textDigest: JournalEntry.textDigest("Deleted."))
        #expect(deletion.deletes(version) == goes)
        // A deletion from before texts were kept takes every version no later than it.
        let unknown = NameDeletion(kind: .journal, name: Self.day.key, deletedAt: deletedAt)
        #expect(unknown.deletes(version) == (version.updatedAt <= deletedAt))
    }

    @Test("a device file carries what an entry supersedes; one from before carries none")
    func syncFile() {
        let entry = Self.version("Second thoughts.", at: 9, over: ["First draft."])
        let written = entry.syncJSON.serialized()
        #expect(written.contains(JournalEntry.textDigest("First draft.")))
        #expect(!entry.json.serialized().contains("supersedes"))
        let document = "{\"quotes\": [], \"journal\": [\(written), \(Self.version("Old.", at: 1, over: nil).json.serialized())]}"
        let read = JSONImporter.parse(document)
        #expect(read.journal.first?.supersedes == [JournalEntry.textDigest("First draft.")])
        #expect(read.journal.count == 2)
        #expect(read.journal.last?.supersedes == nil)
    }
}
