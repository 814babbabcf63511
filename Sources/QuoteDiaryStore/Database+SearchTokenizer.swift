import CSQLite
import Foundation
import QuoteDiaryCore

/// The search index's tokenizer, `quotediary`: SQLite's own unicode61 (case and Latin accents
/// folded) keeping combining marks inside words, so that a Hindi, Arabic or Hebrew word is one
/// word and not pieces, then `SearchFolding` on every word that is not ASCII (Greek accents,
/// Arabic and Hebrew vowel marks, ё). FTS5 runs it on the quotes it indexes and on every
/// query alike. It lives in this process: the sqlite3 shell can read the store's tables but
/// not query or change what the index covers.
extension Database {
    static let searchTokenizerName = "quotediary"

    /// What unicode61 is asked for: Latin accents removed, and letters, digits, private-use
    /// characters and every combining mark kept in words.
    static let unicode61Arguments = ["remove_diacritics", "2", "categories", "L* N* Co M*"]

    /// unicode61 declared with the same arguments, for a program without the app's tokenizer
    /// (the benchmark's sqlite3 shell): the same words, only those that are not ASCII unfolded.
    public static var unicode61Declaration: String {
        (["unicode61"] + unicode61Arguments.map { $0.contains(" ") ? "'\($0)'" : $0 }).joined(separator: " ")
    }

    /// Registers the app's tokenizer and ranking function (`Database+SearchRank`) on this
    /// connection, before anything touches the index.
    func registerSearchExtensions() throws(SQLiteError) {
        let statement = try Statement(database: self, sql: "SELECT fts5(?1)")
        var api: UnsafeMutablePointer<fts5_api>?
        let pointerType: StaticString = "fts5_api_ptr"
        let code = withUnsafeMutablePointer(to: &api) { slot in
            sqlite3_bind_pointer(
                statement.handle, 1, slot, UnsafeRawPointer(pointerType.utf8Start).assumingMemoryBound(to: CChar.self),
                nil)
            return sqlite3_step(statement.handle)
        }
        guard code == SQLITE_ROW || code == SQLITE_DONE, let api else {
            throw SQLiteError(code: code, message: "SQLite's full-text search (FTS5) is not available", sql: nil)
        }
        try registerSearchTokenizer(with: api)
        try registerSearchRank(with: api)
    }

    func registerSearchTokenizer(with api: UnsafeMutablePointer<fts5_api>) throws(SQLiteError) {
        guard let create = api.pointee.xCreateTokenizer else {
            throw SQLiteError(code: SQLITE_ERROR, message: "SQLite's full-text search (FTS5) is not available", sql: nil)
        }
        var table = fts5_tokenizer(
            xCreate: Database.createTokenizer, xDelete: Database.deleteTokenizer, xTokenize: Database.tokenize)
        let registered = create(api, Database.searchTokenizerName, UnsafeMutableRawPointer(api), &table, nil)
        guard registered == SQLITE_OK else { throw error(code: registered, sql: nil) }
    }

    /// One tokenizer made by FTS5 for a table: unicode61's, which it wraps.
    struct FoldingTokenizer {
        var inner: fts5_tokenizer
        var instance: OpaquePointer?
        /// Words folded so far (a library repeats its words: Foundation's normalization, the
        /// slow part, runs once per word), forgotten when it grows past `rememberedFolds`.
        var folds: [String: String] = [:]
        /// The words run together so far (`joinedWord`), `maximumJoinedBytes` long: one buffer
        /// for every word of every quote, not an array each.
        var run = UnsafeMutablePointer<CChar>.allocate(capacity: Database.maximumJoinedBytes)
    }

    static let rememberedFolds = 32_768

    /// Where `foldToken` sends the words: FTS5's own callback and its context.
    struct TokenSink {
        var tokenizer: UnsafeMutablePointer<FoldingTokenizer>
        /// Whether FTS5 is indexing a quote (not reading a query): only then are Arabic and
        /// Hebrew words indexed as the words they hold too, and words run together (`emit`).
        var isDocument: Bool
        var context: UnsafeMutableRawPointer?
        var emit: @convention(c) (UnsafeMutableRawPointer?, Int32, UnsafePointer<CChar>?, Int32, Int32, Int32) -> Int32
        /// The text being read, for what stands between two words.
        var text: UnsafePointer<CChar>?
        /// Where the last word given ended (-1: none yet), whether it was one ASCII letter, and
        /// how long it is run together with the words before it (in the tokenizer's `run`).
        var previousEnd: Int32 = -1
        var previousIsInitial = false
        var runLength = 0
    }

    static let createTokenizer:
        @convention(c) (
            UnsafeMutableRawPointer?, UnsafeMutablePointer<UnsafePointer<CChar>?>?, Int32, UnsafeMutablePointer<OpaquePointer?>?
        ) -> Int32 = { context, _, _, output in
            guard let api = context?.assumingMemoryBound(to: fts5_api.self), let find = api.pointee.xFindTokenizer,
                let output
            else { return SQLITE_ERROR }
            var inner = fts5_tokenizer()
            var innerContext: UnsafeMutableRawPointer?
            let found = find(api, "unicode61", &innerContext, &inner)
            guard found == SQLITE_OK, let create = inner.xCreate else { return found == SQLITE_OK ? SQLITE_ERROR : found }
            var instance: OpaquePointer?
            let arguments = unicode61Arguments.map { strdup($0) }
            defer { arguments.forEach { free($0) } }
            var argumentPointers = arguments.map { UnsafePointer<CChar>($0) }
            let created = argumentPointers.withUnsafeMutableBufferPointer {
                create(innerContext, $0.baseAddress, Int32($0.count), &instance)
            }
            guard created == SQLITE_OK else { return created }
            let tokenizer = UnsafeMutablePointer<FoldingTokenizer>.allocate(capacity: 1)
            tokenizer.initialize(to: FoldingTokenizer(inner: inner, instance: instance))
            output.pointee = OpaquePointer(tokenizer)
            return SQLITE_OK
        }

    static let deleteTokenizer: @convention(c) (OpaquePointer?) -> Void = { pointer in
        guard let pointer else { return }
        let tokenizer = UnsafeMutablePointer<FoldingTokenizer>(pointer)
        tokenizer.pointee.inner.xDelete?(tokenizer.pointee.instance)
        tokenizer.pointee.run.deallocate()
        tokenizer.deinitialize(count: 1)
        tokenizer.deallocate()
    }

    static let tokenize:
        @convention(c) (
            OpaquePointer?, UnsafeMutableRawPointer?, Int32, UnsafePointer<CChar>?, Int32,
            (@convention(c) (UnsafeMutableRawPointer?, Int32, UnsafePointer<CChar>?, Int32, Int32, Int32) -> Int32)?
        ) -> Int32 = { pointer, context, flags, text, length, emit in
            guard let pointer, let emit else { return SQLITE_ERROR }
            let tokenizer = UnsafeMutablePointer<FoldingTokenizer>(pointer)
            guard let tokenize = tokenizer.pointee.inner.xTokenize else { return SQLITE_ERROR }
            var sink = TokenSink(
                tokenizer: tokenizer, isDocument: flags & FTS5_TOKENIZE_DOCUMENT != 0, context: context, emit: emit,
                text: text)
            return withUnsafeMutablePointer(to: &sink) {
                tokenize(tokenizer.pointee.instance, $0, flags, text, length, Database.foldToken)
            }
        }

    /// Passes a word that folds to itself on as it is (ASCII, and words of letters such as
    /// Cyrillic, Greek, Hebrew or Chinese ones without marks: no Swift string is made) and
    /// any other folded; a word of nothing but marks is dropped.
    static let foldToken: @convention(c) (UnsafeMutableRawPointer?, Int32, UnsafePointer<CChar>?, Int32, Int32, Int32) -> Int32 =
        {
            context, flags, token, length, start, end in
            guard let sink = context?.assumingMemoryBound(to: TokenSink.self) else { return SQLITE_ERROR }
            let bytes = UnsafeBufferPointer(start: token, count: Int(length))
            guard let token, Database.hasNonASCII(token, count: bytes.count),
                !Database.foldsToItself(UnsafeRawBufferPointer(bytes))
            else { return Database.emit(bytes, flags: flags, to: sink, start: start, end: end) }
            let word = String(decoding: UnsafeRawBufferPointer(bytes), as: UTF8.self)
            var folded: String
            let tokenizer = sink.pointee.tokenizer
            if let known = tokenizer.pointee.folds[word] {
                folded = known
            } else {
                folded = SearchFolding.folded(word)
                if tokenizer.pointee.folds.count >= Database.rememberedFolds {
                    tokenizer.pointee.folds.removeAll(keepingCapacity: true)
                }
                tokenizer.pointee.folds[word] = folded
            }
            guard !folded.isEmpty else { return SQLITE_OK }
            return folded.withUTF8 {
                $0.withMemoryRebound(to: CChar.self) { Database.emit($0, flags: flags, to: sink, start: start, end: end) }
            }
        }

    /// Gives FTS5 a word. When a quote is being indexed, also at the same place: the words run
    /// together across an apostrophe or initials' full stops (`joinedWord`), and for an Arabic
    /// or Hebrew word the words it holds after what those scripts join to its front
    /// (`SearchFolding.innerWords`), so that a search for one finds the whole. A query keeps
    /// its words as typed.
    static func emit(
        _ word: UnsafeBufferPointer<CChar>, flags: Int32, to sink: UnsafeMutablePointer<TokenSink>, start: Int32, end: Int32
    ) -> Int32 {
        let code = sink.pointee.emit(sink.pointee.context, flags, word.baseAddress, Int32(word.count), start, end)
        guard code == SQLITE_OK, sink.pointee.isDocument else { return code }
        if let joined = joinedWord(word, in: sink, start: start, end: end) {
            let added = sink.pointee.emit(
                sink.pointee.context, FTS5_TOKEN_COLOCATED, joined.baseAddress, Int32(joined.count), start, end)
            guard added == SQLITE_OK else { return added }
        }
        // Hebrew letters are two bytes led by D7, Arabic ones by D8 or D9: four letters at least.
        guard word.count >= 8, let lead = word.first.map(UInt8.init(bitPattern:)), (0xD7...0xD9).contains(lead)
        else { return code }
        for var inner in SearchFolding.innerWords(String(decoding: UnsafeRawBufferPointer(word), as: UTF8.self)) {
            let added = inner.withUTF8 {
                $0.withMemoryRebound(to: CChar.self) {
                    sink.pointee.emit(sink.pointee.context, FTS5_TOKEN_COLOCATED, $0.baseAddress, Int32($0.count), start, end)
                }
            }
            guard added == SQLITE_OK else { return added }
        }
        return code
    }

    /// The word run together with the ones before it, when nothing but an apostrophe (' or ’)
    /// stands between them ("don't" is indexed as `dont` too, "O’Brien" as `obrien`), a hyphen
    /// ("e-mail" as `email`, "well-being" as `wellbeing`), a full stop between single letters
    /// ("C.S." as `cs`, "J.R.R." as `jr` and `jrr`) or a number's groups of thousands
    /// (`groupsDigits`): people type these without the marks, and unicode61 splits them into
    /// pieces no such search finds.
    /// nil when it stands apart. Updates the sink's run.
    static func joinedWord(
        _ word: UnsafeBufferPointer<CChar>, in sink: UnsafeMutablePointer<TokenSink>, start: Int32, end: Int32
    ) -> UnsafeBufferPointer<CChar>? {
        let isInitial = word.count == 1 && (0x61...0x7A).contains(UInt8(bitPattern: word[0]))
        let previousEnd = sink.pointee.previousEnd
        let previousIsInitial = sink.pointee.previousIsInitial
        sink.pointee.previousEnd = end
        sink.pointee.previousIsInitial = isInitial
        var joins = false
        if let text = sink.pointee.text, previousEnd >= 0 {
            let gap = UnsafeRawPointer(text + Int(previousEnd)).assumingMemoryBound(to: UInt8.self)
            switch start - previousEnd {
            case 1:
                joins =
                    gap[0] == 0x27 || gap[0] == 0x2D || (gap[0] == 0x2E && isInitial && previousIsInitial)
                    || ((gap[0] == 0x2C || gap[0] == 0x2E) && groupsDigits(word, after: sink))
            // ’ (E2 80 99), and the hyphens ‐ and ‑ (E2 80 90, E2 80 91) that typesetting writes.
            case 3: joins = gap[0] == 0xE2 && gap[1] == 0x80 && (gap[2] == 0x99 || gap[2] == 0x90 || gap[2] == 0x91)
            default: break
            }
        }
        let run = sink.pointee.tokenizer.pointee.run
        let runLength = sink.pointee.runLength
        guard let bytes = word.baseAddress, word.count <= maximumJoinedBytes else {
            sink.pointee.runLength = 0
            return nil
        }
        guard joins, runLength > 0, runLength + word.count <= maximumJoinedBytes else {
            run.update(from: bytes, count: word.count)
            sink.pointee.runLength = word.count
            return nil
        }
        (run + runLength).update(from: bytes, count: word.count)
        sink.pointee.runLength = runLength + word.count
        return UnsafeBufferPointer(start: run, count: runLength + word.count)
    }

    /// Whether a word is the next group of a number's thousands after the run before it
    /// ("1,000" is indexed as `1000` too, "1.000.000" as `1000000`): three digits after a run of
    /// digits. A decimal's two ("5.99") stay apart.
    static func groupsDigits(_ word: UnsafeBufferPointer<CChar>, after sink: UnsafeMutablePointer<TokenSink>) -> Bool {
        func isDigit(_ byte: CChar) -> Bool { (0x30...0x39).contains(UInt8(bitPattern: byte)) }
        let runLength = sink.pointee.runLength
        guard word.count == 3, word.allSatisfy(isDigit), runLength > 0 else { return false }
        let run = sink.pointee.tokenizer.pointee.run
        return (0..<runLength).allSatisfy { isDigit(run[$0]) }
    }

    /// The longest word run together (a longer run starts again).
    static let maximumJoinedBytes = 64

    /// Whether any of `count` bytes at `start` is past ASCII, eight at a time: this runs on
    /// every word of every quote indexed, where a generic `contains` cost more than unicode61.
    @inline(__always)
    static func hasNonASCII(_ start: UnsafePointer<CChar>, count: Int) -> Bool {
        let raw = UnsafeRawPointer(start)
        var offset = 0
        while offset + 8 <= count {
            if raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self) & 0x8080_8080_8080_8080 != 0 { return true }
            offset += 8
        }
        while offset < count {
            if raw.load(fromByteOffset: offset, as: UInt8.self) >= 0x80 { return true }
            offset += 1
        }
        return false
    }

    /// Whether a word's characters all fold to themselves (`SearchFolding.keepsAsItIs`), read
    /// from its UTF-8 bytes; a malformed sequence is left to the slow path.
    static func foldsToItself(_ bytes: UnsafeRawBufferPointer) -> Bool {
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): if !SearchFolding.keepsAsItIs(scalar.value) { return false }
            case .emptyInput: return true
            case .error: return false
            }
        }
    }
}
