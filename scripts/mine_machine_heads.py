"""Mine the head nouns of machines: what the venue abstracts say a robot or a vehicle is equipped with or carries.

A noun that ends the phrase after 'equipped with / fitted with / instrumented with / outfitted with / mounted on'
('a robot equipped with a laser range finder', 'a scanner mounted on the arm') names a device. Kept: each head
(lower case, a plural 's' folded) that at least MIN_SLOTTED abstracts write in such a slot and that is written
there in at least MIN_SHARE of the abstracts that write the word at all: a word that names a device in most of its
uses ('scanner', 'antenna'), not one that names a learned model or a part as often ('encoder', 'module'). Words the
lexicon already lists as hardware are left out (kg/extract/data/machine_heads.json, the count: slot abstracts).

    .venv/bin/python scripts/mine_machine_heads.py ../shared/data/venues --exclude ../shared/data/venue_gold/venue_dev_input.jsonl --exclude-drawn ../shared/data

gives the committed file byte for byte.
"""
from __future__ import annotations

import re
import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from mine_gazetteers import mine_and_write, read_papers  # noqa: E402  (also puts the repo's kg on the path)

from kg.extract.lexicon import HARDWARE_NOUNS  # noqa: E402

MIN_SLOTTED = 4
MIN_SHARE = 0.05
# the device slot: up to five words after the cue, ended by punctuation or a word that ends a noun phrase
SLOT = re.compile(r"\b(?:equipped with|mounted on|fitted with|instrumented with|outfitted with)\s+((?:[\w-]+\s+){0,4}?[\w-]+)"
                  r"(?=\s*(?:[,.;:()]|\s(?:and|or|to|that|which|on|in|for|with|at|of|as|is|are|was|were|from|by|mounted|"
                  r"attached)\b))", re.I)
WORD = re.compile(r"[A-Za-z][\w-]*")


def fold(word: str) -> str:
    """The word in lower case, a plural folded ('batteries' -> 'battery', 'scanners' -> 'scanner')."""
    w = word.lower()
    if w.endswith("ies") and len(w) > 4:
        return w[:-3] + "y"
    return w[:-1] if w.endswith("s") and not w.endswith("ss") and len(w) > 3 else w


def mine(folder: Path, exclude: set[str]) -> dict[str, int]:
    papers = [f"{title} {abstract}" for title, abstract in read_papers(folder, exclude)]
    slotted = Counter(h for text in papers for h in {fold(m.group(1).split()[-1]) for m in SLOT.finditer(text)})
    written = Counter(w for text in papers for w in {fold(w) for w in WORD.findall(text)} if w in slotted)
    hardware = {fold(w) for w in HARDWARE_NOUNS}
    return {h: n for h, n in slotted.items() if n >= MIN_SLOTTED and n >= MIN_SHARE * written[h] and h not in hardware
            and re.fullmatch(r"[a-z]+(?:-[a-z]+)?", h)}


def main() -> None:
    mine_and_write(__doc__.splitlines()[0], "machine_heads.json",
                   f"head nouns of devices: written after 'equipped with / fitted with / instrumented with / outfitted with / "
                   f"mounted on' in at least {MIN_SLOTTED} venue abstracts and in at least {MIN_SHARE:.0%} of the abstracts "
                   f"that write the word, hardware-lexicon words left out; mined by scripts/mine_machine_heads.py from "
                   f"{{venues}}/ (count: slot abstracts; dev-gold and extra-gold papers excluded)", mine)


if __name__ == "__main__":
    main()
