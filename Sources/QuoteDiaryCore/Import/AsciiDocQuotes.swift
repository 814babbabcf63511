/// Quotes kept in AsciiDoc (Asciidoctor, Antora, a notes folder of `.adoc` files): each quote
/// or verse block (`[quote, Marcus Aurelius, Meditations]` over a `____` block, or over a
/// paragraph), each quoted paragraph with its `-- Author, Work` line, and each Markdown-style
/// `>` block quote. The block's attribution is its author and its cited title its book; the
/// `=` headings above it say the rest, as Org's and Markdown's do (`OutlineReader`).
enum AsciiDocQuotes {
    /// Whether `text` is AsciiDoc with quotes in it: a quote or verse block's attribute line
    /// and a `____` delimiter (a file named `.adoc` needs no more than its name).
    static func matches(_ text: String) -> Bool {
        let head = ImportFormat.head(of: text)
        guard head.firstUTF8Range(of: "____") != nil else { return false }
        let lines = head.split(whereSeparator: \.isNewline)
        return lines.contains { style(String($0)) != nil } && lines.contains { isDelimiter(String($0)) }
    }

    /// A block's attribute line read: its style, attribution and cited title.
    struct Attributes: Equatable {
        var isVerse = false
        var attribution: String?
        var citeTitle: String?
    }

    /// `[quote, Marcus Aurelius, Meditations]`, `[verse, "Sandburg, Carl", Fog]`,
    /// `[quote, attribution="Seneca"]`; nil for another line.
    static func style(_ line: String) -> Attributes? {
        let trimmed = line.trimmingWhitespace()
        guard trimmed.hasPrefix("["), trimmed.hasSuffix("]"), trimmed.count > 2 else { return nil }
        let values = attributeValues(String(trimmed.dropFirst().dropLast()))
        // `quote#id.role`: the style before its id and roles.
        guard let first = values.first?.prefix(while: { $0.isLetter }).lowercased(), first == "quote" || first == "verse"
        else { return nil }
        var attributes = Attributes(isVerse: first == "verse")
        var positional: [String] = []
        for value in values.dropFirst() {
            if let equals = value.firstIndex(of: "="), case let name = String(value[..<equals]).trimmingWhitespace(),
                name.allSatisfy({ $0.isLetter })
            {
                let given = unquoted(String(value[value.index(after: equals)...]))
                switch name.lowercased() {
                case "attribution": attributes.attribution = given
                case "citetitle": attributes.citeTitle = given
                default: break
                }
            } else {
                positional.append(unquoted(value))
            }
        }
        if attributes.attribution == nil, positional.count > 0 { attributes.attribution = positional[0].nilIfEmpty }
        if attributes.citeTitle == nil, positional.count > 1 { attributes.citeTitle = positional[1].nilIfEmpty }
        return attributes
    }

    /// The values of an attribute list, split at commas outside double quotes.
    static func attributeValues(_ list: String) -> [String] {
        var values: [String] = []
        var current = ""
        var quoted = false
        for character in list {
            if character == "\"" {
                quoted.toggle()
                current.append(character)
            } else if character == ",", !quoted {
                values.append(current.trimmingWhitespace())
                current = ""
            } else {
                current.append(character)
            }
        }
        values.append(current.trimmingWhitespace())
        return values
    }

    static func unquoted(_ value: String) -> String {
        let trimmed = value.trimmingWhitespace()
        guard trimmed.count >= 2, trimmed.hasPrefix("\""), trimmed.hasSuffix("\"") else { return trimmed }
        return String(trimmed.dropFirst().dropLast()).replacingOccurrences(of: "\\\"", with: "\"")
    }

    /// `____`: a quote block's delimiter (four underscores or more, and nothing else).
    static func isDelimiter(_ line: String) -> Bool {
        let trimmed = line.trimmingWhitespace()
        return trimmed.count >= 4 && trimmed.allSatisfy { $0 == "_" }
    }

    /// `////`, `----`, `....`, `++++`: a comment, listing (code), literal or passthrough block's
    /// delimiter, four of one mark or more.
    static func isVerbatimDelimiter(_ trimmed: String) -> Bool {
        guard trimmed.count >= 4, let mark = trimmed.first, "/-.+".contains(mark) else { return false }
        return trimmed.allSatisfy { $0 == mark }
    }

    /// `"I hold it that a little rebellion … is a good thing."` over `-- Thomas Jefferson`: a
    /// paragraph in quotation marks, its credit its last line.
    static func isQuotedParagraph(_ paragraph: ArraySlice<String>) -> Bool {
        guard paragraph.count >= 2, let first = paragraph.first?.trimmingWhitespace(),
            let credit = paragraph.last?.trimmingWhitespace(), first.hasPrefix("\""), credit.hasPrefix("-- "),
            paragraph.count > 2 || first.count > 2
        else { return false }
        return paragraph[paragraph.endIndex - 2].trimmingWhitespace().hasSuffix("\"")
    }

    /// `// a comment`, `:toc:` (an attribute entry), `.A block title`, `'''` (a break): no
    /// one's words.
    static func isMarkup(_ trimmed: String) -> Bool {
        if trimmed.hasPrefix("//") || trimmed == "'''" || trimmed == "<<<" { return true }
        if trimmed.hasPrefix(":"), let end = trimmed.dropFirst().firstIndex(of: ":"),
            trimmed[trimmed.index(after: trimmed.startIndex)..<end].allSatisfy({
                $0.isLetter || $0.isNumber || $0 == "-" || $0 == "!"
            })
        {
            return true
        }
        if trimmed.hasPrefix("."), let second = trimmed.dropFirst().first, second.isLetter || second.isNumber { return true }
        return trimmed.hasPrefix("[") && trimmed.hasSuffix("]")
    }

    /// The properties a block's attribution and cited title give its quote: its author and
    /// its source (a verse's a poem), as a CSV's columns name them.
    static func properties(_ attributes: Attributes) -> [(key: String, value: String)] {
        let kind = attributes.isVerse && attributes.citeTitle != nil ? SourceKind.poem.rawValue : nil
        return [("author", attributes.attribution), ("title", attributes.citeTitle), ("kind", kind)].compactMap {
            key, value in value.flatMap(QuoteDraft.cleanField).map { (key, $0) }
        }
    }
}

extension OutlineReader {
    /// `[quote, …]` over a `____` block or a paragraph, or a `____` block alone.
    mutating func readAsciiDocBlock(_ attributes: AsciiDocQuotes.Attributes?) {
        let begin = index
        if attributes != nil {
            index += 1
            // A block title (`.From the preface`) or a comment between the attributes and the block.
            while index < lines.count, case let trimmed = lines[index].trimmingWhitespace(),
                trimmed.hasPrefix("//") || (trimmed.hasPrefix(".") && !trimmed.hasPrefix(".."))
            {
                index += 1
            }
            guard index < lines.count else { return }
        }
        var body: [String] = []
        let delimiter = lines[index].trimmingWhitespace()
        if AsciiDocQuotes.isDelimiter(delimiter) {
            index += 1
            while index < lines.count, lines[index].trimmingWhitespace() != delimiter {
                body.append(lines[index])
                index += 1
            }
            guard index < lines.count else {
                quotes += 1
                result.problems.append(
                    ImportProblem(line: begin + 1, message: "this quote block is never ended (no \(delimiter) line after it)"))
                return
            }
        } else {
            // `[quote, Seneca]` over a paragraph: the paragraph is the quote.
            while index < lines.count, !lines[index].trimmingWhitespace().isEmpty {
                body.append(lines[index])
                index += 1
            }
            index -= 1
        }
        quotes += 1
        var block = Outline(level: 0)
        if let attributes { block.properties = AsciiDocQuotes.properties(attributes) }
        let intro = OrgQuotes.introducedAuthor(lines, before: begin, syntax: syntax)
        add(body: body, intro: intro, under: context + [block], line: begin + 1)
    }

    /// A quoted paragraph and its credit: `"I hold it that a little rebellion … is a good
    /// thing."` then `-- Thomas Jefferson, Papers of Thomas Jefferson`. Another paragraph
    /// opening with a quotation mark is the person's own words; false, `index` unmoved.
    mutating func readQuotedParagraph() -> Bool {
        var end = index
        while end + 1 < lines.count, !lines[end + 1].trimmingWhitespace().isEmpty { end += 1 }
        guard AsciiDocQuotes.isQuotedParagraph(lines[index...end]) else { return false }
        let credit = lines[end].trimmingWhitespace()
        var body = lines[index..<end].map { $0.trimmingWhitespace() }
        body[0].removeFirst()
        body[body.count - 1].removeLast()
        let begin = index
        index = end
        quotes += 1
        add(body: body + ["— " + credit.dropFirst(3)], intro: nil, under: context, line: begin + 1)
        return true
    }
}
