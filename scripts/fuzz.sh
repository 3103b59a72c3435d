#!/usr/bin/env bash
# Fuzzes what a person's files reach: `scripts/fuzz.sh TARGET [SECONDS]` (default 300) with
#   log     the sample game's content/events.jsonl, checked and folded
#   site    one of its content files or its Markdown letter (the input's first byte picks which),
#           checked, folded, and every page and widget snapshot rendered
#   import  a Loop CSV export, imported into a new game that must then pass the check
# libFuzzer mutates inputs from a corpus seeded with the sample's, the presets' and the import
# fixtures' files, with AddressSanitizer on. A trap (`!`, an overflow, an index out of range), a
# memory error or a failed check stops it and writes the input to .build-fuzz/crashes/; replay
# one with `.build-fuzz/release/fuzz-TARGET FILE`. docs/testing.md says more. Linux, Swift 6.3.
set -euo pipefail
cd "$(dirname "$0")/.."
target="${1:?usage: scripts/fuzz.sh log|site|import [SECONDS]}"
seconds="${2:-300}"
case "$target" in log | site | import) ;; *) echo "unknown target '$target': log, site or import" >&2; exit 64 ;; esac

# Every module is built with libFuzzer's coverage and AddressSanitizer, apart from the usual build.
QUESTLINE_FUZZ=1 swift build -c release --scratch-path .build-fuzz --product "fuzz-$target" \
  -Xswiftc -sanitize=fuzzer,address -Xswiftc -Xclang-linker -Xswiftc -fuse-ld=lld

corpus=".build-fuzz/corpus/$target"
seeds=".build-fuzz/seeds/$target"
mkdir -p "$corpus" "$seeds" .build-fuzz/crashes
case "$target" in
  log)
    cp content/events.jsonl "$seeds/sample.jsonl"
    for game in Presets/*/; do
      [ -f "$game/content/events.jsonl" ] && head -c 8000 "$game/content/events.jsonl" > "$seeds/$(basename "$game").jsonl"
    done ;;
  site)
    # One seed a file: its index among fuzz-site's paths as the first byte, then the file.
    index=0
    for name in game.yaml people.yaml challenges.yaml rewards.yaml goals.yaml events.jsonl messages/jo-letter.md; do
      for game in content Presets/*/content; do
        file="$game/$name"
        [ -f "$file" ] || continue
        { printf "\\$(printf '%03o' "$index")"; head -c 8000 "$file"; } > "$seeds/$(echo "$game/$name" | tr / -)"
      done
      index=$((index + 1))
    done ;;
  import)
    export_folder=Tests/LoopFixtures/Fixtures/loop-csv
    { cat "$export_folder/Habits.csv"; printf '\0'; cat "$export_folder/001 Meditate/Checkmarks.csv"
      printf '\0'; cat "$export_folder/002 Run/Checkmarks.csv"; } > "$seeds/loop-csv" ;;
esac

# The Swift runtime's own backtracer would stand in AddressSanitizer's way; what the runtime
# keeps for the whole run is not a leak to report.
export SWIFT_BACKTRACE=enable=no ASAN_OPTIONS=detect_leaks=0
QUESTLINE_FUZZ_SITE="$PWD" "./.build-fuzz/release/fuzz-$target" \
  -max_total_time="$seconds" -max_len=8192 \
  -artifact_prefix=".build-fuzz/crashes/$target-" "$corpus" "$seeds"
