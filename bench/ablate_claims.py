"""Ablation of the claim and result rule groups on the venue dev gold (both halves) and on the
bundled sample's expected result rows. Usage: python bench/ablate_claims.py GOLD INPUT"""
from __future__ import annotations

import re
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from kg.corpus.readers import read_papers  # noqa: E402
from kg.eval.venue import evaluate  # noqa: E402
from kg.extract import claims, results  # noqa: E402
from kg.extract.pipeline import extract_papers, shared_nlp  # noqa: E402
from tests.support.sample_results import EXPECTED_ROWS  # noqa: E402

NEVER = re.compile(r"(?!x)x")
VARIANTS = {
    "all rules": {},
    "no finding verbs": {(claims, "FINDING_VERBS"): frozenset()},
    "no own-subject effect verbs": {(claims, "EFFECT_VERBS"): frozenset()},
    "no boilerplate filter": {(claims, "BOILERPLATE"): NEVER},
    "no prior-work filter": {(claims, "_about_prior_work"): lambda sent, own: False},
    "no clause cuts (results)": {(results, "_clauses"): lambda sent: [(sent.start, sent.end, False)]},
    "no missed-sentence-end pieces (results)": {(results, "_pieces"): lambda sent: [sent]},
}


def sample_rows() -> int:
    sample = Path(__file__).resolve().parent.parent / "examples" / "sample_abstracts.txt"
    got = set()
    for ex in extract_papers(read_papers([sample])):
        for c in ex.claims:
            for r in c.results:
                prefix = next((t for t, *_ in EXPECTED_ROWS if ex.paper.title.startswith(t)), ex.paper.title)
                got.add((prefix, r.text, r.metric, r.dataset, r.baseline))
    return len(got & EXPECTED_ROWS)


def main(gold: str, inp: str) -> None:
    print(f"| variant | claims R even | claims R odd | numbers R even | numbers R odd | sample rows right (of {len(EXPECTED_ROWS)}) |")
    print("|---|---|---|---|---|---|")
    for name, patches in VARIANTS.items():
        saved = {k: getattr(*k) for k in patches}
        for (mod, attr), value in patches.items():
            setattr(mod, attr, value)
        try:
            res = evaluate(Path(gold), [inp])
            figs = [res["halves"][h]["all"][m]["r"] for m in ("claims", "numbers") for h in ("even", "odd")]
            print(f"| {name} | " + " | ".join(f"{f:.3f}" for f in figs) + f" | {sample_rows()} |", flush=True)
        finally:
            for (mod, attr), value in saved.items():
                setattr(mod, attr, value)


if __name__ == "__main__":
    shared_nlp()
    main(*sys.argv[1:3])
