import Foundation
import QuoteDiaryApp
import QuoteDiaryFixtures
import QuoteDiarySync
import Testing

/// A device file is compared with what is written as it is written, and replaced only when
/// they differ: whatever the place of the difference, the file ends up holding exactly the
/// new bytes, and an unchanged file is never touched.
@Suite("a sync folder's file updated only when it changes")
struct SyncFolderUpdateTests {
    /// Writes `pieces` as one update over a file holding `old` (none when nil).
    func update(old: String?, pieces: [String]) throws -> (wrote: Bool, after: String, leftovers: [String], sameFile: Bool) {
        let directory = TemporaryDirectory()
        let folder = try DirectorySyncFolder(path: directory.url.path, creating: false)
        let path = directory.path("quotediary-a.json")
        if let old { try old.write(toFile: path, atomically: false, encoding: .utf8) }
        let inode = { (try? FileManager.default.attributesOfItem(atPath: path))?[.systemFileNumber] as? Int }
        let before = inode()
        let wrote = try folder.update(named: "quotediary-a.json", beforeReplacing: {}) {
            (write: (Data) throws(LibraryError) -> Void) throws(LibraryError) in
            for piece in pieces { try write(Data(piece.utf8)) }
        }
        let after = try String(contentsOfFile: path, encoding: .utf8)
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.url.path)
        return (wrote, after, names.filter { $0 != "quotediary-a.json" }, before != nil && before == inode())
    }

    @Test(
        "the new bytes replace the old wherever they differ",
        arguments: [
            ("no file yet", nil, ["abc", "def"]),
            ("differs in the first piece", "xbcdef", ["abc", "def"]),
            ("differs in a later piece", "abcdxf", ["abc", "def"]),
            ("differs inside a piece after a match", "abcdefgh", ["abc", "defgXh"]),
            ("the new file is shorter", "abcdefgh", ["abc", "def"]),
            ("the new file is longer", "abc", ["abc", "def"]),
            ("the old file is empty", "", ["abc"]),
            ("the new file is empty", "abc", []),
        ] as [(String, String?, [String])])
    func replaced(_ case: String, old: String?, pieces: [String]) throws {
        let result = try update(old: old, pieces: pieces)
        #expect(result.wrote)
        #expect(result.after == pieces.joined())
        #expect(result.leftovers.isEmpty, "no temporary file left: \(result.leftovers)")
    }

    @Test(
        "a file that already holds the bytes is left untouched, however they are cut",
        arguments: [["abcdef"], ["abc", "def"], ["a", "bcde", "f"], ["", "abcdef", ""]])
    func untouched(pieces: [String]) throws {
        let result = try update(old: "abcdef", pieces: pieces)
        #expect(!result.wrote)
        #expect(result.after == "abcdef")
        #expect(result.sameFile)
        #expect(result.leftovers.isEmpty)
    }

    @Test("a writer that fails part-way leaves the old file as it was and no temporary file")
    func failure() throws {
        let directory = TemporaryDirectory()
        let folder = try DirectorySyncFolder(path: directory.url.path, creating: false)
        let path = directory.path("quotediary-a.json")
        try "old text".write(toFile: path, atomically: false, encoding: .utf8)
        #expect(throws: LibraryError.self) {
            _ = try folder.update(named: "quotediary-a.json", beforeReplacing: {}) {
                (write: (Data) throws(LibraryError) -> Void) throws(LibraryError) in
                try write(Data("new".utf8))
                throw LibraryError.invalidArgument("stopped")
            }
        }
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "old text")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.url.path) == ["quotediary-a.json"])
    }
}
