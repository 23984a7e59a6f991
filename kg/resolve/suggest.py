"""Candidates for review: likely duplicate nodes and likely mistyped ones, from a built graph.

Duplicates: two nodes of one label whose names score at least MIN_SCORE (rapidfuzz, the numbers
in them equal) without reaching the merge rule, a name and the same name with generic words ("DNN models"),
an acronym and a node named by words with its initials, or one name under two labels. Case splits: nodes the build
kept apart only by the case of a short form whose letters spell a word ("MAP", "mAP", "maps"; casing.py), for a
reviewer to confirm. Mistyped: a node whose name-shape rule disagrees with its label. Each row gives the nodes' keys
as the build keys them (a split key ends in ":lc" or ":word") and says which line of aliases.yaml would accept it.
"""
from __future__ import annotations

import csv
import re
from collections import defaultdict
from dataclasses import dataclass
from pathlib import Path

import networkx as nx

from kg import schema as kg_schema
from kg.fsutil import atomic_path
from kg.extract.lexicon import GENERIC_WORDS
from kg.resolve.acronyms import phrase_with_name
from kg.resolve.casing import CaseKeys
from kg.resolve.labels import shape_label
from kg.resolve.normalize import compact_key, is_acronym, normalize_key
from kg.resolve.similarity import similar_pairs

MIN_SCORE = 85.0
COLUMNS = ("kind", "label", "score", "id_a", "name_a", "id_b", "name_b", "shared_papers", "evidence_a",
           "evidence_b", "aliases_yaml", "keys")


@dataclass
class Candidate:
    kind: str  # duplicate | case-split | mistyped
    label: str
    score: float
    id_a: str
    name_a: str
    id_b: str = ""
    name_b: str = ""
    shared_papers: int = 0
    evidence_a: str = ""
    evidence_b: str = ""
    aliases_yaml: str = ""
    keys: str = ""  # the nodes' keys as the build keys them, " | " between two


def _initials(name: str) -> str:
    return "".join(w[0] for w in re.split(r"[\s\-]+", name.lower()) if w and w[0].isalnum())


def _papers(graph: nx.MultiDiGraph, node: str) -> set[str]:
    return {u for u, _ in graph.in_edges(node) if graph.nodes[u].get("label") == "Paper"}


def suggest(graph: nx.MultiDiGraph) -> list[Candidate]:
    entity_labels = set(kg_schema.load().entity_labels)
    nodes = {n: a for n, a in graph.nodes(data=True) if a.get("label") in entity_labels}
    split_key = CaseKeys(f for a in nodes.values() for f in (a.get("name", ""), *a.get("aliases", ())))
    key_of = {n: split_key(a.get("name", "")) for n, a in nodes.items()}
    plain_key = {n: normalize_key(a.get("name", "")) for n, a in nodes.items()}
    pairs: dict[tuple[str, str], float] = {}
    by_label: dict[str, dict[str, list[str]]] = defaultdict(lambda: defaultdict(list))
    for n, a in nodes.items():
        by_label[a["label"]][key_of[n]].append(n)
    for label, keyed in by_label.items():
        for ka, kb, score in similar_pairs(keyed, threshold=MIN_SCORE, other_words=True):
            for na in keyed[ka]:
                for nb in keyed[kb]:
                    pairs[tuple(sorted((na, nb)))] = score
    # a name and the same name with generic words ("TabCLR", "TabCLR models"), one label
    for label, keyed in by_label.items():
        for key, ns in keyed.items():
            core = " ".join(w for w in key.split() if w not in GENERIC_WORDS)
            if core and core != key:  # only where the bare name is a node too
                for na in ns:
                    for nb in keyed.get(core, ()):
                        pairs.setdefault(tuple(sorted((na, nb))), 88.0)
    # an acronym beside a node named by words with its initials ("DNN", "deep neural network"), any labels
    by_initials: dict[str, list[str]] = defaultdict(list)
    for n, key in plain_key.items():
        if " " in key:
            by_initials[_initials(key)].append(n)
    for n, key in plain_key.items():
        # an acronym that already has a long form among its aliases was defined: no guessing ('DNN models', the
        # phrase written with the acronym, is no long form)
        name = nodes[n]["name"]
        if is_acronym(name) and not any(" " in a and not phrase_with_name(name, a) for a in nodes[n].get("aliases", [])):
            for other in by_initials.get(compact_key(key), ()):
                pairs.setdefault(tuple(sorted((n, other))), 90.0)
    by_key: dict[str, list[str]] = defaultdict(list)  # one name under two labels
    for n, key in key_of.items():
        by_key[key].append(n)
    for ns in by_key.values():
        for i, na in enumerate(ns):
            for nb in ns[i + 1:]:
                pairs[tuple(sorted((na, nb)))] = 100.0
    out = [_pair(graph, nodes, "duplicate", na, nb, score, key_of) for (na, nb), score in pairs.items()]
    out += [_pair(graph, nodes, "case-split", na, nb, 100.0, key_of) for na, nb in _case_splits(plain_key, key_of)]
    for n, a in nodes.items():
        shaped = shape_label(a["name"])
        if shaped and shaped != a["label"]:
            out.append(Candidate("mistyped", a["label"], 100.0, n, a["name"], evidence_a=a.get("evidence", ""),
                                 aliases_yaml=f"label: {{{n}: {shaped}}}", keys=key_of[n]))
    out.sort(key=lambda c: (c.kind, -c.score, -c.shared_papers, c.id_a, c.id_b))
    return out


def _case_splits(plain_key: dict[str, str], key_of: dict[str, str]):
    """Pairs of nodes whose names share a key once case is folded but that the build keyed apart by case."""
    by_plain: dict[str, list[str]] = defaultdict(list)
    for n, key in plain_key.items():
        by_plain[key].append(n)
    for ns in by_plain.values():
        for i, na in enumerate(ns):
            yield from ((na, nb) for nb in ns[i + 1:] if key_of[na] != key_of[nb])


def _pair(graph: nx.MultiDiGraph, nodes: dict, kind: str, na: str, nb: str, score: float,
          key_of: dict[str, str]) -> Candidate:
    a, b = nodes[na], nodes[nb]
    label = a["label"] if a["label"] == b["label"] else f"{a['label']}/{b['label']}"
    return Candidate(kind, label, round(score, 1), na, a["name"], nb, b["name"],
                     len(_papers(graph, na) & _papers(graph, nb)), a.get("evidence", ""), b.get("evidence", ""),
                     f"merge: [[{na}, {nb}]]", f"{key_of[na]} | {key_of[nb]}")


def write_csv(candidates: list[Candidate], path: str | Path) -> Path:
    with atomic_path(path) as tmp, open(tmp, "w", newline="", encoding="utf-8") as fh:
        w = csv.writer(fh)
        w.writerow(COLUMNS)
        for c in candidates:
            w.writerow([getattr(c, col) for col in COLUMNS])
    return Path(path)
