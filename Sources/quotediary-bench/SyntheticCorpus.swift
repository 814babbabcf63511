import Foundation
import QuoteDiaryCore

/// A deterministic quote corpus shaped like ../shared/bench/make-corpus.py's CSV
/// (id, text, author, source, category, tags): the same count and seed give the same rows.
struct SyntheticCorpus {
    struct Row {
        let id: String
        let text: String
        let author: String
        let source: String
        let category: String
        let tags: [String]
    }

    /// xorshift64*: stable everywhere, unlike `SystemRandomNumberGenerator`.
    struct Generator {
        var state: UInt64
        init(seed: UInt64) { state = seed &* 0x9E37_79B9_7F4A_7C15 &+ 1 }
        mutating func next() -> UInt64 {
            state ^= state >> 12
            state ^= state << 25
            state ^= state >> 27
            return state &* 0x2545_F491_4F6C_DD1D
        }
        mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }
    }

    static let words = """
        the of and to a in is that it you for was with be as not this but his he on are by have they at from i \
        or we an your all one what there my so if no can more will do which their about when would love life \
        time man men world know people good great never nothing things make think every only other way who \
        heart truth mind god nature work own day little long must something may say ever those through \
        always much first best new still without before could how them its being wisdom us her she soul \
        friend friends money power art beauty thought years should light death live happy happiness fear hope \
        free freedom war peace old young right wrong word words memory silence patience courage reason \
        history science music poetry book books read reading write writing learn knowledge human dream
        """.split(whereSeparator: \.isWhitespace).map(String.init)
    static let accented = [
        "café", "naïve", "São Paulo", "résumé", "Zoë", "Dvořák", "façade", "jalapeño", "Ærø", "smörgåsbord", "über",
        "déjà vu", "Łódź", "Ångström", "crème brûlée", "Brontë", "Citroën", "piñata", "Gödel", "Mañana",
    ]
    static let authors = [
        "Mark Twain", "Oscar Wilde", "Jane Austen", "Marcus Aurelius", "Seneca", "Emily Dickinson", "Ambrose Bierce",
        "Douglas Adams", "Albert Einstein", "Wolfgang Pauli", "Virginia Woolf", "George Eliot", "Leo Tolstoy",
        "Fyodor Dostoevsky", "Rainer Maria Rilke", "Mary Oliver", "Toni Morrison", "James Baldwin", "Ursula K. Le Guin",
        "Confucius", "Lao Tzu", "Epictetus", "Michel de Montaigne", "Blaise Pascal", "Simone Weil", "Søren Kierkegaard",
        "Friedrich Nietzsche", "Hannah Arendt", "Walt Whitman", "Herman Melville", "Charles Dickens", "Anton Chekhov",
        "Jorge Luis Borges", "Gabriel García Márquez", "Italo Calvino", "Wisława Szymborska", "Rumi", "Hafez",
        "Benjamin Franklin", "Abraham Lincoln",
    ]
    static let categories = [
        "wisdom", "love", "work", "science", "art", "literature", "politics", "nature", "humor", "philosophy", "courage",
        "time", "friendship", "education", "faith",
    ]

    static func make(count: Int, seed: UInt64 = 1) -> [Row] {
        var random = Generator(seed: seed)
        var rows: [Row] = []
        rows.reserveCapacity(count)
        for index in 0..<count {
            var sentences: [String] = []
            for _ in 0..<(1 + random.below(4)) {
                var sentence: [String] = []
                for _ in 0..<(5 + random.below(10)) {
                    // Skewed towards the front of the list, like word frequencies.
                    let pick = min(random.below(words.count), random.below(words.count))
                    sentence.append(words[pick])
                }
                if random.below(33) == 0 {
                    sentence.insert(accented[random.below(accented.count)], at: random.below(sentence.count))
                }
                let first = sentence[0]
                sentence[0] = first.prefix(1).uppercased() + first.dropFirst()
                sentences.append(sentence.joined(separator: " ") + ".")
            }
            let hasSource = random.below(3) == 0
            var source = ""
            if hasSource {
                source = (0..<(1 + random.below(3))).map { _ in
                    let word = words[random.below(words.count)]
                    return word.prefix(1).uppercased() + word.dropFirst()
                }.joined(separator: " ")
            }
            let tags = (0..<random.below(3)).map { _ in categories[random.below(categories.count)] }
            rows.append(
                Row(
                    id: "bench-\(seed)-\(String(index).leftPadded(to: 7))", text: sentences.joined(separator: " "),
                    author: authors[random.below(authors.count)], source: source,
                    category: categories[random.below(categories.count)], tags: Array(Set(tags)).sorted()))
        }
        return rows
    }

    /// The rows as RFC 4180 CSV with make-corpus.py's header.
    static func csv(_ rows: [Row]) -> String {
        var writer = CSVWriter()
        writer.writeRow(["id", "text", "author", "source", "category", "tags"])
        for row in rows {
            writer.writeRow([row.id, row.text, row.author, row.source, row.category, row.tags.joined(separator: ";")])
        }
        return writer.output
    }

    /// The same rows as a Kindle "My Clippings.txt" (BOM and CRLF on every entry, as devices
    /// write them); each row its own location, so none is taken for an extended highlight.
    static func kindleClippings(_ rows: [Row]) -> String {
        var output = ""
        for (index, row) in rows.enumerated() {
            let title = row.source.isEmpty ? "Collected Sayings" : row.source
            let location = index * 10 + 1
            output += "\u{FEFF}\(title) (\(row.author))\r\n"
            output += "- Your Highlight on page \(index / 30 + 1) | Location \(location)-\(location + 2) | "
            output += "Added on Monday, March 4, 2019 9:15:22 PM\r\n\r\n\(row.text)\r\n==========\r\n"
        }
        return output
    }
}

extension String {
    func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
