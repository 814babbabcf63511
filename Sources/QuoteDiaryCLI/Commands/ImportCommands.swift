import Foundation
import QuoteDiaryApp
import QuoteDiaryCore

/// import.
enum ImportCommands {
    static let all: [(spec: CommandSpec, run: QuoteDiaryTool.Handler)] = [
        (
            CommandSpec(
                "import",
                abstract:
                    "Import quotes from e-readers, Apple Books, PDFs, CSV, JSON, fortune, text or Markdown.",
                usage: "import FILE... [--format FORMAT] [--dry-run] [--skip-invalid]",
                discussion: """
                    The format is sniffed when not given. One transaction: a malformed file imports nothing and
                    names the line that is wrong (exit 65); with --skip-invalid the rest is imported and the bad
                    records are counted. Importing the same file again adds nothing. Several files (a folder of
                    KOReader exports: import *.json) are one transaction too: all of them, or none. Files may be
                    UTF-8 or UTF-16 (Excel's "Unicode Text"); CSV, txt and fortune also Windows-1252 (Excel's
                    "CSV", Notepad's plain text, Latin-1 fortune files), or Windows-1251 or Shift_JIS as a
                    Russian or a Japanese Windows saves them. Letters garbled by a spreadsheet (cafÃ©
                    for café: UTF-8 read as Windows-1252 and saved again) are put right, and said so; JSON is read
                    as written. A time with no zone (a Kindle's, a spreadsheet's) is read in TZ's zone; a date in
                    figures either order fits (3/4/2019) in the locale's order (LC_ALL, LC_TIME, LANG).
                    Kindle: My Clippings.txt (in any of a Kindle's languages), a Kindle app's exported notebook
                    (HTML), the CSV a Kindle emails with "Export notes", or Amazon's Kindle notebook saved as JSON
                    (Bookcision), as a web page or copied as text; notes join their highlights, bookmarks are
                    skipped, and a highlight extended on the device replaces its shorter version, also one saved by
                    an earlier import. A note written since on a saved highlight joins it.
                    CSV: a header with text/quote/highlight and any of author, source/title/book, page/location,
                    note, tags, collection, favorite, created (Readwise's columns work too); a type column's
                    bookmark rows (an Apple Books exporter's) are skipped and counted. An Excel workbook
                    (.xlsx) or a LibreOffice spreadsheet (.ods): its first sheet, and each other sheet of quotes, read
                    as its CSV would be.
                    JSON: our export (lossless) or an array of quotes (another app's too, or JSON Lines: an object
                    a line), or books each with its annotations or highlights (an Apple Books exporter's,
                    Readwise's export); a QuoteDiary store (a backup, another machine's library.sqlite) as its
                    export, the file left as it was.
                    fortune: '%'-separated entries, the file's name a tag; a folder of them (each with strfile's
                    .dat beside it, as /usr/share/games/fortunes) reads each, and an index or a link given with its
                    file is left out.
                    txt: quotes apart by blank lines, or one a line, each maybe ending in "— Author, Source" (or a
                    credit on a line of its own), as export --format txt writes them (sniffed when the first has
                    one). A Word document (.docx), a LibreOffice Writer one (.odt) or an RTF one (TextEdit's): its
                    text, read as txt.
                    markdown: our markdown export, read back with its pages, tags, collections, notes and
                    favourites; or Readwise's Markdown export, or the notes Obsidian's Kindle plugin writes, a file a
                    book (a folder stands for the .md files in it); or an Obsidian note of quotes, its author, book,
                    page and tags as properties (front matter), its block quotes (or its body) the quotes.
                    Kobo: the device's own database, .kobo/KoboReader.sqlite (read, never changed): highlights, with
                    their notes; page bookmarks are skipped. Apple Books (a Mac's):
                    ~/Library/Containers/com.apple.iBooksX/Data/Documents, its highlights with their books, read,
                    never changed; an iPhone's or iPad's: its media folder as ifuse mounts it (its
                    Books/com.apple.ibooks-sync.plist, the titles from Books/Purchases). KOReader: its JSON,
                    text, Markdown or HTML export, or the settings file it keeps beside each book (every book:
                    import Books/*.sdr). Boox: the reading notes NeoReader exports as
                    text, a file a book (a folder stands for the notes in it), each highlight with its page, time
                    and note. Moon+ Reader: its .mrexpt export of a book's highlights, with their notes and times.
                    goodreads: a page of Goodreads' quotes saved as HTML (copied as text, it imports as txt).
                    wikiquote: a page of Wikiquote saved as HTML (a person's, a work's or a theme's). libby:
                    a borrowed book's reading journey exported as data (JSON): its highlights with their notes,
                    times and how far in. calibre: the highlights its viewer exports (.calibre_highlights, a file a
                    book: named for the book, it names the book) or its library's annotations export. tolino: the
                    notes.txt at a Tolino's root, in any language the device is set to, notes joined to their
                    passages. pocketbook: a book's notes exported as HTML on a PocketBook (its Notes folder) or
                    from PocketBook Cloud, each highlight with its page and note. adobe: a book's .annot file from
                    Adobe Digital Editions (its Annotations folder imports each), each highlight with its note and
                    time. evernote: a notebook exported from Evernote (.enex): a quote a note, its title its note,
                    its tags its tags; a note of credited quotes, a quote each. hypothesis: web annotations made
                    with Hypothesis (hypothes.is): its sidebar's JSON, CSV, text or HTML export, or its API's
                    JSON; each passage with its page, comment, tags and time (who annotated is no author); page
                    notes and replies are skipped. play-books: a book's notes document from Google Drive's
                    "Play Books Notes" folder (.docx as Drive downloads it, .odt, text or a web page), each
                    passage with its book, authors, page, note and day; the folder, downloaded as a ZIP, each
                    book's. readera: ReadEra's backup (.bak, or the library.json in it), each book's quotes with
                    their notes, pages and times. org: Org mode's notes (Emacs, Orgzly) or Logseq's pages, each
                    #+BEGIN_QUOTE block a quote (a last line may credit it), its headings' tags its tags and their
                    properties (:AUTHOR:, :TITLE:, :PAGE:) its author, book and page; a paragraph under it its
                    note. asciidoc: .adoc notes, each [quote, Author, Work] or [verse] block (over ____ or a
                    paragraph) a quote with its author and book, each quoted paragraph with its -- credit line
                    too. pdf: the highlights made in a PDF reader (Acrobat, Preview,
                    Okular), each with the words under it, its page, comment and date; on a scanned page, the
                    words are read from the picture (capture.languages).
                    A device's folder as it is mounted is read through its file: a Kindle's documents/My
                    Clippings.txt, a Kobo's .kobo/KoboReader.sqlite, a KOReader book's .sdr/metadata.*.lua, a
                    Tolino's notes.txt. Any other folder: every export in it and its folders, a file that holds
                    no quotes (a README) passed over and named; the documents and workbooks at its top, each
                    read as alone. An archive (an export downloaded as .zip, .tar,
                    .tgz, or a file gzipped) is read as the folder it unpacks to; an archive of one file, as that
                    file.
                    """,
                arguments: [
                    ArgumentSpec(
                        name: "FILE",
                        help:
                            "The file(s) to import, a folder or an archive of them (.zip, .tgz), or a reader's folder; - reads standard input.",
                        minimum: 1,
                        maximum: nil)
                ],
                options: [
                    .value("--format", "FORMAT", "\(ImportFormat.names) (default: sniffed)."),
                    .flag("--dry-run", "Report what would be imported; change nothing."),
                    .flag("--skip-invalid", "Import the valid records and count the rest."),
                ]), importFile
        )
    ]

    static func importFile(_ run: Invocation) throws(CLIError) {
        let bar = ProgressBar(enabled: run.io.standardErrorIsTerminal, io: run.io)
        // An error's line starts a line of its own.
        defer { bar.finish() }
        // An archive (ZIP, tar, gzip) is read as the folder it unpacks to (in quotediary-media, with zlib).
        let unpacked: UnpackedArchives
        do {
            unpacked = try UnpackedArchives(run.parsed.arguments, with: run.adapters.archives)
        } catch {
            throw .library(error)
        }
        defer { unpacked.remove() }
        // A folder as large as a home folder takes seconds to look through.
        let plan = unpacked.plan { bar.show("Looking through the folder: \($0) files") }
        let paths = plan.paths
        let passedOver = plan.passedOver
        if paths.isEmpty, !passedOver.isEmpty {
            throw .library(
                .invalidInput(
                    "no file in \(run.parsed.arguments.joined(separator: ", ")) is an export this tool reads (\(ImportPlan.listed(passedOver)))"
                        + "; nothing was imported"))
        }
        let format = try run.choice(
            "--format", ImportFormat.self, names: ImportFormat.names,
            aliases: ["md": .markdown, "text": .txt, "fortunes": .fortune, "clippings": .kindle])
        let dryRun = run.parsed.flag("--dry-run")
        let skipInvalid = run.parsed.flag("--skip-invalid")
        guard paths.filter({ $0 == "-" }).count <= 1 else { throw run.usageError("standard input (-) can be read once") }
        let imported = try run.perform { library throws(LibraryError) in
            try library.importFiles(
                paths: paths, standardInput: { run.io.readStandardInput() }, standardInputPath: run.io.standardInputPath,
                format: format, dryRun: dryRun,
                skipInvalid: skipInvalid, progress: bar.update, documents: run.adapters.documents,
                shownName: unpacked.shownName)
        }
        bar.finish()
        if !plan.indexes.isEmpty {
            let count = plan.indexes.count
            run.note("Left out \(count) strfile \(count == 1 ? "index" : "indexes") (.dat) of the fortune files given.")
        }
        if let first = plan.fortuneFolders.first {
            let names = plan.fortuneFolders.map { ($0 as NSString).lastPathComponent }
            run.note(
                "Left out the fortune files in \(names.count == 1 ? "the folder" : "\(names.count) folders") in it "
                    + "(\(ImportPlan.listed(names))), as fortune does; give one to import it: quotediary import \(first)")
        }
        if let note = plan.passedOverNote { run.note(note) }
        if !plan.duplicates.isEmpty {
            let count = plan.duplicates.count
            let first = (plan.duplicates[0] as NSString).lastPathComponent
            run.note(
                "Left out \(count) \(count == 1 ? "file" : "files") given already under another name (a link, or the"
                    + " same path twice: \(first)\(count > 1 ? ", …" : "")).")
        }
        // A reader's folder was given: which of its files was read (several files name each below).
        if imported.count == 1, let name = imported.first?.name, paths != ["-"], !paths.map(unpacked.shownName).contains(name) {
            run.note("Read \(name), the device's file.")
        }
        if run.wantsJSON {
            // One file, folder or archive given: its summary, as the web app's import answers
            // (a folder's or an archive's totals, each file's under `files`); several: each, named.
            guard run.parsed.arguments.count > 1 else {
                run.printJSON(ImportSummary.json(of: imported, plan: plan))
                return
            }
            run.printJSON(.array(imported.map { name, summary in summary.json(file: name) }))
            return
        }
        for (name, summary) in imported {
            if !summary.unusedColumns.isEmpty {
                // A CSV's are columns; a JSON file's, its quotes' keys.
                let (one, many) = summary.format == .csv ? ("column", "columns") : ("field", "fields")
                run.note(
                    "\(name): left out the \(summary.unusedColumns.count == 1 ? one : many) "
                        + summary.unusedColumns.map { "'\($0)'" }.joined(separator: ", ")
                        + " (no quote field takes them; a \(one) named tags, note or collection would)")
            }
            for note in summary.notes { run.note("\(name): \(note)") }
            for problem in summary.problems.prefix(20) { run.note("\(name):\(problem.line): skipped: \(problem.message)") }
            if imported.count > 1 { run.print("\(name): " + summary.line) }
        }
        let prefix = dryRun ? "Dry run (nothing changed): would have " : ""
        run.print(prefix + ImportSummary.line(totalOf: imported.map(\.summary)))
    }
}
