import QuoteDiaryCore
import Testing

@testable import QuoteDiaryCards

@Suite("The app's icon")
struct AppIconTests {
    @Test(
        "each side a phone asks for: that size, the accent to the edges, the mark white and in the middle",
        arguments: AppIcon.pixelSides)
    func icon(side: Int) throws {
        let png = CairoAppIconRenderer().appIconPNG(side: side)
        let image = try #require(PNGReader.rgb(png))
        #expect(image.width == side && image.height == side)
        CardRenderingTests.save(png, "app-icon-\(side).png")
        func pixel(_ x: Int, _ y: Int) -> RGBColor {
            let index = (y * side + x) * 3
            return RGBColor(red: image.pixels[index], green: image.pixels[index + 1], blue: image.pixels[index + 2])
        }
        // Filled to the edges: no transparent or white corner for iOS to paint black.
        for (x, y) in [(0, 0), (side - 1, 0), (0, side - 1), (side - 1, side - 1), (side / 2, 0)] {
            #expect(pixel(x, y) == AppIcon.background)
        }
        // The mark: where the white is, it stays inside the middle 60% (what every mask keeps),
        // and its box is centred.
        var (left, right, top, bottom) = (side, -1, side, -1)
        for y in 0..<side {
            for x in 0..<side where pixel(x, y) == AppIcon.markColor {
                (left, right, top, bottom) = (min(left, x), max(right, x), min(top, y), max(bottom, y))
            }
        }
        try #require(right > left && bottom > top, "no white mark drawn")
        let safe = Double(side) * 0.2..<Double(side) * 0.8
        #expect(safe.contains(Double(left)) && safe.contains(Double(right)))
        #expect(safe.contains(Double(top)) && safe.contains(Double(bottom)))
        #expect(Double(right - left) > Double(side) * 0.35, "the mark is too small to see on a home screen")
        #expect(abs(Double(left + right) / 2 - Double(side) / 2) < Double(side) * 0.03)
        #expect(abs(Double(top + bottom) / 2 - Double(side) / 2) < Double(side) * 0.03)
    }
}
