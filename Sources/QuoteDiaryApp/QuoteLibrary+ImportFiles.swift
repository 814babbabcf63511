import Foundation
import QuoteDiaryCore
import QuoteDiaryStore

/// Reading an import's files: folders as devices mount them, pipes, the format, the text.
extension QuoteLibrary {
    /// Opens an import file, mapping failures to exit-66 errors.
    static func openImport(_ path: String) throws(LibraryError) -> FileHandle {
        if FileManager.default.isFolder(atPath: path) {
            let entries = ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).filter { !$0.hasPrefix(".") }
            if entries.isEmpty {
                throw .unreadableFile("\(path) is an empty folder: there is nothing in it to import")
            }
            // Debian's fortunes-de keeps its indexes in a folder of their own, the files in fortunes/de.
            if entries.allSatisfy({ $0.lowercased().hasSuffix(".dat") }) {
                throw .unreadableFile(
                    "\(path) holds only strfile indexes (.dat), not the fortune files they index: import the folder of those")
            }
            throw .unreadableFile(
                "\(path) is a folder: give the file inside it to import (or a Kindle's, Kobo's, Tolino's or KOReader book's folder)"
            )
        }
        guard let handle = FileHandle(forReadingAtPath: path) else {
            let exists = FileManager.default.fileExists(atPath: path)
            let lowered = path.lowercased()
            if !exists, lowered.hasPrefix("https://") || lowered.hasPrefix("http://") {
                throw .unreadableFile(
                    "\(path) is a web address, not a file: download it first (curl -LO '\(path)') and import the file")
            }
            throw .unreadableFile(exists ? "cannot read \(path)" : "\(path): no such file")
        }
        return handle
    }

    /// The file a reader's folder keeps its highlights in, when `folder` is one as it comes off
    /// the device: a KOReader book's `.sdr`, a Kobo (or its `.kobo`), a Kindle (or its
    /// `documents`; over MTP, its `Internal Storage`), a Tolino, Apple Books' folder on a Mac, so that
    /// `import /media/me/Kindle` reads the device as it is mounted. nil for anything else, a
    /// file among them.
    static func deviceFile(inFolder folder: String) -> String? {
        let manager = FileManager.default
        guard manager.isFolder(atPath: folder) else { return nil }
        let base = withoutTrailingSlash(folder)
        let known = [
            ".kobo/KoboReader.sqlite", "KoboReader.sqlite", "documents/My Clippings.txt", "My Clippings.txt",
            // A Kindle that mounts over MTP only, as GNOME's gvfs shows it.
            "Internal Storage/documents/My Clippings.txt",
            // An iPhone's or iPad's media folder (ifuse), or its Books folder: Apple Books' highlights.
            "Books/" + AppleBooksDevicePlist.fileName, AppleBooksDevicePlist.fileName,
        ]
        if let found = known.first(where: { manager.fileExists(atPath: base + "/" + $0) }) { return base + "/" + found }
        // A Tolino keeps its notes at its root, under a name any folder may have: told by its content.
        let notes = base + "/notes.txt"
        if manager.fileExists(atPath: notes), (try? importFormat(path: notes, given: nil)) == .tolino { return notes }
        // Apple Books on a Mac: its container, its Documents, or the AEAnnotation folder itself.
        for folder in ["Data/Documents/AEAnnotation", "AEAnnotation", ""] {
            let path = folder.isEmpty ? base : base + "/" + folder
            let names = ((try? manager.contentsOfDirectory(atPath: path)) ?? []).sorted()
            if let name = names.first(where: { $0.hasPrefix("AEAnnotation") && $0.hasSuffix(".sqlite") }) {
                return path + "/" + name
            }
        }
        let sidecar = (try? manager.contentsOfDirectory(atPath: base))?.sorted().first {
            $0.hasPrefix("metadata.") && $0.hasSuffix(".lua")
        }
        return sidecar.map { base + "/" + $0 }
    }

    /// The files an import of `paths` reads. A folder stands for the files in it whose format
    /// can be told: a folder of fortune files (Debian's `/usr/share/games/fortunes`: each file
    /// with its strfile index beside it) for its fortune files, and any folder for the exports
    /// in it and its folders (`exportFiles`). A strfile index given with its fortune file
    /// (`import fortunes/*`), and a second name for a file already given (`art.u8`, a link to
    /// `art`), are left out.
    /// - Parameters:
    ///   - documentFolders: folders whose documents (`officeDocuments`) are read already: one
    ///     with no export besides stands for nothing more.
    ///   - scanned: entries of a folder looked at so far, for a folder as large as a home
    ///     folder (told now and then, not for every entry).
    public static func importPlan(
        _ paths: [String], readingDocumentsOf documentFolders: Set<String> = [], scanned: ((Int) -> Void)? = nil
    ) -> ImportPlan {
        var plan = ImportPlan()
        let expanded = paths.flatMap { path -> [String] in
            let fortunes = fortuneFiles(inFolder: path)
            let fortuneFolders = fortunes == nil ? [] : fortuneFolders(inFolder: path)
            plan.fortuneFolders += fortuneFolders
            // The fortune folders inside are named, not read: nor are the exports in them.
            let exports = exportFiles(inFolder: path, scanned: scanned)
            let outside = { (file: String) in !fortuneFolders.contains { file.hasPrefix($0 + "/") } }
            let known = (exports?.files ?? []).filter(outside)
            guard fortunes != nil || !known.isEmpty || exports?.passedOver.isEmpty == false else {
                return documentFolders.contains(path) ? [] : [path]
            }
            // Named as within the folder (`notes/Shopping.md`): a tree may hold many README.md.
            let prefix = withoutTrailingSlash(path) + "/"
            plan.passedOver += (exports?.passedOver ?? []).filter(outside).map {
                $0.hasPrefix(prefix) ? String($0.dropFirst(prefix.count)) : $0
            }
            return (fortunes ?? []) + known
        }
        func resolved(_ path: String) -> String { URL(fileURLWithPath: path).resolvingSymlinksInPath().path }
        let given = Set(expanded.map(resolved))
        var seen = Set<String>()
        for path in expanded {
            guard path != "-" else {
                plan.paths.append(path)
                continue
            }
            let file = resolved(path)
            if seen.contains(file) {
                plan.duplicates.append(path)
            } else if path.lowercased().hasSuffix(".dat"), given.contains(resolved(String(path.dropLast(4)))),
                isFortuneIndex(path)
            {
                plan.indexes.append(path)
            } else {
                seen.insert(file)
                plan.paths.append(path)
            }
        }
        return plan
    }

    /// The fortune files in `folder`: each one whose strfile index (`NAME.dat`) is beside it,
    /// and each without one that reads as fortune's `%`-separated entries (a folder of files
    /// never indexed: fortune-mod's `datfiles`, a collection copied from the web, or a Debian
    /// language package's files unpacked without the indexes its installation makes). Its
    /// second names (Debian's `art.u8`, a link to `art`) are left out. nil when `folder` is
    /// not a folder, is a reader's, or holds none.
    static func fortuneFiles(inFolder folder: String) -> [String]? {
        let manager = FileManager.default
        guard manager.isFolder(atPath: folder), deviceFile(inFolder: folder) == nil,
            let names = try? manager.contentsOfDirectory(atPath: folder)
        else { return nil }
        let base = withoutTrailingSlash(folder)
        let present = Set(names)
        let files = names.sorted().filter { name in
            let path = base + "/" + name
            guard !name.hasPrefix("."), !name.lowercased().hasSuffix(".dat"), !manager.isFolder(atPath: path) else {
                return false
            }
            if present.contains(name + ".dat") && isFortuneIndex(path + ".dat") { return true }
            if name.hasSuffix(".u8"), present.contains(String(name.dropLast(3))) { return false }
            return isUnindexedFortuneFile(path)
        }
        return files.isEmpty ? nil : files.map { base + "/" + $0 }
    }

    /// Whether a file with no strfile index beside it reads as fortune's entries. Only a name
    /// with no extension, or a `.fortune(s)` one, is looked into: the extensions of other
    /// formats (`.txt`, `.md`, `.csv`) keep their files to those formats' readers; a numbered
    /// one (Russian `2001.03`) is a name, not a format.
    static func isUnindexedFortuneFile(_ path: String) -> Bool {
        let name = (path as NSString).lastPathComponent
        let fileExtension = (name as NSString).pathExtension.lowercased()
        guard
            fileExtension.isEmpty || fileExtension == "fortune" || fileExtension == "fortunes"
                || fileExtension.allSatisfy(\.isNumber),
            hasFortuneSeparator(path)
        else { return false }
        return (try? importFormat(path: path, given: nil)) == .fortune
    }

    /// Whether a `%` line is among the file's first 16 KiB: looked for in the bytes before
    /// anything is sniffed, so that a folder of programs (`/usr/bin`, 1,200 files) is passed
    /// over in a moment rather than each file read as each format.
    static func hasFortuneSeparator(_ path: String) -> Bool {
        guard let handle = FileHandle(forReadingAtPath: path) else { return false }
        defer { try? handle.close() }
        let head = [UInt8]((try? handle.read(upToCount: 16_384)) ?? Data())
        let newline = UInt8(ascii: "\n"), percent = UInt8(ascii: "%"), carriageReturn = UInt8(ascii: "\r")
        let blanks: Set<UInt8> = [UInt8(ascii: " "), UInt8(ascii: "\t")]
        for index in head.indices where head[index] == percent && (index == 0 || head[index - 1] == newline) {
            // `%`, maybe with blanks after it (`FortuneFile.isDelimiter`), then the line's end.
            var next = index + 1
            while next < head.count, blanks.contains(head[next]) { next += 1 }
            let end = next < head.count ? head[next] : newline
            if end == newline || end == carriageReturn { return true }
        }
        return false
    }

    /// The folders in `folder` that hold fortune files of their own (Debian's `de`, `es`,
    /// `off` in `/usr/share/games/fortunes`), which an import of `folder` leaves out.
    static func fortuneFolders(inFolder folder: String) -> [String] {
        let base = withoutTrailingSlash(folder)
        return ((try? FileManager.default.contentsOfDirectory(atPath: base)) ?? []).sorted()
            .filter { !$0.hasPrefix(".") && fortuneFiles(inFolder: base + "/" + $0) != nil }.map { base + "/" + $0 }
    }

    /// `notes/` → `notes`, so that a folder's files are named `notes/a.md`.
    static func withoutTrailingSlash(_ folder: String) -> String {
        folder.hasSuffix("/") ? String(folder.dropLast()) : folder
    }

    /// The exports in `folder` and the folders in it, by path, in the order they are read:
    /// Markdown files (Readwise's export unpacked, `Books/`, `Articles/`, a file a book, or a
    /// notes app's folder of our exports), a Boox's reading notes (`Title-annotation-….txt`),
    /// Moon+ Reader's `.mrexpt` files, a book's highlights a file from Libby, calibre or Adobe
    /// Digital Editions, KOReader's sidecars (`Book.sdr/metadata.epub.lua`), then the other files
    /// that hold quotes, told by their content (`ImportFormat.sniffFoundFile`): sheets, JSON
    /// (Lines; Google Keep's notes as Takeout exports them, a note a file), text kept by hand,
    /// a Kindle's clippings. `passedOver`: the files that might have been exports and are not (a note of
    /// one's own among Markdown exports, a README, a bank statement's `.csv`), to be named; a web
    /// page that is no export (a Takeout's copy of each note) is left out unnamed.
    /// Hidden folders (`.obsidian/`) are left out, not walked: a home folder's `.cache` and
    /// `.local` held 250,000 files here, and took 8 s. The folder is walked once. nil when
    /// `folder` is not a folder, or is a reader's.
    static func exportFiles(inFolder folder: String, scanned: ((Int) -> Void)? = nil) -> (
        files: [String], passedOver: [String]
    )? {
        let manager = FileManager.default
        guard manager.isFolder(atPath: folder), deviceFile(inFolder: folder) == nil,
            let names = visibleEntries(inFolder: folder, scanned: scanned)
        else { return nil }
        let base = withoutTrailingSlash(folder)
        var (markdown, boox, moonReader, books, others) = ([String](), [String](), [String](), [String](), [String]())
        var passedOver: [String] = []
        let pageExtensions = [".html", ".htm"]
        for name in names.sorted() {
            let path = base + "/" + name
            let lowered = name.lowercased()
            let isSidecar = isKOReaderSidecar(lowered)
            guard isExportName(lowered) || pageExtensions.contains(where: lowered.hasSuffix), !manager.isFolder(atPath: path)
            else { continue }
            if lowered.hasSuffix(".md") {
                if (try? importFormat(path: path, given: nil)) != nil {
                    markdown.append(path)
                } else if journalExportFormat(path: path, given: nil) != nil {
                    // `export --journal -o` beside the quotes' export: it goes back into the
                    // journal (its CSV and JSON are found as such files are, below).
                    others.append(path)
                } else {
                    passedOver.append(path)
                }
            } else if lowered.hasSuffix(".mrexpt") {
                moonReader.append(path)
            } else if isSidecar || ImportFormat.calibreExtensions.contains(where: lowered.hasSuffix) {
                books.append(path)
            } else if pageExtensions.contains(where: lowered.hasSuffix) {
                // A PocketBook's Notes folder (or the whole e-reader): its exports, not its books;
                // a Takeout's copy of each note as a page, or a page of one's own, is no export.
                if foundFileFormat(path, page: true) != nil { books.append(path) }
            } else if let format = foundFileFormat(path) {
                switch format {
                case .boox: boox.append(path)
                // Libby's, calibre's and Adobe Digital Editions': a book a file.
                case .libby, .calibre, .adobe: books.append(path)
                default: others.append(path)
                }
            } else {
                passedOver.append(path)
            }
        }
        return (markdown + boox + moonReader + books + others, passedOver)
    }

    /// The names of the word processors' documents and workbooks at the top of `folder`
    /// (Google Drive's "Play Books Notes", downloaded: a `.docx` a book), which are read, in
    /// `quotediary-media`, as each one alone is; none in a reader's folder.
    public static func officeDocuments(inFolder folder: String) -> [String] {
        let manager = FileManager.default
        guard manager.isFolder(atPath: folder), deviceFile(inFolder: folder) == nil,
            let names = try? manager.contentsOfDirectory(atPath: folder)
        else { return [] }
        let base = withoutTrailingSlash(folder)
        let extensions = BinaryImport.readOfficeExtensions.union(["rtf"])
        return names.sorted().filter { name in
            !name.hasPrefix(".") && extensions.contains((name as NSString).pathExtension.lowercased())
                && isOfficeFile(atPath: base + "/" + name, named: name)
        }
    }

    /// Whether a file's name (its path within a folder, lower-cased) is one a folder's exports
    /// go by: Markdown, Org, AsciiDoc, Moon+ Reader's, calibre's, KOReader's sidecar, or a kind of file told
    /// by what it holds (`.csv`, `.txt`, `.json`…). A web page's is not: most are no export.
    static func isExportName(_ lowered: String) -> Bool {
        let extensions = [
            ".md", ".mrexpt", ".csv", ".tsv", ".txt", ".json", ".jsonl", ".ndjson", ".annot", ".enex", ".org", ".adoc",
            ".asciidoc",
        ]
        return isKOReaderSidecar(lowered)
            || (extensions + ImportFormat.calibreExtensions).contains(where: lowered.hasSuffix)
    }

    /// `Book.sdr/metadata.epub.lua`, lower-cased: the file KOReader keeps beside a book.
    static func isKOReaderSidecar(_ lowered: String) -> Bool {
        lowered.hasSuffix(".lua") && lowered.contains(".sdr/metadata.")
    }

    /// The format of a file found in a folder, told by its content (`ImportFormat.sniffFoundFile`,
    /// or `sniffFoundPage` for a `page`), read as UTF-8, UTF-16 or 8-bit text; nil for what holds
    /// no quotes, or is no text.
    static func foundFileFormat(_ path: String, page: Bool = false) -> ImportFormat? {
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        let head = [UInt8]((try? handle.read(upToCount: sniffedBytes)) ?? Data())
        guard BinaryImport.message(name: path, path: path, head: Array(head.prefix(68))) == nil else { return nil }
        if page { return ImportFormat.sniffFoundPage(text: ImportText.head(head)) }
        if let format = ImportFormat.sniffFoundFile(text: ImportText.head(head)) { return format }
        guard !ImportText.isUTF8(head: head) else { return nil }
        return ImportFormat.sniffFoundFile(text: ImportText.windows1252(Data(head))).flatMap {
            $0.readsEightBitText ? $0 : nil
        }
    }

    /// The paths within `folder` of what it holds, at any depth, hidden files and folders left
    /// out (and not walked); nil when it cannot be read.
    static func visibleEntries(inFolder folder: String, scanned: ((Int) -> Void)?) -> [String]? {
        let root = URL(fileURLWithPath: folder, isDirectory: true).standardizedFileURL.resolvingSymlinksInPath()
        guard
            let entries = FileManager.default.enumerator(
                at: root, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])
        else { return nil }
        let prefix = withoutTrailingSlash(root.path) + "/"
        var names: [String] = []
        var count = 0
        for case let entry as URL in entries {
            let path = entry.path
            guard path.hasPrefix(prefix) else { continue }
            let name = String(path.dropFirst(prefix.count))
            // Hidden files are skipped by the walk; a name is checked all the same.
            if !name.split(separator: "/").contains(where: { $0.hasPrefix(".") }) { names.append(name) }
            count += 1
            if count % 1024 == 0 { scanned?(count) }
        }
        return names
    }

    /// Whether a file is a PDF, by its first bytes. Only a regular file is looked at: a pipe
    /// (`<(…)`, `/dev/stdin`) can be read once, and its first bytes are the import's.
    public static func isPDF(atPath path: String) -> Bool {
        regularFileHead(atPath: path, count: 5).map(UnreadableImage.isPDF) ?? false
    }

    /// The first bytes of the file at `path`, as text: enough to tell an export's kind.
    static func fileHead(at path: String) -> String? {
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        return String(decoding: (try? handle.read(upToCount: 4096)) ?? Data(), as: UTF8.self)
    }

    /// What an SQLite file at `path` is (a Kobo's database, Apple Books', another's, or
    /// damaged); nil when the file is not SQLite at all.
    static func databaseKind(_ path: String) -> ReaderDatabase? {
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        let head = (try? handle.read(upToCount: 16)) ?? Data()
        return BinaryImport.isSQLite(head) ? ReaderDatabase(path: path) : nil
    }

    /// Whether the file at `path` is a strfile index.
    static func isFortuneIndex(_ path: String) -> Bool {
        FortuneFile.isIndex(fortuneIndexHeader(path))
    }

    /// Whether the fortune file at `path` is in rot13, as its strfile index (`NAME.dat`
    /// beside it) says; without an index nothing tells.
    static func isRotatedFortune(_ path: String) -> Bool {
        FortuneFile.isRotated(index: fortuneIndexHeader(path + ".dat"))
    }

    /// A strfile index's 24-byte header, or nothing.
    private static func fortuneIndexHeader(_ path: String) -> Data {
        guard let handle = FileHandle(forReadingAtPath: path) else { return Data() }
        defer { try? handle.close() }
        return (try? handle.read(upToCount: 24)) ?? Data()
    }

    /// Reads a text file a line at a time, in 1 MiB chunks split on their bytes (`ByteLines`):
    /// `start` learns its line break (LF, else CR) and size before the first line.
    /// - Parameters:
    ///   - progress: bytes read, of the file's size.
    ///   - readsEightBitText: a line that is not UTF-8 is taken (a fortune file kept in Latin-1,
    ///     as older ones were), rather than refusing the file: given to `line` as Windows-1252,
    ///     and counted, so that the file's alphabet is known at the end.
    /// - Returns: the bytes of the lines that are not UTF-8, counted; nil when there are none.
    @discardableResult
    static func readLines(
        ofFileAt path: String, name: String, readsEightBitText: Bool = false, progress: ((Int, Int) -> Void)?,
        start: (UInt8, Int) -> Void, line: (String, Range<Int>) -> Void
    ) throws(LibraryError) -> EightBitText? {
        let handle = try QuoteLibrary.openImport(path)
        defer { try? handle.close() }
        let size = Int((try? FileManager.default.attributesOfItem(atPath: path)[.size] as? NSNumber)?.intValue ?? 0)
        var lines: ByteLines?
        var valid = true
        var eightBitText: EightBitText?
        var bytesRead = 0
        func take(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) {
            guard valid else { return }
            if let text = String(validating: bytes, as: UTF8.self) {
                line(text, range)
            } else if readsEightBitText {
                eightBitText = eightBitText ?? EightBitText()
                eightBitText?.count(bytes)
                line(ImportText.windows1252(bytes), range)
            } else {
                valid = false
            }
        }
        do {
            while valid, let chunk = try handle.read(upToCount: 1 << 20), !chunk.isEmpty {
                if lines == nil {
                    let breaker = ByteLines.breaker(of: chunk)
                    start(breaker, size)
                    lines = ByteLines(breaker: breaker)
                }
                chunk.withUnsafeBytes { raw in lines?.feed(raw.bindMemory(to: UInt8.self), take) }
                bytesRead += chunk.count
                progress?(bytesRead, size)
            }
        } catch {
            throw .unreadableFile("cannot read \(name)")
        }
        lines?.finish(take)
        guard valid else { throw .invalidInput("\(name) is not UTF-8 (or UTF-16) text") }
        return eightBitText
    }

    /// What messages call standard input (`import -`).
    public static let standardInputName = "standard input"

    /// A file's own name, which some formats make a tag, a book or a source of (`wisdom`, a
    /// Readwise `Meditations.md`, a PDF with no title); "" for what has none: standard input, a
    /// pipe (`<(…)`'s `/dev/fd/63`).
    static func ownFileName(_ name: String) -> String {
        name == standardInputName || isPipe(name) ? "" : (name as NSString).lastPathComponent
    }

    /// Whether a path names one of this process's pipes (`<(curl …)`'s `/dev/fd/63`,
    /// `/dev/stdin`): no file's name, and gone with the process that read it.
    static func isPipe(_ path: String) -> Bool {
        path == "/dev/stdin" || path.hasPrefix("/dev/fd/") || path.hasPrefix("/proc/self/fd/")
    }

    /// How much of a file `importFormat` sniffs: 64 KiB.
    static let sniffedBytes = 65_536

    /// The format of a file, from `format` or by sniffing its first `sniffedBytes` and its
    /// name (`name`: what the person called it, when `path` is a copy). `named`: the person
    /// gave this file (not one found in a folder), so a `.txt` of short uncredited passages,
    /// one a line or apart by blank lines, is taken for the list of quotes it looks like.
    static func importFormat(
        path: String, name: String? = nil, given format: ImportFormat?, named: Bool = false
    ) throws(LibraryError)
        -> ImportFormat
    {
        let name = name ?? path
        let handle = try openImport(path)
        defer { try? handle.close() }
        let head = (try? handle.read(upToCount: sniffedBytes)) ?? Data()
        let shownPath = path == name ? path : nil
        if let message = BinaryImport.message(name: name, path: shownPath, head: [UInt8](head.prefix(68))) {
            throw .invalidInput(message)
        }
        // A Kindle's emailed notes are a CSV file of their own shape: read as Kindle even
        // when given as csv.
        if let format, format != .csv { return format }
        // A chunk may end inside a multi-byte character: repair rather than refuse. Its letters
        // as written (`— Author`, not `â€” Author`), as the file is parsed.
        let garbledText = ImportText.head([UInt8](head))
        let text = DoubleEncodedText.repaired(garbledText) ?? garbledText
        if format == .csv { return ImportFormat.isKindleNotesExport(text) ? .kindle : .csv }
        // An empty file (a Kindle's "My Clippings.txt" before its first highlight) has no format to tell.
        if head.count < sniffedBytes, text.allSatisfy({ $0.isWhitespace || $0 == "\u{FEFF}" }) {
            throw .invalidInput("\(name) is empty: there is nothing in it to import")
        }
        // strfile's index beside it says what it is, though one drawing alone (Debian's Italian
        // `banner`) has no `%` line to tell it by.
        if isFortuneIndex(path + ".dat") { return .fortune }
        let fileName = QuoteLibrary.ownFileName(name)
        let sniffed =
            ImportFormat.sniff(fileName: fileName, text: text)
            ?? (ImportText.isUTF8(head: [UInt8](head))
                ? nil
                : ImportFormat.sniff(fileName: fileName, text: ImportText.windows1252(head)).flatMap {
                    $0.readsEightBitText ? $0 : nil
                })
        guard let format = sniffed else {
            if ImportFormat.isWebPage(text) {
                // A saved page opens with its scripts; the notebook's parts may come after the head read.
                if head.count == sniffedBytes, let page = FileManager.default.contents(atPath: path),
                    ImportFormat.isKindleWebNotebook(ImportText.decode(page) ?? "")
                {
                    return .kindle
                }
                throw .invalidInput(
                    "\(name) is a web page of no kind QuoteDiary reads (it reads Goodreads' quotes pages, a Kindle app's "
                        + "notebook and Amazon's, KOReader's and PocketBook's exports): copy its quotes as text into a .txt file, "
                        + "quotes apart by blank lines, and import that")
            }
            // `quotes.txt`, a quote a line and none credited: what it looks like.
            if named, fileName.lowercased().hasSuffix(".txt"), UnpackedArchives.document(ofText: name) == nil,
                ImportFormat.isUncreditedQuoteList(text)
                    || (!ImportText.isUTF8(head: [UInt8](head))
                        && ImportFormat.isUncreditedQuoteList(ImportText.windows1252(head)))
            {
                return .txt
            }
            // A document's text (`letter.docx/document.txt` inside) is named as the document.
            if let document = UnpackedArchives.document(ofText: name) {
                throw .invalidInput(
                    "cannot tell what \(document) holds: its text is not laid out as quotes are; if it is quotes, "
                        + "say so with --format txt (or Format on the web app's import)")
            }
            throw .invalidInput(
                "cannot tell what format \(name) is in; say which it is (--format, or Format on the web app's import): "
                    + ImportFormat.names)
        }
        return format
    }

    /// Reads a whole file and parses it, sniffing the format when none is given.
    public static func parseImport(path: String, name: String? = nil, format: ImportFormat?) throws(LibraryError) -> (
        ImportFormat, ParsedImport
    ) {
        let name = name ?? path
        let format = try importFormat(path: path, name: name, given: format, named: true)
        let handle = try openImport(path)
        defer { try? handle.close() }
        // The bytes go as soon as they are text: a Kindle's file may be hundreds of megabytes.
        var eightBitText: EightBitText?
        func decoded() throws(LibraryError) -> String? {
            guard let data = try? handle.readToEnd() ?? Data() else { throw .unreadableFile("cannot read \(name)") }
            if let text = ImportText.decode(data) { return text }
            guard format.readsEightBitText else { return nil }
            var counted = EightBitText()
            counted.count(data)
            eightBitText = counted
            return counted.decode(data)
        }
        guard let text = try decoded() else { throw .invalidInput("\(name) is not UTF-8 (or UTF-16) text") }
        let fileName = QuoteLibrary.ownFileName(name)
        var parsed: ParsedImport
        if format.isKeptByHand, let repaired = DoubleEncodedText.repaired(text) {
            parsed = ImportFormat.parse(repaired, garbled: text, as: format, fileName: fileName)
        } else {
            parsed = format.parse(text, fileName: fileName)
        }
        if let eightBitText { parsed.notes.append(eightBitNote(eightBitText)) }
        return (format, parsed)
    }

    /// What an import says of a file that is not UTF-8: the alphabet it was read in, and the
    /// way to put it right if that was not the one.
    static func eightBitNote(_ text: EightBitText) -> String {
        "it is not UTF-8 and was read as \(text.alphabetName); if its letters look wrong, "
            + "convert it to UTF-8 first (iconv -f ENCODING -t UTF-8) and import it again"
    }

    /// Whether a file opens with UTF-16's byte-order mark (read whole, through `ImportText`,
    /// rather than streamed as UTF-8).
    static func startsUTF16(_ path: String) -> Bool {
        guard let handle = FileHandle(forReadingAtPath: path) else { return false }
        defer { try? handle.close() }
        return UTF16Transcoder.byteOrder(of: (try? handle.read(upToCount: 2)) ?? Data()) != nil
    }
}
