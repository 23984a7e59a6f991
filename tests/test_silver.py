"""`kg train silver` (self-training data for the NER): which sentences it keeps, and that `kg train
entities --silver` reads them."""
import json

import pytest
import spacy
from spacy.tokens import Doc, Span

from kg.cli import main
from kg.eval.corpora import read_scierc
from kg.extract import extensions
from kg.train.silver import silver_record
from tests.support.tiny_corpus import write_venue_abstracts


def _doc_with_spans(spans):
    """Two invented sentences; spans are (start, end, label, confidence) over the doc's tokens."""
    extensions.register()
    words = ["We", "use", "graph", "attention", "for", "node", "ranking", ".",
             "A", "decoder", "improves", "recall", "."]
    doc = Doc(spacy.blank("en").vocab, words=words, sent_starts=[w in ("We", "A") for w in words])
    group = []
    for start, end, label, conf in spans:
        span = Span(doc, start, end, label=label)
        span._.confidence = conf
        group.append(span)
    doc.spans["scierc"] = group
    return doc


def test_silver_keeps_only_sentences_whose_every_span_is_sure():
    doc = _doc_with_spans([(2, 4, "Method", 0.9), (5, 7, "Task", 0.85), (9, 10, "Method", 0.95), (11, 12, "Metric", 0.4)])
    rec = silver_record(doc, "p1", min_confidence=0.8)
    # the second sentence has an unsure span, so it goes whole: its sure "decoder" would otherwise be kept
    # beside an unlabelled "recall" that the NER would learn as no entity
    assert rec["sentences"] == [["We", "use", "graph", "attention", "for", "node", "ranking", "."]]
    assert rec["ner"] == [[[2, 3, "Method"], [5, 6, "Task"]]]


def test_silver_offsets_count_only_the_kept_sentences():
    doc = _doc_with_spans([(2, 4, "Method", 0.5), (9, 10, "Method", 0.95), (11, 12, "Metric", 0.9)])
    rec = silver_record(doc, "p2", min_confidence=0.8)
    assert rec["sentences"] == [["A", "decoder", "improves", "recall", "."]]
    assert rec["ner"] == [[[1, 1, "Method"], [3, 3, "Metric"]]]


def test_silver_without_spans_or_sure_sentences_is_nothing():
    assert silver_record(_doc_with_spans([]), "p3", 0.8) is None
    assert silver_record(_doc_with_spans([(2, 4, "Method", 0.3)]), "p4", 0.8) is None


def test_silver_file_round_trips_through_the_scierc_reader(tmp_path):
    rec = silver_record(_doc_with_spans([(2, 4, "Method", 0.9), (9, 10, "Method", 0.9)]), "p5", 0.8)
    path = tmp_path / "silver.jsonl"
    path.write_text(json.dumps(rec) + "\n")
    (doc,) = read_scierc(path)
    assert doc.sent_starts == [0, 8]
    assert [doc.words[s:e] for s, e, _ in doc.ents] == [["graph", "attention"], ["decoder"]]


def test_train_silver_then_entities_with_it(tmp_path):
    from kg.extract.trained import models_available

    if not models_available():
        pytest.skip("the shipped entity models are not in this checkout")
    data = tmp_path / "data"
    write_venue_abstracts(data, 12, 20, seed=3, title="Graph attention for node classification")
    silver = tmp_path / "silver.jsonl"
    assert main(["train", "silver", "--data-dir", str(data), "--venue-sample", "10", "--min-confidence", "0.0",
                 "--out", str(silver)]) == 0
    recs = read_scierc(silver)
    assert recs and all(r.ents for r in recs)
    (data / "scierc").mkdir()
    (data / "scierc" / "train.json").write_text(json.dumps(
        {"doc_key": "d0", "sentences": [["We", "use", "a", "graph", "transformer", "."]],
         "ner": [[[3, 4, "Method"]]]}) + "\n")
    ner = tmp_path / "ner"
    assert main(["train", "entities", "--data-dir", str(data), "--out", str(ner), "--epochs", "1",
                 "--silver", str(silver)]) == 0
    meta = json.loads((ner / "meta.json").read_text())
    assert meta["kg_hyperparameters"]["silver"] == str(silver)


def test_missing_silver_file_is_one_line_error(tmp_path, capsys):
    data = tmp_path / "data"
    (data / "scierc").mkdir(parents=True)
    (data / "scierc" / "train.json").write_text(json.dumps(
        {"doc_key": "d0", "sentences": [["A", "graph", "."]], "ner": [[[1, 1, "Method"]]]}) + "\n")
    assert main(["train", "entities", "--data-dir", str(data), "--out", str(tmp_path / "ner"), "--epochs", "0",
                 "--silver", str(tmp_path / "none.jsonl")]) != 0
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "none.jsonl" in err[0] and "kg train silver" in err[0]
