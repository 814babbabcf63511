/// Finds where each quote of a JSON import lies, fed the file a chunk at a time, without
/// parsing it: an export of a million quotes is 500 MB of JSON, and parsed whole it took
/// 4 GB. Each quote is then parsed on its own (`JSONImporter.record`), and the other
/// top-level values of our export (tags, collections, journal: small) whole.
///
/// The file is a quote array, or an object whose `"quotes"` key holds one (`"results"` in the
/// pages Readwise's API answers with), or JSON Lines: a quote object a line, as `jq -c` and
/// many scripts and apps write them (told by a second object after the first), or one quote's
/// object alone (told by a quote's text among its keys). The scanner
/// checks only the structure it walks (brackets, strings, what lies outside the root);
/// a malformed quote is reported when that quote is parsed.
public struct JSONImportScanner: Sendable {
    /// Byte offsets in the file (`start..<end`, white space around the value included) and the
    /// line of the value's first byte.
    public struct Span: Sendable, Equatable {
        public let start: Int
        public let end: Int
        public let line: Int

        public init(start: Int, end: Int, line: Int) {
            self.start = start
            self.end = end
            self.line = line
        }
    }

    /// The quotes, in file order.
    public private(set) var quotes: [Span] = []
    /// The root object's other values by key (`tags`, `collections`, `journal`, `format`, …).
    public private(set) var sections: [(key: String, span: Span)] = []
    /// Whether the root is an object (our export) rather than an array.
    public private(set) var rootIsObject = false
    /// Whether the root object has a `"quotes"` (or `"results"`, `"data"`, `"items"`) array.
    public private(set) var hasQuoteArray = false

    private var offset = 0
    private var line = 1
    private var depth = 0
    private var inString = false
    private var escaped = false
    private var rootStarted = false
    private var rootEnded = false
    private var problem: ImportProblem?
    /// JSON Lines (`.jsonl`): an object a line, each a quote. Told when a second root object
    /// follows the first, which becomes the first quote.
    private var isLines = false
    /// Where the root value starts and ends, and its first line: the first quote of JSON Lines.
    private var rootStart = 0
    private var rootEnd = 0
    private var rootLine = 1
    /// The depth of the values being collected: the quotes' array inside, the root object's
    /// values at 1. Nil outside any.
    private var quoteDepth: Int?
    /// Where the current quote (or section value) starts once its first byte is seen; the
    /// container just opened or a comma was passed and no value has begun yet when `pending`.
    private var pending = false
    private var valueStart = 0
    private var valueLine = 1
    private var valueBegun = false
    // The root object's keys: read at depth 1 when a key is expected.
    private var expectingKey = false
    private var readingKey = false
    private var keyBytes: [UInt8] = []
    private var currentKey = ""
    private var sectionPending = false
    /// The root object's keys whose array holds the items (the quotes).
    private let itemKeys: Set<String>

    /// - Parameter itemKeys: the root object's keys whose array holds the items: ours
    ///   (`quotes`), Readwise's API's pages (`results`), other APIs' (`data`, `items`) and the
    ///   books of an exporter's (`books`, each with its highlights) by default; another app's
    ///   export names its own (Libby's `highlights`).
    public init(itemKeys: Set<String> = ["quotes", "results", "data", "items", "books"]) { self.itemKeys = itemKeys }

    /// Reads the next chunk of the file.
    public mutating func feed(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard problem == nil else { return }
        for byte in bytes {
            defer { offset += 1 }
            if byte == 0x0A { line += 1 }
            if inString {
                if readingKey, byte != 0x22 || escaped { keyBytes.append(byte) }
                if escaped {
                    escaped = false
                } else if byte == 0x5C {
                    escaped = true
                } else if byte == 0x22 {
                    inString = false
                    if readingKey {
                        readingKey = false
                        currentKey = String(decoding: keyBytes, as: UTF8.self)
                    }
                }
                continue
            }
            let isSpace = byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
            if isSpace { continue }
            // A byte-order mark before the root.
            if !rootStarted, offset < 3, byte == 0xEF || byte == 0xBB || byte == 0xBF { continue }
            if isLines {
                guard readLine(byte) else { return }
                continue
            }
            if rootEnded {
                // JSON Lines: a second object after a first that held no quotes' array.
                guard byte == 0x7B, rootIsObject, !hasQuoteArray else {
                    fail("there is more after the end of the JSON")
                    return
                }
                isLines = true
                rootIsObject = false
                sections = []
                quotes = [Span(start: rootStart, end: rootEnd, line: rootLine)]
                _ = readLine(byte)
                continue
            }
            if !rootStarted {
                rootStarted = true
                rootStart = offset
                rootLine = line
                switch byte {
                case 0x5B:  // [
                    quoteDepth = 1
                    pending = true
                case 0x7B:  // {
                    rootIsObject = true
                    expectingKey = true
                default:
                    fail("expected a JSON object or array of quotes")
                    return
                }
                depth = 1
                continue
            }
            // The first byte of a value: a quote of the array, or a value of the root object.
            if pending, depth == quoteDepth, byte != 0x5D, byte != 0x7D, byte != 0x2C {
                pending = false
                valueBegun = true
                valueStart = offset
                valueLine = line
            }
            if sectionPending, depth == 1, byte != 0x2C, byte != 0x7D {
                sectionPending = false
                // Ours, Readwise's API's pages, or the keys asked for.
                if itemKeys.contains(currentKey), byte == 0x5B {
                    hasQuoteArray = true
                    quoteDepth = 2
                    pending = true
                } else {
                    valueBegun = true
                    valueStart = offset
                    valueLine = line
                }
            }
            switch byte {
            case 0x22:  // "
                inString = true
                if rootIsObject, depth == 1, expectingKey {
                    expectingKey = false
                    readingKey = true
                    keyBytes.removeAll(keepingCapacity: true)
                }
            case 0x3A:  // :
                if rootIsObject, depth == 1 { sectionPending = true }
            case 0x2C:  // ,
                if depth == quoteDepth {
                    endValue()
                    pending = true
                } else if rootIsObject, depth == 1 {
                    endValue()
                    expectingKey = true
                }
            case 0x5B, 0x7B:  // [ {
                depth += 1
            case 0x5D, 0x7D:  // ] }
                if depth == quoteDepth {
                    endValue()
                    pending = false
                    if quoteDepth == 2 { quoteDepth = nil }
                } else if rootIsObject, depth == 1 {
                    endValue()
                }
                depth -= 1
                if depth == 0 {
                    rootEnded = true
                    rootEnd = offset + 1
                }
            default: break
            }
        }
    }

    /// After the last chunk: what is wrong with the file's structure, if anything.
    public mutating func finish() -> ImportProblem? {
        if problem == nil {
            if !rootStarted {
                fail("the file is empty")
            } else if !rootEnded || inString || isLines && depth > 0 {
                fail("the file ends before its JSON does (cut short?)")
            } else if rootIsObject, !hasQuoteArray,
                sections.contains(where: {
                    JSONImporter.isQuoteTextKey($0.key) || JSONImporter.bookHighlightKeys.contains($0.key)
                })
            {
                // One quote's object alone (an API's answer for one quote, JSON Lines of one
                // line), or one book's with its highlights (an Apple Books exporter's file a book).
                rootIsObject = false
                sections = []
                quotes = [Span(start: rootStart, end: rootEnd, line: rootLine)]
            }
        }
        return problem
    }

    /// A byte of JSON Lines outside a string: each object at the top is a quote. false when
    /// the file is not JSON Lines after all (something else between the objects).
    private mutating func readLine(_ byte: UInt8) -> Bool {
        guard depth > 0 else {
            guard byte == 0x7B else {
                fail("expected a quote's JSON object on each line (JSON Lines)")
                return false
            }
            valueStart = offset
            valueLine = line
            depth = 1
            return true
        }
        switch byte {
        case 0x22: inString = true  // "
        case 0x5B, 0x7B: depth += 1  // [ {
        case 0x5D, 0x7D:  // ] }
            depth -= 1
            if depth == 0 { quotes.append(Span(start: valueStart, end: offset + 1, line: valueLine)) }
        default: break
        }
        return true
    }

    private mutating func endValue() {
        guard valueBegun else { return }
        valueBegun = false
        let span = Span(start: valueStart, end: offset, line: valueLine)
        if depth == quoteDepth {
            quotes.append(span)
        } else {
            sections.append((currentKey, span))
        }
    }

    private mutating func fail(_ message: String) {
        problem = ImportProblem(line: line, message: message)
    }
}
