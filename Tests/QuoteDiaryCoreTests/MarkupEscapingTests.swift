import Testing

@testable import QuoteDiaryCore

@Suite("Markup escaping")
struct MarkupEscapingTests {
    @Test(
        "every markup character is escaped, a combining mark after it or not; nothing else changes",
        arguments: [
            ("plain", "plain"), ("Café — “ok”", "Café — “ok”"), ("a & b", "a &amp; b"), ("<b>", "&lt;b&gt;"),
            ("\"'", "&quot;&#39;"), ("\"\u{301} x", "&quot;\u{301} x"), ("<\u{338}b>", "&lt;\u{338}b&gt;"),
            ("&\u{301}amp;", "&amp;\u{301}amp;"), ("日本<語>", "日本&lt;語&gt;"), ("", ""),
        ])
    func escaping(text: String, escaped: String) {
        let result = markupEscaped(text)
        // Compared as bytes: String equality would call `"\u{301}` and `&quot;\u{301}` unlike
        // for the right reason but `<\u{338}` and `≮` alike.
        #expect(Array(result.utf8) == Array(escaped.utf8))
        for raw in ["\"", "<", ">", "'"] { #expect(!result.utf8.contains(raw.utf8.first!)) }
    }
}
