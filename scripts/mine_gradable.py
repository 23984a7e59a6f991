"""Mine gradable words from unlabeled venue abstracts (~15 s) -> kg/extract/data/gradable_words.json.

    .venv/bin/python scripts/mine_gradable.py ../shared/data/venues --exclude ../shared/data/venue_gold/venue_dev_input.jsonl

The committed list also leaves out the extra gold sets C to I, which existed when it was mined; it comes out byte
for byte with `scripts/sample_extra_gold.py ../shared/data /tmp/extra` and, added to the command above,
`$(for s in C D E F G H I; do echo --exclude /tmp/extra/input_$s.jsonl; done)`.

A gradable adjective says how good or hard something is ('accurate', 'complex', 'robust'), a classifying one
says which kind it is ('semantic', 'visual', 'acoustic'). The test is the one of grammar books: a gradable
word takes a degree adverb ('more accurate', 'highly complex', 'very robust') or a comparative ending ('faster').
A word is listed when a degree adverb stands before it, or its comparative is written, in at least MIN_SHARE
of the abstracts that use it, over at least MIN_ABSTRACTS abstracts; hyphenated words are left out ('fine-grained', 'low-resource' mostly name a kind of task). The
extraction reads the list only for words the tagger calls adjectives: 'accurate and fast kite counting' is kite
counting done well, while 'semantic and visual kite counting' names two kinds of kite counting.
"""
from __future__ import annotations

import argparse
import json
import re
from collections import Counter
from pathlib import Path

from mine_gazetteers import read_abstracts  # the sibling script; it also puts the repo's kg on the path

OUT = Path(__file__).resolve().parents[1] / "kg" / "extract" / "data" / "gradable_words.json"
DEGREE = re.compile(r"\b(?:more|most|very|highly|less|least|too|fairly|relatively|extremely|increasingly|"
                    r"sufficiently) ([a-z]+)\b")
WORD = re.compile(r"\b[a-z]+\b")
MIN_SHARE, MIN_ABSTRACTS = 0.1, 100


def _positive(word: str) -> set[str]:
    """'faster' -> fast, 'wider' -> wide, 'bigger' -> big: the plain forms a comparative may be built on (the
    mined share is only read for words the tagger calls adjectives, so nouns in -er that yield a stray verb or
    non-word here, 'encoder' -> 'encode', do no harm)."""
    forms = {word[:-1], word[:-2]}
    if len(word) > 4 and word[-3] == word[-4]:
        forms.add(word[:-3])
    return forms


def mine(folder: Path, exclude: set[str]) -> dict[str, float]:
    graded, used = Counter(), Counter()
    for text in read_abstracts(folder, exclude):
        text = text.lower()
        words = set(WORD.findall(text))
        # a comparative counts only for a plain form this abstract also uses, so a share never passes 1
        graded.update({m.group(1) for m in DEGREE.finditer(text)} | ({f for w in words if w.endswith("er") for f in _positive(w)} & words))
        used.update(words)
    return {w: round(graded[w] / n, 3) for w, n in used.items() if n >= MIN_ABSTRACTS and graded[w] >= MIN_SHARE * n}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("venues", type=Path)
    ap.add_argument("--exclude", type=Path, action="append", default=[], help="JSON Lines whose ids are skipped")
    args = ap.parse_args()
    exclude = set()
    for path in args.exclude:
        exclude |= {json.loads(line)["id"] for line in path.read_text(encoding="utf-8").splitlines() if line.strip()}
    words = mine(args.venues, exclude)
    doc = {"about": "words a degree adverb ('more', 'very', 'highly', ...) stands before in "
                    f"{MIN_SHARE:.0%}+ of the {MIN_ABSTRACTS}+ abstracts using them, mined by scripts/mine_gradable.py "
                    "(value: that share; gold papers excluded)",
           "names": dict(sorted(words.items(), key=lambda kv: (-kv[1], kv[0])))}
    OUT.write_text(json.dumps(doc, ensure_ascii=False, indent=0) + "\n", encoding="utf-8")
    print(f"{OUT.name}: {len(words)} words")


if __name__ == "__main__":
    main()
