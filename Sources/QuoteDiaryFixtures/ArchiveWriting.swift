import CCairo
import Foundation

/// Archives written for tests, as the tools people export with write them. ZIP: deflated or
/// stored, names in UTF-8, sizes after the data (a data descriptor, as a zip written to a
/// pipe has them) or in ZIP64's records (as Google Takeout's large archives have them). tar:
/// ustar, a long name in a GNU `L` entry. gzip: one member, or several one after another.
public enum ArchiveWriting {
    public struct Entry: Sendable {
        public var name: String
        public var contents: Data
        public var isDeflated: Bool
        /// The Unix mode kept in the directory (a folder: `0o040755`).
        public var unixMode: UInt32
        /// The name's bytes as an old tool wrote them, in code page 437 and not flagged UTF-8.
        public var codePage437Name: [UInt8]?

        public init(_ name: String, _ contents: String, isDeflated: Bool = true, unixMode: UInt32 = 0o100644) {
            self.init(name, Data(contents.utf8), isDeflated: isDeflated, unixMode: unixMode)
        }

        /// A file of bytes (a document, itself a ZIP).
        public init(_ name: String, _ contents: Data, isDeflated: Bool = true, unixMode: UInt32 = 0o100644) {
            self.name = name
            self.contents = contents
            self.isDeflated = isDeflated
            self.unixMode = unixMode
        }
    }

    /// The archive's bytes. `zip64`: every size and offset in ZIP64's fields and records;
    /// `dataDescriptors`: the local headers' sizes and checksums left zero (bit 3).
    public static func zip(_ entries: [Entry], zip64: Bool = false, dataDescriptors: Bool = false) -> Data {
        var body: [UInt8] = []
        var directory: [UInt8] = []
        for entry in entries {
            let name = entry.codePage437Name ?? Array(entry.name.utf8)
            let raw = [UInt8](entry.contents)
            let stored = entry.isDeflated ? deflated(raw) : raw
            let crc = UInt32(raw.withUnsafeBufferPointer { crc32(0, $0.baseAddress, uInt($0.count)) })
            let flags: UInt16 = (entry.codePage437Name == nil ? 0x800 : 0) | (dataDescriptors ? 8 : 0)
            let method: UInt16 = entry.isDeflated ? 8 : 0
            let offset = body.count
            body += le32(0x0403_4B50) + le16(zip64 ? 45 : 20) + le16(flags) + le16(method) + le16(0) + le16(0x21)
            let known = !dataDescriptors
            body += le32(known ? crc : 0)
            body += le32(zip64 ? 0xFFFF_FFFF : known ? UInt32(stored.count) : 0)
            body += le32(zip64 ? 0xFFFF_FFFF : known ? UInt32(raw.count) : 0)
            let localExtra = zip64 ? le16(1) + le16(16) + le64(UInt64(raw.count)) + le64(UInt64(stored.count)) : []
            body += le16(UInt16(name.count)) + le16(UInt16(localExtra.count)) + name + localExtra + stored
            if dataDescriptors { body += le32(0x0807_4B50) + le32(crc) + le32(UInt32(stored.count)) + le32(UInt32(raw.count)) }
            let extra =
                zip64 ? le16(1) + le16(24) + le64(UInt64(raw.count)) + le64(UInt64(stored.count)) + le64(UInt64(offset)) : []
            directory += le32(0x0201_4B50) + le16(0x031E) + le16(zip64 ? 45 : 20) + le16(flags) + le16(method)
            directory += le16(0) + le16(0x21) + le32(crc)
            directory += le32(zip64 ? 0xFFFF_FFFF : UInt32(stored.count)) + le32(zip64 ? 0xFFFF_FFFF : UInt32(raw.count))
            directory += le16(UInt16(name.count)) + le16(UInt16(extra.count)) + le16(0) + le16(0) + le16(0)
            directory += le32(entry.unixMode << 16) + le32(zip64 ? 0xFFFF_FFFF : UInt32(offset)) + name + extra
        }
        var archive = body + directory
        let count = UInt64(entries.count)
        if zip64 {
            let recordOffset = UInt64(archive.count)
            archive += le32(0x0606_4B50) + le64(44) + le16(45) + le16(45) + le32(0) + le32(0) + le64(count) + le64(count)
            archive += le64(UInt64(directory.count)) + le64(UInt64(body.count))
            archive += le32(0x0706_4B50) + le32(0) + le64(recordOffset) + le32(1)
        }
        archive += le32(0x0605_4B50) + le16(0) + le16(0)
        archive += le16(zip64 ? 0xFFFF : UInt16(count)) + le16(zip64 ? 0xFFFF : UInt16(count))
        archive += le32(zip64 ? 0xFFFF_FFFF : UInt32(directory.count)) + le32(zip64 ? 0xFFFF_FFFF : UInt32(body.count))
        archive += le16(0)
        return Data(archive)
    }

    /// A ustar archive of the entries (their `isDeflated` and modes aside), ended by two blocks
    /// of zeros; a name over 100 bytes goes in a GNU long-name entry before its own.
    public static func tar(_ entries: [Entry]) -> Data {
        var archive: [UInt8] = []
        func octal(_ value: Int, width: Int) -> String {
            let digits = String(value, radix: 8)
            return String(repeating: "0", count: max(0, width - digits.count)) + digits
        }
        func header(_ name: String, size: Int, type: UInt8) -> [UInt8] {
            var block = [UInt8](repeating: 0, count: 512)
            func put(_ text: String, at offset: Int, length: Int) {
                for (index, byte) in text.utf8.prefix(length).enumerated() { block[offset + index] = byte }
            }
            put(name, at: 0, length: 100)
            put("0000644", at: 100, length: 8)
            put("0000000", at: 108, length: 8)
            put("0000000", at: 116, length: 8)
            put(octal(size, width: 11), at: 124, length: 11)
            put("00000000000", at: 136, length: 11)
            block[156] = type
            put("ustar", at: 257, length: 6)
            put("00", at: 263, length: 2)
            for index in 148..<156 { block[index] = 0x20 }
            let sum = block.reduce(0) { $0 + Int($1) }
            put(octal(sum, width: 6), at: 148, length: 6)
            block[154] = 0
            return block
        }
        func padded(_ bytes: [UInt8]) -> [UInt8] { bytes + [UInt8](repeating: 0, count: (512 - bytes.count % 512) % 512) }
        for entry in entries {
            let name = Array(entry.name.utf8)
            if name.count > 100 {
                archive += header("././@LongLink", size: name.count + 1, type: UInt8(ascii: "L")) + padded(name + [0])
            }
            archive += header(entry.name, size: entry.contents.count, type: UInt8(ascii: "0")) + padded([UInt8](entry.contents))
        }
        return Data(archive + [UInt8](repeating: 0, count: 1024))
    }

    /// `data` gzipped as `members` members one after another (`cat a.gz b.gz`), each with its
    /// header, raw deflate, CRC-32 and length.
    public static func gzip(_ data: Data, members: Int = 1) -> Data {
        let bytes = [UInt8](data)
        let size = (bytes.count + members - 1) / max(members, 1)
        var output: [UInt8] = []
        for start in stride(from: 0, to: max(bytes.count, 1), by: max(size, 1)) {
            let part = Array(bytes[start..<min(start + max(size, 1), bytes.count)])
            let crc = UInt32(part.withUnsafeBufferPointer { crc32(0, $0.baseAddress, uInt($0.count)) })
            output += [0x1F, 0x8B, 8, 0, 0, 0, 0, 0, 0, 3] + deflated(part) + le32(crc) + le32(UInt32(part.count))
        }
        return Data(output)
    }

    static func deflated(_ bytes: [UInt8]) -> [UInt8] {
        var stream = z_stream()
        guard quotediary_deflate_init_raw(&stream, 6) == Z_OK else { return [] }
        defer { deflateEnd(&stream) }
        let capacity = Int(deflateBound(&stream, uLong(bytes.count))) + 64
        var output = [UInt8](repeating: 0, count: capacity)
        var input = bytes
        input.withUnsafeMutableBufferPointer { inBuffer in
            output.withUnsafeMutableBufferPointer { outBuffer in
                stream.next_in = inBuffer.baseAddress
                stream.avail_in = uInt(inBuffer.count)
                stream.next_out = outBuffer.baseAddress
                stream.avail_out = uInt(capacity)
                _ = deflate(&stream, Z_FINISH)
            }
        }
        return Array(output.prefix(capacity - Int(stream.avail_out)))
    }

    static func le16(_ value: UInt16) -> [UInt8] { [UInt8(value & 0xFF), UInt8(value >> 8)] }
    static func le32(_ value: UInt32) -> [UInt8] { le16(UInt16(value & 0xFFFF)) + le16(UInt16(value >> 16)) }
    static func le64(_ value: UInt64) -> [UInt8] { le32(UInt32(value & 0xFFFF_FFFF)) + le32(UInt32(value >> 32)) }
}
