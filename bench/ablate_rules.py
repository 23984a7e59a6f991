"""What each rule group adds on a venue gold: switch one group off, rebuild, re-score (F1, both halves).

    .venv/bin/python bench/ablate_rules.py ../shared/data/venue_gold/venue_dev_gold.json \
        ../shared/data/venue_gold/venue_dev_input.jsonl > ablation.md

Prints a Markdown table: one row per configuration, F1 per entity measure on the even / odd half.
"""
from __future__ import annotations

import argparse
import sys
import time

from kg.eval.venue import ENTITY_MEASURES, evaluate
from kg.extract.entity_rules import RULE_GROUPS
from kg.extract.merge import MERGE_GROUPS
from kg.extract.pipeline import build_nlp
from kg.extract.proposals import PROPOSAL_GROUPS

CONFIGS = [("full pipeline", None, True), ("no title segment", None, False)]
CONFIGS += [(f"no proposals/{g}", {"kg_proposals": {"disable": [g]}}, True) for g in PROPOSAL_GROUPS]
CONFIGS += [(f"no entity_rules/{g}", {"kg_entity_rules": {"disable": [g]}}, True) for g in RULE_GROUPS]
CONFIGS += [(f"no merge/{g}", {"kg_entities": {"disable": [g]}}, True) for g in MERGE_GROUPS]


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("gold")
    ap.add_argument("input")
    args = ap.parse_args()
    head = " | ".join(f"{m} even / odd" for m in ENTITY_MEASURES)
    print(f"| configuration | {head} |")
    print("|---" * (len(ENTITY_MEASURES) + 1) + "|")
    for label, config, titles in CONFIGS:
        started = time.perf_counter()
        res = evaluate(args.gold, [args.input], nlp=build_nlp(True, config), titles=titles)
        halves = res["halves"]
        cells = [f"{halves['even']['all'][m]['f1']:.3f} / {halves['odd']['all'][m]['f1']:.3f}" for m in ENTITY_MEASURES]
        print(f"| {label} | {' | '.join(cells)} |", flush=True)
        print(f"{label}: {time.perf_counter() - started:.0f}s", file=sys.stderr)


if __name__ == "__main__":
    main()
