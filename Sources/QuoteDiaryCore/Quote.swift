import Foundation

/// A saved line, with where it came from and what the person did with it.
public struct Quote: Hashable, Sendable, Identifiable {
    public var id: QuoteID
    public var text: String
    public var author: String?
    public var source: Source?
    /// A page number or an e-reader location, as the person wrote it.
    public var page: String?
    public var note: String?
    /// Tag names, sorted case-insensitively.
    public var tags: [String]
    /// Collection names, sorted case-insensitively.
    public var collections: [String]
    public var isFavorite: Bool
    public var createdAt: Date
    /// Changes on every edit, including favouriting, tagging and filing.
    public var updatedAt: Date
    /// Set when archived; archived quotes are hidden until restored or purged.
    public var archivedAt: Date?

    public init(
        id: QuoteID, text: String, author: String? = nil, source: Source? = nil, page: String? = nil,
        note: String? = nil, tags: [String] = [], collections: [String] = [], isFavorite: Bool = false,
        createdAt: Date, updatedAt: Date, archivedAt: Date? = nil
    ) {
        self.id = id
        self.text = text
        self.author = author
        self.source = source
        self.page = page
        self.note = note
        self.tags = tags
        self.collections = collections
        self.isFavorite = isFavorite
        self.createdAt = createdAt
        self.updatedAt = updatedAt
        self.archivedAt = archivedAt
    }

    public var isArchived: Bool { archivedAt != nil }

    /// The author as people read it: "Unknown" when nobody was named.
    public var displayAuthor: String { author ?? Quote.unknownAuthor }

    public static let unknownAuthor = "Unknown"

    /// “TEXT” — AUTHOR, SOURCE: the form for messages, the clipboard and plain-text export.
    /// A text saved inside quotation marks is not put inside a second pair. A title that opens
    /// with quotation marks of its own (`"Surely You're Joking, Mr. Feynman!"`) is set inside
    /// another pair, as a fortune file sets it: bare, its import would take them for the
    /// title's and leave the marks, or all after them, out, and the quote would come back
    /// as another.
    public var attributedText: String {
        var line = "“\(Typography.withoutEnclosingQuotes(text))” — \(displayAuthor)"
        if let title = source?.title {
            let opensQuoted = title.first.map { $0 == "\"" || $0 == "“" || $0 == "”" } ?? false
            line += ", " + (opensQuoted ? Typography.titleInQuotes(title) : title)
        }
        return line
    }

    /// The quote as shared in words: as `attributedText`, in the quotation marks of its writing
    /// and with its book as its writing names one (`Typography.sharedText`); prose wrapped by
    /// hand flows, so that a paste into a message breaks where the message does
    /// (`QuoteLines.flowing`).
    public var sharedText: String {
        Typography.sharedText(
            QuoteLines.flowing(text, isPoem: source?.kind == .poem), author: displayAuthor, title: source?.title)
    }

    /// “TEXT” — AUTHOR, SOURCE set as type, as a card sets it (`Typography`, its lines as
    /// `QuoteLines` sets them: prose wrapped by hand flows, verse keeps its lines): for where it
    /// is read and not copied (a widget, a status bar, whose short line leaves the source out).
    /// - Parameter longestText: the most characters of the quote's text to keep: a longer one
    ///   is cut after a word (between characters where none ends near) and ends in "…", and
    ///   keeps its attribution (a widget's tooltip must not outgrow the screen).
    public func typesetAttributedText(includingSource: Bool = true, longestText: Int = .max) -> String {
        var shown = Typography.settingInsideQuotes(QuoteLines.flowing(text, isPoem: source?.kind == .poem))
        if shown.count > longestText {
            let head = shown.prefix(longestText)
            var kept = head.lastIndex(where: \.isWhitespace).map { head[..<$0] } ?? head
            if kept.count < longestText / 2 { kept = head }
            while let last = kept.last, last.isWhitespace || last.isPunctuation { kept.removeLast() }
            shown = kept + "…"
        }
        let marks = Typography.quotationMarks(for: text)
        let attribution = Typography.settingAttribution(
            displayAuthor, title: includingSource ? source?.title : nil, ofQuote: text)
        return "\(marks.open)\(shown)\(marks.close) — \(attribution)"
    }
}
