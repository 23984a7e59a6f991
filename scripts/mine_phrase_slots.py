"""Corpus statistics of candidate phrases for the round-42 measurement (scripts/measure_used_candidates.py).

For each phrase key (kg/extract/lexicon.means_key) in KEYS (one a line), the number of venue abstracts that write
it, and the number that write it right after a verb of use or a preposition of means (an article skipped;
scripts/mine_used_terms.USE_WORDS): a shared method is written by many abstracts and often as a means. The dev
input and the extra sets' draw are left out as in every mining script.

    .venv/bin/python scripts/mine_phrase_slots.py KEYS OUT.json ../shared/data/venues \
        --exclude ../shared/data/venue_gold/venue_dev_input.jsonl --exclude-drawn ../shared/data
"""
from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from mine_gazetteers import drawn_ids, excluded_ids, read_papers  # noqa: E402  (also puts the repo's kg on the path)
from mine_used_terms import ARTICLES, USE_WORDS  # noqa: E402

from kg.extract.lexicon import means_key  # noqa: E402

MAX_WORDS = 6


def count(folder: Path, exclude: set[str], keys: set[str]) -> dict[str, list[int]]:
    """key -> [abstracts writing it, abstracts writing it as a means]."""
    stats = {k: [0, 0] for k in sorted(keys)}
    for title, abstract in read_papers(folder, exclude):
        words = means_key(f"{title} {abstract}").split()
        seen, slotted = set(), set()
        for i in range(len(words)):
            for n in range(1, MAX_WORDS + 1):
                key = " ".join(words[i:i + n])
                if key in stats:
                    seen.add(key)
                    j = i - 1 - (i > 0 and words[i - 1] in ARTICLES)
                    if j >= 0 and USE_WORDS.match(words[j]):
                        slotted.add(key)
        for k in seen:
            stats[k][0] += 1
        for k in slotted:
            stats[k][1] += 1
    return stats


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("keys", type=Path)
    ap.add_argument("out", type=Path)
    ap.add_argument("venues", type=Path)
    ap.add_argument("--exclude", type=Path, action="append", default=[])
    ap.add_argument("--exclude-drawn", type=Path)
    args = ap.parse_args()
    exclude = excluded_ids(args.exclude) | (drawn_ids(args.exclude_drawn) if args.exclude_drawn else set())
    keys = {k for k in args.keys.read_text().splitlines() if k}
    args.out.write_text(json.dumps(count(args.venues, exclude, keys), sort_keys=True) + "\n")


if __name__ == "__main__":
    main()
