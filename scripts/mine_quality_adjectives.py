"""Mine quality adjectives and the terms they form: words venue abstracts grade, and which pairs are set names.

    .venv/bin/python scripts/mine_quality_adjectives.py ../shared/data/venues --exclude ../shared/data/venue_gold/venue_dev_input.jsonl --exclude-drawn ../shared/data

Writes kg/extract/data/quality_adjectives.json and kg/extract/data/quality_terms.json. The other half of
scripts/mine_classifying.py's split: a qualitative adjective says how good a thing is ('an inaccurate detector', 'a
flexible refinement', 'complex distance functions') and can be graded ('very flexible', 'more complex') or said of a
thing ('the detector is inaccurate'); before a method it describes the method, it does not name it. Counted with
mine_classifying.counts, over the population that script reads (its MIN_ABSTRACTS and MIN_BEFORE_HEAD): kept are
words used in at least MIN_ABSTRACTS abstracts, written after 'a / an' before a contribution head in at least
MIN_BEFORE_HEAD of them (they do stand before method nouns), graded or predicated in at least MIN_GRADED of the
abstracts that use them (value: that share in thousandths), and graded by a degree adverb or a comparative in at
least MIN_DEGREE of them: a word said of a thing only with a complement ('is proportional to', 'is equivalent to',
'is sufficient for') relates it to another and is seldom graded; before a method it says which kind ('proportional
fairness'). Participles ('-ed': 'biased', 'scaled', 'balanced') are left out: a participle before a method noun says
what was done to it or which kind it is ('biased gradient estimators'), whatever else the venues do with the word.
Some quality words start a set name ('robust PCA', 'fast marching', 'suitable loss' of 'a suitable loss function'):
quality_terms holds, for the kept words, the pairs '<word> <next word>' written in at least MIN_TERM abstracts
(the next word not a stop word; value: those abstracts). A pair the venues write that often is a name or a usual
phrase, and the extraction leaves it whole.
--exclude-drawn recomputes, in memory, scripts/sample_extra_gold.py's draw of every extra gold set and leaves those
papers out too (no set file is read or written).
"""
from __future__ import annotations

import re
import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from mine_classifying import DEGREE, MIN_ABSTRACTS, MIN_BEFORE_HEAD, WORD, _compared, counts  # noqa: E402
from mine_gazetteers import OUT, write_counted, write_names  # noqa: E402
from mine_task_slots import venue_texts  # noqa: E402
from spacy.lang.en.stop_words import STOP_WORDS  # noqa: E402

MIN_GRADED = 0.15
MIN_DEGREE = 0.02
MIN_TERM = 5

# a word and the word after it, hyphen words whole ('complex encoder-based'); read at every position
PAIR = re.compile(r"(?=\b([a-z]+) ([a-z][a-z0-9]*(?:-[a-z0-9]+)*)\b)")


def degree_graded(texts) -> Counter:
    """Per word: the abstracts that grade it by a degree adverb ('very X', 'more X') or write its comparative beside it."""
    graded = Counter()
    for text in texts:
        text = text.lower()
        words = set(WORD.findall(text))
        graded.update({m.group(1) for m in DEGREE.finditer(text)} | {w for w in words if _compared(w) & words})
    return graded


def quality(used: Counter, graded: Counter, before_head: Counter, degree: Counter) -> dict[str, int]:
    """Words used often enough, written before a contribution head, often graded or predicated and graded by degree at
    times: {word: graded or predicated share in thousandths}."""
    kept = {w: round(1000 * graded[w] / n) for w, n in used.items()
            if n >= MIN_ABSTRACTS and before_head[w] >= MIN_BEFORE_HEAD and graded[w] / n >= MIN_GRADED
            and degree[w] / n >= MIN_DEGREE and w.isalpha() and not w.endswith("ed")}
    return dict(sorted(kept.items(), key=lambda kv: (-kv[1], kv[0])))


def terms(texts, words: set[str]) -> dict[str, int]:
    """The pairs '<quality word> <next word>' written in at least MIN_TERM abstracts: {pair: abstracts}."""
    seen = Counter()
    for text in texts:
        seen.update({f"{m.group(1)} {m.group(2)}" for m in PAIR.finditer(text.lower())
                     if m.group(1) in words and m.group(2) not in STOP_WORDS})
    return {p: n for p, n in seen.items() if n >= MIN_TERM}


def main() -> None:
    texts = venue_texts(__doc__)
    words = quality(*counts(texts), degree_graded(texts))
    about = (f"words written after 'a / an' before a contribution head in {MIN_BEFORE_HEAD}+ venue abstracts and graded "
             f"('very X', 'more X') or predicated ('is X.') in {MIN_GRADED:.0%}+ of the {MIN_ABSTRACTS}+ abstracts using "
             f"them and graded by degree in {MIN_DEGREE:.0%}+, no '-ed' participles: quality adjectives (value: the graded "
             "or predicated share in thousandths); made by "
             "scripts/mine_quality_adjectives.py")
    write_names(OUT / "quality_adjectives.json", about, words)
    about = (f"pairs '<quality adjective> <next word>' written in {MIN_TERM}+ venue abstracts (the next word no stop word): "
             "names or usual phrases a quality word starts (value: abstracts); made by scripts/mine_quality_adjectives.py")
    write_counted(OUT / "quality_terms.json", about, terms(texts, set(words)))


if __name__ == "__main__":
    main()
