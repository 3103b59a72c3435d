#!/usr/bin/env python3
"""Checks built Questline output folders with real browsers and validators.

    python3 Tests/browser/check_site.py OUTPUT_DIR [OUTPUT_DIR ...] [--screenshots DIR]

Exits 0 when every check passes; the last line is always `N passed, M failed`.
"""
from __future__ import annotations

import argparse
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from sitecheck.runner import GROUPS, run_checks  # noqa: E402


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("outputs", nargs="+", type=Path, help="output folders to check")
    parser.add_argument("--screenshots", type=Path,
                        help="where screenshots go (default: a new temporary folder)")
    parser.add_argument("--only", default=",".join(GROUPS),
                        help=f"comma-separated groups to run, of {','.join(GROUPS)} (default: all)")
    parser.add_argument("--per-kind", type=int, default=0,
                        help="open at most this many pages of each kind in the browser (0: all)")
    parser.add_argument("--browsers", type=int, default=2,
                        help="how many browsers open pages side by side (default: 2)")
    args = parser.parse_args(argv)
    groups = tuple(g.strip() for g in args.only.split(",") if g.strip())
    unknown = set(groups) - set(GROUPS)
    if unknown:
        parser.error(f"unknown group(s): {', '.join(sorted(unknown))}")
    missing = [str(o) for o in args.outputs if not o.is_dir()]
    if missing:
        parser.error(f"not a folder: {', '.join(missing)}")
    screenshots = args.screenshots or Path(tempfile.mkdtemp(prefix="questline-screenshots-"))
    report = run_checks(args.outputs, screenshots, groups, args.per_kind, args.browsers)
    print(report.summary_line())
    return 1 if report.failures else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
