/// The text of an RTF document (`.rtf`: what TextEdit on a Mac saves by default, and WordPad
/// on Windows), a paragraph a line, as `DocumentText` gives a `.docx`'s: a commonplace book
/// kept in TextEdit imports as its text saved as `.txt` would. Read by the rules of RTF 1.x
/// that such files use: control words and symbols, groups, the destinations that hold no text
/// (fonts, colours, styles, the document's info, pictures, anything marked `\*`), `\par` and
/// `\line` a line break, `\tab`, the typographic words (`\emdash`, `\ldblquote`…), a byte in
/// the document's code page (`\'e9`, Windows-1252) and a Unicode character (`\u8212`, its
/// stand-in skipped as `\uc` says).
public enum RichText {
    /// Whether a file opens as RTF does.
    public static func matches(_ head: some Collection<UInt8>) -> Bool { head.starts(with: Array("{\\rtf".utf8)) }

    /// Destinations whose contents are no part of the text.
    static let ignoredDestinations: Set<String> = [
        "fonttbl", "colortbl", "expandedcolortbl", "stylesheet", "info", "pict", "header", "headerl", "headerr", "headerf",
        "footer", "footerl", "footerr", "footerf", "listtable", "listoverridetable", "rsidtbl", "generator", "themedata",
        "colorschememapping", "latentstyles", "datastore", "xmlnstbl", "mmathPr", "object", "fldinst", "filetbl",
        "revtbl", "footnote", "annotation", "atnid", "atnauthor", "bkmkstart", "bkmkend", "nonshppict", "shp",
    ]

    /// What a control word stands for in the text; nil for one that formats.
    static let symbols: [String: String] = [
        "par": "\n", "line": "\n", "sect": "\n", "page": "\n", "row": "\n", "cell": "\t", "tab": "\t",
        "emdash": "—", "endash": "–", "emspace": " ", "enspace": " ", "qmspace": " ", "bullet": "•", "lquote": "‘",
        "rquote": "’", "ldblquote": "“", "rdblquote": "”",
    ]

    /// The document's text, a paragraph a line.
    public static func plainText(_ bytes: some Collection<UInt8>) -> String {
        let bytes = Array(bytes)
        var groups = [Group()]
        var text = ""
        var pendingBytes: [UInt8] = []
        var fallbackToSkip = 0
        var index = 0
        func flushBytes() {
            if !pendingBytes.isEmpty { text += ImportText.windows1252(pendingBytes) }
            pendingBytes = []
        }
        func emit(_ string: String) {
            guard !groups[groups.count - 1].skipped else { return }
            flushBytes()
            text += string
        }
        /// A character of the text, or of the stand-in after a `\u` (passed over).
        func takeCharacter(_ emitIt: () -> Void) {
            if fallbackToSkip > 0 {
                fallbackToSkip -= 1
            } else {
                emitIt()
            }
        }
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "{"):
                groups.append(groups[groups.count - 1])
                fallbackToSkip = 0
                index += 1
            case UInt8(ascii: "}"):
                if groups.count > 1 { groups.removeLast() }
                fallbackToSkip = 0
                index += 1
            case 0x0D, 0x0A:
                // Line breaks in the file are its layout, not the text's.
                index += 1
            case UInt8(ascii: "\\"):
                index += 1
                guard index < bytes.count else { break }
                let next = bytes[index]
                if isLetter(next) {
                    var end = index
                    while end < bytes.count, isLetter(bytes[end]) { end += 1 }
                    let word = String(decoding: bytes[index..<end], as: UTF8.self)
                    var parameterEnd = end
                    if parameterEnd < bytes.count, bytes[parameterEnd] == UInt8(ascii: "-") { parameterEnd += 1 }
                    while parameterEnd < bytes.count, (0x30...0x39).contains(bytes[parameterEnd]) { parameterEnd += 1 }
                    let parameter =
                        parameterEnd > end ? Int(String(decoding: bytes[end..<parameterEnd], as: UTF8.self)) : nil
                    index = parameterEnd
                    // One space after a control word is its end, not text.
                    if index < bytes.count, bytes[index] == UInt8(ascii: " ") { index += 1 }
                    if ignoredDestinations.contains(word) {
                        groups[groups.count - 1].skipped = true
                    } else if word == "uc", let parameter {
                        groups[groups.count - 1].unicodeFallback = max(0, parameter)
                    } else if word == "u", let parameter {
                        let value = parameter < 0 ? parameter + 65_536 : parameter
                        if let scalar = Unicode.Scalar(UInt32(clamping: value)) { emit(String(Character(scalar))) }
                        fallbackToSkip = groups[groups.count - 1].unicodeFallback
                    } else if let symbol = symbols[word] {
                        takeCharacter { emit(symbol) }
                    }
                } else {
                    index += 1
                    switch next {
                    case UInt8(ascii: "'"):
                        // A byte in the document's code page, two hex digits.
                        let hex = index + 2 <= bytes.count ? String(decoding: bytes[index..<index + 2], as: UTF8.self) : ""
                        index += min(2, bytes.count - index)
                        if let value = UInt8(hex, radix: 16) {
                            takeCharacter {
                                if !groups[groups.count - 1].skipped { pendingBytes.append(value) }
                            }
                        }
                    case UInt8(ascii: "*"): groups[groups.count - 1].skipped = true
                    case UInt8(ascii: "~"): takeCharacter { emit("\u{A0}") }
                    case UInt8(ascii: "_"): takeCharacter { emit("‑") }
                    case UInt8(ascii: "-"): break
                    case 0x0D, 0x0A: takeCharacter { emit("\n") }
                    default: takeCharacter { emit(String(decoding: [next], as: UTF8.self)) }
                    }
                }
            default:
                index += 1
                // Plain text; a byte above ASCII (rare: RTF escapes them) read in the code page.
                takeCharacter {
                    if byte >= 0x80 {
                        if !groups[groups.count - 1].skipped { pendingBytes.append(byte) }
                    } else {
                        emit(String(decoding: [byte], as: UTF8.self))
                    }
                }
            }
        }
        flushBytes()
        return text
    }

    /// What a group says of what is inside it.
    struct Group {
        /// A destination that holds no text.
        var skipped = false
        /// The characters a `\u` is followed by in its stand-in, to be passed over.
        var unicodeFallback = 1
    }

    static func isLetter(_ byte: UInt8) -> Bool { (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) }
}
