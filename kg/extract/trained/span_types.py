"""kg_scierc_span_types: a linear span-type classifier that re-types, drops and adds entity spans."""
from __future__ import annotations


import numpy as np
from spacy.language import Language
from spacy.tokens import Doc, Span

from kg.extract import extensions
from kg.extract.trained.features import SPAN_HASH_BITS, hash_features, noun_chunk_spans, span_features
from kg.extract.trained.linear import load_linear
from kg.extract.trained.shipped import SPAN_FILE


class SciercSpanTypes:
    """Second opinion on the NER's spans: a linear classifier over span_features (trained on SciERC's gold
    spans, with noun chunks that are no entity as NONE) re-types each span, with a bonus of ner_weight
    for the NER's own label; drops a span it calls NONE with probability above drop_none; and adds noun
    chunks the NER left out when one entity type reaches add_min."""

    def __init__(self, nlp: Language, name: str, model_file: str | None, ner_weight: float, drop_none: float,
                 add_min: float):
        extensions.register()
        self.name = name
        self.model = load_linear(model_file, SPAN_FILE, "SciERC span-type")
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
