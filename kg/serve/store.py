"""The served graph: graph.db opened once, read-only, with one connection per worker thread.

Starlette runs plain (non-async) endpoints in a thread pool; a LadybugDB connection is cheap but
not meant to be shared between threads running queries at once, so each thread gets its own
connection to the one read-only Database.
"""
from __future__ import annotations

import threading
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from kg.errors import KgError, one_line
from kg.store.embedded import plain

try:
    import ladybug as lb
except ImportError:  # pragma: no cover - a declared dependency
    lb = None


@dataclass
class Table:
    """Rows under named columns; `total` is the size of the whole result when only a page is held."""

    columns: list[str]
    rows: list[list[Any]]
    total: int | None = None
    note: str = ""
    links: dict[str, str] = field(default_factory=dict)  # column -> column holding the node id to link

    def records(self) -> list[dict[str, Any]]:
        return [dict(zip(self.columns, row)) for row in self.rows]

    def column(self, name: str) -> list[Any]:
        i = self.columns.index(name)
        return [row[i] for row in self.rows]


class ReadOnlyGraph:
    """Cypher over OUT/graph.db, read-only; every query's values come back as plain JSON data."""

    def __init__(self, db_path: str | Path, query_timeout_ms: int = 20_000):
        self.path = Path(db_path)
        if lb is None:  # pragma: no cover
            raise KgError("kg serve needs the 'ladybug' package (pip install ladybug)")
        if not self.path.is_file():
            raise KgError(f"{self.path}: no embedded database here (run `kg build` first)")
        try:
            self._db = lb.Database(str(self.path), read_only=True)
        except RuntimeError as exc:
            raise KgError(f"{self.path}: cannot open the embedded database ({one_line(exc)})") from None
        self._timeout = query_timeout_ms
        self._local = threading.local()
        self._conns: list[Any] = []
        self._lock = threading.Lock()

    def _conn(self):
        conn = getattr(self._local, "conn", None)
        if conn is None:
            conn = lb.Connection(self._db)
            conn.set_query_timeout(self._timeout)
            self._local.conn = conn
            with self._lock:
                self._conns.append(conn)
        return conn

    def table(self, cypher: str, params: dict[str, Any] | None = None, max_rows: int | None = None) -> Table:
        """Run one read query; KgError with the engine's message on failure.

        With max_rows, reading stops there and `total` still counts every row of the result.
        """
        try:
            result = self._conn().execute(cypher, dict(params or {}))
        except RuntimeError as exc:
            raise KgError(f"query failed: {one_line(exc)}") from None
        results = result if isinstance(result, list) else [result]
        last = results[-1]
        columns = list(last.get_column_names())
        rows: list[list[Any]] = []
        try:
            # the engine holds the whole result and knows its size: rows past max_rows are never read
            total = last.get_num_tuples()
            while last.has_next() and (max_rows is None or len(rows) < max_rows):
                rows.append([plain(v) for v in last.get_next()])
        finally:
            for res in results:
                res.close()
        return Table(columns, rows, total=total)

    def records(self, cypher: str, params: dict[str, Any] | None = None) -> list[dict[str, Any]]:
        return self.table(cypher, params).records()

    def value(self, cypher: str, params: dict[str, Any] | None = None) -> Any:
        rows = self.table(cypher, params).rows
        return rows[0][0] if rows else None

    def close(self) -> None:
        with self._lock:
            for conn in self._conns:
                conn.close()
            self._conns.clear()
        self._db.close()
