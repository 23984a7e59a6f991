"""kg serve's search held in memory: every entity's name and aliases and every paper's title,
lowercased into one byte string per kind (and per entity label), searched by the regex engine.

The same answers as kg.serve.pages.search (a test compares them), without its cost on a large
graph: there every search scans all entities in the store with lower(...) CONTAINS and then reads
every match back to count them (0.25-0.4 s on 480,000 entities). Here the records are laid out in
the listing's own order (most papers first; newest papers first), so the first matches found are
the ones listed; the matches are counted in C (a pattern that runs to the end of the record counts
each record once); names and titles that equal the query or start with it, listed first, come
from a sorted list by bisection. Only a year or venue filter, or a download of every match, walks
all matches in Python. Loaded once, in the background, when the server starts; until then
/search asks the store.
"""
from __future__ import annotations

import heapq
import re
from bisect import bisect_left, bisect_right
from itertools import islice
from typing import Any, Callable, Iterator

from kg.serve.pages import ENTITY_PATTERN, PAPER, Filters, Table, entity_labels
from kg.serve.store import ReadOnlyGraph

END = b"\x00"  # ends each record's text; a query holding it (or a newline) goes to the store instead


def _lower(value: Any) -> str:
    return str(value).lower() if value is not None else ""


def _essential(strings: list[str]) -> list[str]:
    """The strings less those inside another one: a query inside a dropped string is inside the
    one that holds it, so the record matches the same queries with less text to scan (aliases are
    often the name in other cases or plural)."""
    kept: list[str] = []
    for text in sorted(set(strings), key=lambda t: (-len(t), t)):
        if text and not any(text in longer for longer in kept):
            kept.append(text)
    return kept


def _pattern(q: str) -> re.Pattern:
    """q, then the rest of its record: one match per record, its empty group keeps findall cheap."""
    return re.compile(re.escape(q.encode("utf-8", "surrogatepass")) + rb"[^\x00]*()")


class _Texts:
    """Records (row numbers into a table) in listing order: each one's searchable strings joined
    by newlines, the records joined by END, as UTF-8 bytes (a str holding one character beyond
    Latin-1 takes 2-4 bytes a character and searches slower)."""

    def __init__(self, rows: list[int], strings: Callable[[int], list[str]]):
        self.rows = rows
        self.starts: list[int] = []
        parts: list[bytes] = []
        at = 0
        for row in rows:
            text = "\n".join(_essential(strings(row))).encode("utf-8", "surrogatepass") + END
            self.starts.append(at)
            parts.append(text)
            at += len(text)
        self.text = b"".join(parts)

    def count(self, pattern: re.Pattern) -> int:
        return len(pattern.findall(self.text))

    def matching(self, pattern: re.Pattern) -> Iterator[int]:
        """Rows of the records that match, in listing order."""
        for m in pattern.finditer(self.text):
            yield self.rows[bisect_right(self.starts, m.start()) - 1]


class _Listing:
    """One kind of record (entities, papers): listing order, texts, and sorted lowercased names."""

    def __init__(self, rows: list[list[Any]], order_key, name_at: int, strings, group_at: int | None = None):
        self.rows = rows
        ordered = sorted(range(len(rows)), key=lambda i: order_key(rows[i]))
        self.position = [0] * len(rows)
        for pos, i in enumerate(ordered):
            self.position[i] = pos
        groups: dict[Any, list[int]] = {}
        for i in ordered:
            groups.setdefault(rows[i][group_at] if group_at is not None else None, []).append(i)
        self.texts = {g: _Texts(members, lambda i: strings(rows[i])) for g, members in groups.items()}
        self.names = sorted((_lower(r[name_at]), i) for i, r in enumerate(rows))
        self.name_at = name_at
        self.group_at = group_at

    def first(self, q: str, groups: set, limit: int) -> tuple[int, list[int]]:
        """(how many records of these groups match, the first `limit` in listing order with
        exact names first, then names starting with q, then the rest)."""
        pattern = _pattern(q)
        texts = [t for g, t in self.texts.items() if g in groups]
        total = sum(t.count(pattern) for t in texts)
        exact, prefix = [], []
        for name, i in islice(self.names, bisect_left(self.names, (q, -1)), None):
            if not name.startswith(q):
                break
            if (self.rows[i][self.group_at] if self.group_at is not None else None) in groups:
                (exact if name == q else prefix).append(i)
        front = sorted(exact, key=self.position.__getitem__) + sorted(prefix, key=self.position.__getitem__)
        listed = front[:limit]
        if len(listed) < limit:
            taken = set(front)
            streams = [((self.position[i], i) for i in t.matching(pattern)) for t in texts]
            rest = (i for _, i in heapq.merge(*streams) if i not in taken)
            listed += islice(rest, limit - len(listed))
        return total, listed


class SearchIndex:
    def __init__(self, g: ReadOnlyGraph):
        entities = g.table(
            f"MATCH (n:{ENTITY_PATTERN}) RETURN n.id, label(n), n.name, coalesce(n.paper_count, 0), n.aliases").rows
        # the store's order: most papers first, then name, then id
        self._entities = _Listing(entities, lambda r: (-r[3], r[2] or "", r[0]), 2,
                                  lambda r: [_lower(r[2])] + [_lower(a) for a in r[4] or []], group_at=1)
        papers = g.table(
            "MATCH (p:Paper) RETURN p.id, coalesce(p.title, p.name), p.year, p.venue, p.title, p.name").rows
        # the store's order: year descending with missing years first, then title, then id
        self._papers = _Listing(papers, lambda r: (r[2] is not None, -(r[2] or 0), r[1] or "", r[0]), 4,
                                lambda r: [_lower(r[4]), _lower(r[5])])

    @staticmethod
    def answers(text: str) -> bool:
        """Whether this index can answer the query (else the store does)."""
        return "\x00" not in text and "\n" not in text.strip()

    def search(self, text: str, filters: Filters, limit: int | None) -> dict[str, Table]:
        """What kg.serve.pages.search returns, from memory."""
        q = text.strip().lower()
        entities = Table(["id", "label", "name", "papers"], [], total=0, links={"name": "id"})
        papers = Table(["id", "title", "year", "venue"], [], total=0, links={"title": "id"})
        if not q:
            return {"entities": entities, "papers": papers}
        wanted = {lab for lab in entity_labels() if filters.label in (None, lab)}
        if wanted and not filters.narrows_papers:
            listing = self._entities
            if limit is None:
                found = [i for t in listing.texts.values() for i in t.matching(_pattern(q)) if listing.rows[i][1] in wanted]
                entities.total, listed = len(found), _ranked(listing, found, q)
            else:
                entities.total, listed = listing.first(q, wanted, limit)
            entities.rows = [list(listing.rows[i][:4]) for i in listed]
        if filters.label in (None, PAPER):
            listing = self._papers
            if limit is None or filters.narrows_papers:
                found = [i for i in listing.texts[None].matching(_pattern(q)) if _kept(filters, *listing.rows[i][2:4])]
                papers.total, listed = len(found), _ranked(listing, found, q)[:limit]
            else:
                papers.total, listed = listing.first(q, {None}, limit)
            papers.rows = [list(listing.rows[i][:4]) for i in listed]
        return {"entities": entities, "papers": papers}


def _ranked(listing: _Listing, found: list[int], q: str) -> list[int]:
    """Every match in listing order, exact names first, then names starting with q."""
    def key(i: int) -> tuple[int, int]:
        name = _lower(listing.rows[i][listing.name_at])
        return (0 if name == q else 1 if name.startswith(q) else 2, listing.position[i])
    return sorted(found, key=key)


def _kept(filters: Filters, year: int | None, venue: str | None) -> bool:
    """Filters.paper_conditions in Python: a condition on a missing year or venue fails."""
    if filters.year_from is not None and (year is None or year < filters.year_from):
        return False
    if filters.year_to is not None and (year is None or year > filters.year_to):
        return False
    return not filters.venue or venue == filters.venue
