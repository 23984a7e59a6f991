"""Draw the inputs of the extra venue gold sets C to O (docs/quality.md, round 11; F and G added in the
session of 2026-12-05, H and I in the session after, J and K in the one after that, L and M in the next, N and O in the
one after): 40 venue abstracts each, of 2019-2025 in the dev gold's venue mix, none of the dev gold's papers, seed 2026. Sets are
successive slices of one shuffle, so adding a set leaves the earlier ones unchanged.

    .venv/bin/python scripts/sample_extra_gold.py ../shared/data OUT_DIR

Writes OUT_DIR/input_{C,...,O}.jsonl (id, title, abstract). The annotations made on them by
../shared/data/venue_gold/annotation-guidelines.md quote the abstracts, so like all text of ../shared
they stay outside the repository; score one with
`kg eval venue OUT_DIR/gold_C.json OUT_DIR/input_C.jsonl`.
"""
from __future__ import annotations

import argparse
import gzip
import json
import random
import re
from pathlib import Path

FAMILIES = {"ml": ["aistats", "uai", "colt", "acml"], "vision": ["cvpr", "eccv", "iccv", "wacv"],
            "nlp": ["acl", "naacl", "coling", "colm"], "ai": ["aaai", "ijcai"]}
PER_SET = {"ml": 16, "vision": 8, "nlp": 8, "ai": 8}  # the dev gold's 40/20/20/20 mix
SETS = "CDEFGHIJKLMNO"


def pools(data: Path, rng: random.Random) -> dict[str, list[dict]]:
    gold = data / "venue_gold" / "venue_dev_gold.json"
    gold_ids = {p["id"] for p in json.loads(gold.read_text())["papers"]} if gold.exists() else set()
    out = {}
    for family, venues in FAMILIES.items():
        recs = []
        for path in sorted((data / "venues").glob("*.jsonl.gz")):
            m = re.match(r"([a-z]+)(\d+)", path.name)
            if not (m and m.group(1) in venues and 2019 <= int(m.group(2)) <= 2025):
                continue
            with gzip.open(path, "rt", encoding="utf-8") as fh:
                for line in fh:
                    r = json.loads(line)
                    if r["id"] not in gold_ids and len(r.get("abstract") or "") > 300:
                        recs.append({"id": r["id"], "title": r.get("title", ""), "abstract": r["abstract"]})
        rng.shuffle(recs)
        out[family] = recs
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("data", type=Path, help="../shared/data")
    ap.add_argument("out", type=Path)
    args = ap.parse_args()
    rng = random.Random(2026)
    by_family = pools(args.data, rng)
    args.out.mkdir(parents=True, exist_ok=True)
    for i, name in enumerate(SETS):
        papers = [r for f, n in PER_SET.items() for r in by_family[f][i * n:(i + 1) * n]]
        rng.shuffle(papers)
        with open(args.out / f"input_{name}.jsonl", "w", encoding="utf-8") as fh:
            fh.writelines(json.dumps(r) + "\n" for r in papers)
        print(f"{name}: {len(papers)} papers -> {args.out / f'input_{name}.jsonl'}")


if __name__ == "__main__":
    main()
