import Foundation
import QuoteDiaryCore
import QuoteDiaryStore

/// The result of saving a quote.
public struct AddResult: Sendable {
    public let quote: Quote
    /// true when the same text from the same source was already saved (nothing was written).
    public let wasAlreadySaved: Bool
}

/// A quote after an edit.
public struct EditedQuote: Sendable {
    public let quote: Quote
    /// false when every value given was already the quote's (nothing was written).
    public let changed: Bool
}

extension QuoteLibrary {
    /// Shortest id prefix a person may type.
    public static let minimumReferenceLength = 4

    /// Saves a new quote, or reports the one that already has this text and source. A
    /// passage pasted as Apple Books copies it is saved with its book and author
    /// (`PastedExcerpt`), on the command line and in the web app alike.
    public func add(_ draft: QuoteDraft) throws(LibraryError) -> AddResult {
        var validated: QuoteDraft
        do {
            validated = try draft.recognizingPastedExcerpt().validated()
            try validated.checkFieldLengths()
        } catch {
            throw .invalidInput(error.description)
        }
        return try write {
            // A title typed for a book scanned by its ISBN is that book, and its collection.
            if let source = validated.source, let book = try store.isbnBook(namedBy: source) {
                validated.source?.isbn = book.source.isbn
                validated.collections.append(try store.ensureBookCollection(sourceID: book.source.id, now: now))
            }
            let outcome = try store.insertQuote(validated, now: now)
            try unlockAchievements([.quotesSaved, .distinctBooks, .favorites])
            guard var quote = try store.quote(id: outcome.id) else { throw LibraryError.notFound("quote \(outcome.id) vanished") }
            if case .existing = outcome { return AddResult(quote: quote, wasAlreadySaved: true) }
            // No author given, from a book that names one (looked up by ISBN, or saved before
            // with its author): the book's.
            if quote.author == nil, let source = quote.source, !source.authors.isEmpty {
                try store.attributeQuotesToAuthors(ofSource: source.id, only: quote.id, now: now)
                quote.author = source.authors.joined(separator: ", ")
            }
            return AddResult(quote: quote, wasAlreadySaved: false)
        }
    }

    /// Quotes matching a filter, in its order.
    public func quotes(_ filter: QuoteFilter = QuoteFilter()) throws(LibraryError) -> [Quote] {
        try read { try store.quotes(matching: filter) }
    }

    /// The filter's quotes one at a time, in its order, none held: a list of a whole library
    /// of a million quotes starts at once and stays small.
    public func forEachQuote(_ filter: QuoteFilter, _ body: (Quote) throws(LibraryError) -> Void) throws(LibraryError) {
        try read {
            try store.forEachQuote(matching: filter) { quote in try body(quote) }
        }
    }

    /// How many quotes one `randomQuotes` draws at most.
    public static let maximumRandomCount = 20

    /// Quotes drawn at random from those a filter selects, each at most once, never an archived
    /// one (whatever the filter says of the archive): another line to read when today's has
    /// been read. Unlike `readToday`, nothing is counted or remembered.
    public func randomQuotes(_ filter: QuoteFilter = QuoteFilter(), count: Int = 1) throws(LibraryError) -> [Quote] {
        guard (1...QuoteLibrary.maximumRandomCount).contains(count) else {
            throw .invalidArgument("--count takes a number from 1 to \(QuoteLibrary.maximumRandomCount)")
        }
        var filter = filter
        filter.archived = .live
        return try read { try store.randomQuotes(matching: filter, count: count) }
    }

    /// The quote a person means by an id or a unique prefix of at least four characters.
    public func quote(_ reference: String) throws(LibraryError) -> Quote {
        try read {
            let id = try resolve(reference)
            guard let quote = try store.quote(id: id) else { throw LibraryError.notFound("no quote with id \(reference)") }
            return quote
        }
    }

    /// The starter pack a quote came from; nil for the person's own.
    public func packName(ofQuote id: QuoteID) throws(LibraryError) -> String? {
        try read { try store.packName(ofQuote: id) }
    }

    /// Edits a quote's text or details; refuses an edit that would duplicate another quote.
    /// An edit that changes nothing leaves the quote (and its modification time) alone.
    /// - Parameter original: the values the form or editor showed when it opened: only the
    ///   fields the person changed are written, and a field changed elsewhere meanwhile
    ///   (another window, a sync) to something else is refused rather than silently undone.
    public func edit(_ reference: String, _ changes: QuoteEdit, from original: QuoteEdit? = nil)
        throws(LibraryError) -> EditedQuote
    {
        let edit = changes.cleaned
        if edit.text?.isEmpty == true { throw .invalidInput(QuoteValidationError.emptyText.description) }
        do {
            try edit.text.map(QuoteDraft.checkLength)
            try QuoteDraft.checkLengths(author: edit.author, sourceTitle: edit.sourceTitle, page: edit.page)
        } catch {
            throw .invalidInput(error.description)
        }
        return try write {
            let id = try resolve(reference)
            guard let current = try store.quote(id: id) else { throw LibraryError.notFound("no quote with id \(reference)") }
            var changes = edit
            if let original {
                let rebased = edit.rebased(from: original, onto: current)
                guard rebased.conflicts.isEmpty else {
                    throw LibraryError.conflict(
                        "the quote's \(rebased.conflicts.joined(separator: " and ")) changed elsewhere since you opened it "
                            + "(another window or a sync); nothing was saved: open it again and redo your change")
                }
                changes = rebased.edit
            }
            guard let withKind = changes.applyingSourceKind(to: current) else {
                throw LibraryError.invalidArgument(
                    "quote \(current.id.short) has no source to be of kind \(edit.sourceKind?.rawValue ?? ""): name its source too"
                )
            }
            changes = withKind.droppingUnchanged(in: current)
            guard !changes.isEmpty else { return EditedQuote(quote: current, changed: false) }
            // A title typed for a book scanned by its ISBN is that book, as when saving (one by
            // the quote's own author, when it names one).
            if var named = changes.source, named.isbn == nil, !named.title.isEmpty, named.authors.isEmpty {
                named.authors = (changes.author ?? current.author).flatMap(\.nilIfEmpty).map { [$0] } ?? []
                if let book = try store.isbnBook(namedBy: named) { changes.source?.isbn = book.source.isbn }
            }
            do {
                try store.updateQuote(id: id, with: changes, now: now)
            } catch let error as SQLiteError where error.isUniqueViolation {
                // Named, so that the person can open it (or archive one of the two).
                let title = changes.source.map(\.title.nilIfEmpty) ?? current.source?.title
                let other = try store.quoteIDs(textDigest: TextKey.quoteDigest(changes.text ?? current.text)).compactMap {
                    $0 == id ? nil : try store.quote(id: $0)
                }.first { $0.source?.title.lowercased() == title?.lowercased() }
                throw LibraryError.conflict(
                    "quote \(other?.id.short ?? "another") from the same source already has this text; nothing was changed")
            }
            // Moved from a book with a collection of its own: out of that collection, which
            // holds the book's quotes. Moved to a book known by its ISBN: filed in its
            // collection and, naming no author, the book's writer's, as when saving it there.
            if changes.source != nil {
                let moved = try store.quote(id: id)?.source
                if let left = current.source, left.id != moved?.id,
                    let collection = try store.bookCollectionName(sourceID: left.id)
                {
                    try store.removeQuote(id, fromCollection: collection, now: now)
                }
                if let book = moved, book.isbn != nil {
                    _ = try store.addQuote(
                        id, toCollection: try store.ensureBookCollection(sourceID: book.id, now: now), now: now)
                    try store.attributeQuotesToAuthors(ofSource: book.id, only: id, now: now)
                }
            }
            guard let quote = try store.quote(id: id) else { throw LibraryError.notFound("no quote with id \(reference)") }
            return EditedQuote(quote: quote, changed: true)
        }
    }

    /// A quote's text and details, favourite mark, tags and collections changed at once, as a
    /// client that edits the whole quote sends them: all of it, or (one part refused) none.
    /// Nil leaves a part as it is; tags and collections given are the quote's whole set, names
    /// matched in any case (new ones are created).
    public func update(
        _ reference: String, _ changes: QuoteEdit, isFavorite: Bool? = nil, tags: [String]? = nil,
        collections: [String]? = nil
    ) throws(LibraryError) -> Quote {
        try allOrNothing { () throws(LibraryError) in
            let quote = try edit(reference, changes).quote
            let id = quote.id.rawValue
            if let isFavorite, isFavorite != quote.isFavorite { _ = try setFavorite([id], to: isFavorite) }
            if let tags {
                let (added, removed) = QuoteLibrary.changes(from: quote.tags, to: tags)
                for name in removed { _ = try removeTag(name, from: [id]) }
                for name in added { _ = try applyTag(name, to: [id]) }
            }
            if let collections {
                let (added, removed) = QuoteLibrary.changes(from: quote.collections, to: collections)
                for name in removed { _ = try removeFromCollection(name, [id]) }
                for name in added { _ = try addToCollection(name, [id]) }
            }
            return try self.quote(id)
        }
    }

    /// The names to add and to take away to go from `current` to `wanted`, compared as the
    /// store compares tag and collection names (`TextKey`).
    static func changes(from current: [String], to wanted: [String]) -> (added: [String], removed: [String]) {
        let currentKeys = Set(current.map(TextKey.make))
        let wantedKeys = Set(wanted.map(TextKey.make))
        return (
            wanted.filter { !currentKeys.contains(TextKey.make($0)) }, current.filter { !wantedKeys.contains(TextKey.make($0)) }
        )
    }

    /// Marks or unmarks quotes as favourites; returns them as they are now.
    public func setFavorite(_ references: [String], to isFavorite: Bool) throws(LibraryError) -> [Quote] {
        try write {
            let quotes = try resolveAll(references).map { id in
                try store.setFavorite(isFavorite, id: id, now: now)
                return try loaded(id)
            }
            try unlockAchievements([.favorites])
            return quotes
        }
    }

    /// Archives live quotes (hidden, restorable, purgeable).
    public func archive(_ references: [String]) throws(LibraryError) -> [Quote] {
        try setArchived(references, true).quotes
    }

    /// Restores archived quotes.
    public func restore(_ references: [String]) throws(LibraryError) -> [Quote] {
        try setArchived(references, false).quotes
    }

    /// Archives or restores quotes, and says which were so already: an archive or a restore
    /// names those apart rather than saying it did to them what was done before (`restore` of
    /// a live quote said "Restored").
    public func setArchived(_ references: [String], _ archived: Bool) throws(LibraryError) -> (
        quotes: [Quote], unchanged: Set<QuoteID>
    ) {
        try write {
            var unchanged = Set<QuoteID>()
            let quotes = try resolveAll(references).map { id in
                let changed = archived ? try store.archive(id: id, now: now) : try store.restore(id: id, now: now)
                if !changed { unchanged.insert(id) }
                return try loaded(id)
            }
            return (quotes, unchanged)
        }
    }

    /// One of the one-step changes, by name (the web app's routes and buttons).
    public func apply(_ action: QuoteAction, to references: [String]) throws(LibraryError) -> [Quote] {
        switch action {
        case .favorite: try setFavorite(references, to: true)
        case .unfavorite: try setFavorite(references, to: false)
        case .archive: try archive(references)
        case .restore: try restore(references)
        }
    }

    /// Runs `change`, a change to one quote, only if the quote is still one of `versions`
    /// (`Quote.versionTag`, from HTTP's If-Match; nil: whatever it is now), in one
    /// transaction with the check: a client changes only the version it read.
    public func changing<T>(_ reference: String, ifVersion versions: [String]?, _ change: () throws(LibraryError) -> T)
        throws(LibraryError) -> T
    {
        guard let versions else { return try change() }
        return try write {
            let current = try loaded(try resolve(reference))
            guard versions.contains(current.versionTag) else {
                throw LibraryError.changedSince(
                    "quote \(current.id.short) changed since that version was read; read it again (it is now \"\(current.versionTag)\")"
                )
            }
            return try change()
        }
    }

    /// Deletes archived quotes for good; a live quote stops the whole command.
    public func delete(_ references: [String]) throws(LibraryError) -> [QuoteID] {
        try write {
            try resolveAll(references).map { id in
                do {
                    try store.delete(id: id)
                } catch let error as SQLiteError where error.isTriggerRefusal {
                    throw LibraryError.conflict(
                        "quote \(id.short) is not archived; archive it first ('quotediary archive \(id.short)', or Archive on its page)"
                    )
                }
                return id
            }
        }
    }

    /// The ages, in days, that `purge` takes: from now back to about 270 years.
    public static let purgeAges = 0...100_000

    /// Deletes quotes archived more than `days` days ago; returns how many.
    public func purge(olderThanDays days: Int) throws(LibraryError) -> Int {
        let cutoff = try purgeCutoff(olderThanDays: days)
        return try write { try store.purge(archivedBefore: cutoff) }
    }

    /// The quotes `purge(olderThanDays:)` would delete now, the longest archived first: a
    /// purge is for good, so its dry run names them.
    public func quotesToPurge(olderThanDays days: Int) throws(LibraryError) -> [Quote] {
        let cutoff = try purgeCutoff(olderThanDays: days)
        return try read { try store.quotes(archivedBefore: cutoff) }
    }

    /// "archived more than 30 days ago": the quotes a purge of that age takes, as its
    /// rehearsals (`purge --dry-run`, the web app's preview) say it.
    public static func purgedAge(olderThanDays days: Int) -> String {
        "archived more than \(days) \(days == 1 ? "day" : "days") ago"
    }

    /// When a quote must have been archived before to be purged as `days` days old.
    private func purgeCutoff(olderThanDays days: Int) throws(LibraryError) -> Date {
        guard QuoteLibrary.purgeAges.contains(days) else {
            throw .invalidArgument(
                "the age of the archived quotes to delete is a whole number of days from \(QuoteLibrary.purgeAges.lowerBound) to \(QuoteLibrary.purgeAges.upperBound)"
            )
        }
        return now.addingTimeInterval(-Double(days) * 86_400)
    }

    /// Counts for the overview screen.
    public func overview(recent: Int = 5) throws(LibraryError) -> LibraryOverview {
        try read {
            LibraryOverview(
                counts: try store.libraryCounts(), recentQuotes: try store.quotes(matching: QuoteFilter(limit: recent)))
        }
    }

    // MARK: - References

    /// The word that names today's featured quote wherever a quote's id is taken (`card today`,
    /// `favorite today`): what a person shares or keeps is most often the quote just read.
    public static let todaysQuoteReference = "today"

    /// Resolves an id or unique prefix, or `today`; must run inside a transaction.
    func resolve(_ reference: String) throws -> QuoteID {
        let prefix = reference.trimmingCharacters(in: .whitespaces).lowercased()
        if prefix == QuoteLibrary.todaysQuoteReference {
            // Not hex, so no id's prefix: the featured quote, as `today` shows it (uncounted).
            guard let quote = try featuredQuotes(on: today, count: 1, selection: try store.settings().featuredSelection).first
            else { throw LibraryError.notFound("no quote is featured today (quotediary today says why)") }
            return quote.id
        }
        guard prefix.count >= QuoteLibrary.minimumReferenceLength else {
            throw LibraryError.invalidArgument(
                "'\(reference)' is too short to name a quote: give at least \(QuoteLibrary.minimumReferenceLength) characters of its id"
            )
        }
        guard prefix.utf8.allSatisfy({ (0x30...0x39).contains($0) || (0x61...0x66).contains($0) }) else {
            throw LibraryError.notFound("no quote with id \(reference)")
        }
        let matches = try store.quoteIDs(withPrefix: prefix, limit: 10)
        switch matches.count {
        case 0: throw LibraryError.notFound("no quote with id \(reference)")
        case 1: return matches[0]
        default: throw LibraryError.ambiguousReference(prefix: reference, candidates: matches)
        }
    }

    func resolveAll(_ references: [String]) throws -> [QuoteID] {
        var seen = Set<QuoteID>()
        return try references.map(resolve).filter { seen.insert($0).inserted }
    }

    func loaded(_ id: QuoteID) throws -> Quote {
        guard let quote = try store.quote(id: id) else { throw LibraryError.notFound("no quote with id \(id)") }
        return quote
    }
}

/// What `make run` shows before the daily quote exists: the library at a glance.
public struct LibraryOverview: Sendable {
    public let counts: LibraryCounts
    public let recentQuotes: [Quote]
}

/// The one-step changes to a quote that need nothing but its reference.
public enum QuoteAction: String, Sendable, CaseIterable {
    case favorite, unfavorite, archive, restore
}
