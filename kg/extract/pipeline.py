"""The extraction pipeline: en_core_web_sm plus kg's registered components, and Doc -> Extraction.

Component order: abbreviations -> proposals -> [trained SciERC entities] -> entity rules ->
entity merge -> [trained sentence roles] -> claims -> results -> [trained SciERC relations] ->
relations. The trained components are added when their model files ship with the package.
"""
from __future__ import annotations

import functools
import importlib
import itertools
import re
from typing import Iterable, Iterator

import spacy
from spacy.language import Language
from spacy.tokens import Doc, Span

from kg.extract import abbreviations, claims, entity_rules, extensions, merge, proposals, relations, results  # noqa: F401 (factories)
from kg.extract import lexicon, task_rules
from kg.extract.deadline import PaperTimeout, time_limit
from kg.extract.version import BASE_MODEL, pipeline_version  # noqa: F401 (re-exported)
from kg.errors import KgError, one_line
from kg.records import Abbreviation, Claim, Extraction, ExtractionFailure, Mention, Paper, Provenance, Relation, Result

RULE_COMPONENTS = ("kg_abbreviations", "kg_proposals", "kg_entity_rules", "kg_entities", "kg_claims", "kg_results", "kg_relations")


def _trained_module():
    """kg.extract.trained when its models ship with the package (models_available()), else None."""
    try:
        module = importlib.import_module("kg.extract.trained")
    except ImportError:
        return None
    available = getattr(module, "models_available", None)
    return module if available is not None and available() else None


def build_nlp(use_models: bool = True, config: dict[str, dict] | None = None, components: tuple[str, ...] = ()) -> Language:
    """config: per-component config overrides, e.g. {"kg_entities": {"disable": ["stop_lists"]}} (ablations);
    components: extra components added after kg's own (see add_components)."""
    config = config or {}
    nlp = spacy.load(BASE_MODEL, exclude=["ner"])  # the news NER is not used; its time goes to ours
    lemma_index_as_sets(nlp)
    trained = _trained_module() if use_models else None
    nlp.add_pipe("kg_abbreviations", config=config.get("kg_abbreviations", {}))
    nlp.add_pipe("kg_proposals", config=config.get("kg_proposals", {}))
    if trained is not None:
        trained.add_trained_components(nlp)  # before the rules and the merge, which read their output
    for name in ("kg_entity_rules", "kg_entities", "kg_claims", "kg_results", "kg_relations"):
        nlp.add_pipe(name, config=config.get(name, {}))
    return add_components(nlp, components)


def lemma_index_as_sets(nlp: Language) -> None:
    """spaCy's rule lemmatizer tests each candidate lemma of a word it has not seen before with `form in index`,
    and the English tables hold each part of speech's index as a list (tens of thousands of nouns): one scan of
    it per candidate. The same words as frozensets give the same answers in constant time; the lemmatizer reads
    the index only so (a pipeline changed so is never saved: `kg train` builds its own)."""
    if "lemmatizer" not in nlp.pipe_names:
        return
    lookups = nlp.get_pipe("lemmatizer").lookups
    if not lookups.has_table("lemma_index"):
        return
    table = lookups.get_table("lemma_index")
    for key in list(table.keys()):
        table[key] = frozenset(table[key])


def component_factories(components: Iterable[str]) -> list[str]:
    """Import the module of each extra component, given as MODULE:FACTORY (the module registers the spaCy
    factory with @Language.factory or @Language.component), and return the factory names. A spec that does
    not name an importable module and a factory it registers is a KgError."""
    names = []
    for spec in components:
        module, sep, factory = spec.partition(":")
        if not sep or not module or not factory:
            raise KgError(f"--component {spec}: expected MODULE:FACTORY, e.g. my_rules:drop_short_names")
        try:
            importlib.import_module(module)
        except Exception as exc:  # noqa: BLE001 - the user's module: any fault of its import is one line
            raise KgError(f"--component {spec}: cannot import {module} ({type(exc).__name__}: {exc})") from None
        if not Language.has_factory(factory):
            raise KgError(f"--component {spec}: {module} registers no spaCy component factory '{factory}'")
        names.append(factory)
    return names


def add_components(nlp: Language, components: Iterable[str]) -> Language:
    """Add the extra components (MODULE:FACTORY) at the end of nlp, in the order given. They see every Doc
    after kg's own components and may change what those set (doc.spans["kg_entities"], doc._.claims ...)."""
    for factory in component_factories(components):
        nlp.add_pipe(factory)
    return nlp


def extraction_version(use_models: bool = True, components: tuple[str, ...] = ()) -> str:
    """The version that keys the extraction cache: pipeline_version, plus the extra components' names
    (their code is not hashed: after changing it, build without --update)."""
    return pipeline_version(use_models) + "".join(f"+{c}" for c in components)


@functools.lru_cache(maxsize=2)
def shared_nlp(use_models: bool = True, components: tuple[str, ...] = ()) -> Language:
    return build_nlp(use_models, components=components)


# abbreviations the parser takes for a sentence end when a lower-case word or a citation follows ('... w.r.t. the query')
_ABBREVIATIONS = frozenset("w.r.t wrt e.g i.e i.i.d etc al et vs cf resp approx viz a.k.a incl eq eqs fig figs sec".split())


def _no_start_after_abbreviation(doc: Doc, start: int = 0, texts: list[str] | None = None) -> None:
    texts = [t.text for t in doc] if texts is None else texts  # (the token texts: no Token made per look)
    for i in range(max(start, 2), len(doc)):
        text, prev = texts[i], texts[i - 1]
        if not (text[:1].islower() or text[:1] == "["):  # 'Smith et al. [12] show'
            continue
        if prev.endswith("."):
            word = prev[:-1] if prev != "." else texts[i - 2]
            if word.lower().rstrip(".") in _ABBREVIATIONS:
                doc[i].is_sent_start = False


_STOPS = (".", "!", "?", ":", ";")
_NO_OPENERS = (",", ";", ":", ")", "]", "[", "(", "-", "%")


def _no_start_after_an_open_sentence(doc: Doc, start: int = 0, texts: list[str] | None = None) -> None:
    """'... the model VOLDOR | [1], by ...', 'Person re | -identification': after a word with no stop, a citation
    or other punctuation mark continues the sentence (not a lower-case word: presetting that moved a parse that
    typed a task right)."""
    texts = [t.text for t in doc] if texts is None else texts
    for i in range(max(start, 1), len(doc)):
        prev = texts[i - 1]
        if prev.endswith(_STOPS) or prev in ('"', "'", "”"):
            continue
        if texts[i].startswith(_NO_OPENERS):
            doc[i].is_sent_start = False


def _after_list_label(doc: Doc, i: int) -> bool:
    """'(i) A first guess', 'i) Firstly', '2) They are': a list label opens its item, it ends no sentence;
    a bracket glued to a word ('O(n)') is no label."""
    if i < 2 or doc[i - 1].text != ")" or not re.fullmatch(r"[ivx]{1,4}|\d|[a-z]", doc[i - 2].text.lower()):
        return False
    before = i - 3
    if before >= 0 and doc[before].text == "(":
        return before == 0 or bool(doc[before - 1].whitespace_)
    return before < 0 or bool(doc[before].whitespace_)


def _letter_period(doc: Doc, i: int) -> bool:
    """'a tensor T. We assume', 'for any c. We': a one-letter symbol keeps its period (the tokenizer reads an
    initial), so the parser runs on; cut where a lower-case word or a number comes before and a function word
    after ('Roger C. Peace', 'by J. Smith' stay)."""
    text = doc[i].text
    if len(text) != 2 or text[1] != "." or not text[0].isalpha() or i == 0 or i + 1 >= len(doc):
        return False
    prev, nxt = doc[i - 1].text, doc[i + 1]
    return (prev[:1].islower() or prev[:1].isdigit()) and nxt.text[:1].isupper() and nxt.is_stop


def _capital_period(doc: Doc, i: int) -> bool:
    """'mIoU. We', 'DeiT-S. For': the tokenizer keeps a period after a capital letter on the word (initials,
    'U.S.'), so a name ends the sentence with it and the parser often runs on into the next one. Cut where a
    capitalised word or the end follows; one letter only inside a hyphenated name ('J. Smith' stays)."""
    text, nxt = doc[i].text, doc[i + 1] if i + 1 < len(doc) else None
    if len(text) < 2 or text[-1] != "." or not text[-2].isupper() or "." in text[:-1] or not text[0].isalnum():
        return False
    if nxt is not None and not nxt.text[:1].isupper():
        return False
    return len(text) > 2 or i > 0 and doc[i - 1].text == "-" and not doc[i - 1].whitespace_


def _split_capital_periods(doc: Doc) -> None:
    # both cut only a word ending in a period: the others are passed over without a call
    cuts = [doc[i] for i, t in enumerate(t.text for t in doc) if t.endswith(".") and (_capital_period(doc, i) or _letter_period(doc, i))]
    if cuts:
        with doc.retokenize() as retok:
            for tok in cuts:
                retok.split(tok, [tok.text[:-1], "."], heads=[(tok, 0), (tok, 0)])


def _preset_starts(doc: Doc, start: int = 0) -> None:
    texts = [t.text for t in doc]  # read once for the three passes (presetting a start changes no text)
    _no_start_after_abbreviation(doc, start, texts)
    _no_start_after_an_open_sentence(doc, start, texts)
    for i in range(max(start, 2), len(doc)):
        if texts[i - 1] == ")" and _after_list_label(doc, i):  # (its first test, on the text list)
            doc[i].is_sent_start = False


def paper_doc(nlp: Language, paper: Paper) -> Doc:
    """The paper's text for extraction: the title (when there is one) as a first sentence of its own,
    then the abstract. doc._.kg_title_end is the abstract's first token, doc._.kg_abstract_start its
    first character; provenance maps title items back to Paper.title (sentence -1)."""
    abstract = nlp.make_doc(paper.abstract)
    _split_capital_periods(abstract)
    title = paper.title.strip()
    if not title or not len(abstract):
        _preset_starts(abstract)
        return abstract
    head = nlp.make_doc(title)
    doc = Doc.from_docs([head, abstract])
    for tok in doc[1:len(head)]:
        tok.is_sent_start = False  # the parser keeps preset boundaries: the title stays one sentence
    doc[len(head)].is_sent_start = True
    if len(doc) > len(head) + 1:
        # after a preset boundary the parser tends to cut the abstract's first word off as a sentence of its own
        # ('Kinship | verification from ...'); no abstract opens with a one-word sentence
        doc[len(head) + 1].is_sent_start = False
    _preset_starts(doc, len(head) + 2)
    doc._.kg_title_end = len(head)
    doc._.kg_abstract_start = doc[len(head)].idx
    return doc


def _sentence_index(doc: Doc) -> tuple[list[tuple[int, int]], dict[int, int]]:
    """Abstract sentences (char spans into the abstract) and each token's sentence; title tokens -> -1."""
    spans, by_token = [], {}
    base, title_end = doc._.kg_abstract_start, doc._.kg_title_end
    k = 0
    for sent in doc.sents:
        if sent.start < title_end:
            by_token.update((t, -1) for t in range(sent.start, sent.end))
            continue
        spans.append((sent.start_char - base, sent.end_char - base))
        by_token.update((t, k) for t in range(sent.start, sent.end))
        k += 1
    return spans, by_token


def _coordinated_tasks(span: Span, whole: Mention) -> list[Mention]:
    """'kite and rope ranking' names two tasks besides the whole: one mention each (same place, same role);
    a mention's text may be words the sentence shares between the two, which no one span holds."""
    parts = task_rules.coordinated_parts(span) + task_rules.coordinated_after(span)
    return [Mention(text, "Task", whole.prov, whole.role) for text in parts if not lexicon.is_generic_term(text, "Task")]


def _coordinated_measures(span: Span, whole: Mention) -> tuple[Mention, list[Mention]]:
    """'time and space complexity', 'computational and storage cost': a measure head shared by modifiers joined by
    'and' is one measure per modifier (same place, same role). Where the span holds the whole coordination its
    mention is renamed to the last measure, the written phrase kept as an alias (every item it matched, it
    still matches); where it starts at the last modifier ('space complexity' after 'time and'), the ones before
    are added."""
    parts, holds_first = entity_rules.coordinated_measure_parts(span)
    parts = [p for p in parts if not lexicon.is_generic_term(p, "Metric")]
    if len(parts) < 2:
        return whole, []
    if holds_first:
        whole = Mention(parts[-1], whole.label, whole.prov, whole.role, (whole.text, *whole.aliases))
    return whole, [Mention(text, "Metric", whole.prov, whole.role) for text in parts[:-1]]


def _task_of_means(span: Span, prov) -> list[Mention]:
    """'sequence labeling models': the task a method is named after is one more mention, at its own place;
    the method keeps its whole name."""
    task = task_rules.task_before_means_noun(span)
    if task is None or lexicon.is_generic_term(task.text, "Task"):
        return []
    return [Mention(task.text, "Task", prov(task.start, task.start_char, task.end_char, "kg_entity_rules", 0.6), "addresses")]


def _task_without_placeholder(span: Span) -> Span | None:
    """A Task span that ends in a noun standing for the task's instances or its means names the task without
    it: 'classification tasks' is 'classification', 'Text Summarization Models' (a title's class of means typed
    Task) is 'Text Summarization'."""
    return task_rules.bare_task_head(span) or task_rules.task_before_means_noun(span)


# a result's baseline written as one plain capitalised word ('over Kitenet', 'than Ropex')
_ONE_NAME = re.compile(r"[A-Z][a-z]+")


def _named_baselines(doc: Doc, mentions: list[Mention], prov) -> tuple[list[Mention], list]:
    """'improves accuracy by 3% over Kitenet': the system a figure is compared with is one the paper compares its
    work with, a used method; where the entity stages left that name (one capitalised word, its letters past the
    first in lower case, so no acronym or CamelCase rule reads it) unfound in its claim, the result's baseline
    names it. A name the venues write for a place, language or source ('than English') is no method. Also returns
    each made mention's (sentence, token), for its comparison."""
    not_methods = lexicon.name_words() - lexicon.method_name_words()
    claims_of = doc._.claims or []
    out: list[Mention] = []
    found: list = []  # (sentence, token) of each mention made
    for r in doc._.results or []:
        sent = claims_of[r.claim].span if r.claim < len(claims_of) else None
        if sent is None or sent.start < doc._.kg_title_end:
            continue
        for part in r.baseline.split(", "):
            if not _ONE_NAME.fullmatch(part) or part in not_methods:
                continue
            tok = next((t for t in sent if t.text == part and not t.is_sent_start), None)
            if tok is not None and _ends_a_title_case_name(tok):
                continue
            at = prov(tok.i, tok.idx, tok.idx + len(tok.text), "kg_results", 0.5) if tok is not None else None
            if at is not None and not any(m.text == part and m.prov.sentence == at.sentence for m in (*mentions, *out)):
                out.append(Mention(part, "Method", at, "uses"))
                found.append((sent, tok))
    return out, found


def _described_baselines(doc: Doc, mentions: list[Mention], prov) -> list[Mention]:
    """'over a rope-only baseline', 'than the lantern smoothing baselines': a baseline the paper compares with,
    described in lower-case words before the noun 'baseline(s)', is a used method, named by the whole phrase (its
    words alone are the method: 'rope-only'). Only where the words say which baseline: generic words
    ('strong baselines', 'state-of-the-art baselines') name none; a name in capitals is the name rules' to read;
    the paper's own ('our baseline') is no used one; a phrase a Method mention already covers is left as it is."""
    out: list[Mention] = []
    for head in doc[doc._.kg_title_end:]:
        if head.lower_ not in ("baseline", "baselines") or head.pos_ != "NOUN" \
                or head.i + 1 < len(doc) and doc[head.i + 1].pos_ in ("NOUN", "PROPN"):  # 'baseline methods'
            continue
        first = _described_start(doc, head.i)
        if first is None:
            continue
        at = prov(first, doc[first].idx, head.idx + len(head.text), "kg_results", 0.5)
        if not any(m.label == "Method" and m.prov.sentence == at.sentence and m.prov.start < at.end and at.start < m.prov.end
                   for m in (*mentions, *out)):
            out.append(Mention(doc.text[doc[first].idx:head.idx + len(head.text)], "Method", at, "uses"))
    return out


_NOT_DESCRIBING = frozenset("DET NUM PRON ADP CCONJ SCONJ AUX PART ADV".split())
_OWN_WORDS = frozenset("our we new novel proposed".split())


def _described_start(doc: Doc, head: int) -> int | None:
    """The first token of the lower-case words (up to four, each written whole between spaces) that describe the
    baseline at `head`, or None: none there, one written with a capital, none a noun, or the paper's own ('our',
    'a new')."""
    start, words, i = head, 0, head - 1
    while i >= doc[head].sent.start and words < 4:
        j = i
        while j > 0 and not doc[j - 1].whitespace_ and doc[j - 1].sent.start == doc[head].sent.start:
            j -= 1  # a word written whole: 'rope-only', 'state-of-the-art'
        word = doc[j:i + 1]
        text = word.text
        if not any(c.isalpha() for c in text) or word[0].pos_ in _NOT_DESCRIBING or word[0].tag_ in ("VBZ", "VBP", "VBD", "MD") \
                or _grading_word(text.lower()):
            if text.lower() in _OWN_WORDS:  # 'our baseline', 'a new kite baseline': the paper's own
                return None
            break
        if word[0].tag_ == "VBN" and j > 0 and doc[j - 1].pos_ == "ADV":  # 'widely used': a grade, not a kind
            break
        if text != text.lower():
            return None
        start, words, i = j, words + 1, j - 1
    if start == head or doc[start].tag_ == "VBG" and doc[start - 1].pos_ != "DET":  # 'outperforming baselines'
        return None
    # a noun says which baseline ('lantern smoothing', 'rope-only'); adjectives alone grade it ('related');
    # a listed class of methods ('deep learning baselines') names none
    described = doc[start:head]
    if not any(t.pos_ == "NOUN" for t in described) or lexicon.generic_key(described.text) in lexicon.generic_terms()["Method"]:
        return None
    return start


def _grading_word(word: str) -> bool:
    """A word that grades or places a baseline, not which one it is: generic ('strong', 'state-of-the-art'), a listed
    vague modifier ('cutting-edge', 'naive') or a mined quality adjective ('relevant')."""
    return word in lexicon.GENERIC_WORDS or word in lexicon.STOPWORDS or word in lexicon.quality_adjectives() \
        or lexicon.generic_key(word) in lexicon.generic_terms()["Vague_modifier"]


def _ends_a_title_case_name(tok) -> bool:
    """'mean Intersection over Union': a capitalised word after a lower-case 'over / of' that follows a capitalised
    word closes a Title Case name (a measure, a method's long name) and names nothing alone."""
    doc = tok.doc
    return tok.i >= 2 and doc[tok.i - 1].lower_ in ("over", "of") and doc[tok.i - 1].is_lower \
        and doc[tok.i - 2].is_title and not doc[tok.i - 2].is_sent_start


def _baseline_comparisons(doc: Doc, found: list, first: int, index_of: dict, prov) -> list[Relation]:
    """The name a result's baseline made a mention is what the sentence's proposed method is compared with:
    the relation stage ran before that mention existed, so its comparison is made here, from the last proposed
    Method span before the name ('SkimNet improves recall by 3% over Kitenet': OUTPERFORMS)."""
    rels = []
    entities = list(doc.spans["kg_entities"]) if "kg_entities" in doc.spans else []
    for k, (sent, tok) in enumerate(found):
        heads = [e for e in entities if e.label_ == "Method" and e._.role == "proposes"
                 and sent.start <= e.start and e.end <= tok.i and (e.start_char, e.end_char) in index_of]
        if not heads:
            continue
        head = heads[-1]
        rtype = relations.comparison_type(sent, head, doc[tok.i:tok.i + 1])
        rels.append(Relation(index_of[(head.start_char, head.end_char)], first + k, rtype,
                             prov(head.start, head.start_char, tok.idx + len(tok.text), "kg_results", 0.5)))
    return rels


def _class_list_tasks(doc: Doc, prov) -> list[Mention]:
    """'on kite ranking and rope sorting tasks': each item of a list sharing a plural 'tasks / problems' is a
    task; the spans keep the whole list or one item at most (overlapping spans do not survive), so each item is
    one more mention at its own place."""
    out = []
    for tok in doc:
        for start, end in entity_rules.class_list_items(doc, tok):
            item = doc[start:end]
            if not lexicon.is_generic_term(item.text, "Task"):
                out.append(Mention(item.text, "Task", prov(start, item.start_char, item.end_char, "kg_entity_rules", 0.6),
                                   "addresses"))
    return out


def _purpose_infinitive_tasks(doc: Doc, prov) -> list[Mention]:
    """'we apply KiteNet to rank unseen kites': the task of an infinitive of purpose, named by its noun of action
    ('unseen kite ranking') with the gerund and the written words as aliases; the name is no span of the text,
    so it is a mention of its own at the written words' place."""
    out = []
    for tok in doc:
        found = task_rules.purpose_infinitive(tok)
        if found is not None:
            written, name, gerund = found
            out.append(Mention(name, "Task", prov(written.start, written.start_char, written.end_char, "kg_entity_rules", 0.6),
                               "addresses", (gerund, written.text)))
    return out


# how sure the trained sentence-role model must be that a sentence is background before a measure named only there
# is read as a motive (the claim finder's default for the same label)
_MOTIVE_ROLE_CONFIDENCE = 0.5


def _background_sentence(sent) -> bool:
    return sent._.role == "background" and sent._.role_confidence >= _MOTIVE_ROLE_CONFIDENCE


def _background_parameter_counts(doc: Doc) -> set[str]:
    """Counts of parameters or of a resource spent (lower-cased, `entity_rules.spent_count`) the abstract names only
    in sentences the sentence-role model reads as background ('pruning aims to reduce the number of parameters', 'pooling is applied to reduce the number of
    parameters'): what a technique in general or earlier work does to a model's size is the paper's setting or
    motive, not a size the paper reports. Only counts: other measures named in background sentences are as
    often what the paper is judged by, and the role model reads some result sentences as background
    (docs/quality.md, round 24, metric precision). A count the paper names again outside the background, or in
    the title, stays."""
    if "kg_entities" not in doc.spans:
        return set()
    background, elsewhere = set(), set()
    for span in doc.spans["kg_entities"]:
        if span.label_ != "Metric" or not entity_rules.spent_count(span.text):
            continue
        key = span.text.lower()
        if span.start >= doc._.kg_title_end and span._.role != "proposes" and _background_sentence(span.sent):
            background.add(key)
        else:
            elsewhere.add(key)
    return background - elsewhere


def to_extraction(doc: Doc, paper: Paper, version: str = "") -> Extraction:
    sentences, sent_of = _sentence_index(doc)
    pid = paper.id
    base = doc._.kg_abstract_start

    def prov(start_tok: int, start: int, end: int, extractor: str, conf: float) -> Provenance:
        sent = sent_of.get(start_tok, 0)
        shift = 0 if sent < 0 else base  # title items keep offsets into Paper.title
        return Provenance(pid, sent, start - shift, end - shift, extractor, round(float(conf), 3))

    proposed = [p.text for p in (doc._.proposed or [])]
    mentions: list[Mention] = []
    index_of: dict[tuple[int, int], int] = {}
    background_counts = _background_parameter_counts(doc)
    for span in doc.spans["kg_entities"] if "kg_entities" in doc.spans else []:
        label, text = span.label_, span.text
        if label == "Metric" and text.lower() in background_counts:  # a technique's or earlier work's model size
            continue
        if label == "Task" and task_rules.qualified_condition(span):  # 'the nonconvex setting': a condition, no task
            continue
        if label == "Task" and task_rules.graded_outcome(span):  # 'accurate segmentation': an aim, no task
            continue
        if label == "Task" and task_rules.course_of_action(span):  # 'the inference process': a stage of a means
            continue
        if label == "Task" and task_rules.means_frame(span):  # 'via kite caching': a means the work goes through
            continue
        aliases: tuple[str, ...] = ()
        if label == "Generic":  # "our method" -> the one proposed method
            if len(proposed) != 1:
                continue
            label, aliases, text = "Method", (), proposed[0]
        long = span._.long_form
        if long is not None and long.text != text:
            aliases = (long.text,)
        named = span
        bare = _task_without_placeholder(span) if label == "Task" else \
            merge.name_before_kind(span) if label == "Method" and span._.role != "proposes" else None
        if bare is not None:  # the written phrase stays an alias: every item it matched, it still matches
            aliases, text, named = (text, *aliases), bare.text, bare
        whole = task_rules.object_of_action(span) if label == "Task" and bare is None else None
        if whole is not None:  # 'joint modeling' of 'joint modeling of kite ropes': the action with its object
            aliases, text, named = (text, *aliases), whole.text, whole
        device = merge.name_with_device_noun(span) if label == "Method" and span._.role != "proposes" else None
        if device is not None:  # 'an efficient KGD learner': the node is also known by the phrase the paper wrote
            aliases = (*aliases, device)
        collection = merge.name_with_collection_noun(span) if label == "Dataset" else None
        if collection is not None:  # 'Bible corpora': the collection the paper evaluates on, named by its source
            aliases = (*aliases, collection)
        nominal = task_rules.nominal_form(span) if label == "Task" else None
        if nominal is not None:  # 'detecting loose kites' is also 'loose kites detection'
            aliases = (*aliases, nominal)
        index_of[(span.start_char, span.end_char)] = len(mentions)
        mentions.append(Mention(text, label, prov(named.start, named.start_char, named.end_char, span._.extractor, span._.confidence),
                                span._.role, aliases))
        if label == "Task":
            mentions.extend(_coordinated_tasks(span, mentions[-1]))
        if label == "Metric":
            mentions[-1], more = _coordinated_measures(span, mentions[-1])
            mentions.extend(more)
        if label == "Method":
            mentions.extend(_task_of_means(span, prov))
    mentions.extend(_class_list_tasks(doc, prov))
    mentions.extend(_purpose_infinitive_tasks(doc, prov))
    # long forms of defined abbreviations alias the short form wherever either is a mention
    abbrs = []
    seen = set()
    for short, long in doc._.kg_abbrevs or []:
        key = (short.text, long.text)
        if key in seen:
            continue
        seen.add(key)
        abbrs.append(Abbreviation(short.text, long.text, prov(short.start, short.start_char, short.end_char, "kg_abbreviations", 0.9)))
    rels = []
    for rel in doc._.relations or []:
        head, tail = rel.head, rel.tail
        h, t = index_of.get((head.start_char, head.end_char)), index_of.get((tail.start_char, tail.end_char))
        if h is not None and t is not None and h != t and mentions[h].prov.sentence == mentions[t].prov.sentence:
            rels.append(Relation(h, t, rel.type, prov(head.start, min(head.start_char, tail.start_char),
                                                      max(head.end_char, tail.end_char), rel.extractor, rel.confidence)))
    named, found = _named_baselines(doc, mentions, prov)
    rels.extend(_baseline_comparisons(doc, found, len(mentions), index_of, prov))
    mentions.extend(named)
    mentions.extend(_described_baselines(doc, mentions, prov))
    by_claim: dict[int, list[Result]] = {}
    for r in doc._.results or []:
        tok = doc.char_span(r.start, r.end, alignment_mode="expand")
        by_claim.setdefault(r.claim, []).append(Result(
            value=r.value, unit=r.unit, direction=r.direction, text=r.text,
            prov=prov(tok.start if tok is not None else 0, r.start, r.end, r.extractor, r.confidence),
            metric=r.metric, dataset=r.dataset, baseline=r.baseline, relative=r.relative, method=r.method,
            qualifier=r.qualifier))
    claims_out = []
    for ci, c in enumerate(doc._.claims or []):
        span = c.span
        if span.start < doc._.kg_title_end:
            continue  # a title states a topic, not a finding
        claims_out.append(Claim(span.text, c.kind, prov(span.start, span.start_char, span.end_char, c.extractor, c.confidence),
                                tuple(by_claim.get(ci, ()))))
    return Extraction(paper, tuple(sentences), tuple(mentions), tuple(rels), tuple(claims_out), tuple(abbrs), version)


def failure_message(exc: BaseException) -> str:
    """An exception's message as an ExtractionFailure carries it: one line, of bounded length."""
    return one_line(exc, 300) or "(no message)"


def _failure(paper: Paper, exc: Exception, component: str) -> ExtractionFailure:
    return ExtractionFailure(paper.id, type(exc).__name__, failure_message(exc), component)


def _extract_alone(nlp: Language, paper: Paper, titles: bool, version: str, timeout: float = 0) -> Extraction | ExtractionFailure:
    """One paper through the pipeline on its own, component by component as Language.pipe runs them
    (a component's pipe() when it has one, else its __call__), so that a failure names the component;
    timeout > 0: the paper's time limit in seconds, whose running out names the component too."""
    component = "tokenizer"
    try:
        with time_limit(timeout):
            doc = paper_doc(nlp, paper) if titles else nlp.make_doc(paper.abstract)
            for component, proc in nlp.pipeline:
                doc = next(iter(proc.pipe([doc], batch_size=1))) if hasattr(proc, "pipe") else proc(doc)
            component = "to_extraction"
            return _read_doc(doc, paper, version)
    except MemoryError:
        raise  # not one paper's fault
    except PaperTimeout as exc:
        return ExtractionFailure(paper.id, "Timeout", str(exc), component)
    except Exception as exc:  # noqa: BLE001 - any fault of one paper is recorded, not raised
        return _failure(paper, exc, component)


# A batch may take this share of its papers' limits (plus one whole limit) before it is run again one
# paper at a time, each paper with its full limit: so no paper that keeps to its own limit ever fails
# for the batch's sake, and the batch budget only bounds the time a hang costs before the one-by-one
# run finds the paper (a batch normally takes far under a hundredth of it).
BATCH_SHARE = 0.1


def batch_budget(timeout: float, papers: int) -> float:
    return timeout * (1 + BATCH_SHARE * papers) if timeout > 0 else 0


def extract_papers(papers: Iterable[Paper], nlp: Language | None = None, batch_size: int = 64, use_models: bool = True,
                   titles: bool = True, components: tuple[str, ...] = (), timeout: float = 0
                   ) -> Iterator[Extraction | ExtractionFailure]:
    """Serial extraction, streamed: papers in, one Extraction per paper out in the same order (titles=False:
    the abstract alone, for ablations); components: extra pipeline components (add_components); timeout:
    each paper's time limit in seconds (0: none; see kg.extract.deadline for what it can interrupt).

    A paper the pipeline raises on, or runs out of time on, yields an ExtractionFailure in its place.
    Papers go through nlp.pipe a batch at a time, within the batch's budget (batch_budget); only when a
    batch raises or runs out of time are its papers not yet out of the pipe run again one by one, so that
    only the paper at fault is left out. spaCy's own error handler
    (Language.set_error_handler) is not used: it is state on the shared pipeline, a handler that does not
    raise makes a trained component drop its whole minibatch (so a retry per paper is needed anyway), and
    it is given Docs, not papers.
    """
    nlp = nlp or shared_nlp(use_models, components)
    version = extraction_version(use_models, components)
    it = iter(papers)
    while batch := list(itertools.islice(it, batch_size)):
        # the batch's results are yielded once its time limit is lifted: the consumer's time is not the batch's
        out: list[Extraction | ExtractionFailure] = []
        try:
            with time_limit(batch_budget(timeout, len(batch))):
                stream = ((paper_doc(nlp, p) if titles else nlp.make_doc(p.abstract), p) for p in batch)
                for doc, paper in nlp.pipe(stream, as_tuples=True, batch_size=batch_size):
                    out.append(_read_doc(doc, paper, version))
        except MemoryError:
            raise  # not one paper's fault
        except (Exception, PaperTimeout):  # noqa: BLE001 - some paper of the rest of the batch is at fault: find which
            out += [_extract_alone(nlp, paper, titles, version, timeout) for paper in batch[len(out):]]
        yield from out


def _read_doc(doc: Doc, paper: Paper, version: str) -> Extraction | ExtractionFailure:
    """to_extraction, with a fault of it recorded as the paper's failure in 'to_extraction'."""
    try:
        return to_extraction(doc, paper, version)
    except MemoryError:
        raise
    except Exception as exc:  # noqa: BLE001
        return _failure(paper, exc, "to_extraction")


def extract_batch(papers: list[Paper], use_models: bool = True, components: tuple[str, ...] = (),
                  timeout: float = 0) -> list[Extraction | ExtractionFailure]:
    """One batch in a worker process (multiprocessing or Dask): loads the pipeline once per process. The time
    limit applies where the batch runs in the process's main thread (multiprocessing workers), not in a Dask
    worker's task threads (kg.extract.deadline)."""
    return list(extract_papers(papers, shared_nlp(use_models, components), use_models=use_models, components=components,
                               timeout=timeout))
