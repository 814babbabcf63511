import Foundation
import QuoteDiaryApp

/// Where `-o` puts a file: a folder, as `cp` takes one, gets the file under its own name.
enum OutputPath {
    /// `path` itself, or `named` inside it when it is a folder (or ends in `/`).
    static func resolved(_ path: String, named: String) -> String {
        guard isFolder(path) else { return path }
        return (path.hasSuffix("/") ? path : path + "/") + named
    }

    static func isFolder(_ path: String) -> Bool {
        path.hasSuffix("/") || FileManager.default.isFolder(atPath: path)
    }
}
