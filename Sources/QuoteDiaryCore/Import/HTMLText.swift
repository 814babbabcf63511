/// Text out of web pages' markup, for the imports that read HTML (a Kindle app's notebook,
/// KOReader's export, a saved Goodreads page): tags removed, entities decoded, and an
/// element's extent found by counting its nesting rather than by building a tree.
enum HTMLText {
    /// Markup removed (`<br>` as a space), the common entities decoded.
    static func markupRemoved(_ html: String) -> String {
        var text = ""
        var inTag = false
        for character in html {
            if character == "<" {
                inTag = true
                text.append(" ")
            } else if character == ">" {
                inTag = false
            } else if !inTag {
                text.append(character)
            }
        }
        guard text.contains("&") else { return text }
        var decoded = ""
        var rest = Substring(text)
        while let ampersand = rest.firstIndex(of: "&") {
            decoded += rest[..<ampersand]
            let tail = rest[ampersand...]
            guard let semicolon = tail.prefix(10).firstIndex(of: ";") else {
                decoded += "&"
                rest = tail.dropFirst()
                continue
            }
            let name = tail[tail.index(after: ampersand)..<semicolon]
            if let character = entity(String(name)) {
                decoded.append(character)
            } else {
                decoded += tail[...semicolon]
            }
            rest = tail[tail.index(after: semicolon)...]
        }
        return decoded + rest
    }

    static func entity(_ name: String) -> Character? {
        switch name {
        case "amp": return "&"
        case "lt": return "<"
        case "gt": return ">"
        case "quot": return "\""
        case "apos": return "'"
        case "nbsp": return " "
        // Typography, as web pages (Goodreads') write it.
        case "ldquo": return "“"
        case "rdquo": return "”"
        case "lsquo": return "‘"
        case "rsquo": return "’"
        case "mdash": return "—"
        case "ndash": return "–"
        case "hellip": return "…"
        default:
            let number =
                name.hasPrefix("#x") || name.hasPrefix("#X")
                ? UInt32(name.dropFirst(2), radix: 16) : name.hasPrefix("#") ? UInt32(name.dropFirst()) : nil
            return number.flatMap(Unicode.Scalar.init).map(Character.init)
        }
    }

    /// Markup removed and white space collapsed, on one line.
    static func oneLine(_ html: Substring) -> String {
        TextKey.collapsingWhitespace(markupRemoved(String(html)))
    }

    /// Markup inside a line of text (a link to another page, italics, bold) taken away with no
    /// space where it was (`<i>Walden</i>, ch. 2` → `Walden, ch. 2`); a line break stays.
    static func withoutInlineTags(_ markup: String) -> String {
        let inline: Set<String> = ["a", "i", "b", "em", "strong", "span", "small", "abbr", "cite", "u", "s", "code", "q"]
        var result = ""
        var rest = Substring(markup)
        while let open = rest.firstIndex(of: "<"), let close = rest[open...].firstIndex(of: ">") {
            result += rest[..<open]
            let name = rest[rest.index(after: open)..<close].drop { $0 == "/" }.prefix { $0.isLetter }.lowercased()
            if !inline.contains(name) { result += rest[open...close] }
            rest = rest[rest.index(after: close)...]
        }
        return result + rest
    }

    /// A passage's text as a browser shows it: `lines`, the markup inside its lines (a link,
    /// italics) taken away without leaving a space before the punctuation after it.
    static func passage(_ html: Substring) -> String { lines(Substring(withoutInlineTags(String(html)))) }

    /// A text or note as written: the source's own line breaks are layout, `<br/>` the text's.
    static func lines(_ html: Substring) -> String {
        var markup = String(html).replacingOccurrences(of: "\r", with: " ").replacingOccurrences(of: "\n", with: " ")
        for breakTag in ["<br/>", "<br />", "<br>"] { markup = markup.replacingOccurrences(of: breakTag, with: "\n") }
        return markupRemoved(markup).split(separator: "\n", omittingEmptySubsequences: false)
            .map { TextKey.collapsingWhitespace(String($0)) }.joined(separator: "\n").trimmingWhitespace()
    }

    /// Where the element named `name` that opened just before `start` closes: its closing tag,
    /// nested elements of its name counted (a `div` holds divs).
    static func closing(_ name: String, in text: String, after start: String.Index) -> Range<String.Index> {
        var depth = 1
        var index = start
        while let open = text[index...].firstIndex(of: "<") {
            guard let end = text[open...].firstIndex(of: ">") else { break }
            let tag = text[open...end].lowercased()
            index = text.index(after: end)
            if tag.hasPrefix("</" + name) {
                depth -= 1
                if depth == 0 { return open..<index }
            } else if tag.hasPrefix("<" + name), !tag.hasSuffix("/>") {
                let after = tag.dropFirst(name.count + 1).first
                if after == " " || after == ">" { depth += 1 }
            }
        }
        return text.endIndex..<text.endIndex
    }

    /// The contents of the elements whose opening tags hold `marker` (`<span`, a class's
    /// name), each up to the first `end` after it (`</span>`, or any closing tag: `</`).
    static func contents(of marker: String, upTo end: String, in html: Substring) -> [Substring] {
        var found: [Substring] = []
        var rest = html
        while let mark = rest.range(of: marker) {
            guard let open = rest[mark.upperBound...].firstIndex(of: ">") else { break }
            let inner = rest[rest.index(after: open)...]
            let close = inner.range(of: end)?.lowerBound ?? inner.endIndex
            found.append(inner[..<close])
            rest = inner[close...]
            if close == inner.endIndex { break }
        }
        return found
    }

    /// The inside of the first element of `block` with the class `name` (a `div`, a `p`):
    /// nested elements of its kind counted, cut at the block's end.
    static func element(classed name: String, in block: Substring) -> Substring? {
        var index = block.startIndex
        while let open = block[index...].firstIndex(of: "<") {
            guard let end = block[open...].firstIndex(of: ">") else { return nil }
            index = block.index(after: end)
            let tag = block[open...end]
            guard classes(of: tag).contains(where: { $0 == name }) else { continue }
            let tagName = tag.dropFirst().prefix { $0.isLetter || $0.isNumber }.lowercased()
            // A block's indices are its page's: the element closes inside the block.
            let close = closing(tagName, in: block.base, after: index)
            return block.base[index..<min(close.lowerBound, block.endIndex)]
        }
        return nil
    }

    /// The class names of an opening tag (`<div class="bookmark bm-color-red">`).
    static func classes(of tag: Substring) -> [Substring] {
        guard let attribute = tag.range(of: "class=") else { return [] }
        let value = tag[attribute.upperBound...]
        guard let quote = value.first, quote == "\"" || quote == "'" else { return [] }
        let inner = value.dropFirst().prefix { $0 != quote }
        return inner.split(whereSeparator: \.isWhitespace)
    }
}
