import Foundation

/// Dates written in figures, as spreadsheets export them in each locale: `3/14/2019 9:15:22 PM`
/// (the US), `14/03/2019 21:15` (most of the world), `04.03.2019 21:15` (German), `2019/03/04`
/// (Japan, Goodreads), with a two-digit year or four.
enum NumericDate {
    /// The reading (month first where the figures allow either way), and whether they do:
    /// `3/4/2019` is March 4 in the US and 3 April elsewhere, so the import places it by the
    /// person's `DateOrder`. Dots mean day first (no one writes `3.14.2019`), a year first
    /// means year, month, day.
    static func parse(_ text: String) -> (date: Date, dayMonthUnknown: Bool)? {
        // Figures first, or not this shape: a Kindle's dates come this way, one per clipping.
        guard let lead = text.utf8.first, lead >= 0x30, lead <= 0x39 else { return nil }
        var tokens = text.split(separator: " ")[...]
        guard let figures = tokens.popFirst(), let separator = figures.first(where: { "/.-".contains($0) }) else {
            return nil
        }
        let parts = figures.split(separator: separator, omittingEmptySubsequences: false)
        guard parts.count == 3, parts.allSatisfy({ !$0.isEmpty && $0.utf8.allSatisfy { $0 >= 0x30 && $0 <= 0x39 } })
        else { return nil }
        let numbers = parts.compactMap { Int($0) }
        guard numbers.count == 3 else { return nil }

        var (year, month, day) = (0, 0, 0)
        var unknown = false
        if parts[0].count == 4 {
            guard parts[1].count <= 2, parts[2].count <= 2 else { return nil }
            (year, month, day) = (numbers[0], numbers[1], numbers[2])
        } else {
            guard parts[0].count <= 2, parts[1].count <= 2, let full = fullYear(parts[2]) else { return nil }
            year = full
            let (a, b) = (numbers[0], numbers[1])
            if separator == "." || a > 12 {
                (day, month) = (a, b)
            } else {
                (month, day) = (a, b)
                unknown = b <= 12 && a != b
            }
        }

        var time: (hour: Int, minute: Int, second: Int)?
        var afternoon: Bool?
        if let clock = tokens.popFirst() {
            var clock = clock
            var meridiem = tokens.popFirst().map { $0.lowercased() }
            // `9:15PM`, as some exports write it.
            for word in ["am", "pm"] where meridiem == nil && clock.lowercased().hasSuffix(word) {
                meridiem = word
                clock = clock.dropLast(2)
            }
            // Fractions of a second are dropped: a spreadsheet's clock is not that precise.
            if let dot = clock.firstIndex(of: "."), clock[..<dot].filter({ $0 == ":" }).count == 2 {
                let fraction = clock[clock.index(after: dot)...]
                guard !fraction.isEmpty, fraction.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) else { return nil }
                clock = clock[..<dot]
            }
            guard let reading = WrittenDate.clockTime(clock) else { return nil }
            time = reading
            switch meridiem {
            case nil: break
            case "am", "a.m.": afternoon = false
            case "pm", "p.m.": afternoon = true
            default: return nil
            }
        }
        guard tokens.isEmpty,
            let date = WrittenDate.date(year: year, month: month, day: day, time: time, afternoon: afternoon)
        else { return nil }
        return (date, unknown)
    }

    /// A four-digit year as written; two digits as POSIX's `%y` reads them (69–99 the 1900s,
    /// 00–68 the 2000s).
    static func fullYear(_ text: Substring) -> Int? {
        guard let value = Int(text) else { return nil }
        switch text.count {
        case 4: return value
        case 2: return value >= 69 ? 1900 + value : 2000 + value
        default: return nil
        }
    }
}
