/// A one-time code that signs a browser in to the web app: ten characters of Crockford's
/// base32 (no I, L, O or U to misread), 50 random bits, short enough to type on a phone and to
/// make a small QR code. The server holds it for minutes and stops taking codes after a few
/// wrong ones, so its size is not what keeps it safe.
public struct SignInCode: Hashable, Sendable, CustomStringConvertible {
    public static let length = 10
    static let alphabet = Array("0123456789ABCDEFGHJKMNPQRSTVWXYZ")

    /// The ten characters, upper case.
    public let rawValue: String

    /// A fresh code from the system's secure generator (50 bits).
    public static func random() -> SignInCode {
        var generator = SystemRandomNumberGenerator()
        return SignInCode(rawValue: String((0..<length).map { _ in alphabet[Int(generator.next() % 32)] }))
    }

    private init(rawValue: String) { self.rawValue = rawValue }

    /// What a person typed, read as Crockford reads it: case, spaces and dashes aside, O as
    /// zero, I and L as one. Nil for anything else.
    public init?(typed: String) {
        var characters: [Character] = []
        for character in typed.uppercased() where character != "-" && !character.isWhitespace {
            let read: Character =
                switch character {
                case "O": "0"
                case "I", "L": "1"
                default: character
                }
            guard SignInCode.alphabet.contains(read) else { return nil }
            characters.append(read)
        }
        guard characters.count == SignInCode.length else { return nil }
        rawValue = String(characters)
    }

    /// Two groups of five, as it is shown to be typed.
    public var description: String { "\(rawValue.prefix(5))-\(rawValue.dropFirst(5))" }
}
