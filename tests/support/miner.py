"""Load scripts/mine_gazetteers.py or another miner (a script, not a package module) and run it on invented abstracts."""
from __future__ import annotations

import gzip
import importlib.util
import json
from pathlib import Path


def load_miner(name: str = "mine_gazetteers"):
    path = Path(__file__).resolve().parents[2] / "scripts" / f"{name}.py"
    spec = importlib.util.spec_from_file_location(name, path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def write_venue(folder: Path, abstracts: list[str]) -> Path:
    """One gzipped venue list of the invented abstracts, as ../shared/data/venues holds them."""
    with gzip.open(folder / "kites.jsonl.gz", "wt", encoding="utf-8") as fh:
        for k, text in enumerate(abstracts):
            fh.write(json.dumps({"id": f"k{k}", "title": "Kites", "abstract": text}) + "\n")
    return folder
