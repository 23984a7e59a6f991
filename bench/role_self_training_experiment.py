"""Experiment (issue #17, round 6): self-training the sentence-role model on unlabelled venue abstracts.

A seeded sample of venue abstracts (../shared/data/venues/*.jsonl.gz, leaving out every id of the venue
dev gold and of the helper gold sets) is split into sentences by the base pipeline's parser
(`kg.train.data.load_base()`, the abstract text alone) and labelled by a role model with the chain
decode; the marginals are the confidences. Silver sentences are added to the CSAbstruct train examples
with sample weight W, either

  - mode "abstract": every sentence of each abstract whose sentences all reach confidence T, or
  - mode "sentence": each sentence that reaches T on its own (its features, neighbours' words
    included, are computed on the whole abstract as at inference),

and the same logistic regression (C of `kg train roles`) is refitted; the chain statistics
(transitions, start, prior) stay those counted on gold train. Prints CSAbstruct dev micro F1 per
setting (labeller: the shipped model), or with --cv the micro F1 of 4 folds over the train
abstracts; in each fold the silver labels come from a model fitted on that fold's train part, so the
held-out abstracts never reach the labeller.

    .venv/bin/python bench/role_self_training_experiment.py --n 2000 5000 --t 0.9 0.95 --w 0.3 1.0
    .venv/bin/python bench/role_self_training_experiment.py --cv --n 5000 --t 0.95 --w 0.3
    (N=0 is the baseline, no silver)

The parsed sample is cached under build/ (the parse is the slow part).
"""
from __future__ import annotations

import argparse
import gzip
import json
import pickle
import random
import sys
import time
from pathlib import Path

import numpy as np
import scipy.sparse as sp

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

from role_vectors_experiment import count_correct, row_ranges  # noqa: E402

EXCLUDE_FILES: list[Path] = []  # more JSON Lines inputs whose ids are left out of the sample (--exclude)


def excluded_ids(data: Path) -> set[str]:
    files = [data / "venue_gold" / "venue_dev_input.jsonl", *EXCLUDE_FILES]
    ids = set()
    for f in files:
        if f.exists():
            with open(f, encoding="utf-8") as fh:
                ids.update(json.loads(line)["id"] for line in fh if line.strip())
    return ids


def sample_venue(data: Path, n: int, seed: int) -> tuple[list[dict], int]:
    """n venue records drawn with the seed (files read in sorted order), leaving out the gold ids; and
    how many ids were left out."""
    skip = excluded_ids(data)
    recs = []
    for f in sorted((data / "venues").glob("*.jsonl.gz")):
        with gzip.open(f, "rt", encoding="utf-8") as fh:
            for line in fh:
                r = json.loads(line)
                if r.get("id") not in skip and (r.get("abstract") or "").strip():
                    recs.append({"id": r["id"], "abstract": r["abstract"]})
    random.Random(seed).shuffle(recs)
    return recs[:n], len(skip)


def tokenize_venue(nlp, recs, batch_size: int = 64):
    """(words, syntax) per sentence of each abstract, the parser's sentences, as `kg train roles` makes
    them for CSAbstruct."""
    from kg.extract.trained.features import sentence_syntax

    out = []
    for doc in nlp.pipe((" ".join(r["abstract"].split()) for r in recs), batch_size=batch_size):
        sents = [s for s in doc.sents if any(not t.is_space for t in s)]
        out.append(([[t.lower_ for t in s if not t.is_space] for s in sents], [sentence_syntax(s) for s in sents]))
    return out


def label(model, X, counts):
    """Chain-decoded label ids and their marginals, per abstract (rows of X in order)."""
    from kg.extract.trained.chain import chain_decode

    ex = model.extra
    P = model.proba(X.astype(np.float32))
    labs, confs, start = [], [], 0
    for n in counts:
        emis = np.log(np.clip(P[start:start + n], 1e-9, 1.0)) - float(ex["prior_weight"]) * np.log(ex["prior"].astype(np.float64))
        idx, marg = chain_decode(emis, np.log(ex["trans"]), np.log(ex["start"]))
        labs.append(idx)
        confs.append(marg[np.arange(n), idx])
        start += n
    return labs, confs


def select(labs, confs, counts, n_abstracts: int, t: float, mode: str):
    """Row indices (into the silver matrix) and labels of the kept silver sentences of the first
    n_abstracts abstracts."""
    rows, ys, start = [], [], 0
    for k, n in enumerate(counts):
        if k >= n_abstracts:
            break
        if mode == "abstract":
            keep = np.arange(n) if n and confs[k].min() >= t else np.arange(0)
        else:
            keep = np.flatnonzero(confs[k] >= t)
        rows.extend(start + keep)
        ys.extend(labs[k][keep])
        start += n
    return np.asarray(rows, dtype=int), np.asarray(ys, dtype=int)


def fit_weighted(X, y, sw, chain_stats: dict):
    from sklearn.linear_model import LogisticRegression

    from kg.extract.trained.labels import ROLE_LABELS
    from kg.extract.trained.linear import LinearModel
    from kg.train.data import linear_weights
    from kg.train.roles import DEFAULTS

    clf = LogisticRegression(C=DEFAULTS["C"], max_iter=DEFAULTS["max_iter"], random_state=0).fit(X, y, sample_weight=sw)
    W, b = linear_weights(clf, len(ROLE_LABELS), X.shape[1])
    return LinearModel(W, b, ROLE_LABELS, extra=chain_stats)


def with_silver(X_gold, y_gold, Xs, rows, ys, w):
    X = sp.vstack([X_gold, Xs[rows]]).tocsr()
    y = np.concatenate([y_gold, ys])
    sw = np.concatenate([np.ones(len(y_gold)), np.full(len(ys), w)])
    return X, y, sw


def main() -> int:
    from kg.eval.corpora import default_data_dir, read_csabstruct
    from kg.extract.trained.features import ROLE_HASH_BITS, hash_features
    from kg.extract.trained.labels import ROLE_LABELS
    from kg.extract.trained.linear import LinearModel
    from kg.extract.trained.shipped import ROLE_FILE
    from kg.train import roles
    from kg.train.data import load_base

    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--n", nargs="+", type=int, default=[2000, 5000], help="venue abstracts (0: no silver)")
    ap.add_argument("--t", nargs="+", type=float, default=[0.9, 0.95], help="confidence thresholds")
    ap.add_argument("--w", nargs="+", type=float, default=[0.3, 1.0], help="silver sample weights")
    ap.add_argument("--mode", choices=["abstract", "sentence"], default="abstract")
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--cv", action="store_true", help="4 folds over the train abstracts instead of dev")
    ap.add_argument("--exclude", nargs="*", type=Path, default=[],
                    help="JSON Lines inputs (e.g. other annotated sets) whose ids stay out of the sample")
    args = ap.parse_args()
    EXCLUDE_FILES.extend(args.exclude)
    t0 = time.time()
    data = default_data_dir()
    train = read_csabstruct(data / "csabstruct" / "train.jsonl")
    dev = read_csabstruct(data / "csabstruct" / "dev.jsonl")
    n_max = max(args.n)
    cache = ROOT / "build" / f"role_st_cache_{n_max}_{args.seed}.pkl"
    if cache.exists():
        with open(cache, "rb") as fh:
            tok_tr, tok_dev, tok_v, n_skip = pickle.load(fh)
        print(f"read the parsed sample from {cache} ({time.time() - t0:.0f}s)", flush=True)
    else:
        nlp = load_base()
        tok_tr = roles.tokenize_abstracts(nlp, train)
        tok_dev = roles.tokenize_abstracts(nlp, dev)
        print(f"parsed CSAbstruct train and dev ({time.time() - t0:.0f}s)", flush=True)
        recs, n_skip = sample_venue(data, n_max, args.seed)
        t1 = time.time()
        tok_v = tokenize_venue(nlp, recs)
        print(f"parsed {len(recs)} venue abstracts in {time.time() - t1:.0f}s", flush=True)
        cache.parent.mkdir(exist_ok=True)
        with open(cache, "wb") as fh:
            pickle.dump((tok_tr, tok_dev, tok_v, n_skip), fh)
    counts = [len(s) for s, _ in tok_v]
    print(f"venue sample: {len(tok_v)} abstracts, {sum(counts)} sentences ({n_skip} gold ids left out of the pool)", flush=True)
    Xg = hash_features(roles.featurize(tok_tr), ROLE_HASH_BITS, dtype=np.float64)
    Xd = hash_features(roles.featurize(tok_dev), ROLE_HASH_BITS, dtype=np.float64)
    Xs = hash_features(roles.featurize(tok_v), ROLE_HASH_BITS, dtype=np.float64)
    index = {lab: i for i, lab in enumerate(ROLE_LABELS)}
    yg = np.array([index[lab] for a in train for lab in a.labels])
    chain_stats = roles.fit(tok_tr, train, dict(roles.DEFAULTS), 0).extra if args.cv else None
    settings = [(n, t, w) for n in args.n for t in (args.t if n else [0]) for w in (args.w if n else [0])]

    def report(n, t, w, kept_rows, correct, total):
        what = f"N={n} T={t} w={w} mode={args.mode}" if n else "baseline (no silver)"
        print(f"{what}: silver sentences {kept_rows}; {'train 4-fold' if args.cv else 'dev'} micro F1 "
              f"{correct / total:.4f} ({correct} of {total}; {time.time() - t0:.0f}s)", flush=True)

    if not args.cv:
        shipped = LinearModel.load(ROLE_FILE)
        labs, confs = label(shipped, Xs, counts)
        for n, t, w in settings:
            t1 = time.time()
            rows, ys = select(labs, confs, counts, n, t, args.mode) if n else (np.arange(0), np.arange(0))
            X, y, sw = with_silver(Xg, yg, Xs, rows, ys, w)
            model = fit_weighted(X, y, sw, shipped.extra)
            c, tot = count_correct(model, Xd, dev, row_ranges(dev))
            dist = np.bincount(ys, minlength=len(ROLE_LABELS)) if len(ys) else np.zeros(len(ROLE_LABELS), int)
            report(n, t, w, f"{len(ys)} ({dict(zip(ROLE_LABELS, dist.tolist()))}; fit {time.time() - t1:.0f}s)", c, tot)
        return 0
    rows_tr = row_ranges(train)
    tot_c = {s: 0 for s in settings}
    tot_n = {s: 0 for s in settings}
    kept = {s: 0 for s in settings}
    for fold in range(4):
        held = [i for i in range(len(train)) if i % 4 == fold]
        keep = np.ones(Xg.shape[0], bool)
        for i in held:
            keep[rows_tr[i][0]:rows_tr[i][1]] = False
        part = [train[i] for i in range(len(train)) if i % 4 != fold]
        tok_part = [tok_tr[i] for i in range(len(train)) if i % 4 != fold]
        labeller = roles.fit(tok_part, part, dict(roles.DEFAULTS), 0)  # fold labeller, its own chain counts
        labs, confs = label(labeller, Xs, counts) if any(n for n, _, _ in settings) else (None, None)
        for s in settings:
            n, t, w = s
            rows, ys = select(labs, confs, counts, n, t, args.mode) if n else (np.arange(0), np.arange(0))
            X, y, sw = with_silver(Xg[keep], yg[keep], Xs, rows, ys, w)
            model = fit_weighted(X, y, sw, chain_stats)
            c, tot = count_correct(model, Xg, [train[i] for i in held], [rows_tr[i] for i in held])
            tot_c[s] += c
            tot_n[s] += tot
            kept[s] += len(ys)
        print(f"fold {fold} done ({time.time() - t0:.0f}s)", flush=True)
    for s in settings:
        report(*s, f"{kept[s] / 4:.0f} per fold", tot_c[s], tot_n[s])
    return 0


if __name__ == "__main__":
    sys.exit(main())
