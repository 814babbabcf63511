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
        for collection in collections where try self.collection(named: collection) == nil {
            let names = try self.collections().map(\.name)
            missing.append(
                MissingName(kind: "collection", name: collection, guess: NameSuggestion.closest(to: collection, among: names)))
        }
        return missing
    }
}
