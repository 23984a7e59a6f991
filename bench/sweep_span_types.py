"""Sweep kg_scierc_span_types' three settings on a SciERC file; prints entity and relation F1 for each.

The pipeline runs up to the NER once; each setting then re-runs only the span-type component and the
relation classifier on the same NER output. This is how the shipped defaults were chosen (on dev).

    .venv/bin/python bench/sweep_span_types.py ../shared/data/scierc/dev.json
"""
from __future__ import annotations

import argparse
import itertools
import json
from pathlib import Path

from spacy.tokens import Span

from kg.eval.scierc import evaluate_docs
from kg.extract.pipeline import build_nlp
from kg.eval.corpora import read_scierc, scierc_spacy_docs


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("scierc_file", type=Path)
    ap.add_argument("--ner-weight", type=float, nargs="+", default=[0.25, 0.5, 1.0, 1.5])
    ap.add_argument("--drop-none", type=float, nargs="+", default=[0.8, 0.9, 0.95])
    ap.add_argument("--add-min", type=float, nargs="+", default=[0.4, 0.5, 0.6, 0.7, 0.8])
    args = ap.parse_args()
    nlp = build_nlp()
    names = nlp.pipe_names
    recs = read_scierc(args.scierc_file)
    with nlp.select_pipes(enable=names[: names.index("kg_scierc_span_types")]):
        docs = scierc_spacy_docs(nlp, recs)
    ner = [[(s.start, s.end, s.label_, s._.confidence, s._.extractor) for s in d.spans.get("scierc", [])] for d in docs]
    types, relations = nlp.get_pipe("kg_scierc_span_types"), nlp.get_pipe("kg_scierc_relations")
    for weight, drop, add in itertools.product(args.ner_weight, args.drop_none, args.add_min):
        types.ner_weight, types.drop_none, types.add_min = weight, drop, add
        for doc, spans in zip(docs, ner):  # every setting starts from the same NER spans
            doc.spans["scierc"] = [_span(doc, *s) for s in spans]
            relations(types(doc))
        scores = evaluate_docs(docs, recs)
        print(json.dumps({"ner_weight": weight, "drop_none": drop, "add_min": add,
                          "entities_f1": round(scores["entities"]["f1"], 4), "relations_f1": round(scores["relations"]["f1"], 4)}))


def _span(doc, start, end, label, confidence, extractor) -> Span:
    span = Span(doc, start, end, label=label)
    span._.confidence, span._.extractor = confidence, extractor
    return span


if __name__ == "__main__":
    main()
