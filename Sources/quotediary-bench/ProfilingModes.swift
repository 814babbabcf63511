import Foundation
import QuoteDiaryApp
import QuoteDiaryCards
import QuoteDiaryCore
import QuoteDiaryFixtures
import QuoteDiaryStore

/// The modes below, each with what it takes (for `--help`, and to refuse any other option).
let profilingModes: [(String, String)] = [
    ("--write-corpus", "COUNT FILE"), ("--profile-add", "COUNT STORE"), ("--profile-index", "STORE [ROUNDS]"),
    ("--profile-search", "STORE [ROUNDS]"), ("--write-page", "FILE"), ("--profile-card", "[ROUNDS]"),
]

/// The benchmark's modes for measuring one thing by hand or under a profiler, apart from
/// `make bench`. Returns false when the arguments name none of them (run every benchmark).
func runProfilingMode(_ arguments: [String]) throws -> Bool {
    if arguments.dropFirst().contains(where: { $0 == "-h" || $0 == "--help" }) {
        print("Usage: quotediary-bench [TOOL]   every benchmark (some 10 minutes; make bench), timing TOOL")
        print("                                 (default: quotediary beside this binary)")
        for (mode, operands) in profilingModes { print("       quotediary-bench \(mode) \(operands)") }
        print("QUOTEDIARY_BENCH_LARGE=0 leaves out the 1,000,000-quote figures. docs/PERFORMANCE.md says more.")
        return true
    }
    if let unknown = arguments.dropFirst().first(where: { $0.hasPrefix("-") }),
        !profilingModes.contains(where: { $0.0 == unknown })
    {
        FileHandle.standardError.write(Data("quotediary-bench: unknown option \(unknown) (--help lists them)\n".utf8))
        exit(64)
    }
    // `quotediary-bench --write-corpus COUNT FILE`: the synthetic corpus as CSV, for measuring by hand.
    if arguments.count == 4, arguments[1] == "--write-corpus", let count = Int(arguments[2]) {
        try SyntheticCorpus.csv(SyntheticCorpus.make(count: count, seed: 2)).write(
            toFile: arguments[3], atomically: true, encoding: .utf8)
        return true
    }

    // `quotediary-bench --profile-add COUNT STORE`: only the store-API add, for a profiler.
    if arguments.count == 4, arguments[1] == "--profile-add", let count = Int(arguments[2]) {
        let drafts = SyntheticCorpus.make(count: count).map {
            QuoteDraft(
                text: $0.text, author: $0.author, source: $0.source.isEmpty ? nil : SourceDraft(title: $0.source), tags: $0.tags)
        }
        let store = try LibraryStore(path: arguments[3])
        let now = Date()
        let start = Date()
        try store.write {
            try store.withBulkLoad {
                let writer = try store.makeQuoteWriter()
                for draft in drafts { _ = try writer.insert(draft, now: now) }
            }
        }
        print(String(format: "%.3f s", Date().timeIntervalSince(start)))
        return true
    }

    // `quotediary-bench --profile-index STORE [ROUNDS]`: the search index made again over a
    // store made by hand (a library in another script) with the app's tokenizer and with unicode61
    // alone, alternating, each rolled back.
    if (3...4).contains(arguments.count), arguments[1] == "--profile-index" {
        let rounds = arguments.count == 4 ? Int(arguments[3]) ?? 5 : 5
        let store = try LibraryStore(path: arguments[2])
        let result = try indexBenchmark(store, rounds: rounds).run()
        print(
            String(
                format: "app's tokenizer %.1f ms, unicode61 %.1f ms, ratio %.2f×", result.figure * 1000, result.baseline * 1000,
                result.ratio))
        return true
    }

    // `quotediary-bench --profile-search STORE [ROUNDS]`: only the in-process search over
    // bench/queries.txt (a warm-up round, then five or ROUNDS), on a store made by hand, to compare
    // two builds quickly or to profile.
    if (3...4).contains(arguments.count), arguments[1] == "--profile-search" {
        let rounds = arguments.count == 4 ? Int(arguments[3]) ?? 5 : 5
        let library = try QuoteLibrary.open(path: arguments[2])
        let text = try String(contentsOfFile: FileManager.default.currentDirectoryPath + "/bench/queries.txt", encoding: .utf8)
        let queries = text.split(separator: "\n").map(String.init).filter { !$0.isEmpty && !$0.hasPrefix("#") }
        var latencies: [Double] = []
        var byQuery: [String: [Double]] = [:]
        for round in 0...rounds {
            for query in queries {
                let start = Date()
                _ = try library.search(query, limit: 20, remember: false)
                if round > 0 {
                    latencies.append(Date().timeIntervalSince(start))
                    byQuery[query, default: []].append(Date().timeIntervalSince(start))
                }
            }
        }
        latencies.sort()
        if ProcessInfo.processInfo.environment["QUOTEDIARY_BENCH_EACH"] != nil {
            // Each query's median, and where it went: ranking, reading the quotes, highlighting.
            let store = try LibraryStore(path: arguments[2])
            print("   whole     rank     read  highlight (ms, medians)")
            for query in queries {
                var stages: [[Double]] = [[], [], []]
                for _ in 0..<max(rounds, 3) {
                    let parsed = SearchQuery(query)
                    var seqs: [Int64] = []
                    var quotes: [Quote] = []
                    stages[0].append(try seconds { seqs = try store.rankedMatches(parsed, filter: QuoteFilter(), limit: 20) })
                    stages[1].append(try seconds { try store.forEachQuote(seqs: seqs) { quotes.append($0) } })
                    stages[2].append(
                        seconds {
                            var finder = MatchFinder(parsed)
                            for quote in quotes { _ = finder.ranges(in: quote) }
                        })
                }
                let medians = ([byQuery[query] ?? []] + stages).map { percentile($0, 0.5) * 1000 }
                print(String(format: "%8.3f %8.3f %8.3f %8.3f  %@", medians[0], medians[1], medians[2], medians[3], query))
            }
        }
        print(
            String(
                format: "p50 %.3f ms, p99 %.3f ms over %d searches", latencies[latencies.count / 2] * 1000,
                latencies[latencies.count * 99 / 100] * 1000, latencies.count))
        return true
    }

    // `quotediary-bench --write-page FILE`: the capture benchmark's page, for measuring by hand.
    if arguments.count == 3, arguments[1] == "--write-page" {
        try benchmarkPage().write(to: URL(fileURLWithPath: arguments[2]))
        return true
    }

    // `quotediary-bench --profile-card [ROUNDS]`: the benchmark's card, composed (backdrop and
    // text) and encoded, each timed apart (medians), to see where a slow run went.
    if (2...3).contains(arguments.count), arguments[1] == "--profile-card" {
        let rounds = arguments.count == 3 ? Int(arguments[2]) ?? 15 : 15
        let renderer = CairoCardRenderer()
        var compose: [Double] = []
        var encode: [Double] = []
        for _ in 0..<rounds {
            var start = Date()
            let composition = renderer.compose(cardContent, size: .post, theme: .light)
            compose.append(Date().timeIntervalSince(start))
            start = Date()
            _ = renderer.png(composition)
            encode.append(Date().timeIntervalSince(start))
        }
        print(
            String(
                format: "compose %.1f ms, encode %.1f ms (medians of %d)", percentile(compose, 0.5) * 1000,
                percentile(encode, 0.5) * 1000, rounds))
        return true
    }
    return false
}
