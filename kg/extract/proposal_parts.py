"""New parts of the paper's own method: novel components put into it, "our X consists of Y",
and own participles ("a newly designed X").
"""
from __future__ import annotations

import re
from functools import lru_cache

from spacy.tokens import Doc, Span

from kg.extract import extensions
from kg.extract.doc_reads import doc_text, noun_chunks
from kg.extract.lexicon import (
    CONTRIBUTION_HEADS, GENERIC_WORDS, HARDWARE_NOUNS, STOPWORDS, head_key, is_generic, kind_short_forms, looks_named,
    means_slotted, method_names_folded, own_heads, part_heads, task_heads,
)
from kg.extract.proposal_names import (
    PROPOSAL_HEADS, contribution_phrase, defined_short, novel_described, object_heads, whole_chunks,
)
from kg.extract.proposal_objects import new_artefact, proposals_after, verb_read_as_noun
from kg.extract.proposal_verbs import (
    COMPONENT_VERBS, DATA_VERBS, OWN_METHOD_NOUNS, built_in_passive, is_proposal_verb, is_self, passive_subject,
)

extensions.register()

# heads of a part of a method rather than of a whole one: what 'we use' with them is usually the paper's own
# verbs that put a part into the own method, unlike those that take one up ('leverages a kite autoencoder'):
# after them one new thing of any kind is the paper's own
PUT_INTO = frozenset("adopt integrate incorporate equip add".split())
_COMPONENT_HEADS = frozenset("module block branch regularizer regularization loss mechanism unit".split())
_NOVELTY = frozenset("novel innovative".split())
# verbs by which the own method holds its parts ('our framework features a tail pruning strategy'): with the
# own method as the subject only; not 'combine A with B', whose B is as often a known method (venue sample)
_HOLD_VERBS = frozenset("feature include contain".split())
# words saying a part is another's, taken over ('an external pretrained rope model')
TAKEN_OVER = re.compile(r"\b(?:external|existing|off-the-shelf|open-source|pre-?trained|standard|public|conventional)\b", re.I)


def component_proposals(doc: Doc, tok) -> list[tuple[Span, float]]:
    """'our model integrates a two-stage kite sampler', 'we employ a rope fusion module': an unnamed part
    the paper puts into its own method. With 'we' as the subject, only a part-of-a-method head or a
    'novel' phrase counts ('we use a convolutional network' uses an existing one)."""
    holds = tok.lemma_.lower() in _HOLD_VERBS
    if tok.lemma_.lower() not in COMPONENT_VERBS and not holds or tok.pos_ != "VERB":
        return []
    subjects = [c for c in tok.children if c.dep_ == "nsubj"]
    head = tok
    while not subjects and head.dep_ in ("conj", "xcomp") and head.head.i != head.i:
        head = head.head  # 'our model uses X to extract Y and uses Z': Z's verb hangs off 'extract'
        subjects = [c for c in head.children if c.dep_ == "nsubj"]
    if not subjects:
        return []
    # 'this framework features X' (pointing back to the paper's own): read as strictly as a hold verb
    back = not is_self(subjects[0]) and refers_back_to_own(subjects[0])
    if not (back or is_self(subjects[0])):
        return []
    own_method = subjects[0].lemma_.lower() in OWN_METHOD_NOUNS  # 'our model uses X', not 'we / this paper use X'
    if holds and not own_method:
        return []  # 'we include X' lists what is studied
    out = []
    for obj in [c for c in tok.children if c.dep_ == "dobj"]:
        for noun in [obj] + [c for c in obj.conjuncts if c.i > obj.i]:
            chunk = next((c for c in noun_chunks(noun.sent) if c.root.i == noun.i), None)
            if chunk is None or back and not _held_part(chunk, holds):
                continue
            if holds and (any(looks_named(t.text) for t in chunk) or TAKEN_OVER.search(chunk.text)):
                continue  # 'our model includes a pretrained KiteBERT encoder': a part taken over
            novel = any(t.lower_ in _NOVELTY for t in chunk)
            if not (own_method or novel or chunk.root.lemma_.lower() in _COMPONENT_HEADS):
                continue
            if _NAMED_NEXT.match(doc_text(doc), chunk.end_char):
                out += _short_form_of(doc, chunk) if not holds else []  # 'includes X using a kite network (KN)': a tool
                continue
            phrase = contribution_phrase(doc, chunk.start_char, chunk.end_char, _held_heads() if holds else CONTRIBUTION_HEADS)
            if phrase is not None and holds and not _one_held_part(phrase):
                continue
            if phrase is None and own_method and tok.lemma_.lower() in PUT_INTO and chunk.root.lemma_.lower() not in PROPOSAL_HEADS:
                phrase = new_artefact(doc, chunk.start_char, chunk.end_char)  # 'our method adopts a zero-sum kite game'
            if phrase is not None:
                out.append((phrase, 0.6))
    return out


@lru_cache(maxsize=1)
def _held_heads() -> frozenset[str]:
    """Heads of what the own method holds ('our framework features a rope planner'): contribution heads and the mined
    heads of own parts."""
    return CONTRIBUTION_HEADS | _owned_part_heads()


@lru_cache(maxsize=1)
def _owned_part_heads() -> frozenset[str]:
    """The part heads a list of the own method's parts accepts: the fixed part heads and the mined ones that are not
    whole-method heads ('network', 'model': a whole one in the list is often taken over)."""
    return _PART_HEADS | (part_heads() - CONTRIBUTION_HEADS - HARDWARE_NOUNS)


def _one_held_part(phrase: Span) -> bool:
    """A held part with a mined part head is one singular part ('features a rope planner'), not a kind or a count
    ('includes both hardware and software designs', 'contains two key designs': random venue abstracts)."""
    if phrase.root.lemma_.lower() in CONTRIBUTION_HEADS:
        return True
    return phrase.root.tag_ == "NN" and not any(t.like_num or t.lower_ in ("both", "key", "main") for t in phrase)


def _held_part(chunk: Span, holds: bool) -> bool:
    """What 'this framework' holds or takes in is its own part only under a hold verb ('features / includes') or with a
    part head ('employs a rope gating mechanism'): 'this method uses / leverages X' takes up a known tool as often
    (random venue abstracts: a VLM, matrix factorization, foundation models). One singular part, no name, no word of
    taking over, no list mark ('1) a kite network' is an item of a list the rule does not read)."""
    if chunk.root.tag_ != "NN" or any(looks_named(t.text) for t in chunk) or TAKEN_OVER.search(chunk.text):
        return False
    if any(t.is_digit or t.text == ")" for t in chunk):
        return False
    return holds or chunk.root.lemma_.lower() in _COMPONENT_HEADS


def refers_back_to_own(subject) -> bool:
    """'We propose KiteNet, a rope-aware tracking architecture. This architecture employs X': a bare 'this' before a
    method noun points back to the last such noun, and that noun is the paper's own when it stands after a proposal
    verb of the paper's in an earlier sentence (not 'existing detectors ... This detector uses X')."""
    noun = subject.lemma_.lower()
    if noun not in OWN_METHOD_NOUNS or subject.tag_ != "NN" or [c.lower_ for c in subject.children] != ["this"]:
        return False
    doc = subject.doc
    earlier = [t for t in doc[doc._.kg_title_end:subject.sent.start] if t.lemma_.lower() == noun and t.tag_ == "NN"]
    if not earlier:
        return False
    last = earlier[-1]  # the referent: the last mention before the sentence
    verb = next((t for t in last.sent[:last.i - last.sent.start] if is_proposal_verb(t)), None)
    return verb is not None


def novel_phrases(sent: Span) -> list[tuple[Span, float]]:
    """'... combined with a novel kite estimator': a contribution phrase the text calls novel is the paper's."""
    out = []
    own = OWN_SENTENCE.search(sent.text) is not None
    if not any(t.lower_ in _NOVELTY or own and t.lower_ == "new" for t in sent):
        return out  # most sentences: no noun chunks to parse
    for chunk in whole_chunks(sent):  # 'a novel end-to-end kite network' is one chunk
        if not _called_new(chunk, own) or chunk.root.tag_ in ("NNS", "NNPS"):
            continue  # 'novel training schemes': a kind, whose members are named elsewhere
        if _NAMED_NEXT.match(doc_text(sent.doc), chunk.end_char):
            out += _short_form_of(sent.doc, chunk)
            continue
        phrase = contribution_phrase(sent.doc, chunk.start_char, chunk.end_char)
        if phrase is None and not _continues(sent.doc, chunk.end):
            phrase = new_artefact(sent.doc, chunk.start_char, chunk.end_char)  # 'a novel kite tail controller': any head a noun names
            if phrase is not None and len(phrase) == 2 and phrase[0].pos_ == "NOUN":
                phrase = None  # 'a novel kite function': two nouns are the kind's common term, which joins every paper
            elif phrase is None and not (chunk.start and is_proposal_verb(sent.doc[chunk.start - 1])):
                # 'a novel causal framework'; after a proposal verb the object's reading names it ('a novel
                # causal framework for X': its purpose), so the chunk alone would be a second node for one thing
                phrase = novel_described(sent.doc, chunk.start_char, chunk.end_char)
        if phrase is not None and not any(looks_named(t.text) for t in chunk):
            out.append((phrase, 0.6))  # a named one ('a novel KiteNet model') is found by its name
    return out


def _called_new(chunk: Span, own: bool) -> bool:
    """'a novel kite estimator' anywhere; 'a new kite estimator' only in a sentence of the paper's own ('we', 'our',
    'this paper'), since 'new' alone also brings in others' work ('recently, a new rope detector was ...')."""
    if any(t.lower_ in _NOVELTY for t in chunk):
        return True
    if not (own and len(chunk) > 2 and chunk[0].lower_ in ("a", "an") and chunk[1].lower_ == "new"):
        return False
    text = doc_text(chunk.doc)  # 'KiteSet, a new rope dataset', 'a new kite model, namely KiteBERT': the name is the node
    return not (_NAME_THEN.search(text[chunk.end_char:chunk.end_char + 40])
                or _NAME_FIRST.search(text, max(0, chunk.start_char - 40), chunk.start_char))


_NAME_THEN = re.compile(r"^\s*\(|\b(?:namely|called|named|dubbed|termed|coined|referred|known\s+as)\b")
_NAME_FIRST = re.compile(r"(?:\b[A-Z][\w-]*[A-Z][\w-]*|\))\s*,\s*$")


def _continues(doc: Doc, end: int) -> bool:
    """The phrase goes on past the chunk: 'a novel kite tracking and rope model' or 'a novel kite tracking-based model'
    (the parser cut it), so the chunk alone would name half of it."""
    if end >= len(doc):
        return False
    nxt = doc[end]
    if nxt.pos_ == "CCONJ":
        return end + 1 < len(doc) and doc[end + 1].pos_ not in ("DET", "PRON", "NUM")
    return nxt.pos_ in ("NOUN", "PROPN", "ADJ") or nxt.text in ("-", "/")


def _short_form_of(doc: Doc, chunk: Span) -> list[tuple[Span, float]]:
    """A phrase followed by its name: 'a novel kite approach, called KA' is found by the naming cue (nothing
    here); 'a Kite Fusion Module (KFM)' by the short form defined for it."""
    short = defined_short(doc._.kg_abbrevs or [], chunk.start_char, chunk.end_char)
    return [(short, 0.8)] if short is not None and doc_text(doc)[chunk.end_char:short.start_char].strip() == "(" else []


_NAMED_NEXT = re.compile(r"\s*(?:,\s*)?(?:called|named|dubbed|termed|coined|\()")


# 'our newly collected X', 'a newly constructed dataset X': a word saying the thing is new, before a participle
_NEW_BEFORE = frozenset("new newly".split())


def own_new_participle(tok) -> bool:
    """'our proposed X', 'our newly collected X', 'a newly constructed dataset X': a participle of a verb that
    makes something, which 'our' or a new-word before it says the paper made (not 'the newly released X',
    which may be another's)."""
    if tok.tag_ != "VBN" and not tok.lower_.endswith("ed") or tok.lemma_.lower() not in DATA_VERBS | {"propose"}:
        return False
    before = [t for t in tok.doc[max(tok.sent.start, tok.i - 3):tok.i] if t.text != "-"]
    if not before or before[-1].head.i > tok.i + 4 and before[-1].lower_ != "our":
        return False
    if before[-1].lower_ == "our":
        return tok.lower_ == "proposed" or tok.lemma_.lower() != "propose"  # 'our proposed X', 'our designed X'
    if before[-1].lower_ not in _NEW_BEFORE or len(before) < 2:
        return False
    return before[-2].lower_ in ("our", "a", "an")


_NAMING_WORDS = frozenset("called named dubbed termed coined namely".split())
_PHRASE_END_POS = frozenset("AUX ADP CCONJ SCONJ PART PRON DET ADV".split())
_FINITE = frozenset("VB VBZ VBD VBP MD".split())  # a participle ('aging', 'collected') may stand inside a noun phrase


def own_participle_object(doc: Doc, tok, sent: Span, abbreviations, on: dict) -> list[tuple[Span, float]]:
    """What 'our proposed / a newly built ...' introduces: a name or a contribution phrase after the participle,
    else one artefact of any head when a noun or hyphen word says which ('our proposed layer-wise block')."""
    end = tok.i + 1  # the object noun phrase only: 'our proposed model reconstructs HDR images' proposes no HDR
    while end < sent.end and doc[end].pos_ not in _PHRASE_END_POS and doc[end].tag_ not in _FINITE \
            and doc[end].text not in ",.;:()":
        end += 1
    if end < sent.end - 1 and doc[end].text == "," and (end == tok.i + 2 or doc[end + 1].lower_ in _NAMING_WORDS):
        end = sent.end  # 'our proposed network, namely KiteNet', 'our proposed kite extractor, called KE': the name follows
    phrase = doc[sent.start:end]
    after = proposals_after(doc, tok.idx + len(tok.text), phrase, abbreviations, on)[:1]
    if after or not on.get("phrase", True):
        return after
    chunk = next((c for c in noun_chunks(sent) if c.start <= tok.i < c.end or c.start == tok.i + 1), None)
    if chunk is None or chunk.end <= tok.i + 1:
        return []
    span = doc[tok.i + 1:chunk.end]
    if not 2 <= len(span.text.split()) <= 6 or is_generic([t.text for t in span]) or span[-1].lower_ in GENERIC_WORDS:
        return []
    if span.root.i != span.end - 1 or not any(t.pos_ in ("NOUN", "PROPN") or "-" in t.text for t in span[:-1]):
        return []  # 'our proposed simple model': only an adjective says which
    if verb_read_as_noun(span):
        return []
    return [(span, 0.6)]


# 'our KiteNet, composed of a rope module and a lantern branch', 'the proposed framework consists of A and B'
_OWN_PARTS = re.compile(r"\b(?:[Oo]ur|[Tt]he\s+proposed)\s+(?:[\w-]+\s+){0,3}?[\w-]+,?\s+(?:which\s+)?(?:is\s+|are\s+)?"
                        r"(?:mainly\s+)?(?:composed\s+of|consists\s+of|consisting\s+of|comprised\s+of|comprises|comprising)\s+"
                        r"(?:(?:two|three|four|five)\s+(?:main\s+|key\s+|major\s+)?(?:parts|components|modules|stages)\s*:\s+)?")
# ('consists of four key modules: A, B, C and D': the count and its colon announce the list)


# heads of a part made for the own method (a whole network or model in the list is often one taken over)
_PART_HEADS = frozenset("module block branch mechanism unit".split())  # singular: 'core modules' counts, names none


def own_parts(doc: Doc, sent: Span) -> list[tuple[Span, float]]:
    """The parts a sentence says the paper's own method is made of, each a contribution phrase ('a two-stage rope
    module'); not 'other ...' parts, which are taken over."""
    m = _OWN_PARTS.search(sent.text)
    if m is None:
        return []
    start = sent.start_char + m.end()
    stop = re.search(r"[.;:()]|\s(?:that|which|to|for|where|with|is|are|in|on|by|as|from)\s", doc_text(doc)[start:sent.end_char])
    end = start + (stop.start() if stop else sent.end_char - start)
    out = []
    for item in re.finditer(r"[^,]+", doc_text(doc)[start:end]):
        for part in re.split(r"\s+and\s+|^\s*and\s+", item.group()):
            text = part.strip()
            text = re.sub(r"^(?:namely|i\.e\.|e\.g\.|or|a\)|b\)|c\)|\d\))\s+", "", text)
            if not text or text.split()[0].lower() in ("other", "several", "some", "many", "of"):
                continue
            b = start + item.start() + item.group().find(text)
            phrase = contribution_phrase(doc, b, b + len(text), _owned_part_heads())
            if phrase is not None and len(phrase) >= 3 and phrase[0].like_num and phrase[0].whitespace_:
                phrase = phrase[1:]  # 'consists of one kite classifier and three rope classifiers': the count is no part of the name
            if phrase is not None and len(phrase) >= 2 and phrase.start_char >= b and phrase.root.tag_ == "NN":
                out.append((phrase, 0.6))
    return out


# 'we present a new dataset of 3,000 kite dialogues', 'a novel corpus collected from rope forums': new data with no name,
# said which by what follows its data noun (a count, a source, how it was made)
_NEW_DATA = re.compile(r"\b(?:a|an)\s+(?:new|novel|first)\s+((?:[\w-]+\s+){0,3}?)(dataset|corpus|benchmark|database|data\s+set)\s+"
                       r"(?=(?:of|with|collected|captured|consisting|containing|comprising|gathered|built|constructed|"
                       r"annotated|recorded)\s)")
# where the description ends: a clause, a purpose, a place, a second item ('4,250 posts': a digit group's comma stays)
_DATA_END = re.compile(r"[;.:()\[—–]|,(?!\d)|\s(?:which|that|where|whose|to|for|in|on|and|or|as|we|our|is|are|was|were|has|have|"
                       r"showing|covering|spanning|proposed|introduced|presented|released)\s")
# a sentence about the paper's own work: "we", "our", "this paper / work / study / article / letter"
OWN_SENTENCE = re.compile(r"\b(?:[Ww]e|[Oo]ur|[Tt]his\s+(?:paper|work|study|article|letter))\b")


def described_new_data(sent: Span) -> list[tuple[Span, float]]:
    """New unnamed data is called by its description ('dataset of 3,000 kite dialogues'), as a reader would; its
    own modifiers stay when they are content words ('multi-rope dataset of ...'), not 'first of a kind'. Only in
    a sentence of the paper's own ('we', 'our'), unless the data is called novel; named data is left to the names."""
    out = []
    for m in _NEW_DATA.finditer(sent.text):
        new_word = sent.text[m.start():m.start(1)].split()[-1].lower()
        if new_word != "novel" and not OWN_SENTENCE.search(sent.text):
            continue
        mods = m.group(1).split()
        if any(looks_named(w) for w in mods):
            continue  # 'a new KiteQA dataset of ...': the name finds it
        keep = mods and not any(w.lower() in STOPWORDS or w.lower() in GENERIC_WORDS for w in mods)
        start = sent.start_char + (m.start(1) if keep else m.start(2))
        rest = doc_text(sent.doc)[sent.start_char + m.end():sent.end_char]
        if re.match(r"with\s+the\s", rest):
            continue  # 'a new dataset with the goal of ...': a purpose, not what the data holds
        stop = _DATA_END.search(rest)
        words = list(re.finditer(r"\S+", rest[:stop.start() if stop else len(rest)]))[:6]
        span = sent.doc.char_span(start, sent.start_char + m.end() + words[-1].end(), alignment_mode="contract") if words else None
        while span is not None and len(span) and span[-1].pos_ not in ("NOUN", "PROPN"):
            span = span[:-1]  # the description ends in what the data holds ('... 6300 labelled' is cut)
        if span is not None and len(span) >= 3 and span[-1].i > span.root.i:
            out.append((span, 0.6))
    return out


# 'KiteNet consists of two branches, i.e., the rope branch and the tail branch', '..., which consists of three
# main modules: the A (SA), which ..., and the B (SB)': a count of part nouns and a cue announce the list
_COUNTED_PARTS = re.compile(r"\b(?:consists?|consisting|composed|comprised)\s+of\s+(two|three|four)\s+(?:[a-z-]+\s+)?"
                            r"(?:parts|components|modules|branches|blocks|units|stages)\s*(?::|,\s*(?:i\.e\.|namely),?)\s*")
_COUNTS = {"two": 2, "three": 3, "four": 4}
_ITEM_START = re.compile(r"(?:^|,\s+(?:and\s+)?|\s+and\s+)(?:the|a|an)\s+")
_ITEM_END = re.compile(r"\s*(?:[,;.()]|\s(?:which|that|to|for|with|in|and)\s)")


def counted_parts(doc: Doc, sent: Span, proposed: list[Span]) -> list[Span]:
    """The parts after `_COUNTED_PARTS`, when what consists of them is the paper's own: a proposed name or
    'the <proposed name>' as the subject, or 'which' after a proposed phrase in the same sentence. Each item opens
    with an article; its short form names it, else the phrase with a part head; the count says how many to read."""
    m = _COUNTED_PARTS.search(sent.text)
    if m is None:
        return []
    before = sent.text[:m.start()].rstrip()
    names = {p.text for p in proposed}
    subject = re.search(r"(?:^|\s)(?:[Tt]he\s+)?([\w-]+(?:\s+[\w-]+)?)$", before)
    own = subject is not None and (subject.group(1) in names or subject.group(1).split()[-1] in names) or \
        re.search(r",?\s+which$", before) is not None and any(sent.start <= p.start and p.end_char <= sent.start_char + m.start()
                                                                for p in proposed)
    if not own:
        return []
    start = sent.start_char + m.end()
    text = doc_text(doc)[start:sent.end_char]
    out = []
    for item in _ITEM_START.finditer(text):
        if len(out) == _COUNTS[m.group(1)]:
            break
        end = _ITEM_END.search(text, item.end())
        b, e = start + item.end(), start + (end.start() if end else len(text))
        short = defined_short(doc._.kg_abbrevs or [], b, b)
        phrase = short or contribution_phrase(doc, b, e, _owned_part_heads())
        if phrase is not None:
            out.append(phrase)
    return out


# verbs by which a clause on the new thing lists what it is made of ('a kite model that employs rope pooling and
# tail attention', 'a rope loss consisting of a knot term and a tail term', 'a kite network, including A and B');
# not 'use / utilize' nor 'integrate / incorporate / combine', whose objects are as often the inputs taken or fused
# ('a fusion module which integrates shallow-layer structure and deep-layer detail', 'algorithms that utilize
# semantic context and ...')
_PART_CLAUSE_VERBS = frozenset("employ include contain comprise consist compose".split())
# 'employs two types of constraints - A and B': a count of kinds before the listed parts
_KIND_COUNTS = frozenset("type types kind kinds part parts component components".split())


def clause_parts(sent: Span) -> list[tuple[Span, float]]:
    """'we propose a kite model that employs rope pooling and tail attention': a relative or participial clause on
    the object of the paper's proposal verb lists the new thing's parts. Two or more parts, each a singular phrase of
    two or more words; a list holding a name, a known method or a part called another's is refused whole (the
    clause then says what the new thing builds on)."""
    out = []
    for verb in sent:
        where = _where_parts(verb)
        if verb.lemma_.lower() not in _PART_CLAUSE_VERBS and not where:
            continue
        thing = verb.head if where else _clause_noun(verb)
        if thing is None or thing.dep_ != "dobj" or not is_proposal_verb(thing.head):
            continue
        items = where or _listed_items(verb)
        phrases = [_item_phrase(item) for item in items]
        if len(phrases) >= 2 and all(p is not None for p in phrases):
            out += [(p, 0.6) for p in phrases]
    return out


def _where_parts(verb) -> list:
    """'we propose a kite framework, where a rope encoder and a tail decoder are jointly trained': a 'where' clause on
    the new thing whose subject lists two or more things says what it is made of; the listed subject nouns."""
    if verb.dep_ != "relcl" or not any(c.dep_ == "advmod" and c.lower_ == "where" for c in verb.children):
        return []
    subject = next((c for c in verb.children if c.dep_ in ("nsubj", "nsubjpass")), None)
    if subject is None or not subject.conjuncts:
        return []
    return [subject] + [c for c in subject.conjuncts if c.i > subject.i]


def _clause_noun(verb):
    """The noun a part clause hangs on: 'X that / which employs', 'X consisting of / including'; through a reduced
    clause after a comma ('a kite framework tailored to this problem, which employs': the parser hangs 'which' on
    'problem')."""
    relative = verb.dep_ == "relcl" and any(c.dep_ == "nsubj" and c.tag_ == "WDT" for c in verb.children)
    participle = verb.dep_ in ("acl", "prep") and verb.tag_ in ("VBG", "VBN")
    if not (relative or participle):
        return None
    noun = verb.head
    comma = verb.i > 1 and verb.doc[verb.i - 2].text == ","
    while relative and comma and noun.dep_ == "pobj" and noun.head.dep_ == "prep" and noun.head.head.dep_ == "acl":
        noun = noun.head.head.head
    return noun


def _listed_items(verb) -> list:
    """The nouns the clause lists: its object and the object's conjuncts ('of' after 'consisting', the object of
    'including'), through a count of kinds ('two types of constraints - A and B')."""
    first = next((c for c in verb.children if c.dep_ in ("dobj", "pobj")), None)
    of = next((c for c in verb.children if c.dep_ == "prep" and c.lower_ == "of"), None)
    if first is None and of is not None:
        first = next((c for c in of.children if c.dep_ == "pobj"), None)
    if first is not None and first.lower_ in _KIND_COUNTS:
        of = next((c for c in first.children if c.dep_ == "prep" and c.lower_ == "of"), None)
        first = next((c for c in of.children if c.dep_ == "pobj"), None) if of is not None else None
    if first is None:
        return []
    return [first] + [c for c in first.conjuncts if c.i > first.i]


def _item_phrase(noun) -> Span | None:
    """A listed part's own words, from its left edge to the noun: a singular phrase of two to five words (one word,
    'attention', names a kind), none of them a name, a known method, a kind's short form or a word of taking over,
    headed by a noun abstracts propose as their own (mined own_heads) that names no task and no device."""
    doc = noun.doc
    start = noun.left_edge.i
    for t in doc[start:noun.i]:
        if t.text in "-–—:" and doc[t.i - 1].whitespace_ and t.whitespace_:
            start = t.i + 1  # 'types of constraints - knot constraint': a spaced dash opens the list
    while start < noun.i and (doc[start].pos_ in ("DET", "NUM", "PUNCT", "CCONJ") or doc[start].text == "-"):
        start += 1
    span = doc[start:noun.i + 1]
    words = span.text.split()
    if noun.tag_ not in ("NN", "NNP") or not 2 <= len(words) <= 5 or is_generic(words) or TAKEN_OVER.search(span.text):
        return None
    if any(looks_named(w) or w in kind_short_forms() for w in words) or span.text.lower() in method_names_folded():
        return None
    head = head_key(words[-1])
    if head not in own_heads() or head in task_heads() or head in HARDWARE_NOUNS:
        return None  # a part is of a kind abstracts build ('... loss', '... module'): not what the system does ('object
        # detection'), a device ('a single motor') or a property of the input ('the temporal nature of the data')
    return span


# 'we introduce a kite multiplier in our network', 'we employ a rope strategy in the KiteNet': a thing the paper puts
# into its own whole (a proposed name, or 'our / the proposed' + a method noun) is a part of its own, whatever its head
_PLACED_IN = re.compile(r"\s(in|into|within)\s+(?:our|the)\s")


def placed_in_own(doc: Doc, proposed: list[Span]) -> list[Span]:
    """The object of 'we' + a use or proposal verb, placed by 'in / into / within' in the paper's own whole: 'our
    network', 'the proposed model', or 'the' + a name the paper proposes ('the KiteNet'); not 'in SSL models' or 'in our
    application domain' (another's whole, no method noun). A name or a word of taking over leaves it (a tool)."""
    start = doc[doc._.kg_title_end].idx if doc._.kg_title_end < len(doc) else len(doc_text(doc))
    names = {p.text for p in proposed}
    out = []
    for m in _PLACED_IN.finditer(doc_text(doc), start):  # only the places the pattern finds, not every token
        prep = doc.char_span(m.start() + 1, m.start() + 1 + len(m.group(1)))
        prep = prep[0] if prep is not None and len(prep) == 1 else None
        if prep is None or prep.dep_ != "prep":
            continue
        whole = next((c for c in prep.children if c.dep_ == "pobj"), None)
        if whole is None or not _own_whole(doc, whole, names):
            continue
        obj, verb = (prep.head, prep.head.head) if prep.head.dep_ == "dobj" else (
            next((c for c in prep.head.children if c.dep_ == "dobj" and c.i < prep.i), None), prep.head)
        if obj is None or verb.pos_ != "VERB" or verb.lemma_.lower() not in COMPONENT_VERBS and not is_proposal_verb(verb):
            continue
        if not any(c.dep_ == "nsubj" and c.lower_ == "we" for c in verb.children):
            continue  # 'we', not 'prior methods adopt X in our setting'
        chunk = next((c for c in noun_chunks(obj.sent) if c.root.i == obj.i), None)
        if chunk is None or chunk.end > prep.i or any(looks_named(t.text) or t.like_num for t in chunk) \
                or TAKEN_OVER.search(chunk.text):
            continue
        phrase = contribution_phrase(doc, chunk.start_char, chunk.end_char, PROPOSAL_HEADS) \
            or new_artefact(doc, chunk.start_char, chunk.end_char)
        if phrase is not None:
            out.append(phrase)
    return out


def _own_whole(doc: Doc, whole, names: set[str]) -> bool:
    """'our network', 'the proposed model', 'the KiteNet' where KiteNet is a proposed name."""
    if whole.lemma_.lower() in OWN_METHOD_NOUNS and is_self(whole):
        return True  # not 'in this paper': is_self's paper nouns are no method nouns
    words = doc[whole.left_edge.i:whole.i + 1]
    text = words[1:].text if words[0].lower_ == "the" else words.text
    return looks_named(whole.text) and (text in names or whole.text in names)


# verbs by which a step is applied for a purpose ('a kite attention is then used to refine ...'), beside those
# that put a part in (PUT_INTO, read by built_in_passive whatever follows)
_APPLIED = (COMPONENT_VERBS - PUT_INTO - {"exploit"}) | frozenset("apply perform".split())
# determiners that point back to a thing named before (or to an output) rather than bring in a step
_POINTING = frozenset("the this these that those its their".split())


def _purpose_follows(tok) -> bool:
    """'is used to (adaptively) attend': 'to' and a bare verb right after the participle, not 'is applied to images'."""
    doc, i = tok.doc, tok.i + 1
    i += i < len(doc) and doc[i].pos_ == "ADV"
    if i >= len(doc) - 1 or doc[i].lower_ != "to":
        return False
    i += 1 + (doc[i + 1].pos_ == "ADV")
    return i < len(doc) and doc[i].tag_ == "VB"


def applied_step(tok) -> Span | None:
    """'Then, a kite-level attention is used to refine the ropes': the unnamed subject of a present passive of a verb
    of use with a purpose is a step of the paper's own pipeline, when an artefact head (object_heads) ends it, no
    word in it is name-shaped or taken over, no determiner points back, and the venues do not write it as a known
    method or a means."""
    subject = passive_subject(tok, _APPLIED)
    if subject is None or subject[0].lower_ in _POINTING or not _purpose_follows(tok):
        return None  # 'the resulting maps are used to ...', 'the mapping function is used to ...': named before, or an output
    built = built_in_passive(subject)
    if built is None or any(looks_named(t.text) for t in built) or TAKEN_OVER.search(built.text):
        return None
    text = built.text.lower()
    if head_key(built[-1].text) not in object_heads() or text in method_names_folded() or means_slotted(text):
        return None
    return built
