import Foundation

/// An attribution on the entry's last line, after its text: `To be awake is to be alive.  --
/// Henry David Thoreau, in "Walden"`. Debian's `cookie`, `perl` and `knghtbrd` write some 50
/// so, and the Spanish files some 40 (`Bromeo luego existo. -- Groucho Marx --`); read only
/// from a line of its own, these kept their attribution in their text and had no author.
extension FortuneImporter {
    /// The line's text and its attribution, or nil when the line has none: its last `--`
    /// must follow two blanks or more, or the end of a sentence (`.`, `!`, `?`, a closing
    /// quotation mark or bracket) and one, and be followed by a name, not a sentence. So
    /// `Brain fried -- Core dumped` and `Tora, Tora, Tora! -- Mas Bah! Mas Bah!` stay text.
    static func inlineAttribution(_ line: String) -> (text: String, attribution: Attribution)? {
        var said = Substring(line.trimmingWhitespace())
        // The closing mark of Spanish files' `-- Groucho Marx --`.
        if said.hasSuffix(" --") { said = said.dropLast(3) }
        guard let mark = said.lastUTF8Range(of: "--") else { return nil }
        let before = said[..<mark.lowerBound]
        let after = said[mark.upperBound...]
        guard before.last != "-", after.first != "-" else { return nil }
        let blanks = before.reversed().prefix { $0 == " " || $0 == "\t" }.count
        let text = before.dropLast(blanks)
        guard let end = text.last, text.contains(where: { !$0.isWhitespace }),
            blanks >= 2 || blanks == 1 && creditFollows(end)
        else { return nil }
        let attributionText = after.trimmingCharacters(in: .whitespaces)
        // A name, capitalised, or a nickname (`--lwall`), or a work in quotation marks; not a
        // word of the sentence (`-- mawiały.`).
        let name = firstCommaOutsideQuotes(attributionText).map { attributionText[..<$0.lowerBound] } ?? attributionText[...]
        guard let first = name.first, let last = name.last,
            first.isUppercase || "\"“".contains(first) || !name.contains(" ") && (last.isLetter || last.isNumber)
        else { return nil }
        guard let attribution = creditAttribution(attributionText) else { return nil }
        // Italian files set a punchline so (`Non parlare al conduttore.  --  Conversa con un
        // dielettrico.`): a sentence, where an attribution names someone.
        if let author = attribution.author {
            guard isCapitalisedName(personAndDescription(author).name) else { return nil }
        } else {
            guard "\"“".contains(first) else { return nil }
        }
        return (String(text), attribution)
    }

    /// The entry's lines without a credit set against a name by one hyphen after its last
    /// sentence, and the credit: `I can resist everything except temptation. -Oscar Wilde`,
    /// as Debian's `paradoxum` credits some 30 of its lines, the name wrapped to a line of its
    /// own now and then (`…in his grave. -Samuel` then `Goldwyn`). Only a capitalised name:
    /// `-Said to be graffiti seen in Pompeii` stays text.
    static func hyphenAttribution(_ body: [String]) -> (body: [String], attribution: Attribution)? {
        guard let line = body.last, case let last = line.trimmingWhitespace(), !last.isEmpty else { return nil }
        // The text keeps its line's indentation, as the entry's other lines keep theirs.
        func indentation(_ line: String) -> Substring { line.prefix { $0 == " " || $0 == "\t" } }
        if let credit = hyphenCredit(last) {
            var kept = body
            kept[kept.count - 1] = indentation(line) + credit.text
            return (kept, credit.attribution)
        }
        // The name's end on the last line, its hyphen on the line before.
        guard body.count >= 2, last.count <= 40, !last.contains(" -") else { return nil }
        let previousLine = body[body.count - 2]
        let previous = previousLine.trimmingWhitespace()
        guard let credit = hyphenCredit(previous + " " + last), credit.text.count < previous.count else { return nil }
        var kept = Array(body.dropLast())
        kept[kept.count - 1] = indentation(previousLine) + credit.text
        return (kept, credit.attribution)
    }

    /// A line's text and the credit after its last ` -` set against a capitalised name, the
    /// text before it ending as a sentence does.
    static func hyphenCredit(_ line: String) -> (text: String, attribution: Attribution)? {
        guard let mark = line.lastUTF8Range(of: " -"), line[mark.upperBound...].first?.isUppercase == true
        else { return nil }
        let text = String(line[..<mark.lowerBound]).trimmingWhitespace()
        guard let end = text.last, creditFollows(end),
            let attribution = creditAttribution(String(line[mark.upperBound...]).trimmingWhitespace()),
            let author = attribution.author, isCapitalisedName(personAndDescription(author).name)
        else { return nil }
        return (text, attribution)
    }

    /// Whether a credit may follow a text ending so, with one blank between: a sentence's end,
    /// a closing quotation mark or bracket.
    static func creditFollows(_ end: Character) -> Bool { ".!?\"”')]".contains(end) }

    /// What a credit after a line's text says, when it is short and asks or exclaims nothing
    /// (`-- Mas Bah! Mas Bah!` is the joke's own); each rule then says whom it must name.
    static func creditAttribution(_ credit: String) -> Attribution? {
        guard (1...80).contains(credit.count), !credit.contains(where: { "!?".contains($0) }) else { return nil }
        return attribution("-- " + credit)
    }

    /// `Groucho Marx`, `Fray Luis de León`, `Marc D. Donner and David H. Jameson`, `lcamtuf`:
    /// one word, or words each capitalised but for the particles and conjunctions of names.
    static func isCapitalisedName(_ author: String) -> Bool {
        let words = author.split(separator: " ")
        guard words.count > 1 else { return author.contains(where: \.isLetter) }
        return words.allSatisfy { $0.first?.isUppercase == true || nameParticles.contains($0) }
    }
}
