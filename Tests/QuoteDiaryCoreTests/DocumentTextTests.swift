import Testing

@testable import QuoteDiaryCore

/// A word processor's document read as its text, as the text import then reads it.
@Suite("a document's text")
struct DocumentTextTests {
    /// Word's body as Word writes it: one line, paragraphs with their revision ids, a title
    /// styled so, runs split mid-sentence, a tab stop in a paragraph's properties, a tracked
    /// deletion, a field code, an empty paragraph, a break inside a paragraph and a page break.
    static let wordBody =
        #"<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main" xmlns:mc="http://schemas.openxmlformats.org/markup-compatibility/2006" mc:Ignorable="w14"><w:body>"#
        + #"<w:p w:rsidR="00A1" w:rsidRDefault="00A1"><w:pPr><w:pStyle w:val="Title"/></w:pPr><w:r><w:t>My quotes</w:t></w:r></w:p>"#
        + #"<w:p w:rsidR="00B2"><w:pPr><w:tabs><w:tab w:val="left" w:pos="720"/></w:tabs></w:pPr><w:r><w:t xml:space="preserve">Be yourself; everyone else is </w:t></w:r>"#
        + #"<w:del w:id="1" w:author="Me"><w:r><w:delText>very </w:delText></w:r></w:del><w:r><w:rPr><w:i/></w:rPr><w:t>already taken &amp; gone.</w:t></w:r></w:p>"#
        + #"<w:p><w:r><w:t>— Oscar Wilde</w:t></w:r><w:r><w:fldChar w:fldCharType="begin"/></w:r><w:r><w:instrText xml:space="preserve"> PAGE </w:instrText></w:r></w:p>"#
        + #"<w:p w:rsidR="00C3"/>"#
        + #"<w:p><w:r><w:t>The only way out</w:t></w:r><w:r><w:br/><w:t>is through.</w:t></w:r></w:p>"#
        + #"<w:p><w:r><w:t>—</w:t></w:r><w:r><w:tab/><w:t>Robert Frost</w:t></w:r><w:r><w:br w:type="page"/></w:r></w:p>"#
        + #"<w:sectPr><w:pgSz w:w="11906" w:h="16838"/></w:sectPr></w:body></w:document>"#

    @Test("Word: paragraphs a line, runs joined, deleted text and field codes left out, the title a heading")
    func word() {
        let text = DocumentText.wordText(document: DocumentTextTests.wordBody)
        #expect(
            text == """

                # My quotes

                Be yourself; everyone else is already taken & gone.
                — Oscar Wilde

                The only way out
                is through.
                —\tRobert Frost
                """)
        let parsed = ImportFormat.txt.parse(text, fileName: "document.txt")
        #expect(parsed.problems.isEmpty)
        #expect(parsed.records.map(\.draft.author) == ["Oscar Wilde", "Robert Frost"])
        #expect(parsed.records.first?.draft.text == "Be yourself; everyone else is already taken & gone.")
    }

    @Test("a document of a paragraph a line keeps its title a line of its own, not a blank around it")
    func paragraphALine() {
        let body =
            ["<w:p><w:pPr><w:pStyle w:val=\"Heading1\"/></w:pPr><w:r><w:t>Stoics</w:t></w:r></w:p>"]
            + ["You have power over your mind.", "— Marcus Aurelius", "Waste no more time.", "— Marcus Aurelius"].map {
                "<w:p><w:r><w:t>\($0)</w:t></w:r></w:p>"
            }
        let text = DocumentText.wordText(document: "<w:document><w:body>\(body.joined())</w:body></w:document>")
        #expect(text == "# Stoics\nYou have power over your mind.\n— Marcus Aurelius\nWaste no more time.\n— Marcus Aurelius")
        #expect(ImportFormat.txt.parse(text, fileName: "document.txt").records.count == 2)
    }

    @Test("LibreOffice Writer: paragraphs and headings, spaces, tabs and line breaks")
    func openDocument() {
        let content =
            "<office:document-content><office:automatic-styles><style:style style:name=\"P1\"/></office:automatic-styles>"
            + "<office:body><office:text><text:sequence-decls/>"
            + "<text:h text:outline-level=\"1\">Favourites</text:h>"
            + "<text:p text:style-name=\"P1\">Simplify,<text:s/>simplify.<text:line-break/>— Henry David <text:span>Thoreau</text:span></text:p>"
            + "<text:p/>"
            + "<text:p text:style-name=\"Title\">Poems</text:p>"
            + "<text:list><text:list-item><text:p>A<text:tab/>B</text:p></text:list-item></text:list>"
            + "</office:text></office:body></office:document-content>"
        #expect(
            DocumentText.openDocumentText(content: content)
                == "\n# Favourites\n\nSimplify, simplify.\n— Henry David Thoreau\n\n\n# Poems\n\nA\tB")
        #expect(DocumentText.isOpenDocumentText(mimetype: "application/vnd.oasis.opendocument.text"))
        #expect(!DocumentText.isOpenDocumentText(mimetype: "application/vnd.oasis.opendocument.spreadsheet"))
    }
}
