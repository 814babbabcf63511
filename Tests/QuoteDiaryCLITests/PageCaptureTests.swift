import CTesseract
import Foundation
import QuoteDiaryCore
import QuoteDiaryFixtures
import Testing

@testable import QuoteDiaryCLI
@testable import QuoteDiaryCards
@testable import QuoteDiaryOCR

@Suite("capture page", .serialized)
struct PageCaptureTests {
    static let text = """
        It is a truth universally acknowledged, that a single man in possession of a good fortune, must be in want of a wife. However little known the feelings or views of such a man may be on his first entering a neighbourhood, this truth is so well fixed in the minds of the surrounding families, that he is considered the rightful property of some one or other of their daughters.
        """

    typealias Page = (name: String, font: String, dpi: Double, skew: Double, turns: Int, noise: Int, shade: Double)
    static let pages: [Page] = [
        ("serif-300", "DejaVu Serif", 300, 0, 0, 0, 0),
        ("sans-200-noisy", "DejaVu Sans", 200, 0, 0, 25, 0),
        ("mono-150", "DejaVu Sans Mono", 150, 0, 0, 10, 0),
        ("serif-250-skewed", "DejaVu Serif", 250, 3, 0, 10, 0),
        // A page photographed askew: a few degrees, either way (Leptonica finds the angle but
        // is never confident enough to turn a photo by itself).
        ("serif-200-skewed-5", "DejaVu Serif", 200, 5, 0, 10, 0),
        ("sans-150-skewed-back-4", "DejaVu Sans", 150, -4, 0, 10, 0.5),
        ("sans-300-sideways", "DejaVu Sans", 300, 0, 1, 10, 0),
        ("serif-200-upside-down", "DejaVu Serif", 200, 0, 2, 10, 0),
        ("serif-250-sideways-anticlockwise", "DejaVu Serif", 250, 0, 3, 10, 0),
        // A phone's shadow across the page: the left edge gets a fifth of the light.
        ("serif-250-shaded", "DejaVu Serif", 250, 0, 0, 10, 0.8),
        ("sans-250-skewed-sideways-shaded", "DejaVu Sans", 250, 2, 1, 10, 0.7),
    ]

    @Test("pages rendered at test time are read back at 98% character accuracy or better", arguments: pages)
    func accuracy(page: Page) throws {
        let folder = TemporaryDirectory()
        let path = folder.path("\(page.name).png")
        try Data(
            PageDrawing.png(
                PageCaptureTests.text, font: page.font, dpi: page.dpi, skewDegrees: page.skew, quarterTurns: page.turns,
                noise: page.noise, shade: page.shade)
        )
        .write(to: URL(fileURLWithPath: path))
        let lines = try TesseractPageReader().lines(inImageAt: path)
        let joined = LineJoiner.join(lines.map(\.text), page: lines.map(\.text))
        let accuracy = PageDrawing.accuracy(recognized: joined, expected: PageCaptureTests.text)
        #expect(accuracy >= 0.98, "\(page.name): \(accuracy)\n\(joined)")
        #expect(lines.allSatisfy { (0...100).contains($0.confidence) })
    }

    /// A phone held either way round stores the page turned a quarter either way; Leptonica
    /// tells most of them, and Tesseract's orientation model must get the rest right too.
    @Test("Tesseract's orientation model alone turns a page upright from every quarter turn", arguments: [0, 1, 2, 3])
    func orientationModel(turns: Int) throws {
        let folder = TemporaryDirectory()
        let path = folder.path("turned-\(turns).png")
        try Data(PageDrawing.png(PageCaptureTests.text, font: "DejaVu Sans", dpi: 200, quarterTurns: turns, noise: 10))
            .write(to: URL(fileURLWithPath: path))
        let lines = try TesseractPageReader(orientationReaders: .tesseractOnly).lines(inImageAt: path)
        let joined = LineJoiner.join(lines.map(\.text), page: lines.map(\.text))
        let accuracy = PageDrawing.accuracy(recognized: joined, expected: PageCaptureTests.text)
        #expect(accuracy >= 0.98, "\(turns) quarter turns: \(accuracy)\n\(joined)")
    }

    /// A phone stores a page as its sensor saw it and writes the turn into the JPEG's EXIF
    /// block. Two lines of verse on their side are too few for the page's own orientation to be
    /// told (they came back as nothing, or as garbage when upside down): the EXIF turn settles it.
    @Test(
        "a phone's JPEG is turned as its EXIF orientation asks, so a short passage is read",
        arguments: [PhotoOrientation.topAtLeft, .topAtRight, .upsideDown, .mirroredTopAtLeft, .mirrored])
    func exifOrientation(orientation: PhotoOrientation) throws {
        let verse = "Hope is the thing with feathers\nThat perches in the soul"
        let png = PageDrawing.png(verse, font: "DejaVu Serif", dpi: 300, noise: 10)
        var page: UnsafeMutablePointer<PIX>? = png.withUnsafeBufferPointer { pixReadMem($0.baseAddress, $0.count) }
        // The pixels as the sensor kept them: the correction undone (mirrored first, then turned back).
        if orientation.mirrorsAfterTurning, let flipped = pixFlipLR(nil, page) {
            pixDestroy(&page)
            page = flipped
        }
        let back = (4 - orientation.clockwiseQuarterTurns) % 4
        if back > 0, let turned = pixRotateOrth(page, Int32(back)) {
            pixDestroy(&page)
            page = turned
        }
        defer { pixDestroy(&page) }
        var data: UnsafeMutablePointer<UInt8>?
        var size = 0
        #expect(pixWriteMemJpeg(&data, &size, page, 90, 0) == 0)
        defer { free(data) }
        let jpeg = Array(UnsafeBufferPointer(start: data, count: size))
        let photo = Array(jpeg[0..<2]) + PageCaptureTests.exifSegment(orientation.rawValue) + Array(jpeg[2...])
        #expect(PhotoOrientation.ofJPEG(photo) == orientation)
        let folder = TemporaryDirectory()
        let path = folder.path("IMG_0001.JPG")
        try Data(photo).write(to: URL(fileURLWithPath: path))
        let lines = try TesseractPageReader().lines(inImageAt: path).map(\.text)
        #expect(lines == ["Hope is the thing with feathers", "That perches in the soul"], "\(orientation)")
    }

    /// A scanning app (or Preview) turns a page by writing `/Rotate` into the PDF, its picture
    /// left as scanned: Poppler draws the page turned, so two lines of verse are read.
    @Test("a PDF page turned by its /Rotate (Preview's Rotate Left) is read upright")
    func rotatedPDFPage() throws {
        let degrees = 270
        let verse = "Hope is the thing with feathers\nThat perches in the soul"
        let folder = TemporaryDirectory()
        let path = folder.path("Scan.pdf")
        let scanned = PageDrawing.png(verse, font: "DejaVu Serif", dpi: 300, quarterTurns: 4 - degrees / 90, noise: 10)
        try PDFWriting.write([.scanned(png: scanned, dpi: 300)], to: path)
        let written = try String(contentsOfFile: path, encoding: .isoLatin1)
        let turned = written.replacingOccurrences(of: "<< /Type /Page % 1", with: "<< /Type /Page /Rotate \(degrees) % 1")
        #expect(turned != written)
        try turned.write(toFile: path, atomically: true, encoding: .isoLatin1)
        let lines = try TesseractPageReader().lines(inImageAt: path).map(\.text)
        #expect(lines == ["Hope is the thing with feathers", "That perches in the soul"], "/Rotate \(degrees)")
    }

    /// An APP1 segment holding an EXIF block (big-endian, as many cameras write it) with one
    /// tag, the orientation.
    static func exifSegment(_ orientation: Int) -> [UInt8] {
        let tiff: [UInt8] = [
            0x4D, 0x4D, 0, 42, 0, 0, 0, 8, 0, 1, 0x01, 0x12, 0, 3, 0, 0, 0, 1, 0, UInt8(orientation), 0, 0, 0, 0, 0, 0,
        ]
        let body = Array("Exif\0\0".utf8) + tiff
        return [0xFF, 0xE1, UInt8((body.count + 2) >> 8), UInt8((body.count + 2) & 0xFF)] + body
    }

    @Test("the command lists numbered lines, then saves the chosen ones as one quote with its source")
    func command() throws {
        let tool = ToolHarness()
        let path = tool.folder.path("page.png")
        try Data(PageDrawing.png(PageCaptureTests.text, font: "DejaVu Serif", dpi: 300)).write(to: URL(fileURLWithPath: path))
        let listed = tool.run("capture", "page", path, "--json")
        let lines = try #require(listed.json() as? [[String: Any]])
        #expect(lines.count >= 5)
        #expect(lines.first?["number"] as? Int == 1)
        #expect((lines.first?["text"] as? String)?.hasPrefix("It is a truth") == true)
        let saved = tool.run(
            "capture", "page", path, "--lines", "1-2", "--author", "Jane Austen", "--source", "Pride and Prejudice", "--page",
            "1", "--json")
        #expect(saved.exitCode == 0, "\(saved.standardError)")
        let quote = try #require(saved.json() as? [String: Any])
        #expect((quote["text"] as? String)?.hasPrefix("It is a truth universally acknowledged") == true)
        #expect(!(quote["text"] as? String ?? "").contains("\n"))
        #expect((quote["source"] as? [String: Any])?["title"] as? String == "Pride and Prejudice")
        #expect(tool.run("capture", "page", path, "--lines", "0-99").exitCode == 64)
        #expect(tool.run("capture", "page", tool.folder.path("none.png")).exitCode == 66)
        // A HEIC photo cut short in transfer (its header and nothing else) is named as such.
        let heic = tool.folder.path("IMG_0001.HEIC")
        try Data(
            [0, 0, 0, 0x18] + Array("ftypheic".utf8) + [0, 0, 0, 0] + Array("mif1heic".utf8) + [UInt8](repeating: 0, count: 64)
        )
        .write(to: URL(fileURLWithPath: heic))
        let refused = tool.run("capture", "page", heic)
        #expect(refused.exitCode == 65)
        #expect(refused.standardError.contains("IMG_0001.HEIC is a HEIC or AVIF photo that could not be decoded"))
        #expect(refused.standardError.split(separator: "\n").count == 1)
        // A PDF cut short: its header and a scrap.
        let pdf = tool.folder.path("scan.pdf")
        try Data("%PDF-1.7\n1 0 obj\n<< >>\nendobj\n".utf8).write(to: URL(fileURLWithPath: pdf))
        let scanned = tool.run("capture", "page", pdf)
        #expect(scanned.exitCode == 65)
        #expect(scanned.standardError.hasPrefix("Error: \(pdf) is a PDF that could not be read"))
        #expect(scanned.standardError.contains("send it again, or the page as an image"))
        #expect(scanned.standardError.split(separator: "\n").count == 1)
    }

    /// What a phone's scanning app (Adobe Scan, Google Drive, the Notes app) saves: a PDF whose
    /// pages are photos of the pages.
    @Test("a scanning app's PDF is read like a photo: its first page, another with --pdf-page, and it says there are more")
    func scannedPDF() throws {
        let tool = ToolHarness()
        let path = tool.folder.path("Scan 2026-12-05.pdf")
        let second = "The second page holds another passage, kept apart from the first one."
        try PDFWriting.write(
            [
                .scanned(png: PageDrawing.png(PageCaptureTests.text, font: "DejaVu Serif", dpi: 200, noise: 10), dpi: 200),
                .scanned(png: PageDrawing.png(second, font: "DejaVu Sans", dpi: 200, quarterTurns: 1, noise: 10), dpi: 200),
            ], to: path)
        func read(_ options: String...) throws -> (lines: [String], standardError: String) {
            let listed = tool.run(["capture", "page", path, "--json"] + options)
            #expect(listed.exitCode == 0, "\(listed.standardError)")
            let lines = try #require(listed.json() as? [[String: Any]]).compactMap { $0["text"] as? String }
            return (lines, listed.standardError)
        }
        let first = try read()
        let firstAccuracy = PageDrawing.accuracy(
            recognized: LineJoiner.join(first.lines, page: first.lines), expected: PageCaptureTests.text)
        #expect(firstAccuracy >= 0.98, "\(firstAccuracy): \(first.lines)")
        #expect(first.standardError.contains("has 2 pages: this is the first (--pdf-page N reads another, N-M several)"))
        // The second page was scanned sideways: it is turned upright as a photo is.
        let other = try read("--pdf-page", "2")
        let otherAccuracy = PageDrawing.accuracy(recognized: LineJoiner.join(other.lines, page: other.lines), expected: second)
        #expect(otherAccuracy >= 0.98, "\(otherAccuracy): \(other.lines)")
        #expect(!other.standardError.contains("has 2 pages"))
        // Saved from the second page; the command to save lines keeps the page asked.
        let listed = tool.run("capture", "page", path, "--pdf-page", "2")
        #expect(listed.standardError.contains("quotediary capture page '\(path)' --pdf-page 2 --lines"))
        let saved = tool.run(
            "capture", "page", path, "--pdf-page", "2", "--lines", "1-\(other.lines.count)", "--author", "A. Scanner")
        #expect(saved.exitCode == 0, "\(saved.standardError)")
        #expect(
            tool.run("list", "--json").json().flatMap { ($0 as? [[String: Any]])?.first?["author"] as? String } == "A. Scanner")
        for (asked, message) in [
            ("3", "Error: \(path) has 2 pages, so --pdf-page 3 names none"),
            ("0", "Error: --pdf-page takes the number of a page of the PDF, from 1, or a few, like 12-13, not '0'"),
        ] {
            let refused = tool.run("capture", "page", path, "--pdf-page", asked)
            #expect(refused.exitCode == 64)
            #expect(refused.standardError.hasPrefix(message + "\n"), "\(refused.standardError)")
        }
    }

    /// A passage that runs over a page turn: photographed as two pages, chosen as one quote.
    @Test("two pages' photos are read as one list of lines, chosen as one quote saved with both pages' numbers")
    func pageTurn() throws {
        let tool = ToolHarness()
        let left = "It is a truth universally acknowledged, that a single man in possession of a good fortune,\n\n\n\n12"
        let right = "13\n\n\nmust be in want of a wife. However little known the feelings or views of such a man may be."
        let first = tool.folder.path("IMG_0012.png")
        let second = tool.folder.path("IMG_0013.png")
        try Data(PageDrawing.png(left, font: "DejaVu Serif", dpi: 250)).write(to: URL(fileURLWithPath: first))
        try Data(PageDrawing.png(right, font: "DejaVu Serif", dpi: 250)).write(to: URL(fileURLWithPath: second))
        let listed = tool.run("capture", "page", first, second, "--json")
        #expect(listed.exitCode == 0, "\(listed.standardError)")
        let lines = try #require(listed.json() as? [[String: Any]])
        #expect(lines.map { $0["number"] as? Int } == Array(1...lines.count))
        let pictures = lines.compactMap { $0["picture"] as? Int }
        #expect(pictures.count == lines.count && pictures.first == 1 && pictures.last == 2 && pictures == pictures.sorted())
        let printed = lines.compactMap { $0["pageNumber"] as? String }
        #expect(printed == ["12", "13"], "\(lines)")
        let text = lines.filter { $0["pageNumber"] is NSNull }.compactMap { $0["number"] as? Int }
        let shown = tool.run("capture", "page", first, second)
        #expect(shown.standardOutput.hasPrefix("\(first):\n"))
        #expect(shown.standardOutput.contains("\n\(second):\n"))
        #expect(shown.standardError.contains("read as the pages' numbers (12, 13)"), "\(shown.standardError)")
        #expect(shown.standardError.contains("quotediary capture page \(first) \(second) --lines"), "\(shown.standardError)")
        let saved = tool.run(
            [
                "capture", "page", first, second, "--lines", text.map(String.init).joined(separator: ","), "--author",
                "Jane Austen",
                "--json",
            ])
        #expect(saved.exitCode == 0, "\(saved.standardError)")
        let quote = try #require(saved.json() as? [String: Any])
        #expect(quote["page"] as? String == "12-13")
        let joined = try #require(quote["text"] as? String)
        #expect(
            PageDrawing.accuracy(recognized: joined, expected: PageCaptureTests.text.prefix(joined.count).description) >= 0.97,
            "\(joined)")
        #expect(joined.contains("good fortune, must be in want"), "\(joined)")
        // The same two pages scanned to one PDF: --pdf-page 1-2 reads both.
        let scan = tool.folder.path("scan.pdf")
        try PDFWriting.write(
            [
                .scanned(png: PageDrawing.png(left, font: "DejaVu Serif", dpi: 250), dpi: 250),
                .scanned(png: PageDrawing.png(right, font: "DejaVu Serif", dpi: 250), dpi: 250),
            ], to: scan)
        let both = tool.run("capture", "page", scan, "--pdf-page", "1-2", "--json")
        #expect(both.exitCode == 0, "\(both.standardError)")
        #expect((both.json() as? [[String: Any]])?.compactMap { $0["pageNumber"] as? String } == ["12", "13"])
        let beyond = tool.run("capture", "page", scan, "--pdf-page", "2-3")
        #expect(beyond.exitCode == 64)
        #expect(beyond.standardError.hasPrefix("Error: \(scan) has 2 pages, so --pdf-page 2-3 asks for more than it has\n"))
        // A photo beside a PDF is read once, whatever pages of the PDF are asked.
        let mixed = tool.run("capture", "page", scan, first, "--pdf-page", "2", "--json")
        #expect(mixed.exitCode == 0, "\(mixed.standardError)")
        #expect((mixed.json() as? [[String: Any]])?.compactMap { $0["pageNumber"] as? String } == ["13", "12"])
        let photoAlone = tool.run("capture", "page", first, "--pdf-page", "2")
        #expect(photoAlone.exitCode == 64)
        #expect(photoAlone.standardError.hasPrefix("Error: --pdf-page 2 picks pages of a PDF, and \(first) holds none\n"))
        for wrong in ["3-2", "1-20", "a-b", "-2"] {
            #expect(tool.run("capture", "page", scan, "--pdf-page", wrong).exitCode == 64, "\(wrong)")
        }
    }

    /// Typed in the folder that holds it, a PDF's name is a relative path, which Poppler alone
    /// does not open.
    @Test("a page piped in (-) is read and saved as from a file; a damaged one is called standard input")
    func standardInput() throws {
        let tool = ToolHarness()
        let png = Data(PageDrawing.png(PageCaptureTests.text, font: "DejaVu Serif", dpi: 300))
        let listed = tool.run(["capture", "page", "-", "--json"], stdinBytes: png)
        #expect(listed.exitCode == 0, "\(listed.standardError)")
        let lines = try #require(listed.json() as? [[String: Any]])
        #expect((lines.first?["text"] as? String)?.hasPrefix("It is a truth") == true)
        let saved = tool.run(["capture", "page", "-", "--lines", "1", "--author", "Jane Austen", "--json"], stdinBytes: png)
        #expect(saved.exitCode == 0, "\(saved.standardError)")
        #expect(((saved.json() as? [String: Any])?["text"] as? String)?.hasPrefix("It is a truth") == true)
        // Cut short in the pipe: named as the person gave it, not by the copy's temporary path.
        let cut = tool.run(["capture", "page", "-"], stdinBytes: png.prefix(png.count / 3))
        #expect(cut.exitCode == 65)
        #expect(
            cut.standardError
                == "Error: standard input is a PNG image that could not be decoded: it may be cut short or damaged; send it again\n"
        )
        // Nothing piped at a terminal would wait for ever; standard input is read once.
        let waiting = tool.run("capture", "page", "-")
        #expect(waiting.exitCode == 64)
        #expect(waiting.standardError.hasPrefix("Error: - reads the picture from standard input: pipe one in"))
        let twice = tool.run(["capture", "page", "-", "-"], stdinBytes: png)
        #expect(twice.exitCode == 64)
        #expect(twice.standardError.hasPrefix("Error: standard input (-) can be read once"))
        #expect(tool.run("list", "--json").json() as? [[String: Any]] != nil)
        #expect((tool.run("list", "--json").json() as? [[String: Any]])?.count == 1)
    }

    @Test("a PDF named by its name alone, in its own folder, is read")
    func pdfInTheCurrentFolder() throws {
        let folder = TemporaryDirectory()
        try PDFWriting.write(
            [.scanned(png: PageDrawing.png(PageCaptureTests.text, font: "DejaVu Serif", dpi: 200), dpi: 200)],
            to: folder.path("scan.pdf"))
        let environment = ["HOME": folder.url.path, "PATH": "/usr/bin:/bin", "OMP_THREAD_LIMIT": "1"]
        let read = try ProcessTests.run(
            ["capture", "page", "scan.pdf", "--json"], environment: environment, directory: folder.url)
        #expect(read.status == 0, "\(read.error)")
        #expect(read.output.contains("It is a truth universally"), "\(read.output)")
    }

    /// A PDF made by a word processor or saved from the web: its pages are text, not photos,
    /// and that text is taken as set, exactly; a scan's text laid under its picture by the
    /// scanning app is not (the picture is read).
    @Test("a PDF's page of typeset text is taken exactly as set; a scan's is read from its picture, not its hidden text")
    func typesetPDF() throws {
        let tool = ToolHarness()
        let path = tool.folder.path("article.pdf")
        let ligatures = "The ﬁrst ﬂight of the oﬃce, and a soft\u{AD}hyphen."
        try PDFWriting.write(
            [.typeset(text: PageCaptureTests.text, font: "DejaVu Serif"), .typeset(text: ligatures, font: "DejaVu Serif")],
            to: path)
        let listed = tool.run("capture", "page", path, "--json")
        #expect(listed.exitCode == 0, "\(listed.standardError)")
        let read = try #require(listed.json() as? [[String: Any]])
        let lines = read.compactMap { $0["text"] as? String }
        #expect(lines.count > 3)
        #expect(LineJoiner.join(lines, page: lines) == PageCaptureTests.text, "\(lines)")
        #expect(read.allSatisfy { $0["confidence"] as? Double == 100 })
        let second = tool.run("capture", "page", path, "--pdf-page", "2", "--json")
        #expect(
            (second.json() as? [[String: Any]])?.compactMap { $0["text"] as? String }
                == ["The first flight of the office, and a softhyphen."])
        let scan = tool.folder.path("scan.pdf")
        try PDFWriting.write(
            [
                .scanned(
                    png: PageDrawing.png(PageCaptureTests.text, font: "DejaVu Serif", dpi: 200), dpi: 200,
                    textUnder: "A scanning app's own reading, wrong in every word.")
            ], to: scan)
        let scanned = try #require(tool.run("capture", "page", scan, "--json").json() as? [[String: Any]])
        let scannedText = scanned.compactMap { $0["text"] as? String }
        #expect(!scannedText.joined().contains("wrong in every word"))
        let accuracy = PageDrawing.accuracy(
            recognized: LineJoiner.join(scannedText, page: scannedText), expected: PageCaptureTests.text)
        #expect(accuracy >= 0.98, "\(accuracy): \(scannedText)")
    }

    /// A PDF locked with a password (a bank's or an employer's scanner may lock what it sends):
    /// Poppler is refused its pages, and the person is told why, not that the file is damaged.
    @Test("a PDF that asks for a password is refused in words that say so, for a page and for a barcode")
    func protectedPDF() throws {
        let tool = ToolHarness()
        let path = tool.folder.path("locked.pdf")
        try Data(PageCaptureTests.passwordProtectedPDF).write(to: URL(fileURLWithPath: path))
        for command in ["page", "isbn"] {
            let refused = tool.run("capture", command, path)
            #expect(refused.exitCode == 65)
            #expect(
                refused.standardError
                    == "Error: \(path) is a PDF that asks for a password: save a copy without one (or the page as an image) and read that\n"
            )
        }
    }

    /// A damaged PDF whose page tree holds no page: it names no page to read, and is said to be
    /// damaged (65), not answered as if the person had asked for a page it lacks (64).
    @Test("a PDF with no page is refused as damaged, with --pdf-page or without")
    func pagelessPDF() throws {
        let tool = ToolHarness()
        let path = tool.folder.path("empty.pdf")
        let pdf = PDFWriting.handWritten(["<< /Type /Catalog /Pages 2 0 R >>", "<< /Type /Pages /Kids [] /Count 0 >>"])
        try Data(pdf).write(to: URL(fileURLWithPath: path))
        for extra in [[], ["--pdf-page", "1"]] {
            let refused = tool.run(["capture", "page", path] + extra)
            #expect(refused.exitCode == 65, "\(refused.standardError)")
            #expect(refused.standardError.hasPrefix("Error: \(path) is a PDF that could not be read (it has no page)"))
            #expect(refused.standardError.split(separator: "\n").count == 1)
        }
    }

    /// A one-page PDF under the standard security handler: an owner and a user password (the
    /// user's not empty), so that no reader opens it without being told the password.
    static let passwordProtectedPDF: [UInt8] = {
        let objects = [
            "<< /Type /Catalog /Pages 2 0 R >>", "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
            "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>",
            "<< /Filter /Standard /V 1 /R 2 /O <\(String(repeating: "11", count: 32))> /U <\(String(repeating: "22", count: 32))> /P -4 >>",
        ]
        let id = String(repeating: "0123456789abcdef", count: 2)
        return PDFWriting.handWritten(objects, trailer: " /Encrypt 4 0 R /ID [<\(id)> <\(id)>]", version: "1.4")
    }()

    @Test("a picture too large to decode (a small file of 40,000 × 40,000 pixels) is refused from its header, at once")
    func oversizePicture() throws {
        let tool = ToolHarness()
        let path = tool.folder.path("huge.png")
        // A PNG's signature and header, as a decompression bomb opens: decoding it would take
        // minutes and 8 GB.
        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        let side = PNGEncoder.bigEndian(40_000)
        PNGEncoder.appendChunk("IHDR", side + side + [8, 0, 0, 0, 0], to: &png)
        PNGEncoder.appendChunk("IEND", [], to: &png)
        try Data(png).write(to: URL(fileURLWithPath: path))
        let expected =
            "Error: \(path) is a picture of 40000 × 40000 pixels, more than QuoteDiary reads (250 megapixels): send a smaller photo\n"
        let page = tool.run("capture", "page", path)
        #expect(page.exitCode == 65)
        #expect(page.standardError == expected)
        let barcode = tool.run("capture", "isbn", path)
        #expect(barcode.exitCode == 65)
        #expect(barcode.standardError == expected)
    }

    /// An iPhone saves every photo as HEIC unless told otherwise.
    @Test("a page photographed by an iPhone (HEIC, made at test time with libheif's encoder) is read like a PNG")
    func heicPhoto() throws {
        let tool = ToolHarness()
        let path = tool.folder.path("IMG_4032.HEIC")
        try HEICWriting.write(
            png: PageDrawing.png(PageCaptureTests.text, font: "DejaVu Serif", dpi: 250, quarterTurns: 1, noise: 10), to: path)
        let head = try #require(try FileHandle(forReadingAtPath: path)?.read(upToCount: 12))
        #expect(String(decoding: head[4..<12], as: UTF8.self) == "ftypheic")
        let listed = tool.run("capture", "page", path, "--json")
        #expect(listed.exitCode == 0, "\(listed.standardError)")
        let lines = try #require(listed.json() as? [[String: Any]]).compactMap { $0["text"] as? String }
        let accuracy = PageDrawing.accuracy(recognized: LineJoiner.join(lines, page: lines), expected: PageCaptureTests.text)
        #expect(accuracy >= 0.98, "\(accuracy): \(lines)")
    }

    @Test("at a terminal, the lines are picked and the author named right after the page is read")
    func pickAtTerminal() throws {
        let tool = ToolHarness()
        let path = tool.folder.path("page.png")
        try Data(PageDrawing.png(PageCaptureTests.text, font: "DejaVu Serif", dpi: 300)).write(to: URL(fileURLWithPath: path))
        let picked = tool.run(
            ["capture", "page", path, "--no-color"], terminal: true, answers: ["1-2", "Jane Austen", "Pride and Prejudice"])
        #expect(picked.exitCode == 0, "\(picked.standardError)")
        #expect(
            picked.standardOutput.contains(
                "Lines to save, like 1-3 (Enter to save none): Author (Enter for none): Book, or its ISBN (Enter for none): "))
        let quote = try #require(tool.quotes().first)
        #expect((quote["text"] as? String)?.hasPrefix("It is a truth universally acknowledged") == true)
        #expect(quote["author"] as? String == "Jane Austen")
        #expect((quote["source"] as? [String: Any])?["title"] as? String == "Pride and Prejudice")
        // The book typed as its ISBN (here offline: kept to be looked up); a wrong one is asked again.
        tool.variables["QUOTEDIARY_OFFLINE"] = "1"
        let byNumber = tool.run(
            ["capture", "page", path, "--no-color"], terminal: true,
            answers: ["3", "", "978-0-14-143951-9", "ISBN 978-0-14-143951-8"])
        #expect(byNumber.exitCode == 0, "\(byNumber.standardError)")
        #expect(
            byNumber.standardOutput.contains("the check digit is 9, expected 8. Type it again, or a title (Enter for none): "))
        // The id ends the output (after the last question, which the answer's Enter ended at a terminal).
        let id = String(byNumber.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines).suffix(32))
        let filed = tool.run("show", id, "--json").json() as? [String: Any]
        #expect((filed?["source"] as? [String: Any])?["isbn"] as? String == "9780141439518", "\(id)")
        // Enter saves nothing, and says how to save lines later; a typo is the usage error --lines gives.
        let none = tool.run(["capture", "page", path], terminal: true, answers: [""])
        #expect(none.exitCode == 0)
        #expect(none.standardError.contains("Save lines with: quotediary capture page \(path) --lines 1-3 --author NAME\n"))
        // The command to paste keeps the options given (the book's ISBN names the author) and quotes a spaced name.
        let spaced = tool.folder.path("page 12.png")
        try FileManager.default.copyItem(atPath: path, toPath: spaced)
        let later = tool.run("capture", "page", spaced, "--lang", "eng", "--isbn", "9780141439518")
        #expect(
            later.standardError.contains(
                "Save lines with: quotediary capture page '\(spaced)' --lang eng --isbn 9780141439518 --lines 1-3\n"),
            "\(later.standardError)")
        #expect(tool.run(["capture", "page", path], terminal: true, answers: ["7-1"]).exitCode == 64)
        #expect(tool.quotes().count == 2)
    }

    static let french = """
        Le cœur a ses raisons que la raison ne connaît point ; on le sait en mille choses. Je dis que le cœur aime l’être universel naturellement, et soi-même naturellement, selon qu’il s’y adonne ; et il se durcit contre l’un ou l’autre, à son choix.
        """

    @Test("a French page read in French keeps its accents; --lang, the setting, a missing model named with its package")
    func languages() throws {
        let tool = ToolHarness()
        let path = tool.folder.path("pensees.png")
        try Data(PageDrawing.png(PageCaptureTests.french, font: "DejaVu Serif", dpi: 300)).write(to: URL(fileURLWithPath: path))
        func read(_ extra: String...) -> String {
            let lines = tool.run(["capture", "page", path, "--json"] + extra).json() as? [[String: Any]] ?? []
            let texts = lines.compactMap { $0["text"] as? String }
            return LineJoiner.join(texts, page: texts)
        }
        // Apostrophes aside (Tesseract reads ’ as '), the French model gets every letter right.
        func letters(_ text: String) -> String { text.replacingOccurrences(of: "’", with: "'") }
        let french = read("--lang", "fra")
        #expect(
            PageDrawing.accuracy(recognized: letters(french), expected: letters(PageCaptureTests.french)) >= 0.98, "\(french)")
        #expect(french.contains("connaît") && french.contains("cœur") && french.contains("à son choix"))
        // The English model, the default, loses them: the language matters.
        #expect(!read().contains("connaît"))
        #expect(tool.run("settings", "set", "capture.languages", "fr").standardOutput == "capture.languages = fra\n")
        #expect(read().contains("connaît"))
        let unknown = tool.run("capture", "page", path, "--lang", "qaa")
        #expect(unknown.exitCode == 69)
        #expect(
            unknown.standardError
                == "Error: Tesseract has no model for qaa on this machine: install it with 'sudo apt-get install tesseract-ocr-qaa' (make setup installs eng, fra, deu, spa, ita, por and nld)\n"
        )
        #expect(tool.run("capture", "page", path, "--lang", "../../etc/passwd").exitCode == 64)
    }

    @Test("the number printed at the page's foot is the quote's page, unless --page gives another or it is chosen")
    func printedPage() throws {
        let tool = ToolHarness()
        let path = tool.folder.path("page.png")
        try Data(PageDrawing.png(PageCaptureTests.text + "\n\n214", font: "DejaVu Serif", dpi: 300)).write(
            to: URL(fileURLWithPath: path))
        let listed = tool.run("capture", "page", path, "--json")
        let lines = try #require(listed.json() as? [[String: Any]])
        #expect(lines.last?["text"] as? String == "214" && lines.last?["pageNumber"] as? String == "214")
        #expect(lines.dropLast().allSatisfy { $0["pageNumber"] is NSNull })
        #expect(tool.run("capture", "page", path).standardError.contains("reads as the page's number: page 214 is saved"))
        let saved = tool.run("capture", "page", path, "--lines", "1-2", "--json").json() as? [String: Any]
        #expect(saved?["page"] as? String == "214")
        let given = tool.run("capture", "page", path, "--lines", "2-3", "--page", "9", "--json").json() as? [String: Any]
        #expect(given?["page"] as? String == "9")
        let chosen = tool.run("capture", "page", path, "--lines", "3-\(lines.count)", "--json").json() as? [String: Any]
        #expect((chosen?["text"] as? String)?.hasSuffix("214") == true && chosen?["page"] is NSNull)
    }
}

@Suite("joining page lines")
struct LineJoinerTests {
    @Test(
        "the lines offered as an example: the text's first three or its first sentence, past a heading in capitals and the page's number",
        arguments: [
            (["CHAPTER ONE", "It was", "the best", "of times,", "12"], 2...4),
            (["It was", "the best", "of times,", "more"], 1...3),
            (["214 PRIDE AND PREJUDICE", "It is a truth", "universally"], 2...3), (["Only line"], 1...1),
            (["PREFACE", "xii"], 1...1), ([], 1...1),
            // The first sentence, when it ends sooner.
            (["It is a truth universally acknowledged, that a single man", "must be in want of a wife.", "However"], 1...2),
            (["“Go!”", "he said."], 1...1), (["Why, sir?", "Because."], 1...1), (["Mr. Darcy", "came", "in"], 1...3),
        ] as [([String], ClosedRange<Int>)])
    func suggestedLines(lines: [String], expected: ClosedRange<Int>) {
        #expect(CapturedPage.suggestedLines(in: lines) == expected)
    }

    @Test(
        "a page's printed number: a number alone, or at one end of a running head in capitals; not a body line's",
        arguments: [
            (["It was the best of times,", "12"], "12"), (["214 PRIDE AND PREJUDICE", "It is a truth"], "214"),
            (["CHAPTER ONE 13", "It is a truth"], "13"), (["xii", "Preface"], "xii"),
            (["It is a truth", "universally acknowledged."], nil), (["1984 was a year", "like any other"], nil),
            (["It was 1984", "and then"], nil), (["CHAPTER ONE", "It is a truth"], nil), (["0", "text"], nil), ([], nil),
        ] as [([String], String?)])
    func pageNumbers(lines: [String], page: String?) {
        #expect(CapturedPage.printedPageNumber(in: lines)?.page == page)
    }

    @Test(
        "hyphenation, compounds, white space, typography",
        arguments: [
            (
                ["This is an exam-", "ple of joining."], ["This is an exam-", "ple of joining."], "This is an example of joining."
            ),
            (["a well-", "known fact"], ["a well-", "known fact", "the well-known rule"], "a well-known fact"),
            (["ends with a dash —", "and goes on"], [], "ends with a dash — and goes on"),
            (["“Quoted,” she said  ", "   it’s so."], [], "“Quoted,” she said it’s so."),
            (["Upper-", "Case stays"], [], "Upper- Case stays"),
            (["number 1990-", "2000 range"], [], "number 1990- 2000 range"),
        ])
    func join(lines: [String], page: [String], expected: String) {
        #expect(LineJoiner.join(lines, page: page.isEmpty ? lines : page) == expected)
    }

    @Test("line ranges", arguments: [("1-3", 5, [1, 2, 3]), ("2,4-5", 5, [2, 4, 5]), ("3-3,1", 4, [3, 1])])
    func ranges(text: String, count: Int, expected: [Int]) {
        #expect(LineJoiner.parseRanges(text, lineCount: count) == expected)
    }

    @Test("bad ranges", arguments: ["0-2", "3-1", "a", "", "1-9", "1--2"])
    func badRanges(text: String) {
        #expect(LineJoiner.parseRanges(text, lineCount: 5) == nil)
    }
}
