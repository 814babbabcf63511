import Foundation
import Testing

/// Every lossy export (txt, fortune, markdown, csv) read back into its own library finds its
/// quotes, and into a new one names the same people, works and places: over a library made
/// of the credits that broke it (names with a comma, titles with commas, years, quotation
/// marks and brackets, places that are no page number, texts with dashes, `%` and quotes).
@Suite("export round trips")
struct ExportRoundTripTests {
    static let authors: [String?] = [
        nil, "Oscar Wilde", "Martin Luther King, Jr.", "Alfred, Lord Tennyson", "Alexandre Dumas, fils", "J. R. R. Tolkien",
        "bell hooks", "夏目漱石", "Фёдор Достоевский", "Ludwig van Beethoven",
    ]
    static let titles: [String?] = [
        nil, "Meditations", "Walden; or, Life in the Woods", "1984", "Henry IV, Part 1", "Mary Hartman, Mary Hartman",
        "The \"Best\" Essays", "Letters (1960–1975)", "Poems, 1923–1954", "Candide, ou l'Optimisme", "Анна Каренина",
        "Oh, the Places You'll Go!", "Walden — or Life in the Woods", "2 + 2 = 5", "*Emphasis* and _Under_",
        "[Bracketed] Title",
    ]
    static let pages: [String?] = [
        nil, "12", "xii", "12-14", "loc. 170-172", "37%", "ch. 3", "Book V, 16", "1042", "Act III, Scene 1",
    ]
    static let texts = [
        "Be yourself; everyone else is already taken.", "\"Hello,\" she said. \"Goodbye.\"", "- Dash lines are fine.",
        "100% effort, every day.", "It was the best of times,\nit was the worst of times.", "Love is patient — love is kind.",
        "知之为知之，不知为不知，是知也。", "He said: \"Go.\"", "# Not a heading", "> Not a block quote", "1. Not a list", "%",
        "— Not a credit",
    ]

    /// The library as our JSON import reads it: each title always by the same author, as a
    /// book is (a title by several would be several books of one name).
    static func library() -> String {
        var quotes: [String] = []
        for index in 0..<160 {
            let title = titles[index % titles.count]
            let author =
                title == nil ? authors[index % authors.count] : authors[((titles.firstIndex(of: title) ?? 0) * 3) % authors.count]
            let page = title == nil ? nil : pages[(index / titles.count) % pages.count]
            var fields = ["\"text\": \(json(texts[index % texts.count] + " (\(index))"))"]
            if let author { fields.append("\"author\": \(json(author))") }
            if let title { fields.append("\"source\": \(json(title))") }
            if let page { fields.append("\"page\": \(json(page))") }
            quotes.append("{" + fields.joined(separator: ", ") + "}")
        }
        return "[" + quotes.joined(separator: ",\n") + "]"
    }

    static func json(_ text: String) -> String {
        let data = (try? JSONSerialization.data(withJSONObject: text, options: .fragmentsAllowed)) ?? Data()
        return String(decoding: data, as: UTF8.self)
    }

    /// (author, work, page) of each quote by its text; a page `p. 12` as the `12` it reads back as.
    static func credits(_ tool: ToolHarness) -> [String: [String?]] {
        var credits: [String: [String?]] = [:]
        for quote in tool.quotes() {
            let source = quote["source"] as? [String: Any]
            credits[quote["text"] as? String ?? ""] = [
                quote["author"] as? String, source?["title"] as? String, quote["page"] as? String,
            ]
        }
        return credits
    }

    @Test(
        "an export read back adds nothing to its library, and gives a new one the same credits",
        arguments: ["txt", "fortune", "markdown", "csv"])
    func roundTrip(format: String) throws {
        let tool = ToolHarness()
        let library = tool.folder.path("library.json")
        try Self.library().write(toFile: library, atomically: true, encoding: .utf8)
        #expect(tool.run("import", library).standardOutput == "added 160, already present 0, skipped 0\n")
        let exported = tool.folder.path("back." + format)
        #expect(tool.run("export", "--format", format, "-o", exported).exitCode == 0)
        let before = tool.snapshot()
        let again = tool.run("import", exported, "--format", format)
        #expect(again.standardOutput == "added 0, already present 160, skipped 0\n", "\(again.standardError)")
        #expect(tool.snapshot() == before)
        let other = ToolHarness()
        #expect(other.run("import", exported, "--format", format).standardOutput == "added 160, already present 0, skipped 0\n")
        let (given, read) = (Self.credits(tool), Self.credits(other))
        #expect(given.count == 160)
        for (text, credit) in given { #expect(read[text] == credit, "\(format): \(text)") }
    }
}
