"""Communities of papers: what the overview draws and the report lists as main areas.

Louvain (igraph's C implementation, seeded) on the papers' similarity graph of
kg.graph.analytics.similarity_pairs over the entities of LINK_LABELS only (the rarest up to
max_pairs paper pairs, each paper's COMMUNITY_K most similar papers), at RESOLUTION; papers left
alone join their most similar community (attach_unlinked).
"""
from __future__ import annotations

import random
from collections import Counter, defaultdict
from dataclasses import dataclass
from typing import Any

import networkx as nx

from kg.graph import analytics

# the entities that join papers into communities: what a paper does, how, and on what data. Concepts,
# materials and metrics shared by two papers rarely say that both are in one area, and joined
# unrelated fields into catch-all communities (docs/serve.md, "Communities")
LINK_LABELS = ("Task", "Method", "Dataset")
# Without concepts the pairs are few enough to let in the common tasks and methods (analytics'
# 1,000,000 kept only those in under 48 papers on the whole venue corpus, leaving out exactly the terms
# that name an area); and Louvain at resolution 2 splits the continent-sized communities it finds
# at 1. Figures in docs/serve.md ("Communities").
MAX_PAIRS = 16_000_000
RESOLUTION = 2.0


def louvain(n: int, pairs: list[tuple[int, int, float, int]], seed: int = 0,
            resolution: float = 1.0) -> list[set[int]]:
    """Louvain communities of the vertices 0..n-1 joined by weighted pairs (igraph, seeded).

    igraph draws its random numbers from the generator set here; the default one is restored after.
    """
    import igraph

    g = igraph.Graph(n=n, edges=[(i, j) for i, j, _, _ in pairs])
    g.es["weight"] = [w for _, _, w, _ in pairs]
    igraph.set_random_number_generator(random.Random(seed))
    try:
        membership = g.community_multilevel(weights="weight", resolution=resolution).membership
    finally:
        igraph.set_random_number_generator(random)
    groups: dict[int, set[int]] = defaultdict(set)
    for vertex, group in enumerate(membership):
        groups[group].add(vertex)
    return list(groups.values())


def paper_groups(papers: list, pairs: list[tuple[int, int, float, int]], seed: int = 0,
                 resolution: float = 1.0) -> list[set]:
    """Every paper in exactly one community, largest first (ties by smallest member id); pairs
    are analytics.similarity_pairs of `papers`."""
    groups = louvain(len(papers), pairs, seed, resolution) if pairs else [{i} for i in range(len(papers))]
    comms = [{papers[i] for i in g} for g in groups]
    comms.sort(key=lambda c: (-len(c), min(str(p) for p in c)))
    return comms


def attach_unlinked(papers: list, comms: list[set], papers_of: dict[Any, set]) -> list[set]:
    """comms (paper_groups) with each single-paper community that shares any entity with a paper of
    a larger community moved into the community of its most similar such paper (sum of the shared
    entities' idf, the first by paper order on a tie); largest first again.

    The communities are found through LINK_LABELS only, which leaves a paper with no shared task,
    method or dataset alone; its concepts and materials may not found a community, but they say
    well enough which one it sits in.
    """
    alone = {next(iter(c)) for c in comms if len(c) == 1}
    where = {p: i for i, c in enumerate(comms) if len(c) > 1 for p in c}
    touching = {e: ps for e, ps in papers_of.items() if ps & alone}
    best: dict[Any, tuple[float, int]] = {}
    for i, j, weight, _ in analytics.similarity_pairs(papers, touching, max_pairs=analytics.COMMUNITY_MAX_PAIRS):
        for a, b in ((papers[i], papers[j]), (papers[j], papers[i])):
            if a in alone and b in where and weight > best.get(a, (0.0, -1))[0]:
                best[a] = (weight, where[b])
    out = [set(c) for c in comms]
    for paper, (_, i) in best.items():
        out[i].add(paper)
    out = [c for c in out if not (len(c) == 1 and next(iter(c)) in best)]
    out.sort(key=lambda c: (-len(c), min(str(p) for p in c)))
    return out


@dataclass
class Grouping:
    """The papers' communities as the overview finds them, and the memberships they came from."""

    papers: list
    communities: list[set]                   # every paper in one; largest first
    papers_of: dict[Any, set]                # entity -> its papers
    entities_of: dict[Any, set]              # paper -> its entities

    @property
    def grouped(self) -> list[set]:
        return [c for c in self.communities if len(c) > 1]


def find_communities(graph: nx.MultiDiGraph, seed: int = 0, max_pairs: int | None = MAX_PAIRS,
                     lap: Any = None) -> Grouping:
    """Louvain over the papers' shared LINK_LABELS entities at RESOLUTION, then attach_unlinked.

    The report passes a smaller max_pairs (it runs while the whole graph is in memory); below that
    many pairs both find the same communities. lap(step), when given, is called after each step.
    """
    papers = analytics.nodes_with_label(graph, analytics.PAPER)
    papers_of = {e: ps for e, ps in analytics.entity_papers(graph).items() if ps}
    entities_of: dict[Any, set] = defaultdict(set)
    for e, ps in papers_of.items():
        for p in ps:
            entities_of[p].add(e)
    if lap:
        lap("memberships")
    linking = {e: ps for e, ps in papers_of.items() if graph.nodes[e].get("label") in LINK_LABELS}
    pairs = analytics.similarity_pairs(papers, linking, max_pairs=max_pairs, k=analytics.COMMUNITY_K)
    if lap:
        lap("similarity")
    groups = paper_groups(papers, pairs, seed, RESOLUTION)
    if pairs and all(len(c) == 1 for c in groups):
        # on a handful of papers resolution 2 can leave every paper alone (each one's share of the
        # weight is large); plain modularity still groups the papers that share the most
        groups = paper_groups(papers, pairs, seed, 1.0)
    comms = attach_unlinked(papers, groups, papers_of)
    del pairs, linking
    if lap:
        lap("communities")
    return Grouping(papers, comms, papers_of, entities_of)


def community_terms(graph: nx.MultiDiGraph, found: Grouping, members: set) -> list[dict[str, Any]]:
    """A community's label terms (analytics.specific_terms), counted over its members' entities."""
    counts = Counter(e for p in members for e in found.entities_of[p])
    return analytics.specific_terms(graph, members, found.papers_of, counts=counts)


def labelled_communities(graph: nx.MultiDiGraph, seed: int = 0,
                         max_pairs: int | None = analytics.COMMUNITY_MAX_PAIRS) -> list[dict[str, Any]]:
    """find_communities with a name and their label terms: [{"index", "size", "papers", "name", "terms"}],
    largest first; "papers" sorted by id. Single-paper communities are included (terms empty).

    The default max_pairs is analytics' smaller bound: the report and `kg stats` call this with the
    whole graph in memory, where the overview's MAX_PAIRS would not fit beside it on the largest corpora."""
    found = find_communities(graph, seed, max_pairs)
    out = []
    for i, members in enumerate(found.communities):
        terms = community_terms(graph, found, members) if len(members) > 1 else []
        out.append({"index": i, "size": len(members), "papers": sorted(members, key=str),
                    "name": analytics.community_name(terms, i), "terms": terms})
    return out
