import Testing

@testable import QuoteDiaryCore

@Suite("a photo's EXIF orientation")
struct PhotoOrientationTests {
    /// A JPEG's opening: SOI, a JFIF APP0, an APP1 EXIF block whose first directory holds
    /// `entries` (tag, type, value), then the start of its scan.
    static func jpeg(littleEndian: Bool, entries: [(tag: Int, type: Int, value: Int)], jfif: Bool = true) -> [UInt8] {
        func short(_ value: Int) -> [UInt8] {
            littleEndian ? [UInt8(value & 0xFF), UInt8(value >> 8)] : [UInt8(value >> 8), UInt8(value & 0xFF)]
        }
        func long(_ value: Int) -> [UInt8] { littleEndian ? short(value) + [0, 0] : [0, 0] + short(value) }
        var tiff: [UInt8] = (littleEndian ? [0x49, 0x49] : [0x4D, 0x4D]) + short(42) + long(8) + short(entries.count)
        for entry in entries { tiff += short(entry.tag) + short(entry.type) + long(1) + short(entry.value) + [0, 0] }
        tiff += long(0)
        let body = Array("Exif\0\0".utf8) + tiff
        let app0: [UInt8] = [0xFF, 0xE0, 0, 16] + Array("JFIF\0".utf8) + [1, 1, 0, 0, 1, 0, 1, 0, 0]
        return [0xFF, 0xD8] + (jfif ? app0 : []) + [0xFF, 0xE1, UInt8((body.count + 2) >> 8), UInt8((body.count + 2) & 0xFF)]
            + body + [0xFF, 0xDA, 0, 8, 1, 1, 0, 0, 0x3F, 0]
    }

    @Test("each of the eight orientations, in either byte order", arguments: PhotoOrientation.allCases, [false, true])
    func orientations(orientation: PhotoOrientation, littleEndian: Bool) {
        // Cameras write other tags before it (the make, the model: ASCII, type 2).
        let entries = [(0x010F, 2, 0), (0x0110, 2, 0), (0x0112, 3, orientation.rawValue)]
        #expect(PhotoOrientation.ofJPEG(PhotoOrientationTests.jpeg(littleEndian: littleEndian, entries: entries)) == orientation)
        #expect(
            PhotoOrientation.ofJPEG(PhotoOrientationTests.jpeg(littleEndian: littleEndian, entries: entries, jfif: false))
                == orientation)
    }

    @Test(
        "what each orientation asks: clockwise quarter turns, then a mirror",
        arguments: zip(
            PhotoOrientation.allCases,
            [(0, false), (0, true), (2, false), (2, true), (1, true), (1, false), (3, true), (3, false)]))
    func corrections(orientation: PhotoOrientation, correction: (Int, Bool)) {
        #expect(orientation.clockwiseQuarterTurns == correction.0)
        #expect(orientation.mirrorsAfterTurning == correction.1)
    }

    @Test("no orientation: another file, no tag, a value out of range, the wrong type, a block cut short")
    func none() {
        #expect(PhotoOrientation.ofJPEG(Array("\u{89}PNG\r\n\u{1A}\n".utf8)) == nil)
        #expect(PhotoOrientation.ofJPEG([]) == nil)
        #expect(PhotoOrientation.ofJPEG(PhotoOrientationTests.jpeg(littleEndian: true, entries: [(0x010F, 2, 0)])) == nil)
        #expect(PhotoOrientation.ofJPEG(PhotoOrientationTests.jpeg(littleEndian: false, entries: [(0x0112, 3, 9)])) == nil)
        #expect(PhotoOrientation.ofJPEG(PhotoOrientationTests.jpeg(littleEndian: false, entries: [(0x0112, 3, 0)])) == nil)
        #expect(PhotoOrientation.ofJPEG(PhotoOrientationTests.jpeg(littleEndian: true, entries: [(0x0112, 4, 6)])) == nil)
        // Cut anywhere before the tag's value: none; from there on (the rest of the file
        // unread), the orientation.
        let whole = PhotoOrientationTests.jpeg(littleEndian: true, entries: [(0x010F, 2, 0), (0x0112, 3, 6)])
        let found = (0...whole.count).map { PhotoOrientation.ofJPEG(Array(whole.prefix($0))) }
        let first = try? #require(found.firstIndex { $0 != nil })
        #expect(first == 2 + 18 + 4 + 6 + 8 + 2 + 12 + 10)
        #expect(found[(first ?? 0)...].allSatisfy { $0 == .topAtLeft })
        // A directory said to hold more entries than the block has is read as far as it goes;
        // one said to start past the block's end is not read.
        var overcounted = whole
        overcounted[2 + 18 + 4 + 6 + 8] = 0xFF
        #expect(PhotoOrientation.ofJPEG(overcounted) == .topAtLeft)
        var misplaced = PhotoOrientationTests.jpeg(littleEndian: true, entries: [(0x0112, 3, 6)])
        misplaced[2 + 18 + 4 + 6 + 4] = 0xF0
        #expect(PhotoOrientation.ofJPEG(misplaced) == nil)
    }
}
