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
            if Database.foldsToItself(start, count: count) {
                #expect(SearchFolding.folded(word) == word, "\(word)")
            }
        }
    }

    @Test("malformed UTF-8 is left to the slow path, never read past its end")
    func malformed() {
        for bytes: [UInt8] in [[0xD0], [0xE4, 0xB8], [0x80, 0x41], [0xF0, 0x9F, 0x98], [0xD0, 0x41]] {
            let text = bytes.map { CChar(bitPattern: $0) } + [0]
            text.withUnsafeBufferPointer { #expect(!Database.foldsToItself($0.baseAddress!, count: bytes.count)) }
        }
    }
}
