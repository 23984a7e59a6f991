"""Mine discourse words: words venue abstracts write before a noun that titles never do and that are seldom graded.

    .venv/bin/python scripts/mine_discourse_words.py ../shared/data/venues --exclude ../shared/data/venue_gold/venue_dev_input.jsonl --exclude-drawn ../shared/data

Writes kg/extract/data/discourse_words.json. A word before a noun either sorts it (a classifying word: 'online
learning', titles open topics with it), grades it (a quality word: 'accurate detection', graded 'more accurate'), or
places it in the text ('the resulting model', 'the desired output', 'additional annotation', 'future work'): such a
word refers to what the abstract says around it and is never a title's topic, nor graded. Counted per word over the
venue papers: the abstracts that write '<word> <word>', the titles that do, and the abstracts that grade the word (a
degree adverb before it). Kept: words written so in at least MIN_ABSTRACTS abstracts, in titles less than
MAX_TITLE_SHARE as often, graded in less than MAX_GRADED of the abstracts using them (value: the title share in
thousandths). The list holds words of any part of speech; the extraction reads it only for words the tagger calls
adjectives or participles.
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

MIN_ABSTRACTS = 300
MAX_TITLE_SHARE = 0.01
MAX_GRADED = 0.02
PAIR = re.compile(r"\b([a-z]+) [a-z]+\b")
DEGREE = re.compile(r"\b(?:more|most|very|highly|less|least|too|fairly|relatively|extremely|increasingly) ([a-z]+)\b")


def mine(venues: Path, exclude: set[str]) -> dict[str, int]:
    in_abstracts, in_titles, graded = Counter(), Counter(), Counter()
    for title, abstract in read_papers(venues, exclude):
        abstract = abstract.lower()
        in_abstracts.update(set(PAIR.findall(abstract)))
        in_titles.update(set(PAIR.findall(title.lower())))
        graded.update(set(DEGREE.findall(abstract)))
    return {w: round(1000 * in_titles[w] / n) for w, n in in_abstracts.items()
            if n >= MIN_ABSTRACTS and in_titles[w] < MAX_TITLE_SHARE * n and graded[w] < MAX_GRADED * n}


def main() -> None:
    venues, exclude = venue_args(__doc__.splitlines()[0])
    words = mine(venues, exclude)
    about = (f"words written before another word in {MIN_ABSTRACTS}+ venue abstracts, in titles under {MAX_TITLE_SHARE:.0%} "
             f"as often, graded by a degree adverb in under {MAX_GRADED:.0%} of the abstracts using them (value: title share "
             "in thousandths), mined by scripts/mine_discourse_words.py (gold papers excluded)")
    write_names(OUT / "discourse_words.json", about, dict(sorted(words.items(), key=lambda kv: (kv[1], kv[0]))))


if __name__ == "__main__":
    main()
