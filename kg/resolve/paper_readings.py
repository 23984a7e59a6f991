"""One paper's own reading of a term the other papers read otherwise: its task, or its tool.

A node's label is the vote of all its mentions over the whole input, so a term most papers apply as a
method ("we train with reinforcement learning") is a Method node also for the paper that works on it
("reinforcement learning is the problem of ..."), and the paper's edge is USES where it wrote a task; the
reverse holds for a term most papers work on. Where a paper's own mentions of a Method node vote Task, or
those of a Task node vote Method, they go to a sibling node of the paper's label: the node the input would
have if every paper read the term so (its id is that label with the same anchor key), shared by the papers
that read it alike. The node keeps its id, its label and its other papers. Concept, Material, Dataset and
Metric nodes are left as voted: a paper's Task or Method reading of a data object or a quantity is more
often the typer's slip than the paper's own sense of the term.
"""
from __future__ import annotations

from collections import Counter, defaultdict
from typing import Callable

from kg.resolve import identity, labels
from kg.resolve.normalize import normalize_key

READ_PER_PAPER = frozenset({"Task", "Method"})
# the user's label, merge or split says what the node is for every paper
_USER_FIXED = frozenset({"user-label", "user-split", "user-merge", "user-rename"})
SIBLING_RULE = "paper-reading"


def _by_paper(mentions) -> dict[int, list]:
    papers: dict[int, list] = defaultdict(list)
    for ref in mentions:
        papers[ref[0]].append(ref)
    return papers


def paper_reading(refs, label_of: Callable, weight_of: Callable, name: str) -> str:
    """The label one paper's mentions of a node vote for (the node's name-shape vote included)."""
    votes: Counter = Counter()
    for ref in refs:
        votes[label_of(ref)] += weight_of(ref)
    return labels.vote(votes, name)


def split_paper_readings(entities: list, label_of: Callable, weight_of: Callable, short_keys: set[str],
                         make_entity: Callable) -> list:
    """entities with each paper that reads a Task or Method node the other way moved to a sibling node.
    label_of / weight_of: a mention ref's label and vote weight; make_entity(id, label, like, keys): a new
    empty Entity named as the node `like`."""
    by_id = {e.id: e for e in entities}
    by_name = {(e.label, normalize_key(e.name)): e for e in entities}
    for e in entities:
        if e.label not in READ_PER_PAPER or _USER_FIXED & set(e.merged_by):
            continue
        papers = _by_paper(e.mentions)
        if len(papers) < 2:  # one paper's node already has that paper's label
            continue
        for refs in papers.values():
            reading = paper_reading(refs, label_of, weight_of, e.name)
            if reading in READ_PER_PAPER and reading != e.label:
                sibling = _sibling(e, reading, by_id, by_name, short_keys, make_entity)
                moved = set(refs)
                e.mentions = [r for r in e.mentions if r not in moved]
                sibling.mentions = sorted(sibling.mentions + refs)
    return sorted((e for e in by_id.values() if e.mentions), key=lambda e: e.id)


def _sibling(e, label: str, by_id: dict, by_name: dict, short_keys: set[str], make_entity: Callable):
    """The node of `label` that `e`'s name names: one of that label already named so, else a new one whose
    alias-table key says whose reading it is (one id per key in the table)."""
    known = by_name.get((label, normalize_key(e.name)))
    if known is not None:
        return known
    eid = identity.entity_id(label, identity.anchor(e.keys, short_keys))
    if eid not in by_id:
        by_id[eid] = make_entity(eid, label, e, [f"{k}#{label.lower()}" for k in e.keys])
        by_name[(label, normalize_key(e.name))] = by_id[eid]
    return by_id[eid]
