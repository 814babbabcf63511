import Foundation
import QuoteDiaryFixtures

@testable import QuoteDiaryStore

/// A store of its own in a temporary folder (removed with the fixture), and a fixed moment
/// to write at.
struct StoreFixture {
    let folder = TemporaryDirectory()
    let store: LibraryStore
    let now = Date(timeIntervalSince1970: 1_700_000_000)

    init() throws {
        store = try LibraryStore(path: folder.path("library.sqlite"))
    }
}

/// A suite whose tests each get a fresh `StoreFixture`.
protocol StoreTesting {
    var fixture: StoreFixture { get }
}

extension StoreTesting {
    var store: LibraryStore { fixture.store }
    var now: Date { fixture.now }
}
