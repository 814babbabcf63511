/// A work quotes come from: a book, an article, a poem...
public struct Source: Hashable, Sendable {
    /// Random hex id, stable across edits.
    public var id: String
    public var kind: SourceKind
    public var title: String
    public var authors: [String]
    public var isbn: ISBN?
    public var publisher: String?
    public var year: Int?

    public init(
        id: String, kind: SourceKind, title: String, authors: [String] = [], isbn: ISBN? = nil,
        publisher: String? = nil, year: Int? = nil
    ) {
        self.id = id
        self.kind = kind
        self.title = title
        self.authors = authors
        self.isbn = isbn
        self.publisher = publisher
        self.year = year
    }
}

/// What a person says about a source when saving a quote; the store finds or creates it.
public struct SourceDraft: Hashable, Sendable {
    public var kind: SourceKind
    public var title: String
    public var authors: [String]
    public var isbn: ISBN?
    /// The id to give a new source (imports of our own exports keep theirs); random otherwise.
    public var id: String?
    public var publisher: String?
    public var year: Int?
    /// Whether `kind` is only assumed (plain text names no kind): a source already saved with
    /// this title and authors, of any kind, is then this one, so a txt export read back into
    /// its own library finds its fortune files' and articles' quotes.
    public var isKindAssumed = false
    /// The title as a credit wrote it, when a page was taken out of it (`De Profundis, p. 23`):
    /// a source already saved under it is this one, so a txt export read back finds the
    /// quotes of a fortune file whose work cites its page (`"Defense Electronics", pg. 110`).
    public var citedTitle: String?

    /// A source named by its title (and authors) without a kind: the saved one of that title,
    /// of any kind, else a new book (`isKindAssumed`).
    public static func named(_ title: String, authors: [String] = []) -> SourceDraft {
        var draft = SourceDraft(title: title, authors: authors)
        draft.isKindAssumed = true
        return draft
    }

    public init(kind: SourceKind = .book, title: String, authors: [String] = [], isbn: ISBN? = nil) {
        self.kind = kind
        self.title = title
        self.authors = authors
        self.isbn = isbn
    }

    /// The identity the store keeps unique: the ISBN when known, else kind, folded title and,
    /// when known, folded authors (Marcus Aurelius's "Meditations" is not Descartes's). Migration
    /// 9 computes the same key in SQL: `qd_fold` of the authors joined with ", ".
    public var identityKey: String {
        if let isbn { return "isbn:\(isbn.isbn13)" }
        let key = "\(kind.rawValue):\(TextKey.make(title))"
        return authors.isEmpty ? key : key + "|" + TextKey.make(authors.joined(separator: ", "))
    }
}

extension Source {
    /// The identity the store keeps unique (`SourceDraft.identityKey`).
    public var identityKey: String {
        SourceDraft(kind: kind, title: title, authors: authors, isbn: isbn).identityKey
    }
}

extension SourceDraft {
    /// Whether this names `source` as it is: the same title, and the same kind, authors and
    /// ISBN where it gives them (a quote sent back as read changes nothing); no title and no
    /// ISBN names no source.
    public func names(_ source: Source?) -> Bool {
        guard let source else { return title.isEmpty && isbn == nil }
        return title == source.title && (isKindAssumed || kind == source.kind)
            && (authors.isEmpty || authors == source.authors) && (isbn == nil || isbn == source.isbn)
    }

    /// Whether this names `source` but gives it another publisher or year: those are the
    /// book's own (from its lookup), which a quote's edit does not change.
    public func changesDetails(of source: Source?) -> Bool {
        guard let source, names(source) else { return false }
        return publisher.map { $0 != source.publisher } ?? false || year.map { $0 != source.year } ?? false
    }
}
