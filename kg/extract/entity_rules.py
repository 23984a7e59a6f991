"""Rule-based entity spans: datasets, metrics, tasks and named methods -> doc.spans["kg_rules"].

High-precision patterns that complement the trained SciERC model: dataset names in evaluation
contexts ("experiments on X and Y", "the X and Y benchmarks", "X (public datasets)", "datasets
such as X"), metrics from a general gazetteer and "X improvements", tasks as noun phrases headed
by a task noun, and words written like names (acronyms, CamelCase) as methods.
"""
from __future__ import annotations

import re

from spacy.language import Language
from spacy.matcher import PhraseMatcher
from spacy.tokens import Doc, Span, SpanGroup
from spacy.util import filter_spans

from kg.extract import extensions
from kg.extract.lexicon import (
    AMOUNT_ADJECTIVES, AT_K, CATEGORY_ADJECTIVES, CONTRIBUTION_HEADS, DATA_CONTAINERS, DATASET_HEADS, DESCRIPTIVE_COMPOUND, EVAL_CUES, GENERIC_WORDS, HARDWARE_NOUNS, METRIC_NOUNS, NOT_METHODS,
    MEASURE_HEADS, NOT_MEASURE_MODIFIERS, SETTING_HEADS, STOPWORDS, TASK_HEADS, gazetteer, generic_terms, is_generic, task_heads, long_form_kind, looks_named, not_entities,
)

extensions.register()

_HEADS = r"(?:benchmark|dataset|data\s+set|corpus|corpora|suite|testbed|environment)s?"  # 'data set': older spelling
_CLAUSE_VERB = r"\s+(?:show|shows|demonstrate|demonstrates|further|validate|validates|reveal|confirm|indicate|and\s+(?:show|demonstrate))\b"
_AFTER_PREP = re.compile(r"\b(?:on|in|across|from)\s+(.{1,90}?)(?=\s+%s\b|[,;:]|\.(?!\d)|%s|$)" % (_HEADS, _CLAUSE_VERB))
# items of up to three words, the leading ones capitalised ("the Kite Lantern and KT-2 datasets")
_BEFORE_HEAD = re.compile(r"((?:[A-Z][^\s,;.()]*\s+){0,2}[^\s,;.()]+(?:\s*(?:,|and|&|,\s*and)\s*(?:[A-Z][^\s,;.()]*\s+){0,2}[^\s,;.()]+){0,6})\s+%s\b" % _HEADS)
_PAREN_HEAD = re.compile(r"(\S+(?:\s\S+)?)\s+\([^()]*\b%s\b[^()]*\)" % _HEADS)
_SUCH_AS = re.compile(r"\b(?:%s)\b(?:\s*\([^()]*\))?(?:,?\s+(?:like|such as|including|namely,?|e\.g\.,?|i\.e\.,?)|\s*[:–—]|\s+-)\s+(.{1,300}?)(?=[.;:](?:\s|$)|\s+(?:have|has|are|is|were|was|show|shows|demonstrate|demonstrates|confirm|confirms|reveal|reveals)\b|$)" % "|".join(sorted(DATA_CONTAINERS)))
# 'two benchmarks (A and B)': the names a data noun's parenthesis lists
_HEAD_PAREN = re.compile(r"\b%s\s*\(((?:e\.g\.,?\s*|i\.e\.,?\s*)?[^()]{1,120})\)" % _HEADS)
# 'two datasets KT-1 and KT-2': names right after a data noun, up to the first lower-case word but 'and'
_HEAD_THEN_NAMES = re.compile(r"\b(?:datasets?|benchmarks?|corpus|corpora)\s+((?:(?:and|,)\s*|[A-Z][^\s,;()]*\s*|[a-z]+[A-Z][^\s,;()]*\s*)+)")
# 'the Kite Wobble Score', 'Lantern Quality Metric': a name in Title Case headed by a measure noun
_NAMED_MEASURE = re.compile(r"\b((?:[A-Z][a-z][\w-]*\s+){1,4}(?:Metric|Measure|Score|Index|Ratio))\b")
_LOWER_CAMEL = re.compile(r"[a-z]{2,}[A-Z][A-Za-z0-9-]*")  # 'kiteScenes'; not 'mAP' (and metrics are left out)
_FINITE_VERBS = frozenset("VB VBZ VBP VBD MD".split())
_BASELINE_WORDS = frozenset("compared than over against versus vs vs.".split())  # what follows is a baseline
_ACRONYM = r"[A-Z][A-Za-z]*[A-Z][A-Za-z0-9@-]{0,8}"
_COMPARED_ACRONYM = re.compile(rf"\b(?:lower|higher|better|worse|overall|average|mean)\s+({_ACRONYM})\b(?!\s*[-(])|"
                               rf"\b({_ACRONYM})\s+(?:of|=)\s+\d")
_PERCENT = re.compile(r"\d\s?%")
_LIST_ITEM = re.compile(r"(?:[^,()]|\([^()]*\))+")


# 'Spearman's rank correlation', 'Fleiss' kappa', 'Kendall tau': an agreement statistic named after its author
_NAMED_STATISTIC = re.compile(r"(?<![\w-])[A-Z][a-z]+(?:['’]s?)?\s+(?:(?:r|rho|rank|tau)\s+)?(?:correlation|[Kk]appa|tau|rho)"
                              r"(?:\s+coefficients?)?\b")
# 'the area under the ROC curve', 'area under precision-recall curves': a measure named by what it integrates
_AREA_UNDER = re.compile(r"\b[Aa]rea [Uu]nder (?:the )?(?:[\w-]+ ){0,2}[Cc]urves?\b")


def list_items(region: str) -> str:
    """The leading items of a comma list ("A (X), B, and C (Y)"): up to the first item that reads like a
    clause (more than six words outside parentheses, or one led by a pronoun)."""
    end = 0
    for m in _LIST_ITEM.finditer(region):
        words = re.sub(r"\([^()]*\)", " ", m.group()).split()
        if words and words[0].lower() == "and":
            words = words[1:]
        if len(words) > 6 or words and words[0].lower() in ("we", "our", "it", "they", "this", "which"):
            break
        end = m.end()
    return region[:end]
# 'based on X', 'focus on X': what is built on or studied, not evaluated on
_NOT_EVAL_ON = re.compile(r"\b(?:based|built|buil(?:d|ds|ding)|rel(?:y|ies|ying)|depend(?:s|ing)?|focus(?:es|ed|ing)?|"
                          r"conditioned|trained|pre-?trained)\s+\S+\s*$", re.I)
_REGION_END = re.compile(r"[;:]|\.(?!\d)|" + _CLAUSE_VERB)


def _prep_list(text: str, m: re.Match) -> str:
    """'on A, B and C datasets': the region after the preposition runs on through a comma list of short items."""
    if not text.startswith(",", m.end(1)):
        return m.group(1)
    end = _REGION_END.search(text, m.end(1))
    listed = list_items(text[m.start(1):end.start() if end else len(text)])
    listed = _EXAMPLES.split(listed)[0]  # 'on the issue, such as A and B': examples of what precedes, read only after a data noun
    return listed if len(listed) > len(m.group(1)) else m.group(1)  # the first item alone when no list follows


_EXAMPLES = re.compile(r",?\s+(?:such as|like|including|e\.g\.|i\.e\.)\s")


def _gerund_at(doc: Doc, char: int) -> bool:
    """'in learning KT structures', 'on improving X': an activity follows the preposition, not data."""
    tok = next((t for t in doc if t.idx == char), None)
    return tok is not None and tok.tag_ == "VBG"


_WORDS = re.compile(r"[^\s,;()]+")
_VERSION = re.compile(r"[vV]?(?!0\.)\d+(?:\.\d+)*")  # 'v2', '2012', '1.3'; not a fraction ('0.95')
_DETERMINERS = frozenset("the a an both two three four five six seven eight nine ten several various multiple".split())


def _named_runs(doc: Doc, start: int, text: str, sent_start: int, capitals: bool = False) -> list[tuple[int, int]]:
    """Char spans of runs of name-like words in text (which starts at doc offset `start`).
    A capitalised ordinary word joins a run only next to a name-like word ("Lumen DATA"), or, with
    `capitals`, makes one of its own (right before "dataset": "the Lumen Reviews dataset")."""
    words = [(start + m.start(), start + m.end(), m.group()) for m in _WORDS.finditer(text)]
    runs, cur = [], []
    prev_end = None
    for s, e, w in words:
        w = w.strip("\"'“”’.")
        if cur and prev_end is not None and re.search(r"[(),;]", doc.text[prev_end:s]):
            runs.append(cur)  # a parenthesis or a list separator ends a name
            cur = []
        prev_end = e
        named = (looks_named(w) or bool(_LOWER_CAMEL.fullmatch(w)) and w not in gazetteer("metrics")) and w not in NOT_METHODS
        capital = w[:1].isupper() and w.lower() not in STOPWORDS and w.lower() not in GENERIC_WORDS and s != sent_start \
            and not DESCRIPTIVE_COMPOUND.search(w)  # 'KiteNotes-like data' is no name
        if cur and _VERSION.fullmatch(w):  # 'X v2', 'X 2012': a version or year continues the name before it
            cur.append((s, e, cur[-1][2]))
            runs.append(cur)  # and ends it: 'A 2012 B 2017' lists two
            cur = []
        elif named and re.search(r"[A-Za-z]-?\d+$", w):  # 'KT7 KT9': a name ending in its number ends there
            runs.append(cur + [(s, e, True)])
            cur = []
        elif (named or capital) and not (not cur and runs_blocked(doc, s)):
            cur.append((s, e, named))
        else:
            if cur:
                runs.append(cur)
            cur = []
    if cur:
        runs.append(cur)
    out = []
    for run in runs:
        # 'A (Long Name of A)': the parenthesis spells out the name before it, it names nothing new
        expansion = out and re.fullmatch(r"\s*\(\s*", doc.text[out[-1][1]:run[0][0]]) \
            and doc.text[run[-1][1]:run[-1][1] + 1] == ")" and len(run) > len(doc.text[out[-1][0]:out[-1][1]].split())
        if (any(named for _, _, named in run) or capitals) and not expansion:
            out.append((run[0][0], run[-1][1]))
    return out


_NUMBER_BEFORE = re.compile(r"\d(?:[.,]\d+)?\s*$")
_UNIT_SHAPED = re.compile(r"[A-Z][A-Za-z]{0,3}")


def _not_data(doc: Doc, start: int, end: int) -> bool:
    """A name that is no data whatever its region says: a unit after a figure ('(71 FPS)', '64.9 MB'), or
    hardware, a name written next to a hardware noun ('the service robot HERB', 'a KUKA LBR arm')."""
    name = doc.text[start:end]
    if AT_K.fullmatch(name):
        return True  # 'NDCG@10', 'Recall@20': a measure at a cutoff
    after = doc.text[end:end + 40].split()
    if _UNIT_SHAPED.fullmatch(name) and _NUMBER_BEFORE.search(doc.text[max(0, start - 12):start]) \
            and not (after and after[0].lower().strip(".,;:)") in DATASET_HEADS):
        return True
    before = doc.text[max(0, start - 40):start].split()
    near = [w.lower().strip(".,;:()") for w in before[-1:] + after[:3]]
    return any(w in HARDWARE_NOUNS for w in near) and not any(w in DATASET_HEADS for w in near)


_NAME = r"[A-Za-z][\w.+-]*[A-Z0-9][\w+-]*(?:\s+v?\d[\w.]*)?"
_NAME_LIST = re.compile(rf"(?<![\w-]){_NAME}(?:\s*,\s*(?:and\s+)?{_NAME}|\s+(?:and|or)\s+{_NAME})+(?![\w-])")


def _listed_with_known(doc: Doc, known: set[tuple[int, int]]) -> list[tuple[int, int]]:
    """'using miniKites, tieredKites, CIFAR-FS, and FC100': names listed with a dataset the gazetteer knows
    are data too, whatever the verb before the list (char spans of the other names)."""
    known_chars = {(doc[s].idx, doc[e - 1].idx + len(doc[e - 1].text)) for s, e in known}
    out = []
    for m in _NAME_LIST.finditer(doc.text, doc[doc._.kg_title_end].idx if doc._.kg_title_end < len(doc) else 0):
        # 'datasets--UCF101', 'FSS-1000--': a dash written as two fences the name
        items = [(m.start() + i.start(), m.start() + i.end()) for i in re.finditer(r"(?:(?!--)[^\s,])+(?:\s+v?\d[\w.]*)?",
                                                                                  m.group().replace("--", "  "))]
        items = [(s, e) for s, e in items if doc.text[s:e] not in ("and", "or")]
        if any(it in known_chars for it in items):
            out += [it for it in items if it not in known_chars and looks_named(doc.text[it[0]:it[1]].split()[0])]
    return out


def runs_blocked(doc: Doc, start: int) -> bool:
    """'diverse MAKR benchmarks' names a kind of benchmark, not one."""
    before = doc.text[max(0, start - 30):start].split()
    return bool(before) and before[-1].lower() in CATEGORY_ADJECTIVES


def _inside(start: int, end: int, ranges: list[tuple[int, int]]) -> bool:
    """Strictly inside one of the ranges (a word of a longer defined name)."""
    return any(rs <= start and end <= re_ and (rs, re_) != (start, end) for rs, re_ in ranges)


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


def _span(doc: Doc, start: int, end: int) -> Span | None:
    span = doc.char_span(start, end, alignment_mode="contract")
    while span is not None and len(span) and (span[-1].is_punct or span[-1].text in "’'s" or span[-1].tag_ == "POS"
                                                     or span[-1].lower_ == "’s"):  # tagged NN at times
        span = span[:-1]
    return span if span is not None and len(span) else None


# rule groups that can be switched off (config "disable") to measure what each contributes
RULE_GROUPS = ("mined_gazetteers", "title_tasks", "purpose_tasks", "measure_phrases", "defined_tasks", "topic_tasks",
               "method_kinds")


@Language.factory("kg_entity_rules", default_config={"task_sentences": 3, "disable": []},
                  requires=["token.tag", "token.dep", "token.lemma", "doc.sents", "doc._.proposed", "doc._.kg_abbrevs"],
                  assigns=["doc.spans"])
def make_entity_rules(nlp: Language, name: str, task_sentences: int, disable: list[str]):
    return EntityRules(nlp, name, task_sentences, disable)


def _phrase_matcher(nlp: Language, names, attr: str) -> PhraseMatcher:
    matcher = PhraseMatcher(nlp.vocab, attr=attr)
    matcher.add("name", [nlp.make_doc(n) for n in sorted(names)])
    return matcher


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
            span = _whole_word(doc, span)  # 'KiteSet-C', 'KiteSet-Hard': a variant of a known set is named whole
            nxt = doc[span.end].lower_ if span.end < len(doc) else ""
            if nxt in DATASET_HEADS or EVAL_CUES.search(span.sent.text) or _PERCENT.search(span.sent.text) or span.start >= title_end:
                add(span.start_char, span.end_char, "Dataset", 0.85)
        for span in filter_spans(self._methods(doc, as_spans=True)):
            if span.start >= title_end:
                add(span.start_char, span.end_char, "Method", 0.6)
        metric_spans = self._metric_lower(doc, as_spans=True) + self._metric_cased(doc, as_spans=True)
        for span in filter_spans(metric_spans):
            if span.start < title_end or when_or_how_fast(span[-1]) and span[-1].head.lower_ != "over":
                continue  # 'at training time': when, not a measure ('over the kite rate': what improved)
            # one plain word ('robustness', 'diversity') is a metric only where the sentence evaluates
            if len(span) > 1 or not span.text.islower() or EVAL_CUES.search(span.sent.text):
                add(span.start_char, span.end_char, "Metric", 0.8)

    def __call__(self, doc: Doc) -> Doc:
        proposed = {s.text for s in (doc._.proposed or [])}
        short_forms: dict[str, str | None] = {}  # a defined short form -> what its long form says it is
        long_forms = []  # char ranges of long forms: a name inside one ("Frontal-Profile") is no dataset
        defined_at: dict[str, list[int]] = {}  # short form -> where its long forms written as names start
        for short, long in doc._.kg_abbrevs or []:
            short_forms.setdefault(short.text, long_form_kind(long.text) or called_a_task(doc.text, short.text, long.text))
            short_forms.setdefault(short.text + "s", short_forms[short.text])
            long_forms.append((long.start_char, long.end_char))
            if any(c.isupper() for c in long.text):  # 'stochastic kite descent (SKD)' describes a method, names no data
                defined_at.setdefault(short.text, []).append(long.start_char)

        best: dict[tuple[int, int, str], float] = {}

        def add(start: int, end: int, label: str, conf: float) -> None:
            span = _span(doc, start, end)
            if span is None or span.text in proposed and label != "Method":
                return
            if label != "Metric" and AT_K.fullmatch(span.text):
                return
            key = (span.start, span.end, label)
            best[key] = max(conf, best.get(key, 0.0))

        self._gazetteer_hits(doc, add)
        known = {(k[0], k[1]) for k in best if k[2] == "Dataset"}
        for s, e in _listed_with_known(doc, known):
            name = doc.text[s:e]
            if short_forms.get(name, "Dataset") == "Dataset" and name not in NOT_METHODS and name not in gazetteer("metrics") \
                    and not _not_data(doc, s, e):
                add(s, e, "Dataset", 0.75)
        if doc._.kg_title_end and self.on["title_tasks"]:
            for span in title_tasks(doc):
                add(span.start_char, span.end_char, "Task", 0.65)
        for i, sent in enumerate(doc.sents):
            base, text = sent.start_char, sent.text
            evaluative = bool(EVAL_CUES.search(text))
            prep_regions = []
            regions = [(m.start(1), list_items(m.group(1)), False) for m in _SUCH_AS.finditer(text)]
            regions += [(m.start(1), m.group(1), True) for m in _BEFORE_HEAD.finditer(text)]
            regions += [(m.start(1), m.group(1), False) for m in _PAREN_HEAD.finditer(text)]
            regions += [(m.start(1), list_items(m.group(1)), False) for m in _HEAD_PAREN.finditer(text)]
            regions += [(m.start(1), m.group(1), False) for m in _HEAD_THEN_NAMES.finditer(text)]
            if evaluative or _PERCENT.search(text):  # a sentence reporting a percentage evaluates
                prep_regions = [(m.start(1), _prep_list(text, m), False) for m in _AFTER_PREP.finditer(text)
                                if not _NOT_EVAL_ON.search(text, 0, m.start()) and not _gerund_at(doc, base + m.start(1))
                                and sent.start >= doc._.kg_title_end]  # Title Case hides which words are names
                regions += prep_regions
            for off, region, capitals in regions:
                lo, hi = base + off, base + off + len(region)
                # 'on A and improves B over C', 'on A compared with C': the list ends at a clause or a baseline
                verb = next((t for t in doc[sent.start:sent.end] if lo < t.idx < hi and t.is_lower
                             and (t.tag_ in _FINITE_VERBS or t.lower_ in _BASELINE_WORDS)), None)
                if verb is not None and (off, region, capitals) in prep_regions:
                    region = region[:verb.idx - lo]
                    hi = verb.idx
                for s, e in _named_runs(doc, base + off, region, base, capitals):
                    name = doc.text[s:e]
                    # a short form is a dataset where its long form says so, or where it is defined in the list itself
                    kind = short_forms.get(name, "Dataset")
                    last = name.split()[-1]
                    if last != name and short_forms.get(last, "Dataset") != "Dataset":
                        continue  # 'real Chinese EMR': a modifier before a defined short form of a kind of thing
                    defined_here = kind is None and any(lo <= d < hi for d in defined_at.get(name, ()))
                    if name not in proposed and (kind == "Dataset" or defined_here) and not _inside(s, e, long_forms) \
                            and not _not_data(doc, s, e):
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
            for m in _NAMED_MEASURE.finditer(text) if sent.start >= doc._.kg_title_end else ():
                words = m.group(1).split()
                while words and words[0] in ("The", "A", "An", "Our", "This", "We", "In", "On", "For"):
                    words.pop(0)
                if len(words) >= 2:
                    name = " ".join(words)
                    at = base + m.start(1) + m.group(1).index(name)
                    add(at, at + len(name), "Metric", 0.75)
            for m in re.finditer(r"(\S+)(?=\s+(\S+))", text):
                if METRIC_NOUNS.match(m.group(2).strip(".,;")) and looks_named(m.group(1)) and evaluative:
                    add(base + m.start(1), base + m.end(1), "Metric", 0.75)
            # tasks: noun phrases headed by a task noun, early in the abstract or after "for"/"address"
            if self.on["measure_phrases"] and sent.start >= doc._.kg_title_end:
                for chunk in sent.noun_chunks:
                    self._measure(chunk, add)
                for span in doc.spans["scierc"] if "scierc" in doc.spans else ():
                    # 'the per-iteration kite costs': where the parse breaks a noun phrase the model's span holds it
                    # whole; not a hyphen word ('real-time'), an adjective whatever its last part
                    nxt = doc[span.root.i + 1] if span.root.i + 1 < len(doc) else span.root
                    if sent.start <= span.start and span.end <= sent.end and span.label_ in ("OtherScientificTerm", "Metric") \
                            and not _glued(span.root) and nxt.pos_ not in ("NOUN", "PROPN"):  # not 'time series data'
                        self._measure(span, add)
                for tok in sent:  # '56.8 KPS': a number's unit written as an acronym is what was measured
                    unit = doc[tok.i + 1].text if tok.like_num and tok.i + 1 < sent.end else ""
                    # not a count of things ('3 GPUs', '2 KITTI scenes'): no plural, no data, software or dataset name
                    if re.fullmatch(r"[A-Z][A-Za-z]{1,4}", unit) and sum(c.isupper() for c in unit) >= 2 \
                            and not unit.endswith("s") and unit not in short_forms and unit not in self._dataset_names \
                            and unit not in not_entities():
                        nxt = doc[tok.i + 1]
                        add(nxt.idx, nxt.idx + len(nxt.text), "Metric", 0.6)
            purpose = self.on["purpose_tasks"]
            for chunk in sent.noun_chunks:
                if i < self.task_sentences or purpose and _after_purpose(chunk):
                    self._task(doc, chunk, add)
                if purpose and not _defined_problem(chunk.root):
                    self._problem_task(doc, chunk, add)
            for tok in sent if purpose and self.on["defined_tasks"] else ():
                if _defined_problem(tok):  # 'Kite matching (KM) is a hard vision problem': what is defined is the task
                    subj = next(c for c in tok.head.children if c.dep_ == "nsubj")
                    words = [t for t in subj.subtree if not (t.pos_ == "DET" or t.is_punct and t.text != "-") and t.i <= subj.i]
                    if words and words[0].i + len(words) - 1 == subj.i and not is_generic([t.text for t in words]):
                        add(words[0].idx, subj.idx + len(subj.text), "Task", 0.6)
            for chunk in sent.noun_chunks if purpose else ():
                if listed_task(chunk.root):  # 'multi-agent learning settings' -> 'multi-agent learning'
                    toks = [t for t in chunk if not (t.pos_ in ("DET", "PRON", "NUM") or t.lower_ in _DETERMINERS)]
                    if toks and toks[-1].lower_ in SETTING_HEADS:
                        toks = toks[:-1]
                    if len(toks) == 1 and listed_task(toks[0], one_word=True):
                        toks = list(_whole_word(doc, doc[toks[0].i:toks[0].i + 1]))  # 'super-resolution' whole
                    if toks and toks[-1].i == toks[0].i + len(toks) - 1 and not is_generic([t.text for t in toks]) \
                            and (len(toks) >= 2 or listed_task(toks[0], one_word=True)):
                        add(toks[0].idx, toks[-1].idx + len(toks[-1].text), "Task", 0.6)
            for chunk in sent.noun_chunks if purpose and self.on["topic_tasks"] else ():
                topic = research_topic(chunk)
                if topic is not None:
                    add(topic.start_char, topic.end_char, "Task", 0.6)
            for tok in sent if purpose else ():  # 'for detecting kites', 'the problem of ranking kites': a gerund phrase
                if tok.tag_ == "VBG" and tok.dep_ == "pcomp" and tok.head.lower_ in ("for", "of") \
                        and (tok.head.lower_ == "for" or tok.head.head.lemma_.lower() in _PROBLEM_NOUNS):
                    obj = next((c for c in tok.children if c.dep_ == "dobj"), None)
                    if obj is not None and obj.pos_ in ("NOUN", "PROPN") and not is_generic([obj.text]) \
                            and not any(t.lower_ in _POINTING_BACK for t in obj.lefts):  # 'for learning such X'
                        end = _condition_end(tok, _of_object_end(obj))
                        add(tok.idx, end.idx + len(end.text), "Task", 0.6)
            for tok in sent if purpose and i < self.task_sentences and sent.start >= doc._.kg_title_end else ():
                end = gerund_subject_end(tok)  # 'Estimating kite weights is hard': the opening's topic
                if end is not None:
                    add(tok.idx, end.idx + len(end.text), "Task", 0.6)
            for tok in sent if self.on["method_kinds"] and sent.start >= doc._.kg_title_end else ():
                phrase = based_family(tok)
                if phrase is not None:
                    add(phrase.start_char, phrase.end_char, "Method", 0.5)
            for chunk in sent.noun_chunks if self.on["method_kinds"] and sent.start >= doc._.kg_title_end else ():
                phrase = method_kind(chunk) or means_object(chunk)
                if phrase is not None:
                    add(phrase.start_char, phrase.end_char, "Method", 0.5)
            # named methods: acronyms and CamelCase words; "X-based" modifiers
            for tok in sent:
                if tok.is_punct or tok.like_url or tok.i > 0 and not doc[tok.i - 1].whitespace_ and doc[tok.i - 1].text not in "(“\"'":
                    continue
                word = _word(doc, tok)
                if word is None:
                    continue
                w = word.text
                if w in short_forms:
                    add(word.start_char, word.end_char, short_forms[w] or "Method", 0.7)
                    continue
                if "/" in w or "." in w.strip("."):
                    continue  # paths, URLs, version strings
                based = re.fullmatch(r"(.+?)-(?:based|driven|guided|style)", w)
                if based and looks_named(based.group(1)) and based.group(1) not in NOT_METHODS:
                    add(word.start_char, word.start_char + len(based.group(1)), "Method", 0.6)
                elif looks_named(w) and w not in NOT_METHODS and not _names_a_thing(doc, word):
                    add(word.start_char, word.end_char, "Method", 0.5)
        doc.spans["kg_rules"] = rule_group(doc, best, self.name)
        return doc

    def _measure(self, chunk: Span, add) -> None:
        """'the sample complexity', 'lower inference speed': a measure noun with a modifier that says of what."""
        root = chunk.root
        if root.lemma_.lower() not in MEASURE_HEADS and root.lower_ not in MEASURE_HEADS or root.i == chunk.start:
            return
        if when_or_how_fast(root) or root.lemma_.lower() in _SETTING_MEASURES or _describes_a_noun(root):
            return
        mods = [t for t in chunk[:root.i - chunk.start] if not (t.pos_ in ("DET", "PRON", "NUM", "ADV") or t.is_punct
                                                                or t.lower_ in GENERIC_WORDS or t.tag_ in ("JJR", "JJS")
                                                                or t.lower_ in AMOUNT_ADJECTIVES)]
        if not mods or len(mods) > 3 or mods[-1].i != root.i - 1 and doc_text_gap(chunk, mods[-1], root):
            return
        if any(t.lower_ in NOT_MEASURE_MODIFIERS for t in mods) or not any(t.pos_ in ("NOUN", "PROPN", "ADJ", "VERB") for t in mods):
            return
        add(mods[0].idx, root.idx + len(root.text), "Metric", 0.6)

    def _problem_task(self, doc: Doc, chunk: Span, add) -> None:
        """'the black-box kite problem' -> 'black-box kite'; 'the problem of kite ranking' -> 'kite ranking'."""
        root = chunk.root
        if recast_as(root):
            return
        if root.lemma_.lower() in _PROBLEM_NOUNS:
            toks = [t for t in chunk if t.i < root.i and not (t.pos_ in ("DET", "PRON", "NUM") or t.lower_ in GENERIC_WORDS
                                                              or t.lower_ in _DETERMINERS)]
            if toks and toks[-1].i == root.i - 1 and any(t.pos_ in ("NOUN", "PROPN") for t in toks) \
                    and toks[-1].tag_ not in ("JJ", "VBN", "VBD"):  # not 'graph-based', 'previously completed'
                add(toks[0].idx, toks[-1].idx + len(toks[-1].text), "Task", 0.6)
        if root.dep_ == "pobj" and root.head.lower_ == "of" and root.head.head.lemma_.lower() in _PROBLEM_NOUNS:
            toks = [t for t in chunk if not (t.pos_ in ("DET", "PRON") or t.lower_ in _DETERMINERS)]
            if len(toks) >= 2 and not is_generic([t.text for t in toks]):
                add(toks[0].idx, root.idx + len(root.text), "Task", 0.6)

    def _task(self, doc: Doc, chunk: Span, add) -> None:
        if chunk.root.lemma_.lower() not in task_heads() and chunk.root.lower_ not in task_heads():
            return
        if any(t.tag_ in ("JJR", "JJS", "RBR", "RBS") or t.like_url for t in chunk):
            return  # "faster localization", "more concise prediction": claims, not tasks
        toks = [t for t in chunk if not (t.pos_ in ("DET", "PRON", "NUM") or t.lower_ in GENERIC_WORDS or t.lower_ in _DETERMINERS)]
        if len(toks) < 2 or toks[-1].i != chunk.root.i:
            return  # a bare "learning" or "classification" says too little
        start = toks[0].i
        if any(t.i < start for t in toks):
            return
        words = [t.lower_ for t in doc[start:chunk.root.i + 1]]
        if any(w in GENERIC_WORDS for w in words[1:]):
            return
        add(doc[start].idx, chunk.root.idx + len(chunk.root.text), "Task", 0.6)


_CLOSE = set(",.;:)]}\"'”’!?")
_PROBLEM_NOUNS = frozenset("problem task challenge application".split())
# 'applications in X and Y', 'tasks such as X, Y', 'problems, including X': the listed things are tasks
_TASK_CONTAINERS = frozenset("application area domain task problem challenge".split())
_LIST_PREPOSITIONS = frozenset("in to as including like".split())
_ONE_WORD_CONTAINERS = frozenset("task problem challenge".split())


_RECAST_VERBS = frozenset("formulate reformulate cast recast frame reframe pose model reduce convert transform".split())


def recast_as(root) -> bool:
    """'we formulate kite ranking as a sparse rope problem': the (mathematical) problem it is recast as is
    the way to solve it, not the task."""
    head = root.head
    if root.dep_ != "pobj" or head.lower_ != "as" or root.lemma_.lower() != "problem":
        return False  # 'formulated as a multi-label classification task': a kind of task is still a task
    verb = next((t for t in head.ancestors if t.pos_ in ("VERB", "AUX") and t.tag_ != "VBG"), None)  # 'formulate the
    return verb is not None and verb.lemma_.lower() in _RECAST_VERBS  # problem of learning X as a Y problem'


def listed_task(tok, one_word: bool = False) -> bool:
    """tok heads an item of a list introduced by a task container ('applications in <tok>', 'tasks
    such as X, <tok>'). one_word: tok is a whole item of one noun, listed as a task or problem
    ('tasks such as kite ranking and <tok>'); a field an application lies in ('applications in
    <tok>') is no task of its own."""
    if one_word and tok.pos_ != "NOUN" and tok.tag_ != "VBG":  # a gerund item: "including denoising"
        return False
    first = tok
    while first.dep_ == "conj" and first.head.i < first.i:
        first = first.head
    prep = first.head
    if first.dep_ not in ("pobj", "pcomp") or prep.lower_ not in _LIST_PREPOSITIONS:
        return False
    container = prep.head.lemma_.lower()
    if container == "task" and prep.lower_ == "in" or prep.lower_ == "to" and container != "application":
        return False  # 'a core task in <field>', 'the task to a varying degree': no task is listed
    if one_word:  # and one of several items: 'tasks such as <tok>' alone may name a whole field
        listed = first is not tok or any(c.dep_ == "conj" for c in first.children)
        return listed and (container in _ONE_WORD_CONTAINERS or prep.head.lower_ in _ONE_WORD_CONTAINERS)
    return container in _TASK_CONTAINERS or prep.head.lower_ in _TASK_CONTAINERS


# nouns for a body of work on a topic: what modifies them is the topic ('kite ranking research')
_TOPIC_HEADS = frozenset("research community communities literature".split())


def research_topic(chunk: Span) -> Span | None:
    """'recent kite ranking research' -> 'kite ranking': the noun phrase before a body-of-work noun is
    the problem that work studies; two words at least, ending in a noun, nothing generic."""
    root = chunk.root
    data = root.lower_ in DATASET_HEADS  # 'two kite ranking benchmarks': data made for a task, named by it
    if root.lower_ not in _TOPIC_HEADS and not data or root.i == chunk.start:
        return None
    toks = [t for t in chunk if t.i < root.i and not (t.pos_ in ("DET", "PRON", "NUM") or t.lower_ in _DETERMINERS)]
    while toks and (toks[0].pos_ == "ADJ" and not toks[0].text[:1].isupper() and toks[0].lower_ in _TOPIC_VAGUE
                    or toks[0].lower_ in GENERIC_WORDS):
        toks = toks[1:]
    if len(toks) < 2 or toks[-1].i != root.i - 1 or toks[-1].pos_ not in ("NOUN", "PROPN") and toks[-1].tag_ != "VBG" \
            or any(t.i != toks[0].i + k for k, t in enumerate(toks)) or is_generic([t.text for t in toks]):
        return None
    if data and (any(looks_named(t.text) for t in toks) or toks[-1].lemma_.lower() not in task_heads() and toks[-1].lower_ not in task_heads()):
        return None  # a named benchmark is a dataset; before a data noun only a task noun says a task
    return chunk.doc[toks[0].i:root.i]


# how a body of work is described, not what it studies ('recent', 'extensive', 'prior')
_TOPIC_VAGUE = frozenset("recent extensive prior previous existing current future ongoing much further active".split())


def _of_object_end(obj):
    """The last word of a gerund's object with its 'of' complement ('estimating the weights of a kite
    model'): the object alone says too little of what is estimated. Not past eight words."""
    of = next((c for c in obj.children if c.dep_ == "prep" and c.lower_ == "of"), None)
    pobj = next((c for c in of.children if c.dep_ == "pobj"), None) if of is not None else None
    if pobj is None or pobj.pos_ not in ("NOUN", "PROPN") or pobj.i - obj.i > 6:
        return obj
    methods = [s for s in obj.doc.spans.get("scierc", []) if s.label_ == "Method"]
    if any(s.start <= pobj.i and s.end > of.i for s in methods):
        return obj  # '... the weights of KiteNet': the method named there stays a method of its own
    return pobj


# verbs in -ing that say little of a task on their own ('Providing a reliable X', 'Relaxing the assumption')
_LIGHT_GERUNDS = frozenset("providing obtaining relaxing making having giving getting ensuring adding".split())


def gerund_subject_end(tok):
    """The last word of a gerund phrase that is a clause's subject ('Ranking kites from video is hard'):
    the gerund and its object (with an 'of' complement). Not a verb of use or one acting on a problem
    posed elsewhere ('Using X ...', 'Improving X ...'), and only with a plain noun object."""
    if tok.tag_ != "VBG" or tok.dep_ not in ("csubj", "csubjpass", "nsubj", "nsubjpass") \
            or tok.lower_ in USING_GERUNDS or tok.lower_ in ACTING_GERUNDS or tok.lower_ in _LIGHT_GERUNDS:
        return None
    obj = next((c for c in tok.children if c.dep_ == "dobj"), None)
    if obj is None or obj.pos_ not in ("NOUN", "PROPN") or is_generic([obj.text]):
        return None
    if any(t.lower_ in _POINTING_BACK for t in obj.lefts):
        return None  # 'Defining such a distribution': what it points back to was said before, not here
    return _condition_end(tok, _of_object_end(obj))


_POINTING_BACK = frozenset("such this that these those".split())


_CONDITION_PREPS = frozenset("with without from".split())


def _condition_end(verb, end):
    """'training kite models with privacy guarantees', 'learning rope shapes from noisy data': a 'with /
    from' phrase right after the gerund's object says under what the task is done and stays in it; not
    a method, a measure or the authors' own means ('with our kite prior')."""
    prep = next((c for c in verb.children if c.dep_ == "prep" and c.lower_ in _CONDITION_PREPS and c.i == end.i + 1), None)
    pobj = next((c for c in prep.children if c.dep_ == "pobj"), None) if prep is not None else None
    if pobj is None or pobj.pos_ not in ("NOUN", "PROPN") or pobj.i - prep.i > 4:
        return end
    if pobj.lemma_.lower() in MEASURE_HEADS or any(t.lower_ in _OWN_WORDS or t.pos_ in ("PRON", "DET") for t in pobj.subtree):
        return end  # 'with polynomial time', 'from such data': a cost or a pointer back, no condition
    methods = [s for s in verb.doc.spans.get("scierc", []) if s.label_ == "Method"]
    if any(s.start <= pobj.i < s.end for s in methods):
        return end
    return pobj


# prepositions that make a time or rate phrase an adverbial ('at test time', 'over a finite time', 'at a
# slow rate'): it says when or how fast something happens, not what is measured ('in polynomial time' stays:
# a complexity class is what is measured)
_WHEN_PREPS = frozenset("at over during".split())
_WHEN_HEADS = frozenset("time times rate rates speed".split())


# a size is mostly a setting chosen or given ('the step sizes', 'the domain size', 'the filter size'), not a
# result reported; a size that is reported ('model size') comes from the mined metric list instead
_SETTING_MEASURES = frozenset(["size"])


def when_or_how_fast(root) -> bool:
    """'at test time', 'at a slow rate': a time or rate as the object of a preposition of when."""
    return root.lower_ in _WHEN_HEADS and root.dep_ == "pobj" and root.head.lower_ in _WHEN_PREPS


def _describes_a_noun(root) -> bool:
    """'in real-time', 'polynomial time k-kite algorithms', 'the finite time analysis': a measure noun that
    ends an adjective's hyphen word, or that a noun follows (the parse cut the phrase there), says what kind
    of thing something is, not what is measured."""
    doc = root.doc
    hyphen_adjective = root.i > 1 and doc[root.i - 1].text == "-" and not doc[root.i - 1].whitespace_ \
        and not doc[root.i - 2].whitespace_ and doc[root.i - 2].pos_ == "ADJ"
    nxt = doc[root.i + 1] if root.i + 1 < root.sent.end else None
    return hyphen_adjective or nxt is not None and nxt.pos_ in ("NOUN", "PROPN") and root.whitespace_ != ""


def doc_text_gap(chunk: Span, last, root) -> bool:
    """Words other than hyphens between the last kept modifier and the head."""
    return any(not t.is_punct for t in chunk.doc[last.i + 1:root.i])


def _after_purpose(chunk: Span) -> bool:
    """A noun phrase right after 'for' or 'address/tackle/solve/study': what the paper is for."""
    root = chunk.root
    while root.dep_ == "conj" and root.head.i < root.i:  # 'to A, B and C': every item of the list
        root = root.head
    head = root.head
    return root.dep_ == "pobj" and head.lower_ == "for" or root.dep_ == "dobj" and head.lemma_.lower() in (
        "address", "tackle", "solve", "study", "consider", "investigate") or _applied_to(root)


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
_TITLE_TASK_AFTER = frozenset("for towards toward in on".split())  # 'X for <task>', 'Towards <task>'
_TITLE_METHOD_AFTER = frozenset("via using with by through from".split())  # '<task> via X'


def title_tasks(doc: Doc) -> list[Span]:
    """Tasks a title names: the phrase after 'for'/'towards'/'in', and the phrase before 'via'/'using'/
    'with' when a task noun or a gerund heads it ('Few-Shot Kite Counting via Y'). Title Case hides
    names, so only the phrase shape counts here."""
    title = doc[:doc._.kg_title_end]
    colon = next((t.i for t in title if t.text == ":"), None)
    pieces = [title[:colon], title[colon + 1:]] if colon is not None else [title]
    out = []
    for piece in pieces:
        bounds = [t.i for t in piece if t.lower_ in _TITLE_TASK_AFTER | _TITLE_METHOD_AFTER or t.text in ",?"]
        edges = [piece.start] + bounds + [piece.end]
        for a, b in zip(edges, edges[1:]):
            lead = doc[a].lower_ if a in bounds else ""
            seg = doc[a + 1:b] if a in bounds else doc[a:b]
            follow = doc[b].lower_ if b < piece.end else ""
            while len(seg) and (seg[0].pos_ == "DET" or seg[0].is_punct or seg[0].lower_ in _DETERMINERS):
                seg = seg[1:]
            if not 2 <= len(seg.text.split()) <= 6 or is_generic(seg.text.split()):
                continue
            head = seg[-1].lower_
            task_head = head in task_heads() or seg[-1].lemma_.lower() in task_heads() or head.endswith("ing")
            if lead in _TITLE_TASK_AFTER and (task_head or _title_topic(seg)) or follow in _TITLE_METHOD_AFTER and task_head \
                    or not lead and not follow and task_head and len(pieces) > 1 or _gerund_title_task(seg, lead, follow):
                seg = clean_title_task(seg)
                if seg is not None and len(seg) >= 2:
                    out.append(seg)
    return out


def _title_topic(seg: Span) -> bool:
    """'... in Windy Kite Games', '... for Distributed Rope Data': after 'for / in / towards' a title's
    plural noun phrase is the kind of problem or data the paper is about, unless it is a kind of system."""
    heads = {seg[-1].lemma_.lower(), seg[-1].lower_, seg[-1].lower_[:-1]}  # Title Case: 'Errors' is no lemma
    if heads & (SETTING_HEADS | MEASURE_HEADS | _SIZE_HEADS | DATA_CONTAINERS) or any(looks_named(t.text) for t in seg):
        return False  # where or how much ('in Complex Scenarios', 'in Angular Errors', 'in High Dimensions')
    return seg[-1].tag_ in ("NNS", "NNPS") and not _names_a_system(seg) and all(t.pos_ in ("NOUN", "PROPN", "ADJ", "PUNCT") for t in seg)


_SIZE_HEADS = frozenset("dimension size scale regime".split())


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
            while len(span) and (span[0].pos_ == "DET" or span[0].is_punct):
                span = span[1:]
            if len(span) < 2 or _names_a_system(span):
                return None
    cut = next((t.i for t in span if t.pos_ == "ADP" and t.i > span.start and not _glued(t)), None)
    if cut is None:
        return span
    before = span.doc[span.start:cut]
    if span.doc[cut].lower_ == "of" and before[-1].lower_.endswith("ing") and _names_a_system(span.doc[cut + 1:span.end]):
        return None  # 'Contrastive Pretraining of Kite Encoders': a way to build a system, a method
    last = before[-1]
    if last.lemma_.lower() in MEASURE_HEADS or last.lower_ in MEASURE_HEADS or last.lower_ in GENERIC_WORDS:
        return None
    if _task_headed(last) or len(before) < 2:
        return span
    return before


# verbs in -ing that open a title and act on a problem someone else posed: the problem is their object
# ('Improving Kite Ranking' -> 'Kite Ranking'); a title opened by any other verb in -ing names what the
# paper does, which is the task ('Learning Rope Shapes from Wind')
ACTING_GERUNDS = frozenset("""improving enhancing boosting revisiting rethinking understanding exploring examining
    investigating analyzing analysing evaluating benchmarking bridging scaling accelerating speeding unifying
    simplifying stabilizing stabilising strengthening augmenting mitigating addressing overcoming tackling handling
    achieving enabling pushing extending generalizing generalising characterizing probing explaining interpreting
    assessing comparing reducing balancing breaking avoiding closing""".split())
# verbs in -ing whose object is a method the paper builds on ('Leveraging Kite Models for Rope Tracking')
USING_GERUNDS = frozenset("""using leveraging exploiting harnessing utilizing utilising employing combining integrating
    incorporating applying""".split())
# heads that name a kind of system or model: what is benchmarked or improved, not a task ('Kite Generators')
_SYSTEM_HEADS = frozenset("""generator generators model models network networks classifier classifiers detector detectors
    encoder encoders decoder decoders transformer transformers agent agents system systems method methods algorithm
    algorithms architecture architectures estimator estimators solver solvers learner learners llm llms""".split())


def _names_a_system(span: Span) -> bool:
    """The phrase before any preposition is headed by a kind of system ('Kite Generators', 'Rope Models')."""
    cut = next((t.i for t in span if t.pos_ == "ADP" and t.i > span.start and not _glued(t)), span.end)
    return span.doc[cut - 1].lower_ in _SYSTEM_HEADS


def _glued(tok) -> bool:
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


def _task_headed(tok) -> bool:
    """tok (or its hyphen compound: 'Super-resolution') is a task noun or a word in -ing."""
    word = tok.lower_
    if tok.i > 1 and tok.doc[tok.i - 1].text == "-" and not tok.doc[tok.i - 1].whitespace_:
        word = tok.doc[tok.i - 2].lower_ + "-" + tok.lower_
    heads = task_heads()
    return tok.lower_ in heads or tok.lemma_.lower() in heads or word in heads or tok.lower_.endswith("ing")


def _word(doc: Doc, tok) -> Span | None:
    end = tok.i + 1
    while end < len(doc) and not doc[end - 1].whitespace_ and doc[end].text not in _CLOSE:
        end += 1
    span = doc[tok.i:end]
    return span if len(span) else None


def _whole_word(doc: Doc, span: Span) -> Span:
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


# what a sentence 'X is a ... method' says X is
_KIND_OF_METHOD = frozenset("method approach algorithm technique framework tool procedure".split())


def methods_by_definition(doc: Doc) -> set[str]:
    """Names (lower case) a sentence of the abstract defines as a method: 'Kite optimization (KO) is a
    data-efficient approach to ...' makes 'kite optimization' and 'KO' no task anywhere in the paper."""
    out = set()
    for tok in doc[doc._.kg_title_end:]:
        if tok.lemma_ != "be" or tok.dep_ not in ("ROOT", "conj"):
            continue
        attr = next((c for c in tok.children if c.dep_ == "attr"), None)
        subj = next((c for c in tok.children if c.dep_ == "nsubj"), None)
        if attr is None or subj is None or attr.lemma_.lower() not in _KIND_OF_METHOD or subj.pos_ not in ("NOUN", "PROPN"):
            continue
        words = [t for t in subj.subtree if not (t.pos_ == "DET" or t.is_punct)]
        if words:
            out.add(doc[words[0].i:subj.i + 1].text.lower())
        for short, long in doc._.kg_abbrevs or []:
            if words and long.start >= words[0].i and long.end <= subj.i + 1:
                out.add(short.text.lower())
                out.add(long.text.lower())
    return out


def called_a_task(text: str, short: str, long: str) -> str | None:
    """'Rope linking (RL) ... on three RL tasks': a defined short form whose long form's head says nothing is
    a Task where the abstract writes either form before 'task' or 'problem' (None otherwise)."""
    forms = "|".join(re.escape(f) for f in (short, long))
    return "Task" if re.search(rf"(?<![\w-])(?:{forms})s?\s+(?:task|problem)s?\b", text, re.I) else None


def _defined_problem(tok) -> bool:
    """tok is the noun of 'X is a (hard, vision) problem / task / challenge' with a noun subject X."""
    head = tok.head
    return tok.dep_ == "attr" and tok.lemma_.lower() in _PROBLEM_NOUNS and head.lemma_ == "be" \
        and any(c.dep_ == "nsubj" and c.pos_ in ("NOUN", "PROPN") for c in head.children)


_TOOL_VERBS = frozenset("use employ apply adopt leverage utilize utilise exploit".split())


def used_as_a_tool(span: Span, means_only: bool = False) -> bool:
    """'we employ automatic kite annotation', 'apply the lantern correction': what a verb of use takes as
    its object is a method used, even where its words read like a task; so is what 'via' or 'relies /
    based / built on' introduce, the means of the work (means_only: those alone)."""
    root = span.root
    while root.dep_ == "conj" and root.head.i < root.i:  # 'via rope pruning and kite relevance tuning'
        root = root.head
    head = root.head
    if span.start < span.doc._.kg_title_end:
        return False
    if root.dep_ == "dobj" and head.lemma_.lower() in _TOOL_VERBS:
        return not means_only
    # 'via X', 'relies on X', 'based on X': the means of the sentence's work
    return root.dep_ == "pobj" and (head.lower_ == "via" or head.lower_ == "on" and head.head.lemma_.lower() in _MEANS_ON)


_MEANS_ON = frozenset("rely base build".split())


# what a '<word>-based' phrase is headed by when it names no way of working: a task, data, a measure, a place
_NOT_A_FAMILY = TASK_HEADS | DATA_CONTAINERS | MEASURE_HEADS | SETTING_HEADS | frozenset(
    "task tasks problem problems application applications".split())


def based_family(tok) -> Span | None:
    """'rope-based convolution', 'kite-based lantern methods': a lower-case '<word>-based' modifier
    followed by the nouns of its phrase names a family of methods by what it works on, when the head noun is
    no task, data, measure or setting ('rope-based tasks', 'kite-based applications')."""
    doc = tok.doc
    if tok.lower_ != "based" or tok.i < 2 or doc[tok.i - 1].text != "-" or doc[tok.i - 1].whitespace_ or doc[tok.i - 2].whitespace_:
        return None
    word, head = doc[tok.i - 2], tok.head
    if not word.is_lower or not word.is_alpha or head.pos_ != "NOUN" or head.i <= tok.i or head.i - tok.i > 4:
        return None
    heads = _NOT_A_FAMILY | task_heads()  # mined task heads too: 'kite-based optimization' is what is done
    if head.lower_ in heads or head.lemma_.lower() in heads or head.lower_ in ("one", "ones") \
            or any(t.pos_ not in ("NOUN", "PROPN", "ADJ", "PUNCT") for t in doc[tok.i + 1:head.i]):
        return None  # 'rope-based ones' stands for a noun said before
    start = word.i
    # the whole word and what qualifies it: 'rope-kite-based', 'deep rope-based', 'cell-level kite-based'
    while start > 0 and (not doc[start - 1].whitespace_ and doc[start - 1].text == "-" or doc[start - 1].head.i >= start
                         and doc[start - 1].pos_ in ("ADJ", "NOUN", "PUNCT") and doc[start - 1].dep_ in ("amod", "compound", "npadvmod", "punct")
                         and doc[start - 1].text not in ",;:()" and not is_generic([doc[start - 1].text])):  # not 'first', 'existing'
        start -= 1
    return doc[start:head.i + 1] if start >= doc[tok.i].sent.start else None


_KIND_HEADS = frozenset("model models method methods approach approaches algorithm algorithms network networks technique techniques".split())
_OWN_WORDS = frozenset("our proposed novel new this".split())


def method_kind(chunk: Span) -> Span | None:
    """'supervised kite models', 'an unsupervised rope approach': a method noun with words that say which
    kind names a family of methods (the merge drops it when only generic words say so)."""
    head = chunk.root
    if head.i != chunk.end - 1 or head.lower_ not in _KIND_HEADS:
        return None
    if any(t.text in "()" for t in chunk):
        return None  # 'popular (free) kite models': an aside, no kind's name
    words = [t for t in chunk if not (t.pos_ in ("DET", "PRON", "NUM") or t.is_punct and t.text != "-")]
    if len(words) < 2 or any(t.lower_ in _OWN_WORDS or t.tag_ in ("JJR", "JJS", "RBS", "RBR", "PDT") for t in chunk):
        return None  # 'more accurate models', 'the best models': claims about methods, not kinds
    # a noun says which kind ('kite models', 'Lantern's method'); adjectives alone mostly praise or describe
    if not any(t.pos_ in ("NOUN", "PROPN") and t.dep_ in ("compound", "poss", "nmod") and not is_generic([t.text]) for t in words[:-1]):
        return None
    return chunk.doc[words[0].i:head.i + 1]


_MEANS_PREPS = frozenset("via through".split())
_MEANS_VERBS = _TOOL_VERBS


def means_object(chunk: Span) -> Span | None:
    """'via a kite transform', 'relies on lantern regression', 'using a rope detector': a noun phrase no
    other rule or the model takes, named as the means of the work, is a method used (weak: any other span
    of its words wins)."""
    root = chunk.root
    first = root
    while first.dep_ == "conj" and first.head.i < first.i:
        first = first.head
    head = first.head
    means = first.dep_ == "pobj" and (head.lower_ in _MEANS_PREPS or head.lower_ in ("on", "upon")
                                       and head.head.lemma_.lower() in _MEANS_ON) \
        or first.dep_ == "dobj" and head.lemma_.lower() in _MEANS_VERBS
    nxt = chunk.doc[root.i + 1] if root.i + 1 < len(chunk.doc) else root
    if not means or root.pos_ != "NOUN" or root.i != chunk.end - 1 or nxt.lower_ == "of":
        return None  # 'a combination of ...', 'a set of ...': what follows says what is used
    words = [t for t in chunk if not (t.pos_ in ("DET", "PRON", "NUM") or t.is_punct and t.text != "-")]
    while words and (words[0].lower_ in GENERIC_WORDS or words[0].tag_ in ("JJR", "JJS")):
        words = words[1:]
    if len(words) < 2 or is_generic([t.text for t in words]) or words[-1].i - words[0].i + 1 != len(words):
        return None  # one plain word ('an instance', 'knowledge') names too little
    # plural: the data, features or cases worked from ('raw kite frames', 'case studies'), unless a method
    # noun says they are methods; nor data or a measure; nor a phrase with an adverb ('properly designed')
    # or a common noun's possessive ('the robot's onboard camera'; not an eponym's: 'Kite's expansion')
    if root.tag_ == "NNS" and root.lemma_.lower() not in _KIND_HEADS | METHOD_NOUNS and root.lower_ not in _KIND_HEADS \
            or root.lemma_.lower() in _DATA_OR_MEASURE or any(t.pos_ == "ADV" or t.tag_ == "POS" and t.nbor(-1).is_lower for t in words):
        return None
    # a head that names no way of working: a study or a result ('an ablation study'), a quality ('superior
    # robustness'), a device ('a kite hand')
    if root.lower_ in GENERIC_WORDS and root.lower_ not in _KIND_HEADS or root.lower_.endswith(("ness", "ity")) \
            or root.lower_ in HARDWARE_NOUNS or root.lemma_.lower() in generic_terms().get("Means_head", ()):
        return None
    # the head says a way of working: an action noun ('kite regression', 'lantern learning') or a method noun
    # ('a rope detector'); other heads are mostly things worked with ('a point cloud', 'the encoder output')
    lemma = root.lemma_.lower()
    if not (root.lower_.endswith(_ACTION_ENDINGS) or lemma in METHOD_NOUNS or lemma in _KIND_HEADS or root.lower_ in _KIND_HEADS):
        return None
    return chunk.doc[words[0].i:root.i + 1]


_ACTION_ENDINGS = ("tion", "sion", "ment", "ing", "sis")
_DATA_OR_MEASURE = DATA_CONTAINERS | DATASET_HEADS | MEASURE_HEADS | frozenset(["data"])


# nouns that say a name before them is a method: contribution heads and kinds of models and techniques
METHOD_NOUNS = CONTRIBUTION_HEADS | frozenset("autoencoder detector classifier factorization decomposition".split())


def _names_a_thing(doc: Doc, word: Span) -> bool:
    """'the KTX codes', 'an RPQ curve': an undefined name right before a plain noun that is no part of a
    method qualifies that thing, and the text does not say the name is a method ('the LMV loss' says so)."""
    nxt = doc[word.end] if word.end < len(doc) else None
    return nxt is not None and nxt.pos_ == "NOUN" and nxt.is_lower and word[-1].whitespace_ \
        and nxt.lemma_ not in METHOD_NOUNS and nxt.lower_ not in METHOD_NOUNS
