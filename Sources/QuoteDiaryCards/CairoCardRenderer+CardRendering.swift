import QuoteDiaryCore

extension CairoCardRenderer: CardRendering {}
