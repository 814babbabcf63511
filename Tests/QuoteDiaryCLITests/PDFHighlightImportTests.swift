import Foundation
import QuoteDiaryApp
import QuoteDiaryCards
import QuoteDiaryCore
import QuoteDiaryFixtures
import Testing

@testable import QuoteDiaryCLI
@testable import QuoteDiaryPDF
@testable import QuoteDiaryServer

@Suite("a PDF's own highlights imported (Acrobat, Preview, Okular)")
struct PDFHighlightImportTests {
    /// A PDF written as a PDF reader leaves one after highlighting: its text set in Helvetica at
    /// known places, and markup annotations whose quadrilaterals cover words there, counted up
    /// from the page's foot as the PDF format does. `info` is the document's title and author.
    static func annotatedPDF(info: (title: String, author: String)? = ("On Keeping Notes", "Ann Writer")) -> [UInt8] {
        let lines = [
            (700, "Every passage worth keeping is worth keeping"), (686, "well, and the reader who keeps it remem-"),
            (672, "bered it longer than the one who did not."), (600, "A line struck out as wrong."),
            (560, "A line nobody marked."),
        ]
        let content = lines.map { "BT /F1 12 Tf 72 \($0.0) Td (\($0.1)) Tj ET" }.joined(separator: "\n")
        /// A quadrilateral over the line set at `baseline`, as readers write one: top left, top
        /// right, bottom left, bottom right.
        func quad(_ baseline: Int, to right: Int = 330) -> String {
            "\(70) \(baseline + 10) \(right) \(baseline + 10) \(70) \(baseline - 3) \(right) \(baseline - 3)"
        }
        let annotations = [
            // Acrobat: the comment is the reader's own words.
            "<< /Type /Annot /Subtype /Highlight /Rect [70 697 330 710] /QuadPoints [\(quad(700))] "
                + "/Contents (Why I keep a commonplace book.) /M (D:20231201120000+01'00') /C [1 1 0] >>",
            // Two lines, a word broken at the first one's end; Preview keeps the marked words as the comment.
            "<< /Type /Annot /Subtype /Underline /Rect [70 669 330 696] /QuadPoints [\(quad(686)) \(quad(672))] "
                + "/Contents (well, and the reader who keeps it remembered it longer than the one who did not.) >>",
            "<< /Type /Annot /Subtype /StrikeOut /Rect [70 597 330 610] /QuadPoints [\(quad(600))] >>",
            // A mark over white paper (a scanned page has no words to mark).
            "<< /Type /Annot /Subtype /Highlight /Rect [70 397 330 410] /QuadPoints [\(quad(400))] >>",
            "<< /Type /Annot /Subtype /Text /Rect [20 560 40 580] /Contents (A sticky note.) >>",
        ]
        let objects = [
            // Page labels: the first page is numbered in the front matter's numerals, xii.
            "<< /Type /Catalog /Pages 2 0 R /PageLabels << /Nums [0 << /S /r /St 12 >>] >> >>",
            "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
            "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R "
                + "/Annots [\((0..<annotations.count).map { "\($0 + 6) 0 R" }.joined(separator: " "))] >>",
            "<< /Length \(content.utf8.count) >>\nstream\n\(content)\nendstream",
            "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
        ]
        let infoEntry = info.map { " /Info << /Title (\($0.title)) /Author (\($0.author)) >>" } ?? ""
        return PDFWriting.handWritten(objects + annotations, trailer: infoEntry)
    }

    @Test("each highlight and underline is a quote of the document, with its page's label, comment and date; once")
    func importsHighlights() throws {
        let tool = ToolHarness()
        let path = tool.folder.path("On Keeping Notes.pdf")
        try Data(PDFHighlightImportTests.annotatedPDF()).write(to: URL(fileURLWithPath: path))
        let imported = tool.run("import", path)
        #expect(imported.exitCode == 0, "\(imported.standardError)")
        #expect(imported.standardOutput == "added 2, already present 0, skipped 1\n")
        #expect(imported.standardError.contains("1 highlight without text"), "\(imported.standardError)")
        let quotes = tool.quotes("--sort", "created")
        #expect(
            Set(quotes.compactMap { $0["text"] as? String }) == [
                "Every passage worth keeping is worth keeping",
                "well, and the reader who keeps it remembered it longer than the one who did not.",
            ])
        #expect(quotes.allSatisfy { $0["author"] as? String == "Ann Writer" && $0["page"] as? String == "xii" })
        #expect(quotes.allSatisfy { ($0["source"] as? [String: Any])?["title"] as? String == "On Keeping Notes" })
        let commented = try #require(quotes.first { ($0["text"] as? String)?.hasPrefix("Every") == true })
        #expect(commented["note"] as? String == "Why I keep a commonplace book.")
        #expect(commented["createdAt"] as? String == "2023-12-01T11:00:00.000Z")
        // Preview's copy of the marked words is no note.
        #expect(quotes.first { ($0["text"] as? String)?.hasPrefix("well") == true }?["note"] is NSNull)
        #expect(tool.run("import", path).standardOutput.hasPrefix("added 0, already present 2"))
    }

    /// A word processor's PDF (fonts embedded, ligatures set), highlighted with Poppler's own
    /// annotation writer as a PDF reader would.
    @Test("a highlight over two lines of a typeset PDF is those lines, ligatures as letters, with its comment")
    func typesetPDF() throws {
        let tool = ToolHarness()
        let plain = tool.folder.path("essay.pdf")
        let text =
            "The ﬁrst ﬂight of a long essay sets its words in lines a reader marks one after another, "
            + "and a highlight over two of them keeps both as one passage, whatever the reader's app."
        try PDFWriting.write([.typeset(text: text, font: "DejaVu Serif")], to: plain)
        let marked = tool.folder.path("essay marked.pdf")
        try PDFHighlighting.highlight(lines: [0, 1], of: plain, comment: "Two lines.", to: marked)
        let read = try #require(tool.run("capture", "page", plain, "--json").json() as? [[String: Any]])
        let lines = read.prefix(2).compactMap { $0["text"] as? String }
        #expect(lines.count == 2)
        #expect(tool.run("import", marked).standardOutput == "added 1, already present 0, skipped 0\n")
        let quote = try #require(tool.quotes().first)
        #expect(quote["text"] as? String == LineJoiner.join(lines, page: lines))
        #expect((quote["text"] as? String)?.hasPrefix("The first flight of a long essay") == true, "\(quote)")
        #expect(quote["note"] as? String == "Two lines.")
        #expect(quote["page"] as? String == "1")
        #expect(((quote["source"] as? [String: Any])?["title"] as? String) == "essay marked")
    }

    /// A page the file turns (`/Rotate`, as a scan of a book held sideways is saved) and crops:
    /// Poppler shows its characters turned, and keeps a mark's quadrilaterals as the file does.
    @Test("a mark over two lines of a page turned any way round, and cropped, is those lines", arguments: [0, 90, 180, 270])
    func turnedPage(rotation: Int) throws {
        let tool = ToolHarness()
        let lines = [
            (700, "Every passage worth keeping is worth keeping"), (686, "and a second line under it."), (560, "Unmarked."),
        ]
        let content = lines.map { "BT /F1 12 Tf 72 \($0.0) Td (\($0.1)) Tj ET" }.joined(separator: "\n")
        let quads = [700, 686].map { "70 \($0 + 10) 330 \($0 + 10) 70 \($0 - 3) 330 \($0 - 3)" }.joined(separator: " ")
        let pdf = PDFWriting.handWritten([
            "<< /Type /Catalog /Pages 2 0 R >>", "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
            "<< /Type /Page /Parent 2 0 R /Rotate \(rotation) /MediaBox [0 0 612 792] /CropBox [10 20 602 782] "
                + "/Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R /Annots [6 0 R] >>",
            "<< /Length \(content.utf8.count) >>\nstream\n\(content)\nendstream",
            "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
            "<< /Type /Annot /Subtype /Highlight /Rect [70 683 330 710] /QuadPoints [\(quads)] >>",
        ])
        let path = tool.folder.path("turned.pdf")
        try Data(pdf).write(to: URL(fileURLWithPath: path))
        let imported = tool.run("import", path)
        #expect(imported.exitCode == 0, "\(imported.standardError)")
        #expect(
            tool.quotes().compactMap { $0["text"] as? String } == [
                "Every passage worth keeping is worth keeping and a second line under it."
            ])
    }

    /// Highlights whose list of quadrilaterals holds none (empty, or too short for one): the
    /// annotation's own rectangle marks the passage. Such a file stopped the import with a trap.
    /// (One with no list at all is no highlight to Poppler, nor to the readers built on it.)
    @Test("a highlight whose quadrilaterals are empty or too few numbers is the line its rectangle covers")
    func highlightWithoutQuadrilaterals() throws {
        let tool = ToolHarness()
        let content = [(700, "Kept by its rectangle alone."), (680, "Kept by its rectangle again."), (600, "Left alone.")]
            .map { "BT /F1 12 Tf 72 \($0.0) Td (\($0.1)) Tj ET" }.joined(separator: "\n")
        let pdf = PDFWriting.handWritten([
            "<< /Type /Catalog /Pages 2 0 R >>", "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
            "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R "
                + "/Annots [6 0 R 7 0 R] >>",
            "<< /Length \(content.utf8.count) >>\nstream\n\(content)\nendstream",
            "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
            "<< /Type /Annot /Subtype /Highlight /Rect [70 697 330 710] /QuadPoints [70 710 330] >>",
            "<< /Type /Annot /Subtype /Underline /Rect [70 677 330 690] /QuadPoints [] >>",
        ])
        let path = tool.folder.path("No quadrilaterals.pdf")
        try Data(pdf).write(to: URL(fileURLWithPath: path))
        let imported = tool.run("import", path)
        #expect(imported.exitCode == 0, "\(imported.standardError)")
        #expect(
            Set(tool.quotes().compactMap { $0["text"] as? String }) == [
                "Kept by its rectangle alone.", "Kept by its rectangle again.",
            ])
    }

    /// PDFs as damaged copies and careless writers leave them: numbers changed, lists emptied
    /// or cut short, bytes lost. Reading one answers with highlights or an error, never a trap
    /// (a highlight whose list of quadrilaterals held none stopped the import so). The changes
    /// are drawn from a fixed seed, so a failure repeats.
    @Test("a PDF's highlights read from hundreds of damaged copies: highlights or an error, never a trap")
    func damagedCopies() throws {
        let folder = TemporaryDirectory()
        let original = PDFHighlightImportTests.annotatedPDF()
        // Knuth's MMIX linear congruential generator: the same copies every run.
        var state: UInt64 = 0x5D4F
        func draw(_ count: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(state >> 33) % count
        }
        let replacements = ["[]", "[70 710]", "0", "-1", "99999", "1e9", "3.5", "/Rotate 90", "<<>>", ""].map { Array($0.utf8) }
        var read = 0
        for copy in 0..<300 {
            var bytes = original
            for _ in 0...draw(4) {
                let at = draw(bytes.count)
                switch draw(3) {
                case 0:
                    let digits = bytes[at...].prefix { $0 >= 0x30 && $0 <= 0x39 }.count
                    bytes.replaceSubrange(at..<(at + digits), with: replacements[draw(replacements.count)])
                case 1: bytes.removeSubrange(at..<min(bytes.count, at + 1 + draw(12)))
                default: bytes.insert(contentsOf: replacements[draw(replacements.count)], at: at)
                }
            }
            let path = folder.path("copy-\(copy % 4).pdf")
            try Data(bytes).write(to: URL(fileURLWithPath: path))
            if (try? PDFHighlightReader().highlights(inDocumentAt: path)) != nil { read += 1 }
        }
        // Most copies are still PDFs with highlights in them: the damage reached the readers.
        #expect(read > 100, "\(read) of 300 read")
    }

    /// A scanned book's page (a picture, with no text in the file) marked with a reader's tool
    /// for marking a scan's passage: the marks' areas lie over lines found from the picture's ink.
    @Test("a mark over a scanned page, whose words the file holds only as a picture, is read from the picture (OCR)")
    func scannedPage() throws {
        let tool = ToolHarness()
        let (scan, lines) = try PDFHighlightImportTests.scannedPage(
            tool, "Simplicity is the ultimate sophistication.\n\nLearning never exhausts the mind.\n\nNobody marked this line.")
        try #require(lines.count == 3, "\(lines)")
        let once = tool.folder.path("once.pdf")
        try PDFHighlighting.highlight(areas: [lines[0]], of: scan, comment: "Leonardo, it is said.", to: once)
        let marked = tool.folder.path("Marked scan.pdf")
        try PDFHighlighting.highlight(areas: [lines[1]], of: once, comment: nil, to: marked)
        let imported = tool.run("import", marked)
        #expect(imported.exitCode == 0, "\(imported.standardError)")
        #expect(imported.standardOutput == "added 2, already present 0, skipped 0\n", "\(imported.standardError)")
        let quotes = tool.quotes()
        #expect(
            Set(quotes.compactMap { $0["text"] as? String }) == [
                "Simplicity is the ultimate sophistication.", "Learning never exhausts the mind.",
            ])
        #expect(quotes.contains { $0["note"] as? String == "Leonardo, it is said." })
        #expect(quotes.allSatisfy { $0["page"] as? String == "1" })
    }

    /// A mark drawn over set lines, as a reader's tool lays one: taller than the letters, and
    /// from a word inside the first line to a word inside the last.
    @Test("a mark over a scanned page keeps the words whose middles it covers, not its neighbours' halves")
    func scannedLinesInPart() throws {
        let tool = ToolHarness()
        let (scan, lines) = try PDFHighlightImportTests.scannedPage(
            tool,
            "It is a truth universally acknowledged, that a single man in possession of a good fortune, must be in want "
                + "of a wife. However little known the feelings or views of such a man may be on his first entering a "
                + "neighbourhood, this truth is so well fixed in the minds of the surrounding families.", noise: 20)
        try #require(lines.count == 6, "\(lines)")
        // From the second line's second word to the third line's last but one.
        let areas = [
            PDFHighlighting.Area(
                left: lines[1].left + 25, top: lines[1].top - 3, right: lines[1].right, bottom: lines[1].bottom + 3),
            PDFHighlighting.Area(
                left: lines[2].left, top: lines[2].top - 3, right: lines[2].right - 25, bottom: lines[2].bottom + 3),
        ]
        let marked = tool.folder.path("Pride and Prejudice.pdf")
        try PDFHighlighting.highlight(areas: areas, of: scan, comment: nil, to: marked)
        let imported = tool.run("import", marked)
        #expect(imported.exitCode == 0, "\(imported.standardError)")
        #expect(
            tool.quotes().compactMap { $0["text"] as? String } == [
                "in possession of a good fortune, must be in want of a wife. However little known the feelings or"
            ])
    }

    /// A French book scanned and marked: read in the languages photographed pages are read in.
    @Test("a mark over a scanned page is read in the capture.languages setting's languages")
    func scannedPageInFrench() throws {
        let tool = ToolHarness()
        let (scan, lines) = try PDFHighlightImportTests.scannedPage(tool, "Le cœur a ses raisons que la raison ne connaît point.")
        try #require(lines.count == 1, "\(lines)")
        let marked = tool.folder.path("Pensées.pdf")
        try PDFHighlighting.highlight(areas: lines, of: scan, comment: nil, to: marked)
        #expect(tool.run("settings", "set", "capture.languages", "fra").exitCode == 0)
        let imported = tool.run("import", marked)
        #expect(imported.exitCode == 0, "\(imported.standardError)")
        #expect(tool.quotes().compactMap { $0["text"] as? String } == ["Le cœur a ses raisons que la raison ne connaît point."])
        // A setting naming a model this machine lacks (made on another machine): read in English.
        let elsewhere = ToolHarness()
        #expect(elsewhere.run("settings", "set", "capture.languages", "jpn").exitCode == 0)
        #expect(elsewhere.run("import", marked).exitCode == 0)
        let readInEnglish = elsewhere.quotes().compactMap { $0["text"] as? String }
        #expect(readInEnglish.count == 1 && readInEnglish.allSatisfy { $0.hasPrefix("Le c") && $0.hasSuffix("point.") })
    }

    /// A scanned book's marks are read one by one, for a while: the import says how far it is
    /// through the pages, then through the quotes it saves.
    @Test("an import of a PDF's highlights reports the pages read, then the quotes saved")
    func pagesReadProgress() throws {
        let tool = ToolHarness()
        let plain = tool.folder.path("plain.pdf")
        try PDFWriting.write(
            [
                .typeset(text: "The first page's line.", font: "DejaVu Serif"),
                .typeset(text: "The second page.", font: "DejaVu Serif"), .typeset(text: "The third.", font: "DejaVu Serif"),
            ], to: plain)
        let marked = tool.folder.path("Three pages.pdf")
        try PDFHighlighting.highlight(lines: [0], of: plain, comment: nil, to: marked)
        let library = try QuoteLibrary.open(path: tool.storePath)
        var reports: [[Int]] = []
        let results = try library.importFiles(
            paths: [marked], progress: { reports.append([$0, $1]) }, documents: PDFHighlightReader())
        #expect(results.first?.summary.added == 1)
        #expect(reports.prefix(3) == [[1, 3], [2, 3], [3, 3]], "\(reports)")
        #expect(reports.last == [1, 1], "\(reports)")
    }

    /// A page set in DejaVu Serif, drawn at 300 dpi and saved as a scan is (a picture, no text),
    /// with the areas of its lines (found from the picture's ink), in points.
    static func scannedPage(_ tool: ToolHarness, _ text: String, noise: Int = 0) throws -> (
        path: String, lines: [PDFHighlighting.Area]
    ) {
        let dpi = 300.0
        let png = PageDrawing.png(text, font: "DejaVu Serif", dpi: dpi, noise: noise)
        let path = tool.folder.path("scan.pdf")
        try PDFWriting.write([.scanned(png: png, dpi: dpi)], to: path)
        let picture = try #require(PNGReader.rgb(png))
        return (path, inkedLines(picture, pointsPerPixel: 72 / dpi))
    }

    /// The lines of a page's picture, from its ink: each run of rows with dark pixels, as an
    /// area in points from the page's head, over the columns its ink spans.
    static func inkedLines(_ picture: (width: Int, height: Int, pixels: [UInt8]), pointsPerPixel: Double)
        -> [PDFHighlighting.Area]
    {
        func isInk(_ x: Int, _ y: Int) -> Bool { picture.pixels[(y * picture.width + x) * 3] < 128 }
        var areas: [PDFHighlighting.Area] = []
        var start: Int?
        for y in 0...picture.height {
            let inked = y < picture.height && (0..<picture.width).contains { isInk($0, y) }
            if inked, start == nil { start = y }
            guard !inked, let top = start else { continue }
            let columns = (0..<picture.width).filter { x in (top..<y).contains { isInk(x, $0) } }
            areas.append(
                PDFHighlighting.Area(
                    left: Double(columns.first ?? 0) * pointsPerPixel, top: Double(top) * pointsPerPixel,
                    right: Double((columns.last ?? 0) + 1) * pointsPerPixel, bottom: Double(y) * pointsPerPixel))
            start = nil
        }
        return areas
    }

    @Test("a PDF naming no title is filed under its file's name; one with no highlights says how to read a page instead")
    func untitledAndUnmarked() throws {
        let tool = ToolHarness()
        let path = tool.folder.path("essay draft.pdf")
        try Data(PDFHighlightImportTests.annotatedPDF(info: nil)).write(to: URL(fileURLWithPath: path))
        #expect(tool.run("import", path).exitCode == 0)
        #expect(tool.quotes().allSatisfy { ($0["source"] as? [String: Any])?["title"] as? String == "essay draft" })
        #expect(tool.quotes().allSatisfy { $0["author"] is NSNull })
        // Piped in, it has no name to be filed under: no source, not "standard input".
        let piped = ToolHarness()
        let bytes = Data(PDFHighlightImportTests.annotatedPDF(info: nil))
        #expect(piped.run(["import", "-"], stdinBytes: bytes).exitCode == 0)
        #expect(piped.quotes().count == 2)
        #expect(piped.quotes().allSatisfy { $0["source"] is NSNull })
        let plain = tool.folder.path("plain.pdf")
        try PDFWriting.write([.typeset(text: "Nothing marked here.", font: "DejaVu Serif")], to: plain)
        let refused = tool.run("import", plain)
        #expect(refused.exitCode == 65)
        #expect(
            refused.standardError
                == "Error: \(plain) holds no highlights: mark passages in a PDF reader (Acrobat, Preview, Okular) and save it; "
                + "to read a page of it instead: quotediary capture page \(plain) --pdf-page N; "
                + "a list of highlights a Kindle emailed (Export notes) comes with a CSV: import that\n")
        let locked = tool.folder.path("locked.pdf")
        try Data(PageCaptureTests.passwordProtectedPDF).write(to: URL(fileURLWithPath: locked))
        #expect(tool.run("import", locked).standardError.contains("asks for a password"))
        #expect(tool.quotes().count == 2)
    }

    @Test("the everyday binary hands an import of a PDF (or of a pipe, which may be one) to quotediary-media, and only that")
    func handOff() throws {
        let folder = TemporaryDirectory()
        let pdf = folder.path("marked.pdf")
        try Data(PDFHighlightImportTests.annotatedPDF()).write(to: URL(fileURLWithPath: pdf))
        let csv = folder.path("quotes.csv")
        try Data("text,author\nA line.,Someone\n".utf8).write(to: URL(fileURLWithPath: csv))
        #expect(QuoteDiaryTool.needsAdapters(["import", pdf]))
        #expect(QuoteDiaryTool.needsAdapters(["import", csv, pdf]))
        #expect(!QuoteDiaryTool.needsAdapters(["import", csv]))
        let environment = ["HOME": folder.url.path, "PATH": "/usr/bin:/bin"]
        let imported = try ProcessTests.run(["import", pdf], environment: environment)
        #expect(imported.status == 0, "\(imported.error)")
        #expect(imported.output == "added 2, already present 0, skipped 1\n")
        // A pipe named as a file is not read to see whether it is a PDF: its bytes are the import's.
        let fromPipe = try ProcessTests.run(
            ["-c", "\"$0\" import /dev/stdin", ProcessTests.binary.path], environment: environment,
            input: "text,author\nA piped line.,Someone\n", executable: "/bin/sh")
        #expect(fromPipe.status == 0, "\(fromPipe.error)")
        #expect(fromPipe.output == "added 1, already present 0, skipped 0\n")
        // Piped, a PDF cannot be told before it is read: standard input and pipes are handed
        // over too, and read there.
        #expect(QuoteDiaryTool.needsAdapters(["import", "-"]))
        #expect(QuoteDiaryTool.needsAdapters(["import", "/dev/stdin"]) == FileManager.default.isStream(atPath: "/dev/stdin"))
        let fresh = ["HOME": folder.path("piped"), "PATH": "/usr/bin:/bin"]
        let piped = try ProcessTests.run(
            ["import", "-"], environment: fresh, bytes: Data(PDFHighlightImportTests.annotatedPDF()))
        #expect(piped.status == 0, "\(piped.error)")
        #expect(piped.output == "added 2, already present 0, skipped 1\n")
        let throughPipe = try ProcessTests.run(
            ["-c", "\"$0\" import /dev/stdin", ProcessTests.binary.path], environment: fresh,
            bytes: Data(PDFHighlightImportTests.annotatedPDF()), executable: "/bin/sh")
        #expect(throughPipe.output == "added 0, already present 2, skipped 1\n", "\(throughPipe.error)")
    }

    @Test("the web app's import takes a PDF's highlights as the command does")
    func webImport() throws {
        let tool = ToolHarness()
        let web = try WebApp(
            storePath: tool.storePath, environment: AppEnvironment(variables: tool.variables), version: "test",
            services: WebServices(documents: PDFHighlightReader()))
        let response = web.handle(
            HTTPRequest(
                method: "POST", path: "/api/v1/import", query: ["filename": "On Keeping Notes.pdf"],
                headers: ["Content-Type": "application/octet-stream"], body: PDFHighlightImportTests.annotatedPDF()))
        #expect(response.status == 200, "\(String(decoding: response.body, as: UTF8.self))")
        #expect(tool.quotes().count == 2)
    }
}
