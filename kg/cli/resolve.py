"""`kg resolve suggest GRAPH_JSON --out candidates.csv`: nodes to review before the next build."""
from __future__ import annotations

import argparse
from collections import Counter
from pathlib import Path


def register(subparsers: argparse._SubParsersAction) -> None:
    p = subparsers.add_parser(
        "resolve",
        help="review entity resolution: list likely duplicate and mistyped nodes",
        description="Entity resolution review. `suggest` lists likely duplicates (pair, label, score, "
        "shared papers, one evidence sentence each) and likely mistyped nodes as CSV; accepted rows go "
        "into an aliases.yaml that `kg build --aliases aliases.yaml` applies.",
    )
    sub = p.add_subparsers(dest="resolve_command", metavar="ACTION", required=True)
    s = sub.add_parser("suggest", help="write candidates.csv from a graph.json")
    s.add_argument("graph", type=Path, metavar="GRAPH_JSON", help="a graph.json written by kg build")
    s.add_argument("--out", type=Path, default=Path("candidates.csv"), help="CSV to write (default: candidates.csv)")
    s.add_argument("--quiet", action="store_true", help="print nothing but errors")
    s.set_defaults(func=run_suggest)


def run_suggest(args: argparse.Namespace) -> int:
    from kg.graph.io import read_graph_json
    from kg.resolve.suggest import suggest, write_csv

    candidates = suggest(read_graph_json(args.graph))
    write_csv(candidates, args.out)
    if not args.quiet:
        kinds = Counter(c.kind for c in candidates)
        print(f"{kinds['duplicate']} likely duplicates, {kinds['case-split']} nodes kept apart by case and "
              f"{kinds['mistyped']} likely mistyped nodes: wrote {args.out}")
    return 0
