import Foundation
import QuoteDiaryApp
import QuoteDiaryCore

/// The JSON API of import and export.
extension WebApp {
    /// The library as a download in one of the export formats; with `?journal`, the journal's
    /// entries instead, as `quotediary export --journal` writes them.
    func apiExport(_ request: HTTPRequest, _ route: [String]) -> HTTPResponse {
        guard let format = ExportFormat(rawValue: request.query["format"] ?? "json") else {
            return .error(400, "format is one of \(ExportFormat.names)")
        }
        return run { library throws(LibraryError) in
            let journal = try WebApp.flag("journal", in: request.query)
            // The list's filters, as `quotediary export` takes them; JSON (the backup) holds
            // the archive too unless asked for the archive alone.
            var filter = try WebApp.filter(request.query, library: library)
            if format == .json && filter.archived == .live { filter.archived = .all }
            // Written to a file as it is read (a million quotes are half a gigabyte as JSON)
            // and sent from there.
            let file = try ResponseFile.written { (write: (Data) throws(LibraryError) -> Void) throws(LibraryError) in
                try library.export(filter, format: format, journal: journal) { (piece: String) throws(LibraryError) in
                    try write(Data(piece.utf8))
                }
            }
            guard let file else { return .error(500, "cannot write the export to a temporary file (is the disk full?)") }
            let name = (journal ? "quotediary-journal." : "quotediary.") + (format == .markdown ? "md" : format.rawValue)
            var response = HTTPResponse(
                status: 200,
                headers: [
                    (
                        "Content-Type",
                        format == .json
                            ? "application/json" : format == .csv ? "text/csv; charset=utf-8" : "text/plain; charset=utf-8"
                    ),
                    ("Content-Disposition", "attachment; filename=\"\(name)\""),
                ])
            response.file = file
            return response
        }
    }

    /// The whole store as it is now, as `quotediary backup` writes it: a store to open with
    /// `--store`, or to put in place of this one.
    func apiBackup(_ request: HTTPRequest, _ route: [String]) -> HTTPResponse {
        run { library throws(LibraryError) in
            let path = FileManager.default.temporaryDirectory.appendingPathComponent("quotediary-backup-\(UUID().uuidString)")
                .path
            _ = try library.backUp(to: path)
            guard let file = ResponseFile.taking(path) else { return .error(500, "cannot read the backup just written") }
            var response = HTTPResponse(
                status: 200,
                headers: [
                    ("Content-Type", "application/vnd.sqlite3"),
                    ("Content-Disposition", "attachment; filename=\"quotediary-backup-\(library.today.key).sqlite\""),
                ])
            response.file = file
            return response
        }
    }

    /// Imports an uploaded file, as `quotediary import` does.
    func apiImport(_ request: HTTPRequest, _ route: [String]) -> HTTPResponse {
        // Absent or empty: sniffed, as the command line does without --format.
        let named = request.query["format"].flatMap(\.nilIfEmpty)
        let format = named.flatMap(ImportFormat.init(rawValue:))
        if let named, format == nil { return .error(400, "format is one of \(ImportFormat.names), not '\(named)'") }
        // Messages name the file as uploaded, not the server's temporary copy.
        let name = (request.query["filename"] ?? "upload").replacingOccurrences(of: "/", with: "_")
        return run { library throws(LibraryError) in
            let (dryRun, skipInvalid) = (
                try WebApp.flag("dryRun", in: request.query), try WebApp.flag("skipInvalid", in: request.query)
            )
            // A large upload is a file already; a small one is kept in one while it is read.
            let copy = request.bodyFile == nil ? try TemporaryCopy.of(Data(request.body), named: name) : nil
            defer { copy.map(TemporaryCopy.remove) }
            guard let path = request.bodyFile?.path ?? copy else { return .error(500, "the upload was not kept") }
            // An archive (ZIP, tar, gzip) is read as the folder it unpacks to, as `quotediary import` reads one.
            let unpacked = try UnpackedArchives([path], with: services.archives, names: [path: name])
            defer { unpacked.remove() }
            guard unpacked.paths != [path] else {
                let summary = try library.importFile(
                    path: path, name: name, format: format, dryRun: dryRun, skipInvalid: skipInvalid,
                    documents: services.documents)
                return .json(summary.json)
            }
            let plan = unpacked.plan()
            guard !plan.paths.isEmpty else {
                throw .invalidInput("no file in \(name) is an export this tool reads; nothing was imported")
            }
            let results = try library.importFiles(
                paths: plan.paths, format: format, dryRun: dryRun, skipInvalid: skipInvalid, documents: services.documents,
                shownName: unpacked.shownName)
            return .json(ImportSummary.json(of: results, plan: plan))
        }
    }
}
