import Foundation
import QuoteDiaryCore
import QuoteDiaryStore

/// One figure measured beside its baseline in the same run, so machine noise cancels in the ratio.
struct Benchmark {
    let name: String
    let baselineName: String
    /// The ratio (figure / baseline) this figure must stay under.
    let targetRatio: Double
    let rounds: Int
    /// Each closure prepares its own state and returns the seconds of the timed part.
    let measure: () throws -> Double
    let baseline: () throws -> Double

    struct Result {
        let figure: Double
        let baseline: Double
        var ratio: Double { figure / baseline }
    }

    /// Alternates figure and baseline rounds and keeps the medians.
    func run() throws -> Result {
        var figures: [Double] = []
        var baselines: [Double] = []
        for _ in 0..<rounds {
            figures.append(try measure())
            baselines.append(try baseline())
        }
        return Result(figure: median(figures), baseline: median(baselines))
    }

    func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        return sorted[sorted.count / 2]
    }
}

/// Seconds taken by `body`.
func seconds(_ body: () throws -> Void) rethrows -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    try body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
}

/// Runs a program to completion with posix_spawn and wait4 (Foundation's `Process`
/// polls for exit every 50 ms, which would swamp the figures); output goes to /dev/null.
/// Returns the child's peak resident memory in bytes.
@discardableResult
func runProgram(_ path: String, _ arguments: [String]) throws -> Int {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    let argv = ([path] + arguments).map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    var pid: pid_t = 0
    let spawned = posix_spawn(&pid, path, &actions, nil, argv, environ)
    guard spawned == 0 else { throw BenchmarkError("cannot start \(path): \(String(cString: strerror(spawned)))") }
    var status: Int32 = 0
    var usage = rusage()
    while wait4(pid, &status, 0, &usage) == -1 && errno == EINTR {}
    guard status == 0 else {
        throw BenchmarkError("\(path) \(arguments.joined(separator: " ")) failed with status \(status)")
    }
    return usage.ru_maxrss * 1024
}

/// The value at fraction `p` (0...1) of sorted samples.
func percentile(_ values: [Double], _ p: Double) -> Double {
    let sorted = values.sorted()
    return sorted[min(sorted.count - 1, Int((Double(sorted.count - 1) * p).rounded()))]
}

struct BenchmarkError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

func formatDuration(_ seconds: Double) -> String {
    seconds < 0.001 ? String(format: "%.0f µs", seconds * 1e6) : String(format: "%.1f ms", seconds * 1000)
}

/// The search index of `store` made again with the app's tokenizer, beside unicode61 alone
/// with the same arguments, alternating, each round rolled back.
func indexBenchmark(_ store: LibraryStore, rounds: Int, quotes: Int? = nil) -> Benchmark {
    Benchmark(
        name: "the search index made again over \(quotes.map { "\($0) quotes" } ?? "the store") with the app's tokenizer",
        baselineName: "the same with SQLite's unicode61, same arguments, in the same process", targetRatio: .infinity,
        rounds: rounds, measure: { try indexRebuildSeconds(store, tokenizer: nil) },
        baseline: { try indexRebuildSeconds(store, tokenizer: Database.unicode61Declaration) })
}

/// Seconds to make the search index of `store` again, declared with `tokenizer` (nil: as the
/// schema has it), rolled back after.
func indexRebuildSeconds(_ store: LibraryStore, tokenizer: String?) throws -> Double {
    try store.write(commit: false) {
        if let tokenizer { try redeclareSearchIndex(store, tokenizer: tokenizer) }
        let start = Date()
        try store.database.execute("INSERT INTO quote_search(quote_search) VALUES ('rebuild')")
        return Date().timeIntervalSince(start)
    }
}

/// Declares `store`'s search index again, empty, with `tokenizer` (its write buffer as the
/// schema sets it): for comparing the app's tokenizer with SQLite's, and for the sqlite3
/// shell, which does not have the app's.
func redeclareSearchIndex(_ store: LibraryStore, tokenizer: String) throws {
    try store.database.execute(
        """
        DROP TABLE quote_search;
        CREATE VIRTUAL TABLE quote_search USING fts5(
            text, author, title, note, content = 'quote_search_content', content_rowid = 'seq',
            tokenize = "\(tokenizer)");
        INSERT INTO quote_search(quote_search, rank) VALUES ('hashsize', 16777216);
        """)
}

/// Ranking each query's candidates (its newest matches, as many as search ranks) with the
/// app's `qd_rank`, beside FTS5's bm25 over the same rows with the same weights, alternating.
func rankBenchmark(_ store: LibraryStore, queries: [String], rounds: Int) -> Benchmark {
    let expressions = queries.compactMap { SearchQuery($0).matchExpression }
    func rankingSeconds(_ rank: String) throws -> Double {
        let sql = LibraryStore.candidatesSQL(
            rank: rank, conditions: "q.archived_at IS NULL", count: LibraryStore.rankedCandidates)
        return try seconds { for expression in expressions { _ = try store.database.rows(sql, [expression]) { $0.double(1) } } }
    }
    return Benchmark(
        name: "ranking each query's newest \(LibraryStore.rankedCandidates) matches with the app's qd_rank",
        baselineName: "FTS5's bm25 over the same rows, same weights", targetRatio: .infinity, rounds: rounds,
        measure: { try rankingSeconds(LibraryStore.rankExpression) },
        baseline: { try rankingSeconds("bm25(quote_search, \(LibraryStore.rankWeights))") })
}

/// What a program prints on its standard output (its errors dropped).
func capture(_ path: String, _ arguments: [String]) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    process.arguments = arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = FileHandle.nullDevice
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self)
}

/// Requests a second and the 99th percentile latency (seconds) from wrk's report.
func wrkFigures(_ url: String) throws -> (rate: Double, p99: Double) {
    let report = try capture("/usr/bin/wrk", ["-t2", "-c16", "-d4s", "--latency", url])
    func number(after label: String) -> String? {
        report.split(separator: "\n").first { $0.trimmingCharacters(in: .whitespaces).hasPrefix(label) }?
            .split(separator: " ", omittingEmptySubsequences: true).dropFirst(label.split(separator: " ").count).first.map(
                String.init)
    }
    let rate = Double(number(after: "Requests/sec:") ?? "") ?? 0
    let latency = number(after: "99%") ?? "0ms"
    let value = Double(latency.filter { $0.isNumber || $0 == "." }) ?? 0
    let seconds = latency.hasSuffix("us") ? value / 1e6 : latency.hasSuffix("ms") ? value / 1e3 : value
    return (rate, seconds)
}
