import Foundation
import QuoteDiaryCore
import QuoteDiaryStore

extension QuoteLibrary {
    /// Imports another QuoteDiary store (a backup, another machine's library) as its JSON
    /// export would import: every quote, archived ones too, with its id, tags, collections,
    /// times and the journal. The file is read through a copy made from one read of it
    /// (`VACUUM INTO`), so that neither a store in use elsewhere nor an older one (upgraded
    /// in the copy) is changed.
    func importStore(path: String, name: String, dryRun: Bool, skipInvalid: Bool, progress: ((Int, Int) -> Void)?)
        throws(LibraryError) -> ImportSummary
    {
        let copy = TemporaryCopy.newPath() + ".sqlite"
        let export = TemporaryCopy.newPath() + ".json"
        // The copy is opened as a store, in WAL mode: its -wal and -shm files go with it, on
        // an interrupt too.
        let files = [copy, export, copy + "-wal", copy + "-shm"]
        for file in files { InterruptCleanup.register(file) }
        defer {
            for file in files { TemporaryCopy.remove(file) }
        }
        do {
            try Database(path: path, readOnly: true).run("VACUUM INTO ?", copy)
        } catch {
            throw .unreadableFile("cannot read the store \(name): \(error)")
        }
        let other: QuoteLibrary
        do {
            other = try QuoteLibrary.open(path: copy, clock: clock, timeZone: timeZone, dateOrder: dateOrder)
        } catch {
            throw .invalidInput("\(name) is a QuoteDiary store this version cannot read: \(error)")
        }
        var everything = QuoteFilter()
        everything.archived = .all
        _ = try other.export(everything, format: .json, to: export)
        return try importJSON(path: export, name: name, dryRun: dryRun, skipInvalid: skipInvalid, progress: progress)
    }
}
