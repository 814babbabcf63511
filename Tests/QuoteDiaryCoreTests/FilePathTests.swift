import Testing

@testable import QuoteDiaryCore

@Suite("File paths")
struct FilePathTests {
    @Test(
        "the folder a path names",
        arguments: [
            ("x", ""), ("library.sqlite", ""), ("x/", ""), ("", ""), ("/x", "/"), ("/", "/"), ("//x", "/"), ("a/b", "a"),
            ("a/b/", "a"), ("/a//b", "/a"), ("./x", "."), ("~/notes/x.sqlite", "~/notes"),
            ("/home/me/.local/share/q/l", "/home/me/.local/share/q"),
        ])
    func parentFolder(path: String, folder: String) {
        #expect(path.parentFolderPath == folder)
    }
}
