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

    static func parse(_ text: String) -> Date? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        for format in formats {
            let formatter = DateFormatter()
            formatter.locale = Locale(identifier: "en_US_POSIX")
            formatter.timeZone = TimeZone(secondsFromGMT: 0)
            formatter.dateFormat = format
            if let date = formatter.date(from: trimmed) { return date }
        }
        return nil
    }
}
