#!/usr/bin/env bash
# Runs every test: the Swift test suites (unit, golden files, end-to-end runs of the built binary).
set -euo pipefail
cd "$(dirname "$0")/.."
swift build
swift test
