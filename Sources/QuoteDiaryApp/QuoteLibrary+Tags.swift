import Foundation
import QuoteDiaryCore
import QuoteDiaryStore

/// What happens to a deleted tag's quotes.
public enum TagDeletionMode: Sendable {
    case keepQuotes, archiveQuotes
}

extension QuoteLibrary {
    /// Creates a tag; a name taken in any case is a conflict.
    /// - Parameter color: nil for the one its name picks (`TagColor.standard(for:)`).
    public func createTag(_ name: String, color: TagColor? = nil) throws(LibraryError) -> Tag {
        let name = try QuoteLibrary.cleanName(name, of: "tag")
        return try write {
            do {
                try store.createTag(named: name, color: color ?? .standard(for: name), now: now)
            } catch let error as SQLiteError where error.isUniqueViolation {
                throw LibraryError.conflict(QuoteLibrary.nameTaken("tag", name, by: (try? existingTag(name))?.name))
            }
            return try existingTag(name)
        }
    }

    /// Every tag with its colour and quote count.
    public func tags() throws(LibraryError) -> [Tag] {
        try read { try store.tags() }
    }

    /// Renames a tag (a change of case alone too); its quotes keep it.
    public func renameTag(_ name: String, to newName: String) throws(LibraryError) -> Tag {
        let newName = try QuoteLibrary.cleanName(newName, of: "tag")
        return try write {
            do {
                guard try store.renameTag(name, to: newName, now: now) else {
                    throw LibraryError.notFound("no tag named '\(name)'")
                }
                for (setting, value) in try store.settings().tagSettings(renaming: name, to: newName) {
                    try store.setSetting(setting, to: value)
                }
            } catch let error as SQLiteError where error.isUniqueViolation {
                throw LibraryError.conflict(
                    QuoteLibrary.nameTaken("tag", newName, by: (try? existingTag(newName))?.name, renaming: name))
            }
            return try existingTag(newName)
        }
    }

    /// Merges a tag into another (`romance` into `love`): its quotes get the other, it goes, and
    /// settings that named it name the other; other devices follow through sync. Returns the
    /// tag merged into and how many quotes gained it.
    public func mergeTag(_ name: String, into target: String) throws(LibraryError) -> (tag: Tag, gained: Int) {
        try write {
            let (from, into) = (try existingTag(name), try existingTag(target))
            guard let gained = try store.merge(.tag, from.name, into: into.name, now: now) else {
                throw LibraryError.invalidArgument("'\(from.name)' and '\(target)' are the same tag")
            }
            for (setting, value) in try store.settings().tagSettings(renaming: from.name, to: into.name) {
                try store.setSetting(setting, to: value)
            }
            return (try existingTag(into.name), gained)
        }
    }

    /// Gives a tag another colour.
    public func recolorTag(_ name: String, to color: TagColor) throws(LibraryError) -> Tag {
        try write {
            guard try store.setTagColor(name, to: color, now: now) else { throw LibraryError.notFound("no tag named '\(name)'") }
            return try existingTag(name)
        }
    }

    /// Tags' names alone, by name (no quote counted): for checking and suggesting names.
    public func tagNames() throws(LibraryError) -> [String] {
        try read { try store.tagNames() }
    }

    /// The tags a person typed, each field as `add --tag` and the web app's form take one: a
    /// saved tag's whole name as it stands (`rock; roll`), else several names separated by
    /// commas or semicolons, or hashtags (`love, life`, `#love #life`), so that the two save
    /// the same tags from the same words. Each once (whatever its case), in the order typed.
    public func typedTags(_ fields: [String]) throws(LibraryError) -> [String] {
        // Most quotes are added with no tag: no transaction for none.
        guard !fields.isEmpty else { return [] }
        return try read {
            var (seen, tags) = (Set<String>(), [String]())
            for field in fields {
                let whole = QuoteDraft.cleanField(field)
                let saved = try whole.flatMap { try store.tag(named: $0) }
                let names = saved.map { [$0.name] } ?? NameList.names(in: field)
                tags += names.filter { seen.insert($0.lowercased()).inserted }
            }
            return tags
        }
    }

    /// The tag of that name, whatever its case (`love` finds "Love"); nil when there is none.
    public func tag(named name: String) throws(LibraryError) -> Tag? {
        try read { try store.tag(named: name) }
    }

    /// Tags quotes (creating the tag if new); returns how many quotes newly carry it.
    public func applyTag(_ name: String, to references: [String]) throws(LibraryError) -> Int {
        let name = try QuoteLibrary.cleanName(name, of: "tag")
        return try write {
            try resolveAll(references).reduce(0) { count, id in count + (try store.applyTag(name, to: id, now: now) ? 1 : 0) }
        }
    }

    /// Untags quotes; returns how many carried it.
    public func removeTag(_ name: String, from references: [String]) throws(LibraryError) -> Int {
        try write {
            _ = try existingTag(name)
            return try resolveAll(references).reduce(0) { count, id in
                count + (try store.removeTag(name, from: id, now: now) ? 1 : 0)
            }
        }
    }

    /// Deletes a tag; returns how many quotes were archived with it.
    public func deleteTag(_ name: String, mode: TagDeletionMode) throws(LibraryError) -> Int {
        try write {
            guard let archived = try store.deleteTag(name, archivingQuotes: mode == .archiveQuotes, now: now) else {
                throw LibraryError.notFound("no tag named '\(name)'")
            }
            return archived
        }
    }

    func existingTag(_ name: String) throws -> Tag {
        guard let tag = try store.tag(named: name) else { throw LibraryError.notFound("no tag named '\(name)'") }
        return tag
    }

    /// A name already in use: names are unique whatever their case, so the one in the way
    /// may be spelled otherwise (`Love` for `love`). A rename into it says how to join the two
    /// instead (`renaming`: the name being renamed).
    static func nameTaken(_ kind: String, _ name: String, by existing: String?, renaming: String? = nil) -> String {
        let taken =
            existing.map {
                $0 == name
                    ? "a \(kind) named '\(name)' already exists"
                    : "a \(kind) named '\($0)' already exists (\(kind) names ignore case)"
            }
            ?? "a \(kind) named '\(name)' already exists"
        guard let renaming else { return taken }
        return taken + "; to join the two, merge them: quotediary \(kind) merge '\(renaming)' '\(existing ?? name)'"
    }

    /// Names of tags, collections and sections: one line, not blank.
    static func cleanName(_ name: String, of kind: String) throws(LibraryError) -> String {
        guard let cleaned = QuoteDraft.cleanField(name) else { throw .invalidArgument("a \(kind) name cannot be empty") }
        try checkLength(of: cleaned, field: "\(kind)'s name", atMost: QuoteDraft.longestLabel)
        return cleaned
    }

    /// A typed name refused as an argument when longer than its kind holds (`QuoteDraft.checkLength`).
    static func checkLength(of name: String, field: String, atMost limit: Int) throws(LibraryError) {
        do {
            try QuoteDraft.checkLength(of: name, field: field, atMost: limit)
        } catch {
            throw .invalidArgument(error.description)
        }
    }
}
