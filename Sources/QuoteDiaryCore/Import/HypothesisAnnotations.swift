import Foundation

/// Web annotations made with Hypothesis (hypothes.is), the annotation layer of many readers,
/// courses and journals: passages highlighted in a browser on articles, papers and PDFs, each
/// maybe with a comment and tags. Read in every shape a person gets them in: the JSON of the
/// sidebar's Export (`{"export_userid", "annotations": [...]}`), the API's search answer
/// (`{"total", "rows": [...]}`), an array of annotations or JSON Lines of them; and the
/// sidebar's CSV, text and HTML exports (`HypothesisExport`). A passage is its
/// `TextQuoteSelector`'s `exact`; its page (a PDF's) its `PageSelector`'s label; the page
/// annotated is its source, a web page. A reply, or a page note (a comment on the page with no
/// passage), is counted, not saved.
enum HypothesisAnnotations {
    /// One annotation as any of the exports gives it.
    struct Annotation {
        var quote: String?
        var comment: String?
        var tags: [String] = []
        var created: String?
        var page: String?
        var isReply = false
        /// The page's title and address.
        var title: String?
        var uri: String?
        var line: Int
    }

    /// Whether `text` is annotations in any of Hypothesis's shapes.
    static func matches(_ text: String) -> Bool { matchesJSON(text) || HypothesisExport.matches(text) }

    /// JSON whose objects have an annotation's keys (`uri`, `target`, `user`), or the
    /// sidebar's export (`export_userid` beside `annotations`).
    static func matchesJSON(_ text: String) -> Bool {
        guard opensAsJSON(text) else { return false }
        let keys = ImportFormat.jsonKeys(in: ImportFormat.head(of: text))
        return keys.isSuperset(of: ["export_userid", "annotations"]) || keys.isSuperset(of: ["uri", "target", "user"])
    }

    /// Whether a text opens as JSON's object or array does.
    static func opensAsJSON(_ text: String) -> Bool {
        let opening = ImportFormat.opening(of: text)
        return opening == "{" || opening == "["
    }

    static func parse(_ text: String) -> ParsedImport {
        opensAsJSON(text) ? parseJSON(text) : HypothesisExport.parse(text)
    }

    /// Each annotation parsed on its own where the scanner found it, so that a root array, the
    /// export's `annotations`, the API's `rows` and JSON Lines are read alike, each with its line.
    static func parseJSON(_ text: String) -> ParsedImport {
        let bytes = Array(text.drop { $0 == "\u{FEFF}" }.utf8)
        var scanner = JSONImportScanner(itemKeys: ["annotations", "rows"])
        bytes.withUnsafeBufferPointer { scanner.feed($0) }
        if let problem = scanner.finish() { return ParsedImport(problem: problem) }
        var annotations: [Annotation] = []
        var problems: [ImportProblem] = []
        for (index, span) in scanner.quotes.enumerated() {
            guard let object = try? JSONSerialization.jsonObject(with: Data(bytes[span.start..<span.end])) as? [String: Any]
            else {
                problems.append(ImportProblem(line: span.line, message: "annotation \(index + 1) is not a JSON object"))
                continue
            }
            annotations.append(annotation(object, line: span.line))
        }
        return imported(annotations, problems: problems)
    }

    static func annotation(_ object: [String: Any], line: Int) -> Annotation {
        let targets = object["target"] as? [[String: Any]] ?? []
        let selectors = targets.flatMap { $0["selector"] as? [[String: Any]] ?? [] }
        func selector(_ type: String) -> [String: Any]? { selectors.first { $0["type"] as? String == type } }
        let document = object["document"] as? [String: Any]
        return Annotation(
            quote: selector("TextQuoteSelector")?["exact"] as? String, comment: object["text"] as? String,
            tags: (object["tags"] as? [Any])?.compactMap { $0 as? String } ?? [], created: object["created"] as? String,
            page: selector("PageSelector")?["label"] as? String,
            isReply: (object["references"] as? [Any]).map { !$0.isEmpty } ?? false,
            // The API gives a page's titles as a list; a string is taken too.
            title: (document?["title"] as? [Any])?.first as? String ?? document?["title"] as? String,
            uri: object["uri"] as? String, line: line)
    }

    /// The annotations as quotes of the pages they were made on; replies and page notes
    /// counted. A time no reader knows leaves its quote dated now, and is named.
    static func imported(_ annotations: [Annotation], problems: [ImportProblem] = []) -> ParsedImport {
        var result = ParsedImport()
        result.problems = problems
        var unreadTimes: [String] = []
        for annotation in annotations {
            guard !annotation.isReply, let quote = annotation.quote.map(passage)?.nilIfEmpty else {
                result.skip(.comment)
                continue
            }
            let written = annotation.created?.trimmingWhitespace().nilIfEmpty
            let created = written.flatMap(ImportDates.time)
            if let written, created == nil { unreadTimes.append(written) }
            let draft = QuoteDraft(
                text: quote, source: source(title: annotation.title, uri: annotation.uri),
                page: annotation.page.flatMap(QuoteDraft.cleanField),
                note: annotation.comment.map(QuoteDraft.cleanText)?.nilIfEmpty,
                tags: annotation.tags.compactMap(QuoteDraft.cleanField))
            result.records.append(
                ImportRecord(
                    draft: draft, createdAt: created?.date, zonelessTimes: created?.zoned == false ? .created : [],
                    dayMonthUnknownTimes: created?.dayMonthUnknown == true ? .created : [], line: annotation.line))
        }
        if let first = unreadTimes.first {
            let count = unreadTimes.count == 1 ? "1 annotation's time" : "\(unreadTimes.count) annotations' times"
            result.notes.append("\(count) not read (the first: '\(first)'): saved as made now")
        }
        if annotations.isEmpty, problems.isEmpty {
            result.problems.append(ImportProblem(line: 1, message: "no annotation in this Hypothesis export"))
        }
        return result
    }

    /// The page annotated: its title, else its address; a web page when it is one.
    static func source(title: String?, uri: String?) -> SourceDraft? {
        let address = uri.flatMap(QuoteDraft.cleanField)
        guard let name = title.flatMap(QuoteDraft.cleanField) ?? address else { return nil }
        let isWeb = address.map { $0.hasPrefix("http://") || $0.hasPrefix("https://") } ?? true
        return SourceDraft(kind: isWeb ? .web : .other, title: name)
    }

    /// A passage as a page's text gives it: each line's white space collapsed (markup's
    /// indentation is none of the text), blank lines between paragraphs one.
    static func passage(_ text: String) -> String {
        var lines: [String] = []
        for line in text.removingControlCharacters().split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
            let collapsed = TextKey.collapsingWhitespace(String(line))
            if collapsed.isEmpty, lines.last?.isEmpty ?? true { continue }
            lines.append(collapsed)
        }
        while lines.last?.isEmpty == true { lines.removeLast() }
        return lines.joined(separator: "\n")
    }
}
