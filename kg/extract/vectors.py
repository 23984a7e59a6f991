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
from spacy.vectors import Mode, Vectors

VECTORS_FILE = Path(__file__).resolve().parents[1] / "models" / "vectors.npz"


def vectors_available(path: Path | None = None) -> bool:
    return Path(path or VECTORS_FILE).is_file()


CACHE_ROWS = 50_000  # words whose vectors one process keeps (25.6 MB at 128 float32 dimensions)


class CachedFloretVectors(Vectors):
    """spaCy's floret `Vectors`, remembering each word's vector once computed.

    spaCy's `Vectors.get_batch` (which `StaticVectors`, the entity encoder's vectors layer, calls on
    every batch) hashes every character n-gram of every distinct word of the batch and averages
    their rows, again for each batch; in the entity model that was most of the cost of reading the
    vectors. The vectors here are computed by that same `get_batch`, so they are the same numbers;
    up to cache_rows words are kept (the cache starts over when full)."""

    def __init__(self, *, cache_rows: int = CACHE_ROWS, **kwargs):
        super().__init__(**kwargs)
        self.cache_rows = int(cache_rows)
        self._row_of: dict = {}
        self._rows = np.zeros((0, self.data.shape[1]), dtype=self.data.dtype)

    def get_batch(self, keys):
        if self.mode != Mode.floret:
            return super().get_batch(keys)
        ks = keys.tolist() if hasattr(keys, "tolist") else list(keys)  # string hashes or strings
        distinct = list(dict.fromkeys(ks))
        if len(distinct) > self.cache_rows:
            return super().get_batch(keys)
        missing = [k for k in distinct if k not in self._row_of]
        if missing:
            self._remember(distinct, missing)
        rows = np.fromiter((self._row_of[k] for k in ks), dtype=np.int64, count=len(ks))
        return self._rows[rows]

    def _remember(self, distinct: list, missing: list) -> None:
        if len(self._row_of) + len(missing) > self.cache_rows:
            self._row_of.clear()
            missing = distinct
        start, end = len(self._row_of), len(self._row_of) + len(missing)
        if end > len(self._rows):  # grow by doubling, so short runs hold little memory
            grown = np.zeros((min(max(2 * len(self._rows), end, 1024), self.cache_rows), self._rows.shape[1]),
                             dtype=self._rows.dtype)
            grown[:start] = self._rows[:start]
            self._rows = grown
        self._rows[start:end] = super().get_batch(missing)
        self._row_of.update(zip(missing, range(start, end)))


@functools.lru_cache(maxsize=2)
def load_vectors(path: str | None = None, cache_rows: int = CACHE_ROWS):
    """The shipped table as spaCy `Vectors` in floret mode (float32 in memory, float16 on disk), each
    word's vector computed once per process (CachedFloretVectors)."""
    with np.load(path or VECTORS_FILE) as z:
        header = json.loads(str(z["header"]))
        table = z["table"].astype(np.float32)
    return CachedFloretVectors(data=table, mode="floret", minn=header["minn"], maxn=header["maxn"],
                               hash_count=header["hash_count"], hash_seed=header["hash_seed"],
                               bow=header["bow"], eow=header["eow"], cache_rows=cache_rows)


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
