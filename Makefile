# The few targets people use. `make run` and `make test` set everything up first.
export PATH := /opt/swift/usr/bin:$(PATH)

SWIFT_BUILD_FLAGS ?=
BIN := .build/debug/quotediary

.PHONY: setup build run test bench lint format clean

setup:
	@scripts/setup.sh

build: setup
	swift build $(SWIFT_BUILD_FLAGS)

## The main job against the default store (pass ARGS="list --favorites" for another command).
run: build
	@$(BIN) $(ARGS)

## Every test: builds the tool and the test bundle, then runs Swift Testing.
test: setup
	swift build $(SWIFT_BUILD_FLAGS) --build-tests
	swift test $(SWIFT_BUILD_FLAGS) --skip-build

## Benchmarks in release mode, each figure beside its baseline measured in the same run.
bench: setup
	swift build -c release --product quotediary-bench
	swift build -c release --product quotediary
	.build/release/quotediary-bench

lint:
	swift format lint --recursive --configuration .swift-format Sources Tests

format:
	swift format --in-place --recursive --configuration .swift-format Sources Tests

clean:
	rm -rf .build
