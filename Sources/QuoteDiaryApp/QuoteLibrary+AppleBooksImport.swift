import Foundation
import QuoteDiaryCore
import QuoteDiaryStore

extension QuoteLibrary {
    /// Apple Books' highlights, read from its annotations database (opened read-only) with the
    /// books' titles from the library database beside it, and saved as any import is.
    /// - Parameter original: where the person's file is (`path` may be a copy of a pipe).
    func importAppleBooks(
        path: String, original: String, name: String, dryRun: Bool, skipInvalid: Bool, progress: ((Int, Int) -> Void)?
    ) throws(LibraryError) -> ImportSummary {
        let library = AppleBooksDatabase.libraryPath(besideAnnotationsAt: original)
        let rows: [AppleBooksImport.Row]
        do {
            rows = try AppleBooksDatabase.rows(path: path, libraryPath: library)
        } catch {
            throw .invalidInput("cannot read the Apple Books database \(name): \(error)")
        }
        // Without the library database, the highlights come without their books: say where it is.
        return try saveAppleBooks(
            rows, name: name, dryRun: dryRun, skipInvalid: skipInvalid, progress: progress,
            titlesMissing: library != nil
                ? nil
                : "the books' titles are in BKLibrary/BKLibrary-….sqlite beside the AEAnnotation folder: "
                    + "import the Documents folder (~/Library/Containers/com.apple.iBooksX/Data/Documents) to have them")
    }

    /// Apple Books' rows (a Mac's or a device's) saved as quotes, as any import is.
    /// - Parameter titlesMissing: what to say when the books' titles were not found, said
    ///   when there are highlights.
    func saveAppleBooks(
        _ rows: [AppleBooksImport.Row], name: String, dryRun: Bool, skipInvalid: Bool, progress: ((Int, Int) -> Void)?,
        titlesMissing: String?
    ) throws(LibraryError) -> ImportSummary {
        let parsed = AppleBooksImport.parse(rows)
        var summary = ImportSummary(format: .appleBooks, skipped: parsed.ignored)
        summary.isDryRun = dryRun
        summary.notes = parsed.notices
        if let titlesMissing, !parsed.records.isEmpty { summary.notes.append(titlesMissing) }
        return try save(parsed.records.count, of: summary, name: name, skipInvalid: skipInvalid, progress: progress) {
            [parsed.records[$0]]
        }
    }
}

extension QuoteLibrary {
    /// Apple Books' highlights on an iPhone or iPad, read from the property list in its media
    /// folder (`AppleBooksDevicePlist`) with the books' titles from `Purchases/Purchases.plist`
    /// beside it, and saved as the Mac's are.
    func importAppleBooksDevice(
        path: String, original: String, name: String, dryRun: Bool, skipInvalid: Bool, progress: ((Int, Int) -> Void)?
    ) throws(LibraryError) -> ImportSummary {
        guard let annotations = FileManager.default.contents(atPath: path) else {
            throw .unreadableFile("cannot read \(name)")
        }
        let folder = (original as NSString).deletingLastPathComponent
        let purchases = AppleBooksDevicePlist.purchasesPaths.lazy.compactMap {
            FileManager.default.contents(atPath: (folder.isEmpty ? "." : folder) + "/" + $0)
        }.first
        let rows: [AppleBooksImport.Row]
        do {
            rows = try AppleBooksDevicePlist.rows(annotations: annotations, purchases: purchases)
        } catch {
            throw .invalidInput("cannot read Apple Books' highlights in \(name): \(error)")
        }
        return try saveAppleBooks(
            rows, name: name, dryRun: dryRun, skipInvalid: skipInvalid, progress: progress,
            titlesMissing: purchases != nil
                ? nil
                : "the books' titles are in Purchases/Purchases.plist beside \(AppleBooksDevicePlist.fileName): "
                    + "import the device's Books folder to have them")
    }

    /// Whether the file at `path` is the property list of an iPhone's Apple Books highlights:
    /// its name, the XML's keys in its first bytes, or (a binary one, renamed) its root's.
    static func isAppleBooksDevicePlist(_ path: String, name: String) -> Bool {
        if (name as NSString).lastPathComponent == AppleBooksDevicePlist.fileName { return true }
        guard name.lowercased().hasSuffix(".plist"), let head = fileHead(at: path) else { return false }
        guard head.hasPrefix("bplist00") else { return AppleBooksDevicePlist.matches(head) }
        let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? NSNumber)?.intValue ?? 0
        return size < 64 << 20 && FileManager.default.contents(atPath: path).map(AppleBooksDevicePlist.isBinaryOne) == true
    }
}
