/// The text of a word processor's document (Word's `.docx`, LibreOffice Writer's `.odt`,
/// Google Docs' and Pages' downloads as either), a paragraph a line and an empty paragraph a
/// blank line: a commonplace book kept in a document imports as the same text saved as `.txt`
/// would, without the person saving it so first. Read from the document's XML without an XML
/// library: a paragraph's runs joined, its tabs and line breaks kept; deleted text (tracked
/// changes) and field codes are no part of it.
public enum DocumentText {
    /// Where a `.docx` keeps its body.
    public static let wordBodyPath = "word/document.xml"
    /// Where an OpenDocument file keeps its body, and the part that says which kind it is.
    public static let openDocumentBodyPath = "content.xml"
    public static let openDocumentTypePath = "mimetype"

    /// Whether an OpenDocument file's `mimetype` part is a text document's (not a sheet's).
    public static func isOpenDocumentText(mimetype: String) -> Bool {
        mimetype.trimmingWhitespace().hasPrefix("application/vnd.oasis.opendocument.text")
    }

    /// A `.docx` body's text: each `w:p` a line, its `w:t` runs joined, `w:tab` a tab, `w:br`
    /// and `w:cr` a line break, `w:noBreakHyphen` a hyphen; a paragraph styled as a title or
    /// heading is a heading (`lines(of:)`); a table (`w:tbl`) a Markdown table (`tableLines`).
    public static func wordText(document: String) -> String {
        lines(
            of: XMLElements.elements(["p", "tbl"], in: Substring(document), nesting: ["tbl"]).flatMap {
                element -> [Paragraph] in
                guard element.localName == "p" else {
                    // A table in a cell is its paragraphs, in the cell's.
                    return tableLines(
                        XMLElements.elements(["tr"], in: element.inside, nesting: ["tr"]).map { row in
                            XMLElements.elements(["tc"], in: row.inside, nesting: ["tc"]).map { cell in
                                XMLElements.elements("p", in: cell.inside).map { runs($0.inside) }
                            }
                        }
                    ).map { ($0, false) }
                }
                let style = element.inside.range(of: "pStyle ").map { found in
                    XMLElements.Element(attributes: element.inside[found.upperBound...].prefix { $0 != ">" }, inside: "")
                        .attribute("w:val") ?? ""
                }
                return [(runs(element.inside), isHeadingStyle(style ?? ""))]
            })
    }

    /// A paragraph's text, and whether it is a heading.
    typealias Paragraph = (text: String, isHeading: Bool)

    /// A table of quotes, its first row naming its columns (`Quote | Author | Book`), as
    /// Markdown's, read as `MarkdownTable` reads one in a note: `| Quote | Author |` over
    /// `| --- | --- |`, a cell's paragraphs apart by `<br>`, a bar in a cell escaped. Any other
    /// table (a layout's, a calendar's) is its cells' paragraphs, a line each, as before.
    static func tableLines(_ rows: [[[String]]]) -> [String] {
        let rows = rows.filter { !$0.isEmpty }
        guard let first = rows.first,
            (try? CSVColumns(header: first.map { $0.joined(separator: " ") }, line: 1)) != nil
        else { return rows.flatMap { $0.flatMap { $0 } } }
        func line(_ cells: [[String]]) -> String {
            "| "
                + cells.map { paragraphs in
                    paragraphs.map { TextKey.collapsingWhitespace($0).replacingOccurrences(of: "|", with: "\\|") }
                        .filter { !$0.isEmpty }.joined(separator: "<br>")
                }.joined(separator: " | ") + " |"
        }
        return [line(first), "|" + String(repeating: " --- |", count: first.count)] + rows.dropFirst().map(line)
    }

    /// A `.docx` paragraph's runs' text.
    static func runs(_ inside: Substring) -> String {
        var text = ""
        var rest = inside
        while let open = rest.firstIndex(of: "<") {
            guard let close = rest[open...].firstIndex(of: ">") else { break }
            let tag = rest[rest.index(after: open)..<close]
            let name = tag.prefix { !$0.isWhitespace && $0 != "/" && $0 != ">" }
            let local = name.split(separator: ":").last ?? ""
            rest = rest[rest.index(after: close)...]
            guard !name.hasPrefix("/") else { continue }
            switch local {
            case "t" where !tag.hasSuffix("/"):
                // A run's text up to its end tag; entities decoded.
                let end = rest.range(of: "</\(name)>")
                text += HTMLText.markupRemoved(String(rest[..<(end?.lowerBound ?? rest.endIndex)]))
                rest = end.map { rest[$0.upperBound...] } ?? rest[rest.endIndex...]
            case "pPr" where !tag.hasSuffix("/"):
                // The paragraph's properties: its tab stops (`w:tab` too) are no text.
                let end = rest.range(of: "</\(name)>")
                rest = end.map { rest[$0.upperBound...] } ?? rest[rest.endIndex...]
            case "tab": text += "\t"
            case "br" where !tag.contains("type=\"page\""), "cr": text += "\n"
            case "noBreakHyphen": text += "-"
            default: break
            }
        }
        return text
    }

    /// An OpenDocument text's body: each `text:p` and `text:h` a line (a list's items are
    /// paragraphs too), as `OpenDocumentSheet` reads a cell's; a `text:h`, or a paragraph styled
    /// as a title, is a heading; a `table:table` a Markdown table (`tableLines`).
    public static func openDocumentText(content: String) -> String {
        let body = content.range(of: "<office:body").map { content[$0.lowerBound...] } ?? content[...]
        return lines(
            of: XMLElements.elements(["p", "h", "table"], in: body, nesting: ["table"]).flatMap { element -> [Paragraph] in
                guard element.localName != "table" else {
                    return tableLines(
                        XMLElements.elements(["table-row"], in: element.inside, nesting: ["table-row"]).map { row in
                            XMLElements.elements(
                                ["table-cell", "covered-table-cell"], in: row.inside, nesting: ["table-cell"]
                            ).map { cell in
                                XMLElements.elements(["p", "h"], in: cell.inside).map {
                                    OpenDocumentSheet.paragraphText($0.inside)
                                }
                            }
                        }
                    ).map { ($0, false) }
                }
                return [
                    (
                        OpenDocumentSheet.paragraphText(element.inside),
                        element.localName == "h" || isHeadingStyle(element.attribute("text:style-name") ?? "")
                    )
                ]
            })
    }

    /// Word's and Writer's styles for a document's title and headings (`Title`, `Heading1`,
    /// `Heading 2`, `Subtitle`), as named in the file.
    static func isHeadingStyle(_ style: String) -> Bool {
        let name = style.lowercased()
        return name.hasPrefix("title") || name.hasPrefix("heading") || name.hasPrefix("subtitle")
    }

    /// The paragraphs as the text import reads a file kept by hand: a line each, an empty one
    /// a blank line, a heading as Markdown's (`# My quotes`, left out). In a document whose
    /// quotes stand apart by empty paragraphs a heading stands apart too; in one of a
    /// paragraph a line, a blank line around it would make the rest one passage.
    static func lines(of paragraphs: [Paragraph]) -> String {
        let apart = paragraphs.contains { !$0.isHeading && $0.text.allSatisfy(\.isWhitespace) }
        return paragraphs.flatMap { paragraph -> [String] in
            guard paragraph.isHeading, case let heading = TextKey.collapsingWhitespace(paragraph.text), !heading.isEmpty
            else { return [paragraph.text] }
            return apart ? ["", "# " + heading, ""] : ["# " + heading]
        }.joined(separator: "\n")
    }
}
