"""Words broken at a PDF line end ("per- formance", "self- supervised") -> the word a reader sees.

Each "A- B" is decided by how the venue corpus writes the parts elsewhere (counts mined by
scripts/mine_line_breaks.py): one word when the corpus writes "AB" at least as often as "A-B", the hyphenated
compound when only that is common, and unchanged otherwise. A suspended hyphen ("pre- and post-training",
"low- to high-resolution") is never joined.
"""
from __future__ import annotations

import gzip
import json
import re
from functools import lru_cache
from pathlib import Path

_DATA = Path(__file__).parent / "data" / "line_breaks.json.gz"
_BROKEN = re.compile(r"(?<![\w-])([A-Za-z]+(?:-[A-Za-z]+)*)- ([A-Za-z][a-z]+)\b")
_SUSPENDED_BEFORE = frozenset({"and", "or", "nor", "to", "but", "as", "vs", "versus", "than", "through"})


@lru_cache(maxsize=1)
def _counts() -> tuple[dict[str, int], dict[str, int], int]:
    with gzip.open(_DATA, "rt", encoding="utf-8") as f:
        doc = json.load(f)
    return doc["words"], doc["pairs"], doc["min_count"]


def _mend(m: re.Match) -> str:
    head, tail = m.group(1), m.group(2)
    if tail.lower() in _SUSPENDED_BEFORE:
        return m.group(0)
    words, pairs, least = _counts()
    last, low = head.rsplit("-", 1)[-1].lower(), tail.lower()
    joined, hyphened = words.get(last + low, 0), pairs.get(f"{last}-{low}", 0)
    # a capital after the break starts a Title Case word ("Multi- View"): never one word with an inner capital
    if joined >= least and joined >= hyphened and tail[0].islower():
        return head + tail
    if hyphened >= least:
        return f"{head}-{tail}"
    return m.group(0)


def join_line_breaks(text: str) -> str:
    """Join the words a line break split, where the corpus shows how they are written."""
    # a chain ("state- of- the- art") mends one link per pass: a mended link is the next one's head
    for _ in range(6):
        if "- " not in text:
            break
        mended = _BROKEN.sub(_mend, text)
        if mended == text:
            break
        text = mended
    return text
