"""Mine the costs a comparison grades down: nouns venue abstracts write as 'less / fewer / lower / smaller X than'.

    .venv/bin/python scripts/mine_comparative_costs.py ../shared/data/venues --exclude ../shared/data/venue_gold/venue_dev_input.jsonl --exclude-drawn ../shared/data

Writes kg/extract/data/comparative_costs.json. A result that says a system needs 'less computation than', 'fewer
parameters than' or makes 'lower error than' another reports a cost measured, the way 'higher accuracy than' reports
a quality. Kept: words written right after a lowering comparative with 'than' later in the clause in at least
MIN_LOWERED abstracts, graded down at least RATIO times as often as up ('more / higher / larger / greater X ...
than': what a system should have more of is no cost), written after 'in terms of' in at least MIN_CRITERION
abstracts (a criterion systems are compared in, which keeps out the adjectives 'less' grades: 'less sensitive
than'), and written right before 'than' at least once (the word heads what is graded: not 'computational' of
'less computational cost than').
Value: the lowered abstracts. --exclude-drawn recomputes, in memory, scripts/sample_extra_gold.py's draw of every
extra gold set and leaves those papers out too (no set file is read or written).
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

MIN_LOWERED = 5
RATIO = 2.5
MIN_CRITERION = 5
_THAN_LATER = r"\b(?=[^.;]{0,80}?\bthan\b)"  # 'than' later in the clause: a comparison, not 'a lower bound'
LOWERED = re.compile(rf"\b(?:less|fewer|lower|smaller)\s+([a-z][a-z-]+){_THAN_LATER}")
RAISED = re.compile(rf"\b(?:more|higher|larger|greater|bigger)\s+([a-z][a-z-]+){_THAN_LATER}")
HEADING = re.compile(r"\b(?:less|fewer|lower|smaller)\s+([a-z][a-z-]+)\s+than\b")
CRITERION = re.compile(r"\bin terms of (?:the )?([a-z][a-z-]+)\b")


def counts(texts) -> tuple[Counter, Counter, Counter, Counter]:
    """Per word: the abstracts that grade it down in a comparison, those that grade it up, those that compare in it,
    and those that write it right before 'than'."""
    counters = (Counter(), Counter(), Counter(), Counter())
    for text in texts:
        low = text.lower()
        for counter, pattern in zip(counters, (LOWERED, RAISED, CRITERION, HEADING)):
            counter.update({m.group(1) for m in pattern.finditer(low)})
    return counters


def costs(lowered: Counter, raised: Counter, criterion: Counter, heading: Counter) -> dict[str, int]:
    return {w: n for w, n in lowered.items() if n >= MIN_LOWERED and n >= RATIO * raised[w]
            and criterion[w] >= MIN_CRITERION and heading[w] >= 1}


def main() -> None:
    about = (f"nouns venue abstracts write as 'less / fewer / lower / smaller X than' in {MIN_LOWERED}+ abstracts, "
             f"{RATIO} times as often as 'more / higher X than', after 'in terms of' in {MIN_CRITERION}+ and right "
             "before 'than' in 1+: costs a result grades down (value: lowered abstracts); made by scripts/mine_comparative_costs.py")
    write_counted(OUT / "comparative_costs.json", about, costs(*counts(venue_texts(__doc__))))


if __name__ == "__main__":
    main()
