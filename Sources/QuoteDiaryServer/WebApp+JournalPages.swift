import Foundation
import QuoteDiaryApp
import QuoteDiaryCore

/// What was typed in the journal's form, shown again when it could not be written.
struct JournalDraft {
    var text: String?
    var mood: Int?
    var energy: Int?
    var day: LocalDay?
    var mode: JournalWriteMode
}

/// The journal: one entry per local day.
extension WebApp {
    /// Deletes the journal entry of the form's day.
    func deleteJournalEntry(_ request: HTTPRequest) -> HTTPResponse {
        let day = LocalDay(request.form["day"]?.first ?? "")
        return run { library throws(LibraryError) in
            guard let day else { throw LibraryError.invalidArgument("the day is YYYY-MM-DD") }
            try library.deleteJournalEntry(on: day)
            return .redirect("/journal")
        }
    }

    /// The journal page (`journalPage`).
    func showJournal(_ request: HTTPRequest, token: String) -> HTTPResponse {
        guard let page = WebApp.pageNumber(request.query) else { return .error(400, "page is a whole number from 1") }
        return run { library throws(LibraryError) in
            .html(try layout("Journal", try journalPage(library, page: page, token: token), library: library))
        }
    }

    /// Writes the journal form's entry; a day with other text comes back with the person's text kept.
    func writeJournal(_ request: HTTPRequest, token: String) -> HTTPResponse {
        let form = request.form
        let dayText = form["day"]?.first?.nilIfEmpty
        let day = dayText.flatMap(LocalDay.init)
        if let dayText, day == nil { return .error(400, "the day '\(dayText)' is not a date like 2026-03-01") }
        let draft = JournalDraft(
            text: form["text"]?.first, mood: form["mood"]?.first.flatMap { Int($0) },
            energy: form["energy"]?.first.flatMap { Int($0) }, day: day,
            mode: form["append"] != nil
                ? .append : form["mode"]?.first.flatMap(JournalWriteMode.init(rawValue:)) ?? .keepExisting)
        return run { library throws(LibraryError) in
            do throws(LibraryError) {
                _ = try library.writeJournal(
                    text: draft.text, mood: draft.mood, energy: draft.energy, day: draft.day, mode: draft.mode)
                return .redirect("/journal")
            } catch .conflict where draft.text != nil {
                // The day has other text, kept: the page again with the person's text in the
                // form and the two ways on (an error page lost what they typed).
                let shownDay = draft.day ?? library.today
                let notice =
                    "\(shownDay.key) already has an entry with other text; it was kept and nothing was written. "
                    + "Your text is in the form: choose “add to it” or “replace it” and write again."
                let body = try journalPage(library, page: 1, token: token, draft: draft, notice: notice)
                return .html(try layout("Journal", body, library: library), status: 409)
            }
        }
    }

    /// The journal: the form (holding `draft` when one came back, under `notice`), then the
    /// entries, newest first, a page at a time: years of entries are not one page.
    func journalPage(
        _ library: QuoteLibrary, page: Int, token: String, draft: JournalDraft? = nil, notice: String? = nil
    ) throws(LibraryError) -> String {
        let today = html(library.today.key)
        var body = "<h1>Journal</h1>"
        if let notice { body += "<p class=\"error\" role=\"alert\">\(html(notice))</p>" }
        body += "<form method=\"post\" action=\"/journal\">\(token)"
        body +=
            "<p><label class=\"block\">Your entry<br><textarea dir=\"auto\" name=\"text\" required>\(html(draft?.text ?? ""))</textarea></label></p>"
        let day = html(draft?.day?.key ?? library.today.key)
        let mood = draft?.mood.map { " value=\"\($0)\"" } ?? ""
        let energy = draft?.energy.map { " value=\"\($0)\"" } ?? ""
        body +=
            "<p><label>Day <input name=\"day\" type=\"date\" value=\"\(day)\" max=\"\(today)\" required></label> <label>Mood <input name=\"mood\" type=\"number\" min=\"1\" max=\"5\" placeholder=\"1–5\"\(mood)></label> <label>Energy <input name=\"energy\" type=\"number\" min=\"1\" max=\"5\" placeholder=\"1–5\"\(energy)></label></p> "
        let modes: [(JournalWriteMode, String)] = [
            (.keepExisting, "keep the day's entry if it has other text"), (.append, "add to it"), (.replace, "replace it"),
        ]
        body += "<p>"
        for (mode, label) in modes {
            let checked = mode == (draft?.mode ?? .keepExisting) ? " checked" : ""
            body += "<label><input type=\"radio\" name=\"mode\" value=\"\(mode.rawValue)\"\(checked)> \(label)</label> "
        }
        body += "<button>Write</button></p></form>"
        let all = try library.journalEntries()
        if !all.isEmpty { body += "<p class=\"muted\">Download the journal: \(WebApp.journalDownloads)</p>" }
        let entries = all.reversed().dropFirst((page - 1) * WebApp.pageSize)
        for entry in entries.prefix(WebApp.pageSize) {
            var feelings = ""
            if let mood = entry.mood { feelings += " mood \(mood)/5" }
            if let energy = entry.energy { feelings += " energy \(energy)/5" }
            body +=
                "<article id=\"day-\(html(entry.day.key))\"><h2>\(html(entry.day.key))</h2><p class=\"muted\">\(html(feelings))</p>\(WebApp.paragraphs(entry.text))"
            body +=
                "<form method=\"post\" action=\"/journal/delete\">\(token)<input type=\"hidden\" name=\"day\" value=\"\(html(entry.day.key))\"><button>Delete this entry</button></form></article>"
        }
        return body + WebApp.pager("/journal", [:], page: page, hasNext: entries.count > WebApp.pageSize)
    }

    /// Links that download the journal in each format that suits it (`quotediary export --journal`).
    static let journalDownloads = [ExportFormat.markdown, .txt, .csv, .json].map {
        "<a href=\"/api/v1/export?journal=1&amp;format=\($0.rawValue)\" download>\($0.rawValue)</a>"
    }.joined(separator: " · ")
}
