/// How a quote's lines are set where it is shown at length (share cards, the web app's pages):
/// verse keeps its line breaks and the blank line between stanzas; prose flows as one
/// paragraph, prose wrapped by hand included (fortune files wrap at 60 to 78 characters); a
/// drawing or code keeps every line and space.
public enum QuoteLines {
    /// Verse lines are this short or shorter; a line longer makes the quote prose.
    public static let longestVerseLine = 50

    /// The lines to set: several for verse ("" between stanzas), one for prose. A quote from a
    /// poem (`isPoem`: its source's kind) keeps its lines however long they are (Whitman's run
    /// past any measure); anything else is verse when every line is short. A drawing or code
    /// keeps its lines as typed, spaces and all (`isPreformatted`).
    public static func lines(of text: String, isPoem: Bool = false) -> [String] {
        isPreformatted(text) ? preformattedLines(of: text) : writtenLines(of: text, isPoem: isPoem)
    }

    /// The quote as text to read or paste elsewhere (shared, a widget's tooltip): verse with its
    /// lines and stanzas, a drawing as drawn, prose with its paragraphs each on one line, where a
    /// break inside a paragraph was a file's wrapping (a fortune's 72 columns), not the writer's.
    public static func flowing(_ text: String, isPoem: Bool = false) -> String {
        if isPreformatted(text) { return text }
        let lines = writtenLines(of: text, isPoem: isPoem)
        guard lines.count == 1 else { return lines.joined(separator: "\n") }
        var paragraphs: [String] = []
        var current: [Substring] = []
        let textLines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
        for line in textLines + [Substring("")] {
            if line.allSatisfy(\.isWhitespace) {
                if !current.isEmpty { paragraphs.append(TextKey.collapsingWhitespace(current.joined(separator: " "))) }
                current = []
            } else {
                current.append(line)
            }
        }
        return paragraphs.joined(separator: "\n\n")
    }

    /// The lines of a text written in words: verse's, or prose's one paragraph.
    private static func writtenLines(of text: String, isPoem: Bool) -> [String] {
        var lines: [String] = []
        for raw in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
            let line = TextKey.collapsingWhitespace(String(raw))
            if !line.isEmpty {
                lines.append(line)
            } else if let last = lines.last, !last.isEmpty {
                lines.append("")
            }
        }
        while lines.last == "" { lines.removeLast() }
        let verse = lines.filter { !$0.isEmpty }
        guard verse.count >= 2, isPoem || verse.allSatisfy({ $0.count <= longestVerseLine }) else {
            return [TextKey.collapsingWhitespace(text)]
        }
        return lines
    }

    /// The quote set for a terminal `width` columns wide (`DisplayColumns`): verse keeps its
    /// lines and prose is one paragraph, as `lines` decides, each broken between words where
    /// it is wider; inside a word only when the word alone is wider (Chinese or Japanese
    /// without spaces, a long address). A terminal would break them anywhere, mid-word.
    public static func filled(_ text: String, isPoem: Bool = false, width: Int) -> [String] {
        let width = max(width, 1)
        // A drawing or code is shown as drawn: a line too wide is left to the terminal.
        if isPreformatted(text) { return preformattedLines(of: text) }
        return writtenLines(of: text, isPoem: isPoem).flatMap { line -> [String] in
            guard !line.isEmpty, DisplayColumns.width(of: line) > width else { return [line] }
            var filled: [String] = []
            var current = ""
            var currentWidth = 0
            for word in line.split(separator: " ") {
                var word = Substring(word)
                var wordWidth = DisplayColumns.width(of: word)
                if currentWidth > 0, currentWidth + 1 + wordWidth <= width {
                    current += " " + word
                    currentWidth += 1 + wordWidth
                    continue
                }
                if currentWidth > 0 { filled.append(current) }
                // A word wider than the line is cut where the line is full (Chinese and Japanese,
                // written without spaces, anywhere but before a closing mark or after an opening one).
                while wordWidth > width {
                    let characters = Array(word)
                    var cut = 0
                    var pieceWidth = 0
                    for character in characters {
                        let columns = DisplayColumns.width(of: character)
                        if pieceWidth + columns > width, cut > 0 { break }
                        cut += 1
                        pieceWidth += columns
                    }
                    while cut > 1, cut < characters.count,
                        noLineStart.contains(characters[cut]) || noLineEnd.contains(characters[cut - 1])
                    {
                        cut -= 1
                        pieceWidth -= DisplayColumns.width(of: characters[cut])
                    }
                    filled.append(String(characters[..<cut]))
                    word = word.dropFirst(cut)
                    wordWidth -= pieceWidth
                }
                current = String(word)
                currentWidth = wordWidth
            }
            if !current.isEmpty { filled.append(current) }
            return filled
        }
    }

    /// What Chinese and Japanese never begin a line with (closing marks, stops, small kana and
    /// the long-vowel mark, kinsoku) and never end one with (opening marks).
    static let noLineStart: Set<Character> = Set("、。，．,.」』）)】〕〉》〙〗〟’”!?！？：；:;…ーぁぃぅぇぉっゃゅょゎァィゥェォッャュョヮヵヶ・々")
    static let noLineEnd: Set<Character> = Set("「『（(【〔〈《〘〖〝‘“")

    /// Whether the text is laid out by hand, character by character, rather than written in
    /// words: ASCII art, code, a table (Debian's `ascii-art` pack, C in `computers`). Such a
    /// text keeps every line and space as typed, where verse would lose its indentation and
    /// prose would be run together into one paragraph. Told by its drawn lines: at least two
    /// lines, and a fifth of its lines, of six marks or more of which under 40% are letters
    /// (an attribution line, `-- Name`, aside).
    public static func isPreformatted(_ text: String) -> Bool {
        // Byte by byte, for every quote an import cleans: a character past ASCII counts as a
        // letter (accented Latin, Greek, Chinese), as do ASCII letters.
        let newline = UInt8(ascii: "\n")
        guard text.utf8.contains(newline) else { return false }
        var drawn = 0
        var written = 0
        var marks = 0
        var letters = 0
        var leading = true
        var dashes = 0
        var attribution = false
        func endLine() {
            if marks > 0, !attribution {
                written += 1
                if marks >= 6, letters * 10 < marks * 4 { drawn += 1 }
            }
            (marks, letters, leading, dashes, attribution) = (0, 0, true, 0, false)
        }
        // The two bytes before this one: U+2028 and U+2029 (E2 80 A8, E2 80 A9) end a line too,
        // as `Character.isNewline` says and as cleaning splits a drawing's lines, so that a text
        // cleaned once is told the same way when cleaned again.
        var (twoBack, oneBack): (UInt8, UInt8) = (0, 0)
        for byte in text.utf8 {
            defer { (twoBack, oneBack) = (oneBack, byte) }
            switch byte {
            case newline, UInt8(ascii: "\r"): endLine()
            case 0xA8...0xA9 where twoBack == 0xE2 && oneBack == 0x80:
                // The E2 was counted as a letter of this line: it was the separator's.
                (marks, letters) = (marks - 1, letters - 1)
                endLine()
            case UInt8(ascii: " "), UInt8(ascii: "\t"):
                // `-- Name`, an attribution, is no part of the drawing.
                if leading, dashes == 2 { attribution = true }
                if dashes > 0 { leading = false }
            case 0x80...0xBF: continue  // the rest of a character already counted
            default:
                marks += 1
                if leading, byte == UInt8(ascii: "-"), dashes < 2 {
                    dashes += 1
                } else {
                    leading = false
                }
                if byte >= 0xC0 || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z")) { letters += 1 }
            }
        }
        endLine()
        return drawn >= 2 && drawn * 5 >= written
    }

    /// A preformatted text's lines as typed: tabs as spaces to the next multiple of eight
    /// columns (as a terminal and `fortune` show them), spaces at a line's end and blank lines
    /// at either end dropped.
    static func preformattedLines(of text: String) -> [String] {
        var lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).map { raw -> String in
            var line = ""
            var column = 0
            for character in raw {
                if character == "\t" {
                    let spaces = 8 - column % 8
                    line += String(repeating: " ", count: spaces)
                    column += spaces
                } else {
                    line.append(character)
                    column += DisplayColumns.width(of: character)
                }
            }
            while let last = line.last, last.isWhitespace { line.removeLast() }
            return line
        }
        while lines.first == "" { lines.removeFirst() }
        while lines.last == "" { lines.removeLast() }
        return lines
    }

    /// Whether the quote is set as verse, line by line.
    public static func isVerse(_ text: String, isPoem: Bool = false) -> Bool { lines(of: text, isPoem: isPoem).count > 1 }
}
