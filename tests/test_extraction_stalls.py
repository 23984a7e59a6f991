"""A paper on which a pipeline component hangs, or kills its worker process, must neither stall nor stop a
build: it is left out, counted by reason in build-log.json and reported on stderr, and the other papers
come out as if it had never been in the input, serially and with worker processes, in bounded time.
The faults are real spaCy components (tests/support/stalling_components.py) added with --component."""
from __future__ import annotations

import json
import signal
import subprocess
import threading
import time
from pathlib import Path

import pytest

from kg.extract.deadline import PaperTimeout, time_limit
from tests.support.stalling_components import (DIE_FACTORY, DIE_MARKER, DIE_SPEC, DIE_STATUS, HANG_FACTORY, HANG_MARKER,
                                               HANG_SPEC)
from tests.test_extraction_failures import ABSTRACTS, FAST, KG, ROOT

# twelve papers, so that a dead worker's pool loses more of them than one process re-runs alone and a fresh
# pool takes them first (kg.extract.recovery)
# (distinct texts: the reader drops a repeated abstract)
CLEAN = {f"c{i:02d}": f"{ABSTRACTS[f]} We repeat it {n} times." for i, (f, n) in
         enumerate(zip(["f1", "f2", "f4", "f5"] * 3, ["two", "three", "four"] * 4))}
HANG = {"h3": f"We introduce {HANG_MARKER}, a sampler for kite tracking that halves the error on WindTrack."}
DIE = {"d3": f"We introduce {DIE_MARKER}, a sampler for kite tracking that halves the error on WindTrack."}
BOUND_S = 90  # model loading and pool start-ups included; a hang would run into the subprocess timeout


def _corpus(path: Path, abstracts: dict[str, str]) -> Path:
    path.write_text("".join(json.dumps({"id": i, "title": "", "abstract": a}) + "\n" for i, a in abstracts.items()))
    return path


def _build(inputs: Path, out: Path, *extra: str) -> tuple[subprocess.CompletedProcess, float]:
    started = time.monotonic()
    proc = subprocess.run(KG + ["build", str(inputs), "--out", str(out), *FAST, *extra],
                          capture_output=True, text=True, timeout=300, cwd=ROOT)
    return proc, time.monotonic() - started


@pytest.fixture(scope="module")
def reference(tmp_path_factory) -> tuple[Path, bytes]:
    """The graph of the input without the faulty paper, and the path it was built from."""
    folder = tmp_path_factory.mktemp("ref")
    clean = _corpus(folder / "clean.jsonl", CLEAN)
    ref, _ = _build(clean, folder / "out", "--workers", "1")
    assert ref.returncode == 0, ref.stderr
    return clean, (folder / "out" / "graph.json").read_bytes()


def _expected(reference: tuple[Path, bytes], everything: Path) -> bytes:
    """The reference graph but for the Paper nodes' source, the input file's path."""
    clean, graph = reference
    return graph.replace(str(clean).encode(), str(everything).encode())


def _mixed(faulty: dict[str, str]) -> dict[str, str]:
    """The faulty paper second: in the first batch of two, so that its worker dies before the others' are done."""
    ids = list(CLEAN)
    return {ids[0]: CLEAN[ids[0]], **faulty, **{i: CLEAN[i] for i in ids[1:]}}


def _check(out: Path, proc, seconds: float, expected: bytes, failure: dict, name: str) -> None:
    assert proc.returncode == 0 and "Traceback" not in proc.stderr, (name, proc.stderr)
    assert proc.stderr.splitlines() == [
        f"kg: warning: 1 paper failed in extraction and is not in the graph; see {out}/build-log.json"], name
    assert (out / "graph.json").read_bytes() == expected, name
    log = json.loads((out / "build-log.json").read_text())
    assert log["extraction_failed"] == {failure["reason"]: 1} and log["extracted"] == len(CLEAN), name
    assert log["extraction_failures"] == [failure], name
    assert seconds < BOUND_S, (name, seconds)


def test_hanging_paper_times_out_serially_and_with_workers(tmp_path, reference):
    everything = _corpus(tmp_path / "all.jsonl", _mixed(HANG))
    expected = _expected(reference, everything)
    failure = {"id": "h3", "reason": f"Timeout in {HANG_FACTORY}", "component": HANG_FACTORY, "error": "Timeout",
               "message": "no result within 2 s"}
    for name, workers in (("serial", ["--workers", "1"]), ("pool", ["--workers", "2", "--batch-size", "2"])):
        out = tmp_path / name
        proc, seconds = _build(everything, out, "--component", HANG_SPEC, "--paper-timeout", "2", *workers)
        _check(out, proc, seconds, expected, failure, name)


def test_paper_that_kills_its_worker_is_left_out(tmp_path, reference):
    everything = _corpus(tmp_path / "all.jsonl", _mixed(DIE))
    expected = _expected(reference, everything)
    failure = {"id": "d3", "reason": "WorkerDied", "component": "", "error": "WorkerDied",
               "message": f"the worker process running it died (exit status {DIE_STATUS})"}
    out = tmp_path / "pool"
    proc, seconds = _build(everything, out, "--component", DIE_SPEC, "--workers", "2", "--batch-size", "2")
    _check(out, proc, seconds, expected, failure, DIE_FACTORY)


def test_time_limit_leaves_no_alarm_and_restores_the_handler():
    def mine(signum, frame):
        raise AssertionError("the earlier timer's alarm came")

    before = signal.signal(signal.SIGALRM, mine)
    try:
        started = time.monotonic()
        try:
            with time_limit(0.2):
                while True:
                    pass
        except PaperTimeout as exc:
            assert str(exc) == "no result within 0.2 s" and time.monotonic() - started < 2
        assert signal.getitimer(signal.ITIMER_REAL) == (0.0, 0.0) and signal.getsignal(signal.SIGALRM) is mine
        with time_limit(5):
            pass  # finished in time: nothing fires later
        assert signal.getitimer(signal.ITIMER_REAL) == (0.0, 0.0) and signal.getsignal(signal.SIGALRM) is mine
        signal.setitimer(signal.ITIMER_REAL, 100)  # someone else's timer is put back with what remained of it
        with time_limit(5):
            pass
        assert 90 < signal.getitimer(signal.ITIMER_REAL)[0] <= 100
        signal.setitimer(signal.ITIMER_REAL, 0)
        with time_limit(0):  # 0: no limit
            assert signal.getitimer(signal.ITIMER_REAL) == (0.0, 0.0)
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, before)


def test_time_limit_outside_the_main_thread_is_no_limit():
    seen = []

    def run():
        with time_limit(0.05):
            time.sleep(0.2)
            seen.append(signal.getitimer(signal.ITIMER_REAL))

    thread = threading.Thread(target=run)
    thread.start()
    thread.join()
    assert seen == [(0.0, 0.0)]


def test_bad_paper_timeout_is_one_line_error(tmp_path, capsys):
    from kg.cli import main

    corpus = _corpus(tmp_path / "ok.jsonl", {"c00": CLEAN["c00"]})
    for value in ("-1", "nan"):
        assert main(["build", str(corpus), "--out", str(tmp_path / "out"), "--paper-timeout", value]) == 2
        assert capsys.readouterr().err.splitlines() == ["kg: error: --paper-timeout must be 0 (no limit) or a number of seconds"]
    assert not (tmp_path / "out").exists()



def test_paper_that_kills_a_dask_worker_is_left_out(tmp_path, reference, capsys):
    distributed = pytest.importorskip("distributed")
    import dask

    from kg.cli import main

    everything = _corpus(tmp_path / "all.jsonl", _mixed(DIE))
    out = tmp_path / "dask"
    # Dask gives up on a task at once when its worker dies (default: after 3 more deaths, each a restart)
    with dask.config.set({"distributed.scheduler.allowed-failures": 0}), distributed.LocalCluster(
            n_workers=2, threads_per_worker=1, processes=True, dashboard_address=None) as cluster:
        assert main(["build", str(everything), "--out", str(out), *FAST, "--batch-size", "4", "--component", DIE_SPEC,
                     "--scheduler", cluster.scheduler_address]) == 0
    assert f"kg: warning: 1 paper failed in extraction and is not in the graph; see {out}/build-log.json" in capsys.readouterr().err
    assert (out / "graph.json").read_bytes() == _expected(reference, everything)
    (failure,) = json.loads((out / "build-log.json").read_text())["extraction_failures"]
    assert (failure["id"], failure["reason"]) == ("d3", "WorkerDied")
