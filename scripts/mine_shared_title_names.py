"""Mine the plain words venue titles write before their colon that many abstracts share ('Variational Autoencoders: ...').

A title 'Y: Doing X ...' whose Y is two or three plain words (no acronym, no CamelCase) names in Y either the paper's
own method ('Kite Search: Open Set Recognition via ...') or a topic many papers share ('Variational Autoencoders: A
Harmonic Perspective', 'Bandit Algorithms: ...'). What tells them apart is how many abstracts write the words: a
paper's new method is written in its own abstract and perhaps a follow-up, a shared topic in many. Kept: each Y of a
venue title (cut by kg/extract/proposal_titles.plain_words_before_colon) that at least MIN_ABSTRACTS abstracts write,
keyed by kg/extract/lexicon.means_key (kg/extract/data/shared_title_names.json).

    .venv/bin/python scripts/mine_shared_title_names.py ../shared/data/venues --exclude ../shared/data/venue_gold/venue_dev_input.jsonl --exclude-drawn ../shared/data

gives the committed file byte for byte.
"""
from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from mine_gazetteers import OUT, read_papers, venue_args, write_counted  # noqa: E402  (also puts the repo's kg on the path)
from mine_shared_means import shared_by_abstracts  # noqa: E402

from kg.extract.lexicon import means_key  # noqa: E402
from kg.extract.proposal_titles import plain_words_before_colon  # noqa: E402

MIN_ABSTRACTS = 5


def title_name(title: str) -> str | None:
    """The plain words before a title's colon, keyed as the extraction keys them."""
    offsets = plain_words_before_colon(title)
    return None if offsets is None else means_key(title[offsets[0]:offsets[1]])


def mine(folder: Path, exclude: set[str]) -> dict[str, int]:
    papers = list(read_papers(folder, exclude))
    return shared_by_abstracts(papers, {name for t, _ in papers if (name := title_name(t))}, MIN_ABSTRACTS)


def main() -> None:
    venues, exclude = venue_args(__doc__.splitlines()[0])
    write_counted(OUT / "shared_title_names.json",
                  f"plain words venue titles write before their colon that at least {MIN_ABSTRACTS} abstracts write, mined "
                  f"by scripts/mine_shared_title_names.py from {venues.name}/ (count: abstracts; dev-gold and extra-gold "
                  "papers excluded)", mine(venues, exclude))


if __name__ == "__main__":
    main()
