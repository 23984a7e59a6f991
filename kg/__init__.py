"""kg: a knowledge-graph builder for scientific abstracts."""

__version__ = "0.1.0"
