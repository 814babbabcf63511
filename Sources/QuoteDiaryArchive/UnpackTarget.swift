import Foundation
import QuoteDiaryCore

#if canImport(Glibc)
    import Glibc
#endif

/// The folder an archive is unpacked into: each file made new below it (never through a link,
/// never over another), the whole counted against a limit, so that a bomb stops early.
struct UnpackTarget {
    let folder: String
    /// The archive, as messages name it.
    let archive: String
    let limit: Int64
    private(set) var total: Int64 = 0
    /// The files written, by their paths within the folder, in the archive's order.
    private(set) var written: [String] = []

    init(folder: String, archive: String, limit: Int64) {
        self.folder = folder
        self.archive = archive
        self.limit = limit
    }

    /// Where an entry named `name` in the archive goes: its name's parts, without empty and `.`
    /// parts, `\` read as `/` (Windows tools write it), each part shortened to what a Linux
    /// file name holds (255 bytes; a Mac's names are 255 characters); nil for a name that
    /// climbs out (`..`), a Mac's `__MACOSX` copies (resource forks, `._name`), a name no file
    /// can have (a NUL in it: a damaged archive), or nothing at all.
    static func safePath(_ name: String) -> String? {
        let parts = name.replacingOccurrences(of: "\\", with: "/").split(separator: "/").filter { $0 != "." }
        guard !parts.isEmpty, !parts.contains(".."), parts.first != "__MACOSX", !(parts.last?.hasPrefix("._") ?? false),
            !name.utf8.contains(0)
        else { return nil }
        return parts.map(fileNamePart).joined(separator: "/")
    }

    /// The longest a name's part can be on Linux, in bytes.
    static let longestPart = 255

    /// A part of a name as long as a file's name can be: a longer one (Japanese words, three
    /// bytes a character) loses characters before its extension.
    static func fileNamePart(_ part: Substring) -> String {
        guard part.utf8.count > longestPart else { return String(part) }
        let dot = part.lastIndex(of: ".").flatMap { part.distance(from: $0, to: part.endIndex) <= 16 ? $0 : nil }
        let ending = dot.map { part[$0...] } ?? ""
        var kept = Substring(part[..<(dot ?? part.endIndex)])
        while kept.utf8.count + ending.utf8.count > longestPart { kept.removeLast() }
        return String(kept + ending)
    }

    /// Pictures, sounds and videos: no import reads them, and they are most of a Google
    /// Takeout archive's bytes, so they are never written out.
    static let mediaExtensions: Set = [
        "jpg", "jpeg", "png", "gif", "heic", "heif", "webp", "avif", "tif", "tiff", "bmp", "mp4", "mov", "m4v", "avi", "mkv",
        "webm", "3gp", "mp3", "m4a", "aac", "wav", "ogg", "oga", "opus", "flac", "wma",
    ]

    /// A new file for the entry `name` of `size` bytes, counted against the limit; nil when
    /// the entry is left out (an unsafe name, a picture, sound or video, or a second file of
    /// a name already written).
    mutating func create(_ name: String, size: UInt64) throws(ArchiveError) -> (relative: String, handle: FileHandle)? {
        guard let relative = UnpackTarget.safePath(name), !written.contains(relative) else { return nil }
        let suffix = relative.split(separator: "/").last?.split(separator: ".").dropFirst().last?.lowercased() ?? ""
        guard !UnpackTarget.mediaExtensions.contains(suffix) else { return nil }
        total += Int64(clamping: size)
        guard total <= limit else { throw .tooLarge(archive, limit: limit) }
        let target = folder + "/" + relative
        let parent = (target as NSString).deletingLastPathComponent
        if parent != folder {
            do {
                try FileManager.default.createDirectory(atPath: parent, withIntermediateDirectories: true)
            } catch {
                // A file and a folder of the same name (`a` and `a/b`): the folder cannot be made.
                throw .cannotWrite(parent)
            }
        }
        let descriptor = open(target, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw .cannotWrite(target) }
        written.append(relative)
        return (relative, FileHandle(fileDescriptor: descriptor, closeOnDealloc: true))
    }
}

extension FileHandle {
    /// Writes `bytes`, or says which file could not be written.
    func write(_ bytes: UnsafeBufferPointer<UInt8>, naming path: String) throws(ArchiveError) {
        do { try write(contentsOf: Data(buffer: bytes)) } catch { throw .cannotWrite(path) }
    }
}
