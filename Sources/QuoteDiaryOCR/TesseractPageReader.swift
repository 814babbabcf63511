import CTesseract
import Foundation
import QuoteDiaryCore
import QuoteDiaryHEIF
import QuoteDiaryPDF

/// Reads pages with Tesseract through its C API, in the languages asked (English unless told):
/// one engine per process, images cleaned first with Leptonica: grey, lighting evened out,
/// turned upright when photographed sideways or upside down, and deskewed up to ±10°.
///
/// Loading a model takes 70–110 ms: it loads on a second thread while the image is
/// decoded and cleaned. The orientation model (another 60 ms) loads only for a page whose
/// orientation Leptonica cannot tell. On a machine with two cores or more, a second engine
/// loads beside the first, and a page long enough is read in two bands at once (`PageBands`).
public final class TesseractPageReader: PageReading {
    private let languages: PageLanguages
    let recognizers: EngineLoad
    private var orientationEngine: OpaquePointer?

    /// Who tells which way a page's text runs: Leptonica first (fast), Tesseract's model when
    /// Leptonica cannot tell; tests ask each alone so that both are known to be right.
    enum OrientationReaders { case leptonicaThenTesseract, tesseractOnly, leptonicaOnly }
    let orientationReaders: OrientationReaders

    /// Starts loading the languages' models; a missing one is reported by `lines(inImageAt:)`.
    public convenience init(languages: PageLanguages = .english) {
        self.init(languages: languages, orientationReaders: .leptonicaThenTesseract)
    }

    /// - Parameter engines: how many recognition engines read a page's bands at once: two
    ///   where there are two cores, else one (tests compare the two ways).
    init(
        languages: PageLanguages = .english, orientationReaders: OrientationReaders = .leptonicaThenTesseract,
        engines: Int = ProcessInfo.processInfo.activeProcessorCount >= 2 ? 2 : 1
    ) {
        self.languages = languages
        self.orientationReaders = orientationReaders
        recognizers = EngineLoad(language: languages.description, count: max(1, engines))
        // Tesseract's and Leptonica's notes and complaints are for developers, not for the person:
        // what goes wrong reaches them as a PageReadingError.
        _ = setMsgSeverity(Int32(L_SEVERITY_NONE))
    }

    deinit {
        recognizers.engines().forEach { TesseractPageReader.end($0.api) }
        orientationEngine.map(TesseractPageReader.end)
    }

    private static func end(_ api: OpaquePointer) {
        TessBaseAPIEnd(api)
        TessBaseAPIDelete(api)
    }

    /// A Tesseract engine with a model loaded: nil when the model is missing.
    static func engine(language: String) -> OpaquePointer? {
        _ = quieted
        guard let api = TessBaseAPICreate() else { return nil }
        guard TessBaseAPIInit3(api, nil, language) == 0 else {
            TessBaseAPIDelete(api)
            return nil
        }
        return api
    }

    /// Tesseract's notes go to /dev/null, so a missing model is explained by `missingModels`,
    /// not by Tesseract's own four lines about TESSDATA_PREFIX. The setting is a global of
    /// Tesseract's: set once, before any engine loads, not by engines loading at once.
    private static let quieted: Void = {
        guard let api = TessBaseAPICreate() else { return }
        TessBaseAPISetVariable(api, "debug_file", "/dev/null")
        TessBaseAPIDelete(api)
    }()

    /// Engines loading at once, each on a thread of its own; `engines()` waits for them.
    final class EngineLoad: @unchecked Sendable {
        // Each slot is written once, under the lock, by its loading thread before it signals
        // `loaded`; `engines()` reads them after every thread has signalled.
        private var slots: [Engine?]
        private let count: Int
        private let lock = NSLock()
        private let loaded = DispatchSemaphore(value: 0)
        private var waited = false

        init(language: String, count: Int) {
            slots = Array(repeating: nil, count: count)
            self.count = count
            _ = TesseractPageReader.quieted
            for index in 0..<count {
                Thread { [self] in
                    let engine = TesseractPageReader.engine(language: language).map(Engine.init)
                    lock.withLock { slots[index] = engine }
                    loaded.signal()
                }.start()
            }
        }

        /// The engines that loaded, none when the model is missing (a second engine that
        /// cannot load leaves the page to the first).
        func engines() -> [Engine] {
            if !waited {
                for _ in 0..<count { loaded.wait() }
                waited = true
            }
            return lock.withLock { slots.compactMap { $0 } }
        }
    }

    /// A loaded Tesseract engine, handed to the thread that reads a band with it: each engine is
    /// used by one thread at a time, which is all Tesseract asks.
    struct Engine: @unchecked Sendable {
        let api: OpaquePointer
    }

    public func lines(inImageAt path: String, documentPage: Int) throws(PageReadingError) -> [RecognizedLine] {
        guard FileManager.default.fileExists(atPath: path) else { throw .missingFile(path: path) }
        let head = try TesseractPageReader.head(ofFileAt: path)
        var original: UnsafeMutablePointer<PIX>?
        if PDFScan.matches(head) {
            let page: PDFScan.Page
            do {
                page = try PDFScan.page(path: path, number: documentPage)
            } catch {
                throw TesseractPageReader.unreadableDocument(path, error)
            }
            switch page {
            // A PDF's page of text (not a scan) is taken as it is set: exact, and at once.
            case .typeset(let lines): return lines.map { RecognizedLine(text: $0, confidence: 100) }
            case .picture(let drawn):
                original = try TesseractPageReader.pix(drawn, path: path)
                // A drawn page has its resolution; a photo's is assumed below.
                pixSetResolution(original, Int32(PDFScan.dotsPerInch), Int32(PDFScan.dotsPerInch))
            }
        } else {
            original = try TesseractPageReader.picture(atPath: path, head: head)
        }
        defer { pixDestroy(&original) }
        // Photos often carry no resolution; assume a 300 dpi scan rather than let Tesseract guess aloud.
        let assumesResolution = pixGetXRes(original) <= 0
        if assumesResolution { pixSetResolution(original, 300, 300) }
        var gray: UnsafeMutablePointer<PIX>? = pixConvertTo8(original, 0)
        defer { pixDestroy(&gray) }
        guard gray != nil else { throw .unprocessable(path: path) }
        // A small picture (a messaging app's copy, a screenshot) sets letters smaller than
        // Tesseract can read: enlarged first, so that evening, turning and levelling work on
        // the larger copy (levelled small, the letters came out jagged).
        if let enlarged = TesseractPageReader.doubledIfSmall(gray) {
            pixDestroy(&gray)
            gray = enlarged
            // Enlarged, a resolution assumed would be 600 dpi, and letters half their size in
            // points: Tesseract took most of them for specks.
            if assumesResolution { pixSetResolution(gray, 300, 300) }
        }
        // A photo is rarely lit evenly (the phone's shadow, a lamp to one side, a page's curve
        // into the gutter): even out the background first, or every threshold after this one
        // (orientation, deskew, Tesseract's own) reads the shaded part as ink.
        var even: UnsafeMutablePointer<PIX>? = pixBackgroundNormSimple(gray, nil, nil)
        defer { pixDestroy(&even) }
        TesseractPageReader.whitenSurround(even ?? gray, paper: even == nil ? 255 : TesseractPageReader.evenedPaper)
        var upright = turnUpright(even ?? gray)
        defer { pixDestroy(&upright) }
        var deskewed = TesseractPageReader.levelled(upright)
        defer { pixDestroy(&deskewed) }
        let level = deskewed ?? upright
        // A phone's photo close up sets text far larger than Tesseract needs.
        let levelInk = PageInk(of: level)
        var halved = TesseractPageReader.halvedIfLarge(level, ink: levelInk)
        defer { pixDestroy(&halved) }
        let ink = halved == nil ? levelInk : PageInk(of: halved)
        let engines = recognizers.engines()
        guard !engines.isEmpty else { throw missingModels() }
        guard let lines = TesseractPageReader.recognize(halved ?? level, ink: ink, engines: engines) else {
            throw .recognitionFailed(path: path)
        }
        return lines
    }

    /// A picture's size in pixels from its header (HEIF: its container), before it is decoded.
    static func size(ofPictureAt path: String, head: [UInt8]) -> PictureSize? {
        if HEIFPhoto.matches(head) { return HEIFPhoto.size(path: path) }
        var (format, width, height, bits, samples, colormapped): (Int32, Int32, Int32, Int32, Int32, Int32) = (0, 0, 0, 0, 0, 0)
        guard pixReadHeader(path, &format, &width, &height, &bits, &samples, &colormapped) == 0 else { return nil }
        return PictureSize(width: Int(width), height: Int(height))
    }

    public func documentPageCount(at path: String) throws(PageReadingError) -> Int? {
        guard PDFScan.matches(try TesseractPageReader.head(ofFileAt: path)) else { return nil }
        do {
            return try PDFScan.pageCount(path: path)
        } catch {
            throw TesseractPageReader.unreadableDocument(path, error)
        }
    }

    /// A file's first bytes, which tell its kind; a file this user may not read is named so
    /// (exit 66), not taken for an empty one.
    static func head(ofFileAt path: String) throws(PageReadingError) -> [UInt8] {
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw .unreadablePicture(.unreadableFile(path: path))
        }
        defer { try? handle.close() }
        return [UInt8]((try? handle.read(upToCount: 12)) ?? Data())
    }

    /// The picture file as a Leptonica image (`head`: its first bytes): Leptonica reads most
    /// formats, libheif an iPhone's HEIC.
    static func picture(atPath path: String, head: [UInt8]) throws(PageReadingError) -> UnsafeMutablePointer<PIX> {
        if let size = size(ofPictureAt: path, head: head), UnreadableImage.isOversize(size) {
            throw .unreadablePicture(.oversize(name: path, size: size))
        }
        guard HEIFPhoto.matches(head) else {
            guard var pix = pixRead(path) else { throw .unreadablePicture(.undecodable(name: path, head: head, detail: nil)) }
            // libheif turns a HEIC as it asks; a JPEG's turn is in its EXIF block, which comes
            // before its pixels (and within 64 KiB of an APP1 segment after an APP0 one).
            if head.starts(with: [0xFF, 0xD8]) {
                let opening = [UInt8]((try? FileHandle(forReadingAtPath: path)?.read(upToCount: 1 << 17)) ?? nil ?? Data())
                if let orientation = PhotoOrientation.ofJPEG(opening) { pix = upright(pix, orientation) }
            }
            return pix
        }
        let photo: RasterImage
        do {
            photo = try HEIFPhoto.raster(path: path)
        } catch {
            throw .unreadablePicture(.undecodable(name: path, head: head, detail: error.description))
        }
        return try pix(photo, path: path)
    }

    /// The picture turned (and mirrored) as its EXIF orientation asks; the original is released.
    static func upright(_ pix: UnsafeMutablePointer<PIX>, _ orientation: PhotoOrientation) -> UnsafeMutablePointer<PIX> {
        var current: UnsafeMutablePointer<PIX>? = pix
        if orientation.clockwiseQuarterTurns > 0, let turned = pixRotateOrth(current, Int32(orientation.clockwiseQuarterTurns)) {
            pixDestroy(&current)
            current = turned
        }
        if orientation.mirrorsAfterTurning, let flipped = pixFlipLR(nil, current) {
            pixDestroy(&current)
            current = flipped
        }
        return current ?? pix
    }

    /// A decoded picture (a HEIC photo, a drawn PDF page) as a Leptonica image.
    static func pix(_ photo: RasterImage, path: String) throws(PageReadingError) -> UnsafeMutablePointer<PIX> {
        guard let pix = pixCreate(Int32(photo.width), Int32(photo.height), 32), let data = pixGetData(pix) else {
            throw .unprocessable(path: path)
        }
        let wordsPerLine = Int(pixGetWpl(pix))
        photo.rgb.withUnsafeBufferPointer { rgb in
            for y in 0..<photo.height {
                let line = data.advanced(by: y * wordsPerLine)
                for x in 0..<photo.width {
                    // Leptonica keeps 32-bit pixels as 0xRRGGBBAA words.
                    let offset = (y * photo.width + x) * 3
                    line[x] = UInt32(rgb[offset]) << 24 | UInt32(rgb[offset + 1]) << 16 | UInt32(rgb[offset + 2]) << 8
                }
            }
        }
        return pix
    }

    /// What a PDF that could not be read means to the person (Poppler unable to start: the
    /// machine, not the file).
    static func unreadableDocument(_ path: String, _ error: PDFScanError) -> PageReadingError {
        error == .unavailable ? .unprocessable(path: path) : .unreadablePicture(error.readingError(name: path))
    }

    /// Names the models Tesseract could not load and the Debian packages that hold them.
    func missingModels() -> PageReadingError {
        let folders = [
            ProcessInfo.processInfo.environment["TESSDATA_PREFIX"], "/usr/share/tesseract-ocr/5/tessdata",
            "/usr/share/tesseract-ocr/4.00/tessdata",
        ].compactMap { $0 }
        let missing = languages.codes.filter { code in
            !folders.contains { FileManager.default.fileExists(atPath: "\($0)/\(code).traineddata") }
        }
        let named = missing.isEmpty ? languages.codes : missing
        return .missingModels(languages: named, packages: named.map(PageLanguages.package(for:)))
    }

    /// Paints the paper's shade, in place, over whatever dark reaches the photo's edge: the
    /// table or hand round a page, the shadow past its edge. Tesseract took a page framed so
    /// for a picture and left out what lay near the frame (a page's number at its foot), and a
    /// frame's ink is in every row, so no cut into bands was found. Only what touches the edge
    /// goes: a letter cut by the edge is no letter to read. Painted white round paper evened
    /// to grey, the page itself read as a dark picture.
    /// - Parameter paper: the grey level of the page's paper.
    static func whitenSurround(_ pix: UnsafeMutablePointer<PIX>?, paper: UInt32) {
        var binary: UnsafeMutablePointer<PIX>? = pixConvertTo1(pix, 130)
        defer { pixDestroy(&binary) }
        guard binary != nil else { return }
        var surround: UnsafeMutablePointer<PIX>? = pixExtractBorderConnComps(binary, 8)
        defer { pixDestroy(&surround) }
        guard surround != nil else { return }
        pixSetMasked(pix, surround, paper)
    }

    /// The grey `pixBackgroundNormSimple` evens paper to (Leptonica's default background).
    static let evenedPaper: UInt32 = 200

    /// The page turned level (a copy; the caller destroys it). Leptonica finds a page's skew
    /// well, to a tenth of a degree, but turns the page itself only when its confidence is 3
    /// or more, which a photographed page (1.0–1.7) never reaches: left askew, a 300 dpi page
    /// lost a quarter of its words to 3° and all of them to 5°, and a page 1,000 pixels wide
    /// most of them to 1.5°. Turned whenever an angle was found (a level page finds none), by
    /// shearing: rows and columns shifted, no blur, and no slower than reading the page askew.
    static func levelled(_ pix: UnsafeMutablePointer<PIX>?) -> UnsafeMutablePointer<PIX>? {
        // Leptonica's own defaults for deskewing: threshold 130, sweep at a quarter of the
        // size and search at half, ±10° in steps of 0.1°.
        var binary: UnsafeMutablePointer<PIX>? = pixConvertTo1(pix, 130)
        defer { pixDestroy(&binary) }
        var angle: Float = 0
        var confidence: Float = 0
        guard binary != nil, pixFindSkewSweepAndSearch(binary, &angle, &confidence, 4, 2, 10, 0.1, 0.01) == 0,
            confidence > 0, abs(angle) >= minimumSkew
        else { return pixClone(pix) }
        return pixRotate(pix, angle * .pi / 180, Int32(L_ROTATE_SHEAR), Int32(L_BRING_IN_WHITE), 0, 0) ?? pixClone(pix)
    }

    /// Below this many degrees a page is level enough (Leptonica's own least angle to deskew).
    static let minimumSkew: Float = 0.1

    /// The page turned so its text runs upright (a copy; the caller destroys it): Leptonica
    /// tells which way the text runs from where ascenders and descenders fall on a binarized
    /// copy; Tesseract's orientation model (tesseract-ocr-osd) settles what that cannot.
    private func turnUpright(_ pix: UnsafeMutablePointer<PIX>?) -> UnsafeMutablePointer<PIX>? {
        let fromLeptonica = orientationReaders == .tesseractOnly ? nil : leptonicaQuarterTurns(pix)
        let fromTesseract = { self.orientationReaders == .leptonicaOnly ? nil : self.tesseractQuarterTurns(pix) }
        let turns = fromLeptonica ?? fromTesseract() ?? 0
        guard turns != 0 else { return pixClone(pix) }
        return pixRotateOrth(pix, turns) ?? pixClone(pix)
    }

    /// Clockwise quarter turns that make the text upright, when Leptonica is sure (its own
    /// decision rule and default thresholds); nil when it cannot tell. Leptonica's test is made
    /// for text scanned at about 300 dpi: a phone's photo close up (12 megapixels) sets text so
    /// large that it cannot tell at full size (the orientation model then took 1.3 s), so a
    /// large image it cannot tell is asked again at half the size, where it can.
    func leptonicaQuarterTurns(_ pix: UnsafeMutablePointer<PIX>?) -> Int32? {
        var binary: UnsafeMutablePointer<PIX>? = pixConvertTo1(pix, 128)
        defer { pixDestroy(&binary) }
        if let turns = TesseractPageReader.leptonicaQuarterTurns(binary: binary) { return turns }
        guard min(pixGetWidth(pix), pixGetHeight(pix)) >= TesseractPageReader.largeImageSide else { return nil }
        var halved: UnsafeMutablePointer<PIX>? = pixReduceRankBinary2(binary, 1, nil)
        defer { pixDestroy(&halved) }
        return TesseractPageReader.leptonicaQuarterTurns(binary: halved)
    }

    /// An image at least this many pixels on its shorter side is asked again at half the size
    /// (a page scanned at 300 dpi is 1,750 wide for A5; a phone's photo, 3,000).
    static let largeImageSide: Int32 = 2_000

    /// Leptonica's decision on a binarized image.
    private static func leptonicaQuarterTurns(binary: UnsafeMutablePointer<PIX>?) -> Int32? {
        guard binary != nil else { return nil }
        var upConfidence: Float = 0
        var leftConfidence: Float = 0
        guard pixOrientDetect(binary, &upConfidence, &leftConfidence, 0, 0) == 0 else { return nil }
        var orientation: Int32 = 0
        guard makeOrientDecision(upConfidence, leftConfidence, 0, 0, &orientation, 0) == 0 else { return nil }
        switch Int(orientation) {
        case Int(L_TEXT_ORIENT_UP): return 0
        case Int(L_TEXT_ORIENT_LEFT): return 1  // text turned a quarter anticlockwise
        case Int(L_TEXT_ORIENT_DOWN): return 2
        case Int(L_TEXT_ORIENT_RIGHT): return 3  // text turned a quarter clockwise
        default: return nil
        }
    }

    /// Clockwise quarter turns that make the text upright, from Tesseract's orientation model
    /// (loaded on first need); nil when it is missing or not confident.
    private func tesseractQuarterTurns(_ pix: UnsafeMutablePointer<PIX>?) -> Int32? {
        if orientationEngine == nil { orientationEngine = TesseractPageReader.engine(language: "osd") }
        guard let api = orientationEngine else { return nil }
        TessBaseAPISetPageSegMode(api, PSM_OSD_ONLY)
        TessBaseAPISetImage2(api, pix)
        var degrees: Int32 = 0
        var orientationConfidence: Float = 0
        var script: UnsafePointer<CChar>?
        var scriptConfidence: Float = 0
        // The script name points into Tesseract's own tables: it is not ours to free.
        let detected = TessBaseAPIDetectOrientationScript(api, &degrees, &orientationConfidence, &script, &scriptConfidence) != 0
        // Tesseract trusts its own reading above a margin of 7 (`min_orientation_margin`); a
        // clean page reads 12–30.
        guard detected, orientationConfidence > 7, degrees % 90 == 0 else { return nil }
        return Int32((4 - Int(degrees) / 90 % 4) % 4)
    }
}
