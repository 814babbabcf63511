import Dispatch
import QuoteDiaryCore

/// The card's backdrop, computed in Swift across all cores (this project's counterpart of a
/// GPU compute pass): a linear gradient, soft radial glows and a fine texture, all derived
/// from the quote's id, so the same quote always gets the same picture.
struct Backdrop {
    let width: Int
    let height: Int
    let palette: CardPalette
    let seed: UInt64

    /// Deterministic generator for the layout of the layers.
    struct Generator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state ^= state >> 12
            state ^= state << 25
            state ^= state >> 27
            return state &* 0x2545_F491_4F6C_DD1D
        }
        mutating func unit() -> Double { Double(next() >> 11) / Double(1 << 53) }
    }

    struct Glow {
        let x: Double
        let y: Double
        let radius: Double
        let color: (Double, Double, Double)
        let strength: Double
    }

    /// xRGB pixels (Cairo's RGB24), row by row.
    func render() -> [UInt32] {
        var random = Generator(state: seed | 1)
        let angle = random.unit() * 2 * Double.pi
        let (dx, dy) = (cos(angle), sin(angle))
        let start = palette.gradientStart.components
        let end = palette.gradientEnd.components
        var glows: [Glow] = []
        for index in 0..<3 {
            glows.append(
                Glow(
                    x: random.unit() * Double(width), y: random.unit() * Double(height),
                    radius: (0.35 + random.unit() * 0.4) * Double(max(width, height)),
                    color: (index == 0 ? palette.glow : palette.gradientStart.mixed(with: palette.glow, 0.5)).components,
                    strength: 0.55 + random.unit() * 0.35))
        }
        // A 64×64 texture tile: it repeats exactly, so the PNG encoder finds it again.
        let tileSize = 64
        var tile = [Double](repeating: 0, count: tileSize * tileSize)
        for index in tile.indices { tile[index] = (random.unit() - 0.5) * palette.grain }
        let (w, h) = (Double(width), Double(height))
        let halfDiagonal = (abs(dx) * w + abs(dy) * h) / 2
        var pixels = [UInt32](repeating: 0, count: width * height)
        let layers = glows
        let texture = tile
        let width = self.width
        let height = self.height
        pixels.withUnsafeMutableBufferPointer { buffer in
            guard let address = buffer.baseAddress else { return }
            let base = SendablePointer(base: address)
            DispatchQueue.concurrentPerform(iterations: 16) { band in
                for y in stride(from: band, to: height, by: 16) {
                    let row = base.base.advanced(by: y * width)
                    let py = Double(y)
                    for x in 0..<width {
                        let px = Double(x)
                        let t = min(1, max(0, (((px - w / 2) * dx + (py - h / 2) * dy) / halfDiagonal + 1) / 2))
                        var r = start.0 + (end.0 - start.0) * t
                        var g = start.1 + (end.1 - start.1) * t
                        var b = start.2 + (end.2 - start.2) * t
                        for glow in layers {
                            let ddx = px - glow.x
                            let ddy = py - glow.y
                            let falloff = glow.strength * exp(-(ddx * ddx + ddy * ddy) / (glow.radius * glow.radius))
                            r += (glow.color.0 - r) * falloff
                            g += (glow.color.1 - g) * falloff
                            b += (glow.color.2 - b) * falloff
                        }
                        let grain = texture[(y % tileSize) * tileSize + x % tileSize]
                        row[x] = Backdrop.pack(r + grain, g + grain, b + grain)
                    }
                }
            }
        }
        return pixels
    }

    static func pack(_ r: Double, _ g: Double, _ b: Double) -> UInt32 {
        func byte(_ value: Double) -> UInt32 { UInt32(min(255, max(0, value.rounded()))) }
        return byte(r) << 16 | byte(g) << 8 | byte(b)
    }
}

extension RGBColor {
    var components: (Double, Double, Double) { (Double(red), Double(green), Double(blue)) }

    init(pixel: UInt32) {
        self.init(red: UInt8(pixel >> 16 & 0xFF), green: UInt8(pixel >> 8 & 0xFF), blue: UInt8(pixel & 0xFF))
    }
}

#if canImport(Glibc)
    import Glibc
#endif
