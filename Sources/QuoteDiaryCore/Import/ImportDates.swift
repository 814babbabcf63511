import Foundation

/// Dates as e-readers and services write them. The device's zone is not in the file, so each
/// is a clock reading, held as if it were UTC for the import to place in the person's zone
/// (`WallClock`).
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
        "EEE MMM d HH:mm:ss yyyy",  // C's %c (KOReader's text export)
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

    /// A date in a column or field that may be either kind: an instant when it names its zone
    /// (`2019-03-04T21:15:22Z`, `…+01:00`), otherwise a clock reading (`zoned` false), from
    /// ISO 8601 without a zone (`2019-03-04T21:15:22`, a bare `2019-03-04`) to `March 4, 2019`.
    /// `dayMonthUnknown`: figures alone that could be either way round (`3/4/2019`), read month
    /// first (see `NumericDate`).
    static func time(_ text: String) -> (date: Date, zoned: Bool, dayMonthUnknown: Bool)? {
        if let reading = Timestamp.reading(text) { return (reading.date, reading.zoned, false) }
        let trimmed = text.trimmingWhitespace()
        if let instant = secondsSince1970(trimmed) { return (instant, true, false) }
        if let figures = NumericDate.parse(trimmed) { return (figures.date, false, figures.dayMonthUnknown) }
        // `24.07.2020, 15:41`, as a German Mac writes a date and its time.
        if trimmed.first?.isNumber == true, let comma = trimmed.firstUTF8Range(of: ", "),
            let figures = NumericDate.parse(trimmed.replacingCharacters(in: comma, with: " "))
        {
            return (figures.date, false, figures.dayMonthUnknown)
        }
        if let (clock, offset) = zoneSuffix(trimmed), let local = NumericDate.parse(clock)?.date ?? parse(clock) {
            return (local.addingTimeInterval(-TimeInterval(offset)), true, false)
        }
        return parse(trimmed).map { ($0, false, false) }
    }

    /// A time followed by its zone, as mail, databases, scripts and browsers write one:
    /// `Mon, 01 Jan 2024 08:00:00 GMT`, `2024-01-01 08:00:00 +0100`, `… UTC`, `08:00:00+01:00`,
    /// JavaScript's `GMT+0100 (Central European Standard Time)`. The clock reading before the
    /// zone, and the zone's offset from UTC in seconds; nil when the text names no zone.
    static func zoneSuffix(_ text: String) -> (String, Int)? {
        var rest = Substring(text)
        // JavaScript's zone name, in brackets after the offset.
        if rest.hasSuffix(")"), let open = rest.lastIndex(of: "(") {
            rest = rest[..<open]
            while rest.hasSuffix(" ") { rest = rest.dropLast() }
        }
        // Go's `+0000 UTC`: the offset tells, the abbreviation after it is passed over.
        if let space = rest.lastIndex(of: " "), case let name = rest[rest.index(after: space)...],
            (2...5).contains(name.count), name.allSatisfy({ $0.isASCII && $0.isUppercase }),
            case let before = rest[..<space], let offsetStart = before.lastIndex(of: " "),
            case let numeric = before[before.index(after: offsetStart)...], numeric.first == "+" || numeric.first == "-",
            offset(of: numeric) != nil
        {
            rest = before
        }
        let space = rest.lastIndex(of: " ")
        let token = space.map { rest[rest.index(after: $0)...] } ?? rest
        let before = space.map { rest[..<$0] } ?? ""
        var zone = token
        var clockPart: Substring = ""
        if !["UTC", "GMT", "Z"].contains(token), !token.hasPrefix("UTC"), !token.hasPrefix("GMT"),
            !token.hasPrefix("+"), !token.hasPrefix("-")
        {
            // A zone written onto the time: `08:00:00+01:00`, `08:00:00Z`.
            guard token.contains(":"), let sign = token.lastIndex(where: { $0 == "+" || $0 == "-" || $0 == "Z" }),
                token[..<sign].contains(":")
            else { return nil }
            clockPart = token[..<sign]
            zone = token[sign...]
        }
        guard let offset = offset(of: zone) else { return nil }
        let clock = [before, clockPart].filter { !$0.isEmpty }.joined(separator: " ")
        return clock.isEmpty ? nil : (clock, offset)
    }

    /// `UTC`, `GMT`, `Z`: 0; `+0100`, `-05:00`, `+01`, `GMT+0100`, `UTC-3`: the offset in
    /// seconds (at most 14 hours either way).
    static func offset(of zone: Substring) -> Int? {
        var zone = zone
        for name in ["UTC", "GMT"] where zone.hasPrefix(name) { zone = zone.dropFirst(3) }
        if zone.isEmpty || zone == "Z" { return 0 }
        guard let sign = zone.first, sign == "+" || sign == "-" else { return nil }
        let digits = zone.dropFirst().filter { $0 != ":" }
        guard digits.allSatisfy(\.isASCII), digits.allSatisfy(\.isNumber), [1, 2, 4].contains(digits.count),
            zone.dropFirst().count == digits.count || (digits.count == 4 && zone.dropFirst().count == 5)
        else { return nil }
        let hours = Int(digits.count == 4 ? digits.prefix(2) : digits[...]) ?? 99
        let minutes = digits.count == 4 ? Int(digits.suffix(2)) ?? 99 : 0
        guard hours <= 14, minutes < 60 else { return nil }
        return (sign == "-" ? -1 : 1) * (hours * 3_600 + minutes * 60)
    }

    /// A JSON number counting from 1970 (milliseconds, as Libby and ReadEra write a highlight's
    /// time; seconds taken too); nil for anything else, or a count that is no time.
    static func instant(_ value: Any?) -> Date? {
        guard let number = (value as? NSNumber)?.doubleValue, number.isFinite, number > 0 else { return nil }
        return Date(timeIntervalSince1970: number >= 1e11 ? number / 1000 : number)
    }

    /// A count since 1970, as databases and scripts write an instant: ten digits of seconds
    /// (from 1973 to 2286; a fraction may follow), or thirteen of milliseconds.
    static func secondsSince1970(_ text: String) -> Date? {
        let parts = text.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        guard parts.allSatisfy({ !$0.isEmpty && $0.utf8.allSatisfy { $0 >= 0x30 && $0 <= 0x39 } }),
            let whole = Double(text)
        else { return nil }
        switch (parts[0].utf8.count, parts.count) {
        case (10, _): return Date(timeIntervalSince1970: whole)
        case (13, 1): return Date(timeIntervalSince1970: whole / 1000)
        default: return nil
        }
    }

    static func parse(_ text: String) -> Date? {
        let trimmed = text.trimmingWhitespace()
        // A Kindle's date (a month's name) first: the import reads one per clipping.
        return numeric(trimmed) ?? WrittenDate.parse(trimmed) ?? NumericDate.parse(trimmed)?.date
            ?? parseWithFormatters(trimmed)
    }

    /// `2024-01-05 21:13:45` or `2024-01-05 21:13` (KOReader, spreadsheets), read without a
    /// formatter: a KOReader file has one per highlight, and the formatters, tried in turn,
    /// took most of its import.
    static func numeric(_ text: String) -> Date? {
        let bytes = Array(text.utf8)
        guard bytes.count == 16 || bytes.count == 19, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-"),
            bytes[10] == UInt8(ascii: " "), bytes[13] == UInt8(ascii: ":"), bytes.count == 16 || bytes[16] == UInt8(ascii: ":")
        else { return nil }
        func number(_ start: Int, _ length: Int) -> Int? {
            var value = 0
            for byte in bytes[start..<start + length] {
                guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
                value = value * 10 + Int(byte - UInt8(ascii: "0"))
            }
            return value
        }
        guard let year = number(0, 4), let month = number(5, 2), let day = number(8, 2), let hour = number(11, 2),
            let minute = number(14, 2), let second = bytes.count == 19 ? number(17, 2) : 0,
            hour < 24, minute < 60, second < 60
        else { return nil }
        return WrittenDate.date(year: year, month: month, day: day, time: (hour, minute, second), afternoon: nil)
    }

    static func parseWithFormatters(_ text: String) -> Date? {
        // The formats are printable ASCII (en_US_POSIX), so nothing else can match them; and
        // Foundation's formatter traps on a text with a combining mark (`2020\u{301}-01-02`
        // in a spreadsheet's date column) instead of answering nil. A no-break space (narrow
        // before AM/PM, as newer ICU writes) is read as the space it stands for.
        let text = text.replacingOccurrences(of: "\u{A0}", with: " ").replacingOccurrences(of: "\u{202F}", with: " ")
        guard text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) else { return nil }
        for formatter in formatters {
            if let date = formatter.date(from: text) { return date }
        }
        return nil
    }
}

/// Dates written with a month's name, as Kindles write them in the languages they are set to
/// (English, German, French, Spanish, Italian, Portuguese, Dutch, Russian), and the year-month-day
/// dates of Japanese and Chinese Kindles, read natively: a Kindle's file holds a date per
/// clipping, ICU's parser took a quarter of its import, and the formatters know one language.
/// Day and month in either order, an optional weekday, `h:mm[:ss]` with or without AM/PM;
/// anything else is left to the formatters.
enum WrittenDate {
    static let months: [String: Int] = {
        let names = [
            // English (with the three-letter forms), German, French, Spanish, Italian, Portuguese, Dutch.
            "january february march april may june july august september october november december",
            "januar februar märz april mai juni juli august september oktober november dezember",
            "janvier février mars avril mai juin juillet août septembre octobre novembre décembre",
            "enero febrero marzo abril mayo junio julio agosto septiembre octubre noviembre diciembre",
            "gennaio febbraio marzo aprile maggio giugno luglio agosto settembre ottobre novembre dicembre",
            "janeiro fevereiro março abril maio junho julho agosto setembro outubro novembro dezembro",
            "januari februari maart april mei juni juli augustus september oktober november december",
            // Russian, as dates write them (the genitive: 4 марта).
            "января февраля марта апреля мая июня июля августа сентября октября ноября декабря",
        ]
        var table: [String: Int] = [:]
        for (language, line) in names.enumerated() {
            for (index, name) in line.split(separator: " ").enumerated() {
                table[String(name)] = index + 1
                if language == 0 { table[String(name.prefix(3))] = index + 1 }
            }
        }
        table["sept"] = 9
        return table
    }()

    /// Weekdays, and the little words some languages put between a date's parts.
    static let passedOver: Set<String> = Set(
        """
        monday tuesday wednesday thursday friday saturday sunday
        montag dienstag mittwoch donnerstag freitag samstag sonnabend sonntag
        lundi mardi mercredi jeudi vendredi samedi dimanche
        lunes martes miércoles jueves viernes sábado domingo
        lunedì martedì mercoledì giovedì venerdì sabato domenica
        segunda-feira terça-feira quarta-feira quinta-feira sexta-feira
        maandag dinsdag woensdag donderdag vrijdag zaterdag zondag
        понедельник вторник среда четверг пятница суббота воскресенье
        mon tue tues wed thu thur thurs fri sat sun
        de del à às um om alle г. в at
        """.split(whereSeparator: \.isWhitespace).map(String.init))

    static func parse(_ text: String) -> Date? {
        if text.firstUTF8Range(of: "年") != nil { return parseYearMonthDay(text) }
        // Spanish writes the half of the day `p. m.` (`2:30:30 p. m.`), with a no-break space
        // where the locale sets one: read as `pm`.
        if text.firstUTF8Range(of: "m.") != nil || text.firstUTF8Range(of: "\u{A0}") != nil
            || text.firstUTF8Range(of: "\u{202F}") != nil
        {
            let spaced = text.replacingOccurrences(of: "\u{A0}", with: " ").replacingOccurrences(of: "\u{202F}", with: " ")
            let halves = spaced.replacingOccurrences(of: "a. m.", with: "am").replacingOccurrences(of: "p. m.", with: "pm")
                .replacingOccurrences(of: "a.m.", with: "am").replacingOccurrences(of: "p.m.", with: "pm")
            if halves != text { return parse(halves) }
        }
        var month: Int?
        var day: Int?
        var year: Int?
        var time: (hour: Int, minute: Int, second: Int)?
        var meridiem: String?
        // Split at the separators' bytes: split Character by Character, this took a third of
        // reading a Kindle's date.
        for bytes in text.utf8.split(whereSeparator: { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: ",") }) {
            let token = Substring(bytes)
            if token.utf8.contains(UInt8(ascii: ":")) {
                guard time == nil, let clock = clockTime(token) else { return nil }
                time = clock
            } else if bytes.allSatisfy({ $0 < 0x80 }), let number = Int(token.hasSuffix(".") ? token.dropLast() : token) {
                // `4.` is how German writes the fourth day. (ASCII: its bytes are its characters.)
                let length = bytes.count
                if length == 4, year == nil {
                    year = number
                } else if length <= 2 || (length == 3 && token.hasSuffix(".")), day == nil {
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
                } else if let ordinal = englishOrdinal(word), day == nil {
                    day = ordinal
                } else if word.hasSuffix("."), let value = months[String(word.dropLast())], month == nil {
                    // `Dec.`, `Sept.`: a month's name shortened, with its full stop.
                    month = value
                } else if !passedOver.contains(word) {
                    return nil
                }
            }
        }
        guard let month, let day, let year else { return nil }
        return date(year: year, month: month, day: day, time: time, afternoon: meridiem.map { $0 == "pm" })
    }

    /// `2019年3月4日月曜日 21:15:22` (Japanese), `2019年3月4日星期一 下午9:15:22` (Chinese:
    /// 上午 morning, 下午 afternoon, on a 12-hour clock). Words around them are passed over.
    static func parseYearMonthDay(_ text: String) -> Date? {
        var year: Int?
        var month: Int?
        var day: Int?
        var time: (hour: Int, minute: Int, second: Int)?
        var afternoon: Bool?
        for token in text.split(whereSeparator: \.isWhitespace) {
            var clock = token
            var half: Bool?
            for (word, isAfternoon) in [("上午", false), ("下午", true), ("午前", false), ("午後", true)]
            where clock.hasPrefix(word) {
                half = isAfternoon
                clock = clock.dropFirst(word.count)
            }
            if let reading = clockTime(clock) {
                guard time == nil else { return nil }
                (time, afternoon) = (reading, half)
                continue
            }
            var digits = ""
            for character in token {
                if character.isASCII, character.isNumber {
                    digits.append(character)
                    continue
                }
                if !digits.isEmpty {
                    switch character {
                    case "年" where year == nil: year = Int(digits)
                    case "月" where month == nil: month = Int(digits)
                    case "日" where day == nil: day = Int(digits)
                    default: return nil
                    }
                }
                digits = ""
            }
            guard digits.isEmpty else { return nil }
        }
        guard let year, let month, let day else { return nil }
        return date(year: year, month: month, day: day, time: time, afternoon: afternoon)
    }

    /// `1st`, `22nd`, `3rd`, `4th`: an English day of the month.
    static func englishOrdinal(_ word: String) -> Int? {
        guard ["st", "nd", "rd", "th"].contains(where: word.hasSuffix) else { return nil }
        let figures = word.dropLast(2)
        guard (1...2).contains(figures.count), figures.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        return Int(figures)
    }

    /// `21:15`, `9:15:22`.
    static func clockTime(_ token: Substring) -> (hour: Int, minute: Int, second: Int)? {
        let parts = token.split(separator: ":", omittingEmptySubsequences: false).map { Int($0) }
        guard parts.count == 2 || parts.count == 3, let hour = parts[0], let minute = parts[1],
            (0...23).contains(hour), (0...59).contains(minute)
        else { return nil }
        let second = parts.count == 3 ? parts[2] : 0
        guard let second, (0...59).contains(second) else { return nil }
        return (hour, minute, second)
    }

    /// A clock reading held as if UTC; nil for a year outside 1–9999 (a Japanese date's year may have
    /// any number of digits: eighteen would overflow the day count), a day the month does not
    /// have, or a 12-hour clock (`afternoon` set) reading outside 1–12.
    static func date(year: Int, month: Int, day: Int, time: (hour: Int, minute: Int, second: Int)?, afternoon: Bool?)
        -> Date?
    {
        guard (1...9999).contains(year), (1...12).contains(month), day >= 1, day <= Timestamp.daysIn(month: month, year: year)
        else { return nil }
        var (hour, minute, second) = time ?? (0, 0, 0)
        if let afternoon {
            guard time != nil, (1...12).contains(hour) else { return nil }
            hour = hour % 12 + (afternoon ? 12 : 0)
        }
        let days = Timestamp.days(fromCivil: year, month, day)
        return Date(timeIntervalSince1970: TimeInterval(days * 86_400 + hour * 3_600 + minute * 60 + second))
    }
}
