#!/usr/bin/env bash
# Renders the README's phone-width screenshots (390×844) of every preset's home page with
# headless Chromium (Debian's `chromium`), at the presets' fixed instant.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build
questline="$(swift build --show-bin-path)/questline"
work="$(mktemp -d -t questline-shots.XXXXXX)"
for preset in $(ls Presets) birthday; do
  "$questline" init "$work/$preset" --preset "$preset" --as-of 2026-06-14T12:00 >/dev/null
  "$questline" build --site "$work/$preset" --as-of 2026-06-13T20:00 >/dev/null
  chromium --headless --no-sandbox --disable-gpu --hide-scrollbars --force-prefers-reduced-motion \
    --window-size=390,844 --screenshot="docs/screenshots/preset-$preset.png" \
    "file://$work/$preset/output/index.html" 2>/dev/null
done
rm -rf "$work"
ls -l docs/screenshots/preset-*.png
