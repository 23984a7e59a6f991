"""Test and benchmark helpers that are not part of the kg package (bench/ imports them from here)."""
