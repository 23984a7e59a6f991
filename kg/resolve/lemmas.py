"""Noun lemmas from the lookup tables that ship with the spaCy English model.

Mention records carry text only, so the head word is lemmatized here from spaCy's own tables
(lemma_index, lemma_exc, lemma_rules) instead of suffix rules: spaCy's rule lemmatizer gives the
candidates ("networks" -> "network", "corpora" -> "corpus", "rates" -> "rate"). When none of them
is a listed noun but the word itself is, the word is its own lemma ("series", "bias"); a word the
tables do not know takes spaCy's guess ("datasets" -> "dataset").
"""
from __future__ import annotations

import functools

import spacy
from spacy.tokens import Doc

from kg.extract.pipeline import BASE_MODEL, lemma_index_as_sets


@functools.lru_cache(maxsize=1)
def _lemmatizer():
    nlp = spacy.load(BASE_MODEL, exclude=["tok2vec", "tagger", "parser", "attribute_ruler", "ner", "senter"])
    lemma_index_as_sets(nlp)
    lem = nlp.get_pipe("lemmatizer")
    return nlp.vocab, lem, frozenset(lem.lookups.get_table("lemma_index").get("noun", ()))


@functools.lru_cache(maxsize=200_000)
def noun_lemma(word: str) -> str:
    """The lemma of a lower-case English noun; other words come back unchanged."""
    if not word.isalpha() or len(word) < 4 or not word.endswith(("s", "a", "i")):
        return word
    vocab, lem, index = _lemmatizer()
    forms = lem.rule_lemmatize(Doc(vocab, words=[word], pos=["NOUN"])[0]) or [word]
    if forms[0] in index or word not in index:
        return forms[0]  # a listed noun, or spaCy's own guess for a word its tables do not know
    return word  # only guesses ("series" -> "sery") for a word the tables list as a noun


@functools.lru_cache(maxsize=1)
def _english_words() -> frozenset[str]:
    _, lem, _ = _lemmatizer()
    table = lem.lookups.get_table("lemma_index")
    return frozenset(w for pos in ("noun", "verb", "adj", "adv") for w in table.get(pos, ()))


@functools.lru_cache(maxsize=200_000)
def is_english_word(word: str) -> bool:
    """'map', 'maps', 'clip', 'events': a lower-case word of three letters or more that the English tables list (or whose
    noun lemma they list). Two-letter entries are mostly abbreviations ("ml", "kb"), not words."""
    if len(word) < 3 or not word.isalpha() or not word.islower():
        return False
    words = _english_words()
    return word in words or noun_lemma(word) in words
