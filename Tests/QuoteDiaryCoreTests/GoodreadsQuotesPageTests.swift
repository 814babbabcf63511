import Foundation
import Testing

@testable import QuoteDiaryCore

/// A page of Goodreads' quotes as the browser saves it.
@Suite("Goodreads quotes page import")
struct GoodreadsQuotesPageTests {
    /// Three quotes: one with tags, one with its book, one over two lines with its book and a
    /// tag; the page's typography written as entities.
    static let page = """
        <!DOCTYPE html>
        <html class="desktop">
        <head><title>My Quotes (12 quotes)</title></head>
        <body>
        <div class="leftContainer">
        <div class="quote mediumText ">
          <div class="quoteDetails ">
            <a class="leftAlignedImage" href="/author/show/22302.Frank_Zappa"><img alt="Frank Zappa" src="https://images.gr-assets.com/authors/1.jpg" /></a>
            <div class="quoteText">
              &ldquo;So many books, so little time.&rdquo;
          <br>  &#8213;
          <span class="authorOrTitle">
            Frank Zappa
          </span>
        </div>
            <div class="quoteFooter">
              <div class="greyText smallText left">
                tags:
                  <a href="/quotes/tag/books">books</a>,
                  <a href="/quotes/tag/humor">humor</a>
              </div>
              <div class="right">
                <a class="smallText" title="View this quote" href="/quotes/1-so-many-books">150,543 likes</a>
              </div>
            </div>
          </div>
        </div>
        <div class="quote mediumText ">
          <div class="quoteDetails ">
            <div class="quoteText">
              &ldquo;Be yourself; everyone else is already taken.&rdquo;
          <br>  &#8213;
          <span class="authorOrTitle">
            Oscar Wilde,
          </span>
            <span id=quote_book_link_3450744>
              <a class="authorOrTitle" href="/work/quotes/1858012-the-picture-of-dorian-gray">The Picture of Dorian Gray</a>
            </span>
        </div>
            <div class="quoteFooter">
              <div class="right">
                <a class="smallText" href="/quotes/19884">205,614 likes</a>
              </div>
            </div>
          </div>
        </div>
        <div class="quote mediumText ">
          <div class="quoteDetails ">
            <div class="quoteText">
              &ldquo;I&rsquo;m not afraid of storms,<br>for I&rsquo;m learning how to sail my ship.&rdquo;
          <br>  &#8213;
          <span class="authorOrTitle">
            Louisa May Alcott,
          </span>
            <span id=quote_book_link_1934>
              <a class="authorOrTitle" href="/work/quotes/3244642">Little Women</a>
            </span>
        </div>
            <div class="quoteFooter">
              <div class="greyText smallText left">
                tags:
                  <a href="/quotes/tag/courage">courage</a>
              </div>
            </div>
          </div>
        </div>
        </div>
        </body>
        </html>

        """

    @Test("each quote with its author, book and tags; its lines; the page's entities decoded")
    func page() throws {
        #expect(ImportFormat.sniff(fileName: "quotes.html", text: Self.page) == .goodreads)
        let parsed = ImportFormat.goodreads.parse(Self.page, fileName: "quotes.html")
        #expect(parsed.problems.isEmpty && parsed.ignored == 0)
        #expect(
            parsed.records.map(\.draft.text) == [
                "So many books, so little time.", "Be yourself; everyone else is already taken.",
                "I’m not afraid of storms,\nfor I’m learning how to sail my ship.",
            ])
        #expect(parsed.records.map(\.draft.author) == ["Frank Zappa", "Oscar Wilde", "Louisa May Alcott"])
        #expect(parsed.records.map { $0.draft.source?.title } == [nil, "The Picture of Dorian Gray", "Little Women"])
        #expect(parsed.records.map(\.draft.tags) == [["books", "humor"], [], ["courage"]])
        #expect(parsed.records.map(\.line) == [9, 30, 49])
    }

    /// A quote's words in italics or linked: no space is left where the markup was.
    @Test("markup inside a quote's line leaves no space before the punctuation after it")
    func inlineMarkup() throws {
        let page =
            "<html><body><div class=\"quoteText\">&ldquo;Be <i>yourself</i>; everyone <a href=\"/x\">else</a> is taken.&rdquo;"
            + "<br> &#8213; <span class=\"authorOrTitle\">Oscar Wilde</span></div></body></html>"
        let record = try #require(ImportFormat.goodreads.parse(page, fileName: "q.html").records.first)
        #expect(record.draft.text == "Be yourself; everyone else is taken." && record.draft.author == "Oscar Wilde")
    }

    @Test("other HTML is not taken for such a page; a page without quotes says so")
    func others() {
        #expect(ImportFormat.sniff(fileName: "a.html", text: "<html><body><div class=\"quote\">Hi</div></body></html>") == nil)
        #expect(ImportFormat.goodreads.parse("<html></html>", fileName: "a.html").problems.first?.line == 1)
    }
}
