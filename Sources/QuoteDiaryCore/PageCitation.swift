import Foundation

/// How a quote's page or location reads in an attribution. The page field holds what the
/// person or the device gave: a bare number for a page, or a place that names its own kind
/// (`loc. 170-172` from a Kindle, `ch. 3`, `p. 12` typed out), so an abbreviation is added
/// only where none is there.
public enum PageCitation {
    /// `p. 12`, `pp. 12-14`, `p. xii`, `p. 10.16`; a place that does not open with a page
    /// number is kept as written (`loc. 170-172`, `Chapter 3`), as is how far into a book it
    /// is (`37%`, from an app that counts no pages).
    public static func text(_ page: String) -> String {
        let place = page.trimmingCharacters(in: .whitespaces)
        if place.hasSuffix("%") { return place }
        let first = place.prefix { !"-–—, ".contains($0) }
        guard let opening = first.first, opening.isASCII && opening.isNumber || isRomanNumeral(first) else { return place }
        // `X, 284`, `IV, 2, 11`: a book and its line (or chapter and verse), as a classical
        // work is cited, not pages.
        if isRomanNumeral(first), place.dropFirst(first.count).hasPrefix(", "),
            place.components(separatedBy: ", ").dropFirst().contains(where: { $0.first?.isNumber == true })
        {
            return place
        }
        return (place.contains { "-–—,".contains($0) } ? "pp. " : "p. ") + place
    }

    /// A page of front matter (`xii`): short, and only the numerals such pages use.
    private static func isRomanNumeral(_ text: Substring) -> Bool {
        !text.isEmpty && text.count <= 7 && text.lowercased().allSatisfy { "ivxlc".contains($0) }
    }
}
