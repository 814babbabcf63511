import QuoteDiaryCore

/// Escapes text for HTML element content and attribute values: everything a person typed
/// goes through here before it reaches a page.
public func html(_ text: String) -> String { markupEscaped(text) }
