"""How often one short form is written in two case shapes across the venue abstracts, and whether the
two shapes share an abstract (one thing written two ways) or never do (two things).

For every single word of two letters or more that is all capitals ("MAP"), starts lower-case and has a capital
("mAP"), or is a plain lower-case word ("map"), it counts the abstracts per shape of its lower-case
letters, and prints the words written in at least two shapes, with the abstracts that hold both.
    python scripts/mine_case_pairs.py /work/shared/data/venues > /tmp/res27/case_pairs.tsv
"""
from __future__ import annotations

import gzip
import json
import re
import sys
from collections import Counter, defaultdict
from pathlib import Path

_WORD = re.compile(r"(?<![\w-])[A-Za-z][A-Za-z0-9]*[A-Za-z0-9](?![\w-])")


def shape(word: str) -> str | None:
    letters = [c for c in word if c.isalpha()]
    if len(letters) < 2:
        return None
    if all(c.isupper() for c in letters):
        return "caps"
    if word[0].islower() and any(c.isupper() for c in letters):
        return "lowcaps"
    if all(c.islower() for c in letters):
        return "plain"
    return None


def main(folder: Path) -> None:
    papers: dict[str, Counter] = defaultdict(Counter)  # lower-case word -> shape -> abstracts
    both: dict[str, Counter] = defaultdict(Counter)  # lower-case word -> "caps+lowcaps" -> abstracts holding both
    for path in sorted(folder.glob("*.jsonl.gz")):
        with gzip.open(path, "rt", encoding="utf-8") as fh:
            for line in fh:
                r = json.loads(line)
                seen: dict[str, set[str]] = defaultdict(set)
                for w in _WORD.findall(f"{r.get('title') or ''} {r.get('abstract') or ''}"):
                    s = shape(w)
                    if s:
                        seen[w.lower()].add(s)
                for low, shapes in seen.items():
                    for s in shapes:
                        papers[low][s] += 1
                    if {"caps", "lowcaps"} <= shapes:
                        both[low]["caps+lowcaps"] += 1
    print("word\tcaps\tlowcaps\tplain\tcaps+lowcaps in one abstract")
    for low, c in sorted(papers.items(), key=lambda kv: -kv[1]["lowcaps"]):
        if c["lowcaps"] >= 3 and c["caps"] >= 3:
            print(f"{low}\t{c['caps']}\t{c['lowcaps']}\t{c['plain']}\t{both[low]['caps+lowcaps']}")


if __name__ == "__main__":
    main(Path(sys.argv[1]))
