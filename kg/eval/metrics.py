"""Precision / recall / F1 over sets of exact items, counted with spaCy's PRFScore."""
from __future__ import annotations

from collections import defaultdict
from typing import Dict, Hashable, Iterable, Tuple

from spacy.scorer import PRFScore


def _figures(score: PRFScore) -> Dict[str, float]:
    return {"p": round(score.precision, 4), "r": round(score.recall, 4), "f1": round(score.fscore, 4)}


def prf(tp: int, n_pred: int, n_gold: int) -> Dict[str, float]:
    """P / R / F1 from counts (true positives, predicted, gold)."""
    return _figures(PRFScore(tp=tp, fp=n_pred - tp, fn=n_gold - tp))


class SetScorer:
    """Accumulates predicted and gold item sets; scores overall and per label (item[-1] is the label)."""

    def __init__(self) -> None:
        self.by_label: Dict[Hashable, PRFScore] = defaultdict(PRFScore)

    def add(self, pred: Iterable[Tuple[Hashable, ...]], gold: Iterable[Tuple[Hashable, ...]]) -> None:
        ps, gs = set(pred), set(gold)
        for label in {x[-1] for x in ps | gs}:
            self.by_label[label].score_set({x for x in ps if x[-1] == label}, {x for x in gs if x[-1] == label})

    def total(self) -> Dict[str, float]:
        return _figures(sum(self.by_label.values(), PRFScore()))

    def per_label(self, labels: Iterable[str]) -> Dict[str, Dict[str, float]]:
        return {lab: _figures(self.by_label.get(lab) or PRFScore()) for lab in labels}
