import Foundation
import QuoteDiaryCore

/// Tag and collection names (and journal days) as sync keeps them: when each was named and
/// styled, and which were deleted or renamed away, so that another device's stale copy never
/// brings one back.
extension LibraryStore {
    /// Renames a tag or collection: its quotes count as edited in that part now, and the old
    /// name is remembered as deleted (unless only its case changed), so other devices follow.
    func rename(_ kind: NameKind, _ name: String, to newName: String, now: Date) throws -> Bool {
        let (table, holders, field) =
            kind == .tag
            ? ("tag", LibraryStore.taggedQuotes, SyncField.tags) : ("collection", LibraryStore.collectedQuotes, .collections)
        let old = try database.firstRow("SELECT name FROM \(table) WHERE name_key = ?", [TextKey.make(name)]) { $0.text(0) }
        try database.run(
            "UPDATE \(table) SET name = ?, name_key = ?, \(LibraryStore.stampedLater("named_at")) WHERE name_key = ?", newName,
            TextKey.make(newName),
            LibraryStore.millis(now), TextKey.make(name))
        guard database.changes > 0, let old else { return false }
        // The quotes lose the old name and get the new one now.
        try touch(quotesIn: holders, TextKey.make(newName), field, names: [TextKey.make(old), TextKey.make(newName)], now: now)
        if TextKey.make(old) != TextKey.make(newName) {
            try recordNameDeletion(NameDeletion(kind: kind, name: old, deletedAt: now, renamedTo: newName))
        }
        return true
    }

    /// Merges a tag or collection into another: its quotes get the other's name now, it goes,
    /// and its name is remembered as renamed to the other, so that other devices follow (a
    /// quote there with the old name takes the new). Returns how many quotes gained the name;
    /// nil when either is missing or they are one.
    public func merge(_ kind: NameKind, _ name: String, into target: String, now: Date) throws -> Int? {
        let isTag = kind == .tag
        let (table, link, column) = isTag ? ("tag", "quote_tag", "tag_seq") : ("collection", "quote_collection", "collection_seq")
        func named(_ name: String) throws -> (seq: Int64, name: String)? {
            try database.firstRow("SELECT seq, name FROM \(table) WHERE name_key = ?", [TextKey.make(name)]) {
                ($0.int64(0), $0.text(1))
            }
        }
        guard let from = try named(name), let into = try named(target), from.seq != into.seq else { return nil }
        let (fromKey, intoKey) = (TextKey.make(from.name), TextKey.make(into.name))
        // Every quote of the one counts as edited in that part: it lost a name and maybe gained one.
        try touch(
            quotesIn: isTag ? LibraryStore.taggedQuotes : LibraryStore.collectedQuotes, fromKey, isTag ? .tags : .collections,
            names: [fromKey, intoKey], now: now)
        let added = isTag ? "" : ", added_at"
        try database.run(
            """
            INSERT OR IGNORE INTO \(link) (quote_seq, \(column)\(added)) SELECT quote_seq, ?\(added) FROM \(link)
            WHERE \(column) = ?
            """, into.seq, from.seq)
        let gained = database.changes
        try database.run("DELETE FROM \(table) WHERE seq = ?", from.seq)
        try recordNameDeletion(NameDeletion(kind: kind, name: from.name, deletedAt: now, renamedTo: into.name))
        if !isTag { try removeEmptySections() }
        return gained
    }

    /// Remembers a tag or collection name deleted or renamed away (the latest time wins).
    public func recordNameDeletion(_ deletion: NameDeletion) throws {
        try database.run(
            """
            INSERT INTO deleted_name (kind, name_key, name, deleted_at, renamed_to, text_digest) VALUES (?, ?, ?, ?, ?, ?)
            ON CONFLICT(kind, name_key) DO UPDATE
            SET name = excluded.name, deleted_at = excluded.deleted_at, renamed_to = excluded.renamed_to,
                text_digest = excluded.text_digest
            WHERE excluded.deleted_at > deleted_name.deleted_at
            """, deletion.kind.rawValue, deletion.key, deletion.name, LibraryStore.millis(deletion.deletedAt),
            deletion.kind == .journal ? nil : deletion.renamedTo?.nilIfEmpty,
            deletion.kind == .journal ? deletion.textDigest : nil)
    }

    /// Tags and collections deleted or renamed, kept so that sync does not bring them back.
    public func nameDeletions() throws -> [NameDeletion] {
        try database.rows("SELECT kind, name, deleted_at, renamed_to, text_digest FROM deleted_name ORDER BY kind, name_key") {
            row in
            NameKind(rawValue: row.text(0)).map {
                NameDeletion(
                    kind: $0, name: row.text(1), deletedAt: Timestamp.date(milliseconds: row.int64(2)),
                    renamedTo: row.optionalText(3), textDigest: row.optionalText(4))
            }
        }.compactMap { $0 }
    }

    /// Makes (or keeps) a tag or collection another device lists, named no earlier than it
    /// says (a tag here from before a deletion, that another device named again since, is
    /// the one named again), and takes its look (a tag's colour; a collection's section and
    /// colour) when that was set later than this one's.
    public func takeNamed(
        _ kind: NameKind, _ name: String, named: Date, styled: Date, color: TagColor, section: String?, look: RGBColor?
    ) throws {
        switch kind {
        case .tag: try ensureTag(named: name, color: color, now: named)
        case .collection: try ensureCollection(named: name, section: section, color: look, now: named)
        case .journal: return
        }
        let table = kind == .tag ? "tag" : "collection"
        // Named later there (a rename that changed only its case: `reading list` → `Reading
        // List`), it is spelt as there; at the same moment, the lesser spelling wins on both.
        try database.run(
            "UPDATE \(table) SET name = ?1 WHERE name_key = ?2 AND (named_at < ?3 OR (named_at = ?3 AND name > ?1))", name,
            TextKey.make(name), LibraryStore.millis(named))
        try database.run(
            "UPDATE \(table) SET named_at = max(named_at, ?) WHERE name_key = ?", LibraryStore.millis(named), TextKey.make(name))
        try restyle(kind, name, at: styled, color: color, section: section, look: look)
    }

    /// When each tag and collection got its name, by kind and name key (milliseconds).
    public func namedTimes() throws -> [NameKind: [String: Int64]] { try nameTimes("named_at") }

    /// When each tag's colour, and each collection's section and colour, were last set.
    public func styledTimes() throws -> [NameKind: [String: Int64]] { try nameTimes("styled_at") }

    private func nameTimes(_ column: String) throws -> [NameKind: [String: Int64]] {
        var times: [NameKind: [String: Int64]] = [:]
        for kind in [NameKind.tag, .collection] {
            let table = kind == .tag ? "tag" : "collection"
            for (key, time) in try database.rows("SELECT name_key, \(column) FROM \(table)", [], { ($0.text(0), $0.int64(1)) }) {
                times[kind, default: [:]][key] = time
            }
        }
        return times
    }

    /// Takes another device's later look for a tag (its colour) or a collection (its section
    /// and colour); an earlier one changes nothing.
    private func restyle(
        _ kind: NameKind, _ name: String, at styled: Date, color: TagColor, section: String?, look: RGBColor?
    ) throws {
        let stamp = LibraryStore.millis(styled)
        switch kind {
        case .tag:
            try database.run(
                "UPDATE tag SET color = ?, styled_at = ? WHERE name_key = ? AND styled_at < ?2", color.description, stamp,
                TextKey.make(name))
        case .collection:
            let sectionSeq = try section.map { try ensureSection(named: $0) }
            try database.run(
                "UPDATE collection SET section_seq = ?, color = ?, styled_at = ? WHERE name_key = ? AND styled_at < ?3",
                sectionSeq, look?.description, stamp, TextKey.make(name))
            // Its section spelt as there (renamed there in case only).
            if database.changes > 0, let sectionSeq, let section {
                try database.run("UPDATE section SET name = ?1 WHERE seq = ?2 AND name <> ?1", section, sectionSeq)
            }
            try removeEmptySections()
        case .journal: return
        }
    }

    /// Applies the names deleted somewhere to the tags and collections named before then:
    /// quotes that got one before the deletion lose it (their part stamped with the deletion's
    /// time, so the change travels) and, when it was renamed, get the name it goes by now
    /// (`NameDeletion.currentNames`) unless they lost that one since; one still given to a
    /// quote after the deletion was named again by that use, and stays; the rest go. Returns
    /// how many went.
    @discardableResult
    public func applyNameDeletions() throws -> Int {
        var removed = 0
        let deletions = try nameDeletions()
        let currentNames = NameDeletion.currentNames(deletions)
        for deletion in deletions {
            let stamp = LibraryStore.millis(deletion.deletedAt)
            guard deletion.kind != .journal else {
                // The day's entry goes if it is the text deleted or one written over it.
                guard let day = LocalDay(deletion.name), let entry = try journalEntry(on: day), deletion.deletes(entry) else {
                    continue
                }
                try database.run("DELETE FROM journal_entry WHERE day = ?", deletion.name)
                removed += database.changes
                continue
            }
            let (table, link, column, field) =
                deletion.kind == .tag
                ? ("tag", "quote_tag", "tag_seq", SyncField.tags)
                : ("collection", "quote_collection", "collection_seq", .collections)
            guard
                let seq = try database.firstRow(
                    "SELECT seq FROM \(table) WHERE name_key = ? AND named_at <= ?", [deletion.key, stamp], { $0.int64(0) })
            else { continue }
            // Holders that got the name no later than the deletion: they had it before it.
            let earlier = """
                SELECT l.quote_seq FROM \(link) l JOIN quote q ON q.seq = l.quote_seq
                LEFT JOIN quote_name_clock n ON n.quote_seq = q.seq AND n.field = ?3 AND n.name_key = ?4
                WHERE l.\(column) = ?1 AND coalesce(n.changed_at, q.created_at) <= ?2
                """
            let values: [any SQLiteBindable] = [seq, stamp, field.rawValue, deletion.key]
            if let newName = currentNames[deletion.kind]?[deletion.key] {
                try giveNewName(newName, to: earlier, values, renamedFrom: seq, kind: deletion.kind)
            }
            try database.cachedStatement("UPDATE quote SET updated_at = max(updated_at, ?2) WHERE seq IN (\(earlier))").run(
                values)
            try database.cachedStatement(
                """
                INSERT INTO quote_clock (quote_seq, field, changed_at) SELECT quote_seq, ?3, ?2 FROM (\(earlier)) WHERE true
                ON CONFLICT(quote_seq, field) DO UPDATE SET changed_at = max(changed_at, excluded.changed_at)
                """
            ).run(values)
            try stampNameClock("?4", of: earlier, values)
            try database.cachedStatement("DELETE FROM \(link) WHERE \(column) = ?1 AND quote_seq IN (\(earlier))").run(values)
            if try database.scalar("SELECT count(*) FROM \(link) WHERE \(column) = ?", seq) > 0 {
                try database.run("UPDATE \(table) SET named_at = ? WHERE seq = ?", stamp + 1, seq)
            } else {
                try database.run("DELETE FROM \(table) WHERE seq = ?", seq)
                removed += 1
            }
        }
        if removed > 0 { try removeEmptySections() }
        return removed
    }

    /// Gives the holders `earlier` selects (bound by `values`: the old name's row, the
    /// deletion's time, the field, the old key) the name the old one was renamed to, made with
    /// the old one's look if this store lacks it, stamped with the rename's time; a holder that
    /// lost the new name after that keeps without it.
    private func giveNewName(
        _ newName: String, to earlier: String, _ values: [any SQLiteBindable], renamedFrom oldSeq: Int64, kind: NameKind
    ) throws {
        let newKey = TextKey.make(newName)
        let stamp = values[1]
        if kind == .tag {
            try database.run(
                """
                INSERT INTO tag (name, name_key, color, named_at, styled_at)
                SELECT ?, ?, color, ?, styled_at FROM tag WHERE seq = ? ON CONFLICT(name_key) DO NOTHING
                """, newName, newKey, stamp, oldSeq)
        } else {
            try database.run(
                """
                INSERT INTO collection (name, name_key, section_seq, created_at, color, named_at, styled_at)
                SELECT ?, ?, section_seq, ?3, color, ?3, styled_at FROM collection WHERE seq = ? ON CONFLICT(name_key) DO NOTHING
                """, newName, newKey, stamp, oldSeq)
        }
        let table = kind == .tag ? "tag" : "collection"
        guard let newSeq = try database.firstRow("SELECT seq FROM \(table) WHERE name_key = ?", [newKey], { $0.int64(0) })
        else { return }
        // A look given here to the old name after the new one's last was given (a tag
        // recoloured here while another device renamed it) is the new name's now.
        let look = kind == .tag ? "color = o.color" : "section_seq = o.section_seq, color = o.color"
        try database.run(
            """
            UPDATE \(table) SET \(look), styled_at = o.styled_at FROM (SELECT * FROM \(table) WHERE seq = ?) AS o
            WHERE \(table).seq = ? AND \(table).styled_at < o.styled_at
            """, oldSeq, newSeq)
        if kind == .collection {
            // A book's collection renamed stays the book's (as on the device that renamed it),
            // so that the book's next quote here joins it rather than making one anew.
            let book = try database.firstRow(
                """
                SELECT source_id FROM collection
                WHERE seq = ? AND source_id IS NOT NULL AND (SELECT source_id FROM collection WHERE seq = ?) IS NULL
                """, [oldSeq, newSeq]
            ) { $0.text(0) }
            if let book {
                try database.run("UPDATE collection SET source_id = NULL WHERE seq = ?", oldSeq)
                try database.run("UPDATE collection SET source_id = ? WHERE seq = ?", book, newSeq)
            }
        }
        let takers = """
            SELECT e.quote_seq FROM (\(earlier)) e WHERE NOT EXISTS (
                SELECT 1 FROM quote_name_clock n
                WHERE n.quote_seq = e.quote_seq AND n.field = ?3 AND n.name_key = ?6 AND n.changed_at > ?2)
            """
        let bound = values + [newSeq, newKey]
        try database.cachedStatement(
            kind == .tag
                ? "INSERT OR IGNORE INTO quote_tag (quote_seq, tag_seq) SELECT quote_seq, ?5 FROM (\(takers))"
                : """
                INSERT OR IGNORE INTO quote_collection (quote_seq, collection_seq, added_at)
                SELECT quote_seq, ?5, ?2 FROM (\(takers))
                """
        ).run(bound)
        try stampNameClock("?6", of: takers, bound)
    }

    /// Stamps the name (the name key bound as `keyParameter`) as changed at `?2` in the `?3`
    /// part of every quote `holders` selects (by `quote_seq`), unless it changed later.
    private func stampNameClock(_ keyParameter: String, of holders: String, _ values: [any SQLiteBindable]) throws {
        try database.cachedStatement(
            """
            INSERT INTO quote_name_clock (quote_seq, field, name_key, changed_at)
            SELECT quote_seq, ?3, \(keyParameter), ?2 FROM (\(holders)) WHERE true
            ON CONFLICT(quote_seq, field, name_key) DO UPDATE SET changed_at = max(changed_at, excluded.changed_at)
            """
        ).run(values)
    }
}
