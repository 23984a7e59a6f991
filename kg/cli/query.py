"""kg query: run Cypher on the embedded graph.db or, with --neo4j, on a Neo4j server over Bolt."""
from __future__ import annotations

import argparse
import json
from pathlib import Path
from typing import Any

from kg.errors import KgError

DEFAULT_DB = Path("exports") / "graph.db"


def add_neo4j_args(parser: argparse.ArgumentParser) -> None:
    """--uri/--user/--password/--database, defaulting to NEO4J_* environment variables."""
    parser.add_argument("--uri", help="Bolt URI (default: $NEO4J_URI or bolt://localhost:7687)")
    parser.add_argument("--user", help="user name (default: $NEO4J_USERNAME or neo4j)")
    parser.add_argument(
        "--password", help="password (default: $NEO4J_PASSWORD; prefer the variable, it stays out of shell history)"
    )
    parser.add_argument("--database", help="database name (default: $NEO4J_DATABASE or neo4j)")


def register(subparsers: argparse._SubParsersAction) -> None:
    p = subparsers.add_parser(
        "query",
        help="run a Cypher query on the graph (embedded graph.db, or Neo4j with --neo4j)",
        description=(
            "Run one Cypher query and print the rows as a table (or JSON with --json). Read-only "
            "unless --write is given. The embedded store is LadybugDB: use label(n) there where "
            "Neo4j has labels(n) and type(r)."
        ),
    )
    p.add_argument("cypher", help="the Cypher query")
    p.add_argument("--db", type=Path, default=DEFAULT_DB, help=f"embedded database (default: {DEFAULT_DB})")
    p.add_argument("--json", action="store_true", help="print a JSON list of row objects")
    p.add_argument("--write", action="store_true", help="allow queries that change the graph")
    p.add_argument(
        "--param", "-p", action="append", default=[], metavar="NAME=VALUE",
        help="query parameter $NAME; VALUE is read as JSON when it parses, else as a string (repeatable)",
    )
    p.add_argument("--neo4j", action="store_true", help="query a Neo4j server over Bolt instead of --db")
    add_neo4j_args(p)
    p.set_defaults(func=run)


def parse_params(items: list[str]) -> dict[str, Any]:
    params: dict[str, Any] = {}
    for item in items:
        name, sep, raw = item.partition("=")
        if not sep or not name.strip():
            raise KgError(f"--param {item!r}: expected NAME=VALUE")
        try:
            value = json.loads(raw)
        except json.JSONDecodeError:
            value = raw
        params[name.strip().lstrip("$")] = value
    return params


def _cell(value: Any) -> str:
    if value is None:
        return ""
    if isinstance(value, str):
        return value
    return json.dumps(value, ensure_ascii=False)


def format_table(columns: list[str], rows: list[list[Any]]) -> str:
    cells = [[_cell(v).replace("\n", " ") for v in row] for row in rows]
    widths = [len(c) for c in columns]
    for row in cells:
        for i, c in enumerate(row):
            widths[i] = max(widths[i], min(len(c), 80))
    def line(values: list[str]) -> str:
        out = []
        for v, w in zip(values, widths):
            v = v if len(v) <= 80 else v[:79] + "…"
            out.append(v.ljust(w))
        return " | ".join(out).rstrip()
    parts = [line(columns), "-+-".join("-" * w for w in widths)]
    parts += [line(r) for r in cells]
    parts.append(f"({len(rows)} row{'s' if len(rows) != 1 else ''})")
    return "\n".join(parts)


def run(args: argparse.Namespace) -> int:
    params = parse_params(args.param)
    if args.neo4j:
        from kg.store.neo4j import Neo4jStore

        store = Neo4jStore(args.uri, args.user, args.password, args.database, retry_seconds=15.0)
    else:
        from kg.store.embedded import EmbeddedStore

        store = EmbeddedStore(args.db)
    with store:
        columns, rows = store.query(args.cypher, params, write=args.write)
    if args.json:
        print(json.dumps([dict(zip(columns, row)) for row in rows], ensure_ascii=False))
    else:
        print(format_table(columns, rows))
    return 0
