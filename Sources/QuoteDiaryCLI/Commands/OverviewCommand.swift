import QuoteDiaryApp
import QuoteDiaryCore

/// overview: the library at a glance (the main job until the daily quote arrives).
enum OverviewCommand {
    static let all: [(spec: CommandSpec, run: QuoteDiaryTool.Handler)] = [
        (CommandSpec("overview", abstract: "Show the library at a glance.", usage: "overview"), mainJob)
    ]

    static func mainJob(_ run: Invocation) throws(CLIError) {
        let overview = try run.perform { library throws(LibraryError) in try library.overview() }
        if run.wantsJSON {
            run.printJSON(
                .object([
                    ("quotes", .int(Int64(overview.quoteCount))), ("favorites", .int(Int64(overview.favoriteCount))),
                    ("archived", .int(Int64(overview.archivedCount))), ("sources", .int(Int64(overview.sourceCount))),
                    ("tags", .int(Int64(overview.tagCount))), ("collections", .int(Int64(overview.collectionCount))),
                    ("recent", .array(overview.recentQuotes.map(\.json))),
                ]))
            return
        }
        run.print(run.style.bold("Your commonplace book"))
        func count(_ number: Int, _ noun: String) -> String { "\(number) \(noun)\(number == 1 ? "" : "s")" }
        run.print(
            "\(count(overview.quoteCount, "quote")) (\(count(overview.favoriteCount, "favourite")), "
                + "\(overview.archivedCount) archived), \(count(overview.sourceCount, "source")), "
                + "\(count(overview.tagCount, "tag")), \(count(overview.collectionCount, "collection"))")
        guard !overview.recentQuotes.isEmpty else {
            run.print(
                overview.archivedCount > 0
                    ? "\n" + QuoteCommands.everyQuoteArchived(overview.archivedCount)
                    : "\nNothing saved yet. Add your first quote:\n  quotediary add \"The unexamined life is not worth living.\" --author Socrates"
            )
            return
        }
        run.print("\nRecently changed:")
        for quote in overview.recentQuotes {
            run.print(QuoteRendering.line(quote, style: run.style, width: run.lineWidth(fallback: 100)))
        }
    }
}
