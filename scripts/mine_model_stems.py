"""Mine the stems of numbered model families ('ResNet' of 'ResNet-50', 'VGG' of 'VGG16') from venue abstracts.

A numbered name ('X-50', 'X16') is a model or a dataset. One size of a model family is rarely written
before a model noun, but the family is: every variant's 'X-18 backbone', 'X-50 and X-101 networks'
counts for the stem X. Numbered datasets ('Y-10', 'Y-100') have stems written before data nouns instead.
A stem written before a model noun in at least three abstracts, and before a data noun in at most a third
as many, names a model family: its numbered names are no datasets (kg/extract/data/model_stems.json).

    .venv/bin/python scripts/mine_model_stems.py ../shared/data/venues --exclude ../shared/data/venue_gold/venue_dev_input.jsonl
"""
from __future__ import annotations

import re
import sys
from collections import Counter, defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from mine_gazetteers import OUT, read_abstracts, venue_args, write_names  # noqa: E402

# a numbered name: stem of two letters or more (not a one-letter code such as 'T1', 'L2'), then a number
_ITEM = r"(?<![\w.+-])([A-Z][A-Za-z]+?)[-_]?\d+(?:[-.x]\d+)*[A-Za-z]?(?![\w+-])"
_MODEL = r"backbones?|models?|networks?|nets|architectures?|encoders?|decoders?|detectors?|classifiers?|feature extractors?"
_DATA = r"data\s?sets?|benchmarks?|corpus|corpora|databases?|splits?|test\s+sets?"
# 'the backbones', 'the Y-10 and Y-100 datasets': a list of numbered names, then its noun
LISTED = re.compile(rf"((?:{_ITEM})(?:\s*(?:,|and|or|,\s*and)\s*(?:{_ITEM}))*)\s+({_MODEL}|{_DATA})\b")
ITEM = re.compile(_ITEM)
MIN_MODEL = 3


def mine(folder: Path, exclude: set[str]) -> dict[str, dict[str, int]]:
    counts: dict[str, Counter] = defaultdict(Counter)
    for text in read_abstracts(folder, exclude):
        seen = set()
        for m in LISTED.finditer(text):
            kind = "model" if re.fullmatch(_MODEL, m.group(m.lastindex)) else "data"
            seen |= {(it.group(1), kind) for it in ITEM.finditer(m.group(1))}
        for stem, kind in seen:
            counts[stem][kind] += 1
    return {stem: {"model": c["model"], "data": c["data"]} for stem, c in counts.items()
            if c["model"] >= MIN_MODEL and 3 * c["data"] <= c["model"]}


def main() -> None:
    venues, exclude = venue_args(__doc__.splitlines()[0])
    stems = mine(venues, exclude)
    write_names(OUT / "model_stems.json",
                f"stems of numbered model families mined by scripts/mine_model_stems.py from {venues.name}/ (abstracts "
                "writing a numbered name of the stem before a model noun / before a data noun; dev-gold papers excluded)",
                dict(sorted(stems.items(), key=lambda kv: (-kv[1]["model"], kv[0]))))


if __name__ == "__main__":
    main()
