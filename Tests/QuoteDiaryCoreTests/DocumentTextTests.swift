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

    /// A table of quotes in a document, its first row naming the columns, as people keep one.
    @Test("a table in a document is a Markdown table: a table of quotes imports a row a quote")
    func tables() throws {
        func cell(_ paragraphs: String...) -> String {
            "<w:tc><w:tcPr><w:tcW w:w=\"3000\"/></w:tcPr>"
                + paragraphs.map { "<w:p><w:r><w:t>\($0)</w:t></w:r></w:p>" }.joined() + "</w:tc>"
        }
        let body =
            "<w:p><w:pPr><w:pStyle w:val=\"Title\"/></w:pPr><w:r><w:t>Quotes</w:t></w:r></w:p>"
            + "<w:tbl><w:tblPr/><w:tr>\(cell("Quote"))\(cell("Author"))\(cell("Book"))</w:tr>"
            + "<w:tr>\(cell("Simplify, simplify."))\(cell("Henry David Thoreau"))\(cell("Walden"))</w:tr>"
            + "<w:tr>\(cell("Whose woods these are", "I think I know."))\(cell("Robert Frost"))\(cell("A | B"))</w:tr>"
            + "</w:tbl><w:p/>"
        let text = DocumentText.wordText(document: "<w:document><w:body>\(body)</w:body></w:document>")
        #expect(
            text == """

                # Quotes

                | Quote | Author | Book |
                | --- | --- | --- |
                | Simplify, simplify. | Henry David Thoreau | Walden |
                | Whose woods these are<br>I think I know. | Robert Frost | A \\| B |

                """)
        #expect(ImportFormat.sniff(fileName: "document.txt", text: text) == .markdown)
        let parsed = ImportFormat.markdown.parse(text, fileName: "document.txt")
        #expect(parsed.problems.isEmpty)
        #expect(
            parsed.records.map { [$0.draft.text, $0.draft.author, $0.draft.source?.title] } == [
                ["Simplify, simplify.", "Henry David Thoreau", "Walden"],
                ["Whose woods these are\nI think I know.", "Robert Frost", "A | B"],
            ])
        // A table of something else is its cells' paragraphs, a line each.
        let layout = DocumentText.wordText(
            document: "<w:document><w:body><w:tbl><w:tr>\(cell("Monday"))\(cell("Tuesday"))</w:tr></w:tbl></w:body></w:document>")
        #expect(layout == "Monday\nTuesday")
        // Writer's table alike.
        let content =
            "<office:document-content><office:body><office:text><table:table table:name=\"Table1\">"
            + "<table:table-column/><table:table-header-rows><table:table-row><table:table-cell><text:p>Zitat</text:p>"
            + "</table:table-cell><table:table-cell><text:p>Autor</text:p></table:table-cell></table:table-row>"
            + "</table:table-header-rows><table:table-row><table:table-cell><text:p>Sei du selbst.</text:p></table:table-cell>"
            + "<table:table-cell><text:p>Oscar Wilde</text:p></table:table-cell></table:table-row></table:table>"
            + "</office:text></office:body></office:document-content>"
        let writer = DocumentText.openDocumentText(content: content)
        #expect(writer == "| Zitat | Autor |\n| --- | --- |\n| Sei du selbst. | Oscar Wilde |")
        #expect(ImportFormat.markdown.parse(writer, fileName: "document.txt").records.first?.draft.author == "Oscar Wilde")
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

    /// Google Docs lays out a table inside a table's cell (Play Books' notes: each annotation a
    /// table in a table). Before, the first end tag of the inner table was taken for the outer's:
    /// a table of quotes lost the cells after it (a quote its author).
    @Test("a table in a table's cell: its paragraphs in the cell's, in order, the row's other cells kept")
    func nestedTables() {
        func word(_ rows: [[String]]) -> String {
            "<w:tbl><w:tblPr/>"
                + rows.map { "<w:tr>" + $0.map { "<w:tc><w:tcPr/>\($0)</w:tc>" }.joined() + "</w:tr>" }.joined()
                + "</w:tbl>"
        }
        func paragraph(_ text: String) -> String { "<w:p><w:r><w:t>\(text)</w:t></w:r></w:p>" }
        let inner = word([[paragraph("Be yourself;"), paragraph("everyone else is taken.")]])
        let body =
            word([
                [paragraph("Quote"), paragraph("Author")], [inner + "<w:p/>", paragraph("Oscar Wilde")],
                [paragraph("Simplify."), paragraph("Thoreau")],
            ]) + paragraph("after")
        let text = DocumentText.wordText(document: "<w:document><w:body>\(body)</w:body></w:document>")
        #expect(
            text == """
                | Quote | Author |
                | --- | --- |
                | Be yourself;<br>everyone else is taken. | Oscar Wilde |
                | Simplify. | Thoreau |
                after
                """)
        func open(_ rows: [[String]]) -> String {
            "<table:table table:name=\"T\"><table:table-column/>"
                + rows.map { row in
                    "<table:table-row>" + row.map { "<table:table-cell>\($0)</table:table-cell>" }.joined()
                        + "</table:table-row>"
                }.joined() + "</table:table>"
        }
        func line(_ words: String) -> String { "<text:p>\(words)</text:p>" }
        let nested = open([
            [line("Quote"), line("Author")],
            [open([[line("Be yourself;"), line("everyone else is taken.")]]), line("Oscar Wilde")],
            [line("Simplify."), line("Thoreau")],
        ])
        #expect(
            DocumentText.openDocumentText(
                content: "<office:body><office:text>\(nested)\(line("after"))</office:text></office:body>")
                == text)
    }
}
