"""Shared fixtures: paths to the bundled sample corpus and to ../shared (CI=true requires it)."""
from __future__ import annotations

import os
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
SAMPLE = ROOT / "examples" / "sample_abstracts.txt"
SHARED = ROOT.parent / "shared"
SEED = SHARED / "seeds" / "000_993959fda65e1fc4.txt"


def shared_or_skip(path: Path) -> Path:
    """../shared data: required under CI=true, skipped with a reason elsewhere when absent."""
    if path.exists():
        return path
    if os.environ.get("CI") == "true":
        pytest.fail(f"CI=true but {path} is missing")
    pytest.skip(f"{path} not present (../shared is only laid out in CI and developer sessions)")


@pytest.fixture(scope="session")
def seed_file() -> Path:
    return shared_or_skip(SEED)


@pytest.fixture(scope="session")
def sample_build(tmp_path_factory) -> Path:
    """The sample corpus built once with the CLI, as a user would."""
    from kg.cli import main

    out = tmp_path_factory.mktemp("sample")
    assert main(["build", str(SAMPLE), "--out", str(out), "--quiet", "--workers", "1"]) == 0
    return out
