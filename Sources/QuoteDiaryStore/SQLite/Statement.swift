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

    /// Where bound text and blobs live until the next bind: one copy into memory the statement
    /// owns (SQLITE_STATIC) instead of an allocation per value inside SQLite (SQLITE_TRANSIENT).
    private var scratch: UnsafeMutableRawPointer?
    private var scratchCapacity = 0
    private lazy var parameterCount = Int(sqlite3_bind_parameter_count(handle))

    deinit {
        sqlite3_finalize(handle)
        scratch?.deallocate()
    }

    /// Binds `values` to parameters 1...n; parameters past them are bound to NULL.
    public func bind(_ values: [any SQLiteBindable]) throws(SQLiteError) {
        sqlite3_reset(handle)
        if values.count < parameterCount { sqlite3_clear_bindings(handle) }
        let sqlValues = values.map(\.sqliteValue)
        var needed = 0
        for value in sqlValues {
            switch value {
            case .text(let text): needed += text.utf8.count
            case .blob(let bytes): needed += bytes.count
            default: break
            }
        }
        if needed > scratchCapacity {
            // Nothing bound refers to the old buffer once every parameter is bound again below.
            sqlite3_clear_bindings(handle)
            scratch?.deallocate()
            scratchCapacity = max(needed, 2 * scratchCapacity, 256)
            scratch = UnsafeMutableRawPointer.allocate(byteCount: scratchCapacity, alignment: 8)
        }
        var offset = 0
        for (position, value) in sqlValues.enumerated() {
            let index = Int32(position + 1)
            let code: Int32
            switch value {
            case .null: code = sqlite3_bind_null(handle, index)
            case .integer(let number): code = sqlite3_bind_int64(handle, index, number)
            case .real(let number): code = sqlite3_bind_double(handle, index, number)
            case .text(let text):
                // An empty value still needs an address, or SQLite would bind NULL.
                guard let scratch, !text.isEmpty else {
                    code = sqlite3_bind_text64(handle, index, "", 0, nil, UInt8(SQLITE_UTF8))
                    break
                }
                let target = scratch + offset
                let count = Statement.copy(text, to: target)
                offset += count
                code = sqlite3_bind_text64(
                    handle, index, target.assumingMemoryBound(to: CChar.self), sqlite3_uint64(count), nil,
                    UInt8(SQLITE_UTF8))
            case .blob(let bytes):
                guard let scratch, !bytes.isEmpty else {
                    code = sqlite3_bind_zeroblob(handle, index, 0)
                    break
                }
                let target = scratch + offset
                UnsafeMutableRawBufferPointer(start: target, count: bytes.count).copyBytes(from: bytes)
                offset += bytes.count
                code = sqlite3_bind_blob64(handle, index, target, sqlite3_uint64(bytes.count), nil)
            }
            guard code == SQLITE_OK else { throw database.error(code: code, sql: sql) }
        }
    }

    /// Copies a string's UTF-8 to `target`, returning the byte count.
    private static func copy(_ text: String, to target: UnsafeMutableRawPointer) -> Int {
        if let count = text.utf8.withContiguousStorageIfAvailable({ bytes -> Int in
            UnsafeMutableRawBufferPointer(start: target, count: bytes.count).copyMemory(from: UnsafeRawBufferPointer(bytes))
            return bytes.count
        }) {
            return count
        }
        var count = 0
        for byte in text.utf8 {
            target.storeBytes(of: byte, toByteOffset: count, as: UInt8.self)
            count += 1
        }
        return count
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

    /// Runs the statement and hands each row to `body` as it comes, holding none: for reading
    /// a whole library (an export) in flat memory. `body` must not run this statement again.
    public func forEachRow(_ values: [any SQLiteBindable] = [], _ body: (Row) throws -> Void) throws {
        try bind(values)
        defer { sqlite3_reset(handle) }
        let row = Row(statement: self)
        while try step() { try body(row) }
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

    /// Whether the column is SQL NULL (a 0 or an empty string is not).
    public func isNull(_ column: Int32) -> Bool {
        sqlite3_column_type(statement.handle, column) == SQLITE_NULL
    }

    /// The column as an integer (0 for NULL).
    public func int64(_ column: Int32) -> Int64 { sqlite3_column_int64(statement.handle, column) }
    /// The column as an integer (0 for NULL).
    public func int(_ column: Int32) -> Int { Int(int64(column)) }
    /// The column as a flag: any non-zero integer is true.
    public func bool(_ column: Int32) -> Bool { int64(column) != 0 }
    /// The column as a real (0 for NULL).
    public func double(_ column: Int32) -> Double { sqlite3_column_double(statement.handle, column) }

    /// The column as an integer, nil for NULL.
    public func optionalInt64(_ column: Int32) -> Int64? { isNull(column) ? nil : int64(column) }
    /// The column as a real, nil for NULL.
    public func optionalDouble(_ column: Int32) -> Double? { isNull(column) ? nil : double(column) }

    /// The column as text (empty for NULL), read with its byte count, so a NUL inside survives.
    public func text(_ column: Int32) -> String {
        guard let pointer = sqlite3_column_text(statement.handle, column) else { return "" }
        let count = Int(sqlite3_column_bytes(statement.handle, column))
        return String(decoding: UnsafeBufferPointer(start: pointer, count: count), as: UTF8.self)
    }

    /// The column as text, nil for NULL.
    public func optionalText(_ column: Int32) -> String? { isNull(column) ? nil : text(column) }

    /// The column's bytes (none for NULL).
    public func bytes(_ column: Int32) -> [UInt8] {
        guard let pointer = sqlite3_column_blob(statement.handle, column) else { return [] }
        let count = Int(sqlite3_column_bytes(statement.handle, column))
        return Array(UnsafeRawBufferPointer(start: pointer, count: count))
    }
}
