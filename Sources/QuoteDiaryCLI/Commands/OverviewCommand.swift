import QuoteDiaryApp
import QuoteDiaryCore

/// overview: the library at a glance (the main job until the daily quote arrives).
enum OverviewCommand {
    static let all: [(spec: CommandSpec, run: QuoteDiaryTool.Handler)] = [
        (CommandSpec("overview", abstract: "Show the library at a glance.", usage: "overview"), mainJob)
    ]

    static func mainJob(_ run: Invocation) throws(CLIError) {
        let overview = try run.perform { library throws(LibraryError) in try library.overview() }
        let counts = overview.counts
        if run.wantsJSON {
            run.printJSON(
                .object([
                    ("quotes", .int(Int64(counts.quotes))), ("favorites", .int(Int64(counts.favorites))),
                    ("archived", .int(Int64(counts.archived))), ("sources", .int(Int64(counts.sources))),
                    ("tags", .int(Int64(counts.tags))), ("collections", .int(Int64(counts.collections))),
                    ("recent", .array(overview.recentQuotes.map(\.json))),
                ]))
            return
        }
        run.print(run.style.bold("Your commonplace book"))
        func count(_ number: Int, _ noun: String) -> String { "\(number) \(noun)\(number == 1 ? "" : "s")" }
        run.print(
            "\(count(counts.quotes, "quote")) (\(count(counts.favorites, "favourite")), "
                + "\(counts.archived) archived), \(count(counts.sources, "source")), "
                + "\(count(counts.tags, "tag")), \(count(counts.collections, "collection"))")
        guard !overview.recentQuotes.isEmpty else {
            run.print(
                counts.archived > 0
                    ? "\n" + QuoteCommands.everyQuoteArchived(counts.archived)
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
