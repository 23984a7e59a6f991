"""kg trends: rising and fading tasks, methods or datasets of a graph.json whose papers span years."""
from __future__ import annotations

import argparse
import json
from pathlib import Path

from kg.graph import trends as kg_trends
from kg.graph.io import read_graph_json


def register(subparsers: argparse._SubParsersAction) -> None:
    p = subparsers.add_parser(
        "trends",
        help="rising and fading tasks, methods or datasets over the papers' years",
        description=(
            "For each entity of --label: its share of each year's papers, and the least-squares slope "
            "of that share over the years (percentage points per year). Lists the entities with the "
            "steepest rise and fall among those in at least --min-papers dated papers."
        ),
    )
    p.add_argument("graph", type=Path, metavar="GRAPH_JSON", help="the graph.json written by kg build")
    p.add_argument("--label", default="Task", help="entity label: Task, Method, Dataset, ... (default: Task)")
    p.add_argument("--min-papers", type=int, default=kg_trends.DEFAULT_MIN_PAPERS, metavar="N",
                   help=f"minimum support: dated papers an entity must be in (default: {kg_trends.DEFAULT_MIN_PAPERS})")
    p.add_argument("--top", type=int, default=10, metavar="N", help="rising and fading entities to list (default: 10)")
    p.add_argument("--json", action="store_true", help="print one JSON object (every year's share) instead of text")
    p.set_defaults(func=run)


def _pct(x: float) -> str:
    return f"{100 * x:.1f}%"


def _rows(title: str, rows: list[kg_trends.Trend]) -> list[str]:
    lines = [f"\n{title}", "-" * len(title)]
    if not rows:
        return lines + ["  (none)"]
    width = min(max(len(t.name) for t in rows), 40)
    lines.append(f"  {'name':<{width}}  {'papers':>6}  {'slope':>7}  {'early':>6}  {'late':>6}  per year")
    for t in rows:
        name = t.name if len(t.name) <= width else t.name[: width - 1] + "…"
        spark = kg_trends.sparkline([t.shares[y] for y in sorted(t.shares)])
        lines.append(f"  {name:<{width}}  {t.papers:>6}  {t.slope:>+7.2f}  {_pct(t.early):>6}  {_pct(t.late):>6}  {spark}")
    return lines


def format_text(report: kg_trends.TrendReport, top: int) -> str:
    years = report.years
    lines = [
        f"{report.label} trends over {years[0]}-{years[-1]}: {sum(report.totals.values())} papers in {len(years)} years"
        + (f" ({report.undated} without a year left out)" if report.undated else ""),
        f"statistic: {report.statistic}",
        f"support: {len(report.trends)} entities in at least {report.min_papers} dated papers "
        f"({report.below_support} with fewer left out)",
        "papers per year: " + ", ".join(f"{y}: {n}" for y, n in report.totals.items()),
    ]
    lines += _rows(f"Rising (top {top})", report.rising(top))
    lines += _rows(f"Fading (top {top})", report.fading(top))
    return "\n".join(lines)


def run(args: argparse.Namespace) -> int:
    graph = read_graph_json(args.graph)
    report = kg_trends.graph_trends(graph, args.label, args.min_papers)
    if args.json:
        print(json.dumps(report.to_dict(args.top), ensure_ascii=False))
    else:
        print(format_text(report, max(args.top, 0)))
    return 0
