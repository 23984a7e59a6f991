"""Merge entity spans from proposals, rules and the trained model into doc.spans["kg_entities"].

Labels become schema labels (SciERC's Material -> Dataset when it names a dataset, else
Material; OtherScientificTerm -> Concept); "our method"-style Generic mentions point at the
proposed method; generic phrases alone ("benchmark datasets") are dropped. Where spans overlap,
the more reliable source wins: proposals, then rule datasets/metrics, then the model, then the
weaker rules.
"""
from __future__ import annotations

import functools
import re

from spacy.language import Language
from spacy.tokens import Doc, Span

from kg.extract import extensions
from kg.extract.doc_reads import doc_text, reads_cached
from kg.extract.entity_rules import (
    MEASURE_NAMING_NOUNS, adjective_hyphen_word, compared_in, incurred_loss, measure_named, metric_in_apposition, names_data,
    noun_named, rule_confidences, STARRED_LETTER,
)
from kg.extract.data_names import (
    ON_AN_BEFORE, adaptation_halves, inside_range, languages_alone, languages_or_a_direction, modifies_a_noun, only_after_an_article,
    written_as_data,
)
from kg.extract.results import unit_after_figure
from kg.extract.proposal_titles import kind_before_complement
from kg.extract.method_rules import (
    METHOD_NOUNS, applied_training_gerund, example_of_methods, joined_into_the_work, methods_by_definition, named_means, put_in_as_a_part, training_gerund,
    used_as_a_tool, used_by_the_work,
)
from kg.extract.trained.labels import ENTITY_MODEL
from kg.extract.task_rules import (
    acted_on_task, clean_title_task, first_conjunct, inside_own_proposal, listed_task, marked_list_word, task_before_means_noun, task_headed,
    title_purpose_word,
    when_or_how_fast, whole_word,
)
from kg.extract.lexicon import (
    AT_K, DATA_CONTAINERS, DESCRIPTIVE_COMPOUND, CONTRIBUTION_HEADS, boilerplate_line, PROPOSE_VERBS, PROPOSER_SUBJECTS, STOPWORDS, DATA_HOLDING_HEADS, DATASET_HEADS,
    SETPOINT_MODIFIER, SETTING_HEADS, GENERIC_WORDS, GRADING_ADJECTIVES, CHANGE_ADJECTIVES, MEASURE_OBJECT_VERBS, EVAL_CUES, HARDWARE_NOUNS,
    VALUE_JUDGING_ADJECTIVES, EXTENT_ADJECTIVES,
    GLUED_MEASURE, KNOWN_METRICS, TASK_HEADS, VENUES, hyphen_span,
    gazetteer, generic_key, generic_terms, is_generic, is_generic_term, looks_named,
    PARTICIPLE_COMPOUNDS, data_head_before_of, field_paradigm, long_form_kind, machine_heads, mined_task_term, name_words, not_entities,
    task_heads, task_slotted, task_short_forms, means_slotted, object_pair_key, object_short_forms, written_as_name, written_as_setting,
    classifying_adjectives, domain_networks, quality_adjectives, quality_terms, drop_plural_s, means_key, tool_terms, shared_means,
    gradable_words, predicate_adjectives, predicate_terms, making_verbs, method_names_folded,
)

extensions.register()

SCIERC_TO_SCHEMA = {"Method": "Method", "Task": "Task", "Metric": "Metric", "Material": "Material",
                    "OtherScientificTerm": "Concept", "Generic": "Generic"}
ROLE_BY_LABEL = {"Method": "uses", "Task": "addresses", "Dataset": "evaluated_on", "Metric": "measured_by",
                 "Material": "uses", "Concept": "uses"}
_SELF_REFERENCE = re.compile(
    r"^(?:our|the proposed|this|the new|the presented)\s+(?:\w+[- ])?(?:method|approach|model|framework|"
    r"algorithm|technique|system|architecture|network|scheme|solution)$", re.I)
# source priority: higher wins an overlap
PRIORITY = {"proposal": 5, "rule-strong": 4, "model": 3, "rule-weak": 2}


_PLACEHOLDER_TASK_HEADS = frozenset("problem task challenge setting".split())
# a learning setting or scenario often is the problem studied ('the sleeping-kite setting'); the other
# setting heads say where work is done
_PLACE_HEADS = SETTING_HEADS - frozenset("setting settings scenario scenarios".split())
_PLURAL_DATA_HEADS = frozenset(h for h in DATASET_HEADS if h.endswith("s") and not h.endswith("us") or h == "corpora")
_EVAL_PREPOSITIONS = frozenset("on in across using".split())


def _has_name(span: Span) -> bool:
    """A token written as a name: acronym/CamelCase, capitalised inside the sentence, or with a digit."""
    return any(looks_named(t.text) or (t.text[:1].isupper() and not t.is_sent_start) or any(c.isdigit() for c in t.text)
               or t.text[:1].islower() and any(c.isupper() for c in t.text[1:]) for t in span)  # 'kiteScenes'


def _technique_headed(span: Span) -> bool:
    """'an adversarial loss', 'a spike-and-slab prior', 'positional embeddings': a term the model calls
    other-scientific whose head noun names a kind of technique is a method the paper uses."""
    head = span[-1]
    return len(span) >= 2 and head.pos_ == "NOUN" and (head.lemma_.lower() in _TECHNIQUE_HEADS or head.lower_ in _TECHNIQUE_HEADS)


# family nouns of a way of doing things that _TECHNIQUE_HEADS leaves out for their other senses ('the game's
# strategy'); with a technique word before them the model's other term is still a method used. 'scheme' is left out:
# on venue text it was the paper's own scheme as often as one it uses
_FAMILY_HEADS = frozenset("method methods strategy strategies".split())


def _family_headed(span: Span) -> bool:
    """'rope mixing strategies', 'existing lantern methods': a term the model calls
    other-scientific, headed by a noun for a way of doing things after a technique word, is a method the paper uses."""
    words = _strip_det(span)
    head = words[-1]
    return len(words) >= 2 and words.root == head and head.pos_ == "NOUN" and head.lower_ in _FAMILY_HEADS \
        and words[-2].pos_ in ("NOUN", "PROPN", "ADJ", "VERB")  # 'limits of kite methods' is headed by 'limits'


def _means_term(span: Span) -> bool:
    """'works via lantern smoothing', 'relies on the kite structure': a singular term the model calls
    other-scientific after via / relies on / based on is the means of the work, a method it uses; plural
    ones there are mostly the data or features it works from ('based on lantern factors')."""
    return used_as_a_tool(span, means_only=True) and span[-1].tag_ != "NNS"


# contribution heads that name a building block of a model; not those that name a whole study design
# ('policy', 'objective', 'estimate', 'scheme'), which the model's other terms use in many other senses
_TECHNIQUE_HEADS = CONTRIBUTION_HEADS & frozenset("""network loss estimator module mechanism technique regularizer
    regularization encoder decoder sampler operator kernel prior embedding attention pooling sampling augmentation
    distillation transformer architecture""".split()) \
    | (METHOD_NOUNS - CONTRIBUTION_HEADS)  # models and techniques too


def _material_label(span: Span) -> str:
    """SciERC's Material is a Dataset when it is called one ("the X corpus") or, named, is what the
    sentence evaluates on ("experiments on X"); otherwise Material ("over GCN" is no dataset)."""
    words = [t.lower_ for t in span]
    if words[-1] in DATASET_HEADS or data_head_before_of(span.text):  # 'Archive of Kite Studies': its head
        return "Dataset"
    if "," in words:
        return "Material"  # 'in French, Italian, German': a list of several things, no one dataset's name
    prev = [t.lower_ for t in span.doc[max(span.sent.start, span.start - 2):span.start] if t.pos_ != "DET"]
    evaluated_on = bool(prev) and prev[-1] in _EVAL_PREPOSITIONS
    if _has_name(span) and evaluated_on and EVAL_CUES.search(span.sent.text):
        return "Dataset"
    return "Material"


_METHOD_NOUNS = frozenset("method methods model models framework frameworks algorithm algorithms approach network".split())


# 'a novel task named X', 'the problem of X', 'a new setting, termed X': the name that a problem noun is given; not
# a plural noun or one in a 'for' phrase, which the name may follow without naming it ('a kite framework for rope
# tasks called X', 'a method for the kite task, called X')
_PROBLEM_NAMED = r"\b(?:task|problem|setting)\s*,?\s*(?:(?:called|named|termed|dubbed|coined)(?:\s+as)?|of)\s+(?:the\s+)?"
_NAMED_PROBLEM = re.compile(_PROBLEM_NAMED + r"$", re.I)
_PROBLEM_NOUN = re.compile(r"task|problem|setting", re.I)  # a gate: _PROBLEM_NAMED's nouns, with its flags
# ... and the short form in brackets after that name (a few words, none that opens a clause of the paper's own work)
_NAMED_PROBLEM_SHORT = re.compile(_PROBLEM_NAMED + r"(?:(?!(?:we|our|and|propose|present|introduce|develop|method|approach|"
                                  r"model|framework|algorithm)\b)[\w'’/-]+\s+){1,8}\(\s*$", re.I)


def _named_as_a_task(p: Span) -> bool:
    """'we propose a novel task named Kite Rope Splitting (KRS)', 'we introduce the task of kite rope search (KRS)':
    what a problem noun is named is a task the paper addresses (it may be new), not a method it proposes; the
    guidelines list new tasks as tasks. Its short form reads the words before its long form."""
    text = doc_text(p.doc)
    if not _PROBLEM_NOUN.search(text):
        return False  # neither cue can match without a problem noun
    for m in re.finditer(r"(?<![\w-])%s(?![\w-])" % re.escape(p.text), text):  # any mention: the proposal may be the title's
        before = text[max(0, m.start() - 160):m.start()]
        cue = _NAMED_PROBLEM.search(before) or _NAMED_PROBLEM_SHORT.search(before)
        if cue is not None and "for" not in before[:cue.start()].lower().split()[-4:] and _NAME_ENDS.match(text, m.end()):
            return True
    return False


# the end of a name: a bracket or clause punctuation, or a word that opens what follows ('the problem of PAC learning X':
# 'PAC' runs on, a piece of the name)
_NAME_ENDS = re.compile(r"\s*(?:[(),.;:]|$)|\s+(?:and|or|which|that|where|to|in|for|with|is|are|was|has)\b")


def _proposal_label(p: Span) -> str:
    """A proposal named with 'dataset/benchmark/corpus' close by ('we release X, a benchmark of ...',
    'the X dataset') is a Dataset, unless a method noun is closer to it; one headed by a measure noun and made for
    evaluating ('a synthetic kite measure for the evaluation of X') is a Metric, which the paper's work is measured by
    (kg/graph/assemble.py); a measure used inside a method ('a neural dependence measure') and a group of measures ('a
    suite of kite metrics to quantify X', no one measure) stay Methods."""
    if len(p) > 1 and p[-1].lower_ in MEASURE_NAMING_NOUNS and _FOR_EVALUATING.match(doc_text(p.doc), p.end_char):
        return "Metric"
    return _proposal_kind(p) or "Method"


def _posed_as_new(span: Span, label: str) -> bool:
    """'we propose a two-stage kite probing task', 'a novel rope annotation task', 'a set of novel kite metrics': a task
    or a measure the paper itself poses (the guidelines list new benchmarks as proposed). Only an unnamed described one
    in its own phrase: the novelty word or 'we propose a(n)' right before it, a Task followed by its 'task / problem'
    noun and a Metric headed by a measure noun ('new state-of-the-art accuracy' is no new measure); a task named
    after a problem noun ('a novel task named KRS') stays a task alone (`_named_as_a_task`)."""
    text = doc_text(span.doc)
    if _NAME_FOLLOWS.match(text, span.end_char) or any(t.lower_ in ("and", "or", ",") for t in span):
        return False  # 'a new kite measure, the Rope Index (RI)': the name is the node; 'a novel A and B problem': two things
    if label == "Task":
        closed = span[-1].lower_ in ("task", "problem")
        words = span.text.split()[:-1] if closed else span.text.split()
        # one word before the task noun is a kind ('a new pretext task', 'a new user task'), and a plural a series
        if len(words) < 2 or not (closed or _POSED_NOUN.match(text, span.end_char)) or any(looks_named(w) for w in words):
            return False
        if _known_task(" ".join(words)):
            return False  # 'X, a novel <known task> problem': files X under a task the venues know, poses no new one
    elif label != "Metric" or span[-1].lower_.rstrip("s") not in MEASURE_NAMING_NOUNS or len(span) < 2 \
            or not (span[-2].pos_ in ("NOUN", "PROPN") or "-" in span[-2].text) or is_generic_term(f"{span[-2].text} metric", "Metric"):
        return False  # a noun says which measure ('a new kite metric'); a quality ('quantitative') or the class ('an
        # evaluation measure') does not
    return _POSED_CUE.search(text[max(0, span.start_char - 60):span.start_char]) is not None


def _known_task(words: str) -> bool:
    """A task or field the mined venue lists hold ('image captioning', 'active learning'): no task a paper poses."""
    return mined_task_term(words) or task_slotted(words) or field_paradigm(words) or words.lower() in method_names_folded()


# the task noun that closes a posed task's own phrase ('... kite probing task,'), and the cue right before the phrase
_POSED_NOUN = re.compile(r"\s+(?:task|problem)\b(?!,?\s+(?:named|called|dubbed|termed)\b)", re.I)
_NAME_FOLLOWS = re.compile(r"(?:\s+(?:task|problem))?(?:\s*\(|,?\s+(?:the\s+)?[A-Z]|,?\s+(?:we\s+)?(?:coin|call|term|name|dub|denote)"
                           r"(?:s|ed|d)?\b)")
# ('as a new <field> task' files something else under a field: no task of the paper's)
_POSED_CUE = re.compile(r"(?:(?<!\bas )\b(?:a|an)\s+(?:novel|new)|\bof\s+(?:novel|new)|\bnewly[- ]proposed"
                        r"|\bwe\s+(?:first\s+|also\s+|further\s+)?propose\s+an?(?:\s+(?:novel|new))?)\s+$", re.I)


# 'a kite measure for evaluating X', 'to assess X', 'for the automatic evaluation of X': what the measure is made for
_FOR_EVALUATING = re.compile(r"\s+(?:for|to)\s+(?:the\s+)?(?:\w+\s+)?(?:evaluat|assess|measur|quantif|benchmark)", re.I)


def _proposal_kind(p: Span) -> str | None:
    """Dataset or Method when a data noun or a method noun stands close by the mention, else None."""
    doc, sent = p.doc, p.sent
    if _data_noun_in_a_modifier(p):
        return "Method"  # 'an approach for choosing samples from other datasets': its head is the approach
    if p[-1].lower_ in DATASET_HEADS or _data_head_first(p):
        return "Dataset"  # 'a random scene toy dataset': its own head says what it is
    if len(p) > 1 and p[-1].lower_ in _METHOD_NOUNS:
        return "Method"  # 'A Cheap Method for Pruning Rope Datasets': its own head, not a data noun after it
    named = _noun_called(p) or _appositive_kind(p)
    if named is not None:
        return named
    window = list(doc[max(sent.start, p.start - 3):p.start]) + list(doc[p.end:min(sent.end, p.end + 5)])
    window.sort(key=lambda t: min(abs(t.i - p.start), abs(t.i - (p.end - 1))))
    for t in window:
        if t.lower_ in DATASET_HEADS and _groups_methods(t):
            return "Method"
        if t.lower_ in DATASET_HEADS and not _data_noun_elsewhere(p, t):
            return "Dataset"
        if t.lower_ in _METHOD_NOUNS:
            return "Method"
    return None


# words after a proposal that start where it is tried or what it is for: 'a kite sampler evaluated on three datasets'
_SETTING_WORDS = frozenset("on across over in with using from".split())


def _data_noun_elsewhere(p: Span, t) -> bool:
    """A data noun after the proposal that says where it is evaluated ('the proposed kite detector on four
    benchmark datasets', 'a sampler tested on two datasets') or that modifies another noun ('KiteX: Dataset
    Pruning via Ropes') says nothing of what the proposal is."""
    if t.i < p.end:
        return False
    if any(w.lower_ in _SETTING_WORDS or w.pos_ == "VERB" for w in p.doc[p.end:t.i]) or _put_to_use_as(p, t):
        return True
    nxt = p.doc[t.i + 1] if t.i + 1 < len(p.doc) else None
    return nxt is not None and nxt.is_alpha and nxt.pos_ in ("NOUN", "PROPN") and nxt.lower_ not in DATASET_HEADS \
        and t.whitespace_ != ""


def _put_to_use_as(p: Span, t) -> bool:
    """'a kite program as a valid benchmark', 'a rope simulator as a testbed': the data noun after 'as a' is the role a
    proposal headed by a common noun is put to; its own head says what it is. A name has no such head ('KiteSet as a
    new benchmark' is data)."""
    head = p[-1]
    return p.doc[p.end].lower_ == "as" and head.pos_ == "NOUN" and head.is_lower


_GROUPED_METHODS = _METHOD_NOUNS | {"algorithms", "tools", "solvers", "techniques", "approaches"}


def _groups_methods(t) -> bool:
    """'a suite of algorithms', 'a collection of tools', 'a suite of three solvers': the data noun groups methods
    here, it holds no data; after a suite a count before the grouped noun says how many, not what they are ('a
    dataset of 75 models' counts gathered items, data)."""
    doc = t.doc
    if t.i + 2 >= len(doc) or doc[t.i + 1].lower_ != "of":
        return False
    grouped = doc[t.i + 2]
    if t.lower_ in ("suite", "suites") and grouped.like_num and grouped.i + 1 < len(doc):
        grouped = doc[grouped.i + 1]
    return grouped.lower_ in _GROUPED_METHODS


def _name_after_data_noun(p: Span) -> Span | None:
    """'a lamp-like dataset KiteFact of 900 knots': the proposal runs over a description and the data noun to the
    name the data noun is given; that one written word is the dataset's name."""
    for k in range(len(p) - 1):
        tail = p[k + 1:]
        if p[k].lower_ in DATA_HOLDING_HEADS and looks_named(tail.text) and " " not in tail.text:
            return tail
    return None


def _name_after_measure_noun(p: Span) -> Span | None:
    """'a novel automatic metric KiteScore', 'our new measure, KiteGap': the proposal runs over the measure noun to
    the name it is given; that one written word names the measure the paper defines (entity_rules.metric_in_apposition)."""
    name = next((t for t in p if metric_in_apposition(t)), None)
    return None if name is None else whole_word(p.doc, p.doc[name.i:name.i + 1])  # 'KiteGap-map' whole


def _noun_called(p: Span) -> str | None:
    """'a new dataset for kite rope detection in windy scenes, called KiteSet': what the naming participle
    before the name says it names (entity_rules.noun_named), a data noun (Dataset) or a method noun (Method),
    whatever noun stands next to the name ('a method for building datasets, called X' is the method)."""
    starts = [p.start] + ([p._.long_form.start] if p._.long_form is not None else [])  # 'a metric called kite drift (KD)'
    if any(measure_named(p.doc, start) for start in starts):
        return "Metric"  # 'a new metric called kite drift': a measure the paper defines
    tok = next((t for t in (noun_named(p.doc, start) for start in starts) if t is not None), None)
    if tok is None:
        return None
    if names_data(tok):
        return "Dataset"
    return "Method" if tok.lower_ in _METHOD_NOUNS else None


# nouns that gather items; what they gather, not the noun, says whether the whole is data
_COLLECTION_HEADS = frozenset("set sets collection collections suite suites".split())
# modifiers that make a suite one of tests: 'an evaluation suite', 'a test suite', 'a benchmark suite'
_TEST_SUITE_MODIFIERS = frozenset("evaluation test testing benchmark benchmarking".split())


def _appositive_kind(p: Span) -> str | None:
    """'KiteBank, a corpus of rope dialogues', 'KiteEval, a synthetic, scalable, systematic evaluation suite for
    LLMs', 'KiteSet, a publicly available set of two thousand annotated notes': the head of an apposition after the
    name says what the name is, however many modifiers stand between them (the window of nearby words stops
    short of a long one). Dataset only: a data noun, a suite of tests, or a set or collection of counted items
    (a count of things gathered is data; 'a set of algorithms', 'a suite of solvers' are not)."""
    after = p.doc[p.end] if p.end < len(p.doc) else None
    if after is None or after.text not in (",", "–", "—", ":") or any(t.lower_ in ("and", "or", ",") for t in p):
        return None  # an apposition follows the name after a comma, dash or a title's colon; a list of names is no one thing
    appos = next((c for c in p.root.children if c.dep_ == "appos" and c.i > p.root.i), None)
    if appos is None:
        return None
    if names_data(appos):
        return "Dataset"
    if appos.lower_ in ("suite", "suites") and any(c.dep_ == "compound" and c.lower_ in _TEST_SUITE_MODIFIERS for c in appos.lefts):
        return "Dataset"
    if appos.lower_ in _COLLECTION_HEADS and _counted_items(appos):
        return "Dataset"
    return None


def _counted_items(noun) -> bool:
    """'a set of two thousand annotated notes', 'a collection of over a thousand photographs': the items after 'of' carry a
    count, and they are no methods ('a suite of three solvers')."""
    for prep in (c for c in noun.children if c.dep_ == "prep" and c.lower_ == "of"):
        for item in (c for c in prep.children if c.dep_ == "pobj"):
            counted = any(c.dep_ == "nummod" or c.like_num for c in item.lefts)
            if counted and item.lower_ not in _GROUPED_METHODS and item.lower_ not in METHOD_NOUNS:
                return True
    return False


# heads that name a method; not those that may hold or group data ('a suite of ... datasets', 'a selection of ...')
_MODIFIED_HEADS = (CONTRIBUTION_HEADS | _METHOD_NOUNS) - frozenset("suite selection toolkit library".split())


def _data_noun_in_a_modifier(p: Span) -> bool:
    """'a new approach for selecting kites from rope datasets', 'a method to prune large benchmarks': the data
    noun ending the proposal sits in a phrase after a preposition or verb that modifies the phrase's own head,
    a method or contribution noun; that head, not the last word, says what the proposal is."""
    root = p.root
    if p[-1].lower_ not in DATASET_HEADS or root.i >= p.end - 1 or root.lower_ in DATASET_HEADS:
        return False
    if root.lower_ not in _MODIFIED_HEADS:
        return False
    return any(t.pos_ in ("ADP", "VERB") or t.tag_ in ("VBG", "TO") for t in p.doc[root.i + 1:p.end - 1])


def _data_head_first(p: Span) -> bool:
    """'a corpus of 900 kite sentences', 'a dataset captured with a Kite-9 camera': the data noun heads the
    phrase and what follows only says what it holds or how it was made. Not 'suite', which also groups
    methods ('a suite of solvers')."""
    return p[0].lower_ in DATA_HOLDING_HEADS and p.root.i == p.start and len(p) > 1


_LISTED_WITH = re.compile(r"\s*(?:,|and|or|,\s*and)\s*")


def _called_data(s: Span) -> bool:
    """'the KiteSet dataset', 'a corpus called KiteSet', 'KiteSet, a dataset of ...': a data noun says what
    this mention names."""
    doc = s.doc
    return s.end < len(doc) and doc[s.end].lower_ in DATASET_HEADS or s.start >= 2 and doc[s.start - 2].lower_ in DATASET_HEADS \
        and doc[s.start - 1].lower_ in ("called", "named", "dubbed", "termed") or _apposed_data(s)


# 'KiteSet, a dataset for ...', 'KiteBench, the first benchmark suite ...', 'KiteSet, a large and diverse kite model
# dataset': an apposition headed by a data noun (its words before the data noun are modifiers: no preposition, no
# second article, no method noun but one right before the data noun; not 'a model for the dataset'; not 'the first
# suite of algorithms', which groups methods)
_DATA_APPOSITION = re.compile(r"\s*,\s+(?:a|an|the)\s+(?:(?!(?:for|of|on|in|with|to|from|or|that|which|and\s+(?:a|an|the))\b)"
                              r"(?!(?:%s)\s+(?!(?:%s)\b))[\w-]+\s+){0,5}?(?:%s)\b(?!\s+of\s+(?:%s)\b)"
                              % ("|".join(sorted(_METHOD_NOUNS)), "|".join(sorted(DATASET_HEADS)), "|".join(sorted(DATASET_HEADS)),
                                 "|".join(sorted(_GROUPED_METHODS))))


def _apposed_data(s: Span) -> bool:
    return _DATA_APPOSITION.match(doc_text(s.doc), s.end_char) is not None


# the model's kinds a name apposed to a data noun is retyped from (a proposal decides its own kind)
_APPOSED_RETYPED = frozenset(("Method", "Concept", "Material", "Task"))


def _named_data_apposed(span: Span) -> bool:
    """'KiteNLI, a clinician-annotated dataset with premises from notes': one name (no list, no lower-case
    description) whose apposition is headed by a data noun names that data, whoever made it."""
    return _has_name(span) and all(not t.is_lower for t in span if t.is_alpha) \
        and not any(t.lower_ in ("and", "or", ",") for t in span) and _apposed_data(span)


def _folded(text: str) -> str:
    return " ".join(drop_plural_s(w) for w in text.lower().split())


def _built_on_names(doc: Doc, names: dict) -> list[Span]:
    """'we propose Kite-Rope RS-Net ... over RS-Net': an own name of named words only whose last word is written alone
    elsewhere is built on that known name; the bare mentions are the method the work uses (or compares with)."""
    out = []
    for name, (label, _) in names.items():
        words = name.split()
        if label != "Method" or len(words) < 2 or words[-1] in names or not all(looks_named(w) for w in words):
            continue
        for m in re.finditer(r"(?<![\w-])%s(?![\w-])" % re.escape(words[-1]), doc_text(doc)):
            before = doc_text(doc)[max(0, m.start() - 40):m.start()]
            if before.endswith(name[:-len(words[-1])]) or re.search(r"\b(?:our|proposed)\s+$", before, re.I):
                continue  # inside the own name, or the own name shortened
            span = doc.char_span(m.start(), m.end())
            if span is None or span.start > 0 and doc[span.start - 1].text[:1].isupper() \
                    or span.end < len(doc) and doc[span.end].pos_ in ("NOUN", "PROPN"):
                continue  # another capitalised word before it (the own name written otherwise, 'Kite Rope RS-Net'); a
                # noun after it heads a longer phrase ('RS-Net solvers') that the other readers span whole
            out.append(span)
    return out


def _own_kinds(proposed: list[Span]) -> set[str]:
    """The kind a title proposal named with its complement is of ('generative models' of 'Generative Models as
    Distributions of X'): where the abstract writes it alone it speaks of the paper's own thing, which the title's
    words named before they took the complement in, not of a method the paper uses (`_holds_own_kind`)."""
    return {_folded(k) for k in map(kind_before_complement, proposed) if k}


def _holds_own_kind(span: Span, kinds: set[str]) -> bool:
    """The span writes one of the kinds ('a well-known existing language model' holds 'language model'), as the
    proposal's own name, found in the text, took such a span's words before the name took its complement in."""
    text = f" {_folded(span.text)} "
    return any(f" {k} " in text for k in kinds)


def _data_proposals(doc: Doc, proposed: list[Span], rx: re.Pattern) -> set[str]:
    """Proposal names that name data although no noun by the proposal itself says what they are: a data
    noun names another of their mentions ('OntoKite: ...' in the title, 'a corpus called OntoKite'
    later), or they are listed with a dataset proposal ('two datasets KiteSet-A and KiteSet-B')."""
    kinds: dict[str, list[str | None]] = {}
    title_only: set[str] = set()  # names whose kind only a title word gave ('X: Large Models Still Fail ...')
    for p in proposed:
        kinds.setdefault(p.text, []).append(_proposal_kind(p))
    for n in kinds:
        if not any(k for p, k in zip([p for p in proposed if p.text == n], kinds[n]) if p.start >= doc._.kg_title_end):
            title_only.add(n)
    mentions = [s for m in rx.finditer(doc_text(doc)) if (s := doc.char_span(m.start(), m.end())) is not None]
    # 'we introduce kite ranking (KR), a problem ...' then 'a KR corpus': data for the task, the task is no data
    tasks = {p.text for p in proposed if p._.long_form is not None and long_form_kind(p._.long_form.text) == "Task"}
    undecided = {n for n, ks in kinds.items() if not any(ks) and n not in tasks}
    data = {n for n, ks in kinds.items() if "Dataset" in ks}
    for s in mentions:
        if s.text in undecided and _called_data(s) or s.text in title_only and s.start >= doc._.kg_title_end and _apposed_data(s):
            data.add(s.text)
    for a, b in zip(mentions, mentions[1:]):
        if a.sent.start == b.sent.start and _LISTED_WITH.fullmatch(doc_text(doc)[a.end_char:b.start_char]):
            for x, y in ((a, b), (b, a)):
                if x.text in data and y.text in undecided:
                    data.add(y.text)
    return {n for n in data if n in kinds}


LATIN_ABBREVIATIONS = frozenset({"e.g.", "i.e.", "etc.", "cf.", "viz.", "et al.", "vs.", "w.r.t.", "w.r.t"})  # w.r.t.: with respect to


def _strip_det(span: Span) -> Span:
    while len(span) > 1 and (span[0].pos_ in ("DET", "PRON", "CCONJ") or span[0].is_punct
                             or span[0].lower_ in LATIN_ABBREVIATIONS):
        span = span[1:]
    # nothing names a thing ending in a function word ("Instruction tuning of"): trim it with the punctuation
    while len(span) > 1 and (span[-1].is_punct or span[-1].pos_ in ("ADP", "DET", "CCONJ", "SCONJ") or span[-1].tag_ == "POS"):
        span = span[:-1]  # ... and a possessive ('X’s')
    # 'the SOTA method KiteTrack': generic words before a name are not part of it
    named_at = next((k for k, t in enumerate(span) if looks_named(t.text) and t.lower_ not in GENERIC_WORDS), None)
    # whole words, as a hyphen word is split into tokens ('state-of-the-art')
    if named_at and all(w in GENERIC_WORDS or w in ("sota", "baseline", "baselines") for w in span[:named_at].text.lower().split()):
        span = span[named_at:]
    return span


_SYSTEM_NOUNS = frozenset("model models method methods framework frameworks approach approaches algorithm algorithms "
                        "network networks architecture architectures variant variants".split())


def _name_of_kind(span: Span, not_systems: set[str]) -> Span:
    """'KiteNet models', 'the RopeBERT model': the name alone, so that the mention joins the name's node; not
    when the name is a task's short form, a field or an organisation ('NER models' are models for NER)."""
    name = span[0].text if len(span) == 2 else ""
    # written as a system's name: mixed case ('CodeLlama') or a version after a hyphen ('KITE-4'); an acronym
    # alone ('NER', 'I2I') is as often a task's short form (name_before_kind reads the others, keeping the phrase)
    system = name != name.upper() or re.search(r"-v?\d", name) is not None
    if name and span[1].lower_ in _SYSTEM_NOUNS and system and looks_named(name) and name.lower() not in GENERIC_WORDS \
            and name not in not_systems:
        return span[:1]
    return span


def name_before_kind(span: Span) -> Span | None:
    """'the KGD method', 'KGD variants', 'the Kiteformer model': the name (an acronym, or a capitalised word the
    venues also write alone as a noun) is the method the phrase is a kind or variant of, so the mention is the
    name's (the written phrase stays an alias). None when the acronym may be a task's short form: the paper
    defines it for a task ('neural kite translation (NKT) models' are the task's models), the venues mostly do, or
    it names a field or organisation; and none for a family adjective ('a Bayesian model' names no method)."""
    if len(span) != 2 or span[1].lower_ not in _SYSTEM_NOUNS:
        return None
    name = span[0].text
    if not (_method_acronym(name) or _name_word(span[0])) or name in not_entities():
        return None
    if any(sf.text == name and long_form_kind(lf.text) == "Task" for sf, lf in span.doc._.kg_abbrevs or []):
        return None
    return span[:1]


# device nouns: what a method is run as ('an efficient KGD learner', 'the pointwise KGD estimator'); unlike the
# kind nouns of name_before_kind, the phrase is the name the venues give the device, so it stays a name of the node
_DEVICE_NOUNS = frozenset("learner learners estimator estimators solver solvers sampler samplers optimizer optimizers "
                          "optimiser optimisers regressor regressors predictor predictors classifier classifiers "
                          "detector detectors encoder encoders decoder decoders".split())


def name_with_device_noun(span: Span) -> str | None:
    """'an efficient KGD learner', 'a pointwise KGD estimator': a method's one-word name (an acronym or a capitalised
    name word) written right before a device noun it qualifies; the phrase ('KGD learner') is how the paper names the
    device it uses, kept as an alias of the name's node. None for a task's short form ('NER models' are models for
    the task) or a word that opens the sentence."""
    doc = span.doc
    if len(span) != 1 or span.end >= len(doc) or not span[0].whitespace_:
        return None
    word, noun = span[0], doc[span.end]
    if noun.lower_ not in _DEVICE_NOUNS or word.head.i != noun.i or word.is_sent_start:
        return None
    if not (_method_acronym(word.text) or looks_named(word.text) and word.text not in not_entities()):
        return None
    if any(sf.text == word.text and long_form_kind(lf.text) == "Task" for sf, lf in doc._.kg_abbrevs or []):
        return None
    return f"{word.text} {noun.text}"


# plural nouns that name a collection its source's name qualifies: 'Bible corpora', 'Atari 2600 games' (a suite of
# games an agent is evaluated on, the annotation guidelines' own example), 'MuJoCo environments'
_COLLECTION_NOUNS = frozenset(h for h in DATA_CONTAINERS if h.endswith("s") and not h.endswith("us") or h == "corpora") \
    | frozenset(["games"])
# a version or model number between the name and the collection noun ('Atari 2600', 'KITTI 2015', 'VOT2018 v2')
_VERSION_WORD = re.compile(r"(?:v|V)?\d[\w.]*")


def name_with_collection_noun(span: Span) -> str | None:
    """'publicly available Bible corpora', 'a suite of 55 Atari 2600 games': a dataset's name (with a version number
    after it, if any) right before a plural collection noun that it qualifies; the written phrase names the
    collection evaluated on, where the name alone may name its source (a book, a console, a platform), so the node
    keeps it as an alias. A singular noun ('the KITTI dataset') adds nothing: the name is the dataset's own."""
    doc = span.doc
    end = span.end
    if end < len(doc) and _VERSION_WORD.fullmatch(doc[end].text) and doc[end - 1].whitespace_:
        end += 1
    if end >= len(doc) or doc[end].lower_ not in _COLLECTION_NOUNS or not doc[end - 1].whitespace_ \
            or span[-1].head.i != end or not any(t.text[:1].isupper() for t in span):
        return None
    return doc[span.start:end + 1].text


def _name_word(tok) -> bool:
    """A capitalised word the venues also write alone as a noun ('Transformer'; not 'Bayesian'), capitalised by
    itself rather than by opening a sentence ('Attention models are ...')."""
    return tok.text in name_words() and not tok.is_sent_start


def _method_acronym(word: str) -> bool:
    """'KGD', 'ADMM': capitals only, not an acronym the venue abstracts mostly define for a task ('NMT', 'VQA';
    mined by scripts/mine_task_short_forms.py), whose models are the task's, not a method. Not one with a digit:
    'I2I', 'T2V' read '<X> to <Y>', a task's shape."""
    return re.fullmatch(r"[A-Z]{2,}", word) is not None and word not in task_short_forms()


# seed measure names whose first word would otherwise read as a grade ('competitive ratio' is no graded ratio)
_SEED_METRIC_NAMES = frozenset(m.lower() for m in KNOWN_METRICS)


def _ungraded(span: Span) -> Span:
    """A Metric without the words that grade it ('similar accuracy' -> 'accuracy') or judge the value it takes
    ('an expensive labeling cost'); a word glued to the next by a hyphen stays ('low-light PSNR'). A unit after a
    figure goes as well ('cm average error' of '10 cm average error'): it belongs to the value. A seed measure's
    own name stays whole."""
    while len(span) > 1 and span.text.lower() not in _SEED_METRIC_NAMES and _grades_a_measure(span[0]) \
            and span[0].whitespace_ and span[0].is_lower:
        span = span[1:]
    return span


# nouns that make one compound with an extent word before them ('long term', 'short range'): the pair names a kind
_EXTENT_COMPOUNDS = frozenset("term range".split())


def _grades_a_measure(tok) -> bool:
    """A word before a measure noun that says how it fared or what was done to it, or how much of it there is
    ('without sacrificing much accuracy', 'a long inference time'), not which measure it is; not 'long' or 'short'
    in a compound of its own ('long term error', 'short range accuracy')."""
    word = tok.lower_
    return word in GRADING_ADJECTIVES or word in VALUE_JUDGING_ADJECTIVES or word in CHANGE_ADJECTIVES \
        or word in EXTENT_ADJECTIVES and tok.i + 1 < len(tok.doc) and tok.doc[tok.i + 1].lower_ not in _EXTENT_COMPOUNDS \
        or word in MEASURE_OBJECT_VERBS or unit_after_figure(tok.doc[tok.i:tok.i + 1]) or _judging_quality(tok)


def _judging_quality(tok) -> bool:
    """'a reliable rope error', 'lengthy kite times': an adjective the venues grade or say of a thing (the mined
    quality_adjectives, gradable_words and predicate_adjectives, never a word merely tagged as an adjective, which a
    rare noun of a field may be) says how good the value is, not which measure; not a classifying word, nor where
    the venues write it with the next word often (quality_terms, predicate_terms: 'robust accuracy' names a measure,
    'polynomial time' a class)."""
    word = tok.lower_
    if tok.tag_ != "JJ" or word in classifying_adjectives() or tok.i + 1 >= len(tok.doc) \
            or word not in quality_adjectives() and word not in gradable_words() and word not in predicate_adjectives():
        return False
    pair = f"{word} {hyphen_span(tok.doc[tok.i + 1]).text.lower()}"
    return pair not in quality_terms() and pair not in predicate_terms()


# adverbs that say how nearly a value reaches the optimum ('nearly optimal regret', 'asymptotically optimal rates')
_NEARNESS_ADVERBS = frozenset("nearly almost asymptotically".split())


def _names_a_listed_measure(words: Span) -> bool:
    """The words name a measure of the mined metric list, a plural read as its singular ('sample complexities'); one
    word only when it is a seed measure ('regret', 'accuracy'), not a bare head ('rate', 'cost', 'time')."""
    if len(words) == 1:
        return words[0].lower_ in _SEED_METRIC_NAMES or words[0].lemma_.lower() in _SEED_METRIC_NAMES
    listed = _metric_names()
    return words.text.lower() in listed or f"{words[:-1].text} {words[-1].lemma_}".lower() in listed


@functools.cache
def _metric_names() -> frozenset[str]:
    return frozenset(name.lower() for name in gazetteer("metrics"))


def _without_optimality_grade(span: Span) -> Span:
    """'optimal sample complexity' -> 'sample complexity', 'near-optimal regret' -> 'regret': 'optimal' (alone, in a
    hyphen word that ends with it, or after 'nearly') says the value a measure takes is the best possible, as a bound
    does; the measure is the listed name after it. Not where the words after it are no listed measure ('optimal
    transport distance', 'optimal rate' (a bare head)): 'optimal' may start a name."""
    at = span.start + 1 if len(span) > 2 and span[0].lower_ in _NEARNESS_ADVERBS and span[0].whitespace_ else span.start
    word = hyphen_span(span.doc[at])
    if word.start != at or word[-1].lower_ != "optimal" or word.end >= span.end or not word[-1].whitespace_:
        return span
    rest = span.doc[word.end:span.end]
    return _narrowed(span, word.end, span.end) if _names_a_listed_measure(rest) else span


# adjectives that say whose or how widespread the work on a task is ('Conventional kite detection', 'most rope
# tracking'), not which task: not 'classical' ('classical planning'), 'prior' ('prior elicitation') or 'traditional'
# ('Traditional Chinese'), which start tasks' names
_WHOSE_WORK_ADJECTIVES = frozenset("most many current previous conventional existing recent".split())


def _without_whose_word(span: Span) -> Span:
    """Task words without a first adjective that puts the work in the field's current or earlier practice
    ('Conventional kite detection' -> 'kite detection'); the task is the rest."""
    if len(span) > 1 and span[0].lower_ in _WHOSE_WORK_ADJECTIVES and span[0].pos_ == "ADJ" and span[0].whitespace_:
        return span[1:]
    return span


# focusing and frequency adverbs: they pick out or rate the thing named after them ('notably kite ranking', 'in
# particular the rope distance'), they are no part of its name; quantifiers count the things ('many kite tasks').
# Not the adverbs that grade an adjective inside a name ('fully convolutional', 'weakly supervised')
_FOCUS_ADVERBS = frozenset("notably especially particularly mainly mostly primarily chiefly specifically namely "
                           "typically usually commonly widely".split())
_COUNTING_WORDS = frozenset("many several various numerous".split())
# what 'commonly' / 'widely' say of a thing named after them ('commonly used', 'widely studied')
_USE_PARTICIPLES = frozenset("used adopted applied studied employed".split())


def _without_focus_word(span: Span) -> Span:
    """'notably combinatorial kite search' -> 'combinatorial kite search', 'commonly used rope detection' -> 'rope
    detection', 'many robotic kite tasks' -> 'robotic kite tasks': the name starts after the word that focuses on,
    rates or counts it. A word glued to the next by a hyphen is part of a compound ('widely-used', 'many-body') and
    stays."""
    start = span.start
    if len(span) > 2 and span[0].lower_ == "in" and span[1].lower_ == "particular":
        span = span[2:]
    elif len(span) > 1 and span[0].lower_ in _FOCUS_ADVERBS and span[0].pos_ == "ADV" and span[0].whitespace_:
        span = span[2:] if len(span) > 2 and span[1].lower_ in _USE_PARTICIPLES else span[1:]
    elif len(span) > 1 and span[0].lower_ in _COUNTING_WORDS and span[0].whitespace_:
        span = span[1:]
    while span.start > start and len(span) > 1 and span[0].pos_ == "DET":  # 'in particular the rope distance'
        span = span[1:]
    return span


def _span_trims(not_systems: set[str]):
    """The narrowings of a rule or model span, in the order they apply, each with the labels it is for."""
    return (
        (_ungraded, ("Metric",)),
        (_without_optimality_grade, ("Metric",)),
        (_without_leading_unit, ("Metric",)),
        (lambda span: _name_of_kind(span, not_systems), ("Method",)),
        (_without_citation_key, ("Method",)),
        (_apposed_without_comma, ("Method",)),
        (_glued_start, ("Task", "Method")),
        (_participle_compound, ("Task", "Method")),
        (_superlative_compound, ("Task", "Method", "Metric")),
        (_first_listed, ("Task",)),
        (_without_leading_grade, ("Task", "Method")),
        (_without_leading_aside, ("Task", "Method")),
        (_without_focus_word, ("Task", "Method", "Metric")),
    )


def _without_leading_unit(span: Span) -> Span:
    """'Hz servo rate' of 'keeps a 500 Hz servo rate' -> 'servo rate': a mined unit of measure right after a figure
    says what the value is counted in; the measure is named by the words after it."""
    if len(span) < 2 or not unit_after_figure(span[:1]):
        return span
    return _narrowed(span, span.start + 1, span.end)


# hyphen words that say how known or how used a thing is ('the well-known Kiteson algorithm'): like a grade they
# praise the name's owner and are no part of the name; not 'well-defined' or 'well-behaved', which may describe it
_RENOWN_WORDS = frozenset("well-known well-studied well-established widely-used widely-studied".split())
_LEADING_GRADES = GRADING_ADJECTIVES | _RENOWN_WORDS


def _without_leading_grade(span: Span) -> Span:
    """'state-of-the-art kite prediction' of 'we obtain state-of-the-art kite prediction results' -> 'kite
    prediction', 'state-of-the-art rope parsing systems' -> 'rope parsing systems': a hyphen word that grades a result
    or a means is no part of the task's or the method's name, as it is none of a measure's. Only a whole hyphen word;
    a plain adjective may start a name ('robust kite prediction')."""
    whole = hyphen_span(span[0])
    if len(whole) < 3 or whole.start != span.start or whole.end >= span.end \
            or whole.text.lower() not in _LEADING_GRADES:
        return span
    return _narrowed(span, whole.end, span.end)


def _without_leading_aside(span: Span) -> Span:
    """'(biomedical) kite segmentation' -> 'kite segmentation', '(i) rope extraction' -> 'rope extraction': a phrase
    cut to open with a bracketed aside (a list mark, a parenthetical modifier) is named by the words after the
    bracket. Not where one word is left ('(KTS) forecasting' of 'kite time series (KTS) forecasting'): that is the
    head of a longer name cut in two, and taking the long form back gives the short form in the bracket the label
    of the whole phrase."""
    close = next((t.i for t in span if t.text == ")"), None) if span[0].text == "(" else None
    if close is None or len(span.doc[close + 1:span.end].text.split()) < 2:
        return span
    return _narrowed(span, close + 1, span.end)


def _aside_dash(tok) -> bool:
    """A dash that opens an aside: a TeX dash ('--', '---'), an em dash with a space on either side or before a
    lower-case word ('X—a kite model'), a spaced en dash. Not an em dash glued between names ('Kiteson—Ropeman')
    nor an en dash in a compound or a range ('Gauss–Newton', '2–3')."""
    if tok.text in ("--", "---"):
        return True
    spaced = bool(tok.whitespace_) or tok.i > 0 and bool(tok.doc[tok.i - 1].whitespace_)
    after = tok.doc[tok.i + 1] if tok.i + 1 < len(tok.doc) else None
    return tok.text == "—" and (spaced or after is not None and after.is_lower) or tok.text == "–" and spaced


def _before_a_dash(span: Span) -> Span | None:
    """The words before the first aside dash inside the span (None when a dash opens it)."""
    at = next((t.i for t in span if _aside_dash(t)), None)
    if at is None:
        return span
    return _narrowed(span, span.start, at) if at > span.start else None


_LEADING_CONJUNCTIONS = frozenset("and or but nor".split())


def _after_leading_conjunction(span: Span) -> Span | None:
    """The words after a lower-case conjunction that opens the span (None when nothing is left): a model or rule span
    cut inside a coordination ('an effective and safe kite navigation') starts at 'and', and no name does."""
    return _after_leading(span, lambda tok: tok.lower_ in _LEADING_CONJUNCTIONS and tok.is_lower)


def _after_leading(span: Span, opens) -> Span | None:
    """The span without the tokens at its start for which opens(token) holds: the span itself when none does, None
    when nothing is left."""
    at = span.start
    while at < span.end and opens(span.doc[at]):
        at += 1
    if at == span.start:
        return span
    return _narrowed(span, at, span.end) if at < span.end else None


def _without_formula_leftover(span: Span) -> Span | None:
    """A span that opens with an operator sign ('+ epsilon' of '(1 + epsilon)', '= Y CZ' of 'AXB = Y CZ') or with a
    hyphen glued to its first word ('-additive factor' of '$\\upsilon$-additive factor', the symbol before it lost with
    the markup) is a piece of a formula or a compound cut in two: no name (None). A spaced dash that opens it
    ('- Street Sign Sets' of 'two datasets - Street Sign Sets') is a list or aside mark, and the name follows it."""
    text = span.text
    if text[:1] in _OPERATOR_SIGNS or re.match(r"-+\w", text):
        return None
    return _after_leading(span, lambda tok: re.fullmatch(r"-+", tok.text) and tok.whitespace_)


_OPERATOR_SIGNS = frozenset("+=<>±×÷≤≥≈")


def _without_leading_based(span: Span) -> Span | None:
    """'based Cartesian kite control' of 'Decoupling based Cartesian kite control', 'based rope network' of 'VLR
    based rope network': a span that opens with 'based' lost the words the participle attaches to, and no name
    opens with it; the name is the words after it (None when nothing is left)."""
    return _after_leading(span, lambda tok: tok.lower_ == "based")


# the written abbreviations that open an aside or an example ('(a.k.a. kite loss)', ', i.e., rope time'); only
# dotted ones: a bare 'cf' or 'aka' may be a short form ('CF' for collaborative filtering)
_ASIDE_ABBREVIATIONS = frozenset("a.k.a e.g i.e".split())


def _after_aside_abbreviation(span: Span) -> Span | None:
    """'a.k.a. kite loss' of 'the rope risk (a.k.a. kite loss)', 'i.e., rope time': an aside's abbreviation and the
    stop or comma after it open the span but are no part of a name; the name is the words after them (None when
    nothing is left). A stop or comma is skipped only after the abbreviation, which the skip reaches first."""
    return _after_leading(span, lambda tok: tok.lower_.rstrip(".") in _ASIDE_ABBREVIATIONS
                          or tok.i > span.start and tok.text in (".", ",", ":"))


def _opens_with_possessive(span: Span) -> bool:
    """'’s reasoning' of 'the kite model’s reasoning ability': a span that opens with a possessive clitic lost its
    owner, and what is left names a property of that owner, not a task or a method of the paper."""
    return span[0].tag_ == "POS" or span[0].lower_ in ("'s", "’s")


def _with_its_star(span: Span) -> Span:
    """'RRT*', 'LRA*': a name in capitals with a star glued after it names the starred algorithm (the field's mark of
    an optimal or heuristic-search variant: 'RRT*' is not 'RRT'); the tokenizer splits the star off, so the span takes
    it back. Only a star that ends the word (a space or punctuation after it), not one opening an emphasis."""
    doc, end = span.doc, span.end
    if end >= len(doc) or doc[end].text != "*" or span[-1].whitespace_ or not re.fullmatch(r"[A-Z][A-Z0-9]*", span[-1].text):
        return span
    if end + 1 < len(doc) and not doc[end].whitespace_ and not doc[end + 1].is_punct:
        return span
    return _narrowed(span, span.start, end + 1)


def _acted_on(span: Span) -> Span | None:
    """The task an improving verb acts on, as the span's candidate (`acted_on_task`)."""
    obj = acted_on_task(span)
    return obj if obj is None or obj is span else _narrowed(span, obj.start, obj.end)


def _respanned(cands: list, span_of, applies=None) -> list:
    """Each candidate with its span replaced by span_of(span) (where `applies` to it); None drops the candidate."""
    return [(c[0], c[1], s, *c[3:]) for c in cands
            for s in [span_of(c[2]) if applies is None or applies(c) else c[2]] if s is not None]


def _narrowed(span: Span, start: int, end: int) -> Span:
    """The words start..end of the doc as the span's candidate: its label and its confidence kept."""
    out = Span(span.doc, start, end, label=span.label_)
    out._.confidence = span._.confidence
    return out


def _without_quality_word(span: Span) -> Span:
    """'inaccurate detector' -> 'detector', 'robust tuning strategy' -> 'tuning strategy': a used method's name starts
    after a first adjective that says how good it is (a quality word by the venues' grading, mined), not which kind;
    not where the venues write the adjective and the next word together often ('robust PCA', 'fast marching': a
    name or a usual phrase, mined), nor before a coordination ('flexible and X') or a hyphen ('fast-moving')."""
    if len(span) < 2 or not _quality_word(span[0]) or span[1].pos_ in ("CCONJ", "PUNCT") or _anaphoric(span):
        return span  # 'such a flexible kite mechanism' points back whole (the quality word between would hide that)
    if f"{span[0].lower_} {hyphen_span(span[1]).text.lower()}" in quality_terms():
        return span
    return _narrowed(span, span.start + 1, span.end)


def _quality_word(tok) -> bool:
    """An adjective in lower case, a word of its own (no hyphen after it), that modifies a word after it and that the
    venues grade (quality_adjectives) and do not mostly use to say which kind (classifying_adjectives)."""
    return tok.tag_ == "JJ" and tok.is_lower and bool(tok.whitespace_) and tok.head.i > tok.i \
        and tok.lower_ in quality_adjectives() and tok.lower_ not in classifying_adjectives()


def _setpoint(span: Span) -> bool:
    """The measure with the words before it in its phrase ('the desired accuracy', 'a user-defined time') is a value
    fixed in advance: the span may start after the modifier, so its phrase is read from its left edge."""
    start = min(span.start, span.root.left_edge.i)
    return bool(SETPOINT_MODIFIER.match(span.doc[start:span.end].text))


_ADJECTIVE_TAGS = frozenset("JJ JJR JJS".split())


def _only_adjectives(span: Span) -> bool:
    """Adjectives alone, one or several ('robust', 'unknown and unstructured', 'unsupervised generative'). A hyphen
    word is left to the hyphen rule: the tagger may call every piece of a noun such as 'pre-processing' an adjective."""
    return any(t.tag_ == "JJ" for t in span) and all(
        t.tag_ in _ADJECTIVE_TAGS and t.text not in ("-", "–") or t.pos_ == "CCONJ" or t.text == "," for t in span)


_NOUN_TAGS = frozenset("NN NNS NNP NNPS".split())
_PLURAL_NOUN_TAGS = frozenset("NNS NNPS".split())
_BE_HAVE = frozenset("is was has are were have".split())


def _agrees_as_verb(verb, noun) -> bool:
    """A finite verb after a noun that agrees with it as its subject ('kite models struggle', 'the rope is'). A
    plural noun the tagger reads as a verb ('uncertainty approaches', 'pose transfer') is left: after a singular
    noun only a form of 'be' or 'have' or a modal is taken for a verb."""
    if noun.tag_ not in _NOUN_TAGS:
        return False
    if verb.tag_ == "MD" or verb.lower_ in _BE_HAVE and verb.tag_ in ("VBZ", "VBP", "VBD"):
        return True
    return verb.tag_ == "VBP" and noun.tag_ in _PLURAL_NOUN_TAGS


def _cut_clause(span: Span) -> bool:
    """A piece of a clause, no name: a subject with its verb ('kite models struggle', 'the rope is longer'), a
    noun with the participle or gerund that starts what is said of it ('kite matching combined' of '... combined
    with', 'rope models learning' of '... learning from'), or a gerund whose object was cut at its adjective or
    adverb ('removing blurry' of 'removing blurry and weak kites', 'Being Friends Instead' of '... Instead of ...')."""
    if span[0].tag_ == "VBG" and span[-1].tag_ in ("JJ", "JJS", "RB") and span[0].i == span.root.i:
        return True
    words = [t for t in span if not _in_hyphen_word(t)]
    if len(words) < 2:
        return False
    if any(k > 0 and t.is_lower and _agrees_as_verb(t, words[k - 1]) for k, t in enumerate(words)):
        return True
    last, before = words[-1], words[-2]
    # the participle's or gerund's own complement follows the span ('combined with', 'learning from'); with none
    # the pair is a compound ('alternate routes planning'), and so it is in a title, whose wording is terse
    in_title = span.start < span.doc._.kg_title_end
    return last.is_lower and last.i == span.end - 1 and any(c.i >= span.end for c in last.children) and (
        last.tag_ == "VBN" and before.tag_ in _NOUN_TAGS or last.tag_ == "VBG" and before.tag_ == "NNS" and not in_title)


def _cut_title_participle(span: Span) -> bool:
    """A title phrase cut after the participle that starts what is said of its noun ('Kite Models Based' of 'Kite
    Models Based on Ropes', 'Agents Inspired' of '... Inspired by ...', 'Rope Clouds Represented' of '... Represented
    as ...'): title case hides the participle from `_cut_clause`, which reads lower-case words; with the preposition
    of its complement right after the span, the span names nothing, a proposal no more than a task."""
    doc, last = span.doc, span[-1]
    if len(span) < 2 or span.start >= doc._.kg_title_end or span.end >= len(doc) or not last.text[:1].isupper():
        return False
    after = doc[span.end]
    return last.tag_ in ("VBN", "VBD") and last.lower_.endswith(("ed", "en")) and span[-2].tag_ in _NOUN_TAGS \
        and after.tag_ in ("IN", "TO") and after.head.i == last.i


_MEETING_VERBS = frozenset({"meet", "meets"})


def _title_meeting(span: Span) -> bool:
    """A title phrase holding the verb of an 'X Meets Y' title ('Kite Tuning Meets Rope Search', 'When Kites Meet
    Ropes', 'Meets Rope Search' of it): the title sets two fields side by side, the phrase names neither."""
    return span.start < span.doc._.kg_title_end and any(t.lower_ in _MEETING_VERBS for t in span)


def _in_hyphen_word(tok) -> bool:
    """A piece of a hyphen word ('semi-supervised' is three tokens): no verb of a clause, whatever its tag."""
    return tok.text in ("-", "–") or len(hyphen_span(tok)) > 1


def _measure_shaped(text: str) -> bool:
    """A measure at a cut-off ('KitePrec@<figure>': an '@' before a figure), or measures set side by side with a slash,
    one of them a known measure's name ('Kite F-score/F-score'): what is reported, not the data."""
    return re.search(r"@\s*\d", text) is not None or "/" in text and any(
        part.strip() in gazetteer("metrics") for part in text.split("/"))


# endings that make adjectives and participles ('-derived', '-compatible', '-oriented'); a short word the tagger calls
# an adjective may be part of a name ('<model>-mini', '<benchmark>-natural')
_ADJECTIVE_ENDING = re.compile(r"(?:ed|able|ible|ive|ous|ful|less|like|wise)$")


def _hyphen_adjective(span: Span) -> bool:
    """One hyphen word ending in a lower-case adjective or participle ('Web-derived', 'AI-assisted', 'Kite-compatible'):
    it describes data ('a Web-derived dataset'), the name it qualifies is elsewhere or there is none; so it does with
    the data noun after it."""
    if len(span) > 3 and span[-1].lower_ in DATASET_HEADS:
        span = span[:-1]
    last = span[-1]
    return len(span) >= 3 and span[-2].text == "-" and last.is_lower and last.tag_ in ("JJ", "VBN", "VBD") \
        and _ADJECTIVE_ENDING.search(last.text) is not None and not any(t.whitespace_ for t in span[:-1])


def _cut_inside_a_word(span: Span) -> bool:
    """A span whose last word is a common one and stops at a hyphen glued on both sides is half a word: 'speed' of
    'speed-up', 'running k' of 'running k-SVD', 'tracking' of 'tracking-by-detection'; the word goes on after it. A
    name before the hyphen ('KiteNet-style', 'Kite-2', 'Kite-CRF') may be the whole name of what is built on, a
    lower-case adjective or participle after it ('noise-aware', 'rule-based') makes a modifier of a whole phrase,
    and two measures joined ('speed-accuracy trade-off') are each whole: those stay."""
    doc, end = span.doc, span.end
    if end + 1 >= len(doc) or doc[end].text != "-" or span[-1].whitespace_ or doc[end].whitespace_:
        return False
    if any(c.isupper() or c.isdigit() for c in span[-1].text):
        return False
    rest = doc[end + 1]
    if not rest.text[:1].isalnum() or span.text in gazetteer("metrics") and rest.text in gazetteer("metrics"):
        return False
    return not (rest.is_lower and (_ADJECTIVE_ENDING.search(rest.text) is not None or rest.tag_ in ("JJ", "VBN", "VBD")))


# words glued after a name by a hyphen that say the thing is made after the name, not the named thing itself
# ('a FEVER-like corpus', 'MNIST-style images', 'an EM-like process')
_RESEMBLANCE_WORDS = frozenset("like style esque inspired".split())


def resembles_only(span: Span) -> bool:
    """'a KiteQA-like dataset', 'RopeSet-style images', 'a KS-like procedure': a name glued by a hyphen to a word of
    resemblance modifies what is built after it; the data evaluated on or the measure reported is the new thing,
    not the name's (a method 'KiteNet-style' is built on stays a method: `_cut_inside_a_word`)."""
    return _glued_to_resemblance(span.doc, span.end - 1)


def made_after_a_name(span: Span) -> bool:
    """A data phrase that holds a name glued to a word of resemblance ('a KiteQA-like test set') describes data
    made after the name and names none. Not for measures: 'KiteQA-style AP' is the measure computed as KiteQA does."""
    return any(_glued_to_resemblance(span.doc, tok.i) for tok in span)


def _glued_to_resemblance(doc, i: int) -> bool:
    return i + 2 < len(doc) and doc[i + 1].text == "-" and not doc[i].whitespace_ and not doc[i + 1].whitespace_ \
        and doc[i + 2].lower_ in _RESEMBLANCE_WORDS


_YEAR_WORD = r"(?:(?:19|20)\d\d|['’]\d\d)\b"
_YEAR = re.compile(r"\s*" + _YEAR_WORD)
_VENUE_YEAR = re.compile(r"\s*,?\s*" + _YEAR_WORD)  # 'KQS 2021', 'KQS, 2021', "KQS '19"


def _cited_venue(span: Span) -> bool:
    """'[Lee et al., KQS 2021]', 'Lee and Park (KQS '19)': one name before a year inside a citation's bracket
    (opened after an author's name, or holding a comma, a semicolon or 'et al.') is where a paper appeared."""
    doc = span.doc
    if len(span) != 1 or not _VENUE_YEAR.match(doc_text(doc), span.end_char):
        return False
    before = doc[span.sent.start:span.start]
    opens = [t.i for t in before if t.text in "(["]
    if not opens or sum(t.text in ")]" for t in doc[opens[-1]:span.start]) > 0:
        return False
    inside = doc[opens[-1] + 1:span.start]
    return any(t.text in (",", ";") or t.lower_.startswith("et") for t in inside) \
        or not inside and opens[-1] > 0 and doc[opens[-1] - 1].pos_ == "PROPN"


_CITATION_KEY = re.compile(r"[A-Za-z][A-Za-z'’-]+(?:19|20)\d\d[a-z]?")  # 'Lee2006', 'LeeKimPark2019b'


def _citation_shaped(tok) -> bool:
    """A year glued to a name ('Lee2006': a reference key left in the text) or a year alone ('KQS 2008')."""
    return _CITATION_KEY.fullmatch(tok.text) is not None or _YEAR.fullmatch(tok.text) is not None


# an alphabetic reference label: authors' initials or a name, then a year of two or four digits ('Han93', 'KWR93',
# 'GamarnikZadik17'); a bracket that holds only such labels ('[Han93, CO94]') is a citation, as '[12]' is
_REF_LABEL = r"[A-Z][A-Za-z+]*(?:\d\d|(?:19|20)\d\d)[a-z]?"
_REF_LABEL_BRACKET = re.compile(r"\[\s*" + _REF_LABEL + r"(?:\s*[,;]\s*" + _REF_LABEL + r")*\s*\]")


def _bracketed_reference_label(span: Span) -> bool:
    """'[KWR93, RABCK93]', '[StSu92]': a label inside a bracket of reference labels points to the bibliography of
    an alphabetic citation style; it names the cited work's authors, not a method, task or data set."""
    if len(span) != 1 or not re.fullmatch(_REF_LABEL, span.text):
        return False
    text = doc_text(span.doc)
    opened, closed = text.rfind("[", 0, span.start_char), text.find("]", span.end_char)
    return opened >= 0 and closed >= 0 and _REF_LABEL_BRACKET.fullmatch(text, opened, closed + 1) is not None


def _cited_work(span: Span) -> bool:
    """'as shown in Lee2006', 'posed at KQS 2008': a method phrase that ends in a year names where or by whom a
    result was published (a citation left in the abstract), not a method the paper uses."""
    if any(t.lower_ == "et" and t.i + 1 < span.end and span.doc[t.i + 1].lower_ in ("al", "al.") for t in span[1:]):
        return True  # 'Lee et al', 'Lee et al. KQS': the authors of a cited work (and where it appeared)
    return _citation_shaped(span[-1])


# what follows the authors' names of an author-year citation: 'Lee (2018)', 'Lee et al. [2018]' in the sentence;
# 'Lee and Park, 2018', 'Lee et al. 2018', 'Lee, 2018' inside the citation's own bracket ('(Lee and Park, 2018)')
# the co-authors after the first one: 'and Rope', or a list ', Lantern, and Rope' ('Kitson, Lantern and Rope (2011)')
_COAUTHORS = r"(?:\s*,\s*[A-Z][\w'’-]*)*\s*,?\s*(?:and|&)\s+[A-Z][\w'’-]*"
_YEAR_IN_BRACKET_AFTER = re.compile(r"\s*(?:et\s+al\.?,?\s*|" + _COAUTHORS + r"\s*)?[(\[]\s*(?:19|20)\d\d")
_YEAR_AFTER_IN_BRACKET = re.compile(r"\s*(?:(?:et\s+al\.?|" + _COAUTHORS + r"(?:\s+et\s+al\.?)?),?|,)\s*(?:19|20)\d\d")
# 'Kitson,2013', 'Kitson and Rope, 2013', 'Kitson, Lantern and Rope, 2013': an author-year citation read whole as one span
_CITATION_SPAN = re.compile(r"[A-Z][\w'’-]*(?:" + _COAUTHORS + r"|\s+et\s+al\.?)?\s*,\s*(?:19|20)\d\d[a-z]?")
_SURNAME = re.compile(r"(?=.*[a-z])[A-Z]['’]?[A-Za-z][A-Za-z'’]*")  # 'Lee', 'O’Donnell', 'McMahan'; not 'SGD'
_NAME_PARTICLES = frozenset("and & - van von de der den di da le la".split())


def _authors_before_year(span: Span) -> bool:
    """'Kitson (2018)', 'Kitson-Rope et al. (2018)', '(Kitson and Rope, 2018)': capitalised words right before the
    year of an author-year citation are the cited work's authors, not a method. Only words written as surnames
    (capitalised, not all in capitals: 'SGD (1951)' stays) and the particles between them."""
    if not all(t.lower_ in _NAME_PARTICLES or _SURNAME.fullmatch(t.text) for t in span) or span[0].lower_ in _NAME_PARTICLES:
        return False
    text = doc_text(span.doc)
    if _YEAR_IN_BRACKET_AFTER.match(text, span.end_char):
        return True
    before = span.doc[span.sent.start:span.start]
    opens = [t.i for t in before if t.text in "(["]
    return bool(opens) and not any(t.text in ")]" for t in span.doc[opens[-1]:span.start]) \
        and _YEAR_AFTER_IN_BRACKET.match(text, span.end_char) is not None


def _half_a_bound(span: Span) -> bool:
    """'a non-trivial lower bound' read as 'non-trivial lower': a span that stops at 'lower' or 'upper' right
    before 'bound' is cut inside the bound's name (the parser often tags 'bound' a verb there)."""
    nxt = span.doc[span.end] if span.end < len(span.doc) else None
    return span[-1].lower_ in ("lower", "upper") and nxt is not None and nxt.lower_ in ("bound", "bounds")


# a complexity class with its grade ('NP-hard', 'PSPACE-completeness', 'coNP-complete') or a class named alone
# that no other field spells so ('PSPACE', 'EXPTIME'), with at most a placeholder noun after it ('an NP-hard
# problem'); a bare 'NP', 'P' or 'NL' is a class only where '-hard' or '-complete' follows it in the text ('NP' of
# 'NP-hardness' cut at the hyphen; 'NP' is a noun phrase in NLP)
_GRADE = r"-(?i:hard|complete|hardness|completeness)"
_COMPLEXITY_CLASS = re.compile(r"(?:(?:co-?)?(?:NP|P|NL|L|PSPACE|N?EXPTIME|PPAD|PLS|APX|#P|W\[\d\])" + _GRADE
                               + r"|co-?NP|PSPACE|N?EXPTIME|PPAD)(?:\s+(?:problems?|tasks?|questions?))?")
_CUT_GRADE = re.compile(_GRADE + r"\b")


def _complexity_class(span: Span) -> bool:
    """'NP-hard', 'EXPTIME', 'PSPACE-completeness': how hard a problem is, a result the paper proves, not a
    method, task, data set or measure (read as a used method by its capitals)."""
    if _COMPLEXITY_CLASS.fullmatch(span.text):
        return True
    return span.text in ("NP", "P", "NL", "APX", "#P") and _CUT_GRADE.match(doc_text(span.doc), span.end_char) is not None


_AGENT_NOUNS = frozenset("agent agents".split())
_AGENT_KIND_WORDS = frozenset("learning language model models".split())  # 'learning agents': a kind of learner


def _actors(span: Span) -> bool:
    """'rational agents', 'conversational agents', 'the surrounding traffic agents': who acts in the setting, not a
    method used. A name ('KiteRL agents') or a learner's kind ('learning agents', 'language agents') keeps it."""
    return span[-1].lower_ in _AGENT_NOUNS and not _has_name(span) \
        and not any(t.lower_ in _AGENT_KIND_WORDS for t in span[:-1])


_SENTENCE_OPENERS = frozenset("DET PRON ADV ADP SCONJ CCONJ".split())


def _across_sentences(span: Span) -> bool:
    """'the sets St. Our algorithm', 'to 2 deg/m. Besides': a word ending in a full stop, then a capitalised
    function word that opens a sentence; the sentence splitter missed the break and the phrase spans two."""
    doc = span.doc
    return any(t.text[:1].isupper() and t.pos_ in _SENTENCE_OPENERS and doc[t.i - 1].text.endswith(".")
               and doc[t.i - 1].text.lower() not in LATIN_ABBREVIATIONS for t in span[1:])


# what is written or spoken in, or worked through ('programming language', 'user interfaces'): a medium, never how a
# result is got; on all venue abstracts the long forms so headed are natural, programming, planning and domain-specific
# languages, low-resource languages, graphical user, brain-computer and human-machine interfaces
# (scripts/mine_long_form_heads.py). Not 'records': patient records are data, which a data reading takes up
_MEDIUM_HEADS = frozenset("language languages interface interfaces".split())


def _a_medium(span: Span) -> bool:
    """'natural language (NL)', 'the PL' of 'programming language (PL)', 'screen user interfaces': a span headed by a
    medium's noun, or a short form whose long form is so headed, names what is written in or worked through, not a
    method used; so does a system of one ('BCI systems' of 'brain-computer interfaces (BCIs)')."""
    if len(span) > 1 and span[-1].lower_ in ("system", "systems"):
        span = _before_its_short_form(span[:-1])
    return _headed_or_short_for(span, _MEDIUM_HEADS)


def _headed_or_short_for(span: Span, heads: frozenset[str]) -> bool:
    """The span's last word is one of heads, or the span is a short form whose long form's is."""
    if span[-1].lower_ in heads:
        return True
    singular = span.text.removesuffix("s")  # 'the UI' of 'user interfaces (UIs)'
    return any(sf.text.removesuffix("s") == singular and lf[-1].lower_ in heads for sf, lf in span.doc._.kg_abbrevs or [])


# the game a result is about or the equilibrium it reaches ('Stackelberg security games (SSGs)', 'mean field game
# (MFG)', 'coarse correlated equilibria (CCE)'): on all venue abstracts the long forms so headed are classes of games
# and solution concepts (scripts/mine_long_form_heads.py), the setting and object of a study, never how it is done
_GAME_NOUNS = frozenset("game games".split())
_GAME_HEADS = _GAME_NOUNS | frozenset("equilibrium equilibria".split())


def _a_game(span: Span) -> bool:
    """'a turn-based stochastic game (TBSG)', 'the CCE' of 'coarse correlated equilibria (CCE)': a span headed by
    a game's or an equilibrium's noun, or a short form of one, names what is played or sought, not a method used; so
    does a model of a game ('the SSG model': the game as the paper models it)."""
    if len(span) > 1 and span[-1].lower_ in ("model", "models"):
        return _headed_or_short_for(span[:-1], _GAME_NOUNS)  # not 'deep equilibrium models', a kind of network
    return _headed_or_short_for(span, _GAME_HEADS)


# heads that say only that a way of working follows ('a Bayesian approach', 'a probabilistic framework')
_WAY_HEADS = frozenset("""approach approaches framework frameworks formulation formulations perspective perspectives
    treatment treatments paradigm paradigms methodology""".split())


def _school_only(span: Span) -> bool:
    """'a Bayesian approach', 'a fully probabilistic framework', 'Bayesian and frequentist approaches': a school of
    inference before a head that says only 'a way of working' names which school, not a method used."""
    if len(span) < 2 or span[-1].lower_ not in _WAY_HEADS:
        return False
    schools = generic_terms().get("Paradigm_adjective", frozenset())
    vague = generic_terms().get("Vague_modifier", frozenset())
    words = [t for t in span[:-1] if not (t.is_stop or t.is_punct or t.tag_ == "RB")]  # 'a', 'and', 'fully'
    return any(generic_key(t.text) in schools for t in words) and all(
        generic_key(t.text) in schools or generic_key(t.text) in vague or t.lower_ in GENERIC_WORDS for t in words)


def _before_its_short_form(span: Span) -> Span:
    """'Kite Interface (KI)' -> 'Kite Interface': a long form without the short form set after it in brackets."""
    if len(span) > 3 and span[-1].text == ")" and span[-3].text == "(":
        return span[:-3]
    return span


def _owned_by_a_thing(span: Span) -> bool:
    """'the network's architecture', 'the agent's sensory systems': what belongs to a common noun is a part or
    property of that thing, not a method. A name as the owner ('Newton's method') makes a method's name and stays;
    so does a plural's lone apostrophe ('kite words' embeddings'), which reads as a compound as often."""
    return any(t.tag_ == "POS" and t.lower_ in ("'s", "’s") and t.i > span.start and span.doc[t.i - 1].is_lower
               and not looks_named(span.doc[t.i - 1].text) for t in span[:-1])


def _without_citation_key(span: Span) -> Span:
    """'KiteHedge Lee2006' -> 'KiteHedge': the method's name with the reference key written after it."""
    if len(span) > 1 and _CITATION_KEY.fullmatch(span[-1].text) and not _citation_shaped(span[-2]):
        return span[:-1]
    return span


def _apposed_without_comma(span: Span) -> Span:
    """'a multivariate Gaussian': the parser made the lower-case word before a capitalised one the noun and the
    capitalised one its apposition, with no comma or dash between them; a word that is no name ('Gaussian') is set
    apart by punctuation when it is an apposition, so the two are one phrase and the span takes the word back."""
    root, doc = span.root, span.doc
    if root.dep_ != "appos" or root.head.i != span.start - 1 or not span[0].text[:1].isupper():
        return span
    if any(looks_named(t.text) for t in span):
        return span  # 'the talking robot KiteBot-4': a name set after its kind is an apposition without a comma
    word = root.head
    if word.is_lower and word.is_alpha and word.pos_ in ("NOUN", "ADJ") and word.whitespace_ and word.i >= span.sent.start:
        return doc[word.i:span.end]
    return span


def _learning_framework(span: Span) -> bool:
    """'PAC' of 'PAC learning', 'robustly PAC' of 'robustly PAC learnable': a phrase ending in a listed learning
    framework's name is the setting a result is stated in, not a method used ('PAC-Bayes bounds' end elsewhere)."""
    return generic_key(span[-1].text) in generic_terms().get("Learning_framework", frozenset())


def _head_cut_off(span: Span) -> bool:
    """'contact-based and recent' of 'conventional contact-based and recent pre-touch approaches', 'a template-based
    generative' before a line break: the phrase ends in an adjective, so the noun it describes (the method's head)
    was cut off and the rest names nothing. A phrase with a name in it ('KiteLM-4o-mini') is kept."""
    if len(span) < 2 or _has_name(span):  # 'KiteLM-4o-mini': a name whose last piece the tagger calls an adjective
        return False
    last = span[-1]
    hyphen_participle = last.tag_ in ("VBN", "VBD") and span[-2].text == "-"  # 'reality-enabled'
    if not (last.tag_ in _ADJECTIVE_TAGS or hyphen_participle) or looks_named(last.text) \
            or any(c.isdigit() for c in last.text):
        return False
    if span.root.head.i < span.end:  # the phrase must qualify a word after it ('... recent kite approaches')
        return False
    return last.is_lower and not any(t.tag_ in _NOUN_TAGS and t.pos_ in ("NOUN", "PROPN") and t.dep_ != "compound"
                                     for t in span[:-1] if not (t.i + 1 < span.end and span.doc[t.i + 1].text == "-"))


def _setting_after_title_with(span: Span) -> bool:
    """'Kite Tracking with Heterogeneous Data': after a title's 'with', data the venues write as a setting ('under
    heterogeneous data', mined title_settings) is the condition the problem is posed in, the task item
    task_rules._title_setting reads, not the data worked on."""
    doc = span.doc
    return span.end <= doc._.kg_title_end and span.start > 0 and doc[span.start - 1].lower_ == "with" \
        and written_as_setting(span.text)


_STORAGE_UNITS = frozenset("KB MB GB TB KiB MiB GiB TiB".split())


def _memory_size(span: Span) -> bool:
    """'GB RAM' of 'a machine with 8 GB RAM', 'GB of GPU memory' of '16GB of GPU memory': a phrase that opens with a
    storage unit read after a number is an amount of memory, no method, task or data."""
    first = span[0]
    return first.text in _STORAGE_UNITS and first.i > 0 and first.nbor(-1).like_num


_MODEL_SIZE = re.compile(r"\d+(?:\.\d+)?[BMK]")
_FACTOR = re.compile(r"\d+(?:\.\d+)?[×xX]")


def _opens_with_a_quantity(span: Span) -> bool:
    """'284× faster inference', '20x larger dataset': a factor and a comparative say how much better something is;
    '2B model parameters', 'a 7B base model': a model size and common words only say how large a model is. Neither
    names a method, task or data set ('13B LLaMA2' names its model and stays)."""
    first = span[0].text
    if _FACTOR.fullmatch(first):
        return len(span) > 1 and span[1].tag_ in ("JJR", "RBR")
    if not _MODEL_SIZE.fullmatch(first):
        return False
    rest = [t for t in span[1:] if t.text != "-"]
    return bool(rest) and not any(c.isupper() or c.isdigit() for t in rest for c in t.text)


def _system_in_apposition(span: Span) -> bool:
    """'a pre-trained kite model (PKM), K7, is used', 'K7, a rope network,': a letter with digits set beside a model
    noun as its apposition is the model's name, not a symbol or an index."""
    if len(span) != 1 or not any(c.isdigit() for c in span.text) or not span.text[:1].isupper():
        return False
    tok = span[0]
    return tok.dep_ == "appos" and tok.head.lower_ in _SYSTEM_NOUNS \
        or any(c.dep_ == "appos" and c.lower_ in _SYSTEM_NOUNS for c in tok.children)


def _not_an_entity(span: Span, label: str, priority: int, stop_lists: bool = True) -> bool:
    """Phrases that name nothing: 'e.g.', generic words only ('large-scale real-world datasets', split on
    white space so that hyphenated words count whole), or a dataset phrase without a name in it."""
    span_text = span.text  # read once: a Span makes its text anew from its tokens on every read
    if VENUES.fullmatch(span_text) or _cited_venue(span) or _bracketed_reference_label(span):
        return True  # 'COLT', 'NeurIPS 2017': where papers are published; '[KWR93]': a cited work
    if priority < PRIORITY["proposal"] and _authors_before_year(span):
        return True  # 'Kitson et al. (2018)': who wrote a cited work
    if priority < PRIORITY["proposal"] and (_CITATION_SPAN.fullmatch(span_text) or _half_a_bound(span)):
        return True  # '(Kitson,2013)': a citation; 'non-trivial lower' of '... lower bound': half a name
    if span_text.lower() in LATIN_ABBREVIATIONS or _complexity_class(span):
        return True  # 'NP-hard': a complexity class, a result proved, no entity
    if not any(sum(c.isalpha() for c in t.text) >= 2 for t in span) and not _listed_measure(span, label) \
            and not STARRED_LETTER.fullmatch(span_text) and not _system_in_apposition(span):
        return True  # 'x1', 'T2': a symbol or an index, no name ('A*' is one)
    if any(c in span_text for c in "<>{}[]|\\"):  # markup left in the text ("FooNet<img"), not a name
        return True
    if span_text.count("(") != span_text.count(")"):  # cut through a parenthesis ("Score(KS", "AI) models")
        return True
    if span_text.endswith("-"):  # 'KR-' of 'on KR- and rope-based tasks': half a compound whose head comes later
        return True
    if priority < PRIORITY["proposal"] and _memory_size(span):
        return True  # 'GB RAM' of 'with 8 GB RAM': an amount of memory a work runs in
    if label != "Metric" and priority < PRIORITY["proposal"] and _opens_with_a_quantity(span):
        return True  # '284× faster inference', '7B parameter models': how much, no name
    if label in ("Task", "Metric", "Dataset") and _cut_inside_a_word(span):
        return True  # a Method span so cut is left (docs/quality.md, round 27)
    if span_text.count('"') % 2 or span_text.count("“") != span_text.count("”"):
        return True  # cut through a quotation ('kite" rope sampler' of 'the "kite" rope sampler')
    if label != "Generic" and is_generic(span_text.split()):
        return True
    if label == "Dataset" and priority < PRIORITY["proposal"] and not _has_name(span):
        return True
    if priority < PRIORITY["proposal"] and (label == "Metric" and resembles_only(span)
                                            or label == "Dataset" and made_after_a_name(span)):
        return True  # 'a KiteQA-like corpus': a corpus made after KiteQA, not KiteQA
    if label == "Dataset" and priority < PRIORITY["proposal"] and (
            len(span) > 1 and span[-1].lower_ in _PLURAL_DATA_HEADS
            or span[0].like_num or span_text in gazetteer("metrics") or _measure_shaped(span_text)):
        return True  # '<language> datasets', '<n> datasets': a kind or a count of data; 'AUC-ROC' measures
    if label == "Dataset" and priority < PRIORITY["proposal"] and languages_alone(doc_text(span.doc), span_text) \
            and not modifies_a_noun(doc_text(span.doc), span.end_char):
        return True  # 'in French and English': the languages data are in, even where a model typed them data
    if label == "Method" and priority < PRIORITY["proposal"] and languages_or_a_direction(doc_text(span.doc), span_text):
        return True  # 'on English-to-Many': the data reading refused, the model's Method reading is no better
    if not stop_lists:
        return False
    if label in ("Task", "Metric", "Method") and is_generic_term(span_text, label):
        return True
    if label == "Method" and priority < PRIORITY["proposal"] and _network_of_things(span):
        return True  # 'wireless sensor networks', 'social networks': linked things a paper studies or runs on
    if label == "Task" and priority < PRIORITY["proposal"] and _graded_field(span):
        return True
    if label == "Task" and priority < PRIORITY["proposal"] and _time_of_when(span):
        return True  # 'at both fitting and query time': when something is done, no problem solved
    if label == "Task" and priority < PRIORITY["proposal"] and _condition_met_in(span):
        return True  # 'in the presence of label noise': the condition a problem is met under, not the problem
    if label == "Task" and span[-1].lower_ in _PLACE_HEADS and priority < PRIORITY["proposal"]:
        return True  # 'video applications', 'the medical field': where a task is done, not the task
    if label == "Task" and span[-1].lower_ in ("data", "datasets", "dataset", "corpus", "corpora") \
            and not (span[0].tag_ == "VBG" and len(span) >= 3) and not any(t.lower_ == "of" for t in span) \
            and priority < PRIORITY["proposal"] and not _setting_after_title_with(span):
        return True  # 'pretraining data': what is worked on, not the task ('generating synthetic data', 'handling of
        # structured data' are tasks)
    if label == "Task" and len(span) > 1 and span[-1].lemma_.lower() in _PLACEHOLDER_TASK_HEADS:
        rest = [t for t in span[:-1] if not (t.pos_ in ("DET", "PRON", "NUM", "CCONJ") or t.is_punct)]  # 'new and old tasks'
        if not rest or is_generic_term(" ".join(t.text for t in rest), "Task") or is_generic([t.text for t in rest]) \
                or all(t.pos_ == "ADJ" or t.tag_ in ("VBN", "JJ") for t in rest):
            return True  # 'the learning problem', 'a hard problem', 'standard tasks': nothing specific is left
    if label == "Method" and priority < PRIORITY["proposal"] and (_adjectives_on_generic_head(span) or _vague_head(span)):
        return True
    if label == "Method" and priority < PRIORITY["proposal"] and span[-1].lower_ in _PLURAL_PART_HEADS and not _has_name(span) \
            and not any(_EPONYM.search(t.text) for t in span) and not (span[-1].lower_ in _PUT_IN_PARTS and put_in_as_a_part(span)):
        return True  # 'supervised kite losses', 'rope priors': a kind of building block, named by no one (one a
        # verb of use or of putting in takes is used: 'we impose rope priors')
    if label == "Method" and priority < PRIORITY["proposal"] and any(test(span) for test in _NO_METHOD_USED):
        return True
    if label == "Method" and span[-1].lower_ in DATASET_HEADS and not _has_name(span):
        return True  # 'reasoning benchmarks': a kind of data, not a method, and no name to make it a dataset
    if label == "Metric" and len(span) == 1 and span_text.islower() and span_text.endswith(("ness", "ity")) \
            and not _has_figure(span.sent) and not compared_in(span.root):
        return True  # 'robustness' with no figure in its sentence is a quality claimed, not a measure reported
    if label == "Metric" and _modified_quality(span) and not _has_figure(span.sent) and not compared_in(span.root):
        return True  # 'rope attack robustness' with no figure in its sentence: a quality claimed, as alone
    if label == "Metric" and priority < PRIORITY["proposal"] and (used_as_a_tool(span) or _computed_by_method(span)) \
            and not _has_figure(span.sent) and not _ASSESSING.search(span.sent.text):
        return True  # 'based on the X distance', 'we employ X scores': an ingredient of the method, not what it is
        # judged by ('we use the X score to assess ...', 'analyse ... using X' keep it: what assesses is a measure)
    if label == "Metric" and _symbol_definition(span):
        return True  # 'where k is the X of the Y': what a symbol of a bound stands for, not a measure
    if label == "Metric" and _tolerance(span):
        return True  # 'learns X to within precision δ', 'up to the machine precision': a tolerance a result holds
        # within, no measure the paper reports
    if label == "Metric" and span[-1].lower_ == "errors" and not _has_figure(span.sent) and not _minimised(span.root):
        return True  # 'spelling errors', 'cascading errors' with no figure: kinds of mistakes, not a measure (an error)
    if label in ("Method", "Task", "Metric") and priority < PRIORITY["proposal"] and _named_by_its_symbol(span):
        return True  # 'the hypothesis class H', 'a matrix A': a mathematical object a letter names, not a method
    if label in ("Method", "Task", "Metric") and _only_adjectives(span) and not looks_named(span_text):
        return True  # a lone adjective ('Neural' of 'Neural kites such as ...') names nothing, nor do listed ones
        # ('unknown and unstructured' of 'in unknown and unstructured environments': the noun was cut off)
    if label in ("Method", "Task", "Metric") and priority < PRIORITY["proposal"] and _cut_clause(span):
        return True  # 'kite models struggle', 'removing blurry': a clause cut, not a name
    if _cut_title_participle(span):
        return True  # 'Kite Models Based' of a title 'Kite Models Based on Ropes': the participle's complement was cut
    if _title_meeting(span):
        return True  # 'Kite Tuning Meets Rope Search': two fields set side by side, no name of either
    if label in ("Method", "Task", "Dataset") and unit_after_figure(span):
        return True  # 'runs at 42 Hz': a unit of measure after a figure says what a value is counted in
    if label == "Metric" and priority < PRIORITY["proposal"] and _setpoint(span):
        return True  # 'to the desired accuracy', 'in a user-defined time': a value required in advance, no measure
    if label in ("Method", "Task", "Metric") and priority < PRIORITY["proposal"] and " " not in span_text \
            and not looks_named(span_text) and adjective_hyphen_word(list(span)) and _qualifies_next(span):
        return True  # nor a lone hyphen word with an adjective in it ('wide-angle' of 'wide-angle kite tasks'):
        # it qualifies the noun after it, the parse or the model cut that noun off
    if label == "Task" and len(span_text.split()) == 1 and "-" not in span_text and not looks_named(span_text) \
            and not listed_task(span.root, one_word=True) and not marked_list_word(span) and not title_purpose_word(span):
        return True  # one plain word ('classification', 'matching') is too broad to be a useful task node
    if label == "Dataset" and len(span) == 2 and span[-1].lower_ in DATASET_HEADS and not_entities().get(span[0].text) == "data":
        return True  # 'a <language> corpus': the language or modality of some data, not its name
    if label == "Dataset" and len(span) >= 2 and not_entities().get(span[0].text) == "data" and all(t.is_lower for t in span[1:]):
        return True  # '<language> data', '<language> click logs': data described by its language, no name
    kind = not_entities().get(span_text)
    if label == "Dataset" and (kind or span[-1].lower_ in ("language", "languages")):
        return True  # 'English', 'X-ray', 'MATLAB': a language, modality or software, not one dataset
    if label == "Dataset" and priority < PRIORITY["proposal"] and _hyphen_adjective(span):
        return True  # 'a Web-derived dataset': the hyphen adjective describes the data, it names none
    if label in ("Method", "Task") and priority < PRIORITY["proposal"] and len(span) == 3 and not span[0].is_lower \
            and _hyphen_adjective(span):
        return True  # 'KiteNet-based', 'ImageNet-compatible': an adjective made from a name, the name is elsewhere
    if label == "Dataset" and priority < PRIORITY["proposal"] and _task_short_form(span):
        return True  # 'KRTs' of 'for KRT', 'English KRT benchmarks': a task's short form, not one dataset
    if label == "Method" and (kind in ("software", "organisation") or kind == "data" and len(span_text) > 2):
        return True  # a modality ('RGB-D') is data, not a method; two letters are too ambiguous to tell
    return False


_APPLICATION_CONTAINERS = frozenset("application applications domain domains area areas scenario scenarios".split())
_METHOD_ITEM_HEADS = frozenset("model method algorithm approach technique framework learning".split())  # ('networks' may be graphs)


def _listed_application(span: Span) -> bool:
    """'applied in scenarios such as kite networks and rope systems', 'domains, including X': an item of a list
    of applications or domains is where a work applies (a domain, too broad for a task node), never a method it uses."""
    if used_as_a_tool(span) or span[-1].lemma_.lower() in _METHOD_ITEM_HEADS:
        return False  # 'domains such as kite learning', 'scenarios including rope models': a method set in the list
    first = span.root
    first = first_conjunct(first)
    prep = first.head
    if first.dep_ != "pobj" or prep.lower_ not in ("as", "including", "like"):
        return False
    before = prep.doc[prep.i - 2] if prep.i >= 2 and prep.doc[prep.i - 1].is_punct else prep.doc[max(prep.i - 1, 0)]
    if prep.lower_ == "as":  # 'scenarios such as X'
        before = prep.doc[prep.i - 2] if prep.i >= 2 and prep.doc[prep.i - 1].lower_ == "such" else before
    return prep.head.lower_ in _APPLICATION_CONTAINERS or before.lower_ in _APPLICATION_CONTAINERS  # the parse may
    # hang 'including' on an earlier noun


def _time_of_when(span: Span) -> bool:
    """The span ends in a time of when ('at test time', 'at both fitting and query time'), not 'over time'
    ('tracking kites over time' says for how long a task runs)."""
    return when_or_how_fast(span[-1]) and first_conjunct(span[-1]).head.lower_ != "over"


# nouns of the idioms 'in (the) presence of X', 'in the absence of X', 'in the face of X'
_CONDITION_NOUNS = frozenset("presence absence face".split())


def _condition_met_in(span: Span) -> bool:
    """'Presence of Selection Bias' of 'Causal Discovery in the Presence of Selection Bias', 'face of kite failures':
    the idiom's noun with its object says under which condition a problem is met, it is not the problem. Only
    after 'in (the)', so a face that is a thing ('the face of the wall') or 'presence detection' are left."""
    doc, i = span.doc, span.start
    if span[0].lower_ == "the":
        i += 1
    if i + 1 >= span.end or doc[i].lower_ not in _CONDITION_NOUNS or doc[i + 1].lower_ != "of":
        return False
    before = [t.lower_ for t in doc[max(0, i - 2):i]]
    return before[-1:] == ["in"] or before == ["in", "the"]


def _modified_quality(span: Span) -> bool:
    """A lower-case '-ness' quality with words before it ('noise robustness', 'X tracking robustness'): the
    words say of what or against what, they do not make the state an adjective names a measured quantity. Not
    '-ity' nouns: a scalability or a 'sample complexity' name a quantity that grows and is measured,
    and 'quality' is what a rating scores ('image quality')."""
    head = span[-1]
    return len(span) > 1 and head.is_lower and head.lemma_.lower().endswith("ness")


_LOSS_NOUNS = frozenset("loss losses objective objectives".split())


def _names_a_loss(span: Span) -> bool:
    """'trained with the XYZ loss', 'a new Y Loss (YL)': a measure's written name (not all lower case) that
    modifies a loss noun, the short form set beside one, or a Title Case name ending in 'Loss' is the name of a
    training objective (a loss is what a model is trained on far more often than what a paper reports: see
    MEASURE_HEADS). A lower-case measure before 'loss' ('suffers an accuracy loss') is a drop in that measure."""
    if span[-1].text in ("Loss", "Losses"):
        return True
    root, head = span.root, span.root.head
    return head.i >= span.end and head.lower_ in _LOSS_NOUNS and root.dep_ in ("compound", "appos", "nmod", "amod") \
        and not span.text.islower()


def _incurred_loss(span: Span) -> bool:
    """A model's lower-case 'X loss' that something incurs is an amount lost (entity_rules.incurred_loss)."""
    return len(span) > 1 and span[-1].is_lower and incurred_loss(span.root)


_COMPUTING_VERBS = frozenset("compute calculate".split())


def _computed_by_method(span: Span) -> bool:
    """'we compute X scores between ...', 'using a metric given by the X distance': a quantity the method computes,
    or the definition of a measure a verb of use takes, is an ingredient of the method (the callers keep it when a
    figure or an assessing word is in the sentence)."""
    root = span.root
    root = first_conjunct(root)
    head = root.head
    if root.dep_ == "dobj" and head.lemma_.lower() in _COMPUTING_VERBS:
        return True
    # 'a metric given by X': X defines a noun that a verb of use takes
    if not (root.dep_ == "pobj" and head.dep_ == "agent" and head.head.dep_ == "acl"):
        return False
    noun = head.head.head
    return used_as_a_tool(noun.doc[noun.i:noun.i + 1])


_SYMBOL_NAMED = re.compile(r"(?:[a-z][a-z-]*\s+)+[A-Z][\^']?")


def _named_by_its_symbol(span: Span) -> bool:
    """'over a hypothesis class H', 'the preference matrix P': lower-case words and then one capital letter (a
    hat or a prime may follow) introduce an object of the mathematics by its symbol; no method, task or measure
    is so named. A star or a plus glued after the letter makes a name ('A*', 'C++'), so those stay."""
    if not _SYMBOL_NAMED.fullmatch(span.text):
        return False
    return span.end_char >= len(span.doc.text) or span.doc.text[span.end_char] not in "*+"


def _symbol_definition(span: Span) -> bool:
    """'..., where d is the dimension', 'where n denotes the sample size': a measure a 'where' clause says a
    symbol (a token of at most two characters) stands for is a variable of a stated bound."""
    root = span.root
    head = root.head
    if root.dep_ not in ("attr", "dobj") or head.lemma_.lower() not in ("be", "denote", "represent"):
        return False
    return any(c.lower_ == "where" and c.dep_ == "advmod" for c in head.children) \
        and any(c.dep_ == "nsubj" and len(c.text) <= 2 for c in head.children)


_ASSESSING = re.compile(r"\b(?:assess\w*|evaluat\w*|measur\w*|analy[sz]\w*|quantif\w*)\b", re.I)


def _tolerance(span: Span) -> bool:
    """The measure is the object of 'within' or 'up to' with no figure in its phrase ('within precision δ', 'up to
    a desired error'): it says how close a guarantee or a recovery is, not what was measured ('within an error of
    2 cm' reports a value and stays)."""
    root = span.root
    prep = root.head
    if root.dep_ != "pobj" or not (prep.lower_ == "within" or prep.lower_ == "to" and prep.i > 0
                                   and prep.doc[prep.i - 1].lower_ == "up"):
        return False
    return not any(t.like_num or t.text == "%" or any(c.isdigit() for c in t.text) for t in root.subtree)  # '85Hz'


def _has_figure(sent: Span) -> bool:
    """A number in the sentence that may be a reported value. A count glued by a hyphen to the word after it
    ('zero-mean', 'two-stage', 'first-order') is part of a modifier, and a spelled 'zero' ('at zero cost')
    is no amount measured: neither makes the sentence report a figure."""
    doc = sent.doc
    return any(t.like_num and not (t.i + 1 < sent.end and doc[t.i + 1].text == "-" and not t.whitespace_)
               and t.lower_ != "zero" for t in sent)


def _qualifies_next(span: Span) -> bool:
    """The span's last word hangs on a noun right after it ('wide-angle kite views'); one that ends a list item
    ('denoising, super-resolution, ...') names a thing of its own."""
    doc = span.doc
    nxt = doc[span.end] if span.end < len(doc) else None
    return nxt is not None and nxt.pos_ in ("NOUN", "PROPN") and span[-1].head.i >= span.end


def _task_short_form(span: Span) -> bool:
    """A short form the mined list calls a task or field, in the plural ('KRTs') or after a modifier
    ('English KRT'): its kind comes from the venue abstracts, as for the name written alone."""
    short = span[-1].text
    if not re.fullmatch(r"[A-Z][A-Z0-9-]*[A-Z]s?", short):
        return False
    forms = [short[:-1]] if short.endswith("s") else []
    called_data = span.end < len(span.doc) and span.doc[span.end].lower_ in DATASET_HEADS  # 'the Kite KRT dataset' names one
    forms += [short] if len(span) > 1 and not called_data else []
    return any(not_entities().get(f) == "task" for f in forms)


_MATH = re.compile(r"[=≤≥≠∈∉⊂⊆∼≈±×∑∏√∞^_]|\\[a-z]")
_SYMBOL_CUE = re.compile(r"\b(?:denoted|denote|denotes)\s+(?:by|as)\s+$")


_RELATION = re.compile(r"[=≤≥≠∈∉⊂⊆∼≈]")


def _in_formula(span: Span) -> bool:
    """A short symbol written next to mathematics ('OPT = min ...', 'Xte is unavailable' in a sentence of
    formulas) or introduced by 'denoted by', or a phrase with a relation sign inside ('Q ∈ Rk'): a variable
    or a formula of the abstract, not a method it uses."""
    text = doc_text(span.doc)
    if _RELATION.search(span.text):
        return True
    near = text[max(0, span.start_char - 12):span.end_char + 12]
    short = len(span) <= 2 and len(span.text) <= 5
    # 'Xte', 'Ztr' in a sentence with 'P(Z) ≠ Q(Z)': a mixed-case symbol (not an acronym: 'UCB' stays)
    tiny = len(span) == 1 and len(span.text) <= 4 and not span.text.isupper() and bool(_MATH.search(span.sent.text))
    return tiny or short and (bool(_MATH.search(near)) or bool(_SYMBOL_CUE.search(text[max(0, span.start_char - 20):span.start_char])))


def _listed_measure(span: Span, label: str) -> bool:
    """'an absolute gain of 7.6% F1': a measure the metric gazetteer lists by a letter and a digit is named, not
    a symbol, though it has only one letter."""
    return label == "Metric" and span.text in gazetteer("metrics")


_DEGREE_WORDS = frozenset("more less".split())  # before an adjective: its comparative
_MAKING_NOUNS = frozenset("design construction".split())  # a making verb's noun ('the design of ...')


def _graded_above(span: Span) -> bool:
    """'better kite estimators', 'more effective kite models': an adjective in the comparative ('good' by its lemma,
    or 'more / less' + adjective) right before the span and modifying its head describes a kind the sentence wants,
    not a method the paper uses. Not the superlative: 'outperforms the best X', 'the most recent X methods' name
    the baselines compared; nor 'smaller' / 'larger', which say size ('smaller pretrained models' are used)."""
    k = span.start - 1
    if k < span.sent.start:
        return False
    word = span.doc[k]
    graded = word.tag_ == "JJR" and word.lemma_.lower() in ("good", "well") or word.tag_ in ("JJ", "VBN") \
        and k - 1 >= span.sent.start and span.doc[k - 1].lower_ in _DEGREE_WORDS
    return graded and span.start <= word.head.i < span.end


def _sought_kind(span: Span) -> bool:
    """A kind of method still to be made ('searching for better kite estimators', 'developing efficient rope
    techniques', 'the design of more effective kite algorithms'): the object of a making verb (mined, data/
    making_verbs.json) in its gerund or infinitive with no subject of its own, of its noun ('design of'), or a kind
    graded above others, is what a field wants, not a method the paper uses. Only unnamed generic heads: 'to build
    KiteNet models' names one."""
    if _graded_above(span):
        return True
    root = span.root
    if root.lower_ not in GENERIC_WORDS or any(looks_named(t.text) for t in span):
        return False
    verb = root.head
    if root.dep_ == "dobj" and verb.lemma_.lower() in making_verbs() and verb.dep_ != "conj" and (
            verb.tag_ == "VBG" or verb.tag_ == "VB" and any(c.lower_ == "to" for c in verb.children)):
        return not any(c.dep_ in ("nsubj", "nsubjpass") for c in verb.children)  # 'we build X': the paper's own
    return root.dep_ == "pobj" and verb.lower_ == "of" and verb.head.lemma_.lower() in _MAKING_NOUNS


# Shapes of a Method span that name no method the paper uses (rule- or model-read; a proposal keeps its reading)
_NO_METHOD_USED = (
    _cited_work,          # 'Lee2006', 'KQS 2008': a citation
    _learning_framework,  # 'robustly PAC': the setting a result holds in
    _actors,              # 'rational agents': who acts, not how
    _across_sentences,    # 'St. Our algorithm': two sentences' words, no name
    _owned_by_a_thing,    # "the network's architecture": a part or property of a thing
    _head_cut_off,        # 'contact-based and recent': qualifiers whose noun was cut off
    _in_formula,          # 'denoted by SA and SB', '(1+ε)OPT': a symbol of a formula
    _a_medium,            # 'programming language (PL)': what is written in, not how
    _a_game,              # 'mean field game (MFG)': what is played or sought, not how
    _school_only,         # 'a Bayesian approach': a school of inference, no method
    _sought_kind,         # 'searching for better kite estimators', 'the design of rope methods': wanted, not used
)


# 'solution': what a method gives ('closed-form solutions'), a method's name only with a name in it
_VAGUE_HEADS = frozenset("representation representations procedure procedures process processes component components solution solutions".split())


# building blocks of a model in the plural: kinds of parts ('quadratic losses'), not one method used
_PLURAL_PART_HEADS = frozenset("losses priors layers".split())
# the building blocks a work puts in as tools ('we impose rope priors'); layers are what data go through ('feed-forward
# through kite layers', 'embeddings built on rope layers'), parts of a model, not a method it uses
_PUT_IN_PARTS = frozenset("losses priors".split())
_EPONYM = re.compile(r"[a-z](?:ian|ean)$")  # an adjective from a name ('Gaussian', 'Euclidean'), even first in a sentence


def _vague_head(span: Span) -> bool:
    """'feature representation', 'post-training procedure', 'data generating process': a phrase headed
    by a vague noun names a method only with a name in it ('Dirichlet process', 'KiteNet components')."""
    head = span.root if span.root.i < span.end and span.root.i >= span.start else span[-1]
    if head.lower_ not in _VAGUE_HEADS:
        return False
    # the tagger calls a sentence's capitalised first word a proper noun ('Kite representations are ...')
    return not any(looks_named(t.text) or t.pos_ == "PROPN" and not t.is_sent_start or any(c.isdigit() for c in t.text)
                   or t.text[:1].isupper() and (not t.is_sent_start or _EPONYM.search(t.text)) for t in span)


# research areas, which the task stop list names as fields too: a grading word before one leaves it the area
# ('important computer vision' of 'important computer vision tasks, such as ...')
_FIELDS = ("machine learning", "deep learning", "artificial intelligence", "data science", "statistical learning",
           "computer vision", "natural language processing", "learning theory")


def _graded_field(span: Span) -> bool:
    """'modern machine learning', 'large-scale deep learning': a whole field with only adjectives before it is
    still the field, not a task ('nonconvex optimization' is: optimization is no field here)."""
    text = span.text.lower()
    field = next((f for f in _FIELDS if text.endswith(" " + f)), None)
    if field is None:
        return False
    before = span[:len(span) - len(field.split())]
    return all(t.tag_ in ("JJ", "JJR", "JJS", "DT", "RB") or t.text == "-" or t.lower_ in STOPWORDS
               or any(w.tag_ == "JJ" for w in hyphen_span(t)) for t in before)  # 'large-scale


def _field_short_form(span: Span) -> bool:
    """'ML', 'NLP' (an acronym the task stop list holds) stand for a whole field wherever they are written: the
    phrases built around them ('ML models', 'the maintenance of ML components') name the field's things, no task."""
    return len(span) == 1 and span.text.isupper() and len(span.text) >= 2 and is_generic_term(span.text, "Task")


# heads of a study (each also a one-word entry of the task stop list)
_STUDY_HEADS = frozenset("evaluation evaluations analysis analyses understanding research study studies investigation".split())


def _study_of_the_paper(span: Span) -> bool:
    """'a thorough experimental study', 'the theoretical understanding': a listed study head ('evaluation',
    'analysis', 'research') with only words before it that say how the study is done is the paper's own work
    or the state of a field, not a problem solved nor a method used ('kite evaluation' keeps its noun)."""
    if len(span) < 2 or span[-1].lower_ not in _STUDY_HEADS:
        return False
    terms = generic_terms()
    # also what a theory paper shows (a '<rate / bound / complexity> analysis'): the paper's own proof
    how = terms.get("Study_modifier", frozenset()) | terms.get("Theory_result", frozenset())
    words = span[:-1].text.lower().split()  # whole hyphen words: 'in-depth'
    return all(generic_key(w) in how or w in STOPWORDS for w in words)  # keyed as the list is ('rigorous')


def _adjectives_on_generic_head(span: Span) -> bool:
    """'a dedicated method', 'supervised methods', 'latent representation': a generic head noun with
    only plain adjectives before it names no particular method."""
    head = span[-1]
    if head.lower_ not in GENERIC_WORDS and head.lower_ not in _VAGUE_HEADS:
        return False
    vague = generic_terms().get("Vague_modifier", frozenset())
    words = span[:-1].text.lower().split() if len(span) > 1 else []  # whole hyphen words: 'state-of-the-art'
    return all(w in GENERIC_WORDS or w.replace("-", " ") in vague or w in STOPWORDS for w in words)  # the list is folded


def _generic_family(span: Span) -> bool:
    """'many deep network methods', 'the standard machine learning paradigm': a generic head after a family the
    stop list calls generic (and generic words before it) names no method, and no part of it does."""
    if len(span) < 2 or span[-1].lower_ not in GENERIC_WORDS:
        return False
    vague = generic_terms().get("Vague_modifier", frozenset())
    words = span[:-1].text.lower().split()
    generic = [w in GENERIC_WORDS or w.replace("-", " ") in vague or w in STOPWORDS for w in words]
    return not all(generic) and is_generic_term(" ".join(words[generic.index(False):]), "Method")


# not 'our' alone: 'our KiteNet backbone' is often one taken over ('our' + plain words: _our_unnamed)
_OWN_MARKERS = frozenset("novel new innovative proposed".split())
# verbs that say what a method is made of ('X comprises a rope network'), not what it takes from others ('uses')
_PART_VERBS = frozenset("comprise consist contain include integrate incorporate".split())
_KIND_NOUNS = frozenset("class family set suite series collection".split())
_NAMING = re.compile(r"\s*,?\s*(?:called|named|dubbed|termed|coined)\b")


def _our_unnamed(span: Span) -> bool:
    """'our kite framework', 'our rope analysis': a phrase of plain lower-case words that 'our' owns
    describes the paper's own work; 'our KiteNet backbone' (a name in it) is often one taken over."""
    doc = span.doc
    prev = doc[span.start - 1] if span.start > span.sent.start else None
    return prev is not None and prev.lower_ == "our" and prev.head.i == span.root.i \
        and all(t.is_lower or t.is_punct for t in span)


def _own_description(span: Span, own_names: set[str]) -> bool:
    """A phrase that describes the paper's own method or a part of it is no method the paper uses: 'a novel
    post-hoc method', 'the proposed text engine', 'a kite classifier called KC', 'KiteNet, a rope architecture',
    'we propose a rope classifier', 'KiteNet comprises a rope network and a lantern network'."""
    doc, root = span.doc, span.root
    lead = [t for t in doc[max(span.sent.start, span.start - 3):span.end] if span.start <= t.head.i < span.end or t.i >= span.start]
    if any(t.lower_ in _OWN_MARKERS for t in lead) or _our_unnamed(span):
        return True
    after, before = doc_text(doc)[span.end_char:span.end_char + 40], doc_text(doc)[max(0, span.start_char - 60):span.start_char]
    # (each pattern holds the name itself: a name not in the text around is skipped before a pattern is made)
    if _NAMING.match(after) or any(n in after and re.match(r"\s*\(\s*%s\s*\)" % re.escape(n), after) for n in own_names) \
            or any(n in before and re.search(r"%s\s*,\s*(?:a|an|the)?\s*$" % re.escape(n), before) for n in own_names):
        return True
    tok = root
    while tok.dep_ in ("conj", "appos") and tok.head.i < tok.i:
        tok = tok.head
    if tok.dep_ == "pobj" and tok.head.lower_ == "of" and tok.head.head.lower_ in _KIND_NOUNS:
        tok = tok.head.head  # 'we develop a class of rope samplers': what is developed is the class
    if tok.dep_ == "pobj" and tok.head.lower_ == "of" and tok.head.head.lemma_.lower() in _PART_VERBS | {"compose"} \
            and tok.head.head.dep_ == "acl":  # 'KiteNet, composed of a rope module and ...': its parts
        owner = tok.head.head.head
        return owner.text in own_names or any(w.lower_ in _OWN_MARKERS | {"our"} for w in owner.children)
    verb = tok.head
    if tok.dep_ == "nsubjpass" and verb.lemma_.lower() in PROPOSE_VERBS and verb.tag_ == "VBN" \
            and any(c.dep_ == "det" and c.lower_ in ("a", "an") for c in tok.children) \
            and not any(c.dep_ == "aux" and c.lemma_ == "have" for c in verb.children):
        return True  # 'a kite sampler is then developed' (this paper); not 'a kite sampler has been proposed' (earlier work)
    if tok.dep_ not in ("dobj", "attr", "oprd") or verb.pos_ not in ("VERB", "AUX"):
        return False
    subjects = [c for c in verb.children if c.dep_ in ("nsubj", "nsubjpass")]
    if verb.lemma_.lower() in PROPOSE_VERBS:  # 'we propose a rope classifier'; not 'we build classifiers' (kinds of existing ones)
        # nor 'we present the kite sampler' (one named before); a singular mass noun needs no article ('we propose rope tuning')
        marked = any(c.dep_ == "det" and c.lower_ in ("a", "an") for c in tok.children) \
            or tok.tag_ == "NN" and not any(c.dep_ in ("det", "poss") for c in tok.children)
        return any(c.lemma_.lower() in PROPOSER_SUBJECTS for c in subjects) and marked
    if verb.lemma_.lower() in _PART_VERBS:
        subjects = [verb.head if c.lower_ in ("that", "which") and verb.dep_ == "relcl" else c for c in subjects]
        return any(c.text in own_names or any(w.lower_ in _OWN_MARKERS for w in c.children) for c in subjects)
    return False


# 'a notion we term X', 'which we call X', 'what we refer to as "X"': the words right after name something of the paper's
# own; an article after the verb gives what is named first ('we call a triplet X'), so none may follow it
_SELF_NAMING = re.compile(r"\bwe\s+(?:will\s+|shall\s+)?(?:call|term|dub|coin|name|refer\s+to\s+as)\s*[\"“'‘]?\s*$", re.I)


# a participle that gives a name ('a kite network, dubbed KiteNet', 'the whole model is termed as KiteNet'); not
# 'so-called X', which cites a name others gave
_NAMED_AS = re.compile(r"(?<![\w-])(?:termed|dubbed|named|called|coined|referred\s+to\s+as|denoted\s+as)\s+(?:as\s+)?[\"“'‘]?\s*$", re.I)


def _named_here(span: Span) -> bool:
    """'we propose a kite network, dubbed KiteNet', 'the whole network is termed as KiteNet': a name the sentence
    gives to a thing it introduces as the paper's own (a verb of proposing takes the named phrase, or an own marker is in
    it, or the naming is passive, of a thing already described); not 'we employ a model called KiteNet' (a name others
    gave)."""
    doc = span.doc
    match = _NAMED_AS.search(doc_text(doc)[max(span.sent.start_char, span.start_char - 40):span.start_char])
    if match is None:
        return False
    naming = next((t for t in doc[span.sent.start:span.start] if t.idx >= span.start_char - len(match.group(0))), None)
    if naming is None or not any(a.i == naming.i for a in span.root.ancestors):
        return False  # 'for named entity recognition': the participle modifies the span, it names nothing
    if not _whole_phrase(span) or doc_text(doc)[span.end_char:span.end_char + 1] == "-":
        return False  # 'kite' of 'called kite-Net': a word the given name is built from, which may be used as well
    if any(c.dep_ == "auxpass" for c in naming.children):
        return True  # 'the whole network is termed as X': the abstract names what it has just described
    if naming.dep_ == "advcl":  # 'we present a kite filter (referred to as X)', parsed as a clause of the verb
        return naming.head.pos_ == "VERB" and naming.head.lemma_.lower() in PROPOSE_VERBS
    return naming.dep_ in ("acl", "relcl") and _introduced_as_own(naming.head, naming.i)


def _introduced_as_own(thing, end: int) -> bool:
    """The noun a naming participle hangs on is the paper's own: an own marker before it in its phrase ('a novel
    kite filter', 'our descriptor'), or a verb of proposing takes the phrase ('we design a kite filter', 'we introduce
    a variant of KiteNet'); not 'we employ a model', 'to train the proposed net, we use a dataset' (the marker is
    another phrase's)."""
    if any(t.lower_ in _OWN_MARKERS or t.lower_ == "our" for t in thing.subtree if t.i < end):
        return True
    tok = thing
    while tok.dep_ in ("conj", "appos", "pobj", "prep") and tok.head.i != tok.i:
        tok = tok.head  # 'a variant of KiteNet, named X': up to the phrase the verb takes
    return tok.dep_ in ("dobj", "nsubjpass", "attr", "oprd") and tok.head.pos_ == "VERB" \
        and tok.head.lemma_.lower() in PROPOSE_VERBS


# generic heads a writer swaps for one another when naming the same thing twice ('a guided kite technique ... the
# guided kite method'); singular only: a plural ('kite methods') is the family the paper's one belongs to
_SWAPPED_HEADS = frozenset("method technique approach algorithm scheme strategy procedure".split())


def _modifiers_of_headed(text: str) -> str | None:
    """'guided kite' of 'Guided Kite Technique': the words before a singular generic head, lower case."""
    words = text.lower().split()
    return " ".join(words[:-1]) if len(words) >= 2 and words[-1] in _SWAPPED_HEADS else None


def _own_name_with_another_head(span: Span, own_names) -> bool:
    """'we propose a guided kite technique ... the guided kite method is fast': the same modifiers on another
    generic head name the paper's own method again, not a method it uses."""
    mods = _modifiers_of_headed(span.text)
    return mods is not None and not _has_name(span) and any(_modifiers_of_headed(n) == mods for n in own_names)


def _own_parts_named_again(cands: list, own_names: set[str]) -> set[str]:
    """The texts (lower case) of unnamed method phrases that one of their mentions describes as the paper's own
    ('KiteNet comprises a rope network', 'a novel lantern module'): a later mention of the same phrase ('the rope
    network adjusts ...') refers back to that part, wherever it stands. A name ('BERT', 'a KiteNet encoder') is
    shared by many papers, so one mention as a part says nothing of the others."""
    return {c[2].text.lower() for c in cands if c[3] == "Method" and c[0] < PRIORITY["proposal"] and len(c[2]) > 1
            and not _has_name(c[2]) and _whole_phrase(c[2]) and not _marked_from_afar(c[2]) and _own_description(c[2], own_names)}


# verbs whose object is what a work puts out ('to produce kite embeddings', 'derives a rope bound'), not what it uses;
# not 'learn', 'obtain', 'build', 'construct': what they take is as often a model the work then uses
_OUTPUT_VERBS = frozenset("produce generate yield output acquire derive synthesize synthesise".split())


def _made_by_the_work(span: Span) -> bool:
    """'the encoder produces high quality kite embeddings', 'to generate deceptive rope strategies': an unnamed
    phrase that a verb of output takes as its object is what the work puts out, not an existing method it uses;
    a name ('generates a KiteNet policy') is one taken over."""
    if _has_name(span):
        return False
    tok = span.root  # the object itself, not its conjuncts: the parse often hangs a second object on the first ('to
    # generate masks and a rope approach to generate texture': the approach is used)
    return tok.dep_ == "dobj" and tok.head.pos_ == "VERB" and tok.head.lemma_.lower() in _OUTPUT_VERBS


_DEFINITE = frozenset("the this these that those our its".split())


def _definite(span: Span) -> bool:
    """'the rope network': a definite mention refers back to one said before; 'a rope network' brings in one."""
    return span.start > span.sent.start and span.doc[span.start - 1].lower_ in _DEFINITE


def _whole_phrase(span: Span) -> bool:
    """The span is a whole noun phrase, not the modifier of a noun after it ('kite training' of 'a kite training
    strategy': the strategy is the own thing, the training it is made of may be shared)."""
    root = span.root
    return not (root.dep_ in ("compound", "amod", "nmod") and root.head.i >= span.end)


def _marked_from_afar(span: Span) -> bool:
    """'a novel clustered kite filter': 'novel' marks the whole phrase, not 'kite filter' inside it, which may name
    a shared method the paper builds on; only a marker right before the phrase (or in it) says the phrase is own."""
    doc = span.doc
    before = doc[max(span.sent.start, span.start - 3):span.start - 1]
    return span.start > span.sent.start and doc[span.start - 1].lower_ not in _OWN_MARKERS \
        and any(t.lower_ in _OWN_MARKERS for t in before)


def _bracket_after(name: Span, span: Span) -> str | None:
    """'we term KPCA (kite PCA)': the bracket right after the name, when the span lies in it (its other form)."""
    bracket = re.match(r"\s*\(([^()]*)\)", doc_text(span.doc)[name.end_char:])
    inside = bracket is not None and name.end_char + bracket.start(1) <= span.start_char \
        and span.end_char <= name.end_char + bracket.end(1)
    return bracket.group(1).strip() if inside else None


def _named_by_the_paper(doc: Doc, cands: list) -> tuple[set[str], set[int]]:
    """The method spans the abstract names itself ('a variant we term kite-PCA (KPCA)'), with the other form of a
    short form defined there: the paper's own terms, no method it uses, wherever they are written again (their
    texts); and the starts of the spans inside the bracket after such a name, which only there are its parts."""
    methods = [c[2] for c in cands if c[3] == "Method" and c[0] < PRIORITY["proposal"]]
    spans = [s for s in methods if _SELF_NAMING.search(doc_text(doc)[max(0, s.start_char - 40):s.start_char]) or _named_here(s)]
    named = {s.text for s in spans}
    inside = {(s, _bracket_after(n, s)) for s in methods for n in spans}
    named |= {s.text for s, bracket in inside if bracket == s.text}
    for short, long in doc._.kg_abbrevs or []:
        if short.text in named or long.text in named:
            named |= {short.text, long.text}
    return named | _bracketed_after_proposal(doc), {s.start for s, bracket in inside if bracket is not None}


# a short name alone in a bracket: one word that starts with a letter and holds a capital ('K2S', 'KiteNet', 'RGR')
_BRACKETED_NAME = re.compile(r"\s*\(([A-Za-z][\w.+-]*)\)")


def _bracketed_after_proposal(doc: Doc) -> set[str]:
    """'we present Kite Rope Samplers (K2RS)': a short name alone in the bracket right after a proposed name, spelt
    from the name's letters, is that name's other form, though the short-form reader does not pair them (a digit for
    a doubled letter, a letter from inside a word); the paper's own, no method it uses, wherever it is written again.
    A bracket whose letters the name does not hold may give what the proposal builds on ('KiteNet (ResNet)')."""
    out = set()
    for p in doc._.proposed or []:
        m = _BRACKETED_NAME.match(doc_text(doc), p.end_char)
        if m and any(c.isupper() for c in m.group(1)) and _spelt_from(m.group(1), p.text):
            out.add(m.group(1))
    return out


def _spelt_from(short: str, name: str) -> bool:
    """The short form's letters, in order, are letters of the name, the first one its first ('S2R' of 'Self-Supervised
    Representations', 'P2BNet' of 'Point-to-Box Network'); digits count no letter."""
    letters, rest = [c.lower() for c in short if c.isalpha()], name.lower()
    if not letters or not rest or letters[0] != rest[0]:
        return False
    at = 0
    for c in letters:
        at = rest.find(c, at) + 1
        if at == 0:
            return False
    return True


def _predicate_noun(span: Span) -> bool:
    """'X is a kite sampler', 'these are the first rope algorithms': a phrase that 'be' says of its subject
    describes what the subject is (its kind, or a claim about it), not a further method the paper uses; a
    name in it ('the encoder is KiteNet') names one."""
    root = span.root
    if _has_name(span):
        return False
    if root.dep_ == "pobj" and _family_of_subject(root.head):
        return True
    if root.dep_ != "attr" or root.head.lemma_ != "be":
        return False
    # 'examples are X, the Y method and Z' lists members, it does not describe a subject
    return not any(c.dep_ == "nsubj" and c.lemma_.lower() in _LISTING_SUBJECTS for c in root.head.children)


_LISTING_SUBJECTS = frozenset("example instance member case".split())
# 'X is a family of rope samplers', 'X is one of the standard kite tools': the family a subject belongs to
_MEMBER_NOUNS = frozenset("one class family kind type form member instance example part".split())


def _family_of_subject(prep) -> bool:
    """'X is among the best known kite frameworks', 'X is a kind of rope tool', 'one of the best lantern
    methods': the family a subject is said to belong to (or an unnamed member of one) describes it, like a
    predicate noun; it is no further method the paper uses."""
    head = prep.head
    if prep.lower_ == "among":
        return head.lemma_ == "be"
    if prep.lower_ != "of" or head.lemma_.lower() not in _MEMBER_NOUNS:
        return False
    if head.dep_ == "attr" and head.head.lemma_ == "be":
        return True
    # 'one of the best kite methods': one member of a family praised as a whole, whichever its role
    return head.lower_ == "one" and any(t.lower_ in ("most", "best", "main") or t.tag_ == "JJS" for t in prep.subtree)


def _without_data_name(span: Span) -> Span:
    """'GSM8K accuracy', 'ImageNet top-1 accuracy': a known dataset's name before a measure says where it was
    taken; the Metric is the rest, and the name is left free for its Dataset mention."""
    known = gazetteer("datasets")
    for k in range(min(3, len(span) - 1), 0, -1):
        if span[:k].text in known:
            return span[k:]
    return span


# a system or platform after these is a machine ('multi-robot system'), not software ('dialogue system')
MACHINE_MODIFIERS = frozenset("robot robots robotic humanoid manipulator vehicle drone quadrotor sensor camera".split())


# ranging sensors, often written with capitals ('3D LiDARs'); only here, since data_names reads HARDWARE_NOUNS
# beside a name and '<data set> LiDAR' names data
_RANGE_SENSORS = frozenset("lidar lidars radar radars sonar sonars".split())
_MAYBE_SOFTWARE = frozenset("system systems platform platforms".split())  # machine heads that may name software
_COMPUTE_UNITS = frozenset("gpu gpus cpu cpus tpu tpus".split())  # processors: hardware whatever maker or model names them


@functools.cache
def _machine_nouns() -> frozenset[str]:
    return HARDWARE_NOUNS | _RANGE_SENSORS | machine_heads()


def _machine(span: Span) -> bool:
    """'a mobile robot', 'the robotic arm', 'low-cost IMUs', 'a 3D lidar': an unnamed machine, sensor or vehicle;
    a system or platform may be software ('dialogue systems'), a name may be what the paper builds on."""
    head = span[-1].lower_
    if head in _MAYBE_SOFTWARE:  # 'a robot system', 'the robotic platform' is hardware
        return len(span) > 1 and span[-2].lower_ in MACHINE_MODIFIERS and not any(looks_named(t.text) for t in span)
    machines = _machine_nouns()
    if head in _COMPUTE_UNITS:  # 'an NVIDIA 1080Ti GPU': a named processor is still the hardware a work runs on
        return True
    return head in machines and not any(looks_named(t.text) and t.lower_ not in machines for t in span)


def _unnamed_system(span: Span) -> bool:
    """'nonlinear systems', 'a closed-loop system', 'a stochastic system': a system described only by properties of
    its dynamics is the plant a controller acts on or a class of systems studied, no method a paper takes from
    others. Not where a noun or a participle says what the system does or how it works ('a meta-learning system',
    'rule-based style transfer systems'), nor with a name ('the KiteNet system')."""
    return len(span) > 1 and span[-1].lower_ in ("system", "systems") and span.root.i == span[-1].i \
        and all(t.tag_ in _PROPERTY_TAGS or _hyphened_property(t) or _loop_word(t) for t in span[:-1]) \
        and not _has_name(span) and not _before_a_short_form(span)


def _a_setting(span: Span) -> bool:
    """'the PAC-Bayesian setting', 'in non-IID settings', 'the binary classification setting': a phrase headed by
    'setting(s)' names the conditions a problem is posed or a result holds under, no method a paper takes from others."""
    return len(span) > 1 and span[-1].lower_ in ("setting", "settings") and span.root.i == span[-1].i


# tags of the words that may describe a system by its properties alone ('linear and nonlinear', 'the stochastic')
_PROPERTY_TAGS = frozenset("JJ JJR JJS HYPH DT CC RB ,".split())


def _hyphened_property(tok) -> bool:
    """'loop' of 'closed-loop', 'open-loop': a noun an adjective is hyphened to makes one adjective with it."""
    return tok.tag_ in ("NN", "NNS") and any(c.tag_ == "HYPH" for c in tok.lefts) \
        and any(c.tag_ in ("JJ", "JJR", "JJS") for c in tok.lefts)


def _loop_word(tok) -> bool:
    """'closed loop', 'open loop' written without the hyphen: the same property of a plant's feedback as 'closed-loop'
    (the tagger may read 'closed' as a participle and 'loop' as a noun)."""
    doc = tok.doc
    if tok.lower_ in ("loop", "loops"):
        return tok.i > 0 and doc[tok.i - 1].lower_ in ("closed", "open")
    return tok.lower_ in ("closed", "open") and tok.i + 1 < len(doc) and doc[tok.i + 1].lower_ in ("loop", "loops")


def _named_after_a_machine(span: Span) -> bool:
    """'the humanoid robot KiteBot', 'a haptic device KiteTouch': a name set right after a lower-case machine noun
    (an apposition without a comma) names that machine, what a work runs on, not a method; a system or platform
    may be software."""
    doc = span.doc
    if len(span) != 1 or span.start == 0 or not looks_named(span[0].text):
        return False
    kind = doc[span.start - 1]  # not the end of a hyphened modifier ('multi-robot KiteSLAM': a method for many robots)
    return kind.is_lower and kind.lower_ in HARDWARE_NOUNS and kind.lower_ not in _MAYBE_SOFTWARE \
        and (kind.i == 0 or doc[kind.i - 1].text != "-")


def _run_on(span: Span) -> bool:
    """'experiments on a KiteArm K2', 'in real time on an Ropex board': a name written only after "on a/an" is one
    instance of a machine the work runs on, not a method ('based on a KiteNet' is). A lower-case head that is no
    machine noun says what kind of thing the name is ('relying on an IMU-based state observer': a method)."""
    head = span[-1]
    return any(looks_named(t.text) for t in span) and (not head.is_lower or head.lower_ in _machine_nouns()) \
        and only_after_an_article(doc_text(span.doc), span.text, ON_AN_BEFORE)


def _before_a_short_form(span: Span) -> bool:
    """'a visual odometry system (VOS)': the phrase defines a short form, which names it."""
    doc = span.doc
    return span.end + 1 < len(doc) and doc[span.end].text == "(" and looks_named(doc[span.end + 1].text)


def _machine_short_forms(doc: Doc) -> set[str]:
    """'autonomous underwater vehicles (AUVs)', 'a micro aerial vehicle (MAV)': the short form of a machine names
    that machine wherever it stands, singular or plural (the long form's head, not the short form, says so)."""
    shorts = set()
    for short, long in doc._.kg_abbrevs or []:
        if _machine(long):
            base = short.text[:-1] if short.text.endswith("s") else short.text
            shorts.update((base, base + "s"))
    return shorts


def _machine_task(span: Span) -> bool:
    """'for aerial robots' read as a Task: the machine a work is for; 'controlling aerial robots' and 'tracking of
    moving vehicles' are actions on a machine, so tasks."""
    return _machine(span) and not any(t.tag_ == "VBG" and t.dep_ not in ("amod", "compound") or t.pos_ == "ADP"
                                      for t in span)  # 'moving vehicles', 'walking robots' are still machines


def _adaptation_settings_split(cands: list) -> list:
    """'on KiteSet-to-RopeBank': a Title Case setting from one data set to another, whose halves are each written
    as data elsewhere (the gazetteer, another data reading in the abstract, 'the KiteSet dataset'), names the two
    data sets the work is evaluated on; one Dataset candidate becomes two."""
    data = [c[2] for c in cands if c[3] == "Dataset"]
    out = []
    for c in cands:
        halves = _data_halves(c[2], data) if c[3] == "Dataset" and c[0] < PRIORITY["proposal"] else None
        out.extend([(c[0], c[1], half, *c[3:]) for half in halves] if halves else [c])
    return out


def _data_halves(span: Span, data: list[Span]) -> list[Span] | None:
    """The two halves of an adaptation setting as spans, where each is data outside the span; otherwise None."""
    names = adaptation_halves(span.text)
    if names is None:
        return None
    elsewhere = {d.text for d in data if d.end <= span.start or d.start >= span.end}
    if not all(written_as_data(span.doc.text, name, elsewhere) for name in names):
        return None
    first = span.doc.char_span(span.start_char, span.start_char + len(names[0]))
    second = span.doc.char_span(span.end_char - len(names[1]), span.end_char)
    return [first, second] if first is not None and second is not None else None


def _language_pair(span: Span) -> bool:
    """'English-German': two languages the mined list calls kinds of data say which way some data goes; the
    data has a name of its own, read with the pair ('WMT14 English-German'); two-letter codes ('En-De') the same,
    and so a direction written with 'to' ('English-to-German')."""
    if re.fullmatch(r"[A-Z][a-z]-[A-Z][a-z]", span.text):
        return True
    text = re.sub(r"(?<=[a-z])-to-(?=[A-Z])", "-", span.text)
    parts = text.split("-")
    return len(parts) >= 2 and re.fullmatch(r"[A-Z][a-z]+(?:-[A-Z][a-z]+)+", text) is not None \
        and all(not_entities().get(p) == "data" for p in parts)


def _fold_words(words) -> list[str]:
    return [w.lower().rstrip("s") for w in words]


def _inside_a_name(span: Span, names) -> bool:
    """'our kite complexity prior', with 'Kite Complexity Priors' proposed: a measure-shaped phrase inside
    the proposal's name written out (the parser may cut the name after the measure noun) is part of it."""
    doc = span.doc
    for name in names:
        words = _fold_words(name.split())
        extra = len(words) - len(span)
        for start in range(max(0, span.start - extra), span.start + 1) if extra > 0 else ():
            if start + len(words) <= len(doc) and _fold_words(t.text for t in doc[start:start + len(words)]) == words:
                return True
    return False


def _named_problem(span: Span) -> Span | None:
    """A model Task span 'X problem / task' (however unsure the model is of its label): X, whose first word
    the model found where the parse does not ('query-by-example', 'cellular imaging analysis')."""
    if span.label_ != "Task" or len(span) < 2 or span[-1].lemma_.lower() not in ("problem", "task"):
        return None
    words = _strip_det(span)[:-1]
    if not len(words) or span.start < span.doc._.kg_title_end or not any(t.pos_ in ("NOUN", "PROPN") for t in words) \
            or words[-1].tag_ in ("JJ", "VBN", "VBD") or is_generic([t.text for t in words]):
        return None
    return words


def _classed_as_problem(span: Span) -> bool:
    """'the kite tying (KT) problem', 'the KT problem', 'rope inference tasks': a phrase that 'problem' or 'task' right
    after it (past a bracketed short form) classes as a problem is what is solved, a task, whatever its words say."""
    doc, k = span.doc, span.end
    if k < len(doc) and doc[k].text == ")" and span.start > 0 and doc[span.start - 1].text == "(":
        k += 1  # 'the kite tying (KT) problem': the short form inside the bracket
    elif k < len(doc) and doc[k].text == "(":
        close = next((t.i for t in doc[k + 1:min(k + 6, len(doc))] if t.text == ")"), None)
        k = close + 1 if close is not None else k  # 'kite tying (KT) problem': its long form before the bracket
    return k < len(doc) and doc[k].pos_ == "NOUN" and doc[k].lemma_.lower() in ("problem", "task") \
        and doc[k].sent.start == span.sent.start


def _object_of_study(span: Span) -> str | None:
    """'Markov decision processes (MDPs)', then 'MDPs': a defined pair that the venue abstracts write as what is
    solved, computed or estimated far more often than as a means (data/object_short_forms.json, mined) names a
    problem class or an object of study, no method used. The label it takes instead: Task where the long form's own
    head or the mined task slots call it one, else Concept. None where the span is neither form of such a pair."""
    text = span.text
    for short, long in span.doc._.kg_abbrevs or []:
        if text.removesuffix("s") != short.text.removesuffix("s") and object_pair_key(text, "") != object_pair_key(long.text, ""):
            continue
        if object_pair_key(long.text, short.text) in object_short_forms():
            return "Task" if long_form_kind(long.text) == "Task" or task_slotted(long.text.lower()) else "Concept"
    return None


def _not_a_used_method(span: Span) -> tuple[str, str] | None:
    """The label and role a used-method candidate takes instead, the first reading that applies: the field of the
    work ('a problem in rope learning'), a paradigm the sentence does not use as a tool, a phrase classed as a problem
    ('the kite tying (KT) problem') or a mined problem class or object of study ('solving kite tying problems (KTPs)')
    is a task or a concept; an application ('applications such as kite networks') is where methods apply."""
    if _field_of_work(span) or _paradigm_as_field(span) or _classed_as_problem(span):
        return "Task", "addresses"
    kind = _object_of_study(span)
    if kind:
        return kind, "addresses" if kind == "Task" else "uses"
    if _glued_measure_name(span):
        return "Metric", "measured_by"
    return ("Concept", "uses") if _listed_application(span) else None


def _glued_measure_name(span: Span) -> bool:
    """'rated by KiteScore and RopeBLEU': one word ending in a glued 'Score' or 'BLEU' names an evaluation measure
    built on another model or text unit, what outputs are scored by, not a method the paper runs."""
    return len(span) == 1 and GLUED_MEASURE.fullmatch(span.text) is not None


def _unsure_technique(span: Span) -> bool:
    """'estimated with rope gradient estimators' at low confidence: an unsure model term whose head noun names a
    kind of technique is still a method the paper uses (the head, not the model's score, says what it is)."""
    words = _strip_det(span)
    return span.label_ in ("Method", "OtherScientificTerm") and _technique_headed(words) \
        and words[-1].lemma_.lower() not in _DESIGN_HEADS


def _unsure_named_tool(span: Span) -> bool:
    """'imposes an L7 norm', 'computed by the discrete Kite transform' at low confidence: an unsure model term in the
    abstract holding a name (capitalised mid-sentence, an acronym) whose words the venues write as a tool (the mined
    tool_terms: the object of a verb of use in a fair share of the abstracts that write it) is a method; the name
    and the corpus say what the model's score does not. Not what the model calls a material (an input: 'consumes a
    KTX image'), digits alone ('3D box': no name), a machine ('the Kite robot'), a common plural ('Kite point clouds':
    what is worked from; the tagger often reads its head as a name), nor a word of a defined long form ('Rope
    Accumulation for Kite-modality (RAK)': the paper's name for its own)."""
    if span.label_ not in ("Method", "OtherScientificTerm", "Task") or span.start < span.doc._.kg_title_end:
        return False
    words = _strip_det(span)
    head = words[-1]
    plural = head.tag_ in ("NNS", "NNPS") or head.is_lower and head.lower_.endswith("s") \
        and not head.lower_.endswith(("ss", "is", "us", "as"))
    if head.lower_ in _machine_nouns() or plural and head.lemma_.lower() not in METHOD_NOUNS \
            or inside_range(words.start_char, words.end_char, [(lf.start_char, lf.end_char) for _, lf in span.doc._.kg_abbrevs or []]):
        return False
    return any(t.text[:1].isupper() and not t.is_sent_start or looks_named(t.text) for t in words) \
        and means_key(words.text) in tool_terms()


# heads that name a design's structure: an unsure term so headed is mostly the paper's own design or a part of a
# machine ('the principal architecture of our system', 'the drive mechanism'), not a technique taken over
_DESIGN_HEADS = frozenset("architecture mechanism module network".split())


def _unsure_task(span: Span) -> Span | None:
    """A model Task span below the confidence bar whose words the venues call a problem ('kite drift
    minimization' in the mined task terms): the model's label and the corpus agree, so it stays a Task."""
    words = _strip_det(span)
    return words if span.label_ == "Task" and (mined_task_term(words.text) or task_slotted(words.text)) else None


_FIELD_CONTAINERS = frozenset("setting settings system systems problem problems task tasks environment environments".split())


def _field_of_work(span: Span) -> bool:
    """'a problem in rope learning', 'popular in kite learning (KL)', 'in two lantern learning settings': a
    learning paradigm named as where the work lies is the field the paper addresses, a task."""
    if span[-1].lower_ != "learning" or len(span) < 2:
        return False
    tok = span[-1]
    tok = first_conjunct(tok)  # 'in kite learning and rope learning'
    if tok.dep_ == "compound" and tok.head.lower_ in _FIELD_CONTAINERS:
        tok = tok.head
    return tok.dep_ == "pobj" and tok.head.lower_ == "in"


_TOOL_PREPOSITIONS = frozenset("with by through using".split())
_TOOL_AFTER = frozenset("model models strategy strategies ones".split())


def _paradigm_as_field(span: Span) -> bool:
    """'semi-supervised kite learning has drawn attention': a learning paradigm that the venue abstracts name as
    a field more often than as a tool (mined) is where the work lies, unless this sentence uses it as one ('we
    apply ...', 'via ...', 'combined with ...', 'a ... model', 'existing ... ones') or the stop list holds it as
    too broad to be a task."""
    if not field_paradigm(span.text) or used_as_a_tool(span) or is_generic_term(span.text, "Task"):
        return False
    if span.root.dep_ == "pobj" and span.root.head.lower_ in _TOOL_PREPOSITIONS:
        return False
    return span.end >= len(span.doc) or span.doc[span.end].lower_ not in _TOOL_AFTER


_CLASS_NOUNS = frozenset("models methods algorithms approaches techniques systems frameworks".split())


def _field_in_opening(span: Span) -> Span | None:
    """'Recently, rope ranking methods have improved ...', 'Kite segmentation algorithms aim to ...': the
    abstract's first sentence opens on the field, and a plural class of methods named by a task ('<task>
    methods') there stands for the task, not for a tool the paper uses; the task words are the mention."""
    doc = span.doc
    start = doc._.kg_title_end
    if span.start < start or start >= len(doc) or span.sent.start != doc[start].sent.start:
        return None
    if len(span) < 2 or span[-1].lower_ not in _CLASS_NOUNS or span[-1].dep_ not in ("nsubj", "nsubjpass") \
            or span[-1].head.dep_ != "ROOT":
        return None  # the sentence's subject: what it is about
    words = span[:-1]
    while len(words) > 1 and (words[-1].is_punct or words[-1].text.isupper()):  # '<task> (ABC) methods'
        words = words[:-1]
    if words[-1].lower_ not in task_heads() or words[-1].pos_ not in ("NOUN", "PROPN") or words[-1].lower_ == "learning":
        return None  # 'rope learning algorithms': a paradigm's methods, which the gold splits between task and tool
    if span.end < len(doc) and doc[span.end].lower_ in ("for", "to") or any(t.is_quote for t in span):
        return None  # '<paradigm> methods for kite estimation': the task follows, the class is the tool
    return _without_whose_word(words)  # 'Current kite ranking methods ...': the task is kite ranking


def _first_listed(span: Span) -> Span | None:
    """'Kite Detection, Severity and Rope Prediction', 'hand-made, wind-driven ranking': a comma outside
    brackets in a task phrase joins list items or stacked modifiers, never one task's words. The first item
    is the task when it is a task phrase of its own (two words or more, a task head last); else nothing."""
    depth = 0
    for tok in span:
        depth += tok.text in "([" and 1 or tok.text in ")]" and -1 or 0
        if tok.text == "," and depth == 0:
            before = span.doc[span.start:tok.i]
            return before if len(before) >= 2 and task_headed(before[-1]) else None
    return span


_MODIFIER_ENDINGS = ("al", "ive", "ous", "ic")
_SHARED_KIND_HEADS = frozenset("method model network approach algorithm technique system solution framework architecture strategy scheme".split())


def _joined_phrases(span: Span) -> list[Span]:
    """'rope tree search and kite networks': a span whose one 'and' / 'or' follows a phrase of two words or more
    (or a training gerund) ending in a noun joins two phrases, each with its own head (the parse of such lists is
    unreliable, so the words decide). Not a single modifier word before the 'and' ('rope and kite networks',
    'Bayesian and frequentist methods', 'model-free and model-based agents'): those share the last phrase's head."""
    joins = [t for t in span if t.lower_ in ("and", "or")]
    if len(joins) != 1 or any(t.text in ",;:()[]/" for t in span):
        return [span]
    doc, cc = span.doc, joins[0]
    first, second = doc[span.start:cc.i], doc[cc.i + 1:span.end]
    if not first or not second or first[-1].pos_ not in ("NOUN", "PROPN") \
            or second[-1].pos_ not in ("NOUN", "PROPN") and second[-1].tag_ != "VBG":  # 'curriculum learning' tagged a verb
        return [span]
    if any(t.text == "-" and t.whitespace_ for t in first) or span.end < len(doc) and doc[span.end].text == "(" \
            or first[-1].lower_.endswith(_MODIFIER_ENDINGS):
        return [span]  # 'particle- or grid-based X' (the first word cut), 'Kite Search and Rope Tuning (KSRT)': one
        # name that the short form after it defines; 'Classical causal and ...': an adjective the tagger took for a noun
        # (the tagger often does: the word's ending says it)
    if second[-1].lemma_.lower() in _SHARED_KIND_HEADS and len(second) >= 2 and second[-2].pos_ in ("NOUN", "PROPN") \
            and not second[-2].lower_.endswith(_MODIFIER_ENDINGS):
        return [span]  # 'evidence retrieval and selection methods', 'teacher policy and value networks': the kind noun
        # after a noun modifier may be shared by both ('neural networks', an adjective's, names a family of its own)
    words = [t for t in first if t.pos_ != "DET" and t.text != "-" and (t.i == first.start or doc[t.i - 1].text != "-"
                                                                       or doc[t.i - 1].whitespace_)]
    # a training gerund is a whole method name alone ('pre-training and curriculum learning')
    return [first, second] if len(words) >= 2 or _training_gerund_alone(first) else [span]


def _training_gerund_alone(span: Span, reading=training_gerund) -> bool:
    """The (non-empty) span is a training procedure's gerund word and nothing more ('pre-training', not
    'pre-training data'), as `reading` (training_gerund, or applied_training_gerund: one acting on its own object)
    finds it at the span's last token."""
    gerund = reading(span[-1])
    return gerund is not None and gerund.start == span.start and gerund.end == span.end


def _glued_start(span: Span) -> Span:
    """'-stage kite ranking' cut out of 'two-stage kite ranking', '/B tests' out of 'A/B tests' (the parser splits
    hyphen and slash words): the phrase starts with the whole word."""
    doc, start = span.doc, span.start
    if start >= 2 and doc[start - 1].text in ("-", "–", "/") and not doc[start - 1].whitespace_ \
            and not doc[start - 2].whitespace_:
        start -= 1  # 'layer kite nets' cut out of 'two-layer kite nets' after the hyphen: the same
    while start >= 1 and doc[start].text in ("-", "–", "/") and not doc[start].whitespace_ and not doc[start - 1].whitespace_ \
            and (doc[start - 1].is_alpha or doc[start - 1].like_num) and start - 1 >= span.sent.start:
        start -= 1
        while start >= 2 and doc[start - 1].text in ("-", "–") and not doc[start - 1].whitespace_ and not doc[start - 2].whitespace_:
            start -= 2  # 'state-of-the-art'
    return doc[start:span.end] if start != span.start and doc[start].text not in ("-", "–", "/") else span


def _participle_compound(span: Span) -> Span:
    """'few-shot named entity recognition' cut to 'entity recognition': the parser reads the participle of a
    fixed compound as a verb; the phrase starts with the compound and the modifiers before it."""
    doc, start = span.doc, span.start
    if start < 1 or f"{doc[start - 1].lower_} {doc[start].lower_}" not in PARTICIPLE_COMPOUNDS:
        return span
    start -= 1
    while start > span.sent.start:
        prev = doc[start - 1]
        if prev.tag_ == "JJ" and prev.lower_ not in _QUANTIFIERS or not_entities().get(prev.text) == "data":
            start -= 1  # 'nested', 'Chinese' (a language, often tagged a proper noun)
        elif len(word := hyphen_span(prev)) > 1:
            start = word.start  # 'few-shot', 'cross-domain': the whole hyphen word
        else:
            break
    return doc[max(start, span.sent.start):span.end]


_QUANTIFIERS = frozenset("few many several various most some other such".split())


def _superlative_compound(span: Span) -> Span:
    """'squares regression' cut out of 'least squares regression': a superlative 'least' right before a noun is no
    grade (a grade goes before an adjective: 'least expensive') but the first word of a fixed compound that names
    the method ('least squares', 'least angle'), which the grade filters cut off; the phrase starts with it. Not the
    quantity 'at least', nor a lone noun ('squares' of 'weighted least squares problem': a longer reading names it)."""
    doc, start = span.doc, span.start
    if len(span) < 2 or start < 1 or doc[start - 1].lower_ != "least" or span[0].pos_ != "NOUN" or not span[0].is_lower \
            or start - 1 < span.sent.start or start >= 2 and doc[start - 2].lower_ == "at":
        return span
    return _narrowed(span, start - 1, span.end)


def _gerund_object(span: Span) -> Span:
    """'by sampling rope knots', 'training KiteRec is slow': a model Method span opened by a gerund
    with its object is an activity done to the object; the object is what names a method, the gerund does not."""
    first = span[0]
    if len(span) < 2 or first.tag_ != "VBG" or span.root.i != first.i or "-" in first.text \
            or first.dep_ not in _GERUND_CLAUSE_ROLES:
        return span
    obj = [c for c in first.children if c.dep_ == "dobj" and c.i == span.end - 1]
    if not obj or obj[0].left_edge.i != span.start + 1:
        return span
    return _narrowed(span, span.start + 1, span.end)


def _training_of_a_name(span: Span) -> Span:
    """'training KiteRec is slow', 'fine-tuning RopeBERT on ...' where the parser reads the gerund as a modifier of the
    name (a compound, so _gerund_object does not see it): training a named model is done to the model; the name is
    the method used, the gerund no part of it."""
    word = hyphen_span(span[0])
    rest = span.doc[word.end:span.end]
    if word.start != span.start or not len(rest) or generic_key(word.text) not in _training_words() \
            or word[-1].head.i not in range(rest.start, rest.end) or not all(looks_named(t.text) for t in rest):
        return span
    return _narrowed(span, rest.start, rest.end)


def _training_words() -> frozenset[str]:
    """The gerunds of training a model, folded: generic_terms.yaml's training_gerund, and 'training' itself."""
    return frozenset({"training", "retraining"}) | generic_terms().get("Training_gerund", frozenset())


# a gerund clause after a preposition ('by learning X') or as a subject ('Training X is slow'); elsewhere the parser
# often reads a compound as one ('we use learning rate schedules')
_GERUND_CLAUSE_ROLES = frozenset("pcomp csubj csubjpass".split())


def _anaphoric(span: Span) -> bool:
    """'such rope models', 'these kite samplers', 'such a kite sampler': a mention
    pointing back at things said before names no method of its own (a name said before keeps the node it had)."""
    doc = span.doc
    prev = doc[span.start - 1] if span.start > 0 else None
    if prev is not None and prev.lower_ in ("a", "an") and span.start > 1 and doc[span.start - 2].lower_ == "such":
        prev = doc[span.start - 2]  # 'such a kite sampler'
    if span[-1].lower_ in ("one", "ones") and not _has_name(span):
        return True  # 'the earlier kite-based ones': the pronoun stands for a noun said before
    after = doc[span.end] if span.end < len(doc) else None
    if len(span) > 1 and span[0].lower_ in _POINTING_BACK and span.start <= span[0].head.i < span.end \
            and not _has_name(span[1:]) and not (after is not None and after.lower_ == "as"):
        return True  # 'such kite models' with the pointing word inside the span: the same ('such models as X' points on)
    return prev is not None and prev.lower_ in _POINTING_BACK and prev.head.i >= span.start and not _has_name(span)


# words that open examples of a class just named ('kite models such as KiteNet', 'rope methods (e.g., RopeSearch)')
_EXAMPLE_MARKER = re.compile(r"\s*(?:,\s*|\(\s*)?(?:such\s+as|e\.\s?g\.?|for\s+(?:example|instance)|namely|including|like)\s*,?\s*(?:the\s+)?(\S+)")
# a list of names right after the class, two or more ('two kite models, KiteNet and RopeNet', 'models (KTX, RPQ)')
_NAME_LIST = re.compile(r"\s*[,:(]\s*(?:namely\s+)?(\S+?)(?:\s*\([^)]*\))?\s*(?:,|\band\b|\bor\b)\s*(?:and\s+|or\s+)?(\S+)")


def _network_of_things(span: Span) -> bool:
    """'sensor networks', 'the social network', 'real-world networks': 'network' after a word the venues write only of
    linked things (mined: no training, layer or weight words around it) names what is studied, not a learned model."""
    return len(span) > 1 and span[-1].lower_ in ("network", "networks") and span[-2].lower_ in domain_networks()


def _class_before_named_members(span: Span) -> bool:
    """'two kite models, KiteNet and RopeNet', 'rope methods such as KiteSearch', 'lantern models (e.g., Lamp)': an
    unnamed class written in lower case whose named members follow at once is the class the members belong to
    (the hypernym of a list of examples); the members are the methods used. Not a class with a short form of its
    own ('kite networks (KNs) such as X'), nor one whose members are plain words ('such as rope search')."""
    if span[-1].lemma_.lower() not in METHOD_NOUNS or not all(t.is_lower or t.is_punct or t.is_sent_start for t in span):
        return False
    if any(long.start == span.start and long.end == span.end for _, long in span.doc._.kg_abbrevs or []):
        return False
    words = span.text.split()  # 'large language models such as X': a family the venues use as a tool is one itself
    if any(means_key(" ".join(words[k:])) in tool_terms() for k in range(len(words) - 1)) or _family_titles_use(span):
        return False
    after = doc_text(span.doc)[span.end_char:span.sent.end_char]
    example = _EXAMPLE_MARKER.match(after)
    if example is not None:
        return _member_name(example.group(1), capitalised=True)
    listed = _NAME_LIST.match(after)
    return listed is not None and _member_name(listed.group(1)) and _member_name(listed.group(2))


def _family_titles_use(span: Span) -> bool:
    """'pre-trained language models such as X', 'transformer models (e.g., X)': a family named by a noun compound
    ('language models', not 'neural models') that venue titles name as their means ('... with Language Models') is a
    kind of model a paper works with, which the members only exemplify. Not a class named after a task
    ('classification models such as X', 'registration methods'), though titles name some as their means too."""
    if len(span) < 2 or span[-2].lower_ in task_heads():
        return False
    return any(tok.pos_ in ("NOUN", "PROPN") and means_key(span[k:].text) in shared_means()
               for k, tok in enumerate(span[:-1]))


def _member_name(word: str, capitalised: bool = False) -> bool:
    """A listed member written as a name; after 'such as' or 'e.g.' a capitalised word is one too ('Adam')."""
    word = word.strip(".,;:()[]{}'\"“”’")
    return looks_named(word) or capitalised and word[:1].isupper() and word[1:2].islower()


# determiners that point back at things said before; not "its / their", which name a part ("its rope encoder"),
# nor "that", which the parser takes for one in "shows that rope models ...", nor "this", which on the held-out
# half took a used method's node (round 18)
_POINTING_BACK = frozenset("such these those".split())


_ACTION_SUFFIXES = ("tion", "sion", "ment", "ing", "sis")


# nouns of an action or a property ('stiffness', 'turbulence', 'stability'): a title topic is one of these, where
# a thing named in the title ('rope sensor', 'kite tail', 'string knots') is what the work is done on or with
_TOPIC_SUFFIXES = _ACTION_SUFFIXES + ("ity", "ness", "ance", "ence", "cy")
# words that make a title phrase after them a means or a source, not a topic ('... using X', 'from X')
_TITLE_MEANS = frozenset("using via onto as from through by".split())


def _title_topic(span: Span) -> bool:
    """The words of a model Concept span are written in the title, not as a means ('via X', 'using X',
    'X-based'), a bracketed aside or a generic word: the guidelines count topics named in the title as
    tasks, and the trained model types many such topics ('rope elasticity') as other-scientific terms."""
    doc = span.doc
    title = [t for t in doc[:doc._.kg_title_end] if not t.is_punct or t.text in "()"]
    words = [t.lower_ for t in span if not t.is_punct]
    if not words or span.root.lower_ in GENERIC_WORDS or not span.root.lemma_.lower().endswith(_TOPIC_SUFFIXES):
        return False
    low = [t.lower_ for t in title]
    n = len(words)
    for i in range(len(low) - n + 1):
        if low[i:i + n] != words:
            continue
        j = i - 1
        while j >= 0 and title[j].pos_ in ("DET", "ADJ", "NUM", "PROPN"):  # Title Case tags modifiers PROPN
            j -= 1
        after = low[i + n] if i + n < len(low) else ""
        # 'X for Kite Detection': a task named after "for" makes X the means
        means_for = after == "for" and any(w in TASK_HEADS for w in low[i + n + 1:])
        if (j < 0 or low[j] not in _TITLE_MEANS and low[j] != "(") and after != "based" and not means_for:
            return True
    return False


def _title_means_for(span: Span) -> bool:
    """'Rope Diffusion for Kite Generation': the title's opening noun phrase, right before "for" and a named task,
    is the means that serves it (not an activity in -ing: 'Detecting X for Y' may well be the task)."""
    doc = span.doc
    if span.end >= doc._.kg_title_end or doc[span.end].lower_ != "for" or span[0].tag_ == "VBG" \
            or span[0].is_title and span[0].lower_.endswith("ing"):  # Title Case tags "Detecting" a proper noun
        return False
    if span.start > 0 and doc[span.start - 1].text != ":":
        return False
    return any(t.lower_ in TASK_HEADS for t in doc[span.end + 1:doc._.kg_title_end])


def _title_means_via(span: Span) -> bool:
    """'Kite Tracking via Rope Learning', '... using Lantern Learning': a learning paradigm that the title says
    the work goes via or uses is its means, not its task (other heads after 'via' are as often the paper's
    own method or a task; an activity in -ing, 'via Improving X', names what is done)."""
    doc = span.doc
    if span.end > doc._.kg_title_end or span.start == 0 or doc[span.start - 1].lower_ not in ("via", "using", "through"):
        return False
    return span[-1].lower_ == "learning" and len(span) > 1 \
        and not (span[0].tag_ == "VBG" or span[0].is_title and span[0].lower_.endswith("ing"))


def _through_means(span: Span) -> bool:
    """'Through a manual kite inspection, we show ...', 'avoids it by ranking rope knots': what 'through'
    or 'by' introduces in the abstract is the means of the sentence's work, not a task; not the agent of a
    passive ('kite flights driven by rope tension')."""
    if span.start < span.doc._.kg_title_end:
        return False
    for tok in (span.root, span[0]):
        prep = tok.head
        if tok.dep_ in ("pobj", "pcomp") and prep.i < span.start \
                and (prep.lower_ == "through" or prep.lower_ == "by" and prep.head.tag_ != "VBN"):
            return True
    return False


# a long form goes on after its first part with a preposition ('... from feedback') or a second conjunct ('... and mapping')
_NAME_GOES_ON = ("ADP", "CCONJ")


def _head_of_a_longer_name(span: Span) -> bool:
    """'kite learning' of 'kite learning from rope feedback (KLRF)', 'simultaneous kiting' of 'simultaneous kiting
    and mapping (SKAM)': the span opens a defined long form that goes on with a preposition or a conjunction after
    it, and the abstract writes it nowhere else. The short form names the whole, a thing of its own (a method, a
    setting, one problem); its first part alone, cut from what the preposition or the second conjunct adds, is no
    task the paper addresses."""
    doc = span.doc
    for _, long in doc._.kg_abbrevs or []:
        if long.start == span.start and span.end < long.end and doc[span.end].pos_ in _NAME_GOES_ON:
            return _written_only_inside(span, long)
    return False


def _written_only_inside(span: Span, long: Span) -> bool:
    """The span's words stand nowhere in the text but inside that long form (and its repeats)."""
    text, words = doc_text(span.doc), re.escape(span.text)
    alone = re.finditer(rf"(?<![\w-]){words}(?![\w-])", text, re.I)
    return all(text[m.start():m.start() + len(long.text)].lower() == long.text.lower() for m in alone)


def _action_on_object(span: Span) -> bool:
    """'the rope interpretation of kite methods', 'fair decision-making in lantern systems': a model Method
    span whose action noun (-tion, -ment, -ing, -sis) runs on past a preposition to its object describes
    what is done to something, not a method's name ('mixture of kites', 'method of ropes' keep theirs)."""
    for t in span[1:-1]:
        if t.dep_ != "prep" or not span.start <= t.head.i < t.i or not any(c.dep_ == "pobj" and c.i < span.end for c in t.children):
            continue
        if t.nbor(-1).text == "-" or t.nbor(1).text == "-":  # 'state-of-the-art', 'out-of-the-box'
            continue
        if t.head.pos_ == "NOUN" and t.head.lower_.endswith(_ACTION_SUFFIXES):
            return True
    return False


def _data_before_task(cands: list) -> list:
    """'In the ModelNet40 classification task': a dataset name opening a Task span below the proposals is
    what the task is run on; the task keeps the words after it ('classification task') and the name stays a
    Dataset instead of losing the overlap to the longer span."""
    starts = {(c[2].start, c[2].end) for c in cands if c[3] == "Dataset"}
    out = []
    for c in cands:
        prio, conf, span, label, role, extractor = c
        if label == "Task" and prio < PRIORITY["proposal"]:
            rest, cut = span, True
            while cut:  # 'Pascal VOC and COCO detection': every leading name and the 'and' between them
                end = max((e for s, e in starts if s == rest.start and e < rest.end), default=None)
                cut = end is not None
                if cut:
                    rest = rest.doc[end:rest.end]
                    while len(rest) > 1 and (rest[0].pos_ == "CCONJ" or rest[0].is_punct):
                        rest = rest[1:]
            if rest is not span:
                if rest[-1].lower_ in DATASET_HEADS:
                    continue  # 'KITTI tracking dataset' names data, no task
                if len(rest) > 1 and rest[-1].lower_ in _PLACEHOLDER_TASK_HEADS:
                    rest = rest[:-1]  # 'the ModelNet40 classification task' -> 'classification'
                c = (prio, conf, rest, label, role, extractor)
        out.append(c)
    return out


_LIST_JOINERS = frozenset(", and or & both either".split())
# words a list of methods is the object of: what the work is run with, built on or compared to ('between X, Y and
# Z' lists places, a list opening a clause is its subject: both name things of any kind)
_LIST_OBJECT_CUES = frozenset("with using via on to than against over including like as e.g. e.g".split())


# how far back from a list's opening comma or colon a plural method noun may stand ('three online kite
# algorithms for rope bandits: A, B and C'): the noun phrase the list spells out, with its modifiers
_ENUMERATED_NOUN_REACH = 8


def _enumerates_methods(span: Span) -> bool:
    """'three canonical kite algorithms: KTX, RPQ, and ROPE', 'classic algorithms for rope bandits, KTX, RPQ and
    ROPE': a list after a colon or comma that spells out a plural method noun shortly before it names those methods
    one by one, as a list after 'with' or 'against' does; a list after a comma with no such noun may open a clause
    ('In experiments, KiteSet, RopeSet and ... show'), whose names are of any kind."""
    doc = span.doc
    if doc[span.start - 1].text not in (",", ":"):
        return False
    before = doc[max(span.sent.start, span.start - 1 - _ENUMERATED_NOUN_REACH):span.start - 1]
    return any(t.tag_ == "NNS" and t.lemma_.lower() in METHOD_NOUNS for t in before)


def _listed_names_win(cands: list) -> list:
    """'Experiments with KiteLM, RopeNet, and Lantern-7B', 'compared to KTX, RPQ and KiteNet': a trained-model span
    that only lists names, each of which a rule reads as a method, and that a work or comparison word governs, is
    several methods, not one thing of whatever label; the span goes so that each name wins on its own."""
    names = sorted({(c[2].start, c[2].end) for c in cands if c[3] == "Method" and c[5] == "kg_entity_rules"
                    and c[0] in (PRIORITY["rule-strong"], PRIORITY["rule-weak"])})
    if len(names) < 2:
        return cands

    def only_names(span: Span) -> bool:
        doc = span.doc
        inside = [n for n in names if span.start <= n[0] and n[1] <= span.end]
        if len(inside) < 2 or span.start == 0 or not (doc[span.start - 1].lower_ in _LIST_OBJECT_CUES
                                                      or _enumerates_methods(span)):
            return False
        gaps = [range(a[1], b[0]) for a, b in zip(inside, inside[1:])]
        outside = [range(span.start, inside[0][0]), *gaps, range(inside[-1][1], span.end)]
        return all(len(g) > 0 for g in gaps) and all(doc[i].lower_ in _LIST_JOINERS for g in outside for i in g)
        # names side by side ('KiteNet ONS') are one longer name, and overlapping rule spans no list

    return [c for c in cands if not (c[0] == PRIORITY["model"] and only_names(c[2]))]


# method nouns a task's short form can qualify ('QA models'); not data heads ('the QA dataset')
_QUALIFIED_NOUNS = frozenset("model method approach algorithm technique network estimator architecture system agent "
                              "classifier detector encoder framework pipeline".split())


def _task_short_form_as_kind(cands: list) -> list:
    """'supervised QA models', 'the deployed deep KSD model': a task's short form that modifies a method noun
    in the model's Method span says which kind of method; the whole phrase is the method used, so the
    model's span outranks the short form's Task span inside it (other mentions keep the task). Not where the
    span holds a definition, 'kite answering (KA) models': there the short form is defined, as the task."""
    shorts = [c[2] for c in cands if c[3] == "Task" and c[0] == PRIORITY["rule-strong"] and len(c[2]) == 1
              and re.fullmatch(r"[A-Z]{2,}s?", c[2].text)]

    def names_a_kind(span: Span) -> bool:
        return span[-1].lemma_.lower() in _QUALIFIED_NOUNS and not any(t.text in "()" for t in span) \
            and any(span.start <= s.start and s.end < span.end and _qualified(span.doc[span.start:s.start]) for s in shorts)

    return [(PRIORITY["rule-strong"], *c[1:]) if c[0] == PRIORITY["model"] and c[3] == "Method" and names_a_kind(c[2]) else c
            for c in cands]


def _qualified(words: Span) -> bool:
    """A word before the short form says which kind ('supervised', 'model-based'); determiners and generic
    words ('existing', 'previous') say none, and 'the KA models' is the task's methods in general."""
    return any(t.pos_ in ("ADJ", "NOUN", "PROPN", "VERB") and t.tag_ not in ("JJR", "JJS") and not is_generic([t.text])
               for t in words)


def _one_label_per_name(chosen: list[tuple[int, Span]]) -> list[Span]:
    """One sense per discourse: a name keeps the label of its mention from the most reliable source
    (as for overlaps), the most confident among those."""
    best: dict[str, tuple[int, float, str, str]] = {}
    for prio, s in chosen:
        rank, key = (prio, s._.confidence), s.text.lower()  # the title's 'Kite Ranking' is the abstract's 'kite ranking'
        if s.label_ != "Generic" and (key not in best or rank > best[key][:2]):
            best[key] = (prio, s._.confidence, s.label_, s._.role)
    for key, entry in list(best.items()):  # 'Kite-Rope 100K' a dataset: a bare 'Kite-Rope' elsewhere names it too
        name, _, size = key.rpartition(" ")
        if entry[2] == "Dataset" and name and re.fullmatch(r"\d+(?:\.\d+)?[km]", size) and best.get(name, entry)[0] <= entry[0]:
            best[name] = entry
    out = []
    for _, s in chosen:
        _, _, label, role = best.get(s.text.lower(), (0, 0.0, s.label_, s._.role))
        if label != s.label_ and s.label_ != "Generic":
            new = Span(s.doc, s.start, s.end, label=label)
            new._.confidence, new._.role, new._.extractor = s._.confidence, role, s._.extractor
            s = new
        out.append(s)
    return out


# filter groups that can be switched off (config "disable") to measure what each contributes
MERGE_GROUPS = ("stop_lists", "boilerplate", "title_filter", "own_descriptions")


@Language.factory("kg_entities", default_config={"min_model_confidence": 0.35, "disable": []},
                  requires=["doc.spans", "doc._.proposed", "doc._.kg_abbrevs", "token.tag"], assigns=["doc.spans"])
def make_entities(nlp: Language, name: str, min_model_confidence: float, disable: list[str]):
    return EntityMerger(name, min_model_confidence, disable)


def _purpose_start(span: Span) -> int:
    """Where a proposal named by its purpose ('approach for kite ranking') stops holding its words: the
    purpose stays free for the task it states."""
    at = next((t.i for t in span[1:4] if t.lower_ == "for"), None)  # 'approach for', 'less sparse method for'
    return at + 1 if at is not None and at + 1 < span.end else span.end


def _named_by_its_task(span: Span) -> Span | None:
    """'Swift Layered Kite Ranking', 'a tidal rope tracking': a proposal named by what it does (a task noun
    heads it) addresses that task; the task is the name less the adjectives that say how well or in which way
    the proposal does it ('Kite Ranking'). None where nothing is left to strip (the name would be the task's too)."""
    head = span[-1]
    if head.lower_ not in task_heads() or head.lower_ == "learning" or head.pos_ not in ("NOUN", "PROPN") \
            or _purpose_start(span) != span.end or any(t.pos_ == "ADP" for t in span):
        return None  # '<X> Learning' names a paradigm's method as often as a task (the gold splits them); a
        # preposition inside ('X representation for classification') says the head is not what it is for
    start = span.start
    while start < span.end - 1 and _qualifier(span.doc[start]) and span.doc[start + 1].text != "-":
        start += 1
    if span.doc[start].pos_ in ("CCONJ", "PUNCT"):
        return None  # 'Swift and Tidal X': stripped adjectives were joined, the rest is no phrase
    if DESCRIPTIVE_COMPOUND.search(hyphen_span(span.doc[start]).text):
        return None  # 'sensitive attribute-based X': the adjective qualified the hyphen word's first part (the
        # tags of a hyphen word in Title Case say nothing, so its last part decides)
    return span.doc[start:span.end] if span.start < start <= span.end - 2 else None


def _technique_it_builds_on(span: Span) -> Span | None:
    """'a kite smoothing approach', 'our rope-guided tethering framework': a proposal named by a technique and a
    method noun is built with that technique, which the work uses; the technique is the longest run of two or three
    words before the noun that the venues write as a means far more than as a task (mined `means_slots`), so a
    problem before the noun ('a kite tracking framework', `_named_by_its_task`'s reading) gives nothing."""
    head = span[-1]
    if len(span) < 3 or head.lower_ not in _METHOD_NOUNS and head.lemma_.lower() not in _METHOD_NOUNS:
        return None
    end = head.i - (head.i - 1 > span.start and span.doc[head.i - 1].lower_ == "based")  # 'a kite smoothing-based method'
    end -= end - 1 > span.start and span.doc[end - 1].text == "-"
    for start in range(span.start, end - 1):
        if span.doc[start].text == "-" or start > span.start and span.doc[start - 1].text == "-":
            continue  # never half of a hyphen word
        part = span.doc[start:end]
        if any(t.pos_ in ("ADP", "PUNCT", "CCONJ") and t.text != "-" for t in part):
            continue
        # not a generic family (the stop list's), nor a method noun said twice ('a kite network model': no technique)
        if means_slotted(part.text) and not is_generic_term(part.text, "Method") and part[-1].lower_ not in _METHOD_NOUNS:
            return part
    return None


_ADJECTIVE_ENDINGS = ("al", "ive", "ent", "ant", "ous", "ic", "ed", "ful", "less", "able", "ible", "ary")


def _qualifier(tok) -> bool:
    """An adjective or participle; in Title Case the tagger reads most words as names, so there the word's
    ending says it ('Layered', 'Tidal', 'Woven')."""
    return tok.tag_ in ("JJ", "VBN", "JJS", "JJR") or tok.is_title and tok.lower_.endswith(_ADJECTIVE_ENDINGS) \
        and tok.lower_ not in task_heads()


class EntityMerger:
    def __init__(self, name: str, min_model_confidence: float, disable: list[str] = ()):
        self.name = name
        self.min_model_confidence = min_model_confidence
        self.on = {g: g not in disable for g in MERGE_GROUPS}
        self._not_systems = frozenset(not_entities())  # fields, software, organisations: never a system's name

    @reads_cached
    def __call__(self, doc: Doc) -> Doc:
        cands: list[tuple[int, float, Span, str, str, str]] = []  # priority, conf, span, label, role, extractor
        proposed = doc._.proposed or []
        names = {}
        data_named = set()  # names a data noun in their proposal gives ('a new corpus KiteSet')
        measure_named_here = {}  # names a measure noun in their proposal gives ('a new metric KiteScore')
        for p in proposed:
            measured = _name_after_measure_noun(p)
            if measured is not None:
                measure_named_here[measured.text] = ("Metric", p._.confidence)
                continue
            named = _name_after_data_noun(p)
            if named is not None:
                data_named.add(named.text)
                names[named.text] = ("Dataset", p._.confidence)
                continue
            names[p.text] = ("Task" if self.on["stop_lists"] and _named_as_a_task(p) else _proposal_label(p), p._.confidence)
            if p._.long_form is not None:  # "Lantern-Critic (LC)": both forms name the proposal
                names.setdefault(p._.long_form.text, names[p.text])
        names.update(measure_named_here)  # over the same name proposed elsewhere with no measure noun
        if names:
            rx = re.compile(r"(?<![\w-])(%s)(?![\w-])" % "|".join(re.escape(n) for n in sorted(names, key=len, reverse=True)))
            # a proposal whose data noun gives the name is kept under that name only ('new corpora KiteSet')
            for name in (_data_proposals(doc, proposed, rx) | data_named) & names.keys():
                names[name] = ("Dataset", names[name][1])
            seen: set[str] = set()
            for m in rx.finditer(doc_text(doc)):
                span = doc.char_span(m.start(), m.end())
                if span is not None:
                    label, conf = names[m.group(1)]
                    # a benchmark the paper builds is also what it evaluates on where a sentence says so
                    # (a named one: unnamed data is no dataset of the guidelines, see kg/graph/assemble.py)
                    role = "evaluated_on" if label == "Dataset" and m.group(1) in seen and EVAL_CUES.search(span.sent.text) \
                        and written_as_name(m.group(1)) else "addresses" if label == "Task" else "proposes"
                    seen.add(m.group(1))
                    cands.append((PRIORITY["proposal"], conf, span, label, role, "kg_proposals"))
        cands += [(PRIORITY["rule-strong"], 0.6, s, "Method", "uses", "kg_entity_rules") for s in _built_on_names(doc, names)]
        for span, conf, extractor in rule_confidences(doc):
            strong = span.label_ in ("Dataset", "Metric") or conf >= 0.6
            cands.append((PRIORITY["rule-strong" if strong else "rule-weak"], conf, span, span.label_,
                          ROLE_BY_LABEL.get(span.label_, "uses"), extractor))
        if "scierc" in doc.spans:
            for span in doc.spans["scierc"]:
                named_tool = False
                if span._.confidence < self.min_model_confidence:
                    weak = _named_problem(span)
                    if weak is not None:  # 'this query-by-example problem': the problem noun says it is a task
                        cands.append((PRIORITY["rule-strong"], 0.6, weak, "Task", "addresses", "kg_entity_rules"))
                    elif self.on["stop_lists"] and _unsure_task(span) is not None:
                        cands.append((PRIORITY["model"], span._.confidence, _unsure_task(span), "Task", "addresses",
                                      ENTITY_MODEL))
                    named_tool = _unsure_named_tool(span)
                    if not _unsure_technique(span) and not named_tool:
                        continue
                label = SCIERC_TO_SCHEMA.get(span.label_)
                span = _strip_det(span)
                if named_tool:
                    label = "Method"  # whatever the model's unsure label: a named tool term (_unsure_named_tool)
                if label == "Generic":
                    if _SELF_REFERENCE.match(span.text) and len(names) == 1:
                        cands.append((PRIORITY["model"], span._.confidence, span, "Generic", "proposes", ENTITY_MODEL))
                    continue
                if label == "Material":
                    label = _material_label(span)
                if label in ("Concept", "Material") and self.on["stop_lists"] \
                        and _training_gerund_alone(span, applied_training_gerund):
                    label = "Method"  # 'finetuning a rope classifier improves ...': the training procedure applied
                if label == "Concept" and (_technique_headed(span) or _means_term(span) or _family_headed(span)
                                           or self.on["stop_lists"] and example_of_methods(span)):
                    label = "Method"  # 'models such as kite trees': an example of methods is one
                if label == "Concept" and self.on["stop_lists"] and used_by_the_work(span):
                    label = "Method"  # 'our approach utilizes kite bounds': a term the paper's own work uses
                if label == "Concept" and self.on["stop_lists"] and named_means(span) is not None:
                    label = "Method"  # 'using a generalized Kite distribution': a named term in a slot of use
                if label == "Concept" and self.on["stop_lists"] and (mined_task_term(span.text) or task_slotted(span.text)):
                    label = "Task"  # 'kite drift': a topic the venues call a problem is what the paper addresses
                if label == "Concept" and self.on["stop_lists"] and _title_topic(span) and not used_as_a_tool(span):
                    label = "Task"  # a topic the title names is what the paper addresses
                if label == "Task" and (used_as_a_tool(span) or self.on["stop_lists"] and _title_means_for(span)):
                    label = "Method"
                if label == "Task" and self.on["stop_lists"] and inside_own_proposal(span):
                    continue  # a part of the proposed method's description, not the task it addresses
                if label is None or label == "Method" and self.on["stop_lists"] and _action_on_object(span):
                    continue
                if label == "Method" and self.on["stop_lists"]:
                    span = _training_of_a_name(_gerund_object(span))
                if label == "Task" and span.start < doc._.kg_title_end and self.on["title_filter"]:
                    span = clean_title_task(span)  # the title's wording ('Rethinking X', 'Complexity of Y') is no task
                    if span is None:
                        continue
                cands.append((PRIORITY["model"], span._.confidence, span, label, ROLE_BY_LABEL[label], ENTITY_MODEL))
        not_systems = self._not_systems | {sf.text for sf, lf in doc._.kg_abbrevs or [] if long_form_kind(lf.text) == "Task"}
        for trim, labels in _span_trims(not_systems):  # in order: each narrows what the one before it left
            cands = [(c[0], c[1], trim(c[2]), *c[3:]) if c[3] in labels and c[0] < PRIORITY["proposal"] and c[2] is not None
                     else c for c in cands]
        if self.on["stop_lists"]:  # 'an inaccurate kite detector': how good the used method is, not its name
            cands = [(c[0], c[1], _without_quality_word(c[2]), *c[3:]) if c[3] == "Method" and c[0] < PRIORITY["proposal"]
                     and c[2] is not None else c for c in cands]
        if self.on["stop_lists"]:  # 'via rope search and kite networks': two methods, each its own phrase
            cands = [(c[0], c[1], part, *c[3:]) for c in cands
                     for part in (_joined_phrases(c[2]) if c[3] == "Method" and c[0] < PRIORITY["proposal"] else [c[2]])]
        cands = [c for c in cands if c[2] is not None]
        if self.on["stop_lists"]:  # 'we test whether KiteNLI, a clinician-annotated dataset of ..., holds ...'
            cands = [(c[0], c[1], c[2], "Dataset", "evaluated_on", c[5]) if c[3] in _APPOSED_RETYPED
                     and c[0] < PRIORITY["proposal"] and _named_data_apposed(c[2]) else c for c in cands]
        if self.on["stop_lists"]:  # '<task> methods have improved ...' opening the abstract: the field, a task
            cands = [(c[0], c[1], _field_in_opening(c[2]), "Task", "addresses", c[5]) if c[3] == "Method"
                     and c[0] < PRIORITY["proposal"] and _field_in_opening(c[2]) is not None else c for c in cands]
        if self.on["stop_lists"]:  # the field, a paradigm, a problem, an application: no method the paper uses
            cands = [(c[0], c[1], c[2], *retyped, c[5]) if retyped else c for c in cands
                     for retyped in [_not_a_used_method(c[2]) if c[3] == "Method" and c[0] < PRIORITY["proposal"] else None]]
        if self.on["stop_lists"]:  # 'we use rope learning': a rule's task that the sentence uses as a tool
            cands = [(c[0], c[1], c[2], "Method", "uses", c[5]) if c[3] == "Task" and c[0] < PRIORITY["proposal"]
                     and c[5] == "kg_entity_rules" and (used_as_a_tool(c[2]) or _title_means_via(c[2])) else c for c in cands]
            # 'our method combines kite estimation with X': any task reading that the work joins in as a part. The
            # reading is this paper's: the build's vote counts it little (0.1, as _technique_it_builds_on's), so it
            # does not carry to other papers that address the words as a task; resolve's uses-apart step keeps it
            cands = [(c[0], min(c[1], 0.1), c[2], "Method", "uses", c[5]) if c[3] == "Task" and c[0] < PRIORITY["proposal"]
                     and joined_into_the_work(c[2]) else c for c in cands]
        cands = [c for c in cands if not (c[3] == "Task" and c[0] < PRIORITY["proposal"] and _through_means(c[2]))]  # a means
        if self.on["stop_lists"]:  # 'kite learning' of 'kite learning from rope feedback (KLRF)': the name's head alone
            cands = [c for c in cands if not (c[3] == "Task" and c[0] < PRIORITY["proposal"] and _head_of_a_longer_name(c[2]))]
        said_methods = methods_by_definition(doc)
        cands = [c for c in cands if not (c[3] == "Task" and c[0] < PRIORITY["proposal"] and c[2].text.lower() in said_methods)]
        if self.on["boilerplate"]:  # copyright and code-release lines name nothing
            boilerplate = {s.start for s in doc.sents if boilerplate_line(s.text)}
            if boilerplate:  # most abstracts have no such line: no candidate's sentence need be found then
                cands = [c for c in cands if c[2].sent.start not in boilerplate]
        # Title Case hides which words are names: in the title the name-shape rules and the model's
        # non-task spans are not trusted; the title rules, gazetteers, proposals and model tasks are
        title_end = doc._.kg_title_end
        cands = [c for c in cands if c[2].start >= title_end or c[0] >= PRIORITY["rule-strong"]
                 or c[0] == PRIORITY["model"] and c[3] == "Task" or not self.on["title_filter"]]
        own_kinds = _own_kinds(proposed)
        cands = [c for c in cands if not (c[3] == "Method" and c[0] < PRIORITY["proposal"] and _holds_own_kind(c[2], own_kinds))]
        # 'KiteNet---a grid-based kite model', 'Rope -- powered by kites': a dash opens an aside, so a name ends before it
        cands = [(c[0], c[1], _with_its_star(s), *c[3:]) for c in cands for s in [_before_a_dash(c[2])] if s is not None]
        # a span's opening tokens that no name opens with: a conjunction of a cut coordination ('and safe kite
        # navigation'), a formula's piece ('+ epsilon'), a participle that lost its object ('based kite control'), an
        # aside's abbreviation ('a.k.a. kite loss'); each trim gives the name after them, or None
        for trim in (_after_leading_conjunction, _without_formula_leftover, _without_leading_based, _after_aside_abbreviation):
            cands = _respanned(cands, trim)
        # '’s reasoning' of 'the kite model’s reasoning ability': a property of an owner the span lost
        cands = [c for c in cands if not _opens_with_possessive(c[2])]
        # 'enhancing kite tracking': the object of an improving verb is the task
        cands = _respanned(cands, _acted_on, lambda c: c[3] == "Task" and c[0] < PRIORITY["proposal"])
        cands = _data_before_task(cands)
        cands = _task_short_form_as_kind(cands)
        cands = _listed_names_win(cands)
        cands = _adaptation_settings_split(cands)
        # 'in terms of NDCG@10', 'HitRatio@1 of 0.6': a measure at a cutoff is a metric whichever source typed it
        cands = [(p, c, s, "Metric", "measured_by", e) if l != "Metric" and p < PRIORITY["proposal"] and AT_K.fullmatch(s.text)
                 else (p, c, s, l, r, e) for p, c, s, l, r, e in cands]
        # 'results in a bandwidth loss', 'suffers no X loss': a loss a method incurs is a quantity it is judged by
        cands = [(p, c, s, "Metric", "measured_by", e) if l == "Method" and p < PRIORITY["proposal"] and _incurred_loss(s)
                 else (p, c, s, l, r, e) for p, c, s, l, r, e in cands]
        machine_shorts = _machine_short_forms(doc)
        self_named, in_brackets = _named_by_the_paper(doc, cands) if self.on["own_descriptions"] else (set(), set())
        own_parts = _own_parts_named_again(cands, set(names)) if self.on["own_descriptions"] else set()
        chosen: list[tuple[int, Span]] = []
        taken = set()
        classes: list[tuple[int, int]] = []  # unnamed classes before their named members
        for prio, conf, span, label, role, extractor in sorted(cands, key=lambda c: (-c[0], -(c[2].end - c[2].start), c[2].start)):
            if any(i in taken for i in range(span.start, span.end)):
                continue
            if label == "Method" and prio < PRIORITY["proposal"] and self.on["stop_lists"] and _generic_family(span):
                taken.update(range(span.start, span.end))  # not 'often opaque AI methods' around 'AI methods' either
                continue
            if label == "Dataset" and prio < PRIORITY["proposal"] and self.on["stop_lists"] and _language_pair(span):
                taken.update(range(span.start, span.end))  # nor a longer span around it ('English-German and ... show')
                continue
            if label in ("Task", "Method") and prio < PRIORITY["proposal"] and self.on["stop_lists"] \
                    and _study_of_the_paper(span):
                taken.update(range(span.start, span.end))  # nor a weaker span around it ('... understanding of X')
                continue
            if label == "Task" and prio < PRIORITY["proposal"] and self.on["stop_lists"] and _field_short_form(span):
                taken.update(range(span.start, span.end))  # nor a span around it ('ML models', '... of ML components')
                continue
            if label == "Metric" and prio < PRIORITY["proposal"] and self.on["stop_lists"] and _names_a_loss(span):
                taken.update(range(span.start, span.end))  # 'the X loss', 'X Loss (XL)': a training objective's name,
                continue  # not a measure reported; nor a method of the model's around it (it may be the paper's own)
            if _not_an_entity(span, label, prio, self.on["stop_lists"]):
                continue
            if label == "Method" and prio < PRIORITY["proposal"] and self.on["own_descriptions"] \
                    and (_own_description(span, set(names)) or _predicate_noun(span) or _made_by_the_work(span)):
                continue  # the paper's own work described, a predicate noun, or what the work puts out: no method used
            if label == "Method" and prio < PRIORITY["proposal"] and self.on["own_descriptions"] \
                    and _own_name_with_another_head(span, names):
                continue
            if label == "Method" and prio < PRIORITY["proposal"] and span.text.lower() in own_parts and _definite(span):
                taken.update(range(span.start, span.end))  # nor a piece of it ('network' of 'the rope network')
                continue  # 'KiteNet comprises a rope network ... the rope network adjusts ...': the same own part
            if label == "Method" and prio < PRIORITY["proposal"] and (span.text in self_named or span.start in in_brackets):
                taken.update(range(span.start, span.end))  # nor a part of the term ('PCA' of 'kite PCA')
                continue
            if label == "Metric" and prio < PRIORITY["proposal"] and _inside_a_name(span, names):
                continue
            if label == "Metric" and prio < PRIORITY["proposal"] and self.on["stop_lists"] and _varied_factor(span):
                continue
            if label == "Metric" and prio < PRIORITY["proposal"] and _names_a_method(span):
                label, role = "Method", "uses"  # its other mentions follow it (one label per name, first on a tie)
            if label == "Method" and prio < PRIORITY["proposal"] and self.on["stop_lists"] and _anaphoric(span):
                continue
            if label == "Method" and prio < PRIORITY["proposal"] and self.on["stop_lists"] \
                    and (_class_before_named_members(span) or any(span.start <= a and b <= span.end for a, b in classes)):
                classes.append((span.start, span.end))  # nor a method span around it ('Recent kite models such as X')
                task = task_before_means_noun(span)  # 'kite ranking models, KiteRec and RopeRec': the task stays
                if task is not None and not is_generic_term(task.text, "Task"):
                    out = Span(doc, task.start, task.end, label="Task")
                    out._.confidence, out._.role, out._.extractor = 0.6, "addresses", "kg_entity_rules"
                    chosen.append((PRIORITY["rule-strong"], out))
                continue  # 'kite models such as KiteNet': the class of the methods named right after it
            if label == "Metric" and prio < PRIORITY["proposal"]:
                span = _without_data_name(span)  # 'GSM8K accuracy': the measure, and the data it is taken on
            if label == "Method" and prio < PRIORITY["proposal"] and self.on["stop_lists"] \
                    and (_machine(span) or span.text in machine_shorts or _named_after_a_machine(span) or _run_on(span)):
                label, role = "Concept", "uses"  # 'a mobile robot', 'two IMUs': what the work runs on, not a method
            if label == "Method" and prio < PRIORITY["proposal"] and self.on["stop_lists"] and _unnamed_system(span):
                label, role = "Concept", "uses"  # 'nonlinear systems': what is controlled or a class, not a method used
            if label == "Method" and prio < PRIORITY["proposal"] and self.on["stop_lists"] and _a_setting(span):
                label, role = "Concept", "uses"  # 'the PAC-Bayesian setting': where a result holds, not a method used
            if label == "Task" and prio < PRIORITY["proposal"] and self.on["stop_lists"] \
                    and (_machine_task(span) or span.text in machine_shorts):
                label, role = "Concept", "uses"  # 'for aerial robots': the machine a work is for, not its task
            if role in ("addresses", "measured_by") and self.on["own_descriptions"] and _posed_as_new(span, label):
                role = "proposes"  # 'a novel kite probing task': posed by the paper, proposed and still addressed
            out = Span(doc, span.start, span.end, label=label)
            out._.confidence = round(float(conf), 3)
            out._.role = role
            out._.extractor = extractor
            chosen.append((prio, out))
            taken.update(range(span.start, _purpose_start(span) if prio == PRIORITY["proposal"] else span.end))
            task = _named_by_its_task(span) if prio == PRIORITY["proposal"] and self.on["stop_lists"] else None
            if task is not None:
                out = Span(doc, task.start, task.end, label="Task")
                out._.confidence, out._.role, out._.extractor = round(float(conf), 3), "addresses", extractor
                chosen.append((PRIORITY["rule-strong"], out))
            used = _technique_it_builds_on(span) if prio == PRIORITY["proposal"] and label == "Method" \
                and self.on["own_descriptions"] else None
            if used is not None:
                out = Span(doc, used.start, used.end, label="Method")  # read off the name's words, not off a sentence:
                # any other reading of the phrase in the paper keeps its label, and the build's vote counts it little
                out._.confidence, out._.role, out._.extractor = 0.1, "uses", "kg_entity_rules"
                chosen.append((PRIORITY["rule-weak"], out))
        doc.spans["kg_entities"] = sorted(_one_label_per_name(chosen), key=lambda s: s.start)
        return doc


_EFFECT_NOUNS = frozenset("effect impact influence role".split())


def _varied_factor(span: Span) -> bool:
    """'the effect of rope latency on accuracy', 'factors such as kite latency': what is varied to see its effect
    on something else is a factor of the study, not the measure it reports (the 'on' side is: 'accuracy')."""
    tok = span.root
    while tok.dep_ == "conj" and tok.head.i != tok.i:
        tok = tok.head  # 'the effect of A and B on C'
    if tok.dep_ != "pobj" or tok.head.lower_ not in ("of", "as"):
        return False
    prep, owner = tok.head, tok.head.head
    if prep.lower_ == "as":  # 'factors such as X'
        return owner.lemma_.lower() == "factor" and any(c.lower_ == "such" for c in list(prep.children) + list(owner.children))
    around = list(owner.children) + list(owner.head.children) + list(tok.children)  # where the parse hangs 'on'
    return owner.lemma_.lower() in _EFFECT_NOUNS and any(c.lower_ == "on" and c.i >= span.end for c in around)


# what a model is trained on or judged by: 'an MKE loss' is still the measure MKE, which the paper may report
_TRAINED_ON = frozenset("loss objective criterion regularizer regularization prior".split())


def _names_a_method(span: Span) -> bool:
    """'the kite likelihood (KL) roll-out sampler', 'the KL estimator': a measure's short form written before a
    method noun names the method built on the measure, not what the paper reports."""
    doc = span.doc
    if len(span) != 1 or not span.text.isupper() or span.end >= len(doc):
        return False
    k = span.end + (doc[span.end].text == ")")
    for tok in doc[k:min(k + 4, span.sent.end)]:
        if tok.lemma_.lower() in CONTRIBUTION_HEADS - _TRAINED_ON and tok.pos_ == "NOUN":
            return True
        if not (tok.text == "-" or tok.is_lower and tok.pos_ in ("NOUN", "ADJ", "ADP")):  # 'roll-out', 'based'
            return False
    return False


_MINIMISING = frozenset("minimize minimise minimization minimisation reduce reduction decrease lower".split())


def _minimised(tok) -> bool:
    """'minimization of kite errors', 'reduces kite errors': the errors are an objective brought down, a measure."""
    head = tok.head.head if tok.head.lower_ == "of" else tok.head
    return head.lemma_.lower() in _MINIMISING or head.lower_ in _MINIMISING
