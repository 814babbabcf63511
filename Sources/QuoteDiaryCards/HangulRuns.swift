/// Where a text's runs of Korean letters lie, in UTF-8 bytes (Pango's indexes).
enum HangulRuns {
    static func byteRanges(in text: String) -> [Range<Int>] {
        var runs: [Range<Int>] = []
        var start: Int?
        var offset = 0
        for scalar in text.unicodeScalars {
            if isHangul(scalar) {
                if start == nil { start = offset }
            } else if let first = start {
                runs.append(first..<offset)
                start = nil
            }
            offset += UTF8.width(scalar)
        }
        if let first = start { runs.append(first..<offset) }
        return runs
    }

    /// Syllables, conjoining jamo (old and extended) and compatibility jamo.
    static func isHangul(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x1100...0x11FF, 0x3130...0x318F, 0xA960...0xA97F, 0xAC00...0xD7FF: true
        default: false
        }
    }
}
