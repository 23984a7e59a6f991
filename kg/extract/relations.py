"""Entity-to-entity relations over doc.spans["kg_entities"] -> doc._.relations.

Two sources: the trained SciERC relation model (doc._.scierc_relations, mapped to schema types and
onto the merged entity spans), and comparison rules over the sentences: "X outperforms Y and Z" gives
OUTPERFORMS from X to each, "compared with Y" gives COMPARED_WITH from the proposed method to Y.
"""
from __future__ import annotations

from dataclasses import dataclass

from spacy.language import Language
from spacy.tokens import Doc, Span

from kg.extract import extensions
from kg.extract.doc_reads import reads_cached
from kg.extract.lexicon import IMPROVES_OVER, OUTPERFORM_VERBS

extensions.register()

SCIERC_RELATIONS = {"USED-FOR": "USED_FOR", "EVALUATE-FOR": "EVALUATE_FOR", "FEATURE-OF": "FEATURE_OF",
                    "PART-OF": "PART_OF", "HYPONYM-OF": "HYPONYM_OF", "CONJUNCTION": "CONJUNCTION",
                    "COMPARE": "COMPARED_WITH"}
_COMPARE_CUES = ("compared with", "compared to", "in comparison with", "relative to", "against", "versus", "over")


@dataclass
class RelationSpan:
    """One relation on doc._.relations, between two spans of doc.spans["kg_entities"]."""

    head: Span
    tail: Span
    type: str  # a schema relationship type
    confidence: float
    extractor: str


def outperform_pivot(sent: Span) -> int | None:
    """The character offset in the doc where 'outperforms / improves ... over' turns subject into object, or None."""
    verb = OUTPERFORM_VERBS.search(sent.text)
    over = IMPROVES_OVER.search(sent.text) if verb is None else None
    if verb is None and over is None:
        return None
    return sent.start_char + (verb.start() if verb else over.start(1))


def comparison_type(sent: Span, head: Span, tail: Span) -> str:
    """OUTPERFORMS where the sentence's 'outperforms / improves over' stands between head and tail, else COMPARED_WITH."""
    pivot = outperform_pivot(sent)
    return "OUTPERFORMS" if pivot is not None and head.end_char <= pivot < tail.start_char else "COMPARED_WITH"


def _overlapping(span: Span, entities: list[Span]) -> Span | None:
    best = None
    for e in entities:
        if e.start < span.end and span.start < e.end:
            if best is None or abs(e.root.i - span.root.i) < abs(best.root.i - span.root.i):
                best = e
    return best


@Language.factory(
    "kg_relations",
    default_config={"min_confidence": 0.5},
    requires=["doc.sents"],
    assigns=["doc._.relations"],
)
def make_relations(nlp: Language, name: str, min_confidence: float):
    return RelationBuilder(name, min_confidence)


class RelationBuilder:
    def __init__(self, name: str, min_confidence: float):
        self.name = name
        self.min_confidence = min_confidence

    @reads_cached
    def __call__(self, doc: Doc) -> Doc:
        entities = list(doc.spans["kg_entities"]) if "kg_entities" in doc.spans else []
        rels: list[RelationSpan] = []
        for head, tail, label, conf in doc._.scierc_relations or []:
            rtype = SCIERC_RELATIONS.get(label)
            h, t = _overlapping(head, entities), _overlapping(tail, entities)
            if rtype and h is not None and t is not None and h != t and conf >= self.min_confidence:
                rels.append(RelationSpan(h, t, rtype, float(conf), "kg_scierc_relations"))
        methods = [e for e in entities if e.label_ == "Method"]
        # comparisons are read in every sentence: a proposal sentence can say "compared with Y" too
        for sent in doc.sents:
            in_sent = [e for e in methods if sent.start <= e.start and e.end <= sent.end]
            if len(in_sent) < 2:
                continue
            lower = sent.text.lower()
            pivot = outperform_pivot(sent)
            if pivot is not None:
                subj = [e for e in in_sent if e.end_char <= pivot]
                objs = [e for e in in_sent if e.start_char > pivot]
                if subj and objs:
                    s = next((e for e in reversed(subj) if e._.role == "proposes"), subj[-1])
                    for o in objs:
                        if o.text != s.text:
                            rels.append(RelationSpan(s, o, "OUTPERFORMS", 0.7, self.name))
                    continue
            if any(cue in lower for cue in _COMPARE_CUES):
                subj = next((e for e in in_sent if e._.role == "proposes"), None)
                if subj is not None:
                    for o in in_sent:
                        if o.text != subj.text and o._.role != "proposes":
                            rels.append(RelationSpan(subj, o, "COMPARED_WITH", 0.6, self.name))
        doc._.relations = rels
        return doc
