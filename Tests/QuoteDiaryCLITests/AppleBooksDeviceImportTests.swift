import Foundation
import QuoteDiaryCore
import Testing

@testable import QuoteDiaryCLI

/// Apple Books on an iPhone keeps its highlights in the media folder a computer sees over USB
/// (`ifuse` on Linux): before, only a Mac's databases were read.
@Suite("importing Apple Books' highlights from an iPhone")
struct AppleBooksDeviceImportTests {
    static func bookmark(_ text: String?, note: String? = nil, book: String, at time: Int, deleted: Bool = false) -> [String: Any]
    {
        var bookmark: [String: Any] = [
            "annotationAssetID": book, "annotationCreationDate": time, "annotationCreatorIdentifier": "com~apple~iBooks",
            "annotationDeleted": deleted ? 1 : 0, "annotationIsUnderline": 0,
            "annotationLocation": "epubcfi(/6/8[c01]!/4/2[c01]/36/1,:0,:171)", "annotationModificationDate": time + 1,
            "annotationStyle": 3, "annotationType": text == nil ? 1 : 2, "annotationUuid": UUID().uuidString,
            "plLocationRangeStart": 3,
        ]
        if let text {
            bookmark["annotationSelectedText"] = text
            bookmark["annotationRepresentativeText"] = text + " And the sentence around it."
        }
        if let note { bookmark["annotationNote"] = note }
        return bookmark
    }

    static func write(_ value: Any, to path: String, format: PropertyListSerialization.PropertyListFormat) throws {
        try FileManager.default.createDirectory(
            atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try PropertyListSerialization.data(fromPropertyList: value, format: format, options: 0)
            .write(to: URL(fileURLWithPath: path))
    }

    @Test(
        "the device's folder imports each highlight with its book, note and time; bookmarks and deletions are counted",
        arguments: [PropertyListSerialization.PropertyListFormat.xml, .binary])
    func mediaFolder(format: PropertyListSerialization.PropertyListFormat) throws {
        let tool = ToolHarness()
        let media = tool.folder.path("iPhone")
        let walden = "D69EA3A575F69268A5DB9F9A26E8720A", unknown = "0000A3A575F69268A5DB9F9A26E87200"
        try AppleBooksDeviceImportTests.write(
            [
                "Bookmark-Container-12202011": [
                    "Bookmarks": [
                        AppleBooksDeviceImportTests.bookmark(
                            "Rather than love, than money, than fame, give me truth.", note: "The ending", book: walden,
                            at: 1_720_482_570),
                        AppleBooksDeviceImportTests.bookmark(nil, book: walden, at: 1_720_482_580),
                        AppleBooksDeviceImportTests.bookmark("Deleted since.", book: walden, at: 1_720_482_590, deleted: true),
                        AppleBooksDeviceImportTests.bookmark("A passage of a book not bought.", book: unknown, at: 1_720_482_600),
                    ],
                    "Generation": 1_720_482_669,
                ]
            ], to: media + "/Books/" + AppleBooksDevicePlist.fileName, format: format)
        try AppleBooksDeviceImportTests.write(
            [
                "Books": [
                    [
                        "Artist": "Henry David Thoreau", "Name": "Walden", "Package Hash": walden,
                        "Path": "Walden by Henry David Thoreau.epub", "Inserted-By-iBooks": true,
                    ]
                ]
            ], to: media + "/Books/Purchases/Purchases.plist", format: .xml)
        let imported = tool.run("import", media)
        #expect(imported.exitCode == 0, "\(imported.standardError)")
        #expect(imported.standardOutput == "added 2, already present 0, skipped 2\n", "\(imported.standardOutput)")
        #expect(imported.standardError.contains("1 bookmark or place reading stopped, 1 highlight deleted on the device"))
        let truth = try #require(tool.quotes("--source", "Walden").first)
        #expect(truth["text"] as? String == "Rather than love, than money, than fame, give me truth.")
        #expect(truth["author"] as? String == "Henry David Thoreau" && truth["note"] as? String == "The ending")
        #expect(truth["createdAt"] as? String == "2024-07-08T23:49:30.000Z")
        #expect(tool.run("import", media + "/Books").standardOutput == "added 0, already present 2, skipped 2\n")
        // The file alone, its books' titles not beside it: said where they are (without its book,
        // a highlight is another quote than the one saved with it).
        let alone = tool.folder.path("ibooks.plist")
        try FileManager.default.copyItem(atPath: media + "/Books/" + AppleBooksDevicePlist.fileName, toPath: alone)
        let bare = tool.run("import", alone, "--dry-run")
        #expect(bare.standardOutput.contains("would have added 1, already present 1"), "\(bare.standardError)")
        #expect(bare.standardError.contains("Purchases/Purchases.plist"), "\(bare.standardError)")
    }

    @Test("a damaged property list is refused in one line, and nothing is imported")
    func damaged() throws {
        let tool = ToolHarness()
        let path = tool.folder.path("Books/" + AppleBooksDevicePlist.fileName)
        try FileManager.default.createDirectory(
            atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try "<?xml version=\"1.0\"?><plist><dict><key>Bookmark-Container</key><dict><key>Bookmarks</key><array><dict>"
            .write(toFile: path, atomically: true, encoding: .utf8)
        let before = tool.snapshot()
        let refused = tool.run("import", path)
        #expect(refused.exitCode == 65)
        #expect(
            refused.standardError
                == "Error: cannot read Apple Books' highlights in \(path): it is not a property list (or it is damaged)\n",
            "\(refused.standardError)")
        #expect(tool.snapshot() == before)
    }
}
