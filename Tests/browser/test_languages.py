"""Self-test of check_languages.py's English detector: it must find an English interface
string on a translated page, and leave alone what the translation or the game's content
writes the same (no browser, no Java)."""
from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import check_languages as languages  # noqa: E402

ENGLISH = {"next_reward": "Next reward within reach", "kind_audio": "Audio",
           "cell_other": "{day}: {count} things done", "nav_home": "Home", "secret_title": "???",
           "option_a": "Option A"}
POLISH = {"next_reward": "Następna nagroda w zasięgu", "kind_audio": "Audio",
          "cell_other": "{day}: {count} rzeczy", "nav_home": "Start"}


def page(folder: Path, text: str, path: str = "index.html") -> Path:
    target = folder / path
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_text(f"<!DOCTYPE html><html lang=pl><title>x</title><style>.Home{{}}</style>"
                      f"<body>{text}<script>var Home = 1;</script></body></html>", encoding="utf-8")
    return target


def test_an_english_sentence_on_a_polish_page_is_found(tmp_path: Path) -> None:
    fragments = languages.english_fragments(ENGLISH, POLISH, content="")
    page(tmp_path, "<p>Next reward within reach</p><td aria-label='sob. 13 cze: 3 things done'></td>")
    found = languages.leaks(tmp_path, fragments)
    assert any('"Next reward within reach" (en.yaml next_reward)' in line for line in found)
    assert any('"things done" (en.yaml cell_other)' in line for line in found)


def test_words_the_translation_or_the_content_shares_are_not_english_leaks(tmp_path: Path) -> None:
    fragments = languages.english_fragments(ENGLISH, POLISH, content="title: Option A for the brave")
    assert "Audio" not in fragments, "Polish writes Audio too"
    assert "Option A" not in fragments, "the game's content uses it"
    assert "???" not in fragments and "" not in fragments, "no letters, nothing to find"
    page(tmp_path, "<p>Start · Następna nagroda w zasięgu · Audio · Homer</p>")
    assert languages.leaks(tmp_path, fragments) == [], "Home inside Homer, scripts and styles are not text"


def test_strings_files_are_read_as_questline_reads_them(tmp_path: Path) -> None:
    strings = tmp_path / "pl.yaml"
    strings.write_text('# comment\nas_of: "Zaktualizowano {when}"\nquote: "a \\"b\\""\nplain: tekst: z dwukropkiem\n',
                       encoding="utf-8")
    assert languages.read_strings(strings) == {"as_of": "Zaktualizowano {when}", "quote": 'a "b"',
                                               "plain": "tekst: z dwukropkiem"}
