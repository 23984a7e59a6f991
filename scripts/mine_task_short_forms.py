"""Mine the acronyms that venue abstracts define for a task ('NER' of 'named entity recognition (NER)').

An acronym before a kind noun ('SGD variants', 'ADMM method') is the method's name, and the mention belongs to the
name's node; but where the acronym names a task ('NMT models', 'NER systems') the phrase names the task's models,
not a method called so. An acronym is kept here when at least MIN_ABSTRACTS abstracts define it and at least
half of those definitions have a long form whose head word reads as a task (kg.extract.lexicon.long_form_kind)
(kg/extract/data/task_short_forms.json).

    .venv/bin/python scripts/sample_extra_gold.py ../shared/data /tmp/extra
    .venv/bin/python scripts/mine_task_short_forms.py ../shared/data/venues --exclude ../shared/data/venue_gold/venue_dev_input.jsonl $(for s in C D E F G H I J K L M N O; do echo --exclude /tmp/extra/input_$s.jsonl; done)

gives the committed file: every paper of the dev gold and of the extra gold sets (tuning, held-out and fresh) is left out.
"""
from __future__ import annotations

import re
import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from mine_gazetteers import OUT, read_abstracts, venue_args, write_counted  # noqa: E402
from mine_kind_short_forms import _initials_fit  # noqa: E402

from kg.extract.lexicon import long_form_kind  # noqa: E402

# 'named entity recognition (NER)', 'Neural Machine Translation (NMT)': one to five words, then an all-capital short form
DEFINED = re.compile(r"(?<![\w-])((?:[A-Za-z][A-Za-z-]+\s+){0,4}[A-Za-z][A-Za-z-]+)\s+\(([A-Z][A-Z0-9]{1,7})s?\)")
MIN_ABSTRACTS = 3


def mine(folder: Path, exclude: set[str]) -> dict[str, int]:
    defined: Counter = Counter()
    as_task: Counter = Counter()
    for text in read_abstracts(folder, exclude):
        kinds = {}
        for m in DEFINED.finditer(text):
            long, short = m.group(1), m.group(2)
            # the long form's tail that the capitals stand for ('for named entity recognition' -> the last three words)
            if _initials_fit(long, short):
                kinds[short] = kinds.get(short) or long_form_kind(long) == "Task"
        defined.update(kinds)
        as_task.update(short for short, task in kinds.items() if task)
    return {short: as_task[short] for short, n in defined.items() if n >= MIN_ABSTRACTS and 2 * as_task[short] >= n}


def main() -> None:
    venues, exclude = venue_args(__doc__.splitlines()[0])
    write_counted(OUT / "task_short_forms.json",
                  f"acronyms defined for a task mined by scripts/mine_task_short_forms.py from {venues.name}/ (count: abstracts "
                  "defining the acronym with a long form whose head reads as a task; at least half of the abstracts "
                  "defining it; dev-gold and extra-gold papers excluded)", mine(venues, exclude))


if __name__ == "__main__":
    main()
