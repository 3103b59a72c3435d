"""Checks that a run of Benchmarks/run.sh printed every figure the README promises.

It judges whether the benchmark ran, not how fast: a slow figure passes, a missing or empty one
fails. Usage:

    check_benchmark.py RESULTS --sizes S [M L XL] [--hugo SIZE] [--static]

`--hugo SIZE` expects the side-by-side with Hugo on SIZE; `--static` expects the release binary
linked with the Swift runtime (Linux, libcurl's development files installed).
"""
from __future__ import annotations

import argparse
import re
import sys

NUMBER = r"\d+(?:\.\d+)?"
SECONDS = rf"{NUMBER} s"

# Each figure of one size: a name for the message, and the line it must match whole.
SIZE_FIGURES = [
    ("engine parse + fold and peak memory", rf"engine \(read \+ parse \+ fold, median of 3\): {SECONDS}, peak {NUMBER} MiB"),
    ("check time and peak memory", rf"questline check: {SECONDS} \(cpu {SECONDS}\), peak {NUMBER} MiB"),
    ("full build, files, pages and pages per second",
     rf"full build: median {SECONDS} of [1-9]\d* \(cpu {SECONDS}\), peak {NUMBER} MiB, [1-9]\d* files \([1-9]\d* pages\), "
     rf"{NUMBER} pages/s; rounds: {NUMBER}(?: {NUMBER})*"),
    # The no-change rebuild must write nothing, with and without the stamp's fast path.
    ("no-change rebuild writing no file", rf"no-change rebuild: {SECONDS} \({NUMBER}% of full\), files written: 0 \(.+\)"),
    ("forced no-change rebuild writing no file", rf"no-change rebuild --force: {SECONDS} \({NUMBER}% of full\), files written: 0"),
    ("rebuild after one appended event",
     rf"one appended event: median {SECONDS} of [1-9]\d* \({NUMBER}% of full\), files written: [1-9]\d*, "
     rf"files kept without rendering: \d+; rounds: {NUMBER}(?: {NUMBER})*"),
    ("snapshot-only time and peak memory", rf"snapshot only: {SECONDS} \(cpu {SECONDS}\), peak {NUMBER} MiB"),
]

XL_FIGURES = [("XL targets", r"  XL targets: fold < 2 s → (?:met|not met), peak < 200 MiB → (?:met|not met)")]

HUGO_FIGURES = [
    ("Hugo's median", rf"hugo: median {SECONDS} \(cpu median {SECONDS}; [1-9]\d* files, .+\); rounds: .+"),
    ("the floor's median", rf"floor \(same bytes, nothing rendered\): median {SECONDS} \(.+\); rounds: .+"),
    ("Questline's median", rf"questline: median {SECONDS} \(cpu median {SECONDS}\); rounds: .+"),
    ("the ratios to Hugo and the floor",
     rf"ratio questline / hugo: {NUMBER} \(target ≤ 0\.75\); questline / floor: {NUMBER} \(target ≤ 1\.3\)"),
]


def sections(text: str) -> dict[str, list[str]]:
    """The results' lines by section: "" for the header, "S" for `== S ==`, "hugo" for the side-by-side."""
    found: dict[str, list[str]] = {"": []}
    current = ""
    for line in text.splitlines():
        heading = re.fullmatch(r"== (.+) ==", line)
        if heading:
            title = heading.group(1)
            current = "hugo" if title.startswith("Hugo side by side") else title
            found[current] = [line]
        else:
            found[current].append(line)
    return found


def problems(text: str, sizes: list[str], hugo: str | None = None, static: bool = False) -> list[str]:
    """What is missing from the results, one sentence each; empty when every figure is there."""
    found = sections(text)
    missing: list[str] = []

    def expect(section: str, where: str, figures: list[tuple[str, str]]) -> None:
        lines = found.get(section, [])
        for name, pattern in figures:
            if not any(re.fullmatch(pattern, line) for line in lines):
                missing.append(f"{where}: no line with {name}")

    header = found[""]
    for command in ("build", "snapshot"):
        if f"questline {command}: available" not in header:
            missing.append(f"header: questline {command} is not available")
    if static and not any(line.startswith("binary: release, static Swift runtime") for line in header):
        missing.append("header: the release binary is not linked with the static Swift runtime "
                       "(apt-get install libcurl4-openssl-dev)")
    for size in sizes:
        if size not in found:
            missing.append(f"{size}: no section == {size} ==")
            continue
        expect(size, size, SIZE_FIGURES + (XL_FIGURES if size == "XL" else []))
        for line in found[size]:
            if "not available" in line or "failed" in line:
                missing.append(f"{size}: {line.strip()}")
    if hugo is not None:
        if "hugo" not in found:
            missing.append(f"Hugo: no side-by-side section on {hugo}")
        else:
            if not re.fullmatch(rf"== Hugo side by side on {re.escape(hugo)}: [1-9]\d* pages of about [1-9]\d* bytes, \d+ rounds ==",
                                found["hugo"][0]):
                missing.append(f"Hugo: the side-by-side is not on {hugo} with pages: {found['hugo'][0]}")
            if any("is not installed" in line for line in found["hugo"]):
                missing.append("Hugo: hugo is not installed (apt-get install hugo)")
            expect("hugo", "Hugo", HUGO_FIGURES)
    return missing


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description="Checks that Benchmarks/run.sh printed every figure.")
    parser.add_argument("results", help="the results file run.sh wrote (RESULTS=…)")
    parser.add_argument("--sizes", nargs="+", required=True, help="the sizes the run was asked for")
    parser.add_argument("--hugo", help="the size the side-by-side with Hugo ran on")
    parser.add_argument("--static", action="store_true", help="expect the statically linked release binary")
    options = parser.parse_args(argv)
    with open(options.results, encoding="utf-8") as file:
        text = file.read()
    found = problems(text, options.sizes, options.hugo, options.static)
    if found:
        print(f"{options.results}: the benchmark did not print every figure:", file=sys.stderr)
        for problem in found:
            print(f"  - {problem}", file=sys.stderr)
        return 1
    print(f"benchmark: every figure printed for {' '.join(options.sizes)}"
          + (f" and the side-by-side with Hugo on {options.hugo}" if options.hugo else ""))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
