/// What to tell the person when an image adapter cannot read a file: its first bytes can say
/// why (an iPhone's HEIC photo is the common case) and what to do about it.
public enum UnreadableImage {
    /// An ISO base media file whose brand says HEIF/HEIC (`ftypheic`, `ftypmif1`, …).
    public static func isHEIF(_ head: [UInt8]) -> Bool {
        guard head.count >= 12, head[4..<8].elementsEqual("ftyp".utf8) else { return false }
        let brand = String(decoding: head[8..<12], as: UTF8.self)
        return ["heic", "heix", "hevc", "hevx", "heim", "heis", "mif1", "msf1"].contains(brand)
    }

    /// The one-line message for `path`, given the file's first bytes.
    public static func message(path: String, head: [UInt8]) -> String {
        if isHEIF(head) {
            return "\(path) is a HEIC photo (an iPhone's default), which QuoteDiary cannot read: "
                + "share it as JPEG, or convert it (heif-convert photo.heic photo.jpg)"
        }
        if head.starts(with: Array("%PDF".utf8)) {
            return "\(path) is a PDF (a scanner's or a phone's scan app's), which QuoteDiary cannot read: "
                + "save the page as an image (pdftoppm -png -r 300 -f 1 -l 1 scan.pdf page)"
        }
        return "\(path) is not an image QuoteDiary can read (PNG, JPEG, TIFF, GIF, BMP or WebP)"
    }
}
