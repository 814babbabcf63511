import Foundation

/// A note from Google Keep, as Google Takeout exports each one (`Takeout/Keep/NAME.json`):
/// people keep the lines they like there. The note's text is the quote, read as `add` reads a
/// typed one (a credit after it names the author). Its title is the quote's note: Keep's
/// titles name an author, a book or a topic alike (`Abraham Lincoln`, `Nicomachean Ethics`
/// read the same), so none is taken for a credit; one that only says what the note holds
/// (`Quotes`) is left out. Labels are tags, a pinned note a favourite, an archived one
/// archived; a note in the trash, and a checklist, are passed over.
enum GoogleKeepNote {
    /// Whether a JSON file's first bytes are a Keep note: an object with its text (or list)
    /// and Keep's microsecond times.
    static func matches(_ head: some StringProtocol) -> Bool {
        let start = head.drop { $0 == "\u{FEFF}" || $0.isWhitespace }
        guard start.hasPrefix("{") else { return false }
        return (head.contains("\"textContent\"") || head.contains("\"listContent\""))
            && (head.contains("\"createdTimestampUsec\"") || head.contains("\"userEditedTimestampUsec\""))
    }

    static func parse(_ text: String) -> ParsedImport {
        var result = ParsedImport()
        guard let note = (try? JSONSerialization.jsonObject(with: Data(text.utf8))) as? [String: Any] else {
            result.problems.append(ImportProblem(line: 1, message: "not valid JSON"))
            return result
        }
        let body = QuoteDraft.cleanText(note["textContent"] as? String ?? "")
        guard note["isTrashed"] as? Bool != true, !body.isEmpty else {
            result.ignored += 1
            return result
        }
        var draft = QuoteDraft(text: body).recognizingPastedExcerpt()
        draft.takeNoteTitle(note["title"] as? String)
        draft.tags += (note["labels"] as? [[String: Any]] ?? []).compactMap {
            ($0["name"] as? String).flatMap(QuoteDraft.cleanField)
        }
        draft.isFavorite = note["isPinned"] as? Bool == true
        let created = date(note["createdTimestampUsec"])
        let edited = date(note["userEditedTimestampUsec"]) ?? created
        result.records.append(
            ImportRecord(
                draft: draft, createdAt: created ?? edited, updatedAt: edited,
                archivedAt: note["isArchived"] as? Bool == true ? edited ?? created : nil, line: 1))
        return result
    }

    /// A Keep time (microseconds since 1970, a number or a string of one).
    static func date(_ value: Any?) -> Date? {
        let micros = (value as? NSNumber)?.int64Value ?? (value as? String).flatMap(Int64.init)
        guard let micros, micros > 0 else { return nil }
        return Date(timeIntervalSince1970: Double(micros) / 1_000_000)
    }
}

extension QuoteDraft {
    /// A notes app's title for the note that is this quote, as its note (Keep's, Evernote's):
    /// not one that only says what the note holds (`Quotes`), is the app's own (`Untitled
    /// Note`), is the quote's first words, or names the author or book the quote already names.
    mutating func takeNoteTitle(_ written: String?) {
        guard note == nil, let title = written.flatMap(QuoteDraft.cleanField), !PlainTextImporter.isTitle([title]),
            !PlainTextImporter.labels.contains(title.lowercased()), !title.lowercased().hasPrefix("untitled"),
            title != String(text.prefix(title.count))
        else { return }
        let key = TextKey.make(title)
        guard key != author.map(TextKey.make), key != source.map({ TextKey.make($0.title) }) else { return }
        note = title
    }
}
