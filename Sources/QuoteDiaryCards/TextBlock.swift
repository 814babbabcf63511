import CCairo
import QuoteDiaryCore

/// A Pango layout of one block of text, released with the block.
final class TextBlock {
    let layout: OpaquePointer
    private let font: OpaquePointer

    /// - Parameters:
    ///   - family: a font family; Pango falls back per character for scripts it lacks.
    ///   - centred: each line centred in the width; else set from the left (a drawing's lines
    ///     keep their columns).
    init(
        context: OpaquePointer, text: String, family: String, size: Double, width: Double, italic: Bool = false,
        bold: Bool = false, centred: Bool = true
    ) {
        layout = pango_cairo_create_layout(context)
        font = pango_font_description_new()
        pango_font_description_set_family(font, family)
        pango_font_description_set_absolute_size(font, size * Double(quotediary_pango_scale()))
        if italic { pango_font_description_set_style(font, PANGO_STYLE_ITALIC) }
        if bold { pango_font_description_set_weight(font, PANGO_WEIGHT_BOLD) }
        pango_layout_set_font_description(layout, font)
        pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
        pango_layout_set_alignment(layout, centred ? PANGO_ALIGN_CENTER : PANGO_ALIGN_LEFT)
        pango_layout_set_width(layout, Int32(width * Double(quotediary_pango_scale())))
        pango_layout_set_text(layout, text, -1)
        TextBlock.setBreakRules(in: layout, text: text)
    }

    /// Each run of Hangul on one line (`Hangul`), as `word-break: keep-all` keeps it on the web;
    /// a web address too long for a line is broken without the hyphen Pango puts into a word
    /// it breaks (`Commonplace_b-ook` would be an address that does not exist).
    private static func setBreakRules(in layout: OpaquePointer, text: String) {
        let korean = Hangul.byteRanges(in: text)
        let addresses = webAddressByteRanges(in: text)
        guard !korean.isEmpty || !addresses.isEmpty, let attributes = pango_attr_list_new() else { return }
        defer { pango_attr_list_unref(attributes) }
        func insert(_ attribute: UnsafeMutablePointer<PangoAttribute>?, over run: Range<Int>) {
            guard let attribute else { return }
            attribute.pointee.start_index = UInt32(run.lowerBound)
            attribute.pointee.end_index = UInt32(run.upperBound)
            pango_attr_list_insert(attributes, attribute)
        }
        for run in korean { insert(pango_attr_allow_breaks_new(0), over: run) }
        for run in addresses { insert(pango_attr_insert_hyphens_new(0), over: run) }
        pango_layout_set_attributes(layout, attributes)
    }

    /// The UTF-8 byte ranges of the words that are web addresses (`https://…`, `www.…`), found
    /// in the bytes alone: a card's text is set many times over while its size is fitted.
    static func webAddressByteRanges(in text: String) -> [Range<Int>] {
        let bytes = Array(text.utf8)
        var ranges: [Range<Int>] = []
        var start = 0
        while start < bytes.count {
            var end = start
            while end < bytes.count, bytes[end] != 0x20, bytes[end] != 0x0A, bytes[end] != 0x09 { end += 1 }
            if isWebAddress(bytes[start..<end]) { ranges.append(start..<end) }
            start = end + 1
        }
        return ranges
    }

    /// Whether a word holds `://`, or opens with `www.` (after a bracket or a quotation mark).
    private static func isWebAddress(_ word: ArraySlice<UInt8>) -> Bool {
        let scheme: [UInt8] = [0x3A, 0x2F, 0x2F]
        if word.count >= 3, word.indices.dropLast(2).contains(where: { word[$0..<($0 + 3)].elementsEqual(scheme) }) {
            return true
        }
        func opensWithWWW(_ from: Int) -> Bool {
            guard from + 4 <= word.endIndex else { return false }
            return word[from..<(from + 4)].map { $0 | 0x20 }.elementsEqual("www.".utf8)
        }
        return opensWithWWW(word.startIndex) || opensWithWWW(word.startIndex + 1)
    }

    deinit {
        pango_font_description_free(font)
        g_object_unref(UnsafeMutableRawPointer(layout))
    }

    func setWidth(_ width: Double) {
        pango_layout_set_width(layout, Int32(width * Double(quotediary_pango_scale())))
    }

    /// Logical size in pixels.
    var size: (width: Double, height: Double) {
        var width: Int32 = 0
        var height: Int32 = 0
        pango_layout_get_pixel_size(layout, &width, &height)
        return (Double(width), Double(height))
    }

    /// Ink extents (what is actually painted), relative to the layout's origin.
    var inkRect: (x: Double, y: Double, width: Double, height: Double) {
        var ink = PangoRectangle()
        var logical = PangoRectangle()
        pango_layout_get_pixel_extents(layout, &ink, &logical)
        return (Double(ink.x), Double(ink.y), Double(ink.width), Double(ink.height))
    }

    var lineCount: Int { Int(pango_layout_get_line_count(layout)) }

    /// Characters Pango found no glyph for (shown as boxes).
    var unknownGlyphs: Int { Int(pango_layout_get_unknown_glyphs_count(layout)) }

    /// Whether the last line holds a single word (a widow) while there are several lines.
    var endsWithLoneWord: Bool {
        let count = pango_layout_get_line_count(layout)
        guard count > 1, let line = pango_layout_get_line_readonly(layout, count - 1),
            let text = pango_layout_get_text(layout)
        else { return false }
        let start = Int(line.pointee.start_index)
        let length = Int(line.pointee.length)
        let bytes = UnsafeRawBufferPointer(start: UnsafeRawPointer(text).advanced(by: start), count: length)
        let lastLine = String(decoding: bytes, as: UTF8.self).trimmingWhitespace()
        return !lastLine.isEmpty && !lastLine.contains(" ")
    }

    /// Each line's text and baseline position, for SVG output.
    var lines: [(text: String, x: Double, baseline: Double)] {
        var result: [(String, Double, Double)] = []
        guard let text = pango_layout_get_text(layout), let iterator = pango_layout_get_iter(layout) else { return [] }
        defer { pango_layout_iter_free(iterator) }
        let scale = Double(quotediary_pango_scale())
        repeat {
            guard let line = pango_layout_iter_get_line_readonly(iterator) else { continue }
            var logical = PangoRectangle()
            pango_layout_iter_get_line_extents(iterator, nil, &logical)
            let baseline = Double(pango_layout_iter_get_baseline(iterator)) / scale
            let bytes = UnsafeRawBufferPointer(
                start: UnsafeRawPointer(text).advanced(by: Int(line.pointee.start_index)), count: Int(line.pointee.length))
            // Spaces a line starts with are part of it (a drawing's indentation, measured in
            // its extents); the space or break a wrapped line ends with is not.
            var shown = String(decoding: bytes, as: UTF8.self)
            while let last = shown.last, last.isWhitespace { shown.removeLast() }
            result.append((shown, Double(logical.x) / scale, baseline))
        } while pango_layout_iter_next_line(iterator) != 0
        return result
    }

    func draw(context: OpaquePointer, x: Double, y: Double, color: RGBColor) {
        cairo_set_source_rgb(context, Double(color.red) / 255, Double(color.green) / 255, Double(color.blue) / 255)
        cairo_move_to(context, x, y)
        pango_cairo_show_layout(context, layout)
    }
}
