"""What a paper proposes: "we propose / introduce / present X", "this paper proposes a novel X model",
"X, a novel framework for ...". The proposal is a named item when the object phrase has one (an
acronym defined there, or a word written like a name), else the object noun phrase itself.
"""
from __future__ import annotations

import re

from spacy.language import Language
from spacy.tokens import Doc, Span

from kg.extract import extensions
from kg.extract.lexicon import GENERIC_WORDS, PROPOSE_VERBS, PROPOSER_SUBJECTS, STOPWORDS, looks_named

extensions.register()

# where the object phrase after the verb ends (a clause or apposition boundary)
_BOUNDARY = re.compile(r"[,;:.]|\s(?:which|that|to|for|by|with|in|on|via|where|whose|and then|based on|using)\s|\s\(")
_LEADING = re.compile(r"^(?:(?:a|an|the|two|three|several|our|new|novel|simple|effective|efficient|general|"
                      r"unified|principled|lightweight|practical|first|further|also|here|then|a\s+new)\s+)+", re.I)
_NAMED_APPOSITION = re.compile(r"^\s*([A-Z][A-Za-z0-9]*(?:[-–][A-Za-z0-9]+)*)\s*,\s+(?:a|an|the)\s+(?:\w+[-\s]){0,4}?"
                               r"(?:novel|new|simple|general|unified|principled|framework|method|approach|model|algorithm)")


def _is_proposal_verb(tok) -> bool:
    if tok.lemma_.lower() not in PROPOSE_VERBS or tok.pos_ not in ("VERB", "AUX"):
        return False
    subjects = [c for c in tok.children if c.dep_ in ("nsubj", "nsubjpass")]
    head = tok
    while not subjects and head.dep_ in ("conj", "xcomp", "advcl") and head.head is not head:
        head = head.head  # "we first analyse ... and then propose X"
        subjects = [c for c in head.children if c.dep_ in ("nsubj", "nsubjpass")]
    return any(_is_self(s) for s in subjects)


def _is_self(subject) -> bool:
    """'we', or 'this/our paper|work|study' - not 'prior work' or 'Smith et al.'."""
    if subject.lower_ == "we":
        return True
    if subject.lemma_.lower() not in PROPOSER_SUBJECTS:
        return False
    return any(c.lower_ in ("this", "our", "present", "the") and c.dep_ in ("det", "poss", "amod") for c in subject.children)


def _trim(doc: Doc, start: int, end: int) -> Span | None:
    text = doc.text[start:end]
    start += len(text) - len(text.lstrip())
    text = text.lstrip()
    lead = _LEADING.match(text)
    if lead:
        start += lead.end()
    span = doc.char_span(start, end, alignment_mode="contract")
    if span is None or len(span) == 0:
        return None
    while len(span) and (span[-1].is_punct or span[-1].lower_ in STOPWORDS):
        span = span[:-1]
    return span if len(span) else None


def proposal_in(doc: Doc, verb_end: int, sent: Span, abbreviations: list[tuple[Span, Span]]) -> tuple[Span, float] | None:
    """The named thing proposed in the text right after a proposal verb (char offset verb_end)."""
    rest = doc.text[verb_end:sent.end_char]
    cut = _BOUNDARY.search(rest)
    seg_end = verb_end + (cut.start() if cut else len(rest))
    # 1. an abbreviation defined inside the object phrase: its short form names the proposal
    for short, long in abbreviations:
        if verb_end <= long.start_char <= seg_end and short.start_char > long.start_char:
            return short, 0.95
    # 2. a word written like a name inside the phrase (not an "X-based" modifier)
    seg = doc.char_span(verb_end, seg_end, alignment_mode="contract")
    if seg is not None:
        for tok in seg:
            word = _whitespace_word(doc, tok)
            if looks_named(word.text) and word.text.lower() not in GENERIC_WORDS:
                return word, 0.9
    # 3. the object noun phrase itself ("ideal attribution mechanisms")
    span = _trim(doc, verb_end, seg_end)
    if span is not None and 1 <= len(span) <= 8 and any(t.pos_ in ("NOUN", "PROPN") for t in span):
        if not all(t.lower_ in GENERIC_WORDS or t.is_stop for t in span):
            return span, 0.6
    return None


_OPEN, _CLOSE = set("([{\"'“‘"), set(",.;:)]}\"'”’!?")


def _whitespace_word(doc: Doc, tok) -> Span:
    """The whitespace-delimited word around a token ("Return-Critic" is three spaCy tokens)."""
    start, end = tok.i, tok.i + 1
    while start > 0 and not doc[start - 1].whitespace_ and doc[start - 1].text not in _OPEN:
        start -= 1
    while end < len(doc) and not doc[end - 1].whitespace_ and doc[end].text not in _CLOSE:
        end += 1
    return doc[start:end]


@Language.factory("kg_proposals", default_config={"min_confidence": 0.5})
def make_proposals(nlp: Language, name: str, min_confidence: float):
    return ProposalFinder(name, min_confidence)


class ProposalFinder:
    def __init__(self, name: str, min_confidence: float):
        self.name = name
        self.min_confidence = min_confidence

    def __call__(self, doc: Doc) -> Doc:
        abbreviations = doc._.kg_abbrevs or []
        found: list[Span] = []
        for sent in doc.sents:
            for tok in sent:
                if _is_proposal_verb(tok):
                    hit = proposal_in(doc, tok.idx + len(tok.text), sent, abbreviations)
                    if hit and hit[1] >= self.min_confidence:
                        span, conf = hit
                        span._.confidence = conf
                        span._.extractor = self.name
                        found.append(span)
            m = _NAMED_APPOSITION.match(sent.text)
            if m and looks_named(m.group(1)):
                span = doc.char_span(sent.start_char + m.start(1), sent.start_char + m.end(1))
                if span is not None:
                    span._.confidence = 0.8
                    span._.extractor = self.name
                    found.append(span)
        unique: dict[str, Span] = {}
        for span in found:
            unique.setdefault(span.text, span)
        doc._.proposed = list(unique.values())
        return doc
