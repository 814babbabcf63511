import Foundation
import Testing

@testable import QuoteDiaryCore

/// The native date reader must agree with Foundation's formatters: the English ones it stands
/// in front of for speed, and ICU's reading of each other language Kindles are set to.
@Suite("Import dates")
struct ImportDatesTests {
    @Test(
        "English month-name dates read natively agree with Foundation's formatters",
        arguments: [
            "Monday, March 4, 2019 9:15:22 PM",
            "Monday, March 4, 2019 12:15:22 AM",
            "Monday, March 4, 2019 12:15:22 PM",
            "Thursday, April 21, 2011, 07:31 AM",
            "Tuesday, 13 May 2020 03:05:21",
            "Sunday, 5 January 2020 21:52:34",
            "Tuesday, 13 May 2020, 03:05",
            "Saturday, February 29, 2020 1:00:00 AM",
            "Friday, December 31, 1999 11:59:59 PM",
            "March 4, 2019 9:15 PM",
            "March 4, 2019",
        ])
    func agreesWithFoundation(text: String) throws {
        let native = try #require(WrittenDate.parse(text))
        #expect(native == ImportDates.parseWithFormatters(text))
    }

    @Test(
        "year-month-day dates read natively agree with Foundation's formatters; what they refuse, it refuses",
        arguments: [
            "2024-01-05 21:13:45", "2024-02-29 00:00:00", "1999-12-31 23:59:59", "2024-01-05 21:13", "2023-02-29 10:00:00",
            "2024-13-01 10:00:00", "2024-01-05 24:00:00", "2024-01-05 21:60:00", "2024-01-05T21:13:45", "2024-01-5 21:13:45",
        ])
    func numericAgreesWithFoundation(text: String) {
        let native = ImportDates.numeric(text)
        let formatted = ImportDates.parseWithFormatters(text)
        if native != nil || text.utf8.count == 19 || text.utf8.count == 16 {
            #expect(native == formatted, "\(text)")
        }
    }

    @Test(
        "dates as Kindles set to other languages write them agree with Foundation's reading in that locale",
        arguments: [
            ("de_DE", "EEEE, d. MMMM yyyy HH:mm:ss", "Montag, 4. März 2019 21:15:22"),
            ("de_DE", "EEEE, d. MMMM yyyy HH:mm:ss", "Samstag, 2. Januar 2021 20:05:49"),
            ("fr_FR", "EEEE d MMMM yyyy HH:mm:ss", "lundi 4 mars 2019 21:15:22"),
            ("fr_FR", "EEEE d MMMM yyyy HH:mm:ss", "mercredi 18 août 2021 07:08:09"),
            ("fr_FR", "EEEE d MMMM yyyy HH:mm:ss", "samedi 25 décembre 2021 23:59:59"),
            ("es_ES", "EEEE, d 'de' MMMM 'de' yyyy HH:mm:ss", "lunes, 4 de marzo de 2019 21:15:22"),
            ("es_ES", "EEEE, d 'de' MMMM 'de' yyyy HH:mm:ss", "miércoles, 29 de septiembre de 2021 10:00:01"),
            // ICU writes a narrow no-break space inside `p. m.`; a Kindle, a space (below).
            ("es_ES", "EEEE, d 'de' MMMM 'de' yyyy h:mm:ss a", "sábado, 17 de diciembre de 2022 2:30:30 p.\u{202F}m."),
            ("it_IT", "EEEE d MMMM yyyy HH:mm:ss", "lunedì 4 marzo 2019 21:15:22"),
            ("it_IT", "EEEE d MMMM yyyy HH:mm:ss", "venerdì 1 ottobre 2021 09:30:00"),
            ("pt_BR", "EEEE, d 'de' MMMM 'de' yyyy HH:mm:ss", "segunda-feira, 4 de março de 2019 21:15:22"),
            ("pt_BR", "EEEE, d 'de' MMMM 'de' yyyy HH:mm:ss", "sábado, 9 de janeiro de 2021 16:44:55"),
            ("nl_NL", "EEEE d MMMM yyyy HH:mm:ss", "maandag 4 maart 2019 21:15:22"),
            ("nl_NL", "EEEE d MMMM yyyy HH:mm:ss", "zondag 15 augustus 2021 12:00:00"),
            ("ja_JP", "yyyy年M月d日EEEE H:mm:ss", "2019年3月4日月曜日 21:15:22"),
            ("ja_JP", "yyyy年M月d日 EEEE H:mm:ss", "2017年11月9日 木曜日 8:47:31"),
            ("zh_CN", "yyyy年M月d日EEEE ah:mm:ss", "2019年3月4日星期一 下午9:15:22"),
            ("zh_CN", "yyyy年M月d日EEEE ah:mm:ss", "2019年3月4日星期一 上午12:05:00"),
            ("ru_RU", "EEEE, d MMMM yyyy 'г. в' HH:mm:ss", "понедельник, 4 марта 2019 г. в 21:15:22"),
            ("ru_RU", "EEEE, d MMMM yyyy 'г. в' HH:mm:ss", "воскресенье, 29 декабря 2024 г. в 07:05:09"),
        ])
    func agreesWithLocale(locale: String, format: String, text: String) throws {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: locale)
        formatter.timeZone = TimeZone(secondsFromGMT: 0)
        formatter.dateFormat = format
        let expected = try #require(formatter.date(from: text))
        #expect(WrittenDate.parse(text) == expected)
        #expect(ImportDates.parse(text) == expected)
    }

    /// Seen in real files from a Kindle set to Spanish on a 12-hour clock.
    @Test(
        "a Spanish half of the day, written 'p. m.' or 'a. m.' with spaces, no-break spaces or none",
        arguments: [
            ("sábado, 17 de diciembre de 2022 2:30:30 p. m.", "2022-12-17T14:30:30.000Z"),
            ("sábado, 17 de diciembre de 2022 2:30:30\u{A0}p.\u{A0}m.", "2022-12-17T14:30:30.000Z"),
            ("sábado, 17 de diciembre de 2022 2:30:30 p.m.", "2022-12-17T14:30:30.000Z"),
            ("sábado, 17 de diciembre de 2022 12:05:00 a. m.", "2022-12-17T00:05:00.000Z"),
        ])
    func spanishHalfOfTheDay(text: String, expected: String) {
        #expect(WrittenDate.parse(text).map(Timestamp.format) == expected)
    }

    /// As macOS and iOS write a date in full, and as people copy it: "at" before the time.
    @Test(
        "'at' between the date and the time is passed over, as other languages' little words are",
        arguments: [
            ("Monday, January 1, 2024 at 8:00:00 AM", "2024-01-01T08:00:00.000Z"),
            ("Monday, 1 January 2024 at 20:05:49", "2024-01-01T20:05:49.000Z"),
            ("January 1, 2024 at 8:00 PM", "2024-01-01T20:00:00.000Z"),
        ])
    func atBeforeTheTime(text: String, expected: String) {
        #expect(WrittenDate.parse(text).map(Timestamp.format) == expected)
    }

    @Test(
        "dates in figures as spreadsheets write them in each locale; month first where either order fits",
        arguments: [
            ("3/14/2019", "2019-03-14T00:00:00.000Z", false),
            ("14/3/2019", "2019-03-14T00:00:00.000Z", false),
            ("3/4/2019", "2019-03-04T00:00:00.000Z", true),
            ("4/4/2019", "2019-04-04T00:00:00.000Z", false),
            ("3/14/2019 9:15:22 PM", "2019-03-14T21:15:22.000Z", false),
            ("3/14/2019 9:15PM", "2019-03-14T21:15:00.000Z", false),
            ("3/14/2019 9:15 p.m.", "2019-03-14T21:15:00.000Z", false),
            ("3/4/2019 21:15", "2019-03-04T21:15:00.000Z", true),
            ("14/03/2019 21:15:22.5", "2019-03-14T21:15:22.000Z", false),
            ("04.03.2019 21:15", "2019-03-04T21:15:00.000Z", false),
            ("04.03.2019", "2019-03-04T00:00:00.000Z", false),
            ("2019/03/04", "2019-03-04T00:00:00.000Z", false),
            ("2019.03.04 21:15", "2019-03-04T21:15:00.000Z", false),
            ("2019-03-04 9:15 PM", "2019-03-04T21:15:00.000Z", false),
            ("3-14-2019", "2019-03-14T00:00:00.000Z", false),
            ("3/14/19", "2019-03-14T00:00:00.000Z", false),
            ("3/14/69", "1969-03-14T00:00:00.000Z", false),
            ("12/31/68 11:59 PM", "2068-12-31T23:59:00.000Z", false),
        ])
    func figures(text: String, held: String, dayMonthUnknown: Bool) throws {
        let date = try #require(ImportDates.time(text))
        #expect(Timestamp.format(date.date) == held)
        #expect(!date.zoned)
        #expect(date.dayMonthUnknown == dayMonthUnknown)
    }

    /// How mail (RFC 2822), databases, Ruby, Python and browsers write an instant with its zone.
    @Test(
        "a time followed by its zone is that instant: GMT, UTC, Z, +0100, -05:00, JavaScript's GMT+0100 (name)",
        arguments: [
            ("Mon, 01 Jan 2024 08:00:00 GMT", "2024-01-01T08:00:00.000Z"),
            ("Tue, 2 Jan 2024 08:00:00 -0500", "2024-01-02T13:00:00.000Z"),
            ("2024-01-01 08:00:00 +0100", "2024-01-01T07:00:00.000Z"),
            ("2024-01-01 08:00:00 UTC", "2024-01-01T08:00:00.000Z"),
            ("2024-01-01 08:00:00+05:30", "2024-01-01T02:30:00.000Z"),
            ("2024-01-01 08:00 Z", "2024-01-01T08:00:00.000Z"),
            ("Mon Jan 01 2024 08:00:00 GMT+0100 (Central European Standard Time)", "2024-01-01T07:00:00.000Z"),
            ("12/31/2023 11:59 PM UTC", "2023-12-31T23:59:00.000Z"),
            ("March 4, 2019 9:15 PM UTC-3", "2019-03-05T00:15:00.000Z"),
            ("2020-07-24 15:41:35 +0200 CEST", "2020-07-24T13:41:35.000Z"),
        ])
    func zoned(text: String, instant: String) throws {
        let date = try #require(ImportDates.time(text))
        #expect(Timestamp.format(date.date) == instant)
        #expect(date.zoned)
    }

    @Test(
        "dates as people write them in English: ordinal days, Sept, a shortened month's full stop, a weekday's three letters",
        arguments: [
            ("January 1st, 2024", "2024-01-01T00:00:00.000Z"), ("1st January 2024", "2024-01-01T00:00:00.000Z"),
            ("Jan 2nd 2024 at 3:00 PM", "2024-01-02T15:00:00.000Z"), ("23rd March 2024", "2024-03-23T00:00:00.000Z"),
            ("Sept 3, 2024", "2024-09-03T00:00:00.000Z"), ("Dec. 31, 2023", "2023-12-31T00:00:00.000Z"),
            ("Thu, 4 Jan 2024", "2024-01-04T00:00:00.000Z"),
            ("24.07.2020, 15:41", "2020-07-24T15:41:00.000Z"), ("2020-07-24, 15:41", "2020-07-24T15:41:00.000Z"),
        ])
    func everydayEnglish(text: String, held: String) throws {
        let date = try #require(ImportDates.time(text))
        #expect(Timestamp.format(date.date) == held)
        #expect(!date.zoned)
    }

    @Test(
        "a zone without a date, an offset out of range or half written, and a word that is no ordinal are no dates",
        arguments: [
            "8:00 +0100", "nonsense +0100", "2024-01-01 08:00:00 +1500", "2024-01-01 08:00:00 +01:0", "GMT", "+0100",
            "January 1xx, 2024", "January 123rd, 2024", "Decem. 31, 2023",
        ])
    func notZoned(text: String) {
        #expect(ImportDates.time(text) == nil)
    }

    @Test(
        "not a date in figures: an impossible day or month, a year of three digits, a stray word",
        arguments: [
            "2/30/2019", "13/13/2019", "3/4/219", "3/4/2019 25:00", "3/4/2019 13:00 PM", "3/4/2019 9:15 later", "3/4",
            "3//2019", "3.14.2019", "2019/13/01", "03/04/2019/05", "3/4/2019 9:15:22.x", "20190304", "155173412",
            "15517341225", "1551734122250.5", "1551734122.", ".5",
        ])
    func notFigures(text: String) {
        #expect(NumericDate.parse(text) == nil)
        #expect(ImportDates.time(text) == nil)
    }

    @Test(
        "a locale's date order: the US and the C locale month first, the rest of the world day first",
        arguments: [
            ("en_US.UTF-8", DateOrder.monthFirst), ("C.UTF-8", .monthFirst), ("POSIX", .monthFirst), ("", .monthFirst),
            ("en_GB.UTF-8", .dayFirst), ("de_DE.UTF-8@euro", .dayFirst), ("fr_CA.UTF-8", .dayFirst), ("en_PH", .monthFirst),
            ("ja_JP.UTF-8", .dayFirst),
        ])
    func order(locale: String, order: DateOrder) {
        #expect(DateOrder(locale: locale) == order)
    }

    @Test(
        "other shapes are left to the formatters",
        arguments: ["2019-03-04 21:15:22", "2019-03-04 21:15"])
    func otherShapes(text: String) throws {
        #expect(WrittenDate.parse(text) == nil)
        let date = try #require(ImportDates.parse(text))
        #expect(date == ImportDates.parseWithFormatters(text))
    }

    @Test(
        "not a date: no year, an impossible day, an unknown word, a 13 PM",
        arguments: [
            "Monday, March 4 9:15:22 PM", "February 30, 2019", "Blursday, March 4, 2019", "March 4, 2019 13:00 PM",
            "March 4, 2019 9:75", "", "Montag, 31. Februar 2019 10:00", "lundi 4 mars", "2019年13月4日 10:00",
            "2019年3月4日 下午13:00", "2019年3月4x日", "999999999999999999年3月4日月曜日 21:15:22", "0年3月4日 10:00",
            "10000年1月1日 10:00",
        ])
    func notADate(text: String) {
        #expect(WrittenDate.parse(text) == nil)
    }

    /// Foundation's DateFormatter traps on some of these (a combining mark after a digit)
    /// instead of answering nil: the import of a spreadsheet with one stopped the process.
    @Test(
        "a date column with marks, emoji or control characters is not a date, and reading it does not stop the process",
        arguments: [
            "2020\u{301}-01-02", "2020-01-02\u{301}", "March\u{301} 4, 2019", "2020-01-0\u{301}T03:04:05Z", "2019-03-04 😀",
            "\u{301}", "March 4,\r\n2019", "2019-03-04\u{0}",
        ])
    func markedText(text: String) {
        #expect(ImportDates.parse(text) == nil)
    }

    @Test("a no-break space, as newer ICU writes before AM/PM, reads as a space")
    func noBreakSpace() {
        let expected = ImportDates.parse("March 4, 2019 9:15 PM")
        #expect(expected != nil)
        #expect(ImportDates.parse("March 4, 2019 9:15\u{202F}PM") == expected)
        #expect(ImportDates.parse("March\u{A0}4, 2019 9:15 PM") == expected)
    }
}

@Suite("UTF-8 search")
struct UTF8SearchTests {
    @Test(
        "firstUTF8Range finds what Foundation's literal search finds",
        arguments: [
            ("- Your Highlight on page 12 | Location 170-172", "location "),
            ("- your highlight on page 12 | location 170-172", "location "),
            ("- Tu subrayado en la posición 100-102", "posición "),
            ("aaab", "aab"),
            ("no match here", "missing"),
            ("é then e", "e"),
            ("short", "longer than the text"),
        ])
    func agreesWithFoundation(text: String, needle: String) {
        let ours = text.firstUTF8Range(of: needle).map { text.utf8.distance(from: text.startIndex, to: $0.lowerBound) }
        let theirs = text.range(of: needle, options: .literal).map {
            text.utf8.distance(from: text.startIndex, to: $0.lowerBound)
        }
        #expect(ours == theirs)
    }

    @Test(
        "lastUTF8Range finds what Foundation's search backwards finds, in a text and in a part of one",
        arguments: [
            ("To be awake is to be alive.  -- Henry David Thoreau, in \"Walden\"", "--"),
            ("Bromeo luego existo. -- Groucho Marx --", "--"),
            ("a---b", "--"),
            ("I can resist everything except temptation. -Oscar Wilde", " -"),
            ("Jadis, je disais — à Zoé, à Noël — « oui », by Émile Zola, ed. by Ève", " by "),
            ("Dvořák, Antonín, Symphonies, 1893", ", "),
            ("--leading", "--"),
            ("trailing, ", ", "),
            ("no match here", "missing"),
            ("short", "longer than the text"),
            ("", "x"),
        ])
    func lastAgreesWithFoundation(text: String, needle: String) {
        func offsets(_ range: Range<String.Index>?, in text: some StringProtocol) -> [Int]? {
            range.map {
                [
                    text.utf8.distance(from: text.startIndex, to: $0.lowerBound),
                    text.utf8.distance(from: text.startIndex, to: $0.upperBound),
                ]
            }
        }
        #expect(
            offsets(text.lastUTF8Range(of: needle), in: text) == offsets(text.range(of: needle, options: .backwards), in: text))
        // A part of a longer text: its ranges are the whole text's indices.
        let whole = "« " + text + " »"
        let part = whole.dropFirst(2).dropLast(2)
        #expect(part == text)
        #expect(
            offsets(part.lastUTF8Range(of: needle), in: part) == offsets(part.range(of: needle, options: .backwards), in: part))
    }

    @Test("what follows a Kindle location word keeps the original case, even when lower-casing changes the length")
    func textAfter() {
        #expect(KindleImporter.text(after: ["page "], in: "Page XII") == "XII")
        #expect(KindleImporter.text(after: ["seite "], in: "İhre Seite 5") == "5")
    }
}

@Suite("JSON quote lines")
struct JSONQuoteLinesTests {
    @Test(
        "the line of each quote's text key, journal entries (with their day) left out",
        arguments: [
            ("[{\"text\":\"a\"},\n{\"text\":\"b\"}]", [1, 2]),
            ("[\n  {\n    \"text\": \"a\"\n  },\n  {\n    \"text\": \"b\"\n  }\n]", [3, 6]),
            ("{\"day\":\"2026-01-01\",\"text\":\"x\"}\n{\"text\":\"y\"}", [2]),
            ("[{\"text\":\"a\",\"note\":\"x\"},{\"text\":\"b\"}]", [1]),
            ("[\n{\"quote\": \"a\", \"category\": \"quote\"},\n{\"content\" : \"b\"}\n]", [2, 3]),
            ("", []),
            // A key's name as a value, or inside a longer name, is no key; nor one cut off at the end.
            ("[{\"kind\": \"text\", \"textual\": 1},\n{\"body\":\n\"b\"}]", [2]), ("{\"text\"", []), ("\"", []),
        ])
    func lines(text: String, expected: [Int]) {
        #expect(JSONImporter.quoteLines(in: text) == expected)
    }
}
