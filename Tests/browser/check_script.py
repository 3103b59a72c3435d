#!/usr/bin/env python3
"""Checks in a real browser what the site's script does on a phone, left to right and right to left.

    python3 Tests/browser/check_script.py LTR_OUTPUT RTL_OUTPUT

Each is a built site (the sample game's output, and the sample built in Arabic). At 390 px in
headless Chromium, from file://:
- the rewards page's carousel: "Next" moves the track on towards its end and "Previous" back,
  and each button's arrow points the way it goes (right to left, the track starts at its right
  and the browser mirrors the arrows);
- the menu, wider than the screen, shows the page's own item on every page kind.
Exits 0 when every check holds; the last line is `N passed, M failed`.
"""
from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from selenium import webdriver  # noqa: E402
from selenium.webdriver.chrome.service import Service  # noqa: E402

from sitecheck.browser import CHROMEDRIVER, CHROMIUM  # noqa: E402

CAROUSEL = """
const track = document.querySelector('[data-carousel] .carousel-track');
const [previous, next] = document.querySelectorAll('.carousel-nav button');
if (!track || !next) return null;
const rtl = getComputedStyle(track).direction === 'rtl';
const start = track.scrollLeft;
next.click();
const afterNext = track.scrollLeft;
previous.click();
return {rtl, start, afterNext, afterPrevious: track.scrollLeft, scrollable: track.scrollWidth > track.clientWidth,
        nextArrow: next.textContent, previousArrow: previous.textContent};
"""

MENU = """
const current = document.querySelector('.nav [aria-current]');
if (!current) return null;
const list = current.closest('ul'), item = current.getBoundingClientRect(), box = list.getBoundingClientRect();
return {label: current.textContent.trim(), inside: item.left >= box.left - 1 && item.right <= box.right + 1,
        overflows: list.scrollWidth > list.clientWidth};
"""


def carousel_problems(result: dict | None) -> list[str]:
    if result is None:
        return ["no carousel with buttons on the rewards page"]
    if not result["scrollable"]:
        return ["the carousel fits the screen: nothing to check"]
    problems = []
    # Right to left, going on is going further left: scrollLeft falls below 0.
    forward = -1 if result["rtl"] else 1
    if (result["afterNext"] - result["start"]) * forward <= 0:
        problems.append(f"Next did not move the track on ({result['start']} → {result['afterNext']})")
    if (result["afterPrevious"] - result["afterNext"]) * forward >= 0:
        problems.append(f"Previous did not move the track back ({result['afterNext']} → {result['afterPrevious']})")
    # ‹ and › are mirrored characters: a right-to-left page draws "›" pointing left, the way Next
    # goes there. Swapping them for right to left would point both buttons backwards.
    if (result["nextArrow"], result["previousArrow"]) != ("›", "‹"):
        problems.append(f"arrows Next {result['nextArrow']!r}, Previous {result['previousArrow']!r}: they point the wrong way")
    return problems


def main(outputs: list[Path]) -> int:
    options = webdriver.ChromeOptions()
    options.binary_location = CHROMIUM
    for argument in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--no-first-run",
                     "--window-size=390,900", "--force-prefers-reduced-motion"):
        options.add_argument(argument)
    driver = webdriver.Chrome(service=Service(CHROMEDRIVER), options=options)
    passed = failed = 0
    try:
        for output in outputs:
            checks = [("carousel", output / "rewards/index.html", CAROUSEL)]
            checks += [("menu", page, MENU) for page in sorted(output.glob("*/index.html")) if page.parent.name not in ("rewards", "people")]
            for name, page, script in checks:
                driver.get(page.resolve().as_uri())
                result = driver.execute_script(script)
                if name == "carousel":
                    problems = carousel_problems(result)
                elif result is None:
                    problems = []
                else:
                    problems = [] if result["inside"] else [f"the menu's own item {result['label']!r} is out of view"]
                where = f"{output.parent.name} {page.relative_to(output)}"
                for problem in problems:
                    print(f"FAIL {name} {where}: {problem}")
                passed += not problems
                failed += bool(problems)
    finally:
        driver.quit()
    print(f"{passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main([Path(argument) for argument in sys.argv[1:]]))
