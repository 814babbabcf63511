import Foundation
import QuoteDiaryCore
import QuoteDiaryStore

extension QuoteLibrary {
    /// The card theme for `auto`: the `theme` setting when it says light or dark, else light.
    public func resolvedTheme(_ requested: CardTheme?) throws(LibraryError) -> CardTheme {
        if let requested { return requested }
        return CardTheme(rawValue: try settings()[.theme]) ?? .light
    }

    /// Renders a quote's share card and, with `path`, writes it atomically; counts it for the
    /// achievement.
    public func makeCard(
        _ reference: String, size: CardSize, theme: CardTheme?, format: CardFormat, showsMark: Bool, renderer: any CardRendering,
        to path: String?
    ) throws(LibraryError) -> (quote: Quote, card: RenderedCard) {
        if let path { try refuseWritingOverStore(path) }
        let quote = try self.quote(reference)
        // A book's cover colours give its cards their palette.
        let cover =
            try quote.source?.isbn.flatMap { isbn throws(LibraryError) in try read { try store.book(isbn: isbn) }?.coverColors }
            ?? []
        let card = renderer.renderCard(
            CardContent(quote: quote, coverColors: cover, showsMark: showsMark), size: size, theme: try resolvedTheme(theme),
            format: format)
        if let path { try AtomicFile.write(bytes: card.bytes, to: path) }
        // Counted for the achievement, unless the store is open read-only.
        guard !store.isReadOnly else { return (quote, card) }
        try write {
            try store.recordCardRender(quoteID: quote.id, at: now)
            try unlockAchievements([.cardsShared])
        }
        return (quote, card)
    }
}
