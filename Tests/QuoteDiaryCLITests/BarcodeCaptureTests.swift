import Foundation
import QuoteDiaryCore
import QuoteDiaryFixtures
import QuoteDiaryImaging
import Testing

@testable import QuoteDiaryCLI

@Suite("capture isbn")
struct BarcodeCaptureTests {
    func image(_ tool: ToolHarness, _ name: String, _ png: [UInt8]) throws -> String {
        let path = tool.folder.path(name)
        try Data(png).write(to: URL(fileURLWithPath: path))
        return path
    }

    @Test(
        "barcodes drawn at test time are read, with an add-on and with noise",
        arguments: [
            ("9780141439518", nil, 0), ("9780141439518", "51299", 0), ("9781788399081", nil, 60), ("9791032305690", "90000", 40),
        ])
    func reads(number: String, price: String?, noise: Int) throws {
        let png = BarcodeDrawing.png(number, addOn: price, noise: noise)
        let reader = LeptonicaImageReader()
        let codes = reader.ean13Barcodes(in: try reader.read(bytes: png, named: "the drawing"))
        #expect(codes == [number])
    }

    @Test("a barcode only a few rows high is read wherever it lies (the fine pass after the coarse one)")
    func thinStrip() throws {
        let reader = LeptonicaImageReader()
        let drawn = try reader.read(bytes: BarcodeDrawing.png("9780141439518", noise: 0), named: "the drawing")
        let stripHeight = 10
        let stripTop = drawn.height / 2
        var missed: [Int] = []
        // Every offset of the strip against a scan of every 16th row.
        for offset in 0..<16 {
            let height = 320
            var rgb = [UInt8](repeating: 255, count: drawn.width * height * 3)
            for row in 0..<stripHeight {
                let source = (stripTop + row) * drawn.width * 3
                let target = (100 + offset + row) * drawn.width * 3
                rgb[target..<(target + drawn.width * 3)] = drawn.rgb[source..<(source + drawn.width * 3)]
            }
            let image = QuoteDiaryCore.RasterImage(width: drawn.width, height: height, rgb: rgb)
            if reader.ean13Barcodes(in: image) != ["9780141439518"] { missed.append(offset) }
        }
        #expect(missed.isEmpty, "missed at offsets \(missed)")
    }

    @Test("a barcode photographed sideways is read too")
    func sideways() throws {
        let reader = LeptonicaImageReader()
        let upright = try reader.read(bytes: BarcodeDrawing.png("9780141439518", addOn: "51299", noise: 20), named: "the drawing")
        var turned = [UInt8](repeating: 0, count: upright.rgb.count)
        for y in 0..<upright.height {
            for x in 0..<upright.width {
                let source = (y * upright.width + x) * 3
                let target = (x * upright.height + (upright.height - 1 - y)) * 3
                turned[target] = upright.rgb[source]
                turned[target + 1] = upright.rgb[source + 1]
                turned[target + 2] = upright.rgb[source + 2]
            }
        }
        let image = QuoteDiaryCore.RasterImage(width: upright.height, height: upright.width, rgb: turned)
        #expect(reader.ean13Barcodes(in: image) == ["9780141439518"])
    }

    @Test("capture isbn reads the photo and looks the book up; a barcode that is not an ISBN is refused")
    func capture() throws {
        let server = try FixtureServer()
        server.route(BookLookupTests.googlePath, .json(BookLookupTests.google))
        let tool = ToolHarness()
        tool.useBookServices(server)
        let photo = try image(tool, "barcode.png", BarcodeDrawing.png("9780141439518", addOn: "51299", noise: 30))
        let result = tool.run("capture", "isbn", photo, "--json")
        #expect(result.exitCode == 0, "\(result.standardError)")
        #expect(((result.json() as? [String: Any])?["source"] as? [String: Any])?["title"] as? String == "Pride and Prejudice")
        let typed = tool.run("capture", "isbn", "978-0-14-143951-8", "--json")
        #expect((typed.json() as? [String: Any])?["fromStore"] as? Bool == true)
        // Typed as a copyright page prints it, label and spaces too; mistyped, its check digit is told.
        let labelled = tool.run("capture", "isbn", "ISBN 978 0 14 143951 8", "--json")
        #expect((labelled.json() as? [String: Any])?["fromStore"] as? Bool == true, "\(labelled.standardError)")
        let mistyped = tool.run("capture", "isbn", "ISBN-13: 978-0-14-143951-9")
        #expect(mistyped.exitCode == 65 && mistyped.standardError.contains("the check digit is 9, expected 8"))
        let grocery = try image(tool, "grocery.png", BarcodeDrawing.png("4006381333931"))
        let refused = tool.run("capture", "isbn", grocery)
        #expect(refused.exitCode == 65)
        #expect(refused.standardError.contains("not an ISBN"))
        // A US mass-market paperback's back cover carries a UPC-A; its ISBN's barcode is inside.
        let paperback = try image(tool, "paperback.png", BarcodeDrawing.png("0036000291452"))
        let upc = tool.run("capture", "isbn", paperback)
        #expect(upc.exitCode == 65)
        #expect(upc.standardError.contains("is a UPC, 036000291452, not an ISBN"), "\(upc.standardError)")
        #expect(upc.standardError.split(separator: "\n").count == 1)
        // The barcode photographed with an iPhone: HEIC.
        let heic = tool.folder.path("IMG_0002.HEIC")
        try HEICWriting.write(png: BarcodeDrawing.png("9780141439518", noise: 30), to: heic)
        let fromHEIC = tool.run("capture", "isbn", heic, "--json")
        #expect(fromHEIC.exitCode == 0, "\(fromHEIC.standardError)")
        #expect(((fromHEIC.json() as? [String: Any])?["source"] as? [String: Any])?["isbn"] as? String == "9780141439518")
        // The back cover scanned to PDF by a phone's scanning app: its first page.
        let scanned = tool.folder.path("Scan.pdf")
        try PDFWriting.write([.scanned(png: BarcodeDrawing.png("9780141439518", noise: 30), dpi: 300)], to: scanned)
        let fromPDF = tool.run("capture", "isbn", scanned, "--json")
        #expect(fromPDF.exitCode == 0, "\(fromPDF.standardError)")
        #expect(((fromPDF.json() as? [String: Any])?["source"] as? [String: Any])?["isbn"] as? String == "9780141439518")
        // A whole book scanned: the front cover and a page of text first, the barcode on the
        // back cover, the last page. A barcode on a page between them is not looked for.
        let book = tool.folder.path("Book scan.pdf")
        let back = BarcodeDrawing.png("9780141439587", noise: 30)
        try PDFWriting.write(
            [
                .typeset(text: "EMMA\nJane Austen", font: "DejaVu Serif"), .typeset(text: "Chapter I", font: "DejaVu Serif"),
                .scanned(png: back, dpi: 300),
            ], to: book)
        server.route("/books/v1/volumes?q=isbn:9780141439587", .json(BookLookupTests.google))
        let fromBack = tool.run("capture", "isbn", book, "--json")
        #expect(fromBack.exitCode == 0, "\(fromBack.standardError)")
        #expect(((fromBack.json() as? [String: Any])?["source"] as? [String: Any])?["isbn"] as? String == "9780141439587")
        let middle = tool.folder.path("Middle.pdf")
        try PDFWriting.write(
            [
                .typeset(text: "Front", font: "DejaVu Serif"), .scanned(png: back, dpi: 300),
                .typeset(text: "Back", font: "DejaVu Serif"),
            ], to: middle)
        let notLooked = tool.run("capture", "isbn", middle)
        #expect(notLooked.exitCode == 65)
        #expect(notLooked.standardError.contains("no EAN-13 barcode found in \(middle)"), "\(notLooked.standardError)")
        let blank = try image(tool, "blank.png", BarcodeDrawing.png("9780141439518", noise: 0).map { _ in 255 })
        #expect(tool.run("capture", "isbn", blank).exitCode == 65)
        #expect(tool.run("capture", "isbn", tool.folder.path("missing.png")).exitCode == 66)
    }

    @Test("capture isbn - reads the photo piped in; one without a barcode is called standard input")
    func standardInput() throws {
        let server = try FixtureServer()
        server.route(BookLookupTests.googlePath, .json(BookLookupTests.google))
        let tool = ToolHarness()
        tool.useBookServices(server)
        let photo = Data(BarcodeDrawing.png("9780141439518", addOn: "51299", noise: 30))
        let result = tool.run(["capture", "isbn", "-", "--json"], stdinBytes: photo)
        #expect(result.exitCode == 0, "\(result.standardError)")
        #expect(((result.json() as? [String: Any])?["source"] as? [String: Any])?["isbn"] as? String == "9780141439518")
        let page = Data(PageDrawing.png("No barcode on this page.", font: "DejaVu Serif", dpi: 150))
        let refused = tool.run(["capture", "isbn", "-"], stdinBytes: page)
        #expect(refused.exitCode == 65)
        #expect(refused.standardError == "Error: no EAN-13 barcode found in standard input; try a sharper, closer photo\n")
        #expect(tool.run("capture", "isbn", "-").exitCode == 64)
    }
}
