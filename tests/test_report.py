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
    assert len(pngs) == 2
    for png in pngs:
        data = png.read_bytes()
        assert data.startswith(PNG_MAGIC) and len(data) > 1000
        assert f'src="{png.name}"' in html
    assert sorted(p.name for p in pngs) == result["plots"]
    for key in ("task_dataset", "claims"):
        assert (out / PLOT_FILES[key]).is_file()
    # three papers: every top list has fewer than three distinct counts, so no ranking chart is drawn
    for key in ("methods", "tasks", "datasets", "communities", "rising", "fading"):
        assert PLOT_FILES[key] in result["omitted"]
    assert "All 2 share one count (2 papers each): a tie, not a ranking." in html  # the two datasets


def test_report_results_table_links_to_paper_pages(graph, tmp_path):
    write_report(graph, tmp_path)
    html = (tmp_path / REPORT_FILE).read_text(encoding="utf-8")
    m = re.search(r'<div id="results" class="scroll">(.*?)</div>', html, re.S)
    assert m, "results table missing"
    table = m.group(1)
    for header in ("paper", "metric", "unit", "dataset", "baseline"):
        assert f"<th>{header}</th>" in table
    assert '<th class="num">value</th>' in table
    assert '<a href="papers/p1.html">Sparse parsing</a>' in table
    odd = page_name("doi:10.1/x y")
    assert odd != "doi:10.1/x y" and f'href="papers/{odd}.html"' in table
    assert "<td>LAS</td>" in table and '<td class="num">2.1</td>' in table and "<td>points</td>" in table
    assert "<td>Penn Treebank</td>" in table and '<td class="num">97.3</td>' in table


def test_report_escapes_text_from_abstracts(graph, tmp_path):
    write_report(graph, tmp_path)
    html = (tmp_path / REPORT_FILE).read_text(encoding="utf-8")
    assert html.lower().count("<script") == 1  # the results table's own script, and no other
    assert "alert(" not in html.split("<script>")[1]
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
    assert "No methods in this graph" in html and "No quantitative results" in html
    assert "The graph is empty" in html and "No papers, so no areas." in html
    assert "The papers have no years" in html


def test_report_without_results(tmp_path):
    data = small_graph_data()
    data["nodes"] = [n for n in data["nodes"] if n["label"] != "Result"]
    data["edges"] = [e for e in data["edges"] if e["type"] != "REPORTS"]
    write_report(kg_io.from_dict(data), tmp_path)
    html = (tmp_path / REPORT_FILE).read_text(encoding="utf-8")
    assert "No quantitative results were extracted." in html
    assert 'id="results"' not in html
    assert len(list(tmp_path.glob("*.png"))) >= 2


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


# ------------------------------------------------------------------ the venue lead (issue 20, part 4)

SECTION_ORDER = ("areas", "top", "trends", "results-section", "task-dataset", "claims", "database")


def _section(html: str, sid: str) -> str:
    m = re.search(rf'<section id="{sid}">(.*?)</section>', html, re.S)
    assert m, f"section {sid} missing"
    return m.group(1)


def test_report_leads_with_the_venue_and_ends_with_database_statistics(graph, tmp_path):
    write_report(graph, tmp_path)
    html = (tmp_path / REPORT_FILE).read_text(encoding="utf-8")
    positions = [html.index(f'<section id="{sid}">') for sid in SECTION_ORDER]
    assert positions == sorted(positions)
    assert "Nodes by label" in _section(html, "database") and "Nodes by label" not in html[:positions[-1]]
    # the one area is named by its most specific shared task and method
    areas = _section(html, "areas")
    assert "dependency parsing \u00b7 BERT" in areas and "dependency parsing (2)" in areas


def test_rank_counts_share_ranks_and_count_the_cut_tie():
    from kg.report.venue import rank_counts

    items = [("a", "alpha", 5), ("b", "beta", 3), ("c", "gamma", 3), ("d", "delta", 3), ("e", "eps", 1), ("z", "zero", 0)]
    r = rank_counts(items, 3)
    assert [(row["name"], row["rank"]) for row in r.rows] == [("alpha", "1"), ("beta", "2="), ("delta", "2=")]
    assert r.more_tied == 1 and r.total == 5 and not r.all_tied
    assert r.tie_note == "1 more not shown also have 3 papers."
    assert [row["rank"] for row in rank_counts(items, 10).rows] == ["1", "2=", "2=", "2=", "5"]
    tied = rank_counts([("x", "x", 1), ("y", "y", 1)], 10)
    assert tied.all_tied and [row["rank"] for row in tied.rows] == ["1=", "1="]
    assert tied.tie_note == "All 2 share one count (1 paper each): a tie, not a ranking."
    assert not rank_counts([("x", "x", 4)], 10).all_tied


def test_report_shows_ties_as_ties(graph, tmp_path):
    write_report(graph, tmp_path)
    top = _section((tmp_path / REPORT_FILE).read_text(encoding="utf-8"), "top")
    datasets = top[top.index("Top datasets"):top.index("Top methods")]
    assert datasets.count("<td>1=</td>") == 2 and "a tie, not a ranking" in datasets
    methods = top[top.index("Top methods"):top.index("Proposed methods")]
    assert re.search(r"<td>1</td><td>BERT</td><td class=\"num\">3</td>", methods)
    assert re.search(r"<td>2</td><td>OurNet</td><td class=\"num\">1</td>", methods)
    # OurNet is proposed by one paper only: counted, not ranked
    assert "All 1 proposed methods are each proposed by one paper" in top


def test_method_kind_is_the_last_word_of_a_longer_name():
    from kg.report.venue import method_kind

    assert method_kind("Graph Neural Networks") == "network"
    assert method_kind("iterative pruning algorithm") == "algorithm"
    assert method_kind("gaussian process") == "process"
    assert method_kind("BERT") is None and method_kind("SRA-ViT") is None and method_kind("model v2") is None
    assert method_kind("Replay Sketches") == "sketch" and method_kind("Kite Priors") == "prior"
    assert method_kind("Lantern Corpora") == "corpus" and method_kind("Bayesian Analysis") == "analysis"


def test_report_hostile_entity_name_stays_escaped(tmp_path):
    data = small_graph_data()
    for n in data["nodes"]:
        if n["id"] in ("task:parsing", "method:bert"):
            n["name"] = f"{n['name']} {EVIL}"
    write_report(kg_io.from_dict(data), tmp_path)
    html = (tmp_path / REPORT_FILE).read_text(encoding="utf-8")
    assert html.lower().count("<script") == 1
    assert "dependency parsing &lt;script&gt;" in _section(html, "areas")
    assert "BERT &lt;script&gt;" in _section(html, "top")


def test_report_without_pages_links_no_paper(graph, tmp_path):
    write_report(graph, tmp_path, pages_dir=None)
    html = (tmp_path / REPORT_FILE).read_text(encoding="utf-8")
    assert "papers/" not in html and "Sparse parsing" in html and "Paper titles are not links" in html


def test_report_trends_of_a_dated_graph(tmp_path):
    from .support.dated_graph import make_graph

    result = write_report(make_graph(), tmp_path)
    html = (tmp_path / REPORT_FILE).read_text(encoding="utf-8")
    assert "2019\u20132022 (2019: 4, 2020: 4, 2021: 4, 2022: 4); 2 undated" in html
    trends = _section(html, "trends")
    rising, fading = trends.split("<h4>Fading</h4>")
    assert "rising task" in rising and "fading task" not in rising
    assert "fading task" in fading and "rising task" not in fading
    assert "+25.00" in rising and "-25.00" in fading  # the slope the hand-made graph is built with
    assert "steady task" not in trends  # four papers: below the minimum support of five
    for key in ("rising", "fading"):
        png = (tmp_path / PLOT_FILES[key]).read_bytes()
        assert png.startswith(PNG_MAGIC) and PLOT_FILES[key] in result["plots"]
        assert f'src="{PLOT_FILES[key]}"' in _section(html, "trend-plots")


def test_report_trend_plots_need_three_years(tmp_path):
    from .support.dated_graph import make_graph

    g = make_graph()
    g.remove_nodes_from([p for p, y in g.nodes(data="year") if y in (2019, 2020)])
    result = write_report(g, tmp_path)
    html = (tmp_path / REPORT_FILE).read_text(encoding="utf-8")
    assert "Per-year plots need papers from 3 or more years; these span 2." in html
    assert PLOT_FILES["rising"] in result["omitted"]
    g.remove_nodes_from([p for p, y in g.nodes(data="year") if y == 2021])
    write_report(g, tmp_path)
    html = (tmp_path / REPORT_FILE).read_text(encoding="utf-8")
    assert "All 4 dated papers are from 2022; trends need papers from at least two years." in html


def test_share_lines_plot():
    from kg.report import plots

    png = plots.share_lines([2019, 2020, 2021], [("a", [0.1, 0.2, 0.3]), ("b", [0.3, 0.2, 0.0])], "t")
    assert png is not None and png.startswith(PNG_MAGIC)
    assert plots.share_lines([2019], [("a", [0.1])], "t") is None and plots.share_lines([2019, 2020], [], "t") is None


def _results_graph() -> nx.MultiDiGraph:
    """The small graph plus results on p2 whose values sort differently as text and as numbers."""
    data = small_graph_data()
    extra = [(9.5, "accuracy", "Penn Treebank"), (10.0, "F1", "UD, English"), (100.0, "accuracy", ""),
             (0.5, "F1", "Penn Treebank")]
    for i, (value, metric, dataset) in enumerate(extra):
        rid = f"result:p2:{i}"
        data["nodes"].append({"id": rid, "label": "Result", "name": str(value), "value": value, "unit": "%",
                              "metric": metric, "dataset": dataset, "baseline": "", "text": str(value),
                              "paper_id": "p2", "sentence": i + 1})
        data["edges"].append(_edge("p2", "HAS_CLAIM", f"claim:p2:{i}", "p2"))
        data["nodes"].append({"id": f"claim:p2:{i}", "label": "Claim", "name": "c", "text": f"claim {i}",
                              "kind": "result", "paper_id": "p2", "sentence": i + 1})
        data["edges"].append(_edge(f"claim:p2:{i}", "REPORTS", rid, "p2"))
    assert kg_schema.validate(data) == []
    return kg_io.from_dict(data)


def test_results_table_sorts_filters_and_downloads_in_chromium(tmp_path):
    from .support.chromium import chromium

    write_report(_results_graph(), tmp_path)
    url = (tmp_path / REPORT_FILE).as_uri()
    values = "Array.from(document.querySelectorAll('#results tbody tr')).filter(r => !r.hidden).map(r => r.cells[2].textContent)"
    with chromium() as browser:
        page = browser.new_page(accept_downloads=True)
        requests, dialogs = [], []
        page.on("request", lambda r: requests.append(r.url))
        page.on("dialog", lambda d: (dialogs.append(d.message), d.dismiss()))
        page.goto(url)
        assert page.is_visible("#results-tools")
        assert page.inner_text("#results-shown") == "all 6 rows"
        page.click("#results th:nth-child(3) button")  # value, ascending: as numbers, not as text
        assert page.evaluate(values) == ["0.5", "2.1", "9.5", "10", "97.3", "100"]
        page.click("#results th:nth-child(3) button")
        assert page.evaluate(values) == ["100", "97.3", "10", "9.5", "2.1", "0.5"]
        page.fill("#results-filter", "penn")
        assert sorted(page.evaluate(values), key=float) == ["0.5", "2.1", "9.5"]
        assert page.inner_text("#results-shown") == "3 of 6 rows"
        page.select_option("#results-metric", "F1")
        assert page.evaluate(values) == ["0.5"]
        page.fill("#results-filter", "")
        assert page.evaluate(values) == ["10", "0.5"]
        with page.expect_download() as dl:
            page.click("#results-csv")
        csv_text = Path(dl.value.path()).read_text(encoding="utf-8")
        assert csv_text.splitlines() == ["paper,metric,value,unit,dataset,baseline,value of",
                                         'Dense parsing <script>alert(\'x\')</script>,F1,10,%,"UD, English",,',
                                         "Dense parsing <script>alert('x')</script>,F1,0.5,%,Penn Treebank,,"]
        assert dialogs == [] and not page.query_selector("#results script")  # the hostile title ran nothing
        assert all(u.startswith("file:") for u in requests), requests
        page.close()


def test_a_compared_method_s_own_figure_names_its_owner_in_chromium(tmp_path):
    """'whereas KiteNet reaches 80%': the row of KiteNet's own figure says whose it is in "value of" (escaped),
    so it does not read as the paper's result; the paper's own rows leave it empty."""
    from .support.chromium import chromium

    data = small_graph_data()
    owned = next(n for n in data["nodes"] if n["id"] == "result:odd:0")
    owned["method"] = "KiteNet <script>alert('y')</script>"
    write_report(kg_io.from_dict(data), tmp_path)
    html = (tmp_path / REPORT_FILE).read_text(encoding="utf-8")
    assert "KiteNet &lt;script&gt;" in html and "alert('y')</script>" not in html
    cells = "Array.from(document.querySelectorAll('#results tbody tr')).map(r => [r.cells[3].textContent, r.cells[6].textContent])"
    with chromium() as browser:
        page = browser.new_page()
        dialogs = []
        page.on("dialog", lambda d: (dialogs.append(d.message), d.dismiss()))
        page.goto((tmp_path / REPORT_FILE).as_uri())
        assert page.inner_text("#results th:nth-child(7)").strip() == "value of"
        assert sorted(page.evaluate(cells)) == [["%", "KiteNet <script>alert('y')</script>"], ["points", ""]]
        assert dialogs == []
        page.close()


def test_specific_terms_prefer_what_the_group_alone_shares():
    """Coverage x specificity: a term all papers have ranks below one only the group shares, and the
    candidate shortcut gives the same terms as scanning every entity."""
    from kg.graph import analytics as A

    g = kg_io.from_dict(small_graph_data())
    papers_of = {e: ps for e, ps in A.entity_papers(g).items() if ps}
    group = {"p1", "p2"}
    terms = A.specific_terms(g, group, papers_of, labels=("Dataset", "Method"), per_label=2)
    # Penn Treebank: both papers of the group, no other (1 x 1); UD: one of them (not shared)
    assert [(t["name"], t["papers"], t["score"]) for t in terms] == [("Penn Treebank", 2, 1.0), ("BERT", 2, 0.6667)]
    entities = set().union(*(e for p, e in A.paper_entities(g).items() if p in group))
    assert A.specific_terms(g, group, papers_of, labels=("Dataset", "Method"), candidates=entities) == terms
    assert A.community_name(terms, 0, labels=("Dataset", "Method")) == "Penn Treebank \u00b7 BERT"
    assert A.community_name([], 4) == "community 5"
