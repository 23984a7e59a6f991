"""The overview of kg serve: communities of papers, labelled, laid out, and cut to a node budget.

Communities are kg.graph.analytics.paper_communities over the papers' links to entities, read
from the store, labelled by their most *specific* shared tasks and methods
(kg.graph.analytics.specific_terms, which the report uses too).

The drawing holds at most `budget` nodes: one node per community and one per paper. Communities
are taken largest first; the rest of the budget is split over them in proportion to their sizes
(each shows its best-linked papers), what does not fit is counted as left out, and the page says
how much. Papers that share no entity with any other are
single-paper communities: counted, never drawn. Positions are computed here (communities on a
sunflower spiral, largest in the middle; papers on a small spiral around their community), so
the browser only renders.
"""
from __future__ import annotations

import math
from dataclasses import asdict, dataclass, field
from typing import Any

import networkx as nx

from kg.graph import analytics
from kg.serve.pages import ENTITY_PATTERN
from kg.serve.store import ReadOnlyGraph

DEFAULT_BUDGET = 1000
LISTED = 20
MAX_BUDGET = 20_000
# the largest communities' labels are always drawn; the others when zoom leaves room (sigma's label grid)
FORCED_LABELS = 30
GOLDEN_ANGLE = math.pi * (3 - math.sqrt(5))
PALETTE = ("#4e79a7", "#f28e2b", "#e15759", "#76b7b2", "#59a14f", "#edc948", "#b07aa1", "#ff9da7",
           "#9c755f", "#6b8e23", "#1f77b4", "#d62728")


@dataclass
class Community:
    index: int
    size: int
    name: str                                # the label drawn: its top tasks and methods
    terms: list[dict[str, Any]]              # [{id, name, label, papers, score}]
    papers: list[str] = field(default_factory=list)  # every member id (sorted)
    listed: list[dict[str, str]] = field(default_factory=list)  # the first LISTED papers: {id, title}
    drawn_papers: int = 0


@dataclass
class Overview:
    budget: int
    papers: int                              # papers in the graph
    communities: list[Community]             # communities of two or more papers, largest first
    singletons: int                          # papers sharing no entity with another
    nodes: list[dict[str, Any]]
    edges: list[dict[str, Any]]

    @property
    def drawn_communities(self) -> int:
        return sum(1 for n in self.nodes if n["kind"] == "community")

    @property
    def drawn_papers(self) -> int:
        return sum(1 for n in self.nodes if n["kind"] == "paper")

    def summary(self) -> dict[str, Any]:
        grouped = sum(c.size for c in self.communities)
        return {
            "budget": self.budget, "papers": self.papers, "communities": len(self.communities),
            "drawn_nodes": len(self.nodes), "drawn_communities": self.drawn_communities,
            "drawn_papers": self.drawn_papers, "singletons": self.singletons,
            "papers_left_out": grouped - self.drawn_papers,
            "communities_left_out": len(self.communities) - self.drawn_communities,
        }

    def to_dict(self) -> dict[str, Any]:
        comms = []
        for c in self.communities:
            d = asdict(c)
            d["papers"] = d.pop("listed")
            comms.append(d)
        return {"summary": self.summary(), "communities": comms, "nodes": self.nodes, "edges": self.edges}


def membership_graph(g: ReadOnlyGraph) -> nx.MultiDiGraph:
    """Papers, entities and the Paper -> entity relationships, as a graph analytics can read."""
    graph = nx.MultiDiGraph()
    for pid, title in g.table("MATCH (p:Paper) RETURN p.id, coalesce(p.title, p.name)").rows:
        graph.add_node(pid, label="Paper", title=title or pid)
    for eid, lab, name in g.table(f"MATCH (e:{ENTITY_PATTERN}) RETURN e.id, label(e), e.name").rows:
        graph.add_node(eid, label=lab, name=name or eid)
    for pid, rel, eid in g.table(f"MATCH (p:Paper)-[r]->(e:{ENTITY_PATTERN}) RETURN p.id, label(r), e.id").rows:
        graph.add_edge(pid, eid, key=f"{rel}|{pid}", type=rel, paper_id=pid)
    return graph


def _spiral(n: int, spacing: float) -> list[tuple[float, float]]:
    """n points on a sunflower spiral, about `spacing` apart."""
    return [(spacing * math.sqrt(i + 0.5) * math.cos(i * GOLDEN_ANGLE),
             spacing * math.sqrt(i + 0.5) * math.sin(i * GOLDEN_ANGLE)) for i in range(n)]


def build_overview(g: ReadOnlyGraph, budget: int = DEFAULT_BUDGET, seed: int = 0) -> Overview:
    graph = membership_graph(g)
    papers_of = {e: ps for e, ps in analytics.entity_papers(graph).items() if ps}
    comms = analytics.paper_communities(graph, seed=seed)
    grouped = [c for c in comms if len(c) > 1]
    communities = []
    for i, members in enumerate(grouped):
        terms = analytics.specific_terms(graph, members, papers_of)
        # the drawn label: the best task and the best method; the panel and table list all terms
        name = analytics.community_name(terms, i)
        ids = sorted(members, key=lambda p: (str(graph.nodes[p].get("title", "")).lower(), str(p)))
        communities.append(Community(index=i, size=len(members), name=name, terms=terms, papers=ids,
                                     listed=[{"id": p, "title": graph.nodes[p].get("title") or p} for p in ids[:LISTED]]))
    overview = Overview(budget=budget, papers=sum(1 for _, lab in graph.nodes(data="label") if lab == "Paper"),
                        communities=communities, singletons=len(comms) - len(grouped), nodes=[], edges=[])
    _place(graph, overview)
    return overview


def shares(sizes: list[int], budget: int) -> list[int]:
    """Split `budget` over groups in proportion to their sizes (largest remainder), none above its size."""
    total = sum(sizes)
    if total <= budget:
        return list(sizes)
    exact = [budget * n / total for n in sizes]
    out = [int(x) for x in exact]
    order = sorted(range(len(sizes)), key=lambda i: (-(exact[i] - out[i]), i))
    for i in order[: budget - sum(out)]:
        out[i] += 1
    return out


def _place(graph: nx.MultiDiGraph, ov: Overview) -> None:
    """Fill ov.nodes and ov.edges within the budget: the communities first (largest first), then
    papers, split over the drawn communities in proportion to their sizes; within a community the
    papers with the most links to entities first."""
    shown = ov.communities[: max(0, ov.budget)]
    takes = shares([c.size for c in shown], ov.budget - len(shown))
    # community centres: a spiral whose rings leave room for the largest community's papers
    radius = [math.sqrt(t) for t in takes]
    centres = _spiral(len(shown), 2.2 * max(radius, default=1.0))
    for c, (cx, cy), take in zip(shown, centres, takes):
        color = PALETTE[c.index % len(PALETTE)]
        cid = f"community:{c.index}"
        ov.nodes.append({"id": cid, "kind": "community", "community": c.index, "label": c.name, "x": cx, "y": cy,
                         "size": min(6 + 2 * math.sqrt(c.size), 24), "color": color, "papers": c.size,
                         "force_label": c.index < FORCED_LABELS})
        c.drawn_papers = take
        best = sorted(c.papers, key=lambda p: (-graph.out_degree(p), str(p)))[:take]
        for pid, (px, py) in zip(best, _spiral(take, 1.0)):
            ov.nodes.append({"id": pid, "kind": "paper", "community": c.index,
                             "label": graph.nodes[pid].get("title") or pid,
                             "x": cx + px, "y": cy + py, "size": 3, "color": color})
            ov.edges.append({"source": cid, "target": pid})
