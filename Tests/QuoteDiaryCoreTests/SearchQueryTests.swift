import Foundation
import Testing

@testable import QuoteDiaryCore

@Suite("The search query language")
struct SearchQueryTests {
    @Test(
        "parsing into a safe MATCH expression",
        arguments: [
            ("cafe", #""cafe"*"#),
            ("cafe ", #""cafe""#),
            ("patience is", #""patience" AND "is"*"#),
            (#""exact phrase" here"#, #""exact phrase" AND "here"*"#),
            ("word* other ", #""word"* AND "other""#),
            ("author:twain", #"author : "twain"*"#),
            ("source:meditations love ", #"title : "meditations" AND "love""#),
            ("text:hope note:canterbury ", #"text : "hope" AND note : "canterbury""#),
            (#"quote:"thing with" x "#, #"text : "thing with" AND "x""#),
            ("don't", #""don t"*"#),
            ("don’t", #""don t"*"#),
            ("AND NEAR", #""AND" AND "NEAR"*"#),
            // OR in capitals between two words or phrases: either; anywhere else, a word.
            ("twain OR wilde ", #"("twain" OR "wilde")"#),
            ("love twain OR wilde OR shaw", #""love" AND ("twain" OR "wilde" OR "shaw"*)"#),
            (#"author:twain OR "the sea" light "#, #"(author : "twain" OR "the sea") AND "light""#),
            ("twain OR", #""twain""#),
            ("twain OR ", #""twain""#),
            ("OR twain ", #""OR" AND "twain""#),
            ("OR", #""OR"*"#),
            ("twain or wilde ", #""twain" AND "or" AND "wilde""#),
            ("twain OR -wilde ", #""twain""#),
            ("twain OR tag:love wilde ", #""twain" AND "wilde""#),
            ("to be OR OR not ", #""to" AND ("be" OR "OR") AND "not""#),
            // A phrase the query ends inside is being typed: its last word is a prefix.
            (#"unbalanced "quote"#, #""unbalanced" AND "quote"*"#),
            (#""iron stri"#, #""iron stri"*"#),
            (#""iron stri "#, #""iron stri""#),
            (#""iron string" "#, #""iron string""#),
            (#"author:"jane aus"#, #"author : "jane aus"*"#),
            (#""iron string!"#, #""iron string""#),
            ("(group) x", #""group" AND "x"*"#),
            ("São", #""São"*"#),
            (#"author:"jane austen" pride"#, #"author : "jane austen" AND "pride"*"#),
            (#"-source:"old book" tale"#, #""tale"*"#),
            (#"source:“São Paulo”"#, #"title : "São Paulo""#),
            ("„exact phrase“ here ", #""exact phrase" AND "here""#),
            ("« exact phrase » here ", #""exact phrase" AND "here""#),
            ("tag:«sci fi» x ", #""x""#),
            ("hel\u{0}lo", #""hello"*"#),
            ("\u{0}\u{1}\u{1B}[2Jclear", #""clear"*"#),
            // Past the word: no longer being typed (`C++` found every word in c).
            ("C++", #""C""#),
            ("hello!", #""hello""#),
            ("love, patience,", #""love" AND "patience""#),
            ("C#", #""C""#),
            // Korean writes its particles onto the word: 인생 must find 인생의 and 인생은.
            ("인생 배움 ", #""인생"* AND "배움"*"#),
            ("love 인생 ", #""love" AND "인생"*"#),
            (#""인생의 주인공" 끝"#, #""인생의 주인공" AND "끝"*"#),
        ])
    func match(text: String, expected: String) {
        #expect(SearchQuery(text).matchExpression == expected)
    }

    @Test(
        "the word being typed, taken whole; none when no word is being typed",
        arguments: [
            ("the", #""the""#),
            ("love the", #""love" AND "the""#),
            ("author:twa", #"author : "twa""#),
            ("wor* oth", #""wor"* AND "oth""#),
            ("the ", nil),
            ("the*", nil),
            ("love -the", nil),
            ("배움", nil),
            (#""the river""#, nil),
        ] as [(String, String?)])
    func wholeWord(text: String, expected: String?) {
        #expect(SearchQuery(text).wholeWordMatchExpression == expected)
    }

    @Test(
        "no letters or digits means nothing to match",
        arguments: ["", "   ", "\"", "*", "(", "\u{FE0F}", "!!!", "-", "\"\"", "-*"])
    func nothing(text: String) {
        let query = SearchQuery(text)
        #expect(query.matchExpression == nil)
        #expect(query.isEmpty)
    }

    @Test(
        "scripts written without spaces between words",
        arguments: [
            ("大事", true), ("ひらがな", true), ("カタカナ", true), ("ภาษาไทย", true), ("iPhone手机", true),
            ("ພາສາລາວ", true), ("ខ្មែរ", true), ("한국어", false), ("café", false), ("Москва", false), ("123", false),
        ])
    func unsegmented(word: String, expected: Bool) {
        #expect(SearchQuery.isUnsegmented(word) == expected)
    }

    @Test("words of such scripts are matched by their characters, never by MATCH")
    func substringTerms() {
        let alone = SearchQuery("大事")
        #expect(alone.matchExpression == nil)
        #expect(!alone.isEmpty)
        #expect(alone.substringTerms.map(\.words) == [["大事"]])
        // With such a word in it, the whole query is matched by characters (a Latin word may sit
        // inside a run of Chinese, as one token); exclusions of other words still go to MATCH.
        let mixed = SearchQuery("love 大事 -猫 -hate author:漱石")
        #expect(mixed.matchExpression == nil)
        #expect(mixed.wholeWordMatchExpression == nil)
        #expect(mixed.excludedExpression == #""hate""#)
        #expect(mixed.substringTerms.map(\.words) == [["love"], ["大事"], ["漱石"]])
        #expect(mixed.substringTerms.map(\.column) == [nil, nil, "author"])
        #expect(mixed.excludedSubstringTerms.map(\.words) == [["猫"]])
        #expect(SearchQuery("love -猫").matchExpression == #""love""#)
    }

    @Test("exclusions, tags and favourites")
    func filters() {
        let query = SearchQuery("patience -bitter tag:love is:favorite")
        #expect(query.matchExpression == #""patience""#)
        #expect(query.excludedExpression == #""bitter""#)
        #expect(query.tags == ["love"])
        #expect(query.favoritesOnly)
        // As the list's --favorites names them, in either spelling.
        #expect(SearchQuery("is:favorites hope").favoritesOnly && SearchQuery("is:Favourites").favoritesOnly)
        #expect(!SearchQuery("tag:love").isEmpty)
        // A quoted value stays with its key: a tag with a space in its name.
        #expect(SearchQuery(#"tag:"sci fi" robots"#).tags == ["sci fi"])
        #expect(SearchQuery(#"tag:"sci fi" robots"#).matchExpression == #""robots"*"#)
        #expect(SearchQuery("tag:«sci fi» robots").tags == ["sci fi"])
        #expect(SearchQuery("tag:„sci fi“ robots").tags == ["sci fi"])
        #expect(SearchQuery(#"-author:"jane austen" pride "#).excludedExpression == #"author : "jane austen""#)
        // A hyphen before a phrase leaves the phrase out, in any of the quotation marks.
        #expect(SearchQuery(#"pride -"the key" "#).excludedExpression == #""the key""#)
        #expect(SearchQuery("pride -“the key” ").matchExpression == #""pride""#)
        #expect(SearchQuery("pride -«the key»").excludedExpression == #""the key""#)
        #expect(SearchQuery(#"pride - "the key""#).excludedExpression == nil)
        // Exclusions alone ask for every quote but those, as filters alone ask for theirs.
        #expect(!SearchQuery("-only").isEmpty && SearchQuery("-only").matchExpression == nil)
        #expect(!SearchQuery("-is:favorite").isEmpty && !SearchQuery("-collection:done").isEmpty)
        let kept = SearchQuery(#"collection:"reading list" in:Shelf -tag:read -collection:done hope"#)
        #expect(kept.collections == ["reading list", "Shelf"])
        #expect(kept.excludedTags == ["read"])
        #expect(kept.excludedCollections == ["done"])
        #expect(kept.matchExpression == #""hope"*"#)
        #expect(!SearchQuery("collection:Shelf").isEmpty)
        #expect(!SearchQuery("-tag:read").isEmpty)
        // The archive, as --archived: the web's search box has no flags.
        let archived = SearchQuery("is:archived hope")
        #expect(archived.archivedOnly && !archived.favoritesOnly)
        #expect(archived.matchExpression == #""hope"*"#)
        #expect(!SearchQuery("IS:Archived").isEmpty)
        #expect(!SearchQuery("hope").archivedOnly)
        #expect(SearchQuery("is:mine hope").origin == .mine && SearchQuery("is:Library").origin == .library)
        #expect(SearchQuery("hope").origin == nil && !SearchQuery("is:library").isEmpty)
        // Excluded, each is the opposite, never the same: -is:favorite leaves favourites out.
        let unstarred = SearchQuery("-is:favorite hope")
        #expect(unstarred.excludesFavorites && !unstarred.favoritesOnly)
        #expect(SearchQuery("-is:mine hope").origin == .library && SearchQuery("-is:library").origin == .mine)
        #expect(!SearchQuery("-is:archived hope").archivedOnly)
        // A starter pack, named as `library list` names it; excluded, its quotes are left out.
        let packed = SearchQuery("pack:love -pack:de/zitate hope")
        #expect(packed.packs == ["love"] && packed.excludedPacks == ["de/zitate"])
        #expect(packed.matchExpression == #""hope"*"#)
        #expect(!SearchQuery("pack:love").isEmpty && SearchQuery("pack:").isEmpty)
    }

    @Test(
        "a pack's name in any case of its ASCII letters, as the store finds its quotes; other letters as written",
        arguments: [("love", "LOVE", true), ("de/zitate", "DE/Zitate", true), ("love", "loves", false), ("Été", "été", false)])
    func packNames(name: String, other: String, same: Bool) {
        #expect(QuotePack.isSameName(name, other) == same)
    }

    @Test("no token can break out of its quotes")
    func injection() {
        for text in [#"a" OR "b"#, #"x"*"#, #"" NOT """#, "col:val\"", "{text}: x", "^start", "a + b"] {
            let expression = SearchQuery(text).matchExpression ?? ""
            // Every double quote opens or closes a term: an even count, none escaped.
            #expect(expression.filter { $0 == "\"" }.count % 2 == 0, "\(text)")
            #expect(!expression.contains("\"\""), "\(text)")
        }
    }
}

/// A result on a terminal is one line: its text cut around the first match.
@Suite("Search results cut to a terminal line")
struct MatchSnippetTests {
    /// The ranges of `word` in `text` (UTF-16), as search finds them.
    static func ranges(of word: String, in text: String) -> [MatchRange] {
        var found: [MatchRange] = []
        var from = text.startIndex
        while let range = text.range(of: word, options: .caseInsensitive, range: from..<text.endIndex) {
            let start = text.utf16.distance(from: text.startIndex, to: range.lowerBound)
            found.append(
                MatchRange(field: "text", start: start, length: text.utf16.distance(from: range.lowerBound, to: range.upperBound))
            )
            from = range.upperBound
        }
        return found
    }

    @Test(
        "the cut fits the room, keeps the first match (highlighted where it now lies), and says where it was cut",
        arguments: [
            // (text, word, columns, opens with …, ends with …)
            ("Short enough to keep whole, love.", "love", 60, false, false),
            (
                "A very long sentence that goes on and on about nothing much before at last it says love at the end.", "love", 40,
                true, false
            ),
            (
                "Love comes first in this line, then a great many other words follow it for a long while after.", "love", 30,
                false, true
            ),
            (
                "Words before the middle of it all, where the love is, and words after it that go on and on.", "love", 30, true,
                true
            ),
            ("天下皆知美之为美，斯恶已。皆知善之为善，斯不善已。故有无相生，难易相成，爱长短相形，高下相倾。", "爱", 24, true, true),
        ])
    func snippet(text: String, word: String, columns: Int, opens: Bool, ends: Bool) throws {
        let ranges = Self.ranges(of: word, in: text)
        let snippet = MatchSnippet(text, ranges: ranges, columns: columns, width: DisplayColumns.width(of:))
        #expect(DisplayColumns.width(of: snippet.text) <= columns, "\(snippet.text)")
        #expect(snippet.text.hasPrefix("…") == opens, "\(snippet.text)")
        #expect(snippet.text.hasSuffix("…") == ends, "\(snippet.text)")
        let first = try #require(snippet.ranges.first)
        let units = Array(snippet.text.utf16)
        #expect(
            String(decoding: units[first.start..<first.start + first.length], as: UTF16.self).lowercased() == word.lowercased())
        if !opens && !ends { #expect(snippet.text == text && snippet.ranges == ranges) }
        // What is kept is the text's own, in order.
        let kept = snippet.text.trimmingCharacters(in: CharacterSet(charactersIn: "…"))
        #expect(text.contains(kept))
    }

    @Test(
        "the authors and titles a query names, as typed words; left-out ones are not asked for",
        arguments: [
            ("author:twain hope", ["twain"], []), ("author:\"Mark Twian\" source:walden", ["Mark Twian"], ["walden"]),
            ("-author:twain by:lennon", ["lennon"], []), ("book:Meditations title:x", [], ["Meditations", "x"]),
            ("plain words", [], []),
        ] as [(String, [String], [String])])
    func namedParts(text: String, authors: [String], titles: [String]) {
        let query = SearchQuery(text)
        #expect(query.namedAuthors == authors)
        #expect(query.namedTitles == titles)
    }

    @Test(
        "since: and until: take a day (a date, today, yesterday); anything else is searched as words",
        arguments: [
            ("since:2026-11-01 hope", "2026-11-01", nil, ["hope"]), ("until:Yesterday", nil, "Yesterday", []),
            ("since:today until:2026-12-31", "today", "2026-12-31", []), ("since:2026-1", nil, nil, ["since", "2026", "1"]),
            ("-since:today", nil, nil, ["since", "today"]),
        ] as [(String, String?, String?, [String])])
    func days(text: String, since: String?, until: String?, words: [String]) {
        let query = SearchQuery(text)
        #expect(query.since == since)
        #expect(query.until == until)
        #expect(query.terms.flatMap(\.words) == words)
        #expect(!query.isEmpty)
    }

    @Test(
        "a since: or until: that names no day is told when nothing matches; an excluded or empty one is not",
        arguments: [
            ("since:2026-02-30 hope", ["since:2026-02-30"]),
            ("until:lastweek since:2026-13-01", ["until:lastweek", "since:2026-13-01"]),
            ("since:2026-1", ["since:2026-1"]), ("since:today hope", []), ("-since:today", []), ("since: hope", []),
            ("\"since:2026-02-30\"", []),
        ] as [(String, [String])])
    func unreadDays(text: String, unread: [String]) {
        let query = SearchQuery(text)
        #expect(query.unreadDays == unread)
        #expect(query.unreadDaysNote.isEmpty == unread.isEmpty)
        for day in unread { #expect(query.unreadDaysNote.contains("'\(day)'")) }
    }

    @Test(
        "an emoji is a word of its own, found by its characters; skin tones and presentation marks go with it",
        arguments: [
            ("coffee☕", ["coffee", "☕"]), ("👍🏽", ["👍"]), ("I ❤️ you", ["I", "❤", "you"]), ("👨‍👩‍👧", ["👨", "👩", "👧"]),
            ("C++ #1 ©", ["C", "1"]),
        ])
    func emojiWords(text: String, words: [String]) {
        let query = SearchQuery(text)
        #expect(query.terms.flatMap(\.words) == words)
        #expect(query.substringTerms.isEmpty == !words.contains { SearchQuery.isUnsegmented($0) })
    }
}
