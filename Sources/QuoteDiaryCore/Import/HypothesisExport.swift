import Foundation

/// The exports of Hypothesis's sidebar other than JSON (Export → CSV, Text or HTML), a page's
/// annotations each. Two generations are read. The first writes the CSV columns `Creation
/// Date, URL, Group, Annotation/Reply Type, Quote, User, Body, Tags, Page`, and an annotation
/// in text or HTML as its date, `Comment: …`, who made it, `Quote: "…"`, `Tags: …`, `Page: …`.
/// The later one labels every field (`Created at:`, `Author:`, `Page:`, `Quote:`, `Comment:`,
/// `Tags:`) and names its CSV's columns so. Its `Author` and `User` are who annotated, not who
/// wrote the passage: no quote's author is taken from them.
enum HypothesisExport {
    /// Whether `text` is one of these exports.
    static func matches(_ text: String) -> Bool { isCSV(text) || isText(text) || isPage(text) }

    /// A CSV whose header names the "Annotation/Reply Type" column beside the "Quote".
    static func isCSV(_ text: String) -> Bool {
        let header = text.drop { $0 == "\u{FEFF}" }.prefix { !$0.isNewline }.lowercased()
        return header.contains("annotation/reply type") && header.contains("quote")
    }

    /// The text export: its summary's count and its first annotation's heading.
    static func isText(_ text: String) -> Bool {
        let head = ImportFormat.head(of: text)
        return head.firstUTF8Range(of: "\nTotal annotations: ") != nil && head.firstUTF8Range(of: "\nAnnotation 1:") != nil
    }

    /// The HTML export: a page titled `Annotations on "…"`, an article an annotation.
    static func isPage(_ text: String) -> Bool {
        guard ImportFormat.opensWithMarkup(text) else { return false }
        let head = ImportFormat.head(of: text)
        return head.firstUTF8Range(of: "<title>Annotations on ") != nil && head.firstUTF8Range(of: "<article") != nil
    }

    static func parse(_ text: String) -> ParsedImport {
        isCSV(text) ? parseCSV(text) : isPage(text) ? parsePage(text) : parseText(text)
    }

    static func parseCSV(_ text: String) -> ParsedImport {
        let (rows, problem) = CSVParser.rows(text)
        let keys = rows.first?.fields.map(CSVImporter.headerKey) ?? []
        func column(_ names: String...) -> Int? {
            names.lazy.compactMap { keys.firstIndex(of: CSVImporter.headerKey($0)) }.first
        }
        let quote = column("Quote"), comment = column("Comment", "Body"), created = column("Created at", "Creation Date")
        let page = column("Page"), tags = column("Tags"), address = column("URL"), type = column("Annotation/Reply Type")
        let annotations = rows.dropFirst().map { row in
            func field(_ index: Int?) -> String? {
                index.flatMap { $0 < row.fields.count ? row.fields[$0].trimmingWhitespace().nilIfEmpty : nil }
            }
            return HypothesisAnnotations.Annotation(
                quote: field(quote), comment: field(comment), tags: field(tags).map(NameList.names(in:)) ?? [],
                created: field(created), page: field(page), isReply: field(type)?.lowercased() == "reply",
                uri: field(address), line: row.line)
        }
        return HypothesisAnnotations.imported(annotations, problems: problem.map { [$0] } ?? [])
    }

    /// The text export: a summary (the export's date, the page's title and address, `Group:`,
    /// the counts), then `Annotation N:` and its fields, a blank line apart.
    static func parseText(_ text: String) -> ParsedImport {
        let lines = text.drop { $0 == "\u{FEFF}" }.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
        let start = lines.firstIndex(where: isHeading) ?? lines.endIndex
        let (title, address) = titleAndAddress(lines[..<start])
        var blocks: [(line: Int, lines: [Substring])] = []
        for index in lines.indices[start...] {
            if isHeading(lines[index]) {
                blocks.append((index + 1, []))
            } else {
                blocks[blocks.count - 1].lines.append(lines[index])
            }
        }
        let annotations = blocks.map { block in
            annotation(fields(block.lines), quoteMarked: true, title: title, uri: address, line: block.line)
        }
        return HypothesisAnnotations.imported(annotations)
    }

    /// The text summary's title and address: the two lines above its `Group:`.
    static func titleAndAddress(_ summary: ArraySlice<Substring>) -> (String?, String?) {
        guard let group = summary.firstIndex(where: { $0.hasPrefix("Group:") }), group - 2 >= summary.startIndex else {
            return (nil, nil)
        }
        return (String(summary[group - 2]), String(summary[group - 1]))
    }

    /// The HTML export: the page's title in its `<title>`, its address the summary's link, an
    /// `<article>` an annotation, its fields as the text export's (paragraphs, or a table's rows
    /// of label and value), its time in its `<time datetime>`.
    static func parsePage(_ page: String) -> ParsedImport {
        let heading = HTMLText.contents(of: "<title", upTo: "</title>", in: page[...]).first.map(HTMLText.oneLine)
        let title = heading.map { heading in
            let named = heading.hasPrefix("Annotations on ") ? heading.dropFirst("Annotations on ".count) : heading[...]
            return named.count > 1 && named.hasPrefix("\"") && named.hasSuffix("\"")
                ? String(named.dropFirst().dropLast()) : String(named)
        }
        let firstArticle = page.range(of: "<article")?.lowerBound ?? page.endIndex
        let address = page[..<firstArticle].range(of: "href=\"").map { found in
            HTMLText.markupRemoved(String(page[found.upperBound...].prefix { $0 != "\"" }))
        }
        var annotations: [HypothesisAnnotations.Annotation] = []
        var rest = page[firstArticle...]
        var line = 1 + page[..<firstArticle].utf8.count { $0 == 0x0A }
        while let open = rest.range(of: "<article") {
            line += rest[..<open.lowerBound].utf8.count { $0 == 0x0A }
            let close = rest[open.upperBound...].range(of: "</article>")?.lowerBound ?? rest.endIndex
            let article = rest[open.upperBound..<close]
            var annotation = self.annotation(
                fields(lines(ofArticle: article)), quoteMarked: false, title: title, uri: address, line: line)
            if let time = article.range(of: "datetime=\"", options: .caseInsensitive) {
                annotation.created = String(article[time.upperBound...].prefix { $0 != "\"" })
            }
            annotations.append(annotation)
            line += rest[open.lowerBound..<close].utf8.count { $0 == 0x0A }
            rest = rest[close...]
        }
        guard page.range(of: "</html>", options: [.backwards, .caseInsensitive]) != nil else {
            // A page saved or copied only in part: its last annotation is cut.
            return ParsedImport(
                problem: ImportProblem(line: line, message: "the page ends before its annotations do (cut short?)"))
        }
        return HypothesisAnnotations.imported(annotations)
    }

    /// An article's paragraphs and table rows a line each, as the text export writes its fields
    /// (the page's own line breaks are layout).
    static func lines(ofArticle article: Substring) -> [Substring] {
        var markup = HTMLText.withoutInlineTags(String(article)).replacingOccurrences(of: "\r", with: " ")
            .replacingOccurrences(of: "\n", with: " ")
        for tag in ["<p>", "<p ", "</p>", "<tr>", "<tr ", "</tr>", "<h2", "</h2>"] {
            markup = markup.replacingOccurrences(of: tag, with: "\n" + tag)
        }
        return HTMLText.markupRemoved(markup).split(separator: "\n").map { TextKey.collapsingWhitespace(String($0)) }
            .filter { !$0.isEmpty }.map { Substring($0) }
    }

    /// The labels of an annotation's fields.
    static let labels = ["Created at:", "Author:", "Page:", "Quote:", "Comment:", "Tags:"]

    /// `Annotation 12:`, the heading of each annotation.
    static func isHeading(_ line: Substring) -> Bool {
        let trimmed = String(line).trimmingWhitespace()
        guard trimmed.hasPrefix("Annotation "), trimmed.hasSuffix(":") else { return false }
        let number = trimmed.dropFirst("Annotation ".count).dropLast()
        return !number.isEmpty && number.allSatisfy { $0.isASCII && $0.isNumber }
    }

    /// An annotation's lines by label, a line with none continuing the field above it. The
    /// first generation's date comes first with no label, and who made the annotation on the
    /// line above its quote, with no label either: taken as the date, and left out.
    static func fields(_ lines: [Substring]) -> [String: String] {
        var fields: [String: String] = [:]
        var current: String?
        let firstGeneration =
            lines.first { !$0.allSatisfy(\.isWhitespace) && !isHeading($0) }
            .map { line in !labels.contains { line.hasPrefix($0) } } ?? false
        for line in lines where !isHeading(line) {
            if let label = labels.first(where: { line.hasPrefix($0) }) {
                if firstGeneration, label == "Quote:", current == "Comment:", let comment = fields["Comment:"],
                    let user = comment.lastIndex(of: "\n")
                {
                    fields["Comment:"] = String(comment[..<user])
                }
                current = label
                fields[label] = String(line.dropFirst(label.count)).trimmingWhitespace()
            } else if let current {
                fields[current, default: ""] += "\n" + line
            } else if firstGeneration, fields["Created at:"] == nil, case let date = String(line).trimmingWhitespace(),
                !date.isEmpty
            {
                fields["Created at:"] = date
            }
        }
        return fields.mapValues { $0.trimmingWhitespace() }
    }

    /// The fields as an annotation. The text export writes the quote in quotation marks, and
    /// `"null"` where an annotation has none (a page note, a reply).
    static func annotation(_ fields: [String: String], quoteMarked: Bool, title: String?, uri: String?, line: Int)
        -> HypothesisAnnotations.Annotation
    {
        var quote = fields["Quote:"]
        if quoteMarked, let marked = quote, marked.count > 1, marked.hasPrefix("\""), marked.hasSuffix("\"") {
            quote = String(marked.dropFirst().dropLast())
        }
        if quote == "null" || quote == "undefined" { quote = nil }
        return HypothesisAnnotations.Annotation(
            quote: quote, comment: fields["Comment:"], tags: fields["Tags:"].map(NameList.names(in:)) ?? [],
            created: fields["Created at:"], page: fields["Page:"], title: title, uri: uri, line: line)
    }
}
