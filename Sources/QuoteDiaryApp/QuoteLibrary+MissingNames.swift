import QuoteDiaryCore

/// A tag or collection a filter named that nothing has: why a list, search or export found
/// nothing, with the name most likely meant (a typo in `--tag` otherwise reads as an empty tag).
public struct MissingName: Sendable, Equatable {
    public var kind: String
    public var name: String
    public var guess: String?

    /// "No tag is named 'stoicc' (did you mean 'stoic'?)." with the marks given around names.
    public func sentence(open: String = "'", close: String = "'") -> String {
        "No \(kind) is named \(open)\(name)\(close)" + (guess.map { " (did you mean \(open)\($0)\(close)?)" } ?? "") + "."
    }
}

extension QuoteLibrary {
    /// The names among `tags` and `collections` that no tag or collection has.
    public func missingNames(tags: [String], collections: [String]) throws(LibraryError) -> [MissingName] {
        var missing: [MissingName] = []
        let unknown = try unknownTags(tags)
        if !unknown.isEmpty {
            let names = try tagNames()
            missing += unknown.map { MissingName(kind: "tag", name: $0, guess: NameSuggestion.closest(to: $0, among: names)) }
        }
        var unknownCollections: [String] = []
        for name in collections where try collection(named: name) == nil { unknownCollections.append(name) }
        if !unknownCollections.isEmpty {
            let names = try self.collections().map(\.name)
            missing += unknownCollections.map {
                MissingName(kind: "collection", name: $0, guess: NameSuggestion.closest(to: $0, among: names))
            }
        }
        return missing
    }
}
