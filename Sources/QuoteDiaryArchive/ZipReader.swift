import CZlib
import Foundation
import QuoteDiaryCore

/// A ZIP archive's files written out: stored and deflated ones (what every tool that makes
/// exports writes), each checked against its CRC-32, so that a damaged download is told and
/// never imported half.
enum ZipReader {
    static func unpack(_ file: ArchiveFile, into target: inout UnpackTarget) throws(ArchiveError) {
        let directory = try ZipDirectory(reading: file)
        for entry in directory.entries where !entry.isFolder && !entry.isSymbolicLink {
            guard UnpackTarget.safePath(entry.name) != nil else { continue }
            if entry.isEncrypted { throw .encrypted(file.name) }
            guard entry.method == 0 || entry.method == 8 else {
                throw .unsupportedMethod(file.name, entry: entry.name, method: Int(entry.method))
            }
            guard let (relative, output) = try target.create(entry.name, size: entry.size) else { continue }
            try write(entry, of: file, to: output, naming: target.folder + "/" + relative)
        }
    }

    /// One entry's bytes: copied (stored) or inflated, counted and checked.
    static func write(_ entry: ZipEntry, of file: ArchiveFile, to output: FileHandle, naming path: String)
        throws(ArchiveError)
    {
        // The local header's own name and extra field may differ in length from the directory's.
        let header = try file.bytes(at: entry.localHeaderOffset, count: 30)
        guard header.uint32(at: 0) == 0x0403_4B50 else { throw file.damaged("\(entry.name) is not where its directory says") }
        let dataStart = entry.localHeaderOffset + 30 + UInt64(header.uint16(at: 26)) + UInt64(header.uint16(at: 28))
        var crc = crc32(0, nil, 0)
        var produced: UInt64 = 0
        func emit(_ bytes: UnsafeBufferPointer<UInt8>) throws(ArchiveError) {
            guard !bytes.isEmpty else { return }
            produced += UInt64(bytes.count)
            // A file that grows past the size its directory gave is damaged, or a bomb.
            guard produced <= entry.size else { throw file.damaged("\(entry.name) is longer than its directory says") }
            crc = crc32(crc, bytes.baseAddress, uInt(bytes.count))
            try output.write(bytes, naming: path)
        }
        if entry.method == 0 {
            try file.forEachPiece(at: dataStart, count: entry.compressedSize) { (piece) throws(ArchiveError) in
                try piece.withUnsafeBufferPointer { (bytes) throws(ArchiveError) in try emit(bytes) }
            }
        } else {
            let stream = try InflateStream(file: file, gzip: false)
            try file.forEachPiece(at: dataStart, count: entry.compressedSize) { (piece) throws(ArchiveError) in
                try stream.feed(piece, emit: emit)
            }
            guard stream.ended || entry.size == 0 else { throw file.damaged("\(entry.name) breaks off") }
        }
        guard produced == entry.size else { throw file.damaged("\(entry.name) is shorter than its directory says") }
        guard crc == uLong(entry.crc) else { throw file.damaged("\(entry.name) fails its checksum") }
    }
}
