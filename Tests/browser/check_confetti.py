#!/usr/bin/env python3
"""Checks in a real browser that a reward's confetti bursts once, not on every load.

    python3 Tests/browser/check_confetti.py OUTPUT_DIR

OUTPUT_DIR is a built site with at least one unlocked reward (the sample game's output).
Headless Chromium opens a reward's page from file://: the confetti's canvas must be there right
after the first load and not after it is opened again (issue #34), and a second reward's page
still bursts on its own first opening. Exits 0 when it holds; the last line says what happened.
"""
from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from selenium import webdriver  # noqa: E402
from selenium.webdriver.chrome.service import Service  # noqa: E402

from sitecheck.browser import CHROMEDRIVER, CHROMIUM  # noqa: E402

BURSTING = "return !!document.querySelector('canvas[aria-hidden]');"


def main(output: Path) -> int:
    rewards = sorted(page for page in output.glob("rewards/*/index.html"))
    if len(rewards) < 2:
        print(f"failed: {output} has fewer than two reward pages")
        return 1
    options = webdriver.ChromeOptions()
    options.binary_location = CHROMIUM
    for argument in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--no-first-run"):
        options.add_argument(argument)
    driver = webdriver.Chrome(service=Service(CHROMEDRIVER), options=options)
    try:
        first, second = (page.resolve().as_uri() for page in rewards[:2])
        driver.get(first)
        if not driver.execute_script(BURSTING):
            print("failed: no confetti on a reward's first opening")
            return 1
        driver.get(first)
        if driver.execute_script(BURSTING):
            print("failed: the confetti burst again when the same reward's page was opened again")
            return 1
        driver.get(second)
        if not driver.execute_script(BURSTING):
            print("failed: another reward's page did not burst on its first opening")
            return 1
        print("passed: each reward's confetti burst once, on its first opening")
        return 0
    finally:
        driver.quit()


if __name__ == "__main__":
    sys.exit(main(Path(sys.argv[1])))
