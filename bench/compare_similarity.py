"""Experiment: the resolver's similarity step scored by in-domain phrase vectors (cosine of
kg.extract.vectors.phrase_vector) instead of rapidfuzz, on the silver set of `kg eval resolution`.

Everything else stays as shipped (blocks, the number and containment guards, the other steps); only
the scorer and its threshold change. Prints merge P/R/F1 and the wrong merges by kind per setting.

    .venv/bin/python bench/compare_similarity.py ../shared/data/venues 0.95 0.9 0.85
"""
from __future__ import annotations

import sys
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import kg.resolve.cascade as cascade  # noqa: E402
from kg.eval.resolution import evaluate, mine, venue_files  # noqa: E402
from kg.extract.vectors import phrase_vector  # noqa: E402
from kg.resolve import similarity as sim  # noqa: E402


def vector_pairs(cosine: float):
    """similar_pairs with phrase-vector cosine as the score (threshold argument ignored)."""
    def pairs(keys, threshold):
        keys = sorted({k for k in keys if len(sim.compact_key(k)) >= sim.MIN_CHARS})
        seen: set[tuple[str, str]] = set()
        for block in sim._blocks(keys):
            vectors = np.stack([phrase_vector(k) for k in block])
            scores = vectors @ vectors.T
            for i, j in zip(*np.nonzero(scores >= cosine)):
                a, b = block[i], block[j]
                if i >= j or (a, b) in seen or sim.digits(a) != sim.digits(b) or sim._contained(a, b):
                    continue
                seen.add((a, b))
                yield a, b, float(scores[i, j])
    return pairs


def report(name: str, result: dict) -> None:
    wrong = {k: v["merged"] for k, v in result["by_kind"].items() if not v["same"]}
    print(f"{name}: P {result['p']:.4f} R {result['r']:.4f} F1 {result['f1']:.4f}; wrong merges {wrong}", flush=True)


def main() -> int:
    folder, cosines = Path(sys.argv[1]), [float(x) for x in sys.argv[2:]]
    silver = mine(venue_files(folder))
    report(f"rapidfuzz ratio >= {sim.THRESHOLD:g} (shipped)", evaluate(silver))
    for cosine in cosines:
        cascade.similar_pairs = vector_pairs(cosine)
        report(f"phrase vectors cosine >= {cosine:g}", evaluate(silver))
    return 0


if __name__ == "__main__":
    sys.exit(main())
