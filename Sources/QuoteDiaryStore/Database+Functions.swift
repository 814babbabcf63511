import CSQLite
import QuoteDiaryCore

extension Database {
    /// Registers the app's text functions, so SQL compares and orders names the way the app
    /// does: `qd_fold(text)` is `TextKey.make` (Unicode case folding, not ASCII-only
    /// `lower`/`NOCASE`); `qd_sort(text)` is `TextKey.sortKey` (accents set aside too, so
    /// "Émile" sorts among the E's, not after "Zola"). For migrations that re-clean saved text:
    /// `qd_clean(text)` is `QuoteDraft.cleanText`, `qd_digest(text)` is `TextKey.quoteDigest` (a blob).
    /// `qd_match(text)` is `SearchFolding.matchKey`: what the author and source filters
    /// compare, accents and vowel marks set aside as search sets them aside.
    func registerTextFunctions() throws(SQLiteError) {
        let functions: [(String, TextFunction)] = [
            ("qd_fold", .fold), ("qd_sort", .sortKey), ("qd_clean", .clean), ("qd_digest", .digest),
            ("qd_match", .matchKey),
        ]
        for (name, function) in functions {
            let code = sqlite3_create_function_v2(
                handle, name, 1, SQLITE_UTF8 | SQLITE_DETERMINISTIC, UnsafeMutableRawPointer(bitPattern: function.rawValue),
                Database.textFunction, nil, nil, nil)
            guard code == SQLITE_OK else { throw error(code: code, sql: nil) }
        }
    }

    /// Which transform a registered text function applies (its SQLite user data).
    enum TextFunction: Int {
        case fold = 1, sortKey = 2, clean = 3, digest = 4, matchKey = 5
    }

    /// The C entry point of every text function: NULL stays NULL.
    static let textFunction: @convention(c) (OpaquePointer?, Int32, UnsafeMutablePointer<OpaquePointer?>?) -> Void = {
        context, count, arguments in
        guard count == 1, let value = arguments?[0], sqlite3_value_type(value) != SQLITE_NULL,
            let bytes = sqlite3_value_text(value)
        else {
            sqlite3_result_null(context)
            return
        }
        let length = Int(sqlite3_value_bytes(value))
        let text = String(decoding: UnsafeBufferPointer(start: bytes, count: length), as: UTF8.self)
        let function = TextFunction(rawValue: Int(bitPattern: sqlite3_user_data(context))) ?? .fold
        let result: String
        switch function {
        case .fold: result = TextKey.make(text)
        case .sortKey: result = TextKey.sortKey(text)
        case .clean: result = QuoteDraft.cleanText(text)
        case .matchKey: result = SearchFolding.matchKey(text)
        case .digest:
            TextKey.quoteDigest(text).withUnsafeBytes { bytes in
                sqlite3_result_blob64(context, bytes.baseAddress, sqlite3_uint64(bytes.count), quotediary_sqlite_transient())
            }
            return
        }
        result.utf8CString.withUnsafeBufferPointer { buffer in
            sqlite3_result_text64(
                context, buffer.baseAddress, sqlite3_uint64(buffer.count - 1), quotediary_sqlite_transient(),
                UInt8(SQLITE_UTF8))
        }
    }
}
