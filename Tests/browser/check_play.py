#!/usr/bin/env python3
"""Checks `questline serve --play` in real browsers (issue #33), 390 px wide like a phone.

    python3 Tests/browser/check_play.py QUESTLINE_BINARY SITE_DIR [--screenshots DIR]

SITE_DIR is a copy of the sample game the check may change. Sam signs in from his link, and on
the challenge board completes a challenge from its own card's form, with a text proof and a
photo (a JPEG the browser draws, chosen in the file input); he sees the one-line result and his
timeline grow with the photo on it. A second browser, signed in as Jo with the timeline open,
sees the new node appear without anyone reloading it. Sam unlocks a reward from the rewards
page and lands on its page, where its media plays; Jo reveals the dare she wrote from the dare
itself. Screenshots of the signed-in board and a reward's page at 390 px and 1280 px (and the
card, the photo, the dare) go to DIR (default: a temporary folder), for a person to look at.
Nothing may reach either console. Exits 0 when all hold; the last line says what happened.
"""
from __future__ import annotations

import argparse
import base64
import json
import re
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from selenium import webdriver  # noqa: E402
from selenium.webdriver.chrome.service import Service  # noqa: E402
from selenium.common.exceptions import StaleElementReferenceException, WebDriverException  # noqa: E402
from selenium.webdriver.common.by import By  # noqa: E402

from sitecheck.browser import CHROMEDRIVER, CHROMIUM  # noqa: E402


JO_DARE = """- id: second-dare-from-jo
  title: Moonwalk to the bakery
  category: dare
  points: 30
  secret:
    by: jo
    reveal: manual
"""


class Failed(Exception):
    pass


def browser(width: int) -> webdriver.Chrome:
    options = webdriver.ChromeOptions()
    options.binary_location = CHROMIUM
    for argument in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--no-first-run",
                     f"--window-size={width},900"):
        options.add_argument(argument)
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    driver = webdriver.Chrome(service=Service(CHROMEDRIVER), options=options)
    resize(driver, width)
    return driver


def resize(driver: webdriver.Chrome, width: int) -> None:
    """The page's viewport exactly `width` CSS pixels wide (headless windows have a minimum width)."""
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                           {"width": width, "height": 844, "deviceScaleFactor": 1, "mobile": width < 600})


def wait_for(driver: webdriver.Chrome, script: str, seconds: float = 10) -> bool:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        try:
            if driver.execute_script(script):
                return True
        except WebDriverException:
            pass  # the page is between two documents: ask again
        time.sleep(0.2)
    return False


def tap(find, what: str, tries: int = 5) -> None:
    """Clicks what `find` returns; when a live reload replaced the page under it (a build that
    was still running), finds it again in the new page. A stale element is refused before any
    click is sent, so nothing is posted twice."""
    for _ in range(tries):
        try:
            find().click()
            return
        except (StaleElementReferenceException, IndexError):
            time.sleep(0.5)
    raise Failed(f"{what}: the page kept reloading under the tap")


def shoot(take, what: str, tries: int = 3) -> None:
    """Takes a screenshot with `take`. On two busy cores Chromium's renderer may not answer within
    its 10 s (or a live reload may replace the page): take it again, finding any element anew,
    rather than fail the check on a picture."""
    last: Exception | None = None
    for attempt in range(tries):
        try:
            take()
            return
        except (WebDriverException, IndexError) as error:
            last = error
            time.sleep(1 + attempt)
    raise Failed(f"{what}: no screenshot after {tries} tries: {str(last).splitlines()[0] if str(last) else last!r}")


def expect(condition: bool, what: str) -> None:
    if not condition:
        raise Failed(what)


def main(binary: str, site: Path, screenshots: Path) -> int:
    # A second dare of Jo's that waits for her to reveal it (her first revealed itself at noon).
    with open(site / "content" / "challenges.yaml", "a", encoding="utf-8") as challenges:
        challenges.write(JO_DARE)
    errors = tempfile.TemporaryFile(mode="w+")
    server = subprocess.Popen([binary, "serve", "--play", "--site", str(site), "--port", "0", "--as-of", "2026-06-13T20:00"],
                              stdout=subprocess.PIPE, stderr=errors, text=True)
    sam = jo = None
    passed = False
    try:
        links: dict[str, str] = {}
        address = ""
        while not (address and "Sam" in links and "Jo" in links):
            line = server.stdout.readline()
            if not line:
                raise Failed("serve --play ended before it printed the links")
            if line.startswith("serving "):
                address = line.split()[1]
            found = re.match(r"(\S+) \((\w+)\)\s+(http://\S+)", line)
            if found:
                links[found.group(1)] = found.group(3)
        sam, jo = browser(390), browser(390)

        # Jo signs in and keeps the timeline open.
        jo.get(links["Jo"])
        expect("Signed in as" in jo.page_source, "Jo's first page has the bar")
        jo.get(address + "timeline/")
        expect(wait_for(jo, "return !!document.querySelector('script[data-listening]');"), "Jo's timeline listens for builds")
        jo.execute_script("window.questlineMarker = true;")

        # Sam signs in from his link and completes a challenge from the challenge board's own form.
        sam.get(links["Sam"])
        expect(sam.current_url == address, f"the link lands on the home page, got {sam.current_url}")
        sam.get(address + "timeline/")
        before = len(sam.find_elements(By.CSS_SELECTOR, "li.node"))
        sam.get(address + "challenges/")
        cards = [card for card in sam.find_elements(By.CSS_SELECTOR, "li.challenge")
                 if card.find_elements(By.CSS_SELECTOR, "form.play-complete input[type=file]")
                 and not card.find_elements(By.CSS_SELECTOR, "input[name=option]")]
        expect(cards, "the board has a challenge Sam can complete with a photo, in its own card")
        expect(not sam.find_elements(By.CSS_SELECTOR, "li.challenge.is-done form"), "a challenge Sam has done has no form")
        shoot(lambda: sam.get_screenshot_as_file(str(screenshots / "play-board-390.png")), "play-board-390.png")
        resize(sam, 1280)
        sam.execute_script("arguments[0].scrollIntoView({block: 'center'});", cards[0])
        shoot(lambda: sam.get_screenshot_as_file(str(screenshots / "play-board-1280.png")), "play-board-1280.png")
        resize(sam, 390)
        card = cards[0]
        title = card.find_element(By.TAG_NAME, "h3").text
        sam.execute_script("arguments[0].scrollIntoView({block: 'center'});", card)
        shoot(lambda: sam.get_screenshot_as_file(str(screenshots / "play-card-390.png")), "play-card-390.png")
        covered = sam.execute_script(
            "const bar = document.getElementById('questline-play-bar').getBoundingClientRect();"
            "const head = document.querySelector('.masthead').getBoundingClientRect();"
            "return bar.bottom > head.top && bar.top < head.bottom;")
        expect(not covered, "scrolled down the board, the play bar does not cover the site's header")
        card.find_element(By.NAME, "text").send_keys("Done in the garden")
        # A photo from the phone: a small JPEG the browser itself draws, chosen in the file input.
        photo = Path(tempfile.mkdtemp(prefix="questline-photo-")) / "cartwheel.jpg"
        photo.write_bytes(base64.b64decode(sam.execute_script(
            "const c = document.createElement('canvas'); c.width = 64; c.height = 48; const g = c.getContext('2d');"
            "g.fillStyle = '#7C5CFC'; g.fillRect(0, 0, 64, 48); g.fillStyle = '#FFD166'; g.fillRect(16, 12, 32, 24);"
            "return c.toDataURL('image/jpeg', 0.9).split(',')[1];")))
        expect(card.find_element(By.TAG_NAME, "form").get_attribute("enctype") == "multipart/form-data",
               "the complete form is multipart/form-data")
        card.find_element(By.CSS_SELECTOR, "input[type=file][name=photo][accept='image/*'][capture]").send_keys(str(photo.resolve()))
        card.find_element(By.CSS_SELECTOR, "button[type=submit]").click()
        expect(wait_for(sam, f"return document.body.textContent.includes({title + ' done: +'!r});"),
               f"Sam sees {title!r} done: +…, got {sam.current_url} {sam.page_source[:600]!r}")
        expect(sam.current_url == address + "challenges/", f"the form answers back to the board, got {sam.current_url}")
        # The page reloads itself once the action's build lands; the result is still there after it.
        expect(wait_for(sam, "return fetch('/__questline/status').then(r => r.json()).then(s => "
                        "String(s.build) === document.querySelector('script[data-build]').dataset.build);"),
               "the board shows the action's build")
        expect(wait_for(sam, f"return document.body.textContent.includes({title + ' done: +'!r});"),
               "the result survives the reload")
        sam.get(address + "timeline/")
        # The photo and the event may land in two builds (the photo is saved first); on two busy
        # cores the second can take a while, and the page reloads itself when it lands.
        expect(wait_for(sam, f"return document.querySelectorAll('li.node').length > {before} || "
                        f"[...document.querySelectorAll('.node-title')].some(e => e.textContent.includes({title!r}));", 30),
               "Sam's timeline grows")
        media = json.loads((site / "content" / "events.jsonl").read_text().splitlines()[-1]).get("media", "")
        expect(media.startswith("media/proofs/") and media.endswith(".jpg"), f"the photo is stored in content/media/proofs/: {media!r}")
        proof = f"document.querySelector('img.node-photo[src$=\"{media}\"]')"
        expect(wait_for(sam, f"return !!{proof};"), "Sam's completion has his photo on the timeline")
        sam.execute_script(f"{proof}.scrollIntoView({{block: 'center'}});")
        expect(wait_for(sam, f"const img = {proof}; return img.complete && img.naturalWidth === 64;"),
               "Sam sees his photo (loaded, 64 px wide) on the timeline")
        time.sleep(1)  # the timeline's nodes fade in as they scroll into view
        shoot(lambda: sam.get_screenshot_as_file(str(screenshots / "play-photo-390.png")), "play-photo-390.png")

        # Jo's open timeline shows the new node by itself.
        expect(wait_for(jo, f"return window.questlineMarker !== true && "
                        f"[...document.querySelectorAll('.node-title')].some(e => e.textContent.includes({title!r}));", 10),
               "Jo's timeline shows Sam's new node without anyone reloading it")

        # Sam unlocks a reward from the rewards page and lands on its page to watch it.
        sam.get(address + "rewards/")
        unlock = sam.find_elements(By.CSS_SELECTOR, "li.reward-card form.play-unlock button[type=submit]")
        expect(unlock, "the rewards page has an Unlock button on a reward Sam can afford")
        expect(not sam.find_elements(By.CSS_SELECTOR, "li.reward-card.is-locked form"), "a reward Sam cannot afford has no form")
        sam.execute_script("arguments[0].scrollIntoView({block: 'center'});", unlock[0])
        shoot(lambda: sam.get_screenshot_as_file(str(screenshots / "play-rewards-390.png")), "play-rewards-390.png")
        reward = unlock[0].find_element(By.XPATH, "./ancestor::li[contains(@class,'reward-card')]").find_element(By.CSS_SELECTOR, ".reward-title").text
        tap(lambda: sam.find_elements(By.CSS_SELECTOR, "li.reward-card form.play-unlock button[type=submit]")[0], "Sam's Unlock")
        expect(wait_for(sam, "return location.pathname.startsWith('/rewards/') && location.pathname !== '/rewards/' && !!document.querySelector('article.gift');"),
               f"the unlock lands on the reward's page: {sam.current_url}")
        expect(wait_for(sam, f"return document.body.textContent.includes({reward + ' unlocked'!r});"), f"Sam sees {reward} unlocked")
        media_played = sam.execute_script(
            "const m = document.querySelector('.gift-media video, .gift-media audio'); if (!m) return 'none';"
            "m.muted = true; return m.play().then(() => 'playing').catch(e => 'refused ' + e);")
        expect(media_played in ("none", "playing"), f"Sam plays the reward's media: {media_played}")
        if media_played == "playing":
            expect(wait_for(sam, "const m = document.querySelector('.gift-media video, .gift-media audio'); return m.currentTime > 0;"),
                   "the reward's media plays")
            sam.execute_script("document.querySelector('.gift-media video, .gift-media audio').pause();")
        shoot(lambda: sam.get_screenshot_as_file(str(screenshots / "play-reward-390.png")), "play-reward-390.png")
        resize(sam, 1280)
        shoot(lambda: sam.get_screenshot_as_file(str(screenshots / "play-reward-1280.png")), "play-reward-1280.png")
        resize(sam, 390)

        # Jo reveals her dare from the dare itself, on the board (once it shows the latest build).
        jo.get(address + "challenges/")
        expect(wait_for(jo, "return fetch('/__questline/status').then(r => r.json()).then(s => "
                        "String(s.build) === document.querySelector('script[data-build]').dataset.build);"),
               "Jo's board shows the latest build")
        reveal = jo.find_elements(By.CSS_SELECTOR, "li.secret form.play-reveal button[type=submit]")
        expect(len(reveal) == 1, f"Jo's own dare, and only hers, has a Reveal button: {len(reveal)}")
        # The dare in the middle of the window at once, then the window. The page scrolls smoothly
        # (site.css), and an element's own screenshot, which scrolls 5,000 px down the board to it,
        # timed out in Chromium's renderer on most runs, with the binary and templates of before too.
        def dare_shot() -> None:
            dare = jo.find_elements(By.CSS_SELECTOR, "li.secret form.play-reveal button[type=submit]")[0]
            jo.execute_script("arguments[0].scrollIntoView({block: 'center', behavior: 'instant'});", dare)
            jo.get_screenshot_as_file(str(screenshots / "play-dare-390.png"))
        shoot(dare_shot, "Jo's dare")
        tap(lambda: jo.find_elements(By.CSS_SELECTOR, "li.secret form.play-reveal button[type=submit]")[0], "Jo's Reveal")
        expect(wait_for(jo, "return document.body.textContent.includes('is revealed');"), f"Jo's dare is revealed: {jo.current_url} {jo.page_source[:900]!r}")
        expect('"type":"reveal"' in (site / "content" / "events.jsonl").read_text(), "the reveal is in the log")

        # What you can do, still: the list of every form, one page.
        # A build still running (Jo's reveal) may reload the page under the tap: tap again then.
        sam.get(address)
        for _ in range(5):
            try:
                sam.find_element(By.LINK_TEXT, "What you can do").click()
                if wait_for(sam, "return document.body.textContent.includes('What you can do, Sam');", 5):
                    break
            except WebDriverException:
                time.sleep(0.5)
        expect(wait_for(sam, "return document.body.textContent.includes('What you can do, Sam');"),
               f"Sam's actions page opens: {sam.current_url}")

        # Sign out, as on a shared tablet: the bar's button, and the site is read-only again.
        sam.get(address)
        wait_for(sam, "return !!document.getElementById('questline-play-bar');")
        shoot(lambda: sam.save_screenshot(str(screenshots / "bar-390.png")), "the bar with Sign out")
        tap(lambda: sam.find_element(By.CSS_SELECTOR, f"#questline-play-bar form[action='/play/sign-out'] button"), "Sam's Sign out")
        expect(wait_for(sam, "return !document.getElementById('questline-play-bar') && location.pathname === '/';"),
               f"signed out, Sam is on the home page without the bar: {sam.current_url}")
        sam.get(address + "challenges/")
        expect(not sam.find_elements(By.CSS_SELECTOR, "form.play-complete"), "signed out, the board has no forms")

        for name, driver in (("Sam", sam), ("Jo", jo)):
            problems = [entry for entry in driver.get_log("browser") if entry.get("level") in ("SEVERE", "WARNING")]
            expect(not problems, f"{name}'s console is clean: {problems}")
        passed = True
        print(f"passed: Sam completed {title} from the board and unlocked {reward} from the rewards page, Jo saw it live and "
              f"revealed her dare from the dare; screenshots in {screenshots}")
        return 0
    except Failed as failure:
        print(f"failed: {failure}")
        return 1
    finally:
        for driver in (sam, jo):
            if driver is not None:
                driver.quit()
        server.terminate()
        server.wait(timeout=10)
        if not passed:
            errors.seek(0)
            print("serve's standard error:\n" + errors.read())


if __name__ == "__main__":
    parser = argparse.ArgumentParser()
    parser.add_argument("binary")
    parser.add_argument("site", type=Path)
    parser.add_argument("--screenshots", type=Path)
    arguments = parser.parse_args()
    folder = arguments.screenshots or Path(tempfile.mkdtemp(prefix="questline-play-"))
    folder.mkdir(parents=True, exist_ok=True)
    sys.exit(main(arguments.binary, arguments.site, folder))
