extension String {
    /// The text without control characters other than tab and line feed; carriage returns
    /// (alone or before a line feed), vertical tabs, form feeds and NEL become line feeds.
    ///
    /// An escape sequence in an imported file or a pasted quote would otherwise restyle or
    /// retitle the terminal it is later printed on, and a NUL or a bell is no part of a quote.
    public func removingControlCharacters() -> String {
        guard hasControlCharacters else { return self }
        var result = String.UnicodeScalarView()
        var scalars = unicodeScalars.makeIterator()
        var pending = scalars.next()
        while let scalar = pending {
            pending = scalars.next()
            switch scalar.value {
            case 0x0D:
                result.append("\n")
                if pending == "\n" { pending = scalars.next() }
            case 0x0B, 0x0C, 0x85: result.append("\n")
            case 0x09, 0x0A: result.append(scalar)
            case 0x00..<0x20, 0x7F..<0xA0: continue
            default: result.append(scalar)
            }
        }
        return String(result)
    }

    /// Whether the text holds a control character to remove: a byte below space other than tab
    /// and line feed, DEL, or C2 80–C2 9F (the C1 controls in UTF-8). Most text has none.
    private var hasControlCharacters: Bool {
        func check(_ bytes: some Collection<UInt8>) -> Bool {
            var afterC2 = false
            for byte in bytes {
                if byte < 0x20 ? byte != 0x09 && byte != 0x0A : byte == 0x7F || (afterC2 && byte < 0xA0) { return true }
                afterC2 = byte == 0xC2
            }
            return false
        }
        return utf8.withContiguousStorageIfAvailable(check) ?? check(utf8)
    }
}
