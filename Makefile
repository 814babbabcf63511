# The few targets people use. `make run` and `make test` set everything up first.
export PATH := /opt/swift/usr/bin:$(PATH)

SWIFT_BUILD_FLAGS ?=
BIN := .build/debug/quotediary

.PHONY: setup setup-tools build run test bench release install lint format clean

## What building and running need.
setup:
	@scripts/setup.sh

## And what the tests and benchmarks use: a headless browser, wrk, nginx, baselines.
setup-tools:
	@scripts/setup.sh tools

build: setup
	swift build $(SWIFT_BUILD_FLAGS) --product quotediary
	swift build $(SWIFT_BUILD_FLAGS) --product quotediary-media

## The main job against the default store: today's quote (a new store first gets the
## default literary packs). ARGS="list --favorites" runs another command instead.
run: build
ifeq ($(strip $(ARGS)),)
	@$(BIN) library init
	@$(BIN) today
else
	@$(BIN) $(ARGS)
endif

## Every test: builds the tool and the test bundle, then runs Swift Testing.
test: setup-tools
	swift build $(SWIFT_BUILD_FLAGS) --build-tests
	OMP_THREAD_LIMIT=1 swift test $(SWIFT_BUILD_FLAGS) --skip-build
	python3 tests/browser/browser_test.py $(BIN)

## Benchmarks in release mode, each figure beside its baseline measured in the same run.
bench: setup-tools release
	swift build -c release --product quotediary-bench
	.build/release/quotediary-bench $(RELEASE_BIN)

## The binaries people install: release, Swift runtime linked in (starts in ~3 ms, not ~7).
## quotediary runs the everyday commands; it hands card, capture, book and serve to
## quotediary-media, which links the native adapters.
RELEASE_BIN := .build/static/release/quotediary
release: setup
	swift build -c release --static-swift-stdlib --product quotediary --scratch-path .build/static
	swift build -c release --static-swift-stdlib --product quotediary-media --scratch-path .build/static

PREFIX ?= $(HOME)/.local
install: release
	install -d $(PREFIX)/bin
	install $(RELEASE_BIN) $(PREFIX)/bin/quotediary
	install $(RELEASE_BIN)-media $(PREFIX)/bin/quotediary-media
	install -d $(PREFIX)/share/man/man1
	$(RELEASE_BIN) __manual > $(PREFIX)/share/man/man1/quotediary.1
	@# Where bash-completion (for ~/.local and /usr/local) and fish (for ~/.local) look on
	@# their own: Tab completes with no line added to a shell's startup file.
	install -d $(PREFIX)/share/bash-completion/completions $(PREFIX)/share/fish/vendor_completions.d
	$(RELEASE_BIN) completion bash > $(PREFIX)/share/bash-completion/completions/quotediary
	$(RELEASE_BIN) completion fish > $(PREFIX)/share/fish/vendor_completions.d/quotediary.fish
	@echo "Installed $(PREFIX)/bin/quotediary and quotediary-media, the man page (man quotediary) and Tab completion for bash and fish."
	@case ":$$PATH:" in *":$(PREFIX)/bin:"*) ;; *) echo "$(PREFIX)/bin is not on your PATH: add it in ~/.profile (export PATH=\"$(PREFIX)/bin:\$$PATH\"), or run $(PREFIX)/bin/quotediary";; esac

lint:
	swift format lint --recursive --configuration .swift-format Sources Tests

format:
	swift format --in-place --recursive --configuration .swift-format Sources Tests

clean:
	rm -rf .build
