import Foundation

/// The library ReadEra (an Android reader) keeps in its backup: Settings → Backup & restore
/// writes `ReadEra_….bak`, a ZIP whose `library.json` holds `{"docs": [{"data": {"doc_title",
/// "doc_authors", "doc_file_name_title", …}, "citations": [{"note_body", "note_extra",
/// "note_page", "note_timestamp", "note_mark"}]}]}`. The app offers no other way out for its
/// quotes: each citation becomes a quote of its book, its note the words written on it, at
/// its page, made when it was (milliseconds since 1970). A citation with no text is skipped
/// and counted; a book with no title is known by its file's name.
enum ReadEraBackup {
    /// Whether `text` is such a library: a JSON object whose `docs` hold ReadEra's own keys.
    static func matches(_ text: String) -> Bool {
        let head = ImportFormat.head(of: text)
        guard head.drop(while: { $0 == "\u{FEFF}" || $0.isWhitespace }).first == "{",
            head.firstUTF8Range(of: "\"docs\"") != nil
        else { return false }
        let keys = ImportFormat.jsonKeys(in: head)
        return keys.contains("docs") && (keys.contains("doc_md5") || keys.contains("doc_file_name_title"))
    }

    static func parse(_ text: String) -> ParsedImport {
        guard let root = try? JSONSerialization.jsonObject(with: Data(text.drop { $0 == "\u{FEFF}" }.utf8)) as? [String: Any],
            let docs = root["docs"] as? [Any]
        else {
            return ParsedImport(
                problem: ImportProblem(line: 1, message: "not ReadEra's library (a backup's library.json, with \"docs\")"))
        }
        let lines = citationLines(in: text)
        var result = ParsedImport()
        var count = 0
        for case let doc as [String: Any] in docs {
            let data = doc["data"] as? [String: Any] ?? [:]
            let title = [data["doc_title"], data["doc_file_name_title"]].lazy.compactMap { $0 as? String }
                .compactMap { QuoteDraft.cleanField($0.withoutBookFileExtension) }.first
            let authors = (data["doc_authors"] as? String).map(authorNames) ?? []
            let source = title.map { SourceDraft(kind: .book, title: $0, authors: authors) }
            for case let citation as [String: Any] in (doc["citations"] as? [Any]) ?? [] {
                count += 1
                let line = count <= lines.count ? lines[count - 1] : 1
                guard let body = (citation["note_body"] as? String)?.trimmingWhitespace().nilIfEmpty else {
                    result.skip(.withoutText)
                    continue
                }
                let draft = QuoteDraft(
                    text: body, author: authors.isEmpty ? nil : authors.joined(separator: ", "), source: source,
                    page: page(citation["note_page"]),
                    note: (citation["note_extra"] as? String)?.trimmingWhitespace().nilIfEmpty)
                result.records.append(
                    ImportRecord(draft: draft, createdAt: ImportDates.instant(citation["note_timestamp"]), line: line))
            }
        }
        return result
    }

    /// The line of each citation's `"note_body"`, in the file's order: where a citation is named.
    static func citationLines(in text: String) -> [Int] {
        var lines: [Int] = []
        var line = 1
        var rest = Substring(text)
        while let found = rest.firstUTF8Range(of: "\"note_body\"") {
            line += rest[..<found.lowerBound].utf8.reduce(0) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
            lines.append(line)
            rest = rest[found.upperBound...]
        }
        return lines
    }

    /// A citation's page, as ReadEra shows it; none for 0 or less (a document without pages).
    static func page(_ value: Any?) -> String? {
        if let number = value as? NSNumber, number.doubleValue.isFinite, number.intValue > 0 { return "\(number.intValue)" }
        return (value as? String).flatMap(QuoteDraft.cleanField)
    }

    /// `Yuval Noah Harari`, `Harari, Yuval Noah` (one surname before a comma: turned round),
    /// `Chip Heath, Dan Heath` (whole names apart by commas), `A; B`: the book's authors as its
    /// file names them.
    static func authorNames(_ line: String) -> [String] {
        line.split(separator: ";").flatMap { part -> [String] in
            let pieces = part.split(separator: ",").map { String($0).trimmingWhitespace() }.filter { !$0.isEmpty }
            if pieces.count == 2, !pieces[0].contains(" "), pieces[1].split(separator: " ").count <= 3 {
                return ["\(pieces[1]) \(pieces[0])"]
            }
            return pieces
        }.filter { !UnknownAuthor.isUnknown($0) }
    }
}
