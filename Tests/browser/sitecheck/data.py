"""The non-HTML outputs: widget snapshots (jsonschema), the Atom feed (feedparser) and
the iCalendar file (icalendar, plus RFC 5545 line rules the parser forgives)."""
from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import feedparser
import icalendar
from jsonschema import FormatChecker
from jsonschema.exceptions import SchemaError
from jsonschema.validators import Draft202012Validator, validator_for

from .results import CheckResult

# Files in widgets/ that are not snapshots.
NOT_SNAPSHOTS = {"schema.json", "index.json"}
ICS_MAX_OCTETS = 75


def check_widgets(output: Path, label: str) -> list[CheckResult]:
    """Every `widgets/*.json` snapshot against `widgets/schema.json`, formats included;
    `widgets/index.json` against the schema's `#/$defs/index` (the widget feed's contract)."""
    folder = output / "widgets"
    schema_path = folder / "schema.json"
    if not schema_path.is_file():
        return [CheckResult("widgets", label, "widgets/schema.json", ["is missing"])]
    try:
        schema = json.loads(schema_path.read_text(encoding="utf-8"))
        cls = validator_for(schema, default=Draft202012Validator)
        cls.check_schema(schema)
    except (json.JSONDecodeError, SchemaError) as error:
        return [CheckResult("widgets", label, "widgets/schema.json", [f"not a valid schema: {error}"])]
    validator = cls(schema, format_checker=FormatChecker())
    results = [CheckResult("widgets", label, "widgets/schema.json")]
    snapshots = sorted(p for p in folder.glob("*.json") if p.name not in NOT_SNAPSHOTS)
    if not snapshots:
        results.append(CheckResult("widgets", label, "widgets/", ["no snapshot next to schema.json"]))
    for snapshot in snapshots:
        target = f"widgets/{snapshot.name}"
        try:
            data = json.loads(snapshot.read_text(encoding="utf-8"))
        except json.JSONDecodeError as error:
            results.append(CheckResult("widgets", label, target, [f"not JSON: {error}"]))
            continue
        results.append(CheckResult("widgets", label, target, _schema_problems(validator, data)))
    index = folder / "index.json"
    if index.is_file():
        results.append(CheckResult("widgets", label, "widgets/index.json",
                                   _index_problems(index, schema, cls)))
    return results


def _index_problems(index: Path, schema: dict, cls: type) -> list[str]:
    """`index.json` is JSON, and follows `#/$defs/index` when the schema defines it."""
    problems = _json_problems(index)
    if problems or "index" not in schema.get("$defs", {}):
        return problems
    root = {key: schema[key] for key in ("$schema", "$id", "$defs") if key in schema}
    validator = cls({**root, "$ref": "#/$defs/index"}, format_checker=FormatChecker())
    return _schema_problems(validator, json.loads(index.read_text(encoding="utf-8")))


def _schema_problems(validator: Any, data: Any) -> list[str]:
    """Every schema error, with the JSON pointer of where it is."""
    errors = sorted(validator.iter_errors(data), key=lambda e: list(map(str, e.absolute_path)))
    return [f"at /{'/'.join(str(p) for p in e.absolute_path)}: {e.message}" for e in errors]


def _json_problems(path: Path) -> list[str]:
    try:
        json.loads(path.read_text(encoding="utf-8"))
        return []
    except (json.JSONDecodeError, UnicodeDecodeError) as error:
        return [f"not JSON: {error}"]


def check_atom(output: Path, label: str) -> list[CheckResult]:
    """`feed.atom` parses without complaint and has what RFC 4287 requires."""
    path = output / "feed.atom"
    if not path.is_file():
        return [CheckResult("atom", label, "feed.atom", ["is missing"])]
    feed = feedparser.parse(path.read_bytes())
    problems = []
    if feed.bozo:
        problems.append(f"does not parse cleanly: {feed.bozo_exception}")
    if feed.get("version") != "atom10":
        problems.append(f"is not Atom 1.0 (feedparser says {feed.get('version')!r})")
    for key in ("id", "title", "updated_parsed"):
        if not feed.feed.get(key):
            problems.append(f"feed has no valid <{key.removesuffix('_parsed')}>")
    for number, entry in enumerate(feed.entries, start=1):
        for key in ("id", "title", "link", "updated_parsed"):
            if not entry.get(key):
                problems.append(f"entry {number} has no valid <{key.removesuffix('_parsed')}>")
        if not (entry.get("authors") or feed.feed.get("authors")):
            problems.append(f"entry {number} has no author, and neither has the feed")
    return [CheckResult("atom", label, "feed.atom", problems)]


def check_ics(output: Path, label: str) -> list[CheckResult]:
    """`quests.ics` parses and keeps RFC 5545's line rules and required properties."""
    path = output / "quests.ics"
    if not path.is_file():
        return [CheckResult("ics", label, "quests.ics", ["is missing"])]
    raw = path.read_bytes()
    problems = _line_problems(raw)
    try:
        calendar = icalendar.Calendar.from_ical(raw)
    except ValueError as error:
        return [CheckResult("ics", label, "quests.ics", problems + [f"does not parse: {error}"])]
    problems += _calendar_problems(calendar)
    return [CheckResult("ics", label, "quests.ics", problems)]


def _line_problems(raw: bytes) -> list[str]:
    """CRLF line ends, lines of at most 75 octets, valid UTF-8."""
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
        if len(line) > ICS_MAX_OCTETS:
            problems.append(f"line {number}: {len(line)} octets; fold lines longer than 75")
    return problems[:20]


def _calendar_problems(calendar: icalendar.Calendar) -> list[str]:
    """Required properties of VCALENDAR and VEVENT, and what the parser had to forgive."""
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
    for number, event in enumerate(events, start=1):
        for prop in ("UID", "DTSTAMP", "DTSTART", "SUMMARY"):
            if event.get(prop) is None:
                problems.append(f"VEVENT {number} has no {prop}")
        if event.get("DTEND") is not None and event.get("DURATION") is not None:
            problems.append(f"VEVENT {number} has both DTEND and DURATION")
    return problems
