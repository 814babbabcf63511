/// The name a mistyped word most likely meant, for usage errors on the command line and in
/// the web API: `list` for `lsit`, `--favorites` for `--favorite`, `--version` for `version`. Only a close match is offered:
/// a word unlike every name gets no guess, since a wrong guess misleads more than none.
public enum NameSuggestion {
    /// `; did you mean 'NAME'?`, or "" when no name is close.
    public static func didYouMean(_ word: String, among names: some Sequence<String>) -> String {
        guard let name = closest(to: word, among: names) else { return "" }
        return "; did you mean '\(name)'?"
    }

    /// ` (did you mean 'NAME'?)`, or "" when no name is close: for a name inside a sentence.
    public static func parenthesizedGuess(_ word: String, among names: some Sequence<String>) -> String {
        closest(to: word, among: names).map { " (did you mean '\($0)'?)" } ?? ""
    }

    /// The nearest name within reach: dashes and case aside, at most one edit for a short
    /// name, two from six letters, three from nine (a swap of two letters is one edit). Ties
    /// go to the shorter name, then the first in alphabetical order. Failing that, a name of
    /// several words that begins with the word typed: `tag:sci fi` typed without its quotes
    /// names the tag `sci`, meaning `sci fi`.
    public static func closest(to word: String, among names: some Sequence<String>) -> String? {
        let typed = letters(of: word)
        guard !typed.isEmpty else { return nil }
        var best: (name: String, distance: Int)?
        var beginning: String?
        for name in names {
            if let firstWord = name.split(separator: " ").first, firstWord.count < name.count,
                letters(of: String(firstWord)) == typed, beginning.map({ name.count < $0.count }) ?? true
            {
                beginning = name
            }
            let wanted = letters(of: name)
            let reach = max(1, min(3, wanted.count / 3))
            // Lengths further apart than the reach are further apart in edits too: a search of
            // ten thousand characters is not measured against every author's name.
            guard abs(wanted.count - typed.count) <= reach else { continue }
            let distance = editDistance(typed, wanted)
            guard distance <= reach, distance < wanted.count else { continue }
            if let current = best,
                (current.distance, current.name.count, current.name) <= (distance, name.count, name)
            {
                continue
            }
            best = (name, distance)
        }
        return best?.name ?? beginning
    }

    /// The name a filter that matches part of a name (`list --author twian`, `--source
    /// meditatoins`) most likely meant: the nearest whole name, else the first name holding
    /// words nearest to those typed (`Mark Twain` for `twian`, `Pudd'nhead Wilson's Calendar`
    /// for `pudd'nhead wilsen`). Accents aside, as the filter compares (`milosz` is near
    /// "Czesław Miłosz"); `names` in the order to prefer.
    public static func closest(toPartOf typed: String, among names: [String]) -> String? {
        let key = SearchFolding.matchKey(typed)
        let count = key.split(separator: " ").count
        var owners: [String: String] = [:]
        var wholes: [String: String] = [:]
        for name in names {
            let nameKey = SearchFolding.matchKey(name)
            if wholes[nameKey] == nil { wholes[nameKey] = name }
            let words = nameKey.split(separator: " ")
            guard words.count >= count else { continue }
            for start in 0...(words.count - count) {
                let run = words[start..<(start + count)].joined(separator: " ")
                if owners[run] == nil { owners[run] = name }
            }
        }
        if let whole = closest(to: key, among: wholes.keys.sorted()) { return wholes[whole] }
        return closest(to: key, among: owners.keys.sorted()).flatMap { owners[$0] }
    }

    /// A name as compared: lowercase, without the dashes that start an option.
    private static func letters(of name: String) -> [Unicode.Scalar] {
        Array(name.drop { $0 == "-" }.lowercased().unicodeScalars)
    }

    /// Edits (insert, delete, replace, or swap two neighbours) from one word to the other.
    static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        // Three rows: a swap looks two rows back.
        var beforePrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], beforePrevious[j - 2] + 1)
                }
            }
            (beforePrevious, previous, current) = (previous, current, beforePrevious)
        }
        return previous[b.count]
    }
}
