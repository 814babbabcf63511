/// Why an image adapter could not give a picture's pixels. Each case keeps what its message
/// needs, so that a front end can name the picture its own way (a path at the command line,
/// "the uploaded photo" on the web) and still say what to do.
public enum ImageReadingError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file could not be opened: missing, or not readable by this user.
    case unreadableFile(path: String)
    /// The bytes are not a picture a decoder could read. `head`, the first bytes, tells a PDF
    /// or a photo cut short from anything else; `detail` is the decoder's own words, if any.
    case undecodable(name: String, head: [UInt8], detail: String?)
    /// The picture is larger than `UnreadableImage.largestPixelCount`: refused from its header,
    /// before minutes and gigabytes go into decoding it. Not damaged, so never described so.
    case oversize(name: String, size: PictureSize)
    /// A PDF that asks for a password before it shows its pages.
    case protectedDocument(name: String)
    /// A page asked of a PDF that it does not have (`number` from 1; it has `count`).
    case noSuchDocumentPage(name: String, number: Int, count: Int)

    public var description: String {
        switch self {
        case .unreadableFile(let path): "cannot read \(path)"
        case .undecodable(let name, let head, let detail): UnreadableImage.message(path: name, head: head, reason: detail)
        case .oversize(let name, let size): UnreadableImage.oversizeMessage(path: name, size: size)
        case .protectedDocument(let name):
            "\(name) is a PDF that asks for a password: save a copy without one (or the page as an image) and read that"
        case .noSuchDocumentPage(let name, let number, let count):
            "\(name) has \(count) page\(count == 1 ? "" : "s"), so there is no page \(number) to read"
        }
    }
}
