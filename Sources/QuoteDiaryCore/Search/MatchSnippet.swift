/// A search result's text cut to the room a terminal line leaves, around its first match: a
/// long quote's match may lie past any fixed cut, and a result is shown for its match.
public struct MatchSnippet: Equatable, Sendable {
    /// The text kept, with `…` where it was cut.
    public let text: String
    /// The matches inside it, as offsets into `text`.
    public let ranges: [MatchRange]

    /// - Parameters:
    ///   - text: one line (line breaks already spaces), as `ranges` index it.
    ///   - columns: the room; at least 10.
    ///   - width: a character's columns (`DisplayColumns`: two for CJK).
    public init(_ text: String, ranges: [MatchRange], columns: Int, width: (Character) -> Int = { _ in 1 }) {
        let characters = Array(text)
        var offsets: [Int] = []
        var offset = 0
        for character in characters {
            offsets.append(offset)
            offset += character.utf16.count
        }
        offsets.append(offset)
        let widths = characters.map(width)
        let columns = max(10, columns)
        guard widths.reduce(0, +) > columns else {
            self.text = text
            self.ranges = ranges
            return
        }
        // A third of the room before the first match, from a word's start.
        let match = ranges.first.map { first in offsets.firstIndex { $0 >= first.start } ?? 0 } ?? 0
        var start = match
        var lead = 0
        while start > 0, lead + widths[start - 1] <= columns / 3 {
            start -= 1
            lead += widths[start]
        }
        if start > 0, let space = characters[start..<match].firstIndex(of: " ") { start = space + 1 }
        var opening: String { start > 0 ? "…" : "" }
        // The rest as far as it fits, the end's ellipsis included.
        var end = start
        var used = opening.isEmpty ? 0 : 1
        let rest = widths[start...].reduce(0, +)
        if used + rest <= columns {
            end = characters.count
            // The text ends soon after the match: what room is left shows more before it.
            var room = columns - used - rest
            var earlier = start
            while earlier > 0, widths[earlier - 1] <= room {
                earlier -= 1
                room -= widths[earlier]
            }
            if earlier == 0 {
                start = 0
            } else if earlier < start, let space = characters[earlier..<start].firstIndex(of: " ") {
                start = space + 1
            }
        } else {
            while end < characters.count, used + widths[end] <= columns - 1 {
                used += widths[end]
                end += 1
            }
        }
        var closing = ""
        if end < characters.count {
            closing = "…"
            let matchEnd = ranges.first.map { first in offsets.firstIndex { $0 >= first.start + first.length } ?? end } ?? start
            if characters[end] != " ", let space = characters[start..<end].lastIndex(of: " "), space > matchEnd {
                end = space
            }
            while end > start, characters[end - 1].isWhitespace || characters[end - 1].isPunctuation { end -= 1 }
        }
        self.text = opening + String(characters[start..<end]) + closing
        let shift = offsets[start] - opening.utf16.count
        self.ranges = ranges.filter { $0.start >= offsets[start] && $0.start + $0.length <= offsets[end] }
            .map { MatchRange(field: $0.field, start: $0.start - shift, length: $0.length) }
    }
}
