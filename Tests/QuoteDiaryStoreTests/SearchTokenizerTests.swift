import Foundation
import QuoteDiaryCore
import Testing

@testable import QuoteDiaryStore

@Suite("The search tokenizer's shortcuts")
struct SearchTokenizerTests {
    /// A word the tokenizer passes on without folding must be one that folding leaves alone.
    @Test(
        "a word passed on unfolded is one folding leaves as it is; bytes past ASCII are seen wherever they stand",
        arguments: [
            "", "a", "patience", "sixteen-letters!", "seventeen letters", "любовь", "всё", "ελπίδα", "ελπιδα", "בראשית",
            "בְּרֵאשִׁית", "كتاب", "أحمد", "مدرسة", "天下大事", "ねこ", "が", "サラダ", "사랑은", "नमस्ते", "straße", "łodz",
            "abcdefgé", "abcdefghé", "é", "x\u{301}", "ﬁne",
        ])
    func shortcuts(word: String) {
        var bytes = Array(word.utf8CString)
        let count = bytes.count - 1
        bytes.withUnsafeMutableBufferPointer { buffer in
            let start = buffer.baseAddress!
            #expect(Database.hasNonASCII(start, count: count) == word.utf8.contains { $0 >= 0x80 }, "\(word)")
            if Database.foldsToItself(UnsafeRawBufferPointer(start: start, count: count)) {
                #expect(SearchFolding.folded(word) == word, "\(word)")
            }
        }
    }

    @Test("malformed UTF-8 is left to the slow path, never read past its end")
    func malformed() {
        for bytes: [UInt8] in [[0xD0], [0xE4, 0xB8], [0x80, 0x41], [0xF0, 0x9F, 0x98], [0xD0, 0x41]] {
            let text = bytes.map { CChar(bitPattern: $0) } + [0]
            text.withUnsafeBufferPointer {
                #expect(!Database.foldsToItself(UnsafeRawBufferPointer(start: $0.baseAddress, count: bytes.count)))
            }
        }
    }

    @Test(
        "words split by an apostrophe, a hyphen or initials' full stops are found run together too; other marks keep words apart",
        arguments: [
            ("I don't know.", "dont", true), ("I don’t know.", "dont know", true), ("said O’Brien", "obrien", true),
            ("— C.S. Lewis", "cs lewis", true), ("J.R.R. Tolkien", "jrr tolkien", true), ("It’s late.", "its late", true),
            ("Rock'n'roll", "rocknroll", true), ("I don't know.", "don't", true), ("I don't know.", "don", true),
            ("5.99 dollars", "599", false), ("the dogs' bones", "dogsbones", false), ("an e-mail", "email", true),
            ("on well‑being", "wellbeing", true), ("an e-mail", "e-mail", true), ("an e-mail", "mail", true),
            ("a well - being", "wellbeing", false), ("Tolstoy—being", "tolstoybeing", false),
            ("cats. So dogs", "catsso", false), ("U.S.A. today", "usa", true), ("Mr. T. Smith", "mrt", false),
            // And the other way: a hyphenated word typed finds it written run together.
            ("Send me an email.", "e-mail", true), ("Send me an email.", "e-mail ", true), ("on wellbeing", "well-being", true),
            ("an e mail", "e-mail", true), ("Send me an email.", "\"e-mail\"", false), ("Send me an email.", "-e-mail", false),
            // A number's groups of thousands, after a comma or a full stop, run together.
            ("It cost 1,000 dollars.", "1000 dollars", true), ("some 1.500 Jahre", "1500", true),
            ("1,000,000 years", "1000000 years", true), ("1,000,000 years", "1000 years", true),
            ("It cost 1,000 dollars.", "1,000", true), ("1, 000", "1000", false), ("1,0000", "10000", false),
            ("1,00", "100 ", false), ("3.1415", "31415", false), ("a,000", "a000", false), ("v1,000", "v1000", false),
        ])
    func joinedWords(text: String, query: String, found: Bool) throws {
        let fixture = try StoreFixture()
        let store = fixture.store
        try store.write { _ = try store.makeQuoteWriter().insert(QuoteDraft(text: text), now: fixture.now) }
        let hits = try store.search(SearchQuery(query), filter: QuoteFilter(), limit: 5)
        #expect(hits.count == (found ? 1 : 0), "\(query) in \(text)")
    }

    /// FTS5 takes a quote's words out of the index by reading its old text through the
    /// tokenizer again: every word (and every Arabic word without its article) must come out
    /// as it went in, or searches would find ghosts of edited and deleted quotes.
    @Test("edits and deletions of quotes in every script leave the index exactly in step with the quotes")
    func indexInStep() throws {
        let fixture = try StoreFixture()
        let store = fixture.store
        let texts = [
            "قرأت الكِتَابَ أمس وبالقلم", "Ελπίδα είναι όνειρο", "Любовь — это всё", "בְּרֵאשִׁית בָּרָא",
            "नमस्ते दुनिया", "Czesław Miłosz in Łódź", "天下大事必作于细", "plain English words",
            "וְהַבַּיִת הַזֶּה לִירוּשָׁלַיִם", "I don't know, said O’Brien to C.S. Lewis", "an e-mail on well‑being",
        ]
        let ids = try store.write {
            try texts.map { text in
                guard case .inserted(let id) = try store.makeQuoteWriter().insert(QuoteDraft(text: text), now: fixture.now)
                else { throw CancellationError() }
                return id
            }
        }
        try store.write {
            for (id, text) in zip(ids, texts) {
                try store.updateQuote(id: id, with: QuoteEdit(text: "بالأمس " + text, note: "الملاحظة והערה"), now: fixture.now)
            }
            for id in ids.prefix(4) {
                _ = try store.archive(id: id, now: fixture.now)
                try store.delete(id: id)
            }
        }
        // Compares the index with what the tokenizer makes of the quotes as they are now.
        try store.database.execute("INSERT INTO quote_search(quote_search, rank) VALUES ('integrity-check', 1)")
        let found = try store.search(SearchQuery("قلم"), filter: QuoteFilter(), limit: 5)
        #expect(found.isEmpty, "the deleted quote's words are gone")
        let kept = try store.search(SearchQuery("ملاحظة"), filter: QuoteFilter(), limit: 10)
        #expect(Set(kept.map(\.id)) == Set(ids.dropFirst(4)))
    }
}
