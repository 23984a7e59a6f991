"""Names listed beside a proposed name: 'two samplers named Kite Pooling (KP) and Rope Mixing (RM)', 'a rope encoder
(RE) and a novel kite loss (KL)', 'two modes, Kite-Up and Kite-Down'. The rules that read a proposal sentence take
its first name (a naming cue, a novelty word, an apposition); the names coordinated with it, written the same way
(each with its own short form, or each a word written like a name), are the paper's as well.
"""
from __future__ import annotations

import re

from spacy.tokens import Doc, Span

from kg.extract.doc_reads import doc_text
from kg.extract.lexicon import DATASET_HEADS, has_word, looks_named
from kg.extract.proposal_names import PROPOSAL_HEADS, colon_list

# between two listed names: a comma and / or 'and', 'or', an indefinite article, a novelty word; closing quotes
# the source leaves after a name ("Kite-Up' and Kite-Down,'"). Not 'the' (a known thing) nor 'with' or 'than'.
_JOIN = r"[’'”\"]?\s*(?:,\s*(?:and\s+|or\s+)?|\s+(?:and|or)\s+)(?:(?:a|an)\s+)?(?:(?:new|novel)\s+)?"
_NEXT = re.compile(_JOIN)
_PREV = re.compile(_JOIN + r"$")
_WORD_END = re.compile(r"[’'”\"]?(?:[,;.)]|\s+(?:and|or|to|for|which|that|are|is|as|in|with)\b|$)")


def _pairs(abbreviations) -> list[tuple[Span, Span]]:
    """(long, short) of each short form written 'Long Form (SF)', in text order."""
    return sorted(((long, short) for short, long in abbreviations if short.start_char > long.end_char
                   and short.start_char - long.end_char <= 3), key=lambda p: p[0].start_char)


def _short_form_siblings(doc: Doc, span: Span, pairs, body: int) -> list[Span]:
    """Sibling short-form pairs of a proposed long form or short form, forward and backward along the list."""
    at = next((i for i, (lng, sh) in enumerate(pairs) if span.start_char == sh.start_char or
               lng.start_char <= span.start_char and span.end_char == lng.end_char), None)
    if at is None:
        return []
    as_short = span.start_char == pairs[at][1].start_char
    out, i = [], at
    while i + 1 < len(pairs):  # forward: '(SA) and a novel B (SB)'
        close = doc_text(doc).find(")", pairs[i][1].end_char, pairs[i][1].end_char + 2)
        m = _NEXT.match(doc_text(doc), close + 1) if close >= 0 else None
        if m is None or m.end() != pairs[i + 1][0].start_char:
            break
        i += 1
        out.append(pairs[i][1] if as_short else pairs[i][0])
    i = at
    while i > 0 and pairs[i - 1][1].start_char >= body:  # backward: 'A (SA) and B (SB)' when only B was read
        close = doc_text(doc).find(")", pairs[i - 1][1].end_char, pairs[i - 1][1].end_char + 2)
        m = _PREV.search(doc_text(doc)[close + 1:pairs[i][0].start_char]) if close >= 0 else None
        if m is None or m.start() != 0:
            break
        i -= 1
        out.append(pairs[i][1] if as_short else pairs[i][0])
    return out


def _named_word_siblings(doc: Doc, span: Span, body: int) -> list[Span]:
    """'Kite-Up and Kite-Down': the next words of a list of single names, each new to the abstract."""
    out, end = [], span.end_char
    while True:
        m = _NEXT.match(doc_text(doc), end)
        if m is None or m.end() >= len(doc_text(doc)):
            break
        word = re.match(r"[^\s,;.()’'”\"]+", doc_text(doc)[m.end():])
        if word is None or not looks_named(word.group()) or not _WORD_END.match(doc_text(doc), m.end() + word.end()):
            break
        start = m.end()
        if has_word(doc_text(doc)[body:span.start_char], word.group()):
            break  # named before the list: a known thing, not one this sentence introduces
        sib = doc.char_span(start, start + word.end(), alignment_mode="contract")
        if sib is None or not len(sib):
            break
        out.append(sib)
        end = sib.end_char
    return out


def listed_siblings(doc: Doc, proposed: list[Span], abbreviations) -> list[Span]:
    """Names coordinated with a proposed name in the abstract, written as it is (short form or named word)."""
    body = doc[doc._.kg_title_end].idx if doc._.kg_title_end < len(doc) else len(doc_text(doc))
    pairs = _pairs(abbreviations)
    out: list[Span] = []
    for span in proposed:
        if span.start_char < body:
            continue  # the title lists topics
        sibs = _short_form_siblings(doc, span, pairs, body)
        if not sibs and len(span.text.split()) == 1 and looks_named(span.text):
            sibs = _named_word_siblings(doc, span, body)
        out += [s for s in sibs if s.text != span.text]
    return out


# 'through two kite samplers named Kite Pooling (KP) and Rope Mixing (RM)': a count and a plural kind before a naming cue
# say that several names follow; a naming cue after one kind noun is read by proposal_names.called_names
_PLURAL_NAMED = re.compile(r"\b(?:two|three|four|five|several)\s+(?:[\w-]+\s+){0,4}?([\w-]+s),?\s+"
                           r"(?:called|named|dubbed|termed|coined|namely)\s+(?:as\s+)?(?:the\s+)?")
# the kind must be something built ('two samplers', 'three modules'), not 'two problems / tasks' (what the method is
# applied to) nor 'two datasets / benchmarks' (data the paper often only evaluates on)
_PART_KINDS = (PROPOSAL_HEADS | frozenset("attention component variant stage".split())) - DATASET_HEADS


def _built_kind(plural: str) -> bool:
    word = plural.lower()
    singular = word[:-3] + "y" if word.endswith("ies") else word[:-2] if word.endswith(("ches", "sses")) else word[:-1]
    return singular in _PART_KINDS and word not in DATASET_HEADS


_OWN = re.compile(r"\b(?:[Ww]e|[Oo]ur|[Tt]his\s+(?:paper|work|study|article)|[Tt]he\s+proposed)\b")


def plural_named(doc: Doc, sent: Span, proposed: list[Span], abbreviations) -> list[Span]:
    """The names after 'two <kind>s named / called ...' in a sentence about the paper's own work (we / our / a name
    it proposes), each as the list reader gives it (a short form for 'Long Form (SF)')."""
    m = _PLURAL_NAMED.search(sent.text)
    if m is None or not _built_kind(m.group(1)):
        return []
    before = sent.text[:m.start()]
    if not _OWN.search(before) and not any(has_word(before, p.text) for p in proposed):
        return []
    names = colon_list(doc, sent.start_char + m.end(), sent.end_char, abbreviations)
    return names if len(names) >= 2 else []
