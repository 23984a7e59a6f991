"""Mine made heads: head nouns venue abstracts write as the thing 'we' make and as a thing used.

    .venv/bin/python scripts/mine_made_heads.py ../shared/data/venues --exclude ../shared/data/venue_gold/venue_dev_input.jsonl --exclude-drawn ../shared/data

Writes kg/extract/data/made_heads.json. An unnamed proposal is a new artefact: 'we propose a synthetic kite measure',
'we build a soft kite gripper'. Its head noun is one that abstracts write both as the indefinite object of a
making verb after 'we' (lexicon.making_verbs: 'we propose / design / build a ... HEAD') and as the indefinite object of
a use ('we use / employ / adopt a ... HEAD', 'using a ... HEAD'): a thing that can be made and then used is an
artefact. Heads of notions and views are made but never used ('a new perspective', 'a novel notion', 'a new avenue'),
heads of settings and quantities are neither made nor used by an indefinite object often ('a variance'). Counted per
head (kg.extract.lexicon.head_key) in abstracts: those writing it as a made object and those writing it as a used one.
Kept: heads made in at least MIN_MADE abstracts and used in at least MIN_USED, and at least MIN_USED_SHARE times as
many as they are made in ('a new notion' is made far more often than used) (value: [made, used] abstracts).
--exclude-drawn recomputes, in memory, scripts/sample_extra_gold.py's draw of every extra gold set and leaves those
papers out too (no set file is read or written).
"""
from __future__ import annotations

import re
import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from mine_gazetteers import OUT, write_names  # noqa: E402
from mine_task_slots import venue_texts  # noqa: E402

from kg.extract.lexicon import head_key, making_verbs  # noqa: E402

MIN_MADE = 10
MIN_USED = 15
MIN_USED_SHARE = 0.2

# the indefinite object's head: up to three modifiers, then the word a clause or phrase boundary closes
_HEAD = (r"(?:an?) (?:[\w'’-]+ ){0,3}?([a-z][\w-]*)(?=\s*(?:[,.;:()]|\s(?:for|to|that|which|with|in|on|of|called|named|"
         r"based|by|and|or|is|are|as|from|where|whose|using)\b))")
_ADVERB = r"(?:also |then |further |first |here |now |additionally |finally )?"
MADE = re.compile(r"\bwe " + _ADVERB + r"(%s) " % "|".join(sorted(making_verbs())) + _HEAD)
USED = re.compile(r"\b(?:we " + _ADVERB + r"(?:use|employ|adopt|apply|leverage|utili[sz]e|exploit)|using|employing|"
                  r"adopting|leveraging) " + _HEAD)


def counts(texts) -> tuple[Counter, Counter]:
    """Per head: abstracts writing it as a made object, abstracts writing it as a used one."""
    made, used = Counter(), Counter()
    for text in texts:
        low = text.lower()
        made.update({head_key(m.group(2)) for m in MADE.finditer(low)})
        used.update({head_key(m.group(1)) for m in USED.finditer(low)})
    return made, used


def made_heads(made: Counter, used: Counter) -> dict[str, list[int]]:
    kept = {h: [n, used[h]] for h, n in made.items()
            if h and n >= MIN_MADE and used[h] >= MIN_USED and used[h] / n >= MIN_USED_SHARE}
    return dict(sorted(kept.items(), key=lambda kv: (-kv[1][0], kv[0])))


def main() -> None:
    about = (f"head nouns venue abstracts write as the indefinite object of a making verb after 'we' in {MIN_MADE}+ "
             f"abstracts and as the indefinite object of a use in {MIN_USED}+ and {MIN_USED_SHARE:.0%}+ as many: artefacts ([made, used] abstracts); made by "
             "scripts/mine_made_heads.py")
    write_names(OUT / "made_heads.json", about, made_heads(*counts(venue_texts(__doc__))))


if __name__ == "__main__":
    main()
