"""RIS (.ris) through rispy: every `TY  - ` ... `ER  - ` reference is a record.

rispy skips what it cannot place (a reference with no ER line, text outside references), so the
tag lines are checked here first: a cut reference is a one-line error, not a lost paper.
"""
from __future__ import annotations

import re
from pathlib import Path
from typing import Iterator

from kg.corpus.options import MALFORMED, ReadOptions, ReadStats
from kg.errors import KgError

_TAG = re.compile(r"^([A-Z][A-Z0-9])  -(?: |$)")
# journal names that rispy files under names kg's aliases do not know, in order of preference
_VENUE_KEYS = ("alternate_title3", "alternate_title2", "alternate_title1")


def _spans(path: Path, lines: list[str], opts: ReadOptions, stats: ReadStats) -> list[tuple[int, int]]:
    """(TY line, ER line) of each reference, 0-based; a reference cut short is malformed."""
    spans, start = [], None
    for n, line in enumerate(lines):
        m = _TAG.match(line)
        tag = m.group(1) if m else None
        if tag == "TY":
            if start is not None:
                _cut(path, start, opts, stats, "a new TY line comes before its ER line")
            start = n
        elif tag == "ER":
            if start is None:
                _cut(path, n, opts, stats, "an ER line with no TY line before it")
            else:
                spans.append((start, n))
            start = None
    if start is not None:
        _cut(path, start, opts, stats, "the file ends before its ER line")
    return spans


def _cut(path: Path, n: int, opts: ReadOptions, stats: ReadStats, why: str) -> None:
    if not opts.skip_bad:
        raise KgError(f"{path}:{n + 1}: malformed RIS reference ({why}); use --skip-bad to skip such references")
    stats.drop(MALFORMED, f"{path}:{n + 1}")


def records(path: Path, text: str, opts: ReadOptions, stats: ReadStats) -> Iterator[tuple[str, dict]]:
    import rispy

    lines = text.replace("\r\n", "\n").replace("\r", "\n").split("\n")
    if not any(_TAG.match(line) for line in lines):
        raise KgError(f"{path}: no RIS tag lines (such as 'TY  - JOUR', 'AB  - ...', 'ER  - ')")
    spans = _spans(path, lines, opts, stats)
    return (_record(a, rispy.loads("\n".join(lines[a:b + 1]))) for a, b in spans)


def _record(start: int, parsed: list[dict]) -> tuple[str, dict]:
    rec = dict(parsed[0]) if parsed else {}
    for key, values in (rec.pop("unknown_tag", None) or {}).items():
        rec.setdefault(key, values)  # tags rispy does not name keep their two letters (kg knows some)
    for key in ("authors", "first_authors"):  # RIS names are "Last, First"; kg keeps "First Last"
        if isinstance(rec.get(key), list):
            rec[key] = [" ".join(reversed(a.split(",", 1))).strip() if a.count(",") == 1 else a for a in rec[key]]
    if not any(rec.get(k) for k in ("journal_name", "secondary_title")):
        rec["journal"] = next((rec[k] for k in _VENUE_KEYS if rec.get(k)), "")
    return f":{start + 1}", rec
