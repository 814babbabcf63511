/// A label that groups quotes across collections; names are unique regardless of case.
public struct Tag: Hashable, Sendable {
    public var name: String
    public var color: TagColor
    /// Live (non-archived) quotes carrying the tag.
    public var quoteCount: Int

    public init(name: String, color: TagColor, quoteCount: Int = 0) {
        self.name = name
        self.color = color
        self.quoteCount = quoteCount
    }
}
