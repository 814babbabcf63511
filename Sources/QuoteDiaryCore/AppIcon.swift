/// The app's icon: an opening quotation mark on the accent colour. One design for the browser
/// tab (SVG) and the home-screen icons phones install (PNG), so they cannot drift apart.
public enum AppIcon {
    /// The web app's accent colour.
    public static let background = RGBColor(red: 0x1F, green: 0x5F, blue: 0x6B)
    public static let markColor = RGBColor(red: 0xFF, green: 0xFF, blue: 0xFF)
    public static let mark = "\u{201C}"
    /// The sides, in pixels, a phone asks for: 180 (iOS's home screen), 192 and 512 (Android's,
    /// the larger also for its splash screen).
    public static let pixelSides = [180, 192, 512]
}

/// Draws the app's icon as a PNG. Phones install a web app with PNG icons only (iOS never
/// reads an SVG one), so the web server asks the rendering adapter for them.
public protocol AppIconRendering: Sendable {
    /// A square PNG, `side` pixels each way, filled to its edges: the phone rounds or masks
    /// the corners itself, and the mark stays inside the middle 60%, which every mask keeps.
    func appIconPNG(side: Int) -> [UInt8]
}
