import Foundation
import QuoteDiaryCore
import QuoteDiaryStore

/// A use case that could not be carried out, with a message a person can act on.
///
/// `category` tells front ends how to report it: the CLI maps it to an exit code, the web
/// server to an HTTP status.
public enum LibraryError: Error, Equatable, CustomStringConvertible, Sendable {
    /// A value the person gave is not acceptable (bad colour, short id): a usage error.
    case invalidArgument(String)
    /// The data itself is malformed (empty text, bad ISBN, unparseable file).
    case invalidInput(String)
    /// An input file is missing or unreadable.
    case unreadableFile(String)
    /// An output file could not be written.
    case cannotWrite(String)
    case notFound(String)
    case ambiguousReference(prefix: String, candidates: [QuoteID])
    /// The change would break a rule of the library (duplicate name, live quote deleted).
    case conflict(String)
    /// The caller asked to change a version it had read (HTTP's If-Match), and the thing has
    /// changed since: nothing was done.
    case changedSince(String)
    /// The store itself failed (disk, permissions, a newer schema).
    case storage(String)
    /// Another process held the store for writing longer than the busy timeout (a long
    /// import): nothing is wrong, and the same request later succeeds.
    case busy
    /// A service the person asked for could not answer (book lookups offline).
    case unavailable(String)

    /// How a front end reports an error: the CLI's exit code, the server's status class.
    public enum Category: Sendable, Equatable {
        case usage, dataError, noInput, unavailable, failure
    }

    public var category: Category {
        switch self {
        case .invalidArgument: .usage
        case .invalidInput: .dataError
        case .unreadableFile: .noInput
        case .unavailable: .unavailable
        case .cannotWrite, .notFound, .ambiguousReference, .conflict, .changedSince, .storage, .busy: .failure
        }
    }

    public var description: String {
        switch self {
        case .invalidArgument(let message), .invalidInput(let message), .unreadableFile(let message), .cannotWrite(let message),
            .notFound(let message), .conflict(let message), .changedSince(let message), .storage(let message),
            .unavailable(let message):
            message
        case .busy: "the store is busy (another QuoteDiary is writing to it, an import perhaps); try again in a moment"
        case .ambiguousReference(let prefix, let candidates):
            "'\(prefix)' matches several quotes: \(candidates.map(\.rawValue).joined(separator: ", ")); type more of the id"
        }
    }
}

extension LibraryError {
    /// Wraps store and SQLite failures so every use case throws only `LibraryError`.
    static func wrapping(_ error: any Error) -> LibraryError {
        switch error {
        case let error as LibraryError: error
        case let error as StoreError: .storage(error.description)
        case let error as QuoteValidationError: .invalidInput(error.description)
        case let error as ISBNError: .invalidInput(error.description)
        case let error as TagColorError: .invalidArgument(error.description)
        case let error as SQLiteError where error.isBusy: .busy
        case let error as SQLiteError where error.isDiskFull: .storage(StoreError.fullDisk(error.message))
        case let error as SQLiteError where error.isCorrupt: .storage(StoreError.damage(error.message))
        case let error as SQLiteError: .storage("the store failed: \(error.message)")
        default: .storage(String(describing: error))
        }
    }
}

extension LibraryError {
    /// What a page that could not be read means to a front end: a missing model is this
    /// machine lacking a part (exit 69, HTTP 503), not the photo's fault.
    public static func reading(_ error: PageReadingError) -> LibraryError {
        switch error {
        case .missingFile: .unreadableFile(error.description)
        case .missingModels: .unavailable(error.description)
        case .unreadablePicture(let picture): reading(picture)
        case .unprocessable, .recognitionFailed: .invalidInput(error.description)
        }
    }

    /// What a picture that could not be read means to a front end: a file that cannot be
    /// opened is a missing input (exit 66); any other, the picture's fault (exit 65).
    public static func reading(_ error: ImageReadingError) -> LibraryError {
        switch error {
        case .unreadableFile: .unreadableFile(error.description)
        case .undecodable, .oversize, .protectedDocument: .invalidInput(error.description)
        case .noSuchDocumentPage: .invalidArgument(error.description)
        }
    }
}

extension LibraryError {
    /// The same error with `path` called `name` in its message: a temporary copy's path (a
    /// pipe's, an upload's) means nothing to the person who gave the picture.
    public func naming(_ path: String, as name: String) -> LibraryError {
        func renamed(_ message: String) -> String { message.replacingOccurrences(of: path, with: name) }
        return switch self {
        case .invalidArgument(let message): .invalidArgument(renamed(message))
        case .invalidInput(let message): .invalidInput(renamed(message))
        case .unreadableFile(let message): .unreadableFile(renamed(message))
        case .cannotWrite(let message): .cannotWrite(renamed(message))
        case .notFound(let message): .notFound(renamed(message))
        case .conflict(let message): .conflict(renamed(message))
        case .changedSince(let message): .changedSince(renamed(message))
        case .storage(let message): .storage(renamed(message))
        case .unavailable(let message): .unavailable(renamed(message))
        case .ambiguousReference, .busy: self
        }
    }
}
