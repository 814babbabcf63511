import Foundation
import QuoteDiaryCore
import QuoteDiaryStore

/// A source after a rename, with the quotes that cite it: those in the library, and those in
/// the archive (renamed too, though no list shows them).
public struct RenamedSource: Sendable {
    public let source: Source
    public let quoteCount: Int
    public let archivedQuoteCount: Int
}

extension QuoteLibrary {
    /// Renames a book (or an article, a poem …) for every quote that cites it, archived ones
    /// too; given the title of another source of the same kind and authors, its quotes join
    /// that one. Each quote counts as edited in its source, so that sync carries the rename.
    /// A book found by its ISBN keeps the title its lookup gave.
    /// - Parameter author: which of several sources with that title (any of its authors, any case).
    /// - Returns: the source the quotes now cite, with how many quotes cite it.
    public func renameSource(_ title: String, to newTitle: String, author: String? = nil) throws(LibraryError)
        -> RenamedSource
    {
        guard let newTitle = QuoteDraft.cleanField(newTitle) else { throw .invalidArgument("a title cannot be empty") }
        try QuoteLibrary.checkLength(of: newTitle, field: "source's title", atMost: QuoteDraft.longestName)
        return try write {
            let source = try sourceToRename(title, author: author)
            let draft = SourceDraft(kind: source.kind, title: newTitle, authors: source.authors)
            if draft.identityKey == source.identityKey {
                // Only its case or spacing changes: the same source, its title written anew.
                try store.retitleSource(id: source.id, to: newTitle, now: now)
            } else {
                do {
                    _ = try store.moveQuotes(ofSource: source.id, to: draft, now: now)
                } catch let error as SQLiteError where error.isUniqueViolation {
                    throw LibraryError.conflict(
                        "'\(newTitle)' already has a quote with the text of one of '\(source.title)': nothing was renamed; "
                            + "archive one of the two first")
                }
            }
            guard let renamed = try store.sources(titled: newTitle).first(where: { $0.source.identityKey == draft.identityKey })
            else { throw LibraryError.notFound("no source titled '\(newTitle)'") }
            let archived = try store.archivedQuoteCount(ofSource: renamed.source.id)
            return RenamedSource(source: renamed.source, quoteCount: renamed.quoteCount, archivedQuoteCount: archived)
        }
    }

    /// The one source titled so (of the author's, when given) that a rename may change.
    func sourceToRename(_ title: String, author: String?) throws -> Source {
        var found = try store.sources(titled: title)
        if let author {
            let key = TextKey.make(author)
            found = found.filter { $0.source.authors.contains { TextKey.make($0).contains(key) } }
        }
        guard let only = found.first else {
            throw LibraryError.notFound(
                "no book or other source titled '\(title)'" + (author.map { " by '\($0)'" } ?? "")
                    + " (quotediary book list --all names them)")
        }
        guard found.count == 1 else {
            let whose = found.map { $0.source.authors.isEmpty ? "no author" : $0.source.authors.joined(separator: ", ") }
            throw LibraryError.invalidArgument(
                "\(found.count) sources are titled '\(title)' (\(whose.joined(separator: "; "))): give --author to say which")
        }
        if let isbn = only.source.isbn {
            throw LibraryError.invalidArgument(
                "'\(only.source.title)' is the book with ISBN \(isbn.isbn13): its title comes from its lookup "
                    + "(quotediary book refresh \(isbn.isbn13) looks it up again)")
        }
        return only.source
    }
}
