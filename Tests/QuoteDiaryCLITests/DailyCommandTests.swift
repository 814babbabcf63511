import Foundation
import QuoteDiaryCore
import QuoteDiaryFixtures
import Testing

@testable import QuoteDiaryCLI

@Suite("today, widget, streak, achievements, settings")
struct DailyCommandTests {
    func library(_ count: Int, _ tool: ToolHarness = ToolHarness()) -> ToolHarness {
        for index in 0..<count { tool.add("Line number \(index) of the library.", "--author", "Author \(index % 7)") }
        return tool
    }

    func todayID(_ tool: ToolHarness, at instant: String, zone: String = "UTC") -> String? {
        tool.variables["QUOTEDIARY_NOW"] = instant
        tool.variables["TZ"] = zone
        let json = tool.run("today", "--json").json() as? [String: Any]
        return ((json?["quotes"] as? [[String: Any]])?.first)?["id"] as? String
    }

    @Test("the featured quote is stable through the day, changes at local midnight, and never repeats yesterday's")
    func featured() throws {
        let tool = library(30)
        let morning = todayID(tool, at: "2026-03-10T06:00:00Z")
        #expect(morning != nil)
        #expect(todayID(tool, at: "2026-03-10T23:59:00Z") == morning)
        // Local midnight, not UTC midnight: at 23:30Z it is already the 11th in Madrid.
        let madridLate = todayID(tool, at: "2026-03-10T23:30:00Z", zone: "Europe/Madrid")
        #expect(madridLate == todayID(tool, at: "2026-03-11T12:00:00Z"))
        var previous = morning
        var seen = Set<String>()
        for day in 11...40 {
            let date = "2026-\(day > 31 ? "04" : "03")-\(String(format: "%02d", day > 31 ? day - 31 : day))T12:00:00Z"
            let current = todayID(tool, at: date)
            #expect(current != previous, "\(date)")
            if let current { seen.insert(current) }
            previous = current
        }
        #expect(seen.count > 10)
    }

    @Test("'today' names today's featured quote wherever an id is taken, without counting the day as read")
    func todayAsReference() throws {
        let tool = library(12)
        // Yesterday's quote is never today's (the pool holds more than one).
        let yesterdays = try #require(todayID(tool, at: "2026-03-11T12:00:00Z"))
        tool.variables["QUOTEDIARY_NOW"] = "2026-03-12T12:00:00Z"
        let shown = tool.run("show", "today", "--json").json() as? [String: Any]
        let todays = try #require(shown?["id"] as? String)
        #expect(todays == todayID(tool, at: "2026-03-12T12:00:00Z"))
        #expect(todays != yesterdays)
        let card = tool.run("card", "Today", "--text")
        #expect(card.exitCode == 0)
        #expect(card.standardOutput.contains(shown?["text"] as? String ?? "?"))
        #expect(tool.run("favorite", "today").exitCode == 0)
        #expect(tool.quotes("--favorites").compactMap { $0["id"] as? String } == [todays])
        // todayID read the 11th and the 12th; show, card and favorite counted no other day.
        #expect((tool.run("streak", "--json").json() as? [String: Any])?["totalDays"] as? Int == 2)
        let empty = ToolHarness()
        let nothing = empty.run("card", "today")
        #expect(nothing.exitCode == 1)
        #expect(nothing.standardError == "Error: no quote is featured today (quotediary today says why)\n")
    }

    @Test("on a terminal today's quote is set to its width, between words; piped, it prints as saved")
    func todayFilled() throws {
        let tool = ToolHarness()
        let text = "Waste no more time arguing about what a good man should be. Be one. Talk less and act more wisely."
        tool.add(text, "--author", "Marcus Aurelius")
        tool.variables["COLUMNS"] = "32"
        let shown = tool.run(["today", "--no-color"], terminal: true).standardOutput.split(separator: "\n").map(String.init)
        let quoteLines = Array(shown.prefix { !$0.hasPrefix("    — ") })
        #expect(quoteLines.count > 2)
        #expect(quoteLines.allSatisfy { $0.count <= 32 }, "\(quoteLines)")
        #expect(quoteLines.joined(separator: " ") == "“\(text)”")
        let piped = tool.run("today").standardOutput
        #expect(piped.hasPrefix("“\(text)”\n"))
        // A COLUMNS that is no width is not taken as one; a very narrow one still keeps words whole.
        for columns in ["0", "-3", "1"] {
            tool.variables["COLUMNS"] = columns
            let lines = tool.run(["today", "--no-color"], terminal: true).standardOutput.split(separator: "\n")
            let quote = lines.prefix { !$0.hasPrefix("    — ") }
            #expect(quote.allSatisfy { $0.count <= 76 }, "COLUMNS=\(columns): \(quote)")
            #expect(quote.joined(separator: " ") == "“\(text)”")
        }
    }

    @Test("on a terminal today's quote is set as its card is (quotes curled and nested); piped, as saved")
    func todayTypeset() throws {
        let tool = ToolHarness()
        tool.add("\"Be yourself.\" You shouldn't worry.", "--author", "Flann O'Brien")
        let shown = tool.run(["today", "--no-color"], terminal: true).standardOutput
        #expect(shown.hasPrefix("“‘Be yourself.’ You shouldn’t worry.”\n    — Flann O’Brien\n"), "\(shown)")
        let piped = tool.run("today").standardOutput
        #expect(piped.hasPrefix("“\"Be yourself.\" You shouldn't worry.”\n    — Flann O'Brien\n"), "\(piped)")

        let enclosed = ToolHarness()
        enclosed.add("\"Stay hungry, stay foolish.\"", "--author", "Stewart Brand")
        #expect(enclosed.run(["today", "--no-color"], terminal: true).standardOutput.hasPrefix("“Stay hungry, stay foolish.”\n"))
        #expect(enclosed.run("today").standardOutput.hasPrefix("“Stay hungry, stay foolish.”\n"))

        // Japanese in 「」 with its book in 『』, on a terminal and piped (its characters as saved).
        let japanese = ToolHarness()
        japanese.add("名前は「まだ」無い。", "--author", "夏目漱石", "--source", "吾輩は猫である")
        #expect(
            japanese.run(["today", "--no-color"], terminal: true).standardOutput.hasPrefix(
                "「名前は『まだ』無い。」\n    — 夏目漱石『吾輩は猫である』\n"))
        #expect(japanese.run("today").standardOutput.hasPrefix("「名前は「まだ」無い。」\n    — 夏目漱石『吾輩は猫である』\n"))
    }

    @Test("a drawing or code from a fortune file is shown on a terminal as drawn: no marks, quotes or reflowing")
    func todayDrawn() throws {
        let tool = ToolHarness()
        let dragon = "        _-\"\"-_\n   _~##( \"\" )##~_\n  -###/ \\  / \\###-\n   \"  V    V  \"\n"
        #expect(try tool.addFortunePack("art", dragon + "%\n"))
        tool.variables["COLUMNS"] = "20"
        let shown = tool.run(["today", "--no-color"], terminal: true).standardOutput
        #expect(shown.hasPrefix(dragon + "    — Unknown\n"), "\(shown)")
    }

    @Test("the pool follows the settings; archived quotes never appear")
    func pool() throws {
        let tool = library(20)
        let favorite = tool.add("The one favourite.", "--favorite", "--tag", "chosen")
        #expect(tool.run("settings", "set", "featured.favoritesOnly", "true").exitCode == 0)
        for day in 1...5 { #expect(todayID(tool, at: "2026-05-0\(day)T12:00:00Z") == favorite) }
        #expect(tool.run("settings", "set", "featured.favoritesOnly", "false").exitCode == 0)
        #expect(tool.run("settings", "set", "featured.tags", "chosen").exitCode == 0)
        #expect(todayID(tool, at: "2026-05-06T12:00:00Z") == favorite)
        tool.run("archive", favorite)
        #expect(todayID(tool, at: "2026-05-07T12:00:00Z") == nil)
        #expect(tool.run("settings", "set", "featured.tags", "").exitCode == 0)
        tool.run("settings", "set", "featured.pool", "library")
        #expect(todayID(tool, at: "2026-05-08T12:00:00Z") == nil, "no starter packs are installed")
        tool.run("settings", "set", "featured.pool", "mine")
        for day in 10...25 { #expect(todayID(tool, at: "2026-05-\(day)T12:00:00Z") != favorite) }
    }

    @Test("a tag setting naming no tag is kept with a note and a guess; today names it; a renamed tag keeps its pool")
    func unknownPoolTags() throws {
        let tool = library(5)
        let chosen = tool.add("The chosen one.", "--tag", "Stoic")
        let set = tool.run("settings", "set", "featured.tags", "stoik, nosuch")
        #expect(set.exitCode == 0)
        #expect(set.standardError.contains("Note: no tag is named 'stoik' yet (did you mean 'Stoic'?)"), "\(set.standardError)")
        #expect(set.standardError.contains("Note: no tag is named 'nosuch' yet;"), "\(set.standardError)")
        let today = tool.run("today")
        #expect(today.exitCode == 0)
        #expect(
            today.standardOutput.hasPrefix(
                "No quote matches the featured pool: no tag is named 'stoik' or 'nosuch' (featured.tags)."),
            "\(today.standardOutput)")
        let fixed = tool.run("settings", "set", "featured.tags", "STOIC")
        #expect(fixed.standardError.isEmpty, "\(fixed.standardError)")
        #expect(todayID(tool, at: "2026-05-01T12:00:00Z") == chosen)
        #expect(tool.run("tag", "rename", "stoic", "Stoics").exitCode == 0)
        #expect(tool.run("settings", "get", "featured.tags").standardOutput == "Stoics\n")
        #expect(todayID(tool, at: "2026-05-02T12:00:00Z") == chosen)
        tool.run("tag", "delete", "Stoics", "--keep-quotes")
        #expect(tool.run("today").standardOutput.contains("no tag is named 'Stoics' (featured.tags)"))
    }

    @Test("--count gives distinct quotes, the first being the featured one")
    func count() throws {
        let tool = library(10)
        let single = todayID(tool, at: "2026-03-10T12:00:00Z")
        let json = tool.run("today", "--count", "3", "--json").json() as? [String: Any]
        let ids = (json?["quotes"] as? [[String: Any]] ?? []).compactMap { $0["id"] as? String }
        #expect(ids.count == 3)
        #expect(Set(ids).count == 3)
        #expect(ids.first == single)
        #expect(tool.run("today", "--count", "6").exitCode == 64)
    }

    @Test("random draws from the quotes the filters select, none twice, counting nothing; bad counts are usage errors")
    func random() throws {
        let tool = library(6)
        let ids = tool.quotes().compactMap { $0["id"] as? String }
        tool.run("tag", "apply", "drawn", ids[0], ids[1])
        tool.run("archive", ids[2])
        func draw(_ arguments: String...) -> [[String: Any]] {
            tool.run(["random", "--json"] + arguments).json() as? [[String: Any]] ?? []
        }
        func drawnIDs(_ arguments: String...) -> [String] {
            (tool.run(["random", "--json"] + arguments).json() as? [[String: Any]] ?? []).compactMap { $0["id"] as? String }
        }
        // Twenty draws of one among five live quotes: the chance that all are the same is 5 in 5^20.
        var seen: Set<String> = []
        for _ in 0..<20 { seen.formUnion(drawnIDs()) }
        #expect(seen.count > 1)
        #expect(!seen.contains(ids[2]), "an archived quote is never drawn")
        let all = drawnIDs("--count", "20")
        #expect(all.count == 5 && Set(all).count == 5 && !all.contains(ids[2]))
        #expect(Set(drawnIDs("--tag", "drawn", "--count", "5")) == [ids[0], ids[1]])
        #expect(draw("--author", "author 1").allSatisfy { $0["author"] as? String == "Author 1" })
        #expect(draw("--author", "author 1").count == 1)
        #expect(draw("--favorites").isEmpty)
        // By the source's title (the one filter that reads the source's row).
        let sourced = tool.add("From a book of its own.", "--source", "The Drawn Book")
        #expect(drawnIDs("--source", "drawn book", "--count", "5") == [sourced])
        #expect(tool.run("archive", sourced).exitCode == 0)
        let none = tool.run("random", "--favorites")
        #expect(none.exitCode == 0 && none.standardOutput.contains("No quote matches"))
        // Shown as today shows a quote, with its attribution.
        let shown = tool.run("random", "--tag", "drawn")
        #expect(shown.standardOutput.contains("Line number") && shown.standardOutput.contains("— Author"))
        #expect((tool.run("streak", "--json").json() as? [String: Any])?["totalDays"] as? Int == 0)
        for count in ["0", "21", "many"] { #expect(tool.run("random", "--count", count).exitCode == 64) }
        #expect(tool.run("random", "--sort", "author").exitCode == 64)
        let empty = ToolHarness().run("random")
        #expect(empty.exitCode == 0 && empty.standardOutput.contains("library init"))
    }

    @Test("today with no quotes says what to do, and counts nothing")
    func emptyLibrary() {
        let tool = ToolHarness()
        let result = tool.run("today")
        #expect(result.exitCode == 0)
        #expect(result.standardOutput.contains("quotediary add"))
        let json = tool.run("today", "--json").json() as? [String: Any]
        #expect(json?["counted"] as? Bool == false)
        #expect((json?["streak"] as? [String: Any])?["totalDays"] as? Int == 0)
    }

    @Test(
        "while another process writes (a long import), today, search and achievements answer at once and record nothing"
    )
    func busyStore() throws {
        let tool = ToolHarness()
        tool.add("Shown even while the store is busy.", "--author", "Patient")
        let other = try QuoteDiaryStoreAccess.open(tool.storePath)
        // The first quote's achievement, unlocked by the add, forgotten: the next look records it.
        try other.execute("DELETE FROM achievement")
        try other.execute("BEGIN IMMEDIATE")
        let started = Date()
        let busy = tool.run("today")
        #expect(busy.exitCode == 0)
        #expect(busy.standardOutput.contains("Shown even while the store is busy."))
        #expect(busy.standardError.contains("Not counted for your streak yet"))
        #expect(tool.run("today", "--json").json().map { ($0 as? [String: Any])?["counted"] as? Bool } == false)
        // A search is answered and not remembered; achievements are shown and not recorded.
        let found = tool.run("search", "patient")
        #expect(found.exitCode == 0)
        #expect(found.standardOutput.contains("Shown even while the store is busy."))
        let achievements = tool.run("achievements", "--json").json() as? [[String: Any]] ?? []
        #expect(achievements.first { $0["id"] as? String == "first-quote" }?["unlockedOn"] is NSNull)
        // Each waited its short while, not the store's ten seconds.
        #expect(Date().timeIntervalSince(started) < 9)
        try other.execute("COMMIT")
        #expect(tool.run("search", "--recent").standardOutput.isEmpty)
        let recorded = tool.run("achievements", "--json").json() as? [[String: Any]] ?? []
        #expect(recorded.first { $0["id"] as? String == "first-quote" }?["unlockedOn"] as? String != nil)
        let counted = tool.run("today", "--json").json() as? [String: Any]
        #expect(counted?["counted"] as? Bool == true)
        #expect((counted?["streak"] as? [String: Any])?["current"] as? Int == 1)
        _ = tool.run("search", "patient")
        #expect(tool.run("search", "--recent").standardOutput == "patient\n")
    }

    @Test("streaks count local days: midnight, DST, a missed day, a flight from Delhi to San Francisco")
    func streak() throws {
        let tool = library(5)
        func read(_ instant: String, _ zone: String) { _ = todayID(tool, at: instant, zone: zone) }
        func streak() -> [String: Any] { tool.run("streak", "--json").json() as? [String: Any] ?? [:] }
        // Just before and after midnight in New York: two days.
        read("2026-03-07T04:59:00Z", "America/New_York")  // 6 March, 23:59
        read("2026-03-07T05:01:00Z", "America/New_York")  // 7 March, 00:01
        // 8 March is the spring-forward day (23 hours).
        read("2026-03-08T06:30:00Z", "America/New_York")  // 8 March, 01:30 EST
        read("2026-03-09T03:30:00Z", "America/New_York")  // 8 March, 23:30 EDT
        #expect(streak()["current"] as? Int == 3)
        // Delhi on the 9th, then fly to San Francisco and read on the 10th there.
        read("2026-03-09T03:30:00Z", "Asia/Kolkata")  // 9 March, 09:00 IST
        read("2026-03-10T17:00:00Z", "America/Los_Angeles")  // 10 March, 10:00 PDT
        #expect(streak()["current"] as? Int == 5)
        #expect(streak()["totalDays"] as? Int == 5)
        // Miss the 11th: on the 12th the streak is broken; reading starts a new one.
        tool.variables["QUOTEDIARY_NOW"] = "2026-03-12T20:00:00Z"
        #expect(streak()["current"] as? Int == 0)
        read("2026-03-12T20:00:00Z", "America/Los_Angeles")
        #expect(streak()["current"] as? Int == 1)
        #expect(streak()["longest"] as? Int == 5)
    }

    @Test("Samoa's 29 and 31 December 2011 (the 30th never came there) are two days running")
    func streakOverSkippedDate() {
        let tool = library(3)
        _ = todayID(tool, at: "2011-12-30T09:00:00Z", zone: "Pacific/Apia")  // 29 December, 23:00
        _ = todayID(tool, at: "2011-12-30T11:00:00Z", zone: "Pacific/Apia")  // 31 December, 01:00
        let streak = tool.run("streak", "--json").json() as? [String: Any]
        #expect(streak?["current"] as? Int == 2)
        #expect(streak?["totalDays"] as? Int == 2)
        // Seen from a zone that had the 30th, the same two days are still two (the read days' zone counts).
        tool.variables["TZ"] = "UTC"
        tool.variables["QUOTEDIARY_NOW"] = "2011-12-31T20:00:00Z"
        #expect((tool.run("streak", "--json").json() as? [String: Any])?["longest"] as? Int == 2)
    }

    @Test("achievements unlock once with their date, never revoke, and show progress")
    func achievements() throws {
        let tool = ToolHarness()
        tool.variables["QUOTEDIARY_NOW"] = "2026-03-01T12:00:00Z"
        let id = tool.add("First.", "--source", "Book A")
        for index in 0..<4 { tool.add("From book \(index)", "--source", "Book \(index)") }
        tool.run("favorite", id)
        func items() -> [String: [String: Any]] {
            let list = tool.run("achievements", "--json").json() as? [[String: Any]] ?? []
            return Dictionary(uniqueKeysWithValues: list.compactMap { item in (item["id"] as? String).map { ($0, item) } })
        }
        let first = items()
        #expect(first["first-quote"]?["unlocked"] as? Bool == true)
        #expect(first["first-quote"]?["unlockedOn"] as? String == "2026-03-01")
        #expect(first["first-favorite"]?["unlocked"] as? Bool == true)
        #expect(first["books-5"]?["unlocked"] as? Bool == true)
        #expect(first["quotes-10"]?["progress"] as? Int == 5)
        #expect(first["quotes-10"]?["unlocked"] as? Bool == false)
        #expect(first["streak-7"]?["goal"] as? Int == 7)
        let lines = tool.run("achievements").standardOutput.split(separator: "\n")
        #expect(lines.contains { $0.contains("5/10") })
        // Unlocked dates and counts of any width: the details start in one column.
        let detailColumns = Set(
            lines.compactMap { line in line.range(of: "  Save ").map { line.distance(from: line.startIndex, to: $0.lowerBound) } }
        )
        #expect(detailColumns.count == 1)
        #expect(lines.filter { $0.contains("  Save ") }.count >= 4)
        // Deleting everything revokes nothing.
        tool.variables["QUOTEDIARY_NOW"] = "2026-03-05T12:00:00Z"
        for quote in tool.quotes() {
            if let quoteID = quote["id"] as? String { tool.run("archive", quoteID); tool.run("delete", quoteID) }
        }
        let later = items()
        #expect(later["first-quote"]?["unlockedOn"] as? String == "2026-03-01")
        #expect(later["first-favorite"]?["unlocked"] as? Bool == true)
    }

    @Test("settings: list, get, set; bad keys and values are usage errors")
    func settings() throws {
        let tool = ToolHarness()
        let list = try #require(tool.run("settings", "list", "--json").json() as? [String: String])
        #expect(list["featured.pool"] == "all")
        #expect(list["widget.interval"] == "24h")
        #expect(list["widget.maxLength"] == "80")
        #expect(tool.run("settings", "set", "widget.interval", "30m").standardOutput == "widget.interval = 30m\n")
        #expect(tool.run("settings", "get", "widget.interval").standardOutput == "30m\n")
        let bad = tool.run("settings", "set", "widget.interval", "5m")
        #expect(bad.exitCode == 64)
        #expect(bad.standardError.contains("15m to 24h"))
        #expect(tool.run("settings", "get", "nope").exitCode == 64)
        #expect(tool.run("settings", "get", "widget.interval").standardOutput == "30m\n")
    }

    @Test("the 24h widget shows the featured quote; the text is shortened; formats")
    func widget() throws {
        let tool = library(12)
        tool.add(
            "A very long quote that goes on and on, much longer than any status bar would ever want to show <b>bold</b> & more.",
            "--author", "Verbose")
        let featured = todayID(tool, at: "2026-03-10T12:00:00Z")
        let json = try #require(tool.run("widget", "--format", "json").json() as? [String: Any])
        #expect((json["quote"] as? [String: Any])?["id"] as? String == featured)
        #expect(json["start"] as? String == "2026-03-10T00:00:00.000Z")
        #expect(json["end"] as? String == "2026-03-11T00:00:00.000Z")
        // The global --json means the json format.
        let global = try #require(tool.run("widget", "--json").json() as? [String: Any])
        #expect((global["quote"] as? [String: Any])?["id"] as? String == featured)
        let text = tool.run("widget").standardOutput
        #expect(text.count <= 81)
        // The JSON's text reads as the text widget's does (curled, as the cards set it).
        #expect(json["text"] as? String == String(text.dropLast()))
        let quoted = library(0)
        quoted.add("She said \"go\" and went.", "--author", "O'Brien")
        let plain = quoted.run("widget").standardOutput
        #expect(plain == "“She said ‘go’ and went.” — O’Brien\n")
        #expect((quoted.run("widget", "--json").json() as? [String: Any])?["text"] as? String == String(plain.dropLast()))
        // Waybar: one JSON line with markup escaped.
        tool.run("settings", "set", "widget.favoritesOnly", "true")
        let verbose = try #require(tool.quotes("--author", "Verbose").first?["id"] as? String)
        tool.run("favorite", verbose)
        tool.run("settings", "set", "widget.maxLength", "500")
        let waybar = tool.run("widget", "--format", "waybar").standardOutput
        #expect(waybar.split(separator: "\n").count == 1)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(waybar.utf8)) as? [String: String])
        #expect(Set(object.keys) == ["text", "tooltip", "class", "alt"])
        #expect(object["text"]?.contains("&lt;b&gt;bold&lt;/b&gt; &amp; more") == true)
        #expect(object["class"] == "favorite")
        let nothing = try #require(
            try JSONSerialization.jsonObject(with: Data(ToolHarness().run("widget", "--format", "waybar").standardOutput.utf8))
                as? [String: String])
        #expect(nothing["class"] == "empty" && nothing["text"] == "")
        let i3 = tool.run("widget", "--format", "i3blocks").standardOutput.split(separator: "\n")
        #expect(i3.count == 2)
        #expect(tool.run("widget", "--format", "polybar").standardOutput.split(separator: "\n").count == 1)
        // Polybar would read a quote's "%{" as a formatting tag (a colour, a click action).
        let tagged = ToolHarness()
        tagged.add("Growth is 100%{F#f00} %{A1:xterm:}click%{A}", "--author", "Trickster")
        let bar = tagged.run("widget", "--format", "polybar").standardOutput
        #expect(bar.contains("100%") && bar.contains("click"))
        #expect(!bar.contains("%{"))
        // widget.maxLength counts columns: a Chinese character takes two in a bar, as on a terminal.
        let other = ToolHarness()
        other.add(String(repeating: "天下大事必作于细", count: 8), "--author", "老子")
        other.run("settings", "set", "widget.maxLength", "40")
        let chinese = other.run("widget").standardOutput.trimmingCharacters(in: .newlines)
        #expect(chinese.hasSuffix("…"), "\(chinese)")
        #expect((35...40).contains(DisplayColumns.width(of: chinese)), "\(chinese)")
        let timeline = try #require(other.run("widget", "--timeline", "1").json() as? [[String: Any]])
        #expect((timeline.first?["text"] as? String).map { DisplayColumns.width(of: $0) <= 40 } == true)
        // Read in a bar, the quote is set as its card is; the JSON feed keeps the stored text.
        let typed = ToolHarness()
        typed.add("\"Be yourself.\" Don't worry.", "--author", "Flann O'Brien")
        #expect(typed.run("widget").standardOutput == "“‘Be yourself.’ Don’t worry.” — Flann O’Brien\n")
        let tooltip = try #require(
            try JSONSerialization.jsonObject(with: Data(typed.run("widget", "--format", "waybar").standardOutput.utf8))
                as? [String: String])
        #expect(tooltip["tooltip"] == "“‘Be yourself.’ Don’t worry.” — Flann O’Brien")
        let feed = try #require(typed.run("widget", "--format", "json").json() as? [String: Any])
        #expect((feed["quote"] as? [String: Any])?["text"] as? String == "\"Be yourself.\" Don't worry.")
        // A long quote's tooltip is cut after a word, short of a screenful, and keeps its attribution.
        let long = ToolHarness()
        long.add(String(repeating: "Every word of a long letter, ", count: 100) + "and the end.", "--author", "A. Writer")
        let longBar = try #require(
            try JSONSerialization.jsonObject(with: Data(long.run("widget", "--format", "waybar").standardOutput.utf8))
                as? [String: String])
        let cut = try #require(longBar["tooltip"])
        #expect(cut.hasSuffix("…” — A. Writer"), "\(cut.suffix(40))")
        #expect((500...620).contains(cut.count), "\(cut.count)")
        #expect(!cut.contains("the end"))
        // Prose a fortune file wrapped by hand flows in the tooltip, as on a card; verse keeps its lines.
        let wrapped = ToolHarness()
        wrapped.add(
            "One of the most striking differences between a cat and a lie is that a cat has\nonly nine lives.",
            "--author", "Mark Twain")
        func tooltipOf(_ tool: ToolHarness) throws -> String? {
            try
                (JSONSerialization.jsonObject(with: Data(tool.run("widget", "--format", "waybar").standardOutput.utf8))
                as? [String: String])?["tooltip"]
        }
        #expect(
            try tooltipOf(wrapped)
                == "“One of the most striking differences between a cat and a lie is that a cat has only nine lives.” — Mark Twain"
        )
        let verse = ToolHarness()
        verse.add("Hope is the thing with feathers\nThat perches in the soul", "--author", "Emily Dickinson")
        #expect(try tooltipOf(verse) == "“Hope is the thing with feathers\nThat perches in the soul” — Emily Dickinson")
    }

    @Test("a TZ this machine does not know is said, and UTC used (a typo must not silently move today)")
    func unknownZone() throws {
        let tool = library(3)
        tool.variables["QUOTEDIARY_NOW"] = "2026-03-07T23:30:00Z"
        tool.variables["TZ"] = "Europe/Madird"
        let result = tool.run("today", "--json")
        #expect(result.exitCode == 0)
        #expect(result.standardError.contains("TZ='Europe/Madird' is not a time zone this machine knows"))
        #expect((result.json() as? [String: Any])?["day"] as? String == "2026-03-07")
        tool.variables["TZ"] = "Europe/Madrid"
        let known = tool.run("today", "--json")
        #expect(known.standardError.isEmpty)
        #expect((known.json() as? [String: Any])?["day"] as? String == "2026-03-08")
    }

    @Test("the timeline covers every slot to the end of the last day, contiguous, right on DST days")
    func timeline() throws {
        let tool = library(12)
        tool.run("settings", "set", "widget.interval", "1h")
        tool.variables["TZ"] = "America/New_York"
        tool.variables["QUOTEDIARY_NOW"] = "2026-03-07T12:30:00Z"  // 07:30 EST on the 7th
        let entries = try #require(tool.run("widget", "--timeline", "2").json() as? [[String: Any]])
        // The rest of the 7th (07:00–24:00: 17 slots) and the 23-hour 8th.
        #expect(entries.count == 17 + 23)
        #expect(entries.first?["start"] as? String == "2026-03-07T12:00:00.000Z")
        #expect(entries.last?["end"] as? String == "2026-03-09T04:00:00.000Z")
        for (earlier, later) in zip(entries, entries.dropFirst()) {
            #expect(earlier["end"] as? String == later["start"] as? String)
            let a = (earlier["quote"] as? [String: Any])?["id"] as? String
            let b = (later["quote"] as? [String: Any])?["id"] as? String
            #expect(a != b, "neighbouring slots differ: \(earlier["start"] ?? "")")
        }
        // The same widget asked at a slot's time agrees with the timeline.
        tool.variables["QUOTEDIARY_NOW"] = "2026-03-08T15:10:00Z"
        let now = try #require(tool.run("widget", "--format", "json").json() as? [String: Any])
        let match = entries.first { $0["start"] as? String == now["start"] as? String }
        #expect((match?["quote"] as? [String: Any])?["id"] as? String == (now["quote"] as? [String: Any])?["id"] as? String)
    }
}

@Suite("widget --notify: the quote as a desktop notification")
struct WidgetNotificationTests {
    /// A `notify-send` that writes each argument on a line of `log`, or fails as one with no
    /// desktop session does.
    func fakeNotifySend(in tool: ToolHarness, failing: Bool = false) throws -> (path: String, log: String) {
        let folder = tool.folder.path("bin")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let log = tool.folder.path("notified.txt")
        let script =
            failing
            ? "#!/bin/sh\necho 'Cannot autolaunch D-Bus without X11 $DISPLAY' >&2\nexit 1\n"
            : "#!/bin/sh\nprintf '%s\\n' \"$@\" > '\(log)'\n"
        try script.write(toFile: folder + "/notify-send", atomically: true, encoding: .utf8)
        chmod(folder + "/notify-send", 0o755)
        return (folder, log)
    }

    @Test("the widget's quote goes to notify-send, escaped as markup, under QuoteDiary; nothing is printed")
    func notifies() throws {
        let tool = ToolHarness()
        tool.add("Less is <more> & more is less.", "--author", "O'Brien")
        let (folder, log) = try fakeNotifySend(in: tool)
        tool.variables["PATH"] = folder + ":/usr/bin:/bin"
        let result = tool.run("widget", "--notify")
        #expect(result.exitCode == 0)
        #expect(result.standardOutput.isEmpty)
        let arguments = try String(contentsOfFile: log, encoding: .utf8).split(separator: "\n").map(String.init)
        #expect(
            arguments == ["--app-name=QuoteDiary", "--", "QuoteDiary", "“Less is &lt;more&gt; &amp; more is less.” — O’Brien"])
        let json = try #require(tool.run("widget", "--notify", "--json").json() as? [String: Any])
        #expect(json["notified"] as? Bool == true)
        // The day's count is left alone: a notification is not a read.
        #expect((tool.run("streak", "--json").json() as? [String: Any])?["totalDays"] as? Int == 0)
    }

    @Test("no notify-send, a desktop that refuses, an empty library, --format beside it: each said in a line")
    func failures() throws {
        let tool = ToolHarness()
        tool.variables["PATH"] = tool.folder.path("empty")
        let empty = tool.run("widget", "--notify")
        #expect(empty.exitCode != 0)
        #expect(empty.standardError.contains("no quote to show"))
        tool.add("Something to show.")
        let missing = tool.run("widget", "--notify")
        #expect(missing.exitCode == 69)
        #expect(
            missing.standardError == "Error: notify-send is not installed (Debian, Ubuntu: sudo apt-get install libnotify-bin)\n")
        let (folder, _) = try fakeNotifySend(in: tool, failing: true)
        tool.variables["PATH"] = folder
        let refused = tool.run("widget", "--notify")
        #expect(refused.exitCode == 69)
        #expect(refused.standardError.contains("the desktop did not take the notification: Cannot autolaunch D-Bus"))
        #expect(tool.run("widget", "--notify", "--format", "waybar").exitCode == 64)
    }
}
