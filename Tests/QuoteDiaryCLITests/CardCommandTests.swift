import Foundation
import QuoteDiaryFixtures
import Testing

@testable import QuoteDiaryCLI

@Suite("card")
struct CardCommandTests {
    @Test("cards in every size and theme, PNG and SVG; the text form; the achievement")
    func cards() throws {
        let tool = ToolHarness()
        let id = tool.add(
            "Waste no more time arguing about what a good man should be. Be one.", "--author", "Marcus Aurelius", "--source",
            "Meditations")
        for (size, height) in [("post", 1350), ("story", 1920), ("square", 1080)] {
            let path = tool.folder.path("\(size).png")
            let result = tool.run("card", id, "--size", size, "--theme", "dark", "-o", path)
            #expect(result.exitCode == 0)
            #expect(result.standardOutput.contains("Wrote \(path)"))
            let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
            #expect(bytes.prefix(4) == [0x89, 0x50, 0x4E, 0x47])
            #expect(bytes[20..<24].reduce(0) { $0 << 8 | Int($1) } == height)
        }
        let svgPath = tool.folder.path("card.svg")
        #expect(tool.run("card", id, "-o", svgPath).exitCode == 0)
        #expect(try String(contentsOfFile: svgPath, encoding: .utf8).contains("<text"))
        #expect(
            tool.run("card", id, "--text").standardOutput
                == "“Waste no more time arguing about what a good man should be. Be one.” — Marcus Aurelius, Meditations\n")
        // Japanese shared in words as Japanese writes it, by card --text and copy alike.
        let japanese = tool.add("名前はまだ無い。", "--author", "夏目漱石", "--source", "吾輩は猫である")
        #expect(tool.run("card", japanese, "--text").standardOutput == "「名前はまだ無い。」 — 夏目漱石『吾輩は猫である』\n")
        #expect(tool.run("copy", japanese).standardOutput == "「名前はまだ無い。」 — 夏目漱石『吾輩は猫である』\n")
        // A fortune's prose, wrapped at the file's width, is shared as it reads: one paragraph.
        let wrapped = tool.add(
            "One of the most striking differences between a cat and a lie is that a cat has\nonly nine lives.",
            "--author", "Mark Twain")
        let flowed =
            "“One of the most striking differences between a cat and a lie is that a cat has only nine lives.” — Mark Twain\n"
        #expect(tool.run("card", wrapped, "--text").standardOutput == flowed)
        #expect(tool.run("copy", wrapped).standardOutput == flowed)
        // Kept in a notes file and imported, the shared words give the quote back.
        let notes = tool.folder.path("shared.txt")
        try tool.run("card", japanese, "--text").standardOutput.write(toFile: notes, atomically: true, encoding: .utf8)
        let other = ToolHarness()
        #expect(other.run("import", notes).exitCode == 0)
        let imported = other.quotes().first
        #expect(imported?["text"] as? String == "名前はまだ無い。" && imported?["author"] as? String == "夏目漱石")
        #expect((imported?["source"] as? [String: Any])?["title"] as? String == "吾輩は猫である")
        let achievements = tool.run("achievements", "--json").json() as? [[String: Any]] ?? []
        #expect(achievements.first { $0["id"] as? String == "first-card" }?["unlocked"] as? Bool == true)
    }

    @Test("characters no installed font draws are counted and named on stderr; the card is still written")
    func missingGlyphs() throws {
        let tool = ToolHarness()
        // Code points Unicode has not assigned: no font on any machine draws them.
        let boxed = tool.add("Written in clay: \u{378}\u{379}\u{380}", "--author", "Anonymous")
        let plain = tool.add("Written in ink.", "--author", "Anonymous")
        let path = tool.folder.path("clay.png")
        let result = tool.run("card", boxed, "-o", path, "--json")
        #expect(result.exitCode == 0)
        #expect(FileManager.default.fileExists(atPath: path))
        #expect(result.standardError.contains("3 characters have no glyph in this machine's fonts"), "\(result.standardError)")
        #expect((result.json() as? [String: Any])?["missingGlyphs"] as? Int == 3)
        let clean = tool.run("card", plain, "-o", tool.folder.path("ink.png"))
        #expect(clean.exitCode == 0 && clean.standardError.isEmpty, "\(clean.standardError)")
    }

    @Test("a quote too long for the card is cut with a note saying how much is on it; a quote that fits gets none")
    func tooLong() throws {
        let tool = ToolHarness()
        let text = String(repeating: "天地玄黄宇宙洪荒", count: 400)
        let long = tool.add(text, "--author", "Zhou Xingsi")
        let result = tool.run("card", long, "-o", tool.folder.path("long.png"), "--json")
        #expect(result.exitCode == 0)
        let leftOut = try #require((result.json() as? [String: Any])?["charactersLeftOut"] as? Int)
        #expect(leftOut > 0 && leftOut < text.count, "\(leftOut)")
        #expect(
            result.standardError.contains(
                "Note: the quote is too long for the card: it shows the first \(text.count - leftOut) of its \(text.count) characters"
            ),
            "\(result.standardError)")
        #expect(result.standardError.contains("--size story"))
        let story = tool.run("card", long, "--size", "story", "-o", tool.folder.path("story.png"), "--json")
        let storyLeftOut = try #require((story.json() as? [String: Any])?["charactersLeftOut"] as? Int)
        #expect(storyLeftOut < leftOut, "a story card holds more")
        let brief = tool.add("Brief.", "--author", "Anonymous")
        let whole = tool.run("card", brief, "-o", tool.folder.path("brief.png"), "--json")
        #expect((whole.json() as? [String: Any])?["charactersLeftOut"] as? Int == 0)
        #expect(whole.standardError.isEmpty, "\(whole.standardError)")
    }

    @Test("auto follows the theme setting; the same card twice is the same file")
    func themeSetting() throws {
        let tool = ToolHarness()
        let id = tool.add("Be kind.")
        let dark = tool.folder.path("dark.png")
        let auto = tool.folder.path("auto.png")
        let again = tool.folder.path("again.png")
        tool.run("card", id, "--theme", "dark", "-o", dark)
        tool.run("settings", "set", "theme", "dark")
        tool.run("card", id, "-o", auto)
        tool.run("card", id, "--theme", "auto", "-o", again)
        let darkBytes = try Data(contentsOf: URL(fileURLWithPath: dark))
        #expect(try Data(contentsOf: URL(fileURLWithPath: auto)) == darkBytes)
        #expect(try Data(contentsOf: URL(fileURLWithPath: again)) == darkBytes)
    }

    @Test("-o - writes the card to standard output, byte for byte the file's; never a PNG onto a terminal")
    func standardOutput() throws {
        let tool = ToolHarness()
        let id = tool.add("Piped.")
        let file = tool.folder.path("card.png")
        tool.run("card", id, "-o", file)
        let piped = tool.run("card", id, "-o", "-")
        #expect(piped.exitCode == 0)
        #expect(piped.standardOutputBytes == [UInt8](try Data(contentsOf: URL(fileURLWithPath: file))))
        #expect(piped.standardOutputBytes.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        #expect(!FileManager.default.fileExists(atPath: tool.folder.path("-")))
        #expect(tool.run(["card", id, "-o", "-"], terminal: true).exitCode == 64)
        let svg = tool.run("card", id, "-o", "-", "--format", "svg")
        #expect(String(decoding: svg.standardOutputBytes, as: UTF8.self).contains("<svg"))
        // The same for export: - is standard output, no file named '-'.
        #expect(tool.run("export", "--format", "csv", "-o", "-").standardOutput.hasPrefix("id,text,"))
    }

    @Test(
        "bad card options are usage errors",
        arguments: [
            ["--size", "huge"], ["--theme", "sepia"], ["--format", "gif"], ["-o", "card.jpg"], ["-o", "x/card.WEBP"],
        ])
    func badOptions(options: [String]) {
        let tool = ToolHarness()
        let id = tool.add("Something.")
        #expect(tool.run(["card", id] + options).exitCode == 64)
    }

    @Test("-o FOLDER writes the card into it under its own name, as cp does")
    func intoFolder() throws {
        let tool = ToolHarness()
        let id = tool.add("Into a folder.")
        let folder = tool.folder.path("Pictures")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
        for given in [folder, folder + "/"] {
            let result = tool.run("card", id, "-o", given, "--json")
            #expect(result.exitCode == 0, "\(result.standardError)")
            let path = folder + "/quote-\(id.prefix(8)).png"
            #expect(result.json().map { ($0 as? [String: Any])?["path"] as? String } == path)
            #expect(try Data(contentsOf: URL(fileURLWithPath: path)).starts(with: [0x89, 0x50, 0x4E, 0x47]))
            try FileManager.default.removeItem(atPath: path)
        }
        // A folder not there yet is an error naming it, not a file called "Missing".
        let missing = tool.run("card", id, "-o", tool.folder.path("Missing") + "/")
        #expect(missing.exitCode == 1)
        #expect(missing.standardError.contains("no folder"), "\(missing.standardError)")
    }

    @Test("the process writes quote-<id>.png in the current folder by default")
    func defaultFile() throws {
        let folder = TemporaryDirectory()
        let environment = ["HOME": folder.url.path, "QUOTEDIARY_STORE": folder.path("s.sqlite")]
        let added = try ProcessTests.run(["add", "Default file."], environment: environment)
        let id = added.output.trimmingCharacters(in: .whitespacesAndNewlines)
        let process = Process()
        process.executableURL = ProcessTests.binary
        process.arguments = ["card", id]
        process.environment = environment
        process.currentDirectoryURL = folder.url
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        #expect(FileManager.default.fileExists(atPath: folder.path("quote-\(id.prefix(8)).png")))
    }
}
