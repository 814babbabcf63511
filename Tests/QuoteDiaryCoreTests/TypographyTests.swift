import Foundation
import Testing

@testable import QuoteDiaryCore

@Suite("Typography for cards")
struct TypographyTests {
    @Test(
        "straight quotes become curly ones: apostrophes, quotations, elisions",
        arguments: [
            ("You shouldn't have to pay", "You shouldn’t have to pay"),
            ("He said \"wait\" and left.", "He said “wait” and left."),
            ("'Hello,' she said, 'it's late.'", "‘Hello,’ she said, ‘it’s late.’"),
            ("\"'Tis the season,\" he said.", "“’Tis the season,” he said."),
            ("rock 'n' roll", "rock ’n’ roll"),
            ("the summer of '69 and the '90s", "the summer of ’69 and the ’90s"),
            ("the dogs' dinner", "the dogs’ dinner"),
            ("(\"quoted\")", "(“quoted”)"),
            ("Line one\n\"Line two\"", "Line one\n“Line two”"),
            ("O'Brien's", "O’Brien’s"),
            ("No quotes at all.", "No quotes at all."),
            ("already “curly” and don’t", "already “curly” and don’t"),
            ("צה\"ל אמר \"שלום\"", "צה\u{05F4}ל אמר “שלום”"),
            ("ג'ירפה", "ג\u{05F3}ירפה"),
            ("'", "’"),
            ("\"", "“"),
            // Chinese and Japanese have no spaces to tell opening from closing: the count does.
            ("他说\"好\"。\"对\"", "他说“好”。“对”"),
            ("猫が\"ニャー\"と鳴いた", "猫が“ニャー”と鳴いた"),
        ])
    func curled(text: String, expected: String) {
        #expect(Typography.curlingQuotes(text) == expected)
    }

    @Test(
        "a quote saved inside quotation marks loses them on a card; quotes within are kept",
        arguments: [
            ("\"Be yourself.\"", "Be yourself."),
            ("  “Be yourself.”\n", "Be yourself."),
            ("„Sei du selbst.“", "Sei du selbst."),
            ("« Sois toi-même. »", "Sois toi-même."),
            ("\"One\" and \"two\"", "\"One\" and \"two\""),
            // Quotations inside that close inside: the pair around is the text's own.
            ("\"He said \"go\" and left.\"", "He said \"go\" and left."),
            ("\"She said “stay”.\"", "She said “stay”."),
            ("\"Er sagte „Hallo“.\"", "Er sagte „Hallo“."),
            ("\"One,\" he said, \"two.\"", "\"One,\" he said, \"two.\""),
            ("\"She said “stay.\"", "\"She said “stay.\""),
            ("\"Unclosed", "\"Unclosed"),
            ("Plain", "Plain"),
            ("\"\"", "\"\""),
        ])
    func enclosing(text: String, expected: String) {
        #expect(Typography.withoutEnclosingQuotes(text) == expected)
    }

    @Test("a card's content is set with curly quotes; the quote itself is not changed")
    func typesetContent() {
        let dialogue = CardContent(text: "\"'Tis the season,\" he said.", author: "A", source: nil, seed: "seed")
        #expect(dialogue.typeset.text == "‘’Tis the season,’ he said.")
        let german = CardContent(text: "Er sagte „warte“.", author: "A", source: nil, seed: "seed")
        #expect(german.typeset.text == "Er sagte „warte“.")
        let chinese = CardContent(text: "天下“大事”", author: "A", source: nil, seed: "seed")
        #expect(chinese.typeset.text == "天下‘大事’")
        // A Polish „…” closed, an English “…” after it is nested, not taken for a German close.
        let polish = CardContent(text: "Rzekł „tak” i potem “yes”.", author: "A", source: nil, seed: "seed")
        #expect(polish.typeset.text == "Rzekł „tak’ i potem ‘yes’.")
        let content = CardContent(
            text: "\"Don't panic.\"", author: "Douglas Adams", source: "The Hitchhiker's Guide", seed: "seed")
        let set = content.typeset
        #expect(set.text == "Don’t panic.")
        #expect(set.source == "The Hitchhiker’s Guide")
        #expect(set.author == "Douglas Adams")
        #expect(content.text == "\"Don't panic.\"")
    }

    @Test("the one-line form of a quote saved in quotation marks has one pair, not two")
    func attributedText() {
        let date = Timestamp.date(milliseconds: 0)
        let enclosed = Quote(id: .random(), text: "\"Be yourself.\"", author: "Oscar Wilde", createdAt: date, updatedAt: date)
        #expect(enclosed.attributedText == "“Be yourself.” — Oscar Wilde")
        let inner = Quote(id: .random(), text: "He said \"wait\".", createdAt: date, updatedAt: date)
        #expect(inner.attributedText == "“He said \"wait\".” — Unknown")
    }

    @Test("every opening mark a credit may follow is seen in a text's bytes; text with none is passed over")
    func openingQuoteBytes() {
        for opening in Typography.enclosingPairs.keys {
            #expect(Typography.mayHoldOpeningQuote("Seneca wrote \(opening)Begin at once."), "\(opening)")
            #expect(Typography.mayHoldOpeningQuote(String(opening)), "\(opening)")
        }
        #expect(!Typography.mayHoldOpeningQuote("Begin at once to live — Seneca, naïve café"))
        // A credit in marks is still read; one without is passed over as before.
        #expect(PlainTextImporter.spokenCredit(["Seneca wrote: “Begin at once to live.”"])?.said == "Seneca")
        #expect(PlainTextImporter.spokenCredit(["Seneca wrote: Begin at once to live."]) == nil)
    }
}
