"""Which noun phrases are tasks: title tasks ("X for <task>", "Towards <task>"), purpose phrases,
listed and recast problems, research topics, and the word-level helpers they share.
"""
from __future__ import annotations

import re

from spacy.tokens import Doc, Span

from kg.extract import extensions
from kg.extract.doc_reads import doc_text
from kg.extract.lexicon import (
    AMOUNT_ADJECTIVES, CONTRIBUTION_HEADS, DATA_CONTAINERS, DATASET_HEADS, GENERIC_WORDS, MEASURE_HEADS, PROPOSE_VERBS, PROPOSER_SUBJECTS,
    SETTING_HEADS, classifying_adjectives, gradable_words, hyphen_span, is_generic, is_generic_term, task_heads, looks_named, mined_task_term,
    named_compound, written_as_setting, making_verbs, outcome_grades, task_slotted,
)
from kg.extract.abbreviations import match_long_form, valid_short_form
from kg.extract.data_names import DETERMINERS
from kg.extract.trained.labels import ENTITY_MODEL  # its spans read a phrase's shape, not its place in the sentence

extensions.register()

_CLOSE = set(",.;:)]}\"'”’!?")
PROBLEM_NOUNS = frozenset("problem task challenge application".split())
# 'applications in X and Y', 'tasks such as X, Y', 'problems, including X': the listed things are tasks
_TASK_CONTAINERS = frozenset("application area domain task problem challenge".split())
_LIST_PREPOSITIONS = frozenset("in to as including like".split())
_ONE_WORD_CONTAINERS = frozenset("task problem challenge".split())


_RECAST_VERBS = frozenset("formulate reformulate cast recast frame reframe pose model reduce convert transform treat view regard tackle".split())


def recast_as(root) -> bool:
    """'we formulate kite ranking as a sparse rope problem': the (mathematical) problem it is recast as is
    the way to solve it, not the task."""
    head = root.head
    if root.dep_ != "pobj" or head.lower_ != "as" or root.lemma_.lower() != "problem":
        return False  # 'formulated as a multi-label classification task': a kind of task is still a task
    verb = next((t for t in head.ancestors if t.pos_ in ("VERB", "AUX") and t.tag_ != "VBG"), None)  # 'formulate the
    return verb is not None and verb.lemma_.lower() in _RECAST_VERBS  # problem of learning X as a Y problem'


# prepositions that turn a phrase inside the proposed thing's description into its purpose or field
_PURPOSE_PREPOSITIONS = frozenset("for to towards toward as such like including in on".split())


# verbs and adjectives by which a proposal's description says what it makes possible ('a method that enables X')
_ENABLING_WORDS = frozenset("enable allow permit facilitate support capable able".split())
# nouns whose 'of' complement is the topic studied ('our study of X'), not a part of a method
_STUDY_NOUNS = frozenset("study analysis investigation survey exploration examination".split())


def _purpose_on_path(path) -> bool:
    """A token on the way up says what the proposal is for: 'for / as / in X', 'to <verb> X', a clause of
    purpose or result ('..., enabling X'), what it makes possible ('that enables X', 'capable of X'), or
    the topic of a study ('a study of X')."""
    for tok in path:
        if tok.dep_ in ("pobj", "pcomp") and tok.head.lower_ in _PURPOSE_PREPOSITIONS:
            return True
        if tok.lemma_.lower() in _ENABLING_WORDS or tok.lemma_.lower() in _STUDY_NOUNS:
            return True
        if tok.dep_ in ("xcomp", "advcl") or tok.tag_ == "VB" and any(c.dep_ == "aux" and c.lower_ == "to" for c in tok.children):
            return True
    return False


def inside_own_proposal(span: Span) -> bool:
    """'we propose a sampler that yields rope-aware kite pruning', 'we develop layered kite sampling':
    a phrase inside the object of the authors' 'we propose / develop / introduce' (no 'for / to / as' on the
    way up) describes the proposed method, not the task it addresses. A modifier of the proposed thing
    ('a kite detection framework') says which task it is for and stays."""
    path, tok = [], span.root
    if tok.dep_ in ("compound", "amod", "nmod"):
        return False
    while tok.head.i != tok.i:
        path.append(tok)
        verb = tok.head
        if tok.dep_ == "dobj" and verb.pos_ == "VERB" and verb.lemma_.lower() in PROPOSE_VERBS \
                and any(c.dep_ == "nsubj" and c.lower_ in PROPOSER_SUBJECTS for c in verb.children):
            return not _purpose_on_path(path + list(span))  # the span's own words too: a parse may hang
            # 'for <gerund> X' on a participle inside X, not on the gerund
        tok = verb
    return False


def listed_task(tok, one_word: bool = False) -> bool:
    """tok heads an item of a list introduced by a task container ('applications in <tok>', 'tasks
    such as X, <tok>'). one_word: tok is a whole item of one noun, listed as a task or problem
    ('tasks such as kite ranking and <tok>') or a field of several that 'applications in' lists; a lone field an
    application lies in ('applications in <tok>') is no task of its own."""
    if one_word and tok.pos_ != "NOUN" and tok.tag_ != "VBG":  # a gerund item: "including denoising"
        return False
    first = tok
    first = first_conjunct(first)
    if _example_aside(first):  # 'applications (e.g., <tok>, ...)' lists like 'applications such as'
        noun, prep_word = first.head, "as"
    elif first.dep_ in ("pobj", "pcomp") and first.head.lower_ in _LIST_PREPOSITIONS:
        noun, prep_word = first.head.head, first.head.lower_
    else:
        return False
    container = noun.lemma_.lower()
    if container == "task" and prep_word == "in" or prep_word == "to" and container != "application":
        return False  # 'a core task in <field>', 'the task to a varying degree': no task is listed
    if one_word:  # and one of several items: 'tasks such as <tok>' alone may name a whole field
        listed = first is not tok or any(c.dep_ == "conj" for c in first.children)
        return listed and (container in _ONE_WORD_CONTAINERS or noun.lower_ in _ONE_WORD_CONTAINERS
                           or _fields_of_application(tok, noun, prep_word))
    return container in _TASK_CONTAINERS or noun.lower_ in _TASK_CONTAINERS


def _fields_of_application(tok, noun, prep_word: str) -> bool:
    """'applications in robotics, medicine and finance': the fields a plural 'applications in' lists are the uses a
    work serves, like a list after 'fields such as' (several items only, by the caller). Not a word a noun follows:
    the parse cut a compound there ('computer' of 'computer vision', 'motion' of 'motion capture'); nor one after a noun."""
    beside = tok.doc[max(tok.i - 1, 0):tok.i + 2]
    cut = any(t.i != tok.i and t.pos_ in ("NOUN", "PROPN") for t in beside)
    return noun.lower_ == "applications" and prep_word == "in" and not cut


EXAMPLE_MARKS = frozenset("e.g. e.g eg i.e. i.e".split())


def _example_aside(first) -> bool:
    """'applications (e.g., kite ranking, rope design)': the parser hangs the first example on the noun as an
    apposition inside brackets that open with 'e.g.'."""
    between = first.doc[first.head.i + 1:first.i]
    return first.dep_ == "appos" and first.head.i < first.i and len(between) > 1 and between[0].text == "(" \
        and any(t.lower_ in EXAMPLE_MARKS for t in between)


# nouns for a body of work on a topic: what modifies them is the topic ('kite ranking research')
_TOPIC_HEADS = frozenset("research community communities literature".split())


def research_topic(chunk: Span) -> Span | None:
    """'recent kite ranking research' -> 'kite ranking': the noun phrase before a body-of-work noun is
    the problem that work studies; two words at least, ending in a noun, nothing generic."""
    root = chunk.root
    data = root.lower_ in DATASET_HEADS  # 'two kite ranking benchmarks': data made for a task, named by it
    data = data or root.lower_ in _ABILITY_HEADS  # 'rope reading abilities': what a model can do, named by the task
    if root.lower_ not in _TOPIC_HEADS and not data or root.i == chunk.start:
        return None
    toks = [t for t in chunk if t.i < root.i and not (t.pos_ in ("DET", "PRON", "NUM") or t.lower_ in DETERMINERS)]
    while toks and (toks[0].pos_ == "ADJ" and not toks[0].text[:1].isupper() and toks[0].lower_ in _TOPIC_VAGUE
                    or toks[0].lower_ in GENERIC_WORDS or toks[0].lower_ in AMOUNT_ADJECTIVES or toks[0].tag_ in ("JJR", "JJS")):
        toks = toks[1:]
    and_at = next((k for k, t in enumerate(toks) if t.pos_ == "CCONJ"), None)
    if data and and_at and toks[and_at - 1].lower_.endswith(("ity", "ness")):
        toks = toks[and_at + 1:]  # 'its robustness and kite ranking abilities': a quality listed first is no task
    if len(toks) < 2 or toks[-1].i != root.i - 1 or toks[-1].pos_ not in ("NOUN", "PROPN") and toks[-1].tag_ != "VBG" \
            or any(t.i != toks[0].i + k for k, t in enumerate(toks)) or is_generic([t.text for t in toks]):
        return None
    topic = chunk.doc[toks[0].i:root.i]
    named_task = toks[-1].lemma_.lower() in task_heads() or toks[-1].lower_ in task_heads() or mined_task_term(topic.text)
    if data and (any(looks_named(t.text) for t in toks) or not named_task):
        return None  # a named benchmark is a dataset; before a data noun only a task noun (or a phrase the venues
        # call a task: 'rope drift skills') says a task
    return chunk.doc[toks[0].i:root.i]


# nouns for what a model or person can do: a task noun before them names the task ('kite ranking skills')
_ABILITY_HEADS = frozenset("ability abilities capability capabilities skill skills".split())


# how a body of work is described, not what it studies ('recent', 'extensive', 'prior')
_TOPIC_VAGUE = frozenset("recent extensive prior previous existing current future ongoing much further active".split())


def of_object_end(obj):
    """The last word of a gerund's object with its 'of' complement ('estimating the weights of a kite
    model'): the object alone says too little of what is estimated. Not past eight words."""
    obj = run_on_noun(obj)
    of = next((c for c in obj.children if c.dep_ == "prep" and c.lower_ == "of"), None)
    pobj = next((c for c in of.children if c.dep_ == "pobj"), None) if of is not None else None
    if pobj is None or pobj.pos_ not in ("NOUN", "PROPN") or pobj.i - obj.i > 6:
        return obj
    methods = [s for s in obj.doc.spans.get("scierc", []) if s.label_ == "Method"]
    if not quality_noun(obj) and any(s.start <= pobj.i and s.end > of.i for s in methods):
        return obj  # '... the weights of KiteNet': the method named there stays a method of its own
    return pobj  # 'improving the speed of KiteNet': what is improved is the method's quality, the task


def purpose_gerund(tok) -> bool:
    """'for ranking kites', 'the problem of ranking kites': a gerund after 'for' or a problem's 'of'; also the
    second of two gerunds sharing it ('for counting and ranking kites'), which holds the object both act on."""
    if tok.lower_ in _LIGHT_GERUNDS:
        return False  # 'for making predictions': the verb says little, its object alone is no task
    if tok.lower_ in _APPLYING_GERUNDS:
        return False  # 'a recipe for applying KiteNet': the object is a method put to use, the task is elsewhere
    while tok.tag_ == "VBG" and tok.dep_ == "conj" and tok.head.i < tok.i:
        tok = tok.head
    if not acts_as_gerund(tok) or tok.dep_ != "pcomp":
        return False
    return tok.head.lower_ == "for" or tok.head.lower_ == "of" and tok.head.head.lemma_.lower() in PROBLEM_NOUNS \
        or activity_gerund(tok)


def activity_gerund(tok) -> bool:
    """'their accuracy in ranking kites', 'its capabilities in ranking kites': how well something does an
    activity is measured on a task, so the activity is one (as the 'of' complement of an improved quality
    is). Only after 'in' on a quality or ability noun: after other words ('limitations in', 'struggle
    with', 'aimed at') the phrase names a task about half the time, counted on the tuning sets."""
    prep = tok.head
    if prep.lower_ != "in" or tok.lower_ in USING_GERUNDS or tok.lower_ in ACTING_GERUNDS:
        return False
    noun = prep.head
    if noun.pos_ != "NOUN" or noun.lemma_.lower() in _LATITUDE_NOUNS:
        return False
    return quality_noun(noun) or noun.lower_ in _ABILITY_HEADS or noun.lemma_.lower() == "performance"


# qualities of leeway, not of how well something is done: 'flexibility in placing the parts' is a design
# choice left open, not a task (four of four such phrases read on random venue abstracts)
_LATITUDE_NOUNS = frozenset("flexibility freedom latitude".split())


def shared_object_start(tok):
    """The first of two gerunds acting on one object ('for counting and ranking kites'): the task is both
    actions, so it opens there; a gerund with an object of its own opens its own task."""
    while tok.dep_ == "conj" and tok.head.i < tok.i and tok.head.tag_ == "VBG" \
            and not any(c.dep_ == "dobj" for c in tok.head.children):
        tok = tok.head
    return tok


def run_on_noun(obj):
    """The noun right after the object when the parser hung it elsewhere ('minimizing the rope-length
    objective over ...' read as 'rope-length' plus a clause headed by 'objective'): the object's phrase
    runs on to it, as a noun after a noun ends a compound. The object itself otherwise."""
    nxt = obj.doc[obj.i + 1] if obj.i + 1 < len(obj.doc) else None
    if nxt is None or not obj.whitespace_ or nxt.pos_ not in ("NOUN", "PROPN") \
            or nxt.is_sent_start or obj.is_ancestor(nxt) or in_hyphen_compound(nxt):
        return obj  # 'dimension' of 'dimension-specific features': a modifier's piece, no head
    return nxt


# verbs that make a quality better: what the quality is of is the problem worked on
_IMPROVE_VERBS = frozenset("improve enhance boost increase accelerate speed reduce strengthen".split())


def improved_quality(verb) -> Span | None:
    """'to boost the accuracy of rope counting' -> 'accuracy of rope counting': an infinitive of purpose
    that improves a quality of something names that something's problem; not where the something is the
    authors' own or points back ('the efficiency of our model', 'of this method')."""
    if verb.lemma_.lower() not in _IMPROVE_VERBS or not any(c.dep_ == "aux" and c.lower_ == "to" for c in verb.children):
        return None
    obj = next((c for c in verb.children if c.dep_ == "dobj"), None)
    if obj is None or not quality_noun(obj):
        return None
    end = of_object_end(obj)
    if end is obj or end.pos_ != "NOUN" or not task_headed(end):
        return None  # 'the robustness of kite models': a quality of a thing, not of a task
    words = list(obj.doc[obj.i:end.i + 1])
    if any(t.lower_ in OWN_MARKER_WORDS or t.lower_ in POINTING_BACK or t.pos_ == "PRON" for t in words) \
            or is_generic([t.text for t in words[2:]]):
        return None
    return obj.doc[obj.i:end.i + 1]


def quality_noun(tok) -> bool:
    """'the efficiency', 'the robustness', 'the error': a quality or measure of something, no thing of its own."""
    return tok.lemma_.lower() in MEASURE_HEADS or tok.lower_ in MEASURE_HEADS or tok.lower_.endswith(("ity", "ness", "ency"))


# verbs in -ing that say little of a task on their own ('Providing a reliable X', 'Relaxing the assumption')
_LIGHT_GERUNDS = frozenset("providing obtaining relaxing making having giving getting ensuring adding".split())


def acts_as_gerund(tok) -> bool:
    """A gerund, also where the tagger took it for a noun (a capitalised sentence opening, 'Ranking kites
    is hard' tagged as a name) but the parser gave it a direct object, which only a verb has."""
    return tok.tag_ == "VBG" or tok.lower_.endswith("ing") and tok.is_alpha and any(c.dep_ == "dobj" for c in tok.children)


def _trains_a_model(tok) -> bool:
    """'finetuning a kite model improves ...': a training gerund (generic_terms.yaml, training_gerund) as a clause
    subject tells of a procedure applied to a model, a method the work uses, not the topic of the opening."""
    return is_generic_term(hyphen_span(tok).text, "Training_gerund")


def gerund_subject_end(tok):
    """The last word of a gerund phrase that is a clause's subject ('Ranking kites from video is hard'):
    the gerund and its object (with an 'of' complement). Not a verb of use or one acting on a problem
    posed elsewhere ('Using X ...', 'Improving X ...'), and only with a plain noun object."""
    if not acts_as_gerund(tok) or tok.dep_ not in ("csubj", "csubjpass", "nsubj", "nsubjpass") \
            or tok.lower_ in USING_GERUNDS or tok.lower_ in ACTING_GERUNDS or tok.lower_ in _LIGHT_GERUNDS \
            or _trains_a_model(tok):  # 'finetuning a kite model improves ...': a procedure applied, a method used
        return None
    obj = next((c for c in tok.children if c.dep_ == "dobj"), None)
    if obj is None:  # 'Counting and ranking kites is hard': the second gerund holds the object both act on
        second = next((c for c in tok.children if c.dep_ == "conj" and c.tag_ == "VBG"), None)
        obj = next((c for c in second.children if c.dep_ == "dobj"), None) if second is not None else None
        tok = second if obj is not None else tok
    if obj is None or obj.pos_ not in ("NOUN", "PROPN") or is_generic([obj.text]):
        return None
    if any(t.lower_ in POINTING_BACK for t in obj.lefts):
        return None  # 'Defining such a distribution': what it points back to was said before, not here
    return condition_end(tok, of_object_end(obj))


POINTING_BACK = frozenset("such this that these those".split())


_CONDITION_PREPS = frozenset("with without from for".split())


def condition_end(verb, end):
    """'training kite models with privacy guarantees', 'learning rope shapes from noisy data': a 'with /
    from / for' phrase the parser hangs on the gerund right after its object says under what or for what
    the task is done and stays in it ('generating audio for silent videos'); not a method, a measure or
    the authors' own means ('with our kite prior')."""
    prep = next((c for c in verb.children if c.dep_ == "prep" and c.lower_ in _CONDITION_PREPS and c.i == end.i + 1), None)
    pobj = next((c for c in prep.children if c.dep_ == "pobj"), None) if prep is not None else None
    if pobj is None or pobj.pos_ not in ("NOUN", "PROPN") or pobj.i - prep.i > 4:
        return end
    if pobj.lemma_.lower() in MEASURE_HEADS or any(t.lower_ in OWN_MARKER_WORDS or t.pos_ in ("PRON", "DET") for t in pobj.subtree):
        return end  # 'with polynomial time', 'from such data': a cost or a pointer back, no condition
    methods = [s for s in verb.doc.spans.get("scierc", []) if s.label_ == "Method"]
    if any(s.start <= pobj.i < s.end for s in methods):
        return end
    return pobj


# prepositions that make a time or rate phrase an adverbial ('at test time', 'over a finite time', 'at a
# slow rate'): it says when or how fast something happens, not what is measured ('in polynomial time' stays:
# a complexity class is what is measured)
_WHEN_PREPS = frozenset("at over during since".split())  # 'since early times': a moment in the past
_WHEN_HEADS = frozenset("time times rate rates speed".split())


def first_conjunct(tok):
    """The first item of the list tok is in, which the later ones hang on ('query' of 'at both fitting and query
    time' hangs on 'fitting'); tok itself when it is no later item of a list."""
    while tok.dep_ == "conj" and tok.head.i < tok.i:
        tok = tok.head
    return tok


def when_or_how_fast(root) -> bool:
    """'at test time', 'at a slow rate': a time or rate as the object of a preposition of when; 'in real time'
    says how fast, like 'in real-time' (not 'in polynomial time', a complexity class that is measured)."""
    if root.lower_ not in _WHEN_HEADS:
        return False
    root = first_conjunct(root)  # 'at both fitting and query time': the preposition is the first item's
    if root.dep_ != "pobj":
        return False
    return root.head.lower_ in _WHEN_PREPS or root.head.lower_ == "in" and root.i > 0 and root.doc[root.i - 1].lower_ == "real"


def describes_a_noun(root) -> bool:
    """'in real-time', 'polynomial time k-kite algorithms', 'the finite time analysis': a measure noun that
    ends an adjective's hyphen word, or that a noun follows (the parse cut the phrase there), says what kind
    of thing something is, not what is measured."""
    doc = root.doc
    hyphen_adjective = root.i > 1 and doc[root.i - 1].text == "-" and not doc[root.i - 1].whitespace_ \
        and not doc[root.i - 2].whitespace_ and doc[root.i - 2].pos_ == "ADJ"
    nxt = doc[root.i + 1] if root.i + 1 < root.sent.end else None
    return hyphen_adjective or nxt is not None and nxt.pos_ in ("NOUN", "PROPN") and root.whitespace_ != "" \
        or _shared_modifier(root)


def _shared_modifier(root) -> bool:
    """'quadratic time and memory solvers': a measure noun joined by 'and / or' to a second word, both before
    a method noun, says what kind of algorithm it is ('time and space complexity' stays: a measure noun ends it)."""
    doc, i = root.doc, root.i
    if i + 3 >= root.sent.end or doc[i + 1].lower_ not in ("and", "or"):
        return False
    return doc[i + 2].pos_ in ("NOUN", "ADJ") and doc[i + 3].lemma_.lower() in CONTRIBUTION_HEADS


def doc_text_gap(chunk: Span, last, root) -> bool:
    """Words other than hyphens between the last kept modifier and the head."""
    return any(not t.is_punct for t in chunk.doc[last.i + 1:root.i])


def after_purpose(chunk: Span) -> bool:
    """A noun phrase right after 'for' or 'address/tackle/solve/study': what the paper is for."""
    root = chunk.root
    root = first_conjunct(root)  # 'to A, B and C': every item of the list
    head = root.head
    return root.dep_ == "pobj" and head.lower_ == "for" or root.dep_ == "dobj" and head.lemma_.lower() in (
        "address", "tackle", "solve", "study", "consider", "investigate") or _applied_to(root) or _enabled(root)


# verbs by which a means says what it makes possible: 'X enables kite ranking', 'allows (for) rope detection'
_ENABLING_VERBS = frozenset("enable allow permit facilitate".split())


def _enabled(root) -> bool:
    """'which enables real-time kite ranking': the action a means makes possible is what it is for ('allows for X'
    is read as any 'for'; the caller's task-head check keeps out things and outcomes: 'enables faster training').
    Not an action whose object follows ('enables rapid generation of X'): the phrase without it is cut short."""
    return root.dep_ == "dobj" and root.head.lemma_.lower() in _ENABLING_VERBS and _kind_words_only(root) \
        and not any(c.dep_ == "prep" and c.lower_ == "of" for c in root.children)


def _kind_words_only(root) -> bool:
    """The words before the head say which action, not how well it goes: nouns ('fault detection') or mined
    classifying adjectives ('inductive inference'); 'a much accurate tracking', 'quick transfer', 'reliable
    extraction' after an enabling verb are the outcome a means claims, not a task."""
    for tok in root.lefts:
        for t in tok.subtree:
            if t.pos_ in ("DET", "PRON", "NUM", "NOUN", "PROPN", "PUNCT") or t.lower_ in DETERMINERS:
                continue
            if t.lower_ not in classifying_adjectives():
                return False
    return True


def _applied_to(root) -> bool:
    """'We apply our kite prior to rope regression': what a method is applied to is a problem it serves
    (the task-noun check of the caller keeps out data and systems it is applied to)."""
    head = root.head
    if root.dep_ != "pobj" or head.lower_ != "to":
        return False
    verb = head.head
    while verb.pos_ not in ("VERB", "AUX") and verb.head.i != verb.i:  # 'apply X prior to': 'to' may hang off the object
        verb = verb.head
    # the authors apply their method ('we apply'); not 'corrections to be applied to kite estimates'
    return verb.lemma_.lower() == "apply" and any(c.dep_ == "nsubj" and c.lower_ == "we" for c in verb.children)


# 'Demonstrating KiteBot: ...' (a demo track's title): the gerund says the paper shows its thing, no task
SHOWING_GERUNDS = frozenset("demonstrating introducing presenting showing".split())


def acting_gerund_name(words: list[str], text: str) -> bool:
    """'Scaling Kite-Rope Learning: ...', 'Revisiting KiteNet: ...': two or three words before a title's colon, one of
    them name-like, opened by a plain Title Case gerund, say what the paper does to a thing (often another's): neither
    the paper's name nor its task. A coined one-word name ('KiteFolding'), a hyphened one ('Self-Kiting'), a showing
    gerund ('Demonstrating X', read on its own) or words whose initials the abstract (text) writes ('Raising Kite-Rope
    Lines' and 'RKRL') are no such verb."""
    if not (2 <= len(words) <= 3 and re.fullmatch(r"[A-Z][a-z]{2,}ing", words[0]) and words[0].lower() not in SHOWING_GERUNDS
            and any(looks_named(w) for w in words)):
        return False
    initials = "".join(part[0] for w in words for part in w.split("-") if part[:1].isalpha()).upper()
    return len(initials) < 3 or re.search(r"(?<![A-Za-z])%s(?![a-z])" % initials, text) is None


_TITLE_TASK_AFTER = frozenset("for towards toward in on".split())  # 'X for <task>', 'Towards <task>'
_TITLE_METHOD_AFTER = frozenset("via using with by through from".split())  # '<task> via X'
# '<task> under <condition>': what follows is the condition the task is posed in, so the phrase before it is the task
_TITLE_CONDITION_AFTER = frozenset(["under"])


def title_tasks(doc: Doc) -> list[Span]:
    """Tasks a title names: the phrase after 'for'/'towards'/'in', and the phrase before 'via'/'using'/
    'with' when a task noun or a gerund heads it ('Few-Shot Kite Counting via Y'). Title Case hides
    names, so only the phrase shape counts here."""
    title = doc[:doc._.kg_title_end]
    colon = next((t.i for t in title if t.text == ":"), None)
    pieces = [title[:colon], title[colon + 1:]] if colon is not None else [title]
    out = []
    spelled = colon is not None and _spelled_name(title[:colon], title[colon + 1:])
    if colon is not None and acting_gerund_name(title[:colon].text.split(), doc_text(doc)[title.end_char:]):
        pieces = pieces[1:]  # 'Revisiting KiteNet: ...': what the paper does to a thing, no task
    for piece in pieces:
        # a preposition starting a hyphen compound is a word of a name ('In-Context Learning', 'On-Device X')
        bounds = [t.i for t in piece if (t.lower_ in _TITLE_TASK_AFTER | _TITLE_METHOD_AFTER | _TITLE_CONDITION_AFTER
                                         and not in_hyphen_compound(t))
                  or t.text in ",?"]
        bounds = _condition_bounds(piece, bounds)
        edges = [piece.start] + bounds + [piece.end]
        for a, b in zip(edges, edges[1:]):
            lead = doc[a].lower_ if a in bounds else ""
            seg = doc[a + 1:b] if a in bounds else doc[a:b]
            follow = doc[b].lower_ if b < piece.end else ""
            while len(seg) and (seg[0].pos_ == "DET" or seg[0].is_punct or seg[0].lower_ in DETERMINERS):
                seg = seg[1:]
            if seg.start == 0 and len(seg) > 1 and seg[0].lower_ in SHOWING_GERUNDS and seg[1].text[:1].isupper():
                seg = seg[1:]  # 'Demonstrating Kite Flight from Pixels': the rest is read as a task or not on its own
            if len(seg) == 1 and title_purpose_word(seg):
                out.append(seg)
                continue
            if not 2 <= len(seg.text.split()) <= 6 or is_generic(seg.text.split()):
                continue
            if spelled and seg.start == colon + 1:
                continue  # 'KICO: Kite Image Coding With ...': the words the name's letters spell are the name
            head = seg[-1].lower_
            task_head = head in task_heads() or seg[-1].lemma_.lower() in task_heads() or head.endswith("ing")
            if lead in _TITLE_TASK_AFTER and (task_head or _title_topic(seg) or _title_action(seg) and not _based_on(doc[a])) \
                    or follow in _TITLE_METHOD_AFTER and task_head or means_slot_action(seg, lead, follow) \
                    or follow in _TITLE_CONDITION_AFTER and task_head and lead not in _TITLE_METHOD_AFTER \
                    or not lead and not follow and task_head and len(pieces) > 1 or _gerund_title_task(seg, lead, follow) \
                    or _title_setting(seg, lead, follow):
                seg = clean_title_task(seg)
                if seg is not None and len(seg) >= 2:
                    out += title_conjuncts(seg)
    return out


_TITLE_PURPOSE_MARKS = frozenset("for towards toward".split())
# the title's means prepositions that close a one-word purpose; 'with' and 'from' may go on with its setting or source
_PURPOSE_WORD_MEANS = frozenset("via using by through".split())


def title_purpose_word(span: Span) -> bool:
    """'Rope Samplers for Triangulation': one noun of action that alone fills the title's purpose slot (after
    'for' / 'towards', up to the title's end, a colon, a comma or the preposition of a means) is the paper's task
    where the abstract writes the word again at least twice: the paper returns to it as its topic. One word alone
    is too broad to keep elsewhere (the merge's one-word drop); the title's purpose slot and the repetition say the
    paper is about this one. Not a family of means ('for Learning', 'for Inference') nor a generic term, nor a word
    that 'with' or 'from' continues."""
    doc = span.doc
    end = doc._.kg_title_end
    if len(span) != 1 or not end or span.end > end or span.start == 0:
        return False
    tok, lead = span[0], doc[span.start - 1]
    if lead.lower_ not in _TITLE_PURPOSE_MARKS or in_hyphen_compound(lead) or in_hyphen_compound(tok):
        return False
    if span.end < end and doc[span.end].text not in ":,?" and doc[span.end].lower_ not in _PURPOSE_WORD_MEANS:
        return False  # 'for Perception with V2V Links', 'for Imitation from Observation': the phrase goes on
    word = tok.lower_
    if not tok.is_alpha or not _action_head(tok) or word in _MEANS_FAMILY_HEADS or is_generic_term(tok.text, "Task"):
        return False
    return sum(1 for t in doc[end:] if t.lower_ == word) >= 2


def _condition_bounds(piece: Span, bounds: list[int]) -> list[int]:
    """An 'under' after one word only is no bound: 'for Planning Under Partial Observability' stays whole (one word
    alone says too little; the phrase with its condition is the task). Nor after a phrase a verb in -ing opens
    ('Controlling Kite Drift Under Rain'): the verb's object runs on with its condition, as main read it."""
    kept = []
    for b in bounds:
        prev = kept[-1] + 1 if kept else piece.start
        words = piece.doc[prev:b]
        if piece.doc[b].lower_ in _TITLE_CONDITION_AFTER and (len(words.text.split()) < 2 or _leading_gerund(words)):
            continue
        kept.append(b)
    return kept


def means_slot_action(seg: Span, lead: str = "", follow: str = "") -> bool:
    """'Kite Stabilization via Rope Priors': the title's first phrase before a means (or a condition) headed by a noun
    of an action (-tion, -sion, -ment; not a thing, a measure or a setting) is what the means is for, as a task noun
    there is. Only the phrase that opens the title or its part after a colon: a phrase between two prepositions is
    a part of the means ('... with Rope Stabilization via ...'). The proposal rules read the same slot: such a
    phrase names no method (proposal_titles.title_phrase). Not where the title goes on to a task purpose ('Kite
    Fusion with Rope Priors for Kite Detection'): then the action is the paper's way to that task, a method, unless
    the venues write the phrase where a task stands ('Kite Coordination via X for Y': mined, task_slotted)."""
    return not lead and follow in _TITLE_METHOD_AFTER | _TITLE_CONDITION_AFTER and _title_action(seg) \
        and not (_task_purpose_after(seg) and not _slotted_tail(seg))


def _slotted_tail(seg: Span) -> bool:
    """The phrase's last two or three words are a mined task-slot phrase ('Image-Free Kite Coordination')."""
    words = seg.text.split()
    return any(task_slotted(" ".join(words[-k:])) for k in (2, 3) if len(words) >= k)


def _task_purpose_after(seg: Span) -> bool:
    """'... for Kite Detection' later in the same part of the title (up to its colon): a purpose phrase after 'for /
    towards' whose head is a task noun or a word in -ing, up to the next preposition of the title's reading, a comma
    or the title's end."""
    doc, end = seg.doc, seg.doc._.kg_title_end
    marks = [t for t in doc[seg.end:end] if t.lower_ in _TITLE_PURPOSE_MARKS and not in_hyphen_compound(t)]
    colon = next((t.i for t in doc[seg.end:end] if t.text == ":"), end)
    if not marks or marks[0].i >= colon:
        return False
    stop = next((t.i for t in doc[marks[0].i + 1:colon] if t.text in ",?" or (
        t.lower_ in _TITLE_TASK_AFTER | _TITLE_METHOD_AFTER | _TITLE_CONDITION_AFTER and not in_hyphen_compound(t))), colon)
    return stop > marks[0].i + 1 and task_headed(doc[stop - 1])


def task_before_title_means(span: Span) -> bool:
    """The title's first phrase that title_tasks reads as the task by the condition and action-noun readings: before a
    condition ('<span> under X') headed by a task noun, a word in -ing or a noun of an action; before a means ('<span>
    via X') headed by a noun of an action that is no task noun. A task noun before a means ('Kite Ranking via X') is
    left as the proposal rules read it (the name of an unnamed method in `title_phrase`)."""
    end = span.doc._.kg_title_end
    if not len(span) or span.end >= end or span.doc[span.end].lower_ not in _TITLE_METHOD_AFTER | _TITLE_CONDITION_AFTER:
        return False
    follow = span.doc[span.end].lower_
    if follow in _TITLE_CONDITION_AFTER:
        return task_headed(span[-1]) or means_slot_action(span, "", follow)
    return not task_headed(span[-1]) and means_slot_action(span, "", follow)  # a task noun before a means: as before


def _title_setting(seg: Span, lead: str, follow: str) -> bool:
    """'Kite Tracking with Gusty Rope Delays': the noun phrase after 'with' at a title's end (or before its
    colon) is the setting the problem is posed in, a task item of its own, when the venue abstracts write it as a
    setting ('under X', 'in the presence of X', 'the X setting') far more often than as a means ('using X', 'X-based';
    mined, scripts/mine_title_settings.py); otherwise it is how the work is done ('with Rope Samplers')."""
    return lead == "with" and not follow and seg[-1].pos_ in ("NOUN", "PROPN") and seg[0].tag_ != "VBG" \
        and not any(t.pos_ in ("ADP", "SCONJ", "CCONJ", "VERB") for t in seg) and written_as_setting(seg.text)
    # a preposition, conjunction or verb inside ('with Rope Updates under Kite Delays', 'with Rope Refinement and
    # Few-Shot Learning') joins two things, and the count reads only the last one's words


def title_conjuncts(seg: Span) -> list[Span]:
    """'... for Rope Tracking and Wind Estimation': two phrases of two words or more that one 'and' joins, the second
    headed by a task noun and the first too or written as a task by the venue abstracts (mined task terms: 'Text
    Style Transfer and ...'), are two tasks. With one word on a side ('Kite Detection and Tracking') or a first side
    that is no task ('Joint Kite and Rope Extraction') the words may share a head, and the phrase stays whole."""
    ands = [t.i for t in seg if t.lower_ == "and" and t.pos_ == "CCONJ"]
    if len(ands) != 1:
        return [seg]
    left, right = seg.doc[seg.start:ands[0]], seg.doc[ands[0] + 1:seg.end]
    if len(left.text.split()) < 2 or len(right.text.split()) < 2 or not task_headed(right[-1]) \
            or any(t.is_punct and t.text != "-" for t in seg):
        return [seg]
    if not task_headed(left[-1]) and not mined_task_term(left.text):
        return [seg]  # 'Joint Entity and Relation Extraction': the first side shares the second's head
    return [left, right]


def _spelled_name(name: Span, rest: Span) -> bool:
    """'KICO: Kite Image Coding With Rope Priors': a one-word name before a title's colon whose letters the
    words after it spell in order from the first (the short-form test of the abbreviation finder)."""
    if len(name) != 1 or not valid_short_form(name.text) or sum(c.isupper() for c in name.text) < 2:
        return False
    words = [(t.idx, t.text) for t in rest if not t.is_punct]
    return match_long_form(name.text, words) == 0


def _title_topic(seg: Span) -> bool:
    """'... in Windy Kite Games', '... for Distributed Rope Data': after 'for / in / towards' a title's
    plural noun phrase is the kind of problem or data the paper is about, unless it is a kind of system."""
    heads = {seg[-1].lemma_.lower(), seg[-1].lower_, seg[-1].lower_[:-1]}  # Title Case: 'Errors' is no lemma
    if heads & (SETTING_HEADS | MEASURE_HEADS | _SIZE_HEADS | DATA_CONTAINERS) or any(looks_named(t.text) for t in seg):
        return False  # where or how much ('in Complex Scenarios', 'in Angular Errors', 'in High Dimensions')
    return seg[-1].tag_ in ("NNS", "NNPS") and not _names_a_system(seg) and all(t.pos_ in ("NOUN", "PROPN", "ADJ", "PUNCT") for t in seg)


_SIZE_HEADS = frozenset("dimension size scale regime".split())
_ACTION_SUFFIXES = ("tion", "sion", "ment")
# nouns in -tion / -ment that name a thing, a state or a part, not an action done to something: after 'for' in a
# title they say what a means is made for ('for Any Activation Function', 'for Video Segments')
_THING_NOUNS = frozenset("""function functions mention mentions information question questions section sections
    position positions condition conditions population populations equation equations motion emotion emotions
    nation nations portion fraction relation relations attention environment environments document documents
    instrument instruments moment moments element elements segment segments department argument arguments comment
    comments sentiment experiment experiments statement statements government equipment requirement requirements
    fragment fragments distribution distributions representation representations solution solutions
    application applications station stations collection collections vision convolution convolutions""".split())


def _based_on(lead) -> bool:
    """'... based on Kite Triangulation': what a means is based on is a further means, not the task."""
    return lead.i > 0 and lead.lower_ == "on" and lead.doc[lead.i - 1].lower_ == "based"


def _title_action(seg: Span) -> bool:
    """'... for Adaptive Kite Refinement', '... in Rope Comparison': after 'for / in / towards' a title phrase headed
    by a noun of an action (-tion, -sion, -ment) names what the paper does, as a task noun does; not a noun of
    a thing ('Function', 'Segment'), a measure or a setting, nor a phrase holding a name."""
    head = seg[-1]
    word = head.lower_.split("-")[-1]
    if head.pos_ not in ("NOUN", "PROPN") or not word.endswith(_ACTION_SUFFIXES) or word in _THING_NOUNS:
        return False
    if word in SETTING_HEADS | MEASURE_HEADS | DATA_CONTAINERS or any(looks_named(t.text) for t in seg):
        return False
    return all(t.pos_ in ("NOUN", "PROPN", "ADJ", "PUNCT", "VERB") for t in seg)


def _leading_gerund(span: Span) -> bool:
    """'Benchmarking Kite Samplers', 'Enhancing Rope Tracking': a title phrase opened by a word in -ing
    (a verb, or Title Case at the start) that takes the rest as its object."""
    first = span[0]
    glued = first.i + 1 < len(first.doc) and first.doc[first.i + 1].text == "-" and not first.whitespace_
    return len(span) > 1 and first.lower_.endswith("ing") and first.is_alpha and not glued \
        and (first.tag_ == "VBG" or first.pos_ == "VERB" or first.text[:1].isupper() and (
            first.i == first.sent.start or first.doc[first.i - 1].lower_ in _TITLE_TASK_AFTER | _TITLE_METHOD_AFTER))


def clean_title_task(span: Span) -> Span | None:
    """A task node from a title is a task phrase, not the title's wording: 'Enhancing Rope Tracking' ->
    'Rope Tracking' (what a verb of acting on a problem works on, when two words or more are left, and
    when that is no kind of system: 'Benchmarking Kite Generators' names none); 'Leveraging Kite Models'
    names a method used, no task; any other verb in -ing says what is done ('Learning Rope Shapes'
    stays whole). Before a preposition, a measure or a generic noun ('Complexity of Kite Equilibria')
    makes no task, and a head that is no task noun keeps the words before the preposition ('Kite
    Rankings in Rain' -> 'Kite Rankings')."""
    while len(span) > 1 and span[-1].pos_ == "ADV":
        span = span[:-1]  # 'Kite Tracking Fairly': no task phrase ends in an adverb
    if _leading_gerund(span):
        verb = span[0].lower_
        if verb in USING_GERUNDS:
            return None
        if verb in ACTING_GERUNDS:
            span = span[1:]
            if len(span) and span[0].lower_ in _VERB_PARTICLES:
                span = span[1:]  # 'Scaling up Kite Tracking': the particle is the verb's, the object follows it
            while len(span) and (span[0].pos_ == "DET" or span[0].is_punct):
                span = span[1:]
            if len(span) < 2 or _names_a_system(span) or not _acted_on_problem(span, verb in _REVEALING_GERUNDS):
                return None
    cut = _first_preposition(span)
    if cut is None:
        return span
    before = span.doc[span.start:cut]
    if span.doc[cut].lower_ == "of" and before[-1].lower_.endswith("ing") and _names_a_system(span.doc[cut + 1:span.end]):
        return None  # 'Contrastive Pretraining of Kite Encoders': a way to build a system, a method
    last = before[-1]
    if last.lemma_.lower() in MEASURE_HEADS or last.lower_ in MEASURE_HEADS or last.lower_ in GENERIC_WORDS:
        return None
    if span.doc[cut].lower_ == "without" and len(before) >= 2:
        return before  # 'Kite Tuning Without Forgetting': a condition the paper meets, no part of the task's name
    if task_headed(last) or len(before) < 2:
        return span
    return before


# verbs in -ing that open a title and act on a problem someone else posed: the problem is their object
# ('Improving Kite Ranking' -> 'Kite Ranking'); a title opened by any other verb in -ing names what the
# paper does, which is the task ('Learning Rope Shapes from Wind')
ACTING_GERUNDS = frozenset("""improving enhancing boosting revisiting rethinking understanding exploring examining
    investigating analyzing analysing evaluating benchmarking bridging scaling accelerating speeding unifying
    simplifying stabilizing stabilising strengthening augmenting mitigating addressing overcoming tackling handling
    achieving enabling pushing extending generalizing generalising characterizing probing explaining interpreting
    assessing comparing reducing balancing breaking avoiding closing advancing empowering pioneering unleashing unlocking
    supercharging elevating unveiling demystifying""".split())
# particles that make one verb with the verb of acting before them ('speeding up', 'scaling down')
_VERB_PARTICLES = frozenset("up down".split())
# verbs in -ing that reveal their object: what they uncover is a problem only when it is named as one
_REVEALING_GERUNDS = frozenset("unveiling demystifying".split())
# verbs in -ing that only put their object to use: after 'for' their object is a means, no problem ('combining' and
# 'integrating' stay out: joining things can be the problem itself)
_APPLYING_GERUNDS = frozenset("using leveraging exploiting harnessing utilizing utilising employing applying".split())
# verbs in -ing whose object is a method the paper builds on ('Leveraging Kite Models for Rope Tracking')
USING_GERUNDS = frozenset("""using leveraging exploiting harnessing utilizing utilising employing combining integrating
    incorporating applying""".split())
# heads that name a kind of system or model: what is benchmarked or improved, not a task ('Kite Generators')
_SYSTEM_HEADS = frozenset("""generator generators model models network networks classifier classifiers detector detectors
    encoder encoders decoder decoders transformer transformers agent agents system systems method methods algorithm
    algorithms architecture architectures estimator estimators solver solvers learner learners llm llms""".split())


_PROBLEM_SUFFIXES = ("tion", "sion", "ment", "ing", "sis", "ity", "ness", "ance", "ence", "cy")


def _acted_on_problem(span: Span, revealing: bool = False) -> bool:
    """What a verb of acting works on is a problem when its head (before any preposition) is a task noun or
    names an action or a property ('Kite Composition', 'Rope Stability'); 'Closing the Rope Divide', 'Enhancing
    Kite Hub' act on no problem of their own. What a verb of revealing uncovers in the plural is a finding, no
    problem ('Unveiling Kite Biases')."""
    cut = _first_preposition(span) or span.end
    head = span.doc[cut - 1]
    plural = head.tag_ in ("NNS", "NNPS") and not revealing
    if task_headed(head) or head.lower_.endswith(_PROBLEM_SUFFIXES) or plural:
        return True
    # 'Improving Kite Flow' where the abstract writes 'kite flow estimation': the topic of a task it names
    words = re.escape(span.doc[span.start:cut].text.lower())
    return any(m.group(1) in task_heads() for m in re.finditer(words + r" ([a-z]+)", doc_text(span.doc).lower()))


# verbs in -ing that only say a thing is made better or made able: in a task span their object is the problem
_IMPROVING_GERUNDS = frozenset("improving enhancing boosting enabling empowering facilitating".split())


def acted_on_task(span: Span) -> Span | None:
    """A task span opened by a lower-case verb of improving ('enhancing kite tracking', 'enabling rope models'):
    the object is the task; a system or a quality acted on is no task ('enhancing kite models', 'boosting the
    rope quality')."""
    if len(span) < 2 or span[0].lower_ not in _IMPROVING_GERUNDS or not span[0].text.islower():
        return span
    obj = span[1:]
    while len(obj) > 1 and obj[0].pos_ == "DET":
        obj = obj[1:]
    cut = _first_preposition(obj) or obj.end
    head = span.doc[cut - 1]
    return None if obj[0].pos_ == "DET" or _names_a_system(obj) or quality_noun(head) else obj


def _names_a_system(span: Span) -> bool:
    """The phrase before any preposition is headed by a kind of system ('Kite Generators', 'Rope Models')."""
    cut = _first_preposition(span) or span.end
    return span.doc[cut - 1].lower_ in _SYSTEM_HEADS


def _first_preposition(span: Span) -> int | None:
    """The index of the first preposition after the span's first word (not one inside a hyphened compound)."""
    return next((t.i for t in span if t.pos_ == "ADP" and t.i > span.start and not in_hyphen_compound(t)), None)


def in_hyphen_compound(tok) -> bool:
    """A word inside a hyphen compound ('to' of 'Data-to-Text'): no space on one of its sides."""
    doc = tok.doc
    return tok.i > 0 and not doc[tok.i - 1].whitespace_ and doc[tok.i - 1].text == "-" \
        or tok.i + 1 < len(doc) and not tok.whitespace_ and doc[tok.i + 1].text == "-"


def _gerund_title_task(seg: Span, lead: str, follow: str) -> bool:
    """A title phrase opened by a verb in -ing names the paper's task ('Learning Rope Shapes from Wind',
    'Kite Models for Learning Rope Shapes'); not where a purpose follows it ('Learning Rope Shapes for
    Kite Tracking': then it is the method) nor when the verb uses something ('Leveraging Kite Models')."""
    if not len(seg) or not _leading_gerund(seg) or seg[0].lower_ in USING_GERUNDS:
        return False
    return lead in _TITLE_TASK_AFTER or not lead and follow not in ("for", "towards", "toward")


def task_headed(tok) -> bool:
    """tok (or its hyphen compound: 'Super-resolution') is a task noun or a word in -ing."""
    word = tok.lower_
    if tok.i > 1 and tok.doc[tok.i - 1].text == "-" and not tok.doc[tok.i - 1].whitespace_:
        word = tok.doc[tok.i - 2].lower_ + "-" + tok.lower_
    heads = task_heads()
    return tok.lower_ in heads or tok.lemma_.lower() in heads or word in heads or tok.lower_.endswith("ing")


def word_at(doc: Doc, tok) -> Span | None:
    end = tok.i + 1
    while end < len(doc) and not doc[end - 1].whitespace_ and doc[end].text not in _CLOSE:
        end += 1
    span = doc[tok.i:end]
    return span if len(span) else None


def whole_word(doc: Doc, span: Span) -> Span:
    """The span grown over tokens glued to it by hyphens ('X' in 'X-C' -> 'X-C')."""
    start, end = span.start, span.end
    while end + 1 < len(doc) and doc[end].text == "-" and not doc[end - 1].whitespace_ and not doc[end].whitespace_ \
            and doc[end + 1].is_alpha | doc[end + 1].like_num:
        end += 2
    while start >= 2 and doc[start - 1].text == "-" and not doc[start - 2].whitespace_ and not doc[start - 1].whitespace_ \
            and not doc[start - 2].is_punct:
        start -= 2
    whole = doc[start:end]
    return whole if looks_named(whole.text) or whole.text[:1].islower() else span  # not 'X-like', 'X-based'
OWN_MARKER_WORDS = frozenset("our proposed novel new this".split())


_COORD_WORDS = frozenset("and or".split())
_ACTION_NOUN = re.compile(r"(?:ing|tion|sion|ment)$")  # 'kite ranking and rope ...': an action of its own


def _word_bounds(doc: Doc, i: int, lo: int, hi: int) -> tuple[int, int]:
    """The token range [start, end) of the whole written word holding token i ('kite-wise'), kept in [lo, hi)."""
    start, end = i, i + 1
    while start > lo and not doc[start - 1].whitespace_:
        start -= 1
    while end < hi and not doc[end - 1].whitespace_:
        end += 1
    return start, end


def coordinated_parts(span: Span) -> list[str]:
    """'kite and rope ranking', 'rope-wise and kite-wise lantern ranking', 'counting and ranking kites': two
    one-word modifiers (or two gerunds) joined by 'and / or' over one shared head name two tasks, each the
    shared words with one conjunct; the whole phrase stays a task too. Empty where the shape is not there."""
    doc = span.doc
    if any(t.text in "()[]\"" for t in span):
        return []  # a short form or quotation inside: the words are not one phrase
    for cc in span[1:-1]:
        if cc.dep_ != "cc" or cc.lower_ not in _COORD_WORDS or not (cc.whitespace_ and doc[cc.i - 1].whitespace_):
            continue  # 'trial-and-error': one hyphen word
        a0, a1 = _word_bounds(doc, cc.i - 1, span.start, cc.i)
        b0, b1 = _word_bounds(doc, cc.i + 1, cc.i + 1, span.end)
        first, second = doc[a1 - 1], doc[b1 - 1]
        if b1 == span.end and a0 > span.start:  # 'rope kite ranking and sorting': the lead words are shared
            parts = _shared_lead_parts(span, doc[a0:a1], doc[b0:b1])
            if parts:
                return parts
        if any(c.i < a0 for c in first.children if c.dep_ != "punct"):
            return []  # 'rope kite and ... ': the first conjunct is a phrase of its own, not one modifier
        if _gerund_pair(first, second):  # 'counting and ranking kites': the second gerund's object is shared
            obj = next(c for c in second.children if c.dep_ == "dobj")
            tail = doc[b1:min(obj.right_edge.i + 1, span.end)]
        else:
            tail = doc[b1:span.end]
            if not len(tail) or tail[-1].lower_ not in task_heads() or tail[-1].pos_ not in ("NOUN", "PROPN"):
                return []  # the shared words end on a task head
            if first.lower_ in task_heads() or _ACTION_NOUN.search(first.lower_) or not _modifier_word(doc[a0:a1]) \
                    or not _modifier_word(doc[b0:b1]):
                return []  # 'kite ranking and rope detection', 'highly': two tasks or two phrases, not two modifiers
            if any(len(w) == 1 and w[0].pos_ == "ADJ" and w[0].lower_ in gradable_words() for w in (doc[a0:a1], doc[b0:b1])):
                return []  # 'fast and robust kite ranking': how well it is done, not two kinds of the task
            if tail[-1].dep_ == "compound" and tail[-1].head.i >= span.end:
                return []  # '... kite ranking datasets': the phrase was cut before its own head
        if not len(tail):
            return []
        lead = doc[span.start:a0]
        return [" ".join(x for x in (lead.text, p.text, tail.text) if x) for p in (doc[a0:a1], doc[b0:b1])]
    return []


def _action_word(word: Span) -> bool:
    """One noun (or gerund) naming an action or a task: 'ranking', 'selection', 'detection'."""
    tok = word[0]
    return len(word) == 1 and (tok.pos_ in ("NOUN", "PROPN") or tok.tag_ == "VBG") \
        and (tok.lower_ in task_heads() or bool(_ACTION_NOUN.search(tok.lower_)))


def _shared_lead_parts(span: Span, first: Span, second: Span) -> list[str]:
    """'rope kite ranking and sorting': two action nouns joined at the end of the span share the words before
    the first, so the span names two tasks, '<lead> <first>' and '<lead> <second>' (the mirror of two modifiers
    over one head). Both conjuncts must be action or task nouns: 'kite speed and stability' are qualities."""
    doc = span.doc
    lead = doc[span.start:first.start]
    if not (_action_word(first) and _action_word(second)) or not _modifier_word(lead) or len(lead) > 3:
        return []
    if lead[-1].pos_ not in ("NOUN", "PROPN"):
        return []  # 'joint ranking and sorting': an adjective lead qualifies the pair as one, not each action
    if second[0].dep_ == "compound" and second[0].head.i >= second.end:
        return []  # '... ranking and sorting datasets': the phrase was cut before its own head
    return [f"{lead.text} {first.text}", f"{lead.text} {second.text}"]


def coordinated_after(span: Span) -> list[str]:
    """'rope kite ranking and sorting' where the span stops at 'ranking': the action noun joined after it shares
    the span's lead words, so '<lead> sorting' is a task too. Empty where the shape is not there."""
    doc, last = span.doc, span[-1]
    if span.end + 2 > len(doc) or len(span) < 2 or doc[span.end].lower_ not in _COORD_WORDS:
        return []
    second = doc[span.end + 1]
    verb_read = second.tag_ == "VBG" and second.head.i == last.head.i and not any(c.dep_ == "dobj" for c in second.children)
    if second.dep_ != "conj" or not (second.head.i == last.i or verb_read) or any(c.i < second.i for c in second.children):
        return []  # the two nouns are not joined (an object-less gerund read as a second verb counts), or the second
        # has words of its own before it
    if span.end + 2 < len(doc) and doc[span.end + 2].pos_ in ("NOUN", "PROPN") and doc[span.end + 2].head.i != last.i:
        return []  # 'ranking and sorting tools': the second word modifies a noun of its own
    return _shared_lead_parts(span, doc[last.i:last.i + 1], doc[second.i:second.i + 1])[1:]


def _modifier_word(word: Span) -> bool:
    """A written word that can modify a noun: adjectives, nouns, names, numbers and their hyphen compounds."""
    return all(t.pos_ in ("ADJ", "NOUN", "PROPN", "NUM") or t.text == "-" or t.tag_ in ("VBN", "VBG") and t.i > word.start
               for t in word) and word[-1].pos_ != "NUM" and not word[-1].text.endswith("-")  # 'fore- and ...'


def _gerund_pair(first, second) -> bool:
    """'counting and ranking kites': two gerunds, the first without an object, the second with one."""
    return first.tag_ == "VBG" and second.tag_ == "VBG" and not any(c.dep_ == "dobj" for c in first.children) \
        and any(c.dep_ == "dobj" for c in second.children)


# nouns that name a means; the words before them may say what the means is for ('kite ranking models')
_MEANS_NOUNS = frozenset("""model models method methods approach approaches algorithm algorithms framework frameworks
    system systems technique techniques""".split())
# task heads that also name a family of means: 'variational inference algorithm', 'stochastic optimization
# methods', 'meta-learning algorithm', 'logistic regression model' say how, not what for; so do the nouns of
# action that name a way of shaping a model ('a batch normalization technique', 'a spectral regularization method')
_MEANS_FAMILY_HEADS = frozenset("""inference optimization learning analysis adaptation selection regression
    normalization normalisation regularization regularisation""".split())
# last parts of a hyphen adjective that grades or sorts a means rather than naming the task ('clip-based',
# 'fine-grained', 'state-of-the-art', 'well-known'), or says how the means is built ('two-stage', 'multi-task')
_GRADING_PARTS = frozenset("based grained art known designed trained step stage task".split())


def task_before_means_noun(span: Span) -> Span | None:
    """'sequence labeling models', 'a monocular kite ranking model': a method named by a noun of means after the
    task it serves, the task a compound of two words or more headed by a mined task noun or a noun of action
    (`_means_purpose_head`). The words that grade or sort the means ('neural', 'fine-grained', 'state-of-the-art')
    are left out. Only the paper's own means or a class of means named in the plural. None where the shape is not
    there: a family of means ('variational inference algorithm'), a list, a short form or a name inside."""
    if len(span) < 3 or span[-1].lower_ not in _MEANS_NOUNS or any(t.text in "()[]\"" or t.lower_ in ("and", "or") for t in span):
        return None
    if span._.role != "proposes" and not _names_a_class(span[-1]):
        return None  # one used component ('a kite ranking model inside our pipeline') is a part, not the paper's area
    task = span[:-1]
    while _grading_length(task) < len(task) and _grading_word(task):
        task = task[_grading_length(task):]
    head = task[-1]
    if not _means_purpose_head(task) or head.lower_ in _MEANS_FAMILY_HEADS or head.pos_ not in ("NOUN", "PROPN"):
        return None
    if len(task.text.split()) < 2 or is_generic(task.text.split()) or any(looks_named(t.text) for t in task):
        return None
    if not all(t.pos_ in ("NOUN", "PROPN", "ADJ", "NUM") or t.text == "-" or t.tag_ in ("VBG", "VBN") for t in task):
        return None
    return task


def _means_purpose_head(task: Span) -> bool:
    """The compound before the noun of means can name what the means is for: its head is a mined task noun, or a
    noun of action by its ending that the paper also writes as a phrase of its own ('a knowledge distillation
    framework' in a paper that writes 'for knowledge distillation' or 'knowledge distillation (KD)'). A noun of
    action no list holds may name a step of the means ('reward perturbation techniques'), a model family ('latent
    diffusion models') or a thing ('catchment systems'); the paper naming the compound on its own says it is a
    topic there, not only a part of one name."""
    word = task[-1].lower_
    if word in task_heads():
        return True
    return word.endswith(_ACTION_SUFFIXES) and word not in _THING_NOUNS and _written_alone_elsewhere(task)


def _written_alone_elsewhere(task: Span) -> bool:
    """The compound, or its last two words or more ('camera relocalization' of 'multimodal camera relocalization'),
    appears (or its plural) at another place of the text with no noun right after it."""
    doc = task.doc
    text = doc_text(doc).lower()
    for i in range(len(task) - 1):
        tail = task[i:]
        if i and (not task[i - 1].whitespace_ or tail[0].text == "-") or len(tail.text.split()) < 2:
            continue  # not where a written word starts, or one word only
        for m in re.finditer(r"\b" + re.escape(tail.text.lower()) + r"s?\b", text):
            if m.start() != tail.start_char and _stands_alone(doc, m.end()) and not _title_means(doc, m.start()):
                return True
    return False


def _title_means(doc: Doc, start_char: int) -> bool:
    """The words starting at start_char stand in the title after 'via / using / with / by / through / from' (across
    words and 'and', up to a punctuation mark): a title names its means there ('... via Kite Fusion', '... with
    Rope Fusion and Kite Fusion'), not its task."""
    at = doc.char_span(start_char, start_char + 1, alignment_mode="expand")
    if at is None or at.start >= doc._.kg_title_end:
        return False
    for tok in reversed(doc[:at.start]):
        if tok.is_punct and tok.text != "-" or tok.tag_ == "IN" and tok.lower_ not in _TITLE_METHOD_AFTER:
            return False
        if tok.lower_ in _TITLE_METHOD_AFTER:
            return True
    return False


def _stands_alone(doc: Doc, end_char: int) -> bool:
    """No noun follows the words ending at end_char. In a Title Case title the tagger reads most words as proper
    nouns, so there a word in -ing or a preposition after the words ('Kite Fusion Using ...', 'Kite Fusion in ...')
    counts as no noun too."""
    words = doc.char_span(0, end_char, alignment_mode="expand")
    if words is None or words.end >= len(doc):
        return words is not None
    after = doc[words.end]
    if after.text == "-" and not doc[words.end - 1].whitespace_:
        return False  # 'kite fusion-based'
    if after.pos_ not in ("NOUN", "PROPN"):
        return True
    return after.i < doc._.kg_title_end and (after.lower_.endswith("ing") or after.tag_ == "IN")


def _names_a_class(noun) -> bool:
    """The noun of means is plural: a class of means. A Title Case title tags its plurals as proper ('Detection
    Models', NNPS); the plural is the same there."""
    return noun.tag_ == "NNS" or noun.tag_ == "NNPS" and noun.lower_.endswith("s")


def _grading_length(words: Span) -> int:
    """Tokens of the first written word (a hyphen compound counts as one)."""
    n = 1
    while n < len(words) and not words[n - 1].whitespace_:
        n += 1
    return n


def _grading_word(words: Span) -> bool:
    """The first written word grades or sorts what follows: a determiner, an own-work marker, a gradable or
    generic adjective, a training participle ('pretrained'; not 'named'), a participle in -ing ('varying'), or a
    hyphen adjective ending in a grading part ('clip-based', 'fine-grained', 'two-stage')."""
    n = _grading_length(words)
    first = words[0]
    if n > 1:
        return words[n - 1].lower_ in _GRADING_PARTS
    if first.tag_ == "VBN":
        return first.lower_.endswith("trained")
    return first.pos_ in ("DET", "PRON") or first.tag_ == "VBG" or first.lower_ in OWN_MARKER_WORDS \
        or first.lower_ in gradable_words() or first.lower_ in GENERIC_WORDS \
        or first.pos_ == "ADJ" and first.lower_ in ("neural", "deep", "existing", "other", "several")


# nouns that only say "an instance of" after a task's own name ('classification tasks', 'a segmentation setting')
_INSTANCE_NOUNS = frozenset("task tasks problem problems setting settings scenario scenarios".split())


def bare_task_head(span: Span) -> Span | None:
    """'classification tasks', 'the segmentation setting': one task noun with a noun that only says "an instance
    of" after it names the task itself; the bare noun is its name, as the other mentions of the paper write it.
    None for any other shape: a modifier ('downstream tasks', 'nonconvex setting'), a plural or named first word
    ('kites problems', 'KITE tasks'), a word that is no task head or names nothing alone ('learning tasks')."""
    if len(span) != 2 or span[1].lower_ not in _INSTANCE_NOUNS:
        return None
    head = span[:1]
    word = head[0]
    if word.tag_ not in ("NN", "NNP") or not word.is_alpha or looks_named(word.text) or word.lower_ not in task_heads():
        return None
    return None if is_generic_term(word.text, "Task") else head


# nouns that stand for a kind of task or the conditions a task is studied under ('discriminative tasks', 'the
# nonconvex setting', 'low-data regimes'); with only qualifiers before them they name no task
_CONDITION_NOUNS = frozenset("task tasks setting settings scenario scenarios regime regimes".split())
# endings of English adjectives derived from nouns and verbs ('discriminative', 'Euclidean', 'realizable'); the tagger
# often reads such a word before a noun as a noun
_ADJECTIVE_ENDINGS = ("ive", "ous", "able", "ible", "ic", "al", "ean", "ian", "less", "ful")
# endings of nouns of action or state ('distribution', 'alignment', 'nonlinearity'): a word with one names a thing
_NOUN_ENDINGS = ("tion", "sion", "ment", "ing", "sis", "ance", "ence", "ity", "ness")


def graded_outcome(span: Span) -> bool:
    """'accurate segmentation', 'consistent estimation' in the abstract: a quality word that says how well a means
    does (mined: written before nouns of action in abstracts, seldom in titles, unlike 'robust' or 'efficient', which
    open lines of research, and seldom said of a problem, unlike 'complex' or 'difficult') before one noun of action
    names the outcome a method aims at, not the problem the paper addresses; the task is named elsewhere ('3D kite
    segmentation'). Two words only: a longer phrase keeps a name between ('accurate rope detection'). Nor where the
    pair modifies a noun after it, or the title names it (the paper's topic)."""
    doc = span.doc
    if len(span) != 2 or span.start < doc._.kg_title_end or not span[0].whitespace_:
        return False
    grade, head = span
    if grade.tag_ not in ("JJ", "JJR") or grade.lemma_.lower() not in outcome_grades() or not _action_head(head) \
            or head.tag_ not in ("NN", "NNS"):
        return False
    if span.end < len(doc) and doc[span.end].pos_ in ("NOUN", "PROPN"):
        return False  # 'accurate kite tracking system': the pair modifies a noun after it
    return span.text.lower() not in doc[:doc._.kg_title_end].text.lower()


# prepositions whose object is a means or a circumstance the sentence's work goes through, not what it addresses:
# 'via X', 'through X', 'without X', 'despite X' (not 'by' or 'from': 'governed by X', 'extends X by detecting Y',
# 'differs from X', 'suffers from X' name problems as often; docs/quality.md, round 42)
_MEANS_PREPOSITIONS = frozenset("via through without despite".split())


def means_frame(span: Span) -> bool:
    """'... stored via kite caching', 'trained through rope autoencoding', 'without accompanying kite cues', 'despite
    the growth of lantern capacity': a Task span only the trained model read in the abstract, which a preposition of
    means or circumstance takes as its object, is what the sentence's work goes through or happens beside, not the
    problem the paper addresses (the object of 'address', 'for', 'to' or 'in'). A title phrase, or one the title
    also writes, stays."""
    doc = span.doc
    if span._.extractor != ENTITY_MODEL or span.start < doc._.kg_title_end:
        return False
    root = first_conjunct(span.root)
    if root.dep_ not in ("pobj", "pcomp") or root.head.lower_ not in _MEANS_PREPOSITIONS:
        return False
    return span.text.lower() not in doc[:doc._.kg_title_end].text.lower()


# nouns of the course a means runs ('the inference process', 'the training procedure', 'filtering operations')
_COURSE_NOUNS = frozenset("process processes procedure procedures operation operations".split())


def course_of_action(span: Span) -> bool:
    """'the inference process', 'the generation process', 'the learning process of human learners': a noun of the
    course a means runs with one noun of action before it says how the method (or a phenomenon) proceeds, a stage of
    its description, not the problem the paper addresses. A course noun with what the action works on before it
    ('question generation process') still names a task's process, and stays; so does a title's."""
    doc = span.doc
    if span.start < doc._.kg_title_end:
        return False
    ends = [t.i for t in span if t.lower_ == "of"]
    end = ends[0] if ends else span.end
    if end - span.start < 2 or doc[end - 1].lower_ not in _COURSE_NOUNS or doc[end - 1].pos_ != "NOUN":
        return False
    word = hyphen_span(doc[span.start])
    return word.end == end - 1 and word[-1].pos_ in ("NOUN", "VERB") and _action_head(word[-1])


def qualified_condition(span: Span) -> bool:
    """'domain-specific tasks', 'the nonconvex setting', 'in-distribution tasks', 'a Euclidean setting': a noun of
    kind or condition with only qualifiers before it (adjectives, a hyphen word ending in one, a hyphen word
    led by a preposition) says under which conditions or of which sort, not which task; the task, where the
    paper has one, is named elsewhere. A noun that names what is done ('agnostic learning setting', 'lexical
    similarity task') or a hyphen word ending in a noun ('black-box', 'finite-sum', 'long-context') keeps the
    span: such compounds name a problem's structure as often as a condition. A title's class of tasks ('... for
    Repetitive Robotic Tasks') is what the paper is for, and stays."""
    if len(span) < 2 or span[-1].lower_ not in _CONDITION_NOUNS or span.start < span.doc._.kg_title_end:
        return False
    return _qualifiers_before_head(span)


def _qualifiers_before_head(span: Span) -> bool:
    """Every written word of the span before its last token is a qualifier (`_qualifier`), none reaching past it."""
    words, i = [], span.start
    while i < span.end - 1:
        word = hyphen_span(span.doc[i])
        if word.start < span.start or word.end > span.end - 1:
            return False
        words.append(word)
        i = word.end
    return all(_qualifier(word) for word in words)


def _qualifier(word: Span) -> bool:
    """One written word that qualifies rather than names: an adjective by its tag or its ending, a 'non-' word
    ('nonconvex'), a hyphen word ending in such an adjective ('domain-specific') or led by a preposition
    ('in-distribution', 'out-of-domain')."""
    if len(word) > 1 and word[0].tag_ == "IN":
        return True
    last = word[-1]
    text = last.lower_
    if not last.is_alpha or looks_named(last.text) or text in task_heads() or last.lemma_.lower() in task_heads() \
            or text.endswith(_NOUN_ENDINGS):
        return False
    return last.tag_ in ("JJ", "JJR", "JJS") or text.endswith(_ADJECTIVE_ENDINGS) or text.startswith("non")


def object_of_action(span: Span) -> Span | None:
    """'joint modeling' of 'joint modeling of kite ropes', 'robust selection' of 'the robust selection of rope
    measurements': a Task span of qualifiers only (adjectives, `_qualifier`) before a noun of action, which the
    text goes on with that noun's 'of' object, says how something is done but not to what; the task is the
    action with its object ('joint modeling of kite ropes'; a quality's own object too: 'automatic assessment of
    the quality of kites'). None for other spans, where the object is no noun or is a method named there
    (`of_object_end`), and where a bracket or comma stands before it."""
    doc = span.doc
    head = span[-1]
    if len(span) < 2 or span.end + 1 >= len(doc) or doc[span.end].lower_ != "of" or doc[span.end].head.i != head.i \
            or head.pos_ not in ("NOUN", "PROPN") or not _action_head(head) or not _qualifiers_before_head(span):
        return None
    if doc[span.end + 1].lower_ in POINTING_BACK or doc[span.end + 1].pos_ == "PRON":
        return None  # 'manual labelling of such corpora': the object points back, it names nothing of its own
    end = of_object_end(head)
    if end.i > span.end and quality_noun(end):
        end = of_object_end(end)  # 'automatic assessment of the quality of kites': the quality is of what
    if end.i <= span.end or any(t.is_punct and t.text != "-" for t in doc[span.end:end.i]):
        return None  # 'joint synthesis of (kite rope': a bracket cuts the object
    return doc[span.start:end.i + 1]


# suffixes that turn a verb into its noun of action ('predict' -> 'prediction', 'classify' -> 'classification')
_NOMINAL_SUFFIXES = (("", "ion"), ("", "ation"), ("e", "ion"), ("e", "ation"), ("y", "ication"), ("", "ment"),
                     ("ize", "ization"), ("ise", "isation"), ("ize", "ition"), ("e", "ing"), ("", "ing"))


def task_noun_of(verb: str) -> str | None:
    """The noun of action of a verb when that noun is a task head ('predict' -> 'prediction', 'segment' ->
    'segmentation'); None for a verb whose noun is no task head, also names a family of means ('learn' ->
    'learning', 'optimize' -> 'optimization') or whose gerund only acts on a problem ('enhance', 'explore')."""
    if _gerund(verb) in ACTING_GERUNDS:
        return None
    for drop, suffix in _NOMINAL_SUFFIXES:
        if drop and not verb.endswith(drop):
            continue
        noun = (verb[:-len(drop)] if drop else verb) + suffix
        if noun in task_heads():
            return None if noun in _MEANS_FAMILY_HEADS else noun  # 'to learn X', 'to optimize X': a means as often
    return None


def _gerund(verb: str) -> str:
    return verb[:-1] + "ing" if verb.endswith("e") and not verb.endswith("ee") else verb + "ing"


def nominal_form(span: Span) -> str | None:
    """'detecting loose kites' -> 'loose kites detection': a Task span that opens with a gerund whose noun of
    action is a task head, named by that noun after its object, the form papers and readers also use. None
    for other spans."""
    verb = span[0]
    if len(span) < 2 or not acts_as_gerund(verb) or not span[1:].text[:1].isalnum():
        return None
    noun = task_noun_of(verb.lemma_.lower())
    rest = [t for t in span[1:] if not (t.pos_ == "DET" or t.lower_ in DETERMINERS)]
    if noun is None or not rest or rest[-1].pos_ not in ("NOUN", "PROPN") or any(t.pos_ in ("ADP", "CCONJ", "VERB") for t in rest):
        return None  # 'detecting kites in ropes': a phrase after the object does not go before the noun
    if rest[-1].lower_ in _INSTANCE_NOUNS:
        return None  # 'the ranking task': the gerund names the task and 'task' is no object ('task ranking' is another)
    return f"{span.doc[rest[0].i:rest[-1].i + 1].text} {noun}"


# verbs (with PROPOSE_VERBS) whose infinitive of purpose says what the paper's own work is for: 'we apply our method
# to rank kites', 'we aim to rank kites', 'in order to rank kites' (read only with the authors or their paper as
# subject); 'we use X to rank kites' is left out: what a tool is used for is mostly a step inside the method ('we use
# skip pooling to extract information')
_OWN_PURPOSE_HEADS = frozenset("apply aim order".split())
# nouns that stand for the authors' own work as a subject ('this paper proposes X to rank kites')
_OWN_WORK_NOUNS = frozenset("paper work study article".split())


def purpose_infinitive(verb) -> tuple[Span, str, str] | None:
    """'we apply KiteNet to rank unseen kites' -> (the written words 'rank unseen kites', 'unseen kite ranking',
    'ranking unseen kites'): an infinitive of purpose of the paper's own work (the authors or their paper as
    subject, or a means noun it describes: 'a method to rank kites'), or a relative clause on the paper's own means
    noun ('we propose a model that ranks kites'), whose verb has a task noun of action names the
    task as that noun after its object, when the venues write that compound as a name (mined task_nominals.json);
    a one-off compound ('important cue extraction') is a step inside the method. Not where the object is a
    quality ('to predict the accuracy'), points back or is the authors' own."""
    if verb.tag_ not in ("VB", "VBZ", "VBP"):  # the tags both readings below require: the cheap test first, as every token is asked
        return None
    if not (_infinitive(verb) or _means_relative(verb)):
        return None
    head = verb.head
    own_head = head.lemma_.lower() in _OWN_PURPOSE_HEADS or head.lemma_.lower() in PROPOSE_VERBS
    if not (verb.dep_ in ("xcomp", "advcl", "acl") and own_head and _own_subject(head)
            or verb.dep_ in ("relcl", "acl") and head.lower_ in _MEANS_NOUNS):
        return None
    noun = task_noun_of(verb.lemma_.lower())
    obj = next((c for c in verb.children if c.dep_ == "dobj"), None)
    if noun is None or obj is None or obj.pos_ != "NOUN" or quality_noun(obj) or is_generic([obj.text]) \
            or any(t.lower_ in OWN_MARKER_WORDS or t.lower_ in POINTING_BACK for t in obj.lefts):
        return None
    words = _object_words(obj, verb)
    name = f"{words[:-1].text} {obj.lemma_.lower()} {noun}".strip()  # a compound's modifier is singular
    if not named_compound(name):
        return None
    return obj.doc[verb.i:obj.i + 1], name, f"{_gerund(verb.lemma_.lower())} {words.text}"


def _object_words(obj, verb) -> Span:
    """The object noun with the compound and adjective words before it that are no grading word."""
    start = obj.i
    while start > verb.i + 1 and obj.doc[start - 1].dep_ in ("compound", "amod") and obj.doc[start - 1].head.i > start - 1 \
            and obj.doc[start - 1].lower_ not in gradable_words() and obj.doc[start - 1].is_alpha:
        start -= 1
    return obj.doc[start:obj.i + 1]


def _own_subject(verb) -> bool:
    """The clause of the verb ('in order to' reads the verb it hangs on) has the authors or their paper as active
    subject: 'we', 'this paper'; a tool or a described thing as subject ('the network is designed to', 'which
    aims to', 'T5 was employed to') says what a part does, not what the paper is for."""
    while verb.lower_ in ("order", "in") and verb.head.i != verb.i:  # Token objects are made afresh: compare indices
        verb = verb.head
    subject = next((c for c in verb.children if c.dep_ in ("nsubj", "nsubjpass")), None)
    if subject is None or subject.dep_ == "nsubjpass":
        return False
    own_noun = subject.lower_ in _OWN_WORK_NOUNS and any(c.lower_ in ("this", "our") for c in subject.children)
    return subject.lower_ == "we" or own_noun


def _infinitive(verb) -> bool:
    return verb.tag_ == "VB" and any(c.dep_ == "aux" and c.lower_ == "to" for c in verb.children)


def _means_relative(verb) -> bool:
    """'we propose a method that ranks kites': a relative clause in the present on the paper's own means noun says
    what the means is for; on a means of other work ('bottom-up approaches, which rank kites') or in a definition
    ('X is an approach that ranks kites') it describes that work."""
    means = verb.head
    return verb.tag_ in ("VBZ", "VBP") and verb.dep_ == "relcl" and means.lower_ in _MEANS_NOUNS \
        and any(c.dep_ == "nsubj" and c.lower_ in ("that", "which") for c in verb.children) and _own_means(means)


def _own_means(noun) -> bool:
    """A means noun the paper introduces: the object (or passive subject) of a proposing verb, or marked as its own."""
    proposed = noun.dep_ in ("dobj", "nsubjpass") and noun.head.lemma_.lower() in PROPOSE_VERBS
    return proposed or any(c.lower_ in OWN_MARKER_WORDS for c in noun.children)



# what ends a list of examples: the sentence's end, a clause break, a closing bracket
_LIST_ENDS = frozenset(". ; : ) ] !".split())
_LIST_SEPARATORS = frozenset(", and or".split())
_ITEM_TAGS = frozenset("NN NNS NNP NNPS JJ JJR CD VBG VBN HYPH".split())
_MAX_ITEM_WORDS = 6


def marked_list_tasks(sent: Span) -> list[Span]:
    """'two tasks: kite ranking and rope design', 'downstream tasks, e.g., kite ranking, rope design': the items of a
    list that a task noun opens with a colon, 'e.g.', 'such as' or 'including', read from the words, not the tree:
    the parse often breaks at the mark or inside the list ('tasks such as <gerund> X and Y'), where `listed_task`
    finds nothing. Only a list of noun phrases that closes where the sentence or bracket does, or whose
    last item follows 'and' / 'or'; one that runs into a clause ('tasks: linear probing, which ...') gives nothing
    past its last closed item. After 'problems' or a noun of use ('applications', 'settings', 'use cases') only items
    headed by a noun of action: 'two problems: noisy labels' names troubles, 'applications such as biology' a field."""
    out = []
    for tok in sent:
        container = _list_container(tok)
        start = _list_start(tok, sent.end) if container else None
        if start is None or container == "use" and _subtitle_colon(tok, start):
            continue
        items = _closed_items(sent.doc, start, sent.end, aside=sent.doc[start - 1].text != ":", fields=container == "field")
        out += [item for item in items if container in ("task", "field") or _action_head(item[-1])]
    return out


def _subtitle_colon(noun, start: int) -> bool:
    """'A kite application: modeling, design and realization': in the title a colon opens the subtitle, not a list."""
    return noun.doc[start - 1].text == ":" and noun.i < noun.doc._.kg_title_end


# nouns of where a method is put to work: 'applications such as kite ranking', 'settings such as rope design'; not
# 'domains' or 'areas', whose lists name fields ('domains such as healthcare and transportation') even where the word
# ends like a noun of action
_USE_CONTAINERS = frozenset("application setting scenario".split())


def _list_container(tok) -> str | None:
    """'task' for a task noun, whose listed items are tasks whatever their head; 'problem' for a problem noun and
    'use' for a noun of use ('applications', 'settings', 'use cases'), whose items are tasks only when a noun of
    action heads them: 'applications such as kite ranking' lists a task, 'applications such as biology and finance' fields,
    'settings such as few-shot' a condition."""
    if tok.pos_ != "NOUN":
        return None
    lemma = tok.lemma_.lower()
    if lemma == "task":
        return "task"
    if lemma == "problem":
        return "problem"
    if lemma in _USE_CONTAINERS or lemma == "case" and tok.i > 0 and tok.doc[tok.i - 1].lower_ == "use":
        return "use"
    if lemma in _FIELD_CONTAINERS and tok.tag_ == "NNS":
        return "field"
    return None


# plural nouns of fields of practice: 'fields such as finance and insurance', 'areas including education' list the
# applications a work serves, one word or more ('domains' is left out: it as often lists kinds of data or test worlds)
_FIELD_CONTAINERS = frozenset("field area".split())


def marked_list_word(span: Span) -> bool:
    """span is a one-word item of a marked list of several tasks ('two tasks: classification and retrieval'): as
    with `listed_task`'s one-word items, the list says the word names a task of its own."""
    items = marked_list_tasks(span.sent)
    return len(items) > 1 and any(item.start == span.start and item.end == span.end for item in items)


def _list_start(noun, end: int):
    """Index of the first item after 'tasks:', 'tasks, e.g.,', 'tasks (e.g.,', 'tasks such as', 'tasks including';
    None for no such mark."""
    doc, i = noun.doc, noun.i + 1
    if i < end and doc[i].text == ":":
        return i + 1
    if i < end and doc[i].text in ",(":
        i += 1
    if i + 1 < end and doc[i].lower_ == "such" and doc[i + 1].lower_ == "as":
        return i + 2
    if i < end and doc[i].lower_ == "including":
        return i + 1
    if i < end and doc[i].lower_ in EXAMPLE_MARKS:
        i += 1
        return i + 1 if i < end and doc[i].text == "," else i
    return None


def _closed_items(doc: Doc, i: int, end: int, aside: bool = False, fields: bool = False) -> list[Span]:
    """The list items from i: runs of words between separators, each a noun phrase (determiners left out). A run
    that is no noun phrase ends the list: the items before it stand when it or the last of them came after 'and' /
    'or' ('X, Y, and Z, demonstrate ...', 'X and partly Y'), so the list had closed. aside: the list opened with
    'such as', 'including' or 'e.g.', where one item and a comma close the aside ('in settings such as X, the
    labels are ...'); after a colon a comma may go on with a clause on the first of several items."""
    items, joined, item_joined = [], False, False
    while i < end:
        j = i
        while j < end and doc[j].lower_ not in _LIST_SEPARATORS and doc[j].text not in _LIST_ENDS:
            j += 1
        if items and _etc(doc[i]):
            return items  # 'X, Y, Z, etc.': an open list closes at its 'etc.'
        if item_joined and not joined and doc[i].tag_ == "VBG":
            return items  # 'X and Y, outperforming Z': the list closed at its 'and', a participle clause follows
        item = _noun_item(doc[i:j], fields)
        if item is None:
            one_aside = aside and len(items) == 1 and doc[i - 1].text == "," and items[0].end == i - 1
            return items if joined or item_joined or one_aside else []
        if len(item):
            items.append(item)
        item_joined = joined
        if j >= end or doc[j].text in _LIST_ENDS:
            return items
        joined = False
        while j < end and (doc[j].lower_ in _LIST_SEPARATORS or doc[j].lower_ in ("as", "well")):
            joined = joined or doc[j].lower_ in ("and", "or")
            j += 1
        i = j
    return items


def _etc(tok) -> bool:
    return tok.lower_.rstrip(".") == "etc"


def _noun_item(words: Span, field: bool = False) -> Span | None:
    """The words as one list item: a noun phrase of a few words (determiners left out) ending in a noun. field: an
    item of a list of fields, where one word is a whole field ('finance') and a generic one is passed over."""
    while len(words) and (words[0].pos_ == "DET" or words[0].lower_ in DETERMINERS):
        words = words[1:]
    if not 0 < len(words) <= _MAX_ITEM_WORDS:
        return None
    if words[-1].tag_ not in ("NN", "NNS", "NNP", "NNPS") and words[-1].lower_ not in task_heads() \
            and not _gerund_after_noun(words):
        return None  # the tagger reads some nouns in -ing as adjectives ('image captioning')
    if any(t.tag_ not in _ITEM_TAGS and t.text != "-" and not _verb_read_noun(t, words) for t in words):
        return None
    if is_generic([t.text for t in words]):
        return words[:0] if field else None  # 'fields such as machine learning, finance': the list goes on
    if len(words) == 1 and not _action_head(words[0]) and not field:
        return words[:0]  # 'depth and normal estimation': a lone word may share the head after it; skipped, not ending the list
    return words


def _gerund_after_noun(words: Span) -> bool:
    """'entity typing': an item that ends in a word in -ing the tagger reads as a verb, right after a noun, names
    the action done on that noun, as 'entity classification' would."""
    return len(words) >= 2 and words[-1].tag_ == "VBG" and words[-2].tag_ in ("NN", "NNS") and _action_head(words[-1])


def _verb_read_noun(tok, words: Span) -> bool:
    """'6-DOF pose estimation': a word the tagger reads as a present verb inside a list item, after a word of the
    item and right before its last word, a noun of action, modifies that noun; a list of noun phrases holds no
    verb there."""
    return tok.tag_ in ("VB", "VBP") and words[0].i < tok.i == words[-1].i - 1 and _action_head(words[-1])


def _action_head(tok) -> bool:
    """A noun of action: a task head or a noun ending like one ('estimation', 'alignment', 'parsing')."""
    word = tok.lower_
    return word in task_heads() or word.endswith(_ACTION_SUFFIXES + ("ing", "sis")) and word not in _THING_NOUNS


# nouns of means whose 'to' complement is what they serve ('an approach to kite ranking'), as 'for' is elsewhere
_MEANS_TO_NOUNS = frozenset("approach approaches solution solutions".split())


def defined_in_purpose_slot(long: Span, short: Span) -> bool:
    """'a method for kite rope ranking (KRR)', 'the need for kite rope splicing (KRS)', 'an approach to rope mining
    (RM)': a term the paper defines with a short form, written where a means says what it is for, names the
    problem served; the short form then names it too (a defined term is a unit of its own, so its bounds are the
    long form's). Only a term headed by a noun of action: after 'for' a defined term as often names what a method
    runs on or is ('for unmanned kite vehicles (UKV)', 'for stochastic rope descent (SRD)'). Not where a noun
    follows the short form ('for kite query (KQ) algorithms': the term modifies that noun), nor after a 'for' of
    scope (`_purpose_for`)."""
    root, last = long.root, long[-1]
    if root.dep_ != "pobj" or root.i != last.i or len(long) < 2 or not _action_head(last) or _noun_after_bracket(short):
        return False
    head = root.head
    return head.lower_ == "for" and _purpose_for(head.head) or head.lower_ == "to" and head.head.lower_ in _MEANS_TO_NOUNS


def _purpose_for(owner) -> bool:
    """'for' says what a thing is for after a noun ('algorithms for X', 'the need for X'), an adjective ('essential
    for X') or a verb of making ('is proposed for X'); after another verb it marks a scope ('this holds for X',
    'we answer it for X')."""
    return owner.pos_ in ("NOUN", "ADJ") or owner.pos_ == "VERB" and owner.lemma_.lower() in making_verbs()


def _noun_after_bracket(short: Span) -> bool:
    """A noun right after the short form and its closing bracket: 'kite query (KQ) algorithms'."""
    doc, i = short.doc, short.end
    nxt = doc[i + 1] if i + 1 < len(doc) and doc[i].text == ")" else None
    return nxt is not None and nxt.pos_ in ("NOUN", "PROPN") and nxt.is_lower
