"""Experiments (issue #17, round 6): three more ways for the shipped linear models to read the floret vectors.

    .venv/bin/python bench/floret_features_experiment.py clusters 0 256 1024 256:n 1024:bn
    .venv/bin/python bench/floret_features_experiment.py hier --encoder lstm --width 64 --epochs 12
    .venv/bin/python bench/floret_features_experiment.py hier --encoder bag --width 128 --epochs 10
    .venv/bin/python bench/floret_features_experiment.py span-vectors 0 0.5 1 2

clusters: k-means (scikit-learn, seed 0) over the unit floret vectors of the 40,000 most frequent words
  of ../shared/data/venues (5 occurrences at least); each word of a sentence adds its nearest centroid
  as a hashed role feature ("c=ID"); spec suffixes add cluster bigrams (b), the first three clusters
  (f) and the neighbouring sentences' clusters (n). Same logistic regression and chain decode as `kg
  train roles`; prints CSAbstruct dev micro F1 (spec 0 is the shipped features).
hier: a hierarchical role model in thinc: frozen floret vectors of each word (+ the sentence's relative
  position, first, last) -> a token encoder (BiLSTM, or a ReLU layer for "bag") -> mean and max pooling
  -> a BiLSTM over the abstract's sentences -> softmax; Adam, batches of 8 abstracts, seed 0. Prints
  CSAbstruct dev accuracy (= micro F1) after each epoch.
span-vectors: the span-type model of `kg train span_types` with the span's unit mean vector and its
  head word's unit vector (times W) beside the hashed features; the shipped pipeline up to the NER runs
  once on SciERC dev, then this model and the relations; prints entity and relation F1.
"""
from __future__ import annotations

import argparse
import collections
import gzip
import json
import random
import re
import sys
import time
from pathlib import Path

import numpy as np
import scipy.sparse as sp

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))


def _unit_rows(V: np.ndarray) -> np.ndarray:
    return V / (np.linalg.norm(V, axis=1, keepdims=True) + 1e-9)


def _csabstruct(nlp):
    from kg.eval.corpora import default_data_dir, read_csabstruct
    from kg.train import roles

    data = default_data_dir()
    train = read_csabstruct(data / "csabstruct" / "train.jsonl")
    dev = read_csabstruct(data / "csabstruct" / "dev.jsonl")
    return train, dev, roles.tokenize_abstracts(nlp, train), roles.tokenize_abstracts(nlp, dev)


def _venue_words(limit: int = 40_000, min_count: int = 5) -> list[str]:
    from kg.eval.corpora import default_data_dir

    words = re.compile(r"[a-z0-9][a-z0-9\-']*|[^\sa-z0-9]")
    counts: collections.Counter = collections.Counter()
    for path in sorted((default_data_dir() / "venues").glob("*.jsonl.gz")):
        with gzip.open(path, "rt", encoding="utf-8") as f:
            for line in f:
                rec = json.loads(line)
                counts.update(words.findall(f"{rec.get('title') or ''} {rec.get('abstract') or ''}".lower()))
    return [w for w, c in counts.most_common(limit) if c >= min_count]


def clusters(specs: list[str]) -> None:
    from sklearn.cluster import MiniBatchKMeans
    from role_vectors_experiment import count_correct, fit_model, row_ranges

    from kg.extract.trained.features import ROLE_HASH_BITS, hash_features
    from kg.extract.trained.labels import ROLE_LABELS
    from kg.extract.vectors import load_vectors
    from kg.train import roles
    from kg.train.data import load_base

    t0 = time.time()
    table = load_vectors()
    train, dev, tok_tr, tok_dev = _csabstruct(load_base())
    vocab = sorted({w for tok in (tok_tr, tok_dev) for sents, _ in tok for s in sents for w in s})
    V = _unit_rows(np.asarray(table.get_batch(vocab), dtype=np.float32))
    corpus_V = _unit_rows(np.asarray(table.get_batch(_venue_words()), dtype=np.float32))
    index = {lab: i for i, lab in enumerate(ROLE_LABELS)}
    y = np.array([index[lab] for a in train for lab in a.labels])
    chain_stats = roles.fit(tok_tr, train, dict(roles.DEFAULTS), 0).extra

    def featurize(tok, cluster_of, mode):
        base, out, k = roles.featurize(tok), [], 0
        for sents, _ in tok:
            cs = [[cluster_of[w] for w in s if w.strip()] for s in sents]
            for i in range(len(sents)):
                f = base[k] + [f"c={c}" for c in cs[i]]
                k += 1
                if "b" in mode:
                    f += [f"cb={a}_{b}" for a, b in zip(cs[i], cs[i][1:])]
                if "f" in mode:
                    f += [f"cf{j}={c}" for j, c in enumerate(cs[i][:3])]
                if "n" in mode:
                    f += [f"pc={c}" for c in set(cs[i - 1])] if i else []
                    f += [f"nc={c}" for c in set(cs[i + 1])] if i + 1 < len(sents) else []
                out.append(f)
        return out

    for spec in specs:
        k, _, mode = spec.partition(":")
        if int(k):
            km = MiniBatchKMeans(n_clusters=int(k), random_state=0, batch_size=4096, n_init=3).fit(corpus_V)
            cluster_of = dict(zip(vocab, (V @ _unit_rows(km.cluster_centers_).T).argmax(1).tolist()))
            Xtr = hash_features(featurize(tok_tr, cluster_of, mode), ROLE_HASH_BITS, dtype=np.float64)
            Xdev = hash_features(featurize(tok_dev, cluster_of, mode), ROLE_HASH_BITS, dtype=np.float64)
        else:
            Xtr = hash_features(roles.featurize(tok_tr), ROLE_HASH_BITS, dtype=np.float64)
            Xdev = hash_features(roles.featurize(tok_dev), ROLE_HASH_BITS, dtype=np.float64)
        c, t = count_correct(fit_model(Xtr, y, chain_stats), Xdev, dev, row_ranges(dev))
        print(f"{spec}: CSAbstruct dev micro F1 {c / t:.4f} ({time.time() - t0:.0f}s)", flush=True)


def hier(args) -> None:
    from thinc.api import (LSTM, Adam, Dropout, Model, Relu, Softmax, chain, concatenate, fix_random_seed,
                           list2ragged, reduce_max, reduce_mean, with_array, with_padded)

    from kg.extract.trained.labels import ROLE_LABELS
    from kg.extract.vectors import load_vectors
    from kg.train.data import load_base

    fix_random_seed(0)
    table = load_vectors()
    train, dev, tok_tr, tok_dev = _csabstruct(load_base())
    vocab = sorted({w for tok in (tok_tr, tok_dev) for sents, _ in tok for s in sents for w in s})
    V = np.asarray(table.get_batch(vocab), dtype=np.float32)
    row = {w: i for i, w in enumerate(vocab)}
    onehot = np.eye(len(ROLE_LABELS), dtype="f")

    def inputs(tok, abstracts):
        X, Y = [], []
        for (sents, _), a in zip(tok, abstracts):
            n, arrs = len(sents), []
            for i, s in enumerate(sents):
                ws = [w for w in s if w.strip()] or ["."]
                pos = np.tile(np.array([i / max(n - 1, 1), i == 0, i == n - 1], dtype="f"), (len(ws), 1))
                arrs.append(np.hstack([V[[row[w] for w in ws]], pos]))
            X.append(arrs)
            Y.append(onehot[[ROLE_LABELS.index(lab) for lab in a.labels]])
        return X, Y

    Xtr, Ytr = inputs(tok_tr, train)
    Xdev, Ydev = inputs(tok_dev, dev)
    w, n_in = args.width, Xtr[0][0].shape[1]
    encoder = with_padded(LSTM(w, n_in, bi=True)) if args.encoder == "lstm" else with_array(Relu(w, n_in))
    tokens = chain(encoder, list2ragged(), concatenate(reduce_mean(), reduce_max()))
    sentences = chain(with_array(Dropout(args.dropout)), with_padded(LSTM(w, 2 * w, bi=True)),
                      with_array(chain(Dropout(args.dropout), Softmax(len(ROLE_LABELS), w))))

    def forward(model, abstracts, is_train):
        H, back_tokens = tokens([s for a in abstracts for s in a], is_train)
        Y, back_sentences = sentences(np.split(H, np.cumsum([len(a) for a in abstracts])[:-1]), is_train)
        return Y, lambda dY: back_tokens(np.vstack(back_sentences(dY)))

    model = Model("roles_hier", forward, layers=[tokens, sentences])
    tokens.initialize(X=Xtr[0])
    sentences.initialize(X=[np.zeros((3, 2 * w), "f")], Y=[Ytr[0][:3]])
    opt, order, rnd = Adam(args.lr), list(range(len(Xtr))), random.Random(0)
    t0 = time.time()
    for epoch in range(args.epochs):
        rnd.shuffle(order)
        for b in range(0, len(order), 8):
            Y, backprop = model.begin_update([Xtr[i] for i in order[b:b + 8]])
            backprop([y - Ytr[i] for y, i in zip(Y, order[b:b + 8])])
            model.finish_update(opt)
        correct = sum(int((y.argmax(1) == g.argmax(1)).sum())
                      for b in range(0, len(Xdev), 32) for y, g in zip(model.predict(Xdev[b:b + 32]), Ydev[b:b + 32]))
        print(f"epoch {epoch}: CSAbstruct dev micro F1 {correct / sum(len(g) for g in Ydev):.4f} ({time.time() - t0:.0f}s)",
              flush=True)


def span_vectors(weights: list[float]) -> None:
    from sklearn.linear_model import LogisticRegression
    from spacy.tokens import Span

    from kg.eval.corpora import default_data_dir, read_scierc, scierc_spacy_docs
    from kg.eval.scierc import evaluate_docs
    from kg.extract.pipeline import build_nlp
    from kg.extract.trained.features import SPAN_HASH_BITS, hash_features, noun_chunk_spans, span_features
    from kg.extract.trained.labels import SPAN_CLASSES
    from kg.extract.trained.linear import LinearModel
    from kg.extract.vectors import load_vectors
    from kg.train.data import linear_weights, load_base

    table = load_vectors()

    def dense(doc, bounds):
        rows = []
        for s, e in bounds:
            span = doc[s:e]
            words = [t.text for t in span if not t.is_punct] or [span.root.text]
            head = np.asarray(table.get_batch([span.root.text]))[0]
            rows.append(np.concatenate([np.asarray(table.get_batch(words)).mean(0), head]))
        R = np.array(rows, dtype=np.float64).reshape(len(rows), -1)
        half = R.shape[1] // 2
        return np.hstack([_unit_rows(R[:, :half]), _unit_rows(R[:, half:])]) if len(rows) else R

    data = default_data_dir()
    train, dev = read_scierc(data / "scierc" / "train.json"), read_scierc(data / "scierc" / "dev.json")
    feats, labels, D = [], [], []
    for doc, rec in zip(scierc_spacy_docs(load_base(), train), train):
        gold = {(s, e) for s, e, _ in rec.ents}
        bounds = [(s, e) for s, e, _ in rec.ents] + sorted(noun_chunk_spans(doc) - gold)
        labels += [lab for _, _, lab in rec.ents] + ["NONE"] * (len(bounds) - len(rec.ents))
        feats += [span_features(doc, s, e) for s, e in bounds]
        D.append(dense(doc, bounds))
    Xh, D = hash_features(feats, SPAN_HASH_BITS, dtype=np.float64), np.vstack(D)
    classes = list(SPAN_CLASSES)
    y = np.array([classes.index(c) for c in labels])
    nlp = build_nlp()
    names = nlp.pipe_names
    with nlp.select_pipes(enable=names[: names.index("kg_scierc_span_types")]):
        docs = scierc_spacy_docs(nlp, dev)
    ner = [[(s.start, s.end, s.label_, s._.confidence, s._.extractor) for s in d.spans.get("scierc", [])] for d in docs]
    types, relations = nlp.get_pipe("kg_scierc_span_types"), nlp.get_pipe("kg_scierc_relations")
    for w in weights:
        X = sp.hstack([Xh, sp.csr_matrix(D * w)]).tocsr() if w else Xh
        clf = LogisticRegression(C=16.0, max_iter=2000, random_state=0).fit(X, y)
        model = LinearModel(*linear_weights(clf, len(classes), X.shape[1]), classes)

        def proba(doc, bounds, w=w, model=model):
            Xs = hash_features([span_features(doc, s, e) for s, e in bounds], SPAN_HASH_BITS)
            return model.proba(sp.hstack([Xs, sp.csr_matrix((dense(doc, bounds) * w).astype(np.float32))]).tocsr() if w else Xs)

        types.model, types._proba = model, proba
        for doc, spans in zip(docs, ner):
            doc.spans["scierc"] = [_span(Span, doc, *s) for s in spans]
            relations(types(doc))
        scores = evaluate_docs(docs, dev)
        print(f"weight {w}: SciERC dev entities F1 {scores['entities']['f1']:.4f}, relations F1 {scores['relations']['f1']:.4f}",
              flush=True)


def _span(Span, doc, start, end, label, confidence, extractor):
    span = Span(doc, start, end, label=label)
    span._.confidence, span._.extractor = confidence, extractor
    return span


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sub = ap.add_subparsers(dest="what", required=True)
    sub.add_parser("clusters").add_argument("specs", nargs="+")
    h = sub.add_parser("hier")
    h.add_argument("--encoder", choices=("lstm", "bag"), default="lstm")
    h.add_argument("--width", type=int, default=64)
    h.add_argument("--epochs", type=int, default=12)
    h.add_argument("--dropout", type=float, default=0.3)
    h.add_argument("--lr", type=float, default=1e-3)
    sub.add_parser("span-vectors").add_argument("weights", nargs="+", type=float)
    args = ap.parse_args()
    if args.what == "clusters":
        clusters(args.specs)
    elif args.what == "hier":
        hier(args)
    else:
        span_vectors(args.weights)
    return 0


if __name__ == "__main__":
    sys.exit(main())
