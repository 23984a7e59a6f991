"""Mine making verbs: verbs that, with 'we' as subject, take a new thing as object in the venue abstracts.

    .venv/bin/python scripts/mine_making_verbs.py ../shared/data/venues --exclude ../shared/data/venue_gold/venue_dev_input.jsonl --exclude-drawn ../shared/data

Writes kg/extract/data/making_verbs.json. Grammar books split a verb's objects in two: an effected object comes into
being by the act ('we define a loss', 'we release a corpus', 'we establish a benchmark'), an affected object exists
before it ('we use a loss', 'we study the problem'). Two counts tell the verbs that make things apart, per verb in the
present tense after 'we' (an adverb such as 'also' allowed between): the share of the abstracts writing 'we V a/an'
that write 'we V a new / novel' (what is made is new; a verb of use seldom takes a new object: 'we use a novel X' is
rare), and the share of indefinite objects among 'we V a/an' and 'we V the' (what is made is brought in new, so
indefinite; what is examined is given, so definite: 'we explore the', 'we study the'). Kept: verbs written 'we V a/an'
in at least MIN_ABSTRACTS abstracts, with the new-object share at least MIN_NEW and the indefinite share at least
MIN_INDEFINITE (value: [a/an, new, the] abstracts). The extraction reads a kept verb as proposing only with an
indefinite object whose head is a contribution noun, as it reads 'describe' and 'derive'.
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

MIN_ABSTRACTS = 40
MIN_NEW = 0.12
MIN_INDEFINITE = 0.4

# 'we (also) V a / an / the (new|novel)': the verb in the present tense, its object's determiner, a new-word after it
WE_VERB = re.compile(r"\bwe (?:also |then |further |first |here |now |additionally |finally )?([a-z]+) (an?|the) (?:(new|novel) )?")
# present-tense forms only: a past participle or a third person after 'we' is a misreading ('we proposed' is kept
# out too: the mined list holds base forms, as the extraction reads lemmas)
_NOT_BASE = re.compile(r"(?:ed|ing|ly|s)$")


def counts(texts) -> tuple[Counter, Counter, Counter]:
    """Per verb: abstracts writing 'we V a/an', those writing 'we V a/an new|novel', those writing 'we V the'."""
    indefinite, new, definite = Counter(), Counter(), Counter()
    for text in texts:
        seen_a, seen_new, seen_the = set(), set(), set()
        for m in WE_VERB.finditer(text.lower()):
            verb = m.group(1)
            if _NOT_BASE.search(verb) and not verb.endswith("ss"):
                continue
            if m.group(2) == "the":
                seen_the.add(verb)
            else:
                seen_a.add(verb)
                if m.group(3):
                    seen_new.add(verb)
        indefinite.update(seen_a)
        new.update(seen_new)
        definite.update(seen_the)
    return indefinite, new, definite


def making(indefinite: Counter, new: Counter, definite: Counter) -> dict[str, list[int]]:
    """Verbs common enough, with a new object often enough and an indefinite object often enough: {verb: [a, new, the]}."""
    kept = {v: [n, new[v], definite[v]] for v, n in indefinite.items()
            if n >= MIN_ABSTRACTS and new[v] / n >= MIN_NEW and n / (n + definite[v]) >= MIN_INDEFINITE}
    return dict(sorted(kept.items(), key=lambda kv: (-kv[1][1] / kv[1][0], kv[0])))


def main() -> None:
    about = (f"verbs written 'we V a/an' in {MIN_ABSTRACTS}+ venue abstracts, with a new / novel object in {MIN_NEW:.0%}+ of "
             f"them and an indefinite object in {MIN_INDEFINITE:.0%}+ of 'we V a/an' and 'we V the': verbs that make their "
             "object ([a/an, new, the] abstracts); made by scripts/mine_making_verbs.py")
    write_names(OUT / "making_verbs.json", about, making(*counts(venue_texts(__doc__))))


if __name__ == "__main__":
    main()
