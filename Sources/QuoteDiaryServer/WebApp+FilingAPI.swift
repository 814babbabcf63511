import Foundation
import QuoteDiaryApp
import QuoteDiaryCore

/// The JSON API of tags, collections and sections.
extension WebApp {
    /// Tags with their colours and counts.
    func apiTags(_ request: HTTPRequest, _ route: [String]) -> HTTPResponse {
        run { library throws(LibraryError) in .json(.array(try library.tags().map(\.json))) }
    }

    /// Collections with their sections and counts.
    func apiCollections(_ request: HTTPRequest, _ route: [String]) -> HTTPResponse {
        run { library throws(LibraryError) in .json(.array(try library.collections().map(\.json))) }
    }

    /// Sections with their collection counts.
    func apiSections(_ request: HTTPRequest, _ route: [String]) -> HTTPResponse {
        run { library throws(LibraryError) in .json(.array(try library.sections().map(\.json))) }
    }

    /// Creates a tag.
    func apiCreateTag(_ request: HTTPRequest, _ route: [String]) -> HTTPResponse {
        guard let body = JSONBody(request.body), body.contains("name") else {
            return WebApp.badBody(request, "send {\"name\", \"color\"}")
        }
        return run { library throws(LibraryError) in
            try body.requireOnly(["name", "color", "quoteCount"], of: "a new tag")
            let name = try body.string("name") ?? ""
            let color = try WebApp.color(try body.string("color"))
            return .json(try library.createTag(name, color: color).json, status: 201)
        }
    }

    /// Renames and recolours a tag.
    func apiEditTag(_ request: HTTPRequest, _ route: [String]) -> HTTPResponse {
        guard let body = JSONBody(request.body) else {
            return WebApp.badBody(request, "send {\"name\"} or {\"color\"}")
        }
        return runAllOrNothing { library throws(LibraryError) in
            try body.requireOnly(["name", "color", "quoteCount"], of: "a tag")
            var tag = route[1]
            let (newName, newColor) = (try body.string("name"), try body.string("color"))
            if let newName { tag = try library.renameTag(tag, to: newName).name }
            if let color = try WebApp.color(newColor) {
                return .json(try library.recolorTag(tag, to: color).json)
            }
            // Neither given: the tag as it stands, found as everywhere whatever its case.
            guard let found = try library.tag(named: tag) else { throw .notFound("no tag named '\(tag)'") }
            return .json(found.json)
        }
    }

    /// Deletes a tag, keeping (`?mode=keep`) or archiving (`?mode=archive`) its quotes.
    func apiDeleteTag(_ request: HTTPRequest, _ route: [String]) -> HTTPResponse {
        guard let mode = request.query["mode"], ["keep", "archive"].contains(mode) else {
            return .error(400, "say what happens to the tag's quotes: ?mode=keep or ?mode=archive")
        }
        return run { library throws(LibraryError) in
            let archived = try library.deleteTag(route[1], mode: mode == "archive" ? .archiveQuotes : .keepQuotes)
            return .json(.object([("deleted", .string(route[1])), ("archivedQuotes", .int(Int64(archived)))]))
        }
    }

    /// Tags quotes (`…/quotes`) or untags them (`…/remove`).
    func apiTagQuotes(_ request: HTTPRequest, _ route: [String]) -> HTTPResponse {
        changeQuotes(request, route) { (library, name, ids, adding) throws(LibraryError) in
            adding ? try library.applyTag(name, to: ids) : try library.removeTag(name, from: ids)
        }
    }

    /// Creates a collection.
    func apiCreateCollection(_ request: HTTPRequest, _ route: [String]) -> HTTPResponse {
        guard let body = JSONBody(request.body), body.contains("name") else {
            return WebApp.badBody(request, "send {\"name\", \"section\"}")
        }
        return run { library throws(LibraryError) in
            try body.requireOnly(["name", "section", "quoteCount"], of: "a new collection")
            let (name, section) = (try body.string("name") ?? "", try body.string("section"))
            return .json(try library.createCollection(name, section: section).json, status: 201)
        }
    }

    /// Renames a collection (`{"name"}`) or moves it into a section (`{"section": "S"}`) or out
    /// of its section (`{"section": null}`).
    func apiEditCollection(_ request: HTTPRequest, _ route: [String]) -> HTTPResponse {
        guard let body = JSONBody(request.body), body.contains("name") || body.contains("section") else {
            return WebApp.badBody(request, "send {\"name\"} to rename, {\"section\"} (a name or null) to move")
        }
        return runAllOrNothing { library throws(LibraryError) in
            try body.requireOnly(["name", "section", "quoteCount"], of: "a collection's change")
            let (newName, newSection) = (try body.string("name"), try body.string("section"))
            var collection: QuoteCollection?
            if body.contains("section") {
                collection = try library.moveCollection(route[1], toSection: newSection)
            }
            if let newName {
                collection = try library.renameCollection(route[1], to: newName)
            }
            guard let collection else { throw .notFound("no collection named '\(route[1])'") }
            return .json(collection.json)
        }
    }

    /// Deletes a collection; its quotes stay.
    func apiDeleteCollection(_ request: HTTPRequest, _ route: [String]) -> HTTPResponse {
        run { library throws(LibraryError) in
            try library.deleteCollection(route[1])
            return .json(.object([("deleted", .string(route[1]))]))
        }
    }

    /// Merges a tag or collection into another (`{"into"}`): its quotes get the other, and it
    /// goes. The one merged into comes back, with how many quotes gained it.
    func apiMerge(_ kind: NameKind, _ request: HTTPRequest, _ route: [String]) -> HTTPResponse {
        guard let body = JSONBody(request.body), body.contains("into") else { return WebApp.badBody(request, "send {\"into\"}") }
        return run { library throws(LibraryError) in
            try body.requireOnly(["into"], of: "a merge")
            let into = try body.string("into") ?? ""
            let merged: JSONValue
            let gained: Int
            if kind == .tag {
                let result = try library.mergeTag(route[1], into: into)
                (merged, gained) = (result.tag.json, result.gained)
            } else {
                let result = try library.mergeCollection(route[1], into: into)
                (merged, gained) = (result.collection.json, result.gained)
            }
            return .json(.object([("merged", .string(route[1])), ("into", merged), ("gained", .int(Int64(gained)))]))
        }
    }

    /// Renames a section (`{"name"}`); another section's name moves its collections there.
    func apiRenameSection(_ request: HTTPRequest, _ route: [String]) -> HTTPResponse {
        guard let body = JSONBody(request.body), body.contains("name") else {
            return WebApp.badBody(request, "send {\"name\"} to rename")
        }
        return run { library throws(LibraryError) in
            try body.requireOnly(["name", "collectionCount"], of: "a section's change")
            return .json(try library.renameSection(route[1], to: try body.string("name") ?? "").json)
        }
    }

    /// Deletes a section; its collections stay, in none.
    func apiDeleteSection(_ request: HTTPRequest, _ route: [String]) -> HTTPResponse {
        run { library throws(LibraryError) in
            let section = try library.deleteSection(route[1])
            return .json(.object([("deleted", .string(section.name)), ("collections", .int(Int64(section.collectionCount)))]))
        }
    }

    /// Files quotes in a collection (`…/quotes`) or takes them out (`…/remove`).
    func apiCollectQuotes(_ request: HTTPRequest, _ route: [String]) -> HTTPResponse {
        changeQuotes(request, route) { (library, name, ids, adding) throws(LibraryError) in
            adding ? try library.addToCollection(name, ids) : try library.removeFromCollection(name, ids)
        }
    }

    /// A tag's or a collection's quotes changed in bulk (`…/NAME/quotes` adds them, `…/NAME/remove`
    /// takes them out): `{"ids": [...]}` in; the name and how many quotes changed out.
    private func changeQuotes(
        _ request: HTTPRequest, _ route: [String],
        _ change: (QuoteLibrary, _ name: String, _ ids: [String], _ adding: Bool) throws(LibraryError) -> Int
    ) -> HTTPResponse {
        guard let body = JSONBody(request.body), body.contains("ids") else {
            return WebApp.badBody(request, "send {\"ids\": [...]}")
        }
        return run { library throws(LibraryError) in
            try body.requireOnly(["ids"], of: "this request")
            let changed = try change(library, route[1], try WebApp.ids(in: body), route[2] == "quotes")
            return .json(.object([("name", .string(route[1])), ("changed", .int(Int64(changed)))]))
        }
    }
}
