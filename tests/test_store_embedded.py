"""The embedded LadybugDB store: DDL from the schema, loads, idempotence, read-only queries."""
from __future__ import annotations

import json
from pathlib import Path

import networkx as nx
import pytest

from kg import schema as kg_schema
from kg.cli import main as kg_main
from kg.errors import KgError
from kg.graph import io
from kg.store import embedded
from tests.support import synthetic
from kg.store.cypher import write_clauses


def to_graph(data: dict) -> nx.MultiDiGraph:
    assert kg_schema.validate(data) == []
    return io.from_dict(data)


def count(db: Path, cypher: str) -> int:
    return embedded.query(db, cypher)[1][0][0]


@pytest.fixture(scope="module")
def small() -> dict:
    return synthetic.graph_dict(12, hostile=True)


@pytest.fixture(scope="module")
def loaded(tmp_path_factory, small) -> Path:
    db = tmp_path_factory.mktemp("emb") / "graph.db"
    embedded.load_graph(to_graph(small), db)
    return db


def test_ddl_has_a_table_per_label_and_rel_type_with_mapped_types():
    schema = kg_schema.load()
    statements = embedded.ddl(schema)
    assert len(statements) == len(schema.labels) + len(schema.relationships)
    paper = next(s for s in statements if s.startswith("CREATE NODE TABLE `Paper`"))
    assert "`authors` STRING[]" in paper and "`year` INT64" in paper and "PRIMARY KEY(id)" in paper
    assert "`label`" not in paper  # the label is the table
    claim = next(s for s in statements if s.startswith("CREATE NODE TABLE `Claim`"))
    assert "`confidence` DOUBLE" in claim and "`end` INT64" in claim
    uses = next(s for s in statements if s.startswith("CREATE REL TABLE `USES`"))
    for target in schema.relationships["USES"].targets:
        assert f"FROM `Paper` TO `{target}`" in uses
    assert "`key` STRING" in uses and "`mentions` INT64" in uses


def test_load_counts_match_graph(loaded, small):
    assert count(loaded, "MATCH (n) RETURN count(n)") == len(small["nodes"])
    assert count(loaded, "MATCH ()-[r]->() RETURN count(r)") == len(small["edges"])
    cols, rows = embedded.query(loaded, "MATCH (n) RETURN label(n) AS l, count(*) AS c ORDER BY l")
    assert cols == ["l", "c"]
    expected: dict[str, int] = {}
    for n in small["nodes"]:
        expected[n["label"]] = expected.get(n["label"], 0) + 1
    assert dict(map(tuple, rows)) == expected


def test_round_trip_properties(loaded, small):
    want = {n["id"]: n for n in small["nodes"]}
    _, rows = embedded.query(loaded, "MATCH (p:Paper) RETURN p ORDER BY p.id")
    assert len(rows) == sum(1 for n in small["nodes"] if n["label"] == "Paper")
    for (node,) in rows:
        assert node["_label"] == "Paper"
        expect = {k: v for k, v in want[node["id"]].items() if k != "label" and v is not None}
        assert {k: v for k, v in node.items() if k != "_label"} == expect
    _, rows = embedded.query(
        loaded,
        "MATCH (a)-[r:USES]->(b) RETURN a.id, b.id, r.key, r.sentence, r.confidence, r.mentions ORDER BY a.id, b.id",
    )
    want_edges = sorted(
        (e["source"], e["target"], e["key"], e.get("sentence"), e.get("confidence"), e.get("mentions"))
        for e in small["edges"] if e["type"] == "USES"
    )
    assert [tuple(r) for r in rows] == want_edges


def _contents(db: Path) -> tuple[dict, dict]:
    """Every node and relationship in the database with all its non-null properties."""
    _, rows = embedded.query(db, "MATCH (n) RETURN n")
    nodes = {n["id"]: {k: v for k, v in n.items() if k != "_label"} | {"label": n["_label"]} for (n,) in rows}
    _, rows = embedded.query(db, "MATCH (a)-[r]->(b) RETURN a.id, b.id, r")
    edges = {(a, b, r["_type"], r["key"]): {k: v for k, v in r.items() if k != "_type"} for a, b, r in rows}
    return nodes, edges


def test_bulk_load_and_merge_load_store_the_same_graph(tmp_path, small):
    """A new database is COPYed from Arrow tables, an existing one MERGEd into: both hold exactly the graph."""
    g = to_graph(small)
    bulk = tmp_path / "bulk.db"
    embedded.load_graph(g, bulk)
    merged = tmp_path / "merged.db"
    first = next(n for n in small["nodes"] if n["label"] == "Paper")
    embedded.load_graph(to_graph({**small, "nodes": [first], "edges": []}), merged)
    embedded.load_graph(g, merged, replace=False)
    want_nodes = {n["id"]: {k: v for k, v in n.items() if v is not None} for n in small["nodes"]}
    want_edges = {(e["source"], e["target"], e["type"], e["key"]): {k: v for k, v in e.items() if v is not None
                                                                    and k not in ("source", "target", "type")}
                  for e in small["edges"]}
    for db in (bulk, merged):
        nodes, edges = _contents(db)
        assert nodes == want_nodes
        assert edges == want_edges


def test_reload_is_idempotent(tmp_path, small):
    db = tmp_path / "graph.db"
    g = to_graph(small)
    first = embedded.load_graph(g, db)
    again = embedded.load_graph(g, db, replace=False)  # MERGE into the existing database
    assert (first["nodes"], first["relationships"]) == (again["nodes"], again["relationships"])
    assert again["nodes"] == len(small["nodes"]) and again["relationships"] == len(small["edges"])
    replaced = embedded.load_graph(g, db)
    assert replaced["nodes"] == first["nodes"]


def test_second_corpus_extends_shared_entities(tmp_path):
    a, b = synthetic.graph_dict(8, corpus="a"), synthetic.graph_dict(8, corpus="b")
    db = tmp_path / "graph.db"
    embedded.load_graph(to_graph(a), db)
    res = embedded.load_graph(to_graph(b), db, replace=False)
    both = synthetic.merged(a, b)
    assert res["nodes"] == len(both["nodes"]) < len(a["nodes"]) + len(b["nodes"])
    assert res["relationships"] == len(both["edges"])
    n = count(db, "MATCH (p:Paper)-[:PROPOSES|USES]->(m:Method {id: 'method:bert'}) RETURN count(DISTINCT p)")
    assert n == len({e["source"] for e in both["edges"] if e["target"] == "method:bert" and e["type"] in ("PROPOSES", "USES")})


def test_failed_load_keeps_previous_database(tmp_path, small):
    db = tmp_path / "graph.db"
    embedded.load_graph(to_graph(small), db)
    bad = to_graph(small)
    bad.add_node("x:1", label="NotALabel", name="x")
    with pytest.raises(KgError, match="NotALabel"):
        embedded.load_graph(bad, db)
    bad2 = to_graph(small)
    bad2.nodes["paper:a0000"]["year"] = "nineteen"
    with pytest.raises(KgError, match="year"):
        embedded.load_graph(bad2, db)
    assert count(db, "MATCH (n) RETURN count(n)") == len(small["nodes"])
    assert sorted(p.name for p in tmp_path.iterdir()) == ["graph.db"]  # no temporaries left


def test_read_only_refuses_writes_and_keeps_data(loaded, small):
    for cypher in (
        "MATCH (n) DETACH DELETE n",
        "match (n) set n.name = 'x'",
        "CREATE (:Method {id: 'm'})",
        "MATCH (n) WITH n MERGE (m:Method {id: 'z'}) RETURN m",
        "DROP TABLE Paper",
    ):
        with pytest.raises(KgError, match="write"):
            embedded.query(loaded, cypher)
    assert count(loaded, "MATCH (n) RETURN count(n)") == len(small["nodes"])


def test_write_clause_detection_ignores_strings_comments_and_properties():
    assert write_clauses("MATCH (n) WHERE n.name = 'CREATE SET' RETURN n.set // DELETE") == []
    assert write_clauses("MATCH (n {merge: 1}) RETURN `delete`") == []
    assert write_clauses("MATCH (n) /* x */ DETACH DELETE n") == ["DETACH", "DELETE"]
    assert write_clauses("CALL db.x() YIELD a SET a.b = 1") == ["SET"]


def test_engine_read_only_mode_blocks_writes_even_unparsed(loaded, monkeypatch, small):
    # Bypass the clause check: the database itself is opened read-only.
    monkeypatch.setattr(embedded, "refuse_writes", lambda cypher: None)
    with pytest.raises(KgError, match="read-only|read only"):
        embedded.query(loaded, "MATCH (n) DETACH DELETE n")
    monkeypatch.undo()
    assert count(loaded, "MATCH (n) RETURN count(n)") == len(small["nodes"])


def test_hostile_strings_stored_verbatim_and_as_params(loaded, tmp_path):
    hostile = "'}) DETACH DELETE n //"
    _, rows = embedded.query(loaded, "MATCH (p:Paper) WHERE p.title = $t RETURN p.id ORDER BY p.id", {"t": hostile})
    assert rows and all(r[0].startswith("paper:") for r in rows)
    _, rows = embedded.query(loaded, "MATCH (p:Paper) RETURN DISTINCT p.title ORDER BY p.title")
    assert set(synthetic.HOSTILE) <= {r[0] for r in rows}
    # a write with a hostile parameter value stores it as data
    db = tmp_path / "w.db"
    embedded.load_graph(to_graph(synthetic.graph_dict(2)), db)
    embedded.query(db, "MATCH (m:Method {id: 'method:bert'}) SET m.evidence = $e", {"e": hostile}, write=True)
    assert embedded.query(db, "MATCH (m:Method {id: 'method:bert'}) RETURN m.evidence")[1] == [[hostile]]
    assert count(db, "MATCH (n) RETURN count(n)") == len(synthetic.graph_dict(2)["nodes"])


def test_missing_database_is_a_clear_error(tmp_path):
    with pytest.raises(KgError, match="no such embedded database"):
        embedded.query(tmp_path / "nope.db", "MATCH (n) RETURN n")
    assert not (tmp_path / "nope.db").exists()


def test_cli_query_json_table_and_errors(loaded, small, capsys):
    assert kg_main(["query", "--db", str(loaded), "--json", "MATCH (n) RETURN count(n) AS n"]) == 0
    assert json.loads(capsys.readouterr().out) == [{"n": len(small["nodes"])}]
    assert kg_main(["query", "--db", str(loaded), "-p", "id=method:bert",
                    "MATCH (m:Method) WHERE m.id = $id RETURN m.name AS name"]) == 0
    out = capsys.readouterr().out
    assert "BERT" in out and "(1 row)" in out
    assert kg_main(["query", "--db", str(loaded), "MATCH (n) DETACH DELETE n"]) == 2
    err = capsys.readouterr().err
    assert err.startswith("kg: error:") and err.count("\n") == 1
    assert kg_main(["query", "--db", str(loaded), "MATCH (n) RETURN n.nope"]) == 2
    assert capsys.readouterr().err.count("\n") == 1
    assert count(loaded, "MATCH (n) RETURN count(n)") == len(small["nodes"])


def test_cli_write_flag_allows_writes(tmp_path, capsys):
    db = tmp_path / "graph.db"
    embedded.load_graph(to_graph(synthetic.graph_dict(2)), db)
    assert kg_main(["query", "--db", str(db), "--write", "MATCH (r:Result) DETACH DELETE r"]) == 0
    assert count(db, "MATCH (r:Result) RETURN count(r)") == 0


def test_example_queries_run_on_embedded(loaded):
    from kg.serve.named_queries import named_queries as example_queries

    queries = example_queries()
    assert 6 <= len(queries) <= 12
    for name, cypher in queries:
        cols, rows = embedded.query(loaded, cypher)
        assert cols, name


ROOT = Path(__file__).resolve().parents[1]


@pytest.mark.skipif(not (ROOT / "kg" / "cli" / "build.py").exists(), reason="kg build is not written yet")
def test_kg_build_output_store_matches_graph_json(tmp_path, capsys):
    sample = ROOT / "examples" / "sample_abstracts.txt"
    if not sample.exists():
        pytest.skip("examples/sample_abstracts.txt is missing")
    out = tmp_path / "exports"
    assert kg_main(["build", str(sample), "--out", str(out), "--rules-only", "--no-views", "--no-graphml",
                    "--workers", "1", "--quiet"]) == 0
    capsys.readouterr()
    data = json.loads((out / "graph.json").read_text(encoding="utf-8"))
    db = out / "graph.db"
    assert count(db, "MATCH (n) RETURN count(n)") == len(data["nodes"])
    assert count(db, "MATCH ()-[r]->() RETURN count(r)") == len(data["edges"])
    # the graph read back from graph.json loads to the same counts
    again = embedded.load_graph(io.read_graph_json(out / "graph.json"), tmp_path / "again.db")
    assert (again["nodes"], again["relationships"]) == (len(data["nodes"]), len(data["edges"]))
    from kg.serve.named_queries import named_queries as example_queries

    for name, cypher in example_queries():
        assert embedded.query(db, cypher) == embedded.query(tmp_path / "again.db", cypher), name
