"""String similarity (rapidfuzz) for the last merge step, and for grouping an acronym's long forms.

Only names of one label are compared, never acronyms (an acronym is matched by its definitions,
not by spelling: "CNN" and "RNN" are one letter apart), never names whose numbers differ
(ResNet-50, ResNet-101), never a name and a longer name that holds it ("convex", "non-convex"), and only when the score reaches THRESHOLD. The threshold was chosen on
the silver set of `kg eval resolution` (the sweep is in docs/resolution.md).
"""
from __future__ import annotations

import re
from collections import defaultdict
from typing import Iterable, Iterator

from rapidfuzz import fuzz, process

from kg.resolve.normalize import compact_key, digits

THRESHOLD = 94.0
ROWS = 1024
MIN_CHARS = 8  # shorter names differ by too few letters for a ratio to mean anything


def score(a: str, b: str) -> float:
    """Similarity of two keys, 0-100: the Indel ratio of their space-free forms."""
    return fuzz.ratio(compact_key(a), compact_key(b))


def _contained(a: str, b: str) -> bool:
    """Keys (with spaces) where one adds to the other are different things: a prefix on a word
    ("convex" / "nonconvex", "dependence" / "independence", "value" / "qvalue") or an added word
    ("generative neural network" / "generative deep neural network")."""
    ta, tb = set(a.split()), set(b.split())
    if ta < tb or tb < ta:
        return True
    return any(x != y and (x.endswith(y) or y.endswith(x)) for x in ta - tb for y in tb - ta)


def similar(a: str, b: str, threshold: float = THRESHOLD) -> bool:
    ca, cb = compact_key(a), compact_key(b)
    if ca == cb:
        return True
    return digits(a) == digits(b) and not _contained(a, b) and score(a, b) >= threshold


def same_sense(a: str, b: str, threshold: float = THRESHOLD, expansions: dict[str, str] | None = None) -> bool:
    """Two long forms of one short form agree: similar, or one extends the other's start
    ("semidefinite program" / "semidefinite programming"; the letters already agree), also once
    British spellings and "&" are folded and the short forms in `expansions` written out
    ("sparse pca" / "sparse principal component analysis")."""
    if _agree(a, b, threshold):
        return True
    fa, fb = _folded(a, expansions or {}), _folded(b, expansions or {})
    return (fa, fb) != (a, b) and _agree(fa, fb, threshold)


def _agree(a: str, b: str, threshold: float) -> bool:
    ca, cb = compact_key(a), compact_key(b)
    return ca.startswith(cb) or cb.startswith(ca) or similar(a, b, threshold)


_BRITISH = ((re.compile(r"(?<=\w{3})our(?=s?$|al$|ally$)"), "or"), (re.compile(r"(?<=\w{2})is(ation|ed|ing|er)$"), r"iz\1"),
            (re.compile(r"(?<=\w{2}[aeiou])ll(ing|ed|er)$"), r"l\1"))


def _folded(key: str, expansions: dict[str, str]) -> str:
    words = []
    for w in key.split():
        w = "and" if w == "&" else expansions.get(w, w)
        for pattern, repl in _BRITISH:
            w = pattern.sub(repl, w)
        words.append(w)
    return " ".join(words)


def _blocks(keys: list[str]) -> Iterator[list[str]]:
    """Keys that share their first or their last four letters: near-duplicates nearly always do."""
    by_head: dict[str, list[str]] = defaultdict(list)
    by_tail: dict[str, list[str]] = defaultdict(list)
    for k in keys:
        c = compact_key(k)
        by_head[c[:4]].append(k)
        by_tail[c[-4:]].append(k)
    for block in (*by_head.values(), *by_tail.values()):
        if len(block) > 1:
            yield block


def similar_pairs(keys: Iterable[str], threshold: float = THRESHOLD) -> Iterator[tuple[str, str, float]]:
    """(a, b, score) for keys of one label that similar() joins, each pair once."""
    keys = sorted({k for k in keys if len(compact_key(k)) >= MIN_CHARS})
    seen: set[tuple[str, str]] = set()
    for block in _blocks(keys):
        compact = [compact_key(k) for k in block]
        # a block can hold tens of thousands of keys on a whole corpus: score ROWS of it at a time,
        # so the score matrix stays a few MB instead of rows x rows bytes
        for row0 in range(0, len(block), ROWS):
            matrix = process.cdist(compact[row0:row0 + ROWS], compact, scorer=fuzz.ratio, score_cutoff=threshold,
                                   dtype="uint8")
            for i, j in zip(*matrix.nonzero()):
                i += row0
                if i >= j:
                    continue
                a, b = block[i], block[j]
                if (a, b) in seen or digits(a) != digits(b) or _contained(a, b):
                    continue
                seen.add((a, b))
                yield a, b, float(matrix[i - row0, j])
