"""kg build: abstracts in, knowledge graph out (graph.json, GraphML, views, embedded store)."""
from __future__ import annotations

import argparse
import sys
from pathlib import Path

from kg.cli import check_paper_timeout, warn_failed
from kg.corpus.readers import ReadOptions
from kg.extract.deadline import PAPER_TIMEOUT
from kg.workflow import BuildOptions, default_workers, run_build


def register(subparsers: argparse._SubParsersAction) -> None:
    p = subparsers.add_parser(
        "build",
        help="build the knowledge graph of one or more abstract files or folders",
        description=(
            "Read abstracts (plain text lists, JSON, JSON Lines, CSV/TSV, BibTeX, RIS, any of them gzipped, "
            "or folders of them), extract methods, "
            "tasks, datasets, metrics, claims and results, link them across papers, and write "
            "OUT/graph.json, OUT/graph.graphml, OUT/graph.html (+ index.html, papers/, entities/), "
            "OUT/report.html, the embedded Cypher store OUT/graph.db with OUT/overview.json (what `kg serve` "
            "draws) and OUT/build-log.json (what was read, "
            "dropped and written)."
        ),
    )
    p.add_argument("inputs", nargs="+", metavar="INPUT",
                   help="a .txt/.md, .json, .jsonl, .csv/.tsv, .bib or .ris file (or any of them .gz), or a folder of them")
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
    p.add_argument("--component", action="append", default=[], metavar="MODULE:FACTORY",
                   help="import MODULE and add the spaCy component its FACTORY makes after kg's own components, "
                        "in every worker (repeatable; MODULE must be importable there, e.g. on PYTHONPATH)")
    p.add_argument("--paper-timeout", type=float, default=PAPER_TIMEOUT, metavar="SECONDS",
                   help="fail a paper (it is left out and reported) when extraction spends longer than this on it; "
                        f"0: no limit (default: {PAPER_TIMEOUT:g})")
    p.add_argument("--strict", action="store_true",
                   help="exit with status 3 when some paper failed in extraction (the graph of the others is "
                        "still written); by default such papers are reported and the exit status is 0")
    fields = p.add_argument_group(
        "input fields", "Field and column names are matched case-insensitively. Without these options the usual "
        "names are tried (abstract/summary/AB, title/TI, year/date/PY, venue/booktitle/journal/conference, "
        "id/paper_id); authors, doi, url, keywords, status and track are read when present.")
    for name in ("abstract", "id", "title", "year", "venue"):
        fields.add_argument(f"--{name}-field", metavar="NAME", help=f"the field or column holding the paper's {name}")
    fields.add_argument("--venue", default="", metavar="NAME", help="venue for papers whose record names none")
    fields.add_argument("--year", type=int, metavar="N", help="year for papers whose record gives none")
    fields.add_argument("--delimiter", metavar="CHAR",
                        help="CSV delimiter (one character, or tab/comma/semicolon/pipe); default: sniffed from the file")
    fields.add_argument("--one-per-line", action="store_true",
                        help="plain text: every non-empty line is one abstract (detected when a file has no blank "
                             "lines and mostly abstract-long lines)")
    p.add_argument("--dedupe-ids", action="store_true",
                   help="when one id names records with different abstracts, keep both under suffixed ids "
                        "(with a warning) instead of stopping")
    p.add_argument("--skip-bad", action="store_true", help="skip malformed records instead of stopping (they are counted)")
    p.add_argument("--max-chars", type=int, default=20_000, help="truncate longer abstracts, with a warning (default: 20000)")
    p.add_argument("--non-english", choices=("keep", "skip"), default="keep",
                   help="what to do with abstracts that do not look English (default: keep, with a warning)")
    p.add_argument("--no-store", action="store_true", help="do not write the embedded store graph.db")
    p.add_argument("--no-views", action="store_true", help="do not write the HTML views")
    pages = p.add_mutually_exclusive_group()
    pages.add_argument("--no-pages", dest="pages", action="store_const", const=False,
                       help="write the overview and index but no page per paper and entity (`kg serve OUT` shows "
                            "them on request); by default the pages are written only for graphs of up to "
                            "2,000 entities")
    pages.add_argument("--all-pages", dest="pages", action="store_const", const=True,
                       help="write a page per paper and entity however many there are")
    p.add_argument("--no-graphml", action="store_true", help="do not write graph.graphml")
    p.add_argument("--no-report", action="store_true", help="do not write report.html and its plots")
    p.add_argument("--neo4j", action="store_true", help="also load the graph into Neo4j (see `kg load --help` for the connection)")
    p.add_argument("--uri", help="Neo4j Bolt URI (default: $NEO4J_URI or bolt://localhost:7687)")
    p.add_argument("--user", help="Neo4j user (default: $NEO4J_USERNAME or neo4j)")
    p.add_argument("--password", help="Neo4j password (default: $NEO4J_PASSWORD)")
    p.add_argument("--database", help="Neo4j database (default: $NEO4J_DATABASE or neo4j)")
    p.add_argument("--quiet", action="store_true", help="print nothing but warnings and errors (no progress, no summary)")
    p.set_defaults(func=run)


def _progress(quiet: bool):
    if quiet:
        return None
    from kg.progress import Progress

    return Progress(sys.stderr)


def _reading(reading: dict) -> str:
    parts = [f"{reading.get('papers', 0):,} papers kept"]
    dropped = reading.get("dropped", {})
    if dropped:
        parts.append("dropped: " + ", ".join(f"{reason} {n:,}" for reason, n in dropped.items()))
    parts += [f"{k} {reading[k]:,}" for k in ("truncated", "renamed ids") if reading.get(k)]
    return "; ".join(parts)


def _outputs(summary) -> str:
    return ", ".join(f"{name} ({summary.folder_files[name]:,} files)" if name in summary.folder_files else name
                     for name in summary.outputs)


def run(args: argparse.Namespace) -> int:
    from kg.corpus.csvfile import delimiter_option
    from kg.errors import KgError

    if args.workers is not None and args.workers < 1:
        raise KgError("--workers must be at least 1")
    if args.batch_size < 1 or args.max_chars < 100:
        raise KgError("--batch-size must be at least 1 and --max-chars at least 100")
    check_paper_timeout(args.paper_timeout)
    read = ReadOptions(
        abstract_field=args.abstract_field, id_field=args.id_field, title_field=args.title_field,
        year_field=args.year_field, venue_field=args.venue_field, venue=args.venue.strip(), year=args.year,
        delimiter=delimiter_option(args.delimiter) if args.delimiter else None, one_per_line=args.one_per_line,
        dedupe_ids=args.dedupe_ids, skip_bad=args.skip_bad, max_chars=args.max_chars, non_english=args.non_english,
    )
    opts = BuildOptions(
        out_dir=args.out,
        read=read,
        workers=args.workers or default_workers(),
        batch_size=args.batch_size,
        use_models=not args.rules_only,
        scheduler=args.scheduler,
        update=args.update,
        aliases=args.aliases,
        store=not args.no_store,
        views=not args.no_views,
        pages=args.pages,
        graphml=not args.no_graphml,
        report=not args.no_report and not args.no_views,
        neo4j={"uri": args.uri, "user": args.user, "password": args.password, "database": args.database} if args.neo4j else None,
        progress=_progress(args.quiet),
        components=tuple(args.component),
        paper_timeout=args.paper_timeout,
    )
    summary = run_build(args.inputs, opts)
    if not args.quiet:
        nodes = ", ".join(f"{k} {v}" for k, v in summary.nodes_by_label.items())
        edges = ", ".join(f"{k} {v}" for k, v in summary.edges_by_type.items())
        failed = f", {len(summary.failed)} failed in extraction" if summary.failed else ""
        print(f"papers: {summary.papers} ({summary.extracted} extracted, {summary.papers - summary.extracted} from cache{failed})")
        print(f"reading: {_reading(summary.reading)} (details in {args.out / 'build-log.json'})")
        print(f"nodes: {sum(summary.nodes_by_label.values())} ({nodes})")
        print(f"edges: {sum(summary.edges_by_type.values())} ({edges})")
        print("wrote: " + _outputs(summary))
        if summary.pages_skipped:
            from kg.view import pages_skipped_reason

            why = pages_skipped_reason(args.pages)
            print(f"pages: no page per paper and entity ({why}); `kg serve {args.out}` shows them on request")
    if summary.neo4j is not None:
        for warning in summary.neo4j.get("warnings", []):
            print(f"kg: warning: {warning}", file=sys.stderr)
        if not args.quiet:
            n = summary.neo4j
            print(f"neo4j: loaded {n['nodes']} nodes and {n['relationships']} relationships into {n['uri']} "
                  f"database {n['database']}; it now holds {n['db_nodes']} nodes and {n['db_relationships']} relationships")
    if not args.quiet:
        print(f"seconds: {summary.seconds}")
    if summary.failed:  # after the outputs are in place; also with --quiet
        warn_failed(len(summary.failed), f"not in the graph; see {args.out / 'build-log.json'}")
        if args.strict:
            return 3
    return 0
