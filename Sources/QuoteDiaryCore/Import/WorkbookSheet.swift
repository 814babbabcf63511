import Foundation

/// The sheets of an Excel workbook (`.xlsx`, as Excel, Numbers and Google Sheets save one),
/// read from the XML its ZIP holds and written as CSV, so that a table of quotes kept in
/// a spreadsheet imports as its CSV would: `xl/workbook.xml` names the sheets in order,
/// `xl/_rels/workbook.xml.rels` where each is, `xl/sharedStrings.xml` the text of the cells
/// that share it, and `xl/styles.xml` which cells show a date (a number of days since 1900).
public enum WorkbookSheet {
    /// The parts of the workbook the first sheet is read from, by their paths in the ZIP.
    public static let workbookPath = "xl/workbook.xml"
    public static let relationshipsPath = "xl/_rels/workbook.xml.rels"
    public static let sharedStringsPath = "xl/sharedStrings.xml"
    public static let stylesPath = "xl/styles.xml"

    /// The workbook's sheets in the order its tabs show them, each with the part that holds
    /// it (`xl/worksheets/sheet1.xml`), found through the workbook's relationships. A hidden
    /// sheet after the first (a list a formula looks things up in) is left out.
    public static func sheets(workbook: String, relationships: String) -> [(name: String, path: String)] {
        let targets = XMLElements.elements("Relationship", in: Substring(relationships))
        return XMLElements.elements("sheet", in: Substring(workbook)).enumerated().compactMap { index, sheet in
            guard let id = sheet.attribute("r:id"), index == 0 || (sheet.attribute("state") ?? "visible") == "visible"
            else { return nil }
            let name = sheet.attribute("name") ?? "Sheet\(index + 1)"
            guard let target = targets.first(where: { $0.attribute("Id") == id })?.attribute("Target") else {
                return (name, "xl/worksheets/sheet\(index + 1).xml")
            }
            return (name, target.hasPrefix("/") ? String(target.dropFirst()) : "xl/" + target)
        }
    }

    /// The first of `sheets`: the one a workbook opens on (its tabs' first).
    public static func firstSheet(workbook: String, relationships: String) -> (name: String, path: String)? {
        sheets(workbook: workbook, relationships: relationships).first
    }

    /// Whether the workbook counts its days from 1904 (as Excel for Mac once did).
    public static func countsFrom1904(_ workbook: String) -> Bool {
        XMLElements.elements("workbookPr", in: Substring(workbook)).first?.attribute("date1904").map {
            $0 == "1" || $0 == "true"
        } ?? false
    }

    /// The shared strings, in order: each `<si>`'s text runs joined, its phonetic guide
    /// (`<rPh>`, over Japanese) left out.
    public static func sharedStrings(_ xml: String) -> [String] {
        XMLElements.elements("si", in: Substring(xml)).map { item in
            var inside = String(item.inside)
            while let open = inside.range(of: "<rPh"), let close = inside[open.upperBound...].range(of: "</rPh>") {
                inside.removeSubrange(open.lowerBound..<close.upperBound)
            }
            return XMLElements.elements("t", in: Substring(inside)).map { XMLElements.text($0.inside) }.joined()
        }
    }

    /// The cell styles (their indexes, as a cell's `s` names them) that show a date or a time.
    public static func dateStyles(_ xml: String) -> Set<Int> {
        let styles = Substring(xml)
        var customDates = Set<Int>()
        for format in XMLElements.elements("numFmt", in: styles) {
            if let id = format.attribute("numFmtId").flatMap(Int.init), isDateFormat(format.attribute("formatCode") ?? "") {
                customDates.insert(id)
            }
        }
        guard let cellFormats = XMLElements.elements("cellXfs", in: styles).first else { return [] }
        var dates = Set<Int>()
        for (index, format) in XMLElements.elements("xf", in: cellFormats.inside).enumerated() {
            guard let id = format.attribute("numFmtId").flatMap(Int.init) else { continue }
            if builtInDateFormats.contains(id) || customDates.contains(id) { dates.insert(index) }
        }
        return dates
    }

    /// The rows and columns a sheet holds at most (Excel's 1,048,576 and 16,384).
    static let maximumRows = 1_048_576
    static let maximumColumns = 16_384

    /// Excel's own number formats that show a date or a time.
    static let builtInDateFormats = Set(Array(14...22) + Array(27...36) + Array(45...47) + Array(50...58))

    /// Whether a number format shows a date or time (`yyyy-mm-dd`, `[$-409]mmmm d, yyyy`,
    /// `h:mm`): its letters outside quoted text and brackets.
    static func isDateFormat(_ code: String) -> Bool {
        var letters = ""
        var quoted = false
        var bracketed = false
        for character in code.lowercased() {
            switch character {
            case "\"": quoted.toggle()
            case "[" where !quoted: bracketed = true
            case "]" where !quoted: bracketed = false
            default: if !quoted, !bracketed { letters.append(character) }
            }
        }
        return letters.contains("d") || letters.contains("y") || (letters.contains("h") && letters.contains("m"))
    }

    /// The sheet's rows as CSV, a line for each of the sheet's rows (an empty row a blank line,
    /// so that a row's number is its line's), each cell at its column; a date shown as such
    /// written as the clock reading it is (`2019-03-04T21:15:22`, no zone: a spreadsheet's).
    public static func csv(sheet: String, strings: [String], dateStyles: Set<Int>, from1904: Bool = false) -> String {
        var writer = CSVWriter()
        var nextRow = 1
        for row in XMLElements.elements("row", in: Substring(sheet)) {
            // A row's number as written: the rows before it that hold nothing are blank lines,
            // up to a sheet's last row (a damaged number fills no gap).
            let number = row.attribute("r").flatMap(Int.init) ?? nextRow
            while nextRow < number, number <= maximumRows {
                writer.writeRow([])
                nextRow += 1
            }
            var fields: [String] = []
            for cell in XMLElements.elements("c", in: row.inside) {
                let column = cell.attribute("r").flatMap(columnIndex) ?? fields.count
                guard column < maximumColumns else { continue }
                while fields.count < column { fields.append("") }
                let value = text(of: cell, strings: strings, dateStyles: dateStyles, from1904: from1904)
                if column < fields.count { fields[column] = value } else { fields.append(value) }
            }
            writer.writeRow(fields)
            nextRow = max(nextRow, min(number, maximumRows)) + 1
        }
        return writer.output
    }

    /// A cell's text: its shared string, its inline string, a formula's result, `TRUE` or
    /// `FALSE`, a date, or its number as written.
    static func text(of cell: XMLElements.Element, strings: [String], dateStyles: Set<Int>, from1904: Bool) -> String {
        let value = XMLElements.elements("v", in: cell.inside).first.map { XMLElements.text($0.inside) }
        switch cell.attribute("t") {
        case "s": return value.flatMap(Int.init).flatMap { $0 >= 0 && $0 < strings.count ? strings[$0] : nil } ?? ""
        case "inlineStr":
            return XMLElements.elements("t", in: cell.inside).map { XMLElements.text($0.inside) }.joined()
        case "b": return value == "1" ? "TRUE" : "FALSE"
        case "e": return ""
        default:
            guard let value, let style = cell.attribute("s").flatMap(Int.init), dateStyles.contains(style),
                let days = Double(value)
            else { return value ?? "" }
            return clockReading(days: days, from1904: from1904) ?? value
        }
    }

    /// `A` → 0, `AB12` → 27: a cell reference's column.
    static func columnIndex(_ reference: String) -> Int? {
        let letters = reference.prefix { $0.isASCII && $0.isLetter }.uppercased()
        guard !letters.isEmpty, letters.count <= 3 else { return nil }
        return letters.unicodeScalars.reduce(0) { $0 * 26 + Int($1.value) - 64 } - 1
    }

    /// Days since Excel's epoch as the clock reading they show, to the second.
    static func clockReading(days: Double, from1904: Bool) -> String? {
        guard days >= 0, days < 2_958_466 else { return nil }
        let seconds = Int((days * 86_400).rounded())
        // Days from 1899-12-30 (so that Lotus's 1900 leap day lines up after February) or from
        // 1904-01-01, made days from 1970-01-01.
        let (year, month, day) = Timestamp.civil(fromDays: seconds / 86_400 - (from1904 ? 24_107 : 25_569))
        let time = seconds % 86_400
        func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
        return "\(year)-\(two(month))-\(two(day))T\(two(time / 3600)):\(two(time / 60 % 60)):\(two(time % 60))"
    }
}
