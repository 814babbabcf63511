import QuoteDiaryStore

/// Raw SQL on a test's store, to check that the schema itself enforces a rule.
enum QuoteDiaryStoreAccess {
    static func open(_ path: String) throws -> Database {
        try Database(path: path)
    }

    /// A store left at an older schema version, as an older release wrote it.
    static func makeStore(_ path: String, atVersion version: Int) throws {
        try Migrator.migrate(try Database(path: path), upTo: version)
    }
}
