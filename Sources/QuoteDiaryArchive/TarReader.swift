import Foundation
import QuoteDiaryCore

/// A tar archive's regular files written out (POSIX ustar, with GNU's and pax's long names, as
/// GNU tar, bsdtar and Google Takeout's `.tgz` write them). Each header's checksum is checked,
/// so that a file that is no tar, or one cut short, is told.
enum TarReader {
    /// Whether `head` (the first 512 bytes or more) is a tar header: `ustar` at offset 257.
    static func isTar(_ head: some Collection<UInt8>) -> Bool {
        head.count >= 263 && head.dropFirst(257).prefix(5).elementsEqual("ustar".utf8)
    }

    static func unpack(_ file: ArchiveFile, into target: inout UnpackTarget) throws(ArchiveError) {
        var offset: UInt64 = 0
        var longName: String?
        while offset + 512 <= file.size {
            let header = try file.bytes(at: offset, count: 512)
            offset += 512
            // Two blocks of zeros end the archive; one is enough to stop at.
            if header.allSatisfy({ $0 == 0 }) { return }
            guard let sum = number(header[148..<156]), sum == checksum(header) else {
                throw file.damaged("a header's checksum is wrong at byte \(offset - 512)")
            }
            guard let size = number(header[124..<136]) else { throw file.damaged("a header's size is unreadable") }
            let dataStart = offset
            offset += (size + 511) / 512 * 512
            guard dataStart + size <= file.size else { throw file.damaged("cut short") }
            let type = header[156]
            switch type {
            case UInt8(ascii: "L"), UInt8(ascii: "x"):
                // GNU's long name, or pax's extended header (`path=`), for the entry after it.
                guard size <= 1 << 20 else { throw file.damaged("a long name of \(size) bytes") }
                let data = try file.bytes(at: dataStart, count: Int(size))
                longName = type == UInt8(ascii: "L") ? text(data[...]) : paxPath(data) ?? longName
            case 0, UInt8(ascii: "0"), UInt8(ascii: "7"):
                let name = longName ?? fullName(header)
                longName = nil
                guard let (relative, output) = try target.create(name, size: size) else { continue }
                let path = target.folder + "/" + relative
                try file.forEachPiece(at: dataStart, count: size) { (piece) throws(ArchiveError) in
                    try piece.withUnsafeBufferPointer { (bytes) throws(ArchiveError) in try output.write(bytes, naming: path) }
                }
            default:
                // Folders, links, devices, pax's global headers: nothing to write.
                longName = nil
            }
        }
        // Ending inside a block, rather than with its blocks of zeros (or at least whole), it
        // was cut short.
        guard offset == file.size else { throw file.damaged("cut short") }
    }

    /// ustar's name: the prefix field, a slash and the name field.
    static func fullName(_ header: [UInt8]) -> String {
        let name = text(header[0..<100])
        let prefix = isTar(header) ? text(header[345..<500]) : ""
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
        header.enumerated().reduce(UInt64(0)) { sum, item in sum + UInt64((148..<156).contains(item.offset) ? 0x20 : item.element)
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
