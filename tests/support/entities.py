"""The entity names of one label that kg's extraction gives an invented sentence."""
from __future__ import annotations


def entity_texts(nlp, text: str, label: str) -> set[str]:
    doc = nlp(text)  # kept alive while its span group is read
    return {s.text for s in doc.spans["kg_entities"] if s.label_ == label}
