"""kg.graph.trends and `kg trends` on the hand-made four-year graph of tests/support/dated_graph.py
(task "rising" at shares 0, .25, .5, .75; "fading" the reverse; "steady" flat; "rare" in one paper;
two undated papers)."""
from __future__ import annotations

import json

import networkx as nx
import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from kg import schema as kg_schema
from kg.cli import main as kg_main
from kg.errors import KgError
from kg.graph import io as graph_io
from kg.graph import trends
from kg.serve.pages import trend_inputs
from kg.serve.store import ReadOnlyGraph
from kg.store import embedded

from .support.dated_graph import YEARS, add_edge, make_graph
from .support.server import Server

@pytest.fixture(scope="module")
def report() -> trends.TrendReport:
    return trends.graph_trends(make_graph(), "Task", min_papers=2)


def test_shares_slopes_and_halves(report):
    assert report.years == list(YEARS) and report.totals == {y: 4 for y in YEARS}
    assert report.undated == 2
    by_id = {t.id: t for t in report.trends}
    rising = by_id["task:rising"]
    assert rising.papers == 6  # the undated ones are not counted
    assert rising.shares == {2019: 0.0, 2020: 0.25, 2021: 0.5, 2022: 0.75}
    assert rising.counts == {2020: 1, 2021: 2, 2022: 3}
    assert rising.slope == pytest.approx(25.0)
    assert (rising.early, rising.late) == (pytest.approx(0.125), pytest.approx(0.625))
    assert by_id["task:fading"].slope == pytest.approx(-25.0)
    assert by_id["task:steady"].slope == pytest.approx(0.0)
    assert "task:rare" not in by_id and report.below_support == 1
    assert [t.id for t in report.rising()] == ["task:rising"]
    assert [t.id for t in report.fading()] == ["task:fading"]


def test_minimum_support_and_errors():
    g = make_graph()
    assert "task:rare" in {t.id for t in trends.graph_trends(g, "Task", min_papers=1).trends}
    assert trends.graph_trends(g, "Task", min_papers=7).trends == []
    with pytest.raises(KgError, match="at least two years"):
        trends.compute_trends({"a": 2020, "b": 2020, "c": None}, {"t": {"a"}}, {}, "Task")
    with pytest.raises(KgError, match="--label"):
        trends.graph_trends(g, "Paper")
    with pytest.raises(KgError, match="--min-papers"):
        trends.graph_trends(g, "Task", min_papers=0)


def test_odd_number_of_years_leaves_the_middle_out():
    assert trends.halves([2018, 2019, 2020]) == ([2018], [2020])
    assert trends.halves([2018, 2019, 2020, 2021]) == ([2018, 2019], [2020, 2021])


@settings(max_examples=60, deadline=None)
@given(st.lists(st.tuples(st.integers(1990, 2030), st.floats(0, 1)), min_size=2, max_size=20))
def test_slope_matches_numpy(points):
    xs = [float(x) for x, _ in points]
    ys = [y for _, y in points]
    if len(set(xs)) < 2:
        assert trends.least_squares_slope(xs, ys) == 0.0
    else:
        assert trends.least_squares_slope(xs, ys) == pytest.approx(np.polyfit(xs, ys, 1)[0], abs=1e-7)


def test_paper_id_on_an_edge_counts_as_the_entitys_paper():
    g = make_graph()
    # a claim of p2019-0 is ABOUT the steady task: p2019-0 now belongs to it (analytics.entity_papers)
    g.add_node("claim:p2019-0:0", label="Claim", text="A claim.", paper_id="p2019-0")
    add_edge(g, "claim:p2019-0:0", "task:steady", "ABOUT", "p2019-0")
    steady = {t.id: t for t in trends.graph_trends(g, "Task", 2).trends}["task:steady"]
    assert steady.counts[2019] == 2


def test_store_read_gives_the_same_report(tmp_path, report):
    """kg serve reads the inputs from graph.db; the report must equal the one from the graph."""
    g = make_graph()
    data = graph_io.to_dict(g)
    assert kg_schema.validate(data) == []
    db = tmp_path / "graph.db"
    embedded.load_graph(g, db)
    store = ReadOnlyGraph(db)
    try:
        years, papers, names = trend_inputs(store, "Task")
    finally:
        store.close()
    again = trends.compute_trends(years, papers, names, "Task", min_papers=2)
    assert again.to_dict() == report.to_dict()


def _write(tmp_path, g: nx.MultiDiGraph):
    path = tmp_path / "graph.json"
    graph_io.write_graph_json(g, path)
    return path


def test_cli_text_and_json(tmp_path, capsys):
    path = _write(tmp_path, make_graph())
    assert kg_main(["trends", str(path), "--min-papers", "2"]) == 0
    out = capsys.readouterr().out
    assert "Task trends over 2019-2022: 16 papers in 4 years (2 without a year left out)" in out
    rising_part, fading_part = out.split("Fading")
    assert "rising task" in rising_part and "+25.00" in rising_part
    assert "fading task" in fading_part and "-25.00" in fading_part
    assert "steady task" not in out  # a slope of 0 is neither
    assert kg_main(["trends", str(path), "--json", "--min-papers", "2"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["rising"][0]["shares"] == {"2019": 0.0, "2020": 0.25, "2021": 0.5, "2022": 0.75}
    assert data["min_papers"] == 2 and data["entities_below_support"] == 1


def test_cli_errors_are_one_line(tmp_path, capsys):
    g = make_graph()
    for n in list(g.nodes):
        if g.nodes[n].get("year") not in (None, 2020):
            g.nodes[n]["year"] = 2020
    path = _write(tmp_path, g)
    for argv in (["trends", str(path)], ["trends", str(tmp_path / "missing.json")],
                 ["trends", str(path), "--label", "Nope"]):
        assert kg_main(argv) == 2
        err = capsys.readouterr().err.strip()
        assert err.startswith("kg: error:") and "\n" not in err


def test_trends_page_of_kg_serve(tmp_path):
    embedded.load_graph(make_graph(), tmp_path / "graph.db")
    server = Server(tmp_path)
    try:
        status, body, _ = server.get("/trends?min_papers=2")
        assert status == 200
        rising, fading = body.split('id="table-fading"')
        assert "rising task" in rising and "+25.00" in rising and "fading task" not in rising
        assert "fading task" in fading and "-25.00" in fading
        assert "2 without a year left out" in body
        status, body, _ = server.get("/trends?min_papers=2&download=shares&format=json")
        shares = {(r["name"], r["year"]): r["share"] for r in json.loads(body)}
        assert shares[("rising task", 2021)] == 0.5 and shares[("fading task", 2019)] == 0.75
    finally:
        server.stop()
