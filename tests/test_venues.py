"""The venue lists in ../shared/data/venues read as they are (gzipped JSON Lines), one file or a folder,
with the year and venue on every Paper. Small files only: aistats1999 (20 abstracts), acml2010 (22)."""
from __future__ import annotations

import gzip
import json
import shutil

import pytest

from kg.cli import main
from tests.conftest import SHARED, shared_or_skip

VENUES = SHARED / "data" / "venues"
FAST = ["--rules-only", "--workers", "1", "--no-views", "--quiet"]


def _lines(path) -> list[dict]:
    with gzip.open(path, "rt", encoding="utf-8") as fh:
        return [json.loads(line) for line in fh if line.strip()]


def _papers(out) -> list[dict]:
    return [n for n in json.loads((out / "graph.json").read_text())["nodes"] if n["label"] == "Paper"]


@pytest.mark.shared
def test_one_venue_file_builds_with_year_and_venue_on_every_paper(tmp_path):
    from kg.store.embedded import query

    src = shared_or_skip(VENUES / "aistats1999.jsonl.gz")
    records = _lines(src)
    out = tmp_path / "out"
    assert main(["build", str(src), "--out", str(out), *FAST]) == 0
    papers = _papers(out)
    assert len(papers) == len({r["abstract"] for r in records})  # nothing lost but exact repeats
    assert all(p["year"] == 1999 and p["venue"] == "AISTATS" for p in papers)
    assert {p["status"] for p in papers} == {r["status"] for r in records}
    _, rows = query(out / "graph.db", "MATCH (p:Paper) WHERE p.year = 1999 AND p.venue = 'AISTATS' RETURN count(p)")
    assert rows == [[len(papers)]]
    log = json.loads((out / "build-log.json").read_text())
    assert log["files"][0]["format"] == "jsonl" and log["files"][0]["papers"] == len(papers)


@pytest.mark.shared
def test_a_folder_of_venue_files(tmp_path):
    folder = tmp_path / "venues"
    folder.mkdir()
    wanted = {"aistats1999.jsonl.gz": {(1999, "AISTATS")}, "acml2010.jsonl.gz": {(2010, "ACML")}}
    for name in wanted:
        shutil.copy(shared_or_skip(VENUES / name), folder)
    out = tmp_path / "out"
    assert main(["build", str(folder), "--out", str(out), *FAST, "--no-store"]) == 0
    papers = _papers(out)
    by_file = {}
    for p in papers:
        by_file.setdefault(p["source"].rsplit("/", 1)[-1], set()).add((p["year"], p["venue"]))
    assert by_file == wanted
    expected = len({r["abstract"] for f in folder.iterdir() for r in _lines(f)})
    log = json.loads((out / "build-log.json").read_text())
    assert len(papers) == expected == log["reading"]["papers"]
    assert len(papers) + sum(log["reading"].get("dropped", {}).values()) == sum(len(_lines(f)) for f in folder.iterdir())
