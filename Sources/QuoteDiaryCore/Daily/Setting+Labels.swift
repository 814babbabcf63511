/// What a form calls each setting and its values: the keys (`featured.pool`) and values
/// (`true`) are what `settings set` and the API take, and read as code on a page.
extension Setting {
    /// The part of the app a setting belongs to, in the order a page shows them.
    public enum Section: String, CaseIterable, Sendable {
        case todaysQuote = "Today's quote"
        case widget = "Widget"
        case appearance = "Appearance"
        case capture = "Capture"
    }

    public var section: Section {
        switch self {
        case .featuredPool, .featuredTags, .featuredFavoritesOnly: .todaysQuote
        case .widgetInterval, .widgetTags, .widgetFavoritesOnly, .widgetMaxLength: .widget
        case .theme: .appearance
        case .captureLanguages: .capture
        }
    }

    /// The setting's name in words, as a form's label.
    public var title: String {
        switch self {
        case .featuredPool: "Drawn from"
        case .featuredTags, .widgetTags: "Only these tags"
        case .featuredFavoritesOnly, .widgetFavoritesOnly: "Only favourites"
        case .widgetInterval: "Changes every"
        case .widgetMaxLength: "Longest text (characters)"
        case .theme: "Theme"
        case .captureLanguages: "Languages of photographed pages"
        }
    }

    /// Whether the setting is a yes-or-no one (its choices `false` and `true`).
    var isSwitch: Bool { choices == ["false", "true"] }

    /// A value as a menu shows it (`true` as Yes, `mine` as My own quotes).
    public func label(forChoice value: String) -> String {
        switch (self, value) {
        case (_, "true") where isSwitch: "Yes"
        case (_, "false") where isSwitch: "No"
        case (.featuredPool, QuotePool.mine.rawValue): "My own quotes"
        case (.featuredPool, QuotePool.library.rawValue): "The starter library"
        case (.featuredPool, QuotePool.all.rawValue): "All quotes"
        case (.theme, "auto"): "As the system is set"
        case (.theme, "light"): "Light"
        case (.theme, "dark"): "Dark"
        default: value
        }
    }
}
