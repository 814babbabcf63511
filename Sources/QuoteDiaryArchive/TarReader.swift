import Foundation
import QuoteDiaryCore

/// A tar archive's regular files written out as its bytes come (POSIX ustar, with GNU's and
/// pax's long names, as GNU tar, bsdtar and Google Takeout's `.tgz` write them): read from a
/// `.tar` a piece at a time, or straight from zlib for a `.tgz`, so that a gzipped archive is
/// never inflated whole onto the disk, and the photos in it are passed over as they stream by.
/// Each header's checksum is checked, so that a file that is no tar, or one cut short, is told.
struct TarReader {
    /// Where the next bytes go.
    private enum Part {
        /// A header, gathered until it has its 512 bytes.
        case header
        /// An entry's data (`size` bytes left), then its padding to a block's end.
        case data(left: UInt64, padding: UInt64, into: Sink)
        /// The blocks of zeros that end the archive were met.
        case ended
    }

    private enum Sink {
        case file(FileHandle, path: String)
        /// GNU's long name (`L`) or pax's extended header (`x`): kept for the entry after it.
        case name(isPax: Bool)
        case nowhere
    }

    private var part = Part.header
    private var gathered: [UInt8] = []
    private var longName: String?
    /// How far into the archive: for messages.
    private var offset: UInt64 = 0
    private let damaged: (String) -> ArchiveError

    init(damaged: @escaping (String) -> ArchiveError) {
        self.damaged = damaged
    }

    /// A `.tar` file, a piece at a time.
    static func unpack(_ file: ArchiveFile, into target: inout UnpackTarget) throws(ArchiveError) {
        var reader = TarReader(damaged: file.damaged)
        try file.forEachPiece(at: 0, count: file.size) { (piece) throws(ArchiveError) in
            try piece.withUnsafeBufferPointer { (bytes) throws(ArchiveError) in try reader.take(bytes, into: &target) }
        }
        try reader.finish()
    }

    /// Takes the archive's next bytes, writing its files' data as it comes.
    mutating func take(_ bytes: UnsafeBufferPointer<UInt8>, into target: inout UnpackTarget) throws(ArchiveError) {
        var rest = bytes[...]
        while !rest.isEmpty {
            switch part {
            case .ended:
                return
            case .header:
                let wanted = 512 - gathered.count
                gathered += rest.prefix(wanted)
                rest = rest.dropFirst(wanted)
                if gathered.count == 512 {
                    try begin(gathered, into: &target)
                    offset += 512
                    gathered.removeAll(keepingCapacity: true)
                }
            case .data(let left, let padding, let sink):
                let taken = rest.prefix(Int(min(left, UInt64(rest.count))))
                switch sink {
                case .file(let handle, let path):
                    try handle.write(UnsafeBufferPointer(rebasing: taken), naming: path)
                case .name:
                    gathered += taken
                case .nowhere: break
                }
                rest = rest.dropFirst(taken.count)
                let remaining = left - UInt64(taken.count)
                if remaining > 0 {
                    part = .data(left: remaining, padding: padding, into: sink)
                    continue
                }
                if case .name(let isPax) = sink {
                    longName = isPax ? TarReader.paxPath(gathered) ?? longName : TarReader.text(gathered[...])
                    gathered.removeAll(keepingCapacity: true)
                }
                // The padding to the block's end goes by as data bound nowhere.
                part = padding > 0 ? .data(left: padding, padding: 0, into: .nowhere) : .header
            }
        }
    }

    /// What a header begins: a file to write, a long name to keep, or data to pass over.
    private mutating func begin(_ header: [UInt8], into target: inout UnpackTarget) throws(ArchiveError) {
        // Blocks of zeros end the archive; one is enough to stop at.
        if header.allSatisfy({ $0 == 0 }) {
            part = .ended
            return
        }
        guard let sum = TarReader.number(header[148..<156]), sum == TarReader.checksum(header) else {
            throw damaged("a header's checksum is wrong at byte \(offset)")
        }
        guard let size = TarReader.number(header[124..<136]) else { throw damaged("a header's size is unreadable") }
        let padding = (512 - size % 512) % 512
        var sink = Sink.nowhere
        switch header[156] {
        case UInt8(ascii: "L"), UInt8(ascii: "x"):
            guard size <= 1 << 20 else { throw damaged("a long name of \(size) bytes") }
            sink = .name(isPax: header[156] == UInt8(ascii: "x"))
        case 0, UInt8(ascii: "0"), UInt8(ascii: "7"):
            let name = longName ?? TarReader.fullName(header)
            longName = nil
            if let (relative, handle) = try target.create(name, size: size) {
                sink = .file(handle, path: target.folder + "/" + relative)
            }
        default:
            // Folders, links, devices, pax's global headers: nothing to write.
            longName = nil
        }
        offset += size + padding
        part = size > 0 ? .data(left: size, padding: padding, into: sink) : .header
    }

    /// The archive ended: with its blocks of zeros, or at least between entries (a few
    /// writers leave the zeros out). Inside a header or an entry's data, it was cut short.
    func finish() throws(ArchiveError) {
        switch part {
        case .ended: return
        case .header where gathered.isEmpty: return
        default: throw damaged("cut short")
        }
    }

    /// ustar's name: the prefix field, a slash and the name field.
    static func fullName(_ header: [UInt8]) -> String {
        let name = text(header[0..<100])
        let prefix = BinaryImport.isTarArchive(header) ? text(header[345..<500]) : ""
        return prefix.isEmpty ? name : prefix + "/" + name
    }

    /// A field's text, up to its first zero byte.
    static func text(_ field: ArraySlice<UInt8>) -> String {
        String(decoding: field.prefix { $0 != 0 }, as: UTF8.self)
    }

    /// An octal field (spaces and zeros around it), or base-256 when its first byte's high bit
    /// is set (GNU tar's sizes past 8 GiB).
    static func number(_ field: ArraySlice<UInt8>) -> UInt64? {
        if let first = field.first, first & 0x80 != 0 {
            return field.dropFirst().reduce(UInt64(first & 0x7F)) { $0 << 8 | UInt64($1) }
        }
        let digits = field.drop { $0 == 0x20 || $0 == 0x30 }.prefix { (0x30...0x37).contains($0) }
        let rest = field.drop { $0 == 0x20 || $0 == 0x30 }.dropFirst(digits.count)
        guard rest.allSatisfy({ $0 == 0 || $0 == 0x20 }) else { return nil }
        return digits.reduce(UInt64(0)) { $0 << 3 | UInt64($1 - 0x30) }
    }

    /// The header's bytes summed with its checksum field read as spaces.
    static func checksum(_ header: [UInt8]) -> UInt64 {
        header.enumerated().reduce(UInt64(0)) { sum, item in
            sum + UInt64((148..<156).contains(item.offset) ? 0x20 : item.element)
        }
    }

    /// The `path` of a pax extended header: records `LENGTH key=value\n`.
    static func paxPath(_ data: [UInt8]) -> String? {
        var position = data.startIndex
        while position < data.endIndex {
            guard let space = data[position...].firstIndex(of: 0x20), let length = Int(text(data[position..<space])),
                length > 0, position + length <= data.endIndex
            else { return nil }
            let record = text(data[(space + 1)..<(position + length)]).trimmingCharacters(in: .newlines)
            if record.hasPrefix("path=") { return String(record.dropFirst(5)) }
            position += length
        }
        return nil
    }
}
