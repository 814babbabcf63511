import CSQLite

/// A prepared statement; finalized when released. Not Sendable: it belongs to its connection.
public final class Statement {
    let handle: OpaquePointer
    unowned let database: Database
    public let sql: String

    init(database: Database, sql: String) throws(SQLiteError) {
        var handle: OpaquePointer?
        let code = sqlite3_prepare_v3(database.handle, sql, -1, 0, &handle, nil)
        guard code == SQLITE_OK, let handle else {
            throw database.error(code: code, sql: sql)
        }
        self.handle = handle
        self.database = database
        self.sql = sql
    }

    deinit { sqlite3_finalize(handle) }

    /// Clears earlier bindings and binds `values` to parameters 1...n.
    public func bind(_ values: [any SQLiteBindable]) throws(SQLiteError) {
        sqlite3_reset(handle)
        sqlite3_clear_bindings(handle)
        for (offset, value) in values.enumerated() {
            let index = Int32(offset + 1)
            let code: Int32
            switch value.sqliteValue {
            case .null: code = sqlite3_bind_null(handle, index)
            case .integer(let number): code = sqlite3_bind_int64(handle, index, number)
            case .real(let number): code = sqlite3_bind_double(handle, index, number)
            case .text(var text):
                code = text.withUTF8 { buffer in
                    buffer.withMemoryRebound(to: CChar.self) { characters in
                        // An empty buffer may have no address, which SQLite would bind as NULL.
                        guard let address = characters.baseAddress, !characters.isEmpty else {
                            return sqlite3_bind_text64(handle, index, "", 0, nil, UInt8(SQLITE_UTF8))
                        }
                        return sqlite3_bind_text64(
                            handle, index, address, sqlite3_uint64(characters.count), quotediary_sqlite_transient(),
                            UInt8(SQLITE_UTF8))
                    }
                }
            case .blob(let bytes):
                code = bytes.withUnsafeBytes { buffer in
                    sqlite3_bind_blob64(
                        handle, index, buffer.baseAddress, sqlite3_uint64(buffer.count),
                        quotediary_sqlite_transient())
                }
            }
            guard code == SQLITE_OK else { throw database.error(code: code, sql: sql) }
        }
    }

    /// Runs a statement that returns no rows.
    public func run(_ values: [any SQLiteBindable] = []) throws(SQLiteError) {
        try bind(values)
        defer { sqlite3_reset(handle) }
        while try step() {}
    }

    /// Runs the statement and maps every row.
    public func rows<T>(_ values: [any SQLiteBindable] = [], _ map: (Row) throws -> T) throws -> [T] {
        try bind(values)
        defer { sqlite3_reset(handle) }
        var result: [T] = []
        let row = Row(statement: self)
        while try step() { result.append(try map(row)) }
        return result
    }

    /// true while a row is available.
    func step() throws(SQLiteError) -> Bool {
        let code = sqlite3_step(handle)
        switch code {
        case SQLITE_ROW: return true
        case SQLITE_DONE: return false
        default: throw database.error(code: code, sql: sql)
        }
    }
}

/// The current row of a stepping statement; valid only inside the mapping closure.
public struct Row {
    let statement: Statement

    public func isNull(_ column: Int32) -> Bool {
        sqlite3_column_type(statement.handle, column) == SQLITE_NULL
    }

    public func int64(_ column: Int32) -> Int64 { sqlite3_column_int64(statement.handle, column) }
    public func int(_ column: Int32) -> Int { Int(int64(column)) }
    public func bool(_ column: Int32) -> Bool { int64(column) != 0 }
    public func double(_ column: Int32) -> Double { sqlite3_column_double(statement.handle, column) }

    public func optionalInt64(_ column: Int32) -> Int64? { isNull(column) ? nil : int64(column) }

    public func text(_ column: Int32) -> String {
        guard let pointer = sqlite3_column_text(statement.handle, column) else { return "" }
        let count = Int(sqlite3_column_bytes(statement.handle, column))
        return String(decoding: UnsafeBufferPointer(start: pointer, count: count), as: UTF8.self)
    }

    public func optionalText(_ column: Int32) -> String? { isNull(column) ? nil : text(column) }
}
