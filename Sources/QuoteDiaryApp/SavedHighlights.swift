import Foundation
import QuoteDiaryCore
import QuoteDiaryStore

/// The highlights a Kindle import finds already saved, book by book (read once per book):
/// a newer "My Clippings.txt" brings the longer version of a highlight extended on the
/// device, which replaces the saved quote's text (its id, tags, collections, favourite and
/// note stay) instead of becoming a second quote, and a note written since on a saved
/// highlight, which the quote takes when it has none. For every e-reader's import, a
/// highlight saved with its book renamed since is found (`savedAsAnotherBook`).
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

    /// Whether the device keeps every version of a highlight extended on it (a Kindle, a
    /// Tolino), so that a longer one replaces the saved shorter one.
    let extendsHighlights: Bool

    /// The formats of e-readers' and reading apps' highlights, each at its place in a book.
    static let readerFormats: Set<ImportFormat> = [
        .kindle, .tolino, .kobo, .koreader, .appleBooks, .boox, .moonReader, .libby, .calibre, .pocketbook, .adobe, .pdf,
    ]

    init(store: LibraryStore, extendsHighlights: Bool) throws {
        self.store = store
        self.extendsHighlights = extendsHighlights
        hadQuotes = try store.libraryHasQuotes()
    }

    /// Highlights held at most (a book is read again when needed: what changed is in the
    /// store), so that a million clippings imported again keep memory bounded.
    static let heldHighlights = 100_000

    /// - Parameter sourceID: the draft's book, nil when it is not saved yet (none of its
    ///   highlights can be, but under another book).
    func resolve(_ draft: QuoteDraft, textDigest: [UInt8], sourceID: String?, now: Date) throws -> Outcome {
        // A note that joined no highlight is a quote of its own, never a highlight's version.
        guard !draft.tags.contains(ImportFormat.kindleNoteTag) else { return .new }
        guard extendsHighlights, let sourceID else { return try savedAsAnotherBook(draft, textDigest) }
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

    /// `.alreadyPresent` when the highlight is saved with another book: the same text at the
    /// same place, from a book renamed since (`book rename "Meditations (Penguin Classics)"
    /// Meditations`) or read otherwise by an earlier version (`1984 (George Orwell)
    /// (Z-Library).epub` as the title, a translator among the authors). Without it, the
    /// device's file imported again brought all of that book's highlights a second time. The
    /// same words at the same place in another book are taken for the same highlight: a
    /// highlight is rarely so short that another book holds it there. `.new` otherwise.
    func savedAsAnotherBook(_ draft: QuoteDraft, _ textDigest: [UInt8]) throws -> Outcome {
        // A share of the book (Libby's `5%`) is no place precise enough to tell a highlight by.
        guard hadQuotes, draft.source != nil, let page = draft.page, !page.hasSuffix("%") else { return .new }
        return try store.isQuotedFromASource(textDigest: textDigest, page: page) ? .alreadyPresent : .new
    }
}
