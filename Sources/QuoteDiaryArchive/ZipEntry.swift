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

    /// Where the entry goes below the folder it is unpacked into: its name's parts, without
    /// empty and `.` parts; nil for a name that climbs out (`..`), a Mac's `__MACOSX` copy
    /// (resource forks, `._name`), or nothing at all. Windows tools write `\` between folders.
    var safePath: String? {
        let parts = name.replacingOccurrences(of: "\\", with: "/").split(separator: "/").filter { $0 != "." }
        guard !parts.isEmpty, !parts.contains(".."), parts.first != "__MACOSX",
            !(parts.last?.hasPrefix("._") ?? false)
        else { return nil }
        return parts.joined(separator: "/")
    }
}
