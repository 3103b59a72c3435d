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
#   http    one request to `serve --play` as Hummingbird hands it over (method, path, headers, body),
#           with one of the sample's people signed in: no request without their session may record
#           anything, and what is recorded must pass the check
# libFuzzer mutates inputs from a corpus seeded with the sample's, the presets' and the import
# fixtures' files, with AddressSanitizer on. A trap (`!`, an overflow, an index out of range), a
# memory error or a failed check stops it and writes the input to .build-fuzz/crashes/; replay
# one with `.build-fuzz/release/fuzz-TARGET FILE` (and QUESTLINE_FUZZ_SITE as the run had it).
# docs/testing.md says more. Linux, Swift 6.3.
set -euo pipefail
cd "$(dirname "$0")/.."
target="${1:?usage: scripts/fuzz.sh log|cache|site|play|import|templates|photo|http [SECONDS]}"
seconds="${2:-300}"
case "$target" in log | cache | site | play | import | templates | photo | http) ;; *) echo "unknown target '$target': log, cache, site, play, import, templates, photo or http" >&2; exit 64 ;; esac

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
  http)
    # The first byte: the method (low four bits: GET, POST, HEAD…) and who is signed in (high
    # four: 0 Sam, 1 Jo, 4 Kim); then the path, NUL, the headers, NUL, the body. 0x02 and K, C or
    # T stand for that person's key, session id and form token. Inputs are mutated at full length
    # from the start (-len_control=0), so the photo's form is not cut short for the first hour.
    python3 - "$seeds" <<'REQUESTS'
import sys
sys.path.insert(0, "Tests/server")
import sample_images
seeds = sys.argv[1]
session = b"Cookie: questline_session=\x02C\nOrigin: http://127.0.0.1:8080\nSec-Fetch-Site: same-origin\n"
form = session + b"Content-Type: application/x-www-form-urlencoded"
def post(who, name, body):
    open(f"{seeds}/{name}", "wb").write(bytes([who << 4 | 1]) + b"/play/act\0" + form + b"\0" + body)
post(0, "complete", b"token=\x02T&action=complete&challenge=call-grandma&back=/today/")
post(0, "unlock", b"token=\x02T&action=unlock&reward=mia-photo")
post(4, "award", b"token=\x02T&action=award&player=sam&amount=5&reason=Cake")
post(1, "reveal", b"token=\x02T&action=reveal&challenge=dare-from-jo")
for name, who, path, headers in [("sign-in", 0, b"/play/\x02K", b""), ("actions", 0, b"/play/", session),
                                 ("page", 4, b"/", session), ("forged", 0, b"/play/act", b"Cookie: questline_session=abc")]:
    open(f"{seeds}/{name}", "wb").write(bytes([who << 4]) + path + b"\0" + headers + b"\0")
fields = [("token", b"\x02T"), ("action", b"complete"), ("challenge", b"sunrise-swim")]
body = b"".join(b"--XyZ\r\nContent-Disposition: form-data; name=\"%s\"\r\n\r\n%s\r\n" % (n.encode(), v) for n, v in fields)
body += b"--XyZ\r\nContent-Disposition: form-data; name=\"photo\"; filename=\"a.jpg\"\r\nContent-Type: image/jpeg\r\n\r\n"
body += sample_images.jpeg_with_gps() + b"\r\n--XyZ--\r\n"
open(f"{seeds}/photo", "wb").write(bytes([1]) + b"/play/act\0" + session + b"Content-Type: multipart/form-data; boundary=XyZ\0" + body)
REQUESTS
    ;;
  photo)
    # The sample's PNGs, and the upload checks' own photos (Tests/server/sample_images.py): an
    # iPhone's HEIC, a JPEG and a WebP with an EXIF GPS block and an XMP packet.
    cp content/media/proofs/*.png "$seeds/"
    python3 - "$seeds" <<'PHOTOS'
import sys
sys.path.insert(0, "Tests/server")
import sample_images
for name, photo in [("gps.jpg", sample_images.jpeg_with_gps()), ("gps.webp", sample_images.webp_with_gps()),
                    ("gps.heic", sample_images.heic_with_gps()), ("grey.png", sample_images.png())]:
    open(sys.argv[1] + "/" + name, "wb").write(photo)
PHOTOS
    ;;
esac

# The Swift runtime's own backtracer would stand in AddressSanitizer's way; what the runtime
# keeps for the whole run is not a leak to report.
export SWIFT_BACKTRACE=enable=no ASAN_OPTIONS=detect_leaks=0
QUESTLINE_FUZZ_SITE="$site" "./.build-fuzz/release/fuzz-$target" \
  -max_total_time="$seconds" -max_len="$(case "$target" in photo | http) echo 32768 ;; *) echo 8192 ;; esac)" \
  $( [ "$target" = http ] && echo -len_control=0 ) \
  -artifact_prefix=".build-fuzz/crashes/$name-" "$corpus" "$seeds"
