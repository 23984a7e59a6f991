"""Mine the words before 'network(s)' that name a network of things, not a neural one (kg/extract/data/domain_networks.json).

'network' names two kinds of thing in the venue abstracts: a learned model ('a deep network', 'a segmentation
network') and a system of linked things the paper studies or runs on ('sensor networks', 'social networks',
'wireless networks'). A sentence about a learned network speaks of training, layers, weights or neurons; one about a
network of things does not. A word written right before 'network(s)' in at least 18 sentences (case folded) of which
at most 3 in 20 use a training or architecture word is a network of things (stop words and words that name a
model kind by themselves are left out: 'neural', 'deep').

    .venv/bin/python scripts/mine_domain_networks.py ../shared/data/venues --exclude ../shared/data/venue_gold/venue_dev_input.jsonl --exclude-drawn ../shared/data
"""
from __future__ import annotations

import re
import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from mine_gazetteers import mine_and_write, read_abstracts  # noqa: E402

from spacy.lang.en.stop_words import STOP_WORDS  # noqa: E402

_BEFORE = re.compile(r"\b([A-Za-z][A-Za-z-]+) networks?\b")
_SENTENCE = re.compile(r"(?<=[.!?])\s+")
# words of a learned network: its training, its layers and weights, its kind
_LEARNED = re.compile(r"\b(?:train\w*|layers?|neural|deep|weights?|architectures?|neurons?|activations?|backprop\w*|"
                      r"parameters?|fine-?tun\w*|pre-?train\w*|learned|learns?|convolution\w*|recurrent)\b", re.I)
MIN_SENTENCES = 18
MAX_LEARNED_SHARE = 0.15


def mine(folder: Path, exclude: set[str]) -> dict[str, int]:
    uses, learned = Counter(), Counter()
    for text in read_abstracts(folder, exclude):
        for sentence in _SENTENCE.split(text):
            words = {w.lower() for w in _BEFORE.findall(sentence)}
            if not words:
                continue
            is_learned = _LEARNED.search(sentence) is not None
            for word in words:
                uses[word] += 1
                learned[word] += is_learned
    return {w: n for w, n in uses.items() if n >= MIN_SENTENCES and learned[w] <= MAX_LEARNED_SHARE * n
            and w not in STOP_WORDS and not _LEARNED.fullmatch(w)}


def main() -> None:
    mine_and_write(__doc__.splitlines()[0], "domain_networks.json",
                   "words before 'network(s)' mined by scripts/mine_domain_networks.py from {venues}/ (count: sentences "
                   "writing the pair; at most 3 in 20 of them use a training, layer or weight word; dev-gold papers and "
                   "the extra gold draws excluded)", mine)


if __name__ == "__main__":
    main()
