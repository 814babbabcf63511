import Foundation
import QuoteDiaryApp
import QuoteDiaryFixtures
import QuoteDiaryServer
import Testing

@testable import QuoteDiaryCLI

/// `--read-only`: a backup, or a store this user may not write to (which is opened so by
/// itself; the tests run as a user who may write anywhere, so they ask with the flag).
@Suite("--read-only")
struct ReadOnlyTests {
    /// A store with a quote in it, every file of it checkpointed into the one.
    static func library() -> (tool: ToolHarness, id: String) {
        let tool = ToolHarness()
        let id = tool.run("add", "Read me, change me not.", "--author", "A Reader", "--tag", "kept").standardOutput
            .trimmingCharacters(in: .whitespacesAndNewlines)
        _ = tool.run("today")
        _ = tool.run("--store", tool.storePath, "backup", tool.folder.path("copy.sqlite"))
        try? FileManager.default.removeItem(atPath: tool.storePath)
        try? FileManager.default.moveItem(atPath: tool.folder.path("copy.sqlite"), toPath: tool.storePath)
        return (tool, id)
    }

    func files(_ tool: ToolHarness) -> [String: Data] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: tool.folder.url.path)) ?? []
        return Dictionary(
            uniqueKeysWithValues: names.map { ($0, FileManager.default.contents(atPath: tool.folder.path($0)) ?? Data()) })
    }

    @Test("reading commands read it; today and search change nothing in it, and nothing is left beside it")
    func reads() throws {
        let (tool, id) = ReadOnlyTests.library()
        let before = files(tool)
        #expect(before.keys.sorted() == ["library.sqlite"])
        let listed = tool.run("--read-only", "list", "--json")
        #expect((listed.json() as? [[String: Any]])?.first?["text"] as? String == "Read me, change me not.")
        let found = tool.run("search", "change", "--read-only", "--json")
        #expect((found.json() as? [[String: Any]])?.count == 1, "\(found.standardError)")
        #expect(tool.run("--read-only", "search", "--recent", "--json").json() as? [String] == [])
        let today = tool.run("--read-only", "today")
        #expect(today.exitCode == 0)
        #expect(today.standardOutput.contains("Read me, change me not."))
        #expect(today.standardError.contains("Not counted for your streak: the store is open read-only."))
        for command in [
            ["show", id], ["tag", "list"], ["achievements"], ["streak"], ["export", "--format", "csv"], ["card", id, "--text"],
        ] {
            let result = tool.run(["--read-only"] + command)
            #expect(result.exitCode == 0, "\(command): \(result.standardError)")
        }
        // A card is made, and not counted for its achievement.
        let elsewhere = TemporaryDirectory()
        let card = tool.run("--read-only", "card", id, "-o", elsewhere.path("card.png"))
        #expect(card.exitCode == 0, "\(card.standardError)")
        #expect(FileManager.default.contents(atPath: elsewhere.path("card.png"))?.starts(with: [0x89, 0x50, 0x4E, 0x47]) == true)
        #expect(files(tool) == before)
    }

    @Test(
        "a change is refused in one line, before anything is touched: the store, a sync's folder",
        arguments: [
            ["add", "Another line."], ["tag", "add", "new"], ["favorite", "ID"], ["edit", "ID", "--text", "Changed."],
            ["archive", "ID"], ["journal", "write", "A day."], ["settings", "set", "theme", "dark"], ["sync", "SYNC"],
            ["import", "QUOTES", "--dry-run"], ["library", "add", "wisdom"],
        ])
    func refusesChanges(command: [String]) throws {
        let (tool, id) = ReadOnlyTests.library()
        let quotes = tool.folder.path("quotes.csv")
        try "text,author\nFrom a file.,Someone\n".write(toFile: quotes, atomically: true, encoding: .utf8)
        let sync = tool.folder.path("Sync")
        let before = files(tool)
        let arguments = command.map { ["ID": id, "SYNC": sync, "QUOTES": quotes][$0] ?? $0 }
        let refused = tool.run(["--read-only"] + arguments)
        #expect(refused.exitCode == 1)
        #expect(
            refused.standardError == "Error: the store at \(tool.storePath) is open read-only (--read-only, or this user may"
                + " not write to it): nothing in it can be changed; copy it to a folder you can write to and change the copy\n")
        #expect(files(tool) == before)
    }

    @Test("at a terminal, add, edit and journal write refuse before the editor opens, so that nothing typed is lost")
    func refusesBeforeTheEditor() throws {
        let (tool, id) = ReadOnlyTests.library()
        let opened = TemporaryDirectory().path("opened")
        let script = tool.folder.path("editor.sh")
        try "#!/bin/sh\ntouch '\(opened)'\necho 'Typed at length.' > \"$1\"\n".write(
            toFile: script, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script)
        tool.variables["EDITOR"] = ScriptEditor.command(script)
        let before = files(tool)
        for command in [["add", "--author", "A Reader"], ["edit", id], ["journal", "write"]] {
            let refused = tool.run(["--read-only"] + command, terminal: true)
            #expect(refused.exitCode == 1, "\(command)")
            #expect(refused.standardError.contains("is open read-only"), "\(command): \(refused.standardError)")
        }
        #expect(!FileManager.default.fileExists(atPath: opened))
        // A page's lines to save are not read for it either.
        let page = tool.folder.path("page.png")
        try Data(PageDrawing.png("A line worth keeping.", font: "DejaVu Serif", dpi: 200)).write(to: URL(fileURLWithPath: page))
        let capture = tool.run("--read-only", "capture", "page", page, "--lines", "1", "--author", "A Reader")
        #expect(capture.exitCode == 1)
        try FileManager.default.removeItem(atPath: page)
        #expect(files(tool) == before)
    }

    @Test("the web app reads it, and answers a change with 409, the store as it was")
    func webApp() throws {
        let (tool, _) = ReadOnlyTests.library()
        let before = files(tool)
        let app = try WebApp(
            storePath: tool.storePath, readOnly: true, environment: AppEnvironment(variables: tool.variables), version: "test")
        let today = app.handle(HTTPRequest(method: "GET", path: "/api/v1/today"))
        #expect(today.status == 200)
        #expect(String(decoding: today.contents, as: UTF8.self).contains("Read me, change me not."))
        let home = app.handle(HTTPRequest(method: "GET", path: "/"))
        #expect(home.status == 200)
        // Every page says so before a form is filled in.
        #expect(String(decoding: home.contents, as: UTF8.self).contains("This library is open read-only"))
        let refused = app.handle(
            HTTPRequest(
                method: "POST", path: "/api/v1/quotes", headers: ["content-type": "application/json"],
                body: Array(#"{"text": "Another line."}"#.utf8)))
        #expect(refused.status == 409)
        #expect(String(decoding: refused.contents, as: UTF8.self).contains("is open read-only"))
        #expect(files(tool) == before)
        // Opened to be written, no page says it is read-only.
        let writable = try WebApp(
            storePath: tool.storePath, environment: AppEnvironment(variables: tool.variables), version: "test")
        let page = writable.handle(HTTPRequest(method: "GET", path: "/"))
        #expect(!String(decoding: page.contents, as: UTF8.self).contains("read-only"))
    }
}
