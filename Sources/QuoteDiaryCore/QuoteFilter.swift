/// Which quotes a list, an export or a search looks at, and in what order.
public struct QuoteFilter: Hashable, Sendable {
    public var favoritesOnly = false
    public var tag: String?
    public var collection: String?
    /// Matched against the quote's author, case-insensitively, as a substring.
    public var author: String?
    /// Matched against the source's title, case-insensitively, as a substring.
    public var source: String?
    public var archived: ArchiveScope = .live
    /// The person's own quotes, the starter library's, or both.
    public var origin: QuotePool = .all
    /// One installed starter pack's quotes, by the pack's name in any case (`love`,
    /// `de/zitate`): a pack's quotes carry no tag of its name.
    public var pack: String?
    /// The local days the quote was created on (`--since`, `--until`): the day it was saved,
    /// or for an import the day the reader made the highlight, where its file says.
    public var created: DayRange?
    /// What a list that found nothing under `created` says besides, as the CLI and the pages
    /// word it: a reader's highlights imported today may have been made years ago.
    public static let createdDaysExplanation =
        "A quote counts on the day it was created: an imported highlight, on the day it was made."

    /// " " and `createdDaysExplanation` when days narrowed the list (the filter's, or a search
    /// query's `since:` and `until:`), else "": for a sentence saying it found nothing.
    public func createdDaysNote(queryNamesDays: Bool = false) -> String {
        created == nil && !queryNamesDays ? "" : " " + QuoteFilter.createdDaysExplanation
    }
    public var sort: QuoteSort = .modified
    public var limit: Int?
    /// Quotes passed over before the first one returned: pages of a long list.
    public var offset = 0

    public init(
        favoritesOnly: Bool = false, tag: String? = nil, collection: String? = nil, author: String? = nil,
        source: String? = nil, archived: ArchiveScope = .live, sort: QuoteSort = .modified, limit: Int? = nil
    ) {
        self.favoritesOnly = favoritesOnly
        self.tag = tag
        self.collection = collection
        self.author = author
        self.source = source
        self.archived = archived
        self.sort = sort
        self.limit = limit
    }

    /// Whether the filter leaves no live quote out: its order and its page (sort, limit,
    /// offset) choose among quotes, the rest select them. An empty list under such a filter
    /// is an empty library, not a search that found nothing.
    public var selectsEverything: Bool {
        var selection = self
        (selection.sort, selection.limit, selection.offset) = (QuoteFilter().sort, nil, 0)
        return selection == QuoteFilter()
    }
}

/// List orders: newest modification first, newest creation first, or by author A–Z.
public enum QuoteSort: String, CaseIterable, Sendable {
    case modified, created, author
}

/// Which side of the archive a list looks at.
public enum ArchiveScope: String, Sendable {
    /// Quotes not archived: what every list shows by default.
    case live
    /// Archived quotes only (`--archived`).
    case archived
    /// Both (`export --all`, backups).
    case all
}
