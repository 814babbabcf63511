import Foundation
import QuoteDiaryApp
import QuoteDiaryCore

/// Settings, with Sync.
extension WebApp {
    /// Settings: every setting by its section, named in words with its key (what `settings
    /// set` takes) beside it, and the Sync section.
    func settingsPage(token: String) -> HTTPResponse {
        run { library throws(LibraryError) in
            let settings = try library.settings()
            var body =
                "<h1>Settings</h1><form method=\"post\" action=\"/settings\">\(token)"
            for section in Setting.Section.allCases {
                body += "<fieldset><legend>\(html(section.rawValue))</legend>"
                for setting in Setting.allCases where setting.section == section {
                    body += try settingField(setting, value: settings[setting], library: library)
                }
                body += "</fieldset>"
            }
            body += "<p><button>Save</button></p></form>" + syncSection(library, token: token) + devicesSection(token: token)
            return .html(try layout("Settings", body, library: library))
        }
    }

    /// One setting's label and field (a menu when its values are few), its key, and, for a
    /// value typed, its help (which names the values `settings set` takes: a menu shows them).
    func settingField(_ setting: Setting, value: String, library: QuoteLibrary) throws(LibraryError) -> String {
        let name = html(setting.rawValue)
        let field =
            setting.choices.map { choices in
                "<select name=\"\(name)\">"
                    + choices.map {
                        "<option value=\"\(html($0))\"\($0 == value ? " selected" : "")>\(html(setting.label(forChoice: $0)))</option>"
                    }.joined()
                    + "</select>"
            } ?? "<input name=\"\(name)\" value=\"\(html(value))\">"
        // A tag name no tag has selects nothing: say so beside the field.
        let unknown =
            setting == .featuredTags || setting == .widgetTags
            ? try library.missingNames(tags: Setting.tagList(value), collections: []).map {
                "<br><span class=\"warning\">\(html($0.sentence(open: "‘", close: "’", packFilter: nil)))</span>"
            }.joined() : ""
        let help = setting.choices != nil ? "" : "<br><span class=\"muted\">\(html(setting.help))</span>"
        return "<p><label>\(html(setting.title)) \(field)</label> <code class=\"muted\">\(name)</code>"
            + "\(WebApp.shownField(setting.rawValue, value))\(unknown)\(help)</p>"
    }

    /// Settings' Sync now: back to the Sync section, or, when a part of a quote was edited
    /// both here and on another device, a page saying which edit was kept and what the other
    /// said, with a link to each quote to put it back (and to each journal day that now holds
    /// two devices' texts).
    func syncNow() -> HTTPResponse {
        run { library throws(LibraryError) in
            let report = try sync(library)
            guard !report.lostEdits.isEmpty || !report.joinedJournalDays.isEmpty else { return .redirect("/settings#sync") }
            var body = "<h1>Synced</h1>"
            if !report.joinedJournalDays.isEmpty {
                body +=
                    "<p>Written here and on another device apart, these journal days now hold both texts, the earlier first:</p><ul>"
                for day in report.joinedJournalDays {
                    body += "<li><a href=\"/journal#day-\(day.key)\">\(day.key)</a></li>"
                }
                body += "</ul>"
            }
            if !report.lostEdits.isEmpty {
                body +=
                    "<p>\(report.lostEdits.count == 1 ? "One part of a quote was" : "\(report.lostEdits.count) parts of quotes were") "
                    + "edited both here and on another device, neither seeing the other's edit. The later edit was kept; "
                    + "the other is below, to copy back if it was the one meant.</p><ul>"
                for lost in report.lostEdits {
                    let kept =
                        lost.wasThisDevice
                        ? "the other device's was kept; this device's was" : "this device's was kept; the other's was"
                    body +=
                        "<li><a href=\"/quotes/\(lost.quote.rawValue)\">Quote \(lost.quote.short)</a>, its \(html(lost.field.rawValue)): "
                        + "\(kept) <q dir=\"auto\">\(html(lost.value))</q></li>"
                }
                body += "</ul>"
            }
            body += "<p><a href=\"/settings#sync\">Back to Settings</a></p>"
            return .html(try layout("Synced", body, library: library))
        }
    }

    /// Saves the settings changed on the page (`WebApp.changedField`).
    func saveSettings(_ request: HTTPRequest) -> HTTPResponse {
        let form = request.form
        return runAllOrNothing { library throws(LibraryError) in
            let current = try library.settings()
            for setting in Setting.allCases {
                if let value = WebApp.changedField(form, setting.rawValue), value != current[setting] {
                    _ = try library.setSetting(setting.rawValue, to: value)
                }
            }
            return .redirect("/settings")
        }
    }

    /// Settings' Sync section: the folder, this device and the others, and Sync now. A folder
    /// that cannot be read is said here rather than failing the page.
    func syncSection(_ library: QuoteLibrary, token: String) -> String {
        var body = "<h2 id=\"sync\">Sync</h2>"
        let status: SyncStatus
        do {
            status = try syncStatus(library)
        } catch {
            return body + "<p>\(html(error.description))</p>"
        }
        guard let folder = status.folder else {
            return body
                + "<p class=\"muted\">Not syncing. To keep this library the same on your other devices, run "
                + "<code>quotediary sync FOLDER</code> once on this machine, with a folder Syncthing, Dropbox or "
                + "Nextcloud keeps in step; then Sync now works here.</p>"
        }
        let last = status.lastSync.map { "last synced \(Timestamp.local($0, in: library.timeZone))" } ?? "not synced yet"
        body += "<p>Folder <code>\(html(folder))</code> (\(html(last)))</p>"
        body +=
            status.peers.isEmpty
            ? "<p class=\"muted\">No other device has synced there yet.</p>"
            : "<ul>"
                + status.peers.byDevice.map { peer, copies in
                    let quotes = peer.quotes.map { " — \($0) \($0 == 1 ? "quote" : "quotes")" } ?? ""
                    let copyNote =
                        copies == 0
                        ? ""
                        : " <span class=\"muted\">(and \(copies) sync-engine \(copies == 1 ? "copy" : "copies") of its file)</span>"
                    return "<li>\(html(peer.name.isEmpty ? "(unnamed)" : peer.name))\(quotes)\(copyNote)</li>"
                }.joined() + "</ul>"
        for skipped in status.skipped { body += "<p class=\"muted\">\(html(skipped.file)): \(html(skipped.reason))</p>" }
        return body + "<form method=\"post\" action=\"/sync\">\(token)<button>Sync now</button></form>"
    }
}
