#!/usr/bin/env bash
# Runs every test: the Swift test suites (unit, golden files, end-to-end runs of the built
# binary), the self-test of the browser and validator checks, then those checks on the
# sample game and every preset built at a fixed instant (docs/testing.md), and last the docs' own test.
# .ci/run installs what the checks need.
set -euo pipefail
cd "$(dirname "$0")/.."
# The fuzzers' entry points (scripts/fuzz.sh) are compiled, not linked: libFuzzer links them there.
for target in fuzz-log fuzz-cache fuzz-site fuzz-play fuzz-import fuzz-templates fuzz-photo fuzz-http; do QUESTLINE_FUZZ=1 swift build --target "$target"; done
swift build
swift test

# The checks themselves must catch each kind of fault (Tests/browser/fixtures/), and the
# benchmark's check each way a run can fall short (Tests/benchmark/fixtures/).
python3 -m pytest Tests/browser Tests/benchmark -q -p no:cacheprovider

# The real output, checked by real tools: the sample game, the same game with hostile
# input in every text field (markup, script, quotes, long words, RTL text, emoji), a crowd
# of thirty players past every page's limits, and every preset.
as_of=2026-06-13T20:00
questline="$(swift build --show-bin-path)/questline"
work="$(mktemp -d -t questline-checks.XXXXXX)"
python3 Tests/browser/make_hostile.py content "$work/hostile/content"
"$questline" check --site "$work/hostile" --as-of "$as_of" >/dev/null
python3 Tests/browser/make_crowd.py "$work/crowd/content"
"$questline" check --site "$work/crowd" --as-of "$as_of" >/dev/null
# Every game the real tools check, by its folder's name in $work.
sites=(sample hostile crowd $(ls Presets))
outputs=()
mkdir -p "$work/sample"
cp -R content "$work/sample/"
for game in sample hostile crowd; do
  if [ -d Templates ]; then cp -R Templates "$work/$game/"; fi
done
for preset in $(ls Presets); do
  # Made the day after: init leaves its own day to the players, so the whole history is kept.
  "$questline" init "$work/$preset" --preset "$preset" --as-of 2026-06-14T12:00 >/dev/null
done
for site in "${sites[@]}"; do
  "$questline" build --site "$work/$site" --as-of "$as_of"
  outputs+=("$work/$site/output")
done
python3 Tests/browser/check_site.py "${outputs[@]}" --screenshots "$work/screenshots"

# Every preset and the sample read as their people would, before, during and after the game:
# every link of every page and widget snapshot leads to a file the build made, and the pages
# say what is true of that game in its own words (issue #34; no browser, about 20 s).
python3 Tests/browser/read_presets.py "$questline" "$work/read"
# The sample in every shipped language (Templates/strings/*.yaml), in one batch (about 1 min with
# fourteen): no English interface string on a translated page, feed or widget; one Nu run over
# every page; axe on four page kinds per language at 390 px; Arabic right to left in the three
# themes; screenshots of home and calendar for nb, pl, ja and ar (issue #36, docs/testing.md).
python3 Tests/browser/check_languages.py "$questline" "$work/languages" --screenshots "$work/screenshots/languages"
# A reward's confetti bursts once on a device, not on every load (headless Chromium, a few seconds).
python3 Tests/browser/check_confetti.py "$work/sample/output"
# The site's script at 390 px, left to right and in Arabic: the rewards carousel's buttons go
# the way they point, and the menu shows the page's own item (a few seconds).
python3 Tests/browser/check_script.py "$work/sample/output" "$work/languages/ar/output"

# The dev server in a real browser: an open page reloads itself after a build.
mkdir -p "$work/serve"
cp -R content Templates "$work/serve/"
python3 Tests/browser/check_serve.py "$questline" "$work/serve"

# The dev server under hostile clients (raw sockets, loopback only, about 20 s): each attack is
# answered with a 4xx or a closed connection, and everyone else is still served (docs/serve.md).
mkdir -p "$work/hostile-serve"
cp -R content Templates "$work/hostile-serve/"
python3 Tests/server/check_hostile.py "$questline" "$work/hostile-serve"

# Play mode over raw HTTP (about 10 s): sign-in, forged and cross-site forms refused with the log
# unchanged, racing unlocks, key rotation (docs/play.md); then two people in real browsers.
mkdir -p "$work/play" "$work/play-browser"
cp -R content Templates "$work/play/"
cp -R content Templates "$work/play-browser/"
python3 Tests/server/check_play.py "$questline" "$work/play"
python3 Tests/browser/check_play.py "$questline" "$work/play-browser" --screenshots "$work/screenshots/play"

# Every preset played by every role over raw HTTP (one serve --play a preset, about 15 s): each
# action offered lands in the log as that person's, refusals leave it as it was and say the CLI's
# sentence; check_hostile.py's attacks while two sessions are signed in (docs/play.md).
mkdir -p "$work/roles"
python3 Tests/server/check_roles.py "$questline" "$work/roles"

# The benchmark runs as docs/benchmarks.md says and prints every figure: release built as installed
# (statically linked on Linux), size S, and the side-by-side with Hugo on S, two rounds. Its
# figures are reported, never judged (docs/benchmarks.md).
static=""; [ "$(uname -s)" = Linux ] && static=--static
if ! ROUNDS=2 HUGO_SIZE=S RESULTS="$work/benchmark.txt" Benchmarks/run.sh S > "$work/benchmark.log" 2>&1 ||
   ! python3 Tests/benchmark/check_benchmark.py "$work/benchmark.txt" --sizes S --hugo S $static; then
  tail -20 "$work/benchmark.log"
  exit 1
fi

# That release binary makes the same files as the debug one the checks above ran, for every game
# (their locales and time zones included).
release="$(swift build -c release --show-bin-path)/questline"
for site in "${sites[@]}"; do
  "$release" build --site "$work/$site" --as-of "$as_of" --output "$work/$site/output-release" --no-cache >/dev/null
  # The manifest's comment lines hold each build's inputs and modification times; its hashes must agree.
  diff -r --exclude=.questline-manifest "$work/$site/output" "$work/$site/output-release"
  diff <(grep -v '^#' "$work/$site/output/.questline-manifest") <(grep -v '^#' "$work/$site/output-release/.questline-manifest")
done
echo "release binary: the same files for every game"

# The docs cannot rot: every questline command shown in README.md and docs/*.md runs against a
# copy of the sample game, format.md's YAML examples pass check, commands.md names every flag of
# --help, the GitHub Pages workflow in docs/examples/ builds the sample, and the Home Assistant
# recipe renders against a real snapshot (docs/testing.md).
QUESTLINE="$questline" python3 -m pytest Tests/docs -q -p no:cacheprovider
