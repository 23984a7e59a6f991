"""`kg eval venue`: the gold README's matching rules, pinned on a hand-made gold and a hand-made graph."""
from __future__ import annotations

import json

import networkx as nx
import pytest

from kg.eval.venue import family_of, names_match, normalize, phrase_in, score_graph


def test_normalize_case_separators_and_final_s():
    assert normalize("Quilted-Sparse_Kernels") == "quilted sparse kernel"
    assert normalize("Loss of gas (Boxes)") == "loss of gas boxe"  # 'ss' and words of 3 letters keep their s
    assert normalize("  F1/score ") == "f1 score"


@pytest.mark.parametrize("a, b, ok", [
    ("Ribbon Nets", "ribbon-net", True),                  # equal after normalization
    ("ribbon", "ribbon nets", False),                       # containment needs 2+ tokens on both sides
    ("ribbon nets", "sparse ribbon nets", True),            # whole-token containment, Jaccard 2/3
    ("ribbon nets", "deep sparse ribbon nets", True),       # Jaccard 2/4 = 0.5 is enough
    ("ribbon nets", "deep sparse ribbon nets model", False),  # Jaccard 2/5 < 0.5
    ("ribbon nets", "nets ribbon", False),                 # tokens must be contiguous, in order
    ("ribbon net", "ribbonnet encoder", False),            # whole tokens, not substrings
    ("", "", False),
])
def test_names_match(a, b, ok):
    assert names_match(a, b) is ok
    assert names_match(b, a) is ok


def test_phrase_in_claim_text():
    assert phrase_in("Halves the error-rate", "Our probe halves the error rate on two suites.")
    assert phrase_in("halves the errors", "Our probe halves the error's tails")  # both read 'halve the error'
    assert not phrase_in("halves the error", "Our probe halves the mean error")
    assert not phrase_in("alve the", "it halves the error")


def test_family_from_id_prefix():
    assert family_of("uai2021-abc") == "ML" and family_of("wacv2020-x") == "vision"
    assert family_of("coling2022-x") == "NLP" and family_of("ijcai2019-x") == "AI"
    assert family_of("zzz2020-x") == "other"


def _graph() -> nx.MultiDiGraph:
    g = nx.MultiDiGraph()
    nodes = {
        "uai2020-a": ("Paper", "A"), "acl2021-b": ("Paper", "B"),
        "m1": ("Method", "QuiltNet"), "m2": ("Method", "sparse ribbon networks"), "m3": ("Method", "hinge"),
        "t1": ("Task", "lantern counting"), "t2": ("Task", "kite tracking"),
        "d1": ("Dataset", "Lantern-5K"), "d2": ("Dataset", "Kite Suite"),
        "x1": ("Metric", "mean lantern error"), "x2": ("Metric", "speed"),
        "c1": ("Claim", "QuiltNet halves the mean lantern error."), "r1": ("Result", "error 12.5"),
    }
    for nid, (label, name) in nodes.items():
        g.add_node(nid, label=label, name=name)
    g.nodes["m1"]["aliases"] = ["quilted lantern network"]
    g.nodes["c1"]["text"] = g.nodes["c1"]["name"]
    g.nodes["r1"]["value"] = 12.5
    for src, rtype, tgt in [
        ("uai2020-a", "PROPOSES", "m1"), ("uai2020-a", "USES", "m2"), ("uai2020-a", "USES", "m3"),
        ("uai2020-a", "USES", "t2"),  # a USES edge to a Task is not a method used
        ("uai2020-a", "ADDRESSES", "t1"), ("m1", "EVALUATED_ON", "d1"),  # datasets of the proposed method count
        ("uai2020-a", "MEASURED_BY", "x1"), ("uai2020-a", "MEASURED_BY", "x2"),
        ("uai2020-a", "HAS_CLAIM", "c1"), ("c1", "REPORTS", "r1"),
        ("acl2021-b", "EVALUATED_ON", "d2"),
    ]:
        g.add_edge(src, tgt, key=f"{rtype}:{src}", type=rtype)
    return g


GOLD = [
    {"id": "uai2020-a", "proposed": [["Quilted Lantern Networks", "QLN"]], "tasks": [["lantern counting"], ["glow mapping"]],
     "datasets": [["Lantern 5K"]], "metrics": [["mean lantern error"]],
     "methods_used": [["ribbon network"], ["kite tracking"]],
     "claims": ["halves the mean lantern error", "doubles the glow"], "numbers": [12.5, 3]},
    {"id": "acl2021-b", "proposed": [["Glimmer"]], "tasks": [], "datasets": [["kite suites"]], "metrics": [],
     "methods_used": [], "claims": [], "numbers": []},
]


def test_score_graph_counts_by_the_rules():
    res = score_graph(_graph(), GOLD, ["uai2020-a", "acl2021-b"])
    figs = res["halves"]["all"]["all"]
    assert figs["proposed"] == {"p": 1.0, "r": 0.5, "gold": 2, "gold_hit": 1, "f1": 0.6667, "pred": 1, "pred_hit": 1}
    assert (figs["tasks"]["gold_hit"], figs["tasks"]["gold"], figs["tasks"]["pred_hit"], figs["tasks"]["pred"]) == (1, 2, 1, 1)
    assert (figs["datasets"]["gold_hit"], figs["datasets"]["pred"]) == (2, 2)
    assert (figs["metrics"]["pred_hit"], figs["metrics"]["pred"]) == (1, 2)  # 'speed' is an extra
    # m2 matches by containment, m3 ('hinge') does not; the Task behind a USES edge is not read as a method
    assert (figs["methods_used"]["gold_hit"], figs["methods_used"]["pred_hit"], figs["methods_used"]["pred"]) == (1, 1, 2)
    assert figs["claims"] == {"r": 0.5, "gold": 2, "gold_hit": 1} and figs["numbers"]["gold_hit"] == 1
    # halves by input position; families by id prefix
    assert res["papers"] == {"all": 2, "even": 1, "odd": 1}
    assert res["halves"]["even"]["all"]["methods_used"]["pred"] == 2
    assert res["halves"]["odd"]["all"]["proposed"]["gold_hit"] == 0
    assert set(res["halves"]["all"]) == {"all", "ML", "NLP"}
    detail = {d["id"]: d for d in res["details"]}
    assert detail["uai2020-a"]["misses"]["tasks"] == ["glow mapping"]
    assert detail["uai2020-a"]["extras"]["metrics"] == ["speed"]
    assert detail["uai2020-a"]["half"] == "even" and detail["acl2021-b"]["misses"]["proposed"] == ["Glimmer"]


def test_gold_paper_absent_from_input_is_all_misses():
    res = score_graph(_graph(), GOLD, ["uai2020-a"])
    assert res["missing_papers"] == ["acl2021-b"]
    assert res["halves"]["all"]["all"]["datasets"]["gold"] == 2
    assert res["papers"] == {"all": 2, "even": 1, "odd": 0}


def test_cli_builds_and_scores(tmp_path, capsys):
    from kg.cli import main

    inp = tmp_path / "in.jsonl"
    rows = [{"id": "aaai2020-q", "title": "Braided Filters",
             "abstract": "We propose BraidNet, a braided filter network for lantern counting. "
                         "BraidNet improves accuracy by 4.5% over a plain filter bank."}]
    inp.write_text("\n".join(json.dumps(r) for r in rows) + "\n")
    gold = tmp_path / "gold.json"
    gold.write_text(json.dumps({"papers": [{"id": "aaai2020-q", "proposed": [["BraidNet"]], "tasks": [["lantern counting"]],
                                            "datasets": [], "metrics": [["accuracy"]], "methods_used": [],
                                            "claims": ["improves accuracy by 4.5%"], "numbers": [4.5]}]}))
    assert main(["eval", "venue", str(gold), str(inp), "--json", "-v"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["papers"]["all"] == 1 and out["details"][0]["id"] == "aaai2020-q"
    assert out["halves"]["all"]["all"]["proposed"]["gold_hit"] == 1
    assert main(["eval", "venue", str(gold), str(inp), "-v", "--half", "odd"]) == 0
    text = capsys.readouterr().out
    assert "== odd (0 papers)" in text and "aaai2020-q" not in text  # the listing keeps to the chosen half


def test_cli_bad_gold_is_one_line(tmp_path, capsys):
    from kg.cli import main

    bad = tmp_path / "gold.json"
    bad.write_text("[1, 2]")
    inp = tmp_path / "in.txt"
    inp.write_text("We study kites.\n")
    assert main(["eval", "venue", str(bad), str(inp)]) != 0
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "not a venue gold" in err[0]
    assert main(["eval", "venue", str(bad)]) != 0
    assert "needs GOLD and INPUT" in capsys.readouterr().err
