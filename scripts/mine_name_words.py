"""Mine the capitalised words that venue abstracts write as nouns of their own ('the Transformer', 'Adam is').

A capitalised word before a kind noun is either a name ('the Transformer model': the model called Transformer)
or an adjective of a family ('a Bayesian model', 'a Gaussian model', 'a Markov model': no method is called
'Bayesian'). The venues tell them apart: mid-sentence, a name also stands alone, closing its noun phrase (before
punctuation, a verb such as 'is / can', or a preposition), while a family adjective almost always has a noun
after it. A word is kept when it is seen at least MIN_SEEN times mid-sentence and stands alone in at least
MIN_ALONE of them (kg/extract/data/name_words.json; count: the times it stands alone). Those of them also
written in a method's slot ('Transformer-based', 'the Transformer baseline', 'Mamba models') in at least
MIN_METHOD_SLOT of the times seen are names of methods (kg/extract/data/method_name_words.json), not of places,
languages or data ('Internet-based', 'English-based').

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
# what a method's name is written before: a kind noun, the role it plays, or '-based'
METHOD_SLOT = re.compile(r"-based|models?|architectures?|networks?|backbones?|baselines?|algorithms?|methods?|variants?")
MIN_SEEN = 20
MIN_ALONE = 0.3
MIN_METHOD_SLOT = 0.1


def mine(folder: Path, exclude: set[str]) -> tuple[dict[str, int], dict[str, int]]:
    alone: Counter = Counter()
    seen: Counter = Counter()
    slot: Counter = Counter()
    for _, abstract in read_papers(folder, exclude):  # titles are in title case: every word capitalised
        text = re.sub(r"\s+", " ", abstract)
        for m in MID_SENTENCE.finditer(text):
            word, nxt = m.group(1), m.group(3)
            if METHOD_SLOT.match(text, m.end(1) + 1) and text[m.end(1)] in " -":
                slot[word] += 1
            if nxt is None or nxt in CLOSING:
                alone[word] += 1
                seen[word] += 1
            elif nxt.islower():  # a lower-case word after it: a noun it qualifies (capitalised ones are left out)
                seen[word] += 1
    names = {w: alone[w] for w, n in seen.items() if n >= MIN_SEEN and alone[w] >= MIN_ALONE * n}
    return names, {w: slot[w] for w in names if slot[w] >= MIN_METHOD_SLOT * seen[w]}


def main() -> None:
    venues, exclude = venue_args(__doc__.splitlines()[0])
    names, methods = mine(venues, exclude)
    write_counted(OUT / "name_words.json",
                  f"capitalised words mined by scripts/mine_name_words.py from {venues.name}/ that stand alone as nouns "
                  f"mid-sentence in abstracts (count: times alone; seen {MIN_SEEN}+ times, alone in {MIN_ALONE:.0%}+ of them; "
                  "dev-gold and extra-gold papers excluded)", names)
    write_counted(OUT / "method_name_words.json",
                  f"the name_words.json words that the abstracts of {venues.name}/ also write in a method's slot, before "
                  f"'-based', a kind noun or a role noun (count: times in that slot; in {MIN_METHOD_SLOT:.0%}+ of the "
                  "times seen mid-sentence; by scripts/mine_name_words.py)", methods)


if __name__ == "__main__":
    main()
