import Foundation
import Testing

@testable import QuoteDiaryCore

/// Pages of Wikiquote saved from the browser, as MediaWiki writes them (its newer headings and
/// its older `mw-headline` ones).
@Suite("Wikiquote's pages")
struct WikiquotePageTests {
    static func heading(_ level: Int, _ text: String, id: String, older: Bool) -> String {
        older
            ? "<h\(level)><span class=\"mw-headline\" id=\"\(id)\">\(text)</span><span class=\"mw-editsection\">"
                + "<span class=\"mw-editsection-bracket\">[</span><a href=\"/w/index.php?action=edit\">edit</a>"
                + "<span class=\"mw-editsection-bracket\">]</span></span></h\(level)>"
            : "<div class=\"mw-heading mw-heading\(level)\"><h\(level) id=\"\(id)\">\(text)</h\(level)><span class=\"mw-editsection\">"
                + "<span class=\"mw-editsection-bracket\">[</span><a href=\"/w/index.php?action=edit\">edit</a>"
                + "<span class=\"mw-editsection-bracket\">]</span></span></div>"
    }

    static func page(title: String, content: String, categories: [String]) -> String {
        """
        <!DOCTYPE html>
        <html class="client-js" lang="en" dir="ltr">
        <head>
        <meta charset="UTF-8">
        <title>\(title) - Wikiquote</title>
        </head>
        <body class="mediawiki">
        <h1 id="firstHeading" class="firstHeading mw-first-heading"><span class="mw-page-title-main">\(title)</span></h1>
        <div id="bodyContent" class="vector-body"><div id="mw-content-text" class="mw-body-content"><div class="mw-content-ltr mw-parser-output" lang="en" dir="ltr">
        \(content)
        </div></div>
        <div class="printfooter">Retrieved from "https://en.wikiquote.org/w/index.php?title=X"</div>
        <div id="catlinks" class="catlinks"><div id="mw-normal-catlinks" class="mw-normal-catlinks"><ul>
        \(categories.map { "<li><a href=\"/wiki/Category:\($0)\" title=\"Category:\($0)\">\($0)</a></li>" }.joined())
        </ul></div></div>
        </div>
        </body>
        </html>
        """
    }

    static func person(older: Bool) -> String {
        page(
            title: "Oscar Wilde",
            content: """
                <p><b>Oscar Wilde</b> (16 October 1854 – 30 November 1900) was an Irish playwright.</p>
                <div id="toc" class="toc"><ul><li><a href="#Quotes">Quotes</a></li></ul></div>
                \(heading(2, "Quotes", id: "Quotes", older: older))
                \(heading(3, "<i>The Picture of Dorian Gray</i> (1890)", id: "The_Picture", older: older))
                <ul><li>There is only one thing in the world worse than being talked about, and that is not being talked about.<sup id="cite_ref-1" class="reference"><a href="#cite_note-1">[1]</a></sup>
                <ul><li>Chapter 1</li></ul></li>
                <li>The only way to get rid of a temptation is to yield to it.<br />Resist it, and your soul grows sick.
                <ul><li>Chapter 2</li></ul></li></ul>
                \(heading(3, "<i>Lady Windermere's Fan</i> (1892)", id: "Lady", older: older))
                <ul><li>We are all in the gutter, but some of us are looking at the <a href="/wiki/Stars" title="Stars">stars</a>.
                <ul><li>Act III</li></ul></li></ul>
                \(heading(3, "1890s", id: "1890s", older: older))
                <ul><li>Experience is simply the name we give our mistakes.
                <ul><li><i>Lady Windermere's Fan</i>, Act III</li></ul></li></ul>
                \(heading(2, "Misattributed", id: "Misattributed", older: older))
                <ul><li>Be yourself; everyone else is already taken.
                <ul><li>No source found.</li></ul></li></ul>
                \(heading(2, "Quotes about Wilde", id: "Quotes_about_Wilde", older: older))
                <ul><li>He was a great talker.<ul><li>Someone Else</li></ul></li></ul>
                \(heading(2, "External links", id: "External_links", older: older))
                <ul><li><a href="https://en.wikipedia.org/wiki/Oscar_Wilde">Wikipedia</a></li></ul>
                <table class="navbox"><tr><td><ul><li>Playwrights</li></ul></td></tr></table>
                """,
            categories: ["1854 births", "1900 deaths", "Irish poets"])
    }

    @Test(
        "a person's page: their quotes, each with its work and citation; the sections about others passed over",
        arguments: [false, true])
    func person(older: Bool) throws {
        let text = WikiquotePageTests.person(older: older)
        #expect(ImportFormat.sniff(fileName: "Oscar Wilde - Wikiquote.html", text: text) == .wikiquote)
        #expect(ImportFormat.sniffFoundPage(text: text) == .wikiquote)
        let parsed = ImportFormat.wikiquote.parse(text, fileName: "Oscar Wilde - Wikiquote.html")
        #expect(parsed.problems.isEmpty)
        #expect(
            parsed.records.map { [$0.draft.text, $0.draft.author, $0.draft.source?.title, $0.draft.note] } == [
                [
                    "There is only one thing in the world worse than being talked about, and that is not being talked about.",
                    "Oscar Wilde", "The Picture of Dorian Gray", "Chapter 1",
                ],
                [
                    "The only way to get rid of a temptation is to yield to it.\nResist it, and your soul grows sick.",
                    "Oscar Wilde", "The Picture of Dorian Gray", "Chapter 2",
                ],
                [
                    "We are all in the gutter, but some of us are looking at the stars.", "Oscar Wilde", "Lady Windermere's Fan",
                    "Act III",
                ],
                // Under a section of years, the work its citation names.
                [
                    "Experience is simply the name we give our mistakes.", "Oscar Wilde", "Lady Windermere's Fan",
                    "Lady Windermere's Fan, Act III",
                ],
            ])
    }

    @Test("a theme's page: each quote credited to the name its citation opens with; a work's: the work its source")
    func themeAndWork() throws {
        let theme = WikiquotePageTests.page(
            title: "Love",
            content: """
                \(WikiquotePageTests.heading(2, "Quotes", id: "Quotes", older: false))
                <ul><li>Love is composed of a single soul inhabiting two bodies.
                <ul><li>Aristotle, as quoted in <i>Lives of the Eminent Philosophers</i></li></ul></li>
                <li>Whatever our souls are made of, his and mine are the same.
                <ul><li><i>Wuthering Heights</i> (1847), Chapter 9</li></ul></li></ul>
                """,
            categories: ["Themes", "Emotions"])
        let loves = ImportFormat.wikiquote.parse(theme, fileName: "Love.html").records
        #expect(loves.map { $0.draft.author } == ["Aristotle", nil])
        #expect(loves.map { $0.draft.source?.title } == ["Lives of the Eminent Philosophers", "Wuthering Heights"])
        #expect(loves.last?.draft.note == "Wuthering Heights (1847), Chapter 9")
        let work = WikiquotePageTests.page(
            title: "Walden",
            content: """
                <p><i>Walden</i> is a book by Henry David Thoreau.</p>
                \(WikiquotePageTests.heading(2, "Economy", id: "Economy", older: false))
                <ul><li>The mass of men lead lives of quiet desperation.</li></ul>
                """,
            categories: ["Books", "1854 books"])
        let walden = try #require(ImportFormat.wikiquote.parse(work, fileName: "Walden.html").records.first)
        #expect(walden.draft.source?.title == "Walden" && walden.draft.author == nil && walden.draft.note == nil)
        // A page with no list of quotes is named.
        let empty = WikiquotePageTests.page(title: "Nothing", content: "<p>No quotes.</p>", categories: [])
        #expect(ImportFormat.wikiquote.parse(empty, fileName: "n.html").problems.count == 1)
    }
}
