"""Mine dimensions named after a person or a notion: 'the VC dimension', 'the Littlestone dimension of a class'.

    .venv/bin/python scripts/mine_named_dimensions.py ../shared/data/venues --exclude ../shared/data/venue_gold/venue_dev_input.jsonl --exclude-drawn ../shared/data

Writes kg/extract/data/named_dimensions.json, which the metric gazetteer reads beside metrics.json. A capitalised
word (not a sentence's first) before 'dimension' names a complexity measure of a class when the venues write that
word mostly before 'dimension': the dimension is what the name is known for. A family adjective ('Gaussian',
'Cartesian') or a common word ('Graph', 'High') is written far more often elsewhere, and a model's part ('FFN
dimension') in too few abstracts. Kept: '<Name> dimension' in MIN_NAMED+ abstracts and in MIN_SHARE+ of the abstracts
writing the name at all. --exclude-drawn leaves the extra gold sets' draw out too (recomputed in memory).
"""
from __future__ import annotations

import re
import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from mine_gazetteers import OUT, write_counted  # noqa: E402
from mine_task_slots import venue_texts  # noqa: E402

MIN_NAMED = 2
MIN_SHARE = 0.2
_NAME = r"[A-Z][A-Za-z]*(?:-[A-Z][A-Za-z]*)*"
# not after a sentence's end or a colon, where any word is capitalised
NAMED = re.compile(rf"(?<![.!?:]\s)(?<!^)\b({_NAME}) dimensions?\b")


def counts(texts) -> tuple[Counter, Counter]:
    """Per name the abstracts writing '<name> dimension', and the abstracts writing the name at all."""
    named: Counter = Counter()
    for text in texts:
        named.update({m.group(1) for m in NAMED.finditer(text)})
    word = re.compile(r"(?<![\w-])(" + "|".join(map(re.escape, sorted(named))) + r")(?![\w-])") if named else None
    written: Counter = Counter()
    for text in texts if word else ():
        written.update(set(word.findall(text)))
    return named, written


def kept(named: Counter, written: Counter) -> dict[str, int]:
    return {f"{name} dimension": n for name, n in named.items() if n >= MIN_NAMED and n >= MIN_SHARE * written[name]}


def main() -> None:
    about = (f"'<Name> dimension' phrases venue abstracts write in {MIN_NAMED}+ abstracts, in {MIN_SHARE:.0%}+ of those "
             "writing the capitalised name at all: complexity measures named after a person or notion "
             "(value: abstracts); made by scripts/mine_named_dimensions.py")
    write_counted(OUT / "named_dimensions.json", about, kept(*counts(venue_texts(__doc__))))


if __name__ == "__main__":
    main()
