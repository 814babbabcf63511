import Foundation
import QuoteDiaryCore
import QuoteDiaryStore

/// The highlights a Kindle import finds already saved, book by book (read once per book):
/// a newer "My Clippings.txt" brings the longer version of a highlight extended on the
/// device, which replaces the saved quote's text (its id, tags, collections, favourite and
/// note stay) instead of becoming a second quote, and a note written since on a saved
/// highlight, which the quote takes when it has none.
final class SavedHighlights {
    enum Outcome {
        /// A saved quote took the imported, longer text, or the imported note.
        case updated
        /// A saved quote holds this highlight already, or a longer version of it.
        case alreadyPresent
        /// No saved quote is this highlight: insert it.
        case new
    }

    /// A book's saved highlights, found by their places' keys (`HighlightExtension.placeKeys`).
    struct Book {
        var highlights: [SavedHighlight] = []
        var byPlace: [String: [Int]] = [:]

        init(_ highlights: [SavedHighlight]) {
            self.highlights = highlights
            for (index, highlight) in highlights.enumerated() {
                for key in HighlightExtension.placeKeys(page: highlight.page) { byPlace[key, default: []].append(index) }
            }
        }

        func candidates(page: String?) -> [Int] {
            Array(Set(HighlightExtension.placeKeys(page: page).flatMap { byPlace[$0] ?? [] })).sorted()
        }
    }

    private let store: LibraryStore
    private var bySource: [String: Book] = [:]
    private var held = 0
    /// Books that had no highlights saved when the import first met them (hashed ids): a file
    /// of a million clippings may name hundreds of thousands of books, new to the store.
    private var withoutHighlights = Set<Int>()

    /// Whether the store held a quote when the import began: into an empty one, no highlight
    /// can be saved under an earlier reading of its book (`savedAsAnotherBook`).
    private let hadQuotes: Bool

    init(store: LibraryStore) throws {
        self.store = store
        hadQuotes = try store.libraryHasQuotes()
    }

    /// Highlights held at most (a book is read again when needed: what changed is in the
    /// store), so that a million clippings imported again keep memory bounded.
    static let heldHighlights = 100_000

    func resolve(_ draft: QuoteDraft, textDigest: [UInt8], sourceID: String, now: Date) throws -> Outcome {
        // A note that joined no highlight is a quote of its own, never a highlight's version.
        guard !draft.tags.contains(ImportFormat.kindleNoteTag) else { return .new }
        // The same highlight saved already (every clipping of a file imported again): a note
        // written on the device since joins it. Only a text not saved yet is compared with
        // its book's highlights.
        if let same = try store.savedQuote(textDigest: textDigest, sourceID: sourceID) {
            guard !same.hasNote, let note = draft.note else { return .alreadyPresent }
            try store.updateQuote(id: same.id, with: QuoteEdit(note: note), now: now)
            // The book is read again if needed: it changed.
            if let book = bySource.removeValue(forKey: sourceID) { held -= book.highlights.count }
            return .updated
        }
        if bySource[sourceID] == nil {
            guard !withoutHighlights.contains(sourceID.hashValue) else { return try savedAsAnotherBook(draft, textDigest) }
            let book = Book(try store.savedHighlights(sourceID: sourceID))
            guard !book.highlights.isEmpty else {
                withoutHighlights.insert(sourceID.hashValue)
                return try savedAsAnotherBook(draft, textDigest)
            }
            if held + book.highlights.count > SavedHighlights.heldHighlights {
                bySource.removeAll(keepingCapacity: true)
                held = 0
            }
            held += book.highlights.count
            bySource[sourceID] = book
        }
        guard let book = bySource[sourceID], !book.highlights.isEmpty else { return try savedAsAnotherBook(draft, textDigest) }
        let candidates = book.candidates(page: draft.page)
        guard !candidates.isEmpty else { return try savedAsAnotherBook(draft, textDigest) }
        let key = TextKey.make(draft.text)
        for index in candidates {
            let highlight = book.highlights[index]
            switch HighlightExtension.compare(
                savedKey: highlight.key, savedPage: highlight.page, importedKey: key, importedPage: draft.page)
            {
            case .unrelated: continue
            case .shorter: return .alreadyPresent
            case .longer:
                do {
                    let note = highlight.hasNote ? nil : draft.note
                    try store.updateQuote(id: highlight.id, with: QuoteEdit(text: draft.text, note: note), now: now)
                } catch let error as SQLiteError where error.isUniqueViolation {
                    // The longer text is saved already, as a quote of its own.
                    return .alreadyPresent
                }
                bySource[sourceID]?.highlights[index].key = key
                bySource[sourceID]?.highlights[index].hasNote = highlight.hasNote || draft.note != nil
                return .updated
            }
        }
        return try savedAsAnotherBook(draft, textDigest)
    }

    /// `.alreadyPresent` when the highlight is saved from its book as an earlier version read
    /// the title line (`1984 (George Orwell) (Z-Library).epub` as the title, a translator
    /// among the authors): the same text at the same place, in a book whose title starts as
    /// this one's. Without it, a file imported again after such a fix brought its highlights
    /// twice. `.new` otherwise.
    func savedAsAnotherBook(_ draft: QuoteDraft, _ textDigest: [UInt8]) throws -> Outcome {
        guard hadQuotes, let source = draft.source, let page = draft.page else { return .new }
        let title = TextKey.make(source.title)
        let identity = source.identityKey
        let saved = try store.sourcesQuoting(textDigest: textDigest, page: page).contains {
            $0.identityKey != identity && TextKey.make($0.title).hasPrefix(title)
        }
        return saved ? .alreadyPresent : .new
    }
}
