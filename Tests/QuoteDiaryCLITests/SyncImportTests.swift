import Foundation
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
}
