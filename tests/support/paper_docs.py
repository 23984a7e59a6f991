"""A paper's extraction Doc from an invented title and abstract, as the pipeline builds it."""
from __future__ import annotations

from kg.corpus.normalize import normalize
from kg.extract.pipeline import paper_doc
from kg.records import Paper


def invented_doc(nlp, abstract: str, title: str = ""):
    return nlp(paper_doc(nlp, Paper(id="t1", abstract=normalize(abstract), raw_abstract=abstract, title=title)))


def phrase_span(doc, phrase: str, last: bool = False):
    """The Span of phrase's first (or last) occurrence in doc's text."""
    start = doc.text.rindex(phrase) if last else doc.text.index(phrase)
    return doc.char_span(start, start + len(phrase))
