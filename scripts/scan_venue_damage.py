"""Count export damage in venue records, per kind and per file, and the records the reader's repairs change.

    .venv/bin/python scripts/scan_venue_damage.py ../shared/data/venues

Prints, for every kind of damage a mark shows (mojibake, HTML entities or tags, words split at a line break that
stay split, field separators, an "Abstract:" label, a teaser's "Show More" cut, a copyright line, a code or data
link sentence, a text that ends in a bare word), the records that still show it after the reader, the files where
it is most common, and how many records each repair of kg/corpus/fields.py changes. Counts only: no list is mined.
"""
from __future__ import annotations

import gzip
import json
import re
import sys
from collections import Counter, defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from kg.corpus.fields import _unmojibaked, _without_csv_leftovers, _without_teaser_cut  # noqa: E402
from kg.corpus.normalize import normalize  # noqa: E402

KINDS = {
    "mojibake": re.compile(r"[\xc2-\xf4][\x80-\xbf\u20ac\u2018-\u201d\u2122\u0153]"),
    "html entity": re.compile(r"&(?:[a-z]{2,8}|#\d{2,5}|#x[0-9a-f]{2,4});", re.I),
    "html tag": re.compile(r"</?(?:sub|sup|i|b|em|strong|p|br|span|div|a|ul|li|font|u|tt|code)\b[^<>]{0,80}>", re.I),
    "split word (not a suspended hyphen)": re.compile(
        r"\b[a-z]{2,}- (?!(?:and|or|nor|to|as|vs|versus|than|through|but|of|in|on|with|from)\b)[a-z]{2,}\b"),
    "field separator": re.compile(r'","|\t'),
    "abstract label": re.compile(r"^\s*(?:abstract|summary)\s*[:.\u2014-]", re.I),
    "teaser cut (Show More)": re.compile(r"(?:\.\.\.|…)\s*Show More\s*$"),
    "copyright line": re.compile(r"©|\ball rights reserved\b", re.I),
    "code or data link sentence": re.compile(r"\b(?:code|data|models?)\b[^.]{0,60}\b(?:is|are|will be) (?:publicly )?"
                                             r"(?:available|released)[^.]{0,40}(?:https?://|github)", re.I),
    "ends in a bare word": re.compile(r"(?:^|\s)[A-Za-z][A-Za-z'’-]*[A-Za-z]$"),
}
REPAIRS = {
    "mojibake read back": lambda raw, title: _unmojibaked(raw) != raw or _unmojibaked(title) != title,
    "teaser cut mended": lambda raw, title: _without_teaser_cut(normalize(raw)) != normalize(raw),
}


def records(folder: Path):
    for path in sorted(folder.glob("*.jsonl.gz")):
        with gzip.open(path, "rt", encoding="utf-8") as fh:
            for line in fh:
                yield path.name.split(".")[0], json.loads(line)


def main() -> None:
    per_kind: dict[str, Counter] = defaultdict(Counter)
    total = 0
    for venue, rec in records(Path(sys.argv[1])):
        total += 1
        raw, title = rec.get("abstract") or "", rec.get("title") or ""
        if not raw.strip():
            continue
        kept = _without_csv_leftovers(raw, title)
        text = _without_teaser_cut(normalize(_unmojibaked(kept)))
        for kind, mark in KINDS.items():
            if mark.search(text):
                per_kind[kind][venue] += 1
        for name, changes in REPAIRS.items():
            if changes(kept, title):
                per_kind["REPAIR " + name][venue] += 1
    print(f"records {total}")
    for kind, counts in per_kind.items():
        top = ", ".join(f"{v} {n}" for v, n in counts.most_common(6))
        print(f"{kind}: {sum(counts.values())} ({top})")


if __name__ == "__main__":
    main()
