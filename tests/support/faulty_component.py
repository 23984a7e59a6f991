"""A test-only spaCy component that raises on any abstract holding an invented marker word, for the
tests of per-paper isolation. kg adds it through the general `--component MODULE:FACTORY` option
(BuildOptions.components), so the worker processes build it as they build kg's own components."""
from __future__ import annotations

from spacy.language import Language
from spacy.tokens import Doc

MARKER = "Quibbleflux"  # no real abstract says it
FACTORY = "kg_test_faulty"
SPEC = f"{__name__}:{FACTORY}"


class MarkerFault(RuntimeError):
    """What the faulty component raises."""


@Language.component(FACTORY)
def faulty(doc: Doc) -> Doc:
    if any(tok.text == MARKER for tok in doc):
        raise MarkerFault(f"the marker word {MARKER} is in this text\n(a second line the record must fold)")
    return doc
