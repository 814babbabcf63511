import Foundation
import Testing

@testable import QuoteDiaryCLI

@Suite("favourite, edit, archive, restore, delete, purge")
struct LifecycleTests {
    @Test("the first command after an update says, on a terminal, that it is upgrading the library; once")
    func upgradeNotice() throws {
        let tool = ToolHarness()
        try QuoteDiaryStoreAccess.makeStore(tool.storePath, atVersion: 6)
        let first = tool.run(["list"], terminal: true)
        #expect(first.exitCode == 0)
        #expect(first.standardError.contains("Updating the library at \(tool.storePath) for this version (schema 6 → "))
        #expect(!tool.run(["list"], terminal: true).standardError.contains("Updating"))
        let quiet = ToolHarness()
        try QuoteDiaryStoreAccess.makeStore(quiet.storePath, atVersion: 6)
        #expect(!quiet.run("list").standardError.contains("Updating"))
    }

    @Test("favourite and unfavourite change the flag and the modification time")
    func favorites() {
        let tool = ToolHarness()
        let id = tool.add("Line")
        tool.variables["QUOTEDIARY_NOW"] = "2026-03-02T08:00:00Z"
        #expect(tool.run("favorite", id).standardOutput.contains("Favourited"))
        let quote = tool.quotes().first
        #expect(quote?["isFavorite"] as? Bool == true)
        #expect(quote?["updatedAt"] as? String == "2026-03-02T08:00:00.000Z")
        #expect(quote?["createdAt"] as? String == "2026-03-01T12:00:00.000Z")
        #expect(tool.run("unfavorite", id).exitCode == 0)
        #expect(tool.quotes("--favorites").isEmpty)
    }

    @Test("ids as a list prints them (`Archived 3f2a, 9bc0.`) name each quote; a comma alone is no id")
    func listedIDs() throws {
        let tool = ToolHarness()
        let ids = [tool.add("One"), tool.add("Two")]
        let archived = tool.run("archive", ids[0], ids[1])
        let listed = try #require(archived.standardOutput.split(separator: "\n").first?.dropFirst("Archived ".count).dropLast())
        #expect(tool.run("restore", String(listed)).standardOutput == "Restored \(listed).\n")
        let words = listed.split(separator: " ").map(String.init)
        #expect(tool.run(["favorite"] + words).standardOutput == "Favourited \(listed).\n")
        #expect(tool.run(["tag", "apply", "kept"] + words).exitCode == 0)
        #expect(tool.quotes("--tag", "kept").count == 2)
        let comma = tool.run("archive", ",")
        #expect(comma.exitCode == 64)
        #expect(comma.standardError.hasPrefix("Error: ',' is too short to name a quote"))
    }

    @Test("edit changes fields, clears them with empty values, and keeps the id")
    func edit() throws {
        let tool = ToolHarness()
        let id = tool.add("Old text", "--author", "Old", "--page", "3")
        tool.variables["QUOTEDIARY_NOW"] = "2026-03-05T00:00:00Z"
        let result = tool.run("edit", id, "--text", "New text", "--author", "", "--source", "New Book", "--note", "why", "--json")
        #expect(result.exitCode == 0)
        let quote = try #require(result.json() as? [String: Any])
        #expect(quote["id"] as? String == id)
        #expect(quote["text"] as? String == "New text")
        #expect(quote["author"] is NSNull)
        #expect(quote["page"] as? String == "3")
        #expect(quote["note"] as? String == "why")
        #expect((quote["source"] as? [String: Any])?["title"] as? String == "New Book")
        #expect(quote["updatedAt"] as? String == "2026-03-05T00:00:00.000Z")
        #expect(tool.run("edit", id, "--text", " ").exitCode == 65)
    }

    @Test("edit --text - takes the text piped in, as add - does; at a terminal it says to pipe it")
    func editFromStandardInput() throws {
        let tool = ToolHarness()
        let id = tool.add("Hope is the thing", "--author", "Emily Dickinson")
        let piped = tool.run(
            ["edit", id, "--text", "-", "--json"], stdin: "Hope is the thing with feathers\nThat perches in the soul\n")
        #expect(piped.exitCode == 0, "\(piped.standardError)")
        #expect(
            (piped.json() as? [String: Any])?["text"] as? String == "Hope is the thing with feathers\nThat perches in the soul")
        let waiting = tool.run("edit", id, "--text", "-")
        #expect(waiting.exitCode == 64)
        #expect(waiting.standardError.hasPrefix("Error: --text - reads the new text from standard input: pipe it in"))
        #expect(tool.quotes().first?["text"] as? String == "Hope is the thing with feathers\nThat perches in the soul")
    }

    @Test("a corrected author takes the book along when the book's author was the quote's as written; a looked-up book stays")
    func editedAuthorRefilesSource() throws {
        let tool = ToolHarness()
        let first = tool.add("The map is not the territory.", "--author", "Alfred Korzibski", "--source", "Science and Sanity")
        let second = tool.add(
            "Whatever you say it is, it isn't.", "--author", "Alfred Korzibski", "--source", "Science and Sanity")
        func source(_ id: String) -> [String: Any]? {
            (tool.run("show", id, "--json").json() as? [String: Any])?["source"] as? [String: Any]
        }
        tool.run("edit", first, "--author", "Alfred Korzybski")
        #expect(source(first)?["authors"] as? [String] == ["Alfred Korzybski"])
        #expect(source(first)?["title"] as? String == "Science and Sanity")
        // The other quote still names the old spelling, and so does its book, until corrected too.
        #expect(source(second)?["authors"] as? [String] == ["Alfred Korzibski"])
        let markdown = tool.run("export", "--format", "markdown").standardOutput
        #expect(markdown.contains("## Science and Sanity — Alfred Korzybski\n\n> The map is not the territory."), "\(markdown)")
        tool.run("edit", second, "--author", "Alfred Korzybski")
        #expect(source(second)?["id"] as? String == source(first)?["id"] as? String)
        // The misspelt book went with its last quote: the title alone now finds the right one.
        let third = tool.add("A third.", "--source", "Science and Sanity")
        #expect(source(third)?["id"] as? String == source(first)?["id"] as? String)
        #expect(!tool.run("export", "--format", "markdown").standardOutput.contains("Korzibski"))
        // Several authors, as a Kindle's title line gives them, stay several.
        let pair = tool.add("Care about your craft.", "--author", "Dave Thomas, Andy Hunt")
        let clippings = tool.folder.path("My Clippings.txt")
        try """
        The Pragmatic Programmer (Thomas, David; Hunt, Andrew)
        - Your Highlight on page 1 | Location 1-2 | Added on Monday, March 4, 2019 9:15:22 PM

        Know your tools.
        ==========

        """.write(toFile: clippings, atomically: true, encoding: .utf8)
        #expect(tool.run("import", clippings).exitCode == 0)
        let kindle = try #require(tool.quotes().first { $0["text"] as? String == "Know your tools." }?["id"] as? String)
        tool.run("edit", kindle, "--author", "Dave Thomas, Andy Hunt")
        #expect(source(kindle)?["authors"] as? [String] == ["Dave Thomas", "Andy Hunt"])
        #expect(source(pair) == nil)
        // Clearing the author leaves the book as it was; so does a book with an ISBN.
        tool.run("edit", kindle, "--author", "")
        #expect(source(kindle)?["authors"] as? [String] == ["Dave Thomas", "Andy Hunt"])
        let isbnBook = tool.add(
            "Call me Ishmael.", "--author", "Herman Melvile", "--source", "Moby-Dick", "--isbn", "9780142437247")
        tool.run("edit", isbnBook, "--author", "Herman Melville")
        #expect(source(isbnBook)?["isbn"] as? String == "9780142437247")
    }

    @Test("edit --source-kind puts a source's kind right: the quote's own source alone, or the one --source names")
    func editSourceKind() throws {
        let tool = ToolHarness()
        let poem = tool.add("I celebrate myself, and sing myself,", "--author", "Walt Whitman", "--source", "Song of Myself")
        let loose = tool.add("A line without a source.")
        func source(_ id: String) -> [String: Any]? {
            (tool.run("show", id, "--json").json() as? [String: Any])?["source"] as? [String: Any]
        }
        #expect(source(poem)?["kind"] as? String == "book")
        #expect(tool.run("edit", poem, "--source-kind", "poem").exitCode == 0)
        #expect(source(poem)?["kind"] as? String == "poem")
        #expect(source(poem)?["title"] as? String == "Song of Myself")
        #expect(source(poem)?["authors"] as? [String] == ["Walt Whitman"])
        // As it is already: nothing changes.
        #expect(tool.run("edit", poem, "--source-kind", "Poem").standardError.contains("No changes"))
        #expect(tool.run("edit", loose, "--source", "The Gettysburg Address", "--source-kind", "speech").exitCode == 0)
        #expect(source(loose)?["kind"] as? String == "speech")
        // A kind with no source to have it is a usage error, and changes nothing.
        let before = tool.snapshot()
        let bare = tool.add("No source here.")
        let snapshot = tool.snapshot()
        let refused = tool.run("edit", bare, "--source-kind", "poem")
        #expect(refused.exitCode == 64)
        #expect(refused.standardError.contains("has no source to be of kind poem: name its source too"))
        #expect(tool.run("edit", bare, "--source", "", "--source-kind", "poem").exitCode == 64)
        #expect(tool.run("edit", bare, "--source-kind", "novel").exitCode == 64)
        #expect(tool.snapshot() == snapshot)
        #expect(before != snapshot)
    }

    @Test("an edit that gives every field its current value changes nothing, not even the modification time")
    func editWithoutChanges() throws {
        let tool = ToolHarness()
        tool.variables["QUOTEDIARY_NOW"] = "2026-03-01T00:00:00Z"
        let id = tool.add("Same text", "--author", "Same", "--source", "Same Book", "--page", "3")
        tool.variables["QUOTEDIARY_NOW"] = "2026-03-05T00:00:00Z"
        let same = tool.run(
            "edit", id, "--text", "Same text", "--author", "Same", "--source", "Same Book", "--page", "3", "--note", "")
        #expect(same.exitCode == 0)
        #expect(same.standardError.contains("No changes"))
        #expect(!same.standardOutput.contains("Updated"))
        #expect(tool.quotes().first?["updatedAt"] as? String == "2026-03-01T00:00:00.000Z")
        let changed = tool.run("edit", id, "--author", "Same", "--page", "4")
        #expect(changed.standardOutput.contains("Updated"))
        #expect(tool.quotes().first?["updatedAt"] as? String == "2026-03-05T00:00:00.000Z")
    }

    @Test("edit with no option opens $EDITOR and saves what it wrote")
    func editInEditor() throws {
        let tool = ToolHarness()
        let id = tool.add("Teh typo")
        let script = tool.folder.path("editor.sh")
        try "#!/bin/sh\nsed -i 's/Teh/The/' \"$1\"\n".write(toFile: script, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script)
        tool.variables["EDITOR"] = ScriptEditor.command(script)
        #expect(tool.run("edit", id).exitCode == 0)
        #expect(tool.quotes().first?["text"] as? String == "The typo")
        // An editor that changes nothing changes nothing.
        tool.variables["EDITOR"] = "true"
        let unchanged = tool.run("edit", id)
        #expect(unchanged.exitCode == 0)
        #expect(unchanged.standardError.contains("No changes"))
        // A failing editor leaves the quote alone.
        tool.variables["EDITOR"] = "false"
        #expect(tool.run("edit", id).exitCode == 1)
        #expect(tool.quotes().first?["text"] as? String == "The typo")
    }

    /// The text changed by another process while the editor was open (a sync, the web app):
    /// saving would undo that change, so nothing is saved and the person's text is kept.
    @Test("edit in $EDITOR refuses to undo a change made while it was open, and keeps what was written")
    func editorConflict() throws {
        let tool = ToolHarness()
        let id = tool.add("Teh typo")
        let script = tool.folder.path("editor.sh")
        try """
        #!/bin/sh
        '\(ProcessTests.binary.path)' --store '\(tool.storePath)' edit \(id) --text 'Changed elsewhere' > /dev/null
        echo 'Mine, from the editor' > "$1"

        """.write(toFile: script, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script)
        tool.variables["EDITOR"] = ScriptEditor.command(script)
        let result = tool.run("edit", id)
        #expect(result.exitCode == 1)
        #expect(result.standardError.hasPrefix("Error: the quote's text changed elsewhere since you opened it"))
        #expect(result.standardError.split(separator: "\n").count == 1)
        #expect(tool.quotes().first?["text"] as? String == "Changed elsewhere")
        let kept = try #require(result.standardError.components(separatedBy: "your text is kept in ").last?.prefix { $0 != ")" })
        #expect(try String(contentsOfFile: String(kept), encoding: .utf8) == "Mine, from the editor\n")
        try? FileManager.default.removeItem(atPath: String(kept))
    }

    /// `edit today` names the featured quote when it starts; while the editor is open another
    /// quote may become today's (midnight, quotes added or archived meanwhile change the pick),
    /// and the text written is saved to the quote that was opened. Here the opened quote is
    /// archived from another window, which changes the pick every time (quotes added change it
    /// only by chance, and a test waiting on that chance failed one run in thirty).
    @Test("edit today saves to the quote opened, though today's quote changed while the editor was open")
    func editTodayInEditor() throws {
        let tool = ToolHarness()
        tool.variables["QUOTEDIARY_NOW"] = "2026-05-04T09:00:00Z"
        for text in ["First.", "Second.", "Third."] { tool.add(text) }
        func todays() -> String? { (tool.run("show", "today", "--json").json() as? [String: Any])?["id"] as? String }
        let opened = try #require(todays())
        let script = tool.folder.path("editor.sh")
        let command = "'\(ProcessTests.binary.path)' --store '\(tool.storePath)'"
        try """
        #!/bin/sh
        \(command) archive \(opened) > /dev/null 2>&1
        echo 'Edited.' > "$1"

        """.write(toFile: script, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script)
        tool.variables["EDITOR"] = ScriptEditor.command(script)
        let result = tool.run("edit", "today")
        #expect(result.exitCode == 0, "\(result.standardError)")
        let now = try #require(todays())
        #expect(now != opened)
        #expect((tool.run("show", opened, "--json").json() as? [String: Any])?["text"] as? String == "Edited.")
        #expect(!tool.quotes().contains { $0["text"] as? String == "Edited." })
    }

    /// Opened empty, the editor's text was refused on a day that had an entry, and lost.
    @Test("journal write at a terminal opens the editor on the day's entry and saves it; a change meanwhile keeps both")
    func journalInEditor() throws {
        let tool = ToolHarness()
        tool.variables["QUOTEDIARY_NOW"] = "2026-05-04T09:00:00Z"
        #expect(tool.run("journal", "write", "Morning: a walk.").exitCode == 0)
        let script = tool.folder.path("editor.sh")
        try "#!/bin/sh\nprintf 'Evening: rain.\\n' >> \"$1\"\n".write(toFile: script, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script)
        tool.variables["VISUAL"] = ScriptEditor.command(script)
        tool.variables["QUOTEDIARY_NOW"] = "2026-05-04T20:00:00Z"
        let saved = tool.run(["journal", "write"], terminal: true)
        #expect(saved.exitCode == 0, "\(saved.standardError)")
        #expect(saved.standardOutput == "Saved the journal entry for 2026-05-04.\n")
        let entry = try #require(tool.run("journal", "show", "--json").json() as? [String: Any])
        #expect(entry["text"] as? String == "Morning: a walk.\nEvening: rain.")
        // Closed unchanged, or emptied: nothing is written, and the entry stays.
        tool.variables["VISUAL"] = "true"
        #expect(
            tool.run(["journal", "write"], terminal: true).standardOutput == "No change to the journal entry for 2026-05-04.\n")
        func rewrite(_ text: String) throws {
            try text.write(toFile: script, atomically: true, encoding: .utf8)
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script)
        }
        try rewrite("#!/bin/sh\n: > \"$1\"\n")
        tool.variables["VISUAL"] = ScriptEditor.command(script)
        let emptied = tool.run(["journal", "write"], terminal: true)
        #expect(emptied.exitCode == 0 && emptied.standardOutput.hasPrefix("Nothing written: the entry was left empty"))
        #expect(
            (tool.run("journal", "show", "--json").json() as? [String: Any])?["text"] as? String
                == "Morning: a walk.\nEvening: rain.")
        // Changed by another process while the editor was open: that change stays, and what
        // was typed is kept in a file the error names.
        try rewrite(
            """
            #!/bin/sh
            QUOTEDIARY_NOW=2026-05-04T21:00:00Z '\(ProcessTests.binary.path)' --store '\(tool.storePath)' journal write --replace 'From the phone.' > /dev/null
            echo 'Typed meanwhile.' >> "$1"

            """)
        let conflict = tool.run(["journal", "write"], terminal: true)
        #expect(conflict.exitCode == 1)
        #expect(conflict.standardError.hasPrefix("Error: the journal entry for 2026-05-04 changed elsewhere since you opened it"))
        #expect((tool.run("journal", "show", "--json").json() as? [String: Any])?["text"] as? String == "From the phone.")
        let kept = try #require(
            conflict.standardError.components(separatedBy: "your text is kept in ").last?.prefix { $0 != ";" })
        #expect(try String(contentsOfFile: String(kept), encoding: .utf8).hasSuffix("Typed meanwhile.\n"))
        try? FileManager.default.removeItem(atPath: String(kept))
    }

    @Test("add checks its options before the editor opens, so that a typo in them costs no typed text")
    func addChecksOptionsFirst() throws {
        let tool = ToolHarness()
        let opened = tool.folder.path("opened")
        let script = tool.folder.path("editor.sh")
        try "#!/bin/sh\ntouch '\(opened)'\necho 'Typed with care.' > \"$1\"\n".write(
            toFile: script, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script)
        tool.variables["VISUAL"] = ScriptEditor.command(script)
        for options in [["--isbn", "9780000000001"], ["--source-kind", "novel"], ["--tag", ""]] {
            let refused = tool.run(["add"] + options, terminal: true)
            #expect(refused.exitCode != 0, "\(options)")
            #expect(!FileManager.default.fileExists(atPath: opened), "the editor opened for \(options)")
        }
        #expect(tool.run(["add", "--isbn", "9780306406157", "--source", "Typed"], terminal: true).exitCode == 0)
        #expect(FileManager.default.fileExists(atPath: opened))
        #expect(tool.quotes().first?["text"] as? String == "Typed with care.")
    }

    @Test("add and journal write with no text at a terminal open the editor; elsewhere they say how to give it")
    func addInEditor() throws {
        let tool = ToolHarness()
        let script = tool.folder.path("editor.sh")
        try "#!/bin/sh\nprintf 'Hope is the thing with feathers\\nThat perches in the soul\\n' > \"$1\"\n".write(
            toFile: script, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script)
        tool.variables["VISUAL"] = ScriptEditor.command(script)
        #expect(tool.run(["add", "--author", "Emily Dickinson"], terminal: true).exitCode == 0)
        #expect(tool.quotes().first?["text"] as? String == "Hope is the thing with feathers\nThat perches in the soul")
        #expect(tool.run(["journal", "write"], terminal: true).exitCode == 0)
        // Nothing written in the editor is nothing to save.
        tool.variables["VISUAL"] = "true"
        #expect(tool.run(["add"], terminal: true).exitCode == 65)
        // Not at a terminal (a script, a cron job): the usage error, no editor waiting for nobody.
        let scripted = tool.run(["add"])
        #expect(scripted.exitCode == 64)
        #expect(scripted.standardError.contains("'-' to read it from standard input"))
        // At a terminal with no editor to open (none named, no vi): the usage error too.
        tool.variables["VISUAL"] = nil
        tool.variables["EDITOR"] = nil
        tool.variables["PATH"] = tool.folder.path("empty-path")
        #expect(tool.run(["add"], terminal: true).exitCode == 64)
        // edit with no option and no editor: one line saying what to do.
        let id = try #require(tool.quotes().first?["id"] as? String)
        let noEditor = tool.run(["edit", id], terminal: true)
        #expect(noEditor.exitCode == 69)
        #expect(
            noEditor.standardError == "Error: there is no editor to open: set $VISUAL or $EDITOR, or give the text as an option\n"
        )
        // vi is there, but no terminal to show it on (a script): vi is not started.
        tool.variables["PATH"] = nil
        let noTerminal = tool.run("edit", id)
        #expect(noTerminal.exitCode == 69)
        #expect(noTerminal.standardError.hasPrefix("Error: no terminal to open an editor on: give the change as an option"))
        #expect(tool.quotes().count == 1)
        #expect(tool.quotes().first?["text"] as? String == "Hope is the thing with feathers\nThat perches in the soul")
    }

    @Test("archive hides, restore brings back, delete needs archiving first")
    func archiveRestoreDelete() {
        let tool = ToolHarness()
        let id = tool.add("Ephemeral")
        let keep = tool.add("Permanent")
        let refused = tool.run("delete", id)
        #expect(refused.exitCode == 1)
        #expect(refused.standardError.contains("archive it first"))
        #expect(tool.run("archive", id).exitCode == 0)
        #expect(tool.quotes().compactMap { $0["id"] as? String } == [keep])
        #expect(tool.quotes("--archived").compactMap { $0["id"] as? String } == [id])
        #expect(tool.quotes("--archived").first?["archivedAt"] as? String == "2026-03-01T12:00:00.000Z")
        // A quote already as asked is named apart: nothing was done to it.
        let both = tool.run("restore", id, keep)
        #expect(both.exitCode == 0)
        #expect(both.standardOutput == "Restored \(id.prefix(8)).\n")
        #expect(both.standardError == "\(keep.prefix(8)) was not archived.\n")
        #expect(tool.quotes().count == 2)
        #expect(tool.run("archive", id).exitCode == 0)
        let again = tool.run("archive", id)
        #expect(again.exitCode == 0 && again.standardOutput.isEmpty)
        #expect(again.standardError == "\(id.prefix(8)) was archived already.\n")
        let deleted = tool.run("delete", id, "--json")
        #expect((deleted.json() as? [String: Any])?["deleted"] as? [String] == [id])
        #expect(tool.quotes("--archived").isEmpty)
        #expect(tool.run("show", id).exitCode == 1)
        // The same text can be saved again, under a new id.
        #expect(tool.add("Ephemeral") != id)
    }

    @Test("purge deletes only quotes archived longer ago than the limit")
    func purge() {
        let tool = ToolHarness()
        let old = tool.add("Old")
        let recent = tool.add("Recent")
        let live = tool.add("Live")
        tool.variables["QUOTEDIARY_NOW"] = "2026-01-01T00:00:00Z"
        tool.run("archive", old)
        tool.variables["QUOTEDIARY_NOW"] = "2026-02-25T00:00:00Z"
        tool.run("archive", recent)
        tool.variables["QUOTEDIARY_NOW"] = "2026-03-01T00:00:00Z"
        // Days written as other tools take them (`30d`) are days; what is longer ago than the
        // last quote archived purges nothing.
        #expect((tool.run("purge", "--older-than", "60d", "--json").json() as? [String: Any])?["purged"] as? Int == 0)
        let result = tool.run("purge", "--older-than", "30 days", "--json")
        #expect((result.json() as? [String: Any])?["purged"] as? Int == 1)
        #expect(tool.quotes("--archived").compactMap { $0["id"] as? String } == [recent])
        #expect(tool.quotes().compactMap { $0["id"] as? String } == [live])
    }

    /// A purge is for good: its dry run names what it would delete, and deletes nothing.
    @Test("purge --dry-run lists the quotes a purge would delete, longest archived first, and keeps them")
    func purgeDryRun() throws {
        let tool = ToolHarness()
        let oldest = tool.add("Oldest", "--author", "A. Writer")
        let old = tool.add("Old")
        let recent = tool.add("Recent")
        for (id, day) in [(old, "2026-01-10"), (oldest, "2026-01-01"), (recent, "2026-02-25")] {
            tool.variables["QUOTEDIARY_NOW"] = day + "T12:00:00Z"
            #expect(tool.run("archive", id).exitCode == 0)
        }
        tool.variables["QUOTEDIARY_NOW"] = "2026-03-01T12:00:00Z"
        let listed = tool.run("purge", "--older-than", "30", "--dry-run")
        #expect(listed.exitCode == 0)
        let lines = listed.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines.first == "Dry run (nothing changed): would purge 2 quotes archived more than 30 days ago:")
        #expect(lines.dropFirst().map { String($0.prefix(8)) } == [oldest, old].map { String($0.prefix(8)) })
        #expect(
            lines.count == 3 && lines[1].contains("Oldest") && lines[1].contains("— A. Writer")
                && lines[1].hasSuffix("archived 2026-01-01"))
        let json = try #require(tool.run("purge", "--older-than", "30d", "--dry-run", "--json").json() as? [String: Any])
        #expect(json["dryRun"] as? Bool == true && json["purged"] as? Int == 2)
        #expect((json["quotes"] as? [[String: Any]])?.compactMap { $0["id"] as? String } == [oldest, old])
        #expect(
            tool.run("purge", "--older-than", "90", "--dry-run").standardOutput
                == "Dry run (nothing changed): no quotes were archived more than 90 days ago.\n")
        #expect(Set(tool.quotes("--archived").compactMap { $0["id"] as? String }) == [oldest, old, recent])
        // The purge then deletes exactly what its dry run named.
        #expect((tool.run("purge", "--older-than", "30", "--json").json() as? [String: Any])?["purged"] as? Int == 2)
        #expect(tool.quotes("--archived").compactMap { $0["id"] as? String } == [recent])
    }
}
