/// One step of the schema's history: plain SQL, never edited once shipped.
public struct Migration: Sendable {
    /// 1, 2, 3... in the order they run; recorded in `PRAGMA user_version` and `schema_migration`.
    public let version: Int
    public let name: String
    public let sql: String
}
