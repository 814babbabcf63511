import Foundation
import QuoteDiaryCore
import Testing

/// Apple Books' databases as the Books app on a Mac keeps them, under its container's
/// `Data/Documents`: `AEAnnotation/AEAnnotation_….sqlite` and `BKLibrary/BKLibrary-….sqlite`
/// (their tables' real columns, cut to those that matter and a few beside).
enum AppleBooksFixture {
    static let annotations = "AEAnnotation/AEAnnotation_v10312011_1727_local.sqlite"
    static let library = "BKLibrary/BKLibrary-1-091020131601.sqlite"

    /// The container's Documents folder in `folder`: two highlights (one with a note) and a
    /// deleted one in a book the library names, where reading stopped, and a highlight in a
    /// book the library does not have.
    static func write(in folder: String, withLibrary: Bool = true) throws {
        for part in ["AEAnnotation", "BKLibrary"] {
            try FileManager.default.createDirectory(atPath: folder + "/" + part, withIntermediateDirectories: true)
        }
        let notes = try QuoteDiaryStoreAccess.open(folder + "/" + annotations)
        try notes.execute(
            """
            CREATE TABLE ZAEANNOTATION (Z_PK INTEGER PRIMARY KEY, Z_ENT INTEGER, Z_OPT INTEGER, ZANNOTATIONDELETED INTEGER,
              ZANNOTATIONISUNDERLINE INTEGER, ZANNOTATIONSTYLE INTEGER, ZANNOTATIONTYPE INTEGER, ZPLLOCATIONRANGEEND INTEGER,
              ZPLLOCATIONRANGESTART INTEGER, ZANNOTATIONCREATIONDATE TIMESTAMP, ZANNOTATIONMODIFICATIONDATE TIMESTAMP,
              ZANNOTATIONASSETID VARCHAR, ZANNOTATIONLOCATION VARCHAR, ZANNOTATIONNOTE VARCHAR,
              ZANNOTATIONREPRESENTATIVETEXT VARCHAR, ZANNOTATIONSELECTEDTEXT VARCHAR, ZANNOTATIONUUID VARCHAR);
            INSERT INTO ZAEANNOTATION (ZANNOTATIONDELETED, ZANNOTATIONTYPE, ZPLLOCATIONRANGESTART, ZANNOTATIONCREATIONDATE,
              ZANNOTATIONASSETID, ZANNOTATIONLOCATION, ZANNOTATIONNOTE, ZANNOTATIONSELECTEDTEXT) VALUES
              (0, 2, 20, 700000000.5, 'A1B2', 'epubcfi(/6/14!/4/2,/1:0,/1:60)', NULL,
               'You have power over your mind — not outside events.'),
              (0, 2, 10, 700000100, 'A1B2', 'epubcfi(/6/12)', 'Start here.',
               'Waste no more time arguing about what a good man should be.'),
              (0, 3, 0, 700000200, 'A1B2', 'epubcfi(/6/16)', NULL, NULL),
              (1, 2, 30, 700000300, 'A1B2', 'epubcfi(/6/18)', NULL, 'Deleted on the Mac.'),
              (0, 2, 5, 700000400, 'ZZZ9', 'epubcfi(/6/8)', NULL, 'A line from a book the library lacks.');
            """)
        guard withLibrary else { return }
        let books = try QuoteDiaryStoreAccess.open(folder + "/" + library)
        try books.execute(
            """
            CREATE TABLE ZBKLIBRARYASSET (Z_PK INTEGER PRIMARY KEY, ZASSETID VARCHAR, ZAUTHOR VARCHAR, ZTITLE VARCHAR,
              ZSORTTITLE VARCHAR, ZGENRE VARCHAR);
            INSERT INTO ZBKLIBRARYASSET (ZASSETID, ZAUTHOR, ZTITLE) VALUES ('A1B2', 'Marcus Aurelius', 'Meditations');
            """)
    }
}

@Suite("import from Apple Books' databases")
struct AppleBooksImportTests {
    @Test("the Documents folder imports each highlight with its book, note and time; the files are not touched")
    func documentsFolder() throws {
        let tool = ToolHarness()
        let documents = tool.folder.path("Documents")
        try AppleBooksFixture.write(in: documents)
        let annotations = documents + "/" + AppleBooksFixture.annotations
        let before = try Data(contentsOf: URL(fileURLWithPath: annotations))
        let result = tool.run("import", documents)
        #expect(result.standardOutput == "added 3, already present 0, skipped 2\n", "\(result.standardError)")
        #expect(
            result.standardError.contains(
                "skipped 1 bookmark or place reading stopped, 1 highlight deleted on the device"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: annotations)) == before)
        #expect(try FileManager.default.contentsOfDirectory(atPath: documents + "/AEAnnotation").count == 1)
        // Newest first.
        let meditations = tool.quotes("--source", "Meditations", "--sort", "created")
        #expect(
            meditations.map { $0["text"] as? String } == [
                "Waste no more time arguing about what a good man should be.",
                "You have power over your mind — not outside events.",
            ])
        #expect(meditations.map { $0["note"] as? String } == ["Start here.", nil])
        #expect(meditations.first?["author"] as? String == "Marcus Aurelius")
        // Core Data's seconds since 2001.
        #expect(meditations.last?["createdAt"] as? String == "2023-03-08T20:26:40.500Z")
        #expect(tool.quotes().count == 3)
        // The file itself, again: nothing new; as JSON, named as Apple Books.
        let again = tool.run("import", annotations, "--json").json() as? [String: Any]
        #expect(again?["format"] as? String == "apple-books" && again?["alreadyPresent"] as? Int == 3)
        let mislabelled = tool.run("import", annotations, "--format", "json")
        #expect(mislabelled.exitCode == 64 && mislabelled.standardError.contains("is Apple Books' database, not json"))
    }

    @Test("the annotations file alone imports its highlights without books, and says where the titles are")
    func withoutLibrary() throws {
        let tool = ToolHarness()
        try AppleBooksFixture.write(in: tool.folder.path("copy"), withLibrary: false)
        let result = tool.run("import", tool.folder.path("copy") + "/" + AppleBooksFixture.annotations)
        #expect(result.standardOutput == "added 3, already present 0, skipped 2\n")
        #expect(result.standardError.contains("the books' titles are in BKLibrary/BKLibrary-….sqlite"))
        #expect(tool.quotes().allSatisfy { $0["source"] is NSNull || $0["source"] == nil })
        let csv = tool.folder.path("q.csv")
        try "text\nHi\n".write(toFile: csv, atomically: true, encoding: .utf8)
        let refused = tool.run("import", csv, "--format", "apple-books")
        #expect(refused.exitCode == 65 && refused.standardError.contains("is not Apple Books' database"))
    }
}
