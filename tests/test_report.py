"""kg.report and the `kg report` / `kg stats` commands on small hand-built graphs."""
from __future__ import annotations

import json
import re
from pathlib import Path

import networkx as nx
import pytest

from kg import schema as kg_schema
from kg.cli import main
from kg.graph import io as kg_io
from kg.ids import page_name
from kg.report import PLOT_FILES, REPORT_FILE, write_report

PNG_MAGIC = b"\x89PNG\r\n\x1a\n"
EVIL = "<script>alert('x')</script>"


def _edge(src, rel, tgt, pid):
    return {"source": src, "target": tgt, "type": rel, "key": pid, "paper_id": pid, "confidence": 0.9}


def small_graph_data() -> dict:
    """Three papers (one with an odd id), methods/tasks/datasets, claims and two results."""
    nodes = [
        {"id": "p1", "label": "Paper", "name": "Sparse parsing", "title": "Sparse parsing",
         "abstract": f"We parse. {EVIL}"},
        {"id": "p2", "label": "Paper", "name": "Dense parsing", "title": f"Dense parsing {EVIL}",
         "abstract": "We parse densely."},
        {"id": "doi:10.1/x y", "label": "Paper", "name": "Tagging", "title": "Tagging", "abstract": "We tag."},
    ]
    edges = []
    ents = {
        "method:ours": ("Method", "OurNet"), "method:bert": ("Method", "BERT"),
        "task:parsing": ("Task", "dependency parsing"), "task:tagging": ("Task", "POS tagging"),
        "dataset:ptb": ("Dataset", "Penn Treebank"), "dataset:ud": ("Dataset", "Universal Dependencies"),
        "metric:las": ("Metric", "LAS"),
    }
    for eid, (label, name) in ents.items():
        nodes.append({"id": eid, "label": label, "name": name, "aliases": [], "paper_count": 1})
    links = {
        "p1": [("PROPOSES", "method:ours"), ("USES", "method:bert"), ("ADDRESSES", "task:parsing"),
               ("EVALUATED_ON", "dataset:ptb"), ("MEASURED_BY", "metric:las")],
        "p2": [("USES", "method:bert"), ("ADDRESSES", "task:parsing"), ("EVALUATED_ON", "dataset:ptb"),
               ("EVALUATED_ON", "dataset:ud")],
        "doi:10.1/x y": [("USES", "method:bert"), ("ADDRESSES", "task:tagging"), ("EVALUATED_ON", "dataset:ud")],
    }
    for pid, rels in links.items():
        edges += [_edge(pid, rel, tgt, pid) for rel, tgt in rels]
    claims = [
        ("claim:p1:0", "p1", f"OurNet improves LAS by 2.1 points over BERT on Penn Treebank {EVIL}", "result"),
        ("claim:p1:1", "p1", "We release code.", "contribution"),
        ("claim:odd:0", "doi:10.1/x y", "Tagging gets 97.3% accuracy.", "result"),
    ]
    for cid, pid, text, kind in claims:
        nodes.append({"id": cid, "label": "Claim", "name": text[:30], "text": text, "kind": kind, "paper_id": pid,
                      "sentence": int(cid[-1])})
        edges.append(_edge(pid, "HAS_CLAIM", cid, pid))
    results = [
        ("result:p1:0", "claim:p1:0", "p1", 2.1, "points", "LAS", "Penn Treebank", f"BERT {EVIL}"),
        ("result:odd:0", "claim:odd:0", "doi:10.1/x y", 97.3, "%", "accuracy", "", ""),
    ]
    for rid, cid, pid, value, unit, metric, dataset, baseline in results:
        nodes.append({"id": rid, "label": "Result", "name": f"{value}{unit}", "value": value, "unit": unit,
                      "metric": metric, "dataset": dataset, "baseline": baseline, "text": f"{value}{unit}",
                      "paper_id": pid, "sentence": 0})
        edges.append(_edge(cid, "REPORTS", rid, pid))
    edges.append(_edge("method:ours", "OUTPERFORMS", "method:bert", "p1"))
    data = {"schema_version": 1, "nodes": nodes, "edges": edges}
    assert kg_schema.validate(data) == []
    return data


@pytest.fixture()
def graph() -> nx.MultiDiGraph:
    return kg_io.from_dict(small_graph_data())


@pytest.fixture()
def graph_file(tmp_path) -> Path:
    path = tmp_path / "graph.json"
    path.write_text(json.dumps(small_graph_data()), encoding="utf-8")
    return path


def test_report_writes_pngs_and_html(graph, tmp_path):
    out = tmp_path / "out"
    result = write_report(graph, out)
    html = (out / REPORT_FILE).read_text(encoding="utf-8")
    pngs = sorted(out.glob("*.png"))
    assert len(pngs) >= 3
    for png in pngs:
        data = png.read_bytes()
        assert data.startswith(PNG_MAGIC) and len(data) > 1000
        assert f'src="{png.name}"' in html
    assert sorted(p.name for p in pngs) == result["plots"]
    for key in ("methods", "tasks", "datasets", "task_dataset", "communities", "claims"):
        assert (out / PLOT_FILES[key]).is_file()


def test_report_results_table_links_to_paper_pages(graph, tmp_path):
    write_report(graph, tmp_path)
    html = (tmp_path / REPORT_FILE).read_text(encoding="utf-8")
    m = re.search(r'<div id="results">(.*?)</div>', html, re.S)
    assert m, "results table missing"
    table = m.group(1)
    for header in ("paper", "metric", "value", "unit", "dataset", "baseline"):
        assert f"<th>{header}</th>" in table
    assert '<a href="papers/p1.html">Sparse parsing</a>' in table
    odd = page_name("doi:10.1/x y")
    assert odd != "doi:10.1/x y" and f'href="papers/{odd}.html"' in table
    assert "<td>LAS</td>" in table and '<td class="num">2.1</td>' in table and "<td>points</td>" in table
    assert "<td>Penn Treebank</td>" in table and '<td class="num">97.3</td>' in table


def test_report_escapes_text_from_abstracts(graph, tmp_path):
    write_report(graph, tmp_path)
    html = (tmp_path / REPORT_FILE).read_text(encoding="utf-8")
    assert "<script" not in html.lower()
    assert "&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;" in html  # Jinja2's autoescape spells ' as &#39;
    assert "We release code." in html  # claims per paper are listed


def test_report_is_self_contained(graph, tmp_path):
    write_report(graph, tmp_path)
    html = (tmp_path / REPORT_FILE).read_text(encoding="utf-8")
    assert "<link" not in html and "@import" not in html and "url(" not in html
    for ref in re.findall(r'(?:src|href)="([^"]*)"', html):
        assert not re.match(r"^[a-z]+:|^//", ref), ref


def test_report_pages_dir(graph, tmp_path):
    write_report(graph, tmp_path, pages_dir="../views/papers/")
    html = (tmp_path / REPORT_FILE).read_text(encoding="utf-8")
    assert 'href="../views/papers/p1.html"' in html


def test_report_on_empty_graph_says_no_data_and_removes_stale_plots(graph, tmp_path):
    write_report(graph, tmp_path)
    assert list(tmp_path.glob("report-*.png"))
    result = write_report(nx.MultiDiGraph(), tmp_path)
    html = (tmp_path / REPORT_FILE).read_text(encoding="utf-8")
    assert result["plots"] == [] and not list(tmp_path.glob("report-*.png"))
    assert "<img" not in html
    assert "No Method entities" in html and "No quantitative results" in html
    assert "The graph is empty" in html


def test_report_without_results(tmp_path):
    data = small_graph_data()
    data["nodes"] = [n for n in data["nodes"] if n["label"] != "Result"]
    data["edges"] = [e for e in data["edges"] if e["type"] != "REPORTS"]
    write_report(kg_io.from_dict(data), tmp_path)
    html = (tmp_path / REPORT_FILE).read_text(encoding="utf-8")
    assert "No quantitative results were extracted." in html
    assert 'id="results"' not in html
    assert len(list(tmp_path.glob("*.png"))) >= 3


def test_cli_report(graph_file, tmp_path, capsys):
    out = tmp_path / "rep"
    assert main(["report", str(graph_file), "--out", str(out), "--pages-dir", "pp"]) == 0
    assert "report.html" in capsys.readouterr().out
    assert 'href="pp/p1.html"' in (out / REPORT_FILE).read_text(encoding="utf-8")


def test_cli_report_bad_graph_is_one_line_error(tmp_path, capsys):
    bad = tmp_path / "bad.json"
    bad.write_text("{not json", encoding="utf-8")
    assert main(["report", str(bad), "--out", str(tmp_path / "o")]) == 2
    err = capsys.readouterr().err
    assert err.startswith("kg: error:") and len(err.strip().splitlines()) == 1
    assert not (tmp_path / "o" / REPORT_FILE).exists()


def test_cli_stats_json(graph_file, capsys):
    assert main(["stats", str(graph_file), "--json", "--top", "2"]) == 0
    s = json.loads(capsys.readouterr().out)
    assert set(s) >= {"nodes", "edges", "labels", "types", "top_entities", "degree", "components", "communities"}
    assert s["labels"]["Paper"] == 3 and s["labels"]["Claim"] == 3
    assert s["types"]["HAS_CLAIM"] == 3 and s["types"]["OUTPERFORMS"] == 1
    assert s["nodes"] == sum(s["labels"].values()) and s["edges"] == sum(s["types"].values())
    assert s["top_entities"]["Method"][0] == {"id": "method:bert", "name": "BERT", "label": "Method", "paper_count": 3}
    assert len(s["top_entities"]["Method"]) == 2
    assert set(s["degree"]) >= {"min", "max", "mean", "median", "distribution"}
    assert s["components"]["count"] == 1
    comms = s["communities"]
    assert sum(c["size"] for c in comms["items"]) == 3 and all(isinstance(t, str) for c in comms["items"] for t in c["terms"])


def test_cli_stats_text(graph_file, capsys):
    assert main(["stats", str(graph_file)]) == 0
    out = capsys.readouterr().out
    assert "Nodes by label" in out and "Communities of papers" in out and "BERT (3)" in out
    # the degree distribution, not only its summary
    assert re.search(r"nodes by degree\s+1: \d+", out), out


def test_cli_stats_missing_file(tmp_path, capsys):
    assert main(["stats", str(tmp_path / "nope.json")]) == 2
    assert "no such graph file" in capsys.readouterr().err


def test_sample_report_result_rows_bind_their_own_clause(sample_build):
    """Every result row of the bundled sample's report has the metric, dataset and baseline its clause states."""
    from kg.graph.analytics import results_table
    from tests.support.sample_results import EXPECTED_ROWS, row_key

    graph = kg_io.from_dict(json.loads((sample_build / "graph.json").read_text(encoding="utf-8")))
    rows = {row_key(r) for r in results_table(graph)}
    assert rows - EXPECTED_ROWS == set(), "rows the sample's text does not state"
    assert EXPECTED_ROWS - rows == set(), "rows the sample states that the report misses"
    html = (sample_build / REPORT_FILE).read_text(encoding="utf-8")
    assert "temperature scaling" in html and "number of labelled examples" in html
