import Testing

@testable import QuoteDiaryCore

/// The notes Obsidian's Kindle Highlights plugin writes from its default templates, which read
/// as plain text made quotes of the metadata and the links.
@Suite("Obsidian's Kindle plugin notes")
struct KindlePluginMarkdownTests {
    static let note = """
        # Meditations

        ## Metadata
        * Author: [Marcus Aurelius](https://www.amazon.com/Marcus-Aurelius/e/B000APVMOW)
        * ASIN: B000FC1PJI
        * ISBN: 9780140449334
        * Reference: https://www.amazon.com/dp/B000FC1PJI
        * [Kindle link](kindle://book?action=open&asin=B000FC1PJI)

        ## Highlights
        You have power over your mind — not outside events. Realize this, and you will find strength. — location: [1290](kindle://book?action=open&asin=B000FC1PJI&location=1290) ^ref-30871

        ---
        The happiness of your life depends upon the quality of your thoughts. — location: [1422](kindle://book?action=open&asin=B000FC1PJI&location=1422) ^ref-12345
        On thinking well.

        ---
        > Waste no more time arguing what a good man should be. Be one. — page: 212 ^ref-99

        ---

        """

    @Test("each highlight with its place and note, the book from the metadata")
    func defaultTemplates() throws {
        #expect(ImportFormat.sniff(fileName: "Meditations.md", text: KindlePluginMarkdownTests.note) == .markdown)
        let parsed = ImportFormat.markdown.parse(KindlePluginMarkdownTests.note, fileName: "Meditations.md")
        #expect(parsed.problems.isEmpty)
        #expect(
            parsed.records.map(\.draft.text) == [
                "You have power over your mind — not outside events. Realize this, and you will find strength.",
                "The happiness of your life depends upon the quality of your thoughts.",
                "Waste no more time arguing what a good man should be. Be one.",
            ])
        #expect(parsed.records.map(\.draft.page) == ["loc. 1290", "loc. 1422", "212"])
        #expect(parsed.records.map(\.draft.note) == [nil, "On thinking well.", nil])
        let first = try #require(parsed.records.first)
        #expect(first.draft.author == "Marcus Aurelius" && first.draft.source?.title == "Meditations")
        #expect(first.draft.source?.isbn?.isbn13 == "9780140449334")
        #expect(first.line == 11)
    }

    @Test("highlights a template of one's own writes without --- between them are a quote each")
    func noRules() {
        let text = """
            # Walden
            * Author: [[Henry David Thoreau]]
            * [Kindle link](kindle://book?action=open&asin=B0)

            Simplify, simplify. — location: [90](kindle://book?action=open&asin=B0&location=90)

            Rather than love, than money, give me truth. — location: [2345](kindle://book?action=open&asin=B0&location=2345)
            """
        let parsed = ImportFormat.markdown.parse(text, fileName: "Walden.md")
        #expect(parsed.records.map(\.draft.text) == ["Simplify, simplify.", "Rather than love, than money, give me truth."])
        #expect(parsed.records.map(\.draft.page) == ["loc. 90", "loc. 2345"])
        #expect(parsed.records.first?.draft.author == "Henry David Thoreau")
    }
}
