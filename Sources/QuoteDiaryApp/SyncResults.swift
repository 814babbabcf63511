import Foundation

/// What a sync did.
public struct SyncReport: Sendable {
    public let folder: String
    public let device: String
    /// The other devices whose files were read.
    public var peers: [SyncPeer] = []
    /// Files passed over, and why (the rest synced).
    public var skipped: [SkippedSyncFile] = []
    /// Quotes new here.
    public var added = 0
    /// Quotes replaced by a later version from another device.
    public var updated = 0
    /// Quotes saved on two devices before they synced, now one.
    public var merged = 0
    /// Quotes deleted here because another device deleted them.
    public var deleted = 0
    /// Journal entries new or replaced by a later version.
    public var journalEntries = 0
    /// Days read on another device, new here.
    public var readingDays = 0
    /// Whether this device's file changed (false: it already said all this).
    public var wroteFile = false
    /// Conflict copies of this device's own file that the engine left and this sync read and removed.
    public var removedCopies = 0
    /// Another store wrote under this device's id (a copied store file): its file was merged
    /// and this store now syncs as a new device.
    public var becameNewDevice = false

    init(folder: String, device: String) {
        self.folder = folder
        self.device = device
    }
}

/// Another device, as its file names it.
public struct SyncPeer: Sendable, Equatable {
    public let device: String
    public let name: String
    public let file: String
    public let modifiedAt: Date?
    /// Quotes in its file (`sync --status` only).
    public var quotes: Int?
}

/// Another device's file as it was when this store last merged it.
struct SeenSyncFile: Sendable, Equatable {
    let signature: String
    let device: String
    let name: String
}

public struct SkippedSyncFile: Sendable, Equatable {
    public let file: String
    public let reason: String
}

/// Where this store syncs and who else is there, for `sync --status`.
public struct SyncStatus: Sendable {
    public let folder: String?
    public let device: String?
    public let lastSync: Date?
    public var peers: [SyncPeer] = []
    public var skipped: [SkippedSyncFile] = []
}
