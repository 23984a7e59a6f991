"""The overview of a graph: communities of papers, labelled, laid out, and cut to a node budget.

Computed at build time into OUT/overview.json (write_overview) so that `kg serve` never runs
community detection on a large graph while a person waits; computed on request only for small
graphs (kg.serve.overview).

Communities: kg.graph.communities.find_communities (Louvain over shared tasks, methods and
datasets; the report's main areas are found the same way). Labels: analytics.specific_terms, the
most specific shared tasks and methods.

The drawing holds at most `budget` nodes: one per community and one per paper. Communities are
taken largest first; the rest of the budget is split over them in proportion to their sizes (each
shows its papers linked to the most entities); what does not fit is counted as left out. Papers
that join no community are single-paper communities: counted, never drawn. Positions
are computed here (communities on a sunflower spiral, largest in the middle; papers on a small
spiral around their community), so the browser only renders.

The file keeps, for every community, its papers in drawing order up to what MAX_BUDGET could
draw, so any budget up to MAX_BUDGET is laid out from the file alone (place).
"""
from __future__ import annotations

import json
import math
import time
from dataclasses import asdict, dataclass, field, replace
from pathlib import Path
from typing import Any

import networkx as nx

from kg import __version__
from kg import schema as kg_schema
from kg.errors import KgError
from kg.fsutil import atomic_write_text
from kg.graph import analytics
from kg.graph.communities import community_terms, find_communities

FORMAT = "kg-overview"
FORMAT_VERSION = 1
FILE_NAME = "overview.json"
DEFAULT_BUDGET = 1000
MAX_BUDGET = 20_000
LISTED = 20  # papers a community's panel lists
# drawn sizes in screen pixels: a community's disc grows with the square root of its share of the
# largest community; papers are small dots drawn above the discs
COMMUNITY_SIZE = (5.0, 22.0)
PAPER_SIZE = 2.5
GOLDEN_ANGLE = math.pi * (3 - math.sqrt(5))
PALETTE = ("#4e79a7", "#f28e2b", "#e15759", "#76b7b2", "#59a14f", "#edc948", "#b07aa1", "#ff9da7",
           "#9c755f", "#6b8e23", "#1f77b4", "#d62728")


@dataclass
class Community:
    index: int
    size: int
    name: str                                # the label drawn: its top task and method
    terms: list[dict[str, Any]]              # [{id, name, label, papers, score}]
    listed: list[dict[str, str]]             # the first LISTED papers by title: {id, title}
    ranked: list[dict[str, str]]             # papers in drawing order (most entities first), as many as MAX_BUDGET draws
    drawn_papers: int = 0


@dataclass
class Overview:
    budget: int
    papers: int                              # papers in the graph
    communities: list[Community]             # communities of two or more papers, largest first
    singletons: int                          # papers in no community of two or more
    nodes: list[dict[str, Any]] = field(default_factory=list)
    edges: list[dict[str, Any]] = field(default_factory=list)
    seed: int = 0
    seconds: dict[str, float] = field(default_factory=dict)  # how long each step took to compute

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
        """What the browser draws: the summary, the communities' panels, nodes and edges."""
        comms = [{"index": c.index, "size": c.size, "name": c.name, "terms": c.terms, "papers": c.listed,
                  "drawn_papers": c.drawn_papers} for c in self.communities]
        return {"summary": self.summary(), "communities": comms, "nodes": self.nodes, "edges": self.edges}


# ------------------------------------------------------------------------------ computing


def compute_overview(graph: nx.MultiDiGraph, budget: int = DEFAULT_BUDGET, seed: int = 0) -> Overview:
    """The overview of a kg graph (the full graph, or papers, entities and their links only)."""
    clock = time.perf_counter()
    seconds: dict[str, float] = {}

    def lap(step: str) -> None:
        nonlocal clock
        now = time.perf_counter()
        seconds[step] = round(now - clock, 2)
        clock = now

    found = find_communities(graph, seed, lap=lap)
    papers, comms, entities_of = found.papers, found.communities, found.entities_of
    grouped = found.grouped
    sizes = [len(c) for c in grouped]
    title = {p: analytics.display_name(graph, p) for p in papers}
    communities = []
    for i, members in enumerate(grouped):
        terms = community_terms(graph, found, members)
        by_title = sorted(members, key=lambda p: (title[p].lower(), str(p)))
        keep = min(len(members), math.ceil(MAX_BUDGET * len(members) / sum(sizes)))
        ranked = sorted(members, key=lambda p: (-len(entities_of[p]), str(p)))[:keep]
        communities.append(Community(
            index=i, size=len(members), name=analytics.community_name(terms, i), terms=terms,
            listed=[{"id": p, "title": title[p]} for p in by_title[:LISTED]],
            ranked=[{"id": p, "title": title[p]} for p in ranked]))
    lap("labels")
    overview = place(Overview(budget=budget, papers=len(papers), communities=communities,
                              singletons=len(comms) - len(grouped), seed=seed), budget)
    lap("layout")
    overview.seconds = seconds
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


def _spiral(n: int, spacing: float) -> list[tuple[float, float]]:
    """n points on a sunflower spiral, about `spacing` apart."""
    return [(spacing * math.sqrt(i + 0.5) * math.cos(i * GOLDEN_ANGLE),
             spacing * math.sqrt(i + 0.5) * math.sin(i * GOLDEN_ANGLE)) for i in range(n)]


def place(ov: Overview, budget: int) -> Overview:
    """The overview laid out within `budget` nodes (a new Overview; `ov` is left as it was): the
    communities first (largest first), then papers, split over the drawn communities in proportion
    to their sizes, each community's best-ranked papers first."""
    budget = max(1, min(budget, MAX_BUDGET))
    out = replace(ov, budget=budget, communities=[replace(c, drawn_papers=0) for c in ov.communities],
                  nodes=[], edges=[])
    shown = out.communities[:budget]
    takes = shares([c.size for c in shown], budget - len(shown))
    # community centres: a spiral whose rings leave room for the largest community's papers
    centres = _spiral(len(shown), 2.2 * max((math.sqrt(t) for t in takes), default=1.0))
    largest = max((c.size for c in shown), default=1)
    low, high = COMMUNITY_SIZE
    for c, (cx, cy), take in zip(shown, centres, takes):
        color = PALETTE[c.index % len(PALETTE)]
        cid = f"community:{c.index}"
        out.nodes.append({"id": cid, "kind": "community", "community": c.index, "label": c.name, "x": cx, "y": cy,
                          "size": round(low + (high - low) * math.sqrt(c.size / largest), 2), "color": color,
                          "papers": c.size, "radius": round(math.sqrt(max(take - 0.5, 0.0)), 3)})
        best = c.ranked[:take]  # on a spiral of radius `radius` (graph units) around the community
        c.drawn_papers = len(best)
        for paper, (px, py) in zip(best, _spiral(len(best), 1.0)):
            out.nodes.append({"id": paper["id"], "kind": "paper", "community": c.index, "label": paper["title"],
                              "x": cx + px, "y": cy + py, "size": PAPER_SIZE, "color": color})
            out.edges.append({"source": cid, "target": paper["id"]})
    return out


# ------------------------------------------------------------------------------ the file


def to_file(ov: Overview) -> dict[str, Any]:
    """overview.json: versioned (FORMAT_VERSION, and the graph schema's version it was made from)."""
    return {
        "format": FORMAT, "format_version": FORMAT_VERSION, "schema_version": kg_schema.load().version,
        "kg_version": __version__, "seed": ov.seed, "seconds": ov.seconds, "budget": ov.budget,
        "max_budget": MAX_BUDGET, "papers": ov.papers, "singletons": ov.singletons,
        "communities": [asdict(c) for c in ov.communities], "nodes": ov.nodes, "edges": ov.edges,
    }


def write_overview(graph: nx.MultiDiGraph, out_dir: str | Path, budget: int = DEFAULT_BUDGET, seed: int = 0) -> Path:
    """Compute the overview of `graph` and write OUT_DIR/overview.json (atomically); its path."""
    path = Path(out_dir) / FILE_NAME
    atomic_write_text(path, json.dumps(to_file(compute_overview(graph, budget, seed)), ensure_ascii=False) + "\n")
    return path


def read_overview(path: str | Path) -> Overview:
    """An overview.json written by write_overview; KgError when it is not one this kg reads."""
    path = Path(path)
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise KgError(f"{path}: not a readable overview file ({exc.__class__.__name__})") from None
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise KgError(f"{path}: not a kg overview file")
    found = (data.get("format_version"), data.get("schema_version"))
    wanted = (FORMAT_VERSION, kg_schema.load().version)
    if found != wanted:
        raise KgError(f"{path}: overview format {found[0]} for schema {found[1]}; this kg reads format "
                      f"{wanted[0]} for schema {wanted[1]} (rebuild with `kg build`)")
    try:
        return Overview(budget=data["budget"], papers=data["papers"], singletons=data["singletons"],
                        communities=[Community(**c) for c in data["communities"]], nodes=data["nodes"],
                        edges=data["edges"], seed=data["seed"], seconds=data["seconds"])
    except (KeyError, TypeError) as exc:
        raise KgError(f"{path}: overview file is missing a field ({exc})") from None
