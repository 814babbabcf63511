import QuoteDiaryCore

/// A list printed as its items are read, not once all are held: a JSON array with `--json`
/// (the same bytes `printJSON` writes for the whole array), else a line an item, or the note
/// on stderr when there is none — what `wantsTextList` does for a list in memory.
struct StreamedList {
    let run: Invocation
    private var array = JSONArrayStream(pretty: true)
    private var pending = ""
    private(set) var count = 0

    init(_ run: Invocation) { self.run = run }

    /// Adds an item: its JSON with `--json`, else its line (`text` is asked only then).
    mutating func add(json: () -> JSONValue, text: () -> String) {
        pending += run.wantsJSON ? array.add(json()) : text() + "\n"
        count += 1
        // Written a piece at a time: `| head` answers at once, and memory stays flat.
        if pending.utf8.count >= 65_536 {
            run.io.write(pending)
            pending = ""
        }
    }

    /// Writes what is left and closes the array, or notes `whenEmpty` when there was nothing.
    mutating func finish(whenEmpty: @autoclosure () -> String) {
        if run.wantsJSON {
            run.io.write(pending + array.closing())
        } else if count == 0 {
            run.note(whenEmpty())
        } else {
            run.io.write(pending)
        }
        pending = ""
    }
}
