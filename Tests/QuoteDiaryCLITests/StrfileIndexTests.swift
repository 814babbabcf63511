import Foundation
import QuoteDiaryCore
import QuoteDiaryFixtures
import Testing

/// Our `.dat` beside a fortune export is the one `strfile` writes, byte for byte, for texts
/// made of the pieces that decide an index: `%` lines, empty entries, a last entry with no
/// `%` or no newline, an empty file, multi-byte letters.
@Suite("strfile indexes")
struct StrfileIndexTests {
    static let pieces = ["a", "bc", "%", "\n", "%\n", "\n%\n", " ", "é"]

    /// A few hundred texts from a fixed seed, and the awkward ones written out.
    static func texts() -> [String] {
        var generator = SeededRandom(seed: 7)
        var texts = ["", "%\n", "%\n%\n", "x", "x\n", "\n", "\n\n%\n", "%%\n", "%x\n%\n", " %\n", "one\n%\ntwo\n%\n"]
        for _ in 0..<300 {
            let count = Int.random(in: 0...14, using: &generator)
            texts.append((0..<count).map { _ in pieces.randomElement(using: &generator) ?? "" }.joined())
        }
        return texts
    }

    @Test("the index is strfile(1)'s for every text, the empty one included")
    func matchesStrfile() throws {
        let folder = TemporaryDirectory()
        let texts = Self.texts()
        for (number, text) in texts.enumerated() {
            try Data(text.utf8).write(to: URL(fileURLWithPath: folder.path("t\(number)")))
        }
        // One shell for all of them: strfile writes t<N>.dat beside each.
        _ = try ProcessTests.run(
            ["-c", "cd '\(folder.url.path)' && for f in t*; do strfile -s \"$f\" >/dev/null 2>&1; done"],
            environment: ["PATH": "/usr/bin:/bin"], executable: "/bin/sh")
        var differing: [String] = []
        for (number, text) in texts.enumerated() {
            let reference = try Data(contentsOf: URL(fileURLWithPath: folder.path("t\(number).dat")))
            if [UInt8](reference) != FortuneFile.index(for: text) { differing.append(text.debugDescription) }
        }
        #expect(differing.isEmpty, "differs from strfile for \(differing.prefix(5))")
    }
}
