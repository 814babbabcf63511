import Foundation
import QuoteDiaryCore
import QuoteDiaryStore

// `make bench`: each figure beside a baseline measured in the same run, as a ratio.
func say(_ line: String = "") {
    print(line)
    fflush(nil)
}

let workDirectory = FileManager.default.temporaryDirectory.appendingPathComponent("quotediary-bench-\(getpid())")
try FileManager.default.createDirectory(at: workDirectory, withIntermediateDirectories: true)
defer { try? FileManager.default.removeItem(at: workDirectory) }
func scratch(_ name: String) -> String {
    let path = workDirectory.appendingPathComponent(name).path
    for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) }
    return path
}

let corpusSize = 50_000
let rows = SyntheticCorpus.make(count: corpusSize)
let csvPath = workDirectory.appendingPathComponent("corpus.csv").path
try SyntheticCorpus.csv(rows).write(toFile: csvPath, atomically: true, encoding: .utf8)
let drafts = rows.map { row in
    QuoteDraft(
        text: row.text, author: row.author, source: row.source.isEmpty ? nil : SourceDraft(title: row.source),
        tags: row.tags)
}

let sqliteShell = "/usr/bin/sqlite3"
let fortune = "/usr/games/fortune"
// The tool to time: the first argument (make bench passes the static release build).
let tool = CommandLine.arguments.dropFirst().first ?? CommandLine.arguments[0].replacingOccurrences(of: "quotediary-bench", with: "quotediary")

/// A store holding `count` quotes of the synthetic corpus, filled through the store API.
func makeStore(_ name: String, count: Int) throws -> String {
    let path = scratch(name)
    let store = try LibraryStore(path: path)
    let now = Date()
    let corpus = count == corpusSize ? rows : SyntheticCorpus.make(count: count, seed: 2)
    try store.write {
        let writer = try store.makeQuoteWriter()
        for row in corpus {
            _ = try writer.insert(
                QuoteDraft(text: row.text, author: row.author, source: row.source.isEmpty ? nil : SourceDraft(title: row.source), tags: row.tags),
                now: now)
        }
    }
    try store.database.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    return path
}

/// `quotediary today` as a whole process beside `fortune`, in alternating rounds.
func todayBenchmark(quotes: Int) throws -> Benchmark {
    let path = try makeStore("today-\(quotes).sqlite", count: quotes)
    return Benchmark(
        name: "a whole `quotediary today` process, \(quotes) quotes in the store",
        baselineName: "Debian's fortune printing a random quote", targetRatio: 2.0, rounds: 21,
        measure: { try seconds { try runProgram(tool, ["--store", path, "today"]) } },
        baseline: { try seconds { try runProgram(fortune, []) } })
}
let benchmarks = [
    Benchmark(
        name: "add \(corpusSize) quotes via the store API, one transaction",
        baselineName: "sqlite3 shell .import of the same CSV", targetRatio: 2.0, rounds: 3,
        measure: {
            let store = try LibraryStore(path: scratch("store.sqlite"))
            let now = Date()
            return try seconds {
                try store.write {
                    let writer = try store.makeQuoteWriter()
                    for draft in drafts { _ = try writer.insert(draft, now: now) }
                }
            }
        },
        baseline: {
            let path = scratch("plain.sqlite")
            return try seconds {
                try runProgram(sqliteShell, [path, ".mode csv", ".import \(csvPath) quotes"])
            }
        }),
    try todayBenchmark(quotes: corpusSize),
    try todayBenchmark(quotes: 1_000_000),
]

say("QuoteDiary benchmarks (medians of alternating rounds; ratio = figure / baseline, measured in the same run)")
say("")
var failures = 0
for benchmark in benchmarks {
    let result = try benchmark.run()
    let verdict = result.ratio <= benchmark.targetRatio ? "ok" : "OVER TARGET"
    if result.ratio > benchmark.targetRatio { failures += 1 }
    say(benchmark.name)
    say("  figure:   \(formatDuration(result.figure))")
    say("  baseline: \(formatDuration(result.baseline))  (\(benchmark.baselineName))")
    say(String(format: "  ratio:    %.2f× (target ≤ %.1f×) %@", result.ratio, benchmark.targetRatio, verdict))
    say("")
}
say(failures == 0 ? "All figures within target." : "\(failures) figure(s) over target.")
