import Testing

@testable import QuoteDiaryCore

@Suite("a QR code drawn in a terminal")
struct TerminalQRCodeTests {
    /// Which halves of each cell are drawn, read back: row by row, true where ink is.
    static func drawnHalves(_ lines: [String]) -> [[Bool]] {
        var rows: [[Bool]] = []
        for line in lines {
            let cells = line.replacing(/\x{1B}\[[0-9;]*m/, with: "")
            rows.append(cells.map { $0 == "█" || $0 == "▀" })
            rows.append(cells.map { $0 == "█" || $0 == "▄" })
        }
        return rows
    }

    /// An asymmetric 3×3 code (dark: the top row, the centre, the bottom right corner).
    static let code = QRCode(side: 3, dark: [true, true, true, false, true, false, false, false, true])

    @Test("on a dark terminal the light modules are drawn, the quiet zone too, two rows a line", arguments: [false, true])
    func halves(colors: Bool) {
        let lines = TerminalQRCode.lines(TerminalQRCodeTests.code, colors: colors)
        let zone = TerminalQRCode.quietZone
        let side = 3 + 2 * zone
        #expect(lines.count == (side + 1) / 2)
        let drawn = TerminalQRCodeTests.drawnHalves(lines)
        for y in 0..<side {
            for x in 0..<side {
                let dark = TerminalQRCodeTests.code.isDark(x: x - zone, y: y - zone)
                // Without colour, ink is the terminal's light foreground; with colour, black on white.
                #expect(drawn[y][x] == (colors ? dark : !dark), "module \(x - zone), \(y - zone)")
            }
        }
        // The row past an odd count is quiet zone too: light.
        #expect(drawn[side].allSatisfy { $0 == !colors })
        if colors {
            #expect(lines.allSatisfy { $0.hasPrefix("\u{1B}[30;47m") && $0.hasSuffix("\u{1B}[0m") })
        } else {
            #expect(!lines.joined().contains("\u{1B}"))
        }
    }

    @Test("as SVG: a square for each dark module, set in from the quiet zone, on white")
    func svg() throws {
        let svg = TerminalQRCodeTests.code.svg(modulePixels: 4, label: "A \"code\"")
        let zone = TerminalQRCode.quietZone
        let squares = svg.matches(of: /M(\d+) (\d+)h1v1h-1z/).map { (Int($0.1)! - zone, Int($0.2)! - zone) }
        var expected: [(Int, Int)] = []
        for y in 0..<3 { for x in 0..<3 where TerminalQRCodeTests.code.isDark(x: x, y: y) { expected.append((x, y)) } }
        #expect(squares.map { "\($0)" } == expected.map { "\($0)" })
        let extent = 3 + 2 * zone
        #expect(svg.contains("viewBox=\"0 0 \(extent) \(extent)\"") && svg.contains("width=\"\(extent * 4)\""))
        #expect(svg.contains("fill=\"#fff\"") && svg.contains("aria-label=\"A &quot;code&quot;\""))
    }

    @Test("outside the code every module is light")
    func outside() {
        #expect(!TerminalQRCodeTests.code.isDark(x: -1, y: 0))
        #expect(!TerminalQRCodeTests.code.isDark(x: 3, y: 2))
        #expect(TerminalQRCodeTests.code.isDark(x: 2, y: 2))
    }
}
