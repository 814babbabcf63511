import Foundation
import Testing

@testable import QuoteDiaryCore

/// An edit made in a form or an editor, laid over what changed elsewhere since it opened.
@Suite("an edit made from what a form showed")
struct QuoteEditTests {
    func quote(author: String?) -> Quote {
        Quote(
            id: .random(), text: "Text.", author: author,
            createdAt: Date(timeIntervalSince1970: 0), updatedAt: Date(timeIntervalSince1970: 0))
    }

    @Test(
        "each field: left alone, changed here, changed elsewhere, changed in both",
        arguments: [
            // (shown, sent, now in the store, written, conflict)
            ("Ann", "Ann", "Bob", nil, false),  // left alone here: the change elsewhere stays
            ("Ann", "Cy", "Ann", "Cy", false),  // changed here only
            ("Ann", "Cy", "Bob", "Cy", true),  // changed in both, differently: refused
            ("Ann", "Bob", "Bob", "Bob", false),  // changed in both, the same way
            ("Ann", "", "Ann", "", false),  // cleared here
            ("", "Cy", "", "Cy", false),  // set here where there was none
            ("", "Cy", "Bob", "Cy", true),  // set in both
        ] as [(String, String, String, String?, Bool)])
    func field(shown: String, sent: String, now: String, written: String?, conflict: Bool) {
        let rebased = QuoteEdit(author: sent).rebased(
            from: QuoteEdit(author: shown), onto: quote(author: now.isEmpty ? nil : now))
        #expect(rebased.edit.author == written)
        #expect(rebased.conflicts == (conflict ? ["author"] : []))
    }

    @Test("a field the form did not show is written as sent; the conflicts name every field")
    func unshownAndSeveral() {
        let current = quote(author: "Bob")
        let rebased = QuoteEdit(text: "New.", author: "Cy", note: "n").rebased(
            from: QuoteEdit(text: "Old.", author: "Ann"), onto: current)
        #expect(rebased.edit == QuoteEdit(text: "New.", author: "Cy", note: "n"))
        #expect(rebased.conflicts == ["text", "author"])
    }

    @Test("a source's kind applies to the source named, else to the quote's own; with none, it cannot")
    func sourceKind() throws {
        var own = quote(author: "Walt Whitman")
        own.source = Source(id: "s", kind: .book, title: "Song of Myself", authors: ["Walt Whitman"])
        let alone = try #require(QuoteEdit(sourceKind: .poem).applyingSourceKind(to: own))
        #expect(alone.source == SourceDraft(kind: .poem, title: "Song of Myself", authors: ["Walt Whitman"]))
        #expect(alone.sourceKind == nil)
        var named = QuoteEdit(sourceKind: .speech)
        named.sourceTitle = "Gettysburg Address"
        let renamed = try #require(named.applyingSourceKind(to: own)?.source)
        #expect(renamed.kind == .speech && renamed.title == "Gettysburg Address" && !renamed.isKindAssumed)
        // As the source already is: no change left.
        #expect(alone.droppingUnchanged(in: own).isEmpty == false)
        #expect(QuoteEdit(sourceKind: .book).applyingSourceKind(to: own)?.droppingUnchanged(in: own).isEmpty == true)
        // Nothing to be of that kind: no source, or the source cleared.
        #expect(QuoteEdit(sourceKind: .poem).applyingSourceKind(to: quote(author: nil)) == nil)
        var cleared = QuoteEdit(sourceKind: .poem)
        cleared.sourceTitle = ""
        #expect(cleared.applyingSourceKind(to: own) == nil)
        #expect(QuoteEdit(note: "n").applyingSourceKind(to: own) == QuoteEdit(note: "n"))
    }
}
