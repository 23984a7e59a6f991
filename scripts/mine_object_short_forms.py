"""Mine defined short forms whose pair venue abstracts write as what is solved or computed, not as a means.

    .venv/bin/python scripts/mine_object_short_forms.py ../shared/data/venues --exclude ../shared/data/venue_gold/venue_dev_input.jsonl --exclude-drawn ../shared/data

Writes kg/extract/data/object_short_forms.json. A short form and its long form ('Markov decision process (MDP)',
'partial differential equations (PDEs)') may name a problem class or an object of study as well as a means: what a
paper solves, computes, estimates or approximates is no method it uses, however method-like its name. Read in the
abstracts that define the pair (the short form's capitals spell the long form's initials), each mention of the
short or the long form is counted in an object slot ('solve X', 'computing X', 'estimate X', 'approximating X',
'algorithms / methods / solvers for X', 'X problems / instances') or a means slot ('using X', 'via X',
'we use X', 'based on X', 'X-based'). Kept: pairs that at least MIN_OBJECT abstracts write in an object slot, with
an object share of at least SHARE among the abstracts writing the pair in either slot. Key: 'long form (SF)', the
long form lower case and both forms without a plural 's'; value: [object, means] abstracts.
--exclude-drawn recomputes, in memory, scripts/sample_extra_gold.py's draw of every extra gold set and leaves
those papers out too (no set file is read or written).
"""
from __future__ import annotations

import re
import sys
from collections import defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from mine_gazetteers import OUT, write_names  # noqa: E402
from mine_task_slots import venue_texts  # noqa: E402

from kg.extract.lexicon import object_pair_key  # noqa: E402

MIN_OBJECT, SHARE = 5, 0.75
# a long form of one to five words right before its bracketed short form
DEFINED = re.compile(r"(?<![\w-])((?:[A-Za-z][\w-]*\s+){0,4}[A-Za-z][\w-]*)\s+\(([A-Z][A-Za-z0-9-]{1,7})\)")
_DET = r"(?:(?:the|a|an|these|such|general|discrete|continuous|nonlinear|linear|large|high-dimensional) )?"
OBJECT_BEFORE = (r"\b(?:solv(?:e|es|ed|ing)|comput(?:e|es|ed|ing)|estimat(?:e|es|ed|ing)|approximat(?:e|es|ed|ing)|"
                 r"(?:algorithms?|methods?|solvers?|approach(?:es)?|techniques?|schemes?|procedures?) for "
                 r"(?:solving |computing |approximating )?)" + " " + _DET)
OBJECT_AFTER = r"s? (?:problems?|instances?)\b"
MEANS_BEFORE = (r"\b(?:using|uses?|used|via|employ(?:s|ed|ing)?|leverag(?:e|es|ed|ing)|apply(?:ing)?|applies|applied|"
                r"adopt(?:s|ed|ing)?|based on|by means of|through) " + _DET)
MEANS_AFTER = r"s?-based\b"


def _long_form(words: str, short: str) -> str | None:
    """The fewest last words of the text before the bracket whose initials spell the short form's capitals."""
    caps = "".join(c for c in short if c.isupper())
    parts = words.split()
    for k in range(1, len(parts) + 1):
        initials = "".join(w[0] for part in parts[-k:] for w in part.split("-") if w).upper()
        if initials == caps:
            return " ".join(parts[-k:])
    return None


def _slotted(text: str, form: str, flags: int) -> tuple[bool, bool]:
    """Whether the abstract writes the form (a plural 's' allowed) in an object slot, and in a means slot."""
    plain = re.escape(form) + r"s?(?![\w-])"
    obj = re.search(OBJECT_BEFORE + plain, text, flags) or re.search(r"(?<![\w-])" + re.escape(form) + OBJECT_AFTER, text, flags)
    means = re.search(MEANS_BEFORE + plain, text, flags) or re.search(r"(?<![\w-])" + re.escape(form) + MEANS_AFTER, text, flags)
    return obj is not None, means is not None


def _pairs(text: str):
    """The text's defined pairs: (long form, short form), the short form without a plural 's'."""
    for m in DEFINED.finditer(text):
        short = m.group(2).removesuffix("s")
        long = _long_form(m.group(1), short)
        if long is not None and len(long.split()) >= 2:
            yield long, short


def count(texts) -> tuple[dict[str, set[int]], dict[str, set[int]]]:
    """Per defined pair: the abstracts writing it in an object slot, in a means slot. The short form is read only in
    the abstracts that define it with this long form (short forms are ambiguous across papers); the long form,
    written out, in every abstract."""
    objects, means = defaultdict(set), defaultdict(set)
    defined = [list(_pairs(text)) for text in texts]
    keys_of_long: dict[str, set[str]] = defaultdict(set)
    for pairs in defined:
        for long, short in pairs:
            keys_of_long[object_pair_key(long, "")].add(object_pair_key(long, short))
    for k, (text, pairs) in enumerate(zip(texts, defined)):
        for long, short in pairs:
            obj, used = _slotted(text, short, 0)
            _add(objects, object_pair_key(long, short), k, obj)
            _add(means, object_pair_key(long, short), k, used)
        for counts, found in ((objects, _long_forms_in(text, OBJECT_AFTERS, OBJECT_BEFORE_RE)),
                              (means, _long_forms_in(text, MEANS_AFTERS, MEANS_BEFORE_RE))):
            for long in found:
                for key in keys_of_long.get(object_pair_key(long, ""), ()):
                    counts[key].add(k)
    return objects, means


def _add(counts, key: str, k: int, hit: bool) -> None:
    if hit:
        counts[key].add(k)


_WORDS = r"((?:[A-Za-z][\w-]* ){1,5}[A-Za-z][\w-]*)"
OBJECT_AFTERS = re.compile(r"(?<![\w-])" + _WORDS + OBJECT_AFTER)
MEANS_AFTERS = re.compile(r"(?<![\w-])" + _WORDS + MEANS_AFTER)
OBJECT_BEFORE_RE = re.compile(OBJECT_BEFORE + _WORDS, re.IGNORECASE)
MEANS_BEFORE_RE = re.compile(MEANS_BEFORE + _WORDS, re.IGNORECASE)


def _long_forms_in(text: str, after: re.Pattern, before: re.Pattern) -> set[str]:
    """Every phrase of two to six words a slot reads: the last words before an after-slot, the first words after a
    before-slot (the caller keeps those that are defined long forms)."""
    found = set()
    for m in after.finditer(text):
        words = m.group(1).split()
        found.update(" ".join(words[-n:]) for n in range(2, len(words) + 1))
    for m in before.finditer(text):
        words = m.group(1).split()
        found.update(" ".join(words[:n]) for n in range(2, len(words) + 1))
    return found


def _kept(n_object: int, n_means: int) -> bool:
    return n_object >= MIN_OBJECT and n_object >= SHARE * (n_object + n_means)


def objects_of_study(objects, means) -> dict[str, list[int]]:
    """The kept pairs, most objects first (ties by key): [object, means] abstracts."""
    rows = {key: [len(ks), len(means.get(key, ()))] for key, ks in objects.items()}
    return {key: row for key, row in sorted(rows.items(), key=lambda kv: (-kv[1][0], kv[0])) if _kept(*row)}


ABOUT = (f"defined pairs 'long form (SF)' that {MIN_OBJECT}+ defining venue abstracts write as what is solved, computed, "
         f"estimated or approximated ('solve X', 'methods for X', 'X problems'), in a share of {SHARE}+ of those writing "
         "the pair as an object or a means ('using X', 'X-based'): problem classes and objects of study, no method "
         "([object, means] abstracts); made by scripts/mine_object_short_forms.py")


def main() -> None:
    kept = objects_of_study(*count(venue_texts(__doc__)))
    write_names(OUT / "object_short_forms.json", ABOUT, kept)


if __name__ == "__main__":
    main()
