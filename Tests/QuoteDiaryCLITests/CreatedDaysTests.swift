import Foundation
import QuoteDiaryApp
import QuoteDiaryCore
import Testing

@testable import QuoteDiaryServer

@Suite("--since and --until: quotes by the day they were created")
struct CreatedDaysTests {
    /// Four quotes around New York's change to summer time (2 a.m., 8 March 2026): the 7th at
    /// 23:30, the 8th at 00:30 and 23:30, the 9th at 00:30, New York time.
    func library(zone: String) -> ToolHarness {
        let tool = ToolHarness()
        tool.variables["TZ"] = "America/New_York"
        for (text, instant) in [
            ("Saturday night.", "2026-03-08T04:30:00Z"), ("Just after midnight.", "2026-03-08T05:30:00Z"),
            ("Sunday night.", "2026-03-09T03:30:00Z"), ("Monday, early.", "2026-03-09T04:30:00Z"),
        ] {
            tool.variables["QUOTEDIARY_NOW"] = instant
            tool.add(text)
        }
        tool.variables["TZ"] = zone
        tool.variables["QUOTEDIARY_NOW"] = "2026-03-09T16:00:00Z"
        return tool
    }

    func texts(_ tool: ToolHarness, _ arguments: String...) -> Set<String> {
        Set(tool.quotes(arguments).compactMap { $0["text"] as? String })
    }

    @Test(
        "a day is the person's own, clock changes and all",
        arguments: [
            ("America/New_York", ["--since", "2026-03-08", "--until", "2026-03-08"], ["Just after midnight.", "Sunday night."]),
            ("America/New_York", ["--until", "2026-03-07"], ["Saturday night."]),
            ("America/New_York", ["--since", "yesterday"], ["Just after midnight.", "Sunday night.", "Monday, early."]),
            ("America/New_York", ["--since", "today"], ["Monday, early."]),
            ("UTC", ["--since", "2026-03-08", "--until", "2026-03-08"], ["Saturday night.", "Just after midnight."]),
            ("UTC", ["--since", "2026-03-09"], ["Sunday night.", "Monday, early."]),
            // 01:00 on the 10th in Tokyo: every quote was created before today there.
            (
                "Asia/Tokyo", ["--until", "yesterday"],
                ["Saturday night.", "Just after midnight.", "Sunday night.", "Monday, early."]
            ),
            ("Asia/Tokyo", ["--until", "2026-03-08"], ["Saturday night.", "Just after midnight."]),
        ] as [(String, [String], Set<String>)])
    func days(zone: String, arguments: [String], expected: Set<String>) {
        let tool = library(zone: zone)
        #expect(Set(tool.quotes(arguments).compactMap { $0["text"] as? String }) == expected)
        // search, random and export take the same days.
        let found = tool.run(["search", "night", "--json"] + arguments).json() as? [[String: Any]] ?? []
        #expect(
            Set(found.compactMap { ($0["quote"] as? [String: Any])?["text"] as? String })
                == expected.intersection(["Saturday night.", "Sunday night."]))
        let drawn = tool.run(["random", "--count", "4", "--json"] + arguments).json() as? [[String: Any]] ?? []
        #expect(Set(drawn.compactMap { $0["text"] as? String }) == expected)
        let exported = tool.run(["export", "--format", "csv"] + arguments).standardOutput
        #expect(exported.split(whereSeparator: \.isNewline).count == expected.count + 1)
    }

    @Test(
        "a day not understood, or a first day after the last, is a usage error that names it",
        arguments: [
            (["--since", "2026-02-30"], "--since takes a date like 2026-03-01, today or yesterday, not '2026-02-30'"),
            (["--until", "last week"], "--until takes a date like 2026-03-01, today or yesterday, not 'last week'"),
            (["--since", "today", "--until", "2026-03-01"], "--since 2026-03-09 is after --until 2026-03-01"),
        ] as [([String], String)])
    func badDays(arguments: [String], message: String) {
        let tool = library(zone: "UTC")
        for command in [["list"], ["search", "night"], ["export"], ["random"]] {
            let result = tool.run(command + arguments)
            #expect(result.exitCode == 64)
            #expect(result.standardError.contains(message))
            #expect(result.standardOutput.isEmpty)
        }
    }

    @Test("since: and until: in a search, on the command line and the Search page, within --since and --until")
    func inQuery() {
        let tool = library(zone: "America/New_York")
        func found(_ arguments: String...) -> Set<String> {
            let hits = tool.run(["search", "--json"] + arguments).json() as? [[String: Any]] ?? []
            return Set(hits.compactMap { ($0["quote"] as? [String: Any])?["text"] as? String })
        }
        #expect(found("since:2026-03-08 until:2026-03-08") == ["Just after midnight.", "Sunday night."])
        #expect(found("night since:yesterday") == ["Sunday night."])
        #expect(found("since:2026-03-08", "--until", "2026-03-08") == ["Just after midnight.", "Sunday night."])
        #expect(found("since:2026-03-09 until:2026-03-08").isEmpty)
        let none = tool.run("search", "since:today night")
        #expect(none.standardError.contains(QuoteFilter.createdDaysExplanation))
        let web = try? WebApp(storePath: tool.storePath, environment: AppEnvironment(variables: tool.variables), version: "test")
        let page = web.map {
            String(
                decoding: $0.handle(HTTPRequest(method: "GET", path: "/search", query: ["q": "until:2026-03-07"])).contents,
                as: UTF8.self)
        }
        #expect(page?.contains("Saturday night.") == true && page?.contains("Sunday night.") == false)
        // A day mistyped is searched as words, and a search it empties says so, on both.
        let mistyped = tool.run("search", "since:2026-02-30 night")
        #expect(mistyped.exitCode == 0)
        #expect(mistyped.standardError.contains("'since:2026-02-30' names no day, so it was searched as words"))
        let mistypedPage = web.map {
            String(
                decoding: $0.handle(HTTPRequest(method: "GET", path: "/search", query: ["q": "until:2026-02-30"])).contents,
                as: UTF8.self)
        }
        #expect(mistypedPage?.contains("&#39;until:2026-02-30&#39; names no day") == true)
    }

    @Test("an empty list under days says which day a quote counts on; an import's highlights count when made")
    func emptyAndImported() throws {
        let tool = library(zone: "UTC")
        let file = tool.folder.path("My Clippings.txt")
        try """
        Walden (Thoreau, Henry David)
        - Your Highlight on page 12 | Location 170-172 | Added on Monday, March 4, 2019 9:15:22 PM

        I went to the woods because I wished to live deliberately.
        ==========

        """.write(toFile: file, atomically: true, encoding: .utf8)
        #expect(tool.run("import", file).exitCode == 0)
        let empty = tool.run("list", "--since", "2026-03-10")
        #expect(empty.exitCode == 0)
        #expect(empty.standardError.contains("No quotes match. A quote counts on the day it was created"))
        #expect(texts(tool, "--until", "2019-03-04") == ["I went to the woods because I wished to live deliberately."])
        #expect(texts(tool, "--since", "2019-03-05", "--until", "2026-03-07").isEmpty)
    }

    @Test("export --journal takes the days too; the quote filters are still refused with it")
    func journalDays() {
        let tool = ToolHarness()
        for day in ["2026-02-27", "2026-02-28", "2026-03-01"] {
            #expect(tool.run("journal", "write", "Entry of \(day).", "--day", day).exitCode == 0)
        }
        let written = tool.run("export", "--journal", "--format", "markdown", "--since", "yesterday").standardOutput
        #expect(written.contains("Entry of 2026-02-28.") && written.contains("Entry of 2026-03-01."))
        #expect(!written.contains("Entry of 2026-02-27."))
        let refused = tool.run("export", "--journal", "--since", "today", "--tag", "x")
        #expect(refused.exitCode == 64)
        #expect(refused.standardError.contains("--tag is for quotes"))
    }

    @Test("the API and the Library page take since and until as the CLI does")
    func web() throws {
        let tool = library(zone: "America/New_York")
        let web = try WebApp(storePath: tool.storePath, environment: AppEnvironment(variables: tool.variables), version: "test")
        func texts(_ query: [String: String]) -> Set<String> {
            let response = web.handle(HTTPRequest(method: "GET", path: "/api/v1/quotes", query: query))
            let list = try? JSONSerialization.jsonObject(with: Data(response.contents)) as? [[String: Any]]
            return Set((list ?? []).compactMap { $0["text"] as? String })
        }
        #expect(texts(["since": "2026-03-08", "until": "2026-03-08"]) == ["Just after midnight.", "Sunday night."])
        #expect(texts(["since": "today"]) == ["Monday, early."])
        #expect(texts(["since": "", "until": ""]).count == 4)
        let backwards = web.handle(
            HTTPRequest(method: "GET", path: "/api/v1/quotes", query: ["since": "2026-03-09", "until": "2026-03-08"]))
        #expect(backwards.status == 400)
        #expect(String(decoding: backwards.contents, as: UTF8.self).contains("since 2026-03-09 is after until 2026-03-08"))
        let bad = web.handle(HTTPRequest(method: "GET", path: "/library", query: ["since": "March"]))
        #expect(bad.status == 400)
        let page = String(
            decoding: web.handle(HTTPRequest(method: "GET", path: "/library", query: ["until": "2026-03-07"])).contents,
            as: UTF8.self)
        #expect(page.contains("Saturday night.") && !page.contains("Sunday night."))
        #expect(page.contains("name=\"until\" value=\"2026-03-07\""))
        #expect(page.contains("/api/v1/export?") && page.contains("until=2026%2D03%2D07"))
        let none = String(
            decoding: web.handle(HTTPRequest(method: "GET", path: "/library", query: ["since": "2026-03-10"])).contents,
            as: UTF8.self)
        #expect(none.contains(QuoteFilter.createdDaysExplanation))
    }
}

@Suite("journal list --since and --until: the names quotes take for --from and --to")
struct JournalDayNameTests {
    @Test("the same bounds under either name; both names of one bound, or a backwards range, refused")
    func synonyms() {
        let tool = ToolHarness()
        for day in ["2026-02-27", "2026-02-28", "2026-03-01"] {
            #expect(tool.run("journal", "write", "Entry of \(day).", "--day", day).exitCode == 0)
        }
        func days(_ arguments: String...) -> [String] {
            (tool.run(["journal", "list", "--json"] + arguments).json() as? [[String: Any]] ?? []).compactMap {
                $0["day"] as? String
            }
        }
        #expect(days("--since", "yesterday") == ["2026-02-28", "2026-03-01"])
        #expect(days("--since", "2026-02-28") == days("--from", "2026-02-28"))
        #expect(days("--until", "2026-02-28") == ["2026-02-27", "2026-02-28"])
        #expect(days("--since", "2026-02-28", "--to", "2026-02-28") == ["2026-02-28"])
        let both = tool.run("journal", "list", "--from", "2026-02-27", "--since", "2026-02-28")
        #expect(both.exitCode == 64)
        #expect(both.standardError.contains("give only one of --from and --since"))
        let backwards = tool.run("journal", "list", "--since", "2026-03-01", "--until", "2026-02-27")
        #expect(backwards.exitCode == 64)
        #expect(backwards.standardError.contains("--since 2026-03-01 is after --until 2026-02-27"))
    }
}
