"""kg stats: counts, top entities, degrees, components and paper communities of a graph.json."""
from __future__ import annotations

import argparse
import json
from pathlib import Path
from typing import Any

from kg.errors import KgError
from kg.graph import analytics
from kg.graph.io import read_graph_json


def register(subparsers: argparse._SubParsersAction) -> None:
    p = subparsers.add_parser(
        "stats",
        help="summarize a graph.json: counts, top entities, degrees, components, communities",
        description=(
            "Print node counts by label and relationship counts by type, the entities in the most "
            "papers per label, a degree summary, connected components, and communities of papers "
            "that share entities (Louvain, seeded). Human-readable by default, JSON with --json."
        ),
    )
    p.add_argument("graph", type=Path, metavar="GRAPH_JSON", help="the graph.json written by kg build")
    p.add_argument("--json", action="store_true", help="print one JSON object instead of text")
    p.add_argument("--top", type=int, default=10, metavar="N", help="entities and communities to list (default: 10)")
    p.add_argument("--seed", type=int, default=0, help="random seed of the community detection (default: 0)")
    p.set_defaults(func=run)


def _section(title: str) -> str:
    return f"\n{title}\n{'-' * len(title)}"


def format_text(s: dict[str, Any]) -> str:
    lines = [f"{s['nodes']} nodes, {s['edges']} relationships"]
    lines.append(_section("Nodes by label"))
    width = max((len(k) for k in s["labels"]), default=0)
    lines += [f"  {k:<{width}}  {v:>7}" for k, v in s["labels"].items()] or ["  (none)"]
    lines.append(_section("Relationships by type"))
    width = max((len(k) for k in s["types"]), default=0)
    lines += [f"  {k:<{width}}  {v:>7}" for k, v in s["types"].items()] or ["  (none)"]
    lines.append(_section("Top entities (papers)"))
    any_entity = False
    for label, rows in s["top_entities"].items():
        if not rows:
            continue
        any_entity = True
        lines.append(f"  {label}: " + ", ".join(f"{r['name']} ({r['paper_count']})" for r in rows))
    if not any_entity:
        lines.append("  (none)")
    d = s["degree"]
    lines.append(_section("Degree"))
    lines.append(f"  min {d['min']}, median {d['median']:g}, mean {d['mean']:g}, max {d['max']}, isolated {d['isolated']}")
    dist = d.get("distribution") or {}
    if dist:
        pairs = sorted((int(k), v) for k, v in dist.items())
        shown = ", ".join(f"{k}: {v}" for k, v in pairs[:12]) + (", ..." if len(pairs) > 12 else "")
        lines.append(f"  nodes by degree  {shown}")
    c = s["components"]
    lines.append(_section("Connected components"))
    sizes = ", ".join(map(str, c["sizes"])) or "-"
    lines.append(f"  {c['count']} components (largest {c['largest_fraction'] * 100:.0f}% of nodes); "
                 f"sizes {sizes}; {c['singletons']} singletons")
    cm = s["communities"]
    lines.append(_section("Communities of papers"))
    lines.append(f"  {cm['count']} communities (Louvain over shared entities, seed {cm['seed']})")
    for item in cm["items"]:
        terms = ", ".join(item["terms"]) or "-"
        noun = "paper " if item["size"] == 1 else "papers"
        lines.append(f"  C{item['index'] + 1:<3} {item['size']:>5} {noun}  {terms}")
    return "\n".join(lines)


def run(args: argparse.Namespace) -> int:
    if args.top < 0:
        raise KgError("--top must be 0 or more")
    graph = read_graph_json(args.graph)
    s = analytics.summary(graph, top=args.top, seed=args.seed)
    if args.json:
        print(json.dumps(s, ensure_ascii=False, indent=2))
    else:
        print(format_text(s))
    return 0
