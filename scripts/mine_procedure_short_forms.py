"""Mine the short forms of named procedures whose long form ends in a noun that also heads a problem's name.

    .venv/bin/python scripts/mine_procedure_short_forms.py ../shared/data/venues --exclude ../shared/data/venue_gold/venue_dev_input.jsonl --exclude-drawn ../shared/data

Writes kg/extract/data/procedure_short_forms.json. 'optimization', 'inference' and 'analysis' end the name of a
problem ('hyperparameter optimization (HPO)', 'natural language inference (NLI)') as often as the name of a
procedure run to solve one ('Proximal Policy Optimization (PPO)', 'Principal Component Analysis (PCA)'), so the
head word cannot say which a long form is. How the venues write the short form can: a procedure is what a paper
uses ('using X', 'via X', 'we apply X', 'X-based', 'X training', 'the X algorithm'), a problem is what it solves
('X problems', 'the X task', 'solve X', 'address X'). Kept: short forms that at least MIN_DEFINED abstracts
define with such a long form (its initials spelling the capitals), that at least MIN_MEANS abstracts write in a
means slot and RATIO times as many as write them in a problem slot. Value: [means, problem] abstracts.
--exclude-drawn recomputes, in memory, scripts/sample_extra_gold.py's draw of every extra gold set and leaves
those papers out too (no set file is read or written).
"""
from __future__ import annotations

import re
import sys
from collections import defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from mine_gazetteers import OUT, write_names  # noqa: E402
from mine_kind_short_forms import _initials_fit  # noqa: E402
from mine_task_slots import venue_texts  # noqa: E402

MIN_DEFINED, MIN_MEANS, RATIO = 3, 3, 3
# heads a problem's and a procedure's names share (entity_rules._PROCEDURE_TASK_HEADS)
DEFINED = re.compile(r"(?<![\w-])((?:[A-Za-z][A-Za-z-]+\s+){0,4}(?:[Oo]ptimi[sz]ation|[Ii]nference|[Aa]nalysis))"
                     r"\s+\(([A-Z][A-Za-z0-9-]{1,7})\)")
_SF = r"([A-Z][A-Za-z0-9-]{1,7})"
MEANS = (re.compile(r"\b(?:using|uses?|used|via|employ(?:s|ed|ing)?|leverag(?:e|es|ed|ing)|apply(?:ing)?|applies|applied|"
                    r"adopt(?:s|ed|ing)?|based on|through|like|such as) (?:the )?" + _SF + r"(?![\w-])"),
         re.compile(r"(?<![\w-])" + _SF + r"(?:-based|-trained|-tuned|-style| (?:algorithms?|methods?|training|loss|objectives?|"
                    r"updates?|fine-tuning|finetuning|optimizers?|solvers?|agents?|baselines?|variants?))\b"))
PROBLEM = (re.compile(r"(?<![\w-])" + _SF + r" (?:problems?|tasks?|instances?|benchmarks?)\b"),
           re.compile(r"\b(?:(?:problems?|tasks?) of|address(?:es|ed|ing)?|tackl(?:e|es|ed|ing)|solv(?:e|es|ed|ing)) (?:the )?"
                      + _SF + r"(?![\w-])"))


def count(texts) -> tuple[dict[str, set[int]], dict[str, set[int]], dict[str, set[int]]]:
    """Per short form: the abstracts defining it with a procedure-or-problem long form, writing it as a means, as a problem."""
    defined, means, problem = defaultdict(set), defaultdict(set), defaultdict(set)
    for k, text in enumerate(texts):
        for m in DEFINED.finditer(text):
            if _initials_fit(m.group(1), m.group(2)):
                defined[m.group(2)].add(k)
        for patterns, counts in ((MEANS, means), (PROBLEM, problem)):
            for pattern in patterns:
                for m in pattern.finditer(text):
                    counts[m.group(1)].add(k)
    return defined, means, problem


def procedures(defined, means, problem) -> dict[str, list[int]]:
    kept = {sf: [len(means[sf]), len(problem[sf])] for sf, ks in defined.items()
            if len(ks) >= MIN_DEFINED and len(means[sf]) >= MIN_MEANS and len(means[sf]) >= RATIO * len(problem[sf])}
    return dict(sorted(kept.items(), key=lambda kv: (-kv[1][0], kv[0])))


def main() -> None:
    about = (f"short forms {MIN_DEFINED}+ venue abstracts define with a long form headed by 'optimization', 'inference' or "
             f"'analysis' and {MIN_MEANS}+ write as a means ('using X', 'X-based', 'X training'), {RATIO} times as often as "
             "a problem ('X problems', 'solve X'): named procedures, no task ([means, problem] abstracts); made by "
             "scripts/mine_procedure_short_forms.py")
    write_names(OUT / "procedure_short_forms.json", about, procedures(*count(venue_texts(__doc__))))


if __name__ == "__main__":
    main()
