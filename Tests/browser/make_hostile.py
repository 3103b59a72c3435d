#!/usr/bin/env python3
"""Copies a game's content folder with hostile input in every text field.

    python3 Tests/browser/make_hostile.py content/ /tmp/hostile/content

Ids, paths, dates, numbers and enumerated values stay as they are, so the game stays
valid; every title, description, name, tagline, fun fact, option, message, Markdown
message and event text gets markup, script, quotes, a very long word, right-to-left
text, emoji or control characters. Rendered right, none of it runs, breaks the HTML or reaches outside.
"""
from __future__ import annotations

import json
import shutil
import sys
from itertools import cycle
from pathlib import Path
from typing import Any, Iterator

import yaml

HOSTILE = [
    '<script>throw new Error("hostile script ran")</script>',
    '"><img src=x onerror="throw new Error(\'hostile onerror ran\')">',
    "' autofocus onfocus='throw new Error(`hostile attribute ran`)' x='",
    "{{title}} {{{description}}} <!-- ]]> &amp; &lt;b&gt; </p></div>",
    "Pneumonoultramicroscopicsilicovolcanoconiosis" * 5,
    "مرحبا بالعالم — שלום עולם — \u202ereversed\u202c",
    "🎂🎉👩‍👩‍👧‍👦🏳️‍🌈 Emoji with ZWJ sequences",
    "</title></head><body><h1>injected</h1><iframe src=https://example.invalid/></iframe>",
    "javascript:throw new Error('hostile link')",
    "Quote's \"double\" `back` & ampersand < less > greater",
    # Characters XML 1.0 and HTML forbid: they must not reach a page or make feed.atom ill-formed.
    "Control\x01\x08\x0b\x0c\x1b[31m\x7f\x85\x9f\ufdd0\ufffe\uffff\U0001ffff characters",
]
TEXT_KEYS = {"title", "description", "name", "tagline", "message", "singular", "text", "reason"}
LIST_KEYS = {"fun-facts"}
OPTION_KEYS = {"options"}
# Fields with a length limit in the game format (currency names: 40 characters).
SHORT_KEYS = {"name": 40, "singular": 40}
MARKDOWN = """

<script>throw new Error("hostile Markdown script ran")</script>
<img src="https://example.invalid/tracker.png" alt="" onerror="throw new Error('x')">
[a javascript: link](javascript:throw new Error('hostile link'))
[an outside link](https://example.invalid/page) and <iframe src="https://example.invalid/"></iframe>
**مرحبا** {{title}} 🎂 `<code>` "quotes" 'single'
<javascript:throw new Error('hostile autolink')> and www.example.invalid/?q="x"

| <b onclick="throw new Error('hostile cell')">a</b> | b |
| :-: | --: |
| ~~c~~ | <input type="text" autofocus onfocus="throw new Error('hostile input')"> |

- [x] done <section class="footnotes" onmouseover="throw new Error('hostile section')">s</section>
- [ ] open[^x]

[^x]: A note <a href="#" data-footnote-backref onclick="throw new Error('x')">back</a>.
"""


def poison(value: Any, payloads: Iterator[str]) -> Any:
    """`value` with a hostile payload before every text field it holds."""
    if isinstance(value, list):
        return [poison(item, payloads) for item in value]
    if not isinstance(value, dict):
        return value
    result = {}
    for key, item in value.items():
        if key in TEXT_KEYS and isinstance(item, str):
            limit = SHORT_KEYS.get(key)
            payload = next(payloads)
            item = f"{payload[:limit - len(item) - 1]} {item}" if limit else f"{payload} {item}"
        elif key in LIST_KEYS and isinstance(item, list):
            item = [f"{next(payloads)} {x}" if isinstance(x, str) else x for x in item]
        elif key in OPTION_KEYS and isinstance(item, dict):
            item = {k: f"{next(payloads)} {v}" if isinstance(v, str) else v for k, v in item.items()}
        else:
            item = poison(item, payloads)
        result[key] = item
    return result


def make_hostile(source: Path, target: Path) -> None:
    """Writes the poisoned copy of `source` (a content folder) to `target`."""
    shutil.copytree(source, target)
    payloads = cycle(HOSTILE)
    for path in sorted(target.glob("*.yaml")):
        data = yaml.safe_load(path.read_text(encoding="utf-8"))
        path.write_text(yaml.safe_dump(poison(data, payloads), allow_unicode=True, sort_keys=False),
                        encoding="utf-8")
    events = target / "events.jsonl"
    if events.is_file():
        lines = [json.dumps(poison(json.loads(line), payloads), ensure_ascii=False)
                 for line in events.read_text(encoding="utf-8").splitlines() if line.strip()]
        events.write_text("".join(line + "\n" for line in lines), encoding="utf-8")
    for message in sorted(target.rglob("*.md")):
        message.write_text(message.read_text(encoding="utf-8") + MARKDOWN, encoding="utf-8")


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    make_hostile(Path(sys.argv[1]), Path(sys.argv[2]))
