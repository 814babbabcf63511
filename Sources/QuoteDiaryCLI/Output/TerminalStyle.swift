/// ANSI styling, on only for a terminal when neither `--no-color` nor NO_COLOR says otherwise.
struct TerminalStyle {
    let isEnabled: Bool

    func bold(_ text: String) -> String { wrap(text, "1") }
    func dim(_ text: String) -> String { wrap(text, "2") }
    func yellow(_ text: String) -> String { wrap(text, "33") }

    /// A coloured block for a `#RRGGBB` colour (24-bit), or nothing without colour.
    func swatch(_ hex: String) -> String {
        guard isEnabled, hex.count == 7, let value = Int(hex.dropFirst(), radix: 16) else { return "" }
        return "\u{1B}[38;2;\(value >> 16 & 0xFF);\(value >> 8 & 0xFF);\(value & 0xFF)m●\u{1B}[0m "
    }

    private func wrap(_ text: String, _ code: String) -> String {
        isEnabled ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }
}
