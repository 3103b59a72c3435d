#!/usr/bin/env python3
"""The sample game in every language questline ships, checked in one batch (issue #36).

    python3 Tests/browser/check_languages.py QUESTLINE_BINARY WORK_DIR [--screenshots DIR]

For each `Templates/strings/<language>.yaml` (English and whichever translations exist), the
sample game is built at 2026-06-13T20:00 with `language: <language>` (its locale then follows
the language). Then:
- `english`: no English interface string appears on a page, in the Atom feed or in a widget's
  text of a non-English build (rendered text compared with en.yaml's values; a value the
  language writes the same, and words the game's own content uses, are skipped);
- `html`: every page of every build passes the Nu HTML Checker, in one run;
- `axe`: home, calendar and two more page kinds in turn per language (so that fourteen cover
  every kind) have no serious or critical axe-core violation at 390 px;
- `rtl`: a right-to-left language's pages say `dir="rtl"`, the timeline starts on the right,
  the progress bars fill from the right, and the game's own English text (a tagline, a title,
  a description) keeps its left-to-right direction, in each of the three themes;
- screenshots of home and calendar at 390 px for nb, pl, ja and ar (those that exist), and
  of Arabic's home and timeline in every theme, for a person to look at.
Exits 0 when every check passes; the last line is `N passed, M failed`.
"""
from __future__ import annotations

import argparse
import html.parser
import json
import re
import shutil
import subprocess
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from sitecheck import html as nu  # noqa: E402
from sitecheck.results import CheckResult, Report  # noqa: E402

REPO = Path(__file__).resolve().parents[2]
AS_OF = "2026-06-13T20:00"
# Every language's home and calendar, and two more kinds in turn, so fourteen languages cover
# every kind without opening all of them in each.
AXE_ALWAYS = ["index.html", "calendar/index.html"]
AXE_TURNS = ["today/index.html", "timeline/index.html", "challenges/index.html", "rewards/index.html",
             "history/index.html", "people/sam/index.html", "goals/index.html"]
SCREENSHOT_LANGUAGES = ["nb", "pl", "ja", "ar"]
SCREENSHOT_PAGES = ["index.html", "calendar/index.html"]
THEMES = ["party", "parchment", "arcade"]
RIGHT_TO_LEFT = {"ar", "he", "fa", "ur"}
PLACEHOLDER = re.compile(r"\{[^{}]*\}")


def read_strings(path: Path) -> dict[str, str]:
    """A flat `key: text` strings file, read as questline reads it (UIStrings.parse)."""
    values: dict[str, str] = {}
    for raw in path.read_text(encoding="utf-8").splitlines():
        line = raw.strip()
        if not line or line.startswith("#") or ":" not in line:
            continue
        key, value = line.split(":", 1)
        value = value.strip()
        if len(value) >= 2 and value.startswith('"') and value.endswith('"'):
            value = value[1:-1].replace('\\"', '"')
        values[key.strip()] = value
    return values


def english_fragments(english: dict[str, str], translated: dict[str, str],
                      content: str) -> dict[str, str]:
    """The English words that must not show on a page in the translated language, each with
    the key it comes from: every piece of an English value between its placeholders that
    holds a word of three letters or more, unless the translation writes it too (in any of
    its values) or the game's content uses it (names, titles, reasons are the game's words)."""
    theirs = "\n".join(translated.values()).casefold()
    ours = content.casefold()
    fragments: dict[str, str] = {}
    for key, value in english.items():
        for piece in PLACEHOLDER.split(value):
            piece = piece.strip(" \t:;,.!?·–—()\"'→%+-/")
            if not re.search(r"[A-Za-z]{3,}", piece):
                continue
            if piece.casefold() in theirs or piece.casefold() in ours:
                continue
            fragments.setdefault(piece, key)
    return fragments


class TextOf(html.parser.HTMLParser):
    """What a person reads (or a screen reader says) on a page: text outside scripts and
    styles, and the attributes that are read out."""

    SPOKEN = {"alt", "title", "aria-label", "placeholder", "content"}

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.parts: list[str] = []
        self.skipping = 0

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag in ("script", "style"):
            self.skipping += 1
        named = dict(attrs)
        for name, value in attrs:
            if name in self.SPOKEN and value:
                # <meta content> only where it is text: the description and titles.
                if name == "content" and named.get("name") not in ("description",) \
                        and named.get("property") not in ("og:title", "og:description", "og:site_name"):
                    continue
                self.parts.append(value)

    def handle_endtag(self, tag: str) -> None:
        if tag in ("script", "style") and self.skipping:
            self.skipping -= 1

    def handle_data(self, data: str) -> None:
        if not self.skipping:
            self.parts.append(data)


def page_text(path: Path) -> str:
    parser = TextOf()
    parser.feed(path.read_text(encoding="utf-8"))
    return "\n".join(" ".join(part.split()) for part in parser.parts if part.strip())


def widget_text(path: Path) -> str:
    """The sentences of a widget snapshot: its state line and timeline texts."""
    found: list[str] = []

    def walk(value: object, key: str = "") -> None:
        if isinstance(value, dict):
            for name, item in value.items():
                walk(item, name)
        elif isinstance(value, list):
            for item in value:
                walk(item, key)
        elif isinstance(value, str) and key in ("state", "text", "worth"):
            found.append(value)

    walk(json.loads(path.read_text(encoding="utf-8")))
    return "\n".join(found)


def leaks(output: Path, fragments: dict[str, str]) -> list[str]:
    """Each English fragment found in what a build shows, with where and the key."""
    texts = {str(p.relative_to(output)): page_text(p) for p in sorted(output.rglob("*.html"))}
    if (output / "feed.atom").is_file():
        texts["feed.atom"] = re.sub(r"<[^>]+>", " ", (output / "feed.atom").read_text(encoding="utf-8"))
    for snapshot in sorted((output / "widgets").glob("*.json")):
        texts[str(snapshot.relative_to(output))] = widget_text(snapshot)
    patterns = {piece: re.compile(r"(?<![A-Za-z])" + re.escape(piece) + r"(?![A-Za-z])") for piece in fragments}
    problems = []
    for where, text in texts.items():
        for piece, pattern in patterns.items():
            if pattern.search(text):
                problems.append(f"{where}: English \"{piece}\" (en.yaml {fragments[piece]})")
    return problems


def content_words(site: Path) -> str:
    """Every text the game's content holds: it is the game's, in whatever language it is written."""
    parts = []
    for path in sorted((site / "content").rglob("*")):
        if path.suffix in (".yaml", ".yml", ".md", ".jsonl") and path.is_file():
            parts.append(path.read_text(encoding="utf-8"))
    return "\n".join(parts)


def make_site(site: Path, language: str, theme: str | None = None) -> None:
    """The sample game and theme in `site`, speaking `language` (its locale from it)."""
    if site.exists():
        shutil.rmtree(site)
    shutil.copytree(REPO / "content", site / "content")
    shutil.copytree(REPO / "Templates", site / "Templates")
    game = site / "content/game.yaml"
    lines = [line for line in game.read_text(encoding="utf-8").splitlines()
             if not line.startswith(("locale:", "language:")) and not (theme and line.startswith("theme:"))]
    lines.append(f"language: {language}")
    if theme:
        lines.append(f"theme: {theme}")
    game.write_text("\n".join(lines) + "\n", encoding="utf-8")


def build(questline: str, site: Path) -> list[str]:
    run = subprocess.run([questline, "build", "--site", str(site), "--as-of", AS_OF, "--quiet"],
                         capture_output=True, text=True, timeout=300)
    return [] if run.returncode == 0 else [f"build failed ({run.returncode}): {run.stderr.strip()[:2000]}"]


RTL_PROBE = r"""
const html = document.documentElement;
const out = {dir: html.dir, lang: html.lang, width: window.innerWidth};
const dot = document.querySelector('.trail-nodes .node-dot');
if (dot) { const r = dot.getBoundingClientRect(); out.firstNode = r.left + r.width / 2; }
const bar = document.querySelector('.meter > span');
if (bar) { const r = bar.getBoundingClientRect(), p = bar.parentElement.getBoundingClientRect();
           out.barRight = p.right - r.right; out.barLeft = r.left - p.left; out.barWidth = r.width; out.meter = p.width; }
// Content written in a left-to-right script (the sample game's English) keeps its own direction
// in a right-to-left page, so its full stop stays at its end.
out.unisolated = [...document.querySelectorAll('.lede, .tagline, .fun-facts li, .prose, .node-proof, .node-title, .quest-title, .reward-title, .next-title')]
  .filter(e => /^[^\p{L}]*[A-Za-z]/u.test(e.textContent) && getComputedStyle(e).direction !== 'ltr')
  .map(e => e.className + ': ' + e.textContent.trim().slice(0, 40));
// A line of the interface's words that ends in the game's own sentence ("الخيار أ: Perform …."):
// that sentence must sit in an element of its own direction.
const ltrInside = e => [...e.querySelectorAll('*')].some(c => getComputedStyle(c).direction === 'ltr' && /[A-Za-z]/.test(c.textContent));
out.unisolated.push(...[...document.querySelectorAll('.node-detail')]
  .filter(e => /[A-Za-z][.!?]\s*$/.test(e.textContent) && getComputedStyle(e).direction !== 'ltr' && !ltrInside(e))
  .map(e => e.className + ': ' + e.textContent.trim().slice(0, 40)));
return out;
"""


def rtl_problems(driver, page: str) -> list[str]:
    probe = driver.execute_script(RTL_PROBE)
    problems = []
    if probe["dir"] != "rtl":
        problems.append(f"<html dir> is {probe['dir']!r}, not 'rtl'")
    if page.startswith("timeline") and "firstNode" in probe and probe["firstNode"] < probe["width"] / 2:
        problems.append(f"the trail's first node is on the left (x = {probe['firstNode']:.0f} of {probe['width']})")
    if "barRight" in probe and probe["barWidth"] < probe["meter"] - 1 and probe["barRight"] > 1:
        problems.append(f"a progress bar fills from the left ({probe['barRight']:.0f} px short of the right)")
    for text in probe["unisolated"]:
        problems.append(f"left-to-right content laid out right to left (its full stop at its start): {text!r}")
    return problems


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("questline")
    parser.add_argument("work", type=Path)
    parser.add_argument("--screenshots", type=Path, help="where screenshots go (default: WORK/screenshots)")
    args = parser.parse_args(argv)
    screenshots = args.screenshots or args.work / "screenshots"
    english = read_strings(REPO / "Templates/strings/en.yaml")
    languages = sorted(p.stem for p in (REPO / "Templates/strings").glob("*.yaml"))
    report = Report()

    sites: dict[str, Path] = {}
    for language in languages:
        site = args.work / language
        make_site(site, language)
        report.add([CheckResult("build", language, "questline build", build(args.questline, site))])
        sites[language] = site
    rtl_sites: dict[str, Path] = {}
    for language in (l for l in languages if l in RIGHT_TO_LEFT):
        for theme in THEMES:
            site = args.work / f"{language}-{theme}"
            make_site(site, language, theme)
            report.add([CheckResult("build", f"{language}-{theme}", "questline build", build(args.questline, site))])
            rtl_sites[f"{language}-{theme}"] = site
    print(f"built the sample in {len(languages)} languages: {', '.join(languages)}", flush=True)

    for language, site in sites.items():
        if language == "en":
            continue
        translated = read_strings(REPO / f"Templates/strings/{language}.yaml")
        fragments = english_fragments(english, translated, content_words(site))
        report.add([CheckResult("english", language, "pages, feed and widgets", leaks(site / "output", fragments))])

    files = {page: (label, str(page.relative_to(site / "output")))
             for label, site in {**sites, **rtl_sites}.items() for page in sorted((site / "output").rglob("*.html"))}
    report.add(nu.validate_html(files))
    print(f"Nu HTML Checker: {len(files)} pages", flush=True)

    from sitecheck import browser  # selenium is only needed here

    driver = browser.start_chromium()
    checker = browser.PageChecker(driver, screenshots)
    try:
        for number, (label, site) in enumerate({**sites, **rtl_sites}.items()):
            output = site / "output"
            language = label.split("-")[0]
            themed = label in rtl_sites
            turn = [AXE_TURNS[(2 * number + k) % len(AXE_TURNS)] for k in range(2)]
            for page in AXE_ALWAYS + (["timeline/index.html"] if themed else turn):
                path = output / page
                if not path.is_file():
                    continue
                checker._load(path, browser.PHONE, reduced_motion=False)
                driver.execute_script(browser.STILL)
                if not themed:
                    report.add([CheckResult("axe", label, f"{page} @ 390x844", checker._axe_violations())])
                if language in RIGHT_TO_LEFT:
                    report.add([CheckResult("rtl", label, page, rtl_problems(driver, page))])
                shoot = (not themed and language in SCREENSHOT_LANGUAGES and page in SCREENSHOT_PAGES) \
                    or (themed and page in ("index.html", "timeline/index.html"))
                if shoot:
                    name = page.replace("/index.html", "").replace(".html", "")
                    checker._screenshot(screenshots / label / f"{name}@390.png")
    finally:
        driver.quit()
    print(f"Screenshots: {screenshots.resolve()}")

    for result in report.failures:
        print(f"FAIL {result.check}: {result.output}/{result.target}")
        for problem in result.problems[:40]:
            print(f"    {problem}")
    print(report.summary_line())
    return 1 if report.failures else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
