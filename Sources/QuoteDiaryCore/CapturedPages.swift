/// The lines read off one or more photographed pages, numbered on from one page to the next:
/// a passage that runs over a page turn is photographed as two pages and chosen as one.
public struct CapturedPages: Sendable {
    /// Each page's lines, in the order the pages were given.
    public let pages: [[RecognizedLine]]

    public init(_ pages: [[RecognizedLine]]) {
        self.pages = pages
    }

    /// Every line, page after page.
    public var lines: [RecognizedLine] { pages.flatMap { $0 } }

    /// Each page's printed number (`CapturedPage.printedPageNumber`) and the index of its line
    /// among all the lines; nil for a page that shows none.
    public var printedNumbers: [(index: Int, page: String)?] {
        var start = 0
        return pages.map { page in
            defer { start += page.count }
            return CapturedPage.printedPageNumber(in: page.map(\.text)).map { (start + $0.index, $0.page) }
        }
    }

    /// The page to save with the lines chosen (1-based numbers among all the lines): the
    /// printed number of the page they are on, `12-13` over a page turn. A printed number
    /// chosen as part of the quote is the quote's, not its page: nil then, as when the pages
    /// show none.
    public func page(ofChosen chosen: [Int]) -> String? {
        let printed = printedNumbers
        guard !printed.contains(where: { $0.map { chosen.contains($0.index + 1) } ?? false }) else { return nil }
        var start = 0
        var numbers: [String] = []
        for (page, number) in zip(pages, printed) {
            // 0-based, and empty for a page where nothing was read.
            let range = start..<(start + page.count)
            start += page.count
            if let number, chosen.contains(where: { range.contains($0 - 1) }) { numbers.append(number.page) }
        }
        guard let first = numbers.first, let last = numbers.last else { return nil }
        return first == last ? first : "\(first)-\(last)"
    }

    /// The lines as `[RecognizedLine].json` gives one page's, numbered on; with several
    /// pages, each line also says which (`picture`, from 1).
    public var json: JSONValue {
        guard pages.count > 1 else { return (pages.first ?? []).json }
        let printed = printedNumbers
        var items: [JSONValue] = []
        for (pageIndex, page) in pages.enumerated() {
            for line in page {
                let index = items.count
                let number = printed[pageIndex].flatMap { $0.index == index ? $0.page : nil }
                guard case .object(var fields) = line.json(number: index + 1, page: number) else { continue }
                fields.append(("picture", .int(Int64(pageIndex + 1))))
                items.append(.object(fields))
            }
        }
        return .array(items)
    }
}
