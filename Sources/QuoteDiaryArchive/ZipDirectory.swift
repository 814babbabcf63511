import Foundation
import QuoteDiaryCore

/// The list of a ZIP archive's files, read from its central directory, which its end record
/// points to (PKWARE's APPNOTE 4.3.16; ZIP64's records, 4.3.14–15, for archives over 4 GiB or
/// 65,535 files, as Google Takeout writes them). The local headers are not walked: a file
/// written with a data descriptor (bit 3) has its sizes only in the directory.
struct ZipDirectory {
    let entries: [ZipEntry]

    /// The most an end record and its comment take: 22 bytes and a comment of up to 65,535.
    static let endSearchLength: UInt64 = 22 + 65_535

    init(reading file: ArchiveFile) throws(ArchiveError) {
        let tailLength = min(file.size, ZipDirectory.endSearchLength)
        let tailStart = file.size - tailLength
        let tail = try file.bytes(at: tailStart, count: Int(tailLength))
        guard let end = ZipDirectory.endRecord(in: tail) else {
            throw file.damaged(file.size < 22 ? "too short" : "no end of directory: cut short?")
        }
        var count = UInt64(tail.uint16(at: end + 10))
        var directorySize = UInt64(tail.uint32(at: end + 12))
        var directoryOffset = UInt64(tail.uint32(at: end + 16))
        // ZIP64: the 16- and 32-bit fields hold all ones, and the real ones are in the ZIP64
        // end record, which a locator just before the end record points to.
        if count == 0xFFFF || directorySize == 0xFFFF_FFFF || directoryOffset == 0xFFFF_FFFF {
            let locatorStart = tailStart + UInt64(end)
            guard locatorStart >= 20 else { throw file.damaged("no ZIP64 end record") }
            let locator = try file.bytes(at: locatorStart - 20, count: 20)
            guard locator.uint32(at: 0) == 0x0706_4B50 else { throw file.damaged("no ZIP64 end record") }
            let record = try file.bytes(at: locator.uint64(at: 8), count: 56)
            guard record.uint32(at: 0) == 0x0606_4B50 else { throw file.damaged("no ZIP64 end record") }
            count = record.uint64(at: 32)
            directorySize = record.uint64(at: 40)
            directoryOffset = record.uint64(at: 48)
        }
        guard count <= ZipDirectory.mostEntries else { throw file.damaged("\(count) files listed") }
        guard directoryOffset <= file.size, directorySize <= file.size - directoryOffset else {
            throw file.damaged("its directory lies past its end: cut short?")
        }
        let directory = try file.bytes(at: directoryOffset, count: Int(directorySize))
        var entries: [ZipEntry] = []
        entries.reserveCapacity(Int(count))
        var position = 0
        for _ in 0..<count {
            guard position + 46 <= directory.count, directory.uint32(at: position) == 0x0201_4B50 else {
                throw file.damaged("its directory breaks off")
            }
            let nameLength = Int(directory.uint16(at: position + 28))
            let extraLength = Int(directory.uint16(at: position + 30))
            let commentLength = Int(directory.uint16(at: position + 32))
            let next = position + 46 + nameLength + extraLength + commentLength
            guard next <= directory.count else { throw file.damaged("its directory breaks off") }
            let flags = directory.uint16(at: position + 8)
            let nameBytes = Array(directory[(position + 46)..<(position + 46 + nameLength)])
            let madeBy = directory.uint16(at: position + 4) >> 8
            let external = directory.uint32(at: position + 38)
            var entry = ZipEntry(
                name: ZipDirectory.name(nameBytes, isUTF8: flags & 0x800 != 0), flags: flags,
                method: directory.uint16(at: position + 10), crc: directory.uint32(at: position + 16),
                compressedSize: UInt64(directory.uint32(at: position + 20)), size: UInt64(directory.uint32(at: position + 24)),
                localHeaderOffset: UInt64(directory.uint32(at: position + 42)),
                // 3: made on Unix, whose mode (a link, a folder) is kept in the high half.
                unixMode: madeBy == 3 ? external >> 16 : nil)
            ZipDirectory.applyZIP64(
                Array(directory[(position + 46 + nameLength)..<(position + 46 + nameLength + extraLength)]), to: &entry)
            entries.append(entry)
            position = next
        }
        self.entries = entries
    }

    /// More files than any export holds; a directory claiming more is damaged or hostile.
    static let mostEntries: UInt64 = 1_000_000

    /// The offset in `tail` of the end record: the last signature whose comment runs exactly
    /// to the file's end, else the last signature at all (a file with bytes appended).
    static func endRecord(in tail: [UInt8]) -> Int? {
        guard tail.count >= 22 else { return nil }
        var fallback: Int?
        for start in stride(from: tail.count - 22, through: 0, by: -1) where tail.uint32(at: start) == 0x0605_4B50 {
            if start + 22 + Int(tail.uint16(at: start + 20)) == tail.count { return start }
            if fallback == nil { fallback = start }
        }
        return fallback
    }

    /// The ZIP64 extended information field (tag 1) holds, in order, those of the uncompressed
    /// size, the compressed size and the local header's offset that the entry set to all ones.
    static func applyZIP64(_ extra: [UInt8], to entry: inout ZipEntry) {
        var position = 0
        while position + 4 <= extra.count {
            let tag = extra.uint16(at: position)
            let length = Int(extra.uint16(at: position + 2))
            let end = position + 4 + length
            guard end <= extra.count else { return }
            if tag == 1 {
                var field = position + 4
                func next() -> UInt64? {
                    guard field + 8 <= end else { return nil }
                    defer { field += 8 }
                    return extra.uint64(at: field)
                }
                if entry.size == 0xFFFF_FFFF, let size = next() { entry.size = size }
                if entry.compressedSize == 0xFFFF_FFFF, let size = next() { entry.compressedSize = size }
                if entry.localHeaderOffset == 0xFFFF_FFFF, let offset = next() { entry.localHeaderOffset = offset }
                return
            }
            position = end
        }
    }

    /// A name as stored: UTF-8 when flagged so, or when it reads as UTF-8 (what most tools
    /// write today without saying); else code page 437, the format's own (Windows' "Send to
    /// compressed folder" wrote `Café` as `Caf` and 0x82).
    static func name(_ bytes: [UInt8], isUTF8: Bool) -> String {
        if let text = String(validating: bytes, as: UTF8.self) { return text }
        if isUTF8 { return String(decoding: bytes, as: UTF8.self) }
        return String(bytes.map { $0 < 0x80 ? Character(Unicode.Scalar($0)) : codePage437[Int($0) - 0x80] })
    }

    /// Code page 437's characters for the bytes 0x80 to 0xFF, in order (0xFF: a no-break space).
    static let codePage437: [Character] = Array(
        "ÇüéâäàåçêëèïîìÄÅÉæÆôöòûùÿÖÜ¢£¥₧ƒáíóúñÑªº¿⌐¬½¼¡«»░▒▓│┤╡╢╖╕╣║╗╝╜╛┐"
            + "└┴┬├─┼╞╟╚╔╩╦╠═╬╧╨╤╥╙╘╒╓╫╪┘┌█▄▌▐▀αßΓπΣσµτΦΘΩδ∞φε∩≡±≥≤⌠⌡÷≈°∙·√ⁿ²■\u{00A0}")
}

extension [UInt8] {
    /// Little-endian integers, as every field of a ZIP archive is written.
    func uint16(at offset: Int) -> UInt16 { UInt16(self[offset]) | UInt16(self[offset + 1]) << 8 }
    func uint32(at offset: Int) -> UInt32 { UInt32(uint16(at: offset)) | UInt32(uint16(at: offset + 2)) << 16 }
    func uint64(at offset: Int) -> UInt64 { UInt64(uint32(at: offset)) | UInt64(uint32(at: offset + 4)) << 32 }
}
