#!/usr/bin/env python3
"""Writes a game big enough for every page to reach its limits.

    python3 Tests/browser/make_crowd.py /tmp/crowd/content

Thirty players (past the 24 shown in full), a daily quest, a few once-challenges and
rewards, and six weeks of events (past the 250 newest moments on the timeline and the
1,000 player-days the mission log shows quest by quest). Built at 2026-06-13T20:00, its
pages show the roster, "Done by N of M" on the board, the everyone-together heatmap and
the mission log's one-line days, so the browser and validator checks read those too.
Everything is derived from the player's and the day's numbers: the same files every run.
"""
from __future__ import annotations

import json
import sys
from datetime import date, timedelta
from pathlib import Path

PLAYERS = 30
FIRST_DAY = date(2026, 5, 1)
LAST_DAY = date(2026, 6, 13)

GAME = """\
format: 1
title: The Crowd
description: Thirty friends, one habit a day, six weeks.
timezone: Europe/Oslo
locale: en_GB
currency:
  name: points
  singular: point
prices:
  text: 40
  image: 40
  gallery: 40
  audio: 40
  video: 40
starts: 2026-05-01
ends: 2026-06-30
theme: parchment
limits:
  players: 40
"""

CHALLENGES = """\
- id: stretch
  title: Morning stretch
  category: body
  points: 2
  schedule: daily
- id: new-recipe
  title: Cook something new
  category: food
  points: 10
- id: long-walk
  title: A long walk
  category: body
  points: 10
- id: call-someone
  title: Call someone you miss
  category: people
  points: 10
"""

REWARDS = """\
- id: badge-letter
  title: A letter from the team
  kind: text
  message: Six weeks of stretching. **Well done.**
- id: playlist
  title: The crowd's playlist
  kind: text
  price: 80
  message: A list of songs, one from each of us.
"""


def people() -> str:
    lines = ["- id: coach\n  name: Coach\n  role: organiser\n"]
    for number in range(1, PLAYERS + 1):
        lines.append(f"- id: p{number:02d}\n  name: Player {number}\n  role: player\n")
    return "".join(lines)


def events() -> str:
    lines = []
    day = FIRST_DAY
    while day <= LAST_DAY:
        for number in range(1, PLAYERS + 1):
            # Everyone skips some days, each on their own rhythm.
            if (number * 7 + day.toordinal()) % 5 == 0:
                continue
            at = f"{day.isoformat()}T07:{number:02d}:00+02:00"
            lines.append({"at": at, "type": "complete", "player": f"p{number:02d}", "challenge": "stretch"})
        index = (day - FIRST_DAY).days
        # One once-challenge a day, each player's first, then their second: never one twice.
        once = ["new-recipe", "long-walk", "call-someone"][index // PLAYERS % 3]
        number = index % PLAYERS + 1
        lines.append({"at": f"{day.isoformat()}T18:00:00+02:00", "type": "complete", "player": f"p{number:02d}",
                      "challenge": once, "proof": "text", "text": f"Day {index + 1}: done."})
        day += timedelta(days=1)
    for number in range(1, PLAYERS + 1, 3):
        lines.append({"at": "2026-06-13T19:00:00+02:00", "type": "unlock", "player": f"p{number:02d}",
                      "reward": "badge-letter"})
    lines.sort(key=lambda event: event["at"])
    return "".join(json.dumps(event, sort_keys=True) + "\n" for event in lines)


def main() -> None:
    target = Path(sys.argv[1])
    target.mkdir(parents=True, exist_ok=True)
    (target / "game.yaml").write_text(GAME)
    (target / "people.yaml").write_text(people())
    (target / "challenges.yaml").write_text(CHALLENGES)
    (target / "rewards.yaml").write_text(REWARDS)
    (target / "events.jsonl").write_text(events())


if __name__ == "__main__":
    main()
