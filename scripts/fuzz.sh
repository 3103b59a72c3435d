#!/usr/bin/env bash
# Fuzzes what a person's files reach: `scripts/fuzz.sh TARGET [SECONDS]` (default 300) with
#   log     the sample game's content/events.jsonl, checked and folded
#   site    one of its content files or its Markdown letter (the input's first byte picks which),
#           checked, folded, and every page and widget snapshot rendered
#   cache   the same log, checked with a fold cache after its first half: folding on from the
#           cache must find what checking the whole log without one finds
#   play    forms sent in play mode by the sample's people, recorded into a copy of it through
#           play's own path: the game must still pass the check
#   import  a Loop CSV export, imported into a new game that must then pass the check
#   templates  one of the theme's templates (the input's first byte picks which), checked and
#           parsed, then every page of the game rendered with it: no template may crash a build
#   photo   a photo proof as play mode receives it (JPEG, PNG, WebP or HEIC): its type sniffed and
#           its location stripped; what is accepted must be accepted again as stored, unchanged
# libFuzzer mutates inputs from a corpus seeded with the sample's, the presets' and the import
# fixtures' files, with AddressSanitizer on. A trap (`!`, an overflow, an index out of range), a
# memory error or a failed check stops it and writes the input to .build-fuzz/crashes/; replay
# one with `.build-fuzz/release/fuzz-TARGET FILE` (and QUESTLINE_FUZZ_SITE as the run had it).
# docs/testing.md says more. Linux, Swift 6.3.
set -euo pipefail
cd "$(dirname "$0")/.."
target="${1:?usage: scripts/fuzz.sh log|cache|site|play|import|templates|photo [SECONDS]}"
seconds="${2:-300}"
case "$target" in log | cache | site | play | import | templates | photo) ;; *) echo "unknown target '$target': log, cache, site, play, import, templates or photo" >&2; exit 64 ;; esac

# Every module is built with libFuzzer's coverage and AddressSanitizer, apart from the usual build.
QUESTLINE_FUZZ=1 swift build -c release --scratch-path .build-fuzz --product "fuzz-$target" \
  -Xswiftc -sanitize=fuzzer,address -Xswiftc -Xclang-linker -Xswiftc -fuse-ld=lld

# Another game than the sample: QUESTLINE_FUZZ_SITE=Presets/hundred-days scripts/fuzz.sh log
site="${QUESTLINE_FUZZ_SITE:-$PWD}"
name="$target$( [ "$site" = "$PWD" ] || echo "-$(basename "$site")")"
corpus=".build-fuzz/corpus/$name"
seeds=".build-fuzz/seeds/$name"
mkdir -p "$corpus" "$seeds" .build-fuzz/crashes
case "$target" in
  log | cache)
    cp "$site/content/events.jsonl" "$seeds/game.jsonl"
    for game in Presets/*/; do
      [ -f "$game/content/events.jsonl" ] && head -c 8000 "$game/content/events.jsonl" > "$seeds/$(basename "$game").jsonl"
    done ;;
  site)
    # One seed a file: its index among fuzz-site's paths as the first byte, then the file.
    index=0
    for path in game.yaml people.yaml challenges.yaml rewards.yaml goals.yaml events.jsonl messages/jo-letter.md; do
      for game in content Presets/*/content; do
        file="$game/$path"
        [ -f "$file" ] || continue
        { printf "\\$(printf '%03o' "$index")"; head -c 8000 "$file"; } > "$seeds/$(echo "$file" | tr / -)"
      done
      index=$((index + 1))
    done ;;
  play)
    # Forms apart by NUL: who (5 is Sam, 1 Jo, 9 Kim), minutes since the last, fields apart by 0x01.
    printf '\005\005action=complete\001challenge=dance-off\001option=a\000\005\003action=unlock\001reward=jo-video\000' > "$seeds/player"
    printf '\011\002action=award\001player=sam\001amount=5\001reason=Cake\000\011\002action=spend\001player=sam\001amount=3\001reason=Ice\000' > "$seeds/organiser"
    printf '\001\010action=reveal\001challenge=dare-from-jo\000\005\001action=complete\001challenge=dare-from-jo\001text=Done\000' > "$seeds/friend" ;;
  templates)
    # One seed a template: its index among the templates' sorted names as the first byte, then the file.
    templates="$site/Templates"; [ -d "$templates" ] || templates=Templates
    index=0
    for template in $(cd "$templates" && find . -name '*.mustache' | sed 's|^\./||; s|\.mustache$||' | LC_ALL=C sort); do
      { printf "\\$(printf '%03o' "$index")"; cat "$templates/$template.mustache"; } > "$seeds/$(echo "$template" | tr / -)"
      index=$((index + 1))
    done ;;
  import)
    export_folder=Tests/LoopFixtures/Fixtures/loop-csv
    { cat "$export_folder/Habits.csv"; printf '\0'; cat "$export_folder/001 Meditate/Checkmarks.csv"
      printf '\0'; cat "$export_folder/002 Run/Checkmarks.csv"; } > "$seeds/loop-csv" ;;
  photo)
    # The sample's PNGs, an iPhone's HEIC with a position, and a JPEG and a WebP with an EXIF GPS
    # block and an XMP packet, put together as the tests' SampleImages does.
    cp content/media/proofs/*.png Tests/QuestlineCoreTests/Proofs/gps.heic "$seeds/"
    python3 - "$seeds" <<'PHOTOS'
import struct, sys
tiff = b"II*\0" + struct.pack("<I", 8) + struct.pack("<H", 2)
tiff += struct.pack("<HHII", 0x0112, 3, 1, 6) + struct.pack("<HHII", 0x8825, 4, 1, 38) + b"\0" * 4
tiff += struct.pack("<H", 2) + struct.pack("<HHI", 1, 2, 2) + b"N\0\0\0" + struct.pack("<HHII", 2, 5, 3, 68) + b"\0" * 4
tiff += b"".join(struct.pack("<II", n, d) for n, d in [(59, 1), (54, 1), (1234, 100)])
xmp = b'http://ns.adobe.com/xap/1.0/\0<x:xmpmeta><rdf:Description exif:GPSLatitude="59,54.2N"/></x:xmpmeta>'
segment = lambda marker, body: bytes([0xFF, marker]) + struct.pack(">H", len(body) + 2) + body
image = bytes([0xFF, 0xDB, 0, 0x43, 0]) + b"\1" * 64 + bytes([0xFF, 0xC0, 0, 0x0B, 8, 0, 8, 0, 8, 1, 1, 0x11, 0])
for table in (0x00, 0x10):
    image += bytes([0xFF, 0xC4, 0, 0x14, table, 1]) + b"\0" * 16
image += bytes([0xFF, 0xDA, 0, 8, 1, 1, 0, 0, 0x3F, 0, 0x3F, 0xFF, 0xD9])
jfif = bytes([0xFF, 0xE0, 0, 0x10]) + b"JFIF" + bytes([0, 1, 1, 0, 0, 1, 0, 1, 0, 0])
open(sys.argv[1] + "/gps.jpg", "wb").write(b"\xff\xd8" + jfif + segment(0xE1, b"Exif\0\0" + tiff) + segment(0xE1, xmp) + image)
chunk = lambda cc, data: cc + struct.pack("<I", len(data)) + data + (b"\0" if len(data) % 2 else b"")
chunks = chunk(b"VP8X", bytes([0x0C]) + b"\0" * 9) + chunk(b"VP8L", bytes([0x2F, 0, 0, 0, 0x10, 7, 0x10, 0x11, 0x11]))
chunks += chunk(b"EXIF", tiff + b"\0") + chunk(b"XMP ", xmp)
open(sys.argv[1] + "/gps.webp", "wb").write(b"RIFF" + struct.pack("<I", len(chunks) + 4) + b"WEBP" + chunks)
PHOTOS
    ;;
esac

# The Swift runtime's own backtracer would stand in AddressSanitizer's way; what the runtime
# keeps for the whole run is not a leak to report.
export SWIFT_BACKTRACE=enable=no ASAN_OPTIONS=detect_leaks=0
QUESTLINE_FUZZ_SITE="$site" "./.build-fuzz/release/fuzz-$target" \
  -max_total_time="$seconds" -max_len="$( [ "$target" = photo ] && echo 32768 || echo 8192 )" \
  -artifact_prefix=".build-fuzz/crashes/$name-" "$corpus" "$seeds"
