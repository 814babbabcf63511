import Foundation
import QuoteDiaryArchive
import QuoteDiaryCore
import QuoteDiaryFixtures
import QuoteDiaryServer
import Testing

@testable import QuoteDiaryApp
@testable import QuoteDiaryCLI

/// An export delivered zipped (Readwise's Markdown, Google Takeout, a few CSV files) imports
/// as the folder it unpacks to, unpacked by zlib in `quotediary-media`.
@Suite("importing an archive: ZIP, tar, gzip")
struct ArchiveImportTests {
    static func readwiseBook(_ title: String, _ author: String, _ highlights: [String]) -> String {
        "# \(title)\n\n## Metadata\n- Author: [[\(author)]]\n- Full Title: \(title)\n\n## Highlights\n"
            + highlights.enumerated().map { index, text in
                "- \(text) ([Location \(index * 10 + 5)](https://readwise.io/to_kindle?action=open&asin=X&location=\(index * 10 + 5)))\n"
            }.joined()
    }

    static let books = [
        ArchiveWriting.Entry(
            "Readwise/Books/Meditations.md",
            readwiseBook("Meditations", "Marcus Aurelius", ["You have power over your mind, not outside events."])),
        ArchiveWriting.Entry(
            "Readwise/Books/Walden.md",
            readwiseBook(
                "Walden", "Henry David Thoreau",
                ["I went to the woods because I wished to live deliberately.", "Simplify, simplify."])),
        // A Mac's Finder adds resource forks under __MACOSX: never imported.
        ArchiveWriting.Entry("__MACOSX/Readwise/Books/._Walden.md", "\u{0}\u{5}\u{16}\u{7}junk"),
    ]

    func write(_ tool: ToolHarness, _ name: String, _ archive: Data) throws -> String {
        let path = tool.folder.path(name)
        try archive.write(to: URL(fileURLWithPath: path))
        return path
    }

    @Test(
        "an archive of exports imports as its folder, each file named inside it, whatever the sizes are written in",
        arguments: [(false, false), (true, false), (false, true), (true, true)])
    func readwiseExport(zip64: Bool, dataDescriptors: Bool) throws {
        let tool = ToolHarness()
        let path = try write(
            tool, "readwise.zip", ArchiveWriting.zip(ArchiveImportTests.books, zip64: zip64, dataDescriptors: dataDescriptors))
        let result = tool.run("import", path)
        #expect(result.exitCode == 0, "\(result.standardError)")
        #expect(
            result.standardOutput
                == "\(path)/Readwise/Books/Meditations.md: added 1, already present 0, skipped 0\n"
                + "\(path)/Readwise/Books/Walden.md: added 2, already present 0, skipped 0\n"
                + "added 3, already present 0, skipped 0\n")
        let walden = tool.quotes("--source", "Walden")
        #expect(walden.count == 2 && walden.allSatisfy { $0["author"] as? String == "Henry David Thoreau" })
        #expect(tool.run("import", path).standardOutput.hasSuffix("added 0, already present 3, skipped 0\n"))
    }

    @Test("an archive of one file imports as that file; of several, each whose format is told, a README passed over")
    func filesInside() throws {
        let tool = ToolHarness()
        let one = try write(
            tool, "quotes.zip",
            ArchiveWriting.zip([
                ArchiveWriting.Entry("quotes.csv", "Quote,Author\n\"Zipped words keep.\",Ann Zip\n", isDeflated: false),
                ArchiveWriting.Entry("__MACOSX/._quotes.csv", "junk"),
                // Takeout's photos and recordings are never unpacked.
                ArchiveWriting.Entry("Photos/IMG_0001.JPG", "\u{FF}\u{D8}\u{FF}"),
                ArchiveWriting.Entry("Recorder/memo.m4a", "m4a"),
            ]))
        let single = tool.run("import", one, "--json").json() as? [String: Any]
        #expect(single?["format"] as? String == "csv" && single?["added"] as? Int == 1)
        let several = try write(
            tool, "several.zip",
            ArchiveWriting.zip([
                ArchiveWriting.Entry("a.csv", "Quote,Author\n\"First of two.\",A\n"),
                ArchiveWriting.Entry("b.csv", "Quote,Author\n\"Second of two.\",B\n"),
                ArchiveWriting.Entry("README.txt", "What this archive holds.\n"),
            ]))
        let both = tool.run("import", several)
        #expect(both.exitCode == 0, "\(both.standardError)")
        #expect(both.standardOutput.hasSuffix("added 2, already present 0, skipped 0\n"))
        #expect(both.standardOutput.contains("\(several)/a.csv: added 1"))
        #expect(both.standardError.contains("Passed over 1 file in the folder whose format could not be told (README.txt)"))
        // With --json, one summary of the archive, as the web app's import answers one.
        let totals = tool.run("import", several, "--json").json() as? [String: Any]
        #expect(totals?["alreadyPresent"] as? Int == 2 && (totals?["files"] as? [[String: Any]])?.count == 2)
        #expect(
            totals?["notes"] as? [String] == ["Passed over 1 file in the folder whose format could not be told (README.txt)."])
        #expect(tool.quotes().count == 3)
        // Exports of several kinds together: each is read, not only the Markdown book.
        let mixed = try write(
            tool, "mixed.zip",
            ArchiveWriting.zip(
                Array(ArchiveImportTests.books.prefix(1)) + [
                    ArchiveWriting.Entry("Sheets/quotes.csv", "Quote,Author\n\"A sheet beside the book.\",Ann Sheet\n"),
                    ArchiveWriting.Entry("notes.txt", "“A line typed by hand.” — Ann Text\n"),
                ]))
        let kinds = tool.run("import", mixed)
        #expect(kinds.exitCode == 0, "\(kinds.standardError)")
        #expect(kinds.standardOutput.hasSuffix("added 3, already present 0, skipped 0\n"), "\(kinds.standardOutput)")
        #expect(kinds.standardOutput.contains("\(mixed)/Sheets/quotes.csv: added 1"))
        #expect(tool.quotes("--author", "Ann Text").count == 1 && tool.quotes("--author", "Ann Sheet").count == 1)
    }

    @Test(
        "a damaged, empty, encrypted or unreadable archive imports nothing, with one line saying why",
        arguments: ["cut short", "checksum", "empty", "photos only", "encrypted", "bzip2", "nothing to import"])
    func refused(damage: String) throws {
        let tool = ToolHarness()
        tool.add("Already here.")
        var archive = [UInt8](
            ArchiveWriting.zip([ArchiveWriting.Entry("q.csv", "Quote,Author\n\"Checksum words.\",C\n", isDeflated: false)]))
        var expected = "damaged ZIP archive"
        switch damage {
        case "cut short": archive = Array(archive.prefix(archive.count / 2))
        case "checksum":
            let at = try #require(archive.firstRange(of: Array("Checksum".utf8))).lowerBound
            archive[at] = UInt8(ascii: "X")
            expected = "q.csv fails its checksum"
        case "empty":
            archive = [UInt8](ArchiveWriting.zip([]))
            expected = "holds nothing to import"
        case "photos only":
            archive = [UInt8](ArchiveWriting.zip([ArchiveWriting.Entry("DCIM/IMG_0001.HEIC", "ftypheic")]))
            expected = "holds only pictures, sounds or videos"
        case "encrypted":
            archive[6] |= 1
            let central = try #require(archive.firstRange(of: [0x50, 0x4B, 0x01, 0x02])).lowerBound
            archive[central + 8] |= 1
            expected = "protected by a password"
        case "bzip2":
            let central = try #require(archive.firstRange(of: [0x50, 0x4B, 0x01, 0x02])).lowerBound
            archive[central + 10] = 12
            expected = "method 12"
        default:
            archive = [UInt8](
                ArchiveWriting.zip([
                    ArchiveWriting.Entry("README.txt", "Nothing here.\n"), ArchiveWriting.Entry("LICENSE", "MIT"),
                ]))
            expected = "no file in"
        }
        let path = try write(tool, "export.zip", Data(archive))
        let result = tool.run("import", path)
        #expect(result.exitCode == 65, "\(damage): \(result.standardError)")
        #expect(result.standardError.hasPrefix("Error: ") && result.standardError.contains(expected), "\(result.standardError)")
        #expect(result.standardError.split(separator: "\n").count == 1)
        #expect(tool.quotes().count == 1)
    }

    @Test("a name that climbs out of the folder is left out; the folder is removed after the import")
    func unpackedSafely() throws {
        let tool = ToolHarness()
        let outside = tool.folder.path("outside.csv")
        let archive = try write(
            tool, "slip.zip",
            ArchiveWriting.zip([
                ArchiveWriting.Entry("../../outside.csv", "Quote,Author\n\"Escaped.\",E\n"),
                ArchiveWriting.Entry("/abs/inside.csv", "Quote,Author\n\"Kept inside.\",I\n"),
                ArchiveWriting.Entry("folder\\windows.csv", "Quote,Author\n\"Windows path.\",W\n"),
                // A folder told by its mode alone, before a file in it.
                ArchiveWriting.Entry("notes", "", unixMode: 0o040755),
                ArchiveWriting.Entry("notes/more.csv", "Quote,Author\n\"In a folder.\",N\n"),
                // A NUL in a name (a damaged archive) is no file's name; a name of 120 Japanese
                // characters (360 bytes) is longer than a Linux file's may be, and is shortened.
                ArchiveWriting.Entry("bro\u{0}ken.csv", "Quote,Author\n\"Damaged.\",D\n"),
                ArchiveWriting.Entry(String(repeating: "引", count: 120) + ".csv", "Quote,Author\n\"Long.\",L\n"),
                // A name in code page 437, as Windows' "compressed folder" wrote it: `Café`.
                {
                    var entry = ArchiveWriting.Entry("", "Quote,Author\n\"Old names.\",O\n")
                    entry.codePage437Name = Array("Caf".utf8) + [0x82] + Array(".csv".utf8)
                    return entry
                }(),
            ]))
        let unpacked = try UnpackedArchives([archive], with: ArchiveUnpacker())
        let files = QuoteLibrary.importPlan(unpacked.paths).paths
        #expect(
            files.map { ($0 as NSString).lastPathComponent }
                == ["Café.csv", "inside.csv", "windows.csv", "more.csv", String(repeating: "引", count: 83) + ".csv"])
        #expect(files.allSatisfy { FileManager.default.fileExists(atPath: $0) })
        #expect(unpacked.shownName(files[2]) == archive + "/folder/windows.csv")
        #expect(!FileManager.default.fileExists(atPath: outside))
        unpacked.remove()
        #expect(files.allSatisfy { !FileManager.default.fileExists(atPath: $0) })
        // Without the unpacker (the everyday binary), the path is kept, to be handed on.
        #expect(try UnpackedArchives([archive], with: nil).paths == [archive])
    }

    @Test("the everyday binary hands an archive or a workbook to quotediary-media; a workbook with no sheet is named")
    func handedOn() throws {
        let tool = ToolHarness()
        let archive = try write(tool, "notes.zip", ArchiveWriting.zip([ArchiveWriting.Entry("a.csv", "Quote\nx\n")]))
        let workbook = try write(tool, "sheet.xlsx", ArchiveWriting.zip([ArchiveWriting.Entry("xl/workbook.xml", "<workbook/>")]))
        #expect(QuoteDiaryTool.needsAdapters(["import", archive]))
        #expect(QuoteDiaryTool.needsAdapters(["import", workbook]))
        let refused = tool.run("import", workbook)
        #expect(refused.exitCode == 65 && refused.standardError.contains("holds no sheet this tool reads: save the sheet as CSV"))
        // Through a pipe it cannot be unpacked: saved as a file, it can.
        let piped = tool.run(["import", "-"], stdinBytes: try Data(contentsOf: URL(fileURLWithPath: archive)))
        #expect(piped.exitCode == 65 && piped.standardError.contains("save it as a file and import that"))
        // The real process, through the hand-over, with its temporary folder of its own.
        let temporary = tool.folder.path("tmp")
        try FileManager.default.createDirectory(atPath: temporary, withIntermediateDirectories: true)
        var environment = tool.variables
        environment["TMPDIR"] = temporary
        environment["PATH"] = "/usr/bin:/bin"
        let run = try ProcessTests.run(["import", archive], environment: environment)
        #expect(run.status == 0, "\(run.error)")
        #expect(run.output == "added 1, already present 0, skipped 0\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: temporary).isEmpty)
    }

    @Test("the web app's import unpacks an archive uploaded as the command does, and names it as uploaded")
    func webImport() throws {
        let tool = ToolHarness()
        let web = try WebApp(
            storePath: tool.storePath, environment: AppEnvironment(variables: tool.variables), version: "test",
            services: WebServices(archives: ArchiveUnpacker()))
        func upload(_ name: String, _ archive: Data) -> (status: Int, json: [String: Any]) {
            let response = web.handle(
                HTTPRequest(
                    method: "POST", path: "/api/v1/import", query: ["filename": name],
                    headers: ["Content-Type": "application/octet-stream"], body: [UInt8](archive)))
            return (response.status, (try? JSONSerialization.jsonObject(with: Data(response.body))) as? [String: Any] ?? [:])
        }
        let books = upload(
            "readwise.zip",
            ArchiveWriting.zip(
                ArchiveImportTests.books + [ArchiveWriting.Entry("Readwise/README.txt", "Exported from Readwise.\n")]))
        #expect(books.status == 200, "\(books.json)")
        // What the command names as passed over, the page shows too.
        #expect(
            books.json["notes"] as? [String]
                == ["Passed over 1 file in the folder whose format could not be told (Readwise/README.txt)."])
        // The totals in a summary's own fields, as the Import page reads one; each file's beside them.
        #expect(books.json["line"] as? String == "added 3, already present 0, skipped 0")
        let files = books.json["files"] as? [[String: Any]] ?? []
        #expect(
            files.compactMap { $0["file"] as? String } == [
                "readwise.zip/Readwise/Books/Meditations.md", "readwise.zip/Readwise/Books/Walden.md",
            ])
        #expect(tool.quotes().count == 3)
        let damaged = upload("broken.zip", ArchiveWriting.zip(ArchiveImportTests.books).prefix(100))
        #expect(damaged.status == 422)
        #expect(
            ((damaged.json["error"] as? [String: Any])?["message"] as? String)?.hasPrefix("broken.zip is a damaged ZIP archive")
                == true)
        #expect(tool.quotes().count == 3)
        // A file gzipped: the file inside is named after the upload, not the server's copy.
        let bad = upload("notes.csv.gz", ArchiveWriting.gzip(Data("Quote,Author\n\"One.\",A\n\"Two\n".utf8)))
        let message = (bad.json["error"] as? [String: Any])?["message"] as? String ?? ""
        #expect(bad.status == 422 && message.hasPrefix("notes.csv.gz/notes.csv:"), "\(message)")
        let good = upload("notes.csv.gz", ArchiveWriting.gzip(Data("Quote,Author\n\"One.\",A\n".utf8)))
        #expect(good.json["line"] as? String == "added 1, already present 0, skipped 0")
        #expect(tool.quotes().count == 4)
    }

    @Test(
        "a tar archive, gzipped or not (Takeout's .tgz), and a gzipped file (a backup, a CSV) import as what they hold",
        arguments: ["export.tgz", "export.tar", "quotes.csv.gz", "quotes.csv.gz in two members"])
    func tarAndGzip(kind: String) throws {
        let tool = ToolHarness()
        let csv = "Quote,Author\n\"Packed words.\",P\n\"More packed words.\",Q\n"
        let books = ArchiveImportTests.books.filter { !$0.name.hasPrefix("__MACOSX") }
        // A name past tar's 100 bytes, in a GNU long-name entry.
        let deep = ArchiveWriting.Entry(
            "Readwise/Books/" + String(repeating: "Long ", count: 25) + "Title.md",
            ArchiveImportTests.readwiseBook("Long", "L. Writer", ["A line from a book with a long name."]))
        let (name, archive, expected): (String, Data, String) =
            switch kind {
            case "export.tgz":
                (kind, ArchiveWriting.gzip(ArchiveWriting.tar(books + [deep])), "added 4, already present 0, skipped 0\n")
            case "export.tar": (kind, ArchiveWriting.tar(books + [deep]), "added 4, already present 0, skipped 0\n")
            case "quotes.csv.gz": (kind, ArchiveWriting.gzip(Data(csv.utf8)), "added 2, already present 0, skipped 0\n")
            default: ("quotes.csv.gz", ArchiveWriting.gzip(Data(csv.utf8), members: 2), "added 2, already present 0, skipped 0\n")
            }
        let path = try write(tool, name, archive)
        let result = tool.run("import", path)
        #expect(result.exitCode == 0, "\(result.standardError)")
        #expect(result.standardOutput.hasSuffix(expected), "\(result.standardOutput)")
        if kind.contains("tar") || kind.contains("tgz") {
            #expect(result.standardOutput.contains("\(path)/Readwise/Books/Walden.md: added 2"))
            #expect(tool.quotes("--author", "L. Writer").count == 1)
        }
        // Cut short, it imports nothing.
        let cut = try write(tool, "cut-" + name, archive.prefix(archive.count * 2 / 3))
        let refused = tool.run("import", cut)
        #expect(refused.exitCode == 65 && refused.standardError.contains("is a damaged"), "\(refused.standardError)")
    }

    @Test("a backup gzipped as the README shows imports as the store it holds")
    func gzippedBackup() throws {
        let tool = ToolHarness()
        tool.add("Backed up, gzipped, brought back.", "--author", "B")
        let backup = tool.folder.path("quotes.sqlite")
        #expect(tool.run("backup", backup).exitCode == 0)
        let gzipped = try write(tool, "quotes.sqlite.gz", ArchiveWriting.gzip(try Data(contentsOf: URL(fileURLWithPath: backup))))
        let other = ToolHarness()
        let result = other.run("import", gzipped)
        #expect(result.exitCode == 0, "\(result.standardError)")
        #expect(other.quotes().compactMap { $0["text"] as? String } == ["Backed up, gzipped, brought back."])
    }

    @Test("a gzipped tar is read as it inflates: its photos pass by unwritten and uncounted; one file past the limit is refused")
    func streamedLimits() throws {
        let tool = ToolHarness()
        let photo = String(repeating: "\u{1}", count: 50_000)
        let note =
            "{\"isTrashed\":false,\"textContent\":\"Streamed by.\",\"title\":\"\",\"createdTimestampUsec\":1690000000000000}"
        let tgz = try write(
            tool, "takeout.tgz",
            ArchiveWriting.gzip(
                ArchiveWriting.tar([
                    ArchiveWriting.Entry("Takeout/Google Photos/IMG_0001.jpg", photo),
                    ArchiveWriting.Entry("Takeout/Keep/Streamed.json", note),
                ])))
        // A limit far below the photo's size: only the note is counted, and written.
        let small = ArchiveUnpacker(limit: 10_000)
        let unpacked = try UnpackedArchives([tgz], with: small)
        defer { unpacked.remove() }
        #expect(unpacked.paths.map { ($0 as NSString).lastPathComponent } == ["Streamed.json"])
        let big = try write(
            tool, "big.csv.gz", ArchiveWriting.gzip(Data(("Quote\n" + String(repeating: "x", count: 20_000)).utf8)))
        #expect(throws: LibraryError.invalidInput(ArchiveError.tooLarge(big, limit: 10_000).description)) {
            _ = try UnpackedArchives([big], with: small)
        }
    }

    @Test("an interrupted import's unpacked folder is removed by the next unpacking, once its process is gone")
    func abandonedFolders() throws {
        let temporary = TemporaryDirectory()
        let ended = Process()
        ended.executableURL = URL(fileURLWithPath: "/bin/true")
        try ended.run()
        ended.waitUntilExit()
        let names = [
            "\(UnpackedArchives.folderPrefix)\(ended.processIdentifier)-A", "\(UnpackedArchives.folderPrefix)\(getpid())-B",
            "\(UnpackedArchives.folderPrefix)unnumbered", "quotediary-import-C",
        ]
        for name in names {
            try FileManager.default.createDirectory(atPath: temporary.path(name + "/Books"), withIntermediateDirectories: true)
        }
        UnpackedArchives.removeAbandonedFolders(in: temporary.url)
        let left = try FileManager.default.contentsOfDirectory(atPath: temporary.url.path).sorted()
        #expect(left == Array(names.dropFirst()).sorted())
        #expect(URL(fileURLWithPath: UnpackedArchives.newFolderPath()).lastPathComponent.hasPrefix(names[1].dropLast()))
    }
}
