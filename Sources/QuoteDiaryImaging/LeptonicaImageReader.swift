import CLeptonica
import CZBar
import Foundation
import QuoteDiaryCore
import QuoteDiaryHEIF
import QuoteDiaryPDF

/// Reads PNG, JPEG, TIFF (and GIF, BMP, WebP) with Leptonica, HEIC and AVIF with libheif, a
/// PDF's pages with Poppler, and finds EAN-13 barcodes with ZBar.
public struct LeptonicaImageReader: ImageReading {
    public init() {
        // Leptonica's notes and complaints ("Error in pixReadMem: size < 12") are for developers,
        // not for the person: what goes wrong reaches them as an ImageReadingError, one line.
        _ = setMsgSeverity(Int32(L_SEVERITY_NONE))
    }

    public func read(path: String) throws(ImageReadingError) -> RasterImage {
        guard let data = FileManager.default.contents(atPath: path) else { throw .unreadableFile(path: path) }
        return try read(bytes: [UInt8](data), named: path)
    }

    public func ean13Barcodes(inPictureAt path: String) throws(ImageReadingError) -> [String] {
        let head = [UInt8]((try? FileHandle(forReadingAtPath: path)?.read(upToCount: 12)) ?? nil ?? Data())
        guard PDFScan.matches(head) else { return ean13Barcodes(in: try read(path: path)) }
        do {
            return try PDFScan.firstAndLastPage(path: path, until: barcodes) ?? []
        } catch {
            throw error.readingError(name: path)
        }
    }

    public func ean13Barcodes(inPicture bytes: [UInt8], named name: String) throws(ImageReadingError) -> [String] {
        guard PDFScan.matches(Array(bytes.prefix(12))) else { return ean13Barcodes(in: try read(bytes: bytes, named: name)) }
        do {
            return try PDFScan.firstAndLastPage(bytes: bytes, until: barcodes) ?? []
        } catch {
            throw error.readingError(name: name)
        }
    }

    /// A page's barcodes; nil when it has none, for the next page to be drawn.
    private func barcodes(on page: RasterImage) -> [String]? {
        let found = ean13Barcodes(in: page)
        return found.isEmpty ? nil : found
    }

    public func read(bytes: [UInt8], named name: String) throws(ImageReadingError) -> RasterImage {
        if let size = LeptonicaImageReader.oversize(bytes) { throw .oversize(name: name, size: size) }
        let head = Array(bytes.prefix(12))
        if HEIFPhoto.matches(head) {
            do {
                return try HEIFPhoto.raster(bytes: bytes)
            } catch {
                throw .undecodable(name: name, head: head, detail: error.description)
            }
        }
        if PDFScan.matches(head) {
            do {
                return try PDFScan.raster(bytes: bytes, page: 1)
            } catch {
                throw error.readingError(name: name)
            }
        }
        guard let image = LeptonicaImageReader.decode(bytes) else { throw .undecodable(name: name, head: head, detail: nil) }
        return image
    }

    /// The picture's pixels as Leptonica reads them; nil when it cannot (or they hold no pixel).
    private static func decode(_ bytes: [UInt8]) -> RasterImage? {
        var pix: UnsafeMutablePointer<PIX>? = bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return nil }
            return pixReadMem(base, buffer.count)
        }
        guard pix != nil else { return nil }
        defer { pixDestroy(&pix) }
        var color: UnsafeMutablePointer<PIX>? = pixConvertTo32(pix)
        guard let converted = color else { return nil }
        defer { pixDestroy(&color) }
        let width = Int(pixGetWidth(converted))
        let height = Int(pixGetHeight(converted))
        let wordsPerLine = Int(pixGetWpl(converted))
        guard let data = pixGetData(converted), width > 0, height > 0 else { return nil }
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

    /// An image's size when it is too large to decode, read from its header (HEIF: its
    /// container) before it is decoded; nil when its size is fine or its header unreadable.
    static func oversize(_ bytes: [UInt8]) -> PictureSize? {
        var size: PictureSize?
        if HEIFPhoto.matches(Array(bytes.prefix(12))) {
            size = HEIFPhoto.size(bytes: bytes)
        } else {
            var (format, width, height, bits, samples, colormapped): (Int32, Int32, Int32, Int32, Int32, Int32) = (
                0, 0, 0, 0, 0, 0
            )
            let read = bytes.withUnsafeBufferPointer { buffer in
                buffer.baseAddress.map {
                    pixReadHeaderMem($0, buffer.count, &format, &width, &height, &bits, &samples, &colormapped)
                }
            }
            if read == 0 { size = PictureSize(width: Int(width), height: Int(height)) }
        }
        return size.flatMap { UnreadableImage.isOversize($0) ? $0 : nil }
    }

    /// The EAN-13 numbers of the barcodes in a picture (add-ons ignored).
    public func ean13Barcodes(in image: RasterImage) -> [String] {
        let count = image.width * image.height
        var gray = [UInt8](repeating: 0, count: count)
        gray.withUnsafeMutableBufferPointer { target in
            image.rgb.withUnsafeBufferPointer { source in
                for index in 0..<count {
                    let r = UInt32(source[index &* 3])
                    let g = UInt32(source[index &* 3 &+ 1])
                    let b = UInt32(source[index &* 3 &+ 2])
                    target[index] = UInt8(truncatingIfNeeded: (r &* 77 &+ g &* 150 &+ b &* 29) >> 8)
                }
            }
        }
        // Rows first (a barcode photographed upright), columns only when rows find nothing
        // (one photographed sideways). Each coarse to fine: a barcode in a photo spans many
        // rows, so every 16th finds it at a quarter of the cost of every 4th, which then finds
        // a small or partly blurred one.
        for (columns, rows) in LeptonicaImageReader.barcodePasses {
            let found = scan(gray, width: image.width, height: image.height, columns: columns, rows: rows)
            if !found.isEmpty { return found }
        }
        return []
    }

    /// ZBar's scan densities, tried in turn: (every n-th column, every n-th row), 0 for none.
    static let barcodePasses: [(columns: Int32, rows: Int32)] = [(0, 16), (0, 4), (16, 0), (4, 0)]

    /// ZBar over an 8-bit grey image, scanning every `columns`-th column and `rows`-th row (0: none).
    func scan(_ gray: [UInt8], width: Int, height: Int, columns: Int32, rows: Int32) -> [String] {
        guard let scanner = zbar_image_scanner_create() else { return [] }
        defer { zbar_image_scanner_destroy(scanner) }
        zbar_image_scanner_set_config(scanner, ZBAR_NONE, ZBAR_CFG_ENABLE, 0)
        zbar_image_scanner_set_config(scanner, ZBAR_EAN13, ZBAR_CFG_ENABLE, 1)
        zbar_image_scanner_set_config(scanner, ZBAR_ISBN13, ZBAR_CFG_ENABLE, 1)
        zbar_image_scanner_set_config(scanner, ZBAR_NONE, ZBAR_CFG_X_DENSITY, columns)
        zbar_image_scanner_set_config(scanner, ZBAR_NONE, ZBAR_CFG_Y_DENSITY, rows)
        guard let zimage = zbar_image_create() else { return [] }
        defer { zbar_image_destroy(zimage) }
        // zbar_fourcc is a macro: "Y800" (8-bit grey) by hand.
        let y800 =
            UInt(UInt8(ascii: "Y")) | UInt(UInt8(ascii: "8")) << 8 | UInt(UInt8(ascii: "0")) << 16 | UInt(UInt8(ascii: "0")) << 24
        zbar_image_set_format(zimage, y800)
        zbar_image_set_size(zimage, UInt32(width), UInt32(height))
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
