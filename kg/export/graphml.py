"""GraphML for Gephi and Cytoscape, derived from schema/graph.yaml.

GraphML has no list type, so list properties (aliases, authors, merged_by) are written as JSON
strings. Gephi and Cytoscape show a node's `label` attribute on the canvas, so there `label` is
the node's name and its schema label goes to `node_type` (not `kind`: Claims have a `kind`
property of their own); read_graphml() undoes both.

The file is streamed element by element (no second graph, no element tree: at tens of thousands
of nodes those cost seconds and gigabytes). Its layout is what nx.write_graphml(...,
named_key_ids=True) wrote before: keys named after their attributes, declared in the same order.
"""
from __future__ import annotations

import functools
import json
import re
from pathlib import Path
from typing import Iterator
from xml.sax.saxutils import escape

import networkx as nx

from kg import schema as kg_schema
from kg.fsutil import atomic_path

_PY = {"string": str, "int": int, "float": float, "bool": bool, "string[]": str}
_XML_TYPE = {"string": "string", "string[]": "string", "int": "long", "float": "double", "bool": "boolean"}
_HEAD = (
    "<?xml version='1.0' encoding='utf-8'?>\n"
    '<graphml xmlns="http://graphml.graphdrawing.org/xmlns" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" '
    'xsi:schemaLocation="http://graphml.graphdrawing.org/xmlns http://graphml.graphdrawing.org/xmlns/1.0/graphml.xsd">\n'
)
# XML 1.0 cannot hold C0 controls other than \t \n \r, lone surrogates or U+FFFE/U+FFFF, not even
# as &#..; references, so they are dropped (nx.write_graphml wrote them as they were, giving a
# file no XML parser reads).
_NOT_XML = re.compile("[^\t\n\r\x20-\ud7ff\ue000-\ufffd\U00010000-\U0010ffff]")
# A raw \r in text reads back as \n, so it is written as a reference; in attribute values parsers
# also turn \n and \t into spaces.
_TEXT_ENT = {"\r": "&#13;"}
_ATTR_ENT = {'"': "&quot;", "\r": "&#13;", "\n": "&#10;", "\t": "&#09;"}
# escape() is slow and most values need nothing, so a search decides whether to call it
_TEXT_SPECIAL = re.compile("[&<>\r]|" + _NOT_XML.pattern)
_ATTR_SPECIAL = re.compile('[&<>"\r\n\t]|' + _NOT_XML.pattern)


def _text(s: str) -> str:
    return escape(_NOT_XML.sub("", s), _TEXT_ENT) if _TEXT_SPECIAL.search(s) else s


def _attr(s: object) -> str:
    s = str(s)
    return '"' + (escape(_NOT_XML.sub("", s), _ATTR_ENT) if _ATTR_SPECIAL.search(s) else s) + '"'


def _value(typ: str, value: object) -> str:
    if typ == "string[]":
        return json.dumps(value, ensure_ascii=False)
    if typ == "bool":
        return "true" if value else "false"  # GraphML's boolean literals
    return str(_PY[typ](value))


def _node_rows(graph: nx.MultiDiGraph, schema: kg_schema.Schema) -> Iterator[tuple[str, dict[str, tuple[str, object]]]]:
    """(node id, {attr: (schema type, value)}) in the order the attributes are written."""
    for nid, attrs in graph.nodes(data=True):
        spec = schema.labels[attrs["label"]].properties
        row = {p: (spec.get(p, "string"), v) for p, v in attrs.items() if v is not None and p != "label"}
        row["node_type"] = ("string", attrs["label"])
        row["label"] = ("string", attrs.get("name", nid))
        yield nid, row


def _edge_rows(graph: nx.MultiDiGraph, schema: kg_schema.Schema) -> Iterator[tuple[str, str, str, dict[str, tuple[str, object]]]]:
    types = schema.relationship_properties
    for src, tgt, key, attrs in graph.edges(keys=True, data=True):
        row = {p: (types.get(p, "string"), v) for p, v in attrs.items() if v is not None and p != "key"}
        row["edge_key"] = ("string", attrs.get("key", ""))
        row["label"] = ("string", attrs["type"])  # shown on edges in Gephi
        yield src, tgt, key, row


@functools.lru_cache(maxsize=None)
def _open_data(prop: str) -> str:
    return f"      <data key={_attr(prop)}"


def _data(row: dict[str, tuple[str, object]]) -> str:
    out = []
    for prop, (typ, value) in row.items():
        text = _text(_value(typ, value))
        # an empty value is an empty element, which GraphML readers take as "no value"
        out.append(f"{_open_data(prop)}>{text}</data>\n" if text else f"{_open_data(prop)} />\n")
    return "".join(out)


def write_graphml(graph: nx.MultiDiGraph, path: str | Path) -> Path:
    schema = kg_schema.load()
    # Keys must come before the graph, so a first pass collects the attributes in use (first type
    # seen wins); networkx declared them newest first, and so does this.
    keys: dict[tuple[str, str], str] = {}
    for _, row in _node_rows(graph, schema):
        for prop, (typ, _v) in row.items():
            keys.setdefault(("node", prop), typ)
    for *_, row in _edge_rows(graph, schema):
        for prop, (typ, _v) in row.items():
            keys.setdefault(("edge", prop), typ)
    with atomic_path(path) as tmp, open(tmp, "w", encoding="utf-8", newline="") as fh:
        fh.write(_HEAD)
        for (scope, name), typ in reversed(keys.items()):
            fh.write(f'  <key id={_attr(name)} for="{scope}" attr.name={_attr(name)} attr.type="{_XML_TYPE[typ]}" />\n')
        fh.write('  <graph edgedefault="directed">\n' if graph else '  <graph edgedefault="directed" />\n')
        for nid, row in _node_rows(graph, schema):
            fh.write(f"    <node id={_attr(nid)}>\n{_data(row)}    </node>\n")
        for src, tgt, key, row in _edge_rows(graph, schema):
            fh.write(f"    <edge source={_attr(src)} target={_attr(tgt)} id={_attr(key)}>\n{_data(row)}    </edge>\n")
        fh.write("  </graph>\n</graphml>\n" if graph else "</graphml>\n")
    return Path(path)


def read_graphml(path: str | Path) -> nx.MultiDiGraph:
    """Read kg's GraphML back into the graph.json-shaped MultiDiGraph (labels and lists restored)."""
    schema = kg_schema.load()
    raw = nx.read_graphml(path, force_multigraph=True)
    g = nx.MultiDiGraph()
    for nid, attrs in raw.nodes(data=True):
        label = attrs.pop("node_type")
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
