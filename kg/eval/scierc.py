"""End-to-end SciERC evaluation: entities (exact typed spans) and relations (PURE's strict "Rel")."""
from __future__ import annotations

from pathlib import Path

from kg.eval.corpora import read_scierc, scierc_spacy_docs
from kg.eval.metrics import SetScorer


def evaluate_docs(docs, recs) -> dict:
    from kg.extract.trained.labels import ENTITY_LABELS, RELATION_LABELS

    ents, rels = SetScorer(), SetScorer()
    reachable = 0
    for doc, rec in zip(docs, recs):
        spans = doc.spans["scierc"] if "scierc" in doc.spans else []
        ents.add({(s.start, s.end, s.label_) for s in spans}, set(rec.ents))
        bounds = {(s.start, s.end) for s in spans}
        reachable += sum((s1, e1) in bounds and (s2, e2) in bounds for s1, e1, s2, e2, _ in set(rec.rels))
        pred = {(h.start, h.end, t.start, t.end, lab) for h, t, lab, _ in (doc._.scierc_relations or [])}
        rels.add(pred, set(rec.rels))
    n_gold = sum(len(set(rec.rels)) for rec in recs)
    return {
        "entities": {**ents.total(), "per_type": ents.per_label(ENTITY_LABELS)},
        "relations": {**rels.total(), "per_type": rels.per_label(RELATION_LABELS),
                      # recall ceiling set by the entities: a relation can only be found when both of its
                      # argument spans were predicted exactly (whatever their type)
                      "args_predicted": round(reachable / n_gold, 4) if n_gold else 0.0},
        "documents": len(recs),
    }


def evaluate(nlp, path: Path) -> dict:
    """Run the whole pipeline over FILE's own tokens and sentences; score against its annotations."""
    recs = read_scierc(Path(path))
    docs = scierc_spacy_docs(nlp, recs)
    return evaluate_docs(docs, recs)
