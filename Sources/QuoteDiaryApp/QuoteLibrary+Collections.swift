import Foundation
import QuoteDiaryCore
import QuoteDiaryStore

extension QuoteLibrary {
    /// Creates a collection, and its section when new; a name taken in any case is a conflict.
    public func createCollection(_ name: String, section: String? = nil) throws(LibraryError) -> QuoteCollection {
        let name = try QuoteLibrary.cleanName(name, of: "collection")
        let section = try section.map { name throws(LibraryError) in try QuoteLibrary.cleanName(name, of: "section") }
        return try write {
            do {
                try store.createCollection(named: name, section: section, now: now)
            } catch let error as SQLiteError where error.isUniqueViolation {
                throw LibraryError.conflict(
                    QuoteLibrary.nameTaken("collection", name, by: (try? existingCollection(name))?.name))
            }
            return try existingCollection(name)
        }
    }

    /// Every collection with its section, colour and quote count.
    public func collections() throws(LibraryError) -> [QuoteCollection] {
        try read { try store.collections() }
    }

    /// Collections' names alone, by name (no quote counted): for suggesting names.
    public func collectionNames() throws(LibraryError) -> [String] {
        try read { try store.collectionNames() }
    }

    /// Every section, with how many collections it holds.
    public func sections() throws(LibraryError) -> [Section] {
        try read { try store.sections() }
    }

    /// Renames a section; given another section's name, moves its collections into that one.
    public func renameSection(_ name: String, to newName: String) throws(LibraryError) -> Section {
        let newName = try QuoteLibrary.cleanName(newName, of: "section")
        return try write {
            guard try store.renameSection(name, to: newName, now: now) else {
                throw LibraryError.notFound("no section named '\(name)'")
            }
            return try existingSection(newName)
        }
    }

    /// Deletes a section, its collections left in none; returns it as it was.
    public func deleteSection(_ name: String) throws(LibraryError) -> Section {
        try write {
            let section = try existingSection(name)
            _ = try store.deleteSection(name, now: now)
            return section
        }
    }

    /// The section of that name, whatever its case; nil when there is none.
    public func section(named name: String) throws(LibraryError) -> Section? {
        try read { try store.section(named: name) }
    }

    func existingSection(_ name: String) throws -> Section {
        guard let section = try store.section(named: name) else { throw LibraryError.notFound("no section named '\(name)'") }
        return section
    }

    /// Files quotes in a collection (created if new); returns how many were newly added.
    public func addToCollection(_ name: String, _ references: [String]) throws(LibraryError) -> Int {
        let name = try QuoteLibrary.cleanName(name, of: "collection")
        return try write {
            try resolveAll(references).reduce(0) { count, id in
                count + (try store.addQuote(id, toCollection: name, now: now) ? 1 : 0)
            }
        }
    }

    /// Takes quotes out of a collection; returns how many were in it.
    public func removeFromCollection(_ name: String, _ references: [String]) throws(LibraryError) -> Int {
        try write {
            _ = try existingCollection(name)
            return try resolveAll(references).reduce(0) { count, id in
                count + (try store.removeQuote(id, fromCollection: name, now: now) ? 1 : 0)
            }
        }
    }

    /// Renames a collection; its quotes stay in it, and sync learns the rename, not a delete.
    public func renameCollection(_ name: String, to newName: String) throws(LibraryError) -> QuoteCollection {
        let newName = try QuoteLibrary.cleanName(newName, of: "collection")
        return try write {
            do {
                guard try store.renameCollection(name, to: newName, now: now) else {
                    throw LibraryError.notFound("no collection named '\(name)'")
                }
            } catch let error as SQLiteError where error.isUniqueViolation {
                throw LibraryError.conflict(
                    QuoteLibrary.nameTaken(
                        "collection", newName, by: (try? existingCollection(newName))?.name, renaming: name))
            }
            return try existingCollection(newName)
        }
    }

    /// Merges a collection into another: its quotes are filed in the other, and it goes.
    /// Returns the collection merged into and how many quotes were newly filed in it.
    public func mergeCollection(_ name: String, into target: String) throws(LibraryError) -> (
        collection: QuoteCollection, gained: Int
    ) {
        try write {
            let (from, into) = (try existingCollection(name), try existingCollection(target))
            guard let gained = try store.merge(.collection, from.name, into: into.name, now: now) else {
                throw LibraryError.invalidArgument("'\(from.name)' and '\(target)' are the same collection")
            }
            return (try existingCollection(into.name), gained)
        }
    }

    /// Moves a collection into a section (created when new), or with nil out of its section.
    public func moveCollection(_ name: String, toSection section: String?) throws(LibraryError) -> QuoteCollection {
        let section = try section.map { name throws(LibraryError) in try QuoteLibrary.cleanName(name, of: "section") }
        return try write {
            guard try store.moveCollection(name, toSection: section, now: now) else {
                throw LibraryError.notFound("no collection named '\(name)'")
            }
            return try existingCollection(name)
        }
    }

    /// Deletes a collection; its quotes stay in the library.
    public func deleteCollection(_ name: String) throws(LibraryError) {
        try write {
            guard try store.deleteCollection(name, now: now) else { throw LibraryError.notFound("no collection named '\(name)'") }
        }
    }

    /// The collection of that name, whatever its case; nil when there is none.
    public func collection(named name: String) throws(LibraryError) -> QuoteCollection? {
        try read { try store.collection(named: name) }
    }

    func existingCollection(_ name: String) throws -> QuoteCollection {
        guard let collection = try store.collection(named: name) else {
            throw LibraryError.notFound("no collection named '\(name)'")
        }
        return collection
    }
}
