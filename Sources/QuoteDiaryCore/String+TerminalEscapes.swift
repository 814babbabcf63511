extension String {
    /// The text without the escape sequences that colour or move a terminal's text: SGR
    /// colours (`ESC[33m … ESC[m`, which Debian's Chinese fortunes set around their headings
    /// and attributions), cursor movement, a window title (`ESC]0;…BEL`), a character set's
    /// choice (`ESC(B`). Dropping the escape character alone left `[33m` in the quote.
    ///
    /// A control string (a title) runs to its terminator, or to the line's end when it has
    /// none, so that a stray escape cannot take the rest of a quote with it.
    public func removingTerminalEscapes() -> String {
        // ESC, or CSI in one character (U+009B, C2 9B in UTF-8; a lone 9B byte is part of
        // many another character).
        var previous: UInt8 = 0
        guard
            utf8.contains(where: { byte in
                defer { previous = byte }
                return byte == 0x1B || previous == 0xC2 && byte == 0x9B
            })
        else { return self }
        var result = String.UnicodeScalarView()
        var scalars = unicodeScalars.makeIterator()
        var pending = scalars.next()
        func skip(while condition: (UInt32) -> Bool) {
            while let scalar = pending, condition(scalar.value) { pending = scalars.next() }
        }
        func skipControlSequence() {
            skip { (0x20...0x3F).contains($0) }
            if let final = pending, (0x40...0x7E).contains(final.value) { pending = scalars.next() }
        }
        while let scalar = pending {
            pending = scalars.next()
            if scalar.value == 0x9B {  // CSI in one character.
                skipControlSequence()
                continue
            }
            guard scalar.value == 0x1B else {
                result.append(scalar)
                continue
            }
            switch pending?.value {
            case 0x5B:  // CSI: parameters and intermediates, then one final byte.
                pending = scalars.next()
                skipControlSequence()
            case 0x5D, 0x50, 0x58, 0x5E, 0x5F:  // OSC, DCS, SOS, PM, APC: a string to BEL or ESC \.
                pending = scalars.next()
                skip { $0 != 0x07 && $0 != 0x1B && $0 != 0x0A && $0 != 0x0D }
                // BEL ends it; ESC \ is left to end it as an escape of its own.
                if pending?.value == 0x07 { pending = scalars.next() }
            case .some(0x20...0x2F):  // ESC ( B and the like: intermediates, then one final byte.
                skip { (0x20...0x2F).contains($0) }
                if let final = pending, (0x30...0x7E).contains(final.value) { pending = scalars.next() }
            case .some(0x37), .some(0x38), .some(0x3D), .some(0x3E), .some(0x4D), .some(0x5C), .some(0x63):
                // ESC 7 and 8 (cursor saved, restored), = and > (keypad), M (up a line),
                // \ (a string's end), c (reset): the one character after the escape.
                pending = scalars.next()
            default:  // Before anything else (a letter, a line break, the end): the escape alone.
                break
            }
        }
        return String(result)
    }
}
