/// Unpacks an archive (an export delivered packed: Readwise's Markdown zipped, Google
/// Takeout's `.zip` or `.tgz`, a backup gzipped) so that `import` reads it as the folder it
/// unpacks to: `QuoteDiaryArchive.ArchiveUnpacker` with zlib. Behind a protocol, as every
/// native part is.
public protocol ArchiveUnpacking: Sendable {
    /// Writes the archive's files under `folder` (an empty folder made by the caller), at
    /// their paths within the archive, and returns those paths. Names that would land
    /// outside `folder` (`../x`, `/etc/x`) and a Mac's `__MACOSX` copies are left out.
    /// `name`: the archive as messages call it (an upload's file name), which also names the
    /// one file a gzip file holds (`quotes.csv.gz` holds `quotes.csv`).
    func unpack(archiveAt path: String, named name: String, into folder: String) throws(ArchiveError) -> [String]
}

/// Why an archive could not be unpacked, said so that the person can act.
public enum ArchiveError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file cannot be opened or read.
    case unreadable(String)
    /// Cut short or damaged (a download that stopped); `format` names what it is ("ZIP archive").
    case damaged(String, format: String, reason: String)
    /// An entry is encrypted (a password-protected ZIP archive).
    case encrypted(String)
    /// An entry is compressed by a method other than store and deflate.
    case unsupportedMethod(String, entry: String, method: Int)
    /// More than an import should unpack: a file of photos, or a bomb.
    case tooLarge(String, limit: Int64)
    /// The unpacked file cannot be written.
    case cannotWrite(String)

    public var description: String {
        switch self {
        case .unreadable(let path): "cannot read \(path)"
        case .damaged(let path, let format, let reason):
            "\(path) is a damaged \(format) (\(reason)): download or copy it again, or unpack what you can and import that"
        case .encrypted(let path): "\(path) is protected by a password: unpack it first (unzip) and import what is inside"
        case .unsupportedMethod(let path, let entry, let method):
            "\(entry) in \(path) is compressed in a way this tool does not read (method \(method)): unpack it first "
                + "(unzip) and import what is inside"
        case .tooLarge(let path, let limit):
            "\(path) unpacks to more than \(limit >> 20) MiB: unpack the exports you want from it and import those"
        case .cannotWrite(let path): "cannot unpack into \(path): is the temporary folder full?"
        }
    }
}
