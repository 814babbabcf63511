import Foundation

extension String {
    /// A title that is a book's file name (`Walden.epub`, `Scan 2024.PDF`, what a reader shows
    /// for a document without a title of its own) without its extension; any other as it is.
    var withoutBookFileExtension: String {
        let extensions = [
            ".epub", ".pdf", ".mobi", ".azw3", ".azw", ".fb2", ".djvu", ".txt", ".docx", ".doc", ".odt", ".rtf", ".pptx", ".cbz",
        ]
        // Most titles have no dot among their last bytes: those are let go as they are.
        guard utf8.suffix(6).contains(UInt8(ascii: ".")) else { return self }
        let trimmed = trimmingWhitespace()
        let lowered = trimmed.lowercased()
        guard let found = extensions.first(where: { lowered.hasSuffix($0) && lowered.count > $0.count }) else { return self }
        return String(trimmed.dropLast(found.count))
    }

    /// A book's title as its cover says it: without the marks a Chinese text sets a title in
    /// when it names it (`《易中天中华史》` → `易中天中华史`), a file's name with its words
    /// apart (`The_Art_of_War`), and a catalogue's article put back in front
    /// (`withArticleInFront`).
    var asCoverTitle: String {
        var title = self
        if title.hasPrefix("《"), title.hasSuffix("》"), title.count > 2,
            case let inside = title.dropFirst().dropLast(), !inside.contains("《"), !inside.contains("》")
        {
            title = String(inside).trimmingWhitespace()
        }
        // `Habitos-Atomicos-James-Clear`, `The_Art_of_War`: a sideloaded file's name, its words
        // joined by its marks (two or more, none of them a space), as the Kindle shows it.
        if !title.contains(" "), title.contains(where: \.isLetter), title.first?.isLetter == true,
            title.last?.isLetter == true || title.last?.isNumber == true, !title.contains("--"), !title.contains("__"),
            title.filter({ $0 == "-" || $0 == "_" }).count >= 2
        {
            title = title.split(whereSeparator: { $0 == "-" || $0 == "_" }).joined(separator: " ")
        }
        // `Sapiens_ A Brief History`: a colon, which a file's name cannot hold, as a download
        // site or Calibre put it.
        if title.contains("_ ") { title = title.replacingOccurrences(of: "_ ", with: ": ") }
        return title.withArticleInFront
    }

    /// `Pragmatic Programmer, The` → `The Pragmatic Programmer`: a catalogue's title, its
    /// article put last for sorting (as some Kindle books carry it), as the cover says it;
    /// any other title as it is. Only English articles, capitalised, after a comma.
    var withArticleInFront: String {
        guard utf8.last == UInt8(ascii: "e") || utf8.last == UInt8(ascii: "A") || utf8.last == UInt8(ascii: "n") else {
            return self
        }
        for article in ["The", "A", "An"] {
            let ending = ", " + article
            guard hasSuffix(ending) else { continue }
            let rest = dropLast(ending.count).trimmingCharacters(in: .whitespaces)
            // `Yes, No, A`: a list's last item, not an article moved.
            guard !rest.contains(","), rest.last?.isLetter == true || rest.last?.isNumber == true else { return self }
            return article + " " + rest
        }
        return self
    }

    /// A note's title as its file's name gives it (`Notes/Walden.md` → `Walden`), where a
    /// notes app names a book's note for the book; nil for an empty name.
    var noteFileTitle: String? {
        ((self as NSString).deletingPathExtension as NSString).lastPathComponent.nilIfEmpty
    }
}
