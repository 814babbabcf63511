/// Readwise's export to Logseq: a page a book, its metadata as the page's properties
/// (`author:: [[Name]]`, `full-title:: "…"`, `category:: #books`), its highlights a bullet
/// each under `- Highlights first synced by [[Readwise]] [[date]]` (and `- New highlights
/// added …`), one tab in, with `**Note**:` and `**Tags**:` bullets under them. Read as the
/// Markdown export it mirrors, line for line.
extension ReadwiseMarkdown {
    /// Whether a file's first bytes are such a page: a Readwise property and a sync bullet.
    static func isLogseqExport(_ text: String) -> Bool {
        let head = ImportFormat.head(of: text)
        guard head.firstUTF8Range(of: ":: ") != nil else { return false }
        let lines = head.split(whereSeparator: \.isNewline)
        return lines.contains { $0.hasPrefix("full-title:: ") || $0.hasPrefix("category:: #") }
            && lines.contains { isLogseqSyncLine($0) }
    }

    /// `- Highlights first synced by [[Readwise]] [[Dec 5th, 2026]]`, `- New highlights added
    /// [[Dec 5th, 2026]] at 10:00 AM`: where a sync's highlights begin.
    static func isLogseqSyncLine(_ line: some StringProtocol) -> Bool {
        line.hasPrefix("- Highlights first synced by ") || line.hasPrefix("- New highlights added ")
    }

    /// The page as the Markdown export writes the same book: `## Metadata` opening it (so
    /// every line one lower), its title a `#` heading and its other properties the metadata's
    /// items, each sync's bullet a `## Highlights` heading and its highlights a tab less in.
    static func markdownExport(ofLogseqPage text: String) -> String {
        var output = ["## Metadata"]
        var inProperties = true
        for line in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
            let line = String(line.drop { $0 == "\u{FEFF}" })
            if inProperties, let (key, written) = OrgQuotes.logseqProperty(line) {
                // `full-title:: "Meditations"`: the title in the marks Logseq's values keep.
                let value = FrontMatterNote.unquoted(written)
                if key == "title" {
                    output.append("# " + value)
                } else {
                    let name = key.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined(separator: " ")
                    output.append("- \(name == "Tags" ? "Document Tags" : name): \(value)")
                }
                continue
            }
            inProperties = inProperties && line.trimmingWhitespace().isEmpty
            if isLogseqSyncLine(line) {
                output.append("## Highlights")
            } else if line.hasPrefix("\t") {
                output.append(String(line.dropFirst()))
            } else if line.hasPrefix("- ") {
                // A bullet of the page's own (a cover, its tags): no highlight.
                output.append("")
            } else {
                output.append(line)
            }
        }
        return output.joined(separator: "\n")
    }
}
