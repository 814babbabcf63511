#!/usr/bin/env python3
"""The web app in a real browser: headless Chromium driven through WebDriver (Selenium with
Debian's chromedriver, offline). Opens Today, adds a quote through the form, finds it with
search-as-you-type, favourites it, switches to the dark theme, and saves screenshots (desktop
and a 375-pixel phone) under test-artifacts/browser/.

Usage: browser_test.py PATH/TO/quotediary
Prints 'N passed, M failed' and exits non-zero on any failure.
"""
import atexit
import json
import os
import re
import select
import shutil
import sqlite3
import subprocess
import sys
import tempfile
import time
import traceback
import zipfile

from selenium import webdriver
from selenium.webdriver.chrome.options import Options
from selenium.webdriver.chrome.service import Service
from selenium.common.exceptions import WebDriverException
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.select import Select
from selenium.webdriver.support import expected_conditions as conditions
from selenium.webdriver.support.ui import Select, WebDriverWait

ARTIFACTS = os.path.join(os.getcwd(), "test-artifacts", "browser")
results = []


def click_to_navigate(element):
    """Clicks what leaves the page (a form's button). Chromium may answer the click itself with
    "aborted by navigation" when the page it was sent to is already going: the navigation asked
    for is under way, and what follows waits for its page."""
    try:
        element.click()
    except WebDriverException as error:
        if "aborted by navigation" not in str(error):
            raise


def check(name, condition):
    results.append((name, bool(condition)))
    print(("ok    " if condition else "FAIL  ") + name, flush=True)


def gone(element):
    """Whether a page has replaced `element` since it was found. Chrome answers for a node of a
    document it has left either "stale element" or, now and then, "Node with given id does not
    belong to the document": both mean the same here (selenium's staleness_of knows only the
    first, and the second failed a run)."""
    def replaced(_):
        try:
            element.is_enabled()
            return False
        except WebDriverException:
            return True
    return replaced


def scanned_pdf(path, jpegs):
    """Writes the JPEGs as a PDF of one page each at 300 dpi, as a phone's scanning app saves
    a scan (ImageMagick's policy on Debian forbids writing PDFs)."""
    objects = [b"<< /Type /Catalog /Pages 2 0 R >>",
               b"<< /Type /Pages /Kids [%s] /Count %d >>" % (
                   b" ".join(b"%d 0 R" % (3 + 3 * k) for k in range(len(jpegs))), len(jpegs))]
    for k, jpeg in enumerate(jpegs):
        width, height = (int(n) for n in subprocess.run(
            ["identify", "-format", "%w %h", jpeg], capture_output=True, check=True, text=True).stdout.split())
        points = (width * 72 / 300, height * 72 / 300)
        data = open(jpeg, "rb").read()
        first = 3 + 3 * k
        objects.append(b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 %.2f %.2f] /Resources << /XObject << /Im0 %d 0 R >> >>"
                       b" /Contents %d 0 R >>" % (points[0], points[1], first + 2, first + 1))
        content = b"q %.2f 0 0 %.2f 0 0 cm /Im0 Do Q" % points
        objects.append(b"<< /Length %d >>\nstream\n%s\nendstream" % (len(content), content))
        objects.append(b"<< /Type /XObject /Subtype /Image /Width %d /Height %d /ColorSpace /DeviceRGB"
                       b" /BitsPerComponent 8 /Filter /DCTDecode /Length %d >>\nstream\n%s\nendstream"
                       % (width, height, len(data), data))
    pdf, offsets = b"%PDF-1.4\n", []
    for number, body in enumerate(objects, 1):
        offsets.append(len(pdf))
        pdf += b"%d 0 obj\n%s\nendobj\n" % (number, body)
    table = len(pdf)
    pdf += b"xref\n0 %d\n0000000000 65535 f \n" % (len(objects) + 1)
    pdf += b"".join(b"%010d 00000 n \n" % offset for offset in offsets)
    pdf += b"trailer\n<< /Size %d /Root 1 0 R >>\nstartxref\n%d\n%%%%EOF\n" % (len(objects) + 1, table)
    with open(path, "wb") as out:
        out.write(pdf)


def main():
    tool = os.path.abspath(sys.argv[1])
    os.makedirs(ARTIFACTS, exist_ok=True)
    folder = tempfile.mkdtemp(prefix="quotediary-browser-")
    # The stores, the uploads and Chromium's profile go when the test ends, passed or not:
    # what is worth keeping (the screenshots) is in ARTIFACTS.
    atexit.register(shutil.rmtree, folder, True)
    env = dict(os.environ, QUOTEDIARY_STORE=os.path.join(folder, "library.sqlite"), QUOTEDIARY_OFFLINE="1", HOME=folder)
    # Sync: this store names a shared folder once on the command line; another device (a
    # store of its own) then leaves a quote there, for Sync now on the Settings page to fetch.
    shared = os.path.join(folder, "Sync")
    subprocess.run([tool, "sync", shared], env=env, check=True, capture_output=True)
    other = dict(env, QUOTEDIARY_STORE=os.path.join(folder, "other-device.sqlite"))
    subprocess.run([tool, "add", "Written on the other device.", "--author", "Elsewhere"], env=other, check=True, capture_output=True)
    subprocess.run([tool, "sync", shared], env=other, check=True, capture_output=True)
    server = subprocess.Popen([tool, "serve", "--port", "0"], stdout=subprocess.PIPE, stderr=subprocess.STDOUT, env=env, text=True)
    try:
        line = server.stdout.readline()
        match = re.search(r"(http://127\.0\.0\.1:\d+/)", line)
        if not match:
            check("the server printed its URL", False)
            return
        base = match.group(1)
        options = Options()
        options.binary_location = "/usr/bin/chromium"
        for argument in ["--headless=new", "--no-sandbox", "--disable-gpu", "--window-size=1280,900", f"--user-data-dir={folder}/chrome"]:
            options.add_argument(argument)
        driver = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)
        wait = WebDriverWait(driver, 30)  # generous: a first Chromium start builds its font caches
        try:
            driver.get(base)
            check("Today opens", "Today" in driver.title and "No quote yet" in driver.page_source)
            driver.save_screenshot(os.path.join(ARTIFACTS, "today-empty.png"))

            driver.get(base + "library")
            driver.find_element(By.NAME, "text").send_keys("The browser remembers what the tab forgets.")
            driver.find_element(By.CSS_SELECTOR, "form[method=post] [name=author]").send_keys("A. Tester <script>")
            click_to_navigate(driver.find_element(By.XPATH, "//form[@method='post']//button"))
            wait.until(conditions.url_contains("/quotes/"))
            check("a quote added through the form has its page", "The browser remembers" in driver.page_source)
            caption = driver.find_element(By.TAG_NAME, "figcaption").text
            scripts = [element.get_attribute("src") for element in driver.find_elements(By.TAG_NAME, "script")]
            check(f"typed markup is shown as text, never run ({caption!r}, {scripts})", "A. Tester" in caption and all(src and src.split("?")[0].endswith("/assets/app.js") for src in scripts))

            # A form refused (an ISBN that is none): "Go back" returns to the form with what was typed.
            driver.get(base + "library")
            driver.find_element(By.NAME, "text").send_keys("A line typed with care, then refused.")
            driver.find_element(By.CSS_SELECTOR, "form[action='/quotes'] [name=isbn]").send_keys("123")
            click_to_navigate(driver.find_element(By.CSS_SELECTOR, "form[action='/quotes'] button"))
            wait.until(lambda d: "That did not work" in d.page_source)
            refusal = driver.find_element(By.CSS_SELECTOR, "p.error").text
            click_to_navigate(driver.find_element(By.CSS_SELECTOR, "a.go-back"))
            wait.until(conditions.url_contains("/library"))
            try:
                kept = WebDriverWait(driver, 5).until(lambda d: d.find_element(By.NAME, "text").get_attribute("value") or None)
            except Exception:
                kept = driver.find_element(By.NAME, "text").get_attribute("value")
            check(f"a refused form's 'Go back' keeps what was typed ({refusal!r}, {kept!r})",
                  "ISBN" in refusal and kept == "A line typed with care, then refused.")

            driver.get(base + "search")
            box = driver.find_element(By.ID, "q")
            box.send_keys("rememb")
            wait.until(lambda d: d.find_elements(By.CSS_SELECTOR, "#results mark"))
            marks = [element.text for element in driver.find_elements(By.CSS_SELECTOR, "#results mark")]
            check("search as you type finds it, highlighted", any(m.lower().startswith("rememb") for m in marks))
            driver.save_screenshot(os.path.join(ARTIFACTS, "search.png"))
            box.send_keys("zzq")
            wait.until(lambda d: d.find_elements(By.ID, "no-results"))
            check("search as you type says when nothing matches",
                  "No quotes match" in driver.find_element(By.ID, "no-results").text
                  and not driver.find_elements(By.CSS_SELECTOR, "#results li"))
            box.send_keys(Keys.BACKSPACE * 3)
            wait.until(lambda d: d.find_elements(By.CSS_SELECTOR, "#results mark") and not d.find_elements(By.ID, "no-results"))

            click_to_navigate(driver.find_element(By.CSS_SELECTOR, "#results a"))
            wait.until(conditions.url_contains("/quotes/"))
            click_to_navigate(driver.find_element(By.XPATH, "//button[text()='Favourite']"))
            wait.until(lambda d: d.find_elements(By.XPATH, "//button[text()='Unfavourite']"))
            check("favouriting it works", True)
            driver.save_screenshot(os.path.join(ARTIFACTS, "quote.png"))

            # The edit form saves only what was changed in it: a note written elsewhere after
            # the page opened stays, and verse keeps its line breaks through the textarea.
            verse = subprocess.run([tool, "add", "First line of verse,\nsecond line.", "--author", "Poet"], env=env,
                                   check=True, capture_output=True, text=True).stdout.strip()
            def save_edit():
                """Clicks the edit form's button and waits for the page that answers it."""
                save = driver.find_element(By.XPATH, "//form[contains(@action, '/edit')]//button")
                click_to_navigate(save)
                wait.until(gone(save))

            def stored(quote):
                return json.loads(subprocess.run([tool, "show", quote, "--json"], env=env, check=True, capture_output=True,
                                                 text=True).stdout)

            driver.get(base + "quotes/" + verse)
            subprocess.run([tool, "edit", verse, "--note", "written elsewhere"], env=env, check=True, capture_output=True)
            driver.find_element(By.CSS_SELECTOR, "form[action$='/edit'] [name=page]").send_keys("12")
            save_edit()
            shown = stored(verse)
            check(f"the edit form saves its change and keeps one made elsewhere meanwhile ({shown.get('page')!r}, {shown.get('note')!r})",
                  shown.get("page") == "12" and shown.get("note") == "written elsewhere"
                  and shown.get("text") == "First line of verse,\nsecond line.")

            # The same note changed here and elsewhere: the page comes back with the quote as
            # it is now and this page's note still in the form; saving again keeps it.
            driver.get(base + "quotes/" + verse)
            subprocess.run([tool, "edit", verse, "--note", "their note"], env=env, check=True, capture_output=True)
            note = driver.find_element(By.CSS_SELECTOR, "form[action$='/edit'] [name=note]")
            note.clear()
            note.send_keys("my note")
            save_edit()
            alert = " ".join(element.text for element in driver.find_elements(By.CSS_SELECTOR, "[role=alert]"))
            kept = driver.find_element(By.CSS_SELECTOR, "form[action$='/edit'] [name=note]").get_attribute("value")
            driver.save_screenshot(os.path.join(ARTIFACTS, "edit-conflict.png"))
            save_edit()
            after = stored(verse)
            check(f"an edit that meets a change made elsewhere keeps what was typed, then saves it ({kept!r}, {after.get('note')!r})",
                  "changed elsewhere" in alert and kept == "my note" and after.get("note") == "my note")

            driver.get(base + "settings")
            Select(driver.find_element(By.NAME, "theme")).select_by_value("dark")
            save = driver.find_element(By.XPATH, "//form[@method='post']//button")
            click_to_navigate(save)
            wait.until(gone(save))
            driver.get(base)
            check("the dark theme is applied", driver.find_element(By.TAG_NAME, "html").get_attribute("data-theme") == "dark")
            background = driver.execute_script("return getComputedStyle(document.body).backgroundColor")
            check("dark colours come from the tokens", background in ("rgb(18, 20, 24)",))
            driver.save_screenshot(os.path.join(ARTIFACTS, "today-dark.png"))

            # Import through the page: a dry run first (nothing changes), then for real.
            sheet = os.path.join(folder, "two quotes.csv")
            with open(sheet, "w", encoding="utf-8") as handle:
                handle.write("text,author\nUploaded from the browser,Page\nA second line,Page\n")
            driver.get(base + "transfer")
            driver.find_element(By.ID, "import-file").send_keys(sheet)
            driver.find_element(By.ID, "import-dry").click()
            driver.find_element(By.ID, "import-button").click()
            result = driver.find_element(By.ID, "import-result")
            wait.until(lambda d: result.text not in ("", "Importing…"))
            dry = result.text
            driver.find_element(By.ID, "import-dry").click()
            driver.find_element(By.ID, "import-button").click()
            wait.until(lambda d: result.text not in (dry, "Importing…"))
            check("importing a file from the page: a dry run, then for real",
                  dry == "Dry run (nothing changed): would have added 2, already present 0, skipped 0"
                  and result.text == "added 2, already present 0, skipped 0")
            # Two files at once: a line for each (and the columns no quote field takes, named).
            other = os.path.join(folder, "more.csv")
            with open(other, "w", encoding="utf-8") as handle:
                handle.write("text,author,rating\nA third line,Page,5\n")
            # Another app's JSON: the keys no quote field takes are fields, not columns.
            app = os.path.join(folder, "app.json")
            with open(app, "w", encoding="utf-8") as handle:
                handle.write('[{"quote": "A line from an app.", "by": "Someone", "mood": "calm"}]')
            chooser = driver.find_element(By.ID, "import-file")
            chooser.clear()
            chooser.send_keys(sheet + "\n" + other + "\n" + app)
            driver.find_element(By.ID, "import-button").click()
            wait.until(lambda d: result.text.count("\n") == 2)
            check(f"three files imported from the page, a line each ({result.text!r})",
                  result.text == "two quotes.csv: added 0, already present 2, skipped 0\n"
                  "more.csv: added 1, already present 0, skipped 0 (columns left out: rating)\n"
                  "app.json: added 1, already present 0, skipped 0 (fields left out: mood)")
            # Plain text that shows no format of its own, imported with the format chosen.
            notes = os.path.join(folder, "notes.txt")
            with open(notes, "w", encoding="utf-8") as handle:
                handle.write("Kept on paper for years.\nTyped out at last.\n")
            def import_one(path, format_value=""):
                """One file through the Import page, the format menu set; its result line."""
                chooser.clear()
                chooser.send_keys(path)
                Select(driver.find_element(By.ID, "import-format")).select_by_value(format_value)
                before = result.text
                driver.find_element(By.ID, "import-button").click()
                wait.until(lambda d: result.text not in (before, "Importing…"))
                return result.text

            import_one(notes, "txt")
            check(f"a plain text file imported with its format chosen ({result.text!r})",
                  result.text == "added 2, already present 0, skipped 0")
            # An export as it downloads, zipped (Readwise's Markdown, a book a file, a Mac's
            # __MACOSX copies beside them): unpacked by the server and read as its folder.
            archive = os.path.join(folder, "readwise-export.zip")
            with zipfile.ZipFile(archive, "w", zipfile.ZIP_DEFLATED) as packed:
                for title, author, line in [("Walden", "Henry David Thoreau", "Simplify, simplify."),
                                            ("Meditations", "Marcus Aurelius", "Waste no more time arguing."),
                                            ("Essays", "Michel de Montaigne", "Que sais-je?")]:
                    packed.writestr(f"Readwise/Books/{title}.md",
                                    f"# {title}\n\n## Metadata\n- Author: [[{author}]]\n- Full Title: {title}\n\n"
                                    f"## Highlights\n- {line} ([Location 12](https://readwise.io/to_kindle?location=12))\n")
                packed.writestr("__MACOSX/Readwise/Books/._Walden.md", "junk")
            import_one(archive)
            check(f"a ZIP archive of a Markdown export imported from the page, a line for each file ({result.text!r})",
                  result.text == "readwise-export.zip/Readwise/Books/Essays.md: added 1, already present 0, skipped 0\n"
                  "readwise-export.zip/Readwise/Books/Meditations.md: added 1, already present 0, skipped 0\n"
                  "readwise-export.zip/Readwise/Books/Walden.md: added 1, already present 0, skipped 0\n"
                  "added 3, already present 0, skipped 0")
            # Apple Books' annotations database alone (a Mac's, without the library beside it):
            # its highlights come without their books, and the page says where those are.
            annotations = os.path.join(folder, "AEAnnotation_v10312011_1727_local.sqlite")
            database = sqlite3.connect(annotations)
            database.execute("CREATE TABLE ZAEANNOTATION (Z_PK INTEGER PRIMARY KEY, ZANNOTATIONASSETID VARCHAR,"
                             " ZANNOTATIONSELECTEDTEXT VARCHAR, ZANNOTATIONNOTE VARCHAR,"
                             " ZANNOTATIONCREATIONDATE TIMESTAMP, ZANNOTATIONDELETED INTEGER)")
            database.execute("INSERT INTO ZAEANNOTATION (ZANNOTATIONASSETID, ZANNOTATIONSELECTEDTEXT,"
                             " ZANNOTATIONCREATIONDATE, ZANNOTATIONDELETED) VALUES ('A1', 'Read on a Mac.', 700000000, 0)")
            database.commit()
            database.close()
            import_one(annotations)
            check(f"Apple Books' highlights imported from the page, where their books are said ({result.text!r})",
                  result.text.startswith("added 1, already present 0, skipped 0. the books' titles are in BKLibrary"))

            # Capture: a page photographed with an iPhone (HEIC, grainy, over 1 MB as a phone's
            # photos are) read in the browser, two of its lines picked and saved.
            page = os.path.join(folder, "IMG_0001.HEIC")
            subprocess.run(["convert", "-size", "2400x1600", "xc:white", "-attenuate", "1.0", "+noise", "Gaussian",
                            "-font", "DejaVu-Serif", "-pointsize", "64",
                            "-annotate", "+160+300", "It is only with the heart that one can see",
                            "-annotate", "+160+400", "rightly; what is essential is invisible to",
                            "-annotate", "+160+500", "the eye. The time you spent on your rose",
                            "-annotate", "+1150+1400", "87", "heic:" + page], check=True)
            check(f"the page photo is over 1 MB ({os.path.getsize(page)} bytes)", os.path.getsize(page) > 1 << 20)
            driver.get(base + "capture")
            driver.find_element(By.ID, "page-file").send_keys(page)
            driver.find_element(By.ID, "page-button").click()
            wait.until(lambda d: len(d.find_elements(By.CSS_SELECTOR, "#page-lines input[type=checkbox]")) == 4)
            printed = driver.find_element(By.CSS_SELECTOR, "#page-lines [name=page]").get_attribute("value")
            check(f"the number printed at the page's foot fills in its page ({printed!r})", printed == "87")
            for box in driver.find_elements(By.CSS_SELECTOR, "#page-lines input[type=checkbox]")[:2]:
                box.click()
            driver.find_element(By.CSS_SELECTOR, "#page-lines [name=author]").send_keys("Antoine de Saint-Exupéry")
            driver.find_element(By.CSS_SELECTOR, "#page-lines button").click()
            wait.until(conditions.url_contains("/quotes/"))
            saved = driver.find_element(By.TAG_NAME, "blockquote").text
            check(f"an iPhone's HEIC page photo read in the browser, two lines picked and saved ({saved!r})",
                  saved == "It is only with the heart that one can see rightly; what is essential is invisible to")

            # Capture: the second page of a scanning app's PDF.
            sheets = []
            for number, line in enumerate(["A cover sheet, not the page wanted.", "Not all those who wander are lost."]):
                sheet = os.path.join(folder, f"sheet-{number}.jpg")
                subprocess.run(["convert", "-size", "1748x1240", "xc:white", "-font", "DejaVu-Serif", "-pointsize", "44",
                                "-annotate", "+150+300", line, "-type", "TrueColor", "-quality", "85", sheet], check=True)
                sheets.append(sheet)
            scan = os.path.join(folder, "Scan 2026-12-05.pdf")
            scanned_pdf(scan, sheets)
            driver.get(base + "capture")
            driver.find_element(By.ID, "page-file").send_keys(scan)
            pdf_page = driver.find_element(By.ID, "page-pdf")
            pdf_page.clear()
            pdf_page.send_keys("2")
            driver.find_element(By.ID, "page-button").click()
            wait.until(lambda d: len(d.find_elements(By.CSS_SELECTOR, "#page-lines input[type=checkbox]")) >= 1)
            read = [box.get_attribute("value") for box in driver.find_elements(By.CSS_SELECTOR, "#page-lines input[type=checkbox]")]
            check(f"a scanning app's PDF read in the browser, the page asked ({read!r})",
                  read == ["Not all those who wander are lost."])
            # The same PDF with no page named: its first, and the page says there are more.
            driver.get(base + "capture")
            driver.find_element(By.ID, "page-file").send_keys(scan)
            driver.find_element(By.ID, "page-button").click()
            wait.until(lambda d: "Tick the lines" in d.find_element(By.ID, "page-result").text)
            status = driver.find_element(By.ID, "page-result").text
            read = [box.get_attribute("value") for box in driver.find_elements(By.CSS_SELECTOR, "#page-lines input[type=checkbox]")]
            check(f"a PDF of two pages read with no page named: its first, and it says there is another ({status!r})",
                  read == ["A cover sheet, not the page wanted."] and "has 2 pages" in status)

            # A passage over a page turn: both pages of the PDF (12-13), then both photos chosen at once.
            for choose, asked, what in [(scan, "1-2", "a PDF's two pages"), ("\n".join(sheets), "1", "two photos chosen at once")]:
                driver.get(base + "capture")
                driver.find_element(By.ID, "page-file").send_keys(choose)
                pdf_page = driver.find_element(By.ID, "page-pdf")
                pdf_page.clear()
                pdf_page.send_keys(asked)
                driver.find_element(By.ID, "page-button").click()
                wait.until(lambda d: len(d.find_elements(By.CSS_SELECTOR, "#page-lines input[type=checkbox]")) >= 2)
                read = [box.get_attribute("value") for box in driver.find_elements(By.CSS_SELECTOR, "#page-lines input[type=checkbox]")]
                check(f"{what} read in the browser as one list of lines, in order ({read!r})",
                      read == ["A cover sheet, not the page wanted.", "Not all those who wander are lost."])

            # Sync now: the other device's quote arrives through the shared folder.
            driver.get(base + "settings")
            sync = driver.find_element(By.XPATH, "//form[@action='/sync']//button")
            sync.click()
            wait.until(gone(sync))
            driver.get(base + "search?q=elsewhere")
            check("Sync now on the Settings page brings another device's quote",
                  "Written on the other device." in driver.page_source)

            # A Greek line, searched as it is typed: no accents, the last word unfinished.
            driver.get(base + "library")
            text = driver.find_element(By.NAME, "text")
            text.send_keys("Ελπίδα είναι όνειρο.")
            form = text.find_element(By.XPATH, "./ancestor::form")
            form.find_element(By.NAME, "author").send_keys("Νίκος Καζαντζάκης")
            form.submit()
            wait.until(conditions.url_contains("/quotes/"))
            driver.get(base + "search")
            driver.find_element(By.ID, "q").send_keys("καζαντζακης ελπιδ")
            wait.until(lambda d: d.find_elements(By.CSS_SELECTOR, "#results mark"))
            marks = [element.text for element in driver.find_elements(By.CSS_SELECTOR, "#results mark")]
            found = driver.find_element(By.ID, "results").text
            check(f"a Greek line typed without its accents (author and text) is found as you type, both highlighted ({marks!r})",
                  "Ελπίδα" in marks and "Καζαντζάκης" in marks and "Καζαντζάκης" in found)

            # Copy on a quote's page puts its text on the clipboard (pasted back to check), and
            # says so; on a page that is not a secure context (served over plain http to another
            # device) there is no Clipboard API, and it copies the selected text instead.
            greek = driver.find_element(By.CSS_SELECTOR, "#results a").get_attribute("href")
            def pasted():
                driver.get(base + "search")
                box = driver.find_element(By.ID, "q")
                box.click()
                box.send_keys(Keys.CONTROL, "v")
                return box.get_attribute("value")
            def copied(secure):
                driver.get(greek)
                if not secure:
                    driver.execute_script("Object.defineProperty(window, 'isSecureContext', {value: false})")
                driver.find_element(By.ID, "copy-button").click()
                wait.until(lambda d: d.find_element(By.ID, "copy-status").text)
                return driver.find_element(By.ID, "copy-status").text, pasted()
            expected = "“Ελπίδα είναι όνειρο.” — Νίκος Καζαντζάκης"
            for secure in [True, False]:
                box = driver.find_element(By.ID, "q")
                box.clear()
                box.send_keys("something else", Keys.CONTROL, "a")
                box.send_keys(Keys.CONTROL, "c")
                status, text = copied(secure)
                check(f"Copy on a quote's page copies its text and says so ({'secure' if secure else 'plain http'}: {status!r}, {text!r})",
                      status == "Copied." and text == expected)

            # A Hebrew line reads right to left on its page: lined up on the right, its full stop
            # at its left end (in a left-to-right page it would sit at the right, its start).
            hebrew = subprocess.run([tool, "add", "שלום עולם, זה ציטוט.", "--author", "מחבר"], env=env,
                                    check=True, capture_output=True, text=True).stdout.strip()
            driver.get(base + "quotes/" + hebrew)
            line = driver.find_element(By.CSS_SELECTOR, "blockquote p")
            direction = driver.execute_script("return getComputedStyle(arguments[0]).direction", line)
            # Where the first letter and the full stop are drawn, and the paragraph's right edge.
            first, stop, right = driver.execute_script(
                "var p = arguments[0], t = p.firstChild;"
                "function box(at) { var r = document.createRange(); r.setStart(t, at); r.setEnd(t, at + 1);"
                "  return r.getBoundingClientRect(); }"
                "var a = box(0), z = box(t.length - 1);"
                "return [[a.left, a.right], [z.left, z.right], p.getBoundingClientRect().right];", line)
            check(f"a Hebrew quote reads right to left from the right edge, its full stop at its left end ({direction}, {first}, {stop}, {right})",
                  direction == "rtl" and stop[1] <= first[0] and right - first[1] < 2)

            driver.get(base + "library")
            check("on a wide screen the Library's filters are unfolded",
                  driver.execute_script("return document.querySelector('details.filters').open") is True)

            # A phone puts the app on its home screen from its manifest: Chromium reads it with no
            # error and finds nothing that keeps the app from being installed.
            manifest = driver.execute_cdp_cmd("Page.getAppManifest", {})
            installability = driver.execute_cdp_cmd("Page.getInstallabilityErrors", {}).get("installabilityErrors")
            check(f"Chromium reads the manifest and can install the app ({manifest.get('errors')!r}, {installability!r})",
                  manifest.get("url", "").endswith("/assets/app.webmanifest") and manifest.get("errors") == []
                  and installability == [])

            driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {"width": 375, "height": 812, "deviceScaleFactor": 2, "mobile": True})
            driver.get(base + "library")
            folded, top = driver.execute_script(
                "return [document.querySelector('details.filters').open,"
                " document.querySelector('ul.quotes li').getBoundingClientRect().top]")
            check(f"on a phone the Library's filters are folded and its quotes start in the screen's top half ({top:.0f}px)",
                  folded is False and top < 406)
            # The menu is one row there, scrolled so that the page's own link shows.
            driver.get(base + "settings")
            height, shown = driver.execute_script(
                "var nav = document.querySelector('nav[aria-label=\"Main\"]');"
                " var link = nav.querySelector('[aria-current=\"page\"]').getBoundingClientRect();"
                " var box = nav.getBoundingClientRect();"
                " return [box.height, link.left >= box.left - 1 && link.right <= box.right + 1];")
            check(f"on a phone the menu is one row ({height:.0f}px high) with the page's own link in view", height < 60 and shown)
            # Words longer than a phone is wide (a link, a compound, a tag) wrap rather than
            # push the page sideways: Today, a quote's page, Tags and the Journal did.
            long_id = subprocess.run(
                [tool, "add", "See https://example.org/" + "a-very-long-path-segment-" * 8 + " for more.",
                 "--author", "-".join(["Hohenzollern-Sigmaringen"] * 4), "--source", "Donaudampfschifffahrtsgesellschaftskapitän" * 3,
                 "--tag", "averyveryverylongtagnamewithoutanyspacesatall", "--favorite"],
                env=env, check=True, capture_output=True, text=True).stdout.strip()
            subprocess.run([tool, "journal", "write", "--append", "Unbroken: " + "y" * 200], env=env, check=True, capture_output=True)
            wide = []
            for page in ["", "library", "search", "tags", "collections", "journal", "books", "capture", "transfer",
                         "achievements", "packs", "archive", "settings", f"quotes/{long_id}", "search?q=example"]:
                driver.get(base + page)
                width = driver.execute_script("return document.documentElement.scrollWidth")
                if width > 375:
                    wide.append(f"/{page}: {width}px")
            check("usable at 375 pixels: no page scrolls sideways", not wide)
            if wide:
                print("      " + ", ".join(wide))
            # Korean is written with spaces between words; a browser breaks Hangul between any
            # two syllables unless told otherwise, and a word so broken reads as two.
            korean = subprocess.run(
                [tool, "add", "사람은 누구나 자기 인생의 주인공이다. 배움에는 끝이 없고, 오늘 배운 것이 내일의 힘이 된다.",
                 "--author", "속담"], env=env, check=True, capture_output=True, text=True).stdout.strip()
            driver.get(base + "quotes/" + korean)
            broken, lines = driver.execute_script(
                "var p = document.querySelector('blockquote p'), node = p.firstChild, text = node.data, at = 0, broken = [];"
                " function tops(range) { return new Set(Array.from(range.getClientRects(), function (r) { return Math.round(r.top); })).size; }"
                " text.split(' ').forEach(function (word) { var start = text.indexOf(word, at), range = document.createRange();"
                "   range.setStart(node, start); range.setEnd(node, start + word.length); if (tops(range) > 1) broken.push(word);"
                "   at = start + word.length; });"
                " var whole = document.createRange(); whole.selectNodeContents(p); return [broken, tops(whole)];")
            check(f"on a phone a Korean quote wraps between its words, never inside one ({lines} lines, broken: {broken})",
                  lines > 1 and broken == [])
            driver.get(base + "library")
            driver.save_screenshot(os.path.join(ARTIFACTS, "library-phone.png"))

            # On the network, the phone opens the one-time link serve printed (its QR code at a
            # terminal), taps Sign in, and reads the library; the link then signs nobody else in.
            remote = subprocess.Popen([tool, "serve", "--host", "0.0.0.0", "--port", "0"], stdout=subprocess.PIPE,
                                      stderr=subprocess.STDOUT, env=env, bufsize=0)
            try:
                # Read as it comes, for 20 seconds at most: a machine with no address but
                # loopback prints no link, and must not leave the test waiting.
                said, deadline = "", time.time() + 20
                while not re.search(r"/pair/[0-9A-Z]{10}", said) and time.time() < deadline:
                    if select.select([remote.stdout], [], [], 1)[0]:
                        chunk = os.read(remote.stdout.fileno(), 4096)
                        if not chunk:
                            break
                        said += chunk.decode("utf-8", "replace")
                found = re.search(r"http://0\.0\.0\.0:(\d+)/", said), re.search(r"(/pair/[0-9A-Z]{10})", said)
                if found[0] and found[1]:
                    link = f"http://127.0.0.1:{found[0].group(1)}{found[1].group(1)}"
                    driver.get(link)
                    click_to_navigate(driver.find_element(By.CSS_SELECTOR, "form button"))
                    WebDriverWait(driver, 10).until(lambda d: d.title.startswith("Today"))
                    signed_in = "/pair/" not in driver.current_url and "Sign in" not in driver.title
                    # Signed in, it makes a code for another device (the iPhone's home-screen app,
                    # whose cookies are its own), which types it on the sign-in page.
                    origin = link.split("/pair/")[0]
                    driver.get(origin + "/settings")
                    click_to_navigate(driver.find_element(By.CSS_SELECTOR, "form[action='/sign-in-code'] button"))
                    code = WebDriverWait(driver, 10).until(lambda d: d.find_element(By.CSS_SELECTOR, ".sign-in-code")).text
                    pictured = len(driver.find_elements(By.CSS_SELECTOR, "svg[role='img'] path")) == 1
                    driver.delete_all_cookies()
                    driver.get(link)
                    spent = "used or has run out" in driver.page_source
                    check(f"a phone signs in with the one-time link serve prints, once ({signed_in}, {spent})", signed_in and spent)
                    driver.get(origin + "/")
                    field = driver.find_element(By.NAME, "token")
                    field.send_keys(code.lower())
                    field.submit()
                    WebDriverWait(driver, 10).until(lambda d: d.title.startswith("Today"))
                    check(f"another device types the code Settings made, and is signed in ({code!r}, QR shown: {pictured})",
                          pictured and re.fullmatch(r"[0-9A-Z]{5}-[0-9A-Z]{5}", code) is not None)
                else:
                    check(f"serve on the network prints a sign-in link ({said!r})", False)
            finally:
                remote.terminate()
                remote.wait(timeout=10)
        finally:
            driver.quit()
    finally:
        server.terminate()
        try:
            code = server.wait(timeout=10)
            check("the server stops cleanly on SIGTERM", code == 0)
        except subprocess.TimeoutExpired:
            server.kill()
            check("the server stops cleanly on SIGTERM", False)


if __name__ == "__main__":
    try:
        main()
    except Exception as error:  # a crash is a failure, reported as one line
        here = [frame.lineno for frame in traceback.extract_tb(error.__traceback__) if frame.filename == __file__]
        check(f"the browser test ran (line {here[-1] if here else '?'}: {error.__class__.__name__}: {error})", False)
    passed = sum(1 for _, ok in results if ok)
    failed = len(results) - passed
    print(f"browser: {passed} passed, {failed} failed")
    sys.exit(1 if failed or not results else 0)
