"""HTML for the views: plain string templates (fast enough for 30,000 pages), every graph string
escaped with html.escape, the drawable data embedded as a JSON data block that cannot end the
<script> element early. No page loads anything but its own relative files (assets/ next to it).
"""
from __future__ import annotations

import html
import json
import shutil
from pathlib import Path
from typing import Any, Iterable

import networkx as nx

from kg import schema as kg_schema
from kg.fsutil import atomic_path, atomic_write_text
from kg.ids import page_name
from kg.view import model
from kg.view.model import CO_OCCURS, GraphIndex, ViewGraph, _s, short

ASSETS_SRC = Path(__file__).resolve().parent / "assets"
ASSET_FILES = ("vis-network.min.js", "kg-view.js", "kg-view.css")
ASSET_EXTRA = ("NOTICE.md", "vis-network.LICENSE-MIT", "vis-network.LICENSE-APACHE-2.0")

# Defence in depth: even if some text escaped the escaping, the page may run only its own script
# files (no inline script, no eval) and may fetch nothing at all (default-src 'none').
CSP = ("default-src 'none'; script-src 'self' file:; style-src 'self' file: 'unsafe-inline'; "
       "img-src 'self' file: data:; font-src 'self' file:; base-uri 'none'; form-action 'none'")

INSIDE_LABEL_SHAPES = model.INSIDE_LABEL_SHAPES


def esc(value: Any) -> str:
    return html.escape(_s(value), quote=True)


def json_for_script(obj: Any) -> str:
    """JSON safe inside <script type="application/json">: no '<' (so no '</script>' or '<!--'),
    no '>' or '&', and no U+2028/U+2029; JSON.parse gives the original strings back."""
    text = json.dumps(obj, ensure_ascii=False, separators=(",", ":"))
    return (text.replace("<", "\\u003c").replace(">", "\\u003e").replace("&", "\\u0026")
            .replace("\u2028", "\\u2028").replace("\u2029", "\\u2029"))


def safe_url(url: Any) -> str | None:
    u = _s(url).strip()
    return u if u.lower().startswith(("http://", "https://")) else None


def _font_color(hex_color: str) -> str:
    h = hex_color.lstrip("#")
    try:
        r, g, b = (int(h[i : i + 2], 16) / 255 for i in (0, 2, 4))
    except ValueError:
        return "#222222"
    return "#ffffff" if 0.2126 * r + 0.7152 * g + 0.0722 * b < 0.5 else "#222222"


def styles(schema: kg_schema.Schema) -> dict[str, dict[str, str]]:
    out = {}
    for name, lab in schema.labels.items():
        inside = lab.shape in INSIDE_LABEL_SHAPES
        out[name] = {"color": lab.color, "shape": lab.shape,
                     "font": _font_color(lab.color) if inside else "#222222",
                     "inside": inside, "description": lab.description}
    return out


def shape_svg(shape: str, color: str, size: int = 16) -> str:
    c = esc(color)
    s = size
    common = f'fill="{c}" stroke="#444" stroke-width="1"'
    if shape == "dot" or shape == "circle":
        body = f'<circle cx="8" cy="8" r="6" {common}/>'
    elif shape == "square":
        body = f'<rect x="2" y="2" width="12" height="12" {common}/>'
    elif shape == "box":
        body = f'<rect x="1" y="4" width="14" height="9" rx="2" {common}/>'
    elif shape == "ellipse":
        body = f'<ellipse cx="8" cy="8" rx="7" ry="4.5" {common}/>'
    elif shape == "diamond":
        body = f'<polygon points="8,1 15,8 8,15 1,8" {common}/>'
    elif shape == "triangle":
        body = f'<polygon points="8,2 15,14 1,14" {common}/>'
    elif shape == "triangleDown":
        body = f'<polygon points="1,2 15,2 8,14" {common}/>'
    elif shape == "hexagon":
        body = f'<polygon points="4,2 12,2 15.5,8 12,14 4,14 0.5,8" {common}/>'
    elif shape == "star":
        body = f'<polygon points="8,1 10,6 15,6 11,9.5 12.5,15 8,11.5 3.5,15 5,9.5 1,6 6,6" {common}/>'
    elif shape == "database":
        body = (f'<path d="M2,4 v8 a6,2.5 0 0 0 12,0 v-8" {common}/>'
                f'<ellipse cx="8" cy="4" rx="6" ry="2.5" {common}/>')
    else:
        body = f'<rect x="2" y="2" width="12" height="12" {common}/>'
    return f'<svg class="kg-shape" width="{s}" height="{s}" viewBox="0 0 16 16" aria-hidden="true">{body}</svg>'


def badge(label: str, st: dict[str, dict[str, str]]) -> str:
    color = st.get(label, {}).get("color", "#999999")
    shape = st.get(label, {}).get("shape", "box")
    return f'<span class="kg-badge">{shape_svg(shape, color, 12)}{esc(label)}</span>'


# ---------------------------------------------------------------------------------------------
# drawable data


def tip_for(ix: GraphIndex, nid: str) -> dict[str, Any]:
    a = ix.attrs(nid)
    label = _s(a.get("label"))
    tip: dict[str, Any] = {"name": ix.name(nid), "label": label}
    if label in ix.schema.entity_labels:
        aliases = a.get("aliases")
        tip["aliases"] = [_s(x) for x in aliases] if isinstance(aliases, list) else []
        tip["papers"] = ix.paper_count(nid)
        tip["evidence"] = _s(a.get("evidence"))
    elif label == "Paper":
        tip["year"] = _s(a.get("year"))
        tip["papers"] = 1
        tip["evidence"] = short(_s(a.get("abstract")), 240)
    elif label == "Claim":
        tip["kind"] = _s(a.get("kind"))
        tip["evidence"] = _s(a.get("text"))
    elif label == "Result":
        parts = [_s(a.get("value")) + _s(a.get("unit"))]
        for k in ("metric", "dataset", "baseline"):
            if a.get(k):
                parts.append(f"{k}: {_s(a.get(k))}")
        tip["kind"] = "; ".join(p for p in parts if p)
        tip["evidence"] = _s(a.get("text"))
    return tip


def view_data(ix: GraphIndex, vg: ViewGraph, prefix: str, st: dict[str, dict[str, str]]) -> dict[str, Any]:
    sized = vg.center is None
    nodes = []
    for nid in vg.nodes:
        x, y = vg.pos.get(nid, (0.0, 0.0))
        label = ix.label(nid)
        name = ix.name(nid)
        aliases = ix.attrs(nid).get("aliases")
        search = " ".join([name, *([_s(s) for s in aliases] if isinstance(aliases, list) else [])]).lower()
        # sizes on a log scale: paper counts are Zipf-like, linear sizes would leave all but a
        # handful of nodes at the minimum (and their labels unreadable)
        value = model.node_value(vg.value.get(nid, 1))
        nodes.append({
            "id": nid, "text": model.node_text(name, label, st.get(label, {}).get("shape", ""), sized),
            "group": label, "x": x, "y": y, "value": value, "href": ix.href(nid, prefix),
            "search": search, "tip": tip_for(ix, nid), "center": nid == vg.center,
        })
    edges = [{"from": s, "to": t, "type": rel, "n": n} for (s, t, rel), n in sorted(vg.edges.items())]
    groups = {lab: st[lab] for lab in dict.fromkeys(ix.label(n) for n in vg.nodes) if lab in st}
    return {"nodes": nodes, "edges": edges, "styles": groups, "sized": sized}


# ---------------------------------------------------------------------------------------------
# page pieces


def page(title: str, body: str, prefix: str, kind: str, data: dict[str, Any] | None = None) -> str:
    data_block = f'<script type="application/json" id="kg-data">{json_for_script(data)}</script>\n' if data else ""
    vis = f'<script src="{prefix}assets/vis-network.min.js"></script>\n' if data else ""
    return (
        "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
        "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
        f"<meta http-equiv=\"Content-Security-Policy\" content=\"{CSP}\">\n"
        "<meta name=\"referrer\" content=\"no-referrer\">\n"
        f"<title>{esc(title)}</title>\n"
        f"<link rel=\"stylesheet\" href=\"{prefix}assets/kg-view.css\">\n"
        f"</head>\n<body class=\"kg-page kg-{kind}\">\n"
        f"<nav class=\"kg-nav\"><a href=\"{prefix}index.html\">Index</a> <a href=\"{prefix}graph.html\">Overview graph</a></nav>\n"
        f"<main>\n{body}\n</main>\n{data_block}{vis}"
        f"<script src=\"{prefix}assets/kg-view.js\"></script>\n</body>\n</html>\n"
    )


def network_block(vg: ViewGraph, ix: GraphIndex, st: dict[str, dict[str, str]], note: str = "",
                  tall: bool = False) -> str:
    counts: dict[str, int] = {}
    for n in vg.nodes:
        counts[ix.label(n)] = counts.get(ix.label(n), 0) + 1
    items = []
    for lab in st:
        if lab not in counts:
            continue
        s = st[lab]
        items.append(
            f'<li><label title="{esc(s["description"])}"><input type="checkbox" class="kg-filter" value="{esc(lab)}" checked> '
            f'{shape_svg(s["shape"], s["color"])} {esc(lab)} <span class="kg-count">{counts[lab]}</span></label></li>')
    has_co = any(rel == CO_OCCURS for _, _, rel in vg.edges)
    edge_note = ('<li><span class="kg-line"></span> typed relationship (hover for type)</li>'
                 + ('<li><span class="kg-line kg-dashed"></span> co-occur in papers</li>' if has_co else ""))
    size_note = "<p class=\"kg-small\">Size: paper count. Click a node for details, double-click to open its page.</p>" \
        if vg.center is None else "<p class=\"kg-small\">Click a node for details, double-click to open its page.</p>"
    return (
        f'<section class="kg-netwrap{" kg-tall" if tall else ""}">\n'
        '<div class="kg-controls"><form id="kg-search-form" role="search" autocomplete="off">'
        '<input id="kg-search" type="search" placeholder="Search name or alias" aria-label="Search nodes">'
        '<button id="kg-search-go" type="submit">Search</button>'
        '<button id="kg-search-clear" type="button">Clear</button></form>'
        f'<span id="kg-status" class="kg-status" aria-live="polite">{esc(note)}</span></div>\n'
        '<div class="kg-net-and-legend">'
        f'<div id="kg-network" data-node-count="{len(vg.nodes)}" data-edge-count="{len(vg.edges)}"></div>\n'
        '<aside class="kg-legend"><h2>Legend</h2><p class="kg-small">Untick a label to hide it.</p>'
        f'<ul class="kg-legend-list">{"".join(items)}</ul>'
        '<button id="kg-filter-all" type="button">Show all labels</button>'
        f'<ul class="kg-edge-legend">{edge_note}</ul>{size_note}'
        '<div id="kg-info" class="kg-info"></div></aside></div>\n</section>'
    )


def entity_link(ix: GraphIndex, nid: str, prefix: str, st) -> str:
    href = ix.href(nid, prefix)
    name = esc(ix.name(nid))
    inner = f'<a href="{esc(href)}">{name}</a>' if href else name
    return f'{inner} {badge(ix.label(nid), st)}'


def _result_line(ix: GraphIndex, rid: str) -> str:
    a = ix.attrs(rid)
    bits = [f'<strong>{esc(a.get("text") or (_s(a.get("value")) + _s(a.get("unit"))))}</strong>']
    for k in ("metric", "dataset", "baseline", "direction"):
        if a.get(k):
            bits.append(f'{k}: {esc(a.get(k))}')
    return ", ".join(bits)


def claim_item(ix: GraphIndex, cid: str, prefix: str, st, with_paper: bool = False) -> str:
    a = ix.attrs(cid)
    kind = esc(a.get("kind") or "claim")
    parts = [f'<li class="kg-claim"><span class="kg-kind">{kind}</span> {esc(a.get("text") or ix.name(cid))}']
    if with_paper and cid in ix.claim_paper:
        p = ix.claim_paper[cid]
        parts.append(f' <span class="kg-from">\u2014 <a href="{esc(ix.href(p, prefix))}">{esc(short(ix.name(p), 90))}</a></span>')
    results = sorted(set(ix.claim_results.get(cid, ())))
    if results:
        parts.append('<ul class="kg-results">' + "".join(f"<li>{_result_line(ix, r)}</li>" for r in results) + "</ul>")
    about = sorted({e for e, _ in ix.about.get(cid, ())} | {e for r in results for e, _ in ix.about.get(r, ())})
    if about:
        parts.append('<div class="kg-about">About: ' + "; ".join(entity_link(ix, e, prefix, st) for e in about) + "</div>")
    parts.append("</li>")
    return "".join(parts)


# ---------------------------------------------------------------------------------------------
# pages


def paper_page(ix: GraphIndex, pid: str, st) -> str:
    a = ix.attrs(pid)
    prefix = "../"
    title = ix.name(pid)
    meta = [f'<dt>Id</dt><dd><code>{esc(pid)}</code></dd>']
    authors = a.get("authors")
    if isinstance(authors, list) and authors:
        meta.append(f'<dt>Authors</dt><dd>{esc(", ".join(_s(x) for x in authors))}</dd>')
    for k in ("year", "venue", "track", "status", "source"):
        if a.get(k) not in (None, ""):
            meta.append(f'<dt>{k.capitalize()}</dt><dd>{esc(a.get(k))}</dd>')
    keywords = a.get("keywords")
    if isinstance(keywords, list) and keywords:
        meta.append(f'<dt>Keywords</dt><dd>{esc("; ".join(_s(x) for x in keywords))}</dd>')
    for k, link in (("doi", "https://doi.org/" + _s(a.get("doi"))), ("url", a.get("url"))):
        url = safe_url(link) if a.get(k) not in (None, "") else None
        if url:
            shown = a.get(k)
            meta.append(f'<dt>{k.upper()}</dt><dd><a href="{esc(url)}" rel="noopener noreferrer nofollow">{esc(shown)}</a></dd>')
    body = [f'<header class="kg-head"><h1>{esc(title)}</h1>{badge("Paper", st)}</header>',
            f'<dl class="kg-meta">{"".join(meta)}</dl>']
    body.append(f'<section><h2>Abstract</h2><p class="kg-abstract">{esc(a.get("abstract"))}</p></section>')
    vg = model.paper_neighbourhood(ix, pid)
    body.append("<section><h2>Neighbourhood</h2>" + network_block(vg, ix, st) + "</section>")
    by_rel: dict[str, list[tuple[str, dict]]] = {}
    for rel, e, ea in ix.paper_entities.get(pid, ()):
        by_rel.setdefault(rel, []).append((e, ea))
    ent_html = []
    for rel in model.PAPER_ENTITY_RELS:
        rows = sorted(by_rel.get(rel, ()), key=lambda x: (ix.label(x[0]), ix.name(x[0]).lower(), x[0]))
        if not rows:
            continue
        lis = []
        for e, ea in rows:
            ev = f' <q class="kg-ev">{esc(ea.get("evidence"))}</q>' if ea.get("evidence") else ""
            lis.append(f"<li>{entity_link(ix, e, prefix, st)}{ev}</li>")
        ent_html.append(f'<h3>{esc(model.PAPER_REL_HEADINGS[rel])} ({len(rows)})</h3><ul class="kg-list">{"".join(lis)}</ul>')
    body.append('<section><h2>Entities</h2>' + ("".join(ent_html) or '<p class="kg-none">No entities extracted.</p>') + "</section>")
    claims = ix.claims_of(pid)
    body.append('<section><h2>Claims and results</h2>'
                + (f'<ol class="kg-claims">{"".join(claim_item(ix, c, prefix, st) for c in claims)}</ol>' if claims
                   else '<p class="kg-none">No claims extracted.</p>') + "</section>")
    return page(title, "\n".join(body), prefix, "paper", view_data(ix, vg, prefix, st))


def entity_page(ix: GraphIndex, eid: str, st) -> str:
    a = ix.attrs(eid)
    prefix = "../"
    label = ix.label(eid)
    name = ix.name(eid)
    meta = [f'<dt>Id</dt><dd><code>{esc(eid)}</code></dd>',
            f'<dt>Papers</dt><dd>{ix.paper_count(eid)}</dd>']
    aliases = a.get("aliases")
    if isinstance(aliases, list) and aliases:
        meta.append(f'<dt>Aliases</dt><dd>{esc(", ".join(_s(x) for x in aliases))}</dd>')
    if a.get("mention_count") is not None:
        meta.append(f'<dt>Mentions</dt><dd>{esc(a.get("mention_count"))}</dd>')
    if a.get("evidence"):
        meta.append(f'<dt>Evidence</dt><dd><q class="kg-ev">{esc(a.get("evidence"))}</q></dd>')
    merged = a.get("merged_by")
    if isinstance(merged, list) and merged:
        meta.append(f'<dt>Merged by</dt><dd>{esc(", ".join(_s(x) for x in merged))}</dd>')
    body = [f'<header class="kg-head"><h1>{esc(name)}</h1>{badge(label, st)}</header>',
            f'<p class="kg-desc">{esc(ix.schema.labels[label].description)}</p>' if label in ix.schema.labels else "",
            f'<dl class="kg-meta">{"".join(meta)}</dl>']
    vg = model.entity_neighbourhood(ix, eid)
    n_papers = len({p for _, p, _ in ix.entity_papers.get(eid, ())})
    drawn = sum(1 for n in vg.nodes if ix.label(n) == "Paper")
    note = f"Drawing {drawn} of {n_papers} papers." if drawn < n_papers else ""
    body.append("<section><h2>Neighbourhood</h2>" + network_block(vg, ix, st, note=note) + "</section>")
    by_rel: dict[str, list[tuple[str, dict]]] = {}
    for rel, p, ea in ix.entity_papers.get(eid, ()):
        by_rel.setdefault(rel, []).append((p, ea))
    claims = ix.claims_about(eid)
    claims_by_paper: dict[str, list[str]] = {}
    for c in claims:
        claims_by_paper.setdefault(ix.claim_paper.get(c, ""), []).append(c)
    sections = []
    for rel in model.PAPER_ENTITY_RELS:
        rows = sorted(by_rel.get(rel, ()), key=lambda x: x[0])
        if not rows:
            continue
        lis = []
        for p, ea in rows:
            year = ix.attrs(p).get("year")
            y = f' <span class="kg-year">({esc(year)})</span>' if year not in (None, "") else ""
            ev = f'<div><q class="kg-ev">{esc(ea.get("evidence"))}</q></div>' if ea.get("evidence") else ""
            pc = claims_by_paper.get(p, [])
            cl = f'<ol class="kg-claims">{"".join(claim_item(ix, c, prefix, st) for c in pc)}</ol>' if pc else ""
            lis.append(f'<li><a href="{esc(ix.href(p, prefix))}">{esc(ix.name(p))}</a>{y}{ev}{cl}</li>')
        sections.append(f'<h3>{esc(model.REL_HEADINGS[rel])} ({len(rows)})</h3><ul class="kg-list">{"".join(lis)}</ul>')
    body.append('<section class="kg-papers"><h2>Papers</h2>' + ("".join(sections) or '<p class="kg-none">No papers link to it.</p>') + "</section>")
    listed = {p for rows in by_rel.values() for p, _ in rows}
    loose = [c for p, cs in claims_by_paper.items() if p not in listed for c in cs]
    if loose:
        body.append('<section><h2>Other claims about it</h2><ol class="kg-claims">'
                    + "".join(claim_item(ix, c, prefix, st, with_paper=True) for c in loose) + "</ol></section>")
    links = ix.entity_links.get(eid, ())
    if links:
        lis = []
        for rel, o, direction, ea in sorted(links, key=lambda x: (x[0], x[2], ix.name(x[1]).lower(), x[1])):
            arrow = f"{esc(rel)} \u2192" if direction == "out" else f"\u2190 {esc(rel)}"
            ev = f' <q class="kg-ev">{esc(ea.get("evidence"))}</q>' if ea.get("evidence") else ""
            lis.append(f'<li><span class="kg-rel">{arrow}</span> {entity_link(ix, o, prefix, st)}{ev}</li>')
        body.append(f'<section><h2>Related entities ({len(links)})</h2><ul class="kg-list">{"".join(lis)}</ul></section>')
    return page(name, "\n".join(body), prefix, "entity", view_data(ix, vg, prefix, st))


def overview_page(ix: GraphIndex, vg: ViewGraph, st) -> str:
    n_ent = sum(1 for n in vg.nodes if ix.label(n) != "Paper")
    what = f"{n_ent} of {vg.total_entities} entities" + (f" and {len(ix.papers)} papers" if vg.includes_papers else "")
    rank = "" if n_ent == vg.total_entities else " (the most-cited by paper count; the rest are in the index)"
    note = f"Showing {what}{rank}."
    body = ('<header class="kg-head"><h1>Knowledge graph overview</h1></header>\n'
            + network_block(vg, ix, st, note=note, tall=True))
    return page("Knowledge graph overview", body, "", "overview", view_data(ix, vg, "", st))


def index_page(ix: GraphIndex, st) -> str:
    groups: list[tuple[str, list[str]]] = [("Paper", ix.papers)]
    by_label: dict[str, list[str]] = {}
    for e in ix.entities:
        by_label.setdefault(ix.label(e), []).append(e)
    for lab in ix.schema.entity_labels:
        if by_label.get(lab):
            ents = sorted(by_label[lab], key=lambda e: (-ix.paper_count(e), ix.name(e).lower(), e))
            groups.append((lab, ents))
    options = "".join(f'<option value="{esc(lab)}">{esc(lab)} ({len(items)})</option>' for lab, items in groups)
    sections = []
    for lab, items in groups:
        lis = []
        for nid in items:
            a = ix.attrs(nid)
            name = ix.name(nid)
            aliases = a.get("aliases") if isinstance(a.get("aliases"), list) else []
            search = " ".join([name, *map(_s, aliases)]).lower()
            if lab == "Paper":
                extra = f' <span class="kg-year">{esc(a.get("year"))}</span>' if a.get("year") not in (None, "") else ""
            else:
                al = f' <span class="kg-aliases">aka {esc(", ".join(map(_s, aliases[:5])))}</span>' if aliases else ""
                pc = ix.paper_count(nid)
                extra = f' <span class="kg-pc">{pc} paper{"" if pc == 1 else "s"}</span>{al}'
            lis.append(f'<li data-s="{esc(search)}"><a href="{esc(ix.href(nid))}">{esc(name)}</a>{extra}</li>')
        sections.append(f'<section class="kg-group" data-label="{esc(lab)}"><h2>{badge(lab, st)} '
                        f'<span class="kg-count">{len(items)}</span></h2><ul class="kg-list kg-index-list">{"".join(lis)}</ul></section>')
    body = ('<header class="kg-head"><h1>Knowledge graph index</h1></header>\n'
            f'<p>{len(ix.papers)} papers and {len(ix.entities)} entities. See the <a href="graph.html">overview graph</a>.</p>\n'
            '<div class="kg-controls"><input id="kg-index-search" type="search" placeholder="Filter by name or alias" aria-label="Filter the index">'
            f'<select id="kg-index-label" aria-label="Label"><option value="">All labels</option>{options}</select>'
            '<span id="kg-index-status" class="kg-status" aria-live="polite"></span></div>\n'
            + "\n".join(sections))
    return page("Knowledge graph index", body, "", "index")


# ---------------------------------------------------------------------------------------------


def _copy_assets(dest: Path) -> list[Path]:
    out = []
    dest.mkdir(parents=True, exist_ok=True)
    for name in ASSET_FILES + ASSET_EXTRA:
        src = ASSETS_SRC / name
        if src.exists():
            shutil.copyfile(src, dest / name)
            out.append(name)
    return out


def write_views(graph: nx.MultiDiGraph, out_dir: Path, top_n: int = 300) -> list[Path]:
    """Write graph.html, index.html, papers/<page>.html, entities/<page>.html and assets/ into
    out_dir; return the paths written. Each folder is swapped in whole (no half-written views)."""
    out_dir = Path(out_dir)
    out_dir.mkdir(parents=True, exist_ok=True)
    schema = kg_schema.load()
    st = styles(schema)
    ix = model.build_index(graph, schema)
    written: list[Path] = []

    with atomic_path(out_dir / "assets") as tmp:
        names = _copy_assets(tmp)
    written += [out_dir / "assets" / n for n in names]

    with atomic_path(out_dir / "papers") as tmp:
        tmp.mkdir(parents=True)
        for pid in ix.papers:
            name = f"{page_name(pid)}.html"
            (tmp / name).write_text(paper_page(ix, pid, st), encoding="utf-8")
            written.append(out_dir / "papers" / name)
    with atomic_path(out_dir / "entities") as tmp:
        tmp.mkdir(parents=True)
        for eid in ix.entities:
            name = f"{page_name(eid)}.html"
            (tmp / name).write_text(entity_page(ix, eid, st), encoding="utf-8")
            written.append(out_dir / "entities" / name)

    vg = model.select_overview(ix, top_n=top_n)
    written.append(atomic_write_text(out_dir / "graph.html", overview_page(ix, vg, st)))
    written.append(atomic_write_text(out_dir / "index.html", index_page(ix, st)))
    return written


def overview_node_count(graph: nx.MultiDiGraph, top_n: int = 300) -> int:
    """How many nodes graph.html draws for this graph (tests and the bench compare against it)."""
    ix = model.build_index(graph)
    return len(model.select_overview(ix, top_n=top_n).nodes)


def iter_page_ids(graph: nx.MultiDiGraph) -> Iterable[tuple[str, str]]:
    """(kind, node id) of every node that gets a page: ("papers"|"entities", id)."""
    schema = kg_schema.load()
    for nid, a in graph.nodes(data=True):
        if a.get("label") == "Paper":
            yield "papers", nid
        elif a.get("label") in schema.entity_labels:
            yield "entities", nid
