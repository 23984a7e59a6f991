"""Names and keys: the first step of the cascade.

clean_name() is what a node may be called (no sentence punctuation at either end); normalize_key()
is what two names must share to be one thing without further evidence. The key folds case, accents, Unicode
dashes, spacing and hyphens between words, digit suffixes ("CIFAR 10", "CIFAR-10", "CIFAR10" ->
"cifar10"), an acronym's plural ("GANs") and the last word's lemma; it keeps "+" and "#" so that
"C++" and "C#" stay apart, and it keeps every digit, so "ImageNet-1K" and "ImageNet-21K" differ.
compact_key() drops the remaining spaces ("pre training" = "pretraining"), for the spacing rule.
"""
from __future__ import annotations

import functools
import re
import unicodedata

from kg.resolve.lemmas import noun_lemma

_DASHES = re.compile(r"[‐-―−﹘﹣－_]")
# separators between words; "+", "#", "&", "@" and "." inside a word are kept
_SEPARATORS = re.compile(r"[\s\-/·,:;'\"“”‘’()\[\]{}!?]+")
_EDGE_PUNCT = " \t\n.,;:!?'\"“”‘’`*"
# a star glued to the end of a name in capitals is the name's ('RRT*', 'A*': the optimal or heuristic-search variant,
# not 'RRT'), as "+" and "#" are "C++"'s and "C#"'s; any other star is markup or a footnote mark
_STARRED = re.compile(r"(?<![\w*])[A-Z][A-Z0-9]*\*$")
_STAR = re.compile(r"(?<![\w*])([A-Z][A-Z0-9]*\*)(?![\w*])|\*")
_ACRONYM_PLURAL = re.compile(r"\b(?=[A-Z0-9-]*[A-Z])([A-Z0-9][A-Z0-9-]*[A-Z0-9])s\b")  # "GANs", "3DMMs", not "1990s"
_DIGIT_TOKEN = re.compile(r"\d[\w.+#]*$")
_ACRONYM = re.compile(r"[A-Z0-9][A-Za-z0-9+#&.-]*\*?")  # a name's star ends it ("RRT*")


@functools.lru_cache(maxsize=500_000)
def clean_name(text: str) -> str:
    """The text without sentence punctuation or unbalanced brackets at its ends ("DeiT-S." -> "DeiT-S")."""
    name = unicodedata.normalize("NFKC", text).strip()
    while True:
        before = name
        name = name.lstrip(_EDGE_PUNCT).rstrip(_EDGE_PUNCT.replace("*", ""))
        if name.endswith("*") and not _STARRED.search(name):
            name = name.rstrip("*")
        for open_, close in ("()", "[]", "{}"):
            if name.endswith(close) and name.count(close) > name.count(open_):
                name = name[:-1]
            if name.startswith(open_) and name.count(open_) > name.count(close):
                name = name[1:]
            if name.startswith(open_) and name.endswith(close) and name.count(open_) == 1 == name.count(close):
                name = name[1:-1]  # "(LoRA)"
            if name.count(open_) > name.count(close) and name.rfind(open_) > 0:
                # a span cut inside a definition: "MPC (Model Predictive Control" names the short form
                name = name[:name.rfind(open_)].rstrip()
        if name == before:
            return name


@functools.lru_cache(maxsize=500_000)
def is_acronym(name: str) -> bool:
    """'LoRA', 'GPT-4', 'CIFAR-10', 'C++': one word, starting upper-case, with 2+ capitals or digits."""
    name = clean_name(name)
    return (" " not in name and bool(_ACRONYM.fullmatch(name)) and name[0].isupper()
            and sum(c.isupper() for c in name) >= 2 and len(name) <= 15)


def _fold_accents(text: str) -> str:
    """"Fréchet" -> "Frechet": papers write names both ways."""
    return "".join(c for c in unicodedata.normalize("NFKD", text) if not unicodedata.combining(c))


def _words(name: str) -> list[str]:
    folded = _DASHES.sub("-", _fold_accents(clean_name(name)))
    folded = _ACRONYM_PLURAL.sub(r"\1", folded)  # before lower-casing loses the distinction
    folded = _STAR.sub(lambda m: m.group(1) or " ", folded)  # a name's star stays ('RRT*' is not 'RRT')
    out: list[str] = []
    for w in _SEPARATORS.split(folded.lower()):
        w = w.strip(".")
        if not w:
            continue
        # a number or digit suffix belongs to the word before it: "resnet 50", "cifar-10", "gpt 4"
        if out and _DIGIT_TOKEN.match(w) and out[-1][-1].isalpha():
            out[-1] += w
        else:
            out.append(w)
    return out


@functools.lru_cache(maxsize=500_000)
def normalize_key(name: str) -> str:
    """'Vision-Language Models' and 'vision language model' share the key 'vision language model'."""
    words = _words(name)
    if words and not own_name_ending_in_s(name):
        words[-1] = noun_lemma(words[-1])
    return " ".join(words)


_MIXED_CASE_S = re.compile(r"[A-Za-z0-9]*[a-z][A-Za-z0-9]*S$")
_CAPITALS_S = re.compile(r"(?=(?:[0-9]*[A-Z]){3})[A-Z0-9]+S$")  # an upper-case word of 3+ capitals


def own_name_ending_in_s(name: str) -> bool:
    """'CoCoS', 'BiGS': a written plural's "s" is lower case ("GANs", "models"), so a mixed-case
    word that ends in a capital S is a name whose S is part of it, not a plural to fold. So is an
    upper-case word ending in S: in the venue abstracts such words are nearly all names whose
    letters without the S name something else (a search tree's short form, a dataset, a sensor)."""
    last = _SEPARATORS.split(clean_name(name).strip())[-1] if name.strip() else ""
    return bool(_MIXED_CASE_S.fullmatch(last) or _CAPITALS_S.fullmatch(last))


@functools.lru_cache(maxsize=500_000)
def surface_key(name: str) -> str:
    """normalize_key() without the lemma: "bio-informatics" and "bioinformatics" agree here even
    where the lemma of "informatics" and of "bioinformatics" differ."""
    return " ".join(_words(name))


def compact_key(key: str) -> str:
    return key.replace(" ", "")


def digits(key: str) -> tuple[str, ...]:
    """The numbers in a key: names that differ in them are different things (ResNet-50, ResNet-101)."""
    return tuple(re.findall(r"\d+", key))


def clear_caches() -> None:
    """Empty the name caches (these functions' and the noun lemmas'); they fill again on use."""
    for f in (clean_name, is_acronym, normalize_key, surface_key, noun_lemma):
        f.cache_clear()
