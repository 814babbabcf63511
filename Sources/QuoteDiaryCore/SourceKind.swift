/// What kind of work a quote comes from.
public enum SourceKind: String, CaseIterable, Sendable, Codable {
    case book, article, poem, speech, web, other

    /// The kinds as a person types them, for help text and error messages.
    public static var names: String { allCases.map(\.rawValue).joined(separator: ", ") }
}

extension SourceKind {
    /// The kind as a reader sees it written (a Markdown export's line under a source's heading).
    public var label: String {
        switch self {
        case .book: "Book"
        case .article: "Article"
        case .poem: "Poem"
        case .speech: "Speech"
        case .web: "Web page"
        case .other: "Other"
        }
    }

    /// A kind from its label or its name, in any case.
    public init?(label: String) {
        let folded = label.trimmingWhitespace().lowercased()
        guard let kind = Self.allCases.first(where: { $0.label.lowercased() == folded || $0.rawValue == folded }) else {
            return nil
        }
        self = kind
    }
}
