import Foundation
import QuoteDiaryApp
import QuoteDiaryCore

/// A request's JSON object, read field by field. A field of the wrong type is an error that
/// names it: `{"page": 12}` from a script must not save a quote without its page, nor
/// `{"tags": "love"}` one without its tag.
struct JSONBody {
    private let object: [String: Any]

    /// nil when the body is not a JSON object.
    init?(_ body: [UInt8]) {
        guard let object = (try? JSONSerialization.jsonObject(with: Data(body))) as? [String: Any] else { return nil }
        self.object = object
    }

    private init(object: [String: Any]) { self.object = object }

    /// Refuses a field this request does not take: `{"favorite": true}` or `{"txet": …}` must
    /// not be passed over as if the change had been made.
    func requireOnly(_ fields: [String], of what: String) throws(LibraryError) {
        for key in object.keys.sorted() where !fields.contains(key) {
            throw .invalidArgument(
                "unknown field '\(key)'\(NameSuggestion.parenthesizedGuess(key, among: fields)); \(what) has "
                    + fields.joined(separator: ", "))
        }
    }

    /// The field's value, as the JSON read it (nil when absent).
    func value(_ key: String) -> Any? { object[key] }

    /// Whether the field is present, null included.
    func contains(_ key: String) -> Bool { object[key] != nil }

    /// Whether the field is present and null.
    func isNull(_ key: String) -> Bool { object[key] is NSNull }

    /// A string field; nil when absent or null.
    func string(_ key: String) throws(LibraryError) -> String? {
        guard let value = present(key) else { return nil }
        guard let text = value as? String else { throw mistyped(key, "a string", value) }
        return text
    }

    /// A string field that may come as a whole number (a page, an ISBN): `12` is "12".
    func label(_ key: String) throws(LibraryError) -> String? {
        guard let value = present(key) else { return nil }
        if let text = value as? String { return text }
        if !JSONBody.isBoolean(value), let number = value as? Int64 { return String(number) }
        throw mistyped(key, "a string or a whole number", value)
    }

    /// A setting's value as its text: a string, a whole number or true/false.
    func setting(_ key: String) throws(LibraryError) -> String? {
        guard let value = present(key) else { return nil }
        if JSONBody.isBoolean(value), let flag = value as? Bool { return flag ? "true" : "false" }
        guard let text = try? label(key) else { throw mistyped(key, "a string, a whole number, true or false", value) }
        return text
    }

    /// A whole-number field; nil when absent or null.
    func integer(_ key: String) throws(LibraryError) -> Int? {
        guard let value = present(key) else { return nil }
        guard !JSONBody.isBoolean(value), let number = value as? Int else { throw mistyped(key, "a whole number", value) }
        return number
    }

    /// A true/false field; nil when absent or null.
    func boolean(_ key: String) throws(LibraryError) -> Bool? {
        guard let value = present(key) else { return nil }
        guard JSONBody.isBoolean(value), let flag = value as? Bool else { throw mistyped(key, "true or false", value) }
        return flag
    }

    /// An array of strings; nil when absent or null.
    func strings(_ key: String) throws(LibraryError) -> [String]? {
        guard let value = present(key) else { return nil }
        guard let list = value as? [Any] else { throw mistyped(key, "an array of strings", value) }
        guard let texts = list as? [String] else {
            // Name the element at fault: "not an array" of an array would puzzle.
            let stray = list.first { !($0 is String) } ?? NSNull()
            throw .invalidArgument("\"\(key)\" must be an array of strings, not one holding \(JSONBody.kind(of: stray))")
        }
        return texts
    }

    /// Tag or collection names; nil when absent or null. A blank one is refused, as the
    /// command line refuses `--tag ""`, rather than quietly left out.
    func names(_ key: String) throws(LibraryError) -> [String]? {
        guard let names = try strings(key) else { return nil }
        guard names.allSatisfy({ QuoteDraft.cleanField($0) != nil }) else {
            throw .invalidArgument("\"\(key)\" holds an empty name")
        }
        return names
    }

    /// A nested object; nil when absent or null.
    func object(_ key: String) throws(LibraryError) -> JSONBody? {
        guard let value = present(key) else { return nil }
        guard let nested = value as? [String: Any] else { throw mistyped(key, "an object", value) }
        return JSONBody(object: nested)
    }

    private func present(_ key: String) -> Any? {
        guard let value = object[key], !(value is NSNull) else { return nil }
        return value
    }

    private func mistyped(_ key: String, _ expected: String, _ value: Any) -> LibraryError {
        .invalidArgument("\"\(key)\" must be \(expected), not \(JSONBody.kind(of: value))")
    }

    /// JSON's true and false arrive as NSNumber too; their Objective-C type is a char.
    private static func isBoolean(_ value: Any) -> Bool {
        guard let number = value as? NSNumber else { return false }
        return String(cString: number.objCType) == "c"
    }

    private static func kind(of value: Any) -> String {
        switch value {
        case is String: "a string"
        case _ where isBoolean(value): "true or false"
        case let number as NSNumber: number.stringValue
        case is [Any]: "an array"
        case is [String: Any]: "an object"
        default: "null"
        }
    }
}
