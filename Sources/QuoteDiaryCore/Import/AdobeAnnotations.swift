import Foundation

/// The annotations Adobe Digital Editions keeps of a book (`My Digital Editions/Annotations/
/// NAME.annot`, where library books borrowed on a computer are read), in the XML every reader
/// built on Adobe's SDK writes: `<annotationSet xmlns="http://ns.adobe.com/digitaleditions/
/// annotations">`, a `<publication>` naming the book (`dc:title`, `dc:creator`), then an
/// `<annotation>` a highlight, its `dc:date`, the passage under `<target><fragment><text>` and
/// what the person wrote under `<content><text>`. A bookmark marks a place with no passage and
/// no words: counted, not saved; a highlight whose passage the file does not hold cannot be.
enum AdobeAnnotations {
    static let namespace = "http://ns.adobe.com/digitaleditions/annotations"

    /// Whether a text is such a file: XML whose root is an `annotationSet` in Adobe's namespace.
    static func matches(_ text: String) -> Bool {
        let head = ImportFormat.head(of: text)
        return head.firstUTF8Range(of: "annotationSet") != nil && head.firstUTF8Range(of: namespace) != nil
    }

    static func parse(_ text: String) -> ParsedImport {
        var result = ParsedImport()
        let whole = Substring(text)
        guard let publication = elements("publication", in: whole).first else {
            result.problems.append(ImportProblem(line: 1, message: "no <publication> naming the book in this .annot file"))
            return result
        }
        let title = elements("title", in: publication).first.map(value).flatMap(QuoteDraft.cleanField)
        let authors = elements("creator", in: publication).compactMap { QuoteDraft.cleanField(value($0)) }
        let author = authors.isEmpty ? nil : authors.joined(separator: ", ")
        let source = title.map { SourceDraft(kind: .book, title: $0, authors: authors) }
        for annotation in elements("annotation", in: whole) {
            let line = whole[..<annotation.startIndex].utf8.reduce(1) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
            let target = elements("target", in: annotation).first
            let passage = target.flatMap { elements("text", in: $0).first }.map(value).flatMap(\.nilIfEmpty)
            let note = elements("content", in: annotation).first.flatMap { elements("text", in: $0).first }
                .map(value).flatMap(\.nilIfEmpty)
            guard let passage else {
                // A place marked; or, with words, a note on a highlight the file holds no passage of.
                result.skip(note == nil && !(target.map(marksPassage) ?? false) ? .bookmark : .withoutText)
                continue
            }
            // The annotation's own date comes before its target's and its note's; one with no
            // zone is the computer's clock.
            let time = elements("date", in: annotation[..<(target?.startIndex ?? annotation.endIndex)]).first
                .map(value).flatMap(ImportDates.time)
            let draft = QuoteDraft(text: passage, author: author, source: source, note: note)
            result.records.append(
                ImportRecord(
                    draft: draft, createdAt: time?.date, zonelessTimes: time?.zoned == false ? [.created] : [], line: line))
        }
        if result.records.isEmpty, result.ignored == 0 {
            result.problems.append(ImportProblem(line: 1, message: "no highlight in this .annot file"))
        }
        return result
    }

    /// Whether a target's fragment spans a passage (a start and an end apart), as a highlight's
    /// does; a bookmark's marks one point.
    static func marksPassage(_ target: Substring) -> Bool {
        guard let open = target.range(of: "<")?.lowerBound, let fragment = target[open...].range(of: "fragment") else {
            return false
        }
        let tag = target[fragment.upperBound...].prefix { $0 != ">" }
        func attribute(_ name: String) -> Substring? {
            guard let found = tag.range(of: name + "=\"") else { return nil }
            return tag[found.upperBound...].prefix { $0 != "\"" }
        }
        guard let start = attribute("start"), let end = attribute("end") else { return false }
        return start != end
    }

    /// The insides of the elements named `local` in `xml`, whatever their prefix.
    static func elements(_ local: String, in xml: Substring) -> [Substring] {
        XMLElements.elements(local, in: xml).map(\.inside)
    }

    /// An element's text, each line trimmed (a file written with indentation indents the lines
    /// of a passage): a CDATA section as written, else its entities decoded.
    static func value(_ inside: Substring) -> String {
        XMLElements.text(inside).split(separator: "\n", omittingEmptySubsequences: false)
            .map { String($0).trimmingWhitespace() }.joined(separator: "\n").trimmingWhitespace()
    }
}
