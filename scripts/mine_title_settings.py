"""Mine phrases that venue abstracts write as a problem setting far more often than as a means.

    .venv/bin/python scripts/mine_title_settings.py ../shared/data/venues --exclude ../shared/data/venue_gold/venue_dev_input.jsonl --exclude-drawn ../shared/data

Writes kg/extract/data/title_settings.json: lower-case phrases of two or three words with, for each, how many abstracts
write it where a setting stands ('under X', 'in the presence of X', 'subject to X', 'the X setting / regime / case')
and how many write it where a means stands ('using X', 'via X', 'we apply X', 'X-based', 'based on X': the slots of
scripts/mine_task_slots.py). A title's last 'with' names a means ('Kite Counting with Rope Samplers') or the setting
the problem is posed in ('Bandits with Delayed Rewards', 'Kite Tracking with Wind Disturbances'); a phrase is kept as a
setting when at least MIN_SETTING abstracts write it in a setting slot and at least RATIO times as many as write it in a
means slot. A phrase too rare for that count is read by its head noun ('stochastic delays', 'communication delays',
'feedback delays' all end in 'delays'): a head is kept when the setting slots' phrases that end in it are at least
MIN_HEAD abstract counts and RATIO times those of the means slots' phrases ('with Rope Updates': 'updates' is a means).
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
from mine_gazetteers import write_names  # noqa: E402
from mine_task_slots import _DET, _PH, _STOP, MEANS_AFTER, MEANS_BEFORE, _tails, _whole, fill_slots, venue_texts  # noqa: E402

OUT = Path(__file__).resolve().parents[1] / "kg" / "extract" / "data" / "title_settings.json"
MIN_SETTING, MIN_HEAD, RATIO = 3, 20, 3
SETTING_AFTER = re.compile(r"\b(?:under|in the presence of|subject to|in the face of|corrupted by|in the case of) " + _DET + _PH + _STOP)
SETTING_BEFORE = re.compile(_PH + r" (?:settings?|regimes?|scenarios?)\b")


def setting_counts(texts) -> tuple[dict[str, set[int]], dict[str, set[int]]]:
    """For each phrase, the abstracts that write it in a setting slot and those that write it in a means slot."""
    setting: dict[str, set[int]] = defaultdict(set)
    means: dict[str, set[int]] = defaultdict(set)
    slots = ((SETTING_AFTER, _whole, setting), (SETTING_BEFORE, _tails, setting), (MEANS_AFTER, _whole, means),
             (MEANS_BEFORE, _tails, means))
    fill_slots(texts, slots)
    return setting, means


def settings(setting: dict[str, set[int]], means: dict[str, set[int]]) -> dict[str, list[int]]:
    """Phrases written as a setting in MIN_SETTING abstracts or more and RATIO times as often as a means."""
    kept = {p: [len(ks), len(means.get(p, ()))] for p, ks in setting.items()
            if len(ks) >= MIN_SETTING and len(ks) >= RATIO * len(means.get(p, ()))}
    return dict(sorted(kept.items(), key=lambda kv: (-kv[1][0], kv[0])))


def setting_heads(setting: dict[str, set[int]], means: dict[str, set[int]]) -> dict[str, list[int]]:
    """Last words of the slots' phrases written as a setting MIN_HEAD times or more (abstract counts summed over the
    phrases) and RATIO times as often as a means."""
    by_head = defaultdict(lambda: [0, 0])
    for slot, counts in enumerate((setting, means)):
        for phrase, ks in counts.items():
            by_head[phrase.split()[-1]][slot] += len(ks)
    kept = {h: n for h, n in by_head.items() if n[0] >= MIN_HEAD and n[0] >= RATIO * n[1]}
    return dict(sorted(kept.items(), key=lambda kv: (-kv[1][0], kv[0])))


def main() -> None:
    about = ("phrases venue abstracts write as a setting ('under X', 'in the presence of X', 'the X setting') at least "
             f"{MIN_SETTING} times and {RATIO} times as often as a means ('using X', 'X-based'): [setting, means] "
             "abstracts (phrases), and the same counts summed by a phrase's last word (heads); made by scripts/mine_title_settings.py")
    counts = setting_counts(venue_texts(__doc__))
    write_names(OUT, about, {"phrases": settings(*counts), "heads": setting_heads(*counts)})


if __name__ == "__main__":
    main()
