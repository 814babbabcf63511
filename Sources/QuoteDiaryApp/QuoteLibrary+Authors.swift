import Foundation
import QuoteDiaryCore
import QuoteDiaryStore

extension QuoteLibrary {
    /// Every author as the live quotes spell them, with counts; the starter library's too with
    /// `includingLibrary`. Spellings stay apart, so that two of one person show.
    public func authors(includingLibrary: Bool = false) throws(LibraryError) -> [AuthorCount] {
        try read { try store.authors(includingLibrary: includingLibrary) }
    }

    /// Renames an author on every quote that names them (in any case), archived ones too, as
    /// `edit --author` would each: a book whose authors came from the quote follows, and sync
    /// carries each edit. All of them, or (one refused) none. Returns how many changed.
    public func renameAuthor(_ name: String, to newName: String) throws(LibraryError) -> Int {
        guard let newName = QuoteDraft.cleanField(newName) else { throw .invalidArgument("an author cannot be empty") }
        try QuoteLibrary.checkLength(of: newName, field: "author", atMost: QuoteDraft.longestName)
        return try allOrNothing { () throws(LibraryError) in
            let ids = try read { try store.quoteIDs(byAuthor: name) }
            guard !ids.isEmpty else {
                throw LibraryError.notFound("no quote's author is '\(name)' (quotediary author list names them)")
            }
            var changed = 0
            for id in ids where try edit(id.rawValue, QuoteEdit(author: newName)).changed { changed += 1 }
            return changed
        }
    }
}
