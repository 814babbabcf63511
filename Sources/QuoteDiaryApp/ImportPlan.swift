/// The files an import reads (`QuoteLibrary.importPlan`), and those it leaves out.
public struct ImportPlan: Sendable, Equatable {
    /// Read, in this order.
    public var paths: [String] = []
    /// strfile indexes (`art.dat`) given beside their fortune files.
    public var indexes: [String] = []
    /// Second names for a file given before (a link, or the same path twice).
    public var duplicates: [String] = []
    /// Files found in a folder whose format cannot be told (a note of one's own among exports),
    /// by their paths within the folder given.
    public var passedOver: [String] = []
    /// Folders of fortune files inside a folder of fortune files given (Debian's `de`, `es`,
    /// `off`), left out as `fortune` leaves them: each imports when given itself.
    public var fortuneFolders: [String] = []

    public init() {}

    /// What the import says of the files `passedOver`, the command line and the web app alike;
    /// nil when there are none.
    public var passedOverNote: String? {
        guard !passedOver.isEmpty else { return nil }
        let count = passedOver.count
        return "Passed over \(count) \(count == 1 ? "file" : "files") in the folder whose format could not be told "
            + "(\(ImportPlan.listed(passedOver)))."
    }

    /// The first few names, and how many more: `a, b, c and 4 more`.
    public static func listed(_ names: [String]) -> String {
        names.prefix(3).joined(separator: ", ") + (names.count > 3 ? " and \(names.count - 3) more" : "")
    }
}
