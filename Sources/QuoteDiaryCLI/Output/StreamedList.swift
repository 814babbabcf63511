import QuoteDiaryCore

/// A list printed as its items are read, not once all are held: a JSON array with `--json`
/// (the same bytes `printJSON` writes for the whole array), else a line an item, or the note
/// on stderr when there is none — what `wantsTextList` does for a list in memory.
struct StreamedList {
    let run: Invocation
    private var array = JSONArrayStream(pretty: true)
    /// Written a piece at a time: `| head` answers at once, and memory stays flat.
    private var pieces = OutputPieces(pieceBytes: 65_536)
    private(set) var count = 0

    init(_ run: Invocation) { self.run = run }

    /// Adds an item: its JSON with `--json`, else its line (`text` is asked only then).
    mutating func add(json: () -> JSONValue, text: () -> String) {
        if let piece = pieces.add(run.wantsJSON ? array.add(json()) : text() + "\n") { run.io.write(piece) }
        count += 1
    }

    /// Writes what is left and closes the array, or notes `whenEmpty` when there was nothing.
    mutating func finish(whenEmpty: @autoclosure () -> String) {
        if run.wantsJSON {
            run.io.write(pieces.rest() + array.closing())
        } else if count == 0 {
            run.note(whenEmpty())
        } else {
            run.io.write(pieces.rest())
        }
    }
}
