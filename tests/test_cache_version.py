"""The --update cache cannot go stale: the version hashes file contents, and the key includes the input."""
from __future__ import annotations

import json
import shutil
from pathlib import Path

from kg.cli import main
from kg.extract.version import EXTRACT_DIR, MODELS_DIR, code_version

FAST = ["--quiet", "--no-views", "--no-store", "--no-graphml", "--no-report"]


def _copy_extract(tmp_path: Path) -> tuple[Path, Path]:
    extract = tmp_path / "extract"
    shutil.copytree(EXTRACT_DIR, extract, ignore=shutil.ignore_patterns("__pycache__"))
    models = tmp_path / "models"
    models.mkdir()
    (models / "weights.npz").write_bytes(b"\x00" * 64)
    return extract, models


def test_version_does_not_depend_on_where_the_package_lies(tmp_path):
    extract, _ = _copy_extract(tmp_path)
    assert code_version(False, extract_dir=extract) == code_version(False, extract_dir=EXTRACT_DIR)
    assert code_version(True, models_dir=MODELS_DIR) != code_version(False)


def test_editing_any_extract_file_changes_the_version(tmp_path):
    extract, models = _copy_extract(tmp_path)
    before = code_version(True, extract_dir=extract, models_dir=models)
    # lexicon.py and pipeline.py were left out of the old version; each edit alone must show
    for name in ("lexicon.py", "pipeline.py", "version.py"):
        target = extract / name
        original = target.read_bytes()
        target.write_bytes(original + b"\n# edited\n")
        assert code_version(True, extract_dir=extract, models_dir=models) != before, name
        target.write_bytes(original)
    assert code_version(True, extract_dir=extract, models_dir=models) == before


def test_a_model_file_of_the_same_size_with_other_bytes_changes_the_version(tmp_path):
    extract, models = _copy_extract(tmp_path)
    before = code_version(True, extract_dir=extract, models_dir=models)
    (models / "weights.npz").write_bytes(b"\x01" * 64)  # same size: the old version only saw sizes
    assert code_version(True, extract_dir=extract, models_dir=models) != before
    assert code_version(False, extract_dir=extract, models_dir=models) == code_version(False, extract_dir=extract)


def _write(path: Path, records: list[dict]) -> str:
    path.write_text("".join(json.dumps(r) + "\n" for r in records), encoding="utf-8")
    return str(path)


def test_update_re_extracts_a_changed_abstract_under_the_same_id(tmp_path, capsys):
    a = {"id": "paper-a", "title": "Sparse Routing", "abstract": "We propose Sparse Routing Attention (SRA) for long documents."}
    b = {"id": "paper-b", "title": "Tabular Encoders", "abstract": "We introduce TabCLR, a contrastive framework evaluated on OpenML-CC18."}
    b2 = {**b, "abstract": "We introduce GraphMix, a data augmentation method evaluated on Cora and PubMed."}
    out = tmp_path / "out"
    assert main(["build", _write(tmp_path / "v1.jsonl", [a, b]), "--out", str(out), *FAST]) == 0
    capsys.readouterr()
    assert main(["build", "--update", _write(tmp_path / "v2.jsonl", [a, b2]), "--out", str(out), *FAST[1:]]) == 0
    assert "papers: 2 (1 extracted, 1 from cache)" in capsys.readouterr().out
    cached = [json.loads(line) for line in (out / "extractions.jsonl").read_text().splitlines()]
    assert [c["paper"]["abstract"] for c in cached] == [a["abstract"], b2["abstract"]]
    fresh = tmp_path / "fresh"
    assert main(["build", str(tmp_path / "v2.jsonl"), "--out", str(fresh), *FAST]) == 0
    assert (out / "graph.json").read_bytes() == (fresh / "graph.json").read_bytes()
    names = {n["name"] for n in json.loads((out / "graph.json").read_text())["nodes"]}
    assert "TabCLR" not in names and "GraphMix" in names


def test_update_re_extracts_a_changed_title_under_the_same_id(tmp_path, capsys):
    a = {"id": "paper-a", "title": "Sparse Routing", "abstract": "We propose Sparse Routing Attention (SRA) for long documents."}
    out = tmp_path / "out"
    assert main(["build", _write(tmp_path / "v1.jsonl", [a]), "--out", str(out), *FAST]) == 0
    capsys.readouterr()
    assert main(["build", "--update", _write(tmp_path / "v2.jsonl", [{**a, "title": "Routing, revised"}]),
                 "--out", str(out), *FAST[1:]]) == 0
    assert "papers: 1 (1 extracted, 0 from cache)" in capsys.readouterr().out
