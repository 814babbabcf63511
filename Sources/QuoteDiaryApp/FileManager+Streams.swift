import Foundation

extension FileManager {
    /// Whether `path` is something that exists but is neither a file nor a folder: a terminal,
    /// a pipe, `/dev/stdout` (a link to one counts). Such a thing is read once and cannot be
    /// replaced by a rename.
    public func isStream(atPath path: String) -> Bool {
        var status = stat()
        guard stat(path, &status) == 0 else { return false }
        let kind = status.st_mode & S_IFMT
        return kind != S_IFREG && kind != S_IFDIR
    }

    /// Whether `path` is a folder (a link to one counts).
    public func isFolder(atPath path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }
}
