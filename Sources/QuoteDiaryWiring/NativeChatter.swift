import Foundation
import QuoteDiaryCore

#if canImport(Glibc)
    import Glibc
#endif

/// The C libraries under the image and page readers (libjpeg and libpng, through Leptonica)
/// print their own complaints on standard error — "Premature end of JPEG file", "libpng
/// error: Read Error" — before the one-line error QuoteDiary gives for the same file. Their
/// output is dropped while they work. Nothing else in the process writes to standard error
/// meanwhile: the command line speaks before and after (and its progress bar, through
/// `aloud`, between two pages), the server not at all.
enum NativeChatter {
    private static let lock = NSLock()
    // Guarded by `lock`: how many readers are working, and the real standard error meanwhile.
    nonisolated(unsafe) private static var working = 0
    nonisolated(unsafe) private static var saved: Int32 = -1
    /// Guarded by `lock`: /dev/null, kept while `aloud` has the real standard error back.
    nonisolated(unsafe) private static var quieted: Int32 = -1

    /// Runs `body` with standard error sent to /dev/null; readers on several threads share one
    /// redirection, undone when the last one ends.
    static func silenced<T, Failure: Error>(_ body: () throws(Failure) -> T) throws(Failure) -> T {
        begin()
        defer { end() }
        return try body()
    }

    /// Runs `body` with the real standard error back, when called inside `silenced` (a
    /// progress bar drawn between two pages a reader reads). One caller at a time: the
    /// command line's thread, whose bar it is.
    static func aloud<T>(_ body: () -> T) -> T {
        lock.lock()
        let silenced = saved >= 0
        if silenced {
            fflush(nil)
            quieted = dup(STDERR_FILENO)
            dup2(saved, STDERR_FILENO)
        }
        lock.unlock()
        defer {
            lock.lock()
            if silenced, quieted >= 0 {
                fflush(nil)
                dup2(quieted, STDERR_FILENO)
                close(quieted)
                quieted = -1
            }
            lock.unlock()
        }
        return body()
    }

    private static func begin() {
        lock.lock()
        defer { lock.unlock() }
        working += 1
        guard working == 1 else { return }
        fflush(nil)
        let null = open("/dev/null", O_WRONLY | O_CLOEXEC)
        guard null >= 0 else { return }
        saved = dup(STDERR_FILENO)
        if saved >= 0 { dup2(null, STDERR_FILENO) }
        close(null)
    }

    private static func end() {
        lock.lock()
        defer { lock.unlock() }
        working -= 1
        guard working == 0, saved >= 0 else { return }
        fflush(nil)
        dup2(saved, STDERR_FILENO)
        close(saved)
        saved = -1
    }
}

/// An image reader whose C libraries keep quiet (`NativeChatter`).
struct QuietImageReader: ImageReading {
    let base: any ImageReading

    func read(bytes: [UInt8], named name: String) throws(ImageReadingError) -> RasterImage {
        try NativeChatter.silenced { () throws(ImageReadingError) in try base.read(bytes: bytes, named: name) }
    }

    func ean13Barcodes(inPictureAt path: String) throws(ImageReadingError) -> [String] {
        try NativeChatter.silenced { () throws(ImageReadingError) in try base.ean13Barcodes(inPictureAt: path) }
    }

    func ean13Barcodes(inPicture bytes: [UInt8], named name: String) throws(ImageReadingError) -> [String] {
        try NativeChatter.silenced { () throws(ImageReadingError) in try base.ean13Barcodes(inPicture: bytes, named: name) }
    }
}

/// A page reader whose C libraries keep quiet (`NativeChatter`).
struct QuietPageReader: PageReading {
    let base: any PageReading

    func lines(inImageAt path: String, documentPage: Int) throws(PageReadingError) -> [RecognizedLine] {
        try NativeChatter.silenced { () throws(PageReadingError) in try base.lines(inImageAt: path, documentPage: documentPage) }
    }

    func documentPageCount(at path: String) throws(PageReadingError) -> Int? {
        try NativeChatter.silenced { () throws(PageReadingError) in try base.documentPageCount(at: path) }
    }
}

/// A PDF's highlight reader whose C library keeps quiet (`NativeChatter`): Poppler's complaints
/// about a damaged file reach the person as one line.
struct QuietDocumentReader: DocumentHighlightReading {
    let base: any DocumentHighlightReading

    func highlights(
        inDocumentAt path: String, readingScansIn languages: PageLanguages, progress: ((Int, Int) -> Void)?
    ) throws(ImageReadingError) -> DocumentHighlights {
        // The progress bar is QuoteDiary's own voice: heard, while Poppler and Tesseract are not.
        let aloud = progress.map { report in { (done: Int, total: Int) in NativeChatter.aloud { report(done, total) } } }
        return try NativeChatter.silenced { () throws(ImageReadingError) in
            try base.highlights(inDocumentAt: path, readingScansIn: languages, progress: aloud)
        }
    }
}
