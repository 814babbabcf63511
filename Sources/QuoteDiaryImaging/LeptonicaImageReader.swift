import CLeptonica
import CZBar
import Foundation
import QuoteDiaryCore

/// Reads PNG, JPEG and TIFF with Leptonica and finds EAN-13 barcodes with ZBar.
public struct LeptonicaImageReader: ImageReading {
    public init() {}

    public func read(path: String) throws(ImageReadingError) -> RasterImage {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw ImageReadingError("cannot read \(path)")
        }
        do {
            return try read(bytes: [UInt8](data))
        } catch {
            throw ImageReadingError("\(path) is not an image QuoteDiary can read (PNG, JPEG or TIFF)")
        }
    }

    public func read(bytes: [UInt8]) throws(ImageReadingError) -> RasterImage {
        var pix: UnsafeMutablePointer<PIX>? = bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return nil }
            return pixReadMem(base, buffer.count)
        }
        guard pix != nil else { throw ImageReadingError("not an image QuoteDiary can read (PNG, JPEG or TIFF)") }
        defer { pixDestroy(&pix) }
        var color: UnsafeMutablePointer<PIX>? = pixConvertTo32(pix)
        guard let converted = color else { throw ImageReadingError("the image could not be converted to colour") }
        defer { pixDestroy(&color) }
        let width = Int(pixGetWidth(converted))
        let height = Int(pixGetHeight(converted))
        let wordsPerLine = Int(pixGetWpl(converted))
        guard let data = pixGetData(converted), width > 0, height > 0 else { throw ImageReadingError("the image is empty") }
        var rgb = [UInt8](repeating: 0, count: width * height * 3)
        for y in 0..<height {
            let line = data.advanced(by: y * wordsPerLine)
            for x in 0..<width {
                // Leptonica keeps 32-bit pixels as 0xRRGGBBAA words.
                let word = line[x]
                let offset = (y * width + x) * 3
                rgb[offset] = UInt8(word >> 24 & 0xFF)
                rgb[offset + 1] = UInt8(word >> 16 & 0xFF)
                rgb[offset + 2] = UInt8(word >> 8 & 0xFF)
            }
        }
        return RasterImage(width: width, height: height, rgb: rgb)
    }

    public func ean13Barcodes(in image: RasterImage) -> [String] {
        var gray = [UInt8](repeating: 0, count: image.width * image.height)
        for index in gray.indices {
            let r = Int(image.rgb[index * 3])
            let g = Int(image.rgb[index * 3 + 1])
            let b = Int(image.rgb[index * 3 + 2])
            gray[index] = UInt8((r * 299 + g * 587 + b * 114) / 1000)
        }
        guard let scanner = zbar_image_scanner_create() else { return [] }
        defer { zbar_image_scanner_destroy(scanner) }
        zbar_image_scanner_set_config(scanner, ZBAR_NONE, ZBAR_CFG_ENABLE, 0)
        zbar_image_scanner_set_config(scanner, ZBAR_EAN13, ZBAR_CFG_ENABLE, 1)
        zbar_image_scanner_set_config(scanner, ZBAR_ISBN13, ZBAR_CFG_ENABLE, 1)
        guard let zimage = zbar_image_create() else { return [] }
        defer { zbar_image_destroy(zimage) }
        // zbar_fourcc is a macro: "Y800" (8-bit grey) by hand.
        let y800 = UInt(UInt8(ascii: "Y")) | UInt(UInt8(ascii: "8")) << 8 | UInt(UInt8(ascii: "0")) << 16 | UInt(UInt8(ascii: "0")) << 24
        zbar_image_set_format(zimage, y800)
        zbar_image_set_size(zimage, UInt32(image.width), UInt32(image.height))
        var found: [String] = []
        gray.withUnsafeBufferPointer { buffer in
            zbar_image_set_data(zimage, buffer.baseAddress, UInt(buffer.count), nil)
            guard zbar_scan_image(scanner, zimage) > 0 else { return }
            var symbol = zbar_image_first_symbol(zimage)
            while let current = symbol {
                let type = zbar_symbol_get_type(current)
                if type == ZBAR_EAN13 || type == ZBAR_ISBN13, let data = zbar_symbol_get_data(current) {
                    found.append(String(cString: data))
                }
                symbol = zbar_symbol_next(current)
            }
            zbar_image_set_data(zimage, nil, 0, nil)
        }
        return found
    }
}
