"""One result per checked thing, and the report that counts them."""
from __future__ import annotations

from dataclasses import dataclass, field


@dataclass
class CheckResult:
    """The outcome of one check (`check`, e.g. "html") on one target (a file or page)."""

    check: str
    output: str
    target: str
    problems: list[str] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        return not self.problems


@dataclass
class Report:
    """All results of a run, in the order they were made."""

    results: list[CheckResult] = field(default_factory=list)

    def add(self, results: list[CheckResult]) -> None:
        self.results.extend(results)

    @property
    def failures(self) -> list[CheckResult]:
        return [r for r in self.results if not r.ok]

    def failed_checks(self, output: str) -> set[str]:
        """The names of the checks that failed for one output folder."""
        return {r.check for r in self.failures if r.output == output}

    def summary_line(self) -> str:
        """The closing line, exactly `N passed, M failed`."""
        failed = len(self.failures)
        return f"{len(self.results) - failed} passed, {failed} failed"
