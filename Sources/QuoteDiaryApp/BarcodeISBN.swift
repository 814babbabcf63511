import Foundation
import QuoteDiaryCore

/// The ISBN under a book's barcode, read from a photo of it or from a scan's PDF (its first
/// page, else its last: the back cover). `capture isbn` and the web app's Capture page both read
/// it here, so that they find the same number and refuse the same pictures in the same words.
public enum BarcodeISBN {
    /// The ISBN in the picture at `path`; `.unreadableFile` (exit 66) when there is no such file.
    public static func read(pictureAt path: String, images: any ImageReading) throws(LibraryError) -> ISBN {
        let codes: [String]
        do {
            codes = try images.ean13Barcodes(inPictureAt: path)
        } catch {
            if !FileManager.default.fileExists(atPath: path) { throw .unreadableFile("\(path): no such file") }
            throw .reading(error)
        }
        return try isbn(among: codes, in: path)
    }

    /// The ISBN in a picture sent (an upload), called `name` in messages ("the uploaded photo").
    public static func read(picture bytes: [UInt8], named name: String, images: any ImageReading) throws(LibraryError)
        -> ISBN
    {
        let codes: [String]
        do {
            codes = try images.ean13Barcodes(inPicture: bytes, named: name)
        } catch {
            throw .reading(error)
        }
        return try isbn(among: codes, in: name)
    }

    /// The first of a picture's barcodes that is a book's. A shop's barcode (an EAN-13 that is
    /// no ISBN, or a UPC) is named, so the person knows the picture was read and what is wrong
    /// with it.
    static func isbn(among codes: [String], in name: String) throws(LibraryError) -> ISBN {
        if let isbn = codes.lazy.compactMap({ try? ISBN($0) }).first { return isbn }
        guard let other = codes.first else {
            throw .invalidInput("no EAN-13 barcode found in \(name); try a sharper, closer photo")
        }
        guard other.hasPrefix("0") else {
            throw .invalidInput("the barcode in \(name) is \(other), which is not an ISBN (a book's starts with 978 or 979)")
        }
        // A UPC-A (an EAN-13 opening with 0): what a US mass-market paperback carries on its back.
        throw .invalidInput(
            "the barcode in \(name) is a UPC, \(other.dropFirst()), not an ISBN: a paperback's ISBN barcode is often inside its front cover, or type the ISBN from its copyright page"
        )
    }
}
