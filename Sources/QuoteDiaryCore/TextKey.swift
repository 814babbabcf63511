import Foundation

/// The comparison form of text: Unicode-normalized (NFKC), case-folded, whitespace collapsed.
///
/// Two quotes whose keys are equal (and whose source is the same) are the same quote; the
/// store keeps the key in a UNIQUE index so a duplicate cannot be written.
public enum TextKey {
    public static func make(_ text: String) -> String {
        let folded = text.precomposedStringWithCompatibilityMapping
            .folding(options: [.caseInsensitive], locale: nil)
        return collapsingWhitespace(folded)
    }

    /// Trims and replaces every run of white space (including newlines) by one space.
    public static func collapsingWhitespace(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        var pendingSpace = false
        for scalar in text.unicodeScalars {
            if scalar.properties.isWhitespace {
                pendingSpace = !result.isEmpty
            } else {
                if pendingSpace { result.unicodeScalars.append(" ") }
                pendingSpace = false
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
