"""kg export: graph.json as neo4j-admin import CSVs, GraphML, or (normalized) graph.json."""
from __future__ import annotations

import argparse
from pathlib import Path

FORMATS = ("neo4j-csv", "graphml", "json")


def register(subparsers: argparse._SubParsersAction) -> None:
    p = subparsers.add_parser(
        "export",
        help="export graph.json as Neo4j import CSVs, GraphML or JSON",
        description=(
            "Export a graph.json. neo4j-csv writes nodes_<Label>.csv and rels_<TYPE>.csv for "
            "`neo4j-admin database import full` plus import.sh with the exact command; graphml "
            "writes graph.graphml; json writes a normalized graph.json."
        ),
    )
    p.add_argument("graph_json", type=Path, help="the graph.json to export (e.g. exports/graph.json)")
    p.add_argument("--format", "-f", choices=FORMATS, default="neo4j-csv", help="output format (default: neo4j-csv)")
    p.add_argument("--out", "-o", type=Path, required=True, help="output folder")
    p.add_argument("--database", default="neo4j", help="database name in the neo4j-admin command (default: neo4j)")
    p.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    from kg.errors import KgError
    from kg.fsutil import atomic_write_text
    from kg.graph.io import dumps, read_graph_json

    graph = read_graph_json(args.graph_json)
    if args.out.exists() and not args.out.is_dir():
        raise KgError(f"{args.out}: exists and is not a folder")
    if args.format == "neo4j-csv":
        from kg.export.neo4j_csv import write_neo4j_csv

        result = write_neo4j_csv(graph, args.out, database=args.database)
        files = len(result["nodes"]) + len(result["relationships"])
        print(f"wrote {files} CSV files and import.sh to {args.out}")
        print(f"import with (from {args.out}, database stopped): {result['command']}")
    elif args.format == "graphml":
        try:
            from kg.export.graphml import write_graphml
        except ImportError:
            raise KgError("GraphML export is not available in this build (kg.export.graphml missing)") from None
        path = args.out / "graph.graphml"
        args.out.mkdir(parents=True, exist_ok=True)
        write_graphml(graph, path)
        print(f"wrote {path}")
    else:
        path = atomic_write_text(args.out / "graph.json", dumps(graph))
        print(f"wrote {path}")
    return 0
