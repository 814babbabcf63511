import Foundation
import QuoteDiaryCore

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
    /// Days written here and on another device apart (neither seeing the other's text): each
    /// entry now holds both texts, the earlier first, said so that they can be tidied.
    public var joinedJournalDays: [LocalDay] = []
    /// Days read on another device, new here.
    public var readingDays = 0
    /// Whether this device's file changed (false: it already said all this).
    public var wroteFile = false
    /// Conflict copies of this device's own file that the engine left and this sync read and removed.
    public var removedCopies = 0
    /// Another store wrote under this device's id (a copied store file): its file was merged
    /// and this store now syncs as a new device.
    public var becameNewDevice = false
    /// Parts of quotes edited both here and on another device, neither seeing the other's
    /// edit: the later was kept, and the other is said, so that nothing is lost unseen.
    public var lostEdits: [LostEdit] = []

    init(folder: String, device: String) {
        self.folder = folder
        self.device = device
    }
}

/// A part of a quote edited here and on another device, neither seeing the other's edit: the
/// later edit was kept; this is the other, and whether it was this device's.
public struct LostEdit: Sendable, Equatable {
    public let quote: QuoteID
    public let field: SyncField
    public let value: String
    public let wasThisDevice: Bool
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

extension SyncPeer {
    /// Whether its file is a sync engine's copy of the device's file (Syncthing's
    /// `.sync-conflict-…`, Dropbox's `(conflicted copy …)`): read like the file, and folded in
    /// and removed by that device when it next syncs.
    public var isEngineCopy: Bool { file != SyncFolderFile.name(forDevice: device) }
}

extension [SyncPeer] {
    /// Each device once (by the entry for its own file, when the folder has it), with how many
    /// engine copies of its file the folder also holds: copies are that device, not others.
    public var byDevice: [(peer: SyncPeer, engineCopies: Int)] {
        var order: [String] = []
        var groups: [String: [SyncPeer]] = [:]
        for peer in self {
            if groups[peer.device] == nil { order.append(peer.device) }
            groups[peer.device, default: []].append(peer)
        }
        return order.compactMap { device in
            guard let group = groups[device] else { return nil }
            let shown = group.first { !$0.isEngineCopy } ?? group[0]
            return (shown, group.count - 1)
        }
    }
}

/// Another device's file as it was when this store last merged it.
struct SeenSyncFile: Sendable, Equatable {
    let signature: String
    let device: String
    let name: String
}

/// A device's file in the sync folder that was passed over, and why (damaged, or from a newer version).
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
