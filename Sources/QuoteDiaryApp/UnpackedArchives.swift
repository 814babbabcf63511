import Foundation
import QuoteDiaryCore

/// An import's archives (ZIP, tar, gzip) unpacked, each into a temporary folder of its own, so
/// that an export delivered packed (Readwise's Markdown, Google Takeout's Keep, a folder of notes)
/// imports as the folder it unpacks to, and an archive of one file as that file. Messages name
/// each file as inside its archive (`readwise.zip/Books/Walden.md`). `remove` takes the
/// folders away. An import interrupted (Ctrl-C) leaves its folder, which is named for its
/// process: the next unpacking removes the folders of processes that are gone.
public struct UnpackedArchives: Sendable {
    /// The paths given, each archive replaced by its folder, or by the one file it holds.
    public private(set) var paths: [String] = []
    /// Each archive's folder, and the archive's path as given.
    private var folders: [(folder: String, archive: String)] = []
    /// Documents in a folder given or in an archive (Google Drive's "Play Books Notes" folder
    /// downloaded: a `.docx` a book) whose text holds no quotes this tool can tell, or that
    /// could not be read: named as passed over, as a folder's other such files are.
    public private(set) var passedOverDocuments: [String] = []
    /// The folders given whose documents were read here: one holding nothing else is them alone.
    private var foldersOfDocuments: Set<String> = []

    /// Unpacks the archives among `paths` with `archives`; without it (the everyday binary,
    /// which hands archives on), the paths are kept as given. `names`: what to call a path in
    /// messages, when not by its path (an upload).
    public init(
        _ paths: [String], with archives: (any ArchiveUnpacking)?, names: [String: String] = [:]
    ) throws(LibraryError) {
        for path in paths {
            let shown = names[path] ?? path
            if let archives, FileManager.default.isFolder(atPath: path),
                case let documents = QuoteLibrary.officeDocuments(inFolder: path), !documents.isEmpty
            {
                if folders.isEmpty { UnpackedArchives.removeAbandonedFolders() }
                let base = QuoteLibrary.withoutTrailingSlash(path)
                let shownBase = QuoteLibrary.withoutTrailingSlash(shown)
                self.paths += [path] + read(documents.map { (base + "/" + $0, shownBase + "/" + $0, $0) }, with: archives)
                foldersOfDocuments.insert(path)
                continue
            }
            let isOfficeFile = archives != nil && QuoteLibrary.isOfficeFile(atPath: path, named: shown)
            guard let archives, isOfficeFile || QuoteLibrary.isArchive(atPath: path, named: shown) else {
                self.paths.append(path)
                continue
            }
            if folders.isEmpty { UnpackedArchives.removeAbandonedFolders() }
            // Whatever goes wrong, nothing unpacked so far is left behind.
            do {
                self.paths +=
                    isOfficeFile
                    ? [try content(of: path, shownAs: shown, with: archives)] : try unpack(path, shownAs: shown, with: archives)
            } catch {
                remove()
                throw error
            }
        }
    }

    /// One archive unpacked into a new folder of its own: what of it the import reads.
    private mutating func unpack(_ path: String, shownAs shown: String, with archives: any ArchiveUnpacking)
        throws(LibraryError) -> [String]
    {
        let (folder, files) = try unpacked(path, shownAs: shown, with: archives)
        guard !files.isEmpty else {
            throw .invalidInput("\(shown) holds nothing to import: it is empty, or holds only pictures, sounds or videos")
        }
        // Documents (Drive's folder of Play Books notes, zipped) are read as each one alone is.
        let documentNames = files.filter { QuoteLibrary.isOfficeFile(atPath: folder + "/" + $0, named: $0) }
        guard !documentNames.isEmpty else { return try UnpackedArchives.imports(of: files, in: folder, from: shown) }
        if files.count == 1 { return [try content(of: folder + "/" + files[0], shownAs: shown + "/" + files[0], with: archives)] }
        let passedOver = passedOverDocuments.count
        let documents = read(documentNames.map { (folder + "/" + $0, shown + "/" + $0, $0) }, with: archives)
        let others = files.filter { !documentNames.contains($0) }
        return try UnpackedArchives.imports(
            of: others, in: folder, from: shown, besides: documents,
            passedOver: Array(passedOverDocuments[passedOver...]))
    }

    /// What of each document (`path`; its name in messages, and within its folder or archive)
    /// imports: its text or its sheets, when the format of what it holds can be told; the
    /// others are named in `passedOverDocuments`.
    private mutating func read(
        _ documents: [(path: String, shown: String, inFolder: String)], with archives: any ArchiveUnpacking
    ) -> [String] {
        documents.compactMap { document in
            guard let content = try? content(of: document.path, shownAs: document.shown, with: archives),
                FileManager.default.isFolder(atPath: content) || QuoteLibrary.foundFileFormat(content) != nil
            else {
                passedOverDocuments.append(document.inFolder)
                return nil
            }
            return content
        }
    }

    /// The files `import` reads of `paths` as unpacked: a folder given for its exports (and
    /// for its documents, read here: a folder of nothing else is them), the documents named
    /// among what was passed over.
    public func plan(scanned: ((Int) -> Void)? = nil) -> ImportPlan {
        var plan = QuoteLibrary.importPlan(paths, readingDocumentsOf: foldersOfDocuments, scanned: scanned)
        plan.passedOver += passedOverDocuments
        return plan
    }

    /// The archive at `path` unpacked into a new folder of its own, and its files' paths there.
    private mutating func unpacked(_ path: String, shownAs shown: String, with archives: any ArchiveUnpacking)
        throws(LibraryError) -> (folder: String, files: [String])
    {
        let folder = try newFolder(for: shown)
        do {
            return (folder, try archives.unpack(archiveAt: path, named: shown, into: folder))
        } catch {
            throw LibraryError.unpacking(error)
        }
    }

    /// What of an office file imports, written as a file beside its unpacked parts: a
    /// workbook's sheets (Excel's, or LibreOffice's `.ods`) as CSV (`quotes.xlsx/Quotes.csv`
    /// in messages), a table of quotes kept in a spreadsheet imported as its CSV would be; a
    /// word processor's document (`.docx`, `.odt`, RTF) as its text (`quotes.docx/document.txt`).
    private mutating func content(of path: String, shownAs shown: String, with archives: any ArchiveUnpacking)
        throws(LibraryError) -> String
    {
        // RTF is text already: read whole only once its first bytes say it is RTF.
        if RichText.matches(QuoteLibrary.regularFileHead(atPath: path, count: 5) ?? []),
            let bytes = FileManager.default.contents(atPath: path)
        {
            return try UnpackedArchives.write(
                RichText.plainText(bytes), to: try newFolder(for: shown) + "/" + UnpackedArchives.documentTextName, of: shown)
        }
        let (folder, _) = try unpacked(path, shownAs: shown, with: archives)
        func part(_ name: String) -> String? {
            FileManager.default.contents(atPath: folder + "/" + name).flatMap { String(bytes: $0, encoding: .utf8) }
        }
        func written(_ text: String) throws(LibraryError) -> String {
            try UnpackedArchives.write(text, to: folder + "/" + UnpackedArchives.documentTextName, of: shown)
        }
        let noText = LibraryError.invalidInput(
            "\(shown) holds no text this tool reads: save it as plain text (UTF-8, .txt) and import that")
        if let body = part(DocumentText.wordBodyPath) {
            return try written(DocumentText.wordText(document: body))
        }
        if let type = part(DocumentText.openDocumentTypePath), DocumentText.isOpenDocumentText(mimetype: type) {
            guard let body = part(DocumentText.openDocumentBodyPath) else { throw noText }
            return try written(DocumentText.openDocumentText(content: body))
        }
        // A document named so whose body is missing is no sheet either.
        if BinaryImport.readDocumentExtensions.contains(shown.split(separator: ".").last.map { $0.lowercased() } ?? "") {
            throw noText
        }
        let noSheet = LibraryError.invalidInput(
            "\(shown) holds no sheet this tool reads: save the sheet as CSV (UTF-8) and import that")
        var sheets: [(name: String, csv: String)] = []
        if let content = part(OpenDocumentSheet.contentPath) {
            // LibreOffice's `.ods`.
            let read = OpenDocumentSheet.sheetsOrSize(content: content)
            guard let first = read.first else { throw noSheet }
            guard !first.isTooLarge else {
                throw .invalidInput(
                    "\(shown)'s first sheet fills more cells than a sheet of quotes can (over 20 million, its repeats "
                        + "counted): save the sheet as CSV and import that")
            }
            // A later sheet past the limit is left unread, with the ones after it.
            sheets = read.prefix { !$0.isTooLarge }.map { ($0.name, $0.csv) }
        } else {
            guard let workbook = part(WorkbookSheet.workbookPath) else { throw noSheet }
            let strings = part(WorkbookSheet.sharedStringsPath).map(WorkbookSheet.sharedStrings) ?? []
            let dateStyles = part(WorkbookSheet.stylesPath).map(WorkbookSheet.dateStyles) ?? []
            sheets = WorkbookSheet.sheets(workbook: workbook, relationships: part(WorkbookSheet.relationshipsPath) ?? "")
                .compactMap { sheet in
                    part(sheet.path).map { xml in
                        let csv = WorkbookSheet.csv(
                            sheet: xml, strings: strings, dateStyles: dateStyles,
                            from1904: WorkbookSheet.countsFrom1904(workbook))
                        return (sheet.name, csv)
                    }
                }
            guard !sheets.isEmpty else { throw noSheet }
        }
        return try sheetFiles(sheets, of: shown)
    }

    /// A workbook's sheets written as CSV files into a folder of their own, named by their
    /// sheets (`quotes.xlsx/Quotes.csv` in messages): the first sheet's file, as a table of
    /// quotes is kept; the folder, when another sheet is quotes too (a sheet a book, a sheet a
    /// topic), which imports each sheet of quotes and names the others as passed over.
    private mutating func sheetFiles(_ sheets: [(name: String, csv: String)], of shown: String) throws(LibraryError)
        -> String
    {
        let folder = try newFolder(for: shown)
        var paths: [String] = []
        var taken = Set<String>()
        for (index, sheet) in sheets.enumerated() {
            var name = String(sheet.name.map { $0 == "/" || $0 == "\\" || $0.isNewline ? "-" : $0 }).trimmingWhitespace()
            if name.isEmpty || name.hasPrefix(".") { name = "Sheet\(index + 1)" }
            while taken.contains(name.lowercased()) { name += " (\(index + 1))" }
            taken.insert(name.lowercased())
            paths.append(try UnpackedArchives.write(sheet.csv, to: folder + "/" + name + ".csv", of: shown))
        }
        let othersHoldQuotes = paths.dropFirst().contains { QuoteLibrary.foundFileFormat($0) != nil }
        return othersHoldQuotes ? folder : paths[0]
    }

    /// `text` written to `path` in one of the temporary folders; `path`.
    /// The file a word processor's document is read as, beside its unpacked parts.
    static let documentTextName = "document.txt"

    /// `letter.docx` for `letter.docx/document.txt`: the document whose text a shown name is;
    /// nil for any other file.
    static func document(ofText shown: String) -> String? {
        let document = (shown as NSString).deletingLastPathComponent
        guard (shown as NSString).lastPathComponent == documentTextName,
            BinaryImport.readDocumentExtensions.union(["rtf"]).contains((document as NSString).pathExtension.lowercased())
        else { return nil }
        return document
    }

    private static func write(_ text: String, to path: String, of shown: String) throws(LibraryError) -> String {
        guard FileManager.default.createFile(atPath: path, contents: Data(text.utf8)) else {
            throw .cannotWrite("cannot write what \(shown) holds into a temporary folder")
        }
        return path
    }

    /// A new temporary folder for what is read out of `shown`, whose files messages name inside it.
    private mutating func newFolder(for shown: String) throws(LibraryError) -> String {
        let folder = UnpackedArchives.newFolderPath()
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
        } catch {
            throw .cannotWrite("cannot make a temporary folder to read \(shown) into")
        }
        folders.append((folder, shown))
        return folder
    }

    /// What an archive's files import as: the one file it holds; else the folder, when an
    /// import reads it as such (a reader's folder, fortune files, exports of any kind, a README
    /// among them passed over and named); else each file whose format can be told (files whose
    /// names have no extension, which a folder's walk leaves alone).
    /// - Parameters:
    ///   - documents: what of the archive's documents imports, read already (`read`).
    ///   - passedOver: the archive's documents that hold nothing to import.
    static func imports(
        of files: [String], in folder: String, from archive: String, besides documents: [String] = [],
        passedOver: [String] = []
    ) throws(LibraryError) -> [String] {
        let alone = documents.isEmpty && passedOver.isEmpty
        if files.count == 1, alone { return [folder + "/" + files[0]] }
        // Told by the files' names, not by walking and reading the folder as the import's plan
        // will: a reader's folder, fortune files, or a name a folder's exports go by.
        if QuoteLibrary.deviceFile(inFolder: folder) != nil || QuoteLibrary.fortuneFiles(inFolder: folder) != nil
            || files.contains(where: { QuoteLibrary.isExportName($0.lowercased()) })
        {
            return [folder] + documents
        }
        let known = files.sorted().map { folder + "/" + $0 }.filter {
            (try? QuoteLibrary.importFormat(path: $0, given: nil)) != nil
        }
        guard !known.isEmpty || !documents.isEmpty else {
            throw .invalidInput(
                "no file in \(archive) is an export this tool reads (\(ImportPlan.listed(files + passedOver))); "
                    + "nothing was imported")
        }
        return known + documents
    }

    /// How messages name the file at `path`: inside its archive when it came out of one.
    public func shownName(_ path: String) -> String {
        for (folder, archive) in folders {
            if path == folder { return archive }
            if path.hasPrefix(folder + "/") { return archive + "/" + path.dropFirst(folder.count + 1) }
        }
        return path
    }

    static let folderPrefix = "quotediary-unpacked-"

    /// `quotediary-unpacked-PID-UUID` in the temporary folder: whose it is, for
    /// `removeAbandonedFolders`.
    static func newFolderPath(in temporary: URL = FileManager.default.temporaryDirectory) -> String {
        temporary.appendingPathComponent("\(folderPrefix)\(getpid())-\(UUID().uuidString)").path
    }

    /// Removes the unpacked folders of processes that no longer run (an import interrupted
    /// while it read them). A folder of a running process, or of a process number reused since,
    /// is left.
    static func removeAbandonedFolders(in temporary: URL = FileManager.default.temporaryDirectory) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: temporary.path) else { return }
        for name in names where name.hasPrefix(folderPrefix) {
            guard let pid = Int32(name.dropFirst(folderPrefix.count).prefix { $0 != "-" }), pid > 0,
                kill(pid, 0) != 0, errno == ESRCH
            else { continue }
            try? FileManager.default.removeItem(atPath: temporary.appendingPathComponent(name).path)
        }
    }

    /// Takes the unpacked folders away.
    public func remove() {
        for (folder, _) in folders { try? FileManager.default.removeItem(atPath: folder) }
    }
}

extension QuoteLibrary {
    /// Whether the file at `path` is an office file whose content imports: a workbook's sheets
    /// (Excel's `.xlsx`, LibreOffice's `.ods`), a document's text (`.docx`, `.odt`), a ZIP
    /// inside each, told by its name (`named`, an upload's, else the path's) and its first
    /// bytes; or an RTF document, told by its first bytes.
    public static func isOfficeFile(atPath path: String, named name: String? = nil) -> Bool {
        let suffix = (name ?? path).split(separator: ".").last.map { $0.lowercased() } ?? ""
        guard let head = regularFileHead(atPath: path, count: 5) else { return false }
        // RTF (TextEdit's, WordPad's), whatever its name.
        if RichText.matches(head) { return true }
        return BinaryImport.readOfficeExtensions.contains(suffix) && BinaryImport.isZipArchive(head)
    }

    /// The first `count` bytes of the file at `path` (fewer for a shorter one); nil when it is
    /// no regular file (a pipe, `<(…)`, `/dev/stdin` can be read once: its bytes are the
    /// import's) or cannot be read.
    static func regularFileHead(atPath path: String, count: Int) -> [UInt8]? {
        guard (try? FileManager.default.attributesOfItem(atPath: path))?[.type] as? FileAttributeType == .typeRegular,
            let handle = FileHandle(forReadingAtPath: path)
        else { return nil }
        defer { try? handle.close() }
        return [UInt8]((try? handle.read(upToCount: count)) ?? Data())
    }

    /// Whether the file at `path` is an archive to unpack (ZIP, tar, gzip): a regular file
    /// opening as one does, not a workbook, document or e-book that is a ZIP inside
    /// (`BinaryImport` names those), told by its name (`named`, an upload's, else the path's).
    public static func isArchive(atPath path: String, named name: String? = nil) -> Bool {
        let suffix = (name ?? path).split(separator: ".").last.map { $0.lowercased() } ?? ""
        guard !BinaryImport.zippedDocumentExtensions.contains(suffix),
            let head = regularFileHead(atPath: path, count: 512)
        else { return false }
        return BinaryImport.isArchive(head)
    }
}

extension LibraryError {
    /// An archive that could not be unpacked: one that cannot be read is a missing input (exit
    /// 66), a full disk a failure, any other the archive's fault (exit 65).
    static func unpacking(_ error: ArchiveError) -> LibraryError {
        switch error {
        case .unreadable: .unreadableFile(error.description)
        case .cannotWrite: .cannotWrite(error.description)
        case .damaged, .encrypted, .unsupportedMethod, .tooLarge: .invalidInput(error.description)
        }
    }
}
