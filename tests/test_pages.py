"""Per-node static pages: `kg build --no-pages / --all-pages`, `kg view` likewise, and the default
that writes them only for graphs of up to kg.view.PAGES_LIMIT entities (issue 20, part 5)."""
from __future__ import annotations

import json

import pytest

from kg.cli import main
from kg.graph import io as kg_io
from kg.view import PAGES_LIMIT, pages_by_default, write_views
from kg.view import render as view_render

from .conftest import SAMPLE
from .test_report import small_graph_data


@pytest.fixture()
def graph():
    return kg_io.from_dict(small_graph_data())


def test_default_writes_pages_only_up_to_the_limit(graph, monkeypatch):
    n_entities = 7  # small_graph_data: 2 methods, 2 tasks, 2 datasets, 1 metric
    assert PAGES_LIMIT == 2000 and pages_by_default(graph)
    monkeypatch.setattr(view_render, "PAGES_LIMIT", n_entities)
    assert pages_by_default(graph)
    monkeypatch.setattr(view_render, "PAGES_LIMIT", n_entities - 1)
    assert not pages_by_default(graph)
    assert pages_by_default(graph, True) and not pages_by_default(graph, False)


def test_views_without_pages_link_to_none_and_remove_stale_ones(graph, tmp_path):
    write_views(graph, tmp_path)
    assert (tmp_path / "papers" / "p1.html").is_file() and (tmp_path / "entities").is_dir()
    written = write_views(graph, tmp_path, pages=False)
    assert not (tmp_path / "papers").exists() and not (tmp_path / "entities").exists()
    assert {p.name for p in written} >= {"graph.html", "index.html"}
    index = (tmp_path / "index.html").read_text(encoding="utf-8")
    assert "papers/" not in index and "entities/" not in index and "Sparse parsing" in index
    assert "kg serve" in index and "2,000 entities" in index
    assert "papers/" not in (tmp_path / "graph.html").read_text(encoding="utf-8")


def test_cli_view_pages_flags(tmp_path, capsys):
    path = tmp_path / "graph.json"
    path.write_text(json.dumps(small_graph_data()), encoding="utf-8")
    assert main(["view", str(path), "--out", str(tmp_path / "v"), "--no-pages"]) == 0
    assert "no page per paper and entity (--no-pages)" in capsys.readouterr().out
    assert not (tmp_path / "v" / "papers").exists()
    assert main(["view", str(path), "--out", str(tmp_path / "v"), "--all-pages"]) == 0
    assert (tmp_path / "v" / "papers" / "p1.html").is_file()
    with pytest.raises(SystemExit) as exc:  # argparse's usage error for the exclusive pair
        main(["view", str(path), "--out", str(tmp_path / "v"), "--no-pages", "--all-pages"])
    assert exc.value.code == 2 and "not allowed with" in capsys.readouterr().err


def test_cli_build_no_pages_says_so_and_report_links_nothing(tmp_path, capsys):
    out = tmp_path / "out"
    assert main(["build", str(SAMPLE), "--out", str(out), "--workers", "1"]) == 0
    assert (out / "papers").is_dir() and "pages:" not in capsys.readouterr().out
    assert 'href="papers/' in (out / "report.html").read_text(encoding="utf-8")
    assert main(["build", str(SAMPLE), "--out", str(out), "--workers", "1", "--no-pages"]) == 0
    stdout = capsys.readouterr().out
    assert f"pages: no page per paper and entity (--no-pages); `kg serve {out}` shows them on request" in stdout
    assert not (out / "papers").exists() and not (out / "entities").exists()
    assert (out / "graph.html").is_file() and (out / "index.html").is_file()
    report = (out / "report.html").read_text(encoding="utf-8")
    assert "papers/" not in report and "Quantitative results" in report


def test_cli_build_default_skips_pages_over_the_limit(tmp_path, capsys, monkeypatch):
    monkeypatch.setattr(view_render, "PAGES_LIMIT", 10)  # the sample has over 100 entities
    out = tmp_path / "out"
    assert main(["build", str(SAMPLE), "--out", str(out), "--workers", "1"]) == 0
    stdout = capsys.readouterr().out
    assert "pages: no page per paper and entity (over 10 entities; --all-pages writes them)" in stdout
    assert not (out / "entities").exists()
    assert main(["build", str(SAMPLE), "--out", str(out), "--workers", "1", "--all-pages"]) == 0
    assert "pages:" not in capsys.readouterr().out and (out / "entities").is_dir()
