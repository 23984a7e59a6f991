"""Abbreviation definitions, after Schwartz & Hearst (2003): "long form (SF)", "long form, or SF" and
the reverse "SF (long form)".

The short form's letters are matched right to left inside the words before the parenthesis, the
first letter at a word start; the long form is the shortest such word run. Every occurrence of a
defined short form in the doc gets span._.long_form, so later stages can alias the two.
"""
from __future__ import annotations

import re

from spacy.language import Language
from spacy.tokens import Doc, Span

from kg.extract import extensions
from kg.extract.doc_reads import doc_text, reads_cached

extensions.register()

_PAREN = re.compile(r"\(([^()]{1,16})\)")
_OR_FORM = re.compile(r",\s+or\s+([A-Z][A-Za-z0-9]*(?:-[A-Za-z0-9]+)*)\b")
_WORD = re.compile(r"\S+")
# "UrbanIR (Urban Scene Inverse Rendering)": a name, then its long form in the parenthesis
_REVERSE = re.compile(r"(?<![\w-])([A-Z][A-Za-z0-9-]{1,11})\s+\(([A-Za-z][^()]{4,90})\)")


def valid_short_form(sf: str) -> bool:
    sf = sf.strip()
    return (
        2 <= len(sf) <= 12
        and len(sf.split()) <= 2
        and sf[0].isalnum()
        and any(c.isupper() for c in sf)
        and sum(c.isalpha() for c in sf) >= 2
    )


def match_long_form(short: str, words: list[tuple[int, str]]) -> int | None:
    """Index into `words` where the long form starts, or None. words: (offset, word) before the SF."""
    chars = [c.lower() for c in short if c.isalnum()]
    if not chars or not words:
        return None
    max_words = min(len(chars) + 5, len(chars) * 2)
    cand = words[-max_words:]
    text = " ".join(w for _, w in cand).lower()
    si, ti = len(chars) - 1, len(text) - 1
    while si >= 0:
        c = chars[si]
        # the first letter of the short form must begin a word of the long form
        while ti >= 0 and (text[ti] != c or (si == 0 and ti > 0 and text[ti - 1].isalnum())):
            ti -= 1
        if ti < 0:
            return None
        si -= 1
        ti -= 1
    start_char = ti + 1
    # which word of cand holds start_char
    pos = 0
    for i, (_, w) in enumerate(cand):
        if pos <= start_char < pos + len(w) + 1:
            lf_words = cand[i:]
            if len(lf_words) < 1 or (len(lf_words) == 1 and len(lf_words[0][1]) <= len(short)):
                return None  # "X (X)" or a single word no longer than the short form
            return _one_word_per_letter(chars, words, len(words) - len(cand) + i)
        pos += len(w) + 1
    return None


def _one_word_per_letter(chars: list[str], words: list[tuple[int, str]], i: int) -> int:
    """'Self supervised learning (SSL)': the letters match inside a word ('supervised' has two s), so the long form
    found lacks the word before it; when that word and the ones after give the letters one by one (each part of a
    hyphenated word may give its own), it starts there."""
    if i > 0 and chars in (_initials(words[i - 1:], False), _initials(words[i - 1:], True)):
        return i - 1
    return i


def _initials(words: list[tuple[int, str]], by_part: bool) -> list[str]:
    """First letters of the words; by_part: of each hyphen part too ('Kite-Aware Flight (KAF)')."""
    return [p[:1].lower() for _, w in words for p in (w.split("-") if by_part else [w]) if p]


def find_definitions(doc: Doc) -> list[tuple[Span, Span]]:
    pairs: list[tuple[Span, Span]] = []
    for sent in doc.sents:
        base = sent.start_char
        stext = sent.text
        candidates = [(m.start(1), m.group(1), m.start()) for m in _PAREN.finditer(stext)]
        candidates += [(m.start(1), m.group(1), m.start()) for m in _OR_FORM.finditer(stext)]
        for sf_start, sf, cut in candidates:
            sf_clean = sf.strip()
            if not valid_short_form(sf_clean):
                continue
            before = stext[:cut]
            words = [(m.start(), m.group().strip(",;:\"'“”")) for m in _WORD.finditer(before)]
            words = [(o, w) for o, w in words if w]
            i = match_long_form(sf_clean, words)
            if i is None:
                continue
            lf_start = base + words[i][0]
            last_off, last_word = words[-1]
            lf_end = base + last_off + len(last_word)
            sf_abs = base + sf_start + (len(sf) - len(sf.lstrip()))
            short = doc.char_span(sf_abs, sf_abs + len(sf_clean), alignment_mode="expand")
            long = doc.char_span(lf_start, lf_end, alignment_mode="contract")
            if short is not None and long is not None and len(long) > 0:
                pairs.append((short, long))
    return pairs + _reverse_definitions(doc, {s.start_char for s, _ in pairs})


def _reverse_definitions(doc: Doc, taken: set[int]) -> list[tuple[Span, Span]]:
    """'SF (long form)': the parenthesis, two words or more, must spell the short form from its first word.
    Read over the whole text: the parser often starts a sentence at such a parenthesis."""
    out = []
    for m in _REVERSE.finditer(doc_text(doc)):
        sf, inner = m.group(1), re.split(r"[,;]\s", m.group(2))[0].strip()  # 'G (Gist Net, a ...)': up to the comma
        words = [(o.start(), o.group().strip(",;:\"'“”")) for o in _WORD.finditer(inner)]
        if m.start(1) in taken or not valid_short_form(sf) or len(words) < 2 \
                or valid_short_form(inner) or match_long_form(sf, words) != 0 \
                or sf.lower() in (w.lower() for _, w in words):  # 'ViT (ViT with a fusion token)' defines nothing
            continue
        lf_start = m.start(2)
        short = doc.char_span(m.start(1), m.end(1), alignment_mode="expand")
        long = doc.char_span(lf_start, lf_start + len(inner), alignment_mode="contract")
        if short is not None and long is not None and len(long) > 0:
            out.append((short, long))
    return out


@Language.factory("kg_abbreviations", default_config={"alias_all_occurrences": True},
                  requires=["doc.sents"], assigns=["doc._.kg_abbrevs", "span._.long_form"])
def make_abbreviations(nlp: Language, name: str, alias_all_occurrences: bool):
    return AbbreviationDetector(name, alias_all_occurrences)


class AbbreviationDetector:
    def __init__(self, name: str, alias_all_occurrences: bool):
        self.name = name
        self.alias_all = alias_all_occurrences

    @reads_cached
    def __call__(self, doc: Doc) -> Doc:
        pairs = find_definitions(doc)
        found = list(pairs)
        if self.alias_all and pairs:
            defined = {}
            for short, long in pairs:
                defined.setdefault(short.text, long)
            seen = {(s.start_char, s.end_char) for s, _ in pairs}
            pattern = re.compile(r"(?<![\w-])(%s)(?![\w-])" % "|".join(re.escape(k) for k in defined))
            for m in pattern.finditer(doc_text(doc)):
                if (m.start(), m.end()) in seen:
                    continue
                span = doc.char_span(m.start(), m.end())
                if span is not None:
                    found.append((span, defined[m.group(1)]))
        for short, long in found:
            short._.long_form = long
        doc._.kg_abbrevs = found
        return doc
