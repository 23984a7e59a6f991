"""Rendering the report: analytics -> plots + the report.html template (Jinja2, autoescaped) -> files
written atomically."""
from __future__ import annotations

import posixpath
from pathlib import Path
from typing import Any

import jinja2
import markupsafe
import networkx as nx

from kg import __version__
from kg.fsutil import atomic_write_bytes, atomic_write_text
from kg.graph import analytics as A
from kg.graph.communities import labelled_communities
from kg.ids import page_name
from kg.graph import trends as T
from kg.report import plots, venue

REPORT_FILE = "report.html"
# plot key -> file name beside report.html; every name the report may write (stale ones are removed)
PLOT_FILES = {
    "methods": "report-methods.png",
    "tasks": "report-tasks.png",
    "datasets": "report-datasets.png",
    "task_dataset": "report-task-dataset.png",
    "communities": "report-communities.png",
    "rising": "report-rising.png",
    "fading": "report-fading.png",
    "claims": "report-claims.png",
}
MAX_RESULT_ROWS = 1000
MAX_CLAIM_PAPERS = 500
MAX_COMMUNITY_ROWS = 30
TREND_ROWS = 8      # rising and fading entities listed per label
TREND_LINES = 6     # lines per trend plot
# top-N charts sit two to a row under their tables: at about 550 px wide they are shown near their
# own size (in a table's narrow column a 7-inch chart was shrunk to ~45%, its text to ~6 px)
TOP_CHART_WIDTH = 5.0  # inches
TOP_CHART_LABEL = 32   # characters of a name


def paper_href(pages_dir: str, paper_id: Any) -> str:
    """The relative URL of a paper's page: <pages_dir>/<page_name>.html."""
    name = f"{page_name(str(paper_id))}.html"
    base = (pages_dir or "").strip().rstrip("/")
    return posixpath.join(base, name) if base else name


def _fmt_value(value: Any) -> str:
    if isinstance(value, float):
        return f"{value:g}"
    return "" if value is None else str(value)


CSS = """
body{font:15px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,Helvetica,Arial,sans-serif;color:#222;
 margin:0;background:#f6f7f9}
main{max-width:1100px;margin:0 auto;padding:1.5rem 1.25rem 3rem}
h1{font-size:1.6rem;margin:.2rem 0 .3rem}h2{font-size:1.25rem;margin:2rem 0 .6rem;
 border-bottom:2px solid #dde1e6;padding-bottom:.25rem}
p.meta{color:#666;margin:0 0 1rem}
section{background:#fff;border:1px solid #e3e6ea;border-radius:8px;padding:.4rem 1.1rem 1rem;margin:1rem 0}
table{border-collapse:collapse;width:100%;font-size:.92rem}
th,td{text-align:left;padding:.3rem .5rem;border-bottom:1px solid #eceef1;vertical-align:top}
th{background:#f0f2f5;font-weight:600}td.num{text-align:right;font-variant-numeric:tabular-nums}
table.kv{width:auto;min-width:16rem}
.grid{display:grid;grid-template-columns:repeat(auto-fit,minmax(16rem,1fr));gap:1rem}
.charts{display:grid;grid-template-columns:repeat(auto-fit,minmax(28rem,1fr));gap:0 1rem}
figure{margin:.6rem 0}figure img{max-width:100%;height:auto;border:1px solid #eceef1;border-radius:4px}
.none{color:#777;font-style:italic}
a{color:#1f5fa8}
details{margin:.25rem 0}summary{cursor:pointer}
ul.claims{margin:.3rem 0 .6rem 1.2rem;padding:0}
.kind{display:inline-block;font-size:.75rem;padding:0 .4rem;border-radius:3px;background:#edc948;
 color:#333;margin-right:.35rem}
.terms{color:#444}
.spark{font-family:monospace;white-space:pre;letter-spacing:1px;color:#4e79a7}
.note{color:#555;font-size:.9rem}
.lead{font-size:1.02rem}
.tools{display:flex;flex-wrap:wrap;gap:.6rem;align-items:center;margin:.4rem 0 .6rem}
.tools input,.tools select,.tools button{font:inherit;padding:.2rem .45rem}
th button.sort{font:inherit;font-weight:600;background:none;border:0;padding:0;cursor:pointer;color:inherit}
th[aria-sort=ascending] button.sort::after{content:" \\25B2"}th[aria-sort=descending] button.sort::after{content:" \\25BC"}
.scroll{max-height:32rem;overflow:auto}
"""


def _paper_link(graph: nx.MultiDiGraph, pages_dir: str | None, pid: Any, text: str | None = None) -> dict[str, Any]:
    """A table cell linking to a paper's page (plain text when the paper is not in the graph)."""
    label = text if text is not None else (A.display_name(graph, pid) if pid in graph else str(pid or ""))
    href = paper_href(pages_dir, pid) if pages_dir is not None and pid is not None and pid in graph else None
    return {"href": href, "text": label}


_ENV = jinja2.Environment(loader=jinja2.PackageLoader("kg.report", "templates"), autoescape=True,
                          trim_blocks=True, lstrip_blocks=True, keep_trailing_newline=True,
                          undefined=jinja2.StrictUndefined, finalize=lambda v: "" if v is None else v)


def _ranked_rows(ranked: venue.Ranked) -> list[list[Any]]:
    return [[r["rank"], r["name"], str(r["count"])] for r in ranked.rows]


def _pct(x: float) -> str:
    return f"{100 * x:.1f}%"


def render_report(
    graph: nx.MultiDiGraph,
    *,
    pages_dir: str | None = "papers",
    top: int = 15,
    seed: int = 0,
    title: str = "Knowledge graph report",
) -> tuple[str, dict[str, bytes]]:
    """The report as (HTML text, {png file name: bytes}); nothing is written.

    pages_dir=None: the paper pages were not written, so paper titles are plain text."""
    images: dict[str, bytes] = {}

    def plot(key: str, png: bytes | None) -> str | None:
        if png is None:
            return None
        images[PLOT_FILES[key]] = png
        return PLOT_FILES[key]

    def link(pid: Any, text: str | None = None) -> dict[str, Any]:
        return _paper_link(graph, pages_dir, pid, text)

    labels = A.label_counts(graph)
    n_papers = labels.get(A.PAPER, 0)
    years = T.paper_years(graph)
    venues = sorted({str(graph.nodes[p].get("venue")) for p in years if graph.nodes[p].get("venue")}, key=str.lower)

    # -- main areas: the overview's communities, named by their most specific shared tasks and methods
    comms = labelled_communities(graph, seed=seed)
    grouped = [c for c in comms if c["size"] > 1]
    singles = len(comms) - len(grouped)

    def terms(c: dict[str, Any], label: str) -> str:
        return ", ".join(f"{t['name']} ({t['papers']})" for t in c["terms"] if t["label"] == label)

    areas = [[str(c["size"]), c["name"], terms(c, "Task"), terms(c, "Method"),
              {"links": [link(p) for p in c["papers"][:5]], "more": max(0, c["size"] - 5)}]
             for c in grouped[:MAX_COMMUNITY_ROWS]]
    area_sizes = [c["size"] for c in grouped[:top]]
    communities_plot = None if len(set(area_sizes)) < venue.MIN_CHART_VALUES else plot("communities", plots.bar_chart(
        [c["name"] for c in grouped[:top]], area_sizes, "Main areas: papers per community",
        color="#59a14f", label_limit=60))

    # -- top tasks, datasets, methods (ties share a rank; an all-tie list is not drawn as a ranking)
    top_lists = []
    for key, label, plural in (("tasks", "Task", "tasks"), ("datasets", "Dataset", "datasets"),
                               ("methods", "Method", "methods")):
        ranked = venue.top_by_papers(graph, label, top)
        drawn = None
        if ranked.chartable:
            drawn = plot(key, plots.bar_chart([r["name"] for r in ranked.rows], [r["count"] for r in ranked.rows],
                                              f"Top {plural} by paper count", width=TOP_CHART_WIDTH,
                                              label_limit=TOP_CHART_LABEL))
        top_lists.append({"title": f"Top {plural}", "plural": plural, "rows": _ranked_rows(ranked),
                          "note": ranked.tie_note, "total": ranked.total, "plot": drawn,
                          "distinct": len({r["count"] for r in ranked.rows})})
    proposals = venue.proposed(graph)
    # most proposed methods are one paper's own: those are counted, not ranked
    proposed_ranked = venue.rank_counts([(m, A.display_name(graph, m), len(ps)) for m, ps in proposals.items()
                                         if len(ps) > 1], top)
    kinds = venue.proposed_kinds(graph, top)
    kind_rows = [[r["rank"], r["name"], str(r["count"]), ", ".join(kinds.examples[r["name"]])] for r in kinds.ranked.rows]

    # -- rising and fading topics
    tr = venue.venue_trends(graph)
    trend_tables = []
    for label, rep in tr.reports.items():
        def rows(ts: list) -> list[list[str]]:
            return [[t.name, str(t.papers), _pct(t.early), _pct(t.late), f"{t.slope:+.2f}",
                     {"span": "spark", "text": T.sparkline([t.shares[y] for y in rep.years])}] for t in ts]
        if rep.trends:
            trend_tables.append({"label": label, "rising": rows(rep.rising(TREND_ROWS)),
                                 "fading": rows(rep.fading(TREND_ROWS)), "support": len(rep.trends),
                                 "below": rep.below_support})
    trend_plots = []
    task_trends = tr.reports.get("Task")
    if task_trends is not None and len(tr.years) >= 3:
        for key, ts, word in (("rising", task_trends.rising(TREND_LINES), "Rising"),
                              ("fading", task_trends.fading(TREND_LINES), "Fading")):
            png = plots.share_lines(tr.years, [(t.name, [t.shares[y] for y in tr.years]) for t in ts],
                                    f"{word} tasks: share of papers per year")
            trend_plots.append((plot(key, png), f"{word} tasks per year", f"No task is {word.lower()}."))
    trend_plot_note = ("" if trend_plots or not tr.reports else
                       f"Per-year plots need papers from 3 or more years; these span {len(tr.years)}.")

    # -- quantitative results
    results = A.results_table(graph)
    result_rows = [[link(r["paper_id"], r["paper_title"] or str(r["paper_id"] or "")), r["metric"],
                    _fmt_value(r["value"]), r["unit"], r["dataset"], r["baseline"], r["method"]]
                   for r in results[:MAX_RESULT_ROWS]]
    metrics = sorted({r["metric"] for r in results[:MAX_RESULT_ROWS] if r["metric"]}, key=str.lower)

    table = A.task_dataset_table(graph, top=top)
    task_dataset = plot("task_dataset", plots.heatmap(table["row_names"], table["col_names"], table["counts"],
                                                      "Papers per task and dataset", "dataset", "task"))

    cg = A.comparison_graph(graph)
    edges = sorted(cg.edges(data=True), key=lambda e: (-e[2]["weight"], cg.nodes[e[0]]["name"].lower(),
                                                        cg.nodes[e[1]]["name"].lower()))
    comparisons = [[cg.nodes[u]["name"], "outperforms" if d["outperforms"] else "compared with", cg.nodes[v]["name"],
                    str(d["weight"]), {"links": [link(p, str(p)) for p in d["papers"][:5]], "more": 0}]
                   for u, v, d in edges[:top * 4]]

    with_claims = [(p, cs) for p, cs in A.claims_by_paper(graph).items() if cs]
    claims_plot = plot("claims", plots.histogram(A.claims_per_paper(graph), "Claims per paper", "claims in the abstract"))

    # -- database statistics (the end of the page)
    deg = A.degree_summary(graph)
    comps = A.component_summary(graph)
    structure = [
        ["nodes", str(graph.number_of_nodes())],
        ["relationships", str(graph.number_of_edges())],
        ["degree min / median / max", f"{deg['min']} / {deg['median']:g} / {deg['max']}"],
        ["mean degree", f"{deg['mean']:g}"],
        ["connected components", str(comps["count"])],
        ["largest component", f"{comps['sizes'][0] if comps['sizes'] else 0} nodes "
                              f"({comps['largest_fraction'] * 100:.0f}%)"],
    ]
    ranks = [[r["name"], r["label"], f"{r['score']:.4f}"] for r in A.entity_pagerank(graph, n=top)]

    page = _ENV.get_template("report.html").render(
        title=title, css=markupsafe.Markup(CSS), script=markupsafe.Markup(_script()), version=__version__,
        n_papers=n_papers, n_nodes=graph.number_of_nodes(), n_edges=graph.number_of_edges(),
        span=_span(tr), venues=venues, linked=pages_dir is not None,
        areas=areas, communities_plot=communities_plot, n_areas=len(grouped), singles=singles, seed=seed,
        top_lists=top_lists, proposed=_ranked_rows(proposed_ranked), proposed_note=proposed_ranked.tie_note,
        proposed_once=sum(1 for ps in proposals.values() if len(ps) == 1), kinds=kind_rows, kinds_note=kinds.ranked.tie_note,
        kinds_without=kinds.without_kind,
        trends=tr, trend_tables=trend_tables, trend_plots=trend_plots, trend_plot_note=trend_plot_note,
        statistic=T.STATISTIC, min_papers=T.DEFAULT_MIN_PAPERS,
        results=result_rows, n_results=len(results), metrics=metrics, task_dataset=task_dataset,
        comparisons=comparisons, claims_plot=claims_plot,
        claims_by_paper=[(link(pid), [(c["kind"] or "claim", c["text"]) for c in claims])
                         for pid, claims in with_claims[:MAX_CLAIM_PAPERS]],
        n_claim_papers=len(with_claims),
        labels=[[k, str(v)] for k, v in labels.items()], types=[[k, str(v)] for k, v in A.type_counts(graph).items()],
        structure=structure, ranks=ranks,
    )
    return page, images


def _span(tr: venue.Trends) -> str:
    if not tr.years:
        return "no years given"
    if len(tr.years) == 1:
        return f"all dated papers from {tr.years[0]}"
    per_year = ", ".join(f"{y}: {n}" for y, n in tr.totals.items())
    return f"{tr.years[0]}\u2013{tr.years[-1]} ({per_year})" + (f"; {tr.undated} undated" if tr.undated else "")


def _script() -> str:
    return (Path(__file__).parent / "results-table.js").read_text(encoding="utf-8")


def write_report(
    graph: nx.MultiDiGraph,
    out_dir: str | Path,
    *,
    pages_dir: str | None = "papers",
    top: int = 15,
    seed: int = 0,
    title: str = "Knowledge graph report",
) -> dict[str, Any]:
    """Write <out_dir>/report.html and its PNGs; return {"path", "plots", "omitted"}.

    Each file is written atomically; the PNGs go first so the HTML never points at a missing
    image, and report PNGs left from an earlier run that this graph has no data for are removed.
    """
    out = Path(out_dir)
    page, images = render_report(graph, pages_dir=pages_dir, top=top, seed=seed, title=title)
    out.mkdir(parents=True, exist_ok=True)
    for name, data in sorted(images.items()):
        atomic_write_bytes(out / name, data)
    omitted = sorted(set(PLOT_FILES.values()) - set(images))
    for name in omitted:
        (out / name).unlink(missing_ok=True)
    path = atomic_write_text(out / REPORT_FILE, page)
    return {"path": str(path), "plots": sorted(images), "omitted": omitted}
