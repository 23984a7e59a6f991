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

The component lives here; what it reads: proposal_verbs (which verbs propose and who does),
proposal_objects (what follows the verb), proposal_names (which words of a phrase name it),
proposal_titles and proposal_parts (new parts of the own method).
"""
from __future__ import annotations

import re

from spacy.language import Language
from spacy.tokens import Doc, Span

from kg.extract import extensions
from kg.extract.doc_reads import doc_text, noun_chunks, reads_cached
from kg.extract.lexicon import CONTRIBUTION_HEADS, GENERIC_WORDS, STOPWORDS, is_generic, looks_named, means_key, tool_terms
from kg.extract.proposal_names import PROPOSAL_HEADS, called_names, contribution_phrase, defined_short, named_by_adjectives
from kg.extract.proposal_objects import (
    DERIVED_NOUNS, another_contribution, our_short_forms, proposals_after, relative_object, title_echoed_object,
)
from kg.extract.proposal_parts import (
    OWN_SENTENCE, PUT_INTO, TAKEN_OVER, applied_step, clause_parts, component_proposals, counted_parts, described_new_data,
    novel_phrases, own_new_participle, own_participle_object, own_parts, placed_in_own,
)
from kg.extract.results import unit_after_figure
from kg.extract.proposal_siblings import listed_siblings, plural_named
from kg.extract.proposal_titles import (
    echoed_title, last_resort_title, title_means, title_names, title_owned, title_phrase, unnamed_object, with_complement,
)
from kg.extract.proposal_verbs import (
    PRIOR_WORK, builds_data, built_in_passive, data_object_clause, is_proposal_verb, mined_making, object_start, passive_by_words,
    passive_subject, says_which_data, wants_contribution_head,
)

extensions.register()

_NAMED_APPOSITION = re.compile(r"^\s*([A-Z][A-Za-z0-9]*(?:[-–][A-Za-z0-9]+)*)\s*,\s+(?:a|an|the)\s+(?:\w+[-\s]){0,4}?"
                               r"(?:novel|new|simple|general|unified|principled|framework|method|approach|model|algorithm)")
_OUR_NAMED = re.compile(r"\b[Oo]ur\s+(?:[\w-]+\s+){0,2}?(\w+)\s*(?:\(\s*|,\s+)([A-Z][\w.+]*(?:-[\w.+]+)*)(?=\s*[),])")
# 'Our algorithm, Kite Rope Sampling with Lanterns, is ...': a Title Case name in apposition to 'our <head>', closed by a
# comma (function words inside, each other word capitalised, the last one too)
_OUR_TITLED = re.compile(r"\b[Oo]ur\s+(?:[\w-]+\s+){0,2}?(\w+),\s+"
                         r"([A-Z][\w-]*(?:\s+(?:with|of|for|and|via|in|on|to)?\s*[A-Z][\w-]*){1,6}),")
# 'At the heart of our approach is a rope gating module', 'Central to the proposed framework are X and Y': a copula whose
# subject follows it, and what stands at the core of the paper's own thing is its own part
_AT_THE_CORE = re.compile(r"\b(?:[Aa]t\s+the\s+(?:core|heart|centre|center)\s+of|[Cc]entral\s+to)\s+"
                          r"(?:our|this|the\s+proposed)\s+(?:[\w-]+\s+){0,3}?(\w+)\s+(?:is|are|lies|lie)\s")
_NOVEL_CALLED = re.compile(r"\b(?:a|an)\s+(?:novel|new)\s+[^.;()]{0,80}?\b(?:called|named|dubbed|termed|coined|"
                           r"(?:that|which)\s+we\s+(?:call|term|dub|name))\s+(?:as\s+)?"
                           r"([A-Za-z][\w+]*(?:-[\w+]+)*)")
# 'we call this approach X', 'we term the resulting model X', 'we refer to our method as X'; 'we call it X': the pronoun
# stands for what the sentences before built, so no head word is there to check
_WE_CALL = re.compile(r"\b[Ww]e\s+(?:call|term|dub|name|coin|refer\s+to)\s+(?:(?:this|our|the\s+resulting|the|such\s+an?|these)\s+"
                      r"(?:[\w-]+\s+){0,2}?([\w-]+)|it|them)\s+(?:as\s+)?(?:the\s+)?([A-Z][\w+]*(?:-[\w+]+)*(?:\s+[A-Z][\w+]*(?:-[\w+]+)*){0,3})")
# 'our approach, dubbed X, ...', 'this framework, called X': the paper's own thing, named outside a proposal sentence
_OWN_CALLED = re.compile(r"\b(?:[Oo]ur|[Tt]his|[Tt]he\s+proposed)\s+(?:[\w-]+\s+){0,3}?([\w-]+),?\s+(?:called|dubbed|named|termed|coined)\s+(?:as\s+)?"
                         r"([A-Z][\w+]*(?:-[\w+]+)*(?:\s+[A-Z][\w+]*(?:-[\w+]+)*){0,3})")
# 'we introduce "kite contour maps", which ...', "we propose 'Rope Gating' (RG)": the paper's own thing written in quotes as the
# whole object of a proposal verb (only 'a / an / the' and 'new / novel' before it, a clause boundary after it); the quotes
# mark a name the paper coins, though its words may be plain ones that no name rule reads
_QUOTED_OBJECT = re.compile(r"\b[Ww]e\s+(?:introduce|propose|present|develop|design)[sd]?\s+(?:(?:a|an|the)\s+)?(?:(?:new|novel)\s+)?"
                            r"[\"“‘']([^\"“”‘’'.;:()]{3,60}?)[\"”’'](?=\s*[,.;:(]|\s+(?:that|which|to|for|as|in|with|where)\b)")
# 'We demonstrate KiteBot, a system ...', 'we curate RopeQA - a dataset of ...': a verb that shows or makes data, a name as its
# whole object and an apposition saying what it is; the name is the paper's own (use verbs such as 'we adopt X, a ...' are not here)
_WE_SHOW_NAMED = re.compile(r"\b[Ww]e\s+(?:(?:also|then|further|first|here|now)\s+)?(?:demonstrate|contribute|establish|prepare|"
                            r"showcase|curate|collect|release|compile|gather|crowdsource)(?:d|ed)?\s+"
                            r"([A-Z][\w+]*(?:[-–][\w+]+)*)\s*(?:,|–|—|--|-)\s*(?:a|an)\s")


# 'we then combine both kite losses into a rope-aware tracking framework': what the paper's parts are put into is
# its own whole (not 'into an existing / the standard X', which is used)
_WE_INTEGRATE_INTO = re.compile(r"\b[Ww]e\s+(?:(?:also|then|further|finally|now|next)\s+)?(?:integrate|combine|unify|incorporate|fuse)\s+"
                                r"[^.;:()]{1,80}?\s(?:in|into|within)\s+(?:a|an|one)\s+(?!(?:existing|standard|conventional|off-the-shelf)\b)"
                                r"([^.;:(),]{1,80})")


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

    @reads_cached
    def __call__(self, doc: Doc) -> Doc:
        abbreviations = doc._.kg_abbrevs or []
        found: list[tuple[Span, float]] = []
        unnamed = False  # 'we propose a new method' without a word saying which
        described: list[tuple[Span, float]] = []  # new data called by its description, unless found by another rule
        extended: list[tuple[Span, float]] = []  # a whole the paper integrates parts into, added after the title fallback
        owned: list[tuple[Span, float]] = []  # 'our kite module', added after the title fallback unless it restates a proposal
        if doc._.kg_title_end and self.on["title"]:
            found += [(span, 0.8) for span in title_names(doc)] + [(span, 0.7) for span in title_owned(doc)]
        for sent in doc.sents:
            if sent.start < doc._.kg_title_end:
                continue  # the title is read by title_name only: its capitals are not names
            sent_text = sent.text  # read once: a Span makes its text anew from its tokens on every read
            if self.on["components"]:
                found += novel_phrases(sent) + own_parts(doc, sent) + clause_parts(sent)
                described += described_new_data(sent)
            if self.on["phrase"]:
                extended += _integrated_whole(doc, sent)
            for tok in sent:
                if is_proposal_verb(tok):
                    after = proposals_after(doc, object_start(tok), sent, abbreviations, self.on)
                    if not after and (own := relative_object(tok)) is not None:  # 'a kite sampler that we introduce'
                        after = [(own, 0.6)]
                    if wants_contribution_head(tok):
                        after = [(p, c) for p, c in after if _derived_artefact(p)]
                    if not after and self.on["phrase"] and any(c >= self.min_confidence for _, c in found) \
                            and (more := another_contribution(doc, tok, sent)) is not None:
                        after = [(more, 0.6)]  # 'we also propose a discretized flow': one more thing beside those found
                    if not after and self.on["title"] and (echo := title_echoed_object(doc, tok, object_start(tok), sent)) is not None \
                            and not any(s.text.lower() == echo.text.lower() for s, _ in found):
                        after = [(echo, 0.6)]  # 'we introduce kite critics' under 'Contrastive Critics for X' (not the title's
                        # own name again in lower case: 'Kite Critics: ...' and 'we introduce kite critics')
                    adjectives_only = all(named_by_adjectives(p) for p, _ in after)  # none, or 'a novel causal framework'
                    unnamed = unnamed or adjectives_only and unnamed_object(doc, object_start(tok), sent) \
                        and not mined_making(tok)  # 'we contribute a dataset of X': no sign the title names it
                    found += after
                    continue
                if self.on["phrase"] and builds_data(tok):
                    found += [(p, c) for p, c in proposals_after(doc, tok.idx + len(tok.text), data_object_clause(tok),
                                                                 abbreviations, self.on) if says_which_data(p)]
                    continue
                if self.on["components"]:
                    found += component_proposals(doc, tok)
                # 'a kite gate function is exploited to ...': an unnamed part put into the own method
                used = passive_subject(tok, PUT_INTO | {"exploit"}) if self.on["passive"] else None
                built = built_in_passive(used) if used is not None else None
                if built is not None and not any(looks_named(t.text) for t in built):  # not 'a ResNet backbone is adopted'
                    found.append((built, 0.6))
                elif used is None and self.on["passive"] and (step := applied_step(tok)) is not None:
                    found.append((step, 0.6))  # 'a kite-level attention is used to refine ...': a step of the own pipeline
                subject = passive_subject(tok) if self.on["passive"] else None
                if subject is None and self.on["passive"] and tok.lower_ == "proposed" and tok.i > 0 \
                        and doc[tok.i - 1].lower_ == "the":  # 'the proposed X': X runs to the next boundary
                    found += _inside_phrase(doc, tok, proposals_after(doc, tok.idx + len(tok.text), sent, abbreviations, self.on))[:1]
                elif subject is None and self.on["passive"] and own_new_participle(tok):
                    found += own_participle_object(doc, tok, sent, abbreviations, self.on)
                elif subject is not None:
                    after = proposals_after(doc, subject.start_char, Span(doc, subject.start, subject.end), abbreviations, self.on)
                    built = built_in_passive(subject) if not after and self.on["phrase"] else None
                    found += after if built is None else [(built, 0.6)]
            if self.on["phrase"]:
                found += _stated_contributions(doc, sent, abbreviations, self.on) + _shown_superior(sent)
                owned += _owned_phrases(doc, sent)
                found += _at_the_core(doc, sent, abbreviations, self.on)
                found += _nominal_proposals(doc, sent, abbreviations, self.on)
            for m in _NOVEL_CALLED.finditer(sent_text):  # '... via a novel kite sampler, called KS-9': new and named
                # 'a new kite penalty called Tail Slack Penalty (TSP)': a name of several words, read by its short form
                start = sent.start_char + m.start(1)
                short = defined_short(abbreviations, start, start)
                if looks_named(m.group(1)) or short is not None:
                    span = short or doc.char_span(start, sent.start_char + m.end(1))
                    if span is not None:
                        found.append((span, 0.85))
            for m in list(_OUR_NAMED.finditer(sent_text)) + list(_OUR_TITLED.finditer(sent_text)):
                # 'our model (KiteNet-S)', 'our algorithm, Kite Rope Sampling,': the paper's own, named
                head = m.group(1).lower()
                named = looks_named(m.group(2)) or " " in m.group(2)  # a Title Case run of words is a name
                if named and (head in CONTRIBUTION_HEADS or head[:-1] in CONTRIBUTION_HEADS):
                    span = doc.char_span(sent.start_char + m.start(2), sent.start_char + m.end(2))
                    if span is not None:
                        found.append((span, 0.85))
            for m in list(_WE_CALL.finditer(sent_text)) + list(_OWN_CALLED.finditer(sent_text)):
                # 'We call this approach RopeBind.', 'Our approach, dubbed RopeBind, ...': the paper names its own thing
                noun = (m.group(1) or "").lower()
                if m.group(1) and noun not in PROPOSAL_HEADS and noun.rstrip("s") not in PROPOSAL_HEADS:
                    continue  # 'we call this effect X' names a phenomenon, not a contribution
                span = doc.char_span(sent.start_char + m.start(2), sent.start_char + m.end(2))
                if span is not None and (looks_named(span[0].text) or len(span.text.split()) >= 2):
                    # 'we call this system Zero-shot Kite Search (ZKS)': the short form the name defines
                    found.append((defined_short(abbreviations, span.start_char, span.end_char) or span, 0.85))
            if self.on["naming"]:
                found += _quoted_objects(doc, sent, abbreviations)
                found += _shown_names(doc, sent)
                found += _yielded_names(doc, sent, abbreviations)
                found += [(n, 0.8) for n in plural_named(doc, sent, [s for s, _ in found], abbreviations)]
            passive = passive_by_words(doc, sent) if self.on["passive"] else None
            if passive is not None:
                found.append((passive, 0.6))
            m = _NAMED_APPOSITION.match(sent_text)
            if m and looks_named(m.group(1)):
                span = doc.char_span(sent.start_char + m.start(1), sent.start_char + m.end(1))
                if span is not None:
                    found.append((span, 0.8))
        if self.on["naming"]:
            found += our_short_forms(doc, abbreviations)
        if unnamed and doc._.kg_title_end and self.on["title"] and not any(
                s.start >= doc._.kg_title_end and not named_by_adjectives(s) for s, _ in found):
            found += [(with_complement(span), 0.6) for span in title_phrase(doc)]
        found += extended
        if self.on["title"] and doc._.kg_title_end:
            # a thing described by adjectives only ('a novel causal framework') leaves the title to name it
            nothing = not any(c >= self.min_confidence and not named_by_adjectives(s) for s, c in found)
            described_only = not nothing and _described_only(doc, found, self.min_confidence)
            if nothing or described_only:
                found += [(span, 0.6) for span in title_means(doc)]
            if described_only:  # 'we propose a matching method' under 'Adaptive Kite Matching for X'
                found += [(span, 0.6) for span in echoed_title(doc, [s for s, c in found if c >= self.min_confidence
                                                                     and s.start >= doc._.kg_title_end])]
            if nothing:
                found += [(span, 0.6) for span in last_resort_title(doc)]  # nothing proposed at all: the title names it
        found += [(d, c) for d, c in described if not any(s.start < d.end and d.start < s.end for s, _ in found)]
        if self.on["phrase"]:
            owned += _referred_back(doc)
        found += _not_restated(doc, owned, found, self.min_confidence)
        if self.on["naming"]:  # names listed beside a proposed name, written as it is, are the paper's too
            found += [(s, 0.7) for s in listed_siblings(doc, [s for s, c in found if c >= self.min_confidence], abbreviations)]
            found += _own_variants(doc, [s for s, c in found if c >= self.min_confidence])
            own = [s for s, c in found if c >= self.min_confidence]
            found += _named_subject_proposals(doc, own, abbreviations, self.on)
            found += [(p, 0.7) for sent in doc.sents if sent.start >= doc._.kg_title_end for p in counted_parts(doc, sent, own)]
            if self.on["components"]:
                found += [(p, 0.7) for p in placed_in_own(doc, own)]
        unique: dict[str, Span] = {}
        for span, conf in found:
            if conf < self.min_confidence or span.text in unique or unit_after_figure(span):
                continue
            span._.confidence = conf
            span._.extractor = self.name
            unique[span.text] = span
        doc._.proposed = list(unique.values())
        return doc


# the naming rules read a name (a short form, a called-name, a named word, a title's name) at this confidence or
# above; the phrase rules read a description below it
_NAMED_CONFIDENCE = 0.8


def _described_only(doc: Doc, found: list[tuple[Span, float]], min_confidence: float) -> bool:
    """The abstract proposes something and describes it only ('a meta-algorithm', 'the proposed model is a kite
    process'): no rule found a name for it, so the title is where the paper names its method."""
    kept = [(s, c) for s, c in found if c >= min_confidence]
    return any(s.start >= doc._.kg_title_end for s, _ in kept) and all(c < _NAMED_CONFIDENCE for _, c in kept)


# 'Our main contribution is X', 'The key contributions of this work are two-fold: (1) X; and (2) Y', 'another
# contribution of this work is to introduce X': the paper says what it contributes with a copula instead of a proposal verb
# (or with a copula before one)
_RANK = r"(?:(?:main|key|primary|principal|major|central|core|technical|first|second|third|another|other)\s+){0,3}"
_OUR_CONTRIBUTION = re.compile(
    r"\b(?:[Oo]ur\s+" + _RANK + r"contributions?|"
    r"(?:[Tt]he|[Aa]|[Oo]ne|[Aa]nother)\s+" + _RANK + r"contributions?\s+of\s+"
    r"(?:this|our|the\s+present)\s+(?:paper|work|article|study))\s+(?:is|are|includes?|consists?\s+of)"
    r"(?:\s+(?:two|three|four)[-\s]?fold)?\s*:?"
    r"(?:\s*to\s+(?:propose|introduce|present|develop|design|devise|construct|build|create)\b)?")
_ITEM_MARK = re.compile(r"(?:(?<=[\s:;,])|^)\(?\s*(?:\d|i{1,3}|iv|[a-d])\s*\)")
# what the paper does, not a thing it builds: 'is to show how ...', 'include the derivation of a known X'
_NOT_A_THING = re.compile(r"\s*(?:to|that|how|whether|the\s+[a-z]+\s+of)\b")


def _stated_contributions(doc: Doc, sent: Span, abbreviations, on: dict) -> list[tuple[Span, float]]:
    """`_OUR_CONTRIBUTION`: what follows is read as the object of a proposal verb; a numbered list ('(1) X; (2) Y'),
    item by item."""
    m = _OUR_CONTRIBUTION.search(sent.text)
    if m is None:
        return []
    start = sent.start_char + m.end()
    marks = [sent.start_char + k.end() for k in _ITEM_MARK.finditer(sent.text, m.end())]
    out = []
    for pos in marks or [start]:
        first = next((t for t in sent if t.idx >= pos and not t.is_space), None)
        if first is not None and first.pos_ not in ("VERB", "AUX", "PRON") and not _NOT_A_THING.match(doc_text(doc), pos):
            out += proposals_after(doc, pos, sent, abbreviations, on)  # not '(i) we show ...; (ii) use a X'
    return out


_BEATEN = {"outperform", "surpass", "outmatch", "beat"}
# what a winner is compared with: the baselines or earlier work, not another named thing ('X outperforms Y')
_AGAINST_BASELINES = re.compile(r"\b(?:baselines?|existing|state-of-(?:the-)?art|previous|prior|competing|conventional|"
                                r"current)\b", re.I)


# 'By the introduction of a rope operator we ...', 'this leads to the derivation of a new kite estimator': a noun of
# proposing, with the new thing after 'of a / an', proposes as its verb does ('development', 'creation' of a thing are
# as often the field's goal: 'the development of a safe kite remains open')
_NOMINAL_PROPOSAL = re.compile(r"(?<![\w-])(?:introduction|derivation|design|proposal|construction)\s+of\s+(?=(?:a|an)\s)")
_NEW_WORD = re.compile(r"(?:a|an)\s+(?:new|novel)\b")


def _nominal_proposals(doc: Doc, sent: Span, abbreviations, on: dict) -> list[tuple[Span, float]]:
    """`_NOMINAL_PROPOSAL` in a sentence of the paper's own ('we', 'our', 'this paper') or of a thing called new: what
    follows is read as the object of a proposal verb is; refused: a word saying it is another's or earlier
    ('the derivation of a classical result')."""
    out = []
    for m in _NOMINAL_PROPOSAL.finditer(sent.text):
        if not (OWN_SENTENCE.search(sent.text) or _NEW_WORD.match(sent.text, m.end())):
            continue
        start = sent.start_char + m.end()
        out += [(s, c) for s, c in proposals_after(doc, start, sent, abbreviations, on)
                if not _TAKEN_OVER.search(doc_text(doc)[start:s.end_char]) and not _known_tool(s, abbreviations)
                and not any(t.lower_ in PRIOR_WORK for t in doc[max(s.start - 2, 0):s.end])]
    return out


def _known_tool(span: Span, abbreviations) -> bool:
    """'the derivation of an expectation maximization (EM) algorithm': a name (or the long form of a short form) the
    venues write as a tool used (mined tool_terms) is derived for the paper's case, not new."""
    forms = [span.text] + [lf.text for sf, lf in abbreviations if sf.text == span.text]
    return any(means_key(f) in tool_terms() for f in forms)


def _at_the_core(doc: Doc, sent: Span, abbreviations, on: dict) -> list[tuple[Span, float]]:
    """`_AT_THE_CORE`: what stands after the copula is read as the object of a proposal verb, when the thing it is the
    core of is of a contribution kind ('at the heart of our analysis / this problem is X' says what an argument or a
    problem turns on)."""
    m = _AT_THE_CORE.search(sent.text)
    if m is None or m.group(1).lower() not in PROPOSAL_HEADS and m.group(1).lower().rstrip("s") not in PROPOSAL_HEADS:
        return []
    if _CORE_NOT_ONE.match(sent.text, m.end()):
        return []  # 'is the adoption of a rope model' takes one up; 'are two new techniques where (i) ...' counts a list
    start = sent.start_char + m.end() - 1
    read = proposals_after(doc, start, sent, abbreviations, on)
    chunk = next((c for c in noun_chunks(sent) if c.start_char >= start), None)
    if chunk is None or called_names(doc, start, sent.end_char):
        return read  # 'is a kite module, termed KiteNet': the name a cue gives is the part's
    return [(s, c) for s, c in read if s.start < chunk.end]  # not 'a rope predictor built atop Gaussian Processes'


_CORE_NOT_ONE = re.compile(r"(?:the\s+(?:adoption|use|concept|idea|notion)\s+of\b|(?:two|three|four|several|multiple)\s)", re.I)


def _shown_superior(sent: Span) -> list[tuple[Span, float]]:
    """'KiteNet beats the baselines', 'trials confirm the superiority of KiteNet over prior samplers', 'KiteNet was
    found to be superior to existing kites': a name the abstract sets against the baselines or
    earlier work is the paper's own method (a method it only uses is what it is compared with, not the winner)."""
    if not _AGAINST_BASELINES.search(sent.text):
        return []
    out = []
    for tok in sent:
        winner = None
        if tok.lemma_.lower() in _BEATEN and tok.pos_ == "VERB":
            winner = next((c for c in tok.children if c.dep_ in ("nsubj", "nsubjpass")), None)
        elif tok.lower_ == "superior":
            head = tok
            for _ in range(3):  # 'X is shown to be superior': the subject sits on a verb above the adjective
                winner = next((c for c in head.children if c.dep_ in ("nsubj", "nsubjpass")), None)
                if winner is not None or head.head.i == head.i:
                    break
                head = head.head
        elif tok.lower_ == "superiority":
            of = next((c for c in tok.children if c.dep_ == "prep" and c.lower_ == "of"), None)
            winner = next((c for c in of.children if c.dep_ == "pobj"), None) if of is not None else None
        if winner is None or any(c.dep_ in ("det", "poss") for c in winner.children):
            continue  # 'the / our X' is a described thing, not a name
        name = _written_together(sent, winner.i)
        if looks_named(name.text):
            out.append((name, 0.6))
    return out


def _written_together(sent: Span, i: int) -> Span:
    """The tokens around token i with no space between them ('KS-Net' is three tokens)."""
    doc, start, end = sent.doc, i, i + 1
    while start > sent.start and not doc[start - 1].whitespace_ and doc[start - 1].text not in "([{\"'“":
        start -= 1
    while end < sent.end and not doc[end - 1].whitespace_ and doc[end].text not in ")]},.;:\"'”":
        end += 1
    return doc[start:end]


def _derived_artefact(span: Span) -> bool:
    """'we derive a kite minimal solver / two link functions': what a derivation builds is new when it is of a
    contribution kind; 'we derive a rope SDE / a concentration inequality' states a result about a known object."""
    return any(t.lemma_.lower() in PROPOSAL_HEADS or t.lower_ in PROPOSAL_HEADS for t in (span.root, span[-1]))


def _quoted_objects(doc: Doc, sent: Span, abbreviations) -> list[tuple[Span, float]]:
    """The quoted whole object of a proposal verb (`_QUOTED_OBJECT`), or the short form it defines; six words at most."""
    out = []
    for m in _QUOTED_OBJECT.finditer(sent.text):
        start, end = sent.start_char + m.start(1), sent.start_char + m.end(1)
        span = doc.char_span(start, end)
        if span is not None and len(m.group(1).split()) <= 6 and m.group(1) == m.group(1).strip():
            out.append((defined_short(abbreviations, start, end) or span, 0.85))
    return out


def _shown_names(doc: Doc, sent: Span) -> list[tuple[Span, float]]:
    """'We demonstrate KiteBot, a system for ...', 'We curate RopeQA, a dataset of ...' (`_WE_SHOW_NAMED`); one capitalised
    word ('Bridge') counts too, the apposition saying it is a new thing."""
    out = []
    for m in _WE_SHOW_NAMED.finditer(sent.text):
        name = m.group(1)
        if not (looks_named(name) or re.fullmatch(r"[A-Z][a-z]{2,}", name) and name.lower() not in STOPWORDS | GENERIC_WORDS):
            continue
        span = doc.char_span(sent.start_char + m.start(1), sent.start_char + m.end(1))
        if span is not None:
            out.append((span, 0.85))
    return out


# 'we remove X to yield the Kite Estimator', 'this yields KITE-A', 'leading to our Rope-Gate scheme': a name as what the
# text's steps give (the object of yield / lead to / result in / give rise to), a head noun of a contribution kind at most
# after it and a clause boundary next ('lead to the Kite Effect in X', 'yields the new SOTA performance' are no names of things)
_YIELDED_NAME = re.compile(
    r"(?i:\b(?:yield(?:s|ed|ing)?|(?:lead(?:s|ing)?|led)\s+to|result(?:s|ed|ing)?\s+in|(?:give[sn]?|gave|giving)\s+rise\s+to))\s+"
    r"(?:the\s+|(our)\s+)?(?:(?:new|novel|proposed)\s+)?"
    r"([A-Z][\w*+]*(?:[-–][\w*+]+)*(?:\s+[A-Z][\w*+]*(?:[-–][\w*+]+)*){0,5})(?:\s+([a-z]+))?"
    r"(?=\s*(?:[(),;:.—–]|$)|\s+(?:which|that|where|for)\b)")
# a sentence that tells of others' work before the verb: a citation, or a word of time ('(2023) proposed X, giving rise
# to Kite Sampling (KS)', 'classical estimation relies on Y (resulting in KITE-IS)')
_OTHERS_BEFORE = re.compile(r"\bet\s+al\b|\(\s*(?:19|20)\d\d|\b(?:19|20)\d\d\s*\)"
                            r"|\b(?:existing|previous|prior|traditional|conventional|classical|earlier)\b", re.I)


def _yielded_names(doc: Doc, sent: Span, abbreviations) -> list[tuple[Span, float]]:
    """`_YIELDED_NAME`: the name (one word written like a name, or a Title Case run), with its head noun, or the short form
    it defines; the verb a verb ('results in the X benchmark' is the noun), the name new there (not met earlier in the
    abstract, nor after a sign of others' work, unless 'our' owns it) and no mined tool."""
    out = []
    for m in _YIELDED_NAME.finditer(sent.text):
        verb = doc.char_span(sent.start_char + m.start(), sent.start_char + m.start() + len(m.group(0).split()[0]))
        words = m.group(2).split()
        head = m.group(3)
        if verb is None or verb[0].pos_ != "VERB" or head and head not in PROPOSAL_HEADS and head[:-1] not in PROPOSAL_HEADS:
            continue
        if not m.group(1) and _OTHERS_BEFORE.search(sent.text[:m.start()]):
            continue
        if not (looks_named(words[0]) if len(words) == 1 else all(w.lower() not in STOPWORDS for w in words)):
            continue
        start = sent.start_char + m.start(2)
        end = sent.start_char + (m.end(3) if head else m.end(2))
        body = doc[doc._.kg_title_end].idx if doc._.kg_title_end < len(doc) else 0
        if not m.group(1) and re.search(r"(?<![\w-])%s(?![\w-])" % re.escape(m.group(2)), doc_text(doc)[body:start]):
            continue
        span = defined_short(abbreviations, start, end) or doc.char_span(start, end)
        if span is not None and not _known_tool(span, abbreviations):
            out.append((span, 0.8))
    return out


_NAMED_WHOLE = re.compile(r"\s*(?:\(|,\s*[A-Z])")


def _integrated_whole(doc: Doc, sent: Span) -> list[tuple[Span, float]]:
    """`_WE_INTEGRATE_INTO`: the whole, when its noun phrase is a contribution kind a word says which of."""
    out = []
    for m in _WE_INTEGRATE_INTO.finditer(sent.text):
        if _NAMED_WHOLE.match(sent.text, m.end(1)) or re.search(r"\b(?:we\s+call|called|named|dubbed|termed|and)\b", m.group(1)):
            continue  # 'into a rope network (RN)', '..., KiteNet', '... we call KiteNet': a name rule names it; 'and' cuts it
        phrase = contribution_phrase(doc, sent.start_char + m.start(1), sent.start_char + m.end(1), PROPOSAL_HEADS)
        if phrase is not None:
            out.append((phrase, 0.6))
    return out


def _own_variants(doc: Doc, proposed: list[Span]) -> list[tuple[Span, float]]:
    """'RopeNet-L', 'KITE-SSL', 'KITE-v2': a proposed name with a hyphen suffix holding a capital or a digit is a variant
    of the paper's own thing (the paper proposes KITE and reports KITE-SSL), not a method it uses; a lower-case suffix
    describes ('KITE-based', 'KITE-generated')."""
    names = {p.text for p in proposed if len(p) == 1 and looks_named(p.text)}
    out = []
    for name in names:
        for m in re.finditer(r"(?<![\w-])%s-([A-Za-z0-9]+)(?![\w-])" % re.escape(name), doc_text(doc)):
            if m.group(1).islower() or m.start() < doc[:doc._.kg_title_end].end_char:
                continue
            span = doc.char_span(m.start(), m.end())
            if span is not None:
                out.append((span, 0.8))
    return out


# verbs by which the paper's own named method makes a new part ('KiteNet introduces a rope pruning strategy');
# not 'give / present', which a method does to its results ('KiteNet gives a 5% gain'), nor 'construct / build',
# which it does at run time ('KiteNet constructs a rope graph for each input')
_NAMED_MAKES = frozenset("propose introduce design devise develop".split())
# verbs by which the own thing hands over a new one ('KiteSet provides a rope synthesis method', 'our theory provides a
# general kite calibration framework'): read only with a contribution head after them (`_handed_over`), which a result
# ('a 5% gain') does not have
_NAMED_GIVES = frozenset("provide offer".split())


def _named_subject_proposals(doc: Doc, proposed: list[Span], abbreviations, on: dict) -> list[tuple[Span, float]]:
    """'KiteNet introduces X', 'The KDN further designs X (SX)', 'KiteSet provides a X': a name the paper proposes, or
    'our' + a noun ('our theory provides a X'), as the subject of a verb that makes or hands over something, says
    that X is the paper's own too (is_self knows only 'we', 'our method')."""
    names = {p.text for p in proposed if p.start >= doc._.kg_title_end or looks_named(p[-1].text)}
    out = []
    for tok in doc[doc._.kg_title_end:]:
        lemma = tok.lemma_.lower()
        if lemma not in _NAMED_MAKES and lemma not in _NAMED_GIVES or tok.pos_ != "VERB" or tok.tag_ in ("VBN", "VBG"):
            continue
        subject = next((c for c in tok.children if c.dep_ == "nsubj"), None)
        if subject is None:
            continue
        words = doc[subject.left_edge.i:subject.i + 1]
        text = words[1:].text if words[0].lower_ == "the" else words.text
        ours = [c.lower_ for c in subject.children] == ["our"] and subject.tag_ == "NN"
        if not (text in names or subject.text in names and looks_named(subject.text) or ours):
            continue
        after = [s for s, _ in proposals_after(doc, tok.idx + len(tok.text), tok.sent, abbreviations, on)
                 if not _TAKEN_OVER.search(doc_text(doc)[tok.idx:s.end_char])]
        if lemma in _NAMED_GIVES:
            after = [s for s in after if _handed_over(tok, s)]
        if not after and lemma == "introduce" and (part := _introduced_part(tok)) is not None:
            after = [part]  # 'KiteNet introduces cross-level rope dynamics': an own part of any head
        out += after
    return [(s, 0.7) for s in out]


def _handed_over(verb, span: Span) -> bool:
    """What 'KiteSet provides' hands over is one new thing: the phrase holds the object's head, which 'a / an' opens
    and no comparative grades (not 'provides valid kite estimates', 'offers a more stable rope procedure', 'provides a
    gain over KiteNet': outputs and results, or a name inside them, on venue text)."""
    obj = next((c for c in verb.children if c.dep_ == "dobj"), None)
    if obj is None or not span.start <= obj.i < span.end or obj.left_edge.lower_ not in ("a", "an"):
        return False
    return not any(t.tag_ in ("JJR", "RBR") for t in obj.doc[obj.left_edge.i:obj.i])


def _introduced_part(verb) -> Span | None:
    """The object of 'KiteNet introduces': one phrase of two to six words with no determiner that points back ('the',
    'its') and no name, quantity or word of taking over in it, that a noun or a hyphen word before the head says
    which of ('cross-level kite dynamics', 'a rope gating mechanism'; not 'additional computational overhead', 'little
    cost', whose words before the head are adjectives of amount)."""
    obj = next((c for c in verb.children if c.dep_ == "dobj"), None)
    chunk = next((c for c in noun_chunks(verb.sent) if obj is not None and c.root.i == obj.i), None)
    if chunk is None or chunk[0].pos_ == "DET" and chunk[0].lower_ not in ("a", "an"):
        return None
    span = chunk[1:] if chunk[0].pos_ == "DET" else chunk
    words = [t.text for t in span]
    if not 2 <= len(words) <= 6 or is_generic(words) or span[-1].lower_ in GENERIC_WORDS or TAKEN_OVER.search(span.text):
        return None
    if any(looks_named(w) or t.like_num or t.pos_ == "PRON" for w, t in zip(words, span)):
        return None
    return span if any(t.pos_ in ("NOUN", "PROPN") or "-" in t.text for t in span[:-1]) else None


# 'KiteNet introduces an external pretrained rope model (RM)': a word saying the part is another's, taken over
# ('introduces the concept of X': a known idea brought in)
_TAKEN_OVER = re.compile(TAKEN_OVER.pattern + r"|\bthe\s+(?:concept|idea|notion|use)\s+of\b", re.I)


def _owned_phrases(doc: Doc, sent: Span) -> list[tuple[Span, float]]:
    """'our kite correlation module extracts ...', 'the applicability of our rope methodology': a contribution phrase
    'our' owns (not 'our proposed X' or 'our newly built X', read by own_participle_object; not a phrase holding or
    followed by a name, which the name rules read)."""
    out = []
    for tok in sent:
        if not _owner_word(tok):
            continue  # (tested before the head is made: most words are no owner)
        noun = tok.head
        if noun.i <= tok.i + 1 or noun.tag_ != "NN":
            continue
        if any(t.tag_ in ("VBN", "RB") or t.lower_ in _EARLIER for t in doc[tok.i + 1:noun.i]) or _derived_from(noun):
            continue
        if any(looks_named(w) for w in doc[tok.i + 1:min(noun.i + 2, sent.end)].text.split()):
            continue  # 'our Rope-Walk dataset', 'our two-stage module KiteBlock': the name rules name it
        phrase = contribution_phrase(doc, doc[tok.i + 1].idx, noun.idx + len(noun.text), PROPOSAL_HEADS)
        if phrase is not None and phrase.end == noun.i + 1 and noun.lemma_.lower() not in _WHOLE_HEADS:
            out.append((phrase, 0.6))
    return out


def _inside_phrase(doc: Doc, proposed, read: list[tuple[Span, float]]) -> list[tuple[Span, float]]:
    """What the reading after 'the proposed' found inside the noun phrase 'proposed' modifies: 'the proposed method
    achieves the best KiteQA score' proposes nothing; a name in the rest of the clause is what the method is compared
    with, run on or built from ('the proposed approach generates rope trajectories (RT)'). A name given by a naming cue
    is kept wherever the parse hangs it ('the proposed algorithm, referred to as KiteNet, shows ...')."""
    noun = proposed.head
    if proposed.dep_ != "amod" or noun.i <= proposed.i or called_names(doc, proposed.idx, proposed.sent.end_char):
        return read
    while noun.dep_ in ("compound", "amod", "nmod") and noun.head.i > noun.i:
        noun = noun.head  # 'the proposed two-stage initialization algorithm': a tagger may hang 'proposed' on a modifier
    return [(s, c) for s, c in read if noun.left_edge.i <= s.start and s.end - 1 <= noun.right_edge.i]


def _referred_back(doc: Doc) -> list[tuple[Span, float]]:
    """'we equip the tracker with a rope fusion scheme ... this scheme keeps ...': a part the abstract first brings in
    with 'a / an' and later calls its own with a bare 'our / this / the proposed' head is the paper's, whatever verb
    brought it in. The first mention is read as an owned phrase is (a word must say which; no name, no word saying the
    part is another's, no whole head)."""
    out = []
    for tok in doc[doc._.kg_title_end + 1:]:
        head = tok.lemma_.lower()
        if tok.tag_ != "NN" or head not in PROPOSAL_HEADS or head in _WHOLE_HEADS or not _bare_own(tok.nbor(-1)):
            continue
        first = next((t for t in doc[doc._.kg_title_end:tok.i] if t.tag_ == "NN" and t.lemma_.lower() == head), None)
        words = _indefinite_words(first) if first is not None else None
        phrase = contribution_phrase(doc, words.start_char, words.end_char, PROPOSAL_HEADS) if words is not None else None
        if phrase is not None and phrase.end == first.i + 1:
            out.append((phrase, 0.6))
    return out


def _indefinite_words(noun) -> Span | None:
    """The words after 'a / an' up to the noun, when they may name a new part of the paper's: not a predicate ('signals
    are a noisy function of X' describes the signals), not a name, a participle, another's part or the authors' earlier one."""
    det = next((c for c in noun.children if c.dep_ == "det" and c.lower_ in ("a", "an")), None)
    if det is None or noun.dep_ == "attr" or noun.i < det.i + 2:
        return None
    words = noun.doc[det.i + 1:noun.i + 1]
    if any(looks_named(t.text) or t.tag_ in ("VBN", "RB") or t.lower_ in _EARLIER or t.lower_ == "baseline" for t in words) \
            or TAKEN_OVER.search(words.text):
        return None
    return words


def _bare_own(tok) -> bool:
    """'our' / 'this' / 'proposed' (after 'the') right before a head: the paper refers back to its own thing."""
    return _owner_word(tok) or tok.lower_ == "this" and tok.dep_ == "det"


def _owner_word(tok) -> bool:
    """'our' before a noun phrase, or 'proposed' after 'the' ('the proposed rope attention mechanism improves X'): the
    word saying the phrase is the paper's own. 'the proposed X' is read after a proposal verb's object is, up to the next
    boundary; where the sentence goes on with a verb of X ('... improves accuracy'), that reading finds no phrase."""
    if tok.lower_ == "our":
        return tok.dep_ == "poss"
    return tok.lower_ == "proposed" and tok.dep_ == "amod" and tok.i > 0 and tok.nbor(-1).lower_ == "the"


# heads by which an abstract refers back to its whole contribution ('our learning approach', 'our summarization method'):
# a second label for what the proposal sentence names; a part or an artefact ('our rope module', 'our kite dataset') is
# often named nowhere else
_WHOLE_HEADS = frozenset("method approach model framework algorithm network architecture system technique methodology".split())
# 'our previous kite method', 'our own model', 'our second rope mechanism, the X': the authors' earlier work, a stress on
# whose it is, or one of several things the abstract tells apart by their place in a list
_EARLIER = frozenset("own previous prior earlier original former existing first second third final".split())


def _derived_from(noun) -> bool:
    """'a variant / an extension of our kite method': what is new is the variant; the base may be the authors' earlier work."""
    of = noun.head
    return of.lower_ == "of" and of.dep_ == "prep" and of.head.lemma_.lower() in DERIVED_NOUNS


def _content_words(span: Span) -> set[str]:
    return {t.lemma_.lower() for t in span if not (t.is_stop or t.is_punct or t.lower_ in GENERIC_WORDS)} | \
        {w.lower() for t in span for w in t.text.split("-") if len(w) > 2 and w.lower() not in GENERIC_WORDS | STOPWORDS}


def _not_restated(doc: Doc, owned: list[tuple[Span, float]], found: list[tuple[Span, float]],
                  min_confidence: float) -> list[tuple[Span, float]]:
    """The owned phrases that share no word with another proposal (of the title, or of the body with the rest of its
    sentence): 'our kite framework' after 'we propose KiteNet, a kite-based framework' is a second label for the same
    thing, not a second proposal."""
    said = set()
    for s, c in found:
        if c >= min_confidence:  # with what the body's sentence says of it after it ('KiteNet, a rope tracking network')
            said |= _content_words(s if s.start < doc._.kg_title_end else doc[s.start:s.sent.end])
    return [(p, c) for p, c in owned if not _content_words(p) & said]
