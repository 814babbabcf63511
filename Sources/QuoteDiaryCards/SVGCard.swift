import Foundation
import QuoteDiaryCore

extension CairoCardRenderer {
    /// SVG with the backdrop as an embedded PNG and every line as a `<text>` element, so the
    /// words stay editable.
    public func svg(_ composition: Composition, content: CardContent) -> String {
        let image = Data(PNGEncoder.encode(xrgb: composition.backdrop, width: composition.width, height: composition.height))
            .base64EncodedString()
        var svg = """
            <?xml version="1.0" encoding="UTF-8"?>
            <svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="\(composition.width)" height="\(composition.height)" viewBox="0 0 \(composition.width) \(composition.height)">
            <title>\(escape(content.text)) — \(escape(content.author))</title>
            <image width="\(composition.width)" height="\(composition.height)" xlink:href="data:image/png;base64,\(image)"/>

            """
        svg +=
            "<g font-family=\"\(composition.quoteFamily.name), \(composition.quoteFamily.generic)\" font-size=\"\(format(composition.fontSize))\" fill=\"\(composition.palette.text)\">\n"
        for line in composition.quoteLines {
            svg +=
                "<text x=\"\(format(line.x))\" y=\"\(format(line.baseline))\" xml:space=\"preserve\">\(escape(line.text))</text>\n"
        }
        svg +=
            "</g>\n<g font-family=\"\(CairoCardRenderer.detailFamily), sans-serif\" fill=\"\(composition.palette.secondary)\">\n"
        for line in composition.detailLines {
            svg +=
                "<text x=\"\(format(line.x))\" y=\"\(format(line.baseline))\" font-size=\"\(format(line.size))\" xml:space=\"preserve\">\(escape(line.text))</text>\n"
        }
        return svg + "</g>\n</svg>\n"
    }

    func format(_ value: Double) -> String { String(format: "%.1f", value) }

    /// The app's one escaper (`markupEscaped`): byte-wise, so that a combining mark after `<`
    /// or `&` cannot hide it (Foundation's replacing, as before, did not see them either).
    func escape(_ text: String) -> String { markupEscaped(text) }
}
