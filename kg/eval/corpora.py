"""The annotated corpora in ../shared/data (SciERC, CSAbstruct): readers, and spaCy Docs built on their
own tokens and sentences. Evaluation (kg.eval) and training (kg.train) both read them from here."""
from __future__ import annotations

import json
import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import List, Tuple

from kg.errors import KgError


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


def scierc_spacy_docs(nlp, records: List[ScierecDoc], batch_size: int = 32):
    """Docs on the file's own tokens with the file's sentence boundaries, run through nlp's components."""
    from spacy.tokens import Doc

    raw = []
    for r in records:
        starts = set(r.sent_starts)
        raw.append(Doc(nlp.vocab, words=r.words, sent_starts=[i in starts for i in range(len(r.words))]))
    return list(nlp.pipe(raw, batch_size=batch_size))


def abstract_doc(nlp, sentences):
    """A Doc of the abstract, tokenised by nlp's tokenizer, with the given sentence boundaries."""
    from spacy.tokens import Doc

    words, spaces, starts = [], [], []
    for sent in sentences:
        toks = [t for t in nlp.tokenizer(sent.strip()) if not t.is_space]
        for k, t in enumerate(toks):
            words.append(t.text)
            spaces.append(bool(t.whitespace_) or k == len(toks) - 1)
            starts.append(k == 0)
    return Doc(nlp.vocab, words=words, spaces=spaces, sent_starts=starts)
