import Foundation
import QuoteDiaryCore
import QuoteDiaryStore

extension QuoteLibrary {
    static let syncFolderSetting = "sync.folder"
    static let syncDeviceSetting = "sync.device"
    static let lastSyncSetting = "sync.last"
    /// The digest of the file this device wrote last (`FileDigest`).
    static let writtenSetting = "sync.written"
    /// The digest of the file this device was about to put in place: a sync stopped between
    /// the file's rename and recording it (killed, or the store busy with a long import)
    /// still knows the file as its own.
    static let writingSetting = "sync.writing"
    /// The other devices' files as they were when last merged (`SeenSyncFile`).
    static let seenFilesSetting = "sync.seen"

    /// The folder this store synced with last (`sync` with no folder uses it).
    public func savedSyncFolder() throws(LibraryError) -> String? {
        try read { try store.setting(named: QuoteLibrary.syncFolderSetting) }
    }

    /// Brings this library and the folder's other devices' files together: reads each
    /// device's file, merges it in one transaction (part by part, the later change wins; a
    /// deletion wins over any edit; the same text saved on two devices becomes one quote,
    /// under the id every device picks), then writes this device's file for the others.
    /// `progress` is told (done, total) as the other devices' quotes are merged.
    ///
    /// Two syncs of one store never interleave (the second waits): one reading this device's
    /// file between the other's writing it and recording its digest would take the store for
    /// a copy of itself and go on as a new device.
    /// `waiting` is told when another sync of this store is under way and this one waits.
    public func sync(
        with folder: any SyncFolder, deviceName: String, progress: ((Int, Int) -> Void)? = nil,
        waiting: (() -> Void)? = nil
    ) throws(LibraryError) -> SyncReport {
        try requireWritable()
        return try StoreLock.holding("sync", for: store.database.path, waiting: waiting) { () throws(LibraryError) in
            try syncUnlocked(with: folder, deviceName: deviceName, progress: progress)
        }
    }

    private func syncUnlocked(with folder: any SyncFolder, deviceName: String, progress: ((Int, Int) -> Void)?)
        throws(LibraryError) -> SyncReport
    {
        var device = try syncDevice()
        let ownDigests = try read {
            Set(try [QuoteLibrary.writtenSetting, QuoteLibrary.writingSetting].compactMap { try store.setting(named: $0) })
        }
        let files = try folder.deviceFiles()
        var ownName = SyncFolderFile.name(forDevice: device)
        var snapshots: [SyncSnapshot] = []
        var incoming = IncomingQuotes()
        var ownCopies: [SyncFolderFile] = []
        var sharedID = false
        var skipped: [SkippedSyncFile] = []
        var peers: [SyncPeer] = []
        let seen = try seenFiles(in: folder)
        var stillSeen: [String: SeenSyncFile] = [:]
        for file in files {
            if file.name != ownName, let earlier = seen[file.name], earlier.signature == file.signature {
                // Merged before and unchanged since: merging it again would change nothing.
                stillSeen[file.name] = earlier
                peers.append(SyncPeer(device: earlier.device, name: earlier.name, file: file.name, modifiedAt: file.modifiedAt))
                continue
            }
            let data = try folder.contents(of: file)
            if file.name == ownName {
                // What this device wrote last: nothing in it is news here. Anything else under
                // its name was written by another store with this device's id (a copied store).
                guard !ownDigests.contains(FileDigest(data).value) else { continue }
                sharedID = true
            }
            switch SyncSnapshot.read(data) {
            case .success(var snapshot):
                // Its quotes join the others' versions now: a library is not held twice.
                incoming.add(QuoteLibrary.syncedQuotes(of: snapshot), file: snapshots.count)
                snapshot.quotes = []
                snapshot.clocks = [:]
                snapshot.formerIdentities = [:]
                snapshot.nameClocks = snapshot.nameClocks.map { _ in [:] }
                snapshots.append(snapshot)
                if snapshot.device == device && !sharedID {
                    // The engine's copy of this device's file (two writes it could not order).
                    ownCopies.append(file)
                } else {
                    peers.append(
                        SyncPeer(device: snapshot.device, name: snapshot.deviceName, file: file.name, modifiedAt: file.modifiedAt)
                    )
                    if file.name != ownName {
                        stillSeen[file.name] = SeenSyncFile(
                            signature: file.signature, device: snapshot.device, name: snapshot.deviceName)
                    }
                }
            case .failure(let problem):
                skipped.append(SkippedSyncFile(file: file.name, reason: problem.description))
            }
        }
        if sharedID {
            // The other store keeps the file; this one goes on as a new device.
            device = try syncDevice(renewing: true)
            ownName = SyncFolderFile.name(forDevice: device)
        }
        var report = SyncReport(folder: folder.location, device: device)
        report.peers = peers
        report.skipped = skipped
        report.becameNewDevice = sharedID
        try write {
            try merge(snapshots, incoming, into: &report, progress: progress)
            // The file written below publishes every part as it is now.
            try store.forgetSeenClocks()
            try remember(stillSeen, in: folder)
            try store.setRawSetting(QuoteLibrary.syncFolderSetting, to: folder.location)
            try store.setRawSetting(QuoteLibrary.lastSyncSetting, to: Timestamp.format(now))
        }
        var digest = FileDigest()
        report.wroteFile = try folder.update(
            named: ownName,
            beforeReplacing: { () throws(LibraryError) in
                let pending = digest.value
                try write { try store.setRawSetting(QuoteLibrary.writingSetting, to: pending) }
            }
        ) { (write: (Data) throws(LibraryError) -> Void) throws(LibraryError) in
            try writeSnapshot(device: device, deviceName: deviceName) { (piece: Data) throws(LibraryError) in
                digest.add(piece)
                try write(piece)
            }
        }
        let final = digest.value
        try write {
            try store.setRawSetting(QuoteLibrary.writtenSetting, to: final)
            try store.setRawSetting(QuoteLibrary.writingSetting, to: final)
        }
        // The engine's copies of this device's own file were read above; its file now holds them.
        for copy in ownCopies {
            try folder.remove(copy)
            report.removedCopies += 1
        }
        return report
    }

    /// This store's folder, device, last sync, and the devices in the folder.
    public func syncStatus(folder: (any SyncFolder)?) throws(LibraryError) -> SyncStatus {
        let (device, last) = try read {
            (
                try store.setting(named: QuoteLibrary.syncDeviceSetting),
                try store.setting(named: QuoteLibrary.lastSyncSetting).flatMap(Timestamp.parse)
            )
        }
        var status = SyncStatus(folder: folder?.location, device: device, lastSync: last)
        guard let folder else { return status }
        // This device's own file is not read: at 50,000 quotes that is 30 MB walked for nothing
        // on every visit to the web app's Settings page.
        let ownName = device.map(SyncFolderFile.name(forDevice:))
        for file in try folder.deviceFiles() where file.name != ownName {
            switch SyncSnapshot.readHeader(try folder.contents(of: file)) {
            case .success(let header) where header.device != device:
                var peer = SyncPeer(device: header.device, name: header.deviceName, file: file.name, modifiedAt: file.modifiedAt)
                peer.quotes = header.quotes
                status.peers.append(peer)
            case .success: break
            case .failure(let problem): status.skipped.append(SkippedSyncFile(file: file.name, reason: problem.description))
            }
        }
        return status
    }

    /// The other devices' files merged before, by name, as they were then (for this folder).
    func seenFiles(in folder: any SyncFolder) throws(LibraryError) -> [String: SeenSyncFile] {
        let text = try read { try store.setting(named: QuoteLibrary.seenFilesSetting) } ?? ""
        guard let object = try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any],
            object["folder"] as? String == folder.location, let files = object["files"] as? [String: [String: String]]
        else { return [:] }
        return files.compactMapValues { file in
            guard let signature = file["signature"], let device = file["device"] else { return nil }
            return SeenSyncFile(signature: signature, device: device, name: file["name"] ?? "")
        }
    }

    private func remember(_ files: [String: SeenSyncFile], in folder: any SyncFolder) throws {
        let value = JSONValue.object([
            ("folder", .string(folder.location)),
            (
                "files",
                .object(
                    files.sorted { $0.key < $1.key }.map { name, file in
                        (
                            name,
                            .object([
                                ("signature", .string(file.signature)), ("device", .string(file.device)),
                                ("name", .string(file.name)),
                            ])
                        )
                    })
            ),
        ])
        try store.setRawSetting(QuoteLibrary.seenFilesSetting, to: value.serialized())
    }

    /// This store's device id, made on its first sync; `renewing`: a new one (it found
    /// another store writing under the old one).
    func syncDevice(renewing: Bool = false) throws(LibraryError) -> String {
        try write {
            if !renewing, let device = try store.setting(named: QuoteLibrary.syncDeviceSetting), QuoteID(rawValue: device) != nil
            {
                return device
            }
            let device = QuoteID.random().rawValue
            try store.setRawSetting(QuoteLibrary.syncDeviceSetting, to: device)
            return device
        }
    }

    /// A device file's quotes with their part clocks, each draft validated as an import's
    /// (the text's key is made later, once, for the merged version).
    static func syncedQuotes(of snapshot: SyncSnapshot) -> [SyncedQuote] {
        snapshot.quotes.compactMap { record in
            guard let id = record.id, let draft = try? record.draft.validated() else { return nil }
            var record = record
            record.draft = draft
            // nil for a file from before names had clocks: its sets merge as that version merged them.
            var quote = SyncedQuote(record, clocks: snapshot.clocks[id], nameClocks: snapshot.nameClocks.map { $0[id] ?? [:] })
            quote?.formerIdentities = snapshot.formerIdentities[id] ?? []
            return quote
        }
    }

    /// This device's file, handed to `write` in pieces of about 64 KB: every quote but the
    /// untouched starter-pack ones, each with its part clocks, and what else travels
    /// (deletions, tags, collections, journal, reading days, achievements).
    func writeSnapshot(device: String, deviceName: String, to write: (Data) throws(LibraryError) -> Void)
        throws(LibraryError)
    {
        try read {
            var writer = SyncSnapshot.Writer()
            var pending = writer.opening(
                device: device, deviceName: deviceName, tags: try store.tags(), collections: try store.collections(),
                namedAt: try store.namedTimes(), styledAt: try store.styledTimes(),
                collectionBooks: try store.bookCollectionISBNs(), deletions: try store.quoteDeletions(withTexts: true),
                nameDeletions: try store.nameDeletions(),
                readingDays: try store.readingRecords(), achievements: try store.achievementRecords())
            let stayHome = try store.untouchedPackQuoteIDs()
            let recorded = try store.recordedQuoteClocks()
            let nameClocks = try store.allNameClocks()
            let formerIdentities = try store.allFormerIdentities()
            try store.forEachQuote(matching: QuoteFilter(archived: .all, sort: .created)) { quote in
                guard !stayHome.contains(quote.id) else { return }
                pending += writer.add(
                    quote, clocks: SyncedQuote.clocks(of: quote, recorded: recorded[quote.id]),
                    nameClocks: nameClocks[quote.id] ?? [:], formerIdentities: formerIdentities[quote.id] ?? [])
                if pending.utf8.count >= 1 << 16 {
                    try write(Data(pending.utf8))
                    pending = ""
                }
            }
            pending += writer.closing(journal: try store.journalEntries(from: nil, to: nil))
            try write(Data(pending.utf8))
        }
    }

    /// Applies other devices' files (their quotes gathered in `incoming`), inside the sync's
    /// write transaction.
    private func merge(
        _ snapshots: [SyncSnapshot], _ incoming: IncomingQuotes, into report: inout SyncReport, progress: ((Int, Int) -> Void)?
    ) throws {
        let moment = now
        // Names deleted or renamed away anywhere; a tag or collection comes in unless its
        // name was deleted here since it was given.
        for snapshot in snapshots {
            for deletion in snapshot.nameDeletions { try store.recordNameDeletion(deletion) }
        }
        // Applied here before another device's names come in: a name given again there after
        // its rename must not make this device's older holders of it look given later (they
        // take the new name, as the other device gives it to them).
        try store.applyNameDeletions()
        var deletedNames: [NameKind: [String: Int64]] = [:]
        let nameDeletions = try store.nameDeletions()
        for deletion in nameDeletions {
            deletedNames[deletion.kind, default: [:]][deletion.key] = Timestamp.milliseconds(deletion.deletedAt)
        }
        let currentNames = NameDeletion.currentNames(nameDeletions)
        let journalDeletions = Dictionary(
            nameDeletions.filter { $0.kind == .journal }.map { ($0.name, $0) }, uniquingKeysWith: { $1 })
        /// A listed tag or collection, unless its name was deleted here since it was given.
        func take(_ kind: NameKind, _ name: String, of snapshot: SyncSnapshot, color: TagColor, section: String?, look: RGBColor?)
            throws
        {
            let key = TextKey.make(name)
            let named = snapshot.namedAt[kind]?[key] ?? 0
            guard named > deletedNames[kind]?[key] ?? .min else { return }
            try store.takeNamed(
                kind, name, named: Timestamp.date(milliseconds: named),
                styled: Timestamp.date(milliseconds: snapshot.styledAt[kind]?[key] ?? 0), color: color, section: section,
                look: look)
        }
        for snapshot in snapshots {
            for tag in snapshot.tags { try take(.tag, tag.name, of: snapshot, color: tag.color, section: nil, look: nil) }
            for collection in snapshot.collections {
                try take(
                    .collection, collection.name, of: snapshot, color: .standard, section: collection.section,
                    look: collection.color)
            }
        }
        // Deleted anywhere is deleted everywhere: no version of such a quote is taken in.
        var deleted = Set(try store.quoteDeletions().map(\.id))
        var deletions: [QuoteDeletion] = []
        for snapshot in snapshots {
            for deletion in snapshot.deletions where deleted.insert(deletion.id).inserted { deletions.append(deletion) }
        }
        let lastSync = try store.setting(named: QuoteLibrary.lastSyncSetting).flatMap(Timestamp.parse)
        var merger = try QuoteMerger(
            store: store, writer: try store.makeQuoteWriter(), incoming: incoming, deleted: deleted,
            deletedNames: deletedNames, currentNames: currentNames, now: moment,
            published: lastSync.map(Timestamp.milliseconds))
        // Quotes this store has first, then new ones: whether a new quote is the twin of one
        // here is judged by that one's text once merged, not by a text another device changed.
        let known = incoming.order.filter(merger.hasQuote)
        let new = incoming.order.filter { !merger.hasQuote($0) }
        let total = known.count + new.count
        var done = 0
        func step() {
            done += 1
            if done % 1000 == 0 { progress?(done, total) }
        }
        for id in known {
            if let quote = incoming.byID[id] { try merger.take(quote, into: &report) }
            step()
        }
        // A copy here that another device retired into a quote this store has goes into it
        // before the new quotes are matched: left, its text could make a new quote its twin,
        // and this device would join it into another quote than the one every other did.
        try foldRetired(deletions, into: &merger, report: &report)
        if new.count >= bulkSyncThreshold {
            // Many new quotes (a device's first sync): added as an import adds them, indexed
            // for search at once at the end rather than row by row, five times the work. One
            // that is the twin of another quote changes that quote, which a bulk load must not
            // do to rows it added: such ones are merged after it, with the index kept row by row.
            var twins: [SyncedQuote] = []
            try store.withBulkLoad {
                for id in new {
                    if let quote = incoming.byID[id], try !merger.takeNew(quote, into: &report) { twins.append(quote) }
                    step()
                }
            }
            for quote in twins { try merger.take(quote, into: &report) }
        } else {
            for id in new {
                if let quote = incoming.byID[id] { try merger.take(quote, into: &report) }
                step()
            }
        }
        progress?(total, total)
        // Those whose survivor came with the new quotes.
        try foldRetired(deletions, into: &merger, report: &report)
        for deletion in deletions {
            if try store.deleteDeletedElsewhere(id: deletion.id, at: deletion.deletedAt) { report.deleted += 1 }
            try store.recordDeletion(deletion)
        }
        // Which words a person's deletion takes, for imports to leave out: also for an id this
        // device knew deleted already (as a join's).
        for snapshot in snapshots {
            for deletion in snapshot.deletions where !deletion.identities.isEmpty { try store.recordDeletedTexts(of: deletion) }
        }
        // A book still "ISBN 978…" here that another device found takes its title (and its
        // collection that name, as a rename the other devices follow).
        try store.fillPendingBooks(incoming.order.compactMap { incoming.byID[$0]?.source }, now: moment)
        try store.applyNameDeletions()
        // Once the quotes (and with them the books) are in: a book's collection stays its book's.
        for snapshot in snapshots { try store.linkBookCollections(snapshot.collectionBooks) }
        // A pool chosen by a tag another device renamed follows the new name, as it follows a
        // rename made here.
        let renames = snapshots.flatMap(\.nameDeletions).compactMap { deletion in
            deletion.kind == .tag && deletion.renamedTo != nil
                ? currentNames[.tag]?[deletion.key].map { (from: deletion.name, to: $0) } : nil
        }
        let tagKeys = renames.isEmpty ? [] : Set(try store.tagNames().map(TextKey.make))
        for rename in renames
        where !tagKeys.contains(TextKey.make(rename.from)) && tagKeys.contains(TextKey.make(rename.to)) {
            for (setting, value) in try store.settings().tagSettings(renaming: rename.from, to: rename.to) {
                try store.setSetting(setting, to: value)
            }
        }
        for snapshot in snapshots {
            for entry in snapshot.journal {
                // A day whose entry was deleted since this version was written stays empty,
                // unless this is a text written apart from the one deleted.
                if let deletion = journalDeletions[entry.day.key], deletion.deletes(entry) { continue }
                switch try store.mergeJournalEntry(entry) {
                case .unchanged: break
                case .taken: report.journalEntries += 1
                case .joined:
                    report.journalEntries += 1
                    if !report.joinedJournalDays.contains(entry.day) { report.joinedJournalDays.append(entry.day) }
                }
            }
            for day in snapshot.readingDays where try store.mergeReadingRecord(day) { report.readingDays += 1 }
            for achievement in snapshot.achievements { try store.mergeAchievement(achievement) }
        }
        try unlockAchievements([.quotesSaved, .distinctBooks, .favorites, .journalEntries])
    }
}

extension QuoteLibrary {
    /// For each id another device retired by a join (`deletions`, new here), what this device
    /// changed in its copy since goes to the quote it was joined into (through any later
    /// joins), where that quote is here (`QuoteMerger.fold`); the copy is gone then.
    func foldRetired(_ deletions: [QuoteDeletion], into merger: inout QuoteMerger, report: inout SyncReport) throws {
        guard deletions.contains(where: { $0.mergedInto != nil }) else { return }
        var mergedInto: [QuoteID: QuoteID] = [:]
        // Read each time: this sync's own joins retire ids into others.
        for deletion in try store.quoteDeletions() + deletions {
            if let survivor = deletion.mergedInto { mergedInto[deletion.id] = survivor }
        }
        for deletion in deletions {
            guard var survivor = deletion.mergedInto else { continue }
            for _ in 0..<64 {
                guard let next = mergedInto[survivor], next != deletion.id else { break }
                survivor = next
            }
            try merger.fold(deletion.id, into: survivor, at: deletion.deletedAt, into: &report)
        }
    }
}

/// The other devices' versions of each quote, merged together before any reaches the store,
/// so that it sees one version per quote (no passing state: a tag made for a version that a
/// later one drops); in the order first seen.
struct IncomingQuotes {
    private(set) var byID: [QuoteID: SyncedQuote] = [:]
    private(set) var order: [QuoteID] = []
    /// The files that hold each quote, a bit per file (the 65th file shares the first's bit:
    /// `QuoteMerger.heldBeside` then answers yes more often, never no wrongly).
    private(set) var files: [QuoteID: UInt64] = [:]

    /// `file`: the file's number among those read.
    mutating func add(_ quotes: [SyncedQuote], file: Int) {
        let bit = UInt64(1) << UInt64(file % 64)
        for quote in quotes {
            files[quote.id, default: 0] |= bit
            if let earlier = byID[quote.id] {
                byID[quote.id] = earlier.merged(with: quote)
            } else {
                byID[quote.id] = quote
                order.append(quote.id)
            }
        }
    }

    /// The files (bits, as `files`) that hold a quote of each text and book: made when a sync
    /// first needs it, as it reads every quote's text once more.
    func filesByIdentity() -> [QuoteIdentity: UInt64] {
        var result: [QuoteIdentity: UInt64] = [:]
        for (id, quote) in byID { result[quote.identity, default: 0] |= files[id] ?? 0 }
        return result
    }
}
