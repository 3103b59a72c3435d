"""Every link of a built site, followed without a browser: pages and widget snapshots.

A page's `href` and `src` are resolved from the page's own file, a snapshot's `url` from the
output folder (where a widget opens it). A link must reach a file of the site (a folder counts
when it holds `index.html`, as a web server serves it), and a `#fragment` an element with that
id on the page it reaches. Links to other sites and `mailto:` are not followed.
"""
from __future__ import annotations

import json
from html.parser import HTMLParser
from pathlib import Path
from urllib.parse import unquote, urlparse

LINK_ATTRIBUTES = {"href", "src", "poster"}


class _PageLinks(HTMLParser):
    """The links and the ids of one page."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.links: list[str] = []
        self.ids: set[str] = set()

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        for name, value in attrs:
            if value is None:
                continue
            if name == "id":
                self.ids.add(value)
            elif name in LINK_ATTRIBUTES and not (tag == "link" and _is_hint(attrs)):
                self.links.append(value)


def _is_hint(attrs: list[tuple[str, str | None]]) -> bool:
    """`<link rel=alternate>` and the like name a file too; only outside hints are skipped."""
    return any(name == "rel" and value in ("preconnect", "dns-prefetch") for name, value in attrs)


def _read(page: Path) -> _PageLinks:
    parser = _PageLinks()
    parser.feed(page.read_text(encoding="utf-8"))
    return parser


def _snapshot_urls(value: object) -> list[str]:
    """Every `url` in a snapshot, at any depth."""
    if isinstance(value, dict):
        found = [value["url"]] if isinstance(value.get("url"), str) else []
        for item in value.values():
            found += _snapshot_urls(item)
        return found
    if isinstance(value, list):
        return [url for item in value for url in _snapshot_urls(item)]
    return []


class Crawl:
    """The dead links of one output folder, each with where it was found."""

    def __init__(self, output: Path) -> None:
        self.output = output.resolve()
        self._pages: dict[Path, _PageLinks] = {}

    def _page(self, path: Path) -> _PageLinks:
        if path not in self._pages:
            self._pages[path] = _read(path)
        return self._pages[path]

    def problem(self, link: str, base: Path) -> str | None:
        """Why `link`, resolved from the folder `base`, leads nowhere; None when it leads to a
        file of the site (and its fragment to an element there)."""
        parsed = urlparse(link)
        if parsed.scheme or parsed.netloc:
            return None
        target = (base / unquote(parsed.path)).resolve() if parsed.path else None
        if target is None:
            return None if not parsed.fragment else self._fragment_problem(None, parsed.fragment, link)
        if not target.is_relative_to(self.output):
            return f"leads out of the site: {link}"
        if target.is_dir():
            target = target / "index.html"
        if not target.is_file():
            return f"404: {link}"
        if parsed.fragment and target.suffix == ".html":
            return self._fragment_problem(target, parsed.fragment, link)
        return None

    def _fragment_problem(self, page: Path | None, fragment: str, link: str) -> str | None:
        if page is None:
            return None
        ids = self._page(page).ids
        return None if unquote(fragment) in ids else f"no #{fragment} on the page: {link}"

    def dead_links(self) -> list[str]:
        """Every dead link of every page and snapshot: `file: problem`."""
        problems: list[str] = []
        for page in sorted(self.output.rglob("*.html")):
            seen: set[str] = set()
            for link in self._page(page.resolve()).links:
                if link in seen:
                    continue
                seen.add(link)
                base = page.resolve().parent
                if link.startswith("#"):
                    problem = self._fragment_problem(page.resolve(), link[1:], link)
                else:
                    problem = self.problem(link, base)
                if problem:
                    problems.append(f"{page.relative_to(self.output)}: {problem}")
        for snapshot in sorted((self.output / "widgets").glob("*.json")):
            try:
                urls = _snapshot_urls(json.loads(snapshot.read_text(encoding="utf-8")))
            except json.JSONDecodeError as error:
                problems.append(f"{snapshot.relative_to(self.output)}: not JSON: {error}")
                continue
            for url in dict.fromkeys(urls):
                problem = self.problem(url, self.output)
                if problem:
                    problems.append(f"{snapshot.relative_to(self.output)}: {problem}")
        return problems
