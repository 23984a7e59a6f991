"""Where the text names datasets and metrics: evaluation contexts ("on X and Y", "the X benchmark",
"datasets such as X"), runs of name-like words and what is not data (units, versions, hardware).
"""
from __future__ import annotations

import re
from functools import lru_cache

from spacy.tokens import Doc

from kg.extract import extensions
from kg.extract.doc_reads import doc_text, first_token_from, token_starting_at
from kg.extract.lexicon import (
    AT_K, CATEGORY_ADJECTIVES, DATASET_HEADS, DESCRIPTIVE_COMPOUND, GENERIC_WORDS, HARDWARE_NOUNS, METRIC_HEADS, NOT_METHODS,
    STOPWORDS, gazetteer, languages, looks_named, metric_names_folded, model_stems, never_data, not_entities,
)

extensions.register()

CLAUSE_VERB = r"\s+(?:show|shows|demonstrate|demonstrates|further|validate|validates|reveal|confirm|indicate|and\s+(?:show|demonstrate))\b"
_LOWER_CAMEL = re.compile(r"[a-z]{2,}[A-Z][A-Za-z0-9-]*")  # 'kiteScenes'; not 'mAP' (and metrics are left out)
_LIST_ITEM = re.compile(r"(?:[^,()]|\([^()]*\))+")


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
_REGION_END = re.compile(r"[;:]|\.(?!\d)|" + CLAUSE_VERB)


def prep_list(text: str, m: re.Match) -> str:
    """'on A, B and C datasets': the region after the preposition runs on through a comma list of short items;
    'on two tasks (A, B, and C)': through the parenthesis the region opens."""
    if not text.startswith(",", m.end(1)):
        return m.group(1)
    end = _REGION_END.search(text, m.end(1))
    listed = list_items(text[m.start(1):end.start() if end else len(text)])
    listed = _EXAMPLES.split(listed)[0]  # 'on the issue, such as A and B': examples of what precedes, read only after a data noun
    if len(listed) > len(m.group(1)):
        return listed
    opened = _OPEN_PAREN_LIST.match(text, m.end(1)) if m.group(1).count("(") > m.group(1).count(")") else None
    return text[m.start(1):opened.end()] if opened else m.group(1)  # the first item alone when no list follows


_OPEN_PAREN_LIST = re.compile(r"[^();]{0,150}\)")  # the rest of a parenthesis, up to its closing mark
_EXAMPLES = re.compile(r",?\s+(?:such as|like|including|e\.g\.|i\.e\.)\s")


def gerund_at(doc: Doc, char: int) -> bool:
    """'in learning KT structures', 'on improving X': an activity follows the preposition, not data."""
    tok = token_starting_at(doc, char)
    return tok is not None and tok.tag_ == "VBG"


_WORDS = re.compile(r"[^\s,;()]+")
_POSSESSIVE = re.compile(r"['’]s$")
_COUNT_AFTER = re.compile(r"\s+(?:hundred|thousand|million|billion|trillion)\b", re.I)
# 'v2', '2012', '1.3', a size written apart ('Kiteset 8k', 'Rope 3.6M'); not a fraction ('0.95')
_VERSION = re.compile(r"[vV]?(?!0\.)\d+(?:\.\d+)*(?:[kK]|(?<=\d)M)?")
DETERMINERS = frozenset("the a an both two three four five six seven eight nine ten several various multiple".split())


def named_runs(doc: Doc, start: int, text: str, sent_start: int, capitals: bool = False) -> list[tuple[int, int]]:
    """Char spans of runs of name-like words in text (which starts at doc offset `start`).
    A capitalised ordinary word joins a run only next to a name-like word ("Lumen DATA"), or, with
    `capitals`, makes one of its own (right before "dataset": "the Lumen Reviews dataset")."""
    words = [(start + m.start(), start + m.end(), m.group()) for m in _WORDS.finditer(text)]
    runs, cur = [], []
    prev_end = None
    for k, (s, e, w) in enumerate(words):
        w = w.strip("\"'“”’.")
        if cur and prev_end is not None and re.search(r"[(),;]", doc_text(doc)[prev_end:s]):
            runs.append(cur)  # a parenthesis or a list separator ends a name
            cur = []
        prev_end = e
        named = (looks_named(w) or bool(_LOWER_CAMEL.fullmatch(w)) and w not in gazetteer("metrics")) and w not in NOT_METHODS
        capital = w[:1].isupper() and w.lower() not in STOPWORDS and w.lower() not in GENERIC_WORDS and s != sent_start \
            and not DESCRIPTIVE_COMPOUND.search(w)  # 'KiteNotes-like data' is no name
        if not capital and cur and _inner_kind_word(w, words[k + 1:k + 2], doc, e):
            capital = True  # 'the Kite Shared Task Lantern set': a kind word inside a Title Case name is part of it
        if cur and _VERSION.fullmatch(w) and (_COUNT_AFTER.match(doc_text(doc), e) or _POSSESSIVE.search(doc_text(doc), 0, cur[-1][1])):
            cur = []  # "X's 9 billion weights", 'X 3 million images': the figure counts a part of X, X is no data here
        elif cur and _VERSION.fullmatch(w):  # 'X v2', 'X 2012', 'X 8k': a version, year or size continues the name before it
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
        expansion = out and re.fullmatch(r"\s*\(\s*", doc_text(doc)[out[-1][1]:run[0][0]]) \
            and doc_text(doc)[run[-1][1]:run[-1][1] + 1] == ")" and len(run) > len(doc_text(doc)[out[-1][0]:out[-1][1]].split())
        if (any(named for _, _, named in run) or capitals) and not expansion:
            out.append((run[0][0], run[-1][1]))
    return out


def _inner_kind_word(w: str, following: list, doc: Doc, end: int) -> bool:
    """A capitalised generic word ('Task', 'Benchmark') between two capitalised words of one run, no mark between."""
    if not (w[:1].isupper() and w.lower() in GENERIC_WORDS and following):
        return False
    s, _, nxt = following[0]
    nxt = nxt.strip("\"'“”’.")
    return doc_text(doc)[end:s].isspace() and nxt[:1].isupper() and nxt.lower() not in STOPWORDS | GENERIC_WORDS


_NUMBER_BEFORE = re.compile(r"\d(?:[.,]\d+)?\s*%?\s*$")  # "71 FPS", "73.7% mAPH"
_UNIT_SHAPED = re.compile(r"[A-Z][A-Za-z]{0,3}|[a-z][A-Z][A-Za-z]{0,3}")  # "FPS", "mAPH"
# 'the KDS metric', 'the Kite Error Score (KES) metric': a short form in brackets may sit between name and noun
# 'in terms of the KDS metric', 'the KDS and RSE metrics' (the noun after a list says what each item is)
_MEASURE_NOUN_AFTER = re.compile(r"(?:\s*(?:,|and|or|/|,\s*and)\s*[A-Z0-9][\w.+-]*)*\s+(?:\([^()]{1,15}\)\s+)?metrics?\b")
# 'a 2% gain in KDS, a measure of rope sag': an apposition that calls the name a measure
_MEASURE_APPOSITION = re.compile(r"\s*,\s+(?:a|an|the)\s+(?:[\w-]+\s+){0,2}(?:metric|measure)s?\b(?!-)")
# 'in IID and non-IID settings', 'the OOD scenario': a name (or a list of names) before a setting noun names a
# condition of the study; over the venue abstracts such names are settings, never data (docs/quality.md)
_SETTING_NOUN_AFTER = re.compile(r"(?:\s*(?:,|\band\b|\bor\b)\s*[\w-]+)*\s+"
                                 r"(?:settings?|scenarios?|regimes?|cases?|conditions?)\b")


# a speed measured on one of many machines: '30 FPS on an <vendor> <board>', '10 Hz on a single <chip>'; data is
# written bare or with "the" ('25 fps on the <data set>'), so only the indefinite article is read there; code is
# run on machines, never on data ('implemented on the <robot>', 'running on an <board>': no data set follows these
# verbs in the venue files)
_RUN_ON = (r"(?:\b(?:fps|hz|frames per second)\s+on\s+(?:an?|one|a single)|\b(?:implemented|deployed|running|runs|run|"
           r"executed|executes)\s+on(?:\s+(?:an?|the|one|a single))?)\s+")
_RATE_ON_A_MACHINE = re.compile(_RUN_ON + "$", re.I)
_IN_A_MACHINE_NAME = re.compile(_RUN_ON + r"(?:[A-Za-z0-9][\w.-]*\s+){0,3}$", re.I)  # 'on an <vendor> <line> <model>'


def on_a_machine(text: str, start: int) -> bool:
    """A word of the name of the machine something runs on ('at 8 FPS on a <vendor> <board>'): no method either."""
    return _IN_A_MACHINE_NAME.search(text[max(0, start - 80):start]) is not None


# an event a name is written before ('during the <disease> pandemic'): the name is the event in its other
# mentions too, unless one of them is written before a data noun ('the <disease> dataset')
_EVENT_AFTER = re.compile(r"\s+(?:pandemic|outbreak|epidemic)s?\b", re.I)
_DATA_AFTER = re.compile(r"\s+(?:data|" + "|".join(sorted(DATASET_HEADS)) + r")\b", re.I)
_EVENT_WORD = re.compile(r"pandemic|outbreak|epidemic", re.I)  # _EVENT_AFTER's words, with its flags


@lru_cache(maxsize=8)
def _mentions_an_event(text: str) -> bool:
    """One scan per abstract text, asked for each name it holds."""
    return _EVENT_WORD.search(text) is not None


def names_an_event(text: str, name: str) -> bool:
    if not _mentions_an_event(text):
        return False  # no event word anywhere: _EVENT_AFTER cannot match
    spots = [m.end() for m in re.finditer(rf"(?<![\w-]){re.escape(name)}(?![\w-])", text)]
    return any(_EVENT_AFTER.match(text, e) for e in spots) and not any(_DATA_AFTER.match(text, e) for e in spots)


def languages_or_a_mapping(text: str, name: str) -> bool:
    """A name made of languages alone or of a mapping ('French and English', 'Image-To-Video') that the abstract
    never writes before a data noun: what data are in, or a task, not data."""
    return (_names_languages(name) or _names_a_mapping(name)) and not _written_before_data(text, name)


# more capitalised conjuncts may come first: 'on Kite-Rope and Rope-Kite translation'
_NOUN_AFTER = re.compile(r"(?:\s*,?\s*(?:and|or)?\s+[A-Z][\w-]*)*\s+(?!(?:and|or|in|on|of|for|to|with|as|at|by|from|is|are|was|were)\b)[a-z]")


def modifies_a_noun(text: str, end: int) -> bool:
    """'on Kite-to-Rope translation', 'on Kite-Rope and Rope-Kite translation': a lower-case word right after the
    name (or after the capitalised conjuncts listed with it) makes it a modifier of what follows,
    whose span another rule reads; left as it was, so that phrase keeps its boundaries."""
    return _NOUN_AFTER.match(text, end) is not None


def languages_alone(text: str, name: str) -> bool:
    """'French', 'Czech and Turkish': languages written without a pair's hyphen ('Chinese-English' stays, which
    goes before 'translation' as often as before data) and never before a data noun, whatever rule or model
    typed them data."""
    return not re.search(r"[-/]", name) and _names_languages(name) and not _written_before_data(text, name)


def _names_languages(name: str) -> bool:
    """'in French and English', 'Mandarin': a name made of languages alone is what the data are in, not data
    (the caller keeps a name the abstract writes before a data noun, 'the Hindi-English corpus')."""
    words = [w for w in re.split(r"[\s/-]+", name) if w and w not in ("and", "or")]
    return bool(words) and all(w in languages() for w in words) and name not in gazetteer("datasets")


def _written_before_data(text: str, name: str) -> bool:
    """'the Hindi-English corpus', 'the Room-to-Room (R2R) dataset': the abstract names data after the name."""
    spots = [m.end() for m in re.finditer(rf"(?<![\w-]){re.escape(name)}(?![\w-])", text)]
    return any(_DATA_AFTER.match(text, e) or _DATA_AFTER_SHORT_FORM.match(text, e) for e in spots)


_DATA_AFTER_SHORT_FORM = re.compile(r"\s*\([^()]*\)\s+(?:data\s?sets?|benchmarks?|corpus|corpora)\b", re.I)


_MAPPING = re.compile(r"([^\s-][^\s]*)-[Tt]o-([^\s]+)")


def _names_a_mapping(name: str) -> bool:
    """'KG-to-text', 'EMG-to-pose', 'English-to-Many': a mapping into a kind of output written in lower case, or a
    translation direction from or into a language, names a task or a setting, not data (the caller keeps a name
    the abstract writes before a data noun). Title-case halves ('Birds-to-Words') are left alone: dataset names
    are written so as often as generation settings."""
    return any(half.islower() or half in languages() for half in _mapping_halves(name))


def _names_a_direction(name: str) -> bool:
    """'English-to-Many', 'Kite-to-English': a translation direction, from or into a language."""
    return any(half in languages() for half in _mapping_halves(name))


def _mapping_halves(name: str) -> tuple[str, ...]:
    """The two halves of an 'X-to-Y' name the gazetteer does not hold as data, or none."""
    m = _MAPPING.fullmatch(name)
    return m.groups() if m is not None and name not in gazetteer("datasets") else ()


def languages_or_a_direction(text: str, name: str) -> bool:
    """'Turkish', 'Czech and Turkish', 'English-to-Many': languages, or a direction between them, that the abstract
    never writes before a data noun name what data are in or which way a model translates; no data set, and no
    method either (a model's Method reading of the span is what is left once the data reading is refused)."""
    return (_names_languages(name) or _names_a_direction(name)) and not _written_before_data(text, name)


def adaptation_halves(name: str) -> tuple[str, str] | None:
    """'KiteSet-to-RopeBank': the two Title Case halves of a setting written source-to-target, or None."""
    m = _TITLE_MAPPING.fullmatch(name)
    return m.groups() if m else None


_TITLE_MAPPING = re.compile(r"([A-Z][\w.]*)-[Tt]o-([A-Z][\w.-]*)")


def written_as_data(text: str, name: str, named_data: set[str]) -> bool:
    """'KiteSet' of 'KiteSet-to-RopeBank' is data where the mined gazetteer holds it (in any case: 'KITESET'), where
    another rule or the model read it as data elsewhere in the abstract (named_data), or where the abstract writes
    it alone before a data noun ('the KiteSet dataset')."""
    folded = name.lower()
    return name in named_data or folded in _gazetteer_folded() or _written_before_data(text, name)


@lru_cache(maxsize=1)
def _gazetteer_folded() -> frozenset[str]:
    return frozenset(n.lower() for n in gazetteer("datasets"))


def negated_in(text: str, name: str) -> bool:
    """'in KID and in non-KID settings': a name the abstract also writes negated names a condition or property of
    the study; no data set or method is negated so (the venue files write 'non-IID', 'non-convex', 'non-Gaussian')."""
    if "on" + name not in text and "on-" + name not in text:
        return False  # the pattern needs '[Nn]on' and the name, with or without a hyphen between
    return re.search(rf"(?<![\w-])[Nn]on-?{re.escape(name)}(?![\w-]){_NOT_A_METHOD_GROUP}", text) is not None


# 'non-<model> baselines', 'non-<method> agents': the negation sorts methods by the one named, which is a method
_NOT_A_METHOD_GROUP = r"(?!\s+(?:based|baselines?|agents?|methods?|models?|approach(?:es)?|algorithms?|solvers?)\b)"


def not_data(doc: Doc, start: int, end: int) -> bool:
    """A name that is no data whatever its region says: a unit after a figure ('(71 FPS)', '64.9 MB'), or
    hardware, a name written next to a hardware noun ('the service robot HERB', 'a KUKA LBR arm')."""
    name = doc_text(doc)[start:end]
    if AT_K.fullmatch(name):
        return True  # 'NDCG@10', 'Recall@20': a measure at a cutoff
    if name.lower() in metric_names_folded() or re.sub(r"-\w{1,2}$", "", name).lower() in metric_names_folded():
        return True  # 'ROUGE-1', 'BLEU-4': a measure and its variant; 'Macro-F1' spelled with a capital
    if _FIGURE_AFTER.match(doc_text(doc), start + len(name.rstrip(" :"))):
        return True  # '(KiteLM: +4.4%, RopeLM: +1.5%)': each system's figure, not data
    if _MEASURE_NOUN_AFTER.match(doc_text(doc), end) or _MEASURE_APPOSITION.match(doc_text(doc), end):
        return True  # 'in terms of the KDS metric', 'in KDS, a measure of ...': the text says what the name is
    if _SETTING_NOUN_AFTER.match(doc_text(doc), end):
        return True
    if negated_in(doc_text(doc), name):
        return True
    if _RATE_ON_A_MACHINE.search(doc_text(doc)[max(0, start - 40):start]) and name not in gazetteer("datasets"):
        return True  # the machine a speed was measured on
    if names_an_event(doc_text(doc), name):
        return True
    if languages_or_a_mapping(doc_text(doc), name) and not modifies_a_noun(doc_text(doc), end):
        return True
    after = doc_text(doc)[end:end + 40].split()
    if _UNIT_SHAPED.fullmatch(name) and _NUMBER_BEFORE.search(doc_text(doc)[max(0, start - 12):start]) \
            and not (after and after[0].lower().strip(".,;:)") in DATASET_HEADS):
        return True
    if model_family(name) or _MODEL_AFTER.match(doc_text(doc), end) or name in never_data():
        return True  # a model family, a name before a model noun, a frequent name never used as data
    if _MODELS_AFTER.match(doc_text(doc), end) and name not in gazetteer("datasets"):
        return True
    if _listed_with_models(doc, start, end) or _called_a_method(doc_text(doc), end) \
            or _METHOD_NOUN_BRACKET.search(doc_text(doc)[max(0, start - 40):start]):
        return True
    if only_after_an_article(doc_text(doc), name):
        return True
    # a name the abstract once writes next to a hardware noun is that machine in its other mentions too
    # ('the humanoid robot KiteBot ...; experiments of KiteBot walking')
    return any(_beside_hardware(doc_text(doc), m.start(), m.end())
               for m in re.finditer(rf"(?<![\w-]){re.escape(name)}(?![\w-])", doc_text(doc))) or _beside_hardware(doc_text(doc), start, end)


# nouns after a name that make it a data set's name however it is introduced ('a Kite evaluation set')
_DATA_NOUNS_AFTER = DATASET_HEADS | frozenset("set sets split splits subset subsets".split())
_AN_BEFORE = re.compile(r"(?<![\w-])(?:a|an|A|An)\s+$")
# 'experiments on a KiteArm K2', 'runs on an Ropex board': what a work runs on; 'based on a KiteNet' names a method
ON_AN_BEFORE = re.compile(r"(?<![\w-])(?<![Bb]ased )on (?:a|an)\s+$")


def only_after_an_article(text: str, name: str, article: re.Pattern = _AN_BEFORE) -> bool:
    """'on a KiteBoard K2', 'using an Ropex R7': a name written after "a"/"an" in every mention names one instance of
    a product or kind (a machine, a board, a vehicle); a named data set is one thing, written bare or with "the".
    Not where a data noun follows the name ('a Kite evaluation set') or ends it ('a Kite Dataset')."""
    if name.split()[-1].lower() in _DATA_NOUNS_AFTER:
        return False
    mentions = list(re.finditer(rf"(?<![\w-]){re.escape(name)}(?![\w-])", text))
    return bool(mentions) and all(
        article.search(text[max(0, m.start() - 16):m.start()])
        and not any(w.lower().strip(".,;:()") in _DATA_NOUNS_AFTER for w in text[m.end():m.end() + 40].split()[:3])
        for m in mentions)


def _beside_hardware(text: str, start: int, end: int) -> bool:
    """'the service robot HERB', 'a KUKA LBR arm': a hardware noun just before or among the three words after."""
    before, after = text[max(0, start - 40):start].split(), text[end:end + 40].split()
    near = [w.lower().strip(".,;:()") for w in before[-1:] + after[:3]]
    return any(w in HARDWARE_NOUNS for w in near) and not any(w in DATASET_HEADS for w in near)


# 'on the Kite-4 and KiteNet-12 backbones': names (and names listed with them) that a model noun follows
# 'using KiteViT and RopeNext models': names before "models" are models, unless known as data, whose objects or
# trained models the text may mean ('<3D data set> models', '<image data set> models')
_LISTED_NAMES_THEN = r"(?:\s*(?:,|and|or|/|,\s*and)\s*[A-Z0-9][\w.+-]*)*\s+"  # more names listed, then the noun
_MODELS_AFTER = re.compile(_LISTED_NAMES_THEN + r"models?\b")
_MODEL_AFTER = re.compile(_LISTED_NAMES_THEN + r"(?:backbones?|networks?|architectures?|encoders?)\b")
# a tuned variant's word may follow the size: 'KiteLM-3.5-Turbo', 'KiteLM-7B-Chat'
_NUMBERED = re.compile(r"([A-Z][A-Za-z]+?)[-_]?\d+(?:[-.x]\d+)*[A-Za-z]?(?:-[A-Z][a-z]+)?")


# 'on attribution methods, KiteCAM and RopeGrad': a list set after a plural noun of a kind of method names methods
_MODEL_CLASS_BEFORE = re.compile(r"\b(?:methods|models|algorithms|detectors|baselines|architectures|approaches|techniques|"
                                 r"schemes)\s*(?:\([^()]{1,12}\)\s*)?(?:,|:|such as|including|like|namely)\s*(?:the\s+)?$")
# 'on two open-source VLAs, KiteA and RopeB': a list set after a plural short form ('<SF>s')
_SHORT_FORM_PLURAL_BEFORE = re.compile(
    r"(?<![\w-])([A-Z][A-Za-z-]*[A-Z])s\s*(?:,|:|such as|including|like|namely)\s*(?:the\s+)?$")

_PLURAL_SHORT_FORM_LEAD = re.compile(r"[A-Z][A-Za-z-]*[A-Z]s\s*,\s*")


def _after_a_model_short_form(text: str, list_start: int) -> bool:
    """A list after the plural of a short form of a kind of model is a list of models: the short form ends in
    M or N (model, network: 'LLMs', 'CNNs'), or the abstract writes it before a model noun elsewhere
    ('Kite-Rope (KR) models ...; on two KRs, A and B')."""
    m = _SHORT_FORM_PLURAL_BEFORE.search(text, 0, list_start)
    if m is None:
        return False
    sf = m.group(1)
    return sf[-1] in "MN" or re.search(rf"(?<![\w-]){re.escape(sf)}\)?\s+(?:models?|networks?|policies|architectures?)\b",
                                         text) is not None


# 'KiteMap, the state-of-the-art rope method': a name set beside a noun phrase headed by a method noun is that method
_METHOD_WORDS = r"method|model|algorithm|framework|toolkit|library|pipeline|approach|technique|baseline"
_METHOD_APPOSITION = re.compile(r",\s+(?:the|a|an)\s+((?:[\w-]+\s+){0,4}?)(?:" + _METHOD_WORDS + r")\b")
# '... a common off-policy algorithm (KAC), and evaluate on ...': a name in brackets right after a method noun is
# that method's name, the mirror of the apposition above
_METHOD_NOUN_BRACKET = re.compile(r"\b(?:" + _METHOD_WORDS + r"|solver|optimi[sz]er)\s*\(\s*$")
_NOT_IN_APPOSITION = frozenset("of for on in with to from by and or".split()) | DATASET_HEADS


def _called_a_method(text: str, end: int) -> bool:
    """A comma, an article and a method noun right after the name, with no preposition or data noun between
    ('<name>, a benchmark for method comparison' stays data)."""
    m = _METHOD_APPOSITION.match(text, end)
    return m is not None and not any(w.lower() in _NOT_IN_APPOSITION for w in m.group(1).split())


def _listed_with_models(doc: Doc, start: int, end: int) -> bool:
    """'on KiteNet-50, Kite R-CNN and KiteDet': a name in a list of three or more, half of the others models (a
    mined model family or a name never written as data), is a model too, unless the gazetteer knows it as data."""
    if doc_text(doc)[start:end] in gazetteer("datasets"):
        return False
    for m in _NAME_LIST.finditer(doc_text(doc), max(0, start - 200), min(len(doc_text(doc)), end + 200)):
        if m.start() <= start and end <= m.end():
            if _MODEL_CLASS_BEFORE.search(doc_text(doc), 0, m.start()) or _after_a_model_short_form(doc_text(doc), m.start()):
                return True
            # the plural short form may open the list it heads ('on three KRMs, KiteA, RopeB and KnotC')
            lead = _PLURAL_SHORT_FORM_LEAD.match(m.group())
            if lead and m.start() + lead.end() <= start and _after_a_model_short_form(doc_text(doc), m.start() + lead.end()):
                return True
            others = [w for w in re.split(r"\s*,\s*(?:and\s+|or\s+)?|\s+(?:and|or)\s+", m.group())
                      if w and w != doc_text(doc)[start:end]]
            models = sum(model_family(w) or w in never_data() for w in others)
            # 'on Ropeset-10 and KiteNet-20' pairs data with a model; a longer list mostly of models is one of models
            return len(others) >= 2 and models * 2 >= len(others)
    return False


def model_family(name: str) -> bool:
    """'KiteNet-50', 'KiteNet18', 'KiteNet': a size of a numbered family (or the family) that the venue abstracts write before model nouns
    (data/model_stems.json, mined by scripts/mine_model_stems.py): a model, not data."""
    for word in name.split():  # 'KiteLM KiteNet-50': a word of the name; the bare family name too
        m = _NUMBERED.fullmatch(word)
        if (m.group(1) if m else word) in model_stems():
            return True
    return False


_FIGURE_AFTER = re.compile(r"\s*:\s*[+\-−]?\d")


_NAME = r"[A-Za-z][\w.+-]*[A-Z0-9][\w+-]*(?:\s+v?\d[\w.]*)?"
_NAME_LIST = re.compile(rf"(?<![\w-]){_NAME}(?:\s*,\s*(?:and\s+)?{_NAME}|\s+(?:and|or)\s+{_NAME})+(?![\w-])")


def listed_with_known(doc: Doc, known: set[tuple[int, int]]) -> list[tuple[int, int]]:
    """'using miniKites, tieredKites, CIFAR-FS, and FC100': names listed with a dataset the gazetteer knows
    are data too, whatever the verb before the list (char spans of the other names)."""
    known_chars = {(doc[s].idx, doc[e - 1].idx + len(doc[e - 1].text)) for s, e in known}
    out = []
    for m in _NAME_LIST.finditer(doc_text(doc), doc[doc._.kg_title_end].idx if doc._.kg_title_end < len(doc) else 0):
        # 'datasets--UCF101', 'FSS-1000--': a dash written as two fences the name
        items = [(m.start() + i.start(), m.start() + i.end()) for i in re.finditer(r"(?:(?!--)[^\s,])+(?:\s+v?\d[\w.]*)?",
                                                                                  m.group().replace("--", "  "))]
        items = [(s, e) for s, e in items if doc_text(doc)[s:e] not in ("and", "or")]
        if any(it in known_chars for it in items):
            out += [it for it in items if it not in known_chars and looks_named(doc_text(doc)[it[0]:it[1]].split()[0])]
    return out


def runs_blocked(doc: Doc, start: int) -> bool:
    """'diverse MAKR benchmarks' names a kind of benchmark, not one."""
    before = doc_text(doc)[max(0, start - 30):start].split()
    return bool(before) and before[-1].lower() in CATEGORY_ADJECTIVES


def inside_range(start: int, end: int, ranges: list[tuple[int, int]]) -> bool:
    """Strictly inside one of the ranges (a word of a longer defined name)."""
    return any(rs <= start and end <= re_ and (rs, re_) != (start, end) for rs, re_ in ranges)


_LIST_MARK = re.compile(r",|&|/|\b(?:and|or)\b")
_COUNTS = DETERMINERS - {"the", "a", "an"}


def kind_before_plural(head: str, region: str, before: str = "") -> bool:
    """'two real-world KITE datasets', 'several KITE detection benchmarks': one modifier between a count and a
    plural data noun says what the data is about (a domain, a task), it names no dataset; 'the KiteA and KiteB
    datasets' lists two, 'the KiteBank datasets' names one collection."""
    head = (head.split() or [""])[-1].lower().strip(".,;:)")  # "data sets": its last word
    plural = head.endswith("s") and not head.endswith("us") or head == "corpora"
    if not plural or head not in DATASET_HEADS and head != "sets" or _LIST_MARK.search(region):
        return False
    words = [w.lower() for w in (before + " " + region).split()[:-1][-4:]]  # the words before the modifier
    if any(w in _COUNTS or w.isdigit() for w in words):
        return True  # 'two KITE datasets': a count of data of one kind
    # 'on KRPX datasets': a bare short form (all capitals, no number) is the kind; 'the KRPX datasets' names them
    modifier = region.split()[-1] if region.split() else ""
    return "the" not in words[-3:] and bool(re.fullmatch(r"[A-Z]{2,}s?", modifier))


_INSIDE = frozenset("in on of at from within inside".split())
_CONJUNCT = re.compile(r"(?:,\s*(?:and\s+)?|\s+(?:and|or)\s+)(?:the\s+)?$")


def capital_conjuncts(doc: Doc, lo: int, hi: int, known: list[tuple[int, int]], sent_start: int) -> list[tuple[int, int]]:
    """'on KiteBench for ranking and Ropeworld for search', 'from the Kite Suite and the Rope Arena': a run of
    capitalised words joined by 'and' or a comma to a dataset named earlier in the same evaluation region is a
    second dataset, though no word of it is written like a name (char spans in lo..hi)."""
    firsts = sorted(s for s, e in known if lo <= s < hi)
    if not firsts:
        return []
    out = []
    for m in re.finditer(r"(?<![\w-])[A-Z][\w-]*(?:\s+[A-Z][\w-]*)*", doc_text(doc)[lo:hi]):
        s = lo + m.start()
        if s <= firsts[0] or s == sent_start or any(ks <= s < ke for ks, ke in known):
            continue
        if not _CONJUNCT.search(doc_text(doc)[max(lo, s - 12):s]):
            continue
        words = [(s + w.start(), s + w.end(), w.group().lower()) for w in re.finditer(r"\S+", m.group())]
        while words and (words[-1][2] in GENERIC_WORDS or words[-1][2] in STOPWORDS):
            words.pop()  # 'the Kite Arena Task': the kind word after the name
        if not words or words[0][2] in GENERIC_WORDS or words[-1][2] in METRIC_HEADS or any(w[2] in STOPWORDS for w in words):
            continue  # 'and Kite Error Rate': a measure
        nxt = first_token_from(doc, words[-1][1])
        # 'the US and Kite Lake markets', 'Kite Loop using X', 'Kite Stacking in RopeSim': a modifier of a noun, the
        # subject of a gerund, or something inside another thing (a task in a simulator, a town in a region)
        if nxt is not None and (nxt.is_lower and nxt.pos_ in ("NOUN", "PROPN") or nxt.tag_ == "VBG" or nxt.lower_ in _INSIDE):
            continue
        out.append((words[0][0], words[-1][1]))
    return out


_LIST_SPLIT = re.compile(r"\s*,\s*(?:and\s+|or\s+)?|\s+(?:and|or)\s+")
_PLAIN_NAME = re.compile(r"(?:the\s+)?([A-Z][a-z][\w-]*(?:\s+(?:[A-Z][\w-]*|(?:19|20)\d\d)){0,2})")  # a year may follow


def plain_listed_names(doc: Doc, start: int, region: str, sent_start: int) -> list[tuple[int, int]]:
    """'three datasets, i.e. Kites, Lanterns and KT-2': a list a data noun introduces holds names; an item that is
    nothing but capitalised plain words is a name too where another item of the same list is written like one
    (char spans of the plain items; the named ones the ordinary runs take)."""
    items, at = [], 0
    for m in _LIST_SPLIT.finditer(region + ", "):
        items.append((at, region[at:m.start()]))
        at = m.end()
    named = [it for _, it in items if it and looks_named(it.split()[0].strip("\"'“”")) and len(it.split()) <= 3]
    if not named or len(items) < 2:
        return []
    out = []
    for off, item in items:
        m = _PLAIN_NAME.fullmatch(item)
        if m is None or start + off + m.start(1) == sent_start:
            continue
        words = m.group(1).lower().split()
        if any(w in STOPWORDS or w in GENERIC_WORDS for w in words) or looks_named(m.group(1).split()[0]):
            continue
        out.append((start + off + m.start(1), start + off + m.end(1)))
    return out


# 'WMT14 English-German', 'WMT14 English-to-German', 'IWSLT14 De-En', 'WMT16 En→Ro': a pair of languages after a
# corpus's name says which of its parts the paper used; two-letter codes both written as codes, whole words with one
# a language the mined list knows (that list lacks many languages: 'Romanian-English')
_PAIR_AFTER = re.compile(r"\s+(([A-Z][a-z])\s?[-–→]\s?([A-Z][a-z])|([A-Z][a-z]{2,})(?:\s?[-–→]\s?|-to-)([A-Z][a-z]{2,}))(?![\w-])")


def language_pair_end(text: str, end: int) -> int:
    """Where a dataset name ending at `end` ends once the language pair right after it is read as its part
    (`end` itself where none follows)."""
    m = _PAIR_AFTER.match(text, end)
    if m is None:
        return end
    if m.group(4) and not any(not_entities().get(w) == "data" for w in (m.group(4), m.group(5))):
        return end  # 'KiteBank Kite-Lantern': two capitalised words, no language among them
    return m.end(1)
