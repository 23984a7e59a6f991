"""Quantitative results inside claims -> doc._.results (a list of ResultSpan, one per number).

Each number is bound to the metric, dataset and baseline of its own clause. A claim sentence is cut
into clauses where the dependency parse starts a new verb clause (a conjoined verb, "whereas ...",
"; ..."); a fronted frame ("On X and Y, ...", "Experiments on X show that ...") belongs to every
clause after it. Inside a clause each slot is read nearest the number first:
- metric: the noun the number quantifies ("41% less memory", "96.1% of the accuracy"), else the
  metric named before "of NUM" ("an AUC of 0.912"), else the object of the change verb ("improves
  the normalized score by 12.4 points"), else a Metric entity of the clause; "x faster" is speed;
- dataset: the Dataset entities of the clause, else of the frame;
- baseline: what follows "over", "than", "compared with", "relative to", "against", "versus" or
  the object of "outperforms"/"matches", as a Method entity or a short noun phrase, else nothing.
Changes ("by 3%", "2x faster", "3% lower") are relative with a direction; levels ("reaches 82%")
are absolute. In "A compared with B for Y" and "X reaches A, whereas Y reaches B" the second number
is Y's own figure (its `method`), sharing A's metric and dataset, and Y becomes A's baseline.
"""
from __future__ import annotations

import json
import re
from dataclasses import dataclass, replace

from spacy.language import Language
from spacy.tokens import Doc, Span

from kg.extract import extensions
from kg.extract.doc_reads import doc_text, reads_cached
from kg.extract.lexicon import (CHANGE_NOUNS, DATA_DIR, DECREASE_WORDS, GENERIC_WORDS, GRADING_ADJECTIVES, INCREASE_WORDS,
                                gazetteer, hyphen_word, method_names_folded, metric_names_folded)
from kg.extract.task_rules import first_conjunct

extensions.register()


@dataclass
class ResultSpan:
    """One number on doc._.results; start/end are character offsets of the number as written."""

    claim: int  # index into doc._.claims
    start: int
    end: int
    text: str
    value: float
    unit: str  # "%", "x", "points", "orders of magnitude" or ""
    direction: str  # increase | decrease for a change, level for an absolute value, "" unknown
    relative: bool  # a change against something (by 3%, 2x faster), not a level (reaches 82%)
    metric: str = ""
    dataset: str = ""
    baseline: str = ""
    method: str = ""  # whose figure it is, when the clause names another system ("0.89 for Y")
    qualifier: str = ""  # up to | more than | less than | about | within | from | to ...
    confidence: float = 0.6
    extractor: str = "kg_results"


# units of measure mined from the venue abstracts by scripts/mine_units.py ("12 ms", "30 FPS")
MEASURE_UNITS = tuple(json.loads((DATA_DIR / "units.json").read_text(encoding="utf-8"))["units"])
_MEASURE = "|".join(re.escape(u) for u in sorted(MEASURE_UNITS, key=len, reverse=True))
_FIGURE_BEFORE = re.compile(r"\d(?:[.,]\d+)?\s*$")
# a unit per another ("52 mm/s", "30 km/h", "5 Nm/rad") is one unit of measure: a speed is no length; a markup
# remnant after the slash ("mm/sup 2/" of an exported superscript) is none
_PER = r"(?:/(?!(?:sup|sub|spl)\b)[A-Za-z]+)?"
_UNIT = re.compile(r"(?:" + _MEASURE + r")" + _PER)


def unit_after_figure(span: Span) -> bool:
    """'the proposed system runs at 52 FPS', 'a bandwidth of 70 Hz': a mined unit of measure right after a figure
    says what a value is counted in, never what is built or used (the first name after 'the proposed X' may be one)."""
    return bool(_UNIT.fullmatch(span.text.rstrip("."))) and bool(_FIGURE_BEFORE.search(doc_text(span.doc)[max(0, span.start_char - 12):span.start_char]))


_WORDS = {"twice": 2, "thrice": 3, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9,
          "ten": 10, "eleven": 11, "twelve": 12, "an": 1, "a": 1, "several": None}
# what makes "N times" a factor: a comparative or a change noun after it ("3 times faster", "5 times speedup")
TIMES_NEXT = (r"faster|slower|higher|lower|more|less|fewer|larger|smaller|better|longer|shorter|speed|improvements?|gains?|"
               r"increases?|reductions?|decreases?|boosts?|accelerations?")
# a factor may be written with a capital X right after the figure ("2.5X faster", "a 12X reduction"), not "X-ray";
# a decimal may drop its leading zero ("an F1 score of .78", as the APA style writes scores that cannot exceed 1);
# a figure after "@" is the cut-off of a measure's name ("nDCG@10", "mAP@0.5"), no value: read as one, it cut the name
# off from the value it measures
_NUM = re.compile(
    r"(?<![\w.\-^@])(?<![^%]/)(?P<sign>[+\-−])?(?P<num>\d+(?:,\d{3})*(?:\.\d+)?|\.\d+)"
    r"(?P<unit>X(?![\w\-])|\s*(?:%\s*points?\b|%|percent\b|×|x(?![\w])|-?fold\b|\s?(?:percentage\s)?points?\b|-points?\b(?=\s+(?:" + TIMES_NEXT + r"))|\s?pp\b|\s?times\b(?=\s+(?:" + TIMES_NEXT + r")))"
    r"|\s+orders?\s+of\s+magnitude\b|\s(?-i:" + _MEASURE + r")" + _PER + r"\b)?(?![\w])(?!\s*\d)(?!\.\d)"
)
_WORD_MAGNITUDE = re.compile(r"\b(?P<num>one|two|three|four|five|six|seven|eight|nine|ten|an)\s+(?P<unit>orders?\s+of\s+magnitude)\b", re.I)
# words that make a figure approximate or a bound ("by up to 3%", "an improvement of about 2%")
_ABOUT = r"up to|over|about|nearly|almost|approximately|around|more than|roughly"
NUMBER_WORDS = "two|three|four|five|six|seven|eight|nine|ten"
# factors said in words or after "a factor of": "twice as fast", "three times fewer", "by a factor of 4"
_WORD_TIMES = re.compile(r"\b(?:(?P<w>twice|thrice)|(?P<n>" + NUMBER_WORDS + r")\s+times)"
                         r"(?=\s+(?:as\b|(?:" + TIMES_NEXT + r")\b))", re.I)
_FACTOR = re.compile(r"\ba factor of\s+(?:(?:" + _ABOUT + r"|at least)\s+)?"
                     r"(?P<num>\d+(?:\.\d+)?|" + NUMBER_WORDS + r")\b(?![.,]\d|\s*%|\s*[\^/]|\s+orders?\b)"
                     r"(?:\s*(?:[-–]|to)\s*(?P<num2>\d+(?:\.\d+)?|" + NUMBER_WORDS + r")\b(?![.,]\d|\s*%|\s*[\^/]))?", re.I)  # "of 3-20"
# "best on 7 out of 9 datasets", "in three of the four tasks": a count of wins; the total is no result of its own
# (after a word that says the system won or did well there: "tested X on 12 of 14 tasks" counts no wins)
_WIN = (r"\b(?:best|highest|lowest|top|outperform\w*|state[- ]of[- ]the[- ]art|sota|better|win\w*|improv\w*|"
        r"surpass\w*|superior|higher|lower|beats?|first place|correctly|succe\w*|solv\w*)\b")
_COUNT = (r"(?<![\w.\-/])(?P<num>\d+|one|" + NUMBER_WORDS + r")\s+(?P<out>out\s+)?of\s+"
          r"(?:the\s+)?(?P<total>\d+|" + NUMBER_WORDS + r"|eleven|twelve)\b(?![.,]\d|\s*[%×x]|\s*-)")
_OUT_OF = re.compile(_WIN + r"[^.;]{0,80}?" + _COUNT, re.I)
# "On 7 out of 8 tasks, X performs best", "in 5 of the 6 settings our method is better": the count fronts its clause
# and the word that makes it a win follows in that clause
_OUT_OF_FIRST = re.compile(r"(?:^|[,;:]\s*|\bthat\s+)(?:(?:on|in|for|across|among|at)\s+)?" + _COUNT
                           + r"[^.;]{0,80}?" + _WIN, re.I)


def win_counts(text: str) -> list[re.Match]:
    """The counts of wins in one sentence's text, the win word before or after the count, in text order."""
    seen: dict[int, re.Match] = {}
    for m in list(_OUT_OF.finditer(text)) + list(_OUT_OF_FIRST.finditer(text)):
        seen.setdefault(m.start("num"), m)
    return [seen[k] for k in sorted(seen)]


# "one to two orders of magnitude", "four or five times faster": the first end of a range in words takes the second's unit
_WORD_RANGE = re.compile(r"\b(?P<a>one|" + NUMBER_WORDS + r")\s+(?:to|or|-)\s+(?=(?:" + NUMBER_WORDS + r")\s+"
                         r"(?P<unit>orders?\s+of\s+magnitude\b|times\s+(?:" + TIMES_NEXT + r")\b))", re.I)
# "cuts X by one-fifth", "by about one-third": a change by a fraction written in words
_BY_FRACTION = re.compile(r"\bby\s+(?:(?:" + _ABOUT + r")\s+)?"
                          r"(?P<num>one[- ](?P<den>half|third|fourth|quarter|fifth|tenth))\b", re.I)
_DENOMINATORS = {"half": 2, "third": 3, "fourth": 4, "quarter": 4, "fifth": 5, "tenth": 10}
# "2 to 4 times faster", "from 60 to 75%": the first end of a range takes the unit written after the second
_TO_RANGE = re.compile(r"(?<![\w.\-/])(?P<a>\d+(?:\.\d+)?)\s+to\s+(?=\d+(?:\.\d+)?(?P<unit>\s*%|\s*×|x(?![\w])|-fold\b|"
                       r"\s+times\s+(?=(?:" + TIMES_NEXT + r")\b)|\s+orders?\s+of\s+magnitude\b|(?P<bare>\s+times\b)))", re.I)
_QUALIFIERS = re.compile(
    r"(?:\b(?P<q>up to|more than|over|at least|at most|less than|fewer than|below|above|nearly|almost|about|"
    r"around|approximately|roughly|within|only|from|to|as much as|as little as))\s*$",
    re.I,
)
_CHANGE_AFTER = re.compile(
    r"^\s*(?P<w>higher|more|better|larger|greater|faster|improvements?|gains?|increases?|boosts?|speed[- ]?ups?|"
    r"lower|less|fewer|smaller|slower|reductions?|decreases?|drops?|declines?|cheaper|shorter|longer|relative)\b",
    re.I,
)
# "10% absolute improvement", "15.2% AUROC increase": a change noun after up to three words that qualify it
_CHANGE_NOUN_AFTER = re.compile(
    r"^\s*(?:(?!(?:of|the|a|an|in|on|for|to|and|or|with|at|by|from)\b)[A-Za-z][\w@-]*\s+){1,3}"
    r"(?P<w>improvements?|gains?|increases?|boosts?|speed[- ]?ups?|enhancements?|reductions?|decreases?|drops?|"
    r"degradations?|declines?|savings?)\b", re.I)
_DOWN_WORDS = re.compile(r"^(?:lower|less|fewer|smaller|slower|reductions?|decreases?|drops?|degradations?|declines?|savings?|"
                         r"cheaper|shorter)$", re.I)
_ABOUT_WORDS = frozenset(("nearly", "almost", "about", "around", "approximately", "roughly", "only"))
_BY_BEFORE = re.compile(r"\bby(?:\s+(?:" + _ABOUT + r"|relatively|absolutely|at least|as much as|an? (?:absolute|relative|average)(?: of)?|"
                        r"(?:on )?average|an?\s+(?:[\w-]+\s+)?margins?\s*\(\s*(?:(?:" + _ABOUT + r")\s*)?))?\s*$", re.I)
# ('by a large margin (more than 6%)': the figure in brackets is the margin's)
# the number right after the comparison word is the compared system's own figure ("compared with 0.89")
_PARTNER_BEFORE = re.compile(r"(?:\bcompared (?:with|to)|\bversus|\bvs\.?|(?<!more )(?<!less )(?<!fewer )(?<!rather )\bthan|"
                             r"\bagainst)(?:\s+(?:only|about|just|a|an|the))?\s*$", re.I)
_BASELINE_CUE = re.compile(
    r"\b(?:over|than|against|versus|vs\.?|compared (?:with|to)|relative to|in comparison (?:with|to)|"
    r"outperform\w*|surpass\w*|beat\w*|match\w*|exceed\w*|outstrip\w*)\s+",
    re.I,
)
_NOT_BASELINE = re.compile(r"^(?:\d|[+\-−]\d|time|the course|iterations?|epochs?|rounds?|steps?|all|one|two|three|four|five|ten|"
                           r"twice|an? order|orders|a factor|half)\b", re.I)
# "an improvement of 3%", "a 2x reduction": the change noun makes the number a change
# "an increase in accuracy of 0.4%": the measure may come between the change noun and "of"
_CHANGE_OF = re.compile(r"\b(?:improvement|gain|increase|reduction|decrease|drop|boost|speed-?up|saving|enhancement|"
                        r"margin)s?(?:\s+in\s+[A-Za-z][\w\-]*(?:\s+[A-Za-z][\w\-]*){0,2})?\s+of(?:\s+(?:" + _ABOUT + r"|average))?(?:\s*[~∼≈])?\s*$",
                        re.I)  # 'a reduction of ∼13%': a sign of about
_PLUS = re.compile(r"\(\s*\+\s*$")  # "(+ 2.8%)" after a from-to pair
CHANGE_VERBS = frozenset(
    "improve boost increase raise enhance outperform gain accelerate speed lift add "
    "reduce lower decrease cut drop shrink save decline halve".split()
)
_LEVEL_VERBS = frozenset("achieve reach obtain attain score get record".split())
_SPREAD_BEFORE = re.compile(r"\b(?:rang\w*|var(?:y|ies|ied|ying)|spann?\w*)\s+from\s*$", re.I)
_OUTPERFORM = frozenset("outperform surpass beat exceed outstrip".split())
# heads that name a measured quantity when no Metric entity does ("in model size", "in inference time")
_MEASURE_HEADS = frozenset("size speed time latency memory cost accuracy error rate score throughput runtime "
                           "parameters flops energy consumption footprint length usage overhead coverage precision recall "
                           "ratio".split())
_DOWN_VERBS = frozenset("reduce lower decrease cut drop shrink save decline halve".split())
# heads that never name what was measured on their own
_VAGUE = frozenset("performance result results improvement improvements gain gains number amount value values "
                   "state art margin margins level levels factor order".split()) | GENERIC_WORDS
_CLAUSE_DEPS = ("conj", "advcl", "parataxis", "ccomp", "relcl")
_FRAME_VERBS = frozenset("show demonstrate indicate reveal confirm suggest verify find".split())


def _unit(raw: str | None) -> str:
    u = (raw or "").strip().lower()
    if not u:
        return ""
    if u in ("%", "percent"):
        return "%"
    if u.startswith("%"):  # "3% points": percentage points
        return "points"
    if u in ("×", "x", "-fold", "fold", "times"):
        return "x"
    if "magnitude" in u:
        return "orders of magnitude"
    if "point" in u or u == "pp":
        return "points"
    return raw.strip()  # a unit of measure as written: "ms", "FPS"


def _clauses(sent: Span) -> list[tuple[int, int, bool]]:
    """(start token, end token, is_frame) clause pieces of a sentence, in order."""
    starts = {sent.start}
    frames = set()
    for tok in sent:
        if tok.text == ";" and tok.i + 1 < sent.end:
            starts.add(tok.i + 1)
        if tok.dep_ in _CLAUSE_DEPS and tok.pos_ in ("VERB", "AUX") and tok.i > sent.start:
            left = tok.left_edge.i
            if tok.dep_ == "advcl" and left < tok.head.i:  # fronted "Trained on X, ..." adjunct
                starts.add(left)
                starts.add(tok.right_edge.i + 1)
                continue
            if tok.dep_ == "advcl" and not (any(c.dep_ == "mark" and c.lower_ in ("whereas", "while", "although")
                                                for c in tok.children) and any(c.dep_ == "nsubj" for c in tok.children)):
                continue  # "while using ...", "achieving ..." stay with their clause; "whereas Y reaches" does not
            if tok.dep_ == "ccomp" and tok.head.lemma_.lower() in _FRAME_VERBS:
                frames.add(tok.head.i)
                starts.add(left)
                continue
            if tok.dep_ in ("conj", "parataxis", "relcl") or tok.dep_ == "advcl":
                cc = [c.i for c in tok.head.children if c.dep_ == "cc" and c.i < tok.i and c.i > tok.head.i]
                starts.add(min([left] + cc) if tok.dep_ == "conj" else left)
    # ", and X ..." where the parser missed the conjoined verb; ", and by 2% on Y" stays (an elided verb)
    for tok in sent[1:-1]:
        nxt = tok.doc[tok.i + 1]
        if tok.lower_ in ("and", "but", "whereas") and tok.doc[tok.i - 1].text in (",", ";") \
                and nxt.pos_ not in ("ADP", "NUM") and not nxt.like_num:
            starts.add(tok.i)
    # a fronted prepositional phrase up to the first comma frames the whole sentence
    first = sent[0]
    if first.dep_ == "prep" and first.head.i > first.i:
        comma = next((t.i for t in sent if t.text == "," and t.i < first.head.i), None)
        if comma is not None:
            starts.add(comma + 1)
            frames.add(first.i)
    bounds = sorted(s for s in starts if sent.start <= s < sent.end) + [sent.end]
    out = []
    for a, b in zip(bounds, bounds[1:]):
        out.append((a, b, any(a <= f < b for f in frames)))
    return out


def _trim(tokens: list) -> str:
    """A noun phrase as a node would carry it: no determiners, possessives, numbers or trailing 'baseline'."""
    toks = [t for t in tokens if t.dep_ not in ("det", "poss", "case", "punct", "nummod", "predet")
            and t.lower_ not in ("our", "their", "its", "the", "a", "an")
            and not ("-" in hyphen_word(t) and hyphen_word(t) in GRADING_ADJECTIVES)]  # 'state-of-the-art X'
    while toks and toks[0].text == "-":
        toks = toks[1:]
    while toks and toks[-1].lower_ in ("baseline", "baselines", "model", "models", "method", "methods") and len(toks) > 1 \
            and any(_names_thing(t) for t in toks[:-1]):  # "pre-trained models" stays whole, "R-CNN baseline" is R-CNN
        toks = toks[:-1]
    while toks and (toks[0].pos_ in ("ADP", "CCONJ") or toks[0].pos_ == "ADV" and not _before_participle(toks[0])
                    or toks[0].lower_ in ("average", "mean", "overall", "same")):
        toks = toks[1:]
    text = " ".join(t.text for t in toks).replace(" - ", "-").replace(" -", "-").replace("- ", "-").strip(" .,;:")
    if not toks or any(t.like_num for t in toks) or toks[-1].lemma_.lower() in _VAGUE and len(toks) == 1:
        return ""
    if all(t.lower_ in _VAGUE or t.is_stop for t in toks) or not any(_names_thing(t) for t in toks):
        return ""  # "the best", "the original": modifiers without what they modify
    return text


def _names_thing(t) -> bool:
    return t.pos_ in ("NOUN", "PROPN", "X") or any(ch.isupper() for ch in t.text)


def _before_participle(t) -> bool:
    """'the widely used X', 'a commonly exploited Y': an adverb on the participle that modifies the noun."""
    return t.pos_ == "ADV" and t.head.tag_ in ("VBN", "VBG") and t.head.dep_ == "amod"


def _phrase(doc: Doc, i: int, stop: int) -> list:
    """The noun phrase that starts at token i: determiners, modifiers, nouns; no clause, no preposition."""
    out = []
    for t in doc[i:stop]:
        if t.pos_ in ("DET", "ADJ", "NOUN", "PROPN", "NUM", "PART") or t.text in ("-", "'s") or t.dep_ in ("compound", "amod") \
                or _before_participle(t) and t.head.i == t.i + 1 < stop:  # not "very long periods"
            if t.pos_ == "NUM" and out:
                break
            out.append(t)
        else:
            break
    return out


def _data_before_bracket(doc: Doc, n: "_Number", ents) -> list[Span]:
    """'Market-A (95.4%), Street-B (88.6%)': a value that opens a bracket right after a Dataset name is that name's
    (the name after it is the next value's); so is one after 'on A by' ('on the A dataset by 1%, on B by 4%')."""
    i = n.first - 1
    if i < 1 or doc[i].text != "(" and doc[i].lower_ != "by":
        return []
    if i > 1 and doc[i - 1].lemma_.lower() in _DATA_SETS:
        i -= 1  # "the A dataset (95.4%)"
    names = [e for e in ents if e.label_ == "Dataset" and e.end == i]
    if doc[n.first - 1].lower_ == "by":  # one name that 'on' opens: "on A and B by 2%" stays with both
        names = [e for e in names if _evaluated_on(doc, e)]
    return names


def _evaluated_on(doc: Doc, e: Span) -> bool:
    """'on the A dataset': the data a figure is measured on, not the data a system was 'trained on'."""
    i = e.start - 1 - (e.start > 1 and doc[e.start - 1].lower_ == "the")
    return i >= 0 and doc[i].lower_ == "on" and "train" not in doc[i].head.lemma_.lower()


def _entities_in(ents, a: int, b: int, label: str) -> list[Span]:
    return [e for e in ents if e.label_ == label and a <= e.start and e.end <= b]


def _join(spans) -> str:
    seen = []
    for s in spans:
        if s.text not in seen:
            seen.append(s.text)
    return ", ".join(seen)


def _name_in(tokens: list, ents: list[Span], label: str) -> str:
    if not tokens:
        return ""
    a, b = tokens[0].i, tokens[-1].i + 1
    hit = [e for e in ents if e.label_ == label and e.start < b and a < e.end]
    if len(hit) > 1 and label == "Metric" and hit[-1].start - hit[0].end <= 1:
        return hit[0].doc[hit[0].start:hit[-1].end].text  # "exact match accuracy" tagged as two
    return _join(hit) if hit else ""


_NUMBER_PREFIX = re.compile(r"^(?:(?:than|of|by|about|over|under|to)\s+)?[+\-]?[\d.,]+\s*(?:%?\s*[-–]\s*[\d.,]+)?\s*(?:%|x|×)?\s+", re.I)


def _split_metric(metric: str, doc: Doc, ents: list[Span]) -> tuple[str, str]:
    """(metric, dataset) from a metric name that starts with a number or a dataset name, as an entity
    span may: "than 1% training time" -> "training time"; "<dataset> accuracy" -> ("accuracy", <dataset>)."""
    metric = _NUMBER_PREFIX.sub("", metric)
    words = metric.split()
    if len(words) < 2:
        return metric, ""
    names = gazetteer("datasets") | {e.text for e in ents if e.label_ == "Dataset"}
    for k in range(len(words) - 1, 0, -1):
        head = " ".join(words[:k])
        if head in names:
            return " ".join(words[k:]), head
    return metric, ""


def _pieces(sent: Span) -> list[Span]:
    """A sentence cut where the parser missed a sentence end ("... than Y. For Z, ...")."""
    cuts = [sent.start]
    for t in sent[:-1]:
        nxt = t.doc[t.i + 1]
        if t.text.endswith(".") and len(t.text) > 1 and t.text[-2].isalnum() and nxt.is_title and t.i + 1 > cuts[-1] + 2:
            cuts.append(t.i + 1)
    cuts.append(sent.end)
    return [sent.doc[a:b] for a, b in zip(cuts, cuts[1:])]


def _owner(doc: Doc, n, a: int, b: int, ents: list[Span]) -> str:
    """The system a comparison partner's number belongs to: "0.89 for Y", "whereas Y reaches 0.89", "the 0.89
    achieved by Y". A system is a Method named before the number or after a 'for / by' behind it (not a term later
    in the clause: '(88% vs. 87%) without optical flow'); a subject that names the measure ('the error rate is
    9%') is none."""
    named = [e for e in ents if e.label_ == "Method" and a <= e.start < b
             and (e.start < n.first or any(t.lower_ in ("for", "by") for t in doc[n.last:e.start]))]
    if named:
        return named[0].text.rstrip(".")
    for t in doc[n.last:b]:
        if t.lower_ == "for":
            return _trim(_phrase(doc, t.i + 1, b))
    subj = [t for t in doc[a:n.first] if t.dep_ == "nsubj"]
    measured = subj and any(e.label_ == "Metric" and e.start <= subj[0].i < e.end for e in ents)
    return _trim([x for x in subj[0].subtree]) if subj and not measured else ""


class _Number:
    def __init__(self, doc: Doc, start: int, end: int, value: float, unit: str, text: str, measured: str | None = None):
        span = doc.char_span(start, end, alignment_mode="expand")
        self.first, self.last = span.start, span.end  # token range of the number and its unit
        self.start, self.end, self.value, self.unit, self.text = start, end, value, unit, text
        # written as a measured value ('Glint = 0.91', '0.8 ± 0.1', '2 KQ points'): the name measured, or ""
        self.measured = measured
        self.first_end = False  # the bare first end of "A to B unit": it measures what B measures
        self.total = ""  # "7 out of 9": the count the value is of


_UNIT_AFTER = r"(?P<unit>X(?![\w\-])|\s*%|\s*×|x(?![\w])|-fold\b|\s+orders?\s+of\s+magnitude\b|\s?points?\b|\s+times\b(?=\s+(?:" + TIMES_NEXT + r")))?"
# 'A-B unit', 'A ± B unit': two values sharing the unit written after the second; the first end may repeat a
# percent or factor mark ('10%-20%', '8×-15× faster', '3x-5x'), so the dash is a range's, not a minus sign
_PAIR = re.compile(r"(?<![\w.\-/])(?P<a>\d+(?:\.\d+)?)(?P<ua>\s*%|\s*×|[xX](?=[-–—~∼]\s*\d))?\s*(?P<sep>[-–—~∼]|±|\+/-)\s*(?P<b>\d+(?:\.\d+)?)" + _UNIT_AFTER + r"(?![\w\-/]|\.\d)")
# '7 ± 5 ms': a mined unit of measure written after a spread (the pair's own units are those of _UNIT_AFTER)
_UNIT_AFTER_SPREAD = re.compile(r"\s(?P<u>" + _UNIT.pattern + r")\b(?![\w\-/])")
# '(0.57 vs. 0.27)': two bare decimals compared, a measured pair
_VERSUS = re.compile(r"(?<![\w.\-/])(?P<a>\d*\.\d+)\s*(?:vs\.?|versus)\s*(?P<b>\d*\.\d+)(?![\w.]|\s*%)")
# 'Glint = 0.41': a named quantity and its value (two letters at least: 'k = 5' is a setting; not a threshold
# inside a measure's name, 'AP@IoU=0.5')
_EQUALS = re.compile(r"(?<![@/])(?P<name>\b[A-Za-z][\w-]*[A-Za-z0-9])\s*=\s*(?P<num>\d*\.\d+|\d+(?:\.\d+)?\s*%)(?![\w.])")
# '2 KQ points', '1.5 mKQ points': the points of a named measure
_NAMED_POINTS = re.compile(r"(?<![\w.\-/])(?P<num>\d+(?:\.\d+)?)\s+(?P<name>(?:[\w@-]*[A-Z][\w@-]*\s+){1,2})points?\b")
# 'raises the lift up to 9 times': a factor only after a change verb (read in the clause, see ResultParser)
_BARE_TIMES = re.compile(r"(?<![\w.\-/])(?P<num>\d+(?:\.\d+)?)\s+times\b(?!\s+(?:" + TIMES_NEXT + r"))")


def _written_values(sent: Span) -> list[_Number]:
    """Values whose shape says they were measured: ranges and spreads with a unit or a '±', 'X = v', 'N X points'."""
    doc, base, text = sent.doc, sent.start_char, sent.text
    found = []
    for m in _PAIR.finditer(text):
        unit, stop = _unit(m.group("unit")), m.end()
        if m.group("sep") in ("±", "+/-") and not unit and (mined := _UNIT_AFTER_SPREAD.match(text, stop)):
            unit, stop = mined.group("u"), mined.end()  # '7 ± 5 ms': both ends in the unit written after the spread
        if m.group("sep") not in ("±", "+/-") and not unit:
            continue  # '2019-2021', '3-5 layers': years and settings
        if m.group("ua") and _unit(m.group("ua")) != unit:
            continue  # '5%-10 points': the ends are not one measure
        for g in ("a", "b"):
            end = stop if g == "b" else m.end("ua") if m.group("ua") else m.end(g)
            found.append(_Number(doc, base + m.start(g), base + end, float(m.group(g)), unit, text[m.start(g):end].strip(),
                                 measured=""))
    for m in _VERSUS.finditer(text):
        found += [_Number(doc, base + m.start(g), base + m.end(g), float(m.group(g)), "", m.group(g), measured="") for g in "ab"]
    for m in _EQUALS.finditer(text):
        raw = m.group("num")
        found.append(_Number(doc, base + m.start("num"), base + m.end("num"), float(raw.rstrip("% ")),
                             "%" if raw.endswith("%") else "", raw, measured=m.group("name")))
    for m in _NAMED_POINTS.finditer(text):
        found.append(_Number(doc, base + m.start("num"), base + m.end(), float(m.group("num")), "points",
                             text[m.start("num"):m.end()], measured=m.group("name").strip()))
    return found


def _numbers(sent: Span) -> list[_Number]:
    doc, base, text = sent.doc, sent.start_char, sent.text
    found = _written_values(sent)
    taken = [(n.start - base, n.end - base) for n in found]
    for m in _BARE_TIMES.finditer(text):
        found.append(_Number(doc, base + m.start(), base + m.end(), float(m.group("num")), "times", text[m.start():m.end()]))
        taken.append((m.start(), m.end()))
    for m in _BY_FRACTION.finditer(text):
        found.append(_Number(doc, base + m.start("num"), base + m.end("num"), 1 / _DENOMINATORS[m.group("den").lower()], "",
                             m.group("num"), measured=""))
        taken.append((m.start("num"), m.end("num")))
    for m in _TO_RANGE.finditer(text):
        unit = "times" if m.group("bare") else _unit(m.group("unit").strip())  # "by 2 to 4 times": read like "4 times"
        found.append(_Number(doc, base + m.start("a"), base + m.end("a"), float(m.group("a")), unit, m.group("a")))
        found[-1].first_end = True
        taken.append((m.start("a"), m.end("a")))
    for m in list(_FACTOR.finditer(text)) + list(_WORD_TIMES.finditer(text)):
        g = "num" if "num" in m.groupdict() else "w" if m.group("w") else "n"
        if any(a <= m.start(g) < b for a, b in taken):
            continue  # "by a factor of 1.5 to 2x": the range has it
        raw = m.group(g)
        e = m.end() if g != "num" else m.end(g)
        found.append(_Number(doc, base + m.start(g), base + e, _value(raw), "x", text[m.start(g):e]))
        taken.append((m.start(g), e))
        second = m.group("num2") if g == "num" else None
        if second and not any(a <= m.start("num2") < b for a, b in taken):  # "by a factor of 3-20": both ends
            found.append(_Number(doc, base + m.start("num2"), base + m.end("num2"), _value(second), "x", second))
            taken.append((m.start("num2"), m.end("num2")))
    for m in win_counts(text):
        if any(a <= m.start("num") < b for a, b in taken) or _value(m.group("num")) >= _value(m.group("total")):
            continue
        found.append(_Number(doc, base + m.start("num"), base + m.end("num"), _value(m.group("num")), "", m.group("num"),
                             measured=""))
        found[-1].total = m.group("total")
        taken.append((m.start("num"), m.end("total")))
    for m in _WORD_RANGE.finditer(text):
        unit = "orders of magnitude" if "magnitude" in m.group("unit").lower() else "x"
        found.append(_Number(doc, base + m.start("a"), base + m.end("a"), _value(m.group("a")), unit, m.group("a")))
        found[-1].first_end = True
    for m in _NUM.finditer(text):
        if any(a <= m.start("num") < b for a, b in taken):
            continue
        value = float(m.group("num").replace(",", ""))
        if m.group("sign") in ("-", "−") and not text[:m.start()].rstrip().endswith(("by", "of")):
            value = -value
        s = m.start("num") if not m.group("sign") else m.start()
        e = m.end() if m.group("unit") else m.end("num")
        found.append(_Number(doc, base + s, base + e, value, _unit(m.group("unit")), text[s:e].strip()))
    for m in _WORD_MAGNITUDE.finditer(text):
        word = m.group("num").lower()
        found.append(_Number(doc, base + m.start(), base + m.end(), float(_WORDS[word]), "orders of magnitude",
                             text[m.start():m.end()]))
    return sorted(found, key=lambda n: n.start)


def _named_digits(n: _Number, ents: list[Span]) -> bool:
    """A bare figure inside a dataset's name ('Foo 2014', 'Split 2') is part of the name: kept as a value, it would cut
    the name off from the value before it ('71% on A 2014, 68% on A 2016' gave each value the wrong data)."""
    return not n.unit and n.measured is None and any(e.start <= n.first and n.last <= e.end and e.label_ == "Dataset"
                                                     for e in ents)


def _value(raw: str) -> float:
    """A figure written in digits or as a number word ('three')."""
    return float(_WORDS[raw.lower()]) if raw.lower() in _WORDS else float(raw)


def _object_tokens(obj) -> list:
    """A verb's object without its clauses, appositions and non-'of' prepositional phrases."""
    drop = set()
    for x in obj.subtree:
        if x is not obj and (x.dep_ in ("acl", "relcl", "appos", "punct") or (x.dep_ == "prep" and x.lower_ != "of")):
            drop.update(t.i for t in x.subtree)
    return [t for t in obj.subtree if t.i not in drop]


def _in_phrase(doc: Doc, i: int, b: int, ents: list[Span], cues: tuple[str, ...] = ("in",)) -> str:
    """What "in X" / "in terms of X" right at token i says was measured: a Metric entity or a measure noun."""
    if i >= b or doc[i].lower_ not in cues:
        return ""
    j = i + 1
    if doc[j:j + 2].text.lower() == "terms of":
        j += 2
    phrase = _phrase(doc, j, b)
    if phrase and phrase[-1].lower_ in ("number", "amount") and phrase[-1].i + 2 < b and doc[phrase[-1].i + 1].lower_ == "of":
        counted = _phrase(doc, phrase[-1].i + 2, b)  # "in the number of parameters"
        if counted and counted[-1].lemma_.lower() in _MEASURE_HEADS | {"parameter", "step", "query", "sample", "operation"}:
            return " ".join(t.text for t in phrase if t.pos_ != "DET") + " of " + _trim(counted)
    named = _name_in(phrase, ents, "Metric")
    if named:
        return named
    if phrase and phrase[-1].lemma_.lower() in _MEASURE_HEADS and not _name_in(phrase, ents, "Dataset"):
        return _trim(phrase)
    text = _trim(phrase)
    return text if text in gazetteer("metrics") else ""  # "by 10% in F1": a known measure the entity rules left out


# what a share of is data, not a measure: '10% of the labels', '1.7% of the training data'
_DATA_NOUNS = frozenset("data dataset sample example image label annotation instance frame".split())


_FRAME_WORDS = frozenset(("relative", "absolute"))
_ANGLE_UNITS = frozenset(("degree", "degrees", "deg"))  # a unit word ('N degrees of freedom' counts)
# '3.06 m/s', '0.8 m', '2.15 W': a symbol of one or two letters right after a figure is its unit of measure, too short
# and ambiguous for the mined unit list ('m' is also a count); the measure is named before it or elsewhere in the clause
_UNIT_SYMBOL = re.compile(r"^(?:[a-z]{1,2}|[WVAJN])(?:/[a-z]{1,3}\d?)?$")


def _unit_symbol(tok) -> bool:
    text = tok.text[:-1] if tok.text.endswith(".") else tok.text  # 'to 0.8 m.': the tokenizer may keep the stop
    return bool(_UNIT_SYMBOL.match(text)) and not tok.is_stop and text != "vs" and tok.i > 0 and tok.doc[tok.i - 1].like_num


def _metric(doc: Doc, n: _Number, a: int, b: int, ents: list[Span]) -> str:
    if n.measured:
        return n.measured  # 'Glint = 0.41', '2 KQ points'
    after = doc[n.last:b]
    # "2x faster", "2x faster inference": speed
    if after and after[0].lower_ in ("faster", "slower"):
        phrase = _phrase(doc, after[0].i + 1, b)
        nxt = _trim(phrase)
        if not nxt or _entities_in(ents, after[0].i + 1, b, "Dataset"):
            return "speed"
        # '8x faster kite speed', '2x faster training time': the phrase already names the measure
        return nxt if phrase[-1].lemma_.lower() in _MEASURE_HEADS else f"{nxt} speed"
    # the noun the number quantifies: "41% less GPU memory", "82.7% top-1 accuracy", "96.1% of the accuracy"
    i = n.last
    if i < b and doc[i].text == "%" and i > 0 and doc[i - 1].text[-1:].isdigit():
        i += 1  # '15%/12% rope cost': the tokenizer glues slash-listed figures, the last one's unit is left over
    if i < b and doc[i].lower_ in ("higher", "lower", "more", "less", "fewer", "better", "larger", "smaller", "greater"):
        i += 1
    share = i < b and doc[i].lower_ == "of" and n.unit == "%"
    if share:
        i += 1
    quantified = [] if i < b and _unit_symbol(doc[i]) else _phrase(doc, i, b)
    if quantified and quantified[0].lower_ in _ANGLE_UNITS:
        quantified = quantified[1:]  # '2.5 degrees for azimuth', '0.7 degree accuracy': the angle's unit, no measure
    while quantified and quantified[-1].lower_ in _FRAME_WORDS:
        quantified = quantified[:-1]  # '2-7x relative', '10% absolute': how the change is counted, not of what
    if share and quantified and (quantified[-1].lemma_.lower() in _DATA_NOUNS or quantified[-1].lower_ in _DATA_NOUNS):
        return ""  # '(1.7% of the training data)': how much data was used, not a measured result
    if share and _trim(quantified).lower() in ("time", "the time", "cases", "the cases"):
        return ""  # 'preferred 66% of the time': how often, the measure is named elsewhere or not at all
    if quantified and quantified[-1].lemma_.lower() in CHANGE_NOUNS:  # "a 35x reduction in model size"
        quantified = quantified[:-1]
        measured = _in_phrase(doc, i + len(quantified) + 1, b, ents, ("in", "of"))  # "a 4% decline of X"
        if measured:
            return measured
        changed = _changed_thing(doc, i + len(quantified) + 1, b, ents, ("in", "of") if not quantified else ("in",))
        if changed:
            return changed
    opening = n.first - 1
    if opening > a and doc[opening].text == "(":  # "gains in PSNR (2.0 dB ~ 3.1 dB)": the measure the bracket follows
        named = [e for e in ents if e.label_ == "Metric" and e.end == opening]
        if named:
            return named[0].text
    if i < b - 1 and doc[i].text == "(":  # "9.8% (AUC)"
        named = [e for e in ents if e.label_ == "Metric" and e.start == i + 1]
        if named:
            return named[0].text
    # "by 8% in exact match", "by 2% in terms of recall", "by 3% on F1 and 2% on MAE" (a measure, not data, after
    # "on": a Metric entity, a measure head or a mined measure; "on average", "on the test set" name none)
    measured = _in_phrase(doc, n.last, b, ents, ("in", "on", "for"))  # "21% for position error"
    if measured:
        return measured
    if quantified and quantified[-1].pos_ in ("NOUN", "PROPN"):
        named = _name_in(quantified, ents, "Metric")
        whole = _trim(quantified)
        if named and whole != named and whole.endswith(named) and len(whole.split()) <= 4 \
                and not _name_in(quantified, ents, "Dataset") and not any(t.dep_ in ("poss", "case") for t in quantified):
            return whole  # "41% less GPU memory": the modifiers say which memory
        if named:
            return named
        if not _name_in(quantified, ents, "Dataset") or len(quantified) > 2:
            head = [t for t in quantified if not any(e.label_ == "Dataset" and e.start <= t.i < e.end for e in ents)]
            text = _trim(head)
            text = text if any(c.isalpha() for c in text) else ""
            if text and quantified[-1].lemma_.lower() not in ("time", "times") or text.endswith("time"):
                if text:
                    return text
    # "X improvements of 3%": the name before the change noun says what changed
    before = doc[a:n.first]
    if len(before) >= 3 and before[-1].lower_ in ("of", "by") and before[-2].lemma_.lower() in CHANGE_NOUNS:
        named = [e for e in ents if e.end == before[-2].i and e.label_ not in ("Dataset", "Task")]
        if named:
            return named[0].text
    # "an AUC of 0.912", "a BLEU score of 31.2", "an error of about 2 cm", "a mean square error (MSE) of 2 cm"
    before = _before_figure(doc, a, n.first)
    short = _bracketed_measure(doc, a, before, ents) or _metric_right_before(doc, a, n.first, ents)
    if short:
        return short
    if len(before) >= 2 and before[-1].lower_ in ("of", "=", ":", "is", "reaches"):
        j = before[-1].i - 1
        k = j
        while k >= a and (doc[k].pos_ in ("NOUN", "PROPN", "ADJ") or doc[k].text == "-"):
            k -= 1
        named = _name_in(list(doc[k + 1:j + 1]), ents, "Metric")
        system = any(e.label_ == "Method" and k + 1 <= e.start <= j for e in ents)  # "KiteNet reaches 0.91"
        bare_change = j == k + 1 and doc[j].lemma_.lower() in CHANGE_NOUNS  # 'increases of 20%' names no measure
        if named or (j >= k + 1 and doc[j].lemma_.lower() not in _VAGUE and not system and not bare_change):
            return named or _trim(list(doc[k + 1:j + 1]))
    # "improves the normalized score by 12.4 points": the change verb's object
    verb = next((t for t in reversed(doc[a:n.first]) if t.lemma_.lower() in CHANGE_VERBS and t.pos_ in ("VERB", "NOUN")), None)
    if verb is not None:
        # the object of "outperforms" is the baseline, not what was measured
        # ("gains an improvement of 3%": the object is the change itself, not what changed)
        objs = [c for c in verb.children if c.dep_ in ("dobj", "nsubjpass") and c.i < n.first
                and verb.lemma_.lower() not in _OUTPERFORM and c.lemma_.lower() not in CHANGE_NOUNS]
        if objs:
            toks = _object_tokens(objs[0])
            named = _name_in(toks, ents, "Metric")
            text = named or _trim([t for t in toks if t.i < n.first])
            if text:
                return text
        span_metrics = _entities_in(ents, verb.i, n.first, "Metric")
        if span_metrics:
            return span_metrics[0].text
    subject = _measure_subject(doc, n, a, ents)
    if subject:
        return subject
    if n.unit not in ("", "%", "x", "points", "orders of magnitude"):
        return ""  # "40 FPS", "12 ms": the unit says what is measured, a metric elsewhere in the clause does not
    # a Metric entity of the clause, nearest the number
    near = sorted(_entities_in(ents, a, b, "Metric"), key=lambda e: min(abs(e.start - n.last), abs(n.first - e.end)))
    return near[0].text if near else ""


def _measure_subject(doc: Doc, n: _Number, a: int, ents: list[Span]) -> str:
    """'the mean error of the fit was about 2 mm', 'the tracking error decreased to 4 mm', 'the coverage can reach
    96%': the subject of the verb the figure hangs on is what was measured, where it is a measure (a Metric entity,
    or a measure head); a system or a thing as subject ('the robot jumps 55 cm') names none."""
    tok, verb = doc[n.first], None
    for _ in range(6):  # the figure, its unit, 'than', 'less', 'to' ...: up to the first verb
        if tok.head is tok:
            break
        tok = tok.head
        if tok.pos_ in ("VERB", "AUX"):
            verb = tok
            break
    if verb is None:
        return ""
    subj = next((c for c in verb.children if c.dep_ in ("nsubj", "nsubjpass") and a <= c.i < n.first), None)
    if subj is None or subj.left_edge.i <= n.first <= subj.right_edge.i:
        return ""  # 'the mAP of IoU thresholds from 0.5 to 0.9 improved': a figure inside the subject is its setting
    head = [t for t in subj.subtree if a <= t.i <= subj.i]  # 'the mean error' of 'the mean error of the length'
    return _name_in(head, ents, "Metric") or (_trim(head) if subj.lemma_.lower() in _MEASURE_HEADS
                                              or _changed_subject(verb, subj, ents) else "")


_CHANGED_ALONE = frozenset("increase decrease drop decline rise fall grow shrink".split())


def _changed_subject(verb, subj, ents: list[Span]) -> bool:
    """'the chance of a collision decreased from 90% to 7%': what rises or falls by itself (the verb has no object)
    is the quantity measured, whatever noun heads it; not a system, data or task name, not a pronoun or a vague word."""
    if verb.lemma_.lower() not in _CHANGED_ALONE or any(c.dep_ == "dobj" for c in verb.children) or subj.pos_ != "NOUN" \
            or subj.lemma_.lower() in _VAGUE or subj.lower_ in _VAGUE:
        return False
    return not any(e.start <= subj.i < e.end and e.label_ in ("Method", "Dataset", "Task") for e in ents)


_BOUND_BEFORE = frozenset(("(", "<", ">", "≤", "≥", "~", "∼", "≈", "=", ":"))
_BOUND_WORDS = frozenset(("greater than", "less than", "lower than", "higher than", "above", "below", "equal to", "under"))


def _metric_right_before(doc: Doc, a: int, first: int, ents: list[Span]) -> str:
    """'a mean squared error 0.9 mm', 'a small error (< 3 mm)', 'a precision greater than 0.95': a Metric written
    right before the figure (past an opening bracket, a sign or a bound) with no 'of' names what the figure measures."""
    j = first
    while j - 1 > a and doc[j - 1].text in _BOUND_BEFORE:
        j -= 1
    if j - 2 > a and f"{doc[j - 2].lower_} {doc[j - 1].lower_}" in _BOUND_WORDS:
        j -= 2
    elif j - 1 > a and doc[j - 1].lower_ in _BOUND_WORDS:
        j -= 1
    return next((e.text for e in ents if e.label_ == "Metric" and e.end == j and e.start >= a), "")


def _before_figure(doc: Doc, a: int, first: int) -> Span:
    """The clause before a figure, less an approximating word right before it ('an error of about 2 cm')."""
    if first - 1 > a and doc[first - 1].lower_ in _ABOUT_WORDS:
        first -= 1
    return doc[a:first]


def _bracketed_measure(doc: Doc, a: int, before: Span, ents: list[Span]) -> str:
    """'a mean square error (MSE) of 2 cm': the measure whose short form's bracket comes right before 'of' (the
    short form, or the long form where only it is a Metric entity); '' for any other shape."""
    j = before[-1].i - 1 if len(before) >= 4 and before[-1].lower_ == "of" else a
    if j - 2 <= a or doc[j].text != ")" or doc[j - 2].text != "(":
        return ""
    named = [e for e in ents if e.label_ == "Metric" and (e.start == j - 1 and e.end == j or e.end == j - 2)]
    return min(named, key=lambda e: e.start != j - 1).text if named else ""


def _changed_thing(doc: Doc, i: int, b: int, ents: list[Span], preps: tuple[str, ...]) -> str:
    """'a 12% increase in net income', 'a 9% reduction of walking energy': what the change noun right after the value
    is 'in' or 'of' is what changed, a measure of the study even where no measure word heads it (not a named dataset,
    system or task: 'a 3% gain in ImageNet'). 'of' only where the change noun has no modifier of its own: in '12%
    accuracy drop of the small model' the modifier names what changed and 'of' whose it is."""
    if i >= b or doc[i].lower_ not in preps:
        return ""
    phrase = _phrase(doc, i + 1, b)
    if not phrase or phrase[-1].pos_ not in ("NOUN", "PROPN") or phrase[-1].lemma_.lower() in _DATA_NOUNS:
        return ""
    if phrase[-1].i + 1 < b and doc[phrase[-1].i + 1].lower_ == "of":
        return ""  # 'in terms of X', 'in the figure of merit': the phrase goes on past 'of'
    if any(e.start <= t.i < e.end and e.label_ in ("Dataset", "Method", "Task") for t in phrase for e in ents):
        return ""
    return _trim(phrase)


def _right_after(doc: Doc, i: int, metric: str) -> bool:
    """The metric's words start within three tokens after token i with no preposition but 'of' before them
    ('74.5% accuracy', '75% of the volume'; not '74% with comparable accuracy', another measure's clause)."""
    for k in range(i, min(i + 4, len(doc))):
        if doc[k:].text.startswith(metric):
            return True
        if doc[k].pos_ == "ADP" and doc[k].lower_ != "of":
            return False
    return False


def _baseline(doc: Doc, a: int, b: int, ents: list[Span]) -> str:
    piece = doc[a:b]
    base = piece.start_char
    for m in _BASELINE_CUE.finditer(piece.text):
        rest = piece.text[m.end():]
        if _NOT_BASELINE.match(rest):
            continue
        obj = doc.char_span(base + m.end(), piece.end_char, alignment_mode="expand")
        cue = doc.char_span(base + m.start(), base + m.end(), alignment_mode="expand")
        if obj is None or cue is None:
            continue
        if cue[0].lower_[:4] in ("beat", "matc") and cue[0].pos_ != "VERB":
            continue  # "exact match", "the match": not a comparison ("outperforms" tagged as a noun is still the verb)
        text = _baseline_phrase(doc, obj.start, b, ents)
        if text:
            return text
    return ""


def _main_verb(tokens):
    """The last verb of the tokens that is no participle modifier ('the existing methods', 'the best published model')."""
    return next((t for t in reversed(tokens) if t.pos_ == "VERB" and t.dep_ not in ("amod", "acl", "compound")), None)


def _elided_object(doc: Doc, prev_first: int, prev_end: int, first: int, start: int, ents: list[Span]) -> str:
    """'reduces the shape error by 83% and the position error by 72%': the second value's own object is what it
    measures (after 'outperforms' such an object is a system instead, read by _outperformed)."""
    gap = doc[prev_end:first]
    if len(gap) < 3 or gap[-1].lower_ != "by" or gap[0].lower_ not in ("and", ",") or doc[prev_first - 1].lower_ != "by":
        return ""
    toks = [t for t in gap[1:-1] if t.lower_ != "and"]
    if not toks or any(t.like_num or t.pos_ in ("AUX", "ADP") or (t.pos_ == "VERB" and t.dep_ != "amod") for t in toks):
        return ""
    verb = _main_verb(doc[start:prev_first])
    if verb is None or verb.lemma_.lower() not in CHANGE_VERBS or verb.lemma_.lower() in _OUTPERFORM:
        return ""
    return _name_in(toks, ents, "Metric") or _trim(toks)


def _outperformed(doc: Doc, n, a: int, ents: list[Span], qualifier: str = "") -> str:
    """'outperforms A by 3% and B by 2%', 'outperforms A (by) up to 3%': the system right before 'by' or the bound
    when the clause outperforms."""
    end = n.first - (len(qualifier.split()) if qualifier in _BOUNDS else 0)
    if end - 1 > a and doc[end - 1].lower_ == "by":
        end -= 1
    elif end == n.first:
        return ""
    if end - 1 < a:
        return ""
    # an elided clause ("outperforms A by 3%, and B by 2%") outperforms with the verb of the "by" before it
    before = doc[doc[a].sent.start:a]
    elided = _main_verb(doc[a:n.first]) is None and any(
        t.lower_ == "by" and t.i + 1 < a and doc[t.i + 1].like_num for t in before)
    hit = [e for e in ents if e.end == end and e.label_ not in ("Metric", "Dataset", "Task")]
    k = end
    while k > a and doc[k - 1].pos_ in ("PROPN", "NOUN", "ADJ") or (k > a and doc[k - 1].text == "-"):
        k -= 1
    k = min([k] + [e.start for e in hit])
    while k > a and doc[k - 1].pos_ == "DET":
        k -= 1
    # the verb before the system ("outperforms Y, reducing the error by 8%": the error is what changed, no system;
    # a noun of the system tagged as a verb is no verb of the clause)
    verb = _main_verb(doc[before.start if elided else a:k])
    if verb is None or verb.lemma_.lower() not in _OUTPERFORM:
        return ""
    if k > a + 2 and doc[k - 3:k].text.lower() == "in terms of":
        return ""  # 'in terms of X by 3%': X is what was measured
    if k > a and doc[k - 1].lower_ in ("on", "of", "in", "for", "with", "without"):
        # "the best model on the X dataset by 2%": the words before 'by' say where; the system is the noun before them
        j = k = k - 1
        while k > a and (doc[k - 1].pos_ in ("PROPN", "NOUN", "ADJ") or doc[k - 1].dep_ == "amod"):
            k -= 1
        return _trim(list(doc[k:j])) if j > k and doc[j - 1].pos_ in ("NOUN", "PROPN") else ""
    return hit[0].text.rstrip(".") if hit else _trim(list(doc[k:end]))


def _baseline_phrase(doc: Doc, i: int, b: int, ents: list[Span]) -> str:
    """The compared-with system that starts at token i: its Method entities, else a short noun phrase."""
    if i + 1 < b and doc[i].lower_ in ("that", "those") and doc[i + 1].lower_ == "of":
        i += 2  # "lower error than that of X": X is the compared system
    at = i + 1 if i < b and doc[i].lower_ in ("the", "a", "an") else i
    measure = next((e for e in ents if e.label_ == "Metric" and e.start == at), None)
    if measure is not None and measure.end + 1 < b and doc[measure.end].lower_ == "of":
        i = measure.end + 1  # "outperforms the accuracy of X": X is the compared system, the accuracy what was measured
    methods = [e for e in ents if e.label_ == "Method" and e.start >= i and e.start - i <= 4 and e.end <= b]
    phrase = _phrase(doc, i, b)
    if phrase and (not phrase[0].text[0].isalpha() or any(t.text == "%" or t.like_num for t in phrase)):
        phrase = []
    if methods and methods[0].start < (phrase[-1].i + 1 if phrase else i + 1):
        # "over A and B": every Method entity of the conjoined object
        joined = [methods[0]]
        for e in methods[1:]:
            gap = doc[joined[-1].end:e.start].text.strip(" ,").lower()
            if gap in ("and", "or", ",", ""):
                joined.append(e)
        return _join(joined).rstrip(".")
    text = _trim(phrase)
    return text if text and len(text.split()) <= 5 else ""


_ACHIEVED = frozenset("achieved obtained reported attained reached scored".split())


def _achieved_by(doc: Doc, n: _Number, b: int, ents: list[Span]) -> str | None:
    """'the 6.7% error obtained by X', '51% achieved by a baseline': a figure whose participle names its owner: X
    (or "" when the owner is only generic); None when no such participle follows the figure."""
    for t in doc[n.last:min(n.last + 4, b - 1)]:
        if t.lower_ in _ACHIEVED and doc[t.i + 1].lower_ == "by":
            return _baseline_phrase(doc, t.i + 2, b, ents)
        if t.pos_ in ("VERB", "AUX", "ADP", "PUNCT", "CCONJ") or t.like_num:
            return None
    return None


# "by 1.6% on X and up to 1.7% on Y": the gap between two values of one change, a place and "and" (no verb can
# follow the "and", so "on X and reaches 81%" is a new predicate)
_PARALLEL_GAP = re.compile(r"^(?:(?:(?!(?:on|in|for|at|across|with|over|and|or)\s)[\w@\-]+\s+){0,2}(?:improvement|gain|increase|"
                           r"reduction|decrease|boost|drop|speed-?up|saving)s?\s+)?"  # "a 20% relative (F1) improvement on X, 21% on Y"
                           r"(?:on|in|for|at|across|with|over)\s[^,;:]{1,60}?(?:,?\s(?:and|or)(?:\s+by)?|,)"
                           r"(?:\s+(?:" + _ABOUT + r"|only))?$", re.I)


def _parallel(doc: Doc, prev_end: int, first: int, ents: list[Span]) -> bool:
    """The two values are one change's: "by 1.6% on X and 1.7% on Y", "by 4.8% mAP and 5.4% AP50"."""
    gap = doc[prev_end:first]
    metric = next((e for e in ents if e.label_ == "Metric" and e.start == prev_end and e.end < first), None)
    if metric is not None and doc[metric.end:first].text.strip(" ,").lower() in ("and", "or"):
        return True
    return bool(_PARALLEL_GAP.match(gap.text.strip()))


_NOT_SHARED = CHANGE_NOUNS | frozenset("higher lower more less fewer better worse larger smaller greater faster slower".split())


def _measure_list(doc: Doc, numbers: list[_Number], k: int, out: list[ResultSpan]) -> bool:
    """'saves 12% parameters and 9% compute', 'by 4.9% IoU and 3.1% F1': the value before, a row of its own, hangs on
    'by' or a change verb right before it, and a short measure phrase and 'and' lead to this one: one change's list."""
    prev = numbers[k - 1] if k else None
    if prev is None or not out or out[-1].start != prev.start or not _measure_gap(doc[prev.last:numbers[k].first]):
        return False
    t = doc[prev.first - 1] if prev.first else None
    while t is not None and t.i > 0 and t.lower_ in _ABOUT_WORDS:
        t = doc[t.i - 1]  # 'reducing about 72% ...'
    return t is not None and (t.lower_ == "by" or t.pos_ == "VERB" and t.lemma_.lower() in CHANGE_VERBS)


def _measure_gap(gap: Span) -> bool:
    """A short measure phrase and 'and'; not where the phrase holds its own change or comparison word ('3% gains and
    80% accuracy', '40% fewer X and 2x Y')."""
    words = [t for t in gap if t.text != ","]
    if len(words) < 2 or words[-1].lower_ != "and" or len(words) > 4:
        return False
    return all((t.pos_ in ("NOUN", "PROPN", "ADJ") or t.text == "-") and t.lemma_.lower() not in _NOT_SHARED
               and t.lower_ not in _NOT_SHARED and t.tag_ not in ("JJR", "RBR") for t in words[:-1])


# bounds that leave open whether the figure is a change or a level ("up to 3%"): the words before decide
_BOUNDS = frozenset(("up to", "more than", "over", "nearly", "almost", "about", "around", "approximately", "roughly",
                     "as much as", "at least"))


def _bounded_change(doc: Doc, n: _Number, start: int, qualifier: str) -> bool:
    """'reduces the cost up to 87%', 'improvements up to 40%', 'an improvement in X of up to 63%': a change word
    before a bounded figure with no level verb or copula between them makes the figure a change."""
    bound_at = n.first - len(qualifier.split())
    bracketed = doc[bound_at - 1].text == "(" if bound_at > start else False
    if bracketed and _bracketed_pair(doc, n):
        return False  # 'improvements (55% to 63%)': the two levels, not the size of the change
    if qualifier not in _BOUNDS and not (bracketed and not qualifier and n.unit):
        return False  # 'improvements on a CPU (168%)': a bare figure in brackets counts only after a change noun
    for t in reversed(doc[start:n.first]):
        lemma = t.lemma_.lower()
        if t.is_punct and _joins_word(doc, t) or t.i == bound_at - 1 and bracketed:
            continue  # 'state-of-the-art' is one word; 'improvements (up to 9%)' brackets the bound
        if lemma in _LEVEL_VERBS or t.pos_ == "AUX" or t.is_punct:
            return False
        if (t.pos_ == "VERB" and qualifier and (lemma in CHANGE_VERBS or lemma in _OUTPERFORM)) or (
                t.pos_ == "NOUN" and lemma in CHANGE_NOUNS):
            return True  # 'outperforms X over 60%', 'exceeding X up to 8%': the margin over X
    return False


def _shared_points(doc: Doc, n: _Number, nxt: _Number | None) -> None:
    """'achieves 41.7 and 37.2 BLEU points': a bare decimal listed right before a decimal with points has its points."""
    if n.unit or n.measured is not None or "." not in n.text or nxt is None or nxt.unit != "points" or "." not in nxt.text:
        return
    if doc[n.last:nxt.first].text.strip(" ,").lower() in ("and", "or", ""):
        n.unit, n.measured = "points", nxt.measured


# 'gains over X (55% to 63%)', '(63% up from 44%)': a bracketed pair of levels after a change word
_PAIR_AFTER = re.compile(r"^\s*(?:to|→|,?\s*(?:up|down)\s+from)\s+[+\-]?\d", re.I)


def _bracketed_pair(doc: Doc, n: _Number) -> str:
    """'(A to B)' or '(A up from B)' right after an opening bracket: the word that pairs A with B, else ''."""
    if n.first == 0 or doc[n.first - 1].text != "(":
        return ""
    m = _PAIR_AFTER.match(doc[n.last:n.last + 4].text)
    return m.group(0).strip(" ,0123456789+-").lower() if m else ""


def _joined(doc: Doc, n: _Number, m: _Number) -> bool:
    """Two values written next to each other in a list: only ',', 'and' or 'or' between them."""
    return doc[n.last:m.first].text.strip(" ,").lower() in ("and", "or", "")


def _bare_run_end(doc: Doc, numbers: list[_Number], k: int) -> int:
    """The index of the last bare value of the list that starts at k ('7.2, 5.0 and 3.1 BLEU': the 3.1)."""
    j = k
    while j + 1 < len(numbers) and not numbers[j + 1].unit and numbers[j + 1].measured is None and _joined(doc, numbers[j], numbers[j + 1]):
        j += 1
    return j


def _joins_word(doc: Doc, t) -> bool:
    """A hyphen or slash written inside a word ('state-of-the-art'), no clause break."""
    return t.text in ("-", "/") and t.i > 0 and not doc[t.i - 1].whitespace_ and not t.whitespace_


def _changed_to(verb) -> str:
    """'reduces the error to 2%', 'improves X to 43.7 AP': the level a change verb ends at keeps the verb's direction
    (a level, like the B of 'from A to B')."""
    lemma = verb.lemma_.lower() if verb is not None and verb.pos_ == "VERB" else ""
    if lemma not in CHANGE_VERBS or lemma in _OUTPERFORM:
        return ""
    return "decrease" if lemma in _DOWN_VERBS else "increase"


def _said_of_change(doc: Doc, n: _Number) -> bool:
    """'The average improvement is 9%', 'the gains were 3% and 5%': a change noun as the subject of 'be'."""
    tok = doc[n.last - 1] if n.last - 1 > n.first and doc[n.last - 1].text == "%" else doc[n.first]
    tok = first_conjunct(tok)
    if tok.dep_ == "nummod" and tok.head.i > tok.i:  # "9" of "9 %"
        tok = tok.head
    verb = tok.head
    if tok.dep_ not in ("attr", "acomp") or verb.lemma_ != "be":
        return False
    return any(c.dep_ in ("nsubj", "nsubjpass") and c.lemma_.lower() in CHANGE_NOUNS for c in verb.children)


def _counts_things(doc: Doc, n: _Number, ents: list[Span]) -> bool:
    """'against 14 attacks': a whole number before a noun that is no measure counts things; it is no partner's value."""
    if n.unit or "." in n.text or n.last >= len(doc):
        return False
    nxt = doc[n.last]
    return nxt.pos_ in ("NOUN", "PROPN", "ADJ") and not any(e.start <= nxt.i < e.end for e in ents if e.label_ == "Metric")


# units that say how much a result changed or how it compares, not a physical size
_CHANGE_UNITS = frozenset(("", "%", "x", "orders of magnitude", "points"))
# heads of a measure, a change or a vague result: a value before them is no size of a thing
_NOT_THING_HEADS = _MEASURE_HEADS | CHANGE_NOUNS | _VAGUE


def _size_of_a_thing(doc: Doc, n: _Number, ents: list[Span]) -> bool:
    """'a four-wheeled, 50 kg kite', 'a 3.5 cm rope sphere': a value in a unit of measure written between an article
    and a noun is the size of the thing the noun names (a specification of the setup), not a finding; not where
    the noun names a measure ('a 14 ms update time', 'a 2 mm RMS error') or a change ('a 3 dB gain')."""
    if n.unit in _CHANGE_UNITS or n.last >= len(doc) or doc[n.last].pos_ not in ("NOUN", "PROPN", "ADJ"):
        return False
    at = n.first - 1
    while at >= 0 and (doc[at].tag_ in ("JJ", "CD", "HYPH", "VBN") or doc[at].text == ","):
        at -= 1  # 'a four-wheeled, 50 kg robot': the article opens the phrase the value stands in
    if at < 0 or doc[at].lower_ not in ("a", "an"):
        return False
    end = n.last
    while end < len(doc) and (doc[end].pos_ in ("NOUN", "PROPN", "ADJ") or doc[end].tag_ == "HYPH"):
        end += 1
    head = doc[end - 1] if end > n.last else None
    if head is None or any(e.label_ == "Metric" and e.start < end and n.last < e.end for e in ents):
        return False
    return head.lemma_.lower() not in _NOT_THING_HEADS and head.lower_ not in _MEASURE_HEADS


_PROTOCOL_AFTER = re.compile(r"\s*(?:cross[- ]?validat\w*|CV\b)", re.I)


def _folds_of_a_protocol(doc: Doc, n: _Number) -> bool:
    """'with 10-fold cross-validation': the number of folds of the evaluation protocol is a setting, not a finding
    ('a 3-fold reduction in error' is one)."""
    return n.unit == "x" and "fold" in n.text.lower() and bool(_PROTOCOL_AFTER.match(doc.text, n.end))


# what a share of the data counts: 'with 10% of the labelled data', 'using only 5% labels', '(5% and 10%) of the data'
_SHARED_THINGS = _DATA_NOUNS | frozenset(("set", "supervision", "parameter"))  # 'with 10% of the parameters' too
# a share governed by these words is the condition of the experiment; 'needs only 10% of the data' is a finding
_SHARE_CUES = frozenset("with using use on given providing".split())
_SHARE_SKIP = frozenset("only just merely mere a as little".split())
_LIST_WORDS = frozenset(("and", "or", ",", "%", ")", "/"))


def _share_cue(doc: Doc, n: _Number) -> str:
    """The word that governs a share ('with', 'using', ...) or an opening bracket, past 'only' and the earlier shares of
    a list ('with only', '(5% and 10%'); else ''."""
    at = n.first - 1
    while at >= 0 and (doc[at].lower_ in _SHARE_SKIP or doc[at].lower_ in _LIST_WORDS - {")"} or doc[at].like_num):
        at -= 1
    return doc[at].lower_ if at >= 0 and (doc[at].lower_ in _SHARE_CUES or doc[at].text == "(") else ""


def _share_head(doc: Doc, end: int):
    """The last noun of the phrase a share is of, from token `end` on; None for a comparative share ('50% less
    training data' is a saving) or a share of an outcome ('90% of the images correctly segmented')."""
    head = None
    while end < len(doc) and (doc[end].pos_ in ("NOUN", "PROPN", "ADJ") or doc[end].tag_ in ("VBN", "HYPH")
                              or head is not None and doc[end].lower_ in ("and", "or") and end + 1 < len(doc)
                              and doc[end + 1].pos_ in ("NOUN", "ADJ")):  # 'N% parameter and time overheads'
        if doc[end].tag_ in ("JJR", "RBR") or doc[end].lower_ in ("less", "fewer", "more"):
            return None
        head, end = doc[end], end + 1
    if end < len(doc) and (doc[end].pos_ == "ADV" or doc[end].tag_ in ("VBN", "VBG")):
        return None
    return head


def _share_of_data(doc: Doc, n: _Number) -> bool:
    """'trained with 10% of the labels', 'using only 5% labelled data', 'a small amount (5% and 10%) of labelled
    data': a share of the training data, labels or parameters the method was given is a setting, not a result."""
    cue = _share_cue(doc, n) if n.unit == "%" else ""
    if not cue:
        return False
    end = n.last
    while end < len(doc) and (doc[end].lower_ in _LIST_WORDS or doc[end].like_num):
        end += 1  # '(5% and 10%) of': the other shares of the list
    if cue == "(" and (end >= len(doc) or doc[end].lower_ != "of"):
        return False  # 'almost all (98%) examples contain ...': a bracketed share is the data's only before 'of'
    if end < len(doc) and doc[end].lower_ == "of":
        end += 1
        if end < len(doc) and doc[end].lower_ in ("the", "all", "our", "its", "their"):
            end += 1
    head = _share_head(doc, end)
    return head is not None and head.lower_.rstrip("s") in _SHARED_THINGS  # 'data', not the lemma 'datum'


def _figure_before(doc: Doc, numbers: list[_Number], k: int, a: int) -> bool:
    """An earlier figure in the clause, not the other end of the same range or slash pair ('at 50%-70% sparsity')."""
    if k == 0 or numbers[k - 1].first < a:
        return False
    return doc[numbers[k - 1].last:numbers[k].first].text.strip() not in ("", "-", "–", "—", "/", "to", "~", "∼")


_CONDITION_DETS = frozenset(("a", "an", "the"))


def _operating_point(doc: Doc, n: _Number, after_figure: bool) -> bool:
    """'61.2% at 50% overlap', '83% recall at 99% precision', 'an error of 0.8 mm at a frequency of 900 Hz': after
    another figure of its clause, a figure after 'at' is the point or condition the first was measured at, no result.
    'at N%' needs a noun after it (the measure held fixed); a unit ('at 30 fps') is a speed the method reached."""
    i = n.first - 1
    if not after_figure or i < 1:
        return False
    if doc[i].lower_ == "at":
        return n.unit in ("%", "") and n.last < len(doc) and doc[n.last].pos_ in ("NOUN", "PROPN")
    if doc[i].lower_ != "of":
        return False
    j = i - 1
    while j > i - 4 and j > 0 and doc[j].pos_ in ("NOUN", "ADJ", "PROPN"):
        j -= 1
    return j < i - 1 and doc[j].lower_ in _CONDITION_DETS and doc[j - 1].lower_ == "at"  # 'at a <noun> of N'


def _dataset_size(doc: Doc, n: _Number, a: int, b: int) -> bool:
    """'a dataset, which is 10 times larger than existing ones': the size of data, not a result."""
    nxt = doc[n.last:n.last + 2]
    return any(t.lower_ in ("larger", "bigger") for t in nxt) and any(t.lemma_.lower() in _DATA_SETS for t in doc[a:b])


_DATA_SETS = frozenset("dataset benchmark corpus".split())
_AS_DOWN = frozenset("slow few little small short low cheap".split())


def _direction(doc: Doc, n: _Number, a: int, relative: bool) -> str:
    if not relative:
        return "level"
    if n.last + 1 < len(doc) and doc[n.last].lower_ == "as":  # "twice as fast", "three times as few"
        return "decrease" if doc[n.last + 1].lower_ in _AS_DOWN else "increase"
    after = doc[n.last:n.last + 3].text if n.last < len(doc) else ""  # three tokens: "speed-ups" is split in three
    m = _CHANGE_AFTER.match(" " + after)
    if m is None or m.group("w").lower() == "relative":  # "a 20% relative improvement": the noun after says which way
        m = _CHANGE_NOUN_AFTER.match(" " + doc[n.last:n.last + 4].text)  # up to three words before the noun
    if m and m.group("w").lower() != "relative":
        return "decrease" if _DOWN_WORDS.match(m.group("w")) else "increase"
    for t in reversed(doc[a:n.first]):
        lemma = t.lemma_.lower()
        if lemma in CHANGE_VERBS and t.pos_ == "VERB" or lemma in CHANGE_VERBS and lemma not in CHANGE_NOUNS:
            return "decrease" if lemma in _DOWN_VERBS else "increase"
        if t.pos_ == "NOUN" and lemma in CHANGE_NOUNS:  # "outperforms X, giving a reduction of 43%": the noun's
            return "decrease" if _DOWN_WORDS.match(lemma) else "increase"
    before = doc[a:n.first].text
    last_up = max((m.end() for m in INCREASE_WORDS.finditer(before)), default=-1)
    last_down = max((m.end() for m in DECREASE_WORDS.finditer(before)), default=-1)
    if last_up < 0 and last_down < 0:
        return ""
    return "increase" if last_up > last_down else "decrease"


def _spread_head(doc: Doc, a: int, b: int):
    """The noun that 'ranging / varying from' hangs on ('accuracies ranging from 91% to 93%'), or None."""
    verb = next((t for t in reversed(doc[a:b - 1])
                 if doc[t.i + 1].lower_ == "from" and _SPREAD_BEFORE.match(t.lower_ + " from")), None)
    if verb is None:
        return None
    head = verb.head if verb.dep_ == "acl" else next((c for c in verb.children if c.dep_ == "nsubj"), None)
    return head if head is not None and head.i < verb.i else None


def _spread_of(doc: Doc, a: int, b: int, ents: list[Span]) -> str:
    """'accuracies ranging from 91% to 93%': the measure that ranges is the noun the participle (or verb) hangs on."""
    head = _spread_head(doc, a, b)
    if head is None:
        return ""
    hit = next((e for e in ents if e.label_ == "Metric" and e.start <= head.i < e.end), None)
    if hit is not None:
        return hit.text
    if head.lemma_.lower() in _MEASURE_HEADS:
        return _trim([t for t in doc[head.left_edge.i:head.i + 1] if t.pos_ in ("NOUN", "PROPN", "ADJ", "ADV") or t.text == "-"])
    return ""


def _listed_runs(doc: Doc, placed: list) -> list[list]:
    """Runs of two or more values written as a list ("10%, 12% and 15%"), each run in order."""
    runs, run = [], placed[:1]
    for prev, cur in zip(placed, placed[1:]):
        if doc[prev[1].last:cur[1].first].text.strip(" ,").lower() in ("and", "or", "") and cur[0].unit == prev[0].unit:
            run.append(cur)
        else:
            runs.append(run)
            run = [cur]
    runs.append(run)
    return [r for r in runs if len(r) >= 2]


def _share_names(doc: Doc, sent: Span, run: list, ents: list[Span]) -> None:
    """Names written after a list of values: "by 10% and 12% in A and B, respectively" gives the i-th value
    the i-th name; one metric right after the last value ("14.4x and 13.4x compression rate") is every value's, and
    so is a change word there ("4.1% and 4.0% absolute improvement")."""
    last = run[-1][1]
    resp = next((t.i for t in doc[last.last:sent.end] if t.lower_ == "respectively"), None)
    if resp is not None:
        named_metrics = False
        for label, slot in (("Metric", "metric"), ("Dataset", "dataset")):
            names = [e for e in ents if e.label_ == label and last.last <= e.start and e.end <= resp]
            if len(names) == len(run):
                named_metrics = named_metrics or slot == "metric"
                for (res, _), e in zip(run, names):
                    setattr(res, slot, e.text)
        _share_baselines(doc, sent, run)
        if not named_metrics:
            _metrics_in_order(run, _terms_list(doc, last.last, resp) or _names_before_of(doc, run[0][1].first, ents)
                              or _measures_changed_by(doc, run, ents))
    elif not _metrics_in_turn(doc, run, ents):
        _metrics_in_order(run, _measures_changed_by(doc, run, ents))
    final = run[-1][0]
    after = doc[last.last:last.last + 4].text  # "4.1% and 4.0% mean endpoint error reduction"
    changed = final.relative and (_CHANGE_AFTER.match(" " + after) or _CHANGE_NOUN_AFTER.match(" " + after))
    metric = final.metric
    if metric and (changed or doc[last.last:last.last + len(metric.split()) + 2].text.find(metric) >= 0):
        for res, _ in run[:-1]:
            res.metric = res.metric or metric
    if changed:  # "4.1%, 5.4% and 4.0% absolute improvement": the change word after the list is every value's
        for res, _ in run[:-1]:  # nearer than any verb: "achieves up to 5x, 2x and 1.7x FLOPs reduction" is a decrease
            if res.direction in ("", "level") or final.direction:
                res.relative, res.direction = True, final.direction or res.direction


def _metrics_in_order(run: list, named: list[str]) -> None:
    """As many measure names as values: the i-th value's measure is the i-th name."""
    if len(named) == len(run):
        for (res, _), name in zip(run, named):
            res.metric = name


def _metrics_in_turn(doc: Doc, run: list, ents: list[Span]) -> bool:
    """'increases of 20% and 17% in A and B': as many measures listed right after the values' 'in' as there are
    values take them in turn, as with 'respectively'."""
    i = run[-1][1].last
    if i >= len(doc) or doc[i].lower_ != "in":
        return False
    names = sorted((e for e in ents if e.label_ == "Metric" and e.start > i), key=lambda e: e.start)
    listed = []
    for e in names:
        between = doc[listed[-1].end if listed else i + 1:e.start].text.strip(" ,").lower()
        if between not in ("and", "") if listed else between not in ("", "the"):
            break
        listed.append(e)
    if len(listed) == len(run) and (listed[-1].end >= len(doc) or not doc[listed[-1].end].like_num):
        for (res, _), e in zip(run, listed):
            res.metric = e.text
        return True
    return False


def _slash_pairs(doc: Doc, placed: list) -> None:
    """'90.2% / 88.1% accuracy': the two values of a slash pair measure what the second names."""
    for (res, n), (res2, n2) in zip(placed, placed[1:]):
        if doc[n.last:n2.first].text.strip() == "/" and res2.metric and _right_after(doc, n2.last, res2.metric):
            res.metric = res2.metric


# an "and" or a figure of its own between the data list and the values; a digit inside a measure's name
# ("Recall@1 scores of", "top-5 errors of") is no figure
_PAIR_BETWEEN = re.compile(r"\band\b|(?<![\w@\-])\d")


def _data_listed_before(doc: Doc, sent: Span, first: int, ents: list[Span]) -> list[Span]:
    """'on the A and B datasets was 98% and 97%, respectively': the last run of data names (nothing but commas and
    'and' between them) before the first value, when no name follows the values."""
    names = [e for e in ents if e.label_ == "Dataset" and sent.start <= e.start and e.end <= first]
    if not names or re.search(_PAIR_BETWEEN, doc[names[-1].end:first].text):
        return []  # 'under low (0.3) and high (0.6) noise, by 9% and 4%, respectively': a nearer pair takes them
    run = names[-1:]
    for prev in reversed(names[:-1]):
        if doc[prev.end:run[0].start].text.replace(",", " ").strip().lower() not in ("", "and"):
            break
        run.insert(0, prev)
    return run


def _respective_data(doc: Doc, sent: Span, placed: list, ents: list[Span]) -> None:
    """'an mAP of 85% and an F1 of 0.7 on A and B, respectively', '90% / 88% X and 65% / 63% Y on A and B, respectively':
    the values before the data list take its names in turn (slash pairs: one name per value of the pair)."""
    if len(placed) < 2:
        return
    last = placed[-1][1]
    resp = next((t.i for t in doc[last.last:sent.end] if t.lower_ == "respectively"), None)
    names = [e for e in ents if e.label_ == "Dataset" and last.last <= e.start and e.end <= resp] if resp is not None \
        else _data_list_after(doc, last.last, sent.end, ents)
    if len(names) < 2 and resp is not None:
        names = _data_listed_before(doc, sent, placed[0][1].first, ents)
    if len(names) < 2:
        return
    slashed = all(doc[n.last:n2.first].text.strip() == "/" for (_, n), (_, n2) in zip(placed[::2], placed[1::2]))
    if len(placed) == len(names) or (slashed and resp is not None and len(placed) == 2 * len(names) and len(names) == 2):
        for k, (res, _) in enumerate(placed):
            res.dataset = names[k % len(names)].text


# '2.4/2.3/1.1 gain in terms of MRR/MAP/Accuracy', 'SUC of 65.7/52.0 on A/B': figures listed with slashes, and the
# measures or data they are of listed the same way; each slash list item a decimal or a percentage (integers are sizes)
_SLASH_FIGURE = r"(?:\d+(?:\.\d+)?%|\d+\.\d+|\.\d+)"
_SLASH_VALUES = re.compile(r"(?<![\w./])" + _SLASH_FIGURE + r"(?:\s?/\s?" + _SLASH_FIGURE + r")+(?![\w/]|\.\d)")
_SLASH_ITEM = re.compile(_SLASH_FIGURE)
_SLASH_NAMES = re.compile(r"(?<![\w/\-])[A-Za-z][\w@\-+]*(?:\s?/\s?[A-Za-z][\w@\-+]*)+(?![\w/])")
_DATA_CUE = re.compile(r"\b(?:on|for|across)\s+(?:the\s+)?$", re.I)


def _slash_slot(sent: Span, v: re.Match, m: re.Match, names: list[str], ents: list[Span]) -> str:
    """'metric' when a listed name is a known measure or the names follow the figures ('19%/24% ADE/FDE'); 'dataset'
    when the list follows 'on'/'for'/'across', every name is written as a name (a capital or a digit:
    'in/out-of-distribution' is a setting) and none is a method; else ''."""
    base = sent.start_char
    marked = {e.label_ for e in ents if e.start_char < base + m.end() and base + m.start() < e.end_char}
    after = m.start() >= v.end() and not sent.text[v.end():m.start()].strip()
    if "Metric" in marked or any(x.lower() in metric_names_folded() for x in names) or after:
        return "metric"
    written = all(any(c.isupper() or c.isdigit() for c in x) for x in names)
    method = "Method" in marked or any(x.lower() in method_names_folded() for x in names)  # 'on A/B' of two models: no data
    if written and not method and _DATA_CUE.search(sent.text[:m.start()]):
        return "dataset"
    return ""


def _slash_lists(sent: Span, ents: list[Span]) -> list[tuple[list[re.Match], list[str], str]]:
    """Each slash list of N figures with the nearest slash list of N names in the piece: (figures, names, slot)."""
    name_lists = [(m, re.split(r"\s?/\s?", m.group())) for m in _SLASH_NAMES.finditer(sent.text)]
    found = []
    for v in _SLASH_VALUES.finditer(sent.text):
        items = list(_SLASH_ITEM.finditer(sent.text, v.start(), v.end()))
        same = [(m, names) for m, names in name_lists if len(names) == len(items)]
        if not same:
            continue
        m, names = min(same, key=lambda x: min(abs(x[0].start() - v.end()), abs(v.start() - x[0].end())))
        slot = _slash_slot(sent, v, m, names, ents)
        if slot:
            found.append((items, names, slot))
    return found


def _bind_slash_lists(sent: Span, lists: list, out: list[ResultSpan], ci: int) -> None:
    """Value i of a slash list takes name i of its name list; a value the figure reader left out (the tokenizer glues
    the list into one token) is the first value's row with its own figure. Lists of unequal length bind nothing."""
    base = sent.start_char
    for items, names, slot in lists:
        first = next((k for k, r in enumerate(out) if r.claim == ci and r.start == base + items[0].start()), None)
        if first is None:
            continue
        shared = "%" if items[-1].group().endswith("%") and not any(x.group().endswith("%") for x in items[:-1]) else ""
        at = first
        for item, name in zip(items, names):
            k = next((j for j, r in enumerate(out) if r.claim == ci and r.start == base + item.start()), None)
            if k is None:
                raw = item.group()
                out.insert(at + 1, replace(out[first], start=base + item.start(), end=base + item.end(), text=raw,
                                           value=float(raw.rstrip("%")), unit="%" if raw.endswith("%") else shared or out[first].unit))
                k = at + 1
            at = k
            setattr(out[k], slot, name)
            if shared and not out[k].unit:  # '13.1/5.4%': the sign after the last figure is every figure's
                out[k].unit = shared


def _data_list_after(doc: Doc, i: int, end: int, ents: list[Span]) -> list[Span]:
    """'85.1, 78.2 and 90.3 F1 on A, B and C': the Dataset names listed right after the values (a preposition a few
    words on, nothing but commas and 'and' between the names), which take the values in turn as with 'respectively'."""
    data = sorted((e for e in ents if e.label_ == "Dataset" and i <= e.start and e.end <= end), key=lambda e: e.start)
    if len(data) < 2 or data[0].start - i > 5:
        return []
    cue = data[0].start - 1 - (doc[data[0].start - 1].lower_ == "the")
    if doc[cue].lower_ not in ("on", "for", "in", "across") or any(t.pos_ in ("VERB", "AUX") or t.like_num for t in doc[i:cue]):
        return []
    names = data[:1]
    for e in data[1:]:
        if doc[names[-1].end:e.start].text.strip(" ,").lower() not in ("and", ""):
            break
        names.append(e)
    return names


def _share_baselines(doc: Doc, sent: Span, run: list) -> None:
    """'outperforms A and B by 3% and 2%, respectively': the i-th value is ahead of the i-th system."""
    first = run[0][1].first
    if first < 2 or doc[first - 1].lower_ != "by" or not all(res.relative for res, _ in run):
        return
    verb = _main_verb(doc[sent.start:first - 1])
    if verb is None or verb.lemma_.lower() not in _OUTPERFORM:
        return
    objs = list(doc[verb.i + 1:first - 1])
    cut = next((k for k, t in enumerate(objs) if t.pos_ in ("ADP", "VERB", "AUX") and t.dep_ != "amod"), len(objs))
    items, cur = [], []
    for t in objs[:cut] + [None]:
        if t is None or t.lower_ in ("and", ",", "or"):
            if cur:
                items.append(_trim(cur))
            cur = []
        else:
            cur.append(t)
    if len(items) == len(run) and all(items) and cut == len(objs):
        for (res, _), name in zip(run, items):
            res.baseline = name


def _measures_changed_by(doc: Doc, run: list, ents: list[Span]) -> list[str]:
    """'improves FLOPs and latency (over X) by 3.14x and 1.5x': the change verb's objects listed before the 'by' of
    as many changes, in order, as with 'respectively' (a measure list, not systems: see `_measures_listed_before`)."""
    by = run[0][1].first - 1
    if by < 2 or doc[by].lower_ != "by" or not all(res.relative for res, _ in run):
        return []
    end = next((k for k in range(by - 1, max(by - 9, 0), -1) if doc[k].lower_ in ("over", "against")), by)
    if any(t.like_num or t.pos_ in ("VERB", "AUX") for t in doc[end:by]):
        return []
    return _measures_listed_before(doc, end, ents)


def _names_before_of(doc: Doc, first: int, ents: list[Span]) -> list[str]:
    """'accuracy and AUC scores of 86% and 84%, respectively': the measures listed right before the 'of' of the
    values, in order."""
    return _measures_listed_before(doc, first - 1, ents) if first >= 2 and doc[first - 1].lower_ == "of" else []


def _measures_listed_before(doc: Doc, end: int, ents: list[Span]) -> list[str]:
    """The nouns listed right before token `end`, in order, when one of them is a Metric entity or a known measure
    (so that a list of systems is not taken)."""
    k = end - 1
    while k >= 0 and (doc[k].pos_ in ("NOUN", "PROPN", "ADJ", "CCONJ") or doc[k].text in ("-", ",")):
        k -= 1
    listed = doc[k + 1:end].text
    items = [x.strip() for x in re.split(r",\s*(?:and\s+)?|\s+and\s+", listed) if x.strip()]
    known = any(e.label_ == "Metric" and k < e.start and e.end <= end for e in ents) or any(
        x.lower() in metric_names_folded() for x in items)
    items = _shared_head(doc, k, items) if len(items) >= 2 and known else []
    return items if all(len(x.split()) <= 4 for x in items) else []


_AMOUNT_HEADS = frozenset({"number", "amount", "count"})


def _shared_head(doc: Doc, k: int, items: list[str]) -> list[str]:
    """The list's words read back in full: 'the number of parameters and FLOPS' names the number of parameters (the
    head before an 'of' the list opens after), and 'the Oracle and Guesser accuracy' the Oracle accuracy (a one-word
    modifier that is no measure shares the last item's head noun)."""
    items = list(items)
    if k >= 1 and doc[k].lower_ == "of" and doc[k - 1].pos_ == "NOUN" and doc[k - 1].lower_ in _AMOUNT_HEADS:
        items[0] = f"{doc[k - 1].text} of {items[0]}"
    head = items[-1].split()
    if len(head) >= 2 and re.sub(r"(?<=[a-z])s$", "", head[-1].lower()) in _MEASURE_HEADS:  # "errors", "costs"
        items = [x if " " in x or x.lower() in metric_names_folded() else f"{x} {head[-1]}" for x in items[:-1]] + items[-1:]
    return items


_IN_TERMS_OF = re.compile(r"\bin terms of\s+(?P<list>.+)$", re.I)


def _terms_list(doc: Doc, start: int, resp: int) -> list[str]:
    """'in terms of A, B and C, respectively': the listed measure names, in order (none of them an entity)."""
    m = _IN_TERMS_OF.search(doc[start:resp].text.rstrip(" ,"))
    if not m:
        return []
    listed = re.split(r"\s(?:on|for|across|over|with|at|under|in)\s", m.group("list"))[0]  # "X on A, B and C": A, B, C are data
    items = [x.strip() for x in re.split(r",\s*(?:and\s+|or\s+)?|\s+(?:and|or)\s+", listed) if x.strip()]
    return items if all(0 < len(x.split()) <= 4 for x in items) else []


def _scores_as_measures(ents: list[Span]) -> list[Span]:
    """A name ending in 'score' ('F-Score', 'XScore', 'Inception Score') is a measure: typed as a dataset, a value
    before it would take it as its data and keep no metric ('2.0% F-Score on A')."""
    return [Span(e.doc, e.start, e.end, label="Metric") if e.label_ == "Dataset" and e[-1].lower_.endswith("score") else e
            for e in ents]


@Language.factory(
    "kg_results",
    default_config={"max_per_claim": 12},
    requires=["doc._.claims", "token.dep"],
    assigns=["doc._.results"],
)
def make_results(nlp: Language, name: str, max_per_claim: int):
    return ResultParser(name, max_per_claim)


class ResultParser:
    def __init__(self, name: str, max_per_claim: int):
        self.name = name
        self.max_per_claim = max_per_claim

    @reads_cached
    def __call__(self, doc: Doc) -> Doc:
        ents = _scores_as_measures(list(doc.spans["kg_entities"]) if "kg_entities" in doc.spans else [])
        results: list[ResultSpan] = []
        for ci, claim in enumerate(doc._.claims or []):
            results.extend(self.parse(doc, ci, claim.span, ents)[: self.max_per_claim])
        doc._.results = results
        return doc

    def parse(self, doc: Doc, ci: int, claim: Span, ents: list[Span]) -> list[ResultSpan]:
        out: list[ResultSpan] = []
        for piece in _pieces(claim):
            self.parse_piece(doc, ci, piece, ents, out)
        return out

    def parse_piece(self, doc: Doc, ci: int, sent: Span, ents: list[Span], out: list[ResultSpan]) -> None:
        clauses = _clauses(sent)
        frames = [(a, b) for a, b, is_frame in clauses if is_frame]
        numbers = [n for n in _numbers(sent) if not _named_digits(n, ents)]
        slash = _slash_lists(sent, ents)
        slash_firsts = {sent.start_char + items[0].start() for items, _, _ in slash}  # their names say what they measure
        for k in range(len(numbers) - 2, -1, -1):  # from the end: "1.2, 2.5 and 3.1 points" passes the points back
            _shared_points(doc, numbers[k], numbers[k + 1])
        placed: list[tuple[ResultSpan, _Number]] = []  # this piece's results with their numbers
        for k, n in enumerate(numbers):
            a, b = next(((x, y) for x, y, _ in clauses if x <= n.first < y), (sent.start, sent.end))
            prev_end = max([m.last for m in numbers[:k] if a <= m.first < b], default=a)
            next_start = min([m.first for m in numbers[k + 1:] if a <= m.first < b], default=b)
            before_text = doc[a:n.first].text if n.first > a else ""
            if n.unit == "times":  # 'raising the lift up to 9 times': a factor after a change verb only
                ranged_end = k > 0 and numbers[k - 1].first_end and prev_end > a  # "by 2 to 4 times": the verb before 2
                changed = any(t.lemma_.lower() in CHANGE_VERBS for t in doc[a if ranged_end else max(a, prev_end):n.first])
                n.unit = "x" if changed else ""  # else a bare number, kept only where a bare number is
            if n.unit == "x" and _dataset_size(doc, n, a, b) or _size_of_a_thing(doc, n, ents) or _folds_of_a_protocol(doc, n) \
                    or _share_of_data(doc, n) or _operating_point(doc, n, _figure_before(doc, numbers, k, a)):
                continue
            q = _QUALIFIERS.search(before_text)
            qualifier = q.group("q").lower() if q else ""
            if qualifier in _ABOUT_WORDS and re.search(r"\bfrom\s+\w+\s*$", before_text, re.I):
                qualifier = "from"  # "from nearly 0 to 20%": the first end of a from-to pair
            pair = _bracketed_pair(doc, n)
            if pair == "to" and not qualifier:
                qualifier = "from"  # "(55% to 63%)": the first end of a from-to pair
            after = doc[n.last:b].text
            by = bool(_BY_BEFORE.search(before_text))
            change_word = _CHANGE_AFTER.match(" " + after) or _CHANGE_NOUN_AFTER.match(" " + after)
            plus = bool(_PLUS.search(before_text)) or n.text.startswith("+")
            verb = next((t for t in reversed(doc[max(a, prev_end):n.first]) if t.pos_ in ("VERB", "AUX")), None)
            # "achieves 33.9 BLEU points" is a level; points are a change by default ("gains 2 points"); the verb of
            # "achieves 30.1 and 33.9 points" is the first value's too
            held = verb or next((t for t in reversed(doc[a:n.first]) if t.pos_ in ("VERB", "AUX")), None)
            level_points = held is not None and held.lemma_.lower() in _LEVEL_VERBS and not any(
                t.lemma_.lower() in CHANGE_NOUNS for t in doc[held.i:n.first])  # "obtains a gain of 3 points"
            relative = n.unit in ("x", "orders of magnitude") or by or plus or bool(change_word) or bool(
                _CHANGE_OF.search(before_text)) or (n.unit == "points" and qualifier not in ("to", "from") and not level_points)
            relative = relative or _bounded_change(doc, n, max(a, prev_end), qualifier) or _said_of_change(doc, n)
            if qualifier == "from":
                relative = False  # "from 71.2% to 75.4%": two levels
            if n.unit == "%" and verb is not None and verb.lemma_.lower() in CHANGE_VERBS and qualifier not in ("to", "from"):
                relative = True  # "adding 1% training time", "cuts 30% of the cost"
            if qualifier == "within":  # "within 0.4 points of Y": a gap to Y
                of = next((t for t in doc[n.last:b] if t.lower_ == "of"), None)
                gap_to = _baseline_phrase(doc, of.i + 1, b, ents) if of is not None and of.i <= n.last + 1 else ""
            else:
                gap_to = ""
            listed = bool(out) and out[-1].claim == ci and prev_end > a and (
                doc[prev_end:n.first].text.strip(" ,").lower() in ("and", "or", "") or _parallel(doc, prev_end, n.first, ents)
                or _measure_list(doc, numbers, k, out))
            if listed:  # "by 1.2% and 3.4%": the second shares the first's change
                relative = relative or out[-1].relative
            # "whereas Y reaches B": B is Y's own figure of the same measure; "while Y saves 90% of the cost" (a change
            # verb) says something new about Y
            contrast = doc[a].lower_ in ("whereas", "while") and any(t.dep_ == "nsubj" for t in doc[a:n.first]) \
                and not (verb is not None and verb.lemma_.lower() in CHANGE_VERBS)
            partner = (contrast or bool(_PARTNER_BEFORE.search(doc[prev_end:n.first].text))) and bool(out) \
                and out[-1].claim == ci and not by and not change_word and n.unit in ("", out[-1].unit) \
                and not _counts_things(doc, n, ents)
            if not n.unit and not partner and n.measured is None:
                # a bare number counts only as a metric's value: "an AUC of 0.91", "0.91 F1", "from 0.7 to 0.9"
                close = [e for e in ents if e.label_ == "Metric" and a <= e.start < b
                         and (0 <= n.first - e.end <= 2 or 0 <= e.start - n.last <= 1)]
                last = numbers[_bare_run_end(doc, numbers, k)]
                shared = last is not n and any(e.label_ == "Metric" and 0 <= e.start - last.last <= 1 for e in ents)  # "7.2 and 5.0 BLEU"
                # "an F1 of 85.1, 78.2 and 90.3": a bare value listed after a kept one is read like it
                after_kept = k > 0 and bool(out) and out[-1].claim == ci and out[-1].start == numbers[k - 1].start \
                    and not numbers[k - 1].unit and _joined(doc, numbers[k - 1], n)
                if "." not in n.text or not (close or shared or after_kept or qualifier in ("from", "to") or n.start in slash_firsts):
                    continue
            if partner:
                prime = out[-1]
                method = _owner(doc, n, prev_end, next_start, ents)
                if method and not prime.baseline:
                    prime.baseline = method
                out.append(ResultSpan(ci, n.start, n.end, n.text, n.value, n.unit or prime.unit, prime.direction if prime.relative else "level",
                                      prime.relative, prime.metric, prime.dataset, "", method, qualifier,
                                      0.7 if prime.metric else 0.5, self.name))
                placed.append((out[-1], n))
                continue
            metric = (k and prev_end > a and _elided_object(doc, numbers[k - 1].first, prev_end, n.first, sent.start, ents)) \
                or _metric(doc, n, max(a, prev_end), next_start, ents)
            elided = out and out[-1].claim == ci and _main_verb(doc[a:n.first]) is None
            if not metric and out and out[-1].claim == ci and n.unit == out[-1].unit and (
                    prev_end > a or qualifier == "to" or elided):
                metric = out[-1].metric  # "by 1% and 2%", "from 0.7 to 0.9 F1", "...; and 3% on Y" (elided verb)
            metric, named_ds = _split_metric(metric, doc, ents)
            # "by 2% on A, 3% on B": in such a run each value's data comes after it; the data before is the last value's
            own_place = listed and doc[prev_end:n.first].text.strip(" ,").lower() not in ("and", "or", "")
            ds = _data_before_bracket(doc, n, ents) or _entities_in(ents, n.last, next_start, "Dataset")
            if not ds and not own_place:
                ds = _entities_in(ents, a, n.first, "Dataset") or _entities_in(ents, a, b, "Dataset")
            # in such a run the system after a value is its own ("by 2% over A, 3% over B")
            baseline = (own_place and _baseline(doc, n.last, next_start, ents)) or \
                _baseline(doc, max(a, prev_end), next_start, ents) or _outperformed(doc, n, a, ents, qualifier)
            # a change needs a reference: "by 3% and 4% over Y"; the nearest after it first. A value whose own comparison
            # ("4x faster than the prior method and 9x faster than Y") names only a generic system keeps none
            own_cue = bool(_BASELINE_CUE.search(doc[n.last:next_start].text)) and next_start < b
            if not baseline and relative and not own_cue:
                baseline = _baseline(doc, n.last, b, ents) or _baseline(doc, a, b, ents)
            ds = [d for d in ds if d.text.rstrip(".") not in baseline.split(", ")]  # "relative to X" is no dataset
            for fa, fb in reversed(frames):
                if ds or fa >= a:
                    continue
                ds = _entities_in(ents, fa, fb, "Dataset")
            baseline = gap_to or baseline
            if not baseline and relative:
                for fa, fb in reversed(frames):
                    if fa < a:
                        baseline = _baseline(doc, fa, fb, ents) or baseline
            between = doc_text(doc)[out[-1].end:n.start].strip().lower() if out and out[-1].claim == ci and out[-1].end <= n.start else None
            ranged = prev_end > a and (between in ("to", "-", "–", "—", "~", "∼") or between == "or" and numbers[k - 1].first_end) \
                and out[-1].qualifier != "from"  # "two or three orders of magnitude" is a range too
            if ranged:  # "by 2-4%": the cue before the range's first end makes both ends a change
                relative = relative or out[-1].relative
            direction = _direction(doc, n, max(a, prev_end), relative) or _direction(doc, n, a, relative)
            if listed and relative and out[-1].direction and direction in ("", "level"):
                direction = out[-1].direction
            if elided and not relative and out[-1].relative:
                relative, direction = True, ""
            if elided and not direction and relative == out[-1].relative:
                direction, baseline = out[-1].direction, baseline or out[-1].baseline
            if qualifier == "within":
                direction = ""  # a gap, either side
            after_from = out and out[-1].claim == ci and out[-1].qualifier == "from"
            if qualifier == "to" and not relative and not ranged and not after_from:
                direction = _changed_to(verb) or direction
            if listed and not relative and direction == "level" and out[-1].qualifier == "to" and not out[-1].relative:
                direction = out[-1].direction or direction  # "reduces the error to 30% and 29%": both reached by the change
            if n.value < 0 and relative:  # "-60%"
                direction = "decrease"
            elif n.text.startswith("+"):  # "+3.1%"
                direction = "increase"
            if plus and out and out[-1].claim == ci:
                direction, metric = "increase", metric or out[-1].metric
            if ranged:  # "33% to 48% fewer": a range
                prev = out[-1]
                prev.relative, prev.direction = relative, direction
                prev.metric, prev.baseline = prev.metric or metric, prev.baseline or baseline
                # '71.2-74.5% accuracy', '47% to 75% of the volume': the words right after the second say what both
                # measure; else the first's ('cuts training time by 12% to 22% ... without hurting accuracy')
                close = bool(metric) and (_right_after(doc, n.last, metric) or numbers[k - 1].first_end)
                if close or between != "to" and not prev.metric:
                    prev.metric = metric or prev.metric
                elif prev.metric:
                    metric = prev.metric
            if qualifier == "to" and out and out[-1].qualifier == "from":
                spread = _SPREAD_BEFORE.search(doc_text(doc)[:out[-1].start])  # "ranging from 26% to 86%": no change
                direction = "level" if spread else "increase" if n.value > out[-1].value else "decrease"
                head = _spread_head(doc, a, n.first) if spread else None
                if head is not None and head.lemma_.lower() in CHANGE_NOUNS:  # "gains ranging from 2% to 5%": two changes
                    relative, direction = True, "decrease" if _DOWN_WORDS.match(head.lemma_) else "increase"
                    out[-1].relative, out[-1].direction = relative, direction
                    baseline = baseline or out[-1].baseline
                    out[-1].baseline = out[-1].baseline or baseline
                metric = (_spread_of(doc, a, n.first, ents) if spread else "") or metric
                if metric:
                    out[-1].metric = metric  # "from A to B mAP": B's metric is A's
            if pair.endswith("from") and not relative:
                direction = "decrease" if pair.startswith("down") else "increase"  # "(63% up from 44%)": the level reached
            if n.total:  # "on 7 out of 9 datasets": a count, no change
                relative, direction, qualifier = False, "level", f"out of {n.total}"
            owner = _achieved_by(doc, n, b, ents)
            if owner is not None:  # "outperforming the 51% achieved by X": X's own level, no change
                relative, direction, baseline = False, "level", ""
            out.append(ResultSpan(ci, n.start, n.end, n.text, n.value, n.unit, direction, relative, metric,
                                  named_ds or _join(ds), baseline, owner or "", qualifier, 0.8 if n.unit and metric else 0.6, self.name))
            placed.append((out[-1], n))
        for run in _listed_runs(doc, placed):
            _share_names(doc, sent, run, ents)
        _slash_pairs(doc, placed)
        _respective_data(doc, sent, placed, ents)
        _bind_slash_lists(sent, slash, out, ci)
