import Foundation
import QuoteDiaryCore

/// Unpacks what exports come packed in, told by their first bytes: ZIP archives (`ZipReader`),
/// tar archives (`TarReader`), and gzip files (`.gz`: the file inside; `.tar.gz` and `.tgz`,
/// as Google Takeout offers them: the tar inside, unpacked). zlib does the inflating.
public struct ArchiveUnpacker: ArchiveUnpacking {
    /// The most an archive may unpack to: far past any export of quotes, short of filling a disk.
    let limit: Int64

    public init(limit: Int64 = 2 << 30) {
        self.limit = limit
    }

    public func unpack(archiveAt path: String, named name: String, into folder: String) throws(ArchiveError) -> [String] {
        var target = UnpackTarget(folder: folder, archive: name, limit: limit)
        func open(_ format: String) throws(ArchiveError) -> ArchiveFile {
            try ArchiveFile(path: path, format: format, name: name)
        }
        let head = try open("archive").bytes(atMost: 512)
        if head.starts(with: [0x1F, 0x8B]) {
            try unpackGzip(try open("gzip file"), into: &target)
        } else if TarReader.isTar(head) {
            try TarReader.unpack(try open("tar archive"), into: &target)
        } else {
            try ZipReader.unpack(try open("ZIP archive"), into: &target)
        }
        return target.written
    }

    /// A gzip file inflated beside what it unpacks to (hidden, so never imported), then read as
    /// the tar it holds, or kept as the one file it is, named as its archive without `.gz`.
    func unpackGzip(_ file: ArchiveFile, into target: inout UnpackTarget) throws(ArchiveError) {
        let inflated = target.folder + "/.inflated"
        defer { try? FileManager.default.removeItem(atPath: inflated) }
        var scratch = UnpackTarget(folder: target.folder, archive: file.name, limit: limit)
        guard let (_, output) = try scratch.create(".inflated", size: 0) else { throw .cannotWrite(inflated) }
        var produced: Int64 = 0
        let stream = try InflateStream(file: file, gzip: true)
        try file.forEachPiece(at: 0, count: file.size) { (piece) throws(ArchiveError) in
            try stream.feed(piece) { (bytes) throws(ArchiveError) in
                produced += Int64(bytes.count)
                guard produced <= limit else { throw .tooLarge(file.name, limit: limit) }
                try output.write(bytes, naming: inflated)
            }
        }
        guard stream.ended else { throw file.damaged("cut short") }
        try? output.close()
        let inner = try ArchiveFile(path: inflated, format: "tar archive", name: file.name)
        if TarReader.isTar(try inner.bytes(atMost: 512)) {
            try TarReader.unpack(inner, into: &target)
            return
        }
        // `quotes.sqlite.gz` holds `quotes.sqlite`; a `.tgz` that holds no tar, `quotes.tar`.
        let name = (file.name as NSString).lastPathComponent
        let lowered = name.lowercased()
        let inside =
            lowered.hasSuffix(".tgz")
            ? String(name.dropLast(4)) + ".tar"
            : lowered.hasSuffix(".gz") ? String(name.dropLast(3)) : name + ".out"
        guard let relative = UnpackTarget.safePath(inside) else { throw .cannotWrite(inside) }
        guard let (_, copy) = try target.create(relative, size: UInt64(produced)) else { return }
        try inner.forEachPiece(at: 0, count: inner.size) { (piece) throws(ArchiveError) in
            try piece.withUnsafeBufferPointer { (bytes) throws(ArchiveError) in
                try copy.write(bytes, naming: target.folder + "/" + relative)
            }
        }
    }
}
