#!/usr/bin/env python3
"""Checks that every preset can be played from a phone by every role (issue #33), over raw HTTP.

    python3 Tests/server/check_roles.py QUESTLINE_BINARY WORK_DIR

For each preset (birthday, daily-quests, hundred-days, family-stars, daily-challenge) the check
runs `questline init WORK_DIR/PRESET --preset PRESET --as-of AS_OF`, starts one
`serve --play` on it (127.0.0.1, a free port, the same --as-of) and, for every person it prints
a link for: signs in, reads their actions page, and posts one form of each action kind offered
(as a browser would, with the form's own defaults). Each must answer 303, append exactly one
event of that kind for the right person (a player's own id; the giver as `by`), and an unlock
must land on the reward's page. Then the same form is posted again, or a spend past the
balance: when the rules say no, the log is unchanged, the CLI command refuses the same action,
and the page says why in the game's own language: "Not done: Cartwheel is already done" from
the play_* texts of Templates/strings/<language>.yaml ("Ikke gjort: …" in the Norwegian
family game), never the CLI's English sentence. A person with no action at all
fails the check unless EXPECTED_IDLE names them with the reason.

With two sessions signed in (the first two people of the birthday game), a handful of
check_hostile.py's attacks are sent to `serve --play`; both sessions must still read their
actions page and record an action after. Bounded: a few seconds a preset.
Exits 0 when all hold; the last line says what happened.
"""
from __future__ import annotations

import html
import re
import subprocess
import sys
import tempfile
import time
import urllib.parse
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import check_hostile  # noqa: E402  (reused: the attacks and the raw-socket client)
from check_play import Browser, Failed, expect, request  # noqa: E402

AS_OF = "2026-06-13T11:00"
PRESETS = ["birthday", "daily-quests", "hundred-days", "family-stars", "daily-challenge"]
# People with no action in a game, and why that is right.
EXPECTED_IDLE: dict[tuple[str, str], str] = {}
# The attacks of check_hostile.py sent while two sessions are signed in.
HOSTILE = {"a 1 MB request line", "50,000 headers", "a TLS ClientHello", "binary garbage in the path",
           "a huge chunk size", "a body past the limit"}


def forms(page: str) -> list[dict[str, str]]:
    """Each form of the actions page, filled as a browser fills it without a tap: hidden
    fields, the first radio button and option of a select, number inputs' values."""
    found = []
    for body in re.findall(r"<form[^>]*>(.*?)</form>", page, re.S):
        fields: dict[str, str] = {}
        for tag in re.findall(r"<input[^>]*>", body):
            name = re.search(r'name="([^"]+)"', tag)
            value = re.search(r'value="([^"]*)"', tag)
            if not name or (name.group(1) in fields and 'type="radio"' in tag):
                continue
            if value:
                fields[name.group(1)] = html.unescape(value.group(1))
        for name, options in re.findall(r'<select name="([^"]+)"[^>]*>(.*?)</select>', body, re.S):
            first = re.search(r'<option value="([^"]*)"', options)
            if first:
                fields[name] = html.unescape(first.group(1))
        found.append(fields)
    return found


def words(site: Path) -> dict[str, str]:
    """The play_* texts in the game's language (`language:` in game.yaml, else English), English
    filling what the file lacks."""
    found = re.search(r"^language:\s*(\S+)", (site / "content" / "game.yaml").read_text(), re.M)
    texts: dict[str, str] = {}
    for language in ["en"] + ([found.group(1)] if found else []):
        for line in (site / "Templates" / "strings" / f"{language}.yaml").read_text(encoding="utf-8").splitlines():
            pair = re.match(r'^(play_\w+):\s*"?(.*?)"?\s*$', line)
            if pair:
                texts[pair.group(1)] = pair.group(2).replace('\\"', '"')
    return texts


# The play_refused_* text a refusal of each kind is said with.
REFUSED = {"complete": "play_refused_done", "unlock": "play_refused_unlocked", "reveal": "play_refused_revealed",
           "spend": "play_refused_balance", "void": "play_refused_voided"}


def said_as(sentence: str, template: str) -> bool:
    """Whether `sentence` is `template` with its placeholders filled."""
    pattern = re.sub(r"\\\{\w+\\\}", ".+?", re.escape(template))
    return re.fullmatch(pattern, sentence) is not None


def notice(page: str) -> str:
    """The text of the page's notice; a refusal's is marked as one ("is-refusal", a sign before it)."""
    found = re.search(r'class="play-notice( is-refusal)?"[^>]*>(?:<span aria-hidden="true">⚠ </span>)?(.*?)</', page, re.S)
    return (("refused: " if found.group(1) else "") + html.unescape(found.group(2)).strip()) if found else ""


def cli(binary: str, site: Path, form: dict[str, str], person: str) -> subprocess.CompletedProcess:
    """The CLI command for the same action by the same person, at the same instant."""
    action = form["action"]
    arguments = [action]
    if action == "complete":
        arguments += [form["challenge"], "--player", person] + (["--option", form["option"]] if "option" in form else [])
    elif action == "unlock":
        arguments += [form["reward"], "--player", person]
    elif action == "reveal":
        arguments += [form["challenge"], "--by", person]
    elif action == "void":
        arguments += [form["event"], "--reason", form["reason"], "--by", person]
    else:
        arguments += [form["amount"], "--player", form["player"], "--by", person]
    return subprocess.run([binary, *arguments, "--at", AS_OF, "--site", str(site)], capture_output=True, text=True, timeout=60)


def serve(binary: str, site: Path, people: int) -> tuple[subprocess.Popen, int, dict[str, tuple[str, str]]]:
    """serve --play, its port and each person's (role, link), as it prints them."""
    server = subprocess.Popen([binary, "serve", "--play", "--site", str(site), "--port", "0", "--as-of", AS_OF],
                              stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    port, links = 0, {}
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline and not (port and len(links) == people):
        line = server.stdout.readline()
        if not line:
            break
        if line.startswith("serving "):
            port = int(line.split()[1].rstrip("/").rsplit(":", 1)[1])
        found = re.match(r"(.+?) \((\w+)\)\s+(http://\S+/play/\S+)", line)
        if found:
            links[found.group(1)] = (found.group(2), found.group(3))
    expect(port and len(links) == people, f"serve --play prints a port and everyone's link, got {port} {links}")
    return server, port, links


def ids(site: Path) -> dict[str, str]:
    """People's ids by name, from content/people.yaml (both block and flow style)."""
    text = (site / "content" / "people.yaml").read_text()
    pairs = re.findall(r"id:\s*([\w-]+),?\s*\n?\s*name:\s*([^,}\n]+)", text)
    return {name.strip(): id for id, name in pairs}


def rewards(site: Path) -> list[str]:
    """The ids of content/rewards.yaml, dearest last as written."""
    path = site / "content" / "rewards.yaml"
    return re.findall(r"^- (?:\{\s*)?id:\s*([\w-]+)", path.read_text(), re.M) if path.exists() else []


def act(who: Browser, log: Path, form: dict[str, str]) -> tuple[int, dict[str, str], str]:
    """Posts one form; the status, headers and what it appended to the log."""
    before = log.read_bytes()
    status, headers, _ = who.post(form)
    after = log.read_bytes()
    expect(after.startswith(before), "the log is only appended to")
    return status, headers, after[len(before):].decode()


def check_preset(binary: str, work: Path, preset: str) -> list[str]:
    site = work / preset
    made = subprocess.run([binary, "init", str(site), "--preset", preset, "--as-of", AS_OF], capture_output=True, text=True, timeout=60)
    expect(made.returncode == 0, f"init --preset {preset}: {made.stderr}")
    log = site / "content" / "events.jsonl"
    people = ids(site)
    texts = words(site)
    not_done = texts["play_not_done"].replace("{reason}", "")
    server, port, links = serve(binary, site, len(people))
    done: list[str] = []
    try:
        # A wrong link before any page was sent is answered in the game's language already.
        status, _, body = request(port, "GET", "/play/AAAAAAAAAAAAAAAAAAAAAA")
        expect(status == 404 and html.escape(texts["play_link_unknown"], quote=False).encode() in body,
               f"{preset}: a wrong link right after serve starts is answered in the game's words: {body[:400]!r}")
        for name, (role, link) in links.items():
            person = people.get(name)
            expect(person is not None, f"{preset}: {name} is in people.yaml")
            who = Browser(port, link)
            page = who.actions()
            offered: dict[str, dict[str, str]] = {}
            for form in forms(page):
                offered.setdefault(form.get("action", ""), form)
            # Where a challenge is 2-in-1, that one is done, as option B (A is what a form sends untouched).
            both = next((f for f in forms(page) if f.get("action") == "complete" and f.get("option") == "a"), None)
            if both:
                offered["complete"] = {**both, "option": "b"}
            if not offered:
                expect((preset, person) in EXPECTED_IDLE, f"{preset}: {name} ({role}) has no action at all")
                done.append(f"{name} ({role}): none, {EXPECTED_IDLE[(preset, person)]}")
                continue
            if "void" in offered:
                # The reason a person types: the field is required, so a browser sends none empty.
                offered["void"] = {**offered["void"], "reason": "recorded by mistake"}
            for kind, form in offered.items():
                if kind == "void":
                    done.append(check_void(binary, site, who, log, form, name, role, person, preset, texts))
                    continue
                status, headers, added = act(who, log, form)
                expect(status == 303, f"{preset}: {name}'s {kind} answers 303, got {status}")
                after = notice(who.actions())
                expect(after and not after.startswith("refused: "), f"{preset}: {name}'s {kind} answers a result, not a refusal: {after!r}")
                expect(added.count("\n") == 1 and f'"type":"{kind}"' in added,
                       f"{preset}: {name}'s {kind} appends one {kind} event, got {added!r} ({after})")
                mine = f'"by":"{person}"' if kind in ("reveal", "award", "spend") else f'"player":"{person}"'
                expect(mine in added, f"{preset}: {name}'s {kind} is recorded as {name}'s: {added!r}")
                expect(form.get("option") != "b" or '"option":"b"' in added, f"{preset}: {name} chose B: {added!r}")
                if kind == "unlock":
                    location = headers.get("location", "")
                    expect(location.startswith("/") and "/play/" not in location and who.get(location)[0] == 200,
                           f"{preset}: {name}'s unlock lands on the reward's page, got {location!r}")
                # A refusal: the same again (a once-thing done twice), or a spend past any balance.
                again = {**form, "amount": "1000000"} if kind in ("award", "spend") else form
                if kind == "award":
                    again = {**form, "action": "spend", "amount": "1000000"}
                status, _, added = act(who, log, again)
                refused = notice(who.actions())
                if added and kind == "unlock":
                    # A shop item is bought again and again: refuse one they cannot afford instead.
                    again = next(({**form, "reward": r} for r in rewards(site) if f'name="reward" value="{r}"' not in who.actions()), None)
                    if again is None:
                        done.append(f"{name} ({role}): {kind} (again: allowed; every reward affordable)")
                        continue
                    status, _, added = act(who, log, again)
                    refused = notice(who.actions())
                if added:
                    done.append(f"{name} ({role}): {kind} (again: allowed)")
                    continue
                expect(status == 303 and refused.startswith("refused: " + not_done),
                       f"{preset}: {name}'s refused {kind} says so, marked as a refusal: {refused!r}")
                command = cli(binary, site, again, person)
                sentence = refused[len("refused: " + not_done):]
                expect(command.returncode != 0, f"{preset}: the CLI refuses {name}'s {again['action']} too: {command.stdout!r}")
                wanted = [texts[REFUSED[again["action"]]]] + ([texts["play_refused_afford"]] if again["action"] == "unlock" else [])
                expect(any(said_as(sentence, template) for template in wanted),
                       f"{preset}: play refuses {name}'s {again['action']} in the game's words {wanted!r}: {sentence!r} "
                       f"(the CLI: {command.stderr.strip()!r})")
                expect(log.read_bytes().endswith(b"\n"), "the log still ends a line")
                done.append(f"{name} ({role}): {kind}, then {again['action']} refused: {sentence}")
        expect(server.poll() is None, f"{preset}: serve --play is still running")
        if preset == "birthday":
            check_hostile_with_sessions(port, links, log)
            done.append("hostile requests with two sessions: survived")
        return done
    finally:
        server.terminate()
        server.wait(timeout=10)


def check_void(binary: str, site: Path, who: Browser, log: Path, form: dict[str, str],
               name: str, role: str, person: str, preset: str, texts: dict[str, str]) -> str:
    """The newest event the person may void, voided from the actions page: appended with its
    maker, and the same void again refused as the CLI refuses it; or, when the rules refuse the
    first (an unlock paid with those points), refused as the CLI refuses it, in the game's words."""
    not_done = texts["play_not_done"].replace("{reason}", "")

    def refused_as_cli(what: str, key: str) -> str:
        status, _, added = act(who, log, form)
        sentence = notice(who.actions())
        expect(status == 303 and not added and sentence.startswith("refused: " + not_done), f"{preset}: {name}'s {what} is refused: {sentence!r}")
        sentence = sentence[len("refused: " + not_done):]
        command = cli(binary, site, form, person)
        expect(command.returncode != 0, f"{preset}: the CLI refuses {name}'s {what} too: {command.stdout!r}")
        expect(said_as(sentence, texts[key]), f"{preset}: play refuses {name}'s {what} in the game's words {texts[key]!r}: {sentence!r}")
        return sentence

    before = log.read_bytes()
    status, _, added = act(who, log, form)
    expect(status == 303, f"{preset}: {name}'s void answers 303, got {status}")
    if not added:
        expect(log.read_bytes() == before, "a refused void leaves the log as it was")
        return f"{name} ({role}): void refused by the rules: {refused_as_cli('void', 'play_refused_void_paid')}"
    expect(added.count("\n") == 1 and '"type":"void"' in added and f'"event":"{form["event"]}"' in added
           and f'"by":"{person}"' in added, f"{preset}: {name}'s void appends one void of {form['event']} by {person}: {added!r}")
    return f"{name} ({role}): void, then void again refused: {refused_as_cli('second void', 'play_refused_voided')}"


def check_hostile_with_sessions(port: int, links: dict[str, tuple[str, str]], log: Path) -> None:
    """check_hostile.py's attacks while two people are signed in; both keep working."""
    first, second = [Browser(port, link) for _, link in list(links.values())[:2]]
    pages = [first.actions(), second.actions()]
    attacks = [(what, payload) for what, payload in check_hostile.attacks() if what in HOSTILE]
    expect(len(attacks) == len(HOSTILE), "check_hostile.py still has the attacks named here")
    for what, payload in attacks:
        status, _, _ = check_hostile.send(port, payload)
        check_hostile.refused(what, status)
        check_hostile.still_serving(port, what)
    for who, page in zip((first, second), pages):
        expect(who.actions(), "a signed-in session still reads its actions page after the attacks")
        # The forms taken before the attacks still work: tokens and sessions are intact.
        posted = forms(page)
        if posted:
            before = log.read_bytes()
            status, _, _ = who.post(posted[0])
            expect(status == 303, f"a session posts after the attacks, got {status}")
            expect(len(log.read_bytes()) >= len(before), "the log is intact")


def main(binary: str, work: Path) -> int:
    started = time.monotonic()
    try:
        for preset in PRESETS:
            took = time.monotonic()
            for line in check_preset(binary, work, preset):
                print(f"{preset}: {line}")
            print(f"{preset}: {time.monotonic() - took:.1f} s")
    except Failed as failure:
        print(f"failed: {failure}")
        return 1
    print(f"passed: every person of every preset acted from the phone ({time.monotonic() - started:.0f} s)")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], Path(sys.argv[2])))
