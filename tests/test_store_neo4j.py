"""The Neo4j store against a real Bolt server.

By default the server is ArcadeDB (the arcadedb-embedded wheel) with its Bolt plugin, started in a
child process on a free loopback port for the session. With NEO4J_URI set (and NEO4J_USERNAME,
NEO4J_PASSWORD, NEO4J_DATABASE), the same tests also run against that real Neo4j (marker `neo4j`);
they DELETE EVERYTHING in that database, so point them at a scratch one. The fault tests that stop
the server mid-load run on ArcadeDB only (a real Neo4j cannot be stopped from here).
"""
from __future__ import annotations

import json
import os

import networkx as nx
import pytest

from kg import schema as kg_schema
from kg.cli import main as kg_main
from kg.errors import KgError
from kg.graph import io
from kg.store import embedded
from kg.store import neo4j as store
from tests.support import synthetic
from tests.support.bolt_server import BoltServer, free_port
from kg.serve.named_queries import named_queries as example_queries


def to_graph(data: dict) -> nx.MultiDiGraph:
    assert kg_schema.validate(data) == []
    return io.from_dict(data)


# ---------------------------------------------------------------------------------------------
# Servers


@pytest.fixture(scope="session")
def arcadedb(tmp_path_factory):
    srv = BoltServer(tmp_path_factory.mktemp("arcadedb"))
    srv.start()
    yield srv
    srv.stop()


@pytest.fixture(params=["arcadedb", pytest.param("neo4j", marks=pytest.mark.neo4j)])
def bolt(request):
    """Connection keywords for a clean database on the server under test (and the ArcadeDB handle)."""
    if request.param == "neo4j":
        if not os.environ.get("NEO4J_URI"):
            pytest.skip("NEO4J_URI is not set")
        kw = dict(uri=os.environ["NEO4J_URI"], user=os.environ.get("NEO4J_USERNAME", "neo4j"),
                  password=os.environ.get("NEO4J_PASSWORD"), database=os.environ.get("NEO4J_DATABASE", "neo4j"))
        server = None
    else:
        server = request.getfixturevalue("arcadedb")
        if server.proc is None:
            server.start()
        kw = dict(uri=server.uri, user="root", password=server.password, database=server.database)
    store.run_query("MATCH (n) DETACH DELETE n", write=True, **kw)
    yield {"kw": kw, "server": server, "backend": request.param}


def db_counts(kw) -> tuple[int, int]:
    n = store.run_query("MATCH (n) RETURN count(n) AS n", **kw)[1][0][0]
    r = store.run_query("MATCH ()-[r]->() RETURN count(r) AS n", **kw)[1][0][0]
    return n, r


# ---------------------------------------------------------------------------------------------
# No server needed


def test_schema_statements_cover_every_label():
    schema = kg_schema.load()
    statements = store.schema_statements(schema)
    for label in schema.labels:
        assert any(f"FOR (n:`{label}`) REQUIRE n.id IS UNIQUE" in s for s in statements)
    assert any("ON (n.`title`)" in s for s in statements)
    ft = store.fulltext_statement(schema)
    assert ft.startswith("CREATE FULLTEXT INDEX") and "n.`aliases`" in ft and "n.`text`" in ft
    assert all("IF NOT EXISTS" in s for s in statements + [ft])


@pytest.mark.parametrize(
    ("value", "words"),
    [
        ({"a": 1}, "map"),
        (["a", None], "null"),
        (["a", 1], "mixed list"),
        ([1, True], "mixed list"),
        ([[1]], "nested"),
        (2**70, "64 bits"),
        (object(), "must be string, not a value of type object"),
    ],
)
def test_property_rules_are_checked_before_connecting(value, words):
    g = to_graph(synthetic.graph_dict(1))
    g.nodes["method:bert"]["evidence"] = value
    with pytest.raises(KgError, match=words) as err:
        store.load_graph(g, uri=f"bolt://127.0.0.1:{free_port()}", user="u", password="p", database="x")
    assert "method:bert" in str(err.value) and "evidence" in str(err.value)


def test_none_properties_dropped_and_unknown_types_refused():
    g = to_graph(synthetic.graph_dict(1))
    rows = store.node_rows(g, kg_schema.load())
    paper = next(r for r in rows["Paper"] if r["id"] == "paper:a0000")
    assert all(v is not None for v in paper["props"].values())
    g.add_edge("paper:a0000", "method:bert", key="DELETE_ALL|k", type="DELETE_ALL")
    with pytest.raises(KgError, match="DELETE_ALL"):
        store.edge_rows(g, kg_schema.load())


def test_server_down_is_a_clear_error():
    uri = f"bolt://127.0.0.1:{free_port()}"
    with pytest.raises(KgError) as err:
        store.run_query("MATCH (n) RETURN n", uri=uri, user="neo4j", password="s3cret-pw", database="neo4j")
    msg = str(err.value)
    assert uri in msg and "s3cret-pw" not in msg and "\n" not in msg
    with pytest.raises(KgError, match="cannot reach"):
        store.load_graph(to_graph(synthetic.graph_dict(1)), uri=uri, password="x")


@pytest.mark.parametrize("uri", ["http://localhost:7474", "https://db.example:7473", "localhost:7687", "ftp://x:1"])
def test_non_bolt_uri_is_a_one_line_error(uri, capsys):
    with pytest.raises(KgError, match="not a Bolt URI"):
        store.run_query("RETURN 1", uri=uri, password="pw-XYZ-123")
    with pytest.raises(KgError, match="not a Bolt URI"):
        store.load_graph(to_graph(synthetic.graph_dict(1)), uri=uri, password="pw-XYZ-123")
    assert kg_main(["query", "--neo4j", "--uri", uri, "RETURN 1"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and err.startswith("kg: error:") and "Traceback" not in err


def test_credentials_inside_the_uri_are_refused_without_echoing_them():
    with pytest.raises(KgError, match="must not contain credentials") as err:
        store.Connection.resolve(uri="bolt://neo4j:Secret-pw-77@127.0.0.1:7687")
    assert "Secret-pw-77" not in str(err.value)


def test_return_columns_of_a_query():
    from kg.store.cypher import return_columns

    assert return_columns("MATCH (n) RETURN n.id AS id, count(*) AS c ORDER BY id LIMIT 3") == ["id", "c"]
    assert return_columns("MATCH (n) RETURN DISTINCT n.id, {a: 1, b: [1, 2]} AS `m x`;") == ["n.id", "m x"]
    assert return_columns("CALL { MATCH (x) RETURN x } RETURN x.name AS n // RETURN y") == ["n"]
    assert return_columns("RETURN 'a, RETURN b' AS s") == ["s"]
    assert return_columns("MATCH (n) RETURN *") == [] and return_columns("MATCH (n) DELETE n") == []


def test_connection_from_environment(monkeypatch):
    for var, value in {"NEO4J_URI": "bolt://example:1", "NEO4J_USERNAME": "alice",
                       "NEO4J_PASSWORD": "pw", "NEO4J_DATABASE": "kgdb"}.items():
        monkeypatch.setenv(var, value)
    c = store.Connection.resolve()
    assert (c.uri, c.user, c.password, c.database) == ("bolt://example:1", "alice", "pw", "kgdb")
    assert store.Connection.resolve(uri="bolt://x:2").uri == "bolt://x:2"
    for var in ("NEO4J_URI", "NEO4J_USERNAME", "NEO4J_PASSWORD", "NEO4J_DATABASE"):
        monkeypatch.delenv(var)
    c = store.Connection.resolve()
    assert (c.uri, c.user, c.database) == ("bolt://localhost:7687", "neo4j", "neo4j")


# ---------------------------------------------------------------------------------------------
# Against the server


def test_load_counts_and_reload_changes_nothing(bolt):
    data = synthetic.graph_dict(10)
    g = to_graph(data)
    first = store.load_graph(g, batch_size=40, **bolt["kw"])
    assert (first["nodes"], first["relationships"]) == (len(data["nodes"]), len(data["edges"]))
    assert db_counts(bolt["kw"]) == (len(data["nodes"]), len(data["edges"]))
    again = store.load_graph(g, batch_size=500, **bolt["kw"])
    assert (again["db_nodes"], again["db_relationships"]) == (len(data["nodes"]), len(data["edges"]))
    assert db_counts(bolt["kw"]) == (len(data["nodes"]), len(data["edges"]))
    cols, rows = store.run_query(
        "MATCH (p:Paper {id: $id})-[r:USES]->(m:Method) RETURN p.authors AS a, p.year AS y, r.confidence AS c, r.mentions AS n",
        {"id": "paper:a0001"}, **bolt["kw"],
    )
    paper = next(n for n in data["nodes"] if n["id"] == "paper:a0001")
    assert cols == ["a", "y", "c", "n"] and rows == [[paper["authors"], paper["year"], 0.8, 2]]


def test_second_corpus_extends_shared_entities(bolt):
    a, b = synthetic.graph_dict(6, corpus="a"), synthetic.graph_dict(6, corpus="b")
    store.load_graph(to_graph(a), **bolt["kw"])
    store.load_graph(to_graph(b), **bolt["kw"])
    both = synthetic.merged(a, b)
    assert db_counts(bolt["kw"]) == (len(both["nodes"]), len(both["edges"]))
    assert len(both["nodes"]) < len(a["nodes"]) + len(b["nodes"])
    _, rows = store.run_query(
        "MATCH (p:Paper)-[:USES|PROPOSES]->(m:Method) RETURN m.id AS m, count(DISTINCT p) AS n ORDER BY m", **bolt["kw"]
    )
    want: dict[str, set] = {}
    for e in both["edges"]:
        if e["type"] in ("USES", "PROPOSES"):
            want.setdefault(e["target"], set()).add(e["source"])
    assert rows == [[m, len(p)] for m, p in sorted(want.items())]


def test_example_queries_same_rows_on_both_stores(bolt, tmp_path):
    data = synthetic.graph_dict(14, seed=3)
    g = to_graph(data)
    store.load_graph(g, **bolt["kw"])
    db = tmp_path / "graph.db"
    embedded.load_graph(g, db)
    queries = example_queries()
    assert 6 <= len(queries) <= 12
    for name, cypher in queries:
        on_bolt = store.run_query(cypher, **bolt["kw"])
        on_file = embedded.query(db, cypher)
        assert on_bolt == on_file, name
        assert on_bolt[1], f"{name} returned no rows on the test graph"


def test_both_stores_behind_the_store_interface(bolt, tmp_path):
    from kg.store import GraphStore
    from kg.store.embedded import EmbeddedStore
    from kg.store.neo4j import Neo4jStore

    g = to_graph(synthetic.graph_dict(6, seed=5))
    cypher = ("MATCH (p:Paper)-[r]->(e) RETURN p.id AS paper, r.key AS key, e.id AS entity, e.name AS name "
              "ORDER BY paper, key, entity")
    answers = []
    for st in (EmbeddedStore(tmp_path / "graph.db"), Neo4jStore(**bolt["kw"])):
        assert isinstance(st, GraphStore)
        with st:
            loaded = st.load_graph(g)
            assert (loaded["nodes"], loaded["relationships"]) == (g.number_of_nodes(), g.number_of_edges())
            answers.append(st.query(cypher))
            assert st.query("MATCH (n) RETURN count(n) AS n") == (["n"], [[g.number_of_nodes()]])
            with pytest.raises(KgError, match="write clauses"):
                st.query("MATCH (n) DETACH DELETE n")
    assert answers[0] == answers[1] and answers[0][1]
    neo = Neo4jStore(**bolt["kw"])
    first = neo.driver()
    neo.query("RETURN 1 AS one")
    assert neo.driver() is first  # one driver for every call until close()
    neo.close()
    assert neo._driver is None


def test_empty_results_have_the_same_columns_on_both_stores(bolt, tmp_path, capsys, monkeypatch):
    g = to_graph(synthetic.graph_dict(3))
    store.load_graph(g, **bolt["kw"])
    db = tmp_path / "graph.db"
    embedded.load_graph(g, db)
    for cypher in (
        "MATCH (p:Paper) WHERE p.id = $id RETURN p.id AS paper, p.title AS title ORDER BY paper",
        "MATCH (m:Method)-[o:OUTPERFORMS]->(b:Method) WHERE m.id = $id RETURN m.name, count(o) AS n",
    ):
        on_bolt = store.run_query(cypher, {"id": "nope"}, **bolt["kw"])
        assert on_bolt == embedded.query(db, cypher, {"id": "nope"})
        assert on_bolt[1] == [] and len(on_bolt[0]) == 2
    kw = bolt["kw"]
    cypher = "MATCH (p:Paper) WHERE p.id = 'nope' RETURN p.id AS paper"
    assert kg_main(["query", "--db", str(db), cypher]) == 0
    on_file = capsys.readouterr().out
    if kw["password"] is not None:
        monkeypatch.setenv("NEO4J_PASSWORD", kw["password"])
    assert kg_main(["query", "--neo4j", "--uri", kw["uri"], "--user", kw["user"], "--database", kw["database"], cypher]) == 0
    assert capsys.readouterr().out == on_file and on_file.startswith("paper")


def test_hostile_strings_are_data(bolt):
    data = synthetic.graph_dict(5, hostile=True)
    store.load_graph(to_graph(data), **bolt["kw"])
    for text in synthetic.HOSTILE:
        _, rows = store.run_query("MATCH (p:Paper) WHERE p.title = $t RETURN p.title AS t", {"t": text}, **bolt["kw"])
        assert rows and all(r == [text] for r in rows)
    assert db_counts(bolt["kw"]) == (len(data["nodes"]), len(data["edges"]))


def test_read_only_refuses_writes(bolt):
    data = synthetic.graph_dict(2)
    store.load_graph(to_graph(data), **bolt["kw"])
    with pytest.raises(KgError, match="write clauses"):
        store.run_query("MATCH (n) DETACH DELETE n", **bolt["kw"])
    assert db_counts(bolt["kw"]) == (len(data["nodes"]), len(data["edges"]))
    store.run_query("MATCH (r:Result) DETACH DELETE r", write=True, **bolt["kw"])
    assert db_counts(bolt["kw"])[0] == len(data["nodes"]) - 2


def test_wrong_password_one_line_without_password(bolt):
    kw = dict(bolt["kw"], password="definitely-Wrong-pw-42")
    for call in (lambda: store.run_query("RETURN 1", **kw), lambda: store.load_graph(to_graph(synthetic.graph_dict(1)), **kw)):
        with pytest.raises(KgError) as err:
            call()
        msg = str(err.value)
        assert kw["uri"] in msg and "credentials" in msg
        assert "definitely-Wrong-pw-42" not in msg and "\n" not in msg


def test_server_stopped_mid_load_then_rerun_completes(bolt):
    if bolt["server"] is None:
        pytest.skip("only the ArcadeDB test server can be stopped from the test")
    server = bolt["server"]
    data = synthetic.graph_dict(12)
    g = to_graph(data)
    committed = {"nodes": 0, "relationships": 0, "calls": 0}

    def stop_after_three(kind, done, total):
        committed[kind] = done
        committed["calls"] += 1
        if committed["calls"] == 3:
            server.stop()

    with pytest.raises(KgError) as err:
        store.load_graph(g, batch_size=7, retry_seconds=1, progress=stop_after_three, **bolt["kw"])
    msg = str(err.value)
    assert server.uri in msg and "run the load again" in msg and "\n" not in msg
    assert server.password not in msg
    server.start()
    # exactly the committed batches are there: the interrupted one left nothing
    assert db_counts(bolt["kw"]) == (committed["nodes"], committed["relationships"])
    assert 0 < committed["nodes"] < len(data["nodes"])
    result = store.load_graph(g, batch_size=7, **bolt["kw"])
    assert (result["db_nodes"], result["db_relationships"]) == (len(data["nodes"]), len(data["edges"]))


def test_server_killed_mid_load_then_rerun_completes(bolt):
    if bolt["server"] is None:
        pytest.skip("only the ArcadeDB test server can be killed from the test")
    server = bolt["server"]
    data = synthetic.graph_dict(8, corpus="k")
    g = to_graph(data)
    calls = {"n": 0}

    def kill_after_five(kind, done, total):
        calls["n"] += 1
        if calls["n"] == 5:
            server.kill()

    with pytest.raises(KgError, match="cannot reach|failed while"):
        store.load_graph(g, batch_size=5, retry_seconds=1, progress=kill_after_five, **bolt["kw"])
    server.start()
    store.load_graph(g, batch_size=50, **bolt["kw"])
    assert db_counts(bolt["kw"]) == (len(data["nodes"]), len(data["edges"]))


def test_cli_load_and_query(bolt, tmp_path, monkeypatch, capsys):
    data = synthetic.graph_dict(4)
    path = tmp_path / "graph.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    kw = bolt["kw"]
    monkeypatch.setenv("NEO4J_PASSWORD", kw["password"] or "")
    assert kg_main(["load", str(path), "--uri", kw["uri"], "--user", kw["user"], "--database", kw["database"],
                    "--batch-size", "50", "-q"]) == 0
    out = capsys.readouterr()
    assert f"loaded {len(data['nodes'])} nodes" in out.out
    assert kw["password"] not in out.out + out.err
    base = ["query", "--neo4j", "--uri", kw["uri"], "--user", kw["user"], "--database", kw["database"]]
    assert kg_main(base + ["--json", "MATCH (n) RETURN count(n) AS n"]) == 0
    assert json.loads(capsys.readouterr().out) == [{"n": len(data["nodes"])}]
    assert kg_main(base + ["MATCH (n) DETACH DELETE n"]) == 2
    assert "write clauses" in capsys.readouterr().err
    monkeypatch.setenv("NEO4J_PASSWORD", "wrong-one-xyz")
    assert kg_main(base + ["RETURN 1"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "wrong-one-xyz" not in err


def test_cli_build_with_neo4j_flag(bolt, tmp_path, monkeypatch, capsys):
    from tests.conftest import SAMPLE

    kw = bolt["kw"]
    if kw["password"] is not None:
        monkeypatch.setenv("NEO4J_PASSWORD", kw["password"])
    out = tmp_path / "out"
    assert kg_main(["build", str(SAMPLE), "--out", str(out), "--workers", "1", "--no-views", "--no-store",
                    "--no-graphml", "--neo4j", "--uri", kw["uri"], "--user", kw["user"], "--database", kw["database"]]) == 0
    cap = capsys.readouterr()
    assert not kw["password"] or kw["password"] not in cap.out + cap.err
    data = json.loads((out / "graph.json").read_text(encoding="utf-8"))
    assert db_counts(kw) == (len(data["nodes"]), len(data["edges"]))
    assert store.run_query("MATCH (p:Paper) RETURN count(p) AS n", **kw)[1] == [[12]]


@pytest.fixture(scope="module")
def seed_build(seed_file, tmp_path_factory):
    out = tmp_path_factory.mktemp("seed-bolt")
    assert kg_main(["build", str(seed_file), "--out", str(out), "--quiet", "--no-views", "--no-report",
                    "--no-graphml", "--workers", "1"]) == 0
    return out


@pytest.mark.shared
def test_seed_graph_over_bolt_matches_graph_json_and_embedded(bolt, seed_build, monkeypatch, capsys):
    """Issue #4's acceptance on the seed list, through the CLI as a user runs it."""
    data = json.loads((seed_build / "graph.json").read_text(encoding="utf-8"))
    kw = bolt["kw"]
    if kw["password"] is not None:
        monkeypatch.setenv("NEO4J_PASSWORD", kw["password"])
    conn = ["--uri", kw["uri"], "--user", kw["user"], "--database", kw["database"]]
    for batch in ("1000", "25"):  # the second load (other batching) must change nothing
        assert kg_main(["load", str(seed_build / "graph.json"), *conn, "--batch-size", batch, "-q"]) == 0
        out = capsys.readouterr().out
        assert f"now holds {len(data['nodes'])} nodes and {len(data['edges'])} relationships" in out
        assert db_counts(kw) == (len(data["nodes"]), len(data["edges"]))
    papers = "MATCH (p:Paper) RETURN count(p) AS n"
    assert kg_main(["query", "--neo4j", *conn, "--json", papers]) == 0
    assert json.loads(capsys.readouterr().out) == [{"n": 19}]
    # read-only by default on both stores: refused, and all 19 papers are still there
    db = seed_build / "graph.db"
    assert kg_main(["query", "--neo4j", *conn, "MATCH (n) DETACH DELETE n"]) == 2
    assert kg_main(["query", "--db", str(db), "MATCH (n) DETACH DELETE n"]) == 2
    assert capsys.readouterr().err.count("write clauses") == 2
    assert store.run_query(papers, **kw)[1] == [[19]] and embedded.query(db, papers)[1] == [[19]]
    # every example query: the same columns and rows, and the same printed table
    for name, cypher in example_queries():
        assert store.run_query(cypher, **kw) == embedded.query(db, cypher), name
        assert kg_main(["query", "--db", str(db), cypher]) == 0
        on_file = capsys.readouterr().out
        assert kg_main(["query", "--neo4j", *conn, cypher]) == 0
        assert capsys.readouterr().out == on_file, name


# ---------------------------------------------------------------------------------------------
# neo4j-admin CSV export (no server)


def test_neo4j_csv_export(tmp_path, capsys):
    import csv

    data = synthetic.graph_dict(4, hostile=True)
    path = tmp_path / "graph.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    out = tmp_path / "csv"
    assert kg_main(["export", str(path), "--format", "neo4j-csv", "--out", str(out)]) == 0
    assert "neo4j-admin database import full neo4j" in capsys.readouterr().out
    with open(out / "nodes_Paper.csv", newline="", encoding="utf-8") as fh:
        rows = list(csv.reader(fh))
    header = rows[0]
    assert header[0] == "id:ID(kg)" and header[-1] == ":LABEL"
    assert "year:long" in header and "authors:string[]" in header and "title" in header
    papers = {n["id"]: n for n in data["nodes"] if n["label"] == "Paper"}
    assert len(rows) - 1 == len(papers)
    for row in rows[1:]:
        rec = dict(zip(header, row))
        want = papers[rec["id:ID(kg)"]]
        assert rec["title"] == want["title"] and rec[":LABEL"] == "Paper"
        assert rec["year:long"] == ("" if want["year"] is None else str(want["year"]))
        assert rec["authors:string[]"] == ";".join(want["authors"])
    with open(out / "rels_USES.csv", newline="", encoding="utf-8") as fh:
        rels = list(csv.reader(fh))
    assert rels[0][:3] == [":START_ID(kg)", ":END_ID(kg)", ":TYPE"] and "confidence:double" in rels[0]
    assert len(rels) - 1 == sum(1 for e in data["edges"] if e["type"] == "USES")
    script = (out / "import.sh").read_text()
    assert "--array-delimiter=;" in script.replace("'", "") and "--nodes=nodes_Paper.csv" in script
    assert "--relationships=rels_USES.csv" in script


def test_neo4j_csv_array_delimiter_switches_when_needed(tmp_path):
    from kg.export.neo4j_csv import write_neo4j_csv

    data = synthetic.graph_dict(2)
    next(n for n in data["nodes"] if n["id"] == "method:bert")["aliases"] = ["a;b", "c"]
    result = write_neo4j_csv(to_graph(data), tmp_path)
    assert result["array_delimiter"] == "|"
    assert '"a;b|c"' in (tmp_path / "nodes_Method.csv").read_text()


def test_export_json_and_graphml(tmp_path, capsys):
    data = synthetic.graph_dict(2)
    path = tmp_path / "graph.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    assert kg_main(["export", str(path), "--format", "json", "--out", str(tmp_path / "j")]) == 0
    assert json.loads((tmp_path / "j" / "graph.json").read_text())["nodes"] == data["nodes"]
    try:
        import kg.export.graphml  # noqa: F401  (written by the lead)
    except ImportError:
        pytest.skip("kg.export.graphml is not written yet")
    assert kg_main(["export", str(path), "--format", "graphml", "--out", str(tmp_path / "g")]) == 0
    assert (tmp_path / "g" / "graph.graphml").stat().st_size > 0
