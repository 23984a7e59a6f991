"""Mine predicate adjectives and the pairs they start: words venue abstracts say of a thing ('the cost is prohibitive.').

    .venv/bin/python scripts/mine_predicate_adjectives.py ../shared/data/venues --exclude ../shared/data/venue_gold/venue_dev_input.jsonl --exclude-drawn ../shared/data

Writes kg/extract/data/predicate_adjectives.json and kg/extract/data/predicate_terms.json. A word written as the
predicate of a copula ('is / are / remains X' before a stop, a comma or a linking word; mine_classifying.PREDICATED)
in at least MIN_PREDICATED abstracts and in at least MIN_SHARE of the abstracts using it is an adjective the venues
use to judge a thing; a rare noun of a field that the tagger reads as an adjective ('a wobble error') is never
written so, and a word the venues seldom predicate ('false', said of a statement) mostly says which kind ('false
coverage rate'). Participles ('-ed', '-ing') are left out: before a measure they say which one ('expected error',
'missing rate'). Such a word before a measure noun judges the value ('lengthy inference times', 'insufficient
accuracy'), unless the venues write it with the next word often: predicate_terms holds the pairs '<word> <next
word>' written in at least MIN_TERM abstracts (the next word no stop word; value: abstracts), names or usual phrases
the extraction leaves whole.
"""
from __future__ import annotations

import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from mine_classifying import PREDICATED, WORD  # noqa: E402
from mine_gazetteers import OUT, write_counted  # noqa: E402
from mine_quality_adjectives import MIN_TERM, terms  # noqa: E402  (the same '<word> <next word>' pairs)
from mine_task_slots import venue_texts  # noqa: E402
from spacy.lang.en.stop_words import STOP_WORDS  # noqa: E402

MIN_PREDICATED = 3
MIN_SHARE = 0.05


def predicated(texts) -> dict[str, int]:
    """Words written as a copula's predicate in at least MIN_PREDICATED abstracts and MIN_SHARE of the abstracts using
    them: {word: abstracts}."""
    seen, used = Counter(), Counter()
    for text in texts:
        text = text.lower()
        seen.update({m.group(1) for m in PREDICATED.finditer(text)})
        used.update(set(WORD.findall(text)))
    return {w: n for w, n in seen.items() if n >= MIN_PREDICATED and n >= MIN_SHARE * used[w] and w.isalpha()
            and len(w) > 2 and not w.endswith(("ed", "ing")) and w not in STOP_WORDS}


def main() -> None:
    texts = venue_texts(__doc__)
    words = predicated(texts)
    write_counted(OUT / "predicate_adjectives.json",
                  f"words written as a copula's predicate ('is / are / remains X' before a stop or a linking word) in "
                  f"{MIN_PREDICATED}+ venue abstracts and {MIN_SHARE:.0%}+ of those using them, no '-ed' / '-ing' participles, no stop words: predicate "
                  "adjectives (value: abstracts); made by scripts/mine_predicate_adjectives.py", words)
    write_counted(OUT / "predicate_terms.json",
                  f"pairs '<predicate adjective> <next word>' written in {MIN_TERM}+ venue abstracts (the next word no "
                  "stop word): names or usual phrases a predicate word starts (value: abstracts); made by "
                  "scripts/mine_predicate_adjectives.py", terms(texts, set(words)))


if __name__ == "__main__":
    main()
