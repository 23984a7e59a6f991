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
