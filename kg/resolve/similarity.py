"""String similarity (rapidfuzz) for the last merge step, and for grouping an acronym's long forms.

Only names of one label are compared, never acronyms (an acronym is matched by its definitions,
not by spelling: "CNN" and "RNN" are one letter apart), never names whose numbers differ
(ResNet-50, ResNet-101), never a name and a longer name that holds it ("convex", "non-convex"), and only when
the score reaches THRESHOLD. Names with no other evidence (similar_pairs) are also never joined where a word of one
is no form or spelling of the word in its place in the other ("online" / "offline", "encoder" / "decoder"); two
long forms of one short form (same_sense) may differ so ("inertia" / "inertial measurement unit"), since their
short form already agrees. The threshold was chosen on the silver set of `kg eval resolution` (the sweep is in
docs/resolution.md).
"""
from __future__ import annotations

import os
import re
from collections import defaultdict
from typing import Iterable, Iterator

from rapidfuzz import fuzz, process
from rapidfuzz.distance import Levenshtein

from kg.resolve.lemmas import is_english_word
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


# endings that make another form of one word: "robot" / "robotic", "dynamic" / "dynamics", "supervise" / "supervised",
# "collecting" / "collection", "consistence" / "consistency", "inertia" / "inertial", "dialog" / "dialogue"
_ENDINGS = frozenset({"", "s", "es", "d", "ed", "ing", "ion", "al", "a", "ic", "ics", "ical", "y", "er", "o", "ce", "cy",
                      "ue"})
_INFLECTIONS = frozenset({"s", "es", "d", "ed", "ing", "er"})  # endings that may follow a short stem ("tuned" / "tuning")
_STEM = 4  # letters two forms share before other endings; a shorter stem is a word of its own ("act" / "action")
_SHORT_STEM = 3  # a stem this short takes two inflections, neither of them nothing ("rgb" / "rgbd" are two names)
_TYPO_LETTERS = 5  # shorter words one letter apart are other words ("rgb" / "rgbd")


def _forms_of_one_word(x: str, y: str) -> bool:
    """Two words of keys that similar_pairs() may join: the same word with another ending ("convolution" /
    "convolutional", "low" / "lower"), its British spelling ("colour"), or a misspelling (one letter apart after
    the same first letter, and not both English words: "tesselation"). Two English words one letter apart are two
    words ("joint" / "point", "tracing" / "tracking"), as are words that share only an ending ("encoder" / "decoder",
    "online" / "offline")."""
    return _one_word(x, y) or _one_word(_folded(x, {}), _folded(y, {}))


def _one_word(x: str, y: str) -> bool:
    if x == y:
        return True
    shared = len(os.path.commonprefix([x, y]))
    for k in range(_SHORT_STEM, shared + 1):
        endings = _ENDINGS if k >= _STEM else _INFLECTIONS
        if x[k:] in endings and y[k:] in endings:
            return True
    short, long = sorted((x, y), key=len)
    if long.startswith(short) and long[len(short):] in _INFLECTIONS and is_english_word(short):
        return True  # "low" / "lower": a short English word and its inflection
    return (x[0] == y[0] and len(short) >= _TYPO_LETTERS and Levenshtein.distance(x, y) == 1
            and not (is_english_word(x) and is_english_word(y)))


def _other_words(a: str, b: str) -> bool:
    """Keys of as many words where one pair of words in the same place are two words, not two forms of one:
    "online reinforcement learning" / "offline reinforcement learning". Keys that split or join words
    ("state-action" / "state and action") are left to the score."""
    wa, wb = a.split(), b.split()
    return len(wa) == len(wb) and any(x != y and not _forms_of_one_word(x, y) for x, y in zip(wa, wb))


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
            (re.compile(r"(?<=\w{2}[aeiou])ll(ing|ed|er)$"), r"l\1"), (re.compile(r"(?<=dg)ement(s?)$"), r"ment\1"))


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


def similar_pairs(keys: Iterable[str], threshold: float = THRESHOLD,
                  other_words: bool = False) -> Iterator[tuple[str, str, float]]:
    """(a, b, score) for keys of one label that similar() joins, each pair once; other_words: also pairs that
    differ in a word that is no form of the other (a reviewer's candidates, not merges)."""
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
                if (a, b) in seen or digits(a) != digits(b) or _contained(a, b) or (
                        not other_words and _other_words(a, b)):
                    continue
                seen.add((a, b))
                yield a, b, float(matrix[i - row0, j])
