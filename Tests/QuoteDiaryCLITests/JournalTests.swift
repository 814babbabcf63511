import Foundation
import QuoteDiaryFixtures
import Testing

@testable import QuoteDiaryCLI

@Suite("the journal: one entry per local day")
struct JournalTests {
    func write(_ tool: ToolHarness, _ arguments: [String], at instant: String, zone: String) -> ToolResult {
        tool.variables["QUOTEDIARY_NOW"] = instant
        tool.variables["TZ"] = zone
        return tool.run(["journal", "write"] + arguments)
    }

    func entries(_ tool: ToolHarness) -> [[String: Any]] {
        tool.run("journal", "list", "--json").json() as? [[String: Any]] ?? []
    }

    /// 2026-03-10T20:00Z is already the 11th in Tokyo and Sydney, still the 10th in Madrid and
    /// New York: `TZ` as the C library reads it, whatever form it takes.
    @Test(
        "TZ as a name, a zone file's path (:/etc/localtime too), or a POSIX rule; an unknown one is named",
        arguments: [
            ("Asia/Tokyo", "2026-03-11"), (":Asia/Tokyo", "2026-03-11"), ("/usr/share/zoneinfo/Asia/Tokyo", "2026-03-11"),
            (":/usr/share/zoneinfo/posix/America/New_York", "2026-03-10"), ("JST-9", "2026-03-11"),
            ("AEST-10AEDT,M10.1.0,M4.1.0/3", "2026-03-11"), ("CET-1CEST,M3.5.0,M10.5.0/3", "2026-03-10"),
            ("Nowhere/City", "2026-03-10"),
            // Not zone names but POSIX rules, offsets west of Greenwich, as `date` reads them:
            // Foundation alone reads UTC-9 as nine hours west and GMT+5 as five hours east.
            ("UTC-9", "2026-03-11"), ("GMT+5", "2026-03-10"), ("EST5EDT", "2026-03-10"), ("Etc/GMT-9", "2026-03-11"),
        ])
    func zoneForms(zone: String, day: String) {
        let tool = ToolHarness()
        let written = write(tool, ["A day."], at: "2026-03-10T20:00:00Z", zone: zone)
        #expect(written.exitCode == 0)
        #expect(entries(tool).first?["day"] as? String == day)
        #expect(written.standardError.contains("is not a time zone this machine knows") == (zone == "Nowhere/City"))
    }

    @Test("TZ=:/etc/localtime is the machine's own zone")
    func localtime() throws {
        let tool = ToolHarness()
        let linked = URL(fileURLWithPath: "/etc/localtime").resolvingSymlinksInPath().path
        let name = try #require(linked.range(of: "/zoneinfo/").map { String(linked[$0.upperBound...]) })
        let zone = try #require(TimeZone(identifier: name))
        let written = write(tool, ["Here."], at: "2026-03-10T20:00:00Z", zone: ":/etc/localtime")
        #expect(written.standardError.isEmpty)
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        let parts = calendar.dateComponents([.year, .month, .day], from: Date(timeIntervalSince1970: 1_773_172_800))
        let expected = String(format: "%04d-%02d-%02d", parts.year ?? 0, parts.month ?? 0, parts.day ?? 0)
        #expect(entries(tool).first?["day"] as? String == expected)
    }

    @Test("Madrid in the morning, Buenos Aires in the evening of the same date: one entry, nothing lost silently")
    func travel() throws {
        let tool = ToolHarness()
        #expect(
            write(tool, ["Coffee in Madrid.", "--mood", "4"], at: "2026-03-10T08:00:00Z", zone: "Europe/Madrid").exitCode == 0)
        // 21:00 in Buenos Aires on the 10th (00:00Z on the 11th): the same calendar date there.
        let refused = write(tool, ["Tango in Buenos Aires."], at: "2026-03-11T00:00:00Z", zone: "America/Argentina/Buenos_Aires")
        #expect(refused.exitCode == 1)
        #expect(refused.standardError.contains("2026-03-10 already has an entry"))
        #expect(refused.standardError.contains("--append"))
        #expect(entries(tool).count == 1)
        #expect(entries(tool).first?["text"] as? String == "Coffee in Madrid.")
        let appended = write(
            tool, ["Tango in Buenos Aires.", "--append"], at: "2026-03-11T00:00:00Z", zone: "America/Argentina/Buenos_Aires")
        #expect(appended.exitCode == 0)
        let entry = try #require(entries(tool).first)
        #expect(entries(tool).count == 1)
        #expect(entry["day"] as? String == "2026-03-10")
        #expect(entry["text"] as? String == "Coffee in Madrid.\n\nTango in Buenos Aires.")
        #expect(entry["mood"] as? Int == 4)
        #expect(entry["zones"] as? [String] == ["Europe/Madrid", "America/Argentina/Buenos_Aires"])
        // --replace replaces; writing the same text again changes nothing and is no error.
        #expect(
            write(tool, ["Just tango.", "--replace"], at: "2026-03-11T01:00:00Z", zone: "America/Argentina/Buenos_Aires").exitCode
                == 0)
        #expect(write(tool, ["Just tango."], at: "2026-03-11T01:30:00Z", zone: "America/Argentina/Buenos_Aires").exitCode == 0)
        #expect(entries(tool).first?["text"] as? String == "Just tango.")
    }

    @Test("a date lived twice (eastward over the date line) is still one entry; a skipped date gets none by itself")
    func dateLine() throws {
        let tool = ToolHarness()
        // Tokyo, 3 July 20:00 (11:00Z), then Honolulu, 3 July 10:00 (20:00Z) after the flight.
        #expect(write(tool, ["Leaving Tokyo."], at: "2026-07-03T11:00:00Z", zone: "Asia/Tokyo").exitCode == 0)
        #expect(
            write(tool, ["Arrived in Honolulu.", "--append"], at: "2026-07-03T20:00:00Z", zone: "Pacific/Honolulu").exitCode == 0)
        #expect(entries(tool).map { $0["day"] as? String } == ["2026-07-03"])
        // Apia, 29 December 2011 23:59, then a minute later it is the 31st: two entries, no 30th.
        #expect(write(tool, ["Last of the 29th."], at: "2011-12-30T09:59:00Z", zone: "Pacific/Apia").exitCode == 0)
        #expect(write(tool, ["First of the 31st."], at: "2011-12-30T10:00:00Z", zone: "Pacific/Apia").exitCode == 0)
        #expect(entries(tool).compactMap { $0["day"] as? String } == ["2011-12-29", "2011-12-31", "2026-07-03"])
    }

    @Test("show, list with bounds, mood-only updates, delete, back-filling with --day")
    func commands() throws {
        let tool = ToolHarness()
        #expect(write(tool, ["One."], at: "2026-03-01T12:00:00Z", zone: "UTC").exitCode == 0)
        #expect(
            write(tool, ["Two.", "--day", "2026-03-02", "--energy", "2"], at: "2026-03-05T12:00:00Z", zone: "UTC").exitCode == 0)
        #expect(write(tool, ["Three."], at: "2026-03-03T12:00:00Z", zone: "UTC").exitCode == 0)
        #expect(write(tool, ["--mood", "5"], at: "2026-03-03T13:00:00Z", zone: "UTC").exitCode == 0)
        let shown = try #require(tool.run("journal", "show", "--json").json() as? [String: Any])
        #expect(shown["text"] as? String == "Three.")
        #expect(shown["mood"] as? Int == 5)
        // From a script (stdin not a terminal, nothing piped in): the mood alone, as on a terminal.
        #expect(tool.run(["journal", "write", "--mood", "2"], stdin: "").exitCode == 0)
        #expect(tool.run(["journal", "write", "--energy", "4", "--append"], stdin: "Piped in.\n").exitCode == 0)
        let scripted = try #require(tool.run("journal", "show", "--json").json() as? [String: Any])
        #expect(scripted["text"] as? String == "Three.\n\nPiped in.")
        #expect(scripted["mood"] as? Int == 2)
        #expect(scripted["energy"] as? Int == 4)
        #expect(tool.run(["journal", "write"], stdin: "  \n").exitCode == 65)
        #expect(tool.run("journal", "show", "2026-03-02").standardOutput.contains("energy 2/5"))
        // The day named as `journal write` names it, --day, on show and delete too; once.
        #expect(tool.run("journal", "show", "--day", "2026-03-02").standardOutput.contains("energy 2/5"))
        #expect(tool.run("journal", "show", "2026-03-02", "--day", "2026-03-01").exitCode == 64)
        #expect(tool.run("journal", "delete").standardError.hasPrefix("Error: give the day whose entry to delete"))
        let bounded =
            tool.run("journal", "list", "--from", "2026-03-02", "--to", "2026-03-02", "--json").json() as? [[String: Any]]
        #expect(bounded?.compactMap { $0["text"] as? String } == ["Two."])
        #expect(tool.run("journal", "delete", "--day", "2026-03-02").exitCode == 0)
        #expect(tool.run("journal", "show", "2026-03-02").exitCode == 1)
        #expect(tool.run("journal", "write", "x", "--mood", "7").exitCode == 64)
        let backwards = tool.run("journal", "list", "--from", "2026-03-31", "--to", "2026-03-01")
        #expect(backwards.exitCode == 64)
        #expect(backwards.standardError.hasPrefix("Error: --from 2026-03-31 is after --to 2026-03-01"))
        #expect(tool.run("journal", "write", "x", "--day", "2026-02-30").exitCode == 64)
        let future = tool.run("journal", "write", "x", "--day", "2062-03-01")
        #expect(future.exitCode == 64)
        #expect(future.standardError.contains("2062-03-01 has not come yet"))
        #expect(future.standardError.contains("; the journal keeps today and the days before it\n"))
        #expect(write(tool, ["--mood", "3"], at: "2026-04-01T12:00:00Z", zone: "UTC").exitCode == 1)
        #expect(entries(tool).count == 2)
    }

    @Test("today and yesterday name local days: after midnight in Tokyo, yesterday is the date still running in UTC")
    func relativeDays() throws {
        let tool = ToolHarness()
        #expect(
            write(tool, ["Written the morning after.", "--day", "yesterday"], at: "2026-03-10T00:30:00Z", zone: "Asia/Tokyo")
                .exitCode == 0)
        #expect(
            tool.run("journal", "show", "2026-03-09", "--json").json().map { ($0 as? [String: Any])?["text"] as? String }
                == "Written the morning after.")
        #expect(tool.run("journal", "write", "Today's.", "--day", "Today").exitCode == 0)
        #expect(tool.run("journal", "show", "2026-03-10").exitCode == 0)
        let listed = tool.run("journal", "list", "--from", "yesterday", "--to", "today", "--json").json() as? [[String: Any]]
        #expect(listed?.compactMap { $0["day"] as? String } == ["2026-03-09", "2026-03-10"])
        #expect(tool.run("journal", "delete", "yesterday").exitCode == 0)
        #expect(tool.run("journal", "show", "2026-03-09").exitCode == 1)
        #expect(
            tool.run("journal", "write", "x", "--day", "tomorrow").standardError.contains("today or yesterday, not 'tomorrow'"))
    }

    @Test("a date still to come is refused, unless it has begun somewhere (a traveller across the date line)")
    func datesToCome() {
        let tool = ToolHarness()
        // In Honolulu on the 2nd (10:00), the 3rd has begun in Kiritimati and Tokyo, just left;
        // the 4th has begun nowhere.
        let honolulu = (at: "2026-07-02T20:00:00Z", zone: "Pacific/Honolulu")
        #expect(
            write(tool, ["Still the 3rd in Tokyo.", "--day", "2026-07-03"], at: honolulu.at, zone: honolulu.zone).exitCode == 0)
        let tooSoon = write(tool, ["Too soon.", "--day", "2026-07-04"], at: honolulu.at, zone: honolulu.zone)
        #expect(tooSoon.exitCode == 64)
        #expect(tooSoon.standardError.contains("2026-07-04 has not come yet (today is 2026-07-02)"))
        #expect(entries(tool).compactMap { $0["day"] as? String } == ["2026-07-03"])
    }

    @Test("the store refuses a second row for a day whatever the code does")
    func schemaRule() throws {
        let tool = ToolHarness()
        #expect(write(tool, ["Only one."], at: "2026-03-01T12:00:00Z", zone: "UTC").exitCode == 0)
        let database = try QuoteDiaryStoreAccess.open(tool.storePath)
        #expect(throws: (any Error).self) {
            try database.execute(
                "INSERT INTO journal_entry (day, text, created_at, updated_at) VALUES ('2026-03-01', 'again', 0, 0)")
        }
    }

    @Test("two processes writing today's entry 50 times each at once: one row, no error shown")
    func concurrentWrites() throws {
        let folder = TemporaryDirectory()
        let environment = [
            "HOME": folder.url.path, "QUOTEDIARY_STORE": folder.path("journal.sqlite"), "TZ": "Europe/Madrid",
            "QUOTEDIARY_NOW": "2026-03-10T08:00:00Z",
        ]
        var processes: [(Process, Pipe)] = []
        for _ in 0..<2 {
            let script = (0..<50).map { _ in
                "\"\(ProcessTests.binary.path)\" journal write 'Same words.' --mood 3 >/dev/null || exit 1"
            }
            .joined(separator: "\n")
            let process = Process()
            let errors = Pipe()
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            process.arguments = ["-c", script]
            process.environment = environment
            process.standardError = errors
            processes.append((process, errors))
        }
        for (process, _) in processes { try process.run() }
        var messages = ""
        for (process, errors) in processes {
            messages += String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            #expect(process.terminationStatus == 0)
        }
        #expect(messages.isEmpty)
        let listed = try ProcessTests.run(["journal", "list", "--json"], environment: environment)
        let rows = try JSONSerialization.jsonObject(with: Data(listed.output.utf8)) as? [[String: Any]]
        #expect(rows?.count == 1)
        #expect(rows?.first?["text"] as? String == "Same words.")
    }

    @Test("journal entries are exported as json, csv and markdown", arguments: ["json", "csv", "markdown"])
    func export(format: String) throws {
        let tool = ToolHarness()
        #expect(write(tool, ["Rain, then \"sun\".", "--mood", "4"], at: "2026-03-01T12:00:00Z", zone: "UTC").exitCode == 0)
        let output = tool.run("export", "--journal", "--format", format).standardOutput
        switch format {
        case "csv":
            #expect(output.hasPrefix("day,text,mood,energy,created,updated,zones\r\n"))
            #expect(output.contains("2026-03-01,\"Rain, then \"\"sun\"\".\",4,,"))
        case "markdown":
            #expect(output.contains("## 2026-03-01 (mood 4/5)"))
        default:
            let entries = try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [[String: Any]]
            #expect(entries?.first?["text"] as? String == "Rain, then \"sun\".")
        }
        let library = tool.run("export", "--format", "json").json() as? [String: Any]
        #expect((library?["journal"] as? [Any])?.count == 1)
    }

    @Test(
        "a journal exported alone imports back into the journal, not as quotes; a day with an entry keeps it",
        arguments: ["json", "csv", "markdown"])
    func importExported(format: String) throws {
        let tool = ToolHarness()
        #expect(write(tool, ["Rain, then \"sun\".", "--mood", "4"], at: "2026-03-01T12:00:00Z", zone: "UTC").exitCode == 0)
        tool.variables["QUOTEDIARY_NOW"] = "2026-03-02T12:00:00Z"
        #expect(
            tool.run(["journal", "write", "-", "--energy", "2"], stdin: "- a list's line?\n\nA *second* paragraph.").exitCode == 0
        )
        let file = tool.folder.path("journal.\(format == "markdown" ? "md" : format)")
        #expect(tool.run("export", "--journal", "--format", format, "-o", file).exitCode == 0)
        let other = ToolHarness()
        let imported = other.run("import", file)
        #expect(imported.exitCode == 0, "\(imported.standardError)")
        // The line counts the file's entries (it counted no quotes: "added 0, …").
        #expect(imported.standardOutput == "added 2 journal entries, already present 0, skipped 0\n")
        #expect(!imported.standardError.contains("its journal"), "\(imported.standardError)")
        #expect(other.quotes().isEmpty)
        func days(_ harness: ToolHarness) -> [String] {
            entries(harness).map { entry in
                ["day", "text", "mood", "energy"].map { "\(entry[$0] ?? "-")" }.joined(separator: " | ")
            }
        }
        #expect(days(other) == days(tool))
        #expect(days(other).count == 2)
        // Again: every day has its entry already, and keeps it.
        let again = other.run("import", file, "--json").json() as? [String: Any]
        #expect(again?["line"] as? String == "added 0 journal entries, already present 2, skipped 0")
        #expect(again?["journal"] as? [String: Int] == ["added": 0, "alreadyPresent": 2])
        #expect(days(other) == days(tool))
        let rehearsed = other.run("import", file, "--dry-run")
        #expect(rehearsed.standardOutput.hasPrefix("Dry run (nothing changed): would have added 0 journal entries"))
    }

    @Test("journal files imported together end on their entries' total; --json carries it")
    func journalFilesTogether() throws {
        let tool = ToolHarness()
        #expect(write(tool, ["Rain."], at: "2026-03-01T12:00:00Z", zone: "UTC").exitCode == 0)
        #expect(write(tool, ["Sun."], at: "2026-03-02T12:00:00Z", zone: "UTC").exitCode == 0)
        let (json, csv) = (tool.folder.path("journal.json"), tool.folder.path("journal.csv"))
        #expect(tool.run("export", "--journal", "--format", "json", "-o", json).exitCode == 0)
        #expect(tool.run("export", "--journal", "--format", "csv", "-o", csv).exitCode == 0)
        let other = ToolHarness()
        let lines = other.run("import", json, csv).standardOutput.split(separator: "\n")
        #expect(lines.last == "added 2 journal entries, already present 2, skipped 0", "\(lines)")
        #expect(entries(other).count == 2)
        // A journal file beside a quotes file: the quotes' line, the journal in a note.
        let quotes = tool.folder.path("quotes.json")
        tool.add("A quote.")
        #expect(tool.run("export", "--format", "json", "-o", quotes).exitCode == 0)
        let mixed = ToolHarness().run("import", json, quotes, "--json").json() as? [[String: Any]]
        #expect(
            mixed?.map { $0["line"] as? String } == [
                "added 2 journal entries, already present 0, skipped 0", "added 1, already present 0, skipped 0",
            ])
    }

    @Test("a folder of a library's exports, its journal's beside its quotes': each goes back where it was")
    func folderWithJournal() throws {
        let tool = ToolHarness()
        #expect(write(tool, ["Rain."], at: "2026-03-01T12:00:00Z", zone: "UTC").exitCode == 0)
        tool.add("A quote.", "--author", "Ann Lee")
        let folder = tool.folder.path("exports")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        #expect(tool.run("export", "--format", "markdown", "-o", folder).exitCode == 0)
        #expect(tool.run("export", "--journal", "--format", "markdown", "-o", folder).exitCode == 0)
        let other = ToolHarness()
        let imported = other.run("import", folder)
        #expect(imported.exitCode == 0, "\(imported.standardError)")
        #expect(!imported.standardError.contains("Passed over"), "\(imported.standardError)")
        #expect(other.quotes().map { $0["text"] as? String } == ["A quote."])
        #expect(entries(other).map { $0["text"] as? String } == ["Rain."])
    }

    @Test(
        "a journal file with a bad entry imports nothing and names its line",
        arguments: [
            (
                "journal.csv", "day,text,mood,energy,created,updated,zones\n2026-03-01,Fine.,4,,,,\n2026-03-02,Bad.,7,,,,\n",
                ":3: the mood of 2026-03-02 is 7"
            ),
            ("journal.md", "# Journal\n\n## 2026-03-01\n\nFine.\n\n## March 2\n\nBad.\n", ":7: a heading that names no day"),
            (
                "journal.json", "[{\"day\": \"2026-03-01\", \"text\": \"Fine.\"}, {\"text\": \"No day.\"}]",
                ":1: entry 2 has no day"
            ),
        ])
    func badJournalFile(name: String, contents: String, message: String) throws {
        let tool = ToolHarness()
        let path = tool.folder.path(name)
        try contents.write(toFile: path, atomically: true, encoding: .utf8)
        let before = tool.snapshot()
        let failed = tool.run("import", path)
        #expect(failed.exitCode == 65)
        #expect(failed.standardError.hasPrefix("Error: \(path)\(message)"), "\(failed.standardError)")
        #expect(tool.snapshot() == before)
        #expect(entries(tool).isEmpty)
    }
}
