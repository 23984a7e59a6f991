"""kg serve: a real `kg serve` process on 127.0.0.1, driven over HTTP and by headless Chromium.

The graph is the sample corpus plus one hostile abstract (script and onerror payloads in its title
and text), built with the CLI into a temporary folder. Expected values are computed from the
build's graph.json with networkx, not written into the test.
"""
from __future__ import annotations

import csv
import io
import json
import time
from pathlib import Path
from urllib.parse import quote, urlparse

import networkx as nx
import pytest

from kg.cli import main as kg_main
from kg.graph import io as graph_io
from kg.serve.downloads import to_csv
from kg.serve.store import Table
from kg.store import embedded

from .conftest import SAMPLE
from .support.chromium import chromium, poll
from .support.dated_graph import make_graph
from .support.server import Server

HOSTILE_TITLE = 'Graph Probes <img src=x onerror="window.kgxss=1;alert(1)">'
HOSTILE_TEXT = (
    "We propose ProbeNet for node classification on the Cora dataset. "
    "<script>window.kgxss2=1;alert(2)</script> "
    '<img src=x onerror="window.kgxss3=1;alert(3)"> ProbeNet improves accuracy by 2.1% over GCN.'
)
XSS_FLAGS = "[typeof window.kgxss, typeof window.kgxss2, typeof window.kgxss3]"


@pytest.fixture(scope="module")
def built(tmp_path_factory) -> Path:
    folder = tmp_path_factory.mktemp("serve")
    corpus = folder / "corpus.txt"
    corpus.write_text(SAMPLE.read_text(encoding="utf-8") + f"\n\nTitle: {HOSTILE_TITLE}\n{HOSTILE_TEXT}\n",
                      encoding="utf-8")
    out = folder / "out"
    assert kg_main(["build", str(corpus), "--out", str(out), "--quiet", "--workers", "1"]) == 0
    return out


@pytest.fixture(scope="module")
def graph(built) -> nx.MultiDiGraph:
    return graph_io.read_graph_json(built / "graph.json")


@pytest.fixture(scope="module")
def server(built):
    srv = Server(built)
    yield srv
    srv.stop()
    assert srv.proc.returncode is not None


def _by_label(graph: nx.MultiDiGraph, label: str) -> list:
    return sorted(n for n, lab in graph.nodes(data="label") if lab == label)


def _hostile_paper(graph: nx.MultiDiGraph):
    return next(n for n in _by_label(graph, "Paper") if "ProbeNet" in graph.nodes[n]["abstract"])


def _task_datasets(graph: nx.MultiDiGraph, task) -> dict[str, int]:
    """dataset name -> papers that address `task` and evaluate on it (what the task page should list)."""
    papers = {s for s, _, t in graph.in_edges(task, data="type") if t == "ADDRESSES"}
    counts: dict[str, set] = {}
    for p in papers:
        for _, d, t in graph.out_edges(p, data="type"):
            if t == "EVALUATED_ON":
                counts.setdefault(graph.nodes[d]["name"], set()).add(p)
    return {name: len(ps) for name, ps in counts.items()}


# ---------------------------------------------------------------------------------------------
# HTTP


def test_pages_answer_and_send_a_strict_csp(server, graph):
    status, body, headers = server.get("/")
    assert status == 200 and "Top tasks" in body
    assert "script-src 'self'" in headers["content-security-policy"]
    paper = _by_label(graph, "Paper")[0]
    status, body, _ = server.get(f"/paper/{quote(paper, safe='')}")
    assert status == 200
    assert status == 200 and server.get("/paper/no-such-paper")[0] == 404
    # a Task id under /entity/ is sent to its task page; a paper id is not an entity
    task = _by_label(graph, "Task")[0]
    assert server.get(f"/entity/{quote(paper, safe='')}")[0] == 404
    status, body, _ = server.get(f"/entity/{quote(task, safe='')}")
    assert status == 200 and "Datasets its papers evaluate on" in body


def test_other_host_headers_are_refused(server):
    # DNS rebinding: a page on another site that resolves its name to 127.0.0.1 gets nothing
    assert server.get("/", headers={"Host": "attacker.example"})[0] == 400
    assert server.get("/", headers={"Host": "localhost"})[0] == 200


def test_neighbourhood_json_matches_the_graph(server, graph):
    task = max(_by_label(graph, "Task"), key=lambda t: (graph.degree(t), t))
    status, body, _ = server.get(f"/api/node/{quote(task, safe='')}")
    assert status == 200
    data = json.loads(body)
    assert data["node"]["id"] == task and data["node"]["_label"] == "Task"
    expected = {(d, t, other) for d, edges in (("out", graph.out_edges(task, data="type")),
                                                ("in", graph.in_edges(task, data="type")))
                for s, e, t in edges for other in ([e] if d == "out" else [s])}
    got = {(n["direction"], n["relation"], n["id"]) for n in data["neighbours"]}
    assert got == expected
    assert data["total"] == len(expected)


def test_write_queries_are_refused_over_http(server, graph):
    status, body, _ = server.get("/cypher?q=" + quote("MATCH (p:Paper) DETACH DELETE p"))
    assert status == 403 and "Refused" in body
    status, body, _ = server.get("/cypher?download=result&format=json&q="
                                 + quote("MATCH (p:Paper) RETURN count(p) AS n"))
    assert status == 200 and json.loads(body) == [{"n": len(_by_label(graph, "Paper"))}]
    status, body, _ = server.get("/cypher?q=" + quote("MATCH (p:Paper RETURN p"))
    assert status == 400 and "query failed" in body


def test_table_downloads(server, graph):
    task = max(_by_label(graph, "Task"), key=lambda t: (len(_task_datasets(graph, t)), t))
    expected = _task_datasets(graph, task)
    assert expected, "the sample has a task with datasets"
    status, body, headers = server.get(f"/task/{quote(task, safe='')}?download=datasets&format=csv")
    assert status == 200 and headers["content-type"].startswith("text/csv")
    assert "attachment" in headers["content-disposition"]
    rows = list(csv.DictReader(io.StringIO(body)))
    assert {r["name"]: int(r["papers"]) for r in rows} == expected
    status, body, _ = server.get(f"/task/{quote(task, safe='')}?download=datasets&format=json")
    assert {r["name"]: r["papers"] for r in json.loads(body)} == expected
    assert server.get(f"/task/{quote(task, safe='')}?download=nothing&format=csv")[0] == 404


def test_csv_cells_never_start_a_formula():
    text = to_csv(Table(["a", "b"], [["=HYPERLINK(\"x\")", -0.5], ["@SUM(1)", "+1e3"]]))
    rows = list(csv.reader(io.StringIO(text)))
    assert rows[1] == ["'=HYPERLINK(\"x\")", "-0.5"] and rows[2] == ["'@SUM(1)", "+1e3"]


def test_cli_errors_are_one_line(tmp_path, capsys, built):
    assert kg_main(["serve", str(tmp_path / "missing")]) == 2
    err = capsys.readouterr().err.strip()
    assert err.startswith("kg: error:") and "\n" not in err
    assert kg_main(["serve", str(tmp_path)]) == 2  # a folder without graph.db
    assert "kg build" in capsys.readouterr().err
    import socket

    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen(1)
        assert kg_main(["serve", str(built), "--port", str(taken.getsockname()[1])]) == 2
    err = capsys.readouterr().err.strip()
    assert "cannot listen on 127.0.0.1" in err and "\n" not in err


# ---------------------------------------------------------------------------------------------
# browser


@pytest.fixture(scope="module")
def browser():
    with chromium() as b:
        yield b


class Tab:
    """A page whose every request is recorded; one for another host is aborted (and still recorded)."""

    def __init__(self, browser, server: Server):
        self.server = server
        self.context = browser.new_context(viewport={"width": 1280, "height": 900})
        self.requests: list[str] = []
        self.errors: list[str] = []
        self.dialogs: list[str] = []
        self.context.route("**/*", self._route)
        self.page = self.context.new_page()
        self.page.on("console", lambda m: self.errors.append(m.text) if m.type == "error" else None)
        self.page.on("pageerror", lambda e: self.errors.append(str(e)))
        self.page.on("dialog", lambda d: (self.dialogs.append(d.message), d.dismiss()))

    def _route(self, route):
        url = route.request.url
        self.requests.append(url)
        if urlparse(url).hostname == "127.0.0.1":
            route.continue_()
        else:
            route.abort()

    def open(self, path: str):
        self.page.goto(self.server.base + path)
        return self.page

    def wait(self, expr: str):
        return poll(self.page, expr)

    def table_rows(self, name: str) -> list[list[str]]:
        return self.page.eval_on_selector_all(
            f'table[data-table="{name}"] tbody tr',
            "rows => rows.map(r => Array.from(r.cells).map(c => c.textContent.trim()))")

    def check_clean(self):
        foreign = [u for u in self.requests if urlparse(u).hostname != "127.0.0.1"]
        assert foreign == [], foreign
        assert self.requests, "the tab made requests"
        assert self.errors == [] and self.dialogs == []
        assert self.page.evaluate(XSS_FLAGS) == ["undefined"] * 3

    def close(self):
        self.context.close()


@pytest.fixture()
def tab(browser, server):
    t = Tab(browser, server)
    yield t
    t.check_clean()
    t.close()


@pytest.mark.browser
def test_search_lists_results_and_opens_one(tab, graph):
    page = tab.open("/")
    page.fill("#q", "sparse routing")
    page.click("#search-go")
    page.wait_for_selector("#search-status")
    titles = {graph.nodes[p]["title"] for p in _by_label(graph, "Paper")
              if "sparse routing" in graph.nodes[p]["title"].lower()}
    listed = {r[0] for r in tab.table_rows("papers")}
    assert titles and titles <= listed
    assert f"{len(titles)} papers match" in page.text_content("#search-status")
    first_paper = page.locator('table[data-table="papers"] tbody tr a').first
    name = first_paper.text_content()
    first_paper.click()
    page.wait_for_selector("#paper-title")
    assert page.text_content("#paper-title") == name
    # by alias: an entity found through one of its aliases
    aliased = next(n for n in _by_label(graph, "Task") if graph.nodes[n].get("aliases"))
    alias = graph.nodes[aliased]["aliases"][0]
    page.fill("#q", alias)
    page.click("#search-go")
    page.wait_for_selector("#search-status")
    assert graph.nodes[aliased]["name"] in {r[1] for r in tab.table_rows("entities")}


@pytest.mark.browser
def test_entity_task_and_paper_pages_render(tab, graph, tmp_path):
    method = max(_by_label(graph, "Method"), key=lambda m: (graph.nodes[m].get("paper_count", 0), m))
    page = tab.open(f"/entity/{quote(method, safe='')}")
    assert page.text_content("#entity-name") == graph.nodes[method]["name"]
    papers = {graph.nodes[s]["title"] for s, _ in graph.in_edges(method) if graph.nodes[s]["label"] == "Paper"}
    assert {r[0] for r in tab.table_rows("papers")} == papers

    task = max(_by_label(graph, "Task"), key=lambda t: (len(_task_datasets(graph, t)), t))
    page = tab.open(f"/task/{quote(task, safe='')}")
    assert page.text_content("#entity-name") == graph.nodes[task]["name"]
    assert {r[0]: int(r[1]) for r in tab.table_rows("datasets")} == _task_datasets(graph, task)
    page.screenshot(path=str(tmp_path / "task.png"), full_page=True)

    paper = _by_label(graph, "Paper")[0]
    page = tab.open(f"/paper/{quote(paper, safe='')}")
    assert page.text_content("#paper-title") == graph.nodes[paper]["title"]
    assert page.text_content("#abstract p") == graph.nodes[paper]["abstract"]
    linked = {graph.nodes[t]["name"] for _, t, r in graph.out_edges(paper, data="type")
              if r in ("PROPOSES", "USES", "ADDRESSES", "EVALUATED_ON", "MEASURED_BY")}
    shown = set(page.eval_on_selector_all(".links li a", "as => as.map(a => a.lastChild.textContent.trim())"))
    assert shown == linked
    claims = [graph.nodes[t]["text"] for _, t, r in graph.out_edges(paper, data="type") if r == "HAS_CLAIM"]
    assert {r[2] for r in tab.table_rows("claims")} == set(claims)


@pytest.mark.browser
def test_cypher_box_runs_named_queries_and_refuses_writes(tab, graph):
    page = tab.open("/cypher")
    page.click("a.named-query >> text=most-used-methods")
    page.wait_for_selector('table[data-table="result"]')
    assert tab.table_rows("result")
    n_papers = len(_by_label(graph, "Paper"))
    page.fill("#cypher-text", "MATCH (p:Paper) DETACH DELETE p")
    page.click("#cypher-run")
    page.wait_for_selector("#cypher-error")
    assert "Refused" in page.text_content("#cypher-error") and "DELETE" in page.text_content("#cypher-error")
    assert [e for e in tab.errors if "403" in e] == tab.errors != []  # the refusal is a 403, as asked
    tab.errors.clear()
    page.fill("#cypher-text", "MATCH (p:Paper) RETURN count(p) AS n")
    page.click("#cypher-run")
    page.wait_for_selector('table[data-table="result"]')
    assert tab.table_rows("result") == [[str(n_papers)]]


@pytest.mark.browser
def test_hostile_abstract_runs_no_script(tab, graph):
    paper = _hostile_paper(graph)
    page = tab.open(f"/paper/{quote(paper, safe='')}")
    time.sleep(0.3)  # give an injected handler a chance to fire
    # the payloads are shown as text
    assert "<script>" in page.text_content("#abstract p")
    assert "onerror" in page.text_content("#paper-title")
    assert page.eval_on_selector_all("main img, main script", "els => els.length") == 0
    # and through search, where the title is listed
    page.fill("#q", "graph probes")
    page.click("#search-go")
    page.wait_for_selector("#search-status")
    assert any("onerror" in r[0] for r in tab.table_rows("papers"))


def test_trends_page_without_years_says_so(server):
    status, body, _ = server.get("/trends")
    assert status == 200 and "No trends for this graph" in body and "at least two years" in body


def test_overview_keeps_to_its_budget_and_says_what_it_left_out(server, graph):
    status, body, _ = server.get("/api/overview?budget=5")
    data = json.loads(body)
    s = data["summary"]
    assert len(data["nodes"]) == s["drawn_nodes"] <= 5
    papers = _by_label(graph, "Paper")
    assert s["papers"] == len(papers)
    grouped = sum(c["size"] for c in data["communities"])
    assert grouped + s["singletons"] == len(papers)
    assert s["papers_left_out"] == grouped - s["drawn_papers"] > 0
    drawn = {n["id"] for n in data["nodes"] if n["kind"] == "paper"}
    assert drawn <= set(papers) and len(drawn) == s["drawn_papers"]
    # every community's label terms are shared by at least two of its papers
    for c in data["communities"]:
        assert all(t["papers"] >= 2 and t["label"] in ("Task", "Method") for t in c["terms"])
    status, body, _ = server.get("/overview?budget=5")
    assert status == 200 and f"{s['papers_left_out']} papers" in body and "Left out for the budget" in body
    full = json.loads(server.get("/api/overview")[1])["summary"]
    assert full["papers_left_out"] == 0 and full["drawn_papers"] == grouped


@pytest.mark.browser
def test_overview_draws_with_sigma(tab, tmp_path):
    page = tab.open("/overview")
    tab.wait("window.kgOverview && (window.kgOverview.ready || window.kgOverview.error)")
    assert page.evaluate("window.kgOverview.error") is None
    declared = int(page.get_attribute("#overview-budget", "data-drawn-nodes"))
    assert page.evaluate("window.kgOverview.drawn") == declared > 0
    assert page.evaluate("window.kgOverview.sigma.getGraph().order") == declared
    # the panel shows the largest community, its terms and papers (as text and links)
    assert page.eval_on_selector_all("#community-panel ol li a", "as => as.length") > 0
    page.screenshot(path=str(tmp_path / "overview.png"))


# ---------------------------------------------------------------------------------------------
# filters, over a graph whose papers carry years and venues


@pytest.fixture(scope="module")
def dated_server(tmp_path_factory):
    folder = tmp_path_factory.mktemp("dated")
    embedded.load_graph(make_graph(), folder / "graph.db")
    srv = Server(folder)
    yield srv
    srv.stop()


def _json_rows(server, path: str, table: str = "papers") -> list[dict]:
    status, body, _ = server.get(path + ("&" if "?" in path else "?") + f"download={table}&format=json")
    assert status == 200
    return json.loads(body)


def test_year_venue_and_label_filters(dated_server):
    rows = _json_rows(dated_server, "/search?q=paper&year_from=2021")
    assert sorted(r["year"] for r in rows) == [2021] * 4 + [2022] * 4
    rows = _json_rows(dated_server, "/search?q=paper&year_from=2020&year_to=2021&venue=Even")
    assert {(r["year"], r["venue"]) for r in rows} == {(2020, "Even")} and len(rows) == 4
    rows = _json_rows(dated_server, "/search?q=task&label=Task", "entities")
    assert {r["label"] for r in rows} == {"Task"} and len(rows) == 4
    assert _json_rows(dated_server, "/search?q=task&label=Task") == []  # no papers searched
    # the page counts the matches
    status, body, _ = dated_server.get("/search?q=paper")
    assert "16 papers match" in body
    status, body, _ = dated_server.get("/")
    assert "Papers from 2019 to 2022" in body and 'name="year_from"' in body and 'name="venue"' in body


def test_entity_papers_paginate_and_filter(dated_server):
    rising = "/task/" + quote("task:rising", safe="")
    everything = json.loads(dated_server.get(rising + "?download=papers&format=json")[1])
    assert len(everything) == 8  # 6 dated papers and 2 undated ones
    years = [r["year"] for r in everything]  # newest first, the undated ones last
    assert years == sorted(years[:6], reverse=True) + [None, None]
    seen = []
    for page in (1, 2):
        status, body, _ = dated_server.get(f"{rising}?size=5&page={page}")
        assert status == 200 and f"page {page} of 2" in body
        seen += [r["id"] for r in everything if f">{r['title']}<" in body]
    assert sorted(seen) == sorted(r["id"] for r in everything)
    late = json.loads(dated_server.get(rising + "?year_from=2021&download=papers&format=json")[1])
    assert sorted(r["year"] for r in late) == [2021, 2021, 2022, 2022, 2022]


def test_papers_per_year_is_a_chart_of_each_years_share(dated_server):
    import re

    from kg.serve.charts import year_bars

    rising = "/task/" + quote("task:rising", safe="")
    rows = json.loads(dated_server.get(rising + "?download=per_year&format=json")[1])
    # four papers a year, of which the rising task has 1, 2, 3 from 2020 on (none in 2019)
    assert [(r["year"], r["papers"], r["year_papers"], r["share"]) for r in rows] == [
        (2020, 1, 4, 0.25), (2021, 2, 4, 0.5), (2022, 3, 4, 0.75)]
    body = dated_server.get(rising)[1]
    drawn = {int(y): (int(n), float(s)) for y, n, s in
             re.findall(r'data-year="(\d+)" data-papers="(\d+)" data-share="([\d.]+)"', body)}
    assert drawn == {r["year"]: (r["papers"], r["share"]) for r in rows} and 'id="per-year-chart"' in body
    assert ">25.0%<" in body and ">75%<" in body
    # within a venue filter the share is of that venue's papers of the year
    odd = json.loads(dated_server.get(rising + "?venue=Odd&download=per_year&format=json")[1])
    assert [(r["year"], r["year_papers"], r["share"]) for r in odd] == [(2021, 4, 0.5)]
    # a year without papers between two with papers still has its (empty) place on the axis;
    # heights follow the share, not the count
    chart = year_bars([(2010, 4, 40, 0.1), (2013, 1, 2, 0.5), (None, 7, 7, 1.0)])
    assert [(b.year, b.papers) for b in chart.bars] == [(2010, 4), (2011, 0), (2012, 0), (2013, 1)]
    assert chart.bars[1].height == 0 < chart.bars[0].height < chart.bars[3].height
    assert year_bars([(None, 3, 3, 1.0)]) is None


def test_budget_shares_are_proportional():
    from kg.graph.overview import shares

    assert shares([154, 149, 124, 10], 100) == [35, 34, 29, 2]
    assert sum(shares([7, 5, 3], 10)) == 10
    assert shares([3, 2], 10) == [3, 2]  # everything fits
    assert shares([5, 5], 0) == [0, 0]


def test_named_queries_parse():
    from kg.serve.named_queries import named_queries, parse

    text = "// intro\n\n// name: a\nMATCH (n)\n// a comment\nRETURN n;\n\n// name: b\nRETURN 1 AS x;\n// name: empty\n"
    assert parse(text) == [("a", "MATCH (n)\nRETURN n"), ("b", "RETURN 1 AS x")]
    names = [n for n, _ in named_queries()]
    assert "papers-per-year" in names and "task-papers-and-year-totals" in names


# ---------------------------------------------------------------------------------------------
# the overview file the build writes, and the search index


def test_build_writes_the_overview_file(built, graph, server):
    from kg.graph.overview import FILE_NAME, compute_overview, place, read_overview

    log = json.loads((built / "build-log.json").read_text(encoding="utf-8"))
    assert "overview" in log["stage_seconds"] and str(built / FILE_NAME) in log["outputs"]
    stored = read_overview(built / FILE_NAME)
    papers = _by_label(graph, "Paper")
    assert stored.papers == len(papers) and sum(c.size for c in stored.communities) + stored.singletons == len(papers)
    assert set(stored.seconds) >= {"similarity", "communities", "labels"}
    # the same graph and seed give the same communities; the file alone lays out its own budget again
    again = compute_overview(graph, stored.budget, stored.seed)
    assert [(c.size, c.name, c.ranked) for c in again.communities] == [(c.size, c.name, c.ranked) for c in stored.communities]
    assert place(stored, stored.budget).nodes == stored.nodes
    ranked = [p["id"] for c in stored.communities for p in c.ranked]
    assert len(ranked) == len(set(ranked)) and set(ranked) <= set(papers)
    data = json.loads(server.get("/api/overview")[1])
    assert FILE_NAME in data["source"] and data["nodes"] == stored.nodes


def test_overview_file_is_checked_and_large_graphs_never_compute_on_request(built, graph, tmp_path):
    from kg.errors import KgError
    from kg.graph.overview import FILE_NAME, read_overview
    from kg.serve.overview import COMPUTE_LIMIT, obtain
    from kg.serve.store import ReadOnlyGraph

    data = json.loads((built / FILE_NAME).read_text(encoding="utf-8"))
    data["format_version"] = 999
    (tmp_path / FILE_NAME).write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(KgError, match="overview format 999") as err:
        read_overview(tmp_path / FILE_NAME)
    assert "\n" not in str(err.value)
    store = ReadOnlyGraph(built / "graph.db")
    try:
        papers = len(_by_label(graph, "Paper"))
        computed, source = obtain(tmp_path, store, papers)  # small graph: computed, and says why
        assert "overview format 999" in source and computed.papers == papers
        with pytest.raises(KgError, match="run `kg build` again"):
            obtain(tmp_path, store, COMPUTE_LIMIT + 1)
        with pytest.raises(KgError, match="is missing"):
            obtain(tmp_path / "elsewhere", store, COMPUTE_LIMIT + 1)
    finally:
        store.close()


@pytest.fixture(scope="module")
def precomputed_server(tmp_path_factory):
    """The dated graph's store with an overview.json written for a budget of 7 nodes."""
    from kg.graph.overview import write_overview

    folder = tmp_path_factory.mktemp("precomputed")
    graph = make_graph()
    embedded.load_graph(graph, folder / "graph.db")
    write_overview(graph, folder, budget=7)
    srv = Server(folder)
    yield srv
    srv.stop()


@pytest.mark.browser
def test_overview_from_a_precomputed_file_draws_and_states_its_budget(browser, precomputed_server):
    tab = Tab(browser, precomputed_server)
    try:
        for path, budget in (("/overview", 7), ("/overview?budget=3", 3)):
            page = tab.open(path)
            tab.wait("window.kgOverview && (window.kgOverview.ready || window.kgOverview.error)")
            assert page.evaluate("window.kgOverview.error") is None
            stated = page.text_content("#overview-budget")
            assert f"(budget {budget})" in stated and "Left out for the budget" in stated
            assert page.evaluate("window.kgOverview.drawn") == budget
            assert "overview.json" in page.text_content("#overview-source")
        tab.check_clean()
    finally:
        tab.close()


def test_search_index_answers_as_the_store(built):
    from kg.serve.pages import Filters, search
    from kg.serve.search_index import SearchIndex
    from kg.serve.store import ReadOnlyGraph

    folder = built.parent / "dated-search"
    embedded.load_graph(make_graph(), folder / "graph.db")
    for db in (built / "graph.db", folder / "graph.db"):
        store = ReadOnlyGraph(db)
        try:
            index = SearchIndex(store)
            filters = [Filters(), Filters(label="Task"), Filters(label="Paper"), Filters(year_from=2020, year_to=2021),
                       Filters(venue="Odd")]
            for q in ("a", "e", "task", "Paper 1", "sparse", "PROBE", "zzz", " ", "ünï"):
                for f in filters:
                    for limit in (3, 50, None):
                        mine, theirs = index.search(q, f, limit), search(store, q, f, limit)
                        for kind in ("entities", "papers"):
                            assert (mine[kind].rows, mine[kind].total) == (theirs[kind].rows, theirs[kind].total), (q, f, limit, kind)
        finally:
            store.close()
