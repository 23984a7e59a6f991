"""What the views show: one pass over the graph builds the per-node neighbourhoods, the overview
selection (top-N entities) and the node positions. No HTML here (see kg.view.render).

Every string taken from the graph is untrusted (it comes from abstracts); this module only moves
it around, kg.view.render escapes it.
"""
from __future__ import annotations

import math
from collections import Counter, defaultdict
from dataclasses import dataclass, field
from typing import Any, Iterable

import networkx as nx

from kg import schema as kg_schema
from kg.ids import page_name

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

    _labels: dict[str, str] = field(default_factory=dict)
    _names: dict[str, str] = field(default_factory=dict)

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
            name = self._names[nid] = self._name(nid)
        return name

    def _name(self, nid: str) -> str:
        a = self.graph.nodes[nid]
        if a.get("label") == "Paper":
            return _s(a.get("title") or a.get("name") or nid)
        if a.get("label") == "Claim":
            return _s(a.get("text") or a.get("name") or nid)
        if a.get("label") == "Result":
            return _s(a.get("text") or a.get("name") or a.get("value") or nid)
        return _s(a.get("name") or nid)

    def paper_count(self, nid: str) -> int:
        pc = self.graph.nodes[nid].get("paper_count")
        if isinstance(pc, int) and not isinstance(pc, bool):
            return pc
        return len({p for _, p, _ in self.entity_papers.get(nid, ())})

    def href(self, nid: str, prefix: str = "") -> str | None:
        """Relative link to the node's page from a page `prefix` deep ("" or "../"); None if it has none."""
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
    """The overview: the top-N entities. When papers and entities together fit in top_n (a small
    corpus), the papers are drawn too with their typed edges; otherwise the entities are joined by
    their entity-entity relationships plus, per entity, its strongest co-occurrences."""
    ranked = entity_rank(ix)
    top = ranked[: max(0, top_n)]
    include_papers = len(ix.papers) + len(ix.entities) <= top_n
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
    pos = overview_layout(nodes, edges)
    return ViewGraph(nodes=nodes, pos=pos, value=value, edges=dict(edges), includes_papers=include_papers,
                     total_entities=len(ix.entities))


def overview_layout(nodes: list[str], edges: Iterable[tuple[str, str, str]]) -> dict[str, tuple[float, float]]:
    """Force-directed positions computed once in Python (seeded: same graph, same picture), scaled
    to vis-network pixels, so the browser draws with physics off."""
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
    scale = 80.0 * math.sqrt(n) + 250.0
    return {nid: (round(float(xy[i, 0]) * scale, 1), round(float(xy[i, 1]) * scale, 1)) for nid, i in at.items()}


def force_layout(n: int, weight: dict[tuple[int, int], int], iterations: int = 80, seed: int = 42,
                 block: int = 256) -> "np.ndarray":
    """Fruchterman-Reingold in numpy: all-pairs repulsion (in row blocks, so memory stays
    O(block * n)), attraction along the weighted edges, a weak pull to the centre so that
    components do not drift apart, and a cooling step size. Returns n x 2 positions in about
    [-1, 1]. About 1 s for 1,000 nodes, where networkx's sparse spring_layout takes over 10 s."""
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
