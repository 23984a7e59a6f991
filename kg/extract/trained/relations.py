"""kg_scierc_relations: a linear classifier over entity pairs of one sentence; writes doc._.scierc_relations."""
from __future__ import annotations

from typing import Sequence

import numpy as np
from spacy.language import Language
from spacy.tokens import Doc, Span

from kg.extract import extensions
from kg.extract.trained.features import REL_HASH_BITS, hash_features, pair_features
from kg.extract.trained.linear import load_linear
from kg.extract.trained.shipped import REL_FILE


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
        self.model = load_linear(model_file, REL_FILE, "SciERC relation")
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
