"""Runs every check on one or more output folders and prints what it finds."""
from __future__ import annotations

import queue
import sys
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Callable, TextIO

from . import data, html, pages
from .results import CheckResult, Report

GROUPS = ("html", "browser", "data")
Printer = Callable[[str], None]


def run_checks(outputs: list[Path], screenshots: Path, groups: tuple[str, ...] = GROUPS,
               per_kind: int = 0, workers: int = 2,
               out: TextIO = sys.stdout) -> Report:
    """Checks each folder in `outputs`; results are labelled with the folder's name.

    `groups` picks among html (Nu HTML Checker), browser (Chromium: console, requests,
    axe, motion, screenshots) and data (widgets, Atom, iCalendar). `workers` browsers
    open pages side by side (the machines have 2 cores).
    """
    say: Printer = lambda line: print(line, file=out, flush=True)
    labels = _labels(outputs)
    report = Report()
    for output, label in zip(outputs, labels):
        missing = [] if (output / "index.html").is_file() else [f"no index.html in {output}"]
        report.add([CheckResult("site", label, "index.html", missing)])
    if "html" in groups:
        _timed(say, "Nu HTML Checker", lambda: report.add(_html(outputs, labels)))
    if "browser" in groups:
        _timed(say, "Chromium", lambda: report.add(_browser(outputs, labels, screenshots, per_kind, workers, say)))
        say(f"Screenshots: {screenshots.resolve()}")
    if "data" in groups:
        for output, label in zip(outputs, labels):
            report.add(data.check_widgets(output, label) + data.check_atom(output, label)
                       + data.check_ics(output, label))
    _print_failures(report, say)
    return report


def _labels(outputs: list[Path]) -> list[str]:
    """A short unique name per folder: its own name, or its parent's when it is called
    `output` (`/tmp/x/family-stars/output` -> `family-stars`); numbered when names repeat."""
    labels: list[str] = []
    for output in outputs:
        path = output.resolve()
        base = (path.parent.name if path.name == "output" else path.name) or "output"
        label, number = base, 1
        while label in labels:
            number += 1
            label = f"{base}-{number}"
        labels.append(label)
    return labels


def _html(outputs: list[Path], labels: list[str]) -> list[CheckResult]:
    files = {page: (label, str(page.relative_to(output)))
             for output, label in zip(outputs, labels) for page in pages.html_files(output)}
    return html.validate_html(files)


def _browser(outputs: list[Path], labels: list[str], screenshots: Path, per_kind: int,
             workers: int, say: Printer) -> list[CheckResult]:
    """Opens the pages in `workers` browsers side by side; results keep the page order."""
    from selenium.common.exceptions import WebDriverException

    from . import browser  # selenium is only needed here

    # The first page at each folder depth also has its navigation clicked through: every page
    # draws the same menu, and its links differ only in how many `../` lead to the site's top
    # (every link of every page is resolved to a file by the `links` check anyway).
    jobs: list[tuple[Path, str, Path, bool]] = []
    for output, label in zip(outputs, labels):
        kinds = pages.pages_by_kind(output, per_kind)
        say(f"{label}: {sum(map(len, kinds.values()))} pages of {len(kinds)} kinds: "
            + ", ".join(sorted(kinds)))
        depths: set[int] = set()
        for page in (page for kind_pages in kinds.values() for page in kind_pages):
            depth = len(page.relative_to(output).parts)
            jobs.append((output, label, page, depth not in depths))
            depths.add(depth)

    # Each browser takes the next page when it is done with one, so neither waits at the end
    # while the other still has a long share of its own.
    waiting: queue.SimpleQueue[int] = queue.SimpleQueue()
    for index in range(len(jobs)):
        waiting.put(index)

    def work(_: int) -> dict[int, list[CheckResult]]:
        """Checks pages in one browser until none is left; a page that breaks the session
        (an alert, a crash, a hang) fails the `browser` check and gets a fresh browser."""
        driver = browser.start_chromium()
        done: dict[int, list[CheckResult]] = {}
        try:
            while True:
                try:
                    index = waiting.get_nowait()
                except queue.Empty:
                    break
                output, label, page, click_nav = jobs[index]
                checker = browser.PageChecker(driver, screenshots)
                try:
                    done[index] = checker.check_page(output, label, page, pages.page_slug(output, page),
                                                     click_nav=click_nav)
                except WebDriverException as error:
                    message = (error.msg or str(error)).strip().splitlines()[0]
                    target = str(page.relative_to(output))
                    done[index] = [CheckResult("browser", label, target, [f"the browser gave up: {message}"])]
                    driver.quit()
                    driver = browser.start_chromium()
            return done
        finally:
            driver.quit()

    if not jobs:
        return []
    workers = max(1, min(workers, len(jobs)))
    with ThreadPoolExecutor(max_workers=workers) as pool:
        shares = pool.map(work, range(workers))
        by_index = {i: results for share in shares for i, results in share.items()}
    return [result for i in sorted(by_index) for result in by_index[i]]


def _timed(say: Printer, name: str, work: Callable[[], None]) -> None:
    start = time.monotonic()
    work()
    say(f"{name}: done in {time.monotonic() - start:.1f} s")


def _print_failures(report: Report, say: Printer) -> None:
    """Every failed check with its problems, then one line per check kind."""
    for result in report.failures:
        say(f"FAIL {result.check}: {result.output}/{result.target}")
        for problem in result.problems:
            say(f"    {problem}")
    counts: dict[str, list[int]] = {}
    for result in report.results:
        passed_failed = counts.setdefault(result.check, [0, 0])
        passed_failed[0 if result.ok else 1] += 1
    for check, (passed, failed) in counts.items():
        say(f"  {check:9} {passed} passed, {failed} failed")
