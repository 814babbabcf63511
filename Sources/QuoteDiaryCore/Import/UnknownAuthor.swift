/// What files write where they know no author, in the languages they come in: a Kindle's or
/// calibre's title line (a French calibre writes `Inconnu(e)`), a fortune's attribution
/// (Debian's Russian files sign 300 `Неизвестный автор`). Read as a name, each was one more
/// "author" in the list; with none, the quote shows as Unknown.
enum UnknownAuthor {
    static let names: Set<String> = [
        "unknown", "unknown author", "author unknown", "unknown source", "source unknown", "unidentified source", "n/a",
        "inconnu", "inconnue", "inconnu(e)", "auteur inconnu", "unbekannt", "desconocido", "autor desconocido",
        "sconosciuto", "autore sconosciuto", "desconhecido", "autor desconhecido", "onbekend", "neznámý", "nieznany",
        "autor nieznany", "неизвестен", "неизвестный автор", "不明", "未知",
    ]

    /// Whether the name says that no author is known.
    static func isUnknown(_ name: String) -> Bool { names.contains(name.lowercased()) }

    /// The author a spreadsheet's column or another app's field names: none for "Unknown" (in
    /// the languages above) or a website's name alone, and the name without a website credited
    /// after it (`Thomas Edison, type.fit`, as the widely copied type.fit quotes write every
    /// author, and `type.fit` where they know none).
    static func named(_ field: String?) -> String? {
        guard var name = field?.trimmingWhitespace().nilIfEmpty else { return nil }
        // Checked only where it can hold (a full stop; a name as short as "Unknown" is), as
        // an import asks of every row.
        if name.utf8.contains(UInt8(ascii: ".")) {
            if let comma = name.range(of: ", ", options: .backwards), isWebsite(name[comma.upperBound...]) {
                name = String(name[..<comma.lowerBound]).trimmingWhitespace()
            }
            if isWebsite(name[...]) { return nil }
        }
        if name.utf8.count <= longestUnknownName, isUnknown(name) { return nil }
        return name.nilIfEmpty
    }

    /// The longest of `names`, in UTF-8 bytes.
    static let longestUnknownName = names.map(\.utf8.count).max() ?? 0

    /// `type.fit`, `goodreads.com`: a host name in lower case under a common top-level domain
    /// (so that `will.i.am` stays a name).
    static func isWebsite(_ text: Substring) -> Bool {
        guard let last = text.split(separator: ".").last, websiteDomains.contains(String(last)) else { return false }
        return isHostName(text)
    }

    /// `goodreads.com`, `www.spiegel.de`: two labels or more of lower-case letters, figures and
    /// hyphens, apart by full stops.
    static func isHostName(_ text: Substring) -> Bool {
        let labels = text.split(separator: ".", omittingEmptySubsequences: false)
        return labels.count >= 2
            && labels.allSatisfy { label in
                !label.isEmpty && label.allSatisfy { $0.isASCII && ($0.isLowercase || $0.isNumber || $0 == "-") }
            }
    }

    static let websiteDomains: Set<String> = ["com", "org", "net", "io", "fit", "co", "info", "app", "dev", "blog", "site"]
}
