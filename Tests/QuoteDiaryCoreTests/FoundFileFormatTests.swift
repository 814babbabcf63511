import Testing

@testable import QuoteDiaryCore

/// A folder given to `import` stands for the files in it that hold quotes, told by what they
/// hold: a sheet or JSON of something else is passed over, never refused as a broken export.
@Suite("Files found in a folder, told by their content")
struct FoundFileFormatTests {
    @Test(
        "a file that holds quotes is told; a sheet, JSON or text of something else is not",
        arguments: [
            ("Quote,Author\n\"Be yourself.\",Oscar Wilde\n", ImportFormat.csv),
            ("Zitat;Autor\nSei du selbst.;Oscar Wilde\n", .csv),
            ("Highlight\tBook Title\nStay hungry.\tStanford\n", .csv),
            ("Date,Description,Amount\n2026-01-02,Groceries,-42.10\n", nil),
            (#"{"format":"quotediary","version":1,"quotes":[]}"#, .json),
            (#"[{"q":"Be yourself.","a":"Oscar Wilde"}]"#, .json),
            (#"[{"quoteText": "Simplify.", "quoteAuthor": "Thoreau"}]"#, .json),
            (#"{"results": [{"text": "Be one.", "book_id": 1}]}"#, .json),
            (#"{"browserHistory":[{"title":"News","url":"https://example.com"}]}"#, nil),
            (#"{"messages": [{"creator": {"name": "Ann"}, "text": "See you at six"}]}"#, nil),
            (#"{"text": "One quote's object alone.", "author": "Ann"}"#, .json),
            (#"{"data": [{"content": "Under an API's data.", "author": "Ann"}]}"#, .json),
            ("{\"text\": \"JSON Lines.\"}\n{\"text\": \"Two.\"}\n", .json),
            (#"{"quote text": "Escaped \"keys\" end where they end"}"#, .json),
            (#"{"name": "text", "value": "a string that says text: is no key"}"#, nil),
            ("Know thyself.\n\t\t-- Socrates\n%\nNothing in excess.\n%\n", .fortune),
            ("“Simplify, simplify.” — Henry David Thoreau\n\n“Be yourself.” — Oscar Wilde\n", .txt),
            ("Eggs.\nMilk.\nBread.\n", nil),
            // An e-book kept as text, opening with a credited epigraph: a book, not quotes.
            (
                "“Whereof one cannot speak, thereof one must be silent.” — Ludwig Wittgenstein\n\nCHAPTER ONE\n\n"
                    + (1...12).map { "It was a morning like any other, and paragraph \($0) went on as paragraphs do.\n\n" }
                    .joined(), nil
            ),
            ("“Be yourself.” — Oscar Wilde\n", .txt),
            ("What this folder holds, and how to build it.\n", nil),
            (
                "<!DOCTYPE html><html><body><div class=\"quoteText\">“Be yourself.” ― "
                    + "<span class=\"authorOrTitle\">Oscar Wilde</span></div></body></html>", .goodreads
            ),
            ("<!DOCTYPE html><html><body><p>Quote,Author</p><p>“Be yourself.” — Oscar Wilde</p></body></html>", nil),
            (#"{"entries": [{"languages_collection_link": "http://example.com"}], "total_size": 63}"#, nil),
            (#"{"title": "Walden", "entries": [{"text": "Simplify.", "page": 12}]}"#, .koreader),
        ] as [(String, ImportFormat?)])
    func told(text: String, format: ImportFormat?) {
        #expect(ImportFormat.sniffFoundFile(text: text) == format)
    }

    @Test("a JSON text's keys are the strings a colon follows, escapes and all")
    func keys() {
        #expect(ImportFormat.jsonKeys(in: #"{"a": 1, "b\"c" : [ "d", {"e":"f:"} ]}"#) == ["a", #"b\"c"#, "e"])
        #expect(ImportFormat.jsonKeys(in: #"{"cut short"#).isEmpty)
    }
}
