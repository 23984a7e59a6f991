"""Short forms that differ by case: "MAP", "mAP" and "map" are three things when their letters spell a word.

The key (normalize_key) folds case, so "MAP" (maximum a posteriori), "mAP" (a detection measure), "maps" (the
plain word) and "MAPS" (a corpus) would be one node in a corpus that writes all of them. Case tells them apart
only where the lower-case letters are an English word and the form is short: then a short form written in
capitals ("MAP", "MAPs") or starting lower case with capitals after ("mAP") is a short form, and the word in
lower case is the word. A first capital alone says nothing ("Cityscapes" is a name, "Maps" may open a title),
nor do longer words in capitals. Where the letters are no word ("KNN" / "kNN", "NDCG" / "nDCG"), the shapes
are one thing written two ways and stay one key.

Within one key whose word is English, the forms are split by shape only where the corpus writes more than one
shape of it, so a node whose forms all have one shape keeps its key and its id:
- the lower-case word leaves a key that also has a short form of either shape (key "map:word");
- a form that starts lower case and has capitals ("mAP", the "mean" prefix of measures) leaves a key that
  also has an all-capital form (key "map:lc"): the all-capital short form keeps the key, and with it the
  long forms defined for it.
Other forms ("PaLM", "CityScapes", "Maps") stay with the key. The split keys hold a ":",
which no folded name holds, so they never meet another key.
"""
from __future__ import annotations

import re
from collections import defaultdict
from typing import Iterable

from kg.resolve.lemmas import is_english_word
from kg.resolve.normalize import clean_name, normalize_key, surface_key

WORD, LOW_CAPS, CAPS, NAME = "word", "lc", "caps", "name"
SHORT_FORM_LETTERS = 5  # longer words in capitals are names or emphasis ("CITYSCAPES"), not short forms
_ACRONYM_PLURAL = re.compile(r"[A-Z0-9]*[A-Z][A-Z0-9]*s")  # "MAPs": the capitals' plural


def shape(name: str) -> str | None:
    """The case shape of a one-word name whose lower-case letters are an English word; None otherwise."""
    name = clean_name(name)
    words = surface_key(name).split()
    if len(words) != 1 or not is_english_word(words[0]):
        return None
    letters = [c for c in name if c.isalpha()]
    if all(c.islower() for c in letters):
        return WORD
    if len(letters) > SHORT_FORM_LETTERS:
        return NAME
    if all(c.isupper() for c in letters) or _ACRONYM_PLURAL.fullmatch(name):
        return CAPS
    return LOW_CAPS if letters[0].islower() and any(c.isupper() for c in letters) else NAME


class CaseKeys:
    """normalize_key() with the shape split of one corpus (the names are all its mentions and short forms)."""

    def __init__(self, names: Iterable[str]):
        shapes: dict[str, set[str]] = defaultdict(set)
        for name in names:
            s = shape(name)
            if s:
                shapes[normalize_key(clean_name(name))].add(s)
        self.moved: dict[str, set[str]] = {}
        for key, present in shapes.items():
            moved = {WORD} if present & {CAPS, LOW_CAPS} and WORD in present else set()
            if {LOW_CAPS, CAPS} <= present:
                moved.add(LOW_CAPS)
            if moved:
                self.moved[key] = moved

    def __call__(self, name: str) -> str:
        key = normalize_key(name)
        if key in self.moved:
            s = shape(name)
            if s in self.moved[key]:
                return f"{key}:{s}"
        return key
