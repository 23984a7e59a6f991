"""kg build: abstracts in, knowledge graph out (graph.json, GraphML, views, embedded store)."""
from __future__ import annotations

import argparse
import sys
from pathlib import Path

from kg.workflow import BuildOptions, default_workers, run_build
from kg.corpus.readers import ReadOptions


def register(subparsers: argparse._SubParsersAction) -> None:
    p = subparsers.add_parser(
        "build",
        help="build the knowledge graph of one or more abstract files or folders",
        description=(
            "Read abstracts (plain text lists, JSON Lines, CSV, or folders of them), extract methods, "
            "tasks, datasets, metrics, claims and results, link them across papers, and write "
            "OUT/graph.json, OUT/graph.graphml, OUT/graph.html (+ index.html, papers/, entities/), "
            "OUT/report.html and the embedded Cypher store OUT/graph.db."
        ),
    )
    p.add_argument("inputs", nargs="+", metavar="INPUT", help="a .txt/.md, .jsonl, .csv/.tsv file, or a folder of them")
    p.add_argument("--out", type=Path, default=Path("exports"), help="output folder (default: exports)")
    p.add_argument("--workers", type=int, default=None, help="extraction processes (default: the number of cores)")
    p.add_argument("--batch-size", type=int, default=64, help="abstracts per extraction batch (default: 64)")
    p.add_argument("--scheduler", metavar="ADDRESS", help="run extraction on a Dask cluster, e.g. tcp://HOST:8786")
    p.add_argument("--update", action="store_true",
                   help="add INPUT's papers to the graph already in OUT, re-extracting only new papers; "
                        "ids that new papers merge away are listed in OUT/aliases.jsonl (and deleted from Neo4j with --neo4j)")
    p.add_argument("--aliases", type=Path, metavar="YAML",
                   help="apply a reviewed aliases.yaml: merge groups, splits, renames, label fixes, drops "
                        "(see `kg resolve suggest`)")
    p.add_argument("--rules-only", action="store_true", help="skip the trained models (rule components only)")
    p.add_argument("--abstract-field", default="abstract", help="JSONL/CSV field holding the abstract (default: abstract)")
    p.add_argument("--id-field", default="id", help="JSONL/CSV field holding the paper id (default: id)")
    p.add_argument("--skip-bad", action="store_true", help="skip malformed records instead of stopping (they are counted)")
    p.add_argument("--max-chars", type=int, default=20_000, help="truncate longer abstracts, with a warning (default: 20000)")
    p.add_argument("--non-english", choices=("keep", "skip"), default="keep",
                   help="what to do with abstracts that do not look English (default: keep, with a warning)")
    p.add_argument("--no-store", action="store_true", help="do not write the embedded store graph.db")
    p.add_argument("--no-views", action="store_true", help="do not write the HTML views")
    p.add_argument("--no-graphml", action="store_true", help="do not write graph.graphml")
    p.add_argument("--no-report", action="store_true", help="do not write report.html and its plots")
    p.add_argument("--neo4j", action="store_true", help="also load the graph into Neo4j (see `kg load --help` for the connection)")
    p.add_argument("--uri", help="Neo4j Bolt URI (default: $NEO4J_URI or bolt://localhost:7687)")
    p.add_argument("--user", help="Neo4j user (default: $NEO4J_USERNAME or neo4j)")
    p.add_argument("--password", help="Neo4j password (default: $NEO4J_PASSWORD)")
    p.add_argument("--database", help="Neo4j database (default: $NEO4J_DATABASE or neo4j)")
    p.add_argument("--quiet", action="store_true", help="print nothing but errors")
    p.set_defaults(func=run)


def _progress(quiet: bool):
    if quiet or not sys.stderr.isatty():
        return None
    from tqdm import tqdm

    return lambda it: tqdm(it, desc="extracting", unit=" abstracts", file=sys.stderr)


def run(args: argparse.Namespace) -> int:
    from kg.errors import KgError

    if args.workers is not None and args.workers < 1:
        raise KgError("--workers must be at least 1")
    if args.batch_size < 1 or args.max_chars < 100:
        raise KgError("--batch-size must be at least 1 and --max-chars at least 100")
    opts = BuildOptions(
        out_dir=args.out,
        read=ReadOptions(abstract_field=args.abstract_field, id_field=args.id_field, skip_bad=args.skip_bad,
                         max_chars=args.max_chars, non_english=args.non_english),
        workers=args.workers or default_workers(),
        batch_size=args.batch_size,
        use_models=not args.rules_only,
        scheduler=args.scheduler,
        update=args.update,
        aliases=args.aliases,
        store=not args.no_store,
        views=not args.no_views,
        graphml=not args.no_graphml,
        report=not args.no_report and not args.no_views,
        neo4j={"uri": args.uri, "user": args.user, "password": args.password, "database": args.database} if args.neo4j else None,
        progress=_progress(args.quiet),
    )
    summary = run_build(args.inputs, opts)
    if not args.quiet:
        nodes = ", ".join(f"{k} {v}" for k, v in summary.nodes_by_label.items())
        edges = ", ".join(f"{k} {v}" for k, v in summary.edges_by_type.items())
        print(f"papers: {summary.papers} ({summary.extracted} extracted, {summary.papers - summary.extracted} from cache)")
        if summary.reading:
            print("reading: " + ", ".join(f"{k.replace('_', ' ')} {v}" for k, v in summary.reading.items()))
        print(f"nodes: {sum(summary.nodes_by_label.values())} ({nodes})")
        print(f"edges: {sum(summary.edges_by_type.values())} ({edges})")
        print("wrote: " + ", ".join(summary.outputs))
    if summary.neo4j is not None:
        for warning in summary.neo4j.get("warnings", []):
            print(f"kg: warning: {warning}", file=sys.stderr)
        if not args.quiet:
            n = summary.neo4j
            print(f"neo4j: loaded {n['nodes']} nodes and {n['relationships']} relationships into {n['uri']} "
                  f"database {n['database']}; it now holds {n['db_nodes']} nodes and {n['db_relationships']} relationships")
    if not args.quiet:
        print(f"seconds: {summary.seconds}")
    return 0
