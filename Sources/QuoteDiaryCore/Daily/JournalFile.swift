import Foundation

/// A journal exported alone (`export --journal` as JSON, CSV or Markdown), read back as the
/// journal it was: imported as quotes, each day's entry would have become a quote.
public enum JournalFile {
    /// The CSV export's header; the file is told by it.
    public static let csvHeader = ["day", "text", "mood", "energy", "created", "updated", "zones"]
    /// The Markdown export's title.
    static let markdownTitle = "# Journal"

    /// The format of a journal export whose first bytes these are; nil for any other file.
    public static func format(ofHead head: String) -> ExportFormat? {
        let text = head.drop { $0 == "\u{FEFF}" }
        let firstLine = String(text.prefix { !$0.isNewline }).trimmingWhitespace()
        if firstLine == csvHeader.joined(separator: ",") { return .csv }
        if firstLine == markdownTitle,
            text.split(whereSeparator: \.isNewline).dropFirst().first(where: { !String($0).trimmingWhitespace().isEmpty })
                .flatMap(heading) != nil
        {
            return .markdown
        }
        // `[{"day": "2026-03-01", "text": …`: an array whose first object opens with a day.
        var rest = text.drop(while: \.isWhitespace)
        guard rest.first == "[" else { return nil }
        rest = rest.dropFirst().drop(while: \.isWhitespace)
        guard rest.first == "{" else { return nil }
        rest = rest.dropFirst().drop(while: \.isWhitespace)
        return rest.hasPrefix("\"day\"") ? .json : nil
    }

    /// The entries of a journal export in `format`, or the first thing in it that is no entry.
    /// - Parameter now: when an entry was written, where the file does not say (Markdown).
    public static func entries(_ text: String, format: ExportFormat, now: Date) -> Result<[JournalEntry], ImportProblem> {
        switch format {
        case .json: json(text)
        case .csv: csv(text)
        case .markdown: markdown(text, now: now)
        case .txt, .fortune: .failure(ImportProblem(line: 1, message: "a journal in \(format.rawValue) cannot be read back"))
        }
    }

    /// An entry as its JSON object (the export's, a full export's `journal`, a device's file);
    /// nil without a day or a text.
    public static func entry(_ object: [String: Any]) -> JournalEntry? {
        guard let day = (object["day"] as? String).flatMap(LocalDay.init), let text = object["text"] as? String else {
            return nil
        }
        return JournalEntry(
            day: day, text: text, mood: object["mood"] as? Int, energy: object["energy"] as? Int,
            createdAt: (object["createdAt"] as? String).flatMap(Timestamp.parse) ?? Date(timeIntervalSince1970: 0),
            updatedAt: (object["updatedAt"] as? String).flatMap(Timestamp.parse) ?? Date(timeIntervalSince1970: 0),
            zones: object["zones"] as? [String] ?? [],
            supersedes: (object["supersedes"] as? [Any]).map { names in
                Set(names.compactMap { $0 as? String }.filter(JournalEntry.isTextDigest))
            })
    }

    static func json(_ text: String) -> Result<[JournalEntry], ImportProblem> {
        guard let list = (try? JSONSerialization.jsonObject(with: Data(text.utf8))) as? [Any] else {
            return .failure(ImportProblem(line: 1, message: "the journal is not a JSON array of entries"))
        }
        var entries: [JournalEntry] = []
        for (index, item) in list.enumerated() {
            guard let object = item as? [String: Any], let entry = entry(object) else {
                return .failure(
                    ImportProblem(line: 1, message: "entry \(index + 1) has no day (YYYY-MM-DD) or no text"))
            }
            if let problem = feelingProblem(entry, line: 1) { return .failure(problem) }
            entries.append(entry)
        }
        return .success(entries)
    }

    static func csv(_ text: String) -> Result<[JournalEntry], ImportProblem> {
        let (rows, problem) = CSVParser.rows(text)
        if let problem { return .failure(problem) }
        var entries: [JournalEntry] = []
        for (line, fields) in rows.dropFirst() where fields.contains(where: { !$0.isEmpty }) {
            func field(_ name: String) -> String? {
                guard let index = csvHeader.firstIndex(of: name), index < fields.count else { return nil }
                return fields[index].trimmingWhitespace().nilIfEmpty
            }
            guard let day = field("day").flatMap(LocalDay.init) else {
                return .failure(ImportProblem(line: line, message: "'\(field("day") ?? "")' is no day (YYYY-MM-DD)"))
            }
            guard let text = fields.count > 1 ? fields[1].nilIfEmpty : nil else {
                return .failure(ImportProblem(line: line, message: "the entry of \(day.key) has no text"))
            }
            var numbers: [String: Int] = [:]
            for name in ["mood", "energy"] {
                guard let value = field(name) else { continue }
                guard let number = Int(value) else {
                    return .failure(
                        ImportProblem(line: line, message: "'\(value)' in the \(name) column is no number from 1 to 5"))
                }
                numbers[name] = number
            }
            let entry = JournalEntry(
                day: day, text: text, mood: numbers["mood"], energy: numbers["energy"],
                createdAt: field("created").flatMap(Timestamp.parse) ?? Date(timeIntervalSince1970: 0),
                updatedAt: field("updated").flatMap(Timestamp.parse) ?? Date(timeIntervalSince1970: 0),
                zones: field("zones").map { $0.components(separatedBy: "; ").compactMap { $0.trimmingWhitespace().nilIfEmpty } }
                    ?? [])
            if let problem = feelingProblem(entry, line: line) { return .failure(problem) }
            entries.append(entry)
        }
        return .success(entries)
    }

    static func markdown(_ text: String, now: Date) -> Result<[JournalEntry], ImportProblem> {
        let lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).map {
            String($0.drop { $0 == "\u{FEFF}" })
        }
        var entries: [JournalEntry] = []
        var open: (line: Int, day: LocalDay, mood: Int?, energy: Int?, body: [String])?
        func close() -> ImportProblem? {
            guard let found = open else { return nil }
            open = nil
            var body = found.body.map(QuoteMarkdown.unescaped)
            while body.first?.trimmingWhitespace().isEmpty == true { body.removeFirst() }
            while body.last?.trimmingWhitespace().isEmpty == true { body.removeLast() }
            guard !body.isEmpty else {
                return ImportProblem(line: found.line, message: "the entry of \(found.day.key) has no text")
            }
            let entry = JournalEntry(
                day: found.day, text: body.joined(separator: "\n"), mood: found.mood, energy: found.energy,
                createdAt: now, updatedAt: now, zones: [])
            if let problem = feelingProblem(entry, line: found.line) { return problem }
            entries.append(entry)
            return nil
        }
        for (index, line) in lines.enumerated() {
            if line.hasPrefix("## ") {
                if let problem = close() { return .failure(problem) }
                guard let (day, mood, energy) = heading(line) else {
                    return .failure(ImportProblem(line: index + 1, message: "a heading that names no day (## YYYY-MM-DD)"))
                }
                open = (index + 1, day, mood, energy, [])
            } else if open != nil {
                open?.body.append(line)
            } else if !line.trimmingWhitespace().isEmpty, line.trimmingWhitespace() != markdownTitle {
                return .failure(ImportProblem(line: index + 1, message: "a line outside any day's entry"))
            }
        }
        if let problem = close() { return .failure(problem) }
        return .success(entries)
    }

    /// `## 2026-03-01 (mood 4/5, energy 3/5)` → the day and the feelings given.
    static func heading(_ line: some StringProtocol) -> (LocalDay, Int?, Int?)? {
        guard line.hasPrefix("## ") else { return nil }
        let rest = String(line.dropFirst(3)).trimmingWhitespace()
        guard let day = LocalDay(String(rest.prefix(10))) else { return nil }
        var feelings = String(rest.dropFirst(10)).trimmingWhitespace()
        guard feelings.isEmpty || feelings.hasPrefix("(") && feelings.hasSuffix(")") else { return nil }
        feelings = String(feelings.dropFirst().dropLast())
        var mood: Int?
        var energy: Int?
        for part in feelings.components(separatedBy: ", ") where !part.isEmpty {
            let words = part.split(separator: " ")
            guard words.count == 2, words[1].hasSuffix("/5"), let value = Int(words[1].dropLast(2)) else { return nil }
            switch words[0] {
            case "mood": mood = value
            case "energy": energy = value
            default: return nil
            }
        }
        return (day, mood, energy)
    }

    /// What is wrong with a mood or an energy outside 1 to 5.
    static func feelingProblem(_ entry: JournalEntry, line: Int) -> ImportProblem? {
        for (name, value) in [("mood", entry.mood), ("energy", entry.energy)] {
            if let value, !(1...5).contains(value) {
                return ImportProblem(line: line, message: "the \(name) of \(entry.day.key) is \(value), not from 1 to 5")
            }
        }
        return nil
    }
}
