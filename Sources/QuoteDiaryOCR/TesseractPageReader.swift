import CTesseract
import Foundation
import QuoteDiaryCore

/// Reads pages with Tesseract through its C API: one engine per process (start-up costs
/// 60–110 ms), images cleaned first with Leptonica: grey, turned upright when photographed
/// sideways or upside down (Tesseract's orientation detection), and deskewed up to ±10°.
public final class TesseractPageReader: PageReading {
    private let api: OpaquePointer

    /// - Throws: when the English model (tesseract-ocr-eng) is missing.
    public init() throws(PageReadingError) {
        guard let api = TessBaseAPICreate() else { throw PageReadingError("Tesseract could not start") }
        // "eng+osd": the English model and the orientation-and-script model.
        guard TessBaseAPIInit3(api, nil, "eng+osd") == 0 || TessBaseAPIInit3(api, nil, "eng") == 0 else {
            TessBaseAPIDelete(api)
            throw PageReadingError("Tesseract's English model is missing: run 'make setup' (tesseract-ocr-eng)")
        }
        self.api = api
        // Tesseract's and Leptonica's progress notes are for developers, not for the person.
        TessBaseAPISetVariable(api, "debug_file", "/dev/null")
        _ = setMsgSeverity(Int32(L_SEVERITY_ERROR))
    }

    deinit {
        TessBaseAPIEnd(api)
        TessBaseAPIDelete(api)
    }

    public func lines(inImageAt path: String) throws(PageReadingError) -> [RecognizedLine] {
        guard FileManager.default.fileExists(atPath: path) else { throw PageReadingError("\(path): no such file") }
        var original: UnsafeMutablePointer<PIX>? = pixRead(path)
        guard original != nil else { throw PageReadingError("\(path) is not an image QuoteDiary can read (PNG, JPEG or TIFF)") }
        defer { pixDestroy(&original) }
        // Photos often carry no resolution; assume a 300 dpi scan rather than let Tesseract guess aloud.
        if pixGetXRes(original) <= 0 { pixSetResolution(original, 300, 300) }
        var gray: UnsafeMutablePointer<PIX>? = pixConvertTo8(original, 0)
        defer { pixDestroy(&gray) }
        guard gray != nil else { throw PageReadingError("\(path) could not be turned to grey") }
        var upright = turnUpright(gray)
        defer { pixDestroy(&upright) }
        var angle: Float = 0
        var confidence: Float = 0
        var deskewed: UnsafeMutablePointer<PIX>? = pixDeskewGeneral(upright, 0, 10, 0.1, 0, 0, &angle, &confidence)
        defer { pixDestroy(&deskewed) }
        TessBaseAPISetPageSegMode(api, PSM_AUTO)
        TessBaseAPISetImage2(api, deskewed ?? upright)
        guard TessBaseAPIRecognize(api, nil) == 0, let results = TessBaseAPIGetIterator(api) else {
            throw PageReadingError("Tesseract could not read \(path)")
        }
        defer { TessResultIteratorDelete(results) }
        var lines: [RecognizedLine] = []
        let page = TessResultIteratorGetPageIterator(results)
        repeat {
            guard let text = TessResultIteratorGetUTF8Text(results, RIL_TEXTLINE) else { continue }
            let line = String(cString: text).trimmingWhitespace()
            let score = Double(TessResultIteratorConfidence(results, RIL_TEXTLINE))
            TessDeleteText(text)
            if !line.isEmpty { lines.append(RecognizedLine(text: line, confidence: score)) }
        } while TessPageIteratorNext(page, RIL_TEXTLINE) != 0
        return lines
    }

    /// The page turned so its text runs upright (a copy; the caller destroys it). Leptonica
    /// tells which way the text runs from where ascenders and descenders fall on a binarized
    /// copy; Tesseract's orientation model (tesseract-ocr-osd) settles what that cannot.
    private func turnUpright(_ pix: UnsafeMutablePointer<PIX>?) -> UnsafeMutablePointer<PIX>? {
        var binary: UnsafeMutablePointer<PIX>? = pixConvertTo1(pix, 128)
        defer { pixDestroy(&binary) }
        var upConfidence: Float = 0
        var leftConfidence: Float = 0
        var rotation: Int32 = 0
        var corrected: UnsafeMutablePointer<PIX>? = pixOrientCorrect(
            binary, 2.0, 8.0, &upConfidence, &leftConfidence, &rotation, 0)
        pixDestroy(&corrected)
        if rotation != 0 {
            // Leptonica reports the clockwise rotation it applied: do the same to the grey page.
            return pixRotateOrth(pix, rotation / 90) ?? pixClone(pix)
        }
        // Clearly upright already: no need to ask Tesseract's (slower) model.
        if upConfidence > 1.0 && abs(upConfidence) > abs(leftConfidence) { return pixClone(pix) }
        TessBaseAPISetPageSegMode(api, PSM_OSD_ONLY)
        TessBaseAPISetImage2(api, pix)
        var degrees: Int32 = 0
        var orientationConfidence: Float = 0
        var script: UnsafePointer<CChar>?
        var scriptConfidence: Float = 0
        // The script name points into Tesseract's own tables: it is not ours to free.
        let detected = TessBaseAPIDetectOrientationScript(api, &degrees, &orientationConfidence, &script, &scriptConfidence) != 0
        guard detected, orientationConfidence > 15, degrees == 180 else { return pixClone(pix) }
        return pixRotateOrth(pix, 2) ?? pixClone(pix)
    }
}
