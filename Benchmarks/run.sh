#!/usr/bin/env bash
# Benchmarks/run.sh [S] [M] [L] [XL] — Questline's benchmark, side by side with Hugo.
#
# Builds release (on Linux with the Swift runtime linked in, as the README installs it), writes
# the synthetic games into Benchmarks/work/, and prints per size the
# engine's parse + fold, the full build, the no-change rebuild and the files it wrote (skipped
# by the build stamp, and again with --force, rendered and compared), the rebuild after one
# appended event, the snapshot-only time, peak memory and pages per second;
# then Hugo and the floor (writing the same bytes, nothing rendered) in alternate rounds.
# It reports; it never fails on a slow figure. The full build is the median of FULL_ROUNDS=3, the
# appended event of ROUNDS=5 (also the side by side's rounds). HUGO_SIZE=L, BUILD_TIMEOUT=900 (s),
# OUTPUTS=Benchmarks/work/side-by-side (where the side-by-side rounds write; a tmpfs such as
# /dev/shm/questline-bench leaves the disk out) and RESULTS=Benchmarks/work/results.txt by default.
# See docs/benchmarks.md for what each figure means.
set -uo pipefail
# The comment above is the help; sizes are checked before the release build's two minutes.
usage() { sed -n '2,/^set -uo/p' "$0" | sed '$d; s/^# \{0,1\}//'; }
for arg in "$@"; do
  case "$arg" in
    -h|--help) usage; exit 0 ;;
    S|M|L|XL) ;;
    *) echo "run.sh: unknown size '$arg' (sizes: S M L XL; none means all four)" >&2; usage >&2; exit 64 ;;
  esac
done
cd "$(dirname "$0")/.."
SIZES=("$@"); [ ${#SIZES[@]} -eq 0 ] && SIZES=(S M L XL)
ROUNDS=${ROUNDS:-5}
FULL_ROUNDS=${FULL_ROUNDS:-3}
HUGO_SIZE=${HUGO_SIZE:-L}
WORK=$PWD/Benchmarks/work
mkdir -p "$WORK"
RESULTS=${RESULTS:-$WORK/results.txt}
# A build that takes longer than this is stopped and reported as such (seconds).
BUILD_TIMEOUT=${BUILD_TIMEOUT:-900}
: > "$RESULTS"

say() { echo "$*" | tee -a "$RESULTS"; }

# Old outputs are moved aside, not deleted, while anything is timed: after deleting thousands of
# files, ext4 scans past the recently freed inodes on every create for minutes, which made
# writing 12,000 files take anything from 1 s to 14 s. They are deleted when the run ends.
TRASH="$WORK/.trash"
mkdir -p "$TRASH"
trap 'rm -rf "$TRASH" "${OUTPUTS:-$TRASH}/.trash"' EXIT
set_aside() {
  [ -e "$1" ] || return 0
  local trash="$TRASH"
  # A move within one file system is instant; elsewhere (OUTPUTS on tmpfs) the folder has its own.
  [ "$(stat -c %d "$1")" = "$(stat -c %d "$TRASH")" ] || { trash="$(dirname "$1")/.trash"; mkdir -p "$trash"; }
  mv "$1" "$(mktemp -d "$trash/XXXXXX")/"
}

# Built as the README installs it: on Linux with the Swift runtime linked in
# (--static-swift-stdlib), which starts faster and calls the runtime directly. Linking it needs
# libcurl's development files when anything links FoundationNetworking; without
# them the run says so and times the dynamically linked binary instead.
echo "building release…" >&2
build_release() {
  swift build -c release "$@" --product questline >&2 && swift build -c release "$@" --product questline-bench >&2
}
if [ "$(uname -s)" = Linux ] && build_release --static-swift-stdlib; then
  LINKING="static Swift runtime (--static-swift-stdlib)"
else
  LINKING="dynamic Swift runtime"
  [ "$(uname -s)" = Linux ] && LINKING="$LINKING: the static link failed (apt-get install libcurl4-openssl-dev)"
  build_release || { echo "release build failed" >&2; exit 1; }
fi
Q=$PWD/.build/release/questline
B=$PWD/.build/release/questline-bench

# measure CMD… : runs the command once, sets SECS (wall), CPU (user + system seconds) and
# RSS_MIB (peak resident memory). On a busy machine CPU moves less than wall.
measure() {
  local start end
  start=$(date +%s%N)
  /usr/bin/time -f '%M %U %S' -o "$WORK/.rss" "$@" > "$WORK/.out" 2>&1
  local rc=$?
  end=$(date +%s%N)
  SECS=$(awk -v a="$start" -v b="$end" 'BEGIN { printf "%.3f", (b - a) / 1e9 }')
  RSS_MIB=$(awk 'NF == 3 && $1 ~ /^[0-9]+$/ { printf "%.0f", $1 / 1024 }' "$WORK/.rss")
  CPU=$(awk 'NF == 3 && $1 ~ /^[0-9]+$/ { printf "%.2f", $2 + $3 }' "$WORK/.rss")
  return $rc
}
# settle: writes every dirty page to the disk before a timed build (untimed). Questline flushes
# its output before renaming it into place (one syncfs(2) of the whole file system), which also
# flushes whatever else is still waiting to be written: without this, each round's Questline
# build paid for writing the previous round's Hugo and floor output too (0.13–0.17 s on L).
settle() { sync; }
# Arrays go in as ${a[@]+"${a[@]}"}: under set -u, bash 3.2 (macOS) calls an empty one unbound.
median() { printf '%s\n' "$@" | sort -g | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { if (b > 0) printf "%.2f", a / b; else print "n/a" }'; }
files_newer() { find "$1" -type f -newer "$2" 2>/dev/null | wc -l; }

# A command is there when its --help works and neither that nor a trial run on S says "not written yet".
available() {
  local command=$1 help
  help=$("$Q" "$command" --help 2>&1) || return 1
  grep -qi "not written yet" <<<"$help" && return 1
  "$B" generate S "$WORK/probe" >/dev/null || return 1
  local out
  out=$("$Q" "$command" --site "$WORK/probe" --as-of "$(cat "$WORK/probe/bench/as-of.txt")" 2>&1)
  local rc=$?
  grep -qi "not written yet" <<<"$out" && return 1
  return $rc
}
HAVE_BUILD=no; available build && HAVE_BUILD=yes
HAVE_SNAPSHOT=no; available snapshot && HAVE_SNAPSHOT=yes

say "Questline benchmark — $(date -u +%Y-%m-%dT%H:%MZ), $(git rev-parse --short HEAD 2>/dev/null)"
say "machine: $(nproc) cores, $(free -h | awk '/^Mem:/ { print $2 }') memory, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ *//')"
say "binary: release, $LINKING"
say "questline build: $([ $HAVE_BUILD = yes ] && echo available || echo 'not available yet')"
say "questline snapshot: $([ $HAVE_SNAPSHOT = yes ] && echo available || echo 'not available yet')"
say ""

for size in "${SIZES[@]}"; do
  SITE="$WORK/$size"
  say "== $size =="
  set_aside "$SITE"
  "$B" generate "$size" "$SITE" | tee -a "$RESULTS"
  AS_OF=$(cat "$SITE/bench/as-of.txt")

  # The engine: parse + fold in one process, three runs, medians.
  folds=(); rss=()
  for _ in 1 2 3; do
    "$B" fold "$SITE" > "$WORK/.fold" 2>&1
    folds+=("$(awk '/read\+parse\+fold/ { for (i = 1; i <= NF; i++) if ($i == "read+parse+fold") print $(i + 1) / 1000 }' "$WORK/.fold")")
    rss+=("$(awk '/peak RSS/ { print $(NF - 1) }' "$WORK/.fold")")
  done
  say "engine (read + parse + fold, median of 3): $(median ${folds[@]+"${folds[@]}"}) s, peak $(median ${rss[@]+"${rss[@]}"}) MiB"
  sed 's/^/  /' "$WORK/.fold" | tee -a "$RESULTS" >/dev/null
  measure "$Q" check --site "$SITE" --as-of "$AS_OF"
  say "questline check: $SECS s (cpu $CPU s), peak $RSS_MIB MiB"
  if [ "$size" = XL ]; then
    say "  XL targets: fold < 2 s → $(awk -v s="$(median ${folds[@]+"${folds[@]}"})" 'BEGIN { print (s < 2 ? "met" : "not met") }'), peak < 200 MiB → $(awk -v m="$(median ${rss[@]+"${rss[@]}"})" 'BEGIN { print (m < 200 ? "met" : "not met") }')"
  fi

  if [ $HAVE_BUILD = yes ]; then
    # The full build FULL_ROUNDS times from nothing (output folder and fold cache gone); the
    # median is the figure the others are a share of. One build alone moved by a tenth from one
    # run of this script to the next.
    fulls=(); fullcpus=(); fullrss=(); ok=yes
    for round in $(seq "$FULL_ROUNDS"); do
      set_aside "$SITE/output"; rm -rf "$SITE/.questline-cache"
      settle
      measure timeout "$BUILD_TIMEOUT" "$Q" build --site "$SITE" --as-of "$AS_OF" || { ok=no; break; }
      fulls+=("$SECS"); fullcpus+=("$CPU"); fullrss+=("$RSS_MIB")
    done
    if [ $ok = yes ]; then
      full=$(median "${fulls[@]}")
      files=$(find "$SITE/output" -type f | wc -l)
      pages=$(find "$SITE/output" -type f -name '*.html' | wc -l)
      say "full build: median $full s of $FULL_ROUNDS (cpu $(median "${fullcpus[@]}") s), peak $(median "${fullrss[@]}") MiB, $files files ($pages pages), $(awk -v p="$pages" -v s="$full" 'BEGIN { printf "%.0f", p / s }') pages/s; rounds: ${fulls[*]}"
      touch "$WORK/.stamp"; sleep 0.01
      measure "$Q" build --site "$SITE" --as-of "$AS_OF"
      how=$(grep -q '^up to date' "$WORK/.out" && echo "skipped: up to date" || echo "rendered and compared")
      say "no-change rebuild: $SECS s ($(awk -v a="$SECS" -v b="$full" 'BEGIN { printf "%.1f", 100 * a / b }')% of full), files written: $(files_newer "$SITE/output" "$WORK/.stamp") ($how)"
      # The same without the fast path: everything rendered and compared byte for byte.
      touch "$WORK/.stamp"; sleep 0.01
      measure "$Q" build --site "$SITE" --as-of "$AS_OF" --force
      say "no-change rebuild --force: $SECS s ($(awk -v a="$SECS" -v b="$full" 'BEGIN { printf "%.1f", 100 * a / b }')% of full), files written: $(files_newer "$SITE/output" "$WORK/.stamp")"
      # One appended event, ROUNDS times, the median the figure. Each round after the first puts
      # the log back and builds it again (--force: the pages the event changed are written back),
      # so every round appends to the same site; the fold cache still holds the log as it was.
      cp "$SITE/content/events.jsonl" "$WORK/.events"
      appended=()
      for round in $(seq "$ROUNDS"); do
        cp "$WORK/.events" "$SITE/content/events.jsonl"
        [ "$round" = 1 ] || "$Q" build --site "$SITE" --as-of "$AS_OF" --force >/dev/null 2>&1
        cat "$SITE/bench/append.jsonl" >> "$SITE/content/events.jsonl"
        # The full build's files are still waiting to be written; a person appends an event later.
        settle; touch "$WORK/.stamp"; sleep 0.01
        measure "$Q" build --site "$SITE" --as-of "$AS_OF"
        appended+=("$SECS")
      done
      plus=$(median "${appended[@]}")
      kept=$(grep -o '([0-9]* kept without rendering)' "$WORK/.out" | tr -dc '0-9'); kept=${kept:-0}
      say "one appended event: median $plus s of $ROUNDS ($(awk -v a="$plus" -v b="$full" 'BEGIN { printf "%.1f", 100 * a / b }')% of full), files written: $(files_newer "$SITE/output" "$WORK/.stamp"), files kept without rendering: $kept; rounds: ${appended[*]}"
      cp "$WORK/.events" "$SITE/content/events.jsonl"
    else
      say "full build: failed or stopped after $SECS s (limit $BUILD_TIMEOUT s) on $size:"; tail -3 "$WORK/.out" | tee -a "$RESULTS"
    fi
  else
    for row in "full build" "no-change rebuild" "one appended event" "pages/s"; do say "$row: build: not available yet"; done
  fi
  if [ $HAVE_SNAPSHOT = yes ]; then
    measure "$Q" snapshot --site "$SITE" --as-of "$AS_OF"
    say "snapshot only: $SECS s (cpu $CPU s), peak $RSS_MIB MiB"
  else
    say "snapshot only: snapshot: not available yet"
  fi
  say ""
done

# Side by side with Hugo on HUGO_SIZE: as many pages as Questline's build of it made, of their
# mean size; Questline, Hugo and the floor in turn.
if [[ " ${SIZES[*]} " == *" $HUGO_SIZE "* ]]; then
  SITE="$WORK/$HUGO_SIZE"; AS_OF=$(cat "$SITE/bench/as-of.txt")
  if [ $HAVE_BUILD = no ] || [ ! -d "$SITE/output" ]; then
    say "== Hugo side by side on $HUGO_SIZE =="
    say "no Questline build of $HUGO_SIZE to match: no side-by-side figures"
  elif ! command -v hugo >/dev/null; then
    say "== Hugo side by side on $HUGO_SIZE =="
    say "hugo is not installed (apt-get install hugo): no side-by-side figures"
  else
    pages=$(find "$SITE/output" -type f -name '*.html' | wc -l)
    bytes=$(find "$SITE/output" -type f -name '*.html' -printf '%s\n' | awk '{ s += $1 } END { printf "%.0f", s / NR }')
    say "== Hugo side by side on $HUGO_SIZE: $pages pages of about $bytes bytes, $ROUNDS rounds =="
    "$B" hugo-site "$WORK/hugo" "$pages" "$bytes"
    # Where the three write: OUTPUTS (default: Benchmarks/work, on disk; /dev/shm/… measures
    # them without the file system's moods). Each round starts in a new, empty folder.
    OUTPUTS=${OUTPUTS:-$WORK/side-by-side}
    mkdir -p "$OUTPUTS"
    say "outputs written under $OUTPUTS ($(df -T "$OUTPUTS" | awk 'NR == 2 { print $2 }'))"
    q=(); h=(); f=(); qc=(); hc=()
    for round in $(seq "$ROUNDS"); do
      # A first build each round: no output folder, and no fold cache from the round before.
      set_aside "$OUTPUTS/questline"; rm -rf "$SITE/.questline-cache"; settle
      measure timeout "$BUILD_TIMEOUT" "$Q" build --site "$SITE" --as-of "$AS_OF" --output "$OUTPUTS/questline" && q+=("$SECS") && qc+=("$CPU")
      set_aside "$OUTPUTS/hugo"; settle; measure hugo --quiet -s "$WORK/hugo" -d "$OUTPUTS/hugo" && h+=("$SECS") && hc+=("$CPU")
      from="$OUTPUTS/hugo"; [ -d "$OUTPUTS/questline" ] && from="$OUTPUTS/questline"
      set_aside "$OUTPUTS/floor"; settle; "$B" floor "$from" "$OUTPUTS/floor" > "$WORK/.floor" && f+=("$(awk '{ print $(NF - 1) }' "$WORK/.floor")")
    done
    hm=$(median ${h[@]+"${h[@]}"}); fm=$(median ${f[@]+"${f[@]}"})
    say "hugo: median $hm s (cpu median $(median ${hc[@]+"${hc[@]}"}) s; $(find "$OUTPUTS/hugo" -type f | wc -l) files, $(du -sh "$OUTPUTS/hugo" | cut -f1)); rounds: ${h[*]-}"
    say "floor (same bytes, nothing rendered): median $fm s ($(cat "$WORK/.floor")); rounds: ${f[*]-}"
    if [ ${#q[@]} -gt 0 ]; then
      qm=$(median ${q[@]+"${q[@]}"})
      say "questline: median $qm s (cpu median $(median ${qc[@]+"${qc[@]}"}) s); rounds: ${q[*]-}"
      say "ratio questline / hugo: $(ratio "$qm" "$hm") (target ≤ 0.75); questline / floor: $(ratio "$qm" "$fm") (target ≤ 1.3)"
    else
      say "questline: every build failed or was stopped (no ratio)"
    fi
  fi
else
  say "no side-by-side with Hugo: HUGO_SIZE=$HUGO_SIZE is not among the sizes run (${SIZES[*]})"
fi
say ""
say "results: $RESULTS"
