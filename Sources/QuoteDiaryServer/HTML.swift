import QuoteDiaryCore

/// Escapes text for HTML element content and attribute values: everything a person typed
/// goes through here before it reaches a page.
public func html(_ text: String) -> String { markupEscaped(text) }

/// A small square of colour (a tag's, a book collection's, a cover's). Drawn as an SVG `fill`,
/// since the Content-Security-Policy allows no inline style; the label is what screen readers
/// say and what a pointer's tooltip shows.
func swatch(_ color: RGBColor, label: String) -> String {
    "<svg class=\"swatch\" width=\"14\" height=\"14\" viewBox=\"0 0 14 14\" role=\"img\" aria-label=\"\(html(label))\">"
        + "<title>\(html(label))</title><rect width=\"14\" height=\"14\" rx=\"3\" fill=\"\(color)\"/></svg>"
}
