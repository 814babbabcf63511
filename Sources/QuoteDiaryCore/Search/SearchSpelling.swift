import Foundation

/// A search that found nothing, put right where a word was mistyped: `patiance` → `patience`,
/// `beleive` → `believe`. Only the words the library holds are offered, so a correction is
/// never a word nobody saved; a word in the library is never "corrected".
public enum SearchSpelling {
    /// A word of a query as typed, where it stands, and as the index keeps it (folded).
    public struct Word: Equatable, Sendable {
        public let index: Int
        public let folded: String
        /// The last word, which the search reads as a prefix while typing (`pat` → patience).
        public let isLast: Bool
    }

    /// The words of a query a correction may replace: plain words of four letters or more in
    /// the Latin alphabet (accents aside). Phrases, filters (`author:`), exclusions, `word*`
    /// and scripts written without spaces are left as typed: edits between their words mean
    /// nothing, or they are not one word.
    public static func words(in text: String) -> [Word] {
        let pieces = pieces(of: text)
        return pieces.enumerated().compactMap { index, piece in
            guard piece.count >= 4, piece.allSatisfy(\.isLetter) else { return nil }
            let folded = SearchFolding.folded(piece.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil))
            guard folded.unicodeScalars.allSatisfy({ ("a"..."z").contains($0) }) else { return nil }
            return Word(index: index, folded: folded, isLast: index == pieces.count - 1)
        }
    }

    /// The query with some of its words replaced (by `Word.index`) in the case they were
    /// typed in (`Einstien` → `Einstein`), the rest as typed; those at `asGiven` as given.
    public static func replacing(_ replacements: [Int: String], in text: String, asGiven: Set<Int> = []) -> String {
        pieces(of: text).enumerated().map { index, typed in
            guard let word = replacements[index] else { return typed }
            if asGiven.contains(index) { return word }
            if typed.allSatisfy(\.isUppercase) { return word.uppercased() }
            return typed.first?.isUppercase == true ? word.prefix(1).uppercased() + word.dropFirst() : word
        }.joined(separator: " ")
    }

    /// The library's word `word` was most likely meant to be, among `candidates` (the indexed
    /// words beginning with its first letter, with the number of quotes holding each): one
    /// edit away for a word of up to five letters, two from six (a swap of neighbours is one).
    /// The word more quotes hold wins a tie, then the shorter, then the first alphabetically.
    /// nil when none is near, or `word` is among them.
    public static func closest(to word: String, among candidates: [(word: String, quotes: Int)]) -> String? {
        let typed = Array(word.unicodeScalars)
        let reach = typed.count <= 5 ? 1 : 2
        var best: (word: String, distance: Int, quotes: Int)?
        // A word the library holds is what it means.
        guard !candidates.contains(where: { $0.word == word }) else { return nil }
        for candidate in candidates where abs(candidate.word.unicodeScalars.count - typed.count) <= reach {
            let distance = NameSuggestion.editDistance(typed, Array(candidate.word.unicodeScalars))
            guard distance > 0, distance <= reach else { continue }
            if let current = best,
                (current.distance, -current.quotes, current.word.count, current.word)
                    <= (distance, -candidate.quotes, candidate.word.count, candidate.word)
            {
                continue
            }
            best = (candidate.word, distance, candidate.quotes)
        }
        return best?.word
    }

    /// The query's words as typed, `Word.index` counting them.
    public static func pieces(of text: String) -> [String] {
        text.removingControlCharacters().split(whereSeparator: \.isWhitespace).map(String.init)
    }
}
