"""Metric precision (issue #16, round 10): invented sentences only."""
from __future__ import annotations

import pytest

from kg.extract.pipeline import shared_nlp


@pytest.fixture(scope="module")
def nlp():
    return shared_nlp(False)


def _metrics(nlp, text: str) -> set[str]:
    doc = nlp(text)  # kept alive: its span group needs it
    return {s.text for s in doc.spans["kg_entities"] if s.label_ == "Metric"}


@pytest.mark.parametrize("text, phrase", [
    ("At rope time, the kite detector only sees the lantern.", "rope time"),
    ("The lantern swings over a finite time before it stops.", "finite time"),
    ("We sample the kites at a slow rate while the rope moves.", "slow rate"),
])
def test_a_time_or_rate_of_when_is_no_metric(nlp, text, phrase):
    assert phrase not in _metrics(nlp, text)


def test_a_measured_time_stays_a_metric(nlp):
    metrics = _metrics(nlp, "KiteFix reduces the wobble time of the rope and runs in polynomial time.")
    assert {"wobble time", "polynomial time"} <= metrics


@pytest.mark.parametrize("text, phrase", [
    ("We tune the rope step sizes and the lantern filter size for each kite.", "rope step sizes"),
    ("The bound grows with the kite domain size.", "kite domain size"),
])
def test_a_size_is_a_setting_not_a_metric(nlp, text, phrase):
    assert phrase not in _metrics(nlp, text)
