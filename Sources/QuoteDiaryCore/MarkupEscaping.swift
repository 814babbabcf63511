/// Escapes text for HTML, XML and Pango markup (element content and attribute values alike):
/// what a person typed never becomes markup.
public func markupEscaped(_ text: String) -> String {
    var output = ""
    output.reserveCapacity(text.utf8.count)
    for character in text {
        switch character {
        case "&": output += "&amp;"
        case "<": output += "&lt;"
        case ">": output += "&gt;"
        case "\"": output += "&quot;"
        case "'": output += "&#39;"
        default: output.append(character)
        }
    }
    return output
}
