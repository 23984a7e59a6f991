"""GraphML for Gephi and Cytoscape, derived from schema/graph.yaml.

GraphML has no list type, so list properties (aliases, authors, merged_by) are written as JSON
strings. Gephi and Cytoscape show a node's `label` attribute on the canvas, so there `label` is
the node's name and its schema label goes to `kind`; read_graphml() undoes both.
"""
from __future__ import annotations

import json
from pathlib import Path

import networkx as nx

from kg import schema as kg_schema
from kg.fsutil import atomic_path

_PY = {"string": str, "int": int, "float": float, "bool": bool, "string[]": str}


def to_graphml_graph(graph: nx.MultiDiGraph) -> nx.MultiDiGraph:
    schema = kg_schema.load()
    out = nx.MultiDiGraph()
    for nid, attrs in graph.nodes(data=True):
        spec = schema.labels[attrs["label"]].properties
        row = {}
        for prop, value in attrs.items():
            if value is None or prop == "label":
                continue
            typ = spec.get(prop, "string")
            row[prop] = json.dumps(value, ensure_ascii=False) if typ == "string[]" else _PY[typ](value)
        row["kind"] = attrs["label"]
        row["label"] = attrs.get("name", nid)
        out.add_node(nid, **row)
    rel_types = schema.relationship_properties
    for src, tgt, key, attrs in graph.edges(keys=True, data=True):
        row = {p: _PY[rel_types.get(p, "string")](v) for p, v in attrs.items() if v is not None and p != "key"}
        row["edge_key"] = attrs.get("key", "")
        row["label"] = attrs["type"]  # shown on edges in Gephi
        out.add_edge(src, tgt, key=key, **row)
    return out


def write_graphml(graph: nx.MultiDiGraph, path: str | Path) -> Path:
    with atomic_path(path) as tmp:
        nx.write_graphml(to_graphml_graph(graph), tmp, named_key_ids=True)
    return Path(path)


def read_graphml(path: str | Path) -> nx.MultiDiGraph:
    """Read kg's GraphML back into the graph.json-shaped MultiDiGraph (labels and lists restored)."""
    schema = kg_schema.load()
    raw = nx.read_graphml(path, force_multigraph=True)
    g = nx.MultiDiGraph()
    for nid, attrs in raw.nodes(data=True):
        label = attrs.pop("kind")
        attrs.pop("label", None)
        spec = schema.labels[label].properties
        for prop, value in list(attrs.items()):
            if spec.get(prop) == "string[]":
                attrs[prop] = json.loads(value)
        g.add_node(nid, label=label, **attrs)
    for src, tgt, key, attrs in raw.edges(keys=True, data=True):
        attrs = dict(attrs)
        attrs.pop("label", None)
        attrs["key"] = attrs.pop("edge_key", "")
        k = g.add_edge(src, tgt, key=key)
        g.edges[src, tgt, k].update(attrs)
    return g
