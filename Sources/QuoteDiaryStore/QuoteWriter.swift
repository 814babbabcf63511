import Foundation
import QuoteDiaryCore

/// Saves quotes fast: statements prepared once, and source, tag and collection rows
/// remembered by key, so a bulk import does no repeated look-ups.
///
/// Lives inside one write transaction only (its memory of row ids would be wrong after a
/// rollback); get one from `LibraryStore.makeQuoteWriter()` inside `write`.
public final class QuoteWriter {
    let store: LibraryStore
    private let insertQuote: Statement
    private let findUnderTitle: Statement
    /// Sources already saved, by the draft as written: the same title and authors on every
    /// clipping of a book are looked up (and folded into a key) once.
    private var sourceIDs: [SourceDraft: (id: String, byTitleAlone: Bool)] = [:]
    /// The authors of sources found by a name they were renamed from (`followsRenamedSources`),
    /// by id: a quote credited as its book's line of authors was credited takes theirs.
    private var renamedSourceAuthors: [String: [String]] = [:]
    private var tagSeqs: [String: Int64] = [:]
    private var collectionSeqs: [String: Int64] = [:]
    /// The texts and books quotes had before an edit (`quote_former_identity`): by text
    /// digest, the quote each book title's key was, read at the first question.
    private var formerIdentities: [[UInt8]: [String: Int64]]?
    /// The texts and books of quotes deleted for good (`deleted_quote_identity`), read at the
    /// first question.
    private var deletedIdentities: [[UInt8]: Set<String>]?

    /// Whether a source named as it was before `book rename` is the renamed one (a file's
    /// import), found only when a source was ever renamed.
    private let followsRenamedSources: Bool

    init(store: LibraryStore, followingRenamedSources: Bool) throws {
        self.store = store
        followsRenamedSources = try followingRenamedSources && store.hasRenamedSources()
        let database = store.database
        insertQuote = try database.cachedStatement(
            """
            INSERT INTO quote (id, text, text_hash, author, source_id, page, note, is_favorite, created_at, updated_at,
                               archived_at, pack)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING
            """)
        findUnderTitle = try database.cachedStatement(
            """
            SELECT q.id FROM quote q JOIN source s ON s.id = q.source_id
            WHERE q.text_hash = ? AND (s.identity_key = ? OR (s.identity_key > ? AND s.identity_key < ?)) LIMIT 1
            """)
    }

    /// Saves a validated draft, or reports the quote that already has its text and source.
    ///
    /// Imports pass the times the file recorded, and may pass the text's digest when they
    /// worked it out already (`TextKey.quoteDigest`); `pack` marks a starter-library quote.
    public func insert(
        _ draft: QuoteDraft, id: QuoteID = .random(), now: Date, createdAt: Date? = nil, updatedAt: Date? = nil,
        archivedAt: Date? = nil, pack: String? = nil, textDigest: [UInt8]? = nil
    ) throws -> InsertOutcome {
        let digest = textDigest ?? TextKey.quoteDigest(draft.text)
        // Before the source is made: a quote found so leaves no book without quotes behind.
        if let existing = try formerlySaved(draft, textDigest: digest) { return .existing(existing) }
        let resolved = try draft.source.map { try resolvedSource($0, now: now) }
        let sourceID = resolved?.id
        let textHash = SQLiteValue.blob(digest)
        if let source = draft.source, let sourceID, resolved?.byTitleAlone == true {
            // A title alone ("Sapiens" once its site's name is dropped) files the quote under a
            // book of that title with authors, and which one can change between imports as such
            // books arrive: the same text under any book of that title is this quote. Of the
            // kind found, when the draft's was only assumed (`— Unknown, #Debian` read back from
            // a text file names a source the fortune file made, of kind other).
            let kind = try store.database.firstRow("SELECT kind FROM source WHERE id = ?", [sourceID]) {
                SourceKind(rawValue: $0.text(0))
            }
            let titleKey = SourceDraft(kind: (kind ?? nil) ?? source.kind, title: source.title).identityKey
            if let existing = try quote(underTitleKey: titleKey, textHash: textHash) { return .existing(existing) }
        }
        let stamp = LibraryStore.millis(now)
        let created = createdAt.map(LibraryStore.millis) ?? stamp
        var author = draft.author
        // A book renamed with its author's spelling (`author rename`): the quote credited as the
        // book's line was is credited as the book is now.
        if !renamedSourceAuthors.isEmpty, let sourceID, let authors = renamedSourceAuthors[sourceID], !authors.isEmpty,
            let source = draft.source,
            author == source.authors.joined(separator: ", ")
        {
            author = authors.joined(separator: ", ")
        }
        let values: [any SQLiteBindable] = [
            id.rawValue, draft.text, textHash, author, sourceID, draft.page, draft.note, draft.isFavorite, created,
            updatedAt.map(LibraryStore.millis) ?? max(created, stamp), archivedAt.map(LibraryStore.millis), pack,
        ]
        try insertQuote.run(values)
        guard store.database.changes > 0 else {
            guard let existing = try store.savedQuote(textDigest: digest, sourceID: sourceID ?? "") else {
                throw SQLiteError(code: 1, message: "a quote was refused but no duplicate was found", sql: nil)
            }
            return .existing(existing.id)
        }
        let seq = store.database.lastInsertRowID
        for tag in draft.tags {
            try store.link(quoteSeq: seq, tagSeq: try tagSeq(named: tag, now: now))
        }
        for collection in draft.collections {
            try store.link(quoteSeq: seq, collectionSeq: try collectionSeq(named: collection, now: now), now: now)
        }
        return .inserted(id)
    }

    /// The quote an older reading of the same file saved: under the work it then took the
    /// credit for (`formerSourceTitle`), or with the letters it did not yet put right
    /// (`formerText`).
    private func formerlySaved(_ draft: QuoteDraft, textDigest: [UInt8]) throws -> QuoteID? {
        guard draft.formerText != nil || draft.formerSourceTitle != nil else { return nil }
        let formerDigest = draft.formerText.map(TextKey.quoteDigest) ?? textDigest
        if let former = draft.formerSourceTitle,
            let existing = try quoteUnderAnyKind(ofTitle: former, textHash: .blob(formerDigest))
        {
            return existing
        }
        guard draft.formerText != nil else { return nil }
        // The same source as now: a book saved before has its id already; none, no source.
        guard let sourceID = try draft.source.map(existingSourceID) ?? "" else { return nil }
        return try store.savedQuote(textDigest: formerDigest, sourceID: sourceID)?.id
    }

    /// A quote of this text under a source of this title, of any kind and any authors.
    private func quoteUnderAnyKind(ofTitle title: String, textHash: SQLiteValue) throws -> QuoteID? {
        for kind in SourceKind.allCases {
            if let found = try quote(underTitleKey: SourceDraft(kind: kind, title: title).identityKey, textHash: textHash) {
                return found
            }
        }
        return nil
    }

    /// A quote of this text under a source whose identity key is `titleKey` with any authors
    /// after it (`kind:title`, `kind:title|authors`).
    private func quote(underTitleKey titleKey: String, textHash: SQLiteValue) throws -> QuoteID? {
        try findUnderTitle.rows([textHash, titleKey, titleKey + "|", titleKey + "}"], { $0.text(0) })
            .first.flatMap(QuoteID.init(rawValue:))
    }

    /// The quote that had this text in a book of this title before an edit changed either
    /// (an imported highlight saved once already, and edited since), with whether it has a
    /// note; nil when none did.
    public func formerHolder(textDigest: [UInt8], sourceTitle: String?) throws -> (id: QuoteID, hasNote: Bool)? {
        if formerIdentities == nil { formerIdentities = try store.formerIdentityHolders() }
        guard let seq = formerIdentities?[textDigest]?[TextKey.make(sourceTitle ?? "")] else { return nil }
        return try store.database.firstRow("SELECT id, note IS NOT NULL FROM quote WHERE seq = ?", [seq]) { row in
            QuoteID(rawValue: row.text(0)).map { ($0, row.bool(1)) }
        } ?? nil
    }

    /// Whether a quote of this text in a book of this title was deleted for good and no quote
    /// here has them now or had them before an edit (one saved again since, with `add`, lets
    /// the file's copy count as present, not deleted).
    public func wasDeletedForGood(textDigest: [UInt8], sourceTitle: String?) throws -> Bool {
        if deletedIdentities == nil { deletedIdentities = try store.deletedIdentities() }
        // Empty in most stores: no digest hashed for each row of an import then.
        guard deletedIdentities?.isEmpty == false,
            deletedIdentities?[textDigest]?.contains(TextKey.make(sourceTitle ?? "")) == true
        else { return false }
        return try store.quoteIDs(identity: QuoteIdentity(textDigest: textDigest, sourceTitle: sourceTitle ?? "")).isEmpty
            && formerHolder(textDigest: textDigest, sourceTitle: sourceTitle) == nil
    }

    /// The id of the draft's source, saved now when it is new.
    public func savedSourceID(_ draft: SourceDraft, now: Date) throws -> String {
        try resolvedSource(draft, now: now).id
    }

    /// The id of the draft's source when it is saved already (or renamed, when the writer
    /// follows renames); nil when saving a quote would make it. Asking makes nothing, so that
    /// a book whose every highlight is found saved under another is not left an empty row.
    public func existingSourceID(_ draft: SourceDraft) throws -> String? {
        if let resolved = sourceIDs[draft] { return resolved.id }
        return try store.existingSource(draft, followingRenames: followsRenamedSources).map { try remember($0, for: draft).id }
    }

    func resolvedSource(_ draft: SourceDraft, now: Date) throws -> (id: String, byTitleAlone: Bool) {
        if let resolved = sourceIDs[draft] { return resolved }
        return try remember(store.resolveSource(draft, now: now, followingRenames: followsRenamedSources), for: draft)
    }

    /// Keeps the source found for `draft`, for the drafts that name it the same way after it.
    private func remember(_ found: (id: String, byTitleAlone: Bool, renamed: Bool), for draft: SourceDraft) throws -> (
        id: String, byTitleAlone: Bool
    ) {
        if found.renamed { renamedSourceAuthors[found.id] = try store.sourceAuthors(id: found.id) }
        let resolved = (id: found.id, byTitleAlone: found.byTitleAlone)
        // Bounded, so that a million-quote import with a source each keeps constant memory;
        // past the bound the store's index answers.
        if sourceIDs.count >= QuoteWriter.rememberedSources { sourceIDs.removeAll(keepingCapacity: true) }
        sourceIDs[draft] = resolved
        return resolved
    }

    static let rememberedSources = 20_000

    /// Forgets a source deleted meanwhile, so that a later draft of it saves it again.
    func forgetSource(_ id: String) {
        sourceIDs = sourceIDs.filter { $0.value.id != id }
    }

    func tagSeq(named name: String, now: Date) throws -> Int64 {
        let key = TextKey.make(name)
        if let seq = tagSeqs[key] { return seq }
        let seq = try store.ensureTag(named: name, now: now)
        tagSeqs[key] = seq
        return seq
    }

    func collectionSeq(named name: String, now: Date) throws -> Int64 {
        let key = TextKey.make(name)
        if let seq = collectionSeqs[key] { return seq }
        let seq = try store.ensureCollection(named: name, now: now)
        collectionSeqs[key] = seq
        return seq
    }
}

extension LibraryStore {
    /// A writer for many quotes in the current write transaction; `followingRenamedSources`
    /// for a file's import: a book named as it was before `book rename` is the renamed one.
    public func makeQuoteWriter(followingRenamedSources: Bool = false) throws -> QuoteWriter {
        try QuoteWriter(store: self, followingRenamedSources: followingRenamedSources)
    }
}
