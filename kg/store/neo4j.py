"""Loading the graph into Neo4j (or any Bolt server speaking Neo4j's Cypher) and querying it.

Labels, relationship types, constraints and indexes all come from schema/graph.yaml, never from the
data; every value travels as a query parameter. Nodes are MERGEd on id and relationships on
(source, type, target, key) in UNWIND batches, one transaction per batch (session.execute_write):
loading the same graph twice leaves the same counts, a second corpus sharing entities extends
them, and a batch that fails leaves nothing of itself behind, so re-running after a fault finishes
the job.

Connection settings come from the arguments, else NEO4J_URI, NEO4J_USERNAME, NEO4J_PASSWORD and
NEO4J_DATABASE, else bolt://localhost:7687, user neo4j, database neo4j. Errors are KgErrors of
one line naming the URI (never the password).
"""
from __future__ import annotations

import os
import re
import time
from dataclasses import dataclass
from typing import Any, Callable

import networkx as nx

from kg import schema as kg_schema
from kg.errors import KgError, one_line
from kg.store import GraphStore
from kg.store.cypher import quote, refuse_writes, return_columns
from kg.store.rows import EdgeGroup, batches, edge_groups, node_groups

DEFAULT_URI = "bolt://localhost:7687"
DEFAULT_USER = "neo4j"
DEFAULT_DATABASE = "neo4j"
DEFAULT_BATCH_SIZE = 1000
FULLTEXT_INDEX = "kg_fulltext"
# the Bolt schemes of the official driver (its http(s):// preview needs extra packages and is not Bolt)
URI_SCHEMES = ("bolt", "bolt+s", "bolt+ssc", "neo4j", "neo4j+s", "neo4j+ssc")


@dataclass(frozen=True)
class Connection:
    uri: str
    user: str
    password: str | None
    database: str

    @classmethod
    def resolve(cls, uri=None, user=None, password=None, database=None) -> "Connection":
        env = os.environ
        uri = (uri or env.get("NEO4J_URI") or DEFAULT_URI).strip()
        scheme, sep, rest = uri.partition("://")
        if not sep or scheme.lower() not in URI_SCHEMES:
            raise KgError(f"Neo4j URI {uri[:80]!r} is not a Bolt URI: use "
                          f"{', '.join(s + '://' for s in URI_SCHEMES)} (e.g. {DEFAULT_URI})")
        if "@" in rest.split("/", 1)[0]:  # never echo it: the part before @ may be a password
            raise KgError("the Neo4j URI must not contain credentials (user:password@); "
                          "use --user/--password or NEO4J_USERNAME/NEO4J_PASSWORD")
        return cls(
            uri=uri,
            user=user or env.get("NEO4J_USERNAME") or env.get("NEO4J_USER") or DEFAULT_USER,
            password=password if password is not None else env.get("NEO4J_PASSWORD"),
            database=database or env.get("NEO4J_DATABASE") or DEFAULT_DATABASE,
        )

    def where(self) -> str:
        return f"{self.uri} (user {self.user}, database {self.database})"

    def scrub(self, text: str) -> str:
        text = one_line(text)
        if self.password:
            text = text.replace(self.password, "***")
        return text


# ---------------------------------------------------------------------------------------------
# Rows: kg.store.rows checks them against the schema; Neo4j gets the properties that are set


def _props(row: dict[str, Any], drop: tuple[str, ...] = ()) -> dict[str, Any]:
    """A row's properties as Neo4j stores them: a missing (None) property is simply not set."""
    return {k: v for k, v in row.items() if v is not None and k not in drop}


def node_rows(graph: nx.MultiDiGraph, schema: kg_schema.Schema) -> dict[str, list[dict[str, Any]]]:
    """{label: [{"id", "props"}]} in id order, every row checked against the schema."""
    return {label: [{"id": r["id"], "props": _props(r)} for r in rows] for label, rows in node_groups(graph, schema)}


def edge_rows(graph: nx.MultiDiGraph, schema: kg_schema.Schema) -> dict[EdgeGroup, list[dict[str, Any]]]:
    """{(type, source label, target label): [{"s", "t", "key", "props"}]}, checked against the schema."""
    return {group: [{"s": r["s"], "t": r["t"], "key": r["key"], "props": _props(r, ("s", "t"))} for r in rows]
            for group, rows in edge_groups(graph, schema)}


# ---------------------------------------------------------------------------------------------
# Cypher, all of it from the schema


def schema_statements(schema: kg_schema.Schema | None = None) -> list[str]:
    """Uniqueness constraints on every label's id and range indexes on the `index` properties."""
    schema = schema or kg_schema.load()
    out = []
    for label in schema.labels.values():
        out.append(f"CREATE CONSTRAINT {quote('kg_' + label.name + '_id')} IF NOT EXISTS "
                   f"FOR (n:{quote(label.name)}) REQUIRE n.id IS UNIQUE")
        for prop in label.index:
            if prop != "id":
                out.append(f"CREATE INDEX {quote('kg_' + label.name + '_' + prop)} IF NOT EXISTS "
                           f"FOR (n:{quote(label.name)}) ON (n.{quote(prop)})")
    return out


def fulltext_statement(schema: kg_schema.Schema | None = None) -> str | None:
    """One full-text index over every label's `fulltext` properties (names, aliases, claim text)."""
    schema = schema or kg_schema.load()
    labels = [l.name for l in schema.labels.values() if l.fulltext]
    props = sorted({p for l in schema.labels.values() for p in l.fulltext})
    if not labels:
        return None
    return (f"CREATE FULLTEXT INDEX {quote(FULLTEXT_INDEX)} IF NOT EXISTS FOR (n:{'|'.join(quote(l) for l in labels)}) "
            f"ON EACH [{', '.join('n.' + quote(p) for p in props)}]")


def node_cypher(label: str) -> str:
    return f"UNWIND $rows AS r MERGE (n:{quote(label)} {{id: r.id}}) SET n += r.props RETURN count(n) AS n"


def edge_cypher(rel: str, source: str, target: str) -> str:
    return (f"UNWIND $rows AS r MATCH (a:{quote(source)} {{id: r.s}}) MATCH (b:{quote(target)} {{id: r.t}}) "
            f"MERGE (a)-[e:{quote(rel)} {{key: r.key}}]->(b) SET e += r.props RETURN count(e) AS n")


# ---------------------------------------------------------------------------------------------
# Driver plumbing


def _neo4j():
    try:
        import neo4j
    except ImportError:  # pragma: no cover - a declared dependency
        raise KgError("Neo4j support needs the 'neo4j' package (pip install neo4j)") from None
    return neo4j


def _fault(conn: Connection, exc: BaseException, doing: str) -> KgError:
    """A driver exception as a one-line KgError naming the URI, never the password."""
    from neo4j import exceptions as ne

    if isinstance(exc, ne.AuthError):
        return KgError(f"Neo4j at {conn.uri} refused the credentials of user {conn.user!r} "
                       f"(check --user/--password or NEO4J_USERNAME/NEO4J_PASSWORD)")
    if isinstance(exc, (ne.ServiceUnavailable, ne.SessionExpired)) or isinstance(exc, OSError):
        reason = conn.scrub(exc) or type(exc).__name__
        short = re.search(r"\(reason (.+?)\)\s*$", reason)  # the socket error, without the resolver chatter
        return KgError(f"cannot reach Neo4j at {conn.uri} while {doing}: {short.group(1) if short else reason} "
                       f"(is the server running? `docker compose up -d`)")
    if isinstance(exc, ne.ConfigurationError) or isinstance(exc, ValueError):
        return KgError(f"bad Neo4j connection settings for {conn.uri}: {conn.scrub(exc)}")
    if isinstance(exc, ne.Neo4jError):
        msg = getattr(exc, "message", None) or str(exc)
        code = getattr(exc, "code", None) or ""
        return KgError(f"Neo4j at {conn.uri} failed while {doing}: {conn.scrub(msg)}" + (f" [{code}]" if code else ""))
    return KgError(f"Neo4j at {conn.uri} failed while {doing}: {type(exc).__name__}: {conn.scrub(exc)}")


def _driver_errors():
    from neo4j import exceptions as ne

    return (ne.Neo4jError, ne.DriverError, OSError, ValueError)


def open_driver(conn: Connection, retry_seconds: float = 30.0, connect_timeout: float = 10.0):
    """A verified driver: connectivity and credentials are checked before anything is sent."""
    neo4j = _neo4j()
    auth = (conn.user, conn.password) if conn.password is not None else None
    try:
        driver = neo4j.GraphDatabase.driver(
            conn.uri, auth=auth, max_transaction_retry_time=retry_seconds,
            connection_timeout=connect_timeout, connection_acquisition_timeout=connect_timeout + 5,
        )
    except _driver_errors() as exc:
        raise _fault(conn, exc, "connecting") from None
    try:
        driver.verify_connectivity()
    except _driver_errors() as exc:
        driver.close()
        raise _fault(conn, exc, "connecting") from None
    return driver


# ---------------------------------------------------------------------------------------------
# Querying


def plain(value: Any) -> Any:
    """Driver values as JSON-friendly data, shaped like kg.store.embedded.plain's."""
    from neo4j import graph as ng

    if isinstance(value, ng.Node):
        labels = sorted(value.labels)
        out: dict[str, Any] = {"_label": labels[0] if len(labels) == 1 else labels}
        out.update((k, plain(v)) for k, v in value.items())
        return out
    if isinstance(value, ng.Relationship):
        out = {"_type": value.type}
        out.update((k, plain(v)) for k, v in value.items())
        return out
    if isinstance(value, ng.Path):
        return {"nodes": [plain(n) for n in value.nodes], "relationships": [plain(r) for r in value.relationships]}
    if isinstance(value, dict):
        return {str(k): plain(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [plain(v) for v in value]
    if isinstance(value, (str, int, float, bool)) or value is None:
        return value
    return str(value)


def _collect(tx, cypher: str, params: dict[str, Any]):
    result = tx.run(cypher, params)
    rows = [[plain(v) for v in record.values()] for record in result]
    columns = list(result.keys())
    if not columns and not rows:  # ArcadeDB sends no field names for an empty result
        columns = return_columns(cypher)
    return columns, rows


# ---------------------------------------------------------------------------------------------
# The store


def _write_batch(tx, cypher: str, rows: list[dict[str, Any]]) -> int:
    record = tx.run(cypher, rows=rows).single()
    return int(record["n"]) if record else 0


class Neo4jStore(GraphStore):
    """A Neo4j database (or another Bolt server speaking Neo4j's Cypher); one driver for all calls.

    Nothing connects until the first load or query. progress(kind, done, total) is called after each
    committed batch of a load (kind "nodes" or "relationships").
    """

    def __init__(self, uri: str | None = None, user: str | None = None, password: str | None = None,
                 database: str | None = None, *, batch_size: int = DEFAULT_BATCH_SIZE,
                 schema: kg_schema.Schema | None = None, retry_seconds: float = 30.0,
                 progress: Callable[[str, int, int], None] | None = None):
        self.conn = Connection.resolve(uri, user, password, database)
        self.batch_size = batch_size
        self.schema = schema or kg_schema.load()
        self.retry_seconds = retry_seconds
        self.progress = progress
        self._driver = None

    def driver(self):
        if self._driver is None:
            self._driver = open_driver(self.conn, retry_seconds=self.retry_seconds)
        return self._driver

    def close(self) -> None:
        driver, self._driver = self._driver, None
        if driver is not None:
            driver.close()

    def load_graph(self, graph: nx.MultiDiGraph) -> dict[str, Any]:
        """MERGE `graph` into the database; return what was sent, the database's totals and any warnings."""
        conn, schema = self.conn, self.schema
        nodes = node_rows(graph, schema)  # checked before connecting: nothing is sent for a bad graph
        edges = edge_rows(graph, schema)
        n_nodes = sum(len(r) for r in nodes.values())
        n_edges = sum(len(r) for r in edges.values())
        started = time.perf_counter()
        warnings: list[str] = []
        done = {"nodes": 0, "relationships": 0, "batches": 0}
        doing = "connecting"
        try:
            driver = self.driver()
            doing = "creating constraints and indexes"
            with driver.session(database=conn.database) as session:
                for statement in schema_statements(schema):
                    session.run(statement).consume()
                ft = fulltext_statement(schema)
                if ft:
                    try:
                        session.run(ft).consume()
                    except _neo4j().exceptions.ClientError as exc:  # e.g. a Bolt server without full-text
                        warnings.append(f"no full-text index: {conn.scrub(getattr(exc, 'message', exc))}")
                for kind, groups, make in (
                    ("nodes", nodes, lambda key: node_cypher(key)),
                    ("relationships", edges, lambda key: edge_cypher(*key)),
                ):
                    total = n_nodes if kind == "nodes" else n_edges
                    for key in sorted(groups):
                        cypher = make(key)
                        for batch in batches(groups[key], self.batch_size):
                            doing = f"writing {kind} ({done[kind]} of {total} done, batch of {len(batch)} {key})"
                            written = session.execute_write(_write_batch, cypher, batch)
                            if written != len(batch):
                                raise KgError(
                                    f"Neo4j at {conn.uri}: a batch of {key} wrote {written} of {len(batch)} "
                                    f"{kind} (endpoints missing from the database?)"
                                )
                            done[kind] += len(batch)
                            done["batches"] += 1
                            if self.progress:
                                self.progress(kind, done[kind], total)
                doing = "counting"
                totals = session.run("MATCH (n) RETURN count(n) AS n").single()["n"]
                rel_totals = session.run("MATCH ()-[r]->() RETURN count(r) AS n").single()["n"]
        except _driver_errors() as exc:
            err = _fault(conn, exc, doing)
            if done["batches"]:
                err = KgError(f"{err}; {done['nodes']} nodes and {done['relationships']} relationships were "
                              f"committed before it, the failed batch was rolled back: run the load again to finish")
            raise err from None
        return {
            "uri": conn.uri,
            "database": conn.database,
            "nodes": n_nodes,
            "relationships": n_edges,
            "batches": done["batches"],
            "db_nodes": int(totals),
            "db_relationships": int(rel_totals),
            "seconds": round(time.perf_counter() - started, 3),
            "warnings": warnings,
        }

    def query(self, cypher: str, params: dict[str, Any] | None = None, *, write: bool = False) -> tuple[list[str], list[list[Any]]]:
        """Run Cypher over Bolt; (columns, rows). Read-only unless write=True (READ access + clause check)."""
        if not write:
            refuse_writes(cypher)
        neo4j = _neo4j()
        try:
            driver = self.driver()
            mode = neo4j.WRITE_ACCESS if write else neo4j.READ_ACCESS
            with driver.session(database=self.conn.database, default_access_mode=mode) as session:
                run = session.execute_write if write else session.execute_read
                return run(_collect, cypher, dict(params or {}))
        except _driver_errors() as exc:
            raise _fault(self.conn, exc, "running the query") from None


def load_graph(
    graph: nx.MultiDiGraph,
    uri: str | None = None,
    user: str | None = None,
    password: str | None = None,
    database: str | None = None,
    batch_size: int = DEFAULT_BATCH_SIZE,
    *,
    schema: kg_schema.Schema | None = None,
    retry_seconds: float = 30.0,
    progress: Callable[[str, int, int], None] | None = None,
) -> dict[str, Any]:
    """Neo4jStore(...).load_graph(graph) with a driver of its own."""
    with Neo4jStore(uri, user, password, database, batch_size=batch_size, schema=schema,
                    retry_seconds=retry_seconds, progress=progress) as store:
        return store.load_graph(graph)


def run_query(
    cypher: str,
    params: dict[str, Any] | None = None,
    *,
    uri: str | None = None,
    user: str | None = None,
    password: str | None = None,
    database: str | None = None,
    write: bool = False,
    retry_seconds: float = 15.0,
) -> tuple[list[str], list[list[Any]]]:
    """Neo4jStore(...).query(cypher, params, write=write) with a driver of its own."""
    with Neo4jStore(uri, user, password, database, retry_seconds=retry_seconds) as store:
        return store.query(cypher, params, write=write)
