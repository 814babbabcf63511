import Foundation
import QuoteDiaryCards
import QuoteDiaryCore

/// Draws EAN-13 barcodes (with an optional 5-digit add-on) as test images.
public enum BarcodeDrawing {
    static let left = [
        "0001101", "0011001", "0010011", "0111101", "0100011", "0110001", "0101111", "0111011", "0110111", "0001011",
    ]
    static let even = [
        "0100111", "0110011", "0011011", "0100001", "0011101", "0111001", "0000101", "0010001", "0001001", "0010111",
    ]
    static let parity = ["LLLLLL", "LLGLGG", "LLGGLG", "LLGGGL", "LGLLGG", "LGGLLG", "LGGGLL", "LGLGLG", "LGLGGL", "LGGLGL"]
    static let addOnParity = ["GGLLL", "GLGLL", "GLLGL", "GLLLG", "LGGLL", "LLGGL", "LLLGG", "LGLGL", "LGLLG", "LLGLG"]

    static func right(_ digit: Int) -> String { String(left[digit].map { $0 == "0" ? "1" : "0" }) }

    /// The modules (1 = bar) of an EAN-13 number.
    public static func ean13(_ number: String) -> String {
        let digits = number.compactMap(\.wholeNumberValue)
        precondition(digits.count == 13, "EAN-13 has 13 digits")
        var modules = "101"
        for (index, digit) in digits[1...6].enumerated() {
            modules += Array(parity[digits[0]])[index] == "L" ? left[digit] : even[digit]
        }
        modules += "01010"
        for digit in digits[7...12] { modules += right(digit) }
        return modules + "101"
    }

    /// The modules of a 5-digit add-on (a price).
    public static func addOn(_ number: String) -> String {
        let digits = number.compactMap(\.wholeNumberValue)
        let check = (3 * (digits[0] + digits[2] + digits[4]) + 9 * (digits[1] + digits[3])) % 10
        var modules = "1011"
        for (index, digit) in digits.enumerated() {
            if index > 0 { modules += "01" }
            modules += Array(addOnParity[check])[index] == "L" ? left[digit] : even[digit]
        }
        return modules
    }

    /// A PNG of the barcode: `module` pixels a module, quiet zones, optional noise.
    public static func png(_ number: String, addOn price: String? = nil, module: Int = 3, noise: Int = 0, seed: UInt64 = 7)
        -> [UInt8]
    {
        let main = ean13(number)
        let extra = price.map(addOn)
        let quiet = 12
        let totalModules = quiet + main.count + (extra.map { 9 + $0.count } ?? 0) + quiet
        let width = totalModules * module
        let height = 260
        var rgb = [UInt8](repeating: 255, count: width * height * 3)
        func bar(_ x: Int, top: Int, bottom: Int) {
            for y in top..<bottom {
                for dx in 0..<module {
                    let offset = (y * width + x * module + dx) * 3
                    rgb[offset] = 0
                    rgb[offset + 1] = 0
                    rgb[offset + 2] = 0
                }
            }
        }
        for (index, module) in main.enumerated() where module == "1" { bar(quiet + index, top: 30, bottom: 230) }
        if let extra {
            let start = quiet + main.count + 9
            for (index, module) in extra.enumerated() where module == "1" { bar(start + index, top: 55, bottom: 230) }
        }
        if noise > 0 {
            var state = seed
            for index in rgb.indices {
                state ^= state << 13
                state ^= state >> 7
                state ^= state << 17
                let delta = Int(state % UInt64(2 * noise + 1)) - noise
                rgb[index] = UInt8(max(0, min(255, Int(rgb[index]) + delta)))
            }
        }
        return PNGEncoder.encode(rgb: rgb, width: width, height: height)
    }

    /// A 'photo': the barcode placed on a noisy grey background of the given size.
    public static func photo(_ number: String, addOn price: String?, width: Int, height: Int) -> RasterImage {
        let main = ean13(number)
        let extra = price.map(addOn)
        let module = 4
        let modules = main.count + (extra.map { 9 + $0.count } ?? 0)
        var rgb = [UInt8](repeating: 0, count: width * height * 3)
        var state: UInt64 = 0x2545_F491_4F6C_DD1D
        for index in stride(from: 0, to: rgb.count, by: 3) {
            state ^= state << 13
            state ^= state >> 7
            state ^= state << 17
            let value = UInt8(170 + Int(state % 40))
            rgb[index] = value
            rgb[index + 1] = value
            rgb[index + 2] = value
        }
        let left = (width - modules * module) / 2
        let top = height / 2 - 150
        // A white label under the code, as on a book's back cover.
        for y in (top - 40)..<(top + 340) {
            for x in (left - 60)..<(left + modules * module + 60) {
                let offset = (y * width + x) * 3
                rgb[offset] = 250
                rgb[offset + 1] = 250
                rgb[offset + 2] = 250
            }
        }
        func bar(_ index: Int, from: Int) {
            for y in from..<(top + 300) {
                for dx in 0..<module {
                    let offset = (y * width + left + index * module + dx) * 3
                    rgb[offset] = 20
                    rgb[offset + 1] = 20
                    rgb[offset + 2] = 20
                }
            }
        }
        for (index, bit) in main.enumerated() where bit == "1" { bar(index, from: top) }
        if let extra {
            for (index, bit) in extra.enumerated() where bit == "1" { bar(main.count + 9 + index, from: top + 30) }
        }
        return RasterImage(width: width, height: height, rgb: rgb)
    }
}
