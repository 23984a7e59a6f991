"""The CLI end to end: graph.json contract, GraphML round trip, embedded store, errors, seed list."""
from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import networkx as nx
import pytest

from kg import schema as kg_schema
from kg.cli import main
from kg.export.graphml import read_graphml
from kg.graph.io import read_graph_json
from tests.conftest import SAMPLE

KG = [sys.executable, "-m", "kg"]


def _graph(out: Path) -> dict:
    return json.loads((out / "graph.json").read_text())


def test_graph_json_contract(sample_build):
    data = _graph(sample_build)
    assert kg_schema.validate(data) == []
    nodes = {n["id"]: n for n in data["nodes"]}
    for n in data["nodes"]:
        assert {"id", "label", "name"} <= set(n)
        if n["label"] in kg_schema.load().entity_labels:
            assert isinstance(n["aliases"], list)
    papers = [n for n in data["nodes"] if n["label"] == "Paper"]
    assert len(papers) == 12 and all(p["abstract"] and p["title"] for p in papers)
    claims = [n for n in data["nodes"] if n["label"] == "Claim"]
    assert claims and all(c["text"] for c in claims)
    results = [n for n in data["nodes"] if n["label"] == "Result"]
    assert results and all(isinstance(r["value"], float) and "unit" in r for r in results)
    for e in data["edges"]:
        assert e["source"] in nodes and e["target"] in nodes and e["type"]
    # shared datasets are one node with an edge from each paper
    d4rl = [n for n in data["nodes"] if n["label"] == "Dataset" and n["name"] == "D4RL"]
    assert len(d4rl) == 1 and d4rl[0]["paper_count"] == 2
    assert sum(1 for e in data["edges"] if e["target"] == d4rl[0]["id"] and e["type"] == "EVALUATED_ON") == 2


def test_sample_proposals_and_results(sample_build):
    data = _graph(sample_build)
    names = {n["id"]: n for n in data["nodes"]}
    proposed = {names[e["target"]]["name"] for e in data["edges"] if e["type"] == "PROPOSES"}
    assert {"SRA", "TabCLR", "RAR", "OrthoLoRA", "MolDiff-G", "NoiseCond", "CalibTab", "SkimRAG"} <= proposed
    values = {(n["value"], n["unit"]) for n in data["nodes"] if n["label"] == "Result"}
    assert (3.2, "%") in values and (2.7, "x") in values and (12.4, "points") in values


def test_graphml_round_trip(sample_build):
    data = _graph(sample_build)
    g = read_graphml(sample_build / "graph.graphml")
    assert g.number_of_nodes() == len(data["nodes"]) and g.number_of_edges() == len(data["edges"])
    plain = nx.read_graphml(sample_build / "graph.graphml")  # what Gephi/Cytoscape-style readers see
    assert plain.number_of_nodes() == len(data["nodes"])
    some = next(n for n in data["nodes"] if n["label"] == "Method" and n["aliases"])
    assert g.nodes[some["id"]]["aliases"] == some["aliases"] and g.nodes[some["id"]]["label"] == "Method"


def test_embedded_store_counts(sample_build):
    from kg.store.embedded import query

    data = _graph(sample_build)
    cols, rows = query(sample_build / "graph.db", "MATCH (p:Paper) RETURN count(p) AS n")
    assert rows == [[12]]
    cols, rows = query(sample_build / "graph.db", "MATCH (n) RETURN count(n) AS n")
    assert rows == [[len(data["nodes"])]]
    cols, rows = query(sample_build / "graph.db", "MATCH ()-[r]->() RETURN count(r) AS n")
    assert rows == [[len(data["edges"])]]


def test_query_cli_json(sample_build, capsys):
    assert main(["query", "--db", str(sample_build / "graph.db"), "--json", "MATCH (p:Paper) RETURN count(p) AS n"]) == 0
    assert json.loads(capsys.readouterr().out) == [{"n": 12}]


def test_build_is_deterministic(sample_build, tmp_path):
    assert main(["build", str(SAMPLE), "--out", str(tmp_path), "--quiet", "--no-views", "--no-store"]) == 0
    assert (tmp_path / "graph.json").read_bytes() == (sample_build / "graph.json").read_bytes()


def test_read_graph_json_rejects_bad_files(tmp_path):
    from kg.errors import KgError

    bad = tmp_path / "g.json"
    bad.write_text('{"nodes": [{"id": "x", "label": "Nope"}], "edges": []}')
    with pytest.raises(KgError, match="does not match"):
        read_graph_json(bad)


@pytest.mark.parametrize("content", [None, b"", b"\x00\x00\x00\x01"])
def test_cli_bad_input_one_line_error(tmp_path, content):
    f = tmp_path / "in.txt"
    if content is not None:
        f.write_bytes(content)
    proc = subprocess.run(KG + ["build", str(f), "--out", str(tmp_path / "out")], capture_output=True, text=True)
    assert proc.returncode != 0
    lines = proc.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("kg: error:") and "Traceback" not in proc.stderr


def test_failed_build_keeps_previous_outputs(tmp_path):
    out = tmp_path / "out"
    assert main(["build", str(SAMPLE), "--out", str(out), "--quiet", "--no-views", "--no-store"]) == 0
    before = (out / "graph.json").read_bytes()
    bad = tmp_path / "bad.jsonl"
    bad.write_text('{"abstract": "We propose FooNet for the task of parsing text."}\n{oops\n')
    assert main(["build", str(bad), "--out", str(out), "--quiet"]) != 0
    assert (out / "graph.json").read_bytes() == before


def test_help_is_complete():
    proc = subprocess.run(KG + ["--help"], capture_output=True, text=True)
    assert proc.returncode == 0
    for cmd in ("build", "query", "load", "view", "export", "stats", "report"):
        assert cmd in proc.stdout
    proc = subprocess.run(KG + ["build", "--help"], capture_output=True, text=True)
    assert "--out" in proc.stdout and "--workers" in proc.stdout


@pytest.mark.shared
def test_seed_list_end_to_end(seed_file, tmp_path):
    out = tmp_path / "seed"
    assert main(["build", str(seed_file), "--out", str(out), "--quiet"]) == 0
    data = _graph(out)
    assert kg_schema.validate(data) == []
    nodes = {n["id"]: n for n in data["nodes"]}
    papers = [n for n in data["nodes"] if n["label"] == "Paper"]
    assert len(papers) == 19
    with_claim = {e["source"] for e in data["edges"] if e["type"] == "HAS_CLAIM"}
    assert with_claim == {p["id"] for p in papers}  # at least one claim per abstract
    proposed = {}
    for e in data["edges"]:
        if e["type"] == "PROPOSES":
            n = nodes[e["target"]]
            for form in [n["name"], *n.get("aliases", [])]:
                proposed[form] = e["source"]
    expected = ["BiCrossNet", "SCALE", "Return-Critic", "Di-COT", "RDALS", "APEX", "COMAD", "SSO", "SPT", "SOMA", "TSFAdv"]
    missing = [name for name in expected if name not in proposed]
    assert not missing, f"no PROPOSES edge to {missing}"
    g = read_graphml(out / "graph.graphml")
    assert g.number_of_nodes() == len(data["nodes"]) and g.number_of_edges() == len(data["edges"])
    assert (out / "graph.html").is_file()
    proc = subprocess.run(KG + ["query", "--db", str(out / "graph.db"), "--json", "MATCH (p:Paper) RETURN count(p) AS n"],
                          capture_output=True, text=True)
    assert json.loads(proc.stdout) == [{"n": 19}]
    result = [n for n in data["nodes"] if n["label"] == "Result" and n["value"] == 11.7]
    assert result and result[0]["unit"] == "%" and result[0]["metric"] == "accuracy" and result[0]["dataset"] == "UMAHand"
