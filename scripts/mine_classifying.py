"""Mine classifying adjectives: words venue abstracts write before a contribution head and seldom grade.

    .venv/bin/python scripts/mine_classifying.py ../shared/data/venues --exclude ../shared/data/venue_gold/venue_dev_input.jsonl --exclude-drawn ../shared/data

Writes kg/extract/data/classifying_adjectives.json and kg/extract/data/used_kinds.json. Grammar books split adjectives in two: a qualitative one says how
good or how much ('a simple / efficient / robust method') and can be graded ('very simple', 'more efficient') a comparative ('simpler'), or said
of a thing after a verb of being ('the method is simple'); a classifying one says which kind ('an online / causal /
deterministic algorithm') and is neither. In 'we propose an online algorithm' the classifying word names the paper's
unnamed method; in 'we propose a simple algorithm' the quality word names nothing. Counted per word over the venue
abstracts: the abstracts that use it, and those that grade it (a degree adverb before it, or its comparative written
beside it) or say it of a thing (a verb
of being before it and a clause boundary after it). Kept: words used in at least MIN_ABSTRACTS abstracts, written
after 'a / an' before a contribution head (kg.extract.lexicon.own_heads) in at least MIN_BEFORE_HEAD of them, and
graded or predicated in less than MAX_GRADED of the abstracts that use them (value: that share in thousandths). The
list holds words of any part of speech; the extraction reads it only for words the tagger calls adjectives.
Some such pairs name a broad kind others' work uses ('a neural network', 'a linear model'), not a new thing: used_kinds
holds the two-word phrases written after a use word ('using / with / via / employ ... a X Y') in at least MIN_USED
abstracts and at least USED_RATIO times as often as after 'we <proposal verb> a' (value: [used, proposed] abstracts).
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
from mine_gazetteers import OUT, write_names  # noqa: E402
from mine_task_slots import venue_texts  # noqa: E402

from kg.extract.lexicon import head_key, own_heads  # noqa: E402

MIN_ABSTRACTS = 100
MIN_BEFORE_HEAD = 5
MAX_GRADED = 0.065
MIN_USED, USED_RATIO = 10, 3

WORD = re.compile(r"\b[a-z]+\b")
# a degree adverb before the word: 'very simple', 'more efficient', 'as general as'
DEGREE = re.compile(r"\b(?:more|most|very|highly|less|least|too|fairly|relatively|extremely|increasingly|sufficiently|"
                    r"quite|rather|so|as) ([a-z]+)\b")
# the word said of a thing: 'the method is simple.', 'are efficient and ...', 'remains tractable to ...'
PREDICATED = re.compile(r"\b(?:is|are|was|were|be|been|being|remains?|becomes?|seems?|appears?) "
                        r"(?:not |also |still |both |often |generally |usually |always )?([a-z]+)"
                        r"(?=[,.;:)]| (?:and|or|but|than|to|for|in|enough|with|when|if|because|since|as|at|under|even|yet|while)\b)")
# the word after an article, before a head (one more modifier between allowed): 'an online (learning) algorithm'
BEFORE_HEAD = re.compile(r"\b(?:a|an) ([a-z]+) (?:[a-z]+ )?([a-z]+)\b")
# a two-word phrase as a tool used ('using a neural network') or as the paper's own ('we propose a neural network')
USED = re.compile(r"\b(?:using|use|uses|used|with|via|by|through|employs?|employing|adopts?|adopting|leverages?|leveraging|"
                  r"applies|apply|applying|train|trains|training|on) (?:a|an) ([a-z]+ [a-z]+)\b")
PROPOSED = re.compile(r"\bwe (?:\w+ )?(?:propose|present|introduce|develop|design|give|provide|devise|construct|build|"
                      r"formulate|offer)\w* (?:a|an) ([a-z]+ [a-z]+)\b")


def _compared(word: str) -> set[str]:
    """The comparative and superlative forms of a word ('large' -> 'larger', 'largest'; 'big' -> 'bigger'; 'easy' ->
    'easier'): an abstract writing one of them beside the word grades it."""
    forms = {word + "er", word + "est", word + "r", word + "st", word + word[-1:] + "er", word + word[-1:] + "est"}
    if word.endswith("y"):
        forms |= {word[:-1] + "ier", word[:-1] + "iest"}
    return forms


def counts(texts) -> tuple[Counter, Counter, Counter]:
    """Per word: abstracts using it, abstracts grading or predicating it, abstracts writing it before an own head."""
    heads = own_heads()
    used, graded, before_head = Counter(), Counter(), Counter()
    for text in texts:
        text = text.lower()
        used.update(set(WORD.findall(text)))
        words = set(WORD.findall(text))
        graded.update({m.group(1) for m in DEGREE.finditer(text)} | {m.group(1) for m in PREDICATED.finditer(text)}
                      | {w for w in words if _compared(w) & words})
        before_head.update({m.group(1) for m in BEFORE_HEAD.finditer(text) if head_key(m.group(2)) in heads})
    return used, graded, before_head


def used_kinds(texts) -> dict[str, list[int]]:
    """Two-word phrases written as a tool used far more often than as the paper's own: {phrase: [used, proposed]}."""
    used, proposed = Counter(), Counter()
    for text in texts:
        text = text.lower()
        used.update({m.group(1) for m in USED.finditer(text)})
        proposed.update({m.group(1) for m in PROPOSED.finditer(text)})
    kept = {p: [n, proposed[p]] for p, n in used.items() if n >= MIN_USED and n >= USED_RATIO * proposed[p]}
    return dict(sorted(kept.items(), key=lambda kv: (-kv[1][0], kv[0])))


def classifying(used: Counter, graded: Counter, before_head: Counter) -> dict[str, int]:
    """Words used often enough, written before a contribution head, and seldom graded: {word: graded share in thousandths}."""
    kept = {w: round(1000 * graded[w] / n) for w, n in used.items()
            if n >= MIN_ABSTRACTS and before_head[w] >= MIN_BEFORE_HEAD and graded[w] / n < MAX_GRADED}
    return dict(sorted(kept.items(), key=lambda kv: (kv[1], kv[0])))


def main() -> None:
    about = (f"words written after 'a / an' before a contribution head in {MIN_BEFORE_HEAD}+ venue abstracts and graded "
             f"('very X', 'more X') or predicated ('is X.') in less than {MAX_GRADED:.1%} of the {MIN_ABSTRACTS}+ abstracts "
             "using them: classifying adjectives (value: that share in thousandths); made by scripts/mine_classifying.py")
    texts = venue_texts(__doc__)
    write_names(OUT / "classifying_adjectives.json", about, classifying(*counts(texts)))
    about = (f"two-word phrases written after a use word ('using / with / via a X Y') in {MIN_USED}+ venue abstracts and "
             f"{USED_RATIO}+ times as often as after 'we <proposal verb> a': broad kinds others' work uses ([used, "
             "proposed] abstracts); made by scripts/mine_classifying.py")
    write_names(OUT / "used_kinds.json", about, used_kinds(texts))


if __name__ == "__main__":
    main()
