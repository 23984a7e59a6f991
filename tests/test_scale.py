"""Parallel, distributed and incremental builds give exactly the serial graph."""
from __future__ import annotations

from pathlib import Path

import pytest

from kg.cli import main
from tests.conftest import SAMPLE

FAST = ["--quiet", "--no-views", "--no-store", "--no-graphml", "--no-report", "--batch-size", "3"]


def _build(out: Path, *inputs: str, extra: tuple = ()) -> bytes:
    assert main(["build", *inputs, "--out", str(out), *FAST, *extra]) == 0
    return (out / "graph.json").read_bytes()


@pytest.fixture(scope="module")
def serial(tmp_path_factory) -> bytes:
    return _build(tmp_path_factory.mktemp("serial"), str(SAMPLE), extra=("--workers", "1"))


def test_workers_give_identical_graph(serial, tmp_path):
    assert _build(tmp_path, str(SAMPLE), extra=("--workers", "2")) == serial


def test_dask_local_cluster_gives_identical_graph(serial, tmp_path):
    distributed = pytest.importorskip("distributed")
    with distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=True, dashboard_address=None) as cluster:
        assert _build(tmp_path, str(SAMPLE), extra=("--scheduler", cluster.scheduler_address)) == serial


def test_unreachable_scheduler_is_a_clear_error(tmp_path, capsys):
    assert main(["build", str(SAMPLE), "--out", str(tmp_path), *FAST, "--scheduler", "tcp://127.0.0.1:9"]) != 0
    assert "Dask scheduler" in capsys.readouterr().err


def test_update_equals_full_rebuild(tmp_path, capsys):
    blocks = SAMPLE.read_text().split("\n\n")
    first, second = tmp_path / "first.txt", tmp_path / "second.txt"
    first.write_text("\n\n".join(blocks[:7]))  # the list title and six abstracts
    second.write_text("\n\n".join(blocks[7:]))
    out = tmp_path / "out"
    _build(out, str(first))
    capsys.readouterr()
    assert main(["build", "--update", str(second), "--out", str(out), *FAST[1:]]) == 0
    printed = capsys.readouterr().out
    assert "papers: 12 (6 extracted, 6 from cache)" in printed  # old papers were not re-extracted
    assert (out / "graph.json").read_bytes() == _build(tmp_path / "full", str(first), str(second))
