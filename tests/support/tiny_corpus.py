"""Invented venue abstracts (random draws from a few ML words) for the training-command tests."""
import gzip
import json

import numpy as np

WORDS = ("graph neural network node classification citation benchmark transformer attention "
         "translation accuracy reinforcement policy reward agent image segmentation").split()


def write_venue_abstracts(root, n: int, n_words: int, seed: int, title: str = "A study") -> None:
    """root/venues/v2020.jsonl.gz with n records of n_words random words each."""
    rng = np.random.default_rng(seed)
    (root / "venues").mkdir(parents=True)
    with gzip.open(root / "venues" / "v2020.jsonl.gz", "wt", encoding="utf-8") as fh:
        for i in range(n):
            words = rng.choice(WORDS, size=n_words)
            fh.write(json.dumps({"id": str(i), "title": title, "abstract": " ".join(words) + "."}) + "\n")
