"""Trends over the years of a corpus: each entity's share of papers per year, and what rises or fades.

The share of entity E in year Y is (papers of year Y that E belongs to) / (papers of year Y), where
"belongs to" is kg.graph.analytics.entity_papers. The trend statistic is the ordinary least-squares
slope of that share against the year, over every year that has papers, in percentage points per
year: positive is rising, negative fading. An entity counts only with at least `min_papers` dated
papers (the minimum support), so that one paper in a small year cannot make a trend. Alongside the
slope each trend carries the mean share in the early and the late half of the years, which says
the same thing in words a reader can check ("2.1% of papers then, 6.3% now").

The functions here take plain mappings (paper -> year, entity -> papers) so the same computation
runs over a networkx graph (`graph_trends`) and over rows read from the embedded store (kg serve).
"""
from __future__ import annotations

from dataclasses import asdict, dataclass, field
from typing import Any, Iterable, Mapping

import networkx as nx

from kg.errors import KgError
from kg.graph import analytics

TREND_LABELS = ("Task", "Method", "Dataset")
DEFAULT_MIN_PAPERS = 5
STATISTIC = ("least-squares slope of the yearly share of papers, in percentage points per year "
             "(early/late: mean share in the first and the last half of the years)")


@dataclass
class Trend:
    """One entity's yearly counts and shares (fractions of that year's papers) and its slope."""

    id: str
    name: str
    label: str
    papers: int                       # dated papers the entity belongs to
    counts: dict[int, int]            # year -> papers of that year with the entity
    shares: dict[int, float]          # year -> counts[year] / papers of that year (every year)
    slope: float                      # percentage points of share per year
    early: float                      # mean share, first half of the years (a fraction)
    late: float                       # mean share, last half of the years


@dataclass
class TrendReport:
    label: str
    years: list[int]
    totals: dict[int, int]            # year -> papers
    undated: int                      # papers without a year, left out
    min_papers: int
    trends: list[Trend] = field(default_factory=list)  # entities with enough support, by slope
    below_support: int = 0            # entities left out for having fewer than min_papers papers
    statistic: str = STATISTIC

    def rising(self, n: int | None = None) -> list[Trend]:
        up = [t for t in self.trends if t.slope > 0]
        return up[:n] if n is not None else up

    def fading(self, n: int | None = None) -> list[Trend]:
        down = sorted((t for t in self.trends if t.slope < 0), key=lambda t: (t.slope, -t.papers, t.name.lower(), t.id))
        return down[:n] if n is not None else down

    def to_dict(self, n: int | None = None) -> dict[str, Any]:
        """JSON-ready: the summary, rising and fading (n of each, all by default), with per-year shares."""
        def row(t: Trend) -> dict[str, Any]:
            d = asdict(t)
            d["counts"] = {str(y): c for y, c in t.counts.items()}
            d["shares"] = {str(y): round(s, 6) for y, s in t.shares.items()}
            d["slope"], d["early"], d["late"] = round(t.slope, 6), round(t.early, 6), round(t.late, 6)
            return d

        return {
            "label": self.label, "years": self.years, "papers_per_year": {str(y): c for y, c in self.totals.items()},
            "undated_papers": self.undated, "min_papers": self.min_papers, "statistic": self.statistic,
            "entities_with_support": len(self.trends), "entities_below_support": self.below_support,
            "rising": [row(t) for t in self.rising(n)], "fading": [row(t) for t in self.fading(n)],
        }


def least_squares_slope(xs: list[float], ys: list[float]) -> float:
    """Slope of the least-squares line through (xs, ys); 0 for fewer than two distinct xs."""
    n = len(xs)
    if n < 2:
        return 0.0
    mx, my = sum(xs) / n, sum(ys) / n
    sxx = sum((x - mx) ** 2 for x in xs)
    if sxx == 0:
        return 0.0
    return sum((x - mx) * (y - my) for x, y in zip(xs, ys)) / sxx


def halves(years: list[int]) -> tuple[list[int], list[int]]:
    """The first and the last half of sorted years; the middle one of an odd count is in neither."""
    k = len(years) // 2
    return years[:k], years[len(years) - k:]


def compute_trends(
    paper_years: Mapping[Any, int | None],
    entity_papers: Mapping[Any, Iterable[Any]],
    names: Mapping[Any, str],
    label: str,
    min_papers: int = DEFAULT_MIN_PAPERS,
) -> TrendReport:
    """Trends of the given entities over the papers' years (see the module docstring).

    paper_years: paper -> year (None for undated papers, which are counted and left out);
    entity_papers: entity -> its papers; names: entity -> display name.
    KgError when the dated papers span fewer than two years.
    """
    if min_papers < 1:
        raise KgError(f"--min-papers {min_papers}: expected 1 or more")
    dated = {p: int(y) for p, y in paper_years.items() if y is not None}
    totals: dict[int, int] = {}
    for y in dated.values():
        totals[y] = totals.get(y, 0) + 1
    years = sorted(totals)
    if len(years) < 2:
        raise KgError(
            f"trends need papers from at least two years; {len(dated)} of {len(paper_years)} papers have a "
            f"year{' (' + str(years[0]) + ')' if years else ''}")
    early_years, late_years = halves(years)
    report = TrendReport(label=label, years=years, totals=dict(sorted(totals.items())),
                         undated=len(paper_years) - len(dated), min_papers=min_papers)
    for entity, papers in entity_papers.items():
        counts: dict[int, int] = {}
        for p in papers:
            y = dated.get(p)
            if y is not None:
                counts[y] = counts.get(y, 0) + 1
        n = sum(counts.values())
        if n < min_papers:
            if n:
                report.below_support += 1
            continue
        shares = {y: counts.get(y, 0) / totals[y] for y in years}
        report.trends.append(Trend(
            id=str(entity), name=str(names.get(entity, entity)), label=label, papers=n,
            counts={y: counts[y] for y in sorted(counts)}, shares=shares,
            slope=100.0 * least_squares_slope([float(y) for y in years], [shares[y] for y in years]),
            early=sum(shares[y] for y in early_years) / len(early_years),
            late=sum(shares[y] for y in late_years) / len(late_years),
        ))
    report.trends.sort(key=lambda t: (-t.slope, -t.papers, t.name.lower(), t.id))
    return report


def paper_years(graph: nx.MultiDiGraph) -> dict[Any, int | None]:
    """paper id -> its year (an int), or None when it has none."""
    out: dict[Any, int | None] = {}
    for p in analytics.nodes_with_label(graph, analytics.PAPER):
        y = graph.nodes[p].get("year")
        out[p] = y if isinstance(y, int) and not isinstance(y, bool) else None
    return out


def graph_trends(graph: nx.MultiDiGraph, label: str = "Task", min_papers: int = DEFAULT_MIN_PAPERS) -> TrendReport:
    """compute_trends for one entity label of a kg graph."""
    if label not in analytics.entity_labels():
        raise KgError(f"--label {label}: expected one of {', '.join(analytics.entity_labels())}")
    papers = analytics.entity_papers(graph, [label])
    names = {e: analytics.display_name(graph, e) for e in papers}
    return compute_trends(paper_years(graph), papers, names, label, min_papers)


def sparkline(values: list[float]) -> str:
    """Values as a row of block characters, scaled to their own maximum (a blank row when all are 0)."""
    bars = " ▁▂▃▄▅▆▇█"
    top = max(values, default=0)
    if top <= 0:
        return bars[0] * len(values)
    return "".join(bars[round(v / top * (len(bars) - 1))] for v in values)
