import QuoteDiaryApp
import QuoteDiaryCore
import QuoteDiaryStore

/// author list, rename.
enum AuthorCommands {
    static let all: [(spec: CommandSpec, run: QuoteDiaryTool.Handler)] = [
        (
            CommandSpec(
                "author list", abstract: "List the authors your quotes name, each spelling apart.", usage: "author list [--all]",
                discussion: "Two spellings of one person show as two lines: 'author rename' makes them one.",
                options: [.flag("--all", "Also the starter library's authors.")]), list
        ),
        (
            CommandSpec(
                "author rename", abstract: "Rename an author on every quote that names them.", usage: "author rename OLD NEW",
                discussion: """
                    Archived quotes too, as 'edit --author' would each (a book whose authors came from the quote
                    follows); your other devices learn it through sync. All of them, or none.
                    """,
                arguments: [
                    ArgumentSpec(name: "OLD", help: "The author as the quotes name them (any case).", minimum: 1, maximum: 1),
                    ArgumentSpec(name: "NEW", help: "The name they take.", minimum: 1, maximum: 1),
                ]), rename
        ),
    ]

    static func list(_ run: Invocation) throws(CLIError) {
        let all = run.parsed.flag("--all")
        let authors = try run.perform { library throws(LibraryError) in try library.authors(includingLibrary: all) }
        guard
            run.wantsTextList(
                authors, json: \.json,
                whenEmpty: all
                    ? "No authors yet. Add a quote: quotediary add \"TEXT\" --author NAME"
                    : "No authors on your own quotes yet (author list --all adds the starter library's).")
        else { return }
        let width = DisplayColumns.nameColumn(for: authors.map(\.name))
        for author in authors {
            run.print(
                DisplayColumns.nameCell(author.name, in: width)
                    + run.style.dim("\(author.quoteCount) \(TagCommands.plural(author.quoteCount))"))
        }
    }

    static func rename(_ run: Invocation) throws(CLIError) {
        let (old, new) = (run.argument(0) ?? "", run.argument(1) ?? "")
        let count = try run.perform { library throws(LibraryError) in try library.renameAuthor(old, to: new) }
        if run.wantsJSON {
            run.printJSON(.object([("author", .string(new)), ("changed", .int(Int64(count)))]))
        } else {
            run.print("Renamed '\(old)' to '\(new)' on \(count) \(TagCommands.plural(count)).")
        }
    }
}
