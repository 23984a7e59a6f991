"""Graph stores: the embedded LadybugDB file (kg.store.embedded) and Neo4j over Bolt (kg.store.neo4j).

Both get their rows from kg.store.rows (checked against the schema there) and implement GraphStore.
"""
from __future__ import annotations

import abc
from typing import Any

import networkx as nx


class GraphStore(abc.ABC):
    """What kg needs from a store: load a graph into it, query it with Cypher, close it."""

    @abc.abstractmethod
    def load_graph(self, graph: nx.MultiDiGraph) -> dict[str, Any]:
        """Load `graph`; return counts (at least "nodes" and "relationships") and "seconds"."""

    @abc.abstractmethod
    def query(self, cypher: str, params: dict[str, Any] | None = None, *,
              write: bool = False) -> tuple[list[str], list[list[Any]]]:
        """(column names, rows of plain values); a write clause is refused unless write=True."""

    def close(self) -> None:
        """Release connections (a store that holds none has nothing to do)."""

    def __enter__(self) -> "GraphStore":
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()
