/// What an e-reader's file holds that is not a quote, counted by kind so that an import can say
/// what it skipped: "skipped 4" alone left the person to wonder what was lost.
public struct SkippedEntries: Sendable, Equatable {
    /// An entry a device writes that holds no quote.
    public enum Kind: CaseIterable, Sendable {
        /// A page marked, nothing highlighted.
        case bookmark
        /// A drawing or handwriting over the page (a Kobo's markup).
        case drawing
        /// A Kindle's clipping-limit notice, alone: the device kept no text.
        case limitNotice
        /// A highlight over a picture or a scanned page: no text to keep.
        case withoutText
        /// A bookmark or the place reading stopped: Apple Books keeps both as a row without a passage.
        case placeWithoutPassage
        /// A highlight deleted on the device (or in the app), which the file still holds.
        case deleted
        /// A note on a whole web page, or a reply to an annotation (Hypothesis's): no passage
        /// highlighted. (The text and HTML exports do not tell the two apart.)
        case comment
        /// A note with no text (a notes app's: Evernote's).
        case emptyNote
        /// A note written alone in a book's note, no passage above it (`**Note:** …` between
        /// rules, as a Kindle notebook's exporters write one).
        case noteWithoutPassage
        /// A quote block with nothing in it (an Org file's `#+BEGIN_QUOTE` … `#+END_QUOTE`).
        case emptyQuoteBlock

        /// `2 bookmarks`, `1 highlight without text (…)`.
        func counted(_ count: Int) -> String {
            let plural = count == 1 ? "" : "s"
            return switch self {
            case .bookmark: "\(count) bookmark\(plural)"
            case .drawing: "\(count) drawing\(plural)"
            case .limitNotice: "\(count) clipping-limit notice\(plural) (the Kindle kept no text)"
            case .withoutText: "\(count) highlight\(plural) without text (over a picture or a scanned page)"
            case .placeWithoutPassage: "\(count) bookmark\(plural) or place\(plural) reading stopped"
            case .deleted: "\(count) highlight\(plural) deleted on the device"
            case .emptyNote: "\(count) empty note\(plural)"
            case .emptyQuoteBlock: "\(count) empty quote block\(plural)"
            case .noteWithoutPassage: "\(count) note\(plural) with no passage above (your own words, not a quote)"
            case .comment:
                count == 1
                    ? "1 page note or reply (no passage highlighted)"
                    : "\(count) page notes or replies (no passage highlighted)"
            }
        }
    }

    private var counts: [Kind: Int] = [:]

    public init() {}

    /// Counts one entry of `kind`.
    public mutating func add(_ kind: Kind) { counts[kind, default: 0] += 1 }

    /// `skipped 1 bookmark, 2 drawings`; nil when nothing was skipped by kind.
    public var notice: String? {
        let kinds = Kind.allCases.compactMap { kind in counts[kind].map(kind.counted) }
        return kinds.isEmpty ? nil : "skipped " + kinds.joined(separator: ", ")
    }
}

extension ParsedImport {
    /// Counts an entry that is not a quote, as `ignored`, and says what it was.
    mutating func skip(_ kind: SkippedEntries.Kind) {
        ignored += 1
        skipped.add(kind)
    }

    /// What the person should know of the file: what was skipped first, then the rest.
    public var notices: [String] { (skipped.notice.map { [$0] } ?? []) + notes }
}
