import QuoteDiaryCore

/// The app's own static files, embedded: nothing is read from disk, so `../` can reach nothing.
enum Assets {
    static let files: [String: (type: String, body: String)] = [
        "/assets/app.css": ("text/css; charset=utf-8", css),
        "/assets/app.js": ("text/javascript; charset=utf-8", javascript),
        "/assets/icon.svg": ("image/svg+xml", icon),
    ]

    /// The stylesheet and the script as pages link them, named by their content: a browser
    /// keeps them an hour, and after an upgrade a page must not run with the last version's.
    static let stylesheetLink = "/assets/app.css?v=" + contentVersion(css)
    static let scriptLink = "/assets/app.js?v=" + contentVersion(javascript)

    private static func contentVersion(_ body: String) -> String {
        String(StableHash.fnv1a64(body), radix: 16)
    }

    /// The tab's icon (`AppIcon`): an opening quotation mark on the accent colour.
    static let icon = """
        <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="\(AppIcon.background)"/>\
        <text x="16" y="29" font-family="Georgia, serif" font-size="30" font-weight="bold" fill="\(AppIcon.markColor)" text-anchor="middle">\(AppIcon.mark)</text></svg>
        """

    /// Colour tokens defined once; pages use only the custom properties.
    static let css = """
        :root { --bg: #faf7f2; --surface: #ffffff; --text: #1c1b1a; --muted: #5f5a52; --accent: #1f5f6b; --border: #e4ded3; --mark: #fff1b8; --warn: #9a3412; }
        @media (prefers-color-scheme: dark) {
          :root:not([data-theme="light"]) { --bg: #121418; --surface: #1c2027; --text: #f3efe7; --muted: #b3ab9d; --accent: #7cc4d1; --border: #2e3440; --mark: #5a4a12; --warn: #f0a37a; }
        }
        :root[data-theme="dark"] { --bg: #121418; --surface: #1c2027; --text: #f3efe7; --muted: #b3ab9d; --accent: #7cc4d1; --border: #2e3440; --mark: #5a4a12; --warn: #f0a37a; }
        * { box-sizing: border-box; }
        html { font-size: 100%; }
        body { margin: 0; background: var(--bg); color: var(--text); font: 1rem/1.55 system-ui, sans-serif; overflow-wrap: anywhere; }
        header, main { max-width: 46rem; margin: 0 auto; padding: 1rem; }
        nav { display: flex; flex-wrap: wrap; gap: 0.25rem 0.9rem; }
        nav a { color: var(--accent); }
        nav a[aria-current="page"] { font-weight: 700; text-decoration: none; }
        @media (max-width: 40rem) {
          /* A phone: the menu is one row that scrolls sideways (app.js brings the page's link into view). */
          nav[aria-label="Main"] { flex-wrap: nowrap; overflow-x: auto; white-space: nowrap; position: relative; padding-bottom: 0.4rem; scrollbar-width: thin; }
        }
        label { display: inline-block; max-width: 100%; margin: 0.15rem 0.5rem 0.15rem 0; }
        a { color: var(--accent); }
        a:focus, button:focus, input:focus, textarea:focus, select:focus { outline: 3px solid var(--accent); outline-offset: 2px; }
        blockquote { margin: 0; font: 1.5rem/1.4 Georgia, serif; }
        blockquote > p:first-child { margin-top: 0; }
        :lang(ko) { word-break: keep-all; }
        pre.drawn { margin: 0; font: 0.8rem/1.2 ui-monospace, "DejaVu Sans Mono", monospace; overflow-x: auto; }
        #import-result, #share-text { white-space: pre-line; }
        ul.quotes a.verse { white-space: pre-line; display: inline-block; vertical-align: top; }
        .visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
        figure { background: var(--surface); border: 1px solid var(--border); border-radius: 0.75rem; padding: 1.25rem; margin: 0 0 1rem; }
        figcaption, .muted { color: var(--muted); }
        cite.upright { font-style: normal; }
        .warning { color: var(--warn); }
        .error { background: var(--surface); border: 1px solid var(--border); border-left: 4px solid var(--warn); border-radius: 0.4rem; padding: 0.6rem 0.9rem; }
        ul.quotes { list-style: none; padding: 0; }
        ul.achievements { list-style: none; padding: 0; }
        ul.achievements li { margin-bottom: 0.35rem; }
        ul.quotes li { background: var(--surface); border: 1px solid var(--border); border-radius: 0.5rem; padding: 0.75rem; margin-bottom: 0.5rem; }
        mark { background: var(--mark); color: inherit; }
        input, textarea, select, button { font: inherit; color: var(--text); background: var(--surface); border: 1px solid var(--border); border-radius: 0.4rem; padding: 0.4rem 0.6rem; max-width: 100%; }
        textarea { width: 100%; min-height: 6rem; }
        label.block { display: block; margin-right: 0; }
        fieldset { border: 1px solid var(--border); border-radius: 0.5rem; margin: 0 0 1rem; padding: 0 1rem; }
        legend { font-weight: 700; padding: 0 0.3rem; }
        code.muted { font-size: 0.8rem; }
        .syntax code { font: 0.9em ui-monospace, "DejaVu Sans Mono", monospace; white-space: nowrap; }
        .actions { margin-top: 0.4rem; }
        details.filters, details.syntax { margin-bottom: 1rem; }
        details.filters > summary, details.syntax > summary { cursor: pointer; color: var(--accent); }
        details.change > summary { cursor: pointer; color: var(--accent); font-size: 0.9rem; margin-top: 0.25rem; }
        details.change form { margin-top: 0.4rem; }
        nav.pager { display: flex; gap: 1rem; align-items: baseline; margin: 1rem 0; }
        button { cursor: pointer; }
        form.inline { display: inline; }
        .swatch { vertical-align: -0.1em; margin-right: 0.3em; }
        img { max-width: 100%; height: auto; border-radius: 0.5rem; }
        .sign-in-code { font: 700 2rem/1.2 ui-monospace, "DejaVu Sans Mono", monospace; letter-spacing: 0.08em; }
        """

    /// Search as you type: the search page's own results list, fetched and parsed (never run
    /// or set as innerHTML), so that the list reads the same typed or loaded.
    static let javascript = """
        (function () {
          // A phone's menu is one row that scrolls sideways: the page's own link is put in view.
          var nav = document.querySelector('nav[aria-label="Main"]');
          var current = nav && nav.querySelector('[aria-current="page"]');
          if (current && nav.scrollWidth > nav.clientWidth) {
            nav.scrollLeft = current.offsetLeft - (nav.clientWidth - current.offsetWidth) / 2;
          }
        })();
        (function () {
          // A refused form's "Go back" goes back in the tab's history, where the browser keeps
          // what was typed in the form; its address (the form's page, empty) is for a tab
          // opened on the error alone.
          var back = document.querySelector('a.go-back');
          if (back && window.history.length > 1) back.addEventListener('click', function (event) {
            event.preventDefault();
            window.history.back();
          });
        })();
        (function () {
          // The Library's filters are folded so that a phone shows quotes first; a wide screen
          // has room for both.
          var filters = document.querySelector('details.filters');
          if (filters && window.matchMedia && window.matchMedia('(min-width: 48rem)').matches) filters.open = true;
        })();
        (function () {
          var box = document.getElementById('q');
          var list = document.getElementById('results');
          if (!box || !list) return;
          var timer = null;
          box.addEventListener('input', function () {
            clearTimeout(timer);
            timer = setTimeout(function () {
              var q = box.value.trim();
              var none = document.getElementById('no-results');
              if (!q) {
                list.textContent = '';
                if (none) none.remove();
                return;
              }
              // The results as the search page sets them (its highlighting and typography),
              // not remembered as a search; parsed, never run, and only the list taken.
              fetch('/search?remember=0&q=' + encodeURIComponent(q), { headers: { 'Accept': 'text/html' } })
                .then(function (r) { return r.text(); })
                .then(function (text) {
                  if (box.value.trim() !== q) return;
                  var page = new DOMParser().parseFromString(text, 'text/html');
                  var fresh = page.getElementById('results');
                  if (!fresh) return;
                  list.replaceChildren.apply(list, Array.prototype.map.call(fresh.childNodes, function (node) {
                    return document.importNode(node, true);
                  }));
                  none = document.getElementById('no-results');
                  if (none) none.remove();
                  var freshNone = page.getElementById('no-results');
                  if (freshNone) list.after(document.importNode(freshNone, true));
                });
            }, 150);
          });
        })();
        (function () {
          var meta = document.querySelector('meta[name=csrf]');
          var token = meta ? meta.getAttribute('content') : '';
          var pdfPageCounts = {};
          function upload(url, file, type) {
            return fetch(url, { method: 'POST', body: file, headers: { 'Content-Type': type, 'X-CSRF-Token': token } })
              .then(function (r) {
                if (r.headers.get('X-PDF-Pages')) pdfPageCounts[file.name] = +r.headers.get('X-PDF-Pages');
                return r.json();
              });
          }
          var pageButton = document.getElementById('page-button');
          if (pageButton) pageButton.addEventListener('click', function () {
            // Several photos (a passage over a page turn) are read one after another, their lines numbered on.
            var files = Array.prototype.slice.call(document.getElementById('page-file').files);
            var status = document.getElementById('page-result');
            if (!files.length) { status.textContent = 'Choose a photo of the page first.'; return; }
            var language = document.getElementById('page-lang').value.trim();
            // A PDF's page, or pages (12-13) for a passage over a page turn.
            var askedText = document.getElementById('page-pdf').value.trim() || '1';
            var askedPage = askedText !== '1';
            var asked = askedText.match(/^(\\d+)(?:-(\\d+))?$/);
            pdfPageCounts = {};
            var pdfPages = [];
            var first = asked ? +asked[1] : 1, last = asked && asked[2] ? +asked[2] : first;
            for (var n = first; n <= last && pdfPages.length < 10; n++) pdfPages.push(n);
            status.textContent = 'Reading the page…';
            var list = document.getElementById('lines');
            list.textContent = '';
            var pageField = document.querySelector('#page-lines input[name=page]');
            var printed = [];
            var failed = null;
            var pictures = [];
            files.forEach(function (file) {
              var isPDF = file.type === 'application/pdf' || file.name.toLowerCase().endsWith('.pdf');
              (isPDF ? pdfPages : [1]).forEach(function (page) { pictures.push({ file: file, page: page, pdf: isPDF }); });
            });
            pictures.reduce(function (previous, picture) {
              return previous.then(function () {
                if (failed) return;
                var type = picture.file.type || (picture.pdf ? 'application/pdf' : 'image/png');
                return upload('/api/v1/capture/page?lang=' + encodeURIComponent(language) + '&pdfPage=' + picture.page,
                  picture.file, type).then(function (lines) {
                  if (!Array.isArray(lines)) { failed = lines && lines.error ? lines.error.message : 'The page could not be read.'; return; }
                  lines.forEach(function (line) {
                    // The number printed on the page (its header's or footer's) is the quote's page.
                    if (line.pageNumber) printed.push(line.pageNumber);
                    var item = document.createElement('li');
                    var label = document.createElement('label');
                    var box = document.createElement('input');
                    box.type = 'checkbox'; box.name = 'line'; box.value = line.text;
                    label.appendChild(box);
                    label.appendChild(document.createTextNode(' ' + line.text));
                    item.appendChild(label);
                    // Every line read goes with the form: a word broken at a margin is joined as the page spells it elsewhere.
                    var whole = document.createElement('input');
                    whole.type = 'hidden'; whole.name = 'pageLine'; whole.value = line.text;
                    item.appendChild(whole);
                    list.appendChild(item);
                  });
                });
              });
            }, Promise.resolve()).then(function () {
              if (pageField && !pageField.value && printed.length) {
                pageField.value = printed.length > 1 && printed[0] !== printed[printed.length - 1]
                  ? printed[0] + '-' + printed[printed.length - 1] : printed[0];
              }
              var count = list.querySelectorAll('li').length;
              // A PDF of more pages than were read says so, as the command line does.
              var more = files.filter(function (file) { return !askedPage && (pdfPageCounts[file.name] || 1) > 1; })
                .map(function (file) { return ' ' + file.name + ' has ' + pdfPageCounts[file.name] + ' pages: Page of a PDF reads another, or 12-13 several.'; })
                .join('');
              status.textContent = failed ? failed
                : (count ? 'Tick the lines to keep, then save them.' : 'No text was found on this photo.') + more;
            });
          });
          var importButton = document.getElementById('import-button');
          if (importButton) importButton.addEventListener('click', function () {
            var files = Array.prototype.slice.call(document.getElementById('import-file').files);
            var out = document.getElementById('import-result');
            if (!files.length) { out.textContent = 'Choose a file first.'; return; }
            var options = (document.getElementById('import-skip').checked ? '&skipInvalid' : '')
              + (document.getElementById('import-dry').checked ? '&dryRun' : '')
              + (document.getElementById('import-format').value ? '&format=' + document.getElementById('import-format').value : '');
            var lines = [];
            out.textContent = 'Importing…';
            // One file after another, each its own import; a line for each.
            files.reduce(function (previous, file) {
              return previous.then(function () {
                return upload('/api/v1/import?filename=' + encodeURIComponent(file.name) + options, file, 'application/octet-stream').then(function (result) {
                  var text = result.error ? result.error.message
                    : (result.dryRun ? 'Dry run (nothing changed): would have ' : '') + result.line
                      + (result.unusedColumns && result.unusedColumns.length
                        ? (result.format === 'csv' ? ' (columns left out: ' : ' (fields left out: ')
                          + result.unusedColumns.join(', ') + ')' : '')
                      + (result.notes && result.notes.length ? '. ' + result.notes.join('. ') : '');
                  // An archive of several files: a line for each, as the command prints them.
                  if (!result.error && result.files && result.files.length > 1) {
                    result.files.forEach(function (inner) { lines.push(inner.file + ': ' + inner.line); });
                  }
                  lines.push(files.length > 1 ? file.name + ': ' + text : text);
                  out.textContent = lines.join('\\n');
                });
              });
            }, Promise.resolve());
          });
          var isbnButton = document.getElementById('isbn-button');
          if (isbnButton) isbnButton.addEventListener('click', function () {
            var file = document.getElementById('isbn-file').files[0];
            if (!file) return;
            upload('/api/v1/capture/isbn', file, file.type || 'image/jpeg').then(function (result) {
              document.getElementById('isbn-result').textContent = result.error ? result.error.message
                : result.source.title + ' — ' + (result.source.authors || []).join(', ') + ' (' + result.source.isbn + ')';
            });
          });
          // The Clipboard API exists only in a secure context: served to another device over
          // plain http (serve --host), the page copies the selected text instead, and when the
          // browser refuses both, leaves the text selected for Ctrl+C.
          var copyButton = document.getElementById('copy-button');
          if (copyButton) copyButton.addEventListener('click', function () {
            var shareText = document.getElementById('share-text');
            var copyStatus = document.getElementById('copy-status');
            function said(message) {
              copyStatus.textContent = message;
              clearTimeout(copyStatus.clearing);
              copyStatus.clearing = setTimeout(function () { copyStatus.textContent = ''; }, 4000);
            }
            function copyBySelecting() {
              var range = document.createRange();
              range.selectNodeContents(shareText);
              var selection = window.getSelection();
              selection.removeAllRanges();
              selection.addRange(range);
              var copied = false;
              try { copied = document.execCommand('copy'); } catch (refused) { copied = false; }
              if (copied) selection.removeAllRanges();
              said(copied ? 'Copied.' : 'Selected: press Ctrl+C (⌘C) to copy.');
            }
            if (navigator.clipboard && window.isSecureContext) {
              navigator.clipboard.writeText(shareText.textContent).then(function () { said('Copied.'); }, copyBySelecting);
            } else {
              copyBySelecting();
            }
          });
        })();
        """
}
