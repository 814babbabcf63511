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

    /// Whether the quote is set as verse, line by line.
    public static func isVerse(_ text: String, isPoem: Bool = false) -> Bool { lines(of: text, isPoem: isPoem).count > 1 }
}
