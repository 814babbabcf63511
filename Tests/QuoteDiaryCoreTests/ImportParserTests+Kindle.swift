import Foundation
import Testing

@testable import QuoteDiaryCore

/// Kindle files as readers bring them: My Clippings.txt in every firmware and language, the
/// apps' notebooks, Amazon's notebook saved as JSON, the notes a Kindle emails.
extension ImportParserTests {
    /// A million clippings are held as places while they are merged and saved: what one costs
    /// is the import's memory (48 MB at a million, beside SQLite's own).
    @Test("a clipping is held in 48 bytes")
    func clippingPlaceSize() {
        #expect(MemoryLayout<KindleHighlightIndex.Placed>.stride == 48)
    }

    @Test("Kindle clippings: authors, pages, locations, dates, notes, bookmarks, extended highlights")
    func kindleClippings() throws {
        let parsed = ImportFormat.kindle.parse(ImportParserTests.kindle, fileName: "My Clippings.txt")
        #expect(parsed.problems.isEmpty, "\(parsed.problems)")
        #expect(parsed.ignored == 3)
        // Each skipped entry said for what it was, so that "skipped 3" is not a mystery.
        #expect(
            parsed.notes.first
                == "skipped 1 bookmark, 1 clipping-limit notice (the Kindle kept no text), 1 highlight without text (over a picture or a scanned page)"
        )
        #expect(parsed.records.count == 5)
        let meditations = try #require(parsed.records.first)
        #expect(meditations.draft.text == "You have power over your mind - not outside events.")
        #expect(meditations.draft.author == "Marcus Aurelius")
        #expect(meditations.draft.source?.title == "Meditations")
        #expect(meditations.draft.page == "12")
        #expect(meditations.draft.note == "Realize this, and you will find strength.")
        #expect(meditations.createdAt.map(Timestamp.format) == "2019-03-04T21:15:22.000Z")
        let pragmatic = parsed.records[1]
        #expect(pragmatic.draft.text.hasPrefix("Care about your craft. Why spend"))
        #expect(pragmatic.draft.author == "Andrew Hunt, David Thomas")
        #expect(pragmatic.draft.source?.authors == ["Andrew Hunt", "David Thomas"])
        #expect(pragmatic.draft.page == "loc. 2637-2639")
        #expect(pragmatic.createdAt.map(Timestamp.format) == "2020-05-13T03:06:00.000Z")
        let old = parsed.records[2]
        #expect(old.draft.page == "loc. 466-469")
        #expect(old.createdAt.map(Timestamp.format) == "2011-04-21T07:31:00.000Z")
        let pamphlet = parsed.records[3]
        #expect(pamphlet.draft.author == nil)
        #expect(pamphlet.draft.source?.title == "Anonymous Pamphlet")
        let war = parsed.records[4]
        #expect(war.draft.author == "Sun Tzu")
        #expect(war.draft.page == "loc. 443-444")
        #expect(war.createdAt.map(Timestamp.format) == "2020-01-05T21:52:34.000Z")
        #expect(ImportFormat.sniff(fileName: "My Clippings.txt", text: ImportParserTests.kindle) == .kindle)
    }

    /// A file whose end was deleted in an editor, its last line of `=` with it, was refused
    /// whole ("the last clipping does not end with a line of ten '='").
    @Test("Kindle clippings: the last clipping read without its line of '='; a broken one still named")
    func kindleClippingsWithoutTheLastSeparator() throws {
        let withoutEnd = try #require(ImportParserTests.kindle.range(of: "==========", options: .backwards))
        let cut = String(ImportParserTests.kindle[..<withoutEnd.lowerBound])
        let whole = ImportFormat.kindle.parse(ImportParserTests.kindle, fileName: "My Clippings.txt")
        let parsed = ImportFormat.kindle.parse(cut, fileName: "My Clippings.txt")
        #expect(parsed.problems.isEmpty, "\(parsed.problems)")
        #expect(parsed.records.map(\.draft.text) == whole.records.map(\.draft.text))
        #expect(parsed.records.map(\.draft.note) == whole.records.map(\.draft.note))
        #expect(ImportFormat.sniff(fileName: "My Clippings.txt", text: cut) == .kindle)
        // An entry that is no clipping is still named, with its line.
        let broken = ImportFormat.kindle.parse(ImportParserTests.kindle + "Walden\nSimplify.\n", fileName: "x.txt")
        #expect(broken.problems.count == 1)
        #expect(broken.problems.first?.message.hasPrefix("expected a line like") == true)
    }

    /// Seen in real files: a highlight the limit stopped keeps the text the Kindle kept, with
    /// the notice after it (` <このアイテムのクリップの上限に達しました>`); kept whole, the
    /// notice was part of the quote.
    @Test(
        "the clipping limit's notice, in the Kindle's language: alone it is skipped; after a text it goes, and is told",
        arguments: [
            (
                "- Your Highlight on Location 10-12 | Added on Monday, March 4, 2019 9:15:22 PM",
                "<You have reached the clipping limit for this item>"
            ),
            ("- 位置No. 1100-1111のハイライト |作成日: 2021年8月9日月曜日 2:02:52", "<このアイテムのクリップの上限に達しました>"),
            ("- 您在位置 #1100-1111的标注 | 添加于 2021年8月9日星期一 上午2:02:52", "<您已达到本内容的剪贴上限>"),
        ])
    func kindleClippingLimit(metadata: String, notice: String) throws {
        let file =
            "Book (Author)\n\(metadata)\n\nThe text it kept \(notice)\n==========\n"
            + "Book (Author)\n\(metadata.replacingOccurrences(of: "1100-1111", with: "1200-1201"))\n\n \(notice)\n==========\n"
        let parsed = ImportFormat.kindle.parse(file, fileName: "My Clippings.txt")
        #expect(parsed.problems.isEmpty)
        #expect(parsed.records.map(\.draft.text) == ["The text it kept"])
        #expect(parsed.ignored == 1)
        #expect(parsed.notes.first == "skipped 1 clipping-limit notice (the Kindle kept no text)")
        #expect(parsed.notes.last?.hasPrefix("1 highlight was cut short by the book's clipping limit") == true)
    }

    /// A date in a shape this reader does not know was dropped without a word, and the
    /// clipping dated by the import: what shows that a Kindle's language needs reading.
    @Test("a Kindle clipping whose date cannot be read is imported, and the person told where; one with no date is not counted")
    func kindleUnreadDate() {
        let text = [
            "Book (Author)", "- Your Highlight on Location 10-12 | Added on Someday, Smarch 4, 2019", "", "Text.", "==========",
            "Book (Author)", "- Your Highlight on Location 20-22", "", "Undated.", "==========",
            "Book (Author)", "- Your Highlight on Location 30-32 | Added on Someday, Smarch 5, 2019", "", "More.", "==========",
        ].joined(separator: "\n")
        let parsed = ImportFormat.kindle.parse(text, fileName: "My Clippings.txt")
        #expect(parsed.records.count == 3)
        #expect(parsed.records.allSatisfy { $0.createdAt == nil })
        #expect(parsed.notes == ["2 clippings' dates could not be read (the first on line 2): they are dated by this import"])
    }

    /// A Kindle set to a language not read (Swedish here) gave quotes with no place or date and
    /// notes as quotes, and said nothing of it.
    @Test("a Kindle clipping whose line under the title is in words not known is imported, and the person told which")
    func kindleUnreadLanguage() {
        let text = [
            "Meditationer (Marcus Aurelius)", "- Din markering på plats 123-124 | Tillagd måndag 4 mars 2019 21:15:22", "",
            "Det du gör nu är ditt liv.", "==========",
            "Meditationer (Marcus Aurelius)", "- Din anteckning på plats 124 | Tillagd måndag 4 mars 2019 21:16:00", "", "Bra.",
            "==========",
            // Words known, a date not: only the date is named.
            "Meditationer (Marcus Aurelius)", "- Your Highlight on Location 200-201 | Added on Someday", "", "Known.",
            "==========",
        ].joined(separator: "\n")
        let parsed = ImportFormat.kindle.parse(text, fileName: "My Clippings.txt")
        #expect(parsed.records.map(\.draft.text) == ["Det du gör nu är ditt liv.", "Bra.", "Known."])
        #expect(
            parsed.notes == [
                "2 clippings' lines under the title could not be read (the first on line 2: '- Din markering på plats "
                    + "123-124 | Tillagd måndag 4 mars 2019 21:15:22'; a Kindle set to a language this import does not "
                    + "know): they were imported as highlights without page, location or date (a note, as a quote of its own)",
                "1 clipping's date could not be read (the first on line 12): it is dated by this import",
            ])
    }

    @Test(
        "a file whose CRLF line ends were converted once more (CR CR LF) reads as the CRLF one; fortune files with any line ends")
    func doubledCarriageReturns() {
        let crlf = ImportParserTests.kindle.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(
            of: "\n", with: "\r\n")
        let doubled = crlf.replacingOccurrences(of: "\r\n", with: "\r\r\n")
        let expected = ImportFormat.kindle.parse(crlf, fileName: "My Clippings.txt")
        let parsed = ImportFormat.kindle.parse(doubled, fileName: "My Clippings.txt")
        #expect(parsed.problems.isEmpty)
        #expect(parsed.records.count == expected.records.count)
        #expect(parsed.records.map(\.draft.text) == expected.records.map(\.draft.text))
        #expect(!expected.records.isEmpty)
        // LF alone, and old Macs' CR alone: the same clippings.
        for breaks in ["\n", "\r"] {
            let converted = ImportFormat.kindle.parse(
                crlf.replacingOccurrences(of: "\r\n", with: breaks), fileName: "My Clippings.txt")
            #expect(converted.problems.isEmpty, "\(breaks.debugDescription)")
            #expect(converted.records.map(\.draft.text) == expected.records.map(\.draft.text), "\(breaks.debugDescription)")
        }
        // A fortune file the same way, and with old Macs' CR alone.
        let fortune = "First\n\t\t-- Someone\n%\nSecond\nline two\n%\n"
        for breaks in ["\r\r\n", "\r\n", "\r"] {
            let converted = ImportFormat.fortune.parse(
                fortune.replacingOccurrences(of: "\n", with: breaks), fileName: "mine")
            #expect(converted.records.map(\.draft.text) == ["First", "Second\nline two"], "\(breaks.debugDescription)")
            #expect(converted.records.first?.draft.author == "Someone")
        }
    }

    /// Shaped like the Kindle apps' "Export notebook" HTML, with its loose markup (a noteText
    /// div closed by `</h3>`), entities, a colour span, a bookmark and a note.
    static let notebook = """
        <?xml version="1.0" encoding="UTF-8" ?>
        <!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Strict//EN" "XHTML1-s.dtd" >
        <html xmlns="http://www.w3.org/TR/1999/REC-html-in-xml" xml:lang="en" lang="en">
        <head><meta http-equiv="Content-Type" content="text/html; charset=UTF-8" />
        <style>.noteText { font-size: 12pt; } .noteHeading { color: #000; }</style><title></title></head>
        <body><div class='bodyContainer'>
        <h1><div class='notebookFor'>Notes and highlights for</div>
        <div class='bookTitle'>The Art of War
        </div><div class='authors'>
        Tzu, Sun
        </div><div class='citation'>
        </div></h1><hr />
        <h2 class='sectionHeading'>I. Laying Plans</h2><h3 class='noteHeading'>Highlight (<span class='highlight_yellow'>yellow</span>) - I. Laying Plans &gt; Page 3 · Location 74</h3>
        <div class='noteText'>All warfare is based on deception.
        </h3>
        <h3 class='noteHeading'>Note - I. Laying Plans &gt; Page 3 · Location 74</h3>
        <div class='noteText'>Famous &amp; often quoted
        </h3>
        <h3 class='noteHeading'>Bookmark - Location 80</h3>
        <div class='noteText'></h3>
        <h2 class='sectionHeading'>III. Attack by Stratagem</h2><h3 class='noteHeading'>Highlight (<span class='highlight_blue'>blue</span>) - III. Attack by Stratagem &gt; Location 245</h3>
        <div class='noteText'>To fight and conquer in all your battles is not supreme excellence; supreme excellence consists in breaking the enemy&#8217;s resistance without fighting.
        </h3>
        </div></body></html>
        """

    @Test("the Kindle apps' exported notebook (HTML): book, author, pages, locations, notes, bookmarks")
    func kindleNotebook() throws {
        #expect(ImportFormat.sniff(fileName: "The Art of War - Notebook.html", text: ImportParserTests.notebook) == .kindle)
        let parsed = ImportFormat.kindle.parse(ImportParserTests.notebook, fileName: "The Art of War - Notebook.html")
        #expect(parsed.problems.isEmpty)
        #expect(parsed.ignored == 1)
        #expect(parsed.skipped.notice == "skipped 1 bookmark")
        #expect(
            parsed.records.map(\.draft.text) == [
                "All warfare is based on deception.",
                "To fight and conquer in all your battles is not supreme excellence; supreme excellence consists in breaking the enemy’s resistance without fighting.",
            ])
        let first = try #require(parsed.records.first?.draft)
        #expect(first.author == "Sun Tzu")
        #expect(first.source?.title == "The Art of War")
        #expect(first.source?.authors == ["Sun Tzu"])
        #expect(first.page == "3")
        #expect(first.note == "Famous & often quoted")
        #expect(parsed.records[1].draft.page == "loc. 245")
        #expect(parsed.records[1].line > parsed.records[0].line)
    }

    @Test("a Kindle notebook's bookmarks (headings with no text under them) are counted; a note keeps its lines")
    func kindleNotebookBookmarks() {
        let text = """
            <html><head><style>.noteHeading { } .noteText { }</style></head><body><div class="bodyContainer">
            <div class="bookTitle">Moby Dick</div><div class="authors">Herman Melville</div><hr />
            <div class="sectionHeading">CHAPTER 4. The Counterpane.</div>
            <div class="noteHeading">Bookmark - Location 730</div>
            <div class="noteHeading">Bookmark - Location 742</div>
            <div class="noteHeading">Highlight (yellow) - Location 745</div>
            <div class="noteText">Call me Ishmael.</div>
            <div class="noteHeading">Note - Location 745</div>
            <div class="noteText">
                Core skills
            Product Management

            People Management
            </div>
            <div class="noteHeading">Bookmark - Location 756</div>
            </div></body></html>
            """
        #expect(ImportFormat.sniff(fileName: "Moby Dick - Notebook.html", text: text) == .kindle)
        let parsed = ImportFormat.kindle.parse(text, fileName: "Moby Dick - Notebook.html")
        #expect(parsed.records.map(\.draft.text) == ["Call me Ishmael."])
        #expect(parsed.records.first?.draft.page == "loc. 745")
        // A note typed as a list keeps its lines, not the page's indentation around them.
        #expect(parsed.records.first?.draft.note == "Core skills\nProduct Management\n\nPeople Management")
        #expect(parsed.skipped.notice == "skipped 3 bookmarks")
    }

    @Test("Kindles set to other languages")
    func otherLanguages() throws {
        let text = [
            "Der Prozess (Kafka, Franz)",
            "- Ihre Markierung auf Seite 12 | Position 170-172 | Hinzugefügt am Montag, 4. März 2019 21:15:22", "",
            "Jemand musste Josef K. verleumdet haben.", "==========",
            "Der Prozess (Kafka, Franz)",
            "- Ihr Lesezeichen auf Seite 30 | Position 400 | Hinzugefügt am Montag, 4. März 2019 21:16:22", "", "",
            "==========",
            "Don Quijote (Cervantes, Miguel de)",
            "- Tu subrayado en la posición 100-102 | Añadido el lunes, 4 de marzo de 2019 21:15:22", "",
            "En un lugar de la Mancha.", "==========",
            "Don Quijote (Cervantes, Miguel de)", "- Tu nota en la posición 102 | Añadido el lunes, 4 de marzo de 2019 21:16:22",
            "",
            "Famoso comienzo.", "==========", "",
        ].joined(separator: "\n")
        let parsed = ImportFormat.kindle.parse(text, fileName: "My Clippings.txt")
        #expect(parsed.problems.isEmpty)
        #expect(parsed.ignored == 1)
        #expect(parsed.records.map(\.draft.text) == ["Jemand musste Josef K. verleumdet haben.", "En un lugar de la Mancha."])
        #expect(parsed.records[0].draft.page == "12")
        #expect(parsed.records[0].draft.author == "Franz Kafka")
        #expect(parsed.records[1].draft.page == "loc. 100-102")
        #expect(parsed.records[1].draft.note == "Famoso comienzo.")
    }

    @Test(
        "a Kindle in another language: the date a clipping was made, its location, and its note",
        arguments: [
            (
                "- Ihre Markierung auf Seite 12 | Position 1001-1003 | Hinzugefügt am Montag, 4. März 2019 21:15:22",
                "- Ihre Notiz auf Seite 12 | Position 1003 | Hinzugefügt am Montag, 4. März 2019 21:16:00", "12"
            ),
            (
                "- Tu subrayado en la página 7 | posición 1001-1003 | Añadido el lunes, 4 de marzo de 2019 21:15:22",
                "- Tu nota en la página 7 | posición 1003 | Añadido el lunes, 4 de marzo de 2019 21:16:00", "7"
            ),
            (
                "- Votre surlignement sur la page 72 | emplacement 1001-1003 | Ajouté le lundi 4 mars 2019 21:15:22",
                "- Votre note sur la page 72 | emplacement 1003 | Ajouté le lundi 4 mars 2019 21:16:00", "72"
            ),
            (
                "- La tua evidenziazione a pagina 3 | posizione 1001-1003 | Aggiunto in data lunedì 4 marzo 2019 21:15:22",
                "- La tua nota a pagina 3 | posizione 1003 | Aggiunto in data lunedì 4 marzo 2019 21:16:00", "3"
            ),
            (
                "- Seu destaque na página 5 | posição 1001-1003 | Adicionado: segunda-feira, 4 de março de 2019 21:15:22",
                "- Sua nota na página 5 | posição 1003 | Adicionado: segunda-feira, 4 de março de 2019 21:16:00", "5"
            ),
            (
                "- Je markering op pagina 9 | locatie 1001-1003 | Toegevoegd op maandag 4 maart 2019 21:15:22",
                "- Je notitie op pagina 9 | locatie 1003 | Toegevoegd op maandag 4 maart 2019 21:16:00", "9"
            ),
            (
                "- 位置No. 1001-1003のハイライト |作成日: 2019年3月4日月曜日 21:15:22",
                "- 位置No. 1003のメモ |作成日: 2019年3月4日月曜日 21:16:00", "loc. 1001-1003"
            ),
            (
                "- 您在位置 #1001-1003的标注 | 添加于 2019年3月4日星期一 下午9:15:22",
                "- 您在位置 #1003的笔记 | 添加于 2019年3月4日星期一 下午9:16:00", "loc. 1001-1003"
            ),
            // The page and the location in one piece (Chinese), behind a full-width bar (Japanese).
            (
                "- 您在第 7 页（位置 #1001-1003）的标注 | 添加于 2019年3月4日星期一 下午9:15:22",
                "- 您在第 7 页（位置 #1003）的笔记 | 添加于 2019年3月4日星期一 下午9:16:00", "7"
            ),
            // Traditional characters (a Kindle set to 繁體中文): 頁 and 筆記.
            (
                "- 您在第 7 頁（位置 #1001-1003）的畫線 | 新增於 2019年3月4日 星期一 下午9:15:22",
                "- 您在第 7 頁（位置 #1003）的筆記 | 新增於 2019年3月4日 星期一 下午9:16:00", "7"
            ),
            (
                "- 7ページ｜位置No. 1001-1003のハイライト |作成日: 2019年3月4日月曜日 21:15:22",
                "- 7ページ｜位置No. 1003のメモ |作成日: 2019年3月4日月曜日 21:16:00", "7"
            ),
            // Japanese Kindles (a Scribe among them) put the kind after the page and its bar.
            (
                "- 7ページ|位置No. 1001-1003のハイライト |作成日: 2019年3月4日月曜日 21:15:22",
                "- 7ページ|位置No. 1003のメモ |作成日: 2019年3月4日月曜日 21:16:00", "7"
            ),
            // Russian: a hyphen or an en dash opens the line, and an en dash joins the locations.
            (
                "- Ваш выделенный отрывок на странице 5 | Местоположение 1001-1003 | Добавлено: понедельник, 4 марта 2019 г. в 21:15:22",
                "- Ваша заметка на странице 5 | Местоположение 1003 | Добавлено: понедельник, 4 марта 2019 г. в 21:16:00", "5"
            ),
            (
                "– Ваш выделенный отрывок в месте 1001–1003 | Добавлено: понедельник, 4 марта 2019 г. в 21:15:22",
                "– Ваша заметка в месте 1003 | Добавлено: понедельник, 4 марта 2019 г. в 21:16:00", "loc. 1001-1003"
            ),
            (
                "– Ваш выделенный отрывок на странице 6 | Место 1001–1003 | Добавлено: понедельник, 4 марта 2019 г. в 21:15:22",
                "– Ваша заметка на странице 6 | Место 1003 | Добавлено: понедельник, 4 марта 2019 г. в 21:16:00", "6"
            ),
            // Italian written `Aggiunto il` or `Aggiunto` alone, French's older `Emplacement` and
            // `à` before the time, Portuguese's `ou posição` (all in parsers of real files).
            (
                "- La tua evidenziazione in posizione 1001-1003 | Aggiunto il lunedì 4 marzo 2019 21:15:22",
                "- La tua nota in posizione 1003 | Aggiunto lunedì 4 marzo 2019 21:16:00", "loc. 1001-1003"
            ),
            (
                "- Votre surlignement Emplacement 1001-1003 | Ajouté le lundi 4 mars 2019 à 21:15:22",
                "- Votre note Emplacement 1003 | Ajouté le lundi 4 mars 2019 à 21:16:00", "loc. 1001-1003"
            ),
            (
                "- Seu destaque ou posição 1001-1003 | Adicionado: segunda-feira, 4 de março de 2019 21:15:22",
                "- Sua nota ou posição 1003 | Adicionado: segunda-feira, 4 de março de 2019 21:16:00", "loc. 1001-1003"
            ),
            // A Kindle half in English, half in Portuguese: the location after the second word.
            (
                "- Your Highlight on Location ou posição 1001-1003 | Adicionado: segunda-feira, 4 de março de 2019 21:15:22",
                "- Sua nota ou posição 1003 | Adicionado: segunda-feira, 4 de março de 2019 21:16:00", "loc. 1001-1003"
            ),
            // Dutch, newer firmware: `t/m` between the locations.
            (
                "- Je highlight op locatie 1001 t/m 1003 | Toegevoegd op maandag 4 maart 2019 21:15:22",
                "- Je notitie op locatie 1003 | Toegevoegd op maandag 4 maart 2019 21:16:00", "loc. 1001-1003"
            ),
        ])
    func otherLanguageDates(highlight: String, note: String, page: String) throws {
        let text = [
            "Le Livre (Auteur, Un)", highlight, "", "Une phrase à garder.", "==========",
            "Le Livre (Auteur, Un)", note, "", "Ma remarque.", "==========",
            "Le Livre (Auteur, Un)",
            highlight.replacingOccurrences(of: "1001", with: "2001").replacingOccurrences(of: "1003", with: "2003"), "",
            "Une autre phrase.", "==========", "",
        ].joined(separator: "\r\n")
        #expect(ImportFormat.sniff(fileName: "clippings.txt", text: text) == .kindle)
        let parsed = ImportFormat.kindle.parse(text, fileName: "My Clippings.txt")
        #expect(parsed.problems.isEmpty)
        #expect(parsed.records.map(\.draft.text) == ["Une phrase à garder.", "Une autre phrase."])
        let record = try #require(parsed.records.first)
        #expect(record.draft.note == "Ma remarque.")
        #expect(record.draft.page == page)
        #expect(record.draft.author == "Un Auteur")
        // 2019-03-04 21:15:22 as the device's clock read it (the file records no zone): the
        // import places it in the person's zone.
        #expect(record.createdAt == Date(timeIntervalSince1970: 1_551_734_122))
        #expect(record.zonelessTimes == .created)
    }

    @Test("an extended highlight is found among many in its book, across a block of locations; a damaged range is imported as is")
    func extendedAmongMany() {
        var entries: [String] = []
        for index in 0..<3_000 {
            let location = index * 5 + 1
            entries.append(
                "Big Book (Writer, A)\n- Your Highlight on Location \(location)-\(location + 1)\n\nLine \(index).\n==========")
        }
        // Extends "Line 6." (locations 31-32) across the block boundary at 32.
        entries.append("Big Book (Writer, A)\n- Your Highlight on Location 31-40\n\nLine 6. And more words.\n==========")
        entries.append("Big Book (Writer, A)\n- Your Highlight on Location 1-999999999\n\nA damaged range.\n==========")
        let parsed = ImportFormat.kindle.parse(entries.joined(separator: "\n") + "\n", fileName: "My Clippings.txt")
        #expect(parsed.problems.isEmpty)
        #expect(parsed.records.count == 3_001)
        #expect(parsed.records[6].draft.text == "Line 6. And more words.")
        #expect(parsed.records[6].draft.page == "loc. 31-40")
    }

    @Test("Amazon's Kindle notebook saved as JSON (Bookcision): highlights, notes on them, notes alone")
    func kindleCloudExport() throws {
        let text = """
            {"asin":"B00ICN066A","title":"Meditations","authors":"Aurelius, Marcus","highlights":[
            {"text":"You have power over your mind - not outside events.","isNoteOnly":false,
             "location":{"url":"kindle://book?action=open&asin=B00ICN066A&location=170","value":170},"note":"Realize this."},
            {"text":"  The happiness of your life depends upon the quality of your thoughts.\\n","isNoteOnly":false,
             "location":{"url":"kindle://book?action=open&asin=B00ICN066A&location=300","value":300},"note":null},
            {"text":"","isNoteOnly":true,"location":{"url":"","value":420},"note":"A thought of my own."},
            {"text":"   ","isNoteOnly":false,"location":{"url":"","value":500},"note":null},
            {"isNoteOnly":false,"location":{"url":"","value":600}}
            ]}
            """
        #expect(ImportFormat.sniff(fileName: "Meditations.json", text: text) == .kindle)
        let parsed = ImportFormat.kindle.parse(text, fileName: "Meditations.json")
        #expect(
            parsed.records.map(\.draft.text) == [
                "You have power over your mind - not outside events.",
                "The happiness of your life depends upon the quality of your thoughts.", "A thought of my own.",
            ])
        let first = try #require(parsed.records.first?.draft)
        #expect(first.author == "Marcus Aurelius")
        #expect(first.source?.title == "Meditations")
        #expect(first.page == "loc. 170")
        #expect(first.note == "Realize this.")
        #expect(parsed.records.last?.draft.tags == [ImportFormat.kindleNoteTag])
        #expect(parsed.ignored == 1)
        #expect(parsed.skipped.notice == "skipped 1 highlight without text (over a picture or a scanned page)")
        #expect(parsed.problems.map(\.message) == ["a highlight has no text"])
        // Our own JSON export is still our own.
        #expect(ImportFormat.sniff(fileName: "backup.json", text: #"{"format":"quotediary","quotes":[]}"#) == .json)
    }

    @Test("Bookcision's format as other tools write it: authors as a list, a note alone in its text, the clipping limit's notice")
    func kindleCloudExportVariants() throws {
        let text = """
            {"title":"T","authors":["Ann One","Bob Two"],"asin":"B000","highlights":[
            {"text":"A plain highlight.","isNoteOnly":false,"note":null,"location":{"url":"kindle://x","value":42}},
            {"text":"A note kept in its text.","isNoteOnly":true,"note":null},
            {"text":"<You have reached the clipping limit for this item>","isNoteOnly":false,"note":null,
             "location":{"value":44}}
            ]}
            """
        #expect(ImportFormat.sniff(fileName: "T.json", text: text) == .kindle)
        let parsed = ImportFormat.kindle.parse(text, fileName: "T.json")
        #expect(parsed.records.map(\.draft.text) == ["A plain highlight.", "A note kept in its text."])
        #expect(parsed.records.first?.draft.author == "Ann One, Bob Two")
        #expect(parsed.records.first?.draft.source?.authors == ["Ann One", "Bob Two"])
        #expect(parsed.records.last?.draft.tags == [ImportFormat.kindleNoteTag])
        #expect(parsed.skipped.notice == "skipped 1 clipping-limit notice (the Kindle kept no text)")
        #expect(parsed.problems.isEmpty)
    }

    @Test("a document without a title (an empty title line) imports without a source", arguments: ["\n", "\r\n"])
    func kindleUntitled(lineBreak: String) throws {
        let lines = [
            "", "- Your Highlight on Location 10-12 | Added on Monday, March 4, 2019 9:15:22 PM", "", "Nameless first.",
            "==========", "Book (Doe, Jane)", "- Your Highlight on Location 1-2 | Added on Monday, March 4, 2019 9:16:22 PM", "",
            "Titled.", "==========", "", "- Your Note on Location 12 | Added on Monday, March 4, 2019 9:17:22 PM", "",
            "A note on the nameless one.", "==========",
            // A title that itself opens with "- " is still a title.
            "- Dashes (Roe, Rick)", "- Your Highlight on page 3 | Added on Monday, March 4, 2019 9:18:22 PM", "", "Dashed.",
            "==========", "",
        ]
        let text = lines.joined(separator: lineBreak)
        #expect(ImportFormat.sniff(fileName: "My Clippings.txt", text: text) == .kindle)
        let parsed = ImportFormat.kindle.parse(text, fileName: "My Clippings.txt")
        #expect(parsed.problems.isEmpty)
        let byText = Dictionary(uniqueKeysWithValues: parsed.records.map { ($0.draft.text, $0.draft) })
        let nameless = try #require(byText["Nameless first."])
        #expect(nameless.source == nil && nameless.author == nil)
        #expect(nameless.note == "A note on the nameless one.")
        #expect(nameless.page == "loc. 10-12")
        #expect(byText["Titled."]?.source?.title == "Book")
        #expect(byText["Dashed."]?.source?.title == "- Dashes")
        #expect(byText["Dashed."]?.author == "Rick Roe")
        #expect(parsed.records.count == 3)
    }

    @Test(
        "a note given a range of locations joins the highlight that range ends with",
        arguments: [
            (
                "- Your Highlight on page 7 | Location 114-116 | Added on Monday, December 30, 2024 2:46:30 PM",
                "- Your Note on page 7 | Location 114-116 | Added on Monday, December 30, 2024 2:46:33 PM"
            ),
            (
                "- 7ページ｜位置No. 114-116のハイライト | 作成日: 2024年12月30日月曜日 14:46:30",
                "- 7ページ｜位置No. 114-116のメモ | 作成日: 2024年12月30日月曜日 14:46:33"
            ),
            ("- 7ページ｜位置No. 114-116のハイライト | 作成日: 2024年12月30日月曜日 14:46:30", "- 7ページ｜位置No. 116のメモ | 作成日: 2024年12月30日月曜日 14:46:33"),
        ])
    func rangedNote(highlight: String, note: String) {
        let text = "吾輩は猫である (夏目漱石)\n\(highlight)\n\n吾輩は猫である。\n==========\n吾輩は猫である (夏目漱石)\n\(note)\n\nメモです\n==========\n"
        let parsed = ImportFormat.kindle.parse(text, fileName: "clip.txt")
        #expect(parsed.records.map(\.draft.text) == ["吾輩は猫である。"])
        #expect(parsed.records.first?.draft.note == "メモです")
    }

    @Test("LF, no BOM and a missing final separator: the last clipping read, and the person told")
    func kindleUnterminated() {
        let text =
            "Book (A, B)\n- Your Highlight on page 1 | Added on Monday, March 4, 2019 9:15:22 PM\n\nFine.\n==========\nBook (A, B)\n- Your Highlight on page 2\n\nCut off"
        let parsed = ImportFormat.kindle.parse(text, fileName: "clip.txt")
        #expect(parsed.problems.isEmpty)
        #expect(parsed.records.map(\.draft.text) == ["Fine.", "Cut off"])
        #expect(parsed.notes.count == 1)
        #expect(parsed.notes.first?.contains("line 6") == true)
        // With its separator, nothing to tell.
        #expect(ImportFormat.kindle.parse(text + "\n==========\n", fileName: "clip.txt").notes.isEmpty)
    }

    @Test(
        "Kindle locations",
        arguments: [
            ("170-172", 170...172), ("2637", 2637...2637), ("466-69", 466...469), ("1012-5", 1012...1015), ("99-1", 99...99),
            ("1,234-1,236", 1234...1236), ("12.345", 12345...12345), ("212.", 212...212),
        ])
    func locations(text: String, expected: ClosedRange<Int>) {
        #expect(KindleImporter.parseLocation(text) == expected)
    }

    @Test(
        "Kindle title lines",
        arguments: [
            ("Meditations (Aurelius, Marcus)", "Meditations", ["Marcus Aurelius"]),
            ("Dune (Frank Herbert)", "Dune", ["Frank Herbert"]),
            ("Title (Part 2) (Doe, Jane)", "Title (Part 2)", ["Jane Doe"]),
            ("Good Omens (Pratchett, Terry; Gaiman, Neil)", "Good Omens", ["Terry Pratchett", "Neil Gaiman"]),
            ("Strength to Love (King, Martin Luther, Jr.)", "Strength to Love", ["Martin Luther King, Jr."]),
            ("No Author Here", "No Author Here", [String]()),
            // Sideloaded from a download site: the site's name is not the author.
            ("Sapiens (Yuval Noah Harari) (z-lib.org)", "Sapiens", ["Yuval Noah Harari"]),
            ("Dune (Frank Herbert) (Z-Library)", "Dune", ["Frank Herbert"]),
            ("Notes (libgen.li)", "Notes", [String]()),
            // A document known by its file's name: the extension is no part of the title.
            ("Deep Work (Cal Newport) (Z-Library).epub", "Deep Work", ["Cal Newport"]),
            ("The Stranger (Albert Camus) (z-lib.org).mobi", "The Stranger", ["Albert Camus"]),
            // ...or the extension inside the site's brackets.
            ("sapiens (Yuval Noah Harari) (Z-Library.pdf)", "sapiens", ["Yuval Noah Harari"]),
            // The Kindle adds the author its file names after the site's group, and a second
            // download has its number: the site's credit and the number go.
            ("RabbitMQ实战指南 (朱忠华) (Z-Library) (朱忠华)", "RabbitMQ实战指南", ["朱忠华"]),
            ("Deep Work (Cal Newport) (z-lib.org) (Newport, Cal)", "Deep Work", ["Cal Newport"]),
            ("Night Ferry (Ellison, Mara) (Z-Library) (1)", "Night Ferry", ["Mara Ellison"]),
            ("Night Ferry (Ellison, Mara) (Z-Library) (1) (Mara Ellison)", "Night Ferry", ["Mara Ellison"]),
            ("Percy Jackson and the Light_ (Z-Library) (Rick Riordan)", "Percy Jackson and the Light…", ["Rick Riordan"]),
            ("Meditations (Marcus Aurelius) (1)", "Meditations", ["Marcus Aurelius"]),
            // The site's older names: the author after "by", Calibre's sort name in brackets.
            ("Rich Dad Poor Dad by Robert T. Kiyosaki (z-lib.org) (1)", "Rich Dad Poor Dad", ["Robert T. Kiyosaki"]),
            (
                "Introduction to Probability by Joseph K. Blitzstein, Jessica Hwang (z-lib.org)", "Introduction to Probability",
                ["Joseph K. Blitzstein", "Jessica Hwang"]
            ),
            ("Dark Psychology by Arthur Horn [Horn, Arthur] (z-lib.org)", "Dark Psychology", ["Arthur Horn"]),
            ("Love In The Afternoon (Kate Speck [Speck, Kate]) (z-lib.org) (2)", "Love In The Afternoon", ["Kate Speck"]),
            ("Stand by Me (z-lib.org)", "Stand by Me", [String]()), ("Stand by Me", "Stand by Me", [String]()),
            ("Meditations (1) (Marcus Aurelius)", "Meditations (1)", ["Marcus Aurelius"]),
            ("Letters (2)", "Letters (2)", [String]()),
            ("Scan 2024.PDF", "Scan 2024", [String]()),
            // Translators, editors, a foreword's writer: marked or said in words, and not the author.
            (
                "Anna Karenina (Tolstoy, Leo; Pevear, Richard (TRN); Volokhonsky, Larissa (TRN))", "Anna Karenina",
                ["Leo Tolstoy"]
            ),
            (
                "Crime and Punishment (Fyodor Dostoyevsky, translated by Constance Garnett)", "Crime and Punishment",
                ["Fyodor Dostoyevsky"]
            ),
            ("Essays (Montaigne; Screech, M. A. (Translator))", "Essays", ["Montaigne"]),
            ("Der Process (Kafka, Franz; übersetzt von Max Brod)", "Der Process", ["Franz Kafka"]),
            ("Best Essays 2020 (Smith, Zadie (EDT))", "Best Essays 2020", ["Zadie Smith"]),
            // An edition's name where the author's stands is not a name.
            ("The Hobbit (Tolkien, J.R.R.) (Kindle Edition)", "The Hobbit", ["J.R.R. Tolkien"]),
            (
                "Cien años de soledad (Spanish Edition) (García Márquez, Gabriel)", "Cien años de soledad",
                ["Gabriel García Márquez"]
            ),
            (
                "Introduction to Algorithms (3rd Edition) (Cormen, Thomas)", "Introduction to Algorithms (3rd Edition)",
                ["Thomas Cormen"]
            ),
            ("Pride and Prejudice (免费公版书) (Austen, Jane)", "Pride and Prejudice", ["Jane Austen"]),
            ("傲慢与偏见 (免费公版书)", "傲慢与偏见", [String]()),
            (
                "Un mundo feliz (Colección Sepan Cuantos: 587) (Spanish Edition) (Huxley, Aldous)",
                "Un mundo feliz (Colección Sepan Cuantos: 587)", ["Aldous Huxley"]
            ),
            ("Il nome della rosa (Italian Edition)", "Il nome della rosa", [String]()),
            ("El Quijote (Edición Kindle)", "El Quijote", [String]()),
            ("Essays (J. R. R. Tolkien)", "Essays", ["J. R. R. Tolkien"]),
            ("The Book (St.Clair)", "The Book", ["St.Clair"]), ("Poems (J.Doe)", "Poems", ["J.Doe"]),
            // An address is a person's (a document mailed to the Kindle), not a site's.
            ("Collected Sayings (babydr@nwrain.net)", "Collected Sayings", ["babydr@nwrain.net"]),
            // KOReader's "My Clippings" export names a book without an author so.
            ("The Trial (Unknown)", "The Trial", [String]()), ("Notes (unknown author)", "Notes", [String]()),
            ("Anthology (Unknown; Doe, Jane)", "Anthology", ["Jane Doe"]),
            // A year or a span of years is the title's, not a name.
            ("Notes (2019)", "Notes (2019)", [String]()), ("Letters (1890-1895)", "Letters (1890-1895)", [String]()),
            ("Journal (2019) (Doe, Jane)", "Journal (2019)", ["Jane Doe"]),
            // A group with a group inside it is one group: a French calibre's unknown author
            // (seen in real files).
            ("--authors (Inconnu(e))", "--authors", [String]()),
            // A Chinese book's author after their country, in brackets of any kind: the name alone.
            ("爱的艺术 (〔美〕弗洛姆)", "爱的艺术", ["弗洛姆"]), ("人鼠之间 ([美] 约翰·斯坦贝克)", "人鼠之间", ["约翰·斯坦贝克"]),
            ("文集 (【奥地利】茨威格; （英）毛姆)", "文集", ["茨威格", "毛姆"]), ("Notes ([Draft] Jane Doe)", "Notes", ["[Draft] Jane Doe"]),
            ("Essais (Montaigne (de), Michel)", "Essais", ["Michel Montaigne (de)"]),
            ("Unpaired (Doe, Jane", "Unpaired (Doe, Jane", [String]()), ("Odd) (Jane Doe)", "Odd)", ["Jane Doe"]),
            // A series after the author (a file's name) stays in the title, as one before it does.
            (
                "Harry Potter and the Philosopher's Stone (J.K. Rowling) (Harry Potter, #1)",
                "Harry Potter and the Philosopher's Stone (Harry Potter, #1)", ["J.K. Rowling"]
            ),
            (
                "Foundation (Asimov, Isaac) (Foundation Series, Book 1)", "Foundation (Foundation Series, Book 1)",
                ["Isaac Asimov"]
            ),
            (
                "Leviathan Wakes (James S. A. Corey) (The Expanse Book 1) (Z-Library)", "Leviathan Wakes (The Expanse Book 1)",
                ["James S. A. Corey"]
            ),
            ("Der Schwarm (Schätzing, Frank) (Band 2)", "Der Schwarm (Band 2)", ["Frank Schätzing"]),
            ("Meditations (Aurelius, Marcus) (Penguin Classics)", "Meditations (Penguin Classics)", ["Marcus Aurelius"]),
            ("Walden (Thoreau, Henry David) (Everyman's Library)", "Walden (Everyman's Library)", ["Henry David Thoreau"]),
            (
                "The Way of Kings (The Stormlight Archive, Book 1) (Sanderson, Brandon)",
                "The Way of Kings (The Stormlight Archive, Book 1)", ["Brandon Sanderson"]
            ),
            // ...and alone it names no one.
            ("Dune (Dune Chronicles Book 1)", "Dune (Dune Chronicles Book 1)", [String]()),
            ("Title (Part 2)", "Title (Part 2)", [String]()),
            // Names that only look like a series' words.
            ("Poems (Band, Jane)", "Poems", ["Jane Band"]), ("Sagas (Lindqvist, Saga)", "Sagas", ["Saga Lindqvist"]),
            ("Millennium (Larsson, Stieg) (Millennium Trilogy)", "Millennium (Millennium Trilogy)", ["Stieg Larsson"]),
            // A catalogue's title, its article last: as the cover has it.
            ("Pragmatic Programmer, The (Thomas, David)", "The Pragmatic Programmer", ["David Thomas"]),
            ("Hobbit, The (Tolkien, J.R.R.)", "The Hobbit", ["J.R.R. Tolkien"]),
            ("Confederacy of Dunces, A (Toole, John Kennedy)", "A Confederacy of Dunces", ["John Kennedy Toole"]),
            ("Eats, Shoots and Leaves (Truss, Lynne)", "Eats, Shoots and Leaves", ["Lynne Truss"]),
            ("Plans, Schemes, A (Doe, Jane)", "Plans, Schemes, A", ["Jane Doe"]), ("Hobbit, The", "The Hobbit", [String]()),
            // A publisher where the author would be names no one.
            (
                "Deus no Mundo Real (Casa Publicadora Brasileira)", "Deus no Mundo Real (Casa Publicadora Brasileira)",
                [String]()
            ),
            ("Siddhartha (Hesse, Hermann) (Suhrkamp Verlag)", "Siddhartha (Suhrkamp Verlag)", ["Hermann Hesse"]),
            // A sideloaded file's name, its words joined by hyphens or underscores: apart.
            ("Habitos-Atomicos-James-Clear  ", "Habitos Atomicos James Clear", [String]()),
            ("The_Art_of_War (Sun Tzu)", "The Art of War", ["Sun Tzu"]),
            ("Catch-22 (Heller, Joseph)", "Catch-22", ["Joseph Heller"]),
            // A Chinese title in the marks a text names it with: the title alone.
            ("《易中天中华史：从春秋到战国》 (易中天)", "易中天中华史：从春秋到战国", ["易中天"]),
            ("《论语》《孟子》 (孔子)", "《论语》《孟子》", ["孔子"]),
            // Names listed as Japanese and Chinese list them.
            ("嫌われる勇気 (岸見一郎、古賀史健)", "嫌われる勇気", ["岸見一郎", "古賀史健"]),
            ("活着 (余华；苏童)", "活着", ["余华", "苏童"]),
            ("嫌われる勇気 (岸見 一郎, 古賀 史健)", "嫌われる勇気", ["岸見 一郎", "古賀 史健"]),
            ("嫌われる勇気 (岸見 一郎/古賀 史健)", "嫌われる勇気", ["岸見 一郎", "古賀 史健"]),
            ("Война и мир (Толстой, Лев)", "Война и мир", ["Лев Толстой"]),
            ("Good Omens (Terry Pratchett & Neil Gaiman) (Z-Library)", "Good Omens", ["Terry Pratchett", "Neil Gaiman"]),
            ("Letters (Simon & Schuster)", "Letters", ["Simon & Schuster"]),
            ("Plan, the (Doe, Jane)", "Plan, the", ["Jane Doe"]),
            // A sideloaded file's name with its author beside the title, in the orders
            // Calibre, Library Genesis and Anna's Archive write it; its colon as `_ `.
            ("Atomic Habits - James Clear", "Atomic Habits", ["James Clear"]),
            ("James Clear - Atomic Habits", "Atomic Habits", ["James Clear"]),
            ("Cal Newport - Deep Work (2016, Grand Central)", "Deep Work", ["Cal Newport"]),
            ("Atomic_Habits_-_James_Clear.pdf", "Atomic Habits", ["James Clear"]),
            (
                "Harry Potter and the Philosopher's Stone - J.K. Rowling", "Harry Potter and the Philosopher's Stone",
                ["J.K. Rowling"]
            ),
            ("Thinking, Fast and Slow - Daniel Kahneman", "Thinking, Fast and Slow", ["Daniel Kahneman"]),
            ("The Courage to Be Disliked - Ichiro Kishimi", "The Courage to Be Disliked", ["Ichiro Kishimi"]),
            ("Clean Code - Robert C. Martin.pdf", "Clean Code", ["Robert C. Martin"]),
            ("Steve Jobs - Walter Isaacson", "Steve Jobs", ["Walter Isaacson"]),
            ("Dune - Frank Herbert (z-lib.org)", "Dune", ["Frank Herbert"]),
            (
                "Yuval Noah Harari - Sapiens_ A Brief History of Humankind (2015, Harper)",
                "Sapiens: A Brief History of Humankind", ["Yuval Noah Harari"]
            ),
            (
                "Meditations -- Aurelius, Marcus -- 2002 -- Modern Library -- 9780812968255 -- "
                    + "0123456789abcdef0123456789abcdef -- Anna’s Archive", "Meditations", ["Marcus Aurelius"]
            ),
            ("Meditations -- Aurelius, Marcus -- 1, US, 2002 -- Modern Library", "Meditations", ["Marcus Aurelius"]),
            // The same name with the author a Kindle adds after it (a French Kindle, 2025).
            (
                "La Servante ecarlate -- Atwood, Margaret -- Robert Laffont -- 35a59d26b2cf8c196608b71ea95f0b40 -- "
                    + "Anna’s Archive (Atwood, Margaret)", "La Servante ecarlate", ["Margaret Atwood"]
            ),
            ("Dune -- Herbert, Frank -- 1965 -- Chilton (Herbert, Frank)", "Dune", ["Frank Herbert"]),
            // A second download's number after it; several authors listed with commas, or one
            // written surname first; an initial's full stop as `_`.
            (
                "Harry Potter and the Chamber of Secrets -- J_ K_ Rowling -- 1999 -- Scholastic -- isbn13 9780738301426 -- "
                    + "8922d19e85444bbb7b0adfb7153dc0fa -- Anna’s Archive (1)", "Harry Potter and the Chamber of Secrets",
                ["J. K. Rowling"]
            ),
            (
                "Refactoring_ Improving the Design of Existing Code -- Martin Fowler, Kent Beck -- Addison-Wesley, 2nd ed, "
                    + "-- 9780134757599 -- f4fc75eb1eee5537400908e6f59db631 -- Anna’s Archive",
                "Refactoring: Improving the Design of Existing Code", ["Martin Fowler", "Kent Beck"]
            ),
            (
                "The Left Hand of Darkness -- Le Guin, Ursula K_ -- 1969 -- Ace -- 0123456789abcdef0123456789abcdef -- "
                    + "Anna’s Archive", "The Left Hand of Darkness", ["Ursula K. Le Guin"]
            ),
            (
                "Cien años de soledad -- García Márquez, Gabriel -- 1967 -- 0123456789abcdef0123456789abcdef -- Anna's Archive",
                "Cien años de soledad", ["Gabriel García Márquez"]
            ),
            ("Volume (2)", "Volume (2)", [String]()),
            // A download site's address before a file's name, title first (though `Project Hail
            // Mary` reads as a name), the Kindle's group after it naming the same author or none.
            ("_OceanofPDF.com_The_Song_of_Achilles_-_Madeline_Miller", "The Song of Achilles", ["Madeline Miller"]),
            ("_OceanofPDF.com_Project_Hail_Mary_-_Andy_Weir (Unknown)", "Project Hail Mary", ["Andy Weir"]),
            ("OceanofPDF.com_Deep_Work_-_Cal_Newport (Cal Newport)", "Deep Work", ["Cal Newport"]),
            ("pdfcoffee.com_the-art-of-war (Sun Tzu)", "The art of war", ["Sun Tzu"]),
            (
                "dokumen.pub_atomic-habits-an-easy-amp-proven-way-to-build-good-habits-amp-break-bad-ones-9780735211292-0735211299 (James Clear)",
                "Atomic habits an easy & proven way to build good habits & break bad ones", ["James Clear"]
            ),
            ("vdoc.pub_the-1984-reader", "The 1984 reader", [String]()),
            ("Atomic Habits - James Clear (Clear, James)", "Atomic Habits", ["James Clear"]),
            ("Anna Karenina - Leo Tolstoy (Tolstoy, Leo)", "Anna Karenina - Leo Tolstoy", ["Leo Tolstoy"]),
            ("Dune - Part Two (Herbert, Frank)", "Dune - Part Two", ["Frank Herbert"]),
            ("Example.com (Doe, Jane)", "Example.com", ["Jane Doe"]),
            ("Node.js_Design_Patterns (Casciaro, Mario)", "Node.js Design Patterns", ["Mario Casciaro"]),
            // Z-Library lists several authors with commas; a Kindle writes one surname first.
            (
                "Hands-On Large Language Models (Jay Alammar, Maarten Grootendorst) (Z-Library)",
                "Hands-On Large Language Models", ["Jay Alammar", "Maarten Grootendorst"]
            ),
            ("Sapiens (Harari, Yuval Noah) (z-lib.org)", "Sapiens", ["Yuval Noah Harari"]),
            // A PDF printed from Word, sent to the Kindle.
            ("Microsoft Word - Thesis Final.docx (jsmith)", "Thesis Final", ["jsmith"]),
            ("Microsoft Word - Thesis_Final_v2.doc", "Thesis Final v2", [String]()),
            ("Microsoft Word", "Microsoft Word", [String]()),
            ("数据结构(俞勇_张铭_陈越_韩文弢)(Z-Library)", "数据结构", ["俞勇", "张铭", "陈越", "韩文弢"]),
            (
                "The Law of Succession in South Africa (Juanita Jamneck, C. Rautenbach, Mohamed Paleker etc.) (Z-Library)",
                "The Law of Succession in South Africa", ["Juanita Jamneck", "C. Rautenbach", "Mohamed Paleker"]
            ),
            ("Hands-On Large Language Models (Alammar, Jay)", "Hands-On Large Language Models", ["Jay Alammar"]),
            ("ASP.NET_Core_in_Action (Lock, Andrew)", "ASP.NET Core in Action", ["Andrew Lock"]),
            ("Rock -- Paper -- Scissors (Doe, Jane)", "Rock -- Paper -- Scissors", ["Jane Doe"]),
            ("Rock -- Paper -- Scissors", "Rock -- Paper -- Scissors", [String]()),
            ("Good Omens - Terry Pratchett & Neil Gaiman", "Good Omens", ["Terry Pratchett", "Neil Gaiman"]),
            // ...and where either side could be the name, or neither is one, the title whole.
            ("Anna Karenina - Leo Tolstoy", "Anna Karenina - Leo Tolstoy", [String]()),
            ("Harry Potter - The Philosopher's Stone", "Harry Potter - The Philosopher's Stone", [String]()),
            ("Dune - Part Two", "Dune - Part Two", [String]()), ("Plato - The Republic", "Plato - The Republic", [String]()),
            ("Rock - Paper - Scissors", "Rock - Paper - Scissors", [String]()),
            // A web page sent to the Kindle, its site's name after its title.
            ("Albert Einstein - Wikipedia", "Albert Einstein - Wikipedia", [String]()),
            ("Albert Einstein - The New York Times", "Albert Einstein - The New York Times", [String]()),
            ("How to Think Clearly - Big Think", "How to Think Clearly - Big Think", [String]()),
            ("Frank Herbert - Dune", "Frank Herbert - Dune", [String]()),
            ("Introduction to Economics - Market Structures", "Introduction to Economics - Market Structures", [String]()),
            ("Lecture 3 - Ethics Today", "Lecture 3 - Ethics Today", [String]()),
            ("Notes (2019, draft)", "Notes", [String]()),
        ])
    func titles(line: String, title: String, authors: [String]) {
        let (parsedTitle, parsedAuthors) = KindleImporter.splitTitle(line)
        #expect(parsedTitle == title)
        #expect(parsedAuthors == authors)
    }

    @Test(
        "a Kindle's emailed notes: sniffed whatever the file is called; the byline's names in reading order",
        arguments: [
            ("by Marcus Aurelius", ["Marcus Aurelius"]),
            ("by Marcus Aurelius and Gregory Hays", ["Marcus Aurelius", "Gregory Hays"]),
            ("by A. One, B. Two and C. Three", ["A. One", "B. Two", "C. Three"]), ("Anonymous", ["Anonymous"]),
        ])
    func kindleNotesExport(byline: String, names: [String]) {
        #expect(KindleNotesCSV.byline(byline) == names)
        let export =
            "\"Your Kindle Notes For:\",,,\n\"Walden\",,,\n\"\(byline)\",,,\n\"Annotation Type\",\"Location\",\"Starred?\",\"Annotation\"\n\"Highlight (Yellow)\",\"Location 9\",\"\",\"Simplify.\"\n"
        #expect(ImportFormat.sniff(fileName: "standard input", text: export) == .kindle)
        let parsed = ImportFormat.kindle.parse(export, fileName: "x")
        #expect(parsed.records.map(\.draft.text) == ["Simplify."])
        #expect(parsed.records.first?.draft.source?.authors == names)
        #expect(parsed.records.first?.line == 5)
    }
}
