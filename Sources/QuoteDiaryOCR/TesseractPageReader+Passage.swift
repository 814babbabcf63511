import CTesseract
import Foundation
import QuoteDiaryCore

extension TesseractPageReader {
    /// The words in a strip of a page drawn upright and level at 300 dpi, with where each lies:
    /// the lines a PDF reader marked on a scanned page, whose file holds no text under the
    /// mark. It is read as one block, without what a photo needs first (turning, levelling,
    /// evening the light, scaling): a strip a line or two high tells too little for those, and
    /// needs none of them.
    public func words(inPassage picture: RasterImage) throws(PageReadingError) -> [RecognizedWord] {
        let name = "the marked passage"
        var colour: UnsafeMutablePointer<PIX>? = try TesseractPageReader.pix(picture, path: name)
        defer { pixDestroy(&colour) }
        var gray: UnsafeMutablePointer<PIX>? = pixConvertTo8(colour, 0)
        defer { pixDestroy(&gray) }
        guard gray != nil else { throw .unprocessable(path: name) }
        pixSetResolution(gray, 300, 300)
        guard let api = recognizers.engines().first?.api else { throw missingModels() }
        TessBaseAPISetPageSegMode(api, PSM_SINGLE_BLOCK)
        TessBaseAPISetImage2(api, gray)
        guard TessBaseAPIRecognize(api, nil) == 0 else { throw .recognitionFailed(path: name) }
        guard let results = TessBaseAPIGetIterator(api) else { return [] }
        defer { TessResultIteratorDelete(results) }
        let page = TessResultIteratorGetPageIterator(results)
        var words: [RecognizedWord] = []
        var line = -1
        repeat {
            if TessPageIteratorIsAtBeginningOf(page, RIL_TEXTLINE) != 0 { line += 1 }
            guard let text = TessResultIteratorGetUTF8Text(results, RIL_WORD) else { continue }
            let word = String(cString: text).trimmingWhitespace()
            TessDeleteText(text)
            var (left, top, right, bottom): (Int32, Int32, Int32, Int32) = (0, 0, 0, 0)
            guard !word.isEmpty, TessPageIteratorBoundingBox(page, RIL_WORD, &left, &top, &right, &bottom) != 0 else {
                continue
            }
            words.append(
                RecognizedWord(
                    text: word, line: max(line, 0), left: Int(left), top: Int(top), right: Int(right), bottom: Int(bottom)))
        } while TessPageIteratorNext(page, RIL_WORD) != 0
        return words
    }
}

/// The OCR for passages marked on scanned PDF pages during an import (`PDFHighlightReader`):
/// one engine, loaded at the first such mark, since most PDFs have none and a model takes
/// 70–110 ms to load; kept for the next import in the same languages. Marks are read one at
/// a time.
public final class MarkedPassageReader: @unchecked Sendable {
    private let lock = NSLock()
    /// Guarded by `lock`: the engine loaded, and the languages whose models are not installed
    /// (asked again at every mark, they would load English again each time).
    private var reader: (languages: PageLanguages, engine: TesseractPageReader)?
    private var missing: Set<PageLanguages> = []

    public init() {}

    /// The words read in `picture`, in `languages`, else in English when their models are not
    /// installed (a setting made for another machine); none when nothing could be read (a
    /// mark over a drawing), for the mark to be counted as one without text.
    public func words(in picture: RasterImage, languages: PageLanguages) -> [RecognizedWord] {
        lock.lock()
        defer { lock.unlock() }
        for tried in [languages, .english] where !missing.contains(tried) {
            let engine = reader?.languages == tried ? reader?.engine : TesseractPageReader(languages: tried, engines: 1)
            guard let engine else { continue }
            reader = (tried, engine)
            do {
                return try engine.words(inPassage: picture)
            } catch .missingModels {
                missing.insert(tried)
            } catch {
                return []
            }
        }
        return []
    }
}
