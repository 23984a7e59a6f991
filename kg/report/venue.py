"""The lead of the report: what a venue is about, as plain data for the template.

Rankings here are honest about ties: entities with equal paper counts share a rank (competition
ranking, "2=" when shared), a cut at `top` that splits a tie says how many more have that count,
and a list that is all one tie is reported as such instead of being drawn as a ranking.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import networkx as nx

from kg.graph import analytics as A
from kg.graph import trends as T
from kg.resolve.lemmas import noun_lemma

# a proposed method's kind is the last word of its name ("graph neural network" -> network),
# as its noun lemma ("sketches" -> sketch); names of one word (BERT, OurNet, SRA-ViT) have no kind
MIN_KIND_LETTERS = 3
# a chart of counts that take fewer distinct values than this says nothing the rank table does not
MIN_CHART_VALUES = 3


@dataclass
class Ranked:
    """A top-N list with shared ranks: rows are {"rank", "name", "count", "id"}."""

    rows: list[dict[str, Any]]
    total: int                  # entities with a count above 0
    more_tied: int = 0          # entities left out that have the same count as the last one shown
    all_tied: bool = False      # every entity (two or more) has the same count: no ranking to draw

    @property
    def chartable(self) -> bool:
        return len({r["count"] for r in self.rows}) >= MIN_CHART_VALUES

    @property
    def tie_note(self) -> str:
        if not self.rows:
            return ""
        if self.all_tied:
            n = self.rows[0]["count"]
            return f"All {self.total} share one count ({n} paper{'s' if n != 1 else ''} each): a tie, not a ranking."
        if self.more_tied:
            n = self.rows[-1]["count"]
            return f"{self.more_tied} more not shown also have {n} paper{'s' if n != 1 else ''}."
        return ""


def rank_counts(items: list[tuple[Any, str, int]], top: int) -> Ranked:
    """[(id, name, count)] -> the `top` largest counts with competition ranks (ties share a rank)."""
    items = sorted((i for i in items if i[2] > 0), key=lambda i: (-i[2], i[1].lower(), str(i[0])))
    counts = [c for _, _, c in items]
    rows = []
    for pos, (eid, name, count) in enumerate(items[:top]):
        first = counts.index(count)  # counts are sorted, so this is where the tie group starts
        shared = counts.count(count) > 1
        rows.append({"id": eid, "name": name, "count": count, "rank": f"{first + 1}{'=' if shared else ''}"})
    more = sum(1 for c in counts[top:] if rows and c == rows[-1]["count"])
    return Ranked(rows=rows, total=len(items), more_tied=more, all_tied=len(items) > 1 and len(set(counts)) == 1)


def top_by_papers(graph: nx.MultiDiGraph, label: str, top: int) -> Ranked:
    papers = A.entity_papers(graph, [label])
    return rank_counts([(e, A.display_name(graph, e), len(ps)) for e, ps in papers.items()], top)


def proposed(graph: nx.MultiDiGraph) -> dict[Any, set]:
    """Method id -> the papers that propose it (a PROPOSES edge from the paper)."""
    out: dict[Any, set] = {}
    for src, tgt, rel in graph.edges(data="type"):
        if rel == "PROPOSES" and graph.nodes[tgt].get("label") == "Method":
            out.setdefault(tgt, set()).add(src)
    return out


def method_kind(name: str) -> str | None:
    words = name.lower().split()
    if len(words) < 2 or not words[-1].isalpha() or len(words[-1]) < MIN_KIND_LETTERS:
        return None
    return noun_lemma(words[-1])


@dataclass
class Kinds:
    ranked: Ranked
    examples: dict[str, list[str]] = field(default_factory=dict)   # kind -> a few method names
    without_kind: int = 0                                          # proposed methods named by one word


def proposed_kinds(graph: nx.MultiDiGraph, top: int, examples: int = 4) -> Kinds:
    """Kinds of proposed methods by how many papers propose one of that kind."""
    papers: dict[str, set] = {}
    names: dict[str, list[str]] = {}
    without = 0
    for mid, ps in proposed(graph).items():
        name = A.display_name(graph, mid)
        kind = method_kind(name)
        if kind is None:
            without += 1
            continue
        papers.setdefault(kind, set()).update(ps)
        names.setdefault(kind, []).append(name)
    ranked = rank_counts([(k, k, len(ps)) for k, ps in papers.items()], top)
    ex = {r["name"]: sorted(names[r["name"]], key=str.lower)[:examples] for r in ranked.rows}
    return Kinds(ranked=ranked, examples=ex, without_kind=without)


@dataclass
class Trends:
    """Rising and fading entities per label, or why there are none."""

    years: list[int]
    totals: dict[int, int]
    undated: int
    reports: dict[str, T.TrendReport]    # label -> its trends (labels with any support)
    reason: str = ""                     # non-empty when there are no trends at all


def venue_trends(graph: nx.MultiDiGraph, labels: tuple[str, ...] = ("Task", "Method", "Dataset"),
                 min_papers: int = T.DEFAULT_MIN_PAPERS) -> Trends:
    years = T.paper_years(graph)
    dated = [y for y in years.values() if y is not None]
    totals: dict[int, int] = {}
    for y in dated:
        totals[y] = totals.get(y, 0) + 1
    out = Trends(years=sorted(totals), totals=dict(sorted(totals.items())), undated=len(years) - len(dated), reports={})
    if not dated:
        out.reason = "The papers have no years, so there are no trends to show."
        return out
    if len(totals) < 2:
        out.reason = (f"All {len(dated)} dated papers are from {dated[0]}; trends need papers from at least two years.")
        return out
    for label in labels:  # two or more years, checked above: graph_trends does not raise
        out.reports[label] = T.graph_trends(graph, label, min_papers)
    if not any(r.trends for r in out.reports.values()):
        out.reason = (f"No task, method or dataset is in {min_papers} or more dated papers, the minimum support "
                      f"for a trend.")
    return out
