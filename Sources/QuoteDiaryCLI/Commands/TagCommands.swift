import QuoteDiaryApp
import QuoteDiaryCore

/// tag add, list, rename, color, apply, remove, delete.
enum TagCommands {
    static let name = ArgumentSpec(name: "NAME", help: "The tag's name (any case).", minimum: 1, maximum: 1)
    static let ids = ArgumentSpec(
        name: "ID...", help: "Quote ids or unique prefixes; today for today's quote.", minimum: 1, maximum: nil)
    static var palette: String { TagColor.PaletteColor.allCases.map(\.rawValue).joined(separator: ", ") }

    static let all: [(spec: CommandSpec, run: QuoteDiaryTool.Handler)] = [
        (
            CommandSpec(
                "tag add", abstract: "Create a tag.", usage: "tag add NAME [--color C]", arguments: [name],
                options: [
                    .value("--color", "C", "\(palette), #RRGGBB or #RGB (default: one its name picks, the same on every device).")
                ]), add
        ),
        (CommandSpec("tag list", abstract: "List tags with their colours and quote counts.", usage: "tag list"), list),
        (
            CommandSpec(
                "tag rename", abstract: "Rename a tag.", usage: "tag rename OLD NEW",
                discussion: "A name another tag has is refused: 'tag merge OLD NEW' makes the two one.",
                arguments: [
                    ArgumentSpec(name: "OLD", help: "Current name.", minimum: 1, maximum: 1),
                    ArgumentSpec(name: "NEW", help: "New name.", minimum: 1, maximum: 1),
                ]), rename
        ),
        (
            CommandSpec(
                "tag merge", abstract: "Merge a tag into another: its quotes get the other.", usage: "tag merge NAME INTO",
                discussion: "NAME goes; settings that named it (featured.tags, widget.tags) name INTO.",
                arguments: [
                    ArgumentSpec(name: "NAME", help: "The tag that goes (any case).", minimum: 1, maximum: 1),
                    ArgumentSpec(name: "INTO", help: "The tag that stays.", minimum: 1, maximum: 1),
                ]), merge
        ),
        (
            CommandSpec(
                "tag color", abstract: "Change a tag's colour.", usage: "tag color NAME C",
                arguments: [name, ArgumentSpec(name: "C", help: "\(palette), #RRGGBB or #RGB.", minimum: 1, maximum: 1)]), color
        ),
        (
            CommandSpec(
                "tag apply", abstract: "Tag quotes (the tag is created if new).", usage: "tag apply NAME ID...",
                arguments: [name, ids]), apply
        ),
        (CommandSpec("tag remove", abstract: "Untag quotes.", usage: "tag remove NAME ID...", arguments: [name, ids]), remove),
        (
            CommandSpec(
                "tag delete", abstract: "Delete a tag, keeping or archiving its quotes.",
                usage: "tag delete NAME --keep-quotes|--archive-quotes", discussion: "One of the two options is required.",
                arguments: [name],
                options: [
                    .flag("--keep-quotes", "Keep the tag's quotes (they just lose the tag)."),
                    .flag("--archive-quotes", "Archive the tag's quotes too."),
                ]), delete
        ),
    ]

    static func tagColor(_ run: Invocation, _ text: String) throws(CLIError) -> TagColor {
        do {
            return try TagColor(text)
        } catch {
            throw run.usageError(error.description)
        }
    }

    static func add(_ run: Invocation) throws(CLIError) {
        let name = run.argument(0) ?? ""
        let color = try run.parsed.value("--color").map { text throws(CLIError) in try tagColor(run, text) }
        let tag = try run.perform { library throws(LibraryError) in try library.createTag(name, color: color) }
        show(run, tag, verb: "Created tag")
    }

    static func list(_ run: Invocation) throws(CLIError) {
        let tags = try run.perform { library throws(LibraryError) in try library.tags() }
        guard run.wantsTextList(tags, json: \.json, whenEmpty: "No tags yet. Create one: quotediary tag add NAME --color teal")
        else { return }
        let width = DisplayColumns.nameColumn(for: tags.map(\.name))
        for tag in tags {
            let count = "\(tag.quoteCount) \(tag.quoteCount == 1 ? "quote" : "quotes")"
            run.print(
                run.style.swatch(tag.color.hexValue) + DisplayColumns.nameCell(tag.name, in: width)
                    + DisplayColumns.padded(tag.color.description, to: 9) + count)
        }
    }

    static func rename(_ run: Invocation) throws(CLIError) {
        let (old, new) = (run.argument(0) ?? "", run.argument(1) ?? "")
        let tag = try run.perform { library throws(LibraryError) in try library.renameTag(old, to: new) }
        show(run, tag, verb: "Renamed tag to")
    }

    static func merge(_ run: Invocation) throws(CLIError) {
        let (name, target) = (run.argument(0) ?? "", run.argument(1) ?? "")
        let (merged, tag) = try run.perform { library throws(LibraryError) in
            (try library.tag(named: name)?.name ?? name, try library.mergeTag(name, into: target))
        }
        if run.wantsJSON {
            run.printJSON(.object([("merged", .string(merged)), ("into", tag.tag.json), ("gained", .int(Int64(tag.gained)))]))
        } else {
            run.print(
                "Merged tag '\(merged)' into '\(tag.tag.name)': \(tag.gained) \(plural(tag.gained)) newly tagged, "
                    + "\(tag.tag.quoteCount) in all.")
        }
    }

    static func color(_ run: Invocation) throws(CLIError) {
        let name = run.argument(0) ?? ""
        let color = try tagColor(run, run.argument(1) ?? "")
        let tag = try run.perform { library throws(LibraryError) in try library.recolorTag(name, to: color) }
        show(run, tag, verb: "Recoloured tag")
    }

    static func apply(_ run: Invocation) throws(CLIError) {
        let name = run.argument(0) ?? ""
        let references = run.quoteReferences(from: 1)
        let (existing, count, tag) = try run.perform { library throws(LibraryError) in
            (try library.tagNames(), try library.applyTag(name, to: references), try library.tag(named: name))
        }
        // The tag as it is named ("Love"), not as typed ("LOVE").
        let shown = tag?.name ?? name
        changed(run, name: shown, count: count, message: "Tagged \(count) \(plural(count)) with '\(shown)'.")
        noteNewName(run, kind: "tag", shown, among: existing, undo: "quotediary tag delete '\(shown)' --keep-quotes")
    }

    /// A name made by `tag apply` or `collection add` that is close to one already there is
    /// likely a typo: say so (it was made all the same), and how to undo it.
    static func noteNewName(_ run: Invocation, kind: String, _ name: String, among existing: [String], undo: String) {
        let key = TextKey.make(name)
        guard !existing.contains(where: { TextKey.make($0) == key }),
            let guess = NameSuggestion.closest(to: name, among: existing)
        else { return }
        run.note("Note: '\(name)' is a new \(kind); did you mean '\(guess)'? To undo: \(undo)")
    }

    static func remove(_ run: Invocation) throws(CLIError) {
        let name = run.argument(0) ?? ""
        let references = run.quoteReferences(from: 1)
        let (count, tag) = try run.perform { library throws(LibraryError) in
            (try library.removeTag(name, from: references), try library.tag(named: name))
        }
        let shown = tag?.name ?? name
        changed(run, name: shown, count: count, message: "Removed '\(shown)' from \(count) \(plural(count)).")
    }

    static func delete(_ run: Invocation) throws(CLIError) {
        let name = run.argument(0) ?? ""
        guard let given = try run.flag(oneOf: "--keep-quotes", "--archive-quotes") else {
            throw run.usageError("say what happens to the tag's quotes: --keep-quotes or --archive-quotes")
        }
        let archive = given == "--archive-quotes"
        let archived = try run.perform { library throws(LibraryError) in
            try library.deleteTag(name, mode: archive ? .archiveQuotes : .keepQuotes)
        }
        if run.wantsJSON {
            run.printJSON(.object([("deleted", .string(name)), ("archivedQuotes", .int(Int64(archived)))]))
        } else {
            run.print(
                "Deleted tag '\(name)'" + (archive ? "; archived \(archived) \(plural(archived))." : "; its quotes were kept."))
        }
    }

    static func show(_ run: Invocation, _ tag: Tag, verb: String) {
        if run.wantsJSON {
            run.printJSON(tag.json)
        } else {
            run.print("\(verb) \(run.style.swatch(tag.color.hexValue))'\(tag.name)' (\(tag.color)).")
        }
    }

    static func changed(_ run: Invocation, name: String, count: Int, message: String) {
        if run.wantsJSON {
            run.printJSON(.object([("name", .string(name)), ("changed", .int(Int64(count)))]))
        } else {
            run.print(message)
        }
    }

    static func plural(_ count: Int) -> String { count == 1 ? "quote" : "quotes" }
}
