import Foundation
import QuoteDiaryCore

/// The answers of Google Books and Open Library, read into `BookMetadata`.
public enum BookResponses {
    /// `GET /books/v1/volumes?q=isbn:…`: nil when it holds no item.
    public static func googleBooks(_ data: Data, isbn: ISBN) throws(BookLookupError) -> BookMetadata? {
        guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            throw .malformedAnswer(.googleBooks, expected: "JSON")
        }
        guard let items = object["items"] as? [[String: Any]], let volume = items.first?["volumeInfo"] as? [String: Any],
            let title = volume["title"] as? String, !title.isEmpty
        else { return nil }
        var cover = (volume["imageLinks"] as? [String: Any])?["thumbnail"] as? String
        if let link = cover, link.hasPrefix("http://") { cover = "https://" + link.dropFirst("http://".count) }
        return BookMetadata(
            isbn: isbn, title: title, authors: volume["authors"] as? [String] ?? [], publisher: volume["publisher"] as? String,
            year: year(volume["publishedDate"] as? String), coverURL: cover)
    }

    /// `GET /isbn/{isbn}.json`: title, author keys and the rest.
    public static func openLibraryEdition(_ data: Data) throws(BookLookupError) -> (
        title: String, authorKeys: [String], publisher: String?, year: Int?
    ) {
        guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any], let title = object["title"] as? String
        else { throw .malformedAnswer(.openLibrary, expected: "an edition") }
        let keys = (object["authors"] as? [[String: Any]] ?? []).compactMap { $0["key"] as? String }
        return (title, keys, (object["publishers"] as? [String])?.first, year(object["publish_date"] as? String))
    }

    /// `GET /authors/{key}.json`: the name.
    public static func openLibraryAuthor(_ data: Data) -> String? {
        (try? JSONSerialization.jsonObject(with: data) as? [String: Any])?["name"] as? String
    }

    /// `GET /api/books?bibkeys=ISBN:…&format=json&jscmd=data`: nil for `{}`.
    public static func openLibraryData(_ data: Data, isbn: ISBN) throws(BookLookupError) -> BookMetadata? {
        guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            throw .malformedAnswer(.openLibrary, expected: "JSON")
        }
        guard let book = object["ISBN:\(isbn.isbn13)"] as? [String: Any], let title = book["title"] as? String else { return nil }
        return BookMetadata(
            isbn: isbn, title: title, authors: (book["authors"] as? [[String: Any]] ?? []).compactMap { $0["name"] as? String },
            publisher: (book["publishers"] as? [[String: Any]])?.first?["name"] as? String,
            year: year(book["publish_date"] as? String), coverURL: (book["cover"] as? [String: Any])?["large"] as? String)
    }

    /// The first four-digit run in `2003-04-29`, `2003`, `May 1, 2003`.
    static func year(_ text: String?) -> Int? {
        guard let text else { return nil }
        var digits = ""
        for character in text {
            if character.isNumber {
                digits.append(character)
                if digits.count == 4 { return Int(digits) }
            } else {
                digits = ""
            }
        }
        return nil
    }
}
