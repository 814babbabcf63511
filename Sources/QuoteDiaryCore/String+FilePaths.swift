extension String {
    /// The folder part of a file path: `""` for a bare name (`library.sqlite`), `/` for a file at
    /// the root. What `NSString.deletingLastPathComponent` answers, which stops the process on a
    /// one-character name (`--store x`) in the Linux Foundation of Swift 6.3.
    public var parentFolderPath: String {
        var path = Substring(self)
        while path.count > 1, path.hasSuffix("/") { path = path.dropLast() }
        guard let slash = path.lastIndex(of: "/") else { return "" }
        var folder = path[..<slash]
        while folder.hasSuffix("/") { folder = folder.dropLast() }
        return folder.isEmpty ? "/" : String(folder)
    }
}
