"""What a person sees while kg build runs and what it leaves behind: stage progress, the summary
naming every output, and OUT/build-log.json accounting for every record read."""
from __future__ import annotations

import io
import json
import subprocess
import sys
import time
from pathlib import Path

from kg.progress import Progress

KG = [sys.executable, "-m", "kg"]
A1 = "We propose GraphMix, a method for semi-supervised node classification. It improves accuracy on Cora by 2.1 points."
A2 = "We study the calibration of tabular classifiers and show that temperature scaling is not enough on the UCI benchmark."


def test_plain_progress_lines_with_total_eta_and_elapsed():
    out = io.StringIO()
    progress = Progress(out, every=0.05)
    with progress.stage("extract", 4, "abstracts") as stage:
        for _ in range(4):
            time.sleep(0.08)
            stage.update()
    with progress.stage("store"):
        time.sleep(0.15)
    lines = out.getvalue().splitlines()
    assert "\r" not in out.getvalue()
    periodic = [ln for ln in lines if ln.startswith("kg: extract: ") and "ETA" in ln]
    assert periodic and all(" abstracts (" in ln and "/4 " in ln for ln in periodic)
    assert any(ln.startswith("kg: extract: 4 abstracts in ") for ln in lines)
    assert any(ln.startswith("kg: store: ") and "elapsed" in ln for ln in lines)
    assert lines[-1].startswith("kg: store: done in ")
    assert set(progress.seconds) == {"extract", "store"} and progress.seconds["extract"] >= 0.3


def test_bar_progress_and_silent_progress():
    out = io.StringIO()
    with Progress(out, bar=True).stage("extract", 3, "abstracts") as stage:
        stage.update(3)
    assert "3/3" in out.getvalue() and "abstracts" in out.getvalue() and "\r" in out.getvalue()
    silent = Progress(None)
    with silent.stage("views"):
        pass
    assert "views" in silent.seconds


def _inputs(tmp_path: Path) -> Path:
    src = tmp_path / "in"
    src.mkdir()
    (src / "a.jsonl").write_text(json.dumps({"id": "a1", "abstract": A1, "year": 2021, "venue": "GL", "Status": "Oral",
                                             "track": "Main", "DOI": "doi:10.1/x<y>", "keywords": "graphs; <b>nodes"}) + "\n"
                                 + json.dumps({"id": "a2", "abstract": A1}) + "\n")
    (src / "b.bib").write_text("@article{b1, title={Calibration}, year={2022}, journal={TabJ}, abstract={%s}}\n"
                               "@misc{b2, title={No abstract here}}\n" % A2)
    return src


def test_cli_progress_summary_and_build_log(tmp_path):
    src, out = _inputs(tmp_path), tmp_path / "out"
    proc = subprocess.run(KG + ["build", str(src), "--out", str(out), "--rules-only", "--workers", "1", "--skip-bad"],
                          capture_output=True, text=True, timeout=600)
    assert proc.returncode == 0, proc.stderr
    assert "Traceback" not in proc.stderr
    for stage in ("read", "extract", "resolve", "graph", "store rows", "store", "overview", "views", "report"):
        assert f"kg: {stage}: " in proc.stderr, stage
    assert "kg: read: 2 files in" in proc.stderr and "kg: extract: 2 abstracts in" in proc.stderr
    assert "reading: 2 papers kept; dropped: duplicate abstract 1, no abstract text 1" in proc.stdout
    wrote = next(ln for ln in proc.stdout.splitlines() if ln.startswith("wrote: "))
    pages = len(list((out / "papers").iterdir()))
    assert f"{out}/papers/ ({pages} files)" in wrote and f"{out}/entities/ (" in wrote
    for name in ("graph.json", "graph.graphml", "graph.db", "graph.html", "index.html", "report.html",
                 "extractions.jsonl", "build-log.json"):
        assert f"{out}/{name}" in wrote, name
    plots = sorted(p.name for p in out.glob("report-*.png"))
    assert plots and all(f"{out}/{p}" in wrote for p in plots)
    log = json.loads((out / "build-log.json").read_text())
    assert all(Path(p.rstrip("/")).exists() for p in log["outputs"])
    assert set(log["outputs"]) == {f"{out}/{p.name}" + ("/" if p.is_dir() else "") for p in out.iterdir()}
    assert log["reading"] == {"papers": 2, "dropped": {"duplicate abstract": 1, "no abstract text": 1}}
    assert {"reason": "duplicate abstract", "where": f"{src}/a.jsonl:2", "same_as": f"{src}/a.jsonl:1"} in log["records"]
    assert {"reason": "no abstract text", "where": f"{src}/b.bib:2"} in log["records"]
    assert [(f["format"], f["papers"]) for f in log["files"]] == [("jsonl", 1), ("bibtex", 1)]
    assert set(log["stage_seconds"]) == {"read", "extract", "resolve", "graph", "store rows", "store", "overview", "views", "report"}
    data = json.loads((out / "graph.json").read_text())
    papers = {n["id"]: n for n in data["nodes"] if n["label"] == "Paper"}
    assert (papers["a1"]["year"], papers["a1"]["venue"]) == (2021, "GL")
    assert (papers["b1"]["year"], papers["b1"]["venue"], papers["b1"]["title"]) == (2022, "TabJ", "Calibration")
    assert (papers["a1"]["status"], papers["a1"]["track"], papers["a1"]["doi"], papers["a1"]["keywords"]) == (
        "Oral", "Main", "10.1/x<y>", ["graphs", "<b>nodes"])
    page = (out / "papers" / "a1.html").read_text()
    for shown in ("<dt>Year</dt><dd>2021</dd>", "<dt>Venue</dt><dd>GL</dd>", "<dt>Status</dt><dd>Oral</dd>",
                  "<dt>Track</dt><dd>Main</dd>", "<dt>Keywords</dt><dd>graphs; &lt;b&gt;nodes</dd>",
                  '<a href="https://doi.org/10.1/x&lt;y&gt;" rel="noopener noreferrer nofollow">10.1/x&lt;y&gt;</a>'):
        assert shown in page, shown
    from kg.export.graphml import read_graphml
    from kg.store.embedded import query

    g = read_graphml(out / "graph.graphml")
    assert (g.nodes["a1"]["status"], g.nodes["a1"]["doi"], g.nodes["a1"]["keywords"]) == ("Oral", "10.1/x<y>", ["graphs", "<b>nodes"])

    _, rows = query(out / "graph.db", "MATCH (p:Paper {id: 'a1'}) RETURN p.status, p.track, p.doi, p.keywords, p.year")
    assert rows == [["Oral", "Main", "10.1/x<y>", ["graphs", "<b>nodes"], 2021]]


def test_cli_quiet_prints_nothing_and_repeated_id_stops_the_build(tmp_path):
    src, out = _inputs(tmp_path), tmp_path / "out"
    (src / "c.jsonl").write_text(json.dumps({"id": "a1", "abstract": A2.replace("UCI", "OpenML")}) + "\n")
    proc = subprocess.run(KG + ["build", str(src), "--out", str(out), "--rules-only", "--workers", "1", "--skip-bad"],
                          capture_output=True, text=True, timeout=600)
    assert proc.returncode == 2 and not (out / "graph.json").exists()
    assert proc.stderr.count("\n") == 1 and "Traceback" not in proc.stderr
    assert f"id 'a1' is given to two records with different abstracts: {src}/a.jsonl:1 and {src}/c.jsonl:1" in proc.stderr
    proc = subprocess.run(KG + ["build", str(src), "--out", str(out), "--rules-only", "--workers", "1", "--skip-bad",
                                "--dedupe-ids", "--quiet", "--no-views", "--no-store", "--venue", "Dump", "--year", "2020"],
                          capture_output=True, text=True, timeout=600)
    assert proc.returncode == 0 and proc.stdout == ""
    assert proc.stderr.strip() == f"kg: warning: {src}/c.jsonl:1: id 'a1' already names a different abstract ({src}/a.jsonl:1); kept as 'a1-2'"
    data = json.loads((out / "graph.json").read_text())
    papers = {n["id"]: (n.get("venue"), n.get("year")) for n in data["nodes"] if n["label"] == "Paper"}
    assert papers == {"a1": ("GL", 2021), "a1-2": ("Dump", 2020), "b1": ("TabJ", 2022)}  # --venue/--year fill gaps only
    log = json.loads((out / "build-log.json").read_text())
    assert log["reading"]["renamed ids"] == 1 and log["warnings"] == [proc.stderr.strip().removeprefix("kg: warning: ")]
