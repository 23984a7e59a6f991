"""In-domain floret vectors (kg/models/vectors.npz, made by `kg train vectors`) and phrase vectors.

`phrase_vector` is the one entry point for other stages. Entity resolution does not use it yet: its
string step (rapidfuzz) already scores P 0.994 / R 0.999 on the silver set (docs/resolution.md).
floret needs no vocabulary: any string gets a vector from its character n-grams, so rare names and
typos still land near their neighbours.
"""
from __future__ import annotations

import functools
import json
from pathlib import Path

import numpy as np

VECTORS_FILE = Path(__file__).resolve().parents[1] / "models" / "vectors.npz"


def vectors_available(path: Path | None = None) -> bool:
    return Path(path or VECTORS_FILE).is_file()


@functools.lru_cache(maxsize=2)
def load_vectors(path: str | None = None):
    """The shipped table as spaCy `Vectors` in floret mode (float32 in memory, float16 on disk)."""
    from spacy.vectors import Vectors

    with np.load(path or VECTORS_FILE) as z:
        header = json.loads(str(z["header"]))
        table = z["table"].astype(np.float32)
    return Vectors(data=table, mode="floret", minn=header["minn"], maxn=header["maxn"],
                   hash_count=header["hash_count"], hash_seed=header["hash_seed"],
                   bow=header["bow"], eow=header["eow"])


@functools.lru_cache(maxsize=1)
def _tokenizer():
    import spacy

    return spacy.blank("en").tokenizer  # en_core_web_sm uses the English defaults too


def phrase_vector(text: str, path: str | None = None) -> np.ndarray:
    """Mean of the phrase's token vectors, unit length (zeros for an empty phrase)."""
    words = [t.text for t in _tokenizer()(text) if not t.is_space and not t.is_punct]
    vectors = load_vectors(path)
    if not words:
        return np.zeros(vectors.shape[1], dtype=np.float32)
    v = np.asarray(vectors.get_batch(words)).mean(axis=0)
    norm = float(np.linalg.norm(v))
    return v / norm if norm else v


def similarity(a: str, b: str, path: str | None = None) -> float:
    return float(np.dot(phrase_vector(a, path), phrase_vector(b, path)))
