"""Mine measures written as a short form given a value: 'an average R2 of 0.91', 'a MOTA of 61.2'.

    .venv/bin/python scripts/mine_valued_metrics.py ../shared/data/venues --exclude ../shared/data/venue_gold/venue_dev_input.jsonl --exclude-drawn ../shared/data

Writes kg/extract/data/valued_metrics.json, which the metric gazetteer reads beside metrics.json. The contexts of
scripts/mine_gazetteers.py ('in terms of X', 'improves X by N') seldom hold a short form, so a measure the venues
write mostly as its short form with a figure stays out of that list. A figure after 'of' is the value the short form
reads. Kept: an upper-case short form (2-6 characters, a letter and a capital or digit after it) in MIN_VALUED+
abstracts, unless the venues write it in lower case as a word ('map') as often as in capitals. Where a long form is
written before it, its last word seldom tells ('area under the curve (AUC)', 'coefficient of determination (R2)'), so
definitions are not read. --exclude-drawn leaves the extra gold sets' draw out too (recomputed in memory).
"""
from __future__ import annotations

import re
import sys
from collections import Counter, defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from mine_gazetteers import OUT, write_counted  # noqa: E402
from mine_task_slots import venue_texts  # noqa: E402

MIN_VALUED = 2
_SHORT = r"[A-Z][A-Za-z0-9@-]*[A-Z0-9][A-Za-z0-9@-]*"
VALUED = re.compile(rf"\b(?:an?|the|average|mean|lower|higher|best)\s+({_SHORT})\s+(?:score\s+)?of\s+"
                    r"(?:only\s+|about\s+|up to\s+)?\d")


def counts(texts) -> tuple[dict, Counter]:
    """Per short form the abstracts giving it a value; per word how often it is written, by its spelling."""
    valued: dict[str, set[int]] = defaultdict(set)
    written = Counter()
    for k, text in enumerate(texts):
        for m in VALUED.finditer(text):
            valued[m.group(1)].add(k)
        written.update(re.findall(r"(?<![\w-])[A-Za-z][A-Za-z0-9@-]*[A-Za-z0-9]", text))
    return valued, written


def kept(valued: dict, written: Counter) -> dict[str, int]:
    return {name: len(ks) for name, ks in valued.items() if len(ks) >= MIN_VALUED and name.isupper()
            and 2 <= len(name) <= 6 and written[name.lower()] < written[name]}


def main() -> None:
    about = (f"upper-case short forms venue abstracts give a value ('an average R2 of 0.91') in {MIN_VALUED}+ abstracts, "
             "written in capitals more often than as a lower-case word: measures "
             "(value: abstracts); made by scripts/mine_valued_metrics.py")
    write_counted(OUT / "valued_metrics.json", about, kept(*counts(venue_texts(__doc__))))


if __name__ == "__main__":
    main()
