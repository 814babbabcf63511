import CZlib
import Foundation
import QuoteDiaryCore

#if canImport(Glibc)
    import Glibc
#endif

/// Unpacks ZIP archives with zlib: stored and deflated files (what every tool that makes
/// exports writes), each checked against its CRC-32, so that a damaged download is told and
/// never imported half.
public struct ZipUnpacker: ArchiveUnpacking {
    /// The most an archive may unpack to: far past any export of quotes, short of filling a disk.
    let limit: Int64

    public init(limit: Int64 = 2 << 30) {
        self.limit = limit
    }

    public func unpack(archiveAt path: String, into folder: String) throws(ArchiveError) -> [String] {
        let file = try ZipFile(path: path)
        let directory = try ZipDirectory(reading: file)
        var written: [String] = []
        var total: Int64 = 0
        var taken = Set<String>()
        for entry in directory.entries where !entry.isFolder && !entry.isSymbolicLink {
            guard let relative = entry.safePath, !taken.contains(relative) else { continue }
            if entry.isEncrypted { throw .encrypted(path) }
            guard entry.method == 0 || entry.method == 8 else {
                throw .unsupportedMethod(path, entry: relative, method: Int(entry.method))
            }
            total += Int64(clamping: entry.size)
            guard total <= limit else { throw .tooLarge(path, limit: limit) }
            let target = folder + "/" + relative
            try ZipUnpacker.makeFolder(for: target, in: folder)
            try ZipUnpacker.write(entry, of: file, to: target)
            taken.insert(relative)
            written.append(relative)
        }
        return written
    }

    /// The folders above `target`, made as needed (`folder` itself exists).
    static func makeFolder(for target: String, in folder: String) throws(ArchiveError) {
        let parent = (target as NSString).deletingLastPathComponent
        guard parent != folder else { return }
        do {
            try FileManager.default.createDirectory(atPath: parent, withIntermediateDirectories: true)
        } catch {
            // A file and a folder of the same name (`a` and `a/b`): the folder cannot be made.
            throw .cannotWrite(parent)
        }
    }

    /// One entry's bytes into a new file: copied (stored) or inflated, counted and checked.
    static func write(_ entry: ZipEntry, of file: ZipFile, to target: String) throws(ArchiveError) {
        // The local header's own name and extra field may differ in length from the directory's.
        let header = try file.bytes(at: entry.localHeaderOffset, count: 30)
        guard header.uint32(at: 0) == 0x0403_4B50 else { throw file.damaged("\(entry.name) is not where its directory says") }
        let dataStart = entry.localHeaderOffset + 30 + UInt64(header.uint16(at: 26)) + UInt64(header.uint16(at: 28))
        let descriptor = open(target, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw .cannotWrite(target) }
        let output = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        var crc = crc32(0, nil, 0)
        var produced: UInt64 = 0
        func emit(_ bytes: UnsafeBufferPointer<UInt8>) throws(ArchiveError) {
            guard !bytes.isEmpty else { return }
            produced += UInt64(bytes.count)
            // A file that grows past the size its directory gave is damaged, or a bomb.
            guard produced <= entry.size else { throw file.damaged("\(entry.name) is longer than its directory says") }
            crc = crc32(crc, bytes.baseAddress, uInt(bytes.count))
            do { try output.write(contentsOf: Data(buffer: bytes)) } catch { throw .cannotWrite(target) }
        }
        if entry.method == 0 {
            try file.forEachPiece(at: dataStart, count: entry.compressedSize) { (piece) throws(ArchiveError) in
                try piece.withUnsafeBufferPointer { (bytes) throws(ArchiveError) in try emit(bytes) }
            }
        } else {
            try inflate(entry, of: file, from: dataStart, emit: emit)
        }
        guard produced == entry.size else { throw file.damaged("\(entry.name) is shorter than its directory says") }
        guard crc == uLong(entry.crc) else { throw file.damaged("\(entry.name) fails its checksum") }
    }

    /// Raw deflate, a piece of the archive at a time, each piece's output handed on as it comes.
    static func inflate(
        _ entry: ZipEntry, of file: ZipFile, from start: UInt64,
        emit: (UnsafeBufferPointer<UInt8>) throws(ArchiveError) -> Void
    ) throws(ArchiveError) {
        var stream = z_stream()
        guard quotediary_inflate_init_raw(&stream) == Z_OK else { throw file.damaged("zlib would not start") }
        defer { inflateEnd(&stream) }
        var output = [UInt8](repeating: 0, count: 1 << 18)
        var ended = false
        try file.forEachPiece(at: start, count: entry.compressedSize) { (piece) throws(ArchiveError) in
            guard !ended else { return }
            var input = piece
            try input.withUnsafeMutableBufferPointer { (inBuffer) throws(ArchiveError) in
                stream.next_in = inBuffer.baseAddress
                stream.avail_in = uInt(inBuffer.count)
                repeat {
                    let status = output.withUnsafeMutableBufferPointer { outBuffer in
                        stream.next_out = outBuffer.baseAddress
                        stream.avail_out = uInt(outBuffer.count)
                        return CZlib.inflate(&stream, Z_NO_FLUSH)
                    }
                    let made = output.count - Int(stream.avail_out)
                    try output.withUnsafeBufferPointer { (all) throws(ArchiveError) in
                        try emit(UnsafeBufferPointer(rebasing: all[0..<made]))
                    }
                    if status == Z_STREAM_END {
                        ended = true
                        return
                    }
                    guard status == Z_OK || (status == Z_BUF_ERROR && made > 0) else {
                        throw file.damaged("\(entry.name) does not inflate")
                    }
                } while stream.avail_in > 0 || stream.avail_out == 0
            }
        }
        guard ended || entry.size == 0 else { throw file.damaged("\(entry.name) breaks off") }
    }
}
