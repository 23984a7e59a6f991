"""Evaluation of the trained extraction models on annotated corpora."""
