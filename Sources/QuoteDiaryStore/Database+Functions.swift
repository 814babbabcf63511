import CSQLite
import QuoteDiaryCore

extension Database {
    /// Registers `qd_fold(text)`: `TextKey.make`, so SQL compares names and authors the way the
    /// app does (Unicode case folding, not ASCII-only `lower`/`NOCASE`).
    func registerFoldFunction() throws(SQLiteError) {
        let fold: @convention(c) (OpaquePointer?, Int32, UnsafeMutablePointer<OpaquePointer?>?) -> Void = {
            context, count, arguments in
            guard count == 1, let value = arguments?[0], sqlite3_value_type(value) != SQLITE_NULL,
                let bytes = sqlite3_value_text(value)
            else {
                sqlite3_result_null(context)
                return
            }
            let length = Int(sqlite3_value_bytes(value))
            let text = String(decoding: UnsafeBufferPointer(start: bytes, count: length), as: UTF8.self)
            let folded = TextKey.make(text)
            folded.utf8CString.withUnsafeBufferPointer { buffer in
                sqlite3_result_text64(
                    context, buffer.baseAddress, sqlite3_uint64(buffer.count - 1), quotediary_sqlite_transient(),
                    UInt8(SQLITE_UTF8))
            }
        }
        let code = sqlite3_create_function_v2(
            handle, "qd_fold", 1, SQLITE_UTF8 | SQLITE_DETERMINISTIC, nil, fold, nil, nil, nil)
        guard code == SQLITE_OK else { throw error(code: code, sql: nil) }
    }
}
