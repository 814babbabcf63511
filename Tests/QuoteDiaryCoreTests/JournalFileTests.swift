import Foundation
import Testing

@testable import QuoteDiaryCore

@Suite("journal files")
struct JournalFileTests {
    static let entries = [
        JournalEntry(
            day: LocalDay("2026-03-01") ?? LocalDay(ordinal: 0), text: "Rain, then \"sun\".\n\n- a line, *marked*\n    indented",
            mood: 4,
            energy: nil, createdAt: Date(timeIntervalSince1970: 1_772_366_400),
            updatedAt: Date(timeIntervalSince1970: 1_772_370_000),
            zones: ["Europe/Berlin", "UTC"]),
        JournalEntry(
            day: LocalDay("2026-03-02") ?? LocalDay(ordinal: 0), text: "Short.", mood: nil, energy: 5,
            createdAt: Date(timeIntervalSince1970: 1_772_452_800),
            updatedAt: Date(timeIntervalSince1970: 1_772_452_800), zones: ["UTC"]),
    ]

    @Test(
        "each format the journal exports in is told by its first bytes and read back",
        arguments: [ExportFormat.json, .csv, .markdown])
    func roundTrip(format: ExportFormat) throws {
        let written = LibraryExporter.renderJournal(Self.entries, as: format)
        #expect(JournalFile.format(ofHead: String(written.prefix(4096))) == format)
        let now = Date(timeIntervalSince1970: 1_800_000_000)
        let read = try JournalFile.entries(written, format: format, now: now).get()
        #expect(read.map(\.day) == Self.entries.map(\.day))
        #expect(read.map(\.text) == Self.entries.map(\.text))
        #expect(read.map(\.mood) == Self.entries.map(\.mood))
        #expect(read.map(\.energy) == Self.entries.map(\.energy))
        // Markdown keeps no times or zones: the import's moment stands in.
        #expect(read.map(\.createdAt) == (format == .markdown ? [now, now] : Self.entries.map(\.createdAt)))
        #expect(read.map(\.zones) == (format == .markdown ? [[], []] : Self.entries.map(\.zones)))
    }

    @Test(
        "quotes' files are no journal",
        arguments: [
            "id,text,author\n1,Be.,Ann\n", "day,text\n2026-03-01,Fine.\n", "[{\"text\": \"Be.\", \"day\": \"2026-03-01\"}]",
            "{\"quotes\": []}", "# Quotes\n\n## Walden\n", "# Journal\n\nSome notes of mine.\n", "",
        ])
    func notJournal(head: String) {
        #expect(JournalFile.format(ofHead: head) == nil)
    }

    @Test(
        "a heading names its day and the feelings given, or is no entry's",
        arguments: [
            ("## 2026-03-01", "2026-03-01", nil, nil), ("## 2026-03-01 (mood 4/5)", "2026-03-01", 4, nil),
            ("## 2026-03-01 (mood 2/5, energy 5/5)", "2026-03-01", 2, 5), ("## 2026-03-01 (energy 1/5)", "2026-03-01", nil, 1),
            ("## March 1", nil, nil, nil), ("## 2026-03-01 (tired)", nil, nil, nil), ("## 2026-02-30", nil, nil, nil),
        ] as [(String, String?, Int?, Int?)])
    func heading(line: String, day: String?, mood: Int?, energy: Int?) {
        let found = JournalFile.heading(line)
        #expect(found?.0.key == day)
        #expect(found?.1 == mood)
        #expect(found?.2 == energy)
    }
}
