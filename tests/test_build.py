"""The CLI end to end: graph.json contract, GraphML round trip, embedded store, errors, seed list."""
from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

import networkx as nx
import pytest

from kg import schema as kg_schema
from kg.cli import main
from kg.export.graphml import read_graphml
from kg.extract.lexicon import is_generic
from kg.fsutil import staged_outputs
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
    claims = [n for n in data["nodes"] if n["label"] == "Claim"]
    assert claims and all(g.nodes[c["id"]]["kind"] == c["kind"] for c in claims)  # not overwritten by the label


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


_PROPOSAL_CUE = re.compile(r"\b(?:we|this (?:paper|work|study)|our (?:paper|work))\s+(?:\w+\s+)?"
                           r"(?:propose|introduce|present|develop|design)s?\b", re.I)


@pytest.mark.shared
def test_seed_list_end_to_end(seed_file, tmp_path):
    """A smoke test on the seed list: structure and coverage, no paper's exact output."""
    out = tmp_path / "seed"
    assert main(["build", str(seed_file), "--out", str(out), "--quiet"]) == 0
    data = _graph(out)
    assert kg_schema.validate(data) == []
    nodes = {n["id"]: n for n in data["nodes"]}
    papers = [n for n in data["nodes"] if n["label"] == "Paper"]
    assert len(papers) == 19
    with_claim = {e["source"] for e in data["edges"] if e["type"] == "HAS_CLAIM"}
    assert with_claim == {p["id"] for p in papers}  # at least one claim per abstract
    # every abstract that says it proposes something has a PROPOSES edge
    proposing = {e["source"] for e in data["edges"] if e["type"] == "PROPOSES"}
    says_so = {p["id"] for p in papers if _PROPOSAL_CUE.search(p["abstract"])}
    assert says_so and says_so <= proposing, sorted(says_so - proposing)
    # provenance: every paper->entity edge's offsets point at its evidence
    for e in data["edges"]:
        if nodes[e["source"]]["label"] == "Paper" and "start" in e and e.get("sentence", 0) >= 0:
            assert 0 <= e["start"] <= e["end"] <= len(nodes[e["source"]]["abstract"])
    g = read_graphml(out / "graph.graphml")
    assert g.number_of_nodes() == len(data["nodes"]) and g.number_of_edges() == len(data["edges"])
    assert (out / "graph.html").is_file()
    proc = subprocess.run(KG + ["query", "--db", str(out / "graph.db"), "--json", "MATCH (p:Paper) RETURN count(p) AS n"],
                          capture_output=True, text=True)
    assert json.loads(proc.stdout) == [{"n": 19}]
    # datasets are linked to papers, and generic phrases are no entities
    assert any(nodes[e["target"]]["label"] == "Dataset" for e in data["edges"] if nodes[e["source"]]["label"] == "Paper")
    entity_labels = kg_schema.load().entity_labels
    generic = [n["name"] for n in data["nodes"] if n["label"] in entity_labels and is_generic(n["name"].split())]
    assert not generic, generic
    # Results carry numbers written in their paper's abstract
    results = [n for n in data["nodes"] if n["label"] == "Result"]
    assert len(results) >= 5
    for r in results:
        assert r["text"] in nodes[r["paper_id"]]["abstract"]


def test_staged_outputs_swap_in_together_or_not_at_all(tmp_path):
    out = tmp_path / "out"
    out.mkdir()
    (out / "graph.json").write_text("old")
    (out / "views").mkdir()
    (out / "views" / "a.html").write_text("old")
    with pytest.raises(RuntimeError):
        with staged_outputs(out) as stage:
            (stage / "graph.json").write_text("new")
            raise RuntimeError("a later stage failed")
    assert (out / "graph.json").read_text() == "old" and sorted(p.name for p in out.iterdir()) == ["graph.json", "views"]
    with staged_outputs(out) as stage:
        (stage / "graph.json").write_text("new")
        (stage / "views").mkdir()
        (stage / "views" / "b.html").write_text("new")
    assert (out / "graph.json").read_text() == "new"
    assert sorted(p.name for p in (out / "views").iterdir()) == ["b.html"]
    assert sorted(p.name for p in out.iterdir()) == ["graph.json", "views"]


def test_neo4j_down_keeps_the_finished_local_outputs(tmp_path):
    out = tmp_path / "out"
    proc = subprocess.run(KG + ["build", str(SAMPLE), "--out", str(out), "--quiet", "--no-views", "--no-store",
                                "--neo4j", "--uri", "bolt://127.0.0.1:9", "--password", "secret-pw"],
                          capture_output=True, text=True, timeout=300)
    assert proc.returncode != 0 and "bolt://127.0.0.1:9" in proc.stderr and "secret-pw" not in proc.stderr
    assert "Traceback" not in proc.stderr and len(proc.stderr.strip().splitlines()) == 1
    data = _graph(out)
    assert len([n for n in data["nodes"] if n["label"] == "Paper"]) == 12
    assert not [p.name for p in out.iterdir() if p.name.startswith(".")]  # no staging folder left behind


_GOOD = '{"abstract": "We propose FooNet for the task of parsing text in English."}\n'


@pytest.mark.parametrize(("name", "content", "message"), [
    ("x.pdf", b"%PDF-1.7 We propose things.", "unsupported file type '.pdf'"),
    ("x.csv", b"id,body\n1,We study graphs.\n", "no abstract column"),
    ("x.jsonl", (_GOOD + "{oops\n").encode(), "x.jsonl:2: malformed JSON Lines record"),
    ("x.jsonl", (_GOOD + "[" * 50_000 + "]" * 50_000 + "\n").encode(), "x.jsonl:2: malformed JSON Lines record"),
    ("x.jsonl", (_GOOD + '{"abstract": 3}\n').encode(), "x.jsonl:2: record has no abstract text"),
    ("x.txt", b"Only a title line\n", "no abstracts found"),
    ("folder", None, "folder has no files kg reads"),
])
def test_cli_bad_input_cases_one_line(tmp_path, capsys, name, content, message):
    f = tmp_path / name
    if content is None:
        f.mkdir()
        (f / "notes.bin").write_bytes(b"\x00")
    else:
        f.write_bytes(content)
    assert main(["build", str(f), "--out", str(tmp_path / "out"), "--quiet", "--workers", "1"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and err.startswith("kg: error:") and message in err, err
    assert not (tmp_path / "out" / "graph.json").exists()


def test_cli_warnings_and_skip_bad_keep_going(tmp_path, capsys):
    src = tmp_path / "in"
    src.mkdir()
    (src / "a.jsonl").write_text(_GOOD + "{oops\n" + json.dumps({"abstract": "Dies ist ein kurzer deutscher Text über Modelle und Daten."}) + "\n"
                                 + json.dumps({"abstract": "We study the problem of parsing with a model. " * 50}) + "\n"
                                 + '{"abstract": "We introduce BarNet \\ud800 for the task of tagging text."}\n')
    (src / "b.txt").write_bytes("We study caf\xe9 data with a new method for the task.".encode("latin-1"))
    out = tmp_path / "out"
    assert main(["build", str(src), "--out", str(out), "--workers", "1", "--skip-bad", "--max-chars", "300",
                 "--non-english", "skip", "--no-views", "--no-store", "--no-report", "--no-graphml"]) == 0
    cap = capsys.readouterr()
    assert "Traceback" not in cap.err and "malformed record 1" in cap.out and "truncated 1" in cap.out
    for words in ("not valid UTF-8", "truncated to 300", "does not look English; skipped"):
        assert words in cap.err, words
    data = _graph(out)
    abstracts = [n["abstract"] for n in data["nodes"] if n["label"] == "Paper"]
    assert len(abstracts) == 4 and any("café" in a for a in abstracts) and any("\ufffd" in a for a in abstracts)
    assert all(len(a) <= 300 for a in abstracts)
