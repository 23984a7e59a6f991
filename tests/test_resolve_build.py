"""Resolution through the CLI: stable ids with --update, the Neo4j reload, aliases.yaml and
`kg resolve suggest` end to end, and `kg eval resolution` on the venue corpus."""
from __future__ import annotations

import csv
import json
from pathlib import Path

import pytest

from kg.cli import main
from kg.store import neo4j as store
from tests.conftest import SHARED, shared_or_skip
from tests.test_store_neo4j import arcadedb, bolt  # noqa: F401  (the real Bolt server fixtures, one place)

# Abstracts written for these tests. B gives "GP" a second sense and adds names A lacks.
CORPUS_A = """Title: Kernel Regression with Gaussian Processes
We propose KerReg, a regression method built on Gaussian processes (GP). On CIFAR10, KerReg improves accuracy by 2.1% over the GP baseline, over XGBoost and over a deep neural network.

Title: Fast Sparse Inference for Gaussian Processes
We introduce SparseGP, which speeds up inference in Gaussian processes (GP) by inducing points. SparseGP reaches 91.0% accuracy on CIFAR-10 and runs 3x faster than exact GP inference.

Title: Vision Transformers at Scale
We present ScaleViT, a vision transformer pretrained on ImageNet-21K. ScaleViT improves top-1 accuracy on ImageNet-1K by 1.5% over DeiT-S.
"""
CORPUS_B = """Title: Evolving Programs for Symbolic Regression
We propose EvoProg, a genetic programming (GP) system for symbolic regression. EvoProg outperforms standard GP by 12% in accuracy on the Feynman benchmark.

Title: Compiling Neural Networks to C++
We introduce NetC, a compiler that turns PyTorch models into C++ code. NetC runs 2.5x faster than TorchScript on ResNet-50 and on CIFAR-10, and it compiles any DNN we tested. NetC also compiles ScaleViT and other DNN models.
"""
FAST = ["--workers", "1", "--quiet", "--no-views", "--no-store", "--no-graphml"]


@pytest.fixture(scope="module")
def corpora(tmp_path_factory) -> tuple[Path, Path]:
    d = tmp_path_factory.mktemp("corpora")
    (d / "a.txt").write_text(CORPUS_A, encoding="utf-8")
    (d / "b.txt").write_text(CORPUS_B, encoding="utf-8")
    return d / "a.txt", d / "b.txt"


def _graph(out: Path) -> dict:
    return json.loads((out / "graph.json").read_text(encoding="utf-8"))


def _entities(data: dict) -> dict[str, dict]:
    return {n["id"]: n for n in data["nodes"] if "merged_by" in n}


@pytest.fixture(scope="module")
def builds(corpora, tmp_path_factory):
    a, b = corpora
    root = tmp_path_factory.mktemp("builds")
    assert main(["build", str(a), "--out", str(root / "a"), *FAST]) == 0
    graph_a = _graph(root / "a")
    assert main(["build", str(a), str(b), "--out", str(root / "full"), *FAST]) == 0
    assert main(["build", str(a), "--out", str(root / "upd"), *FAST]) == 0
    assert main(["build", str(b), "--out", str(root / "upd"), "--update", *FAST]) == 0
    return root, graph_a


def test_update_keeps_every_id_and_equals_a_full_build(builds):
    root, graph_a = builds
    full, updated = _graph(root / "full"), _graph(root / "upd")
    assert updated == full
    assert {n["id"] for n in graph_a["nodes"]} <= {n["id"] for n in full["nodes"]}
    rows = [json.loads(line) for line in (root / "upd" / "aliases.jsonl").read_text(encoding="utf-8").splitlines()]
    assert not [r for r in rows if "retired" in r]
    ids = _entities(full)
    assert {r["id"] for r in rows} == set(ids)  # every node is in the alias table, by each of its keys
    assert (root / "upd" / "aliases.jsonl").read_bytes() == (root / "full" / "aliases.jsonl").read_bytes()


def test_no_node_joins_two_senses_and_names_are_clean(builds):
    root, _ = builds
    nodes = _entities(_graph(root / "full"))
    for n in nodes.values():
        names = {n["name"].lower(), *(a.lower() for a in n["aliases"])}
        assert not ({"gaussian processes", "gaussian process"} & names and "genetic programming" in names)
        assert not n["name"].endswith((".", ",", ";", ":"))
    keys = {}
    from kg.resolve import normalize_key

    for n in nodes.values():  # no two nodes of one label share a normalized key
        k = (n["label"], normalize_key(n["name"]))
        assert k not in keys, (n["id"], keys.get(k))
        keys[k] = n["id"]


def test_second_neo4j_load_after_update_leaves_no_orphan(corpora, bolt, tmp_path, monkeypatch):  # noqa: F811
    a, b = corpora
    kw = bolt["kw"]  # a clean database
    if kw["password"] is not None:
        monkeypatch.setenv("NEO4J_PASSWORD", kw["password"])
    conn = ["--neo4j", "--uri", kw["uri"], "--user", kw["user"], "--database", kw["database"]]
    out = tmp_path / "out"
    # A has "LoRA" undefined; B defines it, so the update merges A's node into the long form's
    (tmp_path / "a.txt").write_text(a.read_text() + "\nTitle: Adapters\nWe propose AdaptX, which improves LoRA by 2% "
                                    "in accuracy on CIFAR-10.\n", encoding="utf-8")
    (tmp_path / "b.txt").write_text(b.read_text() + "\nTitle: Low-rank adapters\nWe propose RankUp, a variant of "
                                    "Low-Rank Adaptation (LoRA) that improves accuracy by 1% on CIFAR-10.\n", encoding="utf-8")
    assert main(["build", str(tmp_path / "a.txt"), "--out", str(out), *FAST, *conn]) == 0
    before = {r[0] for r in store.run_query("MATCH (n) RETURN n.id AS id", **kw)[1]}
    assert main(["build", str(tmp_path / "b.txt"), "--out", str(out), "--update", *FAST, *conn]) == 0
    data = _graph(out)
    in_db = {r[0] for r in store.run_query("MATCH (n) RETURN n.id AS id", **kw)[1]}
    assert in_db == {n["id"] for n in data["nodes"]}  # nothing left over from the first load
    n_rel = store.run_query("MATCH ()-[r]->() RETURN count(r) AS n", **kw)[1][0][0]
    assert n_rel == len(data["edges"])
    retired = [json.loads(line) for line in (out / "aliases.jsonl").read_text().splitlines() if '"retired"' in line]
    assert retired  # the update did merge a node of the first load away
    for row in retired:
        assert row["retired"] in before and row["retired"] not in in_db and row["into"] in in_db


def test_suggest_then_aliases_yaml_end_to_end(builds, tmp_path, capsys):
    root, _ = builds
    full = _graph(root / "full")
    cands = tmp_path / "candidates.csv"
    assert main(["resolve", "suggest", str(root / "full" / "graph.json"), "--out", str(cands)]) == 0
    assert "wrote" in capsys.readouterr().out
    with cands.open(newline="", encoding="utf-8") as fh:
        rows = list(csv.DictReader(fh))
    assert rows and set(rows[0]) >= {"kind", "label", "score", "id_a", "id_b", "shared_papers", "evidence_a", "evidence_b"}
    ids = _entities(full)
    for r in rows:
        assert r["id_a"] in ids and (r["kind"] == "mistyped" or r["id_b"] in ids)
    # the user accepts two merges of their own, a rename, a label fix and a drop
    by_name = {n["name"]: n for n in ids.values()}
    kerreg, sparse = by_name["KerReg"], by_name["SparseGP"]
    dropped = next(n for n in ids.values() if n["label"] != "Method" and n["id"] not in (kerreg["id"], sparse["id"]))
    aliases = tmp_path / "aliases.yaml"
    aliases.write_text(
        f"merge:\n  - [{kerreg['id']}, SparseGP]\nrename:\n  {kerreg['id']}: KerReg family\n"
        f"label:\n  KerReg: Task\ndrop:\n  - {dropped['id']}\n", encoding="utf-8")
    out = tmp_path / "fixed"
    assert main(["build", *_inputs(root), "--out", str(out), "--aliases", str(aliases), *FAST]) == 0
    fixed = _entities(_graph(out))
    (family,) = [n for n in fixed.values() if n["name"] == "KerReg family"]
    assert family["label"] == "Task" and {"user-merge", "user-rename", "user-label"} <= set(family["merged_by"])
    assert "SparseGP" in family["aliases"] and dropped["id"] not in fixed
    assert not [e for e in _graph(out)["edges"] if dropped["id"] in (e["source"], e["target"])]


def _inputs(root: Path) -> list[str]:
    """The input files of the full build, read back from its papers' source property."""
    return sorted({n["source"] for n in _graph(root / "full")["nodes"] if n["label"] == "Paper"})


def test_bad_aliases_file_is_one_line(builds, tmp_path, capsys):
    root, _ = builds
    bad = tmp_path / "aliases.yaml"
    bad.write_text("merge:\n  - [KerReg, NoSuchThing]\n", encoding="utf-8")
    assert main(["build", *_inputs(root), "--out", str(tmp_path / "o"), "--aliases", str(bad), *FAST]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "NoSuchThing" in err and not (tmp_path / "o" / "graph.json").exists()
    bad.write_text("merge: [\n", encoding="utf-8")
    assert main(["build", *_inputs(root), "--out", str(tmp_path / "o"), "--aliases", str(bad), *FAST]) == 2
    assert "not a YAML file" in capsys.readouterr().err


@pytest.mark.shared
def test_eval_resolution_on_venue_silver_set(capsys):
    venues = shared_or_skip(SHARED / "data" / "venues")
    assert main(["eval", "resolution", str(venues), "--files", "12", "--json"]) == 0
    result = json.loads(capsys.readouterr().out)
    assert result["pairs"] > 1000 and result["by_kind"]["sense-different"]["pairs"] > 0
    assert result["p"] >= 0.95 and result["r"] >= 0.90
