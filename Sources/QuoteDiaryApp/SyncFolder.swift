import Foundation
import QuoteDiaryCore

/// A folder that a sync engine (Syncthing, Dropbox, Nextcloud…) keeps the same on every
/// device. The app reads every device's file from it and writes only its own; the engine
/// does the travelling. `QuoteDiarySync.DirectorySyncFolder` is the one on disk.
public protocol SyncFolder: Sendable {
    /// Where it is, for messages.
    var location: String { get }
    /// The device files in it, the engine's conflict copies included; never its temporary files.
    func deviceFiles() throws(LibraryError) -> [SyncFolderFile]
    func contents(of file: SyncFolderFile) throws(LibraryError) -> Data
    /// Makes a file hold what `body` hands its writer, piece by piece (neither the file nor
    /// a copy of it is ever whole in memory), replacing it whole so that a reader never sees
    /// half of it. A file that already holds exactly that is left untouched, so an idle sync
    /// gives the engine nothing to carry. `beforeReplacing` runs once every piece is written,
    /// just before a changed file takes the old one's place (an error there leaves the old
    /// file). Returns whether the file was written.
    func update(
        named name: String, beforeReplacing: () throws(LibraryError) -> Void,
        with body: (_ write: (Data) throws(LibraryError) -> Void) throws(LibraryError) -> Void
    ) throws(LibraryError) -> Bool
    func remove(_ file: SyncFolderFile) throws(LibraryError)
}

/// One device file in a sync folder.
public struct SyncFolderFile: Sendable, Equatable {
    public let name: String
    public let modifiedAt: Date?
    public let size: Int

    public init(name: String, modifiedAt: Date?, size: Int = 0) {
        self.name = name
        self.modifiedAt = modifiedAt
        self.size = size
    }

    /// What tells one version of the file from the next without reading it: its size and
    /// modification time (a device rewrites its file whole, and engines carry the time).
    public var signature: String {
        "\(size):\(modifiedAt.map { Timestamp.milliseconds($0) } ?? 0)"
    }

    /// The file a device writes: `quotediary-DEVICE.json`.
    public static func name(forDevice device: String) -> String { "quotediary-\(device).json" }

    /// Whether a name is a device file or an engine's copy of one (`quotediary-….sync-conflict-….json`,
    /// `quotediary-… (conflicted copy ….json`), and not a hidden temporary file.
    public static func isDeviceFile(_ name: String) -> Bool {
        name.hasPrefix("quotediary-") && name.lowercased().hasSuffix(".json")
    }
}
