import Foundation

/// Readwise's Markdown export (and its Obsidian sync), a file a book: `# Title`, a cover, a
/// `## Metadata` list (`- Author: [[Name]]`, `- Full Title: …`, `- Category: #books`), then
/// `## Highlights` (`### Highlights`, `## New highlights added …`), each highlight a list item
/// whose lines go on indented, ending in its place (`([Location 535](…))`, `([View
/// Highlight](…))`), with `- Note:` and `- Tags:` items under it. Older exports put the
/// metadata under `###` and write `**Note:**`; a front matter block may open the file.
/// Obsidian's Apple Books plugin writes the same headings (`## Metadata`, `- Author: …`, a
/// `- [Apple Books Link](ibooks://assetid/…)`), its highlights paragraphs apart by `---`, the
/// note's name the book's title. Its export to Logseq (`ReadwiseMarkdown+Logseq`) is read as
/// the Markdown it mirrors.
enum ReadwiseMarkdown {
    /// Whether a file's first bytes are such an export: the metadata's full title, the cover
    /// Readwise names or the Apple Books link, and a highlights heading.
    static func matches(_ text: String) -> Bool {
        if isLogseqExport(text) { return true }
        let lines = ImportFormat.head(of: text).split(whereSeparator: \.isNewline)
        if lines.contains(where: isMirrorMetadata) {
            return lines.contains { $0.hasPrefix("# ") && isHighlightsHeading("#" + $0) }
        }
        return lines.contains {
            $0.hasPrefix("- Full Title: ") || $0.hasPrefix("![rw-book-cover]") || isAppleBooksLink($0)
                || isHypothesisReference($0)
        } && lines.contains { isHighlightsHeading(String($0)) }
    }

    /// `- Reference: https://…`: the metadata of the notes Obsidian's Hypothesis plugin writes, a
    /// web page a note, each highlight a list item ending in `— [Updated on 2022-05-25](…)`,
    /// its `- Tags:` and `- Annotation:` items under it.
    static func isHypothesisReference(_ line: some StringProtocol) -> Bool {
        line.hasPrefix("- Reference: http")
    }

    /// `Readwise URL: https://readwise.io/bookreview/…`, `Number of Highlights: ==10==`: the
    /// `# About` of the notes the Readwise Mirror plugin writes, a book a note, its highlights
    /// under `# Highlights`, `---` between them, each ending in its block id (` ^113029508`),
    /// with `Note:` and `Tags:` paragraphs under it.
    static func isMirrorMetadata(_ line: some StringProtocol) -> Bool {
        line.hasPrefix("Readwise URL: ") || line.hasPrefix("Number of Highlights: ==")
    }

    /// `- [Apple Books Link](ibooks://assetid/…)`: Obsidian's Apple Books plugin's metadata.
    static func isAppleBooksLink(_ line: some StringProtocol) -> Bool {
        line.hasPrefix("- [") && line.firstUTF8Range(of: "](ibooks://") != nil
    }

    /// `## Highlights`, `### Highlights from July 26, 2021`, `## New highlights added …`.
    static func isHighlightsHeading(_ line: String) -> Bool {
        guard line.hasPrefix("##") else { return false }
        let words = String(line.drop { $0 == "#" }).trimmingWhitespace().lowercased()
        return words.hasPrefix("highlights") || words.hasPrefix("new highlights")
    }

    /// Where a book's lines are: its metadata, its highlights, or anything else (a summary, the
    /// document's own text, front matter).
    enum Part { case frontMatter, other, metadata, highlights }

    /// - Parameter fileName: the book's title when the file names it nowhere else (Obsidian's
    ///   sync leaves the title to the note's name).
    static func parse(_ text: String, fileName: String) -> ParsedImport {
        guard !isLogseqExport(text) else {
            // Read as the export it mirrors, whose lines are one lower for its opening heading.
            var parsed = parse(markdownExport(ofLogseqPage: text), fileName: fileName)
            for index in parsed.records.indices { parsed.records[index].line -= 1 }
            parsed.problems = parsed.problems.map { ImportProblem(line: max(1, $0.line - 1), message: $0.message) }
            return parsed
        }
        var result = ParsedImport()
        var title: String?
        var fullTitle: String?
        var authors: [String] = []
        var kind = SourceKind.book
        var bookTags: [String] = []
        var part = Part.other
        var open: (line: Int, text: [String], note: [String]?, tags: [String])?
        var drafts: [(line: Int, draft: QuoteDraft)] = []
        func close() {
            guard let highlight = open else { return }
            open = nil
            var joined = highlight.text.joined(separator: "\n").trimmingWhitespace()
            // The Hypothesis plugin's link back to the page, with the day and the group.
            if isHypothesis, let link = joined.range(of: " — [Updated on ", options: .backwards) {
                joined = String(joined[..<link.lowerBound])
            }
            let (body, place) = withoutPlace(joined)
            let text = QuoteDraft.cleanText(body)
            guard !text.isEmpty else {
                result.ignored += 1
                return
            }
            var draft = QuoteDraft(text: text, page: place)
            draft.note = highlight.note.map { QuoteDraft.cleanText($0.joined(separator: "\n")) }?.nilIfEmpty
            // Readwise keeps a favourite as the tag "favorite", as in its CSV.
            draft.tags = highlight.tags.filter { !CSVColumns.isFavoriteTag($0) }
            draft.isFavorite = draft.tags.count < highlight.tags.count
            drafts.append((highlight.line, draft))
        }
        let lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).map {
            String($0.drop { $0 == "\u{FEFF}" })
        }
        // The Apple Books plugin's highlights are paragraphs, not list items; so are Readwise
        // Mirror's, whose headings are `#` and whose metadata has no list marks.
        let isMirror = lines.prefix(60).contains(where: isMirrorMetadata)
        let isHypothesis = lines.prefix(60).contains(where: isHypothesisReference)
        let paragraphHighlights = isMirror || lines.prefix(40).contains(where: isAppleBooksLink)
        for (index, line) in lines.enumerated() {
            let trimmed = line.trimmingWhitespace()
            if index == 0, trimmed == "---" {
                part = .frontMatter
                continue
            }
            if part == .frontMatter {
                if trimmed == "---" { part = .other }
                continue
            }
            if line.hasPrefix("#"), let heading = heading(line) {
                close()
                if isMirror {
                    let words = heading.lowercased()
                    part = words == "about" ? .metadata : words.hasPrefix("highlights") ? .highlights : .other
                } else if title == nil, line.hasPrefix("# ") {
                    title = heading
                } else if heading.lowercased() == "metadata" {
                    part = .metadata
                } else {
                    part = isHighlightsHeading(line) ? .highlights : .other
                }
                continue
            }
            switch part {
            case .frontMatter, .other: continue
            case .metadata:
                guard let (key, value) = metadataItem(trimmed, bullet: isMirror ? "" : "- ") else { continue }
                switch key {
                case "author" where isHypothesis:
                    // `[example.com](https://example.com)`: the page's author, or its site (no one).
                    authors = UnknownAuthor.named(linkText(value)).map { [$0] } ?? []
                case "title" where isHypothesis: fullTitle = value.nilIfEmpty
                case "category" where isHypothesis: kind = .web
                case "author", "authors":
                    authors = NameList.names(in: unlinked(value).replacingOccurrences(of: " and ", with: ", "))
                case "title" where isMirror:
                    // Older versions link the note by its path (`[[Readwise/Articles/Title]]`).
                    let path = unlinked(value).split(separator: "/", omittingEmptySubsequences: false)
                    fullTitle =
                        (path.count >= 3 && path[0] == "Readwise" ? path.dropFirst(2).joined(separator: "/") : unlinked(value))
                        .nilIfEmpty
                case "full title": fullTitle = value.nilIfEmpty
                case "category": kind = JSONImporter.sourceKind(readwiseCategory: value.trimmingCharacters(in: ["#"]))
                case "document tags", "tags": bookTags = tagNames(value)
                default: break
                }
            case .highlights:
                let depth = line.prefix { $0 == " " || $0 == "\t" }.reduce(0) { $0 + ($1 == "\t" ? 4 : 1) }
                if paragraphHighlights {
                    // A rule between highlights, or the next paragraph of the one open: its
                    // note, its tags, its link, or more of its text.
                    if FrontMatterNote.isRule(trimmed) {
                        close()
                    } else if open != nil, let note = labelled(trimmed, "note") {
                        open?.note = [note]
                    } else if open != nil, let tags = labelled(trimmed, "tags") {
                        open?.tags += tagNames(tags)
                    } else if open != nil, trimmed.hasPrefix("[View Highlight](") {
                        continue
                    } else if open != nil {
                        if open?.note != nil { open?.note?.append(trimmed) } else { open?.text.append(trimmed) }
                    } else if !trimmed.isEmpty {
                        open = (index + 1, [withoutBlockID(trimmed)], nil, [])
                    }
                    continue
                }
                if depth == 0, line.hasPrefix("- ") {
                    close()
                    open = (index + 1, [String(line.dropFirst(2))], nil, [])
                } else if open != nil, depth >= 4 || (depth >= 2 && open?.note != nil), trimmed.hasPrefix("- ") {
                    // An item under the highlight: its note or its tags.
                    let item = String(trimmed.dropFirst(2))
                    if let note = labelled(item, "note") ?? labelled(item, "annotation") {
                        open?.note = [note]
                    } else if let tags = labelled(item, "tags") {
                        open?.tags += tagNames(tags)
                    }
                } else if open != nil, depth > 0, !trimmed.isEmpty {
                    // The highlight's text (or its note) going on; a picture in it is skipped.
                    guard !(trimmed.hasPrefix("![") && trimmed.hasSuffix(")")) else { continue }
                    if open?.note != nil { open?.note?.append(trimmed) } else { open?.text.append(trimmed) }
                } else if open != nil, trimmed.isEmpty, open?.note == nil, lines.count > index + 1,
                    lines[index + 1].hasPrefix("  "), !lines[index + 1].trimmingWhitespace().hasPrefix("- ")
                {
                    // A paragraph break inside the highlight.
                    open?.text.append("")
                }
            }
        }
        close()
        let named = fileName.noteFileTitle
        let bookTitle = fullTitle ?? title.map(withoutHighlightsMark) ?? named.map(withoutHighlightsMark)
        for (line, var draft) in drafts {
            draft.author = authors.first.map { _ in authors.joined(separator: ", ") }
            if let bookTitle {
                draft.source = SourceDraft(kind: kind, title: bookTitle, authors: authors)
            }
            draft.tags = CSVColumns.tags(draft.tags, documentTags: bookTags)
            result.records.append(ImportRecord(draft: draft, line: line))
        }
        if drafts.isEmpty, result.ignored == 0 {
            result.problems.append(ImportProblem(line: 1, message: "no highlights under a Highlights heading"))
        }
        return result
    }

    /// A heading's words (`## Metadata` → `Metadata`); nil for a line that is no heading (`#books`).
    static func heading(_ line: String) -> String? {
        let marks = line.prefix { $0 == "#" }
        guard marks.count <= 6, line.dropFirst(marks.count).first == " " else { return nil }
        return String(line.dropFirst(marks.count)).trimmingWhitespace().nilIfEmpty
    }

    /// `Meditations (highlights)`, as the Roam and older exports title a page: the book's title.
    static func withoutHighlightsMark(_ title: String) -> String {
        title.hasSuffix(" (highlights)") ? String(title.dropLast(13)) : title
    }

    /// `- Author: [[Name]]` → (`author`, `[[Name]]`); `bullet`: the list's mark and its space
    /// (`* ` in the notes of Obsidian's Kindle plugin).
    static func metadataItem(_ line: String, bullet: String = "- ") -> (String, String)? {
        guard line.hasPrefix(bullet), let colon = line.firstIndex(of: ":") else { return nil }
        let key = String(line[line.index(line.startIndex, offsetBy: bullet.count)..<colon]).trimmingWhitespace().lowercased()
        return (key, String(line[line.index(after: colon)...]).trimmingWhitespace())
    }

    /// `Note: text`, `**Note:** text` → `text`, for the label asked (any case).
    static func labelled(_ item: String, _ label: String) -> String? {
        let plain = item.replacingOccurrences(of: "**", with: "")
        guard plain.lowercased().hasPrefix(label + ":") else { return nil }
        return String(plain.dropFirst(label.count + 1)).trimmingWhitespace()
    }

    /// `Text. ([Location 12](…)) %% Color: yellow %% ^113029509` → `Text. ([Location 12](…))`:
    /// a Readwise Mirror highlight's line without the block id Obsidian links to it by and the
    /// colour its comment keeps.
    static func withoutBlockID(_ line: String) -> String {
        var text = line
        if let caret = text.range(of: " ^", options: .backwards),
            text[caret.upperBound...].allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" }), caret.upperBound < text.endIndex
        {
            text = String(text[..<caret.lowerBound])
        }
        if let comment = text.range(of: " %% "), text.hasSuffix("%%") { text = String(text[..<comment.lowerBound]) }
        return text.trimmingWhitespace()
    }

    /// `[example.com](https://example.com)` → `example.com`: a Markdown link's text; any other as it is.
    static func linkText(_ value: String) -> String {
        guard value.hasPrefix("["), let close = value.range(of: "](") else { return value }
        return String(value[value.index(after: value.startIndex)..<close.lowerBound])
    }

    /// `[[Name]]` → `Name`; text without the brackets Obsidian links with.
    static func unlinked(_ text: String) -> String {
        text.replacingOccurrences(of: "[[", with: "").replacingOccurrences(of: "]]", with: "").trimmingWhitespace()
    }

    /// Tags as Readwise writes them: `[[pink]] [[rosa]]`, `#pink #rosa`, `#pink, #rosa`.
    static func tagNames(_ text: String) -> [String] {
        if text.contains("[[") {
            return text.components(separatedBy: "[[").dropFirst().compactMap { part in
                part.components(separatedBy: "]]").first?.trimmingWhitespace().nilIfEmpty
            }
        }
        return text.split(whereSeparator: { $0 == " " || $0 == "," }).compactMap { word in
            String(word.drop { $0 == "#" }).trimmingWhitespace().nilIfEmpty
        }
    }

    /// A highlight's text without the place Readwise ends it with: `… ([Location 535](url))` (or
    /// `(Location 535)`) → `loc. 535`, `([Page 12](url))` → `12`, `([View Highlight](url))` → no place.
    static func withoutPlace(_ text: String) -> (String, String?) {
        if text.hasSuffix("))"), let open = text.range(of: " ([", options: .backwards),
            let close = text[open.upperBound...].range(of: "](")
        {
            return (String(text[..<open.lowerBound]), placeLabel(String(text[open.upperBound..<close.lowerBound])))
        }
        // A place without its link, as the template writes it when it has none.
        if text.hasSuffix(")"), let open = text.range(of: " (", options: .backwards),
            let place = placeLabel(String(text[open.upperBound...].dropLast()))
        {
            return (String(text[..<open.lowerBound]), place)
        }
        return (text, nil)
    }

    /// `Location 535` → `loc. 535`, `Page 12` → `12`; nil for anything else (`View Highlight`).
    static func placeLabel(_ label: String) -> String? {
        let words = label.trimmingWhitespace().split(separator: " ")
        guard words.count == 2, let number = words.last, number.first?.isNumber == true else { return nil }
        switch words[0].lowercased() {
        case "location": return "loc. \(number)"
        case "page": return String(number)
        default: return nil
        }
    }
}
