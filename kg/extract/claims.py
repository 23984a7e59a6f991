"""Claims: sentences that state a finding or a result -> doc._.claims (a list of ClaimSpan).

A sentence is a claim when it reports what the paper found, whatever phrase opens it:
- a finding verb with "we" or a results noun as its subject ("we show that ...", "experiments
  demonstrate ...", "our analysis reveals ..."), or a passive one ("it is proven that ...");
- an effect verb (outperform, improve, reduce, enable, ...) whose subject is the paper's own work
  ("our method", "the proposed model", "it", "which" after one, a name the paper proposes);
- "... is the first ..." said of the paper's own work;
- a measured number next to a result cue, or the trained sentence-role model's "result" label.
Sentences that only announce a proposal ("we propose X") are not claims, and boilerplate (code or
data availability, copyright lines, links) never is.
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from spacy.language import Language
from spacy.tokens import Doc, Span

from kg.extract import extensions
from kg.extract.doc_reads import reads_cached
from kg.extract.lexicon import RESULT_CUES, own_heads
from kg.extract.results import MEASURE_UNITS, NUMBER_WORDS, TIMES_NEXT, win_counts

extensions.register()


@dataclass
class ClaimSpan:
    """One claim sentence on doc._.claims."""

    span: Span
    kind: str  # result | finding
    confidence: float
    extractor: str
    index: int  # the sentence's position in the abstract


# verbs whose complement is a finding ("we show that ...", "results demonstrate ...")
FINDING_VERBS = frozenset(
    "show prove demonstrate find observe establish reveal confirm verify indicate suggest validate "
    "illustrate corroborate uncover discover highlight shed evidence imply".split()
)
# theory objects that make "we derive/obtain/provide/give X" a finding
THEORY_NOUNS = frozenset(
    "bound bounds guarantee guarantees rate rates complexity solution solutions characterization "
    "optimality hardness convergence regret equivalence consistency".split()
)
# subjects that carry a finding verb for the paper
RESULT_SUBJECTS = frozenset(
    "we results result experiments experiment evaluation evaluations analysis analyses study findings "
    "theory evidence ablation ablations simulations simulation studies experimentation comparisons "
    "investigation investigations".split()
)
# verbs that state an effect or an ability of the subject
EFFECT_VERBS = frozenset(
    "outperform surpass beat exceed outstrip improve boost enhance increase raise reduce lower decrease "
    "cut halve double save achieve attain obtain reach yield deliver set match rival accelerate speed "
    "enable allow permit handle apply scale generalize guarantee converge require remain preserve retain "
    "keep avoid eliminate mitigate alleviate overcome capture emphasize lead perform gain "
    "recover identify benefit tighten".split()
)
PRIOR_WORDS = frozenset("previous prior existing earlier traditional conventional current most many".split())
STRONG_OWN_WORDS = frozenset("we our ours proposed".split())
OWN_WORDS = frozenset("we our ours proposed it its this these which".split())
BOILERPLATE = re.compile(
    r"\b(?:code|codes|data|dataset|datasets|models?|implementation|scripts?|software|checkpoints?|source|"
    r"annotations?|benchmark|weights|demo|project page)\b[^.]{0,80}?\b(?:is|are|will be|has been|have been|"
    r"be)\s+(?:made\s+)?(?:publicly\s+|freely\s+|openly\s+)?(?:available|released|accessible|public|open[- ]sourced?)"
    r"|\bwe (?:will |plan to )?(?:release|open[- ]source)\b"
    r"|\bwe (?:will |plan to )?make\b[^.]{0,80}?\b(?:available|public|accessible)\b"
    r"|https?://|www\.|github\.com|\u00a9|\(c\)\s*\d{4}|\bcopyright\b|all rights reserved"
    r"|\bpublished by\b|\bfull version\b|\bextended version\b|\bsupplementary material\b",
    re.I,
)
# a condition before an availability phrase: 'when only little labeled data is available' is a setting, no release note
_CONDITION = re.compile(r"\b(?:when|whenever|if|unless|where)\b", re.I)


# a gate: each of BOILERPLATE's branches needs one of these words (same flags); most sentences have none, and
# BOILERPLATE itself scans up to 80 characters after every 'data' or 'model'
_BOILERPLATE_WORD = re.compile(r"available|release|accessible|public|open|https?://|www\.|github\.com|\u00a9|\(c\)|copyright|"
                               r"all rights reserved|published by|full version|extended version|supplementary material", re.I)


def _boilerplate(text: str) -> bool:
    """A boilerplate phrase (code release, links, copyright) that is not inside a condition clause."""
    if not _BOILERPLATE_WORD.search(text):
        return False
    return any(not _CONDITION.search(re.split(r"[,;:]", text[max(0, m.start() - 60):m.end()])[-1])
               for m in BOILERPLATE.finditer(text))


# a measured figure: a number with a unit, "3 times faster", "twice as fast", "by a factor of 4"
_NUMBER_RESULT = re.compile(r"\dX(?![\w\-])|\d(?:[\d.,]*\d)?\s*(?:%|×|x\b|-fold|\s?points?\b|\s?pp\b|\sorders? of magnitude\b|\s(?:"
                            + "|".join(re.escape(u) for u in MEASURE_UNITS) + r")\b|\s?times\s+(?:" + TIMES_NEXT + r")\b)"
                            r"|\btwice as\b|\bfactor of (?:\d|(?:" + NUMBER_WORDS + r")\b)"
                            r"|\b(?:one|an|" + NUMBER_WORDS + r")\s+orders? of magnitude\b|\b(?:" + NUMBER_WORDS + r")\s+times\s+(?:" + TIMES_NEXT + r")\b"
                            r"|\bby (?:up to |about |nearly |over |more than )?\d+(?:\.\d+)?(?: to \d+(?:\.\d+)?)? times\b")  # "cuts X by 3 times"


def own_spans(doc: Doc) -> list[tuple[int, int]]:
    """Token ranges of what the paper proposes (proposal spans and entities in the proposes role)."""
    spans = [(p.start, p.end) for p in (doc._.proposed or [])]
    if "kg_entities" in doc.spans:
        spans += [(e.start, e.end) for e in doc.spans["kg_entities"] if e._.role == "proposes"]
    return spans


def _own(tok, own: list[tuple[int, int]], strong: bool = False) -> bool:
    """Whether a subject token names the paper's own work; strong: by "our", "proposed" or a proposed
    name, not only by "this"/"it"/"which", which can point at other work."""
    if tok.lower_ == "it" and tok.head.lemma_ == "be":
        return False  # "it is possible to ...": an expletive
    # the subject phrase without its own clauses: in "a policy that achieves ..." the "that" is no claim to it
    inner = {t.i for c in tok.children if c.dep_ in ("relcl", "acl") for t in c.subtree}
    words = {t.lower_ for t in tok.subtree if t.i not in inner}
    if words & (STRONG_OWN_WORDS if strong else OWN_WORDS):
        return True
    return any(a <= tok.i < b for a, b in own)


def _subject(verb):
    """The subject of a verb, climbing through conjunctions, complements and prepositional attachments
    (the small parser often hangs "... and demonstrate X" on a gerund) up to a verb that has one."""
    tok = verb
    for _ in range(6):
        subj = [c for c in tok.children if c.dep_ in ("nsubj", "nsubjpass", "csubj")]
        if subj:  # a fronted Latin phrase before "our results show ..." is often parsed as a second subject
            return next((c for c in subj if c.lower_ in RESULT_SUBJECTS or c.lemma_.lower() in RESULT_SUBJECTS), subj[0])
        if tok.dep_ in ("relcl", "acl") and tok.head.i != tok.i:
            return tok.head
        if tok.dep_ in ("conj", "xcomp", "advcl", "pcomp", "prep", "pobj", "dobj") and tok.head.i != tok.i:
            tok = tok.head
        else:
            return None
    return None


_CONCESSIVE = frozenset("while whereas although though".split())


def _about_prior_work(sent: Span, own: list[tuple[int, int]]) -> bool:
    """'Previous methods store ...': the main subject is other people's work."""
    root = sent.root
    if any(c.dep_ == "mark" and c.lower_ in _CONCESSIVE for c in root.children):
        return False  # 'While previous work does X we show Y' parsed with the concession as the root: the point is Y
    subj = next((c for c in root.children if c.dep_ in ("nsubj", "nsubjpass")), None)
    return subj is not None and not _own(subj, own) and any(t.lower_ in PRIOR_WORDS for t in subj.subtree)


# verbs whose present perfect passive reports a finding of earlier work ('has been shown', 'has been reported')
_KNOWN_VERBS = FINDING_VERBS | frozenset("report recognize".split())
_OWN_PAPER = frozenset("paper work study article letter survey".split())  # 'this paper demonstrates X, which has been shown ...'


def _known_before(sent: Span, own: list[tuple[int, int]]) -> bool:
    """'X has been shown to be effective', 'few guarantees have been revealed': a finding verb in the present perfect
    passive reports what was known before the paper, unless the sentence names the paper's own work."""
    for tok in sent:
        if tok.lemma_.lower() in _KNOWN_VERBS and tok.tag_ == "VBN" \
                and any(c.dep_ == "auxpass" and c.lower_ == "been" for c in tok.children) \
                and any(c.dep_ == "aux" and c.lower_ in ("has", "have") for c in tok.children):
            return not any(t.lower_ in STRONG_OWN_WORDS or any(a <= t.i < b for a, b in own)
                           or t.lower_ == "this" and t.head.lower_ in _OWN_PAPER for t in sent)
    return False


def rule_kind(sent: Span, background: bool = False, own: list[tuple[int, int]] | None = None) -> tuple[str, float] | None:
    """The claim kind and confidence the cue rules give one sentence, or None."""
    text = sent.text
    own = own_spans(sent.doc) if own is None else own
    if _boilerplate(text):
        return None
    root_subj = _subject(sent.root)
    measured = bool(_NUMBER_RESULT.search(text) or any(m.group("out") for m in win_counts(text))) and (
        bool(RESULT_CUES.search(text)) or any(t.lemma_.lower() in EFFECT_VERBS and t.pos_ == "VERB" for t in sent)
        or (root_subj is not None and _own(root_subj, own_spans(sent.doc) if own is None else own, strong=True)))
    if measured:
        return "result", 0.9
    if _first_of_kind(sent, own):
        return "finding", 0.7
    for tok in sent:
        lemma = tok.lemma_.lower()
        if tok.pos_ not in ("VERB", "AUX") and not (tok.pos_ == "NOUN" and tok.dep_ == "ROOT"):
            continue
        subj = _subject(tok)
        if lemma in FINDING_VERBS:
            if subj is not None and (subj.lower_ in RESULT_SUBJECTS or subj.lemma_.lower() in RESULT_SUBJECTS
                                     or any(c.dep_ == "poss" and c.lower_ == "our" for c in subj.children)):
                return "finding", 0.8  # 'our rope bounds show', 'our kite trials reveal': the paper's own evidence
            if subj is not None and subj.dep_ == "nsubjpass" or any(c.dep_ == "auxpass" for c in tok.children):
                return "finding", 0.7
            if not background and _this_suggests(tok, subj):
                return "finding", 0.7
        if _argued(tok, subj):
            return "finding", 0.7
        if lemma in ("derive", "obtain", "provide", "give", "prove", "establish") and subj is not None \
                and subj.lower_ == "we" and any(t.lemma_.lower() in THEORY_NOUNS or t.lower_ in THEORY_NOUNS
                                                for t in tok.subtree):  # "upper bound" is often read as the verb "bind"
            return "finding", 0.75
        # "these models yield ...": in a background sentence "this/these/it" may be someone else's work
        if lemma in EFFECT_VERBS and subj is not None and subj.lower_ != "we" and _own(subj, own, strong=background):
            return ("result" if RESULT_CUES.search(text) else "finding"), 0.75
        if lemma == "be" and subj is not None and _own(subj, own, strong=True) and _compared(tok):
            return "finding", 0.7
        if lemma == "be" and subj is not None and _own(subj, own) and any(
                c.lower_ == "first" and (c.dep_ == "amod" and c.head.dep_ == "attr" or c.dep_ == "attr" and c.head.i == tok.i)
                for c in tok.subtree):
            return "finding", 0.7  # 'X is the first method to ...', 'X is the first to ...'
        if subj is not None and subj.lower_ != "we" and _own(subj, own, strong=True) and _ability(tok):
            return "finding", 0.7
    return None


def _this_suggests(verb, subj) -> bool:
    """'This suggests / indicates that X': a finding drawn from the sentence before (not in a background sentence,
    where 'this' is the state of the field)."""
    return subj is not None and subj.lower_ in ("this", "these") and subj.pos_ == "PRON" \
        and any(c.dep_ == "ccomp" and c.left_edge.lower_ == "that" for c in verb.children)


# verbs whose "that" clause is a finding ("we explain that ..."; "we argue that" mostly motivates, not a finding)
_ARGUE_VERBS = frozenset(["explain"])
# nouns whose "that" clause is a finding ("we present evidence that ...", "we explain the finding that ...")
_EVIDENCE_NOUNS = frozenset("evidence proof finding".split())


def _argued(verb, subj) -> bool:
    """'We explain that X', 'we provide evidence that X': a "that" clause the paper itself puts forward."""
    if subj is None or subj.lower_ != "we" or verb.lemma_.lower() in ("review", "survey", "discuss", "summarize"):
        return False  # 'we review evidence that ...': others' evidence
    nouns = [c for c in verb.children if c.dep_ == "dobj" and c.lemma_.lower() in _EVIDENCE_NOUNS]
    if not nouns and verb.lemma_.lower() not in _ARGUE_VERBS:
        return False
    return any(c.dep_ in ("ccomp", "acl", "relcl") and c.i > h.i and c.left_edge.lower_ == "that"
               for h in [verb, *nouns] for c in h.children)


def _first_of_kind(sent: Span, own: list[tuple[int, int]]) -> bool:
    """'We present the first algorithm that ...', 'We introduce X, the first suite of ...': the paper's own work said to be
    the first of its kind. The noun must be one venue abstracts use for their own contribution (mined), so 'the first
    stage' or 'the first time' are no such claim; the phrase must be the object of a verb whose subject is the paper's
    own (we, our X, a proposed name) or stand in apposition to what such a verb introduces."""
    heads = own_heads()
    for t in sent:
        if t.lower_ != "first" or t.dep_ != "amod":
            continue
        noun = t.head
        if noun.lower_ not in heads and noun.lemma_.lower() not in heads or not any(c.lower_ == "the" for c in noun.children):
            continue
        anchor = noun.head if noun.dep_ == "appos" else noun
        if anchor.dep_ not in ("dobj", "attr") or anchor.head.pos_ not in ("VERB", "AUX"):
            continue
        subj = _subject(anchor.head)
        if subj is not None and (subj.lower_ == "we" or _own(subj, own, strong=True) or _this_paper(subj)):
            return True
    return False


def _this_paper(tok) -> bool:
    """'This paper / work / survey': the paper itself as a subject ('This paper develops the first analysis of ...')."""
    return tok.lower_ in _OWN_PAPER and any(c.dep_ == "det" and c.lower_ == "this" for c in tok.children)


def _compared(verb) -> bool:
    """'X is faster / more accurate than ...': a comparative complement of "be" with its "than"."""
    for c in verb.children:
        if c.dep_ == "acomp" and (c.tag_ in ("JJR", "RBR") or any(a.lower_ in ("more", "less") for a in c.children)):
            if any(t.lower_ == "than" for t in verb.subtree if t.i > c.i):
                return True
    return False


def _ability(verb) -> bool:
    """'X can handle ...', 'X is able / capable of ...': what the paper's own work can do is a finding."""
    if verb.lemma_ == "be":
        return any(c.dep_ == "acomp" and c.lower_ in ("able", "capable") for c in verb.children)
    return verb.pos_ == "VERB" and any(c.dep_ == "aux" and c.lower_ == "can" for c in verb.children)


@Language.factory(
    "kg_claims",
    default_config={"min_role_confidence": 0.5},
    requires=["token.dep", "token.lemma", "doc.sents"],
    assigns=["doc._.claims"],
)
def make_claims(nlp: Language, name: str, min_role_confidence: float):
    return ClaimFinder(name, min_role_confidence)


class ClaimFinder:
    def __init__(self, name: str, min_role_confidence: float):
        self.name = name
        self.min_role_confidence = min_role_confidence

    @reads_cached
    def __call__(self, doc: Doc) -> Doc:
        claims = []
        own = own_spans(doc)
        for i, sent in enumerate(doc.sents):
            if sent.start < doc._.kg_title_end:
                continue  # a title states a topic, not a finding
            role, role_conf = sent._.role, sent._.role_confidence
            rule = rule_kind(sent, role == "background" and role_conf >= self.min_role_confidence, own)
            if _boilerplate(sent.text) or _about_prior_work(sent, own) or _known_before(sent, own):
                continue
            if role == "result" and role_conf >= self.min_role_confidence:
                conf = max(role_conf, rule[1]) if rule else role_conf
                kind = rule[0] if rule else "result"
                claims.append(ClaimSpan(sent, kind, round(conf, 3), "kg_sentence_roles", i))
            elif rule:
                claims.append(ClaimSpan(sent, rule[0], round(rule[1], 3), self.name, i))
        doc._.claims = claims
        return doc
