"""kg.extract.doc_reads: within a component call the cached reads equal spaCy's; outside one they are spaCy's."""
from __future__ import annotations

import pytest
import spacy

from kg.extract.doc_reads import doc_text, noun_chunks, reads_cached
from kg.extract.version import BASE_MODEL


@pytest.fixture(scope="module")
def parsed():
    nlp = spacy.load(BASE_MODEL, exclude=["ner"])
    return nlp("The kite tracker follows red kites over the hill. A second rope model ranks the lantern images.")


class _Reader:
    """A stand-in component that records what the cached helpers answer during its call."""

    def __init__(self):
        self.seen = None

    @reads_cached
    def __call__(self, doc):
        sents = list(doc.sents)
        self.seen = (doc_text(doc), doc_text(doc), [noun_chunks(s) for s in sents], noun_chunks(doc), sents)
        return doc


def test_cached_reads_equal_spacy_reads(parsed):
    reader = _Reader()
    assert reader(parsed) is parsed
    first, again, per_sentence, whole, sents = reader.seen
    assert first == again == parsed.text
    assert per_sentence == [list(s.noun_chunks) for s in sents]
    assert whole == list(parsed.noun_chunks)


def test_reads_outside_a_call_are_not_cached(parsed):
    reader = _Reader()
    reader(parsed)
    assert doc_text(parsed) == parsed.text
    sent = next(iter(parsed.sents))
    assert noun_chunks(sent) == list(sent.noun_chunks)
    from kg.extract import doc_reads
    assert not doc_reads._ACTIVE  # the entry goes with the call


def test_entry_is_released_when_the_call_raises(parsed):
    class Failing:
        @reads_cached
        def __call__(self, doc):
            doc_text(doc)
            raise ValueError("boom")

    with pytest.raises(ValueError):
        Failing()(parsed)
    from kg.extract import doc_reads
    assert not doc_reads._ACTIVE


def test_speed_gates_fire_wherever_the_patterns_they_skip_can_match():
    """The word gates that let kg's rules skip a sentence's patterns (round 47) must fire on every text those patterns
    match, or a rule would silently stop reading; each invented sentence is matched by its pattern and its gate."""
    from kg.extract import claims, entity_rules as er, lexicon

    data_cases = [
        (er._BEFORE_HEAD, "We evaluate on the KiteSet and RopeSet datasets."),
        (er._PAREN_HEAD, "results on KiteSet (a rope corpus) and more"),
        (er._SHORT_BEFORE_HEAD, "on the Kite Rope (KR) benchmark"),
        (er._HEAD_PAREN, "two testbeds (KiteLab and RopeLab)"),
        (er._HEAD_THEN_NAMES, "the corpora KiteText and RopeText"),
        (er._COUNTED_HEAD_NAMES, "on two public suites, KiteA and RopeB, our method"),
        (er._HEAD_APPOSITION, "on a public kite database, KT-9, our model"),
        (er._DATA_NOUN, "a kite data set of ropes"),
    ]
    for pattern, text in data_cases:
        assert pattern.search(text) and er._DATA_HEAD_WORD.search(text), text
    for text in ("Our code is publicly available at the kite site.", "We will release the rope models.",
                 "See https://kite.example for details.", "(c) 2021 Kite Press. All rights reserved."):
        assert claims.BOILERPLATE.search(text) and claims._BOILERPLATE_WORD.search(text), text
        assert not lexicon.BOILERPLATE.search(text) or lexicon._BOILERPLATE_WORD.search(text), text
    assert not er._DATA_HEAD_WORD.search("We rank kites by the length of their ropes.")
    assert not claims._BOILERPLATE_WORD.search("We rank kites by the length of their ropes.")
