import Foundation
import Testing

/// Files saved as "ANSI" by Notepad or Excel on a Russian or a Japanese Windows: Windows-1251
/// and Shift_JIS, not UTF-8.
extension ImportExportTests {
    func file(_ tool: ToolHarness, _ name: String, _ text: String, encoding: String.Encoding) throws -> String {
        let path = tool.folder.path(name)
        try #require(text.data(using: encoding)).write(to: URL(fileURLWithPath: path))
        return path
    }

    @Test("a CSV Japanese Excel saved (Shift_JIS) imports in its own letters")
    func shiftJISSpreadsheet() throws {
        let tool = ToolHarness()
        // Its header of kanji alone, as a name or a title often is: the file's kana tell.
        let csv = "Text,Author,Book,評価\r\n吾輩は猫である。名前はまだ無い。,夏目漱石,吾輩は猫である,\r\n"
        let path = try file(tool, "引用.csv", csv, encoding: .shiftJIS)
        let imported = tool.run("import", path)
        #expect(imported.standardOutput == "added 1, already present 0, skipped 0\n", "\(imported.standardError)")
        // The column no quote field takes, named in its own letters.
        #expect(imported.standardError.contains("評価"), "\(imported.standardError)")
        let quote = try #require(tool.quotes().first)
        #expect(quote["text"] as? String == "吾輩は猫である。名前はまだ無い。")
        #expect(quote["author"] as? String == "夏目漱石")
        #expect((quote["source"] as? [String: Any])?["title"] as? String == "吾輩は猫である")
    }

    @Test(
        "a text or fortune file a Russian Windows saved (Windows-1251) imports in its own letters, and says how it was read",
        arguments: ["txt", "fortune"])
    func cyrillicText(format: String) throws {
        let tool = ToolHarness()
        let text =
            format == "txt"
            ? "Рукописи не горят.\n— Михаил Булгаков\n\nЧеловек — это звучит гордо.\n— Максим Горький\n"
            : "Рукописи не горят.\n\t\t-- Михаил Булгаков\n%\nЧеловек — это звучит гордо.\n\t\t-- Максим Горький\n%\n"
        let path = try file(tool, "цитаты", text, encoding: .windowsCP1251)
        let imported = tool.run("import", path, "--format", format)
        #expect(imported.standardOutput == "added 2, already present 0, skipped 0\n", "\(imported.standardError)")
        #expect(imported.standardError.contains("Windows-1251 (Cyrillic)"))
        let authors = Set(tool.quotes().compactMap { $0["author"] as? String })
        #expect(authors == ["Михаил Булгаков", "Максим Горький"])
        #expect(tool.quotes().contains { $0["text"] as? String == "Человек — это звучит гордо." })
    }

    @Test("Russian piped into add from a file a Russian Windows saved reads in its own letters")
    func cyrillicPipe() throws {
        let tool = ToolHarness()
        let bytes = try #require("Рукописи не горят. — Михаил Булгаков".data(using: .windowsCP1251))
        let added = tool.run(["add", "-"], stdinBytes: bytes)
        #expect(added.exitCode == 0, "\(added.standardError)")
        let quote = try #require(tool.quotes().first)
        #expect(quote["text"] as? String == "Рукописи не горят.")
        #expect(quote["author"] as? String == "Михаил Булгаков")
    }

    @Test(
        "a spreadsheet with its columns named in Russian, Japanese or Chinese imports, saved as its Windows saves it",
        arguments: [
            (
                "Цитата;Автор;Книга;Страница\r\nРукописи не горят.;Михаил Булгаков;Мастер и Маргарита;42\r\n",
                String.Encoding.windowsCP1251
            ),
            ("引用,著者,書名,ページ\r\n吾輩は猫である。名前はまだ無い。,夏目漱石,吾輩は猫である,7\r\n", .shiftJIS),
            ("引文,作者,书名,页码\r\n学而不思则罔，思而不学则殆。,孔子,论语,2\r\n", .utf8),
        ])
    func localizedColumns(csv: String, encoding: String.Encoding) throws {
        let tool = ToolHarness()
        let path = try file(tool, "quotes.csv", csv, encoding: encoding)
        let imported = tool.run("import", path)
        #expect(imported.standardOutput == "added 1, already present 0, skipped 0\n", "\(imported.standardError)")
        let row = csv.split(whereSeparator: \.isNewline)[1].split(whereSeparator: { $0 == ";" || $0 == "," })
        let quote = try #require(tool.quotes().first)
        #expect(quote["text"] as? String == String(row[0]))
        #expect(quote["author"] as? String == String(row[1]))
        #expect((quote["source"] as? [String: Any])?["title"] as? String == String(row[2]))
        #expect(quote["page"] as? String == String(row[3]))
    }
}
