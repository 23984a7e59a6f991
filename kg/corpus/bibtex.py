"""BibTeX (.bib) through bibtexparser: every entry (@article, @inproceedings, @misc ...) is a record.

LaTeX accents and braces are decoded by bibtexparser's middleware; author lists become
"First Last" names. Two entries with one key are both kept as records, so that kg's own check
(one id, two abstracts) decides what happens to them.
"""
from __future__ import annotations

import logging
from pathlib import Path
from typing import Iterator

from kg.corpus.options import MALFORMED, ReadOptions, ReadStats
from kg.errors import KgError

# bibtexparser reports faults through logging as well as in the library it returns: we count and
# word them ourselves, so its log lines would only repeat them without kg's context
logging.getLogger("bibtexparser").addHandler(logging.NullHandler())
logging.getLogger("bibtexparser").propagate = False


def _parse(text: str):
    import bibtexparser
    from bibtexparser import middlewares as mw

    return bibtexparser.parse_string(text, append_middleware=[
        mw.LatexDecodingMiddleware(), mw.SeparateCoAuthors(), mw.SplitNameParts(), mw.MergeNameParts("first"),
    ])


def _fields(entry) -> dict:
    rec = {f.key: f.value for f in entry.fields}
    rec.setdefault("id", entry.key)
    rec["entry_type"] = entry.entry_type
    return rec


def records(path: Path, text: str, opts: ReadOptions, stats: ReadStats) -> Iterator[tuple[str, dict]]:
    library = _parse(text)
    if not library.entries and not library.failed_blocks:
        raise KgError(f"{path}: no BibTeX entries (such as @article{{key, title = {{...}}, abstract = {{...}}}})")
    return _records(path, library, opts, stats)


def _records(path: Path, library, opts: ReadOptions, stats: ReadStats) -> Iterator[tuple[str, dict]]:
    from bibtexparser.model import DuplicateBlockKeyBlock, Entry, ParsingFailedBlock

    strings = "".join(s.raw + "\n" for s in library.strings if s.raw)
    for block in library.blocks:
        line = (block.start_line or 0) + 1  # bibtexparser counts lines from 0
        if isinstance(block, Entry):
            yield f":{line}", _fields(block)
        elif isinstance(block, DuplicateBlockKeyBlock) and len(alone := _parse(strings + (block.raw or "")).entries) == 1:
            # the library keeps one entry a key; parsed alone (with the file's @strings) the repeat
            # is decoded like the others, and kg's own check decides what one id over two records means
            yield f":{line}", _fields(alone[0])
        elif isinstance(block, ParsingFailedBlock):
            if not opts.skip_bad:
                raise KgError(f"{path}:{line}: malformed BibTeX entry ({_reason(block)}); "
                              "use --skip-bad to skip such entries")
            stats.drop(MALFORMED, f"{path}:{line}")


def _reason(block) -> str:
    error = block.error
    keys = getattr(block, "duplicate_keys", None)
    text = (f"field {', '.join(sorted(keys))} given twice" if keys
            else getattr(error, "abort_reason", None) or str(error) or type(error).__name__)
    return " ".join(text.split())[:200]
