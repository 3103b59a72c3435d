"""Checks a built Questline output folder with real tools.

Each module wraps one real tool: the Nu HTML Checker (`html`), headless Chromium with
axe-core (`browser`), and jsonschema, feedparser and icalendar (`data`). They all
return `CheckResult`s; `runner.run_checks` puts them together.
"""
