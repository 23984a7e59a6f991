"""The spaCy pipeline: small registered components that annotate a Doc, then doc -> Extraction."""
