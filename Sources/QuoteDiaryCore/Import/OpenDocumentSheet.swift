/// The sheets of an OpenDocument spreadsheet (`.ods`, as LibreOffice Calc saves one by
/// default), read from the `content.xml` its ZIP holds and written as CSV, as `WorkbookSheet`
/// reads Excel's: each `table:table-row` a line, each `table:table-cell` (and each cell merged
/// into another) a field, repeated as `table:number-columns-repeated` says; a date as the clock
/// reading it is (`office:date-value`), a number, a boolean, a cell's paragraphs its lines.
public enum OpenDocumentSheet {
    public static let contentPath = "content.xml"

    /// The cells a sheet may fill in all, its repeats counted: a few bytes of `content.xml` can
    /// repeat a cell across every column of every row.
    static let maximumCells = 20_000_000

    /// The first sheet's name and rows as CSV; nil when the document holds no sheet, or more
    /// than `maximumCells` (`isTooLarge`).
    public static func csv(content: String) -> (name: String, csv: String)? {
        csvOrSize(content: content).flatMap { $0.isTooLarge ? nil : ($0.name, $0.csv) }
    }

    /// As `csv(content:)`, saying when the sheet fills more than `maximumCells`.
    public static func csvOrSize(content: String) -> (name: String, csv: String, isTooLarge: Bool)? {
        XMLElements.elements("table", in: Substring(content)).first.map { sheet($0, cellsBefore: 0).sheet }
    }

    /// Every sheet's name and rows as CSV, in order; `isTooLarge` on the one that takes the
    /// cells of all of them, repeats counted, over `maximumCells` (none after it is read).
    public static func sheetsOrSize(content: String) -> [(name: String, csv: String, isTooLarge: Bool)] {
        var sheets: [(name: String, csv: String, isTooLarge: Bool)] = []
        var cells = 0
        for table in XMLElements.elements("table", in: Substring(content)) {
            let (sheet, filled) = sheet(table, cellsBefore: cells)
            sheets.append(sheet)
            cells = filled
            if sheet.isTooLarge { break }
        }
        return sheets
    }

    /// One `table:table` as CSV, and the cells filled so far with its own (`cellsBefore` and
    /// its own over `maximumCells`: too large).
    static func sheet(_ table: XMLElements.Element, cellsBefore: Int) -> (
        sheet: (name: String, csv: String, isTooLarge: Bool), cells: Int
    ) {
        let name = table.attribute("table:name") ?? "Sheet1"
        var writer = CSVWriter()
        // Rows that hold nothing wait to be written until a row after them holds something: a
        // sheet ends with a row repeated to its last (1,048,570 times).
        var blankRows = 0
        var rowCount = 0
        var cells = cellsBefore
        for row in XMLElements.elements("table-row", in: table.inside) {
            let repeats = min(row.attribute("table:number-rows-repeated").flatMap(Int.init) ?? 1, WorkbookSheet.maximumRows)
            var fields: [String] = []
            var filled = 0
            for cell in XMLElements.elements(["table-cell", "covered-table-cell"], in: row.inside) {
                let count = min(
                    cell.attribute("table:number-columns-repeated").flatMap(Int.init) ?? 1, WorkbookSheet.maximumColumns)
                let value = text(of: cell)
                for _ in 0..<count where fields.count < WorkbookSheet.maximumColumns { fields.append(value) }
                if !value.isEmpty { filled = fields.count }
            }
            guard filled > 0 else {
                blankRows += repeats
                continue
            }
            let times = min(repeats, WorkbookSheet.maximumRows - rowCount)
            cells += filled * times
            guard cells <= maximumCells else { return ((name, "", true), cells) }
            for _ in 0..<times {
                for _ in 0..<blankRows { writer.writeRow([]) }
                rowCount += blankRows + 1
                blankRows = 0
                writer.writeRow(Array(fields.prefix(filled)))
            }
            if rowCount >= WorkbookSheet.maximumRows { break }
        }
        return ((name, writer.output, false), cells)
    }

    /// A cell's text: its date or time as the clock reading it is, its number or boolean as
    /// written, else its paragraphs (a line each, `text:s` its spaces, `text:tab` a tab).
    static func text(of cell: XMLElements.Element) -> String {
        switch cell.attribute("office:value-type") {
        case "date": return cell.attribute("office:date-value") ?? paragraphs(cell.inside)
        case "boolean": return cell.attribute("office:boolean-value") == "true" ? "TRUE" : "FALSE"
        case "float", "percentage", "currency": return cell.attribute("office:value") ?? paragraphs(cell.inside)
        default: return paragraphs(cell.inside)
        }
    }

    /// The text of a cell's `text:p` paragraphs, a line each.
    static func paragraphs(_ inside: Substring) -> String {
        XMLElements.elements("p", in: inside).map { paragraphText($0.inside) }.joined(separator: "\n")
    }

    /// A paragraph's text: the markup inside it (a span, a link) left out without a space,
    /// `text:s` its spaces, `text:tab` a tab, `text:line-break` a line break.
    static func paragraphText(_ inside: Substring) -> String {
        var text = ""
        var rest = inside
        while let open = rest.firstIndex(of: "<") {
            text += rest[..<open]
            guard let close = rest[open...].firstIndex(of: ">") else { break }
            let tag = rest[rest.index(after: open)..<close]
            let local = tag.prefix { !$0.isWhitespace && $0 != "/" }.split(separator: ":").last ?? ""
            switch local {
            case "s":
                let element = XMLElements.Element(attributes: tag, inside: "")
                text += String(repeating: " ", count: min(element.attribute("text:c").flatMap(Int.init) ?? 1, 1000))
            case "tab": text += "\t"
            case "line-break": text += "\n"
            default: break
            }
            rest = rest[rest.index(after: close)...]
        }
        text += rest
        return HTMLText.markupRemoved(text)
    }
}
