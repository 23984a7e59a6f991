"""A hand-made kg graph of many separate groups of papers, for the overview's drawing tests.

Group k (0..GROUPS-1) has 3 + (7 * k) % 23 papers; every paper of group k addresses the task
"task k ..." and uses the method "method k ...", both with long names, and nothing else, so the
overview finds exactly these groups as communities and labels each "task · method": dozens of
long labels on a small canvas, which collide unless the page places them. Two more papers share
nothing (single-paper communities, never drawn).
"""
from __future__ import annotations

import networkx as nx

from .dated_graph import add_edge

GROUPS = 36
TOPICS = ("scene flow", "depth completion", "person re-identification", "lane detection",
          "visual odometry", "image deblurring", "pose estimation", "object tracking", "image captioning")


def group_size(k: int) -> int:
    return 3 + (7 * k) % 23


def make_graph() -> nx.MultiDiGraph:
    g = nx.MultiDiGraph()
    for k in range(GROUPS):
        topic = TOPICS[k % len(TOPICS)]
        task, method = f"task:{k}", f"method:{k}"
        g.add_node(task, label="Task", name=f"{topic} in clutter {k}", aliases=[],
                   paper_count=group_size(k), mention_count=group_size(k))
        g.add_node(method, label="Method", name=f"multi-scale {topic} net {k}", aliases=[],
                   paper_count=group_size(k), mention_count=group_size(k))
        for i in range(group_size(k)):
            p = f"g{k}-p{i}"
            g.add_node(p, label="Paper", name=p, title=f"A study of {topic} number {i} in group {k}",
                       abstract="An abstract.", year=2020 + i % 3, venue="Venue")
            add_edge(g, p, task, "ADDRESSES", p)
            add_edge(g, p, method, "USES", p)
    for i in range(2):
        g.add_node(f"alone-{i}", label="Paper", name=f"alone-{i}", title=f"A paper alone {i}", abstract="Alone.")
    return g
