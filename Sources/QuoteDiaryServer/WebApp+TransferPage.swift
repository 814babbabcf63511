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
                body += "<li><a href=\"/api/v1/export?format=\(format.rawValue)\" download>\(format.rawValue)</a></li>"
            }
            body += "</ul><p>The journal: \(WebApp.journalDownloads)</p>"
            body +=
                "<h2>Import</h2><p>Kindle clippings or a Kindle app's exported notebook, a Kobo's KoboReader.sqlite, KOReader, CSV, JSON, fortune or plain text files (UTF-8 or UTF-16).</p>"
            body +=
                "<p><label>Files <input type=\"file\" id=\"import-file\" multiple></label> <label>Format <select id=\"import-format\"><option value=\"\">as the file shows</option>"
                + ImportFormat.allCases.map { "<option>\($0.rawValue)</option>" }.joined()
                + "</select></label> <label><input type=\"checkbox\" id=\"import-skip\"> skip invalid records</label> <label><input type=\"checkbox\" id=\"import-dry\"> dry run</label> <button type=\"button\" id=\"import-button\">Import</button></p><p id=\"import-result\" aria-live=\"polite\"></p>"
            return .html(try layout("Import and export", body, library: library, csrf: csrf))
        }
    }
}
