"""Mine the means that venue titles name and many abstracts share ('... with Optimal Transport', '... using Random Features').

A title 'Doing X with / using / via / through Y' names in Y how the paper does X. Y is often the paper's own method,
named only there ('... with Tensorized Kite Samplers'); it is as often a method or setting every paper may use
('... with Contrastive Learning', '... with Markovian Noise'). What tells them apart is how many other abstracts
write the phrase: a paper's new method is written in its own abstract and perhaps a follow-up, a shared method
or setting in many. Kept: each Y of a venue title (cut by kg/extract/proposal_titles.means_parts) that at
least MIN_ABSTRACTS abstracts write, lower-cased with a final plural 's' dropped (kg/extract/data/shared_means.json).

    .venv/bin/python scripts/sample_extra_gold.py ../shared/data /tmp/extra
    .venv/bin/python scripts/mine_shared_means.py ../shared/data/venues --exclude ../shared/data/venue_gold/venue_dev_input.jsonl $(for s in C D E F G H I J K; do echo --exclude /tmp/extra/input_$s.jsonl; done)

gives the committed file byte for byte.
"""
from __future__ import annotations

import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from mine_gazetteers import OUT, read_papers, venue_args, write_counted  # noqa: E402  (also puts the repo's kg on the path)

from kg.extract.lexicon import means_key  # noqa: E402
from kg.extract.proposal_titles import means_parts  # noqa: E402

MIN_ABSTRACTS = 5


def title_means(title: str) -> list[str]:
    """The means of a title, each part of 'A and B' on its own, cut as the extraction cuts it."""
    return [means_key(title[a:b]) for a, b in means_parts(title)]


def shared_by_abstracts(papers: list[tuple[str, str]], wanted: set[str], least: int = MIN_ABSTRACTS) -> dict[str, int]:
    """Each wanted phrase (keyed by means_key) with the number of abstracts that write it, where at least
    `least` do; scripts/mine_shared_title_names.py counts its title phrases the same way."""
    lengths = {len(phrase.split()) for phrase in wanted}
    counts: Counter = Counter()
    for _, abstract in papers:
        words = means_key(abstract).split()
        seen = {" ".join(words[i:i + n]) for n in lengths for i in range(len(words) - n + 1)}
        counts.update(seen & wanted)
    return {phrase: n for phrase, n in counts.items() if n >= least}


def mine(folder: Path, exclude: set[str]) -> dict[str, int]:
    papers = list(read_papers(folder, exclude))
    return shared_by_abstracts(papers, {m for t, _ in papers for m in title_means(t)})


def main() -> None:
    venues, exclude = venue_args(__doc__.splitlines()[0])
    write_counted(OUT / "shared_means.json",
                  f"means named after with / using / via / through in venue titles that at least {MIN_ABSTRACTS} abstracts "
                  f"write, mined by scripts/mine_shared_means.py from {venues.name}/ (count: abstracts; dev-gold and "
                  "extra-gold papers excluded)", mine(venues, exclude))


if __name__ == "__main__":
    main()
