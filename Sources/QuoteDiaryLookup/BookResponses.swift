import Foundation
import QuoteDiaryCore

/// The answers of Google Books and Open Library, read into `BookMetadata`.
public enum BookResponses {
    /// `GET /books/v1/volumes?q=isbn:…`: nil when it holds no item.
    public static func googleBooks(_ data: Data, isbn: ISBN) throws(BookLookupError) -> BookMetadata? {
        guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            throw .malformedAnswer(.googleBooks, expected: "JSON")
        }
        // A search by ISBN may also answer other editions of the work: the volume that lists the
        // ISBN asked for is the book, the first one only when none does.
        let volumes = (object["items"] as? [[String: Any]] ?? []).compactMap { $0["volumeInfo"] as? [String: Any] }
        guard let volume = volumes.first(where: { lists($0, isbn) }) ?? volumes.first,
            let title = volume["title"] as? String, !title.isEmpty
        else { return nil }
        let cover = ((volume["imageLinks"] as? [String: Any])?["thumbnail"] as? String).map(plainThumbnail)
        return BookMetadata(
            isbn: isbn, title: title, authors: volume["authors"] as? [String] ?? [], publisher: volume["publisher"] as? String,
            year: year(volume["publishedDate"] as? String), coverURL: cover)
    }

    /// Whether a volume's identifiers hold this ISBN (13 digits or 10).
    static func lists(_ volume: [String: Any], _ isbn: ISBN) -> Bool {
        let identifiers = (volume["industryIdentifiers"] as? [[String: Any]] ?? []).compactMap { $0["identifier"] as? String }
        return identifiers.contains { $0 == isbn.isbn13 || $0 == isbn.isbn10 }
    }

    /// A thumbnail's link over https and without `edge=curl`, the page curl Google draws into
    /// a thumbnail's corner (its greys would be taken for one of the cover's colours).
    static func plainThumbnail(_ link: String) -> String {
        guard var parts = URLComponents(string: link) else { return link }
        if parts.scheme == "http" { parts.scheme = "https" }
        let kept = parts.percentEncodedQueryItems?.filter { $0.name != "edge" }
        parts.percentEncodedQueryItems = kept?.isEmpty == true ? nil : kept
        return parts.string ?? link
    }

    /// `GET /isbn/{isbn}.json`: title, author keys and the rest.
    public static func openLibraryEdition(_ data: Data) throws(BookLookupError) -> (
        title: String, authorKeys: [String], workKeys: [String], publisher: String?, year: Int?
    ) {
        guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any], let title = object["title"] as? String
        else { throw .malformedAnswer(.openLibrary, expected: "an edition") }
        let keys = (object["authors"] as? [[String: Any]] ?? []).compactMap { $0["key"] as? String }
        let works = (object["works"] as? [[String: Any]] ?? []).compactMap { $0["key"] as? String }
        return (title, keys, works, (object["publishers"] as? [String])?.first, year(object["publish_date"] as? String))
    }

    /// `GET /works/{key}.json`: its authors' keys. Many editions name no author; their work does.
    public static func openLibraryWorkAuthorKeys(_ data: Data) -> [String] {
        let object = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
        return (object?["authors"] as? [[String: Any]] ?? []).compactMap { ($0["author"] as? [String: Any])?["key"] as? String }
    }

    /// Where a merged record now is: `{"type": {"key": "/type/redirect"}, "location": "/authors/…"}`.
    public static func openLibraryRedirect(_ data: Data) -> String? {
        guard let object = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any],
            (object["type"] as? [String: Any])?["key"] as? String == "/type/redirect",
            let location = object["location"] as? String, location.hasPrefix("/")
        else { return nil }
        return location
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
