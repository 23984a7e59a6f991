"""Which words of a proposal's phrase name it: a name after "called / named", a defined short form,
name lists, capitalised runs, or a clean phrase headed by a contribution noun.
"""
from __future__ import annotations

import re
from functools import lru_cache

from spacy.tokens import Doc, Span

from kg.extract import extensions
from kg.extract.doc_reads import doc_text, noun_chunks
from kg.extract.lexicon import (
    CONTRIBUTION_HEADS, GENERIC_WORDS, NAMED_CUE, NOT_METHODS, STOPWORDS, classifying_adjectives, generic_terms, has_word,
    head_key, is_generic, looks_named, made_heads, making_verbs, own_heads, used_kinds,
)

extensions.register()

_ADJECTIVES = (r"(?:a|an|the|two|three|several|our|new|novel|innovative|simple|effective|efficient|general|"
               r"unified|principled|lightweight|practical|first|further|also|here|then|generic|"
               r"alternative|different|dedicated|automatic|a\s+new)")
_LEADING = re.compile(r"^(?:" + _ADJECTIVES + r",?\s+)+", re.I)  # 'novel, sparse': adjectives listed
# 'simple yet effective', 'simple but effective': two qualities joined (no name starts with the joining word; 'and' was
# tried in rounds 23 and 29 and dropped both times; in round 29 it added a wrong node on a held-out set)
_QUALITIES = (r"(?:new|novel|innovative|simple|effective|efficient|general|unified|principled|lightweight|practical|"
              r"generic|alternative|different|dedicated|automatic)")
_LEADING_JOINED = re.compile(r"^(?:" + _ADJECTIVES + r",?\s+)*" + _QUALITIES + r"\s+(?:yet|but)\s+(?:" + _ADJECTIVES + r",?\s+)*",
                             re.I)
# "... called X", "referred to as X": X runs to the next clause boundary; 'named as X', 'termed as X': the 'as' is
# no part of the name
_NAMING_CUE = re.compile(r"\b(?:(?:called|" + NAMED_CUE + r"|dubbed|termed|coined)(?:\s+as(?=\s))?|referred\s+to\s+as|denoted\s+(?:as\s+)?|"
                         r"which\s+we\s+call|we\s+call\s+it|namely)\s+(?:the\s+|a\s+)?")
_NAME_END = re.compile(r"[,;:.(]|\s(?:that|which|to|for|where|with|and|is|are|in|on|by|as|from)\s|$")
_LIST_END = re.compile(r"[;:.(]|\s(?:that|which|to|for|where|with|is|are|in|on|by|as|from)\s|$")
# an adjective made from a verb says how a method works ('a randomized sampler'), unlike 'a general one'
_PARTICIPLE = re.compile(r"[a-z]{3,}(?:ized|ised|ated|ed)$")


def trimmed_span(doc: Doc, start: int, end: int) -> Span | None:
    text = doc_text(doc)[start:end]
    start += len(text) - len(text.lstrip())
    text = text.lstrip()
    lead = _joined_lead(text) or _LEADING.match(text)
    if lead:
        start += lead.end()
    span = doc.char_span(start, end, alignment_mode="contract")
    if span is None or len(span) == 0:
        return None
    while len(span) and (span[-1].is_punct or span[-1].lower_ in STOPWORDS):
        span = span[:-1]
    return span if len(span) else None


_JOINING = frozenset("yet but".split())


def _joined_lead(text: str):
    """The qualities and the word joining them, where a noun of the name comes after them ('a simple yet effective kite
    sampler'); before a bare contribution noun ('a simple yet effective approach for X') the phrase is left to the rules
    for such nouns, as before (contribution_phrase refuses what opens with the joining word)."""
    lead = _LEADING_JOINED.match(text)
    if lead is None:
        return None
    rest = text[lead.end():].split()
    first = rest[0].lower().strip(".,;:") if rest else ""
    return None if first in CONTRIBUTION_HEADS or first.rstrip("s") in CONTRIBUTION_HEADS else lead


def called_names(doc: Doc, start: int, limit: int) -> list[Span]:
    """'a post-hoc method called alpha-fit' -> alpha-fit; 'two schemes, namely A and B' -> A, B.
    The cue must come within 120 characters of start; the names run to a clause boundary."""
    m = _NAMING_CUE.search(doc_text(doc), start, limit)
    if not m or m.start() - start > 120:
        return []
    return name_list(doc, m.end(), limit, split=m.group(0).strip().startswith("namely"))


# a bracket written inside a word ('Kite(W)Net', 'Rope(+)'): part of the name, not the opening of an aside
_GLUED_BRACKETS = re.compile(r"(?<=\w)\([^()\s]{1,8}\)(?=\w)")


def name_list(doc: Doc, start: int, limit: int, split: bool) -> list[Span]:
    """Short names from start to the next clause boundary; with split, a list 'A, B and C'."""
    rest = doc_text(doc)[start:min(limit, start + 120)]
    stop = (_LIST_END if split else _NAME_END).search(_GLUED_BRACKETS.sub(lambda m: "x" * len(m.group()), rest))
    region = rest[:stop.start() if stop else len(rest)]
    parts = re.split(r",\s*(?:and\s+)?|\s+and\s+", region) if split else [region]
    out, off = [], start
    for part in parts:
        at = doc_text(doc).find(part, off) if part else -1
        if at < 0:
            continue
        off = at + len(part)
        text = part.strip("\"'“”‘’ ")
        words = text.split()
        if not 1 <= len(words) <= 6:
            continue
        b = doc_text(doc).find(text, at)
        span = doc.char_span(b, b + len(text), alignment_mode="contract")
        span = _without_trailing_participle(span)
        if span is not None and len(span) and not all(t.lower_ in GENERIC_WORDS or t.is_stop for t in span) \
                and not (split and (span[0].pos_ == "PRON" or span[0].tag_ == "VBG" and any(t.pos_ == "ADP" for t in span))):
            out.append(span)  # 'namely X, and adopting Y across Z, we ...': an item opened by 'we', or a gerund with its
            # object and a preposition, is a clause ('drifting tokens' is a name)
    return out


def colon_list(doc: Doc, start: int, limit: int, abbreviations) -> list[Span]:
    """The items of 'novel schemes: A (SA), B and C', a short form standing for the item that defines it; an
    item of one plain lower-case word ('matching') names nothing alone and drops out. The parentheses are
    read through (blanked for the list's end), unlike in name_list."""
    if re.match(r"\(?(?:[ivx]+|\d|[a-e])\)", doc_text(doc)[start:start + 6]):
        return []  # '...: (i) meta-learning of X and (ii) Y': an enumeration of steps, its items are clauses
    text = re.sub(r"\([^()]{0,40}\)", lambda m: " " * len(m.group()), doc_text(doc)[start:limit])
    stop = _LIST_END.search(text)
    region = text[:stop.start() if stop else len(text)]
    out = []
    for m in re.finditer(r"[^,]+", region):
        for part in re.split(r"\s+and\s+", m.group()):
            text_part = part.strip()
            if not text_part:
                continue
            b = start + m.start() + m.group().find(text_part)
            span = doc.char_span(b, b + len(text_part), alignment_mode="contract")
            if span is None or not len(span):  # 'KiteC.' is one token at times
                span = doc.char_span(b, b + len(text_part), alignment_mode="expand")
            span = _without_trailing_participle(span)
            if span is None or not len(span) or not 1 <= len(text_part.split()) <= 6:
                continue
            text_part = span.text
            short = defined_short(abbreviations, span.start_char, span.end_char)
            if short is not None:
                out.append(short)
            elif (len(text_part.split()) >= 2 or looks_named(text_part)) and not is_generic(text_part.split()):
                out.append(span)
    return out


def _without_trailing_participle(span: Span | None) -> Span | None:
    """'a dataset called KiteSet collected from forums', '...: KITE-AD and ROPE-AD designed to test X': a lower-case
    participle after the name opens the clause that describes it (the clause's preposition ends the name, the
    participle does not)."""
    while span is not None and len(span) > 1 and span[-1].tag_ in ("VBN", "VBD") and span[-1].text.islower() \
            and not span[-2].is_punct:
        span = span[:-1]
    return span


def defined_short(abbreviations, start: int, end: int) -> Span | None:
    """An abbreviation whose long form starts inside [start, end]: its short form names the thing."""
    for short, long in abbreviations:
        if start <= long.start_char <= end and short.start_char > long.start_char:
            return short
    return None


def named_words(doc: Doc, seg: Span) -> list[Span]:
    out = []
    for tok in seg:
        word = whitespace_word(doc, tok)
        text = word.text
        base = word.start > 0 and doc[word.start - 1].lower_ in ("of", "than", "over", "upon")  # 'a variant of X': X is built on
        if looks_named(text) and text.lower() not in GENERIC_WORDS and text not in NOT_METHODS and word.start >= seg.start \
                and not base and not any(o.start <= word.start < o.end for o in out):
            out.append(word)
    return out


def earlier_name_as_modifier(doc: Doc, word: Span, sent: Span) -> bool:
    """A name the abstract used before this sentence, written right before a noun ('a new QA task', 'our
    BERT-based model'): it says what the new thing is about or built on, not what it is called."""
    nxt = doc[word.end] if word.end < len(doc) else None
    if nxt is None or nxt.lemma_.lower() not in CONTRIBUTION_HEADS and nxt.pos_ != "NOUN":
        return False
    start = doc[doc._.kg_title_end].idx if doc._.kg_title_end < len(doc) else 0
    return has_word(doc_text(doc)[start:sent.start_char], word.text)


def capitalised_run(seg: Span) -> Span | None:
    """Two or more capitalised words in a row inside a sentence ('the Lantern Kite Sampler'), none of them a
    stop word or generic, the run followed by nothing capitalised: a name written in Title Case."""
    run: list = []
    for tok in seg:
        if tok.text[:1].isupper() and not tok.is_sent_start and tok.lower_ not in STOPWORDS and tok.lower_ not in GENERIC_WORDS:
            run.append(tok)
        elif run:
            break
    if len(run) >= 2 and run[-1].i == run[0].i + len(run) - 1:
        return seg.doc[run[0].i:run[-1].i + 1]
    return None


# artefacts a paper builds besides methods and models, often the object of 'we propose / introduce a ...'
# in the venue abstracts ('a kite loss function', 'a rope controller', 'a lantern descriptor'); with the
# contribution heads, the heads of an unnamed phrase a proposal verb introduces (not of one the own method
# uses: 'our approach leverages a variational autoencoder' uses a known kind)
PROPOSAL_HEADS = CONTRIBUTION_HEADS | frozenset("""function methodology controller planner detector descriptor filter
    generator tracker classifier autoencoder discriminator simulator heuristic block""".split())


@lru_cache(maxsize=1)
def object_heads() -> frozenset[str]:
    """The heads of an unnamed object of a proposal verb: PROPOSAL_HEADS and the mined artefact heads ('we propose a
    synthetic kite measure') that venue abstracts also write as their own contribution (both mined lists)."""
    return PROPOSAL_HEADS | (made_heads() & own_heads())


def contribution_phrase(doc: Doc, start: int, end: int, heads: frozenset[str] = CONTRIBUTION_HEADS) -> Span | None:
    """The object noun phrase itself, when it describes a contribution ('stochastic feature regularizer');
    `heads`: the head nouns accepted (PROPOSAL_HEADS after a proposal verb)."""
    sent = doc[doc.char_span(start, end, alignment_mode="expand").start].sent if end > start else None
    chunk = next((c for c in noun_chunks(sent) if start <= c.start_char < end), None) if sent is not None else None
    shared = split = None
    seg_end = end
    if chunk is not None and not _in_hyphen_word(chunk):
        end = min(end, chunk.end_char)  # 'a kite method and redesign ...': the object noun phrase only
        shared = _shared_head(chunk, heads)
        if shared is not None:
            end = shared.end_char  # 'a kite detection and tracking framework': two modifiers of one head
        split = _split_head(chunk, heads)
        if split is not None and split.idx < seg_end:
            end = split.idx + len(split.text)
    span = trimmed_span(doc, start, end)
    if span is None or not 1 <= len(span.text.split()) <= 7 or span[0].lower_ in _JOINING:  # words, not tokens: 'Multi-scale'
        return None  # is one; 'yet effective regularizer' is what is left of 'a simple yet effective regularizer'
    root = shared.root if shared is not None and span.end == shared.end else _phrase_root(span)
    if split is not None and span[-1].i == split.i:
        root = split  # the tagger's part of speech for the split head is wrong as well ('PRON', 'PROPN')
    elif root.pos_ not in ("NOUN", "PROPN") or root.lemma_.lower() not in heads and root.lower_ not in heads:
        return None
    span = doc[span.start:root.i + 1]  # 'X for Y' / 'X of Y' are cut by the boundary; drop what trails the head
    if len(span) < 2:
        return None  # a bare 'extension' or 'sampler' says nothing about which
    content = [t for t in span if not (t.is_stop or t.is_punct or t.lower_ in GENERIC_WORDS or t.pos_ in ("DET", "NUM"))]
    vague = generic_terms().get("Vague_modifier", frozenset())
    if all(w.replace("-", " ") in vague for w in span[:-1].text.lower().split()):
        return None  # 'an end-to-end framework': a vague hyphen word (whole, the list is folded) says nothing about which
    if not content or not any(t.pos_ in ("NOUN", "PROPN", "VERB") or "-" in t.text or t.i + 1 < span.end and doc[t.i + 1].text == "-"
                               or _PARTICIPLE.search(t.lower_) and t.lower_ not in vague for t in content):
        return None  # only generic words and plain adjectives: 'a general framework', 'an automatic method'
    return span


# words saying the thing is the paper's new one: after them a plain adjective says which ('a novel causal framework')
NOVELTY_WORDS = frozenset("new novel innovative".split())
# quality words that say how good, not which ('a novel efficient framework' is no 'efficient framework')
_QUALITY_WORDS = frozenset(_QUALITIES.strip("(?:)").split("|")) | frozenset("flexible powerful".split())


@lru_cache(maxsize=1)
def vague_or_quality() -> frozenset[str]:
    """Modifiers that say nothing of which thing: the stop list's vague modifiers and the quality words."""
    return generic_terms().get("Vague_modifier", frozenset()) | _QUALITY_WORDS


def novel_described(doc: Doc, start: int, end: int, kinds: bool = False, heads: frozenset[str] = PROPOSAL_HEADS) -> Span | None:
    """'a novel theoretical framework', 'a new formal model of X': a singular contribution head the text calls new,
    with plain adjectives only before it, is the paper's own thing, named by those adjectives (contribution_phrase
    wants a noun, since 'a general framework' says nothing; the new-word is what says it is the paper's). Quality
    words ('efficient') name nothing and are left out; a head abstracts seldom propose as their own is refused.
    With kinds (the object of a proposal verb, which already says the thing is the paper's), no new-word is needed
    when the adjectives left are classifying ones ('we give an online algorithm', 'a general causal framework').
    `heads`: the head nouns accepted (object_heads after 'we' and a proposal verb)."""
    chunk = _opening_chunk(doc, start, end)
    words = [t for t in chunk if t.pos_ != "DET"] if chunk is not None else []
    if len(words) < 2 or words[-1].i != chunk.root.i:
        return None
    novel = words[0].lower_ in NOVELTY_WORDS
    if not novel and not (kinds and chunk[0].lower_ in ("a", "an")) or novel and len(words) < 3:
        return None
    if _NAME_AROUND.match(doc_text(doc), chunk.end_char) or _NAME_BEFORE.search(doc_text(doc), 0, chunk.start_char):
        return None  # 'KiteNet, a novel neural model', 'a novel causal framework referred as X': the name is the node
    root = words[-1]
    if root.tag_ != "NN" or root.lemma_.lower() not in heads or head_key(root.text) not in own_heads():
        return None  # 'novel kite classes': a plural is a kind; 'a new adversarial setting' is no contribution head
    middle = words[1:-1] if novel else words[:-1]
    if not all(t.tag_ == "JJ" and t.pos_ == "ADJ" and t.text.isalpha() and t.is_lower for t in middle):
        return None  # nouns, names, hyphen words: contribution_phrase reads those
    vague = vague_or_quality()
    which = [t for t in middle if t.lower_ not in vague]
    if not which:
        return None  # 'a new simple framework': nothing says which
    if not novel and (not all(_sorts(t) for t in which) or _in_title(doc, [*which, root])
                      or f"{which[-1].lower_} {root.lower_}" in used_kinds()):
        return None  # 'we propose a fast algorithm': a quality (mined: often graded) names no kind; 'a volumetric
        # approach' under the title 'A Differential Volumetric Approach to X': the title's name is the node; 'we build a
        # neural network to X': a broad kind (mined: mostly written as a tool used), not what the paper calls its own
    return doc[which[0].i:root.i + 1]


def artefact_described(span: Span) -> bool:
    """A phrase headed by a mined artefact head (object_heads, not PROPOSAL_HEADS) says which artefact when a noun, a
    hyphen word or a participle stands before the head, or every adjective is a classifying one ('a synthetic kite
    measure', 'a synthetic measure'; not 'a useful representation', 'small sets': qualities, as for novel_described), with
    a singular head."""
    if span[-1].lemma_.lower() in PROPOSAL_HEADS or span[-1].lower_ in PROPOSAL_HEADS:
        return True
    if span[-1].tag_ != "NN" or span[0].pos_ == "NUM":
        return False  # 'we build kite graphs': a plural is a kind, as for new_artefact; 'one kite robot' counts
    if any(t.tag_ == "VBN" and t.lemma_.lower() in making_verbs() for t in span):
        return False  # 'our recently developed kite robot': its making, told as done, says nothing of which
    before = [t for t in span[:-1] if not (t.is_stop or t.is_punct or t.pos_ in ("DET", "NUM"))]
    if any(t.pos_ in ("NOUN", "PROPN") or "-" in t.text or _PARTICIPLE.search(t.lower_) for t in before):
        return True
    return bool(before) and all(t.pos_ == "ADJ" and _sorts(t) for t in before)


def _in_title(doc: Doc, words) -> bool:
    """Every word is written in the title (the head in any number)."""
    title = {head_key(t.text) for t in doc[:doc._.kg_title_end]} if doc._.kg_title_end else set()
    return all(head_key(t.text) in title for t in words)


# adjectives that point at, order or count things ('a different / additional / previous model') rather than sort
# them, and a word of extent ('an exhaustive benchmark'): they pass the mined test (nobody writes 'very different' or
# 'very exhaustive' often) but say nothing of which kind
_POINTING = frozenset("different certain same other additional extra previous prior recent separate distinct key main "
                      "one particular corresponding respective desired true correct exhaustive".split())


def _sorts(tok) -> bool:
    """A classifying adjective: mined as seldom graded, no pointing word, and no word of how a study is done ('a formal
    framework for studying X' names a way of working, not a new thing; with a new-word it is one)."""
    return tok.lower_ in classifying_adjectives() and tok.lower_ not in _POINTING \
        and tok.lower_ not in generic_terms().get("Study_modifier", frozenset())


# a name right after the phrase ('a novel neural model, dubbed X', '... referred as X') or right before it, in
# apposition ('KiteNet, a novel neural model')
_NAME_AROUND = re.compile(r"\s*(?:,\s*)?(?:called|named|dubbed|termed|coined|referred|\()")
_NAME_BEFORE = re.compile(r"(?:\b[A-Z][\w-]*[A-Z][\w-]*|\))\s*,\s*$")


def named_by_adjectives(span: Span) -> bool:
    """A node novel_described read: plain adjectives and a head, after a new-word ('a novel causal framework'). Not
    one read by classifying adjectives alone ('an online algorithm'): the object of a proposal verb, it is what the
    abstract proposes, and the title's name is not wanted beside it."""
    before = span.doc[max(0, span.start - 3):span.start]
    return len(span) >= 2 and all(t.tag_ == "JJ" for t in span[:-1]) and any(t.lower_ in NOVELTY_WORDS for t in before)


def _opening_chunk(doc: Doc, start: int, end: int) -> Span | None:
    """The noun chunk that opens the text from start to end (only spaces before it)."""
    span = doc.char_span(start, end, alignment_mode="contract")
    if span is None or not len(span):
        return None
    chunk = next((c for c in noun_chunks(span.sent) if c.end > span.start), None)
    if chunk is None or chunk.start != span.start or chunk.end > span.end:
        return None
    return chunk


def _phrase_root(span: Span):
    """The span's head noun. 'we design a multi-resolution kite network': the parser at times makes the first part of a
    hyphen word ('multi') the verb's object and the head noun a second object of the same verb; of two words the span
    hangs on one word by, the last noun is the head (an English noun phrase ends on its head)."""
    root = span.root
    later = [t for t in span if t.i > root.i and t.head.i == root.head.i and t.dep_ == root.dep_ and t.pos_ == "NOUN"]
    return later[-1] if later and root.head.i != root.i and not (span.start <= root.head.i < span.end) else root


def _shared_head(chunk: Span, heads: frozenset[str]) -> Span | None:
    """'a kite detection and tracking framework': the parser ends the noun phrase at 'and' and makes 'tracking
    framework' a chunk of its own; when that chunk is one modifier and a contribution head with no article, and the
    first chunk ends on a singular noun, the two nouns modify one head."""
    doc = chunk.doc
    i = chunk.end
    if i + 2 >= len(doc) or doc[i].lower_ not in ("and", "or") or chunk.root.tag_ not in ("NN", "NNP") \
            or chunk.root.lemma_.lower() in heads:
        return None
    nxt = next((c for c in noun_chunks(chunk.sent) if c.start == i + 1), None)
    if nxt is None or len(nxt) != 2 or nxt[0].pos_ not in ("NOUN", "PROPN", "VERB") or nxt[0].tag_ in ("NNS", "NNPS") \
            or (nxt.root.lemma_.lower() not in heads and nxt.root.lower_ not in heads):
        return None
    return nxt


def _split_head(chunk: Span, heads: frozenset[str]):
    """'a practical kite testing algorithm': after a noun the tagger sometimes reads the head noun as a pronoun or a
    name in apposition, so the chunk ends one word early; a contribution head right after the chunk (no comma), hung
    on the chunk's noun as an apposition, is the phrase's head."""
    doc = chunk.doc
    if chunk.end >= len(doc) or chunk.root.pos_ != "NOUN" or chunk.root.lower_ in heads:
        return None
    tok = doc[chunk.end]
    if _gerund_before_head(chunk, heads):
        return doc[chunk.end + 1]
    if tok.lower_ not in heads or tok.dep_ != "appos" or tok.head.i != chunk.root.i or not doc[chunk.end - 1].whitespace_:
        return None
    return tok


def _gerund_before_head(chunk: Span, heads: frozenset[str]) -> bool:
    """'a fast kite sampling algorithm that ...': the tagger reads the '-ing' modifier as a verb hung on the chunk's noun
    and the head after it as its object, so the chunk ends before the gerund; a singular head noun right after one
    '-ing' word, with no article of its own and no noun after it, closes the phrase."""
    doc = chunk.doc
    i = chunk.end
    if i + 1 >= len(doc) or not doc[i].lower_.endswith("ing") or doc[i].tag_ not in ("VBG", "NN") \
            or doc[i].head.i not in (chunk.root.i, i + 1) or not doc[i - 1].whitespace_ or not doc[i].whitespace_:
        return False
    head = doc[i + 1]
    return head.lower_ in heads and head.tag_ in ("NN", "NNP") and not any(c.dep_ == "det" for c in head.children) \
        and (i + 2 >= len(doc) or doc[i + 2].pos_ not in ("NOUN", "PROPN"))


def _in_hyphen_word(chunk: Span) -> bool:
    """'an end-to-end kite network', 'an on-device kite system': the parser reads the preposition inside the hyphen
    word as one and makes its last part ('end', 'device') a noun chunk of its own; that chunk ends no phrase."""
    text = doc_text(chunk.doc)
    return chunk.start_char > 0 and text[chunk.start_char - 1] == "-" or text[chunk.end_char:chunk.end_char + 1] == "-"


def whole_chunks(sent: Span) -> list[Span]:
    """The sentence's noun chunks, with a chunk the parser made of a hyphen word's last part ('a novel end-to-end kite
    network' gives only 'end') replaced by the noun phrase the hyphen word modifies."""
    doc, out = sent.doc, []
    for chunk in noun_chunks(sent):
        if not _in_hyphen_word(chunk):
            out.append(chunk)
            continue
        j = chunk.end
        while j < sent.end and not doc[j - 1].whitespace_:
            j += 1  # to the end of the hyphen word
        while j < sent.end and doc[j].pos_ in ("NOUN", "PROPN") and doc[j].tag_ not in ("NNS", "NNPS") \
                and j + 1 < sent.end and doc[j + 1].pos_ in ("NOUN", "PROPN"):
            j += 1
        head = doc[j] if j < sent.end and doc[j].pos_ in ("NOUN", "PROPN") else None
        if head is not None and head.left_edge.i >= sent.start and head.left_edge.i <= chunk.start:
            out.append(doc[head.left_edge.i:head.i + 1])
        else:
            out.append(chunk)
    return out


_OPEN, _CLOSE = set("([{\"'“‘"), set(",.;:)]}\"'”’!?")


def whitespace_word(doc: Doc, tok) -> Span:
    """The whitespace-delimited word around a token ("Lantern-Critic" is three spaCy tokens)."""
    start, end = tok.i, tok.i + 1
    while start > 0 and not doc[start - 1].whitespace_ and doc[start - 1].text not in _OPEN:
        start -= 1
    while end < len(doc) and not doc[end - 1].whitespace_ and doc[end].text not in _CLOSE:
        end += 1
    return doc[start:end]
