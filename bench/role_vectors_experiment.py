"""Experiment (issue #17, round 4): the sentence's mean floret vector as dense role features.

Each sentence gets the mean of its words' vectors from kg/models/vectors.npz, unit length (as
kg.extract.vectors.phrase_vector), times WEIGHT, beside the hashed features of `kg train roles`; the
same logistic regression and linear-chain decode as the shipped role model. Prints CSAbstruct dev micro
F1 per weight, or with --cv the micro F1 of 4 folds over the train abstracts (no dev involved).

    .venv/bin/python bench/role_vectors_experiment.py 0 0.5 1 2 4
    .venv/bin/python bench/role_vectors_experiment.py --cv 0 1
"""
from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

import numpy as np
import scipy.sparse as sp

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))


def prepare(nlp, table, abstracts):
    """(per abstract: sentence words and syntax features, as `kg train roles` makes them; one unit mean
    vector per sentence)."""
    from kg.eval.corpora import abstract_doc
    from kg.extract.trained.features import sentence_syntax

    tok, vecs = [], []
    for doc in nlp.pipe((abstract_doc(nlp, a.sentences) for a in abstracts), batch_size=64):
        sents = list(doc.sents)
        tok.append(([[t.lower_ for t in s if not t.is_space] for s in sents], [sentence_syntax(s) for s in sents]))
        for s in sents:
            words = [t.text for t in s if not t.is_space and not t.is_punct]
            v = np.asarray(table.get_batch(words)).mean(axis=0) if words else np.zeros(table.shape[1], np.float32)
            norm = float(np.linalg.norm(v))
            vecs.append(v / norm if norm else v)
    return tok, np.vstack(vecs).astype(np.float64)


def with_vectors(X_hashed, vecs, weight: float):
    return sp.hstack([X_hashed, sp.csr_matrix(vecs * weight)]).tocsr() if weight else X_hashed


def fit_model(X, y, chain_stats: dict):
    from sklearn.linear_model import LogisticRegression

    from kg.extract.trained.labels import ROLE_LABELS
    from kg.extract.trained.linear import LinearModel
    from kg.train.data import linear_weights
    from kg.train.roles import DEFAULTS

    clf = LogisticRegression(C=DEFAULTS["C"], max_iter=DEFAULTS["max_iter"], random_state=0).fit(X, y)
    W, b = linear_weights(clf, len(ROLE_LABELS), X.shape[1])
    return LinearModel(W, b, ROLE_LABELS, extra=chain_stats)


def count_correct(model, X, abstracts, rows) -> tuple[int, int]:
    """Sentences labelled right by the chain decode (as kg.extract.trained.roles.role_predict), and all."""
    from kg.extract.trained.chain import chain_decode

    ex = model.extra
    correct = total = 0
    for a, (start, end) in zip(abstracts, rows):
        P = model.proba(X[start:end].astype(np.float32))
        emis = np.log(np.clip(P, 1e-9, 1.0)) - float(ex["prior_weight"]) * np.log(ex["prior"].astype(np.float64))
        idx, _ = chain_decode(emis, np.log(ex["trans"]), np.log(ex["start"]))
        correct += sum(model.labels[int(k)] == g for k, g in zip(idx, a.labels))
        total += len(a.labels)
    return correct, total


def row_ranges(abstracts):
    ends = np.cumsum([len(a.labels) for a in abstracts])
    return list(zip(np.concatenate([[0], ends[:-1]]), ends))


def main() -> int:
    from kg.eval.corpora import default_data_dir, read_csabstruct
    from kg.extract.trained.features import ROLE_HASH_BITS, hash_features
    from kg.extract.trained.labels import ROLE_LABELS
    from kg.extract.vectors import load_vectors
    from kg.train import roles
    from kg.train.data import load_base

    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("weights", nargs="*", type=float, default=[0.0, 0.5, 1.0, 2.0])
    ap.add_argument("--cv", action="store_true", help="4 folds over the train abstracts instead of dev")
    args = ap.parse_args()
    t0 = time.time()
    data = default_data_dir()
    train = read_csabstruct(data / "csabstruct" / "train.jsonl")
    dev = read_csabstruct(data / "csabstruct" / "dev.jsonl")
    nlp, table = load_base(), load_vectors()
    tok_tr, vec_tr = prepare(nlp, table, train)
    tok_dev, vec_dev = prepare(nlp, table, dev)
    Xh_tr = hash_features(roles.featurize(tok_tr), ROLE_HASH_BITS, dtype=np.float64)
    Xh_dev = hash_features(roles.featurize(tok_dev), ROLE_HASH_BITS, dtype=np.float64)
    index = {lab: i for i, lab in enumerate(ROLE_LABELS)}
    y = np.array([index[lab] for a in train for lab in a.labels])
    # the chain statistics (transitions, start, prior) of `kg train roles` on all of train, for every fit
    chain_stats = roles.fit(tok_tr, train, dict(roles.DEFAULTS), 0).extra
    rows_tr = row_ranges(train)
    for w in args.weights:
        X = with_vectors(Xh_tr, vec_tr, w)
        if args.cv:
            correct = total = 0
            for fold in range(4):
                held = [i for i in range(len(train)) if i % 4 == fold]
                keep = np.ones(X.shape[0], bool)
                for i in held:
                    keep[rows_tr[i][0]:rows_tr[i][1]] = False
                model = fit_model(X[keep], y[keep], chain_stats)
                c, t = count_correct(model, X, [train[i] for i in held], [rows_tr[i] for i in held])
                correct, total = correct + c, total + t
            print(f"weight {w}: train 4-fold micro F1 {correct / total:.4f} ({time.time() - t0:.0f}s)", flush=True)
        else:
            model = fit_model(X, y, chain_stats)
            c, t = count_correct(model, with_vectors(Xh_dev, vec_dev, w), dev, row_ranges(dev))
            print(f"weight {w}: dev micro F1 {c / t:.4f} ({c} of {t} sentences; {time.time() - t0:.0f}s)", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
