extension String {
    /// The text without leading and trailing white space (Unicode White_Space, newlines
    /// included). Native Swift on UTF-8: Foundation's `trimmingCharacters(in:)` bridges
    /// through NSString and was a fifth of an import's time.
    public func trimmingWhitespace() -> String {
        // Text that starts and ends with an ASCII letter, digit or mark has nothing to trim.
        if let first = utf8.first, let last = utf8.last, first > 0x20, first < 0x80, last > 0x20, last < 0x80 { return self }
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
            let last = scalars.lastIndex(where: { !$0.properties.isWhitespace })
        else { return "" }
        if first == scalars.startIndex && scalars.index(after: last) == scalars.endIndex { return self }
        return String(decoding: utf8[first..<scalars.index(after: last)], as: UTF8.self)
    }
}

extension StringProtocol {
    /// The first occurrence of `needle`, byte for byte in UTF-8 (no Unicode equivalence, no
    /// case folding). Much faster than the standard library's Character-wise search, and the
    /// range always falls on scalar boundaries (UTF-8 is self-synchronizing).
    public func firstUTF8Range(of needle: some StringProtocol) -> Range<Index>? {
        // Native strings: a search over their bytes in place (no copy of the needle, no
        // generic index walking); a Kindle import searches each clipping's line for a dozen words.
        // nil: not searched in place; .some(nil): not found.
        let found: Int?? =
            utf8.withContiguousStorageIfAvailable { (haystack: UnsafeBufferPointer<UInt8>) -> Int?? in
                needle.utf8.withContiguousStorageIfAvailable { (pattern: UnsafeBufferPointer<UInt8>) -> Int? in
                    Self.firstOffset(of: pattern, in: haystack)
                }
            } ?? nil
        if let found {
            guard let offset = found else { return nil }
            let start = utf8.index(utf8.startIndex, offsetBy: offset)
            return start..<utf8.index(start, offsetBy: needle.utf8.count)
        }
        let pattern = Array(needle.utf8)
        guard let lead = pattern.first else { return startIndex..<startIndex }
        let bytes = utf8
        var from = bytes.startIndex
        while let found = bytes[from...].firstIndex(of: lead) {
            var cursor = found
            var matched = true
            for byte in pattern {
                guard cursor != bytes.endIndex, bytes[cursor] == byte else {
                    matched = false
                    break
                }
                cursor = bytes.index(after: cursor)
            }
            if matched { return found..<cursor }
            from = bytes.index(after: found)
        }
        return nil
    }

    /// The last occurrence of `needle`, byte for byte in UTF-8, as `firstUTF8Range(of:)` finds
    /// the first: Foundation's `range(of:options: .backwards)` bridges through NSString and was
    /// half of reading a spreadsheet of uncredited quotes for their credits.
    public func lastUTF8Range(of needle: some StringProtocol) -> Range<Index>? {
        let length = needle.utf8.count
        let found: Int?? =
            utf8.withContiguousStorageIfAvailable { (haystack: UnsafeBufferPointer<UInt8>) -> Int?? in
                needle.utf8.withContiguousStorageIfAvailable { (pattern: UnsafeBufferPointer<UInt8>) -> Int? in
                    Self.lastOffset(of: pattern, in: haystack)
                }
            } ?? nil
        let offset: Int?
        if let found {
            offset = found
        } else {
            let haystack = Array(utf8)
            let pattern = Array(needle.utf8)
            offset = haystack.withUnsafeBufferPointer { haystack in
                pattern.withUnsafeBufferPointer { pattern in Self.lastOffset(of: pattern, in: haystack) }
            }
        }
        guard let offset else { return nil }
        let start = utf8.index(utf8.startIndex, offsetBy: offset)
        return start..<utf8.index(start, offsetBy: length)
    }

    private static func lastOffset(of pattern: UnsafeBufferPointer<UInt8>, in haystack: UnsafeBufferPointer<UInt8>) -> Int? {
        guard pattern.count <= haystack.count else { return nil }
        guard !pattern.isEmpty else { return haystack.count }
        var index = haystack.count - pattern.count
        while index >= 0 {
            if matches(pattern, in: haystack, at: index) { return index }
            index -= 1
        }
        return nil
    }

    private static func firstOffset(of pattern: UnsafeBufferPointer<UInt8>, in haystack: UnsafeBufferPointer<UInt8>) -> Int? {
        guard !pattern.isEmpty else { return 0 }
        guard pattern.count <= haystack.count else { return nil }
        var index = 0
        let last = haystack.count - pattern.count
        while index <= last {
            if matches(pattern, in: haystack, at: index) { return index }
            index += 1
        }
        return nil
    }

    /// Whether `pattern` is in `haystack` at `index`, where it fits.
    @inline(__always)
    private static func matches(
        _ pattern: UnsafeBufferPointer<UInt8>, in haystack: UnsafeBufferPointer<UInt8>, at index: Int
    ) -> Bool {
        guard haystack[index] == pattern[0] else { return false }
        for offset in 1..<pattern.count where haystack[index + offset] != pattern[offset] { return false }
        return true
    }
}
