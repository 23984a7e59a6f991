"""Mine task-naming verbs: verbs whose gerund venue abstracts write where a problem is named far more often than
where a step of a means is.

    .venv/bin/python scripts/mine_task_gerunds.py ../shared/data/venues --exclude ../shared/data/venue_gold/venue_dev_input.jsonl --exclude-drawn ../shared/data

Writes kg/extract/data/task_gerunds.json. A gerund phrase ('segmenting kites from video', 'estimating rope tension')
names either the problem a paper addresses or a step its method takes ('by computing the gradient', 'via
minimizing the loss'); which one depends mostly on the verb. Counted per gerund over the venue abstracts: the
abstracts writing it in a problem's slot ('the problem / task / challenge / goal / question of G', 'focus(es) on G',
'aim(s) at G', 'interested in G') and those writing it in a means' slot ('by G', 'via G', 'through G', 'then G',
'first G', 'after G'). Kept: gerunds written in a problem's slot in at least MIN_TASK abstracts and at least RATIO
times as often as in a means' slot (RATIO 1: at least as often) (value: abstracts with the problem slot).
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
from mine_gazetteers import OUT, read_papers, venue_args, write_names  # noqa: E402

MIN_TASK, RATIO = 10, 1
_G = r"([a-z]{3,}ing)\b"
PROBLEM_SLOT = re.compile(r"\b(?:(?:problems?|tasks?|challenges?|goal|question) of|focus(?:es|ed)? on|aims? at|"
                          r"interested in) " + _G)
MEANS_SLOT = re.compile(r"\b(?:by|via|through|then|first|after) " + _G)
# words in -ing that are no verb's gerund ('thing', 'string') or a verb of doing in general ('doing', 'making')
_NOT_GERUNDS = frozenset("thing things string strings nothing something anything everything during bring king".split())


def mine(venues: Path, exclude: set[str]) -> dict[str, int]:
    task, means = Counter(), Counter()
    for _title, abstract in read_papers(venues, exclude):
        text = abstract.lower()
        task.update(set(PROBLEM_SLOT.findall(text)))
        means.update(set(MEANS_SLOT.findall(text)))
    return {g: n for g, n in sorted(task.items()) if n >= MIN_TASK and n >= RATIO * means[g] and g not in _NOT_GERUNDS}


def main() -> None:
    venues, exclude = venue_args(__doc__.splitlines()[0])
    gerunds = mine(venues, exclude)
    about = (f"gerunds venue abstracts write in a problem's slot in {MIN_TASK}+ abstracts and at least {RATIO} times as "
             "often as in a means' slot ('by / via / through G'; value: abstracts with the problem slot), mined by "
             "scripts/mine_task_gerunds.py (gold papers excluded)")
    write_names(OUT / "task_gerunds.json", about, gerunds)


if __name__ == "__main__":
    main()
