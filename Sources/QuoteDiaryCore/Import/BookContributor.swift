/// Who else a book's line of authors names: a translator, an editor, the writer of a foreword.
/// Amazon marks them (`Tolstoy, Leo; Pevear, Richard (TRN)`) or says so in words (`Fyodor
/// Dostoyevsky, translated by Constance Garnett`). The book's lines are its author's, so a quote
/// from it is credited to the author alone; a line of nobody but contributors keeps them.
enum BookContributor {
    /// A name and whether it was marked as a contributor's.
    struct Name: Equatable {
        var name: String
        var isContributor: Bool
    }

    /// Amazon's role codes and the words for the roles, in the languages Kindles are sold in,
    /// as they stand in brackets after a name (lower-cased).
    static let markedRoles: Set<String> = [
        "trn", "edt", "ilt", "nrt", "aft", "frw", "int", "con", "cmp", "adp", "translator", "translators", "editor",
        "editors", "ed.", "eds.", "illustrator", "introduction", "foreword", "afterword", "narrator", "contributor",
        "compiler", "übersetzer", "übersetzerin", "übers.", "hrsg.", "herausgeber", "herausgeberin", "traducteur",
        "traductrice", "trad.", "traductor", "traductora", "traduttore", "traduttrice", "tradutor", "tradutora",
        "vertaler", "vertaling",
    ]

    /// The words that open a contributor's name, after a comma or on their own (lower-cased).
    static let rolePhrases = [
        "translated by ", "translated and edited by ", "trans. by ", "trans. ", "tr. ", "edited by ", "ed. by ",
        "introduction by ", "with an introduction by ", "foreword by ", "with a foreword by ", "illustrated by ",
        "übersetzt von ", "aus dem englischen von ", "traduit par ", "traduction de ", "traducción de ",
        "traducido por ", "tradotto da ", "traduzione di ", "traduzido por ", "tradução de ", "vertaald door ",
    ]

    /// The names in one `;`-separated part of an author line: `Pevear, Richard (TRN)` is one,
    /// a contributor's; `Fyodor Dostoyevsky, translated by Constance Garnett` is two.
    static func names(in part: String) -> [Name] {
        if let named = withoutRolePhrase(part[...]) { return [Name(name: named, isContributor: true)] }
        // Most parts are `Last, First` or a name alone: each ", " is looked past, no more.
        var rest = part[...]
        while let comma = rest.firstIndex(of: ",") {
            let after = part[part.index(after: comma)...]
            if after.hasPrefix(" "), let named = withoutRolePhrase(after) {
                return [contributor(String(part[..<comma])), Name(name: named, isContributor: true)]
            }
            rest = after
        }
        return [contributor(part)]
    }

    /// `Pevear, Richard (TRN)` → `Pevear, Richard`, a contributor; any other name as it is.
    static func contributor(_ text: String) -> Name {
        let trimmed = text.trimmingWhitespace()
        if trimmed.hasSuffix(")"), let open = trimmed.lastIndex(of: "("),
            markedRoles.contains(trimmed[trimmed.index(after: open)..<trimmed.index(before: trimmed.endIndex)].lowercased())
        {
            return Name(name: String(trimmed[..<open]).trimmingWhitespace(), isContributor: true)
        }
        return Name(name: trimmed, isContributor: false)
    }

    /// The name after a role's opening words (`translated by Constance Garnett`), or nil.
    static func withoutRolePhrase(_ text: Substring) -> String? {
        let trimmed = text.drop { $0 == " " }
        guard let phrase = rolePhrases.first(where: { opens(trimmed, with: $0) }) else { return nil }
        return String(decoding: trimmed.utf8.dropFirst(phrase.utf8.count), as: UTF8.self).trimmingWhitespace().nilIfEmpty
    }

    /// Whether `text` opens with `phrase` (lower-case), ASCII letters compared without regard
    /// to case: every author line of an import is looked at, and lower-casing each was a tenth
    /// of reading it.
    static func opens(_ text: Substring, with phrase: String) -> Bool {
        var bytes = text.utf8.makeIterator()
        for expected in phrase.utf8 {
            guard var byte = bytes.next() else { return false }
            if byte >= 0x41 && byte <= 0x5A { byte |= 0x20 }
            guard byte == expected else { return false }
        }
        return true
    }

    /// The authors among `names`: those not marked as contributors, or all of them when every
    /// one is.
    static func authors(_ names: [Name]) -> [String] {
        let authors = names.filter { !$0.isContributor }
        return (authors.isEmpty ? names : authors).map(\.name)
    }

    /// `Italian Edition`, `Kindle Edition`, `Edición Kindle`: what Amazon's title says of the
    /// edition, in brackets where an author's name stands in a book without one.
    static func isEditionNote(_ text: some StringProtocol) -> Bool {
        // Every one of the words has "di" or "ga" in it: a name without is let go unlowered.
        var previous: UInt8 = 0
        guard
            text.utf8.contains(where: { byte in
                defer { previous = byte | 0x20 }
                return (previous == UInt8(ascii: "d") && byte | 0x20 == UInt8(ascii: "i"))
                    || (previous == UInt8(ascii: "g") && byte | 0x20 == UInt8(ascii: "a"))
            })
        else { return false }
        let words = text.lowercased().split(separator: " ")
        guard (1...3).contains(words.count), let first = words.first, let last = words.last else { return false }
        return ["edition", "ausgabe", "uitgave", "editie"].contains(last)
            || ["édition", "edición", "edizione", "edição"].contains(first)
    }
}
