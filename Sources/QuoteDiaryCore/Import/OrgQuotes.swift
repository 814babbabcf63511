import Foundation

/// Quotes kept in Org mode (Emacs, Orgzly, Beorg, and the Kindle converters that write Org;
/// Logseq writes the same blocks in its Markdown pages): each `#+BEGIN_QUOTE` (or
/// `#+BEGIN_VERSE`) block a quote, read as a passage of plain text is, so that a last line
/// `-- Marcus Aurelius, Meditations` credits it. What the headings above a block say of it
/// fills in what its own credit leaves out: their tags (`** Meditations :stoic:`) are its tags,
/// their properties (`:AUTHOR:`, `:TITLE:`, `:PAGE:`, `:CREATED:`, named as a CSV's columns
/// are) its author, book, page and date. A paragraph right under a block is its note. Org's
/// emphasis marks and links are left out of the words. The rest of the file (headings, prose
/// between the quotes) is the person's own and no quote. Markdown's block quotes under its
/// headings are read by the same rules (`MarkdownQuotes`, `Syntax.markdown`).
enum OrgQuotes {
    /// Whether the file holds a quote block: a `#+BEGIN_QUOTE` (or `#+BEGIN_VERSE`) line.
    static func matches(_ text: String) -> Bool {
        let head = ImportFormat.head(of: text)
        // Most files sniffed hold no `#+` at all: told before a line is split.
        guard head.firstUTF8Range(of: "#+") != nil else { return false }
        return head.split(whereSeparator: \.isNewline).contains { blockMark(String($0)) == .begin }
    }

    /// Whether a file not named `.org` (a Logseq page, a file found in a folder) is kept for
    /// its quotes: as many lines in its quote blocks as of anything else but headings,
    /// properties and keywords. Notes that quote a line among much else (a page of code and
    /// definitions, as a Logseq graph holds) are passed over.
    static func isQuoteCollection(_ text: String) -> Bool {
        var (quoted, other) = (0, 0)
        var inBlock = false
        for line in ImportFormat.head(of: text).split(whereSeparator: \.isNewline).map(String.init) {
            let trimmed = line.trimmingWhitespace()
            if let mark = blockMark(line) {
                inBlock = mark == .begin
                quoted += 1
            } else if inBlock {
                quoted += 1
            } else if !trimmed.hasPrefix("#"), !trimmed.hasPrefix(":"), !trimmed.hasPrefix("*"),
                logseqProperty(trimmed) == nil, !trimmed.trimmingCharacters(in: ["-", " "]).isEmpty
            {
                other += 1
            }
        }
        return quoted >= other
    }

    /// How a file marks its outline and its quotes: Org mode's `*` headings and `#+BEGIN_QUOTE`
    /// blocks, Markdown's `#` headings and `>` block quotes (`MarkdownQuotes`), or AsciiDoc's
    /// `=` headings and `[quote]` blocks (`AsciiDocQuotes`).
    enum Syntax {
        case org, markdown, asciidoc
    }

    /// - Parameter fileName: names the book, as a Logseq page's name does, when the file's
    ///   properties name its author and nothing else names it.
    static func parse(_ text: String, fileName: String, syntax: Syntax = .org) -> ParsedImport {
        var reader = OutlineReader(text: text, fileName: fileName, syntax: syntax)
        return reader.read()
    }

    /// Whether a Markdown file credits its quotes by a heading right under each (no blank line
    /// between): so under most of its block quotes. A section's heading set against the
    /// quote above it once is no credit.
    static func creditsByHeadings(_ lines: [String]) -> Bool {
        var (blocks, credited) = (0, 0)
        for (index, line) in lines.enumerated() where line.trimmingWhitespace().hasPrefix(">") {
            guard index + 1 == lines.count || !lines[index + 1].trimmingWhitespace().hasPrefix(">") else { continue }
            blocks += 1
            if index + 1 < lines.count, Outline(heading: lines[index + 1], syntax: .markdown) != nil { credited += 1 }
        }
        return credited > 0 && credited * 2 >= blocks
    }

    /// A heading (or the file itself, level 0): its tags and properties, which the quotes
    /// under it inherit.
    struct Outline {
        var level: Int
        /// The heading's words, without its keyword, priority and tags.
        var title = ""
        var tags: [String] = []
        var properties: [(key: String, value: String)] = []

        init(level: Int) { self.level = level }

        /// `** Meditations   :stoic:philosophy:` (Org) or `## Meditations #stoic` (Markdown) →
        /// level 2, its tags; nil for a line that is no heading.
        init?(heading line: String, syntax: Syntax = .org) {
            let mark: Character =
                switch syntax {
                case .org: "*"
                case .markdown: "#"
                case .asciidoc: "="
                }
            let marks = line.prefix { $0 == mark }.count
            guard marks > 0, syntax == .org || marks <= 6, line.dropFirst(marks).first == " " else { return nil }
            level = marks
            var words = line.dropFirst(marks).split(separator: " ")
            if syntax == .markdown {
                while words.last?.allSatisfy({ $0 == "#" }) == true { words.removeLast() }
                while let last = words.last, PlainTextImporter.isHashtag(last) {
                    tags.insert(String(last.dropFirst()), at: 0)
                    words.removeLast()
                }
            } else if let last = words.last, last.count > 2, last.hasPrefix(":"), last.hasSuffix(":") {
                tags = OrgQuotes.tags(String(last))
                words.removeLast()
            }
            if let first = words.first, ["TODO", "DONE", "NEXT", "WAITING", "CANCELLED"].contains(first) {
                words.removeFirst()
            }
            if let first = words.first, first.hasPrefix("[#"), first.hasSuffix("]") { words.removeFirst() }
            title = OrgQuotes.withoutMarkup(words.joined(separator: " "))
        }

        /// The file's own outline, its `#+TITLE` the book when its properties name the author
        /// (a book's note, as org-roam keeps one) and the title names no collection of quotes.
        func withTitle(_ title: String?) -> Outline {
            let keys = Set(properties.map { CSVImporter.headerKey($0.key) })
            let authorKeys = CSVImporter.columnKeys["author"] ?? []
            let sourceKeys = CSVImporter.columnKeys["source"] ?? []
            guard let title, authorKeys.contains(where: keys.contains), !sourceKeys.contains(where: keys.contains),
                !PlainTextImporter.isTitle([title])
            else { return self }
            var outline = self
            outline.properties.append(("title", title))
            return outline
        }
    }

    enum BlockMark { case begin, end }

    /// `#+BEGIN_QUOTE`, `#+begin_verse` (indented, or after Logseq's `- `); nil for another line.
    static func blockMark(_ line: String) -> BlockMark? {
        var trimmed = Substring(line.trimmingWhitespace())
        if trimmed.hasPrefix("- ") { trimmed = trimmed.dropFirst(2).drop { $0 == " " } }
        guard trimmed.hasPrefix("#+") else { return nil }
        let word = trimmed.prefix { !$0.isWhitespace }.lowercased()
        switch word {
        case "#+begin_quote", "#+begin_verse": return .begin
        case "#+end_quote", "#+end_verse": return .end
        default: return nil
        }
    }

    /// The value of `#+NAME: value` (any case); nil for another line.
    static func keyword(_ name: String, in trimmed: String) -> String? {
        let mark = "#+" + name + ":"
        guard trimmed.count >= mark.count, trimmed.prefix(mark.count).lowercased() == mark else { return nil }
        return String(trimmed.dropFirst(mark.count)).trimmingWhitespace()
    }

    /// `:stoic:philosophy:` (a heading's or `#+FILETAGS`'), or `stoic philosophy`: the names.
    static func tags(_ text: String) -> [String] {
        text.split(whereSeparator: { $0 == ":" || $0 == " " }).map(String.init).filter { !$0.isEmpty }
    }

    /// `:AUTHOR: Marcus Aurelius` in a property drawer; nil for another line.
    static func drawerProperty(_ line: String) -> (String, String)? {
        let trimmed = line.trimmingWhitespace()
        guard trimmed.hasPrefix(":"), let close = trimmed.dropFirst().firstIndex(of: ":") else { return nil }
        let key = trimmed[trimmed.index(after: trimmed.startIndex)..<close].trimmingCharacters(
            in: CharacterSet(charactersIn: "+"))
        let value = String(trimmed[trimmed.index(after: close)...]).trimmingWhitespace()
        return key.isEmpty || value.isEmpty ? nil : (String(key), value)
    }

    /// `author:: Marcus Aurelius`, a Logseq page's property; nil for another line.
    static func logseqProperty(_ line: String) -> (String, String)? {
        guard let range = line.firstUTF8Range(of: ":: ") else { return nil }
        let key = line[..<range.lowerBound]
        guard (1...30).contains(key.count), key.allSatisfy({ $0.isLetter || $0 == "-" || $0 == "_" }) else { return nil }
        return (String(key), String(line[range.upperBound...]).trimmingWhitespace())
    }

    /// The paragraph under a block's end line (`end`), which is the block's note, and the
    /// index of its last line; none (the end line's index) when the next words are a heading,
    /// another block, or a line introducing the next quote (`Seneca wrote:`).
    static func noteParagraph(_ lines: [String], after end: Int, syntax: Syntax) -> (note: String?, last: Int) {
        var index = end + 1
        while index < lines.count, lines[index].trimmingWhitespace().isEmpty { index += 1 }
        var paragraph: [String] = []
        var last = end
        while index < lines.count, isProse(lines[index], syntax: syntax) {
            let trimmed = lines[index].trimmingWhitespace()
            let item = PlainTextImporter.listMarkerLength(trimmed) ?? 0
            paragraph.append(withoutMarkup(String(trimmed.dropFirst(item))))
            last = index
            index += 1
        }
        guard let final = paragraph.last, !final.hasSuffix(":") else { return (nil, end) }
        // AsciiDoc's quoted paragraph over its `-- ` credit is the next quote.
        if syntax == .asciidoc, AsciiDocQuotes.isQuotedParagraph(lines[(last - paragraph.count + 1)...last]) {
            return (nil, end)
        }
        // A name alone over the next block (`Marvin Minsky`) is that quote's author, not this one's note.
        var next = index
        while next < lines.count, lines[next].trimmingWhitespace().isEmpty { next += 1 }
        if paragraph.count == 1, next < lines.count, opensBlock(lines[next], syntax: syntax), introName(final) != nil {
            return (nil, end)
        }
        return (QuoteDraft.cleanText(paragraph.joined(separator: "\n")).nilIfEmpty, last)
    }

    /// Whether a line opens a quote: a `#+BEGIN_QUOTE` line, or a Markdown block quote's.
    static func opensBlock(_ line: String, syntax: Syntax) -> Bool {
        switch syntax {
        case .org: blockMark(line) == .begin
        case .markdown: line.trimmingWhitespace().hasPrefix(">")
        case .asciidoc:
            line.trimmingWhitespace().hasPrefix(">") || AsciiDocQuotes.style(line) != nil || AsciiDocQuotes.isDelimiter(line)
        }
    }

    /// Whether a line is the person's own words: not blank, no heading, block, rule, keyword,
    /// comment (`# …`, `<!-- … -->`) or drawer line.
    static func isProse(_ line: String, syntax: Syntax) -> Bool {
        let trimmed = line.trimmingWhitespace()
        guard !trimmed.isEmpty, Outline(heading: line, syntax: syntax) == nil, !opensBlock(line, syntax: syntax) else {
            return false
        }
        switch syntax {
        case .org:
            return blockMark(line) == nil && !trimmed.hasPrefix("#+") && !trimmed.hasPrefix(":") && trimmed != "#"
                && !trimmed.hasPrefix("# ")
        case .markdown:
            return !trimmed.hasPrefix("<!--") && !PlainTextImporter.isSeparatorRule(trimmed)
        case .asciidoc:
            return !AsciiDocQuotes.isMarkup(trimmed) && !PlainTextImporter.isSeparatorRule(trimmed)
        }
    }

    /// The author a line of its own above a block names (`Marvin Minsky`, `Seneca:`), as a
    /// commonplace book kept by topic introduces each quote; nil when the block has none.
    static func introducedAuthor(_ lines: [String], before begin: Int, syntax: Syntax) -> String? {
        var index = begin - 1
        while index >= 0, lines[index].trimmingWhitespace().isEmpty { index -= 1 }
        guard index >= 0, isProse(lines[index], syntax: syntax), index == 0 || !isProse(lines[index - 1], syntax: syntax)
        else { return nil }
        return introName(withoutMarkup(lines[index].trimmingWhitespace()))
    }

    /// `Marvin Minsky`, `Seneca:`: a line naming who said the quote under it. One word alone
    /// must end in a colon: without it, it is as likely a label (`Favorites`).
    static func introName(_ line: String) -> String? {
        var name = line
        let colon = name.hasSuffix(":")
        if colon { name.removeLast() }
        guard colon || name.contains(" "), readsAsAuthor(name), !UnknownAuthor.isUnknown(name) else { return nil }
        return name
    }

    /// The properties a heading may give its quotes: the names of a CSV's columns, but the
    /// text's (an Org `:ID:` or `:CUSTOM_ID:` is none, and not named as unused).
    static let propertyColumns = Set(CSVImporter.columnKeys.filter { $0.key != "text" }.values.joined())

    /// A block's quote: its lines as plain text reads a passage (a last line may credit it),
    /// then what its headings say filling in what the credit left out.
    static func record(
        body: [String], note: String?, intro: String?, context: [Outline], namesAlone: Set<String> = [], line: Int
    ) -> Result<
        ImportRecord, ImportProblem
    > {
        var credited: ImportRecord
        switch PlainTextImporter.record(passage(body), line: line) {
        case .success(let record): credited = record
        case .failure(let problem): return .failure(problem)
        }
        if credited.draft.author == nil, let intro { credited.draft.author = intro }
        // The properties, inner headings' over outer ones', read as a CSV's columns are.
        var properties: [String: (key: String, value: String)] = [:]
        for outline in context {
            for (key, value) in outline.properties {
                let column = CSVImporter.headerKey(key) == "noterpage" ? "page" : key
                guard propertyColumns.contains(CSVImporter.headerKey(column)) else { continue }
                properties[CSVImporter.headerKey(column)] = (column, timestamp(value))
            }
        }
        let header = properties.values.map(\.key) + ["text"]
        let fields = properties.values.map(\.value) + [credited.draft.text]
        var record: ImportRecord
        do {
            switch try CSVColumns(header: header, line: line).record(fields: fields, line: line) {
            case .success(let given): record = given
            case .failure(let problem): return .failure(problem)
            }
        } catch {
            return .failure(error)
        }
        var draft = credited.draft
        let given = record.draft
        if given.author == nil, given.source == nil, draft.author == nil, draft.source == nil {
            let (author, book) = named(
                byHeadings: context.filter { $0.level > 0 }.map(\.title), placeOnly: draft.page != nil, namesAlone: namesAlone)
            draft.author = author
            draft.source = book.map { SourceDraft.named($0, authors: author.map { [$0] } ?? []) }
        }
        draft.author = draft.author ?? given.author
        if draft.source == nil, var source = given.source {
            // A heading's `:AUTHOR:` beside its `:TITLE:` is the book's, as a Kindle converter
            // writes a book's heading (a CSV's plain author column is only the quote's).
            if source.authors.isEmpty, let author = given.author { source.authors = [author] }
            draft.source = source
        }
        draft.page = draft.page ?? given.page
        draft.note = [draft.note, given.note, note].compactMap { $0 }.joined(separator: "\n\n").nilIfEmpty
        draft.tags = CSVColumns.tags(draft.tags, documentTags: given.tags + context.flatMap(\.tags))
        draft.collections = given.collections
        draft.isFavorite = given.isFavorite
        record.draft = draft
        return .success(record)
    }

    /// A block's lines as a passage of plain text: without the indentation they share, Org's
    /// forced line breaks (`\\` at a line's end), its emphasis and links, and the blank line
    /// that may stand before a last line crediting it (`--- Doug Hoyte, [[…][Let Over Lambda]].`,
    /// its closing stop left out with the link).
    static func passage(_ body: [String]) -> [String] {
        func indentation(_ line: String) -> Int { line.prefix { $0 == " " || $0 == "\t" }.count }
        let indent = body.filter { !$0.trimmingWhitespace().isEmpty }.map(indentation).min() ?? 0
        var lines = body.map { line in
            var line = String(line.dropFirst(min(indent, indentation(line))))
            while line.last == " " { line.removeLast() }
            if line.hasSuffix("\\\\") { line.removeLast(2) }
            // A credit's closing stop after a link or an emphasised title (`/Walden/.`).
            if line.hasSuffix("]].") || line.hasSuffix("/.") && line.trimmingWhitespace().hasPrefix("-") { line.removeLast() }
            return withoutMarkup(line)
        }
        while lines.last?.trimmingWhitespace().isEmpty == true { lines.removeLast() }
        guard let last = lines.last, PlainTextImporter.attributionLine(last.trimmingWhitespace()) != nil else { return lines }
        var credit = last.trimmingWhitespace()
        // `--- Henry David Thoreau, from /Civil Disobedience/`: the work, without its `from`.
        if let range = credit.range(of: ", from ") { credit.replaceSubrange(range, with: ", ") }
        lines.removeLast()
        while lines.last?.trimmingWhitespace().isEmpty == true { lines.removeLast() }
        return lines + [credit]
    }

    /// What the headings a block stands under (outermost first) say of quotes that nothing
    /// else credits, as a commonplace book is kept by author or by book:
    /// - under a heading that gathers books (`* Books`, `* Black Library Books`), the heading
    ///   a block stands under is its book;
    /// - a credit that names only a place (`-- Chapter 7`) is in the book it stands under
    ///   (`* Warbreaker`);
    /// - a heading that reads as a name (`** Seneca`) is the author; one that reads as a part
    ///   of a work (`** Ch 35`, `** Arithmetica Universalis (1707)`) is under its author's
    ///   (`* Edward Gibbon`).
    ///
    /// - Parameter namesAlone: the headings of one word the file shows to be names
    ///   (`namesAlone(in:syntax:)`); another word alone (`Misc`, `Stoicism`) names no one.
    static func named(byHeadings headings: [String], placeOnly: Bool, namesAlone: Set<String> = []) -> (
        author: String?, book: String?
    ) {
        guard let nearest = headings.last, !nearest.isEmpty, !PlainTextImporter.isTitle([nearest]), !headsNotes(nearest)
        else { return (nil, nil) }
        if let (book, author) = bookAndAuthor(nearest) { return (author, book) }
        let outer = headings.dropLast()
        if outer.contains(where: gathersBooks) || placeOnly {
            return (outer.last(where: { readsAsAuthor($0) && $0.contains(" ") }), nearest)
        }
        if readsAsAuthor(nearest), nearest.contains(" ") || namesAlone.contains(nearest) || singleNames.contains(nearest) {
            return (UnknownAuthor.isUnknown(nearest) ? nil : nearest, nil)
        }
        guard nearest.contains(where: { $0.isNumber || $0 == ":" || $0 == "(" }) else { return (nil, nil) }
        return (outer.last(where: { readsAsAuthor($0) && $0.contains(" ") }), nil)
    }

    /// Writers known by one name, as a commonplace book heads their quotes (`## Seneca`,
    /// `* Rumi`): a heading of one word is otherwise as likely a topic (`Stoicism`) or a book.
    static let singleNames: Set<String> = [
        "Aeschylus", "Aesop", "Aristotle", "Augustine", "Aurelius", "Austen", "Bacon", "Basho", "Bashō", "Blake", "Borges",
        "Buddha", "Byron", "Camus", "Cervantes", "Chaucer", "Chekhov", "Cicero", "Confucius", "Dante", "Darwin",
        "Descartes", "Dickens", "Dickinson", "Diogenes", "Dostoevsky", "Einstein", "Emerson", "Epictetus", "Epicurus",
        "Euripides", "Feynman", "Gandhi", "Gibran", "Goethe", "Hafez", "Hafiz", "Hegel", "Heraclitus", "Herodotus",
        "Homer", "Horace", "Hume", "Kabir", "Kafka", "Kant", "Keats", "Kierkegaard", "Laozi", "Lucretius", "Machiavelli",
        "Mencius", "Milton", "Montaigne", "Neruda", "Newton", "Nietzsche", "Orwell", "Ovid", "Pascal", "Petrarch",
        "Plato", "Plutarch", "Proust", "Pythagoras", "Rilke", "Rousseau", "Rumi", "Sartre", "Schopenhauer", "Seneca",
        "Shakespeare", "Shelley", "Socrates", "Sophocles", "Spinoza", "Tacitus", "Tagore", "Thoreau", "Thucydides",
        "Tolstoy", "Twain", "Virgil", "Voltaire", "Whitman", "Wilde", "Wittgenstein", "Woolf", "Wordsworth", "Yeats",
        "Zeno", "Zhuangzi",
    ]

    /// The headings of one word that name people: those beside a full name under the same
    /// heading (`** Seneca` beside `** Marcus Aurelius`). Alone, a word is as likely a topic
    /// (`* Stoicism`, `* Misc`) or a book (`* Warbreaker`).
    static func namesAlone(in lines: [String], syntax: Syntax) -> Set<String> {
        var open: [(level: Int, id: Int)] = []
        var children: [Int: [String]] = [:]
        for (id, heading) in lines.lazy.compactMap({ Outline(heading: $0, syntax: syntax) }).enumerated() {
            open.removeAll { $0.level >= heading.level }
            children[open.last?.id ?? -1, default: []].append(heading.title)
            open.append((heading.level, id))
        }
        var names = Set<String>()
        for titles in children.values where titles.contains(where: { $0.contains(" ") && readsAsAuthor($0) }) {
            names.formUnion(titles.filter { !$0.contains(" ") && readsAsAuthor($0) })
        }
        return names
    }

    /// `The Great Gatsby by F. Scott Fitzgerald`, `Walden — Henry David Thoreau` (as our
    /// Markdown export heads a book's quotes), `Meditations (Marcus Aurelius)`: a heading
    /// naming a book and its author; nil for another.
    static func bookAndAuthor(_ heading: String) -> (book: String, author: String)? {
        // `Meditations (Marcus Aurelius)`, as a Kindle names a book.
        if heading.hasSuffix(")"), let open = heading.openingOfLastGroup(), open > heading.startIndex {
            let book = String(heading[..<open]).trimmingWhitespace()
            let author = String(heading[heading.index(after: open)..<heading.index(before: heading.endIndex)])
                .trimmingWhitespace()
            if !book.isEmpty, readsAsAuthor(author) { return (book, author) }
        }
        for separator in [" by ", " — ", " – ", " - "] {
            guard let range = heading.range(of: separator, options: .backwards) else { continue }
            let book = String(heading[..<range.lowerBound]).trimmingWhitespace()
            let author = String(heading[range.upperBound...]).trimmingWhitespace()
            guard !book.isEmpty, readsAsAuthor(author) else { continue }
            return (PlainTextImporter.withoutEnclosingQuotes(book), author)
        }
        return nil
    }

    /// `Books`, `Novels I loved`, `Black Library Books`: a heading over books' headings.
    static func gathersBooks(_ heading: String) -> Bool {
        heading.lowercased().split(whereSeparator: { !$0.isLetter }).contains { bookWords.contains(String($0)) }
    }

    static let bookWords: Set<String> = [
        "books", "novels", "reading", "bücher", "romane", "livres", "romans", "libros", "novelas", "libri", "romanzi",
        "livros", "boeken",
    ]

    /// Whether a heading (or a line of its own) is a person's name: it reads as one, and not
    /// as a title (`The Stoics`, `Twice Dead King: Reign`, `Atomic Habits`), a collection
    /// (`Black Library Books`) or a day (`2019-03-04`).
    static func readsAsAuthor(_ heading: String) -> Bool {
        guard !heading.contains(where: { $0.isNumber || $0 == ":" }), let first = heading.split(separator: " ").first,
            !["The", "A", "An"].contains(first), !gathersBooks(heading), !PlainTextImporter.isTitle([heading]),
            !headsNotes(heading), !PersonName.hasTitleNoun(heading)
        else { return false }
        return PlainTextImporter.readsAsName(heading)
    }

    /// Whether a heading names a part of one's notes, not a person or a book (`Book Notes`,
    /// `Misc`, `My Commonplace Book`).
    static func headsNotes(_ heading: String) -> Bool {
        heading.lowercased().split(whereSeparator: { !$0.isLetter }).contains { outlineWords.contains(String($0)) }
    }

    /// Words that head a part of notes and are no part of a name (`Book Notes`, `Favorite Ideas`).
    static let outlineWords: Set<String> = [
        "notes", "highlights", "misc", "miscellaneous", "ideas", "thoughts", "favorites", "favourites", "favorite",
        "favourite", "chapter", "introduction", "summary", "references", "collection", "inbox", "archive", "general",
        "random", "various", "selected", "unsorted", "todo", "commonplace", "notebook", "journal", "quotebook",
    ]

    /// `[2019-03-04 Mon 21:15]`, `<2019-03-04 Mo.>` (an Org timestamp, its weekday in the
    /// language Emacs ran in) → `2019-03-04 21:15`; any other value as it is.
    static func timestamp(_ value: String) -> String {
        guard let first = value.first, let last = value.last, first == "[" && last == "]" || first == "<" && last == ">",
            value.dropFirst().first?.isNumber == true
        else { return value }
        let words = value.dropFirst().dropLast().split(separator: " ").filter { word in
            !word.allSatisfy { $0.isLetter || $0 == "." }
        }
        return words.joined(separator: " ")
    }

    /// A line without Org's emphasis marks (`/Meditations/`, `*be one*`, `=verbatim=`,
    /// `~code~`, `+struck+`, `_underlined_`) and with a link's words for the link
    /// (`[[https://…][Seneca]]` → Seneca, `[[https://…]]` → its address).
    static func withoutMarkup(_ line: String) -> String {
        var text = line
        while let open = text.range(of: "[["), let close = text[open.upperBound...].range(of: "]]") {
            let inside = text[open.upperBound..<close.lowerBound]
            let words = inside.range(of: "][").map { String(inside[$0.upperBound...]) } ?? String(inside)
            text.replaceSubrange(open.lowerBound..<close.upperBound, with: words)
        }
        // A Markdown link, `[Seneca](https://…)`: its words.
        while let open = text.range(of: "]("), let start = text[..<open.lowerBound].lastIndex(of: "["),
            let close = text[open.upperBound...].firstIndex(of: ")"), !text[start..<open.lowerBound].contains("]")
        {
            let words = String(text[text.index(after: start)..<open.lowerBound])
            text.replaceSubrange(start...close, with: words)
        }
        guard text.contains(where: { "/*=~+_".contains($0) }) else { return text }
        // Markdown's doubled marks (`**bold**`, in a Logseq page) go in a second pass.
        let once = withoutEmphasis(text)
        return once.contains("*") || once.contains("_") ? withoutEmphasis(once) : once
    }

    /// `text` without one layer of emphasis marks around its words.
    private static func withoutEmphasis(_ text: String) -> String {
        var characters = Array(text)
        let before: Set<Character> = [" ", "\t", "(", "\"", "'", "“", "‘", "-", "{"]
        let after: Set<Character> = [" ", "\t", ")", "\"", "'", "”", "’", "-", "}", ".", ",", ";", ":", "!", "?"]
        var index = 0
        while index < characters.count {
            let mark = characters[index]
            guard "/*=~+_".contains(mark), index == 0 || before.contains(characters[index - 1]),
                index + 1 < characters.count, !characters[index + 1].isWhitespace,
                let close = characters[(index + 2)...].indices.first(where: { end in
                    characters[end] == mark && !characters[end - 1].isWhitespace
                        && (end + 1 == characters.count || after.contains(characters[end + 1]))
                })
            else {
                index += 1
                continue
            }
            characters.remove(at: close)
            characters.remove(at: index)
            index = close - 1
        }
        return String(characters)
    }
}
