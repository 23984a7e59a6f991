"""`kg eval resolution`: merge precision and recall of kg.resolve on a silver set mined from a corpus.

Mining (mine()) reads JSON Lines abstracts (plain or gzipped) and keeps short names only, no
abstract text:
- definitions "long form (SF)" per paper, found with kg's abbreviation matcher;
- names written with a number ("CIFAR-10", "CIFAR10", "ResNet-50") and hyphenated words that also
  occur closed up ("pre-training", "pretraining").
Gold pairs (pairs()), each mention being (paper, surface form):
- definition: a short form and its long form in one paper -> same;
- sense-same / sense-different: one short form defined in two papers, with long forms equal once
  folded (case, hyphens, spaces, plural s) -> same; with no content word in common and not alike in characters (ratio < 60, which keeps
  "multilayer" / "multi-layer" out) -> different;
  anything in between is left out, since a silver set should only hold what it is sure of;
- spelling: two long forms equal once British spellings are folded (-isation, -yse, -lling) -> same;
- near-miss: long forms of different short forms that are close in characters -> different;
- variant: names equal once hyphens and spaces go -> same; names that differ only in their numbers
  -> different.
Scoring (evaluate()) builds one Extraction per paper from the mined mentions, runs resolve() on
them, and counts a pair as merged when both mentions land on one node.
"""
from __future__ import annotations

import gzip
import itertools
import json
import re
from collections import defaultdict
from dataclasses import dataclass, field
from pathlib import Path
from typing import Iterable

from rapidfuzz import fuzz

from kg.errors import KgError
from kg.eval.metrics import prf
from kg.extract.abbreviations import match_long_form, valid_short_form
from kg.extract.lexicon import STOPWORDS
from kg.records import Abbreviation, Extraction, Mention, Paper, Provenance

_SENTENCE_END = re.compile(r"(?<=[.!?])\s+(?=[A-Z(])")
_DEFINITION = re.compile(r"\(([^()]{2,12})\)")
_NUMBERED = re.compile(r"(?<![\w-])([A-Z][A-Za-z]{1,15}(?:[- ]?\d+[A-Za-z]{0,2})+)(?![\w-])")
_HYPHENATED = re.compile(r"(?<![\w-])([a-z]{2,12})-([a-z]{3,15})(?![\w-])")
PAIR_CAP = 25  # papers per short form or name stem that enter pairs (pairs grow quadratically)


@dataclass
class Silver:
    definitions: list[tuple[str, str, str]] = field(default_factory=list)  # (paper id, short, long)
    names: dict[str, str] = field(default_factory=dict)  # surface form -> first paper that writes it
    papers: int = 0


def _records(paths: Iterable[Path]):
    for path in paths:
        opener = gzip.open if path.suffix == ".gz" else open
        with opener(path, "rt", encoding="utf-8") as fh:
            for n, line in enumerate(fh):
                try:
                    rec = json.loads(line)
                except json.JSONDecodeError:
                    continue
                if isinstance(rec, dict) and isinstance(rec.get("abstract"), str):
                    yield str(rec.get("id") or f"{path.name}:{n}"), rec["abstract"]


def _definitions(text: str) -> Iterable[tuple[str, str]]:
    for sentence in _SENTENCE_END.split(text):
        for m in _DEFINITION.finditer(sentence):
            short = m.group(1).strip()
            if not valid_short_form(short):
                continue
            words = [(w.start(), w.group().strip(",;:\"'“”")) for w in re.finditer(r"\S+", sentence[:m.start()])]
            words = [(o, w) for o, w in words if w]
            i = match_long_form(short, words)
            if i is not None:
                yield short, sentence[words[i][0]:m.start()].strip().rstrip(",;:")


def mine(paths: Iterable[Path]) -> Silver:
    silver = Silver()
    closed: set[str] = set()
    hyphenated: dict[str, str] = {}
    for pid, text in _records(paths):
        silver.papers += 1
        seen = set()
        for short, long in _definitions(text):
            if (short, long) not in seen:
                seen.add((short, long))
                silver.definitions.append((pid, short, long))
        for m in _NUMBERED.finditer(text):
            silver.names.setdefault(m.group(1), pid)
        for m in _HYPHENATED.finditer(text):
            hyphenated.setdefault(m.group(0), pid)
        closed.update(w.lower() for w in re.findall(r"[A-Za-z]{5,27}", text))
    for word, pid in hyphenated.items():  # a hyphenated word is a variant only if the corpus also closes it up
        if word.replace("-", "") in closed:
            silver.names.setdefault(word, pid)
            silver.names.setdefault(word.replace("-", ""), pid)
    return silver


def _singular(w: str) -> str:
    if len(w) <= 3 or not w.endswith("s") or w.endswith(("ss", "us", "is")):
        return w
    if w.endswith("ies"):
        return w[:-3] + "y"
    if w.endswith(("sses", "xes", "zes", "ches", "shes")):
        return w[:-2]
    return w[:-1]


def _fold(text: str) -> list[str]:
    """Gold folding, kept apart from kg.resolve's: lower case, words, English plurals dropped."""
    return [_singular(w) for w in re.findall(r"[a-z0-9]+", text.lower())]


def _short(text: str) -> str:
    """A short form folded: "GPs", "GP" and "G.P." are one."""
    folded = re.sub(r"[^A-Za-z0-9]", "", text)
    return (folded[:-1] if folded.endswith("s") and len(folded) > 2 else folded).lower()


def _british(text: str) -> str:
    return re.sub(r"isation|isations", "ization", re.sub(r"yse\b", "yze", re.sub(r"lling", "ling", text.lower())))


Mref = tuple[str, str]  # (paper id, surface form)


def pairs(silver: Silver) -> list[tuple[Mref, Mref, bool, str]]:
    out: list[tuple[Mref, Mref, bool, str]] = []
    by_short: dict[str, list[tuple[str, str, str]]] = defaultdict(list)
    for pid, short, long in silver.definitions:
        out.append(((pid, short), (pid, long), True, "definition"))
        by_short[short].append((pid, short, long))
    for short, defs in by_short.items():
        defs = sorted(defs)[:PAIR_CAP]
        for (p1, s1, l1), (p2, s2, l2) in itertools.combinations(defs, 2):
            if p1 == p2:
                continue
            f1, f2 = _fold(l1), _fold(l2)
            if "".join(f1) == "".join(f2):
                out.append(((p1, s1), (p2, s2), True, "sense-same"))
            elif not (set(f1) - STOPWORDS) & (set(f2) - STOPWORDS) and fuzz.ratio("".join(f1), "".join(f2)) < 60:
                out.append(((p1, s1), (p2, s2), False, "sense-different"))
    longs = sorted({(long, pid, short) for pid, short, long in silver.definitions})
    by_british: dict[str, list[tuple[str, str, str]]] = defaultdict(list)
    by_head: dict[str, list[tuple[str, str, str]]] = defaultdict(list)
    for long, pid, short in longs:
        by_british["".join(_fold(_british(long)))].append((long, pid, short))
        by_head["".join(_fold(long))[:5]].append((long, pid, short))
    for group in by_british.values():
        raw = {"".join(_fold(lg)): (lg, p) for lg, p, _ in group}
        for (l1, p1), (l2, p2) in itertools.combinations(sorted(raw.values())[:PAIR_CAP], 2):
            out.append(((p1, l1), (p2, l2), True, "spelling"))
    for group in by_head.values():
        group = group[: PAIR_CAP * 4]
        for (l1, p1, s1), (l2, p2, s2) in itertools.combinations(group, 2):
            f1, f2 = "".join(_fold(_british(l1))), "".join(_fold(_british(l2)))
            if f1 != f2 and _short(s1) != _short(s2) and fuzz.ratio(f1, f2) >= 80:
                out.append(((p1, l1), (p2, l2), False, "near-miss"))
    stems: dict[str, list[str]] = defaultdict(list)
    compact: dict[str, list[str]] = defaultdict(list)
    for name in sorted(silver.names):
        compact[re.sub(r"[\s-]+", "", name.lower())].append(name)
        if re.search(r"\d", name):
            stems[re.sub(r"[\d\s-]+", "", name.lower())].append(name)
    for names in compact.values():
        for a, b in itertools.combinations(names[:PAIR_CAP], 2):
            out.append(((silver.names[a], a), (silver.names[b], b), True, "variant"))
    for names in stems.values():
        for a, b in itertools.combinations(names[:PAIR_CAP], 2):
            if re.findall(r"\d+", a) != re.findall(r"\d+", b):
                out.append(((silver.names[a], a), (silver.names[b], b), False, "variant-number"))
    return out


def _extractions(silver: Silver) -> tuple[list[Extraction], dict[Mref, tuple[int, int]]]:
    texts: dict[str, dict[str, None]] = defaultdict(dict)
    abbrs: dict[str, list[tuple[str, str]]] = defaultdict(list)
    for pid, short, long in silver.definitions:
        texts[pid].update({short: None, long: None})
        abbrs[pid].append((short, long))
    for name, pid in silver.names.items():
        texts[pid][name] = None
    exs, where = [], {}
    for xi, pid in enumerate(sorted(texts)):
        prov = Provenance(pid, 0, 0, 0, "silver", 1.0)
        mentions = []
        for mi, text in enumerate(texts[pid]):
            mentions.append(Mention(text, "Method", prov))
            where[(pid, text)] = (xi, mi)
        exs.append(Extraction(Paper(pid, "", ""), ((0, 0),), tuple(mentions),
                              abbreviations=tuple(Abbreviation(s, lg, prov) for s, lg in abbrs[pid])))
    return exs, where


def evaluate(silver: Silver, threshold: float | None = None) -> dict:
    from kg.resolve import resolve
    from kg.resolve.similarity import THRESHOLD

    threshold = THRESHOLD if threshold is None else threshold
    exs, where = _extractions(silver)
    entity_of = resolve(exs, threshold=threshold).entity_of
    by_kind: dict[str, list[int]] = defaultdict(lambda: [0, 0, 0, 0])  # tp, predicted, gold, pairs
    total = [0, 0, 0, 0]
    for a, b, gold, kind in pairs(silver):
        ea, eb = entity_of.get(where[a]), entity_of.get(where[b])
        merged = ea is not None and ea == eb
        for acc in (by_kind[kind], total):
            acc[0] += merged and gold
            acc[1] += merged
            acc[2] += gold
            acc[3] += 1
    counts = {kind: {"pairs": c[3], "same": c[2], "merged": c[1], "merged_same": c[0]} for kind, c in sorted(by_kind.items())}
    return {"threshold": threshold, "papers": silver.papers, "definitions": len(silver.definitions),
            "names": len(silver.names), "pairs": total[3], **prf(total[0], total[1], total[2]), "by_kind": counts}


def venue_files(folder: Path, limit: int | None = None) -> list[Path]:
    if not folder.is_dir():
        raise KgError(f"{folder}: no such folder (expected the venue JSON Lines files)")
    files = sorted(folder.glob("*.jsonl.gz")) + sorted(folder.glob("*.jsonl"))
    if not files:
        raise KgError(f"{folder}: no .jsonl or .jsonl.gz files")
    return files[:limit] if limit else files
