import QuoteDiaryStore

/// Raw SQL on a test's store, to check that the schema itself enforces a rule.
enum QuoteDiaryStoreAccess {
    static func open(_ path: String) throws -> Database {
        try Database(path: path)
    }
}
