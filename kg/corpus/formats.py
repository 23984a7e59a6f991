"""The table of input formats: which suffix is read by which module.

Every reader has the signature records(path, text, opts, stats) -> iterator of (where, fields):
`where` locates the record for messages (":12" for a line, " record 3" for an array item) and
`fields` is the record's own field names and values, which kg.corpus.fields turns into a Paper.
Any of these suffixes may be followed by .gz.
"""
from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Callable, Iterator

from kg.corpus import bibtex, csvfile, jsonfile, jsonl, ris, text
from kg.corpus.options import ReadOptions, ReadStats

Reader = Callable[[Path, str, ReadOptions, ReadStats], Iterator[tuple[str, dict]]]


@dataclass(frozen=True)
class Format:
    name: str
    suffixes: tuple[str, ...]
    records: Reader


FORMATS = (
    Format("text", (".txt", ".md"), text.records),
    Format("jsonl", (".jsonl", ".ndjson"), jsonl.records),
    Format("json", (".json",), jsonfile.records),
    Format("csv", (".csv", ".tsv"), csvfile.records),
    Format("bibtex", (".bib",), bibtex.records),
    Format("ris", (".ris",), ris.records),
)
_BY_SUFFIX = {s: f for f in FORMATS for s in f.suffixes}
SUFFIXES = tuple(_BY_SUFFIX)


def format_of(path: Path) -> Format | None:
    """The format of a file by its suffix; `x.jsonl.gz` is JSON Lines."""
    name = path.name.lower()
    if name.endswith(".gz"):
        name = name[:-3]
    return _BY_SUFFIX.get(Path(name).suffix)


def supported() -> str:
    """The suffixes, for messages: '.txt, .md, ... (each may be gzipped: .gz)'."""
    return ", ".join(SUFFIXES) + " (each may be gzipped: .gz)"
