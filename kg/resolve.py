"""Entity resolution: one node per real-world method, task, dataset or metric across papers.

Surface forms are grouped by a normalized key (case, hyphens and spaces, plurals), and acronyms are
joined with their long forms wherever an abbreviation is defined. Every merge records the rule
that made it (merged_by), so a node can explain itself. The label of an entity is the one most
of its mentions carry (proposals weigh most).
"""
from __future__ import annotations

import re
import unicodedata
from collections import Counter, defaultdict
from dataclasses import dataclass, field
from typing import Iterable

from kg.ids import entity_id
from kg.records import Extraction

_PUNCT = re.compile(r"[\s\-‐-―_/·.,:;'\"“”‘’()]+")


def _singular(word: str) -> str:
    if len(word) > 3 and word.endswith("ies") and not word.endswith("eies"):
        return word[:-3] + "y"
    if len(word) > 3 and word.endswith("s") and not word.endswith(("ss", "us", "is", "ics")):
        return word[:-1]
    return word


def normalize_key(name: str) -> str:
    """'Vision-Language Models' and 'vision language model' share the key 'vision language model'."""
    folded = unicodedata.normalize("NFKC", name).strip()
    # an acronym's plural: "VLAs" -> "VLA" (before lower-casing loses the distinction)
    folded = re.sub(r"\b([A-Z][A-Z0-9-]+)s\b", r"\1", folded)
    words = [w for w in _PUNCT.split(folded.lower()) if w]
    if words:
        words[-1] = _singular(words[-1])
    return " ".join(words)


def _rule(a: str, b: str) -> str:
    """Which rule makes two surface forms with the same key the same: for merged_by."""
    if a == b:
        return "exact"
    if a.lower() == b.lower():
        return "case"
    if _PUNCT.sub("", a.lower()) == _PUNCT.sub("", b.lower()):
        return "hyphen-space"
    return "plural"


class _UnionFind:
    def __init__(self) -> None:
        self.parent: dict[str, str] = {}

    def find(self, x: str) -> str:
        self.parent.setdefault(x, x)
        while self.parent[x] != x:
            self.parent[x] = self.parent[self.parent[x]]
            x = self.parent[x]
        return x

    def union(self, a: str, b: str) -> None:
        ra, rb = self.find(a), self.find(b)
        if ra != rb:
            self.parent[max(ra, rb)] = min(ra, rb)  # deterministic representative


@dataclass
class Entity:
    id: str
    label: str
    name: str
    aliases: list[str]
    merged_by: list[str]
    mentions: list[tuple[int, int]] = field(default_factory=list)  # (extraction index, mention index)


@dataclass
class Resolution:
    entities: list[Entity]
    entity_of: dict[tuple[int, int], str]  # (extraction index, mention index) -> entity id


_LABEL_WEIGHT = {"proposes": 3.0}


def resolve(extractions: Iterable[Extraction]) -> Resolution:
    extractions = list(extractions)
    uf = _UnionFind()
    rules: dict[str, set[str]] = defaultdict(set)
    forms: dict[str, Counter] = defaultdict(Counter)  # key -> surface form counts
    label_votes: dict[str, Counter] = defaultdict(Counter)
    proposed_forms: set[str] = set()
    for xi, ex in enumerate(extractions):
        defined = {a.short: a.long for a in ex.abbreviations}
        for m in ex.mentions:
            key = normalize_key(m.text)
            if not key:
                continue
            forms[key][m.text] += 1
            uf.find(key)
            label_votes[key][m.label] += m.prov.confidence * _LABEL_WEIGHT.get(m.role, 1.0)
            if m.role == "proposes":
                proposed_forms.add(m.text)
            longs = list(m.aliases)
            if m.text in defined:
                longs.append(defined[m.text])
            for long in longs:
                lkey = normalize_key(long)
                if lkey and lkey != key:
                    forms[lkey][long] += 0  # known form, not a mention of its own
                    uf.union(key, lkey)
                    rules[key].add("acronym")
                    rules[lkey].add("acronym")
    groups: dict[str, list[str]] = defaultdict(list)
    for key in list(forms):
        groups[uf.find(key)].append(key)

    entities: dict[str, Entity] = {}
    key_to_entity: dict[str, str] = {}
    for root, keys in sorted(groups.items()):
        votes = Counter()
        for k in keys:
            votes.update(label_votes[k])
        if not votes:
            continue
        label = max(sorted(votes), key=lambda lab: votes[lab])
        surface = Counter()
        for k in keys:
            surface.update(forms[k])
        name = _canonical(surface, proposed_forms)
        eid = entity_id(label, name)
        merged = set()
        for k in keys:
            merged |= rules[k]
            variants = list(forms[k])
            for v in variants[1:]:
                merged.add(_rule(variants[0], v))
        if len(surface) > 1 and not merged:
            merged.add("exact")
        ent = entities.get(eid)
        if ent is None:
            ent = Entity(eid, label, name, [], [])
            entities[eid] = ent
        ent.aliases = sorted(set(ent.aliases) | {f for f in surface if f != name})
        ent.merged_by = sorted(set(ent.merged_by) | merged)
        for k in keys:
            key_to_entity[k] = eid

    entity_of: dict[tuple[int, int], str] = {}
    for xi, ex in enumerate(extractions):
        for mi, m in enumerate(ex.mentions):
            eid = key_to_entity.get(normalize_key(m.text))
            if eid:
                entity_of[(xi, mi)] = eid
                entities[eid].mentions.append((xi, mi))
    return Resolution(sorted(entities.values(), key=lambda e: e.id), entity_of)


def _canonical(surface: Counter, proposed: set[str]) -> str:
    """The name to show: an acronym of 3+ characters if there is one (that is how papers refer to
    it), else the most frequent form, proposals first; ties broken alphabetically."""
    def score(form: str) -> tuple:
        acronym = bool(re.fullmatch(r"[A-Z][A-Za-z0-9]*(?:-[A-Za-z0-9]+)*", form)) and sum(c.isupper() for c in form) >= 2
        plural_acronym = bool(re.fullmatch(r"[A-Z][A-Z0-9-]+s", form))
        return (form in proposed, acronym and len(form) >= 3 and not plural_acronym, surface[form], -len(form), form)
    return max(surface, key=score)
