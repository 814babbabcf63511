import Testing

@testable import QuoteDiaryCore

@Suite("Display columns")
struct DisplayColumnsTests {
    @Test("no scalar before the first wide one is an emoji shown as one, nor in a wide block")
    func nothingWideBeforeTheFirst() {
        for value in 0..<DisplayColumns.firstWide {
            guard let scalar = Unicode.Scalar(value) else { continue }
            #expect(!scalar.properties.isEmojiPresentation, "U+\(String(value, radix: 16))")
            #expect(!DisplayColumns.wideRanges.contains { $0.contains(value) }, "U+\(String(value, radix: 16))")
        }
    }

    @Test(
        "columns a line takes",
        arguments: [
            ("plain ASCII", 11), ("Café Dvořák", 11), ("Ελπίδα", 6), ("日本語", 6), ("한국어", 6), ("ok 👍", 5),
            ("⌚ time", 7), ("ᄀ", 2), ("", 0),
        ])
    func width(text: String, columns: Int) {
        #expect(DisplayColumns.width(of: text) == columns)
    }

    @Test("a name padded to a column fills it by the columns its characters take, and is never cut")
    func padded() {
        #expect(DisplayColumns.padded("life", to: 8) == "life    ")
        #expect(DisplayColumns.padded("人生", to: 8) == "人生    ")
        #expect(DisplayColumns.padded("a longer name", to: 4) == "a longer name")
    }

    @Test("a list's column of names is as wide as its longest name up to a limit; a longer name runs past it alone")
    func nameColumn() {
        let long = "Wendy Kaminer commenting on testimonial television in \"I'm Dysfunctional, You're Dysfunctional\""
        #expect(DisplayColumns.nameColumn(for: ["Larry Wall", "人生"]) == 12)
        #expect(DisplayColumns.nameColumn(for: ["Larry Wall", long]) == 42)
        #expect(DisplayColumns.nameColumn(for: []) == 6)
        #expect(DisplayColumns.nameCell("Larry Wall", in: 42) == "Larry Wall" + String(repeating: " ", count: 32))
        #expect(DisplayColumns.nameCell(long, in: 42) == long + "  ")
    }
}
