"""One paper the pipeline raises on must not stop a build: it is left out, counted by reason in
build-log.json and reported in one stderr line, and the other papers come out as if it had never been
in the input, serially and with worker processes. The fault is a real spaCy component
(tests/support/faulty_component.py) added with the general --component option; nothing is mocked."""
from __future__ import annotations

import json
import pickle
import subprocess
import sys
from pathlib import Path

import pytest

from kg.records import Paper
from tests.support.faulty_component import FACTORY, MARKER, SPEC

ROOT = Path(__file__).resolve().parents[1]
KG = [sys.executable, "-m", "kg"]
ABSTRACTS = {
    "f1": "We propose KiteNet, a graph network for rope ranking. KiteNet improves accuracy on KiteBench by 2.1 points.",
    "f2": "We study the calibration of lantern classifiers and show that temperature scaling fails on the LampSet benchmark.",
    "f3": f"We introduce {MARKER}, a sampler for kite tracking that halves the error on WindTrack.",
    "f4": "This paper presents RopeFormer for knot detection. Experiments on KnotBank show a 12% gain in F1 over KiteNet.",
    "f5": "We propose LampGAN for lantern image synthesis and evaluate it with FID on the LampFaces dataset.",
}
FAST = ["--rules-only", "--quiet", "--no-views", "--no-store", "--no-report", "--no-graphml"]


def _corpus(path: Path, ids) -> Path:
    path.write_text("".join(json.dumps({"id": i, "title": "", "abstract": ABSTRACTS[i]}) + "\n" for i in ids))
    return path


def _build(inputs: Path, out: Path, *extra: str) -> subprocess.CompletedProcess:
    return subprocess.run(KG + ["build", str(inputs), "--out", str(out), *FAST, *extra],
                          capture_output=True, text=True, timeout=600, cwd=ROOT)


def test_failed_paper_is_left_out_serially_and_with_workers(tmp_path):
    everything = _corpus(tmp_path / "all.jsonl", ABSTRACTS)
    clean = _corpus(tmp_path / "clean.jsonl", [i for i in ABSTRACTS if i != "f3"])
    ref = _build(clean, tmp_path / "ref", "--workers", "1")  # no faulty component, no faulty paper
    assert ref.returncode == 0, ref.stderr
    # the same bytes but for the Paper nodes' source, the input file's path
    expected = (tmp_path / "ref" / "graph.json").read_bytes().replace(str(clean).encode(), str(everything).encode())
    for name, workers in (("serial", ["--workers", "1"]), ("pool", ["--workers", "2", "--batch-size", "2"])):
        out = tmp_path / name
        proc = _build(everything, out, "--component", SPEC, *workers)
        assert proc.returncode == 0, proc.stderr
        assert "Traceback" not in proc.stderr
        assert proc.stderr.splitlines() == [
            f"kg: warning: 1 paper failed in extraction and is not in the graph; see {out}/build-log.json"], name
        assert (out / "graph.json").read_bytes() == expected, name
        log = json.loads((out / "build-log.json").read_text())
        reason = f"MarkerFault in {FACTORY}"
        assert log["extraction_failed"] == {reason: 1}
        assert log["extraction_failures"] == [{
            "id": "f3", "reason": reason, "component": FACTORY, "error": "MarkerFault",
            "message": f"the marker word {MARKER} is in this text (a second line the record must fold)"}]
        assert log["extraction_failures_not_listed"] == 0 and log["extracted"] == 4
        cached = [json.loads(line)["paper"]["id"] for line in (out / "extractions.jsonl").open()]
        assert cached == ["f1", "f2", "f4", "f5"]  # not cached: --update tries it again


def test_strict_exit_status_and_summary_line(tmp_path):
    out = tmp_path / "out"
    proc = subprocess.run(KG + ["build", str(_corpus(tmp_path / "all.jsonl", ABSTRACTS)), "--out", str(out),
                                "--rules-only", "--workers", "1", "--no-views", "--no-store", "--no-report",
                                "--component", SPEC, "--strict"], capture_output=True, text=True, timeout=600, cwd=ROOT)
    assert proc.returncode == 3 and "Traceback" not in proc.stderr
    assert "papers: 4 (4 extracted, 0 from cache, 1 failed in extraction)" in proc.stdout
    assert proc.stderr.splitlines()[-1].startswith("kg: warning: 1 paper failed in extraction")
    assert (out / "graph.json").exists() and (out / "build-log.json").exists()  # written all the same


def test_all_papers_failing_is_one_line_error_and_keeps_previous_outputs(tmp_path):
    out = tmp_path / "out"
    assert _build(_corpus(tmp_path / "ok.jsonl", ["f1"]), out, "--workers", "1").returncode == 0
    before = (out / "graph.json").read_bytes()
    proc = _build(_corpus(tmp_path / "bad.jsonl", ["f3"]), out, "--workers", "1", "--component", SPEC)
    assert proc.returncode == 2 and "Traceback" not in proc.stderr
    assert proc.stderr.splitlines() == [
        f"kg: error: no abstracts to build a graph from: all 1 failed in extraction (the first, f3: MarkerFault in "
        f"{FACTORY}: the marker word {MARKER} is in this text (a second line the record must fold))"]
    assert (out / "graph.json").read_bytes() == before


def test_bad_component_option_is_one_line_error(tmp_path):
    corpus = _corpus(tmp_path / "ok.jsonl", ["f1"])
    for spec, says in (("no_colon", "expected MODULE:FACTORY"), ("kg_no_such_module:x", "cannot import kg_no_such_module (ModuleNotFoundError: "),
                       ("tests.support.faulty_component:nope", "registers no spaCy component factory 'nope'")):
        proc = _build(corpus, tmp_path / "out", "--component", spec)
        assert proc.returncode == 2 and says in proc.stderr and len(proc.stderr.splitlines()) == 1, proc.stderr
        assert not (tmp_path / "out").exists()


def test_batch_failure_retries_paper_by_paper_with_identical_output():
    from kg.extract.pipeline import build_nlp, extract_papers

    papers = [Paper(id=i, abstract=a, raw_abstract=a) for i, a in ABSTRACTS.items()]
    nlp = build_nlp(False, components=(SPEC,))
    mixed = list(extract_papers(papers, nlp, batch_size=5, use_models=False, components=(SPEC,)))
    clean = list(extract_papers([p for p in papers if p.id != "f3"], nlp, batch_size=5, use_models=False,
                                components=(SPEC,)))
    failure = mixed.pop(2)
    assert (failure.paper_id, failure.component, failure.error) == ("f3", FACTORY, "MarkerFault")
    assert "\n" not in failure.message and pickle.loads(pickle.dumps(failure)) == failure
    assert mixed == clean  # the batch's other papers, run one by one, come out as in a batch


def test_eval_venue_scores_a_failed_paper_as_extracting_nothing(tmp_path):
    from kg.eval.venue import evaluate, format_table
    from kg.extract.pipeline import build_nlp

    inputs = _corpus(tmp_path / "in.jsonl", ["f1", "f3"])
    gold = tmp_path / "gold.json"
    gold.write_text(json.dumps({"papers": [
        {"id": "f1", "proposed": [["KiteNet"]], "datasets": [["KiteBench"]]},
        {"id": "f3", "proposed": [[MARKER]], "datasets": [["WindTrack"]]}]}))
    faulty = evaluate(gold, [str(inputs)], nlp=build_nlp(False, components=(SPEC,)))
    plain = evaluate(gold, [str(inputs)], nlp=build_nlp(False))
    assert [f["id"] for f in faulty["failed_papers"]] == ["f3"] and plain["failed_papers"] == []
    for measure in ("proposed", "datasets"):
        got, full = faulty["halves"]["all"]["all"][measure], plain["halves"]["all"]["all"][measure]
        assert got["gold"] == full["gold"] == 2  # the failed paper's gold items still count, as misses
        assert got["gold_hit"] <= 1 and got["pred"] <= full["pred"]
    assert faulty["papers"]["all"] == 2
    (f3,) = [d for d in faulty["details"] if d["id"] == "f3"]
    assert f3["misses"] == {"proposed": [MARKER], "datasets": ["WindTrack"]} and f3["extras"] == {}
    assert f"failed in extraction, scored as extracting nothing: f3 (MarkerFault in {FACTORY}: " in format_table(faulty)


def test_failure_travels_back_from_dask_workers(tmp_path, capsys):
    distributed = pytest.importorskip("distributed")
    from kg.cli import main

    everything = _corpus(tmp_path / "all.jsonl", ABSTRACTS)
    serial, dask = tmp_path / "serial", tmp_path / "dask"
    assert main(["build", str(everything), "--out", str(serial), *FAST, "--workers", "1", "--component", SPEC]) == 0
    with distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=True, dashboard_address=None) as cluster:
        assert main(["build", str(everything), "--out", str(dask), *FAST, "--batch-size", "2", "--component", SPEC,
                     "--scheduler", cluster.scheduler_address]) == 0
    assert f"kg: warning: 1 paper failed in extraction and is not in the graph; see {dask}/build-log.json" in capsys.readouterr().err
    assert (dask / "graph.json").read_bytes() == (serial / "graph.json").read_bytes()
    log = json.loads((dask / "build-log.json").read_text())
    assert log["extraction_failed"] == {f"MarkerFault in {FACTORY}": 1}
