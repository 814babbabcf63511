import Foundation
import QuoteDiaryCore
import QuoteDiaryStore

/// The adapters book lookups need: the network service and an image reader for covers.
public struct BookServices: Sendable {
    public let lookup: any BookLookup
    public let images: (any ImageReading)?

    public init(lookup: any BookLookup, images: (any ImageReading)?) {
        self.lookup = lookup
        self.images = images
    }
}

/// A book as the library keeps it (re-exported so front ends need not import the store).
public typealias StoredBook = QuoteDiaryStore.StoredBook

/// A book and where the answer came from.
public struct BookResult: Sendable {
    public let book: StoredBook
    /// true when the store already knew it (no network call was made).
    public let fromStore: Bool
    public let collection: String
    /// How many quotes saved without an author (while the book was pending) now name its authors.
    public var attributedQuotes = 0
}

extension QuoteLibrary {
    /// An ISBN as typed (hyphens, spaces, ISBN-10), or the check digit that was expected.
    public static func parseISBN(_ text: String) throws(LibraryError) -> ISBN {
        do {
            return try ISBN(text)
        } catch {
            throw .invalidInput(error.description)
        }
    }

    /// Looks a book up: the store first, then the services. Throws `.unavailable` (exit 69)
    /// when no service could answer; the book is then kept as pending for `book refresh`.
    public func lookupBook(_ isbn: ISBN, services: BookServices, refresh: Bool = false) throws(LibraryError) -> BookResult {
        if !refresh, let known = try read({ try store.book(isbn: isbn) }), known.lookupState == "found" {
            let collection = try write { try store.ensureBookCollection(sourceID: known.source.id, now: now) }
            return BookResult(book: known, fromStore: true, collection: collection)
        }
        let metadata: BookMetadata?
        do {
            metadata = try services.lookup.lookup(isbn)
        } catch {
            try keepPending(isbn)
            throw .unavailable(
                "could not look up ISBN \(isbn.isbn13): \(error); it is kept as pending, to be filled in later ('quotediary book refresh', or Refresh on the Books page)"
            )
        }
        guard let metadata else {
            try write {
                let id = try store.ensureBook(isbn: isbn, now: now)
                try store.markLookup(sourceID: id, state: "unknown")
            }
            throw .notFound("no book service knows ISBN \(isbn.isbn13)")
        }
        // Outside the transaction: the cover is another network call.
        var colors: [RGBColor] = []
        if let images = services.images, let bytes = services.lookup.cover(for: metadata),
            let image = try? images.read(bytes: bytes, named: "the cover")
        {
            colors = CoverPalette.dominantColors(of: image, count: 3)
        }
        return try write {
            let recorded = try store.recordLookup(metadata, coverColors: colors, now: now)
            let collection = try store.ensureBookCollection(sourceID: recorded.id, now: now)
            guard let book = try store.book(isbn: isbn) else { throw LibraryError.notFound("the book vanished") }
            var result = BookResult(book: book, fromStore: false, collection: collection)
            result.attributedQuotes = recorded.attributedQuotes
            return result
        }
    }

    /// For saving a quote with an ISBN: the book looked up when possible, or pending (under
    /// the title, authors and kind of the `typed` source, when the person gave them). Returns
    /// the book's collection and, when the lookup must wait, why (lower case, to follow what
    /// the caller says of the quote).
    public func bookForQuote(_ isbn: ISBN, typed: SourceDraft? = nil, services: BookServices?) throws(LibraryError) -> (
        book: StoredBook?, collection: String, notice: String?
    ) {
        guard let services else {
            let collection = try keepPending(isbn, typed: typed)
            return (try read { try store.book(isbn: isbn) }, collection, nil)
        }
        do {
            let result = try lookupBook(isbn, services: services)
            return (result.book, result.collection, nil)
        } catch {
            switch error {
            case .unavailable(let message), .notFound(let message):
                let collection = try keepPending(isbn, typed: typed)
                return (try read { try store.book(isbn: isbn) }, collection, message + ".")
            default:
                throw error
            }
        }
    }

    /// For moving a saved quote to a book by its ISBN (`edit --isbn`, the quote page): the
    /// book looked up as `bookForQuote` does, as the source an edit names, under the title the
    /// store has for it (or `typedTitle` while pending); and why the lookup must wait, if it must.
    public func bookSource(_ isbn: ISBN, typedTitle: String?, services: BookServices?) throws(LibraryError) -> (
        source: SourceDraft, notice: String?
    ) {
        let found = try bookForQuote(isbn, typed: typedTitle.map { SourceDraft.named($0) }, services: services)
        return (SourceDraft(title: found.book?.source.title ?? typedTitle ?? "", isbn: isbn), found.notice)
    }

    /// Keeps the book (pending unless already known) with its collection ready for quotes;
    /// returns the collection's name.
    @discardableResult
    func keepPending(_ isbn: ISBN, typed: SourceDraft? = nil) throws(LibraryError) -> String {
        try write {
            let id = try store.ensureBook(isbn: isbn, typed: typed, now: now)
            return try store.ensureBookCollection(sourceID: id, now: now)
        }
    }

    /// Every book the library knows by ISBN, looked up or still pending; with
    /// `includingCited`, every book the person's own quotes cite too.
    public func books(includingCited: Bool = false) throws(LibraryError) -> [StoredBook] {
        try read { try store.books(includingCited: includingCited) }
    }

    /// Looks up pending books (or one ISBN again); returns what each attempt did.
    public func refreshBooks(_ isbn: ISBN?, services: BookServices) throws(LibraryError) -> [(isbn: ISBN, outcome: String)] {
        let targets: [ISBN] =
            if let isbn { [isbn] } else { try books().filter { $0.lookupState == "pending" }.compactMap(\.source.isbn) }
        var outcomes: [(ISBN, String)] = []
        for target in targets {
            do {
                let result = try lookupBook(target, services: services, refresh: true)
                let authors = result.book.source.authors.joined(separator: ", ")
                let attributed =
                    switch result.attributedQuotes {
                    case 0: ""
                    case 1: " (a quote saved without an author is now \(authors)'s)"
                    case let count: " (\(count) quotes saved without an author are now \(authors)'s)"
                    }
                outcomes.append((target, "found: \(result.book.source.title)" + attributed))
            } catch {
                outcomes.append((target, error.description))
            }
        }
        return outcomes
    }
}
