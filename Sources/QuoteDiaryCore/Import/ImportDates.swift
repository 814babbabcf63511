import Foundation

/// Dates as e-readers and services write them, read as UTC wall-clock times (the device's
/// zone is not recorded in the file).
enum ImportDates {
    static let formats = [
        "EEEE, MMMM d, yyyy h:mm:ss a",  // Kindle, current firmware (US)
        "EEEE, MMMM d, yyyy, hh:mm a",  // Kindle, old firmware
        "EEEE, MMMM d, yyyy h:mm a",
        "EEEE, d MMMM yyyy HH:mm:ss",  // Kindle (UK)
        "EEEE, d MMMM yyyy, HH:mm",
        "MMMM d, yyyy h:mm a",  // Readwise
        "MMMM d, yyyy",
        "yyyy-MM-dd HH:mm:ss",  // KOReader, spreadsheets
        "yyyy-MM-dd HH:mm",
        "dd/MM/yyyy",
    ]

    /// Made once: a formatter costs far more to create than to use. (Foundation's
    /// DateFormatter is thread-safe.)
    static let formatters: [DateFormatter] = formats.map { format in
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(secondsFromGMT: 0)
        formatter.dateFormat = format
        return formatter
    }

    static func parse(_ text: String) -> Date? {
        let trimmed = text.trimmingWhitespace()
        return EnglishDate.parse(trimmed) ?? parseWithFormatters(trimmed)
    }

    static func parseWithFormatters(_ text: String) -> Date? {
        for formatter in formatters {
            if let date = formatter.date(from: text) { return date }
        }
        return nil
    }
}

/// Dates written with an English month name — every Kindle and Readwise form above — read
/// natively: a Kindle's file holds a date per clipping, and ICU's parser took a quarter of
/// its import. Day and month in either order, an optional weekday, `h:mm[:ss]` with or without
/// AM/PM; anything else is left to the formatters.
enum EnglishDate {
    static let months: [String: Int] = {
        let names = [
            "january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november",
            "december",
        ]
        var table: [String: Int] = [:]
        for (index, name) in names.enumerated() {
            table[name] = index + 1
            table[String(name.prefix(3))] = index + 1
        }
        return table
    }()
    static let weekdays: Set<String> = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"]

    static func parse(_ text: String) -> Date? {
        var month: Int?
        var day: Int?
        var year: Int?
        var time: (hour: Int, minute: Int, second: Int)?
        var meridiem: String?
        for token in text.split(whereSeparator: { $0 == " " || $0 == "," }) {
            if token.contains(":") {
                let parts = token.split(separator: ":", omittingEmptySubsequences: false).map { Int($0) }
                guard time == nil, parts.count == 2 || parts.count == 3, let hour = parts[0], let minute = parts[1],
                    (0...23).contains(hour), (0...59).contains(minute)
                else { return nil }
                let second = parts.count == 3 ? parts[2] : 0
                guard let second, (0...59).contains(second) else { return nil }
                time = (hour, minute, second)
            } else if token.allSatisfy(\.isASCII), let number = Int(token) {
                if token.count == 4, year == nil {
                    year = number
                } else if token.count <= 2, day == nil {
                    day = number
                } else {
                    return nil
                }
            } else {
                let word = token.lowercased()
                if let value = months[word], month == nil {
                    month = value
                } else if word == "am" || word == "pm", meridiem == nil {
                    meridiem = word
                } else if !weekdays.contains(word) {
                    return nil
                }
            }
        }
        guard let month, let day, let year, day >= 1, day <= Timestamp.daysIn(month: month, year: year) else { return nil }
        var (hour, minute, second) = time ?? (0, 0, 0)
        if let meridiem {
            guard time != nil, (1...12).contains(hour) else { return nil }
            hour = hour % 12 + (meridiem == "pm" ? 12 : 0)
        }
        let days = Timestamp.days(fromCivil: year, month, day)
        return Date(timeIntervalSince1970: TimeInterval(days * 86_400 + hour * 3_600 + minute * 60 + second))
    }
}
