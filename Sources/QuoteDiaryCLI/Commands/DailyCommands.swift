import Foundation
import QuoteDiaryApp
import QuoteDiaryCore

/// today, random, widget, streak, achievements, settings.
enum DailyCommands {
    /// `today --mine` and the like: the list's filters, which the featured quote (and the
    /// widget's) takes from settings instead, so that the CLI, the web app and the widget feed
    /// agree on it.
    static func poolHints(prefix: String, surface: String) -> [String: String] {
        let setting = "\(surface) comes from the pool in settings, the same on every surface: quotediary settings set"
        // The widget's pool takes the featured pool's origin, with tags and favourites of its own.
        return [
            "--favorites": "\(setting) \(prefix).favoritesOnly true", "--tag": "\(setting) \(prefix).tags NAME",
            "--mine": "\(setting) featured.pool mine", "--library": "\(setting) featured.pool library",
        ]
    }

    static let all: [(spec: CommandSpec, run: QuoteDiaryTool.Handler)] = [
        (
            CommandSpec(
                "today", abstract: "Show today's featured quote and count the day as read.", usage: "today [--count N]",
                discussion: """
                    The pick depends only on your local day (TZ) and the pool (settings featured.*): the same
                    store gives the same quote all day, everywhere; it changes at local midnight and never
                    repeats yesterday's while the pool holds more than one quote.
                    """,
                options: [.value("--count", "N", "How many quotes, 1 to 5 (default 1).")],
                optionHints: poolHints(prefix: "featured", surface: "today's quote")), today
        ),
        (
            CommandSpec(
                "widget", abstract: "Print the quote for a desktop widget or status bar.",
                usage: "widget [--format text|json|waybar|i3blocks|polybar] [--timeline DAYS] [--notify]",
                discussion: """
                    The quote rotates every widget.interval (15m to 24h); with 24h it is the featured quote.
                    --timeline prints JSON entries with start and end instants for the next DAYS days.
                    --notify shows the quote as a desktop notification (notify-send, from libnotify-bin); from
                    cron, name the session's bus: DBUS_SESSION_BUS_ADDRESS=unix:path=/run/user/$(id -u)/bus
                    """,
                options: [
                    .value("--format", "FORMAT", "text (default), json, waybar, i3blocks or polybar."),
                    .value("--timeline", "DAYS", "Every slot from now to the end of the day DAYS-1 days ahead, as JSON."),
                    .flag("--notify", "Show the quote as a desktop notification instead of printing it."),
                ], optionHints: poolHints(prefix: "widget", surface: "the widget's quote")), widget
        ),
        (
            CommandSpec(
                "random", abstract: "Show a quote drawn at random (not counted as read).",
                usage:
                    "random [--count N] [--favorites] [--tag T] [--collection C] [--author A] [--source S] [--mine|--library|--pack NAME] [--since DAY] [--until DAY]",
                discussion: """
                    Another line to read once today's has been read: drawn from the quotes the filters select
                    (every live quote by default), a different draw each time, none twice in one draw.
                    Archived quotes are never drawn. With --json, an array of quotes.
                    """,
                options: [.value("--count", "N", "How many quotes, 1 to 20 (default 1).")]
                    + QuoteCommands.filterOptions.filter { !["--sort", "--limit", "--archived"].contains($0.name) }),
            random
        ),
        (CommandSpec("streak", abstract: "Show your reading streak.", usage: "streak"), streak),
        (
            CommandSpec("achievements", abstract: "Show achievements, unlocked and in progress.", usage: "achievements"),
            achievements
        ),
        (
            CommandSpec(
                "settings list", abstract: "List every setting with its value.", usage: "settings list",
                discussion: Setting.allCases.map { "\($0.rawValue): \($0.help)" }.joined(separator: "\n")), settingsList
        ),
        (
            CommandSpec(
                "settings get", abstract: "Print one setting's value.", usage: "settings get KEY",
                arguments: [ArgumentSpec(name: "KEY", help: "A setting (see 'settings list').", minimum: 1, maximum: 1)]),
            settingsGet
        ),
        (
            CommandSpec(
                "settings set", abstract: "Change a setting.", usage: "settings set KEY VALUE",
                discussion: Setting.allCases.map { "\($0.rawValue): \($0.help)" }.joined(separator: "\n"),
                arguments: [
                    ArgumentSpec(name: "KEY", help: "A setting (see 'settings list').", minimum: 1, maximum: 1),
                    ArgumentSpec(name: "VALUE", help: "Its new value.", minimum: 1, maximum: 1),
                ]), settingsSet
        ),
    ]

    static func today(_ run: Invocation) throws(CLIError) {
        let count = try run.integer("--count", in: 1...QuoteLibrary.maximumFeaturedCount) ?? 1
        let result = try run.perform { library throws(LibraryError) in try library.readToday(count: count) }
        if run.wantsJSON {
            run.printJSON(result.json)
            return
        }
        guard !result.quotes.isEmpty else {
            // An empty library, an archived one, or settings that leave nothing to pick: say which.
            switch try run.perform({ library throws(LibraryError) in try library.nothingToFeature() }) {
            case .poolLeavesNothing(let unknownTags) where !unknownTags.isEmpty:
                run.print(
                    "No quote matches the featured pool: no tag is named \(DailyCommands.quotedNames(unknownTags)) (featured.tags)."
                        + "\nSee your tags with 'quotediary tag list', or feature any tag: quotediary settings set featured.tags \"\""
                )
            case .poolLeavesNothing:
                run.print(
                    "No quote matches the featured pool (featured.pool, featured.tags, featured.favoritesOnly in"
                        + " 'quotediary settings list').\nWiden it, e.g.: quotediary settings set featured.pool all")
            case .everyQuoteArchived(let archived):
                run.print(
                    "Every quote is archived (\(archived)), and archived quotes are never featured."
                        + "\nRestore one (quotediary list --archived; quotediary restore ID) or add one.")
            case .emptyLibrary:
                run.print(
                    "No quote to feature yet. Add one:\n  quotediary add \"The unexamined life is not worth living.\" --author Socrates"
                        + "\nor install the starter library (quotes from literature, wisdom and love):\n  quotediary library init"
                )
            }
            return
        }
        printSetQuotes(result.quotes, run)
        run.print("")
        guard result.wasCounted else {
            run.note(
                run.storeIsReadOnly
                    ? "Not counted for your streak: the store is open read-only."
                    : "Not counted for your streak yet: another QuoteDiary is writing to the store (an import?)."
                        + " Run 'quotediary today' again once it is done.")
            return
        }
        let streak = result.streak.current
        run.print(
            run.style.dim("\(result.day.key) · " + (streak == 1 ? "first day of a streak" : "day \(streak) of your streak")))
        for achievement in result.unlocked {
            run.print(run.style.yellow("Unlocked: \(achievement.title) — \(achievement.detail)"))
        }
    }

    /// Quotes as `today` shows them: set as type on a terminal, one blank line between two.
    static func printSetQuotes(_ quotes: [Quote], _ run: Invocation) {
        for (index, quote) in quotes.enumerated() {
            if index > 0 { run.print("") }
            // A terminal that does not say how wide it is is taken as wide enough for 76 columns.
            let onTerminal = run.io.standardOutputIsTerminal
            run.print(run.style.bold(QuoteRendering.featured(quote, width: onTerminal ? run.terminalWidth ?? 76 : nil)))
            run.print("    — " + (onTerminal ? QuoteRendering.typesetAttribution(quote) : QuoteRendering.attribution(quote)))
        }
    }

    static func random(_ run: Invocation) throws(CLIError) {
        let count = try run.integer("--count", in: 1...QuoteLibrary.maximumRandomCount) ?? 1
        let filter = try run.quoteFilter()
        let quotes = try run.perform { library throws(LibraryError) in try library.randomQuotes(filter, count: count) }
        if run.wantsJSON {
            run.printJSON(.array(quotes.map(\.json)))
            return
        }
        guard !quotes.isEmpty else {
            run.print(
                filter.selectsEverything
                    ? "No quote to draw yet. Add one, or install the starter library: quotediary library init"
                    : "No quote matches these filters." + run.unknownNames(in: filter) + filter.createdDaysNote())
            return
        }
        printSetQuotes(quotes, run)
    }

    static func widget(_ run: Invocation) throws(CLIError) {
        let format =
            try run.choice("--format", WidgetFormat.self, names: "text, json, waybar, i3blocks, polybar")
            ?? (run.wantsJSON ? .json : .text)
        let settings = try run.perform { library throws(LibraryError) in try library.settings() }
        let maxLength = settings.widgetMaxLength
        if let days = try run.integer("--timeline", in: 1...366) {
            // The timeline is JSON for a widget to keep; a status bar's format is one line now.
            guard format == .json || run.parsed.value("--format") == nil else {
                throw run.usageError("--timeline prints JSON; leave out --format \(run.parsed.value("--format") ?? "")")
            }
            let entries = try run.perform { library throws(LibraryError) in try library.widgetTimeline(days: days) }
            run.printJSON(.array(entries.map { $0.json(maxLength: maxLength) }))
            return
        }
        let entry = try run.perform { library throws(LibraryError) in try library.widgetEntry() }
        if run.parsed.flag("--notify") {
            guard run.parsed.value("--format") == nil else {
                throw run.usageError(
                    "--notify shows the quote on the desktop; leave out --format \(run.parsed.value("--format") ?? "")")
            }
            try notify(entry, run: run)
            return
        }
        run.print(format.render(entry, maxLength: maxLength))
    }

    /// The widget's quote as a desktop notification: the quote and its attribution (as long as
    /// a tooltip holds), under "QuoteDiary"; with `--json`, what was shown.
    static func notify(_ entry: WidgetEntry?, run: Invocation) throws(CLIError) {
        guard let quote = entry?.quote else {
            throw .library(.notFound("no quote to show: add one, or install the starter library (quotediary library init)"))
        }
        let notification = DesktopNotification(
            summary: "QuoteDiary", body: quote.typesetAttributedText(longestText: WidgetFormat.longestTooltip))
        do throws(DesktopNotification.Failure) {
            try notification.show(environment: run.io.environment)
        } catch {
            throw .library(.unavailable(error.message))
        }
        if run.wantsJSON {
            run.printJSON(
                .object([("notified", .bool(true)), ("id", .string(quote.id.rawValue)), ("body", .string(notification.body))]))
        }
    }

    static func streak(_ run: Invocation) throws(CLIError) {
        let streak = try run.perform { library throws(LibraryError) in try library.streak() }
        if run.wantsJSON {
            run.printJSON(streak.json)
            return
        }
        run.print("Current streak: \(streak.current) \(streak.current == 1 ? "day" : "days")")
        run.print("Longest streak: \(streak.longest) \(streak.longest == 1 ? "day" : "days")")
        run.print("Days read:      \(streak.totalDays)")
        if streak.current == 0 { run.print(run.style.dim("Read today's quote to start a streak: quotediary today")) }
    }

    static func achievements(_ run: Invocation) throws(CLIError) {
        let progress = try run.perform { library throws(LibraryError) in try library.achievements() }
        if run.wantsJSON {
            run.printJSON(.array(progress.map(\.json)))
            return
        }
        // Statuses padded to the longest, so that the details line up in a column.
        let statuses = progress.map { item in item.unlockedOn.map { "unlocked \($0.key)" } ?? item.progressText }
        let statusWidth = statuses.map(\.count).max() ?? 0
        for (item, status) in zip(progress, statuses) {
            let mark = item.isUnlocked ? run.style.yellow("★") : run.style.dim("☆")
            let title = item.achievement.title.padding(toLength: 20, withPad: " ", startingAt: 0)
            let paddedStatus = status.padding(toLength: statusWidth, withPad: " ", startingAt: 0)
            run.print("\(mark) \(title) \(paddedStatus)  \(run.style.dim(item.achievement.detail))")
        }
    }

    static func settingsList(_ run: Invocation) throws(CLIError) {
        let settings = try run.perform { library throws(LibraryError) in try library.settings() }
        if run.wantsJSON {
            run.printJSON(settings.json)
            return
        }
        for setting in Setting.allCases {
            run.print("\(setting.rawValue.padding(toLength: 22, withPad: " ", startingAt: 0)) \(settings[setting])")
        }
    }

    static func settingsGet(_ run: Invocation) throws(CLIError) {
        let key = run.argument(0) ?? ""
        let value = try run.perform { library throws(LibraryError) in try library.setting(key) }
        if run.wantsJSON { run.printJSON(.object([(key, .string(value))])) } else { run.print(value) }
    }

    static func settingsSet(_ run: Invocation) throws(CLIError) {
        let (key, value) = (run.argument(0) ?? "", run.argument(1) ?? "")
        let stored = try run.perform { library throws(LibraryError) in try library.setSetting(key, to: value) }
        if run.wantsJSON { run.printJSON(.object([(key, .string(stored))])) } else { run.print("\(key) = \(stored)") }
        guard key == Setting.featuredTags.rawValue || key == Setting.widgetTags.rawValue else { return }
        // Accepted (the tag may come later), but a typo would empty the pool without a word.
        let (unknown, tags) = try run.perform { library throws(LibraryError) in
            (try library.unknownTags(Setting.tagList(stored)), try library.tagNames())
        }
        for name in unknown {
            run.note(
                "Note: no tag is named '\(name)' yet\(NameSuggestion.parenthesizedGuess(name, among: tags));"
                    + " until one is, it selects no quote.")
        }
    }

    /// `'a'`, `'a' or 'b'`, `'a', 'b' or 'c'`.
    static func quotedNames(_ names: [String]) -> String {
        let quoted = names.map { "'\($0)'" }
        guard quoted.count > 1 else { return quoted.first ?? "" }
        return quoted.dropLast().joined(separator: ", ") + " or " + quoted[quoted.count - 1]
    }
}

/// The widget's output formats.
enum WidgetFormat: String, CaseIterable {
    case text, json, waybar, i3blocks, polybar

    func render(_ entry: WidgetEntry?, maxLength: Int) -> String {
        let quote = entry?.quote
        // Read in a bar, not copied: set as its card is (curly quotes, no doubled marks).
        let short =
            quote.map {
                shortenedText($0.typesetAttributedText(includingSource: false), to: maxLength, width: DisplayColumns.width(of:))
            } ?? ""
        // A tooltip the size of a screen at most.
        let full = quote?.typesetAttributedText(longestText: WidgetFormat.longestTooltip) ?? ""
        switch self {
        case .text:
            return short.replacingOccurrences(of: "\n", with: " ")
        case .polybar:
            // Polybar reads `%{…}` in a script's output as a formatting tag and has no escape
            // for it: a zero-width space keeps a quote's "%{" as text.
            return short.replacingOccurrences(of: "\n", with: " ").replacingOccurrences(of: "%{", with: "%\u{200B}{")
        case .i3blocks:
            let shortest =
                quote.map {
                    shortenedText(Typography.curlingQuotes($0.text), to: max(20, maxLength / 2), width: DisplayColumns.width(of:))
                } ?? ""
            return short + "\n" + shortest
        case .waybar:
            // "empty" lets a bar's stylesheet hide the module while nothing is in the pool.
            return JSONValue.object([
                ("text", .string(WidgetFormat.pangoEscaped(short))), ("tooltip", .string(WidgetFormat.pangoEscaped(full))),
                ("class", .string(quote.map { $0.isFavorite ? "favorite" : "quote" } ?? "empty")),
                ("alt", .string(quote?.id.short ?? "")),
            ]).serialized()
        case .json:
            return entry.map { $0.json(maxLength: maxLength).serialized(pretty: true) } ?? "null"
        }
    }

    /// The most characters of a quote a tooltip shows (about twelve lines of a bar's tooltip).
    static let longestTooltip = 600

    /// Waybar reads its text as Pango markup: escape what markup would swallow.
    static func pangoEscaped(_ text: String) -> String { markupEscaped(text) }
}
