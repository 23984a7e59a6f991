"""Where the shipped model files live (kg/models/, written by `kg train`) and whether they are there."""
from __future__ import annotations

from pathlib import Path

from kg.errors import KgError

MODELS_DIR = Path(__file__).resolve().parents[2] / "models"
NER_DIR = MODELS_DIR / "scierc_ner"
REL_FILE = MODELS_DIR / "scierc_relations.npz"
ROLE_FILE = MODELS_DIR / "sentence_roles.npz"
SPAN_FILE = MODELS_DIR / "scierc_span_types.npz"


def models_available() -> bool:
    """True when all the model files ship with the package (the pipeline then adds the components)."""
    return (NER_DIR / "config.cfg").exists() and all(f.exists() for f in (SPAN_FILE, REL_FILE, ROLE_FILE))


def require(path: Path, what: str) -> None:
    if not path.exists():
        raise KgError(f"{what} model not found at {path}: run `kg train` to build it")
