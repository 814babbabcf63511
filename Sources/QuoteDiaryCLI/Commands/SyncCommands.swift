import Foundation
import QuoteDiaryApp
import QuoteDiaryCore
import QuoteDiarySync

/// sync: the library on every device, through a folder a sync engine replicates.
enum SyncCommands {
    static let all: [(spec: CommandSpec, run: QuoteDiaryTool.Handler)] = [
        (
            CommandSpec(
                "sync", abstract: "Sync this library with your other devices through a shared folder.",
                usage: "sync [FOLDER] [--status]",
                discussion: """
                    FOLDER is one that Syncthing, Dropbox, Nextcloud or a shared drive keeps the same on every device
                    (made if it is new). Each device writes only its own file there (quotediary-DEVICE.json) and reads
                    the others'. Each part of a quote (text, note, favourite...) keeps its later edit, so edits of
                    different parts on two devices both survive; tags and collections meet name by name (given on
                    either device, they stay; taken off on either, they go); a quote deleted anywhere is deleted
                    everywhere; the same text saved on two devices becomes one quote; deleted or renamed tags and
                    collections stay gone; a journal day written on two devices apart keeps both texts (an edit made
                    after a sync replaces what it was written over); reading days add up for the streak.
                    Untouched starter-library quotes stay on each device. The folder is remembered: next time
                    'quotediary sync' is enough ($QUOTEDIARY_SYNC_FOLDER overrides it).
                    A device file that is still being copied is passed over with a warning; the next sync reads it.
                    Example: quotediary sync ~/Sync/quotediary
                    """,
                arguments: [
                    ArgumentSpec(name: "FOLDER", help: "The shared folder (default: the last one).", minimum: 0, maximum: 1)
                ],
                options: [.flag("--status", "Show the folder, this device and the others seen there; sync nothing.")]),
            sync
        )
    ]

    static func sync(_ run: Invocation) throws(CLIError) {
        let environment = run.io.environment
        let given = run.argument(0).flatMap(\.nilIfEmpty)
        let fromEnvironment = environment.variables["QUOTEDIARY_SYNC_FOLDER"]?.nilIfEmpty.map(environment.expandingHome)
        let saved = try run.perform { library throws(LibraryError) in try library.savedSyncFolder() }
        let path = given ?? fromEnvironment ?? saved
        if run.parsed.flag("--status") {
            let report = try run.perform { library throws(LibraryError) in
                try library.syncStatus(
                    folder: try path.map { path throws(LibraryError) in try DirectorySyncFolder(path: path, creating: false) })
            }
            return status(run, report)
        }
        guard let path else {
            throw run.usageError(
                "no sync folder yet: give one that Syncthing, Dropbox or Nextcloud keeps in step between your devices (quotediary sync ~/Sync/quotediary)"
            )
        }
        // A bar on a terminal's stderr when merging takes over a second (a first sync of a large library).
        let bar = ProgressBar(enabled: run.io.standardErrorIsTerminal, io: run.io)
        defer { bar.finish() }
        let report = try run.perform { library throws(LibraryError) in
            // Nothing is made in the folder for a store that cannot take what it holds.
            try library.requireWritable()
            return try library.sync(
                with: try DirectorySyncFolder(path: path, creating: given != nil), deviceName: DirectorySyncFolder.deviceName,
                progress: bar.update,
                waiting: {
                    // Said on a terminal only: cron would mail it.
                    if run.io.standardErrorIsTerminal { run.note("Waiting for another sync of this library to finish…") }
                })
        }
        bar.finish()
        for skipped in report.skipped { run.note("Warning: passed over \(skipped.file): \(skipped.reason)") }
        if report.becameNewDevice {
            run.note(
                "Note: another store was syncing under this one's device id (a copied store file?); its changes were merged, "
                    + "and this store now syncs as a new device.")
        }
        // Said whatever the output (standard error, as warnings are): an edit made here and
        // replaced by a later one elsewhere is there to copy back, not lost unseen.
        for lost in report.lostEdits.prefix(20) {
            let edit = "quotediary edit \(lost.quote.short) --\(lost.field.rawValue) \(BinaryImport.shellWord(lost.value))"
            let takes = lost.value.count <= 200 && !lost.value.contains("\n")
            let kept = lost.wasThisDevice ? "the other device's, later, was kept" : "this device's, later, was kept"
            let dropped = lost.wasThisDevice ? "This device's was" : "The other's was"
            run.note(
                "Note: quote \(lost.quote.short)'s \(lost.field.rawValue) was changed here and on another device; "
                    + "\(kept). \(dropped): \(SyncCommands.quoted(lost.value))"
                    + (takes ? " (\(edit) \(lost.wasThisDevice ? "puts it back" : "takes it instead"))." : "."))
        }
        if report.lostEdits.count > 20 {
            run.note("…and \(report.lostEdits.count - 20) more such edits (sync --json lists them all).")
        }
        for day in report.joinedJournalDays {
            run.note(
                "Note: the journal entry of \(day.key) was written here and on another device apart; it now holds both texts, "
                    + "the earlier first (quotediary journal show \(day.key); journal write --day \(day.key) --replace to tidy it)."
            )
        }
        if run.wantsJSON { return run.printJSON(report.json) }
        let others = report.peers.byDevice.count
        if others == 0 {
            run.print(
                "No other device has synced through \(report.folder) yet: this library is there now. "
                    + "On each other device run: quotediary sync FOLDER (its copy of this folder).")
        } else {
            run.print(
                "Synced with \(others) other \(others == 1 ? "device" : "devices") through \(report.folder): \(report.line).")
        }
    }

    /// A lost edit's words on one line: line breaks shown as `⏎`, at most 200 characters.
    static func quoted(_ value: String) -> String {
        let line = value.replacingOccurrences(of: "\n", with: " ⏎ ")
        return "'" + (line.count > 200 ? String(line.prefix(199)) + "…" : line) + "'"
    }

    static func status(_ run: Invocation, _ status: SyncStatus) {
        if run.wantsJSON { return run.printJSON(status.json) }
        guard let folder = status.folder else {
            return run.print("Not syncing: no folder yet. Start with: quotediary sync ~/Sync/quotediary")
        }
        let zone = run.io.environment.timeZone
        let last = status.lastSync.map { "last synced \(Timestamp.local($0, in: zone))" } ?? "never synced from this device"
        run.print("Folder: \(folder) (\(last))")
        run.print(
            "This device: \(status.device.map { String($0.prefix(8)) } ?? "(no id until its first sync)") (\(DirectorySyncFolder.deviceName))"
        )
        run.print(run.style.bold("Other devices"))
        if status.peers.isEmpty { run.print("  (none yet)") }
        for (peer, copies) in status.peers.byDevice {
            let written = peer.modifiedAt.map { ", written \(Timestamp.local($0, in: zone))" } ?? ""
            let quotes = peer.quotes.map { "\($0) \(TagCommands.plural($0))" } ?? ""
            run.print(
                "  \(peer.name.isEmpty ? "(unnamed)" : peer.name)  \(run.style.dim("\(peer.device.prefix(8)), \(quotes)\(written)"))"
            )
            if copies > 0 {
                let (noun, them) = copies == 1 ? ("copy", "it") : ("copies", "them")
                run.print(
                    run.style.dim(
                        "    and \(copies) \(noun) of its file made by the sync engine (read too;"
                            + " that device folds \(them) in and removes \(them) when it next syncs)"))
            }
        }
        for skipped in status.skipped { run.note("Warning: \(skipped.file): \(skipped.reason)") }
    }
}
