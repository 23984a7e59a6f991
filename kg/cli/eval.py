"""`kg eval scierc|csabstruct FILE [--json]`: score the shipped trained models on an annotated file.
`kg eval venue GOLD INPUT [--json] [-v] [--half even|odd|all]`: build INPUT and score the graph per paper.
`kg eval resolution [VENUE_DIR]`: merge precision and recall of entity resolution on a mined silver set."""
from __future__ import annotations

import json
import sys
from pathlib import Path

from kg.cli import check_paper_timeout, warn_failed
from kg.errors import KgError
from kg.extract.deadline import PAPER_TIMEOUT


def register(subparsers) -> None:
    p = subparsers.add_parser(
        "eval",
        help="evaluate the shipped extraction models on SciERC or CSAbstruct files",
        description="Evaluate the shipped pipeline (en_core_web_sm + kg trained components) on FILE's own "
        "tokens. scierc: exact typed entity spans and strict relations (both spans + type). "
        "csabstruct: sentence-role micro F1.",
    )
    p.add_argument("corpus", choices=["scierc", "csabstruct", "venue", "resolution"], help="format of FILE")
    p.add_argument("file", type=Path, nargs="?",
                   help="SciERC .json (one doc a line), CSAbstruct .jsonl or a venue gold .json; for resolution, a "
                   "folder of abstract JSON Lines (.jsonl or .jsonl.gz) to mine the silver set from "
                   "(default: ../shared/data/venues)")
    p.add_argument("input", nargs="*", help="venue: the abstracts to build and score (files or folders kg build reads)")
    p.add_argument("--files", type=int, metavar="N", help="resolution: mine only the first N files of the folder")
    p.add_argument("--threshold", type=float, action="append", metavar="SCORE",
                   help="resolution: similarity threshold(s) to score (repeat to compare; default: the shipped one)")
    p.add_argument("--json", action="store_true", help="print the figures as JSON")
    p.add_argument("-v", "--verbose", action="store_true", help="venue: list every miss and every extra with its paper id")
    p.add_argument("--half", choices=["all", "even", "odd"], default="all",
                   help="venue: the half (by input position) whose per-family figures and -v listing are shown; "
                   "the all/even/odd summary is always printed")
    p.add_argument("--workers", type=int, default=1, help="venue: extraction processes")
    p.add_argument("--paper-timeout", type=float, default=PAPER_TIMEOUT, metavar="SECONDS",
                   help="venue: seconds extraction may spend on one paper before it is failed, as in kg build (0: no limit)")
    p.set_defaults(func=run)


def _table(result: dict) -> str:
    lines = []
    if "entities" in result:
        for key in ("entities", "relations"):
            r = result[key]
            lines.append(f"{key:<12} P {r['p']:.4f}  R {r['r']:.4f}  F1 {r['f1']:.4f}")
            for lab, s in r.get("per_type", {}).items():
                lines.append(f"  {lab:<20} P {s['p']:.4f}  R {s['r']:.4f}  F1 {s['f1']:.4f}")
        lines.append(f"gold relations with both argument spans predicted: {result['relations']['args_predicted']:.4f}")
    else:
        lines.append(f"micro F1 {result['micro_f1']:.4f}  ({result.get('sentences', 0)} sentences)")
        for lab, s in result["per_label"].items():
            lines.append(f"  {lab:<12} P {s['p']:.4f}  R {s['r']:.4f}  F1 {s['f1']:.4f}")
    return "\n".join(lines)


def _resolution(args) -> int:
    from kg.eval.resolution import evaluate, mine, venue_files
    from kg.eval.corpora import default_data_dir

    folder = args.file or default_data_dir() / "venues"
    silver = mine(venue_files(folder, args.files))
    results = [evaluate(silver, t) for t in (args.threshold or [None])]
    if args.json:
        json.dump(results if len(results) > 1 else results[0], sys.stdout, indent=2)
        sys.stdout.write("\n")
        return 0
    first = results[0]
    print(f"silver set from {folder}: {first['papers']} abstracts, {first['definitions']} definitions, "
          f"{first['names']} names, {first['pairs']} pairs")
    for r in results:
        print(f"threshold {r['threshold']:g}: merge P {r['p']:.4f}  R {r['r']:.4f}  F1 {r['f1']:.4f}")
        for kind, c in r["by_kind"].items():
            what = f"merged {c['merged_same']}/{c['same']}" if c["same"] else f"wrongly merged {c['merged']}/{c['pairs']}"
            print(f"  {kind:<16} {what}")
    return 0


def run(args) -> int:
    if args.corpus == "resolution":
        return _resolution(args)
    if args.file is None:
        raise KgError(f"kg eval {args.corpus} needs a FILE")
    if not args.file.is_file():
        raise KgError(f"no such file: {args.file}")
    if args.corpus == "venue":
        return _run_venue(args)
    if args.input:
        raise KgError(f"kg eval {args.corpus} takes one FILE; INPUT is for kg eval venue")
    from kg.extract.trained import add_trained_components
    from kg.train.data import load_base

    nlp = add_trained_components(load_base())
    if args.corpus == "scierc":
        from kg.eval.scierc import evaluate
    else:
        from kg.eval.csabstruct import evaluate
    try:
        result = evaluate(nlp, args.file)
    except (KeyError, json.JSONDecodeError) as exc:
        raise KgError(f"{args.file} is not a {args.corpus} file: {exc}") from None
    if args.json:
        json.dump(result, sys.stdout, indent=2)
        sys.stdout.write("\n")
    else:
        print(_table(result))
    return 0


def _run_venue(args) -> int:
    from kg.eval.venue import evaluate, format_table

    if not args.input:
        raise KgError("kg eval venue needs GOLD and INPUT (the abstracts the gold annotates)")
    check_paper_timeout(args.paper_timeout)
    result = evaluate(args.file, args.input, workers=max(1, args.workers), timeout=args.paper_timeout)
    if result["failed_papers"]:
        warn_failed(len(result["failed_papers"]), "scored as extracting nothing")
    if args.json:
        if not args.verbose:
            result = {k: v for k, v in result.items() if k != "details"}
        elif args.half != "all":
            result["details"] = [d for d in result["details"] if d["half"] == args.half]
        json.dump(result, sys.stdout, indent=2)
        sys.stdout.write("\n")
    else:
        print(format_table(result, args.half, args.verbose))
    return 0
