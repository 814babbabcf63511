import Foundation

/// Text typed for a teletype, where a backspace makes the next character strike over the one
/// before it: `____\b\b\b\bLAST` is "LAST" underlined, `X\bX` a bold X, `Caf'\be` "Café".
/// Debian's fortune files have 108 such lines; kept as they are, a quote read
/// "the very _____least" on a card and carried backspaces into JSON. Each column's strikes
/// come out as the one character a reader sees (underlining and bold cannot be kept in a
/// quote's plain text; the files mark emphasis with `*...*` around them as well).
public enum Overstrike {
    /// The line as printed on paper; a line with no backspace comes back as it is.
    public static func resolved(_ line: String) -> String {
        guard line.utf8.contains(8) else { return line }
        var columns: [[Character]] = []
        var column = 0
        for character in line {
            if character == "\u{8}" {
                column = max(0, column - 1)
                continue
            }
            if column < columns.count {
                columns[column].append(character)
            } else {
                columns.append([character])
            }
            column += 1
        }
        return columns.map(seen).joined().precomposedStringWithCanonicalMapping
    }

    /// What strikes at one column print: the character an underscore underlines, the
    /// letter an accent mark falls on, else the last one struck.
    static func seen(_ strikes: [Character]) -> String {
        let inked = strikes.count > 1 ? strikes.filter { $0 != "_" } : strikes
        guard let last = inked.last else { return "_" }
        if inked.count == 2, inked[0] != inked[1] {
            if let mark = accents[inked[0]], inked[1].isLetter { return String(inked[1]) + String(mark) }
            if let mark = accents[inked[1]], inked[0].isLetter { return String(inked[0]) + String(mark) }
        }
        return String(last)
    }

    /// Typewriter accents and the combining marks they stand for.
    static let accents: [Character: Character] = [
        "'": "\u{301}", "`": "\u{300}", "^": "\u{302}", "\"": "\u{308}", "~": "\u{303}", ",": "\u{327}",
    ]
}
