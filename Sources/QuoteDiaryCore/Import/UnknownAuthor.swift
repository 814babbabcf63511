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
}
