"""Where kg serve's overview comes from: OUT/overview.json, which `kg build` writes
(kg.graph.overview), else, for a small graph only, computed from the store on first use.

Computing it needs every paper's links to entities and community detection over all papers:
seconds on a few thousand papers, half a minute and more on tens of thousands, too long for a
page request. Above COMPUTE_LIMIT papers without the file, the page says so instead.
"""
from __future__ import annotations

from pathlib import Path

import networkx as nx

from kg.errors import KgError
from kg.graph.overview import FILE_NAME, Overview, compute_overview, place, read_overview
from kg.serve.pages import ENTITY_PATTERN
from kg.serve.store import ReadOnlyGraph

COMPUTE_LIMIT = 10_000  # papers


def membership_graph(g: ReadOnlyGraph) -> nx.MultiDiGraph:
    """Papers, entities and the Paper -> entity relationships, as kg.graph.analytics can read."""
    graph = nx.MultiDiGraph()
    for pid, title in g.table("MATCH (p:Paper) RETURN p.id, coalesce(p.title, p.name)").rows:
        graph.add_node(pid, label="Paper", title=title or pid)
    for eid, lab, name in g.table(f"MATCH (e:{ENTITY_PATTERN}) RETURN e.id, label(e), e.name").rows:
        graph.add_node(eid, label=lab, name=name or eid)
    for pid, rel, eid in g.table(f"MATCH (p:Paper)-[r]->(e:{ENTITY_PATTERN}) RETURN p.id, label(r), e.id").rows:
        graph.add_edge(pid, eid, key=f"{rel}|{pid}", type=rel, paper_id=pid)
    return graph


def obtain(out_dir: Path, g: ReadOnlyGraph, papers: int) -> tuple[Overview, str]:
    """(the overview, a sentence saying where it came from); KgError with the reason when there is
    none to show. A file that does not match the store (another paper count) is not used."""
    path = Path(out_dir) / FILE_NAME
    problem = f"{path} is missing"
    if path.is_file():
        try:
            found = read_overview(path)
        except KgError as exc:
            problem = str(exc)
        else:
            if found.papers == papers:
                took = sum(found.seconds.values())
                # laid out again (milliseconds): the file's communities, this kg's drawing
                source = (f"Communities read from {FILE_NAME}, which the build wrote "
                          f"(seed {found.seed}; computed in {took:.1f} s).")
                return place(found, found.budget), source
            problem = f"{path} describes {found.papers:,} papers, the store holds {papers:,}"
    if papers > COMPUTE_LIMIT:
        raise KgError(f"No overview for this graph: {problem}. With {papers:,} papers it is computed at build "
                      f"time, not on request (above {COMPUTE_LIMIT:,} papers); run `kg build` again to write it.")
    computed = compute_overview(membership_graph(g))
    return computed, f"Computed from the store when the server started ({problem}; {sum(computed.seconds.values()):.1f} s)."
