"""Helpers shared by tests (not part of the kg package)."""
