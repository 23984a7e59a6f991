"""What training needs beyond the corpus readers (kg.eval.corpora): the base pipeline and the weights
of a fitted sklearn classifier laid out for kg's LinearModel."""
from __future__ import annotations

from pathlib import Path
from typing import Any, Callable, TypeVar

from kg.eval.corpora import default_data_dir
from kg.extract.version import BASE_MODEL

T = TypeVar("T")


def settings(defaults: dict[str, Any], overrides: dict[str, Any], data_dir: Path | None, out: Path | None,
             shipped_path: Path) -> tuple[dict[str, Any], Path, Path]:
    """(hyperparameters: the defaults with the overrides that are set, the data folder, the output path)."""
    hp = dict(defaults)
    hp.update({k: v for k, v in overrides.items() if v is not None})
    return hp, Path(data_dir) if data_dir else default_data_dir(), Path(out) if out else shipped_path


def read_if_present(path: Path, reader: Callable[[Path], list[T]]) -> list[T]:
    """A split that may be absent (dev): its records, or [] without it."""
    return reader(path) if path.exists() else []


def load_base(exclude=("ner",)):
    import spacy

    return spacy.load(BASE_MODEL, exclude=list(exclude))


def linear_weights(clf, n_classes: int, n_features: int):
    """(W, b) of a fitted sklearn linear classifier laid out over all n_classes: a class never seen in
    training gets bias -30, so it is never predicted."""
    import numpy as np

    W = np.zeros((n_classes, n_features), dtype=np.float32)
    b = np.full(n_classes, -30.0, dtype=np.float32)
    W[clf.classes_] = clf.coef_
    b[clf.classes_] = clf.intercept_
    return W, b
