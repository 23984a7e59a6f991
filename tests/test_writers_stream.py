"""The streaming writers (issue #6): graph.json bytes equal dumps(), GraphML reads back equal."""
from __future__ import annotations

import xml.etree.ElementTree as ET

import networkx as nx
import pytest
import yaml

from kg import schema as kg_schema
from kg.export.graphml import read_graphml, write_graphml
from kg.graph.io import dumps, from_dict, write_graph_json

TRICKY = "a <&> \"q\" 'a'\tb\r\nc \x01\x0b ü 数据 \U0001f600"


def _data() -> dict:
    return {
        "schema_version": 1,
        "nodes": [
            {"id": "paper:2", "label": "Paper", "name": "Zweites Papier", "title": "Über Daten", "authors": ["Ä. B", "C"], "year": 2021},
            {"id": "paper:1", "label": "Paper", "name": "P <&>", "title": TRICKY, "authors": [], "year": 2020, "venue": ""},
            {"id": "method:x", "label": "Method", "name": "X-Net", "aliases": ["xnet", "X \"Net\""], "paper_count": 2,
             "merged_by": ["case"], "confidence": 0.75},
            {"id": 'method:"q"<&>', "label": "Method", "name": "Q", "aliases": [], "confidence": 1.0},
            {"id": "result:1", "label": "Result", "name": "3.2%", "value": 3.2, "unit": "%", "sentence": 0},
        ],
        "edges": [
            {"source": "paper:2", "target": "method:x", "type": "USES", "key": "paper:2", "confidence": 0.5, "sentence": 1},
            {"source": "paper:1", "target": "method:x", "type": "PROPOSES", "key": "paper:1", "evidence": "we <propose> X"},
            {"source": "paper:1", "target": "method:x", "type": "USES", "key": "paper:1", "role": "baseline"},
            {"source": "method:x", "target": 'method:"q"<&>', "type": "OUTPERFORMS", "key": "paper:1"},
        ],
    }


def _as_dicts(g: nx.MultiDiGraph) -> tuple[dict, dict]:
    return dict(g.nodes(data=True)), {(u, v, k): d for u, v, k, d in g.edges(keys=True, data=True)}


@pytest.mark.parametrize("data", [
    _data(),
    {"schema_version": 1, "nodes": [], "edges": []},
    {"schema_version": 1, "nodes": [{"id": "m", "label": "Method", "name": "M", "aliases": [["nested"], []]}], "edges": []},
])
def test_write_graph_json_bytes_equal_dumps(tmp_path, data):
    graph = from_dict(data)
    path = write_graph_json(graph, tmp_path / "graph.json")
    assert path.read_bytes() == dumps(graph).encode("utf-8")
    assert [p.name for p in tmp_path.iterdir()] == ["graph.json"]  # no temporaries left


def test_graphml_round_trip_and_escaping(tmp_path):
    graph = from_dict(_data())
    graph.nodes["paper:1"]["title"] += "\ud800"  # lone surrogate: no UTF-8 file holds it (graph.json neither)
    path = write_graphml(graph, tmp_path / "g.graphml")
    ET.parse(path)  # well-formed XML despite the control characters and the lone surrogate
    nodes, edges = _as_dicts(read_graphml(path))
    want_nodes, want_edges = _as_dicts(graph)
    want_nodes["paper:1"]["title"] = TRICKY.replace("\x01\x0b", "")  # XML 1.0 cannot hold them: dropped
    assert nodes == want_nodes and list(nodes) == list(want_nodes)
    assert edges == want_edges
    assert nodes["method:x"]["aliases"] == ["xnet", 'X "Net"'] and isinstance(nodes["method:x"]["confidence"], float)


def test_graphml_as_gephi_and_cytoscape_see_it(tmp_path):
    """Plain networkx reading: `label` is the name, `node_type` the schema label, lists are JSON strings,
    keys are named after their attributes with GraphML types."""
    path = write_graphml(from_dict(_data()), tmp_path / "g.graphml")
    plain = nx.read_graphml(path, force_multigraph=True)
    assert plain.nodes["method:x"] == {"node_type": "Method", "label": "X-Net", "name": "X-Net", "aliases": '["xnet", "X \\"Net\\""]',
                                       "paper_count": 2, "merged_by": '["case"]', "confidence": 0.75}
    assert plain.edges["paper:1", "method:x", "USES|paper:1"] == {"type": "USES", "label": "USES", "edge_key": "paper:1", "role": "baseline"}
    ns = "{http://graphml.graphdrawing.org/xmlns}"
    root = ET.parse(path).getroot()
    keys = {(k.get("for"), k.get("id"), k.get("attr.name"), k.get("attr.type")) for k in root.findall(f"{ns}key")}
    assert {("node", "year", "year", "long"), ("node", "value", "value", "double"), ("node", "authors", "authors", "string"),
            ("node", "node_type", "node_type", "string"), ("edge", "edge_key", "edge_key", "string"),
            ("edge", "confidence", "confidence", "double")} <= keys
    assert all(k[1] == k[2] for k in keys) and root.find(f"{ns}graph").get("edgedefault") == "directed"


def test_graphml_empty_graph(tmp_path):
    path = write_graphml(nx.MultiDiGraph(), tmp_path / "g.graphml")
    assert read_graphml(path).number_of_nodes() == 0 and nx.read_graphml(path).number_of_edges() == 0


def test_graphml_bool_property(tmp_path, monkeypatch):
    """The shipped schema has no bool property; one with a bool must be written as true/false."""
    raw = yaml.safe_load(kg_schema.schema_path().read_text(encoding="utf-8"))
    raw["labels"]["Method"]["properties"] = {**raw["entity_properties"], "open_source": "bool"}
    custom = tmp_path / "graph.yaml"
    custom.write_text(yaml.safe_dump(raw), encoding="utf-8")
    load = kg_schema.load
    monkeypatch.setattr(kg_schema, "load", lambda path=None: load(path or str(custom)))
    graph = from_dict({"nodes": [{"id": "a", "label": "Method", "name": "A", "open_source": True},
                                 {"id": "b", "label": "Method", "name": "B", "open_source": False}], "edges": []})
    path = write_graphml(graph, tmp_path / "g.graphml")
    text = path.read_text(encoding="utf-8")
    assert 'attr.type="boolean"' in text and ">true</data>" in text and ">false</data>" in text
    g = read_graphml(path)
    assert g.nodes["a"]["open_source"] is True and g.nodes["b"]["open_source"] is False
