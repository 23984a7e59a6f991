"""Mine quality nouns in '-ence / -ance / -ency / -ancy' that venue abstracts compare systems in.

    .venv/bin/python scripts/mine_criterion_qualities.py ../shared/data/venues --exclude ../shared/data/venue_gold/venue_dev_input.jsonl --exclude-drawn ../shared/data

Writes kg/extract/data/criterion_qualities.json. '-ness' and '-ity' nouns name a quality whatever the word
('robustness', 'diversity'); the '-ence / -ance / -ency' ending is shared by qualities ('fluency', 'coherence',
'relevance') and by things or processes ('inference', 'sequence', 'distance'), so the word must be one that
abstracts list as a criterion of comparison: a whole item of an 'in terms of' list ('in terms of fluency and
coherence', not 'in terms of inference time') in at least MIN_CRITERION abstracts, and in at least MIN_SHARE of the
abstracts that use the word at all (a process such as 'inference' is listed so now and then, but written far more
often otherwise). Value: the criterion abstracts. --exclude-drawn recomputes, in memory,
scripts/sample_extra_gold.py's draw of every extra gold set and leaves those papers out too (no set file is read or
written).
"""
from __future__ import annotations

import re
import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from mine_gazetteers import OUT, write_counted  # noqa: E402
from mine_task_slots import venue_texts  # noqa: E402

MIN_CRITERION = 4
MIN_SHARE = 0.004
_QUALITY = r"[a-z]+(?:ence|ance|ency|ancy)"
WORD = re.compile(rf"\b({_QUALITY})\b")
# an 'in terms of' list: its items end at a comma, 'and' / 'or', or the end of the clause
IN_TERMS = re.compile(r"\bin terms of (?:both |the |their |its )?((?:[a-z-]+ ?){1,3}(?:(?:,| and| or|, and|, or) (?:the )?(?:[a-z-]+ ?){1,3}){0,5})")
ITEM = re.compile(rf"(?:^|, and |, or |, | and | or )(?:the )?({_QUALITY})(?=$|,| and| or)")


def counts(texts) -> tuple[Counter, Counter]:
    """Per word: the abstracts that list it as a whole 'in terms of' item, and those that use it."""
    criterion, used = Counter(), Counter()
    for text in texts:
        low = text.lower()
        criterion.update({i.group(1) for m in IN_TERMS.finditer(low) for i in ITEM.finditer(m.group(1).strip())})
        used.update(set(WORD.findall(low)))
    return criterion, used


def qualities(criterion: Counter, used: Counter) -> dict[str, int]:
    return {w: n for w, n in criterion.items() if n >= MIN_CRITERION and n >= MIN_SHARE * used[w]}


def main() -> None:
    about = (f"'-ence / -ance / -ency / -ancy' nouns venue abstracts write as a whole item of an 'in terms of' list in "
             f"{MIN_CRITERION}+ abstracts and in {MIN_SHARE:.1%}+ of those using the word: qualities systems are compared in "
             "(value: criterion abstracts); made by scripts/mine_criterion_qualities.py")
    write_counted(OUT / "criterion_qualities.json", about, qualities(*counts(venue_texts(__doc__))))


if __name__ == "__main__":
    main()
