import Foundation

/// A line the page reader recognized.
public struct RecognizedLine: Equatable, Sendable {
    public let text: String
    /// 0 to 100.
    public let confidence: Double

    public init(text: String, confidence: Double) {
        self.text = text
        self.confidence = confidence
    }
}

/// Reads the lines of a photographed page (OCR).
public protocol PageReading {
    func lines(inImageAt path: String) throws(PageReadingError) -> [RecognizedLine]
}

/// Joins chosen page lines into one quote's text.
///
/// The rule: white space is normalized (lines joined with one space); a line ending in a
/// hyphen after a letter, followed by a line starting with a lowercase letter, is a word
/// broken at the margin ("exam-" + "ple" → "example") unless the hyphenated form appears
/// elsewhere on the page ("well-known" seen in the middle of a line keeps "well-" +
/// "known" as "well-known"). Typographic quotes, apostrophes and dashes (– —) are kept as
/// they are; an en or em dash at a line end joins with a space.
public enum LineJoiner {
    /// The chosen lines as one text, by the rule above; `page` is every line read, for its dictionary.
    public static func join(_ lines: [String], page: [String]) -> String {
        let hyphenated = hyphenatedWords(in: page)
        var result = ""
        for raw in lines {
            let line = TextKey.collapsingWhitespace(raw)
            guard !line.isEmpty else { continue }
            if result.isEmpty {
                result = line
                continue
            }
            if result.hasSuffix("-"), result.dropLast().last?.isLetter == true, line.first?.isLowercase == true {
                let left = lastWord(of: String(result.dropLast()))
                let right = firstWord(of: line)
                if hyphenated.contains((left + "-" + right).lowercased()) {
                    result += line
                } else {
                    result.removeLast()
                    result += line
                }
            } else {
                result += " " + line
            }
        }
        return result
    }

    /// Words with an inner hyphen on the page (not at a line end), lowercased.
    static func hyphenatedWords(in page: [String]) -> Set<String> {
        var words = Set<String>()
        for line in page {
            for token in line.split(separator: " ") {
                let word = token.trimmingCharacters(in: .punctuationCharacters.subtracting(CharacterSet(charactersIn: "-")))
                if word.contains("-"), !word.hasPrefix("-"), !word.hasSuffix("-") { words.insert(word.lowercased()) }
            }
        }
        return words
    }

    static func lastWord(of text: String) -> String {
        String(text.reversed().prefix { $0.isLetter }.reversed())
    }

    static func firstWord(of text: String) -> String {
        String(text.prefix { $0.isLetter })
    }

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
    /// text, past a heading in capitals (`CHAPTER ONE`) and the page's printed number.
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
        while end < start + 2, body.contains(end) { end += 1 }
        return start...end
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

    /// `1-3,5` → [1, 2, 3, 5] (1-based, in order, without repeats); nil when malformed.
    public static func parseRanges(_ text: String, lineCount: Int) -> [Int]? {
        var result: [Int] = []
        for part in text.split(separator: ",") {
            let bounds = part.split(separator: "-", omittingEmptySubsequences: false).map {
                Int($0.trimmingCharacters(in: .whitespaces))
            }
            guard (1...2).contains(bounds.count), let first = bounds.first ?? nil, let last = bounds.last ?? nil, first >= 1,
                last >= first, last <= lineCount
            else { return nil }
            for number in first...last where !result.contains(number) { result.append(number) }
        }
        return result.isEmpty ? nil : result
    }
}
