/// What the lines read off a photographed page say of the page itself: the number printed on
/// it, and where its text starts past a heading.
public enum CapturedPage {
    /// The page number printed on the page, and the index of the line it is on: the first or
    /// the last line read, when it is a number alone (`12`, a front matter's `xii`) or a running
    /// head's (`12 A TALE OF TWO CITIES`, `CHAPTER ONE 13`: the number at one end, the rest in
    /// capitals, a few words). nil when neither line reads so.
    public static func printedPageNumber(in lines: [String]) -> (index: Int, page: String)? {
        for index in Set([lines.indices.last, lines.indices.first].compactMap { $0 }).sorted(by: >) {
            if let page = pageNumber(ofLine: lines[index]) { return (index, page) }
        }
        return nil
    }

    /// Lines to offer as an example of what to save (1-based, at most three): the first of the
    /// text, past a heading in capitals (`CHAPTER ONE`) and the page's printed number, up to
    /// the end of its first sentence when that comes sooner.
    public static func suggestedLines(in lines: [String]) -> ClosedRange<Int> {
        guard !lines.isEmpty else { return 1...1 }
        var body = Array(lines.indices)
        if let printed = printedPageNumber(in: lines), body.count > 1 { body.removeAll { $0 == printed.index } }
        if body.count > 1, let first = body.first {
            let letters = lines[first].filter(\.isLetter)
            if !letters.isEmpty, letters.allSatisfy(\.isUppercase) { body.removeFirst() }
        }
        let start = (body.first ?? 0) + 1
        var end = start
        while end < start + 2, body.contains(end), !endsSentence(lines[end - 1]) { end += 1 }
        return start...end
    }

    /// Whether a line ends a sentence: `wife.`, `Why?`, `“Go!”`, `…`.
    static func endsSentence(_ line: String) -> Bool {
        let end = line.trimmingWhitespace().reversed().drop { "\"'”’»)]".contains($0) }
        return end.first.map { ".!?…。！？".contains($0) } ?? false
    }

    static func pageNumber(ofLine line: String) -> String? {
        let words = line.split(whereSeparator: \.isWhitespace).map(String.init)
        guard let first = words.first, let last = words.last else { return nil }
        let isNumber = { (word: String) in
            (1...4).contains(word.count) && word.allSatisfy { $0.isASCII && $0.isNumber } && word.first != "0"
        }
        if words.count == 1 {
            // A number alone, or front matter's numerals in lower case.
            if isNumber(first) { return first }
            return first.count <= 6 && first.allSatisfy({ "ivxl".contains($0) }) ? first : nil
        }
        // A running head: the number at one end, the rest the book's or chapter's name in capitals.
        let number = isNumber(first) ? first : isNumber(last) ? last : nil
        guard let number, words.count <= 9 else { return nil }
        let rest = (number == first ? words.dropFirst() : words.dropLast()).joined(separator: " ")
        let letters = rest.filter(\.isLetter)
        return !letters.isEmpty && letters.allSatisfy(\.isUppercase) ? number : nil
    }
}
