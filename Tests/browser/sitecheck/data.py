"""The non-HTML outputs: widget snapshots (jsonschema) and the Atom feed (feedparser); the
iCalendar file's check is in ics.py (re-exported here as `check_ics`)."""
from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import feedparser
from jsonschema import FormatChecker
from jsonschema.exceptions import SchemaError
from jsonschema.validators import Draft202012Validator, validator_for

from .ics import check_ics  # noqa: F401 (runner.py calls data.check_ics)
from .results import CheckResult

# Files in widgets/ that are not snapshots.
NOT_SNAPSHOTS = {"schema.json", "index.json"}


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
