"""Which entities join papers into the overview's communities (issue #20: catch-all communities).

Two fields of four papers each: every paper of a field addresses its field's task, and paper i of
one field shares three rare concepts with paper i of the other. By rarity alone the concepts
outweigh the tasks and would pair the fields' papers across; the overview joins papers through
tasks, methods and datasets only, so each field is one community named by its task. A paper that
shares only a concept with one field's paper joins that field afterwards; two papers that share
only a metric with each other stay alone.
"""
from __future__ import annotations

import networkx as nx

from kg.graph.communities import LINK_LABELS
from kg.graph.overview import compute_overview

from .support.dated_graph import add_edge

FIELDS = ("grasp planning", "protein folding")
PER_FIELD = 4


def _entity(g: nx.MultiDiGraph, eid: str, label: str, name: str) -> None:
    g.add_node(eid, label=label, name=name, aliases=[], paper_count=0, mention_count=0)


def _two_fields() -> nx.MultiDiGraph:
    g = nx.MultiDiGraph()
    for f, field in enumerate(FIELDS):
        _entity(g, f"task:{f}", "Task", field)
        for i in range(PER_FIELD):
            p = f"f{f}-p{i}"
            g.add_node(p, label="Paper", name=p, title=f"{field} paper {i}", abstract="An abstract.")
            add_edge(g, p, f"task:{f}", "ADDRESSES", p)
    for i in range(PER_FIELD):
        for c in range(3):
            cid = f"concept:{i}-{c}"
            _entity(g, cid, "Concept", f"idiosyncratic term {i}.{c}")
            for f in range(len(FIELDS)):
                add_edge(g, f"f{f}-p{i}", cid, "USES", f"f{f}-p{i}")
    _entity(g, "concept:stray", "Concept", "a term of the stray paper")
    g.add_node("stray", label="Paper", name="stray", title="stray paper", abstract="An abstract.")
    for p in ("stray", "f1-p2"):
        add_edge(g, p, "concept:stray", "USES", p)
    # two more papers that share only a metric: single-paper communities, counted and not drawn
    _entity(g, "metric:0", "Metric", "accuracy")
    for p in ("lone-0", "lone-1"):
        g.add_node(p, label="Paper", name=p, title=f"lone paper {p}", abstract="An abstract.")
        add_edge(g, p, "metric:0", "USES", p)
    return g


def test_concepts_and_metrics_do_not_join_papers_into_communities_but_place_unlinked_papers():
    assert set(LINK_LABELS) == {"Task", "Method", "Dataset"}
    ov = compute_overview(_two_fields())
    found = sorted(sorted(r["id"] for r in c.ranked) for c in ov.communities)
    fields = [[f"f{f}-p{i}" for i in range(PER_FIELD)] for f in range(len(FIELDS))]
    assert found == [fields[0], sorted(fields[1] + ["stray"])]
    assert [c.name for c in ov.communities] == [FIELDS[1], FIELDS[0]]  # largest first
    assert [c.terms[0]["papers"] for c in ov.communities] == [PER_FIELD, PER_FIELD]
    assert ov.singletons == 2 and ov.papers == 2 * PER_FIELD + 3


def test_term_counts_give_the_same_terms_as_intersecting_papers():
    from collections import Counter

    from kg.graph import analytics

    g = _two_fields()
    papers_of = {e: ps for e, ps in analytics.entity_papers(g).items() if ps}
    members = {"f0-p0", "f0-p1", "f1-p0", "stray"}
    counts = Counter(e for e, ps in papers_of.items() for p in ps & members)
    labels = ("Task", "Concept")
    by_counts = analytics.specific_terms(g, members, papers_of, labels=labels, counts=counts)
    by_sets = analytics.specific_terms(g, members, papers_of, labels=labels, candidates=set(counts))
    assert by_counts == by_sets and by_counts  # the fields' tasks and the shared concept 0.x


def test_the_reports_main_areas_are_the_overviews_communities():
    from kg.graph.communities import labelled_communities
    from kg.report.render import render_report

    g = _two_fields()
    ov = compute_overview(g)
    areas = [c for c in labelled_communities(g) if c["size"] > 1]
    assert [(c["name"], c["size"]) for c in areas] == [(c.name, c.size) for c in ov.communities]
    assert [c["papers"] for c in areas] == [sorted(r["id"] for r in c.ranked) for c in ov.communities]
    html, _ = render_report(g, pages_dir=None)
    areas_html = html.split('id="areas"')[1].split("</section>")[0]
    assert all(field in areas_html for field in FIELDS) and "idiosyncratic" not in areas_html
