"""Acronym <-> long form, scoped by agreement.

Every definition ("Gaussian process (GP)") is collected with its paper. The long forms of one short
form are grouped into senses (long forms that same_sense() joins agree). A short form with one sense
in the corpus is that sense everywhere, also in papers that use it without defining it. A short form
with several senses ("GP": Gaussian process, genetic programming) is resolved per paper: where a
paper defines it, its mentions join that paper's sense; elsewhere it stays a node of its own, so no
node joins two senses. The exception is a sense that nearly every defining paper gives (dominant()):
a few papers writing their own variant ("large, pre-trained language models") would otherwise leave
every undefined use of a common short form apart from the node of what it means.
"""
from __future__ import annotations

import json
import re
from collections import defaultdict
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path

from kg.records import Extraction
from kg.resolve.normalize import clean_name, is_acronym, normalize_key
from kg.resolve.similarity import THRESHOLD, same_sense

MIN_EXPANSION_PAPERS = 3  # papers that define a short form before it is written out inside other long forms
DOMINANT_SHARE = 0.8  # of the papers defining a short form, the share one sense needs to take its undefined uses


@dataclass
class Sense:
    long_keys: set[str] = field(default_factory=set)
    papers: set[int] = field(default_factory=set)  # extraction indices that define the short form so


@dataclass
class Definitions:
    senses: dict[str, list[Sense]]  # short key -> its senses
    sense_in_paper: dict[tuple[int, str], Sense]  # (extraction index, short key) -> the sense defined there
    long_forms: dict[str, set[str]]  # long key -> surface forms
    local: dict[tuple[int, str], str] = field(default_factory=dict)  # (paper, short key) -> long key of a clipped definition
    expansions: dict[str, str] = field(default_factory=dict)  # one-sense short key -> its long key

    def short_keys(self) -> set[str]:
        return set(self.senses) | {skey for _, skey in self.local}

    def is_ambiguous(self, short_key: str) -> bool:
        return len(self.senses.get(short_key, ())) > 1

    def dominant(self, short_key: str) -> Sense | None:
        """The sense that undefined uses of short_key join: its only sense, or one given by at least
        DOMINANT_SHARE of the papers that define it (and by MIN_EXPANSION_PAPERS of them)."""
        senses = self.senses.get(short_key, ())
        if len(senses) == 1:
            return senses[0]
        total = sum(len(s.papers) for s in senses)
        best = max(senses, key=lambda s: len(s.papers), default=None)
        if best and len(best.papers) >= MIN_EXPANSION_PAPERS and len(best.papers) >= DOMINANT_SHARE * total:
            return best
        return None


def definition_pairs(ex: Extraction):
    """(short form, long form) as the paper defines them: its Abbreviation records and mention aliases."""
    for a in ex.abbreviations:
        yield a.short, a.long
    for m in ex.mentions:
        for long in m.aliases:
            if not written_phrase_alias(m, long):
                yield m.text, long


def written_phrase_alias(mention, alias: str) -> bool:
    """'KGD variants' kept as an alias of the method 'KGD', 'KQS corpora' of the dataset 'KQS' (the phrase the paper
    wrote): no long form of the acronym, so it defines no sense of it; the node knows it as a name all the same
    (cascade)."""
    return mention.label in ("Method", "Dataset") and phrase_with_name(mention.text, alias)


def phrase_with_name(name: str, alias: str) -> bool:
    """'KGD variants' of 'KGD': an alias that opens with the name itself and goes on, a phrase written with the name,
    no long form of it."""
    return alias.startswith(name + " ")


def plausible(short: str, long: str) -> bool:
    """A long form has at least one word per two capitals of its short form. Others ("convolutional"
    for "CNN", a clipped span; "panchromatic" for "PAN") join no sense: only that paper's mentions
    of the short form go to them."""
    capitals = sum(c.isupper() for c in short)
    return len([w for w in re.split(r"[\s-]+", long) if w]) * 2 >= capitals


def collect(extractions: list[Extraction], threshold: float = THRESHOLD, key_of=normalize_key) -> Definitions:
    """key_of: the key of a short form (the cascade's keeps short forms that differ by case apart)."""
    papers_of: dict[str, dict[str, set[int]]] = defaultdict(lambda: defaultdict(set))
    long_forms: dict[str, set[str]] = defaultdict(set)
    local: dict[tuple[int, str], str] = {}
    for xi, ex in enumerate(extractions):
        for short, long in definition_pairs(ex):
            skey, long = key_of(clean_name(short)), clean_name(long)
            lkey = normalize_key(long)
            if not skey or not lkey or skey == lkey:
                continue
            if plausible(short, long):
                papers_of[skey][lkey].add(xi)
                long_forms[lkey].add(long)
            else:  # "panchromatic (PAN)": this paper's PAN is its own, and joins no sense
                local.setdefault((xi, skey), lkey)
                long_forms[lkey].add(long)
    # Long forms that hold another short form ("sparse PCA", "graph CNN") are compared with it
    # written out, where the corpus gives that short form one sense only: a first grouping finds those.
    first = {skey: _group(by_long, threshold, {}) for skey, by_long in papers_of.items()}
    expansions = {skey: sense_key(groups[0]) for skey, groups in first.items()
                  if len(groups) == 1 and " " not in skey and len(groups[0].papers) >= MIN_EXPANSION_PAPERS}
    senses: dict[str, list[Sense]] = {}
    sense_in_paper: dict[tuple[int, str], Sense] = {}
    for skey, by_long in papers_of.items():
        groups = _group(by_long, threshold, expansions) if len(first[skey]) > 1 else first[skey]
        senses[skey] = groups
        for s in groups:
            for xi in s.papers:
                # a paper that gives two senses to one short form keeps the first (rare; the paper is inconsistent)
                sense_in_paper.setdefault((xi, skey), s)
    local = {k: v for k, v in local.items() if k not in sense_in_paper}
    return Definitions(senses, sense_in_paper, dict(long_forms), local, expansions)


def _group(by_long: dict[str, set[int]], threshold: float, expansions: dict[str, str]) -> list[Sense]:
    """One short form's long forms (long key -> papers) grouped into senses."""
    groups: list[Sense] = []
    # most-defined long form first, so a sense grows around its usual wording
    for lkey in sorted(by_long, key=lambda k: (-len(by_long[k]), k)):
        home = next((s for s in groups if any(same_sense(lkey, k, threshold, expansions) for k in s.long_keys)),
                    None)
        if home is None:
            home = Sense()
            groups.append(home)
        home.long_keys.add(lkey)
        home.papers |= by_long[lkey]
    return groups


def sense_key(sense: Sense) -> str:
    """The key a scoped short form's mentions take: the sense's shortest long form key."""
    return min(sense.long_keys, key=lambda k: (len(k), k))


@lru_cache(maxsize=1)
def venue_senses() -> dict[str, list[str]]:
    """Short key -> long keys of the one sense the venues give it (scripts/mine_short_form_senses.py)."""
    path = Path(__file__).parent / "data" / "short_form_senses.json"
    return json.loads(path.read_text(encoding="utf-8"))["names"]


def add_venue_senses(defs: Definitions, forms: dict) -> list[str]:
    """A short form that no paper of the build defines takes the one sense the venues give it, where the build also
    names that sense: a paper writing only 'GCN' meets another writing only 'graph convolutional network'. The build's
    own definitions always decide (a short form it defines, even once, is left to them), and only forms written in
    capitals join: the word in lower case ('slam') is no short form. forms: key -> surface forms (the cascade's).
    Returns the short keys given a sense."""
    defined = defs.short_keys()
    added = []
    for skey, longs in venue_senses().items():
        if skey in defined or not forms.get(skey) or not all(is_acronym(f) for f in forms[skey]):
            continue
        present = {k for k in longs if k in forms}
        if present:
            defs.senses[skey] = [Sense(present)]
            added.append(skey)
    return added
