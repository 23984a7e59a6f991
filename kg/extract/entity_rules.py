"""Rule-based entity spans: datasets, metrics, tasks and named methods -> doc.spans["kg_rules"].

High-precision patterns that complement the trained SciERC model: dataset names in evaluation
contexts ("experiments on X and Y", "the X and Y benchmarks", "X (public datasets)", "datasets
such as X"), metrics from a general gazetteer and "X improvements", tasks as noun phrases headed
by a task noun, and words written like names (acronyms, CamelCase) as methods.

The component lives here; its patterns by kind in data_names (datasets, metrics), task_rules and
method_rules.
"""
from __future__ import annotations

import functools
import re

from spacy.language import Language
from spacy.matcher import PhraseMatcher
from spacy.tokens import Doc, Span, SpanGroup, Token
from spacy.util import filter_spans

from kg.extract import extensions
from kg.extract.doc_reads import doc_text, noun_chunks, reads_cached, token_starting_at
from kg.extract.lexicon import (
    AMOUNT_ADJECTIVES, AT_K, RESULT_CUES, CHANGE_NOUNS, DATA_CONTAINERS, DATASET_HEADS, DESCRIPTIVE_COMPOUND, EVAL_CUES, GENERIC_WORDS, GRADING_ADJECTIVES,
    DATA_HOLDING_HEADS, NOT_NAMING_MODIFIERS, MEASURE_OBJECT_VERBS, EXTENT_ADJECTIVES, METRIC_HEADS, METRIC_NOUNS, NOT_METHODS,
    JUDGEMENT_HEADS, JUDGING_MODIFIERS, MEASURE_HEADS, NOT_MEASURE_MODIFIERS, SETTING_HEADS, SIZE_UNITS, gazetteer, gradable_words, has_word, hyphen_span, is_generic, task_heads,
    comparative_costs, criterion_qualities, long_form_kind, looks_named, method_name_words, not_entities, procedure_short_forms, singular_of_plural,
    spent_counts, title_name_run,
)
from kg.extract.data_names import (
    CLAUSE_VERB, DETERMINERS, capital_conjuncts, gerund_at, inside_range, kind_before_plural, list_items, listed_with_known, model_family,
    language_pair_end, named_runs, not_data, names_an_event, negated_in, on_a_machine, plain_listed_names, prep_list,
)
from kg.extract.method_rules import (
    METHOD_NOUNS, applied_training_gerund, based_family, called_a_method, called_a_task, defined_problem, listed_example, listed_method_example, listed_name_example, means_object, method_kind,
    method_word_alone, method_word_in_role, named_means, names_a_thing,
)
from kg.extract.task_rules import (
    ACTING_GERUNDS, EXAMPLE_MARKS, POINTING_BACK, PROBLEM_NOUNS, after_purpose, purpose_gerund, shared_object_start, condition_end,
    describes_a_noun, doc_text_gap, first_conjunct,
    gerund_subject_end, improved_quality, in_hyphen_compound, listed_task, marked_list_tasks, of_object_end, quality_noun, recast_as,
    research_topic, title_tasks, defined_in_purpose_slot,
    when_or_how_fast, whole_word, word_at,
)

extensions.register()

_HEADS = r"(?:benchmark|dataset|data\s+set|corpus|corpora|suite|testbed|environment)s?"  # 'data set': older spelling
_AFTER_PREP = re.compile(r"\b(?:on|in|across|from)\s+(.{1,90}?)(?=\s+%s\b|[,;:]|\.(?!\d)|%s|$)" % (_HEADS, CLAUSE_VERB))
# items of up to three words, the leading ones capitalised ("the Kite Lantern and KT-2 datasets")
_BEFORE_HEAD = re.compile(r"((?:[A-Z][^\s,;.()]*\s+){0,2}[^\s,;.()]+(?:\s*(?:,|and|&|,\s*and)\s*(?:[A-Z][^\s,;.()]*\s+){0,2}[^\s,;.()]+){0,6})\s+%s\b" % _HEADS)
# 'the Kite Road (KTR) dataset': a short form in brackets right before a data noun, which _BEFORE_HEAD reads only
# without the brackets ('the second of two such names after "and" was left to the model')
_SHORT_BEFORE_HEAD = re.compile(r"((?:[A-Z][\w.+-]*\s+){1,6}\([A-Z][\w.+-]*\))\s+%s\b" % _HEADS)
_PAREN_HEAD = re.compile(r"(\S+(?:\s\S+)?)\s+\([^()]*\b%s\b[^()]*\)" % _HEADS)
_SUCH_AS = re.compile(r"\b(?:%s)\b(?:\s*\([^()]*\))?(?:,?\s+(?:like|such as|including|namely,?|e\.g\.,?|i\.e\.,?)|\s*[:–—]|\s+-)\s+(.{1,300}?)(?=[.;:](?:\s|$)|\s+(?:have|has|are|is|were|was|show|shows|demonstrate|demonstrates|confirm|confirms|reveal|reveals)\b|$)" % "|".join(sorted(DATA_CONTAINERS)))
# 'two benchmarks (A and B)': the names a data noun's parenthesis lists
_HEAD_PAREN = re.compile(r"\b%s\s*\(((?:e\.g\.,?\s*|i\.e\.,?\s*)?[^()]{1,120})\)" % _HEADS)
# 'two public datasets, KT-1 and Kite Scenes': a counted data noun, a comma, then a list of names closed by 'and
# <name>' (an apposition saying which); without the count ('on benchmark datasets, A and B outperform ...') the
# names after the comma may start the clause, so the count is required, and the list must end the clause
_NAME_ITEM = r"[A-Z][\w.+-]*(?:\s(?:[A-Z0-9][\w.+-]*|[\w.+]+-[\w.+-]+)){0,2}"  # more words: capitalised, figures, hyphened
_COUNTED_HEAD_NAMES = re.compile(r"\b(?:two|three|four|five|six|seven|eight|nine|ten|\d+)\s+(?:[^\s,;.()]+\s+){0,4}?%s,\s+"
                                 r"((?:%s,\s+){0,6}%s,?\s+and\s+%s)(?=[,;:)]|\.(?!\d)|$)" % (_HEADS, _NAME_ITEM, _NAME_ITEM, _NAME_ITEM))
# 'a 2% gain in KDS, a measure of rope sag': a name an apposition calls a measure
_NAME_CALLED_A_MEASURE = re.compile(r"(?<![\w-])([A-Z][\w@.+-]*)(?=\s*,\s+(?:a|an|the)\s+(?:[\w-]+\s+){0,2}(?:metric|measure)s?\b(?!-))")
# 'the KTA, RDF2 and KOR metrics': two or more names listed right before a measure noun
_NAMES_BEFORE_METRICS = re.compile(r"(?<![\w-])([A-Z][\w.+-]*(?:\s*(?:,|and|or|/|,\s*and)\s*[A-Z][\w.+-]*)+)\s+(metrics|measures)\b")
# 'two datasets KT-1 and KT-2': names right after a data noun, up to the first lower-case word but 'and'
_HEAD_THEN_NAMES = re.compile(r"\b(?:datasets?|benchmarks?|corpus|corpora)\s+((?:(?:and|,)\s*|[A-Z][^\s,;()]*\s*|[a-z]+[A-Z][^\s,;()]*\s*)+)")
# 'on a public kite dataset, KT-9, our model ...': one name a data noun's apposition gives, closed by a comma
_HEAD_APPOSITION = re.compile(r"\b(?:a|an|the|one|our|this)\s+(?:[\w-]+\s+){0,3}?(?:dataset|benchmark|corpus|database),\s+"
                              r"([A-Z][\w-]*[A-Z0-9][\w-]*),\s")
# a short form written as a plural: capitals and digits, then a lower-case 's' ('KNs', 'MAEs')
_PLURAL_SHORT_FORM = re.compile(r"[A-Z][A-Z0-9-]*[A-Z0-9]s")
# 'the Kite Wobble Score', 'Lantern Quality Metric': a name in Title Case headed by a measure noun
_NAMED_MEASURE = re.compile(r"\b((?:[A-Z][a-z][\w-]*\s+){1,4}(?:Metric|Measure|Score|Index|Ratio))\b")
# 'the Kite Rope Outdoor Dataset (KROD)', 'the Color Rope Segmentation Dataset (CRSD68)': a Title Case name headed by a
# data noun with the one name in its parenthesis, its short form even where the letters do not spell it out
_DATA_NAME_THEN_SHORT = re.compile(r"\b((?:[A-Z][\w-]*\s+){1,6}(?:Dataset|Corpus|Benchmark|Database))\s+\(([A-Z][\w-]*[A-Z0-9][\w-]*)\)")
_FINITE_VERBS = frozenset("VB VBZ VBP VBD MD".split())
_BASELINE_WORDS = frozenset("compared than over against versus vs vs.".split())  # what follows is a baseline
_ACRONYM = r"[A-Z][A-Za-z]*[A-Z][A-Za-z0-9@-]{0,8}"
_COMPARED_ACRONYM = re.compile(rf"\b(?:lower|higher|better|worse|overall|average|mean)\s+({_ACRONYM})\b(?!\s*[-(])|"
                               rf"\b({_ACRONYM})\s+(?:of|=)\s+\d")
_PERCENT = re.compile(r"\d\s?%")
_CHANGE_FIGURE = re.compile(r"\d\s?%|\d\s?[x×](?!\w)")  # a share or a factor: '4% of the size', '3x smaller'
# heads after which a measure word still says what was measured ('accuracy gains', 'regret bounds', 'memory usage')
_MEASURED_BY_MODIFIER = MEASURE_HEADS | METRIC_HEADS | CHANGE_NOUNS | frozenset(
    "degradation decay enhancement up metric bound footprint usage consumption requirement".split())  # "up": speed-up
_FIGURE = re.compile(r"\d+(?:\.\d+)?[x×]?")  # a value, a factor
# the cut-off of a ranked list glued to a figure ('rank-1', 'Top-5'), which the tagger reads as a number or a
# determiner: part of the measure's name ('rank-1 accuracy'), not a figure before it
_RANK_CUTOFF = re.compile(r"(?i)(?:top|rank)-\d+")
# a frame rate written as its unit after a figure ('runs at 30 fps', '700 frames per second'): the unit names the
# measure, as 'FPS' does (the capitalised form is read elsewhere); the figure keeps out 'farthest point sampling (FPS)'
_FRAME_RATE = re.compile(r"\d\s+(fps|frames per second)\b")
# ... but the rate a device records at is a setting of the data ('captured at 60 fps', 'a camera (100 fps)')
_RECORDING_RATE = re.compile(r"\b(?:captured|recorded|filmed|sampled|cameras?)\b[^.;]{0,20}$", re.I)
# one-word measures with no other sense in the venues' abstracts: what a learner's regret or a language model's
# perplexity is said of is always how it is judged, so they need no evaluation word in the sentence ('a lower
# bound on the regret'); 'accuracy', 'robustness', 'length' and the rest also name qualities and settings
_MEASURE_ONLY_WORDS = frozenset("regret perplexity".split())


# 'Spearman's rank correlation', 'Fleiss' kappa', 'Kendall tau': an agreement statistic named after its author
_NAMED_STATISTIC = re.compile(r"(?<![\w-])[A-Z][a-z]+(?:['’]s?)?\s+(?:(?:r|rho|rank|tau)\s+)?(?:correlation|[Kk]appa|tau|rho)"
                              r"(?:\s+coefficients?)?\b")
# 'the area under the ROC curve', 'area under precision-recall curves': a measure named by what it integrates
_AREA_UNDER = re.compile(r"\b[Aa]rea [Uu]nder (?:the )?(?:[\w-]+ ){0,2}[Cc]urves?\b")
# an evaluation said in words other than a data noun: 'our dataset holds X and Y' describes, it evaluates nothing
_RESULT_CUES = re.compile(r"\b(?:experiment\w*|evaluat\w*|results?|tested|outperform\w*|achiev\w*|empirical\w*|accuracy)\b", re.I)
# 'based on X', 'focus on X': what is built on or studied, not evaluated on
_NOT_EVAL_ON = re.compile(r"\b(?:based|built|buil(?:d|ds|ding)|rel(?:y|ies|ying)|depend(?:s|ing)?|focus(?:es|ed|ing)?|"
                          r"conditioned|trained|pre-?trained)\s+\S+\s*$", re.I)


_INCURRING_VERBS = frozenset("suffer incur cause induce".split())
_LEADING_VERBS = frozenset("lead result".split())


# one capital glued to a star that ends the word ('A*', 'D*', 'M*', and 'D* Lite'): the field's names of heuristic
# search algorithms, which no name rule reads, as a one-letter word is no name; a superscript or subscript star
# ('x^*', 'S_*') and a star opening an emphasis are not this
STARRED_LETTER = re.compile(r"(?<![\w^_*\\])[A-NP-Z]\*(?:\s+Lite\b)?(?=[\s,.;:)]|$)")
# ... but not the last word of a longer name ('with Multi-Heuristic A*', 'and Block A*': a capitalised word inside
# the sentence before it; that name's rule reads it whole); the asymptotic 'O*' is left out above
_STARRED_LETTER_IN_A_NAME = re.compile(r"[\w,;:)]\s+[A-Z][\w-]*\s*$")


def incurred_loss(root: Token) -> bool:
    """'leads to a large X loss', 'without incurring a Y loss', 'suffers no Z loss': a loss that something
    incurs is an amount lost (of bandwidth, of detail, of a budget), a quantity a paper bounds or reports, not a
    loss function a model is trained with ('trained with the X loss' stays out: MEASURE_HEADS leaves 'loss' out)."""
    if root.lemma_.lower() != "loss" or not root.is_lower:
        return False
    root = first_conjunct(root)
    head = root.head
    if root.dep_ == "dobj":
        return head.lemma_.lower() in _INCURRING_VERBS
    return root.dep_ == "pobj" and head.lower_ in ("to", "in") and head.head.lemma_.lower() in _LEADING_VERBS


def rule_group(doc: Doc, best: dict[tuple[int, int, str], float], extractor: str) -> SpanGroup:
    """The rule spans, one per (tokens, label), with their confidences in the group's attrs: spaCy keys
    span._ values by character offsets alone, so a confidence written on a span would overwrite that of
    every other span on the same words (the model's, a proposal's, another rule's)."""
    keys = sorted(best)
    return SpanGroup(doc, name="kg_rules", spans=[Span(doc, s, e, label=lab) for s, e, lab in keys],
                     attrs={"confidence": [best[k] for k in keys], "extractor": extractor})


def rule_confidences(doc: Doc) -> list[tuple[Span, float, str]]:
    """(span, confidence, extractor) for each rule span."""
    group = doc.spans.get("kg_rules")
    if group is None:
        return []
    confs = group.attrs.get("confidence") or [0.5] * len(group)
    return [(span, conf, group.attrs.get("extractor", "kg_entity_rules")) for span, conf in zip(group, confs)]


_ARTICLE_BEFORE = re.compile(r"\b(?:a|an|A|An)\s+$")
_ARTICLE_OPENS = re.compile(r"(?:a|an|A|An)\s+\S")


def _described(text: str, start: int, region: str) -> bool:
    """'a Large, Diverse and Clean dataset': a list after an indefinite article describes one new set, it lists no names."""
    return bool(re.search(r",|\band\b", region)) and bool(_ARTICLE_BEFORE.search(text, 0, start) or _ARTICLE_OPENS.match(region))


def _data_list_starts(text: str) -> set[int]:
    """Where the lists a data noun introduces start: 'datasets such as', 'benchmarks (', 'two datasets, '."""
    if not _DATA_HEAD_WORD.search(text):
        return set()  # _DATA_NOUN below finds nothing
    return {m.start(1) for rx in (_SUCH_AS, _HEAD_PAREN, _COUNTED_HEAD_NAMES) for m in rx.finditer(text)
            if _DATA_NOUN.search(m.group(0), 0, m.start(1) - m.start())}  # not 'programming environments, namely ...'


_DATA_NOUN = re.compile(r"\b(?:benchmark|dataset|data\s+set|corpus|corpora|database)s?\b")
# a gate: every data-noun pattern of the sentence loop (_HEADS, _HEAD_THEN_NAMES, _HEAD_APPOSITION, _DATA_NOUN) needs one
# of these words, and a sentence without any is skipped at the cost of one scan (same case rules: none is re.I)
_DATA_HEAD_WORD = re.compile(r"benchmark|dataset|data\s+set|corpus|corpora|suite|testbed|environment|database")


def _a_verb_at(doc: Doc, char: int) -> bool:
    """The word at char is parsed a verb: 'we benchmark KiteNet' (the venue files write 'we benchmark <name>',
    'benchmarks <name>' as verbs), never the data noun a name follows ('the benchmark KiteQA')."""
    tok = token_starting_at(doc, char)
    return tok is not None and tok.pos_ == "VERB"


def _span(doc: Doc, start: int, end: int) -> Span | None:
    span = doc.char_span(start, end, alignment_mode="contract")
    while span is not None and len(span) and (span[-1].is_punct or span[-1].text in "’'s" or span[-1].tag_ == "POS"
                                                     or span[-1].lower_ == "’s"):  # tagged NN at times
        span = span[:-1]
    return span if span is not None and len(span) else None


def _plain_word_with_data_noun(span: Span) -> Span:
    """'the public Lantern dataset' where the abstract also writes 'lantern' in lower case: the capitalised word is an
    ordinary word, the name is only a name with its data noun."""
    doc = span.doc
    if len(span) != 1 or span.end >= len(doc) or doc[span.end].lower_ not in DATA_HOLDING_HEADS:
        return span
    word = span.text
    if not (word[:1].isupper() and word[1:].islower()) or looks_named(word):
        return span
    if not has_word(doc_text(doc), word.lower()):
        return span
    return doc[span.start:span.end + 1]


# rule groups that can be switched off (config "disable") to measure what each contributes
RULE_GROUPS = ("mined_gazetteers", "title_tasks", "purpose_tasks", "measure_phrases", "defined_tasks", "topic_tasks",
               "method_kinds")


# words written before a participle, without a hyphen, that make another kind of it ('self supervised')
_PARTICIPLE_PREFIXES = frozenset("self semi non weakly fully partially".split())


def _graded_participle_start(span) -> int:
    """'weakly supervised learning', 'Self supervised learning (SSL)': a word grading the participle a known
    method name starts with belongs to the name, else the match names another method (here its opposite)."""
    if span.start == 0 or not span[0].lower_.endswith("ed"):
        return span.start
    prev = span.doc[span.start - 1]
    graded = prev.lower_ in _PARTICIPLE_PREFIXES or prev.lower_.endswith("ly") and prev.tag_ in ("RB", "JJ") \
        and prev.lower_ not in ("only", "early")
    return span.start - 1 if graded and prev.whitespace_ else span.start


def adjective_hyphen_word(toks) -> bool:
    """'real-time', 'safety-critical': one hyphen word with an adjective in it qualifies the noun after it
    ('kite-ranking' of 'kite-ranking applications' is two nouns and names a task); so does one whose last part
    makes adjectives ('graph-level', 'pixel-wise')."""
    return len(toks) >= 3 and all(t.text == "-" or in_hyphen_compound(t) for t in toks) \
        and all(t.text == "-" for t in toks[1::2]) \
        and (any(t.tag_ == "JJ" for t in toks) or DESCRIPTIVE_COMPOUND.search("".join(t.text for t in toks)) is not None)


def _adjective_hyphen_words(toks) -> bool:
    """'node-level and pixel-level': each item of a list is such a hyphen word."""
    items, item = [], []
    for t in toks:
        if t.lower_ in ("and", "or", ","):
            items.append(item)
            item = []
        else:
            item.append(t)
    return all(adjective_hyphen_word(i) for i in items + [item])


@Language.factory("kg_entity_rules", default_config={"task_sentences": 3, "disable": []},
                  requires=["token.tag", "token.dep", "token.lemma", "doc.sents", "doc._.proposed", "doc._.kg_abbrevs"],
                  assigns=["doc.spans"])
def make_entity_rules(nlp: Language, name: str, task_sentences: int, disable: list[str]):
    return EntityRules(nlp, name, task_sentences, disable)


def _phrase_matcher(nlp: Language, names, attr: str) -> PhraseMatcher:
    matcher = PhraseMatcher(nlp.vocab, attr=attr)
    matcher.add("name", [nlp.make_doc(n) for n in sorted(names)])
    return matcher


_NAMING_VERBS = frozenset("called named dubbed termed coined".split())


def noun_named(doc: Doc, start: int):
    """The noun a naming participle right before token `start` names ('a new dataset for kite rope detection in
    windy scenes, called KiteSet' -> 'dataset'): the participle hangs on the nearest noun, and climbing out of
    the prepositional phrases that noun sits in reaches the head of the description, however long it runs."""
    i = start - 1
    if i >= 0 and doc[i].is_punct:
        i -= 1
    if i < 0 or doc[i].lower_ not in _NAMING_VERBS or doc[i].dep_ != "acl" or doc[i].sent != doc[start].sent:
        return None
    tok = doc[i].head
    while True:  # 'for <noun>', 'for building <noun>': out of the phrase to the noun it hangs on
        prep = tok.head.head if tok.dep_ == "dobj" and tok.head.dep_ == "pcomp" else tok.head
        if tok.dep_ not in ("pobj", "dobj") or tok.dep_ == "dobj" and prep.i == tok.head.i \
                or prep.dep_ != "prep" or prep.head.pos_ not in ("NOUN", "PROPN"):
            break
        tok = prep.head
    if tok.dep_ == "pobj" and tok.head.head.pos_ == "VERB":  # 'we collect a set for X of Y, named Z': the parser
        objs = [c for c in tok.head.head.children if c.dep_ == "dobj"]  # hangs 'for' on the verb; Z names its object
        return objs[0] if objs else tok
    return tok


def names_data(tok) -> bool:
    """A data noun ('dataset', 'corpus', 'data set'); not 'suite', which also groups methods ('a suite of solvers')."""
    data_set = tok.lower_ in ("set", "sets") and tok.i > 0 and tok.doc[tok.i - 1].lower_ == "data"
    return tok.lower_ in DATA_HOLDING_HEADS or data_set


_CALLED_NAME = re.compile(r"[A-Z][\w+]*(?:[-–.][\w+]+)*")
_NAME_JOINT = re.compile(r"(?:\s*,\s*(?:and\s+)?|\s+and\s+)")  # between listed names: ', ', ', and ', ' and '


def _called_data_names(doc: Doc, sent) -> list[tuple[int, int]]:
    """'we collect a large corpus of rope photos taken in wind, named RopeSet-5K': the name a naming participle
    gives a data noun, however far the description between them runs (char offsets)."""
    out = []
    for nxt in _after_naming_participles(doc, sent):
        m = _CALLED_NAME.match(doc_text(doc), doc[nxt].idx)
        noun = noun_named(doc, nxt) if m and looks_named(m.group()) else None
        while noun is not None and names_data(noun) and looks_named(m.group()):
            # a name the tokenizer glues to the full stop ('Set-5K.') ends inside a token: no whole span for it
            if doc.char_span(m.start(), m.end()) is not None:
                out.append((m.start(), m.end()))
            # 'two corpora, named KC-1 and KC-2': each listed name is one of them
            joint = _NAME_JOINT.match(doc_text(doc), m.end())
            m = _CALLED_NAME.match(doc_text(doc), joint.end()) if joint and joint.end() < sent.end_char else None
            if m is None:
                break
    return out


def _after_naming_participles(doc: Doc, sent):
    """The token right after each naming participle of the sentence (its first word aside), past one punctuation mark
    ('called KiteSet', 'named, KiteSet'), as the start noun_named takes."""
    lowered = doc_text(doc)[sent.start_char:sent.end_char].lower()
    if not any(verb in lowered for verb in _NAMING_VERBS):
        return  # no such participle in the sentence: its tokens are not walked
    for tok in sent[1:]:
        if tok.lower_ in _NAMING_VERBS and tok.i + 1 < sent.end:
            yield tok.i + 1 + (doc[tok.i + 1].is_punct and tok.i + 2 < sent.end)


# nouns of a measure a naming participle can give a name to ('a new metric called kite drift'); not 'score'
# (scores are often data: 'coherence scores, dubbed ...'), 'criterion' (a test statistic or a rule) nor
# 'quantity' (as often a conserved or carried quantity of a model: 'a conservative quantity named X'), unless
# the paper says the quantity is its new one (new_quantity)
MEASURE_NAMING_NOUNS = frozenset("metric measure".split())
_CALLED_WORDS = frozenset("ADJ NOUN PROPN NUM".split())


def measure_named(doc: Doc, start: int) -> bool:
    """A naming participle right before token `start` names a measure: the noun it hangs on is one used as a noun
    ('a metric', not 'to measure'), or, where the parser took the participle for an adjective ('a metric called X'
    read as 'a metric-ish called X'), the word right before it is a measure noun that is no verb ('costly to
    measure, called X' names no measure); a quantity only where the paper brings it in ('a new quantity, called X')."""
    noun = noun_named(doc, start)
    if noun is not None and noun.pos_ == "NOUN" and (noun.lemma_.lower() in MEASURE_NAMING_NOUNS or new_quantity(noun)):
        return True
    i = start - 1 - (start > 0 and doc[start - 1].is_punct)
    if i < 1 or doc[i].lower_ not in _NAMING_VERBS:
        return False
    before = doc[i - 2] if doc[i - 1].is_punct and i >= 2 else doc[i - 1]
    return before.lower_ in MEASURE_NAMING_NOUNS and before.tag_ in ("NN", "JJ") or before.pos_ == "NOUN" and new_quantity(before)


# words that say a measure noun is the paper's new one ('a new quantity', 'our proposed metric')
_NEW_WORDS = frozenset("new novel proposed our".split())


def new_quantity(noun) -> bool:
    """'a new quantity, called kite slack': a quantity the paper itself brings in is one its results are stated in;
    not a quantity at large ('a luminescence quantity called X': something a model carries)."""
    return noun.lemma_.lower() == "quantity" and any(c.lower_ in _NEW_WORDS for c in noun.children if c.i < noun.i)


def metric_in_apposition(tok) -> bool:
    """'a novel automatic metric KiteScore', 'we introduce a new metric, RopeBLEU,': a name written right after
    the paper's own measure noun (a comma aside) is that measure's name. Only with a word saying the measure is
    new or the paper's: 'metric SLAM', 'metric depth' use 'metric' as an adjective of scale."""
    if not looks_named(tok.text):
        return False  # (tested first: a cached test of the word, before the parse is read)
    doc = tok.doc
    i = tok.i - 1 - (tok.i > 1 and doc[tok.i - 1].text == ",")
    if i < 1 or doc[i].lower_ not in MEASURE_NAMING_NOUNS or doc[i].pos_ == "VERB" \
            or not looks_named(tok.text):  # not 'proposed to measure KiteNet errors': the verb
        return False
    j = i  # the measure noun's own modifiers, back to a verb or a punctuation mark, three words at most
    while j > max(tok.sent.start, i - 3) and not (doc[j - 1].is_punct or doc[j - 1].pos_ in ("VERB", "AUX")
                                                  and doc[j - 1].lower_ not in _NEW_WORDS):  # 'our proposed metric'
        j -= 1
    return any(t.lower_ in _NEW_WORDS for t in doc[j:i])


# participles and verbs after which 'on' takes what a method stands on ('based on', 'relying on')
_BUILT_ON_HEADS = frozenset("base build rely depend ground found".split())


# what an assessment is based on is what it measures by: 'an analysis of their performance based on metrics called X'
_ASSESSING_NOUNS = frozenset("evaluation assessment analysis comparison performance ranking study benchmark".split())


def _built_on(noun) -> bool:
    """'based on a similarity measure called X', 'relying on a metric named X': the measure is what a method is
    built on, a part of it, not what the paper is judged by; unless an assessment is what stands on it."""
    prep = noun.head
    if not (noun.dep_ == "pobj" and prep.lower_ in ("on", "upon") and prep.head.lemma_.lower() in _BUILT_ON_HEADS):
        return False
    owner = prep.head.head
    owners = (owner, owner.head.head) if owner.head.lower_ == "of" else (owner,)  # 'an analysis of X based on'
    return not any(o.lemma_.lower() in _ASSESSING_NOUNS for o in owners)


def called_measure_names(doc: Doc, sent) -> list[tuple[int, int]]:
    """'we propose a metric called kite drift (KD)', 'a new quantity, called rope slack, ...': the name a
    naming participle gives a measure noun is a measure, written as a name or as plain words (up to four,
    to the first word that is no adjective, noun or figure)."""
    out = []
    for first in _after_naming_participles(doc, sent):
        noun = noun_named(doc, first)
        if not measure_named(doc, first) or noun is not None and _built_on(noun):
            continue
        while doc[first].lower_ in ("as", "the") and first + 1 < sent.end:
            first += 1  # 'termed as rope slack'
        end = first
        while end < sent.end and end - first < 4 and (doc[end].pos_ in _CALLED_WORDS or doc[end].text == "-"
                                                       and end > first and not doc[end - 1].whitespace_):
            end += 1
        if end > first and doc[end - 1].pos_ in ("NOUN", "PROPN"):
            out.append((doc[first].idx, doc[end - 1].idx + len(doc[end - 1].text)))
    return out


# plural class nouns a list of tasks can share: 'ranking and sorting tasks', 'ranking and sorting problems'
_LIST_CLASS_NOUNS = frozenset("task problem".split())
# words that end a list on a vague class ('kite ranking and other sorting tasks', '... and related problems'):
# what stands before them is not sure to be a task of the same kind
_VAGUE_CLASS_WORDS = frozenset("other related similar such".split())


def class_list_items(doc: Doc, tok) -> list[tuple[int, int]]:
    """Token ranges of the items of a list joined by 'and / or' (and commas) right before tok, a plural
    'tasks / problems' heading the phrase. Empty unless there are two items or more and each ends on a word
    naming an activity ('kite ranking', 'de-blurring'): 'vision and language tasks' lists fields, not tasks."""
    if tok.tag_ != "NNS" or tok.lemma_.lower() not in _LIST_CLASS_NOUNS or tok.dep_ == "compound":
        return []
    items, end, joined, j = [], tok.i, False, tok.i - 1
    while j >= tok.sent.start:
        t = doc[j]
        if t.lower_ in ("and", "or") and t.pos_ == "CCONJ" or t.text == ",":
            if t.text != ",":
                joined = True
            if j + 1 < end:
                items.append((j + 1, end))
            end, j = j, j - 1
            continue
        if t.dep_ != "prep" and (t.text == "-" or t.tag_ in ("VBG", "VBN")
                                 or t.pos_ in ("NOUN", "PROPN", "ADJ") and t.lower_ not in DETERMINERS):
            j -= 1
            continue
        break  # a preposition ('including'), a verb, a determiner or a quantifier ('both', 'multiple') opens the list
    while j + 1 < end and doc[j + 1].pos_ in ("ADJ", "VERB") and doc[j + 1].lower_ in gradable_words():
        j += 1  # 'on difficult ranking and sorting tasks': how hard, not which task
    if j + 1 < end:
        items.append((j + 1, end))
    if not joined or len(items) < 2 or doc[j + 1].text in (",", "-") or doc[j + 1].pos_ == "CCONJ":
        return []
    for start, stop in items:
        words = doc[start:stop]
        if len(words.text.split()) > 4 or not names_an_activity(words[-1]) or words[0].text == "-" \
                or is_generic([w.text for w in words]) or any(w.lower_ in _VAGUE_CLASS_WORDS for w in words):
            return []  # 'kite and rope tasks', 'early and downstream tasks': fields or placeholders
    return items


def names_an_activity(tok) -> bool:
    """A head that names something done ('kite control', 'ranking', 'detection'), not a field or a kind of data."""
    lemma = tok.lemma_.lower()
    return tok.tag_ == "VBG" or lemma in task_heads() or tok.lower_ in task_heads() \
        or lemma.endswith(("tion", "sion", "ment", "ing", "sis", "ance", "ence")) \
        or any(t.pos_ == "VERB" for t in hyphen_span(tok))  # 'pick-and-place'


_LIST_THEN_DATA_PHRASE = re.compile(r"%s(?:(?:\s*,\s*(?:and\s+)?|\s+and\s+)%s)+\s*,?\s*(?:respectively\s*,?\s*)?(?:on|in)\s+"
                                    r"(?:the\s+)?(?:[A-Z][\w.+-]*\s+){1,3}%s\b" % (_NAME_ITEM, _NAME_ITEM, _HEADS))


# capitalised words that open a sentence or a phrase before a Title Case name, and are no part of it
_NOT_NAME_OPENERS = frozenset("The A An Our This We In On For".split())


def _title_case_name(m: re.Match, openers: frozenset[str]) -> tuple[int, str] | None:
    """The Title Case name of a pattern's first group without the openers before it ('The Kite Wobble Score' ->
    'Kite Wobble Score'): its offset in the matched text and the name, or None where under two words are left."""
    words = m.group(1).split()
    while words and words[0] in openers:
        words.pop(0)
    if len(words) < 2:
        return None
    name = " ".join(words)
    return m.start(1) + m.group(1).index(name), name


def _title_case_run_start(text: str, start: int) -> int:
    """Where the run of up to three Title Case words just before `start` begins (openers such as 'The' not counted)."""
    for _ in range(3):
        m = re.search(r"(\S+)\s+$", text[:start])
        if m is None or not m.group(1)[:1].isupper() or not m.group(1).replace("-", "").isalpha() \
                or m.group(1) in _NOT_NAME_OPENERS:
            break
        start = m.start(1)
    return start


def _ends_a_title_case_name(text: str, m: re.Match) -> bool:
    """The measure noun after a bare name is Title Case and the last word of the name ('... RopeNet Distance for',
    not '... RopeNet Error Generation model', not 'RopeNet). Improvements')."""
    after = text[m.end(2):].split(maxsplit=1)
    return m.group(2)[:1].isupper() and m.group(1)[-1:].isalnum() \
        and (not after or m.group(2)[-1] in ".,;" or not after[0][:1].isupper())


def _cut_from_a_longer_name(text: str, start: int) -> bool:
    """'the Abstraction and Reasoning Corpus (ARC)': Title Case words just before, joined by 'and / of / for / &', belong
    to the same name; the run of capitalised words after the joining word is only its tail."""
    before = text[:start].split()[-2:]
    return len(before) == 2 and before[1] in ("and", "of", "for", "&") and before[0][:1].isupper()


def _models_before_their_data(text: str, off: int) -> bool:
    """'AP on KiteNet, RopeDet and KnotNet respectively on the KiteSet dataset': a list of names after 'on' followed at
    once by an 'on / in' phrase that names data holds what was evaluated on that data (the models), not data."""
    return bool(_LIST_THEN_DATA_PHRASE.match(text, off))


# patterns of the sentence loop, compiled once (not looked up in re's cache per token)
_UNIT_ACRONYM = re.compile(r"[A-Z][A-Za-z]{1,4}|[a-z][A-Z][A-Za-z]{1,3}")  # 'KPS', 'kAP'
_WORD_PAIR = re.compile(r"(\S+)(?=\s+(\S+))")  # a word and the next one
_BASED_WORD = re.compile(r"(.+?)-(?:based|driven|guided|style)")  # 'Kite-based'


class EntityRules:
    def __init__(self, nlp: Language, name: str, task_sentences: int, disable: list[str] = ()):
        self.name = name
        self.task_sentences = task_sentences
        self.on = {g: g not in disable for g in RULE_GROUPS}
        mined = self.on["mined_gazetteers"]
        metrics = gazetteer("metrics", mined)
        # lower-case metric names match in any case ('Accuracy'); acronyms and cased names only as written
        self._metric_lower = _phrase_matcher(nlp, {m for m in metrics if m.lower() == m}, "LOWER")
        self._metric_cased = _phrase_matcher(nlp, {m for m in metrics if m.lower() != m}, "ORTH")
        self._datasets = _phrase_matcher(nlp, gazetteer("datasets", mined), "ORTH")
        self._dataset_names = gazetteer("datasets", mined)
        self._methods = _phrase_matcher(nlp, gazetteer("methods", mined), "LOWER")

    def _gazetteer_hits(self, doc: Doc, add) -> None:
        """Dataset names anywhere in the abstract (a paper names known data it uses), in the title only in an
        evaluation context or before a data noun; metric names anywhere outside the title."""
        title_end = doc._.kg_title_end
        for span in filter_spans(self._datasets(doc, as_spans=True)):
            span = whole_word(doc, span)  # 'KiteSet-C', 'KiteSet-Hard': a variant of a known set is named whole
            nxt = doc[span.end].lower_ if span.end < len(doc) else ""
            if names_an_event(doc_text(doc), span.text):
                continue  # 'during the <disease> pandemic': the mined list holds such names
            if span.text in self._kind_defined:
                continue  # 'kite rope detection (KRD)': the abstract gives a listed data name's letters its own meaning
            if nxt in DATASET_HEADS or EVAL_CUES.search(span.sent.text) or _PERCENT.search(span.sent.text) or span.start >= title_end:
                add(span.start_char, span.end_char, "Dataset", 0.85)
        for span in filter_spans(self._methods(doc, as_spans=True)):
            if span.start >= title_end:
                add(doc[_graded_participle_start(span)].idx, span.end_char, "Method", 0.6)
        metric_spans = filter_spans(self._metric_lower(doc, as_spans=True) + self._metric_cased(doc, as_spans=True))
        # 'the KM algorithm ... KM converges': an acronym the abstract once writes as a procedure's short form
        # names that procedure in its other mentions too
        procedures = {s.text for s in metric_spans if len(s) == 1 and not s.text.islower() and names_a_procedure(s)}
        for span in metric_spans:
            if span.start < title_end or when_or_how_fast(span[-1]) and span[-1].head.lower_ != "over":
                continue  # 'at training time': when, not a measure ('over the kite rate': what improved)
            if span.text in self._plural_defined:
                continue  # 'kite nets (KNs) ... the KN' where a measure is spelled 'KN'
            # one plain word ('robustness', 'diversity') is a metric only where the sentence evaluates, and not
            # as a modifier of another noun ('length generalization'; but 'accuracy gains' says what changed)
            # (an acronym too: 'a KM merging unit')
            if len(span) == 1 and (span.text.islower() or span.text.isupper()) and span.root.dep_ == "compound" \
                    and span.root.head.lemma_.lower() not in _MEASURED_BY_MODIFIER:
                continue
            if span.root.lemma_.lower() in _SETTING_MEASURES and not _CHANGE_FIGURE.search(span.sent.text) \
                    and not reduced_measure(span.root):
                continue  # 'the impact of model size': a size is a setting a study varies, a measure only with a figure
            if len(span) == 1 and in_title_case_name(span[0]):
                continue  # 'the Kite Robustness Lemma': a word of a name, not the measure
            if len(span) == 1 and span.text in procedures:
                continue
            if len(span) > 1 or not span.text.islower() or EVAL_CUES.search(span.sent.text) or reduced_measure(span.root) \
                    or span.text in _MEASURE_ONLY_WORDS and not in_hyphen_compound(span.root):  # not 'regret-minimizing'
                glued = _glued_prefix_start(span)  # 'ROC-AUC': the word glued before the listed 'AUC' opens the name
                add(doc[_compound_start(span) if glued is None else glued].idx, span.end_char, "Metric", 0.8)

    @reads_cached
    def __call__(self, doc: Doc) -> Doc:
        proposed = {s.text for s in (doc._.proposed or [])}
        short_forms: dict[str, str | None] = {}  # a defined short form -> what its long form says it is
        self._method_long_forms = []  # char ranges of measure-headed long forms of methods: no Metric there
        self._plural_defined = set()  # singulars of short forms defined as plurals of no measure
        long_forms = []  # char ranges of long forms: a name inside one ("Frontal-Profile") is no dataset
        defined_at: dict[str, list[int]] = {}  # short form -> where its long forms written as names start
        task_long_forms = []  # char ranges of long forms whose head says Task ('Kite-Answering (KA)')
        modifier_forms = set()  # short forms of a hyphened modifier written before a noun: no method's name
        self._kind_defined = set()  # short forms a lower-case long form defines as a task, method or measure
        self._procedure_names = named_procedures(doc)
        for short, long in doc._.kg_abbrevs or []:
            kind = long_form_kind(long.text) or called_a_task(doc_text(doc), short.text, long.text) or _lower_task_long_form(long) \
                or _purpose_task_long_form(long, short)
            head = head_after_short_form(doc, short)
            if kind is None and head is not None and long_form_kind(f"{long.text} {head.text}") == "Metric" \
                    and not _condition_modifier(long.text):  # 'out-of-kite (OOK) accuracy': OOK alone is a condition
                # 'kite rope (KR) distance': the short form abbreviates the modifiers of a measure; alone
                # ('better than KR') it still names that measure, not a method
                kind = "Metric"
            if kind == "Metric" and called_a_method(doc_text(doc), short.text, long.text):
                kind = None  # 'Kite Divergence (KD) is a method': a method named after what it minimises
                self._method_long_forms.append((long.start_char, long.end_char))
            short_forms.setdefault(short.text, kind)
            short_forms.setdefault(short.text + "s", short_forms[short.text])
            if kind is None and (head is not None and _hyphen_modifier(long.text) or _adjectival(long)):
                modifier_forms.add(short.text)  # 'low-resolution (LR) frames': the short form of a modifier
            if _PLURAL_SHORT_FORM.fullmatch(short.text) and kind != "Metric":
                # 'kite nets (KNs) ... the KN': the singular is the same thing, not a measure of that spelling
                self._plural_defined.add(short.text[:-1])
            long_forms.append((long.start_char, long.end_char))
            if long.text[:1].islower() and kind in ("Task", "Method", "Metric"):
                self._kind_defined.add(short.text)  # 'word sense induction (WSI)': a problem, whatever data bears the letters
            if long_form_kind(long.text) == "Task":
                task_long_forms.append((long.start_char, long.end_char))
            if any(c.isupper() for c in long.text):  # 'stochastic kite descent (SKD)' describes a method, names no data
                defined_at.setdefault(short.text, []).append(long.start_char)

        best: dict[tuple[int, int, str], float] = {}

        def add(start: int, end: int, label: str, conf: float) -> None:
            if label == "Dataset":
                end = language_pair_end(doc_text(doc), end)  # 'WMT14 English-German': the part of the corpus used
            span = _span(doc, start, end)
            if label == "Dataset" and span is not None:
                span = _plain_word_with_data_noun(span)
            if span is None or span.text in proposed and label != "Method":
                return
            if label != "Metric" and AT_K.fullmatch(span.text):
                return
            if any(ls == span.start_char and span.end_char < le for ls, le in long_forms):
                return  # 'Kite Detection' of 'Kite Detection And Ranging (KiDAR)': the long form cut short
            key = (span.start, span.end, label)
            best[key] = max(conf, best.get(key, 0.0))

        self._gazetteer_hits(doc, add)
        for m in _FRAME_RATE.finditer(doc_text(doc)):
            if not _RECORDING_RATE.search(doc_text(doc), max(0, m.start() - 40), m.start()):
                add(m.start(1), m.end(1), "Metric", 0.8)
        for m in STARRED_LETTER.finditer(doc_text(doc)):  # 'A*', 'D* Lite': a one-letter search algorithm's name
            if not _STARRED_LETTER_IN_A_NAME.search(doc_text(doc), 0, m.start()):
                add(m.start(), m.end(), "Method", 0.8)
        known = {(k[0], k[1]) for k in best if k[2] == "Dataset"}
        for s, e in listed_with_known(doc, known):
            name = doc_text(doc)[s:e]
            if short_forms.get(name, "Dataset") == "Dataset" and name not in NOT_METHODS and name not in gazetteer("metrics") \
                    and not not_data(doc, s, e):
                add(s, e, "Dataset", 0.75)
        if doc._.kg_title_end and self.on["title_tasks"]:
            for span in title_tasks(doc):
                add(span.start_char, span.end_char, "Task", 0.65)
        scierc_spans = list(doc.spans["scierc"]) if "scierc" in doc.spans else []  # made once, read per sentence
        for i, sent in enumerate(doc.sents):
            base, text = sent.start_char, sent.text
            sent_toks = list(sent)  # the sentence's tokens made once: a dozen loops below walk them
            evaluative = bool(EVAL_CUES.search(text))
            prep_regions = []
            regions = [(m.start(1), list_items(m.group(1)), False) for m in _SUCH_AS.finditer(text)]
            if _DATA_HEAD_WORD.search(text):  # the patterns below all need a data noun: most sentences have none
                regions += [(m.start(1), m.group(1), True) for m in _BEFORE_HEAD.finditer(text)
                            if not kind_before_plural(text[m.end(1):m.end()], m.group(1), text[max(0, m.start(1) - 40):m.start(1)])
                            and not _described(text, m.start(1), m.group(1))]
                regions += [(m.start(1), m.group(1), False) for m in _PAREN_HEAD.finditer(text)]
                regions += [(m.start(1), m.group(1), False) for m in _SHORT_BEFORE_HEAD.finditer(text)]
                regions += [(m.start(1), list_items(m.group(1)), False) for m in _HEAD_PAREN.finditer(text)]
                regions += [(m.start(1), m.group(1), False) for m in _HEAD_THEN_NAMES.finditer(text)
                            if not _a_verb_at(doc, base + m.start())]  # 'we benchmark KiteNet on ...': the verb, no data noun
                regions += [(m.start(1), m.group(1), False) for m in _COUNTED_HEAD_NAMES.finditer(text)]
                regions += [(m.start(1), m.group(1), False) for m in _HEAD_APPOSITION.finditer(text)]
            list_starts = _data_list_starts(text)
            data_lists = [r[:2] for r in regions if r[2] is False and r[0] in list_starts]
            if evaluative or _PERCENT.search(text):  # a sentence reporting a percentage evaluates
                prep_regions = [(m.start(1), prep_list(text, m), False) for m in _AFTER_PREP.finditer(text)
                                if not _NOT_EVAL_ON.search(text, 0, m.start()) and not gerund_at(doc, base + m.start(1))
                                and not kind_before_plural((text[m.end(1):].split() or [""])[0], m.group(1))
                                and sent.start >= doc._.kg_title_end]  # Title Case hides which words are names
                prep_regions = [r for r in prep_regions if not _models_before_their_data(text, r[0])]
                regions += prep_regions
            for off, region, capitals in regions:
                lo, hi = base + off, base + off + len(region)
                # 'on A and improves B over C', 'on A compared with C': the list ends at a clause or a baseline
                verb = next((t for t in doc[sent.start:sent.end] if lo < t.idx < hi and t.is_lower
                             and (t.tag_ in _FINITE_VERBS or t.lower_ in _BASELINE_WORDS)), None)
                if verb is not None and (off, region, capitals) in prep_regions:
                    region = region[:verb.idx - lo]
                    hi = verb.idx
                for s, e in named_runs(doc, base + off, region, base, capitals):
                    name = doc_text(doc)[s:e]
                    # a short form is a dataset where its long form says so, or where it is defined in the list itself
                    kind = short_forms.get(name, "Dataset")
                    last = name.split()[-1]
                    if last != name and short_forms.get(last, "Dataset") != "Dataset":
                        continue  # 'real Chinese EMR': a modifier before a defined short form of a kind of thing
                    defined_here = kind is None and any(lo <= d < hi for d in defined_at.get(name, ()))
                    if name not in proposed and (kind == "Dataset" or defined_here) and not inside_range(s, e, long_forms) \
                            and not not_data(doc, s, e):
                        add(s, e, "Dataset", 0.75)
                if (off, region, capitals) in prep_regions and _RESULT_CUES.search(text):  # not 'the dataset comprises ...'
                    known = [(doc[k[0]].idx, doc[k[1] - 1].idx + len(doc[k[1] - 1].text)) for k in best if k[2] == "Dataset"]
                    known = [(s, e) for s, e in known if not not_data(doc, s, e)]  # 'in BLEU and Kite Error Rate'
                    for s, e in capital_conjuncts(doc, lo, hi, known, sent.start_char):
                        name = doc_text(doc)[s:e]
                        if name not in proposed and short_forms.get(name, "Dataset") == "Dataset" and name not in NOT_METHODS \
                                and name not in not_entities() and not not_data(doc, s, e):
                            add(s, e, "Dataset", 0.75)
            for off, region in data_lists:  # 'datasets, i.e. Kites, Lanterns and KT-2': plain names beside a coined one
                for s, e in plain_listed_names(doc, base + off, region, sent.start_char):
                    name = doc_text(doc)[s:e]
                    if name not in proposed and name not in short_forms and name not in not_entities() and not not_data(doc, s, e):
                        add(s, e, "Dataset", 0.75)
            for s, e in called_measure_names(doc, sent):
                add(s, e, "Metric", 0.75)
            for tok in sent_toks:  # 'a new metric, RopeBLEU': the name of the paper's own measure
                if metric_in_apposition(tok):
                    name = whole_word(doc, doc[tok.i:tok.i + 1])  # 'KiteGap-map' whole
                    add(name.start_char, name.end_char, "Metric", 0.75)
            for s, e in _called_data_names(doc, sent):
                name = doc_text(doc)[s:e]
                if name not in NOT_METHODS and not not_data(doc, s, e):
                    add(s, e, "Dataset", 0.75)
            for m in _COMPARED_ACRONYM.finditer(text):  # 'a lower KER', 'an overall KR-AUC of 61.3': what was measured
                name = m.group(1) or m.group(2)
                if sum(c.isupper() for c in name) >= 2 and name not in self._dataset_names and name not in NOT_METHODS \
                        and short_forms.get(name, "Metric") == "Metric" and name not in not_entities():
                    at = m.start(1) if m.group(1) else m.start(2)
                    add(base + at, base + at + len(name), "Metric", 0.7)
            for m in AT_K.finditer(text):
                add(base + m.start(), base + m.end(), "Metric", 0.8)
            for m in _NAMED_STATISTIC.finditer(text) if sent.start >= doc._.kg_title_end else ():
                if m.start() > 0:  # not the sentence's first word ('Spatial correlation is ...'): capitalised anyway
                    add(base + m.start(), base + m.end(), "Metric", 0.75)
            for m in _AREA_UNDER.finditer(text) if sent.start >= doc._.kg_title_end else ():
                add(base + m.start(), base + m.end(), "Metric", 0.75)
            for m in _DATA_NAME_THEN_SHORT.finditer(text):  # the long form's name and its short form, both data
                found = _title_case_name(m, _NOT_NAME_OPENERS | {"From", "Using"})
                if found and not _cut_from_a_longer_name(text, m.start(1)):
                    add(base + found[0], base + m.end(1), "Dataset", 0.75)
                    add(base + m.start(2), base + m.end(2), "Dataset", 0.75)
            for m in _NAMED_MEASURE.finditer(text) if sent.start >= doc._.kg_title_end else ():
                found = _title_case_name(m, _NOT_NAME_OPENERS)
                if found:
                    add(base + found[0], base + found[0] + len(found[1]), "Metric", 0.75)
            for m in _WORD_PAIR.finditer(text) if evaluative else ():  # only an evaluating sentence names a measure so
                if METRIC_NOUNS.match(m.group(2).strip(".,;")) and looks_named(m.group(1)):
                    first = _title_case_run_start(text, m.start(1)) if _ends_a_title_case_name(text, m) else m.start(1)
                    if first < m.start(1):  # 'the Kite RopeNet Distance': the name is a word of the measure's Title Case name
                        add(base + first, base + m.end(1) + 1 + len(m.group(2).rstrip(".,;")), "Metric", 0.75)
                    else:
                        add(base + m.start(1), base + m.end(1), "Metric", 0.75)
            for m in _NAME_CALLED_A_MEASURE.finditer(text):  # 'in KDS, a measure of rope sag': the apposition says what it is
                if looks_named(m.group(1)) and m.group(1) not in self._dataset_names:
                    add(base + m.start(1), base + m.end(1), "Metric", 0.75)
            for m in _NAMES_BEFORE_METRICS.finditer(text):  # 'the KTA and RDF2 metrics': each listed name is a measure
                noun = doc.char_span(base + m.start(2), base + m.end(2))
                if noun is None or noun.root.pos_ != "NOUN":
                    continue  # 'KiteNet and RopeNet measures the sag': the verb
                for n in re.finditer(r"[^\s,/]+", m.group(1)):
                    name = n.group().strip(".;:")
                    if looks_named(name) and name not in self._dataset_names and name.lower() not in ("and", "or"):
                        add(base + m.start(1) + n.start(), base + m.start(1) + n.start() + len(name), "Metric", 0.75)
            # tasks: noun phrases headed by a task noun, early in the abstract or after "for"/"address"
            if self.on["measure_phrases"] and sent.start >= doc._.kg_title_end:
                for chunk in noun_chunks(sent):
                    self._measure(chunk, add)
                for span in scierc_spans:
                    # 'the per-iteration kite costs': where the parse breaks a noun phrase the model's span holds it
                    # whole; not a hyphen word ('real-time'), an adjective whatever its last part
                    if not (sent.start <= span.start and span.end <= sent.end):
                        continue  # another sentence's (tested before the span's root is found)
                    nxt = doc[span.root.i + 1] if span.root.i + 1 < len(doc) else span.root
                    if span.label_ in ("OtherScientificTerm", "Metric") \
                            and not in_hyphen_compound(span.root) and nxt.pos_ not in ("NOUN", "PROPN"):  # not 'time series data'
                        self._measure(span, add)
                for tok in sent_toks:  # 'outperforms X in Y-ness and Z-ness': qualities compared in are measures
                    if compared_quality(tok) and not is_generic([tok.text]):
                        first = quality_start(tok)
                        add(first.idx, tok.idx + len(tok.text), "Metric", 0.6)
                for tok in sent_toks:  # 'requires less computation than X': a cost a comparison grades in a result is a measure
                    if compared_cost(tok):
                        add(quality_start(tok).idx, tok.idx + len(tok.text), "Metric", 0.6)
                for tok in sent_toks:  # 'cuts the number of parameters / queries': a size or a resource a method cuts is a cost
                    last = reduced_count(tok)
                    if last is not None:
                        add(tok.idx, last.idx + len(last.text), "Metric", 0.6)
                for tok in sent_toks:  # 'with O(log T) expected number of verifications': an expected count is measured
                    last = expected_count(tok)
                    if last is not None:
                        add(tok.doc[tok.i - 1].idx, last.idx + len(last.text), "Metric", 0.6)
                for s, e in order_stated_measures(doc, sent):  # 'O(log n) queries': what an asymptotic order bounds
                    add(s, e, "Metric", 0.6)
                for tok in sent_toks:  # 'validated by a human evaluation', 'expert assessments': people's judgement measures
                    for first in judged_by_people(tok):
                        add(first.idx, tok.idx + len(tok.text), "Metric", 0.6)
                for tok in sent_toks:  # '56.8 KPS', '61.2% kAP': a number's unit written as an acronym is what was measured
                    if not figure_before_unit(tok):
                        continue  # no figure, no unit
                    at = tok.i + 2 if tok.i + 2 < sent.end and doc[tok.i + 1].text == "%" else tok.i + 1
                    unit = doc[at].text
                    # not a count of things ('3 GPUs', '2 KITTI scenes'): no plural, no data, software or dataset name
                    if _UNIT_ACRONYM.fullmatch(unit) and sum(c.isupper() for c in unit) >= 2 \
                            and not unit.endswith("s") and unit not in short_forms and unit not in self._dataset_names \
                            and unit not in not_entities() and unit not in SIZE_UNITS and not modifies_a_noun(doc, at):
                        add(doc[at].idx, doc[at].idx + len(unit), "Metric", 0.6)
            purpose = self.on["purpose_tasks"]
            for chunk in noun_chunks(sent):
                if i < self.task_sentences or purpose and after_purpose(chunk):
                    self._task(doc, chunk, add)
                if purpose and not defined_problem(chunk.root):
                    self._problem_task(doc, chunk, add)
            for tok in sent_toks if purpose and self.on["defined_tasks"] else ():
                if defined_problem(tok):  # 'Kite matching (KM) is a hard vision problem': what is defined is the task
                    subj = next(c for c in tok.head.children if c.dep_ == "nsubj")
                    words = [t for t in subj.subtree if not (t.pos_ == "DET" or t.is_punct and t.text != "-") and t.i <= subj.i]
                    if words and words[0].i + len(words) - 1 == subj.i and not is_generic([t.text for t in words]):
                        add(words[0].idx, subj.idx + len(subj.text), "Task", 0.6)
            for chunk in noun_chunks(sent) if purpose else ():
                if listed_task(chunk.root):  # 'multi-agent learning settings' -> 'multi-agent learning'
                    toks = [t for t in chunk if not (t.pos_ in ("DET", "PRON", "NUM") or t.lower_ in DETERMINERS)]
                    while toks and (toks[0].is_punct or toks[0].lower_ in EXAMPLE_MARKS):
                        toks = toks[1:]  # '(e.g., kite ranking': the bracket the parser put in the first example's chunk
                    if toks and toks[-1].lower_ in SETTING_HEADS:
                        toks = toks[:-1]
                    if len(toks) == 1 and listed_task(toks[0], one_word=True):
                        toks = list(whole_word(doc, doc[toks[0].i:toks[0].i + 1]))  # 'super-resolution' whole
                    if toks and toks[-1].i == toks[0].i + len(toks) - 1 and not is_generic([t.text for t in toks]) \
                            and (len(toks) >= 2 or listed_task(toks[0], one_word=True)):
                        add(toks[0].idx, toks[-1].idx + len(toks[-1].text), "Task", 0.6)
            for item in marked_list_tasks(sent) if purpose else ():  # 'tasks: kite ranking and rope design'
                add(item.start_char, item.end_char, "Task", 0.6)
            for chunk in noun_chunks(sent) if purpose and self.on["topic_tasks"] else ():
                topic = research_topic(chunk)
                if topic is not None:
                    add(topic.start_char, topic.end_char, "Task", 0.6)
            for tok in sent_toks if purpose else ():  # 'for detecting kites', 'the problem of ranking kites': a gerund phrase
                if purpose_gerund(tok):
                    obj = next((c for c in tok.children if c.dep_ == "dobj"), None)
                    if obj is not None and obj.pos_ in ("NOUN", "PROPN") and not is_generic([obj.text]) \
                            and not any(t.lower_ in POINTING_BACK for t in obj.lefts):  # 'for learning such X'
                        end = condition_end(tok, of_object_end(obj))
                        if end is obj and tok.lower_ in ACTING_GERUNDS and quality_noun(obj):
                            continue  # 'for improving the speed': of what is not said here
                        add(shared_object_start(tok).idx, end.idx + len(end.text), "Task", 0.6)
            for tok in sent_toks if purpose else ():
                quality = improved_quality(tok)  # 'to boost the accuracy of rope counting'
                if quality is not None:
                    add(quality.start_char, quality.end_char, "Task", 0.6)
            for tok in sent_toks if purpose and i < self.task_sentences and sent.start >= doc._.kg_title_end else ():
                end = gerund_subject_end(tok)  # 'Estimating kite weights is hard': the opening's topic
                if end is not None:
                    add(tok.idx, end.idx + len(end.text), "Task", 0.6)
            for tok in sent_toks if self.on["method_kinds"] and sent.start >= doc._.kg_title_end else ():
                phrase = based_family(tok)
                if phrase is not None:
                    add(phrase.start_char, phrase.end_char, "Method", 0.5)
            for chunk in noun_chunks(sent) if self.on["method_kinds"] and sent.start >= doc._.kg_title_end else ():
                phrase = method_kind(chunk) or means_object(chunk) or listed_example(chunk)
                if phrase is None:
                    phrase = named_means(chunk)  # 'based on Kite': a plain capitalised name in a slot of use
                    phrase = None if phrase is None or phrase.text in self._dataset_names else phrase
                if phrase is not None:
                    add(phrase.start_char, phrase.end_char, "Method", 0.5)
            for tok in sent_toks if self.on["method_kinds"] and sent.start >= doc._.kg_title_end else ():
                if listed_name_example(tok):  # 'optimizers (e.g., Kite)'
                    add(tok.idx, tok.idx + len(tok.text), "Method", 0.5)
                gerund = applied_training_gerund(tok)  # 'by fine-tuning the rope model'
                if gerund is not None:
                    add(gerund.start_char, gerund.end_char, "Method", 0.5)
            # named methods: acronyms and CamelCase words; "X-based" modifiers
            for tok in sent_toks:
                if tok.is_punct or tok.like_url or tok.i > 0 and not doc[tok.i - 1].whitespace_ and doc[tok.i - 1].text not in "(“\"'":
                    continue
                word = word_at(doc, tok)
                if word is None:
                    continue
                w = word.text
                if w in modifier_forms:
                    continue  # 'the LR input': a quality of the thing, not a method
                if w in short_forms:
                    add(word.start_char, word.end_char, short_forms[w] or "Method", 0.7)
                    continue
                if "/" in w or "." in w.strip(".") and not model_family(w.strip(".")):
                    continue  # paths, URLs, version strings (a dotted size of a mined model family is a model's name)
                based = _BASED_WORD.fullmatch(w)
                if based and (looks_named(based.group(1)) or based.group(1) in method_name_words() and not tok.is_sent_start) \
                        and based.group(1) not in NOT_METHODS:
                    add(word.start_char, word.start_char + len(based.group(1)), "Method", 0.6)
                elif method_word_in_role(doc, word):  # 'the Transformer baseline'
                    add(word.start_char, word.end_char, "Method", 0.5)
                elif method_word_alone(doc, word) and not inside_range(word.start_char, word.end_char, long_forms):
                    # 'extend the analysis to the Transformer'; not a word of a long form ('... from Transformers (BFT)')
                    add(word.start_char, word.end_char, "Method", 0.5)
                elif looks_named(w) and w not in NOT_METHODS and not names_a_thing(doc, word) \
                        and not names_an_event(doc_text(doc), w) and not on_a_machine(doc_text(doc), word.start_char) \
                        and not negated_in(doc_text(doc), w) \
                        and not any(rs <= word.start_char and word.end_char == re_ for rs, re_ in task_long_forms):
                    # the capitalised head word of a task's long form ('Kite-Answering (KA)') is no method's name
                    run = title_name_run(doc, word)
                    if run is None:
                        add(word.start_char, word.end_char, "Method", 0.5)
                    elif run.start >= doc._.kg_title_end and run[-1].pos_ in ("NOUN", "PROPN"):
                        # the whole name, typed by its head like a long form; in a title, where every word is
                        # capitalised, the run says nothing
                        add(run.start_char, run.end_char, long_form_kind(run.text) or "Method", 0.5)
        doc.spans["kg_rules"] = rule_group(doc, best, self.name)
        return doc

    def _measure(self, chunk: Span, add) -> None:
        """'the sample complexity', 'lower inference speed': a measure noun with a modifier that says of what."""
        root = chunk.root
        if root.lemma_.lower() not in MEASURE_HEADS and root.lower_ not in MEASURE_HEADS and not incurred_loss(root) \
                or root.i == chunk.start:
            return
        if when_or_how_fast(root) or root.lemma_.lower() in _SETTING_MEASURES and not reduced_measure(root) or describes_a_noun(root) \
                or listed_method_example(root) or inside_range(root.idx, root.idx + 1, self._method_long_forms):
            # 'methods including kite divergence', 'Kite Divergence (KD) is a method': a method, not a measure
            return
        if root.lemma_.lower() in _EXTENT_HEADS and all(t.lower_ in EXTENT_ADJECTIVES for t in chunk[:root.i - chunk.start]
                                                         if not (t.pos_ in ("DET", "ADV") or t.is_punct)):
            return  # 'for a long time', 'too much time', 'over a long distance': how long or far, no measure named
        # 'less than 1% training time', '2x and 3x compression rates': what comes before a figure is no part of
        # the name (a figure glued by a hyphen is: 'top-1 accuracy')
        cut = max((t.i + 1 for t in chunk[:root.i - chunk.start] if t.text == "%" or _FIGURE.fullmatch(t.text)
                   and not (t.i > 0 and t.doc[t.i - 1].text == "-")), default=chunk.start)
        mods = [t for t in chunk.doc[cut:root.i] if _RANK_CUTOFF.fullmatch(t.text) or not (t.pos_ in ("DET", "PRON", "NUM", "ADV") or t.is_punct
                                                                or t.lower_ in GENERIC_WORDS or t.tag_ in ("JJR", "JJS")
                                                                or t.lower_ in GRADING_ADJECTIVES
                                                                or t.lower_ in NOT_NAMING_MODIFIERS
                                                                or t.lower_ in MEASURE_OBJECT_VERBS)]
        if not mods or len(mods) > 3 or mods[-1].i != root.i - 1 and doc_text_gap(chunk, mods[-1], root):
            return
        mods = glued_start(mods)
        if root.lower_ == "times" and all(len(t.text) <= 2 for t in mods):
            return  # 'repeats each step k times': how often, a count of repetitions, not a measure
        if not mods or any(t.lower_ in NOT_MEASURE_MODIFIERS for t in mods) or not any(t.pos_ in ("NOUN", "PROPN", "ADJ", "VERB") or _RANK_CUTOFF.fullmatch(t.text) for t in mods):
            return
        add(mods[0].idx, root.idx + len(root.text), "Metric", 0.6)

    def _problem_task(self, doc: Doc, chunk: Span, add) -> None:
        """'the black-box kite problem' -> 'black-box kite'; 'the problem of kite ranking' -> 'kite ranking'."""
        root = chunk.root
        if recast_as(root):
            return
        if root.lemma_.lower() in PROBLEM_NOUNS:
            toks = [t for t in chunk if t.i < root.i and not (t.pos_ in ("DET", "PRON", "NUM") or t.lower_ in GENERIC_WORDS
                                                              or t.lower_ in DETERMINERS)]
            if toks and toks[-1].i == root.i - 1 and any(t.pos_ in ("NOUN", "PROPN") for t in toks) \
                    and not any(t.tag_ == "JJR" for t in toks) \
                    and toks[-1].tag_ not in ("JJ", "VBN", "VBD") and toks[-1].lower_ not in SETTING_HEADS \
                    and not _adjective_hyphen_words(toks) \
                    and (root.lemma_.lower() != "task" or names_an_activity(toks[-1]) or toks[-1].is_upper):
                # not 'graph-based', 'real-time applications', 'previously completed', nor where ('windy scenario
                # applications'), nor a comparison ('bigger problems'); 'tasks' after a field or a kind of data
                # ('natural language tasks') names no task, where a problem may be named by its object ('knapsack')
                add(toks[0].idx, toks[-1].idx + len(toks[-1].text), "Task", 0.6)
        if root.dep_ == "pobj" and root.head.lower_ == "of" and root.head.head.lemma_.lower() in PROBLEM_NOUNS:
            toks = [t for t in chunk if not (t.pos_ in ("DET", "PRON") or t.lower_ in DETERMINERS)]
            if len(toks) >= 2 and not is_generic([t.text for t in toks]):
                # 'the problem of quick ranking of kite knots': an action noun's own 'of' says on what
                end = of_object_end(root)
                add(toks[0].idx, end.idx + len(end.text), "Task", 0.6)

    def _task(self, doc: Doc, chunk: Span, add) -> None:
        if chunk.root.lemma_.lower() not in task_heads() and chunk.root.lower_ not in task_heads():
            return
        if any(t.tag_ in ("JJR", "JJS", "RBR", "RBS") or t.like_url for t in chunk):
            return  # "faster localization", "more concise prediction": claims, not tasks
        root = chunk.root
        if root.tag_ == "NNS":
            return  # "kite annotations", "rope predictions": what an action made, not the action
        toks = [t for t in chunk if t.i == root.i or not (t.pos_ in ("DET", "PRON", "NUM") or t.lower_ in GENERIC_WORDS
                                                          or t.lower_ in DETERMINERS)]
        if len(toks) < 2 or toks[-1].i != root.i:
            return  # a bare "learning" or "classification" says too little
        start = toks[0].i
        if any(t.i < start for t in toks):
            return
        words = [t.lower_ for t in doc[start:root.i + 1]]
        if any(w in GENERIC_WORDS for w in words[1:-1]):
            return
        if " ".join(words) in self._procedure_names:
            return  # 'Direct Kite Optimization (DKO)': a procedure's name, though its head also heads problems
        if root.lower_ in GENERIC_WORDS and (doc[root.i - 1].tag_ not in ("NN", "NNS") or root.i < doc._.kg_title_end):
            return  # a generic task head ('analysis') says a task only with a common noun saying of what: 'canopy
            # analysis'; not 'a theoretical analysis', nor in Title Case, which hides names ('Poisson Factor Analysis')
        add(doc[start].idx, chunk.root.idx + len(chunk.root.text), "Task", 0.6)


# verbs that cut a quantity: what a method reduces ('halves the kite model's size', 'cuts runtime') is a
# cost the paper reports, a size included (a size a paper only sets or varies is the setting below)
_REDUCING_VERBS = frozenset("reduce compress decrease lower cut shrink halve".split())


def reduced_measure(tok) -> bool:
    """The measure noun (or a conjunct of it) is the object of a verb that cuts it, active or passive."""
    tok = first_conjunct(tok)
    return tok.dep_ in ("dobj", "nsubjpass") and tok.head.pos_ == "VERB" and tok.head.lemma_.lower() in _REDUCING_VERBS


def reduced_count(tok):
    """'reduces the number of trainable parameters', 'with a lower number of parameters', 'reduces the number of
    queries': a count of a model's parameters, or of a resource an algorithm spends (the mined spent_counts), that a
    reducing verb takes or a comparative grades is a cost the paper reports; the last word of the phrase
    ('parameters'), or None. A count merely stated or varied ('the number of parameters exceeds the number of
    examples') is a setting, as a size is."""
    if tok.lower_ not in ("number", "numbers") or tok.i + 2 >= len(tok.doc) or tok.doc[tok.i + 1].lower_ != "of":
        return None
    objs = [c for c in tok.doc[tok.i + 1].children if c.dep_ == "pobj"]
    counted = objs[0].lemma_.lower() if objs else ""
    if counted not in spent_counts() or objs[0].i > tok.i + 4 or counted != "parameter" and objs[0].tag_ != "NNS":
        return None  # 'the number of query' is no count written as one
    if counted != "parameter" and _in_a_purpose(tok):
        return None  # 'in order to reduce the number of queries': what a design aims at, no cost reported
    if reduced_measure(tok):  # 'reduces the number of parameters to two': a design choice, not a cost measured
        return None if _set_to_a_count(first_conjunct(tok).head) else objs[0]
    graded = any(c.tag_ == "JJR" and c.lower_ in ("lower", "smaller", "fewer") for c in tok.children)
    return objs[0] if graded else None


def expected_count(tok):
    """'the expected number of mistakes', 'O(log T) expected number of verifications': an expectation taken of a
    count is a quantity a result bounds or a method reports, whatever is counted; the counted plural noun, or None.
    Not under an infinitive of purpose ('to maximize the expected number of X': what is aimed at)."""
    if tok.lower_ != "number" or tok.i < 1 or tok.doc[tok.i - 1].lower_ != "expected" or tok.i + 2 >= len(tok.doc) \
            or tok.doc[tok.i + 1].lower_ != "of":
        return None
    objs = [c for c in tok.doc[tok.i + 1].children if c.dep_ == "pobj" and c.tag_ == "NNS" and c.i <= tok.i + 4]
    return objs[0] if objs and not _in_a_purpose(tok) else None


# an asymptotic order as the normaliser leaves it ('O(log T)', 'Ω(√T)', 'Θ(d2)', '{O}(...)' of a tilde-O), with
# brackets nested two deep ('O(min(C, T/sqrt(B)))')
_ORDER = re.compile(r"(?<![\w}])(?:\{O\}|[OΩΘ])\s?\((?:[^()]|\((?:[^()]|\([^()]*\))*\))*\)")
_ORDER_LEAD = re.compile(r"\s+(?:of\s+(?:order\s+)?|of\s+the\s+order\s+(?:of\s+)?)?$")  # 'regret of Ω(..)', 'regret O(..)'
_BOUND_GRADES = frozenset("lower upper matching tight sharp optimal best-known known improved minimax".split())
_NOUN_POS = ("NOUN", "PROPN")  # lower-case words only: beside the math the tagger calls nouns PROPN at times
_WORD_POS = _NOUN_POS + ("ADJ",)
# 'amount of contamination O(log T)', 'O(d) words of communication': a count or a unit of what is counted, whole
_COUNT_NOUNS = frozenset("number amount words bits".split())
# no quantity: 'of the form O(..)', 'up to a factor O(..)', 'the best known result O(..)', 'worst-case O(..)'
_NOT_ORDERED = frozenset("order form factor term terms result results case".split())


def _measure_words(doc: Doc, first: int, last: int) -> tuple[int, int] | None:
    """Token range [first, last] of lower-case adjectives and nouns that an order states, or None where it names
    no quantity: a procedure ('an O(log T) regret algorithm'), a bare bound ('a matching lower bound of Ω(1/k)':
    what it bounds is elsewhere), a form ('of the form O(..)')."""
    toks = doc[first:last + 1]
    if not len(toks) or toks[-1].pos_ not in _NOUN_POS or toks[0].lower_ == "of" \
            or any(not (t.is_lower and t.pos_ in _WORD_POS or t.text in ("-", "of")) for t in toks):
        return None
    if any(len(t.text) == 1 and t.is_alpha for t in toks) or any(a.pos_ in _NOUN_POS and b.pos_ == "ADJ" for a, b in zip(toks, toks[1:])):
        return None  # a variable ('an n vertex O(m) graph'), a phrase the math broke ('O(m) edges synthetic graph')
    head = toks[-1].lower_
    if head in _NOT_ORDERED or head in _PROCEDURE_HEADS or head in ("bound", "bounds") and all(t.lower_ in _BOUND_GRADES for t in toks[:-1]):
        return None
    return first, last


def _phrase_after_order(doc: Doc, sent: Span, end_char: int) -> tuple[int, int] | None:
    """'O(log n) same-cluster queries': the lower-case noun phrase right after the order (a glued '-' between)."""
    after = next((t for t in doc[sent.start:sent.end] if t.idx >= end_char and t.text != "-"), None)
    if after is None or after.idx - end_char > 2:
        return None
    run = after.i
    while run + 1 < sent.end and (doc[run + 1].pos_ in _WORD_POS and doc[run + 1].is_lower
                                  or doc[run + 1].text == "-" and not doc[run].whitespace_):
        run += 1
    while run > after.i and doc[run].pos_ not in _NOUN_POS:
        run -= 1
    if run + 2 < sent.end and doc[run].lower_ in _COUNT_NOUNS and doc[run + 1].lower_ == "of" and doc[run + 2].pos_ == "NOUN":
        run += 2  # 'O(d) words of communication'
    return _measure_words(doc, after.i, run)


def _phrase_before_order(doc: Doc, sent: Span, lead_char: int) -> tuple[int, int] | None:
    """'a regret of Ω(√T)', 'an expected amount of contamination O(log T)': the noun phrase ending right before
    the order ('of', 'of order' between)."""
    end = next((t for t in doc[sent.start:sent.end] if t.idx + len(t.text) == lead_char), None)
    if end is None or end.pos_ not in _NOUN_POS or not end.is_lower:
        return None
    first = end.i
    while first - 1 >= sent.start and (doc[first - 1].pos_ in _WORD_POS and doc[first - 1].is_lower
                                       or doc[first - 1].text == "-"):
        first -= 1
    while first < end.i and doc[first].text == "-":
        first += 1
    if first - 2 >= sent.start and doc[first - 1].lower_ == "of" and doc[first - 2].lower_ in _COUNT_NOUNS:
        return first - 2, end.i  # 'number of verifications O(log T)'
    return _measure_words(doc, first, end.i)


def order_stated_measures(doc: Doc, sent: Span) -> list[tuple[int, int]]:
    """'using only O(log n) same-cluster queries', 'an instance-independent regret of Ω(K1/3T2/3)', 'required
    Ω(d2) communication': the quantity an asymptotic order is stated for is what the paper bounds, a measure of
    its results (the counts and costs of theory papers have no other cue). Char ranges."""
    found = []
    text, base = sent.text, sent.start_char
    for m in _ORDER.finditer(text):
        found.append(_phrase_after_order(doc, sent, base + m.end()))
        lead = _ORDER_LEAD.search(text, 0, m.start())
        if lead and text[m.end():m.end() + 1] != "-":  # 'polynomials of O(1)-degree': the order grades the word after it
            found.append(_phrase_before_order(doc, sent, base + lead.start()))
    return [(doc[a].idx, doc[b].idx + len(doc[b].text)) for a, b in filter(None, found)]


_SPENT_COUNT = re.compile(r"(?:the )?(?:total )?numbers? of (?:[\w-]+ ){0,2}(?P<last>[\w-]+)", re.I)


def spent_count(text: str) -> bool:
    """'number of trainable parameters', 'the total number of queries': the phrase reduced_count gives."""
    m = _SPENT_COUNT.fullmatch(text)
    return m is not None and singular_of_plural(m.group("last").lower()) in spent_counts()


def _set_to_a_count(verb) -> bool:
    """'reduce X to two (only)': the verb sets the count to a value."""
    return any(c.dep_ == "prep" and c.lower_ == "to" and any(g.dep_ == "pobj" and g.like_num for g in c.children)
               for c in verb.children)


# a size is mostly a setting chosen or given ('the step sizes', 'the domain size', 'the filter size'), not a
# result reported; a size that is reported ('model size') comes from the mined metric list instead
_SETTING_MEASURES = frozenset(["size"])
_EXTENT_HEADS = frozenset(["time", "distance"])


# mined task heads that end a procedure's name as often as a problem's ('policy optimization', 'variational
# inference', 'principal component analysis')
_PROCEDURE_TASK_HEADS = frozenset(["optimization", "inference", "analysis"])


def named_procedures(doc: Doc) -> set[str]:
    """Long forms (lower case) the abstract defines for a mined procedure short form ('Proximal Kite Optimization
    (PKO)' where the venues write 'using PKO', 'PKO-based' and hardly 'PKO problems'): though their head word also
    heads problems' names ('hyperparameter optimization'), they name a procedure, and no task rule reads them. Not
    where the title names the procedure as its topic ('Batched Kite Optimization'): a paper that studies the
    procedure itself addresses it as its problem."""
    title = doc[:doc._.kg_title_end].text
    return {long.text.lower() for short, long in doc._.kg_abbrevs or []
            if short.text in procedure_short_forms() and not _procedure_is_title_topic(title, short.text, long.text)}


def _procedure_is_title_topic(title: str, short: str, long: str) -> bool:
    """The title writes the short or the long form as the head of its phrase: at the title's end, before a mark or
    before a preposition or conjunction ('Batched Kite Optimization', 'PKO for Ropes'); not as a modifier ('PKO
    Safety', 'PKO-based', 'a PKO Algorithm'), which names a means."""
    forms = "|".join(re.escape(f) for f in (short, long))
    after = r"(?:\s*(?:$|[:,;?.()]|\s-\s)|\s+(?:for|via|with|in|on|of|and|or|as|under|using|to|from|by|at|is)\b)"
    return re.search(rf"(?<![\w-])(?i:{forms}){after}", title) is not None


def _hyphen_modifier(long: str) -> bool:
    """'low-resolution', 'wide-angle': a lower-case long form of one hyphened word, an adjective of degree
    or kind the short form then abbreviates before nouns (two words may be a method's name spelled loosely)."""
    words = long.split()
    return long.islower() and len(words) == 1 and "-" in words[0].strip("-")


def _condition_modifier(long: str) -> bool:
    """'out-of-distribution', 'in-domain': a hyphened modifier built on a preposition names where or under which
    condition something is measured; its short form alone is that condition, no measure (unlike a noun pair
    'kite-rope (KR) divergence', whose short form alone still names the divergence)."""
    return _hyphen_modifier(long) and re.search(r"(?:^|-)(?:of|in|out|off|on|to)(?:-|$)", long.lower()) is not None


def _adjectival(long: Span) -> bool:
    """'independently and evenly scattered (IES)', 'positive semi-definite (PSD)': a long form ending in an adjective
    or a participle spells out a property, never the name of a method or of data (no noun heads it)."""
    return long[-1].tag_ in ("JJ", "VBN", "VBD") and not any(t.pos_ == "NOUN" for t in long)


def _purpose_task_long_form(long: Span, short: Span) -> str | None:
    """'a method for kite rope ranking (KRR)': a long form in a purpose slot names a problem (task_rules)."""
    return "Task" if defined_in_purpose_slot(long, short) else None


def _lower_task_long_form(long: Span) -> str | None:
    """'kite re-detection (kite-RD)': a long form in lower case whose head (or a hyphen word's last part)
    is a mined task head names a problem; the hand list behind long_form_kind lacks most mined heads."""
    head = long[-1].lower_.split("-")[-1]
    lower = all(t.text.islower() or not t.is_alpha and not t.is_upper or i == 0 and t.is_sent_start
                for i, t in enumerate(long))  # a sentence's capital first letter says nothing
    if lower and head in task_heads() and head not in _PROCEDURE_TASK_HEADS:
        return "Task"
    return None

# nouns of a procedure: a measure's short form before one names that procedure ('an EM-like loop')
_PROCEDURE_HEADS = frozenset("algorithm algorithms approach method methodology inference estimation estimate estimator "
                             "procedure loop solver scheme step iteration iterations".split())


def _glued_prefix_start(span: Span) -> int | None:
    """Where a listed measure glued by a hyphen to the word before it starts ('ROC-AUC', 'MS-SSIM', 'mask-AP'):
    the tokenizer splits the word, and the list's bare measure ('AUC') is another measure than the whole one.
    A lower-case measure after a lower-case word ('high-accuracy', 'no-regret') is a grade, not a name; a
    function word before the hyphen ('Edge-to-PSNR') joins no name. None when no such word is glued to it."""
    doc, i = span.doc, span.start
    if i < 2 or doc[i - 1].text != "-" or doc[i - 1].whitespace_ or doc[i - 2].whitespace_:
        return None
    start = hyphen_span(span[0]).start
    first = doc[start:i - 1]
    if start >= i - 1 or any(t.is_stop or t.is_punct for t in first):
        return None
    # a capital only where a sentence's first word has none of its own ('High-precision' opening a sentence)
    named = any(c.isupper() or c.isdigit() for c in first.text[1:]) or first.text[0].isupper() and not first[0].is_sent_start
    return start if named or not span.text.islower() else None


def _compound_start(span: Span) -> int:
    """Where a one-word measure name a noun modifies starts ('context length', 'GPU memory'): the bare
    word names no measure there, only the whole compound does. A measure head the phrase rule reads
    already ('kite accuracy'), or no noun before it: the word itself."""
    root = span.root
    if len(span) > 1 or root.lemma_.lower() in MEASURE_HEADS or root.lower_ in MEASURE_HEADS:
        return span.start
    doc, start = span.doc, span.start
    while start > 0 and doc[start - 1].dep_ == "compound" and doc[start - 1].head.i >= start \
            and not ends_a_long_name(doc[start - 1], span) \
            and doc[start - 1].pos_ in ("NOUN", "PROPN") and doc[start - 1].lower_ not in GENERIC_WORDS \
            and not any(c.isdigit() for c in doc[start - 1].text) \
            and doc[start - 1].lower_ != "magnitude":  # '1.5x speedup', 'two orders of magnitude speedups': a figure
        start -= 1
    if start < span.start and start > 0 and not doc[start - 1].whitespace_:
        start += 1  # 'document-level', '1GB': the first word is glued to a piece before it, not a modifier of its own
    return start


def ends_a_long_name(tok, short: Span) -> bool:
    """'the coefficient of determination R2', 'a kite-rope metric F1': a measure's long name written before its short
    form, unbracketed. The word before the short form ends that name (a measure noun, or the object of its 'of'), so
    the two are one measure, not a modifier and a measure ('determination R2'); the short form alone names it."""
    if short.text.islower():
        return False
    doc = tok.doc
    return tok.lower_ in MEASURE_HEADS | METRIC_HEADS or tok.lower_ in ("metric", "measure") \
        or tok.i > 0 and doc[tok.i - 1].lower_ == "of"


def head_after_short_form(doc: Doc, short: Span):
    """'kite rope (KR) distance': the plain noun right after a bracketed short form, which then abbreviates only
    the modifiers of a phrase headed by that noun; None when no such noun (or a method noun) follows."""
    i = short.end
    if i >= len(doc) or doc[i].text != ")" or short.start == 0 or doc[short.start - 1].text != "(":
        return None
    nxt = doc[i + 1] if i + 1 < len(doc) else None
    if nxt is None or not nxt.is_lower or nxt.pos_ not in ("NOUN", "PROPN") or not doc[i].whitespace_:
        return None
    return None if nxt.lemma_ in METHOD_NOUNS or nxt.lower_ in METHOD_NOUNS else nxt


def names_a_procedure(span: Span) -> bool:
    """'the Kite Maximization (KM) algorithm', 'KM (Kite Maximization) inference', 'a KM-like loop': an acronym
    that is also a measure's name, written before a noun of a procedure (past its own parentheses or a '-like'),
    is that procedure's short form, not the measure."""
    doc, i = span.doc, span.end
    if i < len(doc) and doc[i].text == ")":
        i += 1  # 'Kite Maximization (KM) algorithm'
    elif i < len(doc) and doc[i].text == "(":
        close = next((t.i for t in doc[i:min(len(doc), i + 8)] if t.text == ")"), None)
        i = close + 1 if close is not None else i  # 'KM (Kite Maximization) inference'
    if i + 1 < len(doc) and doc[i].text == "-" and doc[i + 1].lower_ in ("like", "style", "type"):
        i += 2  # 'a KM-like loop'
    return i < len(doc) and doc[i].lower_ in _PROCEDURE_HEADS


def glued_start(mods: list) -> list:
    """The measure's modifiers with the first one whole: the filters above can leave the tail of a hyphen word
    ('case' of 'worst-case', 'of-the-art' of 'state-of-the-art') or of a possessive ('s' of a curly "X’s").
    A hyphen word is taken whole, or left out where it grades ('state-of-the-art'); a possessive's tail goes."""
    if not mods:
        return mods
    doc, first = mods[0].doc, mods[0]
    if first.tag_ == "POS" or first.lower_ in ("’s", "'s") or first.lower_ == "s" and first.i > 0 \
            and doc[first.i - 1].text in ("’", "'") and not doc[first.i - 1].whitespace_:
        return glued_start(mods[1:])
    whole = hyphen_span(first)
    if whole.start == first.i:
        return mods
    if whole.text.lower() in GRADING_ADJECTIVES:
        return [t for t in mods if t.i >= whole.end]
    return list(doc[whole.start:first.i]) + mods


def in_title_case_name(tok) -> bool:
    """A lower-case measure word written capitalised inside a sentence, next to another capitalised word: a word
    of a Title Case name ('the Kite Robustness Lemma'); not the sentence's first word, not an acronym."""
    if not tok.text.istitle() or tok.is_sent_start:
        return False
    doc = tok.doc
    near = [doc[i] for i in (tok.i - 1, tok.i + 1) if 0 <= i < len(doc)]
    return any(t.is_alpha and t.text.istitle() and not t.is_sent_start for t in near)


_YEAR = re.compile(r"(?:19|20)\d\d")


def figure_before_unit(tok) -> bool:
    """A figure written in digits ('56.8', '27') can carry a unit; a spelled count ('two', 'three') counts things
    ('two KITE models') and a year dates a name ('KiteBench 2017 MLT'): neither says what was measured."""
    return tok.like_num and tok.i + 1 < tok.sent.end and any(c.isdigit() for c in tok.text) \
        and not _YEAR.fullmatch(tok.text)


def modifies_a_noun(doc, i: int) -> bool:
    """'27 KPS' ends a figure; in '3 KITE backbones' the acronym names the kind of the counted things ('2 KPS
    points', '2 KPS gains', '10 KPS inference speed' still say what was measured)."""
    nxt = doc[i + 1] if i + 1 < len(doc) else None
    if nxt is None or nxt.pos_ not in ("NOUN", "PROPN") or not nxt.is_lower or doc[i].whitespace_ == "":
        return False
    head = nxt.head if nxt.dep_ == "compound" else nxt  # '10 KPS inference speed': the phrase still names a measure
    return not {nxt.lemma_.lower(), head.lemma_.lower()} & (_MEASURED_BY_MODIFIER | {"point"})



# words a comparison is made with: 'outperforms X in A', 'improvements in A and B', 'superior in A'
_COMPARING = re.compile(r"(?:outperform|surpass|exceed|beat|outstrip|improv|gain|superior|better|advantage)", re.I)
_QUALITY_SUFFIXES = ("ness", "ity")


def compared_in(tok) -> bool:
    """The noun (or a conjunct of it) is what a comparison is made in: 'in terms of A and B', 'outperforms X in
    (both) A and B', 'improvements in A': a criterion the paper reports its result on, figure or not."""
    tok = first_conjunct(tok)
    if graded_by_a_comparative(tok):
        return True
    if tok.dep_ == "dobj" and tok.head.dep_ == "pcomp":
        tok = tok.head  # 'in terms of both <gerund> A and B': the parse may read a gerund before the list
    if tok.dep_ not in ("pobj", "pcomp"):
        return False
    prep, doc = tok.head, tok.doc
    if prep.lower_ == "of" and prep.i >= 2 and doc[prep.i - 2].lower_ == "in" and doc[prep.i - 1].lower_ == "terms":
        return bool(RESULT_CUES.search(tok.sent.text))  # not 'depends on X in terms of Y': a result is stated
    if prep.lower_ != "in":
        return False
    head = prep.head  # the parse may hang 'in' on the compared system ('exceeds X and other models in A'):
    while True:  # look up to the clause's verb
        if _COMPARING.match(head.lower_):
            return True
        if head.pos_ in ("VERB", "AUX") or head.head.i == head.i:  # the root: spaCy makes a new Token per access, so `is` never holds
            return False
        head = head.head


# a participle that says a quality changed for the better or worse, as a comparative adjective does ('improved X')
_CHANGE_PARTICIPLES = frozenset("improved enhanced increased reduced decreased".split())


def graded_by_a_comparative(tok) -> bool:
    """'shows better A and B than X', 'with significantly higher A', 'demonstrates improved A': a comparative (or a
    participle of change) grading the noun, in a sentence that reports a result (a cue besides the grading word),
    compares the paper's system in it, as 'outperforms X in A' does. Not the subject of its clause ('better A
    leads to ...': what is argued), not after 'at' ('at lower dimensionality': the setting a result holds at), not
    a purpose ('to achieve enhanced A', 'for increased A': what a design aims at, no result)."""
    if tok.dep_ in ("nsubj", "nsubjpass") or tok.dep_ == "pobj" and tok.head.lower_ in ("at", "for") or _in_a_purpose(tok):
        return False
    grading = [c for c in tok.children
               if c.dep_ == "amod" and c.i < tok.i and (c.tag_ == "JJR" or c.lower_ in _CHANGE_PARTICIPLES)]
    if not grading:
        return False
    sent = tok.sent
    rest = sent.text[:grading[0].idx - sent.start_char] + sent.text[grading[0].idx + len(grading[0].text) - sent.start_char:]
    return bool(RESULT_CUES.search(rest))


def _in_a_purpose(tok) -> bool:
    """The noun hangs on an infinitive ('to provide improved A', 'in order to achieve A'): an aim, not a result."""
    return any(a.pos_ in ("VERB", "AUX") and any(c.dep_ == "aux" and c.lower_ == "to" for c in a.children) for a in tok.ancestors)


# words of a sentence that reports or runs an assessment ('confirmed by a human evaluation', 'we conduct ...')
_ASSESSING_CUES = re.compile(r"\b(?:validat|verif|confirm|conduct|according|show|indicat|reveal)\w*", re.I)


def judged_by_people(tok) -> list:
    """'a rigorous human evaluation', 'objective and subjective evaluation', 'expert assessments': the modifier
    (next to the noun) that says people judge, one per name, in a sentence that reports or runs an assessment.
    Not what a measure is compared with ('a correlation with expert assessments', 'comparison to expert judgement'),
    not the subject of a clause ('expert judgements vary with ...': what is studied) unless the clause reports
    ('a human evaluation shows ...'), not a modifier ('a human evaluation study': the study is named, a procedure)."""
    if tok.pos_ != "NOUN" or tok.lemma_.lower() not in JUDGEMENT_HEADS or tok.dep_ in ("nsubjpass", "compound"):
        return []
    subject = tok
    subject = first_conjunct(subject)
    if subject.dep_ == "nsubj" and not _ASSESSING_CUES.match(subject.head.lower_):
        return []  # 'expert judgements vary with ...'; not 'a human evaluation shows that ...'
    if tok.dep_ == "pobj" and tok.head.head.pos_ == "NOUN" and (tok.head.lower_ == "with" or tok.head.lower_ == "to"
                                                                and tok.head.head.lower_.startswith("compar")):
        return []
    prev = tok.doc[tok.i - 1] if tok.i > 0 else tok
    if prev.lower_ not in JUDGING_MODIFIERS or prev.head.i != tok.i:
        return []
    sent = tok.sent
    rest = sent.text[:prev.idx - sent.start_char] + sent.text[tok.idx + len(tok.text) - sent.start_char:]
    return [prev] if RESULT_CUES.search(rest) or EVAL_CUES.search(rest) or _ASSESSING_CUES.search(rest) else []


# verbs of keeping a quality while another changes ('improves X while preserving fluency')
_KEEPING_VERBS = frozenset("preserving maintaining retaining keeping".split())


def kept_in(tok) -> bool:
    """'improves accuracy while preserving fluency, coherence and relevance': a quality (or a conjunct of it) that a
    sentence reporting a result says was kept while something else improved is a criterion the paper was judged on."""
    tok = first_conjunct(tok)
    return tok.dep_ == "dobj" and tok.head.lower_ in _KEEPING_VERBS and bool(RESULT_CUES.search(tok.sent.text))


def compared_quality(tok) -> bool:
    """A lower-case quality noun ('-ness', '-ity', or a mined '-ence / -ency' criterion such as 'fluency') a
    comparison is made in ('outperforms X in terms of Y-ness'): a criterion the paper was judged on, whether or not
    a figure is given. A mined criterion kept while another quality improved is one too ('while preserving
    fluency'); not an '-ity' word at large there ('while preserving class identity')."""
    if tok.pos_ != "NOUN" or not tok.is_lower:
        return False
    criterion = tok.lower_ in criterion_qualities()
    return (tok.lower_.endswith(_QUALITY_SUFFIXES) or criterion) and (compared_in(tok) or criterion and kept_in(tok)) \
        and tok.lower_ not in SETTING_HEADS  # 'gained importance in the vision community': where, not a quality


def compared_cost(tok) -> bool:
    """'requires significantly less computation than X', 'with smaller FLOPs and model parameters', 'achieves lower
    error': a cost the venues grade down in comparisons (the mined comparative_costs), graded by a comparative in a
    sentence reporting a result (graded_by_a_comparative, on the list's first item), is what the system is compared
    in, as a quality is."""
    return tok.pos_ == "NOUN" and tok.is_lower and tok.lower_ in comparative_costs() \
        and graded_by_a_comparative(first_conjunct(tok))


def quality_start(tok):
    """The first word of a quality's name: the hyphen word whole ('human-likeness') and the words before it that
    say of what ('log predictive density', 'dialogue naturalness'), not those that grade it ('high', 'better')."""
    doc = tok.doc
    first = whole_word(doc, doc[tok.i:tok.i + 1])[0]
    while first.i > 0 and tok.i - first.i < 4:
        prev = doc[first.i - 1]
        if prev.dep_ not in ("compound", "amod", "nmod") or not first.i <= prev.head.i <= tok.i \
                or prev.pos_ not in ("NOUN", "PROPN", "ADJ") or prev.tag_ in ("JJR", "JJS", "VBN") \
                or prev.lower_ in AMOUNT_ADJECTIVES or prev.lower_ in GRADING_ADJECTIVES or prev.lower_ == "same":
            break  # not 'maximized X': a participle says what was done to it; 'the same X' grades it as 'comparable' does
        first = whole_word(doc, doc[prev.i:prev.i + 1])[0]  # 'multi-speaker X' whole
    return first


# how a modifier hangs on the noun it modifies: 'time complexity', 'computational cost', 'task's time complexity'
_MODIFIER_DEPS = frozenset("nmod compound amod".split())


def _plain_modifier(tok) -> bool:
    """A one-word noun or adjective that says of what ('time', 'computational'), not how much ('lower', 'high'),
    and no measure or quality of its own (where the parse hangs 'accuracy and ...' or 'efficiency and ...' on the
    next measure, the two are listed measures, no shared head; a resource such as 'time' does modify one)."""
    return tok.pos_ in ("NOUN", "ADJ", "PROPN") and tok.tag_ not in ("JJR", "JJS") and tok.is_alpha \
        and tok.lower_ not in GRADING_ADJECTIVES and tok.lower_ not in AMOUNT_ADJECTIVES \
        and tok.lemma_.lower() not in METRIC_HEADS and not tok.lower_.endswith(_QUALITY_SUFFIXES + ("acy", "ency"))


def _measure_head(tok) -> bool:
    """A noun that heads measures: a measure head ('complexity', 'cost', 'time') or the last word of a listed
    measure's name of two words or more ('power consumption', 'memory usage', 'visual quality')."""
    return tok.lemma_.lower() in MEASURE_HEADS or tok.lower_ in _listed_measure_heads()


@functools.cache
def _metric_words() -> frozenset[str]:
    return frozenset(name.lower() for name in gazetteer("metrics") if " " not in name)


@functools.cache
def _listed_measure_heads() -> frozenset[str]:
    return frozenset(name.split()[-1].lower() for name in gazetteer("metrics") if " " in name)


def _parallel_modifiers(doc: Doc, head, lo: int) -> list | None:
    """The one-word modifiers of the measure head, joined by 'and / or' (commas between more), the first at or
    after token lo: ['time', 'space'] of 'time and space complexity'; None where they are no parallel modifiers."""
    first = next((t for t in doc[lo:head.i] if t.dep_ in _MODIFIER_DEPS and t.head.i == head.i
                  and any(c.dep_ == "conj" for c in t.children)), None)
    if first is None:
        return None
    mods = [first] + [c for c in first.conjuncts if first.i < c.i < head.i]
    between = [t for t in doc[first.i:mods[-1].i + 1] if t not in mods]
    if len(mods) < 2 or any(t.dep_ != "cc" and t.text != "," or t.dep_ == "cc" and t.lower_ not in ("and", "or")
                            for t in between) or not all(_plain_modifier(t) for t in mods):
        return None
    before = doc[first.i - 1] if first.i > 0 else None
    if any(c.i < first.i for c in first.children) or len({t.is_lower for t in mods}) > 1 \
            or before is not None and before.pos_ == "DET" and before.head.i != head.i:
        return None  # 'the drop and relearn principle and X distance', 'the weight of the robot and energy
        # consumption': the first is a phrase of its own (its determiner is no word of the measure's);
        # a common word and a name are no parallel modifiers
    if any(m.lower_ in _metric_words() and m.lower_ not in spent_counts() for m in mods[:-1]):
        return None  # 'memory and computing time', 'power, memory and storage cost': a measure of its own listed
        # before the last, where the parse may hang it on the next one; a resource an algorithm spends ('time and
        # space complexity') does modify a complexity
    return mods


def coordinated_measure_parts(span: Span) -> tuple[list[str], bool]:
    """'time and space complexity', 'computational and storage cost', 'training and inference time': one-word
    modifiers joined by 'and / or' over one measure head name one measure each, the head and the words between
    the last modifier and it shared ('spatial and temporal approximation errors'). The span may hold the whole
    coordination or only its last modifier onwards (the gazetteer's 'space complexity' after 'time and').
    Returns each measure's words in text order and whether the span holds the first modifier; empty where the
    shape is not there."""
    doc, head = span.doc, span[-1]
    if head.pos_ != "NOUN" or any(not t.is_alpha and t.text != "," for t in span) or not _measure_head(head):
        return [], False  # hyphen words, figures, brackets: not a plain run of words; 'quantitative and qualitative
        # evaluation' names one assessment, not two measures
    mods = _parallel_modifiers(doc, head, max(span.start - 6, 0))
    if mods is None:
        return [], False
    holds_first, last = span.start <= mods[0].i, mods[-1]
    if not holds_first and span.start != last.i:
        return [], False  # the span starts inside the list but not at its last modifier: another reading
    tail = doc[last.i + 1:head.i + 1]
    if any(t.head.i < last.i + 1 or t.head.i > head.i for t in tail[:-1]):
        return [], False  # the words after the list must hang inside the shared phrase
    return [f"{m.text} {tail.text}" for m in mods], holds_first
