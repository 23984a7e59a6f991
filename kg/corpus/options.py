"""What the readers are told (ReadOptions) and what they report back (ReadStats)."""
from __future__ import annotations

import sys
from collections import Counter
from dataclasses import dataclass, field
from typing import Callable


def warn(message: str) -> None:
    print(f"kg: warning: {message}", file=sys.stderr)


def notice(message: str) -> None:
    print(f"kg: {message}", file=sys.stderr)


@dataclass(frozen=True)
class ReadOptions:
    # explicit field names (matched case-insensitively); None means "any of the usual aliases"
    abstract_field: str | None = None
    id_field: str | None = None
    title_field: str | None = None
    year_field: str | None = None
    venue_field: str | None = None
    venue: str = ""  # --venue: for records that name none
    year: int | None = None  # --year: for records that give none
    delimiter: str | None = None  # CSV delimiter; None: sniffed
    one_per_line: bool = False  # plain text: every non-empty line is an abstract
    dedupe_ids: bool = False  # one id over different abstracts: rename instead of stopping
    skip_bad: bool = False  # skip malformed records (counted) instead of stopping
    max_chars: int = 20_000  # longer abstracts are truncated at a sentence end, with a warning
    non_english: str = "keep"  # keep | skip: what to do with text that does not look English
    warn: Callable[[str], None] = warn
    notice: Callable[[str], None] = notice


# the reasons a record does not become a paper, as the summary and build-log.json name them
MALFORMED = "malformed record"
NO_ABSTRACT = "no abstract text"
EMPTY_ABSTRACT = "abstract empty after clean-up"
NOT_ENGLISH = "not English"
DUPLICATE = "duplicate abstract"
LOG_LIMIT = 10_000  # records named one by one in build-log.json; past it they are only counted


@dataclass
class ReadStats:
    records: int = 0  # records that became papers
    dropped: Counter = field(default_factory=Counter)  # reason -> records that did not
    truncated: int = 0
    renamed_ids: int = 0  # --dedupe-ids: papers given a suffixed id
    files: list[dict] = field(default_factory=list)  # path, format, papers, dropped of each input file
    log: list[dict] = field(default_factory=list)  # each dropped or renamed record (the first LOG_LIMIT)
    log_omitted: int = 0
    bad_years: list[tuple[str, str]] = field(default_factory=list)  # (where, value) in the file being read

    def drop(self, reason: str, where: str = "", **detail) -> None:
        self.dropped[reason] += 1
        self.note(reason=reason, where=where, **detail)

    def note(self, **entry) -> None:
        if len(self.log) < LOG_LIMIT:
            self.log.append({k: v for k, v in entry.items() if v not in ("", None)})
        else:
            self.log_omitted += 1

    @property
    def skipped_bad(self) -> int:
        return self.dropped[MALFORMED] + self.dropped[NO_ABSTRACT] + self.dropped[EMPTY_ABSTRACT]

    @property
    def duplicates(self) -> int:
        return self.dropped[DUPLICATE]

    def summary(self) -> dict:
        """Counts for the build summary: papers kept, records dropped by reason, and the rest."""
        out: dict = {"papers": self.records}
        if self.dropped:
            out["dropped"] = dict(sorted(self.dropped.items()))
        if self.truncated:
            out["truncated"] = self.truncated
        if self.renamed_ids:
            out["renamed ids"] = self.renamed_ids
        return out
