"""The resolution cascade: mentions -> entities, each merge recorded in the node's merged_by.

Steps, in order: normalization (a mention's key: case, spacing, hyphens, digit suffixes, lemma;
rules case / hyphen-space / lemma), acronyms scoped by agreement (acronym, acronym-scoped),
spacing (keys equal once spaces go: "pre training" = "pretraining"), the names a shipped table knows to be
one dataset (known-name: "MS-COCO" = "COCO"), string similarity within
one label (similar), then the user's aliases.yaml (user-*), and last, nodes of one label whose
names share a key (name). Keys are joined with a union-find;
a node is one connected group of keys, typed by the vote of its mentions (labels.py) and named
by identity.py. Last (uses-apart), a paper's mentions that it reads as a method it uses leave a node the vote
typed otherwise for a Method node of the same keys.
"""
from __future__ import annotations

import re
from collections import Counter, defaultdict
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path

import yaml

from kg.errors import KgError
from kg.extract.lexicon import means_key, shared_means
from kg.extract.trained.labels import ENTITY_MODEL
from kg.records import Extraction
from kg.resolve import acronyms, casing, identity, labels
from kg.resolve.casing import CaseKeys
from kg.resolve.normalize import (clean_name, clear_caches, compact_key, is_acronym, normalize_key, own_name_ending_in_s,
                                  surface_key)
from kg.resolve.overrides import Overrides
from kg.resolve.similarity import THRESHOLD, similar_pairs

MentionRef = tuple[int, int]  # (extraction index, mention index)


@dataclass
class Entity:
    id: str
    label: str
    name: str
    aliases: list[str]
    merged_by: list[str]
    mentions: list[MentionRef] = field(default_factory=list)
    keys: list[str] = field(default_factory=list)


@dataclass
class Resolution:
    entities: list[Entity]
    entity_of: dict[MentionRef, str]
    unnamed: int = 0  # mentions with no name left once punctuation is stripped
    dropped: int = 0  # mentions of nodes the user dropped
    retired: dict[str, str] = field(default_factory=dict)  # id of an earlier build -> id that took its keys

    def alias_rows(self) -> list[dict]:
        """The alias table: one row per key, then one per retired id."""
        rows = [{"key": k, "id": e.id, "label": e.label, "name": e.name} for e in self.entities for k in e.keys]
        rows.sort(key=lambda r: r["key"])
        rows += [{"retired": old, "into": new} for old, new in sorted(self.retired.items())]
        return rows


@lru_cache(maxsize=1)
def _known_names() -> list[list[str]]:
    return yaml.safe_load((Path(__file__).parent / "data" / "known_names.yaml").read_text(encoding="utf-8")) or []


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
            self.parent[max(ra, rb)] = min(ra, rb)

    def groups(self) -> dict[str, list[str]]:
        out: dict[str, list[str]] = defaultdict(list)
        for k in list(self.parent):
            out[self.find(k)].append(k)
        return out


def _form_rule(a: str, b: str) -> str:
    """Why two surface forms with one key are one name."""
    if a.lower() == b.lower():
        return "case"
    if re.sub(r"[\W_]+", "", a.lower()) == re.sub(r"[\W_]+", "", b.lower()):
        return "hyphen-space"
    return "lemma"


COMMON_FORM = 4  # a form is in common use when the most frequent form is at most this many times as frequent


def _canonical(surface: Counter, proposed: set[str]) -> str:
    """The name to show: among the forms in common use, a proposal's name, else an acronym of 3+
    characters (how papers refer to it), else the most frequent form; ties by shorter, then
    alphabetical. A form one paper coined for a node a thousand papers name otherwise ("accuracy
    (ACC)") is not the node's name."""
    top = max(surface.values(), default=0)

    def score(form: str) -> tuple:
        common = surface[form] * COMMON_FORM >= top
        return (common and form in proposed, common and is_acronym(form) and len(form) >= 3, surface[form],
                -len(form), form)
    return max(surface, key=score)


class _Cascade:
    def __init__(self, extractions: list[Extraction]):
        self.extractions = extractions
        self.uf = _UnionFind()
        self.rules: dict[str, set[str]] = defaultdict(set)
        self.forms: dict[str, Counter] = defaultdict(Counter)
        self.votes: dict[str, Counter] = defaultdict(Counter)
        self.mention_key: dict[MentionRef, str] = {}
        self.proposed: set[str] = set()
        self.unnamed = 0
        names = [m.text for ex in extractions for m in ex.mentions]
        names += [short for ex in extractions for short, _ in acronyms.definition_pairs(ex)]
        self.key_of = CaseKeys(clean_name(n) for n in names)  # normalize_key, with short forms apart by case

    def normalize(self, defs: acronyms.Definitions) -> None:
        for xi, ex in enumerate(self.extractions):
            defined = {}  # key of a short or long form defined here -> the long form
            for short, long in acronyms.definition_pairs(ex):
                defined.setdefault(self.key_of(clean_name(short)), long)
                defined.setdefault(normalize_key(long), long)
            for mi, m in enumerate(ex.mentions):
                name = clean_name(m.text)
                key = self.key_of(name)
                if not key:
                    self.unnamed += 1
                    continue
                weight = labels.mention_weight(m, defined.get(key))
                if defs.is_ambiguous(key) and (xi, key) in defs.sense_in_paper:
                    key = acronyms.sense_key(defs.sense_in_paper[(xi, key)])
                    self.rules[key].add("acronym-scoped")
                elif (xi, key) in defs.local:
                    key = defs.local[(xi, key)]
                    self.rules[key].add("acronym-scoped")
                    for long in defs.long_forms[key]:
                        self.forms[key][long] += 0  # a known name of the node, not a mention
                self.mention_key[(xi, mi)] = key
                self.forms[key][name] += 1
                for alias in m.aliases:
                    if acronyms.written_phrase_alias(m, alias):
                        self.forms[key][clean_name(alias)] += 0  # a known name of the node, not a mention
                self.votes[key][m.label] += weight
                self.uf.find(key)
                if m.role == "proposes":
                    self.proposed.add(name)
        for key, surface in self.forms.items():
            variants = list(surface)
            self.rules[key] |= {_form_rule(variants[0], v) for v in variants[1:]}

    def join_acronyms(self, defs: acronyms.Definitions) -> None:
        for skey, senses in defs.senses.items():
            dominant = defs.dominant(skey)
            for sense in senses:
                keys = sorted(sense.long_keys) + ([skey] if sense is dominant else [])
                if not any(k in self.forms for k in keys):
                    continue  # neither form is a mention: no node to add them to
                for lkey in sense.long_keys:
                    for long in defs.long_forms.get(lkey, ()):  # a venue sense: the build writes it as a mention
                        self.forms[lkey][long] += 0  # a known name of the node, not a mention
                for k in keys[1:]:
                    self.uf.union(keys[0], k)
                for k in keys:
                    self.rules[k].add("acronym")

    def join_spacing(self) -> None:
        """Keys equal once spaces go, with or without the lemma. A lower-case word whose lemma drops an S
        ("events") is not joined to an upper-case name that keeps it ("EVENTS"): the name's S is its own."""
        by_compact: dict[str, set[str]] = defaultdict(set)
        named_s: dict[str, set[str]] = defaultdict(set)  # bucket -> keys entered by a name keeping its S
        plain: dict[str, set[str]] = defaultdict(set)  # bucket -> keys entered by a lower-case English word
        for key, surface in list(self.forms.items()):
            by_compact[compact_key(key)].add(key)
            if ":" in key:
                continue  # "mAP" apart from "MAP" by its case: no spelling joins them again
            for form in surface:
                if self.key_of(form) == key:  # not a scoped short form ("GP" under "gaussian process")
                    bucket = "=" + compact_key(surface_key(form))
                    by_compact[bucket].add(key)
                    if own_name_ending_in_s(form):
                        named_s[bucket].add(key)
                    elif casing.shape(form) == casing.WORD:
                        plain[bucket].add(key)
        for bucket, keys in by_compact.items():
            if named_s.get(bucket):
                keys = keys - (plain.get(bucket, set()) - named_s[bucket])
            keys = sorted(keys)
            for k in keys[1:]:
                self.uf.union(keys[0], k)
                self.rules[k].add("spacing")
                self.rules[keys[0]].add("spacing")

    def join_known_names(self) -> None:
        """Names a shipped table knows to be one dataset ('MS-COCO' and 'COCO')."""
        for group in _known_names():
            keys = sorted({normalize_key(n) for n in group} & set(self.forms))
            for k in keys[1:]:
                self.uf.union(keys[0], k)
            for k in keys if len(keys) > 1 else ():
                self.rules[k].add("known-name")

    def join_similar(self, defs: acronyms.Definitions, threshold: float) -> None:
        by_label: dict[str, list[str]] = defaultdict(list)
        for key, surface in self.forms.items():
            if key in defs.senses or all(is_acronym(f) for f in surface) or not self.votes[key]:
                continue  # acronyms join by their definitions only
            by_label[max(sorted(self.votes[key]), key=self.votes[key].__getitem__)].append(key)
        for keys in by_label.values():
            for a, b, _ in similar_pairs(keys, threshold):
                self.uf.union(a, b)
                self.rules[a].add("similar")
                self.rules[b].add("similar")

    def join_equal_names(self, entities: list[Entity]) -> bool:
        """Nodes of one label whose names share a key become one: two senses of a short form that
        came out under one name, or a definition the extractor clipped. Run last, after naming, so
        that no two nodes of a label are left that a reader could not tell apart. A user's rename
        or split is left as the user made it."""
        by_name: dict[tuple[str, str], list[Entity]] = defaultdict(list)
        for e in entities:
            if not {"user-rename", "user-split"} & set(e.merged_by):
                by_name[(e.label, self.key_of(e.name))].append(e)
        joined = False
        for group in (g for g in by_name.values() if len(g) > 1):
            for e in group:
                self.uf.union(group[0].keys[0], e.keys[0])
                for k in e.keys:
                    self.rules[k].add("name")
            joined = True
        return joined

    def entities(self, short_keys: set[str], fixes: dict[str, dict[str, str]]) -> list[Entity]:
        """One Entity per group of keys (those with mentions); fixes: key -> {"label"|"rename": value}."""
        members: dict[str, list[MentionRef]] = defaultdict(list)
        for ref, key in self.mention_key.items():
            members[self.uf.find(key)].append(ref)
        out: list[Entity] = []
        for root, keys in sorted(self.uf.groups().items()):
            if not members.get(root):
                continue
            keys.sort()
            surface, votes, merged = Counter(), Counter(), set()
            for k in keys:
                surface.update(self.forms[k])
                votes.update(self.votes[k])
                merged |= self.rules[k]
            name = _canonical(+surface or surface, self.proposed)
            if self.key_of(name) in short_keys and self.key_of(name) not in keys:
                # a short form with several senses: say which one ("GP (Gaussian process)")
                long = _canonical(Counter({f: n for f, n in surface.items() if self.key_of(f) != self.key_of(name)})
                                  or surface, set())
                name = f"{name} ({long})" if long != name else name
            label = labels.vote(votes, name, tuple(surface))
            for k in keys:
                fix = fixes.get(k, {})
                if "label" in fix:
                    label, merged = fix["label"], merged | {"user-label"}
                if "rename" in fix:
                    name, merged = fix["rename"], merged | {"user-rename"}
            eid = identity.entity_id(label, identity.anchor(keys, short_keys))
            out.append(Entity(eid, label, name, sorted(f for f in surface if f != name), sorted(merged),
                              sorted(members[root]), keys))
        return out


def _used_as_a_method(m) -> bool:
    """The paper's own reading of the mention: a method it uses, named by a phrase the venues name as a means
    (shared_means: written after 'with / using / via / through' in venue titles, mined). One word ('clustering',
    'distributions', a short form) names a field, a kind or a task's short form as often as a tool, so there the
    vote of the whole build is the better judge; so is it where the venues never write the phrase as a means
    ('bounding box', a conference's name)."""
    name = clean_name(m.text)
    return m.label == "Method" and m.role == "uses" and " " in name and means_key(name) in shared_means()


TRAINED_TYPER = ENTITY_MODEL  # the trained span typer: its label is a guess at a kind, no reading of a use
THING_PAPERS = 3  # papers of the build where that typer reads the name as a Concept before its Method reading is an outlier


def _typer_reads_a_thing(cascade: _Cascade, e: Entity) -> bool:
    """The trained typer reads the node's name as a Concept (a structure, a kind of information, a phenomenon) in at
    least THING_PAPERS papers and in more papers than it reads it as a Method: its one Method reading elsewhere ('...
    propagated via the graph structure') is the typer's noise, not the paper's use."""
    by_label: dict[str, set[int]] = defaultdict(set)
    for xi, mi in e.mentions:
        m = cascade.extractions[xi].mentions[mi]
        if m.prov.extractor == TRAINED_TYPER:
            by_label[m.label].add(xi)
    things = len(by_label["Concept"])
    return things >= THING_PAPERS and things > len(by_label["Method"])


def _uses_apart(cascade: _Cascade, entities: list[Entity], short_keys: set[str]) -> list[Entity]:
    """A node typed other than Method by the vote of the whole build ('reinforcement learning', a Task in most
    papers) loses the mentions that a paper reads as a method it uses ('we use reinforcement learning to ...') to a
    Method node of the same keys: what a paper uses does not depend on which other papers are in the build. The
    paper's other mentions stay (its 'RL' read as a task keeps the task edge); a label the user fixed stays whole. The
    trained typer's Method reading of a name it reads as a Concept in most of its papers stays too (_typer_reads_a_thing)."""
    out = [e for e in entities if e.label == "Method" or "user-label" in e.merged_by]
    methods = {e.id: e for e in out}
    for e in entities:
        if e.label == "Method" or "user-label" in e.merged_by:
            continue
        thing = _typer_reads_a_thing(cascade, e)
        refs = [r for r in e.mentions if _used_as_a_method(m := cascade.extractions[r[0]].mentions[r[1]])
                and not (thing and m.prov.extractor == TRAINED_TYPER)]
        if not refs:
            out.append(e)
            continue
        moved = set(refs)
        e.mentions = [r for r in e.mentions if r not in moved]
        forms = Counter(clean_name(cascade.extractions[xi].mentions[mi].text) for xi, mi in refs)
        eid = identity.entity_id("Method", identity.anchor(e.keys, short_keys))
        method = methods.get(eid)
        if method is None:
            name = _canonical(forms, set())
            method = Entity(eid, "Method", name, [], sorted(set(e.merged_by) | {"uses-apart"}), [], [])
            methods[eid] = method
            out.append(method)
        method.mentions = sorted(method.mentions + refs)
        method.aliases = sorted(set(method.aliases) | {f for f in forms if f != method.name})
        if e.mentions:
            out.append(e)
        else:  # every mention moved: the keys go with them
            method.keys = sorted(set(method.keys) | set(e.keys))
    return out


def _find(ref: str, cascade: _Cascade, ids: dict[str, str], where: str) -> str:
    """The key (any one of its group) that a user's reference names: an id, or a name."""
    if ref in ids:
        return ids[ref]
    key = normalize_key(ref)
    if key in cascade.forms:
        return key
    raise KgError(f"aliases file: {where}: no node has the id or name '{ref}'")


def _apply_user_groups(cascade: _Cascade, fixes: Overrides, previous: dict[str, str],
                       short_keys: set[str]) -> tuple[dict, set[str]]:
    """merge, split and drop act on the key groups; label and rename come back as per-key fixes."""
    first = cascade.entities(short_keys, {})
    ids = {e.id: e.keys[0] for e in first}
    ids.update({old: k for k, old in previous.items() if k in cascade.forms})
    for i, group in enumerate(fixes.merge, 1):
        keys = [_find(ref, cascade, ids, f"merge group {i}") for ref in group]
        for k in keys:
            cascade.uf.union(keys[0], k)
            cascade.rules[k].add("user-merge")
    paper_index = {ex.paper.id: xi for xi, ex in enumerate(cascade.extractions)}
    for split in fixes.split:
        root = cascade.uf.find(_find(split.node, cascade, ids, f"split {split.node}"))
        unknown = [p for p in split.papers if p not in paper_index]
        if unknown:
            raise KgError(f"aliases file: split {split.node}: no paper '{unknown[0]}' in the build")
        papers = {paper_index[p] for p in split.papers}
        new_key = normalize_key(split.name)
        if not new_key:
            raise KgError(f"aliases file: split {split.node}: the new name is empty")
        moved = [ref for ref, key in cascade.mention_key.items() if ref[0] in papers and cascade.uf.find(key) == root]
        for xi, mi in moved:
            cascade.forms[cascade.mention_key[(xi, mi)]][clean_name(cascade.extractions[xi].mentions[mi].text)] -= 1
            cascade.mention_key[(xi, mi)] = new_key
            cascade.votes[new_key][cascade.extractions[xi].mentions[mi].label] += 1.0
        cascade.forms[new_key][clean_name(split.name)] += len(moved)
        cascade.uf.find(new_key)
        cascade.rules[new_key].add("user-split")
    for form in cascade.forms.values():  # forms a split emptied
        for f in [f for f, n in form.items() if n < 0]:
            del form[f]
    dropped = {cascade.uf.find(_find(ref, cascade, ids, f"drop {ref}")) for ref in fixes.drop}
    per_key: dict[str, dict[str, str]] = defaultdict(dict)
    for kind, table in (("label", fixes.label), ("rename", fixes.rename)):
        for ref, value in table.items():
            per_key[_find(ref, cascade, ids, f"{kind} {ref}")][kind] = value
    return per_key, dropped


def resolve(extractions, previous: dict[str, str] | None = None, overrides: Overrides | None = None,
            threshold: float = THRESHOLD) -> Resolution:
    """previous: an earlier build's alias table (key -> id); overrides: the user's aliases.yaml;
    threshold: the similarity score (0-100) that merges two names of one label."""
    extractions = list(extractions)
    previous = previous or {}
    cascade = _Cascade(extractions)
    defs = acronyms.collect(extractions, threshold, cascade.key_of)
    cascade.normalize(defs)
    for skey in acronyms.add_venue_senses(defs, cascade.forms):
        cascade.rules[skey].add("acronym-venues")
    cascade.join_acronyms(defs)
    cascade.join_spacing()
    cascade.join_known_names()
    cascade.join_similar(defs, threshold)
    fixes: dict[str, dict[str, str]] = {}
    dropped_roots: set[str] = set()
    if overrides is not None:
        per_key, dropped_roots = _apply_user_groups(cascade, overrides, previous, defs.short_keys())
        for k, fix in per_key.items():  # a fix names one key; it applies to that key's whole group
            fixes.setdefault(cascade.uf.find(k), {}).update(fix)
        dropped_roots = {cascade.uf.find(r) for r in dropped_roots}
    dropped = 0
    if dropped_roots:
        for ref in [r for r, k in cascade.mention_key.items() if cascade.uf.find(k) in dropped_roots]:
            del cascade.mention_key[ref]
            dropped += 1
    entities = cascade.entities(defs.short_keys(), fixes)
    for _ in range(3):  # a joined node's new label can meet another name; in practice one round
        if not cascade.join_equal_names(entities):
            break
        rekeyed: dict[str, dict[str, str]] = {}
        for root, fix in fixes.items():
            rekeyed.setdefault(cascade.uf.find(root), {}).update(fix)
        fixes = rekeyed
        entities = cascade.entities(defs.short_keys(), fixes)
    entities = _uses_apart(cascade, entities, defs.short_keys())
    entity_of = {ref: e.id for e in entities for ref in e.mentions}
    result = Resolution(sorted(entities, key=lambda e: e.id), entity_of, cascade.unnamed, dropped,
                        identity.retired_ids(previous, {k: e.id for e in entities for k in e.keys}))
    clear_caches()  # they serve one resolution; a whole corpus leaves ~2M entries behind otherwise
    return result
