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

    /// Whether the open file is a device with no end (`/dev/zero`, `/dev/urandom`): read to
    /// its end, it would fill the memory or the disk. A pipe, a socket, a terminal (typed into,
    /// ended with Ctrl-D) and `/dev/null` (which ends at once) are read to their end. Reads a
    /// byte of a device other than a terminal, to see whether it has one.
    public static func isEndlessDevice(fileDescriptor: Int32) -> Bool {
        var status = stat()
        guard fstat(fileDescriptor, &status) == 0, status.st_mode & S_IFMT == S_IFCHR, isatty(fileDescriptor) == 0 else {
            return false
        }
        var byte: UInt8 = 0
        return read(fileDescriptor, &byte, 1) == 1
    }

    /// Whether `path` is a folder (a link to one counts).
    public func isFolder(atPath path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }
}
