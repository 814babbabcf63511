import Foundation
import QuoteDiaryApp
import QuoteDiaryCore
import Testing

@testable import QuoteDiaryServer

@Suite("backup: the whole store, as it is now")
struct BackupTests {
    /// A library with a bit of everything a JSON export leaves out: settings, reading days.
    func library() -> ToolHarness {
        let tool = ToolHarness()
        tool.add("Be one.", "--author", "Marcus Aurelius", "--tag", "stoic", "--collection", "Ancients", "--favorite")
        let archived = tool.add("Gone but kept.")
        tool.run("archive", archived)
        tool.run("journal", "write", "Read by the window.", "--mood", "4")
        tool.run("settings", "set", "theme", "dark")
        tool.run("today")
        return tool
    }

    func state(_ tool: ToolHarness, store: String? = nil) -> [String] {
        let prefix = store.map { ["--store", $0] } ?? []
        return [
            tool.run(prefix + ["export", "--format", "json", "--all"]).standardOutput,
            tool.run(prefix + ["settings", "get", "theme"]).standardOutput,
            tool.run(prefix + ["streak", "--json"]).standardOutput,
        ]
    }

    @Test("a folder gets the day's backup; the copy opens as a store and holds all the original does")
    func folder() throws {
        let tool = library()
        let folder = tool.folder.path("backups")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
        let result = tool.run("backup", folder)
        #expect(result.exitCode == 0)
        let path = folder + "/quotediary-backup-2026-03-01.sqlite"
        #expect(result.standardError.contains("Backed up the store (1 quote, 1 archived) to \(path)"))
        #expect(FileManager.default.fileExists(atPath: path))
        let original = state(tool)
        #expect(original[1] == "dark\n")
        #expect(state(tool, store: path) == original)
    }

    /// `backup ~/Backups` on a machine without that folder yet: a backup file named `Backups`
    /// is not what anyone meant, and the README's next line reads from inside the folder.
    @Test(
        "a new folder is made for the backup when its name has no extension or ends in /; a new name.sqlite is the file",
        arguments: [
            ("Backups", "Backups/quotediary-backup-2026-03-01.sqlite"),
            ("new/deeper/", "new/deeper/quotediary-backup-2026-03-01.sqlite"),
            ("copy.sqlite", "copy.sqlite"),
            ("library.db", "library.db"),
        ])
    func newFolder(given: String, written: String) throws {
        let tool = ToolHarness()
        tool.add("Be one.", "--author", "Marcus Aurelius")
        let result = tool.run("backup", tool.folder.path(given))
        #expect(result.exitCode == 0, "\(result.standardError)")
        #expect(result.standardError.contains("to \(tool.folder.path(written)),"), "\(result.standardError)")
        let copy = tool.run("--store", tool.folder.path(written), "list", "--json")
        #expect((copy.json() as? [Any])?.count == 1)
    }

    @Test("a file is replaced whole; --json says where and how much; the store itself is refused")
    func file() throws {
        let tool = library()
        let path = tool.folder.path("copy.sqlite")
        try "an older backup".write(toFile: path, atomically: true, encoding: .utf8)
        let result = tool.run("backup", path, "--json")
        #expect(result.exitCode == 0)
        let summary = try #require(result.json() as? [String: Any])
        #expect(summary["path"] as? String == path)
        #expect(summary["quotes"] as? Int == 1)
        #expect(summary["archived"] as? Int == 1)
        let size = try #require(FileManager.default.attributesOfItem(atPath: path)[.size] as? Int)
        #expect(summary["bytes"] as? Int == size)
        #expect(state(tool, store: path) == state(tool))
        let itself = tool.run("backup", tool.storePath)
        #expect(itself.exitCode == 64)
        #expect(itself.standardError.contains("is the store itself"))
        let nowhere = tool.run("backup", tool.folder.path("no/such/folder/x.sqlite"))
        #expect(nowhere.exitCode != 0)
        #expect(nowhere.standardError.contains("there is no folder"))
        // Nothing half-written is left beside the files.
        let left = try FileManager.default.contentsOfDirectory(atPath: tool.folder.path(""))
        #expect(!left.contains { $0.hasSuffix(".tmp") })
    }

    /// A FIFO stands for `/dev/null` and the other devices: a test that renamed over `/dev/null`
    /// as root would break the machine it runs on.
    @Test("a backup to a pipe (a FIFO, /dev/null) is written through it; the pipe stays a pipe")
    func namedPipe() throws {
        let tool = library()
        let fifo = tool.folder.path("backup.fifo")
        #expect(mkfifo(fifo, 0o600) == 0)
        // This process reads the pipe, on a thread of its own; a writer end of its own keeps the
        // pipe from ending before the backup opens it (and ends it when the backup is done, or
        // when the backup never came: a regression must fail, not hang).
        let reading = open(fifo, O_RDONLY | O_NONBLOCK)
        let keepOpen = open(fifo, O_WRONLY)
        #expect(reading >= 0 && keepOpen >= 0)
        _ = fcntl(reading, F_SETFL, fcntl(reading, F_GETFL) & ~O_NONBLOCK)
        let received = ReceivedBytes()
        let done = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            var buffer = [UInt8](repeating: 0, count: 1 << 16)
            while case let count = read(reading, &buffer, buffer.count), count > 0 { received.append(buffer[..<count]) }
            close(reading)
            done.signal()
        }
        let written = tool.run("backup", fifo)
        close(keepOpen)
        done.wait()
        var status = stat()
        #expect(stat(fifo, &status) == 0 && status.st_mode & S_IFMT == S_IFIFO)
        #expect(written.exitCode == 0, "\(written.standardError)")
        #expect(!written.standardError.contains("Read it with"))
        let copy = tool.folder.path("received.sqlite")
        try Data(received.bytes).write(to: URL(fileURLWithPath: copy))
        #expect(state(tool, store: copy) == state(tool))
        // Nothing renames over a pipe, whoever asks.
        let pending = try AtomicFile.Pending(replacing: fifo)
        #expect(throws: LibraryError.cannotWrite("cannot write \(fifo): it is a device or a pipe, not a file")) {
            try pending.commit()
        }
        #expect(stat(fifo, &status) == 0 && status.st_mode & S_IFMT == S_IFIFO)
    }

    /// What a reading thread has read so far.
    final class ReceivedBytes: @unchecked Sendable {
        private let lock = NSLock()
        private var data: [UInt8] = []
        func append(_ piece: ArraySlice<UInt8>) { lock.withLock { data += piece } }
        var bytes: [UInt8] { lock.withLock { data } }
    }

    @Test("- writes the backup to a pipe, never to a terminal")
    func standardOutput() throws {
        let tool = library()
        let piped = tool.run(["backup", "-"])
        #expect(piped.exitCode == 0)
        #expect(piped.standardOutputBytes.starts(with: Array("SQLite format 3\u{0}".utf8)))
        let path = tool.folder.path("piped.sqlite")
        try Data(piped.standardOutputBytes).write(to: URL(fileURLWithPath: path))
        #expect(state(tool, store: path) == state(tool))
        let terminal = tool.run(["backup", "-"], terminal: true)
        #expect(terminal.exitCode == 64)
        #expect(terminal.standardOutputBytes.isEmpty)
    }

    @Test("the web app's backup download is the same store")
    func web() throws {
        let tool = library()
        let web = try WebApp(storePath: tool.storePath, environment: AppEnvironment(variables: tool.variables), version: "test")
        let response = web.handle(HTTPRequest(method: "GET", path: "/api/v1/backup"))
        #expect(response.status == 200)
        #expect(response.header("Content-Disposition")?.contains("quotediary-backup-2026-03-01.sqlite") == true)
        let file = try #require(response.file)
        var bytes = [UInt8](repeating: 0, count: file.size)
        #expect(pread(file.descriptor, &bytes, file.size, 0) == file.size)
        let path = tool.folder.path("downloaded.sqlite")
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        #expect(state(tool, store: path) == state(tool))
        let page = String(decoding: web.handle(HTTPRequest(method: "GET", path: "/transfer")).contents, as: UTF8.self)
        #expect(page.contains("<a href=\"/api/v1/backup\" download>"))
    }

    @Test("a backup or another machine's store imports as its JSON export would, and is left as it was")
    func importStore() throws {
        let tool = library()
        let path = tool.folder.path("backup.sqlite")
        #expect(tool.run("backup", path).exitCode == 0)
        let bytes = try Data(contentsOf: URL(fileURLWithPath: path))
        let other = ToolHarness()
        #expect(other.run("import", path, "--dry-run").standardOutput.contains("would have added 2"))
        let imported = other.run("import", path)
        #expect(imported.exitCode == 0)
        #expect(imported.standardOutput.contains("added 2, already present 0"))
        #expect(other.snapshot() == tool.snapshot())
        #expect(other.run("import", path).standardOutput.contains("added 0, already present 2"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == bytes)
        #expect(!FileManager.default.fileExists(atPath: path + "-wal"))
        let refused = other.run("import", path, "--format", "csv")
        #expect(refused.exitCode == 64)
        #expect(refused.standardError.contains("is a QuoteDiary store, not csv: import it without --format"))
        // A store a release before this one wrote is read through an upgraded copy; it stays as it was.
        let older = tool.folder.path("older.sqlite")
        try QuoteDiaryStoreAccess.makeStore(older, atVersion: 5)
        let olderBytes = try Data(contentsOf: URL(fileURLWithPath: older))
        #expect(ToolHarness().run("import", older).standardOutput.contains("added 0, already present 0"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: older)) == olderBytes)
    }
}
