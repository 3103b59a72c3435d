#!/usr/bin/env python3
"""Checks `questline serve` in a real browser: a page that is open reloads itself after a build.

    python3 Tests/browser/check_serve.py QUESTLINE_BINARY SITE_DIR

SITE_DIR is a site folder the check may change (it appends an event and breaks a template for
a while). Headless Chromium opens a profile from the dev server; the log gains an award, and
the page must reload by itself within two seconds and show it (serve watches the folders and
tells the page over a server-sent event stream); then a template is saved with an error, and
the page must show the build's errors over itself, and lose them once the template is mended;
nothing may reach the console.
Exits 0 when it does; the last line says what happened.
"""
from __future__ import annotations

import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from selenium import webdriver  # noqa: E402
from selenium.webdriver.chrome.service import Service  # noqa: E402

from sitecheck.browser import CHROMEDRIVER, CHROMIUM  # noqa: E402

# An appended event shows in an open page within this many seconds (issue #33: a file watch, not polling).
RELOAD_WITHIN = 2.0
EVENT = '{"at":"2026-06-13T19:45:00+02:00","type":"award","player":"sam","amount":7,"by":"kim"}\n'


def wait_for(driver: webdriver.Chrome, script: str, seconds: float = 30) -> bool:
    """Whether `script` returns true in the page within `seconds`."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if driver.execute_script(script):
            return True
        time.sleep(0.2)
    return False


def main(binary: str, site: Path) -> int:
    # serve's own errors (the template broken on purpose) are shown only when the check fails.
    serve_errors = tempfile.TemporaryFile(mode="w+")
    server = subprocess.Popen([binary, "serve", "--site", str(site), "--port", "0", "--as-of", "2026-06-13T20:00"],
                              stdout=subprocess.PIPE, stderr=serve_errors, text=True)
    driver = None
    passed = False
    try:
        address = ""
        while not address:
            line = server.stdout.readline()
            if not line:
                print("failed: serve ended before it listened")
                return 1
            if line.startswith("serving "):
                address = line.split()[1]
        options = webdriver.ChromeOptions()
        options.binary_location = CHROMIUM
        for argument in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--no-first-run"):
            options.add_argument(argument)
        options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
        driver = webdriver.Chrome(service=Service(CHROMEDRIVER), options=options)
        driver.get(address + "people/sam/")
        if "Updated Sat 13 Jun, 19:30" not in driver.page_source:
            print("failed: the profile did not load as built")
            return 1
        driver.execute_script("window.questlineMarker = true;")
        # The page listens on the event stream before the log grows.
        if not wait_for(driver, "return !!document.querySelector('script[data-listening]');", 10):
            print("failed: the page did not open the live-reload event stream")
            return 1
        with open(site / "content" / "events.jsonl", "a", encoding="utf-8") as log:
            log.write(EVENT)
        appended = time.monotonic()
        while time.monotonic() < appended + RELOAD_WITHIN:
            if driver.execute_script("return window.questlineMarker !== true;") and "19:45" in driver.page_source:
                break
            time.sleep(0.05)
        else:
            print(f"failed: the open page did not reload within {RELOAD_WITHIN} s of the appended event")
            return 1
        took = time.monotonic() - appended
        # A template saved with an error: the open page shows the build's errors over itself,
        # and takes them away once the file is mended.
        template = site / "Templates" / "pages" / "person.mustache"
        good = template.read_text(encoding="utf-8")
        template.write_text(good + "{{#broken}}", encoding="utf-8")
        if not wait_for(driver, "var box = document.getElementById('questline-build-errors');"
                                " return !!box && box.textContent.includes('person.mustache');"):
            print("failed: the open page did not show the failed build's errors")
            return 1
        template.write_text(good, encoding="utf-8")
        if not wait_for(driver, "return !document.getElementById('questline-build-errors');"):
            print("failed: the errors stayed on the page after the template was mended")
            return 1
        errors = [entry["message"] for entry in driver.get_log("browser") if entry["level"] == "SEVERE"]
        if errors:
            print("failed: console errors: " + "; ".join(errors))
            return 1
        print(f"passed: the open page reloaded {took:.2f} s after the event was appended, showed a failed build's errors and took them away")
        passed = True
        return 0
    finally:
        if driver is not None:
            driver.quit()
        server.terminate()
        server.wait(timeout=10)
        if not passed:
            serve_errors.seek(0)
            print("serve's standard error:\n" + serve_errors.read())


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], Path(sys.argv[2])))
