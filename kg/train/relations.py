"""Train the SciERC relation model: logistic regression over hashed features of entity pairs.

Training pairs are all unordered pairs of gold entities within a sentence (at most max_distance
tokens apart); the class is NONE, LABEL> (first entity is the head) or LABEL< (second is the head).
"""
from __future__ import annotations

import time
from pathlib import Path
from typing import Callable, List

import numpy as np

from kg.eval.corpora import read_scierc, scierc_spacy_docs
from kg.train.data import linear_weights, load_base, read_if_present, settings

DEFAULTS = {"C": 2.0, "max_iter": 400, "max_distance": 40, "none_weight": 1.0}


def pair_classes() -> List[str]:
    from kg.extract.trained.labels import RELATION_LABELS

    return ["NONE"] + [lab + d for lab in RELATION_LABELS for d in (">", "<")]


def gold_pairs(doc, rec, max_distance: int):
    """(features, class) for every candidate pair of gold entities in one document."""
    from spacy.tokens import Span

    from kg.extract.trained.features import pair_features
    from kg.extract.trained.relations import candidate_pairs

    spans = [Span(doc, s, e, label=lab) for s, e, lab in rec.ents]
    rels = {(s1, e1, s2, e2): lab for s1, e1, s2, e2, lab in rec.rels}
    feats, ys = [], []
    for a, b in candidate_pairs(doc, spans, max_distance):
        fwd = rels.get((a.start, a.end, b.start, b.end))
        rev = rels.get((b.start, b.end, a.start, a.end))
        y = fwd + ">" if fwd else (rev + "<" if rev else "NONE")
        feats.append(pair_features(doc, a, b, a.label_, b.label_))
        ys.append(y)
    return feats, ys


def fit(docs, recs, hp: dict, seed: int = 0):
    from sklearn.linear_model import LogisticRegression

    from kg.extract.trained.features import REL_HASH_BITS, hash_features
    from kg.extract.trained.linear import LinearModel

    classes = pair_classes()
    index = {c: i for i, c in enumerate(classes)}
    feats, ys = [], []
    for doc, rec in zip(docs, recs):
        f, y = gold_pairs(doc, rec, hp["max_distance"])
        feats += f
        ys += y
    X = hash_features(feats, REL_HASH_BITS, dtype=np.float64)
    y = np.array([index[c] for c in ys])
    weights = {i: 1.0 for i in range(len(classes))}
    weights[0] = hp["none_weight"]
    clf = LogisticRegression(C=hp["C"], max_iter=hp["max_iter"], random_state=seed, class_weight=weights)
    clf.fit(X, y)
    W, b = linear_weights(clf, len(classes), X.shape[1])
    return LinearModel(W, b, classes), len(ys)


def score_with_gold_entities(model, docs, recs, max_distance: int) -> dict:
    """Relation P/R/F1 on recs given gold entities (an upper bound for the end-to-end figure)."""
    from spacy.tokens import Span

    from kg.eval.metrics import SetScorer
    from kg.extract.trained.relations import SciercRelations

    comp = SciercRelations.__new__(SciercRelations)
    comp.model, comp.threshold, comp.max_distance, comp.none_margin = model, 0.0, max_distance, 0.5
    comp.none_index = model.labels.index("NONE")
    sc = SetScorer()
    for doc, rec in zip(docs, recs):
        doc.spans["scierc"] = [Span(doc, s, e, label=lab) for s, e, lab in rec.ents]
        comp(doc)
        pred = {(h.start, h.end, t.start, t.end, lab) for h, t, lab, _ in doc._.scierc_relations}
        sc.add(pred, set(rec.rels))
    return sc.total()


def train(data_dir: Path | None = None, out_file: Path | None = None, seed: int = 0,
          log: Callable[[str], None] = print, **overrides) -> dict:
    from kg.extract.trained import shipped

    hp, data_dir, out_file = settings(DEFAULTS, overrides, data_dir, out_file, shipped.REL_FILE)
    t0 = time.time()
    train_recs = read_scierc(data_dir / "scierc" / "train.json")
    dev_recs = read_if_present(data_dir / "scierc" / "dev.json", read_scierc)
    base = load_base()
    train_docs = scierc_spacy_docs(base, train_recs)
    log(f"annotated {len(train_recs)} train docs in {time.time() - t0:.1f}s")
    model, n_pairs = fit(train_docs, train_recs, hp, seed)
    model.save(out_file)
    wall = time.time() - t0
    log(f"trained on {n_pairs} pairs; saved {out_file} in {wall:.1f}s wall")
    result = {"wall_s": round(wall, 1), "hyperparameters": hp}
    if dev_recs:
        dev_docs = scierc_spacy_docs(base, dev_recs)
        s = score_with_gold_entities(model, dev_docs, dev_recs, hp["max_distance"])
        log(f"dev relations with gold entities: p {s['p']:.4f} r {s['r']:.4f} f1 {s['f1']:.4f}")
        result["dev_gold_entities"] = s
    return result


if __name__ == "__main__":
    import argparse

    ap = argparse.ArgumentParser()
    ap.add_argument("--out", type=Path)
    ap.add_argument("--C", type=float)
    ap.add_argument("--none-weight", type=float)
    a = ap.parse_args()
    train(out_file=a.out, C=a.C, none_weight=a.none_weight)
