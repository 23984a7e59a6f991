"""Mine the capitalised words that venue abstracts write as nouns of their own ('the Transformer', 'Adam is').

A capitalised word before a kind noun is either a name ('the Transformer model': the model called Transformer)
or an adjective of a family ('a Bayesian model', 'a Gaussian model', 'a Markov model': no method is called
'Bayesian'). The venues tell them apart: mid-sentence, a name also stands alone, closing its noun phrase (before
punctuation, a verb such as 'is / can', or a preposition), while a family adjective almost always has a noun
after it. A word is kept when it is seen at least MIN_SEEN times mid-sentence and stands alone in at least
MIN_ALONE of them (kg/extract/data/name_words.json; count: the times it stands alone).

    .venv/bin/python scripts/sample_extra_gold.py ../shared/data /tmp/extra
    .venv/bin/python scripts/mine_name_words.py ../shared/data/venues --exclude ../shared/data/venue_gold/venue_dev_input.jsonl $(for s in C D E F G H I J K L M N O; do echo --exclude /tmp/extra/input_$s.jsonl; done)

gives the committed file: every paper of the dev gold and of the extra gold sets (tuning, held-out and fresh) is left out.
"""
from __future__ import annotations

import re
import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from mine_gazetteers import OUT, read_papers, venue_args, write_counted  # noqa: E402

# a capitalised word after a lower-case word or a comma (so not a sentence's or a title-case run's first word),
# then what follows it: punctuation or the next word
MID_SENTENCE = re.compile(r"(?:(?<![\w-])[a-z][a-z-]*|[,;:(]) ([A-Z][a-z]+)(?=([.,;:)])|\s([A-Za-z]+))")
# words after which the capitalised word closed its noun phrase: auxiliaries and prepositions
CLOSING = frozenset("is are was were has have had can could may might will would does do "
                    "of in for with on to by as that which".split())
MIN_SEEN = 20
MIN_ALONE = 0.3


def mine(folder: Path, exclude: set[str]) -> dict[str, int]:
    alone: Counter = Counter()
    seen: Counter = Counter()
    for _, abstract in read_papers(folder, exclude):  # titles are in title case: every word capitalised
        text = re.sub(r"\s+", " ", abstract)
        for m in MID_SENTENCE.finditer(text):
            word, nxt = m.group(1), m.group(3)
            if nxt is None or nxt in CLOSING:
                alone[word] += 1
                seen[word] += 1
            elif nxt.islower():  # a lower-case word after it: a noun it qualifies (capitalised ones are left out)
                seen[word] += 1
    return {w: alone[w] for w, n in seen.items() if n >= MIN_SEEN and alone[w] >= MIN_ALONE * n}


def main() -> None:
    venues, exclude = venue_args(__doc__.splitlines()[0])
    write_counted(OUT / "name_words.json",
                  f"capitalised words mined by scripts/mine_name_words.py from {venues.name}/ that stand alone as nouns "
                  f"mid-sentence in abstracts (count: times alone; seen {MIN_SEEN}+ times, alone in {MIN_ALONE:.0%}+ of them; "
                  "dev-gold and extra-gold papers excluded)", mine(venues, exclude))


if __name__ == "__main__":
    main()
