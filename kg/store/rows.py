"""The graph as rows for a store, checked against the schema: the one path from a networkx graph into
either store (kg.store.embedded, kg.store.neo4j).

A node row holds `id` and every other property the schema gives its label; a relationship row holds
`s`, `t` (the endpoint ids), `key` and every relationship property. Properties the graph lacks are
None; values are in their schema type (an int in a float column becomes a float, tuples become
lists). Anything the schema does not allow (a label, a relationship type or its endpoints, a
property, a value of another type) is a KgError naming the element, raised while the rows are made.
Both stores load into a temporary copy (embedded) or read every row before writing (Neo4j), so
such an error leaves what was stored before as it was.
"""
from __future__ import annotations

from collections import defaultdict
from itertools import islice
from typing import Any, Iterable, Iterator

import networkx as nx

from kg import schema as kg_schema
from kg.errors import KgError

EDGE_FIELDS = ("type", "source", "target")  # graph.json's edge fields that are not properties

Row = dict[str, Any]
EdgeGroup = tuple[str, str, str]  # (relationship type, source label, target label)


def stored_properties(label: kg_schema.Label) -> dict[str, str]:
    """A label's stored properties: the schema's without `label` (the table, or the node label)."""
    return {p: t for p, t in label.properties.items() if p != "label"}


def coerce(value: Any, typ: str, where: str, prop: str) -> Any:
    """`value` in its schema type; KgError when it is not of that type."""
    problem = kg_schema.value_problem(typ, value)
    if problem:
        raise KgError(f"{where}: property {prop!r} {problem}: {value!r}"[:300])
    if value is None:
        return None
    if typ == "float":
        return float(value)
    return list(value) if typ == "string[]" else value


def relationship_key(attrs: dict[str, Any], nx_key: Any) -> str:
    """The relationship's `key` property; graphs read from graph.json carry it as an attribute."""
    key = attrs.get("key")
    if key is None:
        key = str(nx_key).split("|", 1)[1] if "|" in str(nx_key) else str(nx_key)
    return str(key)


def _unknown(where: str, attrs: dict[str, Any], allowed: set[str]) -> None:
    unknown = sorted(set(attrs) - allowed)
    if unknown:
        raise KgError(f"{where}: property {unknown[0]!r} is not in schema/graph.yaml")


def node_row(nid: Any, attrs: dict[str, Any], schema: kg_schema.Schema) -> Row:
    label_name = attrs.get("label")
    label = schema.labels.get(label_name)
    if label is None:
        raise KgError(f"node {nid!r}: label {label_name!r} is not in schema/graph.yaml")
    if not isinstance(nid, str):
        raise KgError(f"node {nid!r}: ids must be strings")
    where = f"node {nid!r} ({label_name})"
    props = stored_properties(label)
    _unknown(where, attrs, set(props) | {"label", "id"})
    row = {p: coerce(attrs.get(p), t, where, p) for p, t in props.items()}
    row["id"] = nid
    return row


def edge_group(graph: nx.MultiDiGraph, schema: kg_schema.Schema, src: Any, tgt: Any, attrs: dict[str, Any]) -> EdgeGroup:
    """(type, source label, target label) of an edge; KgError unless the schema allows the edge."""
    rel = attrs.get("type")
    ls, lt = graph.nodes[src].get("label"), graph.nodes[tgt].get("label")
    where = f"edge {src!r}-[{rel}]->{tgt!r}"
    if rel not in schema.relationships:
        raise KgError(f"{where}: type {rel!r} is not in schema/graph.yaml")
    if not schema.allows(rel, ls, lt):
        raise KgError(f"{where}: {ls}->{lt} is not allowed for {rel} by schema/graph.yaml")
    _unknown(where, attrs, set(schema.relationship_properties) | set(EDGE_FIELDS))
    return rel, ls, lt


def edge_row(src: Any, tgt: Any, nx_key: Any, attrs: dict[str, Any], schema: kg_schema.Schema) -> Row:
    where = f"edge {src!r}-[{attrs.get('type')}]->{tgt!r}"
    row = {p: coerce(attrs.get(p), t, where, p) for p, t in schema.relationship_properties.items()}
    row["key"] = relationship_key(attrs, nx_key)
    row["s"], row["t"] = str(src), str(tgt)
    return row


def node_groups(graph: nx.MultiDiGraph, schema: kg_schema.Schema) -> Iterator[tuple[str, Iterator[Row]]]:
    """(label, its rows in id order), one label at a time. Rows are made as they are read, so a
    whole corpus never holds more than one row dict at once; read each label's rows before the next."""
    ids_by_label: dict[str, list[Any]] = defaultdict(list)
    for nid, attrs in graph.nodes(data=True):
        ids_by_label[attrs.get("label")].append(nid)
    for label, ids in ids_by_label.items():
        if label not in schema.labels:  # before the caller looks the label up
            node_row(ids[0], graph.nodes[ids[0]], schema)
        ids.sort(key=str)
        yield label, (node_row(nid, graph.nodes[nid], schema) for nid in ids)


def edge_groups(graph: nx.MultiDiGraph, schema: kg_schema.Schema) -> Iterator[tuple[EdgeGroup, Iterator[Row]]]:
    """((type, source label, target label), its rows sorted by (s, t, key)), one group at a time,
    made as they are read (as node_groups)."""
    keys_by_group: dict[EdgeGroup, list[tuple]] = defaultdict(list)
    for src, tgt, nx_key, attrs in graph.edges(keys=True, data=True):
        keys_by_group[edge_group(graph, schema, src, tgt, attrs)].append((src, tgt, nx_key))
    for group, keys in keys_by_group.items():
        keys.sort(key=lambda k: (str(k[0]), str(k[1]), relationship_key(graph.edges[k], k[2])))
        yield group, (edge_row(s, t, k, graph.edges[s, t, k], schema) for s, t, k in keys)


def batches(rows: Iterable[Row], size: int) -> Iterator[list[Row]]:
    size = max(1, int(size))
    it = iter(rows)
    while batch := list(islice(it, size)):
        yield batch
