"""Small SVG charts for kg serve's pages, computed here so that the templates only place shapes.

A page's CSP forbids inline styles, not SVG: shapes and text with presentation attributes draw
without any script.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Iterable

BAR = 32          # px per year: a four-digit year in 10 px text is ~26 px wide
CHART_HEIGHT = 90  # px of the tallest bar
LABEL_EVERY = 30  # above this many years, every other year is written under its bar


@dataclass
class Bar:
    x: float
    y: float
    width: float
    height: float
    year: int
    papers: int
    share: float      # of the year's papers
    labelled: bool    # its year written under it

    @property
    def percent(self) -> str:
        """The share as drawn above the bar: "4.2%", "12%" (two digits fill a bar)."""
        pct = 100 * self.share
        return f"{pct:.1f}%" if pct < 10 else f"{pct:.0f}%"


@dataclass
class YearBars:
    width: int
    height: int
    base: int          # y of the axis
    bars: list[Bar]


def year_bars(rows: Iterable[Any]) -> YearBars | None:
    """Bars of each year's share of papers from (year, papers, year_papers, share) rows; every year
    between the first and the last gets a bar (a year without papers a bar of height 0), so the
    axis is time. None without years."""
    found = {int(r[0]): (int(r[1]), float(r[3])) for r in rows if r[0] is not None}
    if not found:
        return None
    years = list(range(min(found), max(found) + 1))
    top = max(share for _, share in found.values()) or 1.0
    every = 1 if len(years) <= LABEL_EVERY else 2
    base = CHART_HEIGHT + 16  # room above the tallest bar for its share
    bars = []
    for i, year in enumerate(years):
        n, share = found.get(year, (0, 0.0))
        h = round(CHART_HEIGHT * share / top, 1)
        bars.append(Bar(x=i * BAR + 3, y=base - h, width=BAR - 6, height=h, year=year, papers=n, share=share,
                        labelled=(year - years[0]) % every == 0))
    return YearBars(width=len(years) * BAR, height=base + 18, base=base, bars=bars)
