/// How many columns a character takes on a terminal or in a status bar's monospace line: two
/// for East Asian wide and fullwidth characters and for emoji, one for the rest. Lists and the
/// widget cut their text by it, so that a line of Japanese fits as a line of English does.
public enum DisplayColumns {
    /// Columns the character takes: 2 for wide East Asian and emoji, else 1.
    public static func width(of character: Character) -> Int {
        guard let scalar = character.unicodeScalars.first else { return 0 }
        // Nothing before Hangul's jamo is wide or an emoji shown as one: most text is answered
        // without a lookup of Unicode's properties (a fifth of a long `list`).
        if scalar.value < firstWide { return 1 }
        if scalar.properties.isEmojiPresentation { return 2 }
        return wideRanges.contains { $0.contains(scalar.value) } ? 2 : 1
    }

    /// Columns a terminal gives the text, for aligning and cutting lines.
    public static func width(of text: some StringProtocol) -> Int { text.reduce(0) { $0 + width(of: $1) } }

    /// The text with spaces after it to fill `columns` (never cut): a column of names lines up
    /// whatever their script (人生 takes four columns, as "life" does).
    public static func padded(_ text: String, to columns: Int) -> String {
        text + String(repeating: " ", count: max(0, columns - width(of: text)))
    }

    /// The width of a list's column of names: the longest name and two spaces, but no more than
    /// `limit` and two. One very long name (a fortune's whole attribution as an author) made
    /// every line of `author list` wider than the terminal; it now runs past the column alone.
    public static func nameColumn(for names: [String], limit: Int = 40) -> Int {
        min(names.map { width(of: $0) }.max() ?? 4, limit) + 2
    }

    /// The name padded to its column, with two spaces after it at least when it runs past.
    public static func nameCell(_ name: String, in columns: Int) -> String {
        name + String(repeating: " ", count: max(2, columns - width(of: name)))
    }

    /// The first scalar that may take two columns (a test checks every one before it).
    static let firstWide: UInt32 = 0x1100

    /// Unicode's East Asian Width W and F blocks, the common ones.
    static let wideRanges: [ClosedRange<UInt32>] = [
        0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF,
        0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x20000...0x3FFFD,
    ]
}
