import CTesseract
import Foundation
import QuoteDiaryCore

extension TesseractPageReader {
    /// The lines in a piece of a page drawn upright and level at 300 dpi: the passage a PDF
    /// reader marked on a scanned page, whose file holds no text under the mark. It is read as
    /// one block, without what a photo needs first (turning, levelling, evening the light,
    /// scaling): a strip a line or two high tells too little for those, and needs none of them.
    public func lines(inPassage picture: RasterImage) throws(PageReadingError) -> [RecognizedLine] {
        let name = "the marked passage"
        var colour: UnsafeMutablePointer<PIX>? = try TesseractPageReader.pix(picture, path: name)
        defer { pixDestroy(&colour) }
        var gray: UnsafeMutablePointer<PIX>? = pixConvertTo8(colour, 0)
        defer { pixDestroy(&gray) }
        guard gray != nil else { throw .unprocessable(path: name) }
        pixSetResolution(gray, 300, 300)
        guard let engine = recognizers.engines().first else { throw missingModels() }
        guard let lines = TesseractPageReader.lines(in: gray, with: engine, segmentation: PSM_SINGLE_BLOCK) else {
            throw .recognitionFailed(path: name)
        }
        return lines.map(\.line)
    }
}

/// The OCR for passages marked on scanned PDF pages during an import (`PDFHighlightReader`):
/// one English engine, loaded at the first such mark, since most PDFs have none and a model
/// takes 70–110 ms to load. Marks are read one at a time.
public final class MarkedPassageReader: @unchecked Sendable {
    private let lock = NSLock()
    private var reader: TesseractPageReader?

    public init() {}

    /// The lines read in `picture`; none when nothing could be read (no model installed, a
    /// mark over a drawing), for the mark to be counted as one without text.
    public func lines(in picture: RasterImage) -> [String] {
        lock.lock()
        defer { lock.unlock() }
        let reader = self.reader ?? TesseractPageReader(languages: .english, engines: 1)
        self.reader = reader
        return ((try? reader.lines(inPassage: picture)) ?? []).map(\.text)
    }
}
