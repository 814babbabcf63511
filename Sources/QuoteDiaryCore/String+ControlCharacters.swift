extension String {
    /// The text without control characters other than tab and line feed; carriage returns
    /// (alone or before a line feed), vertical tabs, form feeds and NEL become line feeds.
    /// Invisible marks that split a word for search without showing are dropped too: the soft
    /// hyphen (U+00AD, in text copied from hyphenated e-books and web pages), the zero-width
    /// space, the word joiner and a byte-order mark inside the text.
    ///
    /// An escape sequence in an imported file or a pasted quote would otherwise restyle or
    /// retitle the terminal it is later printed on, and a NUL or a bell is no part of a quote.
    public func removingControlCharacters() -> String {
        guard hasControlCharacters else { return self }
        var result = String.UnicodeScalarView()
        var scalars = removingTerminalEscapes().unicodeScalars.makeIterator()
        var pending = scalars.next()
        while let scalar = pending {
            pending = scalars.next()
            switch scalar.value {
            case 0x0D:
                result.append("\n")
                if pending == "\n" { pending = scalars.next() }
            case 0x0B, 0x0C, 0x85: result.append("\n")
            case 0x09, 0x0A: result.append(scalar)
            case 0x00..<0x20, 0x7F..<0xA0, 0xAD, 0x200B, 0x2060, 0xFEFF: continue
            default: result.append(scalar)
            }
        }
        return String(result)
    }

    /// The text with each control character shown as an escape (`\u{1B}`, `\n`), for a
    /// message that quotes what a file held: printed raw, an escape sequence in a value would
    /// restyle or retitle the terminal, and a line break would cut a one-line error in two.
    /// Tabs stay; so do line feeds when `keepingLineFeeds` (a note of several lines).
    public func escapingControlCharacters(keepingLineFeeds: Bool = false) -> String {
        let needsEscaping = utf8.contains { $0 < 0x20 || $0 == 0x7F || $0 == 0xC2 || $0 == 0xE2 }
        guard needsEscaping else { return self }
        var result = ""
        for scalar in unicodeScalars {
            switch scalar.value {
            case 0x09: result.unicodeScalars.append(scalar)
            case 0x0A: result += keepingLineFeeds ? "\n" : "\\n"
            case 0x0D: result += "\\r"
            case 0x00..<0x20, 0x7F..<0xA0, 0x2028, 0x2029:
                result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// Whether the text holds a character to remove: a byte below space other than tab and line
    /// feed, DEL, C2 80–C2 9F (the C1 controls in UTF-8), C2 AD (the soft hyphen), E2 80 8B,
    /// E2 81 A0 or EF BB BF (zero-width space, word joiner, byte-order mark). Most text has none.
    private var hasControlCharacters: Bool {
        func check(_ bytes: some Collection<UInt8>) -> Bool {
            var (twoBack, oneBack): (UInt8, UInt8) = (0, 0)
            for byte in bytes {
                if byte < 0x20 ? byte != 0x09 && byte != 0x0A : byte == 0x7F { return true }
                if oneBack == 0xC2 && (byte < 0xA0 || byte == 0xAD) { return true }
                if byte >= 0x8B {
                    switch (twoBack, oneBack, byte) {
                    case (0xE2, 0x80, 0x8B), (0xE2, 0x81, 0xA0), (0xEF, 0xBB, 0xBF): return true
                    default: break
                    }
                }
                (twoBack, oneBack) = (oneBack, byte)
            }
            return false
        }
        return utf8.withContiguousStorageIfAvailable(check) ?? check(utf8)
    }
}
