"""kg serve's search held in memory: every entity's name and aliases and every paper's title,
lowercased into one string per kind, searched with str.find.

The same answers as kg.serve.pages.search (a test compares them), without its cost on a large
graph: there every search scans all entities in the store with lower(...) CONTAINS and then reads
every match back to count them (about 0.4 s on 480,000 entities); here the scan is one C-level
substring search per match and only the listed rows are sorted out (heapq). Loaded once, in the
background, when the server starts; until then /search asks the store.
"""
from __future__ import annotations

import heapq
from bisect import bisect_right
from typing import Any, Iterator

from kg.serve.pages import ENTITY_PATTERN, PAPER, Filters, Table, entity_labels
from kg.serve.store import ReadOnlyGraph

END = "\x00"  # ends each record's text; a query holding it (or a newline) goes to the store instead


class _Texts:
    """One record per row: its searchable strings joined by newlines, the records joined by END,
    as UTF-8 bytes (a str with one character outside Latin-1 takes 2-4 bytes a character and
    searches several times slower)."""

    def __init__(self, records: list[list[str]]):
        self.starts: list[int] = []
        parts: list[bytes] = []
        at = 0
        for strings in records:
            text = ("\n".join(strings) + END).encode("utf-8", "surrogatepass")
            self.starts.append(at)
            parts.append(text)
            at += len(text)
        self.starts.append(at)
        self.text = b"".join(parts)

    def matching(self, text: str) -> Iterator[int]:
        """Indices of the records holding `text`, in order, each once."""
        q = text.encode("utf-8", "surrogatepass")
        found = self.text.find(q)
        while found >= 0:
            row = bisect_right(self.starts, found) - 1
            yield row
            found = self.text.find(q, self.starts[row + 1])


def _lower(value: Any) -> str:
    return str(value).lower() if value is not None else ""


class SearchIndex:
    def __init__(self, g: ReadOnlyGraph):
        self._entities = g.table(
            f"MATCH (n:{ENTITY_PATTERN}) RETURN n.id, label(n), n.name, coalesce(n.paper_count, 0), n.aliases").rows
        self._entity_texts = _Texts([[_lower(name)] + [_lower(a) for a in aliases or []]
                                     for _, _, name, _, aliases in self._entities])
        self._papers = g.table(
            "MATCH (p:Paper) RETURN p.id, coalesce(p.title, p.name), p.year, p.venue, p.title, p.name").rows
        self._paper_texts = _Texts([[_lower(title), _lower(name)] for *_, title, name in self._papers])

    @staticmethod
    def answers(text: str) -> bool:
        """Whether this index can answer the query (else the store does)."""
        return END not in text and "\n" not in text.strip()

    def search(self, text: str, filters: Filters, limit: int | None) -> dict[str, Table]:
        """What kg.serve.pages.search returns, from memory."""
        q = text.strip().lower()
        entities = Table(["id", "label", "name", "papers"], [], total=0, links={"name": "id"})
        papers = Table(["id", "title", "year", "venue"], [], total=0, links={"title": "id"})
        if not q:
            return {"entities": entities, "papers": papers}
        wanted = {lab for lab in entity_labels() if filters.label in (None, lab)}
        if wanted and not filters.narrows_papers:
            keys = []
            for i in self._entity_texts.matching(q):
                eid, label, name, count, _ = self._entities[i]
                if label in wanted:
                    lowered = _lower(name)
                    rank = 0 if lowered == q else 1 if lowered.startswith(q) else 2
                    keys.append((rank, -count, name or "", eid, i))
            entities.total = len(keys)
            top = heapq.nsmallest(limit, keys) if limit is not None else sorted(keys)
            entities.rows = [list(self._entities[i][:4]) for *_, i in top]
        if filters.label in (None, PAPER):
            keys = []
            for i in self._paper_texts.matching(q):
                pid, shown, year, venue, title, _ = self._papers[i]
                if _kept(filters, year, venue):
                    lowered = _lower(title)
                    rank = 0 if lowered == q else 1 if lowered.startswith(q) else 2
                    # the store's order: year descending with missing years first
                    keys.append((rank, year is not None, -(year or 0), shown or "", pid, i))
            papers.total = len(keys)
            top = heapq.nsmallest(limit, keys) if limit is not None else sorted(keys)
            papers.rows = [list(self._papers[i][:4]) for *_, i in top]
        return {"entities": entities, "papers": papers}


def _kept(filters: Filters, year: int | None, venue: str | None) -> bool:
    """Filters.paper_conditions in Python: a condition on a missing year or venue fails."""
    if filters.year_from is not None and (year is None or year < filters.year_from):
        return False
    if filters.year_to is not None and (year is None or year > filters.year_to):
        return False
    return not filters.venue or venue == filters.venue
