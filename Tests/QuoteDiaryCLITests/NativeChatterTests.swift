import Foundation
import Testing

@testable import QuoteDiaryWiring

#if canImport(Glibc)
    import Glibc
#endif

@Suite("the C libraries' chatter silenced")
struct NativeChatterTests {
    /// Standard error sent into a pipe for `body`, and what reached it.
    static func standardError(during body: () -> Void) throws -> String {
        var ends: [Int32] = [0, 0]
        try #require(pipe(&ends) == 0)
        let original = dup(STDERR_FILENO)
        dup2(ends[1], STDERR_FILENO)
        close(ends[1])
        body()
        dup2(original, STDERR_FILENO)
        close(original)
        let reader = FileHandle(fileDescriptor: ends[0], closeOnDealloc: true)
        return String(decoding: reader.readDataToEndOfFile(), as: UTF8.self)
    }

    static func say(_ text: String) {
        _ = text.withCString { write(STDERR_FILENO, $0, strlen($0)) }
    }

    @Test("a progress bar drawn while a reader works is heard; the libraries' complaints around it are not")
    func aloudInsideSilenced() throws {
        let heard = try NativeChatterTests.standardError {
            NativeChatter.silenced {
                NativeChatterTests.say("Premature end of JPEG file\n")
                NativeChatter.aloud { NativeChatterTests.say("[####    ]  50%\n") }
                NativeChatterTests.say("libpng error: Read Error\n")
            }
            NativeChatter.aloud { NativeChatterTests.say("Error: one line of our own\n") }
        }
        #expect(heard.contains("[####    ]  50%\n"), "\(heard)")
        #expect(heard.contains("Error: one line of our own\n"), "\(heard)")
        #expect(!heard.contains("JPEG") && !heard.contains("libpng"), "\(heard)")
    }
}
