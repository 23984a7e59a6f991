"""Mine the head nouns venue abstracts write for the parts of their own method ('our model consists of a kite encoder and a rope memory').

An abstract that says what its own method is made of writes 'our / the proposed' and a method noun (kg's
OWN_METHOD_NOUNS and 'pipeline': not 'our results include') and a hold verb
('consists of', 'comprises', 'is composed of', 'includes', 'features', 'contains'), then the list of its parts. The last
word of each listed item is the part's head (kg.extract.lexicon.head_key: lower case, last hyphen part, singular).
Counted per head: the abstracts that list it as a part of their own method. Kept: heads listed so in at least
MIN_ABSTRACTS abstracts that are nouns by the venue text itself: written after an article or a possessive in at least
MIN_NOUN_SHARE of the abstracts that write the word (a verb or an adjective left at a cut item is not), heads venues
also propose as their own (mined own_heads: not 'information', 'learning') and not task heads (mined task_heads: 'X
detection' lists what the method does), and not a word that only counts, orders or groups parts ('two', 'part',
'component', 'stage': they name no part).
Value: the abstracts that list the head as an own part.

    .venv/bin/python scripts/mine_part_heads.py ../shared/data/venues --exclude ../shared/data/venue_gold/venue_dev_input.jsonl --exclude-drawn ../shared/data

gives the committed kg/extract/data/part_heads.json (the dev input and every extra gold set's draw left out).
"""
from __future__ import annotations

import re
import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from mine_gazetteers import OUT, write_counted  # noqa: E402  (also puts the repo's kg on the path)
from mine_task_slots import venue_texts  # noqa: E402

from kg.extract.lexicon import STOPWORDS, head_key, own_heads, task_heads  # noqa: E402

# a word written after an article or a possessive (the noun test), and any word
NOUN_BEFORE = re.compile(r"\b(?:the|a|an|our|its|their|this|each)\s+([A-Za-z][\w-]*)\b", re.I)
WORD = re.compile(r"[A-Za-z][\w-]*")
MIN_ABSTRACTS = 5
MIN_NOUN_SHARE = 0.05

# the own method and a verb saying what it holds; then the list, up to a clause end or a clause word
OWN_HOLDS = re.compile(r"\b(?:[Oo]ur|[Tt]he\s+proposed)\s+(?:[\w-]+\s+){0,3}?(?:method|model|framework|approach|algorithm|system|"
                       r"architecture|network|pipeline)s?,?\s+(?:which\s+|that\s+)?(?:is\s+|are\s+)?"
                       r"(?:mainly\s+|primarily\s+)?(?:composed\s+of|consists\s+of|consisting\s+of|comprised\s+of|comprises|"
                       r"comprising|includes|including|features|contains|containing|introduces|incorporates|integrates|employs|"
                       r"is\s+equipped\s+with)\s+"
                       r"(?:(?:two|three|four|five)\s+(?:main\s+|key\s+|major\s+)?(?:parts|components|modules|stages)\s*:\s+)?")
LIST_END = re.compile(r"[.;:()\[]|\s(?:that|which|to|for|where|with|is|are|in|on|by|as|from|of|we|via|using|based|"
                      r"while|when|achieves?|enables?|allows?|can|could|and\s+(?:then|is|are|can|achieves?))\s")
ITEM_OPEN = re.compile(r"^(?:and\s+|or\s+|namely\s+|i\.e\.\s*,?\s*|e\.g\.\s*,?\s*|[a-d]\)\s*|\(?[ivx\d]+\)\s*)+")
# words that count, order or group parts, or say nothing of which part: never a part's head
NOT_PARTS = frozenset("""part component stage step element piece module+ set number type kind way one two three four
    other several some many various novel new""".replace("module+", "").split())


def listed_heads(text: str) -> set[str]:
    """The heads of the items an own-holds list in one abstract names."""
    heads = set()
    for m in OWN_HOLDS.finditer(text):
        rest = text[m.end():]
        stop = LIST_END.search(rest)
        for item in re.split(r",|\s+and\s+", rest[:stop.start() if stop else len(rest)]):
            words = ITEM_OPEN.sub("", item.strip()).split()
            if 1 <= len(words) <= 5 and WORD.fullmatch(words[-1]):
                heads.add(head_key(words[-1]))
    return heads


def mine(texts: list[str]) -> dict[str, int]:
    listed: Counter = Counter()
    written: Counter = Counter()
    after_article: Counter = Counter()
    for text in texts:
        listed.update(listed_heads(text))
        written.update({head_key(w) for w in WORD.findall(text)})
        after_article.update({head_key(w) for w in NOUN_BEFORE.findall(text)})
    return {head: n for head, n in listed.items()
            if n >= MIN_ABSTRACTS and head not in NOT_PARTS and head not in STOPWORDS and len(head) > 2
            and after_article[head] >= MIN_NOUN_SHARE * written[head] and head in own_heads() and head not in task_heads()}


def main() -> None:
    about = ("head nouns venue abstracts list as parts of their own method ('our X consists of / includes / features A "
             f"and B') in at least {MIN_ABSTRACTS} abstracts, each written after an article in at least "
             f"{MIN_NOUN_SHARE:.0%} of the abstracts that write it, an own head and no task head; mined by scripts/mine_part_heads.py "
             "(value: those abstracts; dev-gold and extra-gold papers excluded)")
    write_counted(OUT / "part_heads.json", about, mine(venue_texts(__doc__)))


if __name__ == "__main__":
    main()
