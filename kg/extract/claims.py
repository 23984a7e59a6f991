"""Claims: sentences that state results, findings or contributions -> doc._.claims.

When the trained sentence-role component has run (sent._.role set), its "result" sentences are
result claims and its "objective" sentences that carry a proposal are contribution claims; the
cue rules below decide otherwise, and also catch result sentences the model labels differently
when they contain a measured number.
"""
from __future__ import annotations

import re

from spacy.language import Language
from spacy.tokens import Doc

from kg.extract import extensions
from kg.extract.lexicon import FINDING_CUES, PROPOSE_VERBS, RESULT_CUES

extensions.register()

_NUMBER_RESULT = re.compile(r"\d(?:[\d.,]*\d)?\s*(?:%|×|x\b|-fold|\s?points?\b|\s?pp\b)")
_PROPOSE = re.compile(r"\b(?:we|paper|work)\s+(?:\w+\s+)?(?:%s)\w*\b" % "|".join(sorted(PROPOSE_VERBS)), re.I)


def rule_kind(text: str, index: int, n_sents: int) -> tuple[str, float] | None:
    cues = len(RESULT_CUES.findall(text))
    number = bool(_NUMBER_RESULT.search(text))
    if number and cues:
        return "result", 0.9
    if cues >= 2 and index >= n_sents // 2:
        return "result", 0.75
    if _PROPOSE.search(text):
        return "contribution", 0.8
    if FINDING_CUES.search(text):
        return "finding", 0.65
    if cues and index == n_sents - 1:
        return "result", 0.6
    return None


@Language.factory("kg_claims", default_config={"min_role_confidence": 0.5})
def make_claims(nlp: Language, name: str, min_role_confidence: float):
    return ClaimFinder(name, min_role_confidence)


class ClaimFinder:
    def __init__(self, name: str, min_role_confidence: float):
        self.name = name
        self.min_role_confidence = min_role_confidence

    def __call__(self, doc: Doc) -> Doc:
        sents = list(doc.sents)
        claims = []
        for i, sent in enumerate(sents):
            text = sent.text
            rule = rule_kind(text, i, len(sents))
            role, role_conf = sent._.role, sent._.role_confidence
            kind, conf, extractor = None, 0.0, self.name
            if role == "result" and role_conf >= self.min_role_confidence:
                kind, conf, extractor = "result", role_conf, "kg_sentence_roles"
                if rule and rule[0] == "result":
                    conf = max(conf, rule[1])
            elif role == "objective" and rule and rule[0] == "contribution":
                kind, conf = "contribution", max(role_conf, rule[1])
            elif rule and (not role or rule[1] >= 0.8):
                kind, conf = rule
            if kind:
                claims.append({"span": sent, "kind": kind, "confidence": round(conf, 3), "extractor": extractor, "index": i})
        doc._.claims = claims
        return doc
