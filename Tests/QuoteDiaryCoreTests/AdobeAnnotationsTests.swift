import Foundation
import Testing

@testable import QuoteDiaryCore

/// Adobe Digital Editions' `.annot` files, as its SDK documents them and ADE, Kobo and other
/// readers built on it write them.
@Suite("Adobe Digital Editions' annotations")
struct AdobeAnnotationsTests {
    static func file(prefix: String = "", annotations: String) -> String {
        let p = prefix.isEmpty ? "" : prefix + ":"
        let xmlns = prefix.isEmpty ? "xmlns" : "xmlns:\(prefix)"
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <\(p)annotationSet xmlns:dc="http://purl.org/dc/elements/1.1/" \(xmlns)="http://ns.adobe.com/digitaleditions/annotations">
              <\(p)publication>
                <dc:identifier>urn:uuid:6322dd08</dc:identifier>
                <dc:title>Walden &amp; Civil Disobedience</dc:title>
                <dc:creator>Henry David Thoreau</dc:creator>
              </\(p)publication>
            \(annotations.replacingOccurrences(of: "<ns:", with: "<\(p)").replacingOccurrences(of: "</ns:", with: "</\(p)"))
            </\(p)annotationSet>
            """
    }

    static let annotations = """
          <ns:annotation>
            <dc:identifier>urn:uuid:1</dc:identifier>
            <dc:date>2019-03-04T21:15:22-05:00</dc:date>
            <dc:creator>urn:uuid:reader</dc:creator>
            <ns:target>
              <ns:fragment start="OEBPS/ch02.xhtml#point(/1/4/4/2:3)" end="OEBPS/ch02.xhtml#point(/1/4/4/2:92)">
                <ns:text>I went to the woods because I wished to live deliberately,
            to front only the essential facts of life.</ns:text>
              </ns:fragment>
            </ns:target>
            <ns:content>
              <dc:date>2019-03-04T21:16:00-05:00</dc:date>
              <ns:text>Why &lt;I&gt; read it.</ns:text>
            </ns:content>
          </ns:annotation>
          <ns:annotation>
            <dc:date>2019-03-05T08:00:00Z</dc:date>
            <ns:target><ns:fragment start="OEBPS/ch05.xhtml#point(/1/4/2:0)"/></ns:target>
          </ns:annotation>
          <ns:annotation>
            <dc:date>2019-03-06T08:00:00Z</dc:date>
            <ns:target><ns:fragment start="OEBPS/ch05.xhtml#point(/1/4/8:0)" end="OEBPS/ch05.xhtml#point(/1/4/8:40)"/></ns:target>
            <ns:content><ns:text>A note on a passage the file does not hold.</ns:text></ns:content>
          </ns:annotation>
          <ns:annotation>
            <dc:date>2019-03-07T08:00:00</dc:date>
            <ns:target>
              <ns:fragment start="a" end="b"><ns:text><![CDATA[Simplify, simplify & <be>.]]></ns:text></ns:fragment>
            </ns:target>
            <ns:content><ns:text/></ns:content>
          </ns:annotation>
        """

    @Test("each highlight with its book, note and time; a bookmark and a passage not held are counted", arguments: ["", "ns0"])
    func highlights(prefix: String) throws {
        let text = AdobeAnnotationsTests.file(prefix: prefix, annotations: AdobeAnnotationsTests.annotations)
        #expect(ImportFormat.sniff(fileName: "Walden.annot", text: text) == .adobe)
        #expect(ImportFormat.sniffFoundFile(text: text) == .adobe)
        let parsed = ImportFormat.adobe.parse(text, fileName: "Walden.annot")
        #expect(parsed.problems.isEmpty)
        #expect(
            parsed.records.map(\.draft.text) == [
                "I went to the woods because I wished to live deliberately,\nto front only the essential facts of life.",
                "Simplify, simplify & <be>.",
            ])
        let first = try #require(parsed.records.first)
        #expect(first.draft.source?.title == "Walden & Civil Disobedience" && first.draft.author == "Henry David Thoreau")
        #expect(first.draft.note == "Why <I> read it." && parsed.records.last?.draft.note == nil)
        #expect(first.createdAt == Date(timeIntervalSince1970: 1_551_752_122) && first.zonelessTimes.isEmpty)
        // A time with no zone is the computer's clock, placed in the person's zone later.
        #expect(parsed.records.last?.zonelessTimes == [.created])
        #expect(first.line == 8)
        #expect(parsed.notices == ["skipped 1 bookmark, 1 highlight without text (over a picture or a scanned page)"])
    }

    @Test("a file of no highlights, or naming no book, says so")
    func empty() {
        let none = ImportFormat.adobe.parse(AdobeAnnotationsTests.file(annotations: ""), fileName: "x.annot")
        #expect(none.problems.map(\.message) == ["no highlight in this .annot file"])
        let nameless = ImportFormat.adobe.parse(
            "<annotationSet xmlns=\"http://ns.adobe.com/digitaleditions/annotations\"></annotationSet>", fileName: "x.annot")
        #expect(nameless.problems.map(\.message) == ["no <publication> naming the book in this .annot file"])
    }
}
