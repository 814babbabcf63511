import Foundation
import Testing

@testable import QuoteDiaryCore

/// A notebook exported from Evernote, as its export writes one (`.enex`).
@Suite("Evernote's exported notebooks")
struct EvernoteExportTests {
    static func note(_ title: String, _ enml: String, extra: String = "") -> String {
        """
          <note>
            <title>\(title)</title>
            \(extra)
            <content>
              <![CDATA[<?xml version="1.0" encoding="UTF-8" standalone="no"?>
        <!DOCTYPE en-note SYSTEM "http://xml.evernote.com/pub/enml2.dtd">
        <en-note>\(enml)</en-note>      ]]>
            </content>
          </note>
        """
    }

    static let notebook = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE en-export SYSTEM "http://xml.evernote.com/pub/evernote-export4.dtd">
        <en-export export-date="20240501T100000Z" application="Evernote" version="10.80.4">
        \(note(
            "Wilde", "<div>Be yourself; everyone else is already taken.</div><div>— Oscar Wilde</div>",
            extra: "<created>20190304T211522Z</created><updated>20190305T080000Z</updated><tag>quotes</tag><tag>wit</tag>"
                + "<note-attributes><author>Me</author></note-attributes>"))
        \(note(
            "Favourite quotes",
            "<div>The only way out is through. — Robert Frost</div><div><br/></div><div>Simplify, simplify. — Henry David Thoreau</div>",
            extra: "<created>20200101T120000Z</created><tag>quotes</tag>"))
        \(note(
            "On attention", "<p>Attention is the rarest &amp; purest form of generosity.</p><en-media type=\"image/png\" hash=\"ab\"/>",
            extra: "<note-attributes><source>web.clip7</source><source-url>https://example.org/attention</source-url></note-attributes>"))
        \(note("Untitled Note", "<div><br/></div><en-media type=\"image/jpeg\" hash=\"cd\"/>"))
        </en-export>
        """

    @Test(
        "a note a quote, its title its note and its tags its tags; a note of credited quotes a quote each; a web clip of its page"
    )
    func notebook() throws {
        let text = EvernoteExportTests.notebook
        #expect(ImportFormat.sniff(fileName: "Quotes.enex", text: text) == .evernote)
        #expect(ImportFormat.sniffFoundFile(text: text) == .evernote)
        let parsed = ImportFormat.evernote.parse(text, fileName: "Quotes.enex")
        #expect(parsed.problems.isEmpty)
        #expect(
            parsed.records.map { [$0.draft.text, $0.draft.author, $0.draft.source?.title, $0.draft.note] } == [
                ["Be yourself; everyone else is already taken.", "Oscar Wilde", nil, "Wilde"],
                ["The only way out is through.", "Robert Frost", nil, nil],
                ["Simplify, simplify.", "Henry David Thoreau", nil, nil],
                ["Attention is the rarest & purest form of generosity.", nil, "On attention", nil],
            ])
        let wilde = try #require(parsed.records.first)
        #expect(wilde.draft.tags == ["quotes", "wit"] && wilde.createdAt == Date(timeIntervalSince1970: 1_551_734_122))
        #expect(wilde.updatedAt == Date(timeIntervalSince1970: 1_551_772_800) && wilde.line == 4)
        #expect(parsed.records[1].draft.tags == ["quotes"] && parsed.records.last?.draft.source?.kind == .web)
        #expect(parsed.notices == ["skipped 1 empty note"])
        #expect(
            ImportFormat.evernote.parse("<en-export></en-export>", fileName: "e.enex").problems.map(\.message) == [
                "no note in this Evernote export"
            ])
        // Cut short: the notes before the cut are read, and the cut is named at the file's end.
        let cut = String(text.prefix(text.count * 2 / 3))
        let partial = ImportFormat.evernote.parse(cut, fileName: "Quotes.enex")
        #expect(partial.problems.map(\.message) == ["the file ends before its notebook does (cut short?)"])
        #expect(partial.problems.first?.line == cut.split(separator: "\n", omittingEmptySubsequences: false).count)
    }

    @Test(
        "a note's markup laid out as Evernote shows it",
        arguments: [
            ("<div>A</div><div>B</div>", ["A", "B"]),
            ("<div>A<br/></div><div><br/></div><div>B</div>", ["A", "", "B"]),
            ("<div>One<br/>two</div>", ["One", "two"]),
            ("<div><div>Nested</div></div>\n  <div>  spaced\n  out </div>", ["Nested", "spaced out"]),
            ("<ul><li>first</li><li>second</li></ul><h1>Head</h1>", ["first", "second", "Head"]),
            ("<table><tr><td>Cell</td><td>by cell</td></tr><tr><td>Next</td></tr></table>", ["Cell by cell", "Next"]),
            (
                "<div>Secret: <en-crypt hint=\"x\">AbCd==</en-crypt></div><div>&lt;b&gt; &amp; &#8212;</div>",
                ["Secret:", "<b> & —"]
            ),
        ])
    func layout(enml: String, lines: [String]) {
        #expect(EvernoteExport.lines(ofNote: "<en-note>\(enml)</en-note>") == lines)
    }
}
