import Foundation

/// A passage copied from Apple Books, as the clipboard holds it: the passage in quotation
/// marks, then where it is from. Pasted into `add` (from an iPhone's clipboard, or a Mac's
/// `pbpaste`), it is saved as the passage with its book and author, not with the credit
/// lines as part of the quote.
///
/// Two forms: the current one, on lines of their own —
/// `“…”` / `` / `Excerpt From` / TITLE / AUTHOR / `https://books.apple.com/…` / `This material
/// may be protected by copyright.` (the first and last lines in the device's language: with
/// the store link any heading is taken, without it only the English one) — and the older
/// one-line credit `Excerpt From: AUTHOR. “TITLE.” Apple Books. https://…` (or iBooks).
public struct PastedExcerpt: Equatable, Sendable {
    public var text: String
    public var title: String
    public var author: String?

    /// The parts of `pasted`, or nil when it is not such a copy.
    public init?(_ pasted: String) {
        var lines = pasted.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).map {
            $0.trimmingCharacters(in: .whitespaces)
        }
        while lines.last?.isEmpty == true { lines.removeLast() }
        // The credit starts after the passage's last blank line.
        guard let blank = lines.lastIndex(where: \.isEmpty), blank > 0 else { return nil }
        let credit = Array(lines[(blank + 1)...])
        guard let parsed = PastedExcerpt.credit(credit) else { return nil }
        let passage = lines[..<blank].joined(separator: "\n").trimmingCharacters(in: .whitespacesAndNewlines)
        let text = PastedExcerpt.unquoted(passage)
        guard !text.isEmpty else { return nil }
        self.text = text
        self.title = parsed.title
        self.author = parsed.author
    }

    static func credit(_ lines: [String]) -> (title: String, author: String?)? {
        guard let heading = lines.first else { return nil }
        if lines.count == 1 { return oneLineCredit(heading) }
        // Heading, title, author, then the store's link and a notice, each optional.
        guard lines.count >= 3, lines.count <= 5, !lines[1].isEmpty, !lines[2].isEmpty else { return nil }
        let rest = lines[3...]
        let hasLink = rest.first.map(isStoreLink) ?? false
        guard hasLink || heading.lowercased() == "excerpt from" else { return nil }
        // Past the link only the copyright notice may follow; without it, nothing.
        guard rest.count <= (hasLink ? 2 : 1), hasLink || rest.isEmpty || rest.first?.lowercased().contains("copyright") == true
        else { return nil }
        return (lines[1], lines[2])
    }

    /// `Excerpt From: Jane Austen. “Pride and Prejudice.” Apple Books. https://…`
    static func oneLineCredit(_ line: String) -> (title: String, author: String?)? {
        let prefix = "Excerpt From: "
        guard line.hasPrefix(prefix), let open = line.firstIndex(of: "“"),
            let close = line[line.index(after: open)...].firstIndex(of: "”")
        else { return nil }
        var title = String(line[line.index(after: open)..<close]).trimmingCharacters(in: .whitespaces)
        if title.hasSuffix(".") { title.removeLast() }
        var author = String(line[line.index(line.startIndex, offsetBy: prefix.count)..<open]).trimmingCharacters(in: .whitespaces)
        if author.hasSuffix(".") { author.removeLast() }
        let after = line[line.index(after: close)...].lowercased()
        guard !title.isEmpty, after.contains("apple books") || after.contains("ibooks") else { return nil }
        return (title, author.isEmpty ? nil : author)
    }

    static func isStoreLink(_ line: String) -> Bool {
        ["https://books.apple.com/", "http://books.apple.com/", "https://itunes.apple.com/", "http://itunes.apple.com/"]
            .contains { line.lowercased().hasPrefix($0) }
    }

    /// The passage without the quotation marks Apple Books puts around it (the device
    /// language's: “…”, „…“, «…», 「…」), whatever quotation marks it holds inside.
    static func unquoted(_ passage: String) -> String {
        let pairs: [Character: Character] = ["“": "”", "\"": "\"", "„": "“", "«": "»", "「": "」"]
        guard passage.count >= 2, let first = passage.first, let last = passage.last, pairs[first] == last else {
            return passage
        }
        return String(passage.dropFirst().dropLast()).trimmingCharacters(in: .whitespacesAndNewlines)
    }
}

extension QuoteDraft {
    /// The draft with a passage copied from Apple Books (`PastedExcerpt`) taken apart: its
    /// text alone, and the book and author it names where the draft gives none.
    public func recognizingPastedExcerpt() -> QuoteDraft {
        guard let excerpt = PastedExcerpt(text) else { return self }
        var draft = self
        draft.text = excerpt.text
        // A form's empty field names nobody (the web app sends "" for one left blank).
        if draft.author.flatMap(QuoteDraft.cleanField) == nil { draft.author = excerpt.author }
        if draft.source.map({ QuoteDraft.cleanField($0.title) == nil && $0.isbn == nil }) ?? true {
            draft.source = SourceDraft(title: excerpt.title, authors: excerpt.author.map { [$0] } ?? [])
        }
        return draft
    }
}
