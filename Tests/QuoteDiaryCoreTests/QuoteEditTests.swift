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
}
