"""Doc/Span extensions through which the pipeline components hand results to each other.

Span groups (doc.spans[...]) hold entity spans, labelled with SciERC types or schema labels:
  doc.spans["scierc"]   spans from the trained entity model, labels Task/Method/Metric/Material/
                        OtherScientificTerm/Generic, each with span._.confidence
  doc.spans["kg_rules"] spans from the rule components, labels are schema labels (Method, Task,
                        Dataset, Metric, ...) or Generic, with span._.confidence and span._.extractor
  doc.spans["kg_entities"] the merged entities that become graph mentions (built by kg_entities)
Sentence spans (doc.sents) carry span._.role (background/objective/method/result/other) and
span._.role_confidence from the sentence-role model.
"""
from __future__ import annotations

from spacy.tokens import Doc, Span


def register() -> None:
    """Idempotent: safe to call from every component factory."""
    span_ext = {
        "confidence": 1.0,
        "extractor": "",
        "role": "",  # entity role (proposes/uses/...) or sentence role (background/.../result)
        "role_confidence": 0.0,
        "long_form": None,  # for an acronym: its defining long form (a Span)
    }
    for name, default in span_ext.items():
        if not Span.has_extension(name):
            Span.set_extension(name, default=default)
    doc_ext = {
        "kg_abbrevs": [],  # list of (short Span, long Span): abbreviations defined in the text
        "kg_title_end": 0,  # index of the abstract's first token: tokens before it are the title
        "kg_abstract_start": 0,  # char offset where the abstract begins in doc.text
        "proposed": [],  # Spans naming what the paper proposes
        "scierc_relations": [],  # list of (head Span, tail Span, SciERC label, confidence)
        "relations": [],  # list of kg.extract.relations.RelationSpan over kg_entities
        "claims": [],  # list of kg.extract.claims.ClaimSpan
        "results": [],  # list of kg.extract.results.ResultSpan
        "paper_id": "",
    }
    for name, default in doc_ext.items():
        if not Doc.has_extension(name):
            # list defaults would be one shared object across docs: components assign fresh lists
            Doc.set_extension(name, default=None if isinstance(default, list) else default)


register()
