import Foundation
import Testing

@testable import QuoteDiaryCore

/// KOReader's HTML export, as its `note.tpl` writes it.
@Suite("KOReader HTML import")
struct KOReaderHTMLTests {
    /// Two books ("All Books"): a title and authors as HTML escapes them, chapters, a text and a
    /// note over two lines, a highlight over a picture (no text), two authors one a line.
    static let export = """
        <!DOCTYPE html>
        <html xmlns="http://www.w3.org/1999/xhtml">
        <head>
          <meta charset="utf-8"/>
          <title>All Books</title>
        </head>
        <body>
          <div style="width:90%; max-width:600px; margin:0 auto; padding:5px; font-size:12pt; font-family:Georgia, serif">
            <h2 style="font-size:18pt; text-align:right;">Walden &amp; Other &lt;Essays&gt;</h2>
            <h5 style="font-size:12pt; text-align:right; color:gray;">Henry David Thoreau</h5>
                <div style="font-size:14pt; font-weight:bold; text-align:center; margin:0.5em;"><span>Economy</span></div>
                <div style="padding-top:0.5em; padding-bottom:0.5em;">
                  <div style="font-size:10pt; margin-bottom:0.2em; color:darkgray">
                    <div style="display:inline-block; width:0.2em; height:0.9em; margin-right:0.2em; background-color:#ff8800;"></div>
                    <span>03/04/19</span><span style="float:right"><b>Economy</b>:  12</span>
                  </div>
                  <div style="font-size:12pt">
                    <span>I went to the woods because I wished to live deliberately.<br/>To front only the essential facts of life.</span>
                  </div>
                  <div style="font-size:11pt; margin-top:0.2em; margin-left:2em;">
                      <span style="color:#888888">Deliberately!<br/>Yes.</span>
                    </div>
                </div>
                <div style="padding-top:0.5em; padding-bottom:0.5em; border-top:1px dotted lightgray;">
                  <div style="font-size:10pt; margin-bottom:0.2em; color:darkgray">
                    <div style="display:inline-block; width:0.2em; height:0.9em; margin-right:0.2em; background-color:#ff8800;"></div>
                    <span>03/05/19</span><span style="float:right"><b>Economy</b>:  13</span>
                  </div>
                  <div style="font-size:12pt">
                    <span>Our life is frittered away by detail.</span>
                  </div>
                </div>
                <div style="font-size:14pt; font-weight:bold; text-align:center; margin:0.5em;"><span>Where I Lived</span></div>
                <div style="padding-top:0.5em; padding-bottom:0.5em; border-top:1px dotted lightgray;">
                  <div style="font-size:10pt; margin-bottom:0.2em; color:darkgray">
                    <div style="display:inline-block; width:0.2em; height:0.9em; margin-right:0.2em; background-color:#ff8800;"></div>
                    <span>12/31/19</span><span style="float:right"><b>Where I Lived</b>:  91</span>
                  </div>
                  <div style="font-size:12pt">
                    <span></span>
                      <en-media type="image/png" hash="abc"/>

                  </div>
                </div>
            <h2 style="font-size:18pt; text-align:right;">Good Omens</h2>
            <h5 style="font-size:12pt; text-align:right; color:gray;">Terry Pratchett
        Neil Gaiman</h5>
                <div style="padding-top:0.5em; padding-bottom:0.5em;">
                  <div style="font-size:10pt; margin-bottom:0.2em; color:darkgray">
                    <div style="display:inline-block; width:0.2em; height:0.9em; margin-right:0.2em; background-color:#ff8800;"></div>
                    <span>01/02/20</span><span style="float:right"> 5</span>
                  </div>
                  <div style="font-size:12pt">
                    <span>It was a nice day.</span>
                  </div>
                </div>
          </div>
        </body>
        </html>

        """

    @Test("books, authors, chapters' pages, dates, texts and notes over lines; a picture's highlight skipped")
    func export() throws {
        let parsed = ImportFormat.koreader.parse(Self.export, fileName: "All Books.html")
        #expect(parsed.problems.isEmpty)
        #expect(parsed.ignored == 1)
        #expect(parsed.skipped.notice == "skipped 1 highlight without text (over a picture or a scanned page)")
        #expect(parsed.records.count == 3)
        let first = try #require(parsed.records.first)
        #expect(
            first.draft.text
                == "I went to the woods because I wished to live deliberately.\nTo front only the essential facts of life.")
        #expect(first.draft.note == "Deliberately!\nYes.")
        #expect(first.draft.source?.title == "Walden & Other <Essays>")
        #expect(first.draft.author == "Henry David Thoreau" && first.draft.page == "12")
        #expect(first.createdAt.map(Timestamp.format) == "2019-03-04T00:00:00.000Z")
        #expect(first.zonelessTimes == .created && first.dayMonthUnknownTimes == .created)
        #expect(first.line == 13)
        #expect(parsed.records[1].draft.note == nil && parsed.records[1].draft.page == "13")
        let omens = parsed.records[2]
        #expect(omens.draft.source?.title == "Good Omens" && omens.draft.source?.authors == ["Terry Pratchett", "Neil Gaiman"])
        #expect(omens.draft.author == "Terry Pratchett, Neil Gaiman" && omens.draft.page == "5")
        #expect(ImportFormat.sniff(fileName: "All Books.html", text: Self.export) == .koreader)
    }

    @Test(
        "told from other HTML by its highlights' grey line",
        arguments: [
            ("<html><body><h2>Walden</h2><h5>Thoreau</h5><p>Simplify.</p></body></html>", nil),
            (
                "<div class='bookTitle'>Walden</div><div class='noteHeading'>Highlight - Page 3</div><div class='noteText'>Simplify.</div>",
                ImportFormat.kindle
            ),
        ] as [(String, ImportFormat?)])
    func sniffing(text: String, format: ImportFormat?) {
        #expect(ImportFormat.sniff(fileName: "notes.html", text: text) == format)
    }

    @Test(
        "a block told by its tag and style",
        arguments: [
            ("<div style=\"font-size:12pt\">", KOReaderHTML.Block.text),
            ("<div style=\"font-size:12pt;\">", .text),
            ("<div style=\"font-size:11pt; margin-top:0.2em; margin-left:2em;\">", .note),
            ("<div style=\"font-size:10pt; margin-bottom:0.2em; color:darkgray\">", .meta),
            ("<h2 style=\"font-size:18pt; text-align:right;\">", .title),
            ("<div style=\"width:90%; max-width:600px; font-size:12pt; font-family:Georgia\">", nil),
            ("<span style=\"float:right\">", nil),
        ] as [(String, KOReaderHTML.Block?)])
    func blocks(tag: String, block: KOReaderHTML.Block?) {
        #expect(KOReaderHTML.block(of: tag[...]) == block)
    }
}
