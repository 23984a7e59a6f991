"""Mine phrases that venue abstracts write in a task's slot far more often than in a means' slot.

    .venv/bin/python scripts/mine_task_slots.py ../shared/data/venues --exclude ../shared/data/venue_gold/venue_dev_input.jsonl --exclude-drawn ../shared/data

Writes kg/extract/data/task_slots.json: lower-case phrases of two or three words with, for each, how many abstracts write
it where a task stands ('the X task', 'the problem of X', 'address X') and how many write it where
a means stands ('using X', 'via X', 'we apply X', 'X-based', 'based on X'). A phrase is kept when at least
MIN_TASK abstracts write it as a task and at least RATIO times as many as write it as a means. The trained span
typer reads many task topics as other-scientific terms ('kite drift', 'rope tying'); the merge reads a Concept span
named so as the Task the paper addresses, and keeps a Task span the typer is unsure of. Unlike task_terms.json (a
share of all uses) this is a contrast between the two slots, so a topic that is also often a tool ('graph
matching', 'transfer learning') is left out.
--exclude-drawn recomputes, in memory, scripts/sample_extra_gold.py's draw of every extra gold set and leaves
those papers out too (no set file is read or written).
"""
from __future__ import annotations

import re
import sys
from collections import defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from mine_gazetteers import read_abstracts, venue_args, write_names  # noqa: E402

from kg.extract.lexicon import task_term_key  # noqa: E402

OUT = Path(__file__).resolve().parents[1] / "kg" / "extract" / "data" / "task_slots.json"
MIN_TASK, RATIO = 4, 4
# a phrase's edges: it never starts or ends with a function word or a placeholder of its own
_EDGE = frozenset("""the a an this that these those our their its his her of to in on for with and or by as at from is
    are be been was were we it they such new novel proposed existing many several various different important
    challenging difficult hard open key main general specific same other both each all any more most well further
    which where while when than via using based task tasks problem problems method methods model models approach
    approaches algorithm algorithms framework frameworks technique techniques system systems""".split())
# where a phrase ends when the slot reads it to its right: the chunk's end or a word that starts a new part
_STOP = r"(?= (?:to|for|in|on|and|we|which|that|as|from|is|are|can|with|under|without|by|while|where|when)\b|$)"
_PH = r"\b([a-z0-9][a-z0-9-]*(?: [a-z0-9][a-z0-9-]*){0,2})"  # one to three words; a kept phrase has two or three
_DET = r"(?:(?:the|a|an|our|this|these) )?"
TASK_BEFORE = re.compile(_PH + r" (?:tasks?|problems?)\b")
# ('a method for X' is left out: 'for' takes what a means serves as often as what it does, 'for mobile robots')
TASK_AFTER = re.compile(r"\b(?:(?:problems?|tasks?) of|address(?:es|ing)?|tackl(?:e|es|ing)|solv(?:e|es|ing)) "
                        + _DET + _PH + _STOP)
MEANS_AFTER = re.compile(r"\b(?:using|uses?|via|employ(?:s|ing)?|leverag(?:e|es|ing)|apply(?:ing)?|applies|"
                         r"adopt(?:s|ing)?|based on|by means of|through) " + _DET + _PH + _STOP)
MEANS_BEFORE = re.compile(_PH + r" -based\b")
# punctuation ends a chunk: a slot never reads across it
_CHUNK = re.compile(r"[.,;:()\[\]!?\"]+")


def _edged(words: list[str]) -> bool:
    return bool(words) and words[0] not in _EDGE and words[-1] not in _EDGE


def _tails(phrase: str):
    words = phrase.split()
    for k in range(2, min(3, len(words)) + 1):
        if _edged(words[-k:]):
            yield " ".join(words[-k:])


def _whole(phrase: str):
    words = phrase.split()
    if 2 <= len(words) <= 3 and _edged(words):
        yield phrase


def chunks(text: str):
    """The abstract cut at punctuation, each part read as scripts/mine_task_terms.py reads text ('-based' split off)."""
    for part in _CHUNK.split(text):
        key = task_term_key(part.replace("-based", " -based"))
        if key:
            yield key


def slot_counts(texts) -> tuple[dict[str, set[int]], dict[str, set[int]]]:
    """For each phrase, the abstracts that write it in a task slot and those that write it in a means slot."""
    task: dict[str, set[int]] = defaultdict(set)
    means: dict[str, set[int]] = defaultdict(set)
    # each slot: its pattern, how the matched words give phrases, and which count it feeds
    slots = ((TASK_BEFORE, _tails, task), (TASK_AFTER, _whole, task), (MEANS_AFTER, _whole, means), (MEANS_BEFORE, _tails, means))
    fill_slots(texts, slots)
    return task, means


def fill_slots(texts, slots) -> None:
    """Each slot (a pattern, how its match gives phrases, the counts it feeds): add each abstract's index to the
    phrases the slot reads in it."""
    for k, text in enumerate(texts):
        for part in chunks(text):
            for pattern, phrases, counts in slots:
                for m in pattern.finditer(part):
                    for p in phrases(m.group(1)):
                        counts[p].add(k)


def task_slotted(task: dict[str, set[int]], means: dict[str, set[int]]) -> dict[str, list[int]]:
    """Phrases written as a task in MIN_TASK abstracts or more and RATIO times as often as a means: [task, means]."""
    kept = {p: [len(ks), len(means.get(p, ()))] for p, ks in task.items()
            if len(ks) >= MIN_TASK and len(ks) >= RATIO * len(means.get(p, ()))}
    return dict(sorted(kept.items(), key=lambda kv: (-kv[1][0], kv[0])))


def venue_texts(description: str) -> list[str]:
    """The venue abstracts the mining command line names (mine_gazetteers.venue_args), less the papers it excludes."""
    venues, exclude = venue_args(description.splitlines()[0])
    return list(read_abstracts(venues, exclude))


def main() -> None:
    task, means = slot_counts(venue_texts(__doc__))
    about = ("phrases venue abstracts write as a task ('the X task', 'the problem of X', 'address X') at least "
             f"{MIN_TASK} times and {RATIO} times as often as a means ('using X', 'X-based'): [task, means] abstracts; "
             "made by scripts/mine_task_slots.py")
    write_names(OUT, about, task_slotted(task, means))


if __name__ == "__main__":
    main()
