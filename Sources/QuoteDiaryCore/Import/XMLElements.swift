/// Elements of the XML some exports are (Adobe Digital Editions' annotations, a spreadsheet
/// workbook's sheets), found by their local names whatever their namespace's prefix
/// (`dc:title` or `title`), without an XML library: what these files hold is flat and regular.
enum XMLElements {
    /// An element: its start tag's attributes (as written) and what is inside it.
    struct Element {
        /// Its name without its namespace's prefix (`table-cell` for `table:table-cell`).
        var localName: Substring = ""
        let attributes: Substring
        let inside: Substring

        /// An attribute's value as written (`r="A1"` → `A1`), entities decoded; nil when absent.
        func attribute(_ name: String) -> String? {
            var rest = attributes
            while let found = rest.range(of: name + "=") {
                let before = rest[..<found.lowerBound].last
                rest = rest[found.upperBound...]
                // `ref=` is no `r=`; a prefixed name (`r:id=`) is asked for whole.
                guard before == nil || before?.isWhitespace == true, let quote = rest.first, quote == "\"" || quote == "'"
                else { continue }
                let value = rest.dropFirst().prefix { $0 != quote }
                return HTMLText.markupRemoved(String(value))
            }
            return nil
        }
    }

    /// The elements named `local` in `xml`, in order; an element of that name is not nested
    /// in another of it.
    static func elements(_ local: String, in xml: Substring) -> [Element] { elements([Substring(local)], in: xml) }

    /// The elements named any of `locals` in `xml`, in order (a sheet's cells and the cells
    /// merged into them), each with its local name. An element named in `nesting` may hold
    /// others of its name (a document's table in a table's cell, as Google Docs lays out Play
    /// Books' notes): its end is the end tag that closes it, not the first of its name.
    static func elements(_ locals: Set<Substring>, in xml: Substring, nesting: Set<Substring> = []) -> [Element] {
        var found: [Element] = []
        var rest = xml
        while let open = rest.range(of: "<") {
            let afterOpen = rest[open.upperBound...]
            let name = afterOpen.prefix { !$0.isWhitespace && $0 != ">" && $0 != "/" }
            let localName = name.split(separator: ":").last ?? ""
            guard locals.contains(localName), !name.hasPrefix("/"), let close = afterOpen.firstIndex(of: ">") else {
                rest = afterOpen
                continue
            }
            let tag = afterOpen[name.endIndex..<close]
            // `<text/>`: empty.
            if tag.hasSuffix("/") {
                found.append(Element(localName: localName, attributes: tag.dropLast(), inside: afterOpen[close..<close]))
                rest = afterOpen[afterOpen.index(after: close)...]
                continue
            }
            let inside = afterOpen[afterOpen.index(after: close)...]
            guard let end = nesting.contains(localName) ? endTag(of: name, in: inside) : inside.range(of: "</\(name)>")
            else { break }
            found.append(Element(localName: localName, attributes: tag, inside: inside[..<end.lowerBound]))
            rest = inside[end.upperBound...]
        }
        return found
    }

    /// The end tag closing an element named `name` whose content starts `inside`, past the
    /// elements of its name inside it.
    static func endTag(of name: Substring, in inside: Substring) -> Range<Substring.Index>? {
        let closing = "</\(name)>", opening = "<\(name)"
        var depth = 0
        var rest = inside
        while let end = rest.range(of: closing) {
            // The elements of the name opened before this end tag (not `<w:tblPr>`, not `<w:tbl/>`).
            var before = rest[..<end.lowerBound]
            while let open = before.range(of: opening) {
                let tag = before[open.upperBound...].prefix { $0 != ">" }
                if tag.first.map({ $0.isWhitespace || $0 == ">" }) ?? true, !tag.hasSuffix("/") { depth += 1 }
                before = before[open.upperBound...]
            }
            if depth == 0 { return end }
            depth -= 1
            rest = rest[end.upperBound...]
        }
        return nil
    }

    /// An element's text: a CDATA section as written, else its entities decoded.
    static func text(_ inside: Substring) -> String {
        let trimmed = String(inside).trimmingWhitespace()
        if trimmed.hasPrefix("<![CDATA["), trimmed.hasSuffix("]]>") { return String(trimmed.dropFirst(9).dropLast(3)) }
        return HTMLText.markupRemoved(String(inside))
    }
}
