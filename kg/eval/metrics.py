"""Precision / recall / F1 over sets of exact items."""
from __future__ import annotations

from collections import Counter
from typing import Dict, Hashable, Iterable, Tuple


def prf(tp: int, n_pred: int, n_gold: int) -> Dict[str, float]:
    p = tp / n_pred if n_pred else 0.0
    r = tp / n_gold if n_gold else 0.0
    f = 2 * p * r / (p + r) if p + r else 0.0
    return {"p": round(p, 4), "r": round(r, 4), "f1": round(f, 4)}


class SetScorer:
    """Accumulates predicted and gold item sets; scores overall and per label (item[-1] is the label)."""

    def __init__(self) -> None:
        self.tp: Counter = Counter()
        self.pred: Counter = Counter()
        self.gold: Counter = Counter()

    def add(self, pred: Iterable[Tuple[Hashable, ...]], gold: Iterable[Tuple[Hashable, ...]]) -> None:
        ps, gs = set(pred), set(gold)
        for x in ps:
            self.pred[x[-1]] += 1
        for x in gs:
            self.gold[x[-1]] += 1
        for x in ps & gs:
            self.tp[x[-1]] += 1

    def total(self) -> Dict[str, float]:
        return prf(sum(self.tp.values()), sum(self.pred.values()), sum(self.gold.values()))

    def per_label(self, labels: Iterable[str]) -> Dict[str, Dict[str, float]]:
        return {lab: prf(self.tp[lab], self.pred[lab], self.gold[lab]) for lab in labels}
