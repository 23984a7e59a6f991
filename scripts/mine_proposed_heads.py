"""Mine the head nouns venue abstracts write as what they propose far more often than as what they study.

A title's first phrase ('Adaptive Kite Weights for Rope Tracking') names the paper's method or the problem it
studies ('Exact Kite Recovery for ...', 'Local Rope Privacy for ...'). The head noun tells them apart: abstracts
write 'we propose / introduce / present / develop / design / devise a ... weights' for the heads of methods, and
'we study / address / consider / tackle / investigate / analyze ... recovery', 'the problem of ... privacy' for the
heads of problems. Counted per head (the last word of a hyphenated word, singular, kg.extract.lexicon.head_key): the
abstracts that write it as the head of their own new thing, and those that write it as the head of what they
study. Kept: heads written as their own thing in at least MIN_OWN abstracts and at least OWN_RATIO times as often as
studied (kg/extract/data/proposed_heads.json; value: the own count).

    .venv/bin/python scripts/mine_proposed_heads.py ../shared/data/venues --exclude ../shared/data/venue_gold/venue_dev_input.jsonl --exclude-drawn ../shared/data

gives the committed file byte for byte.
"""
from __future__ import annotations

import re
import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from mine_gazetteers import OUT, read_papers, venue_args, write_counted  # noqa: E402  (also puts the repo's kg on the path)

from kg.extract.lexicon import head_key  # noqa: E402

MIN_OWN = 5
OWN_RATIO = 3

# up to four modifiers, none a function word (so 'we propose to learn kite weights' is no object 'weights'), then the
# head, which a preposition, a relative or naming word, a verb of being or punctuation closes
_GAP = r"(?:(?!(?:to|that|which|how|whether|the|a|an|we|is|are|of|for|in|on|with|and|or)\b)[\w'’-]+\s+){0,4}?"
_HEAD = _GAP + (r"([A-Za-z][\w-]*)(?=\s*(?:[,.;:()]|\s(?:for|to|that|which|with|in|on|of|called|named|based|by|and|or|"
                r"is|are|as|from|where|whose|using|under|via)\b))")
_STEP = r"\bwe\s+(?:first\s+|also\s+|further\s+|then\s+|here\s+|now\s+)?"
# 'we propose a novel kite sampler for ...': a new thing of the paper's own
OWN = re.compile(_STEP + r"(?:propose|introduce|present|develop|design|devise)[sd]?\s+(?:a|an|two|three|several|new|novel)\s+"
                 + _HEAD, re.I)
# 'we study the problem of exact kite recovery', 'we address rope privacy in ...': what the paper studies
STUDIED = re.compile(_STEP + r"(?:stud(?:y|ies|ied)|address(?:es|ed)?|consider(?:s|ed)?|tackle[sd]?|investigate[sd]?|"
                     r"focus\s+on|revisit(?:s|ed)?|examine[sd]?|analy[sz]e[sd]?)\s+(?:the\s+(?:problem|task|question|"
                     r"challenge|setting)s?\s+of\s+)?(?:(?:a|an|the|two|three|several)\s+)?" + _HEAD, re.I)
ABOUT = (f"head nouns venue abstracts write as the head of their own new thing ('we propose a ... X') in at least "
         f"{MIN_OWN} abstracts and at least {OWN_RATIO} times as often as the head of what they study ('we study ... X'), "
         "mined by scripts/mine_proposed_heads.py from {venues}/ (value: the own count; dev-gold and extra-gold papers excluded)")


def mine(folder: Path, exclude: set[str]) -> dict[str, int]:
    own: Counter = Counter()
    studied: Counter = Counter()
    for _, abstract in read_papers(folder, exclude):
        text = re.sub(r"\s+", " ", abstract)
        own.update({head_key(m.group(1)) for m in OWN.finditer(text)})
        studied.update({head_key(m.group(1)) for m in STUDIED.finditer(text)})
    return {head: n for head, n in own.items() if head and n >= MIN_OWN and n >= OWN_RATIO * studied[head]}


def main() -> None:
    venues, exclude = venue_args(__doc__.splitlines()[0])
    write_counted(OUT / "proposed_heads.json", ABOUT.format(venues=venues.name), mine(venues, exclude))


if __name__ == "__main__":
    main()
