"""Mine the short forms that venue abstracts define one way only ('GCN' of 'graph convolutional network (GCN)').

A build joins a short form to its long form where one of its papers defines it (kg/resolve/acronyms.py); a paper that
writes only 'GCN' beside another that writes only 'graph convolutional network' stays split when no paper of the build
defines it. This table is the venues' word on such pairs: a short form is kept when at least MIN_ABSTRACTS abstracts
define it, one sense leads (long forms grouped as the resolver groups them, same_sense), no other sense is written by
two abstracts or more ('ASR': speech recognition, and attack success rate in 15 abstracts), the other senses together
are under RIVAL_SHARE of the defining abstracts. Letters that spell an English word ('SLAM', 'CAT'), and two letters
('US': ultrasound, and the country no abstract defines), need MIN_WORD_ABSTRACTS: the word in lower case stays apart in the build all the same (casing.py, and the resolver joins only
capital forms). Another sense is a
group that shares no word stem with the leading one: 'inertial measuring unit' beside 'inertial measurement unit' is
the same sense written loosely, not a rival. Kept: the long forms of that sense that two or more abstracts write
(kg/resolve/data/short_form_senses.json: short key -> long keys, most written first).

    .venv/bin/python scripts/mine_short_form_senses.py ../shared/data/venues --exclude ../shared/data/venue_gold/venue_dev_input.jsonl --exclude-drawn ../shared/data

gives the committed file: every paper of the dev gold and of the extra gold sets (tuning, held-out and fresh) is left out.
"""
from __future__ import annotations

import sys
from collections import defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from mine_gazetteers import read_abstracts, venue_args, write_names  # noqa: E402

from kg.eval.resolution import _definitions  # noqa: E402
from kg.resolve.acronyms import _group, plausible  # noqa: E402
from kg.resolve.lemmas import is_english_word  # noqa: E402
from kg.resolve.normalize import clean_name, normalize_key  # noqa: E402
from kg.resolve.similarity import THRESHOLD  # noqa: E402

OUT = Path(__file__).resolve().parent.parent / "kg" / "resolve" / "data" / "short_form_senses.json"
MIN_ABSTRACTS = 5  # abstracts giving the leading sense
MIN_WORD_ABSTRACTS = 20  # the same where the letters spell an English word, or are two ('US', 'TV': a country, a set)
RIVAL_SHARE = 0.1  # of the defining abstracts, the most that other senses (one abstract each) may take
MIN_LONG = 2  # abstracts writing a long form before it is listed


def _stems(long_key: str) -> set[str]:
    """A long form's content words cut to five letters ('measuring', 'measurement' -> 'measu')."""
    return {w[:5] for w in long_key.replace("-", " ").split() if len(w) >= 4 and w not in ("with", "from", "based")}


def mine(folder: Path, exclude: set[str]) -> dict[str, list[str]]:
    papers_of: dict[str, dict[str, set[int]]] = defaultdict(lambda: defaultdict(set))
    for n, text in enumerate(read_abstracts(folder, exclude)):
        for short, long in _definitions(text):
            short, long = clean_name(short), clean_name(long)
            skey, lkey = normalize_key(short), normalize_key(long)
            if skey and lkey and skey != lkey and " " not in skey and plausible(short, long):
                papers_of[skey][lkey].add(n)
    table = {}
    for skey in sorted(papers_of):
        by_long = papers_of[skey]
        senses = _group(by_long, THRESHOLD, {})
        best = max(senses, key=lambda s: len(s.papers))
        stems = {st for k in best.long_keys for st in _stems(k)}
        rivals = [s for s in senses if not stems & {st for k in s.long_keys for st in _stems(k)}]
        rival_papers = sum(len(s.papers) for s in rivals)
        least = MIN_WORD_ABSTRACTS if is_english_word(skey) or len(skey) <= 2 else MIN_ABSTRACTS
        if (len(best.papers) >= least and all(len(s.papers) < 2 for s in rivals)
                and rival_papers < RIVAL_SHARE * (len(best.papers) + rival_papers)):
            longs = sorted((k for k in best.long_keys if len(by_long[k]) >= MIN_LONG), key=lambda k: (-len(by_long[k]), k))
            if longs:
                table[skey] = longs
    return table


def main() -> None:
    venues, exclude = venue_args(__doc__.splitlines()[0])
    write_names(OUT, f"short forms defined one way only, mined by scripts/mine_short_form_senses.py from {venues.name}/ "
                f"(short key -> long keys of its one sense; at least {MIN_ABSTRACTS} abstracts give the sense, no other "
                f"sense in two, the others under {RIVAL_SHARE:.0%}; dev-gold and extra-gold papers excluded)", mine(venues, exclude))


if __name__ == "__main__":
    main()
