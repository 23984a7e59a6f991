"""Entity resolution: one node per method, task, dataset or metric across papers.

One module per step: normalize (names and keys, with spaCy lemmas from lemmas), acronyms (short
forms scoped by agreement), similarity (rapidfuzz within one label), labels (typing by the vote of
the mentions), identity (stable ids, the alias table), overrides (the user's aliases.yaml),
cascade (the steps in order), suggest (candidates for review).
"""
from kg.resolve.cascade import Entity, Resolution, resolve
from kg.resolve.normalize import clean_name, normalize_key

__all__ = ["Entity", "Resolution", "resolve", "clean_name", "normalize_key"]
