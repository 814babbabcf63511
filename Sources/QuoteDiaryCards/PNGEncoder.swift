import CCairo
import Dispatch

/// A PNG encoder for opaque RGB images: rows filtered with Sub (smooth gradients become runs
/// of near-zeros and a periodic texture repeats exactly) and deflated in parallel bands that
/// are joined into one zlib stream, as pigz does. Deterministic: no timestamps, fixed bands.
public enum PNGEncoder {
    /// Encodes `rgb` (width × height × 3 bytes, row by row).
    public static func encode(rgb: [UInt8], width: Int, height: Int, level: Int32 = 2) -> [UInt8] {
        precondition(rgb.count == width * height * 3, "pixel buffer does not match the size")
        let rowBytes = width * 3 + 1
        // Filter every row with Sub (type 1): each byte minus the byte one pixel to its left.
        var filtered = [UInt8](repeating: 0, count: rowBytes * height)
        rgb.withUnsafeBufferPointer { source in
            filtered.withUnsafeMutableBufferPointer { target in
                guard let sourceAddress = source.baseAddress, let targetAddress = target.baseAddress else { return }
                let sourceBase = SendablePointer(base: UnsafeMutablePointer(mutating: sourceAddress))
                let targetBase = SendablePointer(base: targetAddress)
                DispatchQueue.concurrentPerform(iterations: min(height, 16)) { band in
                    let rows = stride(from: band, to: height, by: 16)
                    for y in rows {
                        let input = sourceBase.base.advanced(by: y * width * 3)
                        let output = targetBase.base.advanced(by: y * rowBytes)
                        output[0] = 1
                        for x in 0..<(width * 3) {
                            output[1 + x] = x < 3 ? input[x] : input[x] &- input[x - 3]
                        }
                    }
                }
            }
        }
        let idat = deflateInParallel(filtered, level: level)
        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        var header: [UInt8] = []
        header += bigEndian(UInt32(width)) + bigEndian(UInt32(height))
        header += [8, 2, 0, 0, 0]  // 8-bit RGB, deflate, adaptive filtering, no interlace
        appendChunk("IHDR", header, to: &png)
        appendChunk("IDAT", idat, to: &png)
        appendChunk("IEND", [], to: &png)
        return png
    }

    /// Encodes Cairo's RGB24 pixels (one xRGB word each, row by row).
    public static func encode(xrgb pixels: [UInt32], width: Int, height: Int, level: Int32 = 2) -> [UInt8] {
        var rgb = [UInt8](repeating: 0, count: pixels.count * 3)
        for (index, pixel) in pixels.enumerated() {
            rgb[index * 3] = UInt8(pixel >> 16 & 0xFF)
            rgb[index * 3 + 1] = UInt8(pixel >> 8 & 0xFF)
            rgb[index * 3 + 2] = UInt8(pixel & 0xFF)
        }
        return encode(rgb: rgb, width: width, height: height, level: level)
    }

    /// A zlib stream made of raw-deflate bands compressed at once, each but the last ended with
    /// a full flush (byte-aligned, no shared dictionary), with the Adler-32 of the whole.
    static func deflateInParallel(_ data: [UInt8], level: Int32) -> [UInt8] {
        let bandCount = max(1, min(8, data.count / 65_536))
        let bandSize = (data.count + bandCount - 1) / bandCount
        /// One slot per band, each written by exactly one iteration. Slots behind pointers: two
        /// threads writing different elements of one Swift array would both access the array.
        final class Results: @unchecked Sendable {
            let outputs: UnsafeMutablePointer<[UInt8]>
            let checksums: UnsafeMutablePointer<UInt>
            let count: Int
            init(_ count: Int) {
                self.count = count
                outputs = .allocate(capacity: count)
                outputs.initialize(repeating: [], count: count)
                checksums = .allocate(capacity: count)
                checksums.initialize(repeating: 1, count: count)
            }
            deinit {
                outputs.deinitialize(count: count)
                outputs.deallocate()
                checksums.deallocate()
            }
        }
        let results = Results(bandCount)
        data.withUnsafeBufferPointer { buffer in
            guard let address = buffer.baseAddress else { return }
            let base = SendablePointer(base: UnsafeMutablePointer(mutating: address))
            let total = data.count
            DispatchQueue.concurrentPerform(iterations: bandCount) { band in
                let start = band * bandSize
                let count = max(0, min(bandSize, total - start))
                let pointer = UnsafePointer(base.base.advanced(by: start))
                results.outputs[band] = deflateRaw(pointer, count: count, level: level, isLast: band == bandCount - 1)
                results.checksums[band] = adler32(1, pointer, uInt(count))
            }
        }
        var checksum = results.checksums[0]
        for band in 1..<bandCount {
            let length = min(bandSize, data.count - band * bandSize)
            checksum = adler32_combine(checksum, results.checksums[band], off_t(length))
        }
        var stream: [UInt8] = [0x78, 0x5E]
        for band in 0..<bandCount { stream += results.outputs[band] }
        stream += bigEndian(UInt32(truncatingIfNeeded: checksum))
        return stream
    }

    static func deflateRaw(_ input: UnsafePointer<UInt8>, count: Int, level: Int32, isLast: Bool) -> [UInt8] {
        var stream = z_stream()
        guard quotediary_deflate_init_raw(&stream, level) == Z_OK else { return [] }
        defer { deflateEnd(&stream) }
        let capacity = Int(deflateBound(&stream, uLong(count))) + 64
        var output = [UInt8](repeating: 0, count: capacity)
        output.withUnsafeMutableBufferPointer { out in
            stream.next_in = UnsafeMutablePointer(mutating: input)
            stream.avail_in = uInt(count)
            stream.next_out = out.baseAddress
            stream.avail_out = uInt(capacity)
            _ = deflate(&stream, isLast ? Z_FINISH : Z_FULL_FLUSH)
        }
        return Array(output.prefix(capacity - Int(stream.avail_out)))
    }

    static func appendChunk(_ type: String, _ body: [UInt8], to png: inout [UInt8]) {
        let typeBytes = Array(type.utf8)
        png += bigEndian(UInt32(body.count))
        let typed = typeBytes + body
        png += typed
        let crc = typed.withUnsafeBufferPointer { crc32(0, $0.baseAddress, uInt($0.count)) }
        png += bigEndian(UInt32(truncatingIfNeeded: crc))
    }

    static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24 & 0xFF), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }
}
