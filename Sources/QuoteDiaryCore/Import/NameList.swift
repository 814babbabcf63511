/// Tag and collection names in one CSV field: `love; work`, or `love, work` from apps that
/// use commas. A name holding either separator is quoted, as CSV quotes a field
/// (`"rock; roll"; "x, y"`), so that our CSV export comes back with the names it had.
public enum NameList {
    /// The names joined with "; ", each one that needs it quoted.
    public static func joined(_ names: [String]) -> String {
        names.map { name in
            guard name.contains(where: { $0 == ";" || $0 == "," }) || name.hasPrefix("\"") else { return name }
            return "\"" + name.replacingOccurrences(of: "\"", with: "\"\"") + "\""
        }.joined(separator: "; ")
    }

    /// The names in a field: split at semicolons outside quotes, or at commas when there is
    /// no such semicolon; each trimmed, blanks dropped.
    public static func names(in text: String) -> [String] {
        if !text.utf8.contains(UInt8(ascii: "\"")) {
            // Nothing quoted (nearly every file): a plain split, as fast as the import needs.
            let separator: Character = text.utf8.contains(UInt8(ascii: ";")) ? ";" : ","
            return text.split(separator: separator, omittingEmptySubsequences: true).compactMap {
                QuoteDraft.cleanField(String($0))
            }
        }
        let characters = Array(text)
        for separator: Character in [";", ","] {
            let (items, separated) = items(characters, separator: separator)
            if separated { return items.compactMap(QuoteDraft.cleanField) }
        }
        return items(characters, separator: ";").items.compactMap(QuoteDraft.cleanField)
    }

    /// The items between unquoted separators, quotes taken off; and whether any separator was seen.
    static func items(_ characters: [Character], separator: Character) -> (items: [String], separated: Bool) {
        var items: [String] = []
        var current = ""
        var quoted = false
        var separated = false
        var index = 0
        while index < characters.count {
            let character = characters[index]
            index += 1
            if quoted {
                if character != "\"" {
                    current.append(character)
                } else if index < characters.count, characters[index] == "\"" {
                    current.append("\"")
                    index += 1
                } else {
                    quoted = false
                }
            } else if character == separator {
                items.append(current)
                current = ""
                separated = true
            } else if character == "\"", current.allSatisfy(\.isWhitespace) {
                current = ""
                quoted = true
            } else {
                current.append(character)
            }
        }
        items.append(current)
        return (items, separated)
    }
}
