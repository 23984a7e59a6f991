"""Mine the names of human languages from the venue abstracts (kg/extract/data/languages.json).

A language is named where a translation direction pairs it with another ('English-French', 'German-to-English',
'from Hindi to English') or where it stands before 'language(s)' and 'speakers' ('the Swahili language',
'Dutch speakers'). A capitalised word written so in several abstracts, and more often so than before a data
noun alone, names a language: as a whole Dataset name it is no data ('emotion control in French and English').
The dataset gazetteer's names are left out.

    .venv/bin/python scripts/mine_languages.py ../shared/data/venues --exclude ../shared/data/venue_gold/venue_dev_input.jsonl
"""
from __future__ import annotations

import re
import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from mine_gazetteers import OUT, read_abstracts, venue_args, write_counted  # noqa: E402

from kg.extract.lexicon import gazetteer  # noqa: E402

_LANG = r"([A-Z][a-z]{2,})"
# a translation direction with English on one side: 'English-French', 'German-to-English', 'Hindi->English',
# 'from Hindi to English', 'English<->Czech'
_DIRECTION = r"\s*(?:-|->|→|<->|↔|-to-)\s*"
PAIR = re.compile(rf"(?<![\w-])(?:{_LANG}{_DIRECTION}English|English{_DIRECTION}{_LANG})(?![\w-])")
FROM_TO = re.compile(rf"\bfrom\s+(?:{_LANG}\s+(?:in)?to\s+English|English\s+(?:in)?to\s+{_LANG})\b")
# 'in the Swahili language', 'for Dutch speakers', mid-sentence (after a lower-case word or a comma), so that a
# sentence's first word is not read; not 'Natural Language Processing'
BEFORE_LANGUAGE = re.compile(rf"(?:\b[a-z]+|,)\s+{_LANG}\s+(?:language|languages|speakers|native speakers)\b(?!\s+(?:models?|"
                             r"processing|understanding|generation|instructions?|descriptions?|queries|query)\b)")
# 'languages such as Hindi, Marathi and Tamil', 'eight languages (German, Czech, ...)': every capitalised item of the list
LISTED = re.compile(r"\blanguages\s*(?:\(|,?\s+(?:such as|including|like|namely|e\.g\.,?)\s+)((?:[A-Z][a-z]{2,}(?:,\s*|\s+and\s+|\s+or\s+|,\s+and\s+)){1,12}[A-Z][a-z]{2,})")
MIN_ABSTRACTS = 2
# words that stand before 'language' or in a pair but are no language's name
# ('Dyck' names formal languages, which some papers evaluate on as synthetic data; 'Centric', 'Many', 'Non' are
# halves of 'English-Centric', 'English-to-Many', 'Non-English'; 'Wikipedia' is a source of data, 'English-Wikipedia')
NOT_LANGUAGES = {"Natural", "Large", "Sign", "Formal", "Spoken", "Written", "Target", "Source", "Human", "Query",
                 "Programming", "Dyck", "Centric", "Many", "Non", "Wikipedia", "Visual", "Vision", "Modeling", "Modelling", "Model", "Machine", "Text", "Image", "Speech"}


def mine(folder: Path, exclude: set[str]) -> dict[str, int]:
    hits: Counter = Counter()
    for text in read_abstracts(folder, exclude):
        found = {w for rx in (PAIR, FROM_TO, BEFORE_LANGUAGE) for m in rx.finditer(text) for w in m.groups() if w}
        found |= {w for m in LISTED.finditer(text) for w in re.findall(r"[A-Z][a-z]{2,}", m.group(1))}
        hits.update(found)
    known = gazetteer("datasets")
    return {w: n for w, n in hits.items() if n >= MIN_ABSTRACTS and w not in NOT_LANGUAGES and w not in known}


def main() -> None:
    venues, exclude = venue_args(__doc__.splitlines()[0])
    names = mine(venues, exclude)
    write_counted(OUT / "languages.json",
                  f"names of human languages mined by scripts/mine_languages.py from {venues.name}/ (count: abstracts that pair "
                  "the word with another in a translation direction or write it before 'language(s)' / 'speakers'; dev-gold papers excluded)",
                  names)


if __name__ == "__main__":
    main()
