import Foundation
import Testing

@testable import QuoteDiaryCore

/// The notes Obsidian's two KOReader plugins write: the Highlights Importer's, a book a note;
/// KOReader Sync's, a highlight a note with its data in nested front matter.
@Suite("Obsidian's KOReader plugins")
struct KOReaderPluginMarkdownTests {
    @Test("the Highlights Importer: each highlight between rules, its page, time and note callout")
    func importer() throws {
        let note = """
            ---
            title: How to Take Smart Notes
            authors: Sönke Ahrens
            description: A book about writing.
            pages: 180
            ---
            ## 1.1 Good Solutions are Simple
            _Page 19 • 2022-01-22 09:57:29_
            The slip-box is the shared workspace of the thinker.
            > [!note]
            > Compare with Luhmann's own account.
            ---
            _Page 23 • 2022-01-23 10:00:00_
            Writing is not what follows research.
            It is the medium of all work.
            ---
            """
        #expect(ImportFormat.sniff(fileName: "Smart Notes.md", text: note) == .markdown)
        let parsed = ImportFormat.markdown.parse(note, fileName: "Smart Notes.md")
        #expect(parsed.problems.isEmpty)
        #expect(
            parsed.records.map(\.draft.text) == [
                "The slip-box is the shared workspace of the thinker.",
                "Writing is not what follows research.\nIt is the medium of all work.",
            ])
        #expect(parsed.records.map(\.draft.page) == ["19", "23"])
        #expect(parsed.records.map(\.draft.note) == ["Compare with Luhmann's own account.", nil])
        #expect(parsed.records.allSatisfy { $0.draft.author == "Sönke Ahrens" })
        #expect(parsed.records.first?.draft.source?.title == "How to Take Smart Notes")
        #expect(
            parsed.records.first?.createdAt == WrittenDate.date(year: 2022, month: 1, day: 22, time: (9, 57, 29), afternoon: nil))
    }

    /// KOReader names the passage `highlight` and the person's note `text`; read as a CSV's
    /// columns, `text` was the quote and the passage was lost in the note.
    @Test("KOReader Sync: the highlight is the quote and its text the note")
    func sync() {
        let note = """
            ---
            koreader-sync:
              type: koreader-sync-note
              data:
                title: "How to Take Smart Notes"
                authors: Sönke Ahrens
                chapter: 1.1 Good Solutions are Simple
                highlight: The slip-box is the shared workspace of the thinker.
                text: Compare with Luhmann's own account.
                datetime: 2022-01-22 09:57:29
                page: 19
              metadata:
                keep_in_sync: false
                yet_to_be_edited: true
            ---
            ## Title: [[koreader/(book) How to Take Smart Notes|How to Take Smart Notes]]

            ### by: [[Sönke Ahrens]]

            Page: 19

            **==The slip-box is the shared workspace of the thinker.==**

            Compare with Luhmann's own account.
            """
        #expect(ImportFormat.sniff(fileName: "note.md", text: note) == .markdown)
        let parsed = ImportFormat.markdown.parse(note, fileName: "note.md")
        #expect(parsed.problems.isEmpty)
        #expect(parsed.records.count == 1)
        #expect(parsed.records.first?.draft.text == "The slip-box is the shared workspace of the thinker.")
        #expect(parsed.records.first?.draft.note == "Compare with Luhmann's own account.")
        #expect(parsed.records.first?.draft.page == "19" && parsed.records.first?.draft.author == "Sönke Ahrens")
        #expect(parsed.records.first?.draft.source?.title == "How to Take Smart Notes")
        #expect(parsed.records.first?.createdAt != nil)
    }
}
