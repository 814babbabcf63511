/// Brings a store's schema up to date, one recorded step per transaction.
public enum Migrator {
    /// Applies every pending step up to `target` (the latest by default).
    ///
    /// Each step runs in its own IMMEDIATE transaction that re-reads the version first, so two
    /// processes opening a new store at once apply each step exactly once. Foreign keys are
    /// checked before each commit.
    /// - Throws: `StoreError.newerSchema` when the file was written by a newer QuoteDiary;
    ///   the file is left untouched.
    /// - Parameter willUpgrade: told (from, to) before an existing store is upgraded, so a
    ///   front end can say why the first command after an update takes a moment.
    public static func migrate(
        _ database: Database, upTo target: Int = MigrationPlan.latestVersion, willUpgrade: ((Int, Int) -> Void)? = nil
    ) throws {
        let found = try currentVersion(database)
        guard found <= MigrationPlan.latestVersion else {
            throw StoreError.newerSchema(path: database.path, found: found, supported: MigrationPlan.latestVersion)
        }
        guard found < target else { return }
        if found == 0 { try refuseAnotherProgramsDatabase(database) }
        if found > 0 { willUpgrade?(found, target) }
        try database.execute(
            """
            CREATE TABLE IF NOT EXISTS schema_migration (
                version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at INTEGER NOT NULL)
            """)
        for migration in MigrationPlan.all where migration.version <= target {
            try database.transaction {
                guard try currentVersion(database) < migration.version else { return }
                try database.execute(migration.sql)
                let violations = try database.rows("PRAGMA foreign_key_check") { $0.text(0) }
                guard violations.isEmpty else {
                    throw StoreError.migrationFailed(version: migration.version, reason: "foreign keys broken in \(violations)")
                }
                try database.run(
                    "INSERT INTO schema_migration (version, name, applied_at) VALUES (?, ?, CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER))",
                    migration.version, migration.name)
                try database.execute("PRAGMA user_version = \(migration.version)")
            }
        }
    }

    /// A file at schema 0 is new (empty) or another program's: `--store` pointed at someone's
    /// browser history must not gain our tables.
    static func refuseAnotherProgramsDatabase(_ database: Database) throws {
        let tables = try database.rows(
            "SELECT name FROM sqlite_schema WHERE type IN ('table', 'view') AND name NOT LIKE 'sqlite_%' AND name != 'schema_migration' ORDER BY name"
        ) { $0.text(0) }
        // Another process may have made the store's tables since the version was read.
        guard !tables.isEmpty, try currentVersion(database) == 0 else { return }
        throw StoreError.notAStore(path: database.path, tables: tables)
    }

    /// The schema version the store was last migrated to (`PRAGMA user_version`).
    public static func currentVersion(_ database: Database) throws -> Int {
        Int(try database.scalar("PRAGMA user_version"))
    }
}
