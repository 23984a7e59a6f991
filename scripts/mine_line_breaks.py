"""Mine word and hyphen-pair counts from the unlabeled venue abstracts -> kg/corpus/data/line_breaks.json.gz.

Abstracts copied out of PDFs keep the hyphen of a word broken at a line end, followed by a space:
"per- formance", "self- supervised". kg.corpus.line_breaks decides each "A- B" by how the corpus writes
the two parts elsewhere: as one word ("performance") or as a hyphenated compound ("self-supervised").
So the file holds, for lower-case words of letters only, the count of each plain word and of each adjacent
pair inside hyphenated compounds ("state-of-the-art" counts of-the, the-art ...), both at least MIN_COUNT.
Papers of the dev gold are left out, like the other mined files.

    python scripts/mine_line_breaks.py ../shared/data/venues ../shared/data/venue_gold/venue_dev_input.jsonl
"""
from __future__ import annotations

import gzip
import json
import re
import sys
from collections import Counter
from pathlib import Path

from mine_gazetteers import read_abstracts  # the same records, gold papers left out the same way

MIN_COUNT = 3
WORD = re.compile(r"(?<![\w-])[a-z]+(?:-[a-z]+)*(?![\w-])")
BROKEN = re.compile(r"[A-Za-z]- [a-z]")  # a line break itself is not evidence of how the word is written


def main(venues: str, gold_input: str, out: str = "kg/corpus/data/line_breaks.json.gz") -> None:
    held_out = {json.loads(line)["id"] for line in open(gold_input, encoding="utf-8")}
    words, pairs = Counter(), Counter()
    for text in read_abstracts(Path(venues), held_out):
        for w in WORD.findall(BROKEN.sub(" ", text.lower())):
            parts = w.split("-")
            if len(parts) == 1:
                words[w] += 1
            pairs.update(f"{a}-{b}" for a, b in zip(parts, parts[1:]))
    doc = {"about": __doc__.splitlines()[0], "min_count": MIN_COUNT,
           "words": {w: n for w, n in sorted(words.items()) if n >= MIN_COUNT and len(w) > 2},
           "pairs": {p: n for p, n in sorted(pairs.items()) if n >= MIN_COUNT}}
    Path(out).parent.mkdir(parents=True, exist_ok=True)
    with gzip.GzipFile(out, "wb", mtime=0) as f:  # mtime 0: rerunning gives the same bytes
        f.write(json.dumps(doc, ensure_ascii=False, separators=(",", ":"), sort_keys=True).encode("utf-8"))
    print(len(doc["words"]), "words,", len(doc["pairs"]), "pairs ->", out)


if __name__ == "__main__":
    main(*sys.argv[1:])
