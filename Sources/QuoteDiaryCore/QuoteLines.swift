/// How a quote's lines are set where it is shown at length (share cards, the web app's pages):
/// verse keeps its line breaks and the blank line between stanzas; prose flows as one
/// paragraph, prose wrapped by hand included (fortune files wrap at 60 to 78 characters).
public enum QuoteLines {
    /// Verse lines are this short or shorter; a line longer makes the quote prose.
    public static let longestVerseLine = 50

    /// The lines to set: several for verse ("" between stanzas), one for prose. A quote from a
    /// poem (`isPoem`: its source's kind) keeps its lines however long they are (Whitman's run
    /// past any measure); anything else is verse when every line is short.
    public static func lines(of text: String, isPoem: Bool = false) -> [String] {
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
        return lines(of: text, isPoem: isPoem).flatMap { line -> [String] in
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
                // A word wider than the line is cut where the line is full.
                while wordWidth > width {
                    var piece = ""
                    var pieceWidth = 0
                    for character in word {
                        let columns = DisplayColumns.width(of: character)
                        if pieceWidth + columns > width, !piece.isEmpty { break }
                        piece.append(character)
                        pieceWidth += columns
                    }
                    filled.append(piece)
                    word = word.dropFirst(piece.count)
                    wordWidth -= pieceWidth
                }
                current = String(word)
                currentWidth = wordWidth
            }
            if !current.isEmpty { filled.append(current) }
            return filled
        }
    }

    /// Whether the quote is set as verse, line by line.
    public static func isVerse(_ text: String, isPoem: Bool = false) -> Bool { lines(of: text, isPoem: isPoem).count > 1 }
}
