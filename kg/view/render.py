"""HTML for the views: Jinja2 templates (kg/view/templates/) with autoescape, so every graph string
is escaped in one place; the drawable data travels as a JSON data block that cannot end the <script>
element early. No page loads anything but its own relative files (assets/ next to it).
"""
from __future__ import annotations

import json
import shutil
from collections import Counter
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable

import jinja2
import markupsafe
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


# ---------------------------------------------------------------------------------------------
# drawable data


# a Result's slots as shown (shown name, attribute), the tooltip's without the last: "value of" names the compared
# method a figure belongs to ('whereas X reaches 80%'), which else reads as the paper's own
_RESULT_BITS = (("metric", "metric"), ("dataset", "dataset"), ("baseline", "baseline"), ("value of", "method"),
                ("direction", "direction"))


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
        for k, attr in _RESULT_BITS[:-1]:
            if a.get(attr):
                parts.append(f"{k}: {_s(a.get(attr))}")
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
    scale = {"size": [model.SIZE_MIN, model.SIZE_MAX], "font": [model.FONT_MIN, model.FONT_MAX]}
    return {"nodes": nodes, "edges": edges, "styles": groups, "sized": sized, "scale": scale}


# ---------------------------------------------------------------------------------------------
# pages: the templates in kg/view/templates/ get plain data and the index; Jinja2 escapes all of it

_ENV = jinja2.Environment(loader=jinja2.PackageLoader("kg.view", "templates"), autoescape=True,
                          keep_trailing_newline=True, undefined=jinja2.StrictUndefined,
                          finalize=lambda v: "" if v is None else v)  # None shows as nothing


class _Badges(dict):
    """label -> its badge; a label without a style gets the default badge on first use."""

    def __init__(self, macros: Any, st: dict[str, dict[str, str]]):
        super().__init__((lab, macros.badge(lab, st)) for lab in st)
        self._macros, self._st = macros, st

    def __missing__(self, label: str) -> markupsafe.Markup:
        self[label] = badge = self._macros.badge(label, self._st)
        return badge


@dataclass(frozen=True)
class Look:
    """Each label's style, badge and legend shape: rendered once, used by every page."""

    styles: dict[str, dict[str, str]]
    badges: dict[str, markupsafe.Markup]
    shapes: dict[str, markupsafe.Markup]


def make_look(st: dict[str, dict[str, str]]) -> Look:
    macros = _ENV.get_template("macros.html").module
    return Look(st, _Badges(macros, st), {lab: macros.shape_svg(s["shape"], s["color"]) for lab, s in st.items()})


def render(template: str, title: str, prefix: str, kind: str, data: dict[str, Any] | None = None, **context: Any) -> str:
    data_json = markupsafe.Markup(json_for_script(data)) if data else None  # made safe by json_for_script
    return _ENV.get_template(template).render(title=title, prefix=prefix, kind=kind, csp=markupsafe.Markup(CSP), data_json=data_json,
                                              **context)


def network_summary(ix: GraphIndex, vg: ViewGraph, st: dict[str, dict[str, str]]) -> dict[str, Any]:
    """What the legend and the network box of a page show."""
    counts = Counter(ix.label(n) for n in vg.nodes)
    return {"nodes": len(vg.nodes), "edges": len(vg.edges), "sized": vg.center is None,
            "counts": [(lab, counts[lab]) for lab in st if lab in counts],
            "co_occurs": any(rel == CO_OCCURS for _, _, rel in vg.edges)}


def claim_view(ix: GraphIndex, cid: str, with_paper: bool = False) -> dict[str, Any]:
    a = ix.attrs(cid)
    results = sorted(set(ix.claim_results.get(cid, ())))
    paper = ix.claim_paper.get(cid) if with_paper else None
    return {
        "kind": a.get("kind") or "claim",
        "text": a.get("text") or ix.name(cid),
        "paper": paper,
        "paper_name": short(ix.name(paper), 90) if paper else "",
        "results": [{"text": ix.attrs(r).get("text") or (_s(ix.attrs(r).get("value")) + _s(ix.attrs(r).get("unit"))),
                     "bits": [(k, _s(ix.attrs(r)[attr])) for k, attr in _RESULT_BITS if ix.attrs(r).get(attr)]}
                    for r in results],
        "about": sorted({e for e, _ in ix.about.get(cid, ())} | {e for r in results for e, _ in ix.about.get(r, ())}),
    }


def _joined(values: Any) -> str:
    return ", ".join(_s(x) for x in values) if isinstance(values, list) and values else ""


def paper_page(ix: GraphIndex, pid: str, look: Look) -> str:
    a = ix.attrs(pid)
    prefix = "../"
    meta = [("Authors", _joined(a.get("authors")))] if _joined(a.get("authors")) else []
    meta += [(k.capitalize(), _s(a.get(k))) for k in ("year", "venue", "track", "status", "source")
             if a.get(k) not in (None, "")]
    keywords = a.get("keywords")
    if isinstance(keywords, list) and keywords:
        meta.append(("Keywords", "; ".join(_s(x) for x in keywords)))
    doi = _s(a.get("doi"))
    doi_url = safe_url("https://doi.org/" + doi) if doi else None
    by_rel: dict[str, list[tuple[str, dict]]] = {}
    for rel, e, ea in ix.paper_entities.get(pid, ()):
        by_rel.setdefault(rel, []).append((e, ea))
    groups = []
    for rel in model.PAPER_ENTITY_RELS:
        rows = sorted(by_rel.get(rel, ()), key=lambda x: (ix.label(x[0]), ix.name(x[0]).lower(), x[0]))
        if rows:
            groups.append((model.PAPER_REL_HEADINGS[rel], [(e, ea.get("evidence")) for e, ea in rows]))
    vg = model.paper_neighbourhood(ix, pid)
    return render("paper.html", ix.name(pid), prefix, "paper", view_data(ix, vg, prefix, look.styles),
                  ix=ix, look=look, pid=pid, meta=meta, url=safe_url(a.get("url")), doi=doi, doi_url=doi_url,
                  abstract=_s(a.get("abstract")),
                  net=network_summary(ix, vg, look.styles), entity_groups=groups,
                  claims=[claim_view(ix, c) for c in ix.claims_of(pid)])


def entity_page(ix: GraphIndex, eid: str, look: Look) -> str:
    a = ix.attrs(eid)
    prefix = "../"
    label = ix.label(eid)
    meta = [("Aliases", _joined(a.get("aliases"))), ("Mentions", _s(a.get("mention_count"))),
            ("Evidence", _s(a.get("evidence"))), ("Merged by", _joined(a.get("merged_by")))]
    vg = model.entity_neighbourhood(ix, eid)
    n_papers = len({p for _, p, _ in ix.entity_papers.get(eid, ())})
    drawn = sum(1 for n in vg.nodes if ix.label(n) == "Paper")
    by_rel: dict[str, list[tuple[str, dict]]] = {}
    for rel, p, ea in ix.entity_papers.get(eid, ()):
        by_rel.setdefault(rel, []).append((p, ea))
    claims_by_paper: dict[str, list[str]] = {}
    for c in ix.claims_about(eid):
        claims_by_paper.setdefault(ix.claim_paper.get(c, ""), []).append(c)
    groups = []
    for rel in model.PAPER_ENTITY_RELS:
        rows = sorted(by_rel.get(rel, ()), key=lambda x: x[0])
        if rows:
            groups.append((model.REL_HEADINGS[rel], [
                (p, _s(ix.attrs(p).get("year")), ea.get("evidence"), [claim_view(ix, c) for c in claims_by_paper.get(p, ())])
                for p, ea in rows]))
    listed = {p for rows in by_rel.values() for p, _ in rows}
    loose = [claim_view(ix, c, with_paper=True) for p, cs in claims_by_paper.items() if p not in listed for c in cs]
    links = [(rel, o, direction, ea.get("evidence")) for rel, o, direction, ea in
             sorted(ix.entity_links.get(eid, ()), key=lambda x: (x[0], x[2], ix.name(x[1]).lower(), x[1]))]
    return render("entity.html", ix.name(eid), prefix, "entity", view_data(ix, vg, prefix, look.styles),
                  ix=ix, look=look, eid=eid, label=label, paper_count=ix.paper_count(eid),
                  description=ix.schema.labels[label].description if label in ix.schema.labels else None,
                  meta=[(k, v) for k, v in meta if v], net=network_summary(ix, vg, look.styles),
                  note=f"Drawing {drawn} of {n_papers} papers." if drawn < n_papers else "",
                  paper_groups=groups, loose=loose, links=links)


def overview_page(ix: GraphIndex, vg: ViewGraph, look: Look) -> str:
    n_ent = sum(1 for n in vg.nodes if ix.label(n) != "Paper")
    what = f"{n_ent} of {vg.total_entities} entities" + (f" and {len(ix.papers)} papers" if vg.includes_papers else "")
    rank = "" if n_ent == vg.total_entities else " (the most-cited by paper count; the rest are in the index)"
    return render("overview.html", "Knowledge graph overview", "", "overview", view_data(ix, vg, "", look.styles),
                  look=look, net=network_summary(ix, vg, look.styles),
                  note=f"Showing {what}{rank}." + (f" {_pages_note(ix)}" if not ix.pages else ""))


def _index_item(ix: GraphIndex, nid: str, paper: bool) -> dict[str, Any]:
    a = ix.attrs(nid)
    name = ix.name(nid)
    aliases = [_s(x) for x in a.get("aliases")] if isinstance(a.get("aliases"), list) else []
    return {"search": " ".join([name, *aliases]).lower(), "href": ix.href(nid), "name": name,
            "year": _s(a.get("year")) if paper else "", "papers": None if paper else ix.paper_count(nid),
            "aliases": "" if paper else ", ".join(aliases[:5])}


def index_page(ix: GraphIndex, look: Look) -> str:
    groups: list[tuple[str, list[dict[str, Any]]]] = [("Paper", [_index_item(ix, p, True) for p in ix.papers])]
    by_label: dict[str, list[str]] = {}
    for e in ix.entities:
        by_label.setdefault(ix.label(e), []).append(e)
    for lab in ix.schema.entity_labels:
        if by_label.get(lab):
            ents = sorted(by_label[lab], key=lambda e: (-ix.paper_count(e), ix.name(e).lower(), e))
            groups.append((lab, [_index_item(ix, e, False) for e in ents]))
    return render("index.html", "Knowledge graph index", "", "index", look=look, groups=groups,
                  n_papers=len(ix.papers), n_entities=len(ix.entities), pages_note=_pages_note(ix))


def _pages_note(ix: GraphIndex) -> str:
    if ix.pages:
        return ""
    return (f"No page per paper and entity was written for these {len(ix.papers):,} papers and "
            f"{len(ix.entities):,} entities (kg writes them for up to {PAGES_LIMIT:,} entities, or with "
            f"--all-pages); `kg serve` on this folder shows any of them on request.")


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


def _write_pages(folder: Path, ids: list[str], make: Callable[[str], str]) -> list[Path]:
    """One page per id in `folder`, swapped in whole."""
    written = []
    with atomic_path(folder) as tmp:
        tmp.mkdir(parents=True)
        for nid in ids:
            name = f"{page_name(nid)}.html"
            (tmp / name).write_text(make(nid), encoding="utf-8")
            written.append(folder / name)
    return written


# Above this many entity pages, static pages stop making sense (1,000 abstracts already make 8,321
# entity pages, 184 MB): the default writes none and `kg serve` renders each page on request.
PAGES_LIMIT = 2000


def pages_by_default(graph: nx.MultiDiGraph, pages: bool | None = None) -> bool:
    """Whether write_views writes papers/ and entities/: `pages` when given, else whether the graph
    has at most PAGES_LIMIT entities."""
    if pages is not None:
        return pages
    labels = set(kg_schema.load().entity_labels)
    return sum(1 for _, lab in graph.nodes(data="label") if lab in labels) <= PAGES_LIMIT


def pages_skipped_reason(forced: bool | None) -> str:
    """Why pages_by_default said no, for a summary line."""
    return "--no-pages" if forced is False else f"over {PAGES_LIMIT:,} entities; --all-pages writes them"


def write_views(graph: nx.MultiDiGraph, out_dir: Path, top_n: int = 300, pages: bool | None = None) -> list[Path]:
    """Write graph.html, index.html, papers/<page>.html, entities/<page>.html and assets/ into
    out_dir; return the paths written. Each folder is swapped in whole (no half-written views).

    pages: True writes the per-node pages, False writes none (and removes papers/ and entities/
    left by an earlier run, so no link points at a stale page), None (default) writes them when the
    graph has at most PAGES_LIMIT entities. Without pages the overview and index list names only."""
    out_dir = Path(out_dir)
    out_dir.mkdir(parents=True, exist_ok=True)
    schema = kg_schema.load()
    look = make_look(styles(schema))
    ix = model.build_index(graph, schema)
    ix.pages = pages_by_default(graph, pages)
    written: list[Path] = []

    with atomic_path(out_dir / "assets") as tmp:
        names = _copy_assets(tmp)
    written += [out_dir / "assets" / n for n in names]

    if ix.pages:
        written += _write_pages(out_dir / "papers", ix.papers, lambda pid: paper_page(ix, pid, look))
        written += _write_pages(out_dir / "entities", ix.entities, lambda eid: entity_page(ix, eid, look))
    else:
        for folder in ("papers", "entities"):
            shutil.rmtree(out_dir / folder, ignore_errors=True)

    vg = model.select_overview(ix, top_n=top_n)
    written.append(atomic_write_text(out_dir / "graph.html", overview_page(ix, vg, look)))
    written.append(atomic_write_text(out_dir / "index.html", index_page(ix, look)))
    return written
