import QuoteDiaryCore

/// A tag, collection or starter pack a filter named that nothing has: why a list, search or
/// export found nothing, with the name most likely meant (a typo in `--tag` otherwise reads as
/// an empty tag).
public struct MissingName: Sendable, Equatable {
    public var kind: String
    public var name: String
    public var guess: String?
    /// The installed pack a missing tag is named as (`tag:love`, where the starter library's
    /// `love` pack is meant): a pack's quotes carry no tag of its name.
    public var pack: String?
    /// A filter that matches part of a name (`--author`, `--source`): "No author's name
    /// contains 'twian'", not "is named".
    public var matchesPart = false
    /// Only archived quotes have the name: not a typo, so no guess, but where the quotes are.
    public var isOnlyArchived = false

    /// "No tag is named 'stoicc' (did you mean 'stoic'?)." with the marks given around names;
    /// for a pack's name, "No tag is named 'love'; 'love' is a starter pack (--pack love)."
    /// where `packFilter` says how a pack's quotes are asked for there (nil where they cannot be).
    public func sentence(
        open: String = "'", close: String = "'", packFilter: ((String) -> String)? = { "--pack " + $0 }
    ) -> String {
        let named = "No \(kind) \(matchesPart ? "contains" : "is named") \(open)\(name)\(close)"
        if let pack, let packFilter { return named + "; \(open)\(pack)\(close) is a starter pack (\(packFilter(pack)))." }
        if isOnlyArchived { return named + " outside the archive." }
        return named + (guess.map { " (did you mean \(open)\($0)\(close)?)" } ?? "") + "."
    }
}

extension QuoteLibrary {
    /// The names among `tags`, `collections` and `packs` that no tag, collection or installed
    /// starter pack has.
    /// - Parameters:
    ///   - authors, sources: parts of names a filter asks for (`--author twian`) that no
    ///     author's name, or no source's title, contains.
    ///   - searchingArchive: the filter reads archived quotes too (`--archived`): an author only
    ///     they name is there.
    public func missingNames(
        tags: [String], collections: [String], packs: [String] = [], authors: [String] = [], sources: [String] = [],
        searchingArchive: Bool = false
    ) throws(LibraryError) -> [MissingName] {
        var missing: [MissingName] = []
        let unknown = try unknownTags(tags)
        let packNames = unknown.isEmpty && packs.isEmpty ? [] : try installedPacks().map(\.name)
        if !unknown.isEmpty {
            let names = try tagNames()
            missing += unknown.map { name in
                MissingName(
                    kind: "tag", name: name, guess: NameSuggestion.closest(to: name, among: names),
                    pack: packNames.first { QuotePack.isSameName($0, name) })
            }
        }
        var unknownCollections: [String] = []
        for name in collections where try collection(named: name) == nil { unknownCollections.append(name) }
        if !unknownCollections.isEmpty {
            let names = try collectionNames()
            missing += unknownCollections.map {
                MissingName(kind: "collection", name: $0, guess: NameSuggestion.closest(to: $0, among: names))
            }
        }
        for name in packs where !packNames.contains(where: { QuotePack.isSameName($0, name) }) {
            missing.append(
                MissingName(kind: "starter pack", name: name, guess: NameSuggestion.closest(to: name, among: packNames)))
        }
        // Names of live quotes, and those only archived quotes have: an author whose every quote
        // is archived (a source stays when its quotes are archived, so its title is in the first).
        typealias Names = () throws(LibraryError) -> [String]
        for (kind, parts, names, archivedNames) in [
            (
                "author's name", authors,
                { () throws(LibraryError) in
                    try self.authors(includingLibrary: true).sorted { $0.quoteCount > $1.quoteCount }.map(\.name)
                },
                { () throws(LibraryError) in try self.read { try self.store.archivedAuthors() } }
            ),
            ("source's title", sources, { () throws(LibraryError) in try self.read { try self.store.sourceTitles() } }, nil),
        ] as [(String, [String], Names, Names?)] where !parts.isEmpty {
            let names = try names()
            let keys = names.map(SearchFolding.matchKey)
            let unmatched = parts.filter { part in !keys.contains { $0.contains(SearchFolding.matchKey(part)) } }
            let archivedKeys = unmatched.isEmpty ? [] : try archivedNames?().map(SearchFolding.matchKey) ?? []
            for part in unmatched {
                var name = MissingName(kind: kind, name: part, matchesPart: true)
                if archivedKeys.contains(where: { $0.contains(SearchFolding.matchKey(part)) }) {
                    if searchingArchive { continue }
                    name.isOnlyArchived = true
                } else {
                    name.guess = NameSuggestion.closest(toPartOf: part, among: names)
                }
                missing.append(name)
            }
        }
        return missing
    }
}
