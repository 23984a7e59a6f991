"""Count how often the venue abstracts write a phrase in a data context (features for scripts/measure_dataset_candidates.py).

Two contexts: right before a data noun ('the X dataset', 'X benchmarks') and right after an evaluation or training
preposition ('experiments on X', 'trained on the X'). Every phrase of 1 to 4 words that ends before the data noun, or
starts after the preposition, is counted once per abstract, by the gold's normalization (kg.eval.venue.normalize).
Phrases seen in at least 2 abstracts are written, as {phrase: [before_data_noun, after_preposition]}.

    .venv/bin/python scripts/mine_dataset_contexts.py ../shared/data/venues --exclude ../shared/data/venue_gold/venue_dev_input.jsonl \
        --exclude-drawn ../shared/data > /tmp/dataset_contexts.json
"""
from __future__ import annotations

import json
import re
import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from mine_gazetteers import read_abstracts, venue_args  # noqa: E402

from kg.eval.venue import normalize  # noqa: E402

_WORDS = r"((?:[\w.+'-]+ ){1,4})"
BEFORE_NOUN = re.compile(r"(?:^|[,;:(] ?|\b)" + _WORDS + r"(?=(?:data ?sets?|benchmarks?|corpus|corpora|databases?|suites?)\b)", re.I)
AFTER_PREP = re.compile(r"\b(?:trained|evaluated|tested|validated|experiments?|results?|performance|fine-?tuned|evaluations?)"
                        r" (?:on|with) (?:the )?((?: ?[\w.+'-]+){1,4})", re.I)
MIN_ABSTRACTS = 2


def _suffixes(words: list[str]) -> set[str]:
    return {" ".join(words[i:]) for i in range(len(words))}


def _prefixes(words: list[str]) -> set[str]:
    return {" ".join(words[:i]) for i in range(1, len(words) + 1)}


def mine(folder: Path, exclude: set[str]) -> dict[str, list[int]]:
    before, after = Counter(), Counter()
    for text in read_abstracts(folder, exclude):
        before.update({p for m in BEFORE_NOUN.finditer(text) for p in _suffixes(normalize(m.group(1)).split()) if p})
        after.update({p for m in AFTER_PREP.finditer(text) for p in _prefixes(normalize(m.group(1)).split()) if p})
    keys = {k for k, n in before.items() if n >= MIN_ABSTRACTS} | {k for k, n in after.items() if n >= MIN_ABSTRACTS}
    return {k: [before[k], after[k]] for k in sorted(keys)}


def main() -> None:
    venues, exclude = venue_args(__doc__.splitlines()[0])
    json.dump(mine(venues, exclude), sys.stdout, indent=0, sort_keys=True)
    sys.stdout.write("\n")


if __name__ == "__main__":
    main()
