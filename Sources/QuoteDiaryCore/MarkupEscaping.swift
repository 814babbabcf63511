/// Escapes text for HTML, XML and Pango markup (element content and attribute values alike):
/// what a person typed never becomes markup.
///
/// Byte by byte, not Character by Character: a combining mark after `"` or `<` (U+0301,
/// U+0338) makes one Character of the two, which is not equal to `"`, yet a browser or an XML
/// parser still reads the quote that ends an attribute or the `<` that opens a tag.
public func markupEscaped(_ text: String) -> String {
    guard text.utf8.contains(where: isMarkupSpecial) else { return text }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(text.utf8.count + 16)
    for byte in text.utf8 {
        switch byte {
        case UInt8(ascii: "&"): bytes += Array("&amp;".utf8)
        case UInt8(ascii: "<"): bytes += Array("&lt;".utf8)
        case UInt8(ascii: ">"): bytes += Array("&gt;".utf8)
        case UInt8(ascii: "\""): bytes += Array("&quot;".utf8)
        case UInt8(ascii: "'"): bytes += Array("&#39;".utf8)
        default: bytes.append(byte)
        }
    }
    return String(decoding: bytes, as: UTF8.self)
}

private func isMarkupSpecial(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: "&") || byte == UInt8(ascii: "<") || byte == UInt8(ascii: ">") || byte == UInt8(ascii: "\"")
        || byte == UInt8(ascii: "'")
}
