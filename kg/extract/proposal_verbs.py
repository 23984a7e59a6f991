"""Which words propose: a verb whose subject is the paper or its authors, present-tense passives
("X is proposed"), and verbs that build data ("we collect X").
"""
from __future__ import annotations

import re

from spacy.tokens import Doc, Span

from kg.extract.doc_reads import doc_text, noun_chunks
from kg.extract.lexicon import (
    DATASET_HEADS, GENERIC_WORDS, PROPOSE_VERBS, PROPOSER_SUBJECTS, is_generic, looks_named, making_verbs,
)
from kg.extract.proposal_names import PROPOSAL_HEADS, trimmed_span

_PERFECT = frozenset("been has have had was were".split())


def is_self(subject) -> bool:
    """'we', or 'this/our paper|work|study' - not 'prior work' or 'Smith et al.'."""
    if subject.lower_ == "we":
        return True
    if subject.lemma_.lower() in OWN_METHOD_NOUNS and any(
            c.lower_ == "our" or c.lower_ == "proposed" and c.i > 0 and c.doc[c.i - 1].lower_ == "the" for c in subject.children):
        return True  # 'our method constructs X', 'the proposed model introduces X': X is part of the paper's own
    if subject.lemma_.lower() not in PROPOSER_SUBJECTS:
        return False
    return any(c.lower_ in ("this", "our", "present", "the") and c.dep_ in ("det", "poss", "amod") for c in subject.children)


OWN_METHOD_NOUNS = frozenset("method model framework approach algorithm system architecture network".split())


# 'we describe a X' presents a new thing; 'we describe the results / BERT' does not; 'we derive a X solver' (a theory
# paper's algorithm, estimator, function) builds one, 'we derive the gradient / a bound' is read by the head list
_DESCRIBE_NEW = frozenset("describe derive".split())


# verbs whose gerund after a preposition still proposes ('we solve it by proposing a X'), with a new thing as object;
# not 'building', 'providing', 'giving' (an understanding, insight, rise to) nor 'formulating' (the X problem as ...)
_BY_MAKING = frozenset("propose introduce develop design devise construct".split())
# '... by presenting KiteLAS, a system that ...': a name (a capital inside it or a digit) that an apposition right
# after it describes as a new thing; the gerund proposes it, 'present' as well ('by presenting the results' has none)
_NAMED_APPOSED = re.compile(r"\s+[A-Z][\w*+-]*[A-Z0-9][\w*+-]*\s*[,:]\s+(?:a|an)\s")
_NEW_AFTER_RECAST = re.compile(r"\s+(?:a|an|new|novel)\s")
_INDEFINITE_AFTER = re.compile(r"\s+(?:and\s+[a-z]+\s+)?(?:a|an|two|three)\s")
_NEW_OBJECT_AFTER = re.compile(r"\s+(?:a|an|new|novel|two|three)\s")


def _makes_by(tok, new_object: bool) -> bool:
    """A gerund after a preposition that proposes its object ('by proposing a X', 'by presenting KiteLAS, a X')."""
    lemma = tok.lemma_.lower()
    if tok.tag_ != "VBG" or lemma not in _BY_MAKING and lemma != "present":
        return False
    return lemma in _BY_MAKING and new_object or _NAMED_APPOSED.match(doc_text(tok.doc)[tok.idx + len(tok.text):]) is not None


def makes_new(tok) -> bool:
    """A verb that proposes only with an indefinite object of a contribution kind: 'describe', 'derive', and the verbs
    the venue abstracts write with a made object ('we define a kite loss', 'we suggest a rope scheme'; mined), less
    the verbs that make data, which builds_data reads with its own test of the object."""
    lemma = tok.lemma_.lower()
    return lemma in _DESCRIBE_NEW or lemma in making_verbs() and lemma not in DATA_VERBS


def wants_contribution_head(tok) -> bool:
    """'we derive a kite solver' but not 'we derive a rope SDE'; 'we define a kite loss' but not 'we define a rope
    condition' (a mined making verb makes notions and settings too): only an object of a contribution kind is read."""
    return tok.lemma_.lower() == "derive" or mined_making(tok)


def mined_making(tok) -> bool:
    """A making verb only the mined list holds ('define', 'suggest', 'contribute'), none of the hand-listed ones."""
    lemma = tok.lemma_.lower()
    return lemma not in PROPOSE_VERBS and lemma not in _DESCRIBE_NEW and makes_new(tok)


def _recast(tok) -> bool:
    """'formulate X as Y': an object with 'as' on the verb after it ('present X as a baseline' may still be new)."""
    if tok.lemma_.lower() not in ("formulate", "reformulate"):
        return False
    obj = next((c for c in tok.children if c.dep_ == "dobj"), None)
    return obj is not None and any(c.dep_ == "prep" and c.lower_ == "as" and c.i > obj.i for c in tok.children)


def is_proposal_verb(tok) -> bool:
    end = tok.idx + len(tok.text)  # the patterns after the verb are matched from here (none looks behind it)
    if _recast(tok) and not _NEW_AFTER_RECAST.match(doc_text(tok.doc), end):
        return False  # 'we formulate kite ranking as a rope problem': the object is the problem recast, not a new thing
    if tok.lower_ in PROPOSE_VERBS and tok.i > 0 and tok.doc[tok.i - 1].lower_ == "we":
        return True  # 'we present X': the tagger sometimes reads 'present' as an adjective
    if tok.pos_ not in ("VERB", "AUX"):
        return False  # tested first: most words are no verb, and the text after them need not be read
    lemma = tok.lemma_.lower()
    if lemma not in PROPOSE_VERBS and not puts_forward(tok):
        # 'we derive a X', 'we define and optimize a X' (the object the two verbs share)
        indefinite = _INDEFINITE_AFTER.match(doc_text(tok.doc), end) is not None
        # 'we describe KiteSAG, an asynchronous version of X': a name an apposition says is a new thing, as with 'presenting'
        indefinite = indefinite or lemma in _DESCRIBE_NEW and _NAMED_APPOSED.match(doc_text(tok.doc), end) is not None
        if not (makes_new(tok) and indefinite):
            return False
    subjects = [c for c in tok.children if c.dep_ in ("nsubj", "nsubjpass")]
    head = tok
    new_object = _NEW_OBJECT_AFTER.match(doc_text(tok.doc), end) is not None
    while not subjects and head.dep_ in ("conj", "xcomp", "advcl", "ccomp", "pcomp", "prep") and head.head.i != head.i:
        if head.dep_ in ("pcomp", "prep") and not _makes_by(tok, new_object):
            return False  # 'given a kite video' proposes nothing, nor 'by building an understanding of X'
        head = _misattached_conjunct(head, tok) or head.head  # "we first analyse ... and then propose X"; a
        # subjectless 'ccomp' is a conjunct misparsed; 'which we solve by proposing X': up from the gerund through its
        # preposition to the verb
        subjects = [c for c in head.children if c.dep_ in ("nsubj", "nsubjpass")]
    if head is not tok and _own_relative(head):
        return True
    return any(is_self(s) for s in subjects)


def _misattached_conjunct(conjunct, verb):
    """'we relax the assumptions made in X and introduce Y', 'by assuming each agent holds X, and develop Y': the
    parser hangs a plain-form verb on a participle that modifies a noun, or on a verb of the third person singular,
    neither of which a plain form can be coordinated with; its subject is that of a plain or past verb with a
    subject up the chain. That verb, or None for any other conjunct."""
    head = conjunct.head
    subject = next((c for c in head.children if c.dep_ == "nsubj"), None)
    if conjunct.dep_ != "conj" or verb.tag_ not in ("VB", "VBP") or not (
            head.dep_ == "acl" and head.tag_ == "VBN" or head.tag_ == "VBZ" and subject is not None and not is_self(subject)):
        return None  # 'this paper studies X and propose Y': a plain form after the paper's own verb is a slip of agreement
    return next((a for a in head.ancestors if a.tag_ in ("VBP", "VBD") and any(c.dep_ == "nsubj" for c in a.children)), None)


def puts_forward(tok) -> bool:
    """'we put forward a kite sampler', 'a rope relation is put forward': the phrasal verb means 'propose'."""
    return tok.lemma_.lower() == "put" and tok.i + 1 < len(tok.doc) and tok.doc[tok.i + 1].lower_ == "forward"


def object_start(tok) -> int:
    """Where a proposal verb's object may begin: after the verb, or after the particle of 'put forward'."""
    end = tok.doc[tok.i + 1] if puts_forward(tok) else tok
    return end.idx + len(end.text)


def _own_relative(clause) -> bool:
    """'we introduce a framework that closes the gap by proposing a X': a relative clause on the paper's own new
    method (the object of a proposal verb) says what that method does, so what it proposes is the paper's."""
    noun = clause.head
    return clause.dep_ == "relcl" and noun.dep_ == "dobj" and noun.lemma_.lower() in OWN_METHOD_NOUNS \
        and is_proposal_verb(noun.head)


# verbs by which a paper makes data of its own ('we collect a kite corpus'), besides the proposal verbs
DATA_VERBS = PROPOSE_VERBS | frozenset("collect curate gather compile annotate release generate record crowdsource".split())


def builds_data(tok) -> bool:
    """'we collect a new kite corpus', 'we design a strategy to build a rope scene dataset': a data noun as the
    object of a verb that makes data, in a clause the paper is the subject of (found up the verb chain,
    also through 'a strategy to build': the proposal verbs alone need the subject on the verb itself)."""
    if tok.lemma_.lower() not in DATA_VERBS or tok.pos_ != "VERB" or is_proposal_verb(tok):
        return False
    if not any(c.dep_ == "dobj" and c.lemma_.lower() in DATASET_HEADS for c in tok.children):
        return False
    head = tok
    for _ in range(4):
        subjects = [c for c in head.children if c.dep_ in ("nsubj", "nsubjpass")]
        if subjects:
            return is_self(subjects[0]) and subjects[0].dep_ == "nsubj"
        if head.dep_ not in ("conj", "xcomp", "advcl", "acl", "relcl") or head.head.i == head.i:
            return False
        head = head.head if head.dep_ != "acl" else head.head.head  # 'a strategy to build X': up to the verb of 'strategy'
    return False


def says_which_data(span: Span) -> bool:
    """'a rope scene toy dataset', 'KiteSet': a name or a noun says which data; 'a large-scale synthetic dataset'
    or 'associated datasets' only how much or what kind."""
    return any(looks_named(t.text) for t in span) or any(t.pos_ in ("NOUN", "PROPN") for t in span[:-1])


def data_object_clause(tok) -> Span:
    """The sentence up to what the data noun's prepositions add ('the X dataset of ... standard Y objects':
    Y is no part of what is built), or the verb's ('we compiled two kite datasets from RopeBank and KnotDB': the
    sources the data is made from)."""
    sent = tok.sent
    obj = next(c for c in tok.children if c.dep_ == "dobj" and c.lemma_.lower() in DATASET_HEADS)
    prep = next((c for c in sorted([*obj.children, *tok.children], key=lambda c: c.i) if c.dep_ == "prep" and c.i > obj.i), None)
    return sent.doc[sent.start:prep.i] if prep is not None else sent


def passive_subject(tok, verbs: frozenset[str] = PROPOSE_VERBS) -> Span | None:
    """'X is proposed (in this paper)': the subject phrase, when the tense is the present."""
    if tok.lemma_.lower() not in verbs and not (verbs is PROPOSE_VERBS and puts_forward(tok)) or tok.tag_ != "VBN":
        return None
    aux = [c.lower_ for c in tok.children if c.dep_ in ("aux", "auxpass")]
    subj = [c for c in tok.children if c.dep_ == "nsubjpass"]
    if not subj or not {"is", "are"} & set(aux) or _PERFECT & set(aux):
        return None
    if subj[0].lower_ in ("it", "this", "that", "which") or _prior_work_subject(subj[0]):
        return None
    sub = subj[0].subtree
    toks = list(sub)
    return tok.doc[toks[0].i:toks[-1].i + 1]


def _prior_work_subject(head) -> bool:
    """'Most kite detectors are designed to ...', 'traditional rope solvers are developed for ...': a quantifier
    or a word of time before the subject's noun puts what the passive tells of in others' work. Not 'these', which
    as often points back to the paper's own parts ('these modules are designed to ...')."""
    return any(t.lower_ in PRIOR_WORK and t.lower_ != "these" for t in head.subtree if t.i < head.i)


# modifiers that put a passive subject in prior work ('existing detectors are designed to ...')
PRIOR_WORK = frozenset("existing previous prior current traditional conventional classical standard most many these such other "
                        "some typical earlier common popular".split())


# 'A fast lantern rescaled solver is then developed to ...': a present passive of a proposal verb read off the
# words, for when the parser takes a participle in the subject ('rescaled') for the verb
_PASSIVE_OPENING = re.compile(r"(?:An?)\s+((?:[\w-]+\s+){1,6}?)(?:is|are)\s+(?:(?:then|further|also|first|here|thus)\s+)?"
                              r"(?:proposed|developed|designed|introduced|devised|constructed|presented|formulated)\b")


def passive_by_words(doc: Doc, sent: Span) -> Span | None:
    m = _PASSIVE_OPENING.match(sent.text)
    if m is None:
        return None
    span = trimmed_span(doc, sent.start_char + m.start(), sent.start_char + m.end(1))
    if span is None or not 2 <= len(span.text.split()) <= 6 or is_generic([t.text for t in span]) \
            or any(t.is_stop or t.lower_ in ("called", "so") for t in span):
        return None  # 'a number of models is developed', 'a variant of X': a count or a part, not one new thing
    head = span[-1].lower_
    return span if head in PROPOSAL_HEADS or head.endswith("s") and head[:-1] in PROPOSAL_HEADS else None


def built_in_passive(subject: Span) -> Span | None:
    """'A rope reachability diagram is constructed': the subject of a present passive of a proposal verb is
    the paper's own whatever its head noun (a diagram, a map, a graph), when its words say which one."""
    root = subject.root
    chunk = next((c for c in noun_chunks(subject.sent) if c.root.i == root.i), None)
    if chunk is None or root.pos_ not in ("NOUN", "PROPN") or any(t.lower_ in PRIOR_WORK for t in chunk):
        return None
    span = trimmed_span(subject.doc, chunk.start_char, chunk.end_char)
    if span is None or not 2 <= len(span.text.split()) <= 6 or is_generic([t.text for t in span]) or span[-1].lower_ in GENERIC_WORDS:
        return None
    if not any(t.pos_ in ("NOUN", "PROPN") or "-" in t.text for t in span[:-1]):
        return None  # 'a computational algorithm': only an adjective says which
    return span


# verbs by which a paper puts a part into its own method ('we employ a kite fusion module')
COMPONENT_VERBS = frozenset("use employ adopt integrate incorporate exploit utilize utilise leverage equip add".split())
