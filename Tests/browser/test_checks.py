"""The checks themselves, checked: every fault fixture fails exactly its own check, and
the clean fixture passes everything.

A fault fixture is `fixtures/faults/<check>--<what>/`: files laid over a copy of
`fixtures/clean/`. All folders are checked in one run (one JVM, one browser) to stay fast.
"""
from __future__ import annotations

import io
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from sitecheck.pages import page_kind
from sitecheck.results import Report
from sitecheck.runner import run_checks

HERE = Path(__file__).resolve().parent
CLEAN = HERE / "fixtures" / "clean"
FAULTS = sorted(p for p in (HERE / "fixtures" / "faults").iterdir() if p.is_dir())


def expected_check(fault: Path) -> str:
    """`axe--low-contrast` is caught by the `axe` check."""
    return fault.name.split("--", 1)[0]


@pytest.fixture(scope="session")
def sites(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    """The clean site and one copy of it per fault, each in a folder named after it."""
    root = tmp_path_factory.mktemp("sites")
    folders = {"clean": root / "clean"}
    shutil.copytree(CLEAN, folders["clean"])
    for fault in FAULTS:
        folders[fault.name] = root / fault.name
        shutil.copytree(CLEAN, folders[fault.name])
        shutil.copytree(fault, folders[fault.name], dirs_exist_ok=True)
    return folders


@pytest.fixture(scope="session")
def report(sites: dict[str, Path], tmp_path_factory: pytest.TempPathFactory) -> tuple[Report, str]:
    out = io.StringIO()
    result = run_checks(list(sites.values()), tmp_path_factory.mktemp("screenshots"), out=out)
    return result, out.getvalue()


def test_clean_site_passes(report: tuple[Report, str]) -> None:
    result, printed = report
    assert result.failed_checks("clean") == set(), printed


@pytest.mark.parametrize("fault", FAULTS, ids=lambda p: p.name)
def test_fault_is_caught_by_its_check_alone(fault: Path, report: tuple[Report, str]) -> None:
    result, printed = report
    assert result.failed_checks(fault.name) == {expected_check(fault)}, printed


def test_every_check_has_a_fault_fixture() -> None:
    checks = {expected_check(f) for f in FAULTS}
    assert checks == {"html", "console", "requests", "axe", "motion", "widgets", "atom",
                      "ics", "browser", "links"}


def test_failures_are_printed_with_file_and_line(report: tuple[Report, str]) -> None:
    _, printed = report
    assert "FAIL html: html--unknown-attribute/today/index.html" in printed
    assert "error: Attribute “sparkle” not allowed" in printed
    assert "color-contrast" in printed
    assert "showConfetti is not defined" in printed
    assert "https://example.invalid/cake.png" in printed
    assert 'CSS animation "spin"' in printed


def test_screenshots_are_saved_per_page_and_size(report: tuple[Report, str]) -> None:
    _, printed = report
    folder = Path(printed.split("Screenshots: ", 1)[1].splitlines()[0])
    assert (folder / "clean" / "index@390x844.png").stat().st_size > 1000
    assert (folder / "clean" / "rewards--jo-video@1280x800.png").is_file()


def test_command_line_exit_status_and_closing_line(sites: dict[str, Path]) -> None:
    """The CLI exits 0 only when all pass, and ends with the `N passed, M failed` line."""
    script = HERE / "check_site.py"
    for name, status in (("clean", 0), ("ics--bare-newlines", 1)):
        run = subprocess.run([sys.executable, str(script), str(sites[name]), "--only", "data"],
                             capture_output=True, text=True, timeout=120)
        assert run.returncode == status, run.stdout + run.stderr
        last = run.stdout.splitlines()[-1]
        assert last.endswith(" failed") and last.split()[1:3] == ["passed,", str(status)]


@pytest.mark.parametrize(("path", "kind"), [
    ("index.html", "/"), ("timeline/index.html", "timeline"),
    ("rewards/jo-video/index.html", "rewards/<id>"), ("people/sam/index.html", "people/<id>"),
    ("404.html", "404.html"),
])
def test_page_kinds(path: str, kind: str) -> None:
    assert page_kind(Path("/out"), Path("/out") / path) == kind
