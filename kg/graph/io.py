"""graph.json <-> networkx MultiDiGraph.

graph.json is {"schema_version", "nodes": [{"id", "label", "name", ...}], "edges": [{"source",
"target", "type", "key", ...}]}, nodes sorted by (label, id) and edges by (type, source, target,
key), so the same graph always gives the same bytes. In the MultiDiGraph, node attributes are the
node's properties (with "label"), and each edge is keyed by f"{type}|{key}" with "type" and "key"
among its attributes.
"""
from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any, Iterator

import networkx as nx

from kg import schema as kg_schema
from kg.errors import KgError
from kg.fsutil import atomic_path


def edge_key(rel_type: str, key: str) -> str:
    return f"{rel_type}|{key}"


def _node_dict(nid: str, attrs: dict[str, Any]) -> dict[str, Any]:
    node = {"id": nid, "label": attrs["label"], "name": attrs.get("name", "")}
    node.update({k: v for k, v in sorted(attrs.items()) if k not in node})
    return node


def _edge_dict(src: str, tgt: str, attrs: dict[str, Any]) -> dict[str, Any]:
    edge = {"source": src, "target": tgt, "type": attrs["type"]}
    edge.update({k: v for k, v in sorted(attrs.items()) if k not in edge})
    return edge


def _sorted_nodes(graph: nx.MultiDiGraph) -> list[tuple[str, dict[str, Any]]]:
    return sorted(graph.nodes(data=True), key=lambda n: (n[1]["label"], n[0]))


def _sorted_edges(graph: nx.MultiDiGraph) -> list[tuple[str, str, dict[str, Any]]]:
    # stable, like the list sort it replaces, so ties keep graph order
    return sorted(graph.edges(data=True), key=lambda e: (e[2]["type"], e[0], e[1], e[2].get("key", "")))


def to_dict(graph: nx.MultiDiGraph) -> dict[str, Any]:
    nodes = [_node_dict(nid, attrs) for nid, attrs in _sorted_nodes(graph)]
    edges = [_edge_dict(src, tgt, attrs) for src, tgt, attrs in _sorted_edges(graph)]
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


def write_graph_json(graph: nx.MultiDiGraph, path: str | Path) -> Path:
    """Write exactly dumps(graph) to `path` (atomically), one node or edge at a time instead of
    holding the whole document and a dict per node and edge in memory."""
    version = json.dumps(kg_schema.load().version)
    with atomic_path(path) as tmp, open(tmp, "w", encoding="utf-8", newline="") as fh:
        fh.write('{\n "schema_version": ' + version + ",\n")
        _write_list(fh, "nodes", (_node_dict(*n) for n in _sorted_nodes(graph)), ",\n")
        _write_list(fh, "edges", (_edge_dict(*e) for e in _sorted_edges(graph)), "\n")
        fh.write("}\n")
        fh.flush()
        os.fsync(fh.fileno())  # as durable as atomic_write_text
    return Path(path)


_ENCODE = json.JSONEncoder(ensure_ascii=False, indent=1).encode  # what json.dumps(indent=1) uses


def _write_list(fh: Any, name: str, items: Iterator[Any], end: str) -> None:
    """One top-level list laid out as json.dumps(indent=1) does inside the document: each item one
    level deeper than on its own. Replacing newlines is safe: JSON strings never hold a raw one."""
    fh.write(f' "{name}": [')
    sep = "\n  "
    for item in items:
        fh.write(sep + _ENCODE(item).replace("\n", "\n  "))
        sep = ",\n  "
    fh.write(("]" if sep == "\n  " else "\n ]") + end)


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
