"""Silver entities for self-training the NER (issue #17): the shipped entity components' confident
spans on venue abstracts, written in SciERC's JSON Lines format so that `kg train entities --silver`
reads them beside SciERC train with the same reader.

A sentence is kept only when it has a span and every span in it reaches min_confidence: a sentence
with an unsure span would teach the NER that the unsure words are no entity."""
from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Iterable, Iterator

from kg.errors import KgError


def venue_sample(venues: Path, n: int, seed: int, exclude_ids: set[str]) -> list[tuple[str, str]]:
    """(id, title + abstract) of n venue abstracts sampled with seed, none of exclude_ids."""
    from kg.train.vectors import venue_records

    recs = [(rid, text) for rid, text in venue_records(venues) if rid not in exclude_ids]
    if not recs:
        raise KgError(f"no venue abstracts under {venues}")
    return random.Random(seed).sample(recs, min(n, len(recs)))


def silver_record(doc, doc_key: str, min_confidence: float) -> dict | None:
    """The doc's confident sentences with their spans, SciERC-style (doc-level inclusive token offsets)."""
    sentences, ner = [], []
    offset = 0
    for sent in doc.sents:
        spans = [s for s in doc.spans.get("scierc", []) if s.start >= sent.start and s.end <= sent.end]
        if not spans or min(s._.confidence for s in spans) < min_confidence:
            continue
        words = [t for t in sent if not t.is_space]
        index = {t.i: k for k, t in enumerate(words)}
        ents = []
        for s in sorted(spans, key=lambda s: s.start):
            toks = [index[t.i] for t in s if t.i in index]
            if toks and (not ents or toks[0] > ents[-1][1] - offset):
                ents.append([offset + toks[0], offset + toks[-1], s.label_])
        sentences.append([t.text for t in words])
        ner.append(ents)
        offset += len(words)
    return {"doc_key": doc_key, "sentences": sentences, "ner": ner} if sentences else None


def silver_records(nlp, texts: Iterable[tuple[str, str]], min_confidence: float) -> Iterator[dict]:
    ids, bodies = zip(*texts)
    for key, doc in zip(ids, nlp.pipe(bodies, batch_size=32)):
        rec = silver_record(doc, key, min_confidence)
        if rec:
            yield rec


def gold_ids(data_dir: Path) -> set[str]:
    """Ids of the venue dev gold, kept out of the silver text so that no scored paper is trained on."""
    path = data_dir / "venue_gold" / "venue_dev_input.jsonl"
    if not path.exists():
        return set()
    return {json.loads(line)["id"] for line in path.open(encoding="utf-8") if line.strip()}


def build(data_dir: Path, out_file: Path, n: int = 600, seed: int = 0, min_confidence: float = 0.8) -> dict:
    from kg.extract import extensions, trained  # noqa: F401 (trained registers the components)
    from kg.train.data import load_base

    extensions.register()
    nlp = load_base()
    for name in ("kg_scierc_entities", "kg_scierc_span_types"):
        nlp.add_pipe(name, name=name)
    texts = venue_sample(data_dir / "venues", n, seed, gold_ids(data_dir))
    out_file.parent.mkdir(parents=True, exist_ok=True)
    kept = sents = ents = 0
    tmp = out_file.with_name(out_file.name + ".tmp")
    with tmp.open("w", encoding="utf-8") as fh:
        for rec in silver_records(nlp, texts, min_confidence):
            fh.write(json.dumps(rec) + "\n")
            kept += 1
            sents += len(rec["sentences"])
            ents += sum(len(e) for e in rec["ner"])
    tmp.replace(out_file)
    return {"abstracts": len(texts), "abstracts_kept": kept, "sentences": sents, "entities": ents,
            "min_confidence": min_confidence, "seed": seed, "out": str(out_file)}
