"""Mine how venue abstracts use each learning paradigm: as a field or as a tool (~1 min).

    .venv/bin/python scripts/mine_field_paradigms.py ../shared/data/venues --exclude ../shared/data/venue_gold/venue_dev_input.jsonl

The committed list also leaves out the extra gold sets C to I, which existed when it was mined; it comes out byte
for byte with `scripts/sample_extra_gold.py ../shared/data /tmp/extra` and, added to the command above,
`$(for s in C D E F G H I; do echo --exclude /tmp/extra/input_$s.jsonl; done)`.

Writes kg/extract/data/field_paradigms.json: lower-case phrases of 2-4 words ending in 'learning' that 20+
abstracts write, with the share of their cued uses that name a field ('in X', 'for X', 'X tasks / settings /
agents', 'study X') rather than a tool ('using X', 'via X', 'apply X', 'X-based'); phrases with 10+ cued uses
and a field share of at least one half are kept. One paper works in a paradigm and the next applies it; the
share says which reading the venues make more often, and the merge reads a paradigm mention that its own
sentence does not use as a tool by it.
"""
from __future__ import annotations

import re
from collections import Counter, defaultdict
from pathlib import Path

from mine_gazetteers import read_abstracts, venue_args, write_names  # the sibling script; it also puts the repo's kg on the path

from kg.extract.lexicon import task_term_key

OUT = Path(__file__).resolve().parents[1] / "kg" / "extract" / "data" / "field_paradigms.json"
PARADIGM = re.compile(r"(?<![\w-])((?:[a-z][a-z0-9-]* ){1,3}learning)(?![\w-])")
FIELD_BEFORE = re.compile(r"\b(?:in|of|for|to|into|within|study|studies|studying)(?: the| a)? $")
FIELD_AFTER = re.compile(r"^ (?:tasks?|problems?|settings?|environments?|agents?|community|research|literature|domains?|"
                         r"benchmarks?|scenarios?|applications?)\b")
TOOL_BEFORE = re.compile(r"\b(?:using|use|uses|used|via|with|by|apply|applying|applies|applied|employ(?:s|ing|ed)?|"
                         r"adopt(?:s|ing|ed)?|leverag(?:e|es|ing|ed)|utiliz(?:e|es|ing|ed)|through)(?: the| a| an)? $")
TOOL_AFTER = re.compile(r"^(?:-based| based| to (?:learn|train|optimi[sz]e|solve|generate|find))\b")
# words a paradigm's name never holds (function words, placeholders, evaluative adjectives, verbs of a clause;
# an adverb '-ly' or a verb '-ing' never opens one: 'jointly learning', 'applying kite learning')
_EDGE = frozenset("""the a an this that these those our their its of to in on for with and or by as at from is are be
    such new novel proposed existing many several various different standard traditional classical conventional
    recent modern current previous prior efficient effective robust simple general based using via both any two other
    facilitate improve enable""".split())
MIN_PAPERS, MIN_CUED, MIN_SHARE = 20, 10, 0.5


def _tails(phrase: str):
    """'the deep kite learning' -> 'kite learning', 'deep kite learning' (2-4 words, no edge word first)."""
    words = phrase.split()
    for k in (2, 3, 4):
        if len(words) >= k and not any(w in _EDGE for w in words[-k:]) and not words[-k].endswith(("ly", "ing")):
            yield " ".join(words[-k:])


def mine(folder: Path, exclude: set[str]) -> dict[str, float]:
    papers: dict[str, set[int]] = defaultdict(set)
    field: Counter = Counter()
    tool: Counter = Counter()
    for k, text in enumerate(task_term_key(t) for t in read_abstracts(folder, exclude)):
        for m in PARADIGM.finditer(text):
            after = text[m.end():m.end() + 25]
            for p in _tails(m.group(1)):
                start = m.end() - len(p)
                before = text[max(0, start - 25):start]
                papers[p].add(k)
                field[p] += bool(FIELD_BEFORE.search(before) or FIELD_AFTER.match(after))
                tool[p] += bool(TOOL_BEFORE.search(before) or TOOL_AFTER.match(after))
    out = {}
    for p, ks in papers.items():
        cued = field[p] + tool[p]
        if len(ks) >= MIN_PAPERS and cued >= MIN_CUED and field[p] / cued >= MIN_SHARE:
            out[p] = round(field[p] / cued, 2)
    return out


def main() -> None:
    venues, exclude = venue_args(__doc__.splitlines()[0])
    names = mine(venues, exclude)
    write_names(OUT, "learning paradigms the venue abstracts name as a field more often than as a tool, mined by "
                f"scripts/mine_field_paradigms.py (value: field share of cued uses; {MIN_PAPERS}+ abstracts, "
                f"{MIN_CUED}+ cued uses; gold papers excluded)", dict(sorted(names.items(), key=lambda kv: (-kv[1], kv[0]))))


if __name__ == "__main__":
    main()
