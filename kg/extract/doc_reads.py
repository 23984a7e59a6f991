"""Reads of a parsed Doc that spaCy recomputes on every access, done once per kg component call.

`Doc.text` joins every token's text each time it is read, and `Span.noun_chunks` runs the noun-chunk
iterator over the whole Doc for every sentence it is asked of; kg's rules read both many times per
paper (docs/quality.md, round 27, build speed). Within one kg component's call (`reads_cached`) the
text and the Doc's noun chunks are computed once and shared. kg's components never change a Doc's
tokens or its parse, so inside a call the shared values are the ones spaCy would compute; outside
any call (to_extraction, tests, training) the helpers read the Doc as before, so a component added
after kg's own (`--component`) that changes the parse is never answered from a stale value.
"""
from __future__ import annotations

import functools
from typing import Callable

from spacy.tokens import Doc, Span

# id(doc) -> (doc, its cached reads) for the Docs whose component call is running; the entry keeps
# its Doc alive, so an id is never reused for another Doc while its entry exists
_ACTIVE: dict[int, tuple[Doc, dict]] = {}


def reads_cached(call: Callable[[object, Doc], Doc]) -> Callable[[object, Doc], Doc]:
    """Decorator for a component's __call__(self, doc): the Doc's reads are cached while it runs."""
    @functools.wraps(call)
    def wrapper(self, doc: Doc) -> Doc:
        key = id(doc)
        if key in _ACTIVE:  # a component called from another one's call: the outer call owns the entry
            return call(self, doc)
        _ACTIVE[key] = (doc, {})
        try:
            return call(self, doc)
        finally:
            del _ACTIVE[key]
    return wrapper


def _store(doc) -> dict | None:
    entry = _ACTIVE.get(id(doc))
    return entry[1] if entry is not None and entry[0] is doc else None


def doc_text(doc) -> str:
    """doc.text, computed once per component call."""
    store = _store(doc)
    if store is None:
        return doc.text
    text = store.get("text")
    if text is None:
        text = store["text"] = doc.text
    return text


def noun_chunks(span: Span | Doc) -> list[Span]:
    """span.noun_chunks (the Doc's noun chunks that lie inside span), as a list, in the same order."""
    doc = span if isinstance(span, Doc) else span.doc
    store = _store(doc)
    if store is None:
        return list(span.noun_chunks)
    chunks = store.get("noun_chunks")
    if chunks is None:
        chunks = store["noun_chunks"] = list(doc.noun_chunks)
    if span is doc:
        return list(chunks)
    return [c for c in chunks if c.start >= span.start and c.end <= span.end]


def first_token_from(doc: Doc, char: int):
    """The first token that starts at or after character `char`, else None. A binary search (token offsets only
    grow) instead of a scan from the Doc's start, which makes a Token object for every word before it."""
    lo, hi = 0, len(doc)
    while lo < hi:
        mid = (lo + hi) // 2
        if doc[mid].idx < char:
            lo = mid + 1
        else:
            hi = mid
    return doc[lo] if lo < len(doc) else None


def token_starting_at(doc: Doc, char: int):
    """The token whose first character is at `char`, else None."""
    tok = first_token_from(doc, char)
    return tok if tok is not None and tok.idx == char else None


_TITLE_DASHES = frozenset("- – —".split())


def title_dash(title: Span) -> int | None:
    """The first dash with a space either side in a title: it parts the title's name from its description as a colon
    does ('KiteNet - A Model for Rope Tracking'); 'Kite-Net' joins one word."""
    return next((t.i for t in title if t.text in _TITLE_DASHES and t.i > title.start and t.doc[t.i - 1].whitespace_
                 and t.whitespace_), None)
