"""Quantitative results inside claims: value, unit, direction, and the metric, dataset and baseline
the sentence ties them to -> doc._.results (a list of dicts, one per number).

"boosts accuracy by 11.7% and 12.7% in UMAHand" gives two results, both metric "accuracy",
dataset "UMAHand", direction "increase". A number without a unit counts only next to a metric
("BLEU of 34.2", "0.91 F1"); counts of things ("10 million compounds") are not results.
"""
from __future__ import annotations

import re

from spacy.language import Language
from spacy.tokens import Doc

from kg.extract import extensions
from kg.extract.lexicon import BASELINE_CUES, DECREASE_WORDS, INCREASE_WORDS

extensions.register()

_NUM = re.compile(
    r"(?<![\w.\-])([+\-−]?\d+(?:,\d{3})*(?:\.\d+)?)"
    r"(\s*(?:%|percent\b|×|x(?![\w])|-fold\b|\s?(?:percentage\s)?points?\b|\s?pp\b))?(?![\w])(?!\s*\d)"
)
_CLAUSE_SPLIT = re.compile(r";|,\s+(?:with|while|whereas|and\s+(?:reduces|achieves|improves))\s+")
_AFTER_UP = re.compile(r"^\s*(?:performance\s+)?(?:boost|improvement|gain|increase|speed[- ]?up|faster|higher|better)", re.I)
_AFTER_DOWN = re.compile(r"^\s*(?:reduction|decrease|fewer|less|lower|drop|smaller|faster\s+convergence)", re.I)


def _unit(raw: str | None) -> str:
    if not raw:
        return ""
    u = raw.strip().lower()
    if u in ("%", "percent"):
        return "%"
    if u in ("×", "x", "-fold"):
        return "x"
    if "point" in u or u == "pp":
        return "points"
    return u


def _value(text: str) -> float:
    return float(text.replace(",", "").replace("−", "-"))


def _direction(before: str, after: str) -> str:
    if _AFTER_DOWN.match(after):
        return "decrease"
    if _AFTER_UP.match(after):
        return "increase"
    last_up = max((m.end() for m in INCREASE_WORDS.finditer(before)), default=-1)
    last_down = max((m.end() for m in DECREASE_WORDS.finditer(before)), default=-1)
    if last_up < 0 and last_down < 0:
        return "level"
    return "increase" if last_up > last_down else "decrease"


def _baseline(text: str, methods: list[tuple[int, int, str]]) -> str:
    m = BASELINE_CUES.search(text)
    if not m:
        return ""
    for s, _, name in methods:
        if s >= m.end() and s - m.end() < 40:
            return name
    tail = re.split(r"[,.;:()]|\s(?:on|in|across|by|with|and\s+(?:achieve|improve))\s", text[m.end():], maxsplit=1)[0]
    words = tail.split()
    return " ".join(words[:6])


# "DTW improvements of 38.78%": the word(s) before the change noun name what was measured
_NAMED_CHANGE = re.compile(r"(?:improvement|gain|reduction|increase|decrease|drop|boost)s?\s+(?:of|by)\s+(?:up\s+to\s+)?$", re.I)
_WORDS_ONLY = re.compile(r"^[\w\s-]*$")
_PREPOSITION = re.compile(r"\b(?:in|on|at|across|for|from|over|than|with|of|to)\b", re.I)


def _metric_for(text: str, clause_start: int, start: int, end: int, metrics: list, entities: list) -> str:
    """The metric a number measures: a named change ("SME improvements of 26%"), else the nearest metric
    before it in its clause, else one right after it ("3.1% accuracy"), else the entity that the number
    quantifies ("27.8% ... model parameters", words only in between)."""
    change = _NAMED_CHANGE.search(text[clause_start:start])
    if change:
        pivot = clause_start + change.start()
        named = [e for e in entities if e[1] <= pivot and not text[e[1]:pivot].strip()]
        if named:
            return named[-1][2]
    before = [e for e in metrics if e[1] <= start]
    if before:
        return before[-1][2]
    after = [e for e in metrics if e[0] >= end]
    if after:
        return after[0][2]
    follows = [e for e in entities if e[0] >= end and e[0] - end <= 16 and e[3] not in ("Dataset", "Task")
               and _WORDS_ONLY.match(text[end:e[0]]) and not _PREPOSITION.search(text[end:e[0]])]
    return follows[0][2] if follows else ""


@Language.factory("kg_results", default_config={"max_per_claim": 12})
def make_results(nlp: Language, name: str, max_per_claim: int):
    return ResultParser(name, max_per_claim)


class ResultParser:
    def __init__(self, name: str, max_per_claim: int):
        self.name = name
        self.max_per_claim = max_per_claim

    def __call__(self, doc: Doc) -> Doc:
        results = []
        entities = list(doc.spans["kg_entities"]) if "kg_entities" in doc.spans else []
        for ci, claim in enumerate(doc._.claims or []):
            sent = claim["span"]
            base, text = sent.start_char, sent.text
            ents = [(e.start_char - base, e.end_char - base, e.text, e.label_) for e in entities
                    if sent.start_char <= e.start_char and e.end_char <= sent.end_char]
            metrics = [e for e in ents if e[3] == "Metric"]
            datasets = [e for e in ents if e[3] == "Dataset"]
            methods = [(s, t, n) for s, t, n, lab in ents if lab == "Method"]
            clauses = [(m.start(), m.end()) for m in _CLAUSE_SPLIT.finditer(text)]
            bounds = [0] + [e for _, e in clauses] + [len(text)]
            carry_metric, carry_direction = "", "level"
            found = 0
            for m in _NUM.finditer(text):
                start, end = m.start(), m.end()
                unit = _unit(m.group(2))
                ci_start = max(b for b in bounds if b <= start)
                ci_end = min(b for b in bounds if b > start)
                in_clause = lambda e: ci_start <= e[0] and e[1] <= ci_end  # noqa: E731
                near_metric = [e for e in metrics if in_clause(e)]
                if not unit:
                    # unit-less numbers only right next to a metric name
                    close = [e for e in near_metric if 0 <= start - e[1] <= 6 or 0 <= e[0] - end <= 3]
                    if not close or "." not in m.group(1):
                        continue
                metric = _metric_for(text, ci_start, start, end, near_metric, [e for e in ents if in_clause(e)])
                direction = _direction(text[ci_start:start], text[end:end + 30])
                continues = text[ci_start - 1:ci_start] == ";" or ci_start == 0  # "...; and 8.85% in Y"
                if metric:
                    carry_metric = metric
                elif continues:
                    metric = carry_metric
                if direction != "level":
                    carry_direction = direction
                elif continues:
                    direction = carry_direction
                ds_after = [e for e in datasets if in_clause(e) and e[0] >= end]
                ds_before = [e for e in datasets if in_clause(e) and e[1] <= start]
                dataset = ds_after[0][2] if ds_after else ds_before[-1][2] if ds_before else ""
                results.append({
                    "value": _value(m.group(1)),
                    "unit": unit,
                    "direction": direction,
                    "text": text[start:end].strip(),
                    "start": base + start,
                    "end": base + start + len(text[start:end].rstrip()),
                    "claim": ci,
                    "metric": metric,
                    "dataset": dataset,
                    "baseline": _baseline(text, methods),
                    "confidence": 0.8 if unit and metric else 0.6,
                    "extractor": self.name,
                })
                found += 1
                if found >= self.max_per_claim:
                    break
        doc._.results = results
        return doc
