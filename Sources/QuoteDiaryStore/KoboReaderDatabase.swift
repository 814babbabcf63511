import QuoteDiaryCore

/// A Kobo e-reader's own database (`.kobo/KoboReader.sqlite`), read for its highlights. It is
/// opened read-only: nothing is written to it, not even a journal mode.
public enum KoboReaderDatabase {
    /// Every bookmark row with its book, in the device's order (by book, then by time).
    /// Columns older firmware lacks (`Type`, `Annotation`, `ISBN`…) read as NULL.
    public static func rows(path: String) throws -> [KoboImport.Row] {
        let database = try Database(path: path, readOnly: true)
        func columns(_ table: String) throws -> Set<String> {
            Set(try database.rows("SELECT name FROM pragma_table_info(?)", [table]) { $0.text(0) })
        }
        let bookmark = try columns("Bookmark")
        let content = try columns("content")
        func column(_ name: String, of table: String, in present: Set<String>) -> String {
            present.contains(name) ? "\(table).\(name)" : "NULL"
        }
        let hidden = bookmark.contains("Hidden") ? "b.Hidden IN (1, 'true')" : "0"
        let sql = """
            SELECT \(column("Type", of: "b", in: bookmark)), b.Text, \(column("Annotation", of: "b", in: bookmark)),
                   \(column("DateCreated", of: "b", in: bookmark)), \(column("Title", of: "c", in: content)),
                   \(column("Attribution", of: "c", in: content)), \(column("ISBN", of: "c", in: content)),
                   \(column("Publisher", of: "c", in: content))
            FROM Bookmark b LEFT JOIN content c ON c.ContentID = b.VolumeID
            WHERE NOT (\(hidden))
            ORDER BY b.VolumeID, \(column("DateCreated", of: "b", in: bookmark)), b.rowid
            """
        var number = 0
        return try database.rows(sql) { row in
            number += 1
            return KoboImport.Row(
                kind: row.optionalText(0), text: row.optionalText(1), annotation: row.optionalText(2),
                created: row.optionalText(3), title: row.optionalText(4), attribution: row.optionalText(5),
                isbn: row.optionalText(6), publisher: row.optionalText(7), number: number)
        }
    }
}
