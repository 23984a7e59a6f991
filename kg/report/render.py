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
from kg.ids import page_name
from kg.report import plots

REPORT_FILE = "report.html"
# plot key -> file name beside report.html; every name the report may write (stale ones are removed)
PLOT_FILES = {
    "methods": "report-methods.png",
    "tasks": "report-tasks.png",
    "datasets": "report-datasets.png",
    "task_dataset": "report-task-dataset.png",
    "communities": "report-communities.png",
    "claims": "report-claims.png",
}
MAX_RESULT_ROWS = 1000
MAX_CLAIM_PAPERS = 500
MAX_COMMUNITY_ROWS = 30


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
figure{margin:.6rem 0}figure img{max-width:100%;height:auto;border:1px solid #eceef1;border-radius:4px}
.none{color:#777;font-style:italic}
a{color:#1f5fa8}
details{margin:.25rem 0}summary{cursor:pointer}
ul.claims{margin:.3rem 0 .6rem 1.2rem;padding:0}
.kind{display:inline-block;font-size:.75rem;padding:0 .4rem;border-radius:3px;background:#edc948;
 color:#333;margin-right:.35rem}
.terms{color:#444}
"""


def _paper_link(graph: nx.MultiDiGraph, pages_dir: str, pid: Any, text: str | None = None) -> dict[str, Any]:
    """A table cell linking to a paper's page (plain text when the paper is not in the graph)."""
    label = text if text is not None else (A.display_name(graph, pid) if pid in graph else str(pid or ""))
    href = paper_href(pages_dir, pid) if pid is not None and pid in graph else None
    return {"href": href, "text": label}


_ENV = jinja2.Environment(loader=jinja2.PackageLoader("kg.report", "templates"), autoescape=True,
                          trim_blocks=True, lstrip_blocks=True, keep_trailing_newline=True,
                          undefined=jinja2.StrictUndefined, finalize=lambda v: "" if v is None else v)


def render_report(
    graph: nx.MultiDiGraph,
    *,
    pages_dir: str = "papers",
    top: int = 15,
    seed: int = 0,
    title: str = "Knowledge graph report",
) -> tuple[str, dict[str, bytes]]:
    """The report as (HTML text, {png file name: bytes}); nothing is written."""
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

    top_figures = []
    for key, label, plural in (("methods", "Method", "methods"), ("tasks", "Task", "tasks"),
                               ("datasets", "Dataset", "datasets")):
        rows = A.top_entities(graph, label, top)
        name = plot(key, plots.bar_chart([r["name"] for r in rows], [r["paper_count"] for r in rows],
                                         f"Top {plural} by paper count"))
        top_figures.append((name, f"Top {plural} by paper count", f"No {label} entities in this graph."))
    ranks = [[r["name"], r["label"], f"{r['score']:.4f}"] for r in A.entity_pagerank(graph, n=top)]

    table = A.task_dataset_table(graph, top=top)
    task_dataset = plot("task_dataset", plots.heatmap(table["row_names"], table["col_names"], table["counts"],
                                                      "Papers per task and dataset", "dataset", "task"))

    comms = A.communities(graph, seed=seed, n_terms=5)
    shown = [c for c in comms if c["size"] > 1][:top]
    singles = sum(1 for c in comms if c["size"] == 1)
    communities_plot = plot("communities", plots.bar_chart(
        [f"C{c['index'] + 1}: {', '.join(plots.shorten(t, 22) for t in c['terms'][:3]) or '-'}" for c in shown],
        [c["size"] for c in shown], "Community sizes and top terms", color="#59a14f", label_limit=75))
    communities = [[f"C{c['index'] + 1}", str(c["size"]), {"span": "terms", "text": ", ".join(c["terms"])},
                    {"links": [link(p) for p in c["papers"][:8]], "more": c["size"] - 8 if c["size"] > 8 else 0}]
                   for c in shown[:MAX_COMMUNITY_ROWS]]

    results = A.results_table(graph)
    result_rows = [[link(r["paper_id"], r["paper_title"] or str(r["paper_id"] or "")), r["metric"],
                    _fmt_value(r["value"]), r["unit"], r["dataset"], r["baseline"]] for r in results[:MAX_RESULT_ROWS]]

    cg = A.comparison_graph(graph)
    edges = sorted(cg.edges(data=True), key=lambda e: (-e[2]["weight"], cg.nodes[e[0]]["name"].lower(),
                                                        cg.nodes[e[1]]["name"].lower()))
    comparisons = [[cg.nodes[u]["name"], "outperforms" if d["outperforms"] else "compared with", cg.nodes[v]["name"],
                    str(d["weight"]), {"links": [link(p, str(p)) for p in d["papers"][:5]], "more": 0}]
                   for u, v, d in edges[:top * 4]]

    with_claims = [(p, cs) for p, cs in A.claims_by_paper(graph).items() if cs]
    claims_plot = plot("claims", plots.histogram(A.claims_per_paper(graph), "Claims per paper", "claims in the abstract"))

    page = _ENV.get_template("report.html").render(
        title=title, css=markupsafe.Markup(CSS), version=__version__, n_papers=n_papers,
        n_nodes=graph.number_of_nodes(), n_edges=graph.number_of_edges(),
        labels=[[k, str(v)] for k, v in labels.items()], types=[[k, str(v)] for k, v in A.type_counts(graph).items()],
        structure=structure, top_figures=top_figures, ranks=ranks, task_dataset=task_dataset,
        communities_note=(f"{len(comms)} communities over {n_papers} papers (Louvain on shared entities, "
                          f"weighted by rarity; seed {seed}); {singles} papers share no entity with another paper."
                          if comms else ""),
        communities_plot=communities_plot, communities=communities,
        communities_missing="No community has more than one paper." if comms else "No papers, so no communities.",
        results=result_rows, n_results=len(results), comparisons=comparisons, claims_plot=claims_plot,
        claims_by_paper=[(link(pid), [(c["kind"] or "claim", c["text"]) for c in claims])
                         for pid, claims in with_claims[:MAX_CLAIM_PAPERS]],
        n_claim_papers=len(with_claims),
    )
    return page, images


def write_report(
    graph: nx.MultiDiGraph,
    out_dir: str | Path,
    *,
    pages_dir: str = "papers",
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
