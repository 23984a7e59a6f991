"""Word lists the rule components share. Kept small and general (not tuned to any one corpus)."""
from __future__ import annotations

import json
import re
from functools import lru_cache
from pathlib import Path

import yaml
from spacy.tokens import Doc, Span

DATA_DIR = Path(__file__).resolve().parent / "data"


def _mined_names(filename: str):
    """The "names" a mined data file holds (a list or a mapping); the file says how it was made."""
    return json.loads((DATA_DIR / filename).read_text(encoding="utf-8"))["names"]


PROPOSE_VERBS = frozenset(
    "propose introduce present develop design devise formulate unveil provide construct build create give offer".split()
)
# head nouns of an unnamed contribution phrase ("a stochastic feature regularizer", "a two-stage sampler")
CONTRIBUTION_HEADS = frozenset(
    """
    method model framework algorithm approach architecture network loss objective estimator dataset benchmark
    corpus suite module mechanism technique strategy scheme regularizer regularization procedure pipeline
    layer encoder decoder sampler policy solver criterion protocol formulation operator kernel prior
    embedding attention pooling sampling augmentation distillation calibration selection transformer
    toolkit library system variant extension generalization relaxation estimate bound test
    """.replace("bound test", "").split()
)
PROPOSER_SUBJECTS = frozenset("we paper work article study letter".split())

# words that alone never make an entity name ("our method", "benchmark datasets", "baselines")
GENERIC_WORDS = frozenset(
    """
    method methods approach approaches model models framework frameworks technique techniques
    algorithm algorithms baseline baselines dataset datasets benchmark benchmarks task tasks problem
    problems system systems result results performance experiment experiments solution solutions
    strategy strategies scheme schemes architecture architectures network networks module modules
    work works paper papers study studies analysis setting settings data variant variants version
    competitor competitors counterpart counterparts alternative alternatives art sota paradigm pipeline
    existing state previous prior standard several various multiple many diverse different other such
    public common popular widely-used well-known real-world large-scale small-scale challenging
    extensive comprehensive novel new proposed our this these those their its the a an both all
    current recent traditional conventional classical typical strong competitive leading representative
    same simple effective efficient one two three four five six seven eight nine ten first second
    state-of-the-art state-of-the-arts state-of-art state-of-arts stateoftheart mainstream respective corresponding code codes sotas
    """.split()
)
STOPWORDS = frozenset(
    "a an the of for in on at to and or with by from as via into over under our their its this that these".split()
)

# a measure read at a cut-off ('NDCG@10', 'Recall@K', 'Hits@1'): a metric, never data or a method
AT_K = re.compile(r"(?<![\w@])[A-Za-z][\w-]*@(?:\d+|[A-Za-z])(?![\w@])")

# the head nouns that say "this noun phrase is a dataset"
DATASET_HEADS = frozenset("dataset datasets database databases benchmark benchmarks corpus corpora suite suites testbed testbeds".split())
# the data nouns that always hold data ("a suite of algorithms" groups methods)
DATA_HOLDING_HEADS = DATASET_HEADS - {"suite", "suites"}
# container nouns after which "like / such as / including NAME" names a dataset
DATA_CONTAINERS = DATASET_HEADS | frozenset("collections libraries environments repositories".split())

# physical things an experiment runs on, not data evaluated on: a name next to one ('on the service robot
# HERB', 'a KUKA LBR arm', 'on an NVIDIA Jetson TX2 board') names hardware
HARDWARE_NOUNS = frozenset("""robot robots manipulator manipulators humanoid arm arms hand hands gripper grippers sensor sensors
    camera cameras gpu gpus cpu cpus processor processors board boards device devices vehicle vehicles drone drones
    quadrotor quadrotors quadcopter quadcopters uav uavs imu imus platform platforms system
    quadruped quadrupeds biped bipeds hexapod hexapods exoskeleton exoskeletons rover rovers card cards""".split())
# (the last row: legged robots, worn robots and planetary vehicles, named by their kind: 'a KiteDog Q2 quadruped';
# 'card': a graphics card named by its maker and model, 'on one Kitevid Ropex card')
# a general gazetteer of widely used evaluation datasets and benchmarks (names only; a name of several words is
# one entry, so that "Penn Treebank" is matched whole and its words alone match nothing)
KNOWN_DATASETS = frozenset(
    name.strip() for name in """
    ImageNet, CIFAR-10, CIFAR-100, MNIST, Fashion-MNIST, SVHN, COCO, MS-COCO, MS COCO, Pascal VOC, PASCAL VOC,
    ADE20K, Cityscapes, KITTI, CelebA, LSUN, FFHQ, SQuAD, GLUE, SuperGLUE, MMLU, GSM8K, HumanEval, MBPP,
    WikiText-103, WikiText, Penn Treebank, PTB, CoNLL-2003, OntoNotes, WMT, IWSLT, LibriSpeech, TIMIT,
    Librispeech, ShapeNet, ModelNet40, ScanNet, NYUv2, D4RL, Atari, MuJoCo, Meta-World, OGB, Cora, Citeseer,
    PubMed, ogbn-arxiv, ogbn-products, QM9, ZINC, MovieLens, IMDb, SST-2, MNLI, SNLI, HotpotQA,
    NaturalQuestions, TriviaQA, BIG-bench, HellaSwag, Winogrande, TruthfulQA, AlpacaEval, MT-Bench, Kinetics,
    UCF101, HMDB51, ETTh1, ETTh2, ETTm1, ETTm2, LongBench, SWE-bench
    """.replace(",", "\n").splitlines()
) - {""}
# a measure's name glued after the letters that say whose or which ('BERTScore', 'CodeBLEU', 'SacreBLEU'): one word
# so written names an evaluation measure, what outputs are scored by, not a method
GLUED_MEASURE = re.compile(r"[A-Za-z][\w-]*[A-Za-z](?:Score|BLEU)")

KNOWN_METRICS = (
    "accuracy", "top-1 accuracy", "top-5 accuracy", "precision", "recall", "F1", "F1 score", "F1-score",
    "macro-F1", "micro-F1", "BLEU", "ROUGE", "ROUGE-L", "METEOR", "CIDEr", "perplexity", "AUC", "AUROC",
    "AUPRC", "mAP", "mIoU", "IoU", "PSNR", "SSIM", "LPIPS", "FID", "Inception Score", "MSE", "MAE",
    "RMSE", "MAPE", "error rate", "word error rate", "WER", "CER", "success rate", "exact match",
    "EM", "NDCG", "MRR", "Hits@1", "Hits@10", "recall@k", "coverage", "regret",
    "sample efficiency", "latency", "throughput", "runtime", "speedup", "calibration error",
    "ECE", "log-likelihood", "negative log-likelihood", "NLL", "bits per dimension", "Spearman correlation",
    "Pearson correlation", "win rate", "pass@1", "FLOPs",
    # the plural of the listed 'speedup' and FLOPs counted in a magnitude ('0.48 GFLOPs'), which the venues write as
    # often as the listed forms
    "speedups", "GFLOPs", "MFLOPs", "TFLOPs",
    # the worst-case quality of an approximation or online algorithm against the optimum: in the venues'
    # abstracts always what an algorithm is judged by ('achieves an approximation ratio of one half')
    "approximation ratio", "competitive ratio",
)

# head nouns of task noun phrases ("time series forecasting", "kite recognition")
TASK_HEADS = frozenset(
    """
    classification recognition detection segmentation forecasting prediction generation translation
    retrieval summarization estimation reasoning manipulation synthesis tracking parsing answering
    localization captioning reconstruction super-resolution quantification discovery planning
    navigation tagging labeling labelling extraction clustering regression
    denoising inpainting editing adaptation understanding modeling modelling control
    learning ranking recommendation grounding verification quantification
    """.split()
)
TASK_CUES = re.compile(r"\b(?:task|problem|challenge) of\b|\baddress(?:es|ing)?\b|\btackl(?:e|es|ing)\b|\bfor\b", re.I)

RESULT_CUES = re.compile(
    r"\b(?:outperform\w*|surpass\w*|beat[s]?|achiev\w*|attain\w*|improv\w*|boost\w*|gain\w*|"
    r"state[- ]of[- ]the[- ]art|sota|significant(?:ly)?|speed[- ]?up\w*|faster|reduc\w*|"
    r"experiments?|empirical(?:ly)?|results?|evaluation\w*|demonstrat\w*|competitive|superior|"
    r"matches|comparable)\b",
    re.I,
)
FINDING_CUES = re.compile(
    r"\b(?:we (?:show|prove|find|observe|establish|demonstrate|reveal|identify|derive)|"
    r"(?:our|the) (?:analysis|theory|results?|findings?) (?:show|reveal|indicate|suggest)s?|"
    r"(?:show|prove|reveal)s? that|guarantee\w*|bound\w*|converge\w*)\b",
    re.I,
)
INCREASE_WORDS = re.compile(
    r"\b(?:improv\w*|boost\w*|increas\w*|gain\w*|outperform\w*|higher|rais\w*|enhanc\w*|better|"
    r"surpass\w*|exceed\w*|up to|faster|speed[- ]?up\w*|more)\b",
    re.I,
)
DECREASE_WORDS = re.compile(
    r"\b(?:reduc\w*|decreas\w*|lower\w*|cut\w*|drop\w*|fewer|less|declin\w*|shrink\w*|sav(?:e|es|ing)|"
    r"smaller|down)\b",
    re.I,
)
BASELINE_CUES = re.compile(r"\b(?:compared (?:with|to)|relative to|over|than|against|versus|vs\.?)\s+", re.I)
OUTPERFORM_VERBS = re.compile(r"\b(?:outperform\w*|surpass\w*|beat[s]?|exceed\w*|improv\w* (?:up)?on)\b", re.I)
# "X improves accuracy by 2% over Y": the comparison word after an improvement verb
IMPROVES_OVER = re.compile(r"\b(?:improv\w*|boost\w*|better|higher|gains?)\b(?:[^.;]|\.(?=\d)){0,80}?\b(over|than)\b", re.I)


# a hyphen compound ending in an adjective ("X-based", "X-generated", "X-hard") describes, not names
DESCRIPTIVE_COMPOUND = re.compile(r"-(?:based|like|aware|driven|guided|free|specific|level|wise|style|type|scale|generated|"
                                  r"hard|complete|agnostic|invariant|equivariant|dependent|independent|consistent|efficient|"
                                  r"optimal|denied|enabled|constrained|rich|only|centric)$", re.I)


def written_as_name(text: str) -> bool:
    """A capital or a digit anywhere ('KiteSet-2', 'MNIST'): named data, where 'a random scene toy dataset' is
    unnamed. The merge (which mentions are evaluated on) and the graph (EVALUATED_ON for built data) share it."""
    return any(c.isupper() or c.isdigit() for c in text)


def has_word(text: str, word: str) -> bool:
    """word occurs in text as a whole word (not inside a longer word or hyphen compound)."""
    return re.search(r"(?<![\w-])%s(?![\w-])" % re.escape(word), text) is not None


@lru_cache(maxsize=1 << 16)  # a pure test of the string, asked of the same words many times per paper
def looks_named(word: str) -> bool:
    """A word written like a name: an acronym (KLT, V-K9T), CamelCase (KiteFormer), or a
    capitalised hyphen compound (Lantern-Critic). Plain capitalised words (Therefore) are not."""
    w = word.strip(".,;:()[]{}'\"“”’")
    if len(w) < 2 or not any(c.isalpha() for c in w):
        return False
    if DESCRIPTIVE_COMPOUND.search(w):
        return False
    letters = [c for c in w if c.isalpha()]
    upper = sum(c.isupper() for c in letters)
    if not w[0].isalpha():
        return False
    if upper >= 2 and (upper == len(letters) or any(c.isupper() for c in w[1:])):
        return True
    if _CAPITAL_HYPHEN_COMPOUND.fullmatch(w):  # Lantern-Critic, Kite-World
        return True
    return bool(_ASCII_LETTER.search(w) and _DIGIT.search(w) and w[0].isupper())


_CAPITAL_HYPHEN_COMPOUND = re.compile(r"[A-Z][a-z]+(?:-[A-Z][a-z0-9]*)+")
_ASCII_LETTER = re.compile(r"[A-Za-z]")
_DIGIT = re.compile(r"\d")


def title_name_run(doc: Doc, word: Span) -> Span | None:
    """'Kite-Aware Flight Planner': a capitalised hyphen compound of plain words before more capitalised words
    opens a longer name written in title case; the run of those words (up to four more), else None."""
    if re.fullmatch(r"[A-Z][a-z]+(?:-[A-Z][a-z]+)+", word.text) is None or not word[-1].whitespace_:
        return None
    end = word.end
    while end < len(doc) and end - word.end < 4 and doc[end].is_alpha and len(doc[end]) > 1 \
            and (doc[end].is_title or doc[end].is_upper):
        end = hyphen_span(doc[end]).end
        if not doc[end - 1].whitespace_:
            break
    if end == word.end:
        return None
    return doc[_capitalised_words_before(doc, word.start):end]


def _capitalised_words_before(doc: Doc, start: int) -> int:
    """Where a title-case name that a hyphen compound continues opens: 'Broad Kite-Aware Planner' is one
    name, not 'Kite-Aware Planner' after a stray capital (up to two words; stop words end the walk)."""
    title_end = getattr(doc._, "kg_title_end", 0)
    first, floor = start, title_end if start >= title_end else 0  # never walk from the abstract into the title
    while start - first < 2 and first > floor and doc[first - 1].is_alpha and len(doc[first - 1]) > 1 \
            and doc[first - 1].is_title and not doc[first - 1].is_stop and doc[first - 1].whitespace_ \
            and doc[first - 1].pos_ in ("PROPN", "NOUN", "ADJ"):  # not a sentence's opening verb ('Using')
        first -= 1
    return first


def is_generic(words: list[str]) -> bool:
    """True when every word is generic or a stopword: 'our method', 'benchmark datasets'. Two words that a hyphen
    would join into a generic word count as it ('large scale problems' as 'large-scale problems')."""
    content = [w.lower() for w in words if w.strip("-,.")]
    spaced = {i for i, pair in enumerate(zip(content, content[1:])) if "-".join(pair) in GENERIC_WORDS}
    return not content or all(w in GENERIC_WORDS or w in STOPWORDS or i in spaced or i - 1 in spaced
                              for i, w in enumerate(content))


# acronyms that name hardware, units or fields rather than methods
# units of memory and storage size: "below 200 MB" measures memory; the unit is neither the measure nor a method
SIZE_UNITS = frozenset("KB MB GB TB PB KiB MiB GiB TiB".split())
NOT_METHODS = frozenset("GPU GPUs CPU CPUs TPU TPUs IMU FLOPs FLOP API APIs URL RAM AI ML SOTA II III IV".split()) | SIZE_UNITS
EVAL_CUES = re.compile(
    r"\b(?:experiment\w*|evaluat\w*|benchmark\w*|dataset\w*|results?|tested|test set|trained on|"
    r"accuracy|outperform\w*|achiev\w*|empirical\w*)\b",
    re.I,
)
METRIC_NOUNS = re.compile(r"^(?:improvements?|scores?|errors?|gains?|rates?|reductions?|distances?)$", re.I)
METRIC_HEADS = frozenset("error score rate accuracy distance loss likelihood divergence precision recall".split())
# head nouns of a measured quantity: 'sample complexity', 'inference speed', 'model size', 'test error'
# (not 'loss': a loss is what a model is trained on far more often than what a paper reports)
MEASURE_HEADS = (METRIC_HEADS - {"loss"}) | frozenset("complexity cost time speed size latency throughput regret overhead".split())
# modifiers that make a measure-headed phrase a setting, not a measure ('learning rate', 'time step')
NOT_MEASURE_MODIFIERS = frozenset("learning sampling frame dropout base high low same this each every".split())
# adjectives that say how much of a measure there is ('a large sample size', 'impressive scores'), or that
# it moves ('without changing the kite score'), as comparatives and superlatives do: a claim about a value,
# no part of the measure's name (not 'polynomial time': a complexity class is what is measured)
AMOUNT_ADJECTIVES = frozenset("""large small little extra additional increasing decreasing growing changing
    improving rising falling declining degrading impressive
    significant substantial considerable huge tiny negligible remarkable excellent good poor strong weak reasonable
    acceptable satisfactory unprecedented""".split())
# adjectives that say only how long or how far ('for a long time', 'too much time', 'over a long distance'):
# with nothing else before a time or distance noun they name an extent, not a measure ('long inference time'
# keeps its noun modifier)
EXTENT_ADJECTIVES = frozenset("long short much little lengthy".split())
# words that make a measure a value fixed in advance ('to the desired accuracy', 'at a given distance', 'in a
# user-defined time', 'kept at a target distance'): a requirement or setting a method must meet, not a measure its
# results are judged by; 'target' only right before the measure's head ('target tracking error' measures tracking)
SETPOINT_MODIFIER = re.compile(
    r"^(?:(?:the|a|an|any)\s+)?(?:desired|given|specified|prescribed|required|(?:user-|pre-?)(?:defined|specified|determined|set)"
    r"|preset|target(?=\s+\S+$))\s", re.I)
# nouns that say a measure changed ('a 35x reduction in model size', 'accuracy gains')
CHANGE_NOUNS = frozenset("improvement gain reduction increase decrease drop boost speedup speed-up saving enhancement margin "
                          "degradation decline".split())
# words that grade a measure rather than name it ('similar accuracy', 'fast speed', 'state-of-the-art
# robustness'): never the start of a Metric's name (kept apart from AMOUNT_ADJECTIVES, which task phrases read too)
GRADING_ADJECTIVES = AMOUNT_ADJECTIVES | frozenset("""sufficient similar comparable competitive superior fast slow
    promising favorable favourable outstanding state-of-the-art state-of-the-arts state-of-art state-of-arts high low inferior""".split())
# adjectives that judge the value a measure takes ('an expensive computational cost', 'with a minimal overhead',
# 'consistent success rates', 'meaningful anomaly scores'), never the start of its name; kept apart from
# GRADING_ADJECTIVES, which claims and task phrases read too. Not 'optimal' ('optimal transport distance'), not
# 'equal' ('equal error rate'), not 'robust' ('robust accuracy'): those start measures' names
VALUE_JUDGING_ADJECTIVES = frozenset("expensive costly cheap minimal consistent meaningful nonnegligible".split())
# words that say which instance of a measure, or how strongly, not which measure ('the original kite score',
# 'successive rope errors', 'very' that the tagger reads as the modifier of a time noun): no modifier of a measure's name
NOT_NAMING_MODIFIERS = frozenset("original successive final very too extremely".split())
# who or how outputs are judged when people do it ('a human evaluation', 'expert assessments', 'subjective
# evaluation'): the judgement by people is what the paper's outputs are measured by; not 'automatic evaluation'
# (the name of a research problem as often), not 'user study' (a procedure the gold lists as a used method as often)
JUDGING_MODIFIERS = frozenset("human manual expert subjective crowdsourced crowd-sourced".split())
JUDGEMENT_HEADS = frozenset("evaluation judgment judgement assessment".split())
# participles and adjectives saying how a measure changed or fared, not what it is: 'improved accuracy' and
# 'limited accuracy' are accuracy, 'an intractable likelihood' is the likelihood (Metric spans lose them)
CHANGE_ADJECTIVES = frozenset("""improved reduced increased decreased enhanced degraded limited intractable""".split())
# verbs in -ing whose object is a measure ('without sacrificing kite accuracy', 'achieving rope scores of 93%'):
# the tagger often reads them as a modifier of the measure noun; the verb is no part of the measure's name
MEASURE_OBJECT_VERBS = frozenset("""compromising sacrificing losing hurting harming degrading maintaining preserving
    retaining keeping achieving attaining reaching obtaining yielding penalising penalizing""".split())
# where or when work is done rather than what is solved ('video applications', 'the medical field', 'the
# pre-training phase', 'the vision community'): a phrase with one of these heads is no task
SETTING_HEADS = frozenset("""setting settings science sciences scenario scenarios area areas domain domains context
    contexts environment environments application applications field fields community communities phase phases
    stage stages iteration iterations world worlds""".split())
# adjectives that make "X benchmarks" a category of benchmarks, not named ones
CATEGORY_ADJECTIVES = frozenset("diverse multiple several various standard popular common many existing different classic".split())


# heads that name a problem setting only as the last word of a defined long form ('<domain> generalization
# (<SF>)', like '<domain> adaptation'); alone the word is a quality ('improves generalization'), so it stays
# out of TASK_HEADS, which phrases of every kind read. 'problem(s)' likewise: '<kind> Problem (<SF>)' defines a
# problem a paper solves (in all venue abstracts some 300 such definitions, routing, scheduling, satisfiability,
# complementarity ones, none a method), while 'the problem' alone is a generic word
_LONG_FORM_TASK_HEADS = frozenset("generalization generalisation problem problems".split())


def long_form_kind(long_form: str) -> str | None:
    """The entity label a long form's head word says ("... Learning" -> Task, "... LFW-like name of a
    known dataset" -> Dataset), or None when the head says nothing."""
    words = long_form.split()
    head = words[-1].lower() if words else ""
    if head in TASK_HEADS or head.split("-")[-1] in TASK_HEADS or head in _LONG_FORM_TASK_HEADS:
        return "Task"
    if head in METRIC_HEADS:
        return "Metric"
    if head in DATASET_HEADS or words and words[-1] in gazetteer("datasets"):
        return "Dataset"
    if head in DATA_CONTAINERS:
        return "Material"
    if data_head_before_of(long_form):
        return "Dataset"
    return None


# heads of a name that hold data, written before 'of' and what they hold ('Corpus of Kite Acceptability',
# 'Montreal Archive of Rope Studies'); the reference works beside the data nouns
_OF_DATA_HEADS = DATA_HOLDING_HEADS | frozenset("encyclopedia encyclopaedia archive treebank".split())


def data_head_before_of(name: str) -> bool:
    """'Online Encyclopaedia of Kite Sequences': a name in Title Case whose head, the word before 'of', holds
    data (the last word says what the data is about)."""
    words = name.split()
    if "of" not in words[1:-1]:
        return False
    head = words[words.index("of") - 1]
    return head.lower() in _OF_DATA_HEADS and head[:1].isupper()


def label_from_long_form(long_form: str) -> str:
    """The entity label an acronym gets from its long form's head word (Method when it says nothing)."""
    return long_form_kind(long_form) or "Method"


def drop_plural_s(word: str) -> str:
    """A word over three letters without its final 's' (not 'ss'): 'samplers' -> 'sampler', 'class' stays."""
    return word[:-1] if len(word) > 3 and word.endswith("s") and not word.endswith("ss") else word


def singular_of_plural(word: str) -> str | None:
    """'queries' -> 'query', 'samples' -> 'sample'; None for a word that is no regular plural. scripts/mine_spent_counts.py
    keys its counts by it and the extraction looks them up by it, so the two cannot drift apart."""
    if word.endswith("ies") and len(word) > 4:
        return word[:-3] + "y"
    if word.endswith("s") and not word.endswith("ss"):
        return word[:-1]
    return None


_FOLD_SEPARATORS = re.compile(r"[-_\s]+")


@lru_cache(maxsize=1 << 16)
def _fold(text: str) -> str:
    """Lower case, hyphens/underscores to spaces, a final plural 's' dropped: 'Real-World Applications'
    -> 'real world application'. Cached: the rules fold the same words many times per paper (a word per token)."""
    words = _FOLD_SEPARATORS.sub(" ", text.lower()).split()
    if words:
        words[-1] = drop_plural_s(words[-1])
    return " ".join(words)


def generic_key(text: str) -> str:
    """A phrase folded as the keys of generic_terms() are ('Rigorous' -> 'rigorou', 'in-depth' -> 'in depth')."""
    return _fold(text)


@lru_cache(maxsize=1)
def generic_terms() -> dict[str, frozenset[str]]:
    """The Task and Metric stop lists of data/generic_terms.yaml, folded."""
    data = yaml.safe_load((DATA_DIR / "generic_terms.yaml").read_text(encoding="utf-8"))
    return {label.capitalize(): frozenset(_fold(k) for k in entries) for label, entries in data.items()}


def hyphen_span(tok):
    """The whole hyphenated word a token is part of ('of' -> 'state-of-the-art'): the tokenizer splits such words."""
    doc, a, b = tok.doc, tok.i, tok.i
    while a >= 2 and doc[a - 1].text == "-" and not doc[a - 1].whitespace_ and not doc[a - 2].whitespace_ \
            and not doc[a - 2].is_punct:
        a -= 2
    while b + 2 < len(doc) and doc[b + 1].text == "-" and not doc[b].whitespace_ and not doc[b + 1].whitespace_:
        b += 2
    return doc[a:b + 1]


def hyphen_word(tok) -> str:
    """hyphen_span's text, lower-cased: a grade written with hyphens is read whole."""
    return hyphen_span(tok).text.lower()


# nouns that stand for "some of the things of this field" after a field's name ('vision tasks', 'NLP problems')
_PLACEHOLDER_NOUNS = frozenset("task problem application".split())


def _listed_before_listed(words: list[str], listed: frozenset[str], least: int, tail: frozenset[str] | None = None) -> bool:
    """Whether the words, less `least` or more words at their end (listed ones, or of `tail` when given), are a
    listed term ('computer vision tasks': less 'tasks'; each shorter start is tried, as 'vision' alone is listed)."""
    for cut in range(len(words), 0, -1):
        if cut < len(words) and _fold(words[cut]) not in (listed if tail is None else tail):
            return False  # a word after the start that is no such word: the phrase names more than the field
        if len(words) - cut >= least and _fold(" ".join(words[:cut])) in listed:
            return True
    return False


def is_generic_term(text: str, label: str) -> bool:
    """A Task or Metric mention that names nothing specific ('inference', 'performance')."""
    listed = generic_terms().get(label, frozenset())
    text = re.sub(r"\s*\([A-Za-z0-9-]{1,8}\)", "", text)  # 'Kite Science (KS) models': the short form adds no meaning
    words = [w for w in text.split() if w.lower() not in STOPWORDS]
    if _fold(" ".join(words)) in listed or _fold(text) in listed:  # an entry may keep its 'of': 'center of mass'
        return True
    # 'downstream NLP (tasks)': the field's tasks that later work runs, named elsewhere (a placeholder, as the
    # listed 'downstream task'); 'downstream kite parsing' names one and stays
    if label == "Task" and len(words) > 1 and words[0].lower() == "downstream" and _listed_before_listed(words[1:], listed, 0):
        return True
    # 'vision problems', 'NLP tasks': a listed field or family with only placeholder nouns after it names the
    # field's tasks in general; 'kite parsing tasks' and '<field> <listed activity noun>' keep their words
    if label == "Task" and _listed_before_listed(words, listed, 1, _PLACEHOLDER_NOUNS):
        return True
    # 'training and inference', 'automatic and human evaluation': each conjunct (a lone modifier with the shared
    # head) is listed
    parts = [p for p in re.split(r"\s+(?:and|or)\s+|,\s*", text) if p]
    if len(parts) < 2:
        return False
    head = parts[-1].split()[1:]
    return all(_fold(" ".join([p, *head] if len(p.split()) == 1 else [p])) in listed for p in parts)


@lru_cache(maxsize=None)
def gazetteer(kind: str, mined: bool = True) -> frozenset[str]:
    """Names mined by scripts/mine_gazetteers.py (data/datasets.json, data/metrics.json) with the
    general seed lists above (only those with mined=False)."""
    seed = {"datasets": KNOWN_DATASETS, "metrics": frozenset(KNOWN_METRICS)}.get(kind, frozenset())
    if not mined:
        return seed
    # short forms given a value ('an average R2 of 0.91'; scripts/mine_valued_metrics.py): the contexts of
    # metrics.json seldom hold a short form
    valued = frozenset(_mined_names("valued_metrics.json")) if kind == "metrics" else frozenset()
    # dimensions named after a person or notion ('VC dimension'; scripts/mine_named_dimensions.py): complexity
    # measures of a class, which theory abstracts bound and compare rather than report in metric contexts
    named = frozenset(_mined_names("named_dimensions.json")) if kind == "metrics" else frozenset()
    return frozenset(_mined_names(f"{kind}.json")) | valued | named | seed


@lru_cache(maxsize=1)
def metric_names_folded() -> frozenset[str]:
    """The metric gazetteer in lower case: 'Macro-F1' is the measure 'macro-F1' however it is capitalised."""
    return frozenset(name.lower() for name in gazetteer("metrics"))


@lru_cache(maxsize=1)
def method_names_folded() -> frozenset[str]:
    """The method gazetteer in lower case: a phrase is a known method however it is capitalised."""
    return frozenset(name.lower() for name in gazetteer("methods"))


@lru_cache(maxsize=1)
def task_terms() -> frozenset[str]:
    """Mined lower-case topics the venue abstracts call a problem or task ('the X problem', 'address X')."""
    return frozenset(_mined_names("task_terms.json"))


def task_term_key(text: str) -> str:
    """Lower case, words of letters, digits and hyphens: how scripts/mine_task_terms.py reads the abstracts
    and so how a phrase is looked up in its list."""
    return re.sub(r"[^a-z0-9-]+", " ", text.lower()).strip()


def _short_phrase_in(text: str, mined) -> bool:
    """A phrase of two or three words whose task_term_key a mined task list holds."""
    key = task_term_key(text)
    return 2 <= len(key.split()) <= 3 and key in mined


def mined_task_term(text: str) -> bool:
    """A 2-3 word phrase that the mined task terms hold."""
    return _short_phrase_in(text, task_terms())


@lru_cache(maxsize=1)
def task_slots() -> dict[str, list[int]]:
    """Mined lower-case phrases the venue abstracts write as a task far more often than as a means:
    phrase -> [abstracts with it in a task slot, abstracts with it in a means slot] (scripts/mine_task_slots.py)."""
    return _mined_names("task_slots.json")


def task_slotted(text: str) -> bool:
    """A phrase of two or three words the venues write where a task stands ('address X', 'the X problem') and seldom where a
    means stands."""
    return _short_phrase_in(text, task_slots())


@lru_cache(maxsize=1)
def means_slots() -> dict[str, list[int]]:
    """Mined lower-case phrases the venue abstracts write as a means far more often than as a task:
    phrase -> [abstracts with it in a task slot, abstracts with it in a means slot] (scripts/mine_means_slots.py)."""
    return _mined_names("means_slots.json")


def means_slotted(text: str) -> bool:
    """A phrase of two or three words the venues write where a means stands ('using X', 'X-based') and seldom where a
    task stands: a technique taken up ('kite smoothing'), not a problem addressed."""
    return _short_phrase_in(text, means_slots())


@lru_cache(maxsize=1)
def _title_settings() -> dict:
    """Mined phrases and head nouns venue abstracts write as a problem setting ('under X', 'in the presence of X', 'the X
    setting') far more often than as a means ('using X', 'X-based'), scripts/mine_title_settings.py."""
    return _mined_names("title_settings.json")


def written_as_setting(text: str) -> bool:
    """A phrase the venues write as a setting: the phrase itself or its last two words when the count holds them, else
    its head noun ('Gusty Rope Delays': 'delays' is written 'under X delays' far more than 'using X delays')."""
    words = task_term_key(text).split()
    phrases, heads = _title_settings()["phrases"], _title_settings()["heads"]
    return len(words) >= 2 and (" ".join(words[-3:]) in phrases or " ".join(words[-2:]) in phrases or words[-1] in heads)


@lru_cache(maxsize=1)
def task_nominals() -> frozenset[str]:
    """Mined compounds '<object> <task head>' that venue abstracts write as a name ('user preference prediction'),
    scripts/mine_task_nominals.py."""
    return frozenset(_mined_names("task_nominals.json"))


def named_compound(text: str) -> bool:
    """A phrase of two or three words that the venues write as a compound name of a task."""
    return _short_phrase_in(text, task_nominals())


@lru_cache(maxsize=1)
def field_paradigms() -> frozenset[str]:
    """Learning paradigms the venue abstracts name as a field ('in X', 'X tasks') more often than as a tool
    ('using X'), scripts/mine_field_paradigms.py."""
    return frozenset(_mined_names("field_paradigms.json"))


def field_paradigm(text: str) -> bool:
    """A phrase that the mined field paradigms hold."""
    return task_term_key(text) in field_paradigms()


@lru_cache(maxsize=1)
def machine_heads() -> frozenset[str]:
    """Head nouns of devices the venue abstracts write after 'equipped with / mounted on' in most of their uses
    ('scanner', 'range finder'), singular and plural; scripts/mine_machine_heads.py."""
    names = _mined_names("machine_heads.json")
    return frozenset(names) | frozenset(n + "s" for n in names)


@lru_cache(maxsize=1)
def model_stems() -> frozenset[str]:
    """Mined stems of numbered model families ('KiteNet' of 'KiteNet-50'), scripts/mine_model_stems.py."""
    return frozenset(_mined_names("model_stems.json"))


@lru_cache(maxsize=1)
def kind_short_forms() -> frozenset[str]:
    """Mined short forms of kinds ('KN' of 'kite network (KN)' in many abstracts), scripts/mine_kind_short_forms.py."""
    return frozenset(_mined_names("kind_short_forms.json"))


@lru_cache(maxsize=1)
def task_short_forms() -> frozenset[str]:
    """Acronyms the venue abstracts mostly define for a task ('NER' of 'named entity recognition (NER)'),
    scripts/mine_task_short_forms.py."""
    return frozenset(_mined_names("task_short_forms.json"))


@lru_cache(maxsize=1)
def procedure_short_forms() -> frozenset[str]:
    """Short forms of named procedures whose long form ends in a head a problem's name shares ('PPO' of 'Proximal
    Policy Optimization', 'PCA'): the venue abstracts write them as a means far more often than as a problem
    (data/procedure_short_forms.json, scripts/mine_procedure_short_forms.py)."""
    return frozenset(_mined_names("procedure_short_forms.json"))


@lru_cache(maxsize=1)
def name_words() -> frozenset[str]:
    """Capitalised words the venue abstracts also write alone as nouns ('the Transformer', 'Adam is'): names, unlike
    family adjectives that always qualify a noun ('Bayesian', 'Gaussian', 'Markov'); scripts/mine_name_words.py."""
    return frozenset(_mined_names("name_words.json"))


@lru_cache(maxsize=1)
def method_name_words() -> frozenset[str]:
    """The name_words the venue abstracts also write in a method's slot ('Transformer-based', 'the Transformer
    baseline'): names of methods, not of places, languages or data (scripts/mine_name_words.py)."""
    return frozenset(_mined_names("method_name_words.json"))


@lru_cache(maxsize=1)
def shared_means() -> frozenset[str]:
    """Means named after 'with / using / via / through' in venue titles that many abstracts write ('optimal transport'):
    shared methods and settings, not one paper's own (scripts/mine_shared_means.py; keyed by means_key)."""
    return frozenset(_mined_names("shared_means.json"))


@lru_cache(maxsize=1)
def used_terms() -> frozenset[str]:
    """Terms of two or three words that venue abstracts write as the object of a verb of use or a preposition of means
    and that many abstracts write ('control variates'): shared ways of working, not one paper's description of what
    it draws on (scripts/mine_used_terms.py; keyed by means_key)."""
    return frozenset(_mined_names("used_terms.json"))


@lru_cache(maxsize=1)
def tool_terms() -> frozenset[str]:
    """The used_terms' kind of term that venue abstracts write as the object of a verb of use in a fair share of the
    abstracts that write them ('random forests'), not mostly in other roles ('prior works', 'unknown parameters'):
    what a preposition of means introduces as a tool (scripts/mine_tool_terms.py; keyed by means_key)."""
    return frozenset(_mined_names("tool_terms.json"))


@lru_cache(maxsize=1)
def shared_title_names() -> frozenset[str]:
    """Plain words venue titles write before their colon that many abstracts write ('variational autoencoder'): a
    topic papers share, not one paper's name (scripts/mine_shared_title_names.py; keyed by means_key)."""
    return frozenset(_mined_names("shared_title_names.json"))


def means_key(text: str) -> str:
    """Lower case, letters and digits only, each word's plural 's' dropped: how shared_means is keyed."""
    words = re.sub(r"[^a-z0-9]+", " ", text.lower()).split()
    return " ".join(drop_plural_s(w) for w in words)


@lru_cache(maxsize=1)
def own_heads() -> frozenset[str]:
    """Head nouns venue abstracts use for their own contribution ('we propose a kite sampler', 'our new loss'), not
    for a setting ('variance', 'updates'): scripts/mine_own_heads.py, keyed by head_key."""
    return frozenset(_mined_names("own_heads.json"))


@lru_cache(maxsize=1)
def part_heads() -> frozenset[str]:
    """Head nouns venue abstracts list as parts of their own method ('our model consists of a kite encoder and a rope
    planner'), nouns they also propose as their own and no task heads: scripts/mine_part_heads.py, keyed by head_key."""
    return frozenset(_mined_names("part_heads.json"))


def head_key(word: str) -> str:
    """A head word as own_heads is keyed: lower case, its last hyphen part, singular ('Quasi-Processes' -> 'process')."""
    parts = re.sub(r"[^a-z0-9]+", " ", word.lower()).split()
    w = parts[-1] if parts else ""
    if len(w) > 4 and w.endswith("ies"):
        return w[:-3] + "y"
    if w.endswith(("sses", "ches", "shes", "xes")):
        return w[:-2]
    return w[:-1] if len(w) > 3 and w.endswith("s") and not w.endswith(("ss", "us", "is")) else w


@lru_cache(maxsize=1)
def languages() -> frozenset[str]:
    """Mined names of human languages ('French', 'Hindi'): words the venue abstracts pair in a translation
    direction or write before 'language(s)' / 'speakers', scripts/mine_languages.py."""
    return frozenset(_mined_names("languages.json"))


@lru_cache(maxsize=1)
def never_data() -> frozenset[str]:
    """Mined names written in 30+ venue abstracts and never as data ('the X dataset', 'trained on X'),
    scripts/mine_never_data.py."""
    return frozenset(_mined_names("never_data.json"))


@lru_cache(maxsize=1)
def domain_networks() -> frozenset[str]:
    """Words before 'network(s)' that name a network of things the venue abstracts study or run on ('sensor',
    'social', 'wireless'), not a learned one (data/domain_networks.json, scripts/mine_domain_networks.py)."""
    return frozenset(_mined_names("domain_networks.json"))


@lru_cache(maxsize=1)
def not_entities() -> dict[str, str]:
    """Mined names that are a kind of data (a language, a modality), software or an organisation."""
    names = _mined_names("not_entities.json")
    return {name: v["kind"] for name, v in names.items()}


# conferences the papers were published at or cite ('an open problem from COLT 2021', 'the NeurIPS 2017
# competition'): a venue is never a method, task, dataset or metric of a paper
# a participle that, with the noun after it, is one fixed term of the field ('named' + 'entity' is 382 of the
# 522 'named' + lower-case word pairs in the venue abstracts); the parser takes the participle for a verb
PARTICIPLE_COMPOUNDS = frozenset({"named entity", "named entities"})
# 'named' as a naming cue ('a model named X'), not the first word of such a compound
NAMED_CUE = r"named(?!\s+(?:%s)\b)" % "|".join(sorted(c.split()[1] for c in PARTICIPLE_COMPOUNDS if c.startswith("named ")))
# venues as above; the year may follow a typographic apostrophe ("COLT’09", "COLT ’19"); the theory meetings that
# COLT and ALT abstracts cite ("STOC’16", "FOCS 2015") only with their year, as "ALT" alone is also a short form
VENUES = re.compile(r"(?:AAAI|ACL|AISTATS|COLING|COLT|CoRL|CVPR|ECCV|EMNLP|ICCV|ICLR|ICML|ICRA|IJCAI|IROS|KDD|NAACL|NeurIPS|"
                    r"NIPS|SIGIR|UAI|WACV)(?:\s*['’]?\d{2,4})?|(?:STOC|FOCS|SODA|ALT)\s*['’]?\d{2,4}")


# sentences that are publishing boilerplate, not content: nothing is extracted from them
BOILERPLATE = re.compile(
    r"©|\([cC]\)\s*\d{4}|(?P<copyright>\bcopyright\b)|\ball rights reserved\b|(?P<release>\b(?:code|data|models?|implementation|dataset)s?\b"
    r"(?:\s+and\s+\w+)?\s+(?:is|are|will be|has been|have been|can be|would be)\s+(?:made\s+)?(?:publicly\s+|freely\s+)?"
    r"(?:available|released|accessible|found)\b)|\bavailable (?:at|on|from)\s+(?:https?://|github|www\.)|https?://|github\.com",
    re.I,
)
# a subordinator or a word of scarcity a few words before 'data is available' makes it the setting the sentence
# states ('when only little labelled data is available', 'as no paired data is available'), not a release line
_AVAILABILITY_SETTING = re.compile(r"\b(?:when|whenever|if|unless|where|wherein|whereas|while|until|only|no|little|"
                                   r"limited|few|scarce|insufficient)\s+(?:\S+\s+){0,4}$", re.I)
# what makes 'copyright' a notice: a year, a (c) sign or the holder after it ('Copyright 2021 by ...'); alone the
# word is a topic ('copyright infringement', 'issues such as copyright')
_COPYRIGHT_NOTICE = re.compile(r"\s*(?:©|\([cC]\)|\d{4}|by\b)")
# a gate: a word each branch of BOILERPLATE needs (same flags)
_BOILERPLATE_WORD = re.compile(r"©|\(c\)|copyright|all rights reserved|available|released|accessible|found|https?://|github\.com",
                               re.I)


def boilerplate_line(text: str) -> bool:
    """A sentence of publishing boilerplate (a copyright notice, a code or data release line, a link), from which
    nothing is extracted; not one that states a setting of data ('when only unlabelled data is available') or
    names copyright as its topic."""
    if not _BOILERPLATE_WORD.search(text):
        return False  # none of BOILERPLATE's branches can match
    for m in BOILERPLATE.finditer(text):
        if m.group("release") and _AVAILABILITY_SETTING.search(text, 0, m.start()):
            continue
        if m.group("copyright") and not _COPYRIGHT_NOTICE.match(text, m.end()):
            continue
        return True
    return False


@lru_cache(maxsize=1)
def task_heads() -> frozenset[str]:
    """TASK_HEADS with the head nouns papers often call a task (data/task_heads.json, mined)."""
    path = DATA_DIR / "task_heads.json"
    mined = json.loads(path.read_text(encoding="utf-8"))["names"] if path.exists() else {}
    return TASK_HEADS | frozenset(mined)


@lru_cache(maxsize=1)
def classifying_adjectives() -> frozenset[str]:
    """Words that say which kind, not how good ('online', 'causal'): written before a contribution head in the venue
    abstracts and seldom graded or said of a thing (data/classifying_adjectives.json, scripts/mine_classifying.py)."""
    return frozenset(_mined_names("classifying_adjectives.json"))


@lru_cache(maxsize=1)
def spent_counts() -> frozenset[str]:
    """Resources an algorithm spends by count ('sample', 'query'): nouns the venue abstracts bound as 'X complexity' at
    a rate (data/spent_counts.json, scripts/mine_spent_counts.py); a model's parameters are counted the same way."""
    return frozenset(_mined_names("spent_counts.json")) | {"parameter"}


@lru_cache(maxsize=1)
def criterion_qualities() -> frozenset[str]:
    """Qualities in '-ence / -ency' that systems are compared in ('fluency', 'coherence'): the ending alone also
    names things and processes ('inference', 'sequence'), so only the words the venue abstracts list as whole items
    of 'in terms of' lists (data/criterion_qualities.json, scripts/mine_criterion_qualities.py)."""
    return frozenset(_mined_names("criterion_qualities.json"))


@lru_cache(maxsize=1)
def comparative_costs() -> frozenset[str]:
    """Costs a result grades down ('less computation than', 'fewer parameters than'): nouns the venue abstracts write
    after a lowering comparative before 'than' far more often than after a raising one, and compare systems in
    (data/comparative_costs.json, scripts/mine_comparative_costs.py)."""
    return frozenset(_mined_names("comparative_costs.json"))


@lru_cache(maxsize=1)
def making_verbs() -> frozenset[str]:
    """Verbs whose object the act makes ('we define a loss', 'we suggest a scheme'): with 'we', written with a new object
    and an indefinite one often in the venue abstracts (data/making_verbs.json, scripts/mine_making_verbs.py)."""
    return frozenset(_mined_names("making_verbs.json"))


@lru_cache(maxsize=1)
def made_heads() -> frozenset[str]:
    """Head nouns of artefacts: the venue abstracts write them both as what 'we' make ('we propose a kite measure') and
    as what is used ('using a rope measure'), unlike notions, made but seldom used ('a new perspective'); keyed by
    head_key (data/made_heads.json, scripts/mine_made_heads.py)."""
    return frozenset(_mined_names("made_heads.json"))


@lru_cache(maxsize=1)
def used_kinds() -> frozenset[str]:
    """Two-word phrases the venue abstracts write as a tool used ('using a neural network') far more often than as
    their own ('we propose a neural network'): broad kinds (data/used_kinds.json, scripts/mine_classifying.py)."""
    return frozenset(_mined_names("used_kinds.json"))


@lru_cache(maxsize=1)
def quality_adjectives() -> frozenset[str]:
    """Words that say how good, not which kind ('inaccurate', 'flexible'): written before a contribution head in the
    venue abstracts and often graded or said of a thing (data/quality_adjectives.json, scripts/mine_quality_adjectives.py)."""
    return frozenset(_mined_names("quality_adjectives.json"))


@lru_cache(maxsize=1)
def outcome_grades() -> frozenset[str]:
    """Quality words that before a noun of action say how well, seldom a title's topic ('accurate', 'consistent'; not
    'robust', 'efficient'): data/outcome_grades.json, scripts/mine_outcome_grades.py."""
    return frozenset(_mined_names("outcome_grades.json"))


@lru_cache(maxsize=1)
def quality_terms() -> frozenset[str]:
    """Pairs a quality word opens that the venue abstracts write often ('robust pca', 'fast marching'): names or usual
    phrases, left whole (data/quality_terms.json, scripts/mine_quality_adjectives.py)."""
    return frozenset(_mined_names("quality_terms.json"))


@lru_cache(maxsize=1)
def gradable_words() -> frozenset[str]:
    """Adjectives that say how well, not which kind ('robust', 'fast'): a degree adverb or a comparative goes with
    them in the venue abstracts (data/gradable_words.json, mined by scripts/mine_gradable.py)."""
    return frozenset(_mined_names("gradable_words.json"))


@lru_cache(maxsize=1)
def predicate_adjectives() -> frozenset[str]:
    """Words the venue abstracts say of a thing ('the cost is prohibitive.'), never a rare noun the tagger calls an
    adjective (data/predicate_adjectives.json, scripts/mine_predicate_adjectives.py)."""
    return frozenset(_mined_names("predicate_adjectives.json"))


@lru_cache(maxsize=1)
def predicate_terms() -> frozenset[str]:
    """Pairs a predicate adjective opens that the venue abstracts write often ('polynomial time'): names or usual
    phrases, left whole (data/predicate_terms.json, scripts/mine_predicate_adjectives.py)."""
    return frozenset(_mined_names("predicate_terms.json"))


def object_pair_key(long_form: str, short_form: str) -> str:
    """How data/object_short_forms.json keys a defined pair: 'long form (SF)', the long form lower case, both without a
    plural 's' ('Markov Decision Processes (MDPs)' -> 'markov decision process (MDP)')."""
    words = long_form.lower().split()
    last = words[-1][:-2] if words[-1].endswith("sses") else singular_of_plural(words[-1]) or words[-1] if words else ""
    return f"{' '.join(words[:-1] + [last])} ({short_form.removesuffix('s')})"


@lru_cache(maxsize=1)
def object_short_forms() -> frozenset[str]:
    """Defined pairs the venue abstracts write as what is solved, computed or estimated far more often than as a means
    (problem classes and objects of study: data/object_short_forms.json, scripts/mine_object_short_forms.py)."""
    return frozenset(_mined_names("object_short_forms.json"))
