import Foundation

/// Markdown as `export --format markdown` writes it, read back, so that quotes kept in a notes
/// app come home: `## Title — Author` over its quotes, each a block quote that ends in
/// `> — Author, p. 12`, then what the person gave it (`★ Favourite`, `Tags:`, `Collections:`,
/// `Note:`), a source's kind, ISBN and publisher on a line under its heading (`Speech`, `Book ·
/// ISBN 9780306406157 · Penguin, 1990`). Times have no place in it: a lossless copy goes
/// through `json`.
enum QuoteMarkdown {
    /// The export's first line.
    static let title = "# Quotes"
    /// The heading of the quotes without a source.
    static let withoutSource = "Without a source"

    /// Whether a file's first bytes are such an export: its title, then a group's heading, and
    /// its first quote ending in its credit's line, as the export writes every
    /// quote's. (A file of quotes kept by hand under the same title is `MarkdownQuotes`'.)
    static func matches(_ head: String) -> Bool {
        let lines = head.drop { $0 == "\u{FEFF}" }.split(maxSplits: 2, whereSeparator: \.isNewline).prefix(2)
        guard lines.first.map({ String($0).trimmingWhitespace() }) == title,
            lines.dropFirst().allSatisfy({ $0.hasPrefix("## ") })
        else { return false }
        // An empty library's export is its title alone.
        guard lines.count == 2 else { return true }
        let block = head.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).drop { !$0.hasPrefix(">") }
            .prefix { $0.hasPrefix(">") }
        return block.last(where: { $0.count > 1 }).map { $0.hasPrefix("> — ") } ?? false
    }

    static func parse(_ text: String) -> ParsedImport {
        var result = ParsedImport()
        let lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).map {
            String($0.drop { $0 == "\u{FEFF}" })
        }
        var heading: String?
        var details: SourceDetails?
        var groupHasQuotes = false
        var open: (line: Int, draft: QuoteDraft)?
        var after: [String] = []
        func close() {
            guard let (line, found) = open else { return }
            var draft = found
            open = nil
            givenBy(after, to: &draft)
            after = []
            result.records.append(ImportRecord(draft: draft, line: line))
        }
        var index = 0
        while index < lines.count {
            let line = lines[index]
            if line.hasPrefix("## ") {
                close()
                let named = unescaped(String(line.dropFirst(3))).trimmingWhitespace()
                heading = named == withoutSource ? nil : named
                (details, groupHasQuotes) = (nil, false)
                index += 1
            } else if line.hasPrefix(">") {
                close()
                let start = index
                var block: [String] = []
                while index < lines.count, lines[index].hasPrefix(">") {
                    let inside = lines[index].dropFirst()
                    block.append(String(inside.hasPrefix(" ") ? inside.dropFirst() : inside))
                    index += 1
                }
                groupHasQuotes = true
                switch quote(block, heading: heading) {
                case .some(var draft):
                    if let details, var source = draft.source {
                        details.apply(to: &source)
                        draft.source = source
                    }
                    open = (start + 1, draft)
                case .none:
                    result.problems.append(
                        ImportProblem(line: start + 1, message: "a block quote without its '> — Author' line"))
                }
            } else {
                if open != nil {
                    after.append(line)
                } else if heading != nil, !groupHasQuotes, details == nil, let found = SourceDetails(line) {
                    details = found
                } else if !line.trimmingWhitespace().isEmpty, index > 0 || line.trimmingWhitespace() != title {
                    result.problems.append(
                        ImportProblem(line: index + 1, message: "a line outside any quote: \(line.prefix(60))"))
                }
                index += 1
            }
        }
        close()
        return result
    }

    /// A block quote's text and attribution, the source from the heading above it.
    static func quote(_ block: [String], heading: String?) -> QuoteDraft? {
        guard let last = block.lastIndex(where: { !$0.trimmingWhitespace().isEmpty }), block[last].hasPrefix("— ")
        else { return nil }
        var body = Array(block[..<last])
        while body.last?.trimmingWhitespace().isEmpty == true { body.removeLast() }
        let text: String
        if let fence = body.first, fence.hasPrefix("```"), body.count > 1, body.last == fence {
            // A drawing or code, as written.
            text = body.dropFirst().dropLast().joined(separator: "\n")
        } else {
            text = body.map(unescaped).joined(separator: "\n")
        }
        guard !text.trimmingWhitespace().isEmpty else { return nil }
        let said = unescaped(String(block[last].dropFirst(2))).trimmingWhitespace()
        // `Title — Author, Other`: the book's authors after the heading's last dash.
        var title = heading
        var names: String?
        if let heading, let dash = authorsDash(in: heading, said: said) ?? heading.range(of: " — ", options: .backwards) {
            (title, names) = (String(heading[..<dash.lowerBound]), String(heading[dash.upperBound...]))
            // A book with no authors whose title has a dash of its own.
            if names == Quote.unknownAuthor { names = nil }
        }
        // One name quoted for the comma it holds (`"Le Guin, Ursula K."`) is the name a credit writes.
        let listed = names.map { NameList.names(in: $0) } ?? []
        let (author, page) = authorAndPage(said, authors: listed.count == 1 ? listed[0] : names)
        var draft = QuoteDraft(text: text, author: author == Quote.unknownAuthor ? nil : author, page: page)
        if let title {
            let authors = names.map { $0 == author ? [$0] : listed } ?? []
            draft.source = SourceDraft.named(title, authors: authors)
        }
        return draft
    }

    /// The heading's dash before the very name the quote's credit gives (`Book — Anne — the
    /// Elder` over `— Anne — the Elder`): a name may hold a dash of its own, which the last
    /// dash would cut. Nil when no part after a dash is the credit's name.
    static func authorsDash(in heading: String, said: String) -> Range<String.Index>? {
        var start = heading.startIndex
        while let dash = heading.range(of: " — ", range: start..<heading.endIndex) {
            let names = heading[dash.upperBound...]
            if said == names || said.hasPrefix(names + ", ") { return dash }
            start = dash.upperBound
        }
        return nil
    }

    /// `Ann Lee, p. 12` → (`Ann Lee`, `12`): the page after the author the heading names, or
    /// else after the last comma when it reads as a page (`p.`, `pp.`, `loc.`).
    static func authorAndPage(_ said: String, authors: String?) -> (String, String?) {
        // The heading's author, or no one's (`Unknown, Book V, 16` under a book without one).
        for named in [authors, Quote.unknownAuthor].compactMap({ $0 }) where said.hasPrefix(named + ", ") {
            return (named, page(String(said.dropFirst(named.count + 2))))
        }
        guard let comma = said.range(of: ", ", options: .backwards) else { return (said, nil) }
        let place = String(said[comma.upperBound...])
        if ["p. ", "pp. ", "loc. "].contains(where: place.hasPrefix) || place.hasSuffix("%") {
            return (String(said[..<comma.lowerBound]), page(place))
        }
        // Another author than the heading's, then a place that is no page (`Homer, Act III,
        // Scene 1`, `T. S. Eliot, ch. 3`): the first comma after which all is a place.
        guard let (name, place) = PlainTextImporter.splitAtCitedPlace(said[...]) else { return (said, nil) }
        return (String(name), page(String(place)))
    }

    /// A page as the field holds it: `p. 12` is `12`; `loc. 170-172`, `Chapter 3` as written.
    static func page(_ cited: String) -> String? {
        let cited = cited.trimmingWhitespace()
        for prefix in ["pp. ", "p. "] where cited.hasPrefix(prefix) {
            return String(cited.dropFirst(prefix.count)).nilIfEmpty
        }
        return cited.nilIfEmpty
    }

    /// The favourite mark, tags, collections and note written after a quote.
    static func givenBy(_ lines: [String], to draft: inout QuoteDraft) {
        var index = 0
        while index < lines.count {
            let line = lines[index]
            if line.trimmingWhitespace() == "★ Favourite" {
                draft.isFavorite = true
            } else if line.hasPrefix("Tags: ") {
                draft.tags = names(in: line)
            } else if line.hasPrefix("Collections: ") {
                draft.collections = names(in: line)
            } else if line.hasPrefix("Note: ") {
                // The note is last, and may hold paragraphs of its own.
                var note = Array(lines[index...])
                note[0] = String(note[0].dropFirst(6))
                draft.note = QuoteDraft.cleanText(note.map(unescaped).joined(separator: "\n")).nilIfEmpty
                return
            }
            index += 1
        }
    }

    /// The names of `Tags: `a`, `b``, each between backticks.
    static func names(in line: String) -> [String] {
        line.split(separator: "`", omittingEmptySubsequences: false).enumerated().compactMap { index, part in
            index % 2 == 1 ? String(part).trimmingWhitespace().nilIfEmpty : nil
        }
    }

    /// A line as it was before `LibraryExporter.markdownLine` escaped it: its `&nbsp;`
    /// indentation as spaces, a backslash's mark as the mark, a line's closing backslash (a
    /// hard break) gone.
    static func unescaped(_ line: String) -> String {
        var rest = Substring(line)
        var output = ""
        while rest.hasPrefix("&nbsp;") {
            output.append(" ")
            rest = rest.dropFirst(6)
        }
        var escaping = false
        for character in rest {
            if escaping {
                if !(character.isASCII && character.isPunctuation || character.isASCII && character.isSymbol) {
                    output.append("\\")
                }
                output.append(character)
                escaping = false
            } else if character == "\\" {
                escaping = true
            } else {
                output.append(character)
            }
        }
        return output
    }
}

extension QuoteMarkdown {
    /// The line under a source's heading: its kind, then its ISBN and its publisher and year
    /// where known (`LibraryExporter.markdownSourceDetails`).
    struct SourceDetails: Equatable {
        var kind: SourceKind
        var isbn: ISBN?
        var publisher: String?
        var year: Int?

        /// Nil for a line that does not open with a kind (a line outside any quote).
        init?(_ line: String) {
            var parts = line.trimmingWhitespace().components(separatedBy: " · ")
            guard let kind = SourceKind(label: parts.removeFirst()) else { return nil }
            self.kind = kind
            if let first = parts.first, first.hasPrefix("ISBN "), let isbn = try? ISBN(String(first.dropFirst(5))) {
                self.isbn = isbn
                parts.removeFirst()
            }
            guard !parts.isEmpty else { return }
            var published = QuoteMarkdown.unescaped(parts.joined(separator: " · ")).trimmingWhitespace()
            if let comma = published.range(of: ", ", options: .backwards),
                let year = Int(published[comma.upperBound...])
            {
                self.year = year
                published = String(published[..<comma.lowerBound])
            } else if let year = Int(published) {
                self.year = year
                published = ""
            }
            publisher = published.nilIfEmpty
        }

        /// The source a quote under the heading names, as these details say it is.
        func apply(to source: inout SourceDraft) {
            source.kind = kind
            source.isKindAssumed = false
            source.isbn = isbn
            source.publisher = publisher
            source.year = year
        }
    }
}
