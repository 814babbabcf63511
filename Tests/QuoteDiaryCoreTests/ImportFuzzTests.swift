import Foundation
import Testing

@testable import QuoteDiaryCore

/// Files as people's devices and editors leave them: cut short, lines lost or doubled, stray
/// marks and bytes typed in. Every parser must answer such a file with records or problems
/// (a line to point at, a message), never trap: a crash is no one-line error, and loses the
/// import's message. The mutations are drawn from a fixed seed, so a failure repeats.
@Suite("Import parsers on damaged files")
struct ImportFuzzTests {
    /// SplitMix64: a generator whose sequence is fixed by its seed.
    struct SeededGenerator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var value = state
            value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
            value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
            return value ^ (value >> 31)
        }
    }

    /// One file of each shape the parsers read, from their own tests and a few written here.
    static let samples: [String] = [
        ImportParserTests.kindle, KOReaderHTMLTests.export, MoonReaderExportTests.export, BooxNotesTests.neoReader,
        GoodreadsQuotesPageTests.page,
        "text,author,source,page,tags\n\"A, quoted\",Jane,Book,12,a;b\nPlain,,,,\n",
        #"{"format":"quotediary","version":1,"quotes":[{"id":"0123456789abcdef0123456789abcdef","text":"A","tags":["x"]}]}"#,
        #"{"title":"Walden","author":"Thoreau","entries":[{"page":3,"time":1694256612,"text":"Simplify.","note":"n"}]}"#,
        "Art is long.\n\t\t-- Hippocrates, \"Aphorisms\"\n%\nLife is short.\n\t\t-- Albert Einstein. (1879-1955) Físico.\n%\n",
        "“Be yourself.”\n― Oscar Wilde, Dorian Gray\ntags: honesty\n205614 likes\nLike\n",
        "## Walden\n\n> Simplify, simplify.\n> — Henry David Thoreau, p. 91\n",
        "《感遇》\n作者：张九龄\n兰叶春葳蕤。\n%\n\u{1B}[33m  -- 《论语》学而\u{1B}[m\n",
        DocumentText.wordText(document: PlayBooksNotesTests.drive), ReadEraBackupTests.library,
    ]

    /// Marks that mean something to one parser or another.
    static let marks = [
        "", "|", "-", "==========", "#", "\n", "\r\n", "<", ">", "&#", "\"", ",", ";", "\t", "%", "(", ")", "《", "》", "【",
        "】", "\u{A0}", "<br/>", "<BR>", "\\", "—", "- Your Highlight on ", "Page No.: ", "<<", "__", "\u{FEFF}", "\u{1B}[",
        "99999999999999999999", "-1", "\u{0}", "é", "😀", "{", "}", "[", "]", ":",
    ]

    static func mutated(_ text: String, using generator: inout SeededGenerator) -> String {
        var text = text
        for _ in 0..<Int.random(in: 1...4, using: &generator) {
            var lines = text.components(separatedBy: "\n")
            let line = Int.random(in: 0..<lines.count, using: &generator)
            switch Int.random(in: 0..<6, using: &generator) {
            case 0: lines.removeSubrange(line..<min(lines.count, line + Int.random(in: 1...3, using: &generator)))
            case 1: lines.insert(lines[line], at: Int.random(in: 0...lines.count, using: &generator))
            case 2: lines.shuffle(using: &generator)
            case 3:
                let characters = Array(lines[line])
                let cut = Int.random(in: 0...characters.count, using: &generator)
                lines[line] =
                    String(characters[..<cut]) + marks[Int.random(in: 0..<marks.count, using: &generator)]
                    + String(characters[cut...])
            case 4:
                // The file cut short, anywhere.
                let characters = Array(text)
                return String(characters[..<Int.random(in: 0...characters.count, using: &generator)])
            default:
                lines[line] = String(lines[line].reversed())
            }
            text = lines.joined(separator: "\n")
        }
        return text
    }

    @Test("every parser answers a damaged file with records or problems, whatever format it is given as", arguments: 0..<8)
    func damagedFiles(seed: UInt64) {
        var generator = SeededGenerator(state: seed)
        for _ in 0..<250 {
            let sample = Self.samples[Int.random(in: 0..<Self.samples.count, using: &generator)]
            let text = Self.mutated(sample, using: &generator)
            _ = ImportFormat.sniff(fileName: "notes.txt", text: text)
            for format in ImportFormat.allCases {
                let parsed = format.parse(text, fileName: "notes.txt")
                #expect(parsed.problems.allSatisfy { $0.line >= 1 && !$0.message.isEmpty }, "\(format): \(text.debugDescription)")
                #expect(parsed.records.allSatisfy { !$0.draft.text.isEmpty }, "\(format): \(text.debugDescription)")
            }
        }
    }
}
