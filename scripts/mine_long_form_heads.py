"""How often each head word closes a defined long form ("programming language (PL)") across the venue abstracts,
with a few examples, and how often a school of inference stands before a head that says only 'a way of working'
("a Bayesian approach"). The counts behind merge._MEDIUM_HEADS and generic_terms.yaml's paradigm_adjective.

A long form is up to five words before a bracketed short form of two to nine characters that starts with a capital;
its head is its last word. Prints "head<TAB>count<TAB>examples" for the heads asked for (all when none), then the
school phrases with their counts.
    python scripts/mine_long_form_heads.py /work/shared/data/venues language languages interface interfaces record records
"""
from __future__ import annotations

import gzip
import json
import re
import sys
from collections import Counter, defaultdict
from pathlib import Path

_LONG_FORM = re.compile(r"((?:[A-Za-z][\w-]* ){0,4}([A-Za-z][\w-]*)) \(([A-Z][A-Za-z0-9-]{1,8})\)")
_SCHOOL = re.compile(r"\b(?:Bayesian|probabilistic|statistical|frequentist) (?:approach|framework|formulation|perspective|"
                     r"treatment|paradigm|methodology)s?\b", re.IGNORECASE)


def abstracts(root: Path):
    for path in sorted(root.glob("*.jsonl.gz")):
        with gzip.open(path, "rt", encoding="utf-8") as f:
            for line in f:
                yield json.loads(line).get("abstract") or ""


def main(root: Path, wanted: list[str]) -> None:
    heads: Counter[str] = Counter()
    examples: dict[str, list[str]] = defaultdict(list)
    schools: Counter[str] = Counter()
    for text in abstracts(root):
        for m in _LONG_FORM.finditer(text):
            head = m.group(2).lower()
            heads[head] += 1
            if len(examples[head]) < 8:
                examples[head].append(m.group(0))
        schools.update(m.group(0).lower() for m in _SCHOOL.finditer(text))
    for head, n in heads.most_common():
        if not wanted or head in wanted:
            print(f"{head}\t{n}\t{' | '.join(examples[head])}")
    for phrase, n in schools.most_common():
        print(f"school\t{n}\t{phrase}")


if __name__ == "__main__":
    main(Path(sys.argv[1]), sys.argv[2:])
