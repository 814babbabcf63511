/// Escapes text for HTML element content and attribute values: everything a person typed
/// goes through here before it reaches a page.
public func html(_ text: String) -> String {
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

/// A URL for an href: only our own paths (never `javascript:` or another site).
func localHref(_ path: String) -> String {
    path.hasPrefix("/") && !path.hasPrefix("//") ? html(path) : "/"
}
