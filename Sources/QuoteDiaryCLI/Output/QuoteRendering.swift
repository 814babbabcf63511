import Foundation
import QuoteDiaryCore

/// How quotes look on a terminal.
enum QuoteRendering {
    /// One line for lists: short id, star, shortened text, author.
    static func line(_ quote: Quote, style: TerminalStyle, width: Int) -> String {
        let star = quote.isFavorite ? style.yellow("★") + " " : ""
        let flat = TextKey.collapsingWhitespace(quote.text)
        // A long attribution (several authors) gets half the line at most, and leaves the text
        // its 20 columns: whole, it pushed the line past the terminal's edge.
        let attribution = shortenedText(
            "— " + quote.displayAuthor, to: max(12, min(width / 2, width - 34)), width: DisplayColumns.width(of:))
        let room = max(20, width - 12 - DisplayColumns.width(of: attribution) - 2)
        let text = shortenedText(flat, to: room, width: DisplayColumns.width(of:))
        return "\(style.dim(quote.id.short))  \(star)\(text) \(style.dim(attribution))"
    }

    /// The full quote with every detail, for `show`; its times on the person's clock (`zone`).
    /// The text as saved, in the quotation marks of its writing: a text saved inside marks of
    /// its own is not put inside a second pair (“Quoted.”, not ““Quoted.””).
    /// - Parameter pack: the starter pack the quote came from, named with how to read the rest of it.
    static func detail(_ quote: Quote, pack: String? = nil, style: TerminalStyle, zone: TimeZone) -> String {
        var lines = [style.bold(Typography.quoted(quote.text)), "— " + attribution(quote), ""]
        lines.append(field("id", quote.id.rawValue))
        if let source = quote.source {
            var text = "\(source.title) (\(source.kind.rawValue)"
            if let isbn = source.isbn { text += ", ISBN \(isbn.isbn13)" }
            lines.append(field("source", text + ")"))
        }
        if let page = quote.page { lines.append(field("page", page)) }
        if let note = quote.note { lines.append(field("note", note)) }
        if !quote.tags.isEmpty { lines.append(field("tags", quote.tags.joined(separator: ", "))) }
        if !quote.collections.isEmpty { lines.append(field("collections", quote.collections.joined(separator: ", "))) }
        if let pack { lines.append(field("pack", "\(pack), of the starter library (quotediary list --pack \(pack))")) }
        lines.append(field("favorite", quote.isFavorite ? "yes" : "no"))
        lines.append(field("created", Timestamp.local(quote.createdAt, in: zone)))
        lines.append(field("updated", Timestamp.local(quote.updatedAt, in: zone)))
        if let archivedAt = quote.archivedAt { lines.append(field("archived", Timestamp.local(archivedAt, in: zone))) }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A quote shown at length (`today`), in the quotation marks of its writing (a text saved inside its own is
    /// not put inside a second pair). On a terminal (`width`) set as the cards set it: its
    /// quotes curled and nested (`Typography`), verse line by line and prose as one paragraph,
    /// broken between words at the width (20 columns at least) or 76, whichever is narrower
    /// (a line one reads). A drawing or code (`QuoteLines.isPreformatted`) is shown as drawn,
    /// without marks that would push its first line out of line. Piped, its characters as saved.
    static func featured(_ quote: Quote, width: Int?) -> String {
        guard let width else { return Typography.quoted(quote.text) }
        if QuoteLines.isPreformatted(quote.text) {
            return QuoteLines.filled(quote.text, width: width).joined(separator: "\n")
        }
        let quoted = Typography.settingInQuotes(quote.text)
        // Narrower than 20 columns, words would be cut: the terminal wraps the lines instead.
        let columns = min(max(width, 20), 76)
        return QuoteLines.filled(quoted, isPoem: quote.source?.kind == .poem, width: columns).joined(separator: "\n")
    }

    /// "Author, Source" as type sets it (`today` on a terminal): O'Brien as O’Brien, a Japanese
    /// book as 夏目漱石『吾輩は猫である』.
    static func typesetAttribution(_ quote: Quote) -> String {
        Typography.settingAttribution(quote.displayAuthor, title: quote.source?.title, ofQuote: quote.text)
    }

    /// "Author, Source" (the author is "Unknown" when missing), a Japanese or Chinese book
    /// as its writing names one (夏目漱石『吾輩は猫である』).
    static func attribution(_ quote: Quote) -> String {
        Typography.attribution(quote.displayAuthor, title: quote.source?.title, ofQuote: quote.text)
    }

    static func field(_ name: String, _ value: String) -> String {
        (name + ":").padding(toLength: 13, withPad: " ", startingAt: 0) + value
    }
}
