"""Analytics over the kg MultiDiGraph, as plain networkx-style functions.

Every function takes the graph read by kg.graph.io (node attributes are the node's properties,
with "label"; edges carry "type" and "paper_id") and returns plain data: dicts, lists, sets, or a
networkx graph. Nothing here prints, writes files or mutates its input. Results are deterministic:
ties are broken by id, and community detection is seeded.

The notion shared by most functions is *which papers an entity belongs to*: an entity (a node
whose label is one of the schema's entity labels) belongs to paper P when P has an edge to it
(PROPOSES, USES, ...), or when any edge touching it carries ``paper_id == P`` (a claim's ABOUT,
an entity-to-entity USED_FOR found in P's abstract, ...).
"""
from __future__ import annotations

import math
import statistics
from collections import Counter, defaultdict
from typing import Any, Iterable

import networkx as nx

from kg import schema as kg_schema

PAPER = "Paper"
CLAIM = "Claim"
RESULT = "Result"
COMPARISON_TYPES = ("OUTPERFORMS", "COMPARED_WITH")


def entity_labels() -> tuple[str, ...]:
    """The schema's entity labels (Method, Task, Dataset, Metric, Material, Concept)."""
    return kg_schema.load().entity_labels


def _label(graph: nx.MultiDiGraph, node: Any) -> str:
    return graph.nodes[node].get("label", "")


def nodes_with_label(graph: nx.MultiDiGraph, label: str) -> list:
    """Ids of the nodes carrying `label`, sorted."""
    return sorted(n for n, lab in graph.nodes(data="label") if lab == label)


# the properties that name a node, in order of preference, by label (the rest: name, title, text)
_NAME_KEYS = {PAPER: ("title", "name"), CLAIM: ("text", "name"), RESULT: ("text", "name", "value")}


def display_name(graph: nx.MultiDiGraph, node: Any) -> str:
    """A human name for a node, the one the views and the report show: a paper's title, a claim's
    or result's full text (their `name` is cut short), an entity's name; else its id."""
    attrs = graph.nodes[node]
    for key in _NAME_KEYS.get(attrs.get("label"), ("name", "title", "text")):
        value = attrs.get(key)
        if isinstance(value, float) and value.is_integer():
            value = int(value)
        if value is not None and not isinstance(value, bool) and str(value).strip():
            return str(value).strip()
    return str(node)


# --------------------------------------------------------------------------------------- counts


def label_counts(graph: nx.MultiDiGraph) -> dict[str, int]:
    """Number of nodes per label, largest first (ties by label)."""
    counts = Counter(lab or "" for _, lab in graph.nodes(data="label"))
    return dict(sorted(counts.items(), key=lambda kv: (-kv[1], kv[0])))


def type_counts(graph: nx.MultiDiGraph) -> dict[str, int]:
    """Number of relationships per type, largest first (ties by type)."""
    counts = Counter(t or "" for _, _, t in graph.edges(data="type"))
    return dict(sorted(counts.items(), key=lambda kv: (-kv[1], kv[0])))


# ------------------------------------------------------------------------- paper <-> entity sets


def entity_papers(graph: nx.MultiDiGraph, labels: Iterable[str] | None = None) -> dict[Any, set]:
    """entity id -> the set of paper ids it belongs to (see the module docstring).

    Every entity node of the given labels (default: all entity labels) is a key, with an empty
    set when no paper is linked to it.
    """
    wanted = set(labels) if labels is not None else set(entity_labels())
    papers = {n for n, lab in graph.nodes(data="label") if lab == PAPER}
    result: dict[Any, set] = {n: set() for n, lab in graph.nodes(data="label") if lab in wanted}
    for src, tgt, attrs in graph.edges(data=True):
        pid = attrs.get("paper_id")
        for end, other in ((src, tgt), (tgt, src)):
            if end not in result:
                continue
            if other in papers:
                result[end].add(other)
            if pid in papers:
                result[end].add(pid)
    return result


def paper_entities(graph: nx.MultiDiGraph, labels: Iterable[str] | None = None) -> dict[Any, set]:
    """paper id -> the set of entity ids belonging to it; every paper is a key."""
    result: dict[Any, set] = {p: set() for p in nodes_with_label(graph, PAPER)}
    for entity, papers in entity_papers(graph, labels).items():
        for p in papers:
            result[p].add(entity)
    return result


def paper_count(graph: nx.MultiDiGraph, node: Any, _papers: dict | None = None) -> int:
    """How many papers an entity belongs to: derived from the edges, else its paper_count property."""
    papers = _papers if _papers is not None else entity_papers(graph, [_label(graph, node)])
    derived = len(papers.get(node, ()))
    if derived:
        return derived
    stored = graph.nodes[node].get("paper_count")
    return stored if isinstance(stored, int) and not isinstance(stored, bool) else 0


def idf(graph: nx.MultiDiGraph, labels: Iterable[str] | None = None) -> dict[Any, float]:
    """entity id -> inverse document frequency over papers, log((N + 1) / df).

    Rarer entities weigh more; an entity shared by every paper still has a small positive weight.
    Entities that belong to no paper are left out.
    """
    n_papers = len(nodes_with_label(graph, PAPER))
    return {
        e: math.log((n_papers + 1) / len(ps))
        for e, ps in entity_papers(graph, labels).items()
        if ps
    }


# ----------------------------------------------------------------------------- top entities


def top_entities(graph: nx.MultiDiGraph, label: str, n: int = 10) -> list[dict[str, Any]]:
    """The `n` entities of `label` in the most papers: [{"id", "name", "label", "paper_count"}].

    Sorted by paper count (descending), then name, then id. Entities in no paper are left out.
    """
    papers = entity_papers(graph, [label])
    rows = []
    for node in papers:
        count = paper_count(graph, node, papers)
        if count > 0:
            rows.append({"id": node, "name": display_name(graph, node), "label": label, "paper_count": count})
    rows.sort(key=lambda r: (-r["paper_count"], r["name"].lower(), str(r["id"])))
    return rows[: max(n, 0)]


def top_entities_by_label(
    graph: nx.MultiDiGraph, n: int = 10, labels: Iterable[str] | None = None
) -> dict[str, list[dict[str, Any]]]:
    """label -> top_entities(graph, label, n), for each entity label (default: all of them)."""
    return {label: top_entities(graph, label, n) for label in (labels or entity_labels())}


# ------------------------------------------------------------------------------- structure


def degree_distribution(graph: nx.MultiDiGraph, label: str | None = None) -> dict[int, int]:
    """degree -> number of nodes with that (total, multi-edge) degree, ascending by degree.

    With `label`, only nodes of that label are counted (their degree still counts every edge).
    """
    counts = Counter(d for node, d in graph.degree() if label is None or _label(graph, node) == label)
    return dict(sorted(counts.items()))


def degree_summary(graph: nx.MultiDiGraph, label: str | None = None) -> dict[str, Any]:
    """{"nodes", "min", "max", "mean", "median", "isolated", "distribution"} of node degrees."""
    dist = degree_distribution(graph, label)
    degrees = [d for d, c in dist.items() for _ in range(c)]
    if not degrees:
        return {"nodes": 0, "min": 0, "max": 0, "mean": 0.0, "median": 0.0, "isolated": 0, "distribution": {}}
    return {
        "nodes": len(degrees),
        "min": degrees[0],
        "max": degrees[-1],
        "mean": round(statistics.fmean(degrees), 3),
        "median": float(statistics.median(degrees)),
        "isolated": dist.get(0, 0),
        "distribution": dist,
    }


def connected_components(graph: nx.MultiDiGraph) -> list[set]:
    """Weakly connected components, largest first (ties by smallest member id)."""
    comps = [set(c) for c in nx.weakly_connected_components(graph)] if graph.number_of_nodes() else []
    comps.sort(key=lambda c: (-len(c), min(str(n) for n in c)))
    return comps


def component_summary(graph: nx.MultiDiGraph, limit: int = 10) -> dict[str, Any]:
    """{"count", "sizes" (the `limit` largest), "largest_fraction", "singletons"}."""
    sizes = [len(c) for c in connected_components(graph)]
    total = graph.number_of_nodes()
    return {
        "count": len(sizes),
        "sizes": sizes[:limit],
        "largest_fraction": round(sizes[0] / total, 4) if sizes else 0.0,
        "singletons": sum(1 for s in sizes if s == 1),
    }


# ----------------------------------------------------------------------- papers and communities


def paper_similarity_graph(
    graph: nx.MultiDiGraph, labels: Iterable[str] | None = None, max_pairs: int | None = None,
    k: int | None = None,
) -> nx.Graph:
    """Undirected graph of all papers; papers sharing entities are joined by an edge whose
    "weight" is the sum of the shared entities' idf and whose "shared" counts them
    (similarity_pairs, which explains max_pairs and k)."""
    papers = sorted(nodes_with_label(graph, PAPER), key=str)
    sim = nx.Graph()
    sim.add_nodes_from(papers)
    pairs = similarity_pairs(papers, entity_papers(graph, labels), max_pairs=max_pairs, k=k)
    sim.add_edges_from((papers[i], papers[j], {"weight": wt, "shared": n}) for i, j, wt, n in pairs)
    return sim


def similarity_pairs(
    papers: list, papers_of: dict[Any, set], max_pairs: int | None = None, k: int | None = None,
) -> list[tuple[int, int, float, int]]:
    """(i, j, weight, shared) for the pairs of `papers` (indices, i < j, sorted) that share
    entities: weight is the sum of the shared entities' idf, log((N + 1) / df), and shared counts
    them. papers_of is entity -> its papers (entity_papers).

    max_pairs bounds the work on large corpora: entities are taken rarest first, and the most
    common ones (whole document-frequency levels at a time) are left out once their paper pairs
    would exceed the budget; they carry the least weight anyway. k keeps, for every paper, only
    the edges to its k most similar papers (an edge stays when either end keeps it).
    """
    import numpy as np
    from scipy import sparse

    index = {p: i for i, p in enumerate(papers)}
    members = {e: ps for e, ps in papers_of.items() if len(ps) > 1}
    by_df: dict[int, list] = defaultdict(list)
    for e, ps in members.items():
        by_df[len(ps)].append(e)
    kept: list = []
    used = 0
    for df in sorted(by_df):
        cost = len(by_df[df]) * df * (df - 1) // 2
        if max_pairs is not None and used + cost > max_pairs:
            break
        used += cost
        kept.extend(sorted(by_df[df], key=str))
    if not kept:
        return []
    # papers x kept entities; W = A diag(idf) A^T sums the idf of shared entities, C = A A^T counts them
    rows = [index[p] for e in kept for p in members[e]]
    cols = [j for j, e in enumerate(kept) for _ in members[e]]
    a = sparse.csr_matrix((np.ones(len(rows)), (rows, cols)), shape=(len(papers), len(kept)))
    idf_diag = sparse.diags(np.array([math.log((len(papers) + 1) / len(members[e])) for e in kept]))
    w = (a @ idf_diag @ a.T).tocsr()
    c = (a @ a.T).tocsr()
    w.setdiag(0)
    w.eliminate_zeros()
    c.setdiag(0)
    c.eliminate_zeros()
    w.sort_indices()
    c.sort_indices()
    if not (np.array_equal(w.indptr, c.indptr) and np.array_equal(w.indices, c.indices)):  # pragma: no cover
        raise AssertionError("similarity weights and counts disagree")
    pairs: dict[tuple[int, int], tuple[float, int]] = {}
    for i in range(len(papers)):
        lo, hi = w.indptr[i], w.indptr[i + 1]
        js, ws, cs = w.indices[lo:hi], w.data[lo:hi], c.data[lo:hi]  # same sparsity pattern as w
        if k is not None and len(js) > k:
            order = np.lexsort((js, -ws))[:k]  # heaviest first, ties by paper id
            js, ws, cs = js[order], ws[order], cs[order]
        for j, wt, n in zip(js.tolist(), ws.tolist(), cs.tolist()):
            pairs[(min(i, j), max(i, j))] = (wt, int(n))
    return [(i, j, wt, n) for (i, j), (wt, n) in sorted(pairs.items())]


def similar_papers(
    graph: nx.MultiDiGraph, paper: Any, n: int = 5, labels: Iterable[str] | None = None
) -> list[dict[str, Any]]:
    """The `n` papers sharing the most rarity-weighted entities with `paper`.

    Returns [{"id", "title", "score", "shared"}], score = sum of the shared entities' idf,
    highest first (ties by id); papers sharing nothing are left out.
    """
    if paper not in graph or _label(graph, paper) != PAPER:
        raise KeyError(f"{paper!r} is not a Paper node")
    weights = idf(graph, labels)
    mine = paper_entities(graph, labels)
    own = mine[paper]
    rows = []
    for other, ents in mine.items():
        if other == paper:
            continue
        shared = own & ents
        if shared:
            score = sum(weights[e] for e in shared)
            rows.append({"id": other, "title": display_name(graph, other), "score": round(score, 6),
                         "shared": sorted(shared, key=str)})
    rows.sort(key=lambda r: (-r["score"], str(r["id"])))
    return rows[: max(n, 0)]


COMMUNITY_MAX_PAIRS = 1_000_000
COMMUNITY_K = 15


def paper_communities(
    graph: nx.MultiDiGraph, seed: int = 0, resolution: float = 1.0, labels: Iterable[str] | None = None,
    max_pairs: int | None = COMMUNITY_MAX_PAIRS, k: int | None = COMMUNITY_K,
) -> list[set]:
    """Communities of papers over shared entities (Louvain on paper_similarity_graph, seeded).

    The similarity graph is built with max_pairs and k (see paper_similarity_graph) so that
    large corpora stay fast; pass None for both to use every shared entity and every pair.
    Every paper is in exactly one community; a paper sharing nothing is a community of its own.
    Largest first, ties by smallest member id.
    """
    sim = paper_similarity_graph(graph, labels, max_pairs=max_pairs, k=k)
    if sim.number_of_nodes() == 0:
        return []
    if sim.number_of_edges() == 0:
        comms = [{p} for p in sim.nodes]
    else:
        comms = [set(c) for c in nx.community.louvain_communities(sim, weight="weight", resolution=resolution, seed=seed)]
    comms.sort(key=lambda c: (-len(c), min(str(p) for p in c)))
    return comms


def community_terms(
    graph: nx.MultiDiGraph, community: Iterable, n: int = 5, labels: Iterable[str] | None = None,
    _papers: dict | None = None,
) -> list[dict[str, Any]]:
    """The entities most characteristic of a set of papers: [{"id", "name", "label", "papers"}].

    Ranked by how many of the community's papers contain the entity, then by the fraction of the
    entity's papers that fall inside the community (concentration), then by name.
    """
    members = set(community)
    papers = _papers if _papers is not None else entity_papers(graph, labels)
    rows = []
    for entity, ps in papers.items():
        inside = len(ps & members)
        if inside:
            rows.append((-inside, -inside / len(ps), display_name(graph, entity).lower(), str(entity), entity))
    rows.sort()
    return [
        {"id": e, "name": display_name(graph, e), "label": _label(graph, e), "papers": -neg}
        for neg, _, _, _, e in rows[: max(n, 0)]
    ]


def communities(
    graph: nx.MultiDiGraph, seed: int = 0, n_terms: int = 5, resolution: float = 1.0,
    labels: Iterable[str] | None = None,
) -> list[dict[str, Any]]:
    """paper_communities with their top terms: [{"index", "size", "papers", "terms"}].

    "papers" is the sorted member ids; "terms" the community_terms names.
    """
    papers = entity_papers(graph, labels)
    out = []
    for i, comm in enumerate(paper_communities(graph, seed=seed, resolution=resolution, labels=labels)):
        terms = community_terms(graph, comm, n_terms, labels, _papers=papers)
        out.append({"index": i, "size": len(comm), "papers": sorted(comm, key=str),
                    "terms": [t["name"] for t in terms]})
    return out


COMMUNITY_LABEL_TERMS = ("Task", "Method")
COMMUNITY_TERMS_PER_LABEL = 2


def specific_terms(
    graph: nx.MultiDiGraph, members: set, papers_of: dict[Any, set],
    labels: tuple[str, ...] = COMMUNITY_LABEL_TERMS, per_label: int = COMMUNITY_TERMS_PER_LABEL,
    candidates: Iterable | None = None, counts: dict[Any, int] | None = None,
) -> list[dict[str, Any]]:
    """A community's most *specific* shared entities of `labels`: [{"id", "name", "label", "papers", "score"}].

    Among the entities at least two of its papers share, per label the `per_label` best by
    coverage x specificity: (share of the community's papers that have the entity) x (share of the
    entity's papers that are in the community). A term every paper of the corpus has scores low on
    specificity; a term only one paper has is not shared. papers_of is entity_papers(graph);
    candidates, when given, the entities of the members (the rest cannot be shared by them), which
    keeps a corpus of many communities from scanning every entity for each. counts, when given, is
    entity -> how many members have it (over the members' entities), which spares intersecting the
    members with every candidate's papers; it then stands for candidates.
    """
    out = []
    if counts is not None:
        candidates = counts
    pool = [(e, papers_of[e]) for e in candidates if e in papers_of] if candidates is not None else list(papers_of.items())
    for label in labels:
        scored = []
        for e, ps in pool:
            if _label(graph, e) != label:
                continue
            inside = counts[e] if counts is not None else len(ps & members)
            if inside < 2:
                continue
            score = (inside / len(members)) * (inside / len(ps))
            scored.append((-score, -inside, display_name(graph, e).lower(), str(e), e, inside, score))
        scored.sort()
        out += [{"id": e, "name": display_name(graph, e), "label": label, "papers": inside,
                 "score": round(score, 4)} for *_, e, inside, score in scored[:per_label]]
    return out


def community_name(terms: list[dict[str, Any]], index: int, labels: tuple[str, ...] = COMMUNITY_LABEL_TERMS) -> str:
    """A community's short name: its best term of each label ("task · method"), else "community N"."""
    firsts = [next((t["name"] for t in terms if t["label"] == lab), None) for lab in labels]
    return " \u00b7 ".join(n for n in firsts if n) or f"community {index + 1}"


# ---------------------------------------------------------------------------------- centrality


def entity_graph(graph: nx.MultiDiGraph, labels: Iterable[str] | None = None) -> nx.Graph:
    """Undirected weighted graph of papers and entities: paper-entity membership edges plus
    entity-entity relationships, "weight" = how many links join the pair."""
    wanted = set(labels) if labels is not None else set(entity_labels())
    g = nx.Graph()
    papers = entity_papers(graph, wanted)
    for entity, ps in papers.items():
        g.add_node(entity)
        for p in ps:
            g.add_edge(p, entity, weight=g[p][entity]["weight"] + 1 if g.has_edge(p, entity) else 1)
    for src, tgt in graph.edges():
        if src in papers and tgt in papers and src != tgt:
            g.add_edge(src, tgt, weight=g[src][tgt]["weight"] + 1 if g.has_edge(src, tgt) else 1)
    return g


def entity_pagerank(
    graph: nx.MultiDiGraph, n: int | None = None, labels: Iterable[str] | None = None, alpha: float = 0.85
) -> list[dict[str, Any]]:
    """PageRank of entities over entity_graph: [{"id", "name", "label", "score"}], highest first.

    Scores are normalized over the entities only (they sum to 1 over all returned entities when
    n is None).
    """
    wanted = set(labels) if labels is not None else set(entity_labels())
    g = entity_graph(graph, wanted)
    if g.number_of_nodes() == 0:
        return []
    ranks = nx.pagerank(g, alpha=alpha, weight="weight")
    ents = {node: score for node, score in ranks.items() if _label(graph, node) in wanted}
    total = sum(ents.values()) or 1.0
    rows = [{"id": e, "name": display_name(graph, e), "label": _label(graph, e), "score": round(s / total, 6)}
            for e, s in ents.items()]
    rows.sort(key=lambda r: (-r["score"], str(r["id"])))
    return rows if n is None else rows[: max(n, 0)]


# -------------------------------------------------------------------------------- tables


def cooccurrence(
    graph: nx.MultiDiGraph, row_label: str = "Task", col_label: str = "Dataset", top: int | None = None
) -> dict[str, Any]:
    """How many papers contain both a `row_label` entity and a `col_label` entity.

    Returns {"rows": [ids], "cols": [ids], "row_names", "col_names", "counts": [[int]]} with
    counts[i][j] = papers containing rows[i] and cols[j]. Rows and columns are ordered by paper
    count (descending, then name) and cut to the `top` most frequent; entities co-occurring
    with nothing on the other axis are dropped. Columns are ranked among those sharing a paper
    with a kept row, and rows left with no kept column are dropped: cut apart, a column whose
    tasks all fell past the row cut drew as an empty stripe.
    """
    pe = paper_entities(graph, [row_label, col_label])
    pair_counts: Counter = Counter()
    for ents in pe.values():
        rs = [e for e in ents if _label(graph, e) == row_label]
        cs = [e for e in ents if _label(graph, e) == col_label]
        for r in rs:
            for c in cs:
                pair_counts[(r, c)] += 1

    def order(label: str, members: set) -> list:
        papers = entity_papers(graph, [label])
        ranked = sorted(members, key=lambda e: (-len(papers[e]), display_name(graph, e).lower(), str(e)))
        return ranked if top is None else ranked[:top]

    rows = order(row_label, {r for r, _ in pair_counts})
    kept = set(rows)
    cols = order(col_label, {c for r, c in pair_counts if r in kept})
    rows = [r for r in rows if any((r, c) in pair_counts for c in cols)]
    return {
        "rows": rows,
        "cols": cols,
        "row_names": [display_name(graph, r) for r in rows],
        "col_names": [display_name(graph, c) for c in cols],
        "counts": [[pair_counts.get((r, c), 0) for c in cols] for r in rows],
    }


def task_dataset_table(graph: nx.MultiDiGraph, top: int | None = None) -> dict[str, Any]:
    """cooccurrence(graph, "Task", "Dataset", top): tasks as rows, datasets as columns."""
    return cooccurrence(graph, "Task", "Dataset", top)


def comparison_graph(graph: nx.MultiDiGraph, labels: Iterable[str] = ("Method",)) -> nx.DiGraph:
    """The method comparison graph: OUTPERFORMS and COMPARED_WITH edges between `labels` nodes.

    Nodes carry "name" and "label". An edge u->v carries "outperforms" and "compared" (how many
    such relationships go u->v), "weight" (their sum) and "papers" (sorted paper ids).
    """
    wanted = set(labels)
    dg = nx.DiGraph()
    for src, tgt, attrs in graph.edges(data=True):
        rel = attrs.get("type")
        if rel not in COMPARISON_TYPES or _label(graph, src) not in wanted or _label(graph, tgt) not in wanted:
            continue
        for node in (src, tgt):
            if node not in dg:
                dg.add_node(node, name=display_name(graph, node), label=_label(graph, node))
        if not dg.has_edge(src, tgt):
            dg.add_edge(src, tgt, outperforms=0, compared=0, weight=0, papers=[])
        data = dg[src][tgt]
        data["outperforms" if rel == "OUTPERFORMS" else "compared"] += 1
        data["weight"] += 1
        pid = attrs.get("paper_id")
        if pid and pid not in data["papers"]:
            data["papers"] = sorted([*data["papers"], pid])
    return dg


def _paper_of(graph: nx.MultiDiGraph, node: Any) -> Any:
    """The paper a claim or result belongs to: its paper_id, else found through HAS_CLAIM/REPORTS."""
    pid = graph.nodes[node].get("paper_id")
    if pid:
        return pid
    frontier = [node]
    seen = {node}
    while frontier:
        nxt = []
        for cur in frontier:
            for pred, _, rel in graph.in_edges(cur, data="type"):
                if rel in ("HAS_CLAIM", "REPORTS") and pred not in seen:
                    if _label(graph, pred) == PAPER:
                        return pred
                    seen.add(pred)
                    nxt.append(pred)
        frontier = nxt
    return None


def results_table(graph: nx.MultiDiGraph) -> list[dict[str, Any]]:
    """Every Result node as a row: {"id", "paper_id", "paper_title", "metric", "value", "unit",
    "dataset", "baseline", "method", "text", "claim"}; sorted by paper id, then position in the abstract.
    "method" names the compared method a figure belongs to ('whereas X reaches 80%'), "" for the paper's own."""
    rows = []
    for node in nodes_with_label(graph, RESULT):
        attrs = graph.nodes[node]
        pid = _paper_of(graph, node)
        claim = next((display_name(graph, c) for c, _, rel in graph.in_edges(node, data="type")
                      if rel == "REPORTS"), "")
        rows.append({
            "id": node,
            "paper_id": pid,
            "paper_title": display_name(graph, pid) if pid in graph else "",
            "metric": attrs.get("metric") or "",
            "value": attrs.get("value"),
            "unit": attrs.get("unit") or "",
            "dataset": attrs.get("dataset") or "",
            "baseline": attrs.get("baseline") or "",
            "method": attrs.get("method") or "",
            "text": attrs.get("text") or "",
            "claim": claim,
            "_order": (str(pid), attrs.get("sentence") or 0, attrs.get("start") or 0, str(node)),
        })
    rows.sort(key=lambda r: r["_order"])
    for r in rows:
        del r["_order"]
    return rows


def claims_by_paper(graph: nx.MultiDiGraph) -> dict[Any, list[dict[str, Any]]]:
    """paper id -> its claims [{"id", "text", "kind", "sentence"}] in abstract order; every paper
    is a key (claims whose paper is not in the graph are grouped under their paper_id)."""
    out: dict[Any, list] = {p: [] for p in nodes_with_label(graph, PAPER)}
    for node in nodes_with_label(graph, CLAIM):
        attrs = graph.nodes[node]
        pid = _paper_of(graph, node)
        out.setdefault(pid, []).append({
            "id": node, "text": attrs.get("text") or "", "kind": attrs.get("kind") or "",
            "sentence": attrs.get("sentence"), "_order": (attrs.get("sentence") or 0, attrs.get("start") or 0, str(node)),
        })
    for claims in out.values():
        claims.sort(key=lambda c: c["_order"])
        for c in claims:
            del c["_order"]
    return out


def claims_per_paper(graph: nx.MultiDiGraph) -> dict[int, int]:
    """number of claims -> number of papers with that many claims, ascending."""
    return dict(sorted(Counter(len(c) for p, c in claims_by_paper(graph).items() if p in graph).items()))


# -------------------------------------------------------------------------------- summary


def summary(graph: nx.MultiDiGraph, top: int = 10, seed: int = 0, n_terms: int = 5) -> dict[str, Any]:
    """Everything `kg stats` shows, as JSON-ready data (ids and keys are strings)."""
    comms = communities(graph, seed=seed, n_terms=n_terms)
    deg = degree_summary(graph)
    deg["distribution"] = {str(k): v for k, v in deg["distribution"].items()}
    return {
        "nodes": graph.number_of_nodes(),
        "edges": graph.number_of_edges(),
        "labels": label_counts(graph),
        "types": type_counts(graph),
        "top_entities": top_entities_by_label(graph, top),
        "degree": deg,
        "components": component_summary(graph),
        "communities": {
            "count": len(comms),
            "seed": seed,
            "items": [{"index": c["index"], "size": c["size"], "terms": c["terms"]} for c in comms[:top]],
        },
    }
