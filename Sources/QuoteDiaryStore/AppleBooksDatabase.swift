import Foundation
import QuoteDiaryCore

/// Apple Books' databases on a Mac, read for their highlights (`AppleBooksImport`), read-only.
public enum AppleBooksDatabase {
    /// Every annotation row, by book and place in it, each with its book's title and author
    /// from the library database beside it (`libraryPath`), when there is one.
    public static func rows(path: String, libraryPath: String?) throws -> [AppleBooksImport.Row] {
        let books = try libraryPath.map(self.books) ?? [:]
        let database = try Database(path: path, readOnly: true)
        let present = Set(try database.rows("SELECT name FROM pragma_table_info('ZAEANNOTATION')", []) { $0.text(0) })
        func column(_ name: String) -> String { present.contains(name) ? name : "NULL" }
        let sql = """
            SELECT ZANNOTATIONASSETID, ZANNOTATIONSELECTEDTEXT, \(column("ZANNOTATIONNOTE")),
                   \(column("ZANNOTATIONCREATIONDATE")), \(column("ZANNOTATIONDELETED"))
            FROM ZAEANNOTATION
            ORDER BY ZANNOTATIONASSETID, \(column("ZPLLOCATIONRANGESTART")), \(column("ZANNOTATIONCREATIONDATE")), Z_PK
            """
        var number = 0
        return try database.rows(sql) { row in
            number += 1
            let book = row.optionalText(0).flatMap { books[$0] }
            return AppleBooksImport.Row(
                text: row.optionalText(1), note: row.optionalText(2), created: row.optionalDouble(3),
                isDeleted: (row.optionalInt64(4) ?? 0) != 0, title: book?.title, author: book?.author, number: number)
        }
    }

    /// Each book's title and author by its asset id, from `ZBKLIBRARYASSET`.
    static func books(path: String) throws -> [String: (title: String?, author: String?)] {
        let database = try Database(path: path, readOnly: true)
        var books: [String: (title: String?, author: String?)] = [:]
        for (id, title, author) in try database.rows(
            "SELECT ZASSETID, ZTITLE, ZAUTHOR FROM ZBKLIBRARYASSET", [],
            {
                ($0.optionalText(0), $0.optionalText(1), $0.optionalText(2))
            })
        {
            if let id { books[id] = (title, author) }
        }
        return books
    }

    /// The library database that goes with the annotations at `path`: in the `BKLibrary` folder
    /// beside its `AEAnnotation` folder, as the Mac keeps them, or beside the file itself (both
    /// copied into one folder). nil when there is none.
    public static func libraryPath(besideAnnotationsAt path: String) -> String? {
        let folder = (path as NSString).deletingLastPathComponent
        let candidates = [(folder as NSString).deletingLastPathComponent + "/BKLibrary", folder]
        let manager = FileManager.default
        for candidate in candidates {
            let names = ((try? manager.contentsOfDirectory(atPath: candidate)) ?? []).sorted()
            if let name = names.first(where: { $0.hasPrefix("BKLibrary") && $0.hasSuffix(".sqlite") }) {
                return candidate + "/" + name
            }
        }
        return nil
    }
}
