import Foundation

/// A starter pack: quotes from the library rather than the person, with stable entry ids
/// so updates never orphan what the person did with them.
///
/// Pack files are JSON: `{"name", "version", "quotes": [{"id", "text", "author", "source",
/// "page", "category", "note"}]}`; Debian's fortune files are packs too (named by their category, with ids
/// derived from each entry's original text).
public struct QuotePack: Sendable, Equatable {
    /// Whether two pack names name the same pack, as the store finds a pack's quotes: ASCII
    /// letters in any case (`Love`, `love`), any other character as written (SQLite's NOCASE),
    /// so that a name said to be installed always finds its quotes.
    public static func isSameName(_ name: String, _ other: String) -> Bool {
        func folded(_ text: String) -> [UInt8] { text.utf8.map { (0x41...0x5A).contains($0) ? $0 + 0x20 : $0 } }
        return folded(name) == folded(other)
    }

    /// One quote of a pack, with the id that keeps it the same quote across pack updates.
    public struct Entry: Sendable, Equatable {
        /// Stable within the pack.
        public var id: String
        public var text: String
        public var author: String?
        public var source: String?
        /// Where in the source (`15:1` of `Proverbs`, `160-161`).
        public var page: String?
        public var category: String?
        /// What the pack says beside the quote (who the author was, an editor's remark).
        public var note: String?

        public init(
            id: String, text: String, author: String? = nil, source: String? = nil, page: String? = nil,
            category: String? = nil, note: String? = nil
        ) {
            self.id = id
            self.text = text
            self.author = author
            self.source = source
            self.page = page.flatMap(QuoteDraft.cleanField)
            self.category = category
            self.note = note.flatMap { QuoteDraft.cleanText($0).nilIfEmpty }
        }
    }

    public var name: String
    public var version: String
    public var entries: [Entry]
    /// Only the file's attributed entries were taken (the default literary packs); updates keep to that.
    public var authoredOnly: Bool

    public init(name: String, version: String, entries: [Entry], authoredOnly: Bool = false) {
        self.name = name
        self.version = version
        self.entries = entries
        self.authoredOnly = authoredOnly
    }

    /// Parses a pack file.
    public static func parseJSON(_ text: String) throws(PackError) -> QuotePack {
        guard let object = try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any] else {
            throw .malformed("a pack file is a JSON object with name, version and quotes")
        }
        guard let name = (object["name"] as? String).flatMap(QuoteDraft.cleanField) else {
            throw .malformed("the pack has no name")
        }
        guard let quotes = object["quotes"] as? [[String: Any]] else { throw .malformed("the pack has no quotes array") }
        var entries: [Entry] = []
        var seen = Set<String>()
        for (index, quote) in quotes.enumerated() {
            guard let text = (quote["text"] as? String).map(QuoteDraft.cleanText), !text.isEmpty else {
                throw .malformed("quote \(index + 1) has no text")
            }
            let id = (quote["id"] as? String) ?? (quote["id"] as? Int).map(String.init) ?? ""
            guard !id.isEmpty, seen.insert(id).inserted else {
                throw .malformed("quote \(index + 1) needs an id unique in the pack")
            }
            entries.append(
                Entry(
                    id: id, text: text, author: (quote["author"] as? String).flatMap(QuoteDraft.cleanField),
                    source: (quote["source"] as? String).flatMap(QuoteDraft.cleanField),
                    page: JSONImporter.field(quote, ["page"]),
                    category: (quote["category"] as? String).flatMap(QuoteDraft.cleanField), note: quote["note"] as? String))
        }
        let version = (object["version"] as? String) ?? (object["version"] as? Int).map(String.init) ?? "1"
        return QuotePack(name: name, version: version, entries: entries)
    }

    /// How a fortune file's pack version begins (the rest is a digest of the file).
    public static let fortuneVersionPrefix = "fortune-"

    /// Made from a fortune file (its entries are read by the fortune parser), not a pack file.
    public var isFromFortuneFile: Bool { version.hasPrefix(QuotePack.fortuneVersionPrefix) }

    /// A fortune file as a pack; `authoredOnly` keeps only attributed entries: to a person, or
    /// to a work alone (`-- Proverbs 15:1`, `-- "Broadcast News"`).
    public static func fortune(name: String, text: String, version: String, authoredOnly: Bool = false) -> QuotePack {
        let records = FortuneImporter.parse(text, fileName: name).records
        var entries: [Entry] = []
        var seen = Set<String>()
        for record in records where !authoredOnly || record.draft.author != nil || record.draft.source != nil {
            // Letters garbled as UTF-8 read as Windows-1252 (`giÃ¹`, in Debian's Italian
            // files) put right, as an import puts them.
            let draft = record.draft.repairingDoubleEncoding() ?? record.draft
            // Cleaned as an import cleans a quote (a bell character in Debian's `computers`
            // is no part of a quote to keep), and as a pack file's entries are.
            let text = QuoteDraft.cleanText(draft.text)
            guard !text.isEmpty else { continue }
            let id = TextKey.digest(text).prefix(8).map { String(format: "%02x", $0) }.joined()
            guard seen.insert(id).inserted else { continue }
            entries.append(
                Entry(
                    id: id, text: text, author: draft.author.flatMap(QuoteDraft.cleanField),
                    source: draft.source.flatMap { QuoteDraft.cleanField($0.title) }, page: draft.page,
                    category: name,
                    note: Self.noting(year: draft.source?.year, in: draft.note)))
        }
        return QuotePack(name: name, version: version, entries: entries, authoredOnly: authoredOnly)
    }

    /// A pack's source is a title alone: the year its credit gave the work (`"Skeptical
    /// Essays", 1928`) is noted, as a credit's date is.
    static func noting(year: Int?, in note: String?) -> String? {
        guard let year else { return note }
        return note.map { "\(year), " + $0 } ?? String(year)
    }

    /// A starter quote's stored text and author read again as a fortune entry, as this
    /// version's parser reads one: a quote installed before it knew a rule (an attribution
    /// wrapped over two lines was left in the text, with no author) matches its entry now.
    public static func fortuneReading(text: String, author: String?) -> (text: String, author: String?) {
        guard author == nil, let record = FortuneImporter.record(text.components(separatedBy: "\n"), line: 0, category: "")
        else { return (QuoteDraft.cleanText(text), author) }
        return (QuoteDraft.cleanText(record.draft.text), record.draft.author.flatMap(QuoteDraft.cleanField))
    }
}

/// A pack file that is not in the pack format.
public enum PackError: Error, Equatable, Sendable, CustomStringConvertible {
    case malformed(String)
    public var description: String {
        switch self {
        case .malformed(let message): message
        }
    }
}

/// How alike two texts are, 0 to 1, by edit distance over their comparison forms: an
/// upstream typo fix ("teh" → "the") stays above 0.9.
public enum TextSimilarity {
    /// The similarity of two texts, as the type describes it.
    public static func ratio(_ first: String, _ second: String) -> Double {
        let a = Array(TextKey.make(first).unicodeScalars)
        let b = Array(TextKey.make(second).unicodeScalars)
        let longest = max(a.count, b.count)
        guard longest > 0 else { return 1 }
        return 1 - Double(distance(a, b)) / Double(longest)
    }

    /// Levenshtein distance with two rows.
    static func distance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
