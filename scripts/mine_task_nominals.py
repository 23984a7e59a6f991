"""Mine the compounds '<object> <noun of action>' that venue abstracts write as a name ('user preference prediction').

    .venv/bin/python scripts/mine_task_nominals.py ../shared/data/venues --exclude ../shared/data/venue_gold/venue_dev_input.jsonl --exclude-drawn ../shared/data

Writes kg/extract/data/task_nominals.json: lower-case phrases of two or three words whose last word is a task head
(the mined task_heads.json with the hand list) and the number of abstracts that write each, kept when at least
MIN_ABSTRACTS do, less those the venues write in a means' slot ('using X', 'X-based', scripts/mine_task_slots.py's
slots) at least MIN_MEANS times and more often than in a task's slot ('feature extraction'). A purpose clause 'we
use X to predict user preference' names the paper's task only when its object and the verb's noun of action form
a compound the field uses as a name; a one-off compound ('important cues extraction') is a step inside the method.
The text is read as scripts/mine_task_slots.py reads it (cut at punctuation, a phrase never starts or ends with a
function word or a placeholder).
The dev input and the extra gold sets' papers are left out as scripts/mine_task_slots.py leaves them out (its
venue_texts reads the same arguments).
"""
from __future__ import annotations

import re
import sys
from collections import defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from mine_gazetteers import write_names  # noqa: E402
from mine_task_slots import _EDGE, chunks, slot_counts, venue_texts  # noqa: E402

from kg.extract.lexicon import task_heads  # noqa: E402

OUT = Path(__file__).resolve().parents[1] / "kg" / "extract" / "data" / "task_nominals.json"
MIN_ABSTRACTS, MIN_MEANS = 3, 2
_WORD = re.compile(r"[a-z0-9][a-z0-9-]*")


def compounds(part: str, heads: frozenset[str]):
    """Each phrase of one or two words and a task head after them in a chunk, edge words left out."""
    words = _WORD.findall(part)
    for i, word in enumerate(words):
        if word not in heads:
            continue
        for k in (1, 2):
            lead = words[max(0, i - k):i]
            if len(lead) == k and not any(w in _EDGE or w in heads for w in lead):
                yield " ".join(lead + [word])


def nominal_counts(texts: list[str], heads: frozenset[str]) -> dict[str, int]:
    """For each compound, how many abstracts write it; a compound the venues write rather as a means is left out."""
    seen: dict[str, set[int]] = defaultdict(set)
    for k, text in enumerate(texts):
        for part in chunks(text):
            for phrase in compounds(part, heads):
                seen[phrase].add(k)
    task, means = slot_counts(texts)
    kept = {p: len(ks) for p, ks in seen.items() if len(ks) >= MIN_ABSTRACTS and not _means_leaning(p, task, means)}
    return dict(sorted(kept.items(), key=lambda kv: (-kv[1], kv[0])))


def _means_leaning(phrase: str, task: dict[str, set[int]], means: dict[str, set[int]]) -> bool:
    n_means = len(means.get(phrase, ()))
    return n_means >= MIN_MEANS and n_means > len(task.get(phrase, ()))


def main() -> None:
    counts = nominal_counts(venue_texts(__doc__), task_heads())
    about = ("compounds of one or two words and a task head that venue abstracts write, kept when at least "
             f"{MIN_ABSTRACTS} abstracts do and that are not written in a means' slot {MIN_MEANS} times or more and more "
             "often than in a task's: abstracts; made by scripts/mine_task_nominals.py")
    write_names(OUT, about, counts)


if __name__ == "__main__":
    main()
