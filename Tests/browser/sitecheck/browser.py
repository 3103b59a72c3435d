"""Opening pages in headless Chromium: console errors, outside requests, screenshots,
the axe-core audit and reduced motion.

Nothing leaves the machine: every http(s)/ws(s)/ftp request is blocked inside the page
(`Network.setBlockedURLs`), host names resolve to nothing (`--host-resolver-rules`) and
the proxy is a closed port on loopback. The attempts still show in Chrome's network log,
which is how an outside request is caught.
"""
from __future__ import annotations

import base64
import json
import time
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any
from urllib.parse import unquote, urlparse

from selenium import webdriver
from selenium.webdriver.chrome.service import Service

from .results import CheckResult

CHROMIUM = "/usr/bin/chromium"
CHROMEDRIVER = "/usr/bin/chromedriver"
BLOCKED_URLS = ["http://*", "https://*", "ws://*", "wss://*", "ftp://*"]
# Requests that stay inside the page itself.
INLINE_SCHEMES = {"data", "blob", "about", "javascript"}
# How long a page may keep animating after load before the check looks again.
MOTION_WAIT_S = 0.5
# More animation frames than this in MOTION_WAIT_S means a requestAnimationFrame loop.
MAX_IDLE_FRAMES = 5
MAX_SCREENSHOT_HEIGHT = 8000
MAX_AXE_NODES = 10


@dataclass(frozen=True)
class Viewport:
    name: str
    width: int
    height: int
    mobile: bool


PHONE = Viewport("390x844", 390, 844, True)
DESKTOP = Viewport("1280x800", 1280, 800, False)
VIEWPORTS = (PHONE, DESKTOP)

# Runs before any script of the page: counts animation frames (for JavaScript motion).
FRAME_COUNTER = """
window.__questlineFrames = 0;
const questlineRAF = window.requestAnimationFrame.bind(window);
window.requestAnimationFrame = (callback) =>
  questlineRAF((time) => { window.__questlineFrames++; callback(time); });
"""

# What still moves: running Web/CSS animations and transitions, and playing videos. An
# animation on a scroll timeline (the menu's fades) moves only as the person scrolls: not motion
# of its own.
RUNNING_MOTION = """
const name = (el) => !el ? '?' : el.tagName.toLowerCase() + (el.id ? '#' + el.id : '')
  + [...el.classList].map((c) => '.' + c).join('');
const animations = document.getAnimations()
  .filter((a) => a.playState === 'running' && (!a.timeline || a.timeline instanceof DocumentTimeline))
  .map((a) => (a.animationName ? 'CSS animation "' + a.animationName + '"'
    : a.transitionProperty ? 'CSS transition of ' + a.transitionProperty : 'animation')
    + ' on ' + name(a.effect && a.effect.target));
const videos = [...document.querySelectorAll('video')]
  .filter((v) => !v.paused && !v.ended).map((v) => 'playing video ' + name(v));
return animations.concat(videos);
"""

# Scrolls to the bottom so lazy images load, waits for images and fonts (3 s at most),
# and scrolls back up for the screenshot.
SETTLE = """
const done = arguments[arguments.length - 1];
const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve()));
(async () => {
  window.scrollTo(0, document.documentElement.scrollHeight);
  await frame(); await frame();
  const pending = [...document.images].filter((i) => !i.complete).map((i) => new Promise(
    (resolve) => { i.addEventListener('load', resolve); i.addEventListener('error', resolve); }));
  await Promise.race([Promise.all([...pending, document.fonts.ready]),
                      new Promise((resolve) => setTimeout(resolve, 3000))]);
  window.scrollTo(0, 0);
  await frame();
  done();
})();
"""

# Holds the page still for the audit and the screenshot: finite animations and
# transitions jump to their end, endless ones pause at their start. Otherwise axe judges
# whatever frame it happens to catch (a fade-in is low contrast halfway) and flakes.
# An animation on a scroll timeline (the menu's fades) follows the scroll alone: still already,
# and its time is a percentage that an absolute time cannot set.
STILL = """
for (const animation of document.getAnimations()) {
  if (animation.timeline && !(animation.timeline instanceof DocumentTimeline)) continue;
  const end = animation.effect ? animation.effect.getComputedTiming().endTime : Infinity;
  if (Number.isFinite(end)) { animation.finish(); }
  else { animation.pause(); animation.currentTime = 0; }
}
"""

# Links that make the browser connect somewhere without a request in the network log.
OUTSIDE_HINTS = """
return [...document.querySelectorAll('link[rel~=preconnect], link[rel~=dns-prefetch]')]
  .map((l) => l.href).filter((h) => /^(https?|wss?|ftp):/i.test(h));
"""


# Where every link of the page leads, as the browser resolves it.
LINK_TARGETS = "return [...document.querySelectorAll('a[href]')].map((a) => a.href);"

# The page's navigation links (header and nav), as a person sees them.
NAV_LINKS = """
return [...document.querySelectorAll('header a[href], nav a[href]')]
  .map((a, i) => ({index: i, href: a.href}));
"""


@lru_cache(maxsize=1)
def axe_source() -> str:
    """axe-core's `axe.min.js` as bundled by the `axe-selenium-python` package."""
    import axe_selenium_python

    script = Path(axe_selenium_python.__file__).parent / "node_modules/axe-core/axe.min.js"
    return script.read_text(encoding="utf-8")


def start_chromium() -> webdriver.Chrome:
    """A headless Chromium that can reach nothing but files."""
    options = webdriver.ChromeOptions()
    options.binary_location = CHROMIUM
    for argument in (
        "--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
        "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost",
        "--proxy-server=http://127.0.0.1:9", "--disable-background-networking",
        "--disable-component-update", "--disable-sync", "--no-first-run",
        "--disable-default-apps", "--disable-extensions", "--mute-audio",
        "--hide-scrollbars", "--force-color-profile=srgb", "--lang=en-US",
        "--autoplay-policy=no-user-gesture-required",
    ):
        options.add_argument(argument)
    options.set_capability("unhandledPromptBehavior", "dismiss and notify")
    options.set_capability("goog:loggingPrefs", {"browser": "ALL", "performance": "ALL"})
    driver = webdriver.Chrome(service=Service(CHROMEDRIVER), options=options)
    driver.set_page_load_timeout(30)
    driver.set_script_timeout(60)
    driver.execute_cdp_cmd("Network.enable", {})
    driver.execute_cdp_cmd("Network.setBlockedURLs", {"urls": BLOCKED_URLS})
    driver.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": FRAME_COUNTER})
    return driver


class PageChecker:
    """Opens pages of one browser session and checks each."""

    def __init__(self, driver: webdriver.Chrome, screenshots: Path) -> None:
        self.driver = driver
        self.screenshots = screenshots
        self.axe = axe_source()

    def check_page(self, output: Path, label: str, page: Path, slug: str,
                   click_nav: bool = False) -> list[CheckResult]:
        """Every browser check of one page: both sizes, then reduced motion on a phone.

        The reduced-motion load also waits a moment, so console errors and requests that
        come late are caught there. With `click_nav` (once per folder depth) each navigation
        link is clicked as a person would, from the page opened as a file."""
        target = str(page.relative_to(output))
        results: list[CheckResult] = []
        for viewport in VIEWPORTS:
            where = f"{target} @ {viewport.name}"
            self._load(page, viewport, reduced_motion=False)
            if viewport is DESKTOP:
                results.append(CheckResult("links", label, target, self._dead_links(output)))
            results.append(CheckResult("console", label, where, self._console_errors(output)))
            results.append(CheckResult("requests", label, where, self._outside_requests(output)))
            self.driver.execute_script(STILL)
            results.append(CheckResult("axe", label, where, self._axe_violations()))
            self._screenshot(self.screenshots / label / f"{slug}@{viewport.name}.png")
        where = f"{target} @ {PHONE.name} reduced motion"
        self._load(page, PHONE, reduced_motion=True)
        results.append(CheckResult("motion", label, where, self._motion()))
        results.append(CheckResult("console", label, where, self._console_errors(output)))
        results.append(CheckResult("requests", label, where, self._outside_requests(output)))
        if click_nav:
            results.append(CheckResult("links", label, f"{target} (clicking the navigation)",
                                       self._click_navigation(page)))
        return results

    def _dead_links(self, output: Path) -> list[str]:
        """Links that do not open a page from a folder: a link to a folder shows its listing
        when the site is opened as files (a USB stick, before publishing), a missing file
        nothing at all. Links to other sites and `mailto:` are not this check's business."""
        problems = []
        for href in dict.fromkeys(self.driver.execute_script(LINK_TARGETS)):
            problem = link_problem(href, output)
            if problem:
                problems.append(problem)
        return problems

    def _click_navigation(self, page: Path) -> list[str]:
        """Clicks each navigation link in turn, from the page opened afresh each time, and
        says where a click did not land on a page of the site."""
        driver, problems = self.driver, []
        driver.get(page.resolve().as_uri())
        for link in driver.execute_script(NAV_LINKS):
            driver.get(page.resolve().as_uri())
            driver.execute_script(
                "document.querySelectorAll('header a[href], nav a[href]')[arguments[0]].click();",
                link["index"])
            deadline = time.monotonic() + 5
            while driver.execute_script("return document.readyState") != "complete" \
                    and time.monotonic() < deadline:
                time.sleep(0.05)
            landed = driver.current_url.split("#", 1)[0]
            if landed == page.resolve().as_uri() and link["href"].split("#", 1)[0] != landed:
                problems.append(f"clicking {link['href']} went nowhere")
            elif not driver.execute_script("return !!document.querySelector('main')"):
                problems.append(f"clicking {link['href']} opened {landed}, which is not a page "
                                "(a folder's listing?)")
        return problems

    def _load(self, page: Path, viewport: Viewport, reduced_motion: bool) -> None:
        """Opens a page at a size, with logs of earlier pages dropped, and settles it."""
        driver = self.driver
        driver.get_log("browser")
        driver.get_log("performance")
        driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {
            "width": viewport.width, "height": viewport.height,
            "deviceScaleFactor": 1, "mobile": viewport.mobile})
        driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [
            {"name": "prefers-reduced-motion",
             "value": "reduce" if reduced_motion else "no-preference"}]})
        driver.get(page.resolve().as_uri())
        driver.execute_async_script(SETTLE)

    def _console_errors(self, output: Path) -> list[str]:
        """SEVERE console messages, except failed loads of outside URLs (those are the
        request check's business, so one fault fails one check)."""
        errors = []
        for entry in self.driver.get_log("browser"):
            if entry.get("level") != "SEVERE":
                continue
            message = entry.get("message", "")
            url = message.split(" - Failed to load resource", 1)[0]
            if "Failed to load resource" in message and is_outside(url, output):
                continue
            errors.append(message)
        return errors

    def _outside_requests(self, output: Path) -> list[str]:
        """URLs the page asked for that are not files under `output`."""
        urls: list[str] = []
        for entry in self.driver.get_log("performance"):
            message = json.loads(entry["message"])["message"]
            if message.get("method") != "Network.requestWillBeSent":
                continue
            url = message["params"]["request"]["url"]
            if is_outside(url, output) and url not in urls:
                urls.append(url)
        for url in self.driver.execute_script(OUTSIDE_HINTS):
            urls.append(f"{url} (preconnect/dns-prefetch)")
        return [f"request leaves the output folder: {url}" for url in urls]

    def _axe_violations(self) -> list[str]:
        """Serious and critical axe-core violations, one line per element (at most
        MAX_AXE_NODES per rule), with axe's own finding (e.g. the contrast ratio)."""
        self.driver.execute_script(self.axe)
        result: dict[str, Any] = self.driver.execute_script(
            "return axe.run(document, {resultTypes: ['violations']});")
        lines = []
        for violation in result["violations"]:
            if violation.get("impact") not in ("serious", "critical"):
                continue
            nodes = violation["nodes"]
            lines.append(f"{violation['impact']} {violation['id']}: {violation['help']} "
                         f"({violation.get('helpUrl', '').split('?')[0]})")
            for node in nodes[:MAX_AXE_NODES]:
                selector = " ".join(t if isinstance(t, str) else json.dumps(t)
                                    for t in node.get("target", []))
                found = [c["message"] for c in node.get("any", []) + node.get("all", [])
                         + node.get("none", []) if c.get("message")]
                lines.append(f"    at {selector}: {found[0] if found else ''}")
            if len(nodes) > MAX_AXE_NODES:
                lines.append(f"    and {len(nodes) - MAX_AXE_NODES} more")
        return lines

    def _motion(self) -> list[str]:
        """What still moves with reduced motion: right after load and a moment later."""
        found = [f"after load: {m}" for m in self.driver.execute_script(RUNNING_MOTION)]
        self.driver.execute_script("window.__questlineFrames = 0;")
        time.sleep(MOTION_WAIT_S)
        later = self.driver.execute_script(RUNNING_MOTION)
        found += [f"after {MOTION_WAIT_S:g} s: {m}" for m in later]
        frames = self.driver.execute_script("return window.__questlineFrames;") or 0
        if frames > MAX_IDLE_FRAMES:
            found.append(f"a requestAnimationFrame loop ran {frames} frames in "
                         f"{MOTION_WAIT_S:g} s")
        return found

    def _screenshot(self, path: Path) -> None:
        """A PNG of the whole page (up to MAX_SCREENSHOT_HEIGHT pixels tall)."""
        path.parent.mkdir(parents=True, exist_ok=True)
        size = self.driver.execute_script(
            "return [document.documentElement.scrollWidth, document.documentElement.scrollHeight];")
        shot = self.driver.execute_cdp_cmd("Page.captureScreenshot", {
            "format": "png", "captureBeyondViewport": True, "optimizeForSpeed": True,
            "clip": {"x": 0, "y": 0, "width": size[0],
                     "height": min(size[1], MAX_SCREENSHOT_HEIGHT), "scale": 1}})
        path.write_bytes(base64.b64decode(shot["data"]))


def link_problem(href: str, output: Path) -> str | None:
    """Why a link, as the browser resolved it, does not open a page of the site from a
    folder; None when it does (or leads to another site, which is not for this check)."""
    parsed = urlparse(href)
    if parsed.scheme != "file":
        return None
    path = Path(unquote(parsed.path))
    if not path.resolve().is_relative_to(output.resolve()):
        return f"link leads out of the site's folder: {href}"
    if path.is_dir():
        return f"link opens a folder, which a browser shows as a listing from file://: {href}"
    if not path.is_file():
        return f"link leads to no file: {href}"
    return None


def is_outside(url: str, output: Path) -> bool:
    """True when `url` is neither inside the page (data:, blob:) nor a file under `output`."""
    parsed = urlparse(url)
    if parsed.scheme in INLINE_SCHEMES:
        return False
    if parsed.scheme != "file" or parsed.netloc not in ("", "localhost"):
        return True
    path = Path(unquote(parsed.path)).resolve()
    return not path.is_relative_to(output.resolve())
