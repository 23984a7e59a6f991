"""Mine name-shaped words that the venue abstracts write often but never as data (kg/extract/data/never_data.json).

A dataset's name is written before a data noun ('the X dataset', 'X benchmark') or after a training or
evaluation verb ('trained on X', 'results on X') in some of the abstracts that use it. A name with an inner
capital or a digit ('RKHS', 'LSTM', 'MPC') used in at least 30 abstracts and never once in such a context
names something else (a model, a space, a sensor, a field): it is no dataset wherever a list or a preposition
seems to make it one. Names in lists hide their context, so only frequent names with no data use at all count,
and names used in 20+ abstracts that at most 1 in 25 of them writes as data (a model a few abstracts report
'results on'), unless the dataset gazetteer holds them.

    .venv/bin/python scripts/mine_never_data.py ../shared/data/venues --exclude ../shared/data/venue_gold/venue_dev_input.jsonl
"""
from __future__ import annotations

import re
import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from mine_gazetteers import OUT, read_abstracts, venue_args, write_names  # noqa: E402

from kg.extract.lexicon import gazetteer  # noqa: E402

_NAME = r"(?<![\w.+-])([A-Za-z][\w.+-]*[A-Z0-9][\w+-]*)(?![\w+-])"
NAME = re.compile(_NAME)
# data contexts, matched ignoring case so that any spelling of the name counts against it
DATA_AFTER = re.compile(_NAME + r"\s+(?:data\s?sets?|benchmarks?|corpus|corpora|databases?|leaderboards?|test\s+sets?|"
                        r"training\s+sets?|splits?)\b", re.I)
DATA_BEFORE = re.compile(r"\b(?:trained|evaluated|tested|validated|experiments?|results?|performance|accuracy|fine-?tuned|"
                         r"state-of-the-art|SOTA)\s+(?:on|with)\s+(?:the\s+)?(?:challenging\s+|public\s+|popular\s+)?" + _NAME, re.I)
MIN_ABSTRACTS = 30
# a model the venues evaluate ('results on KiteLM-2 and RopeBERT') is sometimes written in a data context too;
# a name written so in at most 1 of 25 of the abstracts that use it (and in 20 at least) is still no data
RARE_SHARE, MIN_ABSTRACTS_RARE = 25, 20


def mine(folder: Path, exclude: set[str], min_abstracts: int = MIN_ABSTRACTS) -> dict[str, int]:
    uses, as_data = Counter(), Counter()
    for text in read_abstracts(folder, exclude):
        uses.update(set(NAME.findall(text)))
        as_data.update({m.group(1).lower() for rx in (DATA_AFTER, DATA_BEFORE) for m in rx.finditer(text)})
    known = gazetteer("datasets")
    return {name: n for name, n in uses.items()
            if n >= min_abstracts and as_data[name.lower()] == 0
            or n >= MIN_ABSTRACTS_RARE and 0 < as_data[name.lower()] * RARE_SHARE <= n and name not in known}


def main() -> None:
    venues, exclude = venue_args(__doc__.splitlines()[0])
    names = mine(venues, exclude)
    write_names(OUT / "never_data.json",
                f"name-shaped words mined by scripts/mine_never_data.py from {venues.name}/ (count: abstracts using the "
                "name; none, or at most 1 in 25 of 20+, writes it before a data noun or after a training/evaluation verb; dev-gold papers excluded)",
                dict(sorted(names.items(), key=lambda kv: (-kv[1], kv[0]))))


if __name__ == "__main__":
    main()
