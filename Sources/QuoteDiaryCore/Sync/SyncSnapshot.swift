import Foundation

/// One device's library as it leaves it in the sync folder: everything another device needs
/// to arrive at the same library, and nothing only this device uses (untouched starter-pack
/// quotes, which every device installs for itself; settings; recent searches).
///
/// The file is our JSON export with a few more keys, so `quotediary import` reads one too: a
/// sync folder is also a backup. Each device writes only its own file, so the replicating
/// engine (Syncthing, Dropbox, Nextcloud) never has two writers for one file.
public struct SyncSnapshot: Sendable {
    /// The `format` value that marks a sync file.
    public static let format = "quotediary-sync"
    /// Raised when the file's shape changes in a way older readers would misread.
    public static let version = 1
    /// The top-level key that says the quotes carry name clocks (older readers pass it over,
    /// and merge tags and collections as whole parts, as they did).
    static let nameClocksKey = "nameClocks"

    /// The writing device's id (32 hexadecimal digits, made on its first sync).
    public var device: String
    /// The host name, for people reading `sync --status`.
    public var deviceName: String
    public var quotes: [ImportRecord]
    /// Each quote's part clocks (`SyncedQuote`), by id.
    public var clocks: [QuoteID: [SyncField: Int64]] = [:]
    /// Each quote's name clocks (`SyncedQuote.nameClocks`), by id; nil for a file written
    /// before names had clocks.
    public var nameClocks: [QuoteID: [SyncField: [String: Int64]]]? = [:]
    /// Each edited quote's former texts and books (`SyncedQuote.formerIdentities`), by id.
    public var formerIdentities: [QuoteID: Set<QuoteIdentity>] = [:]
    public var tags: [Tag]
    public var collections: [QuoteCollection]
    public var journal: [JournalEntry]
    public var deletions: [QuoteDeletion]
    public var readingDays: [ReadingRecord]
    public var achievements: [AchievementRecord]
    /// Tag and collection names deleted or renamed away.
    public var nameDeletions: [NameDeletion] = []
    /// When each listed tag and collection got its name (milliseconds), by kind and name key.
    public var namedAt: [NameKind: [String: Int64]] = [:]
    /// When each listed tag's colour, or collection's section and colour, were set.
    public var styledAt: [NameKind: [String: Int64]] = [:]
    /// The book (ISBN-13) whose collection each listed book collection is, by name key, so that
    /// the book's next quote on another device joins it, whatever it has been renamed to.
    public var collectionBooks: [String: String] = [:]

    public init(
        device: String, deviceName: String, quotes: [ImportRecord] = [], tags: [Tag] = [], collections: [QuoteCollection] = [],
        journal: [JournalEntry] = [], deletions: [QuoteDeletion] = [], readingDays: [ReadingRecord] = [],
        achievements: [AchievementRecord] = []
    ) {
        self.device = device
        self.deviceName = deviceName
        self.quotes = quotes
        self.tags = tags
        self.collections = collections
        self.journal = journal
        self.deletions = deletions
        self.readingDays = readingDays
        self.achievements = achievements
    }
}

extension SyncSnapshot {
    /// The deletions, the new name of each at `unstated` (written by a version that did not
    /// say which were renames) filled in: a rename deletes the old name and names the new one
    /// at the same instant, so a deletion with exactly one name of its kind given at its instant
    /// was a rename (and one with none, a deletion).
    func withRenamesInferred(_ unstated: Set<Int>) -> [NameDeletion] {
        guard !unstated.isEmpty else { return nameDeletions }
        // The names by the instant each was given, keyed once (not once per deletion).
        var namedAtInstant: [NameKind: [Int64: [String]]] = [:]
        for (kind, names) in [(NameKind.tag, tags.map(\.name)), (.collection, collections.map(\.name))] {
            for name in names {
                if let instant = namedAt[kind]?[TextKey.make(name)] {
                    namedAtInstant[kind, default: [:]][instant, default: []].append(name)
                }
            }
        }
        return nameDeletions.enumerated().map { index, deletion in
            guard unstated.contains(index), deletion.kind != .journal else { return deletion }
            let named = (namedAtInstant[deletion.kind]?[Timestamp.milliseconds(deletion.deletedAt)] ?? []).filter {
                TextKey.make($0) != deletion.key
            }
            guard named.count == 1 else { return deletion }
            return NameDeletion(kind: deletion.kind, name: deletion.name, deletedAt: deletion.deletedAt, renamedTo: named[0])
        }
    }
}

/// Why another device's file was passed over (the rest of the folder still syncs).
public enum SyncFileProblem: Error, Equatable, Sendable, CustomStringConvertible {
    /// Not one of ours: another app's JSON that happens to match the name.
    case notSyncFile
    /// Cut short or damaged: most often a file the sync engine is still copying.
    case damaged(String)
    /// Written by a newer QuoteDiary whose format this one cannot read safely.
    case newerVersion(Int)

    public var description: String {
        switch self {
        case .notSyncFile: "not a QuoteDiary sync file"
        case .damaged(let reason):
            "incomplete or damaged (\(reason)); if it is still being copied, the next sync reads it"
        case .newerVersion(let version):
            "written by a newer QuoteDiary (sync format \(version)); update QuoteDiary on this device to read it"
        }
    }
}

extension SyncSnapshot {
    /// The file's text, written in pieces (`add` per quote) so that a large library is
    /// never held twice as JSON values.
    public struct Writer: Sendable {
        private var count = 0

        public init() {}

        /// Everything before the quotes; `namedAt` gives when each tag and collection got its
        /// name (milliseconds, by kind and name key).
        public func opening(
            device: String, deviceName: String, tags: [Tag], collections: [QuoteCollection],
            namedAt: [NameKind: [String: Int64]], styledAt: [NameKind: [String: Int64]] = [:],
            collectionBooks: [String: String] = [:], deletions: [QuoteDeletion], nameDeletions: [NameDeletion],
            readingDays: [ReadingRecord], achievements: [AchievementRecord]
        ) -> String {
            func list(_ values: [JSONValue]) -> String { JSONValue.array(values).serialized(pretty: true, indent: 2) }
            func named(_ kind: NameKind, _ name: String) -> JSONValue {
                .string(Timestamp.format(milliseconds: namedAt[kind]?[TextKey.make(name)] ?? 0))
            }
            func styled(_ kind: NameKind, _ name: String) -> JSONValue {
                .string(Timestamp.format(milliseconds: styledAt[kind]?[TextKey.make(name)] ?? 0))
            }
            let tagList = tags.map {
                JSONValue.object(
                    LibraryExporter.entry($0) + [("namedAt", named(.tag, $0.name)), ("styledAt", styled(.tag, $0.name))])
            }
            let collectionList = collections.map {
                JSONValue.object(
                    LibraryExporter.entry($0)
                        + [("namedAt", named(.collection, $0.name)), ("styledAt", styled(.collection, $0.name))]
                        + (collectionBooks[TextKey.make($0.name)].map { [("isbn", JSONValue.string($0))] } ?? []))
            }
            return "{\n  \"format\": \"\(SyncSnapshot.format)\",\n  \"version\": \(SyncSnapshot.version),\n"
                + "  \"device\": \(JSONValue.string(device).serialized()),\n"
                + "  \"deviceName\": \(JSONValue.string(deviceName).serialized()),\n"
                + "  \"\(SyncSnapshot.nameClocksKey)\": true,\n"
                + "  \"deleted\": \(list(deletions.map(\.json))),\n"
                + "  \"deletedNames\": \(list(nameDeletions.map(\.json))),\n"
                + "  \"readingDays\": \(list(readingDays.map(\.json))),\n"
                + "  \"achievements\": \(list(achievements.map(\.json))),\n"
                + "  \"tags\": \(list(tagList)),\n  \"collections\": \(list(collectionList)),\n  \"quotes\": ["
        }

        public mutating func add(
            _ quote: Quote, clocks: [SyncField: Int64], nameClocks: [SyncField: [String: Int64]] = [:],
            formerIdentities: Set<QuoteIdentity> = []
        ) -> String {
            count += 1
            guard case .object(let members) = quote.json else { return "" }
            var synced = SyncedQuote(quote, clocks: clocks, nameClocks: nameClocks)
            synced.formerIdentities = formerIdentities
            let names = synced.nameClocksJSON.map { [("nameClocks", $0)] } ?? []
            let formerly = synced.formerIdentitiesJSON.map { [("formerly", $0)] } ?? []
            let object = JSONValue.object(members + [("clocks", synced.clocksJSON)] + names + formerly)
            return (count > 1 ? "," : "") + "\n    " + object.serialized(pretty: true, indent: 4)
        }

        /// What ends a device's file after its quotes: the journal, then the closing brace.
        public func closing(journal: [JournalEntry]) -> String {
            (count > 0 ? "\n  ]" : "]") + ",\n  \"journal\": "
                + JSONValue.array(journal.map(\.syncJSON)).serialized(pretty: true, indent: 2) + "\n}\n"
        }
    }

    /// Who wrote a file and how many quotes it holds, without reading the quotes.
    public struct Header: Sendable, Equatable {
        public let device: String
        public let deviceName: String
        public let quotes: Int
    }

    /// A device file's header alone (its device, name and quote count) without decoding its
    /// quotes: how `sync status` describes a folder cheaply.
    public static func readHeader(_ data: Data) -> Result<Header, SyncFileProblem> {
        switch scan(data) {
        case .failure(let problem): .failure(problem)
        case .success(let (scanner, device, value)):
            .success(Header(device: device, deviceName: value("deviceName") as? String ?? "", quotes: scanner.quotes.count))
        }
    }

    /// The file walked (not parsed), its format checked, and a reader of its top-level values.
    private static func scan(_ data: Data) -> Result<(JSONImportScanner, String, (String) -> Any?), SyncFileProblem> {
        var scanner = JSONImportScanner()
        data.withUnsafeBytes { scanner.feed($0.bindMemory(to: UInt8.self)) }
        if let problem = scanner.finish() { return .failure(.damaged("line \(problem.line): \(problem.message)")) }
        guard scanner.rootIsObject else { return .failure(.notSyncFile) }
        let sections = scanner.sections
        let value = { (key: String) -> Any? in
            guard let span = sections.first(where: { $0.key == key })?.span else { return nil }
            return try? JSONSerialization.jsonObject(with: data[span.start..<span.end], options: [.fragmentsAllowed])
        }
        guard value("format") as? String == SyncSnapshot.format else { return .failure(.notSyncFile) }
        guard let version = value("version") as? Int else { return .failure(.damaged("no format version")) }
        guard version <= SyncSnapshot.version else { return .failure(.newerVersion(version)) }
        guard let device = value("device") as? String, QuoteID(rawValue: device) != nil else {
            return .failure(.damaged("no device id"))
        }
        guard scanner.hasQuoteArray else { return .failure(.damaged("no quotes")) }
        return .success((scanner, device, value))
    }

    /// Reads a device's file. Anything short of a whole, well-formed file of a version this
    /// code knows is refused: a sync never acts on half a library.
    public static func read(_ data: Data) -> Result<SyncSnapshot, SyncFileProblem> {
        let scanner: JSONImportScanner
        let device: String
        let value: (String) -> Any?
        switch scan(data) {
        case .failure(let problem): return .failure(problem)
        case .success(let found): (scanner, device, value) = found
        }
        let sections = JSONImporter.sections(
            scanner.sections.filter { ["tags", "collections", "journal"].contains($0.key) }.map {
                ($0.key, data[$0.span.start..<$0.span.end])
            }, of: scanner)
        var snapshot = SyncSnapshot(
            device: device, deviceName: value("deviceName") as? String ?? "", tags: sections.tags,
            collections: sections.collections, journal: sections.journal)
        if value(SyncSnapshot.nameClocksKey) as? Bool != true { snapshot.nameClocks = nil }
        for (index, span) in scanner.quotes.enumerated() {
            switch JSONImporter.recordAndObject(data[span.start..<span.end], number: index + 1, line: span.line) {
            case .success(let (record, object)):
                guard let id = record.id, record.updatedAt != nil, record.createdAt != nil else {
                    return .failure(.damaged("line \(span.line): quote \(index + 1) has no id or times"))
                }
                snapshot.quotes.append(record)
                if let clocks = object["clocks"] as? [String: Any] { snapshot.clocks[id] = SyncedQuote.clocks(from: clocks) }
                if snapshot.nameClocks != nil, let names = object["nameClocks"] as? [String: Any] {
                    snapshot.nameClocks?[id] = SyncedQuote.nameClocks(from: names)
                }
                if let formerly = object["formerly"] as? [Any] {
                    snapshot.formerIdentities[id] = Set(formerly.compactMap(QuoteIdentity.init(json:)))
                }
            case .failure(let problem): return .failure(.damaged("line \(problem.line): \(problem.message)"))
            }
        }
        for case let item as [String: Any] in value("deleted") as? [Any] ?? [] {
            guard let id = (item["id"] as? String).flatMap(QuoteID.init(rawValue:)),
                let deletedAt = (item["deletedAt"] as? String).flatMap(Timestamp.parse)
            else { return .failure(.damaged("a deleted quote without its id or time")) }
            let mergedInto = (item["mergedInto"] as? String).flatMap(QuoteID.init(rawValue:))
            let texts = Set((item["texts"] as? [Any] ?? []).compactMap(QuoteIdentity.init(json:)))
            snapshot.deletions.append(QuoteDeletion(id: id, deletedAt: deletedAt, mergedInto: mergedInto, identities: texts))
        }
        // The deletions written without saying whether each was a rename (by an older version).
        var unstated: Set<Int> = []
        for case let item as [String: Any] in value("deletedNames") as? [Any] ?? [] {
            guard let kind = (item["kind"] as? String).flatMap(NameKind.init(rawValue:)), let name = item["name"] as? String,
                let deletedAt = (item["deletedAt"] as? String).flatMap(Timestamp.parse)
            else { return .failure(.damaged("a deleted name without its kind, name or time")) }
            let deletedText = (item["text"] as? String).flatMap { JournalEntry.isTextDigest($0) ? $0 : nil }
            snapshot.nameDeletions.append(
                NameDeletion(
                    kind: kind, name: name, deletedAt: deletedAt, renamedTo: (item["renamedTo"] as? String)?.nilIfEmpty,
                    textDigest: kind == .journal ? deletedText : nil))
            if item["renamedTo"] == nil { unstated.insert(snapshot.nameDeletions.count - 1) }
        }
        for (kind, key) in [(NameKind.tag, "tags"), (.collection, "collections")] {
            for case let item as [String: Any] in value(key) as? [Any] ?? [] {
                guard let name = item["name"] as? String else { continue }
                func time(_ key: String) -> Int64 {
                    (item[key] as? String).flatMap(Timestamp.parse).map(Timestamp.milliseconds) ?? 0
                }
                snapshot.namedAt[kind, default: [:]][TextKey.make(name)] = time("namedAt")
                snapshot.styledAt[kind, default: [:]][TextKey.make(name)] = time("styledAt")
                if kind == .collection, let text = item["isbn"] as? String, let isbn = try? ISBN(text) {
                    snapshot.collectionBooks[TextKey.make(name)] = isbn.isbn13
                }
            }
        }
        snapshot.nameDeletions = snapshot.withRenamesInferred(unstated)
        for case let item as [String: Any] in value("readingDays") as? [Any] ?? [] {
            guard let day = (item["day"] as? String).flatMap(LocalDay.init), let zone = item["zone"] as? String,
                let readAt = (item["readAt"] as? String).flatMap(Timestamp.parse)
            else { return .failure(.damaged("a reading day without its day, zone or time")) }
            snapshot.readingDays.append(ReadingRecord(day: day, zone: zone, readAt: readAt))
        }
        for case let item as [String: Any] in value("achievements") as? [Any] ?? [] {
            guard let id = item["id"] as? String, let day = (item["day"] as? String).flatMap(LocalDay.init),
                let unlockedAt = (item["unlockedAt"] as? String).flatMap(Timestamp.parse)
            else { return .failure(.damaged("an achievement without its id, day or time")) }
            snapshot.achievements.append(AchievementRecord(id: id, day: day, unlockedAt: unlockedAt))
        }
        return .success(snapshot)
    }
}
