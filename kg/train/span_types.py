"""Train the SciERC span-type model: logistic regression over hashed span features.

Examples are the gold entity spans of SciERC train (class: their type) and the parser's noun chunks
that are not gold spans (class NONE), so the model can both re-type the NER's spans and tell a noun
chunk that names an entity from one that does not.
"""
from __future__ import annotations

import time
from pathlib import Path
from typing import Callable

import numpy as np

from kg.eval.corpora import read_scierc, scierc_spacy_docs
from kg.train.data import linear_weights, load_base, settings

DEFAULTS = {"C": 16.0, "max_iter": 2000}


def examples(docs, recs):
    from kg.extract.trained.features import noun_chunk_spans, span_features

    feats, ys = [], []
    for doc, rec in zip(docs, recs):
        gold = {(s, e) for s, e, _ in rec.ents}
        for s, e, lab in rec.ents:
            feats.append(span_features(doc, s, e))
            ys.append(lab)
        for s, e in sorted(noun_chunk_spans(doc) - gold):
            feats.append(span_features(doc, s, e))
            ys.append("NONE")
    return feats, ys


def fit(docs, recs, hp: dict, seed: int = 0):
    from sklearn.linear_model import LogisticRegression

    from kg.extract.trained.features import SPAN_HASH_BITS, hash_features
    from kg.extract.trained.labels import SPAN_CLASSES
    from kg.extract.trained.linear import LinearModel

    classes = list(SPAN_CLASSES)
    feats, ys = examples(docs, recs)
    X = hash_features(feats, SPAN_HASH_BITS, dtype=np.float64)
    y = np.array([classes.index(c) for c in ys])
    clf = LogisticRegression(C=hp["C"], max_iter=hp["max_iter"], random_state=seed)
    clf.fit(X, y)
    W, b = linear_weights(clf, len(classes), X.shape[1])
    return LinearModel(W, b, classes), len(ys)


def train(data_dir: Path | None = None, out_file: Path | None = None, seed: int = 0,
          log: Callable[[str], None] = print, **overrides) -> dict:
    from kg.extract.trained import shipped

    hp, data_dir, out_file = settings(DEFAULTS, overrides, data_dir, out_file, shipped.SPAN_FILE)
    t0 = time.time()
    train_recs = read_scierc(data_dir / "scierc" / "train.json")
    base = load_base()
    train_docs = scierc_spacy_docs(base, train_recs)
    log(f"annotated {len(train_recs)} train docs in {time.time() - t0:.1f}s")
    model, n = fit(train_docs, train_recs, hp, seed)
    model.save(out_file)
    wall = time.time() - t0
    log(f"trained on {n} spans; saved {out_file} in {wall:.1f}s wall")
    return {"wall_s": round(wall, 1), "hyperparameters": hp, "examples": n}
