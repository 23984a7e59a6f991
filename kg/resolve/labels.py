"""Typing by evidence: a node's label is a weighted vote of its mentions.

Votes come from the trained span typers and the rule components (weight = the mention's
confidence; a proposal counts thrice, since the paper says what it introduces). One vote is only
a fallback: the label an acronym gets from its long form's head word ("... Learning" -> Task),
which the entity rules give a defined short form (and often its long form too). It counts a tenth, so it decides only when
nothing else speaks. Name-shape rules add one vote for the whole node ("XGBoost", "AlexNet" look
like methods).
"""
from __future__ import annotations

import re
from collections import Counter

from kg import schema as kg_schema
from kg.extract.lexicon import GLUED_MEASURE, gazetteer, is_generic_term, kind_short_forms, label_from_long_form
from kg.records import Mention
from kg.resolve.normalize import normalize_key

RULE_EXTRACTORS = frozenset({"kg_entity_rules"})  # the component that types a short form by its long form
PROPOSAL_WEIGHT = 3.0
FALLBACK_WEIGHT = 0.1
# the head words that type a long form are a fallback (task heads end many method names: '... Q-Learning'), but a
# long form that ends in 'problem(s)' says what it is: no method's name ends so, so its reading counts in full
_PROBLEM_HEAD = re.compile(r"\b[Pp]roblems?$")
SHAPE_WEIGHT = 1.0

# model-name shapes: CamelCase ending in a model suffix, or a known model family prefix
_METHOD_SHAPE = re.compile(
    r"(?:[A-Z][A-Za-z0-9]*(?:Net|Former|former|GAN|BERT|Boost|VAE|Transformer|RNN|CNN|LSTM|NeRF|Diffusion|Mixer)"
    r"(?:[-_]?[A-Za-z0-9]+)?|(?:BERT|GPT|LLaMA|Llama|RoBERTa|ResNet|VGG|ViT|DeiT|T5|CLIP)(?:[-_ ]?[A-Za-z0-9.]+)*)"
)
_DATASET_SHAPE = re.compile(r".*\b(?:dataset|benchmark|corpus|treebank)s?$", re.I)


# a known dataset, or one with a size or version after it ("ImageNet-1K", "CIFAR-100"): before the
# model shapes, since many dataset names end in "Net". The seed list matches in any case; the names
# mined from the venue lists (the extraction's gazetteer) only as written, since some are words too.
def _names_pattern(names, flags=0) -> re.Pattern:
    return re.compile(r"(?:%s)(?:[- ]?\d+[A-Za-z]{0,2})?" % "|".join(
        re.escape(d).replace("\\-", "[- ]?") for d in sorted(names, key=len, reverse=True)), flags)


_KNOWN_DATASET = _names_pattern(gazetteer("datasets", mined=False), re.I)
_MINED_DATASET = _names_pattern(gazetteer("datasets"))
# a known dataset with a capitalised variant tag after a hyphen ("ImageNet-Sketch", "COCO-Stuff", "ActivityNet-QA")
# names a version or split of that data, though the stem ends in "Net"; a tag that is itself a model name
# ("COCO-GAN", "ImageNet-CNNs") names a model built on or for the data
_VARIANT_TAG = r"-[A-Z0-9][A-Za-z0-9]*(?:-[A-Za-z0-9]+)*"
_MODEL_TAG = re.compile(r"-(?:[A-Za-z]*(?:GAN|CNN|Net|Former|former|BERT|Transformer|UNIT)s?|Adversarial\b.*)$")


def _dataset_variant(name: str) -> bool:
    for known in (_KNOWN_DATASET, _MINED_DATASET):
        m = known.match(name)
        if m and re.fullmatch(_VARIANT_TAG, name[m.end():]):
            return not _MODEL_TAG.search(name[m.end():])
    return False


def shape_label(name: str) -> str | None:
    if _KNOWN_DATASET.fullmatch(name) or _MINED_DATASET.fullmatch(name) or _dataset_variant(name):
        return "Dataset"
    if GLUED_MEASURE.fullmatch(name):
        return "Metric"  # 'BERTScore': a measure built on a model, before the model shapes it would match
    if _METHOD_SHAPE.fullmatch(name):
        return "Method"
    if _DATASET_SHAPE.fullmatch(name) and re.search(r"[A-Z0-9]", name):
        return "Dataset"  # 'the Kite-7 benchmark' names one; 'reasoning benchmarks' describes a kind
    return None


def mention_weight(m: Mention, defined_long: str | None) -> float:
    """How much one mention's label counts; defined_long: the long form its paper defines for it
    (or the mention itself, when it is that long form), if any."""
    if defined_long is not None and m.prov.extractor in RULE_EXTRACTORS and m.label == label_from_long_form(defined_long) \
            and not _PROBLEM_HEAD.search(defined_long):
        return FALLBACK_WEIGHT * m.prov.confidence
    if m.label == "Dataset" and _short_form_of_a_kind(m.text.strip()):
        return FALLBACK_WEIGHT * m.prov.confidence
    return m.prov.confidence * (PROPOSAL_WEIGHT if m.role == "proposes" else 1.0)


def _short_form_of_a_kind(text: str) -> bool:
    """'NER', 'SLAM': a short form many abstracts define for the same lower-case kind (the mined kind list) names
    that kind, no dataset; one paper listing it among data ('evaluated on KiteQA, NER and RopeNLI') must not outvote the
    papers that define it, whose readings count at FALLBACK_WEIGHT, so its Dataset reading counts at that weight too."""
    kinds = kind_short_forms()
    return text in kinds or text.endswith("s") and text[:-1] in kinds


# a phrase of words with no preposition or conjunction, headed by 'model(s)' ('large language models', 'diffusion
# models'): the noun names a model, which is a method; a task names what is done with one ('inference of ... models',
# 'language modeling') or starts with a gerund ('Taming ... Models', 'Training ... Models'); a generic family ('deep
# learning models') names no model of its own and is left to its votes
_LINKS = re.compile(r"\b(?:of|for|in|on|with|from|to|by|via|using|under|across|into|and|or|as|at)\b", re.I)
_MODEL_HEAD = re.compile(r"\b[Mm]odels?$")


def names_a_model(form: str) -> bool:
    words = form.split()
    return bool(_MODEL_HEAD.search(form)) and len(words) > 1 and not _LINKS.search(form) \
        and not words[0].lower().endswith("ing") and not is_generic_term(form, "Method")


def _a_form_names_a_model(forms: tuple[str, ...]) -> bool:
    """'Large Kite Models' among a node's forms; not 'Kite Tracking Models' beside 'kite tracking', the node's own
    task with 'models' put after it by a title ('... for Kite Tracking Models'): the node is that task."""
    keys = {normalize_key(f) for f in forms}
    return any(names_a_model(f) and normalize_key(f.rsplit(None, 1)[0]) not in keys for f in forms)


def vote(votes: Counter, name: str, forms: tuple[str, ...] = ()) -> str:
    """The label with the most weight (name-shape vote added); ties broken alphabetically. A node one of whose
    forms (name, long forms) is headed by 'model(s)' names a model: it is no Task, whatever its mentions say."""
    votes = Counter(votes)
    shaped = shape_label(name)
    if shaped:
        votes[shaped] += SHAPE_WEIGHT
    if votes.get("Task") and _a_form_names_a_model((name, *forms)):
        votes["Method"] += votes.pop("Task")
    allowed = set(kg_schema.load().entity_labels)
    ranked = sorted((lab for lab in votes if lab in allowed), key=lambda lab: (-votes[lab], lab))
    return ranked[0] if ranked else "Concept"
