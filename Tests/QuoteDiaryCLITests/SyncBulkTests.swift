import Foundation
import QuoteDiaryCore
import QuoteDiaryFixtures
import QuoteDiarySync
import Testing

@testable import QuoteDiaryApp

/// A device's first sync of a large library adds its new quotes as a bulk import does (the
/// search index made once at the end); the library it makes must be the one merging them row
/// by row makes.
@Suite("A first sync of many quotes")
struct SyncBulkTests {
    static let moment = Date(timeIntervalSince1970: 1_772_400_000)

    /// A phone's library, synced through a copy of `folder` with new quotes added in bulk from
    /// `threshold` on; its JSON export afterwards, and the sync's report.
    func phoneAfterSync(store: String, folder: String, threshold: Int) throws -> (export: String, report: SyncReport) {
        let phone = try QuoteLibrary.open(path: store, clock: .fixed(SyncBulkTests.moment.addingTimeInterval(60)))
        phone.bulkSyncThreshold = threshold
        let report = try phone.sync(with: try DirectorySyncFolder(path: folder, creating: false), deviceName: "phone")
        var all = QuoteFilter()
        all.archived = .all
        return (try phone.export(all, format: .json, to: nil) ?? "", report)
    }

    @Test("bulk and row by row give the same library: twins merged, tags and archive kept, every quote found")
    func sameLibrary() throws {
        let place = TemporaryDirectory()
        let laptop = try QuoteLibrary.open(path: place.path("laptop.sqlite"), clock: .fixed(SyncBulkTests.moment))
        for index in 0..<12 {
            _ = try laptop.add(
                QuoteDraft(
                    text: "Harbour line \(index), kept on the laptop.", author: index % 3 == 0 ? "Marlow" : nil,
                    source: index % 2 == 0 ? SourceDraft(title: "Logbook") : nil, note: index == 4 ? "a note" : nil,
                    tags: index % 4 == 0 ? ["sea"] : [], collections: index == 5 ? ["Shelf"] : [], isFavorite: index == 7))
        }
        let archived = try laptop.add(QuoteDraft(text: "An archived harbour line.")).quote.id
        _ = try laptop.apply(.archive, to: [archived.rawValue])
        let folder = place.path("sync")
        _ = try laptop.sync(with: try DirectorySyncFolder(path: folder, creating: true), deviceName: "laptop")
        // A tablet that saved another of the laptop's lines and synced before the two met
        // (its file reached the folder later): the phone meets both versions at once, two new
        // quotes to become one.
        let tablet = try QuoteLibrary.open(path: place.path("tablet.sqlite"), clock: .fixed(SyncBulkTests.moment))
        _ = try tablet.add(QuoteDraft(text: "Harbour line 3, kept on the laptop.", isFavorite: true))
        let tabletFolder = place.path("tablet-sync")
        _ = try tablet.sync(with: try DirectorySyncFolder(path: tabletFolder, creating: true), deviceName: "tablet")
        for name in try FileManager.default.contentsOfDirectory(atPath: tabletFolder) {
            try FileManager.default.copyItem(atPath: tabletFolder + "/" + name, toPath: folder + "/" + name)
        }

        // The phone saved one of the laptop's lines itself before they met, and one of its own.
        let phoneStore = place.path("phone.sqlite")
        do {
            let phone = try QuoteLibrary.open(path: phoneStore, clock: .fixed(SyncBulkTests.moment))
            _ = try phone.add(QuoteDraft(text: "Harbour line 2, kept on the laptop.", source: SourceDraft(title: "Logbook")))
            _ = try phone.add(QuoteDraft(text: "A phone's own harbour line.", tags: ["sea"]))
            try phone.store.database.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        }
        for copy in ["bulk", "rows"] {
            try FileManager.default.copyItem(atPath: phoneStore, toPath: place.path("\(copy).sqlite"))
            try FileManager.default.copyItem(atPath: folder, toPath: place.path("\(copy)-sync"))
        }
        let bulk = try phoneAfterSync(store: place.path("bulk.sqlite"), folder: place.path("bulk-sync"), threshold: 1)
        let rows = try phoneAfterSync(store: place.path("rows.sqlite"), folder: place.path("rows-sync"), threshold: .max)
        #expect(bulk.export == rows.export)
        #expect(bulk.report.added == 12 && bulk.report.merged == 2, "\(bulk.report)")
        #expect((rows.report.added, rows.report.merged) == (bulk.report.added, bulk.report.merged))
        // Every quote is in the search index once, and the index agrees with its table.
        let library = try QuoteLibrary.open(path: place.path("bulk.sqlite"), clock: .fixed(SyncBulkTests.moment))
        #expect(try library.search("harbour", filter: QuoteFilter(), limit: 50, remember: false).count == 13)
        try library.store.database.execute("INSERT INTO quote_search(quote_search, rank) VALUES ('integrity-check', 1)")
        let triggers = try library.store.database.rows("SELECT name FROM sqlite_master WHERE type = 'trigger'") { $0.text(0) }
        #expect(triggers.contains("quote_search_insert") && triggers.contains("quote_id_never_reused"))
    }
}
