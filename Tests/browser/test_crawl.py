"""The crawl of `read_presets.py` finds each kind of dead link, and passes a sound site."""
from __future__ import annotations

import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from sitecheck.crawl import Crawl  # noqa: E402

PAGE = '<!DOCTYPE html><html><body><main id="main">{}</main></body></html>'


def site(tmp_path: Path, home: str, snapshot: dict) -> Path:
    (tmp_path / "rewards" / "card").mkdir(parents=True)
    (tmp_path / "index.html").write_text(PAGE.format(home), encoding="utf-8")
    (tmp_path / "rewards" / "index.html").write_text(PAGE.format('<li id="reward-sam-card">x</li>'), encoding="utf-8")
    (tmp_path / "rewards" / "card" / "index.html").write_text(PAGE.format("gift"), encoding="utf-8")
    (tmp_path / "widgets").mkdir()
    (tmp_path / "widgets" / "sam-medium.json").write_text(json.dumps(snapshot), encoding="utf-8")
    return tmp_path


def test_a_sound_site_has_no_dead_links(tmp_path: Path):
    output = site(tmp_path, '<a href="rewards/index.html#reward-sam-card">x</a><a href="#main">top</a>'
                            '<a href="https://example.org/">out</a>',
                  {"player": {"url": "people/", "next": {"url": "rewards/card/"}}, "game": {"url": "./"}})
    (output / "people").mkdir()
    (output / "people" / "index.html").write_text(PAGE.format(""), encoding="utf-8")
    assert Crawl(output).dead_links() == []


def test_a_snapshot_url_to_a_page_not_made_is_a_404(tmp_path: Path):
    output = site(tmp_path, "", {"player": {"next": {"url": "rewards/locked/"}}})
    assert Crawl(output).dead_links() == ["widgets/sam-medium.json: 404: rewards/locked/"]


def test_a_page_link_to_a_missing_file_or_fragment_is_dead(tmp_path: Path):
    output = site(tmp_path, '<a href="goals/index.html">g</a><a href="rewards/index.html#secret-dares">d</a>'
                            '<a href="#nowhere">n</a>', {})
    assert Crawl(output).dead_links() == [
        "index.html: 404: goals/index.html",
        "index.html: no #secret-dares on the page: rewards/index.html#secret-dares",
        "index.html: no #nowhere on the page: #nowhere",
    ]
