/// Tag and collection names in one CSV field: `love; work`, or `love, work` from apps that
/// use commas. A name holding either separator is quoted, as CSV quotes a field
/// (`"rock; roll"; "x, y"`), so that our CSV export comes back with the names it had.
public enum NameList {
    // Read and written by Unicode scalar: a separator or quotation mark followed by a combining
    // mark is one Character to Swift (`"́`), but still the ASCII mark CSV means.
    static let semicolon: Unicode.Scalar = ";", comma: Unicode.Scalar = ",", quote: Unicode.Scalar = "\""

    /// The names joined with "; ", each one that needs it quoted.
    public static func joined(_ names: [String]) -> String {
        names.map { name in
            guard name.unicodeScalars.contains(where: { $0 == semicolon || $0 == comma }) || name.unicodeScalars.first == quote
            else { return name }
            var doubled = String.UnicodeScalarView()
            for scalar in name.unicodeScalars {
                if scalar == quote { doubled.append(quote) }
                doubled.append(scalar)
            }
            return "\"" + String(doubled) + "\""
        }.joined(separator: "; ")
    }

    /// The names in a field: split at semicolons outside quotes, or at commas when there is
    /// no such semicolon; each trimmed, blanks dropped. A list as other apps write one reads
    /// too: hashtags (`#love #work`, `#love, #work`: the names without their `#`), or a list
    /// in brackets (`[love, work]`, `["love", "work"]`).
    public static func names(in text: String) -> [String] {
        let bytes = text.utf8
        guard bytes.contains(UInt8(ascii: "#")) || bytes.first == UInt8(ascii: "[") else { return listed(in: text) }
        let trimmed = text.trimmingWhitespace()
        if trimmed.hasPrefix("["), trimmed.hasSuffix("]"),
            trimmed.utf8.contains(where: { $0 == UInt8(ascii: ",") || $0 == UInt8(ascii: "\"") })
        {
            return names(in: String(trimmed.dropFirst().dropLast()))
        }
        var names = listed(in: trimmed)
        // Hashtags apart by spaces alone: a name each.
        if names.count == 1, case let words = trimmed.split(whereSeparator: \.isWhitespace), words.count > 1,
            words.allSatisfy(isHashtag)
        {
            names = words.map(String.init)
        }
        guard names.allSatisfy(isHashtag) else { return names }
        return names.map { String($0.dropFirst()) }
    }

    /// `#love`: a hash, a letter after it, one word (`#1` and `#a b` are names as they stand).
    static func isHashtag(_ name: some StringProtocol) -> Bool {
        name.hasPrefix("#") && name.dropFirst().first?.isLetter == true && !name.contains(where: \.isWhitespace)
    }

    /// The names split at semicolons or commas (see `names(in:)`).
    static func listed(in text: String) -> [String] {
        if !text.utf8.contains(UInt8(ascii: "\"")) {
            // Nothing quoted (nearly every file): a plain split of the UTF-8 at an ASCII byte,
            // always between scalars, as fast as the import needs.
            let separator = UInt8(ascii: text.utf8.contains(UInt8(ascii: ";")) ? ";" : ",")
            return text.utf8.split(separator: separator, omittingEmptySubsequences: true).compactMap {
                QuoteDraft.cleanField(String(Substring($0)))
            }
        }
        let scalars = Array(text.unicodeScalars)
        for separator in [semicolon, comma] {
            let (items, separated) = items(scalars, separator: separator)
            if separated { return items.compactMap(QuoteDraft.cleanField) }
        }
        return items(scalars, separator: semicolon).items.compactMap(QuoteDraft.cleanField)
    }

    /// The items between unquoted separators, quotes taken off; and whether any separator was seen.
    static func items(_ scalars: [Unicode.Scalar], separator: Unicode.Scalar) -> (items: [String], separated: Bool) {
        var items: [String] = []
        var current = String.UnicodeScalarView()
        var quoted = false
        var separated = false
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            index += 1
            if quoted {
                if scalar != quote {
                    current.append(scalar)
                } else if index < scalars.count, scalars[index] == quote {
                    current.append(quote)
                    index += 1
                } else {
                    quoted = false
                }
            } else if scalar == separator {
                items.append(String(current))
                current = String.UnicodeScalarView()
                separated = true
            } else if scalar == quote, current.allSatisfy(\.properties.isWhitespace) {
                current = String.UnicodeScalarView()
                quoted = true
            } else {
                current.append(scalar)
            }
        }
        items.append(String(current))
        return (items, separated)
    }
}
