"""What the views show: one pass over the graph builds the per-node neighbourhoods, the overview
selection (top-N entities) and the node positions. No HTML here (see kg.view.render).

Every string taken from the graph is untrusted (it comes from abstracts); this module only moves
it around, kg.view.render escapes it.
"""
from __future__ import annotations

import math
from collections import Counter, defaultdict
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Iterable

import networkx as nx

from kg import schema as kg_schema
from kg.graph import analytics
from kg.ids import page_name

if TYPE_CHECKING:  # numpy is imported where used, so that reading a graph does not load it
    import numpy as np

# Paper -> entity relationships, in the order entity and paper pages list them.
PAPER_ENTITY_RELS = ("PROPOSES", "USES", "ADDRESSES", "EVALUATED_ON", "MEASURED_BY")
REL_HEADINGS = {
    "PROPOSES": "Proposed by",
    "USES": "Used by",
    "ADDRESSES": "Addressed by",
    "EVALUATED_ON": "Evaluated on by",
    "MEASURED_BY": "Measured by",
}
PAPER_REL_HEADINGS = {
    "PROPOSES": "Proposes",
    "USES": "Uses",
    "ADDRESSES": "Addresses",
    "EVALUATED_ON": "Evaluated on",
    "MEASURED_BY": "Measured by",
}
CO_OCCURS = "CO_OCCURS"  # overview-only edge: two entities named in the same papers (not a schema type)


def _s(value: Any) -> str:
    """A display string for any property value (None -> "")."""
    if value is None:
        return ""
    if isinstance(value, float) and value.is_integer():
        return str(int(value))
    return str(value)


def short(text: str, n: int = 32) -> str:
    text = " ".join(text.split())
    return text if len(text) <= n else text[: n - 1].rstrip() + "\u2026"


def wrap_lines(text: str, width: int = 16, lines: int = 2) -> str:
    """At most `lines` lines of at most `width` characters, broken between words ("\n"-joined),
    with an ellipsis when text is cut. For labels drawn inside a shape (box, database): vis-network
    would otherwise break them mid-word or stretch the shape to the whole title."""
    words = text.split()
    out: list[str] = []
    cur = ""
    i = 0
    while i < len(words) and len(out) < lines:
        w = words[i]
        if not cur and len(w) > width:  # one word longer than a line: cut it
            out.append(w[: width - 1] + "\u2026")
            i += 1
            cur = ""
            if len(out) == lines:
                break
            continue
        if not cur:
            cur = w
        elif len(cur) + 1 + len(w) <= width:
            cur += " " + w
        else:
            out.append(cur)
            cur = ""
            continue
        i += 1
    if cur and len(out) < lines:
        out.append(cur)
    if i < len(words) and out and not out[-1].endswith("\u2026"):
        last = out[-1]
        out[-1] = (last if len(last) < width else last[: width - 1].rstrip()) + "\u2026"
    return "\n".join(out)


INSIDE_LABEL_SHAPES = {"box", "ellipse", "database", "circle", "text"}
# vis-network scales node sizes and label fonts linearly in the node value (log2(1 + paper count))
# between these bounds in the overview; view_data hands them to kg-view.js with the nodes.
SIZE_MIN, SIZE_MAX = 8.0, 34.0
FONT_MIN, FONT_MAX = 16.0, 24.0
# glyph widths / font size of the sans-serif the pages use (Chromium's system-ui): capitals and digits are a fifth
# wider than lower case, so an average width drew acronym labels ('KTX', 'KT-9') over their neighbours
CHAR_W, UPPER_W, DIGIT_W, NARROW_W, ELLIPSIS_W = 0.56, 0.68, 0.64, 0.36, 1.0
LABEL_STROKE = 3.0  # kg-view.js draws labels with a white stroke this wide around the glyphs


def text_width(line: str, font: float) -> float:
    """The drawn width of one label line at a font size, glyph by glyph, with its stroke."""
    def glyph(c: str) -> float:
        if c.isupper():
            return UPPER_W
        if c.isdigit():
            return DIGIT_W
        if c == "\u2026":
            return ELLIPSIS_W
        return CHAR_W if c.isalpha() else NARROW_W
    return font * sum(glyph(c) for c in line) + 2 * LABEL_STROKE


def node_value(weight: int) -> float:
    """The value vis-network sizes an overview node by: paper counts are Zipf-like, so a log scale
    (linear sizes would leave all but a handful of nodes, and their labels, at the minimum)."""
    return round(math.log2(1 + max(weight, 0)), 2)


def node_text(name: str, label: str, shape: str, sized: bool) -> str:
    """The text drawn on a node. In the overview (`sized`) a label-inside shape (box, database,
    ellipse) grows with its text, so its text is wrapped between words (never inside one, as a
    width cap would) into two short lines: 16 characters a line in a paper box (papers are drawn
    only for small corpora), 10 in the others (a dataset cylinder is as tall as it is wide)."""
    if sized and shape in INSIDE_LABEL_SHAPES:
        return wrap_lines(name, 16 if shape == "box" else 10, 2)
    return short(name, 36 if label == "Paper" else 26 if sized else 30)


@dataclass
class GraphIndex:
    graph: nx.MultiDiGraph
    schema: kg_schema.Schema
    papers: list[str] = field(default_factory=list)
    entities: list[str] = field(default_factory=list)
    # paper -> [(rel, entity, edge attrs)]
    paper_entities: dict[str, list[tuple[str, str, dict]]] = field(default_factory=lambda: defaultdict(list))
    # entity -> [(rel, paper, edge attrs)]
    entity_papers: dict[str, list[tuple[str, str, dict]]] = field(default_factory=lambda: defaultdict(list))
    paper_claims: dict[str, list[str]] = field(default_factory=lambda: defaultdict(list))
    claim_paper: dict[str, str] = field(default_factory=dict)
    claim_results: dict[str, list[str]] = field(default_factory=lambda: defaultdict(list))
    result_claim: dict[str, str] = field(default_factory=dict)
    # claim/result -> [(entity, role)] and entity -> [(claim/result, role)]
    about: dict[str, list[tuple[str, str]]] = field(default_factory=lambda: defaultdict(list))
    about_rev: dict[str, list[tuple[str, str]]] = field(default_factory=lambda: defaultdict(list))
    # entity -> [(rel, other entity, "out"|"in", edge attrs)]
    entity_links: dict[str, list[tuple[str, str, str, dict]]] = field(default_factory=lambda: defaultdict(list))

    pages: bool = True  # whether papers/ and entities/ pages exist to link to
    _labels: dict[str, str] = field(default_factory=dict)
    _names: dict[str, str] = field(default_factory=dict)
    _papers_of: dict[str, set] | None = None  # analytics.entity_papers, made on first use

    def label(self, nid: str) -> str:
        lab = self._labels.get(nid)
        if lab is None:
            lab = self._labels[nid] = _s(self.graph.nodes[nid].get("label"))
        return lab

    def attrs(self, nid: str) -> dict:
        return self.graph.nodes[nid]

    def name(self, nid: str) -> str:
        name = self._names.get(nid)
        if name is None:
            name = self._names[nid] = analytics.display_name(self.graph, nid)
        return name

    def paper_count(self, nid: str) -> int:
        if self._papers_of is None:
            self._papers_of = analytics.entity_papers(self.graph)
        return analytics.paper_count(self.graph, nid, self._papers_of)

    def href(self, nid: str, prefix: str = "") -> str | None:
        """Relative link to the node's page from a page `prefix` deep ("" or "../"); None if it has none."""
        if not self.pages:
            return None
        label = self.label(nid)
        if label == "Paper":
            return f"{prefix}papers/{page_name(nid)}.html"
        if label in self.schema.entity_labels:
            return f"{prefix}entities/{page_name(nid)}.html"
        return None

    def claims_about(self, entity: str) -> list[str]:
        """Claims that concern the entity, directly or through one of their results; sorted, unique."""
        out = set()
        for node, _role in self.about_rev.get(entity, ()):
            if self.label(node) == "Claim":
                out.add(node)
            elif node in self.result_claim:
                out.add(self.result_claim[node])
        return sorted(out, key=self._claim_order)

    def _claim_order(self, cid: str) -> tuple:
        a = self.graph.nodes[cid]
        sent = a.get("sentence")
        return (self.claim_paper.get(cid, _s(a.get("paper_id"))), sent if isinstance(sent, int) else 0, cid)

    def claims_of(self, paper: str) -> list[str]:
        return sorted(set(self.paper_claims.get(paper, ())), key=self._claim_order)


def build_index(graph: nx.MultiDiGraph, schema: kg_schema.Schema | None = None) -> GraphIndex:
    schema = schema or kg_schema.load()
    ix = GraphIndex(graph=graph, schema=schema)
    entity_labels = set(schema.entity_labels)
    for nid, a in graph.nodes(data=True):
        label = a.get("label")
        if label == "Paper":
            ix.papers.append(nid)
        elif label in entity_labels:
            ix.entities.append(nid)
    for src, tgt, a in graph.edges(data=True):
        rel = a.get("type", "")
        ls, lt = graph.nodes[src].get("label"), graph.nodes[tgt].get("label")
        if rel in PAPER_ENTITY_RELS and ls == "Paper" and lt in entity_labels:
            ix.paper_entities[src].append((rel, tgt, a))
            ix.entity_papers[tgt].append((rel, src, a))
        elif rel == "HAS_CLAIM":
            ix.paper_claims[src].append(tgt)
            ix.claim_paper[tgt] = src
        elif rel == "REPORTS":
            ix.claim_results[src].append(tgt)
            ix.result_claim[tgt] = src
        elif rel == "ABOUT":
            role = _s(a.get("role"))
            ix.about[src].append((tgt, role))
            ix.about_rev[tgt].append((src, role))
        elif ls in entity_labels and lt in entity_labels:
            ix.entity_links[src].append((rel, tgt, "out", a))
            ix.entity_links[tgt].append((rel, src, "in", a))
    # Claims whose paper is only known from their paper_id property.
    for nid, a in graph.nodes(data=True):
        if a.get("label") == "Claim" and nid not in ix.claim_paper:
            pid = a.get("paper_id")
            if isinstance(pid, str) and pid in graph and graph.nodes[pid].get("label") == "Paper":
                ix.claim_paper[nid] = pid
                ix.paper_claims[pid].append(nid)
    ix.papers.sort()
    ix.entities.sort(key=lambda e: (ix.label(e), -ix.paper_count(e), ix.name(e).lower(), e))
    return ix


# ---------------------------------------------------------------------------------------------
# Overview selection


@dataclass
class ViewGraph:
    """A drawable graph: node ids with positions and weights, and aggregated typed edges."""

    nodes: list[str]
    pos: dict[str, tuple[float, float]]
    value: dict[str, int]
    # (source, target, type) -> number of underlying edges (papers for CO_OCCURS)
    edges: dict[tuple[str, str, str], int]
    center: str | None = None
    includes_papers: bool = False
    total_entities: int = 0


def entity_rank(ix: GraphIndex) -> list[str]:
    """Entities by paper_count, then degree, then name: the order the overview keeps the top of."""
    deg = ix.graph.degree
    return sorted(ix.entities, key=lambda e: (-ix.paper_count(e), -deg(e), ix.name(e).lower(), e))


def select_overview(ix: GraphIndex, top_n: int = 300, cooccur_per_node: int = 3) -> ViewGraph:
    """The overview: at most top_n nodes. For a small corpus (papers and entities together fit in
    top_n, or the papers are at most a fifth of top_n) the papers are drawn with their typed edges
    and the top entities fill the rest; otherwise the top-N entities are joined by their
    entity-entity relationships plus, per entity, its strongest co-occurrences."""
    ranked = entity_rank(ix)
    include_papers = bool(ix.papers) and (len(ix.papers) + len(ix.entities) <= top_n
                                          or len(ix.papers) <= top_n // 5)
    top = ranked[: max(0, top_n - len(ix.papers) if include_papers else top_n)]
    chosen = set(top)
    nodes = list(top)
    if include_papers:
        nodes = list(ix.papers) + nodes
        chosen.update(ix.papers)
    edges: Counter = Counter()
    for e in top:
        for rel, other, direction, _a in ix.entity_links.get(e, ()):
            if direction == "out" and other in chosen:
                edges[(e, other, rel)] += 1
    if include_papers:
        for p in ix.papers:
            for rel, e, _a in ix.paper_entities.get(p, ()):
                if e in chosen:
                    edges[(p, e, rel)] += 1
    else:
        pair_counts: Counter = Counter()
        for p in ix.papers:
            ents = sorted({e for _, e, _ in ix.paper_entities.get(p, ()) if e in chosen})
            if len(ents) > 40:  # a paper naming very many entities adds little structure; cap its cost
                ents = sorted(ents, key=lambda e: (-ix.paper_count(e), e))[:40]
            for i, a in enumerate(ents):
                for b in ents[i + 1 :]:
                    pair_counts[(a, b)] += 1
        partners: dict[str, list[tuple[int, str, str]]] = defaultdict(list)
        for (a, b), n in pair_counts.items():
            partners[a].append((n, b, a))
            partners[b].append((n, a, b))
        linked = {(min(s, t), max(s, t)) for s, t, _ in edges}
        for e in top:
            best = sorted(partners.get(e, ()), key=lambda x: (-x[0], x[1]))[:cooccur_per_node]
            for n, other, _ in best:
                key = (min(e, other), max(e, other))
                if key in linked:
                    continue
                linked.add(key)
                edges[(key[0], key[1], CO_OCCURS)] = pair_counts[key]
    value = {}
    for n in nodes:
        value[n] = ix.graph.degree(n) if ix.label(n) == "Paper" else max(ix.paper_count(n), 1)
    shapes = {lab: spec.shape for lab, spec in ix.schema.labels.items()}
    boxes = label_boxes([(node_text(ix.name(n), ix.label(n), shapes.get(ix.label(n), ""), True),
                          shapes.get(ix.label(n), ""), node_value(value[n])) for n in nodes])
    pos = overview_layout(nodes, edges, boxes)
    return ViewGraph(nodes=nodes, pos=pos, value=value, edges=dict(edges), includes_papers=include_papers,
                     total_entities=len(ix.entities))


def label_boxes(items: list[tuple[str, str, float]]) -> "np.ndarray":
    """Half width and half height (vis-network pixels at zoom 1) of each overview node with its
    label, from (text, shape, value): the shape's size and font scale with the value as in
    kg-view.js; a label-inside shape is as big as its text, other labels hang below the shape."""
    import numpy as np

    vals = [v for _, _, v in items]
    lo, hi = (min(vals), max(vals)) if vals else (0.0, 0.0)
    out = np.zeros((len(items), 2))
    for i, (text, shape, v) in enumerate(items):
        t = (v - lo) / (hi - lo) if hi > lo else 0.5
        size = SIZE_MIN + (SIZE_MAX - SIZE_MIN) * t
        font = FONT_MIN + (FONT_MAX - FONT_MIN) * t
        lines = text.split("\n") or [""]
        text_w = max(text_width(line, font) for line in lines)
        text_h = 1.2 * font * len(lines)
        if shape in INSIDE_LABEL_SHAPES:
            w, h = text_w + 12, text_h + 12
            if shape == "database":
                h = w = max(w, h)
            elif shape in ("ellipse", "circle"):
                w, h = w * 1.3, h * 1.4
            out[i] = (w / 2, h / 2)
        else:  # shape of radius `size`, label centred below it: keep the box centred on the node
            out[i] = (max(size, text_w / 2), size + text_h)
    return out


def remove_overlaps(pos: "np.ndarray", half: "np.ndarray", pad: float = 6.0, iterations: int = 60) -> "np.ndarray":
    """Push apart nodes whose label boxes overlap, each pair along the axis where they overlap
    least, until none do (or `iterations` runs out). Keeps the force layout's picture, only
    moves what would be drawn on top of something else."""
    import numpy as np

    pos = pos.astype(np.float32)
    n = len(pos)
    hw = (half[:, 0] + pad / 2).astype(np.float32)
    hh = (half[:, 1] + pad / 2).astype(np.float32)
    tie = np.sign(np.arange(n)[:, None] - np.arange(n)[None, :]).astype(np.float32)
    for _ in range(iterations):
        dx = pos[:, None, 0] - pos[None, :, 0]
        dy = pos[:, None, 1] - pos[None, :, 1]
        ox = hw[:, None] + hw[None, :] - np.abs(dx)
        oy = hh[:, None] + hh[None, :] - np.abs(dy)
        hit = (ox > 0) & (oy > 0)
        np.fill_diagonal(hit, False)
        if not hit.any():
            break
        along_x = hit & (ox <= oy)
        along_y = hit & (ox > oy)
        # ties (same point) are broken by index so that the two nodes move apart
        sx = np.where(dx != 0, np.sign(dx), tie)
        sy = np.where(dy != 0, np.sign(dy), tie)
        move_x = (np.where(along_x, ox, np.float32(0)) * sx).sum(axis=1) * 0.5
        move_y = (np.where(along_y, oy, np.float32(0)) * sy).sum(axis=1) * 0.5
        pos[:, 0] += np.clip(move_x, -200, 200)
        pos[:, 1] += np.clip(move_y, -200, 200)
    return pos.astype(float)


OVERLAP_MAX_NODES = 1200  # above this, overlap removal (O(n^2) memory per step) is skipped


def overview_layout(nodes: list[str], edges: Iterable[tuple[str, str, str]],
                    boxes: "np.ndarray | None" = None) -> dict[str, tuple[float, float]]:
    """Force-directed positions computed once in Python (seeded: same graph, same picture), scaled
    to vis-network pixels, so the browser draws with physics off; then, given each node's label
    box, nodes that would cover each other's labels are pushed apart."""
    import numpy as np

    if not nodes:
        return {}
    n = len(nodes)
    if n == 1:
        return {nodes[0]: (0.0, 0.0)}
    at = {nid: i for i, nid in enumerate(nodes)}
    weight: Counter = Counter()
    for s, t, _ in edges:
        if s != t and s in at and t in at:
            weight[(min(at[s], at[t]), max(at[s], at[t]))] += 1
    xy = force_layout(n, weight, iterations=80 if n <= 1500 else 50)
    # Dense enough that a small graph fitted into a browser window is drawn near 1:1 (labels
    # readable without zooming), and wider than tall like the window (labels are wide, and the
    # force layout alone gives a disc that would leave the sides of the canvas empty).
    scale = 60.0 * math.sqrt(n) + 40.0
    xy = xy * np.array([1.5 * scale, scale])
    if boxes is not None and len(boxes) == n and n <= OVERLAP_MAX_NODES:
        xy = remove_overlaps(xy, np.asarray(boxes, dtype=float), iterations=200 if n <= 500 else 60)
    return {nid: (round(float(xy[i, 0]), 1), round(float(xy[i, 1]), 1)) for nid, i in at.items()}


def force_layout(n: int, weight: dict[tuple[int, int], int], iterations: int = 80, seed: int = 42,
                 block: int = 256) -> "np.ndarray":
    """Fruchterman-Reingold in numpy: all-pairs repulsion (in row blocks, so memory stays
    O(block * n)), attraction along the weighted edges, a weak pull to the centre so that
    components do not drift apart, and a cooling step size. Returns n x 2 positions in about
    [-1, 1]. docs/views.md compares its time with networkx's spring_layout."""
    import numpy as np

    rng = np.random.default_rng(seed)
    pos = rng.uniform(-1.0, 1.0, size=(n, 2))
    k = 2.0 / math.sqrt(n)
    if weight:
        pairs = np.array(list(weight.keys()), dtype=np.int64)
        w = np.log1p(np.array(list(weight.values()), dtype=float))[:, None]
        src, tgt = pairs[:, 0], pairs[:, 1]
    else:
        src = tgt = np.zeros(0, dtype=np.int64)
        w = np.zeros((0, 1))
    step = 0.1
    cool = step / (iterations + 1)
    gravity = 0.6 * k
    x, y = pos[:, 0].astype(np.float32), pos[:, 1].astype(np.float32)
    k2 = np.float32(k * k)
    for _ in range(iterations):
        dx_sum = np.zeros(n, dtype=np.float32)
        dy_sum = np.zeros(n, dtype=np.float32)
        for start in range(0, n, block):
            bx = x[start : start + block, None] - x[None, :]
            by = y[start : start + block, None] - y[None, :]
            f = bx * bx
            f += by * by
            np.maximum(f, np.float32(1e-4), out=f)
            np.divide(k2, f, out=f)
            dx_sum[start : start + block] = np.einsum("ij,ij->i", bx, f)
            dy_sum[start : start + block] = np.einsum("ij,ij->i", by, f)
        disp = np.stack([dx_sum, dy_sum], axis=1).astype(float)
        pos = np.stack([x, y], axis=1).astype(float)
        if len(src):
            delta = pos[src] - pos[tgt]
            dist = np.sqrt(np.maximum((delta ** 2).sum(axis=1, keepdims=True), 1e-8))
            force = delta * dist / k * w
            np.add.at(disp, src, -force)
            np.add.at(disp, tgt, force)
        disp -= pos * gravity * np.sqrt((pos ** 2).sum(axis=1, keepdims=True)) / k
        length = np.sqrt(np.maximum((disp ** 2).sum(axis=1, keepdims=True), 1e-8))
        pos += disp / length * np.minimum(length, step)
        x, y = pos[:, 0].astype(np.float32), pos[:, 1].astype(np.float32)
        step -= cool
    pos -= pos.mean(axis=0)
    span = np.abs(pos).max() or 1.0
    return pos / span


# ---------------------------------------------------------------------------------------------
# Per-page neighbourhoods (radial layouts: cheap enough for 30,000 pages)


def _rings(items: list[str], start_radius: float, step: float = 110.0, spacing: float = 85.0,
           phase: float = 0.0) -> dict[str, tuple[float, float]]:
    """Place items on concentric rings, each holding as many as fit at `spacing` px apart."""
    pos: dict[str, tuple[float, float]] = {}
    i, r = 0, start_radius
    while i < len(items):
        cap = max(6, int(2 * math.pi * r / spacing))
        ring = items[i : i + cap]
        for j, nid in enumerate(ring):
            a = phase + 2 * math.pi * j / len(ring)
            pos[nid] = (round(r * math.cos(a), 1), round(r * math.sin(a), 1))
        i += cap
        r += step
    return pos


def paper_neighbourhood(ix: GraphIndex, paper: str) -> ViewGraph:
    ents = []
    seen = set()
    edges: Counter = Counter()
    for rel, e, _a in ix.paper_entities.get(paper, ()):
        edges[(paper, e, rel)] += 1
        if e not in seen:
            seen.add(e)
            ents.append(e)
    ents.sort(key=lambda e: (ix.label(e), ix.name(e).lower(), e))
    claims = ix.claims_of(paper)
    results = []
    for c in claims:
        edges[(paper, c, "HAS_CLAIM")] += 1
        for r in sorted(set(ix.claim_results.get(c, ()))):
            edges[(c, r, "REPORTS")] += 1
            results.append(r)
        for e, _role in ix.about.get(c, ()):
            if e in seen:
                edges[(c, e, "ABOUT")] += 1
    for r in results:
        for e, _role in ix.about.get(r, ()):
            if e in seen:
                edges[(r, e, "ABOUT")] += 1
    pos = {paper: (0.0, 0.0)}
    pos.update(_rings(ents, 300.0))
    outer = (max((math.hypot(*pos[e]) for e in ents), default=0.0)) + 170.0
    cpos = _rings(claims, max(outer, 260.0), phase=math.pi / max(len(ents), 1))
    pos.update(cpos)
    for c in claims:
        rs = sorted(set(ix.claim_results.get(c, ())))
        cx, cy = cpos[c]
        rad, ang = math.hypot(cx, cy), math.atan2(cy, cx)
        for k, r in enumerate(rs):
            da = (k - (len(rs) - 1) / 2) * (70.0 / (rad + 150.0))
            pos[r] = (round((rad + 150) * math.cos(ang + da), 1), round((rad + 150) * math.sin(ang + da), 1))
    nodes = [paper] + ents + claims + results
    value = {n: 1 for n in nodes}
    return ViewGraph(nodes=nodes, pos=pos, value=value, edges=dict(edges), center=paper)


def entity_neighbourhood(ix: GraphIndex, entity: str, max_papers: int = 80, max_entities: int = 40) -> ViewGraph:
    edges: Counter = Counter()
    papers: list[str] = []
    seen = set()
    for rel, p, _a in sorted(ix.entity_papers.get(entity, ()), key=lambda x: (x[1], x[0])):
        if p not in seen:
            if len(papers) >= max_papers:
                continue
            seen.add(p)
            papers.append(p)
        edges[(p, entity, rel)] += 1
    linked: dict[str, list[tuple[str, str]]] = {}
    for rel, o, direction, _a in ix.entity_links.get(entity, ()):
        if o != entity:
            linked.setdefault(o, []).append((rel, direction))
    # the most-cited related entities, when there are more than fit
    others = sorted(linked, key=lambda e: (-ix.paper_count(e), ix.name(e).lower(), e))[:max_entities]
    for o in others:
        for rel, direction in linked[o]:
            edges[(entity, o, rel) if direction == "out" else (o, entity, rel)] += 1
    others.sort(key=lambda e: (ix.label(e), ix.name(e).lower(), e))
    pos = {entity: (0.0, 0.0)}
    pos.update(_rings(others, 200.0))
    start = (max((math.hypot(*pos[o]) for o in others), default=0.0)) + 170.0 if others else 230.0
    pos.update(_rings(papers, start, step=90.0, spacing=150.0, phase=0.3))
    nodes = [entity] + others + papers
    value = {n: 1 for n in nodes}
    return ViewGraph(nodes=nodes, pos=pos, value=value, edges=dict(edges), center=entity)
