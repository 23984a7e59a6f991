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


# a compound that lost a hyphen at a line end keeps a function word glued to its neighbour ("state-ofthe-art",
# "coarse-tofine", "divide-andconquer"), or a space after its last function word ("state-of-the art", "proof-of
# concept"): a compound's function word stands between hyphens, so the corpus pair decides where the hyphen goes
_LINKS = ("the", "of", "and", "or", "to", "in", "on", "by", "from", "over", "for", "with")
_COMPOUND = re.compile(r"(?<![\w-])[A-Za-z]+(?:-[A-Za-z]+)+(?![\w-])")
_OPEN_LINK = re.compile(r"(?<![\w-])((?:[A-Za-z]+-)*?([A-Za-z]+)-(the|of)) ([a-z]+)\b")
_BEFORE_THE = frozenset({"of", "in", "on", "off", "out", "to", "at", "by"})  # 'out-of-the', not a dash 'robot-the'


@lru_cache(maxsize=1 << 16)  # a pure function of the word; the same hyphen parts come back in paper after paper
def _split_link(part: str) -> str:
    """'ofthe' -> 'of-the' where the corpus writes that pair hyphenated far more often than the glued word."""
    words, pairs, least = _counts()
    low = part.lower()
    if not low.isalpha() or any(c.isupper() for c in part[1:]):
        return part
    best, cut = 0, 0
    for link in _LINKS:
        for a, b in ((link, low[len(link):]), (low[:-len(link)], link)):
            count = pairs.get(f"{a}-{b}", 0)
            if len(a) >= 2 and len(b) >= 2 and a + b == low and count >= least and words.get(low, 0) * 10 < count \
                    and count > best:
                best, cut = count, len(a)
    return f"{part[:cut]}-{part[cut:]}" if best else part


def _close_link(m: re.Match) -> str:
    before, link, nxt = m.group(2).lower(), m.group(3), m.group(4)
    if link == "the" and before not in _BEFORE_THE:
        return m.group(0)
    _, pairs, least = _counts()
    return f"{m.group(1)}-{nxt}" if pairs.get(f"{link}-{nxt}", 0) >= least else m.group(0)


def mend_lost_hyphens(text: str) -> str:
    """Put back the hyphens a compound lost at a line end, where the corpus shows the compound."""
    if "-" not in text:
        return text
    text = _COMPOUND.sub(lambda m: "-".join(_split_link(p) for p in m.group(0).split("-")), text)
    return _until_stable(_OPEN_LINK, _close_link, text, 3)  # 'state-of the art': one link per pass


def _until_stable(rx: re.Pattern, mend, text: str, passes: int) -> str:
    """Apply rx.sub(mend) until nothing changes (at most `passes` times): a mended link can be the next one's head."""
    for _ in range(passes):
        mended = rx.sub(mend, text)
        if mended == text:
            break
        text = mended
    return text


# a line-end hyphen an export kept inside a word with no space ("tra-jectories", "move-ment", "exper-iments"):
# one word only when its tail is no word of its own, so a compound of two words ("pose-map", "per-mission",
# "micro-pump", "re-arranged") stays, and the corpus writes the glued word and seldom the hyphenated one
_INNER = re.compile(r"(?<![\w-])([A-Za-z]?[a-z]+)-([a-z]{2,})(?![\w-])")


def _mend_inner(m: re.Match) -> str:
    head, tail = m.group(1), m.group(2)
    words, pairs, least = _counts()
    joined, hyphened = words.get((head + tail).lower(), 0), pairs.get(f"{head.lower()}-{tail}", 0)
    if words.get(tail, 0) < least and joined >= least and joined >= 10 * hyphened:
        return head + tail
    return m.group(0)


def join_line_breaks(text: str) -> str:
    """Join the words a line break split, where the corpus shows how they are written."""
    if "- " in text:  # a chain ("state- of- the- art") mends one link per pass
        text = _until_stable(_BROKEN, _mend, text, 6)
    if "-" in text:
        text = _INNER.sub(_mend_inner, text)
    return mend_lost_hyphens(text)
