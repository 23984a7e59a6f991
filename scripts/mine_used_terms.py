"""Mine the terms of several words that venue abstracts share and write as the means of a work ('using control variates').

A term that a verb of use or a preposition of means takes ('we use thin-plate splines', 'via Lipschitz continuity')
and that many abstracts write is a shared way of working that papers take up; a paper's own description of what
its method draws on ('uses metric pose information', 'leverages multi-type app behaviors') is written once, in
that paper. Kept: each word sequence of two or three words (keyed by kg/extract/lexicon.means_key, no function word
at either end) that at least MIN_SLOTTED abstracts write right after such a word (an article skipped) and at
least MIN_ABSTRACTS abstracts write anywhere (kg/extract/data/used_terms.json, the count: abstracts that write it).

    .venv/bin/python scripts/mine_used_terms.py ../shared/data/venues --exclude ../shared/data/venue_gold/venue_dev_input.jsonl --exclude-drawn ../shared/data

gives the committed file byte for byte.
"""
from __future__ import annotations

import re
import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from mine_gazetteers import OUT, read_papers, venue_args, write_counted  # noqa: E402  (also puts the repo's kg on the path)
from mine_shared_means import shared_by_abstracts  # noqa: E402

from kg.extract.lexicon import means_key  # noqa: E402

MIN_ABSTRACTS = 5
MIN_SLOTTED = 2
LENGTHS = (2, 3)
# the inflected forms of method_rules._TOOL_VERBS as written (means_key folds case, drops a plural 's'), and the
# prepositions of means
USE_WORDS = re.compile(r"^(?:use[sd]?|using|employ(?:s|ed|ing)?|appl(?:y|ie|ied|ying)|adopt(?:s|ed|ing)?|"
                       r"leverag(?:e|es|ed|ing)|utili[sz](?:e|es|ed|ing)|exploit(?:s|ed|ing)?|via|through|with|by)$")
ARTICLES = frozenset("a an the".split())
# words that end no term: what follows the term, or a clause word ('using the X to', 'via X of the')
FUNCTION_WORDS = frozenset("""a an the of to in for and or on with by as at from into that which this these those is are
    was were be been can it its we our their than then while whose when where""".split())


def written_as_means(abstract: str, slot_words: re.Pattern = USE_WORDS) -> set[str]:
    """The word sequences one abstract writes right after a verb of use or a preposition of means (slot_words)."""
    words = means_key(abstract).split()
    terms = set()
    for i, word in enumerate(words):
        if not slot_words.match(word):
            continue
        start = i + 1 + (i + 1 < len(words) and words[i + 1] in ARTICLES)
        for n in LENGTHS:
            term = words[start:start + n]
            if len(term) == n and term[0] not in FUNCTION_WORDS and term[-1] not in FUNCTION_WORDS:
                terms.add(" ".join(term))
    return terms


def mine(folder: Path, exclude: set[str]) -> dict[str, int]:
    papers = list(read_papers(folder, exclude))
    slotted = Counter(term for _, abstract in papers for term in written_as_means(abstract))
    slotted = {term for term, n in slotted.items() if n >= MIN_SLOTTED}
    return shared_by_abstracts(papers, slotted, MIN_ABSTRACTS)


def main() -> None:
    venues, exclude = venue_args(__doc__.splitlines()[0])
    write_counted(OUT / "used_terms.json",
                  f"terms of two or three words that at least {MIN_SLOTTED} venue abstracts write right after a verb of use or a preposition "
                  f"of means and at least {MIN_ABSTRACTS} abstracts write, mined by scripts/mine_used_terms.py from "
                  f"{venues.name}/ (count: abstracts; dev-gold and extra-gold papers excluded)", mine(venues, exclude))


if __name__ == "__main__":
    main()
