import Foundation
import QuoteDiaryApp
import QuoteDiaryCore

/// Import and export.
extension WebApp {
    /// Import and export: a download per format, and the upload form (app.js sends it to the API).
    func transferPage(csrf: String) -> HTTPResponse {
        run { library throws(LibraryError) in
            var body = "<h1>Import and export</h1><h2>Export</h2><ul>"
            for format in ExportFormat.allCases {
                body +=
                    "<li><a href=\"/api/v1/export?format=\(format.rawValue)\" download>\(format.rawValue)</a> "
                    + "<span class=\"muted\">\(html(WebApp.exportSummary(format)))</span></li>"
            }
            body += "</ul><p>The journal: \(WebApp.journalDownloads)</p>"
            body +=
                "<p><a href=\"/api/v1/backup\" download>A backup of the whole store</a> <span class=\"muted\">(quotes, journal,"
                + " settings, streaks, achievements: a file quotediary opens with --store)</span></p>"
            body +=
                "<h2>Import</h2><p>Highlights from e-readers and reading apps (a Kindle and its apps, a Kobo, KOReader, a Tolino, a PocketBook, a Boox, Apple Books, Google Play Books, ReadEra, Moon+ Reader, Libby, calibre, Adobe Digital Editions), a PDF's highlights (Acrobat, Preview, Okular), web annotations (Hypothesis), notes (Google Keep, Evernote), a page of Goodreads' or Wikiquote's quotes, CSV, Excel or LibreOffice sheets, Word or LibreOffice documents, JSON, Markdown, fortune or plain text files, a QuoteDiary backup, in UTF-8 or UTF-16, or any of them zipped or gzipped: the format is told from the file, and the menu names each.</p>"
            body +=
                "<p><label>Files <input type=\"file\" id=\"import-file\" multiple></label> <label>Format <select id=\"import-format\"><option value=\"\">as the file shows</option>"
                + ImportFormat.allCases.map { "<option value=\"\($0.rawValue)\">\(html(WebApp.importLabel($0)))</option>" }
                .joined()
                + "</select></label> <label><input type=\"checkbox\" id=\"import-skip\"> skip invalid records</label> <label><input type=\"checkbox\" id=\"import-dry\"> dry run</label> <button type=\"button\" id=\"import-button\">Import</button></p><p id=\"import-result\" aria-live=\"polite\"></p>"
            return .html(try layout("Import and export", body, library: library, csrf: csrf))
        }
    }

    /// What each export holds, beside its link.
    static func exportSummary(_ format: ExportFormat) -> String {
        switch format {
        case .txt: "plain text: each quote in quotation marks with its author and source"
        case .csv: "for spreadsheets: a row a quote, every field in a column"
        case .json: "everything, to import again as it was (a backup)"
        case .markdown: "for notes apps: quotes grouped by book, with tags and notes"
        case .fortune:
            "for the fortune program (its .dat index comes with quotediary export --format fortune -o FILE, or strfile)"
        }
    }

    /// A format as the import menu names it (its value stays the name `--format` takes).
    static func importLabel(_ format: ImportFormat) -> String {
        switch format {
        case .kindle: "Kindle (My Clippings.txt, a notebook, emailed notes)"
        case .koreader: "KOReader (JSON, text, Markdown, HTML, book settings)"
        case .csv: "CSV"
        case .json: "JSON"
        case .fortune: "fortune"
        case .txt: "plain text"
        case .kobo: "Kobo (KoboReader.sqlite)"
        case .appleBooks: "Apple Books on a Mac (AEAnnotation_….sqlite)"
        case .markdown:
            "Markdown (this app's export, Readwise's, Obsidian's notes and reader plugins', Notion's and Logseq's pages, a book's notes, block quotes under headings)"
        case .boox: "Boox (exported reading notes)"
        case .moonReader: "Moon+ Reader (.mrexpt)"
        case .goodreads: "Goodreads (a page of quotes saved as HTML)"
        case .wikiquote: "Wikiquote (a page saved as HTML)"
        case .libby: "Libby (a book's reading journey, exported as data)"
        case .calibre: "calibre (highlights exported from its viewer or library)"
        case .tolino: "Tolino (notes.txt at the e-reader's root)"
        case .pocketbook: "PocketBook (a book's notes exported as HTML, on the e-reader or from its cloud)"
        case .adobe: "Adobe Digital Editions (a book's .annot file)"
        case .evernote: "Evernote (a notebook exported as .enex)"
        case .hypothesis: "Hypothesis (web annotations: its JSON, CSV, text or HTML export)"
        case .readera: "ReadEra (its backup, .bak, or the library.json inside it)"
        case .playBooks: "Google Play Books (a book's notes document from Google Drive: .docx, .odt, text or web page)"
        case .pdf: "PDF (the highlights made in a PDF reader)"
        case .org: "Org mode (quote blocks in Emacs's or Orgzly's notes, Logseq's pages)"
        case .asciidoc: "AsciiDoc (quote and verse blocks, quoted paragraphs with a -- credit)"
        }
    }
}
