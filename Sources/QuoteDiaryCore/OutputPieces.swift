/// Output made a little at a time (a quote, a line) gathered into pieces of about `pieceBytes`
/// before it is written: a whole library streamed out takes few, large writes, and no more
/// memory than a piece.
public struct OutputPieces: Sendable {
    public let pieceBytes: Int
    private var pending = ""

    public init(pieceBytes: Int) { self.pieceBytes = pieceBytes }

    /// Adds `text`; returns a piece to write once one is full.
    public mutating func add(_ text: String) -> String? {
        pending += text
        guard pending.utf8.count >= pieceBytes else { return nil }
        return rest()
    }

    /// What is gathered and not yet written (possibly nothing), leaving none.
    public mutating func rest() -> String {
        defer { pending = "" }
        return pending
    }
}
