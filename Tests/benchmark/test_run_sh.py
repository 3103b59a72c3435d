"""Benchmarks/run.sh's own arguments: help, and a wrong size refused before the release build."""
from __future__ import annotations

import subprocess
from pathlib import Path

RUN = Path(__file__).resolve().parents[2] / "Benchmarks" / "run.sh"


def run(*arguments: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([str(RUN), *arguments], capture_output=True, text=True, timeout=60)


def test_help_prints_the_header_and_builds_nothing():
    result = run("--help")
    assert result.returncode == 0
    assert result.stdout.startswith("Benchmarks/run.sh [S] [M] [L] [XL] — Questline's benchmark")
    assert "FULL_ROUNDS=3" in result.stdout and "ROUNDS=5 (also the side by side's rounds). HUGO_SIZE=L" in result.stdout
    assert "set -uo" not in result.stdout
    assert "building release" not in result.stderr


def test_an_unknown_size_is_refused_before_anything_is_built():
    result = run("S", "XXL")
    assert result.returncode == 64
    assert "run.sh: unknown size 'XXL' (sizes: S M L XL; none means all four)" in result.stderr
    assert "building release" not in result.stderr
