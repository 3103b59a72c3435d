"""Finding the pages of an output folder and telling their kinds apart."""
from __future__ import annotations

from pathlib import Path

# Folders whose subfolders are one page per item (`rewards/<id>/`, `people/<id>/`).
# Any second-level folder counts as an item, so new collections need no change here.


def html_files(output: Path) -> list[Path]:
    """Every HTML file under `output`, sorted."""
    return sorted(p for p in output.rglob("*.html") if p.is_file())


def page_kind(output: Path, page: Path) -> str:
    """The kind of a page: its folder with item ids replaced by `<id>`.

    `index.html` -> `/`, `timeline/index.html` -> `timeline`,
    `rewards/jo-video/index.html` -> `rewards/<id>`, `404.html` -> `404.html`.
    """
    parts = list(page.relative_to(output).parts)
    if parts[-1] == "index.html":
        parts = parts[:-1]
    if not parts:
        return "/"
    if len(parts) >= 2:
        parts[1] = "<id>"
    return "/".join(parts)


def pages_by_kind(output: Path, per_kind: int = 0) -> dict[str, list[Path]]:
    """The pages to open in the browser, grouped by kind.

    `per_kind` limits how many pages of each kind are opened (0 opens them all).
    """
    kinds: dict[str, list[Path]] = {}
    for page in html_files(output):
        kinds.setdefault(page_kind(output, page), []).append(page)
    if per_kind > 0:
        kinds = {kind: pages[:per_kind] for kind, pages in kinds.items()}
    return kinds


def page_slug(output: Path, page: Path) -> str:
    """A file-name-safe name for a page: `rewards/jo-video/index.html` -> `rewards--jo-video`."""
    parts = list(page.relative_to(output).parts)
    if parts[-1] == "index.html":
        parts = parts[:-1]
    return "--".join(parts) or "index"
