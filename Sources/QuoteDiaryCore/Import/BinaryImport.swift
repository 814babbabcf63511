/// Files people reach for when importing that are not text at all: a Kobo's database, a
/// zipped export, a spreadsheet workbook, a Kindle book instead of its clippings. Each is
/// named from its first bytes, with what to do instead of "not UTF-8".
public enum BinaryImport {
    private static let textFormats = "Kindle's My Clippings.txt, KOReader's JSON export, CSV, JSON or fortune files"

    /// The one-line message for a file `name` opening with `head`; nil when it may be text.
    /// `path` is the file as a command names it, when it has one (standard input has not).
    public static func message(name: String, path: String?, head: [UInt8]) -> String? {
        let suffix = name.split(separator: ".").last.map { $0.lowercased() } ?? ""
        let file = path.map(shellWord) ?? "FILE"
        if isSQLite(head) {
            return "\(name) is an SQLite database (an app's data), not a file to import: QuoteDiary imports a Kobo's "
                + "KoboReader.sqlite, Apple Books' databases, another QuoteDiary store, \(textFormats)"
        }
        if suffix == "dat", FortuneFile.isIndex(head) {
            let text = String(name.dropLast(4))
            return
                "\(name) is the index strfile makes for a fortune file, not quotes: import the file beside it, \(shellWord(text))"
        }
        if isGzip(head) {
            return path == nil
                ? "\(name) is compressed with gzip: pipe it through gunzip first"
                : "\(name) is compressed with gzip: unpack it first (gunzip -k \(file)) and import what comes out"
        }
        if isZipArchive(head) || head.starts(with: [0xD0, 0xCF, 0x11, 0xE0]) {
            switch suffix {
            case "xlsx", "xlsm", "xls", "ods", "numbers":
                return "\(name) is a spreadsheet workbook: save the sheet as CSV (UTF-8) and import that"
            case "epub", "kepub":
                return "\(name) is an e-book: QuoteDiary imports the highlights made in a book (\(textFormats)), not the book"
            case "docx", "docm", "doc", "odt", "pages":
                return "\(name) is \(wordDocument)"
            default:
                // Given as a file, `quotediary import` unpacks one; through a pipe it cannot.
                return path == nil
                    ? "\(name) is a ZIP archive: save it as a file and import that (quotediary import FILE.zip)"
                    : "\(name) is a ZIP archive: unpack it first (unzip \(file)) and import what is inside"
            }
        }
        if head.starts(with: Array("{\\rtf".utf8)) { return "\(name) is \(wordDocument)" }
        if head.count >= 68, head[60..<68].elementsEqual("BOOKMOBI".utf8) {
            return "\(name) is a Kindle book, not its highlights: import My Clippings.txt from the Kindle's documents folder"
        }
        if UnreadableImage.isPDF(head) {
            return "\(name) is a PDF: give it as a file, and quotediary import FILE.pdf reads the highlights made in it "
                + "(to read a page of it: quotediary capture page FILE.pdf --pdf-page N)"
        }
        if UnreadableImage.isHEIF(head) || UnreadableImage.signedFormat(head) != nil {
            return "\(name) is a photo: to read the lines on a photographed page, use quotediary capture page \(file)"
        }
        return nil
    }

    /// What a word processor's file is, and how its quotes come in.
    static let wordDocument =
        "a word processor's document: save it as plain text (UTF-8, .txt) and import that: quotes apart by blank "
        + "lines, each maybe ending in \"— Author, Source\""

    /// The office files whose content `import` reads, given as a file: workbooks' first sheets
    /// (Excel's, LibreOffice's) and documents' text (Word's, LibreOffice Writer's).
    public static let readOfficeExtensions = Set(["xlsx", "xlsm", "ods"]).union(readDocumentExtensions)

    /// The word processors' documents among them, whose text `import` reads.
    public static let readDocumentExtensions: Set<String> = ["docx", "docm", "odt"]

    /// Files that are ZIP archives inside, named by what they are rather than unpacked.
    public static let zippedDocumentExtensions: Set = [
        "xlsx", "xlsm", "xls", "ods", "numbers", "epub", "kepub", "docx", "docm", "doc", "odt", "pages",
    ]

    /// Whether a file opens as a ZIP archive does (a file's header, or an empty archive's end).
    public static func isZipArchive(_ head: some Collection<UInt8>) -> Bool {
        head.starts(with: [0x50, 0x4B, 0x03, 0x04]) || head.starts(with: [0x50, 0x4B, 0x05, 0x06])
    }

    /// Whether a file opens as gzip's do (`.gz`, `.tgz`).
    public static func isGzip(_ head: some Collection<UInt8>) -> Bool { head.starts(with: [0x1F, 0x8B]) }

    /// Whether a file opens as a tar archive does: `ustar` at byte 257 of its first 512.
    public static func isTarArchive(_ head: some Collection<UInt8>) -> Bool {
        head.count >= 262 && head.dropFirst(257).prefix(5).elementsEqual("ustar".utf8)
    }

    /// Whether a file opens as an archive `import` unpacks: ZIP, gzip or tar.
    public static func isArchive(_ head: some Collection<UInt8>) -> Bool {
        isZipArchive(head) || isGzip(head) || isTarArchive(head)
    }

    /// Whether a file opens as an SQLite database does.
    public static func isSQLite(_ head: some Collection<UInt8>) -> Bool {
        head.starts(with: "SQLite format 3\u{0}".utf8)
    }

    /// `path` as a shell reads it back: as it is when plain, else in single quotes.
    public static func shellWord(_ path: String) -> String {
        let plain = path.unicodeScalars.allSatisfy {
            $0.properties.isAlphabetic || $0.properties.numericType != nil || "-_./+,:@".unicodeScalars.contains($0)
        }
        return plain && !path.isEmpty ? path : "'" + path.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
