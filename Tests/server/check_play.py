#!/usr/bin/env python3
"""Checks `questline serve --play` over raw HTTP (issue #33): keys, sign-in, forged and
cross-site forms, rotation, racing unlocks.

    python3 Tests/server/check_play.py QUESTLINE_BINARY SITE_DIR

SITE_DIR is a copy of the sample game (content/ and Templates/) that the check may change. It
starts `serve --play` on 127.0.0.1 with a free port at a fixed --as-of and checks: the keys file
is 0600; an unknown key is a plain 404 naming nobody; a link signs in with a cookie that is
HttpOnly, SameSite=Strict, Path=/ (Secure behind a proxy that says https) and a 303 home with
Referrer-Policy: no-referrer; a POST with no cookie, no token, a wrong token, a foreign Origin
or Sec-Fetch-Site: cross-site is 403 and leaves the log as it was; a real form appends one event
and shows its result once; 20 parallel unlocks of one reward from two sessions append exactly
one unlock; after `keys --rotate sam` the old cookie and link are refused; `keys --rotate` of an
unknown person fails with a clear error; nothing of play reaches the rendered pages on disk;
wrong keys past the limit are refused with 429. Bounded: about 10 s.
Exits 0 when all hold; the last line says what happened.
"""
from __future__ import annotations

import html
import json
import os
import re
import socket
import stat
import subprocess
import sys
import tempfile
import threading
import time
import urllib.parse
from pathlib import Path

HOST = "127.0.0.1"


JO_DARE = """- id: second-dare-from-jo
  title: Moonwalk to the bakery
  category: dare
  points: 30
  secret:
    by: jo
    reveal: manual
"""


class Failed(Exception):
    pass


def request(port: int, method: str, path: str, headers: dict[str, str] | None = None, body: bytes = b"") -> tuple[int, dict[str, str], bytes]:
    """One request on its own connection; the status, headers (lower-case names) and body."""
    lines = [f"{method} {path} HTTP/1.1", f"Host: {HOST}:{port}", "Connection: close"]
    for name, value in (headers or {}).items():
        lines.append(f"{name}: {value}")
    if body or method == "POST":
        lines.append(f"Content-Length: {len(body)}")
    payload = ("\r\n".join(lines) + "\r\n\r\n").encode("latin-1") + body
    with socket.create_connection((HOST, port), timeout=10) as sock:
        sock.sendall(payload)
        data = b""
        while True:
            chunk = sock.recv(65536)
            if not chunk:
                break
            data += chunk
    head, _, rest = data.partition(b"\r\n\r\n")
    if not head.startswith(b"HTTP/1."):
        raise Failed(f"{method} {path}: no HTTP answer")
    fields: dict[str, str] = {}
    for line in head.split(b"\r\n")[1:]:
        name, _, value = line.partition(b":")
        fields[name.decode("latin-1").strip().lower()] = value.decode("latin-1").strip()
    return int(head.split(b" ", 2)[1]), fields, rest


def expect(condition: bool, what: str) -> None:
    if not condition:
        raise Failed(what)


class Browser:
    """A signed-in person: their session cookie."""

    def __init__(self, port: int, link: str, extra: dict[str, str] | None = None):
        self.port = port
        path = urllib.parse.urlsplit(link).path
        status, headers, _ = request(port, "GET", path, extra)
        expect(status == 303 and headers.get("location") == "/", f"signing in answers 303 to /, got {status} {headers}")
        expect(headers.get("referrer-policy") == "no-referrer", "signing in sends Referrer-Policy: no-referrer")
        self.set_cookie = headers.get("set-cookie", "")
        self.cookie = self.set_cookie.split(";", 1)[0]
        expect(self.cookie.startswith("questline_session="), f"a session cookie is set, got {self.set_cookie!r}")

    def get(self, path: str) -> tuple[int, dict[str, str], bytes]:
        return request(self.port, "GET", path, {"Cookie": self.cookie})

    def actions(self) -> str:
        status, _, body = self.get("/play/")
        expect(status == 200, f"the actions page answers 200, got {status}")
        return body.decode()

    def post(self, fields: dict[str, str], extra: dict[str, str] | None = None, cookie: bool = True) -> tuple[int, dict[str, str], bytes]:
        headers = {"Content-Type": "application/x-www-form-urlencoded"}
        if cookie:
            headers["Cookie"] = self.cookie
        headers.update(extra or {})
        return request(self.port, "POST", "/play/act", headers, urllib.parse.urlencode(fields).encode())


def built(port: int) -> int:
    """How many builds have written something, as serve's status says."""
    return json.loads(request(port, "GET", "/__questline/status")[2])["build"]


def token_of(page: str) -> str:
    found = re.search(r'name="token" value="([^"]+)"', page)
    expect(found is not None, "the actions page has forms with a token")
    return html.unescape(found.group(1))


def run(binary: str, site: Path, *arguments: str) -> subprocess.CompletedProcess:
    return subprocess.run([binary, *arguments, "--site", str(site)], capture_output=True, text=True, timeout=60)


def main(binary: str, site: Path) -> int:
    log = site / "content" / "events.jsonl"
    # A second dare of Jo's that waits for her to reveal it (her first revealed itself at noon).
    with open(site / "content" / "challenges.yaml", "a", encoding="utf-8") as challenges:
        challenges.write(JO_DARE)
    errors = tempfile.TemporaryFile(mode="w+")
    server = subprocess.Popen([binary, "serve", "--play", "--site", str(site), "--port", "0", "--as-of", "2026-06-13T20:00"],
                              stdout=subprocess.PIPE, stderr=errors, text=True)
    passed = False
    try:
        port, links = 0, {}
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline and not ("Sam" in links and "Jo" in links and port):
            line = server.stdout.readline()
            if not line:
                raise Failed("serve --play ended before it printed the links")
            if line.startswith("serving "):
                port = int(line.split()[1].rstrip("/").rsplit(":", 1)[1])
            found = re.match(r"(\S+) \((\w+)\)\s+(http://\S+/play/\S+)", line)
            if found:
                links[found.group(1)] = found.group(3)
        expect(port and "Sam" in links and "Jo" in links, f"serve --play prints each person's link, got {links}")
        keys = site / ".questline" / "keys"
        expect(stat.S_IMODE(keys.stat().st_mode) == 0o600, "the keys file is mode 0600")

        status, _, body = request(port, "GET", "/play/AAAAAAAAAAAAAAAAAAAAAA")
        expect(status == 404 and b"Sam" not in body and b"sam" not in body, f"an unknown key is a plain 404, got {status}")
        status, _, _ = request(port, "GET", "/play/")
        expect(status == 404, "the actions page without a session is a 404")
        _, _, home = request(port, "GET", "/")
        expect(b"<form" not in home and b"questline-play-bar" not in home, "without a key the site is read-only, with no bar")

        behind_proxy = Browser(port, links["Sam"], {"X-Forwarded-Proto": "https"})
        expect("; Secure" in behind_proxy.set_cookie, "behind an HTTPS proxy the cookie is Secure")
        sam = Browser(port, links["Sam"])
        for part in ("HttpOnly", "SameSite=Strict", "Path=/"):
            expect(part in sam.set_cookie, f"the cookie has {part}: {sam.set_cookie}")
        expect("Secure" not in sam.set_cookie, "over plain HTTP the cookie is not Secure")
        _, _, home = sam.get("/")
        expect(b"questline-play-bar" in home and b"Signed in as <strong>Sam</strong>" in home, "a signed-in page has the bar")

        page = sam.actions()
        token = token_of(page)
        challenge = next((c for c in re.findall(r'name="challenge" value="([^"]+)"', page)
                          if 'id="play-challenge-' + c + '"' in page and "Which one?" not in page.split('id="play-challenge-' + c + '"', 1)[1].split("</li>", 1)[0]), None)
        expect(challenge is not None, "Sam has a challenge to complete")
        fields = {"action": "complete", "challenge": challenge, "text": "done on the phone"}
        before = log.read_bytes()
        for what, extra, form, cookie in [
            ("no cookie", {}, {**fields, "token": token}, False),
            ("no token", {}, fields, True),
            ("a wrong token", {}, {**fields, "token": token[:-2] + "xx"}, True),
            ("a foreign Origin", {"Origin": "http://evil.example"}, {**fields, "token": token}, True),
            ("Sec-Fetch-Site: cross-site", {"Sec-Fetch-Site": "cross-site"}, {**fields, "token": token}, True),
            ("Sec-Fetch-Site: same-site", {"Sec-Fetch-Site": "same-site", "Origin": "null"}, {**fields, "token": token}, True),
            ("Origin: null alone", {"Origin": "null"}, {**fields, "token": token}, True),
            ("another session's token", {}, {**fields, "token": token_of(behind_proxy.actions())}, True),
        ]:
            status, _, _ = sam.post(form, extra, cookie)
            expect(status == 403, f"a POST with {what} is refused with 403, got {status}")
            expect(log.read_bytes() == before, f"a POST with {what} leaves the log as it was")

        build = built(port)
        status, headers, _ = sam.post({**fields, "token": token}, {"Origin": f"http://{HOST}:{port}", "Sec-Fetch-Site": "same-origin"})
        expect(status == 303 and headers.get("location") == "/play/", f"a real form answers 303 back, got {status} {headers}")
        added = log.read_bytes()[len(before):].decode()
        expect(added.count("\n") == 1 and f'"challenge":"{challenge}"' in added and '"player":"sam"' in added,
               f"a real form appends one event for Sam: {added!r}")
        expect("done: +" in sam.actions(), "the result is shown after the action")
        # The page reloads itself when the action's build lands: the result survives that, then goes.
        deadline = time.monotonic() + 10
        while built(port) <= build and time.monotonic() < deadline:
            time.sleep(0.1)
        expect(built(port) > build, "the action's event is built")
        expect("done: +" in sam.actions(), "the result is still shown on the page of the action's build")
        expect("done: +" not in sam.actions(), "then the result is gone")

        # Jo (a friend) cannot complete a challenge, even with her own valid token.
        jo = Browser(port, links["Jo"])
        jo_page = jo.actions()
        expect("play-dare-second-dare-from-jo" in jo_page and "play-dare-dare-from-kim" not in jo_page, "Jo may reveal her own dare and no other")
        before = log.read_bytes()
        jo.post({**fields, "token": token_of(jo_page)})
        expect(log.read_bytes() == before, "a friend's completion is refused and the log is unchanged")
        expect("Not done:" in jo.actions(), "a refusal is said in one line")

        # 20 parallel unlocks of one affordable reward from two sessions: exactly one succeeds.
        second = Browser(port, links["Sam"])
        page, page2 = sam.actions(), second.actions()
        rewards = re.findall(r'name="reward" value="([^"]+)"', page)
        expect(rewards, "Sam can afford a reward")
        reward = rewards[0]
        before = log.read_bytes()
        results: list[int] = []

        def unlock(browser: Browser, token: str) -> None:
            status, _, _ = browser.post({"action": "unlock", "reward": reward, "token": token})
            results.append(status)

        threads = [threading.Thread(target=unlock, args=(b, token_of(p))) for b, p in [(sam, page), (second, page2)] * 10]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
        added = log.read_bytes()[len(before):].decode()
        expect(added.count(f'"reward":"{reward}"') == 1, f"20 racing unlocks append exactly one: {added!r}")
        expect(results.count(303) == 20, f"every racing unlock is answered: {results}")

        # Rotation ends Sam's sessions and link; Jo keeps hers.
        rotated = run(binary, site, "keys", "--rotate", "sam")
        expect(rotated.returncode == 0, f"keys --rotate sam works: {rotated.stderr}")
        before = log.read_bytes()
        status, _, _ = sam.post({**fields, "token": token, "challenge": challenge})
        expect(status == 403 and log.read_bytes() == before, "a replayed cookie after rotation is refused and the log unchanged")
        expect(sam.get("/play/")[0] == 404, "the actions page refuses the rotated session")
        expect(request(port, "GET", urllib.parse.urlsplit(links["Sam"]).path)[0] == 404, "the old link is a 404")
        expect(jo.get("/play/")[0] == 200, "Jo's session survives Sam's rotation")
        unknown = run(binary, site, "keys", "--rotate", "nobody")
        expect(unknown.returncode != 0 and "nobody" in unknown.stderr, f"rotating an unknown person fails clearly: {unknown.stderr}")
        listed = run(binary, site, "keys")
        expect(listed.returncode == 0 and "Sam (player)" in listed.stdout and "/play/" in listed.stdout, "keys lists people and links")

        # Nothing of play on disk in the rendered pages.
        time.sleep(1)
        for path in (site / ".questline" / "play").rglob("*"):
            if path.is_file() and path.suffix in (".html", ".json"):
                text = path.read_text(errors="replace")
                expect("questline_session" not in text and 'name="token"' not in text and "questline-play-bar" not in text,
                       f"{path} carries nothing of play")
        expect(not (site / "output").exists(), "serve --play does not write output/")

        # Wrong keys are limited per address.
        statuses = [request(port, "GET", f"/play/wrong{i}")[0] for i in range(12)]
        expect(statuses[-1] == 429, f"wrong keys past the limit get 429: {statuses}")
        expect(server.poll() is None, "serve --play is still running")
        passed = True
        print("passed: play signs in, refuses forged, cross-site and replayed forms, and races to exactly one unlock")
        return 0
    except Failed as failure:
        print(f"failed: {failure}")
        return 1
    finally:
        server.terminate()
        server.wait(timeout=10)
        if not passed:
            errors.seek(0)
            print("serve's standard error:\n" + errors.read())


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], Path(sys.argv[2])))
