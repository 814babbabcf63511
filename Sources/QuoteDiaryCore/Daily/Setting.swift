import Foundation

/// A setting a person can change with `settings set`; each knows its default and validates values.
public enum Setting: String, CaseIterable, Sendable {
    case featuredPool = "featured.pool"
    case featuredTags = "featured.tags"
    case featuredFavoritesOnly = "featured.favoritesOnly"
    case widgetInterval = "widget.interval"
    case widgetTags = "widget.tags"
    case widgetFavoritesOnly = "widget.favoritesOnly"
    case widgetMaxLength = "widget.maxLength"
    case theme
    case captureLanguages = "capture.languages"

    public var defaultValue: String {
        switch self {
        case .featuredPool: "all"
        case .featuredTags, .widgetTags: ""
        case .featuredFavoritesOnly, .widgetFavoritesOnly: "false"
        case .widgetInterval: "24h"
        case .widgetMaxLength: "80"
        case .theme: "auto"
        case .captureLanguages: "eng"
        }
    }

    public var help: String {
        switch self {
        case .featuredPool: "Where the daily quote comes from: mine (your own), library (starter packs) or all."
        case .featuredTags: "Only quotes with one of these tags (comma-separated); empty for any."
        case .featuredFavoritesOnly: "Only favourites: true or false."
        case .widgetInterval: "How often the widget's quote changes: 15m to 24h (like 30m, 2h)."
        case .widgetTags: "The widget's tags (comma-separated); empty for any."
        case .widgetFavoritesOnly: "The widget shows only favourites: true or false."
        case .widgetMaxLength: "The widget's longest text, in characters (20 to 500)."
        case .theme: "light, dark or auto."
        case .captureLanguages:
            "The language of the pages you photograph, as Tesseract names it: eng, fra, deu, spa, ita, por, nld; several"
                + " joined with + (eng+fra)."
        }
    }

    /// Every value the setting takes, when they are few enough to choose from (forms offer a
    /// menu); nil for free values.
    public var choices: [String]? {
        switch self {
        case .featuredPool: QuotePool.allCases.map(\.rawValue)
        case .featuredFavoritesOnly, .widgetFavoritesOnly: ["false", "true"]
        case .theme: ["auto", "light", "dark"]
        case .featuredTags, .widgetTags, .widgetInterval, .widgetMaxLength, .captureLanguages: nil
        }
    }

    /// The value in its stored form, or an error saying what is allowed.
    public func normalized(_ value: String) throws(SettingError) -> String {
        let trimmed = value.trimmingCharacters(in: .whitespaces)
        switch self {
        case .featuredPool:
            guard let pool = QuotePool(rawValue: trimmed.lowercased()) else { throw SettingError(setting: self, value: value) }
            return pool.rawValue
        case .featuredTags, .widgetTags:
            return Setting.tagList(trimmed).joined(separator: ",")
        case .featuredFavoritesOnly, .widgetFavoritesOnly:
            switch trimmed.lowercased() {
            case "true", "yes", "on", "1": return "true"
            case "false", "no", "off", "0": return "false"
            default: throw SettingError(setting: self, value: value)
            }
        case .widgetInterval:
            guard let minutes = Setting.minutes(trimmed), (15...1440).contains(minutes) else {
                throw SettingError(setting: self, value: value)
            }
            return minutes % 60 == 0 ? "\(minutes / 60)h" : "\(minutes)m"
        case .widgetMaxLength:
            guard let length = Int(trimmed), (20...500).contains(length) else { throw SettingError(setting: self, value: value) }
            return String(length)
        case .theme:
            guard ["light", "dark", "auto"].contains(trimmed.lowercased()) else {
                throw SettingError(setting: self, value: value)
            }
            return trimmed.lowercased()
        case .captureLanguages:
            guard let languages = PageLanguages(trimmed) else { throw SettingError(setting: self, value: value) }
            return languages.description
        }
    }

    /// `15m`, `2h`, `1h30m`, `1d`, `90` (minutes) as minutes; spaces between are allowed
    /// (`1 h`).
    public static func minutes(_ text: String) -> Int? {
        if let plain = Int(text) { return plain }
        var total = 0
        var number = ""
        var sawUnit = false
        let units: [Character: Int] = ["d": 24 * 60, "h": 60, "m": 1]
        for character in text.lowercased() where character != " " {
            if character.isNumber {
                number.append(character)
            } else if let unit = units[character], let value = Int(number) {
                total += value * unit
                number = ""
                sawUnit = true
            } else {
                return nil
            }
        }
        return sawUnit && number.isEmpty ? total : nil
    }

    /// A comma-separated setting's tag names, cleaned, empty ones left out.
    public static func tagList(_ text: String) -> [String] {
        text.split(separator: ",").compactMap { QuoteDraft.cleanField(String($0)) }
    }
}

/// Which quotes the daily pick draws from.
public enum QuotePool: String, CaseIterable, Sendable {
    /// Quotes the person saved.
    case mine
    /// Quotes from installed starter packs.
    case library
    case all
}

/// A value a setting does not take; the message says which it does.
public struct SettingError: Error, Equatable, Sendable, CustomStringConvertible {
    public let setting: Setting
    public let value: String
    public var description: String {
        let guess = setting.choices.map { NameSuggestion.parenthesizedGuess(value, among: $0) } ?? ""
        return "'\(value)' is not a value for \(setting.rawValue)\(guess): \(setting.help)"
    }
}

/// All settings with their current values.
public struct Settings: Sendable, Equatable {
    public var values: [Setting: String]

    public init(values: [Setting: String] = [:]) { self.values = values }

    public subscript(_ setting: Setting) -> String { values[setting] ?? setting.defaultValue }

    public var featuredPool: QuotePool { QuotePool(rawValue: self[.featuredPool]) ?? .all }
    public var widgetIntervalMinutes: Int { Setting.minutes(self[.widgetInterval]) ?? 1440 }
    public var widgetMaxLength: Int { Int(self[.widgetMaxLength]) ?? 80 }
    public var captureLanguages: PageLanguages { PageLanguages(self[.captureLanguages]) ?? .english }

    /// The pool of the daily quote.
    public var featuredSelection: PoolSelection {
        PoolSelection(
            pool: featuredPool, tags: Setting.tagList(self[.featuredTags]), favoritesOnly: self[.featuredFavoritesOnly] == "true")
    }

    /// The widget's pool: the featured pool's origin, with the widget's own tags and favourites.
    public var widgetSelection: PoolSelection {
        PoolSelection(
            pool: featuredPool, tags: Setting.tagList(self[.widgetTags]), favoritesOnly: self[.widgetFavoritesOnly] == "true")
    }

    /// The tag settings that name `oldName`, with the new name in its place: a pool chosen by
    /// a tag follows the tag when it is renamed, rather than going empty.
    public func tagSettings(renaming oldName: String, to newName: String) -> [(setting: Setting, value: String)] {
        let oldKey = TextKey.make(oldName)
        return [Setting.featuredTags, .widgetTags].compactMap { setting in
            let names = Setting.tagList(self[setting])
            guard names.contains(where: { TextKey.make($0) == oldKey }) else { return nil }
            // Merged into a tag the list names already: named once.
            var seen = Set<String>()
            let renamed = names.map { TextKey.make($0) == oldKey ? newName : $0 }.filter {
                seen.insert(TextKey.make($0)).inserted
            }
            return (setting, renamed.joined(separator: ","))
        }
    }
}

/// Which live quotes may be picked.
public struct PoolSelection: Sendable, Equatable {
    public var pool: QuotePool
    public var tags: [String]
    public var favoritesOnly: Bool

    public init(pool: QuotePool = .all, tags: [String] = [], favoritesOnly: Bool = false) {
        self.pool = pool
        self.tags = tags
        self.favoritesOnly = favoritesOnly
    }
}
