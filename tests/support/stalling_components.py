"""Test-only spaCy components for the tests of the per-paper time limit and of dying workers: one loops
forever on any abstract holding an invented marker word, the other ends its worker process with
os._exit on another. kg adds them through the general `--component MODULE:FACTORY` option, so the
worker processes build them as they build kg's own components."""
from __future__ import annotations

import multiprocessing
import os

from spacy.language import Language
from spacy.tokens import Doc

HANG_MARKER = "Zorblewhirl"  # no real abstract says either
HANG_FACTORY = "kg_test_hang"
HANG_SPEC = f"{__name__}:{HANG_FACTORY}"
DIE_MARKER = "Glimmerquast"
DIE_FACTORY = "kg_test_die"
DIE_SPEC = f"{__name__}:{DIE_FACTORY}"
DIE_STATUS = 7


def _has(doc: Doc, marker: str) -> bool:
    return any(tok.text == marker for tok in doc)


class Hang:
    def __call__(self, doc: Doc) -> Doc:
        while _has(doc, HANG_MARKER):  # an endless loop in Python, as a rule caught in a cycle
            pass
        return doc


class Die:
    def __call__(self, doc: Doc) -> Doc:
        # only in a worker process: in the main process it would end the test run
        if _has(doc, DIE_MARKER) and multiprocessing.parent_process() is not None:
            os._exit(DIE_STATUS)
        return doc


@Language.factory(HANG_FACTORY)
def make_hang(nlp: Language, name: str) -> Hang:
    return Hang()


@Language.factory(DIE_FACTORY)
def make_die(nlp: Language, name: str) -> Die:
    return Die()
