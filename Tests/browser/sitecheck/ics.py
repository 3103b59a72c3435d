"""`quests.ics` by RFC 5545: the real parser (icalendar) and a strict checker of the rules a
parser forgives: CRLF line ends, lines of at most 75 octets folded with a space, UTF-8, the
required properties of each component, a VTIMEZONE for every TZID, VALARM's properties,
UNTIL of DTSTART's kind, unique UIDs, no empty calendar. A site with nothing to schedule has
no calendar and no page links to one."""
from __future__ import annotations

import re
from pathlib import Path

import icalendar

from .results import CheckResult

MAX_OCTETS = 75
NAME = "quests.ics"


def check_ics(output: Path, label: str) -> list[CheckResult]:
    path = output / NAME
    linked = _linked(output)
    if not path.is_file():
        problems = [f"is missing, and {linked} links to it"] if linked else []
        return [CheckResult("ics", label, NAME, problems)]
    raw = path.read_bytes()
    problems = line_problems(raw)
    if not linked:
        problems.append("no page links to it (index.html's footer should)")
    try:
        calendar = icalendar.Calendar.from_ical(raw)
    except ValueError as error:
        return [CheckResult("ics", label, NAME, problems + [f"does not parse: {error}"])]
    problems += calendar_problems(calendar)
    problems += content_line_problems(unfolded(raw))
    return [CheckResult("ics", label, NAME, problems)]


def _linked(output: Path) -> str | None:
    """The home page, when it links to the calendar."""
    home = output / "index.html"
    if home.is_file() and NAME in home.read_text(encoding="utf-8", errors="replace"):
        return "index.html"
    return None


def line_problems(raw: bytes) -> list[str]:
    """CRLF line ends, lines of at most 75 octets, no empty line, valid UTF-8 (and no line
    split inside a UTF-8 sequence: each physical line decodes on its own)."""
    problems = []
    try:
        raw.decode("utf-8")
    except UnicodeDecodeError as error:
        problems.append(f"is not UTF-8: {error}")
    if not raw.endswith(b"\r\n"):
        problems.append("does not end with CRLF")
    for number, line in enumerate(raw.split(b"\r\n")[:-1], start=1):
        if b"\n" in line or b"\r" in line:
            problems.append(f"line {number}: a bare LF or CR; lines end with CRLF")
        if len(line) > MAX_OCTETS:
            problems.append(f"line {number}: {len(line)} octets; fold lines longer than 75")
        if not line:
            problems.append(f"line {number}: empty; RFC 5545 has no empty lines")
        try:
            line.decode("utf-8")
        except UnicodeDecodeError:
            problems.append(f"line {number}: folded inside a UTF-8 sequence")
    return problems[:20]


def unfolded(raw: bytes) -> list[str]:
    """The content lines: folds (CRLF then a space or tab) joined."""
    text = raw.decode("utf-8", errors="replace")
    return re.sub(r"\r\n[ \t]", "", text).split("\r\n")[:-1]


def content_line_problems(lines: list[str]) -> list[str]:
    """What only the text shows: each TZID named has its VTIMEZONE; each observance has
    DTSTART, TZOFFSETFROM and TZOFFSETTO; UNTIL is a date for all-day events, UTC for timed
    ones; DTSTAMP is UTC."""
    problems = []
    named = {m.group(1) for line in lines for m in re.finditer(r";TZID=([^;:]+)", line.split(":", 1)[0])}
    defined = {line[len("TZID:"):] for line in lines if line.startswith("TZID:")}
    for zone in sorted(named - defined):
        problems.append(f"TZID {zone} has no VTIMEZONE (RFC 5545 3.2.19)")
    stack: list[tuple[str, set[str], dict[str, str]]] = []
    for line in lines:
        name, _, value = line.partition(":")
        prop = name.split(";", 1)[0].upper()
        if prop == "BEGIN":
            stack.append((value.upper(), set(), {}))
        elif prop == "END":
            if not stack or stack[-1][0] != value.upper():
                problems.append(f"END:{value} does not close the open component")
                continue
            kind, props, values = stack.pop()
            problems += _component_problems(kind, props, values)
        elif stack:
            stack[-1][1].add(prop)
            stack[-1][2].setdefault(prop, line)
    if stack:
        problems.append(f"{stack[-1][0]} is never closed")
    return problems


REQUIRED = {
    "VCALENDAR": {"VERSION", "PRODID"},
    "VEVENT": {"UID", "DTSTAMP", "DTSTART", "SUMMARY"},
    "VTIMEZONE": {"TZID"},
    "STANDARD": {"DTSTART", "TZOFFSETFROM", "TZOFFSETTO"},
    "DAYLIGHT": {"DTSTART", "TZOFFSETFROM", "TZOFFSETTO"},
    "VALARM": {"ACTION", "TRIGGER"},
}


def _component_problems(kind: str, props: set[str], values: dict[str, str]) -> list[str]:
    problems = [f"{kind} has no {prop}" for prop in sorted(REQUIRED.get(kind, set()) - props)]
    if kind == "VALARM" and values.get("ACTION", "").upper().endswith(":DISPLAY") and "DESCRIPTION" not in props:
        problems.append("VALARM with ACTION:DISPLAY has no DESCRIPTION")
    if kind == "VEVENT":
        stamp = values.get("DTSTAMP", "")
        if stamp and not stamp.endswith("Z"):
            problems.append(f"{stamp}: DTSTAMP must be UTC")
        start, rule = values.get("DTSTART", ""), values.get("RRULE", "")
        until = re.search(r"UNTIL=([0-9TZ]+)", rule)
        if until:
            all_day = "VALUE=DATE" in start.split(":", 1)[0]
            if all_day and "T" in until.group(1):
                problems.append(f"{rule}: UNTIL must be a date when DTSTART is a date")
            if not all_day and "TZID=" in start and not until.group(1).endswith("Z"):
                problems.append(f"{rule}: UNTIL must be UTC when DTSTART has a TZID")
    return problems


def calendar_problems(calendar: icalendar.Calendar) -> list[str]:
    """Required properties, what the parser had to forgive, at least one event, unique UIDs."""
    problems = []
    if calendar.name != "VCALENDAR":
        problems.append(f"top component is {calendar.name}, not VCALENDAR")
    if str(calendar.get("VERSION", "")) != "2.0":
        problems.append("VCALENDAR has no VERSION:2.0")
    if not calendar.get("PRODID"):
        problems.append("VCALENDAR has no PRODID")
    for component in calendar.walk():
        for prop, error in getattr(component, "errors", []):
            problems.append(f"{component.name}: {prop}: {error}")
    events = calendar.walk("VEVENT")
    if not events:
        problems.append("has no VEVENT: an empty calendar is refused by several clients; leave the file out")
    uids: set[str] = set()
    for number, event in enumerate(events, start=1):
        for prop in ("UID", "DTSTAMP", "DTSTART", "SUMMARY"):
            if event.get(prop) is None:
                problems.append(f"VEVENT {number} has no {prop}")
        if event.get("DTEND") is not None and event.get("DURATION") is not None:
            problems.append(f"VEVENT {number} has both DTEND and DURATION")
        uid = str(event.get("UID", ""))
        if uid and uid in uids:
            problems.append(f"VEVENT {number}: UID {uid} is used twice")
        uids.add(uid)
    return problems
