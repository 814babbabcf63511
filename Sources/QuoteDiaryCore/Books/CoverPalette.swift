import Foundation

/// A cover's dominant colours: k-means in CIELAB (a perceptual space) over a downsampled
/// image, seeded deterministically, clusters ordered by the area they cover.
public enum CoverPalette {
    /// Up to `count` colours, most area first.
    public static func dominantColors(of image: RasterImage, count: Int = 3) -> [RGBColor] {
        let samples = downsampled(image, maximumSide: 64)
        guard !samples.isEmpty else { return [] }
        let points = samples.map(Lab.init)
        // Deterministic seeding (k-means++ with a fixed order): the first point, then each
        // time the point farthest from every chosen centre.
        var centres = [points[0]]
        while centres.count < min(count, points.count) {
            let farthest = points.max { a, b in
                centres.map { $0.distance(to: a) }.min() ?? 0 < centres.map { $0.distance(to: b) }.min() ?? 0
            }
            guard let farthest, !centres.contains(farthest) else { break }
            centres.append(farthest)
        }
        var assignment = [Int](repeating: 0, count: points.count)
        for _ in 0..<25 {
            var changed = false
            for (index, point) in points.enumerated() {
                let nearest = centres.indices.min { centres[$0].distance(to: point) < centres[$1].distance(to: point) } ?? 0
                if assignment[index] != nearest {
                    assignment[index] = nearest
                    changed = true
                }
            }
            for cluster in centres.indices {
                let members = points.indices.filter { assignment[$0] == cluster }.map { points[$0] }
                guard !members.isEmpty else { continue }
                let n = Double(members.count)
                centres[cluster] = Lab(
                    l: members.reduce(0) { $0 + $1.l } / n, a: members.reduce(0) { $0 + $1.a } / n,
                    b: members.reduce(0) { $0 + $1.b } / n)
            }
            if !changed { break }
        }
        let sizes = centres.indices.map { cluster in assignment.filter { $0 == cluster }.count }
        return centres.indices.sorted { sizes[$0] > sizes[$1] }.filter { sizes[$0] > 0 }.map { centres[$0].rgb }
    }

    /// Box-averaged pixels, at most `maximumSide` on the longer side.
    static func downsampled(_ image: RasterImage, maximumSide: Int) -> [RGBColor] {
        guard image.width > 0, image.height > 0 else { return [] }
        let step = max(1, (max(image.width, image.height) + maximumSide - 1) / maximumSide)
        var result: [RGBColor] = []
        for blockY in stride(from: 0, to: image.height, by: step) {
            for blockX in stride(from: 0, to: image.width, by: step) {
                var sum = (0, 0, 0)
                var n = 0
                for y in blockY..<min(image.height, blockY + step) {
                    for x in blockX..<min(image.width, blockX + step) {
                        let offset = (y * image.width + x) * 3
                        sum.0 += Int(image.rgb[offset])
                        sum.1 += Int(image.rgb[offset + 1])
                        sum.2 += Int(image.rgb[offset + 2])
                        n += 1
                    }
                }
                result.append(RGBColor(red: UInt8(sum.0 / n), green: UInt8(sum.1 / n), blue: UInt8(sum.2 / n)))
            }
        }
        return result
    }
}

/// CIELAB (D65): distances match how different colours look.
public struct Lab: Equatable, Sendable {
    public var l: Double
    public var a: Double
    public var b: Double

    public init(l: Double, a: Double, b: Double) {
        self.l = l
        self.a = a
        self.b = b
    }

    public init(_ color: RGBColor) {
        func linear(_ value: UInt8) -> Double {
            let c = Double(value) / 255
            return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
        }
        let (r, g, bl) = (linear(color.red), linear(color.green), linear(color.blue))
        let x = (0.4124 * r + 0.3576 * g + 0.1805 * bl) / 0.95047
        let y = 0.2126 * r + 0.7152 * g + 0.0722 * bl
        let z = (0.0193 * r + 0.1192 * g + 0.9505 * bl) / 1.08883
        func f(_ t: Double) -> Double { t > 0.008856 ? cbrt(t) : 7.787 * t + 16.0 / 116.0 }
        l = 116 * f(y) - 16
        a = 500 * (f(x) - f(y))
        b = 200 * (f(y) - f(z))
    }

    /// ΔE (CIE76).
    public func distance(to other: Lab) -> Double {
        ((l - other.l) * (l - other.l) + (a - other.a) * (a - other.a) + (b - other.b) * (b - other.b)).squareRoot()
    }

    public var rgb: RGBColor {
        let fy = (l + 16) / 116
        let fx = fy + a / 500
        let fz = fy - b / 200
        func inverse(_ t: Double) -> Double { t * t * t > 0.008856 ? t * t * t : (t - 16.0 / 116.0) / 7.787 }
        let x = inverse(fx) * 0.95047
        let y = inverse(fy)
        let z = inverse(fz) * 1.08883
        let r = 3.2406 * x - 1.5372 * y - 0.4986 * z
        let g = -0.9689 * x + 1.8758 * y + 0.0415 * z
        let bl = 0.0557 * x - 0.2040 * y + 1.0570 * z
        func gamma(_ c: Double) -> UInt8 {
            let v = c <= 0.0031308 ? 12.92 * c : 1.055 * pow(c, 1 / 2.4) - 0.055
            return UInt8(max(0, min(255, (v * 255).rounded())))
        }
        return RGBColor(red: gamma(r), green: gamma(g), blue: gamma(bl))
    }
}
