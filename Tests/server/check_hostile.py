#!/usr/bin/env python3
"""Checks that `questline serve` survives hostile clients (issue #33, "A server that survives the network").

    python3 Tests/server/check_hostile.py QUESTLINE_BINARY SITE_DIR

SITE_DIR is a site folder the check may change (it puts symlinks into serve's folder). The
check starts serve on 127.0.0.1 with a free port and sends, over raw sockets on loopback only,
each attack of the issue's list: a Range header past 2^64, a 1 MB request line, a 1 MB header,
50,000 headers, a TLS ClientHello, binary garbage in the path, a huge chunk size, a body past
the limit, paths that climb out (`..`, `%2e%2e`, NUL, backslashes) or lead out through a
symlink, and 300 half-sent requests held open from another loopback address. Each must be
answered with a 4xx or a closed connection, and after each a normal GET must still answer 200
within two seconds; the held requests must be closed by serve within its request time; serve
must be alive at the end. Bounded: about 20 s, a few MB of traffic.
Exits 0 when all hold; the last line says what happened.
"""
from __future__ import annotations

import os
import socket
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HOST = "127.0.0.1"
# Another loopback address for the crowd of half-sent requests: serve limits connections per
# address, and the normal client on 127.0.0.1 must not be counted with them.
CROWD = "127.0.0.2"
REQUEST_TIME = 10  # ServerLimits.requestTime
PER_ADDRESS = 32  # ServerLimits.connectionsPerAddress


class Failed(Exception):
    pass


def connect(port: int, source: str = HOST, timeout: float = 5) -> socket.socket:
    sock = socket.create_connection((HOST, port), timeout=timeout, source_address=(source, 0))
    sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
    return sock


def answer(sock: socket.socket, timeout: float = 5) -> tuple[int | None, dict[str, str], bytes]:
    """The status, headers and body read until the server closes, or the headers and
    Content-Length's worth of body; status None when it closed (or reset) without answering."""
    sock.settimeout(timeout)
    data = b""
    deadline = time.monotonic() + timeout
    try:
        while time.monotonic() < deadline:
            chunk = sock.recv(65536)
            if not chunk:
                break
            data += chunk
            head, sep, body = data.partition(b"\r\n\r\n")
            if sep:
                headers = parse_headers(head)
                length = headers.get("content-length")
                if length is not None and len(body) >= int(length):
                    break
        else:
            raise Failed("no answer and no close within %.0f s" % timeout)
    except socket.timeout:
        if not data:
            raise Failed("no answer and no close within %.0f s" % timeout)
    except (ConnectionResetError, BrokenPipeError):
        pass
    if not data.startswith(b"HTTP/1."):
        return None, {}, b""
    head, _, body = data.partition(b"\r\n\r\n")
    return int(head.split(b" ", 2)[1]), parse_headers(head), body


def parse_headers(head: bytes) -> dict[str, str]:
    headers = {}
    for line in head.split(b"\r\n")[1:]:
        name, _, value = line.partition(b":")
        headers[name.decode("latin-1").strip().lower()] = value.decode("latin-1").strip()
    return headers


def send(port: int, payload: bytes, source: str = HOST, timeout: float = 5) -> tuple[int | None, dict[str, str], bytes]:
    """Sends `payload` (as much as the server takes before it closes) and reads the answer."""
    sock = connect(port, source)
    try:
        try:
            sock.sendall(payload)
        except (ConnectionResetError, BrokenPipeError):
            return None, {}, b""
        return answer(sock, timeout)
    finally:
        sock.close()


def get(port: int, path: str, extra: str = "") -> tuple[int | None, dict[str, str], bytes]:
    return send(port, f"GET {path} HTTP/1.1\r\nHost: {HOST}\r\nConnection: close\r\n{extra}\r\n".encode("latin-1"))


def still_serving(port: int, after: str) -> None:
    started = time.monotonic()
    status, _, body = get(port, "/")
    took = time.monotonic() - started
    if status != 200 or b"<html" not in body or took > 2:
        raise Failed(f"after {after}: a normal GET answered {status} in {took:.1f} s")


def refused(what: str, status: int | None, allowed: tuple[int, ...] = ()) -> None:
    if status is not None and not (400 <= status < 500) and status not in allowed:
        raise Failed(f"{what}: answered {status}, not a 4xx or a closed connection")


def attacks() -> list[tuple[str, bytes]]:
    """The attacks of the issue's list sent as one payload each (also sent by check_roles.py
    while two play sessions are signed in), by what they are."""
    return [
        ("a 1 MB request line", b"GET /" + b"a" * (1 << 20) + b" HTTP/1.1\r\nHost: x\r\n\r\n"),
        ("a 1 MB header", b"GET / HTTP/1.1\r\nHost: x\r\nX-Big: " + b"b" * (1 << 20) + b"\r\n\r\n"),
        ("50,000 headers", b"GET / HTTP/1.1\r\nHost: x\r\n" + b"".join(b"X-%d: v\r\n" % i for i in range(50000)) + b"\r\n"),
        ("a TLS ClientHello", bytes.fromhex("16030100c4010000c00303") + os.urandom(32) + b"\x00\x00\x02\x13\x01\x01\x00" + b"\x00" * 150),
        ("binary garbage in the path", b"GET /\x00\xff\xfe\x80\x01/../\x7f%00 HTTP/1.1\r\nHost: x\r\n\r\n"),
        ("binary garbage, no request at all", os.urandom(4096)),
        ("a huge chunk size", b"POST / HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\nFFFFFFFFFFFFFFFFFFFFFFFF\r\n" + b"x" * 1024),
        ("a GET with a huge chunk size", b"GET / HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n7FFFFFFFFFFFFFFF\r\n" + b"x" * 1024),
        ("a body past the limit", b"POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 10000000\r\n\r\n" + b"x" * (3 << 20)),
        ("a Content-Length past 2^64", b"GET / HTTP/1.1\r\nHost: x\r\nContent-Length: 99999999999999999999999\r\n\r\n"),
    ]


def main(binary: str, site: Path) -> int:
    serve_errors = tempfile.TemporaryFile(mode="w+")
    server = subprocess.Popen([binary, "serve", "--site", str(site), "--port", "0", "--as-of", "2026-06-13T20:00"],
                              stdout=subprocess.PIPE, stderr=serve_errors, text=True)
    passed = False
    try:
        port = 0
        deadline = time.monotonic() + 60
        while not port and time.monotonic() < deadline:
            line = server.stdout.readline()
            if not line:
                raise Failed("serve ended before it listened")
            if line.startswith("serving "):
                port = int(line.split()[1].rstrip("/").rsplit(":", 1)[1])
        served = site / ".questline" / "serve"
        still_serving(port, "starting")

        # Ranges: one that works, so video seeks; one past 2^64, which killed the old server.
        status, headers, body = get(port, "/assets/site.css", "Range: bytes=0-9\r\n")
        size = (served / "assets" / "site.css").stat().st_size
        if status != 206 or len(body) != 10 or headers.get("content-range") != f"bytes 0-9/{size}":
            raise Failed(f"a range of ten bytes: {status} {headers.get('content-range')} {len(body)} bytes")
        status, headers, _ = get(port, "/assets/site.css", "Range: bytes=18446744073709551615-\r\n")
        if status != 416 or headers.get("content-range") != f"bytes */{size}":
            raise Failed(f"Range: bytes=18446744073709551615- answered {status} {headers.get('content-range')}")
        status, _, body = get(port, "/assets/site.css", "Range: bytes=-99999999999999999999999\r\n")
        if status != 206 or len(body) != size:
            raise Failed(f"a suffix range past 2^64 answered {status} with {len(body)} bytes")
        still_serving(port, "range requests")

        for what, payload in attacks():
            status, _, _ = send(port, payload)
            refused(what, status)
            still_serving(port, what)

        # Nothing outside the served folder, however the path is written or linked.
        (served / "leak").unlink(missing_ok=True)
        (served / "leak").symlink_to(site / "content" / "events.jsonl")
        (served / "escape").unlink(missing_ok=True)
        (served / "escape").symlink_to(site / "content", target_is_directory=True)
        for path in ["/leak", "/escape/events.jsonl", "/escape/", "/../content/events.jsonl", "/%2e%2e/content/events.jsonl",
                     "/%2E%2E/%2e%2e/etc/passwd", "/..%2fcontent%2fevents.jsonl", "/assets/..%5c..%5ccontent/events.jsonl",
                     "/index.html%00.css", "/.questline-build", "/assets/%00", "//etc/passwd"]:
            status, _, body = get(port, path)
            if status not in (400, 404) or b"award" in body:
                raise Failed(f"{path}: answered {status}, not 404")
        still_serving(port, "paths that climb out")

        # A request refused before its body came, then half a request held: closed in time too.
        early = connect(port)
        early.sendall(b"GET / HTTP/1.1\r\nHost: x\r\nContent-Length: 1\r\n\r\n")
        early.settimeout(5)
        if not early.recv(4096).startswith(b"HTTP/1.1 400"):
            raise Failed("a GET with a body was not refused with 400")
        early.sendall(b"xGET / HTTP/1.1\r\nHost: x\r\n")

        # 300 half-sent requests held open from one address: refused past its limit, closed
        # after the request time, and nobody else notices.
        crowd = []
        for _ in range(300):
            try:
                sock = connect(port, CROWD)
                sock.sendall(b"GET / HTTP/1.1\r\nHost: x\r\nX-Slow: ")
                crowd.append(sock)
            except OSError:
                pass
        time.sleep(0.5)
        still_serving(port, "300 half-sent requests held open")
        held = 0
        for sock in crowd:
            sock.setblocking(False)
            try:
                # Closed (b"") is not held; anything else would be an answer to half a request.
                if sock.recv(1) != b"":
                    held += 1
            except BlockingIOError:
                held += 1
            except OSError:
                pass
        if held > PER_ADDRESS:
            raise Failed(f"{held} half-sent requests from one address held open; the limit is {PER_ADDRESS}")
        time.sleep(REQUEST_TIME + 1.5)
        early.setblocking(False)
        crowd.append(early)
        still_open = 0
        for sock in crowd:
            try:
                if sock.recv(1) != b"":
                    still_open += 1
            except BlockingIOError:
                still_open += 1
            except OSError:
                pass
            sock.close()
        if still_open:
            raise Failed(f"{still_open} half-sent requests still open after {REQUEST_TIME + 1.5} s")
        still_serving(port, "the half-sent requests were closed")

        # The live-reload channel is a server-sent event stream that says the status at once.
        sock = connect(port)
        sock.sendall(f"GET /__questline/events HTTP/1.1\r\nHost: {HOST}\r\n\r\n".encode())
        sock.settimeout(2)
        data = b""
        while b"\ndata: " not in data:
            chunk = sock.recv(4096)
            if not chunk:
                break
            data += chunk
        sock.close()
        if b"text/event-stream" not in data or b'data: {"build":' not in data:
            raise Failed("the event stream did not answer with a status: %r" % data[:300])

        if server.poll() is not None:
            raise Failed(f"serve ended (status {server.returncode})")
        print("passed: serve answered every hostile request with a 4xx or a closed connection and kept serving")
        passed = True
        return 0
    except Failed as failure:
        print(f"failed: {failure}")
        return 1
    finally:
        server.terminate()
        server.wait(timeout=10)
        if not passed:
            serve_errors.seek(0)
            print("serve's standard error:\n" + serve_errors.read())


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], Path(sys.argv[2])))
