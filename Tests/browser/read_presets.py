#!/usr/bin/env python3
"""Reads every preset's pages as its people would, before, during and after its game.

    python3 Tests/browser/read_presets.py QUESTLINE_BINARY [WORK_DIR]

Each preset (and the sample birthday game in content/) is made with `questline init` at
2026-06-14T12:00 and built at three instants: the day before it starts, 2026-06-13T20:00, and
after it ends (2026-12-31 for a game that goes on). In each output, every link of every page
and every `url` of every widget snapshot must lead to a file the build made (`sitecheck.crawl`),
and the pages must say what is true of that game, in its own words (`READINGS` below): no
"1 people", no kinds the game lacks in the navigation, no missed daily pick in a game without
a daily pool, no "gifts your friends hid" in a shop, no next reward after the end, and a family
star chart's awards on its mission log, calendar and profiles.
Exits 0 when every reading holds; the last line is `N passed, M failed`.
"""
from __future__ import annotations

import html
import re
import shutil
import subprocess
import sys
import tempfile
from datetime import date, timedelta
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from sitecheck.crawl import Crawl  # noqa: E402

REPO = Path(__file__).resolve().parents[2]
MADE_AT = "2026-06-14T12:00"
DURING = "2026-06-13T20:00"
AFTER_OPEN_ENDED = "2026-12-31T12:00"
# A count of one with a plural noun: "1 people", "1 active days".
ONE_WITH_PLURAL = re.compile(
    r"(?<![\d.,])\b1 (people|players|active days|days|moments|challenges|rewards|events|treats|"
    r"things done|times|quests|stars|points|goals|dares)\b")


class Game:
    """A game folder made from a preset, and what its content says it has."""

    def __init__(self, name: str, folder: Path) -> None:
        self.name, self.folder = name, folder
        content = folder / "content"
        self.game_yaml = (content / "game.yaml").read_text(encoding="utf-8")
        self.has = {kind: _has_items(content / f"{kind}.yaml") for kind in ("challenges", "rewards", "goals")}
        challenges = (content / "challenges.yaml").read_text(encoding="utf-8") if self.has["challenges"] else ""
        self.has_pool = "schedule: pool" in challenges
        rewards = (content / "rewards.yaml").read_text(encoding="utf-8") if self.has["rewards"] else ""
        items = [line for line in rewards.splitlines() if re.match(r"\s*- ", line)]
        self.is_shop = bool(items) and all("repeatable: true" in _item(rewards, index) for index in range(len(items)))
        self.is_family = not self.has["challenges"]
        events = content / "events.jsonl"
        self.has_awards = events.is_file() and '"award"' in events.read_text(encoding="utf-8")
        if not _field(self.game_yaml, "starts"):
            raise SystemExit(f"{name}: game.yaml has no starts:, so there is no day before the game")
        self.starts = date.fromisoformat(_field(self.game_yaml, "starts"))
        ends = _field(self.game_yaml, "ends")
        self.ends = date.fromisoformat(ends) if ends else None

    def instants(self) -> dict[str, str]:
        after = f"{(self.ends + timedelta(days=2)).isoformat()}T12:00" if self.ends else AFTER_OPEN_ENDED
        return {"before": f"{(self.starts - timedelta(days=1)).isoformat()}T12:00", "during": DURING, "after": after}


def _has_items(path: Path) -> bool:
    return path.is_file() and any(re.match(r"\s*- ", line) for line in path.read_text(encoding="utf-8").splitlines())


def _item(text: str, index: int) -> str:
    """The text of the `index`th item of a YAML list, flow or block style."""
    parts = re.split(r"(?m)^- ", text)[1:]
    return parts[index] if index < len(parts) else ""


def _field(text: str, key: str) -> str:
    match = re.search(rf"(?m)^{key}:\s*(\S+)", text)
    return match.group(1) if match else ""


def visible_text(page: Path) -> str:
    """What a person reads on a page: its text without tags, scripts and styles."""
    source = page.read_text(encoding="utf-8")
    source = re.sub(r"(?s)<(script|style)\b.*?</\1>", " ", source)
    return re.sub(r"\s+", " ", html.unescape(re.sub(r"<[^>]+>", " ", source)))


def nav_labels(page: Path) -> list[str]:
    source = page.read_text(encoding="utf-8")
    match = re.search(r'(?s)<nav class="nav".*?</nav>', source)
    return [html.unescape(label).strip() for label in re.findall(r">([^<>]+)</a>", match.group(0))] if match else []


def readings(game: Game, moment: str, output: Path) -> list[str]:
    """What the pages of one build say wrong, each as `page: what`."""
    problems = [f"dead link: {problem}" for problem in Crawl(output).dead_links()]
    pages = sorted(output.rglob("*.html"))
    for page in pages:
        where = str(page.relative_to(output))
        text = visible_text(page)
        for match in ONE_WITH_PLURAL.finditer(text):
            problems.append(f"{where}: says '{match.group(0)}'")
        labels = nav_labels(page)
        for kind, label in (("challenges", "Challenges"), ("rewards", "Rewards"), ("goals", "Goals")):
            if not game.has[kind] and label in labels:
                problems.append(f"{where}: {label} in the navigation of a game without {kind}")
        if not game.has_pool and "No daily pick today." in text:
            problems.append(f"{where}: 'No daily pick today.' in a game without a daily pool")
        if (game.is_shop or game.is_family) and ("gifts your friends hid" in text or "Letter" in text):
            problems.append(f"{where}: a birthday's gift words in a game of repeatable treats")
        if (game.is_shop or game.is_family) and re.search(r"\b\d+ of \d+ unlocked\b", text):
            problems.append(f"{where}: 'N of M unlocked' for treats bought again and again")
    for kind in ("challenges", "rewards", "goals"):
        if not game.has[kind] and (output / kind / "index.html").exists():
            problems.append(f"{kind}/index.html made for a game without {kind}")
    home = visible_text(output / "index.html")
    if moment == "after" and game.ends and "Next reward within reach" in home:
        problems.append("index.html: 'Next reward within reach' after the game ended")
    if game.is_family and game.has_awards and moment != "before":
        history = visible_text(output / "history" / "index.html")
        if "★" not in history:
            problems.append("history/index.html: no award in a family star chart's mission log")
        if " 0 active days" in visible_text(output / "calendar" / "index.html"):
            problems.append("calendar/index.html: awards not counted as activity")
        for profile in sorted((output / "people").glob("*/index.html")):
            text = visible_text(profile)
            if "Earned and spent" not in text and "Balance" in text:
                problems.append(f"{profile.relative_to(output)}: a child's profile lists no awards or spends")
    return problems


def make_games(binary: str, work: Path) -> list[Game]:
    games = []
    sample = work / "birthday"
    shutil.copytree(REPO / "content", sample / "content")
    shutil.copytree(REPO / "Templates", sample / "Templates")
    games.append(Game("birthday", sample))
    for preset in sorted(path.name for path in (REPO / "Presets").iterdir() if path.is_dir()):
        subprocess.run([binary, "init", str(work / preset), "--preset", preset, "--as-of", MADE_AT],
                       check=True, stdout=subprocess.DEVNULL)
        games.append(Game(preset, work / preset))
    return games


def main(binary: str, work: Path) -> int:
    passed = failed = 0
    for game in make_games(binary, work):
        for moment, instant in game.instants().items():
            output = work / "outputs" / f"{game.name}-{moment}"
            subprocess.run([binary, "build", "--site", str(game.folder), "--as-of", instant, "--output", str(output)],
                           check=True, stdout=subprocess.DEVNULL)
            problems = readings(game, moment, output)
            if problems:
                failed += 1
                print(f"FAIL {game.name} {moment} ({instant}):")
                for problem in problems:
                    print(f"  {problem}")
            else:
                passed += 1
                print(f"ok   {game.name} {moment} ({instant})")
    print(f"{passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    if len(sys.argv) not in (2, 3):
        sys.exit(__doc__)
    if len(sys.argv) == 3:
        folder = Path(sys.argv[2])
        folder.mkdir(parents=True, exist_ok=True)
        sys.exit(main(sys.argv[1], folder))
    with tempfile.TemporaryDirectory(prefix="questline-read-") as temporary:
        sys.exit(main(sys.argv[1], Path(temporary)))
