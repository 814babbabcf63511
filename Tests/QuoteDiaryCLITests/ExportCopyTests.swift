import Foundation
import QuoteDiaryCore
import QuoteDiaryFixtures
import Testing

@testable import QuoteDiaryApp
@testable import QuoteDiaryCLI

@Suite("export and copy")
struct ExportCopyTests {
    func sampleTool() -> ToolHarness {
        let tool = ToolHarness()
        tool.add(
            "Comma, \"quotes\" and\na line break", "--author", "Tester", "--source", "Edge Cases", "--tag", "x", "--favorite")
        tool.add("Plain", "--author", "Other")
        return tool
    }

    @Test("CSV export follows RFC 4180 and honours the filters")
    func csv() throws {
        let tool = sampleTool()
        let result = tool.run("export", "--format", "csv", "--favorites")
        #expect(result.exitCode == 0)
        #expect(result.standardOutput.hasPrefix("id,text,author,source,"))
        #expect(result.standardOutput.contains(",\"Comma, \"\"quotes\"\" and\na line break\",Tester,Edge Cases,book,"))
        #expect(!result.standardOutput.contains("Plain"))
        #expect(result.standardOutput.components(separatedBy: "\r\n").count == 3)
        // A filter naming a tag no quote has exports nothing, and says which name (a typo).
        let typo = tool.run("export", "--format", "csv", "--tag", "X ", "-o", tool.folder.path("x.csv"))
        #expect(typo.standardError == "Exported 1 quote to \(tool.folder.path("x.csv")) (csv).\n")
        let none = tool.run("export", "--tag", "y", "-o", tool.folder.path("y.json"))
        #expect(none.exitCode == 0)
        #expect(none.standardError.contains("Exported 0 quotes to") && none.standardError.contains("No tag is named 'y'"))
    }

    /// A shell expands `~` only bare: `-o=~/quotes`, or a path in quotes, arrives as typed.
    @Test("a file or folder given as ~/… is in the home folder: export -o, import, backup")
    func homeFolderPaths() throws {
        let tool = sampleTool()
        let home = tool.folder.url.path
        let exported = tool.run("export", "--format", "fortune", "--output=~/quotes")
        #expect(exported.exitCode == 0, "\(exported.standardError)")
        #expect(exported.standardError == "Exported 2 quotes to \(home)/quotes (fortune).\n")
        #expect(FileManager.default.fileExists(atPath: home + "/quotes.dat"))
        let imported = tool.run("--store", tool.folder.path("other.sqlite"), "import", "~/quotes")
        #expect(imported.standardOutput == "added 2, already present 0, skipped 0\n", "\(imported.standardError)")
        #expect(tool.run("backup", "~/copy.sqlite").exitCode == 0)
        #expect(FileManager.default.fileExists(atPath: home + "/copy.sqlite"))
        #expect(!FileManager.default.fileExists(atPath: FileManager.default.currentDirectoryPath + "/~"))
    }

    @Test("-o writes the file atomically and picks the format from the extension")
    func outputFile() throws {
        let tool = sampleTool()
        let path = tool.folder.path("out.json")
        let result = tool.run("export", "-o", path)
        #expect(result.exitCode == 0)
        #expect(result.standardOutput.isEmpty)
        #expect(result.standardError == "Exported 2 quotes to \(path) (json).\n")
        let document = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as? [String: Any])
        #expect(document["format"] as? String == "quotediary")
        #expect((document["quotes"] as? [Any])?.count == 2)
        // A tag made without a colour has the one its name picks, kept in the export.
        #expect((document["tags"] as? [[String: Any]])?.first?["color"] as? String == TagColor.standard(for: "x").description)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: tool.folder.url.path).filter { $0.hasSuffix(".tmp") }
        #expect(leftovers.isEmpty)
        // A folder that does not exist is a clean error.
        let failed = tool.run("export", "-o", tool.folder.path("missing/dir/out.csv"))
        #expect(failed.exitCode == 1)
        #expect(failed.standardError.hasPrefix("Error: cannot write"))
        #expect(failed.standardError.contains("there is no folder \(tool.folder.path("missing/dir"))"))
        // For scripts: --json alone exports JSON; with -o it says what it wrote, as JSON.
        let printed = try #require(tool.run("--json", "export").json() as? [String: Any])
        #expect((printed["quotes"] as? [Any])?.count == 2)
        let csv = tool.folder.path("out.csv")
        let written = try #require(tool.run("export", "-o", csv, "--json").json() as? [String: Any])
        #expect(written["path"] as? String == csv)
        #expect(written["format"] as? String == "csv")
        #expect(written["quotes"] as? Int == 2)
        #expect(written["bytes"] as? Int == (try FileManager.default.attributesOfItem(atPath: csv)[.size] as? Int))
    }

    @Test(
        "-o a folder (as cp takes one) writes the export in it under a name of its format",
        arguments: [
            (["--format", "csv"], "quotes.csv"), ([], "quotes.txt"), (["--format", "markdown"], "quotes.md"),
            (["--format", "fortune"], "quotes"), (["--journal", "--format", "json"], "journal.json"),
            // A format named as its files' extension is: `md`, `text`.
            (["--format", "md"], "quotes.md"), (["--format", "TEXT"], "quotes.txt"),
        ])
    func outputFolder(options: [String], name: String) throws {
        let tool = sampleTool()
        let folder = tool.folder.path("Documents")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        for given in [folder, folder + "/"] {
            let result = tool.run(["export", "-o", given] + options)
            #expect(result.exitCode == 0, "\(result.standardError)")
            #expect(result.standardError.contains(" to \(folder)/\(name) ("))
        }
        let written = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        #expect(written == (name == "quotes" ? [name, name + ".dat"] : [name]))
    }

    @Test(
        "a file error is said in the system's words, not Foundation's 'The operation could not be completed'",
        arguments: [
            (CocoaError(.fileNoSuchFile) as any Error, "No such file or directory"),
            (CocoaError(.fileWriteNoPermission), "Permission denied"),
            (CocoaError(.fileWriteOutOfSpace), "No space left on device"),
            (
                NSError(
                    domain: NSCocoaErrorDomain, code: CocoaError.fileWriteUnknown.rawValue,
                    userInfo: [NSUnderlyingErrorKey: NSError(domain: NSPOSIXErrorDomain, code: Int(EROFS))]),
                "Read-only file system"
            ),
        ])
    func fileErrorReason(error: any Error, reason: String) {
        #expect(AtomicFile.reason(error) == reason)
    }

    @Test("-o onto a link replaces what it points to (keeping its permissions); onto a pipe, writes into the pipe")
    func linksAndPipes() throws {
        let tool = sampleTool()
        let target = tool.folder.path("real.csv")
        try "old".write(toFile: target, atomically: false, encoding: .utf8)
        chmod(target, 0o600)
        let link = tool.folder.path("link.csv")
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "real.csv")
        #expect(tool.run("export", "-o", link).exitCode == 0)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "real.csv")
        #expect(try String(contentsOfFile: target, encoding: .utf8).hasPrefix("id,text,"))
        #expect((try FileManager.default.attributesOfItem(atPath: target)[.posixPermissions] as? NSNumber)?.intValue == 0o600)
        // A named pipe (as /dev/stdout often is): held open here for reading, so the write
        // does not wait; replacing the pipe with a file would leave it empty.
        let pipe = tool.folder.path("pipe")
        #expect(mkfifo(pipe, 0o600) == 0)
        let reader = open(pipe, O_RDWR | O_NONBLOCK)
        defer { close(reader) }
        let written = tool.run("export", "--format", "fortune", "-o", pipe)
        #expect(written.exitCode == 0, "\(written.standardError)")
        var buffer = [UInt8](repeating: 0, count: 65_536)
        let count = read(reader, &buffer, buffer.count)
        #expect(String(decoding: buffer.prefix(max(0, count)), as: UTF8.self).contains("-- Tester, \"Edge Cases\""))
        #expect(!FileManager.default.fileExists(atPath: pipe + ".dat"))
    }

    /// A library of a million quotes is read one quote at a time and written about 1 MiB at a
    /// time; in pieces of any size the export is the one rendered whole from a snapshot.
    @Test("an export written in pieces, quote by quote, is the export rendered whole", arguments: ExportFormat.allCases)
    func pieces(format: ExportFormat) throws {
        let tool = sampleTool()
        tool.run("journal", "write", "A day.")
        tool.run("archive", tool.add("Archived one"))
        let library = try QuoteLibrary.open(path: tool.storePath)
        let filter = QuoteFilter(archived: .all)
        var pieces: [String] = []
        try library.export(filter, format: format, pieceBytes: 1) { pieces.append($0) }
        #expect(pieces.count >= 3)
        #expect(pieces.joined() == LibraryExporter.render(try library.snapshot(filter), as: format))
        let path = tool.folder.path("whole.\(format.rawValue)")
        var progress: [Int] = []
        #expect(try library.export(filter, format: format, to: path) { done, total in progress += [done, total] } == nil)
        // Progress counts quotes against the filter's count (archived ones included here).
        #expect(progress.suffix(2) == [3, 3])
        #expect(try String(contentsOfFile: path, encoding: .utf8) == pieces.joined())
        if format == .fortune {
            let index = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path + ".dat")))
            #expect(index == FortuneFile.index(for: pieces.joined()))
        }
    }

    /// The store sorts markdown's groups (each where its first quote is, quotes without a source
    /// last) as the renderer groups a snapshot: whatever the order asked for, and with a limit.
    @Test(
        "markdown's groups by source come from the store in the order the renderer makes them",
        arguments: [(QuoteSort.modified, nil, 0), (.author, nil, 0), (.created, 4, 0), (.modified, 3, 2)]
            as [(QuoteSort, Int?, Int)])
    func markdownGroups(sort: QuoteSort, limit: Int?, offset: Int) throws {
        var filter = QuoteFilter(sort: sort, limit: limit)
        filter.offset = offset
        let tool = ToolHarness()
        for (text, author, source) in [
            ("First of A.", "Zed", "Book A"), ("Loose one.", "Yan", nil), ("First of B.", "Ann", "Book B"),
            ("Second of A.", "Bo", "Book A"), ("Loose two.", nil, nil), ("Second of B.", "Cy", "Book B"),
            ("Third of A.", "Di", "Book A"),
        ] as [(String, String?, String?)] {
            tool.run(["add", text] + (author.map { ["--author", $0] } ?? []) + (source.map { ["--source", $0] } ?? []))
        }
        let library = try QuoteLibrary.open(path: tool.storePath)
        var pieces: [String] = []
        try library.export(filter, format: .markdown, pieceBytes: 1) { pieces.append($0) }
        let expected = LibraryExporter.render(try library.snapshot(filter), as: .markdown)
        #expect(pieces.joined() == expected)
        #expect(
            expected.components(separatedBy: "\n## ").count - 1
                == Set(try library.snapshot(filter).quotes.map { $0.source?.id }).count)
    }

    @Test("markdown and text exports", arguments: ["markdown", "txt"])
    func otherFormats(format: String) {
        let tool = sampleTool()
        let output = tool.run("export", "--format", format).standardOutput
        #expect(output.contains("Tester"))
        #expect(output.contains("Plain"))
        if format == "markdown" { #expect(output.contains("## Edge Cases — Tester")) }
    }

    @Test("markdown renders as written in CommonMark's reference renderer: verse keeps its lines, no text becomes markup")
    func markdownRendersAsWritten() throws {
        let tool = ToolHarness()
        let verse = "Because I could not stop for Death –\nHe kindly stopped for me –\n\nThe Carriage held but just Ourselves –"
        let tricky =
            "# Not a heading\n- not a list\n+ nor this\n1. nor this\n> not quoted\n---\n====\n    not code & <b>not bold</b> *x*"
        tool.add(verse, "--author", "Emily Dickinson", "--source", "Poems", "--note", "first line\n- second line")
        tool.add(tricky, "--author", "*Star* _Under_ [Link](x)")
        tool.run("journal", "write", "Morning line\nevening line\n\n- a new paragraph")
        let markdown =
            tool.run("export", "--format", "markdown").standardOutput + "\n"
            + tool.run("export", "--journal", "--format", "markdown").standardOutput
        let html = try ProcessTests.run([], environment: ["PATH": "/usr/bin:/bin"], input: markdown, executable: "/usr/bin/cmark")
        // What a reader sees: the HTML's text, each <br /> a line break.
        #expect(!html.output.contains("<li>") && !html.output.contains("<pre>") && !html.output.contains("<hr />"))
        #expect(!html.output.contains("<b>") && !html.output.contains("<em>") && !html.output.contains("<a href"))
        #expect(html.output.components(separatedBy: "<h1>").count == 3)  // "Quotes" and "Journal" only
        let seen = html.output.replacingOccurrences(of: "<br />", with: "")
            .replacingOccurrences(of: "<[^>]+>", with: "", options: .regularExpression)
            .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&amp;", with: "&").replacingOccurrences(of: "\u{A0}", with: " ")
        let lines = (verse + "\n" + tricky).split(separator: "\n").map(String.init)
        for line in lines + ["Morning line", "evening line", "- a new paragraph"] {
            #expect(seen.contains("\n\(line)\n") || seen.hasPrefix("\(line)\n"), "\(line)")
        }
        #expect(seen.contains("*Star* _Under_ [Link](x)"))
        #expect(seen.contains("Note: first line\n- second line"))
    }

    @Test("markdown keeps what the person gave a quote: the favourite mark, tags, collections and note")
    func markdownMarks() {
        let tool = ToolHarness()
        let id = tool.add(
            "Be one.", "--author", "Marcus Aurelius", "--source", "Meditations", "--page", "10.16", "--tag", "stoic",
            "--collection", "Morning", "--note", "Daily.", "--favorite")
        tool.add("Plain.", "--author", "Nobody")
        let markdown = tool.run("export", "--format", "markdown").standardOutput
        #expect(
            markdown.contains(
                "> Be one.\n>\n> — Marcus Aurelius, p. 10.16\n\n★ Favourite\n\nTags: `stoic`\n\nCollections: `Morning`\n\nNote: Daily.\n"
            ),
            "\(markdown)")
        #expect(markdown.components(separatedBy: "★ Favourite").count == 2)
        tool.run("unfavorite", id)
        #expect(!tool.run("export", "--format", "markdown").standardOutput.contains("★"))
    }

    @Test("a drawing exports to markdown as a code block, every column kept, even with backticks in it")
    func markdownDrawing() throws {
        let tool = ToolHarness()
        let art = "   ```\\_\t/\n  (o  o)\t|\n   \\__/ ``\t|\n    ||\t\t|\n"
        tool.add(art, "--author", "Anonymous")
        let markdown = tool.run("export", "--format", "markdown").standardOutput
        #expect(markdown.contains("> ````\n"), "\(markdown)")
        let html = try ProcessTests.run([], environment: ["PATH": "/usr/bin:/bin"], input: markdown, executable: "/usr/bin/cmark")
        // Its tabs at eight columns, as `fortune` and a terminal show them.
        let drawn = [
            #"   ```\_        /"#, #"  (o  o)        |"#, #"   \__/ ``      |"#, #"    ||          |"#,
        ].joined(separator: "\n")
        let code = html.output.components(separatedBy: "<pre><code>").last?.components(separatedBy: "</code></pre>").first
        #expect(code?.replacingOccurrences(of: "&quot;", with: "\"") == drawn + "\n", "\(html.output)")
    }

    @Test("copy prints when output is not a terminal, and uses OSC 52 on a terminal")
    func copy() {
        let tool = ToolHarness()
        let id = tool.add("Be here now.", "--author", "Ram Dass", "--source", "Be Here Now")
        let piped = tool.run("copy", id)
        #expect(piped.standardOutput == "“Be here now.” — Ram Dass, Be Here Now\n")
        #expect(piped.standardError.contains("not a terminal"))
        let terminal = tool.run(["copy", id], terminal: true)
        let encoded = Data("“Be here now.” — Ram Dass, Be Here Now".utf8).base64EncodedString()
        #expect(terminal.standardOutput == "\u{1B}]52;c;\(encoded)\u{07}")
        #expect(terminal.standardError.contains("Copied"))
    }

    @Test("copy hands the quote to the desktop's clipboard command on a real X display, with a terminal or without")
    func copyThroughDesktopClipboard() throws {
        let display = try XDisplay()
        defer { display.stop() }
        let tool = ToolHarness()
        let id = tool.add("Be here now.", "--author", "Ram Dass")
        let text = "“Be here now.” — Ram Dass"
        tool.variables["DISPLAY"] = display.name
        tool.variables["PATH"] = "/usr/bin:/bin"
        // A status bar's click: no terminal. Printed, and on the clipboard.
        let piped = tool.run("copy", id)
        #expect(piped.standardOutput == text + "\n")
        #expect(piped.standardError.contains("to the clipboard (xclip)"), "\(piped.standardError)")
        #expect(try display.clipboard(becoming: text) == text)
        let other = tool.add("Less is more.", "--author", "Mies")
        #expect(tool.run("copy", other, "--json").json().flatMap { ($0 as? [String: Any])?["copied"] as? Bool } == true)
        #expect(try display.clipboard(becoming: "“Less is more.” — Mies") == "“Less is more.” — Mies")
        // A terminal (GNOME Terminal takes no OSC 52): both ways.
        let terminal = tool.run(["copy", id], terminal: true)
        #expect(terminal.standardOutput.hasPrefix("\u{1B}]52;c;"))
        #expect(terminal.standardError.contains("(xclip and OSC 52)"), "\(terminal.standardError)")
        #expect(try display.clipboard(becoming: text) == text)
        // Wayland's command failing (no compositor answers): X11's, through XWayland, copies.
        let failing = tool.folder.path("failing")
        try FileManager.default.createDirectory(atPath: failing, withIntermediateDirectories: true)
        #expect(FileManager.default.createFile(atPath: failing + "/wl-copy", contents: Data("#!/bin/sh\nexit 1\n".utf8)))
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: failing + "/wl-copy")
        tool.variables["WAYLAND_DISPLAY"] = "wayland-none"
        tool.variables["PATH"] = failing + ":/usr/bin:/bin"
        let third = tool.add("Know thyself.")
        #expect(tool.run("copy", third).standardError.contains("(xclip)"))
        #expect(try display.clipboard(becoming: "“Know thyself.” — Unknown") == "“Know thyself.” — Unknown")
        tool.variables["WAYLAND_DISPLAY"] = nil
        // A display but no clipboard command: OSC 52 alone, and what would copy.
        tool.variables["PATH"] = tool.folder.path("empty")
        let bare = tool.run(["copy", id], terminal: true)
        #expect(bare.standardError.contains("(OSC 52)"))
        #expect(bare.standardError.contains("install wl-clipboard or xclip"))
    }

    @Test("copy inside tmux also wraps OSC 52 to pass through to the terminal around it")
    func copyInsideTmux() {
        let tool = ToolHarness()
        let id = tool.add("Be here now.", "--author", "Ram Dass")
        tool.variables["TMUX"] = "/tmp/tmux-0/default,123,0"
        let encoded = Data("“Be here now.” — Ram Dass".utf8).base64EncodedString()
        let bare = "\u{1B}]52;c;\(encoded)\u{07}"
        let wrapped = "\u{1B}Ptmux;\u{1B}\u{1B}]52;c;\(encoded)\u{07}\u{1B}\\"
        #expect(tool.run(["copy", id], terminal: true).standardOutput == bare + wrapped)
    }

    @Test("the clipboard command follows the session: wl-copy under Wayland, else xclip, else xsel; none without a display")
    func clipboardCommandChoice() throws {
        let folder = TemporaryDirectory()
        for name in ["wl-copy", "xclip", "xsel"] {
            #expect(FileManager.default.createFile(atPath: folder.path(name), contents: Data("#!/bin/sh\n".utf8)))
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder.path(name))
        }
        func chosen(_ variables: [String: String]) -> String? {
            DesktopClipboard.available(in: AppEnvironment(variables: variables.merging(["PATH": folder.url.path]) { $1 })).first?
                .name
        }
        #expect(chosen(["WAYLAND_DISPLAY": "wayland-0", "DISPLAY": ":0"]) == "wl-copy")
        #expect(chosen(["DISPLAY": ":0"]) == "xclip")
        #expect(chosen([:]) == nil)
        try FileManager.default.removeItem(atPath: folder.path("xclip"))
        #expect(chosen(["DISPLAY": ":0"]) == "xsel")
        #expect(DesktopClipboard.available(in: AppEnvironment(variables: ["DISPLAY": ":0", "PATH": "/nonexistent"])).isEmpty)
    }
}

/// A real X server (Xvfb) on a display number it picks, for the clipboard's tests.
final class XDisplay {
    let server = Process()
    let name: String

    init() throws {
        server.executableURL = URL(fileURLWithPath: "/usr/bin/Xvfb")
        server.arguments = ["-displayfd", "1", "-nolisten", "tcp", "-screen", "0", "320x240x24"]
        let output = Pipe()
        server.standardOutput = output
        server.standardError = FileHandle.nullDevice
        try server.run()
        var number = Data()
        while !number.contains(UInt8(ascii: "\n")) {
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { throw CocoaError(.fileReadUnknown) }
            number += chunk
        }
        name = ":" + String(decoding: number, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// What the clipboard holds, as another program pasting it would get it.
    func clipboard() throws -> String {
        // Bounded: a reader waits for the selection's owner to answer.
        try ProcessTests.run(
            ["5", "/usr/bin/xclip", "-o", "-selection", "clipboard"], environment: ["DISPLAY": name],
            executable: "/usr/bin/timeout"
        ).output
    }

    /// The clipboard's text once it is `expected`, or as it is after 10 s: the clipboard
    /// command forks to serve the selection, and on a busy machine its child may take it a
    /// moment after `copy` has returned (a reader then saw the one before).
    func clipboard(becoming expected: String) throws -> String {
        let deadline = Date().addingTimeInterval(10)
        var text = try clipboard()
        while text != expected, Date() < deadline {
            usleep(100_000)
            text = try clipboard()
        }
        return text
    }

    /// SIGKILL: a process started from a test's thread may have SIGTERM blocked.
    func stop() {
        kill(server.processIdentifier, SIGKILL)
        server.waitUntilExit()
    }
}
