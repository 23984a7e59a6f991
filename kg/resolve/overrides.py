"""A user's corrections, read from aliases.yaml and applied by `kg build --aliases`.

    merge:   [[CIFAR-10, CIFAR10 benchmark], ...]   each list becomes one node
    split:   [{node: GP, papers: [p-1, p-2], name: genetic programming}, ...]
             the node's mentions in those papers become a node of their own
    rename:  {method:lora: LoRA}                    display name (the id stays)
    label:   {XGBoost: Method}                      label fix
    drop:    [our approach]                         nodes to remove with their edges

A node is named by its id or by any name whose normalized key it holds. Every correction is
recorded in the node's merged_by (user-merge, user-split, user-rename, user-label).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

import yaml

from kg import schema as kg_schema
from kg.errors import KgError

SECTIONS = ("merge", "split", "rename", "label", "drop")


@dataclass(frozen=True)
class Split:
    node: str
    papers: tuple[str, ...]
    name: str


@dataclass
class Overrides:
    merge: list[list[str]] = field(default_factory=list)
    split: list[Split] = field(default_factory=list)
    rename: dict[str, str] = field(default_factory=dict)
    label: dict[str, str] = field(default_factory=dict)
    drop: list[str] = field(default_factory=list)


def _strings(value, where: str) -> list[str]:
    if not isinstance(value, list) or not all(isinstance(v, (str, int, float)) for v in value):
        raise KgError(f"{where}: expected a list of names")
    return [str(v) for v in value]


def _mapping(value, where: str) -> dict[str, str]:
    if not isinstance(value, dict) or not all(isinstance(v, (str, int, float)) for v in value.values()):
        raise KgError(f"{where}: expected 'node: value' lines")
    return {str(k): str(v) for k, v in value.items()}


def parse(data, where: str = "aliases.yaml") -> Overrides:
    if data is None:
        return Overrides()
    if not isinstance(data, dict):
        raise KgError(f"{where}: expected sections {', '.join(SECTIONS)}")
    unknown = sorted(set(map(str, data)) - set(SECTIONS))
    if unknown:
        raise KgError(f"{where}: unknown section '{unknown[0]}' (known: {', '.join(SECTIONS)})")
    out = Overrides()
    for i, group in enumerate(data.get("merge") or [], 1):
        names = _strings(group, f"{where}: merge group {i}")
        if len(names) < 2:
            raise KgError(f"{where}: merge group {i}: needs two or more nodes")
        out.merge.append(names)
    for i, item in enumerate(data.get("split") or [], 1):
        if not isinstance(item, dict) or not {"node", "papers", "name"} <= set(item):
            raise KgError(f"{where}: split {i}: needs node, papers and name")
        out.split.append(Split(str(item["node"]), tuple(_strings(item["papers"], f"{where}: split {i} papers")),
                               str(item["name"])))
    out.rename = _mapping(data.get("rename") or {}, f"{where}: rename")
    out.label = _mapping(data.get("label") or {}, f"{where}: label")
    allowed = kg_schema.load().entity_labels
    for node, lab in out.label.items():
        if lab not in allowed:
            raise KgError(f"{where}: label {node}: '{lab}' is not one of {', '.join(allowed)}")
    out.drop = _strings(data.get("drop") or [], f"{where}: drop")
    return out


def read(path: str | Path) -> Overrides:
    path = Path(path)
    if not path.is_file():
        raise KgError(f"{path}: no such aliases file")
    try:
        data = yaml.safe_load(path.read_text(encoding="utf-8"))
    except (yaml.YAMLError, UnicodeDecodeError) as exc:
        first = str(exc).splitlines()[0] if str(exc) else type(exc).__name__
        raise KgError(f"{path}: not a YAML file ({first})") from None
    return parse(data, str(path))
