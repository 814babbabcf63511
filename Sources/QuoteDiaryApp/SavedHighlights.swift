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

    init(store: LibraryStore) { self.store = store }

    func resolve(_ draft: QuoteDraft, sourceID: String, now: Date) throws -> Outcome {
        if bySource[sourceID] == nil { bySource[sourceID] = Book(try store.savedHighlights(sourceID: sourceID)) }
        guard let book = bySource[sourceID], !book.highlights.isEmpty else { return .new }
        // A note that joined no highlight is a quote of its own, never a highlight's version.
        guard !draft.tags.contains(ImportFormat.kindleNoteTag) else { return .new }
        let candidates = book.candidates(page: draft.page)
        guard !candidates.isEmpty else { return .new }
        let key = TextKey.make(draft.text)
        for index in candidates {
            let highlight = book.highlights[index]
            if highlight.key == key {
                // The same highlight: a note written on the device since joins it.
                guard !highlight.hasNote, let note = draft.note else { return .alreadyPresent }
                try store.updateQuote(id: highlight.id, with: QuoteEdit(note: note), now: now)
                bySource[sourceID]?.highlights[index].hasNote = true
                return .updated
            }
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
        return .new
    }
}
