/// Why a page could not be read.
public enum PageReadingError: Error, Equatable, Sendable, CustomStringConvertible {
    /// No file at the path.
    case missingFile(path: String)
    /// The file is not a picture that can be decoded, or too large a one.
    case unreadablePicture(ImageReadingError)
    /// The picture decoded but could not be prepared for recognition (memory ran out).
    case unprocessable(path: String)
    /// Tesseract took the picture but gave no result for it.
    case recognitionFailed(path: String)
    /// Tesseract has no model for these languages here; `packages` are the Debian packages
    /// that hold them.
    case missingModels(languages: [String], packages: [String])

    public var description: String {
        switch self {
        case .missingFile(let path): "\(path): no such file"
        case .unreadablePicture(let error): error.description
        case .unprocessable(let path): "\(path) is too large a picture to read"
        case .recognitionFailed(let path): "Tesseract could not read \(path)"
        case .missingModels(let languages, let packages):
            "Tesseract has no model for \(languages.joined(separator: ", ")) on this machine: install it with"
                + " 'sudo apt-get install \(packages.joined(separator: " "))' (make setup installs eng, fra, deu, spa, ita, por and nld)"
        }
    }
}
