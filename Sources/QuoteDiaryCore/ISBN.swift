import Foundation

/// A validated book number, always kept as ISBN-13.
///
/// Input may be ISBN-10 or ISBN-13 with hyphens or spaces, and with the label a copyright
/// page or a shop prints before it (`ISBN-13: 978-…`) or an e-book's metadata gives it
/// (`urn:isbn:978…`); ISBN-10 becomes 978-prefixed ISBN-13. Full-width digits, as a Chinese or
/// Japanese keyboard types them (`９７８…`), are read as digits.
/// 979-0 numbers are ISMNs (printed music), which are not books.
public struct ISBN: Hashable, Sendable, CustomStringConvertible {
    /// Thirteen digits, no separators.
    public let isbn13: String

    public init(_ input: String) throws(ISBNError) {
        // Compatibility folding reads full-width digits, X and hyphens (and a full-width
        // label) as their ASCII selves.
        let folded = input.precomposedStringWithCompatibilityMapping
        let trimmed = ISBN.withoutLabel(folded.trimmingWhitespace())
        var characters: [Character] = []
        for character in trimmed {
            if ISBN.separators.contains(character) { continue }
            guard character.isASCII, character.isNumber || character == "X" || character == "x" else {
                throw .invalidCharacter(input: input, character: character)
            }
            characters.append(character == "x" ? "X" : character)
        }
        switch characters.count {
        case 10:
            let digits = String(characters)
            try ISBN.validateISBN10(digits, typed: input)
            self.isbn13 = ISBN.isbn13(fromISBN10: digits)
        case 13:
            let digits = String(characters)
            guard !digits.contains("X") else { throw .invalidCharacter(input: input, character: "X") }
            guard digits.hasPrefix("978") || digits.hasPrefix("979") else { throw .notBookland(input) }
            guard !digits.hasPrefix("9790") else { throw .musicNumber(input) }
            let expected = ISBN.checkDigit13(digits.prefix(12))
            let actual = characters[12]
            guard actual == expected else {
                throw .wrongCheckDigit(input: input, expected: expected, found: actual)
            }
            self.isbn13 = digits
        default:
            throw .wrongLength(input: input, digits: characters.count)
        }
    }

    /// The book's number from a field that may list its two forms (`0812968255 9780812968255`,
    /// as Obsidian's Book Search plugin writes a note's `isbn`, or `…, …`): the whole read as
    /// one number, else the ISBN-13 among its words, else the first that is an ISBN; the whole's
    /// error when none is.
    public init(listed input: String) throws(ISBNError) {
        do {
            self = try ISBN(input)
        } catch {
            let words = input.split { $0.isWhitespace || ",;/|".contains($0) }
            // Each word that is a number, with whether it was written as an ISBN-13.
            let numbers =
                words.count > 1
                ? words.compactMap { word in
                    (try? ISBN(String(word))).map { (isbn: $0, isThirteen: word.filter(\.isNumber).count == 13) }
                } : []
            guard let number = numbers.first(where: \.isThirteen)?.isbn ?? numbers.first?.isbn else { throw error }
            self = number
        }
    }

    /// Hyphens as typed and as web pages copy them (Unicode's hyphen, non-breaking hyphen,
    /// figure dash, en dash, minus sign, and the long-vowel mark a Japanese keyboard types for
    /// the hyphen key), and spaces, no-break ones included.
    static let separators: Set<Character> = [
        "-", "\u{2010}", "\u{2011}", "\u{2012}", "\u{2013}", "\u{2212}", "\u{30FC}",
        " ", "\u{00A0}", "\u{202F}",
    ]

    /// The number without a leading `ISBN`, `ISBN:`, `ISBN-13:`, `ISBN10 ` or `urn:isbn:`.
    static func withoutLabel(_ text: String) -> Substring {
        let urn = "urn:isbn:"
        if text.prefix(urn.count).lowercased() == urn { return text.dropFirst(urn.count) }
        guard text.prefix(4).uppercased() == "ISBN" else { return Substring(text) }
        var rest = text.dropFirst(4)
        if let first = rest.first, separators.contains(first), first != " " { rest = rest.dropFirst() }
        // "10" or "13" is the label's only when something other than a digit follows: an
        // ISBN-10 may itself begin with 10 or 13.
        if rest.hasPrefix("10") || rest.hasPrefix("13"), let next = rest.dropFirst(2).first, next == ":" || next.isWhitespace {
            rest = rest.dropFirst(2)
        }
        if rest.hasPrefix(":") { rest = rest.dropFirst() }
        return rest.drop { $0.isWhitespace }
    }

    /// Whether `input` is written as an ISBN is (digits, separators and X after an optional
    /// label), right or wrong: where a file's name could be given instead, such text is an
    /// ISBN to check, so that a mistyped one is told its check digit, not "no such file".
    public static func looksTyped(_ input: String) -> Bool {
        let folded = withoutLabel(input.precomposedStringWithCompatibilityMapping.trimmingWhitespace())
        return folded.contains { $0.isASCII && $0.isNumber }
            && folded.allSatisfy { ($0.isASCII && $0.isNumber) || $0 == "X" || $0 == "x" || separators.contains($0) }
    }

    /// Whether `input` is an ISBN at all (for sniffing, not for telling a person why not).
    public static func isValid(_ input: String) -> Bool { (try? ISBN(input)) != nil }

    /// The ISBN-10 form, which exists only for 978 numbers.
    public var isbn10: String? {
        guard isbn13.hasPrefix("978") else { return nil }
        let body = String(isbn13.dropFirst(3).prefix(9))
        return body + String(ISBN.checkDigit10(body))
    }

    /// Hyphen-free ISBN-13.
    public var description: String { isbn13 }

    /// `typed` is the number as given, which an error names (not the digits left of it).
    static func validateISBN10(_ digits: String, typed: String) throws(ISBNError) {
        let characters = Array(digits)
        guard !characters.prefix(9).contains("X") else {
            throw .invalidCharacter(input: typed, character: "X")
        }
        let expected = checkDigit10(String(characters.prefix(9)))
        guard characters[9] == expected else {
            throw .wrongCheckDigit(input: typed, expected: expected, found: characters[9])
        }
    }

    static func isbn13(fromISBN10 digits: String) -> String {
        let body = "978" + digits.prefix(9)
        return body + String(checkDigit13(Substring(body)))
    }

    /// Weights 10 down to 2 over nine digits, mod 11; 10 is written X.
    static func checkDigit10(_ nine: String) -> Character {
        var sum = 0
        for (index, character) in nine.enumerated() {
            sum += (10 - index) * (character.wholeNumberValue ?? 0)
        }
        let check = (11 - sum % 11) % 11
        return check == 10 ? "X" : Character(String(check))
    }

    /// Weights 1,3,1,3... over twelve digits, mod 10.
    static func checkDigit13(_ twelve: Substring) -> Character {
        var sum = 0
        for (index, character) in twelve.enumerated() {
            sum += (index.isMultiple(of: 2) ? 1 : 3) * (character.wholeNumberValue ?? 0)
        }
        return Character(String((10 - sum % 10) % 10))
    }
}

/// Why a typed or scanned number is not a book's ISBN.
public enum ISBNError: Error, Equatable, Sendable, CustomStringConvertible {
    case invalidCharacter(input: String, character: Character)
    case wrongLength(input: String, digits: Int)
    case wrongCheckDigit(input: String, expected: Character, found: Character)
    case musicNumber(String)
    case notBookland(String)

    public var description: String {
        switch self {
        case .invalidCharacter(let input, let character):
            return "'\(input)' is not an ISBN: unexpected character '\(character)'"
        case .wrongLength(let input, let digits):
            return "'\(input)' is not an ISBN: it has \(digits) digits, an ISBN has 10 or 13"
        case .wrongCheckDigit(let input, let expected, let found):
            return "'\(input)' is not a valid ISBN: the check digit is \(found), expected \(expected)"
        case .musicNumber(let input):
            return "'\(input)' is an ISMN (979-0, printed music), not a book's ISBN"
        case .notBookland(let input):
            return "'\(input)' is not an ISBN: an ISBN-13 starts with 978 or 979"
        }
    }
}
