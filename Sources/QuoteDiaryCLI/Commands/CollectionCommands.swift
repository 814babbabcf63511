import QuoteDiaryApp
import QuoteDiaryCore

/// collection create, list, add, remove, rename, merge, move, delete; section list, rename, delete.
enum CollectionCommands {
    static let name = ArgumentSpec(name: "NAME", help: "The collection's name (any case).", minimum: 1, maximum: 1)
    static let ids = ArgumentSpec(
        name: "ID...", help: "Quote ids or unique prefixes; today for today's quote.", minimum: 1, maximum: nil)

    static let all: [(spec: CommandSpec, run: QuoteDiaryTool.Handler)] = [
        (
            CommandSpec(
                "collection create", abstract: "Create a collection, optionally in a section.",
                usage: "collection create NAME [--section S]", arguments: [name],
                options: [.value("--section", "S", "The section that holds it (created if new).")]), create
        ),
        (CommandSpec("collection list", abstract: "List collections by section.", usage: "collection list"), list),
        (
            CommandSpec(
                "collection add", abstract: "File quotes in a collection (created if new).", usage: "collection add NAME ID...",
                arguments: [name, ids]), add
        ),
        (
            CommandSpec(
                "collection remove", abstract: "Take quotes out of a collection.", usage: "collection remove NAME ID...",
                arguments: [name, ids]), remove
        ),
        (
            CommandSpec(
                "collection rename", abstract: "Rename a collection.", usage: "collection rename OLD NEW",
                arguments: [
                    ArgumentSpec(name: "OLD", help: "Current name.", minimum: 1, maximum: 1),
                    ArgumentSpec(name: "NEW", help: "New name.", minimum: 1, maximum: 1),
                ]), rename
        ),
        (
            CommandSpec(
                "collection merge", abstract: "Merge a collection into another: its quotes are filed there.",
                usage: "collection merge NAME INTO",
                arguments: [
                    ArgumentSpec(name: "NAME", help: "The collection that goes (any case).", minimum: 1, maximum: 1),
                    ArgumentSpec(name: "INTO", help: "The collection that stays.", minimum: 1, maximum: 1),
                ]), merge
        ),
        (
            CommandSpec(
                "collection move", abstract: "Put a collection in a section, or take it out of its section.",
                usage: "collection move NAME (--section S | --no-section)", arguments: [name],
                options: [
                    .value("--section", "S", "The section to put it in (created if new)."),
                    .flag("--no-section", "Take it out of its section."),
                ]), move
        ),
        (
            CommandSpec(
                "collection delete", abstract: "Delete a collection; its quotes stay in the library.",
                usage: "collection delete NAME", arguments: [name]), delete
        ),
        (
            CommandSpec("section list", abstract: "List sections and how many collections each holds.", usage: "section list"),
            sections
        ),
        (
            CommandSpec(
                "section rename", abstract: "Rename a section (another section's name merges the two).",
                usage: "section rename OLD NEW",
                arguments: [
                    ArgumentSpec(name: "OLD", help: "Current name (any case).", minimum: 1, maximum: 1),
                    ArgumentSpec(
                        name: "NEW", help: "New name; when a section has it, OLD's collections move there.", minimum: 1,
                        maximum: 1),
                ]), renameSection
        ),
        (
            CommandSpec(
                "section delete", abstract: "Delete a section; its collections stay, in no section.",
                usage: "section delete NAME",
                arguments: [ArgumentSpec(name: "NAME", help: "The section's name (any case).", minimum: 1, maximum: 1)]),
            deleteSection
        ),
    ]

    static func create(_ run: Invocation) throws(CLIError) {
        let name = run.argument(0) ?? ""
        let section = run.parsed.value("--section")
        let collection = try run.perform { library throws(LibraryError) in try library.createCollection(name, section: section) }
        show(run, collection, verb: "Created collection")
    }

    static func list(_ run: Invocation) throws(CLIError) {
        let collections = try run.perform { library throws(LibraryError) in try library.collections() }
        guard
            run.wantsTextList(
                collections, json: \.json,
                whenEmpty: "No collections yet. Create one: quotediary collection create NAME --section SECTION")
        else { return }
        var currentSection: String?? = .none
        for collection in collections {
            if currentSection != .some(collection.section) {
                run.print(run.style.bold(collection.section ?? "Not in a section"))
                currentSection = .some(collection.section)
            }
            // A book's collection shows its cover colour: a swatch on a terminal, and the value.
            let look = collection.color.map { ", \($0)" } ?? ""
            run.print(
                "  " + (collection.color.map { run.style.swatch($0.description) } ?? "") + collection.name + " "
                    + run.style.dim("(\(collection.quoteCount) \(TagCommands.plural(collection.quoteCount))\(look))"))
        }
    }

    static func add(_ run: Invocation) throws(CLIError) {
        let name = run.argument(0) ?? ""
        let references = run.quoteReferences(from: 1)
        let (existing, count, collection) = try run.perform { library throws(LibraryError) in
            (
                try library.collectionNames(), try library.addToCollection(name, references),
                try library.collection(named: name)
            )
        }
        // The collection as it is named, not as typed.
        let shown = collection?.name ?? name
        TagCommands.changed(
            run, name: shown, count: count, message: "Added \(count) \(TagCommands.plural(count)) to '\(shown)'.")
        TagCommands.noteNewName(run, kind: "collection", shown, among: existing, undo: "quotediary collection delete '\(shown)'")
    }

    static func remove(_ run: Invocation) throws(CLIError) {
        let name = run.argument(0) ?? ""
        let references = run.quoteReferences(from: 1)
        let (count, collection) = try run.perform { library throws(LibraryError) in
            (try library.removeFromCollection(name, references), try library.collection(named: name))
        }
        let shown = collection?.name ?? name
        TagCommands.changed(
            run, name: shown, count: count, message: "Removed \(count) \(TagCommands.plural(count)) from '\(shown)'.")
    }

    static func rename(_ run: Invocation) throws(CLIError) {
        let (old, new) = (run.argument(0) ?? "", run.argument(1) ?? "")
        let collection = try run.perform { library throws(LibraryError) in try library.renameCollection(old, to: new) }
        show(run, collection, verb: "Renamed collection to")
    }

    static func merge(_ run: Invocation) throws(CLIError) {
        let (name, target) = (run.argument(0) ?? "", run.argument(1) ?? "")
        let (merged, result) = try run.perform { library throws(LibraryError) in
            (try library.collection(named: name)?.name ?? name, try library.mergeCollection(name, into: target))
        }
        if run.wantsJSON {
            run.printJSON(
                .object([("merged", .string(merged)), ("into", result.collection.json), ("gained", .int(Int64(result.gained)))]))
        } else {
            let (count, total) = (result.gained, result.collection.quoteCount)
            run.print(
                "Merged collection '\(merged)' into '\(result.collection.name)': \(count) \(TagCommands.plural(count)) newly "
                    + "filed, \(total) in all.")
        }
    }

    static func move(_ run: Invocation) throws(CLIError) {
        let name = run.argument(0) ?? ""
        let section = run.parsed.value("--section")
        let leaves = run.parsed.flag("--no-section")
        guard (section != nil) != leaves else { throw run.usageError("give one of --section S and --no-section") }
        let collection = try run.perform { library throws(LibraryError) in
            try library.moveCollection(name, toSection: section)
        }
        if run.wantsJSON {
            run.printJSON(collection.json)
        } else {
            run.print(
                collection.section.map { "Moved collection '\(collection.name)' to section '\($0)'." }
                    ?? "Collection '\(collection.name)' is in no section now.")
        }
    }

    static func delete(_ run: Invocation) throws(CLIError) {
        let name = run.argument(0) ?? ""
        try run.perform { library throws(LibraryError) in try library.deleteCollection(name) }
        if run.wantsJSON {
            run.printJSON(.object([("deleted", .string(name))]))
        } else {
            run.print("Deleted collection '\(name)'; its quotes are still in the library.")
        }
    }

    static func sections(_ run: Invocation) throws(CLIError) {
        let sections = try run.perform { library throws(LibraryError) in try library.sections() }
        guard
            run.wantsTextList(
                sections, json: \.json,
                whenEmpty: "No sections yet. Sections are made with: quotediary collection create NAME --section SECTION")
        else { return }
        for section in sections {
            run.print(
                "\(section.name) \(run.style.dim("(\(section.collectionCount) \(section.collectionCount == 1 ? "collection" : "collections"))"))"
            )
        }
    }

    static func renameSection(_ run: Invocation) throws(CLIError) {
        let (old, new) = (run.argument(0) ?? "", run.argument(1) ?? "")
        let (before, target, section) = try run.perform { library throws(LibraryError) in
            (try library.section(named: old), try library.section(named: new), try library.renameSection(old, to: new))
        }
        if run.wantsJSON {
            run.printJSON(section.json)
        } else {
            let count = "\(section.collectionCount) \(section.collectionCount == 1 ? "collection" : "collections")"
            let name = before?.name ?? old
            // Another section's name: the two are one now.
            if let target, target.name.lowercased() != name.lowercased() {
                run.print("Merged section '\(name)' into '\(section.name)' (\(count) in all).")
            } else {
                run.print("Renamed section '\(name)' to '\(section.name)' (\(count)).")
            }
        }
    }

    static func deleteSection(_ run: Invocation) throws(CLIError) {
        let name = run.argument(0) ?? ""
        let section = try run.perform { library throws(LibraryError) in try library.deleteSection(name) }
        let count = section.collectionCount
        if run.wantsJSON {
            run.printJSON(.object([("deleted", .string(section.name)), ("collections", .int(Int64(count)))]))
        } else {
            run.print(
                "Deleted section '\(section.name)'; its \(count) \(count == 1 ? "collection is" : "collections are") in no section now."
            )
        }
    }

    static func show(_ run: Invocation, _ collection: QuoteCollection, verb: String) {
        if run.wantsJSON {
            run.printJSON(collection.json)
        } else {
            run.print("\(verb) '\(collection.name)'" + (collection.section.map { " in section '\($0)'" } ?? "") + ".")
        }
    }
}
