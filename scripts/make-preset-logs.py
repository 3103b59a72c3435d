#!/usr/bin/env python3
"""Writes the event logs of the presets under Presets/: weeks of plausible history through the
anchor day, 2026-06-13, a Saturday. The presets' pages are shown as of 20:00 that day, when its
later quests are still open; the history still holds the rest of that evening, so a game `init`
makes on a Sunday, whose yesterday is the anchor day, has every quest of yesterday done and its
streak alive. Deterministic (fixed seeds); rerun after changing a preset's quests. Times are
local (no offset): `questline init` shifts the dates by whole weeks to the day a game is made,
and `@pick` stands for that day's daily pick."""
import datetime as dt
import json
import random
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent / "Presets"
ANCHOR = dt.date(2026, 6, 13)
DAYS = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"]


def line(at: str, **fields) -> str:
    return json.dumps({"at": at, **fields}, sort_keys=True, ensure_ascii=False, separators=(",", ":"))


def stamp(day: dt.date, minutes: int) -> str:
    return f"{day.isoformat()}T{minutes // 60:02d}:{minutes % 60:02d}"


def days(first: dt.date, last: dt.date):
    d = first
    while d <= last:
        yield d
        d += dt.timedelta(days=1)


def parse_quests(path: Path):
    """Reads the flow-style quest lines of a pack: id, schedule weekdays and time."""
    quests = []
    for text in path.read_text().splitlines():
        if not text.startswith("- {id: "):
            continue
        qid = text.split("id: ")[1].split(",")[0]
        every = text.split("every: ")[1].split(", at")[0]
        weekdays = DAYS if every == "day" else every.strip("[]").split(", ")
        hh, mm = text.split('at: "')[1][:5].split(":")
        quests.append((qid, weekdays, int(hh) * 60 + int(mm)))
    return quests


def daily_quests():
    first = dt.date(2026, 4, 13)
    for pack in sorted((ROOT / "daily-quests/packs").glob("*.yaml")):
        rng = random.Random(pack.stem)
        out = []
        for day in days(first, ANCHOR):
            recent = (ANCHOR - day).days < 15
            for qid, weekdays, minutes in parse_quests(pack):
                if DAYS[day.weekday()] not in weekdays:
                    continue
                done_at = minutes + rng.randint(0, 75)
                if recent or rng.random() < 0.82:
                    out.append(line(stamp(day, min(done_at, 23 * 60 + 59)), type="complete", player="robin", challenge=qid))
        (pack.with_suffix(".events.jsonl")).write_text("\n".join(out) + "\n")
    shop = [
        line("2026-04-27T19:00", type="unlock", player="robin", reward="movie-night"),
        line("2026-05-16T09:00", type="unlock", player="robin", reward="sleep-in"),
        line("2026-05-29T19:30", type="unlock", player="robin", reward="takeout"),
        line("2026-06-06T20:30", type="unlock", player="robin", reward="movie-night"),
    ]
    (ROOT / "daily-quests/content/events.jsonl").write_text("\n".join(shop) + "\n")


def hundred_days():
    rng = random.Random("hundred-days")
    spans = [("sketch", dt.date(2026, 4, 10), 0.9), ("run-2k", dt.date(2026, 5, 14), 0.8), ("spanish", dt.date(2026, 6, 4), 0.95)]
    out = []
    for qid, start, rate in spans:
        for day in days(start, ANCHOR):
            if rng.random() >= rate:
                continue
            minutes = rng.randint(7 * 60, 22 * 60)
            if rng.random() < 0.1 and day < ANCHOR:
                # Forgot to tick it off: logged the next morning for the day before.
                out.append(line(stamp(day + dt.timedelta(days=1), 8 * 60), type="complete", player="lee", challenge=qid, on=day.isoformat()))
            else:
                out.append(line(stamp(day, minutes), type="complete", player="lee", challenge=qid))
    out.sort()
    (ROOT / "hundred-days/content/events.jsonl").write_text("\n".join(out) + "\n")


def family_stars():
    """The Hansen family in Norway: its reasons are written in Norwegian, as the preset is."""
    rng = random.Random("family-stars")
    chores = {
        "emma": ["Ryddet rommet sitt", "Gikk tur med hunden", "Gjorde leksene uten mas", "Tømte oppvaskmaskinen", "Hjalp til med middagen"],
        "noah": ["Ga katten mat", "Dekket på bordet", "Leste en hel bok", "La klesvasken på plass"],
        "ida": ["Pusset tennene hele uka", "Ryddet lekene", "Hjalp til med å vanne blomstene"],
    }
    treats = {"emma": ["Kinobillett", "Tegneserieblad"], "noah": ["Fotballkort"], "ida": ["Klistremerker"]}
    out = []
    balance = {child: 0 for child in chores}
    for day in days(dt.date(2026, 4, 18), ANCHOR):
        if day.weekday() == 5:  # Saturday noon: a small treat now and then, never more than saved
            for child, items in treats.items():
                amount = rng.choice([2, 3])
                if rng.random() < 0.3 and balance[child] >= amount + 10:
                    balance[child] -= amount
                    out.append(line(stamp(day, 12 * 60), type="spend", player=child, amount=amount,
                                    reason=rng.choice(items), by="dad"))
        for child, reasons in chores.items():
            if rng.random() < 0.55:
                minutes = rng.randint(16 * 60, 19 * 60 + 30)
                amount = rng.choice([1, 1, 2, 2, 3])
                balance[child] += amount
                out.append(line(stamp(day, minutes), type="award", player=child, amount=amount,
                                reason=rng.choice(reasons), by=rng.choice(["mum", "dad"])))
    out += [
        line("2026-05-09T13:00", type="unlock", player="noah", reward="ice-cream"),
        line("2026-05-23T13:00", type="unlock", player="ida", reward="choose-dinner"),
        line("2026-06-05T18:00", type="unlock", player="emma", reward="screen-time"),
    ]
    out.sort()
    (ROOT / "family-stars/content/events.jsonl").write_text("\n".join(out) + "\n")


def daily_challenge():
    rng = random.Random("daily-challenge")
    out = []
    for day in days(dt.date(2026, 5, 1), ANCHOR):
        if rng.random() < 0.72:
            minutes = rng.randint(9 * 60, 19 * 60 + 50)
            out.append(line(stamp(day, minutes), type="complete", player="kai", challenge="@pick"))
    (ROOT / "daily-challenge/content/events.jsonl").write_text("\n".join(out) + "\n")


if __name__ == "__main__":
    daily_quests()
    hundred_days()
    family_stars()
    daily_challenge()
