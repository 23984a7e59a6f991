"""Mine the resources an algorithm spends by count: nouns venue abstracts bound as 'X complexity' at a rate.

    .venv/bin/python scripts/mine_spent_counts.py ../shared/data/venues --exclude ../shared/data/venue_gold/venue_dev_input.jsonl --exclude-drawn ../shared/data

Writes kg/extract/data/spent_counts.json. 'The sample complexity' of an algorithm is the number of samples it needs;
where abstracts give such a complexity a rate ('optimal / polynomial / logarithmic X complexity'), X is a resource
whose count is the algorithm's cost, so 'reduces the number of Xs' reports a cost measured, as 'reduces the number of
parameters' reports a model's size. A complexity that says how complex a thing is ('model complexity', 'scene
complexity') is seldom given a rate. Kept: nouns written after a rate word before 'complexity' in at least MIN_RATED
abstracts and counted ('the number of Xs', plural) in at least MIN_COUNTED abstracts (value: the rated abstracts).
--exclude-drawn recomputes, in memory, scripts/sample_extra_gold.py's draw of every extra gold set and leaves those
papers out too (no set file is read or written).
"""
from __future__ import annotations

import re
import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from mine_gazetteers import OUT, write_counted  # noqa: E402
from mine_task_slots import venue_texts  # noqa: E402

from kg.extract.lexicon import singular_of_plural  # noqa: E402

MIN_RATED = 2
MIN_COUNTED = 3
# words that give a complexity its rate or its bound: how the count grows, or that it is the least possible
_RATE = "optimal|near-optimal|minimax|polynomial|logarithmic|sublinear|superlinear|quadratic|exponential|constant"
RATED = re.compile(rf"\b(?:{_RATE})[- ]([a-z]+)[- ]complexit(?:y|ies)\b")
COUNTED = re.compile(r"\bnumbers? of (?:[a-z-]+ ){0,2}([a-z]+)\b")


def counts(texts) -> tuple[Counter, Counter]:
    """Per noun: the abstracts that rate its complexity, and those that count it in the plural."""
    rated, counted = Counter(), Counter()
    for text in texts:
        low = text.lower()
        rated.update({m.group(1) for m in RATED.finditer(low)})
        counted.update({s for m in COUNTED.finditer(low) if (s := singular_of_plural(m.group(1)))})
    return rated, counted


def spent(rated: Counter, counted: Counter) -> dict[str, int]:
    return {w: n for w, n in rated.items() if n >= MIN_RATED and counted[w] >= MIN_COUNTED}


def main() -> None:
    about = (f"nouns venue abstracts write after a rate word before 'complexity' ('optimal X complexity') in {MIN_RATED}+ "
             f"abstracts and count in the plural ('the number of Xs') in {MIN_COUNTED}+: resources an algorithm spends "
             "(value: rated abstracts); made by scripts/mine_spent_counts.py")
    write_counted(OUT / "spent_counts.json", about, spent(*counts(venue_texts(__doc__))))


if __name__ == "__main__":
    main()
