"""Mine the head nouns venue abstracts use for their own contribution ('we propose a kite estimator', 'our new loss').

A title 'Doing X with Y' names in Y either the paper's method ('with Braided Rope Samplers') or a setting or condition
it works under ('with Delayed Updates', 'with Limited On-Board Sensing'). The head noun tells them apart: abstracts
write 'we propose / introduce / develop a ... sampler', 'our novel sampler', 'the proposed sampler' for the heads of
methods, seldom for the heads of settings (nobody proposes a 'variance' or 'updates'). Counted per head (the last
word of a hyphenated word, singular, kg.extract.lexicon.head_key): the abstracts that write it at all, and those that
write it as the head of their own contribution. Kept: heads written in at least MIN_ABSTRACTS abstracts whose own
share is at least MIN_OWN_SHARE (kg/extract/data/own_heads.json; value: the share in thousandths).

    .venv/bin/python scripts/sample_extra_gold.py ../shared/data /tmp/extra
    .venv/bin/python scripts/mine_own_heads.py ../shared/data/venues --exclude ../shared/data/venue_gold/venue_dev_input.jsonl $(for s in C D E F G H I J K L M N O; do echo --exclude /tmp/extra/input_$s.jsonl; done)

gives the committed file (the dev input and every extra gold set, tuning, held-out and fresh, left out).
"""
from __future__ import annotations

import re
import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from mine_gazetteers import OUT, read_papers, venue_args, write_counted  # noqa: E402  (also puts the repo's kg on the path)

from kg.extract.lexicon import head_key  # noqa: E402

MIN_ABSTRACTS = 20
MIN_OWN_SHARE = 0.015

# the abstract's own contribution: a proposal verb after 'we', 'a novel', 'our (new)', 'the proposed', then up to four
# modifiers and the head, which a preposition, a relative word, a naming word, a verb of being or punctuation closes
OWN = re.compile(r"\b(?:we\s+(?:first\s+|also\s+|further\s+|then\s+)?(?:propose|introduce|present|develop|design|devise|"
                 r"formulate|construct|build)\w*|(?:a|an)\s+novel|our\s+(?:new|novel)?|the\s+proposed|new)\s+"
                 r"(?:[\w'’-]+\s+){0,4}?([A-Za-z][\w-]*)(?=\s*(?:[,.;:()]|\s(?:for|to|that|which|with|in|on|of|called|"
                 r"named|based|by|and|or|is|are|as|from|where|whose|using)\b))", re.I)
ABOUT = (f"head nouns venue abstracts use for their own contribution in at least {MIN_OWN_SHARE:.1%} of the "
         f"{MIN_ABSTRACTS}+ abstracts that write them, mined by scripts/mine_own_heads.py from {{venues}}/ "
         "(value: that share in thousandths; dev-gold and extra-gold papers excluded)")
WORD = re.compile(r"[A-Za-z][\w-]*")


def mine(folder: Path, exclude: set[str]) -> dict[str, int]:
    written: Counter = Counter()
    owned: Counter = Counter()
    for _, abstract in read_papers(folder, exclude):
        written.update({head_key(w) for w in WORD.findall(abstract)})
        owned.update({head_key(m.group(1)) for m in OWN.finditer(abstract)})
    return {head: round(1000 * owned[head] / n) for head, n in written.items()
            if head and n >= MIN_ABSTRACTS and owned[head] / n >= MIN_OWN_SHARE}


def main() -> None:
    venues, exclude = venue_args(__doc__.splitlines()[0])
    write_counted(OUT / "own_heads.json", ABOUT.format(venues=venues.name), mine(venues, exclude))


if __name__ == "__main__":
    main()
