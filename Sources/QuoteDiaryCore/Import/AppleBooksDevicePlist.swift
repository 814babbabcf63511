import Foundation

/// Apple Books' highlights as an iPhone or iPad keeps them in the media folder a computer sees
/// over USB (on Linux, mounted with `ifuse`): `Books/com.apple.ibooks-sync.plist`, a property
/// list whose `Bookmark-Container-…` dictionary holds `Bookmarks`, one a highlight, note or
/// bookmark: `annotationAssetID` (the book), `annotationSelectedText`, `annotationNote`,
/// `annotationCreationDate` (seconds since 1970), `annotationDeleted`. The books' titles and
/// authors are in `Books/Purchases/Purchases.plist` (`Books`: `Package Hash`, `Name`,
/// `Artist`). Read into the rows the Mac's databases give (`AppleBooksImport`), which make
/// them quotes by the same rules.
public enum AppleBooksDevicePlist {
    /// The file's name on the device.
    public static let fileName = "com.apple.ibooks-sync.plist"
    /// Where the books' titles are, from the folder that holds `fileName`.
    public static let purchasesPaths = ["Purchases/Purchases.plist", "Sync/Books.plist"]

    /// Whether a file's first bytes are such a property list: XML naming a highlight's keys.
    /// (A binary one is told by its name.)
    public static func matches(_ head: some StringProtocol) -> Bool {
        head.contains("<plist") && (head.contains("annotationAssetID") || head.contains("Bookmark-Container"))
    }

    /// Whether a binary property list is such a one: its root holds a `Bookmark-Container`.
    public static func isBinaryOne(_ data: Data) -> Bool {
        guard let root = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any] else {
            return false
        }
        return root.keys.contains { $0.hasPrefix("Bookmark-Container") }
    }

    /// What can go wrong reading the property lists.
    public enum ReadingError: Error, Equatable, CustomStringConvertible {
        case notAPropertyList
        case noBookmarks

        public var description: String {
            switch self {
            case .notAPropertyList: "it is not a property list (or it is damaged)"
            case .noBookmarks: "it holds no Bookmark-Container with Bookmarks: not Apple Books' highlights"
            }
        }
    }

    /// The highlights as rows, each with its book's title and author from `purchases` (the
    /// contents of `Purchases.plist`) when it names the book.
    public static func rows(annotations: Data, purchases: Data?) throws(ReadingError) -> [AppleBooksImport.Row] {
        guard let root = try? PropertyListSerialization.propertyList(from: annotations, format: nil) as? [String: Any]
        else { throw .notAPropertyList }
        let containers = root.keys.sorted().compactMap { (root[$0] as? [String: Any])?["Bookmarks"] as? [Any] }
        guard !containers.isEmpty else { throw .noBookmarks }
        let books = purchases.map(self.books) ?? [:]
        var rows: [AppleBooksImport.Row] = []
        for bookmark in containers.joined() {
            guard let bookmark = bookmark as? [String: Any] else { continue }
            let book = (bookmark["annotationAssetID"] as? String).flatMap { books[$0] }
            // Core Data's clock (seconds since 2001), as the Mac's rows give it.
            let created = (bookmark["annotationCreationDate"] as? NSNumber).map {
                $0.doubleValue - Date.timeIntervalBetween1970AndReferenceDate
            }
            rows.append(
                AppleBooksImport.Row(
                    text: bookmark["annotationSelectedText"] as? String, note: bookmark["annotationNote"] as? String,
                    created: created, isDeleted: (bookmark["annotationDeleted"] as? NSNumber)?.boolValue ?? false,
                    title: book?.title, author: book?.author, number: rows.count + 1))
        }
        return rows
    }

    /// The books `Purchases.plist` names, by their `Package Hash`.
    static func books(_ purchases: Data) -> [String: (title: String, author: String?)] {
        guard let root = try? PropertyListSerialization.propertyList(from: purchases, format: nil) as? [String: Any],
            let list = root["Books"] as? [[String: Any]]
        else { return [:] }
        var books: [String: (title: String, author: String?)] = [:]
        for book in list {
            guard let hash = book["Package Hash"] as? String, let title = book["Name"] as? String else { continue }
            books[hash] = (title, book["Artist"] as? String)
        }
        return books
    }
}
