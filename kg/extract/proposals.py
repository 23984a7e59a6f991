"""What a paper proposes -> doc._.proposed (Spans, several per paper where the paper has several).

Where the text says so:
- "we propose / introduce / present X", "this paper develops X", "X is proposed" (present-tense
  passive; "has been proposed" is prior work), "the proposed X";
- a name the title gives before its colon ("Xyz: A ... for ...").
Which words of the object phrase name the proposal, best first: a name after "called / named /
referred to as", an abbreviation defined in the phrase, a name in apposition ("a new framework,
NAME"), words written like names; else the phrase itself when its head is a contribution noun
("stochastic regularizer") and something besides generic words modifies it ("a new method" names
nothing). Existing methods the paper builds on are left to the entity rules (USES).
"""
from __future__ import annotations

import re

from spacy.language import Language
from spacy.tokens import Doc, Span

from kg.extract import extensions
from kg.extract.entity_rules import USING_GERUNDS
from kg.extract.lexicon import (
    CONTRIBUTION_HEADS, DATASET_HEADS, GENERIC_WORDS, NOT_METHODS, PROPOSE_VERBS, PROPOSER_SUBJECTS, STOPWORDS, generic_terms, is_generic, task_heads,
    looks_named,
)

extensions.register()

# where the object phrase after the verb ends (a clause or apposition boundary)
_BOUNDARY = re.compile(r"[,;:.]|\s(?:which|that|to|for|by|with|in|on|via|where|whose|and then|based on|using|utili[sz]ing|"
                       r"leveraging|employing|exploiting|built (?:up)?on|on top of|"
                       r"called|named|dubbed|termed|coined|referred)\s|\s\(")
_LEADING = re.compile(r"^(?:(?:a|an|the|two|three|several|our|new|novel|innovative|simple|effective|efficient|general|"
                      r"unified|principled|lightweight|practical|first|further|also|here|then|generic|"
                      r"alternative|different|dedicated|automatic|a\s+new)\s+)+", re.I)
_NAMED_APPOSITION = re.compile(r"^\s*([A-Z][A-Za-z0-9]*(?:[-–][A-Za-z0-9]+)*)\s*,\s+(?:a|an|the)\s+(?:\w+[-\s]){0,4}?"
                               r"(?:novel|new|simple|general|unified|principled|framework|method|approach|model|algorithm)")
# "... called X", "referred to as X": X runs to the next clause boundary
_NAMING_CUE = re.compile(r"\b(?:called|named|dubbed|termed|coined|referred\s+to\s+as|denoted\s+(?:as\s+)?|"
                         r"which\s+we\s+call|we\s+call\s+it|namely)\s+(?:the\s+|a\s+)?")
_NAME_END = re.compile(r"[,;:.(]|\s(?:that|which|to|for|where|with|and|is|are|in|on|by|as|from)\s|$")
_LIST_END = re.compile(r"[;:.(]|\s(?:that|which|to|for|where|with|is|are|in|on|by|as|from)\s|$")
_OUR_NAMED = re.compile(r"\b[Oo]ur\s+(?:[\w-]+\s+){0,2}?(\w+)\s*(?:\(\s*|,\s+)([A-Z][\w.+]*(?:-[\w.+]+)*)(?=\s*[),])")
_NOVEL_CALLED = re.compile(r"\b(?:a|an)\s+(?:novel|new)\s+[^.;()]{0,80}?\b(?:called|named|dubbed|termed|coined)\s+"
                           r"([A-Za-z][\w+]*(?:-[\w+]+)*)")
# 'we call this approach X', 'we term the resulting model X', 'we refer to our method as X'
_WE_CALL = re.compile(r"\b[Ww]e\s+(?:call|term|dub|name|coin|refer\s+to)\s+(?:this|our|the\s+resulting|the|such\s+an?|these)\s+"
                      r"(?:[\w-]+\s+){0,2}?([\w-]+)\s+(?:as\s+)?(?:the\s+)?([A-Z][\w+]*(?:-[\w+]+)*(?:\s+[A-Z][\w+]*(?:-[\w+]+)*){0,3})")
# 'our approach, dubbed X, ...', 'this framework, called X': the paper's own thing, named outside a proposal sentence
_OWN_CALLED = re.compile(r"\b(?:[Oo]ur|[Tt]his|[Tt]he\s+proposed)\s+(?:[\w-]+\s+){0,3}?([\w-]+),?\s+(?:called|dubbed|named|termed|coined)\s+"
                         r"([A-Z][\w+]*(?:-[\w+]+)*(?:\s+[A-Z][\w+]*(?:-[\w+]+)*){0,3})")
_PERFECT = frozenset("been has have had was were".split())
# an adjective made from a verb says how a method works ('a randomized sampler'), unlike 'a general one'
_PARTICIPLE = re.compile(r"[a-z]{3,}(?:ized|ised|ated|ed)$")


def _is_self(subject) -> bool:
    """'we', or 'this/our paper|work|study' - not 'prior work' or 'Smith et al.'."""
    if subject.lower_ == "we":
        return True
    if subject.lemma_.lower() in _OWN_METHOD_NOUNS and any(
            c.lower_ == "our" or c.lower_ == "proposed" and c.i > 0 and c.doc[c.i - 1].lower_ == "the" for c in subject.children):
        return True  # 'our method constructs X', 'the proposed model introduces X': X is part of the paper's own
    if subject.lemma_.lower() not in PROPOSER_SUBJECTS:
        return False
    return any(c.lower_ in ("this", "our", "present", "the") and c.dep_ in ("det", "poss", "amod") for c in subject.children)


_OWN_METHOD_NOUNS = frozenset("method model framework approach algorithm system architecture network".split())


# 'we describe a X' presents a new thing; 'we describe the results / BERT' does not
_DESCRIBE_NEW = frozenset("describe".split())


# verbs whose gerund after a preposition still proposes ('we solve it by proposing a X'), with a new thing as object;
# not 'building', 'providing', 'giving' (an understanding, insight, rise to) nor 'formulating' (the X problem as ...)
_BY_MAKING = frozenset("propose introduce develop design devise construct".split())


def _is_proposal_verb(tok) -> bool:
    if tok.lower_ in PROPOSE_VERBS and tok.i > 0 and tok.doc[tok.i - 1].lower_ == "we":
        return True  # 'we present X': the tagger sometimes reads 'present' as an adjective
    indefinite = tok.i + 1 < len(tok.doc) and tok.doc[tok.i + 1].lower_ in ("a", "an")
    if tok.lemma_.lower() not in PROPOSE_VERBS and not (tok.lemma_.lower() in _DESCRIBE_NEW and indefinite) \
            or tok.pos_ not in ("VERB", "AUX"):
        return False
    subjects = [c for c in tok.children if c.dep_ in ("nsubj", "nsubjpass")]
    head = tok
    new_object = re.match(r"\s+(?:a|an|new|novel|two|three)\s", tok.doc.text[tok.idx + len(tok.text):]) is not None
    while not subjects and head.dep_ in ("conj", "xcomp", "advcl", "ccomp", "pcomp", "prep") and head.head is not head:
        if head.dep_ in ("pcomp", "prep") and (tok.tag_ != "VBG" or tok.lemma_.lower() not in _BY_MAKING or not new_object):
            return False  # 'given a kite video' proposes nothing, nor 'by building an understanding of X'
        head = head.head  # "we first analyse ... and then propose X"; a subjectless 'ccomp' is a conjunct misparsed;
        # 'which we solve by proposing X': up from the gerund through its preposition to the verb
        subjects = [c for c in head.children if c.dep_ in ("nsubj", "nsubjpass")]
    return any(_is_self(s) for s in subjects)


# verbs by which a paper makes data of its own ('we collect a kite corpus'), besides the proposal verbs
_DATA_VERBS = PROPOSE_VERBS | frozenset("collect curate gather compile annotate release generate record crowdsource".split())


def builds_data(tok) -> bool:
    """'we collect a new kite corpus', 'we design a strategy to build a rope scene dataset': a data noun as the
    object of a verb that makes data, in a clause the paper is the subject of (found up the verb chain,
    also through 'a strategy to build': the proposal verbs alone need the subject on the verb itself)."""
    if tok.lemma_.lower() not in _DATA_VERBS or tok.pos_ != "VERB" or _is_proposal_verb(tok):
        return False
    if not any(c.dep_ == "dobj" and c.lemma_.lower() in DATASET_HEADS for c in tok.children):
        return False
    head = tok
    for _ in range(4):
        subjects = [c for c in head.children if c.dep_ in ("nsubj", "nsubjpass")]
        if subjects:
            return _is_self(subjects[0]) and subjects[0].dep_ == "nsubj"
        if head.dep_ not in ("conj", "xcomp", "advcl", "acl", "relcl") or head.head is head:
            return False
        head = head.head if head.dep_ != "acl" else head.head.head  # 'a strategy to build X': up to the verb of 'strategy'
    return False


def _says_which_data(span: Span) -> bool:
    """'a rope scene toy dataset', 'KiteSet': a name or a noun says which data; 'a large-scale synthetic dataset'
    or 'associated datasets' only how much or what kind."""
    return any(looks_named(t.text) for t in span) or any(t.pos_ in ("NOUN", "PROPN") for t in span[:-1])


def _data_object_clause(tok) -> Span:
    """The sentence up to what the data noun's prepositions add ('the X dataset of ... standard Y objects':
    Y is no part of what is built)."""
    sent = tok.sent
    obj = next(c for c in tok.children if c.dep_ == "dobj" and c.lemma_.lower() in DATASET_HEADS)
    prep = next((c for c in obj.children if c.dep_ == "prep" and c.i > obj.i), None)
    return sent.doc[sent.start:prep.i] if prep is not None else sent


def _passive_subject(tok, verbs: frozenset[str] = PROPOSE_VERBS) -> Span | None:
    """'X is proposed (in this paper)': the subject phrase, when the tense is the present."""
    if tok.lemma_.lower() not in verbs or tok.tag_ != "VBN":
        return None
    aux = [c.lower_ for c in tok.children if c.dep_ in ("aux", "auxpass")]
    subj = [c for c in tok.children if c.dep_ == "nsubjpass"]
    if not subj or not {"is", "are"} & set(aux) or _PERFECT & set(aux):
        return None
    if subj[0].lower_ in ("it", "this", "that", "which"):
        return None
    sub = subj[0].subtree
    toks = list(sub)
    return tok.doc[toks[0].i:toks[-1].i + 1]


# modifiers that put a passive subject in prior work ('existing detectors are designed to ...')
_PRIOR_WORK = frozenset("existing previous prior current traditional conventional classical standard most many these such other "
                        "some typical earlier common popular".split())


# 'A fast lantern rescaled solver is then developed to ...': a present passive of a proposal verb read off the
# words, for when the parser takes a participle in the subject ('rescaled') for the verb
_PASSIVE_OPENING = re.compile(r"(?:An?)\s+((?:[\w-]+\s+){1,6}?)(?:is|are)\s+(?:(?:then|further|also|first|here|thus)\s+)?"
                              r"(?:proposed|developed|designed|introduced|devised|constructed|presented|formulated)\b")


def passive_by_words(doc: Doc, sent: Span) -> Span | None:
    m = _PASSIVE_OPENING.match(sent.text)
    if m is None:
        return None
    span = _trim(doc, sent.start_char + m.start(), sent.start_char + m.end(1))
    if span is None or not 2 <= len(span.text.split()) <= 6 or is_generic([t.text for t in span]) \
            or any(t.is_stop or t.lower_ in ("called", "so") for t in span):
        return None  # 'a number of models is developed', 'a variant of X': a count or a part, not one new thing
    head = span[-1].lower_
    return span if head in PROPOSAL_HEADS or head.endswith("s") and head[:-1] in PROPOSAL_HEADS else None


def built_in_passive(subject: Span) -> Span | None:
    """'A rope reachability diagram is constructed': the subject of a present passive of a proposal verb is
    the paper's own whatever its head noun (a diagram, a map, a graph), when its words say which one."""
    root = subject.root
    chunk = next((c for c in subject.sent.noun_chunks if c.root.i == root.i), None)
    if chunk is None or root.pos_ not in ("NOUN", "PROPN") or any(t.lower_ in _PRIOR_WORK for t in chunk):
        return None
    span = _trim(subject.doc, chunk.start_char, chunk.end_char)
    if span is None or not 2 <= len(span.text.split()) <= 6 or is_generic([t.text for t in span]) or span[-1].lower_ in GENERIC_WORDS:
        return None
    if not any(t.pos_ in ("NOUN", "PROPN") or "-" in t.text for t in span[:-1]):
        return None  # 'a computational algorithm': only an adjective says which
    return span


def _trim(doc: Doc, start: int, end: int) -> Span | None:
    text = doc.text[start:end]
    start += len(text) - len(text.lstrip())
    text = text.lstrip()
    lead = _LEADING.match(text)
    if lead:
        start += lead.end()
    span = doc.char_span(start, end, alignment_mode="contract")
    if span is None or len(span) == 0:
        return None
    while len(span) and (span[-1].is_punct or span[-1].lower_ in STOPWORDS):
        span = span[:-1]
    return span if len(span) else None


def _called_names(doc: Doc, start: int, limit: int) -> list[Span]:
    """'a post-hoc method called alpha-fit' -> alpha-fit; 'two schemes, namely A and B' -> A, B.
    The cue must come within 120 characters of start; the names run to a clause boundary."""
    m = _NAMING_CUE.search(doc.text, start, limit)
    if not m or m.start() - start > 120:
        return []
    return _name_list(doc, m.end(), limit, split=m.group(0).strip().startswith("namely"))


def _name_list(doc: Doc, start: int, limit: int, split: bool) -> list[Span]:
    """Short names from start to the next clause boundary; with split, a list 'A, B and C'."""
    rest = doc.text[start:min(limit, start + 120)]
    stop = (_LIST_END if split else _NAME_END).search(rest)
    region = rest[:stop.start() if stop else len(rest)]
    parts = re.split(r",\s*(?:and\s+)?|\s+and\s+", region) if split else [region]
    out, off = [], start
    for part in parts:
        at = doc.text.find(part, off) if part else -1
        if at < 0:
            continue
        off = at + len(part)
        text = part.strip("\"'“”‘’ ")
        words = text.split()
        if not 1 <= len(words) <= 6:
            continue
        b = doc.text.find(text, at)
        span = doc.char_span(b, b + len(text), alignment_mode="contract")
        if span is not None and len(span) and not all(t.lower_ in GENERIC_WORDS or t.is_stop for t in span) \
                and not (split and (span[0].pos_ == "PRON" or span[0].tag_ == "VBG" and any(t.pos_ == "ADP" for t in span))):
            out.append(span)  # 'namely X, and adopting Y across Z, we ...': an item opened by 'we', or a gerund with its
            # object and a preposition, is a clause ('drifting tokens' is a name)
    return out


def _colon_list(doc: Doc, start: int, limit: int, abbreviations) -> list[Span]:
    """The items of 'novel schemes: A (SA), B and C', a short form standing for the item that defines it; an
    item of one plain lower-case word ('matching') names nothing alone and drops out. The parentheses are
    read through (blanked for the list's end), unlike in _name_list."""
    if re.match(r"\(?(?:[ivx]+|\d|[a-e])\)", doc.text[start:start + 6]):
        return []  # '...: (i) meta-learning of X and (ii) Y': an enumeration of steps, its items are clauses
    text = re.sub(r"\([^()]{0,40}\)", lambda m: " " * len(m.group()), doc.text[start:limit])
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
            if span is None or not len(span) or not 1 <= len(text_part.split()) <= 6:
                continue
            short = _defined_short(abbreviations, span.start_char, span.end_char)
            if short is not None:
                out.append(short)
            elif (len(text_part.split()) >= 2 or looks_named(text_part)) and not is_generic(text_part.split()):
                out.append(span)
    return out


def _defined_short(abbreviations, start: int, end: int) -> Span | None:
    """An abbreviation whose long form starts inside [start, end]: its short form names the thing."""
    for short, long in abbreviations:
        if start <= long.start_char <= end and short.start_char > long.start_char:
            return short
    return None


def _named_words(doc: Doc, seg: Span) -> list[Span]:
    out = []
    for tok in seg:
        word = _whitespace_word(doc, tok)
        text = word.text
        base = word.start > 0 and doc[word.start - 1].lower_ in ("of", "than", "over", "upon")  # 'a variant of X': X is built on
        if looks_named(text) and text.lower() not in GENERIC_WORDS and text not in NOT_METHODS and word.start >= seg.start \
                and not base and not any(o.start <= word.start < o.end for o in out):
            out.append(word)
    return out


def _earlier_name_as_modifier(doc: Doc, word: Span, sent: Span) -> bool:
    """A name the abstract used before this sentence, written right before a contribution noun."""
    nxt = doc[word.end] if word.end < len(doc) else None
    if nxt is None or nxt.lemma_.lower() not in CONTRIBUTION_HEADS:
        return False
    start = doc[doc._.kg_title_end].idx if doc._.kg_title_end < len(doc) else 0
    return re.search(r"(?<![\w-])%s(?![\w-])" % re.escape(word.text), doc.text[start:sent.start_char]) is not None


# a name closing the sentence after a colon: '... this paper proposes a ... method: KiteNet.'
_FINAL_NAME = re.compile(r":\s+([A-Z][\w+]*(?:-[\w+]+)*)\s*\.?\s*$")


def _capitalised_run(seg: Span) -> Span | None:
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


def _contribution_phrase(doc: Doc, start: int, end: int, heads: frozenset[str] = CONTRIBUTION_HEADS) -> Span | None:
    """The object noun phrase itself, when it describes a contribution ('stochastic feature regularizer');
    `heads`: the head nouns accepted (PROPOSAL_HEADS after a proposal verb)."""
    sent = doc[doc.char_span(start, end, alignment_mode="expand").start].sent if end > start else None
    chunk = next((c for c in sent.noun_chunks if start <= c.start_char < end), None) if sent is not None else None
    if chunk is not None:
        end = min(end, chunk.end_char)  # 'a kite method and redesign ...': the object noun phrase only
    span = _trim(doc, start, end)
    if span is None or not 1 <= len(span.text.split()) <= 7:  # words, not tokens: 'Multi-scale' is one
        return None
    root = span.root
    if root.pos_ not in ("NOUN", "PROPN") or root.lemma_.lower() not in heads and root.lower_ not in heads:
        return None
    span = doc[span.start:root.i + 1]  # 'X for Y' / 'X of Y' are cut by the boundary; drop what trails the head
    if len(span) < 2:
        return None  # a bare 'extension' or 'sampler' says nothing about which
    content = [t for t in span if not (t.is_stop or t.is_punct or t.lower_ in GENERIC_WORDS or t.pos_ in ("DET", "NUM"))]
    vague = generic_terms().get("Vague_modifier", frozenset())
    if not content or not any(t.pos_ in ("NOUN", "PROPN", "VERB") or "-" in t.text or t.i + 1 < span.end and doc[t.i + 1].text == "-"
                               or _PARTICIPLE.search(t.lower_) and t.lower_ not in vague for t in content):
        return None  # only generic words and plain adjectives: 'a general framework', 'an automatic method'
    return span


_ASIDE = re.compile(r",?\s+(?:in|within|through)\s+(?:this|the\s+present|our)\s+(?:paper|work|article|study|note|letter)\s*,?(?=\s)")


def proposals_after(doc: Doc, verb_end: int, sent: Span, abbreviations, on: dict | None = None) -> list[tuple[Span, float]]:
    """What is proposed in the text right after a proposal verb (char offset verb_end); `on` switches
    the naming cues and the unnamed phrase off for ablations."""
    on = on or {}
    aside = _ASIDE.match(doc.text, verb_end, sent.end_char)
    if aside:  # 'we present in this paper X': the object comes after the aside
        verb_end = aside.end()
    rest = doc.text[verb_end:sent.end_char]
    cut = _BOUNDARY.search(rest)
    seg_end = verb_end + (cut.start() if cut else len(rest))
    called = _called_names(doc, verb_end, sent.end_char) if on.get("naming", True) else []
    if called:
        return [(_defined_short(abbreviations, c.start_char, c.end_char) or c, 0.95) for c in called]
    short = _defined_short(abbreviations, verb_end, seg_end)
    if short is not None:
        return [(short, 0.95)]
    seg = doc.char_span(verb_end, seg_end, alignment_mode="contract")
    named = _named_words(doc, seg) if seg is not None else []
    if named and all(_earlier_name_as_modifier(doc, w, sent) for w in named):
        named = []  # 'a new multi-task KO method' after KO was introduced: the phrase is new, KO is not
    if len(named) == 1:
        phrase = _trim(doc, verb_end, seg_end)  # 'the class-balanced XYZ': the modifier is part of the name
        if phrase is not None and phrase.end == named[0].end and len(phrase.text.split()) <= 3 \
                and phrase[0].lower_ not in PROPOSAL_HEADS:  # 'the dataset KiteSet': the kind noun is no part of the name
            return [(phrase, 0.9)]
        if phrase is not None and phrase.start == named[0].start and 2 <= len(phrase.text.split()) <= 5 \
                and all(w[:1].isupper() for w in phrase.text.split()):
            return [(phrase, 0.9)]  # 'Mixed-Variate Restricted Boltzmann Machines': a Title Case name opened by the named word
    if named:
        return [(w, 0.9) for w in named]
    capitals = _capitalised_run(seg) if seg is not None else None
    if capitals is not None:  # 'we present the Lantern Kite Sampler, a method ...': a Title Case name
        return [(capitals, 0.85)]
    last = _FINAL_NAME.search(doc.text, verb_end, sent.end_char)
    if last and looks_named(last.group(1)) and on.get("naming", True):  # '... a method based on X: KiteNet.'
        span = doc.char_span(last.start(1), last.end(1))
        if span is not None:
            return [(span, 0.85)]
    after = doc.text[seg_end:sent.end_char]
    word = _capitalised_object(doc, seg, after) if seg is not None and on.get("naming", True) else None
    if word is not None:  # 'we present Octopus, a learning-based model': the apposition says it is a new thing
        return [(word, 0.85)]
    m = re.match(r"\s*([,:])\s+(?:(?:the|a|an)\s+)?", after)
    if m and on.get("naming", True):  # 'a new framework, NAME (...)', 'novel schemes: A, B and C'
        start = seg_end + m.end()
        listed = _colon_list(doc, start, sent.end_char, abbreviations) if m.group(1) == ":" else []
        if len(listed) > 1:  # 'novel schemes: Kite Pooling (KP), rope loss and ...': each item, not the first short form only
            return [(n, 0.7) for n in listed]
        short = _defined_short(abbreviations, start, start + 2)
        if short is not None:
            return [(short, 0.9)]
        nxt = doc.char_span(start, min(sent.end_char, start + 60), alignment_mode="contract")
        if nxt is not None and len(nxt) and looks_named(_whitespace_word(doc, nxt[0]).text):
            return [(_whitespace_word(doc, nxt[0]), 0.85)]
        if m.group(1) == ":":
            return [(n, 0.7) for n in _name_list(doc, start, sent.end_char, split=True)]
        called_new = _called_new(doc, verb_end, seg_end, after)
        if called_new is not None:
            return [(called_new, 0.7)]
    phrase = _contribution_phrase(doc, verb_end, seg_end, PROPOSAL_HEADS) if on.get("phrase", True) else None
    if phrase is None and on.get("phrase", True):
        phrase = _new_artefact(doc, verb_end, seg_end)
    if phrase is None and on.get("phrase", True):
        bare = _bare_artefacts(doc, verb_end, seg_end, sent)
        if bare:
            return [(b, 0.6) for b in bare]
    if phrase is None:
        purpose = _head_for_purpose(doc, verb_end, seg_end) if on.get("phrase", True) else None
        if purpose is None and on.get("naming", True):
            return _named_after_colon(doc, verb_end, seg_end, sent, abbreviations, on)
        return [(purpose, 0.6)] if purpose is not None else []
    out = [(phrase, 0.6)]
    for conj in phrase.root.conjuncts:  # 'a kite sampler and a rope regularizer': each is a contribution
        if conj.i > phrase.root.i and conj.pos_ in ("NOUN", "PROPN"):
            chunk = next((c for c in sent.noun_chunks if c.root.i == conj.i), None)
            other = _contribution_phrase(doc, chunk.start_char, chunk.end_char, PROPOSAL_HEADS) if chunk is not None else None
            if other is not None:
                out.append((other, 0.6))
    return out


# 'a novel solution to this problem', 'two new methods enabled by X': new things of a contribution kind, unnamed
_UNNAMED_KIND = re.compile(r"\s+(?:a|an|two|three|four|several)\s+(?:[\w-]+\s+){0,3}?(?:%s)s?\b"
                           % "|".join(sorted(CONTRIBUTION_HEADS | {"solution"})))


def _named_after_colon(doc: Doc, verb_end: int, seg_end: int, sent: Span, abbreviations, on: dict) -> list[tuple[Span, float]]:
    """'This paper introduces a novel solution to this challenge: the Kite Fusion Network (KFN)', 'we introduce two
    new methods enabled by X: A and B': an unnamed object whose names come after a colon later in the sentence."""
    m = _UNNAMED_KIND.match(doc.text, verb_end, sent.end_char)
    colon = doc.text.find(":", seg_end, sent.end_char)
    if m is None or colon < 0 or colon - m.end() > 50 or re.search(r"[;(]|\bwe\b", doc.text[m.end():colon]):
        return []  # farther on, the colon closes another phrase ('an algorithm for a new class of robot: X')
    if re.search(r"\b(?:we|it|they|this|these|our)\b|^:\s*\(?\w\)", doc.text[colon:min(sent.end_char, colon + 80)], re.I):
        return []  # '...: first we cluster, then we rank', '...: 1) a kite loss ...' state steps, no names
    return [(p, c) for p, c in proposals_after(doc, colon, sent, abbreviations, on) if p[0].lower_ not in _NO_ITEM]


# words opening a list item that describes ('one based on ...', 'each word ...') rather than names
_NO_ITEM = frozenset("one each every both other a an".split())


_APPOSITION = re.compile(r"\s*,\s+(?:a|an)\s+\S")


def _capitalised_object(doc: Doc, seg: Span, after: str) -> Span | None:
    """'We present Octopus, a learning-based model ...': a single capitalised word as the whole object,
    with an apposition 'a/an ...' right after it, is the name of what is presented (one capital is no
    name-shape, so the named-word rule misses it)."""
    words = [t for t in seg if not t.is_space]
    if len(words) != 1 or not _APPOSITION.match(after):
        return None
    tok = words[0]
    if not re.fullmatch(r"[A-Z][a-z]{2,}", tok.text) or tok.lower_ in STOPWORDS or tok.lower_ in GENERIC_WORDS \
            or tok.pos_ not in ("PROPN", "NOUN"):
        return None
    return doc[tok.i:tok.i + 1]


def _new_artefact(doc: Doc, verb_end: int, seg_end: int) -> Span | None:
    """'we build a core-anchored kite graph': one thing ('a/an', a singular head) right after a proposal verb
    is a new artefact whatever its head noun, when a noun or a hyphen word says which."""
    m = re.match(r"\s*(?:a|an)\s", doc.text[verb_end:seg_end])
    if m is None:
        return None
    span = _trim(doc, verb_end, seg_end)
    if span is None or span.root.tag_ != "NN" or span.root.i != span.end - 1 or not 2 <= len(span.text.split()) <= 6:
        return None
    if is_generic([t.text for t in span]) or span.root.lower_ in GENERIC_WORDS:
        return None
    if not any(t.pos_ in ("NOUN", "PROPN") or "-" in t.text for t in span[:-1]):
        return None  # 'a theoretical analysis': only an adjective says which
    return span


def _bare_artefacts(doc: Doc, verb_end: int, seg_end: int, sent: Span) -> list[Span]:
    """'we propose rope-guided pre-training', 'we propose kite prompt and windy prefix tree': a noun phrase with no
    determiner right after a proposal verb is the name of what is proposed (a kind would be plural: 'we propose
    kite graphs'), when a noun or a hyphen word says which; each phrase of an 'and' list (read from the words:
    the parser often splits such hyphen phrases)."""
    if not _WE_BEFORE.search(doc.text, sent.start_char, verb_end):
        return []  # 'the proposed system allows to develop radiology expertise': what the system does, not what is built
    out = []
    for m in re.finditer(r"[^,]+", doc.text[verb_end:seg_end]):
        for part in re.split(r"\s+and\s+", m.group()):
            text = part.strip()
            b = verb_end + m.start() + m.group().find(text) if text else -1
            span = doc.char_span(b, b + len(text), alignment_mode="contract") if text else None
            if span is None or not _bare_phrase(span):
                return []  # all or nothing: 'we propose X and show that ...' is no list of names
            out.append(span)
    return out


_WE_BEFORE = re.compile(r"\b(?:[Ww]e|[Tt]his\s+(?:paper|work|article|study))\b")


def _bare_phrase(span: Span) -> bool:
    words = span.text.split()
    if not 2 <= len(words) <= 6 or span[0].pos_ in ("PRON", "NUM", "ADV", "ADP") or span[0].is_stop \
            or span[0].tag_ == "VBG" or any(t.pos_ == "DET" or t.tag_ == "POS" for t in span):
        return False  # 'we propose learning the kite function' says what is done, not what is built
    if span[-1].tag_ != "NN" or any(t.tag_ in ("VBZ", "VBD", "VBP", "MD") or t.pos_ in ("ADP", "SCONJ", "CCONJ")
                                    and not (t.whitespace_ == "" and t.nbor(-1).whitespace_ == "") for t in span):
        return False  # a plural is a kind ('we propose kite graphs'); a verb or a preposition makes it a clause or a description
    if is_generic(words) or span[-1].lower_ in GENERIC_WORDS or _verb_read_as_noun(span):
        return False
    if words[-1].lower().split("-")[-1] in task_heads():
        return False  # 'this paper presents lantern rope tracking': a task the paper takes on, new only if it says so
    return any(t.pos_ in ("NOUN", "PROPN") or "-" in t.text for t in span[:-1])


def _verb_read_as_noun(span: Span) -> bool:
    """'approach leverages meta-learning': a verb of use or making, tagged as a plural noun, makes a clause."""
    return any(t.tag_ in ("NNS", "VBZ") and t.lemma_.lower() in _COMPONENT_VERBS | _DATA_VERBS for t in span[1:])


# 'our <long form> (SHORT)', 'our formulation of <long form> (SHORT)': the paper names its own thing
_OUR_BEFORE = re.compile(r"\b[Oo]ur\s+(?:(?:[\w-]+\s+){1,2}of\s+)?$")


def our_short_forms(doc: Doc, abbreviations) -> list[tuple[Span, float]]:
    out = []
    for short, long in abbreviations:
        if long.start < doc._.kg_title_end:
            continue
        before = doc.text[long.sent.start_char:long.start_char]
        if _OUR_BEFORE.search(before) and looks_named(short.text) and short.text not in NOT_METHODS:
            out.append((short, 0.8))
    return out


# what ends the purpose after 'a new method for ...': a clause, a means, a second purpose
_PURPOSE_END = frozenset("which that where whose while by with using via based through to for in , ; : . ( )".split())


def _head_for_purpose(doc: Doc, verb_end: int, seg_end: int) -> Span | None:
    """'we propose a novel approach for sparse kite ranking': the object alone names nothing, so its purpose
    names it ('approach for sparse kite ranking'), as a reader would call the new method."""
    span = _trim(doc, verb_end, seg_end)
    if span is None or len(span) != 1 or span[0].lemma_.lower() not in CONTRIBUTION_HEADS or span[0].tag_ in ("NNS", "NNPS"):
        return None  # 'a new kite method for ...' is named by its own words; 'methods for ...' is a kind
    m = re.match(r"\s+for\s+(?:the\s+|a\s+|an\s+)?", doc.text[seg_end:seg_end + 20])
    if m is None:
        return None
    start = doc.char_span(seg_end + m.end(), seg_end + m.end() + 1, alignment_mode="expand")
    if start is None:
        return None
    end = start.start
    while end < len(doc) and doc[end].lower_ not in _PURPOSE_END and end - start.start < 6 and doc[end].sent == span[0].sent:
        end += 1
    while end > start.start and (doc[end - 1].lower_ in STOPWORDS or doc[end - 1].pos_ in ("ADJ", "DET", "CCONJ", "ADP")):
        end -= 1  # 'for robust and': the object must end in its noun
    words = doc[start.start:end]
    if not len(words) or words.root.pos_ not in ("NOUN", "PROPN", "VERB") or is_generic([t.text for t in words]):
        return None
    if len(words) == 1 and words[0].tag_ == "VBG":
        return None  # 'a framework for dealing with ...': the purpose is cut before its object
    return doc[span.start:end]


_CALLED_NEW = re.compile(r"\s*,\s+(?:a|an)\s+(?:\w+\s+){0,2}?(?:new|novel)\b")


def _called_new(doc: Doc, verb_end: int, seg_end: int, after: str) -> Span | None:
    """'This paper presents kite rope detection, a new setup that ...': the apposition says the object is new,
    whatever its head noun."""
    if not _CALLED_NEW.match(after):
        return None
    span = _trim(doc, verb_end, seg_end)
    if span is None or not 2 <= len(span.text.split()) <= 6 or is_generic([t.text for t in span]):
        return None
    return span


def title_names(doc: Doc) -> list[Span]:
    """What a title names as the paper's own: 'Xyz: A ... for ...' (a name before the colon), and a
    title phrase headed by a contribution noun before its first preposition ('Sparse Ribbon Network
    for Kite Tracking')."""
    end = doc._.kg_title_end
    title = doc[:end]
    out = []
    colon = title.text.find(":")
    body_start = 0
    if colon > 0:
        words = title.text[:colon].split()
        if len(words) <= 3 and any(looks_named(w) for w in words) and not all(w.lower() in GENERIC_WORDS for w in words):
            head = doc.char_span(0, len(title.text[:colon].rstrip()), alignment_mode="contract")
            if head is not None and len(head):
                out.append(head)
        body_start = colon + 1
    body = doc.char_span(body_start, title.end_char, alignment_mode="contract")
    if body is not None and len(body):
        cut = next((t.i for t in body if t.pos_ in ("ADP", "SCONJ") or t.lower_ in ("for", "via", "with", "using")), body.end)
        head = doc[body.start:cut]
        ands = [t.i for t in head if t.lower_ == "and"]  # 'Kite Attention and Lantern Pooling': two contributions
        for a, b in zip([head.start] + [i + 1 for i in ands], ands + [head.end]):
            phrase = doc[a:b]
            while len(phrase) and (phrase[0].pos_ == "DET" or phrase[0].is_punct):
                phrase = phrase[1:]
            words = phrase.text.split()
            if words and (words[0].lower() in USING_GERUNDS or _opens_with_gerund(words)):
                continue  # 'Leveraging Kite Models for ...': built on, not proposed; 'Learning Kite Policy': what is done
            if 2 <= len(words) <= 6 and words[-1].lower().rstrip("s") in CONTRIBUTION_HEADS and not is_generic(words):
                out.append(phrase)
    return out


def _opens_with_gerund(words: list[str]) -> bool:
    """'Extracting Kite Information', 'Pre-training General Kite Representation': a title phrase opened by a word in
    -ing says what the paper does (the tagger reads Title Case gerunds as proper nouns); not a method noun in -ing
    ('Embedding Propagation Network', 'Pooling ...')."""
    first = words[0].lower()
    if len(words) == 2 and words[1].lower().rstrip("s") in _SYSTEM_HEADS:
        return False  # 'Deraining Network': a system named by what it does
    return first.endswith("ing") and len(first) > 5 and first.split("-")[-1] not in CONTRIBUTION_HEADS


_SYSTEM_HEADS = frozenset("network net model architecture module transformer encoder decoder framework method approach algorithm".split())


_UNNAMED = re.compile(r"\s+(?:a|an)\s+(?:[\w-]+\s+){0,3}?(?:%s)\b" % "|".join(sorted(CONTRIBUTION_HEADS | {"solution"})))


def _unnamed_object(doc: Doc, verb_end: int, sent: Span) -> bool:
    """'we propose a uniformly more powerful solution': one new thing, no word of the sentence saying which."""
    return _UNNAMED.match(doc.text, verb_end, sent.end_char) is not None


def title_phrase(doc: Doc) -> list[Span]:
    """The title's words before its first preposition ('Bootstrapped Kite Representation Learning', 'Kite
    Planning Using ...'): what a paper that proposes 'a new method' without naming it is called by."""
    title = doc[:doc._.kg_title_end]
    cut = next((t.i for t in title if t.pos_ in ("ADP", "SCONJ") or t.lower_ in ("for", "via", "with", "using") or t.text == ":"),
               title.end)
    phrase = doc[title.start:cut]
    while len(phrase) and (phrase[0].pos_ == "DET" or phrase[0].is_punct):
        phrase = phrase[1:]
    words = phrase.text.split()
    if not 2 <= len(words) <= 6 or phrase[0].tag_ == "VBG" or _opens_with_gerund(words) \
            or is_generic(words) or words[-1].lower() in GENERIC_WORDS:
        return []  # 'Handling Rope Constraints' says what the paper does, not what it calls its method
    if phrase.text.lower() in doc.text[title.end_char:].lower():
        return []  # the abstract uses the words as a topic ('In kite planning, ...'), not as the paper's name
    return [phrase]


_OPEN, _CLOSE = set("([{\"'“‘"), set(",.;:)]}\"'”’!?")


def _whitespace_word(doc: Doc, tok) -> Span:
    """The whitespace-delimited word around a token ("Lantern-Critic" is three spaCy tokens)."""
    start, end = tok.i, tok.i + 1
    while start > 0 and not doc[start - 1].whitespace_ and doc[start - 1].text not in _OPEN:
        start -= 1
    while end < len(doc) and not doc[end - 1].whitespace_ and doc[end].text not in _CLOSE:
        end += 1
    return doc[start:end]


# verbs by which a paper puts a part into its own method ('we employ a kite fusion module')
_COMPONENT_VERBS = frozenset("use employ adopt integrate incorporate exploit utilize utilise leverage equip add".split())
# heads of a part of a method rather than of a whole one: what 'we use' with them is usually the paper's own
# verbs that put a part into the own method, unlike those that take one up ('leverages a kite autoencoder'):
# after them one new thing of any kind is the paper's own
_PUT_INTO = frozenset("adopt integrate incorporate equip add".split())
_COMPONENT_HEADS = frozenset("module block branch regularizer regularization loss mechanism unit".split())
_NOVELTY = frozenset("novel innovative".split())


def component_proposals(doc: Doc, tok) -> list[tuple[Span, float]]:
    """'our model integrates a two-stage kite sampler', 'we employ a rope fusion module': an unnamed part
    the paper puts into its own method. With 'we' as the subject, only a part-of-a-method head or a
    'novel' phrase counts ('we use a convolutional network' uses an existing one)."""
    if tok.lemma_.lower() not in _COMPONENT_VERBS or tok.pos_ != "VERB":
        return []
    subjects = [c for c in tok.children if c.dep_ == "nsubj"]
    head = tok
    while not subjects and head.dep_ in ("conj", "xcomp") and head.head is not head:
        head = head.head  # 'our model uses X to extract Y and uses Z': Z's verb hangs off 'extract'
        subjects = [c for c in head.children if c.dep_ == "nsubj"]
    if not subjects or not _is_self(subjects[0]):
        return []
    own_method = subjects[0].lemma_.lower() in _OWN_METHOD_NOUNS  # 'our model uses X', not 'we / this paper use X'
    out = []
    for obj in [c for c in tok.children if c.dep_ == "dobj"]:
        for noun in [obj] + [c for c in obj.conjuncts if c.i > obj.i]:
            chunk = next((c for c in noun.sent.noun_chunks if c.root.i == noun.i), None)
            if chunk is None:
                continue
            novel = any(t.lower_ in _NOVELTY for t in chunk)
            if not (own_method or novel or chunk.root.lemma_.lower() in _COMPONENT_HEADS):
                continue
            if _NAMED_NEXT.match(doc.text, chunk.end_char):
                out += _short_form_of(doc, chunk)
                continue
            phrase = _contribution_phrase(doc, chunk.start_char, chunk.end_char)
            if phrase is None and own_method and tok.lemma_.lower() in _PUT_INTO and chunk.root.lemma_.lower() not in PROPOSAL_HEADS:
                phrase = _new_artefact(doc, chunk.start_char, chunk.end_char)  # 'our method adopts a zero-sum kite game'
            if phrase is not None:
                out.append((phrase, 0.6))
    return out


def novel_phrases(sent: Span) -> list[tuple[Span, float]]:
    """'... combined with a novel kite estimator': a contribution phrase the text calls novel is the paper's."""
    out = []
    if not any(t.lower_ in _NOVELTY for t in sent):
        return out  # most sentences: no noun chunks to parse
    for chunk in sent.noun_chunks:
        if not any(t.lower_ in _NOVELTY for t in chunk) or chunk.root.tag_ in ("NNS", "NNPS"):
            continue  # 'novel training schemes': a kind, whose members are named elsewhere
        if _NAMED_NEXT.match(sent.doc.text, chunk.end_char):
            out += _short_form_of(sent.doc, chunk)
            continue
        phrase = _contribution_phrase(sent.doc, chunk.start_char, chunk.end_char)
        if phrase is not None and not any(looks_named(t.text) for t in chunk):
            out.append((phrase, 0.6))  # a named one ('a novel KiteNet model') is found by its name
    return out


def _short_form_of(doc: Doc, chunk: Span) -> list[tuple[Span, float]]:
    """A phrase followed by its name: 'a novel kite approach, called KA' is found by the naming cue (nothing
    here); 'a Kite Fusion Module (KFM)' by the short form defined for it."""
    short = _defined_short(doc._.kg_abbrevs or [], chunk.start_char, chunk.end_char)
    return [(short, 0.8)] if short is not None and doc.text[chunk.end_char:short.start_char].strip() == "(" else []


_NAMED_NEXT = re.compile(r"\s*(?:,\s*)?(?:called|named|dubbed|termed|coined|\()")


# 'our newly collected X', 'a newly constructed dataset X': a word saying the thing is new, before a participle
_NEW_BEFORE = frozenset("new newly".split())


def _own_new_participle(tok) -> bool:
    """'our proposed X', 'our newly collected X', 'a newly constructed dataset X': a participle of a verb that
    makes something, which 'our' or a new-word before it says the paper made (not 'the newly released X',
    which may be another's)."""
    if tok.tag_ != "VBN" and not tok.lower_.endswith("ed") or tok.lemma_.lower() not in _DATA_VERBS | {"propose"}:
        return False
    before = [t for t in tok.doc[max(tok.sent.start, tok.i - 3):tok.i] if t.text != "-"]
    if not before or before[-1].head.i > tok.i + 4 and before[-1].lower_ != "our":
        return False
    if before[-1].lower_ == "our":
        return tok.lower_ == "proposed" or tok.lemma_.lower() != "propose"  # 'our proposed X', 'our designed X'
    if before[-1].lower_ not in _NEW_BEFORE or len(before) < 2:
        return False
    return before[-2].lower_ in ("our", "a", "an")


_NAMING_WORDS = frozenset("called named dubbed termed coined namely".split())
_PHRASE_END_POS = frozenset("AUX ADP CCONJ SCONJ PART PRON DET ADV".split())
_FINITE = frozenset("VB VBZ VBD VBP MD".split())  # a participle ('aging', 'collected') may stand inside a noun phrase


def own_participle_object(doc: Doc, tok, sent: Span, abbreviations, on: dict) -> list[tuple[Span, float]]:
    """What 'our proposed / a newly built ...' introduces: a name or a contribution phrase after the participle,
    else one artefact of any head when a noun or hyphen word says which ('our proposed layer-wise block')."""
    end = tok.i + 1  # the object noun phrase only: 'our proposed model reconstructs HDR images' proposes no HDR
    while end < sent.end and doc[end].pos_ not in _PHRASE_END_POS and doc[end].tag_ not in _FINITE \
            and doc[end].text not in ",.;:()":
        end += 1
    if end < sent.end - 1 and doc[end].text == "," and (end == tok.i + 2 or doc[end + 1].lower_ in _NAMING_WORDS):
        end = sent.end  # 'our proposed network, namely KiteNet', 'our proposed kite extractor, called KE': the name follows
    phrase = doc[sent.start:end]
    after = proposals_after(doc, tok.idx + len(tok.text), phrase, abbreviations, on)[:1]
    if after or not on.get("phrase", True):
        return after
    chunk = next((c for c in sent.noun_chunks if c.start <= tok.i < c.end or c.start == tok.i + 1), None)
    if chunk is None or chunk.end <= tok.i + 1:
        return []
    span = doc[tok.i + 1:chunk.end]
    if not 2 <= len(span.text.split()) <= 6 or is_generic([t.text for t in span]) or span[-1].lower_ in GENERIC_WORDS:
        return []
    if span.root.i != span.end - 1 or not any(t.pos_ in ("NOUN", "PROPN") or "-" in t.text for t in span[:-1]):
        return []  # 'our proposed simple model': only an adjective says which
    if _verb_read_as_noun(span):
        return []
    return [(span, 0.6)]


# 'our KiteNet, composed of a rope module and a lantern branch', 'the proposed framework consists of A and B'
_OWN_PARTS = re.compile(r"\b(?:[Oo]ur|[Tt]he\s+proposed)\s+(?:[\w-]+\s+){0,3}?[\w-]+,?\s+(?:which\s+)?(?:is\s+|are\s+)?"
                        r"(?:mainly\s+)?(?:composed\s+of|consists\s+of|consisting\s+of|comprised\s+of|comprises|comprising)\s+")


# heads of a part made for the own method (a whole network or model in the list is often one taken over)
_PART_HEADS = frozenset("module block branch mechanism unit".split())  # singular: 'core modules' counts, names none


def own_parts(doc: Doc, sent: Span) -> list[tuple[Span, float]]:
    """The parts a sentence says the paper's own method is made of, each a contribution phrase ('a two-stage rope
    module'); not 'other ...' parts, which are taken over."""
    m = _OWN_PARTS.search(sent.text)
    if m is None:
        return []
    start = sent.start_char + m.end()
    stop = re.search(r"[.;:()]|\s(?:that|which|to|for|where|with|is|are|in|on|by|as|from)\s", doc.text[start:sent.end_char])
    end = start + (stop.start() if stop else sent.end_char - start)
    out = []
    for item in re.finditer(r"[^,]+", doc.text[start:end]):
        for part in re.split(r"\s+and\s+|^\s*and\s+", item.group()):
            text = part.strip()
            text = re.sub(r"^(?:namely|i\.e\.|e\.g\.|or|a\)|b\)|c\)|\d\))\s+", "", text)
            if not text or text.split()[0].lower() in ("other", "several", "some", "many", "of"):
                continue
            b = start + item.start() + item.group().find(text)
            phrase = _contribution_phrase(doc, b, b + len(text), _PART_HEADS)
            if phrase is not None and len(phrase) >= 2 and phrase.start_char >= b and phrase.root.tag_ == "NN":
                out.append((phrase, 0.6))
    return out


# rule groups that can be switched off (config "disable") to measure what each contributes
PROPOSAL_GROUPS = ("naming", "passive", "title", "phrase", "components")


@Language.factory("kg_proposals", default_config={"min_confidence": 0.5, "disable": []},
                  requires=["token.dep", "token.tag", "token.lemma", "doc.sents", "doc._.kg_abbrevs"], assigns=["doc._.proposed"])
def make_proposals(nlp: Language, name: str, min_confidence: float, disable: list[str]):
    return ProposalFinder(name, min_confidence, disable)


class ProposalFinder:
    def __init__(self, name: str, min_confidence: float, disable: list[str] = ()):
        self.name = name
        self.min_confidence = min_confidence
        self.on = {g: g not in disable for g in PROPOSAL_GROUPS}

    def __call__(self, doc: Doc) -> Doc:
        abbreviations = doc._.kg_abbrevs or []
        found: list[tuple[Span, float]] = []
        unnamed = False  # 'we propose a new method' without a word saying which
        if doc._.kg_title_end and self.on["title"]:
            found += [(span, 0.8) for span in title_names(doc)]
        for sent in doc.sents:
            if sent.start < doc._.kg_title_end:
                continue  # the title is read by title_name only: its capitals are not names
            if self.on["components"]:
                found += novel_phrases(sent) + own_parts(doc, sent)
            for tok in sent:
                if _is_proposal_verb(tok):
                    after = proposals_after(doc, tok.idx + len(tok.text), sent, abbreviations, self.on)
                    unnamed = unnamed or not after and _unnamed_object(doc, tok.idx + len(tok.text), sent)
                    found += after
                    continue
                if self.on["phrase"] and builds_data(tok):
                    found += [(p, c) for p, c in proposals_after(doc, tok.idx + len(tok.text), _data_object_clause(tok),
                                                                 abbreviations, self.on) if _says_which_data(p)]
                    continue
                if self.on["components"]:
                    found += component_proposals(doc, tok)
                # 'a kite gate function is exploited to ...': an unnamed part put into the own method
                used = _passive_subject(tok, _PUT_INTO | {"exploit"}) if self.on["passive"] else None
                built = built_in_passive(used) if used is not None else None
                if built is not None and not any(looks_named(t.text) for t in built):  # not 'a ResNet backbone is adopted'
                    found.append((built, 0.6))
                subject = _passive_subject(tok) if self.on["passive"] else None
                if subject is None and self.on["passive"] and tok.lower_ == "proposed" and tok.i > 0 \
                        and doc[tok.i - 1].lower_ == "the":  # 'the proposed X': X runs to the next boundary
                    found += proposals_after(doc, tok.idx + len(tok.text), sent, abbreviations, self.on)[:1]
                elif subject is None and self.on["passive"] and _own_new_participle(tok):
                    found += own_participle_object(doc, tok, sent, abbreviations, self.on)
                elif subject is not None:
                    after = proposals_after(doc, subject.start_char, Span(doc, subject.start, subject.end), abbreviations, self.on)
                    built = built_in_passive(subject) if not after and self.on["phrase"] else None
                    found += after if built is None else [(built, 0.6)]
            for m in _NOVEL_CALLED.finditer(sent.text):  # '... via a novel kite sampler, called KS-9': new and named
                if looks_named(m.group(1)):
                    span = doc.char_span(sent.start_char + m.start(1), sent.start_char + m.end(1))
                    if span is not None:
                        found.append((span, 0.85))
            for m in _OUR_NAMED.finditer(sent.text):  # 'our model (KiteNet-S)': the paper's own, named
                head = m.group(1).lower()
                if looks_named(m.group(2)) and (head in CONTRIBUTION_HEADS or head[:-1] in CONTRIBUTION_HEADS):
                    span = doc.char_span(sent.start_char + m.start(2), sent.start_char + m.end(2))
                    if span is not None:
                        found.append((span, 0.85))
            for m in list(_WE_CALL.finditer(sent.text)) + list(_OWN_CALLED.finditer(sent.text)):
                # 'We call this approach RopeBind.', 'Our approach, dubbed RopeBind, ...': the paper names its own thing
                noun = m.group(1).lower()
                if noun not in PROPOSAL_HEADS and noun.rstrip("s") not in PROPOSAL_HEADS:
                    continue  # 'we call this effect X' names a phenomenon, not a contribution
                span = doc.char_span(sent.start_char + m.start(2), sent.start_char + m.end(2))
                if span is not None and (looks_named(span[0].text) or len(span.text.split()) >= 2):
                    # 'we call this system Zero-shot Kite Search (ZKS)': the short form the name defines
                    found.append((_defined_short(abbreviations, span.start_char, span.end_char) or span, 0.85))
            passive = passive_by_words(doc, sent) if self.on["passive"] else None
            if passive is not None:
                found.append((passive, 0.6))
            m = _NAMED_APPOSITION.match(sent.text)
            if m and looks_named(m.group(1)):
                span = doc.char_span(sent.start_char + m.start(1), sent.start_char + m.end(1))
                if span is not None:
                    found.append((span, 0.8))
        if self.on["naming"]:
            found += our_short_forms(doc, abbreviations)
        if unnamed and doc._.kg_title_end and self.on["title"] and not any(s.start >= doc._.kg_title_end for s, _ in found):
            found += [(span, 0.6) for span in title_phrase(doc)]
        unique: dict[str, Span] = {}
        for span, conf in found:
            if conf < self.min_confidence or span.text in unique:
                continue
            span._.confidence = conf
            span._.extractor = self.name
            unique[span.text] = span
        doc._.proposed = list(unique.values())
        return doc
