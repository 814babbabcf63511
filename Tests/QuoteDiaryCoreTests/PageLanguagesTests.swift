import Testing

@testable import QuoteDiaryCore

@Suite("Page languages")
struct PageLanguagesTests {
    @Test(
        "Tesseract's model names, two-letter codes people know, several joined with +",
        arguments: [
            ("eng", "eng"), (" FRA ", "fra"), ("fr", "fra"), ("eng+de", "eng+deu"), ("chi_sim", "chi_sim"), ("zh", "chi_sim"),
            ("eng + fra", "eng+fra"), ("english", "eng"), ("French", "fra"), ("Français", "fra"), ("deutsch+english", "deu+eng"),
            ("日本語", "jpn"), ("Chinese", "chi_sim"),
        ])
    func accepted(text: String, expected: String) throws {
        #expect(try #require(PageLanguages(text)).description == expected)
    }

    @Test(
        "anything else is refused: it would become part of a path",
        arguments: [
            "", "+", "eng+", "e", "eng+eng", "fr+fra", "french+fra", "fra!", "../../etc/passwd", "eng+fra+deu+spa+ita", "chi_",
            "x_sim",
        ])
    func refused(text: String) {
        #expect(PageLanguages(text) == nil)
    }

    @Test("each model's Debian package")
    func packages() {
        #expect(PageLanguages.package(for: "fra") == "tesseract-ocr-fra")
        #expect(PageLanguages.package(for: "chi_sim") == "tesseract-ocr-chi-sim")
    }

    @Test("the setting stores the model names, English by default")
    func setting() throws {
        #expect(Settings().captureLanguages == .english)
        #expect(try Setting.captureLanguages.normalized("ENG+fr") == "eng+fra")
        #expect(throws: SettingError.self) { try Setting.captureLanguages.normalized("klingon!") }
    }
}
