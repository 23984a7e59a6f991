"""The embedded graph store: a LadybugDB (the Kùzu fork) database file derived from graph.json.

The DDL comes from schema/graph.yaml: one node table per label (PRIMARY KEY id) and one REL TABLE
per relationship type holding all of its FROM/TO label pairs. A new database is bulk-loaded with
COPY from Parquet files (written from Arrow tables); loading into an existing one (replace=False) MERGEs nodes on id and
relationships on (source, type, target, key) in UNWIND batches, so loading the same graph twice
changes nothing. A load never damages a previous good database: it works on a temporary sibling
and renames it into place only when everything went in.

Cypher dialect notes (LadybugDB vs Neo4j): a node has exactly one label, read with label(n)
(Neo4j: labels(n) returns a list); a relationship's type is label(r) (Neo4j: type(r)). The example
queries in schema/queries.cypher avoid both so they give the same rows on either store.
"""
from __future__ import annotations

import shutil
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable

import networkx as nx
import pyarrow as pa
import pyarrow.parquet as pq

from kg import schema as kg_schema
from kg.errors import KgError, one_line
from kg.fsutil import atomic_path
from kg.store import GraphStore
from kg.store.cypher import quote, refuse_writes
from kg.store.rows import batches, edge_groups, node_groups, stored_properties

try:  # imported lazily by callers too; a missing engine is a clear error, not an ImportError
    import ladybug as lb
except ImportError:  # pragma: no cover - ladybug is a declared dependency
    lb = None

TYPE_MAP = {
    "string": "STRING",
    "int": "INT64",
    "float": "DOUBLE",
    "bool": "BOOLEAN",
    "string[]": "STRING[]",
}

ARROW_TYPES = {
    "string": pa.string,
    "int": pa.int64,
    "float": pa.float64,
    "bool": pa.bool_,
    "string[]": lambda: pa.list_(pa.string()),
}

DEFAULT_BATCH_SIZE = 2000
CHECKPOINT_ROWS = 100_000  # a COPY this large is checkpointed at once (see _copy_files)
WRITE_ROWS = 50_000  # rows per Parquet row group written (see write_tables)


def _engine():
    if lb is None:
        raise KgError("the embedded store needs the 'ladybug' package (pip install ladybug)")
    return lb


def ddl(schema: kg_schema.Schema | None = None, if_not_exists: bool = False) -> list[str]:
    """CREATE statements for every node and relationship table of the schema, in order."""
    schema = schema or kg_schema.load()
    ine = " IF NOT EXISTS" if if_not_exists else ""
    statements = []
    for label in schema.labels.values():
        cols = [f"{quote(p)} {TYPE_MAP[t]}" for p, t in stored_properties(label).items()]
        statements.append(f"CREATE NODE TABLE{ine} {quote(label.name)}({', '.join(cols)}, PRIMARY KEY(id))")
    rel_cols = [f"{quote(p)} {TYPE_MAP[t]}" for p, t in schema.relationship_properties.items()]
    for rel in schema.relationships.values():
        pairs = [f"FROM {quote(s)} TO {quote(t)}" for s, t in rel.pairs()]
        statements.append(f"CREATE REL TABLE{ine} {quote(rel.name)}({', '.join(pairs + rel_cols)})")
    return statements


def _value(var: str, prop: str, typ: str) -> str:
    """r.prop cast to the column type (LadybugDB types an all-null batch field as STRING)."""
    return f"CAST({var}.{quote(prop)} AS {TYPE_MAP[typ]})"


def node_merge_cypher(label: str, props: dict[str, str]) -> str:
    """UNWIND $rows MERGE on id, SET every other property."""
    sets = ", ".join(f"n.{quote(p)} = {_value('r', p, t)}" for p, t in props.items() if p != "id")
    return f"UNWIND $rows AS r MERGE (n:{quote(label)} {{id: r.id}})" + (f" SET {sets}" if sets else "")


def edge_merge_cypher(rel: str, source: str, target: str, props: dict[str, str]) -> str:
    """UNWIND $rows MATCH both ends by id, MERGE the relationship on key, SET the other properties."""
    sets = ", ".join(f"e.{quote(p)} = {_value('r', p, t)}" for p, t in props.items() if p != "key")
    return (
        f"UNWIND $rows AS r MATCH (a:{quote(source)} {{id: r.s}}), (b:{quote(target)} {{id: r.t}}) "
        f"MERGE (a)-[e:{quote(rel)} {{key: r.key}}]->(b)" + (f" SET {sets}" if sets else "")
    )


# ---------------------------------------------------------------------------------------------
# Loading


def _db_files(path: Path) -> list[Path]:
    """The database file and its companions (write-ahead log, shadow) if any."""
    return [p for p in (path, *path.parent.glob(f"{path.name}.*")) if p.exists()]


def _open(path: Path, read_only: bool, **settings: Any):
    engine = _engine()
    try:
        db = engine.Database(str(path), read_only=read_only, **settings)
        return db, engine.Connection(db)
    except RuntimeError as exc:
        raise KgError(f"{path}: cannot open the embedded database ({one_line(exc)})") from None


def _count(conn, cypher: str) -> int:
    res = conn.execute(cypher)
    value = res.get_next()[0] if res.has_next() else 0
    res.close()
    return int(value)


def counts(conn) -> dict[str, int]:
    return {
        "nodes": _count(conn, "MATCH (n) RETURN count(n)"),
        "relationships": _count(conn, "MATCH ()-[r]->() RETURN count(r)"),
    }


def _merge_into(conn, graph: nx.MultiDiGraph, schema: kg_schema.Schema, batch_size: int) -> None:
    for label, rows in node_groups(graph, schema):
        cypher = node_merge_cypher(label, stored_properties(schema.labels[label]))
        for batch in batches(rows, batch_size):
            conn.execute(cypher, {"rows": batch})
    for (rel, source, target), rows in edge_groups(graph, schema):
        cypher = edge_merge_cypher(rel, source, target, schema.relationship_properties)
        for batch in batches(rows, batch_size):
            conn.execute(cypher, {"rows": batch})


def _arrow_column(values: list[Any], typ: str):
    return pa.array(values, type=ARROW_TYPES[typ]())


@dataclass
class TableFiles:
    """A graph's rows as Parquet files for a bulk load: one per node label and one per FROM/TO pair
    of a relationship type, each with the COPY statement that loads it. Writing them while the graph
    is in memory and loading them after it is freed keeps the graph and the engine's load apart."""

    folder: Path
    copies: list[tuple[str, Path, int]] = field(default_factory=list)  # (COPY ... FROM '{path}' ..., file, rows)


def write_tables(graph: nx.MultiDiGraph, folder: str | Path, schema: kg_schema.Schema | None = None) -> TableFiles:
    """Every row of `graph`, checked against the schema (a KgError before any database is touched),
    as Parquet files under `folder`: one Arrow table in memory at a time."""
    schema = schema or kg_schema.load()
    tables = TableFiles(Path(folder))
    tables.folder.mkdir(parents=True, exist_ok=True)

    def add(name: str, rows, columns: dict[str, str], names: list[str], statement: str) -> None:
        path = tables.folder / f"{len(tables.copies):04d}-{name}.parquet"
        n = 0
        # Chunks of rows, so that a whole corpus's largest table is never in memory at once;
        # uncompressed, since the file is read once, moments later.
        with pq.ParquetWriter(path, _arrow_schema(columns, names), compression="none") as writer:
            for chunk in batches(rows, WRITE_ROWS):
                writer.write_table(_arrow_table(chunk, columns).rename_columns(names))
                n += len(chunk)
        tables.copies.append((statement, path, n))

    # One COPY per node table (a second COPY into a filled one crashed ladybug) and one per FROM/TO
    # pair of a relationship table; docs/neo4j.md has the trials.
    for label, rows in node_groups(graph, schema):
        props = stored_properties(schema.labels[label])
        add(label, rows, props, list(props), f"COPY {quote(label)} FROM '{{path}}'")
    columns = {"s": "string", "t": "string", **schema.relationship_properties}
    names = ["from", "to", *schema.relationship_properties]
    for (rel, source, target), rows in edge_groups(graph, schema):
        add(f"{rel}-{source}-{target}", rows, columns, names,
            f"COPY {quote(rel)} FROM '{{path}}' (from='{source}', to='{target}')")
    return tables


def _arrow_schema(columns: dict[str, str], names: list[str]) -> pa.Schema:
    return pa.schema([(n, ARROW_TYPES[t]()) for n, t in zip(names, columns.values())])


def _arrow_table(rows: list[dict[str, Any]], columns: dict[str, str]) -> pa.Table:
    """Rows -> an Arrow table with `columns` (name -> schema type)."""
    return pa.table({c: _arrow_column([row[c] for row in rows], t) for c, t in columns.items()})


def _copy_files(db, tables: TableFiles) -> None:
    # Each COPY on a connection of its own: the ladybug wrapper caches every statement it prepares
    # on its connection, and the engine keeps that scan's pages until the connection closes (one
    # connection for a whole corpus's COPYs held them all, 3.6 GB). A checkpoint after a large table
    # writes its pages out, so the buffer pool can let them go (docs/resolution.md has the figures).
    for statement, path, rows in tables.copies:
        conn = _engine().Connection(db)
        try:
            conn.execute(statement.format(path=path.as_posix().replace("'", "\\'")))
            if rows >= CHECKPOINT_ROWS:
                conn.execute("CHECKPOINT")
        finally:
            conn.close()


def load_tables(tables: TableFiles, db_path: str | Path, schema: kg_schema.Schema | None = None) -> dict[str, Any]:
    """A new database at `db_path` holding exactly the rows of `tables` (write_tables); as
    load_graph(replace=True), the previous database stays until the load has succeeded."""
    return _load(Path(db_path), schema or kg_schema.load(), lambda db, conn: _copy_files(db, tables), merge=False)


def load_graph(
    graph: nx.MultiDiGraph,
    db_path: str | Path,
    *,
    replace: bool = True,
    batch_size: int = DEFAULT_BATCH_SIZE,
    schema: kg_schema.Schema | None = None,
) -> dict[str, Any]:
    """Load `graph` into the LadybugDB database at `db_path`; return counts and timing.

    replace=True (what `kg build` uses) makes the database hold exactly `graph`; replace=False
    merges `graph` into the existing database (nodes on id, relationships on type and key), so a
    second corpus extends the first. Either way the work happens on a temporary copy that replaces
    `db_path` only after the load succeeded: a failure leaves the previous database untouched.
    """
    schema = schema or kg_schema.load()
    db_path = Path(db_path)
    if not replace and db_path.exists():
        return _load(db_path, schema, lambda db, conn: _merge_into(conn, graph, schema, batch_size), merge=True)
    _check_path(db_path)
    db_path.parent.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(prefix=f".{db_path.name}.tables.", dir=db_path.parent) as folder:
        return load_tables(write_tables(graph, folder, schema), db_path, schema)


def _check_path(db_path: Path) -> None:
    if db_path.is_dir():
        raise KgError(f"{db_path}: is a directory, not an embedded database file")


def _load(db_path: Path, schema: kg_schema.Schema, fill: Callable[[Any, Any], None], merge: bool) -> dict[str, Any]:
    """Make the tables of `schema` in a temporary copy of `db_path` (empty unless merge), fill(db, conn)
    them, and move the copy into place."""
    _check_path(db_path)
    started = time.perf_counter()
    with atomic_path(db_path) as tmp:
        if merge:
            for f in _db_files(db_path):
                shutil.copy2(f, tmp.parent / (tmp.name + f.name[len(db_path.name):]))
        # A bulk load checkpoints when it chooses to, not after each of its many COPYs (docs/neo4j.md).
        db, conn = _open(tmp, read_only=False, auto_checkpoint=merge)
        try:
            try:
                for statement in ddl(schema, if_not_exists=True):
                    conn.execute(statement)
                fill(db, conn)
                conn.execute("CHECKPOINT")
            except RuntimeError as exc:
                raise KgError(f"{db_path}: loading the embedded database failed ({one_line(exc)})") from None
            result = counts(conn)
        finally:
            conn.close()
            db.close()
        for extra in tmp.parent.glob(f"{tmp.name}.*"):  # a clean close leaves none; never move stale logs
            extra.unlink()
    result.update(path=str(db_path), seconds=round(time.perf_counter() - started, 3))
    return result


# ---------------------------------------------------------------------------------------------
# Querying


def plain(value: Any) -> Any:
    """An engine value as JSON-friendly data: nodes {"_label", props}, relationships {"_type", props}."""
    if isinstance(value, dict):
        if "_NODES" in value and "_RELS" in value:
            return {"nodes": [plain(n) for n in value["_NODES"]], "relationships": [plain(r) for r in value["_RELS"]]}
        if "_LABEL" in value and "_ID" in value:
            kind = "_type" if "_SRC" in value else "_label"
            out = {kind: value["_LABEL"]}
            out.update(
                (k, plain(v)) for k, v in value.items() if not k.startswith("_") and v is not None
            )
            return out
        return {str(k): plain(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [plain(v) for v in value]
    if isinstance(value, (str, int, float, bool)) or value is None:
        return value
    return str(value)  # dates, decimals, UUIDs: their text


def query(
    db_path: str | Path,
    cypher: str,
    params: dict[str, Any] | None = None,
    write: bool = False,
) -> tuple[list[str], list[list[Any]]]:
    """Run Cypher on the embedded database; return (column names, rows of plain values).

    Read-only unless write=True: the database is opened read-only and, on top of that, a query
    with a write clause (CREATE, MERGE, SET, DELETE, ...) is refused with a KgError.
    """
    db_path = Path(db_path)
    if not write:
        refuse_writes(cypher)
    if not db_path.exists():
        raise KgError(f"{db_path}: no such embedded database (run `kg build` first, or pass --db)")
    db, conn = _open(db_path, read_only=not write)
    try:
        try:
            result = conn.execute(cypher, dict(params or {}))
        except RuntimeError as exc:
            raise KgError(f"query failed: {one_line(exc)}") from None
        results = result if isinstance(result, list) else [result]
        last = results[-1]
        columns = list(last.get_column_names())
        rows = []
        while last.has_next():
            rows.append([plain(v) for v in last.get_next()])
        for res in results:
            res.close()
        return columns, rows
    finally:
        conn.close()
        db.close()


class EmbeddedStore(GraphStore):
    """The LadybugDB file at `path`; each call opens and closes it, so nothing stays locked between calls.

    replace=True: a load makes the database hold exactly the graph (what `kg build` does);
    replace=False: a load merges into what is there.
    """

    def __init__(self, path: str | Path, *, replace: bool = True, batch_size: int = DEFAULT_BATCH_SIZE,
                 schema: kg_schema.Schema | None = None):
        self.path = Path(path)
        self.replace = replace
        self.batch_size = batch_size
        self.schema = schema

    def load_graph(self, graph: nx.MultiDiGraph) -> dict[str, Any]:
        return load_graph(graph, self.path, replace=self.replace, batch_size=self.batch_size, schema=self.schema)

    def query(self, cypher: str, params: dict[str, Any] | None = None, *,
              write: bool = False) -> tuple[list[str], list[list[Any]]]:
        return query(self.path, cypher, params, write=write)
