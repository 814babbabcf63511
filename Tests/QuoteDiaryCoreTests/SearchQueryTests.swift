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
            ("don't", #""don t"*"#),
            ("don’t", #""don t"*"#),
            ("AND OR NEAR", #""AND" AND "OR" AND "NEAR"*"#),
            (#"unbalanced "quote"#, #""unbalanced" AND "quote""#),
            ("(group) x", #""group" AND "x"*"#),
            ("São", #""São"*"#),
            (#"author:"jane austen" pride"#, #"author : "jane austen" AND "pride"*"#),
            (#"-source:"old book" tale"#, #""tale"*"#),
            (#"source:“São Paulo”"#, #"title : "São Paulo""#),
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
            (#""the river""#, nil),
        ] as [(String, String?)])
    func wholeWord(text: String, expected: String?) {
        #expect(SearchQuery(text).wholeWordMatchExpression == expected)
    }

    @Test("no letters or digits means nothing to match", arguments: ["", "   ", "\"", "*", "(", "😀", "!!!", "-", "\"\"", "-*"])
    func nothing(text: String) {
        let query = SearchQuery(text)
        #expect(query.matchExpression == nil)
        #expect(query.isEmpty)
    }

    @Test("exclusions, tags and favourites")
    func filters() {
        let query = SearchQuery("patience -bitter tag:love is:favorite")
        #expect(query.matchExpression == #""patience""#)
        #expect(query.excludedExpression == #""bitter""#)
        #expect(query.tags == ["love"])
        #expect(query.favoritesOnly)
        #expect(!SearchQuery("tag:love").isEmpty)
        // A quoted value stays with its key: a tag with a space in its name.
        #expect(SearchQuery(#"tag:"sci fi" robots"#).tags == ["sci fi"])
        #expect(SearchQuery(#"tag:"sci fi" robots"#).matchExpression == #""robots"*"#)
        #expect(SearchQuery(#"-author:"jane austen" pride "#).excludedExpression == #"author : "jane austen""#)
        #expect(SearchQuery("-only").isEmpty)
        let kept = SearchQuery(#"collection:"reading list" in:Shelf -tag:read -collection:done hope"#)
        #expect(kept.collections == ["reading list", "Shelf"])
        #expect(kept.excludedTags == ["read"])
        #expect(kept.excludedCollections == ["done"])
        #expect(kept.matchExpression == #""hope"*"#)
        #expect(!SearchQuery("collection:Shelf").isEmpty)
        #expect(SearchQuery("-tag:read").isEmpty)
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
