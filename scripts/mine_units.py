"""Mine units of measure from the unlabeled venue abstracts -> kg/extract/data/units.json.

A unit is a short token that, across the corpus, mostly comes right after a number: "12 ms", "30 FPS",
"4 GB". Selection is by statistics only (no hand-picked names): a token of 1-4 letters that follows a
number in at least MIN_SHARE of its occurrences and at least MIN_COUNT times, and is not an English
function word, an ordinal suffix or a one-letter size suffix (K, B, D). Papers of the dev gold are left out.

    python scripts/mine_units.py ../shared/data/venues ../shared/data/venue_gold/venue_dev_input.jsonl
"""
from __future__ import annotations

import gzip
import json
import re
import sys
from collections import Counter
from pathlib import Path

MIN_COUNT = 40
MIN_SHARE = 0.6
AFTER_NUMBER = re.compile(r"(?<![\w.])\d+(?:\.\d+)?\s([A-Za-z]{1,4})\b")  # spaced: "3DGS" is a name
WORD = re.compile(r"\b[A-Za-z]{1,4}\b")
FUNCTION_WORDS = frozenset("a an and or of to in on at by for the is are was be as it its vs x times than".split())
ORDINAL_SUFFIXES = frozenset("st nd rd th".split())  # "1st", "2nd": ranks, not units


def main(venues: str, gold_input: str, out: str = "kg/extract/data/units.json") -> None:
    held_out = {json.loads(line)["id"] for line in open(gold_input, encoding="utf-8")}
    after, total = Counter(), Counter()
    for path in sorted(Path(venues).glob("*.jsonl.gz")):
        with gzip.open(path, "rt", encoding="utf-8") as f:
            for line in f:
                rec = json.loads(line)
                if rec.get("id") in held_out or not rec.get("abstract"):
                    continue
                text = rec["abstract"]
                after.update(m.group(1) for m in AFTER_NUMBER.finditer(text))
                total.update(WORD.findall(text))
    units = sorted(u for u, n in after.items()
                   if n >= MIN_COUNT and n / max(total[u], 1) >= MIN_SHARE and u.lower() not in FUNCTION_WORDS
                   and u not in ORDINAL_SUFFIXES and not (len(u) == 1 and u.isupper()))  # "10K", "7B", "3D": sizes
    Path(out).write_text(json.dumps({"about": __doc__.splitlines()[0], "min_count": MIN_COUNT, "min_share": MIN_SHARE,
                                     "units": units}, indent=1) + "\n", encoding="utf-8")
    print(len(units), "units:", " ".join(units))


if __name__ == "__main__":
    main(*sys.argv[1:])
