"""Mine topic terms that papers call a problem or task from unlabeled venue abstracts (~2 min).

    .venv/bin/python scripts/mine_task_terms.py ../shared/data/venues --exclude ../shared/data/venue_gold/venue_dev_input.jsonl

Writes kg/extract/data/task_terms.json: lower-case phrases of 2-3 words that abstracts write as a problem
or task ('the X problem', 'X tasks', 'the problem of X', 'address / tackle / solve X') in 3+ abstracts and in
at least 6% of their uses. The trained model types many such topics ('kite drift', 'rope collapse') as
other-scientific terms; the merge reads a Concept named so as the Task the paper addresses.
"""
from __future__ import annotations

import re
from collections import Counter, defaultdict
from pathlib import Path

from mine_gazetteers import read_abstracts, venue_args, write_names  # the sibling script; it also puts the repo's kg on the path

from kg.extract.lexicon import task_term_key

OUT = Path(__file__).resolve().parents[1] / "kg" / "extract" / "data" / "task_terms.json"
_PH = r"([a-z][a-z0-9-]+(?: [a-z][a-z0-9-]+){1,2})"
BEFORE = re.compile(_PH + r" (?:problems?|tasks?)\b")
AFTER = re.compile(r"\b(?:problems? of|tasks? of|address(?:es|ing)?|tackl(?:e|es|ing)|solv(?:e|es|ing))(?: the)? " + _PH + r"\b")
# words a topic phrase never starts or ends with (function words, placeholders)
_EDGE = frozenset("""the a an this that these those our their its of to in on for with and or by as at from is are be
    such new novel proposed existing many several various different important challenging difficult hard open key main
    general specific same other both each all any more most well""".split())
MIN_PAPERS, MIN_SHARE = 3, 0.06


def _ends(phrase: str, tail: bool):
    """The 2-3 word tails ('the hard kite drift' -> 'kite drift', 'hard kite drift') or heads of a phrase
    that neither start nor end with an edge word."""
    words = phrase.split()
    for k in (2, 3):
        part = words[-k:] if tail else words[:k]
        if len(part) == k and part[0] not in _EDGE and part[-1] not in _EDGE:
            yield " ".join(part)


def mine(folder: Path, exclude: set[str]) -> dict[str, int]:
    texts = [task_term_key(text) for text in read_abstracts(folder, exclude)]
    called: dict[str, set[int]] = defaultdict(set)
    for k, text in enumerate(texts):
        for m in BEFORE.finditer(text):
            for p in _ends(m.group(1), tail=True):
                called[p].add(k)
        for m in AFTER.finditer(text):
            for p in _ends(m.group(1), tail=False):
                called[p].add(k)
    cands = {p for p, ks in called.items() if len(ks) >= MIN_PAPERS}
    used: Counter = Counter()
    for text in texts:
        words = text.split()
        for n in (2, 3):
            for i in range(len(words) - n + 1):
                g = " ".join(words[i:i + n])
                if g in cands:
                    used[g] += 1
    return {p: len(called[p]) for p in cands if len(called[p]) >= MIN_SHARE * max(1, used[p])}


def main() -> None:
    venues, exclude = venue_args(__doc__.splitlines()[0])
    terms = mine(venues, exclude)
    write_names(OUT, "topic phrases abstracts call a problem or task, mined by scripts/mine_task_terms.py "
                f"(count: abstracts that do; {MIN_PAPERS}+ abstracts, {MIN_SHARE:.0%}+ of the phrase's uses; gold papers excluded)",
                dict(sorted(terms.items(), key=lambda kv: (-kv[1], kv[0]))))


if __name__ == "__main__":
    main()
