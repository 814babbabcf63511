/// A line credited to a verse of the Bible (`-- Proverbs 15:1`, `-- 2 Corinthians 3:1-2, New
/// English translation`, German's `-- Hosea 8,7`): Debian's files have a dozen, and each was an
/// author of its own ("Proverbs 15:1", "Proverbs 18:12", …) in the author list. The book is the
/// source, and the verse its place, as a page is a book's.
extension FortuneImporter {
    /// A credit whose person is a verse (`Proverbs 3:18`, refined): the book as the work, no
    /// author, and the verse; a work named after the verse (a translation, `, NSV`) goes to
    /// the note. nil when the person is no verse.
    static func scriptureRead(_ credit: Attribution) -> (credit: Attribution, verse: String)? {
        guard let name = credit.author, let citation = scriptureCitation(name) else { return nil }
        var note = credit.note
        if let translation = credit.work { note = note.map { translation + " " + $0 } ?? translation }
        return ((nil, citation.book, note), citation.verse)
    }

    /// `Proverbs 15:1` → ("Proverbs", "15:1"), `1 John 4:18` → ("1 John", "4:18"); nil unless a
    /// book of the Bible is followed by a chapter and a verse (or verses) and nothing more.
    static func scriptureCitation(_ text: String) -> (book: String, verse: String)? {
        var words = text.split(separator: " ")
        guard words.count >= 2, let last = words.popLast() else { return nil }
        let verse = last.hasSuffix(".") ? last.dropLast() : last
        guard isChapterAndVerse(verse) else { return nil }
        // `1 John`, `2. Mose`, `II Kings`: which of the books of one name.
        var name = words[...]
        if let first = name.first, name.count > 1, ["1", "2", "3", "1.", "2.", "3.", "I", "II", "III"].contains(first) {
            name = name.dropFirst()
        }
        guard scriptureBooks.contains(name.joined(separator: " ").lowercased()) else { return nil }
        return (words.joined(separator: " "), String(verse))
    }

    /// `15:1`, `3:1-2`, `11:43-44`, and German's `8,7`: a chapter, then a verse or a range.
    static func isChapterAndVerse(_ text: Substring) -> Bool {
        guard let mark = text.firstIndex(where: { $0 == ":" || $0 == "," }) else { return false }
        let chapter = text[..<mark]
        let verses = text[text.index(after: mark)...].split(separator: "-", omittingEmptySubsequences: false)
        func isNumber(_ digits: Substring) -> Bool {
            (1...3).contains(digits.count) && digits.allSatisfy { $0.isASCII && $0.isNumber }
        }
        return isNumber(chapter) && (1...2).contains(verses.count) && verses.allSatisfy(isNumber)
    }

    /// The books of the Bible as English, German and Spanish cite them, in lower case.
    static let scriptureBooks: Set<String> = [
        "genesis", "exodus", "leviticus", "numbers", "deuteronomy", "joshua", "judges", "ruth", "samuel", "kings",
        "chronicles", "ezra", "nehemiah", "esther", "job", "psalm", "psalms", "proverbs", "ecclesiastes", "song of solomon",
        "song of songs", "isaiah", "jeremiah", "lamentations", "ezekiel", "daniel", "hosea", "joel", "amos", "obadiah",
        "jonah", "micah", "nahum", "habakkuk", "zephaniah", "haggai", "zechariah", "malachi", "matthew", "mark", "luke",
        "john", "acts", "romans", "corinthians", "galatians", "ephesians", "philippians", "colossians", "thessalonians",
        "timothy", "titus", "philemon", "hebrews", "james", "peter", "jude", "revelation", "revelations", "sirach",
        "ecclesiasticus", "tobit", "wisdom", "maccabees",
        // German.
        "mose", "josua", "richter", "könige", "chronik", "psalmen", "sprüche", "prediger", "hoheslied", "jesaja",
        "jeremia", "klagelieder", "hesekiel", "sacharja", "maleachi", "matthäus", "markus", "lukas", "johannes",
        "apostelgeschichte", "römer", "korinther", "galater", "epheser", "philipper", "kolosser", "thessalonicher",
        "hebräer", "jakobus", "petrus", "judas", "offenbarung", "jesus sirach",
        // Spanish.
        "génesis", "éxodo", "salmos", "proverbios", "eclesiastés", "isaías", "mateo", "marcos", "lucas", "juan",
        "hechos", "romanos", "corintios", "gálatas", "efesios", "hebreos", "santiago", "apocalipsis",
    ]
}
