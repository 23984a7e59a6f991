"""What training needs beyond the corpus readers (kg.eval.corpora): the base pipeline and the weights
of a fitted sklearn classifier laid out for kg's LinearModel."""
from __future__ import annotations

from kg.extract.version import BASE_MODEL


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
