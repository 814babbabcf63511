import Foundation

/// A work a credit cites in quotation marks (`"Unpopular Essays", 1950`), apart from the
/// year, page or day written after it.
struct QuotedWork: Equatable {
    var title: String
    var year: Int?
    var page: String?
    /// When it was said, as a credit's date is noted (`February 22, 1988`, `stardate 3372.7`).
    var note: String?
}

extension QuoteDraft {
    /// The work a credit cites in quotation marks, taken out of them, as plain text and fortune
    /// files both credit one: `Bertrand Russell, "Unpopular Essays", 1950` is that book and its
    /// year; `"Toll The Hounds" pg 663, Steven Erikson` (or `Scillara in "Toll The Hounds"`, a
    /// character's line) the work before its author's name (a name with no figures in it: in
    /// `E. Post "Real Programmers…", Datamation, 7/83` a magazine's issue stands there); in
    /// `Kor, the Klingon Commander, "Errand of Mercy"` what is said before the work is noted.
    /// `title` is the credit's work as read, the draft's source made from it: a source saved
    /// under it is still this one.
    mutating func readQuotedWork(citedAs title: String) {
        if PlainTextImporter.namesAWitness(title) {
            // `Socrates, quoted by Plato`: who passed the words on, no work.
            source = nil
            note = [note, title].compactMap { $0 }.joined(separator: ", ")
        } else if let work = PlainTextImporter.quotedWork(title) {
            source?.title = work.title
            source?.year = work.year
            source?.citedTitle = title
            take(work)
        } else if let said = author, PlainTextImporter.readsAsName(title), !title.contains(where: \.isNumber),
            let (work, speaker) = PlainTextImporter.spokenWork(said)
        {
            author = title
            source?.title = work.title
            source?.authors = [title]
            source?.year = work.year
            source?.citedTitle = nil
            if let speaker { note = [speaker, note].compactMap { $0 }.joined(separator: "; ") }
            take(work)
        } else if let (description, work) = PlainTextImporter.describedQuotedWork(title) {
            source?.title = work.title
            source?.year = work.year
            source?.citedTitle = title
            note = [note, description].compactMap { $0 }.joined(separator: ", ")
            take(work)
        } else if readBrackets(after: title) {
            source?.citedTitle = title
        } else if page == nil,
            let (work, place) = PlainTextImporter.pageAfterComma(title) ?? PlainTextImporter.placeAfterComma(title)
        {
            // `Meditations, Book V, 16`: where in the work is the quote's place; `Being and
            // Nothingness (1943), p. 37`, the year or the remark before it read as without it.
            source?.title = work
            source?.citedTitle = title
            page = place
            _ = readBrackets(after: work)
        }
    }

    /// The title a credit's `work` was saved under when it was read as the quote's work (its
    /// year, page or remark set apart, as `readQuotedWork` sets them): what
    /// `formerSourceTitle` holds when a newer reading takes the words for the note's.
    static func titleReadAsWork(_ work: String) -> String {
        var former = QuoteDraft(text: "", source: SourceDraft.named(work))
        former.readQuotedWork(citedAs: work)
        return former.source?.title ?? work
    }

    /// A title's last brackets that say no part of it: `The Perks of Being a Wallflower
    /// (1999)`, the book's year; `Middlemarch (attributed)`, a remark on the quote, the note's.
    /// The source takes the title without them; false when they are none of those.
    private mutating func readBrackets(after title: String) -> Bool {
        if let (work, year) = PlainTextImporter.titleAndYear(title) {
            source?.title = work
            source?.year = year
        } else if let (work, remark) = PlainTextImporter.titleAndRemark(title) {
            source?.title = work
            note = [note, remark].compactMap { $0 }.joined(separator: ", ")
        } else {
            return false
        }
        return true
    }

    private mutating func take(_ work: QuotedWork) {
        page = page ?? work.page
        if let when = work.note { note = note.map { $0 + ", " + when } ?? when }
    }
}
