"""Ablation of the claim and result rule groups on the venue dev gold (both halves) and on the
bundled sample's expected result rows. Usage: python bench/ablate_claims.py GOLD INPUT"""
from __future__ import annotations

import re
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from kg.corpus.readers import read_papers  # noqa: E402
from kg.eval.venue import build_graph_for, load_gold, phrase_in, score_graph  # noqa: E402
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


def claim_precision(graph, gold: list[dict], order: list[str]) -> list[float]:
    """Per half: the share of Claim nodes that contain some gold claim phrase of their paper (the
    gold README's containment rule, counted per node; kg eval venue scores claims by recall only)."""
    phrases = {g["id"]: g["claims"] for g in gold}
    pos = {pid: i for i, pid in enumerate(order)}
    out = []
    for parity in (0, 1):
        claims = [a for _, a in graph.nodes(data=True) if a.get("label") == "Claim"
                  and a.get("paper_id") in phrases and pos.get(a["paper_id"], -1) % 2 == parity]
        hit = sum(any(phrase_in(p, a["text"]) for p in phrases[a["paper_id"]]) for a in claims)
        out.append(hit / len(claims) if claims else 0.0)
    return out


def main(gold_path: str, inp: str) -> None:
    print(f"| variant | claims R even | claims R odd | claims P even | claims P odd | numbers R even | numbers R odd "
          f"| sample rows right (of {len(EXPECTED_ROWS)}) |")
    print("|---|---|---|---|---|---|---|---|")
    gold = load_gold(Path(gold_path))
    for name, patches in VARIANTS.items():
        saved = {k: getattr(*k) for k in patches}
        for (mod, attr), value in patches.items():
            setattr(mod, attr, value)
        try:
            graph, order, _ = build_graph_for([inp])
            res = score_graph(graph, gold, order)
            recall = [res["halves"][h]["all"]["claims"]["r"] for h in ("even", "odd")]
            numbers = [res["halves"][h]["all"]["numbers"]["r"] for h in ("even", "odd")]
            figs = recall + claim_precision(graph, gold, order) + numbers
            print(f"| {name} | " + " | ".join(f"{f:.3f}" for f in figs) + f" | {sample_rows()} |", flush=True)
        finally:
            for (mod, attr), value in saved.items():
                setattr(mod, attr, value)


if __name__ == "__main__":
    shared_nlp()
    main(*sys.argv[1:3])
