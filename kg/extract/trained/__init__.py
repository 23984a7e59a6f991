"""Trained extraction components, added after en_core_web_sm's tagger, parser and lemmatizer (its own
"ner" excluded) when their model files ship in kg/models/ (`kg train entities|span-types|relations|roles`):

  kg_scierc_entities    (entities.py) spaCy's transition-based NER over kg.SmTok2VecPlus.v1 (tok2vec.py):
                        a copy of en_core_web_sm's token encoder, fine-tuned, beside hash embeddings of
                        TAG/DEP/LEMMA/SUFFIX; writes doc.spans["scierc"] with span._.confidence.
  kg_scierc_span_types  (span_types.py) a linear classifier over span features that re-types the NER's
                        spans, drops the ones it calls no entity and adds noun chunks it is sure of.
  kg_scierc_relations   (relations.py) a linear classifier over features of entity pairs in one
                        sentence; writes doc._.scierc_relations.
  kg_sentence_roles     (roles.py) a linear classifier over sentence features with a linear-chain
                        decode over the abstract (chain.py); sets sent._.role and sent._.role_confidence.

features.py holds the feature functions (shared with kg/train), linear.py the stored linear model,
shipped.py the model files' locations and labels.py the label sets.
"""
from __future__ import annotations

from spacy.language import Language

from kg.extract import extensions
from kg.extract.trained import entities, relations, roles, span_types  # noqa: F401 (registers the factories)
from kg.extract.trained.labels import ENTITY_LABELS, ENTITY_MODEL, RELATION_LABELS, ROLE_LABELS
from kg.extract.trained.shipped import models_available

__all__ = ["ENTITY_LABELS", "RELATION_LABELS", "ROLE_LABELS", "add_trained_components", "models_available"]


def add_trained_components(nlp: Language) -> Language:
    """Add the trained components (shipped models in kg/models/) to an en_core_web_sm pipeline."""
    extensions.register()
    for name in (ENTITY_MODEL, "kg_scierc_span_types", "kg_scierc_relations", "kg_sentence_roles"):
        if name not in nlp.pipe_names:
            nlp.add_pipe(name, name=name)
    return nlp
