"""kg.store.rows: one schema check for both stores, agreeing with kg.schema.validate on graph.json."""
from __future__ import annotations

import pytest

from kg import schema as kg_schema
from kg.errors import KgError
from kg.graph import io
from kg.store import embedded, neo4j, rows
from kg.store.neo4j import edge_rows, node_rows
from tests.support import synthetic
from tests.support.bolt_server import free_port


def _graph(**paper_props):
    data = synthetic.graph_dict(2)
    paper = next(n for n in data["nodes"] if n["label"] == "Paper")
    paper.update(paper_props)
    return data, io.from_dict(data), paper["id"]


@pytest.mark.parametrize(("prop", "value", "words"), [
    ("year", "nineteen", "must be int, not a string"),
    ("year", 2**70, "must be int, not an integer outside 64 bits"),
    ("year", True, "must be int, not a bool"),
    ("authors", ["a", 1], "must be string[], not a mixed list of int/str"),
    ("title", float("nan"), "must be string, not NaN"),
    ("shoe_size", 42, "'shoe_size' is not in schema/graph.yaml"),
])
def test_one_check_for_both_stores_and_graph_json(tmp_path, prop, value, words):
    data, graph, pid = _graph(**{prop: value})
    assert kg_schema.validate(data), "graph.json validation lets it through"
    messages = []
    for load in (lambda: embedded.load_graph(graph, tmp_path / "graph.db"),
                 lambda: neo4j.load_graph(graph, uri=f"bolt://127.0.0.1:{free_port()}", user="u", password="p")):
        with pytest.raises(KgError) as err:  # the Neo4j load fails before it connects (nothing listens)
            load()
        messages.append(str(err.value))
    assert messages[0] == messages[1]
    assert words in messages[0] and pid in messages[0]
    assert not (tmp_path / "graph.db").exists()


def test_rows_hold_every_schema_property_in_its_type():
    data, graph, pid = _graph(year=2020)
    schema = kg_schema.load()
    groups = {k: list(v) for k, v in rows.node_groups(graph, schema)}
    paper = next(r for r in groups["Paper"] if r["id"] == pid)
    assert set(paper) == set(rows.stored_properties(schema.labels["Paper"]))
    claim = groups["Claim"][0]
    assert isinstance(claim["confidence"], float)
    # Neo4j's rows are the same rows without the properties that are not set
    neo = next(r for r in node_rows(graph, schema)["Paper"] if r["id"] == pid)
    assert neo["props"] == {k: v for k, v in paper.items() if v is not None}
    edges = {k: list(v) for k, v in rows.edge_groups(graph, schema)}
    assert sum(map(len, edges.values())) == graph.number_of_edges()
    assert {k: [(r["s"], r["t"], r["key"]) for r in v] for k, v in edge_rows(graph, schema).items()} == {
        k: [(r["s"], r["t"], r["key"]) for r in v] for k, v in edges.items()}


def test_an_int_in_a_float_column_becomes_a_float():
    data, graph, _ = _graph()
    claim = next(n for n, a in graph.nodes(data=True) if a["label"] == "Claim")
    graph.nodes[claim]["confidence"] = 1
    row = next(r for label, rs in rows.node_groups(graph, kg_schema.load()) if label == "Claim" for r in rs if r["id"] == claim)
    assert row["confidence"] == 1.0 and isinstance(row["confidence"], float)
