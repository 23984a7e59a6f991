"""Mine phrases that venue abstracts write in a means' slot far more often than in a task's slot.

    .venv/bin/python scripts/mine_means_slots.py ../shared/data/venues --exclude ../shared/data/venue_gold/venue_dev_input.jsonl --exclude-drawn ../shared/data

Writes kg/extract/data/means_slots.json: lower-case phrases of two or three words with, for each, how many abstracts
write it where a task stands and how many write it where a means stands (the slots of scripts/mine_task_slots.py,
read the same way). A phrase is kept when at least MIN_MEANS abstracts write it as a means and at least RATIO times as
many as write it as a task: a technique the venues take up ('kite smoothing'), not a
problem they address ('kite tracking'). The mirror of task_slots.json.
"""
from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from mine_gazetteers import write_names  # noqa: E402
from mine_task_slots import slot_counts, venue_texts  # noqa: E402

OUT = Path(__file__).resolve().parents[1] / "kg" / "extract" / "data" / "means_slots.json"
MIN_MEANS, RATIO = 5, 2


def means_slotted(task: dict[str, set[int]], means: dict[str, set[int]]) -> dict[str, list[int]]:
    """Phrases written as a means in MIN_MEANS abstracts or more and RATIO times as often as a task: [task, means]."""
    kept = {p: [len(task.get(p, ())), len(ks)] for p, ks in means.items()
            if len(ks) >= MIN_MEANS and len(ks) >= RATIO * len(task.get(p, ()))}
    return dict(sorted(kept.items(), key=lambda kv: (-kv[1][1], kv[0])))


def main() -> None:
    task, means = slot_counts(venue_texts(__doc__))
    about = ("phrases venue abstracts write as a means ('using X', 'via X', 'X-based') at least "
             f"{MIN_MEANS} times and {RATIO} times as often as a task ('the X task', 'the problem of X', 'address X'): "
             "[task, means] abstracts; made by scripts/mine_means_slots.py")
    write_names(OUT, about, means_slotted(task, means))


if __name__ == "__main__":
    main()
