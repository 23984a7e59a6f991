"""A small hand-made kg graph whose papers span four years (2019-2022), for trends and serve tests.

Four papers a year. Task "rising" is in 0, 1, 2, 3 of each year's papers (shares 0, .25, .5, .75:
a slope of +25 percentage points a year); "fading" the reverse; "steady" in one paper every year
(slope 0); "rare" in one paper only. Two undated papers address "rising" too. Papers of even
years are at venue "Even", of odd years at "Odd".
"""
from __future__ import annotations

import networkx as nx

from kg.graph import io as graph_io

YEARS = (2019, 2020, 2021, 2022)
RISING = {2019: 0, 2020: 1, 2021: 2, 2022: 3}


def _task(g: nx.MultiDiGraph, tid: str, name: str) -> None:
    g.add_node(tid, label="Task", name=name, aliases=[], paper_count=0, mention_count=0)


def add_edge(g: nx.MultiDiGraph, src: str, tgt: str, rel: str, paper: str) -> None:
    # the graph's edge key is "TYPE|key" and "key" is also an attribute (as kg.graph.io reads it)
    g.add_edge(src, tgt, key=graph_io.edge_key(rel, paper))
    g.edges[src, tgt, graph_io.edge_key(rel, paper)].update(type=rel, key=paper, paper_id=paper)


def _addresses(g: nx.MultiDiGraph, paper: str, task: str) -> None:
    add_edge(g, paper, task, "ADDRESSES", paper)


def make_graph() -> nx.MultiDiGraph:
    g = nx.MultiDiGraph()
    for tid, name in (("task:rising", "rising task"), ("task:fading", "fading task"),
                      ("task:steady", "steady task"), ("task:rare", "rare task")):
        _task(g, tid, name)
    for y in YEARS:
        for i in range(4):
            p = f"p{y}-{i}"
            g.add_node(p, label="Paper", name=p, title=f"Paper {i} of {y}", abstract="An abstract.", year=y,
                       venue="Even" if y % 2 == 0 else "Odd")
            if i < RISING[y]:
                _addresses(g, p, "task:rising")
            if i < 3 - RISING[y]:
                _addresses(g, p, "task:fading")
            if i == 3:
                _addresses(g, p, "task:steady")
    _addresses(g, "p2020-0", "task:rare")
    for i in range(2):
        p = f"undated-{i}"
        g.add_node(p, label="Paper", name=p, title=p, abstract="No year.")
        _addresses(g, p, "task:rising")
    return g
