"""The benchmark's results check, checked: real runs pass, and each way a run can fall short fails.

The fixtures are two real results files: `run.sh S` with the side-by-side on S (what the tests
run), and every size with the side-by-side on L (the README's figures).
"""
from __future__ import annotations

from pathlib import Path

import pytest

from check_benchmark import SIZE_FIGURES, main, problems

FIXTURES = Path(__file__).resolve().parent / "fixtures"
SMALL = (FIXTURES / "run-S-hugo-S.txt").read_text(encoding="utf-8")
ALL = (FIXTURES / "run-all-hugo-L.txt").read_text(encoding="utf-8")


def without_line(text: str, start: str) -> str:
    lines = text.splitlines()
    kept = [line for line in lines if not line.startswith(start)]
    assert len(kept) == len(lines) - 1, f"the fixture has no single line starting {start!r}"
    return "\n".join(kept)


def line(text: str, start: str) -> str:
    """The fixture's one line that starts with `start`."""
    (found,) = [line for line in text.splitlines() if line.startswith(start)]
    return found


def replaced(text: str, old: str, new: str) -> str:
    assert text.count(old) == 1, f"the fixture has no single {old!r}"
    return text.replace(old, new)


def test_real_runs_pass():
    assert problems(SMALL, ["S"], hugo="S", static=True) == []
    assert problems(ALL, ["S", "M", "L", "XL"], hugo="L", static=True) == []


@pytest.mark.parametrize("start", ["engine (", "questline check:", "full build:", "no-change rebuild:",
                                   "no-change rebuild --force:", "one appended event:", "snapshot only:"])
def test_each_missing_figure_is_named(start):
    found = problems(without_line(SMALL, start), ["S"], hugo="S")
    assert len(found) == 1 and found[0].startswith("S: no line with"), found


def test_every_size_figure_has_a_test():
    assert len(SIZE_FIGURES) == 7


@pytest.mark.parametrize("start", ["hugo: median", "floor (same bytes", "questline: median", "ratio questline / hugo"])
def test_each_missing_side_by_side_figure_is_named(start):
    found = problems(without_line(SMALL, start), ["S"], hugo="S")
    assert len(found) == 1 and found[0].startswith("Hugo: no line with"), found


def test_a_rebuild_that_writes_files_fails():
    text = replaced(SMALL, "files written: 0 (skipped: up to date)", "files written: 3 (rendered and compared)")
    assert problems(text, ["S"], hugo="S") == ["S: no line with no-change rebuild writing no file"]


def test_an_empty_figure_fails():
    full = line(SMALL, "full build:")
    text = replaced(SMALL, full, "full build: median  s" + full[full.index(" s of ") + 2:])
    assert problems(text, ["S"]) == ["S: no line with full build, files, pages and pages per second"]


def test_a_command_not_available_fails():
    text = replaced(SMALL, "questline snapshot: available", "questline snapshot: not available yet")
    text = replaced(text, line(text, "snapshot only:"), "snapshot only: snapshot: not available yet")
    found = problems(text, ["S"])
    assert "header: questline snapshot is not available" in found
    assert "S: snapshot only: snapshot: not available yet" in found


def test_a_failed_build_fails():
    text = replaced(SMALL, line(SMALL, "full build:"), "full build: failed or stopped after 0.100 s (limit 900 s) on S:")
    found = problems(text, ["S"])
    assert "S: full build: failed or stopped after 0.100 s (limit 900 s) on S:" in found


def test_a_size_that_did_not_run_fails():
    assert problems(SMALL, ["S", "M"]) == ["M: no section == M =="]


def test_the_xl_targets_line_is_expected_on_xl():
    text = without_line(ALL, "  XL targets:")
    assert problems(text, ["S", "M", "L", "XL"], hugo="L") == ["XL: no line with XL targets"]


def test_the_dynamic_fallback_fails_only_when_static_is_expected():
    text = replaced(SMALL, "binary: release, static Swift runtime (--static-swift-stdlib)",
                    "binary: release, dynamic Swift runtime: the static link failed (apt-get install libcurl4-openssl-dev)")
    assert problems(text, ["S"], hugo="S") == []
    found = problems(text, ["S"], hugo="S", static=True)
    assert len(found) == 1 and "static Swift runtime" in found[0]


def test_hugo_missing_fails():
    # What run.sh prints then.
    text = SMALL[:SMALL.index("== Hugo")] + "== Hugo side by side on S ==\nhugo is not installed (apt-get install hugo): no side-by-side figures\n"
    found = problems(text, ["S"], hugo="S")
    assert "Hugo: hugo is not installed (apt-get install hugo)" in found
    assert "Hugo: no line with Hugo's median" in found


def test_the_side_by_side_on_another_size_fails():
    found = problems(SMALL, ["S"], hugo="L")
    assert len(found) == 1 and found[0].startswith("Hugo: the side-by-side is not on L")
    assert problems(SMALL.split("== Hugo")[0], ["S"], hugo="S") == ["Hugo: no side-by-side section on S"]


def test_the_command_line(tmp_path, capsys):
    good = tmp_path / "good.txt"
    good.write_text(SMALL, encoding="utf-8")
    assert main([str(good), "--sizes", "S", "--hugo", "S", "--static"]) == 0
    assert "every figure printed for S" in capsys.readouterr().out
    bad = tmp_path / "bad.txt"
    bad.write_text(without_line(SMALL, "one appended event:"), encoding="utf-8")
    assert main([str(bad), "--sizes", "S", "--hugo", "S"]) == 1
    assert "no line with rebuild after one appended event" in capsys.readouterr().err
