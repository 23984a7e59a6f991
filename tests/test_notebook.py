"""notebooks/explore.ipynb runs top to bottom in this interpreter's environment (nbclient)."""
from __future__ import annotations

import importlib
import json
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
NOTEBOOK = ROOT / "notebooks" / "explore.ipynb"
CORPUS = ROOT / "examples" / "sample_abstracts.txt"


def _build_missing() -> bool:
    """True while kg/cli/build.py does not exist yet. Importing it for real means a build module
    that exists but is broken (an ImportError inside it) fails this test instead of skipping it."""
    try:
        importlib.import_module("kg.cli.build")
    except ModuleNotFoundError as exc:
        if exc.name == "kg.cli.build":
            return True
        raise
    return False


def test_notebook_is_valid_and_clean():
    nbformat = pytest.importorskip("nbformat")
    nb = nbformat.read(NOTEBOOK, as_version=4)
    nbformat.validate(nb)
    code = [c for c in nb.cells if c.cell_type == "code"]
    assert code and all(not c.outputs and c.execution_count is None for c in code), "commit it without outputs"
    source = "\n".join(c.source for c in code)
    assert "from kg.store.embedded import query" in source and "analytics" in source


def test_notebook_runs(tmp_path, monkeypatch):
    if _build_missing():
        pytest.skip("kg build not available yet")
    if not CORPUS.is_file():
        pytest.skip("kg build not available yet (no examples/sample_abstracts.txt)")
    nbformat = pytest.importorskip("nbformat")
    nbclient = pytest.importorskip("nbclient")
    from jupyter_client.kernelspec import KernelSpecManager
    from jupyter_client.manager import KernelManager

    # A kernel spec of our own that runs *this* interpreter, so the notebook sees the same
    # environment (the project's .venv) whatever kernels are installed on the machine.
    spec_dir = tmp_path / "kernels" / "kg-test"
    spec_dir.mkdir(parents=True)
    (spec_dir / "kernel.json").write_text(json.dumps({
        "argv": [sys.executable, "-m", "ipykernel_launcher", "-f", "{connection_file}"],
        "display_name": "kg test kernel",
        "language": "python",
    }), encoding="utf-8")
    ksm = KernelSpecManager(kernel_dirs=[str(tmp_path / "kernels")])
    km = KernelManager(kernel_name="kg-test", kernel_spec_manager=ksm)

    out = tmp_path / "out"
    monkeypatch.setenv("KG_NOTEBOOK_OUT", str(out))  # the kernel inherits the environment
    monkeypatch.setenv("MPLBACKEND", "module://matplotlib_inline.backend_inline")

    nb = nbformat.read(NOTEBOOK, as_version=4)
    client = nbclient.NotebookClient(
        nb, km=km, timeout=300, allow_errors=False,
        resources={"metadata": {"path": str(NOTEBOOK.parent)}},
    )
    client.execute()

    assert (out / "graph.json").is_file()
    assert (out / "report.html").is_file()
    outputs = [o for c in nb.cells if c.cell_type == "code" for o in c.outputs]
    assert not [o for o in outputs if o.output_type == "error"]
    images = [o for o in outputs if o.output_type in ("display_data", "execute_result") and "image/png" in o.get("data", {})]
    assert images, "the plot cell drew nothing"
    tables = [o for o in outputs if "text/html" in o.get("data", {}) and "<table>" in o["data"]["text/html"]]
    assert len(tables) >= 3, "the Cypher cells showed no tables"
