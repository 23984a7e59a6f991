"""Feature functions of the linear models, shared by training (kg/train) and inference: entity pairs
(relations), candidate spans (span types) and sentences (roles), hashed into sparse rows."""
from __future__ import annotations

from typing import Iterable, List, Sequence

import numpy as np
from spacy.tokens import Doc, Span

REL_HASH_BITS = 18
ROLE_HASH_BITS = 18
SPAN_HASH_BITS = 18


def _span_head(span: Span):
    """Syntactic head of a span (the token whose head lies outside), else its last token."""
    for tok in span:
        if tok.head.i < span.start or tok.head.i >= span.end or tok.head.i == tok.i:
            return tok
    return span[-1]


def _dep_path(a, b, max_len: int = 6) -> str:
    """Dependency path a -> lowest common ancestor -> b as a string of labels ('' if too long)."""
    anc_a = [a] + list(a.ancestors)
    idx_a = {t.i: k for k, t in enumerate(anc_a)}
    up_b = [b]
    for t in b.ancestors:
        if up_b[-1].i in idx_a:
            break
        up_b.append(t)
    if up_b[-1].i not in idx_a:
        return ""
    k = idx_a[up_b[-1].i]
    if k + len(up_b) - 1 > max_len:
        return "LONG"
    left = [t.dep_ for t in anc_a[:k]]
    right = [t.dep_ for t in up_b[:-1]]
    return "^".join(left) + "|" + "v".join(reversed(right))


def pair_features(doc: Doc, first: Span, second: Span, l1: str, l2: str) -> List[str]:
    """Features of an unordered entity pair (first precedes second in the text)."""
    f: List[str] = []
    types = f"{l1}|{l2}"
    f.append("T=" + types)
    h1, h2 = _span_head(first), _span_head(second)
    w1 = " ".join(t.lower_ for t in first)
    w2 = " ".join(t.lower_ for t in second)
    f += ["W1=" + w1, "W2=" + w2, "H1=" + h1.lemma_.lower(), "H2=" + h2.lemma_.lower()]
    f += ["H1T=" + h1.lemma_.lower() + "|" + l1, "H2T=" + h2.lemma_.lower() + "|" + l2]
    f.append("HH=" + h1.lemma_.lower() + "|" + h2.lemma_.lower())
    between = list(doc[first.end:second.start])  # a list: iterating a Span makes every Token anew
    dist = len(between)
    db = str(dist) if dist < 5 else ("5-9" if dist < 10 else ("10-19" if dist < 20 else "20+"))
    f += ["D=" + db, "DT=" + db + "|" + types]
    if dist == 0:
        f.append("ADJ")
    words = [t.lower_ for t in between]
    lemmas = [t.lemma_.lower() for t in between]
    for w in set(lemmas):
        f.append("B=" + w)
    if dist <= 4:
        f.append("BS=" + " ".join(words))
        f.append("BST=" + " ".join(words) + "|" + types)
    if words:
        f += ["BF=" + words[0], "BL=" + words[-1], "BFT=" + words[0] + "|" + types]
    for a, b in zip(lemmas, lemmas[1:]):
        f.append("BB=" + a + "_" + b)
    if any(t.lower_ in ("and", "or", ",") for t in between) and dist <= 3:
        f.append("CONJ_NEAR")
    before = doc[first.start - 1].lower_ if first.start > 0 else "<s>"
    after = doc[second.end].lower_ if second.end < len(doc) else "</s>"
    f += ["PRE=" + before, "POST=" + after]
    f.append("FA=" + (doc[first.end].lower_ if first.end < len(doc) else "</s>"))
    f.append("SB=" + (doc[second.start - 1].lower_ if second.start > 0 else "<s>"))
    path = _dep_path(h1, h2)
    f += ["P=" + path, "PT=" + path + "|" + types]
    f.append("R1=" + h1.dep_ + "|R2=" + h2.dep_)
    verbs = [t.lemma_.lower() for t in between if t.pos_ in ("VERB", "AUX")]
    for v in verbs:
        f.append("V=" + v)
        f.append("VT=" + v + "|" + types)
    return f


def noun_chunk_spans(doc: Doc) -> set:
    """(start, end) of the parser's noun chunks without leading determiners and pronouns."""
    out = set()
    for nc in doc.noun_chunks:
        start, end = nc.start, nc.end
        while start < end and doc[start].pos_ in ("DET", "PRON"):
            start += 1
        if start < end:
            out.add((start, end))
    return out


def span_features(doc: Doc, start: int, end: int) -> List[str]:
    """Features of a candidate entity span for the span-type classifier: its words and head, the head's
    syntactic role and governing verb, and the words around it."""
    span = doc[start:end]
    head = _span_head(span)
    toks = list(span)
    words = [t.lower_ for t in toks]
    f = ["w=" + w for w in words] + ["l=" + t.lemma_.lower() for t in toks]
    f += ["first=" + words[0], "last=" + words[-1], "all=" + " ".join(words), f"len={min(end - start, 6)}",
          "hl=" + head.lemma_.lower(), "hsuf3=" + head.lower_[-3:], "hsuf4=" + head.lower_[-4:], "hshape=" + head.shape_,
          "htag=" + head.tag_, "hdep=" + head.dep_, "hhead=" + head.head.lemma_.lower(),
          "hdephead=" + head.dep_ + "|" + head.head.lemma_.lower()]
    if any(t.is_upper and len(t) > 1 for t in toks):
        f.append("ACRONYM")
    for k in (1, 2):
        f.append(f"b{k}=" + (doc[start - k].lower_ if start - k >= 0 else "<s>"))
        f.append(f"a{k}=" + (doc[end + k - 1].lower_ if end + k - 1 < len(doc) else "</s>"))
    f.append("b12=" + " ".join(t.lower_ for t in doc[max(0, start - 2):start]))
    verb = next((t for t in head.ancestors if t.pos_ == "VERB"), None)
    if verb is not None:
        f += ["gov=" + verb.lemma_.lower(), "govdep=" + verb.lemma_.lower() + "|" + head.dep_]
    return f


def sentence_syntax(sent: Span) -> List[str]:
    """Syntactic features of a parsed sentence: root verb, its tense and subject, tag n-grams."""
    f: List[str] = []
    toks = [t for t in sent if not t.is_space]
    if not toks or not sent.doc.has_annotation("TAG"):
        return f
    tags = [t.tag_ for t in toks]
    for a, b in zip(tags, tags[1:]):
        f.append("tt=" + a + "_" + b)
    for t in toks:
        f.append("l=" + t.lemma_.lower())
        if t.tag_ in ("VBD", "VBZ", "VBP", "MD", "VBN"):
            f.append("vt=" + t.tag_)
    if sent.doc.has_annotation("DEP"):
        root = sent.root
        f += ["root=" + root.lemma_.lower(), "roottag=" + root.tag_, "rootlt=" + root.lemma_.lower() + "|" + root.tag_]
        for c in root.children:
            if c.dep_ in ("nsubj", "nsubjpass"):
                f.append("subj=" + c.lower_ + "|" + c.dep_)
                f.append("subjroot=" + c.lower_ + "|" + root.lemma_.lower())
            elif c.dep_ in ("aux", "auxpass"):
                f.append("aux=" + c.lower_)
            elif c.dep_ == "dobj":
                f.append("dobj=" + c.lemma_.lower())
    return f


def sentence_features(words: Sequence[str], prev: Sequence[str] | None, nxt: Sequence[str] | None,
                      index: int, n_sents: int, extra: Sequence[str] = ()) -> List[str]:
    """Features of one sentence given its lower-cased words, its neighbours' and its position."""
    f: List[str] = list(extra)
    ws = [w for w in words if w.strip()]
    for w in ws:
        f.append("w=" + w)
    for a, b in zip(ws, ws[1:]):
        f.append("b=" + a + "_" + b)
    for a, b, c in zip(ws, ws[1:], ws[2:]):
        f.append("t=" + a + "_" + b + "_" + c)
    for k, w in enumerate(ws[:4]):
        f.append(f"f{k}=" + w)
    f.append("f01=" + "_".join(ws[:2]))
    rel = index / max(n_sents - 1, 1)
    f.append(f"pos={int(rel * 10)}")
    f.append(f"idx={min(index, 8)}")
    f.append(f"ridx={min(n_sents - 1 - index, 8)}")
    if index == 0:
        f.append("FIRST")
    if index == n_sents - 1:
        f.append("LAST")
    f.append(f"len={min(len(ws) // 5, 10)}")
    if any(any(ch.isdigit() for ch in w) for w in ws):
        f.append("HASNUM")
    if "%" in ws:
        f.append("HASPCT")
    for tag, other in (("p", prev), ("n", nxt)):
        if other is None:
            f.append(tag + "=NONE")
            continue
        ows = [w for w in other if w.strip()]
        for w in set(ows):
            f.append(tag + "w=" + w)
        for k, w in enumerate(ows[:2]):
            f.append(f"{tag}f{k}=" + w)
    return f


def hash_features(feature_lists: Iterable[List[str]], bits: int, dtype=np.float32):
    """Sparse CSR matrix of binary hashed features, rows L2-normalised.

    The matrix sklearn's FeatureHasher(input_type="string", alternate_sign=False) makes, which the models were
    fit on (tests/test_models.py compares the two): a feature's bucket is the absolute value of its signed
    MurmurHash3 (FeatureHasher's seed; the `murmurhash` package spaCy already loads computes the same hash) modulo the
    width, one stored entry per distinct bucket, buckets sorted. Made here, as importing sklearn's
    feature_extraction cost each worker process most of a second of CPU, which a bare spaCy pipe does not pay.

    float32 at inference, like the weights: with float64 rows scipy upcast the whole 2^18-row weight
    matrix on every call. Training asks for float64, which the shipped models were fit on."""
    from murmurhash import hash as murmur3
    from scipy.sparse import csr_matrix

    width = 2 ** bits
    indices: list[int] = []
    indptr = [0]
    for features in feature_lists:
        indices += sorted({abs(murmur3(f, 0)) % width for f in features})
        indptr.append(len(indices))
    if len(indptr) == 1:
        raise ValueError("Cannot vectorize empty sequence.")  # as FeatureHasher.transform
    counts = np.diff(indptr)
    data = np.repeat((1.0 / np.sqrt(np.maximum(counts, 1))).astype(dtype), counts)
    return csr_matrix((data, np.asarray(indices, dtype=np.int32), np.asarray(indptr, dtype=np.int32)),
                      shape=(len(indptr) - 1, width), dtype=dtype)
