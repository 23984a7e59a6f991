"""graph.json <-> networkx MultiDiGraph.

graph.json is {"schema_version", "nodes": [{"id", "label", "name", ...}], "edges": [{"source",
"target", "type", "key", ...}]}, nodes sorted by (label, id) and edges by (type, source, target,
key), so the same graph always gives the same bytes. In the MultiDiGraph, node attributes are the
node's properties (with "label"), and each edge is keyed by f"{type}|{key}" with "type" and "key"
among its attributes.
"""
from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import networkx as nx

from kg import schema as kg_schema
from kg.errors import KgError


def edge_key(rel_type: str, key: str) -> str:
    return f"{rel_type}|{key}"


def to_dict(graph: nx.MultiDiGraph) -> dict[str, Any]:
    nodes = []
    for nid, attrs in graph.nodes(data=True):
        node = {"id": nid, "label": attrs["label"], "name": attrs.get("name", "")}
        node.update({k: v for k, v in sorted(attrs.items()) if k not in node})
        nodes.append(node)
    nodes.sort(key=lambda n: (n["label"], n["id"]))
    edges = []
    for src, tgt, attrs in graph.edges(data=True):
        edge = {"source": src, "target": tgt, "type": attrs["type"]}
        edge.update({k: v for k, v in sorted(attrs.items()) if k not in edge})
        edges.append(edge)
    edges.sort(key=lambda e: (e["type"], e["source"], e["target"], e.get("key", "")))
    return {"schema_version": kg_schema.load().version, "nodes": nodes, "edges": edges}


def from_dict(data: dict[str, Any]) -> nx.MultiDiGraph:
    graph = nx.MultiDiGraph()
    for node in data["nodes"]:
        attrs = {k: v for k, v in node.items() if k != "id"}
        graph.add_node(node["id"], **attrs)
    for edge in data["edges"]:
        attrs = {k: v for k, v in edge.items() if k not in ("source", "target")}
        k = graph.add_edge(edge["source"], edge["target"], key=edge_key(edge["type"], edge.get("key", "")))
        graph.edges[edge["source"], edge["target"], k].update(attrs)  # attrs hold "key": not a kwarg
    return graph


def dumps(graph: nx.MultiDiGraph) -> str:
    return json.dumps(to_dict(graph), ensure_ascii=False, indent=1, sort_keys=False) + "\n"


def read_graph_json(path: str | Path, validate: bool = True) -> nx.MultiDiGraph:
    """Load graph.json; a missing, unreadable or invalid file is a KgError naming it."""
    path = Path(path)
    if not path.is_file():
        raise KgError(f"{path}: no such graph file")
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise KgError(f"{path}: not a graph.json file ({exc})") from None
    if not isinstance(data, dict) or not isinstance(data.get("nodes"), list) or not isinstance(data.get("edges"), list):
        raise KgError(f"{path}: not a graph.json file (needs 'nodes' and 'edges' lists)")
    if validate:
        problems = kg_schema.validate(data, limit=3)
        if problems:
            raise KgError(f"{path}: does not match schema/graph.yaml: {problems[0]}")
    return from_dict(data)
