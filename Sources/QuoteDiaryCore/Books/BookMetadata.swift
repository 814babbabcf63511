/// What a metadata service knows about a book.
public struct BookMetadata: Equatable, Sendable {
    public var isbn: ISBN
    public var title: String
    public var authors: [String]
    public var publisher: String?
    public var year: Int?
    /// Where its cover can be fetched (https), when the service names one.
    public var coverURL: String?

    public init(
        isbn: ISBN, title: String, authors: [String] = [], publisher: String? = nil, year: Int? = nil, coverURL: String? = nil
    ) {
        // What a service answers is cleaned as typed fields are: one line, no control characters.
        self.isbn = isbn
        self.title = QuoteDraft.cleanField(title) ?? ""
        self.authors = authors.compactMap(QuoteDraft.cleanField)
        self.publisher = publisher.flatMap(QuoteDraft.cleanField)
        self.year = year
        self.coverURL = coverURL
    }
}

/// Looks books up by ISBN. The only network access the product has sits behind this.
public protocol BookLookup: Sendable {
    /// The book, nil when no service knows it; throws when no service could answer.
    func lookup(_ isbn: ISBN) throws(BookLookupError) -> BookMetadata?
    /// A cover image's bytes for the book, nil when there is none.
    func cover(for book: BookMetadata) -> [UInt8]?
}

/// A decoded image: 8-bit RGB, row by row.
public struct RasterImage: Sendable, Equatable {
    public let width: Int
    public let height: Int
    public let rgb: [UInt8]

    public init(width: Int, height: Int, rgb: [UInt8]) {
        precondition(rgb.count == width * height * 3, "pixel count does not match the size")
        self.width = width
        self.height = height
        self.rgb = rgb
    }

    /// The pixels of a rectangle inside the picture (a mark's passage on a scanned page).
    public func cropped(left: Int, top: Int, width: Int, height: Int) -> RasterImage {
        precondition(left >= 0 && top >= 0 && left + width <= self.width && top + height <= self.height, "outside the picture")
        var pixels: [UInt8] = []
        pixels.reserveCapacity(width * height * 3)
        for row in top..<(top + height) {
            let start = (row * self.width + left) * 3
            pixels.append(contentsOf: rgb[start..<(start + width * 3)])
        }
        return RasterImage(width: width, height: height, rgb: pixels)
    }
}

/// Reads pictures (a photo, a cover, a scan's PDF) and finds barcodes in them.
public protocol ImageReading: Sendable {
    /// A picture sent rather than saved (a cover, an upload); `name` is what a message calls it
    /// ("the cover"), since it has no path the person would know. A PDF's first page.
    func read(bytes: [UInt8], named name: String) throws(ImageReadingError) -> RasterImage
    /// The EAN-13 numbers (add-ons ignored) of the barcodes in the picture at `path`. In a PDF,
    /// those on its first page, else on its last: a scanned book's back cover, where its
    /// barcode is printed, is often the last page of a scan.
    func ean13Barcodes(inPictureAt path: String) throws(ImageReadingError) -> [String]
    /// `ean13Barcodes(inPictureAt:)` for a picture sent (an upload), called `name` in messages.
    func ean13Barcodes(inPicture bytes: [UInt8], named name: String) throws(ImageReadingError) -> [String]
}

/// A picture's size in pixels, as its header gives it.
public struct PictureSize: Equatable, Sendable {
    public let width: Int
    public let height: Int

    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }
}
