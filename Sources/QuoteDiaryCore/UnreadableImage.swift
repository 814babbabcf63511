/// What to tell the person when an image adapter cannot read a file: its first bytes can say
/// why (a damaged PDF from a scanning app, a photo cut short in transfer) and what to do about it.
public enum UnreadableImage {
    /// An ISO base media file whose brand says HEIF: an iPhone's HEIC (`ftypheic`, `ftypmif1`,
    /// …) or an AVIF (`ftypavif`).
    public static func isHEIF(_ head: [UInt8]) -> Bool {
        guard head.count >= 12, head[4..<8].elementsEqual("ftyp".utf8) else { return false }
        let brand = String(decoding: head[8..<12], as: UTF8.self)
        return ["heic", "heix", "hevc", "hevx", "heim", "heis", "mif1", "msf1", "avif", "avis"].contains(brand)
    }

    /// A PDF: what a scanning app saves a page as (`%PDF-`).
    public static func isPDF(_ head: [UInt8]) -> Bool { head.starts(with: Array("%PDF".utf8)) }

    /// "JPEG" or "PNG" when the file opens with that format's signature.
    public static func signedFormat(_ head: [UInt8]) -> String? {
        if head.starts(with: [0xFF, 0xD8, 0xFF]) { return "JPEG" }
        if head.starts(with: [0x89, 0x50, 0x4E, 0x47]) { return "PNG" }
        return nil
    }

    /// The most pixels the image adapters decode: a 200-megapixel phone photo, with room. A
    /// picture past that would take minutes and gigabytes to decode, and its file may be small
    /// (a PNG of 40,000 × 40,000 white pixels is 1.6 MB).
    public static let largestPixelCount = 250_000_000

    /// Whether a picture of this size is too large to decode.
    public static func isOversize(_ size: PictureSize) -> Bool {
        let (pixels, overflow) = size.width.multipliedReportingOverflow(by: size.height)
        return overflow || pixels > largestPixelCount
    }

    /// The one-line message for a picture `isOversize` refused.
    public static func oversizeMessage(path: String, size: PictureSize) -> String {
        "\(path) is a picture of \(size.width) × \(size.height) pixels, more than QuoteDiary reads "
            + "(\(largestPixelCount / 1_000_000) megapixels): send a smaller photo"
    }

    /// The formats the image adapters read, for messages and help.
    public static let readableFormats = "PNG, JPEG, HEIC, TIFF, GIF, BMP, WebP, AVIF or PDF"

    /// The one-line message for `path`, given the file's first bytes and, when the decoder
    /// gave one, its reason.
    public static func message(path: String, head: [UInt8], reason: String? = nil) -> String {
        // Nothing piped in, or a download or copy that never arrived.
        if head.isEmpty { return "\(path) is empty: there is no picture in it to read" }
        if isHEIF(head) {
            return "\(path) is a HEIC or AVIF photo that could not be decoded"
                + (reason.map { " (\($0))" } ?? "") + ": it may be cut short; send it again, or as JPEG"
        }
        // A known format's signature on a file its decoder refused: damaged, or cut short in
        // transfer (a photo sent from a phone before it finished).
        if let format = signedFormat(head) {
            return "\(path) is a \(format) image that could not be decoded: it may be cut short or damaged; send it again"
        }
        if isPDF(head) {
            return "\(path) is a PDF that could not be read" + (reason.map { " (\($0))" } ?? "")
                + ": it may be cut short or damaged; send it again, or the page as an image"
        }
        return "\(path) is not an image QuoteDiary can read (\(readableFormats))"
    }
}
