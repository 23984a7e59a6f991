"""A multinomial linear classifier stored in an .npz file (the relation, span-type and role models)."""
from __future__ import annotations

import json
from pathlib import Path
from typing import Sequence

import numpy as np

from kg.extract.trained.shipped import require


class LinearModel:
    """A multinomial linear classifier stored as (W, b, labels) in an .npz file."""

    def __init__(self, W: np.ndarray, b: np.ndarray, labels: Sequence[str], extra: dict | None = None):
        self.W = np.asarray(W, dtype=np.float32)
        self.b = np.asarray(b, dtype=np.float32)
        self.labels = list(labels)
        self.extra = extra or {}

    def save(self, path: Path) -> None:
        path.parent.mkdir(parents=True, exist_ok=True)
        arrays = {"W": self.W.astype(np.float16), "b": self.b, "labels": np.array(json.dumps(self.labels))}
        for k, v in self.extra.items():
            arrays["x_" + k] = np.asarray(v)
        np.savez_compressed(path, **arrays)

    @classmethod
    def load(cls, path: Path) -> "LinearModel":
        with np.load(path, allow_pickle=False) as z:
            extra = {k[2:]: z[k] for k in z.files if k.startswith("x_")}
            return cls(z["W"].astype(np.float32), z["b"], json.loads(str(z["labels"])), extra)

    def scores(self, X) -> np.ndarray:
        # X (sparse) @ W.T: a C-contiguous transpose made once, or scipy copies the 2^18-row W every call
        if getattr(self, "_WT", None) is None:
            self._WT = np.ascontiguousarray(self.W.T)
        return np.asarray(X @ self._WT) + self.b

    def proba(self, X) -> np.ndarray:
        s = self.scores(X)
        s -= s.max(axis=1, keepdims=True)
        e = np.exp(s)
        return e / e.sum(axis=1, keepdims=True)


def load_linear(model_file: str | None, default: Path, what: str) -> LinearModel:
    """The component's configured model file, else the shipped one; a clear error when it is missing."""
    path = Path(model_file) if model_file else default
    require(path, what)
    return LinearModel.load(path)
