"""What follows a proposal verb: the named or unnamed things it introduces, cut at clause boundaries,
and the paper's own short forms ("our X (ABC)").
"""
from __future__ import annotations

import re
from functools import lru_cache

from spacy.tokens import Doc, Span

from kg.extract import extensions
from kg.extract.doc_reads import doc_text, noun_chunks
from kg.extract.lexicon import (
    CONTRIBUTION_HEADS, GENERIC_WORDS, NAMED_CUE, NOT_METHODS, STOPWORDS, generic_terms, head_key,
    is_generic, long_form_kind, looks_named, own_heads, task_heads,
)
from kg.extract.proposal_names import (
    PROPOSAL_HEADS, called_names, capitalised_run, colon_list, contribution_phrase, defined_short,
    artefact_described, earlier_name_as_modifier, name_list, named_words, novel_described, object_heads, trimmed_span,
    vague_or_quality, whitespace_word,
)
from kg.extract.proposal_verbs import COMPONENT_VERBS, DATA_VERBS
from kg.extract.lexicon import kind_short_forms
from kg.extract.task_rules import in_hyphen_compound

extensions.register()

# where the object phrase after the verb ends (a clause or apposition boundary)
# 'we propose kite smoothing as a regularizer': 'as a/an' says what kind the object is, outside its name
_BOUNDARY = re.compile(r"[,;:.]|\s(?:which|that|to|for|by|with|in|on|via|where|whose|and then|based on|using|utili[sz]ing|as an?|"
                       r"leveraging|employing|exploiting|built (?:up)?on|on top of|"
                       r"called|" + NAMED_CUE + r"|dubbed|termed|coined|referred)\s|\s\(")


# 'a novel, sparse ...': a vague adjective and a comma before the next adjective of the same phrase (not 'a simple,
# yet ...', whose comma opens an aside)
_LISTED_ADJECTIVE = re.compile(r"\s+(?:a|an)\s+(?:new|novel|simple|efficient|effective|general|principled|practical|"
                               r"lightweight|unified|generic|fast),\s+(?!yet\b|but\b|and\b|which\b|that\b)(?=[a-z])")


# a name in parentheses right after the object phrase: '... a rope baseline (KB-Net) using ...'
_PAREN_NAME = re.compile(r"\s\(\s*([A-Z][\w+]*(?:[-–][\w+]+)*)\s*\)")


def _names_object(seg: Span, name: str) -> bool:
    """The parenthesised name is the object's own: a written name after a noun phrase with no verb in it (not
    'a network containing rope pooling (RP)', where the name is the part's)."""
    words = [t for t in seg if not t.is_punct]
    return looks_named(name) and name not in NOT_METHODS and len(words) >= 2 and words[-1].pos_ in ("NOUN", "PROPN") \
        and not any(t.pos_ in ("VERB", "AUX") for t in words)


# a name closing the sentence after a colon: '... this paper proposes a ... method: KiteNet.'
_FINAL_NAME = re.compile(r":\s+([A-Z][\w+]*(?:-[\w+]+)*)\s*\.?\s*$")


# ('we propose for the first time a kite sampler': the adverbial stands where the object would)
_ASIDE = re.compile(r",?\s+(?:(?:in|within|through)\s+(?:this|the\s+present|our)\s+(?:paper|work|article|study|note|letter)|"
                    r"for\s+the\s+first\s+time)\s*,?(?=\s)")


def _task_short_form_as_modifier(doc: Doc, short: Span, abbreviations) -> bool:
    """'a kite tracking (KT) framework': the short form of a task written in lower case, set before the
    noun of what is built, names the problem the proposal is for, not the proposal ("... learning"
    heads are left alone: the paradigm may be what is proposed)."""
    long = next((lg for sf, lg in abbreviations if sf.start_char == short.start_char), None)
    head = long[-1].lower_.split("-")[-1] if long is not None else ""
    if long is None or not long.text.islower() or head == "learning" \
            or long_form_kind(long.text) != "Task" and head not in task_heads():
        return False  # a long form in capitals is the name of the thing ('a Kite Tracking (KT) method')
    after = short.end + 1 if short.end < len(doc) and doc[short.end].text == ")" else short.end
    return after < len(doc) and doc[after].pos_ == "NOUN" and doc[after].lower_ in PROPOSAL_HEADS


def _built_on(doc: Doc, span: Span) -> bool:
    """'a KITE based rope tracker', 'a kite network (KN) based model', 'a Kite Rope Networks based approach': a name
    set before a spaced 'based' says what the new thing is built on, as the hyphen form 'KITE-based' does, not
    what it is called ('X based on Y' is cut before 'based on')."""
    j = span.end
    if j < len(doc) and doc[j].text == ")":
        j += 1
    elif j < len(doc) and doc[j].text[:1].isupper() and doc[j].lower_ in GENERIC_WORDS:
        j += 1  # a Title Case run ends before a generic plural ('Kite Rope Networks')
    return j + 1 < len(doc) and doc[j].lower_ == "based" and doc[j + 1].lower_ not in ("on", "upon", "in")


def _joined_names(doc: Doc, named: list[Span]) -> list[Span]:
    """Named words written one after the other with only a space between them are one name ('Kite-Rope RS-Net'):
    a new name built on a known one keeps it as its last word, and read apart the known name would be taken as
    proposed (everywhere the abstract writes it, compared with or not)."""
    out: list[Span] = []
    for w in named:
        if out and w.start == out[-1].end and out[-1][-1].whitespace_ == " ":
            out[-1] = doc[out[-1].start:w.end]
        else:
            out.append(w)
    return out


def proposals_after(doc: Doc, verb_end: int, sent: Span, abbreviations, on: dict | None = None) -> list[tuple[Span, float]]:
    """What is proposed in the text right after a proposal verb (char offset verb_end); `on` switches
    the naming cues and the unnamed phrase off for ablations."""
    on = on or {}
    aside = _ASIDE.match(doc_text(doc), verb_end, sent.end_char)
    if aside:  # 'we present in this paper X': the object comes after the aside
        verb_end = aside.end()
    verb_end = _shared_object(doc, verb_end)
    rest = doc_text(doc)[verb_end:sent.end_char]
    listed = _LISTED_ADJECTIVE.match(rest)  # 'a novel, sparse kite sampler': that comma ends no phrase
    cut = _BOUNDARY.search(rest, listed.end() if listed else 0)
    seg_end = _second_clause(doc, verb_end, verb_end + (cut.start() if cut else len(rest)))
    called = called_names(doc, verb_end, sent.end_char) if on.get("naming", True) else []
    short = defined_short(abbreviations, verb_end, seg_end)
    if called:
        out = [(defined_short(abbreviations, c.start_char, c.end_char) or c, 0.95) for c in called]
        if short is not None and short.end_char < called[0].start_char and not _built_on(doc, short) \
                and re.search(r",\s+(?:which|that|where)\s", doc_text(doc)[short.end_char:called[0].start_char]) \
                and not _task_short_form_as_modifier(doc, short, abbreviations):
            out.insert(0, (short, 0.95))  # 'the Kite Block (KB) in X, which holds two parts named A and B': the cue names
        return out  # the parts of a later noun, the object keeps its own short form
    if short is not None and _built_on(doc, short):
        return []  # 'a kite network (KN) based model': the short form's long form is what the new model is built on
    if short is not None and not _task_short_form_as_modifier(doc, short, abbreviations):
        return [(short, 0.95)]
    seg = doc.char_span(verb_end, seg_end, alignment_mode="contract")
    named = named_words(doc, seg) if seg is not None else []
    if short is not None:  # the task's short form names no part of the thing built for it
        named = [w for w in named if not (w.start_char >= short.start_char and w.end_char <= short.end_char)]
    named = [w for w in named if not _built_on(doc, w)]  # 'a KITE based tracker': what it is built on
    named = [w for w in named if w.text not in kind_short_forms() and w.text[:-1] not in kind_short_forms()]
    # ('a spatiotemporal KN model': KN, a kind's short form many abstracts define, names no paper's method alone)
    if named and all(earlier_name_as_modifier(doc, w, sent) for w in named):
        named = []  # 'a new multi-task KO method' after KO was introduced: the phrase is new, KO is not
    named = _joined_names(doc, named)
    if len(named) == 1:
        phrase = trimmed_span(doc, verb_end, seg_end)  # 'the class-balanced XYZ': the modifier is part of the name
        if phrase is not None and phrase.end == named[0].end and len(phrase.text.split()) <= 3 \
                and phrase[0].lower_ not in PROPOSAL_HEADS:  # 'the dataset KiteSet': the kind noun is no part of the name
            return [(phrase, 0.9)]
        if phrase is not None and phrase.start == named[0].start and 2 <= len(phrase.text.split()) <= 5 \
                and all(w[:1].isupper() for w in phrase.text.split()):
            return [(phrase, 0.9)]  # 'Mixed-Variate Restricted Boltzmann Machines': a Title Case name opened by the named word
    if named:
        return [(w, 0.9) for w in named]
    capitals = capitalised_run(seg) if seg is not None else None
    if capitals is not None and not _built_on(doc, capitals):  # 'we present the Lantern Kite Sampler, a method ...'
        # a Title Case name
        return [(capitals, 0.85)]
    paren = _PAREN_NAME.match(doc_text(doc), seg_end) if seg is not None and on.get("naming", True) else None
    if paren and short is not None and paren.start(1) == short.start_char:
        paren = None
    if paren and _names_object(seg, paren.group(1)):  # 'a simple kite baseline (KB-Net)': a name the short-form finder
        span = doc.char_span(paren.start(1), paren.end(1))  # could not pair with its words
        if span is not None:
            return [(span, 0.85)]
    last = _FINAL_NAME.search(doc_text(doc), verb_end, sent.end_char)
    if last and looks_named(last.group(1)) and on.get("naming", True):  # '... a method based on X: KiteNet.'
        span = doc.char_span(last.start(1), last.end(1))
        if span is not None:
            return [(span, 0.85)]
    after = doc_text(doc)[seg_end:sent.end_char]
    word = _capitalised_object(doc, seg, after) if seg is not None and on.get("naming", True) else None
    if word is not None:  # 'we present Octopus, a learning-based model': the apposition says it is a new thing
        return [(word, 0.85)]
    m = re.match(r"\s*([,:])\s+(?:(?:the|a|an)\s+)?", after)
    if m and on.get("naming", True):  # 'a new framework, NAME (...)', 'novel schemes: A, B and C'
        start = seg_end + m.end()
        listed = colon_list(doc, start, sent.end_char, abbreviations) if m.group(1) == ":" else []
        if len(listed) > 1:  # 'novel schemes: Kite Pooling (KP), rope loss and ...': each item, not the first short form only
            return [(n, 0.7) for n in listed]
        short = defined_short(abbreviations, start, start + 2)
        if short is not None:
            return [(short, 0.9)]
        nxt = doc.char_span(start, min(sent.end_char, start + 60), alignment_mode="contract")
        if nxt is not None and len(nxt) and looks_named(whitespace_word(doc, nxt[0]).text):
            return [(whitespace_word(doc, nxt[0]), 0.85)]
        if m.group(1) == ":":
            return [(n, 0.7) for n in name_list(doc, start, sent.end_char, split=True)]
        called_new = _called_new(doc, verb_end, seg_end, after)
        if called_new is not None:
            return [(called_new, 0.7)]
    phrase = contribution_phrase(doc, verb_end, seg_end, PROPOSAL_HEADS) if on.get("phrase", True) else None
    if phrase is None and on.get("phrase", True):
        phrase = new_artefact(doc, verb_end, seg_end)
    heads = _made_object_heads() if _WE_MAKE.search(doc_text(doc), sent.start_char, verb_end) else PROPOSAL_HEADS
    if phrase is None and on.get("phrase", True) and heads is not PROPOSAL_HEADS:
        phrase = contribution_phrase(doc, verb_end, seg_end, heads)  # 'we propose a synthetic kite measure'
        if phrase is not None and not artefact_described(phrase):
            phrase = None  # 'we develop a useful representation': a quality says nothing of which artefact
    if phrase is None and on.get("phrase", True):
        group = group_members(doc, verb_end, sent)
        if group is not None:
            return [(group, 0.6)]
    if phrase is None and on.get("phrase", True):
        bare = _bare_artefacts(doc, verb_end, seg_end, sent)
        if bare:
            return [(b, 0.6) for b in bare]
    if phrase is None:
        purpose = _head_for_purpose(doc, verb_end, seg_end) if on.get("phrase", True) else None
        if purpose is None and on.get("naming", True):
            named = _named_after_colon(doc, verb_end, seg_end, sent, abbreviations, on)
            if named:
                return named
        if purpose is None and on.get("phrase", True):
            purpose = novel_described(doc, verb_end, seg_end, kinds=True, heads=heads)  # 'we introduce a novel formal model of X'
        return [(purpose, 0.6)] if purpose is not None else []
    out = [(phrase, 0.6)]
    for conj in phrase.root.conjuncts:  # 'a kite sampler and a rope regularizer': each is a contribution
        if conj.i >= phrase.end and conj.pos_ in ("NOUN", "PROPN"):  # not a head the phrase shares
            chunk = next((c for c in noun_chunks(sent) if c.root.i == conj.i), None) or _subtree_phrase(conj, phrase.end)
            other = contribution_phrase(doc, chunk.start_char, chunk.end_char, PROPOSAL_HEADS) or new_artefact(
                doc, chunk.start_char, chunk.end_char) if chunk is not None else None  # 'a kite sampler and a rope tree'
            if other is not None:
                out.append((other, 0.6))
    return out


def relative_object(verb) -> Span | None:
    """'under a unifying kite framework that we introduce', 'the rope sampler we propose': the noun a proposal verb's
    relative clause hangs on is the verb's object; it is read as the object after a proposal verb is (a contribution
    head and words saying which: 'the framework we propose' says nothing)."""
    if verb.dep_ != "relcl" or verb.i < verb.head.i \
            or any(c.dep_ in ("dobj", "ccomp", "xcomp") and c.tag_ != "WDT" for c in verb.children):  # 'that' is the noun
        return None
    noun = verb.head
    chunk = next((c for c in noun_chunks(verb.sent) if c.root.i == noun.i), None)
    if chunk is None:
        return None
    return contribution_phrase(noun.doc, chunk.start_char, chunk.end_char, PROPOSAL_HEADS)


def _subtree_phrase(noun, after: int) -> Span | None:
    """The noun's own words when the parser gives it no noun chunk ('a gusty rope-in-the-sky sampling method':
    a hyphen compound holding a preposition nests a chunk inside), from its subtree's left edge, after the first phrase."""
    start = noun.left_edge.i
    return noun.doc[start:noun.i + 1] if after <= start < noun.i and noun.i - start <= 10 else None


# 'a novel solution to this problem', 'two new methods enabled by X': new things of a contribution kind, unnamed
_UNNAMED_KIND = re.compile(r"\s+(?:a|an|two|three|four|several)\s+(?:[\w-]+\s+){0,3}?(?:%s)s?\b"
                           % "|".join(sorted(CONTRIBUTION_HEADS | {"solution"})))


def _named_after_colon(doc: Doc, verb_end: int, seg_end: int, sent: Span, abbreviations, on: dict) -> list[tuple[Span, float]]:
    """'This paper introduces a novel solution to this challenge: the Kite Fusion Network (KFN)', 'we introduce two
    new methods enabled by X: A and B': an unnamed object whose names come after a colon later in the sentence."""
    m = _UNNAMED_KIND.match(doc_text(doc), verb_end, sent.end_char)
    colon = doc_text(doc).find(":", seg_end, sent.end_char)
    if m is None or colon < 0 or colon - m.end() > 50 or re.search(r"[;(]|\bwe\b", doc_text(doc)[m.end():colon]):
        return []  # farther on, the colon closes another phrase ('an algorithm for a new class of robot: X')
    if re.search(r"\b(?:we|it|they|this|these|our)\b|^:\s*\(?\w\)", doc_text(doc)[colon:min(sent.end_char, colon + 80)], re.I):
        return []  # '...: first we cluster, then we rank', '...: 1) a kite loss ...' state steps, no names
    return [(p, c) for p, c in proposals_after(doc, colon, sent, abbreviations, on) if p[0].lower_ not in _NO_ITEM]


# words opening a list item that describes ('one based on ...', 'each word ...') rather than names
_NO_ITEM = frozenset("one each every both other a an".split())


_APPOSITION = re.compile(r"\s*[,:]\s+(?:a|an|the\s+first)\s+\S")  # "Octopus, a ...", "Octopus: a ...", "Octopus, the first ..."
# a name that opens with a figure ('4DRopes', '720KiteNet'); a lower-case letter after the capital keeps out '3D', '4K', '5G'
_FIGURE_NAME = re.compile(r"\d{1,4}[A-Z][A-Za-z\d]*[a-z][A-Za-z\d]*")


def _capitalised_object(doc: Doc, seg: Span, after: str) -> Span | None:
    """'We present Octopus, a learning-based model ...', 'we present 4DRopes, the first ...': a single capitalised word
    (or a name opening with a figure) as the whole object,
    with an apposition 'a/an ...' right after it, is the name of what is presented (one capital is no
    name-shape, so the named-word rule misses it)."""
    words = [t for t in seg if not t.is_space]
    if len(words) != 1 or not _APPOSITION.match(after):
        return None
    tok = words[0]
    if _FIGURE_NAME.fullmatch(tok.text):
        return doc[tok.i:tok.i + 1]  # '4DRopes', which looks_named refuses for its first character
    if not re.fullmatch(r"[A-Z][a-z]{2,}", tok.text) or tok.lower_ in STOPWORDS or tok.lower_ in GENERIC_WORDS \
            or tok.pos_ not in ("PROPN", "NOUN"):
        return None
    return doc[tok.i:tok.i + 1]


def new_artefact(doc: Doc, verb_end: int, seg_end: int) -> Span | None:
    """'we build a core-anchored kite graph': one thing ('a/an', a singular head) right after a proposal verb
    is a new artefact whatever its head noun, when a noun or a hyphen word says which."""
    m = re.match(r"\s*(?:a|an)\s", doc_text(doc)[verb_end:seg_end])
    if m is None:
        return None
    span = trimmed_span(doc, verb_end, seg_end)
    if span is None or not (span.root.tag_ == "NN" and span.root.i == span.end - 1 or _last_word_head(span)) \
            or not 2 <= len(span.text.split()) <= 6:
        return None
    if is_generic([t.text for t in span]) or span[-1].lower_ in GENERIC_WORDS:
        return None
    if not any(t.pos_ in ("NOUN", "PROPN") or "-" in t.text for t in span[:-1]):
        return None  # 'a theoretical analysis': only an adjective says which
    return span


def _last_word_head(span: Span) -> bool:
    """'a feature multiplier', 'a new optimization objective', 'a super-supernet': the phrase after 'a / an' ends at a
    clause boundary, so its last word is its head where the parser hung it on an earlier word (a compound read as a
    conjunct or as objects of their own, an '-er' noun tagged as a comparative): nouns, adjectives and hyphens only."""
    last = span[-1]
    noun = last.tag_ == "NN" or last.tag_ == "JJR" and last.lower_.endswith(("er", "or")) and span[-2].pos_ in ("NOUN", "PROPN")
    return noun and all(t.pos_ in ("NOUN", "PROPN", "ADJ") or t.text in ("-", "–") for t in span[:-1])


def _shared_object(doc: Doc, verb_end: int) -> int:
    """'we propose and analyze a new kite sampler': a second verb joined to the proposal verb before any object
    shares its object, which comes after that verb."""
    m = re.match(r"\s+and\s+([a-z]+)\s+(?=an?\s)", doc_text(doc)[verb_end:verb_end + 40])  # not 'the task of X: ...'
    second = doc.char_span(verb_end + m.start(1), verb_end + m.end(1)) if m else None
    if second is None or second[0].pos_ != "VERB" or second[0].dep_ != "conj" or second[0].head.idx >= verb_end:
        return verb_end
    return second.end_char


def _second_clause(doc: Doc, verb_end: int, seg_end: int) -> int:
    """'we propose a X and use windy rope search (WRS) to ...': an 'and' before a verb joined to the proposal verb
    opens a second clause, so the object ends there (the short form after it is no proposal)."""
    verb = doc.char_span(verb_end - 1, verb_end, alignment_mode="expand")
    seg = doc.char_span(verb_end, seg_end, alignment_mode="contract")
    if verb is None or seg is None or not len(verb) or not len(seg) or verb[-1].pos_ != "VERB":
        return seg_end  # called on a subject ('X is proposed'), not after a verb
    for t in seg[1:-1]:  # not 'we propose and evaluate X': the object is shared
        nxt = t.nbor(1)
        if t.lower_ == "and" and nxt.dep_ == "conj" and nxt.pos_ == "VERB" and (
                nxt.head.i == verb[-1].i or nxt.tag_ in ("VB", "VBP") and nxt.head.i > verb[-1].i):
            return t.idx  # a present-tense verb the parser hangs on a word of the object ('a model of X and
            # test Y') opens the second clause as well
    return seg_end


def _bare_artefacts(doc: Doc, verb_end: int, seg_end: int, sent: Span) -> list[Span]:
    """'we propose rope-guided pre-training', 'we propose kite prompt and windy prefix tree': a noun phrase with no
    determiner right after a proposal verb is the name of what is proposed (a kind would be plural: 'we propose
    kite graphs'), when a noun or a hyphen word says which; each phrase of an 'and' list (read from the words:
    the parser often splits such hyphen phrases)."""
    if not _WE_BEFORE.search(doc_text(doc), sent.start_char, verb_end):
        return []  # 'the proposed system allows to develop radiology expertise': what the system does, not what is built
    out = []
    for m in re.finditer(r"[^,]+", doc_text(doc)[verb_end:seg_end]):
        for part in re.split(r"\s+and\s+", m.group()):
            text = part.strip()
            b = verb_end + m.start() + m.group().find(text) if text else -1
            span = doc.char_span(b, b + len(text), alignment_mode="contract") if text else None
            if span is None or not _bare_phrase(span):
                return []  # all or nothing: 'we propose X and show that ...' is no list of names
            out.append(span)
    return out


_WE_BEFORE = re.compile(r"\b(?:[Ww]e|[Tt]his\s+(?:paper|work|article|study))\b")


@lru_cache(maxsize=1)
def _made_object_heads() -> frozenset[str]:
    """object_heads less the nouns named by what they derive from or gather ('an accelerated version of X', 'a first set of
    bounds'): those are named by their 'of' phrase (_head_for_purpose, group_members), not by an adjective."""
    return object_heads() - DERIVED_NOUNS - _GROUP_NOUNS


# 'we (also) propose' right before the object: the paper itself makes it, in the active voice (not 'we are given a X',
# 'X is introduced', 'our algorithm provides X'); the mined artefact heads are read only there
_WE_MAKE = re.compile(r"\b(?:[Ww]e|[Tt]his\s+(?:paper|work|article|study))\s+(?:(?:also|then|further|first|here|now|"
                      r"additionally|finally|\w+ly)\s+)?[a-z]+\s*$")


def _bare_phrase(span: Span) -> bool:
    words = span.text.split()
    if not 2 <= len(words) <= 6 or span[0].pos_ in ("PRON", "NUM", "ADV", "ADP") or span[0].is_stop \
            or span[0].tag_ == "VBG" or any(t.pos_ == "DET" or t.tag_ == "POS" for t in span):
        return False  # 'we propose learning the kite function' says what is done, not what is built
    if span[-1].tag_ != "NN" or any(t.tag_ in ("VBZ", "VBD", "VBP", "MD") or t.pos_ in ("ADP", "SCONJ", "CCONJ")
                                    and not (t.whitespace_ == "" and t.nbor(-1).whitespace_ == "") for t in span):
        return False  # a plural is a kind ('we propose kite graphs'); a verb or a preposition makes it a clause or a description
    if is_generic(words) or span[-1].lower_ in GENERIC_WORDS or verb_read_as_noun(span):
        return False
    if words[-1].lower().split("-")[-1] in task_heads():
        return False  # 'this paper presents lantern rope tracking': a task the paper takes on, new only if it says so
    return any(t.pos_ in ("NOUN", "PROPN") or "-" in t.text for t in span[:-1])


def verb_read_as_noun(span: Span) -> bool:
    """'approach leverages meta-learning': a verb of use or making, tagged as a plural noun, makes a clause."""
    return any(t.tag_ in ("NNS", "VBZ") and t.lemma_.lower() in COMPONENT_VERBS | DATA_VERBS for t in span[1:])


# 'our <long form> (SHORT)', 'our formulation of <long form> (SHORT)': the paper names its own thing
_OUR_BEFORE = re.compile(r"\b[Oo]ur\s+(?:(?:[\w-]+\s+){1,2}of\s+)?$")


def our_short_forms(doc: Doc, abbreviations) -> list[tuple[Span, float]]:
    out = []
    for short, long in abbreviations:
        if long.start < doc._.kg_title_end:
            continue
        before = doc_text(doc)[long.sent.start_char:long.start_char]
        if _OUR_BEFORE.search(before) and looks_named(short.text) and short.text not in NOT_METHODS:
            out.append((short, 0.8))
    return out


# what ends the purpose after 'a new method for ...': a clause, a means, a second purpose
_PURPOSE_END = frozenset("which that where whose while by with using via based through to for in , ; : . ( )".split())


# adjectives (and 'less', 'more') that say how, not which: 'a less sparse method for X' is named by its purpose
_PLAIN_ADJECTIVE = frozenset("JJ JJR JJS RBR RBS".split())
_BACK_REFERENCE = frozenset("this these those such it its them their".split())
# heads named by what they derive from: 'a new variant of kite sampling' (not 'a variant of our method')
DERIVED_HEADS = frozenset("formulation variant extension generalization relaxation".split())
# with 'version', which _head_for_purpose does not read ('a greedy version of X')
DERIVED_NOUNS = DERIVED_HEADS | {"version"}
_DERIVED_OF = re.compile(r"\s*(?:a|an)\s+(?:[\w-]+\s+){0,2}?(%s)\s+of\s" % "|".join(sorted(DERIVED_HEADS)))
# heads named by what they are of: 'a flexible model of competing kite agents' (what the model models), 'a method of
# adaptively tuning the rope length' (the doing the method is); not 'a method of moments', a known method's name
_MADE_OF_HEADS = frozenset("model method approach technique procedure".split())
_MADE_OF = re.compile(r"\s*(?:a|an)\s+(?:[\w-]+\s+){0,2}?(%s)\s+of\s+(?:\w+ly\s+)?(\w+)" % "|".join(sorted(_MADE_OF_HEADS)))


def _made_of(doc: Doc, verb_end: int, seg_end: int) -> re.Match | None:
    """`_MADE_OF` after the verb: a model of anything, another head only of a doing (a gerund)."""
    m = _MADE_OF.match(doc_text(doc), verb_end, seg_end)
    if m is None or m.group(1) == "model":
        return m
    word = doc.char_span(m.start(2), m.end(2))
    return m if word is not None and word[0].tag_ == "VBG" else None


def _head_for_purpose(doc: Doc, verb_end: int, seg_end: int) -> Span | None:
    """'we propose a novel approach for sparse kite ranking': the object alone names nothing, so its purpose
    names it ('approach for sparse kite ranking'), as a reader would call the new method."""
    derived = _DERIVED_OF.match(doc_text(doc), verb_end, seg_end) or _made_of(doc, verb_end, seg_end)
    if derived:  # 'a novel formulation of X as Y': the segment runs past the 'of' (no boundary of its own)
        seg_end = derived.end(1)
    span = trimmed_span(doc, verb_end, seg_end)
    if span is None or span[-1].lemma_.lower() not in CONTRIBUTION_HEADS or span[-1].tag_ in ("NNS", "NNPS"):
        return None  # 'methods for ...' is a kind
    how = [t for t in span[:-1] if not _grades_adjective(t)]  # 'a computationally efficient method for X'
    if len(how) > 2 or any(t.tag_ not in _PLAIN_ADJECTIVE for t in how):
        return None  # 'a new kite method for ...' is named by its own words
    m = re.match(r"\s+for\s+(?:the\s+|a\s+|an\s+)?", doc_text(doc)[seg_end:seg_end + 20])
    of = m is None and (span[-1].lemma_.lower() in DERIVED_HEADS or derived is not None) \
        and re.match(r"\s+of\s+(?:the\s+|a\s+|an\s+)?", doc_text(doc)[seg_end:seg_end + 20])
    if of:  # 'a novel formulation of kite flying as a game': what it is derived from says which
        m = of
    if m is None:
        return None
    start = doc.char_span(seg_end + m.end(), seg_end + m.end() + 1, alignment_mode="expand")
    if start is None:
        return None
    end = start.start
    while end < len(doc) and (doc[end].lower_ not in _PURPOSE_END or in_hyphen_compound(doc[end])) and end - start.start < 6 \
            and doc[end].sent == span[0].sent and not _second_verb(doc[end]):
        end += 1
    limited = end - start.start >= 6 and doc[end - 1].pos_ not in ("NOUN", "PROPN")  # stopped inside the phrase
    while end > start.start and (doc[end - 1].lower_ in STOPWORDS or doc[end - 1].pos_ in ("ADJ", "DET", "CCONJ", "ADP")
                                 or not limited and doc[end - 1].tag_ == "VBN" and doc[end - 2].whitespace_):
        end -= 1  # 'for robust and', 'for kite ropes used': the object must end in its noun
    words = doc[start.start:end]
    if not len(words) or words.root.pos_ not in ("NOUN", "PROPN", "VERB") and not (of and words[-1].pos_ in ("NOUN", "PROPN")) \
            or is_generic([t.text for t in words]):  # 'of X as a Y': 'as' hangs on the head, outside the words
        return None
    if (len(span) > 1 or of) and any(t.lower_ in _BACK_REFERENCE or of and t.lower_ == "our" for t in words):
        return None  # 'a formal framework for studying these questions': a purpose told before, no name
    if of and all(looks_named(w) for w in words.text.split() if w.lower() not in STOPWORDS | CONTRIBUTION_HEADS):
        return None  # 'an extension of KiteBERT (algorithm)': the named base is used, the phrase would take its mention
    if len(words) == 1 and words[0].tag_ == "VBG":
        return None  # 'a framework for dealing with ...': the purpose is cut before its object
    if end - start.start >= 5 and words[-1].pos_ not in ("NOUN", "PROPN"):
        return None  # 'an approach for making automatically kite-shaped ...': cut by the length limit inside the phrase
    if "$" in words.text or end < len(doc) and doc[end].text in ("-", "–") and not doc[end - 1].whitespace_:
        return None  # 'a framework for reducing $(\epsilon ...', 'for kite control of series-parallel ropes': cut inside
        # a formula or a hyphen word
    first = span.start
    while _grades_adjective(doc[first]):
        first += 2  # 'computationally efficient' says how, as a plain adjective the trimming drops does
    return doc[first:_to_compound_head(doc, _to_compound_head(doc, end))]  # 'rope' -> 'cloud' -> 'sequences'


def _to_compound_head(doc: Doc, end: int) -> int:
    """'for achieving category-level (pose estimation)', 'from unlabeled kite rope (cloud sequences)': the purpose
    stopped (by the length limit, or a noun tagged as a verb) on a modifier whose noun comes just after; the noun
    phrase runs on to that noun."""
    last = doc[end - 1] if end > 0 else None
    if last is None or last.dep_ not in ("compound", "amod") or not end <= last.head.i < end + 3 \
            or last.head.pos_ not in ("NOUN", "PROPN"):
        return end
    between = doc[end:last.head.i]
    if any(t.dep_ not in ("compound", "amod") or t.head.i > last.head.i for t in between) \
            or any(t.sent != last.sent for t in doc[end:last.head.i + 1]):
        return end
    return last.head.i + 1


def _grades_adjective(tok) -> bool:
    """'computationally', 'provably', 'highly' before 'efficient': an adverb in -ly that grades the plain adjective after
    it says how, as the adjective does, not which."""
    nxt = tok.nbor(1) if tok.i + 1 < len(tok.doc) else None
    return tok.tag_ == "RB" and tok.lower_.endswith("ly") and nxt is not None and nxt.tag_ in _PLAIN_ADJECTIVE


def _second_verb(tok) -> bool:
    """'a variant of X and give ...': a verb after 'and' (or a finite verb) starts the next clause."""
    return tok.tag_ in ("VBP", "VBZ", "VBD") or tok.lower_ in ("and", "or") and tok.i + 1 < len(tok.doc) \
        and tok.nbor(1).pos_ == "VERB" and tok.nbor(1).tag_ != "VBG"


_GROUP_NOUNS = frozenset("set series family suite collection group class".split())
_GROUP_OF = re.compile(r"\s+(?:a|an)\s+(?:(?:new|novel)\s+)?(?:%s)\s+of\s" % "|".join(sorted(_GROUP_NOUNS)))


def group_members(doc: Doc, verb_end: int, sent: Span) -> Span | None:
    """'we propose a set of windy rope optimizations that ...', 'we created a group of kite agents': the object is a
    group noun and what is built are its members, so the group phrase names them ('set of windy rope optimizations');
    the paper builds them ('we'; see group_phrase for the members)."""
    m = _GROUP_OF.match(doc_text(doc), verb_end, sent.end_char)
    if m is None or not _WE_BEFORE.search(doc_text(doc), sent.start_char, verb_end):
        return None  # 'our system then creates a set of kite maps': what the method outputs, not what the paper builds
    of = doc.char_span(m.end() - 3, m.end() - 1)
    members = next((c for c in of[0].children if c.dep_ == "pobj"), None) if of is not None else None
    return group_phrase(members) if members is not None else None


def group_phrase(members) -> Span | None:
    """'set of windy rope optimizations' from its plural head ('optimizations'): the members must be a plural noun
    with a modifier saying which, and no reported or stated thing ('a set of experiments', 'a series of assumptions':
    generic_terms.yaml not_built_member)."""
    doc, of = members.doc, members.head
    group = of.head
    if of.lower_ != "of" or group.lemma_.lower() not in _GROUP_NOUNS or members.tag_ not in ("NNS", "NNPS") \
            or not 2 <= members.i - group.i <= 12:
        return None
    if members.lemma_.lower() in generic_terms().get("Not_built_member", frozenset()) or members.lower_ in GENERIC_WORDS:
        return None
    words = [t for t in doc[of.i + 1:members.i] if not (t.is_punct or t.is_stop or t.pos_ in ("DET", "NUM"))]
    return doc[group.i:members.i + 1] if words else None


_CALLED_NEW = re.compile(r"\s*,\s+(?:a|an)\s+(?:\w+\s+){0,2}?(?:new|novel)\b")


def _called_new(doc: Doc, verb_end: int, seg_end: int, after: str) -> Span | None:
    """'This paper presents kite rope detection, a new setup that ...': the apposition says the object is new,
    whatever its head noun."""
    if not _CALLED_NEW.match(after):
        return None
    span = trimmed_span(doc, verb_end, seg_end)
    if span is None or not 2 <= len(span.text.split()) <= 6 or is_generic([t.text for t in span]):
        return None
    return span


# 'Moreover, we propose ...', 'For X, we also introduce ...': the sentence adds one more thing the paper makes to those
# it states elsewhere (the text before the proposal verb ends with the cue)
_ANOTHER_CUE = re.compile(r"(?:^(?:Additionally|Moreover|Furthermore|Besides|In\s+addition|Further|Also),?\s+[Ww]e|"
                          r"\b[Ww]e\s+(?:also|further|additionally))\s+$")
# the verbs of making among PROPOSE_VERBS: 'we also provide / present / give a complete proof', 'we also provide the
# article description' add a result or a detail, not a thing built
_ADDING_VERBS = frozenset("propose introduce develop design devise construct build create".split())
# what a theory or study paper states or carries out: no thing built, even when it is added ('we also give a lower bound')
_NOT_BUILT_KEYS = ("Theory_result", "Not_built_member", "Study_head")


def another_contribution(doc: Doc, verb, sent: Span) -> Span | None:
    """'Additionally, we propose a synthetic measure for X', 'we also propose a discretized flow': after an additive cue a
    proposal verb's object is one more thing the paper builds, so its head need not be a contribution noun. It is still
    one singular thing ('a / an / the') of a head venue abstracts propose as their own (mined own_heads; no result or
    study head), and a word that is no quality or vague word says which ('a joint optimization', not 'an efficient
    approximation')."""
    if verb.lemma_.lower() not in _ADDING_VERBS or not _ANOTHER_CUE.search(doc_text(doc)[sent.start_char:verb.idx]):
        return None
    span = _made_object(doc, verb.idx + len(verb.text), sent)
    return span if span is not None and head_key(span[-1].text) in own_heads() else None


def title_echoed_object(doc: Doc, verb, start: int, sent: Span) -> Span | None:
    """'We introduce kite critics that ...' under the title 'Contrastive Critics for X': the object of a verb of making
    ends on the head a noun phrase of the title ends on, so the title names the same thing and says it is what the paper
    is about; its head need not be a contribution noun then ('critics', 'an angular invariance'). The object is read as
    another_contribution reads it, bare plurals too ('we introduce kite critics'); a generic head ('a novel method')
    says nothing the title confirms."""
    if verb.lemma_.lower() not in _ADDING_VERBS | {"put"} or not doc._.kg_title_end:
        return None
    span = _made_object(doc, start, sent, plural=True)
    if span is None:
        return None
    return span if head_key(span[-1].text) in _title_heads(doc) else None


def _title_heads(doc: Doc) -> set[str]:
    """The words that end a noun run of the title (a noun not followed by another noun or a hyphen), keyed by head_key:
    the parser often leaves a Title Case or exclaimed title without noun chunks, the tagger still marks its nouns."""
    title = doc[:doc._.kg_title_end]
    return {head_key(t.text) for t in title if t.tag_.startswith("NN") and (t.i + 1 == title.end or not (
        doc[t.i + 1].tag_.startswith("NN") or doc[t.i + 1].text in ("-", "–")))}


def _made_object(doc: Doc, start: int, sent: Span, plural: bool = False) -> Span | None:
    """The noun chunk right after a verb of making, as one thing: 'a / an / the' + a singular head (or, with plural, a
    bare plural), the chunk ending the object, a head that is no generic word, result, study or non-built member, and a
    word before it that is no quality or vague word."""
    chunk = next((c for c in noun_chunks(sent) if c.start_char >= start), None)
    if chunk is None or chunk.start_char - start > 2 or chunk.root.i != chunk.end - 1:
        return None
    root = chunk.root
    bare = chunk[0].lower_ not in ("a", "an", "the")
    if not (not bare and root.tag_ == "NN" or plural and bare and root.tag_ == "NNS" and chunk[0].pos_ in ("ADJ", "NOUN", "PROPN")
            and chunk[0].lower_ not in GENERIC_WORDS):
        return None  # 'we introduce different kite statistics': several things of a kind, no one built
    nxt = doc[chunk.end] if chunk.end < sent.end else None
    if plural and nxt is not None and (nxt.tag_ in ("VBG", "VB", "VBP", "VBZ") or nxt.lower_ == "to" and root.lower_.endswith("ing")):
        return None  # 'kite statistics pooling in each branch', 'a kite learning setting', 'a 3D kite pose estimator':
        # the chunk modifies a noun the tagger took for a verb; 'a scalable learning to fly (SLF) method': a gerund's complement
    if nxt is not None and (nxt.text in ("(", "-", "–") or nxt.lower_ == "based" or nxt.pos_ in ("NOUN", "PROPN")):
        return None  # 'a kite learning (KL) based tracker': the chunk is the start of a longer object, not the thing
    span = trimmed_span(doc, chunk.start_char, chunk.end_char)
    if span is None or len(span) < 2 or span[-1].i != root.i or looks_named(root.text):
        return None
    head = head_key(root.text)
    refused = frozenset().union(*(generic_terms().get(k, frozenset()) for k in _NOT_BUILT_KEYS))
    if head in refused or root.lower_ in GENERIC_WORDS:  # a task head is a thing here: 'a joint
        return None  # optimization between A and B', 'a penetration-aware optimization'
    vague = vague_or_quality()
    if all(t.lower_ in vague or t.lower_ in GENERIC_WORDS or t.is_stop or t.is_punct for t in span[:-1]):
        return None  # 'a simple yet robust measure': nothing says which
    return span
