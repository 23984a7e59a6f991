"""The graph schema, loaded once from kg/schema/graph.yaml (shipped inside the package).

Every consumer (store DDL, Neo4j constraints, GraphML keys, validation, view styling) asks this
module instead of naming labels or property types itself.
"""
from __future__ import annotations

import functools
import math
import os
from importlib import resources
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml

TYPES = ("string", "int", "float", "bool", "string[]")


def schema_path() -> Path:
    """The packaged kg/schema/graph.yaml (wheel and editable installs alike), or KG_SCHEMA."""
    env = os.environ.get("KG_SCHEMA")
    if env:
        return Path(env)
    return Path(str(resources.files("kg.schema").joinpath("graph.yaml")))


@dataclass(frozen=True)
class Label:
    name: str
    properties: dict[str, str]  # property -> type, common ones included
    color: str
    shape: str
    description: str
    index: tuple[str, ...] = ()
    fulltext: tuple[str, ...] = ()


@dataclass(frozen=True)
class RelType:
    name: str
    sources: tuple[str, ...]
    targets: tuple[str, ...]
    description: str

    def pairs(self) -> list[tuple[str, str]]:
        return [(s, t) for s in self.sources for t in self.targets]


@dataclass(frozen=True)
class Schema:
    version: int
    labels: dict[str, Label]
    relationships: dict[str, RelType]
    relationship_properties: dict[str, str]
    entity_labels: tuple[str, ...] = field(default=())

    def allows(self, rel: str, source_label: str, target_label: str) -> bool:
        rt = self.relationships.get(rel)
        return bool(rt) and source_label in rt.sources and target_label in rt.targets


def _check_types(where: str, props: dict[str, str]) -> None:
    for prop, typ in props.items():
        if typ not in TYPES:
            raise ValueError(f"schema: {where}.{prop} has unknown type {typ!r}")


@functools.lru_cache(maxsize=None)
def load(path: str | None = None) -> Schema:
    raw = yaml.safe_load(Path(path or schema_path()).read_text(encoding="utf-8"))
    common = dict(raw["common_node_properties"])
    labels = {}
    for name, spec in raw["labels"].items():
        props = {**common, **(spec.get("properties") or {})}
        _check_types(name, props)
        labels[name] = Label(
            name=name,
            properties=props,
            color=spec["color"],
            shape=spec["shape"],
            description=spec.get("description", ""),
            index=tuple(spec.get("index") or ()),
            fulltext=tuple(spec.get("fulltext") or ()),
        )
    rels = {}
    for name, spec in raw["relationships"].items():
        for end in (*spec["from"], *spec["to"]):
            if end not in labels:
                raise ValueError(f"schema: relationship {name} names unknown label {end}")
        rels[name] = RelType(name, tuple(spec["from"]), tuple(spec["to"]), spec.get("description", ""))
    rel_props = dict(raw["relationship_properties"])
    _check_types("relationship", rel_props)
    return Schema(
        version=int(raw["version"]),
        labels=labels,
        relationships=rels,
        relationship_properties=rel_props,
        entity_labels=tuple(raw["entities"]),
    )


INT64 = (-(2**63), 2**63 - 1)  # what both stores hold in an int column


def describe(value: Any) -> str:
    """What a value is, in the words a type error needs (`a map`, `a mixed list of int/str` ...)."""
    if isinstance(value, bool):
        return "a bool"
    if isinstance(value, int):
        return "an int" if INT64[0] <= value <= INT64[1] else "an integer outside 64 bits"
    if isinstance(value, float):
        return "NaN" if math.isnan(value) else "a float"
    if isinstance(value, str):
        return "a string"
    if isinstance(value, dict):
        return "a map"
    if isinstance(value, (list, tuple)):
        if any(v is None for v in value):
            return "a list containing null"
        if any(isinstance(v, (list, tuple, dict)) for v in value):
            return "a nested list"
        kinds = sorted({"bool" if isinstance(v, bool) else "int" if isinstance(v, int) else type(v).__name__ for v in value})
        return f"a mixed list of {'/'.join(kinds)}" if len(kinds) > 1 else f"a list of {kinds[0] if kinds else 'nothing'}"
    return f"a value of type {type(value).__name__}"


def value_problem(typ: str, value: Any) -> str | None:
    """Why `value` cannot be a property of schema type `typ` (None when it can; None itself can)."""
    if value is None:
        return None
    if typ == "string":
        ok = isinstance(value, str)
    elif typ == "int":
        ok = isinstance(value, int) and not isinstance(value, bool) and INT64[0] <= value <= INT64[1]
    elif typ == "float":
        ok = isinstance(value, (int, float)) and not isinstance(value, bool) and not (isinstance(value, float) and math.isnan(value))
    elif typ == "bool":
        ok = isinstance(value, bool)
    elif typ == "string[]":
        ok = isinstance(value, (list, tuple)) and all(isinstance(v, str) for v in value)
    else:
        ok = False
    return None if ok else f"must be {typ}, not {describe(value)}"


def validate(data: dict[str, Any], schema: Schema | None = None, limit: int = 20) -> list[str]:
    """Check a graph.json-shaped dict against the schema; return the problems found (empty: valid).

    None values are allowed (an unknown year); a property not in the schema is a problem, as is a
    value of the wrong type or a relationship between labels the schema does not allow.
    """
    schema = schema or load()
    problems: list[str] = []
    labels_by_id: dict[str, str] = {}
    for node in data.get("nodes", []):
        nid, label = node.get("id"), node.get("label")
        spec = schema.labels.get(label)
        if not isinstance(nid, str) or spec is None:
            problems.append(f"node {nid!r}: unknown label {label!r}")
            continue
        if nid in labels_by_id:
            problems.append(f"node {nid!r}: duplicate id")
        labels_by_id[nid] = label
        for prop, value in node.items():
            typ = spec.properties.get(prop)
            if typ is None:
                problems.append(f"node {nid!r} ({label}): property {prop!r} not in schema")
            elif problem := value_problem(typ, value):
                problems.append(f"node {nid!r} ({label}): {prop}={value!r} {problem}")
    for edge in data.get("edges", []):
        src, tgt, rel = edge.get("source"), edge.get("target"), edge.get("type")
        ls, lt = labels_by_id.get(src), labels_by_id.get(tgt)
        if ls is None or lt is None:
            problems.append(f"edge {src!r}-[{rel}]->{tgt!r}: endpoint missing")
        elif not schema.allows(rel, ls, lt):
            problems.append(f"edge {src!r}-[{rel}]->{tgt!r}: {ls}->{lt} not allowed for {rel}")
        for prop, value in edge.items():
            if prop in ("source", "target", "type"):
                continue
            typ = schema.relationship_properties.get(prop)
            if typ is None:
                problems.append(f"edge {src!r}-[{rel}]->{tgt!r}: property {prop!r} not in schema")
            elif problem := value_problem(typ, value):
                problems.append(f"edge {src!r}-[{rel}]->{tgt!r}: {prop}={value!r} {problem}")
        if len(problems) >= limit:
            break
    return problems[:limit]
