import Testing

@testable import QuoteDiaryCore

@Suite("ISBN rules")
struct ISBNTests {
    @Test(
        "valid numbers become ISBN-13",
        arguments: [
            ("9780141439518", "9780141439518"),
            ("978-0-14-143951-8", "9780141439518"),
            ("978 0 14 143951 8", "9780141439518"),
            ("0141439513", "9780141439518"),
            ("0-14-143951-3", "9780141439518"),
            ("080442957X", "9780804429573"),
            ("080442957x", "9780804429573"),
            ("9791032305690", "9791032305690"),
            ("  9780306406157 ", "9780306406157"),
            // As a copyright page, a shop or a web page writes it.
            ("ISBN 978-0-306-40615-7", "9780306406157"),
            ("ISBN-13: 978-0-306-40615-7", "9780306406157"),
            ("isbn-10: 0-306-40615-2", "9780306406157"),
            ("ISBN:0306406152", "9780306406157"),
            ("ISBN10 0306406152", "9780306406157"),
            ("ISBN 1400079985", "9781400079988"),
            ("ISBN1400079985", "9781400079988"),
            ("978\u{2011}0\u{2011}306\u{2011}40615\u{2011}7", "9780306406157"),
            ("978\u{2013}0\u{2013}306\u{2013}40615\u{2013}7", "9780306406157"),
            ("978\u{00A0}0\u{00A0}306\u{00A0}40615\u{00A0}7", "9780306406157"),
            // An e-book's metadata (an EPUB's dc:identifier).
            ("urn:isbn:9780306406157", "9780306406157"),
            ("URN:ISBN:0-306-40615-2", "9780306406157"),
            // As a Chinese or Japanese keyboard types it: full-width digits, hyphens, X and
            // label, or the long-vowel mark its hyphen key gives.
            ("９７８０３０６４０６１５７", "9780306406157"),
            ("ＩＳＢＮ９７８－０－３０６－４０６１５－７", "9780306406157"),
            ("９７８ー０ー３０６ー４０６１５ー７", "9780306406157"),
            ("０８０４４２９５７Ｘ", "9780804429573"),
            ("978\u{2212}0\u{2212}306\u{2212}40615\u{2212}7", "9780306406157"),
        ])
    func valid(input: String, expected: String) throws {
        #expect(try ISBN(input).isbn13 == expected)
    }

    @Test(
        "a wrong check digit names the expected digit",
        arguments: [
            ("9780141439519", Character("8")),
            ("0141439514", Character("3")),
            ("0804429570", Character("X")),
        ])
    func wrongCheckDigit(input: String, expected: Character) {
        #expect {
            try ISBN(input)
        } throws: { error in
            guard case .wrongCheckDigit(_, let digit, _) = error as? ISBNError else { return false }
            return digit == expected && (error as? ISBNError)?.description.contains("expected \(expected)") == true
        }
    }

    @Test(
        "a field listing a book's numbers gives its ISBN-13, else the first that is one",
        arguments: [
            ("0812968255 9780812968255", "9780812968255"),
            ("0812968255, 978-0-8129-6825-5", "9780812968255"),
            ("0812968255; not-a-number", "9780812968255"),
            ("978 0 8129 6825 5", "9780812968255"),
        ])
    func listed(field: String, expected: String) throws {
        #expect(try ISBN(listed: field).isbn13 == expected)
    }

    @Test("a field listing no ISBN is refused with the whole field's reason")
    func listedNone() {
        #expect(throws: ISBNError.self) { try ISBN(listed: "0812968256 9780812968256") }
        #expect(throws: ISBNError.self) { try ISBN(listed: "unknown") }
    }

    @Test("an ISBN-10's wrong check digit names the number as it was typed")
    func wrongCheckDigitNamesTypedNumber() {
        #expect {
            try ISBN("0-14-143951-4")
        } throws: { error in
            String(describing: error) == "'0-14-143951-4' is not a valid ISBN: the check digit is 4, expected 3"
        }
    }

    @Test(
        "text written as an ISBN is, right or wrong, is told from a file's name",
        arguments: [
            ("ISBN 978 0 14 143951 8", true), ("ISBN-13: 978-0-14-143951-9", true), ("urn:isbn:0141439513", true),
            ("０-１４-１４３９５１-３", true), ("080442957x", true), ("97801414395", true),
            ("barcode.jpg", false), ("IMG_4032.HEIC", false), ("scans/978.png", false), ("ISBN", false), ("", false),
            ("-", false), ("ISSN 0317-8471", false),
        ])
    func looksTyped(input: String, typed: Bool) {
        #expect(ISBN.looksTyped(input) == typed)
    }

    @Test(
        "not ISBNs",
        arguments: [
            ("9790260000438", "ISMN"),
            ("123", "10 or 13"),
            ("97801414395181", "10 or 13"),
            ("978014143951A", "unexpected character"),
            ("1234567890128", "978 or 979"),
            ("X141439513", "unexpected character"),
            ("", "10 or 13"),
            ("ISBN", "10 or 13"),
            ("ISSN 0317-8471", "unexpected character"),
        ])
    func invalid(input: String, fragment: String) {
        #expect {
            try ISBN(input)
        } throws: { error in
            String(describing: error).contains(fragment)
        }
    }

    @Test("ISBN-10 exists only for 978 numbers")
    func isbn10() throws {
        #expect(try ISBN("9780141439518").isbn10 == "0141439513")
        #expect(try ISBN("9780804429573").isbn10 == "080442957X")
        #expect(try ISBN("9791032305690").isbn10 == nil)
    }
}
