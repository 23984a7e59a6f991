"""Rendering the report: analytics -> plots + one HTML string -> files written atomically."""
from __future__ import annotations

import html
import posixpath
from pathlib import Path
from typing import Any

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


def esc(value: Any) -> str:
    """Any value as HTML text (quotes escaped too, so it is safe inside attributes)."""
    return html.escape("" if value is None else str(value), quote=True)


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


def _table(headers: list[str], rows: list[list[str]], numeric: set[int] = frozenset(), cls: str = "") -> str:
    """rows hold ready HTML (already escaped)."""
    head = "".join(f"<th>{esc(h)}</th>" for h in headers)
    body = "".join(
        "<tr>" + "".join(f'<td class="num">{c}</td>' if i in numeric else f"<td>{c}</td>" for i, c in enumerate(r)) + "</tr>"
        for r in rows
    )
    attr = f' class="{cls}"' if cls else ""
    return f"<table{attr}><thead><tr>{head}</tr></thead><tbody>{body}</tbody></table>"


def _figure(name: str | None, alt: str, missing: str) -> str:
    if name is None:
        return f'<p class="none">{esc(missing)}</p>'
    return f'<figure><img src="{esc(name)}" alt="{esc(alt)}"></figure>'


def _paper_link(graph: nx.MultiDiGraph, pages_dir: str, pid: Any, text: str | None = None) -> str:
    label = text if text is not None else (A.display_name(graph, pid) if pid in graph else str(pid or ""))
    if pid is None or pid not in graph:
        return esc(label)
    return f'<a href="{esc(paper_href(pages_dir, pid))}">{esc(label)}</a>'


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

    labels = A.label_counts(graph)
    types = A.type_counts(graph)
    n_papers = labels.get(A.PAPER, 0)
    parts: list[str] = []

    # --- overview
    parts.append("<section><h2>Overview</h2><div class=\"grid\">")
    parts.append("<div><h3>Nodes by label</h3>" + (
        _table(["label", "nodes"], [[esc(k), str(v)] for k, v in labels.items()], {1}, "kv")
        if labels else '<p class="none">The graph is empty.</p>') + "</div>")
    parts.append("<div><h3>Relationships by type</h3>" + (
        _table(["type", "count"], [[esc(k), str(v)] for k, v in types.items()], {1}, "kv")
        if types else '<p class="none">No relationships.</p>') + "</div>")
    deg = A.degree_summary(graph)
    comps = A.component_summary(graph)
    parts.append("<div><h3>Structure</h3>" + _table(["measure", "value"], [
        ["nodes", str(graph.number_of_nodes())],
        ["relationships", str(graph.number_of_edges())],
        ["degree min / median / max", f"{deg['min']} / {deg['median']:g} / {deg['max']}"],
        ["mean degree", f"{deg['mean']:g}"],
        ["connected components", str(comps["count"])],
        ["largest component", f"{comps['sizes'][0] if comps['sizes'] else 0} nodes "
                              f"({comps['largest_fraction'] * 100:.0f}%)"],
    ], {1}, "kv") + "</div>")
    parts.append("</div></section>")

    # --- top entities
    parts.append("<section><h2>Top entities by paper count</h2>")
    for key, label, plural in (("methods", "Method", "methods"), ("tasks", "Task", "tasks"),
                               ("datasets", "Dataset", "datasets")):
        rows = A.top_entities(graph, label, top)
        name = plot(key, plots.bar_chart([r["name"] for r in rows], [r["paper_count"] for r in rows],
                                         f"Top {plural} by paper count"))
        parts.append(_figure(name, f"Top {plural} by paper count", f"No {label} entities in this graph."))
    ranks = A.entity_pagerank(graph, n=top)
    if ranks:
        parts.append("<h3>Most central entities (PageRank)</h3>")
        parts.append(_table(["entity", "label", "PageRank"],
                            [[esc(r["name"]), esc(r["label"]), f"{r['score']:.4f}"] for r in ranks], {2}))
    parts.append("</section>")

    # --- task x dataset
    parts.append("<section><h2>Tasks &times; datasets</h2>")
    table = A.task_dataset_table(graph, top=top)
    name = plot("task_dataset", plots.heatmap(table["row_names"], table["col_names"], table["counts"],
                                              "Papers per task and dataset", "dataset", "task"))
    parts.append(_figure(name, "Heatmap of papers per task and dataset",
                         "No paper has both a task and a dataset, so there is no task \u00d7 dataset table."))
    parts.append("</section>")

    # --- communities
    parts.append("<section><h2>Communities of papers</h2>")
    comms = A.communities(graph, seed=seed, n_terms=5)
    shown = [c for c in comms if c["size"] > 1][:top]
    singles = sum(1 for c in comms if c["size"] == 1)
    if comms:
        parts.append(f"<p>{len(comms)} communities over {n_papers} papers (Louvain on shared entities, "
                     f"weighted by rarity; seed {seed}); {singles} papers share no entity with another paper.</p>")
    name = plot("communities", plots.bar_chart(
        [f"C{c['index'] + 1}: {', '.join(plots.shorten(t, 22) for t in c['terms'][:3]) or '-'}" for c in shown],
        [c["size"] for c in shown], "Community sizes and top terms", color="#59a14f", label_limit=75))
    parts.append(_figure(name, "Community sizes with their top terms",
                         "No community has more than one paper." if comms else "No papers, so no communities."))
    if shown:
        rows = []
        for c in shown[:MAX_COMMUNITY_ROWS]:
            papers = ", ".join(_paper_link(graph, pages_dir, p) for p in c["papers"][:8])
            more = f" &hellip; and {c['size'] - 8} more" if c["size"] > 8 else ""
            rows.append([f"C{c['index'] + 1}", str(c["size"]), f'<span class="terms">{esc(", ".join(c["terms"]))}</span>',
                         papers + more])
        parts.append(_table(["community", "papers", "top terms", "members"], rows, {1}))
    parts.append("</section>")

    # --- quantitative results
    parts.append("<section><h2>Quantitative results</h2>")
    results = A.results_table(graph)
    if results:
        rows = []
        for r in results[:MAX_RESULT_ROWS]:
            rows.append([
                _paper_link(graph, pages_dir, r["paper_id"], r["paper_title"] or str(r["paper_id"] or "")),
                esc(r["metric"]), esc(_fmt_value(r["value"])), esc(r["unit"]), esc(r["dataset"]), esc(r["baseline"]),
            ])
        parts.append(f"<p>{len(results)} numbers reported in claims.</p>")
        parts.append('<div id="results">' + _table(["paper", "metric", "value", "unit", "dataset", "baseline"],
                                                    rows, {2}) + "</div>")
        if len(results) > MAX_RESULT_ROWS:
            parts.append(f'<p class="none">Showing the first {MAX_RESULT_ROWS} of {len(results)} results.</p>')
    else:
        parts.append('<p class="none">No quantitative results were extracted.</p>')
    parts.append("</section>")

    # --- method comparisons
    cg = A.comparison_graph(graph)
    if cg.number_of_edges():
        parts.append("<section><h2>Method comparisons</h2>")
        edges = sorted(cg.edges(data=True), key=lambda e: (-e[2]["weight"], cg.nodes[e[0]]["name"].lower(),
                                                            cg.nodes[e[1]]["name"].lower()))
        rows = [[esc(cg.nodes[u]["name"]), "outperforms" if d["outperforms"] else "compared with",
                 esc(cg.nodes[v]["name"]), str(d["weight"]),
                 ", ".join(_paper_link(graph, pages_dir, p, str(p)) for p in d["papers"][:5])]
                for u, v, d in edges[:top * 4]]
        parts.append(_table(["method", "relation", "method", "times", "papers"], rows, {3}))
        parts.append("</section>")

    # --- claims per paper
    parts.append("<section><h2>Claims per paper</h2>")
    by_paper = A.claims_by_paper(graph)
    dist = A.claims_per_paper(graph)
    name = plot("claims", plots.histogram(dist, "Claims per paper", "claims in the abstract"))
    parts.append(_figure(name, "Distribution of claims per paper", "No papers, so no claims."))
    with_claims = [(p, cs) for p, cs in by_paper.items() if cs]
    if with_claims:
        for pid, claims in with_claims[:MAX_CLAIM_PAPERS]:
            items = "".join(f'<li><span class="kind">{esc(c["kind"] or "claim")}</span>{esc(c["text"])}</li>'
                            for c in claims)
            parts.append(f"<details><summary>{_paper_link(graph, pages_dir, pid)} ({len(claims)})</summary>"
                         f'<ul class="claims">{items}</ul></details>')
        if len(with_claims) > MAX_CLAIM_PAPERS:
            parts.append(f'<p class="none">Showing claims of the first {MAX_CLAIM_PAPERS} of '
                         f"{len(with_claims)} papers.</p>")
    else:
        parts.append('<p class="none">No claims were extracted.</p>')
    parts.append("</section>")

    body = "\n".join(parts)
    page = (
        "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
        "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
        f"<title>{esc(title)}</title>\n<style>{CSS}</style>\n</head>\n<body>\n<main>\n"
        f"<h1>{esc(title)}</h1>\n<p class=\"meta\">{n_papers} papers, {graph.number_of_nodes()} nodes, "
        f"{graph.number_of_edges()} relationships &middot; kg {esc(__version__)}</p>\n"
        f"{body}\n</main>\n</body>\n</html>\n"
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
