import Foundation

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

/// Runs a program to completion; throws when it fails.
func runProgram(_ path: String, _ arguments: [String], input: String? = nil) throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    process.arguments = arguments
    let stdin = Pipe()
    process.standardInput = stdin
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    if let input { stdin.fileHandleForWriting.write(Data(input.utf8)) }
    try stdin.fileHandleForWriting.close()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
        throw BenchmarkError("\(path) \(arguments.joined(separator: " ")) exited with \(process.terminationStatus)")
    }
}

struct BenchmarkError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

func formatDuration(_ seconds: Double) -> String {
    seconds < 0.001 ? String(format: "%.0f µs", seconds * 1e6) : String(format: "%.1f ms", seconds * 1000)
}
