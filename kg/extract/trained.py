"""Trained extraction components: SciERC entities, SciERC relations, sentence roles.

Three spaCy components, meant to run after en_core_web_sm's tagger/parser/lemmatizer (with its own
"ner" excluded):

  kg_scierc_entities   a transition-based NER (spaCy's architecture) over its own hash embeddings of
                       NORM/PREFIX/SUFFIX/SHAPE/TAG/DEP, concatenated with the doc.tensor that
                       en_core_web_sm's tok2vec leaves behind; writes doc.spans["scierc"] with
                       span._.confidence (beam marginal probability).
  kg_scierc_relations  a multinomial logistic regression over hashed pair features (argument
                       types and words, words between, distance, dependency path), one decision per
                       unordered pair within a sentence; writes doc._.scierc_relations.
  kg_sentence_roles    a logistic regression over hashed sentence features (n-grams, position,
                       neighbouring sentences) with a linear-chain (forward-backward) decode over
                       the abstract; sets sent._.role and sent._.role_confidence.

Model files live in kg/models/ and are produced by `kg train entities|relations|roles`.
"""
from __future__ import annotations

import json
from pathlib import Path
from typing import Callable, Iterable, Iterator, List, Sequence

import numpy as np
import spacy
from spacy.language import Language
from spacy.tokens import Doc, Span
from thinc.api import Model, chain, concatenate, with_array, Maxout, Dropout
from thinc.types import Floats2d

from kg.extract import extensions

MODELS_DIR = Path(__file__).resolve().parents[1] / "models"
NER_DIR = MODELS_DIR / "scierc_ner"
REL_FILE = MODELS_DIR / "scierc_relations.npz"
ROLE_FILE = MODELS_DIR / "sentence_roles.npz"
SPAN_FILE = MODELS_DIR / "scierc_span_types.npz"

ENTITY_LABELS = ("Task", "Method", "Metric", "Material", "OtherScientificTerm", "Generic")
RELATION_LABELS = ("USED-FOR", "EVALUATE-FOR", "COMPARE", "CONJUNCTION", "FEATURE-OF", "HYPONYM-OF", "PART-OF")
ROLE_LABELS = ("background", "objective", "method", "result", "other")

SPAN_CLASSES = ENTITY_LABELS + ("NONE",)

REL_HASH_BITS = 18
ROLE_HASH_BITS = 18
SPAN_HASH_BITS = 18


# --------------------------------------------------------------------------------------------
# Thinc architecture for the entity model's token encoder
# --------------------------------------------------------------------------------------------

def _doc_tensor_layer(width: int) -> Model[List[Doc], List[Floats2d]]:
    """Reads doc.tensor (left by an upstream tok2vec) as a fixed, non-trainable input feature."""

    def forward(model: Model, docs: List[Doc], is_train: bool):
        ops = model.ops
        out = []
        for doc in docs:
            t = doc.tensor
            if t is None or getattr(t, "shape", (0,))[0] != len(doc) or t.ndim != 2 or t.shape[1] != width:
                out.append(ops.alloc2f(len(doc), width))
            else:
                out.append(ops.asarray2f(t))
        return out, lambda d_out: []

    return Model("doc_tensor", forward, dims={"nO": width})


@spacy.registry.architectures("kg.HashTensorTok2Vec.v1")
def hash_tensor_tok2vec(
    width: int,
    depth: int,
    attrs: List[str],
    rows: List[int],
    tensor_width: int = 96,
    window_size: int = 1,
    maxout_pieces: int = 3,
    tensor_dropout: float = 0.1,
) -> Model[List[Doc], List[Floats2d]]:
    """Own hash embeddings + upstream doc.tensor, mixed and contextualised by a small CNN."""
    from spacy.ml.models.tok2vec import MultiHashEmbed, MaxoutWindowEncoder

    embed = MultiHashEmbed(width=width, attrs=attrs, rows=rows, include_static_vectors=False)
    parts = [embed]
    n_in = width
    if tensor_width > 0:
        parts.append(chain(_doc_tensor_layer(tensor_width), with_array(Dropout(tensor_dropout))))
        n_in += tensor_width
    mixed = chain(
        concatenate(*parts),
        with_array(Maxout(width, n_in, nP=maxout_pieces, normalize=True, dropout=0.0)),
    )
    encoder = MaxoutWindowEncoder(width=width, window_size=window_size, maxout_pieces=maxout_pieces, depth=depth)
    model = chain(mixed, encoder)
    model.set_dim("nO", width)
    model.name = "kg_hash_tensor_tok2vec"
    return model


SM_TOK2VEC = {"attrs": ["NORM", "PREFIX", "SUFFIX", "SHAPE", "SPACY", "IS_SPACE"],
              "rows": [5000, 1000, 2500, 2500, 50, 50], "width": 96, "depth": 4}


@spacy.registry.architectures("kg.SmTok2VecPlus.v1")
def sm_tok2vec_plus(
    width: int,
    depth: int,
    attrs: List[str],
    rows: List[int],
    extra_width: int = 64,
    window_size: int = 1,
    maxout_pieces: int = 3,
) -> Model[List[Doc], List[Floats2d]]:
    """A copy of en_core_web_sm's tok2vec architecture (initialised from its weights at training
    time and fine-tuned), concatenated with hash embeddings of extra attributes (e.g. TAG, DEP),
    mixed and contextualised by `depth` more CNN layers."""
    from spacy.ml.models.tok2vec import MaxoutWindowEncoder, MultiHashEmbed, build_Tok2Vec_model

    sm = build_Tok2Vec_model(
        MultiHashEmbed(width=SM_TOK2VEC["width"], attrs=SM_TOK2VEC["attrs"], rows=SM_TOK2VEC["rows"],
                       include_static_vectors=False),
        MaxoutWindowEncoder(width=SM_TOK2VEC["width"], window_size=1, maxout_pieces=3, depth=SM_TOK2VEC["depth"]),
    )
    extra = MultiHashEmbed(width=extra_width, attrs=attrs, rows=rows, include_static_vectors=False)
    n_in = SM_TOK2VEC["width"] + extra_width
    layers = [concatenate(sm, extra), with_array(Maxout(width, n_in, nP=maxout_pieces, normalize=True, dropout=0.0))]
    if depth > 0:
        layers.append(MaxoutWindowEncoder(width=width, window_size=window_size, maxout_pieces=maxout_pieces, depth=depth))
    model = chain(*layers)
    model.set_ref("sm_tok2vec", sm)
    model.set_dim("nO", width)
    model.name = "kg_sm_tok2vec_plus"
    return model


# --------------------------------------------------------------------------------------------
# Feature functions (shared by training and inference)
# --------------------------------------------------------------------------------------------

def _tok_word(tok) -> str:
    return tok.lower_


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
    between = doc[first.end:second.start]
    dist = len(between)
    db = str(dist) if dist < 5 else ("5-9" if dist < 10 else ("10-19" if dist < 20 else "20+"))
    f += ["D=" + db, "DT=" + db + "|" + types]
    n_ent_between = 0
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
    syntactic role and governing verb, and the words around it. (The rest of the sentence's words as a
    bag added 0.2 F1 on dev at a quarter more time: left out.)"""
    span = doc[start:end]
    head = _span_head(span)
    words = [t.lower_ for t in span]
    f = ["w=" + w for w in words] + ["l=" + t.lemma_.lower() for t in span]
    f += ["first=" + words[0], "last=" + words[-1], "all=" + " ".join(words), f"len={min(end - start, 6)}",
          "hl=" + head.lemma_.lower(), "hsuf3=" + head.lower_[-3:], "hsuf4=" + head.lower_[-4:], "hshape=" + head.shape_,
          "htag=" + head.tag_, "hdep=" + head.dep_, "hhead=" + head.head.lemma_.lower(),
          "hdephead=" + head.dep_ + "|" + head.head.lemma_.lower()]
    if any(t.is_upper and len(t) > 1 for t in span):
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

    float32 at inference, like the weights: with float64 rows scipy upcast the whole 2^18-row weight
    matrix on every call. Training asks for float64, which the shipped models were fit on."""
    from sklearn.feature_extraction import FeatureHasher

    hasher = FeatureHasher(n_features=2 ** bits, input_type="string", alternate_sign=False, dtype=dtype)
    X = hasher.transform(feature_lists)  # duplicates summed: one stored entry per distinct bucket
    counts = np.diff(X.indptr)
    X.data = np.repeat((1.0 / np.sqrt(np.maximum(counts, 1))).astype(dtype), counts)
    return X


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


def models_available() -> bool:
    """True when all the model files ship with the package (the pipeline then adds the components)."""
    return (NER_DIR / "config.cfg").exists() and all(f.exists() for f in (SPAN_FILE, REL_FILE, ROLE_FILE))


def _missing(path: Path, what: str) -> None:
    if not path.exists():
        from kg.errors import KgError

        raise KgError(f"{what} model not found at {path}: run `kg train` to build it")


# --------------------------------------------------------------------------------------------
# Components
# --------------------------------------------------------------------------------------------

class SciercEntities:
    def __init__(self, nlp: Language, name: str, model_dir: str | None, beam_width: int, min_confidence: float):
        extensions.register()
        self.name = name
        path = Path(model_dir) if model_dir else NER_DIR
        _missing(path, "SciERC entity")
        from spacy.util import load_config, load_model_from_config

        inner = load_model_from_config(load_config(path / "config.cfg"), vocab=nlp.vocab, auto_fill=True)
        self.ner = inner.get_pipe("ner")
        self.ner.from_disk(path / "ner", exclude=["vocab"])
        self.beam_width = int(beam_width)
        self.min_confidence = float(min_confidence)

    def __call__(self, doc: Doc) -> Doc:
        return next(iter(self.pipe([doc])))

    def pipe(self, docs: Iterable[Doc], batch_size: int = 64) -> Iterator[Doc]:
        from spacy.util import minibatch

        for batch in minibatch(docs, size=batch_size):
            self._annotate(list(batch))
            yield from batch

    def _annotate(self, docs: List[Doc]) -> None:
        from spacy.attrs import ENT_IOB, ENT_TYPE

        docs_nonempty = [d for d in docs if len(d)]
        for d in docs:
            if not len(d):
                d.spans["scierc"] = []
        if not docs_nonempty:
            return
        saved = [d.to_array([ENT_IOB, ENT_TYPE]) for d in docs_nonempty]
        if self.beam_width > 1:
            beams = self.ner.beam_parse(docs_nonempty, beam_width=self.beam_width)
            scored = self.ner.scored_ents(beams)
            self.ner.set_annotations(docs_nonempty, beams)
        else:
            states = self.ner.predict(docs_nonempty)
            scored = [None] * len(docs_nonempty)
            self.ner.set_annotations(docs_nonempty, states)
        for doc, arr, sc in zip(docs_nonempty, saved, scored):
            spans = []
            for ent in doc.ents:
                conf = 1.0 if sc is None else float(sc.get((ent.start, ent.end, ent.label_), 0.0))
                conf = min(max(conf, 0.0), 1.0)
                if conf < self.min_confidence:
                    continue
                span = Span(doc, ent.start, ent.end, label=ent.label_)
                span._.confidence = conf
                span._.extractor = "scierc_ner"
                spans.append(span)
            doc.from_array([ENT_IOB, ENT_TYPE], arr)
            doc.spans["scierc"] = spans


@Language.factory(
    "kg_scierc_entities",
    default_config={"model_dir": None, "beam_width": 1, "min_confidence": 0.0},
    requires=["token.tag", "token.dep", "doc.tensor"],
    assigns=["doc.spans"],
)
def make_scierc_entities(nlp: Language, name: str, model_dir: str | None, beam_width: int, min_confidence: float):
    return SciercEntities(nlp, name, model_dir, beam_width, min_confidence)


class SciercSpanTypes:
    """Second opinion on the NER's spans: a linear classifier over span_features (trained on SciERC's gold
    spans, with noun chunks that are no entity as NONE) re-types each span, with a bonus of ner_weight
    for the NER's own label; drops a span it calls NONE with probability above drop_none; and adds noun
    chunks the NER left out when one entity type reaches add_min."""

    def __init__(self, nlp: Language, name: str, model_file: str | None, ner_weight: float, drop_none: float,
                 add_min: float):
        extensions.register()
        self.name = name
        path = Path(model_file) if model_file else SPAN_FILE
        _missing(path, "SciERC span-type")
        self.model = LinearModel.load(path)
        self.ner_weight, self.drop_none, self.add_min = float(ner_weight), float(drop_none), float(add_min)
        self.none_index = self.model.labels.index("NONE")

    def _proba(self, doc: Doc, bounds: list) -> np.ndarray:
        return self.model.proba(hash_features([span_features(doc, s, e) for s, e in bounds], SPAN_HASH_BITS))

    def __call__(self, doc: Doc) -> Doc:
        spans = list(doc.spans["scierc"]) if "scierc" in doc.spans else []
        labels = self.model.labels
        out = []
        if spans:
            for span, p in zip(spans, self._proba(doc, [(s.start, s.end) for s in spans])):
                if p[self.none_index] > self.drop_none:
                    continue
                # the NER's label counts as evidence: p * exp(ner_weight) for it, renormalised
                q = p * np.exp(self.ner_weight * np.array([lab == span.label_ for lab in labels]))
                q /= q.sum()
                k = int(np.argmax(np.where(np.arange(len(q)) == self.none_index, -1.0, q)))
                new = Span(doc, span.start, span.end, label=labels[k])
                new._.confidence = float(q[k])
                new._.extractor = span._.extractor
                out.append(new)
        taken = {i for s in spans for i in range(s.start, s.end)}
        extra = sorted(b for b in noun_chunk_spans(doc) if not any(i in taken for i in range(*b)))
        if extra:
            for (start, end), p in zip(extra, self._proba(doc, extra)):
                p = p.copy()
                p[self.none_index] = -1.0
                k = int(np.argmax(p))
                if p[k] > self.add_min:
                    new = Span(doc, start, end, label=labels[k])
                    new._.confidence, new._.extractor = float(p[k]), "scierc_span_types"
                    out.append(new)
        doc.spans["scierc"] = sorted(out, key=lambda s: (s.start, s.end))
        return doc


@Language.factory(
    "kg_scierc_span_types",
    default_config={"model_file": None, "ner_weight": 0.5, "drop_none": 0.95, "add_min": 0.6},
    requires=["doc.spans", "token.dep"],
    assigns=["doc.spans"],
)
def make_scierc_span_types(nlp: Language, name: str, model_file: str | None, ner_weight: float, drop_none: float,
                           add_min: float):
    return SciercSpanTypes(nlp, name, model_file, ner_weight, drop_none, add_min)


def candidate_pairs(doc: Doc, spans: Sequence[Span], max_distance: int = 40):
    """Unordered pairs (a, b), a before b, of spans in one sentence, at most max_distance tokens apart."""
    by_sent: dict[int, list[Span]] = {}
    has_sents = doc.has_annotation("SENT_START") or doc.has_annotation("DEP")
    for s in spans:
        by_sent.setdefault(s.sent.start if has_sents else 0, []).append(s)
    for group in by_sent.values():
        group.sort(key=lambda s: (s.start, s.end))
        for i, a in enumerate(group):
            for b in group[i + 1:]:
                if b.start < a.end:  # overlapping
                    continue
                if b.start - a.end > max_distance:
                    break
                yield a, b


def decode_pair_label(label: str):
    """'USED-FOR>' -> ('USED-FOR', forward=True); 'USED-FOR<' -> reverse; 'NONE' -> (None, True)."""
    if label == "NONE":
        return None, True
    return label[:-1], label[-1] == ">"


class SciercRelations:
    def __init__(self, nlp: Language, name: str, model_file: str | None, threshold: float, max_distance: int,
                 none_margin: float):
        extensions.register()
        self.name = name
        path = Path(model_file) if model_file else REL_FILE
        _missing(path, "SciERC relation")
        self.model = LinearModel.load(path)
        self.threshold = float(threshold)
        self.max_distance = int(max_distance)
        self.none_margin = float(none_margin)
        self.none_index = self.model.labels.index("NONE")

    def __call__(self, doc: Doc) -> Doc:
        spans = list(doc.spans["scierc"]) if "scierc" in doc.spans else []
        pairs = list(candidate_pairs(doc, spans, self.max_distance))
        rels = []
        if pairs:
            X = hash_features([pair_features(doc, a, b, a.label_, b.label_) for a, b in pairs], REL_HASH_BITS)
            P = self.model.proba(X)
            for (a, b), p in zip(pairs, P):
                # NONE dominates training pairs (~90%), so plain argmax under-predicts relations: take the
                # best relation once it reaches none_margin times NONE's probability (1.0 = argmax)
                rel = p.copy()
                rel[self.none_index] = -1.0
                k = int(np.argmax(rel))
                if p[k] <= self.none_margin * p[self.none_index] or p[k] < self.threshold:
                    continue
                label, forward = decode_pair_label(self.model.labels[k])
                head, tail = (a, b) if forward else (b, a)
                rels.append((head, tail, label, float(p[k])))
        doc._.scierc_relations = rels
        return doc


@Language.factory(
    "kg_scierc_relations",
    default_config={"model_file": None, "threshold": 0.0, "max_distance": 40, "none_margin": 0.5},
    requires=["doc.spans", "token.dep"],
    assigns=["doc._.scierc_relations"],
)
def make_scierc_relations(nlp: Language, name: str, model_file: str | None, threshold: float, max_distance: int,
                          none_margin: float):
    return SciercRelations(nlp, name, model_file, threshold, max_distance, none_margin)


def logsumexp(a: np.ndarray, axis: int, keepdims: bool = False) -> np.ndarray:
    """log(sum(exp(a))) along axis; numpy only (scipy's version costs more in overhead on 5x5 arrays)."""
    m = a.max(axis=axis, keepdims=True)
    out = m + np.log(np.exp(a - m).sum(axis=axis, keepdims=True))
    return out if keepdims else out.squeeze(axis)


def chain_decode(emission_logp: np.ndarray, trans_logp: np.ndarray, start_logp: np.ndarray):
    """Forward-backward over a linear chain. Returns (labels index array, marginals)."""
    n, k = emission_logp.shape

    alpha = np.zeros((n, k))
    alpha[0] = start_logp + emission_logp[0]
    for i in range(1, n):
        alpha[i] = emission_logp[i] + logsumexp(alpha[i - 1][:, None] + trans_logp, axis=0)
    beta = np.zeros((n, k))
    for i in range(n - 2, -1, -1):
        beta[i] = logsumexp(trans_logp + (emission_logp[i + 1] + beta[i + 1])[None, :], axis=1)
    post = alpha + beta
    post -= logsumexp(post, axis=1, keepdims=True)
    marg = np.exp(post)
    return marg.argmax(axis=1), marg


def role_predict(model: LinearModel, sentences_words: List[List[str]], use_chain: bool = True,
                 extras: List[List[str]] | None = None):
    """Roles and confidences for the sentences (lower-cased word lists) of one abstract."""
    n = len(sentences_words)
    if n == 0:
        return [], []
    extras = extras or [[] for _ in range(n)]
    feats = [
        sentence_features(sentences_words[i], sentences_words[i - 1] if i > 0 else None,
                          sentences_words[i + 1] if i + 1 < n else None, i, n, extras[i])
        for i in range(n)
    ]
    P = model.proba(hash_features(feats, ROLE_HASH_BITS))
    if use_chain and "trans" in model.extra:
        prior = model.extra["prior"].astype(np.float64)
        emis = np.log(np.clip(P, 1e-9, 1.0)) - float(model.extra.get("prior_weight", 1.0)) * np.log(prior)
        idx, marg = chain_decode(emis, np.log(model.extra["trans"]), np.log(model.extra["start"]))
    else:
        idx, marg = P.argmax(axis=1), P
    labels = [model.labels[int(i)] for i in idx]
    confs = [float(marg[r, int(i)]) for r, i in enumerate(idx)]
    return labels, confs


class SentenceRoles:
    def __init__(self, nlp: Language, name: str, model_file: str | None, use_chain: bool):
        extensions.register()
        self.name = name
        path = Path(model_file) if model_file else ROLE_FILE
        _missing(path, "sentence-role")
        self.model = LinearModel.load(path)
        self.use_chain = bool(use_chain)

    def __call__(self, doc: Doc) -> Doc:
        sents = list(doc.sents)
        words = [[t.lower_ for t in s if not t.is_space] for s in sents]
        extras = [sentence_syntax(s) for s in sents]
        labels, confs = role_predict(self.model, words, self.use_chain, extras)
        for s, lab, c in zip(sents, labels, confs):
            s._.role = lab
            s._.role_confidence = c
        return doc


@Language.factory(
    "kg_sentence_roles",
    default_config={"model_file": None, "use_chain": True},
    requires=["doc.sents"],
    assigns=["span._.role", "span._.role_confidence"],
)
def make_sentence_roles(nlp: Language, name: str, model_file: str | None, use_chain: bool):
    return SentenceRoles(nlp, name, model_file, use_chain)


def add_trained_components(nlp: Language) -> Language:
    """Add the trained components (shipped models in kg/models/) to an en_core_web_sm pipeline."""
    extensions.register()
    for name in ("kg_scierc_entities", "kg_scierc_span_types", "kg_scierc_relations", "kg_sentence_roles"):
        if name not in nlp.pipe_names:
            nlp.add_pipe(name, name=name)
    return nlp
