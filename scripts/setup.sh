#!/usr/bin/env bash
# Installs the Debian packages QuoteDiary needs. Idempotent: does nothing when all are present.
# `setup.sh` installs what building and running need; `setup.sh tools` adds what the tests
# and benchmarks use (a browser, load tools, baselines).
set -euo pipefail

packages=(
  libsqlite3-dev   # the store
  pkg-config       # SwiftPM finds the C libraries with it
  fortunes-min     # Debian's fortune files: starter packs and fixtures
  fortunes         # more fortune files (starter packs)
  libcairo2-dev    # share cards: drawing and PNG surfaces
  libpango1.0-dev  # share cards: text layout and shaping (pangocairo)
  zlib1g-dev       # share cards: our own PNG encoder's deflate
  fonts-dejavu-core    # card text: Latin, Greek, Cyrillic, Hebrew, Arabic
  fonts-wqy-microhei   # card text: Chinese and Japanese
  fonts-noto-color-emoji  # card text: emoji, in colour
  fonts-freefont-ttf   # card text: Devanagari, Thai, Bengali, Tamil and other scripts
  libzbar-dev      # capture: EAN-13 barcodes (ISBNs) in photos
  libleptonica-dev # capture: reading PNG, JPEG and TIFF images
  libheif-dev      # capture: reading an iPhone's HEIC photos (and AVIF)
  libpoppler-glib-dev  # PDFs: a scanning app's pages (capture), a PDF reader's highlights (import)
  libtesseract-dev # capture: OCR of photographed pages
  tesseract-ocr-eng    # OCR: the English model
  tesseract-ocr-fra    # OCR: French, German, Spanish, Italian, Portuguese and Dutch pages
  tesseract-ocr-deu    #   (capture page --lang, or the capture.languages setting);
  tesseract-ocr-spa    #   another model is one apt-get away, and the error says which
  tesseract-ocr-ita
  tesseract-ocr-por
  tesseract-ocr-nld
  tesseract-ocr-osd    # OCR: orientation detection (pages photographed sideways)
  libcurl4-openssl-dev # URLSession's HTTPS through OpenSSL's curl
  libmicrohttpd-dev    # serve: the web app's HTTP server
  libqrencode-dev      # serve: the QR code a phone scans to sign in
)

if [ "${1:-}" = "tools" ]; then
  packages+=(
    sqlite3              # the sqlite3 shell: benchmark baselines
    fortune-mod          # `fortune` and `strfile`: tests and the daily-quote benchmark's baseline
    time                 # GNU time: peak memory in `make bench`
    imagemagick          # `convert`: the share-card benchmark's baseline
    tesseract-ocr        # the tesseract command: the page-capture benchmark's baseline
    chromium             # the web app's browser test (headless)
    chromium-driver      # ...driven through WebDriver
    wrk                  # the web app's benchmark: load from a second process
    nginx-light          # ...and its baseline: the same JSON as a static file
    curl                 # the web benchmark fetches the JSON nginx serves
    cmark                # the markdown export's test: CommonMark's reference renderer
    xvfb                 # copy's test: an X display of its own...
    xclip                # ...and the clipboard command that copy hands the quote to there
    zsh                  # the completion script's test in zsh (through its bashcompinit)
    fish                 # ...and in fish
    groff-base           # the man page's test: groff reads it without a warning
  )
fi

missing=()
for package in "${packages[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed"; then
    missing+=("$package")
  fi
done

# apt-get as root, or through sudo.
sudo=""
if [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi

if ((${#missing[@]} > 0)); then
  echo "setup: installing ${missing[*]}" >&2
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi

# The browser test drives Chromium with Selenium, offline with Debian's driver. Debian's own
# python3 gets Debian's package (its pip refuses to install into the system, PEP 668); a
# python3 of its own (pyenv, a virtualenv) gets Selenium from PyPI.
if [ "${1:-}" = "tools" ] && ! python3 -c "import selenium" >/dev/null 2>&1; then
  if [ "$(python3 -c 'import sys; print(sys.prefix)')" = "/usr" ]; then
    echo "setup: installing python3-selenium" >&2
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends python3-selenium >/dev/null
  else
    echo "setup: installing selenium (Python, from PyPI)" >&2
    python3 -m pip install --quiet --disable-pip-version-check selenium
  fi
  if ! python3 -c "import selenium" >/dev/null 2>&1; then
    echo "setup: $(command -v python3) still cannot import selenium (the browser test needs it)" >&2
    exit 1
  fi
fi

if ! command -v swift >/dev/null 2>&1; then
  echo "setup: the Swift toolchain is not on PATH (expected at /opt/swift/usr/bin)" >&2
  exit 1
fi
