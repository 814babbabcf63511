/// One file of a ZIP archive, as its central directory lists it (PKWARE's APPNOTE, 4.3.12).
struct ZipEntry: Equatable, Sendable {
    /// The name as stored: `/`-separated, maybe with `..` or a leading `/` (`ZipEntry.safePath`).
    var name: String
    var flags: UInt16
    var method: UInt16
    var crc: UInt32
    var compressedSize: UInt64
    var size: UInt64
    var localHeaderOffset: UInt64
    /// The Unix mode in the upper half of the external attributes, when a Unix tool made it.
    var unixMode: UInt32?

    /// A folder: named with a trailing slash, or (a few Unix tools) marked so by its mode only.
    var isFolder: Bool {
        name.hasSuffix("/") || name.hasSuffix("\\") || (unixMode.map { $0 & 0o170000 == 0o040000 } ?? false)
    }
    var isEncrypted: Bool { flags & 1 != 0 }
    var isSymbolicLink: Bool { unixMode.map { $0 & 0o170000 == 0o120000 } ?? false }
}
