"""Entity-to-entity relations over doc.spans["kg_entities"] -> doc._.relations.

Two sources: the trained SciERC relation model (doc._.scierc_relations, mapped to schema types and
onto the merged entity spans), and comparison rules in claims: "X outperforms Y and Z" gives
OUTPERFORMS from X to each, "compared with Y" gives COMPARED_WITH from the proposed method to Y.
"""
from __future__ import annotations

from spacy.language import Language
from spacy.tokens import Doc, Span

from kg.extract import extensions
from kg.extract.lexicon import IMPROVES_OVER, OUTPERFORM_VERBS

extensions.register()

SCIERC_RELATIONS = {"USED-FOR": "USED_FOR", "EVALUATE-FOR": "EVALUATE_FOR", "FEATURE-OF": "FEATURE_OF",
                    "PART-OF": "PART_OF", "HYPONYM-OF": "HYPONYM_OF", "CONJUNCTION": "CONJUNCTION",
                    "COMPARE": "COMPARED_WITH"}
_COMPARE_CUES = ("compared with", "compared to", "in comparison with", "relative to", "against", "versus", "over")


def _overlapping(span: Span, entities: list[Span]) -> Span | None:
    best = None
    for e in entities:
        if e.start < span.end and span.start < e.end:
            if best is None or abs(e.root.i - span.root.i) < abs(best.root.i - span.root.i):
                best = e
    return best


@Language.factory("kg_relations", default_config={"min_confidence": 0.5})
def make_relations(nlp: Language, name: str, min_confidence: float):
    return RelationBuilder(name, min_confidence)


class RelationBuilder:
    def __init__(self, name: str, min_confidence: float):
        self.name = name
        self.min_confidence = min_confidence

    def __call__(self, doc: Doc) -> Doc:
        entities = list(doc.spans["kg_entities"]) if "kg_entities" in doc.spans else []
        rels: list[tuple[Span, Span, str, float, str]] = []
        for head, tail, label, conf in doc._.scierc_relations or []:
            rtype = SCIERC_RELATIONS.get(label)
            h, t = _overlapping(head, entities), _overlapping(tail, entities)
            if rtype and h is not None and t is not None and h != t and conf >= self.min_confidence:
                rels.append((h, t, rtype, float(conf), "kg_scierc_relations"))
        methods = [e for e in entities if e.label_ == "Method"]
        for claim in doc._.claims or []:
            sent = claim["span"]
            in_sent = [e for e in methods if sent.start <= e.start and e.end <= sent.end]
            if len(in_sent) < 2:
                continue
            lower = sent.text.lower()
            verb = OUTPERFORM_VERBS.search(sent.text)
            over = IMPROVES_OVER.search(sent.text)
            if verb or over:
                pivot = sent.start_char + (verb.start() if verb else over.start(1))
                subj = [e for e in in_sent if e.end_char <= pivot]
                objs = [e for e in in_sent if e.start_char > pivot]
                if subj and objs:
                    s = next((e for e in reversed(subj) if e._.role == "proposes"), subj[-1])
                    for o in objs:
                        if o.text != s.text:
                            rels.append((s, o, "OUTPERFORMS", 0.7, self.name))
                    continue
            if any(cue in lower for cue in _COMPARE_CUES):
                subj = next((e for e in in_sent if e._.role == "proposes"), None)
                if subj is not None:
                    for o in in_sent:
                        if o.text != subj.text and o._.role != "proposes":
                            rels.append((subj, o, "COMPARED_WITH", 0.6, self.name))
        doc._.relations = rels
        return doc
