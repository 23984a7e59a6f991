"""Mine outcome grades: quality words venue abstracts write before a noun of action and titles seldom open a topic with.

    .venv/bin/python scripts/mine_outcome_grades.py ../shared/data/venues --exclude ../shared/data/venue_gold/venue_dev_input.jsonl --exclude-drawn ../shared/data

Writes kg/extract/data/outcome_grades.json. A quality word (kg.extract.lexicon.quality_adjectives) before a noun of
action either names a line of research ('robust estimation', 'efficient inference', 'scalable clustering': titles
open with such pairs as their topic) or says how well a method does the action, the outcome it aims at ('accurate
segmentation', 'consistent labelling': written in the abstract's claims and aims, seldom a title's topic). A third
kind grades the problem, not its solution ('complex manipulation', 'difficult planning'): the venues say such a word
of a problem ('the task is difficult') about as often as of a means ('the method is accurate'). Counted per word over
the venue papers: the pairs '<word> <noun of action>' (a word in -tion / -sion / -ment / -ing / -sis) written in
abstracts and those written in titles, and the abstracts' clauses '<problem noun> is (X) <word>' and '<means or
outcome noun> is (X) <word>'. Kept: words with at least MIN_PAIRS pairs in abstracts whose title pairs are less than
MAX_TITLE_SHARE of the abstract pairs and whose clauses of a problem are less than MAX_PROBLEM_SHARE of both kinds of
clause (value: the title share in thousandths).
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

from kg.extract.lexicon import quality_adjectives  # noqa: E402

MIN_PAIRS = 50
MAX_TITLE_SHARE = 0.15
MAX_PROBLEM_SHARE = 0.15
PAIR = re.compile(r"\b([a-z]+) [a-z]+(?:tion|sion|ment|ing|sis)\b")
_BE = r"s? (?:is|are|remains?|becomes?|was|were) (?:[a-z]+ )?([a-z]+)"
SAID_OF_PROBLEM = re.compile(r"\b(?:problem|task|challenge)" + _BE)
SAID_OF_MEANS = re.compile(r"\b(?:method|approach|model|algorithm|system|framework|estimate|prediction|result)" + _BE)


def mine(venues: Path, exclude: set[str]) -> dict[str, int]:
    words = quality_adjectives()
    in_abstracts, in_titles, of_problem, of_means = Counter(), Counter(), Counter(), Counter()
    for title, abstract in read_papers(venues, exclude):
        abstract = abstract.lower()
        in_abstracts.update(w for w in PAIR.findall(abstract) if w in words)
        in_titles.update(w for w in PAIR.findall(title.lower()) if w in words)
        of_problem.update(w for w in SAID_OF_PROBLEM.findall(abstract) if w in words)
        of_means.update(w for w in SAID_OF_MEANS.findall(abstract) if w in words)
    return {w: round(1000 * in_titles[w] / n) for w, n in in_abstracts.items()
            if n >= MIN_PAIRS and in_titles[w] < MAX_TITLE_SHARE * n
            and of_problem[w] < MAX_PROBLEM_SHARE * (of_problem[w] + of_means[w])}


def main() -> None:
    venues, exclude = venue_args(__doc__.splitlines()[0])
    grades = mine(venues, exclude)
    about = (f"quality words written before a noun of action in {MIN_PAIRS}+ venue abstracts' pairs, in titles under "
             f"{MAX_TITLE_SHARE:.0%} as often, said of a problem in under {MAX_PROBLEM_SHARE:.0%} of their clauses of being (value: title pairs per thousand abstract pairs), mined by "
             "scripts/mine_outcome_grades.py (gold papers excluded)")
    write_names(OUT / "outcome_grades.json", about, dict(sorted(grades.items(), key=lambda kv: (kv[1], kv[0]))))


if __name__ == "__main__":
    main()
