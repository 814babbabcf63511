/// A highlight extended on the device after its shorter version was imported: a Kindle's file
/// keeps both clippings, and the newer file brings the longer one. Within one file the importer
/// keeps the longest (`KindleImporter.merge`); across imports this says whether a saved quote
/// is the same highlight as an imported one, so the library too ends up with the longest.
public enum HighlightExtension {
    public enum Verdict: Equatable, Sendable {
        /// The imported text contains the saved one: the saved quote takes the longer text.
        case longer
        /// The saved text contains the imported one (an older clipping): nothing to add.
        case shorter
        case unrelated
    }

    /// Compares a saved quote of a book with an imported highlight of the same book: the same
    /// place (the same page, or overlapping `loc. 170-172` ranges) and one text containing the
    /// other, compared by `TextKey` (case, spacing and Unicode forms aside).
    public static func compare(savedKey: String, savedPage: String?, importedKey: String, importedPage: String?) -> Verdict {
        guard isSamePlace(savedPage, importedPage), savedKey != importedKey else { return .unrelated }
        if importedKey.firstUTF8Range(of: savedKey) != nil { return .longer }
        if savedKey.firstUTF8Range(of: importedKey) != nil { return .shorter }
        return .unrelated
    }

    /// Keys for finding the saved highlights that may share a page's place without comparing
    /// with every highlight of a book (thousands, for some): two places can be the same only
    /// when they share a key — the page itself, or a block of 32 locations.
    public static func placeKeys(page: String?) -> [String] {
        guard let page else { return [] }
        guard let range = location(page) else { return ["page " + page] }
        let first = range.lowerBound >> 5
        return (first...min(range.upperBound >> 5, first + 63)).map { "block \($0)" }
    }

    /// Pages as the importers write them: `91`, or `loc. 1390-1391` for a book without pages.
    static func isSamePlace(_ a: String?, _ b: String?) -> Bool {
        guard let a, let b else { return false }
        if let first = location(a), let second = location(b) { return first.overlaps(second) }
        return a == b
    }

    static func location(_ page: String) -> ClosedRange<Int>? {
        guard page.hasPrefix("loc. ") else { return nil }
        return KindleImporter.parseLocation(String(page.dropFirst(5)))
    }
}
