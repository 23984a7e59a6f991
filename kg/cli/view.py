"""`kg view GRAPH_JSON --out DIR`: write the interactive HTML views of a graph.json."""
from __future__ import annotations

import argparse
import time
from pathlib import Path


def register(subparsers: argparse._SubParsersAction) -> None:
    p = subparsers.add_parser(
        "view",
        help="write interactive HTML views (overview, index, a page per paper and entity)",
        description="Write graph.html (overview), index.html, papers/*.html and entities/*.html into DIR. "
                    "The pages work offline: every script they need is in DIR/assets.",
    )
    p.add_argument("graph_json", metavar="GRAPH_JSON", help="a graph.json written by `kg build`")
    p.add_argument("--out", "-o", required=True, metavar="DIR", help="output folder (created if missing)")
    p.add_argument("--top", type=int, default=300, metavar="N",
                   help="entities drawn in the overview, by paper count (default: 300)")
    pages = p.add_mutually_exclusive_group()
    pages.add_argument("--no-pages", dest="pages", action="store_const", const=False,
                       help="only the overview and the index, no page per paper and entity")
    pages.add_argument("--all-pages", dest="pages", action="store_const", const=True,
                       help="a page per paper and entity however many (default: only up to 2,000 entities)")
    p.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    from kg.errors import KgError
    from kg.graph.io import read_graph_json
    from kg.view import pages_by_default, pages_skipped_reason, write_views

    if args.top < 1:
        raise KgError("--top must be at least 1")
    t0 = time.perf_counter()
    graph = read_graph_json(args.graph_json)
    out = Path(args.out)
    if out.exists() and not out.is_dir():
        raise KgError(f"{out}: exists and is not a folder")
    with_pages = pages_by_default(graph, args.pages)
    written = write_views(graph, out, top_n=args.top, pages=with_pages)
    pages = sum(1 for p in written if p.suffix == ".html")
    print(f"wrote {pages} pages to {out} in {time.perf_counter() - t0:.1f}s; open {out / 'index.html'} or {out / 'graph.html'}")
    if not with_pages:
        why = pages_skipped_reason(args.pages)
        print(f"no page per paper and entity ({why}); `kg serve` on a kg build folder shows them on request")
    return 0
