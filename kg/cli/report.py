"""kg report: an offline HTML report of a graph.json with matplotlib plots beside it."""
from __future__ import annotations

import argparse
from pathlib import Path

from kg.errors import KgError
from kg.graph.io import read_graph_json


def register(subparsers: argparse._SubParsersAction) -> None:
    p = subparsers.add_parser(
        "report",
        help="write an HTML report (top entities, task x dataset heatmap, communities, results, claims)",
        description=(
            "Write DIR/report.html and PNG plots beside it. The page is self-contained (no network). "
            "Paper titles link to the paper pages kg build writes (papers/<page>.html, relative to "
            "the report); --pages-dir points the links elsewhere."
        ),
    )
    p.add_argument("graph", type=Path, metavar="GRAPH_JSON", help="the graph.json written by kg build")
    p.add_argument("--out", type=Path, required=True, metavar="DIR", help="folder for report.html and its PNGs")
    p.add_argument(
        "--pages-dir", default="papers", metavar="REL",
        help="URL of the paper pages relative to the report (default: papers)",
    )
    p.add_argument("--top", type=int, default=15, metavar="N", help="entities per plot (default: 15)")
    p.add_argument("--seed", type=int, default=0, help="random seed of the community detection (default: 0)")
    p.add_argument("--title", default="Knowledge graph report", help="the page title")
    p.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    from kg.report import write_report  # matplotlib is imported only when a report is written

    if args.top < 1:
        raise KgError("--top must be 1 or more")
    if args.out.exists() and not args.out.is_dir():
        raise KgError(f"{args.out}: exists and is not a folder")
    graph = read_graph_json(args.graph)
    result = write_report(graph, args.out, pages_dir=args.pages_dir, top=args.top, seed=args.seed, title=args.title)
    print(f"wrote {result['path']} ({len(result['plots'])} plots)")
    if result["omitted"]:
        print(f"no data for: {', '.join(result['omitted'])}")
    return 0
