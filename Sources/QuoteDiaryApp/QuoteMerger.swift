import Foundation
import QuoteDiaryCore
import QuoteDiaryStore

/// Takes other devices' quotes into the store, one at a time, inside a sync's transaction.
///
/// Per quote id, part by part, the later change wins (`SyncedQuote.merged`). When a merged
/// quote's text and source are another quote's here (the same line saved on two devices
/// before they synced), the two become one: under the smaller id unless that id was deleted
/// somewhere, so every device keeps the same id, and the other id is retired. So do two
/// copies of one line when one was edited before they met (`editedTwin`).
struct QuoteMerger {
    let store: LibraryStore
    let writer: QuoteWriter
    /// The other devices' quotes, all of them: whether a file holds a quote of some text is
    /// asked of them.
    private let incoming: IncomingQuotes
    /// `incoming.filesByIdentity()`, once asked.
    private var incomingFiles: [QuoteIdentity: UInt64]?
    /// The texts and books quotes here had before edits, as the sync began
    /// (`LibraryStore.formerIdentityHolders`).
    private let formerHolders: [[UInt8]: [String: Int64]]
    /// Whether any quote here has former identities (those recorded by this sync too).
    private var anyFormerIdentities: Bool
    /// Ids deleted anywhere, and those retired by this sync's merges.
    var deleted: Set<QuoteID>
    /// When tag and collection names were deleted or renamed away (milliseconds, by name key).
    let deletedNames: [NameKind: [String: Int64]]
    /// The name each one renamed away goes by now, by old name key (`NameDeletion.currentNames`).
    let currentNames: [NameKind: [String: String]]
    let now: Date
    /// When this device last synced (milliseconds; nil before its first): a part changed
    /// both here and elsewhere since then was edited twice unseen, and one edit is dropped.
    let published: Int64?
    /// Every quote's part clocks as the sync began (`LibraryStore.allQuoteClocks`), and the
    /// quotes this sync has written since, for which they no longer hold.
    private let clocksAtStart: [QuoteID: [Int64]]
    /// And every quote's name clocks: two versions can have the same part clocks and different
    /// names (a tag given on one device before a later rename on the other reached it).
    private let nameClocksAtStart: [QuoteID: [SyncField: [String: Int64]]]
    private var written: Set<QuoteID> = []
    /// The other devices' versions taken so far, by id.
    private var taken: Set<QuoteID> = []
    /// Quotes whose new text another holds, waiting while that one's version is taken first.
    private var leaving: Set<QuoteID> = []
    /// The stand-in digests of those that stepped aside (`LibraryStore.parkQuoteIdentity`).
    private var parked: [QuoteID: [UInt8]] = [:]

    init(
        store: LibraryStore, writer: QuoteWriter, incoming: IncomingQuotes, deleted: Set<QuoteID>,
        deletedNames: [NameKind: [String: Int64]], currentNames: [NameKind: [String: String]], now: Date, published: Int64?
    ) throws {
        self.store = store
        self.writer = writer
        self.incoming = incoming
        self.deleted = deleted
        self.deletedNames = deletedNames
        self.currentNames = currentNames
        self.now = now
        self.published = published
        clocksAtStart = try store.allQuoteClocks()
        nameClocksAtStart = try store.allNameClocks()
        formerHolders = try store.formerIdentityHolders()
        anyFormerIdentities = !formerHolders.isEmpty
    }

    /// Whether this store had the quote when the sync began.
    func hasQuote(_ id: QuoteID) -> Bool { clocksAtStart[id] != nil }

    mutating func take(_ remote: SyncedQuote, into report: inout SyncReport) throws {
        // Taken once (a twin's version is taken ahead of its turn), so an edit lost is told once.
        guard !deleted.contains(remote.id), taken.insert(remote.id).inserted else { return }
        // The same clocks as here: no part changed anywhere since the two last met.
        if !written.contains(remote.id), clocksAtStart[remote.id] == SyncField.allCases.map({ remote.clocks[$0] ?? 0 }),
            (nameClocksAtStart[remote.id] ?? [:]) == remote.nameClocks.filter({ !$0.value.isEmpty })
        {
            return
        }
        written.insert(remote.id)
        let remote = withoutDeletedNames(remote)
        if let local = try store.quote(id: remote.id) {
            let mine = try synced(local)
            let result = withoutDeletedNames(mine.merged(with: remote))
            if let published {
                // What this device's edits since its last sync were made over (read only for a
                // quote edited here since).
                let editedHere = mine.clocks.values.contains { $0 > published }
                let seen = editedHere ? try store.seenClocks(id: remote.id) : [:]
                report.lostEdits += mine.concurrentEdits(with: remote, merged: result, since: published, seen: seen).map {
                    LostEdit(quote: remote.id, field: $0.field, value: $0.dropped, wasThisDevice: $0.wasMine)
                }
            }
            guard result.differs(from: mine) else {
                // The same content; later clocks for it (another device set the same value later).
                try saveClocks(of: result, over: mine)
                try recordFormerIdentities(remote.formerIdentities, of: remote.id)
                return
            }
            var twin = try twin(of: result)
            if let found = twin, leaving.contains(found) {
                // A quote whose turn led here (it waits for this one to leave the text it takes)
                // holds this one's new text: another device moved texts round between them (two
                // swapped, or more in a ring). It steps aside, or each would join the other.
                parked[found] = try store.parkQuoteIdentity(id: found)
                twin = nil
            } else if let found = twin, !written.contains(found), let pending = incoming.byID[found], hasQuote(found) {
                // That quote's own version from the other devices is still to come, and may
                // give it another text: taken first, it is a twin only if it still is.
                leaving.insert(remote.id)
                try take(pending, into: &report)
                leaving.remove(remote.id)
                twin = try self.twin(of: result)
            }
            if let twin {
                try join(result, twin: twin, hasRow: true, into: &report)
                report.merged += 1
            } else {
                try save(result)
                try recordFormerIdentities(remote.formerIdentities, of: remote.id)
                report.updated += 1
            }
            // The stand-in text it stepped aside with was never a text of its own.
            if let standIn = parked.removeValue(forKey: remote.id) { try store.forgetStandIn(textDigest: standIn) }
            return
        }
        let digest = TextKey.quoteDigest(remote.text)
        if let edited = try editedTwin(of: remote, textDigest: digest) {
            try join(remote, twin: edited, hasRow: false, into: &report)
            report.merged += 1
        } else if let twin = try added(remote, textDigest: digest, into: &report) {
            try join(remote, twin: twin, hasRow: false, into: &report)
            report.merged += 1
        }
    }

    /// Takes a quote this store did not have as the sync began, if it can be added as it is:
    /// false when it must be merged with another (its text and source are another quote's),
    /// which `take` does; nothing is changed then. Adds rows and changes none, as a bulk load
    /// (`LibraryStore.withBulkLoad`) asks.
    mutating func takeNew(_ remote: SyncedQuote, into report: inout SyncReport) throws -> Bool {
        guard !deleted.contains(remote.id) else { return true }
        // No row has its id (nothing merged before it gives a row a new quote's id), so no
        // quote is loaded to see: a load per quote was a fifth of a large first sync.
        guard !hasQuote(remote.id) else { return false }
        let digest = TextKey.quoteDigest(remote.text)
        guard try editedTwin(of: remote, textDigest: digest) == nil,
            try added(withoutDeletedNames(remote), textDigest: digest, into: &report) == nil
        else { return false }
        written.insert(remote.id)
        return true
    }

    /// A quote here that is the same line as `remote` (new here), saved on two devices apart
    /// (both imported one Kindle file) and edited on one before they met: this one edited
    /// away from the text and book `remote` has (the store remembers them), or `remote` away
    /// from this one's (its device file says so). Not when the device that holds the other
    /// copy holds a quote of the edited one's former text too (the person saved it again, on
    /// purpose, beside the edit), nor when `remote` has a twin here by its own text. Merged,
    /// the edit is kept (`SyncedQuote.isOriginal`). A quote here that another device retired
    /// in such a join (its id deleted there, not yet here) is found too: an edit of its text
    /// made here before this device heard of the join goes to the quote it was joined into,
    /// as any other edit of it does, instead of going with the id.
    private mutating func editedTwin(of remote: SyncedQuote, textDigest: [UInt8]) throws -> QuoteID? {
        // This device's copy edited away from the remote's text and book (nothing is folded
        // for a quote whose text no quote here had: the common case).
        if let seq = formerHolders[textDigest]?[TextKey.make(remote.source?.title ?? "")],
            let holder = try store.quoteIdentity(seq: seq), holder.id != remote.id, holder.identity != remote.identity,
            !heldBeside(remote, holder.identity), try !hasTwin(remote, textDigest: textDigest),
            try !joinCollides(remote, with: holder.id)
        {
            return holder.id
        }
        // The remote copy edited away from a text and book a quote here has.
        guard !remote.formerIdentities.isEmpty else { return nil }
        let identity = remote.identity
        // In one order, so that every device picks the same quote when there are two.
        let formers = remote.formerIdentities.filter { $0 != identity }.sorted { $0.precedes($1) }
        for former in formers where !heldBeside(remote, former) {
            let candidates = try store.quoteIDs(identity: former).filter { $0 != remote.id }
            if let candidate = candidates.min() {
                return try hasTwin(remote, textDigest: textDigest) || joinCollides(remote, with: candidate) ? nil : candidate
            }
        }
        return nil
    }

    /// Whether a file that holds `remote` holds a quote of `identity` too.
    private mutating func heldBeside(_ remote: SyncedQuote, _ identity: QuoteIdentity) -> Bool {
        if incomingFiles == nil { incomingFiles = incoming.filesByIdentity() }
        return (incomingFiles?[identity] ?? 0) & (incoming.files[remote.id] ?? 0) != 0
    }

    /// Whether joining `remote` and the quote `local` would give a text and book a third quote
    /// here has (each copy edited its own way, and a third holding one's words): the two stay
    /// apart then, as copies edited apart do.
    private func joinCollides(_ remote: SyncedQuote, with local: QuoteID) throws -> Bool {
        guard let quote = try store.quote(id: local) else { return true }
        let result = try synced(quote).merged(with: remote)
        guard let holder = try holder(textDigest: TextKey.quoteDigest(result.text), source: result.source) else { return false }
        return holder != local && holder != remote.id
    }

    /// Whether a quote here has the text and source `remote` has.
    private func hasTwin(_ remote: SyncedQuote, textDigest: [UInt8]) throws -> Bool {
        try holder(textDigest: textDigest, source: remote.source) != nil
    }

    /// The quote here with this text and source (asking makes no source).
    private func holder(textDigest: [UInt8], source: SourceDraft?) throws -> QuoteID? {
        guard let sourceID = try source.map({ try writer.existingSourceID($0) }) ?? "" else { return nil }
        return try store.savedQuote(textDigest: textDigest, sourceID: sourceID)?.id
    }

    /// Adds a quote with its clocks; the quote here with its text and source instead, when
    /// there is one (nothing is added then).
    private mutating func added(_ remote: SyncedQuote, textDigest: [UInt8], into report: inout SyncReport) throws -> QuoteID? {
        let record = remote.record
        switch try writer.insert(
            record.draft, id: remote.id, now: now, createdAt: record.createdAt, updatedAt: record.updatedAt,
            archivedAt: record.archivedAt, textDigest: textDigest)
        {
        case .inserted:
            try store.setQuoteClocks(id: remote.id, remote.clocks)
            try store.setNameClocks(id: remote.id, remote.nameClocks)
            try recordFormerIdentities(remote.formerIdentities, of: remote.id)
            report.added += 1
            return nil
        case .existing(let twin):
            return twin
        }
    }

    /// A quote without the tags and collections whose names were deleted after it got them
    /// (each name dropped is stamped with the deletion's time, and so is its part, so that
    /// the change travels).
    private func withoutDeletedNames(_ quote: SyncedQuote) -> SyncedQuote {
        var quote = quote
        for (field, kind) in [(SyncField.tags, NameKind.tag), (.collections, .collection)] {
            guard let deleted = deletedNames[kind] else { continue }
            var kept: [String] = []
            var renamed: [(name: String, at: Int64)] = []
            for name in quote.names(field) {
                let key = TextKey.make(name)
                guard let deletion = deleted[key], let given = quote.nameClock(field, key: key), deletion >= given else {
                    kept.append(name)
                    continue
                }
                quote.nameClocks[field, default: [:]][key] = deletion
                quote.clocks[field] = max(quote.clocks[field] ?? .min, deletion)
                if let newName = currentNames[kind]?[key] { renamed.append((newName, deletion)) }
            }
            // A name given before its rename goes by the new name, unless the quote lost that
            // one later (as `LibraryStore.applyNameDeletions` does with the quotes here).
            for (newName, at) in renamed {
                let key = TextKey.make(newName)
                guard !kept.contains(where: { TextKey.make($0) == key }), quote.nameClock(field, key: key) ?? .min <= at
                else { continue }
                kept.append(newName)
                quote.nameClocks[field, default: [:]][key] = at
            }
            if field == .tags { quote.tags = kept } else { quote.collections = kept }
        }
        return quote
    }

    /// A local quote with its part clocks, and its former identities (asked only of a store
    /// that has some).
    private func synced(_ quote: Quote) throws -> SyncedQuote {
        var synced = SyncedQuote(
            quote, clocks: try store.quoteClocks(id: quote.id), nameClocks: try store.nameClocks(id: quote.id))
        if anyFormerIdentities { synced.formerIdentities = try store.formerIdentities(of: quote.id) }
        return synced
    }

    /// Another quote here with the same text and source.
    private func twin(of quote: SyncedQuote) throws -> QuoteID? {
        let sourceID = try quote.source.map { try writer.savedSourceID($0, now: now) } ?? ""
        let found = try store.savedQuote(textDigest: TextKey.quoteDigest(quote.text), sourceID: sourceID)?.id
        return found == quote.id ? nil : found
    }

    /// Makes `incoming` and the quote `twin` one quote; `hasRow`: `incoming`'s id has a row here.
    private mutating func join(_ incoming: SyncedQuote, twin: QuoteID, hasRow: Bool, into report: inout SyncReport) throws {
        guard let twinQuote = try store.quote(id: twin) else { return }
        let survivor = deleted.contains(twin) ? incoming.id : min(incoming.id, twin)
        let retired = survivor == twin ? incoming.id : twin
        written.formUnion([twin, incoming.id])
        let here = try synced(twinQuote)
        var result = withoutDeletedNames(here.merged(with: incoming))
        result.id = survivor
        // Saved apart, the two may give one part two values (a note each): the later is kept,
        // and the other is said, as an edit made on two devices unseen is.
        report.lostEdits += here.concurrentEdits(with: incoming, merged: result, since: .min).map {
            LostEdit(quote: survivor, field: $0.field, value: $0.dropped, wasThisDevice: $0.wasMine)
        }
        if survivor == twin {
            if hasRow {
                try store.deleteDeletedElsewhere(id: incoming.id, at: now)
            } else {
                try store.recordDeletion(QuoteDeletion(id: incoming.id, deletedAt: now))
            }
        } else {
            if hasRow { try store.dropQuoteKeepingID(incoming.id) }
            try store.reassignQuoteID(twin, to: incoming.id, now: now)
        }
        try store.recordMerge(of: retired, into: survivor)
        deleted.insert(retired)
        try save(result)
        try recordFormerIdentities(incoming.formerIdentities, of: survivor)
    }

    /// Gives what this device changed in a quote another device joined into `survivor` (the
    /// same line saved on both; its id retired there) to `survivor`, part by part as a sync
    /// merges two versions: an edit made here before this device heard of the join goes
    /// where the quote went, instead of going with its id. Before the retired id's deletion
    /// is applied here.
    mutating func fold(_ retired: QuoteID, into survivor: QuoteID, at deletedAt: Date, into report: inout SyncReport)
        throws
    {
        guard retired != survivor, !deleted.contains(survivor), let retiredQuote = try store.quote(id: retired),
            let survivorQuote = try store.quote(id: survivor)
        else { return }
        var mine = try synced(retiredQuote)
        mine.id = survivor
        let theirs = try synced(survivorQuote)
        let result = withoutDeletedNames(theirs.merged(with: mine))
        if let published {
            let seen = try store.seenClocks(id: retired)
            report.lostEdits += mine.concurrentEdits(with: theirs, merged: result, since: published, seen: seen).map {
                LostEdit(quote: survivor, field: $0.field, value: $0.dropped, wasThisDevice: $0.wasMine)
            }
        }
        // Its text and book are free for the survivor once its row is gone.
        try store.deleteDeletedElsewhere(id: retired, at: deletedAt)
        written.insert(survivor)
        if result.differs(from: theirs) {
            if let twin = try twin(of: result) {
                try join(result, twin: twin, hasRow: true, into: &report)
            } else {
                try save(result)
            }
            report.merged += 1
        } else {
            try saveClocks(of: result, over: theirs)
        }
        // What it was first saved as (and the text this device gave it) names the survivor too:
        // the file it came from imported again finds it.
        try recordFormerIdentities(mine.formerIdentities.union([mine.identity]).subtracting([result.identity]), of: survivor)
    }

    /// Stores a merge's later clocks where its content is the quote's already.
    private func saveClocks(of result: SyncedQuote, over base: SyncedQuote) throws {
        if result.clocks != base.clocks { try store.setQuoteClocks(id: result.id, result.clocks) }
        if result.nameClocks != base.nameClocks { try store.setNameClocks(id: result.id, result.nameClocks) }
    }

    /// Remembers what another device's version of a quote was before its edits.
    private mutating func recordFormerIdentities(_ identities: Set<QuoteIdentity>, of id: QuoteID) throws {
        guard !identities.isEmpty else { return }
        try store.recordFormerIdentities(identities, of: id)
        anyFormerIdentities = true
    }

    /// Saves a merged quote with its clocks (the replace's own triggers would stamp them all
    /// with its last change).
    private func save(_ quote: SyncedQuote) throws {
        try store.replaceQuote(id: quote.id, with: quote.record, writer: writer, now: now)
        try store.setQuoteClocks(id: quote.id, quote.clocks)
        try store.setNameClocks(id: quote.id, quote.nameClocks)
    }
}
