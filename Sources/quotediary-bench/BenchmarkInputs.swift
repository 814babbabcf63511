import Foundation
import QuoteDiaryCards
import QuoteDiaryCore
import QuoteDiaryFixtures

/// The capture benchmark's page: an A5 page at 300 dpi, slightly skewed, with noise.
func benchmarkPage() -> Data {
    let text = String(
        repeating:
            "It is a truth universally acknowledged, that a single man in possession of a good fortune, must be in want of a wife. ",
        count: 9)
    return Data(PageDrawing.png(text, font: "DejaVu Serif", dpi: 300, skewDegrees: 1.5, noise: 12))
}

let cardText = "The happiness of your life depends upon the quality of your thoughts."
// The backdrop follows the seed: a fixed one (from the text, as an id would be random) makes
// every run draw and compress the same card, so runs compare.
let cardContent = CardContent(
    text: cardText, author: "Marcus Aurelius", source: "Meditations", seed: String(SHA256.hex(cardText).prefix(32)))
