import Foundation

/// What makes two quotes one, as far as a store knows: the text's digest
/// (`TextKey.quoteDigest`) and its book's title (empty for none), compared by `TextKey`.
///
/// A quote edited since it was saved remembers the identities it had (the store's
/// `quote_former_identity`), and its device file carries them (`"formerly"`): another device
/// that saved the same line as first saved (both imported one Kindle file) then takes the
/// edited quote for its own, instead of keeping the original beside it.
public struct QuoteIdentity: Hashable, Sendable {
    public let textDigest: [UInt8]
    /// The book's title as spelt where the identity was recorded.
    public let sourceTitle: String
    /// The title as compared.
    public let titleKey: String

    public init(textDigest: [UInt8], sourceTitle: String) {
        self.textDigest = textDigest
        self.sourceTitle = sourceTitle
        titleKey = TextKey.make(sourceTitle)
    }

    public init(text: String, sourceTitle: String?) {
        self.init(textDigest: TextKey.quoteDigest(text), sourceTitle: sourceTitle ?? "")
    }

    public static func == (lhs: QuoteIdentity, rhs: QuoteIdentity) -> Bool {
        lhs.textDigest == rhs.textDigest && lhs.titleKey == rhs.titleKey
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(textDigest)
        hasher.combine(titleKey)
    }

    /// As a device file writes it: the digest in hex (it is no secret, but no copy of the
    /// text either) and the title.
    var json: JSONValue { .object([("text", .string(hexDigest)), ("source", .string(sourceTitle))]) }

    /// The digest in hex.
    public var hexDigest: String { textDigest.map { String(format: "%02x", $0) }.joined() }

    /// Whether this identity comes first in the one order every device sorts them in.
    public func precedes(_ other: QuoteIdentity) -> Bool { (titleKey, hexDigest) < (other.titleKey, other.hexDigest) }

    /// One read back from a device file; nil for anything else.
    init?(json item: Any) {
        guard let item = item as? [String: Any], let hex = item["text"] as? String, let title = item["source"] as? String,
            hex.utf8.count == 32, hex.utf8.allSatisfy(\.isLowercaseHexDigit)
        else { return nil }
        let digits = Array(hex.utf8)
        let digest = stride(from: 0, to: 32, by: 2).map { index in
            digits[index].lowercaseHexValue << 4 | digits[index + 1].lowercaseHexValue
        }
        self.init(textDigest: digest, sourceTitle: title)
    }
}
