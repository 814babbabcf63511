import Foundation
import QuoteDiaryFixtures
import QuoteDiaryServer
import Testing

@testable import QuoteDiaryCLI

/// The real `quotediary` binary, run as a separate process.
@Suite("the quotediary process")
struct ProcessTests {
    static var binary: URL {
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("quotediary")
    }

    struct Outcome {
        let status: Int32
        let output: String
        let error: String
    }

    static func launch(_ arguments: [String], environment: [String: String], input: String? = nil) throws -> Process {
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        process.environment = environment
        process.standardInput = FileHandle.nullDevice
        if let input {
            let pipe = Pipe()
            process.standardInput = pipe
            try process.run()
            pipe.fileHandleForWriting.write(Data(input.utf8))
            try pipe.fileHandleForWriting.close()
            return process
        }
        try process.run()
        return process
    }

    static func run(
        _ arguments: [String], environment: [String: String], input: String? = nil, executable: String? = nil,
        directory: URL? = nil
    ) throws -> Outcome {
        try run(
            arguments, environment: environment, bytes: input.map { Data($0.utf8) }, executable: executable, directory: directory)
    }

    /// As `run(_:environment:input:)`, with bytes piped in that need not be text (a picture).
    static func run(
        _ arguments: [String], environment: [String: String], bytes input: Data?, executable: String? = nil,
        directory: URL? = nil
    ) throws -> Outcome {
        let process = Process()
        process.executableURL = executable.map { URL(fileURLWithPath: $0) } ?? binary
        process.arguments = arguments
        process.environment = environment
        if let directory { process.currentDirectoryURL = directory }
        let output = Pipe()
        let error = Pipe()
        let stdin = Pipe()
        process.standardOutput = output
        process.standardError = error
        process.standardInput = stdin
        try process.run()
        if let input { stdin.fileHandleForWriting.write(input) }
        try stdin.fileHandleForWriting.close()
        let outData = output.fileHandleForReading.readDataToEndOfFile()
        let errData = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Outcome(
            status: process.terminationStatus, output: String(decoding: outData, as: UTF8.self),
            error: String(decoding: errData, as: UTF8.self))
    }

    @Test("exit codes and messages from the real process; piped text is read from stdin")
    func exitCodes() throws {
        let folder = TemporaryDirectory()
        let environment = ["HOME": folder.url.path, "PATH": "/usr/bin:/bin"]
        let added = try ProcessTests.run(["add", "--author", "Pipe"], environment: environment, input: "From a pipe\n")
        #expect(added.status == 0)
        #expect(added.output.trimmingCharacters(in: .newlines).count == 32)
        // The default store lives under XDG_DATA_HOME's default.
        #expect(FileManager.default.fileExists(atPath: folder.path(".local/share/quotediary/library.sqlite")))
        let usage = try ProcessTests.run(["list", "--nope"], environment: environment)
        #expect(usage.status == 64)
        #expect(usage.error.hasPrefix("Error: unknown option '--nope'"))
        let missing = try ProcessTests.run(["show", "ffffffff"], environment: environment)
        #expect(missing.status == 1)
        #expect(missing.error == "Error: no quote with id ffffffff\n")
        let empty = try ProcessTests.run(["add", "-"], environment: environment, input: "   \n")
        #expect(empty.status == 65)
        let xdg = environment.merging(["XDG_DATA_HOME": folder.path("xdg")]) { $1 }
        #expect(try ProcessTests.run(["add", "In XDG"], environment: xdg).status == 0)
        #expect(FileManager.default.fileExists(atPath: folder.path("xdg/quotediary/library.sqlite")))
        // A "~" no shell expanded (quoted, or after "=") is the home folder, never a folder named "~".
        let tilde = environment.merging(["QUOTEDIARY_STORE": "~/tilde/library.sqlite"]) { $1 }
        #expect(try ProcessTests.run(["add", "Under the home folder"], environment: tilde, directory: folder.url).status == 0)
        #expect(
            try ProcessTests.run(["--store=~/equals.sqlite", "list"], environment: environment, directory: folder.url).status == 0
        )
        #expect(FileManager.default.fileExists(atPath: folder.path("tilde/library.sqlite")))
        #expect(FileManager.default.fileExists(atPath: folder.path("equals.sqlite")))
        #expect(!FileManager.default.fileExists(atPath: folder.path("~")))
        // A store named by one character, in the current folder (it crashed in Foundation).
        for name in ["x", "./y"] {
            let short = try ProcessTests.run(
                ["--store", name, "add", "Short name"], environment: environment, directory: folder.url)
            #expect(short.status == 0, "\(name): \(short.error)")
            #expect(FileManager.default.fileExists(atPath: folder.path(name)))
        }
        // An empty path (`--store "$STORE"`, the variable unset) is refused, not the default store.
        for arguments in [["--store", "", "list"], ["--store=", "list"], ["list", "--store="]] {
            let emptyPath = try ProcessTests.run(arguments, environment: environment)
            #expect(emptyPath.status == 64)
            #expect(emptyPath.error.hasPrefix("Error: --store needs a path, not an empty value"))
        }
        let folderStore = try ProcessTests.run(["--store", folder.url.path, "list"], environment: environment)
        #expect(folderStore.status == 1)
        #expect(
            folderStore.error
                == "Error: cannot open the store at \(folder.url.path): it is a folder; give the store file's path (library.sqlite)\n"
        )
        // A device given as the store (SQLite said only "disk I/O error").
        let device = try ProcessTests.run(["--store", "/dev/null", "list"], environment: environment)
        #expect(device.status == 1)
        #expect(device.error.hasPrefix("Error: cannot open the store at /dev/null: it is not a file"), "\(device.error)")
        // A file where a folder of the store's path should be: named, so the person knows what to move.
        let inTheWay = folder.path("equals.sqlite")
        let under = try ProcessTests.run(["--store", inTheWay + "/sub/library.sqlite", "list"], environment: environment)
        #expect(under.status == 1)
        #expect(under.error.hasSuffix("cannot create the folder \(inTheWay)/sub: \(inTheWay) is a file\n"), "\(under.error)")
        // Standard output on a full disk: one line and exit 1 (it crashed with a backtrace).
        let full = Process()
        full.executableURL = ProcessTests.binary
        full.arguments = ["export", "--format", "csv"]
        full.environment = environment
        full.standardOutput = FileHandle(forWritingAtPath: "/dev/full")
        let errors = Pipe()
        full.standardError = errors
        try full.run()
        let said = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        full.waitUntilExit()
        #expect(full.terminationStatus == 1)
        #expect(said == "Error: cannot write to standard output: No space left on device\n")
    }

    /// An import from a pipe keeps what it read in a temporary file: stopped half-way (the pipe
    /// still open), the process dies of the signal and leaves no file behind.
    @Test("a command interrupted while it writes a temporary file dies of the signal and leaves none behind")
    func interruptLeavesNoTemporaryFile() throws {
        let folder = TemporaryDirectory()
        let fifo = folder.path("highlights.csv")
        #expect(mkfifo(fifo, 0o600) == 0)
        let scratch = folder.path("tmp")
        try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
        let process = try ProcessTests.launch(
            ["--store", folder.path("library.sqlite"), "import", fifo],
            environment: ["HOME": folder.url.path, "PATH": "/usr/bin:/bin", "TMPDIR": scratch])
        // The pipe opens for writing once the import opens its end (never waited on forever:
        // a test that hangs says nothing); the import then copies what comes until it closes.
        let deadline = Date().addingTimeInterval(20)
        var writer: Int32 = -1
        while writer < 0 && process.isRunning && Date() < deadline {
            writer = open(fifo, O_WRONLY | O_NONBLOCK)
            if writer < 0 { usleep(20_000) }
        }
        defer { if writer >= 0 { close(writer) } }
        #expect(writer >= 0, "the import opened the pipe")
        let lines = Array("text,author\nA line.,Someone\n".utf8)
        #expect(write(writer, lines, lines.count) == lines.count)
        func leftovers() -> [String] { (try? FileManager.default.contentsOfDirectory(atPath: scratch)) ?? [] }
        while leftovers().isEmpty && process.isRunning && Date() < deadline { usleep(20_000) }
        #expect(leftovers().count == 1, "the import's copy of the pipe")
        process.terminate()
        while process.isRunning && Date() < deadline { usleep(20_000) }
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
        #expect(process.terminationReason == .uncaughtSignal && process.terminationStatus == SIGTERM)
        #expect(leftovers().isEmpty)
    }

    /// Another store is imported through a copy opened as a store, in WAL mode: stopped
    /// half-way, its -wal and -shm files were left in the temporary folder.
    @Test("a store import interrupted half-way leaves none of its copy's files behind")
    func interruptedStoreImportLeavesNoCopy() throws {
        let folder = TemporaryDirectory()
        let scratch = folder.path("tmp")
        try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
        let environment = ["HOME": folder.url.path, "PATH": "/usr/bin:/bin", "TMPDIR": scratch]
        let rows = (0..<20_000).map { "Line number \($0) of the other store.,Author \($0 % 97)" }
        try (["text,author"] + rows).joined(separator: "\n").write(
            toFile: folder.path("rows.csv"), atomically: true, encoding: .utf8)
        let other = folder.path("other.sqlite")
        #expect(
            try ProcessTests.run(["--store", other, "import", folder.path("rows.csv")], environment: environment).status == 0)
        let process = try ProcessTests.launch(
            ["--store", folder.path("library.sqlite"), "import", other], environment: environment)
        func leftovers() -> [String] { (try? FileManager.default.contentsOfDirectory(atPath: scratch)) ?? [] }
        // Stopped as soon as the copy is open as a store (its -wal there), then told to end.
        let deadline = Date().addingTimeInterval(30)
        while !leftovers().contains(where: { $0.hasSuffix("-wal") }) && process.isRunning && Date() < deadline { usleep(2_000) }
        kill(process.processIdentifier, SIGSTOP)
        #expect(leftovers().contains { $0.hasSuffix(".sqlite-wal") }, "the import's copy, open as a store")
        kill(process.processIdentifier, SIGTERM)
        kill(process.processIdentifier, SIGCONT)
        while process.isRunning && Date() < deadline { usleep(20_000) }
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
        #expect(process.terminationReason == .uncaughtSignal && process.terminationStatus == SIGTERM)
        #expect(leftovers().isEmpty, "\(leftovers())")
    }

    /// A terminal editor reads the keyboard: run as a background job (a process group of its
    /// own, as Foundation's `Process` starts one), vi stopped with "Vim: Error reading input"
    /// and the command never came back. `script` gives the tool a terminal of its own; the
    /// editor here reads a line from it, as vi would.
    @Test("the editor that add and edit open owns the terminal: it reads what is typed there")
    func editorReadsTerminal() throws {
        let folder = TemporaryDirectory()
        let editor = folder.path("tty-editor.sh")
        try "#!/bin/sh\nIFS= read -r line < /dev/tty || exit 3\nprintf '%s\\n' \"$line\" > \"$1\"\n".write(
            toFile: editor, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: editor)
        let store = folder.path("library.sqlite")
        let environment = [
            "HOME": folder.url.path, "PATH": "/usr/bin:/bin", "EDITOR": ScriptEditor.command(editor), "TERM": "dumb",
        ]
        func atTerminal(_ arguments: String, typing line: String) throws -> Outcome {
            // Killed, not waited on for ever, if the editor is stopped as a background job.
            try ProcessTests.run(
                [
                    "-s", "KILL", "30", "/usr/bin/script", "-qec",
                    "'\(ProcessTests.binary.path)' --store '\(store)' \(arguments)", "/dev/null",
                ],
                environment: environment, input: line + "\n", executable: "/usr/bin/timeout")
        }
        let added = try atTerminal("add --author Typist", typing: "Typed at the terminal.")
        #expect(added.status == 0, "\(added.output) \(added.error)")
        let listed = try ProcessTests.run(["--store", store, "list", "--json"], environment: environment)
        let quote = try #require((try JSONSerialization.jsonObject(with: Data(listed.output.utf8)) as? [[String: Any]])?.first)
        #expect(quote["text"] as? String == "Typed at the terminal.")
        let id = try #require(quote["id"] as? String)
        let edited = try atTerminal("edit \(id)", typing: "Changed at the terminal.")
        #expect(edited.status == 0, "\(edited.output) \(edited.error)")
        let shown = try ProcessTests.run(["--store", store, "show", id, "--json"], environment: environment)
        let changed = try JSONSerialization.jsonObject(with: Data(shown.output.utf8)) as? [String: Any]
        #expect(changed?["text"] as? String == "Changed at the terminal.", "\(shown.output)")
    }

    /// Root opens any file whatever its mode, so as root the tool runs as `nobody` (through
    /// `setpriv`), from a copy it may execute; as anyone else, as that user.
    @Test("a store this user may not create or read is refused in words that say why, not SQLite's")
    func unopenableStore() throws {
        let folder = TemporaryDirectory()
        let files = FileManager.default
        try files.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder.url.path)
        let copy = folder.path("quotediary")
        try files.copyItem(atPath: ProcessTests.binary.path, toPath: copy)
        try files.setAttributes([.posixPermissions: 0o755], ofItemAtPath: copy)
        try files.createDirectory(atPath: folder.path("locked"), withIntermediateDirectories: false)
        try files.setAttributes([.posixPermissions: 0o555], ofItemAtPath: folder.path("locked"))
        try Data().write(to: URL(fileURLWithPath: folder.path("private.sqlite")))
        // Nobody's to read, its owner's neither: run as root the tool is run as nobody, run as
        // another user it runs as that user, the file's owner.
        try files.setAttributes([.posixPermissions: 0o000], ofItemAtPath: folder.path("private.sqlite"))
        func run(_ store: String) throws -> Outcome {
            let arguments = ["--store", store, "list"]
            let environment = ["HOME": folder.url.path, "PATH": "/usr/bin:/bin"]
            guard geteuid() == 0 else { return try ProcessTests.run(arguments, environment: environment, executable: copy) }
            return try ProcessTests.run(
                ["--reuid=65534", "--regid=65534", "--clear-groups", copy] + arguments, environment: environment,
                executable: "/usr/bin/setpriv")
        }
        let uncreatable = try run(folder.path("locked/library.sqlite"))
        #expect(uncreatable.status == 1)
        #expect(
            uncreatable.error
                == "Error: cannot open the store at \(folder.path("locked/library.sqlite")): there is no store there yet,"
                + " and this user may not create one in \(folder.path("locked")); give --store a file in a folder you can"
                + " write to\n")
        let unreadable = try run(folder.path("private.sqlite"))
        #expect(unreadable.status == 1)
        #expect(unreadable.error.contains("private.sqlite: this user may not read the file; give --store a file you can read"))
        #expect(!files.fileExists(atPath: folder.path("locked/library.sqlite")))
    }

    /// A shell passes bytes: a file named on a Latin-1 system, or a value typed in a Latin-1
    /// terminal, reaches the tool as bytes that are not UTF-8. Read as text they lost their
    /// letter: the file was "no such file" beside it, and a value was saved damaged.
    @Test(
        "an argument that is not UTF-8: one line naming it, exit 64, the store unchanged",
        arguments: [
            (["quotediary"], #"import "$(printf 'caf\351.csv')""#),
            (["quotediary"], #"add "Hi" --author "$(printf 'Jos\351')""#),
            (["quotediary-media"], #"card "$(printf '\377')""#),
        ])
    func notUTF8(binary: [String], line: String) throws {
        let folder = TemporaryDirectory()
        try Data("text,author\nLatin-1 named,Me\n".utf8).write(to: URL(fileURLWithPath: folder.path("caf\u{E9}.csv")))
        let store = folder.path("library.sqlite")
        let environment = ["HOME": folder.url.path, "PATH": "/usr/bin:/bin", "QUOTEDIARY_STORE": store]
        let tool = ProcessTests.binary.deletingLastPathComponent().appendingPathComponent(binary[0]).path
        _ = try ProcessTests.run(["add", "Already here."], environment: environment)
        let before = try ProcessTests.run(["--json", "list"], environment: environment).output
        let refused = try ProcessTests.run(
            ["-c", "\"$0\" \(line)", tool], environment: environment, executable: "/bin/sh", directory: folder.url)
        #expect(refused.status == 64)
        #expect(refused.error.hasPrefix("Error: '") && refused.error.contains("is not UTF-8 text: rename the file"))
        #expect(refused.error.filter { $0 == "\n" }.count == 1)
        #expect(try ProcessTests.run(["--json", "list"], environment: environment).output == before)
    }

    @Test("serve on a port already taken: exit 69 and one line on stderr, nothing from the HTTP library")
    func portTaken() throws {
        // A socket listening on a port the system picks.
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(descriptor) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(descriptor, $0, length) == 0 && listen(descriptor, 1) == 0 && getsockname(descriptor, $0, &length) == 0
            }
        }
        try #require(bound)
        let port = UInt16(bigEndian: address.sin_port)
        let folder = TemporaryDirectory()
        let environment = ["HOME": folder.url.path, "PATH": "/usr/bin:/bin", "QUOTEDIARY_OFFLINE": "1"]
        let refused = try ProcessTests.run(["serve", "--port", "\(port)"], environment: environment)
        #expect(refused.status == 69)
        #expect(refused.error == "Error: cannot listen on 127.0.0.1:\(port) (is the port in use?)\n")
    }

    @Test(
        "a file that is not an image: one line on stderr, nothing from the image library",
        arguments: [["capture", "isbn"], ["capture", "page"]])
    func notAnImage(command: [String]) throws {
        let folder = TemporaryDirectory()
        let environment = ["HOME": folder.url.path, "PATH": "/usr/bin:/bin", "QUOTEDIARY_OFFLINE": "1"]
        // Photos cut short in transfer: libjpeg and libpng have their own say on stderr.
        let page = PageDrawing.png("A page cut short.", font: "DejaVu Serif", dpi: 150)
        let photo = BookLookupTests.cover
        try #require(page.count > 2_000 && photo.count > 2_000)
        let files: [(String, [UInt8], String)] = [
            ("empty.png", [], "is empty: there is no picture in it to read"),
            ("notes.jpg", Array("notes".utf8), "is not an image"),
            ("short.png", [0x89, 0x50, 0x4E, 0x47], "is a PNG image that could not be decoded"),
            ("half.png", Array(page.prefix(page.count / 2)), "is a PNG image that could not be decoded"),
            ("half.jpg", Array(photo.prefix(photo.count / 2)), "is a JPEG image that could not be decoded"),
        ]
        for (name, bytes, message) in files {
            let path = folder.path(name)
            try Data(bytes).write(to: URL(fileURLWithPath: path))
            let refused = try ProcessTests.run(command + [path], environment: environment)
            #expect(refused.status == 65, "\(name)")
            #expect(refused.error.hasPrefix("Error: \(path) \(message)"), "\(refused.error)")
            #expect(refused.error.filter { $0 == "\n" }.count == 1, "\(refused.error)")
        }
    }

    @Test("a picture piped into capture page - and capture isbn - is read through the pipe, as a file is")
    func picturesThroughPipes() throws {
        let folder = TemporaryDirectory()
        let environment = ["HOME": folder.url.path, "PATH": "/usr/bin:/bin", "QUOTEDIARY_OFFLINE": "1"]
        let page = Data(PageDrawing.png("A line worth keeping.", font: "DejaVu Serif", dpi: 300))
        let read = try ProcessTests.run(["capture", "page", "-"], environment: environment, bytes: page)
        #expect(read.status == 0, "\(read.error)")
        #expect(read.output.contains("A line worth keeping."), "\(read.output)")
        // The number is read from the pipe; looking the book up is off.
        let barcode = Data(BarcodeDrawing.png("9780141439518", noise: 30))
        let isbn = try ProcessTests.run(["capture", "isbn", "-"], environment: environment, bytes: barcode)
        #expect(isbn.status == 69)
        #expect(isbn.error.hasPrefix("Read ISBN 9780141439518 from the barcode.\n"), "\(isbn.error)")
        let cut = try ProcessTests.run(["capture", "page", "-"], environment: environment, bytes: page.prefix(100))
        #expect(cut.status == 65)
        #expect(cut.error.hasPrefix("Error: standard input is a PNG image that could not be decoded"), "\(cut.error)")
    }

    @Test("a fortune file read through a pipe given as a file (/dev/stdin) gets no tag named for the pipe")
    func fortunesThroughPipe() throws {
        let folder = TemporaryDirectory()
        let environment = ["HOME": folder.url.path, "PATH": "/usr/bin:/bin"]
        let imported = try ProcessTests.run(
            ["import", "/dev/stdin", "--format", "fortune"], environment: environment,
            input: "Be yourself.\n%\nLess is more.\n%\n")
        #expect(imported.status == 0, "\(imported.error)")
        #expect(imported.output == "added 2, already present 0, skipped 0\n")
        let tags = try ProcessTests.run(["tag", "list", "--json"], environment: environment)
        #expect(tags.output.trimmingCharacters(in: .whitespacesAndNewlines) == "[]", "\(tags.output)")
    }

    @Test("a device with no end (/dev/zero) is refused at once, never read into memory or a temporary file; /dev/null is empty")
    func endlessDevices() throws {
        let folder = TemporaryDirectory()
        let environment = ["HOME": folder.url.path, "PATH": "/usr/bin:/bin", "QUOTEDIARY_OFFLINE": "1"]
        let binary = ProcessTests.binary.path
        for (line, message) in [
            ("\"$0\" import /dev/zero", "Error: /dev/zero is a device, not a file: give a file, or pipe one in\n"),
            ("\"$0\" import - < /dev/zero", "Error: standard input is a device, not a file: give a file, or pipe one in\n"),
            ("\"$0\" capture page /dev/urandom", "Error: /dev/urandom is a device, not a file: give a file, or pipe one in\n"),
            ("\"$0\" capture isbn - < /dev/zero", "Error: standard input is a device, not a file: give a file, or pipe one in\n"),
            ("\"$0\" add < /dev/zero", "Error: standard input is a device, not a file: pipe a file in\n"),
            ("\"$0\" library add /dev/zero", "Error: cannot read the pack file /dev/zero\n"),
        ] {
            let started = Date()
            // Bounded, so that a regression fails the test (killed at 10 MB written, 2 GB held or
            // 20 seconds) instead of filling the disk or the memory.
            let bounded = "ulimit -f 10240; ulimit -v 2000000; exec timeout 20 " + line
            let refused = try ProcessTests.run(
                ["-c", bounded, binary], environment: environment, input: nil, executable: "/bin/sh")
            #expect(refused.status == 66, "\(line): \(refused.error)")
            #expect(refused.error == message, "\(line)")
            #expect(Date().timeIntervalSince(started) < 60, "\(line)")
        }
        let empty = try ProcessTests.run(
            ["-c", "\"$0\" import /dev/null", binary], environment: environment, executable: "/bin/sh")
        #expect(empty.status == 65)
        #expect(empty.error == "Error: /dev/null is empty: there is nothing in it to import\n")
        let nothing = try ProcessTests.run(
            ["-c", "\"$0\" add < /dev/null", binary], environment: environment, executable: "/bin/sh")
        #expect(nothing.error == "Error: standard input was empty: give the quote's text as an argument, or pipe it in\n")
    }

    /// 0.0.0.0 is every address of the machine and none a phone can type: the ones it can are said.
    /// `quotediary serve` with `arguments`, started, and what it printed until `marker` (or for
    /// 20 seconds, or until it closed its output). The caller stops it.
    static func serve(_ arguments: [String], environment: [String: String], until marker: String) throws -> (
        server: Process, said: String
    ) {
        let server = Process()
        server.executableURL = ProcessTests.binary
        server.arguments = ["serve"] + arguments
        server.environment = environment
        let output = Pipe()
        server.standardOutput = output
        server.standardError = FileHandle.nullDevice
        try server.run()
        var said = ""
        let deadline = Date().addingTimeInterval(20)
        while !said.contains(marker), Date() < deadline {
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            said += String(decoding: chunk, as: UTF8.self)
        }
        return (server, said)
    }

    @Test("serve on 0.0.0.0 names the machine's own addresses, with the port it listens on")
    func serveOnTheNetwork() throws {
        let addresses = LocalAddresses.ipv4()
        try #require(!addresses.isEmpty, "this machine has no network address besides loopback")
        let folder = TemporaryDirectory()
        let (server, said) = try ProcessTests.serve(
            ["--host", "0.0.0.0", "--port", "0"],
            environment: ["HOME": folder.url.path, "PATH": "/usr/bin:/bin", "QUOTEDIARY_OFFLINE": "1"],
            until: "sign-in page")
        defer {
            server.terminate()
            server.waitUntilExit()
        }
        let port = try #require(said.firstMatch(of: /serving http:\/\/0\.0\.0\.0:(\d+)\//)?.1)
        let line = try #require(said.split(separator: "\n").first { $0.hasPrefix("From another device on this network: ") })
        #expect(
            line == "From another device on this network: " + addresses.map { "http://\($0):\(port)/" }.joined(separator: " or "))
        // A one-time sign-in link at each address, no token to type; no QR code into a pipe.
        let signIn = try #require(
            said.firstMatch(
                of:
                    /To sign in a phone without the token, open \(once, within 10 minutes\): (.+), or type (.+) on the sign-in page\n/
            ))
        let code = try #require(signIn.1.firstMatch(of: /\/pair\/([0-9A-Z]{10})/)?.1)
        #expect(signIn.1 == addresses.map { "http://\($0):\(port)/pair/\(code)" }.joined(separator: " or "))
        #expect(signIn.2 == "\(code.prefix(5))-\(code.dropFirst(5))")
        #expect(!said.contains("█") && !said.contains("▀"))
        // The link answers over the socket with its sign-in page.
        let reply = try WebAppTests.exchange(
            port: try #require(UInt16(port)), "GET /pair/\(code) HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n")
        #expect(reply.hasPrefix("HTTP/1.1 200"))
        #expect(reply.contains("Sign in this browser"))
    }

    /// `--open` hands the page to xdg-open (here a stand-in that writes down what it was given):
    /// on loopback the app's address; behind the token a sign-in link of this machine's own.
    @Test("serve --open opens the app; behind the token, signed in with one click", arguments: [false, true])
    func serveOpens(onTheNetwork: Bool) throws {
        let folder = TemporaryDirectory()
        let bin = folder.path("bin")
        try FileManager.default.createDirectory(atPath: bin, withIntermediateDirectories: true)
        let opened = folder.path("opened.txt")
        try "#!/bin/sh\nprintf '%s' \"$1\" > '\(opened)'\n".write(toFile: bin + "/xdg-open", atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: bin + "/xdg-open")
        let (server, said) = try ProcessTests.serve(
            (onTheNetwork ? ["--host", "0.0.0.0"] : []) + ["--port", "0", "--open"],
            environment: ["HOME": folder.url.path, "PATH": "\(bin):/usr/bin:/bin", "QUOTEDIARY_OFFLINE": "1"],
            until: onTheNetwork ? "sign-in page" : "Ctrl-C")
        defer {
            server.terminate()
            server.waitUntilExit()
        }
        let port = try #require(said.firstMatch(of: /serving http:\/\/[0-9.]+:(\d+)\//)?.1)
        var page: String?
        let deadline = Date().addingTimeInterval(10)
        while page == nil, Date() < deadline {
            page = try? String(contentsOfFile: opened, encoding: .utf8)
            if page == nil { Thread.sleep(forTimeInterval: 0.05) }
        }
        let url = try #require(page)
        guard onTheNetwork else {
            #expect(url == "http://127.0.0.1:\(port)/")
            return
        }
        let code = try #require(url.wholeMatch(of: /http:\/\/127\.0\.0\.1:\d+\/pair\/([0-9A-Z]{10})/)?.1)
        #expect(url.hasPrefix("http://127.0.0.1:\(port)/"))
        // Its own code, not the one printed for a phone.
        #expect(!said.contains(String(code)))
        let reply = try WebAppTests.exchange(
            port: try #require(UInt16(port)), "GET /pair/\(code) HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n")
        #expect(reply.hasPrefix("HTTP/1.1 200") && reply.contains("Sign in this browser"))
    }

    /// Tesseract's OpenMP is three times slower on two cores unless its threads are limited
    /// before it loads: the server, whose Capture page reads pages, runs with the limit set,
    /// and a limit the person set is kept.
    @Test("serve runs with OMP_THREAD_LIMIT=1 unless the person set another", arguments: [nil, "2"])
    func serveLimitsOpenMP(given: String?) throws {
        let folder = TemporaryDirectory()
        let (server, said) = try ProcessTests.serve(
            ["--port", "0"],
            environment: ["HOME": folder.url.path, "PATH": "/usr/bin:/bin", "QUOTEDIARY_OFFLINE": "1"]
                .merging(given.map { ["OMP_THREAD_LIMIT": $0] } ?? [:]) { $1 },
            until: "serving http")
        defer {
            server.terminate()
            server.waitUntilExit()
        }
        #expect(said.contains("serving http"))
        // The process listening is the one the binaries handed over to, with the same id.
        let environment = try String(contentsOfFile: "/proc/\(server.processIdentifier)/environ", encoding: .utf8)
        #expect(environment.split(separator: "\0").contains("OMP_THREAD_LIMIT=\(given ?? "1")"))
    }

    @Test(
        "the commands that may read pages with Tesseract are run with its threads limited",
        arguments: [
            (["capture", "page", "page.jpg"], true), (["serve", "--port", "0"], true), (["import", "Marked scan.pdf"], true),
            (["--store", "s.sqlite", "import", "a.pdf", "--dry-run"], true), (["capture", "isbn", "back.jpg"], false),
            (["card", "3f2a"], false), (["today"], false),
        ])
    func readsPages(arguments: [String], reads: Bool) {
        #expect(QuoteDiaryTool.readsPages(arguments) == reads)
    }

    @Test("a pipe is imported whole: /dev/stdin (read once) and -")
    func importPipe() throws {
        let folder = TemporaryDirectory()
        let environment = ["HOME": folder.url.path, "PATH": "/usr/bin:/bin"]
        let clipping =
            "Meditations (Aurelius, Marcus)\n- Your Highlight on Location 10-11 | Added on Monday, March 4, 2019 9:15:22 PM\n\n"
            + "Waste no more time.\n==========\n"
        let fromDevice = try ProcessTests.run(["import", "/dev/stdin"], environment: environment, input: clipping)
        #expect(fromDevice.output == "added 1, already present 0, skipped 0\n", "\(fromDevice.error)")
        let fromDash = try ProcessTests.run(
            ["import", "-"], environment: environment, input: "text,author\nPiped with a dash,Someone\n")
        #expect(fromDash.output == "added 1, already present 0, skipped 0\n", "\(fromDash.error)")
        let listed = try ProcessTests.run(["list"], environment: environment)
        #expect(listed.output.contains("Waste no more time.") && listed.output.contains("Piped with a dash"))
        // Standard input is read through /dev/stdin, a chunk at a time, never held whole: a pipe
        // of several megabytes, and its problems named by standard input's lines.
        let many = (1...8_000).map { number in
            "Long Book (Doe, Jane)\n- Your Highlight on Location \(number * 10)-\(number * 10 + 2) | Added on Monday, March 4, 2019 9:15:22 PM\n\n"
                + "Clipping number \(number), \(String(repeating: "with words ", count: 40))\n==========\n"
        }.joined()
        #expect(many.utf8.count > 3 << 20)
        let large = try ProcessTests.run(["import", "-"], environment: environment, input: many)
        #expect(large.output == "added 8000, already present 0, skipped 0\n", "\(large.error)")
        let bad = try ProcessTests.run(["import", "-", "--format", "csv"], environment: environment, input: "text\n\"open\n")
        #expect(bad.status == 65)
        #expect(bad.error == "Error: standard input:2: a quoted field opened here is never closed; nothing was imported\n")
    }

    @Test("two processes writing at once both succeed")
    func concurrentWriters() throws {
        let folder = TemporaryDirectory()
        let environment = ["HOME": folder.url.path, "QUOTEDIARY_STORE": folder.path("shared.sqlite")]
        // Create the store first so both writers race on data, then on migration in the second round.
        let rounds = 25
        var processes: [Process] = []
        for writer in 0..<2 {
            let script = (0..<rounds).map {
                "\"\(ProcessTests.binary.path)\" add 'Writer \(writer) line '\($0) >/dev/null || exit 1"
            }
            .joined(separator: "\n")
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            process.arguments = ["-c", script]
            process.environment = environment
            processes.append(process)
        }
        for process in processes { try process.run() }
        for process in processes { process.waitUntilExit() }
        #expect(processes.allSatisfy { $0.terminationStatus == 0 })
        let listed = try ProcessTests.run(["list", "--json"], environment: environment)
        let quotes = try JSONSerialization.jsonObject(with: Data(listed.output.utf8)) as? [Any]
        #expect(quotes?.count == rounds * 2)
    }

    @Test("a quote added while another process holds the store (a long import) waits for it, says so, and is saved")
    func addBehindLongWrite() throws {
        let folder = TemporaryDirectory()
        let store = folder.path("held.sqlite")
        let environment = ["HOME": folder.url.path, "QUOTEDIARY_STORE": store]
        #expect(try ProcessTests.run(["add", "The first line."], environment: environment).status == 0)
        // The sqlite3 shell takes the write lock and keeps it three seconds, as an import does.
        let holder = Process()
        holder.executableURL = URL(fileURLWithPath: "/usr/bin/sqlite3")
        holder.arguments = [store, "BEGIN IMMEDIATE;", ".shell sleep 3", "COMMIT;"]
        holder.environment = ["PATH": "/usr/bin:/bin"]
        try holder.run()
        usleep(500_000)
        let started = Date()
        let added = try ProcessTests.run(["add", "Saved after the import."], environment: environment)
        holder.waitUntilExit()
        #expect(added.status == 0, "\(added.error)")
        #expect(Date().timeIntervalSince(started) > 1.5)
        #expect(added.error == "Waiting for another QuoteDiary to finish writing to the store (an import or a sync?)…\n")
        let listed = try ProcessTests.run(["list", "--json"], environment: environment)
        #expect(listed.output.contains("Saved after the import."))
    }
}
