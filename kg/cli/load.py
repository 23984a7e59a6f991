"""kg load: MERGE a graph.json into Neo4j over Bolt (constraints and indexes from the schema)."""
from __future__ import annotations

import argparse
import sys
from pathlib import Path

from kg.cli.query import add_neo4j_args


def register(subparsers: argparse._SubParsersAction) -> None:
    p = subparsers.add_parser(
        "load",
        help="load graph.json into Neo4j (idempotent MERGE; reruns finish an interrupted load)",
        description=(
            "Load a graph.json into Neo4j: uniqueness constraints on id, indexes and a full-text "
            "index from schema/graph.yaml, then nodes and relationships MERGEd in batches, one "
            "transaction each. Connection settings default to NEO4J_URI, NEO4J_USERNAME, "
            "NEO4J_PASSWORD and NEO4J_DATABASE."
        ),
    )
    p.add_argument("graph_json", type=Path, help="the graph.json to load (e.g. exports/graph.json)")
    add_neo4j_args(p)
    p.add_argument("--batch-size", type=int, default=1000, help="rows per transaction (default: 1000)")
    p.add_argument("--quiet", "-q", action="store_true", help="no progress on stderr")
    p.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    from kg.errors import KgError
    from kg.graph.io import read_graph_json
    from kg.store import neo4j as store

    if args.batch_size < 1:
        raise KgError("--batch-size must be at least 1")
    graph = read_graph_json(args.graph_json)

    def progress(kind: str, done: int, total: int) -> None:
        if not args.quiet and sys.stderr.isatty():
            print(f"\r{kind}: {done}/{total}", end="", file=sys.stderr, flush=True)

    result = store.load_graph(
        graph, uri=args.uri, user=args.user, password=args.password, database=args.database,
        batch_size=args.batch_size, progress=progress,
    )
    if not args.quiet and sys.stderr.isatty():
        print(file=sys.stderr)
    for warning in result["warnings"]:
        print(f"kg: warning: {warning}", file=sys.stderr)
    print(
        f"loaded {result['nodes']} nodes and {result['relationships']} relationships into "
        f"{result['uri']} database {result['database']} in {result['seconds']}s "
        f"({result['batches']} batches); the database now holds {result['db_nodes']} nodes and "
        f"{result['db_relationships']} relationships"
    )
    return 0
