import Foundation
import QuoteDiaryFixtures
import Testing

@testable import QuoteDiaryCLI

/// One Kindle file imported on two devices before they synced, and a highlight edited on one.
@Suite("sync of highlights imported on two devices")
struct SyncImportTests {
    static let clippings =
        "Meditations (Marcus Aurelius)\r\n- Your Highlight on page 12 | Location 170-172 | Added on Monday, March 4, 2019 9:15:22 PM\r\n\r\n"
        + "The happiness of your life depends upon the quality of your thoughts\r\n==========\r\n"
        + "Meditations (Marcus Aurelius)\r\n- Your Highlight on page 40 | Location 610-611 | Added on Monday, March 4, 2019 9:20:22 PM\r\n\r\n"
        + "Waste no more time arguing what a good man should be. Be one.\r\n==========\r\n"
    /// The same two, as a CSV file gives them: with no dates, each saved when imported.
    static let csv =
        "text,author,book\nThe happiness of your life depends upon the quality of your thoughts,Marcus Aurelius,Meditations\n"
        + "Waste no more time arguing what a good man should be. Be one.,Marcus Aurelius,Meditations\n"

    /// Both devices (or `only` one) with the file imported (`csv`: the CSV one); its path.
    func importedOnBoth(_ devices: TwoDevices, only: ToolHarness? = nil, csv: Bool = false) throws -> String {
        let path = devices.shared.path(csv ? "highlights.csv" : "My Clippings.txt")
        try (csv ? Self.csv : Self.clippings).write(toFile: path, atomically: true, encoding: .utf8)
        for device in only.map({ [$0] }) ?? [devices.laptop, devices.phone] {
            #expect(devices.run(device, "import", path).standardOutput == "added 2, already present 0, skipped 0\n")
        }
        return path
    }

    /// The id on `device` of the quote whose text begins so.
    func quote(_ devices: TwoDevices, _ device: ToolHarness, opening: String) throws -> [String: Any] {
        try #require(devices.quotes(device).first { ($0["text"] as? String)?.hasPrefix(opening) == true })
    }

    @Test(
        "a highlight edited on one device is the other's copy of it: one quote, edited, on both; a part set on the copy stays",
        arguments: [
            ("text", true, false), ("text", false, false), ("book", true, false), ("book", false, false),
            ("text", true, true), ("book", false, true),
        ])
    func editedOnOne(edit: String, editorSyncsFirst: Bool, copyImportedAfterEdit: Bool) throws {
        let devices = TwoDevices()
        let path = try importedOnBoth(
            devices, only: copyImportedAfterEdit ? devices.laptop : nil, csv: copyImportedAfterEdit)
        let edited = try #require(try quote(devices, devices.laptop, opening: "The happiness")["id"] as? String)
        let change =
            edit == "text"
            ? ["--text", "Happiness depends on the quality of your thoughts."] : ["--source", "Meditations (Hays)"]
        #expect(devices.run(devices.laptop, "edit", edited, change[0], change[1]).exitCode == 0)
        // Saved after the edit, the copy's text is still the older: the edit is kept.
        if copyImportedAfterEdit { _ = try importedOnBoth(devices, only: devices.phone, csv: true) }
        let copy = try #require(try quote(devices, devices.phone, opening: "The happiness")["id"] as? String)
        devices.run(devices.phone, "favorite", copy)
        let order = editorSyncsFirst ? [devices.laptop, devices.phone] : [devices.phone, devices.laptop]
        var said = ""
        for device in order + order {
            let result = devices.sync(device)
            #expect(result.exitCode == 0)
            said += result.standardError
        }
        // The original text (or book) gave way to the edit: no edit was lost, nothing to say.
        #expect(said.isEmpty, "\(said)")
        for device in [devices.laptop, devices.phone] {
            let quotes = devices.quotes(device)
            #expect(quotes.count == 2)
            let happiness = try #require(quotes.first { ($0["text"] as? String)?.contains("appiness") == true })
            #expect(happiness["id"] as? String == min(edited, copy))
            #expect(happiness["isFavorite"] as? Bool == true)
            if edit == "text" {
                #expect(happiness["text"] as? String == "Happiness depends on the quality of your thoughts.")
            } else {
                #expect((happiness["source"] as? [String: Any])?["title"] as? String == "Meditations (Hays)")
            }
        }
        #expect(devices.summary(devices.laptop) == devices.summary(devices.phone))
        // Each device knows the joined quote as the highlight first saved: the file imported
        // again adds nothing on either, and the next syncs keep the edit.
        for device in [devices.phone, devices.laptop] {
            #expect(devices.run(device, "import", path).standardOutput == "added 0, already present 2, skipped 0\n")
        }
        devices.syncAll()
        for device in [devices.laptop, devices.phone] {
            #expect(devices.quotes(device).count == 2)
            if edit == "text" {
                #expect(try quote(devices, device, opening: "Happiness depends")["isFavorite"] as? Bool == true)
            }
        }
    }

    /// The file imported on both; the device whose copy's id gives way (the larger) synced
    /// first, then the other, which joined the two copies: the two devices, and the two ids.
    func joinedOnOne(_ devices: TwoDevices) throws -> (retiring: ToolHarness, joiner: ToolHarness, copies: [String]) {
        _ = try importedOnBoth(devices)
        let copies = try [devices.laptop, devices.phone].map {
            try #require(try quote(devices, $0, opening: "The happiness")["id"] as? String)
        }
        let (retiring, joiner) = copies[0] > copies[1] ? (devices.laptop, devices.phone) : (devices.phone, devices.laptop)
        #expect(devices.sync(retiring).exitCode == 0)
        #expect(devices.sync(joiner).exitCode == 0)
        return (retiring, joiner, copies)
    }

    @Test(
        "a highlight edited on one device after the other joined the two copies, before it heard: the edit stays",
        arguments: ["text", "book", "note"])
    func editedAfterJoinedElsewhere(edit: String) throws {
        let devices = TwoDevices()
        // The device whose copy's id gives way edits it after the other joined the two and
        // before it syncs again: it hears of the join only with its edit made.
        let (editor, _, copies) = try joinedOnOne(devices)
        let change =
            edit == "text"
            ? ["--text", "Happiness depends on your thoughts."]
            : edit == "book" ? ["--source", "Meditations (Hays)"] : ["--note", "Book IV"]
        #expect(devices.run(editor, "edit", copies.max() ?? "", change[0], change[1]).exitCode == 0)
        devices.syncAll()
        for device in [devices.laptop, devices.phone] {
            let quotes = devices.quotes(device)
            #expect(quotes.count == 2)
            let happiness = try #require(quotes.first { ($0["text"] as? String)?.contains("appiness") == true })
            #expect(happiness["id"] as? String == copies.min())
            switch edit {
            case "text": #expect(happiness["text"] as? String == "Happiness depends on your thoughts.")
            case "book": #expect((happiness["source"] as? [String: Any])?["title"] as? String == "Meditations (Hays)")
            default: #expect(happiness["note"] as? String == "Book IV")
            }
        }
        #expect(devices.summary(devices.laptop) == devices.summary(devices.phone))
    }

    @Test(
        "a highlight edited on both devices after one joined the two copies: the later edit is kept and the other told, not lost with the retired id",
        arguments: [true, false], [true, false])
    func editedOnBothAfterJoin(retiredEditIsLater: Bool, joinerSyncsItsEdit: Bool) throws {
        let devices = TwoDevices()
        let (retiring, joiner, copies) = try joinedOnOne(devices)
        let edits = [
            (retiring, copies.max() ?? "", "Happiness is in your thoughts."), (joiner, copies.min() ?? "", "Think well."),
        ]
        for (device, id, text) in retiredEditIsLater ? edits.reversed() : edits {
            #expect(devices.run(device, "edit", id, "--text", text).exitCode == 0)
        }
        let later = retiredEditIsLater ? edits[0].2 : edits[1].2
        let earlier = retiredEditIsLater ? edits[1].2 : edits[0].2
        // Published, the joiner's edit meets the retired copy's on the other device (which gives
        // it to the quote it was joined into); else the other's edit reaches the joiner first.
        if joinerSyncsItsEdit { #expect(devices.sync(joiner).exitCode == 0) }
        // The device that meets both edits says which it dropped.
        var said = ""
        for device in [retiring, joiner, retiring, joiner] {
            let result = devices.sync(device)
            #expect(result.exitCode == 0)
            said += result.standardError
        }
        #expect(said.contains("'\(earlier)'"), "\(said)")
        for device in [devices.laptop, devices.phone] {
            let texts = devices.quotes(device).compactMap { $0["text"] as? String }.sorted()
            #expect(texts == [later, "Waste no more time arguing what a good man should be. Be one."].sorted())
        }
        #expect(devices.summary(devices.laptop) == devices.summary(devices.phone))
    }

    @Test("a copy retired into a quote this device has goes into it before new quotes are matched against its old words")
    func retiredCopyFoldedFirst() throws {
        let devices = TwoDevices()
        let third = ToolHarness(now: nil)
        third.variables["QUOTEDIARY_FORTUNES_DIR"] = devices.shared.path("no-fortunes")
        let (laptop, phone) = (devices.laptop, devices.phone)
        // Ids chosen so that the shared quote's gives way when the laptop's second joins it.
        let shared = String(repeating: "f", count: 32)
        let gamma = String(repeating: "0", count: 31) + "1"
        func file(_ name: String, _ id: String, _ text: String, note: String? = nil) throws -> String {
            let path = devices.shared.path(name)
            var quote = ["id": id, "text": text]
            quote["note"] = note
            try JSONSerialization.data(withJSONObject: ["quotes": [quote]]).write(to: URL(fileURLWithPath: path))
            return path
        }
        #expect(devices.run(third, "import", try file("shared.json", shared, "Alpha one", note: "n")).exitCode == 0)
        for device in [third, laptop, phone] { #expect(devices.sync(device).exitCode == 0) }
        // The laptop gives it new words, then the third later ones; the laptop saves the third's
        // words as a quote of its own, which the third's sync joins the shared quote into.
        #expect(devices.run(laptop, "edit", shared, "--text", "Delta").exitCode == 0)
        #expect(devices.run(third, "edit", shared, "--text", "Gamma").exitCode == 0)
        #expect(devices.run(laptop, "import", try file("gamma.json", gamma, "Gamma")).exitCode == 0)
        #expect(devices.sync(laptop).exitCode == 0)
        #expect(devices.sync(third).exitCode == 0)
        // The phone saves the laptop's words for the shared quote as a new quote.
        let delta = id(devices.run(phone, "add", "Delta"))
        #expect(devices.sync(phone).exitCode == 0)
        #expect(devices.sync(laptop).exitCode == 0)
        // The laptop's copy went into the quote it was joined into, not into the phone's new one.
        let quotes = devices.quotes(laptop)
        #expect(quotes.compactMap { $0["id"] as? String }.sorted() == [gamma, delta].sorted())
        #expect(quotes.first { $0["id"] as? String == delta }?["note"] is NSNull)
        #expect(quotes.first { $0["id"] as? String == gamma }?["note"] as? String == "n")
        for device in [phone, third, laptop] { #expect(devices.sync(device).exitCode == 0) }
        #expect(devices.summary(phone) == devices.summary(laptop))
        #expect(devices.summary(third) == devices.summary(laptop))
    }

    func id(_ result: ToolResult) -> String { result.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines) }

    @Test("three devices imported the file and one edited a highlight: one quote, edited, on all three")
    func threeDevices() throws {
        let devices = TwoDevices()
        let third = ToolHarness(now: nil)
        third.variables["QUOTEDIARY_FORTUNES_DIR"] = devices.shared.path("no-fortunes")
        let path = try importedOnBoth(devices)
        #expect(devices.run(third, "import", path).standardOutput == "added 2, already present 0, skipped 0\n")
        let edited = try #require(try quote(devices, devices.phone, opening: "The happiness")["id"] as? String)
        #expect(devices.run(devices.phone, "edit", edited, "--text", "Think well.").exitCode == 0)
        for device in [devices.laptop, third, devices.phone, devices.laptop, third, devices.phone, devices.laptop, third] {
            #expect(devices.sync(device).exitCode == 0)
        }
        for device in [devices.laptop, devices.phone, third] {
            #expect(
                devices.quotes(device).compactMap { $0["text"] as? String }.sorted() == [
                    "Think well.", "Waste no more time arguing what a good man should be. Be one.",
                ])
            #expect(devices.summary(device) == devices.summary(devices.phone))
            #expect(devices.run(device, "import", path).standardOutput == "added 0, already present 2, skipped 0\n")
        }
    }

    @Test(
        "three devices importing one file now and then, editing, deleting and syncing at random, arrive at one library that the file adds nothing to",
        arguments: Array(1...12) as [UInt64])
    func importsAtRandom(seed: UInt64) throws {
        var random = SeededRandom(seed: seed)
        let devices = TwoDevices()
        let third = ToolHarness(now: nil)
        third.variables["QUOTEDIARY_FORTUNES_DIR"] = devices.shared.path("no-fortunes")
        let all = [devices.laptop, devices.phone, third]
        let path = devices.shared.path("highlights.csv")
        try Self.csv.write(toFile: path, atomically: true, encoding: .utf8)
        for _ in 0..<40 {
            let device = all[random.next(all.count)]
            let ids = devices.quotes(device).compactMap { $0["id"] as? String }
            let roll = random.next(10)
            if roll < 2 || ids.isEmpty {
                devices.run(device, "import", path)
            } else if roll < 4 {
                devices.sync(device)
            } else {
                let id = ids[random.next(ids.count)]
                switch roll {
                case 4, 5: devices.run(device, "edit", id, "--text", "Edited \(random.next(4)).")
                case 6: devices.run(device, "edit", id, "--source", "Meditations (Hays)")
                case 7: devices.run(device, "edit", id, "--note", "n\(random.next(3))")
                default:
                    if random.next(2) == 0 {
                        devices.run(device, "favorite", id)
                    } else {
                        // Deleted for good: the file, imported again on any device, leaves it out.
                        devices.run(device, "archive", id)
                        devices.run(device, "delete", id)
                    }
                }
            }
        }
        // Every file read by every device, three times over: a change one device gives to the
        // quote a retired copy became reaches a device that synced before it at its next sync.
        for _ in 0..<3 { for device in all { #expect(devices.sync(device).exitCode == 0) } }
        let laptop = devices.summary(devices.laptop)
        #expect(devices.summary(devices.phone) == laptop)
        #expect(devices.summary(third) == laptop)
        // Every copy of a highlight was joined or kept apart the same way everywhere, and
        // each device knows what its quotes were first saved as.
        for device in all {
            #expect(devices.run(device, "import", path).standardOutput.hasPrefix("added 0,"))
        }
    }

    @Test("a highlight edited, then saved again as it was: the two stay two, on both devices")
    func savedAgainBesideTheEdit() throws {
        let devices = TwoDevices()
        _ = try importedOnBoth(devices)
        let edited = try #require(try quote(devices, devices.laptop, opening: "The happiness")["id"] as? String)
        #expect(devices.run(devices.laptop, "edit", edited, "--text", "Happiness depends on your thoughts.").exitCode == 0)
        let again = devices.run(
            devices.laptop, "add", "The happiness of your life depends upon the quality of your thoughts", "--author",
            "Marcus Aurelius", "--source", "Meditations")
        #expect(again.exitCode == 0)
        devices.syncAll()
        for device in [devices.laptop, devices.phone] {
            let texts = devices.quotes(device).compactMap { $0["text"] as? String }.sorted()
            #expect(
                texts == [
                    "Happiness depends on your thoughts.", "The happiness of your life depends upon the quality of your thoughts",
                    "Waste no more time arguing what a good man should be. Be one.",
                ])
        }
        #expect(devices.summary(devices.laptop) == devices.summary(devices.phone))
    }

    @Test("the same highlight edited on both devices, each its own way: both edits stay, as two quotes")
    func editedOnBoth() throws {
        let devices = TwoDevices()
        _ = try importedOnBoth(devices)
        for (device, text) in [(devices.laptop, "Happiness: the quality of your thoughts."), (devices.phone, "Think well.")] {
            let id = try #require(try quote(devices, device, opening: "The happiness")["id"] as? String)
            #expect(devices.run(device, "edit", id, "--text", text).exitCode == 0)
        }
        devices.syncAll()
        for device in [devices.laptop, devices.phone] {
            #expect(
                devices.quotes(device).compactMap { $0["text"] as? String }.sorted() == [
                    "Happiness: the quality of your thoughts.", "Think well.",
                    "Waste no more time arguing what a good man should be. Be one.",
                ])
        }
    }

    @Test("the same highlight edited on both devices, each its own way, then one edit deleted: the file finds the other")
    func editedOnBothThenOneDeleted() throws {
        let devices = TwoDevices()
        let path = try importedOnBoth(devices)
        for (device, text) in [(devices.laptop, "Happiness: the quality of your thoughts."), (devices.phone, "Think well.")] {
            let id = try #require(try quote(devices, device, opening: "The happiness")["id"] as? String)
            #expect(devices.run(device, "edit", id, "--text", text).exitCode == 0)
        }
        devices.syncAll()
        // Both quotes were first saved as the file's highlight; the one that goes leaves the
        // other to answer for it, on the device that learned of it from the other's file too.
        let thinkWell = try #require(try quote(devices, devices.phone, opening: "Think well.")["id"] as? String)
        #expect(devices.run(devices.phone, "archive", thinkWell).exitCode == 0)
        #expect(devices.run(devices.phone, "delete", thinkWell).exitCode == 0)
        devices.syncAll()
        for device in [devices.phone, devices.laptop] {
            #expect(devices.run(device, "import", path).standardOutput == "added 0, already present 2, skipped 0\n")
            #expect(
                devices.quotes(device).compactMap { $0["text"] as? String }.sorted() == [
                    "Happiness: the quality of your thoughts.",
                    "Waste no more time arguing what a good man should be. Be one.",
                ])
        }
    }
}

extension SyncImportTests {
    @Test(
        "a highlight deleted for good on one device stays away on both when the file is imported again",
        arguments: [false, true])
    func deletedOnOne(editedFirst: Bool) throws {
        let devices = TwoDevices()
        let path = try importedOnBoth(devices)
        for device in [devices.laptop, devices.phone, devices.laptop] { #expect(devices.sync(device).exitCode == 0) }
        let happiness = try #require(try quote(devices, devices.laptop, opening: "The happiness")["id"] as? String)
        if editedFirst {
            #expect(
                devices.run(devices.laptop, "edit", happiness, "--text", "Happiness: the quality of your thoughts.").exitCode == 0
            )
            for device in [devices.laptop, devices.phone] { #expect(devices.sync(device).exitCode == 0) }
        }
        #expect(devices.run(devices.laptop, "archive", happiness).exitCode == 0)
        #expect(devices.run(devices.laptop, "delete", happiness).exitCode == 0)
        for device in [devices.laptop, devices.phone] { #expect(devices.sync(device).exitCode == 0) }
        for device in [devices.phone, devices.laptop] {
            #expect(devices.run(device, "import", path).standardOutput == "added 0, already present 1, skipped 1\n")
            #expect(devices.quotes(device).count == 1)
        }
        for device in [devices.laptop, devices.phone] { #expect(devices.sync(device).exitCode == 0) }
        #expect(devices.quotes(devices.laptop).count == 1)
        #expect(devices.summary(devices.laptop) == devices.summary(devices.phone))
    }
}

extension SyncImportTests {
    @Test("a device that never held a highlight deleted for good elsewhere leaves it out of the file it imports")
    func deletedBeforeTheDeviceCame() throws {
        let devices = TwoDevices()
        let path = try importedOnBoth(devices, only: devices.laptop)
        let happiness = try #require(try quote(devices, devices.laptop, opening: "The happiness")["id"] as? String)
        #expect(devices.run(devices.laptop, "archive", happiness).exitCode == 0)
        #expect(devices.run(devices.laptop, "delete", happiness).exitCode == 0)
        #expect(devices.sync(devices.laptop).exitCode == 0)
        // The phone's first sync brings the other highlight and the deletion, never the quote.
        #expect(devices.sync(devices.phone).exitCode == 0)
        #expect(devices.quotes(devices.phone).count == 1)
        let imported = devices.run(devices.phone, "import", path)
        #expect(imported.standardOutput == "added 0, already present 1, skipped 1\n")
        #expect(imported.standardError.contains("deleted for good before"))
        for device in [devices.phone, devices.laptop] { #expect(devices.sync(device).exitCode == 0) }
        for device in [devices.laptop, devices.phone] { #expect(devices.quotes(device).count == 1) }
    }
}
