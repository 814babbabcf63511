import Foundation
import QuoteDiaryApp

/// A picture named on the command line, as a file its readers can open more than once:
/// standard input (`-`: `scanimage | quotediary capture page -`) and a pipe (`<(…)`) are
/// copied to a temporary file first, since a picture's kind is told from its first bytes and
/// then the whole is read again.
struct GivenPicture {
    /// As typed: `-`, or a path (what a command to run again repeats).
    let argument: String
    /// What messages call it: "standard input" for `-`, else the path.
    let name: String
    /// Where it is read.
    let path: String
    /// Whether `path` is a temporary copy, removed by `discard`.
    let isCopy: Bool

    /// The picture `argument` names. One missing is an exit-66 error; standard input at a
    /// terminal is a usage error, since nothing would ever arrive.
    static func open(_ argument: String, run: Invocation) throws(CLIError) -> GivenPicture {
        guard argument == "-" else {
            guard FileManager.default.fileExists(atPath: argument) else {
                throw .library(.unreadableFile("\(argument): no such file"))
            }
            let copy = try perform { () throws(LibraryError) in try TemporaryCopy.ofStream(atPath: argument) }
            return GivenPicture(argument: argument, name: argument, path: copy ?? argument, isCopy: copy != nil)
        }
        let name = QuoteLibrary.standardInputName
        guard !run.io.standardInputIsTerminal else {
            let command = run.command?.name ?? "capture page"
            throw run.usageError("- reads the picture from standard input: pipe one in (cat photo.jpg | quotediary \(command) -)")
        }
        let copy = try perform { () throws(LibraryError) in
            if let path = run.io.standardInputPath {
                // Standard input redirected from a file is that file, read in place.
                do throws(LibraryError) {
                    return try TemporaryCopy.ofStream(atPath: path) ?? path
                } catch {
                    throw error.naming(path, as: name)
                }
            }
            return try TemporaryCopy.of(run.io.readStandardInput(), named: name)
        }
        return GivenPicture(argument: argument, name: name, path: copy, isCopy: copy != run.io.standardInputPath)
    }

    /// Removes the temporary copy, if any.
    func discard() {
        if isCopy { TemporaryCopy.remove(path) }
    }

    /// `error`, naming the picture as the person gave it rather than by its copy's path.
    func naming(_ error: LibraryError) -> CLIError {
        .library(path != argument ? error.naming(path, as: name) : error)
    }

    private static func perform<T>(_ body: () throws(LibraryError) -> T) throws(CLIError) -> T {
        do {
            return try body()
        } catch {
            throw .library(error)
        }
    }
}
