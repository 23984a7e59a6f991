"""The queries behind each kg serve page: plain functions of a ReadOnlyGraph and the request's filters.

Every value from the user reaches Cypher as a parameter; only names from the schema (labels,
relationship types) and integers are written into the query text.
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from kg import schema as kg_schema
from kg.serve.store import ReadOnlyGraph, Table

PAPER = "Paper"
# Paper -> entity relationship types, in the order a paper page lists them
PAPER_LINKS = ("PROPOSES", "ADDRESSES", "USES", "EVALUATED_ON", "MEASURED_BY")
SEARCH_LIMIT = 50
PAGE_SIZE = 25
NEIGHBOUR_LIMIT = 200


@lru_cache(maxsize=1)
def entity_labels() -> tuple[str, ...]:
    return tuple(kg_schema.load().entity_labels)


# every entity label in one pattern, (e:Method:Task:...): LadybugDB matches any of them, and
# faster than filtering with label(e) IN [...]
ENTITY_PATTERN = ":".join(entity_labels())


def node_labels() -> tuple[str, ...]:
    return tuple(kg_schema.load().labels)


@dataclass(frozen=True)
class Filters:
    """What the filter bar narrows pages to; None or "" means no filter."""

    label: str | None = None
    year_from: int | None = None
    year_to: int | None = None
    venue: str | None = None

    @classmethod
    def from_query(cls, params) -> "Filters":
        def year(name: str) -> int | None:
            raw = (params.get(name) or "").strip()
            return int(raw) if raw.lstrip("-").isdigit() else None

        label = (params.get("label") or "").strip()
        return cls(
            label=label if label in node_labels() else None,
            year_from=year("year_from"),
            year_to=year("year_to"),
            venue=(params.get("venue") or "").strip() or None,
        )

    def paper_conditions(self, var: str) -> tuple[list[str], dict[str, Any]]:
        """WHERE conditions on the Paper variable `var`, and their parameters."""
        conds, params = [], {}
        if self.year_from is not None:
            conds.append(f"{var}.year >= $year_from")
            params["year_from"] = self.year_from
        if self.year_to is not None:
            conds.append(f"{var}.year <= $year_to")
            params["year_to"] = self.year_to
        if self.venue:
            conds.append(f"{var}.venue = $venue")
            params["venue"] = self.venue
        return conds, params

    @property
    def narrows_papers(self) -> bool:
        return self.year_from is not None or self.year_to is not None or bool(self.venue)


def _where(conds: list[str]) -> str:
    return (" WHERE " + " AND ".join(conds)) if conds else ""


# ------------------------------------------------------------------------------------ facets


def facets(g: ReadOnlyGraph) -> dict[str, Any]:
    """The years and venues the papers carry (empty when the corpus has none), and node counts."""
    years = g.table("MATCH (p:Paper) WHERE p.year IS NOT NULL RETURN DISTINCT p.year AS y ORDER BY y").column("y")
    venues = g.table(
        "MATCH (p:Paper) WHERE p.venue IS NOT NULL AND p.venue <> '' "
        "RETURN p.venue AS v, count(*) AS n ORDER BY n DESC, v LIMIT 200"
    ).column("v")
    counts = {r["l"]: r["n"] for r in g.records("MATCH (n) RETURN label(n) AS l, count(*) AS n")}
    return {"years": years, "venues": venues, "counts": {lab: counts.get(lab, 0) for lab in node_labels()}}


# ------------------------------------------------------------------------------------ search


def search(g: ReadOnlyGraph, text: str, filters: Filters, limit: int | None = SEARCH_LIMIT) -> dict[str, Table]:
    """{"entities": ..., "papers": ...}: entities whose name or an alias contains `text`, papers
    whose title does (case-insensitive). Exact names first, then prefixes, then the rest; entities
    with the most papers first, papers newest first. `limit` rows each; `total` counts them all.
    A year or venue filter is about papers: entities are then not searched.
    """
    q = text.strip().lower()
    entities = Table(["id", "label", "name", "papers"], [], total=0, links={"name": "id"})
    papers = Table(["id", "title", "year", "venue"], [], total=0, links={"title": "id"})
    if not q:
        return {"entities": entities, "papers": papers}
    wanted = [lab for lab in entity_labels() if filters.label in (None, lab)]
    if wanted and not filters.narrows_papers:
        entities = g.table(
            f"MATCH (n:{':'.join(wanted)}) "
            "WHERE lower(n.name) CONTAINS $q OR lower(list_to_string('\n', n.aliases)) CONTAINS $q "
            "RETURN n.id AS id, label(n) AS label, n.name AS name, coalesce(n.paper_count, 0) AS papers, "
            "CASE WHEN lower(n.name) = $q THEN 0 WHEN starts_with(lower(n.name), $q) THEN 1 ELSE 2 END AS rank "
            "ORDER BY rank, papers DESC, name, id",
            {"q": q}, max_rows=limit,
        )
    if filters.label in (None, PAPER):
        conds, params = filters.paper_conditions("p")
        conds.insert(0, "(lower(p.title) CONTAINS $q OR lower(p.name) CONTAINS $q)")
        papers = g.table(
            f"MATCH (p:Paper){_where(conds)} "
            "RETURN p.id AS id, coalesce(p.title, p.name) AS title, p.year AS year, p.venue AS venue, "
            "CASE WHEN lower(p.title) = $q THEN 0 WHEN starts_with(lower(p.title), $q) THEN 1 ELSE 2 END AS rank "
            "ORDER BY rank, year DESC, title, id",
            {"q": q, **params}, max_rows=limit,
        )
    for t, keep in ((entities, 4), (papers, 4)):  # the rank column only orders
        t.columns, t.rows = t.columns[:keep], [r[:keep] for r in t.rows]
    entities.links, papers.links = {"name": "id"}, {"title": "id"}
    return {"entities": entities, "papers": papers}


# ------------------------------------------------------------------------------------ nodes


def node(g: ReadOnlyGraph, node_id: str) -> dict[str, Any] | None:
    """The node's properties with "_label", or None when no node has this id.

    One lookup per label table (an unlabelled MATCH scans every table): first the label that the
    id's prefix names ("task:...", "claim:..."), then Paper, then the rest.
    """
    prefix = node_id.split(":", 1)[0].lower() if ":" in node_id else ""
    order = sorted(node_labels(), key=lambda lab: (lab.lower() != prefix, lab != PAPER))
    for label in order:
        rows = g.table(f"MATCH (n:{label}) WHERE n.id = $id RETURN n", {"id": node_id}).rows
        if rows:
            return rows[0][0]
    return None


def paper_links(g: ReadOnlyGraph, paper_id: str) -> dict[str, Table]:
    """rel type -> the entities this paper links to with it (id, label, name), in name order."""
    t = g.table(
        f"MATCH (p:Paper)-[r]->(e:{ENTITY_PATTERN}) WHERE p.id = $id "
        "RETURN label(r) AS rel, e.id AS id, label(e) AS label, e.name AS name ORDER BY rel, name, id",
        {"id": paper_id},
    )
    out: dict[str, Table] = {}
    for r in t.records():
        out.setdefault(r["rel"], Table(["id", "label", "name"], [], links={"name": "id"})).rows.append(
            [r["id"], r["label"], r["name"]])
    return {rel: out[rel] for rel in sorted(out, key=lambda x: (PAPER_LINKS + (x,)).index(x))}


def paper_claims(g: ReadOnlyGraph, paper_id: str) -> Table:
    """The paper's claims in sentence order, each with the numbers it reports (one row per result)."""
    t = g.table(
        "MATCH (p:Paper)-[:HAS_CLAIM]->(c:Claim) WHERE p.id = $id "
        "OPTIONAL MATCH (c)-[:REPORTS]->(r:Result) "
        "RETURN c.sentence AS sentence, c.kind AS kind, c.text AS claim, r.text AS result, r.value AS value, "
        "r.unit AS unit, r.metric AS metric, r.dataset AS dataset, r.direction AS direction "
        "ORDER BY sentence, claim, value",
        {"id": paper_id},
    )
    return t


def entity_papers(g: ReadOnlyGraph, entity: dict[str, Any], filters: Filters, offset: int = 0,
                  limit: int | None = PAGE_SIZE) -> Table:
    """The papers linked to an entity (any Paper -> entity relationship), newest first (undated last), one page."""
    conds, params = filters.paper_conditions("p")
    conds.insert(0, "e.id = $id")
    entity_id = entity["id"]
    base = f"MATCH (p:Paper)-[r]->(e:{entity['_label']}){_where(conds)}"
    total = g.value(f"{base} RETURN count(DISTINCT p)", {"id": entity_id, **params}) or 0
    page = f" SKIP {int(offset)} LIMIT {int(limit)}" if limit is not None else ""
    t = g.table(
        f"{base} WITH p, collect(DISTINCT label(r)) AS how "
        "RETURN p.id AS id, coalesce(p.title, p.name) AS title, p.year AS year, p.venue AS venue, "
        # undated papers last: a descending order alone puts them first
        f"list_to_string(', ', list_sort(how)) AS relation ORDER BY coalesce(year, -1) DESC, title, id{page}",
        {"id": entity_id, **params},
    )
    t.total, t.links = int(total), {"title": "id"}
    return t


def neighbours(g: ReadOnlyGraph, node: dict[str, Any], limit: int = NEIGHBOUR_LIMIT,
               entities_only: bool = False) -> Table:
    """Nodes one relationship away, grouped by (direction, type, node) with how many relationships.

    entities_only leaves papers, claims and results out (an entity page lists those elsewhere).
    """
    other = f"m:{ENTITY_PATTERN}" if entities_only else "m"
    params = {"id": node["id"]}
    n = f"n:{node['_label']}"
    rows: list[list[Any]] = []
    total = 0
    for direction, pattern in (("out", f"({n})-[r]->({other})"), ("in", f"({n})<-[r]-({other})")):
        t = g.table(
            f"MATCH {pattern} WHERE n.id = $id "
            "RETURN label(r) AS rel, m.id AS id, label(m) AS label, "
            f"{'m.name' if entities_only else 'coalesce(m.name, m.title, m.text)'} AS name, count(*) AS edges "
            f"ORDER BY edges DESC, rel, name, id",
            params, max_rows=limit,
        )
        total += t.total or 0
        rows += [[direction, r["rel"], r["id"], r["label"], r["name"], r["edges"]] for r in t.records()]
    rows.sort(key=lambda r: (-r[5], r[1], str(r[4]).lower(), str(r[2])))
    return Table(["direction", "relation", "id", "label", "name", "edges"], rows[:limit], total=total,
                 links={"name": "id"})


# ------------------------------------------------------------------------------------ tasks


def task_entities(g: ReadOnlyGraph, task_id: str, label: str, rels: tuple[str, ...], filters: Filters,
                  limit: int | None = 50) -> Table:
    """Entities of `label` that the task's papers link to with `rels`, by number of such papers
    (the task itself left out, for the other tasks its papers address). `limit` rows are kept and
    `total` counts them all."""
    conds, params = filters.paper_conditions("p")
    conds[:0] = ["t.id = $id", "e.id <> $id"]
    t = g.table(
        f"MATCH (t:Task)<-[:ADDRESSES]-(p:Paper)-[:{'|'.join(rels)}]->(e:{label}){_where(conds)} "
        "RETURN e.id AS id, e.name AS name, count(DISTINCT p) AS papers "
        "ORDER BY papers DESC, name, id",
        {"id": task_id, **params}, max_rows=limit,
    )
    t.links = {"name": "id"}
    return t


def task_authors(g: ReadOnlyGraph, task_id: str, filters: Filters, limit: int | None = 50) -> Table:
    """Who works on the task: the authors of its papers, by number of such papers."""
    conds, params = filters.paper_conditions("p")
    conds.insert(0, "t.id = $id")
    return g.table(
        f"MATCH (t:Task)<-[:ADDRESSES]-(p:Paper){_where(conds)} UNWIND p.authors AS author "
        "RETURN author, count(DISTINCT p) AS papers ORDER BY papers DESC, author",
        {"id": task_id, **params}, max_rows=limit,
    )


def papers_per_year(g: ReadOnlyGraph, entity: dict[str, Any], filters: Filters) -> Table:
    """How many of the entity's papers each year has, and their share of that year's papers (within
    the same filters): venues grow, so a count alone says little about a topic's weight. Empty when
    the papers carry no year."""
    conds, params = filters.paper_conditions("p")
    conds[:0] = ["e.id = $id", "p.year IS NOT NULL"]
    counts = g.table(
        f"MATCH (p:Paper)-[]->(e:{entity['_label']}){_where(conds)} "
        "RETURN p.year AS year, count(DISTINCT p) AS papers ORDER BY year",
        {"id": entity["id"], **params},
    )
    if not counts.rows:
        return Table(["year", "papers", "year_papers", "share"], [])
    conds, params = filters.paper_conditions("p")
    conds[:0] = ["p.year IN $years"]
    totals = dict(g.table(f"MATCH (p:Paper){_where(conds)} RETURN p.year, count(p)",
                          {"years": [y for y, _ in counts.rows], **params}).rows)
    return Table(["year", "papers", "year_papers", "share"],
                 [[y, n, totals[y], round(n / totals[y], 4)] for y, n in counts.rows])


def task_tables(g: ReadOnlyGraph, task_id: str, filters: Filters, limit: int | None = 15) -> dict[str, Table]:
    """The task page's tables: the datasets, methods and metrics its papers use, related tasks, authors."""
    return {
        "datasets": task_entities(g, task_id, "Dataset", ("EVALUATED_ON",), filters, limit),
        "methods": task_entities(g, task_id, "Method", ("USES", "PROPOSES"), filters, limit),
        "metrics": task_entities(g, task_id, "Metric", ("MEASURED_BY",), filters, limit),
        "related_tasks": task_entities(g, task_id, "Task", ("ADDRESSES",), filters, limit),
        "authors": task_authors(g, task_id, filters, limit),
    }


# ------------------------------------------------------------------------------------ trends


def trend_inputs(g: ReadOnlyGraph, label: str) -> tuple[dict[str, int | None], dict[str, set], dict[str, str]]:
    """(paper -> year, entity -> papers, entity -> name) for kg.graph.trends.compute_trends.

    An entity's papers are those with a relationship to it, and those named by the paper_id of any
    relationship touching it: kg.graph.analytics.entity_papers, read from the store.
    """
    years = {r[0]: r[1] for r in g.table("MATCH (p:Paper) RETURN p.id, p.year").rows}
    names = {r[0]: r[1] for r in g.table(f"MATCH (e:{label}) RETURN e.id, e.name").rows}
    papers: dict[str, set] = {e: set() for e in names}
    for e, p in g.table(f"MATCH (p:Paper)-[]-(e:{label}) RETURN e.id, p.id").rows:
        papers[e].add(p)
    for e, p in g.table(f"MATCH (e:{label})-[r]-() WHERE r.paper_id IS NOT NULL RETURN DISTINCT e.id, r.paper_id").rows:
        if p in years:
            papers[e].add(p)
    return years, papers, names
