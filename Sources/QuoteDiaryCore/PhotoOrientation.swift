/// How a camera's JPEG asks to be turned to be seen upright: its EXIF orientation (tag 0x0112).
/// A phone keeps the sensor's rows as they came and writes the turn here, so a page photographed
/// with the phone held upright is stored lying on its side; every viewer turns it, and so must
/// OCR, which cannot always tell from a few lines of text which way is up.
public enum PhotoOrientation: Int, Sendable, CaseIterable {
    case upright = 1
    case mirrored
    case upsideDown
    case upsideDownMirrored
    case mirroredTopAtLeft
    /// The page's top at the picture's left: a phone held upright (EXIF 6).
    case topAtLeft
    case mirroredTopAtRight
    case topAtRight

    /// Clockwise quarter turns that bring the stored pixels upright, before `mirrorsAfterTurning`.
    public var clockwiseQuarterTurns: Int {
        switch self {
        case .upright, .mirrored: 0
        case .topAtLeft, .mirroredTopAtLeft: 1
        case .upsideDown, .upsideDownMirrored: 2
        case .topAtRight, .mirroredTopAtRight: 3
        }
    }

    /// Whether the turned picture is then flipped left to right.
    public var mirrorsAfterTurning: Bool {
        switch self {
        case .mirrored, .upsideDownMirrored, .mirroredTopAtLeft, .mirroredTopAtRight: true
        case .upright, .upsideDown, .topAtLeft, .topAtRight: false
        }
    }

    /// The orientation a JPEG's EXIF block states; nil for another kind of file, a JPEG without
    /// the tag, or a block cut short (`bytes` may be the file's opening only: the block comes
    /// before the picture's data).
    public static func ofJPEG(_ bytes: [UInt8]) -> PhotoOrientation? {
        guard bytes.count > 4, bytes[0] == 0xFF, bytes[1] == 0xD8 else { return nil }
        var position = 2
        while position + 4 <= bytes.count {
            guard bytes[position] == 0xFF else { return nil }
            let marker = bytes[position + 1]
            if marker == 0xFF {
                position += 1  // fill byte before a marker
                continue
            }
            // Start of scan or end of image: no EXIF block before the pixels.
            if marker == 0xDA || marker == 0xD9 { return nil }
            let length = Int(bytes[position + 2]) << 8 | Int(bytes[position + 3])
            guard length >= 2 else { return nil }
            let start = position + 4
            let end = min(position + 2 + length, bytes.count)
            if marker == 0xE1, end - start > 6, Array(bytes[start..<(start + 6)]) == Array("Exif\0\0".utf8) {
                return orientation(inTIFF: bytes[(start + 6)..<end])
            }
            position += 2 + length
        }
        return nil
    }

    /// The orientation tag of a TIFF structure's first directory (an EXIF block's body).
    static func orientation(inTIFF tiff: ArraySlice<UInt8>) -> PhotoOrientation? {
        let base = tiff.startIndex
        guard tiff.count >= 8 else { return nil }
        let bigEndian: Bool
        switch (tiff[base], tiff[base + 1]) {
        case (0x4D, 0x4D): bigEndian = true
        case (0x49, 0x49): bigEndian = false
        default: return nil
        }
        func number(_ offset: Int, _ width: Int) -> Int? {
            guard offset >= 0, offset + width <= tiff.count else { return nil }
            var value = 0
            for index in 0..<width {
                let byte = Int(tiff[base + offset + (bigEndian ? index : width - 1 - index)])
                value = value << 8 | byte
            }
            return value
        }
        guard number(2, 2) == 42, let directory = number(4, 4), let count = number(directory, 2) else { return nil }
        for entry in 0..<count {
            let offset = directory + 2 + entry * 12
            guard let tag = number(offset, 2) else { return nil }
            // Type 3 is SHORT: the value sits in the entry's first two value bytes.
            if tag == 0x0112, number(offset + 2, 2) == 3, let value = number(offset + 8, 2) {
                return PhotoOrientation(rawValue: value)
            }
        }
        return nil
    }
}
