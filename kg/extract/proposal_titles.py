"""Proposals that only the title names: the name before a title's colon, or its descriptive phrase
when the abstract proposes something it does not name.
"""
from __future__ import annotations

import re

from spacy.tokens import Doc, Span

from kg.extract import extensions
from kg.extract.doc_reads import doc_text, title_dash
from kg.extract.task_rules import SHOWING_GERUNDS, USING_GERUNDS, acting_gerund_name, task_before_title_means
from kg.extract.lexicon import (
    CONTRIBUTION_HEADS, DATASET_HEADS, GENERIC_WORDS, HARDWARE_NOUNS, STOPWORDS, drop_plural_s, generic_terms, is_generic,
    is_generic_term, head_key, looks_named, means_key, method_names_folded, own_heads, shared_means, shared_title_names,
    task_heads,
)

extensions.register()

def title_names(doc: Doc) -> list[Span]:
    """What a title names as the paper's own: 'Xyz: A ... for ...' (a name before the colon), and a
    title phrase headed by a contribution noun before its first preposition ('Sparse Ribbon Network
    for Kite Tracking')."""
    end = doc._.kg_title_end
    title = doc[:end]
    out = []
    colon = title.text.find(":")
    body_start = 0
    if colon > 0:
        lead = _showing_gerund(title.text[:colon])
        words = title.text[lead:colon].split()
        if len(words) <= 3 and any(looks_named(w) for w in words) and not all(w.lower() in GENERIC_WORDS for w in words) \
                and not acting_gerund_name(words, doc_text(doc)[title.end_char:]):
            head = doc.char_span(lead, len(title.text[:colon].rstrip()), alignment_mode="contract")
            if head is not None and len(head):
                out.append(head)
        else:
            out += plain_name_before_colon(doc, title)
        body_start = colon + 1
    dash = title_dash(title) if colon < 0 else None
    if dash is not None:
        out += _name_before_dash(title, dash)
    body = doc.char_span(body_start, title.end_char, alignment_mode="contract")
    if body is not None and len(body):
        cut = next((t.i for t in body if t.pos_ in ("ADP", "SCONJ") or t.lower_ in ("for", "via", "with", "using")), body.end)
        head = doc[body.start:cut]
        ands = [t.i for t in head if t.lower_ == "and"]  # 'Kite Attention and Lantern Pooling': two contributions
        for a, b in zip([head.start] + [i + 1 for i in ands], ands + [head.end]):
            phrase = doc[a:b]
            while len(phrase) and (phrase[0].pos_ == "DET" or phrase[0].is_punct):
                phrase = phrase[1:]
            words = phrase.text.split()
            if words and (words[0].lower() in USING_GERUNDS or _opens_with_gerund(words)):
                continue  # 'Leveraging Kite Models for ...': built on, not proposed; 'Learning Kite Policy': what is done
            if out and not ands and doc[a].lower_ in ("a", "an") and words and words[-1].lower() in DATASET_HEADS:
                continue  # 'Kiteset: A Large Multi-View Dataset': the description of the named data, no second thing
            if 2 <= len(words) <= 6 and words[-1].lower().rstrip("s") in CONTRIBUTION_HEADS and not is_generic(words) \
                    and not _first_built_on(doc, phrase):
                if dash is not None and phrase.start < dash < phrase.end:  # 'KiteNet - A Kite Model': the name is
                    if all(s.text != doc[phrase.start:dash].text for s in out):  # before the dash, the kind after it
                        out.append(doc[phrase.start:dash])
                    continue
                out.append(with_complement(phrase))
    return out


def _showing_gerund(head: str) -> int:
    """Characters to skip before a title's name: a leading showing gerund and its space, when words follow it
    ('Demonstrating KiteBot: ...' says what the paper does with its thing; 'Unveiling / Building X:' are not showing
    gerunds, since what they act on need not be the paper's own)."""
    m = re.match(r"([A-Z][a-z]+)\s+(?=\S)", head)
    return m.end() if m and m.group(1).lower() in SHOWING_GERUNDS else 0


def _name_before_dash(title: Span, dash: int) -> list[Span]:
    """'KiteNet - A Model for Rope Tracking': up to three words before a spaced dash, one of them name-like, name the
    paper's thing as before a colon; not a gerund phrase ('Benchmarking Kite AI - A Survey': what is done) or a title
    whose words after the dash report a study."""
    head = title.doc[title.start:dash]
    if len(head) > 1 and head[0].lower_ in ("a", "an", "the"):
        head = head[1:]  # 'The KiteBot - ...'
    words = head.text.split()
    if not 1 <= len(words) <= 3 or not any(looks_named(w) for w in words) or all(w.lower() in GENERIC_WORDS for w in words) \
            or _opens_with_gerund(words) or _opens_with_study(title.doc[dash + 1:title.end].text, plurals=True):
        return []
    return [head]


# a preposition whose object completes what a title phrase names: 'Interpolation of Density Estimators' (the object of
# a noun of action), 'Belief Propagation on Factor Graphs' (where it works), 'Generative Models as Distributions' (what
# they are taken as); a purpose ('for / to') only completes a phrase of qualities alone ('A Unified Framework for X':
# no word but X says which framework; 'Kite Network for X' is named without it)
_COMPLEMENT_PREPS = frozenset("of on as".split())
_PURPOSE_PREPS = frozenset("for to".split())
# a name carries up to this many words (the guidelines' node names are short phrases), its complement up to _MAX_OBJECT
_MAX_NAMED = 7
_MAX_OBJECT = 4


def with_complement(phrase: Span) -> Span:
    """The title phrase with the noun phrase after its 'of / on / as' (after 'for / to' where only qualities modify
    the head), up to the next preposition, conjunction, verb or punctuation: the words the paper's thing is named by
    ('Smooth Interpolation on Wasserstein Space', not 'Smooth Interpolation'). The phrase itself where the object is
    no plain noun phrase ('Method of Measuring X': a clause; 'Policy of a Drone': one thing, not a kind) or the whole
    would be longer than a name."""
    doc = phrase.doc
    end = doc._.kg_title_end
    if not len(phrase) or phrase.end >= end - 1:
        return phrase
    prep = doc[phrase.end]
    if prep.lower_ not in _COMPLEMENT_PREPS and not (prep.lower_ in _PURPOSE_PREPS and qualities_only(phrase.text.split())):
        return phrase
    start = prep.i + 1
    stop = next((t.i for t in doc[start:end] if t.pos_ in ("ADP", "SCONJ", "CCONJ", "VERB", "AUX", "PRON", "DET", "ADV")
                 or t.tag_ in ("VBG", "VBN", "VBD") or t.is_punct and t.text != "-"), end)
    obj = doc[start:stop]
    words = obj.text.split()
    if not 1 <= len(words) <= _MAX_OBJECT or len(phrase.text.split()) + 1 + len(words) > _MAX_NAMED \
            or obj[-1].pos_ not in ("NOUN", "PROPN") or obj[-1].text == "-" or _opens_with_gerund(words):
        return phrase
    return doc[phrase.start:stop]


def kind_before_complement(span: Span) -> str | None:
    """'Generative Models' of the title proposal 'Generative Models as Distributions': the words before the preposition
    `with_complement` took in, which the abstract may write alone for its own thing."""
    doc = span.doc
    if span.start >= doc._.kg_title_end:
        return None
    prep = next((t for t in span[1:] if t.lower_ in _COMPLEMENT_PREPS | _PURPOSE_PREPS), None)
    return None if prep is None else doc[span.start:prep.i].text


def qualities_only(words: list[str]) -> bool:
    """'Unified Framework', 'Efficient Interpolation': the words before the head only say how good or how general the
    thing is (the vague modifiers and the property adjectives), not which one it is."""
    vague = generic_terms().get("Vague_modifier", frozenset()) | _PROPERTY_WORDS
    return len(words) >= 2 and all(w.lower() in vague for w in words[:-1])


_PLAIN_WORD = re.compile(r"[A-Za-z][a-z]*(?:-[A-Za-z][a-z]*)*")


def plain_words_before_colon(title: str) -> tuple[int, int] | None:
    """Character offsets of two or three plain words (no name-like word, no function word) a title writes before
    its colon, a leading article left out ('The Kite Penalty: ...' -> 'Kite Penalty'). scripts/mine_shared_title_names.py
    cuts venue titles the same way."""
    colon = title.find(":")
    if colon <= 0:
        return None
    m = re.match(r"\s*(?:(?:the|a|an)\s+)?", title[:colon], re.I)
    words = title[m.end():colon].split()
    if not 2 <= len(words) <= 3 or any(not _PLAIN_WORD.fullmatch(w) or looks_named(w) or w.lower() in STOPWORDS for w in words):
        return None
    return m.end(), len(title[:colon].rstrip())


def plain_name_before_colon(doc: Doc, title: Span) -> list[Span]:
    """'Kite Search: Open Set Recognition via ...': plain words before a title's colon name the paper's method when
    their head is one venue abstracts use for their own contribution (mined own_heads), the abstract writes them
    again, and few other abstracts do (not in the mined shared_title_names: 'Variational Autoencoders: A Harmonic
    Perspective' names a topic many papers share). Not a gerund phrase ('Learning Kite Operators'), a task, a
    theory result, only qualities before a generic head ('Fully Adaptive Framework'), or a title whose words after
    the colon report a study ('Kite Mechanisms: A Survey')."""
    offsets = plain_words_before_colon(title.text)
    if offsets is None:
        return []
    span = doc.char_span(title.start_char + offsets[0], title.start_char + offsets[1], alignment_mode="contract")
    if span is None or len(span) < 2 or any(t.pos_ not in ("NOUN", "PROPN", "ADJ", "PUNCT") for t in span):
        return []
    words = span.text.split()
    head = words[-1].lower()
    stem = drop_plural_s(head)
    vague = generic_terms().get("Vague_modifier", frozenset()) | _PROPERTY_WORDS
    if _opens_with_gerund(words) or head_key(words[-1]) not in own_heads() or stem in GENERIC_WORDS \
            or head in task_heads() or stem in task_heads() or is_generic_term(stem, "Theory_result") \
            or is_generic_term(head, "Study_head") or all(w.lower() in vague for w in words[:-1]):
        return []
    key = means_key(span.text)
    if key in shared_title_names() or f" {key} " not in f" {means_key(doc_text(doc)[title.end_char:])} ":
        return []
    if _reports_a_study(title.text[title.text.find(":") + 1:]) or _study_after_colon(title.text):
        return []
    return [span]


def _study_after_colon(title: str) -> bool:
    """'Kite Mechanisms: A Survey', '... via Rope Models: an Experimental Study': the words after the title's last
    colon, up to their first preposition, hold a study head."""
    colon = title.rfind(":")
    return colon >= 0 and _opens_with_study(title[colon + 1:])


def _opens_with_study(text: str, plurals: bool = False) -> bool:
    """The words up to the first preposition hold a study head ('A Survey'; with plurals 'Systems, Studies and ...')."""
    first = MEANS_ENDS.split(" " + text.strip() + " ", maxsplit=1)[0]
    words = re.findall(r"[\w-]+", first)
    if plurals:  # 'Studies', 'Surveys'
        words += [w[:-3] + "y" if w.lower().endswith("ies") else drop_plural_s(w) for w in words]
    return any(is_generic_term(w, "Study_head") for w in words)


def _opens_with_gerund(words: list[str]) -> bool:
    """'Extracting Kite Information', 'Pre-training General Kite Representation': a title phrase opened by a word in
    -ing says what the paper does (the tagger reads Title Case gerunds as proper nouns); not a method noun in -ing
    ('Embedding Propagation Network', 'Pooling ...')."""
    first = words[0].lower()
    if len(words) == 2 and words[1].lower().rstrip("s") in _SYSTEM_HEADS:
        return False  # 'Deraining Network': a system named by what it does
    return first.endswith("ing") and len(first) > 5 and first.split("-")[-1] not in CONTRIBUTION_HEADS


_SYSTEM_HEADS = frozenset("network net model architecture module transformer encoder decoder framework method approach algorithm".split())


_UNNAMED = re.compile(r"\s+(?:a|an)\s+(?:[\w-]+\s+){0,3}?(?:%s)\b" % "|".join(sorted(CONTRIBUTION_HEADS | {"solution"})))


def unnamed_object(doc: Doc, verb_end: int, sent: Span) -> bool:
    """'we propose a uniformly more powerful solution': one new thing, no word of the sentence saying which."""
    return _UNNAMED.match(doc_text(doc), verb_end, sent.end_char) is not None


def title_phrase(doc: Doc) -> list[Span]:
    """The title's words before its first preposition ('Bootstrapped Kite Representation Learning', 'Kite
    Planning Using ...'): what a paper that proposes 'a new method' without naming it is called by."""
    title = doc[:doc._.kg_title_end]
    if "?" in title.text:
        return []  # 'Are All Kites Equal?': a question the paper answers, no method's name
    cut = next((t.i for t in title if t.pos_ in ("ADP", "SCONJ") or t.lower_ in ("for", "via", "with", "using") or t.text == ":"),
               title.end)
    phrase = doc[title.start:cut]
    while len(phrase) and (phrase[0].pos_ == "DET" or phrase[0].is_punct):
        phrase = phrase[1:]
    words = phrase.text.split()
    if not 2 <= len(words) <= 6 or phrase[0].tag_ == "VBG" or _opens_with_gerund(words) \
            or is_generic(words) or words[-1].lower() in GENERIC_WORDS:
        return []  # 'Handling Rope Constraints' says what the paper does, not what it calls its method
    head = words[-1].lower()
    if (head[:-1] if head.endswith("s") and not head.endswith("ss") else head) in generic_terms().get("Theory_result", ()):
        return []  # 'Tight Kite Regret Bounds for ...': what a theory paper shows, no method (as in title_owned)
    if task_before_title_means(phrase):
        return []  # 'Kite Stabilization via Rope Priors': the action the means is for, the title's task (task_rules)
    if phrase.text.lower() in doc_text(doc)[title.end_char:].lower():
        return []  # the abstract uses the words as a topic ('In kite planning, ...'), not as the paper's name
    return [phrase]


def last_resort_title(doc: Doc) -> list[Span]:
    """`title_phrase` for a paper whose abstract proposes nothing the rules read: the title is then the one place
    that names its contribution. Not a title phrase that states a finding ('Kite Flight Is Stable': a verb), joins
    two topics ('Robustness and Reuse'), names a task ('Kite Detection'), a study ('A Kite Perspective') or only a
    property ('Efficient Steering': vague adjectives before the head)."""
    out = []
    for phrase in title_phrase(doc):
        while len(phrase) > 2 and (phrase[-1].tag_ == "VBN" or len(phrase[-1]) > 4 and phrase[-1].lower_.endswith("ed")):
            phrase = phrase[:-1]  # 'Fast Kite Algorithm Parameterized by ...': the participle opens a clause
        words = [t.lower_ for t in phrase]
        if any(t.pos_ in ("VERB", "AUX", "DET") and t.tag_ != "VBN" or t.lower_ in ("and", "or", ",") for t in phrase) \
                or words[-1].endswith("-"):
            continue  # a statement, a saying ('The More the Merrier'), two topics, or a hyphen word the cut broke
        head = words[-1]
        stem = head[:-1] if head.endswith("s") and not head.endswith("ss") else head
        if head in task_heads() or stem in task_heads() or is_generic_term(head, "Study_head"):
            continue
        named = with_complement(phrase)
        if qualities_only(words) and (named.end == phrase.end or phrase.doc[phrase.end].lower_ in _PURPOSE_PREPS):
            continue  # 'Efficient Steering' names a property, 'Efficient Steering of Kites' the thing; 'Efficient
            # Heuristics for X' says what for, and the abstract names what it builds more often than not
        out.append(named)
    return out


def echoed_title(doc: Doc, described: list[Span]) -> list[Span]:
    """`last_resort_title` for a paper whose abstract proposes a thing it only describes, where that description
    writes the title phrase's head word ('Adaptive Kite Matching for X' and 'we propose a matching method'): the
    described thing is the one the title names. Without the echo the title phrase is as often a topic the described
    method serves as its name."""
    title = doc[:doc._.kg_title_end]
    if MEANS_CUE.search(title.text):
        return []  # 'Kite Relocalization via Rope Inference': the means is the method, the phrase before it the task
    stems = {_word_stem(t.lower_) for span in described for t in span if t.is_alpha}
    out = []
    for phrase in last_resort_title(doc):
        if any(looks_named(w.rsplit("-", 1)[0]) for w in phrase.text.split() if w.lower().endswith("-based")):
            continue  # 'KNN-based Kite Ranking': the named method it is based on is a used one
        while len(phrase) > 2 and phrase[0].lower_ in ("new", "novel"):
            phrase = phrase[1:]  # 'A Novel Kite Spine': the thing, not its novelty
        prep = next((t.i for t in phrase[1:] if t.lower_ in _COMPLEMENT_PREPS | _PURPOSE_PREPS), phrase.end)
        if _word_stem(doc[prep - 1].lower_) in stems:  # the head before a complement ('Matching of Kites')
            out.append(phrase)
    return out


def _word_stem(word: str) -> str:
    """'matching' / 'match', 'subsampling' / 'subsample', 'weights' / 'weight': one stem for a noun in -ing, a plural
    and its verb."""
    for end in ("s", "ing", "e"):
        if word.endswith(end) and len(word) - len(end) >= 4:
            word = word[:-len(end)]
    return word


# adjectives that say how good a method is, not which ('Efficient Kite Steering'); the leading adjectives of
# proposal_names._LEADING that are no article or adverb
_PROPERTY_WORDS = frozenset("""new novel innovative simple effective efficient general unified principled lightweight
    practical generic""".split())


# a title phrase the abstract calls the paper's own: 'our (new) X', 'the proposed X', 'a new X' with X the phrase's head
_OWNER = re.compile(r"\b(?:[Oo]ur|[Tt]he\s+proposed|[Aa]\s+new|[Aa]\s+novel)\s+((?:[\w-]+\s+){0,3}?)(%s)s?\b")
_OWNER_GAP = frozenset("new novel proposed".split())
_MEANS = frozenset("using with via".split())  # 'X Using Y': Y is how the paper does X, a candidate too


def title_owned(doc: Doc) -> list[Span]:
    """A title phrase ('Braided Kite Sketches for ...') whose head noun the abstract calls the paper's own ('our new
    sketches', 'our KS sketches'): the paper names its contribution by the title and refers to it by the head alone. Only
    the phrase before the first preposition or after 'using / with / via'; not in titles that name their thing before a
    colon (title_names reads those), not a gerund phrase ('Learning ...'), a task head or what a theory paper shows
    ('Tight Kite Bounds': the guidelines list no theorems)."""
    title = doc[:doc._.kg_title_end]
    if not len(title) or ":" in title.text or " - " in title.text or "(" in title.text:
        return []  # 'KiteNet - A Kite Model', 'Kite Model (KM)': the title names its thing otherwise
    abstract = doc_text(doc)[title.end_char:]
    stop = generic_terms().get("Theory_result", frozenset())
    out, start, allowed = [], title.start, True
    for tok in list(title) + [None]:
        cut = tok is None or tok.pos_ in ("ADP", "SCONJ", "CCONJ") or tok.text in ",;?!" or tok.lower_ in ("for", "via", "with", "using", "and")
        if not cut:
            continue
        end = title.end if tok is None else tok.i
        if allowed and end > start:
            out += [with_complement(p) for p in _owned(doc[start:end], abstract, stop)]
        if tok is not None:
            allowed = tok.lower_ in _MEANS or (tok.lower_ == "and" and allowed)
            start = tok.i + 1
    return out


def _owned(phrase: Span, abstract: str, stop: frozenset[str]) -> list[Span]:
    while len(phrase) and phrase[0].pos_ == "DET":
        phrase = phrase[1:]
    words = phrase.text.split()
    if not 2 <= len(words) <= 6 or _opens_with_gerund(words) or phrase[0].tag_ == "VBG" or is_generic(words) \
            or words[-1].lower().endswith("ed"):
        return []  # 'A Kite Anchored and ...': a participle, no noun, ends the phrase
    head = words[-1].lower()
    stem = drop_plural_s(head)
    if stem in stop or head in task_heads() or stem in task_heads() or stem in GENERIC_WORDS:
        return []
    if any(w.lower() in STOPWORDS | {"to"} for w in words) or words[-1].endswith("-"):
        return []  # '... Pipeline To Build an End-': a clause or a broken hyphen word, no name
    known = {w.lower() for w in words} | _OWNER_GAP
    for m in re.finditer(_OWNER.pattern % re.escape(stem), abstract, flags=re.IGNORECASE):
        gap = m.group(1).split()
        if all(w.lower() in known or looks_named(w) for w in gap):  # 'our new X', 'our KS X'; not 'our model to generate X'
            return [phrase]
    return []


# 'Kite Counting with / using / via / through Y': Y is how the paper does it; Y ends at a preposition, 'or' or punctuation
MEANS_CUE = re.compile(r"\b(?:with|using|via|through)\s+(?:(?:the|a|an)\s+)?(.+)$", re.I)
MEANS_ENDS = re.compile(r"\s+(?:for|in|on|of|from|to|under|by|at|over|with|via|using|through|as|into|towards?|against|or)\s+"
                        r"|[:,;?!()]|\s[-–—]\s", re.I)


def means_parts(title: str) -> list[tuple[int, int]]:
    """Character offsets of the means a title names after its first 'with / using / via / through', each part of
    'A and B' on its own, of two to six words (scripts/mine_shared_means.py cuts venue titles the same way)."""
    m = MEANS_CUE.search(title)
    if m is None:
        return []
    start = m.start(1)
    end = start + len(MEANS_ENDS.split(m.group(1), maxsplit=1)[0].rstrip())
    parts, a = [], start
    for cut in [*re.finditer(r"\s+and\s+", title[start:end]), None]:
        b = end if cut is None else start + cut.start()
        parts.append((a, b))
        a = b if cut is None else start + cut.end()
    if len(parts) > 1 and any(len(title[a:b].split()) == 1 for a, b in parts):
        return []  # 'with Semantic and Geometric Cues', 'Syntax- and Semantics-Aware X': modifiers of one head, no two things
    return [(a, b) for a, b in parts if 2 <= len(title[a:b].split()) <= 6]


def title_means(doc: Doc) -> list[Span]:
    """'Kite Counting with Tensorized Rope Samplers': the means a title names is the paper's own method when few other
    abstracts write it (a shared method or setting, 'with Optimal Transport', 'with Markovian Noise', is in the mined
    shared_means), no method list holds it, and it is no study, result, task or generic phrase. Its head is written
    with a capital (a Title Case name); the caller reads it only for a paper whose abstract describes its method
    without a name."""
    title = doc[:doc._.kg_title_end]
    if not len(title) or "?" in title.text or _reports_a_study(title.text) or _study_after_colon(title.text):
        return []
    out = []
    for a, b in means_parts(title.text):
        span = doc.char_span(title.start_char + a, title.start_char + b, alignment_mode="contract")
        if span is None or len(span) < 2:
            continue
        words = span.text.split()
        if not any(c.isupper() for c in words[-1]) or any(t.tag_ in ("VBZ", "VBP", "VBD") or t.pos_ == "ADV" for t in span) \
                or words[-1].lower().endswith("ed"):
            continue  # 'with costly kite observations': a title in sentence case gives no sign of a name; a verb, a clause,
            # or a participle the cut left at the end ('with Mixup Guided by ...')
        if _opens_with_gerund(words) or span[0].tag_ == "VBG" or is_generic(words) or span.text.lower() in method_names_folded() \
                or means_key(span.text) in shared_means():
            continue
        if words[0].lower() in _AMOUNT_WORDS:
            continue  # 'with Two Hidden Layers', 'with Minimum Supervision': a count or an amount of something is a setting
        head = words[-1].lower()
        stem = drop_plural_s(head)
        if stem in GENERIC_WORDS or head in task_heads() or stem in task_heads() or is_generic_term(stem, "Theory_result") \
                or is_generic_term(head, "Study_head"):
            continue
        key = head_key(words[-1])
        if key not in own_heads():
            continue  # 'with Delayed Updates', 'with Limited On-Board Sensing': a head abstracts seldom propose is a setting
        if key in _DEVICE_HEADS or head in _DEVICE_HEADS:
            continue  # 'Kite Removal Using a Dual-Rope Sensor': the device the work runs on
        if _used_in_abstract(doc, span):
            continue
        out.append(span)
    return out


# words that open a means giving how much or how many of a thing the work has, not what it builds
_AMOUNT_WORDS = frozenset("one two three four five six seven eight nine ten minimum minimal limited few fewer little no".split())


# devices after a title's 'with / using' ('with a Robotic Rope Prosthesis', 'Using a Dual-Kite Sensor') are what the
# work runs on: robotics abstracts do build sensors and prostheses, but then say so with a proposal verb, which the
# abstract's rules read; a system or a platform may be the paper's software, so those two stay
_DEVICE_HEADS = HARDWARE_NOUNS - {"system", "platform", "platforms"} | frozenset("prosthesis prostheses orthosis orthoses".split())


# verbs in -ing that open the title of a study of something that exists ('Revisiting Kite Sampling with Rope
# Flows'): its means is the tool of the study, not a method the paper builds
_STUDY_GERUNDS = frozenset("""revisiting rethinking understanding exploring examining investigating analyzing analysing
    evaluating benchmarking characterizing characterising probing explaining interpreting assessing comparing""".split())


def _reports_a_study(title: str) -> bool:
    """The title reports a study or a theory result: it opens with a verb of study, or before the means a study head
    or a theory result heads a phrase of 'of / for / on' ('Convergence Analysis of X via Y', 'Regret Bounds for X
    with Y'); not such a head that ends a task's name ('Kite Sentiment Analysis with Y')."""
    m = MEANS_CUE.search(title)
    words = [w.lower() for w in re.findall(r"[\w-]+", title[:m.start() if m else len(title)])]
    if words and words[0] in _STUDY_GERUNDS:
        return True
    return any(nxt in ("of", "for", "on") and (is_generic_term(w, "Study_head") or is_generic_term(w, "Theory_result")
                                              or is_generic_term(w.rstrip("s"), "Theory_result"))
               for w, nxt in zip(words, words[1:]))


# words before a means that say the abstract takes it over ('a control law based on kite programming', 'utilizing rope
# filters'), folded as means_key folds them
_USE_WORDS = frozenset("""use used using utilize utilizing utilise utilising leverage leveraging employ employing exploit
    exploiting harnes harnessing adopt adopting apply applie applying based built""".split())


# what stands right before the first mention of a title's phrase when the paper starts from it ('Building on Kite
# Attention (KA), we design ...', 'inspired by X', 'we extend the X'): prior work it extends. Not the words of use ('a
# method using X', 'based on X') nor a bare 'building' or '-inspired' ('by building kite models', 'a kite-inspired X'):
# those name the paper's own X as often as not
_BUILT_ON = re.compile(r"\b(?:building (?:up)?on|inspired by|extend|extends|extending)(?: the| a| an)?$")


def _first_built_on(doc: Doc, span: Span) -> bool:
    """The abstract first writes the title's phrase right after 'building on', 'inspired by' or 'extend(s / ing)': the
    phrase names what the paper starts from, not its contribution (which the abstract names as its own first)."""
    words = means_key(doc_text(doc)[doc[:doc._.kg_title_end].end_char:]).split()
    key = means_key(span.text).split()
    first = next((i for i in range(len(words)) if words[i:i + len(key)] == key), None)
    return first is not None and _BUILT_ON.search(" ".join(words[max(0, first - 3):first])) is not None


def _used_in_abstract(doc: Doc, span: Span) -> bool:
    """The abstract writes the title's means (its last two words) right after a word of use: the paper builds on it."""
    words = means_key(doc_text(doc)[doc[:doc._.kg_title_end].end_char:]).split()
    tail = means_key(span.text).split()[-2:]
    n = len(tail)
    return any(words[i:i + n] == tail and _USE_WORDS & set(words[max(0, i - 3):i]) for i in range(len(words)))
