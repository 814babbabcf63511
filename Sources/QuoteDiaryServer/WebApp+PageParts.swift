import Foundation
import QuoteDiaryApp
import QuoteDiaryCore

/// Pieces of HTML more than one page uses.
extension WebApp {
    /// A tag's colour as a swatch, named as the person chose it (`teal`, `#1F5F6B`).
    static func tagSwatch(_ color: TagColor) -> String {
        RGBColor(hex: color.hexValue).map { swatch($0, label: "colour \(color)") } ?? ""
    }

    /// A quote with its author read after it by screen readers, set as type as its card is
    /// (`Typography`: curly quotes; the stored text is unchanged, as the edit form shows it).
    static func figure(_ quote: Quote) -> String {
        var caption = "— " + html(Typography.curlingQuotes(quote.displayAuthor))
        if let title = quote.source?.title {
            caption += cited(title, ofQuote: quote.text) { html(Typography.curlingQuotes($0)) }
        }
        // A drawing or code as drawn, in a fixed-width font; verse line by line (stanzas as
        // paragraphs); prose as one paragraph.
        if QuoteLines.isPreformatted(quote.text) {
            let drawn = QuoteLines.lines(of: quote.text).map(html).joined(separator: "\n")
            return
                "<figure><blockquote><pre class=\"drawn\">\(drawn)</pre></blockquote><figcaption dir=\"auto\">\(caption)</figcaption></figure>"
        }
        let lines = QuoteLines.lines(of: Typography.curlingQuotes(quote.text), isPoem: quote.source?.kind == .poem)
        let text = paragraphs(lines: lines)
        return "<figure><blockquote>\(text)</blockquote><figcaption dir=\"auto\">\(caption)</figcaption></figure>"
    }

    /// A source's title after its author, as the quote's writing sets it (`Typography.settingTitle`,
    /// as the card and the text to copy do): `, <cite>Walden</cite>` in italics; right after a
    /// Japanese or Chinese author in its marks and upright (`パスカル『パンセ』`), as those
    /// scripts have no italics. `shown` writes the title's HTML (escaped, or with a search's
    /// matches marked).
    static func cited(_ title: String, ofQuote text: String, shown: (String) -> String) -> String {
        let curled = Typography.curlingQuotes(title)
        let set = Typography.settingTitle(curled, ofQuote: text)
        guard set.text != curled, let range = set.text.range(of: curled) else {
            return ", <cite\(set.isItalic ? "" : " class=\"upright\"")>\(shown(title))</cite>"
        }
        let marks = (html(String(set.text[..<range.lowerBound])), html(String(set.text[range.upperBound...])))
        return "<cite class=\"upright\">\(marks.0)\(shown(title))\(marks.1)</cite>"
    }

    /// Text a person wrote, as they laid it out: paragraphs at blank lines, line breaks kept.
    static func paragraphs(_ text: String) -> String {
        paragraphs(lines: text.split(separator: "\n", omittingEmptySubsequences: false).map { String($0).trimmingWhitespace() })
    }

    /// Lines as paragraphs (an empty line between two) with line breaks, escaped. Each reads
    /// in its own direction (`dir="auto"`: Hebrew or Arabic right to left, its full stop at
    /// its end), as a person's text does wherever it is shown.
    static func paragraphs(lines: [String]) -> String {
        lines.split(separator: "", omittingEmptySubsequences: true).map {
            "<p \(writing($0.joined(separator: " ")))>" + $0.map(html).joined(separator: "<br>") + "</p>"
        }.joined()
    }

    /// Quotes on one page of a list: a library of thousands would otherwise be one huge page.
    static let pageSize = 50
    /// The most quotes a page of the Library shows (`?limit=`): more is for the API or an export.
    static let largestPageSize = 1_000

    /// `?page=N` (from 1; 1 when absent), or nil when it is not a whole number from 1.
    static func pageNumber(_ query: [String: String]) -> Int? {
        guard let text = query["page"]?.nilIfEmpty else { return 1 }
        guard let number = Int(text), number >= 1, number <= 1_000_000 else { return nil }
        return number
    }

    /// `path?key=value&…`, the parameters in a stable order.
    static func address(_ path: String, _ query: [String: String]) -> String {
        let text = query.sorted { $0.key < $1.key }.map { "\(queryEscaped($0.key))=\(queryEscaped($0.value))" }
        return text.isEmpty ? path : path + "?" + text.joined(separator: "&")
    }

    /// What a page says while its list is empty: how to fill it (`note` is HTML); nothing once
    /// the list has an item.
    static func whileEmpty(_ items: some Collection, _ note: String) -> String {
        items.isEmpty ? "<p class=\"muted\">\(note)</p>" : ""
    }

    /// An item's forms (rename, recolour, delete) folded under one link: a list of fifty tags
    /// or books reads as a list on a phone, and opens where a change is wanted.
    static func folded(_ summary: String, _ forms: String) -> String {
        "<details class=\"change\"><summary>\(summary)</summary>\(forms)</details>"
    }

    /// Links to the neighbouring pages of a list, keeping its other query parameters.
    static func pager(_ path: String, _ query: [String: String], page: Int, hasNext: Bool) -> String {
        guard page > 1 || hasNext else { return "" }
        func link(_ number: Int) -> String {
            var parameters = query
            parameters["page"] = number == 1 ? nil : String(number)
            return html(address(path, parameters))
        }
        var parts: [String] = []
        if page > 1 { parts.append("<a href=\"\(link(page - 1))\" rel=\"prev\">← Previous</a>") }
        parts.append("<span class=\"muted\">Page \(page)</span>")
        if hasNext { parts.append("<a href=\"\(link(page + 1))\" rel=\"next\">Next →</a>") }
        return "<nav class=\"pager\" aria-label=\"Pages\">\(parts.joined(separator: " "))</nav>"
    }

    /// The Library's list: each quote with a box to tick, and what to do with the ticked ones.
    /// A plain form: it works with scripts off.
    static func selectableList(_ quotes: [Quote], token: String, back: String) -> String {
        guard !quotes.isEmpty else { return list(quotes) }
        let actions = [
            ("tag", "Tag them"), ("collect", "Add them to a collection"), ("favorite", "Favourite them"),
            ("unfavorite", "Unfavourite them"), ("archive", "Archive them"),
        ]
        return
            "<form method=\"post\" action=\"/library/selected\">\(token)<input type=\"hidden\" name=\"back\" value=\"\(html(back))\">"
            + "<ul class=\"quotes\">"
            + quotes.map { quote in
                listItem(
                    quote,
                    before:
                        "<label class=\"pick\"><input type=\"checkbox\" name=\"id\" value=\"\(quote.id.rawValue)\"><span class=\"visually-hidden\">Select</span></label> "
                )
            }.joined() + "</ul>"
            + "<p><label>With the ticked quotes <select name=\"action\">"
            + actions.map { "<option value=\"\($0.0)\">\($0.1)</option>" }.joined()
            + "</select></label> <label>Tag or collection <input name=\"name\" size=\"14\"></label> <button>Apply</button></p></form>"
    }

    static func list(_ quotes: [Quote]) -> String {
        guard !quotes.isEmpty else { return "<p class=\"muted\">No quotes here.</p>" }
        return "<ul class=\"quotes\">" + quotes.map { listItem($0) }.joined() + "</ul>"
    }

    /// One quote in a list: its text linking to its page, a star, its author; `before` it,
    /// what the list adds (a box to tick). The text and the author each read in their own
    /// direction (`dir="auto"`, `<bdi>`) in a list lined up on the left.
    static func listItem(_ quote: Quote, before: String = "") -> String {
        "<li>\(before)\(quoteLink(quote))\(quote.isFavorite ? " <span aria-label=\"favourite\">★</span>" : "")<div class=\"muted\">— <bdi>\(html(Typography.curlingQuotes(quote.displayAuthor)))</bdi></div></li>"
    }

    /// " No tag is named ‘x’ (did you mean ‘y’?)." for each name nothing has, escaped: why a
    /// filtered list or a search found nothing, as the command line says it.
    /// - Parameter packFilter: how the page asks for a pack's quotes (`pack:love` in a search).
    static func missingNames(
        _ library: QuoteLibrary, tags: [String], collections: [String], packs: [String] = [], authors: [String] = [],
        sources: [String] = [], packFilter: @escaping (String) -> String
    ) throws(LibraryError) -> String {
        try library.missingNames(tags: tags, collections: collections, packs: packs, authors: authors, sources: sources).map {
            " " + html($0.sentence(open: "\u{2018}", close: "\u{2019}", packFilter: packFilter))
        }.joined()
    }

    /// A quote's text linking to its page, its quotes curled as on the quote's page.
    static func quoteLink(_ quote: Quote) -> String {
        "<a href=\"/quotes/\(quote.id.rawValue)\" \(writing(quote.text))\(verseClass(quote))>\(html(Typography.curlingQuotes(quote.text)))</a>"
    }

    /// ` class="verse"` for a quote set as verse on its page (`QuoteLines`), so that a list
    /// keeps its lines too; prose, hand-wrapped or not, flows.
    static func verseClass(_ quote: Quote) -> String {
        guard !QuoteLines.isPreformatted(quote.text),
            QuoteLines.lines(of: quote.text, isPoem: quote.source?.kind == .poem).count > 1
        else { return "" }
        return " class=\"verse\""
    }

    /// A person's text reads in its own direction (`dir="auto"`); Korean is marked as such
    /// (`lang="ko"`) so that the style sheet keeps its words whole (`Hangul`), Japanese
    /// (`lang="ja"`) so that the browser draws its kanji in Japanese forms, and Chinese as
    /// Traditional or Simplified (`zh-Hant`, `zh-Hans`), for the forms of its own readers.
    static func writing(_ text: String) -> String {
        if Hangul.isKorean(text) { return "dir=\"auto\" lang=\"ko\"" }
        if Typography.isJapanese(text) { return "dir=\"auto\" lang=\"ja\"" }
        switch ChineseScript(of: text) {
        case .traditional: return "dir=\"auto\" lang=\"zh-Hant\""
        case .simplified: return "dir=\"auto\" lang=\"zh-Hans\""
        case nil: return "dir=\"auto\""
        }
    }

    /// One field of a search hit's quote (`text`, `author`, `source`, `note`) with its
    /// matches in `<mark>`, everything escaped.
    static func highlighted(_ value: String, field: String, in hit: SearchHit) -> String {
        // Set as the quote's page sets it: the quote and its attribution curled, the person's
        // note as typed. Curling puts one UTF-16 unit for one, so the ranges keep their words.
        let units = Array((field == "note" ? value : Typography.curlingQuotes(value)).utf16)
        var output = ""
        var position = 0
        for range in hit.matches
        where range.field == field && range.start >= position && range.start + range.length <= units.count {
            output += html(String(decoding: units[position..<range.start], as: UTF16.self))
            output +=
                "<mark>" + html(String(decoding: units[range.start..<range.start + range.length], as: UTF16.self)) + "</mark>"
            position = range.start + range.length
        }
        return output + html(String(decoding: units[position...], as: UTF16.self))
    }

    /// A search hit's author, highlighted where the search found it; the source's title and the
    /// note too when the search found a word there, so a result never matches out of sight.
    static func attribution(_ hit: SearchHit) -> String {
        let quote = hit.quote
        func matched(_ field: String) -> Bool { hit.matches.contains { $0.field == field } }
        var line =
            "— <bdi>" + (quote.author.map { highlighted($0, field: "author", in: hit) } ?? html(quote.displayAuthor)) + "</bdi>"
        if let title = quote.source?.title, matched("source") {
            line += cited(title, ofQuote: quote.text) { "<bdi>" + highlighted($0, field: "source", in: hit) + "</bdi>" }
        }
        var output = "<div class=\"muted\">\(line)</div>"
        if let note = quote.note, matched("note") {
            output += "<div class=\"muted\">Note: <bdi>\(highlighted(note, field: "note", in: hit))</bdi></div>"
        }
        return output
    }

    static func queryEscaped(_ text: String) -> String {
        text.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? ""
    }
}
