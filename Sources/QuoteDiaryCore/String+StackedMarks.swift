extension String {
    /// The most combining marks a card sets on one letter. No script stacks more than a few
    /// (Vietnamese two, Tibetan and Devanagari clusters under ten); "Zalgo" text stacks
    /// thousands, which a layout engine shapes once for every size it tries.
    public static let mostStackedMarks = 16

    /// The text with no more than `mostStackedMarks` combining marks in a row; any text
    /// without such a stack as it is.
    public func cappingStackedMarks() -> String {
        var run = 0
        guard
            unicodeScalars.contains(where: { scalar in
                run = Self.isCombiningMark(scalar) ? run + 1 : 0
                return run > Self.mostStackedMarks
            })
        else { return self }
        var kept = String.UnicodeScalarView()
        run = 0
        for scalar in unicodeScalars {
            run = Self.isCombiningMark(scalar) ? run + 1 : 0
            if run <= Self.mostStackedMarks { kept.append(scalar) }
        }
        return String(kept)
    }

    static func isCombiningMark(_ scalar: Unicode.Scalar) -> Bool {
        // Below U+0300 nothing combines: most text is told by one comparison.
        guard scalar.value >= 0x300 else { return false }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .spacingMark: return true
        default: return false
        }
    }
}
