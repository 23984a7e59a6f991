"""What graph.html should draw, for the view tests and bench/bench_view.py to compare against."""
from __future__ import annotations

import networkx as nx

from kg.view import model


def overview_node_count(graph: nx.MultiDiGraph, top_n: int = 300) -> int:
    """How many nodes graph.html draws for this graph."""
    return len(model.select_overview(model.build_index(graph), top_n=top_n).nodes)
