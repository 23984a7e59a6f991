"""Mine the short forms of kinds of method ('CNN' of 'convolutional neural network (CNN)') from venue abstracts.

A short form that many abstracts define for a long form written in lower case names a kind every paper may build
on, not one paper's method: alone it never names what a paper proposes ('a <modifier> CNN model' is proposed by its
modifier and the kind together). Kept: short forms defined so in at least MIN_ABSTRACTS abstracts
(kg/extract/data/kind_short_forms.json).

    .venv/bin/python scripts/sample_extra_gold.py ../shared/data /tmp/extra
    .venv/bin/python scripts/mine_kind_short_forms.py ../shared/data/venues --exclude ../shared/data/venue_gold/venue_dev_input.jsonl $(for s in C D E F G H I J K; do echo --exclude /tmp/extra/input_$s.jsonl; done)

gives the committed file byte for byte (the sets that existed when it was mined are left out; leaving out only the
dev gold moves a few counts, not the list).
"""
from __future__ import annotations

import re
import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from mine_gazetteers import OUT, read_abstracts, venue_args, write_names  # noqa: E402

# 'convolutional neural network (CNN)', 'empirical risk minimization (ERM)': two to five lower-case words, then the short form
DEFINED = re.compile(r"(?<![\w-])((?:[a-z][a-z-]+\s+){1,4}[a-z][a-z-]+)\s+\(([A-Z][A-Za-z]{1,6}?)s?\)")
MIN_ABSTRACTS = 40


def _initials_fit(long: str, short: str) -> bool:
    """The short form's capitals are the first letters of the long form's last words ('CNN': c-n-n)."""
    initials = "".join(w[0] for part in long.split() for w in part.split("-") if w).upper()
    caps = "".join(c for c in short if c.isupper())
    return len(caps) >= 2 and initials.endswith(caps)


def mine(folder: Path, exclude: set[str]) -> dict[str, int]:
    counts: Counter = Counter()
    for text in read_abstracts(folder, exclude):
        counts.update({m.group(2) for m in DEFINED.finditer(text) if _initials_fit(m.group(1), m.group(2))})
    return {short: n for short, n in counts.items() if n >= MIN_ABSTRACTS}


def main() -> None:
    venues, exclude = venue_args(__doc__.splitlines()[0])
    shorts = mine(venues, exclude)
    write_names(OUT / "kind_short_forms.json",
                f"short forms of kinds mined by scripts/mine_kind_short_forms.py from {venues.name}/ (count: abstracts "
                "defining the short form for a lower-case long form; dev-gold and extra-gold papers excluded)",
                dict(sorted(shorts.items(), key=lambda kv: (-kv[1], kv[0]))))


if __name__ == "__main__":
    main()
