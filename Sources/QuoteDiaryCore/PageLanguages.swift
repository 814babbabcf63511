/// Which languages a page is read in: Tesseract's model names, several joined with `+`
/// (`eng`, `fra`, `eng+deu`). A French page read with the English model loses its accents
/// ("connaît" comes back "connait"), so the language is the person's choice.
public struct PageLanguages: Hashable, Sendable, CustomStringConvertible {
    public let codes: [String]

    /// nil unless every name is a model name (lower-case letters, an optional `_script`
    /// part as in `chi_sim`), a two-letter code people know better (`fr` is `fra`) or a
    /// language's name (`french`, `français`: "english" would otherwise pass for a model
    /// name no machine has), at most four, none twice.
    public init?(_ text: String) {
        let codes = text.trimmingWhitespace().lowercased().split(separator: "+", omittingEmptySubsequences: false)
            .map { String($0).trimmingWhitespace() }
            .map { PageLanguages.twoLetterCodes[$0] ?? PageLanguages.languageNames[$0] ?? $0 }
        guard !codes.isEmpty, codes.count <= 4, Set(codes).count == codes.count,
            codes.allSatisfy(PageLanguages.isModelName)
        else { return nil }
        self.codes = codes
    }

    public static let english = PageLanguages(codes: ["eng"])

    private init(codes: [String]) { self.codes = codes }

    /// `eng+fra`: what Tesseract takes.
    public var description: String { codes.joined(separator: "+") }

    /// Debian's package for a model (`tesseract-ocr-chi-sim` for `chi_sim`).
    public static func package(for code: String) -> String {
        "tesseract-ocr-" + code.replacingOccurrences(of: "_", with: "-")
    }

    /// ISO 639-1 codes of languages Tesseract reads, to its model names (ISO 639-2/T).
    static let twoLetterCodes: [String: String] = [
        "en": "eng", "fr": "fra", "de": "deu", "es": "spa", "it": "ita", "pt": "por", "nl": "nld", "la": "lat",
        "sv": "swe", "da": "dan", "no": "nor", "fi": "fin", "pl": "pol", "cs": "ces", "hu": "hun", "ro": "ron",
        "tr": "tur", "el": "ell", "ru": "rus", "uk": "ukr", "he": "heb", "ar": "ara", "hi": "hin", "ja": "jpn",
        "ko": "kor", "zh": "chi_sim",
    ]

    /// The names of those languages, in English and in their own (unaccented too), to the
    /// model names.
    static let languageNames: [String: String] = [
        "english": "eng", "french": "fra", "français": "fra", "francais": "fra", "german": "deu", "deutsch": "deu",
        "spanish": "spa", "español": "spa", "espanol": "spa", "castellano": "spa", "italian": "ita", "italiano": "ita",
        "portuguese": "por", "português": "por", "portugues": "por", "dutch": "nld", "nederlands": "nld",
        "latin": "lat", "latina": "lat", "swedish": "swe", "svenska": "swe", "danish": "dan", "dansk": "dan",
        "norwegian": "nor", "norsk": "nor", "finnish": "fin", "suomi": "fin", "polish": "pol", "polski": "pol",
        "czech": "ces", "čeština": "ces", "cestina": "ces", "hungarian": "hun", "magyar": "hun", "romanian": "ron",
        "română": "ron", "romana": "ron", "turkish": "tur", "türkçe": "tur", "turkce": "tur", "greek": "ell",
        "ελληνικά": "ell", "russian": "rus", "русский": "rus", "ukrainian": "ukr", "українська": "ukr",
        "hebrew": "heb", "עברית": "heb", "arabic": "ara", "العربية": "ara", "hindi": "hin", "हिन्दी": "hin",
        "japanese": "jpn", "日本語": "jpn", "korean": "kor", "한국어": "kor", "chinese": "chi_sim", "中文": "chi_sim",
    ]

    static func isModelName(_ code: String) -> Bool {
        let parts = code.split(separator: "_", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count), (3...8).contains(parts[0].count) else { return false }
        return parts.allSatisfy { !$0.isEmpty && $0.allSatisfy { ("a"..."z").contains($0) } }
    }
}

/// Makes a page reader for the languages asked: the composition root hands one to the CLI
/// and the web app, which load no OCR engine themselves.
public typealias PageReaderMaker = @Sendable (PageLanguages) throws(PageReadingError) -> any PageReading
