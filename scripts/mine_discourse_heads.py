"""Mine the head nouns venue abstracts write for the text's own discourse ('this issue', 'our solution', 'these findings').

A Task span can be a description rather than a task: 'a numerical solution', 'the windy case'. Its head noun is a
word the abstracts write for their own text, means or claims, right after 'this / these / our / the proposed' ('this
case', 'our solution', 'the proposed system'). A noun that heads tasks is seldom written so ('this segmentation' is
rare) and is written before 'task / problem' or after 'the task / problem of'. Counted per head
(kg.extract.lexicon.head_key) over the abstracts: those writing it at all, those writing it after one of the pointing
words, those writing it in a task frame. Kept: heads written in at least MIN_ABSTRACTS abstracts, after a pointing
word in at least MIN_SHARE of them and in a task frame in at most MAX_TASK_SHARE (kg/extract/data/discourse_heads.json;
value: the pointing share in thousandths). A quality before 'of' the paper's means ('the robustness of our
method') is no such frame: such nouns also name lines of research ('adversarial robustness'; docs/quality.md,
round 36).

    .venv/bin/python scripts/mine_discourse_heads.py ../shared/data/venues --exclude ../shared/data/venue_gold/venue_dev_input.jsonl --exclude-drawn ../shared/data

gives the committed file (the dev input and every extra gold set's draw left out).
"""
from __future__ import annotations

import re
import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from mine_gazetteers import OUT, read_papers, venue_args, write_counted  # noqa: E402  (also puts the repo's kg on the path)

from kg.extract.lexicon import head_key  # noqa: E402

MIN_ABSTRACTS = 50
MIN_SHARE = 0.05
MAX_TASK_SHARE = 0.005

WORD = re.compile(r"[A-Za-z][\w-]*")
# the text pointing at itself: 'this issue', 'these findings', 'our solution', 'the proposed policy'
OWN = re.compile(r"\b(?:this|these|our|the\s+proposed)\s+([A-Za-z][\w-]*)\b", re.I)
# a task frame: 'the segmentation task', 'the problem of kite ranking.'
TASK = re.compile(r"\b([A-Za-z][\w-]*)\s+(?:task|problem)s?\b|\b(?:task|problem)s?\s+of\s+(?:[\w-]+\s+){0,3}?"
                  r"([A-Za-z][\w-]*)\b(?=\s*[,.;:(]|\s+(?:is|are|in|with|by|from|under|and|has|remains)\b)", re.I)
ABOUT = (f"head nouns venue abstracts write after 'this / these / our / the proposed' in at least {MIN_SHARE:.0%} of the "
         f"{MIN_ABSTRACTS}+ abstracts that write them, and before 'task / problem' "
         f"or after 'the task / problem of' in at most {MAX_TASK_SHARE:.1%}, mined by scripts/mine_discourse_heads.py "
         "from {venues}/ (value: the pointing share in thousandths; dev-gold and extra-gold papers excluded)")


def mine(folder: Path, exclude: set[str]) -> dict[str, int]:
    written: Counter = Counter()
    discourse: Counter = Counter()
    task: Counter = Counter()
    for _, abstract in read_papers(folder, exclude):
        abstract = re.sub(r"\s+", " ", abstract)
        written.update({head_key(w) for w in WORD.findall(abstract)})
        discourse.update({head_key(m.group(1)) for m in OWN.finditer(abstract)})
        task.update({head_key(m.group(1) or m.group(2)) for m in TASK.finditer(abstract)})
    return {head: round(1000 * discourse[head] / n) for head, n in written.items()
            if head and n >= MIN_ABSTRACTS and discourse[head] / n >= MIN_SHARE and task[head] / n <= MAX_TASK_SHARE}


def main() -> None:
    venues, exclude = venue_args(__doc__.splitlines()[0])
    write_counted(OUT / "discourse_heads.json", ABOUT.format(venues=venues.name), mine(venues, exclude))


if __name__ == "__main__":
    main()
