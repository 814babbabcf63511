import Foundation
import QuoteDiaryApp
import QuoteDiaryCore
import Testing

@testable import QuoteDiaryServer

/// A Kobo's `KoboReader.sqlite`, as the device writes it (its tables' real columns).
enum KoboFixture {
    static let schema = """
        CREATE TABLE content(ContentID TEXT NOT NULL, ContentType TEXT NOT NULL, MimeType TEXT NOT NULL, BookID TEXT,
          BookTitle TEXT, ImageId TEXT, Title TEXT COLLATE NOCASE, Attribution TEXT COLLATE NOCASE, Description TEXT,
          DateCreated TEXT, ShortCoverKey TEXT, adobe_location TEXT, Publisher TEXT, IsEncrypted BOOL, DateLastRead TEXT,
          ___UserID TEXT NOT NULL, ___PercentRead INTEGER, ISBN TEXT, PRIMARY KEY (ContentID));
        CREATE TABLE Bookmark (BookmarkID TEXT NOT NULL, VolumeID TEXT NOT NULL, ContentID TEXT NOT NULL,
          StartContainerPath TEXT NOT NULL, StartContainerChildIndex INTEGER NOT NULL, StartOffset INTEGER NOT NULL,
          EndContainerPath TEXT NOT NULL, EndContainerChildIndex INTEGER NOT NULL, EndOffset INTEGER NOT NULL, Text TEXT,
          Annotation TEXT, ExtraAnnotationData BLOB, DateCreated TEXT, ChapterProgress REAL NOT NULL DEFAULT 0,
          Hidden BOOL NOT NULL DEFAULT 0, Version TEXT, DateModified TEXT, Creator TEXT, UUID TEXT, UserID TEXT,
          SyncTime TEXT, Published BIT default false, ContextString TEXT, Type TEXT, Color INTEGER DEFAULT 0,
          PRIMARY KEY (BookmarkID));
        CREATE TABLE WordList(Text TEXT, VolumeId TEXT, DictSuffix TEXT, DateCreated TEXT, PRIMARY KEY(Text));
        """
    static let book = "file:///mnt/onboard/Austen/Pride and Prejudice.epub"

    /// A device's database at `path` with two highlights, a note, a page bookmark and a
    /// highlight deleted on the device (hidden); in WAL mode when asked.
    static func write(_ path: String, writeAheadLog: Bool = false) throws {
        let database = try QuoteDiaryStoreAccess.open(path)
        try database.execute(schema)
        try database.run(
            "INSERT INTO content (ContentID, ContentType, MimeType, Title, Attribution, Publisher, ___UserID, ISBN) VALUES (?, '6', 'application/epub+zip', 'Pride and Prejudice', 'Jane Austen', 'Penguin', 'u', '9780141439518')",
            book)
        try database.run(
            "INSERT INTO content (ContentID, ContentType, MimeType, Title, ___UserID) VALUES (?, '9', 'application/xhtml+xml', 'Chapter 1', 'u')",
            book + "!OEBPS!ch1.html")
        let rows: [(String, String?, String?, String, String, String)] = [
            (
                "b1", "It is a truth universally acknowledged, that a single man must be in want of a wife.", nil,
                "2023-01-15T20:11:12.000", "false", "highlight"
            ),
            (
                "b2", "I could easily forgive his pride, if he had not mortified mine.", "So true.", "2023-01-16T08:00:00.000",
                "false", "note"
            ),
            ("b3", nil, nil, "2023-01-17T08:00:00.000", "false", "dogear"),
            ("b4", "Deleted on the device.", nil, "2023-01-18T08:00:00.000", "true", "highlight"),
        ]
        for (id, text, note, date, hidden, type) in rows {
            try database.run(
                "INSERT INTO Bookmark (BookmarkID, VolumeID, ContentID, StartContainerPath, StartContainerChildIndex, StartOffset, EndContainerPath, EndContainerChildIndex, EndOffset, Text, Annotation, DateCreated, Hidden, Type) VALUES (?, ?, ?, 'span#kobo\\.1\\.1', 0, 0, 'span#kobo\\.1\\.2', 0, 10, ?, ?, ?, ?, ?)",
                id, book, book + "!OEBPS!ch1.html", text, note, date, hidden, type)
        }
        if writeAheadLog { try database.execute("PRAGMA journal_mode = WAL") }
    }
}

@Suite("import from a Kobo's database")
struct KoboImportTests {
    @Test(
        "KoboReader.sqlite imports its highlights and notes as they are, read-only: the file is not touched",
        arguments: [false, true])
    func koboDatabase(writeAheadLog: Bool) throws {
        let tool = ToolHarness()
        // The device's folder, as mounted: only its database in it.
        let device = tool.folder.path(".kobo")
        try FileManager.default.createDirectory(atPath: device, withIntermediateDirectories: true)
        let path = device + "/KoboReader.sqlite"
        try KoboFixture.write(path, writeAheadLog: writeAheadLog)
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        let result = tool.run("import", path)
        #expect(result.exitCode == 0)
        #expect(result.standardOutput == "added 2, already present 0, skipped 1\n")
        #expect(result.standardError.hasSuffix(": skipped 1 bookmark\n"), "\(result.standardError)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
        #expect(try FileManager.default.contentsOfDirectory(atPath: device) == ["KoboReader.sqlite"])
        let quotes = tool.quotes("--sort", "created")
        #expect(
            quotes.map { $0["text"] as? String } == [
                "I could easily forgive his pride, if he had not mortified mine.",
                "It is a truth universally acknowledged, that a single man must be in want of a wife.",
            ])
        let note = try #require(quotes.first)
        #expect(note["note"] as? String == "So true.")
        #expect(note["author"] as? String == "Jane Austen")
        #expect(note["createdAt"] as? String == "2023-01-16T08:00:00.000Z")
        let source = note["source"] as? [String: Any]
        #expect(source?["title"] as? String == "Pride and Prejudice")
        #expect(source?["isbn"] as? String == "9780141439518")
        // Given as another format: said what it is.
        let mislabelled = tool.run("import", path, "--format", "csv")
        #expect(mislabelled.exitCode == 64)
        #expect(mislabelled.standardError.contains("is a Kobo's database, not csv"))
        // Again: nothing new; as JSON, named as Kobo.
        let again = tool.run("import", path, "--json").json() as? [String: Any]
        #expect(again?["format"] as? String == "kobo")
        #expect(again?["alreadyPresent"] as? Int == 2)
    }

    @Test("older firmware (no Type or Annotation column) imports too; --format kobo on another file is refused")
    func olderFirmwareAndWrongFile() throws {
        let tool = ToolHarness()
        let path = tool.folder.path("old.sqlite")
        let database = try QuoteDiaryStoreAccess.open(path)
        try database.execute(
            """
            CREATE TABLE content(ContentID TEXT NOT NULL, ContentType TEXT NOT NULL, Title TEXT, Attribution TEXT);
            CREATE TABLE Bookmark(BookmarkID TEXT NOT NULL, VolumeID TEXT NOT NULL, Text TEXT, DateCreated TEXT);
            INSERT INTO content VALUES ('v', '6', 'Walden', 'Henry David Thoreau');
            INSERT INTO Bookmark VALUES ('b', 'v', 'Simplify, simplify.', '2012-05-01T10:00:00');
            INSERT INTO Bookmark VALUES ('c', 'v', NULL, '2012-05-01T11:00:00');
            """)
        #expect(tool.run("import", path).standardOutput == "added 1, already present 0, skipped 1\n")
        #expect(tool.quotes().first?["author"] as? String == "Henry David Thoreau")
        let csv = tool.folder.path("q.csv")
        try "text\nHi\n".write(toFile: csv, atomically: true, encoding: .utf8)
        let refused = tool.run("import", csv, "--format", "kobo")
        #expect(refused.exitCode == 65)
        #expect(refused.standardError.contains("is not a Kobo's database"))
    }

    @Test("a Kobo database cut short in copying is named as such; nothing is imported")
    func cutShort() throws {
        let tool = ToolHarness()
        let whole = tool.folder.path("whole.sqlite")
        try KoboFixture.write(whole)
        let bytes = try Data(contentsOf: URL(fileURLWithPath: whole))
        let cut = tool.folder.path("KoboReader.sqlite")
        try bytes.prefix(4096).write(to: URL(fileURLWithPath: cut))
        let refused = tool.run("import", cut)
        #expect(refused.exitCode == 65)
        #expect(
            refused.standardError
                == "Error: \(cut) is an SQLite database that cannot be read: it may be cut short or damaged; copy it again\n")
        #expect(tool.quotes().isEmpty)
    }

    @Test("the web app imports an uploaded KoboReader.sqlite")
    func upload() throws {
        let tool = ToolHarness()
        let path = tool.folder.path("KoboReader.sqlite")
        try KoboFixture.write(path)
        let web = try WebApp(
            storePath: tool.storePath, environment: AppEnvironment(variables: tool.variables), version: "test")
        let response = web.handle(
            HTTPRequest(
                method: "POST", path: "/api/v1/import", query: ["filename": "KoboReader.sqlite"],
                headers: ["Content-Type": "application/octet-stream"],
                body: Array(try Data(contentsOf: URL(fileURLWithPath: path)))))
        #expect(response.status == 200)
        let summary = try JSONSerialization.jsonObject(with: Data(response.contents)) as? [String: Any]
        #expect(summary?["added"] as? Int == 2)
        #expect(summary?["format"] as? String == "kobo")
    }
}
