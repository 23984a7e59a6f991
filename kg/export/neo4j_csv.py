"""CSV files for `neo4j-admin database import full`: one node file per label, one per relationship type.

Node headers are `id:ID(kg),name,year:long,aliases:string[],...,:LABEL` (one global id space, so a
relationship type whose endpoints have several labels still needs one file); relationship headers
are `:START_ID(kg),:END_ID(kg),:TYPE,key,sentence:long,...`. Column types come from the schema:
string, long, double, boolean, string[] (arrays joined by the array delimiter, `;` unless an element
contains one). Every string is quoted with doubled inner quotes, an absent value is an empty
unquoted field (no property), and import.sh beside the files holds the exact import command.
"""
from __future__ import annotations

import shlex
from pathlib import Path
from typing import Any, Iterable

import networkx as nx

from kg import schema as kg_schema
from kg.errors import KgError
from kg.fsutil import atomic_write_text

ID_SPACE = "kg"
CSV_TYPES = {"string": "", "int": ":long", "float": ":double", "bool": ":boolean", "string[]": ":string[]"}
DELIMITER_CHOICES = (";", "|", "U+001F")


def _quote(text: str) -> str:
    return '"' + text.replace('"', '""') + '"'


def _field(value: Any, typ: str, array_delimiter: str) -> str:
    if value is None:
        return ""
    if typ == "string[]":
        if not value:
            return ""
        return _quote(array_delimiter.join(str(v) for v in value))
    if typ == "bool":
        return "true" if value else "false"
    if typ == "int":
        return str(int(value))
    if typ == "float":
        return repr(float(value))
    return _quote(str(value))


def _delimiter_char(choice: str) -> str:
    return "\x1f" if choice == "U+001F" else choice


def choose_array_delimiter(graph: nx.MultiDiGraph, schema: kg_schema.Schema) -> str:
    """`;` unless some array element contains it; then `|`, then the unit separator U+001F."""
    elements: set[str] = set()
    for _, attrs in graph.nodes(data=True):
        label = schema.labels.get(attrs.get("label"))
        for prop, typ in (label.properties.items() if label else ()):
            if typ == "string[]" and attrs.get(prop):
                elements.update(attrs[prop])
    for choice in DELIMITER_CHOICES:
        ch = _delimiter_char(choice)
        if not any(ch in e for e in elements):
            return choice
    raise KgError("every candidate array delimiter (; | U+001F) occurs inside some list value")


def _lines(header: list[str], rows: Iterable[list[str]]) -> str:
    return ",".join(header) + "\n" + "".join(",".join(r) + "\n" for r in rows)


def write_neo4j_csv(graph: nx.MultiDiGraph, out_dir: str | Path, schema: kg_schema.Schema | None = None,
                    database: str = "neo4j") -> dict[str, Any]:
    """Write nodes_<Label>.csv, rels_<TYPE>.csv and import.sh into out_dir; return the file list and command."""
    schema = schema or kg_schema.load()
    out = Path(out_dir)
    out.mkdir(parents=True, exist_ok=True)
    choice = choose_array_delimiter(graph, schema)
    delim = _delimiter_char(choice)
    node_files, rel_files = [], []

    by_label: dict[str, list[tuple[str, dict]]] = {}
    for nid, attrs in graph.nodes(data=True):
        label = attrs.get("label")
        if label not in schema.labels:
            raise KgError(f"node {nid!r}: label {label!r} is not in schema/graph.yaml")
        by_label.setdefault(label, []).append((str(nid), attrs))
    for label_name in sorted(by_label):
        label = schema.labels[label_name]
        props = [(p, t) for p, t in label.properties.items() if p not in ("id", "label")]
        header = [f"id:ID({ID_SPACE})"] + [p + CSV_TYPES[t] for p, t in props] + [":LABEL"]
        rows = (
            [_quote(nid)] + [_field(attrs.get(p), t, delim) for p, t in props] + [label_name]
            for nid, attrs in sorted(by_label[label_name], key=lambda x: x[0])
        )
        path = out / f"nodes_{label_name}.csv"
        atomic_write_text(path, _lines(header, rows))
        node_files.append(path)

    by_type: dict[str, list[tuple[str, str, dict]]] = {}
    for src, tgt, attrs in graph.edges(data=True):
        rel = attrs.get("type")
        if rel not in schema.relationships:
            raise KgError(f"edge {src!r}-[{rel}]->{tgt!r}: type {rel!r} is not in schema/graph.yaml")
        by_type.setdefault(rel, []).append((str(src), str(tgt), attrs))
    rprops = list(schema.relationship_properties.items())
    for rel in sorted(by_type):
        header = [f":START_ID({ID_SPACE})", f":END_ID({ID_SPACE})", ":TYPE"] + [p + CSV_TYPES[t] for p, t in rprops]
        rows = (
            [_quote(s), _quote(t), rel] + [_field(a.get(p), typ, delim) for p, typ in rprops]
            for s, t, a in sorted(by_type[rel], key=lambda x: (x[0], x[1], str(x[2].get("key", ""))))
        )
        path = out / f"rels_{rel}.csv"
        atomic_write_text(path, _lines(header, rows))
        rel_files.append(path)

    command = import_command([p.name for p in node_files], [p.name for p in rel_files], choice, database)
    script = (
        "#!/bin/sh\n# Run from the folder holding these CSV files (e.g. Neo4j's import/ folder), with the\n"
        f"# database stopped. Written by `kg export --format neo4j-csv`.\nset -e\n{command}\n"
    )
    atomic_write_text(out / "import.sh", script)
    return {"nodes": node_files, "relationships": rel_files, "command": command, "array_delimiter": choice}


def import_command(node_files: list[str], rel_files: list[str], array_delimiter: str = ";",
                   database: str = "neo4j", prefix: str = "") -> str:
    parts = ["neo4j-admin", "database", "import", "full", database, "--overwrite-destination",
             "--multiline-fields=true", f"--array-delimiter={array_delimiter}"]
    parts += [f"--nodes={prefix}{f}" for f in node_files]
    parts += [f"--relationships={prefix}{f}" for f in rel_files]
    return " ".join(shlex.quote(p) for p in parts)
