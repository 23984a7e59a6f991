"""Noun lemmas from the lookup tables that ship with the spaCy English model.

Mention records carry text only, so the head word is lemmatized here from spaCy's own tables
(lemma_index, lemma_exc, lemma_rules) instead of suffix rules: spaCy's rule lemmatizer gives the
candidates ("networks" -> "network", "corpora" -> "corpus", "rates" -> "rate"), and a candidate
counts only when the noun index lists it: "series" and "bias" stay as they are. A guess for a word
the tables do not know is kept apart (guessed_lemma), for the cascade to use when the corpus has it.
"""
from __future__ import annotations

import functools

import spacy
from spacy.tokens import Doc

from kg.extract.pipeline import BASE_MODEL


@functools.lru_cache(maxsize=1)
def _lemmatizer():
    nlp = spacy.load(BASE_MODEL, exclude=["tok2vec", "tagger", "parser", "attribute_ruler", "ner", "senter"])
    lem = nlp.get_pipe("lemmatizer")
    return nlp.vocab, lem, frozenset(lem.lookups.get_table("lemma_index").get("noun", ()))


@functools.lru_cache(maxsize=200_000)
def noun_lemma(word: str) -> str:
    """The lemma of a lower-case English noun; other words come back unchanged."""
    if not word.isalpha() or len(word) < 4 or not word.endswith(("s", "a", "i")):
        return word
    vocab, lem, index = _lemmatizer()
    forms = lem.rule_lemmatize(Doc(vocab, words=[word], pos=["NOUN"])[0]) or [word]
    return forms[0] if forms[0] in index else word


@functools.lru_cache(maxsize=200_000)
def guessed_lemma(word: str) -> str:
    """What spaCy's suffix rules make of a word its tables do not know ("logits" -> "logit",
    also "debias" -> "debia"): only to be trusted when the corpus also has the guess."""
    if not word.isalpha() or len(word) < 4 or not word.endswith("s"):
        return word
    vocab, lem, _ = _lemmatizer()
    return (lem.rule_lemmatize(Doc(vocab, words=[word], pos=["NOUN"])[0]) or [word])[0]
