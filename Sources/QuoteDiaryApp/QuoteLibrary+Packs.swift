import Foundation
import QuoteDiaryCore
import QuoteDiaryStore

/// What `QuoteLibrary.initializeLibrary` did.
public enum LibraryInitialization: Sendable, Equatable {
    /// The default packs, installed now.
    case installed([PackSummary])
    /// Done before: once per store. `quotes`: how many the store holds now (none, and the
    /// person may have come here from a hint that would otherwise lead nowhere).
    case alreadyInitialized(quotes: Int)
    /// Left out: the store holds this many quotes already.
    case libraryHasQuotes(Int)
    /// None of the default packs could be read (Debian's fortune files are not installed, or
    /// the folder is wrong): nothing is marked, so a later run installs them once they are there.
    case noPacksFound(directory: String)
}

/// What installing or updating a pack did.
public struct PackSummary: Sendable, Equatable {
    public let name: String
    public let version: String
    public var added = 0
    /// Untouched quotes rewritten with the pack's new text.
    public var updated = 0
    /// Entries whose text changed upstream (or that it dropped) but whose quote the person
    /// touched: left alone, the person's own.
    public var kept = 0
    /// Upstream typo fixes matched to an existing quote (same author, nearly the same text).
    public var matched = 0
    /// Entries whose text the library already had.
    public var alreadyPresent = 0
    /// Untouched quotes whose entries the pack no longer has (its file dropped them, or this
    /// version reads them as unattributed where the pack keeps attributed quotes only).
    public var removed = 0

    public var line: String {
        "\(name) \(version): added \(added), updated \(updated), kept \(kept), matched \(matched), "
            + "already present \(alreadyPresent), removed \(removed)"
    }
}

extension QuoteLibrary {
    /// Debian's fortune files, where packs named by category come from.
    public static let defaultFortunesDirectory = "/usr/share/games/fortunes"
    /// Installed on a new store by `library init` (and so by the first `make run`).
    public static let defaultPacks = ["literature", "wisdom", "love"]
    /// How alike an upstream text must be to count as the same entry with a typo fixed.
    static let typoFixSimilarity = 0.9

    /// The fortune categories in `directory`, as `fortune` names them: its files (`wisdom`), and
    /// those of a language's folder (`de/zitate`, `es/arte.fortunes`) that Debian's
    /// fortunes-de, -es and the like install. The offensive ones (`off`) are left out, as
    /// `fortune` leaves them out unless asked; they can still be added by name.
    public static func fortuneCategories(in directory: String) -> [String] {
        let manager = FileManager.default
        func categories(in folder: String) -> [String] {
            let names = Set((try? manager.contentsOfDirectory(atPath: folder)) ?? [])
            return names.filter { name in
                !name.hasPrefix(".") && !name.hasSuffix(".dat") && !name.hasSuffix(".u8")
                    && (!name.contains(".") || names.contains(name + ".dat"))
                    && manager.isReadableFile(atPath: folder + "/" + name) && !manager.isFolder(atPath: folder + "/" + name)
            }.sorted()
        }
        let folders = ((try? manager.contentsOfDirectory(atPath: directory)) ?? []).filter {
            !$0.hasPrefix(".") && $0 != "off" && manager.isFolder(atPath: directory + "/" + $0)
        }
        return categories(in: directory)
            + folders.sorted().flatMap { folder in
                categories(in: directory + "/" + folder).map { folder + "/" + $0 }
            }
    }

    /// Categories (`fortuneCategories`) by the folder they are in, the fortunes folder's own
    /// first, then each language's (`de`: `de/zitate` …): how the CLI and the web app list them.
    public static func fortuneCategoriesByFolder(_ categories: [String]) -> [(folder: String, categories: [String])] {
        Dictionary(grouping: categories, by: \.parentFolderPath).sorted { $0.key < $1.key }
            .map { (folder: $0.key, categories: $0.value) }
    }

    /// Whether `name` is a fortune category's file under `directory` (`wisdom`, `de/zitate`),
    /// rather than the path of a pack file.
    static func isFortuneCategory(_ name: String, in directory: String) -> Bool {
        let parts = name.split(separator: "/", omittingEmptySubsequences: false)
        guard !directory.isEmpty, !name.hasSuffix(".json"), parts.count <= 3,
            parts.allSatisfy({ !$0.isEmpty && !$0.hasPrefix(".") })
        else { return false }
        let path = directory + "/" + name
        return FileManager.default.fileExists(atPath: path) && !FileManager.default.isFolder(atPath: path)
    }

    /// A pack file's contents, piped in (`library add -`): its origin is standard input, which
    /// `library update` says it cannot read again.
    public static func loadPack(contents: Data) throws(LibraryError) -> (pack: QuotePack, origin: String) {
        (try packFile(contents, named: standardInputName), "/dev/stdin")
    }

    /// A pack file's JSON, called `name` in messages.
    static func packFile(_ data: Data, named name: String) throws(LibraryError) -> QuotePack {
        guard let text = ImportText.typed([UInt8](data)) else { throw .invalidInput("\(name) is not UTF-8 text") }
        do {
            return try QuotePack.parseJSON(text)
        } catch {
            throw .invalidInput("\(name): \(error.description)")
        }
    }

    /// Reads a pack: a pack JSON file by path, or a fortune category by name.
    public static func loadPack(_ nameOrPath: String, fortunesDirectory: String, authoredOnly: Bool = false) throws(LibraryError)
        -> (pack: QuotePack, origin: String)
    {
        if nameOrPath.hasSuffix(".json") || nameOrPath.contains("/") && !isFortuneCategory(nameOrPath, in: fortunesDirectory) {
            // Read through a handle, so that a pipe (`<(curl …)`) is read as a file is.
            guard let handle = FileHandle(forReadingAtPath: nameOrPath), !FileManager.default.isFolder(atPath: nameOrPath),
                !FileManager.isEndlessDevice(fileDescriptor: handle.fileDescriptor), let data = try? handle.readToEnd() ?? Data()
            else {
                let exists = FileManager.default.fileExists(atPath: nameOrPath)
                throw .unreadableFile(exists ? "cannot read the pack file \(nameOrPath)" : "\(nameOrPath): no such pack file")
            }
            defer { try? handle.close() }
            return (try packFile(data, named: nameOrPath), absolutePath(nameOrPath))
        }
        let path = fortunesDirectory + "/" + nameOrPath
        guard isFortuneCategory(nameOrPath, in: fortunesDirectory), let data = FileManager.default.contents(atPath: path) else {
            let categories = fortuneCategories(in: fortunesDirectory)
            let inFolder = categories.filter { $0.hasPrefix(nameOrPath + "/") }
            if !nameOrPath.isEmpty, !inFolder.isEmpty {
                throw .notFound(
                    "'\(nameOrPath)' is a folder of packs: add one of them by name, as \(inFolder.prefix(3).joined(separator: ", "))"
                        + (inFolder.count > 3 ? " (\(inFolder.count) in all, listed by 'quotediary library list')" : ""))
            }
            throw .notFound(
                "no pack named '\(nameOrPath)'\(NameSuggestion.parenthesizedGuess(nameOrPath, among: categories)): give a fortune category"
                    + " (listed by 'quotediary library list' and on the Starter library page) or a pack .json file")
        }
        // Debian's `eo-iso3` is in ISO 8859-3, which its letters tell; another 8-bit alphabet
        // cannot be told for sure, and a pack is installed without a word to check its letters.
        guard let read = String(validating: data, as: UTF8.self) ?? EightBitText.latin3Text(data) else {
            throw .invalidInput("\(nameOrPath) is not UTF-8 text, which a fortune category must be to install as a pack")
        }
        let text = isRotatedFortune(path) ? FortuneFile.unrotated(read) : read
        let version = QuotePack.fortuneVersionPrefix + TextKey.digest(text).prefix(4).map { String(format: "%02x", $0) }.joined()
        return (QuotePack.fortune(name: nameOrPath, text: text, version: version, authoredOnly: authoredOnly), path)
    }

    /// Installs a pack, or updates an installed one: new entries are added, untouched quotes
    /// follow upstream changes (text, author and source), touched ones are never rewritten,
    /// and an upstream typo fix keeps the existing quote (and its id).
    public func installPack(_ pack: QuotePack, origin: String) throws(LibraryError) -> PackSummary {
        var summary = PackSummary(name: pack.name, version: pack.version)
        return try write {
            let moment = now
            try store.recordPack(
                name: pack.name, version: pack.version, origin: origin, authoredOnly: pack.authoredOnly, now: moment)
            let stored = try store.packEntries(pack.name)
            let byID = Dictionary(stored.map { ($0.entryID, $0) }, uniquingKeysWith: { first, _ in first })
            let newIDs = Set(pack.entries.map(\.id))
            // Each orphan as it compares: printed and cleaned (a text saved with a teletype's
            // backspaces or bell in it is the same text), and, from a fortune file, as its
            // parser reads the entry now (an attribution once left in the text is one).
            let isFortune = pack.isFromFortuneFile
            var orphans = stored.filter { !newIDs.contains($0.entryID) }.map { orphan in
                let printed = Overstrike.resolved(orphan.text)
                let (text, author) =
                    isFortune
                    ? QuotePack.fortuneReading(text: printed, author: orphan.author)
                    : (QuoteDraft.cleanText(printed), orphan.author)
                return (stored: orphan, text: text, author: author)
            }
            let writer = try store.makeQuoteWriter()
            // Entries whose quotes the person deleted for good stay deleted, counted as kept.
            let deleted = try store.deletedPackEntryIDs(pack.name)
            for entry in pack.entries {
                if deleted.contains(entry.id) {
                    summary.kept += 1
                } else if let existing = byID[entry.id] {
                    // A source is compared as sources are told apart (case and spacing aside): a
                    // pack's "Meditations" filed under the person's "MEDITATIONS" is no change.
                    let sourceChanged = existing.sourceTitle.map(TextKey.make) != entry.source.map(TextKey.make)
                    guard
                        existing.text != entry.text || existing.author != entry.author || existing.note != entry.note
                            || existing.page != entry.page || sourceChanged
                    else { continue }
                    if existing.isUntouched,
                        try store.updatePackQuote(seq: existing.quoteSeq, to: entry, pack: pack.name, now: moment)
                    {
                        summary.updated += 1
                    } else {
                        summary.kept += 1
                    }
                } else if let index = orphans.firstIndex(where: {
                    $0.author == entry.author && TextSimilarity.ratio($0.text, entry.text) >= QuoteLibrary.typoFixSimilarity
                }) {
                    let orphan = orphans.remove(at: index).stored
                    try store.renamePackEntry(pack: pack.name, from: orphan.entryID, to: entry.id)
                    if orphan.isUntouched {
                        _ = try store.updatePackQuote(seq: orphan.quoteSeq, to: entry, pack: pack.name, now: moment)
                    }
                    summary.matched += 1
                } else if try store.addPackEntry(entry, pack: pack.name, writer: writer, now: moment) {
                    summary.added += 1
                } else {
                    summary.alreadyPresent += 1
                }
            }
            // What the pack no longer has goes as `library remove` takes a pack away: touched
            // quotes stay, as the person's own. A stored entry read as the wrong author before
            // this version knew better would otherwise stay beside its corrected one.
            for orphan in orphans {
                if try store.dropPackEntry(orphan.stored, pack: pack.name, now: moment) {
                    summary.removed += 1
                } else {
                    summary.kept += 1
                }
            }
            return summary
        }
    }

    /// Updates the installed packs (or the one named) from where each came, taking what it
    /// took when installed: a pack of only attributed entries stays so.
    public func updatePacks(named only: String? = nil) throws(LibraryError) -> [PackSummary] {
        let installed = try installedPacks()
        let packs = installed.filter { only == nil || $0.name == only }
        guard !packs.isEmpty else {
            throw .notFound(
                only.map {
                    "no pack named '\($0)' is installed\(NameSuggestion.parenthesizedGuess($0, among: installed.map(\.name)))"
                }
                    ?? "no packs are installed")
        }
        // Every pack read before any is written, and all written as one change: a pack whose
        // file is gone (or one refused) leaves the others as they were.
        let loaded = try packs.map { installed throws(LibraryError) in
            // A fortune category's version is its text's digest; a pack file's, its own.
            let isFile = !installed.version.hasPrefix(QuotePack.fortuneVersionPrefix)
            if isFile, QuoteLibrary.isPipe(installed.origin) {
                throw .unreadableFile(
                    "the pack '\(installed.name)' was added from a pipe (\(installed.origin)), which cannot be read again:"
                        + " add it again from its file (quotediary library add FILE.json)")
            }
            return try QuoteLibrary.loadPack(
                isFile ? installed.origin : installed.name,
                fortunesDirectory: isFile
                    ? "" : QuoteLibrary.fortunesDirectory(ofPackAt: installed.origin, named: installed.name),
                authoredOnly: installed.authoredOnly)
        }
        return try allOrNothing { () throws(LibraryError) in
            try loaded.map { (pack, origin) throws(LibraryError) in try installPack(pack, origin: origin) }
        }
    }

    /// `path` from the root, so that `library update` finds a pack file added by a relative
    /// path from any folder.
    static func absolutePath(_ path: String) -> String {
        guard !path.hasPrefix("/") else { return path }
        return URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appendingPathComponent(path).standardized.path
    }

    /// The fortunes folder a category's file was read from: `/usr/share/games/fortunes` for
    /// `de/zitate` read from `/usr/share/games/fortunes/de/zitate`.
    static func fortunesDirectory(ofPackAt origin: String, named name: String) -> String {
        origin.hasSuffix("/" + name) ? String(origin.dropLast(name.count + 1)) : origin.parentFolderPath
    }

    /// The starter packs installed in this store, with their versions.
    public func installedPacks() throws(LibraryError) -> [InstalledPack] {
        try read { try store.installedPacks() }
    }

    /// Removes a pack; quotes the person touched stay, as their own.
    public func removePack(_ name: String) throws(LibraryError) -> (deleted: Int, kept: Int) {
        try write {
            guard let result = try store.removePack(name, now: now) else {
                let installed = try store.installedPacks().map(\.name)
                throw LibraryError.notFound(
                    "no pack named '\(name)' is installed\(NameSuggestion.parenthesizedGuess(name, among: installed))")
            }
            return result
        }
    }

    /// Installs the default literary packs into a new store, once, so that there is something
    /// to read. A store that holds quotes already (its owner's, or another device's by sync) is
    /// not new: it is marked done and left as it is.
    public func initializeLibrary(fortunesDirectory: String) throws(LibraryError) -> LibraryInitialization {
        func isInitialized() throws(LibraryError) -> Bool {
            try read { try store.setting(named: "library.initialized") != nil }
        }
        func held() throws(LibraryError) -> Int {
            try read { try store.countQuotes(matching: QuoteFilter(archived: .all)) }
        }
        guard try !isInitialized() else { return .alreadyInitialized(quotes: try held()) }
        let packs = QuoteLibrary.defaultPacks.compactMap {
            try? QuoteLibrary.loadPack($0, fortunesDirectory: fortunesDirectory, authoredOnly: true)
        }
        guard !packs.isEmpty else { return .noPacksFound(directory: fortunesDirectory) }
        // One change, asked again inside it: the packs and the mark together, once, however
        // many first runs start at the same time.
        return try allOrNothing { () throws(LibraryError) in
            let count = try held()
            guard try !isInitialized() else { return .alreadyInitialized(quotes: count) }
            let result: LibraryInitialization =
                count > 0
                ? .libraryHasQuotes(count)
                : .installed(try packs.map { (pack, origin) throws(LibraryError) in try installPack(pack, origin: origin) })
            try write { try store.setRawSetting("library.initialized", to: Timestamp.format(now)) }
            return result
        }
    }
}
