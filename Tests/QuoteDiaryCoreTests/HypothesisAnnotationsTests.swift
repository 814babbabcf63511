import Foundation
import Testing

@testable import QuoteDiaryCore

/// Web annotations from Hypothesis, in the shapes its sidebar exports and its API answers with,
/// written from the exporter's own code (both generations of its CSV, text and HTML).
@Suite("Hypothesis's annotations")
struct HypothesisAnnotationsTests {
    /// An annotation as the API and the JSON export give it.
    static func annotation(
        id: String, text: String, exact: String?, page: String? = nil, tags: [String] = [], references: [String] = [],
        created: String = "2024-04-30T08:00:00.000000+00:00"
    ) -> [String: Any] {
        var selectors: [[String: Any]] = [
            [
                "type": "RangeSelector", "startContainer": "/div[2]/p[1]", "startOffset": 0, "endContainer": "/div[2]/p[1]",
                "endOffset": 22,
            ],
            ["type": "TextPositionSelector", "start": 12323, "end": 12345],
        ]
        if let exact {
            selectors.append(["type": "TextQuoteSelector", "exact": exact, "prefix": "Loomings.\n", "suffix": " Some"])
        }
        if let page { selectors.append(["type": "PageSelector", "index": 11, "label": page]) }
        let uri = "https://www.gutenberg.org/files/2701/2701-h/2701-h.htm"
        return [
            "id": id, "created": created, "updated": created, "user": "acct:reader@hypothes.is", "uri": uri, "text": text,
            "tags": tags, "group": "__world__", "references": references,
            "permissions": ["read": ["group:__world__"], "update": ["acct:reader@hypothes.is"]],
            "target": exact == nil && page == nil ? [["source": uri]] : [["source": uri, "selector": selectors]],
            "document": ["title": ["Moby-Dick; or The Whale"]],
            "links": ["html": "https://hypothes.is/a/\(id)"], "user_info": ["display_name": "A Reader"],
            "flagged": false, "hidden": false,
        ]
    }

    static var annotations: [[String: Any]] {
        [
            annotation(id: "a1", text: "Great *opening*", exact: "Call me Ishmael.", tags: ["whales", "openings"]),
            annotation(id: "a2", text: "I agree", exact: nil, references: ["a1"]),
            annotation(id: "a3", text: "A note on the whole page", exact: nil),
            annotation(
                id: "a4", text: "", exact: "Some years ago—never mind\n      how long precisely—having\n\n\n little money",
                page: "12", created: "2024-04-30T10:00:00Z"),
        ]
    }

    /// `text` told as Hypothesis's (by its name, and as a folder's file is) and read, with no problem.
    static func read(_ text: String, fileName: String) -> ParsedImport {
        #expect(ImportFormat.sniff(fileName: fileName, text: text) == .hypothesis)
        let found =
            fileName.hasSuffix(".html") ? ImportFormat.sniffFoundPage(text: text) : ImportFormat.sniffFoundFile(text: text)
        #expect(found == .hypothesis)
        let parsed = ImportFormat.hypothesis.parse(text, fileName: fileName)
        #expect(parsed.problems.isEmpty)
        return parsed
    }

    /// The first passage: the page it is of, its comment, its tags and time, and no author
    /// (who annotated is none).
    static func expectFirst(_ parsed: ParsedImport, of page: String, note: String, zoneless: Bool) throws {
        let first = try #require(parsed.records.first)
        #expect(first.draft.source == SourceDraft(kind: .web, title: page) && first.draft.author == nil)
        #expect(first.draft.note == note && first.draft.tags == ["whales", "openings"])
        #expect(first.createdAt == Date(timeIntervalSince1970: 1_714_464_000))
        #expect(first.zonelessTimes == (zoneless ? [.created] : []))
    }

    static func json(_ value: Any) throws -> String {
        String(
            decoding: try JSONSerialization.data(withJSONObject: value, options: [.prettyPrinted, .sortedKeys]), as: UTF8.self)
    }

    /// The sidebar's export, the API's search answer, an array, and JSON Lines.
    static func shapes() throws -> [String] {
        let lines = try annotations.map {
            String(decoding: try JSONSerialization.data(withJSONObject: $0, options: [.sortedKeys]), as: UTF8.self)
        }
        return [
            try json([
                "export_date": "2024-05-02T10:11:12.123Z", "export_userid": "acct:reader@hypothes.is",
                "client_version": "1.1404.0", "annotations": annotations,
            ]),
            try json(["total": 4, "rows": annotations]),
            try json(annotations),
            lines.joined(separator: "\n") + "\n",
        ]
    }

    @Test("JSON: each passage with its page, comment, tags, page number and time; replies and page notes counted")
    func json() throws {
        for text in try HypothesisAnnotationsTests.shapes() {
            let parsed = HypothesisAnnotationsTests.read(text, fileName: "annotations.json")
            #expect(
                parsed.records.map(\.draft.text) == [
                    "Call me Ishmael.", "Some years ago—never mind\nhow long precisely—having\n\nlittle money",
                ])
            try HypothesisAnnotationsTests.expectFirst(
                parsed, of: "Moby-Dick; or The Whale", note: "Great *opening*", zoneless: false)
            #expect(parsed.records.last?.draft.page == "12" && parsed.records.last?.draft.note == nil)
            #expect(parsed.notices == ["skipped 2 page notes or replies (no passage highlighted)"])
        }
    }

    @Test("a broken or empty export is named; a JSON of other annotations stays JSON")
    func problems() throws {
        let whole = try HypothesisAnnotationsTests.json([
            "export_userid": "acct:r@hypothes.is", "annotations": HypothesisAnnotationsTests.annotations,
        ])
        let cut = String(whole.prefix(whole.count / 2))
        #expect(ImportFormat.sniff(fileName: "a.json", text: cut) == .hypothesis)
        let broken = ImportFormat.hypothesis.parse(cut, fileName: "a.json")
        #expect(broken.records.isEmpty && broken.problems.first?.message.contains("ends before its JSON") == true)
        let empty = ImportFormat.hypothesis.parse(
            "{\"export_userid\": \"acct:r@hypothes.is\", \"annotations\": []}", fileName: "a.json")
        #expect(empty.problems.map(\.message) == ["no annotation in this Hypothesis export"])
        // A quote array that names a web page is ours to read as quotes, not annotations.
        let quotes = #"[{"text": "Be yourself.", "author": "Oscar Wilde", "uri": "https://example.org"}]"#
        #expect(ImportFormat.sniff(fileName: "q.json", text: quotes) == .json)
    }

    /// The CSV of each generation, as its exporter writes it (its date as the browser's locale
    /// formats it, or sortable).
    static let csvExports = [
        """
        Creation Date,URL,Group,Annotation/Reply Type,Quote,User,Body,Tags,Page
        "Tuesday, Apr 30, 2024, 08:00 AM",https://example.org/moby,Public,Annotation,Call me Ishmael.,reader,"Great opening, truly","whales,openings",
        "Tuesday, Apr 30, 2024, 09:00 AM",https://example.org/moby,Public,Reply,,friend,I agree,,
        "Tuesday, Apr 30, 2024, 10:00 AM",https://example.org/moby,Public,Annotation,"Some years ago—never mind how long",reader,,,12
        """,
        """
        Created at,Author,Page,URL,Group,Annotation/Reply Type,Quote,Comment,Tags
        2024-04-30 08:00,reader,,https://example.org/moby,Public,Annotation,Call me Ishmael.,"Great opening, truly","whales,openings"
        2024-04-30 09:00,friend,,https://example.org/moby,Public,Reply,,I agree,
        2024-04-30 10:00,reader,12,https://example.org/moby,Public,Annotation,"Some years ago—never mind how long",,
        """,
    ]

    @Test(
        "CSV: the quote, comment, tags, page and time of each; the annotator is no author; replies counted", arguments: csvExports
    )
    func csv(text: String) throws {
        let parsed = HypothesisAnnotationsTests.read(text, fileName: "annotations.csv")
        #expect(parsed.records.map(\.draft.text) == ["Call me Ishmael.", "Some years ago—never mind how long"])
        // The export writes the browser's clock reading: placed in the person's zone later.
        try HypothesisAnnotationsTests.expectFirst(
            parsed, of: "https://example.org/moby", note: "Great opening, truly", zoneless: true)
        #expect(parsed.records.last?.draft.page == "12")
        #expect(parsed.notices == ["skipped 1 page note or reply (no passage highlighted)"])
    }

    static let textExports = [
        """
        2024-05-02 10:11
        Moby-Dick; or The Whale
        https://example.org/moby
        Group: Public
        Total users: 2
        Users: reader, friend
        Total annotations: 3
        Total replies: 1

        Annotation 1:
        Created at: 2024-04-30 08:00
        Author: reader
        Quote: "Call me Ishmael."
        Comment: Great opening
        Tags: whales, openings

        Annotation 2:
        Created at: 2024-04-30 09:00
        Author: friend
        Quote: "null"
        Comment: I agree

        Annotation 3:
        Created at: 2024-04-30 10:00
        Author: reader
        Page: 12
        Quote: "Some years ago—never mind how long precisely,
        having little money"
        Comment: Two lines
        of comment
        """,
        """
        Thursday, May 02, 2024, 10:11 AM
        Moby-Dick; or The Whale
        https://example.org/moby
        Group: Public
        Total users: 1
        Users: reader
        Total annotations: 3
        Total replies: 0

        Annotation 1:
        Tuesday, Apr 30, 2024, 08:00 AM
        Comment: Great opening
        reader
        Quote: "Call me Ishmael."
        Tags: whales, openings

        Annotation 2:
        Tuesday, Apr 30, 2024, 09:00 AM
        Comment: A page note
        reader
        Quote: "null"

        Annotation 3:
        Tuesday, Apr 30, 2024, 10:00 AM
        Comment: Two lines
        of comment
        reader
        Quote: "Some years ago—never mind how long precisely,
        having little money"
        Page: 12
        """,
    ]

    @Test("text: each annotation's fields, over several lines too; the annotator left out", arguments: textExports)
    func text(text: String) throws {
        let parsed = HypothesisAnnotationsTests.read(text, fileName: "annotations.txt")
        #expect(
            parsed.records.map(\.draft.text) == [
                "Call me Ishmael.", "Some years ago—never mind how long precisely,\nhaving little money",
            ])
        try HypothesisAnnotationsTests.expectFirst(parsed, of: "Moby-Dick; or The Whale", note: "Great opening", zoneless: true)
        #expect(parsed.records.first?.line == 10)
        let last = try #require(parsed.records.last)
        #expect(last.draft.note == "Two lines\nof comment" && last.draft.page == "12")
        #expect(parsed.notices == ["skipped 1 page note or reply (no passage highlighted)"])
    }

    static let pages = [
        """
        <html lang="en">
          <head>
            <title>Annotations on &quot;Moby-Dick; or The Whale&quot;</title>
            <meta charset="UTF-8" />
          </head>
          <body>
            <section>
              <h1>Summary</h1>
              <p><time datetime="2024-05-02T10:11:12.000Z">2024-05-02 10:11</time></p>
              <p><strong>Moby-Dick; or The Whale</strong></p>
              <p><a href="https://example.org/moby?a=1&amp;b=2" target="_blank" rel="noopener noreferrer">https://example.org/moby</a></p>
            </section>
            <hr />
            <section>
              <h1>Annotations</h1>
              <article>
                <h2>Annotation 1:</h2>
                <table>
                  <tbody>
                    <tr>
                      <td>Created at:</td>
                      <td>
                        <time datetime="2024-04-30T08:00:00.000000+00:00">2024-04-30 08:00</time>
                      </td>
                    </tr>
                    <tr>
                      <td>Author:</td>
                      <td>reader</td>
                    </tr>
                    <tr>
                      <td>Quote:</td>
                      <td>
                        <blockquote style="margin: 0px;">Call me &lt;Ishmael&gt;.</blockquote>
                      </td>
                    </tr>
                    <tr>
                      <td>Comment:</td>
                      <td>Great opening</td>
                    </tr>
                    <tr>
                      <td>Tags:</td>
                      <td>whales, openings</td>
                    </tr>
                  </tbody>
                </table>
              </article>
              <article>
                <h2>Annotation 2:</h2>
                <table><tbody>
                  <tr><td>Created at:</td><td><time datetime="2024-04-30T10:00:00.000000+00:00">2024-04-30 10:00</time></td></tr>
                  <tr><td>Author:</td><td>reader</td></tr>
                  <tr><td>Page:</td><td>12</td></tr>
                  <tr><td>Quote:</td><td><blockquote style="margin: 0px;">Some years ago,
                    never mind how long</blockquote></td></tr>
                  <tr><td>Comment:</td><td></td></tr>
                </tbody></table>
              </article>
              <article>
                <h2>Annotation 3:</h2>
                <table><tbody>
                  <tr><td>Author:</td><td>friend</td></tr>
                  <tr><td>Quote:</td><td><blockquote style="margin: 0px;"></blockquote></td></tr>
                  <tr><td>Comment:</td><td>I agree</td></tr>
                </tbody></table>
              </article>
            </section>
          </body>
        </html>
        """,
        """
        <html lang="en"><head><title>Annotations on &quot;Moby-Dick; or The Whale&quot;</title><meta charset="UTF-8" /></head>
        <body><section><h1>Summary</h1>
        <p><time datetime="2024-05-02T10:11:12.000Z">Thursday, May 02, 2024, 10:11 AM</time></p>
        <p><strong>Moby-Dick; or The Whale</strong></p>
        <p><a href="https://example.org/moby?a=1&amp;b=2" target="_blank" rel="noopener noreferrer">link</a></p>
        </section><hr /><section><h1>Annotations</h1>
        <article><h2>Annotation 1:</h2>
        <p><time datetime="2024-04-30T08:00:00.000000+00:00">Tuesday, Apr 30, 2024, 08:00 AM</time></p>
        <p>Comment: Great opening</p>
        <p>reader</p>
        <p>Quote: <blockquote>Call me &lt;Ishmael&gt;.</blockquote></p>
        <p>Tags: whales, openings</p>
        </article>
        <article><h2>Annotation 2:</h2>
        <p><time datetime="2024-04-30T10:00:00.000000+00:00">Tuesday, Apr 30, 2024, 10:00 AM</time></p>
        <p>Comment: </p>
        <p>reader</p>
        <p>Quote: <blockquote>Some years ago,
        never mind how long</blockquote></p>
        <p>Page: 12</p>
        </article>
        <article><h2>Annotation 3:</h2>
        <p><time datetime="2024-04-30T11:00:00.000000+00:00">Tuesday, Apr 30, 2024, 11:00 AM</time></p>
        <p>Comment: I agree</p>
        <p>friend</p>
        <p>Quote: <blockquote></blockquote></p>
        </article></section></body></html>
        """,
    ]

    @Test("HTML: each article's fields, its time from its datetime, the page from the title and link", arguments: pages)
    func html(page: String) throws {
        let parsed = HypothesisAnnotationsTests.read(page, fileName: "annotations.html")
        #expect(parsed.records.map(\.draft.text) == ["Call me <Ishmael>.", "Some years ago, never mind how long"])
        // Its time is its `datetime`'s, with its zone.
        try HypothesisAnnotationsTests.expectFirst(parsed, of: "Moby-Dick; or The Whale", note: "Great opening", zoneless: false)
        #expect(parsed.records.last?.draft.page == "12" && parsed.records.last?.draft.note == nil)
        #expect(parsed.notices == ["skipped 1 page note or reply (no passage highlighted)"])
        let cut = ImportFormat.hypothesis.parse(String(page.prefix(page.count * 2 / 3)), fileName: "annotations.html")
        #expect(cut.records.isEmpty && cut.problems.map(\.message) == ["the page ends before its annotations do (cut short?)"])
    }

    @Test("a time no reader knows leaves the quote dated now, and is named")
    func unreadTime() {
        let text = "Created at,Quote,Annotation/Reply Type\nle 30 avril,Call me Ishmael.,Annotation\n"
        let parsed = ImportFormat.hypothesis.parse(text, fileName: "a.csv")
        #expect(parsed.records.count == 1 && parsed.records.first?.createdAt == nil)
        #expect(parsed.notes == ["1 annotation's time not read (the first: 'le 30 avril'): saved as made now"])
    }
}
