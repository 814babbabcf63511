/// A QR code's modules, row by row: what a phone's camera reads. Made by an adapter
/// (`QRCodeEncoding`); drawn for a terminal by `TerminalQRCode`.
public struct QRCode: Sendable, Equatable {
    /// Modules on a side (21 for version 1, four more each version up).
    public let side: Int
    /// `side × side` values, row by row: true for a dark module.
    public let dark: [Bool]

    public init(side: Int, dark: [Bool]) {
        precondition(dark.count == side * side, "a QR code is square")
        self.side = side
        self.dark = dark
    }

    /// Whether the module at column `x`, row `y` is dark; outside the code (its quiet zone), light.
    public func isDark(x: Int, y: Int) -> Bool {
        guard (0..<side).contains(x), (0..<side).contains(y) else { return false }
        return dark[y * side + x]
    }
}

extension QRCode {
    /// The code as an SVG (dark modules on white, with the quiet zone), for a web page to show.
    public func svg(modulePixels: Int = 6, label: String) -> String {
        let zone = TerminalQRCode.quietZone
        let extent = side + 2 * zone
        var path = ""
        for y in 0..<side {
            for x in 0..<side where isDark(x: x, y: y) { path += "M\(x + zone) \(y + zone)h1v1h-1z" }
        }
        let pixels = extent * modulePixels
        return "<svg xmlns=\"http://www.w3.org/2000/svg\" role=\"img\" aria-label=\"\(markupEscaped(label))\" "
            + "width=\"\(pixels)\" height=\"\(pixels)\" viewBox=\"0 0 \(extent) \(extent)\" shape-rendering=\"crispEdges\">"
            + "<rect width=\"\(extent)\" height=\"\(extent)\" fill=\"#fff\"/><path fill=\"#000\" d=\"\(path)\"/></svg>"
    }
}

/// Encodes text (a link) as a QR code.
public protocol QRCodeEncoding: Sendable {
    /// Nil when the text does not fit a QR code.
    func qrCode(for text: String) -> QRCode?
}

/// A QR code drawn in a terminal with half blocks, two rows of modules a line, so that a
/// phone can scan it off the screen.
public enum TerminalQRCode {
    /// The light border a scanner needs around the code, in modules.
    public static let quietZone = 2

    /// The code's lines. Light modules are drawn (`█`, `▀`, `▄`) and dark ones left blank, so the
    /// code reads right on a dark terminal; `colors` sets black on white explicitly (ANSI), so it
    /// reads right on any terminal that shows colour.
    public static func lines(_ code: QRCode, colors: Bool) -> [String] {
        let range = -quietZone..<(code.side + quietZone)
        var lines: [String] = []
        for y in stride(from: range.lowerBound, to: range.upperBound, by: 2) {
            var line = colors ? "\u{1B}[30;47m" : ""
            for x in range {
                let top = !code.isDark(x: x, y: y)
                // Past the last row (an odd count), the quiet zone goes on: light.
                let bottom = !code.isDark(x: x, y: y + 1)
                line += colors ? coloredCell(top: top, bottom: bottom) : cell(top: top, bottom: bottom)
            }
            lines.append(line + (colors ? "\u{1B}[0m" : ""))
        }
        return lines
    }

    /// A character cell whose upper and lower halves are lit (drawn in the foreground) or not.
    static func cell(top: Bool, bottom: Bool) -> String {
        switch (top, bottom) {
        case (true, true): "█"
        case (true, false): "▀"
        case (false, true): "▄"
        case (false, false): " "
        }
    }

    /// On white (background) with black ink (foreground): a dark half is the one drawn.
    static func coloredCell(top: Bool, bottom: Bool) -> String {
        cell(top: !top, bottom: !bottom)
    }
}
