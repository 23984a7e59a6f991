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

import math
import os
import re
import time
from dataclasses import dataclass
from typing import Any, Callable

import networkx as nx

from kg import schema as kg_schema
from kg.errors import KgError
from kg.store.cypher import one_line, refuse_writes, return_columns
from kg.store.embedded import _q, batches, edge_endpoints, edge_rel_key

DEFAULT_URI = "bolt://localhost:7687"
DEFAULT_USER = "neo4j"
DEFAULT_DATABASE = "neo4j"
DEFAULT_BATCH_SIZE = 1000
FULLTEXT_INDEX = "kg_fulltext"
INT64 = (-(2**63), 2**63 - 1)
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
# Neo4j's property rules


def property_problem(value: Any) -> str | None:
    """Why Neo4j cannot store `value` as a property (None when it can). None itself is dropped."""
    if isinstance(value, bool) or isinstance(value, str):
        return None
    if isinstance(value, int):
        return None if INT64[0] <= value <= INT64[1] else "an integer outside 64 bits"
    if isinstance(value, float):
        return None
    if isinstance(value, dict):
        return "a map (Neo4j properties cannot be maps)"
    if isinstance(value, (list, tuple)):
        if any(v is None for v in value):
            return "a list containing null (Neo4j lists cannot hold nulls)"
        for v in value:
            inner = property_problem(v)
            if inner:
                return f"a list holding {inner}"
            if isinstance(v, (list, tuple)):
                return "a nested list (Neo4j lists must hold simple values)"
        kinds = {"bool" if isinstance(v, bool) else "int" if isinstance(v, int) else type(v).__name__ for v in value}
        if len(kinds) > 1:
            return f"a mixed list of {'/'.join(sorted(kinds))} (Neo4j lists must be homogeneous)"
        return None
    return f"a {type(value).__name__} (not a Neo4j property type)"


def clean_properties(props: dict[str, Any], where: str) -> dict[str, Any]:
    """Properties Neo4j can store: None dropped, tuples as lists; anything else invalid is a KgError."""
    out = {}
    for key, value in props.items():
        if value is None:
            continue
        if isinstance(value, float) and math.isnan(value):
            continue  # NaN would make MERGE-by-value and equality checks meaningless
        problem = property_problem(value)
        if problem:
            raise KgError(f"{where}: property {key!r} is {problem}: {value!r}"[:300])
        out[key] = list(value) if isinstance(value, tuple) else value
    return out


def node_rows(graph: nx.MultiDiGraph, schema: kg_schema.Schema) -> dict[str, list[dict[str, Any]]]:
    groups: dict[str, list[dict[str, Any]]] = {}
    for nid, attrs in graph.nodes(data=True):
        label = attrs.get("label")
        where = f"node {nid!r}"
        if label not in schema.labels:
            raise KgError(f"{where}: label {label!r} is not in schema/graph.yaml")
        if not isinstance(nid, str):
            raise KgError(f"{where}: ids must be strings")
        props = clean_properties({k: v for k, v in attrs.items() if k != "label"}, f"{where} ({label})")
        props["id"] = nid
        groups.setdefault(label, []).append({"id": nid, "props": props})
    for rows in groups.values():
        rows.sort(key=lambda r: r["id"])
    return groups


def edge_rows(graph: nx.MultiDiGraph, schema: kg_schema.Schema) -> dict[tuple[str, str, str], list[dict[str, Any]]]:
    groups: dict[tuple[str, str, str], list[dict[str, Any]]] = {}
    for src, tgt, nx_key, attrs in graph.edges(keys=True, data=True):
        rel, ls, lt, where = edge_endpoints(graph, schema, src, tgt, attrs)
        key = edge_rel_key(attrs, nx_key)
        props = clean_properties({k: v for k, v in attrs.items() if k not in ("type", "source", "target")}, where)
        props["key"] = key
        groups.setdefault((rel, ls, lt), []).append({"s": src, "t": tgt, "key": key, "props": props})
    for rows in groups.values():
        rows.sort(key=lambda r: (r["s"], r["t"], r["key"]))
    return groups


# ---------------------------------------------------------------------------------------------
# Cypher, all of it from the schema


def schema_statements(schema: kg_schema.Schema | None = None) -> list[str]:
    """Uniqueness constraints on every label's id and range indexes on the `index` properties."""
    schema = schema or kg_schema.load()
    out = []
    for label in schema.labels.values():
        out.append(f"CREATE CONSTRAINT {_q('kg_' + label.name + '_id')} IF NOT EXISTS "
                   f"FOR (n:{_q(label.name)}) REQUIRE n.id IS UNIQUE")
        for prop in label.index:
            if prop != "id":
                out.append(f"CREATE INDEX {_q('kg_' + label.name + '_' + prop)} IF NOT EXISTS "
                           f"FOR (n:{_q(label.name)}) ON (n.{_q(prop)})")
    return out


def fulltext_statement(schema: kg_schema.Schema | None = None) -> str | None:
    """One full-text index over every label's `fulltext` properties (names, aliases, claim text)."""
    schema = schema or kg_schema.load()
    labels = [l.name for l in schema.labels.values() if l.fulltext]
    props = sorted({p for l in schema.labels.values() for p in l.fulltext})
    if not labels:
        return None
    return (f"CREATE FULLTEXT INDEX {_q(FULLTEXT_INDEX)} IF NOT EXISTS FOR (n:{'|'.join(_q(l) for l in labels)}) "
            f"ON EACH [{', '.join('n.' + _q(p) for p in props)}]")


def node_cypher(label: str) -> str:
    return f"UNWIND $rows AS r MERGE (n:{_q(label)} {{id: r.id}}) SET n += r.props RETURN count(n) AS n"


def edge_cypher(rel: str, source: str, target: str) -> str:
    return (f"UNWIND $rows AS r MATCH (a:{_q(source)} {{id: r.s}}) MATCH (b:{_q(target)} {{id: r.t}}) "
            f"MERGE (a)-[e:{_q(rel)} {{key: r.key}}]->(b) SET e += r.props RETURN count(e) AS n")


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
# Loading


def _write_batch(tx, cypher: str, rows: list[dict[str, Any]]) -> int:
    record = tx.run(cypher, rows=rows).single()
    return int(record["n"]) if record else 0


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
    """MERGE `graph` into Neo4j; return what was sent, the database's totals and any warnings.

    progress(kind, done, total) is called after each committed batch (kind "nodes"/"relationships").
    """
    schema = schema or kg_schema.load()
    conn = Connection.resolve(uri, user, password, database)
    nodes = node_rows(graph, schema)  # validated before connecting: nothing is sent for a bad graph
    edges = edge_rows(graph, schema)
    n_nodes = sum(len(r) for r in nodes.values())
    n_edges = sum(len(r) for r in edges.values())
    started = time.perf_counter()
    warnings: list[str] = []
    done = {"nodes": 0, "relationships": 0, "batches": 0}
    driver = open_driver(conn, retry_seconds=retry_seconds)
    doing = "creating constraints and indexes"
    try:
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
                    for batch in batches(groups[key], batch_size):
                        doing = f"writing {kind} ({done[kind]} of {total} done, batch of {len(batch)} {key})"
                        written = session.execute_write(_write_batch, cypher, batch)
                        if written != len(batch):
                            raise KgError(
                                f"Neo4j at {conn.uri}: a batch of {key} wrote {written} of {len(batch)} "
                                f"{kind} (endpoints missing from the database?)"
                            )
                        done[kind] += len(batch)
                        done["batches"] += 1
                        if progress:
                            progress(kind, done[kind], total)
            doing = "counting"
            totals = session.run("MATCH (n) RETURN count(n) AS n").single()["n"]
            rel_totals = session.run("MATCH ()-[r]->() RETURN count(r) AS n").single()["n"]
    except _driver_errors() as exc:
        err = _fault(conn, exc, doing)
        if done["batches"]:
            err = KgError(f"{err}; {done['nodes']} nodes and {done['relationships']} relationships were "
                          f"committed before it, the failed batch was rolled back: run the load again to finish")
        raise err from None
    finally:
        driver.close()
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
    """Run Cypher over Bolt; (columns, rows). Read-only unless write=True (READ access + clause check)."""
    if not write:
        refuse_writes(cypher)
    neo4j = _neo4j()
    conn = Connection.resolve(uri, user, password, database)
    driver = open_driver(conn, retry_seconds=retry_seconds)
    try:
        mode = neo4j.WRITE_ACCESS if write else neo4j.READ_ACCESS
        with driver.session(database=conn.database, default_access_mode=mode) as session:
            run = session.execute_write if write else session.execute_read
            return run(_collect, cypher, dict(params or {}))
    except _driver_errors() as exc:
        raise _fault(conn, exc, "running the query") from None
    finally:
        driver.close()
