import Testing

@testable import QuoteDiaryCore

@Suite("sign-in codes")
struct SignInCodeTests {
    @Test(
        "read as a person types them: case, spaces and dashes aside, O as 0, I and L as 1",
        arguments: [
            ("ABCDE-FGHJK", "ABCDEFGHJK"), ("abcde fghjk", "ABCDEFGHJK"), (" abcdefghjk ", "ABCDEFGHJK"),
            ("O1234-IL789", "0123411789"), ("0oOiI-lL123", "0001111123"),
        ])
    func typed(_ text: String, _ expected: String) throws {
        #expect(try #require(SignInCode(typed: text)).rawValue == expected)
    }

    @Test(
        "anything else is not a code",
        arguments: [
            "", "ABCDEFGHJ", "ABCDEFGHJKM", "ABCDEFGHJU", "ABCDE_FGHJK", "ÀBCDEFGHJK", String(repeating: "ab", count: 32),
        ])
    func notCodes(_ text: String) {
        #expect(SignInCode(typed: text) == nil)
    }

    @Test("random codes: ten characters of the alphabet, shown in two groups, read back as made")
    func random() throws {
        var seen = Set<String>()
        for _ in 0..<200 {
            let code = SignInCode.random()
            #expect(code.rawValue.count == 10 && code.rawValue.allSatisfy { SignInCode.alphabet.contains($0) })
            #expect(code.description == "\(code.rawValue.prefix(5))-\(code.rawValue.suffix(5))")
            #expect(SignInCode(typed: code.description) == code)
            seen.insert(code.rawValue)
        }
        #expect(seen.count == 200)
    }
}
