"""Train the sentence-role model (hashed-feature logistic regression + linear-chain decode) on CSAbstruct."""
from __future__ import annotations

import time
from pathlib import Path
from typing import Callable

import numpy as np

from kg.eval.corpora import read_csabstruct
from kg.train.data import linear_weights, read_if_present, settings

DEFAULTS = {"C": 4.0, "prior_weight": 0.5, "smoothing": 1.0, "max_iter": 300}


def tokenize_abstracts(nlp, abstracts, batch_size: int = 64):
    """Per abstract, (words, syntax features) of each sentence: the abstract is run through nlp
    with the given sentence boundaries, as the component sees it at inference."""
    from kg.eval.corpora import abstract_doc
    from kg.extract.trained.features import sentence_syntax

    docs = (abstract_doc(nlp, a.sentences) for a in abstracts)
    out = []
    for doc in nlp.pipe(docs, batch_size=batch_size):
        sents = list(doc.sents)
        out.append(([[t.lower_ for t in s if not t.is_space] for s in sents], [sentence_syntax(s) for s in sents]))
    return out


def featurize(tok_abstracts) -> list:
    from kg.extract.trained.features import sentence_features

    feats = []
    for sents, extras in tok_abstracts:
        n = len(sents)
        for i in range(n):
            feats.append(sentence_features(sents[i], sents[i - 1] if i else None, sents[i + 1] if i + 1 < n else None,
                                           i, n, extras[i]))
    return feats


def fit(tok_abstracts, abstracts, hp: dict, seed: int = 0):
    from sklearn.linear_model import LogisticRegression

    from kg.extract.trained.features import ROLE_HASH_BITS, hash_features
    from kg.extract.trained.labels import ROLE_LABELS
    from kg.extract.trained.linear import LinearModel

    labels = list(ROLE_LABELS)
    index = {lab: i for i, lab in enumerate(labels)}
    X = hash_features(featurize(tok_abstracts), ROLE_HASH_BITS, dtype=np.float64)
    y = np.array([index[lab] for a in abstracts for lab in a.labels])
    clf = LogisticRegression(C=hp["C"], max_iter=hp["max_iter"], random_state=seed)
    clf.fit(X, y)
    W, b = linear_weights(clf, len(labels), X.shape[1])
    k = len(labels)
    trans = np.full((k, k), hp["smoothing"])
    start = np.full(k, hp["smoothing"])
    prior = np.full(k, hp["smoothing"])
    for a in abstracts:
        ids = [index[lab] for lab in a.labels]
        if ids:
            start[ids[0]] += 1
        for u, v in zip(ids, ids[1:]):
            trans[u, v] += 1
        for u in ids:
            prior[u] += 1
    trans /= trans.sum(axis=1, keepdims=True)
    start /= start.sum()
    prior /= prior.sum()
    return LinearModel(W, b, labels, extra={"trans": trans, "start": start, "prior": prior,
                                             "prior_weight": np.float64(hp["prior_weight"])})


def evaluate(model, tok_abstracts, abstracts, use_chain: bool = True) -> dict:
    from kg.eval.metrics import SetScorer
    from kg.extract.trained.labels import ROLE_LABELS
    from kg.extract.trained.roles import role_predict

    sc = SetScorer()
    correct = total = 0
    for sents, a in zip(tok_abstracts, abstracts):
        pred, _ = role_predict(model, sents[0], use_chain, sents[1])
        sc.add([(a.abstract_id, i, lab) for i, lab in enumerate(pred)], [(a.abstract_id, i, lab) for i, lab in enumerate(a.labels)])
        correct += sum(p == g for p, g in zip(pred, a.labels))
        total += len(a.labels)
    return {"micro_f1": round(correct / total if total else 0.0, 4), "per_label": sc.per_label(ROLE_LABELS)}


def train(data_dir: Path | None = None, out_file: Path | None = None, seed: int = 0,
          log: Callable[[str], None] = print, **overrides) -> dict:
    from kg.extract.trained import shipped
    from kg.train.data import load_base

    hp, data_dir, out_file = settings(DEFAULTS, overrides, data_dir, out_file, shipped.ROLE_FILE)
    t0 = time.time()
    train_abs = read_csabstruct(data_dir / "csabstruct" / "train.jsonl")
    dev_abs = read_if_present(data_dir / "csabstruct" / "dev.jsonl", read_csabstruct)
    nlp = load_base()
    tok_train = tokenize_abstracts(nlp, train_abs)
    log(f"featurised {len(train_abs)} train abstracts in {time.time() - t0:.1f}s")
    model = fit(tok_train, train_abs, hp, seed)
    model.save(out_file)
    wall = time.time() - t0
    log(f"saved {out_file} in {wall:.1f}s wall")
    result = {"wall_s": round(wall, 1), "hyperparameters": hp}
    if dev_abs:
        tok_dev = tokenize_abstracts(nlp, dev_abs)
        for chain in (False, True):
            r = evaluate(model, tok_dev, dev_abs, chain)
            log(f"dev micro F1 ({'chain' if chain else 'no chain'}): {r['micro_f1']:.4f}")
        result["dev_micro_f1"] = r["micro_f1"]
    return result


if __name__ == "__main__":
    import argparse

    ap = argparse.ArgumentParser()
    ap.add_argument("--out", type=Path)
    ap.add_argument("--C", type=float)
    ap.add_argument("--prior-weight", type=float)
    a = ap.parse_args()
    train(out_file=a.out, C=a.C, prior_weight=a.prior_weight)
