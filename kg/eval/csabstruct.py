"""Sentence-role evaluation on CSAbstruct: micro F1 (= accuracy, one label a sentence) and per label."""
from __future__ import annotations

from pathlib import Path

from kg.eval.corpora import abstract_doc, read_csabstruct
from kg.eval.metrics import SetScorer


def evaluate(nlp, path: Path, batch_size: int = 32) -> dict:
    """Run the pipeline over each abstract (gold sentence boundaries) and score sent._.role."""
    from kg.extract.trained.labels import ROLE_LABELS

    abstracts = read_csabstruct(Path(path))
    kept = [[i for i, s in enumerate(a.sentences) if s.strip()] for a in abstracts]
    docs = (abstract_doc(nlp, [a.sentences[i] for i in keep]) for a, keep in zip(abstracts, kept))
    sc = SetScorer()
    correct = total = 0
    for a, keep, doc in zip(abstracts, kept, nlp.pipe(docs, batch_size=batch_size)):
        pred = {i: sent._.role for i, sent in zip(keep, doc.sents)}
        gold = list(enumerate(a.labels))
        sc.add([(a.abstract_id, i, lab) for i, lab in pred.items()], [(a.abstract_id, i, lab) for i, lab in gold])
        correct += sum(pred.get(i) == lab for i, lab in gold)
        total += len(gold)
    return {"micro_f1": round(correct / total if total else 0.0, 4), "per_label": sc.per_label(ROLE_LABELS),
            "sentences": total}
