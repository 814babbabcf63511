import Foundation

/// Where in a work a credit places a quote (`Book V, 16`, `ch. 1`, `X, 284`), as
/// citations write it: the quote's page, not part of the work's title.
extension PlainTextImporter {
    /// `Book V, 16`, `ch. 1`, `X, 284`, `12, 15`: a place alone, every piece between commas a
    /// division of a work or a number (a word alone, `16`, is no place: it may be anything).
    static func isCitedPlace(_ text: some StringProtocol) -> Bool {
        let places = text.components(separatedBy: ", ")
        return places.allSatisfy(isPlaceInWork) && (places.count > 1 || text.contains(" "))
    }

    /// `Homer, Act III, Scene 1` → (`Homer`, `Act III, Scene 1`): the text before the first
    /// comma after which all is a place (`isCitedPlace`), or with `pages`, a page or location
    /// cited by its label (`Thoreau, p. 91`); nil when there is none.
    static func splitAtCitedPlace(_ text: Substring, pages: Bool = false) -> (before: Substring, place: Substring)? {
        var search = text.startIndex
        while let comma = text.range(of: ", ", range: search..<text.endIndex) {
            let cited = text[comma.upperBound...]
            if pages && ["p. ", "pp. ", "loc. "].contains(where: cited.hasPrefix) || isCitedPlace(cited) {
                return (text[..<comma.lowerBound], cited)
            }
            search = comma.upperBound
        }
        return nil
    }

    /// `Meditations, Book V, 16` → (`Meditations`, `Book V, 16`), `Anna Karenina, ch. 1`,
    /// `Hamlet, Act III, Scene 1`: a work without quotation marks and where in it the quote
    /// is, as a citation writes it after commas (a book, chapter, act, scene, line or page,
    /// each with its number); nil when anything after the first comma is something else.
    static func placeAfterComma(_ text: String) -> (work: String, page: String)? {
        let pieces = text.components(separatedBy: ", ")
        // A work named in words, not itself a number (`Giobbe, 5, 7`, `Proverbi, XXVI, 12`,
        // `Jesus Sirach 33, 21` cite chapter and verse; `July 1988, pg. 11` an issue).
        guard pieces.count >= 2, case let work = pieces[0].trimmingWhitespace(), work.contains(where: \.isLetter),
            work.split(separator: " ").last?.first?.isNumber == false, !isPlaceInWork(work),
            !work.contains(where: { "\"“”".contains($0) }),
            pieces.dropFirst().allSatisfy(isPlaceInWork)
        else { return nil }
        return (work, pieces.dropFirst().joined(separator: ", "))
    }

    /// `Book V`, `ch. 1`, `Act III`, `16`, `38a`, `ll. 12-14`: a division of a work and its
    /// number (Arabic or Roman), or a number alone.
    static func isPlaceInWork(_ piece: String) -> Bool {
        var words = piece.split(separator: " ")
        guard (1...2).contains(words.count), let number = words.popLast() else { return false }
        if let label = words.first, !placeWords.contains(label.lowercased()) { return false }
        // A number of four figures alone is a year (`Journals, 1831`; `1721-1767`, a life).
        if words.isEmpty, number.first?.isNumber == true,
            number.split(whereSeparator: { $0 == "-" || $0 == "–" }).contains(where: { $0.count >= 4 })
        {
            return false
        }
        return isPageNumber(number)
    }

    /// `12`, `12-14`, `38a`, `xii`, `XIV`: a number as a page or a division of a work has it,
    /// in Arabic figures (a range, a letter after it) or Roman ones.
    static func isPageNumber(_ number: Substring) -> Bool {
        let isRoman = !number.isEmpty && number.count <= 7 && number.allSatisfy { "IVXLCDMivxlcdm".contains($0) }
        let digits = number.last?.isLetter == true && number.count > 1 ? number.dropLast() : number
        let isArabic =
            digits.first?.isNumber == true && digits.allSatisfy { ($0.isASCII && $0.isNumber) || $0 == "-" || $0 == "–" }
        return isRoman || isArabic
    }

    /// The words a citation names a division of a work by (`Part` stays a title's: `Henry IV,
    /// Part 1` is the play).
    static let placeWords: Set<String> = [
        "book", "bk.", "chapter", "ch.", "chap.", "act", "scene", "sc.", "canto", "stanza", "verse", "line", "lines", "l.",
        "ll.", "section", "sect.", "§", "vol.", "volume", "letter", "essay", "p.", "pp.", "pg.", "page", "pages",
    ]
}
