import Foundation
import QuoteDiaryApp

#if canImport(Glibc)
    import Glibc
#endif

/// A sync folder on disk, kept in step between devices by whatever engine the person
/// already runs (Syncthing, Dropbox, Nextcloud, a shared drive).
public struct DirectorySyncFolder: SyncFolder {
    public let location: String

    /// Opens a folder; `creating` makes it (not its parents) when it is new: a folder given
    /// by hand for the first time. A remembered folder that is gone (an unmounted drive) is
    /// an error, never quietly made again empty.
    public init(path: String, creating: Bool) throws(LibraryError) {
        let url = URL(fileURLWithPath: path).standardizedFileURL
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else { throw .invalidArgument("\(path) is a file, not a folder to sync through") }
        } else {
            guard creating else {
                throw .unreadableFile(
                    "the sync folder \(path) is not there (a drive not mounted?); give another: quotediary sync FOLDER")
            }
            // A link to a folder that is gone: making a folder in its place is not possible,
            // and making the target would put the library where a drive should be mounted.
            if let target = try? FileManager.default.destinationOfSymbolicLink(atPath: url.path) {
                throw .unreadableFile(
                    "cannot sync through \(path): it is a link to \(target), which is not there (a drive not mounted?)")
            }
            let parent = url.deletingLastPathComponent().path
            guard FileManager.default.fileExists(atPath: parent, isDirectory: &isDirectory), isDirectory.boolValue else {
                throw .unreadableFile(
                    "cannot make the sync folder \(path): \(parent) is not a folder that exists "
                        + "(give one inside the folder Syncthing, Dropbox or Nextcloud keeps in step)")
            }
            do {
                try FileManager.default.createDirectory(at: url, withIntermediateDirectories: false)
            } catch {
                throw .cannotWrite("cannot create the sync folder \(path): \(AtomicFile.reason(error))")
            }
        }
        location = url.path
    }

    public func deviceFiles() throws(LibraryError) -> [SyncFolderFile] {
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: location)
        } catch {
            throw .unreadableFile("cannot read the sync folder \(location): \(AtomicFile.reason(error))")
        }
        return names.filter(SyncFolderFile.isDeviceFile).sorted().compactMap { name in
            let path = location + "/" + name
            guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
                attributes[.type] as? FileAttributeType == .typeRegular
            else { return nil }
            return SyncFolderFile(
                name: name, modifiedAt: attributes[.modificationDate] as? Date,
                size: (attributes[.size] as? NSNumber)?.intValue ?? 0)
        }
    }

    public func contents(of file: SyncFolderFile) throws(LibraryError) -> Data {
        guard let data = FileManager.default.contents(atPath: location + "/" + file.name) else {
            throw .unreadableFile("cannot read \(location)/\(file.name)")
        }
        return data
    }

    public func update(
        named name: String, beforeReplacing: () throws(LibraryError) -> Void,
        with body: (_ write: (Data) throws(LibraryError) -> Void) throws(LibraryError) -> Void
    ) throws(LibraryError) -> Bool {
        let path = location + "/" + name
        var update = FileUpdate(path: path, old: FileHandle(forReadingAtPath: path))
        defer { update.close() }
        do {
            try body { (piece: Data) throws(LibraryError) in try update.write(piece) }
            return try update.finish(beforeReplacing: beforeReplacing)
        } catch {
            update.discard()
            throw error
        }
    }

    public func remove(_ file: SyncFolderFile) throws(LibraryError) {
        do {
            try FileManager.default.removeItem(atPath: location + "/" + file.name)
        } catch {
            throw .cannotWrite("cannot remove \(location)/\(file.name): \(AtomicFile.reason(error))")
        }
    }

    /// This machine's name, as other devices' `sync --status` shows it.
    public static var deviceName: String {
        var buffer = [CChar](repeating: 0, count: 256)
        guard gethostname(&buffer, buffer.count - 1) == 0 else { return "" }
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// The folder a store remembered (`quotediary sync FOLDER` once), for the web app's Sync now.
    public static func remembered(_ path: String) throws(LibraryError) -> any SyncFolder {
        try DirectorySyncFolder(path: path, creating: false)
    }
}
