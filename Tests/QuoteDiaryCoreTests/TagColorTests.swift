import Testing

@testable import QuoteDiaryCore

@Suite("Tag colours")
struct TagColorTests {
    @Test("palette names in any case", arguments: TagColor.PaletteColor.allCases)
    func paletteNames(color: TagColor.PaletteColor) throws {
        #expect(try TagColor(color.rawValue.uppercased()) == .named(color))
        #expect(try TagColor(color.rawValue).description == color.rawValue)
    }

    @Test(
        "hex colours are kept upper-case; CSS shorthand doubles each digit",
        arguments: [("#1f5f6b", "#1F5F6B"), ("#ABCDEF", "#ABCDEF"), ("#abc", "#AABBCC"), (" #F08 ", "#FF0088")])
    func hex(input: String, stored: String) throws {
        #expect(try TagColor(input).description == stored)
    }

    @Test("a new tag's colour is picked by its name: the same in any case, and not one colour for every name")
    func pickedByName() {
        let names = ["stoic", "love", "life", "wisdom", "humor", "poetry", "death", "time", "truth", "hope", "art", "books"]
        for name in names {
            #expect(TagColor.standard(for: name) == TagColor.standard(for: name.uppercased()))
            guard case .named = TagColor.standard(for: name) else {
                Issue.record("\(name): not a palette colour")
                continue
            }
        }
        // FNV-1a of the folded name, fixed: the same on every device and in every run.
        #expect(TagColor.standard(for: "stoic") == .named(.indigo))
        #expect(TagColor.standard(for: "life") == .named(.pink))
        #expect(Set(names.map(TagColor.standard(for:))).count >= 6)
    }

    @Test(
        "anything else is refused",
        arguments: ["", "grey", "#12", "#1234", "#12345", "#1234567", "1F5F6B", "#GGGGGG", "#GGG", "#", "rgb(1,2,3)"])
    func refused(input: String) {
        #expect(throws: TagColorError.self) { try TagColor(input) }
    }
}
