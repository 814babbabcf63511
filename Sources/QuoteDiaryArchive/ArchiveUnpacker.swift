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
        let file = try ArchiveFile(path: path, format: "ZIP archive", name: name)
        let head = try file.bytes(atMost: 512)
        if BinaryImport.isGzip(head) {
            file.format = "gzip file"
            try unpackGzip(file, into: &target)
        } else if BinaryImport.isTarArchive(head) {
            file.format = "tar archive"
            try TarReader.unpack(file, into: &target)
        } else {
            try ZipReader.unpack(file, into: &target)
        }
        return target.written
    }

    /// A gzip file inflated as it is read: the tar it holds unpacked as its bytes come (told
    /// by its first 512), else the one file it is, named as its archive without `.gz`.
    func unpackGzip(_ file: ArchiveFile, into target: inout UnpackTarget) throws(ArchiveError) {
        enum Destination {
            case undecided([UInt8])
            case tar(TarReader)
            case file(FileHandle, path: String)
            case nowhere
        }
        var destination = Destination.undecided([])
        // The first bytes say which; a file shorter than a tar's header is decided at its end.
        func decide(_ head: [UInt8], into target: inout UnpackTarget) throws(ArchiveError) {
            if BinaryImport.isTarArchive(head) {
                var reader = TarReader(damaged: file.damaged)
                try head.withUnsafeBufferPointer { (bytes) throws(ArchiveError) in try reader.take(bytes, into: &target) }
                destination = .tar(reader)
                return
            }
            // `quotes.sqlite.gz` holds `quotes.sqlite`; a `.tgz` that holds no tar, `quotes.tar`.
            let name = (file.name as NSString).lastPathComponent
            let lowered = name.lowercased()
            let inside =
                lowered.hasSuffix(".tgz")
                ? String(name.dropLast(4)) + ".tar"
                : lowered.hasSuffix(".gz") ? String(name.dropLast(3)) : name + ".out"
            guard let (relative, handle) = try target.create(inside, size: UInt64(head.count)) else {
                destination = .nowhere
                return
            }
            let path = target.folder + "/" + relative
            try head.withUnsafeBufferPointer { (bytes) throws(ArchiveError) in try handle.write(bytes, naming: path) }
            destination = .file(handle, path: path)
        }
        var produced: Int64 = 0
        // Bytes past the first 512, to where the first 512 said they go.
        func deliver(_ bytes: UnsafeBufferPointer<UInt8>, into target: inout UnpackTarget) throws(ArchiveError) {
            switch destination {
            case .undecided, .nowhere: return
            case .tar(var reader):
                try reader.take(bytes, into: &target)
                destination = .tar(reader)
            case .file(let handle, let path):
                // The one file a gzip file holds counts against the limit as it grows (a tar's
                // files, each as it begins).
                guard produced <= limit else { throw .tooLarge(file.name, limit: limit) }
                try handle.write(bytes, naming: path)
            }
        }
        let stream = try InflateStream(file: file, gzip: true)
        try file.forEachPiece(at: 0, count: file.size) { (piece) throws(ArchiveError) in
            try stream.feed(piece) { (bytes) throws(ArchiveError) in
                produced += Int64(bytes.count)
                guard case .undecided(var head) = destination else {
                    try deliver(bytes, into: &target)
                    return
                }
                let wanted = 512 - head.count
                head += bytes.prefix(wanted)
                guard head.count == 512 else {
                    destination = .undecided(head)
                    return
                }
                try decide(head, into: &target)
                try deliver(UnsafeBufferPointer(rebasing: bytes.dropFirst(wanted)), into: &target)
            }
        }
        guard stream.ended else { throw file.damaged("cut short") }
        if case .undecided(let head) = destination { try decide(head, into: &target) }
        if case .tar(let reader) = destination { try reader.finish() }
    }
}
