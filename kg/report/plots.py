"""The report's plots as PNG bytes, drawn with matplotlib's Agg canvas.

No pyplot: each plot builds its own Figure on a FigureCanvasAgg, so importing this module never
changes the process-wide matplotlib backend (a notebook keeps its inline backend) and figures are
not kept alive in pyplot's registry. Every function returns PNG bytes, or None when there is
nothing to draw (the caller says so in the HTML instead of showing an empty plot).
"""
from __future__ import annotations

import io
from typing import Sequence

from matplotlib.backends.backend_agg import FigureCanvasAgg
from matplotlib.figure import Figure
from matplotlib.ticker import MaxNLocator

DPI = 110
MAX_LABEL = 42
BAR_COLOR = "#4e79a7"


def shorten(text: str, limit: int = MAX_LABEL) -> str:
    """One line of at most `limit` characters, with an ellipsis when cut."""
    text = " ".join(str(text).split())
    return text if len(text) <= limit else text[: limit - 1].rstrip() + "\u2026"


def _png(fig: Figure) -> bytes:
    FigureCanvasAgg(fig)
    buf = io.BytesIO()
    # metadata Software=None: the bytes do not depend on the matplotlib version string
    fig.savefig(buf, format="png", dpi=DPI, bbox_inches="tight", pad_inches=0.15, metadata={"Software": None})
    return buf.getvalue()


def bar_chart(
    labels: Sequence[str], values: Sequence[float], title: str, xlabel: str = "papers", color: str = BAR_COLOR,
    label_limit: int = MAX_LABEL, width: float = 7.0,
) -> bytes | None:
    """A horizontal bar chart, first item on top, each bar labelled with its value; `width` in inches."""
    if not labels:
        return None
    n = len(labels)
    fig = Figure(figsize=(width, 1.1 + 0.34 * n))
    ax = fig.add_subplot()
    ys = list(range(n))
    ax.barh(ys, values, color=color, height=0.7)
    ax.set_yticks(ys, [shorten(s, label_limit) for s in labels])
    ax.invert_yaxis()
    ax.set_title(title, loc="left", fontsize=12, fontweight="bold")
    ax.set_xlabel(xlabel)
    ax.xaxis.set_major_locator(MaxNLocator(integer=True))
    top = max(values) if values else 0
    ax.set_xlim(0, (top or 1) * 1.12)
    for y, v in zip(ys, values):
        ax.text(v + (top or 1) * 0.01, y, f"{v:g}", va="center", fontsize=9)
    for side in ("top", "right"):
        ax.spines[side].set_visible(False)
    return _png(fig)


def heatmap(
    row_names: Sequence[str], col_names: Sequence[str], counts: Sequence[Sequence[int]], title: str,
    xlabel: str = "", ylabel: str = "",
) -> bytes | None:
    """A count matrix as an annotated heatmap (zeros left blank)."""
    if not row_names or not col_names:
        return None
    nr, nc = len(row_names), len(col_names)
    fig = Figure(figsize=(2.6 + 0.5 * nc, 1.6 + 0.42 * nr))
    ax = fig.add_subplot()
    im = ax.imshow(counts, cmap="Blues", aspect="auto", vmin=0)
    ax.set_xticks(range(nc), [shorten(s, 30) for s in col_names], rotation=45, ha="right", rotation_mode="anchor")
    ax.set_yticks(range(nr), [shorten(s, 36) for s in row_names])
    peak = max((v for row in counts for v in row), default=0) or 1
    for i, row in enumerate(counts):
        for j, v in enumerate(row):
            if v:
                ax.text(j, i, str(v), ha="center", va="center", fontsize=8,
                        color="white" if v > peak * 0.6 else "black")
    ax.set_title(title, loc="left", fontsize=12, fontweight="bold")
    if xlabel:
        ax.set_xlabel(xlabel)
    if ylabel:
        ax.set_ylabel(ylabel)
    cbar = fig.colorbar(im, ax=ax, fraction=0.046, pad=0.03)
    cbar.set_label("papers")
    cbar.locator = MaxNLocator(integer=True)
    cbar.update_ticks()
    return _png(fig)


def histogram(counts: dict[int, int], title: str, xlabel: str, ylabel: str = "papers") -> bytes | None:
    """Vertical bars for a {value: how many} distribution, every value from 0 to the max shown."""
    if not counts:
        return None
    xs = list(range(0, max(counts) + 1))
    ys = [counts.get(x, 0) for x in xs]
    fig = Figure(figsize=(max(4.5, 1.5 + 0.4 * len(xs)), 3.2))
    ax = fig.add_subplot()
    ax.bar(xs, ys, color=BAR_COLOR, width=0.75)
    ax.set_title(title, loc="left", fontsize=12, fontweight="bold")
    ax.set_xlabel(xlabel)
    ax.set_ylabel(ylabel)
    ax.xaxis.set_major_locator(MaxNLocator(integer=True))
    ax.yaxis.set_major_locator(MaxNLocator(integer=True))
    for side in ("top", "right"):
        ax.spines[side].set_visible(False)
    return _png(fig)


def share_lines(years: Sequence[int], series: Sequence[tuple[str, Sequence[float]]], title: str) -> bytes | None:
    """One line per entity: its share of each year's papers (fractions, drawn as percentages)."""
    if not series or len(years) < 2:
        return None
    fig = Figure(figsize=(7.0, 3.6))
    ax = fig.add_subplot()
    for name, shares in series:
        ax.plot(list(years), [100.0 * s for s in shares], marker="o", linewidth=1.8, label=shorten(name, 36))
    ax.set_title(title, loc="left", fontsize=12, fontweight="bold")
    ax.set_xlabel("year")
    ax.set_ylabel("% of the year's papers")
    ax.set_xticks(list(years), [str(y) for y in years])
    ax.set_ylim(bottom=0)
    ax.legend(fontsize=8, frameon=False, loc="upper left", bbox_to_anchor=(1.01, 1.0))
    for side in ("top", "right"):
        ax.spines[side].set_visible(False)
    return _png(fig)
