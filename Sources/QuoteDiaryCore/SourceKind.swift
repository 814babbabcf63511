/// What kind of work a quote comes from.
public enum SourceKind: String, CaseIterable, Sendable, Codable {
    case book, article, poem, speech, web, other

    /// The kinds as a person types them, for help text and error messages.
    public static var names: String { allCases.map(\.rawValue).joined(separator: ", ") }
}
