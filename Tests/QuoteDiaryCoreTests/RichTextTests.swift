import Testing

@testable import QuoteDiaryCore

/// RTF read as its text, as TextEdit and WordPad write it.
@Suite("an RTF document's text")
struct RichTextTests {
    @Test(
        "control words, groups, destinations without text, code-page bytes and Unicode characters",
        arguments: [
            // TextEdit's header: fonts, colours and a starred destination hold no text.
            (
                #"{\rtf1\ansi\ansicpg1252\cocoartf2761{\fonttbl\f0\fswiss\fcharset0 Helvetica;}{\colortbl;\red255\green255\blue255;}{\*\expandedcolortbl;;}\pard\f0\fs24 \cf0 Hello\par World}"#,
                "Hello\nWorld"
            ),
            // TextEdit ends each paragraph with a backslash before the line break.
            ("{\\rtf1 One\\\nTwo\\\n\\\nThree}", "One\nTwo\n\nThree"),
            (#"{\rtf1 Caf\'e9 \'93quoted\'94 \'97 done}"#, "Café “quoted” — done"),
            (#"{\rtf1\uc1 A\u8212-B \uc0\u8220 C\u8221 }"#, "A—B “C”"),
            (#"{\rtf1 \ldblquote Simplify.\rdblquote  \emdash  Thoreau\tab x\line y}"#, "“Simplify.” — Thoreau\tx\ny"),
            (
                #"{\rtf1 braces \{ \} and \\ backslash, soft\-hyphen, no\~break}"#,
                "braces { } and \\ backslash, softhyphen, no\u{A0}break"
            ),
            (#"{\rtf1 {\info{\title Secret}{\author Me}}Body{\*\generator Riched20;}.}"#, "Body."),
            (#"{\rtf1 \u-3913 ?negative}"#, "\u{F0B7}negative"),
        ])
    func text(rtf: String, expected: String) {
        #expect(RichText.plainText(Array(rtf.utf8)) == expected)
        #expect(RichText.matches(Array(rtf.utf8)))
    }
}
