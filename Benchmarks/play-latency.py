#!/usr/bin/env python3
"""Benchmarks/play-latency.py — how long from a tap to every open page updated, in `serve --play`.

    python3 Benchmarks/play-latency.py QUESTLINE SITE [ROUNDS]

QUESTLINE is the binary to time: the release build (`swift build -c release`), as people install it.

SITE is a game folder the benchmark may change (it appends events), such as one written by
`questline-bench generate S /tmp/S` (docs/benchmarks.md); its `bench/as-of.txt`, when there,
is the --as-of. Copy the game's templates in first (`cp -R Templates SITE/`): a generated game has
none, and serve's builds fail without them (the benchmark then waits for ever). The benchmark starts `serve --play` on loopback, signs in the organiser and a
player, opens one live-reload event stream per signed-in page (as each open page does), and
then ROUNDS times (5 by default): the organiser posts an award of one point to the player, as
the actions page's form does, and the clock measures

  response  the POST's 303 (the event is in the log: EventRecorder returned);
  updated   every open page's event stream has said a new build is there (the pages reload);
  reloaded  the player's home page, fetched again after that, has come back.

It prints each round and the medians. A benchmark, not a test: it reports and never fails on a
slow figure (docs/play.md has the figures and the targets: S 300 ms, L 1 s).
"""
from __future__ import annotations

import json
import re
import socket
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.parse
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "Tests" / "server"))
from check_play import Browser, request, token_of  # noqa: E402

HOST = "127.0.0.1"


class Stream:
    """One open page's live-reload event stream."""

    def __init__(self, port: int, cookie: str):
        self.sock = socket.create_connection((HOST, port), timeout=60)
        self.sock.sendall(f"GET /__questline/events HTTP/1.1\r\nHost: {HOST}:{port}\r\nCookie: {cookie}\r\n\r\n".encode())
        self.buffer = b""
        self.build = self.next_build()

    def next_build(self) -> int:
        """The build number of the next status the stream sends."""
        while True:
            found = re.search(rb"\ndata: (\{[^\n]*\})\n\n", self.buffer)
            if found:
                self.buffer = self.buffer[found.end() - 1:]
                return json.loads(found.group(1))["build"]
            chunk = self.sock.recv(65536)
            if not chunk:
                raise SystemExit("the event stream closed")
            self.buffer += chunk

    def wait_past(self, build: int) -> None:
        while self.build <= build:
            self.build = self.next_build()


def built(port: int) -> int:
    """The builds that wrote something so far; -1 while serve is too busy with the first to say."""
    try:
        return json.loads(request(port, "GET", "/__questline/status")[2])["build"]
    except OSError:
        return -1


def main(binary: str, site: Path, rounds: int) -> int:
    as_of_file = site / "bench" / "as-of.txt"
    as_of = as_of_file.read_text().strip() if as_of_file.exists() else "2026-06-13T20:00"
    started = time.monotonic()
    # serve's lines go to a file: a thousand people's links (L) would fill a pipe nobody reads.
    printed = tempfile.NamedTemporaryFile(mode="w+", suffix=".txt")
    server = subprocess.Popen([binary, "serve", "--play", "--site", str(site), "--port", "0", "--as-of", as_of],
                              stdout=printed, stderr=subprocess.DEVNULL, text=True)
    try:
        port, links = 0, {}
        while not (port and "organiser" in links and "player" in links):
            if server.poll() is not None or time.monotonic() - started > 600:
                raise SystemExit("serve --play did not print an organiser's and a player's link")
            time.sleep(0.1)
            for line in Path(printed.name).read_text().splitlines():
                if line.startswith("serving "):
                    port = int(line.split()[1].rstrip("/").rsplit(":", 1)[1])
                found = re.match(r"(.+?) \((\w+)\)\s+(http://\S+/play/\S+)", line)
                if found:
                    links.setdefault(found.group(2), found.group(3))
        # serve is ready when its status answers (the first build, if any, done).
        while built(port) < 0:
            time.sleep(0.05)
        print(f"serve --play ready in {time.monotonic() - started:.1f} s (first build included)")
        organiser, player = Browser(port, links["organiser"]), Browser(port, links["player"])
        page = organiser.actions()
        token = token_of(page)
        whom = re.search(r'<select name="player"[^>]*><option value="([^"]+)"', page)
        if not whom:
            raise SystemExit("the organiser's page has no award form")
        streams = [Stream(port, organiser.cookie), Stream(port, player.cookie)]
        figures: list[tuple[float, float, float]] = []
        for round in range(1, rounds + 1):
            build = max(stream.build for stream in streams)
            form = {"token": token, "action": "award", "player": whom.group(1), "amount": "1", "reason": f"bench {round}"}
            tapped = time.perf_counter()
            status, _, _ = organiser.post(form)
            answered = time.perf_counter()
            if status != 303:
                raise SystemExit(f"the award answered {status}")
            for stream in streams:
                stream.wait_past(build)
            updated = time.perf_counter()
            if player.get("/")[0] != 200:
                raise SystemExit("the home page did not come back")
            reloaded = time.perf_counter()
            figures.append((answered - tapped, updated - tapped, reloaded - tapped))
            print(f"round {round}: response {1000 * figures[-1][0]:.0f} ms, every page updated {1000 * figures[-1][1]:.0f} ms, "
                  f"reloaded {1000 * figures[-1][2]:.0f} ms")
            time.sleep(0.3)
        medians = [1000 * statistics.median(f[i] for f in figures) for i in range(3)]
        print(f"median of {rounds}: response {medians[0]:.0f} ms, every page updated {medians[1]:.0f} ms, reloaded {medians[2]:.0f} ms")
        return 0
    finally:
        server.terminate()
        server.wait(timeout=30)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], Path(sys.argv[2]), int(sys.argv[3]) if len(sys.argv) > 3 else 5))
