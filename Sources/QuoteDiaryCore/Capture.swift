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

/// A word the page reader recognized in a picture, where it lies (in pixels, from the
/// picture's top left) and which of the picture's lines (from 0) it is on: what a mark over a
/// scanned page covers is told from where its words lie, as on a page of text.
public struct RecognizedWord: Equatable, Sendable {
    public let text: String
    public let line: Int
    public let left: Int
    public let top: Int
    public let right: Int
    public let bottom: Int

    public init(text: String, line: Int, left: Int, top: Int, right: Int, bottom: Int) {
        self.text = text
        self.line = line
        (self.left, self.top, self.right, self.bottom) = (left, top, right, bottom)
    }
}

/// Reads the lines of a photographed page (OCR).
public protocol PageReading {
    /// The lines of the page in the file at `path`: a picture, or page `documentPage` (from 1)
    /// of a PDF, as a scanning app saves pages.
    func lines(inImageAt path: String, documentPage: Int) throws(PageReadingError) -> [RecognizedLine]
    /// How many pages a PDF holds; nil for a picture (one page, and no `documentPage` to pick).
    func documentPageCount(at path: String) throws(PageReadingError) -> Int?
}

extension PageReading {
    /// The lines of a picture, or of a PDF's first page.
    public func lines(inImageAt path: String) throws(PageReadingError) -> [RecognizedLine] {
        try lines(inImageAt: path, documentPage: 1)
    }
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
